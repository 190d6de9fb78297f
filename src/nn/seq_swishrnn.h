/*
 * seq_swishrnn.h — the SwishRNN block of Lei et al., "Simple Recurrence Improves Masked
 * Language Models" (2022, Section 2.2), which replaces a transformer's feed-forward
 * block.  For one sequence X (l x d), with d' the recurrence width:
 *
 *   X1 = X W1,  X2 = X W2                                        (Eq. 2, no biases)
 *   c[i] = Swish(c[i-k] - x1[i]) + x1[i],  c[i] = 0 for i <= 0    (Eq. 3, step size k)
 *   Swish(z) = sigmoid(alpha * z + beta) * z                      (footnote 2; alpha, beta
 *              are learned vectors of size d', initialised to 1 and 0)
 *   H = W3((C + b_c) (.) GELU(X2 + b_sigma)) + b3                  (Eq. 4; the gate is GELU,
 *              which the paper found better than sigmoid)
 *
 * k is the step size ("c[i] is calculated using c[i-k] and x1[i]"): the paper alternates
 * k in {1, 2, 4} across layers.  The recurrence runs left to right only: the paper
 * describes one direction (the attention blocks around it see both sides), so this
 * block is unidirectional.  The residual + layer norm around it (X_{k+1} =
 * Add+Norm(H, X-bar)) belongs to the transformer stack, not here.
 *
 * Weights are stored like torch.nn.Linear (out, in), i.e. transposed w.r.t. the paper:
 *     w1 (d', d)  w2 (d', d)  alpha (d')  beta (d')  b_c (d')  b_sigma (d')  w3 (d, d')  b3 (d)
 * GELU is the exact erf form.
 *
 * Batches are right-padded: sequence b has lengths[b] valid rows.  The recurrence only
 * looks back, so padding (at the end) cannot reach a real position; padding rows of the
 * output are zero (no b3) and their incoming gradients are ignored.
 */
#ifndef DTFIXUP_NN_SEQ_SWISHRNN_H
#define DTFIXUP_NN_SEQ_SWISHRNN_H

#include "nn/nn_real.h"

typedef struct SeqSwishRnnParams
{
	const nn_real *w1;			/* (d', d) */
	const nn_real *w2;			/* (d', d) */
	const nn_real *alpha;		/* (d') */
	const nn_real *beta;		/* (d') */
	const nn_real *b_c;		/* (d') */
	const nn_real *b_sigma;	/* (d') */
	const nn_real *w3;			/* (d, d') */
	const nn_real *b3;			/* (d) */
} SeqSwishRnnParams;

typedef struct SeqSwishRnnGrads
{
	nn_real    *w1, *w2, *alpha, *beta, *b_c, *b_sigma, *w3, *b3;	/* shapes as above */
} SeqSwishRnnGrads;

/* floats of the forward cache: 4 * B*T*d' (x1, x2, c, gated u) */
size_t		NN_FN(seq_swishrnn_cache_size) (int B, int T, int Dr);

/* floats of the backward workspace: 2 * B*T*d' */
size_t		NN_FN(seq_swishrnn_workspace_size) (int B, int T, int Dr);

/*
 * out (B, T, D) overwritten, zero at padding; cache as sized above;
 * inp (B, T, D); lengths (B); D = d, Dr = d'; step >= 1.
 */
void		NN_FN(seq_swishrnn_forward) (nn_real *out, nn_real *cache, const nn_real *inp,
										 const int *lengths, const SeqSwishRnnParams *p,
										 int B, int T, int D, int Dr, int step);

/* dinp (B, T, D) accumulated (may be NULL); parameter grads accumulated; dout (B, T, D) */
void		NN_FN(seq_swishrnn_backward) (nn_real *dinp, const SeqSwishRnnGrads *g,
										  nn_real *workspace, const nn_real *dout,
										  const nn_real *cache, const nn_real *inp,
										  const int *lengths, const SeqSwishRnnParams *p,
										  int B, int T, int D, int Dr, int step);

#endif
