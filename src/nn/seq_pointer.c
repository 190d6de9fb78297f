/*
 * seq_pointer.c — scaled dot-product pointer over a masked memory (see seq_pointer.h).
 */
#include "nn/seq_pointer.h"

#include <string.h>

size_t
SEQ_FN(seq_pointer_keys_size) (int B, int M, int D)
{
	return (size_t) B * M * D;
}

void
SEQ_FN(seq_pointer_keys_forward) (seq_real *keys, const seq_real *mem, const SeqPointerParams *p,
								  int B, int M, int Dm, int D)
{
	seq_affine_forward(keys, mem, p->wk, p->bk, B * M, D, Dm);
}

void
SEQ_FN(seq_pointer_keys_backward) (seq_real *dmem, const SeqPointerGrads *g,
								   const seq_real *dkeys, const seq_real *mem,
								   const SeqPointerParams *p, int B, int M, int Dm, int D)
{
	seq_affine_backward(dmem, g->wk, g->bk, dkeys, mem, p->wk, B * M, D, Dm);
}

size_t
SEQ_FN(seq_pointer_cache_size) (int B, int Nq, int D)
{
	return (size_t) B * Nq * D;
}

size_t
SEQ_FN(seq_pointer_workspace_size) (int B, int Nq, int M, int D)
{
	return (size_t) B * Nq * D + (size_t) Nq * M;
}

void
SEQ_FN(seq_pointer_forward) (seq_real *logits, seq_real *cache, const seq_real *q,
							 const seq_real *keys, const uint8_t *mask,
							 const SeqPointerParams *p, int B, int Nq, int M, int Dq, int D)
{
	seq_real	scale = (seq_real) 1 / seq_sqrt((seq_real) D);
	seq_real   *Q = cache;

	if (B * Nq == 0 || M == 0)
		return;
	seq_affine_forward(Q, q, p->wq, p->bq, B * Nq, D, Dq);
	for (int b = 0; b < B; b++)
	{
		seq_real   *lb = logits + (size_t) b * Nq * M;
		const uint8_t *mb = mask ? mask + (size_t) b * M : NULL;

		SEQ_MATMUL(0, 1, Nq, M, D, scale, Q + (size_t) b * Nq * D, D,
				   keys + (size_t) b * M * D, D, 0, lb, M);
		if (mb)
			for (int i = 0; i < Nq; i++)
				for (int j = 0; j < M; j++)
					if (!mb[j])
						lb[(size_t) i * M + j] = -INFINITY;
	}
}

void
SEQ_FN(seq_pointer_backward) (seq_real *dq, seq_real *dkeys, const SeqPointerGrads *g,
							  seq_real *workspace, const seq_real *dlogits,
							  const seq_real *cache, const seq_real *q, const seq_real *keys,
							  const uint8_t *mask, const SeqPointerParams *p,
							  int B, int Nq, int M, int Dq, int D)
{
	seq_real	scale = (seq_real) 1 / seq_sqrt((seq_real) D);
	const seq_real *Q = cache;
	seq_real   *dQ = workspace;
	seq_real   *dS = workspace + (size_t) B * Nq * D;	/* (Nq, M), one sequence at a time */

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
		SEQ_MATMUL(0, 0, Nq, D, M, 1, dS, M, keys + (size_t) b * M * D, D, 0,
				   dQ + (size_t) b * Nq * D, D);
		SEQ_MATMUL(1, 0, M, D, Nq, 1, dS, M, Q + (size_t) b * Nq * D, D, 1,
				   dkeys + (size_t) b * M * D, D);
	}
	seq_affine_backward(dq, g->wq, g->bq, dQ, q, p->wq, B * Nq, D, Dq);
}
