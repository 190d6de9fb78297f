/*
 * test_nn_sgemm_small.c — the few-row AVX-512 sgemm (src/nn/sgemm_small.h) against
 * cblas_sgemm: shapes at and around its block sizes (6 rows of W, 16 columns, 256-deep
 * chunks of K), with and without bias, and the cases it must decline.
 */
#include "nn/sgemm_small.h"

#include <cblas.h>

#include "unit.h"

/* max |small - blas| over out[M,N] = inp W^T + b, relative to the largest |blas| entry */
static double
compare(int M, int K, int N, bool with_bias, bool *ran)
{
	float	   *inp = malloc(sizeof(float) * M * K), *W = malloc(sizeof(float) * N * K);
	float	   *b = malloc(sizeof(float) * N);
	float	   *ref = malloc(sizeof(float) * M * N), *got = malloc(sizeof(float) * M * N);
	double		worst = 0, scale = 1e-30;

	for (int i = 0; i < M * K; i++)
		inp[i] = sinf(0.37f * i + 0.1f);
	for (int i = 0; i < N * K; i++)
		W[i] = cosf(0.11f * i);
	for (int o = 0; o < N; o++)
		b[o] = 0.01f * o - 0.3f;
	for (int m = 0; m < M; m++)
		for (int o = 0; o < N; o++)
			ref[m * N + o] = with_bias ? b[o] : 0.0f;
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, N, K, 1.0f, inp, K, W, K, 1.0f,
				ref, N);
	for (int i = 0; i < M * N; i++)
		got[i] = 12345.0f;		/* the kernel must overwrite every entry */
	*ran = nn_sgemm_small_abt(got, inp, W, with_bias ? b : NULL, M, K, N);
	for (int i = 0; i < M * N; i++)
	{
		scale = fabs(ref[i]) > scale ? fabs(ref[i]) : scale;
		worst = fabs(got[i] - ref[i]) > worst ? fabs(got[i] - ref[i]) : worst;
	}
	free(inp);
	free(W);
	free(b);
	free(ref);
	free(got);
	return worst / scale;
}

UNIT_TEST(small_sgemm_matches_blas)
{
	static const int shapes[][3] = {
		{1, 1, 1}, {1, 5, 3}, {2, 7, 6}, {15, 16, 7}, {16, 17, 12}, {17, 255, 13},
		{31, 256, 5}, {33, 257, 6}, {48, 100, 77}, {63, 512, 11}, {64, 256, 256},
		{64, 1024, 256}, {64, 256, 1024}, {40, 600, 19}
	};

	if (!nn_sgemm_small_available())
	{
		bool		ran;

		compare(4, 8, 4, true, &ran);
		CHECK(!ran);			/* no AVX-512F: it must decline, the caller uses BLAS */
		printf("     (no AVX-512F on this CPU: only the fallback was checked)\n");
		return;
	}
	for (size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++)
		for (int with_bias = 0; with_bias < 2; with_bias++)
		{
			bool		ran = false;
			double		err = compare(shapes[s][0], shapes[s][1], shapes[s][2], with_bias, &ran);

			CHECK(ran);
			if (err > 1e-5)
				UNIT_FAIL("M=%d K=%d N=%d bias=%d: relative error %g", shapes[s][0],
						  shapes[s][1], shapes[s][2], with_bias, err);
		}
}

UNIT_TEST(small_sgemm_declines_large_or_empty_shapes)
{
	bool		ran = true;

	compare(NN_SGEMM_SMALL_MAX_M + 1, 8, 4, true, &ran);
	CHECK(!ran);
	CHECK(!nn_sgemm_small_abt(NULL, NULL, NULL, NULL, 0, 4, 4));
}

int
main(void)
{
	UNIT_RUN(small_sgemm_matches_blas);
	UNIT_RUN(small_sgemm_declines_large_or_empty_shapes);
	UNIT_DONE();
}
