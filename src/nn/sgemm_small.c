/*
 * sgemm_small.c — few-row sgemm with AVX-512 (see sgemm_small.h), and the choice between it,
 * the AVX2 kernel (sgemm_small_avx2.c) and the caller's BLAS.
 */
#include "nn/sgemm_small.h"

#include "nn/sgemm_small_avx2.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#include "nn/avx512_transpose.h"
#define NN_HAVE_SGEMM_SMALL 1
#endif

#ifdef NN_HAVE_SGEMM_SMALL

#define KC 256					/* rows of inp^T packed at a time: 64 KB on the stack */
#define MW 64					/* packed width: 4 vectors of 16 floats */
#define RB 6					/* rows of W per block: 6 x 4 accumulators */

/*
 * One block: rows o0..o0+rows-1 of the output's transpose, columns 0..16*mv-1, over the
 * packed chunk XT[kc][MW].  rows and mv are compile-time constants at every call (the switch
 * below), so the accumulator array is fully unrolled into registers.
 */
static inline __attribute__((always_inline, target("avx512f"))) void
block(float *out, int ldo, const float *W, int ldw, const float *XT, int kc, int rows,
	  int mv, int m_valid, const float *bias, bool first)
{
	__m512		acc[RB][4];
	float		tile[RB][MW] __attribute__((aligned(64)));

	for (int r = 0; r < rows; r++)
		for (int c = 0; c < mv; c++)
			acc[r][c] = _mm512_setzero_ps();
	for (int k = 0; k < kc; k++)
	{
		__m512		x[4];

		/* the next block's rows of W, one cache line ahead of their first use (they come
		 * from memory when the model is larger than the cache) */
		if ((k & 15) == 0)
			for (int r = 0; r < RB; r++)
				_mm_prefetch((const char *) (W + (size_t) (r + RB) * ldw + k), _MM_HINT_T0);
		for (int c = 0; c < mv; c++)
			x[c] = _mm512_load_ps(XT + (size_t) k * MW + 16 * c);
		for (int r = 0; r < rows; r++)
		{
			__m512		w = _mm512_set1_ps(W[(size_t) r * ldw + k]);

			for (int c = 0; c < mv; c++)
				acc[r][c] = _mm512_fmadd_ps(w, x[c], acc[r][c]);
		}
	}
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < mv; c++)
			_mm512_store_ps(&tile[r][16 * c], acc[r][c]);
	/* the transposed write-back: rows * m_valid scalars against rows * 64 * kc FMAs;
	 * 'first' (the first chunk of K of a product that does not accumulate) overwrites */
	for (int m = 0; m < m_valid; m++)
	{
		float	   *o = out + (size_t) m * ldo;

		for (int r = 0; r < rows; r++)
			o[r] = first ? (bias != NULL ? bias[r] : 0.0f) + tile[r][m] : o[r] + tile[r][m];
	}
}

#define BLOCK_CASE(R, MV) \
	case (R) * 8 + (MV): \
		block(out, ldo, W, ldw, XT, kc, (R), (MV), m_valid, bias, first); \
		break

static __attribute__((target("avx512f"))) void
block_dispatch(float *out, int ldo, const float *W, int ldw, const float *XT, int kc, int rows,
			   int mv, int m_valid, const float *bias, bool first)
{
	switch (rows * 8 + mv)
	{
			BLOCK_CASE(6, 4); BLOCK_CASE(5, 4); BLOCK_CASE(4, 4); BLOCK_CASE(3, 4);
			BLOCK_CASE(2, 4); BLOCK_CASE(1, 4);
			BLOCK_CASE(6, 3); BLOCK_CASE(5, 3); BLOCK_CASE(4, 3); BLOCK_CASE(3, 3);
			BLOCK_CASE(2, 3); BLOCK_CASE(1, 3);
			BLOCK_CASE(6, 2); BLOCK_CASE(5, 2); BLOCK_CASE(4, 2); BLOCK_CASE(3, 2);
			BLOCK_CASE(2, 2); BLOCK_CASE(1, 2);
			BLOCK_CASE(6, 1); BLOCK_CASE(5, 1); BLOCK_CASE(4, 1); BLOCK_CASE(3, 1);
			BLOCK_CASE(2, 1); BLOCK_CASE(1, 1);
		default:
			break;
	}
}

/*
 * XT[k][m] = inp[m][k] for m < M, 0 for M <= m < width: 16 x 16 tiles through registers
 * (nn_transpose16), ragged k by masked loads, missing rows as zeros.  Both the reads (rows
 * of inp, K floats apart: with K = 1024 all 64 rows map to one cache set) and the writes
 * stay within a few cache lines at a time.
 */
