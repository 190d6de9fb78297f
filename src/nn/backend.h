/*
 * backend.h — the table of operations every nn/ compute backend implements.
 *
 * The CPU backend (backend_cpu.c, OpenBLAS) is the reference.  A GPU backend implements the
 * same table in a separate shared object (cuda/, opened with dlopen only when a GPU is
 * present; it must report DT_BACKEND_ABI_VERSION so a stale object is refused).
 *
 * Conventions (shared with the sequence layers, seq_*.c, whose ops fill the `seq` slot
 * below):
 *   - Buffers live on the backend's device and are owned by it: alloc/free/upload/download/
 *     memset_zero/copy.  A pointer returned by alloc is a device address: host code passes
 *     it to ops but never dereferences it (on the CPU backend host and device coincide, which
 *     is why the raw-array kernels can be called directly in tests).
 *   - Ops may be asynchronous: they are ordered on the backend's one stream; results are
 *     visible on the host only after download (which synchronises) or sync().  Ops that
 *     return a value to the host (mse_loss_forward, sumsq) synchronise.
 *   - Tensors are float32, row-major, dense; shapes are written above each kernel in its
 *     header (linear.h, rat_attention.h, ...).  Integer inputs (relation ids, lengths) are
 *     device arrays of int32 too.
 *   - Backward ops ACCUMULATE into parameter and input gradients (+=), llm.c style; a caller
 *     that wants a fresh gradient zeroes it first.  Scratch buffers are passed in by the
 *     caller (preallocated workspace), so an op never allocates.
 *   - alloc counts its calls in n_allocs: a training loop asserts that nothing is allocated
 *     after its first step.
 */
#ifndef DTFIXUP_NN_BACKEND_H
#define DTFIXUP_NN_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nn/attn_shape.h"

/* 2: in-place ReLU/GELU backward and fused bias+ReLU slots; 3: the sequence layers' slot
 * (struct DtSeqOps), gemm and axpy */
#define DT_BACKEND_ABI_VERSION 3

typedef struct DtBackend DtBackend;

/* Parameter views of the sequence layers (nn/seq_*.h); in an op they hold device addresses. */
struct SeqLstmParams;
struct SeqLstmGrads;
struct SeqBiLstmParams;
struct SeqBiLstmGrads;
struct SeqMemAttentionParams;
struct SeqMemAttentionGrads;
struct SeqPointerParams;
struct SeqPointerGrads;
struct SeqMlpHeadParams;
struct SeqMlpHeadGrads;
struct SeqSwishRnnParams;
struct SeqSwishRnnGrads;

/*
 * The sequence layers' ops (the parser's embeddings, LSTMs, memory attention, pointers, rule
 * head, loss; the SwishRNN block).  Each has the argument list of its CPU reference in the
 * named nn/seq_*.h (shapes, padding, NULL rules, cache and workspace sizes are documented
 * there), with the backend first and every pointer a device address; the CPU backend's
 * entries are those functions.  Integer inputs (ids, lengths, targets) are device int32
 * arrays, masks device uint8 arrays.  Backward ops accumulate, as everywhere in the table.
 */
