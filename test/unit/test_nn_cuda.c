/*
 * test_nn_cuda.c — the CUDA backend against the CPU reference backend, and the loader.
 *
 * Without a GPU (or without the module, built only when nvcc exists) every GPU test prints
 * a visible "SKIP <test>: <reason>" line (UNIT_SKIP, unit.h) and is counted as skipped in
 * the closing "unit: N passed, N failed, N skipped" line: it does not count as passed.
 *
 * Always run (no GPU needed):
 *   - dtfixup.so has no CUDA symbol and no CUDA library among its NEEDED entries;
 *   - the loader refuses a missing module and a stale one (wrong ABI) with clear errors,
 *     and accepts the module built here (which loads without a GPU: cuBLAS is linked, the
 *     driver is not touched until a backend is created);
 *   - without a GPU, asking for the CUDA backend fails as "feature not supported".
 * On a GPU (module from `make`, or $DTFIXUP_CUDA_MODULE):
 *   - every op against the CPU on random inputs with padding: normalised max error
 *     max|gpu - cpu| / max|cpu| <= 1e-5 (strict float32 on both sides; dropout masks equal);
 *   - every sequence-layer op of the table (be->seq: embedding, LSTM cell and its halves,
 *     BiLSTM with padding, mean-plus-final, memory attention, pointer, MLP head, smoothed
 *     cross-entropy, SwishRNN) against its seq_*.c reference, same bound, with masks, empty
 *     sequences and NULL optional gradients;
 *   - a full training step (forward, MSE, backward: output, input and every parameter
 *     gradient) of two transformer configurations, same bound;
 *   - 10 Adam steps of a DT-Fixup stack: losses within 1e-4 relative, no allocation after
 *     the first step.
 */
#include <unistd.h>

#include "nn/adam.h"
#include "nn/backend.h"
#include "nn/backend_loader.h"
#include "nn/nn_init.h"
#include "nn/nn_rng.h"
#include "nn/rat_stack.h"
#include "nn/seq_embedding.h"
#include "nn/seq_lstm.h"
#include "nn/seq_mem_attention.h"
#include "nn/seq_mlp_head.h"
#include "nn/seq_pointer.h"
#include "nn/seq_smoothed_xent.h"
#include "nn/seq_swishrnn.h"

#include "unit.h"

#define OP_TOL 1e-5
#define TRAIN_TOL 1e-4

static const char *module_path = "cuda/dtfixup_cuda.so";
static DtBackend *gpu, *cpu;
static char no_gpu_reason[512];

/* Runs a GPU test, or prints a SKIP line (counted apart from passed and failed). */
#define GPU_RUN(name)                                                          \
	do {                                                                       \
		if (gpu == NULL)                                                       \
			UNIT_SKIP(name, "%s", no_gpu_reason);                              \
		else                                                                   \
			UNIT_RUN(name);                                                    \
	} while (0)

/* ---------------------------------------------------------------- helpers */

/* One tensor held twice: host (the CPU backend's "device") and on the GPU. */
typedef struct Twin
{
	float	   *h;
	float	   *d;
	size_t		n;
} Twin;

typedef struct ITwin
{
	int		   *h;
	int		   *d;
	size_t		n;
} ITwin;

static DtRng rng;

static Twin
twin_random(size_t n, double scale)
{
	Twin		t = {calloc(n ? n : 1, sizeof(float)), NULL, n};

	for (size_t i = 0; i < n; i++)
		t.h[i] = (float) (scale * dt_rng_normal(&rng));
	t.d = gpu->alloc(gpu, sizeof(float) * (n ? n : 1));
	gpu->upload(gpu, t.d, t.h, sizeof(float) * n);
	return t;
}

static Twin
twin_zero(size_t n)
{
	return twin_random(n, 0.0);
}

static ITwin
itwin(const int *values, size_t n)
{
	ITwin		t = {calloc(n, sizeof(int)), NULL, n};

	memcpy(t.h, values, sizeof(int) * n);
	t.d = gpu->alloc(gpu, sizeof(int) * n);
	gpu->upload(gpu, t.d, t.h, sizeof(int) * n);
	return t;
}

static void
twin_free(Twin *t)
{
	free(t->h);
	gpu->free(gpu, t->d, sizeof(float) * (t->n ? t->n : 1));
}

static void
itwin_free(ITwin *t)
{
	free(t->h);
	gpu->free(gpu, t->d, sizeof(int) * t->n);
}

static double
normalised_error(const float *got, const float *want, size_t n)
{
	double		worst = 0, scale = 0;

	for (size_t i = 0; i < n; i++)
	{
		double		e = fabs((double) got[i] - (double) want[i]);

		if (!(e <= worst))		/* NaN counts as the worst */
			worst = isnan(e) ? INFINITY : e;
		if (fabs(want[i]) > scale)
			scale = fabs(want[i]);
	}
	return scale > 0 ? worst / scale : worst;
}

/* Compares the GPU copy of t (downloaded) with its host copy. */
static double
max_abs(const float *x, size_t n)
{
	double		m = 0;

	for (size_t i = 0; i < n; i++)
		m = fabs(x[i]) > m ? fabs(x[i]) : m;
	return m;
}

/* max|gpu - cpu| <= tol * max(max|cpu|, floor) over the GPU copy of t (downloaded) and its
 * host copy; floor > 0 for a tensor that is zero in exact arithmetic. */
static void
expect_close_floor(const char *what, const Twin *t, double tol, double floor)
{
	float	   *got = malloc(sizeof(float) * (t->n ? t->n : 1));
	double		scale = max_abs(t->h, t->n), err;

	gpu->download(gpu, got, t->d, sizeof(float) * t->n);
	err = normalised_error(got, t->h, t->n);
	if (floor > scale && scale > 0)
		err *= scale / floor;
	if (!(err <= tol))
		UNIT_FAIL("%s: normalised max error %.3g > %g", what, err, tol);
	free(got);
}

static void
expect_close(const char *what, const Twin *t, double tol)
{
	expect_close_floor(what, t, tol, 0);
}

static void
expect_gpu_healthy(void)
{
	DtError		err;

	if (!dt_backend_check(gpu, &err))
		UNIT_FAIL("GPU backend failed: %s (%s)", err.message, err.detail);
}

static int
random_lengths(int *len, int B, int n)
{
	for (int b = 0; b < B; b++)
		len[b] = 1 + dt_rng_below(&rng, n);
	len[0] = n;					/* one full row, one of length 1 when B > 1 */
	if (B > 1)
		len[B - 1] = 1;
	return 0;
}

/* ---------------------------------------------------------------- always run */

static int
output_has_cuda_names(const char *command, const char *prefixes[], int n_prefixes, char *found,
					  size_t found_len)
{
	FILE	   *p = popen(command, "r");
	char		line[512];
	int			hits = 0;

	if (p == NULL)
		return -1;
	while (fgets(line, sizeof(line), p) != NULL)
	{
		/* the last word of an nm or readelf line is the name */
		char	   *name = strrchr(line, ' ');

		name = name ? name + 1 : line;
		if (*name == '[')
			name++;
		for (int i = 0; i < n_prefixes; i++)
			if (strncmp(name, prefixes[i], strlen(prefixes[i])) == 0 ||
				(prefixes[i][0] == '*' && strstr(name, prefixes[i] + 1) != NULL))
			{
				if (hits++ == 0)
					snprintf(found, found_len, "%s", name);
			}
	}
	return pclose(p) == 0 ? hits : -1;
}

UNIT_TEST(main_module_links_no_cuda)
{
	const char *symbols[] = {"cuda", "cublas", "cuInit", "cuDevice", "cuCtx", "cuMem", "cuLaunch",
	"cuModule", "cuStream"};
	const char *libraries[] = {"*cuda", "*cublas", "*nvrtc"};
	char		found[512] = "";
	int			hits;

	hits = output_has_cuda_names("nm -D dtfixup.so 2>/dev/null", symbols, 9, found, sizeof(found));
	CHECK(hits == 0);
	if (hits != 0)
		UNIT_FAIL("nm -D dtfixup.so: %d CUDA symbols (first: %s) or nm failed", hits, found);
	hits = output_has_cuda_names("readelf -d dtfixup.so 2>/dev/null | grep NEEDED", libraries, 3,
								 found, sizeof(found));
	CHECK(hits == 0);
	if (hits != 0)
		UNIT_FAIL("dtfixup.so needs %s (or readelf failed)", found);
}

UNIT_TEST(missing_module_is_refused_clearly)
{
	DtCudaProbe probe;
	DtError		err;

	memset(&probe, 0, sizeof(probe));
	CHECK(!dt_cuda_open_module(&probe, "/nonexistent/dtfixup_cuda.so", DT_BACKEND_ABI_VERSION,
							   DT_CUDA_MODULE_INTERFACE, &err));
	CHECK_INT_EQ(err.code, DT_ERR_FEATURE_NOT_SUPPORTED);
	CHECK(strstr(err.message, "is not installed") != NULL);
	CHECK(strstr(err.hint, "USE_CUDA=1") != NULL);
	CHECK(!probe.module_loaded);
}

UNIT_TEST(stale_module_is_refused_then_current_one_accepted)
{
	DtCudaProbe probe;
	DtError		err;
	char		want[64];

	memset(&probe, 0, sizeof(probe));
	CHECK(!dt_cuda_open_module(&probe, module_path, DT_BACKEND_ABI_VERSION + 1,
							   DT_CUDA_MODULE_INTERFACE, &err));
	CHECK_INT_EQ(err.code, DT_ERR_FEATURE_NOT_SUPPORTED);
	CHECK(strstr(err.message, "stale CUDA module") != NULL);
	/* names both versions */
	snprintf(want, sizeof(want), "has backend ABI %d", DT_BACKEND_ABI_VERSION);
	CHECK(strstr(err.message, want) != NULL);
	snprintf(want, sizeof(want), "expects ABI %d", DT_BACKEND_ABI_VERSION + 1);
	CHECK(strstr(err.message, want) != NULL);
	CHECK(!probe.module_loaded);

	memset(&probe, 0, sizeof(probe));
	CHECK(dt_cuda_open_module(&probe, module_path, DT_BACKEND_ABI_VERSION,
							  DT_CUDA_MODULE_INTERFACE, &err));
	CHECK(probe.module_loaded);
	CHECK_INT_EQ(probe.module_abi, DT_BACKEND_ABI_VERSION);
	CHECK_INT_EQ(probe.module_interface, DT_CUDA_MODULE_INTERFACE);
}

UNIT_TEST(no_gpu_is_feature_not_supported)
{
	DtCudaProbe probe;
	DtError		err;
	DtBackend  *be = dt_backend_cuda_create(module_path, &probe, &err);

	CHECK(be == NULL);
	CHECK(!probe.gpu_present);
	CHECK_INT_EQ(err.code, DT_ERR_FEATURE_NOT_SUPPORTED);
	CHECK_STR_EQ(err.message, "no usable GPU");
	CHECK(err.detail[0] != '\0');
	CHECK(strstr(err.hint, "dtfixup.device") != NULL);
	/* the CPU backend has nothing to report */
	CHECK(dt_backend_check(cpu, &err));
}

