/*
 * blas_core.c — which OpenBLAS kernels compute, and which would be better (blas_core.h).
 *
 * An earlier version switched OpenBLAS's kernels at run time (gotoblas_dynamic_quit, then
 * gotoblas_dynamic_init with OPENBLAS_CORETYPE set).  Under load it crashed a backend inside
 * gotoblas_dynamic_init (SIGSEGV while calling the new kernel table's init, in _PG_init):
 * the library's worker threads already run when a backend loads it, and the switch leaves
 * its global kernel table NULL for a moment.  The supported way is the library's own: set
 * OPENBLAS_CORETYPE in the server's environment, which OpenBLAS reads when it is loaded.
 */
#include "nn/blas_core.h"

#include <stdlib.h>
#include <string.h>

extern char *openblas_get_corename(void);

const char *
dt_blas_core_name(void)
{
	const char *name = openblas_get_corename();

	return name != NULL ? name : "unknown";
}

const char *
dt_blas_core_chosen_by(void)
{
	return getenv("OPENBLAS_CORETYPE") != NULL ? "environment" : "openblas";
}

const char *
dt_blas_core_better(void)
{
	const char *current = openblas_get_corename();

	/* Only the generic fallback is questioned: a family OpenBLAS recognised is its call. */
	if (current == NULL || strcmp(current, "Prescott") != 0)
		return NULL;
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
