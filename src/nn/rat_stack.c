/*
 * rat_stack.c — N relation-aware transformer layers: declaration, initialisation, workspace,
 * forward and backward through the backend's op table (see rat_stack.h).
 */
#include "nn/rat_stack.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/stop.h"
#include "nn/nn_init.h"

/* ------------------------------------------------------------------ declaration */

static int
declare(DtParams *p, const char *prefix, int layer, const char *name, int group,
		int d0, int d1)
{
	char		full[DT_TENSOR_NAME_LEN];
	int			shape[2] = {d0, d1};

	snprintf(full, sizeof(full), "%s.%d.%s", prefix, layer, name);
	return dt_params_declare(p, full, d1 > 0 ? 2 : 1, shape, group);
}

/* The tensors of rat_stack_declare's loop body, counted in the same order. */
size_t
rat_layer_param_count(const RatStackConfig *cfg, int layer)
{
	size_t		d = (size_t) cfg->d_model,
				dff = (size_t) cfg->d_ff,
				H = (size_t) cfg->n_heads,
				R = (size_t) cfg->n_relations;
	size_t		n = 4 * (d * d + d);	/* wq bq wk bk wv bv wo bo */

	if (R > 0 && H > 0)
		n += 2 * R * (d / H);	/* rk rv */
	if (cfg->attention == RAT_ATTENTION_RELATION_CONV)
		n += H * (layer == 0 ? 2 * H : 3 * H) + 2 * H;	/* conv_w conv_b conv_slope */
	if (cfg->ffn == RAT_FFN_HOOK)
		n += cfg->ffn_hook->param_count(cfg->d_model, cfg->d_ff);	/* ffn */
	else
		n += dff * d + dff + d * dff + d;	/* w1 b1 w2 b2 */
	if (cfg->layer_norm)
		n += 4 * d;				/* ln1_g ln1_b ln2_g ln2_b */
	return n;
}

size_t
rat_stack_param_count(const RatStackConfig *cfg)
{
	size_t		n = 0;

	for (int l = 0; l < cfg->n_layers; l++)
		n += rat_layer_param_count(cfg, l);
	return n;
}

bool
rat_stack_declare(RatStack *s, const RatStackConfig *cfg, DtParams *params, const char *prefix,
				  DtError *err)
{
	int			d = cfg->d_model, dff = cfg->d_ff, H = cfg->n_heads, R = cfg->n_relations;
	int			g = cfg->param_group;

	memset(s, 0, sizeof(*s));
	if (cfg->n_layers < 1 || cfg->d_model < 1 || cfg->n_heads < 1 || cfg->d_ff < 1 ||
		cfg->n_relations < 0 || cfg->d_model % cfg->n_heads != 0)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0,
							"layers, d_model, heads and d_ff must be positive, relations >= 0, "
							"and d_model a multiple of heads.", NULL,
							"invalid transformer shape: %d layers, d_model %d, %d heads, d_ff %d, "
							"%d relations", cfg->n_layers, cfg->d_model, cfg->n_heads,
							cfg->d_ff, cfg->n_relations);
	if (cfg->dropout < 0.0f || cfg->dropout >= 1.0f)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"dropout rate %g is outside [0, 1)", (double) cfg->dropout);
	if (cfg->ffn == RAT_FFN_HOOK && cfg->ffn_hook == NULL)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"the transformer's position-wise block is a hook but none was given");
	if (strlen(prefix) > 24)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"tensor name prefix \"%s\" is longer than 24 characters", prefix);

	s->cfg = *cfg;
	s->params = params;
	s->layers = calloc(cfg->n_layers, sizeof(RatLayer));
	if (s->layers == NULL)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL, "out of memory");

	for (int l = 0; l < cfg->n_layers; l++)
	{
		RatLayer   *L = &s->layers[l];

		L->wq = declare(params, prefix, l, "wq", g, d, d);
		L->bq = declare(params, prefix, l, "bq", g, d, 0);
		L->wk = declare(params, prefix, l, "wk", g, d, d);
		L->bk = declare(params, prefix, l, "bk", g, d, 0);
		L->wv = declare(params, prefix, l, "wv", g, d, d);
		L->bv = declare(params, prefix, l, "bv", g, d, 0);
		L->wo = declare(params, prefix, l, "wo", g, d, d);
		L->bo = declare(params, prefix, l, "bo", g, d, 0);
		L->rk = R > 0 ? declare(params, prefix, l, "rk", g, R, d / H) : -1;
		L->rv = R > 0 ? declare(params, prefix, l, "rv", g, R, d / H) : -1;
		L->conv_w = L->conv_b = L->conv_slope = -1;
		if (cfg->attention == RAT_ATTENTION_RELATION_CONV)
		{
			L->conv_w = declare(params, prefix, l, "conv_w", g, H, l == 0 ? 2 * H : 3 * H);
			L->conv_b = declare(params, prefix, l, "conv_b", g, H, 0);
			L->conv_slope = declare(params, prefix, l, "conv_slope", g, H, 0);
		}
		L->w1 = L->b1 = L->w2 = L->b2 = L->ffn = -1;
		if (cfg->ffn == RAT_FFN_HOOK)
			L->ffn = declare(params, prefix, l, "ffn", g,
							 (int) cfg->ffn_hook->param_count(d, dff), 0);
		else
		{
			L->w1 = declare(params, prefix, l, "w1", g, dff, d);
			L->b1 = declare(params, prefix, l, "b1", g, dff, 0);
			L->w2 = declare(params, prefix, l, "w2", g, d, dff);
			L->b2 = declare(params, prefix, l, "b2", g, d, 0);
		}
		L->ln1_g = L->ln1_b = L->ln2_g = L->ln2_b = -1;
		if (cfg->layer_norm)
		{
			L->ln1_g = declare(params, prefix, l, "ln1_g", g, d, 0);
			L->ln1_b = declare(params, prefix, l, "ln1_b", g, d, 0);
			L->ln2_g = declare(params, prefix, l, "ln2_g", g, d, 0);
			L->ln2_b = declare(params, prefix, l, "ln2_b", g, d, 0);
		}
	}
	if (params->out_of_memory)
	{
		rat_stack_free(s);
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"out of memory declaring the transformer's tensors");
	}
	return true;
}

