/*
 * rat_attention.c — relation-aware multi-head self-attention (see rat_attention.h).
 *
 * All matrix work is gemms: per (example, head) products for the content terms (strided
 * views of the [B,n,d] activations, leading dimension d) and one product over all B*n*H rows
 * for each relation term; the only non-gemm loops are the gather/scatter between [B,H,n,n]
 * maps and [B,n,H,R] per-relation rows, and the softmax.  The exported pieces each sweep all
 * B*H maps (the attention-convolution variant combines them); rat_attention_forward/backward
 * run the same operations one (example, head) at a time so that each map is built, used and
 * finished while it is in the L1 cache.  The products go to head_gemm.h's unpacked AVX-512
 * kernel where the CPU has it (BLAS otherwise).
 */
#include "nn/rat_attention.h"

#include <string.h>

#include "common/stop.h"
#include "nn/head_gemm.h"

/*
 * The attention's own products (per (example, head) and the relation terms) go to the
 * unpacked AVX-512 kernel of head_gemm.h where it runs, else to BLAS; the double
 * instantiation (gradient checks) always uses BLAS.
 */
#ifdef NN_DOUBLE
#define HEAD_MATMUL NN_MATMUL
#else
#define HEAD_MATMUL(transA, transB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) \
	do { \
		if (!nn_head_gemm((transA), (transB), (M), (N), (K), (alpha), (A), (lda), (B), (ldb), \
						  (beta), (C), (ldc))) \
			NN_MATMUL(transA, transB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc); \
	} while (0)
#endif

#define MAP(X, b, h, sh)	((X) + ((size_t) (b) * (sh).H + (h)) * (size_t) (sh).n * (sh).n)
#define HEAD(X, b, h, sh)	((X) + (size_t) (b) * (sh).n * (sh).H * (sh).dh + (size_t) (h) * (sh).dh)
#define RELROW(X, b, i, h, sh) ((X) + (((size_t) (b) * (sh).n + (i)) * (sh).H + (h)) * (size_t) (sh).R)

#ifdef NN_DOUBLE
#define softmax_exp(x) nn_exp(x)
#else
/*
 * exp for the softmax in float, written so that the compiler vectorises the loop calling it
 * (libm's expf is a scalar call): 2^(x log2 e) split into an integer power, built in the
 * exponent bits, and 2^f for |f| <= 1/2 by its Taylor series to the 7th power (relative
 * error below 2e-7, float rounding level).  Arguments are max-subtracted scores (<= 0).
 * Branch-free on purpose (a float compare-and-select stops GCC from vectorising): rounding
 * by the 1.5 * 2^23 trick (valid for |x| < 2.9e6) and the exponent clamped in integers, so
 * below -87 the result is a harmless ~1e-38 instead of expf's underflow to 0.
 */
static inline float
softmax_exp(float x)
{
	float		t, fi, f, p;
	int32_t		bits;
	union
	{
		int32_t		i;
		float		f;
	}			u;

	t = x * 1.4426950408889634f;
	fi = (t + 12582912.0f) - 12582912.0f;
	f = t - fi;
	p = 1.5252733804059841e-5f;
	p = p * f + 1.5403530393381608e-4f;
	p = p * f + 1.3333558146428443e-3f;
	p = p * f + 9.6181291076284772e-3f;
	p = p * f + 5.5504108664821580e-2f;
	p = p * f + 2.4022650695910071e-1f;
	p = p * f + 6.9314718055994531e-1f;
	p = p * f + 1.0f;
	bits = (int32_t) fi;
	bits = bits < -126 ? -126 : bits;
	bits = (bits + 127) << 23;
	u.i = bits;
	return p * u.f;
}
#endif

/*
 * Row max and row sum with 8 independent partial results: a plain loop is one long chain of
 * dependent compares/adds (a few cycles each), eight lanes let the compiler use one vector
 * register.  Rows are short (n items), and there are B*H*n of them per layer.
 */
