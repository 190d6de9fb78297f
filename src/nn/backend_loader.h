/*
 * backend_loader.h — finds, checks and opens the CUDA backend module (dtfixup_cuda.so).
 *
 * The main dtfixup.so links only OpenBLAS and must load where no CUDA library exists (a
 * server without a GPU or without the CUDA toolkit).  The GPU backend therefore lives in a
 * separate shared object built by nvcc, which this loader opens with dlopen at the first
 * GPU use only (never in _PG_init, i.e. never in the postmaster):
 *   1. dlopen("libcuda.so.1") (the driver): absent -> "no GPU";
 *   2. cuInit + cuDeviceGetCount through that handle: failure or 0 devices -> "no GPU";
 *   3. dlopen the module (path given by the caller: $pkglibdir/dtfixup_cuda.so inside the
 *      server, cuda/dtfixup_cuda.so in the unit tests), look up its ABI symbol and refuse a
 *      module built against another DtBackend layout or module interface;
 *   4. create the backend through the module's entry point.
 * Nothing here ereports: failures come back as a DtError (src/pg/device.c turns them into
 * SQL errors), and the module's entry points return codes and fill message buffers, so no
 * longjmp ever crosses its C++ frames.  The loader keeps one process-wide state: the driver
 * probe and the module are opened once and never closed (CUDA cannot be unloaded safely).
 *
 * The second half of this header is the contract the module implements (cuda/): the
 * exported symbol names and the entry-point signatures.  Bump DT_CUDA_MODULE_INTERFACE when
 * an entry point changes; DT_BACKEND_ABI_VERSION (nn/backend.h) covers the op table.
 */
#ifndef DTFIXUP_NN_BACKEND_LOADER_H
#define DTFIXUP_NN_BACKEND_LOADER_H

#include <stdbool.h>
#include <stddef.h>

#include "common/error.h"
#include "nn/backend.h"

/* ---------------------------------------------------------------- module contract */

/* 3: the sequence-layer kernels are in the op table (be->seq); dt_cuda_module_seq_kernels
 * is gone */
#define DT_CUDA_MODULE_INTERFACE 3

/* The module's file name, installed beside dtfixup.so. */
#define DT_CUDA_MODULE_FILE "dtfixup_cuda.so"

/* Exported data symbol: {DT_BACKEND_ABI_VERSION, DT_CUDA_MODULE_INTERFACE, sizeof(DtBackend)}
 * at build time (a module of interface 1 exports only the first two, so the loader reads the
 * third from interface 2 on). */
#define DT_CUDA_SYM_ABI "dt_cuda_module_abi"
/* int dt_cuda_module_probe(DtCudaDeviceInfo *info, char *msg, size_t msglen) */
#define DT_CUDA_SYM_PROBE "dt_cuda_module_probe"
/* int dt_cuda_module_create(int device, DtBackend **out, char *msg, size_t msglen) */
#define DT_CUDA_SYM_CREATE "dt_cuda_module_create"
/* int dt_cuda_module_status(DtBackend *be, char *msg, size_t msglen) */
#define DT_CUDA_SYM_STATUS "dt_cuda_module_status"

/* Return codes of the module's entry points (0 = success). */
#define DT_CUDA_OK				0
#define DT_CUDA_NO_DEVICE		1	/* no usable GPU */
#define DT_CUDA_OUT_OF_MEMORY	2
#define DT_CUDA_FAILED			3	/* any other CUDA / cuBLAS failure; see the message */

typedef struct DtCudaDeviceInfo
{
	int			device_count;
	int			device;			/* the one described below */
	char		name[256];
	int			cc_major, cc_minor;	/* compute capability */
	int			multiprocessors;
	size_t		total_memory;	/* bytes */
	int			driver_version; /* e.g. 13000 */
	int			runtime_version;
} DtCudaDeviceInfo;

typedef int (*DtCudaProbeFn) (DtCudaDeviceInfo *info, char *msg, size_t msglen);
typedef int (*DtCudaCreateFn) (int device, DtBackend **out, char *msg, size_t msglen);
typedef int (*DtCudaStatusFn) (DtBackend *be, char *msg, size_t msglen);

/* ---------------------------------------------------------------- loader */

/* What the loader found (filled by dt_cuda_probe; strings are empty when unknown). */
typedef struct DtCudaProbe
{
	bool		driver_found;	/* libcuda.so.1 opened */
	bool		gpu_present;	/* cuInit ok and at least one device */
	int			device_count;
	char		reason[512];	/* why no GPU, when !gpu_present */
	bool		module_loaded;	/* module opened with a matching ABI */
	char		module_path[1024];
	int			module_abi;		/* the module's DT_BACKEND_ABI_VERSION, -1 unknown */
	int			module_interface;	/* its DT_CUDA_MODULE_INTERFACE, -1 unknown */
	DtCudaDeviceInfo device;	/* valid when module_loaded */
} DtCudaProbe;

/*
 * Probes the driver (steps 1–2), caching the answer for the process.  Fills probe->
 * driver_found / gpu_present / device_count / reason.  Never fails otherwise.
 */
void		dt_cuda_probe_driver(DtCudaProbe *probe);

/*
 * Opens and checks the module at module_path against the given versions (the caller passes
 * DT_BACKEND_ABI_VERSION and DT_CUDA_MODULE_INTERFACE; tests pass others to exercise the
 * refusal).  Fills probe->module_*; on failure returns false with err set:
 * DT_ERR_FEATURE_NOT_SUPPORTED when the file is missing or stale.  A module that loaded
 * once is kept open; a second path is refused.
 */
bool		dt_cuda_open_module(DtCudaProbe *probe, const char *module_path, int expected_abi,
								int expected_interface, DtError *err);

/*
 * Steps 1–3 plus a look at device 0 through the module (probe->device): true when a CUDA
 * backend can be created.  Otherwise false with err set (DT_ERR_FEATURE_NOT_SUPPORTED for
 * no GPU, a missing or stale module) and probe saying what was found.
 */
bool		dt_cuda_prepare(const char *module_path, DtCudaProbe *probe, DtError *err);

/*
 * The whole sequence (steps 1–4): a CUDA backend on device 0, or NULL with err set
 * (DT_ERR_FEATURE_NOT_SUPPORTED with the reason when there is no GPU or no usable module,
 * DT_ERR_PROGRAM_LIMIT when the GPU is out of memory, DT_ERR_INTERNAL otherwise).  probe
 * (may be NULL) receives what was found.
 */
DtBackend  *dt_backend_cuda_create(const char *module_path, DtCudaProbe *probe, DtError *err);

/*
 * CUDA ops are void and asynchronous: the module records the first failure of any op
 * (a kernel launch, a cuBLAS call, a device fault) and turns every later op into a no-op.
 * Call this at a synchronisation point (after a training step, after download): it returns
 * false with err set when be has failed.  Always true for a CPU backend.
 */
bool		dt_backend_check(DtBackend *be, DtError *err);


/* Module file under dir ("<dir>/dtfixup_cuda.so") into buf; false when it does not fit. */
bool		dt_cuda_module_path(char *buf, size_t buflen, const char *dir);

#endif
