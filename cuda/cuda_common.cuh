/*
 * cuda_common.cuh — what every file of the CUDA backend shares: the backend's private
 * state, the sticky error record, launch helpers, warp/block reductions and the row-major
 * sgemm wrappers over cuBLAS.
 *
 * Error discipline: op-table functions return void and run asynchronously on one stream, so
 * a failure (launch error, cuBLAS status, device fault seen at a synchronisation) is recorded
 * once in CudaCtx with its file and line; every later op then returns at once.  The loader's
 * dt_backend_check() reads the record (dt_cuda_module_status).  Nothing here throws or
 * longjmps; the module is C++ only inside.
 *
 * Precision: strict float32.  cuBLAS runs with CUBLAS_DEFAULT_MATH, which since CUDA 11
 * never uses TF32 tensor cores for sgemm (that takes CUBLAS_TF32_TENSOR_OP_MATH, which
 * this module never sets); the kernels use expf/erff/sqrtf (no -use_fast_math).  nvcc's
 * default FMA contraction is kept (like cuBLAS itself): results differ from the CPU
 * reference by rounding only (the unit test bounds the normalised error by 1e-5).
 */
#ifndef DTFIXUP_CUDA_COMMON_CUH
#define DTFIXUP_CUDA_COMMON_CUH

#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <stddef.h>
#include <stdint.h>

extern "C"
{
#include "nn/backend.h"
#include "nn/backend_loader.h"
}

#define DTC_EXPORT extern "C" __attribute__((visibility("default")))

/* Blocks of the two-stage deterministic reductions (sumsq, MSE); the partials live in a
 * buffer allocated once at backend creation, so ops never allocate. */
#define DTC_RED_BLOCKS 512
#define DTC_RED_THREADS 256

typedef struct CudaCtx
{
	int			device;
	cudaStream_t stream;
	cublasHandle_t blas;
	double	   *red;			/* DTC_RED_BLOCKS + 1 doubles, device */
	cudaDeviceProp prop;
	int			failed;			/* DT_CUDA_* code of the first failure, 0 = fine */
	char		message[512];
} CudaCtx;

static inline CudaCtx *
dtc_ctx(DtBackend *be)
{
	return (CudaCtx *) be->ctx;
}

/* Records the first failure (later ones are consequences). Returns false. */
bool		dtc_fail(CudaCtx *c, int code, const char *file, int line, const char *what,
					 const char *detail);
bool		dtc_check_cuda(CudaCtx *c, cudaError_t e, const char *file, int line,
						   const char *what);
bool		dtc_check_blas(CudaCtx *c, cublasStatus_t s, const char *file, int line,
						   const char *what);

#define DTC_CUDA(c, call) dtc_check_cuda((c), (call), __FILE__, __LINE__, #call)
#define DTC_BLAS(c, call) dtc_check_blas((c), (call), __FILE__, __LINE__, #call)
/* After a kernel launch: a bad configuration shows up here, a fault at the next sync. */
#define DTC_LAUNCHED(c, name) dtc_check_cuda((c), cudaGetLastError(), __FILE__, __LINE__, name)

/* Early exit of an op once the backend has failed. */
#define DTC_OP_BEGIN(be, c)                                                    \
	CudaCtx    *c = dtc_ctx(be);                                               \
	if (c->failed)                                                             \
		return

/* Grid size for n elements with a grid-stride loop (capped: enough to fill any GPU). */
static inline unsigned int
dtc_blocks(size_t n, int threads)
{
	size_t		b = (n + (size_t) threads - 1) / (size_t) threads;

	if (b < 1)
		b = 1;
	if (b > 65535u * 8u)
		b = 65535u * 8u;
	return (unsigned int) b;
}

/* for (size_t i ...) over N elements with a grid-stride loop */
#define DTC_GRID_STRIDE(i, N) \
	for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < (N); \
		 i += (size_t) gridDim.x * blockDim.x)

/* Launches an element-wise kernel over N elements on the backend's stream. */
#define DTC_LAUNCH_EW(c, kernel, N, ...)                                       \
	do {                                                                       \
		if ((N) == 0) break;                                                   \
		kernel<<<dtc_blocks((N), 256), 256, 0, (c)->stream>>>(__VA_ARGS__);    \
		DTC_LAUNCHED((c), #kernel);                                            \
	} while (0)

/* ---- warp and block reductions (fixed order: deterministic) ---- */

__device__ __forceinline__ float
dtc_warp_sum(float v)
{
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	return v;
}

__device__ __forceinline__ double
dtc_warp_sum_d(double v)
{
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	return v;
}

__device__ __forceinline__ float
dtc_warp_max(float v)
{
	for (int o = 16; o > 0; o >>= 1)
		v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
	return v;
}

/* Sum over a block of DTC_RED_THREADS threads; the result is valid in thread 0. */
__device__ __forceinline__ double
dtc_block_sum_d(double v)
{
	__shared__ double warp_part[DTC_RED_THREADS / 32];
	int			lane = threadIdx.x & 31, warp = threadIdx.x >> 5;

	v = dtc_warp_sum_d(v);
	if (lane == 0)
		warp_part[warp] = v;
	__syncthreads();
	v = 0;
	if (warp == 0)
	{
		v = lane < DTC_RED_THREADS / 32 ? warp_part[lane] : 0.0;
		v = dtc_warp_sum_d(v);
	}
	return v;
}

/* Second stage of the two-stage reductions: red[DTC_RED_BLOCKS] = sum of the partials. */
void		dtc_reduce_partials(CudaCtx *c);
/* Copies red[DTC_RED_BLOCKS] to the host (synchronises). */
bool		dtc_read_total(CudaCtx *c, double *total);

/* ---- row-major sgemm over cuBLAS (gemm.cu) ---- */

/* C[M,N] = alpha op(A) op(B) + beta C, row-major with leading dimensions (as NN_MATMUL). */
void		dtc_gemm(CudaCtx *c, bool ta, bool tb, int M, int N, int K, float alpha,
					 const float *A, int lda, const float *B, int ldb, float beta, float *C,
					 int ldc);
/* db[N] += column sums of m[M,N] (linear.cu; also used by the sequence layers). */
void		dtc_colsum_accumulate(CudaCtx *c, float *db, const float *m, int M, int N);

#endif
