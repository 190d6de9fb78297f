/*
 * test_nn_sgemm_small.c — the few-row AVX-512 sgemm (src/nn/sgemm_small.h) against
 * cblas_sgemm: shapes at and around its block sizes (6 rows of W, 16 columns, 256-deep
 * chunks of K; 8 rows or fewer take the K-vectorised path), with and without bias, and the cases it must decline; the accumulating
 * form (out += inp W^T into rows ldo apart) likewise, leaving the gaps between rows alone.
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
		{64, 1024, 256}, {64, 256, 1024}, {40, 600, 19}, {8, 33, 9}, {7, 1000, 31}, {4, 16, 2},
		{9, 900, 1024}, {6, 15, 5}
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

/* max relative |small - blas| of out += inp W^T with out's rows ldo apart; *gaps_kept says
 * whether the floats between rows were left as they were */
static double
compare_accumulate(int M, int K, int N, int ldo, bool *ran, bool *gaps_kept)
{
	float	   *inp = malloc(sizeof(float) * M * K), *W = malloc(sizeof(float) * N * K);
	float	   *ref = malloc(sizeof(float) * M * ldo), *got = malloc(sizeof(float) * M * ldo);
	double		worst = 0, scale = 1e-30;

	for (int i = 0; i < M * K; i++)
		inp[i] = sinf(0.29f * i + 0.3f);
	for (int i = 0; i < N * K; i++)
		W[i] = cosf(0.07f * i + 0.2f);
	for (int i = 0; i < M * ldo; i++)
		ref[i] = got[i] = 0.5f * sinf(1.3f * i);	/* what is there already */
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, N, K, 1.0f, inp, K, W, K, 1.0f,
				ref, ldo);
	*ran = nn_sgemm_small_abt_acc(got, ldo, inp, W, M, K, N);
	*gaps_kept = true;
	for (int m = 0; m < M; m++)
		for (int o = 0; o < ldo; o++)
		{
			int			i = m * ldo + o;

			if (o >= N)
				*gaps_kept = *gaps_kept && got[i] == ref[i];
			scale = fabs(ref[i]) > scale ? fabs(ref[i]) : scale;
			worst = fabs(got[i] - ref[i]) > worst ? fabs(got[i] - ref[i]) : worst;
		}
	free(inp);
	free(W);
	free(ref);
	free(got);
	return worst / scale;
}

UNIT_TEST(small_sgemm_accumulates_into_strided_rows)
{
	/* M, K, N, ldo: the LSTM's shapes (N = 4H, K = H or Din) and the block edges */
	static const int shapes[][4] = {
		{1, 1, 1, 1}, {5, 256, 1024, 1024}, {5, 128, 512, 512 * 7}, {16, 300, 1024, 1024},
		{17, 257, 13, 20}, {64, 512, 64, 64 * 3}, {3, 64, 256, 256 * 9}, {8, 900, 1023, 1100},
		{7, 17, 3, 5}
	};

	for (size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++)
	{
		bool		ran = false,
					gaps_kept = false;
		double		err = compare_accumulate(shapes[s][0], shapes[s][1], shapes[s][2],
										 shapes[s][3], &ran, &gaps_kept);

		if (!nn_sgemm_small_available())
		{
			CHECK(!ran);
			continue;
		}
		CHECK(ran);
		CHECK(gaps_kept);
		if (err > 1e-5)
			UNIT_FAIL("M=%d K=%d N=%d ldo=%d: relative error %g", shapes[s][0], shapes[s][1],
					  shapes[s][2], shapes[s][3], err);
	}
	/* declined: too many rows, or rows that overlap */
	{
		bool		ran = true,
					gaps_kept;

		compare_accumulate(NN_SGEMM_SMALL_MAX_M + 1, 8, 4, 4, &ran, &gaps_kept);
		CHECK(!ran);
		CHECK(!nn_sgemm_small_abt_acc(NULL, 3, NULL, NULL, 2, 4, 4));
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
	UNIT_RUN(small_sgemm_accumulates_into_strided_rows);
	UNIT_RUN(small_sgemm_declines_large_or_empty_shapes);
	UNIT_DONE();
}
