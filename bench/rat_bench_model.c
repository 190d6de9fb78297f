/*
 * rat_bench_model.c — the benchmarked relation-aware stack, its inputs and the timed loops
 * shared by bench/rat_bench.c and bench/cuda/rat_bench_device.c (see rat_bench_model.h).
 */
#include "rat_bench_model.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nn/nn_init.h"

double
rat_bench_now_s(void)
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

RatBenchArgs
rat_bench_default_args(int steps)
{
	RatBenchArgs a;

	memset(&a, 0, sizeof(a));
	a.layers = 8;
	a.batch = 16;
	a.n = 64;
	a.relations = 51;
	a.threads = 1;
	a.steps = steps;
	a.d = 256;
	a.heads = 8;
	a.d_ff = 1024;
	return a;
}

bool
rat_bench_parse_option(RatBenchArgs *a, int argc, char **argv, int *i, void (*usage) (void))
{
	static const struct
	{
		const char *flag;
		size_t		offset;
	}			options[] = {
		{"--layers", offsetof(RatBenchArgs, layers)},
		{"--batch", offsetof(RatBenchArgs, batch)},
		{"--n", offsetof(RatBenchArgs, n)},
		{"--relations", offsetof(RatBenchArgs, relations)},
		{"--threads", offsetof(RatBenchArgs, threads)},
		{"--steps", offsetof(RatBenchArgs, steps)},
		{"--d", offsetof(RatBenchArgs, d)},
		{"--heads", offsetof(RatBenchArgs, heads)},
		{"--dff", offsetof(RatBenchArgs, d_ff)},
	};

	if (strcmp(argv[*i], "--conv") == 0)
	{
		a->conv = true;
		return true;
	}
	for (size_t k = 0; k < sizeof(options) / sizeof(options[0]); k++)
	{
		int		   *slot = (int *) ((char *) a + options[k].offset);

		if (strcmp(argv[*i], options[k].flag) != 0)
			continue;
		if (*i + 1 >= argc)
			usage();
		*slot = atoi(argv[++*i]);
		/* zero relation ids is a valid configuration (plain self-attention); nothing else is */
		if (*slot < (slot == &a->relations ? 0 : 1))
			usage();
		return true;
	}
	return false;
}

double
rat_bench_forward_flops(const RatBenchArgs *a, int batch)
{
	double		M = (double) batch * a->n, d = a->d, n = a->n;
	double		per_layer = 4 * 2 * M * d * d	/* q, k, v, o projections */
		+ 2 * 2 * M * d * a->d_ff	/* MLP */
		+ 2 * 2 * batch * n * n * d	/* q k^T and P v over all heads */
		+ 2 * 2 * M * d * a->relations;	/* q rk^T and PB rv */

	return per_layer * a->layers;
}

/* Pre-transformer-like inputs (norm ~ 16), random relations, full rows; uploaded to m->be. */
static bool
make_inputs(RatBenchModel *m, DtRng *rng, double *mu, DtError *err)
{
	const RatBenchArgs *a = &m->args;
	DtBackend  *be = m->be;
	size_t		Md = (size_t) a->batch * a->n * a->d,
				nrel = (size_t) a->batch * a->n * a->n;
	float	   *hx = malloc(sizeof(float) * Md),
			   *htarget = malloc(sizeof(float) * Md);
	int		   *hrel = malloc(sizeof(int) * nrel),
			   *hlen = malloc(sizeof(int) * a->batch);
	bool		ok;

	m->x = be->alloc(be, sizeof(float) * Md);
	m->target = be->alloc(be, sizeof(float) * Md);
	m->dout = be->alloc(be, sizeof(float) * Md);
	m->rel = be->alloc(be, sizeof(int) * nrel);
	m->len = be->alloc(be, sizeof(int) * a->batch);
	ok = hx && htarget && hrel && hlen && m->x && m->target && m->dout && m->rel && m->len;
	if (ok)
	{
		for (size_t i = 0; i < Md; i++)
		{
			hx[i] = (float) dt_rng_normal(rng);
			htarget[i] = (float) dt_rng_normal(rng);
		}
		for (size_t i = 0; i < nrel; i++)
			hrel[i] = a->relations > 0 ? dt_rng_below(rng, a->relations) : 0;
		for (int b = 0; b < a->batch; b++)
			hlen[b] = a->n;
		*mu = dt_max_item_norm(hx, hlen, a->batch, a->n, a->d);
		be->upload(be, m->x, hx, sizeof(float) * Md);
		be->upload(be, m->target, htarget, sizeof(float) * Md);
		be->upload(be, m->rel, hrel, sizeof(int) * nrel);
		be->upload(be, m->len, hlen, sizeof(int) * a->batch);
	}
	else
		snprintf(err->message, sizeof(err->message), "out of memory for the inputs on %s",
				 be->name);
	free(hx);
	free(htarget);
	free(hrel);
	free(hlen);
	return ok;
}