void
rat_stack_free(RatStack *s)
{
	free(s->layers);
	s->layers = NULL;
}

/* ------------------------------------------------------------------ initialisation */

static float *
host_tensor(const RatStack *s, float *host, int idx)
{
	return host + s->params->tensors[idx].offset;
}

static void
xavier(const RatStack *s, float *host, int idx, DtRng *rng)
{
	const DtTensor *t = &s->params->tensors[idx];

	/* PyTorch layout [out, in]: fan_out = shape[0], fan_in = shape[1]. */
	dt_init_xavier_normal(host + t->offset, t->numel, t->shape[1], t->shape[0], rng);
}

static void
fill(const RatStack *s, float *host, int idx, float value)
{
	const DtTensor *t = &s->params->tensors[idx];

	for (size_t i = 0; i < t->numel; i++)
		host[t->offset + i] = value;
}

void
rat_stack_init_xavier(const RatStack *s, float *host, DtRng *rng)
{
	const RatStackConfig *c = &s->cfg;

	for (int l = 0; l < c->n_layers; l++)
	{
		const RatLayer *L = &s->layers[l];
		int			ws[] = {L->wq, L->wk, L->wv, L->wo, L->rk, L->rv, L->w1, L->w2};
		int			zs[] = {L->bq, L->bk, L->bv, L->bo, L->b1, L->b2, L->ln1_b, L->ln2_b,
		L->conv_b};

		for (size_t i = 0; i < sizeof(ws) / sizeof(ws[0]); i++)
			if (ws[i] >= 0)
				xavier(s, host, ws[i], rng);
		for (size_t i = 0; i < sizeof(zs) / sizeof(zs[0]); i++)
			if (zs[i] >= 0)
				fill(s, host, zs[i], 0.0f);
		if (L->ln1_g >= 0)
		{
			fill(s, host, L->ln1_g, 1.0f);
			fill(s, host, L->ln2_g, 1.0f);
		}
		if (L->conv_w >= 0)
		{
			/* W = [I | I | 0]: the fused map starts as content + relation score. */
			const DtTensor *t = &s->params->tensors[L->conv_w];
			float	   *w = host + t->offset;
			int			H = c->n_heads, cin = t->shape[1];

			fill(s, host, L->conv_w, 0.0f);
			for (int h = 0; h < H; h++)
			{
				w[h * cin + h] = 1.0f;
				w[h * cin + H + h] = 1.0f;
			}
			fill(s, host, L->conv_slope, 0.25f);
		}
		if (L->ffn >= 0)
			c->ffn_hook->init(host_tensor(s, host, L->ffn), c->d_model, c->d_ff, rng);
	}
}

