/*
 * nn_rng.h — the deterministic random numbers of nn/ (initialisers, toy data): a 64-bit
 * splitmix generator with Box–Muller normals.  Same seed, same numbers, on every platform.
 * (Dropout masks use the counter-based hash in dropout.h instead, so they need no state.)
 */
#ifndef DTFIXUP_NN_RNG_H
#define DTFIXUP_NN_RNG_H

#include <stdint.h>

typedef struct DtRng
{
	uint64_t	state;
} DtRng;

void		dt_rng_seed(DtRng *rng, uint64_t seed);
uint64_t	dt_rng_next(DtRng *rng);
double		dt_rng_uniform(DtRng *rng);	/* [0, 1) */
double		dt_rng_normal(DtRng *rng);		/* N(0, 1) */
int			dt_rng_below(DtRng *rng, int n);	/* uniform in [0, n) */

#endif
