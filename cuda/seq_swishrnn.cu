/*
 * seq_swishrnn.cu — the SwishRNN block (Lei et al. 2022, §2.2) on the GPU; CPU reference and
 * equations in src/nn/seq_swishrnn.[ch], same argument list with device pointers (the
 * parameter structs hold device addresses).
 *
 * X1, X2, H are cuBLAS gemms; the recurrence c[t] = Swish(c[t-k] - x1[t]) + x1[t] (Eq. 3)
 * is a scan over time.  With step size k the rows t = r, r+k, r+2k, ... form k independent
 * chains, so the forward scan runs one thread per (sequence, column, chain) — k = 1, 2, 4
 * give 1x, 2x, 4x the parallelism.  The backward scan also accumulates dalpha and dbeta
 * over every sequence and chain; to keep that sum in a fixed order (deterministic) it runs
 * one thread per column walking the sequences and chains in turn.
 */
#include "cuda_ops.h"

extern "C"
{
#include "nn/seq_swishrnn.h"
}

__device__ __forceinline__ float
sigmoidf_dev(float x)
{
	return 1.0f / (1.0f + expf(-x));
}

__device__ __forceinline__ float
gelu_dev(float x)
{
	return 0.5f * x * (1.0f + erff(x * 0.70710678118654752440f));
}

__device__ __forceinline__ float
gelu_grad_dev(float x)
{
	float		cdf = 0.5f * (1.0f + erff(x * 0.70710678118654752440f));
	float		pdf = expf(-0.5f * x * x) * 0.39894228040143267794f;

	return cdf + x * pdf;
}

/* Eq. 3 forward: one thread per (b, j, r), r < step the chain. */
__global__ void
swish_scan_kernel(float *c, const float *x1, const float *alpha, const float *beta,
				  const int *lengths, int B, int T, int Dr, int step)
{
	DTC_GRID_STRIDE(idx, (size_t) B * Dr * step)
	{
		int			j = (int) (idx % Dr);
		int			r = (int) ((idx / Dr) % step);
		size_t		b = idx / ((size_t) Dr * step);
		size_t		base = b * T * Dr;
		int			len = lengths[b];
		float		a = alpha[j], be = beta[j];

		for (int t = r; t < len; t += step)
		{
			float		xr = x1[base + (size_t) t * Dr + j];
			float		z = (t >= step ? c[base + (size_t) (t - step) * Dr + j] : 0.0f) - xr;

			c[base + (size_t) t * Dr + j] = sigmoidf_dev(a * z + be) * z + xr;
		}
	}
}

/* u = (c + b_c) * GELU(x2 + b_sigma) at valid rows (u was zeroed). */
__global__ void
swish_gate_kernel(float *u, const float *c, const float *x2, const float *b_c,
				  const float *b_sigma, const int *lengths, int T, int Dr, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % Dr);
		int			t = (int) ((idx / Dr) % T);
		size_t		b = idx / ((size_t) T * Dr);

		if (t < lengths[b])
			u[idx] = (c[idx] + b_c[j]) * gelu_dev(x2[idx] + b_sigma[j]);
	}
}

/* out[b,t,:] += b3 at valid rows */
__global__ void
add_bias_valid_kernel(float *out, const float *bias, const int *lengths, int T, int D,
					  size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			t = (int) ((idx / D) % T);
		size_t		b = idx / ((size_t) T * D);

		if (t < lengths[b])
			out[idx] += bias[idx % D];
	}
}

/* db[D] += sum of dout rows (b, t < lengths[b]); block (32 columns, 8 row groups). */
__global__ void
colsum_valid_kernel(float *db, const float *m, const int *lengths, int B, int T, int D)
{
	__shared__ float part[8][33];
	int			col = blockIdx.x * 32 + threadIdx.x;
	float		s = 0;

	if (col < D)
		for (int row = threadIdx.y; row < B * T; row += 8)
			if (row % T < lengths[row / T])
				s += m[(size_t) row * D + col];
	part[threadIdx.y][threadIdx.x] = s;
	__syncthreads();
	if (threadIdx.y == 0 && col < D)
	{
		float		t = 0;

		for (int g = 0; g < 8; g++)
			t += part[g][threadIdx.x];
		db[col] += t;
	}
}

/* Eq. 4 backward at valid rows: dx2 = du (c + b_c) GELU'(a), dc = du GELU(a); padding 0. */
__global__ void
swish_gate_backward_kernel(float *dc, float *dx2, const float *c, const float *x2,
						   const float *b_c, const float *b_sigma, const int *lengths, int T,
						   int Dr, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % Dr);
		int			t = (int) ((idx / Dr) % T);
		size_t		b = idx / ((size_t) T * Dr);

		if (t < lengths[b])
		{
			float		a = x2[idx] + b_sigma[j];
			float		du = dc[idx];

			dx2[idx] = du * (c[idx] + b_c[j]) * gelu_grad_dev(a);
			dc[idx] = du * gelu_dev(a);
		}
		else
		{
			dx2[idx] = 0.0f;
			dc[idx] = 0.0f;
		}
	}
}

