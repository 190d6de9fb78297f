/*
 * dropout.cu — inverted dropout with the counter-based mask of src/nn/dropout.h.
 *
 * dropout_keep() there is a pure function of (seed, index, rate); the device copy below
 * must stay bit-identical to it so that a model trained on one backend and checked on the
 * other sees the same masks (test/unit/test_nn_cuda.c compares the two outputs exactly).
 */
#include "cuda_ops.h"

__device__ __forceinline__ bool
dtc_dropout_keep(uint64_t seed, uint64_t index, float rate)
{
	uint64_t	z = seed + 0x9E3779B97F4A7C15ull * (index + 1);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	z ^= z >> 31;
	return (float) (z >> 40) * (1.0f / 16777216.0f) >= rate;
}

__global__ void
dropout_forward_kernel(float *out, const float *inp, size_t N, float rate, float scale,
					   uint64_t seed)
{
	DTC_GRID_STRIDE(i, N)
		out[i] = dtc_dropout_keep(seed, i, rate) ? inp[i] * scale : 0.0f;
}

__global__ void
dropout_backward_kernel(float *dinp, const float *dout, size_t N, float rate, float scale,
						uint64_t seed)
{
	DTC_GRID_STRIDE(i, N)
		if (dtc_dropout_keep(seed, i, rate))
			dinp[i] += dout[i] * scale;
}

__global__ void
accumulate_kernel(float *acc, const float *x, size_t N)
{
	DTC_GRID_STRIDE(i, N)
		acc[i] += x[i];
}

void
cuda_dropout_forward(DtBackend *be, float *out, const float *inp, size_t N, float rate,
					 uint64_t seed)
{
	DTC_OP_BEGIN(be, c);
	if (rate <= 0.0f)
	{
		if (out != inp && N > 0)
			DTC_CUDA(c, cudaMemcpyAsync(out, inp, sizeof(float) * N, cudaMemcpyDeviceToDevice,
										c->stream));
		return;
	}
	DTC_LAUNCH_EW(c, dropout_forward_kernel, N, out, inp, N, rate, 1.0f / (1.0f - rate), seed);
}

void
cuda_dropout_backward(DtBackend *be, float *dinp, const float *dout, size_t N, float rate,
					  uint64_t seed)
{
	DTC_OP_BEGIN(be, c);
	if (rate <= 0.0f)
	{
		DTC_LAUNCH_EW(c, accumulate_kernel, N, dinp, dout, N);
		return;
	}
	DTC_LAUNCH_EW(c, dropout_backward_kernel, N, dinp, dout, N, rate, 1.0f / (1.0f - rate), seed);
}