static void
scale(const RatStack *s, float *host, int idx, double factor)
{
	const DtTensor *t = &s->params->tensors[idx];

	for (size_t i = 0; i < t->numel; i++)
		host[t->offset + i] = (float) (host[t->offset + i] * factor);
}

void
rat_stack_scale_fixup(const RatStack *s, float *host, double factor)
{
	const RatStackConfig *c = &s->cfg;

	for (int l = 0; l < c->n_layers; l++)
	{
		const RatLayer *L = &s->layers[l];

		/* DT-Fixup §3.3: "scale v, w, r^v in the attention block and weight matrices in the
		 * MLP block"; q, k and r^k keep their Xavier scale. */
		scale(s, host, L->wv, factor);
		scale(s, host, L->wo, factor);
		if (L->rv >= 0)
			scale(s, host, L->rv, factor);
		if (L->ffn >= 0)
			c->ffn_hook->scale_weights(host_tensor(s, host, L->ffn), c->d_model, c->d_ff, factor);
		else
		{
			scale(s, host, L->w1, factor);
			scale(s, host, L->w2, factor);
		}
	}
}

double
rat_stack_init_dtfixup(const RatStack *s, float *host, double mu, DtRng *rng)
{
	double		factor = s->cfg.n_relations > 0
		? dt_dtfixup_factor_relational(s->cfg.n_layers, mu)
		: dt_dtfixup_factor_vanilla(s->cfg.n_layers, mu);

	rat_stack_init_xavier(s, host, rng);
	rat_stack_scale_fixup(s, host, factor);
	return factor;
}

double
rat_stack_init_tfixup(const RatStack *s, float *host, DtRng *rng)
{
	double		factor = dt_tfixup_factor(s->cfg.n_layers);

	rat_stack_init_xavier(s, host, rng);
	rat_stack_scale_fixup(s, host, factor);
	return factor;
}

/* ------------------------------------------------------------------ workspace */

/* Hands out consecutive 64-byte aligned slices of one arena; a NULL base only counts. */
typedef struct Carver
{
	float	   *base;
	size_t		used;			/* floats */
} Carver;

static float *
carve(Carver *c, size_t floats)
{
	float	   *p = c->base != NULL ? c->base + c->used : NULL;

	c->used += (floats + 15) / 16 * 16;
	return p;
}

