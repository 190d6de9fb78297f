/*
 * parser_params.c — the SQL-SP network's parameters (DT-Fixup paper, Appendix C): every
 * named tensor declared in one DtParams block (the checkpoint's names and order), their
 * initialisation, and the Adam optimiser with the pre-transformer's own rate (C.5).
 *
 * The order of the declarations is the order of the tensors in a checkpoint, and the
 * initialisation draws from one RNG stream in that order: both are part of the file
 * format and of training's reproducibility for a seed.
 */
#include "model/parser_core.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

#include "nn/nn_init.h"
#include "nn/nn_rng.h"
#include "schema/relations.h"

/* ------------------------------------------------------------------ layout */

static int
declare2(Parser *p, const char *name, int d0, int d1, int group)
{
	int			shape[2] = {d0, d1};

	return dt_params_declare(&p->params, name, d1 > 0 ? 2 : 1, shape, group);
}

static void
declare_lstm(Parser *p, const char *prefix, int din, int h, int group, int idx[4])
{
	char		name[DT_TENSOR_NAME_LEN];

	snprintf(name, sizeof(name), "%s.w_ih", prefix);
	idx[0] = declare2(p, name, 4 * h, din, group);
	snprintf(name, sizeof(name), "%s.w_hh", prefix);
	idx[1] = declare2(p, name, 4 * h, h, group);
	snprintf(name, sizeof(name), "%s.b_ih", prefix);
	idx[2] = declare2(p, name, 4 * h, 0, group);
	snprintf(name, sizeof(name), "%s.b_hh", prefix);
	idx[3] = declare2(p, name, 4 * h, 0, group);
}

static void
declare_pointer(Parser *p, const char *prefix, int dq, int dm, int d, int idx[4])
{
	char		name[DT_TENSOR_NAME_LEN];

	snprintf(name, sizeof(name), "%s.wq", prefix);
	idx[0] = declare2(p, name, d, dq, PARSER_GROUP_MAIN);
	snprintf(name, sizeof(name), "%s.bq", prefix);
	idx[1] = declare2(p, name, d, 0, PARSER_GROUP_MAIN);
	snprintf(name, sizeof(name), "%s.wk", prefix);
	idx[2] = declare2(p, name, d, dm, PARSER_GROUP_MAIN);
	snprintf(name, sizeof(name), "%s.bk", prefix);
	idx[3] = declare2(p, name, d, 0, PARSER_GROUP_MAIN);
}

bool
parser_declare_params(Parser *p, DtError *err)
{
	const ParserConfig *c = &p->cfg;
	ParserTensors *t = &p->t;
	RatStackConfig sc;
	int			D = c->d_model,
				W = c->word_dim,
				He = c->encoder_hidden,
				Hd = c->decoder_hidden,
				A = c->action_dim,
				Nn = c->node_dim;
	int			G = PARSER_GROUP_PRE,
				M = PARSER_GROUP_MAIN;

	dt_params_init(&p->params, p->be);
	/* Pre-transformer (group PRE; App. C.5's separate rate). */
	t->word_emb = declare2(p, "enc.word_emb", p->vocab->n_words, W, G);
	t->bucket_emb = c->hash_buckets > 0 ? declare2(p, "enc.bucket_emb", c->hash_buckets, W, G) : -1;
	declare_lstm(p, "enc.q_lstm.fwd", W, He, G, t->q_lstm[0]);
	declare_lstm(p, "enc.q_lstm.bwd", W, He, G, t->q_lstm[1]);
	declare_lstm(p, "enc.s_lstm.fwd", W, He, G, t->s_lstm[0]);
	declare_lstm(p, "enc.s_lstm.bwd", W, He, G, t->s_lstm[1]);
	t->link_emb = declare2(p, "enc.schema_link_emb", 2 * PARSER_N_LINK_TYPES, D, G);

	/* The relation-aware transformer (App. C.5: no dropout inside its layers). */
	sc = parser_stack_config(c, c->layers, c->d_ff);
	sc.param_group = M;
	if (!rat_stack_declare(&p->stack, &sc, &p->params, "rat", err))
		return false;

	/* Decoder (C.3). */
	p->din_dec = A + D + D + Hd + A + Nn;
	p->d_head = Hd + D;
	t->act_emb = declare2(p, "dec.action_emb", PARSER_N_ACT_ROWS, A, M);
	t->field_emb = declare2(p, "dec.field_emb", PARSER_N_FIELD_ROWS, Nn, M);
	declare_lstm(p, "dec.lstm", p->din_dec, Hd, M, t->dec_lstm);
	t->att[0] = declare2(p, "dec.att.wq", D, Hd, M);
	t->att[1] = declare2(p, "dec.att.bq", D, 0, M);
	t->att[2] = declare2(p, "dec.att.wk", D, D, M);
	t->att[3] = declare2(p, "dec.att.bk", D, 0, M);
	t->att[4] = declare2(p, "dec.att.wv", D, D, M);
	t->att[5] = declare2(p, "dec.att.bv", D, 0, M);
	t->att[6] = declare2(p, "dec.att.wo", D, D, M);
	t->att[7] = declare2(p, "dec.att.bo", D, 0, M);
	t->rule_mlp[0] = declare2(p, "dec.rule.w1", D, p->d_head, M);
	t->rule_mlp[1] = declare2(p, "dec.rule.b1", D, 0, M);
	t->rule_mlp[2] = declare2(p, "dec.rule.w2", PARSER_N_RULE_OUT, D, M);
	t->rule_mlp[3] = declare2(p, "dec.rule.b2", PARSER_N_RULE_OUT, 0, M);
	declare_pointer(p, "dec.table_ptr", p->d_head, D, D, t->tab_ptr);
	declare_pointer(p, "dec.column_ptr", p->d_head, D, D, t->col_ptr);
	declare_pointer(p, "dec.value_ptr", p->d_head, D, D, t->val_ptr);
	t->inst_emb = declare2(p, "dec.instance_rank_emb", PARSER_MAX_INSTANCE_RANK, D, M);
	t->subcol_emb = declare2(p, "dec.subquery_column_emb", PARSER_MAX_INSTANCE_RANK, D, M);
	t->val_rows = declare2(p, "dec.value_rows", PARSER_N_VROWS, D, M);
	t->const_emb = declare2(p, "dec.constant_emb", PARSER_MAX_CONSTANTS, D, M);
	if (p->params.out_of_memory)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"out of memory declaring the model's tensors");
	return true;
}

