/*
 * seq_lstm_cell.cu — one LSTM step for a batch (the decoder's parent-feeding LSTM, paper
 * 001 C.3) on the GPU; CPU reference, gate order (PyTorch's i, f, g, o) and shapes in
 * src/nn/seq_lstm.[ch], same argument list with device pointers.
 *   forward:  gates = x W_ih^T (gemm) + b_ih + b_hh, += h_prev W_hh^T (gemm), then one
 *             element-wise kernel: activations, c = f c_prev + i g, h = o tanh(c).
 *   backward: one element-wise kernel for the gate gradients (and dc_prev), then gemms for
 *             dW_ih, dW_hh, dx, dh_prev and column sums for the biases.
 * Also here: the cell in two halves (forward_preact; backward_data + param_grads), the
 * BiLSTM over a padded batch and the mean-plus-final summary.
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

/* ---------------------------------------------------------------- the cell in halves */

/* gates += h_prev W_hh^T, then activated in place (seq_lstm_cell_forward_preact) */
void
cuda_lstm_cell_forward_preact(DtBackend *be, float *h_out, float *c_out, float *gates,
							  const float *h_prev, const float *c_prev,
							  const struct SeqLstmParams *p, int B, int H)
{
	DTC_OP_BEGIN(be, c);
	if (B == 0)
		return;
	dtc_gemm(c, false, true, B, 4 * H, H, 1.0f, h_prev, H, p->w_hh, H, 1.0f, gates, 4 * H);
	DTC_LAUNCH_EW(c, lstm_activate_kernel, (size_t) B * H, gates, h_out, c_out, c_prev, H,
				  (size_t) B * H);
}

void
cuda_lstm_cell_backward_data(DtBackend *be, float *dx, float *dh_prev, float *dc_prev,
							 float *dgates, float *workspace, const float *dh_out,
							 const float *dc_out, const float *gates, const float *c_out,
							 const float *c_prev, const struct SeqLstmParams *p, int B, int Din,
							 int H)
{
	DTC_OP_BEGIN(be, c);
	if (B == 0)
		return;
	DTC_LAUNCH_EW(c, lstm_step_backward_kernel, (size_t) B * H, dgates, dc_prev, dh_out, dc_out,
				  gates, c_prev, c_out, H, (size_t) B * H);
	if (dx != NULL)
		dtc_gemm(c, false, false, B, Din, 4 * H, 1.0f, dgates, 4 * H, p->w_ih, Din, 1.0f, dx, Din);
	if (dh_prev != NULL)
		dtc_gemm(c, false, false, B, H, 4 * H, 1.0f, dgates, 4 * H, p->w_hh, H, 1.0f, dh_prev, H);
}

void
cuda_lstm_cell_param_grads(DtBackend *be, const struct SeqLstmGrads *g, const float *dgates,
						   const float *x, const float *h_prev, int M, int Din, int H)
{
	DTC_OP_BEGIN(be, c);
	if (M == 0)
		return;
	dtc_gemm(c, true, false, 4 * H, Din, M, 1.0f, dgates, 4 * H, x, Din, 1.0f, g->w_ih, Din);
	dtc_colsum_accumulate(c, g->b_ih, dgates, M, 4 * H);
	dtc_colsum_accumulate(c, g->b_hh, dgates, M, 4 * H);
	dtc_gemm(c, true, false, 4 * H, H, M, 1.0f, dgates, 4 * H, h_prev, H, 1.0f, g->w_hh, H);
}

/* ---------------------------------------------------------------- over a padded batch */

/*
 * seq_lstm_forward / seq_lstm_backward (CPU reference: src/nn/seq_lstm.c), with the same
 * cache layout: gates (B, T, 4H), then the states of every step hs, cs (T+1, B, H).  The
 * input projection of all steps is one gemm; each step is one gemm (h_{s-1} W_hh^T into the
 * step's gate rows, strided by T*4H) and one element-wise kernel that activates the real
 * rows and carries the state through padding rows.
 */

