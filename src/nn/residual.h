/*
 * residual.h — the skip connection y = x + f(x).  Its backward is a plain accumulation of
 * dy into both dx and df, which callers do with residual_accumulate.
 */
#ifndef DTFIXUP_NN_RESIDUAL_H
#define DTFIXUP_NN_RESIDUAL_H

#include "nn/nn_real.h"

/* out[N] = a + b  (out may alias a or b) */
void		NN_FN(residual_forward) (nn_real *out, const nn_real *a, const nn_real *b, size_t N);
/* acc[N] += x */
void		NN_FN(residual_accumulate) (nn_real *acc, const nn_real *x, size_t N);

#endif
