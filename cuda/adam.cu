/*
 * adam.cu — the optimiser's device side: one fused Adam kernel over a contiguous slice of
 * the parameter buffer (CPU reference: cpu_adam_update in src/nn/backend_cpu.c), and the
 * squared norm used for gradient clipping (double, two-stage fixed-order reduction).
 *
 * The bias corrections are computed on the host exactly as the reference computes them
 * (powf in float), so both backends take the same step.
 */
#include <math.h>

#include "cuda_ops.h"

__global__ void
adam_kernel(float *__restrict__ param, const float *__restrict__ grad, float *__restrict__ m,
			float *__restrict__ v, size_t N, float lr, float beta1, float beta2, float eps,
			float weight_decay, float c1, float c2, float grad_scale)
{
	DTC_GRID_STRIDE(i, N)
	{
		float		g = grad[i] * grad_scale;
		float		mi = beta1 * m[i] + (1.0f - beta1) * g;
		float		vi = beta2 * v[i] + (1.0f - beta2) * g * g;
		float		p = param[i];

		m[i] = mi;
		v[i] = vi;
		param[i] = p - lr * ((mi * c1) / (sqrtf(vi * c2) + eps) + weight_decay * p);
	}
}

void
cuda_adam_update(DtBackend *be, float *param, const float *grad, float *m, float *v, size_t N,
				 float lr, float beta1, float beta2, float eps, float weight_decay, long t,
				 float grad_scale)
{
	float		c1 = 1.0f / (1.0f - powf(beta1, (float) t));
	float		c2 = 1.0f / (1.0f - powf(beta2, (float) t));

	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, adam_kernel, N, param, grad, m, v, N, lr, beta1, beta2, eps, weight_decay,
				  c1, c2, grad_scale);
}

__global__ void
sumsq_kernel(double *red, const float *x, size_t N)
{
	double		s = 0;

	for (size_t i = blockIdx.x * (size_t) DTC_RED_THREADS + threadIdx.x; i < N;
		 i += (size_t) DTC_RED_BLOCKS * DTC_RED_THREADS)
		s += (double) x[i] * x[i];
	s = dtc_block_sum_d(s);
	if (threadIdx.x == 0)
		red[blockIdx.x] = s;
}

double
cuda_sumsq(DtBackend *be, const float *x, size_t N)
{
	CudaCtx    *c = dtc_ctx(be);
	double		total = 0;

	if (c->failed)
		return NAN;
	sumsq_kernel<<<DTC_RED_BLOCKS, DTC_RED_THREADS, 0, c->stream>>>(c->red, x, N);
	DTC_LAUNCHED(c, "sumsq_kernel");
	dtc_reduce_partials(c);
	if (!dtc_read_total(c, &total))
		return NAN;
	return total;
}
