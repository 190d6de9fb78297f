/*
 * linear.cu — fully connected layer on the GPU (CPU reference: src/nn/linear.c).
 *   forward:  out = inp W^T + b   (bias broadcast into out, then one sgemm with beta = 1,
 *             as the reference does)
 *   backward: dinp += dout W, dW += dout^T inp (sgemm), db += column sums of dout
 *             (deterministic column reduction below).
 */
#include "cuda_ops.h"

__global__ void
broadcast_rows_kernel(float *out, const float *b, int M, int N)
{
	size_t		total = (size_t) M * N;

	for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < total;
		 i += (size_t) gridDim.x * blockDim.x)
		out[i] = b[i % N];
}

/*
 * db[N] += sum over the M rows of m.  Block (32, 8): 32 adjacent columns, 8 row groups
 * (coalesced reads); the 8 partial sums of a column are combined in a fixed order, so the
 * result does not depend on scheduling.
 */
__global__ void
colsum_kernel(float *db, const float *m, int M, int N)
{
	__shared__ float part[8][33];
	int			col = blockIdx.x * 32 + threadIdx.x;
	float		s = 0;

	if (col < N)
		for (int r = threadIdx.y; r < M; r += 8)
			s += m[(size_t) r * N + col];
	part[threadIdx.y][threadIdx.x] = s;
	__syncthreads();
	if (threadIdx.y == 0 && col < N)
	{
		float		t = 0;

		for (int g = 0; g < 8; g++)
			t += part[g][threadIdx.x];
		db[col] += t;
	}
}

void
dtc_colsum_accumulate(CudaCtx *c, float *db, const float *m, int M, int N)
{
	if (c->failed || M <= 0 || N <= 0)
		return;
	colsum_kernel<<<(N + 31) / 32, dim3(32, 8), 0, c->stream>>>(db, m, M, N);
	DTC_LAUNCHED(c, "colsum_kernel");
}

void
cuda_linear_forward(DtBackend *be, float *out, const float *inp, const float *W, const float *b,
					int M, int n_in, int n_out)
{
	DTC_OP_BEGIN(be, c);
	if (b != NULL)
	{
		broadcast_rows_kernel<<<dtc_blocks((size_t) M * n_out, 256), 256, 0, c->stream>>>(out, b, M, n_out);
		DTC_LAUNCHED(c, "broadcast_rows_kernel");
	}
	dtc_gemm(c, false, true, M, n_out, n_in, 1.0f, inp, n_in, W, n_in, b != NULL ? 1.0f : 0.0f,
			 out, n_out);
}

void
cuda_linear_backward(DtBackend *be, float *dinp, float *dW, float *db, const float *dout,
					 const float *inp, const float *W, int M, int n_in, int n_out)
{
	DTC_OP_BEGIN(be, c);
	if (dinp != NULL)
		dtc_gemm(c, false, false, M, n_in, n_out, 1.0f, dout, n_out, W, n_in, 1.0f, dinp, n_in);
	dtc_gemm(c, true, false, n_out, n_in, M, 1.0f, dout, n_out, inp, n_in, 1.0f, dW, n_in);
	if (db != NULL)
		dtc_colsum_accumulate(c, db, dout, M, n_out);
}

/* ---------------------------------------------------------------- gemm, axpy */

void
cuda_gemm(DtBackend *be, bool trans_a, bool trans_b, int M, int N, int K, float alpha,
		  const float *A, int lda, const float *B, int ldb, float beta, float *C, int ldc)
{
	DTC_OP_BEGIN(be, c);
	dtc_gemm(c, trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}

__global__ void
axpy_kernel(float *y, float alpha, const float *x, size_t N)
{
	DTC_GRID_STRIDE(i, N)
		y[i] += alpha * x[i];
}

void
cuda_axpy(DtBackend *be, float *y, float alpha, const float *x, size_t N)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, axpy_kernel, N, y, alpha, x, N);
}
