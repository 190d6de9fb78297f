/*
 * test_nn_stack.c — the stack's plumbing: the FFN hook (a SwishRNN stand-in) behaves exactly
 * like the built-in MLP when it computes the same function; configuration errors are
 * reported; DT-Fixup / T-Fixup scale exactly v, w, r^v and the MLP weights; the Adam
 * schedule, parameter groups, clipping and the pull towards the starting weights; dropout
 * is seeded and off at inference; vanilla (relation-free) layers run.
 */
#include <string.h>

#include "nn/activation.h"
#include "nn/adam.h"
#include "nn/backend.h"
#include "nn/linear.h"
#include "nn/nn_init.h"
#include "nn/rat_stack.h"

#include "unit.h"

/* ---- an MLP written as a hook: [W1 (dff x d) | b1 | W2 (d x dff) | b2] ---- */
static size_t
hook_params(int d, int dff)
{
	return (size_t) 2 * d * dff + dff + d;
}

static size_t
hook_acts(int B, int n, int d, int dff)
{
	return (size_t) B * n * dff;
}

static size_t
hook_scratch(int B, int n, int d, int dff)
{
	return (size_t) B * n * dff;
}

static void
hook_init(float *p, int d, int dff, DtRng *rng)
{
	dt_init_xavier_normal(p, (size_t) d * dff, d, dff, rng);
	memset(p + (size_t) d * dff, 0, sizeof(float) * dff);
	dt_init_xavier_normal(p + (size_t) d * dff + dff, (size_t) d * dff, dff, d, rng);
	memset(p + (size_t) 2 * d * dff + dff, 0, sizeof(float) * d);
}

static void
hook_scale(float *p, int d, int dff, double factor)
{
	for (size_t i = 0; i < (size_t) d * dff; i++)
	{
		p[i] = (float) (p[i] * factor);
		p[(size_t) d * dff + dff + i] = (float) (p[(size_t) d * dff + dff + i] * factor);
	}
}

static void
hook_forward(DtBackend *be, float *out, float *acts, const float *inp, const float *p,
			 const int *len, int B, int n, int d, int dff)
{
	int			M = B * n;

	linear_forward(acts, inp, p, p + (size_t) d * dff, M, d, dff);
	relu_forward(acts, acts, (size_t) M * dff);
	linear_forward(out, acts, p + (size_t) d * dff + dff, p + (size_t) 2 * d * dff + dff, M, dff, d);
}

static void
hook_backward(DtBackend *be, float *dinp, float *dp, float *scratch, const float *dout,
			  const float *acts, const float *inp, const float *p, const int *len, int B,
			  int n, int d, int dff)
{
	int			M = B * n;

	memset(scratch, 0, sizeof(float) * M * dff);
	linear_backward(scratch, dp + (size_t) d * dff + dff, dp + (size_t) 2 * d * dff + dff, dout,
					acts, p + (size_t) d * dff + dff, M, dff, d);
	relu_backward_inplace(scratch, acts, (size_t) M * dff);
	linear_backward(dinp, dp, dp + (size_t) d * dff, scratch, inp, p, M, d, dff);
}

static const RatFfnHook mlp_hook = {
	"mlp-as-hook", hook_params, hook_acts, hook_scratch, hook_init, hook_scale, hook_forward,
	hook_backward
};

enum { S_B = 2, S_N = 5, S_D = 8, S_H = 2, S_FF = 12, S_R = 4, S_L = 3 };

typedef struct Rig
{
	DtBackend  *be;
	DtParams	params;
	RatStack	stack;
	RatWorkspace ws;
	float		x[S_B * S_N * S_D], target[S_B * S_N * S_D], dout[S_B * S_N * S_D];
	int			rel[S_B * S_N * S_N], len[S_B];
} Rig;

static RatStackConfig
small_config(void)
{
	RatStackConfig c;

	memset(&c, 0, sizeof(c));
	c.n_layers = S_L;
	c.d_model = S_D;
	c.n_heads = S_H;
	c.d_ff = S_FF;
	c.n_relations = S_R;
	return c;
}

