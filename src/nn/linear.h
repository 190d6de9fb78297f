/*
 * linear.h — fully connected layer, PyTorch layout: out = inp W^T + b.
 * Kernels on raw row-major arrays (CPU reference; see nn_real.h for the double build).
 */
#ifndef DTFIXUP_NN_LINEAR_H
#define DTFIXUP_NN_LINEAR_H

#include "nn/nn_real.h"

/* out[M,n_out] = inp[M,n_in] W[n_out,n_in]^T + b[n_out]   (b may be NULL) */
void		NN_FN(linear_forward) (nn_real *out, const nn_real *inp, const nn_real *W,
								   const nn_real *b, int M, int n_in, int n_out);

/* dinp[M,n_in] += dout W; dW[n_out,n_in] += dout^T inp; db[n_out] += column sums of dout.
 * Gradients accumulate; dinp and db may be NULL. */
void		NN_FN(linear_backward) (nn_real *dinp, nn_real *dW, nn_real *db,
									const nn_real *dout, const nn_real *inp, const nn_real *W,
									int M, int n_in, int n_out);

/* db[n_out] += column sums of dout[M,n_out] (the bias part of linear_backward, for backends
 * that run the two products themselves). */
void		NN_FN(linear_bias_backward) (nn_real *db, const nn_real *dout, int M, int n_out);

#endif
