/*
 * nn_real.h — the scalar type of the nn/ layer kernels, chosen at compile time.
 *
 * Every layer kernel (linear.c, activation.c, layernorm.c, dropout.c, residual.c,
 * rat_attention.c, attention_conv.c, mse_loss.c) is written once against nn_real and NN_FN():
 *   - in the library (the default) nn_real is float and NN_FN(linear_forward) is plain
 *     linear_forward: the float32 CPU reference that backend_cpu.c puts in the op table;
 *   - a translation unit that defines NN_DOUBLE before including one of those .c files gets
 *     the same source in double with every public name suffixed _d (linear_forward_d).
 *     Only the gradient-check test does this: central finite differences need double
 *     precision, and checking the very source the library runs is the point.
 * (The sequence layers, seq_*.c, follow the same scheme with SEQ_DOUBLE / seq_real.h.)
 */
#ifndef DTFIXUP_NN_REAL_H
#define DTFIXUP_NN_REAL_H

#include <stddef.h>
#include <stdint.h>
#include <tgmath.h>
#include <cblas.h>

#ifdef NN_DOUBLE
typedef double nn_real;
#define NN_FN(name) name##_d
#define NN_GEMM cblas_dgemm
#else
typedef float nn_real;
#define NN_FN(name) name
#define NN_GEMM cblas_sgemm
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

/* Row-major C (M x N) = alpha * op(A) op(B) + beta * C, leading dimensions given. */
#define NN_MATMUL(transA, transB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) \
	NN_GEMM(CblasRowMajor, (transA) ? CblasTrans : CblasNoTrans,               \
			(transB) ? CblasTrans : CblasNoTrans, (M), (N), (K), (alpha),       \
			(A), (lda), (B), (ldb), (beta), (C), (ldc))

#endif