/* ---------------------------------------------------------------- element-wise ops */

/* Every op the CPU reference fills in, the GPU backend fills in too. */
UNIT_TEST(op_table_is_complete)
{
#define SLOT(name) do { if (cpu->name != NULL && gpu->name == NULL) UNIT_FAIL("GPU backend lacks op %s", #name); } while (0)
	SLOT(alloc); SLOT(free); SLOT(upload); SLOT(download); SLOT(memset_zero); SLOT(copy);
	SLOT(sync); SLOT(set_threads); SLOT(destroy); SLOT(gemm); SLOT(axpy);
	SLOT(linear_forward); SLOT(linear_backward);
	SLOT(relu_forward); SLOT(relu_backward); SLOT(relu_backward_inplace); SLOT(bias_relu_forward); SLOT(gelu_forward);
	SLOT(gelu_backward); SLOT(gelu_backward_inplace); SLOT(residual_forward);
	SLOT(residual_accumulate); SLOT(layernorm_forward); SLOT(layernorm_backward);
	SLOT(dropout_forward); SLOT(dropout_backward); SLOT(rat_attention_forward);
	SLOT(rat_attention_backward); SLOT(rat_conv_attention_forward);
	SLOT(rat_conv_attention_backward); SLOT(mse_loss_forward); SLOT(mse_loss_backward);
	SLOT(sumsq); SLOT(adam_update);
#undef SLOT
	CHECK(cpu->seq != NULL && gpu->seq != NULL);
	if (cpu->seq != NULL && gpu->seq != NULL)
	{
		/* every slot of the sequence layers' table, walked as the function pointers it holds */
		const void *const *c = (const void *const *) cpu->seq;
		const void *const *g = (const void *const *) gpu->seq;

		for (size_t i = 0; i < sizeof(DtSeqOps) / sizeof(void *); i++)
			if (c[i] != NULL && g[i] == NULL)
				UNIT_FAIL("GPU backend lacks sequence op #%zu", i);
	}
	CHECK_INT_EQ(gpu->abi_version, DT_BACKEND_ABI_VERSION);
	CHECK_STR_EQ(gpu->name, "cuda");
}

/* gemm on strided slices (the decoder's column blocks of W_ih) in all four transpositions,
 * and axpy */
UNIT_TEST(gemm_and_axpy_match_cpu)
{
	int			M = 7, N = 13, K = 11, ld = 20;	/* operands are slices of wider rows */

	for (int ta = 0; ta < 2; ta++)
		for (int tb = 0; tb < 2; tb++)
		{
			int			ra = ta ? K : M, rb = tb ? N : K;
			Twin		A = twin_random((size_t) ra * ld, 1), B = twin_random((size_t) rb * ld, 1),
						C = twin_random((size_t) M * ld, 1);

			cpu->gemm(cpu, ta, tb, M, N, K, 0.5f, A.h + 3, ld, B.h + 2, ld, 1.0f, C.h + 1, ld);
			gpu->gemm(gpu, ta, tb, M, N, K, 0.5f, A.d + 3, ld, B.d + 2, ld, 1.0f, C.d + 1, ld);
			expect_close(ta ? (tb ? "gemm TT" : "gemm TN") : (tb ? "gemm NT" : "gemm NN"), &C,
						 OP_TOL);
			twin_free(&A); twin_free(&B); twin_free(&C);
		}
	{
		Twin		x = twin_random(1000, 1), y = twin_random(1000, 1);

		cpu->axpy(cpu, y.h, -0.75f, x.h, 1000);
		gpu->axpy(gpu, y.d, -0.75f, x.d, 1000);
		expect_close("axpy", &y, OP_TOL);
		twin_free(&x); twin_free(&y);
	}
	expect_gpu_healthy();
}

UNIT_TEST(linear_matches_cpu)
{
	int			M = 37, nin = 48, nout = 33;
	Twin		x = twin_random((size_t) M * nin, 1), W = twin_random((size_t) nout * nin, 0.3),
				b = twin_random(nout, 0.5), y = twin_zero((size_t) M * nout),
				dy = twin_random((size_t) M * nout, 1), dx = twin_random((size_t) M * nin, 0.1),
				dW = twin_random((size_t) nout * nin, 0.1), db = twin_random(nout, 0.1);

	cpu->linear_forward(cpu, y.h, x.h, W.h, b.h, M, nin, nout);
	gpu->linear_forward(gpu, y.d, x.d, W.d, b.d, M, nin, nout);
	expect_close("linear y", &y, OP_TOL);
	cpu->linear_forward(cpu, y.h, x.h, W.h, NULL, M, nin, nout);
	gpu->linear_forward(gpu, y.d, x.d, W.d, NULL, M, nin, nout);
	expect_close("linear y without bias", &y, OP_TOL);
	/* backward accumulates onto the non-zero starting gradients */
	cpu->linear_backward(cpu, dx.h, dW.h, db.h, dy.h, x.h, W.h, M, nin, nout);
	gpu->linear_backward(gpu, dx.d, dW.d, db.d, dy.d, x.d, W.d, M, nin, nout);
	expect_close("linear dx", &dx, OP_TOL);
	expect_close("linear dW", &dW, OP_TOL);
	expect_close("linear db", &db, OP_TOL);
	expect_gpu_healthy();
	twin_free(&x); twin_free(&W); twin_free(&b); twin_free(&y);
	twin_free(&dy); twin_free(&dx); twin_free(&dW); twin_free(&db);
}

UNIT_TEST(activations_and_residual_match_cpu)
{
	size_t		N = 10007;
	Twin		x = twin_random(N, 2), y = twin_zero(N), dy = twin_random(N, 1),
				dx = twin_random(N, 0.5), a = twin_random(N, 1);

	cpu->relu_forward(cpu, y.h, x.h, N);
	gpu->relu_forward(gpu, y.d, x.d, N);
	expect_close("relu", &y, 0);
	cpu->relu_backward(cpu, dx.h, dy.h, x.h, N);
	gpu->relu_backward(gpu, dx.d, dy.d, x.d, N);
	expect_close("relu backward", &dx, OP_TOL);
	cpu->gelu_forward(cpu, y.h, x.h, N);
	gpu->gelu_forward(gpu, y.d, x.d, N);
	expect_close("gelu", &y, OP_TOL);
	cpu->gelu_backward(cpu, dx.h, dy.h, x.h, N);
	gpu->gelu_backward(gpu, dx.d, dy.d, x.d, N);
	expect_close("gelu backward", &dx, OP_TOL);
	/* bias + ReLU in place over rows of 97 */
	cpu->bias_relu_forward(cpu, dy.h, a.h, (int) (N / 97), 97);
	gpu->bias_relu_forward(gpu, dy.d, a.d, (int) (N / 97), 97);
	expect_close("bias relu", &dy, 0);
	/* in-place backwards: relu's takes the forward's output, gelu's its input.  Each starts
	 * from the same dx on both sides: after gelu's backward the two copies differ by rounding
	 * (FMA contraction on the GPU), and relu's exact masking would carry that over. */
	cpu->relu_forward(cpu, y.h, x.h, N);
	gpu->relu_forward(gpu, y.d, x.d, N);
	gpu->upload(gpu, dx.d, dx.h, sizeof(float) * N);
	cpu->relu_backward_inplace(cpu, dx.h, y.h, N);
	gpu->relu_backward_inplace(gpu, dx.d, y.d, N);
	expect_close("relu backward in place", &dx, 0);
	cpu->gelu_backward_inplace(cpu, dx.h, x.h, N);
	gpu->gelu_backward_inplace(gpu, dx.d, x.d, N);
	expect_close("gelu backward in place", &dx, OP_TOL);
	cpu->residual_forward(cpu, y.h, x.h, a.h, N);
	gpu->residual_forward(gpu, y.d, x.d, a.d, N);
	expect_close("residual", &y, 0);
	cpu->residual_accumulate(cpu, y.h, dy.h, N);
	gpu->residual_accumulate(gpu, y.d, dy.d, N);
	expect_close("residual accumulate", &y, 0);
	expect_gpu_healthy();
	twin_free(&x); twin_free(&y); twin_free(&dy); twin_free(&dx); twin_free(&a);
}

UNIT_TEST(layernorm_matches_cpu)
{
	int			M = 45, C = 96;
	Twin		x = twin_random((size_t) M * C, 3), g = twin_random(C, 1), b = twin_random(C, 1),
				y = twin_zero((size_t) M * C), mean = twin_zero(M), rstd = twin_zero(M),
				dy = twin_random((size_t) M * C, 1), dx = twin_random((size_t) M * C, 0.1),
				dg = twin_random(C, 0.1), dbeta = twin_random(C, 0.1);

	cpu->layernorm_forward(cpu, y.h, mean.h, rstd.h, x.h, g.h, b.h, M, C);
	gpu->layernorm_forward(gpu, y.d, mean.d, rstd.d, x.d, g.d, b.d, M, C);
	expect_close("layernorm y", &y, OP_TOL);
	expect_close("layernorm mean", &mean, OP_TOL);
	expect_close("layernorm rstd", &rstd, OP_TOL);
	cpu->layernorm_backward(cpu, dx.h, dg.h, dbeta.h, dy.h, x.h, g.h, mean.h, rstd.h, M, C);
	gpu->layernorm_backward(gpu, dx.d, dg.d, dbeta.d, dy.d, x.d, g.d, mean.d, rstd.d, M, C);
	expect_close("layernorm dx", &dx, OP_TOL);
	expect_close("layernorm dgamma", &dg, OP_TOL);
	expect_close("layernorm dbeta", &dbeta, OP_TOL);
	expect_gpu_healthy();
	twin_free(&x); twin_free(&g); twin_free(&b); twin_free(&y); twin_free(&mean);
	twin_free(&rstd); twin_free(&dy); twin_free(&dx); twin_free(&dg); twin_free(&dbeta);
}

