/*
 * residual.c — skip connections (see residual.h).
 */
#include "nn/residual.h"

NN_VECTOR_CLONES void
NN_FN(residual_forward) (nn_real *out, const nn_real *a, const nn_real *b, size_t N)
{
	for (size_t i = 0; i < N; i++)
		out[i] = a[i] + b[i];
}

NN_VECTOR_CLONES void
NN_FN(residual_accumulate) (nn_real *restrict acc, const nn_real *restrict x, size_t N)
{
	for (size_t i = 0; i < N; i++)
		acc[i] += x[i];
}
