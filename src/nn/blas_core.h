/*
 * blas_core.h — which OpenBLAS kernels compute, and whether the CPU could run better ones.
 *
 * OpenBLAS built with DYNAMIC_ARCH (Debian's) picks its kernels from the CPU model when it is
 * loaded.  A CPU newer than the library (Debian 12's OpenBLAS 0.3.21 on an Intel Emerald
 * Rapids, family 6 model 207) falls back to the generic "Prescott" (SSE3) kernels: sgemm
 * runs about 5x slower than with the AVX-512 kernels the library also carries.  dtfixup's own
 * kernels then carry the products they can (sgemm.h); OPENBLAS_CORETYPE in the server's
 * environment still gives the library its best kernels for the rest (docs/engine.md).
 */
#ifndef DTFIXUP_NN_BLAS_CORE_H
#define DTFIXUP_NN_BLAS_CORE_H

/* The kernel family OpenBLAS uses now ("Cooperlake", "Prescott", ...; "unknown" without it). */
const char *dt_blas_core_name(void);

/* How it was chosen: "environment" (OPENBLAS_CORETYPE is set) or "openblas" (detection). */
const char *dt_blas_core_chosen_by(void);

/* When OpenBLAS fell back to "Prescott" on a CPU with AVX-512 (or AVX2 + FMA): the family
 * OPENBLAS_CORETYPE should name ("Cooperlake", "SkylakeX", "Haswell"); else NULL. */
const char *dt_blas_core_better(void);

#endif
