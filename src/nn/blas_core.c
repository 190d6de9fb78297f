/*
 * blas_core.c — OpenBLAS kernel selection for CPUs the library does not know (blas_core.h).
 *
 * How: a DYNAMIC_ARCH OpenBLAS exports gotoblas_dynamic_init(), the function its load-time
 * constructor runs to pick the kernel table (reading OPENBLAS_CORETYPE first), and
 * gotoblas_dynamic_quit(), which forgets the choice.  Running quit, then init with
 * OPENBLAS_CORETYPE set, is what the constructor would have done had the variable been in
 * the environment; the variable is removed again afterwards so child processes do not
 * inherit it.  Both functions are weak references: with a BLAS that lacks them nothing
 * happens.  The choice changes which kernels compute (results may differ in the last bits),
 * never the results' meaning; the library itself checks that the OS enables AVX-512 state.
 */
#include "nn/blas_core.h"

#include <stdlib.h>
#include <string.h>

extern char *openblas_get_corename(void);
extern void gotoblas_dynamic_init(void) __attribute__((weak));
extern void gotoblas_dynamic_quit(void) __attribute__((weak));

static const char *chosen_by = NULL;

/* The best OpenBLAS kernel family for this CPU's instruction sets (x86-64 only). */
static const char *
best_core_for_this_cpu(void)
{
#if defined(__x86_64__) && defined(__GNUC__)
	__builtin_cpu_init();
	if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
		__builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq") &&
		__builtin_cpu_supports("avx512cd"))
		return __builtin_cpu_supports("avx512bf16") ? "Cooperlake" : "SkylakeX";
	if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
		return "Haswell";
#endif
	return NULL;
}

void
dt_blas_select_core(void)
{
	const char *best;
	const char *current;

	if (chosen_by != NULL)
		return;
	chosen_by = "openblas";
	if (getenv("OPENBLAS_CORETYPE") != NULL)
	{
		chosen_by = "environment";
		return;
	}
	current = openblas_get_corename();
	/* Only the generic fallback is replaced: a family OpenBLAS recognised is its call. */
	if (current == NULL || strcmp(current, "Prescott") != 0)
		return;
	best = best_core_for_this_cpu();
	if (best == NULL || gotoblas_dynamic_init == NULL || gotoblas_dynamic_quit == NULL)
		return;
	if (setenv("OPENBLAS_CORETYPE", best, 1) != 0)
		return;
	gotoblas_dynamic_quit();
	gotoblas_dynamic_init();
	unsetenv("OPENBLAS_CORETYPE");
	chosen_by = "dtfixup";
}

const char *
dt_blas_core_name(void)
{
	const char *name = openblas_get_corename();

	return name != NULL ? name : "unknown";
}

const char *
dt_blas_core_chosen_by(void)
{
	if (chosen_by == NULL)
		return getenv("OPENBLAS_CORETYPE") != NULL ? "environment" : "openblas";
	return chosen_by;
}
