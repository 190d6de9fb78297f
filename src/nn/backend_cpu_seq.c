/*
 * backend_cpu_seq.c — the CPU backend's sequence-layer ops (DtSeqOps, nn/backend.h): each is
 * its seq_*.c reference called with host pointers (on the CPU backend device and host
 * memory coincide), so the op table adds no arithmetic of its own.
 */
#include "nn/backend.h"

#include "nn/seq_embedding.h"
#include "nn/seq_lstm.h"
#include "nn/seq_mem_attention.h"
#include "nn/seq_mlp_head.h"
#include "nn/seq_pointer.h"
#include "nn/seq_smoothed_xent.h"
#include "nn/seq_swishrnn.h"

static void
cpu_embedding_forward(DtBackend *be, float *out, const int *word_ids, const int *bucket_ids,
					  int n, int k, const float *word_table, const float *bucket_table, int C)
{
	seq_embedding_forward(out, word_ids, bucket_ids, n, k, word_table, bucket_table, C);
}

static void
cpu_embedding_backward(DtBackend *be, float *dword_table, float *dbucket_table,
					   const float *dout, const int *word_ids, const int *bucket_ids, int n,
					   int k, int C)
{
	seq_embedding_backward(dword_table, dbucket_table, dout, word_ids, bucket_ids, n, k, C);
}

static void
cpu_lstm_cell_forward(DtBackend *be, float *h_out, float *c_out, float *gates, const float *x,
					  const float *h_prev, const float *c_prev, const SeqLstmParams *p, int B,
					  int Din, int H)
{
	seq_lstm_cell_forward(h_out, c_out, gates, x, h_prev, c_prev, p, B, Din, H);
}

static void
cpu_lstm_cell_forward_preact(DtBackend *be, float *h_out, float *c_out, float *gates,
							 const float *h_prev, const float *c_prev, const SeqLstmParams *p,
							 int B, int H)
{
	seq_lstm_cell_forward_preact(h_out, c_out, gates, h_prev, c_prev, p, B, H);
}

static void
cpu_lstm_cell_backward(DtBackend *be, float *dx, float *dh_prev, float *dc_prev,
					   const SeqLstmGrads *g, float *workspace, const float *dh_out,
					   const float *dc_out, const float *gates, const float *c_out,
					   const float *x, const float *h_prev, const float *c_prev,
					   const SeqLstmParams *p, int B, int Din, int H)
{
	seq_lstm_cell_backward(dx, dh_prev, dc_prev, g, workspace, dh_out, dc_out, gates, c_out, x,
						   h_prev, c_prev, p, B, Din, H);
}

static void
cpu_lstm_cell_backward_data(DtBackend *be, float *dx, float *dh_prev, float *dc_prev,
							float *dgates, float *workspace, const float *dh_out,
							const float *dc_out, const float *gates, const float *c_out,
							const float *c_prev, const SeqLstmParams *p, int B, int Din, int H)
{
	seq_lstm_cell_backward_data(dx, dh_prev, dc_prev, dgates, workspace, dh_out, dc_out, gates,
								c_out, c_prev, p, B, Din, H);
}

static void
cpu_lstm_cell_param_grads(DtBackend *be, const SeqLstmGrads *g, const float *dgates,
						  const float *x, const float *h_prev, int M, int Din, int H)
{
	seq_lstm_cell_param_grads(g, dgates, x, h_prev, M, Din, H);
}

static void
cpu_bilstm_forward(DtBackend *be, float *out, float *h_final, float *c_final, float *cache,
				   const float *inp, const int *lengths, const SeqBiLstmParams *p, int B, int T,
				   int Din, int H)
{
	seq_bilstm_forward(out, h_final, c_final, cache, inp, lengths, p, B, T, Din, H);
}

