/*
 * nn_init.c — Xavier, DT-Fixup and T-Fixup (see nn_init.h).
 */
#include "nn/nn_init.h"

#include <math.h>
#include <stdlib.h>

void
dt_init_xavier_normal(float *w, size_t count, int fan_in, int fan_out, DtRng *rng)
{
	double		std = sqrt(2.0 / (double) (fan_in + fan_out));

	for (size_t i = 0; i < count; i++)
		w[i] = (float) (std * dt_rng_normal(rng));
}

double
dt_dtfixup_factor_relational(int n_layers, double mu)
{
	return 1.0 / sqrt((double) n_layers * (4.0 * mu * mu + 2.0 * mu + 2.0));
}

double
dt_dtfixup_factor_vanilla(int n_layers, double mu)
{
	return 1.0 / (sqrt((double) n_layers) * 2.0 * mu);
}

double
dt_tfixup_factor(int n_layers)
{
	return 0.67 * pow((double) n_layers, -0.25);
}

double
dt_max_item_norm(const float *x, const int *len, int B, int n, int d)
{
	double		mu = 0;

	for (int b = 0; b < B; b++)
		for (int i = 0; i < len[b]; i++)
		{
			const float *row = x + ((size_t) b * n + i) * d;
			double		s = 0;

			for (int c = 0; c < d; c++)
				s += (double) row[c] * row[c];
			if (sqrt(s) > mu)
				mu = sqrt(s);
		}
	return mu;
}

double
dt_dtfixup_estimate_mu(DtBackend *be, DtInputBatchFn next, void *ctx)
{
	const float *x_dev;
	const int  *len;
	int			B, n, d;
	double		mu = 0;
	float	   *host = NULL;
	size_t		host_floats = 0;

	while (next(ctx, &x_dev, &len, &B, &n, &d))
	{
		size_t		floats = (size_t) B * n * d;
		double		m;

		if (floats > host_floats)
		{
			float	   *grown = realloc(host, sizeof(float) * floats);

			if (grown == NULL)
			{
				free(host);
				return -1.0;
			}
			host = grown;
			host_floats = floats;
		}
		be->download(be, host, x_dev, sizeof(float) * floats);
		m = dt_max_item_norm(host, len, B, n, d);

		if (m > mu)
			mu = m;
	}
	free(host);
	return mu;
}