bool
parser_layout(Parser *p, DtError *err)
{
	return parser_declare_params(p, err) && dt_params_allocate(&p->params, err);
}

static void
fill_normal(float *w, size_t n, double std, DtRng *rng)
{
	for (size_t i = 0; i < n; i++)
		w[i] = (float) (std * dt_rng_normal(rng));
}

float *
parser_params_host(Parser *p)
{
	float	   *host;

	if (dt_backend_is_host(p->be))
		return p->params.data;
	host = malloc(sizeof(float) * p->params.count);
	if (host == NULL)
		dt_fatal_oom(__func__);
	p->be->download(p->be, host, p->params.data, sizeof(float) * p->params.count);
	return host;
}

void
parser_params_host_done(Parser *p, float *host)
{
	if (host == p->params.data)
		return;
	p->be->upload(p->be, p->params.data, host, sizeof(float) * p->params.count);
	free(host);
}

void
parser_init_weights(Parser *p)
{
	DtRng		rng;
	DtParams   *ps = &p->params;
	float	   *host = parser_params_host(p);

	dt_rng_seed(&rng, mix64(p->cfg.seed, 1));
	for (int i = 0; i < ps->n_tensors; i++)
	{
		DtTensor   *t = &ps->tensors[i];
		float	   *w = host + t->offset;

		if (strncmp(t->name, "rat.", 4) == 0)
			continue;
		if (t->ndim == 1)
			memset(w, 0, t->numel * sizeof(float));
		else if (i == p->t.link_emb)
			memset(w, 0, t->numel * sizeof(float));	/* start as if unlinked: mu (DT-Fixup) is the text's */
		else if (strstr(t->name, "emb") || strcmp(t->name, "dec.value_rows") == 0)
			fill_normal(w, t->numel, 0.1, &rng);
		else
			dt_init_xavier_normal(w, t->numel, t->shape[1], t->shape[0], &rng);
	}
	/* LSTM forget-gate biases at 1 (Jozefowicz et al. 2015): remember by default. */
	for (int i = 0; i < ps->n_tensors; i++)
	{
		DtTensor   *t = &ps->tensors[i];
		size_t		len = strlen(t->name);

		if (len > 5 && strcmp(t->name + len - 5, ".b_ih") == 0)
		{
			int			h = t->shape[0] / 4;

			for (int j = h; j < 2 * h; j++)
				host[t->offset + j] = 1.0f;
		}
	}
	rat_stack_init_xavier(&p->stack, host, &rng);
	parser_params_host_done(p, host);
}

bool
parser_create_optimizer(Parser *p, DtError *err)
{
	DtAdamConfig ac = dt_adam_default_config((float) p->cfg.lr, p->max_steps);

	ac.clip_norm = (float) p->cfg.clip_norm;
	ac.warmup_steps = p->cfg.warmup_steps;
	ac.decay_power = 0.5f;
	ac.group_lr_scale[PARSER_GROUP_MAIN] = 1.0f;
	ac.group_lr_scale[PARSER_GROUP_PRE] = (float) p->cfg.pre_lr_factor;
	ac.start_pull = (float) p->cfg.start_pull;
	if (p->adam_ready)
		dt_adam_free(&p->adam);
	if (!dt_adam_create(&p->adam, &ac, &p->params, err))
		return false;
	p->adam_ready = true;
	return true;
}
