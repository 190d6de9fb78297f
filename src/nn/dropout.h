/*
 * dropout.h — inverted dropout with a counter-based mask (Srivastava et al., 2014).
 *
 * The keep/drop decision for element i is a pure function of (seed, i): a 64-bit mix of
 * the two, compared with the rate.  So no mask is stored between forward and backward
 * (backward recomputes it), runs are reproducible from the seed, and a GPU kernel can
 * produce the very same mask element by element.
 */
#ifndef DTFIXUP_NN_DROPOUT_H
#define DTFIXUP_NN_DROPOUT_H

#include "nn/nn_real.h"

#include <stdbool.h>

/* true when element `index` is kept under (seed, rate); the same in every build. */
static inline bool
dropout_keep(uint64_t seed, uint64_t index, float rate)
{
	uint64_t	z = seed + 0x9E3779B97F4A7C15ull * (index + 1);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	z ^= z >> 31;
	/* 24 random bits -> [0, 1) exactly representable in float */
	return (float) (z >> 40) * (1.0f / 16777216.0f) >= rate;
}

/* out[N] = inp * keep / (1 - rate); rate 0 copies. out may alias inp. */
void		NN_FN(dropout_forward) (nn_real *out, const nn_real *inp, size_t N,
									float rate, uint64_t seed);
/* dinp[N] += dout * keep / (1 - rate) */
void		NN_FN(dropout_backward) (nn_real *dinp, const nn_real *dout, size_t N,
									 float rate, uint64_t seed);

#endif
