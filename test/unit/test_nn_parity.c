/*
 * test_nn_parity.c — nn/ against PyTorch (float64 references from
 * test/nn_reference/rat_reference.py, generated at test time into a temporary directory):
 * every layer's forward and every gradient, two full stacks (relation-aware without layer
 * norm; attention convolution with post-LN and GELU) including all parameter gradients,
 * and 10 Adam steps of a DT-Fixup-initialised stack.  Tolerance: the normalised max error
 * max|c - torch| / max|torch| of each tensor (max|c| for a reference that is exactly 0), and the relative error of each loss, <= 1e-4.
 * The training test also asserts that no backend allocation happens after the first step.
 * References that cannot be generated (no torch, a failing script) fail
 * pytorch_references_were_generated; each comparison then prints a SKIP line.
 */
#include <unistd.h>

#include "nn/activation.h"
#include "nn/adam.h"
#include "nn/attention_conv.h"
#include "nn/backend.h"
#include "nn/layernorm.h"
#include "nn/linear.h"
#include "nn/nn_init.h"
#include "nn/rat_attention.h"
#include "nn/rat_stack.h"

#include "nn_reftensors.h"
#include "unit.h"

#define PARITY_TOL 1e-4

static char ref_dir[] = "/tmp/dtfixup_nnref.XXXXXX";
static RefFile layers_ref, stack_ref;
static int	refs_ready;
static char refs_failure[512];	/* why the references are missing, when !refs_ready */

static void
compare(const RefFile *f, const char *key, const float *got, size_t n)
{
	const RefTensor *t = ref_get(f, key);
	double		err;

	if (t == NULL)
	{
		UNIT_FAIL("reference %s missing", key);
		return;
	}
	if (t->count != n)
	{
		UNIT_FAIL("%s: %zu values, reference has %zu", key, n, t->count);
		return;
	}
	err = ref_max_error(got, t->data, n);
	if (!(err <= PARITY_TOL))
		UNIT_FAIL("%s: normalised max error %.3g > %g", key, err, PARITY_TOL);
}

static void
make_references(void)
{
	char		args[256];
	int			rc;

	if (mkdtemp(ref_dir) == NULL)
	{
		snprintf(refs_failure, sizeof(refs_failure), "cannot create %s", ref_dir);
		return;
	}
	snprintf(args, sizeof(args), "layers %s/layers.ref", ref_dir);
	if ((rc = ref_run_script(args)) != 0)
	{
		snprintf(refs_failure, sizeof(refs_failure), "%s %s %s failed (status %d): "
				 "does %s import torch (test/install_deps.sh installs python3-torch)?",
				 ref_python(), REF_SCRIPT, args, rc, ref_python());
		return;
	}
	snprintf(args, sizeof(args), "stack %s/stack.ref", ref_dir);
	if ((rc = ref_run_script(args)) != 0)
	{
		snprintf(refs_failure, sizeof(refs_failure), "%s %s %s failed (status %d)",
				 ref_python(), REF_SCRIPT, args, rc);
		return;
	}
	snprintf(args, sizeof(args), "%s/layers.ref", ref_dir);
	if (ref_read(&layers_ref, args) != 0)
	{
		snprintf(refs_failure, sizeof(refs_failure), "cannot read %s", args);
		return;
	}
	snprintf(args, sizeof(args), "%s/stack.ref", ref_dir);
	if (ref_read(&stack_ref, args) != 0)
	{
		snprintf(refs_failure, sizeof(refs_failure), "cannot read %s", args);
		return;
	}
	refs_ready = 1;
}

static void
remove_references(void)
{
	char		path[256];
	const char *files[] = {"layers.ref", "stack.ref", "train_in.ref", "train_out.ref"};

	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++)
	{
		snprintf(path, sizeof(path), "%s/%s", ref_dir, files[i]);
		unlink(path);
	}
	rmdir(ref_dir);
	ref_free(&layers_ref);
	ref_free(&stack_ref);
}

UNIT_TEST(pytorch_references_were_generated)
{
	if (!refs_ready)
		UNIT_FAIL("no PyTorch references: %s", refs_failure);
}

