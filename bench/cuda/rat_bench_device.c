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
#include <time.h>

#include "nn/adam.h"
#include "nn/backend.h"
#include "nn/backend_loader.h"
#include "nn/nn_init.h"
#include "nn/rat_stack.h"

typedef struct BenchArgs
{
	const char *device, *module;
	int			layers, batch, n, relations, d, heads, d_ff, steps, threads, conv;
} BenchArgs;

static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void
usage(void)
{
	fprintf(stderr, "usage: rat_bench_device [--device cpu|cuda] [--module PATH] [--layers N] "
			"[--batch B] [--n ITEMS] [--relations R] [--d D] [--heads H] [--dff F] "
			"[--steps S] [--threads T] [--conv]\n");
	exit(2);
}

static BenchArgs
parse_args(int argc, char **argv)
{
	BenchArgs	a = {"cuda", "cuda/dtfixup_cuda.so", 8, 16, 64, 51, 256, 8, 1024, 10, 1, 0};

	for (int i = 1; i < argc; i++)
	{
		int		   *slot = NULL;

		if (strcmp(argv[i], "--conv") == 0)
		{
			a.conv = 1;
			continue;
		}
		if (i + 1 >= argc)
			usage();
		if (strcmp(argv[i], "--device") == 0)
		{
			a.device = argv[++i];
			continue;
		}
		if (strcmp(argv[i], "--module") == 0)
		{
			a.module = argv[++i];
			continue;
		}
		if (strcmp(argv[i], "--layers") == 0)
			slot = &a.layers;
		else if (strcmp(argv[i], "--batch") == 0)
			slot = &a.batch;
		else if (strcmp(argv[i], "--n") == 0)
			slot = &a.n;
		else if (strcmp(argv[i], "--relations") == 0)
			slot = &a.relations;
		else if (strcmp(argv[i], "--d") == 0)
			slot = &a.d;
		else if (strcmp(argv[i], "--heads") == 0)
			slot = &a.heads;
		else if (strcmp(argv[i], "--dff") == 0)
			slot = &a.d_ff;
		else if (strcmp(argv[i], "--steps") == 0)
			slot = &a.steps;
		else if (strcmp(argv[i], "--threads") == 0)
			slot = &a.threads;
		else
			usage();
		*slot = atoi(argv[++i]);
		if (*slot < 1 && slot != &a.relations)
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
	BenchArgs	a = parse_args(argc, argv);
	DtBackend  *be;
	DtCudaProbe probe;
	DtParams	params;
	RatStack	stack;
	RatStackConfig cfg;
	RatWorkspace ws, ws1;
	DtAdam		adam;
	DtAdamConfig acfg = dt_adam_default_config(4e-4f, 100000);
	DtError		err;
	DtRng		rng;
	size_t		Md = (size_t) a.batch * a.n * a.d, nrel = (size_t) a.batch * a.n * a.n;
	float	   *hx, *htarget, *host, *x, *target, *dout;
	int		   *hrel, *hlen, *rel, *len;
	double		t0, train_s, fwd_ms, mu, tp, t_fwd = 0, t_bwd = 0, t_opt = 0;
	size_t		allocs;

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

	memset(&cfg, 0, sizeof(cfg));
	cfg.n_layers = a.layers;
	cfg.d_model = a.d;
	cfg.n_heads = a.heads;
	cfg.d_ff = a.d_ff;
	cfg.n_relations = a.relations;
	cfg.attention = a.conv ? RAT_ATTENTION_RELATION_CONV : RAT_ATTENTION_RELATION;
	cfg.ffn = RAT_FFN_MLP_RELU;
	dt_params_init(&params, be);
	if (!rat_stack_declare(&stack, &cfg, &params, "rat", &err) ||
		!dt_params_allocate(&params, &err) ||
		!rat_workspace_create(&ws, &stack, be, a.batch, a.n, &err) ||
		!rat_workspace_create(&ws1, &stack, be, 1, a.n, &err) ||
		!dt_adam_create(&adam, &acfg, &params, &err))
	{
		fprintf(stderr, "rat_bench_device: %s\n", err.message);
		return 1;
	}

	/* data as bench/rat_bench.c: pre-transformer-like inputs, random relations, full rows */
	dt_rng_seed(&rng, 7);
	hx = malloc(sizeof(float) * Md);
	htarget = malloc(sizeof(float) * Md);
	hrel = malloc(sizeof(int) * nrel);
	hlen = malloc(sizeof(int) * a.batch);
	for (size_t i = 0; i < Md; i++)
	{
		hx[i] = (float) dt_rng_normal(&rng);
		htarget[i] = (float) dt_rng_normal(&rng);
	}
	for (size_t i = 0; i < nrel; i++)
		hrel[i] = a.relations > 0 ? dt_rng_below(&rng, a.relations) : 0;
	for (int b = 0; b < a.batch; b++)
		hlen[b] = a.n;
	mu = dt_max_item_norm(hx, hlen, a.batch, a.n, a.d);
	host = calloc(params.count, sizeof(float));
	rat_stack_init_dtfixup(&stack, host, mu, &rng);
	be->upload(be, params.data, host, sizeof(float) * params.count);
	x = be->alloc(be, sizeof(float) * Md);
	target = be->alloc(be, sizeof(float) * Md);
	dout = be->alloc(be, sizeof(float) * Md);
	rel = be->alloc(be, sizeof(int) * nrel);
	len = be->alloc(be, sizeof(int) * a.batch);
	if (x == NULL || target == NULL || dout == NULL || rel == NULL || len == NULL)
	{
		fprintf(stderr, "rat_bench_device: out of memory on %s\n", be->name);
		return 1;
	}
	be->upload(be, x, hx, sizeof(float) * Md);
	be->upload(be, target, htarget, sizeof(float) * Md);
	be->upload(be, rel, hrel, sizeof(int) * nrel);
	be->upload(be, len, hlen, sizeof(int) * a.batch);
	die_if_failed(be, "setup");

	/* two warm-up steps (cuBLAS heuristics, lazy module loading), then the timed ones */
	allocs = 0;
	t0 = 0;
	for (int s = -2; s < a.steps; s++)
	{
		const float *y;

		if (s == 0)
		{
			be->sync(be);
			t0 = now_s();
			allocs = be->n_allocs;
		}
		tp = now_s();
		y = rat_stack_forward(&stack, &ws, x, rel, len, a.batch, a.n, true, (uint64_t) (s + 2));
		be->mse_loss_backward(be, dout, y, target, len, a.batch, a.n, a.d, 1.0);
		be->sync(be);
		if (s >= 0)
			t_fwd += now_s() - tp;
		tp = now_s();
		dt_params_zero_grad(&params);
		rat_stack_backward(&stack, &ws, dout, NULL);
		be->sync(be);
		if (s >= 0)
			t_bwd += now_s() - tp;
		tp = now_s();
		dt_adam_step(&adam);	/* synchronises: sumsq returns the norm to the host */
		if (s >= 0)
			t_opt += now_s() - tp;
	}
	train_s = (now_s() - t0) / a.steps;
	die_if_failed(be, "training steps");
	if (be->n_allocs != allocs)
	{
		fprintf(stderr, "rat_bench_device: the training step allocated\n");
		return 1;
	}

	/* batch-1 forward latency (inference: no dropout), synchronised each time */
	rat_stack_forward(&stack, &ws1, x, rel, len, 1, a.n, false, 0);
	be->sync(be);
	{
		int			reps = 0;
		double		t1 = now_s();

		while (reps < 5 || now_s() - t1 < 1.0)
		{
			rat_stack_forward(&stack, &ws1, x, rel, len, 1, a.n, false, 0);
			be->sync(be);
			reps++;
		}
		fwd_ms = (now_s() - t1) / reps * 1e3;
	}
	die_if_failed(be, "forward");

	printf("config: device=%s%s%s layers=%d batch=%d n=%d relations=%d d=%d heads=%d d_ff=%d "
		   "threads=%d attention=%s\n", be->name,
		   strcmp(be->name, "cuda") == 0 ? " gpu=" : "",
		   strcmp(be->name, "cuda") == 0 ? probe.device.name : "", a.layers, a.batch, a.n,
		   a.relations, a.d, a.heads, a.d_ff, a.threads, a.conv ? "relation_conv" : "relation");
	printf("train_step_ms=%.2f\n", train_s * 1e3);
	printf("step_split_ms: forward=%.2f backward=%.2f adam=%.2f\n", t_fwd / a.steps * 1e3,
		   t_bwd / a.steps * 1e3, t_opt / a.steps * 1e3);
	printf("train_examples_per_s=%.3f forward_b1_ms=%.3f\n", a.batch / train_s, fwd_ms);

	be->free(be, x, sizeof(float) * Md);
	be->free(be, target, sizeof(float) * Md);
	be->free(be, dout, sizeof(float) * Md);
	be->free(be, rel, sizeof(int) * nrel);
	be->free(be, len, sizeof(int) * a.batch);
	free(hx);
	free(htarget);
	free(hrel);
	free(hlen);
	free(host);
	dt_adam_free(&adam);
	rat_workspace_free(&ws1);
	rat_workspace_free(&ws);
	rat_stack_free(&stack);
	dt_params_free(&params);
	dt_backend_destroy(be);
	return 0;
}
