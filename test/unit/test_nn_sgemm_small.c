/*
 * test_nn_sgemm_small.c — the few-row sgemm (src/nn/sgemm_small.h: AVX-512F, or AVX2 with FMA
 * where the CPU lacks it or DTFIXUP_NO_AVX512 is set), and BLAS beside
 * it, against the exact product within float32's rounding bound (gemm_check.h): shapes at
 * and around its block sizes (6 rows of W, 16 columns, 256-deep chunks of K; 8 rows or fewer
 * take the K-vectorised path), with and without bias, and the cases it must decline; the
 * accumulating form (out += inp W^T into rows ldo apart) likewise, leaving the gaps between
 * rows alone, and the form that reads W's rows ldw apart (a slice of a wider weight).  Where the kernel cannot run, its tests print SKIP and BLAS is still checked.
 */
#include "nn/sgemm_small.h"

#include "gemm_check.h"
#include "unit.h"

/* out[M,N] = inp W^T (+ b): the kernel and BLAS, each as its worst error over the float32
 * bound (gemm_check.h); whatever out held must be overwritten (beta 0).  Returns whether the
 * kernel ran. */
static bool
run_abt(int M, int K, int N, bool with_bias, double *kernel, double *blas)
{
	GemmOperands o = gemm_operands(0, 1, M, N, K, 0);	/* W [N,K] is op(B) transposed */
	float	   *b = malloc(sizeof(float) * N);
	bool		ran;

	for (int j = 0; j < N; j++)
		b[j] = 0.01f * j - 0.3f;
	gemm_operands_expect(&o, 1.0f, 0.0f, with_bias ? b : NULL);
	ran = nn_sgemm_small_abt(o.got, o.A, o.B, with_bias ? b : NULL, M, K, N);
	*kernel = gemm_worst_bound_ratio(&o, o.got);
	*blas = gemm_worst_bound_ratio(&o, o.blas);
	free(b);
	gemm_operands_free(&o);
	return ran;
}

static const int abt_shapes[][3] = {
	{1, 1, 1}, {1, 5, 3}, {2, 7, 6}, {15, 16, 7}, {16, 17, 12}, {17, 255, 13},
	{31, 256, 5}, {33, 257, 6}, {48, 100, 77}, {63, 512, 11}, {64, 256, 256},
	{64, 1024, 256}, {64, 256, 1024}, {40, 600, 19}, {8, 33, 9}, {7, 1000, 31}, {4, 16, 2},
	{9, 900, 1024}, {6, 15, 5}
};

#define N_ABT_SHAPES ((int) (sizeof(abt_shapes) / sizeof(abt_shapes[0])))

UNIT_TEST(small_sgemm_within_float32_bound)
{
	double		worst = 0;

	for (int s = 0; s < N_ABT_SHAPES; s++)
		for (int with_bias = 0; with_bias < 2; with_bias++)
		{
			double		kernel,
						blas;

			CHECK(run_abt(abt_shapes[s][0], abt_shapes[s][1], abt_shapes[s][2], with_bias,
						  &kernel, &blas));
			worst = kernel > worst ? kernel : worst;
			if (!(kernel <= 1.0))
				UNIT_FAIL("M=%d K=%d N=%d bias=%d: error %g x the float32 bound",
						  abt_shapes[s][0], abt_shapes[s][1], abt_shapes[s][2], with_bias, kernel);
		}
	printf("     (worst kernel error: %.3g of the float32 bound)\n", worst);
}

/* BLAS on the same shapes, within the same bound: what callers get where the kernel declines
 * (which, without AVX-512F, it must do for every shape) */
UNIT_TEST(blas_fallback_within_float32_bound)
{
	double		worst = 0;

	for (int s = 0; s < N_ABT_SHAPES; s++)
		for (int with_bias = 0; with_bias < 2; with_bias++)
		{
			double		kernel,
						blas;
			bool		ran = run_abt(abt_shapes[s][0], abt_shapes[s][1], abt_shapes[s][2],
									  with_bias, &kernel, &blas);

			if (!nn_sgemm_small_available())
				CHECK(!ran);
			worst = blas > worst ? blas : worst;
			if (!(blas <= 1.0))
				UNIT_FAIL("BLAS M=%d K=%d N=%d bias=%d: error %g x the float32 bound",
						  abt_shapes[s][0], abt_shapes[s][1], abt_shapes[s][2], with_bias, blas);
		}
	printf("     (worst BLAS error: %.3g of the float32 bound)\n", worst);
}

/* out += inp W^T with out's rows ldo apart (the gaps between rows must stay as they were):
 * the kernel's worst error over the float32 bound; returns whether it ran */
