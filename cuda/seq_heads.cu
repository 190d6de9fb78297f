/*
 * seq_heads.cu — the decoder's memory attention, pointers, rule MLP and smoothed
 * cross-entropy on the GPU.  CPU references and shapes: src/nn/seq_mem_attention.[ch],
 * seq_pointer.[ch], seq_mlp_head.[ch], seq_smoothed_xent.[ch]; the cache and workspace
 * layouts are the references' (Q | context | weights for the attention, Q for the pointer).
 *
 * Projections are the backend's linear ops (cuBLAS); per (sequence, head) score and context
 * products are gemms; the masked softmax, its Jacobian and the loss run one warp per row
 * (fixed-order warp reductions: deterministic, equal to the reference up to rounding).
 */
#include <math.h>

#include "cuda_ops.h"

extern "C"
{
#include "nn/seq_mem_attention.h"
#include "nn/seq_mlp_head.h"
#include "nn/seq_pointer.h"
}

#define ROW_WARP 32

/* ---------------------------------------------------------------- memory attention */

/* softmax of each row of s (rows, M) over the slots where mask[b] is 1 (rows_per_b rows share
 * one mask row); a row with no valid slot becomes all zeros */
__global__ void
masked_softmax_rows_kernel(float *s, const uint8_t *mask, int rows, int rows_per_b, int M)
{
	int			r = blockIdx.x;
	int			lane = threadIdx.x;
	float	   *row = s + (size_t) r * M;
	const uint8_t *mr = mask != NULL ? mask + (size_t) (r / rows_per_b) * M : NULL;
	float		mx = -INFINITY,
				sum = 0;

	if (r >= rows)
		return;
	for (int j = lane; j < M; j += ROW_WARP)
		if (mr == NULL || mr[j])
			mx = fmaxf(mx, row[j]);
	mx = dtc_warp_max(mx);
	for (int j = lane; j < M; j += ROW_WARP)
	{
		float		e = (mr == NULL || mr[j]) ? expf(row[j] - mx) : 0.0f;

		row[j] = e;
		sum += e;
	}
	sum = dtc_warp_sum(sum);
	if (sum > 0)
		for (int j = lane; j < M; j += ROW_WARP)
			row[j] /= sum;
}

/* ds = p (ds - <p, ds>) scale, row by row (the softmax's Jacobian) */
__global__ void
softmax_backward_rows_kernel(float *ds, const float *p, int rows, int M, float scale)
{
	int			r = blockIdx.x;
	int			lane = threadIdx.x;
	float	   *dr = ds + (size_t) r * M;
	const float *pr = p + (size_t) r * M;
	float		dot = 0;

	if (r >= rows)
		return;
	for (int j = lane; j < M; j += ROW_WARP)
		dot += pr[j] * dr[j];
	dot = dtc_warp_sum(dot);
	for (int j = lane; j < M; j += ROW_WARP)
		dr[j] = pr[j] * (dr[j] - dot) * scale;
}

void
cuda_mem_attention_memory_forward(DtBackend *be, float *kv, const float *mem,
								  const struct SeqMemAttentionParams *p, int B, int M, int Dm,
								  int D)
{
	cuda_linear_forward(be, kv, mem, p->wk, p->bk, B * M, Dm, D);
	cuda_linear_forward(be, kv + (size_t) B * M * D, mem, p->wv, p->bv, B * M, Dm, D);
}

void
cuda_mem_attention_memory_backward(DtBackend *be, float *dmem,
								   const struct SeqMemAttentionGrads *g, const float *dkv,
								   const float *mem, const struct SeqMemAttentionParams *p,
								   int B, int M, int Dm, int D)
{
	cuda_linear_backward(be, dmem, g->wk, g->bk, dkv, mem, p->wk, B * M, Dm, D);
	cuda_linear_backward(be, dmem, g->wv, g->bv, dkv + (size_t) B * M * D, mem, p->wv, B * M,
						 Dm, D);
}

