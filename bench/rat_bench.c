/*
 * rat_bench.c — training-step throughput and batch-1 forward latency of the relation-aware
 * transformer stack (src/nn/rat_stack.h) on the CPU backend, with the machine's measured
 * sgemm peak (the better of OpenBLAS and the backend's own kernel) for scale.  bench/rat_bench_torch.py runs the same model in PyTorch;
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

#include <cblas.h>

#include "nn/sgemm_large.h"
#include "rat_bench_model.h"

static void
usage(void)
{
	fprintf(stderr, "usage: rat_bench [--layers N] [--batch B] [--n ITEMS] [--relations R] "
			"[--threads T] [--steps S] [--d D] [--heads H] [--dff F] [--conv]\n");
	exit(2);
}

/*
 * Best of a few 1024^3 sgemms: the machine's practical single-precision peak.  With one
 * thread the CPU backend's own many-row kernel (src/nn/sgemm_large.h) competes too, and the
 * faster of the two is the peak, so that the step's share of it is not flattered.
 */
static double
sgemm_peak_gflops(int threads, double *openblas_gflops, double *large_gflops)
{
	const int	N = 1024;
	float	   *A = malloc(sizeof(float) * N * N), *B = malloc(sizeof(float) * N * N),
			   *C = malloc(sizeof(float) * N * N);

	*openblas_gflops = *large_gflops = 0;
	for (int i = 0; i < N * N; i++)
	{
		A[i] = (float) ((i % 7) - 3) * 0.1f;
		B[i] = (float) ((i % 5) - 2) * 0.1f;
	}
	for (int r = 0; r < 6; r++)
		for (int large = 0; large < 2; large++)
		{
			double		t0 = rat_bench_now_s(), gflops;

			if (!large)
				cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0f, A, N, B, N,
							0.0f, C, N);
			else if (threads != 1 ||
					 !nn_sgemm_large(false, false, N, N, N, A, N, B, N, NULL, false, C, N))
				continue;
			gflops = 2.0 * N * N * N / (rat_bench_now_s() - t0) / 1e9;
			if (r > 0 && gflops > (large ? *large_gflops : *openblas_gflops))
				*(large ? large_gflops : openblas_gflops) = gflops;
		}
	free(A);
	free(B);
	free(C);
	return *openblas_gflops > *large_gflops ? *openblas_gflops : *large_gflops;
}

int
main(int argc, char **argv)
{
	RatBenchArgs a = rat_bench_default_args(5);
	DtBackend  *be;
	RatBenchModel m;
	RatBenchTimes t;
	DtError		err;
	double		peak, peak_openblas, peak_large, train_s, fwd_ms, fwd_cpu_ms, flops;

	for (int i = 1; i < argc; i++)
		if (!rat_bench_parse_option(&a, argc, argv, &i, usage))
			usage();
	be = dt_backend_cpu_create(a.threads);
	if (!rat_bench_model_create(&m, &a, be, &err))
	{
		fprintf(stderr, "rat_bench: %s\n", err.message);
		return 1;
	}
	peak = sgemm_peak_gflops(a.threads, &peak_openblas, &peak_large);

	/* one warm-up step, then the timed ones */
	if (!rat_bench_train(&m, 1, &t))
	{
		fprintf(stderr, "rat_bench: the training step allocated\n");
		return 1;
	}
	train_s = t.total / a.steps;
	rat_bench_forward_b1(&m, 3, &fwd_ms, &fwd_cpu_ms);	/* inference: no dropout */

	flops = 3 * rat_bench_forward_flops(&a, a.batch);
	printf("config: layers=%d batch=%d n=%d relations=%d d=%d heads=%d d_ff=%d threads=%d attention=%s\n",
		   a.layers, a.batch, a.n, a.relations, a.d, a.heads, a.d_ff, a.threads,
		   a.conv ? "relation_conv" : "relation");
	printf("sgemm_peak_gflops=%.1f (openblas=%.1f own_kernel=%.1f)\n", peak, peak_openblas,
		   peak_large);
	printf("train_step_ms=%.1f train_gflops=%.1f share_of_sgemm_peak=%.2f\n", train_s * 1e3,
		   flops / train_s / 1e9, flops / train_s / 1e9 / peak);
	printf("step_split_ms: forward=%.1f backward=%.1f adam=%.1f\n", t.forward / a.steps * 1e3,
		   t.backward / a.steps * 1e3, t.adam / a.steps * 1e3);
	printf("cpu_time: train_examples_per_cpu_s=%.3f forward_b1_cpu_ms=%.3f\n",
		   a.batch / (t.total_cpu / a.steps), fwd_cpu_ms);
	printf("train_examples_per_s=%.3f forward_b1_ms=%.3f\n", a.batch / train_s, fwd_ms);

	rat_bench_model_free(&m);
	dt_backend_destroy(be);
	return 0;
}
