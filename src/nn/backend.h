/*
 * backend.h — the table of operations every nn/ compute backend implements.
 *
 * The CPU backend (backend_cpu.c, OpenBLAS) is the reference.  A GPU backend implements the
 * same table in a separate shared object (cuda/, opened with dlopen only when a GPU is
 * present; it must report DT_BACKEND_ABI_VERSION so a stale object is refused).
 *
 * Conventions (shared with the sequence layers, seq_*.c, whose ops are meant for the
 * `seq` slot below):
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

#define DT_BACKEND_ABI_VERSION 2	/* 2: in-place ReLU/GELU backward and fused bias+ReLU slots */

typedef struct DtBackend DtBackend;

/* Ops of the sequence layers (embedding, LSTM, SwishRNN, pointer scores, ...), defined by
 * seq_*.h; not defined yet, so the `seq` slot is NULL. */
struct DtSeqOps;

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

	/* ---- sequence layers (seq_*.c): NULL until struct DtSeqOps is defined ---- */
	const struct DtSeqOps *seq;
};

/* The CPU reference backend (OpenBLAS); threads <= 0 keeps OpenBLAS's default. */
DtBackend  *dt_backend_cpu_create(int threads);

/* Convenience: be->destroy(be) when be is not NULL. */
void		dt_backend_destroy(DtBackend *be);

#endif
