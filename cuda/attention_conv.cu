/*
 * attention_conv.cu — attention convolution (TACO §3.3–3.4) over relation-aware attention
 * maps on the GPU (CPU reference: src/nn/attention_conv.c; see attention_conv.h).
 *
 * The maps are stacked as channels [Sc | Sr | Aprev] and fused per position by a 1x1
 * convolution to H maps, then PReLU.  On the CPU that is one [H x Cin] x [Cin x n*n] gemm
 * per example; with H and Cin a handful, a thread per output position that reads its Cin
 * inputs is simpler and avoids B tiny gemms.  The parameter gradients (dW, dbias, dslope)
 * are reductions over every (example, position): one block per output, fixed order.
 */
#include "attention_rows.cuh"
#include "cuda_ops.h"

/* Sc [B,H,n,n] = q k^T / sqrt(dh) everywhere; Sr = QR[rel] for i, j < len, else 0. */
__global__ void
conv_scores_kernel(float *Sc, float *Sr, const float *q, const float *k, const float *QR,
				   const int *rel, const int *len, RatAttnShape sh, float scale)
{
	extern __shared__ float smem[];
	int			warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
	int			n = sh.n, H = sh.H, dh = sh.dh, R = sh.R, d = H * dh;
	float	   *sq = smem + (size_t) warp * dh;
	long long	row = (long long) blockIdx.x * 4 + warp;
	int			i, h, b, L;
	size_t		item;

	if (row >= (long long) sh.B * H * n)
		return;
	i = (int) (row % n);
	h = (int) ((row / n) % H);
	b = (int) (row / ((long long) n * H));
	item = (size_t) b * n + i;
	L = len[b];
	for (int cc = lane; cc < dh; cc += 32)
		sq[cc] = q[item * d + (size_t) h * dh + cc];
	__syncwarp();
	for (int j = lane; j < n; j += 32)
	{
		const float *kj = k + ((size_t) b * n + j) * d + (size_t) h * dh;
		float		acc = 0;

		for (int cc = 0; cc < dh; cc++)
			acc += sq[cc] * kj[cc];
		Sc[row * n + j] = scale * acc;
		Sr[row * n + j] = (R > 0 && i < L && j < L)
			? QR[(item * H + h) * R + rel[item * n + j]] : 0.0f;
	}
}

/* U = bias + W [Sc; Sr; Aprev] per position, A = PReLU(U): one thread per (b, h, e). */
__global__ void
conv_fuse_forward_kernel(float *U, float *A, const float *Sc, const float *Sr,
						 const float *Aprev, const float *W, const float *bias,
						 const float *slope, int B, int H, size_t nn)
{
	int			cin = Aprev != NULL ? 3 * H : 2 * H;

	DTC_GRID_STRIDE(idx, (size_t) B * H * nn)
	{
		size_t		e = idx % nn;
		int			h = (int) ((idx / nn) % H);
		size_t		b = idx / (nn * H);
		const float *w = W + (size_t) h * cin;
		size_t		at0 = b * H * nn + e;	/* channel 0 of this position */
		float		u = bias[h], s;

		/* one partial sum per source block, added in the reference's order */
		s = 0;
		for (int ch = 0; ch < H; ch++)
			s += w[ch] * Sc[at0 + ch * nn];
		u += s;
		s = 0;
		for (int ch = 0; ch < H; ch++)
			s += w[H + ch] * Sr[at0 + ch * nn];
		u += s;
		if (Aprev != NULL)
		{
			s = 0;
			for (int ch = 0; ch < H; ch++)
				s += w[2 * H + ch] * Aprev[at0 + ch * nn];
			u += s;
		}
		U[idx] = u;
		A[idx] = u > 0.0f ? u : slope[h] * u;
	}
}

/* Gradient of U from that of A (PReLU). */
__device__ __forceinline__ float
prelu_grad(float g, float u, float a)
{
	return u > 0.0f ? g : a * g;
}

/*
 * One block per (h, o) with o < cin: dW[h,o] += sum dU_h X_o; o == cin: dbias[h] += sum dU_h;
 * o == cin + 1: dslope[h] += sum_{u <= 0} dA_h u.
 */
__global__ void
conv_param_grads_kernel(float *dW, float *dbias, float *dslope, const float *dA,
						const float *U, const float *Sc, const float *Sr, const float *Aprev,
						const float *slope, int B, int H, size_t nn)
{
	int			cin = Aprev != NULL ? 3 * H : 2 * H;
	int			h = blockIdx.x / (cin + 2), o = blockIdx.x % (cin + 2);
	const float *X = NULL;
	float		a = slope[h];
	double		s = 0;

	if (o < cin)
		X = (o < H ? Sc : o < 2 * H ? Sr : Aprev) + (size_t) (o % H) * nn;
	for (size_t t = threadIdx.x; t < (size_t) B * nn; t += DTC_RED_THREADS)
	{
		size_t		b = t / nn, e = t % nn;
		size_t		at = (b * H + h) * nn + e;
		float		g = dA[at], u = U[at];

		if (o < cin)
			s += prelu_grad(g, u, a) * X[b * H * nn + e];
		else if (o == cin)
			s += prelu_grad(g, u, a);
		else if (!(u > 0.0f))
			s += g * u;
	}
	s = dtc_block_sum_d(s);
	if (threadIdx.x == 0)
	{
		if (o < cin)
			dW[(size_t) h * cin + o] += (float) s;
		else if (o == cin)
			dbias[h] += (float) s;
		else
			dslope[h] += (float) s;
	}
}