/* one step s (time t) of the forward for every (b, j) */
__global__ void
lstm_seq_step_kernel(float *gates, float *h_next, float *c_next, float *out,
					 const float *h_prev, const float *c_prev, const int *lengths, int T, int t,
					 int H, int ld, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % H);
		size_t		b = idx / H;
		float	   *o = out + ((size_t) b * T + t) * ld;

		if (t < lengths[b])
		{
			float	   *g = gates + b * (size_t) T * 4 * H + (size_t) t * 4 * H;
			float		gi = lstm_sigmoid(g[j]);
			float		gf = lstm_sigmoid(g[H + j]);
			float		gg = tanhf(g[2 * H + j]);
			float		go = lstm_sigmoid(g[3 * H + j]);
			float		cv = gf * c_prev[idx] + gi * gg;
			float		hv = go * tanhf(cv);

			g[j] = gi;
			g[H + j] = gf;
			g[2 * H + j] = gg;
			g[3 * H + j] = go;
			c_next[idx] = cv;
			h_next[idx] = hv;
			o[j] = hv;
		}
		else
		{
			h_next[idx] = h_prev[idx];
			c_next[idx] = c_prev[idx];
			o[j] = 0.0f;
		}
	}
}

/* dst (B, ld) at [b*ld + j] = src (B, H); NULL src = zeros (initial and final states) */
__global__ void
lstm_state_copy_kernel(float *dst, int ld_dst, const float *src, int ld_src, int H,
					   size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % H);
		size_t		b = idx / H;

		dst[b * ld_dst + j] = src != NULL ? src[b * ld_src + j] : 0.0f;
	}
}

/* acc (B, H) += src (B, H) */
__global__ void
lstm_add_kernel(float *acc, const float *src, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
		acc[idx] += src[idx];
}

/* one step of the backward: dgates of (b, t) and the carried dc, for every (b, j) */
__global__ void
lstm_seq_step_backward_kernel(float *dgates, float *dh, float *dc, const float *dout,
							  const float *gates, const float *c_prev, const float *c_next,
							  const int *lengths, int T, int t, int H, int ld, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % H);
		size_t		b = idx / H;
		size_t		row = b * (size_t) T * 4 * H + (size_t) t * 4 * H;
		float	   *dg = dgates + row;

		if (t < lengths[b])
		{
			const float *g = gates + row;
			float		gi = g[j], gf = g[H + j], gg = g[2 * H + j], go = g[3 * H + j];
			float		dhv = dh[idx] + dout[((size_t) b * T + t) * ld + j];
			float		tc = tanhf(c_next[idx]);
			float		dct = dc[idx] + dhv * go * (1.0f - tc * tc);

			dh[idx] = dhv;
			dg[j] = dct * gg * gi * (1.0f - gi);
			dg[H + j] = dct * c_prev[idx] * gf * (1.0f - gf);
			dg[2 * H + j] = dct * gi * (1.0f - gg * gg);
			dg[3 * H + j] = dhv * tc * go * (1.0f - go);
			dc[idx] = dct * gf;
		}
		else
		{
			dg[j] = 0.0f;
			dg[H + j] = 0.0f;
			dg[2 * H + j] = 0.0f;
			dg[3 * H + j] = 0.0f;
		}
	}
}

/* dh = dh_prev at real rows of step t (padding passes dh through unchanged) */
__global__ void
lstm_take_dh_kernel(float *dh, const float *dh_prev, const int *lengths, int t, int H,
					size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		if (t < lengths[idx / H])
			dh[idx] = dh_prev[idx];
	}
}

/* seq_lstm_cache_size (nn/seq_lstm.h): one direction's cache, in floats */
static size_t
lstm_seq_cache_floats(int B, int T, int H)
{
	return (size_t) B * T * 4 * H + 2 * (size_t) (T + 1) * B * H;
}

