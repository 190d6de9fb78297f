/*
 * rat_bench.c — training-step throughput and batch-1 forward latency of the relation-aware
 * transformer stack (src/nn/rat_stack.h) on the CPU backend, with the machine's measured
 * sgemm peak for scale.  bench/rat_bench_torch.py runs the same model in PyTorch;
 * bench/run_rat_bench.sh runs both side by side.  See bench/README.md.
 *
 *   bench/rat_bench --layers 8 --batch 16 --n 64 --relations 51 --threads 1 --steps 5
 *
 * One training step = forward, masked-MSE loss, backward, Adam (DT-Fixup initialisation,
 * no layer norm, ReLU MLP, no dropout).  The last line is machine-readable:
 *   train_examples_per_s=<float> forward_b1_ms=<float>
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cblas.h>

#include "nn/adam.h"
#include "nn/backend.h"
#include "nn/nn_init.h"
#include "nn/rat_stack.h"

typedef struct BenchArgs
{
	int			layers, batch, n, relations, threads, steps, d, heads, d_ff;
	int			conv;
} BenchArgs;

static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* CPU time of the process: on a shared machine a single-threaded run's CPU time is what it
 * would take alone (descheduled time excluded). */
static double
cpu_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void
usage(void)
{
	fprintf(stderr, "usage: rat_bench [--layers N] [--batch B] [--n ITEMS] [--relations R] "
			"[--threads T] [--steps S] [--d D] [--heads H] [--dff F] [--conv]\n");
	exit(2);
}

static BenchArgs
parse_args(int argc, char **argv)
{
	BenchArgs	a = {8, 16, 64, 51, 1, 5, 256, 8, 1024, 0};

	for (int i = 1; i < argc; i++)
	{
		int		   *slot = NULL;

		if (strcmp(argv[i], "--conv") == 0)
		{
			a.conv = 1;
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
		else if (strcmp(argv[i], "--threads") == 0)
			slot = &a.threads;
		else if (strcmp(argv[i], "--steps") == 0)
			slot = &a.steps;
		else if (strcmp(argv[i], "--d") == 0)
			slot = &a.d;
		else if (strcmp(argv[i], "--heads") == 0)
			slot = &a.heads;
		else if (strcmp(argv[i], "--dff") == 0)
			slot = &a.d_ff;
		if (slot == NULL || i + 1 >= argc)
			usage();
		*slot = atoi(argv[++i]);
		if (*slot < 1 && slot != &a.relations)
			usage();
	}
	return a;
}

/* Best of a few 1024^3 sgemms: the machine's practical single-precision peak. */
static double
sgemm_peak_gflops(void)
{
	const int	N = 1024;
	float	   *A = malloc(sizeof(float) * N * N), *B = malloc(sizeof(float) * N * N),
			   *C = malloc(sizeof(float) * N * N);
	double		best = 0;

	for (int i = 0; i < N * N; i++)
	{
		A[i] = (float) ((i % 7) - 3) * 0.1f;
		B[i] = (float) ((i % 5) - 2) * 0.1f;
	}
	for (int r = 0; r < 6; r++)
	{
		double		t0 = now_s(), dt;

		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0f, A, N, B, N, 0.0f,
					C, N);
		dt = now_s() - t0;
		if (r > 0 && 2.0 * N * N * N / dt / 1e9 > best)
			best = 2.0 * N * N * N / dt / 1e9;
	}
	free(A);
	free(B);
	free(C);
	return best;
}

/* Matrix-product FLOPs of one forward pass (the elementwise work is not counted). */
static double
forward_flops(const BenchArgs *a, int B)
{
	double		M = (double) B * a->n, d = a->d, n = a->n;
	double		per_layer = 4 * 2 * M * d * d	/* q, k, v, o projections */
		+ 2 * 2 * M * d * a->d_ff	/* MLP */
		+ 2 * 2 * B * n * n * d		/* q k^T and P v over all heads */
		+ 2 * 2 * M * d * a->relations;	/* q rk^T and PB rv */

	return per_layer * a->layers;
}

