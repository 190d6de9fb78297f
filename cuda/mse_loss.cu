/*
 * mse_loss.cu — masked mean squared error over the valid items of a padded batch (CPU
 * reference: src/nn/mse_loss.c).  The forward sums in double, as the reference does, in a
 * two-stage reduction with a fixed order (deterministic), and returns to the host
 * (synchronises).  len is a device array.
 */
#include <math.h>

#include "cuda_ops.h"

/* sum_b len[b], computed by every block into shared memory (B is small). */
__device__ double
valid_items(const int *len, int B)
{
	__shared__ double total;
	double		s = 0;

	for (int b = threadIdx.x; b < B; b += blockDim.x)
		s += len[b];
	s = dtc_block_sum_d(s);
	if (threadIdx.x == 0)
		total = s;
	__syncthreads();
	return total;
}

__global__ void
mse_forward_kernel(double *red, const float *out, const float *target, const int *len, int B,
				   int n, int d)
{
	size_t		per = (size_t) n * d, total = (size_t) B * per;
	double		s = 0;

	for (size_t i = blockIdx.x * (size_t) DTC_RED_THREADS + threadIdx.x; i < total;
		 i += (size_t) DTC_RED_BLOCKS * DTC_RED_THREADS)
	{
		size_t		b = i / per, k = i % per;

		if (k < (size_t) len[b] * d)
		{
			double		diff = (double) out[i] - (double) target[i];

			s += diff * diff;
		}
	}
	s = dtc_block_sum_d(s);
	if (threadIdx.x == 0)
		red[blockIdx.x] = s;
}

/* red[DTC_RED_BLOCKS] /= d * sum len */
__global__ void
mse_normalise_kernel(double *red, const int *len, int B, int d)
{
	double		count = valid_items(len, B) * d;

	if (threadIdx.x == 0)
		red[DTC_RED_BLOCKS] /= count;
}

__global__ void
mse_backward_kernel(float *dout, const float *out, const float *target, const int *len, int B,
					int n, int d, double scale)
{
	size_t		per = (size_t) n * d, total = (size_t) B * per;
	float		factor = (float) (2.0 * scale / (valid_items(len, B) * d));

	for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < total;
		 i += (size_t) gridDim.x * blockDim.x)
	{
		size_t		b = i / per, k = i % per;

		dout[i] = k < (size_t) len[b] * d ? factor * (out[i] - target[i]) : 0.0f;
	}
}

double
cuda_mse_loss_forward(DtBackend *be, const float *out, const float *target, const int *len,
					  int B, int n, int d)
{
	CudaCtx    *c = dtc_ctx(be);
	double		loss = 0;

	if (c->failed)
		return NAN;
	mse_forward_kernel<<<DTC_RED_BLOCKS, DTC_RED_THREADS, 0, c->stream>>>(c->red, out, target,
																		   len, B, n, d);
	DTC_LAUNCHED(c, "mse_forward_kernel");
	dtc_reduce_partials(c);
	mse_normalise_kernel<<<1, DTC_RED_THREADS, 0, c->stream>>>(c->red, len, B, d);
	DTC_LAUNCHED(c, "mse_normalise_kernel");
	if (!dtc_read_total(c, &loss))
		return NAN;
	return loss;
}

void
cuda_mse_loss_backward(DtBackend *be, float *dout, const float *out, const float *target,
					   const int *len, int B, int n, int d, double scale)
{
	DTC_OP_BEGIN(be, c);
	if ((size_t) B * n * d == 0)
		return;
	/* blockDim must be DTC_RED_THREADS: valid_items reduces with dtc_block_sum_d */
	mse_backward_kernel<<<dtc_blocks((size_t) B * n * d, DTC_RED_THREADS), DTC_RED_THREADS, 0,
		c->stream>>>(dout, out, target, len, B, n, d, scale);
	DTC_LAUNCHED(c, "mse_backward_kernel");
}
