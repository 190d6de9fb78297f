/*
 * sgemm_large.c — single-threaded AVX-512 sgemm for many-row shapes (see sgemm_large.h).
 *
 * Loop nest (C[M,N] = op(A) op(B)):
 *   for each block of NC columns of C
 *     for each block of KC values of k        -> pack op(B)[k block, column block] into
 *                                                 NR-wide panels (KC x NR floats each)
 *       for each block of MC rows of C        (these rows of A stay in L2 across panels)
 *         for each panel of NR columns
 *           for each MR rows                  -> the micro-kernel: MR x NR of C over KC
 * The packed panel (KC x NR floats = 48 KB) is read once per MR rows, from L1/L2; the buffer
 * for a whole column block (KC x NC floats = 192 KB) and the one for a block of a transposed
 * A (KC x MC = 144 KB, below) are on the stack, so the kernel is reentrant and allocates
 * nothing.  The block sizes were chosen by measurement on Zen 4
 * (1 MB L2) over the benchmark's nine linear-layer products (bench/README.md).
 */
#include "nn/sgemm_large.h"
#include "nn/sgemm_small.h"

#include <stddef.h>
#include <string.h>

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#include "nn/avx512_transpose.h"
#define NN_HAVE_SGEMM_LARGE 1
#endif

#ifdef NN_HAVE_SGEMM_LARGE

#define MR 6					/* rows of C per micro-kernel call */
#define NV 4					/* vectors of 16 columns per micro-kernel call */
#define NR (16 * NV)			/* columns per packed panel */
#define KC 192					/* k values per packed block */
#define MC 192					/* rows of C per pass over the panels */
#define NC 256					/* columns of C per packed block */
#define COPY_A_MIN_LDA 1024		/* see copy_a below */

/* What the micro-kernel does with C: the first k block overwrites (or adds the bias), the
 * later ones, and every block of an accumulating call, add. */
typedef enum
{
	C_STORE,
	C_STORE_BIAS,
	C_ADD
}			CUpdate;

/*
 * C[rows, 16*nv] (the last vector masked by `last`) updated with sum over k < kc of
 * op(A)(r, k) * panel[k, :].  op(A)(r, k) is at a[r * a_r + k * a_k].  rows and nv are
 * compile-time constants in the fast path (micro_full) and small loop bounds in the edge
 * path (micro_edge).
 */
static inline __attribute__((always_inline, target("avx512f"))) void
micro(float *C, size_t ldc, const float *a, size_t a_r, size_t a_k, const float *panel, int kc,
	  int rows, int nv, __mmask16 last, CUpdate how, const float *bias)
{
	__m512		acc[MR][NV];

	/*
	 * Every loop over r and v is unrolled by pragma: the acc array must become 24 registers,
	 * and under PostgreSQL's -fwrapv GCC does not fully unroll these loops on its own (it
	 * then keeps acc in memory: 4% of the kernel).
	 */
	/* C's block arrives in the cache while the k loop runs (C is 1-4 MB: L2 or beyond) */
	_Pragma("GCC unroll 8")
	for (int r = 0; r < MR; r++)
		_Pragma("GCC unroll 8")
		for (int v = 0; v < NV; v++)
			if (r < rows && v < nv)
				_mm_prefetch((const char *) (C + (size_t) r * ldc + 16 * v), _MM_HINT_T0);
	_Pragma("GCC unroll 8")
	for (int r = 0; r < MR; r++)
		_Pragma("GCC unroll 8")
		for (int v = 0; v < NV; v++)
			acc[r][v] = _mm512_setzero_ps();
	for (int k = 0; k < kc; k++)
	{
		const float *ak = a + (size_t) k * a_k;
		__m512		b[NV];

		_Pragma("GCC unroll 8")
		for (int v = 0; v < NV; v++)
			b[v] = v < nv ? _mm512_load_ps(panel + (size_t) k * NR + 16 * v) : _mm512_setzero_ps();
		_Pragma("GCC unroll 8")
		for (int r = 0; r < MR; r++)
		{
			if (r < rows)
			{
				__m512		x = _mm512_set1_ps(ak[r * a_r]);

				_Pragma("GCC unroll 8")
				for (int v = 0; v < NV; v++)
					if (v < nv)
						acc[r][v] = _mm512_fmadd_ps(x, b[v], acc[r][v]);
			}
		}
	}
	_Pragma("GCC unroll 8")
	for (int r = 0; r < MR; r++)
	{
		float	   *c = C + (size_t) r * ldc;

		_Pragma("GCC unroll 8")
		for (int v = 0; v < NV; v++)
		{
			__mmask16	m = v == nv - 1 ? last : (__mmask16) 0xFFFF;
			__m512		x = acc[r][v];

			if (r >= rows || v >= nv)
				continue;
			if (how == C_ADD)
				x = _mm512_add_ps(x, _mm512_maskz_loadu_ps(m, c + 16 * v));
			else if (how == C_STORE_BIAS)
				x = _mm512_add_ps(x, _mm512_maskz_loadu_ps(m, bias + 16 * v));
			_mm512_mask_storeu_ps(c + 16 * v, m, x);
		}
	}
}

