/*
 * test_nn_blas_core.c — nn/blas_core.h reports OpenBLAS's kernels truthfully: a family is
 * named, its origin is the environment exactly when OPENBLAS_CORETYPE is set, and on a CPU
 * with AVX2 + FMA left on the generic "Prescott" kernels a better family is named (the
 * advice dtfixup_device_info gives).  Run it with OPENBLAS_CORETYPE=Prescott to see the advice.
 */
#include "nn/blas_core.h"

#include "unit.h"

UNIT_TEST(reports_the_kernels_and_who_chose_them)
{
	const char *core = dt_blas_core_name();
	const char *by = dt_blas_core_chosen_by();
	const char *better = dt_blas_core_better();

	printf("     OpenBLAS kernels: %s (chosen by %s; better: %s)\n", core, by,
		   better ? better : "none");
	CHECK(strcmp(core, "unknown") != 0);
	CHECK_STR_EQ(by, getenv("OPENBLAS_CORETYPE") != NULL ? "environment" : "openblas");
	if (strcmp(core, "Prescott") != 0)
		CHECK(better == NULL);
#if defined(__x86_64__)
	__builtin_cpu_init();
	if (strcmp(core, "Prescott") == 0 && __builtin_cpu_supports("avx2") &&
		__builtin_cpu_supports("fma"))
	{
		CHECK(better != NULL);
		if (better != NULL)
			CHECK(strcmp(better, "Cooperlake") == 0 || strcmp(better, "SkylakeX") == 0 ||
				  strcmp(better, "Haswell") == 0);
	}
#endif
}

int
main(void)
{
	UNIT_RUN(reports_the_kernels_and_who_chose_them);
	UNIT_DONE();
}
