/*
 * device.h — where the neural network runs: the GUC dtfixup.device (auto | cpu | cuda,
 * declared in dtfixup.h) mapped to an nn/ backend.
 *
 *   cpu   the OpenBLAS backend with dtfixup.threads threads;
 *   cuda  the CUDA backend (module $libdir/dtfixup_cuda.so, opened at this first use, never
 *         in the postmaster); ERROR 0A000 when there is no usable GPU or module;
 *   auto  cuda when it can be created, else cpu (silently when there is no GPU; with a
 *         WARNING when a GPU is present but the module is missing, stale or failing).
 * The trainer and nl2sql call dtfixup_backend_for_current_device() once per run and own
 * the result (dt_backend_destroy; the CUDA backend is malloc'd, not palloc'd, so destroy it
 * in a PG_FINALLY or a memory-context reset callback).
 */
#ifndef DTFIXUP_PG_DEVICE_H
#define DTFIXUP_PG_DEVICE_H

#include "nn/backend.h"

/* A new backend for the current dtfixup.device. ereports ERROR when none can be made. */
DtBackend  *dtfixup_backend_for_current_device(void);

/* After a run (or at a synchronisation point): ereport ERROR if a GPU op failed. */
void		dtfixup_backend_check(DtBackend *be);

#endif