static void
lstm_seq_forward(CudaCtx *c, float *out, float *h_final, float *c_final, int ld, float *cache,
				 const float *inp, const int *lengths, const struct SeqLstmParams *p, int B,
				 int T, int Din, int H, bool reverse)
{
	size_t		BH = (size_t) B * H;
	int			ldg = T * 4 * H;
	float	   *gates = cache;
	float	   *hs = cache + (size_t) B * T * 4 * H;
	float	   *cs = hs + (size_t) (T + 1) * BH;

	if (B == 0)
		return;
	if (T > 0)
	{
		dtc_gemm(c, false, true, B * T, 4 * H, Din, 1.0f, inp, Din, p->w_ih, Din, 0.0f, gates,
				 4 * H);
		DTC_LAUNCH_EW(c, lstm_bias_kernel, (size_t) B * T * 4 * H, gates, p->b_ih, p->b_hh,
					  4 * H, (size_t) B * T * 4 * H);
	}
	DTC_CUDA(c, cudaMemsetAsync(hs, 0, sizeof(float) * BH, c->stream));
	DTC_CUDA(c, cudaMemsetAsync(cs, 0, sizeof(float) * BH, c->stream));
	for (int s = 0; s < T; s++)
	{
		int			t = reverse ? T - 1 - s : s;
		float	   *h_prev = hs + (size_t) s * BH,
				   *c_prev = cs + (size_t) s * BH;

		dtc_gemm(c, false, true, B, 4 * H, H, 1.0f, h_prev, H, p->w_hh, H, 1.0f,
				 gates + (size_t) t * 4 * H, ldg);
		DTC_LAUNCH_EW(c, lstm_seq_step_kernel, BH, gates, h_prev + BH, c_prev + BH, out, h_prev,
					  c_prev, lengths, T, t, H, ld, BH);
	}
	if (h_final != NULL)
		DTC_LAUNCH_EW(c, lstm_state_copy_kernel, BH, h_final, ld, hs + (size_t) T * BH, H, H, BH);
	if (c_final != NULL)
		DTC_LAUNCH_EW(c, lstm_state_copy_kernel, BH, c_final, ld, cs + (size_t) T * BH, H, H, BH);
}

static void
lstm_seq_backward(CudaCtx *c, float *dinp, const struct SeqLstmGrads *g, float *workspace,
				  const float *dout, const float *dh_final, const float *dc_final, int ld,
				  const float *cache, const float *inp, const int *lengths,
				  const struct SeqLstmParams *p, int B, int T, int Din, int H, bool reverse)
{
	size_t		BH = (size_t) B * H;
	int			ldg = T * 4 * H;
	const float *gates = cache;
	const float *hs = cache + (size_t) B * T * 4 * H;
	const float *cs = hs + (size_t) (T + 1) * BH;
	float	   *dgates = workspace;
	float	   *dh = dgates + (size_t) B * T * 4 * H;
	float	   *dc = dh + BH;
	float	   *dh_prev = dc + BH;

	if (B == 0)
		return;
	DTC_LAUNCH_EW(c, lstm_state_copy_kernel, BH, dh, H, dh_final, ld, H, BH);
	DTC_LAUNCH_EW(c, lstm_state_copy_kernel, BH, dc, H, dc_final, ld, H, BH);
	for (int s = T - 1; s >= 0; s--)
	{
		int			t = reverse ? T - 1 - s : s;

		DTC_LAUNCH_EW(c, lstm_seq_step_backward_kernel, BH, dgates, dh, dc, dout, gates,
					  cs + (size_t) s * BH, cs + (size_t) (s + 1) * BH, lengths, T, t, H, ld, BH);
		dtc_gemm(c, false, false, B, H, 4 * H, 1.0f, dgates + (size_t) t * 4 * H, ldg, p->w_hh,
				 H, 0.0f, dh_prev, H);
		DTC_LAUNCH_EW(c, lstm_take_dh_kernel, BH, dh, dh_prev, lengths, t, H, BH);
		dtc_gemm(c, true, false, 4 * H, H, B, 1.0f, dgates + (size_t) t * 4 * H, ldg,
				 hs + (size_t) s * BH, H, 1.0f, g->w_hh, H);
	}
	if (T > 0)
	{
		int			M = B * T;

		dtc_gemm(c, true, false, 4 * H, Din, M, 1.0f, dgates, 4 * H, inp, Din, 1.0f, g->w_ih,
				 Din);
		dtc_colsum_accumulate(c, g->b_ih, dgates, M, 4 * H);
		dtc_colsum_accumulate(c, g->b_hh, dgates, M, 4 * H);
		if (dinp != NULL)
			dtc_gemm(c, false, false, M, Din, 4 * H, 1.0f, dgates, 4 * H, p->w_ih, Din, 1.0f,
					 dinp, Din);
	}
}