static inline nn_real
row_max(const nn_real *x, int L)
{
	nn_real		m[8];
	nn_real		best;
	int			j = 0;

	for (int t = 0; t < 8; t++)
		m[t] = x[0];
	for (; j + 8 <= L; j += 8)
		for (int t = 0; t < 8; t++)
			m[t] = x[j + t] > m[t] ? x[j + t] : m[t];
	best = m[0];
	for (int t = 1; t < 8; t++)
		best = m[t] > best ? m[t] : best;
	for (; j < L; j++)
		best = x[j] > best ? x[j] : best;
	return best;
}

static inline nn_real
row_sum(const nn_real *x, int L)
{
	nn_real		s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
	nn_real		total = 0;
	int			j = 0;

	for (; j + 8 <= L; j += 8)
		for (int t = 0; t < 8; t++)
			s[t] += x[j + t];
	for (int t = 0; t < 8; t++)
		total += s[t];
	for (; j < L; j++)
		total += x[j];
	return total;
}

static inline nn_real
row_dot(const nn_real *x, const nn_real *y, int L)
{
	nn_real		s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
	nn_real		total = 0;
	int			j = 0;

	for (; j + 8 <= L; j += 8)
		for (int t = 0; t < 8; t++)
			s[t] += x[j + t] * y[j + t];
	for (int t = 0; t < 8; t++)
		total += s[t];
	for (; j < L; j++)
		total += x[j] * y[j];
	return total;
}

static inline nn_real
score_scale(RatAttnShape sh)
{
	return (nn_real) 1 / nn_sqrt((nn_real) sh.dh);
}

void
NN_FN(attn_content_scores_forward) (nn_real *S, const nn_real *q, const nn_real *k,
									RatAttnShape sh)
{
	int			d = sh.H * sh.dh;

	for (int b = 0; b < sh.B; b++)
		for (int h = 0; h < sh.H && !dt_stop_poll(); h++)
			HEAD_MATMUL(0, 1, sh.n, sh.n, sh.dh, score_scale(sh), HEAD(q, b, h, sh), d,
					  HEAD(k, b, h, sh), d, (nn_real) 0, MAP(S, b, h, sh), sh.n);
}

void
NN_FN(attn_content_scores_backward) (nn_real *dq, nn_real *dk, const nn_real *dS,
									 const nn_real *q, const nn_real *k, RatAttnShape sh)
{
	int			d = sh.H * sh.dh;

	for (int b = 0; b < sh.B; b++)
		for (int h = 0; h < sh.H; h++)
		{
			HEAD_MATMUL(0, 0, sh.n, sh.dh, sh.n, score_scale(sh), MAP(dS, b, h, sh), sh.n,
					  HEAD(k, b, h, sh), d, (nn_real) 1, HEAD(dq, b, h, sh), d);
			HEAD_MATMUL(1, 0, sh.n, sh.dh, sh.n, score_scale(sh), MAP(dS, b, h, sh), sh.n,
					  HEAD(q, b, h, sh), d, (nn_real) 1, HEAD(dk, b, h, sh), d);
		}
}

NN_VECTOR_CLONES void
NN_FN(attn_relation_scores_forward) (nn_real *S, nn_real *QR, const nn_real *q,
									 const nn_real *rk, const int *rel, const int *len,
									 RatAttnShape sh, bool accumulate)
{
	int			rows = sh.B * sh.n * sh.H;
	int			n = sh.n;

	if (sh.R == 0)				/* vanilla attention: no relation maps */
	{
		if (!accumulate)
			memset(S, 0, sizeof(nn_real) * (size_t) sh.B * sh.H * n * n);
		return;
	}
	/* QR[b,i,h,r] = q_hi . rk[r] / sqrt(dh): q viewed as [B*n*H, dh] (heads contiguous). */
	HEAD_MATMUL(0, 1, rows, sh.R, sh.dh, score_scale(sh), q, sh.dh, rk, sh.dh, (nn_real) 0, QR, sh.R);

	for (int b = 0; b < sh.B; b++)
	{
		int			L = len[b];

		for (int i = 0; i < n; i++)
		{
			const int  *relrow = rel + ((size_t) b * n + i) * n;

			for (int h = 0; h < sh.H; h++)
			{
				nn_real    *srow = MAP(S, b, h, sh) + (size_t) i * n;
				const nn_real *qr = RELROW(QR, b, i, h, sh);

				if (i >= L)
				{
					if (!accumulate)
						memset(srow, 0, sizeof(nn_real) * n);
					continue;
				}
				if (accumulate)
					for (int j = 0; j < L; j++)
						srow[j] += qr[relrow[j]];
				else
				{
					for (int j = 0; j < L; j++)
						srow[j] = qr[relrow[j]];
					for (int j = L; j < n; j++)
						srow[j] = 0;
				}
			}
		}
	}
}

