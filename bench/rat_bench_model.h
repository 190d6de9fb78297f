/*
 * rat_bench_model.h — the model, data and timed loops that bench/rat_bench.c (CPU, with the
 * sgemm peak for scale) and bench/cuda/rat_bench_device.c (any backend) both measure, so the
 * two drivers cannot drift apart: the relation-aware stack with DT-Fixup initialisation, no
 * layer norm, ReLU MLP, no dropout; one training step = forward + masked-MSE gradient +
 * backward + Adam.  Inputs are generated on the host from a fixed seed and uploaded once.
 */
#ifndef DTFIXUP_BENCH_RAT_BENCH_MODEL_H
#define DTFIXUP_BENCH_RAT_BENCH_MODEL_H

#include <stdbool.h>

#include "nn/adam.h"
#include "nn/backend.h"
#include "nn/rat_stack.h"

/* What to benchmark; device and module matter only to the device driver. */
typedef struct RatBenchArgs
{
	int			layers, batch, n, relations, threads, steps, d, heads, d_ff;
	bool		conv;			/* attention convolution instead of plain relation attention */
	const char *device, *module;
} RatBenchArgs;

/* The benchmarked model and its inputs, all on one backend. */
typedef struct RatBenchModel
{
	DtBackend  *be;
	RatBenchArgs args;
	DtParams	params;
	RatStack	stack;
	RatWorkspace ws;			/* batch a.batch, training */
	RatWorkspace ws1;			/* batch 1, inference */
	DtAdam		adam;
	float	   *x, *target, *dout;	/* backend buffers, batch x n x d */
	int		   *rel, *len;		/* backend buffers: relation ids, row lengths */
} RatBenchModel;

/* Seconds spent in the timed training steps: wall time in all and per phase, process CPU time. */
typedef struct RatBenchTimes
{
	double		total, forward, backward, adam;
	double		total_cpu;
} RatBenchTimes;

/* Defaults: layers 8, batch 16, n 64, relations 51, threads 1, d 256, heads 8, d_ff 1024. */
RatBenchArgs rat_bench_default_args(int steps);

/*
 * Parses argv[*i] (and its value) when it is one of the shared options (--layers --batch --n
 * --relations --threads --steps --d --heads --dff --conv); advances *i past what it used.
 * Returns false for an option it does not know; calls usage() for a bad value.
 */
bool		rat_bench_parse_option(RatBenchArgs *a, int argc, char **argv, int *i,
								   void (*usage) (void));

/* Builds the model on be (which it does not own); false with err filled on failure. */
bool		rat_bench_model_create(RatBenchModel *m, const RatBenchArgs *a, DtBackend *be,
								   DtError *err);
void		rat_bench_model_free(RatBenchModel *m);

/*
 * Runs `warmup` untimed then args.steps timed training steps, each phase ended by be->sync.
 * Returns false if a timed step allocated on the backend (the step must not).
 */
bool		rat_bench_train(RatBenchModel *m, int warmup, RatBenchTimes *times);

/* Mean wall and CPU milliseconds of a batch-1 inference forward (at least min_reps runs and 1 s). */
void		rat_bench_forward_b1(RatBenchModel *m, int min_reps, double *wall_ms, double *cpu_ms);

/* Matrix-product FLOPs of one forward pass over `batch` examples (elementwise work not counted). */
double		rat_bench_forward_flops(const RatBenchArgs *a, int batch);

double		rat_bench_now_s(void);

#endif
