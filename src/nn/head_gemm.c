/*
 * head_gemm.c — small strided sgemm with AVX-512 for the attention products (see
 * head_gemm.h).
 */
#include "nn/head_gemm.h"
#include "nn/sgemm_small.h"

#include <stddef.h>

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#include "nn/avx512_transpose.h"
#define NN_HAVE_HEAD_GEMM 1
#endif

#ifdef NN_HAVE_HEAD_GEMM

#define NW 64					/* columns per panel: 4 vectors of 16 floats */

/*
 * One block of C: rows r0..r0+rows-1, the panel's nv vectors of columns (the last one
 * masked by `last`).  A's entry (i, k) is at A[i * a_row + k * a_k], which covers op(A) = A
 * (a_row = lda, a_k = 1) and op(A) = A^T (a_row = 1, a_k = lda); B's row k starts at
 * B + k * ldb.  rows and nv are compile-time constants at every call (the switch below), so
 * the accumulators are registers.  Two instantiations with accumulator arrays of exactly the
 * size used (8 x 2 and 6 x 4 vectors): GCC keeps a larger array in memory.
 */
#define DEFINE_BLOCK(NAME, MAXR, MAXV) \
static inline __attribute__((always_inline, target("avx512f"))) void \
NAME(float *C, int ldc, const float *A, size_t a_row, size_t a_k, const float *B, int ldb, \
	 int K, int rows, int nv, __mmask16 last, float alpha, bool accumulate) \
{ \
	__m512		acc[MAXR][MAXV]; \
	__m512		va = _mm512_set1_ps(alpha); \
 \
	_Pragma("GCC unroll 8") \
	for (int r = 0; r < rows; r++) \
		_Pragma("GCC unroll 8") \
		for (int v = 0; v < nv; v++) \
			acc[r][v] = _mm512_setzero_ps(); \
	for (int k = 0; k < K; k++) \
	{ \
		const float *brow = B + (size_t) k * ldb; \
		const float *acol = A + (size_t) k * a_k; \
		__m512		b[MAXV]; \
 \
		_Pragma("GCC unroll 8") \
		for (int v = 0; v < nv; v++) \
			b[v] = v == nv - 1 ? _mm512_maskz_loadu_ps(last, brow + 16 * v) \
				: _mm512_loadu_ps(brow + 16 * v); \
		_Pragma("GCC unroll 8") \
		for (int r = 0; r < rows; r++) \
		{ \
			__m512		a = _mm512_set1_ps(acol[(size_t) r * a_row]); \
 \
			_Pragma("GCC unroll 8") \
			for (int v = 0; v < nv; v++) \
				acc[r][v] = _mm512_fmadd_ps(a, b[v], acc[r][v]); \
		} \
	} \
	_Pragma("GCC unroll 8") \
	for (int r = 0; r < rows; r++) \
	{ \
		float	   *crow = C + (size_t) r * ldc; \
 \
		_Pragma("GCC unroll 8") \
		for (int v = 0; v < nv; v++) \
		{ \
			__mmask16	m = v == nv - 1 ? last : (__mmask16) 0xFFFF; \
			__m512		x = _mm512_mul_ps(va, acc[r][v]); \
 \
			if (accumulate) \
				x = _mm512_add_ps(x, _mm512_maskz_loadu_ps(m, crow + 16 * v)); \
			_mm512_mask_storeu_ps(crow + 16 * v, m, x); \
		} \
	} \
}

DEFINE_BLOCK(block_narrow, 8, 2)
DEFINE_BLOCK(block_wide, 6, 4)

/* rows per block for nv vectors of columns: at most 24 accumulators + nv loaded rows */
#define ROWS_FOR(nv) ((nv) <= 2 ? 8 : 6)

#define BLOCK_CASE(R, NV) \
	case (R) * 8 + (NV): \
		if ((NV) <= 2) \
			block_narrow(C, ldc, A, a_row, a_k, B, ldb, K, (R), (NV), last, alpha, accumulate); \
		else \
			block_wide(C, ldc, A, a_row, a_k, B, ldb, K, (R), (NV), last, alpha, accumulate); \
		break