static bool
rig_open(Rig *r, const RatStackConfig *cfg, uint64_t seed)
{
	DtError		err;
	DtRng		rng;
	float	   *host;

	memset(r, 0, sizeof(*r));
	r->be = dt_backend_cpu_create(1);
	dt_params_init(&r->params, r->be);
	if (!rat_stack_declare(&r->stack, cfg, &r->params, "rat", &err) ||
		!dt_params_allocate(&r->params, &err) ||
		!rat_workspace_create(&r->ws, &r->stack, r->be, S_B, S_N, &err))
		return false;
	dt_rng_seed(&rng, seed);
	host = calloc(r->params.count, sizeof(float));
	rat_stack_init_xavier(&r->stack, host, &rng);
	/* biases non-zero so their gradients are exercised */
	for (int i = 0; i < r->params.n_tensors; i++)
		if (r->params.tensors[i].ndim == 1)
			for (size_t k = 0; k < r->params.tensors[i].numel; k++)
				host[r->params.tensors[i].offset + k] += (float) (0.1 * dt_rng_normal(&rng));
	r->be->upload(r->be, r->params.data, host, sizeof(float) * r->params.count);
	free(host);
	dt_rng_seed(&rng, 5);
	for (int i = 0; i < S_B * S_N * S_D; i++)
	{
		r->x[i] = (float) dt_rng_normal(&rng);
		r->target[i] = (float) dt_rng_normal(&rng);
	}
	for (int i = 0; i < S_B * S_N * S_N; i++)
		r->rel[i] = dt_rng_below(&rng, S_R);
	r->len[0] = S_N;
	r->len[1] = 3;
	return true;
}

static void
rig_close(Rig *r)
{
	rat_workspace_free(&r->ws);
	rat_stack_free(&r->stack);
	dt_params_free(&r->params);
	dt_backend_destroy(r->be);
}

static double
rig_step(Rig *r, bool training, uint64_t seed, const float **y_out)
{
	const float *y = rat_stack_forward(&r->stack, &r->ws, r->x, r->rel, r->len, S_B, S_N,
									   training, seed);
	double		loss = r->be->mse_loss_forward(r->be, y, r->target, r->len, S_B, S_N, S_D);

	r->be->mse_loss_backward(r->be, r->dout, y, r->target, r->len, S_B, S_N, S_D, 1.0);
	dt_params_zero_grad(&r->params);
	rat_stack_backward(&r->stack, &r->ws, r->dout, NULL);
	if (y_out)
		*y_out = y;
	return loss;
}

UNIT_TEST(ffn_hook_computing_an_mlp_matches_the_builtin_mlp)
{
	RatStackConfig cm = small_config(), ch = small_config();
	Rig			a, b;
	double		la, lb;

	ch.ffn = RAT_FFN_HOOK;
	ch.ffn_hook = &mlp_hook;
	CHECK(rig_open(&a, &cm, 1));
	CHECK(rig_open(&b, &ch, 1));
	/* same parameters: copy w1 b1 w2 b2 into the hook's flat tensor, the rest by name */
	for (int l = 0; l < S_L; l++)
	{
		const RatLayer *La = &a.stack.layers[l], *Lb = &b.stack.layers[l];
		float	   *dst = b.params.tensors[Lb->ffn].data;
		int			src[] = {La->w1, La->b1, La->w2, La->b2};

		for (int k = 0; k < 4; k++)
		{
			const DtTensor *t = &a.params.tensors[src[k]];

			memcpy(dst, t->data, sizeof(float) * t->numel);
			dst += t->numel;
		}
		{
			int			same[] = {La->wq, La->bq, La->wk, La->bk, La->wv, La->bv, La->wo,
			La->bo, La->rk, La->rv};
			int			same_b[] = {Lb->wq, Lb->bq, Lb->wk, Lb->bk, Lb->wv, Lb->bv, Lb->wo,
			Lb->bo, Lb->rk, Lb->rv};

			for (int k = 0; k < 10; k++)
				memcpy(b.params.tensors[same_b[k]].data, a.params.tensors[same[k]].data,
					   sizeof(float) * a.params.tensors[same[k]].numel);
		}
	}
	la = rig_step(&a, false, 0, NULL);
	lb = rig_step(&b, false, 0, NULL);
	CHECK_NEAR(la, lb, 1e-6);
	for (int l = 0; l < S_L; l++)
	{
		const DtTensor *w1 = &a.params.tensors[a.stack.layers[l].w1];
		const DtTensor *wq_a = &a.params.tensors[a.stack.layers[l].wq];
		const DtTensor *wq_b = &b.params.tensors[b.stack.layers[l].wq];
		const float *hook_grad = b.params.tensors[b.stack.layers[l].ffn].grad;

		/* the two paths run the same maths through different products (the hook's
		 * own loops vs the backend's gemm kernels, whose summation order depends on
		 * the CPU): float32 rounding through two layers' backward reaches ~2e-5 */
		for (size_t k = 0; k < w1->numel; k++)
			CHECK_NEAR(hook_grad[k], w1->grad[k], 1e-4);
		for (size_t k = 0; k < wq_a->numel; k++)
			CHECK_NEAR(wq_b->grad[k], wq_a->grad[k], 1e-4);
	}
	rig_close(&a);
	rig_close(&b);
}