/*
 * out[r] = sum of x[j] over the j < L with rel[j] = r, for r < R (every out[r] written).
 * A plain scatter-add loop runs at the latency of a store-to-load round trip per entry (the
 * CPU cannot tell in advance whether out[rel[j]] is the entry just stored); four partial
 * histograms, taken in turn, make consecutive entries independent.  The partial sums are
 * added at the end, so the result can differ from the sequential sum by float rounding.
 */
#define SCATTER_MAX_R 64

static inline __attribute__((always_inline)) void
relation_scatter(nn_real *restrict out, const nn_real *restrict x, const int *restrict rel,
				 int L, int R)
{
	nn_real		part[4][SCATTER_MAX_R];
	int			j = 0;

	if (R > SCATTER_MAX_R)
	{
		for (int r = 0; r < R; r++)
			out[r] = 0;
		for (; j < L; j++)
			out[rel[j]] += x[j];
		return;
	}
	for (int t = 0; t < 4; t++)
		for (int r = 0; r < R; r++)
			part[t][r] = 0;
	for (; j + 4 <= L; j += 4)
	{
		part[0][rel[j]] += x[j];
		part[1][rel[j + 1]] += x[j + 1];
		part[2][rel[j + 2]] += x[j + 2];
		part[3][rel[j + 3]] += x[j + 3];
	}
	for (; j < L; j++)
		part[0][rel[j]] += x[j];
	for (int r = 0; r < R; r++)
		out[r] = (part[0][r] + part[1][r]) + (part[2][r] + part[3][r]);
}

/*
 * buckets[b, i, h, r] = sum over j < len[b] with rel[b, i, j] = r of maps[b, h, i, j] (rows
 * i >= len[b] all zero): the per-relation sums through which the relation terms go to one
 * [rows, R] x [R, dh] gemm (PB for r^v in the forward, dQR for r^k in the backward), row by
 * row with the fused path's relation_scatter.  Inlined into each caller's ISA clone.
 */
static inline void
sum_maps_by_relation(nn_real *buckets, const nn_real *maps, const int *rel, const int *len,
					 RatAttnShape sh)
{
	int			n = sh.n;

	for (int b = 0; b < sh.B; b++)
		for (int i = 0; i < n; i++)
		{
			const int  *relrow = rel + ((size_t) b * n + i) * n;

			for (int h = 0; h < sh.H; h++)
				relation_scatter(RELROW(buckets, b, i, h, sh), MAP(maps, b, h, sh) + (size_t) i * n,
								 relrow, i < len[b] ? len[b] : 0, sh.R);
		}
}

NN_VECTOR_CLONES void
NN_FN(attn_relation_scores_backward) (nn_real *dq, nn_real *drk, nn_real *dQR,
									  const nn_real *dS, const nn_real *q, const nn_real *rk,
									  const int *rel, const int *len, RatAttnShape sh)
{
	int			rows = sh.B * sh.n * sh.H;

	if (sh.R == 0)
		return;
	/* Scatter dS into per-relation buckets, then two gemms (the transposes of the forward). */
	sum_maps_by_relation(dQR, dS, rel, len, sh);
	HEAD_MATMUL(0, 0, rows, sh.dh, sh.R, score_scale(sh), dQR, sh.R, rk, sh.dh, (nn_real) 1, dq, sh.dh);
	HEAD_MATMUL(1, 0, sh.R, sh.dh, rows, score_scale(sh), dQR, sh.R, q, sh.dh, (nn_real) 1, drk, sh.dh);
}

/* One row of the masked softmax: p[j] = softmax over the first L of s, 0 for L <= j < n. */
static inline void
softmax_row(nn_real *p, const nn_real *s, int L, int n)
{
	nn_real		mx = row_max(s, L),
				inv;

	for (int j = 0; j < L; j++)
		p[j] = softmax_exp(s[j] - mx);
	inv = (nn_real) 1 / row_sum(p, L);
	for (int j = 0; j < L; j++)
		p[j] *= inv;
	for (int j = L; j < n; j++)
		p[j] = 0;
}

