/*
 * attention_rows.cu — warp-per-row kernels of masked softmax attention with relation terms
 * (see attention_rows.cuh).  Each warp stages what its row reuses (the query or the
 * upstream gradient, the relation ids, the row's scores) in its slice of dynamic shared
 * memory; lanes stride over keys j for the scores and over columns c for the products.
 */
#include <stdio.h>

#include "attention_rows.cuh"

#define ROW_MAX_WARPS 4
#define SMEM_LIMIT (48 * 1024)

/* The (b, h, i) of a row of a [B,H,n,n] map, and the [B,n,...] item it belongs to. */
struct RowIndex
{
	int			b, h, i;
	size_t		item;			/* b*n + i */
};

__device__ __forceinline__ RowIndex
row_index(long long row, RatAttnShape sh)
{
	RowIndex	r;

	r.i = (int) (row % sh.n);
	r.h = (int) ((row / sh.n) % sh.H);
	r.b = (int) (row / ((long long) sh.n * sh.H));
	r.item = (size_t) r.b * sh.n + r.i;
	return r;
}

/* Warps per block so that `per_warp` bytes of shared memory each fit; 0 when one does not. */
static int
warps_for(size_t per_warp)
{
	int			w = ROW_MAX_WARPS;

	while (w > 0 && per_warp * (size_t) w > SMEM_LIMIT)
		w--;
	return w;
}

static bool
launch_shape(CudaCtx *c, long long rows, size_t per_warp, const char *what, int *warps,
			 unsigned int *blocks)
{
	*warps = warps_for(per_warp);
	if (*warps == 0)
	{
		char		detail[160];

		snprintf(detail, sizeof(detail),
				 "a row needs %zu bytes of shared memory, more than %d (too many items per example)",
				 per_warp, SMEM_LIMIT);
		return dtc_fail(c, DT_CUDA_FAILED, __FILE__, __LINE__, what, detail);
	}
	*blocks = (unsigned int) ((rows + *warps - 1) / *warps);
	return rows > 0;
}

/* ---------------------------------------------------------------- forward */

template <bool FROM_LOGITS>
__global__ void
softmax_apply_kernel(float *z, float *P, float *PB, const float *q, const float *k,
					 const float *v, const float *QR, const float *logits, const float *rv,
					 const int *rel, const int *len, RatAttnShape sh, float scale, int warps)
{
	extern __shared__ float smem[];
	int			warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
	int			n = sh.n, H = sh.H, dh = sh.dh, R = sh.R, d = H * dh;
	float	   *sp = smem + (size_t) warp * (2 * n + dh);
	int		   *srel = (int *) (sp + n);
	float	   *sq = sp + 2 * n;
	long long	row = (long long) blockIdx.x * warps + warp;
	RowIndex	ri;
	int			L;
	float	   *prow, *zrow, *pbrow;
	float		mx = -INFINITY, sum = 0, inv;

	if (row >= (long long) sh.B * H * n)
		return;
	ri = row_index(row, sh);
	L = len[ri.b];
	prow = P + row * n;
	zrow = z + ri.item * d + (size_t) ri.h * dh;
	pbrow = R > 0 ? PB + (ri.item * H + ri.h) * R : NULL;
	if (ri.i >= L)
	{
		for (int j = lane; j < n; j += 32)
			prow[j] = 0.0f;
		for (int cc = lane; cc < dh; cc += 32)
			zrow[cc] = 0.0f;
		for (int r = lane; r < R; r += 32)
			pbrow[r] = 0.0f;
		return;
	}
	if (R > 0)
		for (int j = lane; j < L; j += 32)
			srel[j] = rel[ri.item * n + j];
	if (!FROM_LOGITS)
		for (int cc = lane; cc < dh; cc += 32)
			sq[cc] = q[ri.item * d + (size_t) ri.h * dh + cc];
	__syncwarp();

	for (int j = lane; j < L; j += 32)
	{
		float		s;

		if (FROM_LOGITS)
			s = logits[row * n + j];
		else
		{
			const float *kj = k + ((size_t) ri.b * n + j) * d + (size_t) ri.h * dh;
			float		acc = 0;

			for (int cc = 0; cc < dh; cc++)
				acc += sq[cc] * kj[cc];
			s = scale * acc;
			if (R > 0)
				s += QR[(ri.item * H + ri.h) * R + srel[j]];
		}
		sp[j] = s;
		mx = fmaxf(mx, s);
	}
	mx = dtc_warp_max(mx);
	for (int j = lane; j < L; j += 32)
	{
		float		e = expf(sp[j] - mx);

		sp[j] = e;
		sum += e;
	}
	inv = 1.0f / dtc_warp_sum(sum);
	for (int j = lane; j < n; j += 32)
	{
		float		p = j < L ? sp[j] * inv : 0.0f;

		if (j < L)
			sp[j] = p;
		prow[j] = p;
	}
	__syncwarp();

	/* z_i = sum_j p_ij (v_j + rv[rel_ij]) */
	for (int cc = lane; cc < dh; cc += 32)
	{
		float		acc = 0;

		for (int j = 0; j < L; j++)
		{
			float		vv = v[((size_t) ri.b * n + j) * d + (size_t) ri.h * dh + cc];

			if (R > 0)
				vv += rv[(size_t) srel[j] * dh + cc];
			acc += sp[j] * vv;
		}
		zrow[cc] = acc;
	}
	/* PB[b,i,h,r] = sum of the probabilities of the keys in relation r (for drv) */
	for (int r = lane; r < R; r += 32)
	{
		float		acc = 0;

		for (int j = 0; j < L; j++)
			if (srel[j] == r)
				acc += sp[j];
		pbrow[r] = acc;
	}
}

