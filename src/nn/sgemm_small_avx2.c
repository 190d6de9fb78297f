/*
 * sgemm_small_avx2.c — few-row sgemm with AVX2 and FMA (see sgemm_small_avx2.h).
 *
 * The same two paths as the AVX-512 kernel in sgemm_small.c, shaped for 16 vector registers
 * of 8 floats: up to TINY_M rows vectorise along K (each row of W read once, 8 floats per
 * load, into the M rows of inp that stay in L1); more rows pack a chunk of inp transposed
 * and broadcast W one float at a time into 6 x 16 blocks of the output's transpose (12
 * accumulators, 2 loads of inp^T and 6 broadcasts per k).  Without it, OpenBLAS re-packs
 * the whole weight matrix on every call: a decoder step over a beam of 5 spends more time
 * copying W than multiplying.
 */
#include "nn/sgemm_small_avx2.h"

#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#define NN_HAVE_SGEMM_SMALL_AVX2 1
#endif

#ifdef NN_HAVE_SGEMM_SMALL_AVX2

#define AVX2 __attribute__((target("avx2,fma")))
#define AVX2_INLINE static inline __attribute__((always_inline, target("avx2,fma")))

/* ---------------------------------------------------------------- few rows: along K */

#define TINY_M 8

AVX2_INLINE float
sum8(__m256 v)
{
	__m128		s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));

	s = _mm_add_ps(s, _mm_movehl_ps(s, s));
	s = _mm_add_ss(s, _mm_movehdup_ps(s));
	return _mm_cvtss_f32(s);
}

/* lanes 0..n-1 on (1 <= n <= 7), for the ragged end of K */
AVX2_INLINE __m256i
first_lanes(int n)
{
	static const int32_t ones_then_zeros[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};

	return _mm256_loadu_si256((const __m256i *) (ones_then_zeros + 8 - n));
}

/* outputs o0..o0+TW-1 of each of the M rows; M and TW are compile-time constants at every
 * call (TINY_CASE), so the TW x M accumulators stay in registers */
AVX2_INLINE void
tiny_rows(float *out, int ldo, const float *inp, const float *W, int ldw, const float *b, int K,
		  int o0, int M, int TW, bool accumulate)
{
	__m256		acc[4][TINY_M];
	int			k = 0;

	for (int r = 0; r < TW; r++)
		for (int m = 0; m < M; m++)
			acc[r][m] = _mm256_setzero_ps();
	for (; k + 8 <= K; k += 8)
	{
		__m256		w[4];

		for (int r = 0; r < TW; r++)
			w[r] = _mm256_loadu_ps(W + (size_t) (o0 + r) * ldw + k);
		for (int m = 0; m < M; m++)
		{
			__m256		x = _mm256_loadu_ps(inp + (size_t) m * K + k);

			for (int r = 0; r < TW; r++)
				acc[r][m] = _mm256_fmadd_ps(w[r], x, acc[r][m]);
		}
	}
	if (k < K)
	{
		__m256i		tail = first_lanes(K - k);
		__m256		w[4];

		for (int r = 0; r < TW; r++)
			w[r] = _mm256_maskload_ps(W + (size_t) (o0 + r) * ldw + k, tail);
		for (int m = 0; m < M; m++)
		{
			__m256		x = _mm256_maskload_ps(inp + (size_t) m * K + k, tail);

			for (int r = 0; r < TW; r++)
				acc[r][m] = _mm256_fmadd_ps(w[r], x, acc[r][m]);
		}
	}
	for (int m = 0; m < M; m++)
		for (int r = 0; r < TW; r++)
		{
			float		v = sum8(acc[r][m]) + (b != NULL ? b[o0 + r] : 0.0f);
			float	   *o = out + (size_t) m * ldo + o0 + r;

			*o = accumulate ? *o + v : v;
		}
}

/* outputs at a time: as many as keep the TW x M accumulators, TW rows of W and a row of inp
 * within 16 registers (one row of inp: 4, so that each load of it serves 4 products) */
#define TINY_TW(MM) ((MM) <= 2 ? 4 : (MM) <= 6 ? 2 : 1)
#define TINY_CASE(MM) \
	case MM: \
		tw = TINY_TW(MM); \
		for (o = 0; o + tw <= N; o += tw) \
			tiny_rows(out, ldo, inp, W, ldw, b, K, o, (MM), TINY_TW(MM), accumulate); \
		break

static AVX2 void
sgemm_tiny_avx2(float *out, int ldo, const float *inp, const float *W, int ldw, const float *b,
				int M, int K, int N, bool accumulate)
{
	int			o = 0,
				tw = 1;

	switch (M)
	{
			TINY_CASE(1); TINY_CASE(2); TINY_CASE(3); TINY_CASE(4);
			TINY_CASE(5); TINY_CASE(6); TINY_CASE(7); TINY_CASE(8);
		default:
			break;
	}
	/* the last N % tw outputs */
	for (; o < N; o++)
		tiny_rows(out, ldo, inp, W, ldw, b, K, o, M, 1, accumulate);
}

/* ---------------------------------------------------------------- more rows: packed */

#define KC 128					/* rows of inp^T packed at a time: 32 KB on the stack */
#define MW 64					/* packed width: every row of inp (M <= 64) */
#define RB 6					/* rows of W per block */
#define SW 16					/* columns of inp^T per block: 2 vectors */

