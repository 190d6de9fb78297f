/*
 * device.h — where the neural network runs, and on how many OpenBLAS threads.
 *
 * The parser (nl2sql, nl2sql_execute, dtfixup_explain, dtfixup_evaluate, dtfixup_finetune)
 * runs on the CPU backend (OpenBLAS, src/nn/backend_cpu.c) under dtfixup.device 'cpu' and
 * 'auto', and on the CUDA backend (module $libdir/dtfixup_cuda.so, opened by
 * src/nn/backend_loader.c at first use, never in the postmaster) under 'cuda', or the
 * "device" option of dtfixup_finetune; 'cuda' without a usable CUDA backend is one error
 * (parser_device.c).  dtfixup_device_info() reports what the CUDA loader finds.
 *
 * dtfixup.threads is OpenBLAS's thread count in this backend: applied at every call of the
 * functions above that run the parser (and by dtfixup_device_info(), which reports it).
 * OpenBLAS's count is process-wide, so it is set, not saved and restored.
 */
#ifndef DTFIXUP_PG_DEVICE_H
#define DTFIXUP_PG_DEVICE_H

/* Sets OpenBLAS's thread count to dtfixup.threads (no-op when it already is). */
void		dtfixup_apply_blas_threads(void);

#endif
