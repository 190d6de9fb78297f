/*
 * nn_rng.c — splitmix64 and Box–Muller (see nn_rng.h).
 */
#include "nn/nn_rng.h"

#include <math.h>

void
dt_rng_seed(DtRng *rng, uint64_t seed)
{
	rng->state = seed;
}

uint64_t
dt_rng_next(DtRng *rng)
{
	uint64_t	z = (rng->state += 0x9E3779B97F4A7C15ull);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

double
dt_rng_uniform(DtRng *rng)
{
	return (double) (dt_rng_next(rng) >> 11) * (1.0 / 9007199254740992.0);
}

double
dt_rng_normal(DtRng *rng)
{
	/* 1 - u keeps the logarithm's argument in (0, 1]. */
	double		u1 = 1.0 - dt_rng_uniform(rng);
	double		u2 = dt_rng_uniform(rng);

	return sqrt(-2.0 * log(u1)) * cos(2.0 * M_PI * u2);
}

int
dt_rng_below(DtRng *rng, int n)
{
	return (int) (dt_rng_uniform(rng) * n);
}