/* One row of its backward: ds[j] (+)= p[j] (dp[j] - p . dp) for j < L (0 beyond when
 * overwriting). */
static inline void
softmax_backward_row(nn_real *ds, const nn_real *dp, const nn_real *p, int L, int n,
					 bool accumulate)
{
	nn_real		dot = row_dot(p, dp, L);

	if (accumulate)
		for (int j = 0; j < L; j++)
			ds[j] += p[j] * (dp[j] - dot);
	else
	{
		for (int j = 0; j < L; j++)
			ds[j] = p[j] * (dp[j] - dot);
		for (int j = L; j < n; j++)
			ds[j] = 0;
	}
}

NN_VECTOR_CLONES void
NN_FN(attn_masked_softmax_forward) (nn_real *P, const nn_real *S, const int *len, RatAttnShape sh)
{
	int			n = sh.n;

	for (int b = 0; b < sh.B; b++)
	{
		int			L = len[b];

		for (int h = 0; h < sh.H; h++)
			for (int i = 0; i < n; i++)
			{
				const nn_real *s = MAP(S, b, h, sh) + (size_t) i * n;
				nn_real    *p = MAP(P, b, h, sh) + (size_t) i * n;

				if (i >= L)
					for (int j = 0; j < n; j++)
						p[j] = 0;
				else
					softmax_row(p, s, L, n);
			}
	}
}

NN_VECTOR_CLONES void
NN_FN(attn_masked_softmax_backward) (nn_real *dS, const nn_real *dP, const nn_real *P,
									 const int *len, RatAttnShape sh, bool accumulate)
{
	int			n = sh.n;

	for (int b = 0; b < sh.B; b++)
	{
		int			L = len[b];

		for (int h = 0; h < sh.H; h++)
			for (int i = 0; i < n; i++)
			{
				const nn_real *p = MAP(P, b, h, sh) + (size_t) i * n;
				const nn_real *dp = MAP(dP, b, h, sh) + (size_t) i * n;
				nn_real    *ds = MAP(dS, b, h, sh) + (size_t) i * n;

				if (i < L)
					softmax_backward_row(ds, dp, p, L, n, accumulate);
				else if (!accumulate)
					for (int j = 0; j < n; j++)
						ds[j] = 0;
			}
	}
}

NN_VECTOR_CLONES void
NN_FN(attn_apply_forward) (nn_real *z, nn_real *PB, const nn_real *P, const nn_real *v,
						   const nn_real *rv, const int *rel, const int *len, RatAttnShape sh)
{
	int			d = sh.H * sh.dh;
	int			rows = sh.B * sh.n * sh.H;
	int			n = sh.n;

	for (int b = 0; b < sh.B; b++)
		for (int h = 0; h < sh.H && !dt_stop_poll(); h++)
			HEAD_MATMUL(0, 0, n, sh.dh, n, (nn_real) 1, MAP(P, b, h, sh), n,
					  HEAD(v, b, h, sh), d, (nn_real) 0, HEAD(z, b, h, sh), d);

	if (sh.R == 0)
		return;
	sum_maps_by_relation(PB, P, rel, len, sh);
	/* z viewed as [B*n*H, dh] += PB [B*n*H, R] rv [R, dh] */
	HEAD_MATMUL(0, 0, rows, sh.dh, sh.R, (nn_real) 1, PB, sh.R, rv, sh.dh, (nn_real) 1, z, sh.dh);
}

