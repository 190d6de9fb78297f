/*
 * gemm_check.h — the operands and the measure shared by the unit tests of the hand-written
 * sgemm kernels (test_nn_head_gemm.c, test_nn_sgemm_large.c, test_nn_sgemm_small.c).
 *
 * Operands of C[M,N] = alpha op(A) op(B) + beta C (+ bias[N]) are row-major with padded
 * leading dimensions and filled with smooth deterministic values.  The expected C is computed
 * in double precision (a product of two floats is exact in double, so only the double sums
 * round, about 2^-29 of the float32 bound below), and every entry of a float32 result must lie
 * within the worst-case rounding bound of a float32 evaluation in ANY summation order:
 *
 *     |C_float - C_exact| <= gamma(K + 4) * (|alpha| sum_k |a_ik b_kj| + |beta C_ij| + |bias_j|)
 *     gamma(n) = n u / (1 - n u),  u = 2^-24
 *
 * (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed., sec. 3.1: K products and
 * K - 1 additions, then alpha, beta, the add of beta C and the bias: at most K + 4 roundings on
 * any path.)  The bound depends only on K and the operands' magnitudes, not on which kernel,
 * blocking or FMA use the CPU's BLAS picked, so the tests pass on any x86-64 CPU; a wrong block,
 * edge or transpose is off by O(|C|), thousands of times the bound.  BLAS's result is held to
 * the same bound: it is what every caller gets when a kernel declines.
 */
#ifndef DTFIXUP_TEST_GEMM_CHECK_H
#define DTFIXUP_TEST_GEMM_CHECK_H

#include <cblas.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

typedef struct GemmOperands
{
	int			ta, tb, M, N, K;
	int			lda, ldb, ldc;
	size_t		na, nb, nc;
	float	   *A, *B;
	float	   *start;			/* C before the call */
	float	   *blas;			/* C as cblas_sgemm leaves it */
	float	   *got;			/* C for the kernel under test */
	double	   *exact;			/* the expected C, in double (padding: start) */
	double	   *bound;			/* its float32 rounding bound (padding: 0, untouched) */
} GemmOperands;

/* Operands of op(A) (M x K) op(B) (K x N): A's and B's leading dimensions `pad_ab` floats
 * wider than the matrix, C's `pad_c` wider; start, blas and got hold the same starting C. */
static GemmOperands
gemm_operands_ld(int ta, int tb, int M, int N, int K, int pad_ab, int pad_c)
{
	GemmOperands o = {ta, tb, M, N, K};
	int			arows = ta ? K : M, acols = ta ? M : K;
	int			brows = tb ? N : K, bcols = tb ? K : N;

	o.lda = acols + pad_ab;
	o.ldb = bcols + pad_ab;
	o.ldc = N + pad_c;
	o.na = (size_t) arows * o.lda;
	o.nb = (size_t) brows * o.ldb;
	o.nc = (size_t) M * o.ldc;
	o.A = malloc(sizeof(float) * o.na);
	o.B = malloc(sizeof(float) * o.nb);
	o.start = malloc(sizeof(float) * o.nc);
	o.blas = malloc(sizeof(float) * o.nc);
	o.got = malloc(sizeof(float) * o.nc);
	o.exact = malloc(sizeof(double) * o.nc);
	o.bound = malloc(sizeof(double) * o.nc);
	for (size_t i = 0; i < o.na; i++)
		o.A[i] = sinf(0.37f * i + 0.1f);
	for (size_t i = 0; i < o.nb; i++)
		o.B[i] = cosf(0.11f * i);
	for (size_t i = 0; i < o.nc; i++)
		o.start[i] = o.blas[i] = o.got[i] = 0.5f - 0.001f * (float) (i % 997);
	return o;
}

static GemmOperands
gemm_operands(int ta, int tb, int M, int N, int K, int pad)
{
	return gemm_operands_ld(ta, tb, M, N, K, pad, pad);
}

static inline float
gemm_a(const GemmOperands *o, int m, int k)
{
	return o->ta ? o->A[(size_t) k * o->lda + m] : o->A[(size_t) m * o->lda + k];
}

static inline float
gemm_b(const GemmOperands *o, int k, int n)
{
	return o->tb ? o->B[(size_t) n * o->ldb + k] : o->B[(size_t) k * o->ldb + n];
}

/* gamma(n) of the header comment, for float32 */
static double
gemm_float32_gamma(int n)
{
	double		u = ldexp(1.0, -24);

	return n * u / (1.0 - n * u);
}

/* Sets exact and bound for C = alpha op(A) op(B) + beta start (+ bias when not NULL), and
 * runs cblas_sgemm for the same into blas (a bias enters BLAS as the starting C, beta 1). */
static void
gemm_operands_expect(GemmOperands *o, float alpha, float beta, const float *bias)
{
	double		gamma = gemm_float32_gamma(o->K + 4);

	for (size_t i = 0; i < o->nc; i++)
	{
		o->exact[i] = o->start[i];	/* the padding must stay as it was */
		o->bound[i] = 0.0;
	}
	for (int m = 0; m < o->M; m++)
		for (int n = 0; n < o->N; n++)
		{
			size_t		i = (size_t) m * o->ldc + n;
			double		sum = 0.0,
						mag = 0.0;

			for (int k = 0; k < o->K; k++)
			{
				double		p = (double) gemm_a(o, m, k) * (double) gemm_b(o, k, n);

				sum += p;
				mag += fabs(p);
			}
			o->exact[i] = (double) alpha * sum + (double) beta * o->start[i];
			mag = fabs((double) alpha) * mag + fabs((double) beta * o->start[i]);
			if (bias != NULL)
			{
				o->exact[i] += bias[n];
				mag += fabs((double) bias[n]);
			}
			o->bound[i] = gamma * mag + 1e-37;	/* + a floor for an all-zero row */
			if (bias != NULL)
				o->blas[i] = (float) ((double) beta * o->start[i] + bias[n]);
		}
	cblas_sgemm(CblasRowMajor, o->ta ? CblasTrans : CblasNoTrans,
				o->tb ? CblasTrans : CblasNoTrans, o->M, o->N, o->K, alpha, o->A, o->lda, o->B,
				o->ldb, bias != NULL ? 1.0f : beta, o->blas, o->ldc);
}

/* The largest |C - exact| / bound over all of C, padding included (where any change is
 * infinitely off); at most 1 when C is a correct float32 evaluation. */
static double
gemm_worst_bound_ratio(const GemmOperands *o, const float *C)
{
	double		worst = 0.0;

	for (size_t i = 0; i < o->nc; i++)
	{
		double		err = fabs((double) C[i] - o->exact[i]);
		double		ratio = o->bound[i] > 0.0 ? err / o->bound[i] : (err > 0.0 ? INFINITY : 0.0);

		if (!(ratio <= worst))	/* NaN counts as infinitely off */
			worst = isnan(ratio) ? INFINITY : ratio;
	}
	return worst;
}

static void
gemm_operands_free(GemmOperands *o)
{
	free(o->A);
	free(o->B);
	free(o->start);
	free(o->blas);
	free(o->got);
	free(o->exact);
	free(o->bound);
}

#endif