UNIT_TEST(bad_configurations_are_reported)
{
	DtBackend  *be = dt_backend_cpu_create(1);
	DtParams	params;
	RatStack	stack;
	DtError		err;
	RatStackConfig c = small_config();

	dt_params_init(&params, be);
	c.n_heads = 3;				/* 8 % 3 != 0 */
	CHECK(!rat_stack_declare(&stack, &c, &params, "rat", &err));
	CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
	c = small_config();
	c.dropout = 1.0f;
	CHECK(!rat_stack_declare(&stack, &c, &params, "rat", &err));
	c = small_config();
	c.ffn = RAT_FFN_HOOK;
	CHECK(!rat_stack_declare(&stack, &c, &params, "rat", &err));
	CHECK_INT_EQ(params.n_tensors, 0);
	{
		int			rel[2 * 2 * 2] = {0, 1, 2, 3, 0, 0, 0, 9}, len[2] = {2, 1}, bad_len[2] = {2, 3};

		c = small_config();		/* 4 relation ids */
		CHECK(rat_stack_declare(&stack, &c, &params, "rat", &err));
		CHECK(rat_stack_check_batch(&stack, rel, len, 2, 2, &err));	/* 9 is padding */
		rel[3] = 4;
		CHECK(!rat_stack_check_batch(&stack, rel, len, 2, 2, &err));
		CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
		rel[3] = 3;
		CHECK(!rat_stack_check_batch(&stack, rel, bad_len, 2, 2, &err));
		rat_stack_free(&stack);
	}
	dt_params_free(&params);
	dt_backend_destroy(be);
}

UNIT_TEST(dtfixup_scales_exactly_v_w_rv_and_mlp_weights)
{
	RatStackConfig c = small_config();
	DtBackend  *be = dt_backend_cpu_create(1);
	DtParams	params;
	RatStack	stack;
	DtError		err;
	DtRng		r1, r2;
	float	   *xav, *dtf;
	double		mu = 12.5, factor;

	dt_params_init(&params, be);
	CHECK(rat_stack_declare(&stack, &c, &params, "rat", &err));
	xav = calloc(params.count, sizeof(float));
	dtf = calloc(params.count, sizeof(float));
	dt_rng_seed(&r1, 3);
	dt_rng_seed(&r2, 3);
	rat_stack_init_xavier(&stack, xav, &r1);
	factor = rat_stack_init_dtfixup(&stack, dtf, mu, &r2);
	/* Theorem 3.1 / Eq. 21 */
	CHECK_NEAR(factor, pow(S_L * (4 * mu * mu + 2 * mu + 2), -0.5), 1e-12);
	for (int i = 0; i < params.n_tensors; i++)
	{
		const DtTensor *t = &params.tensors[i];
		const char *leaf = strrchr(t->name, '.') + 1;
		bool		scaled = strcmp(leaf, "wv") == 0 || strcmp(leaf, "wo") == 0 ||
			strcmp(leaf, "rv") == 0 || strcmp(leaf, "w1") == 0 || strcmp(leaf, "w2") == 0;

		for (size_t k = 0; k < t->numel; k++)
			if (!(fabs(dtf[t->offset + k] - (scaled ? factor : 1.0) * xav[t->offset + k]) <=
				  1e-6 * fabs(xav[t->offset + k]) + 1e-12))
			{
				UNIT_FAIL("%s[%zu] scaled wrongly", t->name, k);
				break;
			}
	}
	/* the vanilla factor and T-Fixup's */
	CHECK_NEAR(dt_dtfixup_factor_vanilla(24, 10.0), 1.0 / (sqrt(24.0) * 20.0), 1e-15);
	CHECK_NEAR(dt_tfixup_factor(16), 0.67 / 2.0, 1e-15);
	free(xav);
	free(dtf);
	rat_stack_free(&stack);
	dt_params_free(&params);
	dt_backend_destroy(be);
}