UNIT_TEST(dropout_masks_equal_cpu)
{
	size_t		N = 4099;
	Twin		x = twin_random(N, 1), y = twin_zero(N), dy = twin_random(N, 1),
				dx = twin_random(N, 0.2);
	float	   *got = malloc(sizeof(float) * N);
	size_t		dropped = 0;

	cpu->dropout_forward(cpu, y.h, x.h, N, 0.3f, 12345);
	gpu->dropout_forward(gpu, y.d, x.d, N, 0.3f, 12345);
	gpu->download(gpu, got, y.d, sizeof(float) * N);
	for (size_t i = 0; i < N; i++)
	{
		if ((got[i] == 0.0f) != (y.h[i] == 0.0f))
		{
			UNIT_FAIL("dropout mask differs at %zu", i);
			break;
		}
		dropped += y.h[i] == 0.0f;
	}
	CHECK(dropped > N / 5 && dropped < N * 2 / 5);
	expect_close("dropout y", &y, OP_TOL);
	cpu->dropout_backward(cpu, dx.h, dy.h, N, 0.3f, 12345);
	gpu->dropout_backward(gpu, dx.d, dy.d, N, 0.3f, 12345);
	expect_close("dropout dx", &dx, OP_TOL);
	/* rate 0: copy and plain accumulation */
	cpu->dropout_forward(cpu, y.h, x.h, N, 0.0f, 1);
	gpu->dropout_forward(gpu, y.d, x.d, N, 0.0f, 1);
	expect_close("dropout rate 0", &y, 0);
	cpu->dropout_backward(cpu, dx.h, dy.h, N, 0.0f, 1);
	gpu->dropout_backward(gpu, dx.d, dy.d, N, 0.0f, 1);
	expect_close("dropout rate 0 backward", &dx, OP_TOL);
	expect_gpu_healthy();
	free(got);
	twin_free(&x); twin_free(&y); twin_free(&dy); twin_free(&dx);
}

UNIT_TEST(mse_loss_matches_cpu)
{
	int			B = 5, n = 9, d = 7;
	int			lens[5];
	ITwin		len;
	Twin		out, target, dout;
	double		lc, lg;

	random_lengths(lens, B, n);
	len = itwin(lens, B);
	out = twin_random((size_t) B * n * d, 1);
	target = twin_random((size_t) B * n * d, 1);
	dout = twin_random((size_t) B * n * d, 1);	/* overwritten, padding included */
	lc = cpu->mse_loss_forward(cpu, out.h, target.h, len.h, B, n, d);
	lg = gpu->mse_loss_forward(gpu, out.d, target.d, len.d, B, n, d);
	CHECK_NEAR(lg, lc, 1e-9);
	cpu->mse_loss_backward(cpu, dout.h, out.h, target.h, len.h, B, n, d, 0.5);
	gpu->mse_loss_backward(gpu, dout.d, out.d, target.d, len.d, B, n, d, 0.5);
	expect_close("mse dout", &dout, OP_TOL);
	expect_gpu_healthy();
	itwin_free(&len); twin_free(&out); twin_free(&target); twin_free(&dout);
}

UNIT_TEST(sumsq_and_adam_match_cpu)
{
	size_t		N = 100003;
	Twin		p = twin_random(N, 1), g = twin_random(N, 0.01), m = twin_zero(N), v = twin_zero(N);
	double		sc = cpu->sumsq(cpu, g.h, N), sg = gpu->sumsq(gpu, g.d, N);

	CHECK_NEAR(sg, sc, 1e-9);
	for (long t = 1; t <= 3; t++)
	{
		cpu->adam_update(cpu, p.h, g.h, m.h, v.h, N, 1e-3f, 0.9f, 0.999f, 1e-8f, 0.01f, t, 0.7f);
		gpu->adam_update(gpu, p.d, g.d, m.d, v.d, N, 1e-3f, 0.9f, 0.999f, 1e-8f, 0.01f, t, 0.7f);
	}
	expect_close("adam param", &p, OP_TOL);
	expect_close("adam m", &m, OP_TOL);
	expect_close("adam v", &v, OP_TOL);
	expect_gpu_healthy();
	twin_free(&p); twin_free(&g); twin_free(&m); twin_free(&v);
}

/* ---------------------------------------------------------------- attention */

typedef struct AttnCase
{
	RatAttnShape sh;
	Twin		q, k, v, rk, rv;
	ITwin		rel, len;
} AttnCase;

static AttnCase
attn_case(int B, int n, int H, int dh, int R)
{
	AttnCase	a;
	size_t		Md = (size_t) B * n * H * dh;
	int		   *rel = malloc(sizeof(int) * (size_t) B * n * n), lens[64];

	a.sh = (RatAttnShape) {B, n, H, dh, R};
	a.q = twin_random(Md, 1);
	a.k = twin_random(Md, 1);
	a.v = twin_random(Md, 1);
	a.rk = twin_random((size_t) (R > 0 ? R : 1) * dh, 0.5);
	a.rv = twin_random((size_t) (R > 0 ? R : 1) * dh, 0.5);
	for (size_t i = 0; i < (size_t) B * n * n; i++)
		rel[i] = R > 0 ? dt_rng_below(&rng, R) : 0;
	random_lengths(lens, B, n);
	a.rel = itwin(rel, (size_t) B * n * n);
	a.len = itwin(lens, B);
	free(rel);
	return a;
}

static void
attn_case_free(AttnCase *a)
{
	twin_free(&a->q); twin_free(&a->k); twin_free(&a->v); twin_free(&a->rk); twin_free(&a->rv);
	itwin_free(&a->rel); itwin_free(&a->len);
}

static void
check_rat_attention(int B, int n, int H, int dh, int R)
{
	AttnCase	a = attn_case(B, n, H, dh, R);
	RatAttnShape sh = a.sh;
	size_t		Md = (size_t) B * n * H * dh, maps = (size_t) B * H * n * n;
	size_t		rels = (size_t) B * n * H * (R > 0 ? R : 1);
	Twin		z = twin_zero(Md), P = twin_zero(maps), PB = twin_zero(rels), QR = twin_zero(rels),
				dz = twin_random(Md, 1), dq = twin_random(Md, 0.1), dk = twin_random(Md, 0.1),
				dv = twin_random(Md, 0.1), drk = twin_random(a.rk.n, 0.1),
				drv = twin_random(a.rv.n, 0.1), dP = twin_zero(maps), dQR = twin_zero(rels);
	const float *rk_h = R > 0 ? a.rk.h : NULL, *rv_h = R > 0 ? a.rv.h : NULL;
	const float *rk_d = R > 0 ? a.rk.d : NULL, *rv_d = R > 0 ? a.rv.d : NULL;

	cpu->rat_attention_forward(cpu, z.h, P.h, PB.h, QR.h, a.q.h, a.k.h, a.v.h, rk_h, rv_h,
							   a.rel.h, a.len.h, sh);
	gpu->rat_attention_forward(gpu, z.d, P.d, PB.d, QR.d, a.q.d, a.k.d, a.v.d, rk_d, rv_d,
							   a.rel.d, a.len.d, sh);
	expect_close("attention z", &z, OP_TOL);
	expect_close("attention P", &P, OP_TOL);
	if (R > 0)
		expect_close("attention PB", &PB, OP_TOL);
	cpu->rat_attention_backward(cpu, dq.h, dk.h, dv.h, R > 0 ? drk.h : NULL,
								R > 0 ? drv.h : NULL, dP.h, dQR.h, dz.h, P.h, PB.h, a.q.h,
								a.k.h, a.v.h, rk_h, rv_h, a.rel.h, a.len.h, sh);
	gpu->rat_attention_backward(gpu, dq.d, dk.d, dv.d, R > 0 ? drk.d : NULL,
								R > 0 ? drv.d : NULL, dP.d, dQR.d, dz.d, P.d, PB.d, a.q.d,
								a.k.d, a.v.d, rk_d, rv_d, a.rel.d, a.len.d, sh);
	expect_close("attention dq", &dq, OP_TOL);
	expect_close("attention dk", &dk, OP_TOL);
	expect_close("attention dv", &dv, OP_TOL);
	if (R > 0)
	{
		expect_close("attention drk", &drk, OP_TOL);
		expect_close("attention drv", &drv, OP_TOL);
	}
	expect_gpu_healthy();
	twin_free(&z); twin_free(&P); twin_free(&PB); twin_free(&QR); twin_free(&dz);
	twin_free(&dq); twin_free(&dk); twin_free(&dv); twin_free(&drk); twin_free(&drv);
	twin_free(&dP); twin_free(&dQR);
	attn_case_free(&a);
}

UNIT_TEST(relation_attention_matches_cpu)
{
	check_rat_attention(3, 11, 4, 8, 7);		/* padding, relations */
	check_rat_attention(2, 40, 2, 40, 33);		/* rows longer than a warp, dh > 32 */
	check_rat_attention(2, 6, 3, 5, 0);			/* vanilla attention */
}

