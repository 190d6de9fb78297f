/*
 * seq_lstm.c — LSTM cell, sequence LSTM, BiLSTM and mean-plus-final summary
 * (see seq_lstm.h for shapes, gate order and padding semantics).
 *
 * The input projection of every step is one matrix product over the whole batch and
 * sequence; each step then adds h_{t-1} W_hh^T for the batch with one product whose
 * output rows are strided by T*4H, so the gates stay in (B, T, 4H) order and the backward
 * can form dW_ih and dinp with one product each.
 */
#include "nn/seq_lstm.h"

#include <string.h>

#include "common/stop.h"
#include "nn/gate_activation.h"

/*
 * out (M, N), rows ldo apart, += inp (M, K) W (N, K)^T: the recurrent product.  With few rows
 * (the decoder's cell: a beam or a batch of examples per step; the encoder's step over a
 * batch of names) the float build uses the few-row kernel, which does not repack W on every
 * call as OpenBLAS does (sgemm_small.h): the decoder's LSTM products were most of nl2sql's
 * time (the input projection gets the same through nn_affine_forward).  The double build
 * (gradient checks) and other shapes use BLAS.
 */
static inline void
recurrent_product(nn_real *out, int ldo, const nn_real *inp, const nn_real *W, int M, int K,
				  int N)
{
#ifndef NN_DOUBLE
	if (nn_sgemm_small_abt_acc(out, ldo, inp, W, M, K, N))
		return;
#endif
	NN_MATMUL(0, 1, M, N, K, 1, inp, K, W, K, 1, out, ldo);
}

/*
 * Turn one row of pre-activations (4H: i, f, g, o) into activations in place and advance
 * the state: c = f * c_prev + i * g, h = o * nn_tanh(c).  The float build takes the
 * vectorised kernel (gate_activation.h): libm's scalar expf and tanhf here were about a tenth
 * of nl2sql's time on a CPU without AVX-512.  The double build (gradient checks) and CPUs
 * without AVX2 and FMA loop over libm.  The backward needs no change: it reads the activated
 * gates, whichever computed them.
 */
static inline void
seq_lstm_step_activate(nn_real *gates, nn_real *h, nn_real *c, const nn_real *c_prev, int H)
{
	nn_real    *gi = gates,
			   *gf = gates + H,
			   *gg = gates + 2 * H,
			   *go = gates + 3 * H;

#ifndef NN_DOUBLE
	if (nn_vec_lstm_activate(gates, h, c, c_prev, H))
		return;
#endif

	for (int j = 0; j < H; j++)
	{
		gi[j] = nn_sigmoid(gi[j]);
		gf[j] = nn_sigmoid(gf[j]);
		gg[j] = nn_tanh(gg[j]);
		go[j] = nn_sigmoid(go[j]);
		c[j] = gf[j] * c_prev[j] + gi[j] * gg[j];
		h[j] = go[j] * nn_tanh(c[j]);
	}
}

/*
 * Backward of seq_lstm_step_activate for one row.  dh is the gradient of h; dc holds the
 * gradient of c on entry and that of c_prev on return.  dgates (4H) receives the
 * gradient of the pre-activations (overwritten).
 */
static inline void
seq_lstm_step_backward(nn_real *dgates, const nn_real *dh, nn_real *dc,
					   const nn_real *gates, const nn_real *c_prev, const nn_real *c, int H)
{
	const nn_real *gi = gates,
			   *gf = gates + H,
			   *gg = gates + 2 * H,
			   *go = gates + 3 * H;

	for (int j = 0; j < H; j++)
	{
		nn_real		tc = nn_tanh(c[j]);
		nn_real		dct = dc[j] + dh[j] * go[j] * ((nn_real) 1 - tc * tc);
		nn_real		d_i = dct * gg[j];
		nn_real		d_f = dct * c_prev[j];
		nn_real		d_g = dct * gi[j];
		nn_real		d_o = dh[j] * tc;

		dgates[j] = d_i * gi[j] * ((nn_real) 1 - gi[j]);
		dgates[H + j] = d_f * gf[j] * ((nn_real) 1 - gf[j]);
		dgates[2 * H + j] = d_g * ((nn_real) 1 - gg[j] * gg[j]);
		dgates[3 * H + j] = d_o * go[j] * ((nn_real) 1 - go[j]);
		dc[j] = dct * gf[j];
	}
}