UNIT_TEST(adam_schedule_groups_and_clipping)
{
	DtAdamConfig c = dt_adam_default_config(1e-3f, 100);
	DtBackend  *be = dt_backend_cpu_create(1);
	DtParams	params;
	DtAdam		adam;
	DtError		err;
	int			shape[1] = {4};
	int			a, b;
	float		ones[4] = {1, 1, 1, 1};
	double		norm;

	/* (1 - step/max)^0.5, floor, warm-up */
	CHECK_NEAR(dt_adam_lr_at(&c, 0), 1.0, 1e-12);
	CHECK_NEAR(dt_adam_lr_at(&c, 75), 0.5, 1e-12);
	c.lr_floor = 0.1f;
	CHECK_NEAR(dt_adam_lr_at(&c, 100), 0.1, 1e-7);
	c.warmup_steps = 10;
	CHECK_NEAR(dt_adam_lr_at(&c, 4), 0.5 * sqrt(0.96), 1e-7);

	c = dt_adam_default_config(1e-2f, 0);
	c.group_lr_scale[1] = 0.5f;
	c.clip_norm = 1.0f;
	dt_params_init(&params, be);
	a = dt_params_declare(&params, "main", 1, shape, 0);
	b = dt_params_declare(&params, "encoder", 1, shape, 1);
	CHECK(dt_params_allocate(&params, &err));
	CHECK(dt_adam_create(&adam, &c, &params, &err));
	be->upload(be, params.tensors[a].grad, ones, sizeof(ones));
	be->upload(be, params.tensors[b].grad, ones, sizeof(ones));
	norm = dt_adam_step(&adam);
	CHECK_NEAR(norm, sqrt(8.0), 1e-6);
	/* first Adam step moves by lr (times the group's scale) whatever the clipped size */
	CHECK_NEAR(params.tensors[a].data[0], -1e-2, 1e-6);
	CHECK_NEAR(params.tensors[b].data[0], -0.5e-2, 1e-6);
	dt_adam_free(&adam);
	dt_params_free(&params);
	dt_backend_destroy(be);
}

/* n floats of tensor t, downloaded */
static void
tensor_get(DtBackend *be, const DtParams *ps, int t, float *out, int n)
{
	be->download(be, out, ps->tensors[t].data, sizeof(float) * (size_t) n);
}

/*
 * start_pull: after the Adam update each weight moves towards its value when the optimiser
 * was created by min(1, lr * group scale * start_pull) of the way; 0 keeps no copy and
 * gives plain Adam bit for bit; a weight still at its start stays there bit for bit.
 */