UNIT_TEST(linear_matches_pytorch)
{
	float	   *inp = ref_floats(&layers_ref, "lin.inp", NULL), *W = ref_floats(&layers_ref, "lin.W", NULL),
			   *b = ref_floats(&layers_ref, "lin.b", NULL), *G = ref_floats(&layers_ref, "lin.G", NULL);
	float		out[20], dinp[35] = {0}, dW[28] = {0}, db[4] = {0};

	linear_forward(out, inp, W, b, 5, 7, 4);
	compare(&layers_ref, "lin.out", out, 20);
	linear_backward(dinp, dW, db, G, inp, W, 5, 7, 4);
	compare(&layers_ref, "lin.dinp", dinp, 35);
	compare(&layers_ref, "lin.dW", dW, 28);
	compare(&layers_ref, "lin.db", db, 4);
	free(inp); free(W); free(b); free(G);
}

UNIT_TEST(layernorm_matches_pytorch)
{
	float	   *inp = ref_floats(&layers_ref, "ln.inp", NULL), *g = ref_floats(&layers_ref, "ln.g", NULL),
			   *b = ref_floats(&layers_ref, "ln.b", NULL), *G = ref_floats(&layers_ref, "ln.G", NULL);
	float		out[48], mean[6], rstd[6], dinp[48] = {0}, dg[8] = {0}, db[8] = {0};

	layernorm_forward(out, mean, rstd, inp, g, b, 6, 8);
	compare(&layers_ref, "ln.out", out, 48);
	layernorm_backward(dinp, dg, db, G, inp, g, mean, rstd, 6, 8);
	compare(&layers_ref, "ln.dinp", dinp, 48);
	compare(&layers_ref, "ln.dg", dg, 8);
	compare(&layers_ref, "ln.db", db, 8);
	free(inp); free(g); free(b); free(G);
}

UNIT_TEST(relu_and_gelu_match_pytorch)
{
	const char *names[] = {"relu", "gelu"};

	for (int k = 0; k < 2; k++)
	{
		char		key[32];
		float	   *inp, *G, out[50], dinp[50] = {0};

		snprintf(key, sizeof(key), "%s.inp", names[k]);
		inp = ref_floats(&layers_ref, key, NULL);
		snprintf(key, sizeof(key), "%s.G", names[k]);
		G = ref_floats(&layers_ref, key, NULL);
		if (k == 0)
		{
			relu_forward(out, inp, 50);
			relu_backward(dinp, G, inp, 50);
		}
		else
		{
			gelu_forward(out, inp, 50);
			gelu_backward(dinp, G, inp, 50);
		}
		snprintf(key, sizeof(key), "%s.out", names[k]);
		compare(&layers_ref, key, out, 50);
		snprintf(key, sizeof(key), "%s.dinp", names[k]);
		compare(&layers_ref, key, dinp, 50);
		free(inp); free(G);
	}
}

