/*
 * test_nn_sgemm.c — the entry point of float products (src/nn/sgemm.h): the hand-written
 * kernels' part (nn_sgemm_own) at every shape it takes on an OpenBLAS running generic
 * kernels (few rows, fewer rows than the many-row kernel's own minimum, many rows; A B, A B^T,
 * A^T B; alpha != 1 with beta 0; accumulate), and nn_sgemm itself, against the exact product
 * within float32's rounding bound (gemm_check.h), so the test holds whatever kernels this
 * CPU's OpenBLAS runs; and the calls the own part must decline.
 */
#include "nn/blas_core.h"
#include "nn/sgemm.h"
#include "nn/sgemm_large.h"
#include "nn/sgemm_small.h"

#include "gemm_check.h"
#include "unit.h"

static const int shapes[][3] = {
	/* {M, N, K}: a decoder step, a few-row forward, the few-row kernel's edge, rows below the
	 * many-row kernel's minimum, its minimum, many rows */
	{1, 64, 256}, {5, 33, 17}, {64, 256, 256}, {65, 100, 31}, {100, 256, 64}, {127, 17, 200},
	{128, 64, 192}, {300, 129, 65}
};

#define N_SHAPES ((int) (sizeof(shapes) / sizeof(shapes[0])))

typedef struct Mode
{
	float		alpha, beta;
} Mode;

static const Mode modes[] = {{1.0f, 0.0f}, {1.0f, 1.0f}, {0.125f, 0.0f}};

#define N_MODES ((int) (sizeof(modes) / sizeof(modes[0])))

/* Whether the own part must take the product (ta, tb) at M rows on this CPU (the few-row
 * kernel reads A dense: lda == K). */
static bool
own_takes(int ta, int tb, int M, int K, int lda)
{
	if (!ta && tb && M <= NN_SGEMM_SMALL_MAX_M && lda == K && nn_sgemm_small_available())
		return true;
	return !(ta && tb) && nn_sgemm_large_available();
}

/* Every case: shapes x transposes (A B, A B^T, A^T B) x modes, padded leading dimensions on
 * odd shapes.  own: call nn_sgemm_own (else nn_sgemm).  Returns the worst error over the
 * float32 bound; fails when the own part ran where it must not or not where it must. */
static double
worst_over_cases(bool own)
{
	double		worst = 0;

	for (int s = 0; s < N_SHAPES; s++)
		for (int t = 0; t < 3; t++)
			for (int m = 0; m < N_MODES; m++)
			{
				int			ta = t == 2, tb = t == 1;
				int			M = shapes[s][0], N = shapes[s][1], K = shapes[s][2];
				GemmOperands o = gemm_operands(ta, tb, M, N, K, s % 2 ? 24 : 0);
				double		err;

				gemm_operands_expect(&o, modes[m].alpha, modes[m].beta, NULL);
				if (own)
				{
					bool		ran = nn_sgemm_own(ta, tb, M, N, K, modes[m].alpha, o.A, o.lda,
												   o.B, o.ldb, modes[m].beta, o.got, o.ldc);

					if (ran != own_takes(ta, tb, M, K, o.lda))
						UNIT_FAIL("ta=%d tb=%d M=%d N=%d K=%d: ran %d, expected %d", ta, tb, M, N,
								  K, ran, own_takes(ta, tb, M, K, o.lda));
					if (!ran)
					{
						gemm_operands_free(&o);
						continue;
					}
				}
				else
					nn_sgemm(ta, tb, M, N, K, modes[m].alpha, o.A, o.lda, o.B, o.ldb,
							 modes[m].beta, o.got, o.ldc);
				err = gemm_worst_bound_ratio(&o, o.got);
				if (!(err <= 1.0))
					UNIT_FAIL("%s ta=%d tb=%d M=%d N=%d K=%d alpha=%g beta=%g: error %g x the float32 bound",
							  own ? "own" : "nn_sgemm", ta, tb, M, N, K, modes[m].alpha,
							  modes[m].beta, err);
				worst = err > worst ? err : worst;
				gemm_operands_free(&o);
			}
	return worst;
}

UNIT_TEST(own_kernels_within_float32_bound_at_every_shape_they_take)
{
	printf("     (worst own-kernel error: %.3g of the float32 bound)\n", worst_over_cases(true));
}

UNIT_TEST(nn_sgemm_within_float32_bound_whatever_computes_it)
{
	printf("     (worst error: %.3g of the float32 bound; own kernels preferred here: %s)\n",
		   worst_over_cases(false), nn_sgemm_own_kernels_preferred() ? "yes" : "no");
}

UNIT_TEST(own_kernels_decline_what_they_do_not_do)
{
	GemmOperands o = gemm_operands(1, 1, 200, 64, 64, 0);

	CHECK(!nn_sgemm_own(true, true, 200, 64, 64, 1.0f, o.A, o.lda, o.B, o.ldb, 0.0f, o.got, o.ldc));
	gemm_operands_free(&o);
	o = gemm_operands(0, 0, 200, 64, 64, 0);
	/* beta other than 0 or 1, alpha != 1 with an accumulating C, an empty K */
	CHECK(!nn_sgemm_own(false, false, 200, 64, 64, 1.0f, o.A, o.lda, o.B, o.ldb, 0.5f, o.got, o.ldc));
	CHECK(!nn_sgemm_own(false, false, 200, 64, 64, 2.0f, o.A, o.lda, o.B, o.ldb, 1.0f, o.got, o.ldc));
	CHECK(!nn_sgemm_own(false, false, 200, 64, 0, 1.0f, o.A, o.lda, o.B, o.ldb, 0.0f, o.got, o.ldc));
	gemm_operands_free(&o);
}

/* the own kernels stand in only for OpenBLAS's generic fallback, and only where they run */
UNIT_TEST(own_kernels_preferred_only_over_generic_blas)
{
	CHECK(nn_sgemm_own_kernels_preferred() ==
		  (dt_blas_core_better() != NULL && nn_sgemm_small_available()));
}

int
main(void)
{
	UNIT_RUN(own_kernels_within_float32_bound_at_every_shape_they_take);
	UNIT_RUN(nn_sgemm_within_float32_bound_whatever_computes_it);
	UNIT_RUN(own_kernels_decline_what_they_do_not_do);
	UNIT_RUN(own_kernels_preferred_only_over_generic_blas);
	UNIT_DONE();
}
