/*
 * emu_runtime.cc — the host implementations behind cuda_runtime.h and cublas_v2.h here.
 */
#include <cblas.h>
#include <cstdio>

#include "cublas_v2.h"

namespace dtc_emu
{
	thread_local ThreadState self;
	cudaError_t last_error = cudaSuccess;
}

cudaError_t cudaMalloc(void **p, size_t bytes) { *p = std::malloc(bytes); return *p ? cudaSuccess : cudaErrorMemoryAllocation; }
cudaError_t cudaFree(void *p) { std::free(p); return cudaSuccess; }
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes, cudaMemcpyKind, cudaStream_t) { std::memmove(dst, src, bytes); return cudaSuccess; }
cudaError_t cudaMemsetAsync(void *dst, int value, size_t bytes, cudaStream_t) { std::memset(dst, value, bytes); return cudaSuccess; }
cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int) { *s = reinterpret_cast<cudaStream_t>(1); return cudaSuccess; }
cudaError_t cudaStreamDestroy(cudaStream_t) { return cudaSuccess; }
cudaError_t cudaGetLastError(void) { cudaError_t e = dtc_emu::last_error; dtc_emu::last_error = cudaSuccess; return e; }
const char *cudaGetErrorString(cudaError_t e) { return e == cudaSuccess ? "no error" : "emulated error"; }
cudaError_t cudaSetDevice(int) { return cudaSuccess; }
cudaError_t cudaGetDeviceCount(int *n) { *n = 1; return cudaSuccess; }
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int)
{
	std::memset(p, 0, sizeof(*p));
	std::snprintf(p->name, sizeof(p->name), "host emulation of the CUDA kernels");
	p->major = 9;
	p->multiProcessorCount = 1;
	p->totalGlobalMem = (size_t) 1 << 32;
	return cudaSuccess;
}
cudaError_t cudaDriverGetVersion(int *v) { *v = 0; return cudaSuccess; }
cudaError_t cudaRuntimeGetVersion(int *v) { *v = 0; return cudaSuccess; }

cublasStatus_t cublasCreate(cublasHandle_t *h) { *h = reinterpret_cast<cublasHandle_t>(1); return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasDestroy(cublasHandle_t) { return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasSetStream(cublasHandle_t, cudaStream_t) { return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasSetMathMode(cublasHandle_t, cublasMath_t) { return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasSetPointerMode(cublasHandle_t, cublasPointerMode_t) { return CUBLAS_STATUS_SUCCESS; }
const char *cublasGetStatusString(cublasStatus_t s) { return s == CUBLAS_STATUS_SUCCESS ? "success" : "emulated failure"; }

cublasStatus_t
cublasSgemm(cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
			const float *alpha, const float *A, int lda, const float *B, int ldb,
			const float *beta, float *C, int ldc)
{
	cblas_sgemm(CblasColMajor, ta == CUBLAS_OP_T ? CblasTrans : CblasNoTrans,
				tb == CUBLAS_OP_T ? CblasTrans : CblasNoTrans, m, n, k, *alpha, A, lda, B, ldb,
				*beta, C, ldc);
	return CUBLAS_STATUS_SUCCESS;
}