static void
check_conv_attention(int B, int n, int H, int dh, int R, bool first_layer)
{
	AttnCase	a = attn_case(B, n, H, dh, R);
	RatAttnShape sh = a.sh;
	int			cin = first_layer ? 2 * H : 3 * H;
	size_t		Md = (size_t) B * n * H * dh, maps = (size_t) B * H * n * n;
	size_t		rels = (size_t) B * n * H * (R > 0 ? R : 1);
	Twin		z = twin_zero(Md), Sc = twin_zero(maps), Sr = twin_zero(maps), U = twin_zero(maps),
				A = twin_zero(maps), P = twin_zero(maps), PB = twin_zero(rels),
				QR = twin_zero(rels), Aprev = twin_random(maps, 1),
				W = twin_random((size_t) H * cin, 0.5), bias = twin_random(H, 0.2),
				slope = twin_random(H, 0.2), dz = twin_random(Md, 1),
				dq = twin_random(Md, 0.1), dk = twin_random(Md, 0.1), dv = twin_random(Md, 0.1),
				drk = twin_random(a.rk.n, 0.1), drv = twin_random(a.rv.n, 0.1),
				dW = twin_random((size_t) H * cin, 0.1), dbias = twin_random(H, 0.1),
				dslope = twin_random(H, 0.1), dAprev = twin_random(maps, 0.1),
				dA = twin_random(maps, 0.3), dP = twin_zero(maps), dSr = twin_zero(maps),
				dQR = twin_zero(rels);
	const float *ap_h = first_layer ? NULL : Aprev.h, *ap_d = first_layer ? NULL : Aprev.d;
	const float *rk_h = R > 0 ? a.rk.h : NULL, *rv_h = R > 0 ? a.rv.h : NULL;
	const float *rk_d = R > 0 ? a.rk.d : NULL, *rv_d = R > 0 ? a.rv.d : NULL;

	cpu->rat_conv_attention_forward(cpu, z.h, Sc.h, Sr.h, U.h, A.h, P.h, PB.h, QR.h, a.q.h,
									a.k.h, a.v.h, rk_h, rv_h, ap_h, W.h, bias.h, slope.h,
									a.rel.h, a.len.h, sh);
	gpu->rat_conv_attention_forward(gpu, z.d, Sc.d, Sr.d, U.d, A.d, P.d, PB.d, QR.d, a.q.d,
									a.k.d, a.v.d, rk_d, rv_d, ap_d, W.d, bias.d, slope.d,
									a.rel.d, a.len.d, sh);
	expect_close("conv Sc", &Sc, OP_TOL);
	expect_close("conv Sr", &Sr, OP_TOL);
	expect_close("conv U", &U, OP_TOL);
	expect_close("conv A", &A, OP_TOL);
	expect_close("conv P", &P, OP_TOL);
	expect_close("conv z", &z, OP_TOL);
	cpu->rat_conv_attention_backward(cpu, dq.h, dk.h, dv.h, R > 0 ? drk.h : NULL,
									 R > 0 ? drv.h : NULL, dW.h, dbias.h, dslope.h,
									 first_layer ? NULL : dAprev.h, dA.h, dP.h, dSr.h, dQR.h,
									 dz.h, Sc.h, Sr.h, U.h, P.h, PB.h, a.q.h, a.k.h, a.v.h,
									 rk_h, rv_h, ap_h, W.h, slope.h, a.rel.h, a.len.h, sh);
	gpu->rat_conv_attention_backward(gpu, dq.d, dk.d, dv.d, R > 0 ? drk.d : NULL,
									 R > 0 ? drv.d : NULL, dW.d, dbias.d, dslope.d,
									 first_layer ? NULL : dAprev.d, dA.d, dP.d, dSr.d, dQR.d,
									 dz.d, Sc.d, Sr.d, U.d, P.d, PB.d, a.q.d, a.k.d, a.v.d,
									 rk_d, rv_d, ap_d, W.d, slope.d, a.rel.d, a.len.d, sh);
	expect_close("conv dq", &dq, OP_TOL);
	expect_close("conv dk", &dk, OP_TOL);
	expect_close("conv dv", &dv, OP_TOL);
	expect_close("conv dW", &dW, OP_TOL);
	expect_close("conv dbias", &dbias, OP_TOL);
	expect_close("conv dslope", &dslope, OP_TOL);
	expect_close("conv dU (dA clobbered)", &dA, OP_TOL);
	if (!first_layer)
		expect_close("conv dAprev", &dAprev, OP_TOL);
	if (R > 0)
	{
		expect_close("conv drk", &drk, OP_TOL);
		expect_close("conv drv", &drv, OP_TOL);
	}
	expect_gpu_healthy();
	twin_free(&z); twin_free(&Sc); twin_free(&Sr); twin_free(&U); twin_free(&A); twin_free(&P);
	twin_free(&PB); twin_free(&QR); twin_free(&Aprev); twin_free(&W); twin_free(&bias);
	twin_free(&slope); twin_free(&dz); twin_free(&dq); twin_free(&dk); twin_free(&dv);
	twin_free(&drk); twin_free(&drv); twin_free(&dW); twin_free(&dbias); twin_free(&dslope);
	twin_free(&dAprev); twin_free(&dA); twin_free(&dP); twin_free(&dSr); twin_free(&dQR);
	attn_case_free(&a);
}

UNIT_TEST(attention_convolution_matches_cpu)
{
	check_conv_attention(3, 10, 4, 8, 7, true);
	check_conv_attention(2, 37, 3, 16, 12, false);
	check_conv_attention(2, 5, 2, 4, 0, false);
}

/* ---------------------------------------------------------------- sequence layers */

UNIT_TEST(swishrnn_matches_cpu_for_steps_1_2_4)
{
	const DtSeqOps *k = gpu->seq;
	int			B = 4, T = 13, D = 24, Dr = 40;
	int			lens[4];

	CHECK(k != NULL);
	if (k == NULL)
		return;
	random_lengths(lens, B, T);
	for (int step = 1; step <= 4; step *= 2)
	{
		ITwin		len = itwin(lens, B);
		Twin		w1 = twin_random((size_t) Dr * D, 0.2), w2 = twin_random((size_t) Dr * D, 0.2),
					al = twin_random(Dr, 0.5), be = twin_random(Dr, 0.5), bc = twin_random(Dr, 0.2),
					bs = twin_random(Dr, 0.2), w3 = twin_random((size_t) D * Dr, 0.2),
					b3 = twin_random(D, 0.2);
		Twin		gw1 = twin_random(w1.n, 0.1), gw2 = twin_random(w2.n, 0.1),
					gal = twin_random(Dr, 0.1), gbe = twin_random(Dr, 0.1),
					gbc = twin_random(Dr, 0.1), gbs = twin_random(Dr, 0.1),
					gw3 = twin_random(w3.n, 0.1), gb3 = twin_random(D, 0.1);
		size_t		BTD = (size_t) B * T * D;
		Twin		x = twin_random(BTD, 1), out = twin_zero(BTD), dout = twin_random(BTD, 1),
					dx = twin_random(BTD, 0.1),
					cache = twin_zero(seq_swishrnn_cache_size(B, T, Dr)),
					ws = twin_zero(seq_swishrnn_workspace_size(B, T, Dr));
		SeqSwishRnnParams ph = {w1.h, w2.h, al.h, be.h, bc.h, bs.h, w3.h, b3.h},
					pd = {w1.d, w2.d, al.d, be.d, bc.d, bs.d, w3.d, b3.d};
		SeqSwishRnnGrads gh = {gw1.h, gw2.h, gal.h, gbe.h, gbc.h, gbs.h, gw3.h, gb3.h},
					gd = {gw1.d, gw2.d, gal.d, gbe.d, gbc.d, gbs.d, gw3.d, gb3.d};

		seq_swishrnn_forward(out.h, cache.h, x.h, len.h, &ph, B, T, D, Dr, step);
		k->swishrnn_forward(gpu, out.d, cache.d, x.d, len.d, &pd, B, T, D, Dr, step);
		expect_close("swishrnn out", &out, OP_TOL);
		expect_close("swishrnn cache", &cache, OP_TOL);
		seq_swishrnn_backward(dx.h, &gh, ws.h, dout.h, cache.h, x.h, len.h, &ph, B, T, D, Dr, step);
		k->swishrnn_backward(gpu, dx.d, &gd, ws.d, dout.d, cache.d, x.d, len.d, &pd, B, T, D, Dr,
							 step);
		expect_close("swishrnn dx", &dx, OP_TOL);
		expect_close("swishrnn dw1", &gw1, OP_TOL);
		expect_close("swishrnn dw2", &gw2, OP_TOL);
		expect_close("swishrnn dalpha", &gal, OP_TOL);
		expect_close("swishrnn dbeta", &gbe, OP_TOL);
		expect_close("swishrnn db_c", &gbc, OP_TOL);
		expect_close("swishrnn db_sigma", &gbs, OP_TOL);
		expect_close("swishrnn dw3", &gw3, OP_TOL);
		expect_close("swishrnn db3", &gb3, OP_TOL);
		expect_gpu_healthy();
		itwin_free(&len);
		twin_free(&w1); twin_free(&w2); twin_free(&al); twin_free(&be); twin_free(&bc);
		twin_free(&bs); twin_free(&w3); twin_free(&b3); twin_free(&gw1); twin_free(&gw2);
		twin_free(&gal); twin_free(&gbe); twin_free(&gbc); twin_free(&gbs); twin_free(&gw3);
		twin_free(&gb3); twin_free(&x); twin_free(&out); twin_free(&dout); twin_free(&dx);
		twin_free(&cache); twin_free(&ws);
	}
}

UNIT_TEST(lstm_cell_matches_cpu)
{
	const DtSeqOps *k = gpu->seq;
	int			B = 6, Din = 20, H = 24;
	Twin		wih = twin_random((size_t) 4 * H * Din, 0.3), whh = twin_random((size_t) 4 * H * H, 0.3),
				bih = twin_random(4 * H, 0.1), bhh = twin_random(4 * H, 0.1),
				gwih = twin_random(wih.n, 0.1), gwhh = twin_random(whh.n, 0.1),
				gbih = twin_random(4 * H, 0.1), gbhh = twin_random(4 * H, 0.1),
				x = twin_random((size_t) B * Din, 1), h0 = twin_random((size_t) B * H, 1),
				c0 = twin_random((size_t) B * H, 1), h1 = twin_zero((size_t) B * H),
				c1 = twin_zero((size_t) B * H), gates = twin_zero((size_t) B * 4 * H),
				dh1 = twin_random((size_t) B * H, 1), dc1 = twin_random((size_t) B * H, 1),
				dx = twin_random((size_t) B * Din, 0.1), dh0 = twin_random((size_t) B * H, 0.1),
				dc0 = twin_random((size_t) B * H, 0.1),
				ws = twin_zero(seq_lstm_cell_workspace_size(B, H));
	SeqLstmParams ph = {wih.h, whh.h, bih.h, bhh.h}, pd = {wih.d, whh.d, bih.d, bhh.d};
	SeqLstmGrads gh = {gwih.h, gwhh.h, gbih.h, gbhh.h}, gd = {gwih.d, gwhh.d, gbih.d, gbhh.d};

	CHECK(k != NULL);
	if (k != NULL)
	{
		seq_lstm_cell_forward(h1.h, c1.h, gates.h, x.h, h0.h, c0.h, &ph, B, Din, H);
		k->lstm_cell_forward(gpu, h1.d, c1.d, gates.d, x.d, h0.d, c0.d, &pd, B, Din, H);
		expect_close("lstm h", &h1, OP_TOL);
		expect_close("lstm c", &c1, OP_TOL);
		expect_close("lstm gates", &gates, OP_TOL);
		seq_lstm_cell_backward(dx.h, dh0.h, dc0.h, &gh, ws.h, dh1.h, dc1.h, gates.h, c1.h, x.h,
							   h0.h, c0.h, &ph, B, Din, H);
		k->lstm_cell_backward(gpu, dx.d, dh0.d, dc0.d, &gd, ws.d, dh1.d, dc1.d, gates.d, c1.d,
							  x.d, h0.d, c0.d, &pd, B, Din, H);
		expect_close("lstm dx", &dx, OP_TOL);
		expect_close("lstm dh_prev", &dh0, OP_TOL);
		expect_close("lstm dc_prev", &dc0, OP_TOL);
		expect_close("lstm dW_ih", &gwih, OP_TOL);
		expect_close("lstm dW_hh", &gwhh, OP_TOL);
		expect_close("lstm db_ih", &gbih, OP_TOL);
		expect_close("lstm db_hh", &gbhh, OP_TOL);
		expect_gpu_healthy();
	}
	twin_free(&wih); twin_free(&whh); twin_free(&bih); twin_free(&bhh); twin_free(&gwih);
	twin_free(&gwhh); twin_free(&gbih); twin_free(&gbhh); twin_free(&x); twin_free(&h0);
	twin_free(&c0); twin_free(&h1); twin_free(&c1); twin_free(&gates); twin_free(&dh1);
	twin_free(&dc1); twin_free(&dx); twin_free(&dh0); twin_free(&dc0); twin_free(&ws);
}

/* ---------------------------------------------------------------- parser's sequence layers */

/* uint8 mask held twice, host and GPU */
typedef struct BTwin
{
	uint8_t    *h;
	uint8_t    *d;
	size_t		n;
} BTwin;

