/*
 * gemm_check.h — the operands and the measure shared by the unit tests of the hand-written
 * sgemm kernels (test_nn_head_gemm.c, test_nn_sgemm_large.c): row-major operands of a
 * C[M,N] = op(A) op(B) product with padded leading dimensions, filled with smooth
 * deterministic values; C's reference (by cblas_sgemm) and the kernel's copy start equal, so
 * entries a kernel must not touch (the padding) are checked too.
 */
#ifndef DTFIXUP_TEST_GEMM_CHECK_H
#define DTFIXUP_TEST_GEMM_CHECK_H

#include <cblas.h>
#include <math.h>
#include <stdlib.h>

typedef struct GemmOperands
{
	int			ta, tb, M, N, K;
	int			lda, ldb, ldc;
	size_t		na, nb, nc;
	float	   *A, *B;
	float	   *ref;			/* C as cblas_sgemm leaves it */
	float	   *got;			/* C for the kernel under test */
} GemmOperands;

/* Operands of op(A) (M x K) op(B) (K x N), every leading dimension `pad` floats wider than
 * the matrix; ref and got both hold the same starting C. */
static GemmOperands
gemm_operands(int ta, int tb, int M, int N, int K, int pad)
{
	GemmOperands o = {ta, tb, M, N, K};
	int			arows = ta ? K : M, acols = ta ? M : K;
	int			brows = tb ? N : K, bcols = tb ? K : N;

	o.lda = acols + pad;
	o.ldb = bcols + pad;
	o.ldc = N + pad;
	o.na = (size_t) arows * o.lda;
	o.nb = (size_t) brows * o.ldb;
	o.nc = (size_t) M * o.ldc;
	o.A = malloc(sizeof(float) * o.na);
	o.B = malloc(sizeof(float) * o.nb);
	o.ref = malloc(sizeof(float) * o.nc);
	o.got = malloc(sizeof(float) * o.nc);
	for (size_t i = 0; i < o.na; i++)
		o.A[i] = sinf(0.37f * i + 0.1f);
	for (size_t i = 0; i < o.nb; i++)
		o.B[i] = cosf(0.11f * i);
	for (size_t i = 0; i < o.nc; i++)
		o.ref[i] = o.got[i] = 0.5f - 0.001f * (float) (i % 997);
	return o;
}

/* ref = alpha op(A) op(B) + beta ref, by BLAS */
static void
gemm_operands_reference(GemmOperands *o, float alpha, float beta)
{
	cblas_sgemm(CblasRowMajor, o->ta ? CblasTrans : CblasNoTrans,
				o->tb ? CblasTrans : CblasNoTrans, o->M, o->N, o->K, alpha, o->A, o->lda, o->B,
				o->ldb, beta, o->ref, o->ldc);
}

/* max |got - ref| over all of C, padding included, relative to the largest |ref|; frees */
static double
gemm_operands_error_and_free(GemmOperands *o)
{
	double		worst = 0,
				scale = 1e-30;

	for (size_t i = 0; i < o->nc; i++)
	{
		scale = fabs(o->ref[i]) > scale ? fabs(o->ref[i]) : scale;
		worst = fabs(o->got[i] - o->ref[i]) > worst ? fabs(o->got[i] - o->ref[i]) : worst;
	}
	free(o->A);
	free(o->B);
	free(o->ref);
	free(o->got);
	return worst / scale;
}

#endif