UNIT_TEST(adam_start_pull_moves_towards_the_start)
{
	enum {N = 40};
	DtBackend  *be = dt_backend_cpu_create(1);
	DtParams	ps[3];
	DtAdam		adam[3];
	DtError		err;
	int			shape[1] = {N};
	float		w0[N], g[N], w[3][N], m[N], v[N], ref[N];
	float		pulls[3] = {0.0f, 20.0f, 1e6f};	/* off, lr * 20 = 0.2, clamped to 1 */

	for (int i = 0; i < N; i++)
	{
		w0[i] = 0.05f * (float) (i % 7) - 0.1f;
		/* the last 8 weights get no gradient: Adam leaves them, the pull must too */
		g[i] = i < N - 8 ? 0.3f * (float) ((i * 5) % 11) - 1.4f : 0.0f;
	}
	for (int k = 0; k < 3; k++)
	{
		DtAdamConfig c = dt_adam_default_config(1e-2f, 0);

		c.start_pull = pulls[k];
		c.group_lr_scale[1] = 0.5f;
		dt_params_init(&ps[k], be);
		dt_params_declare(&ps[k], "main", 1, shape, 0);
		dt_params_declare(&ps[k], "pre", 1, shape, 1);
		CHECK(dt_params_allocate(&ps[k], &err));
		for (int t = 0; t < 2; t++)
			be->upload(be, ps[k].tensors[t].data, w0, sizeof(w0));
		CHECK(dt_adam_create(&adam[k], &c, &ps[k], &err));
		CHECK((adam[k].start != NULL) == (pulls[k] > 0));
		for (int step = 0; step < 3; step++)
		{
			for (int t = 0; t < 2; t++)
				be->upload(be, ps[k].tensors[t].grad, g, sizeof(g));
			dt_adam_step(&adam[k]);
		}
	}

	/* 0: the backend's plain Adam update, bit for bit */
	memcpy(ref, w0, sizeof(ref));
	memset(m, 0, sizeof(m));
	memset(v, 0, sizeof(v));
	for (int step = 1; step <= 3; step++)
		be->adam_update(be, ref, g, m, v, N, 1e-2f, 0.9f, 0.999f, 1e-8f, 0.0f, step, 1.0f);
	tensor_get(be, &ps[0], 0, w[0], N);
	CHECK(memcmp(w[0], ref, sizeof(ref)) == 0);

	for (int t = 0; t < 2; t++)
	{
		tensor_get(be, &ps[0], t, w[0], N);
		tensor_get(be, &ps[1], t, w[1], N);
		tensor_get(be, &ps[2], t, w[2], N);
		for (int i = 0; i < N; i++)
		{
			/* every weight the update moved is nearer its start, none crosses it */
			if (i < N - 8)
			{
				CHECK(fabsf(w[1][i] - w0[i]) < fabsf(w[0][i] - w0[i]));
				CHECK((w[1][i] - w0[i]) * (w[0][i] - w0[i]) > 0);
			}
			else
				CHECK(memcmp(&w[1][i], &w0[i], sizeof(float)) == 0);
			/* a pull of a whole step's worth (clamped) holds every weight at its start */
			CHECK(memcmp(&w[2][i], &w0[i], sizeof(float)) == 0);
		}
	}
	/* one step, by hand: the update's move d, then d (1 - a), a = lr * scale * 20 */
	{
		DtAdamConfig c = dt_adam_default_config(1e-2f, 0);
		float		one[N], pulled[N];

		c.start_pull = 20.0f;
		c.group_lr_scale[1] = 0.5f;
		for (int t = 0; t < 2; t++)
			be->upload(be, ps[1].tensors[t].data, w0, sizeof(w0));
		dt_adam_free(&adam[1]);
		CHECK(dt_adam_create(&adam[1], &c, &ps[1], &err));
		for (int t = 0; t < 2; t++)
			be->upload(be, ps[1].tensors[t].grad, g, sizeof(g));
		dt_adam_step(&adam[1]);
		for (int t = 0; t < 2; t++)
		{
			float		a = 1e-2f * (t == 0 ? 1.0f : 0.5f) * 20.0f;

			memcpy(one, w0, sizeof(one));
			memset(m, 0, sizeof(m));
			memset(v, 0, sizeof(v));
			be->adam_update(be, one, g, m, v, N, 1e-2f * (t == 0 ? 1.0f : 0.5f), 0.9f, 0.999f,
							1e-8f, 0.0f, 1, 1.0f);
			tensor_get(be, &ps[1], t, pulled, N);
			for (int i = 0; i < N; i++)
				CHECK_NEAR(pulled[i], w0[i] + (1.0f - a) * (one[i] - w0[i]), 1e-6);
		}
	}
	for (int k = 0; k < 3; k++)
	{
		dt_adam_free(&adam[k]);
		CHECK(adam[k].start == NULL);
		dt_params_free(&ps[k]);
	}
	dt_backend_destroy(be);
}