void
cuda_mem_attention_forward(DtBackend *be, float *out, float *cache, const float *q,
						   const float *kv, const uint8_t *mem_mask,
						   const struct SeqMemAttentionParams *p, int B, int Nq, int M, int Dq,
						   int D, int nh)
{
	int			dh = D / nh;
	float		scale = 1.0f / sqrtf((float) dh);
	float	   *Q = cache;
	float	   *ctx = cache + (size_t) B * Nq * D;
	float	   *P = ctx + (size_t) B * Nq * D;
	const float *K = kv,
			   *V = kv + (size_t) B * M * D;

	DTC_OP_BEGIN(be, c);
	if (B * Nq == 0)
		return;
	cuda_linear_forward(be, Q, q, p->wq, p->bq, B * Nq, Dq, D);
	if (M > 0)
	{
		for (int b = 0; b < B; b++)
			for (int h = 0; h < nh; h++)
				dtc_gemm(c, false, true, Nq, M, dh, scale, Q + (size_t) b * Nq * D + h * dh, D,
						 K + (size_t) b * M * D + h * dh, D, 0.0f,
						 P + ((size_t) b * nh + h) * Nq * M, M);
		masked_softmax_rows_kernel<<<B * nh * Nq, ROW_WARP, 0, c->stream>>>(P, mem_mask,
																		  B * nh * Nq,
																		  nh * Nq, M);
		DTC_LAUNCHED(c, "masked_softmax_rows_kernel");
		for (int b = 0; b < B; b++)
			for (int h = 0; h < nh; h++)
				dtc_gemm(c, false, false, Nq, dh, M, 1.0f, P + ((size_t) b * nh + h) * Nq * M, M,
						 V + (size_t) b * M * D + h * dh, D, 0.0f,
						 ctx + (size_t) b * Nq * D + h * dh, D);
	}
	else
		DTC_CUDA(c, cudaMemsetAsync(ctx, 0, sizeof(float) * B * Nq * D, c->stream));
	cuda_linear_forward(be, out, ctx, p->wo, p->bo, B * Nq, D, D);
}

void
cuda_mem_attention_backward(DtBackend *be, float *dq, float *dkv,
							const struct SeqMemAttentionGrads *g, float *workspace,
							const float *dout, const float *cache, const float *q,
							const float *kv, const uint8_t *mem_mask,
							const struct SeqMemAttentionParams *p, int B, int Nq, int M, int Dq,
							int D, int nh)
{
	int			dh = D / nh;
	float		scale = 1.0f / sqrtf((float) dh);
	const float *Q = cache;
	const float *ctx = cache + (size_t) B * Nq * D;
	const float *P = ctx + (size_t) B * Nq * D;
	const float *K = kv,
			   *V = kv + (size_t) B * M * D;
	float	   *dK = dkv,
			   *dV = dkv + (size_t) B * M * D;
	float	   *dctx = workspace;
	float	   *dQ = workspace + (size_t) B * Nq * D;
	float	   *dS = dQ + (size_t) B * Nq * D;

	DTC_OP_BEGIN(be, c);
	if (B * Nq == 0)
		return;
	DTC_CUDA(c, cudaMemsetAsync(dctx, 0, sizeof(float) * B * Nq * D, c->stream));
	cuda_linear_backward(be, dctx, g->wo, g->bo, dout, ctx, p->wo, B * Nq, D, D);
	DTC_CUDA(c, cudaMemsetAsync(dQ, 0, sizeof(float) * B * Nq * D, c->stream));
	for (int b = 0; b < B && M > 0; b++)
		for (int h = 0; h < nh; h++)
		{
			size_t		qoff = (size_t) b * Nq * D + h * dh;
			size_t		moff = (size_t) b * M * D + h * dh;
			const float *Pbh = P + ((size_t) b * nh + h) * Nq * M;

			dtc_gemm(c, false, true, Nq, M, dh, 1.0f, dctx + qoff, D, V + moff, D, 0.0f, dS, M);
			dtc_gemm(c, true, false, M, dh, Nq, 1.0f, Pbh, M, dctx + qoff, D, 1.0f, dV + moff, D);
			softmax_backward_rows_kernel<<<Nq, ROW_WARP, 0, c->stream>>>(dS, Pbh, Nq, M, scale);
			DTC_LAUNCHED(c, "softmax_backward_rows_kernel");
			dtc_gemm(c, false, false, Nq, dh, M, 1.0f, dS, M, K + moff, D, 0.0f, dQ + qoff, D);
			dtc_gemm(c, true, false, M, dh, Nq, 1.0f, dS, M, Q + qoff, D, 1.0f, dK + moff, D);
		}
	cuda_linear_backward(be, dq, g->wq, g->bq, dQ, q, p->wq, B * Nq, Dq, D);
}