static void
carve_all(Carver *c, RatWorkspace *ws, const RatStack *s)
{
	const RatStackConfig *cfg = &s->cfg;
	size_t		M = (size_t) ws->max_B * ws->max_n;
	size_t		d = cfg->d_model, dff = cfg->d_ff, H = cfg->n_heads, R = cfg->n_relations;
	size_t		maps = (size_t) ws->max_B * H * ws->max_n * ws->max_n;
	size_t		rels = M * H * (R > 0 ? R : 1);
	bool		conv = cfg->attention == RAT_ATTENTION_RELATION_CONV;
	bool		hook = cfg->ffn == RAT_FFN_HOOK;

	/* forward only: two sets of layer activations, used in turn (a layer reads the one
	 * before it, and the attention convolution its maps); nothing for the backward */
	int			n_sets = ws->forward_only && cfg->n_layers > 2 ? 2 : cfg->n_layers;

	for (int l = 0; l < n_sets; l++)
	{
		RatLayerActs *a = &ws->acts[l];

		a->q = carve(c, M * d);
		a->k = carve(c, M * d);
		a->v = carve(c, M * d);
		a->z = carve(c, M * d);
		a->h1 = carve(c, M * d);
		a->h2 = carve(c, M * d);
		a->a = cfg->layer_norm ? carve(c, M * d) : a->h1;
		a->y = cfg->layer_norm ? carve(c, M * d) : a->h2;
		if (cfg->layer_norm)
		{
			a->ln1_mean = carve(c, M);
			a->ln1_rstd = carve(c, M);
			a->ln2_mean = carve(c, M);
			a->ln2_rstd = carve(c, M);
		}
		a->P = carve(c, maps);
		a->PB = carve(c, rels);
		if (conv)
		{
			a->Sc = carve(c, maps);
			a->Sr = carve(c, maps);
			a->U = carve(c, maps);
			a->A = carve(c, maps);
		}
		if (hook)
			a->ffn_acts = carve(c, cfg->ffn_hook->activation_count(ws->max_B, ws->max_n,
																	 cfg->d_model, cfg->d_ff));
		else
		{
			/* ReLU runs in place (its output's sign is its input's); GELU keeps both */
			a->f1 = carve(c, M * dff);
			a->f2 = cfg->ffn == RAT_FFN_MLP_GELU ? carve(c, M * dff) : a->f1;
		}
	}
	for (int l = n_sets; l < cfg->n_layers; l++)
		ws->acts[l] = ws->acts[l % 2];
	ws->proj = carve(c, M * d);
	ws->QR = carve(c, rels);
	if (ws->forward_only)
	{
		if (hook)
			ws->ffn_scratch = carve(c, cfg->ffn_hook->scratch_count(ws->max_B, ws->max_n,
																	 cfg->d_model, cfg->d_ff));
		return;
	}
	ws->da = carve(c, M * d);
	ws->dH = carve(c, M * d);
	ws->dproj = carve(c, M * d);
	ws->dX[0] = carve(c, M * d);
	ws->dX[1] = carve(c, M * d);
	ws->dz = carve(c, M * d);
	ws->dq = carve(c, M * d);
	ws->dk = carve(c, M * d);
	ws->dv = carve(c, M * d);
	if (!hook)
		ws->df = carve(c, M * dff);
	else
		ws->ffn_scratch = carve(c, cfg->ffn_hook->scratch_count(ws->max_B, ws->max_n,
																 cfg->d_model, cfg->d_ff));
	ws->dP = carve(c, maps);
	ws->dQR = carve(c, rels);
	if (conv)
	{
		ws->dSr = carve(c, maps);
		ws->dA[0] = carve(c, maps);
		ws->dA[1] = carve(c, maps);
	}
}

static bool
workspace_create(RatWorkspace *ws, const RatStack *s, DtBackend *be, int max_B, int max_n,
				 bool forward_only, DtError *err)
{
	Carver		count = {NULL, 0};
	Carver		real;

	memset(ws, 0, sizeof(*ws));
	ws->forward_only = forward_only;
	if (max_B < 1 || max_n < 1)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"workspace batch shape %d x %d must be positive", max_B, max_n);
	ws->be = be;
	ws->max_B = max_B;
	ws->max_n = max_n;
	ws->acts = calloc(s->cfg.n_layers, sizeof(RatLayerActs));
	ws->seeds = calloc(max_B, sizeof(uint64_t));
	if (ws->acts == NULL || ws->seeds == NULL)
	{
		free(ws->acts);
		free(ws->seeds);
		ws->acts = NULL;
		ws->seeds = NULL;
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL, "out of memory");
	}

	carve_all(&count, ws, s);
	ws->arena_bytes = sizeof(float) * count.used;
	ws->arena = be->alloc(be, ws->arena_bytes);
	if (ws->arena == NULL)
	{
		free(ws->acts);
		free(ws->seeds);
		ws->acts = NULL;
		ws->seeds = NULL;
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL,
							"Use a smaller batch or fewer items per example.",
							"could not allocate %zu bytes of transformer activations on backend %s",
							ws->arena_bytes, be->name);
	}
	real.base = ws->arena;
	real.used = 0;
	carve_all(&real, ws, s);
	return true;
}

bool
rat_workspace_create(RatWorkspace *ws, const RatStack *s, DtBackend *be, int max_B, int max_n,
					 DtError *err)
{
	return workspace_create(ws, s, be, max_B, max_n, false, err);
}

bool
rat_workspace_create_forward(RatWorkspace *ws, const RatStack *s, DtBackend *be, int max_B,
							 int max_n, DtError *err)
{
	return workspace_create(ws, s, be, max_B, max_n, true, err);
}

