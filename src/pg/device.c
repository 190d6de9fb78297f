/*
 * device.c — dtfixup.threads applied to OpenBLAS (see device.h) and the SQL function
 *   dtfixup_device_info() RETURNS jsonb
 * which reports what runs where: the parser's backend (the CPU in this build) and its
 * OpenBLAS threads, then what the CUDA loader finds: whether a driver and a GPU are present
 * (and why not), the CUDA module's path and ABI, and whether a CUDA backend could be
 * created.  Under dtfixup.device = cuda without a usable CUDA backend it raises an error.
 */
#include "pg/dtfixup.h"

#include <sys/stat.h>

#include "fmgr.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"

#include "nn/backend_loader.h"
#include "nn/blas_core.h"
#include "pg/device.h"
#include "pg/parser_device.h"

PG_FUNCTION_INFO_V1(dtfixup_device_info);

static const char *
device_setting_name(void)
{
	switch (dtfixup_device)
	{
		case DTFIXUP_DEVICE_CPU:
			return "cpu";
		case DTFIXUP_DEVICE_CUDA:
			return "cuda";
		default:
			return "auto";
	}
}

static void
module_path(char *buf, size_t len)
{
	if (!dt_cuda_module_path(buf, len, pkglib_path))
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("the library directory path \"%s\" is too long", pkglib_path)));
}

/* ---------------------------------------------------------------- BLAS threads */

/* OpenBLAS's thread control (as in src/nn/backend_cpu.c; cblas.h stays out of src/pg). */
extern void openblas_set_num_threads(int num_threads);
extern int	openblas_get_num_threads(void);

/*
 * Not a GUC assign hook: that would also run in the postmaster (postgresql.conf), where
 * OpenBLAS would start worker threads that no forked backend inherits while its state
 * says they exist.  And a parser loaded from the store sets OpenBLAS's count from its own
 * `threads` option (src/model/parser_core.c), so the setting is applied after the model is at
 * hand, at every call.
 */
void
dtfixup_apply_blas_threads(void)
{
	if (openblas_get_num_threads() != dtfixup_threads)
		openblas_set_num_threads(dtfixup_threads);
}

/* ---------------------------------------------------------------- dtfixup_device_info */

static void
json_key(StringInfo out, const char *key, bool *first)
{
	if (!*first)
		appendStringInfoString(out, ", ");
	*first = false;
	escape_json(out, key);
	appendStringInfoString(out, ": ");
}

static void
json_text(StringInfo out, const char *key, const char *value, bool *first)
{
	json_key(out, key, first);
	if (value == NULL)
		appendStringInfoString(out, "null");
	else
		escape_json(out, value);
}

static void
json_int(StringInfo out, const char *key, long long value, bool known, bool *first)
{
	json_key(out, key, first);
	if (known)
		appendStringInfo(out, "%lld", value);
	else
		appendStringInfoString(out, "null");
}

static void
json_bool(StringInfo out, const char *key, bool value, bool *first)
{
	json_key(out, key, first);
	appendStringInfoString(out, value ? "true" : "false");
}