/* ---------------------------------------------------------------- pointer */

/* logits (Nq, M) of one sequence: -INFINITY where the item is masked */
__global__ void
pointer_mask_kernel(float *logits, const uint8_t *mask, int M, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		if (!mask[idx % M])
			logits[idx] = -INFINITY;
	}
}

/* dS (Nq, M) = dlogits * scale at valid items, 0 elsewhere */
__global__ void
pointer_dscores_kernel(float *dS, const float *dlogits, const uint8_t *mask, int M, float scale,
					   size_t total)
{
	DTC_GRID_STRIDE(idx, total)
		dS[idx] = (mask == NULL || mask[idx % M]) ? dlogits[idx] * scale : 0.0f;
}

void
cuda_pointer_keys_forward(DtBackend *be, float *keys, const float *mem,
						  const struct SeqPointerParams *p, int B, int M, int Dm, int D)
{
	cuda_linear_forward(be, keys, mem, p->wk, p->bk, B * M, Dm, D);
}

void
cuda_pointer_keys_backward(DtBackend *be, float *dmem, const struct SeqPointerGrads *g,
						   const float *dkeys, const float *mem,
						   const struct SeqPointerParams *p, int B, int M, int Dm, int D)
{
	cuda_linear_backward(be, dmem, g->wk, g->bk, dkeys, mem, p->wk, B * M, Dm, D);
}

void
cuda_pointer_forward(DtBackend *be, float *logits, float *cache, const float *q,
					 const float *keys, const uint8_t *mask, const struct SeqPointerParams *p,
					 int B, int Nq, int M, int Dq, int D)
{
	float		scale = 1.0f / sqrtf((float) D);
	float	   *Q = cache;

	DTC_OP_BEGIN(be, c);
	if (B * Nq == 0 || M == 0)
		return;
	cuda_linear_forward(be, Q, q, p->wq, p->bq, B * Nq, Dq, D);
	for (int b = 0; b < B; b++)
	{
		float	   *lb = logits + (size_t) b * Nq * M;

		dtc_gemm(c, false, true, Nq, M, D, scale, Q + (size_t) b * Nq * D, D,
				 keys + (size_t) b * M * D, D, 0.0f, lb, M);
		if (mask != NULL)
			DTC_LAUNCH_EW(c, pointer_mask_kernel, (size_t) Nq * M, lb, mask + (size_t) b * M, M,
						  (size_t) Nq * M);
	}
}