/* rows (M, 4H) = X (M, Din) W_ih^T + b_ih + b_hh; in blocks of rows polling the stop
 * scope (common/stop.h) inside a decode, where M is every word of thousands of names */
static void
seq_lstm_input_projection(nn_real *rows, const nn_real *x, const SeqLstmParams *p,
						  int M, int Din, int H)
{
	int			block = dt_stop_block_rows(M, 4.0 * H * Din);

	for (int r0 = 0; r0 < M; r0 += block)
	{
		int			m = r0 + block < M ? block : M - r0;

		if (r0 > 0 && dt_stop_poll())
			return;
		nn_affine_forward(rows + (size_t) r0 * 4 * H, x + (size_t) r0 * Din, p->w_ih, NULL, m,
						  4 * H, Din);
	}
	for (size_t r = 0; r < (size_t) M; r++)
		for (int j = 0; j < 4 * H; j++)
			rows[r * 4 * H + j] += p->b_ih[j] + p->b_hh[j];
}

/* gates (B rows ldg apart) += h_prev (B, H) W_hh^T for one step, in blocks of sequences
 * polling the stop scope (a decode's batch of thousands of names); false: stopped */
static bool
seq_lstm_recurrent_step(nn_real *gates, int ldg, const nn_real *h_prev, const nn_real *w_hh,
						int B, int H)
{
	int			block = dt_stop_block_rows(B, 4.0 * H * H);

	for (int b0 = 0; b0 < B; b0 += block)
	{
		if (dt_stop_poll())
			return false;
		recurrent_product(gates + (size_t) b0 * ldg, ldg, h_prev + (size_t) b0 * H, w_hh,
						  b0 + block < B ? block : B - b0, H, 4 * H);
	}
	return true;
}

/* parameter gradients shared by cell and sequence: dW_ih += dG^T X, biases += colsum dG */
static void
seq_lstm_input_grads(nn_real *dx, const SeqLstmGrads *g, const nn_real *dgates,
					 const nn_real *x, const SeqLstmParams *p, int M, int Din, int H)
{
	NN_MATMUL(1, 0, 4 * H, Din, M, 1, dgates, 4 * H, x, Din, 1, g->w_ih, Din);
	nn_accumulate_bias(g->b_ih, dgates, M, 4 * H, 4 * H);
	nn_accumulate_bias(g->b_hh, dgates, M, 4 * H, 4 * H);
	if (dx)
		NN_MATMUL(0, 0, M, Din, 4 * H, 1, dgates, 4 * H, p->w_ih, Din, 1, dx, Din);
}

size_t
NN_FN(seq_lstm_cell_cache_size) (int B, int H)
{
	return (size_t) B * 4 * H;
}

size_t
NN_FN(seq_lstm_cell_workspace_size) (int B, int H)
{
	return (size_t) B * 6 * H;
}

void
NN_FN(seq_lstm_cell_forward) (nn_real *h_out, nn_real *c_out, nn_real *gates,
							  const nn_real *x, const nn_real *h_prev,
							  const nn_real *c_prev, const SeqLstmParams *p,
							  int B, int Din, int H)
{
	seq_lstm_input_projection(gates, x, p, B, Din, H);
	NN_FN(seq_lstm_cell_forward_preact) (h_out, c_out, gates, h_prev, c_prev, p, B, H);
}

void
NN_FN(seq_lstm_cell_forward_preact) (nn_real *h_out, nn_real *c_out, nn_real *gates,
									 const nn_real *h_prev, const nn_real *c_prev,
									 const SeqLstmParams *p, int B, int H)
{
	recurrent_product(gates, 4 * H, h_prev, p->w_hh, B, H, 4 * H);
	for (int b = 0; b < B; b++)
		seq_lstm_step_activate(gates + (size_t) b * 4 * H, h_out + (size_t) b * H,
							   c_out + (size_t) b * H, c_prev + (size_t) b * H, H);
}

