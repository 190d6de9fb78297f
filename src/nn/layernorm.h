/*
 * layernorm.h — layer normalisation over the last dimension (Ba et al., 2016), eps 1e-5 as
 * torch.nn.LayerNorm.  Only the standard (post-LN) baseline uses it: DT-Fixup removes it.
 */
#ifndef DTFIXUP_NN_LAYERNORM_H
#define DTFIXUP_NN_LAYERNORM_H

#include "nn/nn_real.h"

#define NN_LAYERNORM_EPS 1e-5

/* out[M,C] = (inp - mean) * rstd * gamma[C] + beta[C]; saves mean[M], rstd[M]. */
void		NN_FN(layernorm_forward) (nn_real *out, nn_real *mean, nn_real *rstd,
									  const nn_real *inp, const nn_real *gamma,
									  const nn_real *beta, int M, int C);

/* dinp[M,C], dgamma[C], dbeta[C] += ...  (accumulate) */
void		NN_FN(layernorm_backward) (nn_real *dinp, nn_real *dgamma, nn_real *dbeta,
									   const nn_real *dout, const nn_real *inp,
									   const nn_real *gamma, const nn_real *mean,
									   const nn_real *rstd, int M, int C);

#endif