static __attribute__((target("avx512f"))) void
pack_transposed(float *XT, const float *inp, int K, int M, int kc, int width)
{
	for (int m0 = 0; m0 < width; m0 += 16)
		for (int k0 = 0; k0 < kc; k0 += 16)
			nn_transpose_tile(XT + (size_t) k0 * MW + m0, MW, inp + (size_t) m0 * K + k0, K,
							  M - m0, kc - k0);
}

/*
 * Very few rows (M <= TINY_M: a beam, or one question): vectorise along K instead.  Each
 * row of W is read once, 16 contiguous floats per load, and multiplied into the M rows of
 * inp (which stay in L1); the 16 partial sums of each output are added up at the end.  The
 * packed kernel above would broadcast W one float at a time into 16-wide products of which
 * only M lanes count.  TW rows of W at a time keep TW * M accumulators in registers.
 */
#define TINY_M 8
#define TW 2

static inline __attribute__((always_inline, target("avx512f"))) void
tiny_rows(float *out, int ldo, const float *inp, const float *W, int ldw, const float *b,
		  int K, int o0, int M, bool accumulate)
{
	__m512		acc[TW][TINY_M];
	int			k = 0;

	for (int r = 0; r < TW; r++)
		for (int m = 0; m < M; m++)
			acc[r][m] = _mm512_setzero_ps();
	for (; k + 16 <= K; k += 16)
	{
		__m512		w[TW];

		for (int r = 0; r < TW; r++)
			w[r] = _mm512_loadu_ps(W + (size_t) (o0 + r) * ldw + k);
		for (int m = 0; m < M; m++)
		{
			__m512		x = _mm512_loadu_ps(inp + (size_t) m * K + k);

			for (int r = 0; r < TW; r++)
				acc[r][m] = _mm512_fmadd_ps(w[r], x, acc[r][m]);
		}
	}
	if (k < K)
	{
		__mmask16	tail = (__mmask16) ((1u << (K - k)) - 1);
		__m512		w[TW];

		for (int r = 0; r < TW; r++)
			w[r] = _mm512_maskz_loadu_ps(tail, W + (size_t) (o0 + r) * ldw + k);
		for (int m = 0; m < M; m++)
		{
			__m512		x = _mm512_maskz_loadu_ps(tail, inp + (size_t) m * K + k);

			for (int r = 0; r < TW; r++)
				acc[r][m] = _mm512_fmadd_ps(w[r], x, acc[r][m]);
		}
	}
	for (int m = 0; m < M; m++)
		for (int r = 0; r < TW; r++)
		{
			float		v = _mm512_reduce_add_ps(acc[r][m]) + (b != NULL ? b[o0 + r] : 0.0f);
			float	   *o = out + (size_t) m * ldo + o0 + r;

			*o = accumulate ? *o + v : v;
		}
}

/* one output column (the last when N is odd): a dot product per row of inp */
static inline __attribute__((always_inline, target("avx512f"))) void
tiny_column(float *out, int ldo, const float *inp, const float *W, int ldw, const float *b,
			int K, int o, int M, bool accumulate)
{
	const float *w = W + (size_t) o * ldw;

	for (int m = 0; m < M; m++)
	{
		__m512		acc = _mm512_setzero_ps();
		int			k = 0;
		float		v;

		for (; k + 16 <= K; k += 16)
			acc = _mm512_fmadd_ps(_mm512_loadu_ps(w + k), _mm512_loadu_ps(inp + (size_t) m * K + k), acc);
		if (k < K)
		{
			__mmask16	tail = (__mmask16) ((1u << (K - k)) - 1);

			acc = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(tail, w + k),
								  _mm512_maskz_loadu_ps(tail, inp + (size_t) m * K + k), acc);
		}
		v = _mm512_reduce_add_ps(acc) + (b != NULL ? b[o] : 0.0f);
		out[(size_t) m * ldo + o] = accumulate ? out[(size_t) m * ldo + o] + v : v;
	}
}

#define TINY_CASE(MM) \
	case MM: \
		for (o = 0; o + TW <= N; o += TW) \
			tiny_rows(out, ldo, inp, W, ldw, b, K, o, MM, accumulate); \
		break

static __attribute__((target("avx512f"))) void
sgemm_tiny_avx512(float *out, int ldo, const float *inp, const float *W, int ldw,
				  const float *b, int M, int K, int N, bool accumulate)
{
	int			o = 0;

	/* M a compile-time constant in each case: the accumulators stay in registers */
	switch (M)
	{
			TINY_CASE(1); TINY_CASE(2); TINY_CASE(3); TINY_CASE(4);
			TINY_CASE(5); TINY_CASE(6); TINY_CASE(7); TINY_CASE(8);
		default:
			break;
	}
	for (o = N - N % TW; o < N; o++)
		tiny_column(out, ldo, inp, W, ldw, b, K, o, M, accumulate);
}

