/*
 * parser_device.c — which backend the parser runs on (see parser_device.h): the device
 * asked for is turned into a backend by the model stage (parser_device_backend,
 * src/model/parser.c); what it refuses becomes one ERROR here; parsers are put on the
 * backend chosen (parser_place).
 */
#include "pg/dtfixup.h"

#include "miscadmin.h"

#include "model/parser.h"
#include "nn/backend_loader.h"
#include "pg/parser_device.h"

void
dtfixup_cuda_device_error(const DtError *err)
{
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("device \"cuda\" was asked for, but no CUDA backend is usable: %s",
					err->message),
			 err->detail[0] ? errdetail("%s", err->detail) : 0,
			 errhint("Ask for device \"cpu\" or \"auto\": the dtfixup.device setting, or the "
					 "\"device\" option of dtfixup_finetune.")));
}

/* The CUDA module's path: $pkglibdir/dtfixup_cuda.so. */
static void
cuda_module_path(char *path, size_t len)
{
	if (!dt_cuda_module_path(path, len, pkglib_path))
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("the library directory path \"%s\" is too long", pkglib_path)));
}

const char *
dtfixup_parser_device(int device)
{
	char		path[MAXPGPATH];
	DtError		err;
	bool		gpu_usable = false;
	ParserDevice want = device == DTFIXUP_DEVICE_CUDA ? PARSER_DEVICE_CUDA
		: device == DTFIXUP_DEVICE_CPU ? PARSER_DEVICE_CPU : PARSER_DEVICE_AUTO;
	const char *backend;

	cuda_module_path(path, sizeof(path));
	memset(&err, 0, sizeof(err));
	backend = parser_device_backend(want, path, &gpu_usable, &err);
	if (backend == NULL)
		dtfixup_cuda_device_error(&err);
	return backend;
}

bool
dtfixup_parser_place(Parser *parser, const char *backend, DtError *err)
{
	char		path[MAXPGPATH];

	cuda_module_path(path, sizeof(path));
	return parser_place(parser, backend, path, err);
}

void
dtfixup_parser_place_error(const char *backend, const DtError *err)
{
	ereport(ERROR,
			(errcode(dtfixup_sqlstate(err->code)),
			 errmsg("the parser could not be put on the %s backend: %s", backend, err->message),
			 err->detail[0] ? errdetail("%s", err->detail) : 0));
}