NN_VECTOR_CLONES void
NN_FN(attn_apply_backward) (nn_real *dP, nn_real *dv, nn_real *drv, nn_real *dPB,
							const nn_real *dz, const nn_real *P, const nn_real *PB,
							const nn_real *v, const nn_real *rv, const int *rel,
							const int *len, RatAttnShape sh)
{
	int			d = sh.H * sh.dh;
	int			rows = sh.B * sh.n * sh.H;
	int			n = sh.n;

	if (sh.R > 0)
	{
		HEAD_MATMUL(0, 1, rows, sh.R, sh.dh, (nn_real) 1, dz, sh.dh, rv, sh.dh, (nn_real) 0, dPB, sh.R);
		HEAD_MATMUL(1, 0, sh.R, sh.dh, rows, (nn_real) 1, PB, sh.R, dz, sh.dh, (nn_real) 1, drv, sh.dh);
	}
	for (int b = 0; b < sh.B; b++)
		for (int h = 0; h < sh.H; h++)
		{
			HEAD_MATMUL(0, 1, n, n, sh.dh, (nn_real) 1, HEAD(dz, b, h, sh), d,
					  HEAD(v, b, h, sh), d, (nn_real) 0, MAP(dP, b, h, sh), n);
			HEAD_MATMUL(1, 0, n, sh.dh, n, (nn_real) 1, MAP(P, b, h, sh), n,
					  HEAD(dz, b, h, sh), d, (nn_real) 1, HEAD(dv, b, h, sh), d);
		}
	for (int b = 0; b < sh.B && sh.R > 0; b++)
	{
		int			L = len[b];

		for (int i = 0; i < L; i++)
		{
			const int  *relrow = rel + ((size_t) b * n + i) * n;

			for (int h = 0; h < sh.H; h++)
			{
				nn_real    *dprow = MAP(dP, b, h, sh) + (size_t) i * n;
				const nn_real *dpb = RELROW(dPB, b, i, h, sh);

				for (int j = 0; j < L; j++)
					dprow[j] += dpb[relrow[j]];
			}
		}
	}
}

/* x[j] += table[rel[j]] for j < L (a gather; restrict lets the compiler vectorise it) */
static inline __attribute__((always_inline)) void
relation_gather_add(nn_real *restrict x, const nn_real *restrict table,
					const int *restrict rel, int L)
{
	for (int j = 0; j < L; j++)
		x[j] += table[rel[j]];
}

/*
 * Rows i0..i1-1 of the attention core of one (example, head), the head's n x n map built,
 * normalised, applied and summed per relation while it is in the L1 cache (16 KB at n = 64),
 * instead of sweeping all B*H maps (2 MB at the benchmark's shape) once per step as the
 * separate passes above do.  Same operations in the same order per entry as
 * attn_content_scores_forward + attn_relation_scores_forward (accumulating) +
 * attn_masked_softmax_forward + attn_apply_forward; each row is independent of the others.
 */
NN_VECTOR_CLONES static void
NN_FN(attn_head_rows_forward) (nn_real *z, nn_real *P, nn_real *PB, const nn_real *QR,
							   const nn_real *q, const nn_real *k, const nn_real *v,
							   const int *rel, int L, int b, int h, RatAttnShape sh, int i0,
							   int i1)
{
	int			d = sh.H * sh.dh;
	int			n = sh.n;
	nn_real    *Pbh = MAP(P, b, h, sh);

	HEAD_MATMUL(0, 1, i1 - i0, n, sh.dh, score_scale(sh), HEAD(q, b, h, sh) + (size_t) i0 * d,
				d, HEAD(k, b, h, sh), d, (nn_real) 0, Pbh + (size_t) i0 * n, n);
	for (int i = i0; i < i1; i++)
	{
		nn_real    *prow = Pbh + (size_t) i * n;

		if (i >= L)
		{
			for (int j = 0; j < n; j++)
				prow[j] = 0;
			continue;
		}
		if (sh.R > 0)
		{
			const int  *relrow = rel + ((size_t) b * n + i) * n;
			const nn_real *qr = RELROW(QR, b, i, h, sh);

			relation_gather_add(prow, qr, relrow, L);
		}
		softmax_row(prow, prow, L, n);
	}
	HEAD_MATMUL(0, 0, i1 - i0, sh.dh, n, (nn_real) 1, Pbh + (size_t) i0 * n, n,
				HEAD(v, b, h, sh), d, (nn_real) 0, HEAD(z, b, h, sh) + (size_t) i0 * d, d);
	for (int i = i0; i < i1 && sh.R > 0; i++)
	{
		const int  *relrow = rel + ((size_t) b * n + i) * n;
		const nn_real *prow = Pbh + (size_t) i * n;
		nn_real    *pb = RELROW(PB, b, i, h, sh);

		relation_scatter(pb, prow, relrow, i < L ? L : 0, sh.R);
	}
}