void
rat_workspace_free(RatWorkspace *ws)
{
	if (ws->arena != NULL)
		ws->be->free(ws->be, ws->arena, ws->arena_bytes);
	free(ws->acts);
	free(ws->seeds);
	memset(ws, 0, sizeof(*ws));
}

/* ------------------------------------------------------------------ input checks */

bool
rat_stack_check_batch(const RatStack *s, const int *rel, const int *len, int B, int n,
					  DtError *err)
{
	int			R = s->cfg.n_relations;

	for (int b = 0; b < B; b++)
	{
		if (len[b] < 1 || len[b] > n)
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"example %d has %d items; expected 1 to %d", b, len[b], n);
		for (int i = 0; i < len[b] && R > 0; i++)
			for (int j = 0; j < len[b]; j++)
			{
				int			r = rel[((size_t) b * n + i) * n + j];

				if (r < 0 || r >= R)
					return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
										"relation id %d between items %d and %d of example %d "
										"is outside 0..%d", r, i, j, b, R - 1);
			}
	}
	return true;
}

/* ------------------------------------------------------------------ forward */

#define PARAM(idx) (s->params->tensors[(idx)].data)
#define GRAD(idx) (s->params->tensors[(idx)].grad)
#define OPT_PARAM(idx) ((idx) >= 0 ? PARAM(idx) : NULL)
#define OPT_GRAD(idx) ((idx) >= 0 ? GRAD(idx) : NULL)

/* A distinct dropout stream per (layer, site) derived from the step's seed. */
static uint64_t
site_seed(uint64_t seed, int layer, int site)
{
	return seed * 0x9E3779B97F4A7C15ull + (uint64_t) (2 * layer + site + 1) * 0xD1B54A32D192ED03ull;
}

/*
 * Dropout of a sublayer's output (site 0: attention, 1: FFN) over the batch: with one seed
 * for the batch, one call; with per-example seeds, one call per example block (its padded
 * rows included: they are ignored, and the valid rows' masks depend only on their indices).
 */
static void
site_dropout_forward(RatWorkspace *ws, float *out, const float *inp, size_t Md, int l, int site)
{
	DtBackend  *be = ws->be;
	size_t		block;

	if (!ws->per_example)
	{
		be->dropout_forward(be, out, inp, Md, ws->dropout, site_seed(ws->seed, l, site));
		return;
	}
	block = Md / (size_t) ws->B;
	for (int b = 0; b < ws->B; b++)
		be->dropout_forward(be, out + b * block, inp + b * block, block, ws->dropout,
							site_seed(ws->seeds[b], l, site));
}

static void
site_dropout_backward(RatWorkspace *ws, float *dinp, const float *dout, size_t Md, int l,
					  int site)
{
	DtBackend  *be = ws->be;
	size_t		block;

	if (!ws->per_example)
	{
		be->dropout_backward(be, dinp, dout, Md, ws->dropout, site_seed(ws->seed, l, site));
		return;
	}
	block = Md / (size_t) ws->B;
	for (int b = 0; b < ws->B; b++)
		be->dropout_backward(be, dinp + b * block, dout + b * block, block, ws->dropout,
							 site_seed(ws->seeds[b], l, site));
}

static RatAttnShape
attn_shape(const RatStack *s, const RatWorkspace *ws)
{
	RatAttnShape sh = {ws->B, ws->n, s->cfg.n_heads, s->cfg.d_model / s->cfg.n_heads,
	s->cfg.n_relations};

	return sh;
}

static const float *
layer_input(const RatWorkspace *ws, int l)
{
	return l == 0 ? ws->x : ws->acts[l - 1].y;
}

