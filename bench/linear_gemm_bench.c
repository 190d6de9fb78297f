/*
 * linear_gemm_bench.c — the linear layers' training products of bench/rat_bench's stack, one
 * shape at a time: OpenBLAS (cblas_sgemm, as linear.c calls it) against src/nn/sgemm_large.h
 * (as backend_cpu.c calls it), interleaved, 1 thread, best of --reps calls each.
 *
 *   bench/linear_gemm_bench [--rows 1024] [--d 256] [--dff 1024] [--reps 25]
 *
 * For each of the layer's shapes (d -> d for q, k, v, o; d -> d_ff and d_ff -> d for the MLP)
 * and each product (forward out = inp W^T + b, dinp += dout W, dW += dout^T inp) it prints
 * both GF/s and the largest difference between the two results; the last line sums one
 * layer's products (q, k, v, o counted four times):
 *   layer_gemm_ms_openblas=<float> layer_gemm_ms_large=<float> ratio=<float>
 * Cache state is that of a tight loop (operands warm in L2/L3), not that of the full step.
 */
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nn/sgemm_large.h"

extern void openblas_set_num_threads(int num_threads);

static double
now_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + 1e-9 * t.tv_nsec;
}

static float *
filled(size_t n, unsigned seed)
{
	float	   *p = aligned_alloc(64, (sizeof(float) * n + 63) / 64 * 64);

	if (p == NULL)
	{
		fprintf(stderr, "linear_gemm_bench: out of memory\n");
		exit(1);
	}
	srand(seed);
	for (size_t i = 0; i < n; i++)
		p[i] = (float) rand() / RAND_MAX - 0.5f;
	return p;
}

typedef enum
{
	FORWARD,
	DINP,
	DWEIGHT
}			Product;

static const char *const product_name[] = {"forward", "dinp", "dW"};

/* One call of `product` for a layer n_in -> n_out over M rows, by OpenBLAS or the kernel. */
static void
run(Product product, int large, int M, int n_in, int n_out, const float *inp, const float *W,
	const float *b, const float *dout, float *out)
{
	if (product == FORWARD && large)
		nn_sgemm_large(0, 1, M, n_out, n_in, inp, n_in, W, n_in, b, 0, out, n_out);
	else if (product == FORWARD)
	{
		for (int m = 0; m < M; m++)
			memcpy(out + (size_t) m * n_out, b, sizeof(float) * n_out);
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, n_out, n_in, 1.0f, inp, n_in, W,
					n_in, 1.0f, out, n_out);
	}
	else if (product == DINP && large)
		nn_sgemm_large(0, 0, M, n_in, n_out, dout, n_out, W, n_in, NULL, 1, out, n_in);
	else if (product == DINP)
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, n_in, n_out, 1.0f, dout, n_out,
					W, n_in, 1.0f, out, n_in);
	else if (large)
		nn_sgemm_large(1, 0, n_out, n_in, M, dout, n_out, inp, n_in, NULL, 1, out, n_in);
	else
		cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, n_out, n_in, M, 1.0f, dout, n_out,
					inp, n_in, 1.0f, out, n_in);
}

int
main(int argc, char **argv)
{
	int			M = 1024,
				d = 256,
				dff = 1024,
				reps = 25;
	double		total[2] = {0, 0};

	for (int i = 1; i + 1 < argc; i += 2)
	{
		int			v = atoi(argv[i + 1]);

		if (strcmp(argv[i], "--rows") == 0)
			M = v;
		else if (strcmp(argv[i], "--d") == 0)
			d = v;
		else if (strcmp(argv[i], "--dff") == 0)
			dff = v;
		else if (strcmp(argv[i], "--reps") == 0)
			reps = v;
		else
		{
			fprintf(stderr, "usage: %s [--rows M] [--d D] [--dff F] [--reps R]\n", argv[0]);
			return 2;
		}
	}
	if (M < 1 || d < 1 || dff < 1 || reps < 1)
	{
		fprintf(stderr, "linear_gemm_bench: every size must be positive\n");
		return 2;
	}
	if (!nn_sgemm_large_available() || M < NN_SGEMM_LARGE_MIN_M)
	{
		fprintf(stderr, "linear_gemm_bench: the kernel does not run here (needs AVX-512F and "
				"--rows >= %d)\n", NN_SGEMM_LARGE_MIN_M);
		return 1;
	}
	openblas_set_num_threads(1);
	{
		int			widest = d > dff ? d : dff;
		size_t		big = (size_t) M * widest;
		float	   *inp = filled(big, 1),
				   *dout = filled(big, 2),
				   *W = filled((size_t) widest * widest, 3),
				   *b = filled(widest, 4);
		float	   *out[2] = {filled(big, 5), filled(big, 5)};
		struct
		{
			int			n_in,
						n_out,
						count;
		}			layers[] = {{d, d, 4}, {d, dff, 1}, {dff, d, 1}};

		printf("config: rows=%d d=%d d_ff=%d reps=%d threads=1\n", M, d, dff, reps);
		for (int l = 0; l < 3; l++)
			for (int p = FORWARD; p <= DWEIGHT; p++)
			{
				int			n_in = layers[l].n_in,
							n_out = layers[l].n_out;
				size_t		n_c = p == FORWARD ? (size_t) M * n_out
					: p == DINP ? (size_t) M * n_in : (size_t) n_out * n_in;
				double		best[2] = {1e30, 1e30},
							flops = 2.0 * M * n_in * n_out,
							diff = 0;

				for (int r = 0; r < reps; r++)
					for (int large = 0; large < 2; large++)
					{
						double		t0;

						memset(out[large], 0, sizeof(float) * n_c);
						t0 = now_s();
						run((Product) p, large, M, n_in, n_out, inp, W, b, dout, out[large]);
						t0 = now_s() - t0;
						best[large] = t0 < best[large] ? t0 : best[large];
					}
				for (size_t i = 0; i < n_c; i++)
					diff = fmax(diff, fabs((double) out[0][i] - out[1][i]));
				printf("%5d -> %-5d %-8s openblas %6.1f GF/s  large %6.1f GF/s  max|diff| %.2g\n",
					   n_in, n_out, product_name[p], flops / best[0] / 1e9,
					   flops / best[1] / 1e9, diff);
				for (int large = 0; large < 2; large++)
					total[large] += layers[l].count * best[large];
			}
		free(inp);
		free(dout);
		free(W);
		free(b);
		free(out[0]);
		free(out[1]);
	}
	printf("layer_gemm_ms_openblas=%.3f layer_gemm_ms_large=%.3f ratio=%.3f\n", total[0] * 1e3,
		   total[1] * 1e3, total[0] / total[1]);
	return 0;
}