/* The full 6 x 64 block, op(A) = A (a_k = 1) or A^T (a_r = 1): constants throughout. */
static __attribute__((noinline, target("avx512f"))) void
micro_full_n(float *C, size_t ldc, const float *a, size_t lda, const float *panel, int kc,
			 CUpdate how, const float *bias)
{
	micro(C, ldc, a, lda, 1, panel, kc, MR, NV, 0xFFFF, how, bias);
}

static __attribute__((noinline, target("avx512f"))) void
micro_full_t(float *C, size_t ldc, const float *a, size_t lda, const float *panel, int kc,
			 CUpdate how, const float *bias)
{
	micro(C, ldc, a, 1, lda, panel, kc, MR, NV, 0xFFFF, how, bias);
}

/* The ragged edges: fewer rows, or a last panel narrower than NR. */
static __attribute__((noinline, target("avx512f"))) void
micro_edge(float *C, size_t ldc, const float *a, size_t a_r, size_t a_k, const float *panel,
		   int kc, int rows, int nv, __mmask16 last, CUpdate how, const float *bias)
{
	micro(C, ldc, a, a_r, a_k, panel, kc, rows, nv, last, how, bias);
}

/*
 * Packs op(B)[pc .. pc+kc, jc .. jc+nc] into panels of NR columns: panel p holds columns
 * jc + p*NR .. as kc rows of NR floats (zeros beyond nc).  op(B) = B reads rows of B;
 * op(B) = B^T reads rows of B as columns, 16 x 16 tiles through registers.
 */
static __attribute__((target("avx512f"))) void
pack_b(float *dst, bool trans_b, const float *B, size_t ldb, int pc, int kc, int jc, int nc)
{
	for (int p0 = 0; p0 < nc; p0 += NR)
	{
		float	   *panel = dst + (size_t) p0 / NR * kc * NR;
		int			w = nc - p0 < NR ? nc - p0 : NR;

		if (!trans_b)
		{
			for (int k = 0; k < kc; k++)
			{
				const float *src = B + (size_t) (pc + k) * ldb + jc + p0;

				for (int v = 0; v < NV; v++)
				{
					int			left = w - 16 * v;
					__mmask16	m = left >= 16 ? 0xFFFF : left > 0 ? (__mmask16) ((1u << left) - 1) : 0;

					_mm512_store_ps(panel + (size_t) k * NR + 16 * v,
									_mm512_maskz_loadu_ps(m, src + 16 * v));
				}
			}
			continue;
		}
		for (int j0 = 0; j0 < NR; j0 += 16)
			for (int k0 = 0; k0 < kc; k0 += 16)
				nn_transpose_tile(panel + (size_t) k0 * NR + j0, NR,
								  B + (size_t) (jc + p0 + j0) * ldb + pc + k0, ldb,
								  w - j0, kc - k0);
	}
}

