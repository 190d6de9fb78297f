/*
 * sgemm_small_avx2.h — the few-row kernel of sgemm_small.h for CPUs with AVX2 and FMA but
 * without AVX-512F (AMD Zen 1-3, Intel before Skylake-SP).  Internal to src/nn/: callers use
 * nn_sgemm_small_abt / nn_sgemm_small_abt_acc, which choose it at run time.
 */
#ifndef DTFIXUP_NN_SGEMM_SMALL_AVX2_H
#define DTFIXUP_NN_SGEMM_SMALL_AVX2_H

#include <stdbool.h>

/* True when this CPU has AVX2 and FMA (and the build is x86-64 GCC or Clang). */
bool		nn_sgemm_small_avx2_available(void);

/* out (M rows ldo apart) = inp W^T (+ b), or += inp W^T when accumulate (b then unused);
 * inp [M,K] dense, W [N,K] with its rows ldw >= K floats apart (a slice of a wider
 * matrix's columns), 1 <= M <= NN_SGEMM_SMALL_MAX_M.  Only where available. */
void		nn_sgemm_small_avx2(float *out, int ldo, const float *inp, const float *W, int ldw,
								const float *b, int M, int K, int N, bool accumulate);

#endif