bool
rat_bench_model_create(RatBenchModel *m, const RatBenchArgs *a, DtBackend *be, DtError *err)
{
	RatStackConfig cfg;
	DtAdamConfig acfg = dt_adam_default_config(4e-4f, 100000);
	DtRng		rng;
	float	   *host;
	double		mu;

	memset(m, 0, sizeof(*m));
	memset(err, 0, sizeof(*err));
	m->be = be;
	m->args = *a;
	memset(&cfg, 0, sizeof(cfg));
	cfg.n_layers = a->layers;
	cfg.d_model = a->d;
	cfg.n_heads = a->heads;
	cfg.d_ff = a->d_ff;
	cfg.n_relations = a->relations;
	cfg.attention = a->conv ? RAT_ATTENTION_RELATION_CONV : RAT_ATTENTION_RELATION;
	cfg.ffn = RAT_FFN_MLP_RELU;
	dt_params_init(&m->params, be);
	if (!rat_stack_declare(&m->stack, &cfg, &m->params, "rat", err) ||
		!dt_params_allocate(&m->params, err) ||
		!rat_workspace_create(&m->ws, &m->stack, be, a->batch, a->n, err) ||
		!rat_workspace_create(&m->ws1, &m->stack, be, 1, a->n, err) ||
		!dt_adam_create(&m->adam, &acfg, &m->params, err))
		return false;

	dt_rng_seed(&rng, 7);
	if (!make_inputs(m, &rng, &mu, err))
		return false;
	host = calloc(m->params.count, sizeof(float));
	if (host == NULL)
	{
		snprintf(err->message, sizeof(err->message), "out of memory for the initial weights");
		return false;
	}
	rat_stack_init_dtfixup(&m->stack, host, mu, &rng);
	be->upload(be, m->params.data, host, sizeof(float) * m->params.count);
	free(host);
	return true;
}

void
rat_bench_model_free(RatBenchModel *m)
{
	const RatBenchArgs *a = &m->args;
	DtBackend  *be = m->be;
	size_t		Md = (size_t) a->batch * a->n * a->d,
				nrel = (size_t) a->batch * a->n * a->n;

	if (m->x)
		be->free(be, m->x, sizeof(float) * Md);
	if (m->target)
		be->free(be, m->target, sizeof(float) * Md);
	if (m->dout)
		be->free(be, m->dout, sizeof(float) * Md);
	if (m->rel)
		be->free(be, m->rel, sizeof(int) * nrel);
	if (m->len)
		be->free(be, m->len, sizeof(int) * a->batch);
	dt_adam_free(&m->adam);
	rat_workspace_free(&m->ws1);
	rat_workspace_free(&m->ws);
	rat_stack_free(&m->stack);
	dt_params_free(&m->params);
}

bool
rat_bench_train(RatBenchModel *m, int warmup, RatBenchTimes *times)
{
	const RatBenchArgs *a = &m->args;
	DtBackend  *be = m->be;
	size_t		allocs = 0;
	double		t0 = 0, c0 = 0, tp;

	memset(times, 0, sizeof(*times));
	for (int s = -warmup; s < a->steps; s++)
	{
		const float *y;
		double		t_fwd, t_bwd;

		if (s == 0)
		{
			be->sync(be);
			t0 = rat_bench_now_s();
			c0 = cpu_s();
			allocs = be->n_allocs;
		}
		tp = rat_bench_now_s();
		y = rat_stack_forward(&m->stack, &m->ws, m->x, m->rel, m->len, a->batch, a->n, true,
							  (uint64_t) (s + warmup));
		be->mse_loss_backward(be, m->dout, y, m->target, m->len, a->batch, a->n, a->d, 1.0);
		be->sync(be);
		t_fwd = rat_bench_now_s();
		dt_params_zero_grad(&m->params);
		rat_stack_backward(&m->stack, &m->ws, m->dout, NULL);
		be->sync(be);
		t_bwd = rat_bench_now_s();
		dt_adam_step(&m->adam);
		be->sync(be);
		if (s >= 0)
		{
			times->forward += t_fwd - tp;
			times->backward += t_bwd - t_fwd;
			times->adam += rat_bench_now_s() - t_bwd;
		}
	}
	times->total = rat_bench_now_s() - t0;
	times->total_cpu = cpu_s() - c0;
	return be->n_allocs == allocs;
}

void
rat_bench_forward_b1(RatBenchModel *m, int min_reps, double *wall_ms, double *cpu_ms)
{
	const RatBenchArgs *a = &m->args;
	DtBackend  *be = m->be;
	int			reps = 0;
	double		t1, c1;

	/* untimed first run: page faults, lazy kernel loading */
	rat_stack_forward(&m->stack, &m->ws1, m->x, m->rel, m->len, 1, a->n, false, 0);
	be->sync(be);
	t1 = rat_bench_now_s();
	c1 = cpu_s();
	while (reps < min_reps || rat_bench_now_s() - t1 < 1.0)
	{
		rat_stack_forward(&m->stack, &m->ws1, m->x, m->rel, m->len, 1, a->n, false, 0);
		be->sync(be);
		reps++;
	}
	*wall_ms = (rat_bench_now_s() - t1) / reps * 1e3;
	*cpu_ms = (cpu_s() - c1) / reps * 1e3;
}
