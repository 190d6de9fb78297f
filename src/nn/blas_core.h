/*
 * blas_core.h — make OpenBLAS use the kernels this CPU can run when it did not recognise it.
 *
 * OpenBLAS built with DYNAMIC_ARCH (Debian's) picks its kernels from the CPU model when it is
 * loaded.  A CPU newer than the library (Debian 12's OpenBLAS 0.3.21 on an Intel Emerald
 * Rapids, family 6 model 207) falls back to the generic "Prescott" (SSE3) kernels: sgemm
 * runs about 5x slower than with the AVX-512 kernels the library also carries.  The library's
 * own override, the environment variable OPENBLAS_CORETYPE, is read once when the library is
 * loaded, which for a PostgreSQL backend is before any of our code runs.
 */
#ifndef DTFIXUP_NN_BLAS_CORE_H
#define DTFIXUP_NN_BLAS_CORE_H

/*
 * When OpenBLAS fell back to "Prescott" on a CPU that has AVX-512 (or AVX2 + FMA), and
 * OPENBLAS_CORETYPE is not set (the user's choice wins), re-run OpenBLAS's kernel selection
 * as if OPENBLAS_CORETYPE named the best kernel family the CPU supports.  Idempotent; call
 * while no other thread runs BLAS (in _PG_init, at backend creation).  Does nothing with a
 * BLAS other than a DYNAMIC_ARCH OpenBLAS.
 */
void		dt_blas_select_core(void);

/* The kernel family OpenBLAS uses now ("Cooperlake", "Prescott", ...; "unknown" without it). */
const char *dt_blas_core_name(void);

/* How that family was chosen: "openblas" (the library's own detection), "environment"
 * (OPENBLAS_CORETYPE), or "dtfixup" (dt_blas_select_core replaced a generic fallback). */
const char *dt_blas_core_chosen_by(void);

#endif
