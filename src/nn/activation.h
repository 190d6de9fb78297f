/*
 * activation.h — element-wise nonlinearities of the position-wise MLP: ReLU and GELU
 * (exact erf form, torch.nn.functional.gelu's default).  Backward accumulates into dinp.
 */
#ifndef DTFIXUP_NN_ACTIVATION_H
#define DTFIXUP_NN_ACTIVATION_H

#include "nn/nn_real.h"

/* out[N] = max(inp, 0);  dinp[N] += dout * (inp > 0) */
void		NN_FN(relu_forward) (nn_real *out, const nn_real *inp, size_t N);
void		NN_FN(relu_backward) (nn_real *dinp, const nn_real *dout, const nn_real *inp, size_t N);

/* In-place backward, for a gradient buffer that only this activation reads afterwards:
 * d[N] = d * (out > 0) with out the ReLU's OUTPUT (its sign is the input's, so the forward
 * can run in place and keep a single buffer). */
void		NN_FN(relu_backward_inplace) (nn_real *d, const nn_real *out, size_t N);

/* x[M,N] = max(x + b[N], 0) in place: a linear layer's bias fused with the ReLU after it
 * (one pass instead of a bias copy and a ReLU pass); backward is relu_backward_inplace on
 * the output plus the linear layer's usual db. */
void		NN_FN(bias_relu_forward) (nn_real *x, const nn_real *b, int M, int N);

/* out[N] = inp * Phi(inp);  dinp[N] += dout * (Phi(inp) + inp * phi(inp)) */
void		NN_FN(gelu_forward) (nn_real *out, const nn_real *inp, size_t N);
void		NN_FN(gelu_backward) (nn_real *dinp, const nn_real *dout, const nn_real *inp, size_t N);
/* d[N] *= GELU'(inp) */
void		NN_FN(gelu_backward_inplace) (nn_real *d, const nn_real *inp, size_t N);

#endif
