/*
 * test_nn_head_gemm.c — the unpacked AVX-512 sgemm of the attention products
 * (src/nn/head_gemm.h), and BLAS beside it, against the exact product within float32's
 * rounding bound (gemm_check.h): the attention's own shapes (64 x 64 x 32 and 64 x 32 x 64
 * on strided head views, the relation terms' 8192 x 51 x 32 family), shapes at
 * and around its block sizes (8 or 6 rows, 16-column vectors, 64-column panels), every
 * transpose case it takes, both betas, and the calls it must decline.
 */
#include "nn/head_gemm.h"

#include "gemm_check.h"
#include "unit.h"

typedef struct Case
{
	int			ta, tb, M, N, K, pad;	/* pad: extra leading-dimension columns */
	float		alpha, beta;
} Case;

static const int head_shapes[][3] = {
	{64, 64, 32}, {64, 32, 64}, {1, 1, 1}, {1, 17, 3}, {7, 16, 5}, {8, 32, 9},
	{9, 33, 64}, {13, 48, 31}, {6, 64, 2}, {5, 65, 40}, {12, 100, 7}, {51, 32, 300},
	{300, 51, 32}, {300, 32, 51}, {17, 130, 256}, {64, 50, 50}
};

#define N_HEAD_SHAPES ((int) (sizeof(head_shapes) / sizeof(head_shapes[0])))

/* case number c of shapes x 3 transposes x 2 betas x 2 paddings */
static Case
head_case(int c)
{
	int			s = c / 12,
				t = (c / 4) % 3,
				beta = (c / 2) % 2,
				pad = c % 2;
	Case		hc = {t == 1, t == 2, head_shapes[s][0], head_shapes[s][1], head_shapes[s][2],
		pad ? 192 : 0, beta ? 0.17677669f : 1.0f, (float) beta};

	return hc;
}

/* Runs the kernel on one case; returns the worst error over the float32 bound of the kernel's
 * C (*kernel) and BLAS's (*blas) (gemm_check.h), and whether the kernel ran. */
static bool
run_case(const Case *c, double *kernel, double *blas)
{
	GemmOperands o = gemm_operands(c->ta, c->tb, c->M, c->N, c->K, c->pad);
	bool		ran;

	gemm_operands_expect(&o, c->alpha, c->beta, NULL);
	ran = nn_head_gemm(c->ta, c->tb, c->M, c->N, c->K, c->alpha, o.A, o.lda, o.B, o.ldb,
					   c->beta, o.got, o.ldc);
	*kernel = gemm_worst_bound_ratio(&o, o.got);
	*blas = gemm_worst_bound_ratio(&o, o.blas);
	gemm_operands_free(&o);
	return ran;
}

/* The kernel (AVX-512F) on the attention's shapes: every entry within the float32 bound. */
UNIT_TEST(head_gemm_within_float32_bound)
{
	int			checked = 0;
	double		worst = 0;

	for (int i = 0; i < N_HEAD_SHAPES * 12; i++)
	{
		Case		c = head_case(i);
		double		kernel,
					blas;
		bool		ran = run_case(&c, &kernel, &blas);

		if (c.tb && c.K > NN_HEAD_GEMM_MAX_KT)
		{
			CHECK(!ran);		/* too deep to transpose on the stack: BLAS's */
			continue;
		}
		CHECK(ran);
		checked++;
		worst = kernel > worst ? kernel : worst;
		if (!(kernel <= 1.0))
			UNIT_FAIL("ta=%d tb=%d M=%d N=%d K=%d pad=%d beta=%g: error %g x the float32 bound",
					  c.ta, c.tb, c.M, c.N, c.K, c.pad, c.beta, kernel);
	}
	CHECK(checked == (N_HEAD_SHAPES * 3 - 1) * 2 * 2);
	printf("     (worst kernel error: %.3g of the float32 bound)\n", worst);
}

/* What callers get where the kernel declines (no AVX-512F, or a case it does not take):
 * BLAS, on the same shapes and within the same bound; without AVX-512F the kernel must
 * decline every case. */
UNIT_TEST(blas_fallback_within_float32_bound)
{
	double		worst = 0;

	for (int i = 0; i < N_HEAD_SHAPES * 12; i++)
	{
		Case		c = head_case(i);
		double		kernel,
					blas;
		bool		ran = run_case(&c, &kernel, &blas);

		if (!nn_head_gemm_available())
			CHECK(!ran);
		worst = blas > worst ? blas : worst;
		if (!(blas <= 1.0))
			UNIT_FAIL("BLAS ta=%d tb=%d M=%d N=%d K=%d pad=%d beta=%g: error %g x the float32 bound",
					  c.ta, c.tb, c.M, c.N, c.K, c.pad, c.beta, blas);
	}
	printf("     (worst BLAS error: %.3g of the float32 bound)\n", worst);
}

UNIT_TEST(head_gemm_declines_what_it_does_not_do)
{
	Case		both = {1, 1, 8, 8, 8, 0, 1.0f, 0.0f};
	Case		beta_half = {0, 0, 8, 8, 8, 0, 1.0f, 0.5f};
	Case		deep_bt = {0, 1, 8, 8, NN_HEAD_GEMM_MAX_KT + 1, 0, 1.0f, 0.0f};
	Case		empty = {0, 0, 0, 8, 8, 0, 1.0f, 0.0f};
	double		kernel,
				blas;

	CHECK(!run_case(&both, &kernel, &blas));
	CHECK(!run_case(&beta_half, &kernel, &blas));
	CHECK(!run_case(&deep_bt, &kernel, &blas));
	CHECK(!nn_head_gemm(false, false, empty.M, empty.N, empty.K, 1.0f, NULL, 8, NULL, 8, 0.0f,
						NULL, 8));
}

int
main(void)
{
	if (nn_head_gemm_available())
		UNIT_RUN(head_gemm_within_float32_bound);
	else
		UNIT_SKIP(head_gemm_within_float32_bound,
				  "the AVX-512F kernel cannot run here (no AVX-512F, or DTFIXUP_NO_AVX512 set)");
	UNIT_RUN(blas_fallback_within_float32_bound);
	UNIT_RUN(head_gemm_declines_what_it_does_not_do);
	UNIT_DONE();
}
