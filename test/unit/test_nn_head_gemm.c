/*
 * test_nn_head_gemm.c — the unpacked AVX-512 sgemm of the attention products
 * (src/nn/head_gemm.h) against cblas_sgemm: the attention's own shapes (64 x 64 x 32 and
 * 64 x 32 x 64 on strided head views, the relation terms' 8192 x 51 x 32 family), shapes at
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

/* max |kernel - blas| over C (and the untouched padding), relative to the largest |blas| */
static double
compare(const Case *c, bool *ran)
{
	GemmOperands o = gemm_operands(c->ta, c->tb, c->M, c->N, c->K, c->pad);

	gemm_operands_reference(&o, c->alpha, c->beta);
	*ran = nn_head_gemm(c->ta, c->tb, c->M, c->N, c->K, c->alpha, o.A, o.lda, o.B, o.ldb,
						c->beta, o.got, o.ldc);
	return gemm_operands_error_and_free(&o);
}

UNIT_TEST(head_gemm_matches_blas)
{
	static const int shapes[][3] = {
		{64, 64, 32}, {64, 32, 64}, {1, 1, 1}, {1, 17, 3}, {7, 16, 5}, {8, 32, 9},
		{9, 33, 64}, {13, 48, 31}, {6, 64, 2}, {5, 65, 40}, {12, 100, 7}, {51, 32, 300},
		{300, 51, 32}, {300, 32, 51}, {17, 130, 256}, {64, 50, 50}
	};
	int			checked = 0;

	if (!nn_head_gemm_available())
	{
		Case		c = {0, 0, 8, 8, 8, 0, 1.0f, 0.0f};
		bool		ran;

		compare(&c, &ran);
		CHECK(!ran);			/* no AVX-512F: it must decline, the caller uses BLAS */
		printf("     (no AVX-512F on this CPU: only the fallback was checked)\n");
		return;
	}
	for (size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++)
		for (int t = 0; t < 3; t++)
			for (int beta = 0; beta < 2; beta++)
				for (int pad = 0; pad < 2; pad++)
				{
					Case		c = {t == 1, t == 2, shapes[s][0], shapes[s][1], shapes[s][2],
						pad ? 192 : 0, beta ? 0.17677669f : 1.0f, (float) beta};
					bool		ran = false;
					double		err = compare(&c, &ran);

					if (c.tb && c.K > NN_HEAD_GEMM_MAX_KT)
					{
						CHECK(!ran);	/* too deep to transpose on the stack: BLAS's */
						continue;
					}
					CHECK(ran);
					checked++;
					/* float32 sums of up to 300 products in another order than the
					 * BLAS's, whose kernel (hence order) differs between CPUs: measured
					 * up to 7e-6 of the largest entry; a wrong block or edge is off by O(1) */
					if (err > 2e-5)
						UNIT_FAIL("ta=%d tb=%d M=%d N=%d K=%d pad=%d beta=%g: relative error %g",
								  c.ta, c.tb, c.M, c.N, c.K, c.pad, c.beta, err);
				}
	CHECK(checked == (16 * 3 - 1) * 2 * 2);
}

UNIT_TEST(head_gemm_declines_what_it_does_not_do)
{
	Case		both = {1, 1, 8, 8, 8, 0, 1.0f, 0.0f};
	Case		beta_half = {0, 0, 8, 8, 8, 0, 1.0f, 0.5f};
	Case		deep_bt = {0, 1, 8, 8, NN_HEAD_GEMM_MAX_KT + 1, 0, 1.0f, 0.0f};
	Case		empty = {0, 0, 0, 8, 8, 0, 1.0f, 0.0f};
	bool		ran = true;

	compare(&both, &ran);
	CHECK(!ran);
	ran = true;
	compare(&beta_half, &ran);
	CHECK(!ran);
	ran = true;
	compare(&deep_bt, &ran);
	CHECK(!ran);
	CHECK(!nn_head_gemm(false, false, empty.M, empty.N, empty.K, 1.0f, NULL, 8, NULL, 8, 0.0f,
						NULL, 8));
}

int
main(void)
{
	UNIT_RUN(head_gemm_matches_blas);
	UNIT_RUN(head_gemm_declines_what_it_does_not_do);
	UNIT_DONE();
}