/*
 * Map entries per block of rows between two polls of the stop scope (common/stop.h): about
 * a millisecond of work (a row costs about 150 n flops at dh = 32).  A map of up to this many
 * entries is one block, so short inputs run exactly as before.
 */
#define ATTN_ROWS_BLOCK_ENTRIES (1 << 17)

/* One (example, head), in blocks of rows when a stop scope is open and the map is large:
 * a head over thousands of items takes tens of ms, too long for a cancel to wait. */
static void
NN_FN(attn_head_forward) (nn_real *z, nn_real *P, nn_real *PB, const nn_real *QR,
						  const nn_real *q, const nn_real *k, const nn_real *v, const int *rel,
						  int L, int b, int h, RatAttnShape sh)
{
	int			n = sh.n;
	int			block = n;

	if (dt_stop_active() && (size_t) n * n > ATTN_ROWS_BLOCK_ENTRIES)
		block = ATTN_ROWS_BLOCK_ENTRIES / n > 8 ? ATTN_ROWS_BLOCK_ENTRIES / n : 8;
	for (int i0 = 0; i0 < n; i0 += block)
	{
		if (i0 > 0 && dt_stop_poll())
			return;
		NN_FN(attn_head_rows_forward) (z, P, PB, QR, q, k, v, rel, L, b, h, sh, i0,
									   i0 + block < n ? i0 + block : n);
	}
}

void
NN_FN(rat_attention_forward) (nn_real *z, nn_real *P, nn_real *PB, nn_real *QR,
							  const nn_real *q, const nn_real *k, const nn_real *v,
							  const nn_real *rk, const nn_real *rv, const int *rel,
							  const int *len, RatAttnShape sh)
{
	int			rows = sh.n * sh.H;	/* (item, head) rows of one example */
	size_t		d = (size_t) sh.H * sh.dh;

	/*
	 * Example by example, so that its relation rows (QR, PB: n*H*R floats, 104 KB at the
	 * benchmark's shape) are still in the cache when its heads gather from and scatter into
	 * them.  QR[b,i,h,r] = q_hi . rk[r] / sqrt(dh): q viewed as [n*H, dh] (heads contiguous);
	 * then z viewed the same way += PB rv.
	 */
	for (int b = 0; b < sh.B; b++)
	{
		const nn_real *qb = q + (size_t) b * sh.n * d;
		nn_real    *QRb = RELROW(QR, b, 0, 0, sh);

		if (sh.R > 0)
			HEAD_MATMUL(0, 1, rows, sh.R, sh.dh, score_scale(sh), qb, sh.dh, rk, sh.dh,
						(nn_real) 0, QRb, sh.R);
		for (int h = 0; h < sh.H; h++)
		{
			if (dt_stop_poll())
				return;			/* a decode being cancelled: z is unused */
			NN_FN(attn_head_forward) (z, P, PB, QR, q, k, v, rel, len[b], b, h, sh);
		}
		if (sh.R > 0)
			HEAD_MATMUL(0, 0, rows, sh.dh, sh.R, (nn_real) 1, RELROW(PB, b, 0, 0, sh), sh.R, rv,
						sh.dh, (nn_real) 1, z + (size_t) b * sh.n * d, sh.dh);
	}
}

/*
 * Backward of one (example, head), its maps in the L1 cache (see attn_head_forward): on
 * entry the head's rows of dQR hold dPB = dz rv^T; on exit they hold the per-relation sums
 * of the score gradient dS.  Same operations per entry as attn_apply_backward +
 * attn_masked_softmax_backward + attn_content_scores_backward + the scatter of
 * attn_relation_scores_backward.
 */