static BTwin
btwin_random(size_t n, double p_valid)
{
	BTwin		t = {calloc(n ? n : 1, 1), NULL, n};

	for (size_t i = 0; i < n; i++)
		t.h[i] = dt_rng_uniform(&rng) < p_valid;
	t.d = gpu->alloc(gpu, n ? n : 1);
	gpu->upload(gpu, t.d, t.h, n);
	return t;
}

static void
btwin_free(BTwin *t)
{
	free(t->h);
	gpu->free(gpu, t->d, t->n ? t->n : 1);
}

/* As expect_close, for logits where masked entries are -INFINITY: the infinities must sit at
 * the same places, the finite values agree within tol. */
static void
expect_close_masked(const char *what, const Twin *t, double tol)
{
	float	   *got = malloc(sizeof(float) * (t->n ? t->n : 1));
	float	   *want = malloc(sizeof(float) * (t->n ? t->n : 1));
	double		err;

	gpu->download(gpu, got, t->d, sizeof(float) * t->n);
	memcpy(want, t->h, sizeof(float) * t->n);
	for (size_t i = 0; i < t->n; i++)
		if (isinf(want[i]) || isinf(got[i]))
		{
			if (!(isinf(want[i]) && isinf(got[i]) && want[i] == got[i]))
				UNIT_FAIL("%s[%zu]: GPU %g, CPU %g", what, i, got[i], want[i]);
			got[i] = want[i] = 0;
		}
	err = normalised_error(got, want, t->n);
	if (!(err <= tol))
		UNIT_FAIL("%s: normalised max error %.3g > %g", what, err, tol);
	free(got);
	free(want);
}

UNIT_TEST(embedding_matches_cpu)
{
	int			n = 23, k = 5, V = 11, NB = 17, C = 12;
	int		   *wid = malloc(sizeof(int) * n), *bid = malloc(sizeof(int) * n * k);

	/* repeated rows (the backward's collisions), -1 words, tokens without buckets */
	for (int i = 0; i < n; i++)
	{
		wid[i] = i % 4 == 3 ? -1 : (int) dt_rng_below(&rng, V);
		for (int j = 0; j < k; j++)
			bid[i * k + j] = (i % 5 == 4 || dt_rng_uniform(&rng) < 0.3) ? -1 : (int) dt_rng_below(&rng, NB);
	}
	{
		ITwin		w = itwin(wid, n), b = itwin(bid, (size_t) n * k);
		Twin		wt = twin_random((size_t) V * C, 1), bt = twin_random((size_t) NB * C, 1),
					out = twin_zero((size_t) n * C), dout = twin_random((size_t) n * C, 1),
					dwt = twin_random(wt.n, 0.1), dbt = twin_random(bt.n, 0.1);

		seq_embedding_forward(out.h, w.h, b.h, n, k, wt.h, bt.h, C);
		gpu->seq->embedding_forward(gpu, out.d, w.d, b.d, n, k, wt.d, bt.d, C);
		expect_close("embedding out", &out, OP_TOL);
		seq_embedding_backward(dwt.h, dbt.h, dout.h, w.h, b.h, n, k, C);
		gpu->seq->embedding_backward(gpu, dwt.d, dbt.d, dout.d, w.d, b.d, n, k, C);
		expect_close("embedding dword", &dwt, OP_TOL);
		expect_close("embedding dbucket", &dbt, OP_TOL);
		expect_gpu_healthy();
		itwin_free(&w); itwin_free(&b);
		twin_free(&wt); twin_free(&bt); twin_free(&out); twin_free(&dout); twin_free(&dwt);
		twin_free(&dbt);
	}
	free(wid);
	free(bid);
}

/* the cell in two halves (the decoder's path), against the reference's halves */
UNIT_TEST(lstm_cell_halves_match_cpu)
{
	int			B = 5, Din = 14, H = 16;
	Twin		wih = twin_random((size_t) 4 * H * Din, 0.3), whh = twin_random((size_t) 4 * H * H, 0.3),
				bih = twin_random(4 * H, 0.1), bhh = twin_random(4 * H, 0.1),
				gwih = twin_random(wih.n, 0.1), gwhh = twin_random(whh.n, 0.1),
				gbih = twin_random(4 * H, 0.1), gbhh = twin_random(4 * H, 0.1),
				x = twin_random((size_t) B * Din, 1), h0 = twin_random((size_t) B * H, 1),
				c0 = twin_random((size_t) B * H, 1), h1 = twin_zero((size_t) B * H),
				c1 = twin_zero((size_t) B * H), gates = twin_random((size_t) B * 4 * H, 1),
				dh1 = twin_random((size_t) B * H, 1), dc1 = twin_random((size_t) B * H, 1),
				dx = twin_random((size_t) B * Din, 0.1), dh0 = twin_random((size_t) B * H, 0.1),
				dc0 = twin_random((size_t) B * H, 0.1), dg = twin_zero((size_t) B * 4 * H),
				ws = twin_zero(seq_lstm_cell_workspace_size(B, H));
	SeqLstmParams ph = {wih.h, whh.h, bih.h, bhh.h}, pd = {wih.d, whh.d, bih.d, bhh.d};
	SeqLstmGrads gh = {gwih.h, gwhh.h, gbih.h, gbhh.h}, gd = {gwih.d, gwhh.d, gbih.d, gbhh.d};

	seq_lstm_cell_forward_preact(h1.h, c1.h, gates.h, h0.h, c0.h, &ph, B, H);
	gpu->seq->lstm_cell_forward_preact(gpu, h1.d, c1.d, gates.d, h0.d, c0.d, &pd, B, H);
	expect_close("preact h", &h1, OP_TOL);
	expect_close("preact c", &c1, OP_TOL);
	expect_close("preact gates", &gates, OP_TOL);
	seq_lstm_cell_backward_data(dx.h, dh0.h, dc0.h, dg.h, ws.h, dh1.h, dc1.h, gates.h, c1.h,
								c0.h, &ph, B, Din, H);
	gpu->seq->lstm_cell_backward_data(gpu, dx.d, dh0.d, dc0.d, dg.d, ws.d, dh1.d, dc1.d, gates.d,
									  c1.d, c0.d, &pd, B, Din, H);
	expect_close("backward_data dx", &dx, OP_TOL);
	expect_close("backward_data dh_prev", &dh0, OP_TOL);
	expect_close("backward_data dc_prev", &dc0, OP_TOL);
	expect_close("backward_data dgates", &dg, OP_TOL);
	/* NULL incoming gradients and outputs */
	seq_lstm_cell_backward_data(NULL, NULL, NULL, dg.h, ws.h, dh1.h, NULL, gates.h, c1.h, c0.h,
								&ph, B, Din, H);
	gpu->seq->lstm_cell_backward_data(gpu, NULL, NULL, NULL, dg.d, ws.d, dh1.d, NULL, gates.d,
									  c1.d, c0.d, &pd, B, Din, H);
	expect_close("backward_data dgates (dc_out NULL)", &dg, OP_TOL);
	seq_lstm_cell_param_grads(&gh, dg.h, x.h, h0.h, B, Din, H);
	gpu->seq->lstm_cell_param_grads(gpu, &gd, dg.d, x.d, h0.d, B, Din, H);
	expect_close("param_grads dW_ih", &gwih, OP_TOL);
	expect_close("param_grads dW_hh", &gwhh, OP_TOL);
	expect_close("param_grads db_ih", &gbih, OP_TOL);
	expect_close("param_grads db_hh", &gbhh, OP_TOL);
	expect_gpu_healthy();
	twin_free(&wih); twin_free(&whh); twin_free(&bih); twin_free(&bhh); twin_free(&gwih);
	twin_free(&gwhh); twin_free(&gbih); twin_free(&gbhh); twin_free(&x); twin_free(&h0);
	twin_free(&c0); twin_free(&h1); twin_free(&c1); twin_free(&gates); twin_free(&dh1);
	twin_free(&dc1); twin_free(&dx); twin_free(&dh0); twin_free(&dc0); twin_free(&dg);
	twin_free(&ws);
}

