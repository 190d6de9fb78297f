/*
 * sgemm_small.h — out = inp W^T + b for FEW rows (M <= 64), the shape of a batch-1 forward
 * (one example of n <= 64 items).
 *
 * Why: at such shapes OpenBLAS spends much of each call packing the weight matrix into its
 * panel layout (it re-packs on every call: 256 x 256 floats to multiply by 64 rows).  This
 * kernel packs the SMALL operand instead (inp transposed, 64 x 256 floats per chunk of
 * K, on the stack) and streams the rows of W straight from their PyTorch [n_out, n_in]
 * layout as broadcasts: out^T[o, m] = sum_k W[o, k] inp^T[k, m], 6 rows of W by 64 columns
 * of inp^T in 24 AVX-512 accumulators.
 *
 * AVX-512F, or else AVX2 with FMA (sgemm_small_avx2.c: the same two paths for 8-float
 * vectors), chosen at run time; nn_sgemm_small_abt returns false when the CPU has neither
 * or M > NN_SGEMM_SMALL_MAX_M, and the caller then uses cblas_sgemm.
 */
#ifndef DTFIXUP_NN_SGEMM_SMALL_H
#define DTFIXUP_NN_SGEMM_SMALL_H

#include <stdbool.h>

#define NN_SGEMM_SMALL_MAX_M 64

/* True when this CPU runs AVX-512F and the environment variable DTFIXUP_NO_AVX512 is unset,
 * empty or "0": it decides for the hand-written AVX-512 kernels (this one's AVX-512 form,
 * sgemm_large.h, head_gemm.h). */
bool		nn_avx512_kernels_available(void);

/* True when this CPU runs the few-row kernel: AVX-512F as above, or AVX2 with FMA. */
bool		nn_sgemm_small_available(void);

/* out[M,N] = inp[M,K] W[N,K]^T (+ b[N] when b != NULL), row-major, dense.  Returns false,
 * computing nothing, when the kernel does not apply (see above). */
bool		nn_sgemm_small_abt(float *out, const float *inp, const float *W, const float *b,
							   int M, int K, int N);

/* out[M,N] += inp[M,K] W[N,K]^T, out's rows ldo floats apart (ldo >= N), inp and W dense:
 * the LSTM's recurrent product (seq_lstm.c).  Same conditions and return as above. */
bool		nn_sgemm_small_abt_acc(float *out, int ldo, const float *inp, const float *W,
								   int M, int K, int N);

/* out[M,N] (rows ldo apart) = or, when accumulate, += inp[M,K] W[N,K]^T, inp dense and W's
 * rows ldw >= K floats apart: a slice of a wider weight's columns (the decoder LSTM's input
 * weight, one part of its input at a time: parser_decoder.c).  Same conditions and return
 * as above. */
bool		nn_sgemm_small_abt_strided(float *out, int ldo, const float *inp, const float *W,
									   int ldw, int M, int K, int N, bool accumulate);

#endif
