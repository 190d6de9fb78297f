/*
 * test_nn_sgemm_large.c — the many-row AVX-512 sgemm (src/nn/sgemm_large.h) against
 * cblas_sgemm: the linear layer's three products (inp W^T + b, dinp += dout W,
 * dW += dout^T inp) at the benchmark's shapes and at shapes around the kernel's block sizes
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

/* max |kernel - blas| over C (padding included: it must stay untouched), relative to the
 * largest |blas| entry */
static double
compare(const Case *c, bool *ran)
{
	GemmOperands o = gemm_operands(c->ta, c->tb, c->M, c->N, c->K, c->pad);
	float	   *bias = malloc(sizeof(float) * c->N);

	for (int j = 0; j < c->N; j++)
		bias[j] = 0.01f * j - 0.3f;
	if (c->mode != 2)			/* overwrite: the reference starts from 0 or the bias */
		for (int m = 0; m < c->M; m++)
			for (int j = 0; j < c->N; j++)
				o.ref[(size_t) m * o.ldc + j] = c->mode == 1 ? bias[j] : 0.0f;
	gemm_operands_reference(&o, 1.0f, 1.0f);
	*ran = nn_sgemm_large(c->ta, c->tb, c->M, c->N, c->K, o.A, o.lda, o.B, o.ldb,
						  c->mode == 1 ? bias : NULL, c->mode == 2, o.got, o.ldc);
	free(bias);
	return gemm_operands_error_and_free(&o);
}

UNIT_TEST(large_sgemm_matches_blas)
{
	/* {M, N, K}: the benchmark's linear products first, then the block edges */
	static const int shapes[][3] = {
		{1024, 256, 256}, {1024, 1024, 256}, {1024, 256, 1024}, {256, 1024, 1024},
		{128, 1, 1}, {128, 64, 192}, {129, 65, 193}, {133, 63, 17}, {191, 255, 191},
		{192, 256, 384}, {193, 257, 385}, {200, 100, 7}, {385, 320, 64}, {130, 16, 500},
		{134, 513, 40}
	};
	int			checked = 0;

	if (!nn_sgemm_large_available())
	{
		Case		c = {0, 1, NN_SGEMM_LARGE_MIN_M, 8, 8, 0, 0};
		bool		ran;

		compare(&c, &ran);
		CHECK(!ran);			/* no AVX-512F: it must decline, the caller uses BLAS */
		printf("     (no AVX-512F on this CPU: only the fallback was checked)\n");
		return;
	}
	for (size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++)
		for (int t = 0; t < 3; t++)		/* A B, A B^T, A^T B */
			for (int mode = 0; mode < 3; mode++)
			{
				Case		c = {t == 2, t == 1, shapes[s][0], shapes[s][1], shapes[s][2],
					s % 2 ? 24 : 0, mode};
				bool		ran = false;
				double		err = compare(&c, &ran);

				CHECK(ran);
				if (err > 1e-5)
					UNIT_FAIL("ta=%d tb=%d M=%d N=%d K=%d pad=%d mode=%d: relative error %g",
							  c.ta, c.tb, c.M, c.N, c.K, c.pad, c.mode, err);
				checked++;
			}
	CHECK(checked == 3 * 3 * (int) (sizeof(shapes) / sizeof(shapes[0])));
}

UNIT_TEST(large_sgemm_declines_what_it_does_not_do)
{
	Case		few_rows = {0, 1, NN_SGEMM_LARGE_MIN_M - 1, 64, 64, 0, 0};
	Case		both_transposed = {1, 1, 256, 64, 64, 0, 2};
	bool		ran = true;

	compare(&few_rows, &ran);
	CHECK(!ran);
	ran = true;
	compare(&both_transposed, &ran);
	CHECK(!ran);
}

int
main(void)
{
	UNIT_RUN(large_sgemm_matches_blas);
	UNIT_RUN(large_sgemm_declines_what_it_does_not_do);
	UNIT_DONE();
}