/* One attention case of the layers file: "att" (plain), "conv0", "conv1" (with prev maps). */
static void
attention_case(const char *c)
{
	char		key[64];
	int		   *shape, *rel, *len;
	float	   *q, *k, *v, *rk, *rv, *G, *G2 = NULL, *W = NULL, *bias = NULL, *slope = NULL,
			   *prev = NULL;
	RatAttnShape sh;
	size_t		act, maps, rels, cin;
	bool		conv = strcmp(c, "att") != 0, has_prev = strcmp(c, "conv1") == 0;

#define LOADF(var, nm) (snprintf(key, sizeof(key), "%s.%s", c, nm), var = ref_floats(&layers_ref, key, NULL))
#define CMP(nm, ptr, n) (snprintf(key, sizeof(key), "%s.%s", c, nm), compare(&layers_ref, key, ptr, n))
	snprintf(key, sizeof(key), "%s.shape", c);
	shape = ref_ints(&layers_ref, key);
	snprintf(key, sizeof(key), "%s.rel", c);
	rel = ref_ints(&layers_ref, key);
	snprintf(key, sizeof(key), "%s.len", c);
	len = ref_ints(&layers_ref, key);
	sh.B = shape[0]; sh.n = shape[1]; sh.H = shape[2]; sh.dh = shape[3]; sh.R = shape[4];
	act = (size_t) sh.B * sh.n * sh.H * sh.dh;
	maps = (size_t) sh.B * sh.H * sh.n * sh.n;
	rels = (size_t) sh.B * sh.n * sh.H * sh.R;
	cin = has_prev ? 3 * sh.H : 2 * sh.H;
	LOADF(q, "q"); LOADF(k, "k"); LOADF(v, "v"); LOADF(rk, "rk"); LOADF(rv, "rv"); LOADF(G, "G");
	if (conv)
	{
		LOADF(G2, "G2"); LOADF(W, "W"); LOADF(bias, "bias"); LOADF(slope, "slope");
		if (has_prev)
			LOADF(prev, "prev");
	}
	{
		float	   *z = calloc(act, 4), *P = calloc(maps, 4), *PB = calloc(rels, 4),
				   *QR = calloc(rels, 4), *Sc = calloc(maps, 4), *Sr = calloc(maps, 4),
				   *U = calloc(maps, 4), *A = calloc(maps, 4);
		float	   *dq = calloc(act, 4), *dk = calloc(act, 4), *dv = calloc(act, 4),
				   *drk = calloc(sh.R * sh.dh, 4), *drv = calloc(sh.R * sh.dh, 4),
				   *dP = calloc(maps, 4), *dQR = calloc(rels, 4), *dSr = calloc(maps, 4),
				   *dA = calloc(maps, 4), *dW = calloc(sh.H * cin, 4), *dbias = calloc(sh.H, 4),
				   *dslope = calloc(sh.H, 4), *dprev = calloc(maps, 4);

		if (!conv)
		{
			rat_attention_forward(z, P, PB, QR, q, k, v, rk, rv, rel, len, sh);
			rat_attention_backward(dq, dk, dv, drk, drv, dP, dQR, G, P, PB, q, k, v, rk, rv,
								   rel, len, sh);
		}
		else
		{
			rat_conv_attention_forward(z, Sc, Sr, U, A, P, PB, QR, q, k, v, rk, rv, prev, W,
									   bias, slope, rel, len, sh);
			CMP("A", A, maps);
			memcpy(dA, G2, sizeof(float) * maps);
			rat_conv_attention_backward(dq, dk, dv, drk, drv, dW, dbias, dslope,
										has_prev ? dprev : NULL, dA, dP, dSr, dQR, G, Sc, Sr,
										U, P, PB, q, k, v, rk, rv, prev, W, slope, rel, len, sh);
			CMP("dW", dW, sh.H * cin);
			CMP("dbias", dbias, sh.H);
			CMP("dslope", dslope, sh.H);
			if (has_prev)
				CMP("dprev", dprev, maps);
		}
		CMP("z", z, act);
		CMP("dq", dq, act);
		CMP("dk", dk, act);
		CMP("dv", dv, act);
		CMP("drk", drk, sh.R * sh.dh);
		CMP("drv", drv, sh.R * sh.dh);
		free(z); free(P); free(PB); free(QR); free(Sc); free(Sr); free(U); free(A);
		free(dq); free(dk); free(dv); free(drk); free(drv); free(dP); free(dQR); free(dSr);
		free(dA); free(dW); free(dbias); free(dslope); free(dprev);
	}
	free(shape); free(rel); free(len); free(q); free(k); free(v); free(rk); free(rv); free(G);
	free(G2); free(W); free(bias); free(slope); free(prev);
#undef LOADF
#undef CMP
}

UNIT_TEST(relation_attention_matches_pytorch)
{
	attention_case("att");
}

UNIT_TEST(attention_convolution_matches_pytorch)
{
	attention_case("conv0");
	attention_case("conv1");
}

/* ---------------------------------------------------------------- full stacks */

