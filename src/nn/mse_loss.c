/*
 * mse_loss.c — masked mean squared error (see mse_loss.h).
 */
#include "nn/mse_loss.h"

static double
valid_count(const int *len, int B, int d)
{
	double		count = 0;

	for (int b = 0; b < B; b++)
		count += len[b];
	return count * d;
}

double
NN_FN(mse_loss_forward) (const nn_real *out, const nn_real *target, const int *len,
						 int B, int n, int d)
{
	double		sum = 0;

	for (int b = 0; b < B; b++)
		for (size_t k = 0; k < (size_t) len[b] * d; k++)
		{
			size_t		at = (size_t) b * n * d + k;
			double		diff = (double) out[at] - (double) target[at];

			sum += diff * diff;
		}
	return sum / valid_count(len, B, d);
}

void
NN_FN(mse_loss_backward) (nn_real *dout, const nn_real *out, const nn_real *target,
						  const int *len, int B, int n, int d, double scale)
{
	nn_real		factor = (nn_real) (2.0 * scale / valid_count(len, B, d));

	for (int b = 0; b < B; b++)
		for (size_t k = 0; k < (size_t) n * d; k++)
		{
			size_t		at = (size_t) b * n * d + k;

			dout[at] = k < (size_t) len[b] * d ? factor * (out[at] - target[at]) : (nn_real) 0;
		}
}