static void
layer_forward(const RatStack *s, RatWorkspace *ws, int l)
{
	DtBackend  *be = ws->be;
	const RatStackConfig *c = &s->cfg;
	const RatLayer *L = &s->layers[l];
	RatLayerActs *a = &ws->acts[l];
	const float *x = layer_input(ws, l);
	int			M = ws->B * ws->n, d = c->d_model, dff = c->d_ff;
	size_t		Md = (size_t) M * d;
	RatAttnShape sh = attn_shape(s, ws);

	be->linear_forward(be, a->q, x, PARAM(L->wq), PARAM(L->bq), M, d, d);
	be->linear_forward(be, a->k, x, PARAM(L->wk), PARAM(L->bk), M, d, d);
	be->linear_forward(be, a->v, x, PARAM(L->wv), PARAM(L->bv), M, d, d);
	if (c->attention == RAT_ATTENTION_RELATION_CONV)
		be->rat_conv_attention_forward(be, a->z, a->Sc, a->Sr, a->U, a->A, a->P, a->PB, ws->QR,
									   a->q, a->k, a->v, OPT_PARAM(L->rk), OPT_PARAM(L->rv),
									   l > 0 ? ws->acts[l - 1].A : NULL, PARAM(L->conv_w),
									   PARAM(L->conv_b), PARAM(L->conv_slope), ws->rel, ws->len,
									   sh);
	else
		be->rat_attention_forward(be, a->z, a->P, a->PB, ws->QR, a->q, a->k, a->v,
								  OPT_PARAM(L->rk), OPT_PARAM(L->rv), ws->rel, ws->len, sh);
	if (dt_stop_poll())
		return;					/* a decode being cancelled: the layer's output is unused */
	be->linear_forward(be, ws->proj, a->z, PARAM(L->wo), PARAM(L->bo), M, d, d);
	if (ws->dropout > 0.0f)
	{
		site_dropout_forward(ws, a->h1, ws->proj, Md, l, 0);
		be->residual_forward(be, a->h1, a->h1, x, Md);
	}
	else
		be->residual_forward(be, a->h1, ws->proj, x, Md);
	if (c->layer_norm)
		be->layernorm_forward(be, a->a, a->ln1_mean, a->ln1_rstd, a->h1, PARAM(L->ln1_g),
							  PARAM(L->ln1_b), M, d);

	if (c->ffn == RAT_FFN_HOOK)
		c->ffn_hook->forward(be, ws->proj, a->ffn_acts, a->a, PARAM(L->ffn), ws->len, ws->B,
							 ws->n, d, dff);
	else
	{
		if (c->ffn == RAT_FFN_MLP_GELU)
		{
			be->linear_forward(be, a->f1, a->a, PARAM(L->w1), PARAM(L->b1), M, d, dff);
			be->gelu_forward(be, a->f2, a->f1, (size_t) M * dff);
		}
		else
		{
			be->linear_forward(be, a->f1, a->a, PARAM(L->w1), NULL, M, d, dff);
			be->bias_relu_forward(be, a->f1, PARAM(L->b1), M, dff);
		}
		be->linear_forward(be, ws->proj, a->f2, PARAM(L->w2), PARAM(L->b2), M, dff, d);
	}
	if (ws->dropout > 0.0f)
	{
		site_dropout_forward(ws, a->h2, ws->proj, Md, l, 1);
		be->residual_forward(be, a->h2, a->h2, a->a, Md);
	}
	else
		be->residual_forward(be, a->h2, ws->proj, a->a, Md);
	if (c->layer_norm)
		be->layernorm_forward(be, a->y, a->ln2_mean, a->ln2_rstd, a->h2, PARAM(L->ln2_g),
							  PARAM(L->ln2_b), M, d);
}

static const float *
stack_forward(const RatStack *s, RatWorkspace *ws, const float *x, const int *rel,
			  const int *len, int B, int n, bool training, uint64_t seed)
{
	ws->x = x;
	ws->rel = rel;
	ws->len = len;
	ws->B = B;
	ws->n = n;
	ws->dropout = training ? s->cfg.dropout : 0.0f;
	ws->seed = seed;
	ws->stopped = false;
	for (int l = 0; l < s->cfg.n_layers; l++)
	{
		/* before the first layer too (the encoder's inputs took their time); a layer's
		 * long kernels poll inside it, and once stopped skip their work */
		if (dt_stop_poll())
		{
			ws->stopped = true;
			return l > 0 ? ws->acts[l - 1].y : x;
		}
		layer_forward(s, ws, l);
	}
	ws->stopped = dt_stop_requested();
	return ws->acts[s->cfg.n_layers - 1].y;
}

