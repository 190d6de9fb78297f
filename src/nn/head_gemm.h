/*
 * head_gemm.h — small strided sgemm for the per-(example, head) attention products.
 *
 * The attention layer multiplies, for each of B*H (example, head) pairs, matrices of
 * n x dh and n x n floats (64 x 32 and 64 x 64 at the benchmark's shape): q k^T, P v and
 * the backward's dz v^T, P^T dz, dS k, dS^T q; and the relation terms multiply every
 * (item, head) row by the R x dh relation tables.  OpenBLAS runs such calls at 40-55 GF/s
 * (its per-call set-up and small-matrix path), about half of what its large-matrix kernel
 * reaches.  Here both operands already fit the L1 cache, so nothing is packed: each output
 * row block (up to 8 rows by 64 columns) lives in AVX-512 accumulators while the k loop
 * broadcasts A's entries and loads B's rows; an op(B) = B^T operand is first transposed
 * into a stack buffer (K <= NN_HEAD_GEMM_MAX_KT).
 *
 * AVX-512F only (chosen at run time); nn_head_gemm returns false, computing nothing, when
 * the CPU lacks it or the call is outside what it does (both operands transposed, beta
 * other than 0 or 1, op(B) = B^T with K > NN_HEAD_GEMM_MAX_KT); the caller then uses
 * cblas_sgemm.  Same arithmetic as a gemm (sums in k order per entry, float accumulators),
 * so results agree with BLAS to rounding.
 */
#ifndef DTFIXUP_NN_HEAD_GEMM_H
#define DTFIXUP_NN_HEAD_GEMM_H

#include <stdbool.h>

#define NN_HEAD_GEMM_MAX_KT 256

/* True when this CPU runs the kernel (AVX-512F). */
bool		nn_head_gemm_available(void);

/* Row-major C[M,N] = alpha op(A) op(B) + beta C (beta 0 or 1; with beta 0 C is only
 * written), op(A) M x K, op(B) K x N, leading dimensions as in cblas_sgemm. */
bool		nn_head_gemm(bool trans_a, bool trans_b, int M, int N, int K, float alpha,
						 const float *A, int lda, const float *B, int ldb, float beta,
						 float *C, int ldc);

#endif
