/*
 * activation.cu — ReLU and exact (erf) GELU, forward and accumulating backward
 * (CPU reference: src/nn/activation.c).  Grid-stride element-wise kernels.
 */
#include "cuda_ops.h"

#define DTC_SQRT1_2 0.70710678118654752440f
#define DTC_INV_SQRT_2PI 0.39894228040143267794f

__global__ void
relu_forward_kernel(float *out, const float *inp, size_t N)
{
	DTC_GRID_STRIDE(i, N)
		out[i] = inp[i] > 0.0f ? inp[i] : 0.0f;
}

__global__ void
relu_backward_kernel(float *dinp, const float *dout, const float *inp, size_t N)
{
	DTC_GRID_STRIDE(i, N)
		dinp[i] += inp[i] > 0.0f ? dout[i] : 0.0f;
}

__global__ void
gelu_forward_kernel(float *out, const float *inp, size_t N)
{
	DTC_GRID_STRIDE(i, N)
		out[i] = 0.5f * inp[i] * (1.0f + erff(inp[i] * DTC_SQRT1_2));
}

__global__ void
gelu_backward_kernel(float *dinp, const float *dout, const float *inp, size_t N)
{
	DTC_GRID_STRIDE(i, N)
	{
		float		x = inp[i];
		float		cdf = 0.5f * (1.0f + erff(x * DTC_SQRT1_2));
		float		pdf = DTC_INV_SQRT_2PI * expf(-0.5f * x * x);

		dinp[i] += dout[i] * (cdf + x * pdf);
	}
}

/* x[M,N] = ReLU(x + b[N]) in place (the MLP's first layer: gemm without bias, then this) */
__global__ void
bias_relu_kernel(float *x, const float *b, int N, size_t total)
{
	DTC_GRID_STRIDE(i, total)
	{
		float		v = x[i] + b[i % N];

		x[i] = v > 0.0f ? v : 0.0f;
	}
}

/* d = d * (out > 0), out the ReLU's output (in-place backward, see activation.h) */
__global__ void
relu_backward_inplace_kernel(float *d, const float *out, size_t N)
{
	DTC_GRID_STRIDE(i, N)
		d[i] = out[i] > 0.0f ? d[i] : 0.0f;
}

/* d *= GELU'(inp) */
__global__ void
gelu_backward_inplace_kernel(float *d, const float *inp, size_t N)
{
	DTC_GRID_STRIDE(i, N)
	{
		float		x = inp[i];
		float		cdf = 0.5f * (1.0f + erff(x * DTC_SQRT1_2));
		float		pdf = DTC_INV_SQRT_2PI * expf(-0.5f * x * x);

		d[i] *= cdf + x * pdf;
	}
}

void
cuda_relu_forward(DtBackend *be, float *out, const float *inp, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, relu_forward_kernel, N, out, inp, N);
}

void
cuda_relu_backward(DtBackend *be, float *dinp, const float *dout, const float *inp, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, relu_backward_kernel, N, dinp, dout, inp, N);
}

void
cuda_gelu_forward(DtBackend *be, float *out, const float *inp, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, gelu_forward_kernel, N, out, inp, N);
}

void
cuda_gelu_backward(DtBackend *be, float *dinp, const float *dout, const float *inp, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, gelu_backward_kernel, N, dinp, dout, inp, N);
}

void
cuda_relu_backward_inplace(DtBackend *be, float *d, const float *out, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, relu_backward_inplace_kernel, N, d, out, N);
}

void
cuda_gelu_backward_inplace(DtBackend *be, float *d, const float *inp, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, gelu_backward_inplace_kernel, N, d, inp, N);
}

void
cuda_bias_relu_forward(DtBackend *be, float *x, const float *b, int M, int N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, bias_relu_kernel, (size_t) M * N, x, b, N, (size_t) M * N);
}