/* BiLSTM over a padded batch (lengths T, 1 and between), then the schema summary */
UNIT_TEST(bilstm_and_summary_match_cpu)
{
	int			B = 4, T = 9, Din = 10, H = 12;
	int			lens[4];
	Twin		w[2][4], gw[2][4];
	SeqBiLstmParams ph, pd;
	SeqBiLstmGrads gh, gd;

	random_lengths(lens, B, T);
	lens[1] = 0;				/* an empty sequence too */
	for (int d = 0; d < 2; d++)
	{
		w[d][0] = twin_random((size_t) 4 * H * Din, 0.3);
		w[d][1] = twin_random((size_t) 4 * H * H, 0.3);
		w[d][2] = twin_random(4 * H, 0.1);
		w[d][3] = twin_random(4 * H, 0.1);
		for (int i = 0; i < 4; i++)
			gw[d][i] = twin_random(w[d][i].n, 0.1);
	}
	ph.fwd = (SeqLstmParams) {w[0][0].h, w[0][1].h, w[0][2].h, w[0][3].h};
	ph.bwd = (SeqLstmParams) {w[1][0].h, w[1][1].h, w[1][2].h, w[1][3].h};
	pd.fwd = (SeqLstmParams) {w[0][0].d, w[0][1].d, w[0][2].d, w[0][3].d};
	pd.bwd = (SeqLstmParams) {w[1][0].d, w[1][1].d, w[1][2].d, w[1][3].d};
	gh.fwd = (SeqLstmGrads) {gw[0][0].h, gw[0][1].h, gw[0][2].h, gw[0][3].h};
	gh.bwd = (SeqLstmGrads) {gw[1][0].h, gw[1][1].h, gw[1][2].h, gw[1][3].h};
	gd.fwd = (SeqLstmGrads) {gw[0][0].d, gw[0][1].d, gw[0][2].d, gw[0][3].d};
	gd.bwd = (SeqLstmGrads) {gw[1][0].d, gw[1][1].d, gw[1][2].d, gw[1][3].d};
	{
		ITwin		len = itwin(lens, B);
		size_t		BTD = (size_t) B * T * 2 * H;
		Twin		x = twin_random((size_t) B * T * Din, 1), out = twin_random(BTD, 1),
					hf = twin_zero((size_t) B * 2 * H), cf = twin_zero((size_t) B * 2 * H),
					cache = twin_zero(seq_bilstm_cache_size(B, T, H)),
					ws = twin_zero(seq_bilstm_workspace_size(B, T, H)),
					dout = twin_random(BTD, 1), dhf = twin_random((size_t) B * 2 * H, 1),
					dcf = twin_random((size_t) B * 2 * H, 1),
					dx = twin_random((size_t) B * T * Din, 0.1),
					sum = twin_zero((size_t) B * 2 * H), dsum = twin_random((size_t) B * 2 * H, 1),
					dout2 = twin_random(BTD, 0.1), dhf2 = twin_random((size_t) B * 2 * H, 0.1);

		seq_bilstm_forward(out.h, hf.h, cf.h, cache.h, x.h, len.h, &ph, B, T, Din, H);
		gpu->seq->bilstm_forward(gpu, out.d, hf.d, cf.d, cache.d, x.d, len.d, &pd, B, T, Din, H);
		expect_close("bilstm out", &out, OP_TOL);
		expect_close("bilstm h_final", &hf, OP_TOL);
		expect_close("bilstm c_final", &cf, OP_TOL);
		seq_bilstm_backward(dx.h, &gh, ws.h, dout.h, dhf.h, dcf.h, cache.h, x.h, len.h, &ph, B,
							T, Din, H);
		gpu->seq->bilstm_backward(gpu, dx.d, &gd, ws.d, dout.d, dhf.d, dcf.d, cache.d, x.d,
								  len.d, &pd, B, T, Din, H);
		expect_close("bilstm dx", &dx, OP_TOL);
		for (int d = 0; d < 2; d++)
			for (int i = 0; i < 4; i++)
			{
				char		what[64];

				snprintf(what, sizeof(what), "bilstm grad %s[%d]", d ? "reverse" : "forward", i);
				expect_close(what, &gw[d][i], OP_TOL);
			}
		/* no final-state gradients (NULL) */
		seq_bilstm_backward(NULL, &gh, ws.h, dout.h, NULL, NULL, cache.h, x.h, len.h, &ph, B, T,
							Din, H);
		gpu->seq->bilstm_backward(gpu, NULL, &gd, ws.d, dout.d, NULL, NULL, cache.d, x.d, len.d,
								  &pd, B, T, Din, H);
		expect_close("bilstm dW_hh (no final gradient)", &gw[0][1], OP_TOL);

		seq_mean_plus_final_forward(sum.h, out.h, hf.h, len.h, B, T, 2 * H);
		gpu->seq->mean_plus_final_forward(gpu, sum.d, out.d, hf.d, len.d, B, T, 2 * H);
		expect_close("mean+final", &sum, OP_TOL);
		seq_mean_plus_final_backward(dout2.h, dhf2.h, dsum.h, len.h, B, T, 2 * H);
		gpu->seq->mean_plus_final_backward(gpu, dout2.d, dhf2.d, dsum.d, len.d, B, T, 2 * H);
		expect_close("mean+final dout", &dout2, OP_TOL);
		expect_close("mean+final dfinal", &dhf2, OP_TOL);
		expect_gpu_healthy();
		itwin_free(&len);
		twin_free(&x); twin_free(&out); twin_free(&hf); twin_free(&cf); twin_free(&cache);
		twin_free(&ws); twin_free(&dout); twin_free(&dhf); twin_free(&dcf); twin_free(&dx);
		twin_free(&sum); twin_free(&dsum); twin_free(&dout2); twin_free(&dhf2);
	}
	for (int d = 0; d < 2; d++)
		for (int i = 0; i < 4; i++)
		{
			twin_free(&w[d][i]);
			twin_free(&gw[d][i]);
		}
}

static void
check_mem_attention(int B, int Nq, int M, int Dq, int Dm, int D, int nh, bool masked)
{
	Twin		w[8], gw[8];
	int			in_of[8] = {Dq, 1, Dm, 1, Dm, 1, D, 1};
	SeqMemAttentionParams ph, pd;
	SeqMemAttentionGrads gh, gd;
	BTwin		mask = btwin_random((size_t) B * M, 0.7);

	for (int i = 0; i < 8; i++)
	{
		w[i] = twin_random((size_t) D * in_of[i], i % 2 ? 0.1 : 0.3);
		gw[i] = twin_random(w[i].n, 0.1);
	}
	if (masked && B > 1)
		memset(mask.h + (size_t) (B - 1) * M, 0, M);	/* a memory with no valid slot */
	gpu->upload(gpu, mask.d, mask.h, mask.n);
	ph = (SeqMemAttentionParams) {w[0].h, w[1].h, w[2].h, w[3].h, w[4].h, w[5].h, w[6].h, w[7].h};
	pd = (SeqMemAttentionParams) {w[0].d, w[1].d, w[2].d, w[3].d, w[4].d, w[5].d, w[6].d, w[7].d};
	gh = (SeqMemAttentionGrads) {gw[0].h, gw[1].h, gw[2].h, gw[3].h, gw[4].h, gw[5].h, gw[6].h, gw[7].h};
	gd = (SeqMemAttentionGrads) {gw[0].d, gw[1].d, gw[2].d, gw[3].d, gw[4].d, gw[5].d, gw[6].d, gw[7].d};
	{
		Twin		mem = twin_random((size_t) B * M * Dm, 1), q = twin_random((size_t) B * Nq * Dq, 1),
					kv = twin_zero(seq_mem_attention_memory_size(B, M, D)),
					out = twin_zero((size_t) B * Nq * D),
					cache = twin_zero(seq_mem_attention_cache_size(B, Nq, M, D, nh)),
					ws = twin_zero(seq_mem_attention_workspace_size(B, Nq, M, D, nh)),
					dout = twin_random((size_t) B * Nq * D, 1),
					dq = twin_random((size_t) B * Nq * Dq, 0.1),
					dkv = twin_random(kv.n, 0.1), dmem = twin_random(mem.n, 0.1);
		const uint8_t *mh = masked ? mask.h : NULL, *md = masked ? mask.d : NULL;

		seq_mem_attention_memory_forward(kv.h, mem.h, &ph, B, M, Dm, D);
		gpu->seq->mem_attention_memory_forward(gpu, kv.d, mem.d, &pd, B, M, Dm, D);
		expect_close("attention kv", &kv, OP_TOL);
		seq_mem_attention_forward(out.h, cache.h, q.h, kv.h, mh, &ph, B, Nq, M, Dq, D, nh);
		gpu->seq->mem_attention_forward(gpu, out.d, cache.d, q.d, kv.d, md, &pd, B, Nq, M, Dq, D,
										nh);
		expect_close("attention out", &out, OP_TOL);
		expect_close("attention cache", &cache, OP_TOL);
		seq_mem_attention_backward(dq.h, dkv.h, &gh, ws.h, dout.h, cache.h, q.h, kv.h, mh, &ph, B,
								   Nq, M, Dq, D, nh);
		gpu->seq->mem_attention_backward(gpu, dq.d, dkv.d, &gd, ws.d, dout.d, cache.d, q.d, kv.d,
										 md, &pd, B, Nq, M, Dq, D, nh);
		expect_close("attention dq", &dq, OP_TOL);
		expect_close("attention dkv", &dkv, OP_TOL);
		seq_mem_attention_memory_backward(dmem.h, &gh, dkv.h, mem.h, &ph, B, M, Dm, D);
		gpu->seq->mem_attention_memory_backward(gpu, dmem.d, &gd, dkv.d, mem.d, &pd, B, M, Dm, D);
		expect_close("attention dmem", &dmem, OP_TOL);
		for (int i = 0; i < 8; i++)
		{
			char		what[48];

			snprintf(what, sizeof(what), "attention grad #%d", i);
			expect_close(what, &gw[i], OP_TOL);
		}
		expect_gpu_healthy();
		twin_free(&mem); twin_free(&q); twin_free(&kv); twin_free(&out); twin_free(&cache);
		twin_free(&ws); twin_free(&dout); twin_free(&dq); twin_free(&dkv); twin_free(&dmem);
	}
	for (int i = 0; i < 8; i++)
	{
		twin_free(&w[i]);
		twin_free(&gw[i]);
	}
	btwin_free(&mask);
}

UNIT_TEST(memory_attention_matches_cpu)
{
	check_mem_attention(1, 1, 19, 24, 16, 16, 4, false);	/* the decoder's shape */
	check_mem_attention(3, 5, 40, 12, 20, 16, 2, true);	/* masked, one memory empty */
	check_mem_attention(2, 3, 0, 8, 8, 8, 1, false);		/* no memory at all */
}

static void
check_pointer(int B, int Nq, int M, int Dq, int Dm, int D, bool masked)
{
	Twin		wq = twin_random((size_t) D * Dq, 0.3), bq = twin_random(D, 0.1),
				wk = twin_random((size_t) D * Dm, 0.3), bk = twin_random(D, 0.1),
				gwq = twin_random(wq.n, 0.1), gbq = twin_random(D, 0.1),
				gwk = twin_random(wk.n, 0.1), gbk = twin_random(D, 0.1),
				mem = twin_random((size_t) B * M * Dm, 1), q = twin_random((size_t) B * Nq * Dq, 1),
				keys = twin_zero(seq_pointer_keys_size(B, M, D)),
				logits = twin_zero((size_t) B * Nq * M),
				cache = twin_zero(seq_pointer_cache_size(B, Nq, D)),
				ws = twin_zero(seq_pointer_workspace_size(B, Nq, M, D)),
				dlogits = twin_random((size_t) B * Nq * M, 1),
				dq = twin_random(q.n, 0.1), dkeys = twin_random(keys.n, 0.1),
				dmem = twin_random(mem.n, 0.1);
	BTwin		mask = btwin_random((size_t) B * M, 0.6);
	SeqPointerParams ph = {wq.h, bq.h, wk.h, bk.h}, pd = {wq.d, bq.d, wk.d, bk.d};
	SeqPointerGrads gh = {gwq.h, gbq.h, gwk.h, gbk.h}, gd = {gwq.d, gbq.d, gwk.d, gbk.d};
	const uint8_t *mh = masked ? mask.h : NULL, *md = masked ? mask.d : NULL;

	seq_pointer_keys_forward(keys.h, mem.h, &ph, B, M, Dm, D);
	gpu->seq->pointer_keys_forward(gpu, keys.d, mem.d, &pd, B, M, Dm, D);
	expect_close("pointer keys", &keys, OP_TOL);
	seq_pointer_forward(logits.h, cache.h, q.h, keys.h, mh, &ph, B, Nq, M, Dq, D);
	gpu->seq->pointer_forward(gpu, logits.d, cache.d, q.d, keys.d, md, &pd, B, Nq, M, Dq, D);
	expect_close_masked("pointer logits", &logits, OP_TOL);
	seq_pointer_backward(dq.h, dkeys.h, &gh, ws.h, dlogits.h, cache.h, q.h, keys.h, mh, &ph, B,
						 Nq, M, Dq, D);
	gpu->seq->pointer_backward(gpu, dq.d, dkeys.d, &gd, ws.d, dlogits.d, cache.d, q.d, keys.d, md,
							   &pd, B, Nq, M, Dq, D);
	expect_close("pointer dq", &dq, OP_TOL);
	expect_close("pointer dkeys", &dkeys, OP_TOL);
	seq_pointer_keys_backward(dmem.h, &gh, dkeys.h, mem.h, &ph, B, M, Dm, D);
	gpu->seq->pointer_keys_backward(gpu, dmem.d, &gd, dkeys.d, mem.d, &pd, B, M, Dm, D);
	expect_close("pointer dmem", &dmem, OP_TOL);
	expect_close("pointer dwq", &gwq, OP_TOL);
	expect_close("pointer dbq", &gbq, OP_TOL);
	expect_close("pointer dwk", &gwk, OP_TOL);
	expect_close("pointer dbk", &gbk, OP_TOL);
	expect_gpu_healthy();
	twin_free(&wq); twin_free(&bq); twin_free(&wk); twin_free(&bk); twin_free(&gwq);
	twin_free(&gbq); twin_free(&gwk); twin_free(&gbk); twin_free(&mem); twin_free(&q);
	twin_free(&keys); twin_free(&logits); twin_free(&cache); twin_free(&ws);
	twin_free(&dlogits); twin_free(&dq); twin_free(&dkeys); twin_free(&dmem);
	btwin_free(&mask);
}