static __attribute__((target("avx512f"))) void
block_dispatch(float *C, int ldc, const float *A, size_t a_row, size_t a_k, const float *B,
			   int ldb, int K, int rows, int nv, __mmask16 last, float alpha, bool accumulate)
{
	switch (rows * 8 + nv)
	{
			BLOCK_CASE(8, 2); BLOCK_CASE(7, 2); BLOCK_CASE(6, 2); BLOCK_CASE(5, 2);
			BLOCK_CASE(4, 2); BLOCK_CASE(3, 2); BLOCK_CASE(2, 2); BLOCK_CASE(1, 2);
			BLOCK_CASE(8, 1); BLOCK_CASE(7, 1); BLOCK_CASE(6, 1); BLOCK_CASE(5, 1);
			BLOCK_CASE(4, 1); BLOCK_CASE(3, 1); BLOCK_CASE(2, 1); BLOCK_CASE(1, 1);
			BLOCK_CASE(6, 4); BLOCK_CASE(5, 4); BLOCK_CASE(4, 4); BLOCK_CASE(3, 4);
			BLOCK_CASE(2, 4); BLOCK_CASE(1, 4);
			BLOCK_CASE(6, 3); BLOCK_CASE(5, 3); BLOCK_CASE(4, 3); BLOCK_CASE(3, 3);
			BLOCK_CASE(2, 3); BLOCK_CASE(1, 3);
		default:
			break;
	}
}

/* C[M, nc] (nc <= NW) = alpha op(A) B[K, nc] (+ C), B rows ldb apart */
static __attribute__((target("avx512f"))) void
panel(float *C, int ldc, const float *A, size_t a_row, size_t a_k, const float *B, int ldb,
	  int M, int nc, int K, float alpha, bool accumulate)
{
	int			nv = (nc + 15) / 16;
	int			rb = ROWS_FOR(nv);
	__mmask16	last = (__mmask16) (0xFFFFu >> (16 * nv - nc));

	for (int r0 = 0; r0 < M; r0 += rb)
	{
		int			rows = M - r0 < rb ? M - r0 : rb;

		block_dispatch(C + (size_t) r0 * ldc, ldc, A + (size_t) r0 * a_row, a_row, a_k, B, ldb,
					   K, rows, nv, last, alpha, accumulate);
	}
}

/*
 * BT[k][j] = B[j][k] for j < nc, k < K: op(B) = B^T made row-major, NW floats a row (zeros
 * in the columns from nc to the next multiple of 16), 16 x 16 tiles through registers.
 */
static __attribute__((target("avx512f"))) void
transpose_panel(float *BT, const float *B, int ldb, int nc, int K)
{
	for (int j0 = 0; j0 < nc; j0 += 16)
		for (int k0 = 0; k0 < K; k0 += 16)
			nn_transpose_tile(BT + (size_t) k0 * NW + j0, NW, B + (size_t) j0 * ldb + k0, ldb,
							  nc - j0, K - k0);
}

static __attribute__((target("avx512f"))) void
head_gemm_avx512(bool trans_a, bool trans_b, int M, int N, int K, float alpha, const float *A,
				 int lda, const float *B, int ldb, bool accumulate, float *C, int ldc)
{
	float		BT[NN_HEAD_GEMM_MAX_KT * NW] __attribute__((aligned(64)));
	size_t		a_row = trans_a ? 1 : (size_t) lda;
	size_t		a_k = trans_a ? (size_t) lda : 1;

	for (int j0 = 0; j0 < N; j0 += NW)
	{
		int			nc = N - j0 < NW ? N - j0 : NW;

		if (trans_b)
		{
			transpose_panel(BT, B + (size_t) j0 * ldb, ldb, nc, K);
			panel(C + j0, ldc, A, a_row, a_k, BT, NW, M, nc, K, alpha, accumulate);
		}
		else
			panel(C + j0, ldc, A, a_row, a_k, B + j0, ldb, M, nc, K, alpha, accumulate);
	}
}

/* AVX-512F, as nn_avx512_kernels_available decides for every hand-written AVX-512 kernel. */
bool
nn_head_gemm_available(void)
{
	return nn_avx512_kernels_available();
}

bool
nn_head_gemm(bool trans_a, bool trans_b, int M, int N, int K, float alpha, const float *A,
			 int lda, const float *B, int ldb, float beta, float *C, int ldc)
{
	if (M < 1 || N < 1 || K < 1 || (trans_a && trans_b) || (beta != 0.0f && beta != 1.0f) ||
		(trans_b && K > NN_HEAD_GEMM_MAX_KT) || !nn_head_gemm_available())
		return false;
	head_gemm_avx512(trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta == 1.0f, C, ldc);
	return true;
}

#else							/* not x86-64 GCC: always the BLAS path */

bool
nn_head_gemm_available(void)
{
	return false;
}

bool
nn_head_gemm(bool trans_a, bool trans_b, int M, int N, int K, float alpha, const float *A,
			 int lda, const float *B, int ldb, float beta, float *C, int ldc)
{
	return false;
}

#endif
