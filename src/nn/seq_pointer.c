/*
 * seq_pointer.c — scaled dot-product pointer over a masked memory (see seq_pointer.h).
 */
#include "nn/seq_pointer.h"

#include <string.h>

size_t
NN_FN(seq_pointer_keys_size) (int B, int M, int D)
{
	return (size_t) B * M * D;
}

void
NN_FN(seq_pointer_keys_forward) (nn_real *keys, const nn_real *mem, const SeqPointerParams *p,
								 int B, int M, int Dm, int D)
{
	nn_affine_forward(keys, mem, p->wk, p->bk, B * M, D, Dm);
}

void
NN_FN(seq_pointer_keys_backward) (nn_real *dmem, const SeqPointerGrads *g,
								  const nn_real *dkeys, const nn_real *mem,
								  const SeqPointerParams *p, int B, int M, int Dm, int D)
{
	nn_affine_backward(dmem, g->wk, g->bk, dkeys, mem, p->wk, B * M, D, Dm);
}

size_t
NN_FN(seq_pointer_cache_size) (int B, int Nq, int D)
{
	return (size_t) B * Nq * D;
}

size_t
NN_FN(seq_pointer_workspace_size) (int B, int Nq, int M, int D)
{
	return (size_t) B * Nq * D + (size_t) Nq * M;
}

void
NN_FN(seq_pointer_forward) (nn_real *logits, nn_real *cache, const nn_real *q,
							const nn_real *keys, const uint8_t *mask,
							const SeqPointerParams *p, int B, int Nq, int M, int Dq, int D)
{
	nn_real		scale = (nn_real) 1 / nn_sqrt((nn_real) D);
	nn_real    *Q = cache;

	if (B * Nq == 0 || M == 0)
		return;
	nn_affine_forward(Q, q, p->wq, p->bq, B * Nq, D, Dq);
	for (int b = 0; b < B; b++)
	{
		nn_real    *lb = logits + (size_t) b * Nq * M;
		const uint8_t *mb = mask ? mask + (size_t) b * M : NULL;

		NN_MATMUL(0, 1, Nq, M, D, scale, Q + (size_t) b * Nq * D, D,
				  keys + (size_t) b * M * D, D, 0, lb, M);
		if (mb)
			for (int i = 0; i < Nq; i++)
				for (int j = 0; j < M; j++)
					if (!mb[j])
						lb[(size_t) i * M + j] = -INFINITY;
	}
}

void
NN_FN(seq_pointer_backward) (nn_real *dq, nn_real *dkeys, const SeqPointerGrads *g,
							 nn_real *workspace, const nn_real *dlogits,
							 const nn_real *cache, const nn_real *q, const nn_real *keys,
							 const uint8_t *mask, const SeqPointerParams *p,
							 int B, int Nq, int M, int Dq, int D)
{
	nn_real		scale = (nn_real) 1 / nn_sqrt((nn_real) D);
	const nn_real *Q = cache;
	nn_real    *dQ = workspace;
	nn_real    *dS = workspace + (size_t) B * Nq * D;	/* (Nq, M), one sequence at a time */

	if (B * Nq == 0 || M == 0)
		return;
	for (int b = 0; b < B; b++)
	{
		const uint8_t *mb = mask ? mask + (size_t) b * M : NULL;

		/* scaled, with invalid items zeroed so they reach neither query nor key */
		for (int i = 0; i < Nq; i++)
			for (int j = 0; j < M; j++)
			{
				size_t		ij = (size_t) i * M + j;

				dS[ij] = (!mb || mb[j]) ? dlogits[(size_t) b * Nq * M + ij] * scale : 0;
			}
		NN_MATMUL(0, 0, Nq, D, M, 1, dS, M, keys + (size_t) b * M * D, D, 0,
				  dQ + (size_t) b * Nq * D, D);
		NN_MATMUL(1, 0, M, D, Nq, 1, dS, M, Q + (size_t) b * Nq * D, D, 1,
				  dkeys + (size_t) b * M * D, D);
	}
	nn_affine_backward(dq, g->wq, g->bq, dQ, q, p->wq, B * Nq, D, Dq);
}
