/*
 * cublas_v2.h (emulation) — cublasSgemm on OpenBLAS (column-major, as cuBLAS), and the
 * few handle calls the backend makes.  See cuda_runtime.h in this folder.
 */
#ifndef DTC_EMU_CUBLAS_V2_H
#define DTC_EMU_CUBLAS_V2_H

#include "cuda_runtime.h"

typedef struct cublasContext *cublasHandle_t;
typedef enum
{
	CUBLAS_STATUS_SUCCESS = 0, CUBLAS_STATUS_ALLOC_FAILED = 3, CUBLAS_STATUS_INVALID_VALUE = 7
} cublasStatus_t;
typedef enum { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1 } cublasOperation_t;
typedef enum { CUBLAS_DEFAULT_MATH = 0 } cublasMath_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0 } cublasPointerMode_t;

cublasStatus_t cublasCreate(cublasHandle_t *h);
cublasStatus_t cublasDestroy(cublasHandle_t h);
cublasStatus_t cublasSetStream(cublasHandle_t h, cudaStream_t s);
cublasStatus_t cublasSetMathMode(cublasHandle_t h, cublasMath_t m);
cublasStatus_t cublasSetPointerMode(cublasHandle_t h, cublasPointerMode_t m);
const char *cublasGetStatusString(cublasStatus_t s);
cublasStatus_t cublasSgemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
						   int n, int k, const float *alpha, const float *A, int lda,
						   const float *B, int ldb, const float *beta, float *C, int ldc);

#endif