void
NN_FN(seq_lstm_cell_backward_data) (nn_real *dx, nn_real *dh_prev, nn_real *dc_prev,
									nn_real *dgates, nn_real *workspace,
									const nn_real *dh_out, const nn_real *dc_out,
									const nn_real *gates, const nn_real *c_out,
									const nn_real *c_prev, const SeqLstmParams *p,
									int B, int Din, int H)
{
	nn_real    *dc = workspace;		/* (B, H): dc_out, then dc_prev */
	nn_real    *dh = dc + (size_t) B * H;	/* (B, H): dh_out */

	for (size_t i = 0; i < (size_t) B * H; i++)
	{
		dc[i] = dc_out ? dc_out[i] : 0;
		dh[i] = dh_out ? dh_out[i] : 0;
	}
	for (int b = 0; b < B; b++)
	{
		size_t		off = (size_t) b * H;

		seq_lstm_step_backward(dgates + (size_t) b * 4 * H, dh + off, dc + off,
							   gates + (size_t) b * 4 * H, c_prev + off, c_out + off, H);
	}
	if (dc_prev)
		nn_add_into(dc_prev, dc, (size_t) B * H);
	if (dx)
		NN_MATMUL(0, 0, B, Din, 4 * H, 1, dgates, 4 * H, p->w_ih, Din, 1, dx, Din);
	if (dh_prev)
		NN_MATMUL(0, 0, B, H, 4 * H, 1, dgates, 4 * H, p->w_hh, H, 1, dh_prev, H);
}

void
NN_FN(seq_lstm_cell_param_grads) (const SeqLstmGrads *g, const nn_real *dgates,
								  const nn_real *x, const nn_real *h_prev, int M, int Din,
								  int H)
{
	seq_lstm_input_grads(NULL, g, dgates, x, NULL, M, Din, H);
	NN_MATMUL(1, 0, 4 * H, H, M, 1, dgates, 4 * H, h_prev, H, 1, g->w_hh, H);
}

void
NN_FN(seq_lstm_cell_backward) (nn_real *dx, nn_real *dh_prev, nn_real *dc_prev,
							   const SeqLstmGrads *g, nn_real *workspace,
							   const nn_real *dh_out, const nn_real *dc_out,
							   const nn_real *gates, const nn_real *c_out,
							   const nn_real *x, const nn_real *h_prev,
							   const nn_real *c_prev, const SeqLstmParams *p,
							   int B, int Din, int H)
{
	nn_real    *dgates = workspace + (size_t) 2 * B * H;	/* (B, 4H) */

	NN_FN(seq_lstm_cell_backward_data) (dx, dh_prev, dc_prev, dgates, workspace, dh_out,
										dc_out, gates, c_out, c_prev, p, B, Din, H);
	NN_FN(seq_lstm_cell_param_grads) (g, dgates, x, h_prev, B, Din, H);
}

size_t
NN_FN(seq_lstm_cache_size) (int B, int T, int H)
{
	return (size_t) B * T * 4 * H + 2 * (size_t) (T + 1) * B * H;
}

size_t
NN_FN(seq_lstm_workspace_size) (int B, int T, int H)
{
	return (size_t) B * T * 4 * H + 3 * (size_t) B * H;
}

