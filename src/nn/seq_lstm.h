/*
 * seq_lstm.h — LSTM cell, LSTM over a padded batch of sequences, BiLSTM, and the
 * "average + final state" summary the encoder uses for schema items (Xu et al. 2021, C.1:
 * "we run an additional BiLSTM over the hidden states of the words in its name ... We
 * then add the average hidden state and the final hidden state").
 *
 * Parameters follow torch.nn.LSTM exactly, so weights convert without reordering:
 *     w_ih (4H, Din)   w_hh (4H, H)   b_ih (4H)   b_hh (4H)
 * with the 4H rows in PyTorch's gate order i, f, g, o:
 *     i = sigmoid(x W_ii^T + b_ii + h W_hi^T + b_hi)     input gate
 *     f = sigmoid(...)                                   forget gate
 *     g = tanh(...)                                      cell candidate
 *     o = sigmoid(...)                                   output gate
 *     c' = f * c + i * g          h' = o * tanh(c')
 *
 * Batches are right-padded: sequence b has lengths[b] valid steps (0 <= lengths[b] <= T)
 * at t = 0 .. lengths[b]-1.  At a padding step the state is carried unchanged and the
 * output row is zero, so padding never reaches a real position in either direction and
 * the final state is that of the last real step (PyTorch's pack_padded_sequence
 * semantics).  The reverse direction reads t = lengths[b]-1 down to 0; its final state
 * is the one after t = 0.
 * Gradients accumulate (+=) into every d* output; any d* pointer may be NULL when that
 * gradient is not wanted (the parameter gradients are always required).
 */
#ifndef DTFIXUP_NN_SEQ_LSTM_H
#define DTFIXUP_NN_SEQ_LSTM_H

#include <stdbool.h>
#include "nn/nn_real.h"

typedef struct SeqLstmParams
{
	const nn_real *w_ih;		/* (4H, Din) */
	const nn_real *w_hh;		/* (4H, H) */
	const nn_real *b_ih;		/* (4H) */
	const nn_real *b_hh;		/* (4H) */
} SeqLstmParams;

typedef struct SeqLstmGrads
{
	nn_real    *w_ih;			/* (4H, Din) */
	nn_real    *w_hh;			/* (4H, H) */
	nn_real    *b_ih;			/* (4H) */
	nn_real    *b_hh;			/* (4H) */
} SeqLstmGrads;

/* ---- one step for a batch (the decoder's parent-feeding LSTM, Xu et al. 2021, C.3) ---- */

/* floats of the cell's forward cache ("gates"): B * 4H */
size_t		NN_FN(seq_lstm_cell_cache_size) (int B, int H);

/*
 * h_out, c_out (B, H)  overwritten
 * gates        (B, 4H) cache: the activated i, f, g, o of this step
 * x            (B, Din)
 * h_prev       (B, H)   c_prev (B, H)
 */
void		NN_FN(seq_lstm_cell_forward) (nn_real *h_out, nn_real *c_out, nn_real *gates,
										  const nn_real *x, const nn_real *h_prev,
										  const nn_real *c_prev, const SeqLstmParams *p,
										  int B, int Din, int H);

/*
 * The cell's forward when the input's part of the pre-activations is already known (a
 * decoder that projects the inputs of all steps at once): gates (B, 4H) holds
 * x W_ih^T + b_ih + b_hh on entry; h_prev W_hh^T is added and the gates activated in place
 * as seq_lstm_cell_forward leaves them.  seq_lstm_cell_forward is the input projection
 * followed by this.
 */
void		NN_FN(seq_lstm_cell_forward_preact) (nn_real *h_out, nn_real *c_out,
												 nn_real *gates, const nn_real *h_prev,
												 const nn_real *c_prev,
												 const SeqLstmParams *p, int B, int H);

/* floats of the cell's backward workspace: B * 6H */
size_t		NN_FN(seq_lstm_cell_workspace_size) (int B, int H);

/*
 * dx (B, Din), dh_prev (B, H), dc_prev (B, H): accumulated, each may be NULL
 * dh_out, dc_out (B, H): incoming gradients, either may be NULL (= zero)
 * gates, c_out: from the forward; x, h_prev, c_prev: the forward's inputs
 */
void		NN_FN(seq_lstm_cell_backward) (nn_real *dx, nn_real *dh_prev, nn_real *dc_prev,
										   const SeqLstmGrads *g, nn_real *workspace,
										   const nn_real *dh_out, const nn_real *dc_out,
										   const nn_real *gates, const nn_real *c_out,
										   const nn_real *x, const nn_real *h_prev,
										   const nn_real *c_prev, const SeqLstmParams *p,
										   int B, int Din, int H);

/*
 * The cell's backward in two halves, for a recurrence whose steps must run one at a time
 * (the decoder) while the parameter gradients of all its steps can wait:
 *   seq_lstm_cell_backward_data: dx, dh_prev, dc_prev as seq_lstm_cell_backward, and the
 *     pre-activation gradients into dgates (B, 4H, overwritten); no parameter gradient.
 *     workspace: seq_lstm_cell_workspace_size floats (dgates may not alias it).
 *   seq_lstm_cell_param_grads: the parameter gradients of M rows of such steps at once,
 *     dW_ih += dG^T X, dW_hh += dG^T H_prev, b_ih, b_hh += column sums of dG: one matrix
 *     product each instead of a rank-B update per step.
 * seq_lstm_cell_backward is exactly the two in a row.
 */