static void
cpu_bilstm_backward(DtBackend *be, float *dinp, const SeqBiLstmGrads *g, float *workspace,
					const float *dout, const float *dh_final, const float *dc_final,
					const float *cache, const float *inp, const int *lengths,
					const SeqBiLstmParams *p, int B, int T, int Din, int H)
{
	seq_bilstm_backward(dinp, g, workspace, dout, dh_final, dc_final, cache, inp, lengths, p,
						B, T, Din, H);
}

static void
cpu_mean_plus_final_forward(DtBackend *be, float *summary, const float *out,
							const float *final, const int *lengths, int B, int T, int D)
{
	seq_mean_plus_final_forward(summary, out, final, lengths, B, T, D);
}

static void
cpu_mean_plus_final_backward(DtBackend *be, float *dout, float *dfinal, const float *dsummary,
							 const int *lengths, int B, int T, int D)
{
	seq_mean_plus_final_backward(dout, dfinal, dsummary, lengths, B, T, D);
}

static void
cpu_mem_attention_memory_forward(DtBackend *be, float *kv, const float *mem,
								 const SeqMemAttentionParams *p, int B, int M, int Dm, int D)
{
	seq_mem_attention_memory_forward(kv, mem, p, B, M, Dm, D);
}

static void
cpu_mem_attention_memory_backward(DtBackend *be, float *dmem, const SeqMemAttentionGrads *g,
								  const float *dkv, const float *mem,
								  const SeqMemAttentionParams *p, int B, int M, int Dm, int D)
{
	seq_mem_attention_memory_backward(dmem, g, dkv, mem, p, B, M, Dm, D);
}

static void
cpu_mem_attention_forward(DtBackend *be, float *out, float *cache, const float *q,
						  const float *kv, const uint8_t *mem_mask,
						  const SeqMemAttentionParams *p, int B, int Nq, int M, int Dq, int D,
						  int nh)
{
	seq_mem_attention_forward(out, cache, q, kv, mem_mask, p, B, Nq, M, Dq, D, nh);
}

static void
cpu_mem_attention_backward(DtBackend *be, float *dq, float *dkv, const SeqMemAttentionGrads *g,
						   float *workspace, const float *dout, const float *cache,
						   const float *q, const float *kv, const uint8_t *mem_mask,
						   const SeqMemAttentionParams *p, int B, int Nq, int M, int Dq, int D,
						   int nh)
{
	seq_mem_attention_backward(dq, dkv, g, workspace, dout, cache, q, kv, mem_mask, p, B, Nq,
							   M, Dq, D, nh);
}

static void
cpu_pointer_keys_forward(DtBackend *be, float *keys, const float *mem,
						 const SeqPointerParams *p, int B, int M, int Dm, int D)
{
	seq_pointer_keys_forward(keys, mem, p, B, M, Dm, D);
}

static void
cpu_pointer_keys_backward(DtBackend *be, float *dmem, const SeqPointerGrads *g,
						  const float *dkeys, const float *mem, const SeqPointerParams *p,
						  int B, int M, int Dm, int D)
{
	seq_pointer_keys_backward(dmem, g, dkeys, mem, p, B, M, Dm, D);
}

static void
cpu_pointer_forward(DtBackend *be, float *logits, float *cache, const float *q,
					const float *keys, const uint8_t *mask, const SeqPointerParams *p, int B,
					int Nq, int M, int Dq, int D)
{
	seq_pointer_forward(logits, cache, q, keys, mask, p, B, Nq, M, Dq, D);
}

static void
cpu_pointer_backward(DtBackend *be, float *dq, float *dkeys, const SeqPointerGrads *g,
					 float *workspace, const float *dlogits, const float *cache,
					 const float *q, const float *keys, const uint8_t *mask,
					 const SeqPointerParams *p, int B, int Nq, int M, int Dq, int D)
{
	seq_pointer_backward(dq, dkeys, g, workspace, dlogits, cache, q, keys, mask, p, B, Nq, M,
						 Dq, D);
}