void
dtc_attn_relation_logits(CudaCtx *c, float *QR, const float *q, const float *rk,
						 RatAttnShape sh)
{
	if (sh.R > 0)
		dtc_gemm(c, false, true, sh.B * sh.n * sh.H, sh.R, sh.dh, dtc_attn_scale(sh), q, sh.dh,
				 rk, sh.dh, 0.0f, QR, sh.R);
}

void
dtc_attn_softmax_apply(CudaCtx *c, float *z, float *P, float *PB, const float *q,
					   const float *k, const float *v, const float *QR, const float *logits,
					   const float *rv, const int *rel, const int *len, RatAttnShape sh)
{
	size_t		per_warp = sizeof(float) * (2 * (size_t) sh.n + sh.dh);
	long long	rows = (long long) sh.B * sh.H * sh.n;
	int			warps = 0;
	unsigned int blocks = 0;

	if (c->failed || !launch_shape(c, rows, per_warp, "attention softmax", &warps, &blocks))
		return;
	if (logits != NULL)
		softmax_apply_kernel<true><<<blocks, 32 * warps, per_warp * warps, c->stream>>>(
			z, P, PB, q, k, v, QR, logits, rv, rel, len, sh, dtc_attn_scale(sh), warps);
	else
		softmax_apply_kernel<false><<<blocks, 32 * warps, per_warp * warps, c->stream>>>(
			z, P, PB, q, k, v, QR, logits, rv, rel, len, sh, dtc_attn_scale(sh), warps);
	DTC_LAUNCHED(c, "softmax_apply_kernel");
}

/* ---------------------------------------------------------------- backward */

