/*
 * backend_cpu.c — the CPU reference backend: host memory, OpenBLAS sgemm, and the float32
 * instantiation of the layer kernels.  Every op runs synchronously; sync is a no-op.
 */
#include "nn/backend.h"

#include <cblas.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "common/stop.h"
#include "nn/activation.h"
#include "nn/attention_conv.h"
#include "nn/dropout.h"
#include "nn/layernorm.h"
#include "nn/linear.h"
#include "nn/mse_loss.h"
#include "nn/rat_attention.h"
#include "nn/residual.h"
#include "nn/sgemm.h"
#include "nn/sgemm_large.h"
#include "nn/sgemm_small.h"

/* OpenBLAS's thread control (declared in its cblas.h; repeated for other cblas headers). */
extern void openblas_set_num_threads(int num_threads);
extern int	openblas_get_num_threads(void);

/* Buffers from this size up are backed by 2 MB pages where the kernel allows it. */
#define HUGE_PAGE_BYTES ((size_t) 2 << 20)

/*
 * From this size up a buffer is its own anonymous mapping, whose pages read as zeros without
 * being written: a decode over thousands of schema items allocates hundreds of MB of
 * attention maps per call, and zeroing them here took a third of a second in one piece that
 * no cancel could cut (the kernels that first touch the pages poll the stop scope).
 */
#define MAPPED_BYTES ((size_t) 32 << 20)

/* A zeroed mapping of bytes, 2 MB aligned (for huge pages); NULL when out of memory. */
static void *
cpu_map(size_t bytes)
{
	size_t		len = bytes + HUGE_PAGE_BYTES;
	char	   *raw = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char	   *p;
	size_t		head,
				used;

	if (raw == MAP_FAILED)
		return NULL;
	p = (char *) (((uintptr_t) raw + HUGE_PAGE_BYTES - 1) & ~(uintptr_t) (HUGE_PAGE_BYTES - 1));
	head = (size_t) (p - raw);
	used = (bytes + 4095) & ~(size_t) 4095;
	if (head > 0)
		(void) munmap(raw, head);
	if (len - head > used)
		(void) munmap(p + used, len - head - used);
#ifdef MADV_HUGEPAGE
	(void) madvise(p, bytes, MADV_HUGEPAGE);
#endif
	return p;
}

static void *
cpu_alloc(DtBackend *be, size_t bytes)
{
	void	   *p = NULL;
	size_t		align = 64;		/* one cache line, and what AVX-512 loads like */

	if (bytes >= MAPPED_BYTES)
	{
		p = cpu_map(bytes);
		if (p == NULL)
			return NULL;
		be->n_allocs++;
		be->bytes_live += bytes;
		return p;
	}
#ifdef MADV_HUGEPAGE
	/*
	 * Large buffers (activations, parameters, gradients, optimiser state: tens to hundreds of
	 * MB) on transparent huge pages: the gemms' operand packing and the per-head views walk
	 * them with strides of 1-4 KB, one 4 KB page per row, and miss the TLB; with 2 MB pages
	 * they do not.  Linux's default THP mode ("madvise") gives huge pages only to regions
	 * that ask, before their first touch (the memset below).  Elsewhere the advice is a no-op.
	 */
	if (bytes >= HUGE_PAGE_BYTES)
		align = HUGE_PAGE_BYTES;
#endif
	if (posix_memalign(&p, align, bytes ? bytes : 64) != 0)
		return NULL;
#ifdef MADV_HUGEPAGE
	if (bytes >= HUGE_PAGE_BYTES)
		(void) madvise(p, bytes, MADV_HUGEPAGE);
#endif
	memset(p, 0, bytes);
	be->n_allocs++;
	be->bytes_live += bytes;
	return p;
}

static void
cpu_free(DtBackend *be, void *buf, size_t bytes)
{
	if (buf == NULL)
		return;
	if (bytes >= MAPPED_BYTES)
		(void) munmap(buf, bytes);
	else
		free(buf);
	be->bytes_live -= bytes;
}

static void
cpu_upload(DtBackend *be, void *dst, const void *src, size_t bytes)
{
	memcpy(dst, src, bytes);
}

static void
cpu_memset_zero(DtBackend *be, void *dst, size_t bytes)
{
	memset(dst, 0, bytes);
}

static void
cpu_sync(DtBackend *be)
{
}