void		NN_FN(seq_lstm_cell_backward_data) (nn_real *dx, nn_real *dh_prev,
												nn_real *dc_prev, nn_real *dgates,
												nn_real *workspace, const nn_real *dh_out,
												const nn_real *dc_out,
												const nn_real *gates,
												const nn_real *c_out,
												const nn_real *c_prev,
												const SeqLstmParams *p, int B, int Din,
												int H);
void		NN_FN(seq_lstm_cell_param_grads) (const SeqLstmGrads *g, const nn_real *dgates,
											  const nn_real *x, const nn_real *h_prev,
											  int M, int Din, int H);

/* ---- one direction over a padded batch ---- */

/* floats of the forward cache: B*T*4H (gates) + 2*(T+1)*B*H (states per step) */
size_t		NN_FN(seq_lstm_cache_size) (int B, int T, int H);

/* floats of the backward workspace: B*T*4H + 3*B*H */
size_t		NN_FN(seq_lstm_workspace_size) (int B, int T, int H);

/*
 * out      (B, T, ld) the H outputs of step (b, t) at out[(b*T + t)*ld ...]; zero at padding
 * h_final, c_final (B, ld) the state after the last real step, H values at [b*ld]; may be NULL
 * cache    seq_lstm_cache_size floats, kept for the backward
 * inp      (B, T, Din)
 * lengths  (B)
 * h0, c0   (B, H) initial state, NULL = zeros
 * ld >= H lets two directions write interleaved into one (B, T, 2H) tensor.
 */
void		NN_FN(seq_lstm_forward) (nn_real *out, nn_real *h_final, nn_real *c_final,
									 int ld, nn_real *cache, const nn_real *inp,
									 const int *lengths, const nn_real *h0,
									 const nn_real *c0, const SeqLstmParams *p,
									 int B, int T, int Din, int H, bool reverse);

/*
 * dinp (B, T, Din), dh0 (B, H), dc0 (B, H): accumulated; each may be NULL
 * dout (B, T, ld) gradient of out (padding rows ignored); dh_final, dc_final (B, ld) or NULL
 */
void		NN_FN(seq_lstm_backward) (nn_real *dinp, nn_real *dh0, nn_real *dc0,
									  const SeqLstmGrads *g, nn_real *workspace,
									  const nn_real *dout, const nn_real *dh_final,
									  const nn_real *dc_final, int ld,
									  const nn_real *cache, const nn_real *inp,
									  const int *lengths, const SeqLstmParams *p,
									  int B, int T, int Din, int H, bool reverse);

/* ---- bidirectional: forward direction in columns [0, H), reverse in [H, 2H) ---- */

typedef struct SeqBiLstmParams
{
	SeqLstmParams fwd;			/* torch: weight_ih_l0, weight_hh_l0, bias_ih_l0, bias_hh_l0 */
	SeqLstmParams bwd;			/* torch: the same names with suffix _reverse */
} SeqBiLstmParams;

typedef struct SeqBiLstmGrads
{
	SeqLstmGrads fwd;
	SeqLstmGrads bwd;
} SeqBiLstmGrads;

/* 2 * seq_lstm_cache_size */
size_t		NN_FN(seq_bilstm_cache_size) (int B, int T, int H);

/* seq_lstm_workspace_size (the two directions reuse it in turn) */
size_t		NN_FN(seq_bilstm_workspace_size) (int B, int T, int H);

/*
 * out (B, T, 2H); h_final, c_final (B, 2H) = [forward final, reverse final] (torch's h_n
 * transposed), either may be NULL; inp (B, T, Din); lengths (B); zero initial states.
 */
void		NN_FN(seq_bilstm_forward) (nn_real *out, nn_real *h_final, nn_real *c_final,
									   nn_real *cache, const nn_real *inp,
									   const int *lengths, const SeqBiLstmParams *p,
									   int B, int T, int Din, int H);

/* dinp (B, T, Din) accumulated (may be NULL); dout (B, T, 2H); dh_final, dc_final (B, 2H) or NULL */
void		NN_FN(seq_bilstm_backward) (nn_real *dinp, const SeqBiLstmGrads *g,
										nn_real *workspace, const nn_real *dout,
										const nn_real *dh_final, const nn_real *dc_final,
										const nn_real *cache, const nn_real *inp,
										const int *lengths, const SeqBiLstmParams *p,
										int B, int T, int Din, int H);

/*
 * The schema-item summary of Xu et al. 2021, C.1: average of the valid outputs plus the final
 * hidden state.  summary (B, D) overwritten; out (B, T, D); final (B, D); lengths (B);
 * a sequence of length 0 contributes no average term.
 */
void		NN_FN(seq_mean_plus_final_forward) (nn_real *summary, const nn_real *out,
												const nn_real *final, const int *lengths,
												int B, int T, int D);

/* dout (B, T, D) and dfinal (B, D) accumulated (either may be NULL); dsummary (B, D) */
void		NN_FN(seq_mean_plus_final_backward) (nn_real *dout, nn_real *dfinal,
												 const nn_real *dsummary, const int *lengths,
												 int B, int T, int D);

#endif