static void
cpu_mlp_head_forward(DtBackend *be, float *out, float *cache, const float *inp,
					 const SeqMlpHeadParams *p, int act, int N, int Din, int Hd, int Dout)
{
	seq_mlp_head_forward(out, cache, inp, p, (SeqMlpActivation) act, N, Din, Hd, Dout);
}

static void
cpu_mlp_head_backward(DtBackend *be, float *dinp, const SeqMlpHeadGrads *g, float *workspace,
					  const float *dout, const float *cache, const float *inp,
					  const SeqMlpHeadParams *p, int act, int N, int Din, int Hd, int Dout)
{
	seq_mlp_head_backward(dinp, g, workspace, dout, cache, inp, p, (SeqMlpActivation) act, N,
						  Din, Hd, Dout);
}

static bool
cpu_smoothed_xent_forward(DtBackend *be, float *losses, float *probs, const float *logits,
						  const uint8_t *mask, const int *targets, int N, int C, float eps)
{
	return seq_smoothed_xent_forward(losses, probs, logits, mask, targets, N, C, eps);
}

static void
cpu_smoothed_xent_backward(DtBackend *be, float *dlogits, const float *dlosses,
						   const float *probs, const uint8_t *mask, const int *targets, int N,
						   int C, float eps)
{
	seq_smoothed_xent_backward(dlogits, dlosses, probs, mask, targets, N, C, eps);
}

static void
cpu_swishrnn_forward(DtBackend *be, float *out, float *cache, const float *inp,
					 const int *lengths, const SeqSwishRnnParams *p, int B, int T, int D,
					 int Dr, int step)
{
	seq_swishrnn_forward(out, cache, inp, lengths, p, B, T, D, Dr, step);
}

static void
cpu_swishrnn_backward(DtBackend *be, float *dinp, const SeqSwishRnnGrads *g, float *workspace,
					  const float *dout, const float *cache, const float *inp,
					  const int *lengths, const SeqSwishRnnParams *p, int B, int T, int D,
					  int Dr, int step)
{
	seq_swishrnn_backward(dinp, g, workspace, dout, cache, inp, lengths, p, B, T, D, Dr, step);
}

const DtSeqOps dt_backend_cpu_seq_ops = {
	.embedding_forward = cpu_embedding_forward,
	.embedding_backward = cpu_embedding_backward,
	.lstm_cell_forward = cpu_lstm_cell_forward,
	.lstm_cell_forward_preact = cpu_lstm_cell_forward_preact,
	.lstm_cell_backward = cpu_lstm_cell_backward,
	.lstm_cell_backward_data = cpu_lstm_cell_backward_data,
	.lstm_cell_param_grads = cpu_lstm_cell_param_grads,
	.bilstm_forward = cpu_bilstm_forward,
	.bilstm_backward = cpu_bilstm_backward,
	.mean_plus_final_forward = cpu_mean_plus_final_forward,
	.mean_plus_final_backward = cpu_mean_plus_final_backward,
	.mem_attention_memory_forward = cpu_mem_attention_memory_forward,
	.mem_attention_memory_backward = cpu_mem_attention_memory_backward,
	.mem_attention_forward = cpu_mem_attention_forward,
	.mem_attention_backward = cpu_mem_attention_backward,
	.pointer_keys_forward = cpu_pointer_keys_forward,
	.pointer_keys_backward = cpu_pointer_keys_backward,
	.pointer_forward = cpu_pointer_forward,
	.pointer_backward = cpu_pointer_backward,
	.mlp_head_forward = cpu_mlp_head_forward,
	.mlp_head_backward = cpu_mlp_head_backward,
	.smoothed_xent_forward = cpu_smoothed_xent_forward,
	.smoothed_xent_backward = cpu_smoothed_xent_backward,
	.swishrnn_forward = cpu_swishrnn_forward,
	.swishrnn_backward = cpu_swishrnn_backward,
};