UNIT_TEST(pointer_matches_cpu)
{
	check_pointer(1, 1, 13, 24, 16, 16, false);
	check_pointer(3, 4, 21, 10, 12, 8, true);
}

UNIT_TEST(mlp_head_matches_cpu_for_tanh_and_relu)
{
	int			N = 7, Din = 18, Hd = 20, Dout = 33;

	for (int act = SEQ_MLP_TANH; act <= SEQ_MLP_RELU; act++)
	{
		Twin		w1 = twin_random((size_t) Hd * Din, 0.3), b1 = twin_random(Hd, 0.1),
					w2 = twin_random((size_t) Dout * Hd, 0.3), b2 = twin_random(Dout, 0.1),
					gw1 = twin_random(w1.n, 0.1), gb1 = twin_random(Hd, 0.1),
					gw2 = twin_random(w2.n, 0.1), gb2 = twin_random(Dout, 0.1),
					x = twin_random((size_t) N * Din, 1), out = twin_zero((size_t) N * Dout),
					cache = twin_zero(seq_mlp_head_cache_size(N, Hd)),
					ws = twin_zero(seq_mlp_head_workspace_size(N, Hd)),
					dout = twin_random(out.n, 1), dx = twin_random(x.n, 0.1);
		SeqMlpHeadParams ph = {w1.h, b1.h, w2.h, b2.h}, pd = {w1.d, b1.d, w2.d, b2.d};
		SeqMlpHeadGrads gh = {gw1.h, gb1.h, gw2.h, gb2.h}, gd = {gw1.d, gb1.d, gw2.d, gb2.d};

		seq_mlp_head_forward(out.h, cache.h, x.h, &ph, (SeqMlpActivation) act, N, Din, Hd, Dout);
		gpu->seq->mlp_head_forward(gpu, out.d, cache.d, x.d, &pd, act, N, Din, Hd, Dout);
		expect_close("mlp out", &out, OP_TOL);
		expect_close("mlp hidden", &cache, OP_TOL);
		seq_mlp_head_backward(dx.h, &gh, ws.h, dout.h, cache.h, x.h, &ph, (SeqMlpActivation) act,
							  N, Din, Hd, Dout);
		gpu->seq->mlp_head_backward(gpu, dx.d, &gd, ws.d, dout.d, cache.d, x.d, &pd, act, N, Din,
									Hd, Dout);
		expect_close("mlp dx", &dx, OP_TOL);
		expect_close("mlp dw1", &gw1, OP_TOL);
		expect_close("mlp db1", &gb1, OP_TOL);
		expect_close("mlp dw2", &gw2, OP_TOL);
		expect_close("mlp db2", &gb2, OP_TOL);
		expect_gpu_healthy();
		twin_free(&w1); twin_free(&b1); twin_free(&w2); twin_free(&b2); twin_free(&gw1);
		twin_free(&gb1); twin_free(&gw2); twin_free(&gb2); twin_free(&x); twin_free(&out);
		twin_free(&cache); twin_free(&ws); twin_free(&dout); twin_free(&dx);
	}
}

UNIT_TEST(smoothed_xent_matches_cpu_and_reports_bad_targets)
{
	int			N = 9, C = 45;
	int			tg[9];
	BTwin		mask = btwin_random((size_t) N * C, 0.5);

	for (int n = 0; n < N; n++)
	{
		int			t = (int) dt_rng_below(&rng, C);

		mask.h[(size_t) n * C + t] = 1;
		tg[n] = t;
	}
	tg[2] = -1;					/* an unscored row */
	memset(mask.h + (size_t) 5 * C, 0, C);	/* a row with no candidate: a bad target */
	gpu->upload(gpu, mask.d, mask.h, mask.n);
	for (int pass = 0; pass < 2; pass++)
	{
		float		eps = pass ? 0.0f : 0.2f;
		bool		bad_row = pass == 0;	/* row 5 scored only in the first pass */
		ITwin		t;
		Twin		logits = twin_random((size_t) N * C, 2), losses = twin_zero(N),
					probs = twin_zero((size_t) N * C), dl = twin_random(N, 1),
					dlogits = twin_random((size_t) N * C, 0.1);
		bool		ok_c,
					ok_g;

		if (!bad_row)
			tg[5] = -1;
		t = itwin(tg, N);
		ok_c = seq_smoothed_xent_forward(losses.h, probs.h, logits.h, mask.h, t.h, N, C, eps);
		ok_g = gpu->seq->smoothed_xent_forward(gpu, losses.d, probs.d, logits.d, mask.d, t.d, N,
											   C, eps);
		CHECK(ok_c == !bad_row);
		CHECK(ok_g == ok_c);
		expect_close("xent losses", &losses, OP_TOL);
		expect_close("xent probs", &probs, OP_TOL);
		seq_smoothed_xent_backward(dlogits.h, dl.h, probs.h, mask.h, t.h, N, C, eps);
		gpu->seq->smoothed_xent_backward(gpu, dlogits.d, dl.d, probs.d, mask.d, t.d, N, C, eps);
		expect_close("xent dlogits", &dlogits, OP_TOL);
		expect_gpu_healthy();
		itwin_free(&t);
		twin_free(&logits); twin_free(&losses); twin_free(&probs); twin_free(&dl);
		twin_free(&dlogits);
	}
	btwin_free(&mask);
}

/* ---------------------------------------------------------------- whole stacks */

/* The same stack on both backends, parameters initialised on the host and uploaded. */
typedef struct StackPair
{
	DtParams	pc, pg;
	RatStack	sc, sg;
	RatWorkspace wc, wg;
	float	   *host;
} StackPair;

static bool
stack_pair_create(StackPair *s, const RatStackConfig *cfg, int B, int n, double mu)
{
	DtError		err;
	DtRng		init;

	memset(s, 0, sizeof(*s));
	dt_params_init(&s->pc, cpu);
	dt_params_init(&s->pg, gpu);
	if (!rat_stack_declare(&s->sc, cfg, &s->pc, "rat", &err) ||
		!rat_stack_declare(&s->sg, cfg, &s->pg, "rat", &err) ||
		!dt_params_allocate(&s->pc, &err) || !dt_params_allocate(&s->pg, &err))
	{
		UNIT_FAIL("stack: %s", err.message);
		return false;
	}
	s->host = calloc(s->pc.count, sizeof(float));
	dt_rng_seed(&init, 7);
	if (mu > 0)
		rat_stack_init_dtfixup(&s->sc, s->host, mu, &init);
	else
		rat_stack_init_xavier(&s->sc, s->host, &init);
	cpu->upload(cpu, s->pc.data, s->host, sizeof(float) * s->pc.count);
	gpu->upload(gpu, s->pg.data, s->host, sizeof(float) * s->pg.count);
	if (!rat_workspace_create(&s->wc, &s->sc, cpu, B, n, &err) ||
		!rat_workspace_create(&s->wg, &s->sg, gpu, B, n, &err))
	{
		UNIT_FAIL("workspace: %s", err.message);
		return false;
	}
	return true;
}

static void
stack_pair_free(StackPair *s)
{
	rat_workspace_free(&s->wc);
	rat_workspace_free(&s->wg);
	rat_stack_free(&s->sc);
	rat_stack_free(&s->sg);
	dt_params_free(&s->pc);
	dt_params_free(&s->pg);
	free(s->host);
}

static void
check_training_step(const RatStackConfig *cfg, int B, int n)
{
	StackPair	s;
	size_t		Md = (size_t) B * n * cfg->d_model;
	int		   *rel = malloc(sizeof(int) * (size_t) B * n * n), lens[16];
	ITwin		relt, len;
	Twin		x, target, dout, dx, y, grad;
	const float *yc, *yg;
	double		lc, lg;

	for (size_t i = 0; i < (size_t) B * n * n; i++)
		rel[i] = dt_rng_below(&rng, cfg->n_relations > 0 ? cfg->n_relations : 1);
	random_lengths(lens, B, n);
	relt = itwin(rel, (size_t) B * n * n);
	len = itwin(lens, B);
	x = twin_random(Md, 1);
	target = twin_random(Md, 1);
	dout = twin_zero(Md);
	dx = twin_random(Md, 0.1);
	if (stack_pair_create(&s, cfg, B, n, 0))
	{
		yc = rat_stack_forward(&s.sc, &s.wc, x.h, relt.h, len.h, B, n, true, 99);
		yg = rat_stack_forward(&s.sg, &s.wg, x.d, relt.d, len.d, B, n, true, 99);
		y.h = (float *) yc;
		y.d = (float *) yg;
		y.n = Md;
		expect_close("stack output", &y, OP_TOL);
		lc = cpu->mse_loss_forward(cpu, yc, target.h, len.h, B, n, cfg->d_model);
		lg = gpu->mse_loss_forward(gpu, yg, target.d, len.d, B, n, cfg->d_model);
		CHECK_NEAR(lg, lc, OP_TOL);
		cpu->mse_loss_backward(cpu, dout.h, yc, target.h, len.h, B, n, cfg->d_model, 1.0);
		gpu->mse_loss_backward(gpu, dout.d, yg, target.d, len.d, B, n, cfg->d_model, 1.0);
		dt_params_zero_grad(&s.pc);
		dt_params_zero_grad(&s.pg);
		rat_stack_backward(&s.sc, &s.wc, dout.h, dx.h);
		rat_stack_backward(&s.sg, &s.wg, dout.d, dx.d);
		expect_close("stack dx", &dx, OP_TOL);
		for (int i = 0; i < s.pc.n_tensors; i++)
		{
			const char *name = s.pc.tensors[i].name;
			double		floor = 0;

			grad.h = s.pc.tensors[i].grad;
			grad.d = s.pg.tensors[i].grad;
			grad.n = s.pc.tensors[i].numel;
			/* bk's gradient is exactly zero in exact arithmetic (q_i . bk is the same for
			 * every key j, and the softmax ignores a constant per row): both backends return
			 * rounding noise, measured against the scale of the same layer's wk gradient */
			if (strlen(name) > 3 && strcmp(name + strlen(name) - 3, ".bk") == 0)
			{
				const DtTensor *wk = &s.pc.tensors[i - 1];	/* declared just before */

				CHECK(strcmp(wk->name + strlen(wk->name) - 3, ".wk") == 0);
				floor = max_abs(wk->grad, wk->numel);
			}
			expect_close_floor(name, &grad, OP_TOL, floor);
		}
		expect_gpu_healthy();
	}
	stack_pair_free(&s);
	itwin_free(&relt); itwin_free(&len);
	twin_free(&x); twin_free(&target); twin_free(&dout); twin_free(&dx);
	free(rel);
}