static RatStackConfig
config_from(const int *c)
{
	RatStackConfig cfg;

	memset(&cfg, 0, sizeof(cfg));
	cfg.n_layers = c[0];
	cfg.d_model = c[1];
	cfg.n_heads = c[2];
	cfg.d_ff = c[3];
	cfg.n_relations = c[4];
	cfg.attention = c[5] ? RAT_ATTENTION_RELATION_CONV : RAT_ATTENTION_RELATION;
	cfg.ffn = c[6] ? RAT_FFN_MLP_GELU : RAT_FFN_MLP_RELU;
	cfg.layer_norm = c[7] != 0;
	return cfg;
}

static void
stack_case(const char *c)
{
	char		key[96];
	DtBackend  *be = dt_backend_cpu_create(1);
	DtParams	params;
	RatStack	stack;
	RatWorkspace ws;
	DtError		err;
	int		   *cfgv, *rel, *len;
	float	   *x, *target, *dout, *dx;
	const float *y;
	const RefTensor *xt;
	RatStackConfig cfg;
	int			B, n;
	size_t		Md;
	double		loss;

	snprintf(key, sizeof(key), "%s/cfg", c);
	cfgv = ref_ints(&stack_ref, key);
	cfg = config_from(cfgv);
	snprintf(key, sizeof(key), "%s/x", c);
	xt = ref_get(&stack_ref, key);
	B = (int) xt->dims[0];
	n = (int) xt->dims[1];
	Md = xt->count;
	x = ref_floats(&stack_ref, key, NULL);
	snprintf(key, sizeof(key), "%s/target", c);
	target = ref_floats(&stack_ref, key, NULL);
	snprintf(key, sizeof(key), "%s/rel", c);
	rel = ref_ints(&stack_ref, key);
	snprintf(key, sizeof(key), "%s/len", c);
	len = ref_ints(&stack_ref, key);

	dt_params_init(&params, be);
	CHECK(rat_stack_declare(&stack, &cfg, &params, "rat", &err));
	CHECK(dt_params_allocate(&params, &err));
	for (int i = 0; i < params.n_tensors; i++)
	{
		size_t		count = 0;
		float	   *v;

		snprintf(key, sizeof(key), "%s/%s", c, params.tensors[i].name);
		v = ref_floats(&stack_ref, key, &count);
		CHECK(v != NULL && count == params.tensors[i].numel);
		if (v != NULL && count == params.tensors[i].numel)
			be->upload(be, params.tensors[i].data, v, sizeof(float) * count);
		free(v);
	}
	CHECK(rat_workspace_create(&ws, &stack, be, B, n, &err));
	y = rat_stack_forward(&stack, &ws, x, rel, len, B, n, true, 1);
	snprintf(key, sizeof(key), "%s/y", c);
	compare(&stack_ref, key, y, Md);
	loss = be->mse_loss_forward(be, y, target, len, B, n, cfg.d_model);
	snprintf(key, sizeof(key), "%s/loss", c);
	CHECK_NEAR(loss, ref_get(&stack_ref, key)->data[0], PARITY_TOL);
	dout = calloc(Md, sizeof(float));
	dx = calloc(Md, sizeof(float));
	be->mse_loss_backward(be, dout, y, target, len, B, n, cfg.d_model, 1.0);
	dt_params_zero_grad(&params);
	rat_stack_backward(&stack, &ws, dout, dx);
	snprintf(key, sizeof(key), "%s/dx", c);
	compare(&stack_ref, key, dx, Md);
	for (int i = 0; i < params.n_tensors; i++)
	{
		snprintf(key, sizeof(key), "%s/grad/%s", c, params.tensors[i].name);
		compare(&stack_ref, key, params.tensors[i].grad, params.tensors[i].numel);
	}
	rat_workspace_free(&ws);
	rat_stack_free(&stack);
	dt_params_free(&params);
	dt_backend_destroy(be);
	free(cfgv); free(rel); free(len); free(x); free(target); free(dout); free(dx);
}

UNIT_TEST(relation_stack_without_layernorm_matches_pytorch)
{
	stack_case("s0");
}

UNIT_TEST(conv_stack_with_postln_and_gelu_matches_pytorch)
{
	stack_case("s1");
}

/* ---------------------------------------------------------------- 10 Adam steps */

enum { TR_B = 4, TR_N = 8, TR_D = 16, TR_H = 4, TR_FF = 32, TR_R = 7, TR_LAYERS = 6, TR_STEPS = 10 };

