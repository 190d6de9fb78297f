/*
 * seq_pointer.h — the memory-augmented pointer of the decoder's SelectColumn action
 * (Xu et al. 2021, C.3, following Guo et al. 2019 / RAT-SQL's scaled dot-product pointer):
 *
 *   logits[b, i, j] = (q[b,i] Wq^T + bq) . (mem[b,j] Wk^T + bk) / sqrt(D)
 *
 * over the valid memory items j (the schema's columns); invalid items get -INFINITY so no
 * softmax, argmax or beam can pick them, and their incoming gradients are ignored.
 * Parameters (torch.nn.Linear layout): wq (D, Dq) bq (D)   wk (D, Dm) bk (D).
 * mask (B, M): 1 = valid candidate; NULL = all valid.
 *
 * As with the attention, the key projection is split out: project the memory once per
 * batch (seq_pointer_keys_forward), score per decoder step, accumulate dkeys over the
 * steps, then seq_pointer_keys_backward once.
 */
#ifndef DTFIXUP_NN_SEQ_POINTER_H
#define DTFIXUP_NN_SEQ_POINTER_H

#include "nn/nn_real.h"

typedef struct SeqPointerParams
{
	const nn_real *wq, *bq;	/* (D, Dq), (D) */
	const nn_real *wk, *bk;	/* (D, Dm), (D) */
} SeqPointerParams;

typedef struct SeqPointerGrads
{
	nn_real    *wq, *bq, *wk, *bk;
} SeqPointerGrads;

/* floats of the projected keys: B*M*D */
size_t		NN_FN(seq_pointer_keys_size) (int B, int M, int D);

/* keys (B, M, D) overwritten; mem (B, M, Dm) */
void		NN_FN(seq_pointer_keys_forward) (nn_real *keys, const nn_real *mem,
											 const SeqPointerParams *p, int B, int M,
											 int Dm, int D);

/* dmem (B, M, Dm) accumulated (may be NULL); wk, bk grads accumulated; dkeys (B, M, D) */
void		NN_FN(seq_pointer_keys_backward) (nn_real *dmem, const SeqPointerGrads *g,
											  const nn_real *dkeys, const nn_real *mem,
											  const SeqPointerParams *p, int B, int M,
											  int Dm, int D);

/* floats of the forward cache (projected queries): B*Nq*D */
size_t		NN_FN(seq_pointer_cache_size) (int B, int Nq, int D);

/* floats of the backward workspace: B*Nq*D + Nq*M */
size_t		NN_FN(seq_pointer_workspace_size) (int B, int Nq, int M, int D);

/* logits (B, Nq, M) overwritten; cache; q (B, Nq, Dq); keys (B, M, D); mask (B, M) or NULL */
void		NN_FN(seq_pointer_forward) (nn_real *logits, nn_real *cache, const nn_real *q,
										const nn_real *keys, const uint8_t *mask,
										const SeqPointerParams *p, int B, int Nq, int M,
										int Dq, int D);

/*
 * dq (B, Nq, Dq) accumulated (may be NULL); dkeys (B, M, D) accumulated; wq, bq grads
 * accumulated; dlogits (B, Nq, M), entries at invalid items ignored.
 */
void		NN_FN(seq_pointer_backward) (nn_real *dq, nn_real *dkeys,
										 const SeqPointerGrads *g, nn_real *workspace,
										 const nn_real *dlogits, const nn_real *cache,
										 const nn_real *q, const nn_real *keys,
										 const uint8_t *mask, const SeqPointerParams *p,
										 int B, int Nq, int M, int Dq, int D);

#endif