void
NN_FN(seq_lstm_forward) (nn_real *out, nn_real *h_final, nn_real *c_final, int ld,
						 nn_real *cache, const nn_real *inp, const int *lengths,
						 const nn_real *h0, const nn_real *c0, const SeqLstmParams *p,
						 int B, int T, int Din, int H, bool reverse)
{
	size_t		BH = (size_t) B * H;
	size_t		ldg = (size_t) T * 4 * H;	/* stride between sequences in the gates */
	nn_real    *gates = cache;
	nn_real    *hs = cache + (size_t) B * T * 4 * H;	/* (T+1, B, H) */
	nn_real    *cs = hs + (size_t) (T + 1) * BH;		/* (T+1, B, H) */

	if (B * T > 0)
		seq_lstm_input_projection(gates, inp, p, B * T, Din, H);
	if (h0)
		memcpy(hs, h0, sizeof(nn_real) * BH);
	else
		memset(hs, 0, sizeof(nn_real) * BH);
	if (c0)
		memcpy(cs, c0, sizeof(nn_real) * BH);
	else
		memset(cs, 0, sizeof(nn_real) * BH);

	for (int s = 0; s < T; s++)
	{
		int			t = reverse ? T - 1 - s : s;
		nn_real    *h_prev = hs + (size_t) s * BH,
				   *c_prev = cs + (size_t) s * BH,
				   *h_next = hs + (size_t) (s + 1) * BH,
				   *c_next = cs + (size_t) (s + 1) * BH;

		if (!seq_lstm_recurrent_step(gates + (size_t) t * 4 * H, (int) ldg, h_prev, p->w_hh, B,
									 H))
			return;				/* a decode being cancelled: the output is unused */
		for (int b = 0; b < B; b++)
		{
			nn_real    *o = out + ((size_t) b * T + t) * ld;
			size_t		off = (size_t) b * H;

			if (t < lengths[b])
			{
				seq_lstm_step_activate(gates + b * ldg + (size_t) t * 4 * H,
									   h_next + off, c_next + off, c_prev + off, H);
				memcpy(o, h_next + off, sizeof(nn_real) * H);
			}
			else
			{
				/* padding: carry the state, emit zeros */
				memcpy(h_next + off, h_prev + off, sizeof(nn_real) * H);
				memcpy(c_next + off, c_prev + off, sizeof(nn_real) * H);
				memset(o, 0, sizeof(nn_real) * H);
			}
		}
	}
	for (int b = 0; b < B; b++)
	{
		if (h_final)
			memcpy(h_final + (size_t) b * ld, hs + (size_t) T * BH + (size_t) b * H, sizeof(nn_real) * H);
		if (c_final)
			memcpy(c_final + (size_t) b * ld, cs + (size_t) T * BH + (size_t) b * H, sizeof(nn_real) * H);
	}
}

void
NN_FN(seq_lstm_backward) (nn_real *dinp, nn_real *dh0, nn_real *dc0,
						  const SeqLstmGrads *g, nn_real *workspace,
						  const nn_real *dout, const nn_real *dh_final,
						  const nn_real *dc_final, int ld, const nn_real *cache,
						  const nn_real *inp, const int *lengths, const SeqLstmParams *p,
						  int B, int T, int Din, int H, bool reverse)
{
	size_t		BH = (size_t) B * H;
	size_t		ldg = (size_t) T * 4 * H;
	const nn_real *gates = cache;
	const nn_real *hs = cache + (size_t) B * T * 4 * H;
	const nn_real *cs = hs + (size_t) (T + 1) * BH;
	nn_real    *dgates = workspace;					/* (B, T, 4H) */
	nn_real    *dh = dgates + (size_t) B * T * 4 * H;	/* (B, H) */
	nn_real    *dc = dh + BH;						/* (B, H) */
	nn_real    *dh_prev = dc + BH;					/* (B, H) */

	for (int b = 0; b < B; b++)
		for (int j = 0; j < H; j++)
		{
			dh[(size_t) b * H + j] = dh_final ? dh_final[(size_t) b * ld + j] : 0;
			dc[(size_t) b * H + j] = dc_final ? dc_final[(size_t) b * ld + j] : 0;
		}

	for (int s = T - 1; s >= 0; s--)
	{
		int			t = reverse ? T - 1 - s : s;
		const nn_real *c_prev = cs + (size_t) s * BH,
				   *c_next = cs + (size_t) (s + 1) * BH;

		for (int b = 0; b < B; b++)
		{
			nn_real    *dg = dgates + b * ldg + (size_t) t * 4 * H;
			size_t		off = (size_t) b * H;

			if (t < lengths[b])
			{
				nn_add_into(dh + off, dout + ((size_t) b * T + t) * ld, H);
				seq_lstm_step_backward(dg, dh + off, dc + off, gates + b * ldg + (size_t) t * 4 * H,
									   c_prev + off, c_next + off, H);
			}
			else
				memset(dg, 0, sizeof(nn_real) * 4 * H);
		}
		/* dh_{t-1} = dG_t W_hh for real steps; padding steps pass dh through unchanged */
		NN_MATMUL(0, 0, B, H, 4 * H, 1, dgates + (size_t) t * 4 * H, ldg, p->w_hh, H, 0, dh_prev, H);
		for (int b = 0; b < B; b++)
		{
			size_t		off = (size_t) b * H;

			if (t >= lengths[b])
				memcpy(dh_prev + off, dh + off, sizeof(nn_real) * H);
		}
		memcpy(dh, dh_prev, sizeof(nn_real) * BH);
		NN_MATMUL(1, 0, 4 * H, H, B, 1, dgates + (size_t) t * 4 * H, ldg, hs + (size_t) s * BH, H,
				  1, g->w_hh, H);
	}
	if (dh0)
		nn_add_into(dh0, dh, BH);
	if (dc0)
		nn_add_into(dc0, dc, BH);
	if (B * T > 0)
		seq_lstm_input_grads(dinp, g, dgates, inp, p, B * T, Din, H);
}