template <bool ACCUMULATE>
__global__ void
softmax_backward_kernel(float *dS, const float *P, const float *dz, const float *v,
						const float *dPB, const int *rel, const int *len, RatAttnShape sh,
						int warps)
{
	extern __shared__ float smem[];
	int			warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
	int			n = sh.n, H = sh.H, dh = sh.dh, R = sh.R, d = H * dh;
	float	   *sdp = smem + (size_t) warp * (2 * n + dh);
	int		   *srel = (int *) (sdp + n);
	float	   *sdz = sdp + 2 * n;
	long long	row = (long long) blockIdx.x * warps + warp;
	RowIndex	ri;
	int			L;
	float	   *dsrow;
	const float *prow;
	float		dot = 0;

	if (row >= (long long) sh.B * H * n)
		return;
	ri = row_index(row, sh);
	L = len[ri.b];
	dsrow = dS + row * n;
	prow = P + row * n;
	if (ri.i >= L)
	{
		if (!ACCUMULATE)
			for (int j = lane; j < n; j += 32)
				dsrow[j] = 0.0f;
		return;
	}
	if (R > 0)
		for (int j = lane; j < L; j += 32)
			srel[j] = rel[ri.item * n + j];
	for (int cc = lane; cc < dh; cc += 32)
		sdz[cc] = dz[ri.item * d + (size_t) ri.h * dh + cc];
	__syncwarp();

	for (int j = lane; j < L; j += 32)
	{
		const float *vj = v + ((size_t) ri.b * n + j) * d + (size_t) ri.h * dh;
		float		acc = 0;

		for (int cc = 0; cc < dh; cc++)
			acc += sdz[cc] * vj[cc];
		if (R > 0)
			acc += dPB[(ri.item * H + ri.h) * R + srel[j]];
		sdp[j] = acc;
		dot += prow[j] * acc;
	}
	dot = dtc_warp_sum(dot);
	for (int j = lane; j < n; j += 32)
	{
		if (j < L)
		{
			float		g = prow[j] * (sdp[j] - dot);

			if (ACCUMULATE)
				dsrow[j] += g;
			else
				dsrow[j] = g;
		}
		else if (!ACCUMULATE)
			dsrow[j] = 0.0f;
	}
}

void
dtc_attn_softmax_backward(CudaCtx *c, float *dS, const float *P, const float *dz,
						  const float *v, const float *dPB, const int *rel, const int *len,
						  RatAttnShape sh, bool accumulate)
{
	size_t		per_warp = sizeof(float) * (2 * (size_t) sh.n + sh.dh);
	long long	rows = (long long) sh.B * sh.H * sh.n;
	int			warps = 0;
	unsigned int blocks = 0;

	if (c->failed || !launch_shape(c, rows, per_warp, "attention softmax backward", &warps, &blocks))
		return;
	if (accumulate)
		softmax_backward_kernel<true><<<blocks, 32 * warps, per_warp * warps, c->stream>>>(
			dS, P, dz, v, dPB, rel, len, sh, warps);
	else
		softmax_backward_kernel<false><<<blocks, 32 * warps, per_warp * warps, c->stream>>>(
			dS, P, dz, v, dPB, rel, len, sh, warps);
	DTC_LAUNCHED(c, "softmax_backward_kernel");
}

__global__ void
dq_rows_kernel(float *dq, float *dQR, const float *dSc, const float *dSrel, const float *k,
			   const float *rk, const int *rel, const int *len, RatAttnShape sh, float scale,
			   int warps)
{
	extern __shared__ float smem[];
	int			warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
	int			n = sh.n, H = sh.H, dh = sh.dh, R = sh.R, d = H * dh;
	int		   *srel = (int *) (smem + (size_t) warp * (n + R));
	float	   *sqr = smem + (size_t) warp * (n + R) + n;
	long long	row = (long long) blockIdx.x * warps + warp;
	RowIndex	ri;
	bool		valid;

	if (row >= (long long) sh.B * H * n)
		return;
	ri = row_index(row, sh);
	valid = ri.i < len[ri.b];
	if (R > 0)
	{
		int			L = len[ri.b];
		float	   *dqr = dQR + (ri.item * H + ri.h) * R;

		if (valid)
			for (int j = lane; j < L; j += 32)
				srel[j] = rel[ri.item * n + j];
		__syncwarp();
		for (int r = lane; r < R; r += 32)
		{
			float		acc = 0;

			if (valid)
				for (int j = 0; j < L; j++)
					if (srel[j] == r)
						acc += dSrel[row * n + j];
			sqr[r] = acc;
			dqr[r] = acc;
		}
		__syncwarp();
	}
	for (int cc = lane; cc < dh; cc += 32)
	{
		float		content = 0, relation = 0;
		float	   *out = dq + ri.item * d + (size_t) ri.h * dh + cc;
		float		g;

		for (int j = 0; j < n; j++)
			content += dSc[row * n + j] * k[((size_t) ri.b * n + j) * d + (size_t) ri.h * dh + cc];
		if (R > 0 && valid)
			for (int r = 0; r < R; r++)
				relation += sqr[r] * rk[(size_t) r * dh + cc];
		g = *out;
		g += scale * content;
		g += scale * relation;
		*out = g;
	}
}