typedef struct DtSeqOps
{
	/* seq_embedding.h */
	void		(*embedding_forward) (DtBackend *be, float *out, const int *word_ids,
									  const int *bucket_ids, int n, int k,
									  const float *word_table, const float *bucket_table,
									  int C);
	void		(*embedding_backward) (DtBackend *be, float *dword_table,
									   float *dbucket_table, const float *dout,
									   const int *word_ids, const int *bucket_ids, int n,
									   int k, int C);

	/* seq_lstm.h: one step for a batch */
	void		(*lstm_cell_forward) (DtBackend *be, float *h_out, float *c_out, float *gates,
									  const float *x, const float *h_prev, const float *c_prev,
									  const struct SeqLstmParams *p, int B, int Din, int H);
	void		(*lstm_cell_forward_preact) (DtBackend *be, float *h_out, float *c_out,
											 float *gates, const float *h_prev,
											 const float *c_prev,
											 const struct SeqLstmParams *p, int B, int H);
	void		(*lstm_cell_backward) (DtBackend *be, float *dx, float *dh_prev, float *dc_prev,
									   const struct SeqLstmGrads *g, float *workspace,
									   const float *dh_out, const float *dc_out,
									   const float *gates, const float *c_out, const float *x,
									   const float *h_prev, const float *c_prev,
									   const struct SeqLstmParams *p, int B, int Din, int H);
	void		(*lstm_cell_backward_data) (DtBackend *be, float *dx, float *dh_prev,
											float *dc_prev, float *dgates, float *workspace,
											const float *dh_out, const float *dc_out,
											const float *gates, const float *c_out,
											const float *c_prev,
											const struct SeqLstmParams *p, int B, int Din,
											int H);
	void		(*lstm_cell_param_grads) (DtBackend *be, const struct SeqLstmGrads *g,
										  const float *dgates, const float *x,
										  const float *h_prev, int M, int Din, int H);

	/* seq_lstm.h: BiLSTM over a padded batch, and the schema items' summary */
	void		(*bilstm_forward) (DtBackend *be, float *out, float *h_final, float *c_final,
								   float *cache, const float *inp, const int *lengths,
								   const struct SeqBiLstmParams *p, int B, int T, int Din,
								   int H);
	void		(*bilstm_backward) (DtBackend *be, float *dinp, const struct SeqBiLstmGrads *g,
									float *workspace, const float *dout,
									const float *dh_final, const float *dc_final,
									const float *cache, const float *inp, const int *lengths,
									const struct SeqBiLstmParams *p, int B, int T, int Din,
									int H);
	void		(*mean_plus_final_forward) (DtBackend *be, float *summary, const float *out,
											const float *final, const int *lengths, int B,
											int T, int D);
	void		(*mean_plus_final_backward) (DtBackend *be, float *dout, float *dfinal,
											 const float *dsummary, const int *lengths, int B,
											 int T, int D);

	/* seq_mem_attention.h */
	void		(*mem_attention_memory_forward) (DtBackend *be, float *kv, const float *mem,
												 const struct SeqMemAttentionParams *p, int B,
												 int M, int Dm, int D);
	void		(*mem_attention_memory_backward) (DtBackend *be, float *dmem,
												  const struct SeqMemAttentionGrads *g,
												  const float *dkv, const float *mem,
												  const struct SeqMemAttentionParams *p,
												  int B, int M, int Dm, int D);
	void		(*mem_attention_forward) (DtBackend *be, float *out, float *cache,
										  const float *q, const float *kv,
										  const uint8_t *mem_mask,
										  const struct SeqMemAttentionParams *p, int B,
										  int Nq, int M, int Dq, int D, int nh);
	void		(*mem_attention_backward) (DtBackend *be, float *dq, float *dkv,
										   const struct SeqMemAttentionGrads *g,
										   float *workspace, const float *dout,
										   const float *cache, const float *q,
										   const float *kv, const uint8_t *mem_mask,
										   const struct SeqMemAttentionParams *p, int B,
										   int Nq, int M, int Dq, int D, int nh);

	/* seq_pointer.h */
	void		(*pointer_keys_forward) (DtBackend *be, float *keys, const float *mem,
										 const struct SeqPointerParams *p, int B, int M,
										 int Dm, int D);
	void		(*pointer_keys_backward) (DtBackend *be, float *dmem,
										  const struct SeqPointerGrads *g, const float *dkeys,
										  const float *mem, const struct SeqPointerParams *p,
										  int B, int M, int Dm, int D);
	void		(*pointer_forward) (DtBackend *be, float *logits, float *cache, const float *q,
									const float *keys, const uint8_t *mask,
									const struct SeqPointerParams *p, int B, int Nq, int M,
									int Dq, int D);
	void		(*pointer_backward) (DtBackend *be, float *dq, float *dkeys,
									 const struct SeqPointerGrads *g, float *workspace,
									 const float *dlogits, const float *cache, const float *q,
									 const float *keys, const uint8_t *mask,
									 const struct SeqPointerParams *p, int B, int Nq, int M,
									 int Dq, int D);

	/* seq_mlp_head.h (act: SeqMlpActivation) */
	void		(*mlp_head_forward) (DtBackend *be, float *out, float *cache, const float *inp,
									 const struct SeqMlpHeadParams *p, int act, int N,
									 int Din, int Hd, int Dout);
	void		(*mlp_head_backward) (DtBackend *be, float *dinp,
									  const struct SeqMlpHeadGrads *g, float *workspace,
									  const float *dout, const float *cache,
									  const float *inp, const struct SeqMlpHeadParams *p,
									  int act, int N, int Din, int Hd, int Dout);

	/* seq_smoothed_xent.h; the forward returns a value to the host, so it synchronises */
	bool		(*smoothed_xent_forward) (DtBackend *be, float *losses, float *probs,
										  const float *logits, const uint8_t *mask,
										  const int *targets, int N, int C, float eps);
	void		(*smoothed_xent_backward) (DtBackend *be, float *dlogits,
										   const float *dlosses, const float *probs,
										   const uint8_t *mask, const int *targets, int N,
										   int C, float eps);

	/* seq_swishrnn.h */
	void		(*swishrnn_forward) (DtBackend *be, float *out, float *cache, const float *inp,
									 const int *lengths, const struct SeqSwishRnnParams *p,
									 int B, int T, int D, int Dr, int step);
	void		(*swishrnn_backward) (DtBackend *be, float *dinp,
									  const struct SeqSwishRnnGrads *g, float *workspace,
									  const float *dout, const float *cache, const float *inp,
									  const int *lengths, const struct SeqSwishRnnParams *p,
									  int B, int T, int D, int Dr, int step);
} DtSeqOps;

