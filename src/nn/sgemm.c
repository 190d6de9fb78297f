/*
 * sgemm.c — the one entry point of float matrix products (see sgemm.h).
 */
#include "nn/sgemm.h"

#include <cblas.h>
#include <stddef.h>

#include "nn/blas_core.h"
#include "nn/sgemm_large.h"
#include "nn/sgemm_small.h"

bool
nn_sgemm_own_kernels_preferred(void)
{
	/* written once with the same value by whichever thread gets here first */
	static int	preferred = -1;

	if (preferred < 0)
		preferred = dt_blas_core_better() != NULL && nn_sgemm_small_available() ? 1 : 0;
	return preferred == 1;
}

bool
nn_sgemm_own(bool trans_a, bool trans_b, int M, int N, int K, float alpha, const float *A,
			 int lda, const float *B, int ldb, float beta, float *C, int ldc)
{
	bool		accumulate = beta == 1.0f;
	bool		done = false;

	if (M < 1 || N < 1 || K < 1 || (beta != 0.0f && beta != 1.0f) ||
		(alpha != 1.0f && beta != 0.0f))
		return false;
	/* a few rows times W^T, W's rows where they lie (the decoder's and the encoder's
	 * batch-1 shapes; AVX-512 or AVX2) */
	if (!trans_a && trans_b && lda == K && M <= NN_SGEMM_SMALL_MAX_M)
		done = nn_sgemm_small_abt_strided(C, ldc, A, B, ldb, M, K, N, accumulate);
	/* everything else but A^T B^T (AVX-512): at any row count it beats SSE3 */
	if (!done)
		done = nn_sgemm_large_any_rows(trans_a, trans_b, M, N, K, A, lda, B, ldb, NULL,
									   accumulate, C, ldc);
	if (done && alpha != 1.0f)	/* beta is 0 here: C holds op(A) op(B) */
		for (int i = 0; i < M; i++)
			for (int j = 0; j < N; j++)
				C[(size_t) i * ldc + j] *= alpha;
	return done;
}

void
nn_sgemm(bool trans_a, bool trans_b, int M, int N, int K, float alpha, const float *A, int lda,
		 const float *B, int ldb, float beta, float *C, int ldc)
{
	if (M <= 0 || N <= 0)
		return;
	if (nn_sgemm_own_kernels_preferred() &&
		nn_sgemm_own(trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc))
		return;
	cblas_sgemm(CblasRowMajor, trans_a ? CblasTrans : CblasNoTrans,
				trans_b ? CblasTrans : CblasNoTrans, M, N, K, alpha, A, lda, B, ldb, beta, C,
				ldc);
}