/* dSc, dSr (overwritten) and dAprev (+=) at channel ch = W[:, block ch]^T dU: per (b, ch, e). */
__global__ void
conv_input_grads_kernel(float *dSc, float *dSr, float *dAprev, const float *dA,
						const float *U, const float *W, const float *slope, bool has_prev,
						int B, int H, size_t nn)
{
	int			cin = has_prev ? 3 * H : 2 * H;

	DTC_GRID_STRIDE(idx, (size_t) B * H * nn)
	{
		size_t		e = idx % nn;
		int			ch = (int) ((idx / nn) % H);
		size_t		b = idx / (nn * H);
		float		sc = 0, sr = 0, sp = 0;

		for (int h = 0; h < H; h++)
		{
			size_t		at = (b * H + h) * nn + e;
			float		du = prelu_grad(dA[at], U[at], slope[h]);
			const float *w = W + (size_t) h * cin;

			sc += w[ch] * du;
			sr += w[H + ch] * du;
			if (has_prev)
				sp += w[2 * H + ch] * du;
		}
		dSc[idx] = sc;
		dSr[idx] = sr;
		if (has_prev && dAprev != NULL)
			dAprev[idx] += sp;
	}
}

/* dA becomes dU in place, as the reference leaves it. */
__global__ void
conv_prelu_backward_kernel(float *dA, const float *U, const float *slope, int H, size_t nn,
						   size_t total)
{
	DTC_GRID_STRIDE(idx, total)
		dA[idx] = prelu_grad(dA[idx], U[idx], slope[(idx / nn) % H]);
}

void
cuda_rat_conv_attention_forward(DtBackend *be, float *z, float *Sc, float *Sr, float *U,
								float *A, float *P, float *PB, float *QR, const float *q,
								const float *k, const float *v, const float *rk,
								const float *rv, const float *Aprev, const float *W,
								const float *bias, const float *slope, const int *rel,
								const int *len, RatAttnShape sh)
{
	long long	rows = (long long) sh.B * sh.H * sh.n;
	size_t		nn = (size_t) sh.n * sh.n;

	DTC_OP_BEGIN(be, c);
	if (rows <= 0)
		return;
	if (sizeof(float) * (size_t) sh.dh * 4 > 48 * 1024)
	{
		dtc_fail(c, DT_CUDA_FAILED, __FILE__, __LINE__, "attention convolution",
				 "head width too large for the score kernel");
		return;
	}
	dtc_attn_relation_logits(c, QR, q, rk, sh);
	conv_scores_kernel<<<(unsigned int) ((rows + 3) / 4), 128, sizeof(float) * sh.dh * 4,
		c->stream>>>(Sc, Sr, q, k, QR, rel, len, sh, dtc_attn_scale(sh));
	DTC_LAUNCHED(c, "conv_scores_kernel");
	DTC_LAUNCH_EW(c, conv_fuse_forward_kernel, (size_t) sh.B * sh.H * nn, U, A, Sc, Sr, Aprev, W,
				  bias, slope, sh.B, sh.H, nn);
	dtc_attn_softmax_apply(c, z, P, PB, q, k, v, QR, A, rv, rel, len, sh);
}

void
cuda_rat_conv_attention_backward(DtBackend *be, float *dq, float *dk, float *dv, float *drk,
								 float *drv, float *dW, float *dbias, float *dslope,
								 float *dAprev, float *dA, float *dP, float *dSr, float *dQR,
								 const float *dz, const float *Sc, const float *Sr,
								 const float *U, const float *P, const float *PB,
								 const float *q, const float *k, const float *v,
								 const float *rk, const float *rv, const float *Aprev,
								 const float *W, const float *slope, const int *rel,
								 const int *len, RatAttnShape sh)
{
	size_t		nn = (size_t) sh.n * sh.n;
	size_t		maps = (size_t) sh.B * sh.H * nn;
	int			cin = Aprev != NULL ? 3 * sh.H : 2 * sh.H;

	DTC_OP_BEGIN(be, c);
	if (maps == 0)
		return;
	dtc_attn_relation_value_grads(c, dQR, drv, dz, PB, rv, sh);
	/* dA += softmax backward (dA arrives holding what later layers sent) */
	dtc_attn_softmax_backward(c, dA, P, dz, v, dQR, rel, len, sh, true);
	/* the convolution: parameter gradients and input maps read dA before it becomes dU */
	conv_param_grads_kernel<<<sh.H * (cin + 2), DTC_RED_THREADS, 0, c->stream>>>(
		dW, dbias, dslope, dA, U, Sc, Sr, Aprev, slope, sh.B, sh.H, nn);
	DTC_LAUNCHED(c, "conv_param_grads_kernel");
	/* dP is free again: it receives the content-map gradient dSc */
	DTC_LAUNCH_EW(c, conv_input_grads_kernel, maps, dP, dSr, dAprev, dA, U, W, slope,
				  Aprev != NULL, sh.B, sh.H, nn);
	DTC_LAUNCH_EW(c, conv_prelu_backward_kernel, maps, dA, U, slope, sh.H, nn, maps);
	dtc_attn_dq_rows(c, dq, dQR, dP, dSr, k, rk, rel, len, sh);
	dtc_attn_dkdv_columns(c, dk, dv, dP, P, q, dz, sh);
	dtc_attn_relation_key_grads(c, drk, dQR, q, sh);
}