void
cuda_pointer_backward(DtBackend *be, float *dq, float *dkeys, const struct SeqPointerGrads *g,
					  float *workspace, const float *dlogits, const float *cache,
					  const float *q, const float *keys, const uint8_t *mask,
					  const struct SeqPointerParams *p, int B, int Nq, int M, int Dq, int D)
{
	float		scale = 1.0f / sqrtf((float) D);
	const float *Q = cache;
	float	   *dQ = workspace;
	float	   *dS = workspace + (size_t) B * Nq * D;

	DTC_OP_BEGIN(be, c);
	if (B * Nq == 0 || M == 0)
		return;
	for (int b = 0; b < B; b++)
	{
		DTC_LAUNCH_EW(c, pointer_dscores_kernel, (size_t) Nq * M, dS,
					  dlogits + (size_t) b * Nq * M, mask ? mask + (size_t) b * M : NULL, M,
					  scale, (size_t) Nq * M);
		dtc_gemm(c, false, false, Nq, D, M, 1.0f, dS, M, keys + (size_t) b * M * D, D, 0.0f,
				 dQ + (size_t) b * Nq * D, D);
		dtc_gemm(c, true, false, M, D, Nq, 1.0f, dS, M, Q + (size_t) b * Nq * D, D, 1.0f,
				 dkeys + (size_t) b * M * D, D);
	}
	cuda_linear_backward(be, dq, g->wq, g->bq, dQ, q, p->wq, B * Nq, Dq, D);
}

/* ---------------------------------------------------------------- MLP head */

__global__ void
mlp_activate_kernel(float *h, int relu, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
		h[idx] = relu ? fmaxf(h[idx], 0.0f) : tanhf(h[idx]);
}

/* dh *= act'(a), from the activated value a: tanh' = 1 - a^2, relu' = [a > 0] */
__global__ void
mlp_activate_backward_kernel(float *dh, const float *a, int relu, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
		dh[idx] *= relu ? (float) (a[idx] > 0.0f) : 1.0f - a[idx] * a[idx];
}

void
cuda_mlp_head_forward(DtBackend *be, float *out, float *cache, const float *inp,
					  const struct SeqMlpHeadParams *p, int act, int N, int Din, int Hd, int Dout)
{
	DTC_OP_BEGIN(be, c);
	if (N == 0)
		return;
	cuda_linear_forward(be, cache, inp, p->w1, p->b1, N, Din, Hd);
	DTC_LAUNCH_EW(c, mlp_activate_kernel, (size_t) N * Hd, cache, act == SEQ_MLP_RELU,
				  (size_t) N * Hd);
	cuda_linear_forward(be, out, cache, p->w2, p->b2, N, Hd, Dout);
}

void
cuda_mlp_head_backward(DtBackend *be, float *dinp, const struct SeqMlpHeadGrads *g,
					   float *workspace, const float *dout, const float *cache, const float *inp,
					   const struct SeqMlpHeadParams *p, int act, int N, int Din, int Hd,
					   int Dout)
{
	float	   *dh = workspace;

	DTC_OP_BEGIN(be, c);
	if (N == 0)
		return;
	DTC_CUDA(c, cudaMemsetAsync(dh, 0, sizeof(float) * N * Hd, c->stream));
	cuda_linear_backward(be, dh, g->w2, g->b2, dout, cache, p->w2, N, Hd, Dout);
	DTC_LAUNCH_EW(c, mlp_activate_backward_kernel, (size_t) N * Hd, dh, cache,
				  act == SEQ_MLP_RELU, (size_t) N * Hd);
	cuda_linear_backward(be, dinp, g->w1, g->b1, dh, inp, p->w1, N, Din, Hd);
}

/* ---------------------------------------------------------------- smoothed cross-entropy */

/* valid candidates of row mr and whether target is one of them (warp-wide) */
__device__ __forceinline__ int
xent_valid_count(const uint8_t *mr, int C, int target, bool *target_ok)
{
	float		k = 0;

	for (int j = threadIdx.x; j < C; j += ROW_WARP)
		k += (mr == NULL || mr[j]) ? 1.0f : 0.0f;
	k = dtc_warp_sum(k);
	*target_ok = target >= 0 && target < C && (mr == NULL || mr[target]) && k > 0;
	return (int) k;
}