static bool
run_accumulate(int M, int K, int N, int ldo, double *kernel)
{
	GemmOperands o = gemm_operands_ld(0, 1, M, N, K, 0, ldo - N);
	bool		ran;

	gemm_operands_expect(&o, 1.0f, 1.0f, NULL);
	ran = nn_sgemm_small_abt_acc(o.got, ldo, o.A, o.B, M, K, N);
	*kernel = gemm_worst_bound_ratio(&o, o.got);
	gemm_operands_free(&o);
	return ran;
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
		double		kernel;

		CHECK(run_accumulate(shapes[s][0], shapes[s][1], shapes[s][2], shapes[s][3], &kernel));
		if (!(kernel <= 1.0))
			UNIT_FAIL("M=%d K=%d N=%d ldo=%d: error %g x the float32 bound", shapes[s][0],
					  shapes[s][1], shapes[s][2], shapes[s][3], kernel);
	}
}

/* out = or += inp W^T with W's rows ldw apart (a slice of a wider weight's columns, as the
 * decoder's input parts read W_ih) and out's rows ldo apart: the kernel's worst error over
 * the float32 bound, the gaps of out left alone; returns whether it ran */
static bool
run_strided(int M, int K, int N, int pad_w, int pad_out, bool accumulate, double *kernel)
{
	GemmOperands o = gemm_operands_ld(0, 1, M, N, K, pad_w, pad_out);
	float	   *inp = malloc(sizeof(float) * (size_t) M * K);
	bool		ran;

	/* the kernel reads inp dense: A's rows without their padding */
	for (int m = 0; m < M; m++)
		for (int k = 0; k < K; k++)
			inp[(size_t) m * K + k] = o.A[(size_t) m * o.lda + k];
	gemm_operands_expect(&o, 1.0f, accumulate ? 1.0f : 0.0f, NULL);
	ran = nn_sgemm_small_abt_strided(o.got, o.ldc, inp, o.B, o.ldb, M, K, N, accumulate);
	*kernel = gemm_worst_bound_ratio(&o, o.got);
	free(inp);
	gemm_operands_free(&o);
	return ran;
}

UNIT_TEST(small_sgemm_reads_a_slice_of_w)
{
	/* M, K, N, W's padding, out's padding: the decoder's parts (K = 64, 96, 256 of Din = 928)
	 * and the block edges, both paths (M <= 8 along K, more rows packed) */
	static const int shapes[][5] = {
		{1, 64, 1024, 864, 0}, {5, 256, 1024, 672, 0}, {3, 32, 1024, 896, 0},
		{1, 1, 1, 3, 2}, {8, 33, 9, 5, 1}, {9, 256, 1024, 672, 0}, {17, 257, 13, 20, 7},
		{64, 130, 70, 1, 3}
	};

	for (size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++)
		for (int acc = 0; acc < 2; acc++)
		{
			double		kernel;

			CHECK(run_strided(shapes[s][0], shapes[s][1], shapes[s][2], shapes[s][3],
							  shapes[s][4], acc, &kernel));
			if (!(kernel <= 1.0))
				UNIT_FAIL("M=%d K=%d N=%d W padded %d, out %d, accumulate %d: error %g x the "
						  "float32 bound", shapes[s][0], shapes[s][1], shapes[s][2],
						  shapes[s][3], shapes[s][4], acc, kernel);
		}
}

/* declined, whatever the CPU: too many rows, rows that overlap, empty shapes */
UNIT_TEST(small_sgemm_declines_large_or_empty_shapes)
{
	double		kernel,
				blas;

	CHECK(!run_accumulate(NN_SGEMM_SMALL_MAX_M + 1, 8, 4, 4, &kernel));
	CHECK(!nn_sgemm_small_abt_acc(NULL, 3, NULL, NULL, 2, 4, 4));
	CHECK(!run_abt(NN_SGEMM_SMALL_MAX_M + 1, 8, 4, true, &kernel, &blas));
	CHECK(!nn_sgemm_small_abt(NULL, NULL, NULL, NULL, 0, 4, 4));
	CHECK(!nn_sgemm_small_abt_strided(NULL, 4, NULL, NULL, 3, 2, 4, 4, false));	/* ldw < K */
}

int
main(void)
{
	if (nn_sgemm_small_available())
	{
		UNIT_RUN(small_sgemm_within_float32_bound);
		UNIT_RUN(small_sgemm_accumulates_into_strided_rows);
		UNIT_RUN(small_sgemm_reads_a_slice_of_w);
	}
	else
	{
		UNIT_SKIP(small_sgemm_within_float32_bound,
				  "the few-row kernel cannot run here (neither AVX-512F nor AVX2 with FMA)");
		UNIT_SKIP(small_sgemm_accumulates_into_strided_rows,
				  "the few-row kernel cannot run here (neither AVX-512F nor AVX2 with FMA)");
		UNIT_SKIP(small_sgemm_reads_a_slice_of_w,
				  "the few-row kernel cannot run here (neither AVX-512F nor AVX2 with FMA)");
	}
	UNIT_RUN(blas_fallback_within_float32_bound);
	UNIT_RUN(small_sgemm_declines_large_or_empty_shapes);
	UNIT_DONE();
}