Datum
dtfixup_device_info(PG_FUNCTION_ARGS)
{
	char		path[MAXPGPATH];
	struct stat st;
	DtCudaProbe probe;
	DtError		err;
	bool		cuda_ok = false;
	bool		on_cuda;
	bool		first = true;
	StringInfoData out;

	dtfixup_apply_blas_threads();
	module_path(path, sizeof(path));
	memset(&err, 0, sizeof(err));
	memset(&probe, 0, sizeof(probe));
	if (dtfixup_device == DTFIXUP_DEVICE_CPU)
		dt_cuda_probe_driver(&probe);	/* report the hardware even when not used */
	else
		cuda_ok = dt_cuda_prepare(path, &probe, &err);
	if (dtfixup_device == DTFIXUP_DEVICE_CUDA && !cuda_ok)
		dtfixup_cuda_device_error(&err);	/* the parser functions' own error */
	on_cuda = dtfixup_device == DTFIXUP_DEVICE_CUDA;

	initStringInfo(&out);
	appendStringInfoChar(&out, '{');
	json_text(&out, "setting", device_setting_name(), &first);
	/* where nl2sql, nl2sql_execute, dtfixup_explain, dtfixup_evaluate and dtfixup_finetune
	 * (without its "device" option) run the parser: parser_device_backend's answer */
	json_text(&out, "parser_backend", on_cuda ? "cuda" : "cpu", &first);
	json_text(&out, "why_parser_on_cpu",
			  on_cuda ? NULL
			  : dtfixup_device == DTFIXUP_DEVICE_CPU ? "dtfixup.device is 'cpu'"
			  : !cuda_ok ? "no usable CUDA backend (why_not_gpu)"
			  : "dtfixup.device 'auto' keeps the parser on the CPU: a GPU decodes barely faster "
			  "than a CPU core (docs/gpu.md); 'cuda' asks for it",
			  &first);
	json_int(&out, "blas_threads", openblas_get_num_threads(), true, &first);
	/* the kernels OpenBLAS computes with, and who chose them (nn/blas_core.h): an OpenBLAS
	 * older than the CPU falls back to generic ones ("Prescott", SSE3); blas_core_better
	 * names what OPENBLAS_CORETYPE in the server's environment should say then */
	json_text(&out, "blas_core", dt_blas_core_name(), &first);
	json_text(&out, "blas_core_chosen_by", dt_blas_core_chosen_by(), &first);
	json_text(&out, "blas_core_better", dt_blas_core_better(), &first);
	/* a CUDA backend could be created here (the parser uses it when asked for with 'cuda') */
	json_bool(&out, "cuda_available", cuda_ok, &first);
	json_bool(&out, "driver_found", probe.driver_found, &first);
	json_bool(&out, "gpu_present", probe.gpu_present, &first);
	json_int(&out, "device_count", probe.device_count, true, &first);
	json_text(&out, "why_not_gpu", cuda_ok ? NULL
			  : err.message[0] ? err.message
			  : dtfixup_device == DTFIXUP_DEVICE_CPU ? "dtfixup.device is 'cpu'" : NULL, &first);
	json_text(&out, "why_not_gpu_detail", !cuda_ok && err.detail[0] ? err.detail
			  : !probe.gpu_present && probe.reason[0] ? probe.reason : NULL, &first);
	json_text(&out, "module_path", path, &first);
	json_bool(&out, "module_installed", stat(path, &st) == 0, &first);
	json_bool(&out, "module_loaded", probe.module_loaded, &first);
	json_int(&out, "module_abi", probe.module_abi, probe.module_abi >= 0 && probe.module_loaded,
			 &first);
	json_int(&out, "module_interface", probe.module_interface,
			 probe.module_interface >= 0 && probe.module_loaded, &first);
	json_int(&out, "expected_abi", DT_BACKEND_ABI_VERSION, true, &first);
	json_int(&out, "expected_interface", DT_CUDA_MODULE_INTERFACE, true, &first);
	json_key(&out, "gpu", &first);
	if (cuda_ok)
	{
		bool		inner = true;

		appendStringInfoChar(&out, '{');
		json_text(&out, "name", probe.device.name, &inner);
		json_text(&out, "compute_capability",
				  psprintf("%d.%d", probe.device.cc_major, probe.device.cc_minor), &inner);
		json_int(&out, "memory_mb", (long long) (probe.device.total_memory >> 20), true, &inner);
		json_int(&out, "multiprocessors", probe.device.multiprocessors, true, &inner);
		json_int(&out, "driver_version", probe.device.driver_version, true, &inner);
		json_int(&out, "runtime_version", probe.device.runtime_version, true, &inner);
		appendStringInfoChar(&out, '}');
	}
	else
		appendStringInfoString(&out, "null");
	appendStringInfoChar(&out, '}');
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(out.data)));
}
