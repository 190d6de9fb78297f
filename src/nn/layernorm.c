/*
 * layernorm.c — layer normalisation (see layernorm.h).
 */
#include "nn/layernorm.h"

void
NN_FN(layernorm_forward) (nn_real *out, nn_real *mean, nn_real *rstd,
						  const nn_real *inp, const nn_real *gamma,
						  const nn_real *beta, int M, int C)
{
	for (int m = 0; m < M; m++)
	{
		const nn_real *x = inp + (size_t) m * C;
		nn_real    *y = out + (size_t) m * C;
		nn_real		mu = 0, var = 0, rs;

		for (int c = 0; c < C; c++)
			mu += x[c];
		mu /= C;
		for (int c = 0; c < C; c++)
			var += (x[c] - mu) * (x[c] - mu);
		var /= C;
		rs = (nn_real) 1 / nn_sqrt(var + (nn_real) NN_LAYERNORM_EPS);

		for (int c = 0; c < C; c++)
			y[c] = (x[c] - mu) * rs * gamma[c] + beta[c];
		mean[m] = mu;
		rstd[m] = rs;
	}
}

void
NN_FN(layernorm_backward) (nn_real *dinp, nn_real *dgamma, nn_real *dbeta,
						   const nn_real *dout, const nn_real *inp,
						   const nn_real *gamma, const nn_real *mean,
						   const nn_real *rstd, int M, int C)
{
	for (int m = 0; m < M; m++)
	{
		const nn_real *x = inp + (size_t) m * C;
		const nn_real *dy = dout + (size_t) m * C;
		nn_real    *dx = dinp + (size_t) m * C;
		nn_real		mu = mean[m], rs = rstd[m];
		nn_real		mean_dn = 0, mean_dn_xhat = 0;

		/* dn = dy * gamma is the gradient w.r.t. the normalised value xhat. */
		for (int c = 0; c < C; c++)
		{
			nn_real		xhat = (x[c] - mu) * rs;
			nn_real		dn = dy[c] * gamma[c];

			mean_dn += dn;
			mean_dn_xhat += dn * xhat;
			dgamma[c] += dy[c] * xhat;
			dbeta[c] += dy[c];
		}
		mean_dn /= C;
		mean_dn_xhat /= C;
		for (int c = 0; c < C; c++)
		{
			nn_real		xhat = (x[c] - mu) * rs;

			dx[c] += rs * (dy[c] * gamma[c] - mean_dn - xhat * mean_dn_xhat);
		}
	}
}