/* out (rows ldo apart) = or += inp W^T (+ b), inp dense */
static __attribute__((target("avx512f"))) void
sgemm_small_avx512(float *out, int ldo, const float *inp, const float *W, int ldw,
				   const float *b, int M, int K, int N, bool accumulate)
{
	float		XT[KC * MW] __attribute__((aligned(64)));
	int			mv = (M + 15) / 16;

	for (int k0 = 0; k0 < K; k0 += KC)
	{
		int			kc = K - k0 < KC ? K - k0 : KC;

		/* pack inp[:, k0:k0+kc] transposed, zero-padded to 16*mv columns */
		pack_transposed(XT, inp + k0, K, M, kc, 16 * mv);
		for (int o0 = 0; o0 < N; o0 += RB)
		{
			int			rows = N - o0 < RB ? N - o0 : RB;

			block_dispatch(out + o0, ldo, W + (size_t) o0 * ldw + k0, ldw, XT, kc, rows, mv, M,
						   b != NULL ? b + o0 : NULL, k0 == 0 && !accumulate);
		}
	}
}

bool
nn_avx512_kernels_available(void)
{
	static int	have = -1;

	if (have < 0)
	{
		const char *off = getenv("DTFIXUP_NO_AVX512");

		__builtin_cpu_init();
		have = __builtin_cpu_supports("avx512f") ? 1 : 0;
		/* DTFIXUP_NO_AVX512=1 takes the paths a CPU without AVX-512F takes: the test
		 * command runs the unit tests once so, to check what such CPUs compute */
		if (off != NULL && off[0] != '\0' && strcmp(off, "0") != 0)
			have = 0;
	}
	return have == 1;
}

bool
nn_sgemm_small_available(void)
{
	return nn_avx512_kernels_available() || nn_sgemm_small_avx2_available();
}

/* out (rows ldo apart) = or += inp W^T (+ b), W's rows ldw apart, with the widest kernel
 * this CPU runs */
static void
sgemm_small(float *out, int ldo, const float *inp, const float *W, int ldw, const float *b,
			int M, int K, int N, bool accumulate)
{
	if (!nn_avx512_kernels_available())
		nn_sgemm_small_avx2(out, ldo, inp, W, ldw, b, M, K, N, accumulate);
	else if (M <= TINY_M)
		sgemm_tiny_avx512(out, ldo, inp, W, ldw, b, M, K, N, accumulate);
	else
		sgemm_small_avx512(out, ldo, inp, W, ldw, b, M, K, N, accumulate);
}

bool
nn_sgemm_small_abt(float *out, const float *inp, const float *W, const float *b, int M, int K,
				   int N)
{
	if (M < 1 || M > NN_SGEMM_SMALL_MAX_M || K < 1 || N < 1 || !nn_sgemm_small_available())
		return false;
	sgemm_small(out, N, inp, W, K, b, M, K, N, false);
	return true;
}

bool
nn_sgemm_small_abt_acc(float *out, int ldo, const float *inp, const float *W, int M, int K, int N)
{
	if (M < 1 || M > NN_SGEMM_SMALL_MAX_M || K < 1 || N < 1 || ldo < N ||
		!nn_sgemm_small_available())
		return false;
	sgemm_small(out, ldo, inp, W, K, NULL, M, K, N, true);
	return true;
}

bool
nn_sgemm_small_abt_strided(float *out, int ldo, const float *inp, const float *W, int ldw,
						   int M, int K, int N, bool accumulate)
{
	if (M < 1 || M > NN_SGEMM_SMALL_MAX_M || K < 1 || N < 1 || ldo < N || ldw < K ||
		!nn_sgemm_small_available())
		return false;
	sgemm_small(out, ldo, inp, W, ldw, NULL, M, K, N, accumulate);
	return true;
}

#else							/* not x86-64 GCC: always the BLAS path */

bool
nn_avx512_kernels_available(void)
{
	return false;
}

bool
nn_sgemm_small_available(void)
{
	return false;
}

bool
nn_sgemm_small_abt(float *out, const float *inp, const float *W, const float *b, int M, int K,
				   int N)
{
	return false;
}

bool
nn_sgemm_small_abt_acc(float *out, int ldo, const float *inp, const float *W, int M, int K, int N)
{
	return false;
}

bool
nn_sgemm_small_abt_strided(float *out, int ldo, const float *inp, const float *W, int ldw,
						   int M, int K, int N, bool accumulate)
{
	return false;
}

#endif
