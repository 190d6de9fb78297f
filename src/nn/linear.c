/*
 * linear.c — fully connected layer (see linear.h).  Both directions are single sgemms.
 */
#include "nn/linear.h"

#include <string.h>

void
NN_FN(linear_forward) (nn_real *out, const nn_real *inp, const nn_real *W,
					   const nn_real *b, int M, int n_in, int n_out)
{
	/* Seed each row with the bias so the gemm can accumulate onto it (beta = 1). */
	if (b != NULL)
	{
		for (int m = 0; m < M; m++)
			memcpy(out + (size_t) m * n_out, b, sizeof(nn_real) * n_out);
	}
	NN_MATMUL(0, 1, M, n_out, n_in, (nn_real) 1, inp, n_in, W, n_in, b != NULL ? (nn_real) 1 : (nn_real) 0,
			  out, n_out);
}

void
NN_FN(linear_backward) (nn_real *dinp, nn_real *dW, nn_real *db,
						const nn_real *dout, const nn_real *inp, const nn_real *W,
						int M, int n_in, int n_out)
{
	if (dinp != NULL)
		NN_MATMUL(0, 0, M, n_in, n_out, (nn_real) 1, dout, n_out, W, n_in, (nn_real) 1, dinp, n_in);
	NN_MATMUL(1, 0, n_out, n_in, M, (nn_real) 1, dout, n_out, inp, n_in, (nn_real) 1, dW, n_in);
	if (db != NULL)
		NN_FN(linear_bias_backward) (db, dout, M, n_out);
}

NN_VECTOR_CLONES void
NN_FN(linear_bias_backward) (nn_real *db, const nn_real *dout, int M, int n_out)
{
	for (int m = 0; m < M; m++)
	{
		const nn_real *row = dout + (size_t) m * n_out;

		for (int o = 0; o < n_out; o++)
			db[o] += row[o];
	}
}
