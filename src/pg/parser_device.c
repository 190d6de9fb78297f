/*
 * parser_device.c — which backend the parser runs on (see parser_device.h): the device
 * asked for is turned into a backend by the model stage (parser_device_backend,
 * src/model/parser.c); what it refuses becomes one ERROR here.
 */
#include "pg/dtfixup.h"

#include "miscadmin.h"

#include "model/parser.h"
#include "nn/backend_loader.h"
#include "pg/parser_device.h"

void
dtfixup_cuda_device_error(const DtError *err, bool gpu_usable)
{
	const char *hint = "Ask for device \"cpu\" or \"auto\": the dtfixup.device setting, or the "
		"\"device\" option of dtfixup_finetune.";

	if (!gpu_usable)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("device \"cuda\" was asked for, but no CUDA backend is usable: %s",
						err->message),
				 err->detail[0] ? errdetail("%s", err->detail) : 0,
				 errhint("%s", hint)));
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("device \"cuda\" was asked for, but %s", err->message),
			 err->detail[0] ? errdetail("%s", err->detail) : 0,
			 errhint("%s", hint)));
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

	if (!dt_cuda_module_path(path, sizeof(path), pkglib_path))
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("the library directory path \"%s\" is too long", pkglib_path)));
	memset(&err, 0, sizeof(err));
	backend = parser_device_backend(want, path, &gpu_usable, &err);
	if (backend == NULL)
		dtfixup_cuda_device_error(&err, gpu_usable);
	return backend;
}