struct DtBackend
{
	int			abi_version;	/* DT_BACKEND_ABI_VERSION */
	const char *name;			/* "cpu", "cuda" */
	void	   *ctx;			/* backend-private state */
	size_t		n_allocs;		/* alloc calls so far */
	size_t		bytes_live;		/* bytes currently allocated */

	/* ---- memory (device buffers) ---- */
	void	   *(*alloc) (DtBackend *be, size_t bytes);	/* zeroed; NULL when out of memory */
	void		(*free) (DtBackend *be, void *buf, size_t bytes);
	void		(*upload) (DtBackend *be, void *dst, const void *host_src, size_t bytes);
	void		(*download) (DtBackend *be, void *host_dst, const void *src, size_t bytes);
	void		(*memset_zero) (DtBackend *be, void *dst, size_t bytes);
	void		(*copy) (DtBackend *be, void *dst, const void *src, size_t bytes);
	void		(*sync) (DtBackend *be);
	void		(*set_threads) (DtBackend *be, int threads);
	void		(*destroy) (DtBackend *be);

	/* ---- plain linear algebra (the parser's strided slices of a weight, row sums) ---- */
	/* C[M,N] = alpha op(A) op(B) + beta C, row-major with leading dimensions (NN_MATMUL) */
	void		(*gemm) (DtBackend *be, bool trans_a, bool trans_b, int M, int N, int K,
						 float alpha, const float *A, int lda, const float *B, int ldb,
						 float beta, float *C, int ldc);
	/* y[N] += alpha x[N], element by element: y may be x (y *= 1 + alpha) */
	void		(*axpy) (DtBackend *be, float *y, float alpha, const float *x, size_t N);

