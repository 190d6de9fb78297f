/*
 * cuda_ops.h — the CUDA implementations of the DtBackend ops, one file per concept
 * (linear.cu, activation.cu, ...), gathered into the op table by cuda_backend.cu.
 * Signatures are those of the op table (nn/backend.h); every pointer is a device address.
 */
#ifndef DTFIXUP_CUDA_OPS_H
#define DTFIXUP_CUDA_OPS_H

#include "cuda_common.cuh"

/* linear.cu */
void		cuda_linear_forward(DtBackend *be, float *out, const float *inp, const float *W,
								const float *b, int M, int n_in, int n_out);
void		cuda_linear_backward(DtBackend *be, float *dinp, float *dW, float *db,
								 const float *dout, const float *inp, const float *W, int M,
								 int n_in, int n_out);

/* linear.cu: gemm and axpy */
void		cuda_gemm(DtBackend *be, bool trans_a, bool trans_b, int M, int N, int K, float alpha,
					  const float *A, int lda, const float *B, int ldb, float beta, float *C,
					  int ldc);
void		cuda_axpy(DtBackend *be, float *y, float alpha, const float *x, size_t N);

/* activation.cu */
void		cuda_relu_forward(DtBackend *be, float *out, const float *inp, size_t N);
void		cuda_relu_backward(DtBackend *be, float *dinp, const float *dout, const float *inp,
							   size_t N);
void		cuda_relu_backward_inplace(DtBackend *be, float *d, const float *out, size_t N);
void		cuda_gelu_backward_inplace(DtBackend *be, float *d, const float *inp, size_t N);
void		cuda_bias_relu_forward(DtBackend *be, float *x, const float *b, int M, int N);
void		cuda_gelu_forward(DtBackend *be, float *out, const float *inp, size_t N);
void		cuda_gelu_backward(DtBackend *be, float *dinp, const float *dout, const float *inp,
							   size_t N);

/* residual.cu */
void		cuda_residual_forward(DtBackend *be, float *out, const float *a, const float *b,
								  size_t N);
void		cuda_residual_accumulate(DtBackend *be, float *acc, const float *x, size_t N);

/* layernorm.cu */
void		cuda_layernorm_forward(DtBackend *be, float *out, float *mean, float *rstd,
								   const float *inp, const float *gamma, const float *beta,
								   int M, int C);
void		cuda_layernorm_backward(DtBackend *be, float *dinp, float *dgamma, float *dbeta,
									const float *dout, const float *inp, const float *gamma,
									const float *mean, const float *rstd, int M, int C);

/* dropout.cu */
void		cuda_dropout_forward(DtBackend *be, float *out, const float *inp, size_t N,
								 float rate, uint64_t seed);
void		cuda_dropout_backward(DtBackend *be, float *dinp, const float *dout, size_t N,
								  float rate, uint64_t seed);

/* rat_attention.cu */
void		cuda_rat_attention_forward(DtBackend *be, float *z, float *P, float *PB, float *QR,
									   const float *q, const float *k, const float *v,
									   const float *rk, const float *rv, const int *rel,
									   const int *len, RatAttnShape sh);
void		cuda_rat_attention_backward(DtBackend *be, float *dq, float *dk, float *dv,
										float *drk, float *drv, float *dP, float *dQR,
										const float *dz, const float *P, const float *PB,
										const float *q, const float *k, const float *v,
										const float *rk, const float *rv, const int *rel,
										const int *len, RatAttnShape sh);

/* attention_conv.cu */
void		cuda_rat_conv_attention_forward(DtBackend *be, float *z, float *Sc, float *Sr,
											float *U, float *A, float *P, float *PB, float *QR,
											const float *q, const float *k, const float *v,
											const float *rk, const float *rv,
											const float *Aprev, const float *W,
											const float *bias, const float *slope,
											const int *rel, const int *len, RatAttnShape sh);
void		cuda_rat_conv_attention_backward(DtBackend *be, float *dq, float *dk, float *dv,
											 float *drk, float *drv, float *dW, float *dbias,
											 float *dslope, float *dAprev, float *dA,
											 float *dP, float *dSr, float *dQR,
											 const float *dz, const float *Sc,
											 const float *Sr, const float *U, const float *P,
											 const float *PB, const float *q, const float *k,
											 const float *v, const float *rk, const float *rv,
											 const float *Aprev, const float *W,
											 const float *slope, const int *rel,
											 const int *len, RatAttnShape sh);

/* mse_loss.cu */
double		cuda_mse_loss_forward(DtBackend *be, const float *out, const float *target,
								  const int *len, int B, int n, int d);
void		cuda_mse_loss_backward(DtBackend *be, float *dout, const float *out,
								   const float *target, const int *len, int B, int n, int d,
								   double scale);

/* adam.cu */
double		cuda_sumsq(DtBackend *be, const float *x, size_t N);
void		cuda_adam_update(DtBackend *be, float *param, const float *grad, float *m,
							 float *v, size_t N, float lr, float beta1, float beta2, float eps,
							 float weight_decay, long t, float grad_scale);

/* seq_swishrnn.cu */
void		cuda_swishrnn_forward(DtBackend *be, float *out, float *cache, const float *inp,
								  const int *lengths, const struct SeqSwishRnnParams *p, int B,
								  int T, int D, int Dr, int step);
void		cuda_swishrnn_backward(DtBackend *be, float *dinp, const struct SeqSwishRnnGrads *g,
								   float *workspace, const float *dout, const float *cache,
								   const float *inp, const int *lengths,
								   const struct SeqSwishRnnParams *p, int B, int T, int D,
								   int Dr, int step);

