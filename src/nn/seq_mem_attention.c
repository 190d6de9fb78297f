/*
 * seq_mem_attention.c — masked multi-head attention over a memory (see seq_mem_attention.h).
 */
#include "nn/seq_mem_attention.h"

#include <string.h>

size_t
NN_FN(seq_mem_attention_memory_size) (int B, int M, int D)
{
	return 2 * (size_t) B * M * D;
}

void
NN_FN(seq_mem_attention_memory_forward) (nn_real *kv, const nn_real *mem,
										 const SeqMemAttentionParams *p,
										 int B, int M, int Dm, int D)
{
	nn_affine_forward(kv, mem, p->wk, p->bk, B * M, D, Dm);
	nn_affine_forward(kv + (size_t) B * M * D, mem, p->wv, p->bv, B * M, D, Dm);
}

void
NN_FN(seq_mem_attention_memory_backward) (nn_real *dmem, const SeqMemAttentionGrads *g,
										  const nn_real *dkv, const nn_real *mem,
										  const SeqMemAttentionParams *p,
										  int B, int M, int Dm, int D)
{
	nn_affine_backward(dmem, g->wk, g->bk, dkv, mem, p->wk, B * M, D, Dm);
	nn_affine_backward(dmem, g->wv, g->bv, dkv + (size_t) B * M * D, mem, p->wv, B * M, D, Dm);
}

size_t
NN_FN(seq_mem_attention_cache_size) (int B, int Nq, int M, int D, int nh)
{
	return 2 * (size_t) B * Nq * D + (size_t) B * nh * Nq * M;
}

size_t
NN_FN(seq_mem_attention_workspace_size) (int B, int Nq, int M, int D, int nh)
{
	return 2 * (size_t) B * Nq * D + (size_t) Nq * M;
}

/* softmax of each row of s (rows, M) over the slots where mask is 1 (mask NULL = all) */
static void
seq_mem_attention_masked_softmax(nn_real *s, const uint8_t *mask, int rows, int M)
{
	for (int r = 0; r < rows; r++)
	{
		nn_real    *row = s + (size_t) r * M;
		nn_real		mx = 0,
					sum = 0;
		int			any = 0;

		for (int j = 0; j < M; j++)
			if (!mask || mask[j])
			{
				mx = any ? (row[j] > mx ? row[j] : mx) : row[j];
				any = 1;
			}
		for (int j = 0; j < M; j++)
		{
			row[j] = (!mask || mask[j]) ? nn_exp(row[j] - mx) : 0;
			sum += row[j];
		}
		if (any)
			for (int j = 0; j < M; j++)
				row[j] /= sum;
	}
}

void
NN_FN(seq_mem_attention_forward) (nn_real *out, nn_real *cache, const nn_real *q,
								  const nn_real *kv, const uint8_t *mem_mask,
								  const SeqMemAttentionParams *p,
								  int B, int Nq, int M, int Dq, int D, int nh)
{
	int			dh = D / nh;
	nn_real		scale = (nn_real) 1 / nn_sqrt((nn_real) dh);
	nn_real    *Q = cache;
	nn_real    *ctx = cache + (size_t) B * Nq * D;
	nn_real    *P = ctx + (size_t) B * Nq * D;	/* (B, nh, Nq, M) */
	const nn_real *K = kv,
			   *V = kv + (size_t) B * M * D;

	if (B * Nq == 0)
		return;
	nn_affine_forward(Q, q, p->wq, p->bq, B * Nq, D, Dq);
	for (int b = 0; b < B; b++)
		for (int h = 0; h < nh; h++)
		{
			const nn_real *Qh = Q + (size_t) b * Nq * D + h * dh;
			const nn_real *Kh = K + (size_t) b * M * D + h * dh;
			const nn_real *Vh = V + (size_t) b * M * D + h * dh;
			nn_real    *Pbh = P + ((size_t) b * nh + h) * Nq * M;
			nn_real    *ctxh = ctx + (size_t) b * Nq * D + h * dh;

			if (M > 0)
				NN_MATMUL(0, 1, Nq, M, dh, scale, Qh, D, Kh, D, 0, Pbh, M);
			seq_mem_attention_masked_softmax(Pbh, mem_mask ? mem_mask + (size_t) b * M : NULL, Nq, M);

			if (M > 0)
				NN_MATMUL(0, 0, Nq, dh, M, 1, Pbh, M, Vh, D, 0, ctxh, D);
			else
				for (int r = 0; r < Nq; r++)
					memset(ctxh + (size_t) r * D, 0, sizeof(nn_real) * dh);
		}
	nn_affine_forward(out, ctx, p->wo, p->bo, B * Nq, D, D);
}