typedef struct OneBatch
{
	const float *x;
	const int  *len;
	int			given;
} OneBatch;

/* The DT-Fixup mu callback: the pre-transformer's output for each training batch (here one,
 * split in two halves to exercise the max over batches). */
static bool
next_batch(void *ctx, const float **x, const int **len, int *B, int *n, int *d)
{
	OneBatch   *ob = ctx;

	if (ob->given == 2)
		return false;
	*x = ob->x + (size_t) ob->given * (TR_B / 2) * TR_N * TR_D;
	*len = ob->len + ob->given * (TR_B / 2);
	*B = TR_B / 2;
	*n = TR_N;
	*d = TR_D;
	ob->given++;
	return true;
}

UNIT_TEST(dtfixup_stack_adam_steps_match_pytorch_without_allocating)
{
	DtBackend  *be = dt_backend_cpu_create(1);
	DtParams	params;
	RatStack	stack;
	RatWorkspace ws;
	DtAdam		adam;
	DtAdamConfig acfg = dt_adam_default_config(1e-3f, 20);
	DtError		err;
	DtRng		rng;
	RatStackConfig cfg;
	float		x[TR_B * TR_N * TR_D], target[TR_B * TR_N * TR_D], dout[TR_B * TR_N * TR_D];
	int			rel[TR_B * TR_N * TR_N], len[TR_B] = {8, 6, 8, 3};
	float	   *host;
	double		mu, factor, losses[TR_STEPS];
	OneBatch	ob = {x, len, 0};
	size_t		allocs_after_first = 0;
	char		in_path[128], out_path[128], args[300];
	RefWriter	w;
	RefFile		out;

	memset(&cfg, 0, sizeof(cfg));
	cfg.n_layers = TR_LAYERS;
	cfg.d_model = TR_D;
	cfg.n_heads = TR_H;
	cfg.d_ff = TR_FF;
	cfg.n_relations = TR_R;
	dt_rng_seed(&rng, 42);
	/* inputs with a large norm, as a pre-trained encoder's (mu >> 1 in Theorem 3.1) */
	for (int i = 0; i < TR_B * TR_N * TR_D; i++)
	{
		x[i] = (float) (2.0 * dt_rng_normal(&rng));
		target[i] = (float) dt_rng_normal(&rng);
	}
	for (int i = 0; i < TR_B * TR_N * TR_N; i++)
		rel[i] = dt_rng_below(&rng, TR_R);

	dt_params_init(&params, be);
	CHECK(rat_stack_declare(&stack, &cfg, &params, "rat", &err));
	CHECK(dt_params_allocate(&params, &err));
	mu = dt_dtfixup_estimate_mu(be, next_batch, &ob);
	host = calloc(params.count, sizeof(float));
	factor = rat_stack_init_dtfixup(&stack, host, mu, &rng);
	CHECK_NEAR(factor, 1.0 / sqrt(TR_LAYERS * (4 * mu * mu + 2 * mu + 2)), 1e-12);
	be->upload(be, params.data, host, sizeof(float) * params.count);

	/* hand the initial model to PyTorch */
	acfg.clip_norm = 1.0f;
	snprintf(in_path, sizeof(in_path), "%s/train_in.ref", ref_dir);
	snprintf(out_path, sizeof(out_path), "%s/train_out.ref", ref_dir);
	CHECK(ref_writer_open(&w, in_path) == 0);
	{
		double		c[12] = {TR_LAYERS, TR_D, TR_H, TR_FF, TR_R, 0, 0, 0, acfg.lr,
		acfg.clip_norm, (double) acfg.max_steps, TR_STEPS};
		int64_t		dx[3] = {TR_B, TR_N, TR_D}, dr[3] = {TR_B, TR_N, TR_N}, dl[1] = {TR_B};

		ref_write_doubles(&w, "cfg", c, 12);
		ref_write_floats(&w, "x", x, 3, dx);
		ref_write_floats(&w, "target", target, 3, dx);
		ref_write_ints(&w, "rel", rel, 3, dr);
		ref_write_ints(&w, "len", len, 1, dl);
		for (int i = 0; i < params.n_tensors; i++)
		{
			const DtTensor *t = &params.tensors[i];
			int64_t		dims[4];

			for (int k = 0; k < t->ndim; k++)
				dims[k] = t->shape[k];
			ref_write_floats(&w, t->name, host + t->offset, t->ndim, dims);
		}
	}
	CHECK(ref_writer_close(&w) == 0);
	snprintf(args, sizeof(args), "train %s %s", in_path, out_path);
	CHECK(ref_run_script(args) == 0);
	CHECK(ref_read(&out, out_path) == 0);

	CHECK(dt_adam_create(&adam, &acfg, &params, &err));
	CHECK(rat_workspace_create(&ws, &stack, be, TR_B, TR_N, &err));
	for (int step = 0; step < TR_STEPS; step++)
	{
		const float *y = rat_stack_forward(&stack, &ws, x, rel, len, TR_B, TR_N, true, step);

		losses[step] = be->mse_loss_forward(be, y, target, len, TR_B, TR_N, TR_D);
		be->mse_loss_backward(be, dout, y, target, len, TR_B, TR_N, TR_D, 1.0);
		dt_params_zero_grad(&params);
		rat_stack_backward(&stack, &ws, dout, NULL);
		dt_adam_step(&adam);
		if (step == 0)
			allocs_after_first = be->n_allocs;
	}
	/* no allocation inside a training step after the first */
	CHECK_INT_EQ(be->n_allocs, allocs_after_first);
	if (out.n > 0)
	{
		const RefTensor *tl = ref_get(&out, "losses"), *tm = ref_get(&out, "mu");
		double		worst = 0;

		CHECK(tm != NULL && fabs(mu - tm->data[0]) <= 1e-6 * tm->data[0]);
		CHECK(tl != NULL && tl->count == TR_STEPS);
		for (int s = 0; tl != NULL && s < TR_STEPS; s++)
		{
			double		rel_err = fabs(losses[s] - tl->data[s]) / fabs(tl->data[s]);

			worst = rel_err > worst ? rel_err : worst;
			if (!(rel_err <= PARITY_TOL))
				UNIT_FAIL("step %d: loss %.9g, PyTorch %.9g (relative error %.3g)", s,
						  losses[s], tl->data[s], rel_err);
		}
		printf("  mu %.6f, DT-Fixup factor %.6f; 10 Adam steps: loss %.6f -> %.6f, worst relative "
			   "difference to PyTorch %.2e\n", mu, factor, losses[0], losses[TR_STEPS - 1], worst);
		/* it trains: the loss went down */
		CHECK(losses[TR_STEPS - 1] < losses[0]);
	}
	ref_free(&out);
	free(host);
	dt_adam_free(&adam);
	rat_workspace_free(&ws);
	rat_stack_free(&stack);
	dt_params_free(&params);
	dt_backend_destroy(be);
}

/*
 * Without references the comparisons cannot run: the generation test fails (so the binary
 * fails) and each comparison prints a SKIP line instead of passing without checking.
 */
#define PARITY_RUN(name)                                                       \
	do {                                                                       \
		if (refs_ready)                                                        \
			UNIT_RUN(name);                                                    \
		else                                                                   \
			UNIT_SKIP(name, "no PyTorch references (see pytorch_references_were_generated)"); \
	} while (0)

int
main(void)
{
	make_references();
	UNIT_RUN(pytorch_references_were_generated);
	PARITY_RUN(linear_matches_pytorch);
	PARITY_RUN(layernorm_matches_pytorch);
	PARITY_RUN(relu_and_gelu_match_pytorch);
	PARITY_RUN(relation_attention_matches_pytorch);
	PARITY_RUN(attention_convolution_matches_pytorch);
	PARITY_RUN(relation_stack_without_layernorm_matches_pytorch);
	PARITY_RUN(conv_stack_with_postln_and_gelu_matches_pytorch);
	PARITY_RUN(dtfixup_stack_adam_steps_match_pytorch_without_allocating);
	remove_references();
	UNIT_DONE();
}
