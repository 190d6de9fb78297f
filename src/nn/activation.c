/*
 * activation.c — ReLU and GELU (see activation.h).
 */
#include "nn/activation.h"

NN_VECTOR_CLONES void
NN_FN(relu_forward) (nn_real *restrict out, const nn_real *restrict inp, size_t N)
{
	for (size_t i = 0; i < N; i++)
		out[i] = inp[i] > 0 ? inp[i] : (nn_real) 0;
}

NN_VECTOR_CLONES void
NN_FN(relu_backward) (nn_real *restrict dinp, const nn_real *restrict dout,
					  const nn_real *restrict inp, size_t N)
{
	for (size_t i = 0; i < N; i++)
		dinp[i] += inp[i] > 0 ? dout[i] : (nn_real) 0;
}

NN_VECTOR_CLONES void
NN_FN(relu_backward_inplace) (nn_real *restrict d, const nn_real *restrict out, size_t N)
{
	for (size_t i = 0; i < N; i++)
		d[i] = out[i] > 0 ? d[i] : (nn_real) 0;
}

NN_VECTOR_CLONES void
NN_FN(bias_relu_forward) (nn_real *x, const nn_real *b, int M, int N)
{
	for (int m = 0; m < M; m++)
	{
		nn_real    *restrict row = x + (size_t) m * N;

		for (int j = 0; j < N; j++)
		{
			nn_real		v = row[j] + b[j];

			row[j] = v > 0 ? v : (nn_real) 0;
		}
	}
}

#define NN_SQRT1_2 ((nn_real) 0.70710678118654752440)
#define NN_INV_SQRT_2PI ((nn_real) 0.39894228040143267794)

void
NN_FN(gelu_forward) (nn_real *restrict out, const nn_real *restrict inp, size_t N)
{
	for (size_t i = 0; i < N; i++)
		out[i] = (nn_real) 0.5 * inp[i] * ((nn_real) 1 + nn_erf(inp[i] * NN_SQRT1_2));
}

void
NN_FN(gelu_backward) (nn_real *restrict dinp, const nn_real *restrict dout,
					  const nn_real *restrict inp, size_t N)
{
	for (size_t i = 0; i < N; i++)
	{
		nn_real		x = inp[i];
		nn_real		cdf = (nn_real) 0.5 * ((nn_real) 1 + nn_erf(x * NN_SQRT1_2));
		nn_real		pdf = NN_INV_SQRT_2PI * nn_exp((nn_real) -0.5 * x * x);

		dinp[i] += dout[i] * (cdf + x * pdf);
	}
}

void
NN_FN(gelu_backward_inplace) (nn_real *restrict d, const nn_real *restrict inp, size_t N)
{
	for (size_t i = 0; i < N; i++)
	{
		nn_real		x = inp[i];
		nn_real		cdf = (nn_real) 0.5 * ((nn_real) 1 + nn_erf(x * NN_SQRT1_2));
		nn_real		pdf = NN_INV_SQRT_2PI * nn_exp((nn_real) -0.5 * x * x);

		d[i] *= cdf + x * pdf;
	}
}
