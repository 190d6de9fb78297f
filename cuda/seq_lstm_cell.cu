/*
 * seq_lstm_cell.cu — one LSTM step for a batch (the decoder's parent-feeding LSTM, paper
 * 001 C.3) on the GPU; CPU reference, gate order (PyTorch's i, f, g, o) and shapes in
 * src/nn/seq_lstm.[ch], same argument list with device pointers.
 *   forward:  gates = x W_ih^T (gemm) + b_ih + b_hh, += h_prev W_hh^T (gemm), then one
 *             element-wise kernel: activations, c = f c_prev + i g, h = o tanh(c).
 *   backward: one element-wise kernel for the gate gradients (and dc_prev), then gemms for
 *             dW_ih, dW_hh, dx, dh_prev and column sums for the biases.
 * The sequence LSTM (seq_lstm_forward) is a loop of such steps; it is not ported yet.
 */
#include "cuda_ops.h"

extern "C"
{
#include "nn/seq_lstm.h"
}

__device__ __forceinline__ float
lstm_sigmoid(float x)
{
	return 1.0f / (1.0f + expf(-x));
}

/* rows[M,4H] += b_ih + b_hh */
__global__ void
lstm_bias_kernel(float *rows, const float *b_ih, const float *b_hh, int H4, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % H4);

		rows[idx] += b_ih[j] + b_hh[j];
	}
}

__global__ void
lstm_activate_kernel(float *gates, float *h_out, float *c_out, const float *c_prev, int H,
					 size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % H);
		size_t		b = idx / H;
		float	   *g = gates + b * 4 * H;
		float		gi = lstm_sigmoid(g[j]);
		float		gf = lstm_sigmoid(g[H + j]);
		float		gg = tanhf(g[2 * H + j]);
		float		go = lstm_sigmoid(g[3 * H + j]);
		float		c = gf * c_prev[idx] + gi * gg;

		g[j] = gi;
		g[H + j] = gf;
		g[2 * H + j] = gg;
		g[3 * H + j] = go;
		c_out[idx] = c;
		h_out[idx] = go * tanhf(c);
	}
}

__global__ void
lstm_step_backward_kernel(float *dgates, float *dc_prev, const float *dh_out,
						  const float *dc_out, const float *gates, const float *c_prev,
						  const float *c_out, int H, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % H);
		size_t		b = idx / H;
		const float *g = gates + b * 4 * H;
		float	   *dg = dgates + b * 4 * H;
		float		gi = g[j], gf = g[H + j], gg = g[2 * H + j], go = g[3 * H + j];
		float		dh = dh_out != NULL ? dh_out[idx] : 0.0f;
		float		dc = dc_out != NULL ? dc_out[idx] : 0.0f;
		float		tc = tanhf(c_out[idx]);
		float		dct = dc + dh * go * (1.0f - tc * tc);

		dg[j] = dct * gg * gi * (1.0f - gi);
		dg[H + j] = dct * c_prev[idx] * gf * (1.0f - gf);
		dg[2 * H + j] = dct * gi * (1.0f - gg * gg);
		dg[3 * H + j] = dh * tc * go * (1.0f - go);
		if (dc_prev != NULL)
			dc_prev[idx] += dct * gf;
	}
}

void
cuda_lstm_cell_forward(DtBackend *be, float *h_out, float *c_out, float *gates, const float *x,
					   const float *h_prev, const float *c_prev, const struct SeqLstmParams *p,
					   int B, int Din, int H)
{
	DTC_OP_BEGIN(be, c);
	if (B == 0)
		return;
	dtc_gemm(c, false, true, B, 4 * H, Din, 1.0f, x, Din, p->w_ih, Din, 0.0f, gates, 4 * H);
	DTC_LAUNCH_EW(c, lstm_bias_kernel, (size_t) B * 4 * H, gates, p->b_ih, p->b_hh, 4 * H,
				  (size_t) B * 4 * H);
	dtc_gemm(c, false, true, B, 4 * H, H, 1.0f, h_prev, H, p->w_hh, H, 1.0f, gates, 4 * H);
	DTC_LAUNCH_EW(c, lstm_activate_kernel, (size_t) B * H, gates, h_out, c_out, c_prev, H,
				  (size_t) B * H);
}

void
cuda_lstm_cell_backward(DtBackend *be, float *dx, float *dh_prev, float *dc_prev,
						const struct SeqLstmGrads *g, float *workspace, const float *dh_out,
						const float *dc_out, const float *gates, const float *c_out,
						const float *x, const float *h_prev, const float *c_prev,
						const struct SeqLstmParams *p, int B, int Din, int H)
{
	float	   *dgates = workspace;	/* (B, 4H) of the reference's (B, 6H) */

	DTC_OP_BEGIN(be, c);
	if (B == 0)
		return;
	DTC_LAUNCH_EW(c, lstm_step_backward_kernel, (size_t) B * H, dgates, dc_prev, dh_out, dc_out,
				  gates, c_prev, c_out, H, (size_t) B * H);
	dtc_gemm(c, true, false, 4 * H, Din, B, 1.0f, dgates, 4 * H, x, Din, 1.0f, g->w_ih, Din);
	dtc_colsum_accumulate(c, g->b_ih, dgates, B, 4 * H);
	dtc_colsum_accumulate(c, g->b_hh, dgates, B, 4 * H);
	if (dx != NULL)
		dtc_gemm(c, false, false, B, Din, 4 * H, 1.0f, dgates, 4 * H, p->w_ih, Din, 1.0f, dx, Din);
	dtc_gemm(c, true, false, 4 * H, H, B, 1.0f, dgates, 4 * H, h_prev, H, 1.0f, g->w_hh, H);
	if (dh_prev != NULL)
		dtc_gemm(c, false, false, B, H, 4 * H, 1.0f, dgates, 4 * H, p->w_hh, H, 1.0f, dh_prev, H);
}
