/*
 * mse_loss.h — masked mean squared error over the valid items of a padded batch:
 *   loss = sum_{b, i < len[b], c} (out - target)^2 / (d * sum_b len[b]).
 * The regression head of the nn/ tests, benchmarks and toy tasks (the parser's own losses,
 * cross-entropy with label smoothing, live in seq_*.c).
 */
#ifndef DTFIXUP_NN_MSE_LOSS_H
#define DTFIXUP_NN_MSE_LOSS_H

#include "nn/nn_real.h"

/* out, target [B,n,d]; len [B]. Returns the loss. */
double		NN_FN(mse_loss_forward) (const nn_real *out, const nn_real *target, const int *len,
									 int B, int n, int d);
/* dout[B,n,d] = d loss / d out (overwrites; zero at padded items), times scale. */
void		NN_FN(mse_loss_backward) (nn_real *dout, const nn_real *out, const nn_real *target,
									  const int *len, int B, int n, int d, double scale);

#endif