void
cuda_bilstm_forward(DtBackend *be, float *out, float *h_final, float *c_final, float *cache,
					const float *inp, const int *lengths, const struct SeqBiLstmParams *p, int B,
					int T, int Din, int H)
{
	size_t		half = lstm_seq_cache_floats(B, T, H);

	DTC_OP_BEGIN(be, c);
	lstm_seq_forward(c, out, h_final, c_final, 2 * H, cache, inp, lengths, &p->fwd, B, T, Din,
					 H, false);
	lstm_seq_forward(c, out + H, h_final ? h_final + H : NULL, c_final ? c_final + H : NULL,
					 2 * H, cache + half, inp, lengths, &p->bwd, B, T, Din, H, true);
}

void
cuda_bilstm_backward(DtBackend *be, float *dinp, const struct SeqBiLstmGrads *g,
					 float *workspace, const float *dout, const float *dh_final,
					 const float *dc_final, const float *cache, const float *inp,
					 const int *lengths, const struct SeqBiLstmParams *p, int B, int T, int Din,
					 int H)
{
	size_t		half = lstm_seq_cache_floats(B, T, H);

	DTC_OP_BEGIN(be, c);
	lstm_seq_backward(c, dinp, &g->fwd, workspace, dout, dh_final, dc_final, 2 * H, cache, inp,
					  lengths, &p->fwd, B, T, Din, H, false);
	lstm_seq_backward(c, dinp, &g->bwd, workspace, dout + H, dh_final ? dh_final + H : NULL,
					  dc_final ? dc_final + H : NULL, 2 * H, cache + half, inp, lengths, &p->bwd,
					  B, T, Din, H, true);
}

/* ---------------------------------------------------------------- mean plus final */

__global__ void
mean_plus_final_kernel(float *summary, const float *out, const float *final,
					   const int *lengths, int T, int D, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % D);
		size_t		b = idx / D;
		int			len = lengths[b];
		float		scale = len > 0 ? 1.0f / (float) len : 0.0f;
		float		s = final[idx];

		for (int t = 0; t < len; t++)
			s += scale * out[((size_t) b * T + t) * D + j];
		summary[idx] = s;
	}
}

__global__ void
mean_plus_final_backward_kernel(float *dout, float *dfinal, const float *dsummary,
								const int *lengths, int T, int D, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			j = (int) (idx % D);
		size_t		b = idx / D;
		int			len = lengths[b];
		float		scale = len > 0 ? 1.0f / (float) len : 0.0f;
		float		ds = dsummary[idx];

		if (dfinal != NULL)
			dfinal[idx] += ds;
		if (dout != NULL)
			for (int t = 0; t < len; t++)
				dout[((size_t) b * T + t) * D + j] += scale * ds;
	}
}

void
cuda_mean_plus_final_forward(DtBackend *be, float *summary, const float *out,
							 const float *final, const int *lengths, int B, int T, int D)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, mean_plus_final_kernel, (size_t) B * D, summary, out, final, lengths, T, D,
				  (size_t) B * D);
}

void
cuda_mean_plus_final_backward(DtBackend *be, float *dout, float *dfinal, const float *dsummary,
							  const int *lengths, int B, int T, int D)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, mean_plus_final_backward_kernel, (size_t) B * D, dout, dfinal, dsummary,
				  lengths, T, D, (size_t) B * D);
}
