/*
 * gemm.cu — row-major sgemm on cuBLAS (column-major).
 *
 * A row-major matrix X (rows x cols, leading dimension ld) is, read column-major, X^T with
 * the same ld.  So row-major C = op(A) op(B) is column-major C^T = op(B)^T op(A)^T: call
 * cuBLAS with the operands swapped and M, N exchanged.  This mirrors NN_MATMUL (nn_real.h)
 * argument for argument, so each CPU call site translates one to one.
 */
#include "cuda_common.cuh"

static inline cublasOperation_t
op_of(bool t)
{
	return t ? CUBLAS_OP_T : CUBLAS_OP_N;
}

void
dtc_gemm(CudaCtx *c, bool ta, bool tb, int M, int N, int K, float alpha, const float *A,
		 int lda, const float *B, int ldb, float beta, float *C, int ldc)
{
	if (c->failed || M <= 0 || N <= 0)
		return;
	DTC_BLAS(c, cublasSgemm(c->blas, op_of(tb), op_of(ta), N, M, K, &alpha, B, ldb, A, lda,
							&beta, C, ldc));
}
