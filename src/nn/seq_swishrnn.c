/*
 * seq_swishrnn.c — SwishRNN block, Lei et al. 2022, Section 2.2 (see seq_swishrnn.h).
 *
 * Two matrix products give X1 and X2 for the whole batch; the recurrence (Eq. 3) is an
 * element-wise scan over time; a third product applies W3 (Eq. 4).  The backward
 * recomputes the Swish argument from the cached c and x1 instead of storing it.
 */
#include "nn/seq_swishrnn.h"

#include <string.h>

size_t
NN_FN(seq_swishrnn_cache_size) (int B, int T, int Dr)
{
	return 4 * (size_t) B * T * Dr;
}

size_t
NN_FN(seq_swishrnn_workspace_size) (int B, int T, int Dr)
{
	return 2 * (size_t) B * T * Dr;
}

/* Eq. 3 for one sequence: c (len, Dr) from x1 (len, Dr) */
static void
seq_swishrnn_scan(nn_real *c, const nn_real *x1, const nn_real *alpha,
				  const nn_real *beta, int len, int Dr, int step)
{
	for (int t = 0; t < len; t++)
	{
		const nn_real *cp = t >= step ? c + (size_t) (t - step) * Dr : NULL;
		const nn_real *xr = x1 + (size_t) t * Dr;
		nn_real    *cr = c + (size_t) t * Dr;

		for (int j = 0; j < Dr; j++)
		{
			nn_real		z = (cp ? cp[j] : 0) - xr[j];

			cr[j] = nn_sigmoid(alpha[j] * z + beta[j]) * z + xr[j];
		}
	}
}

void
NN_FN(seq_swishrnn_forward) (nn_real *out, nn_real *cache, const nn_real *inp,
							 const int *lengths, const SeqSwishRnnParams *p,
							 int B, int T, int D, int Dr, int step)
{
	size_t		n = (size_t) B * T * Dr;
	nn_real    *x1 = cache,
			   *x2 = cache + n,
			   *c = cache + 2 * n,
			   *u = cache + 3 * n;

	if (B * T == 0)
		return;
	NN_MATMUL(0, 1, B * T, Dr, D, 1, inp, D, p->w1, D, 0, x1, Dr);
	NN_MATMUL(0, 1, B * T, Dr, D, 1, inp, D, p->w2, D, 0, x2, Dr);
	memset(c, 0, sizeof(nn_real) * n);
	memset(u, 0, sizeof(nn_real) * n);
	for (int b = 0; b < B; b++)
	{
		size_t		base = (size_t) b * T * Dr;

		seq_swishrnn_scan(c + base, x1 + base, p->alpha, p->beta, lengths[b], Dr, step);
		for (size_t i = 0; i < (size_t) lengths[b] * Dr; i++)
		{
			int			j = (int) (i % Dr);

			u[base + i] = (c[base + i] + p->b_c[j]) * nn_gelu(x2[base + i] + p->b_sigma[j]);
		}
	}
	NN_MATMUL(0, 1, B * T, D, Dr, 1, u, Dr, p->w3, Dr, 0, out, D);
	for (int b = 0; b < B; b++)
		for (int t = 0; t < lengths[b]; t++)
			nn_add_into(out + ((size_t) b * T + t) * D, p->b3, D);
}

/*
 * Backward of Eq. 3 for one sequence, in place: dc (len, Dr) holds dL/dc on entry and
 * dL/dx1 on return; alpha and beta gradients accumulate.  Walking t downwards, the
 * contribution of c[t] to c[t-step] is added before row t-step is read.
 */
static void
seq_swishrnn_scan_backward(nn_real *dc, nn_real *dalpha, nn_real *dbeta,
						   const nn_real *c, const nn_real *x1, const nn_real *alpha,
						   const nn_real *beta, int len, int Dr, int step)
{
	for (int t = len - 1; t >= 0; t--)
	{
		const nn_real *cp = t >= step ? c + (size_t) (t - step) * Dr : NULL;
		const nn_real *xr = x1 + (size_t) t * Dr;
		nn_real    *dr = dc + (size_t) t * Dr;
		nn_real    *dprev = t >= step ? dc + (size_t) (t - step) * Dr : NULL;

		for (int j = 0; j < Dr; j++)
		{
			nn_real		z = (cp ? cp[j] : 0) - xr[j];
			nn_real		s = nn_sigmoid(alpha[j] * z + beta[j]);
			nn_real		ds = s * ((nn_real) 1 - s);	/* sigmoid' at alpha z + beta */
			nn_real		dct = dr[j];
			nn_real		dz = dct * (s + alpha[j] * z * ds);

			dalpha[j] += dct * z * z * ds;
			dbeta[j] += dct * z * ds;
			dr[j] = dct - dz;	/* c = Swish(z) + x1 and z = c_prev - x1 */
			if (dprev)
				dprev[j] += dz;
		}
	}
}

void
NN_FN(seq_swishrnn_backward) (nn_real *dinp, const SeqSwishRnnGrads *g,
							  nn_real *workspace, const nn_real *dout,
							  const nn_real *cache, const nn_real *inp,
							  const int *lengths, const SeqSwishRnnParams *p,
							  int B, int T, int D, int Dr, int step)
{
	size_t		n = (size_t) B * T * Dr;
	const nn_real *x1 = cache,
			   *x2 = cache + n,
			   *c = cache + 2 * n,
			   *u = cache + 3 * n;
	nn_real    *dc = workspace;		/* dL/du, then dL/dc, then dL/dx1 */
	nn_real    *dx2 = workspace + n;

	if (B * T == 0)
		return;
	/* Eq. 4: u is zero at padding, so padding rows of dout add nothing to dW3 */
	NN_MATMUL(1, 0, D, Dr, B * T, 1, dout, D, u, Dr, 1, g->w3, Dr);
	NN_MATMUL(0, 0, B * T, Dr, D, 1, dout, D, p->w3, Dr, 0, dc, Dr);
	memset(dx2, 0, sizeof(nn_real) * n);
	for (int b = 0; b < B; b++)
	{
		size_t		base = (size_t) b * T * Dr;
		size_t		valid = (size_t) lengths[b] * Dr;

		for (int t = 0; t < lengths[b]; t++)
			nn_add_into(g->b3, dout + ((size_t) b * T + t) * D, D);
		for (size_t i = 0; i < valid; i++)
		{
			int			j = (int) (i % Dr);
			nn_real		a = x2[base + i] + p->b_sigma[j];
			nn_real		du = dc[base + i];

			dx2[base + i] = du * (c[base + i] + p->b_c[j]) * nn_gelu_grad(a);
			dc[base + i] = du * nn_gelu(a);
			g->b_sigma[j] += dx2[base + i];
			g->b_c[j] += dc[base + i];
		}
		memset(dc + base + valid, 0, sizeof(nn_real) * ((size_t) T * Dr - valid));
		seq_swishrnn_scan_backward(dc + base, g->alpha, g->beta, c + base, x1 + base,
								   p->alpha, p->beta, lengths[b], Dr, step);
	}
	/* Eq. 2 */
	NN_MATMUL(1, 0, Dr, D, B * T, 1, dc, Dr, inp, D, 1, g->w1, D);
	NN_MATMUL(1, 0, Dr, D, B * T, 1, dx2, Dr, inp, D, 1, g->w2, D);
	if (dinp)
	{
		NN_MATMUL(0, 0, B * T, D, Dr, 1, dc, Dr, p->w1, D, 1, dinp, D);
		NN_MATMUL(0, 0, B * T, D, Dr, 1, dx2, Dr, p->w2, D, 1, dinp, D);
	}
}
