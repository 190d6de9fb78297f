/*
 * attention_conv.c — 1x1 convolution + PReLU over stacked attention maps (see attention_conv.h).
 */
#include "nn/attention_conv.h"

#include "common/stop.h"

#define MAPB(X, b, sh)	((X) + (size_t) (b) * (sh).H * (size_t) (sh).n * (sh).n)

void
NN_FN(attn_conv_fuse_forward) (nn_real *U, nn_real *A, const nn_real *Sc, const nn_real *Sr,
							   const nn_real *Aprev, const nn_real *W, const nn_real *bias,
							   const nn_real *slope, RatAttnShape sh)
{
	int			H = sh.H;
	int			cin = Aprev != NULL ? 3 * H : 2 * H;
	size_t		nn = (size_t) sh.n * sh.n;

	for (int b = 0; b < sh.B; b++)
	{
		nn_real    *Ub = MAPB(U, b, sh);
		nn_real    *Ab = MAPB(A, b, sh);

		for (int h = 0; h < H; h++)
			for (size_t e = 0; e < nn; e++)
				Ub[h * nn + e] = bias[h];
		/* W[:, block] has leading dimension cin: one gemm per source block. */
		NN_MATMUL(0, 0, H, (int) nn, H, (nn_real) 1, W, cin, MAPB(Sc, b, sh), (int) nn,
				  (nn_real) 1, Ub, (int) nn);
		NN_MATMUL(0, 0, H, (int) nn, H, (nn_real) 1, W + H, cin, MAPB(Sr, b, sh), (int) nn,
				  (nn_real) 1, Ub, (int) nn);
		if (Aprev != NULL)
			NN_MATMUL(0, 0, H, (int) nn, H, (nn_real) 1, W + 2 * H, cin, MAPB(Aprev, b, sh),
					  (int) nn, (nn_real) 1, Ub, (int) nn);
		for (int h = 0; h < H; h++)
		{
			nn_real		a = slope[h];

			for (size_t e = 0; e < nn; e++)
			{
				nn_real		u = Ub[h * nn + e];

				Ab[h * nn + e] = u > 0 ? u : a * u;
			}
		}
	}
}

void
NN_FN(attn_conv_fuse_backward) (nn_real *dSc, nn_real *dSr, nn_real *dAprev, nn_real *dW,
								nn_real *dbias, nn_real *dslope, nn_real *dA,
								const nn_real *U, const nn_real *Sc, const nn_real *Sr,
								const nn_real *Aprev, const nn_real *W, const nn_real *slope,
								RatAttnShape sh)
{
	int			H = sh.H;
	int			cin = Aprev != NULL ? 3 * H : 2 * H;
	size_t		nn = (size_t) sh.n * sh.n;

	for (int b = 0; b < sh.B; b++)
	{
		nn_real    *dUb = MAPB(dA, b, sh);	/* dA becomes dU in place */
		const nn_real *Ub = MAPB(U, b, sh);

		for (int h = 0; h < H; h++)
		{
			nn_real		a = slope[h], ds = 0, db = 0;

			for (size_t e = 0; e < nn; e++)
			{
				nn_real		u = Ub[h * nn + e];
				nn_real		g = dUb[h * nn + e];

				if (u > 0)
					db += g;
				else
				{
					ds += g * u;
					g *= a;
					dUb[h * nn + e] = g;
					db += g;
				}
			}
			dslope[h] += ds;
			dbias[h] += db;
		}
		NN_MATMUL(0, 1, H, H, (int) nn, (nn_real) 1, dUb, (int) nn, MAPB(Sc, b, sh), (int) nn,
				  (nn_real) 1, dW, cin);
		NN_MATMUL(0, 1, H, H, (int) nn, (nn_real) 1, dUb, (int) nn, MAPB(Sr, b, sh), (int) nn,
				  (nn_real) 1, dW + H, cin);
		NN_MATMUL(1, 0, H, (int) nn, H, (nn_real) 1, W, cin, dUb, (int) nn, (nn_real) 0,
				  MAPB(dSc, b, sh), (int) nn);
		NN_MATMUL(1, 0, H, (int) nn, H, (nn_real) 1, W + H, cin, dUb, (int) nn, (nn_real) 0,
				  MAPB(dSr, b, sh), (int) nn);
		if (Aprev != NULL)
		{
			NN_MATMUL(0, 1, H, H, (int) nn, (nn_real) 1, dUb, (int) nn, MAPB(Aprev, b, sh),
					  (int) nn, (nn_real) 1, dW + 2 * H, cin);
			if (dAprev != NULL)
				NN_MATMUL(1, 0, H, (int) nn, H, (nn_real) 1, W + 2 * H, cin, dUb, (int) nn,
						  (nn_real) 1, MAPB(dAprev, b, sh), (int) nn);
		}
	}
}

void
NN_FN(rat_conv_attention_forward) (nn_real *z, nn_real *Sc, nn_real *Sr, nn_real *U,
								   nn_real *A, nn_real *P, nn_real *PB, nn_real *QR,
								   const nn_real *q, const nn_real *k, const nn_real *v,
								   const nn_real *rk, const nn_real *rv, const nn_real *Aprev,
								   const nn_real *W, const nn_real *bias, const nn_real *slope,
								   const int *rel, const int *len, RatAttnShape sh)
{
	/* a decode being cancelled (common/stop.h) skips the passes left: z is unused */
	NN_FN(attn_content_scores_forward) (Sc, q, k, sh);
	if (dt_stop_poll())
		return;
	NN_FN(attn_relation_scores_forward) (Sr, QR, q, rk, rel, len, sh, false);
	if (dt_stop_poll())
		return;
	NN_FN(attn_conv_fuse_forward) (U, A, Sc, Sr, Aprev, W, bias, slope, sh);
	if (dt_stop_poll())
		return;
	NN_FN(attn_masked_softmax_forward) (P, A, len, sh);
	if (dt_stop_poll())
		return;
	NN_FN(attn_apply_forward) (z, PB, P, v, rv, rel, len, sh);
}

void
NN_FN(rat_conv_attention_backward) (nn_real *dq, nn_real *dk, nn_real *dv, nn_real *drk,
									nn_real *drv, nn_real *dW, nn_real *dbias,
									nn_real *dslope, nn_real *dAprev, nn_real *dA,
									nn_real *dP, nn_real *dSr, nn_real *dQR,
									const nn_real *dz, const nn_real *Sc, const nn_real *Sr,
									const nn_real *U, const nn_real *P, const nn_real *PB,
									const nn_real *q, const nn_real *k, const nn_real *v,
									const nn_real *rk, const nn_real *rv,
									const nn_real *Aprev, const nn_real *W,
									const nn_real *slope, const int *rel, const int *len,
									RatAttnShape sh)
{
	NN_FN(attn_apply_backward) (dP, dv, drv, dQR, dz, P, PB, v, rv, rel, len, sh);
	NN_FN(attn_masked_softmax_backward) (dA, dP, P, len, sh, true);
	/* dP is free again: it receives the content-map gradient. */
	NN_FN(attn_conv_fuse_backward) (dP, dSr, dAprev, dW, dbias, dslope, dA, U, Sc, Sr, Aprev,
									W, slope, sh);
	NN_FN(attn_content_scores_backward) (dq, dk, dP, q, k, sh);
	NN_FN(attn_relation_scores_backward) (dq, drk, dQR, dSr, q, rk, rel, len, sh);
}
