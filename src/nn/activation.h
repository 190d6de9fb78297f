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

/* out[N] = inp * Phi(inp);  dinp[N] += dout * (Phi(inp) + inp * phi(inp)) */
void		NN_FN(gelu_forward) (nn_real *out, const nn_real *inp, size_t N);
void		NN_FN(gelu_backward) (nn_real *dinp, const nn_real *dout, const nn_real *inp, size_t N);

#endif
