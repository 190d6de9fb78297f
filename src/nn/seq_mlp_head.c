/*
 * seq_mlp_head.c — Linear -> tanh/ReLU -> Linear (see seq_mlp_head.h).
 */
#include "nn/seq_mlp_head.h"

#include <string.h>

#include "nn/gate_activation.h"

/* the hidden layer's activation in place; the float build's tanh is vectorised
 * (gate_activation.h) where the CPU allows, the double build's is libm's */
static void
seq_mlp_head_activate(nn_real *a, size_t n, SeqMlpActivation act)
{
#ifndef NN_DOUBLE
	if (act == SEQ_MLP_TANH && nn_vec_tanh(a, a, n))
		return;
#endif
	for (size_t i = 0; i < n; i++)
		a[i] = act == SEQ_MLP_TANH ? nn_tanh(a[i]) : (a[i] > 0 ? a[i] : 0);
}

size_t
NN_FN(seq_mlp_head_cache_size) (int N, int Hd)
{
	return (size_t) N * Hd;
}

size_t
NN_FN(seq_mlp_head_workspace_size) (int N, int Hd)
{
	return (size_t) N * Hd;
}

void
NN_FN(seq_mlp_head_forward) (nn_real *out, nn_real *cache, const nn_real *inp,
							 const SeqMlpHeadParams *p, SeqMlpActivation act,
							 int N, int Din, int Hd, int Dout)
{
	size_t		n = (size_t) N * Hd;

	if (N == 0)
		return;
	nn_affine_forward(cache, inp, p->w1, p->b1, N, Hd, Din);
	seq_mlp_head_activate(cache, n, act);
	nn_affine_forward(out, cache, p->w2, p->b2, N, Dout, Hd);
}

void
NN_FN(seq_mlp_head_backward) (nn_real *dinp, const SeqMlpHeadGrads *g, nn_real *workspace,
							  const nn_real *dout, const nn_real *cache,
							  const nn_real *inp, const SeqMlpHeadParams *p,
							  SeqMlpActivation act, int N, int Din, int Hd, int Dout)
{
	size_t		n = (size_t) N * Hd;
	nn_real    *dh = workspace;

	if (N == 0)
		return;
	memset(dh, 0, sizeof(nn_real) * n);
	nn_affine_backward(dh, g->w2, g->b2, dout, cache, p->w2, N, Dout, Hd);
	/* the derivative from the activated value: tanh' = 1 - a^2, relu' = [a > 0] */
	for (size_t i = 0; i < n; i++)
		dh[i] *= act == SEQ_MLP_TANH ? (nn_real) 1 - cache[i] * cache[i] : (nn_real) (cache[i] > 0);
	nn_affine_backward(dinp, g->w1, g->b1, dh, inp, p->w1, N, Hd, Din);
}