void
NN_FN(seq_mem_attention_backward) (nn_real *dq, nn_real *dkv, const SeqMemAttentionGrads *g,
								   nn_real *workspace, const nn_real *dout,
								   const nn_real *cache, const nn_real *q,
								   const nn_real *kv, const uint8_t *mem_mask,
								   const SeqMemAttentionParams *p,
								   int B, int Nq, int M, int Dq, int D, int nh)
{
	int			dh = D / nh;
	nn_real		scale = (nn_real) 1 / nn_sqrt((nn_real) dh);
	const nn_real *Q = cache;
	const nn_real *ctx = cache + (size_t) B * Nq * D;
	const nn_real *P = ctx + (size_t) B * Nq * D;
	const nn_real *K = kv,
			   *V = kv + (size_t) B * M * D;
	nn_real    *dK = dkv,
			   *dV = dkv + (size_t) B * M * D;
	nn_real    *dctx = workspace;
	nn_real    *dQ = workspace + (size_t) B * Nq * D;
	nn_real    *dS = dQ + (size_t) B * Nq * D;	/* (Nq, M), one (b, h) at a time */

	if (B * Nq == 0)
		return;
	memset(dctx, 0, sizeof(nn_real) * (size_t) B * Nq * D);
	nn_affine_backward(dctx, g->wo, g->bo, dout, ctx, p->wo, B * Nq, D, D);
	memset(dQ, 0, sizeof(nn_real) * (size_t) B * Nq * D);
	for (int b = 0; b < B && M > 0; b++)
		for (int h = 0; h < nh; h++)
		{
			size_t		qoff = (size_t) b * Nq * D + h * dh;
			size_t		moff = (size_t) b * M * D + h * dh;
			const nn_real *Pbh = P + ((size_t) b * nh + h) * Nq * M;

			/* dP = dctx_h V_h^T, then the softmax Jacobian row by row */
			NN_MATMUL(0, 1, Nq, M, dh, 1, dctx + qoff, D, V + moff, D, 0, dS, M);
			NN_MATMUL(1, 0, M, dh, Nq, 1, Pbh, M, dctx + qoff, D, 1, dV + moff, D);
			for (int r = 0; r < Nq; r++)
			{
				nn_real    *ds = dS + (size_t) r * M;
				const nn_real *pr = Pbh + (size_t) r * M;
				nn_real		dot = 0;

				for (int j = 0; j < M; j++)
					dot += pr[j] * ds[j];
				for (int j = 0; j < M; j++)
					ds[j] = pr[j] * (ds[j] - dot) * scale;	/* zero where masked: pr is 0 */
			}
			NN_MATMUL(0, 0, Nq, dh, M, 1, dS, M, K + moff, D, 0, dQ + qoff, D);
			NN_MATMUL(1, 0, M, dh, Nq, 1, dS, M, Q + qoff, D, 1, dK + moff, D);
		}
	(void) mem_mask;			/* the cached weights already carry the mask */
	nn_affine_backward(dq, g->wq, g->bq, dQ, q, p->wq, B * Nq, D, Dq);
}
