/*
 * sgemm_large.h — single-threaded AVX-512 sgemm for the training shapes of the linear layers
 * (many rows: a batch of B*n items by d or d_ff columns).
 *
 * Why: at these shapes (1024 x 256 x 256 ... 1024 x 1024 x 256 in the benchmark) OpenBLAS
 * packs BOTH operands into its panel layouts on every call.  Here only op(B) is packed (into
 * 64-column panels, reused by every row of C), while op(A) is read where it lies: the
 * micro-kernel broadcasts A's entries, so it needs, for each k, six entries of A that are
 * either one short run of a row of A^T (op(A) = A^T) or one entry from each of six rows
 * (op(A) = A, each row's cache line then serves 16 consecutive k).  A 6 x 64 block of C
 * lives in 24 AVX-512 accumulators.  The first pass over K writes C (or bias + product), so
 * the linear layer's forward needs no separate bias fill and no zeroing.
 *
 * AVX-512F only (chosen at run time); nn_sgemm_large returns false, computing nothing, when
 * the CPU lacks it or the call is outside what it does (both operands transposed, fewer
 * than NN_SGEMM_LARGE_MIN_M rows); the caller then uses cblas_sgemm.  Single-threaded: the
 * CPU backend calls it only while OpenBLAS runs on one thread.  Its packing buffers are on
 * the stack (336 KB; no allocation, reentrant, safe in worker threads with the default 8 MB
 * stacks).  Sums per entry in k order within each block of 192 k values, blocks added in
 * order: results agree with BLAS to float rounding.
 */
#ifndef DTFIXUP_NN_SGEMM_LARGE_H
#define DTFIXUP_NN_SGEMM_LARGE_H

#include <stdbool.h>

#define NN_SGEMM_LARGE_MIN_M 128

/* True when this CPU runs the kernel (AVX-512F). */
bool		nn_sgemm_large_available(void);

/*
 * Row-major C[M,N] = op(A) op(B), op(A) M x K and op(B) K x N with leading dimensions as in
 * cblas_sgemm; then, when accumulate, C += that product, else C = product + bias (bias[N]
 * may be NULL).  Returns false, computing nothing, when the kernel does not apply.
 */
bool		nn_sgemm_large(bool trans_a, bool trans_b, int M, int N, int K, const float *A,
						   int lda, const float *B, int ldb, const float *bias, bool accumulate,
						   float *C, int ldc);

/* The same kernel at any row count (M >= 1): for callers that know it beats their BLAS at
 * fewer rows too (sgemm.h: an OpenBLAS running its generic kernels).  Same conditions and
 * return otherwise. */
bool		nn_sgemm_large_any_rows(bool trans_a, bool trans_b, int M, int N, int K,
									const float *A, int lda, const float *B, int ldb,
									const float *bias, bool accumulate, float *C, int ldc);

#endif
