/*
 * test_nn_sgemm_large.c — the many-row AVX-512 sgemm (src/nn/sgemm_large.h), and BLAS beside
 * it, against the exact product within float32's rounding bound (gemm_check.h): the linear
 * layer's three products (inp W^T + b, dinp += dout W, dW += dout^T inp) at the benchmark's
 * shapes and at shapes around the kernel's block sizes
 * (6 rows, 64-column panels, 192-deep k blocks, 192-row and 256-column blocks), with padded
 * leading dimensions, every update mode (overwrite, overwrite plus bias, accumulate), and the
 * calls it must decline.
 */
#include "nn/sgemm_large.h"

#include "gemm_check.h"
#include "unit.h"

typedef struct Case
{
	int			ta, tb, M, N, K, pad;	/* pad: extra leading-dimension columns */
	int			mode;			/* 0 overwrite, 1 overwrite + bias, 2 accumulate */
} Case;

static const int large_shapes[][3] = {
	/* {M, N, K}: the benchmark's linear products first, then the block edges */
	{1024, 256, 256}, {1024, 1024, 256}, {1024, 256, 1024}, {256, 1024, 1024},
	{128, 1, 1}, {128, 64, 192}, {129, 65, 193}, {133, 63, 17}, {191, 255, 191},
	{192, 256, 384}, {193, 257, 385}, {200, 100, 7}, {385, 320, 64}, {130, 16, 500},
	{134, 513, 40}
};

#define N_LARGE_SHAPES ((int) (sizeof(large_shapes) / sizeof(large_shapes[0])))

/* case number c of shapes x 3 transposes (A B, A B^T, A^T B) x 3 modes */
static Case
large_case(int c)
{
	int			s = c / 9,
				t = (c / 3) % 3;
	Case		lc = {t == 2, t == 1, large_shapes[s][0], large_shapes[s][1], large_shapes[s][2],
		s % 2 ? 24 : 0, c % 3};

	return lc;
}

/* Runs the kernel on one case; returns whether it ran, and the worst error over the float32
 * bound (gemm_check.h) of the kernel's C (*kernel) and of BLAS's (*blas).  Overwrite modes
 * must ignore what C held (beta 0); padding must stay untouched. */
static bool
run_case(const Case *c, double *kernel, double *blas)
{
	GemmOperands o = gemm_operands(c->ta, c->tb, c->M, c->N, c->K, c->pad);
	float	   *bias = malloc(sizeof(float) * c->N);
	bool		ran;

	for (int j = 0; j < c->N; j++)
		bias[j] = 0.01f * j - 0.3f;
	gemm_operands_expect(&o, 1.0f, c->mode == 2 ? 1.0f : 0.0f, c->mode == 1 ? bias : NULL);
	ran = nn_sgemm_large(c->ta, c->tb, c->M, c->N, c->K, o.A, o.lda, o.B, o.ldb,
						 c->mode == 1 ? bias : NULL, c->mode == 2, o.got, o.ldc);
	*kernel = gemm_worst_bound_ratio(&o, o.got);
	*blas = gemm_worst_bound_ratio(&o, o.blas);
	free(bias);
	gemm_operands_free(&o);
	return ran;
}

UNIT_TEST(large_sgemm_within_float32_bound)
{
	double		worst = 0;

	for (int i = 0; i < N_LARGE_SHAPES * 9; i++)
	{
		Case		c = large_case(i);
		double		kernel,
					blas;

		CHECK(run_case(&c, &kernel, &blas));
		worst = kernel > worst ? kernel : worst;
		if (!(kernel <= 1.0))
			UNIT_FAIL("ta=%d tb=%d M=%d N=%d K=%d pad=%d mode=%d: error %g x the float32 bound",
					  c.ta, c.tb, c.M, c.N, c.K, c.pad, c.mode, kernel);
	}
	printf("     (worst kernel error: %.3g of the float32 bound)\n", worst);
}

/* BLAS on the same cases, within the same bound: what callers get where the kernel declines
 * (which, without AVX-512F, it must do for every case) */
UNIT_TEST(blas_fallback_within_float32_bound)
{
	double		worst = 0;

	for (int i = 0; i < N_LARGE_SHAPES * 9; i++)
	{
		Case		c = large_case(i);
		double		kernel,
					blas;
		bool		ran = run_case(&c, &kernel, &blas);

		if (!nn_sgemm_large_available())
			CHECK(!ran);
		worst = blas > worst ? blas : worst;
		if (!(blas <= 1.0))
			UNIT_FAIL("BLAS ta=%d tb=%d M=%d N=%d K=%d pad=%d mode=%d: error %g x the float32 bound",
					  c.ta, c.tb, c.M, c.N, c.K, c.pad, c.mode, blas);
	}
	printf("     (worst BLAS error: %.3g of the float32 bound)\n", worst);
}

UNIT_TEST(large_sgemm_declines_what_it_does_not_do)
{
	Case		few_rows = {0, 1, NN_SGEMM_LARGE_MIN_M - 1, 64, 64, 0, 0};
	Case		both_transposed = {1, 1, 256, 64, 64, 0, 2};
	double		kernel,
				blas;

	CHECK(!run_case(&few_rows, &kernel, &blas));
	CHECK(!run_case(&both_transposed, &kernel, &blas));
}

int
main(void)
{
	if (nn_sgemm_large_available())
		UNIT_RUN(large_sgemm_within_float32_bound);
	else
		UNIT_SKIP(large_sgemm_within_float32_bound,
				  "the AVX-512F kernel cannot run here (no AVX-512F, or DTFIXUP_NO_AVX512 set)");
	UNIT_RUN(blas_fallback_within_float32_bound);
	UNIT_RUN(large_sgemm_declines_what_it_does_not_do);
	UNIT_DONE();
}