NN_VECTOR_CLONES static void
NN_FN(attn_head_backward) (nn_real *dq, nn_real *dk, nn_real *dv, nn_real *dP, nn_real *dQR,
						   const nn_real *dz, const nn_real *P, const nn_real *q,
						   const nn_real *k, const nn_real *v, const int *rel, int L, int b,
						   int h, RatAttnShape sh)
{
	int			d = sh.H * sh.dh;
	int			n = sh.n;
	const nn_real *Pbh = MAP(P, b, h, sh);
	nn_real    *dPbh = MAP(dP, b, h, sh);

	HEAD_MATMUL(0, 1, n, n, sh.dh, (nn_real) 1, HEAD(dz, b, h, sh), d, HEAD(v, b, h, sh), d,
				(nn_real) 0, dPbh, n);
	HEAD_MATMUL(1, 0, n, sh.dh, n, (nn_real) 1, Pbh, n, HEAD(dz, b, h, sh), d, (nn_real) 1,
				HEAD(dv, b, h, sh), d);
	for (int i = 0; i < n; i++)
	{
		nn_real    *dprow = dPbh + (size_t) i * n;

		if (i >= L)
		{
			for (int j = 0; j < n; j++)
				dprow[j] = 0;
			continue;
		}
		if (sh.R > 0)
		{
			const int  *relrow = rel + ((size_t) b * n + i) * n;
			const nn_real *dpb = RELROW(dQR, b, i, h, sh);

			relation_gather_add(dprow, dpb, relrow, L);
		}
		/* dS overwrites dP in place */
		softmax_backward_row(dprow, dprow, Pbh + (size_t) i * n, L, n, false);
	}
	HEAD_MATMUL(0, 0, n, sh.dh, n, score_scale(sh), dPbh, n, HEAD(k, b, h, sh), d, (nn_real) 1,
				HEAD(dq, b, h, sh), d);
	HEAD_MATMUL(1, 0, n, sh.dh, n, score_scale(sh), dPbh, n, HEAD(q, b, h, sh), d, (nn_real) 1,
				HEAD(dk, b, h, sh), d);
	for (int i = 0; i < n && sh.R > 0; i++)
	{
		const int  *relrow = rel + ((size_t) b * n + i) * n;
		const nn_real *dsrow = dPbh + (size_t) i * n;
		nn_real    *dqr = RELROW(dQR, b, i, h, sh);

		relation_scatter(dqr, dsrow, relrow, i < L ? L : 0, sh.R);
	}
}

void
NN_FN(rat_attention_backward) (nn_real *dq, nn_real *dk, nn_real *dv, nn_real *drk,
							   nn_real *drv, nn_real *dP, nn_real *dQR,
							   const nn_real *dz, const nn_real *P, const nn_real *PB,
							   const nn_real *q, const nn_real *k, const nn_real *v,
							   const nn_real *rk, const nn_real *rv, const int *rel,
							   const int *len, RatAttnShape sh)
{
	int			rows = sh.n * sh.H;	/* (item, head) rows of one example */
	size_t		d = (size_t) sh.H * sh.dh;

	/* Example by example, as the forward.  The example's rows of dQR first hold
	 * dPB = dz rv^T, head by head replaced by the scatter of dS. */
	for (int b = 0; b < sh.B; b++)
	{
		size_t		off = (size_t) b * sh.n * d;
		nn_real    *dQRb = RELROW(dQR, b, 0, 0, sh);

		if (sh.R > 0)
		{
			HEAD_MATMUL(0, 1, rows, sh.R, sh.dh, (nn_real) 1, dz + off, sh.dh, rv, sh.dh,
						(nn_real) 0, dQRb, sh.R);
			HEAD_MATMUL(1, 0, sh.R, sh.dh, rows, (nn_real) 1, RELROW(PB, b, 0, 0, sh), sh.R,
						dz + off, sh.dh, (nn_real) 1, drv, sh.dh);
		}
		for (int h = 0; h < sh.H; h++)
			NN_FN(attn_head_backward) (dq, dk, dv, dP, dQR, dz, P, q, k, v, rel, len[b], b, h,
									   sh);
		if (sh.R > 0)
		{
			HEAD_MATMUL(0, 0, rows, sh.dh, sh.R, score_scale(sh), dQRb, sh.R, rk, sh.dh,
						(nn_real) 1, dq + off, sh.dh);
			HEAD_MATMUL(1, 0, sh.R, sh.dh, rows, score_scale(sh), dQRb, sh.R, q + off, sh.dh,
						(nn_real) 1, drk, sh.dh);
		}
	}
}
