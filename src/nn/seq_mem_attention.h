/*
 * seq_mem_attention.h — multi-head attention of queries over a memory with a mask: the
 * decoder's context z_t, "computed using multi-head attention on h_{t-1} over Y"
 * (Xu et al. 2021, C.3), Y being the relation-aware transformer's outputs.
 *
 *   Q = q Wq^T + bq,  K = mem Wk^T + bk,  V = mem Wv^T + bv          (per head: D/nh columns)
 *   A_h = softmax over valid memory slots of Q_h K_h^T / sqrt(D/nh)
 *   out = concat_h(A_h V_h) Wo^T + bo
 * Parameters (torch.nn.Linear layout):
 *   wq (D, Dq) bq (D)   wk (D, Dm) bk (D)   wv (D, Dm) bv (D)   wo (D, D) bo (D)
 * mem_mask (B, M): 1 = the slot may be attended, 0 = padding; NULL = all valid.  A query
 * whose memory has no valid slot gets all-zero attention weights (out = bo).
 *
 * The memory projections are split from the attention because the decoder queries the
 * same memory at every step: project once (seq_mem_attention_memory_forward), attend per
 * step (seq_mem_attention_forward), accumulate dkv over the steps' backward calls, then
 * run seq_mem_attention_memory_backward once.
 */
#ifndef DTFIXUP_NN_SEQ_MEM_ATTENTION_H
#define DTFIXUP_NN_SEQ_MEM_ATTENTION_H

#include "nn/nn_real.h"

typedef struct SeqMemAttentionParams
{
	const nn_real *wq, *bq;	/* (D, Dq), (D) */
	const nn_real *wk, *bk;	/* (D, Dm), (D) */
	const nn_real *wv, *bv;	/* (D, Dm), (D) */
	const nn_real *wo, *bo;	/* (D, D), (D) */
} SeqMemAttentionParams;

typedef struct SeqMemAttentionGrads
{
	nn_real    *wq, *bq, *wk, *bk, *wv, *bv, *wo, *bo;	/* shapes as above */
} SeqMemAttentionGrads;

/* floats of the projected memory kv: 2 * B*M*D (K then V, each (B, M, D)) */
size_t		NN_FN(seq_mem_attention_memory_size) (int B, int M, int D);

/* kv (2, B, M, D) overwritten; mem (B, M, Dm) */
void		NN_FN(seq_mem_attention_memory_forward) (nn_real *kv, const nn_real *mem,
													 const SeqMemAttentionParams *p,
													 int B, int M, int Dm, int D);

/* dmem (B, M, Dm) accumulated (may be NULL); wk, bk, wv, bv grads accumulated; dkv (2, B, M, D) */
void		NN_FN(seq_mem_attention_memory_backward) (nn_real *dmem,
													  const SeqMemAttentionGrads *g,
													  const nn_real *dkv,
													  const nn_real *mem,
													  const SeqMemAttentionParams *p,
													  int B, int M, int Dm, int D);

/* floats of the forward cache: 2 * B*Nq*D (Q, concatenated heads) + B*nh*Nq*M (weights) */
size_t		NN_FN(seq_mem_attention_cache_size) (int B, int Nq, int M, int D, int nh);

/* floats of the backward workspace: 2 * B*Nq*D + Nq*M */
size_t		NN_FN(seq_mem_attention_workspace_size) (int B, int Nq, int M, int D, int nh);

/*
 * out (B, Nq, D) overwritten; cache as sized above; q (B, Nq, Dq); kv from memory_forward;
 * mem_mask (B, M) or NULL; nh heads, D % nh == 0.
 */
void		NN_FN(seq_mem_attention_forward) (nn_real *out, nn_real *cache, const nn_real *q,
											  const nn_real *kv, const uint8_t *mem_mask,
											  const SeqMemAttentionParams *p,
											  int B, int Nq, int M, int Dq, int D, int nh);

/*
 * dq (B, Nq, Dq) accumulated (may be NULL); dkv (2, B, M, D) accumulated; wq, bq, wo, bo
 * grads accumulated; dout (B, Nq, D).
 */
void		NN_FN(seq_mem_attention_backward) (nn_real *dq, nn_real *dkv,
											   const SeqMemAttentionGrads *g,
											   nn_real *workspace, const nn_real *dout,
											   const nn_real *cache, const nn_real *q,
											   const nn_real *kv, const uint8_t *mem_mask,
											   const SeqMemAttentionParams *p,
											   int B, int Nq, int M, int Dq, int D, int nh);

#endif