/* Eq. 3 backward in place (dc: dL/dc in, dL/dx1 out); one thread per column j. */
__global__ void
swish_scan_backward_kernel(float *dc, float *dalpha, float *dbeta, const float *c,
						   const float *x1, const float *alpha, const float *beta,
						   const int *lengths, int B, int T, int Dr, int step)
{
	int			j = blockIdx.x * blockDim.x + threadIdx.x;
	float		a, be, sa = 0, sb = 0;

	if (j >= Dr)
		return;
	a = alpha[j];
	be = beta[j];
	for (int b = 0; b < B; b++)
	{
		size_t		base = (size_t) b * T * Dr;
		int			len = lengths[b];

		for (int t = len - 1; t >= 0; t--)
		{
			size_t		at = base + (size_t) t * Dr + j;
			float		z = (t >= step ? c[at - (size_t) step * Dr] : 0.0f) - x1[at];
			float		s = sigmoidf_dev(a * z + be);
			float		ds = s * (1.0f - s);
			float		dct = dc[at];
			float		dz = dct * (s + a * z * ds);

			sa += dct * z * z * ds;
			sb += dct * z * ds;
			dc[at] = dct - dz;
			if (t >= step)
				dc[at - (size_t) step * Dr] += dz;
		}
	}
	dalpha[j] += sa;
	dbeta[j] += sb;
}

void
cuda_swishrnn_forward(DtBackend *be, float *out, float *cache, const float *inp,
					  const int *lengths, const struct SeqSwishRnnParams *p, int B, int T,
					  int D, int Dr, int step)
{
	size_t		n = (size_t) B * T * Dr;
	float	   *x1 = cache, *x2 = cache + n, *cc = cache + 2 * n, *u = cache + 3 * n;

	DTC_OP_BEGIN(be, c);
	if (B * T == 0)
		return;
	dtc_gemm(c, false, true, B * T, Dr, D, 1.0f, inp, D, p->w1, D, 0.0f, x1, Dr);
	dtc_gemm(c, false, true, B * T, Dr, D, 1.0f, inp, D, p->w2, D, 0.0f, x2, Dr);
	DTC_CUDA(c, cudaMemsetAsync(cc, 0, sizeof(float) * 2 * n, c->stream));	/* c and u */
	DTC_LAUNCH_EW(c, swish_scan_kernel, (size_t) B * Dr * step, cc, x1, p->alpha, p->beta,
				  lengths, B, T, Dr, step);
	DTC_LAUNCH_EW(c, swish_gate_kernel, n, u, cc, x2, p->b_c, p->b_sigma, lengths, T, Dr, n);
	dtc_gemm(c, false, true, B * T, D, Dr, 1.0f, u, Dr, p->w3, Dr, 0.0f, out, D);
	DTC_LAUNCH_EW(c, add_bias_valid_kernel, (size_t) B * T * D, out, p->b3, lengths, T, D,
				  (size_t) B * T * D);
}

void
cuda_swishrnn_backward(DtBackend *be, float *dinp, const SeqSwishRnnGrads *g, float *workspace,
					   const float *dout, const float *cache, const float *inp,
					   const int *lengths, const SeqSwishRnnParams *p, int B, int T, int D,
					   int Dr, int step)
{
	size_t		n = (size_t) B * T * Dr;
	const float *x1 = cache, *x2 = cache + n, *cc = cache + 2 * n, *u = cache + 3 * n;
	float	   *dc = workspace, *dx2 = workspace + n;

	DTC_OP_BEGIN(be, c);
	if (B * T == 0)
		return;
	dtc_gemm(c, true, false, D, Dr, B * T, 1.0f, dout, D, u, Dr, 1.0f, g->w3, Dr);
	dtc_gemm(c, false, false, B * T, Dr, D, 1.0f, dout, D, p->w3, Dr, 0.0f, dc, Dr);
	colsum_valid_kernel<<<(D + 31) / 32, dim3(32, 8), 0, c->stream>>>(g->b3, dout, lengths, B, T, D);
	DTC_LAUNCHED(c, "colsum_valid_kernel");
	DTC_LAUNCH_EW(c, swish_gate_backward_kernel, n, dc, dx2, cc, x2, p->b_c, p->b_sigma, lengths,
				  T, Dr, n);
	dtc_colsum_accumulate(c, g->b_sigma, dx2, B * T, Dr);
	dtc_colsum_accumulate(c, g->b_c, dc, B * T, Dr);
	swish_scan_backward_kernel<<<(Dr + 127) / 128, 128, 0, c->stream>>>(
		dc, g->alpha, g->beta, cc, x1, p->alpha, p->beta, lengths, B, T, Dr, step);
	DTC_LAUNCHED(c, "swish_scan_backward_kernel");
	dtc_gemm(c, true, false, Dr, D, B * T, 1.0f, dc, Dr, inp, D, 1.0f, g->w1, D);
	dtc_gemm(c, true, false, Dr, D, B * T, 1.0f, dx2, Dr, inp, D, 1.0f, g->w2, D);
	if (dinp != NULL)
	{
		dtc_gemm(c, false, false, B * T, D, Dr, 1.0f, dc, Dr, p->w1, D, 1.0f, dinp, D);
		dtc_gemm(c, false, false, B * T, D, Dr, 1.0f, dx2, Dr, p->w2, D, 1.0f, dinp, D);
	}
}