UNIT_TEST(training_step_matches_cpu)
{
	RatStackConfig cfg;

	/* DT-Fixup's configuration: relation-aware, no layer norm, ReLU, dropout */
	memset(&cfg, 0, sizeof(cfg));
	cfg.n_layers = 3;
	cfg.d_model = 32;
	cfg.n_heads = 4;
	cfg.d_ff = 64;
	cfg.n_relations = 9;
	cfg.dropout = 0.1f;
	check_training_step(&cfg, 4, 12);
	/* attention convolution with post-LN and GELU */
	cfg.attention = RAT_ATTENTION_RELATION_CONV;
	cfg.ffn = RAT_FFN_MLP_GELU;
	cfg.layer_norm = true;
	check_training_step(&cfg, 3, 9);
}

/* start_pull's pull (backend axpy, in place) after the update, as on the CPU: 3 steps from
 * the same weights and gradients, the last quarter of them without a gradient (held at the
 * start) */
UNIT_TEST(adam_start_pull_matches_cpu)
{
	enum { N = 1000 };
	DtAdamConfig c = dt_adam_default_config(1e-2f, 0);
	DtParams	pc, pg;
	DtAdam		ac, ag;
	DtError		err;
	int			shape[1] = {N};
	Twin		w = twin_random(N, 0.1), g = twin_random(N, 1);
	float	   *wc = malloc(sizeof(float) * N), *wg = malloc(sizeof(float) * N);

	c.start_pull = 20.0f;
	for (int i = 3 * N / 4; i < N; i++)
		g.h[i] = 0.0f;
	gpu->upload(gpu, g.d, g.h, sizeof(float) * N);
	dt_params_init(&pc, cpu);
	dt_params_init(&pg, gpu);
	dt_params_declare(&pc, "w", 1, shape, 0);
	dt_params_declare(&pg, "w", 1, shape, 0);
	CHECK(dt_params_allocate(&pc, &err) && dt_params_allocate(&pg, &err));
	cpu->upload(cpu, pc.data, w.h, sizeof(float) * N);
	gpu->upload(gpu, pg.data, w.h, sizeof(float) * N);
	CHECK(dt_adam_create(&ac, &c, &pc, &err) && dt_adam_create(&ag, &c, &pg, &err));
	for (int step = 0; step < 3; step++)
	{
		cpu->upload(cpu, pc.grad, g.h, sizeof(float) * N);
		gpu->copy(gpu, pg.grad, g.d, sizeof(float) * N);
		dt_adam_step(&ac);
		dt_adam_step(&ag);
	}
	cpu->download(cpu, wc, pc.data, sizeof(float) * N);
	gpu->download(gpu, wg, pg.data, sizeof(float) * N);
	for (int i = 0; i < N; i++)
	{
		CHECK_NEAR(wg[i], wc[i], 1e-6);
		if (i >= 3 * N / 4)
			CHECK(wg[i] == w.h[i]);
	}
	expect_gpu_healthy();
	dt_adam_free(&ac);
	dt_adam_free(&ag);
	dt_params_free(&pc);
	dt_params_free(&pg);
	free(wc);
	free(wg);
	twin_free(&w); twin_free(&g);
}

UNIT_TEST(adam_training_losses_match_cpu_without_allocating)
{
	enum { B = 4, N = 8, D = 16, STEPS = 10 };
	RatStackConfig cfg;
	StackPair	s;
	DtAdam		ac, ag;
	DtAdamConfig acfg = dt_adam_default_config(1e-3f, 20);
	DtError		err;
	int			rel[B * N * N], lens[B] = {8, 6, 8, 3};
	ITwin		relt, len;
	Twin		x, target, dout;
	double		lc[STEPS], lg[STEPS], worst = 0;
	size_t		allocs = 0;

	memset(&cfg, 0, sizeof(cfg));
	cfg.n_layers = 6;
	cfg.d_model = D;
	cfg.n_heads = 4;
	cfg.d_ff = 32;
	cfg.n_relations = 7;
	for (int i = 0; i < B * N * N; i++)
		rel[i] = dt_rng_below(&rng, 7);
	relt = itwin(rel, B * N * N);
	len = itwin(lens, B);
	x = twin_random(B * N * D, 2);
	target = twin_random(B * N * D, 1);
	dout = twin_zero(B * N * D);
	acfg.clip_norm = 1.0f;
	if (stack_pair_create(&s, &cfg, B, N, 3.0))
	{
		CHECK(dt_adam_create(&ac, &acfg, &s.pc, &err));
		CHECK(dt_adam_create(&ag, &acfg, &s.pg, &err));
		for (int step = 0; step < STEPS; step++)
		{
			const float *yc = rat_stack_forward(&s.sc, &s.wc, x.h, relt.h, len.h, B, N, true, step);
			const float *yg = rat_stack_forward(&s.sg, &s.wg, x.d, relt.d, len.d, B, N, true, step);

			lc[step] = cpu->mse_loss_forward(cpu, yc, target.h, len.h, B, N, D);
			lg[step] = gpu->mse_loss_forward(gpu, yg, target.d, len.d, B, N, D);
			cpu->mse_loss_backward(cpu, dout.h, yc, target.h, len.h, B, N, D, 1.0);
			gpu->mse_loss_backward(gpu, dout.d, yg, target.d, len.d, B, N, D, 1.0);
			dt_params_zero_grad(&s.pc);
			dt_params_zero_grad(&s.pg);
			rat_stack_backward(&s.sc, &s.wc, dout.h, NULL);
			rat_stack_backward(&s.sg, &s.wg, dout.d, NULL);
			dt_adam_step(&ac);
			dt_adam_step(&ag);
			if (step == 0)
				allocs = gpu->n_allocs;
		}
		CHECK_INT_EQ(gpu->n_allocs, allocs);
		for (int step = 0; step < STEPS; step++)
		{
			double		e = fabs(lg[step] - lc[step]) / fabs(lc[step]);

			worst = e > worst ? e : worst;
			if (!(e <= TRAIN_TOL))
				UNIT_FAIL("step %d: GPU loss %.9g, CPU %.9g", step, lg[step], lc[step]);
		}
		CHECK(lg[STEPS - 1] < lg[0]);
		printf("  10 Adam steps: CPU loss %.6f -> %.6f, GPU %.6f -> %.6f, worst relative "
			   "difference %.2e\n", lc[0], lc[STEPS - 1], lg[0], lg[STEPS - 1], worst);
		expect_gpu_healthy();
		dt_adam_free(&ac);
		dt_adam_free(&ag);
	}
	stack_pair_free(&s);
	itwin_free(&relt); itwin_free(&len);
	twin_free(&x); twin_free(&target); twin_free(&dout);
}

/* ---------------------------------------------------------------- main */

int
main(void)
{
	DtCudaProbe probe;
	DtError		err;
	const char *env = getenv("DTFIXUP_CUDA_MODULE");
	bool		module_built;

	if (env != NULL && env[0] != '\0')
		module_path = env;
	module_built = access(module_path, R_OK) == 0;
	dt_rng_seed(&rng, 2024);
	cpu = dt_backend_cpu_create(1);

	/* the loader's refusals first: they need a process that has not loaded the module yet */
	UNIT_RUN(missing_module_is_refused_clearly);
	if (module_built)
		UNIT_RUN(stale_module_is_refused_then_current_one_accepted);
	else
		UNIT_SKIP(stale_module_is_refused_then_current_one_accepted,
				  "%s not built (no nvcc or USE_CUDA=0)", module_path);
	memset(&err, 0, sizeof(err));
	gpu = dt_backend_cuda_create(module_path, &probe, &err);
	if (gpu == NULL)
	{
		snprintf(no_gpu_reason, sizeof(no_gpu_reason), "%s", err.message);
		printf("  no CUDA backend: %s%s%s\n", err.message, err.detail[0] ? ": " : "", err.detail);
	}
	else
		printf("  GPU: %s (compute capability %d.%d, %zu MiB)\n", probe.device.name,
			   probe.device.cc_major, probe.device.cc_minor, probe.device.total_memory >> 20);

	if (access("dtfixup.so", R_OK) == 0)
		UNIT_RUN(main_module_links_no_cuda);
	else
		UNIT_SKIP(main_module_links_no_cuda, "dtfixup.so is not built (run make first)");
	if (!probe.gpu_present)
		UNIT_RUN(no_gpu_is_feature_not_supported);
	else
		UNIT_SKIP(no_gpu_is_feature_not_supported, "a GPU is present");

	GPU_RUN(op_table_is_complete);
	GPU_RUN(gemm_and_axpy_match_cpu);
	GPU_RUN(linear_matches_cpu);
	GPU_RUN(activations_and_residual_match_cpu);
	GPU_RUN(layernorm_matches_cpu);
	GPU_RUN(dropout_masks_equal_cpu);
	GPU_RUN(mse_loss_matches_cpu);
	GPU_RUN(sumsq_and_adam_match_cpu);
	GPU_RUN(relation_attention_matches_cpu);
	GPU_RUN(attention_convolution_matches_cpu);
	GPU_RUN(swishrnn_matches_cpu_for_steps_1_2_4);
	GPU_RUN(lstm_cell_matches_cpu);
	GPU_RUN(embedding_matches_cpu);
	GPU_RUN(lstm_cell_halves_match_cpu);
	GPU_RUN(bilstm_and_summary_match_cpu);
	GPU_RUN(memory_attention_matches_cpu);
	GPU_RUN(pointer_matches_cpu);
	GPU_RUN(mlp_head_matches_cpu_for_tanh_and_relu);
	GPU_RUN(smoothed_xent_matches_cpu_and_reports_bad_targets);
	GPU_RUN(training_step_matches_cpu);
	GPU_RUN(adam_training_losses_match_cpu_without_allocating);
	GPU_RUN(adam_start_pull_matches_cpu);

	dt_backend_destroy(gpu);
	dt_backend_destroy(cpu);
	UNIT_DONE();
}
