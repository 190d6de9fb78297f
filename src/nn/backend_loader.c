/*
 * backend_loader.c — opens the CUDA driver and the CUDA backend module on demand (see
 * backend_loader.h).  Pure C, no CUDA headers: the driver is reached through dlsym, so
 * dtfixup.so has no link-time dependency on any CUDA library.
 */
#include "nn/backend_loader.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* The two driver entry points the probe needs (CUresult is an int-sized enum). */
typedef int (*CuInitFn) (unsigned int flags);
typedef int (*CuDeviceGetCountFn) (int *count);

/* Process-wide state: probed once, opened once, never closed. */
static struct
{
	bool		probed;
	bool		driver_found, gpu_present;
	int			device_count;
	char		reason[512];

	void	   *module;
	char		module_path[1024];
	int			module_abi, module_interface;
	DtCudaProbeFn probe;
	DtCudaCreateFn create;
	DtCudaStatusFn status;
} loader = {.module_abi = -1, .module_interface = -1};

static void
copy_string(char *dst, size_t len, const char *src)
{
	snprintf(dst, len, "%s", src != NULL ? src : "");
}

static void
probe_driver_once(void)
{
	void	   *cuda;
	CuInitFn	cu_init;
	CuDeviceGetCountFn cu_count;
	int			rc;

	if (loader.probed)
		return;
	loader.probed = true;
	cuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
	if (cuda == NULL)
	{
		const char *why = dlerror();

		snprintf(loader.reason, sizeof(loader.reason),
				 "the NVIDIA driver library libcuda.so.1 could not be loaded (%s)",
				 why != NULL ? why : "not found");
		return;
	}
	loader.driver_found = true;
	cu_init = (CuInitFn) dlsym(cuda, "cuInit");
	cu_count = (CuDeviceGetCountFn) dlsym(cuda, "cuDeviceGetCount");
	if (cu_init == NULL || cu_count == NULL)
	{
		copy_string(loader.reason, sizeof(loader.reason),
					"libcuda.so.1 lacks cuInit or cuDeviceGetCount");
		return;
	}
	/* Initialises the driver in this process only: never called in the postmaster. */
	rc = cu_init(0);
	if (rc != 0)
	{
		snprintf(loader.reason, sizeof(loader.reason),
				 "the CUDA driver failed to initialise (CUresult %d; 100 = no device)", rc);
		return;
	}
	rc = cu_count(&loader.device_count);
	if (rc != 0 || loader.device_count < 1)
	{
		snprintf(loader.reason, sizeof(loader.reason),
				 "the CUDA driver reports no device (CUresult %d, %d devices)", rc,
				 loader.device_count);
		loader.device_count = 0;
		return;
	}
	loader.gpu_present = true;
	/* the driver handle stays open: the module's static runtime uses it */
}

void
dt_cuda_probe_driver(DtCudaProbe *probe)
{
	probe_driver_once();
	probe->driver_found = loader.driver_found;
	probe->gpu_present = loader.gpu_present;
	probe->device_count = loader.device_count;
	copy_string(probe->reason, sizeof(probe->reason), loader.reason);
	probe->module_loaded = loader.module != NULL;
	copy_string(probe->module_path, sizeof(probe->module_path), loader.module_path);
	probe->module_abi = loader.module_abi;
	probe->module_interface = loader.module_interface;
}

bool
dt_cuda_module_path(char *buf, size_t buflen, const char *dir)
{
	int			n = snprintf(buf, buflen, "%s/%s", dir, DT_CUDA_MODULE_FILE);

	return n >= 0 && (size_t) n < buflen;
}

static void *
symbol(void *handle, const char *name)
{
	dlerror();
	return dlsym(handle, name);
}

