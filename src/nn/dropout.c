/*
 * dropout.c — inverted dropout with a recomputed counter-based mask (see dropout.h).
 */
#include "nn/dropout.h"

void
NN_FN(dropout_forward) (nn_real *out, const nn_real *inp, size_t N, float rate, uint64_t seed)
{
	nn_real		scale = (nn_real) 1 / ((nn_real) 1 - (nn_real) rate);

	if (rate <= 0.0f)
	{
		if (out != inp)
			for (size_t i = 0; i < N; i++)
				out[i] = inp[i];
		return;
	}
	for (size_t i = 0; i < N; i++)
		out[i] = dropout_keep(seed, i, rate) ? inp[i] * scale : (nn_real) 0;
}

void
NN_FN(dropout_backward) (nn_real *dinp, const nn_real *dout, size_t N, float rate, uint64_t seed)
{
	nn_real		scale = (nn_real) 1 / ((nn_real) 1 - (nn_real) rate);

	if (rate <= 0.0f)
	{
		for (size_t i = 0; i < N; i++)
			dinp[i] += dout[i];
		return;
	}
	for (size_t i = 0; i < N; i++)
		if (dropout_keep(seed, i, rate))
			dinp[i] += dout[i] * scale;
}
