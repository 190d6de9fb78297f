/*
 * rat_bench_device.c — training throughput and batch-1 forward latency of the
 * relation-aware transformer stack on a chosen backend (cpu or cuda), the GPU counterpart
 * of bench/rat_bench.c.  Same model and step: DT-Fixup initialisation, no layer norm, ReLU
 * MLP, no dropout; one step = forward + masked-MSE gradient + backward + Adam.  All inputs
 * live on the backend (uploaded once), every timed phase ends with be->sync.
 *
 *   bench/cuda/bin/rat_bench_device --device cuda --layers 8 --batch 16 --n 64 --relations 51
 *
 * Options: --device cpu|cuda, --layers, --batch, --n, --relations, --d, --heads, --dff,
 * --steps (timed training steps), --threads (CPU backend), --conv (attention convolution),
 * --module PATH (default cuda/dtfixup_cuda.so).  The last line is machine-readable:
 *   train_examples_per_s=<float> forward_b1_ms=<float>
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nn/backend_loader.h"
#include "rat_bench_model.h"

static void
usage(void)
{
	fprintf(stderr, "usage: rat_bench_device [--device cpu|cuda] [--module PATH] [--layers N] "
			"[--batch B] [--n ITEMS] [--relations R] [--d D] [--heads H] [--dff F] "
			"[--steps S] [--threads T] [--conv]\n");
	exit(2);
}

static RatBenchArgs
parse_args(int argc, char **argv)
{
	RatBenchArgs a = rat_bench_default_args(10);

	a.device = "cuda";
	a.module = "cuda/dtfixup_cuda.so";
	for (int i = 1; i < argc; i++)
	{
		if (rat_bench_parse_option(&a, argc, argv, &i, usage))
			continue;
		if (i + 1 >= argc)
			usage();
		if (strcmp(argv[i], "--device") == 0)
			a.device = argv[++i];
		else if (strcmp(argv[i], "--module") == 0)
			a.module = argv[++i];
		else
			usage();
	}
	if (strcmp(a.device, "cpu") != 0 && strcmp(a.device, "cuda") != 0)
		usage();
	return a;
}

static void
die_if_failed(DtBackend *be, const char *where)
{
	DtError		err;

	if (!dt_backend_check(be, &err))
	{
		fprintf(stderr, "rat_bench_device: %s: %s (%s)\n", where, err.message, err.detail);
		exit(1);
	}
}

int
main(int argc, char **argv)
{
	RatBenchArgs a = parse_args(argc, argv);
	DtBackend  *be;
	DtCudaProbe probe;
	RatBenchModel m;
	RatBenchTimes t;
	DtError		err;
	double		train_s, fwd_ms, fwd_cpu_ms;

	memset(&err, 0, sizeof(err));
	if (strcmp(a.device, "cuda") == 0)
	{
		be = dt_backend_cuda_create(a.module, &probe, &err);
		if (be == NULL)
		{
			fprintf(stderr, "rat_bench_device: %s: %s\n", err.message, err.detail);
			return 1;
		}
	}
	else
		be = dt_backend_cpu_create(a.threads);
	if (!rat_bench_model_create(&m, &a, be, &err))
	{
		fprintf(stderr, "rat_bench_device: %s\n", err.message);
		return 1;
	}
	die_if_failed(be, "setup");

	/* two warm-up steps (cuBLAS heuristics, lazy module loading), then the timed ones */
	if (!rat_bench_train(&m, 2, &t))
	{
		fprintf(stderr, "rat_bench_device: the training step allocated\n");
		return 1;
	}
	die_if_failed(be, "training steps");
	train_s = t.total / a.steps;
	rat_bench_forward_b1(&m, 5, &fwd_ms, &fwd_cpu_ms);	/* inference: no dropout */
	die_if_failed(be, "forward");

	printf("config: device=%s%s%s layers=%d batch=%d n=%d relations=%d d=%d heads=%d d_ff=%d "
		   "threads=%d attention=%s\n", be->name,
		   strcmp(be->name, "cuda") == 0 ? " gpu=" : "",
		   strcmp(be->name, "cuda") == 0 ? probe.device.name : "", a.layers, a.batch, a.n,
		   a.relations, a.d, a.heads, a.d_ff, a.threads, a.conv ? "relation_conv" : "relation");
	printf("train_step_ms=%.2f\n", train_s * 1e3);
	printf("step_split_ms: forward=%.2f backward=%.2f adam=%.2f\n", t.forward / a.steps * 1e3,
		   t.backward / a.steps * 1e3, t.adam / a.steps * 1e3);
	printf("train_examples_per_s=%.3f forward_b1_ms=%.3f\n", a.batch / train_s, fwd_ms);

	rat_bench_model_free(&m);
	dt_backend_destroy(be);
	return 0;
}
