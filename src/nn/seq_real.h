/*
 * seq_real.h — the one scalar type of the sequence layers (seq_*.c), chosen at compile time.
 *
 * Every seq_* kernel is written once against SEQ_REAL and SEQ_FN():
 *   - in the library (the default), SEQ_REAL is float and SEQ_FN(seq_lstm_forward) is
 *     plain seq_lstm_forward: this is the float32 CPU reference that the model and the
 *     backend op table call;
 *   - a translation unit that defines SEQ_DOUBLE before including a seq_*.c file gets the
 *     same source instantiated in double, with every public name suffixed _d
 *     (seq_lstm_forward_d).  Only the gradient-check test does this: central finite
 *     differences need double precision to tell a wrong gradient from rounding noise,
 *     and checking the very source the library runs is the point.
 * One translation unit holds one instantiation only, so file-local helpers may be
 * static inline functions over SEQ_REAL.
 *
 * Math functions go through seq_exp/seq_tanh/seq_erf/seq_sqrt/seq_log so they follow the
 * type (<tgmath.h> drags in <complex.h>; note that <cblas.h> does too, so never
 * name a variable I); matrix products go through SEQ_GEMM (cblas_sgemm or
 * cblas_dgemm, same argument list).
 */
#ifndef DTFIXUP_NN_SEQ_REAL_H
#define DTFIXUP_NN_SEQ_REAL_H

#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <cblas.h>

#ifdef SEQ_DOUBLE
typedef double seq_real;
#define SEQ_FN(name) name##_d
#define SEQ_GEMM cblas_dgemm
#define seq_exp exp
#define seq_tanh tanh
#define seq_erf erf
#define seq_sqrt sqrt
#define seq_log log
#else
typedef float seq_real;
#define SEQ_FN(name) name
#define SEQ_GEMM cblas_sgemm
#define seq_exp expf
#define seq_tanh tanhf
#define seq_erf erff
#define seq_sqrt sqrtf
#define seq_log logf
#endif

#define SEQ_REAL seq_real

/* Row-major C (M x N) = alpha * op(A) op(B) + beta * C with leading dimensions given. */
#define SEQ_MATMUL(transA, transB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) \
	SEQ_GEMM(CblasRowMajor, (transA) ? CblasTrans : CblasNoTrans,              \
			 (transB) ? CblasTrans : CblasNoTrans, (M), (N), (K), (alpha),      \
			 (A), (lda), (B), (ldb), (beta), (C), (ldc))

static inline seq_real
seq_sigmoid(seq_real x)
{
	return (seq_real) 1 / ((seq_real) 1 + seq_exp(-x));
}

/* GELU, exact (erf) form as in BERT and torch.nn.functional.gelu's default. */
static inline seq_real
seq_gelu(seq_real x)
{
	return (seq_real) 0.5 * x * ((seq_real) 1 + seq_erf(x * (seq_real) 0.70710678118654752440));
}

/* d/dx GELU(x) = Phi(x) + x phi(x). */
static inline seq_real
seq_gelu_grad(seq_real x)
{
	seq_real	cdf = (seq_real) 0.5 * ((seq_real) 1 + seq_erf(x * (seq_real) 0.70710678118654752440));
	seq_real	pdf = seq_exp((seq_real) -0.5 * x * x) * (seq_real) 0.39894228040143267794;

	return cdf + x * pdf;
}

/* out[i] += v[i] for i < n */
static inline void
seq_add_into(seq_real *out, const seq_real *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		out[i] += v[i];
}

/* bias[j] += sum over rows of m (rows x cols, row stride ld) */
static inline void
seq_accumulate_bias(seq_real *bias, const seq_real *m, size_t rows, size_t cols, size_t ld)
{
	for (size_t r = 0; r < rows; r++)
		for (size_t j = 0; j < cols; j++)
			bias[j] += m[r * ld + j];
}

/*
 * y (M, N) = x (M, K) W^T + b with W (N, K) (torch.nn.Linear layout); b may be NULL.
 * Used for the projections inside the attention and pointer layers.
 */
static inline void
seq_affine_forward(seq_real *y, const seq_real *x, const seq_real *w, const seq_real *b,
				   int M, int N, int K)
{
	SEQ_MATMUL(0, 1, M, N, K, 1, x, K, w, K, 0, y, N);
	if (b)
		for (size_t r = 0; r < (size_t) M; r++)
			seq_add_into(y + r * N, b, N);
}

/* backward of seq_affine_forward: dx (may be NULL), dw, db (NULL iff b was) accumulated */
static inline void
seq_affine_backward(seq_real *dx, seq_real *dw, seq_real *db, const seq_real *dy,
					const seq_real *x, const seq_real *w, int M, int N, int K)
{
	SEQ_MATMUL(1, 0, N, K, M, 1, dy, N, x, K, 1, dw, K);
	if (db)
		seq_accumulate_bias(db, dy, M, N, N);
	if (dx)
		SEQ_MATMUL(0, 0, M, K, N, 1, dy, N, w, K, 1, dx, K);
}

#endif