void
dtc_attn_dq_rows(CudaCtx *c, float *dq, float *dQR, const float *dSc, const float *dSrel,
				 const float *k, const float *rk, const int *rel, const int *len,
				 RatAttnShape sh)
{
	size_t		per_warp = sizeof(float) * ((size_t) sh.n + sh.R);
	long long	rows = (long long) sh.B * sh.H * sh.n;
	int			warps = 0;
	unsigned int blocks = 0;

	if (c->failed || !launch_shape(c, rows, per_warp, "attention dq", &warps, &blocks))
		return;
	dq_rows_kernel<<<blocks, 32 * warps, per_warp * warps, c->stream>>>(
		dq, dQR, dSc, dSrel, k, rk, rel, len, sh, dtc_attn_scale(sh), warps);
	DTC_LAUNCHED(c, "dq_rows_kernel");
}

__global__ void
dkdv_columns_kernel(float *dk, float *dv, const float *dS, const float *P, const float *q,
					const float *dz, RatAttnShape sh, float scale)
{
	int			warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
	int			n = sh.n, H = sh.H, dh = sh.dh, d = H * dh;
	long long	col = (long long) blockIdx.x * ROW_MAX_WARPS + warp;
	RowIndex	cj;
	size_t		map;

	if (col >= (long long) sh.B * H * n)
		return;
	cj = row_index(col, sh);	/* (b, h, j) */
	map = ((size_t) cj.b * H + cj.h) * n * n;
	for (int cc = lane; cc < dh; cc += 32)
	{
		float		ak = 0, av = 0;

		for (int i = 0; i < n; i++)
		{
			size_t		at = map + (size_t) i * n + cj.i;
			size_t		xi = ((size_t) cj.b * n + i) * d + (size_t) cj.h * dh + cc;

			ak += dS[at] * q[xi];
			av += P[at] * dz[xi];
		}
		dk[cj.item * d + (size_t) cj.h * dh + cc] += scale * ak;
		dv[cj.item * d + (size_t) cj.h * dh + cc] += av;
	}
}

void
dtc_attn_dkdv_columns(CudaCtx *c, float *dk, float *dv, const float *dS, const float *P,
					  const float *q, const float *dz, RatAttnShape sh)
{
	long long	cols = (long long) sh.B * sh.H * sh.n;

	if (c->failed || cols <= 0)
		return;
	dkdv_columns_kernel<<<(unsigned int) ((cols + ROW_MAX_WARPS - 1) / ROW_MAX_WARPS),
		32 * ROW_MAX_WARPS, 0, c->stream>>>(dk, dv, dS, P, q, dz, sh, dtc_attn_scale(sh));
	DTC_LAUNCHED(c, "dkdv_columns_kernel");
}

void
dtc_attn_relation_value_grads(CudaCtx *c, float *dPB, float *drv, const float *dz,
							  const float *PB, const float *rv, RatAttnShape sh)
{
	int			rows = sh.B * sh.n * sh.H;

	if (sh.R == 0)
		return;
	dtc_gemm(c, false, true, rows, sh.R, sh.dh, 1.0f, dz, sh.dh, rv, sh.dh, 0.0f, dPB, sh.R);
	dtc_gemm(c, true, false, sh.R, sh.dh, rows, 1.0f, PB, sh.R, dz, sh.dh, 1.0f, drv, sh.dh);
}

void
dtc_attn_relation_key_grads(CudaCtx *c, float *drk, const float *dQR, const float *q,
							RatAttnShape sh)
{
	int			rows = sh.B * sh.n * sh.H;

	if (sh.R == 0)
		return;
	dtc_gemm(c, true, false, sh.R, sh.dh, rows, dtc_attn_scale(sh), dQR, sh.R, q, sh.dh, 1.0f,
			 drk, sh.dh);
}