UNIT_TEST(dropout_is_seeded_and_off_at_inference)
{
	RatStackConfig c = small_config();
	Rig			r;
	float		y1[S_B * S_N * S_D], y2[S_B * S_N * S_D], y3[S_B * S_N * S_D];
	const float *y;

	c.dropout = 0.3f;
	CHECK(rig_open(&r, &c, 2));
	/* a batch larger than the workspace is refused, not overrun */
	CHECK(rat_stack_forward(&r.stack, &r.ws, r.x, r.rel, r.len, S_B + 1, S_N, true, 1) == NULL);
	CHECK(rat_stack_forward(&r.stack, &r.ws, r.x, r.rel, r.len, S_B, S_N + 1, true, 1) == NULL);
	rig_step(&r, true, 11, &y);
	memcpy(y1, y, sizeof(y1));
	rig_step(&r, true, 11, &y);
	memcpy(y2, y, sizeof(y2));
	CHECK(memcmp(y1, y2, sizeof(y1)) == 0);
	rig_step(&r, true, 12, &y);
	CHECK(memcmp(y1, y, sizeof(y1)) != 0);
	rig_step(&r, false, 11, &y);
	memcpy(y3, y, sizeof(y3));
	rig_step(&r, false, 12, &y);
	CHECK(memcmp(y3, y, sizeof(y3)) == 0);
	CHECK(memcmp(y1, y3, sizeof(y1)) != 0);
	rig_close(&r);
}

/* A forward-only workspace (decoding: two layers' activations in turn, no backward buffers)
 * gives the same output as a full one, bit for bit, for both attention kinds and 3 layers
 * (more than the two sets it alternates). */
UNIT_TEST(forward_only_workspace_gives_the_same_output)
{
	for (int conv = 0; conv < 2; conv++)
	{
		RatStackConfig c = small_config();
		Rig			r;
		RatWorkspace fw;
		DtError		err;
		float		full[S_B * S_N * S_D];
		const float *y;

		c.attention = conv ? RAT_ATTENTION_RELATION_CONV : RAT_ATTENTION_RELATION;
		CHECK(rig_open(&r, &c, 3));
		y = rat_stack_forward(&r.stack, &r.ws, r.x, r.rel, r.len, S_B, S_N, false, 1);
		CHECK(y != NULL);
		memcpy(full, y, sizeof(full));
		CHECK(rat_workspace_create_forward(&fw, &r.stack, r.be, S_B, S_N, &err));
		CHECK(fw.arena_bytes < r.ws.arena_bytes);
		y = rat_stack_forward(&r.stack, &fw, r.x, r.rel, r.len, S_B, S_N, false, 1);
		CHECK(y != NULL && memcmp(full, y, sizeof(full)) == 0);
		rat_workspace_free(&fw);
		rig_close(&r);
	}
}

UNIT_TEST(vanilla_layers_without_relations_train)
{
	RatStackConfig c = small_config();
	Rig			r;
	DtAdam		adam;
	DtError		err;
	DtAdamConfig ac = dt_adam_default_config(3e-3f, 0);
	double		first, last = 0;

	c.n_relations = 0;
	c.attention = RAT_ATTENTION_RELATION_CONV;
	c.layer_norm = true;
	CHECK(rig_open(&r, &c, 4));
	CHECK(r.stack.layers[0].rk == -1 && r.stack.layers[0].rv == -1);
	CHECK(dt_adam_create(&adam, &ac, &r.params, &err));
	first = rig_step(&r, true, 0, NULL);
	for (int s = 0; s < 30; s++)
	{
		last = rig_step(&r, true, s, NULL);
		dt_adam_step(&adam);
	}
	CHECK(isfinite(last) && last < first);
	dt_adam_free(&adam);
	rig_close(&r);
}

int
main(void)
{
	UNIT_RUN(forward_only_workspace_gives_the_same_output);
	UNIT_RUN(ffn_hook_computing_an_mlp_matches_the_builtin_mlp);
	UNIT_RUN(bad_configurations_are_reported);
	UNIT_RUN(dtfixup_scales_exactly_v_w_rv_and_mlp_weights);
	UNIT_RUN(adam_schedule_groups_and_clipping);
	UNIT_RUN(adam_start_pull_moves_towards_the_start);
	UNIT_RUN(dropout_is_seeded_and_off_at_inference);
	UNIT_RUN(vanilla_layers_without_relations_train);
	UNIT_DONE();
}