bool
dt_cuda_open_module(DtCudaProbe *probe, const char *module_path, int expected_abi,
					int expected_interface, DtError *err)
{
	struct stat st;
	void	   *handle;
	const int  *abi;
	int			module_abi,
				module_interface,
				module_table_size;

	copy_string(probe->module_path, sizeof(probe->module_path), module_path);
	if (loader.module != NULL)
	{
		if (strcmp(loader.module_path, module_path) != 0)
			return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0,
								"This process already uses the CUDA module at another path.",
								NULL, "cannot open CUDA module \"%s\": \"%s\" is already loaded",
								module_path, loader.module_path);
		probe->module_loaded = true;
		probe->module_abi = loader.module_abi;
		probe->module_interface = loader.module_interface;
		if (loader.module_abi != expected_abi || loader.module_interface != expected_interface)
			return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0, NULL, NULL,
								"CUDA module \"%s\" has backend ABI %d interface %d, "
								"expected ABI %d interface %d", module_path,
								loader.module_abi, loader.module_interface, expected_abi,
								expected_interface);
		return true;
	}
	if (stat(module_path, &st) != 0)
		return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0,
							"dtfixup was built without its CUDA module (no nvcc at build time, "
							"or USE_CUDA=0).",
							"Rebuild and install with nvcc available: make USE_CUDA=1 && make install.",
							"CUDA module \"%s\" is not installed", module_path);
	handle = dlopen(module_path, RTLD_NOW | RTLD_LOCAL);
	if (handle == NULL)
	{
		const char *why = dlerror();

		return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0, why,
							"Check that the CUDA toolkit's libcublas is installed where the "
							"module was built to find it.",
							"could not load CUDA module \"%s\"", module_path);
	}
	abi = (const int *) symbol(handle, DT_CUDA_SYM_ABI);
	if (abi == NULL)
	{
		dlclose(handle);
		return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0, NULL,
							"Reinstall dtfixup so that dtfixup_cuda.so matches dtfixup.so.",
							"\"%s\" is not a dtfixup CUDA module (no symbol %s)", module_path,
							DT_CUDA_SYM_ABI);
	}
	/* read before any dlclose: abi points into the module; the table size exists only from
	 * interface 2 on */
	module_abi = abi[0];
	module_interface = abi[1];
	module_table_size = module_interface >= 2 ? abi[2] : -1;
	probe->module_abi = module_abi;
	probe->module_interface = module_interface;
	if (module_abi == expected_abi && module_interface == expected_interface &&
		module_table_size != (int) sizeof(DtBackend))
	{
		dlclose(handle);
		return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0,
							"The backend op table changed without an ABI version bump.",
							"Reinstall dtfixup so that dtfixup_cuda.so matches dtfixup.so.",
							"stale CUDA module \"%s\": its op table has %d bytes, this dtfixup's "
							"has %d", module_path, module_table_size, (int) sizeof(DtBackend));
	}
	if (module_abi != expected_abi || module_interface != expected_interface)
	{
		dlclose(handle);
		return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0,
							"The module was built from another version of dtfixup.",
							"Reinstall dtfixup so that dtfixup_cuda.so matches dtfixup.so.",
							"stale CUDA module \"%s\": it has backend ABI %d interface %d, "
							"this dtfixup expects ABI %d interface %d", module_path, module_abi,
							module_interface, expected_abi, expected_interface);
	}
	loader.probe = (DtCudaProbeFn) symbol(handle, DT_CUDA_SYM_PROBE);
	loader.create = (DtCudaCreateFn) symbol(handle, DT_CUDA_SYM_CREATE);
	loader.status = (DtCudaStatusFn) symbol(handle, DT_CUDA_SYM_STATUS);
	if (loader.probe == NULL || loader.create == NULL || loader.status == NULL)
	{
		dlclose(handle);
		loader.probe = NULL;
		loader.create = NULL;
		loader.status = NULL;
		return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0, NULL,
							"Reinstall dtfixup so that dtfixup_cuda.so matches dtfixup.so.",
							"CUDA module \"%s\" lacks one of its entry points", module_path);
	}
	loader.module = handle;
	copy_string(loader.module_path, sizeof(loader.module_path), module_path);
	loader.module_abi = module_abi;
	loader.module_interface = module_interface;
	probe->module_loaded = true;
	return true;
}

static DtErrorCode
error_code_of(int cuda_code)
{
	switch (cuda_code)
	{
		case DT_CUDA_NO_DEVICE:
			return DT_ERR_FEATURE_NOT_SUPPORTED;
		case DT_CUDA_OUT_OF_MEMORY:
			return DT_ERR_PROGRAM_LIMIT;
		default:
			return DT_ERR_INTERNAL;
	}
}

bool
dt_cuda_prepare(const char *module_path, DtCudaProbe *probe, DtError *err)
{
	char		msg[512] = "";
	int			rc;

	memset(probe, 0, sizeof(*probe));
	dt_cuda_probe_driver(probe);
	if (!probe->gpu_present)
		return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0, probe->reason,
							"Set dtfixup.device to 'auto' or 'cpu' to run on the CPU.",
							"no usable GPU");
	if (!dt_cuda_open_module(probe, module_path, DT_BACKEND_ABI_VERSION,
							 DT_CUDA_MODULE_INTERFACE, err))
		return false;
	rc = loader.probe(&probe->device, msg, sizeof(msg));
	if (rc != DT_CUDA_OK)
		return dt_error_set(err, error_code_of(rc), 0, msg,
							"Set dtfixup.device to 'auto' or 'cpu' to run on the CPU.",
							"the CUDA runtime found no usable GPU");
	return true;
}

DtBackend *
dt_backend_cuda_create(const char *module_path, DtCudaProbe *probe, DtError *err)
{
	DtCudaProbe local;
	DtBackend  *be = NULL;
	char		msg[512] = "";
	int			rc;

	if (probe == NULL)
		probe = &local;
	if (!dt_cuda_prepare(module_path, probe, err))
		return NULL;
	rc = loader.create(0, &be, msg, sizeof(msg));
	if (rc != DT_CUDA_OK || be == NULL)
	{
		dt_error_set(err, error_code_of(rc), 0, msg, NULL,
					 "could not create the CUDA backend on GPU 0 (%s)", probe->device.name);
		return NULL;
	}
	return be;
}

bool
dt_backend_check(DtBackend *be, DtError *err)
{
	char		msg[512] = "";
	int			rc;

	if (be == NULL || strcmp(be->name, "cuda") != 0 || loader.status == NULL)
		return true;
	rc = loader.status(be, msg, sizeof(msg));
	if (rc == DT_CUDA_OK)
		return true;
	return dt_error_set(err, error_code_of(rc), 0, msg,
						rc == DT_CUDA_OUT_OF_MEMORY ? "Use a smaller batch or model." : NULL,
						"a GPU operation failed");
}