int
main(int argc, char **argv)
{
	BenchArgs	a = parse_args(argc, argv);
	DtBackend  *be = dt_backend_cpu_create(a.threads);
	DtParams	params;
	RatStack	stack;
	RatStackConfig cfg;
	RatWorkspace ws, ws1;
	DtAdam		adam;
	DtAdamConfig acfg = dt_adam_default_config(4e-4f, 100000);
	DtError		err;
	DtRng		rng;
	size_t		Md = (size_t) a.batch * a.n * a.d;
	float	   *x, *target, *dout, *host;
	int		   *rel, *len;
	double		peak, t0 = 0, c0 = 0, train_s, train_cpu_s, fwd_ms, fwd_cpu_ms, flops, mu;
	double		t_fwd = 0, t_bwd = 0, t_opt = 0, tp;
	size_t		allocs;

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
		fprintf(stderr, "rat_bench: %s\n", err.message);
		return 1;
	}

	/* data: pre-transformer-like inputs (norm ~ 16), random relations, full lengths */
	dt_rng_seed(&rng, 7);
	x = be->alloc(be, sizeof(float) * Md);
	target = be->alloc(be, sizeof(float) * Md);
	dout = be->alloc(be, sizeof(float) * Md);
	rel = be->alloc(be, sizeof(int) * a.batch * a.n * a.n);
	len = be->alloc(be, sizeof(int) * a.batch);
	for (size_t i = 0; i < Md; i++)
	{
		x[i] = (float) dt_rng_normal(&rng);
		target[i] = (float) dt_rng_normal(&rng);
	}
	for (int i = 0; i < a.batch * a.n * a.n; i++)
		rel[i] = a.relations > 0 ? dt_rng_below(&rng, a.relations) : 0;
	for (int b = 0; b < a.batch; b++)
		len[b] = a.n;
	mu = dt_max_item_norm(x, len, a.batch, a.n, a.d);
	host = calloc(params.count, sizeof(float));
	rat_stack_init_dtfixup(&stack, host, mu, &rng);
	be->upload(be, params.data, host, sizeof(float) * params.count);
	free(host);

	peak = sgemm_peak_gflops();

	/* one warm-up step, then the timed ones */
	allocs = 0;
	for (int s = -1; s < a.steps; s++)
	{
		const float *y;

		if (s == 0)
		{
			t0 = now_s();
			c0 = cpu_s();
			allocs = be->n_allocs;
		}
		tp = now_s();
		y = rat_stack_forward(&stack, &ws, x, rel, len, a.batch, a.n, true, (uint64_t) s);
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
		dt_adam_step(&adam);
		be->sync(be);
		if (s >= 0)
			t_opt += now_s() - tp;
	}
	train_s = (now_s() - t0) / a.steps;
	train_cpu_s = (cpu_s() - c0) / a.steps;
	if (be->n_allocs != allocs)
	{
		fprintf(stderr, "rat_bench: the training step allocated\n");
		return 1;
	}

	/* batch-1 forward latency (inference: no dropout) */
	rat_stack_forward(&stack, &ws1, x, rel, len, 1, a.n, false, 0);
	{
		int			reps = 0;
		double		t1 = now_s(), c1 = cpu_s();

		while (reps < 3 || now_s() - t1 < 1.0)
		{
			rat_stack_forward(&stack, &ws1, x, rel, len, 1, a.n, false, 0);
			reps++;
		}
		fwd_ms = (now_s() - t1) / reps * 1e3;
		fwd_cpu_ms = (cpu_s() - c1) / reps * 1e3;
	}

	flops = 3 * forward_flops(&a, a.batch);
	printf("config: layers=%d batch=%d n=%d relations=%d d=%d heads=%d d_ff=%d threads=%d attention=%s\n",
		   a.layers, a.batch, a.n, a.relations, a.d, a.heads, a.d_ff, a.threads,
		   a.conv ? "relation_conv" : "relation");
	printf("sgemm_peak_gflops=%.1f\n", peak);
	printf("train_step_ms=%.1f train_gflops=%.1f share_of_sgemm_peak=%.2f\n", train_s * 1e3,
		   flops / train_s / 1e9, flops / train_s / 1e9 / peak);
	printf("step_split_ms: forward=%.1f backward=%.1f adam=%.1f\n", t_fwd / a.steps * 1e3,
		   t_bwd / a.steps * 1e3, t_opt / a.steps * 1e3);
	printf("cpu_time: train_examples_per_cpu_s=%.3f forward_b1_cpu_ms=%.3f\n",
		   a.batch / train_cpu_s, fwd_cpu_ms);
	printf("train_examples_per_s=%.3f forward_b1_ms=%.3f\n", a.batch / train_s, fwd_ms);

	be->free(be, x, 0);
	be->free(be, target, 0);
	be->free(be, dout, 0);
	be->free(be, rel, 0);
	be->free(be, len, 0);
	dt_adam_free(&adam);
	rat_workspace_free(&ws1);
	rat_workspace_free(&ws);
	rat_stack_free(&stack);
	dt_params_free(&params);
	dt_backend_destroy(be);
	return 0;
}