/* one warp per row; a scored row whose target is invalid sets *bad (the op's return) */
__global__ void
xent_forward_kernel(float *losses, float *probs, const float *logits, const uint8_t *mask,
					const int *targets, int N, int C, float eps, double *bad)
{
	int			n = blockIdx.x;
	int			lane = threadIdx.x;
	const float *lr = logits + (size_t) n * C;
	const uint8_t *mr = mask != NULL ? mask + (size_t) n * C : NULL;
	float	   *pr = probs + (size_t) n * C;
	int			target = targets[n];
	bool		target_ok;
	int			K;
	float		mx = -INFINITY,
				sum = 0,
				mean_logit = 0,
				log_z;

	if (n >= N)
		return;
	K = xent_valid_count(mr, C, target, &target_ok);
	for (int j = lane; j < C; j += ROW_WARP)
		pr[j] = 0.0f;
	if (target < 0 || !target_ok)
	{
		if (lane == 0)
		{
			losses[n] = 0.0f;
			if (target >= 0)
				*bad = 1.0;
		}
		return;
	}
	for (int j = lane; j < C; j += ROW_WARP)
		if (mr == NULL || mr[j])
			mx = fmaxf(mx, lr[j]);
	mx = dtc_warp_max(mx);
	for (int j = lane; j < C; j += ROW_WARP)
		if (mr == NULL || mr[j])
		{
			float		e = expf(lr[j] - mx);

			pr[j] = e;
			sum += e;
			mean_logit += lr[j] - mx;
		}
	sum = dtc_warp_sum(sum);
	mean_logit = dtc_warp_sum(mean_logit) / (float) K;
	for (int j = lane; j < C; j += ROW_WARP)
		pr[j] /= sum;
	log_z = logf(sum);
	if (lane == 0)
		losses[n] = -((1.0f - eps) * (lr[target] - mx - log_z) + eps * (mean_logit - log_z));
}

__global__ void
xent_backward_kernel(float *dlogits, const float *dlosses, const float *probs,
					 const uint8_t *mask, const int *targets, int N, int C, float eps)
{
	int			n = blockIdx.x;
	const uint8_t *mr = mask != NULL ? mask + (size_t) n * C : NULL;
	const float *pr = probs + (size_t) n * C;
	float	   *dr = dlogits + (size_t) n * C;
	int			target = targets[n];
	bool		target_ok;
	int			K;
	float		smooth;

	if (n >= N)
		return;
	K = xent_valid_count(mr, C, target, &target_ok);
	if (!target_ok)
		return;
	smooth = eps / (float) K;
	for (int j = threadIdx.x; j < C; j += ROW_WARP)
		if (mr == NULL || mr[j])
			dr[j] += dlosses[n] * (pr[j] - (smooth + (j == target ? 1.0f - eps : 0.0f)));
}

bool
cuda_smoothed_xent_forward(DtBackend *be, float *losses, float *probs, const float *logits,
						   const uint8_t *mask, const int *targets, int N, int C, float eps)
{
	CudaCtx    *c = dtc_ctx(be);
	double		bad = 0;

	if (c->failed)
		return false;
	if (N == 0)
		return true;
	/* the reduction buffer's total slot carries the flag back (ops are ordered on the one
	 * stream, so no other op is using it) */
	if (!DTC_CUDA(c, cudaMemsetAsync(c->red + DTC_RED_BLOCKS, 0, sizeof(double), c->stream)))
		return false;
	xent_forward_kernel<<<N, ROW_WARP, 0, c->stream>>>(losses, probs, logits, mask, targets, N,
													  C, eps, c->red + DTC_RED_BLOCKS);
	DTC_LAUNCHED(c, "xent_forward_kernel");
	if (!dtc_read_total(c, &bad))
		return false;
	return bad == 0;
}

void
cuda_smoothed_xent_backward(DtBackend *be, float *dlogits, const float *dlosses,
							const float *probs, const uint8_t *mask, const int *targets, int N,
							int C, float eps)
{
	DTC_OP_BEGIN(be, c);
	if (N == 0)
		return;
	xent_backward_kernel<<<N, ROW_WARP, 0, c->stream>>>(dlogits, dlosses, probs, mask, targets,
													   N, C, eps);
	DTC_LAUNCHED(c, "xent_backward_kernel");
}