bool
rat_workspace_fits(const RatStack *s, const RatWorkspace *ws, int B, int n)
{
	const RatStackConfig *c = &s->cfg;
	size_t		rows = (size_t) B * n,
				max_rows = (size_t) ws->max_B * ws->max_n;

	if (B < 1 || n < 1 || rows > max_rows || rows * n > max_rows * ws->max_n)
		return false;
	/* a hook's buffers are its own functions of the shape */
	return c->ffn != RAT_FFN_HOOK ||
		(c->ffn_hook->activation_count(B, n, c->d_model, c->d_ff) <=
		 c->ffn_hook->activation_count(ws->max_B, ws->max_n, c->d_model, c->d_ff) &&
		 c->ffn_hook->scratch_count(B, n, c->d_model, c->d_ff) <=
		 c->ffn_hook->scratch_count(ws->max_B, ws->max_n, c->d_model, c->d_ff));
}

const float *
rat_stack_forward(const RatStack *s, RatWorkspace *ws, const float *x, const int *rel,
				  const int *len, int B, int n, bool training, uint64_t seed)
{
	if (!rat_workspace_fits(s, ws, B, n))
		return NULL;			/* the caller sized the workspace: a programming error */
	ws->per_example = false;
	return stack_forward(s, ws, x, rel, len, B, n, training, seed);
}

const float *
rat_stack_forward_examples(const RatStack *s, RatWorkspace *ws, const float *x,
						   const int *rel, const int *len, int B, int n, bool training,
						   const uint64_t *seeds)
{
	if (!rat_workspace_fits(s, ws, B, n) || B > ws->max_B)
		return NULL;
	memcpy(ws->seeds, seeds, sizeof(uint64_t) * (size_t) B);
	ws->per_example = true;
	return stack_forward(s, ws, x, rel, len, B, n, training, 0);
}

/* ------------------------------------------------------------------ backward */

/* dY: gradient w.r.t. the layer's output (read only); dX: receives the gradient w.r.t. its
 * input (overwritten).  dA[0] holds what later layers sent to this layer's fused maps. */
