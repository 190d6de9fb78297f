/*
 * seq_mlp_head.h — the 2-layer MLP g() of the decoder's ApplyRule scores (Xu et al. 2021, C.3:
 * "softmax_R(g(z_t)) where g is a 2-layer MLP"):
 *
 *   out = act(inp W1^T + b1) W2^T + b2,   act = tanh (RAT-SQL's rule head) or ReLU
 *
 * Parameters (torch.nn.Linear layout): w1 (Hd, Din) b1 (Hd)   w2 (Dout, Hd) b2 (Dout).
 */
#ifndef DTFIXUP_NN_SEQ_MLP_HEAD_H
#define DTFIXUP_NN_SEQ_MLP_HEAD_H

#include "nn/nn_real.h"

typedef enum SeqMlpActivation
{
	SEQ_MLP_TANH = 0,
	SEQ_MLP_RELU = 1
} SeqMlpActivation;

typedef struct SeqMlpHeadParams
{
	const nn_real *w1, *b1;	/* (Hd, Din), (Hd) */
	const nn_real *w2, *b2;	/* (Dout, Hd), (Dout) */
} SeqMlpHeadParams;

typedef struct SeqMlpHeadGrads
{
	nn_real    *w1, *b1, *w2, *b2;
} SeqMlpHeadGrads;

/* floats of the forward cache (activated hidden layer): N*Hd */
size_t		NN_FN(seq_mlp_head_cache_size) (int N, int Hd);

/* floats of the backward workspace: N*Hd */
size_t		NN_FN(seq_mlp_head_workspace_size) (int N, int Hd);

/* out (N, Dout) overwritten; cache (N, Hd); inp (N, Din) */
void		NN_FN(seq_mlp_head_forward) (nn_real *out, nn_real *cache, const nn_real *inp,
										 const SeqMlpHeadParams *p, SeqMlpActivation act,
										 int N, int Din, int Hd, int Dout);

/* dinp (N, Din) accumulated (may be NULL); parameter grads accumulated; dout (N, Dout) */
void		NN_FN(seq_mlp_head_backward) (nn_real *dinp, const SeqMlpHeadGrads *g,
										  nn_real *workspace, const nn_real *dout,
										  const nn_real *cache, const nn_real *inp,
										  const SeqMlpHeadParams *p, SeqMlpActivation act,
										  int N, int Din, int Hd, int Dout);

#endif