/* seq_lstm_cell.cu */
void		cuda_lstm_cell_forward(DtBackend *be, float *h_out, float *c_out, float *gates,
								   const float *x, const float *h_prev, const float *c_prev,
								   const struct SeqLstmParams *p, int B, int Din, int H);
void		cuda_lstm_cell_backward(DtBackend *be, float *dx, float *dh_prev, float *dc_prev,
									const struct SeqLstmGrads *g, float *workspace,
									const float *dh_out, const float *dc_out,
									const float *gates, const float *c_out, const float *x,
									const float *h_prev, const float *c_prev,
									const struct SeqLstmParams *p, int B, int Din, int H);


/* seq_lstm_cell.cu: the cell in halves, the BiLSTM, the mean-plus-final summary */
void		cuda_lstm_cell_forward_preact(DtBackend *be, float *h_out, float *c_out, float *gates,
										  const float *h_prev, const float *c_prev,
										  const struct SeqLstmParams *p, int B, int H);
void		cuda_lstm_cell_backward_data(DtBackend *be, float *dx, float *dh_prev,
										 float *dc_prev, float *dgates, float *workspace,
										 const float *dh_out, const float *dc_out,
										 const float *gates, const float *c_out,
										 const float *c_prev, const struct SeqLstmParams *p,
										 int B, int Din, int H);
void		cuda_lstm_cell_param_grads(DtBackend *be, const struct SeqLstmGrads *g,
									   const float *dgates, const float *x, const float *h_prev,
									   int M, int Din, int H);
void		cuda_bilstm_forward(DtBackend *be, float *out, float *h_final, float *c_final,
								float *cache, const float *inp, const int *lengths,
								const struct SeqBiLstmParams *p, int B, int T, int Din, int H);
void		cuda_bilstm_backward(DtBackend *be, float *dinp, const struct SeqBiLstmGrads *g,
								 float *workspace, const float *dout, const float *dh_final,
								 const float *dc_final, const float *cache, const float *inp,
								 const int *lengths, const struct SeqBiLstmParams *p, int B,
								 int T, int Din, int H);
void		cuda_mean_plus_final_forward(DtBackend *be, float *summary, const float *out,
										 const float *final, const int *lengths, int B, int T,
										 int D);
void		cuda_mean_plus_final_backward(DtBackend *be, float *dout, float *dfinal,
										  const float *dsummary, const int *lengths, int B,
										  int T, int D);

/* seq_embedding.cu */
void		cuda_embedding_forward(DtBackend *be, float *out, const int *word_ids,
								   const int *bucket_ids, int n, int k, const float *word_table,
								   const float *bucket_table, int C);
void		cuda_embedding_backward(DtBackend *be, float *dword_table, float *dbucket_table,
									const float *dout, const int *word_ids,
									const int *bucket_ids, int n, int k, int C);

/* seq_heads.cu: memory attention, pointer, MLP head, smoothed cross-entropy */
void		cuda_mem_attention_memory_forward(DtBackend *be, float *kv, const float *mem,
											  const struct SeqMemAttentionParams *p, int B,
											  int M, int Dm, int D);
void		cuda_mem_attention_memory_backward(DtBackend *be, float *dmem,
											   const struct SeqMemAttentionGrads *g,
											   const float *dkv, const float *mem,
											   const struct SeqMemAttentionParams *p, int B,
											   int M, int Dm, int D);
void		cuda_mem_attention_forward(DtBackend *be, float *out, float *cache, const float *q,
									   const float *kv, const uint8_t *mem_mask,
									   const struct SeqMemAttentionParams *p, int B, int Nq,
									   int M, int Dq, int D, int nh);
void		cuda_mem_attention_backward(DtBackend *be, float *dq, float *dkv,
										const struct SeqMemAttentionGrads *g, float *workspace,
										const float *dout, const float *cache, const float *q,
										const float *kv, const uint8_t *mem_mask,
										const struct SeqMemAttentionParams *p, int B, int Nq,
										int M, int Dq, int D, int nh);
void		cuda_pointer_keys_forward(DtBackend *be, float *keys, const float *mem,
									  const struct SeqPointerParams *p, int B, int M, int Dm,
									  int D);
void		cuda_pointer_keys_backward(DtBackend *be, float *dmem,
									   const struct SeqPointerGrads *g, const float *dkeys,
									   const float *mem, const struct SeqPointerParams *p, int B,
									   int M, int Dm, int D);
void		cuda_pointer_forward(DtBackend *be, float *logits, float *cache, const float *q,
								 const float *keys, const uint8_t *mask,
								 const struct SeqPointerParams *p, int B, int Nq, int M, int Dq,
								 int D);
void		cuda_pointer_backward(DtBackend *be, float *dq, float *dkeys,
								  const struct SeqPointerGrads *g, float *workspace,
								  const float *dlogits, const float *cache, const float *q,
								  const float *keys, const uint8_t *mask,
								  const struct SeqPointerParams *p, int B, int Nq, int M, int Dq,
								  int D);
void		cuda_mlp_head_forward(DtBackend *be, float *out, float *cache, const float *inp,
								  const struct SeqMlpHeadParams *p, int act, int N, int Din,
								  int Hd, int Dout);
void		cuda_mlp_head_backward(DtBackend *be, float *dinp, const struct SeqMlpHeadGrads *g,
								   float *workspace, const float *dout, const float *cache,
								   const float *inp, const struct SeqMlpHeadParams *p, int act,
								   int N, int Din, int Hd, int Dout);
bool		cuda_smoothed_xent_forward(DtBackend *be, float *losses, float *probs,
									   const float *logits, const uint8_t *mask,
									   const int *targets, int N, int C, float eps);
void		cuda_smoothed_xent_backward(DtBackend *be, float *dlogits, const float *dlosses,
										const float *probs, const uint8_t *mask,
										const int *targets, int N, int C, float eps);

#endif