	/* ---- layers (see the named headers for shapes) ---- */
	void		(*linear_forward) (DtBackend *be, float *out, const float *inp, const float *W,
								   const float *b, int M, int n_in, int n_out);
	void		(*linear_backward) (DtBackend *be, float *dinp, float *dW, float *db,
									const float *dout, const float *inp, const float *W,
									int M, int n_in, int n_out);
	void		(*relu_forward) (DtBackend *be, float *out, const float *inp, size_t N);
	void		(*relu_backward) (DtBackend *be, float *dinp, const float *dout,
								  const float *inp, size_t N);
	void		(*relu_backward_inplace) (DtBackend *be, float *d, const float *out, size_t N);
	void		(*bias_relu_forward) (DtBackend *be, float *x, const float *b, int M, int N);
	void		(*gelu_forward) (DtBackend *be, float *out, const float *inp, size_t N);
	void		(*gelu_backward) (DtBackend *be, float *dinp, const float *dout,
								  const float *inp, size_t N);
	void		(*gelu_backward_inplace) (DtBackend *be, float *d, const float *inp, size_t N);
	void		(*residual_forward) (DtBackend *be, float *out, const float *a, const float *b,
									 size_t N);
	void		(*residual_accumulate) (DtBackend *be, float *acc, const float *x, size_t N);
	void		(*layernorm_forward) (DtBackend *be, float *out, float *mean, float *rstd,
									  const float *inp, const float *gamma, const float *beta,
									  int M, int C);
	void		(*layernorm_backward) (DtBackend *be, float *dinp, float *dgamma, float *dbeta,
									   const float *dout, const float *inp, const float *gamma,
									   const float *mean, const float *rstd, int M, int C);
	void		(*dropout_forward) (DtBackend *be, float *out, const float *inp, size_t N,
									float rate, uint64_t seed);
	void		(*dropout_backward) (DtBackend *be, float *dinp, const float *dout, size_t N,
									 float rate, uint64_t seed);
	void		(*rat_attention_forward) (DtBackend *be, float *z, float *P, float *PB,
										  float *QR, const float *q, const float *k,
										  const float *v, const float *rk, const float *rv,
										  const int *rel, const int *len, RatAttnShape sh);
	void		(*rat_attention_backward) (DtBackend *be, float *dq, float *dk, float *dv,
										   float *drk, float *drv, float *dP, float *dQR,
										   const float *dz, const float *P, const float *PB,
										   const float *q, const float *k, const float *v,
										   const float *rk, const float *rv, const int *rel,
										   const int *len, RatAttnShape sh);
	void		(*rat_conv_attention_forward) (DtBackend *be, float *z, float *Sc, float *Sr,
											   float *U, float *A, float *P, float *PB,
											   float *QR, const float *q, const float *k,
											   const float *v, const float *rk,
											   const float *rv, const float *Aprev,
											   const float *W, const float *bias,
											   const float *slope, const int *rel,
											   const int *len, RatAttnShape sh);
	void		(*rat_conv_attention_backward) (DtBackend *be, float *dq, float *dk, float *dv,
												float *drk, float *drv, float *dW,
												float *dbias, float *dslope, float *dAprev,
												float *dA, float *dP, float *dSr, float *dQR,
												const float *dz, const float *Sc,
												const float *Sr, const float *U,
												const float *P, const float *PB,
												const float *q, const float *k,
												const float *v, const float *rk,
												const float *rv, const float *Aprev,
												const float *W, const float *slope,
												const int *rel, const int *len,
												RatAttnShape sh);
	double		(*mse_loss_forward) (DtBackend *be, const float *out, const float *target,
									 const int *len, int B, int n, int d);
	void		(*mse_loss_backward) (DtBackend *be, float *dout, const float *out,
									  const float *target, const int *len, int B, int n,
									  int d, double scale);

	/* ---- optimiser ---- */
	double		(*sumsq) (DtBackend *be, const float *x, size_t N);	/* synchronises */
	/* Adam (Kingma & Ba) with decoupled weight decay on N entries; t >= 1 is the step
	 * number for bias correction; g is multiplied by grad_scale first (clipping). */
	void		(*adam_update) (DtBackend *be, float *param, const float *grad, float *m,
								float *v, size_t N, float lr, float beta1, float beta2,
								float eps, float weight_decay, long t, float grad_scale);

	/* ---- sequence layers (seq_*.h): every backend fills it ---- */
	const DtSeqOps *seq;
};

/* The CPU backend's sequence-layer ops (backend_cpu_seq.c): the seq_*.c references. */
extern const DtSeqOps dt_backend_cpu_seq_ops;

/* The CPU reference backend (OpenBLAS); threads <= 0 keeps OpenBLAS's default. */
DtBackend  *dt_backend_cpu_create(int threads);

/* Convenience: be->destroy(be) when be is not NULL. */
void		dt_backend_destroy(DtBackend *be);

/* Whether be's device memory is host memory (the CPU backend): the host may then read a
 * device buffer in place instead of downloading a copy. */
static inline bool
dt_backend_is_host(const DtBackend *be)
{
	return be->name[0] == 'c' && be->name[1] == 'p' && be->name[2] == 'u' && be->name[3] == '\0';
}

#endif