size_t
NN_FN(seq_bilstm_cache_size) (int B, int T, int H)
{
	return 2 * NN_FN(seq_lstm_cache_size) (B, T, H);
}

size_t
NN_FN(seq_bilstm_workspace_size) (int B, int T, int H)
{
	return NN_FN(seq_lstm_workspace_size) (B, T, H);
}

void
NN_FN(seq_bilstm_forward) (nn_real *out, nn_real *h_final, nn_real *c_final,
						   nn_real *cache, const nn_real *inp, const int *lengths,
						   const SeqBiLstmParams *p, int B, int T, int Din, int H)
{
	size_t		half = NN_FN(seq_lstm_cache_size) (B, T, H);

	NN_FN(seq_lstm_forward) (out, h_final, c_final, 2 * H, cache, inp, lengths,
							 NULL, NULL, &p->fwd, B, T, Din, H, false);
	NN_FN(seq_lstm_forward) (out + H, h_final ? h_final + H : NULL, c_final ? c_final + H : NULL,
							 2 * H, cache + half, inp, lengths, NULL, NULL, &p->bwd,
							 B, T, Din, H, true);
}

void
NN_FN(seq_bilstm_backward) (nn_real *dinp, const SeqBiLstmGrads *g, nn_real *workspace,
							const nn_real *dout, const nn_real *dh_final,
							const nn_real *dc_final, const nn_real *cache,
							const nn_real *inp, const int *lengths,
							const SeqBiLstmParams *p, int B, int T, int Din, int H)
{
	size_t		half = NN_FN(seq_lstm_cache_size) (B, T, H);

	NN_FN(seq_lstm_backward) (dinp, NULL, NULL, &g->fwd, workspace, dout, dh_final, dc_final,
							  2 * H, cache, inp, lengths, &p->fwd, B, T, Din, H, false);
	NN_FN(seq_lstm_backward) (dinp, NULL, NULL, &g->bwd, workspace, dout + H,
							  dh_final ? dh_final + H : NULL, dc_final ? dc_final + H : NULL,
							  2 * H, cache + half, inp, lengths, &p->bwd, B, T, Din, H, true);
}

void
NN_FN(seq_mean_plus_final_forward) (nn_real *summary, const nn_real *out,
									const nn_real *final, const int *lengths,
									int B, int T, int D)
{
	for (int b = 0; b < B; b++)
	{
		nn_real    *s = summary + (size_t) b * D;
		nn_real		scale = lengths[b] > 0 ? (nn_real) 1 / (nn_real) lengths[b] : 0;

		memcpy(s, final + (size_t) b * D, sizeof(nn_real) * D);

		for (int t = 0; t < lengths[b]; t++)
		{
			const nn_real *row = out + ((size_t) b * T + t) * D;

			for (int j = 0; j < D; j++)
				s[j] += scale * row[j];
		}
	}
}

void
NN_FN(seq_mean_plus_final_backward) (nn_real *dout, nn_real *dfinal,
									 const nn_real *dsummary, const int *lengths,
									 int B, int T, int D)
{
	for (int b = 0; b < B; b++)
	{
		const nn_real *ds = dsummary + (size_t) b * D;
		nn_real		scale = lengths[b] > 0 ? (nn_real) 1 / (nn_real) lengths[b] : 0;

		if (dfinal)
			nn_add_into(dfinal + (size_t) b * D, ds, D);
		if (!dout)
			continue;

		for (int t = 0; t < lengths[b]; t++)
		{
			nn_real    *row = dout + ((size_t) b * T + t) * D;

			for (int j = 0; j < D; j++)
				row[j] += scale * ds[j];
		}
	}
}