/* XT[k][m] = inp[m][k0 + k] for m < M, 0 up to width */
static void
pack_transposed(float *XT, const float *inp, int K, int k0, int kc, int M, int width)
{
	for (int m = 0; m < width; m++)
	{
		const float *row = inp + (size_t) m * K + k0;

		for (int k = 0; k < kc; k++)
			XT[(size_t) k * MW + m] = m < M ? row[k] : 0.0f;
	}
}

/*
 * One block: outputs o0..o0+rows-1 (W's rows, ldw apart) of the m_valid rows of out starting
 * at XT's column c0, over the packed chunk.  rows and mv (vectors of 8 columns: 1 or 2) are
 * compile-time constants at every call (BLOCK_CASE).  'first' (the first chunk of K of a
 * product that does not accumulate) overwrites out.
 */
AVX2_INLINE void
block(float *out, int ldo, const float *W, int ldw, const float *XT, int kc, int rows, int mv,
	  int m_valid, const float *bias, bool first)
{
	__m256		acc[RB][2];
	float		tile[RB][SW] __attribute__((aligned(32)));

	for (int r = 0; r < rows; r++)
		for (int c = 0; c < mv; c++)
			acc[r][c] = _mm256_setzero_ps();
	for (int k = 0; k < kc; k++)
	{
		__m256		x[2];

		for (int c = 0; c < mv; c++)
			x[c] = _mm256_load_ps(XT + (size_t) k * MW + 8 * c);
		for (int r = 0; r < rows; r++)
		{
			__m256		w = _mm256_broadcast_ss(W + (size_t) r * ldw + k);

			for (int c = 0; c < mv; c++)
				acc[r][c] = _mm256_fmadd_ps(w, x[c], acc[r][c]);
		}
	}
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < mv; c++)
			_mm256_store_ps(&tile[r][8 * c], acc[r][c]);
	for (int m = 0; m < m_valid; m++)
	{
		float	   *o = out + (size_t) m * ldo;

		for (int r = 0; r < rows; r++)
			o[r] = first ? (bias != NULL ? bias[r] : 0.0f) + tile[r][m] : o[r] + tile[r][m];
	}
}

#define BLOCK_CASE(R, MV) \
	case (R) * 4 + (MV): \
		block(out, ldo, W, ldw, XT, kc, (R), (MV), m_valid, bias, first); \
		break

static AVX2 void
block_dispatch(float *out, int ldo, const float *W, int ldw, const float *XT, int kc, int rows,
			   int mv, int m_valid, const float *bias, bool first)
{
	switch (rows * 4 + mv)
	{
			BLOCK_CASE(6, 2); BLOCK_CASE(5, 2); BLOCK_CASE(4, 2);
			BLOCK_CASE(3, 2); BLOCK_CASE(2, 2); BLOCK_CASE(1, 2);
			BLOCK_CASE(6, 1); BLOCK_CASE(5, 1); BLOCK_CASE(4, 1);
			BLOCK_CASE(3, 1); BLOCK_CASE(2, 1); BLOCK_CASE(1, 1);
		default:
			break;
	}
}

static AVX2 void
sgemm_packed_avx2(float *out, int ldo, const float *inp, const float *W, int ldw,
				  const float *b, int M, int K, int N, bool accumulate)
{
	float		XT[KC * MW] __attribute__((aligned(32)));
	int			width = (M + 7) / 8 * 8;

	for (int k0 = 0; k0 < K; k0 += KC)
	{
		int			kc = K - k0 < KC ? K - k0 : KC;
		bool		first = k0 == 0 && !accumulate;

		pack_transposed(XT, inp, K, k0, kc, M, width);
		for (int o0 = 0; o0 < N; o0 += RB)
		{
			int			rows = N - o0 < RB ? N - o0 : RB;

			/* the block's rows of W (rows x kc floats) stay in L1 across the strips */
			for (int c0 = 0; c0 < width; c0 += SW)
			{
				int			mv = width - c0 < SW ? (width - c0) / 8 : 2;
				int			m_valid = M - c0 < SW ? M - c0 : SW;

				block_dispatch(out + (size_t) c0 * ldo + o0, ldo, W + (size_t) o0 * ldw + k0, ldw,
							   XT + c0, kc, rows, mv, m_valid, b != NULL ? b + o0 : NULL, first);
			}
		}
	}
}

bool
nn_sgemm_small_avx2_available(void)
{
	static int	have = -1;

	if (have < 0)
	{
		__builtin_cpu_init();
		have = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? 1 : 0;
	}
	return have == 1;
}

void
nn_sgemm_small_avx2(float *out, int ldo, const float *inp, const float *W, int ldw,
					const float *b, int M, int K, int N, bool accumulate)
{
	if (M <= TINY_M)
		sgemm_tiny_avx2(out, ldo, inp, W, ldw, b, M, K, N, accumulate);
	else
		sgemm_packed_avx2(out, ldo, inp, W, ldw, b, M, K, N, accumulate);
}

#else							/* not x86-64 GCC: never available */

bool
nn_sgemm_small_avx2_available(void)
{
	return false;
}

void
nn_sgemm_small_avx2(float *out, int ldo, const float *inp, const float *W, int ldw,
					const float *b, int M, int K, int N, bool accumulate)
{
}

#endif
