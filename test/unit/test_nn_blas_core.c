/*
 * test_nn_blas_core.c — OpenBLAS computes with kernels this CPU can run fast (nn/blas_core.h):
 * after a CPU backend is created, a CPU with AVX2 + FMA is never left on the generic
 * "Prescott" kernels unless the environment asked for them, and sgemm still agrees with a
 * plain triple loop.
 */
#include "nn/backend.h"
#include "nn/blas_core.h"

#include <cblas.h>

#include "unit.h"

UNIT_TEST(generic_kernels_are_replaced_on_a_cpu_with_avx2)
{
	DtBackend  *be = dt_backend_cpu_create(1);
	const char *core = dt_blas_core_name();
	const char *by = dt_blas_core_chosen_by();

	CHECK(be != NULL);
	printf("     OpenBLAS kernels: %s (chosen by %s)\n", core, by);
	CHECK(strcmp(by, "openblas") == 0 || strcmp(by, "environment") == 0 ||
		  strcmp(by, "dtfixup") == 0);
#if defined(__x86_64__)
	__builtin_cpu_init();
	if (strcmp(by, "environment") != 0 && __builtin_cpu_supports("avx2") &&
		__builtin_cpu_supports("fma"))
		CHECK(strcmp(core, "Prescott") != 0);
#endif
	be->destroy(be);
}

UNIT_TEST(sgemm_agrees_with_a_plain_loop_after_the_switch)
{
	enum {M = 37, K = 129, N = 70};
	static float A[M * K], B[K * N], C[M * N];
	double		worst = 0;
	DtBackend  *be = dt_backend_cpu_create(1);

	for (int i = 0; i < M * K; i++)
		A[i] = sinf(0.3f * i);
	for (int i = 0; i < K * N; i++)
		B[i] = cosf(0.7f * i);
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0f, A, K, B, N, 0.0f,
				C, N);
	for (int m = 0; m < M; m++)
		for (int n = 0; n < N; n++)
		{
			double		ref = 0;

			for (int k = 0; k < K; k++)
				ref += (double) A[m * K + k] * B[k * N + n];
			worst = fmax(worst, fabs(ref - C[m * N + n]));
		}
	CHECK(worst < 1e-3);
	be->destroy(be);
}

int
main(void)
{
	UNIT_RUN(generic_kernels_are_replaced_on_a_cpu_with_avx2);
	UNIT_RUN(sgemm_agrees_with_a_plain_loop_after_the_switch);
	UNIT_DONE();
}
