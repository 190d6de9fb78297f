/*
 * nn_real.h — the one scalar type of the nn/ kernels, chosen at compile time.
 *
 * Every kernel — the layer kernels (linear.c, activation.c, layernorm.c, dropout.c,
 * residual.c, rat_attention.c, attention_conv.c, mse_loss.c) and the sequence layers
 * (seq_*.c) — is written once against nn_real and NN_FN():
 *   - in the library (the default) nn_real is float and NN_FN(linear_forward) is plain
 *     linear_forward: the float32 CPU reference that the model calls and backend_cpu.c
 *     puts in the op table;
 *   - a translation unit that defines NN_DOUBLE before including one of those .c files gets
 *     the same source in double with every public name suffixed _d (linear_forward_d).
 *     Only the gradient-check tests do this: central finite differences need double
 *     precision to tell a wrong gradient from rounding noise, and checking the very source
 *     the library runs is the point.
 * One translation unit holds one instantiation only, so file-local helpers may be static
 * inline functions over nn_real.
 *
 * Math functions go through nn_exp/nn_tanh/nn_erf/nn_sqrt/nn_log so that they follow the
 * type whatever their argument's type (a double constant in a float expression must not
 * switch a float kernel to double math); matrix products go through NN_GEMM (cblas_sgemm
 * or cblas_dgemm, same argument list).  <cblas.h> drags in <complex.h>: never name a
 * variable I.
 */
#ifndef DTFIXUP_NN_REAL_H
#define DTFIXUP_NN_REAL_H

#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <cblas.h>

#include "nn/sgemm.h"
#include "nn/sgemm_small.h"

#ifdef NN_DOUBLE
typedef double nn_real;
#define NN_FN(name) name##_d
#define NN_GEMM cblas_dgemm
#define nn_exp exp
#define nn_tanh tanh
#define nn_erf erf
#define nn_sqrt sqrt
#define nn_log log
#else
typedef float nn_real;
#define NN_FN(name) name
#define NN_GEMM cblas_sgemm
#define nn_exp expf
#define nn_tanh tanhf
#define nn_erf erff
#define nn_sqrt sqrtf
#define nn_log logf
#endif

/*
 * NN_VECTOR_CLONES, on the hot element-wise kernels (softmax, relation gather/scatter, ReLU,
 * residual adds, Adam): GCC compiles the function three times (AVX-512 = x86-64-v4,
 * AVX2+FMA = x86-64-v3, and the baseline x86-64 the extension is built for) and picks one
 * when the library is loaded (an ifunc), so the build needs no -march and still runs on any
 * x86-64.  Float only: the double instantiation exists for the gradient checks.
 */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && !defined(NN_DOUBLE)
#define NN_VECTOR_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define NN_VECTOR_CLONES
#endif

/* Row-major C (M x N) = alpha * op(A) op(B) + beta * C, leading dimensions given: in float,
 * through nn_sgemm (sgemm.h decides which kernels compute it); in double (the gradient
 * checks), OpenBLAS's dgemm. */
#ifdef NN_DOUBLE
#define NN_MATMUL(transA, transB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) \
	NN_GEMM(CblasRowMajor, (transA) ? CblasTrans : CblasNoTrans,               \
			(transB) ? CblasTrans : CblasNoTrans, (M), (N), (K), (alpha),       \
			(A), (lda), (B), (ldb), (beta), (C), (ldc))
#else
#define NN_MATMUL(transA, transB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) \
	nn_sgemm((transA) != 0, (transB) != 0, (M), (N), (K), (alpha), (A), (lda), (B), (ldb), \
			 (beta), (C), (ldc))
#endif

static inline nn_real
nn_sigmoid(nn_real x)
{
	return (nn_real) 1 / ((nn_real) 1 + nn_exp(-x));
}

/* GELU, exact (erf) form as in BERT and torch.nn.functional.gelu's default. */
static inline nn_real
nn_gelu(nn_real x)
{
	return (nn_real) 0.5 * x * ((nn_real) 1 + nn_erf(x * (nn_real) 0.70710678118654752440));
}

/* d/dx GELU(x) = Phi(x) + x phi(x). */
static inline nn_real
nn_gelu_grad(nn_real x)
{
	nn_real		cdf = (nn_real) 0.5 * ((nn_real) 1 + nn_erf(x * (nn_real) 0.70710678118654752440));
	nn_real		pdf = nn_exp((nn_real) -0.5 * x * x) * (nn_real) 0.39894228040143267794;

	return cdf + x * pdf;
}

/* out[i] += v[i] for i < n */
static inline void
nn_add_into(nn_real *out, const nn_real *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		out[i] += v[i];
}

/* bias[j] += sum over rows of m (rows x cols, row stride ld) */
static inline void
nn_accumulate_bias(nn_real *bias, const nn_real *m, size_t rows, size_t cols, size_t ld)
{
	for (size_t r = 0; r < rows; r++)
		for (size_t j = 0; j < cols; j++)
			bias[j] += m[r * ld + j];
}

/*
 * y (M, N) = x (M, K) W^T + b with W (N, K) (torch.nn.Linear layout); b may be NULL.
 * Used for the projections inside the sequence layers' attention, pointers and heads.
 * With few rows (a decoder step over a beam) the float build takes the few-row kernel,
 * which does not repack W on every call as OpenBLAS does (sgemm_small.h).
 */
static inline void
nn_affine_forward(nn_real *y, const nn_real *x, const nn_real *w, const nn_real *b,
				  int M, int N, int K)
{
#ifndef NN_DOUBLE
	if (M <= NN_SGEMM_SMALL_MAX_M && nn_sgemm_small_abt(y, x, w, b, M, K, N))
		return;
#endif
	NN_MATMUL(0, 1, M, N, K, 1, x, K, w, K, 0, y, N);
	if (b)
		for (size_t r = 0; r < (size_t) M; r++)
			nn_add_into(y + r * N, b, N);
}

/* backward of nn_affine_forward: dx (may be NULL), dw, db (NULL iff b was) accumulated */
static inline void
nn_affine_backward(nn_real *dx, nn_real *dw, nn_real *db, const nn_real *dy,
				   const nn_real *x, const nn_real *w, int M, int N, int K)
{
	NN_MATMUL(1, 0, N, K, M, 1, dy, N, x, K, 1, dw, K);
	if (db)
		nn_accumulate_bias(db, dy, M, N, N);
	if (dx)
		NN_MATMUL(0, 0, M, K, N, 1, dy, N, w, K, 1, dx, K);
}

#endif
