/*
 * residual.cu — skip connections (CPU reference: src/nn/residual.c).  out may alias a or b.
 */
#include "cuda_ops.h"

__global__ void
residual_forward_kernel(float *out, const float *a, const float *b, size_t N)
{
	DTC_GRID_STRIDE(i, N)
		out[i] = a[i] + b[i];
}

__global__ void
residual_accumulate_kernel(float *acc, const float *x, size_t N)
{
	DTC_GRID_STRIDE(i, N)
		acc[i] += x[i];
}

void
cuda_residual_forward(DtBackend *be, float *out, const float *a, const float *b, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, residual_forward_kernel, N, out, a, b, N);
}

void
cuda_residual_accumulate(DtBackend *be, float *acc, const float *x, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, residual_accumulate_kernel, N, acc, x, N);
}
