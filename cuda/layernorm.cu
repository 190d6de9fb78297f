/*
 * layernorm.cu — layer normalisation over the last dimension (CPU reference:
 * src/nn/layernorm.c; eps 1e-5 as torch.nn.LayerNorm).
 *
 * One warp per row for the statistics and the input gradient (two-pass mean/variance, as
 * the reference); dgamma/dbeta are column sums over the rows, reduced in a fixed order.
 */
#include "cuda_ops.h"

#define LN_EPS 1e-5f
#define LN_WARPS 4

__global__ void
layernorm_forward_kernel(float *out, float *mean, float *rstd, const float *inp,
						 const float *gamma, const float *beta, int M, int C)
{
	int			m = blockIdx.x * LN_WARPS + (threadIdx.x >> 5);
	int			lane = threadIdx.x & 31;
	const float *x;
	float	   *y;
	float		mu = 0, var = 0, rs;

	if (m >= M)
		return;
	x = inp + (size_t) m * C;
	y = out + (size_t) m * C;
	for (int c = lane; c < C; c += 32)
		mu += x[c];
	mu = dtc_warp_sum(mu) / C;
	for (int c = lane; c < C; c += 32)
		var += (x[c] - mu) * (x[c] - mu);
	var = dtc_warp_sum(var) / C;
	rs = 1.0f / sqrtf(var + LN_EPS);
	for (int c = lane; c < C; c += 32)
		y[c] = (x[c] - mu) * rs * gamma[c] + beta[c];
	if (lane == 0)
	{
		mean[m] = mu;
		rstd[m] = rs;
	}
}

__global__ void
layernorm_backward_rows_kernel(float *dinp, const float *dout, const float *inp,
							   const float *gamma, const float *mean, const float *rstd,
							   int M, int C)
{
	int			m = blockIdx.x * LN_WARPS + (threadIdx.x >> 5);
	int			lane = threadIdx.x & 31;
	const float *x, *dy;
	float	   *dx;
	float		mu, rs, mean_dn = 0, mean_dn_xhat = 0;

	if (m >= M)
		return;
	x = inp + (size_t) m * C;
	dy = dout + (size_t) m * C;
	dx = dinp + (size_t) m * C;
	mu = mean[m];
	rs = rstd[m];
	for (int c = lane; c < C; c += 32)
	{
		float		dn = dy[c] * gamma[c];

		mean_dn += dn;
		mean_dn_xhat += dn * (x[c] - mu) * rs;
	}
	mean_dn = dtc_warp_sum(mean_dn) / C;
	mean_dn_xhat = dtc_warp_sum(mean_dn_xhat) / C;
	for (int c = lane; c < C; c += 32)
	{
		float		xhat = (x[c] - mu) * rs;

		dx[c] += rs * (dy[c] * gamma[c] - mean_dn - xhat * mean_dn_xhat);
	}
}

/* dgamma[c] += sum_m dy xhat, dbeta[c] += sum_m dy; block (32 columns, 8 row groups). */
__global__ void
layernorm_backward_params_kernel(float *dgamma, float *dbeta, const float *dout,
								 const float *inp, const float *mean, const float *rstd,
								 int M, int C)
{
	__shared__ float pg[8][33], pb[8][33];
	int			col = blockIdx.x * 32 + threadIdx.x;
	float		sg = 0, sb = 0;

	if (col < C)
		for (int m = threadIdx.y; m < M; m += 8)
		{
			size_t		at = (size_t) m * C + col;
			float		dy = dout[at];

			sg += dy * (inp[at] - mean[m]) * rstd[m];
			sb += dy;
		}
	pg[threadIdx.y][threadIdx.x] = sg;
	pb[threadIdx.y][threadIdx.x] = sb;
	__syncthreads();
	if (threadIdx.y == 0 && col < C)
	{
		float		tg = 0, tb = 0;

		for (int g = 0; g < 8; g++)
		{
			tg += pg[g][threadIdx.x];
			tb += pb[g][threadIdx.x];
		}
		dgamma[col] += tg;
		dbeta[col] += tb;
	}
}

void
cuda_layernorm_forward(DtBackend *be, float *out, float *mean, float *rstd, const float *inp,
					   const float *gamma, const float *beta, int M, int C)
{
	DTC_OP_BEGIN(be, c);
	if (M <= 0)
		return;
	layernorm_forward_kernel<<<(M + LN_WARPS - 1) / LN_WARPS, 32 * LN_WARPS, 0, c->stream>>>(
		out, mean, rstd, inp, gamma, beta, M, C);
	DTC_LAUNCHED(c, "layernorm_forward_kernel");
}

void
cuda_layernorm_backward(DtBackend *be, float *dinp, float *dgamma, float *dbeta,
						const float *dout, const float *inp, const float *gamma,
						const float *mean, const float *rstd, int M, int C)
{
	DTC_OP_BEGIN(be, c);
	if (M <= 0 || C <= 0)
		return;
	layernorm_backward_rows_kernel<<<(M + LN_WARPS - 1) / LN_WARPS, 32 * LN_WARPS, 0, c->stream>>>(
		dinp, dout, inp, gamma, mean, rstd, M, C);
	DTC_LAUNCHED(c, "layernorm_backward_rows_kernel");
	layernorm_backward_params_kernel<<<(C + 31) / 32, dim3(32, 8), 0, c->stream>>>(
		dgamma, dbeta, dout, inp, mean, rstd, M, C);
	DTC_LAUNCHED(c, "layernorm_backward_params_kernel");
}