static void
layer_backward(const RatStack *s, RatWorkspace *ws, int l, const float *dY, float *dX,
			   bool want_dX)
{
	DtBackend  *be = ws->be;
	const RatStackConfig *c = &s->cfg;
	const RatLayer *L = &s->layers[l];
	RatLayerActs *a = &ws->acts[l];
	const float *x = layer_input(ws, l);
	int			M = ws->B * ws->n, d = c->d_model, dff = c->d_ff;
	size_t		Md = (size_t) M * d, Mf = (size_t) M * dff;
	size_t		bytes_d = sizeof(float) * Md;
	RatAttnShape sh = attn_shape(s, ws);
	const float *dh2 = dY;
	const float *dh1;
	const float *dp;

	/* ---- FFN half: y = LN2(a + Dropout(FFN(a))) ---- */
	if (c->layer_norm)
	{
		be->memset_zero(be, ws->dH, bytes_d);
		be->layernorm_backward(be, ws->dH, GRAD(L->ln2_g), GRAD(L->ln2_b), dY, a->h2,
							   PARAM(L->ln2_g), a->ln2_mean, a->ln2_rstd, M, d);
		dh2 = ws->dH;
	}
	be->copy(be, ws->da, dh2, bytes_d);	/* the skip connection */
	dp = dh2;
	if (ws->dropout > 0.0f)
	{
		be->memset_zero(be, ws->dproj, bytes_d);
		site_dropout_backward(ws, ws->dproj, dh2, Md, l, 1);
		dp = ws->dproj;
	}
	if (c->ffn == RAT_FFN_HOOK)
		c->ffn_hook->backward(be, ws->da, GRAD(L->ffn), ws->ffn_scratch, dp, a->ffn_acts, a->a,
							  PARAM(L->ffn), ws->len, ws->B, ws->n, d, dff);
	else
	{
		/* one buffer: gradient of the activation's output, then (in place) of its input */
		be->memset_zero(be, ws->df, sizeof(float) * Mf);
		be->linear_backward(be, ws->df, GRAD(L->w2), GRAD(L->b2), dp, a->f2, PARAM(L->w2),
							M, dff, d);
		if (c->ffn == RAT_FFN_MLP_GELU)
			be->gelu_backward_inplace(be, ws->df, a->f1, Mf);
		else
			be->relu_backward_inplace(be, ws->df, a->f2, Mf);
		be->linear_backward(be, ws->da, GRAD(L->w1), GRAD(L->b1), ws->df, a->a, PARAM(L->w1),
							M, d, dff);
	}

	/* ---- attention half: a = LN1(x + Dropout(Attn(x) Wo^T + bo)) ---- */
	dh1 = ws->da;
	if (c->layer_norm)
	{
		be->memset_zero(be, ws->dH, bytes_d);
		be->layernorm_backward(be, ws->dH, GRAD(L->ln1_g), GRAD(L->ln1_b), ws->da, a->h1,
							   PARAM(L->ln1_g), a->ln1_mean, a->ln1_rstd, M, d);
		dh1 = ws->dH;
	}
	be->copy(be, dX, dh1, bytes_d);	/* the skip connection */
	dp = dh1;
	if (ws->dropout > 0.0f)
	{
		be->memset_zero(be, ws->dproj, bytes_d);
		site_dropout_backward(ws, ws->dproj, dh1, Md, l, 0);
		dp = ws->dproj;
	}
	be->memset_zero(be, ws->dz, bytes_d);
	be->linear_backward(be, ws->dz, GRAD(L->wo), GRAD(L->bo), dp, a->z, PARAM(L->wo), M, d, d);
	be->memset_zero(be, ws->dq, bytes_d);
	be->memset_zero(be, ws->dk, bytes_d);
	be->memset_zero(be, ws->dv, bytes_d);
	if (c->attention == RAT_ATTENTION_RELATION_CONV)
	{
		size_t		map_bytes = sizeof(float) * (size_t) sh.B * sh.H * sh.n * sh.n;
		float	   *t;

		if (l > 0)
			be->memset_zero(be, ws->dA[1], map_bytes);
		be->rat_conv_attention_backward(be, ws->dq, ws->dk, ws->dv, OPT_GRAD(L->rk),
										OPT_GRAD(L->rv), GRAD(L->conv_w), GRAD(L->conv_b),
										GRAD(L->conv_slope), l > 0 ? ws->dA[1] : NULL,
										ws->dA[0], ws->dP, ws->dSr, ws->dQR, ws->dz, a->Sc,
										a->Sr, a->U, a->P, a->PB, a->q, a->k, a->v,
										OPT_PARAM(L->rk), OPT_PARAM(L->rv),
										l > 0 ? ws->acts[l - 1].A : NULL, PARAM(L->conv_w),
										PARAM(L->conv_slope), ws->rel, ws->len, sh);
		t = ws->dA[0];
		ws->dA[0] = ws->dA[1];
		ws->dA[1] = t;
	}
	else
		be->rat_attention_backward(be, ws->dq, ws->dk, ws->dv, OPT_GRAD(L->rk), OPT_GRAD(L->rv),
								   ws->dP, ws->dQR, ws->dz, a->P, a->PB, a->q, a->k, a->v,
								   OPT_PARAM(L->rk), OPT_PARAM(L->rv), ws->rel, ws->len, sh);
	be->linear_backward(be, want_dX ? dX : NULL, GRAD(L->wq), GRAD(L->bq), ws->dq, x,
						PARAM(L->wq), M, d, d);
	be->linear_backward(be, want_dX ? dX : NULL, GRAD(L->wk), GRAD(L->bk), ws->dk, x,
						PARAM(L->wk), M, d, d);
	be->linear_backward(be, want_dX ? dX : NULL, GRAD(L->wv), GRAD(L->bv), ws->dv, x,
						PARAM(L->wv), M, d, d);
}

void
rat_stack_backward(const RatStack *s, RatWorkspace *ws, const float *dout, float *dx)
{
	DtBackend  *be = ws->be;
	const float *dY = dout;
	size_t		Md = (size_t) ws->B * ws->n * s->cfg.d_model;

	if (ws->forward_only)
		abort();				/* a programming error: the caller made a forward-only workspace */

	if (s->cfg.attention == RAT_ATTENTION_RELATION_CONV)
		be->memset_zero(be, ws->dA[0],
						sizeof(float) * (size_t) ws->B * s->cfg.n_heads * ws->n * ws->n);
	for (int l = s->cfg.n_layers - 1; l >= 0; l--)
	{
		float	   *dX = ws->dX[l & 1];

		layer_backward(s, ws, l, dY, dX, l > 0 || dx != NULL);
		dY = dX;
	}
	if (dx != NULL)
		be->residual_accumulate(be, dx, dY, Md);
}