static __attribute__((target("avx512f"))) void
sgemm_large_avx512(bool trans_a, bool trans_b, int M, int N, int K, const float *A, size_t lda,
				   const float *B, size_t ldb, const float *bias, bool accumulate, float *C,
				   size_t ldc)
{
	float		packed[KC * NC] __attribute__((aligned(64)));
	float		acopy[KC * MC] __attribute__((aligned(64)));
	size_t		a_r = trans_a ? 1 : lda,
				a_k = trans_a ? lda : 1;

	/*
	 * op(A) = A^T with rows of A 4 KB or more apart: the k loop would touch one cache line
	 * per k, all in the same L1 set, and lose them between panels; such a block of A is first
	 * copied into MC-float rows (a plain copy: the layout stays A^T's).
	 */
	bool		copy_a = trans_a && lda >= COPY_A_MIN_LDA;

	for (int jc = 0; jc < N; jc += NC)
	{
		int			nc = N - jc < NC ? N - jc : NC;

		for (int pc = 0; pc < K; pc += KC)
		{
			int			kc = K - pc < KC ? K - pc : KC;
			CUpdate		how = accumulate || pc > 0 ? C_ADD : bias != NULL ? C_STORE_BIAS : C_STORE;

			pack_b(packed, trans_b, B, ldb, pc, kc, jc, nc);
			for (int ic = 0; ic < M; ic += MC)
			{
				int			mc = M - ic < MC ? M - ic : MC;
				const float *a0 = A + (size_t) ic * a_r + (size_t) pc * a_k;	/* A at (ic, pc) */
				size_t		a0_k = a_k;

				if (copy_a)
				{
					for (int k = 0; k < kc; k++)
						memcpy(acopy + (size_t) k * MC, A + (size_t) (pc + k) * lda + ic,
							   sizeof(float) * mc);
					a0 = acopy;
					a0_k = MC;
				}

				for (int p0 = 0; p0 < nc; p0 += NR)
				{
					const float *panel = packed + (size_t) p0 / NR * kc * NR;
					const float *bj = bias != NULL ? bias + jc + p0 : NULL;
					int			w = nc - p0 < NR ? nc - p0 : NR;
					int			nv = (w + 15) / 16;
					__mmask16	last = (__mmask16) (0xFFFFu >> (16 * nv - w));

					for (int i = ic; i < ic + mc; i += MR)
					{
						int			rows = ic + mc - i < MR ? ic + mc - i : MR;
						float	   *c = C + (size_t) i * ldc + jc + p0;
						const float *a = a0 + (size_t) (i - ic) * a_r;

						if (rows == MR && w == NR)
						{
							if (trans_a)
								micro_full_t(c, ldc, a, a0_k, panel, kc, how, bj);
							else
								micro_full_n(c, ldc, a, lda, panel, kc, how, bj);
						}
						else
							micro_edge(c, ldc, a, a_r, a0_k, panel, kc, rows, nv, last, how, bj);
					}
				}
			}
		}
	}
}

/* AVX-512F, as nn_avx512_kernels_available decides for every hand-written AVX-512 kernel. */
bool
nn_sgemm_large_available(void)
{
	return nn_avx512_kernels_available();
}

bool
nn_sgemm_large_any_rows(bool trans_a, bool trans_b, int M, int N, int K, const float *A,
						int lda, const float *B, int ldb, const float *bias, bool accumulate,
						float *C, int ldc)
{
	if (M < 1 || N < 1 || K < 1 || (trans_a && trans_b) || !nn_sgemm_large_available())
		return false;
	sgemm_large_avx512(trans_a, trans_b, M, N, K, A, (size_t) lda, B, (size_t) ldb, bias,
					   accumulate, C, (size_t) ldc);
	return true;
}

bool
nn_sgemm_large(bool trans_a, bool trans_b, int M, int N, int K, const float *A, int lda,
			   const float *B, int ldb, const float *bias, bool accumulate, float *C, int ldc)
{
	if (M < NN_SGEMM_LARGE_MIN_M)
		return false;
	return nn_sgemm_large_any_rows(trans_a, trans_b, M, N, K, A, lda, B, ldb, bias, accumulate,
								   C, ldc);
}

#else							/* not x86-64 GCC: always the BLAS path */

bool
nn_sgemm_large_available(void)
{
	return false;
}

bool
nn_sgemm_large(bool trans_a, bool trans_b, int M, int N, int K, const float *A, int lda,
			   const float *B, int ldb, const float *bias, bool accumulate, float *C, int ldc)
{
	return false;
}

bool
nn_sgemm_large_any_rows(bool trans_a, bool trans_b, int M, int N, int K, const float *A,
						int lda, const float *B, int ldb, const float *bias, bool accumulate,
						float *C, int ldc)
{
	return false;
}

#endif