static void
cpu_set_threads(DtBackend *be, int threads)
{
	if (threads > 0)
		openblas_set_num_threads(threads);
}

static void
cpu_destroy(DtBackend *be)
{
	free(be);
}

/*
 * The many-row kernel (sgemm_large.h) is single-threaded: it stands in for OpenBLAS only while
 * OpenBLAS itself runs on one thread (with more, OpenBLAS's parallel sgemm is faster).
 */
static bool
large_kernel_allowed(void)
{
	return openblas_get_num_threads() == 1;
}

static void
cpu_gemm(DtBackend *be, bool trans_a, bool trans_b, int M, int N, int K, float alpha,
		 const float *A, int lda, const float *B, int ldb, float beta, float *C, int ldc)
{
	if (M <= 0 || N <= 0)
		return;
	/* few rows times a slice of a weight's columns (a decoder step's input, one part at a
	 * time): the few-row kernel reads W's rows where they lie, as OpenBLAS would not
	 * without packing them first */
	if (!trans_a && trans_b && lda == K && alpha == 1.0f && (beta == 0.0f || beta == 1.0f) &&
		M <= NN_SGEMM_SMALL_MAX_M &&
		nn_sgemm_small_abt_strided(C, ldc, A, B, ldb, M, K, N, beta == 1.0f))
		return;
	nn_sgemm(trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}

static void
cpu_axpy(DtBackend *be, float *y, float alpha, const float *x, size_t N)
{
	for (size_t i = 0; i < N; i++)
		y[i] += alpha * x[i];
}

static void
cpu_linear_rows(float *out, const float *inp, const float *W, const float *b, int M, int n_in,
				int n_out)
{
	/* few rows (a batch-1 forward): skip OpenBLAS's per-call packing of W (sgemm_small.h) */
	if (M <= NN_SGEMM_SMALL_MAX_M && nn_sgemm_small_abt(out, inp, W, b, M, n_in, n_out))
		return;
	/* many rows on one thread (training): skip OpenBLAS's packing of inp (sgemm_large.h) */
	if (large_kernel_allowed() &&
		nn_sgemm_large(false, true, M, n_out, n_in, inp, n_in, W, n_in, b, false, out, n_out))
		return;
	linear_forward(out, inp, W, b, M, n_in, n_out);
}

/* In blocks of rows polling the stop scope (common/stop.h) inside a decode: over thousands of
 * schema items one product takes tens of ms; outside a decode, one block. */
static void
cpu_linear_forward(DtBackend *be, float *out, const float *inp, const float *W, const float *b,
				   int M, int n_in, int n_out)
{
	int			block = dt_stop_block_rows(M, (double) n_in * n_out);

	for (int r0 = 0; r0 < M; r0 += block)
	{
		if (r0 > 0 && dt_stop_poll())
			return;				/* a decode being cancelled: out is unused */
		cpu_linear_rows(out + (size_t) r0 * n_out, inp + (size_t) r0 * n_in, W, b,
						r0 + block < M ? block : M - r0, n_in, n_out);
	}
}

/* C += op(A) op(B): the many-row kernel where it applies and try_large, else nn_sgemm */
static void
gemm_accumulate(bool try_large, bool trans_a, bool trans_b, int M, int N, int K, const float *A,
				int lda, const float *B, int ldb, float *C, int ldc)
{
	if (try_large && large_kernel_allowed() &&
		nn_sgemm_large(trans_a, trans_b, M, N, K, A, lda, B, ldb, NULL, true, C, ldc))
		return;
	nn_sgemm(trans_a, trans_b, M, N, K, 1.0f, A, lda, B, ldb, 1.0f, C, ldc);
}

static void
cpu_linear_backward(DtBackend *be, float *dinp, float *dW, float *db, const float *dout,
					const float *inp, const float *W, int M, int n_in, int n_out)
{
	/* linear.c's linear_backward; both products on the many-row kernel when the layer has
	 * the rows for it (the weight gradient's own row count, n_out, may still be too few) */
	bool		many_rows = M >= NN_SGEMM_LARGE_MIN_M;

	if (dinp != NULL)
		gemm_accumulate(many_rows, false, false, M, n_in, n_out, dout, n_out, W, n_in, dinp, n_in);
	gemm_accumulate(many_rows, true, false, n_out, n_in, M, dout, n_out, inp, n_in, dW, n_in);
	if (db != NULL)
		linear_bias_backward(db, dout, M, n_out);
}

static void
cpu_relu_forward(DtBackend *be, float *out, const float *inp, size_t N)
{
	relu_forward(out, inp, N);
}

static void
cpu_relu_backward(DtBackend *be, float *dinp, const float *dout, const float *inp, size_t N)
{
	relu_backward(dinp, dout, inp, N);
}

static void
cpu_relu_backward_inplace(DtBackend *be, float *d, const float *out, size_t N)
{
	relu_backward_inplace(d, out, N);
}

static void
cpu_bias_relu_forward(DtBackend *be, float *x, const float *b, int M, int N)
{
	bias_relu_forward(x, b, M, N);
}

static void
cpu_gelu_backward_inplace(DtBackend *be, float *d, const float *inp, size_t N)
{
	gelu_backward_inplace(d, inp, N);
}

static void
cpu_gelu_forward(DtBackend *be, float *out, const float *inp, size_t N)
{
	gelu_forward(out, inp, N);
}

static void
cpu_gelu_backward(DtBackend *be, float *dinp, const float *dout, const float *inp, size_t N)
{
	gelu_backward(dinp, dout, inp, N);
}

static void
cpu_residual_forward(DtBackend *be, float *out, const float *a, const float *b, size_t N)
{
	residual_forward(out, a, b, N);
}

static void
cpu_residual_accumulate(DtBackend *be, float *acc, const float *x, size_t N)
{
	residual_accumulate(acc, x, N);
}

static void
cpu_layernorm_forward(DtBackend *be, float *out, float *mean, float *rstd, const float *inp,
					  const float *gamma, const float *beta, int M, int C)
{
	layernorm_forward(out, mean, rstd, inp, gamma, beta, M, C);
}

static void
cpu_layernorm_backward(DtBackend *be, float *dinp, float *dgamma, float *dbeta,
					   const float *dout, const float *inp, const float *gamma,
					   const float *mean, const float *rstd, int M, int C)
{
	layernorm_backward(dinp, dgamma, dbeta, dout, inp, gamma, mean, rstd, M, C);
}

static void
cpu_dropout_forward(DtBackend *be, float *out, const float *inp, size_t N, float rate,
					uint64_t seed)
{
	dropout_forward(out, inp, N, rate, seed);
}

static void
cpu_dropout_backward(DtBackend *be, float *dinp, const float *dout, size_t N, float rate,
					 uint64_t seed)
{
	dropout_backward(dinp, dout, N, rate, seed);
}

static void
cpu_rat_attention_forward(DtBackend *be, float *z, float *P, float *PB, float *QR,
						  const float *q, const float *k, const float *v, const float *rk,
						  const float *rv, const int *rel, const int *len, RatAttnShape sh)
{
	rat_attention_forward(z, P, PB, QR, q, k, v, rk, rv, rel, len, sh);
}

static void
cpu_rat_attention_backward(DtBackend *be, float *dq, float *dk, float *dv, float *drk,
						   float *drv, float *dP, float *dQR, const float *dz, const float *P,
						   const float *PB, const float *q, const float *k, const float *v,
						   const float *rk, const float *rv, const int *rel, const int *len,
						   RatAttnShape sh)
{
	rat_attention_backward(dq, dk, dv, drk, drv, dP, dQR, dz, P, PB, q, k, v, rk, rv, rel,
						   len, sh);
}

static void
cpu_rat_conv_attention_forward(DtBackend *be, float *z, float *Sc, float *Sr, float *U,
							   float *A, float *P, float *PB, float *QR, const float *q,
							   const float *k, const float *v, const float *rk,
							   const float *rv, const float *Aprev, const float *W,
							   const float *bias, const float *slope, const int *rel,
							   const int *len, RatAttnShape sh)
{
	rat_conv_attention_forward(z, Sc, Sr, U, A, P, PB, QR, q, k, v, rk, rv, Aprev, W, bias,
							   slope, rel, len, sh);
}

static void
cpu_rat_conv_attention_backward(DtBackend *be, float *dq, float *dk, float *dv, float *drk,
								float *drv, float *dW, float *dbias, float *dslope,
								float *dAprev, float *dA, float *dP, float *dSr, float *dQR,
								const float *dz, const float *Sc, const float *Sr,
								const float *U, const float *P, const float *PB,
								const float *q, const float *k, const float *v,
								const float *rk, const float *rv, const float *Aprev,
								const float *W, const float *slope, const int *rel,
								const int *len, RatAttnShape sh)
{
	rat_conv_attention_backward(dq, dk, dv, drk, drv, dW, dbias, dslope, dAprev, dA, dP, dSr,
								dQR, dz, Sc, Sr, U, P, PB, q, k, v, rk, rv, Aprev, W, slope,
								rel, len, sh);
}

static double
cpu_mse_loss_forward(DtBackend *be, const float *out, const float *target, const int *len,
					 int B, int n, int d)
{
	return mse_loss_forward(out, target, len, B, n, d);
}

static void
cpu_mse_loss_backward(DtBackend *be, float *dout, const float *out, const float *target,
					  const int *len, int B, int n, int d, double scale)
{
	mse_loss_backward(dout, out, target, len, B, n, d, scale);
}

NN_VECTOR_CLONES static double
cpu_sumsq(DtBackend *be, const float *x, size_t N)
{
	double		s = 0;

	for (size_t i = 0; i < N; i++)
		s += (double) x[i] * x[i];
	return s;
}

NN_VECTOR_CLONES static void
cpu_adam_update(DtBackend *be, float *restrict param, const float *restrict grad,
				float *restrict m, float *restrict v, size_t N, float lr, float beta1,
				float beta2, float eps, float weight_decay, long t, float grad_scale)
{
	/* Bias corrections folded into the step size and epsilon, as in Kingma & Ba Alg. 1. */
	float		c1 = 1.0f / (1.0f - powf(beta1, (float) t));
	float		c2 = 1.0f / (1.0f - powf(beta2, (float) t));

	for (size_t i = 0; i < N; i++)
	{
		float		g = grad[i] * grad_scale;
		float		mhat,
					vhat;

		m[i] = beta1 * m[i] + (1.0f - beta1) * g;
		v[i] = beta2 * v[i] + (1.0f - beta2) * g * g;
		mhat = m[i] * c1;
		vhat = v[i] * c2;

		param[i] -= lr * (mhat / (sqrtf(vhat) + eps) + weight_decay * param[i]);
	}
}

DtBackend *
dt_backend_cpu_create(int threads)
{
	DtBackend  *be = calloc(1, sizeof(DtBackend));

	if (be == NULL)
		return NULL;
	be->abi_version = DT_BACKEND_ABI_VERSION;
	be->name = "cpu";
	be->alloc = cpu_alloc;
	be->free = cpu_free;
	be->upload = cpu_upload;
	be->download = cpu_upload;	/* host memory both ways */
	be->memset_zero = cpu_memset_zero;
	be->copy = cpu_upload;
	be->sync = cpu_sync;
	be->set_threads = cpu_set_threads;
	be->destroy = cpu_destroy;
	be->gemm = cpu_gemm;
	be->axpy = cpu_axpy;
	be->linear_forward = cpu_linear_forward;
	be->linear_backward = cpu_linear_backward;
	be->relu_forward = cpu_relu_forward;
	be->relu_backward = cpu_relu_backward;
	be->relu_backward_inplace = cpu_relu_backward_inplace;
	be->bias_relu_forward = cpu_bias_relu_forward;
	be->gelu_backward_inplace = cpu_gelu_backward_inplace;
	be->gelu_forward = cpu_gelu_forward;
	be->gelu_backward = cpu_gelu_backward;
	be->residual_forward = cpu_residual_forward;
	be->residual_accumulate = cpu_residual_accumulate;
	be->layernorm_forward = cpu_layernorm_forward;
	be->layernorm_backward = cpu_layernorm_backward;
	be->dropout_forward = cpu_dropout_forward;
	be->dropout_backward = cpu_dropout_backward;
	be->rat_attention_forward = cpu_rat_attention_forward;
	be->rat_attention_backward = cpu_rat_attention_backward;
	be->rat_conv_attention_forward = cpu_rat_conv_attention_forward;
	be->rat_conv_attention_backward = cpu_rat_conv_attention_backward;
	be->mse_loss_forward = cpu_mse_loss_forward;
	be->mse_loss_backward = cpu_mse_loss_backward;
	be->sumsq = cpu_sumsq;
	be->adam_update = cpu_adam_update;
	be->seq = &dt_backend_cpu_seq_ops;
	cpu_set_threads(be, threads);
	return be;
}

void
dt_backend_destroy(DtBackend *be)
{
	if (be != NULL)
		be->destroy(be);
}
