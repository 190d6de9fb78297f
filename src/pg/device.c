/*
 * device.c — dtfixup.device semantics (see device.h) and the SQL function
 *   dtfixup_device_info() RETURNS jsonb
 * which reports what was found: the setting, whether a driver and a GPU are present (and
 * why not), the CUDA module's path and ABI, and the backend the setting chooses.  Under
 * dtfixup.device = cuda without a usable GPU it raises the error a training run would.
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
#include "pg/device.h"

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

/* The error of dtfixup.device = cuda when no CUDA backend can be had. */
static void
report_cuda_unavailable(const DtError *err)
{
	ereport(ERROR,
			(errcode(dtfixup_sqlstate(err->code)),
			 errmsg("dtfixup.device is \"cuda\" but the CUDA backend is unavailable: %s", err->message),
			 err->detail[0] ? errdetail("%s", err->detail) : 0,
			 errhint("%s", err->hint[0] ? err->hint
					 : "Set dtfixup.device to 'auto' or 'cpu' to run on the CPU.")));
}

/* Under auto: say why the GPU is not used, loudly only when one is present. */
static void
report_fallback(const DtCudaProbe *probe, const DtError *err)
{
	ereport(probe->gpu_present ? WARNING : DEBUG1,
			(errmsg("dtfixup.device is \"auto\": using the CPU, the CUDA backend is unavailable: %s", err->message),
			 err->detail[0] ? errdetail("%s", err->detail) : 0,
			 probe->gpu_present ? errhint("%s", err->hint[0] ? err->hint
										  : "Set dtfixup.device to 'cpu' to silence this warning.") : 0));
}

static DtBackend *
cpu_backend(void)
{
	DtBackend  *be = dt_backend_cpu_create(dtfixup_threads);

	if (be == NULL)
		ereport(ERROR, (errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory")));
	return be;
}

DtBackend *
dtfixup_backend_for_current_device(void)
{
	char		path[MAXPGPATH];
	DtCudaProbe probe;
	DtError		err;
	DtBackend  *be;

	if (dtfixup_device == DTFIXUP_DEVICE_CPU)
		return cpu_backend();
	module_path(path, sizeof(path));
	memset(&err, 0, sizeof(err));
	be = dt_backend_cuda_create(path, &probe, &err);
	if (be != NULL)
		return be;
	if (dtfixup_device == DTFIXUP_DEVICE_CUDA)
		report_cuda_unavailable(&err);
	report_fallback(&probe, &err);
	return cpu_backend();
}

void
dtfixup_backend_check(DtBackend *be)
{
	DtError		err;

	memset(&err, 0, sizeof(err));
	if (!dt_backend_check(be, &err))
		dtfixup_report_error(&err);
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
	bool		first = true;
	StringInfoData out;

	module_path(path, sizeof(path));
	memset(&err, 0, sizeof(err));
	memset(&probe, 0, sizeof(probe));
	if (dtfixup_device == DTFIXUP_DEVICE_CPU)
		dt_cuda_probe_driver(&probe);	/* report the hardware even when not used */
	else
		cuda_ok = dt_cuda_prepare(path, &probe, &err);
	if (dtfixup_device == DTFIXUP_DEVICE_CUDA && !cuda_ok)
		report_cuda_unavailable(&err);

	initStringInfo(&out);
	appendStringInfoChar(&out, '{');
	json_text(&out, "setting", device_setting_name(), &first);
	json_text(&out, "backend", cuda_ok ? "cuda" : "cpu", &first);
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
