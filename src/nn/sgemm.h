/*
 * sgemm.h — every float matrix product on the CPU goes through nn_sgemm (NN_MATMUL in
 * nn_real.h, and the CPU backend's gemm ops), so that which code computes a product is
 * decided in one place.
 *
 * OpenBLAS computes them, except where dtfixup's own kernels are faster.  The callers keep
 * the choices they make from the shape (backend_cpu.c: the few-row kernel for a batch-1
 * forward, the many-row kernel while OpenBLAS runs on one thread).  On top of that, when
 * OpenBLAS runs its generic kernels on a CPU that has better ones ("Prescott", SSE3: an
 * OpenBLAS older than the CPU, as Debian 12's 0.3.21 on a 5th-generation Xeon; blas_core.h),
 * the hand-written kernels carry every product they can do: a fine-tuning epoch on GeoQuery
 * took 16 s there against 12–13 s with OpenBLAS's AVX2 or AVX-512 kernels
 * (bench/blas_core).  Whatever kernels OpenBLAS picked, training and nl2sql then run at about
 * the same speed; dtfixup_device_info still says which ones it runs.
 */
#ifndef DTFIXUP_NN_SGEMM_H
#define DTFIXUP_NN_SGEMM_H

#include <stdbool.h>

/*
 * Row-major C[M,N] = alpha op(A) op(B) + beta C, op(A) M x K and op(B) K x N, leading
 * dimensions as in cblas_sgemm.
 */
void		nn_sgemm(bool trans_a, bool trans_b, int M, int N, int K, float alpha,
					 const float *A, int lda, const float *B, int ldb, float beta, float *C,
					 int ldc);

/* True when the hand-written kernels stand in for OpenBLAS's generic ones (decided once per
 * process: the CPU, DTFIXUP_NO_AVX512 and the kernels OpenBLAS loaded do not change). */
bool		nn_sgemm_own_kernels_preferred(void);

/* The hand-written kernels' part of nn_sgemm: computes C and returns true when one of them
 * does this product (alpha 1 or beta 0, beta 0 or 1, not both operands transposed, K >= 1),
 * whatever OpenBLAS runs; else returns false and leaves C alone.  For tests. */
bool		nn_sgemm_own(bool trans_a, bool trans_b, int M, int N, int K, float alpha,
						 const float *A, int lda, const float *B, int ldb, float beta, float *C,
						 int ldc);

#endif
