/*
 * parser_model.c — the SQL-SP network (DT-Fixup paper, Appendix C): parameter layout,
 * the encoder (C.1) with the relation-aware stack, the decoder cell and heads (C.3), and
 * the teacher-forced loss with its backward pass (C.4).
 *
 * Everything runs on the CPU backend the Parser creates (device memory = host memory), so
 * the sequence kernels (seq_*.h) are called directly on the parameter buffer.  Scratch
 * buffers grow to the largest example seen and are then reused (no allocation per step
 * once every shape has been seen).
 */
#include "model/parser_internal.h"

#include <cblas.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "nn/dropout.h"
#include "nn/nn_init.h"
#include "nn/nn_rng.h"
#include "nn/seq_embedding.h"
#include "nn/seq_smoothed_xent.h"
#include "schema/relations.h"
#include "text/stemmer.h"
#include "text/subword_hash.h"

/* ------------------------------------------------------------------ helpers */

void *
grow_floats(Grow *g, size_t count)
{
	size_t		bytes = count * sizeof(float) + 64;

	if (bytes > g->cap)
	{
		free(g->p);
		g->cap = bytes + bytes / 2;
		g->p = calloc(1, g->cap);
		if (g->p == NULL)
			dt_fatal_oom(__func__);
	}
	return g->p;
}

/* Bump allocator over a Grow: sizes first (counting pass), then pointers. */
typedef struct Carve
{
	char	   *base;
	size_t		used;
} Carve;

static void *
carve(Carve *c, size_t bytes)
{
	void	   *p = c->base ? c->base + c->used : NULL;

	c->used += (bytes + 63) & ~(size_t) 63;
	return p;
}

#define T_DATA(p, idx) ((p)->params.tensors[(idx)].data)
#define T_GRAD(p, idx) ((p)->params.tensors[(idx)].grad)

static uint64_t
mix64(uint64_t a, uint64_t b)
{
	uint64_t	z = a * 0x9E3779B97F4A7C15ull + b + 0x632BE59BD9B4E019ull;

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

int
parser_word_id(const Parser *p, const char *word)
{
	char	   *stem = text_stem(word);
	int			id = text_vocab_lookup(p->vocab, stem);

	dt_free(stem);
	if (id == TEXT_VOCAB_UNK && p->cfg.hash_buckets > 0)
		return -1;				/* its sub-word buckets alone carry it */
	return id;
}

static const char *const type_words[] = {"text", "number", "time", "boolean", "other"};

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
parser_layout(Parser *p, DtError *err)
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

	/* The relation-aware transformer. */
	memset(&sc, 0, sizeof(sc));
	sc.n_layers = c->layers;
	sc.d_model = D;
	sc.n_heads = c->heads;
	sc.d_ff = c->d_ff;
	sc.n_relations = REL_COUNT;
	sc.attention = c->attention == PARSER_ATTENTION_RELATION_CONV
		? RAT_ATTENTION_RELATION_CONV : RAT_ATTENTION_RELATION;
	sc.ffn = RAT_FFN_MLP_RELU;
	if (c->ffn == PARSER_FFN_SWISHRNN)
	{
		sc.ffn = RAT_FFN_HOOK;
		sc.ffn_hook = &parser_swishrnn_hook;
	}
	sc.layer_norm = c->layer_norm;
	/* App. C.5 puts dropout on X and z_t, not inside the layers. */
	sc.dropout = 0.0f;
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
	return dt_params_allocate(&p->params, err);
}

static void
fill_normal(float *w, size_t n, double std, DtRng *rng)
{
	for (size_t i = 0; i < n; i++)
		w[i] = (float) (std * dt_rng_normal(rng));
}

void
parser_init_weights(Parser *p)
{
	DtRng		rng;
	DtParams   *ps = &p->params;
	float	   *host = ps->data;	/* CPU backend: device memory is host memory */

	dt_rng_seed(&rng, mix64(p->cfg.seed, 1));
	for (int i = 0; i < ps->n_tensors; i++)
	{
		DtTensor   *t = &ps->tensors[i];

		if (strncmp(t->name, "rat.", 4) == 0)
			continue;
		if (t->ndim == 1)
			memset(t->data, 0, t->numel * sizeof(float));
		else if (t->data == T_DATA(p, p->t.link_emb))
			memset(t->data, 0, t->numel * sizeof(float));	/* start as if unlinked: mu (DT-Fixup) is the text's */
		else if (strstr(t->name, "emb") || strcmp(t->name, "dec.value_rows") == 0)
			fill_normal(t->data, t->numel, 0.1, &rng);
		else
			dt_init_xavier_normal(t->data, t->numel, t->shape[1], t->shape[0], &rng);
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
				t->data[j] = 1.0f;
		}
	}
	rat_stack_init_xavier(&p->stack, host, &rng);
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
	if (p->adam_ready)
		dt_adam_free(&p->adam);
	if (!dt_adam_create(&p->adam, &ac, &p->params, err))
		return false;
	p->adam_ready = true;
	return true;
}

/* ------------------------------------------------------------------ parameter views */

static SeqLstmParams
lstm_params(const Parser *p, const int idx[4])
{
	SeqLstmParams lp = {T_DATA(p, idx[0]), T_DATA(p, idx[1]), T_DATA(p, idx[2]), T_DATA(p, idx[3])};

	return lp;
}

static SeqLstmGrads
lstm_grads(const Parser *p, const int idx[4])
{
	SeqLstmGrads lg = {T_GRAD(p, idx[0]), T_GRAD(p, idx[1]), T_GRAD(p, idx[2]), T_GRAD(p, idx[3])};

	return lg;
}

static SeqBiLstmParams
bilstm_params(const Parser *p, const int idx[2][4])
{
	SeqBiLstmParams bp;

	bp.fwd = lstm_params(p, idx[0]);
	bp.bwd = lstm_params(p, idx[1]);
	return bp;
}

static SeqBiLstmGrads
bilstm_grads(const Parser *p, const int idx[2][4])
{
	SeqBiLstmGrads bg;

	bg.fwd = lstm_grads(p, idx[0]);
	bg.bwd = lstm_grads(p, idx[1]);
	return bg;
}

static SeqMemAttentionParams
att_params(const Parser *p)
{
	const int  *a = p->t.att;
	SeqMemAttentionParams ap = {T_DATA(p, a[0]), T_DATA(p, a[1]), T_DATA(p, a[2]), T_DATA(p, a[3]),
	T_DATA(p, a[4]), T_DATA(p, a[5]), T_DATA(p, a[6]), T_DATA(p, a[7])};

	return ap;
}

static SeqMemAttentionGrads
att_grads(const Parser *p)
{
	const int  *a = p->t.att;
	SeqMemAttentionGrads ag = {T_GRAD(p, a[0]), T_GRAD(p, a[1]), T_GRAD(p, a[2]), T_GRAD(p, a[3]),
	T_GRAD(p, a[4]), T_GRAD(p, a[5]), T_GRAD(p, a[6]), T_GRAD(p, a[7])};

	return ag;
}

static SeqPointerParams
ptr_params(const Parser *p, const int idx[4])
{
	SeqPointerParams pp = {T_DATA(p, idx[0]), T_DATA(p, idx[1]), T_DATA(p, idx[2]), T_DATA(p, idx[3])};

	return pp;
}

static SeqPointerGrads
ptr_grads(const Parser *p, const int idx[4])
{
	SeqPointerGrads pg = {T_GRAD(p, idx[0]), T_GRAD(p, idx[1]), T_GRAD(p, idx[2]), T_GRAD(p, idx[3])};

	return pg;
}

static SeqMlpHeadParams
mlp_params(const Parser *p)
{
	const int  *m = p->t.rule_mlp;
	SeqMlpHeadParams mp = {T_DATA(p, m[0]), T_DATA(p, m[1]), T_DATA(p, m[2]), T_DATA(p, m[3])};

	return mp;
}

static SeqMlpHeadGrads
mlp_grads(const Parser *p)
{
	const int  *m = p->t.rule_mlp;
	SeqMlpHeadGrads mg = {T_GRAD(p, m[0]), T_GRAD(p, m[1]), T_GRAD(p, m[2]), T_GRAD(p, m[3])};

	return mg;
}

/* ------------------------------------------------------------------ encoder (C.1) */

/* The encoder's buffers for one example (carved from p->sc->g_enc / p->sc->g_int). */
typedef struct EncBufs
{
	int			nq, ns, n, Ts, K;
	int		   *q_word, *q_bucket, *s_word, *s_bucket, *s_len, *q_len, *rel, *len;
	int		   *s_link;			/* per schema item: its row of enc.schema_link_emb */
	float	   *q_emb, *q_cache, *q_out, *s_emb, *s_cache, *s_out, *s_hfin, *X, *Xd;
	float	   *dX, *dXd, *ds_out, *ds_hfin, *dq_emb, *ds_emb, *lstm_ws;
	const float *Y;
	bool		training;
	bool		schema_cached;	/* X's schema rows came from the batch's schema cache */
	uint64_t	seed;
} EncBufs;

/* The batch's schema encodings (schema_encode), one per scratch. */
typedef struct SchemaCache
{
	bool		on;				/* a batch is running: use and fill the cache */
	const SchemaGraph *graph;	/* whose encodings e holds, or NULL */
	EncBufs		e;				/* its X rows after the question: the encodings; dX: their
								 * gradient summed over the batch's examples */
	Grow		g_enc,
				g_int;
} SchemaCache;

static SchemaCache *
schema_cache(Parser *p)
{
	if (p->sc->schema == NULL)
	{
		p->sc->schema = calloc(1, sizeof(SchemaCache));
		if (p->sc->schema == NULL)
			dt_fatal_oom(__func__);
	}
	return (SchemaCache *) p->sc->schema;
}

/* The last forward's buffers, kept for its backward (one per Parser). */
static EncBufs *
enc_state(Parser *p)
{
	if (p->sc->enc == NULL)
	{
		p->sc->enc = calloc(1, sizeof(EncBufs));
		if (p->sc->enc == NULL)
			dt_fatal_oom(__func__);
	}
	return (EncBufs *) p->sc->enc;
}

static int
item_words(const ParserExample *ex, int item, const char **words, int cap)
{
	const SchemaGraph *g = ex->graph;
	int			n = 0;

	if (item < g->n_columns)
	{
		const SgColumn *col = &g->columns[item];

		words[n++] = type_words[col->type_class <= SG_TYPE_OTHER ? col->type_class : SG_TYPE_OTHER];
		for (int i = 0; i < col->n_words && n < cap; i++)
			words[n++] = col->words[i];
	}
	else
	{
		const SgTable *t = &g->tables[item - g->n_columns];

		for (int i = 0; i < t->n_words && n < cap; i++)
			words[n++] = t->words[i];
	}
	return n;
}

#define MAX_ITEM_WORDS 16

static void
word_features(const Parser *p, const char *word, int *wid, int *buckets, int K)
{
	uint32_t	b[PARSER_BUCKETS_PER_WORD];
	int			nb = 0;

	*wid = parser_word_id(p, word);
	if (p->cfg.hash_buckets > 0)
	{
		nb = text_subword_buckets(word, PARSER_NGRAM_MIN, PARSER_NGRAM_MAX,
								  (uint32_t) p->cfg.hash_buckets, b, K);
		if (nb > K)
			nb = K;
	}
	for (int i = 0; i < K; i++)
		buckets[i] = i < nb ? (int) b[i] : -1;
}

static void
enc_carve(Parser *p, EncBufs *e, char *fbase, char *ibase, size_t *fbytes, size_t *ibytes)
{
	Carve		f = {fbase, 0},
				in = {ibase, 0};
	int			W = p->cfg.word_dim,
				He = p->cfg.encoder_hidden,
				D = p->cfg.d_model;
	size_t		qcache = e->nq > 0 ? seq_bilstm_cache_size(1, e->nq, He) : 0;
	size_t		scache = seq_bilstm_cache_size(e->ns, e->Ts, He);
	size_t		ws1 = e->nq > 0 ? seq_bilstm_workspace_size(1, e->nq, He) : 0;
	size_t		ws2 = seq_bilstm_workspace_size(e->ns, e->Ts, He);

	e->q_word = carve(&in, sizeof(int) * (size_t) (e->nq + 1));
	e->q_bucket = carve(&in, sizeof(int) * (size_t) (e->nq + 1) * e->K);
	e->s_word = carve(&in, sizeof(int) * (size_t) e->ns * e->Ts);
	e->s_bucket = carve(&in, sizeof(int) * (size_t) e->ns * e->Ts * e->K);
	e->s_len = carve(&in, sizeof(int) * (size_t) e->ns);
	e->s_link = carve(&in, sizeof(int) * (size_t) 2 * e->ns);	/* 2x: schema_link_rows scratch */
	e->q_len = carve(&in, sizeof(int));
	e->len = carve(&in, sizeof(int));
	e->rel = carve(&in, sizeof(int) * (size_t) e->n * e->n);
	*ibytes = in.used;

#define CF(n) carve(&f, sizeof(float) * (size_t) (n))
	e->q_emb = CF((e->nq + 1) * W);
	e->q_cache = CF(qcache + 1);
	e->q_out = CF((e->nq + 1) * D);
	e->s_emb = CF(e->ns * e->Ts * W);
	e->s_cache = CF(scache);
	e->s_out = CF(e->ns * e->Ts * D);
	e->s_hfin = CF(e->ns * D);
	e->X = CF(e->n * D);
	e->Xd = CF(e->n * D);
	e->dX = CF(e->n * D);
	e->dXd = CF(e->n * D);
	e->ds_out = CF(e->ns * e->Ts * D);
	e->ds_hfin = CF(e->ns * D);
	e->dq_emb = CF((e->nq + 1) * W);
	e->ds_emb = CF(e->ns * e->Ts * W);
	e->lstm_ws = CF((ws1 > ws2 ? ws1 : ws2) + 1);
#undef CF
	*fbytes = f.used;
}

static int
link_level(LinkMatch m)
{
	return m == LINK_EXACT ? 2 : 1;
}

static void
raise_to(int *level, int v)
{
	if (v > *level)
		*level = v;
}

/*
 * Row of enc.schema_link_emb for every schema item (columns, then tables): what the
 * question's links say about it.  The relations carry the same facts token by token, but a
 * table learns that a question value sits in one of its columns only two hops away there;
 * on a few hundred examples the decoder then picks the table a question's words usually
 * go with ("population of dallas" -> state).  Given to the item directly, one hop.
 */
static void
schema_link_rows(const ParserExample *ex, int *rows)
{
	const SchemaGraph *g = ex->graph;
	int			nc = g->n_columns,
				ns = g->n_columns + g->n_tables;
	int		   *name = rows,
			   *value = rows + ns;	/* scratch: the caller carved 2 * ns ints */

	memset(rows, 0, sizeof(int) * (size_t) 2 * ns);
	for (int i = 0; i < ex->links.n_links; i++)
	{
		const SchemaLink *l = &ex->links.links[i];
		int			lv = link_level(l->match);

		if (l->kind == LINK_TABLE && l->table >= 0 && l->table < g->n_tables)
			raise_to(&name[nc + l->table], lv);
		else if (l->kind == LINK_COLUMN && l->column >= 0 && l->column < nc)
			raise_to(&name[l->column], lv);
		else if (l->kind == LINK_VALUE && l->column >= 0 && l->column < nc)
		{
			raise_to(&value[l->column], lv);
			raise_to(&value[nc + g->columns[l->column].table], lv);
		}
	}
	for (int i = 0; i < ns; i++)
		rows[i] = (i < nc ? 0 : PARSER_N_LINK_TYPES) + 3 * name[i] + value[i];
}

static void
ensure_rat_workspace(Parser *p, int n)
{
	DtError		err;

	if (p->sc->rat_ws_ready && p->sc->rat_ws.max_n >= n)
		return;
	if (p->sc->rat_ws_ready)
		rat_workspace_free(&p->sc->rat_ws);
	if (!rat_workspace_create(&p->sc->rat_ws, &p->stack, p->be, 1, n + n / 2 + 8, &err))
	{
		dt_fatal(err.code, "%s", err.message);
	}
	p->sc->rat_ws_ready = true;
}

/* The example's encoder shape: question tokens, schema items, their longest name. */
static void
enc_shape(const Parser *p, const ParserExample *ex, EncBufs *e)
{
	const SchemaGraph *g = ex->graph;

	memset(e, 0, sizeof(*e));
	e->nq = ex->tokens.n;
	e->ns = g->n_columns + g->n_tables;
	e->n = ex->n_items;
	e->K = p->cfg.hash_buckets > 0 ? PARSER_BUCKETS_PER_WORD : 0;
	e->Ts = 1;
	for (int i = 0; i < e->ns; i++)
	{
		const char *words[MAX_ITEM_WORDS];
		int			nw = item_words(ex, i, words, MAX_ITEM_WORDS);

		if (nw > e->Ts)
			e->Ts = nw;
	}
}

/* Word ids and sub-word buckets of the question and of the schema items' names (stemming
 * and hashing allocate with dt_alloc: calling thread only). */
static void
enc_word_features(const Parser *p, const ParserExample *ex, EncBufs *e)
{
	for (int i = 0; i < e->nq; i++)
		word_features(p, ex->tokens.tokens[i].text, &e->q_word[i], e->q_bucket + (size_t) i * e->K, e->K);
	e->q_len[0] = e->nq;
	for (int i = 0; i < e->ns; i++)
	{
		const char *words[MAX_ITEM_WORDS];
		int			nw = item_words(ex, i, words, MAX_ITEM_WORDS);

		e->s_len[i] = nw;
		for (int j = 0; j < e->Ts; j++)
		{
			size_t		k = (size_t) i * e->Ts + j;

			if (j < nw)
				word_features(p, words[j], &e->s_word[k], e->s_bucket + k * e->K, e->K);
			else
			{
				e->s_word[k] = -1;
				for (int b = 0; b < e->K; b++)
					e->s_bucket[k * e->K + b] = -1;
			}
		}
	}
	schema_link_rows(ex, e->s_link);
}

/* The encoder's buffers of ex carved from p's scratch (grown when needed). */
static EncBufs *
enc_prepare(Parser *p, const ParserExample *ex, size_t *ibytes_out)
{
	EncBufs    *e = enc_state(p);
	size_t		fbytes,
				ibytes;

	enc_shape(p, ex, e);
	enc_carve(p, e, NULL, NULL, &fbytes, &ibytes);
	enc_carve(p, e, grow_floats(&p->sc->g_enc, fbytes / sizeof(float) + 1),
			  grow_floats(&p->sc->g_int, ibytes / sizeof(float) + 1), &fbytes, &ibytes);
	if (ibytes_out)
		*ibytes_out = ibytes;
	return e;
}

static void
add_into(float *dst, const float *src, int n)
{
	for (int i = 0; i < n; i++)
		dst[i] += src[i];
}

/* Schema items: BiLSTM over the name's words, average + final state, into e->X's rows
 * after the question. */
static void
schema_forward(Parser *p, EncBufs *e)
{
	int			W = p->cfg.word_dim,
				He = p->cfg.encoder_hidden,
				D = p->cfg.d_model;
	const float *bucket_table = p->t.bucket_emb >= 0 ? T_DATA(p, p->t.bucket_emb) : NULL;
	SeqBiLstmParams sp = bilstm_params(p, p->t.s_lstm);

	seq_embedding_forward(e->s_emb, e->s_word, e->s_bucket, e->ns * e->Ts, e->K,
						  T_DATA(p, p->t.word_emb), bucket_table, W);
	seq_bilstm_forward(e->s_out, e->s_hfin, NULL, e->s_cache, e->s_emb, e->s_len, &sp,
					   e->ns, e->Ts, W, He);
	seq_mean_plus_final_forward(e->X + (size_t) e->nq * D, e->s_out, e->s_hfin, e->s_len,
								e->ns, e->Ts, D);
}

/* Backward of schema_forward given e->dX's rows after the question. */
static void
schema_encode_backward(Parser *p, EncBufs *e)
{
	int			W = p->cfg.word_dim,
				He = p->cfg.encoder_hidden,
				D = p->cfg.d_model;
	float	   *dbucket = p->t.bucket_emb >= 0 ? T_GRAD(p, p->t.bucket_emb) : NULL;
	SeqBiLstmParams sp = bilstm_params(p, p->t.s_lstm);
	SeqBiLstmGrads sg = bilstm_grads(p, p->t.s_lstm);

	memset(e->ds_out, 0, sizeof(float) * (size_t) e->ns * e->Ts * D);
	memset(e->ds_hfin, 0, sizeof(float) * (size_t) e->ns * D);
	memset(e->ds_emb, 0, sizeof(float) * (size_t) e->ns * e->Ts * W);
	seq_mean_plus_final_backward(e->ds_out, e->ds_hfin, e->dX + (size_t) e->nq * D, e->s_len,
								 e->ns, e->Ts, D);
	seq_bilstm_backward(e->ds_emb, &sg, e->lstm_ws, e->ds_out, e->ds_hfin, NULL, e->s_cache,
						e->s_emb, e->s_len, &sp, e->ns, e->Ts, W, He);
	seq_embedding_backward(T_GRAD(p, p->t.word_emb), dbucket, e->ds_emb, e->s_word, e->s_bucket,
						   e->ns * e->Ts, e->K, W);
}

/*
 * The schema items' encodings depend on the schema and the parameters only, and the
 * parameters change between batches only: while a batch runs (p->sc->schema.on) the first
 * example of a schema computes them into the cache, later examples of the same schema copy
 * them and add their gradient into the cache's, and schema_cache_flush runs the one
 * backward at the end of the batch (the same sum of gradients, in another order).
 */
static void
schema_encode(Parser *p, const ParserExample *ex, EncBufs *e)
{
	SchemaCache *c = schema_cache(p);
	int			D = p->cfg.d_model;

	e->schema_cached = false;
	if (!c->on || (c->graph != NULL && c->graph != ex->graph))
	{
		schema_forward(p, e);
		return;
	}
	if (c->graph == NULL)
	{
		size_t		fbytes,
					ibytes;

		c->e = *e;
		enc_carve(p, &c->e, NULL, NULL, &fbytes, &ibytes);
		enc_carve(p, &c->e, grow_floats(&c->g_enc, fbytes / sizeof(float) + 1),
				  grow_floats(&c->g_int, ibytes / sizeof(float) + 1), &fbytes, &ibytes);
		memcpy(c->e.q_word, e->q_word, ibytes);
		schema_forward(p, &c->e);
		memset(c->e.dX, 0, sizeof(float) * (size_t) c->e.n * D);
		c->graph = ex->graph;
	}
	memcpy(e->X + (size_t) e->nq * D, c->e.X + (size_t) c->e.nq * D,
		   sizeof(float) * (size_t) e->ns * D);
	e->schema_cached = true;
}

void
parser_schema_cache_begin(Parser *p)
{
	SchemaCache *c = schema_cache(p);

	c->on = true;
	c->graph = NULL;
}

void
parser_schema_cache_flush(Parser *p)
{
	SchemaCache *c = schema_cache(p);

	if (c->graph != NULL)
		schema_encode_backward(p, &c->e);
	c->graph = NULL;
	c->on = false;
}

/* The encoder's arithmetic once e's integer inputs are in place. */
static const float *
encode_features(Parser *p, const ParserExample *ex, EncBufs *e, bool training, uint64_t seed,
				const float **x_out)
{
	int			W = p->cfg.word_dim,
				He = p->cfg.encoder_hidden,
				D = p->cfg.d_model;
	const float *bucket_table = p->t.bucket_emb >= 0 ? T_DATA(p, p->t.bucket_emb) : NULL;
	SeqBiLstmParams qp = bilstm_params(p, p->t.q_lstm);

	e->training = training;
	e->seed = seed;

	/* Question: embedding (+ buckets) -> BiLSTM. */
	if (e->nq > 0)
	{
		seq_embedding_forward(e->q_emb, e->q_word, e->q_bucket, e->nq, e->K,
							  T_DATA(p, p->t.word_emb), bucket_table, W);
		seq_bilstm_forward(e->q_out, NULL, NULL, e->q_cache, e->q_emb, e->q_len, &qp,
						   1, e->nq, W, He);
	}
	/* X = [question | columns | tables] */
	memcpy(e->X, e->q_out, sizeof(float) * (size_t) e->nq * D);
	schema_encode(p, ex, e);
	/* schema-linking feature rows: per example, on top of the (possibly shared) encodings */
	for (int i = 0; i < e->ns; i++)
		add_into(e->X + (size_t) (e->nq + i) * D, T_DATA(p, p->t.link_emb) + (size_t) e->s_link[i] * D, D);
	if (x_out)
		*x_out = e->X;
	/* Dropout on X (C.4), then the relation-aware layers. */
	dropout_forward(e->Xd, e->X, (size_t) e->n * D, training ? (float) p->cfg.dropout : 0.0f,
					mix64(seed, 11));
	for (size_t i = 0; i < (size_t) e->n * e->n; i++)
		e->rel[i] = ex->relations[i];
	e->len[0] = e->n;
	ensure_rat_workspace(p, e->n);
	e->Y = rat_stack_forward(&p->stack, &p->sc->rat_ws, e->Xd, e->rel, e->len, 1, e->n, training,
							 mix64(seed, 12));
	return e->Y;
}

const float *
parser_encode(Parser *p, const ParserExample *ex, bool training, uint64_t seed,
			  const float **x_out)
{
	EncBufs    *e = enc_prepare(p, ex, NULL);

	enc_word_features(p, ex, e);
	return encode_features(p, ex, e, training, seed, x_out);
}

/* parser_encode with the integer inputs a plan computed (no dt_alloc: any thread). */
static const float *
encode_planned(Parser *p, const ParserExample *ex, const TeacherPlan *plan, bool training,
			   uint64_t seed)
{
	size_t		ibytes;
	EncBufs    *e = enc_prepare(p, ex, &ibytes);

	memcpy(e->q_word, plan->enc_ints, ibytes);
	return encode_features(p, ex, e, training, seed, NULL);
}

/* Backward of the last parser_encode given dY (n, D). */
void
parser_encode_backward(Parser *p, const float *dY)
{
	EncBufs    *e = enc_state(p);
	int			W = p->cfg.word_dim,
				He = p->cfg.encoder_hidden,
				D = p->cfg.d_model;
	size_t		nD = (size_t) e->n * D;
	float	   *dbucket = p->t.bucket_emb >= 0 ? T_GRAD(p, p->t.bucket_emb) : NULL;
	SeqBiLstmParams qp = bilstm_params(p, p->t.q_lstm);
	SeqBiLstmGrads qg = bilstm_grads(p, p->t.q_lstm);

	memset(e->dXd, 0, nD * sizeof(float));
	memset(e->dX, 0, nD * sizeof(float));
	rat_stack_backward(&p->stack, &p->sc->rat_ws, dY, e->dXd);
	dropout_backward(e->dX, e->dXd, nD, e->training ? (float) p->cfg.dropout : 0.0f,
					 mix64(e->seed, 11));
	/* Schema items: their link-feature rows, then their encodings now, or once for the
	 * batch (schema_cache_flush). */
	for (int i = 0; i < e->ns; i++)
		add_into(T_GRAD(p, p->t.link_emb) + (size_t) e->s_link[i] * D, e->dX + (size_t) (e->nq + i) * D, D);
	if (e->schema_cached)
	{
		SchemaCache *c = schema_cache(p);

		add_into(c->e.dX + (size_t) c->e.nq * D, e->dX + (size_t) e->nq * D, e->ns * D);
	}
	else
		schema_encode_backward(p, e);
	/* Question. */
	if (e->nq > 0)
	{
		memset(e->dq_emb, 0, sizeof(float) * (size_t) e->nq * W);
		seq_bilstm_backward(e->dq_emb, &qg, e->lstm_ws, e->dX, NULL, NULL, e->q_cache, e->q_emb,
							e->q_len, &qp, 1, e->nq, W, He);
		seq_embedding_backward(T_GRAD(p, p->t.word_emb), dbucket, e->dq_emb, e->q_word,
							   e->q_bucket, e->nq, e->K, W);
	}
}

/* ------------------------------------------------------------------ decoder memory */

size_t
parser_decoder_memory_floats(const Parser *p, const ParserExample *ex)
{
	size_t		D = (size_t) p->cfg.d_model;
	size_t		nv = (size_t) (ex->n_values + p->n_const + 1);

	return 2 * (size_t) ex->n_items * D + (size_t) ex->graph->n_tables * D + 2 * nv * D + 64;
}

/* Value candidate memory row: mean of the span's encodings + type / source rows. */
static void
value_memory_row(const Parser *p, const ParserExample *ex, const float *Y, int v, float *row)
{
	int			D = p->cfg.d_model;
	const float *rows = T_DATA(p, p->t.val_rows);

	memset(row, 0, sizeof(float) * D);
	if (v == ex->n_values + p->n_const)
	{
		memcpy(row, rows + (size_t) PARSER_VROW_ABSENT * D, sizeof(float) * D);
		return;
	}
	if (v >= ex->n_values)
	{
		const float *ce = T_DATA(p, p->t.const_emb) + (size_t) (v - ex->n_values) * D;
		int			type = p->const_type[v - ex->n_values];

		for (int j = 0; j < D; j++)
			row[j] = ce[j] + rows[(size_t) PARSER_VROW_CONSTANT * D + j] + rows[(size_t) type * D + j];
		return;
	}
	{
		const ParserValueCandidate *c = &ex->values[v];

		if (c->token_start >= 0)
		{
			float		inv = 1.0f / (float) (c->token_end - c->token_start);

			for (int t = c->token_start; t < c->token_end; t++)
				for (int j = 0; j < D; j++)
					row[j] += inv * Y[(size_t) t * D + j];
		}
		else
			for (int j = 0; j < D; j++)
				row[j] += rows[(size_t) PARSER_VROW_CONSTANT * D + j];
		for (int j = 0; j < D; j++)
			row[j] += rows[(size_t) c->type * D + j];
		if (c->from_database)
			for (int j = 0; j < D; j++)
				row[j] += rows[(size_t) PARSER_VROW_FROM_DB * D + j];
		/* a stored value also carries the encodings of the columns it was found in */
		for (int k = 0; k < c->n_columns; k++)
		{
			const float *yc = Y + (size_t) (ex->tokens.n + c->columns[k]) * D;
			float		inv = 1.0f / (float) c->n_columns;

			for (int j = 0; j < D; j++)
				row[j] += inv * yc[j];
		}
	}
}

static void
value_memory_row_backward(Parser *p, const ParserExample *ex, const float *drow, int v, float *dY)
{
	int			D = p->cfg.d_model;
	float	   *grows = T_GRAD(p, p->t.val_rows);
	const ParserValueCandidate *c;

	if (v == ex->n_values + p->n_const)
	{
		for (int j = 0; j < D; j++)
			grows[(size_t) PARSER_VROW_ABSENT * D + j] += drow[j];
		return;
	}
	if (v >= ex->n_values)
	{
		float	   *gce = T_GRAD(p, p->t.const_emb) + (size_t) (v - ex->n_values) * D;
		int			type = p->const_type[v - ex->n_values];

		for (int j = 0; j < D; j++)
		{
			gce[j] += drow[j];
			grows[(size_t) PARSER_VROW_CONSTANT * D + j] += drow[j];
			grows[(size_t) type * D + j] += drow[j];
		}
		return;
	}
	c = &ex->values[v];
	if (c->token_start >= 0)
	{
		float		inv = 1.0f / (float) (c->token_end - c->token_start);

		for (int t = c->token_start; t < c->token_end; t++)
			for (int j = 0; j < D; j++)
				dY[(size_t) t * D + j] += inv * drow[j];
	}
	else
		for (int j = 0; j < D; j++)
			grows[(size_t) PARSER_VROW_CONSTANT * D + j] += drow[j];
	for (int j = 0; j < D; j++)
		grows[(size_t) c->type * D + j] += drow[j];
	if (c->from_database)
		for (int j = 0; j < D; j++)
			grows[(size_t) PARSER_VROW_FROM_DB * D + j] += drow[j];
	for (int k = 0; k < c->n_columns; k++)
	{
		float	   *dyc = dY + (size_t) (ex->tokens.n + c->columns[k]) * D;
		float		inv = 1.0f / (float) c->n_columns;

		for (int j = 0; j < D; j++)
			dyc[j] += inv * drow[j];
	}
}

void
parser_decoder_memory(Parser *p, const ParserExample *ex, const float *Y, DecoderMemory *mem,
					  float *buf)
{
	int			D = p->cfg.d_model;
	SeqMemAttentionParams ap = att_params(p);
	SeqPointerParams tp = ptr_params(p, p->t.tab_ptr),
				vp = ptr_params(p, p->t.val_ptr);

	mem->Y = Y;
	mem->graph = ex->graph;
	mem->n_items = ex->n_items;
	mem->n_q = ex->tokens.n;
	mem->n_cols = ex->graph->n_columns;
	mem->n_tabs = ex->graph->n_tables;
	mem->n_val = ex->n_values + p->n_const + 1;
	mem->kv = buf;
	mem->tab_keys = mem->kv + 2 * (size_t) ex->n_items * D;
	mem->val_mem = mem->tab_keys + (size_t) mem->n_tabs * D;
	mem->val_keys = mem->val_mem + (size_t) mem->n_val * D;
	seq_mem_attention_memory_forward(mem->kv, Y, &ap, 1, ex->n_items, D, D);
	if (mem->n_tabs > 0)
		seq_pointer_keys_forward(mem->tab_keys, Y + (size_t) (mem->n_q + mem->n_cols) * D, &tp,
								 1, mem->n_tabs, D, D);
	for (int v = 0; v < mem->n_val; v++)
		value_memory_row(p, ex, Y, v, mem->val_mem + (size_t) v * D);
	seq_pointer_keys_forward(mem->val_keys, mem->val_mem, &vp, 1, mem->n_val, D, D);
}

/* ------------------------------------------------------------------ parent feeding */

int
parser_action_row(const SqlAction *a)
{
	switch (a->kind)
	{
		case SQL_ACT_APPLY_RULE:
			return a->rule;
		case SQL_ACT_REDUCE:
			return PARSER_ACT_REDUCE;
		case SQL_ACT_SELECT_TABLE:
			return PARSER_ACT_TABLE;
		case SQL_ACT_SELECT_COLUMN:
			return PARSER_ACT_COLUMN;
		case SQL_ACT_VALUE:
			return PARSER_ACT_VALUE;
	}
	return PARSER_ACT_REDUCE;
}

/*
 * Mirror of the transition system's frame stack (sql_transition.c): a rule with fields
 * opens a frame; a filled single/optional field or a Reduce moves to the next field; a
 * frame whose fields are all filled closes.  It gives each step its parent step p_t.
 */
void
parent_stack_apply(ParentStack *s, const SqlAction *a, int step)
{
	if (s->n > 0)
	{
		ParentFrame *top = &s->frames[s->n - 1];
		const SqlField *f = &sql_rules[top->rule].fields[top->field];

		if (a->kind == SQL_ACT_REDUCE || f->card == SQL_CARD_SINGLE || f->card == SQL_CARD_OPTIONAL)
			top->field++;
	}
	if (a->kind == SQL_ACT_APPLY_RULE && sql_rules[a->rule].n_fields > 0)
	{
		if (s->n == s->cap)
		{
			s->cap = s->cap ? 2 * s->cap : 16;
			s->frames = realloc(s->frames, sizeof(ParentFrame) * (size_t) s->cap);
			if (s->frames == NULL)
				dt_fatal_oom(__func__);
		}
		s->frames[s->n].step = step;
		s->frames[s->n].rule = a->rule;
		s->frames[s->n].field = 0;
		s->n++;
	}
	while (s->n > 0 && s->frames[s->n - 1].field >= sql_rules[s->frames[s->n - 1].rule].n_fields)
		s->n--;
}

void
parent_stack_copy(ParentStack *dst, const ParentStack *src)
{
	if (dst->cap < src->n)
	{
		dst->cap = src->cap;
		dst->frames = realloc(dst->frames, sizeof(ParentFrame) * (size_t) dst->cap);
		if (dst->frames == NULL)
			dt_fatal_oom(__func__);
	}
	if (src->n > 0)
		memcpy(dst->frames, src->frames, sizeof(ParentFrame) * (size_t) src->n);
	dst->n = src->n;
}

void
parent_stack_free(ParentStack *s)
{
	free(s->frames);
	memset(s, 0, sizeof(*s));
}

void
parent_stack_step_input(const ParentStack *s, const SqlFrontier *fr, int prev_act_row,
						StepInput *in)
{
	(void) fr;
	in->prev_act_row = prev_act_row;
	in->prev_y_row = -1;
	in->prev_value = -1;
	if (s->n == 0)
	{
		in->parent_step = -1;
		in->parent_act_row = -1;
		in->field_row = PARSER_FIELD_ROOT;
		return;
	}
	in->parent_step = s->frames[s->n - 1].step;
	in->parent_act_row = s->frames[s->n - 1].rule;
	in->field_row = s->frames[s->n - 1].rule * SQL_MAX_FIELDS + s->frames[s->n - 1].field;
}

/* ------------------------------------------------------------------ decoder cell (C.3) */

/*
 * x_t = [a_{t-1} | y_{t-1} | z_{t-1} | h_{p_t} | a_{p_t} | n_t].  Beyond the paper's input,
 * y_{t-1} is the encoding of what a_{t-1} selected (the table's or column's row of Y, the
 * value's memory row; zeros after a rule): the action embedding alone says "a column was
 * chosen", not which one (TranX embeds SelectColumn actions by the column likewise).
 */
static void
build_step_input(const Parser *p, const DecoderMemory *mem, const StepInput *in,
				 const float *z_prev, const float *h_parent, float *x)
{
	int			A = p->cfg.action_dim,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				Nn = p->cfg.node_dim;
	const float *act = T_DATA(p, p->t.act_emb),
			   *fld = T_DATA(p, p->t.field_emb);
	float	   *o = x;

	if (in->prev_act_row >= 0)
		memcpy(o, act + (size_t) in->prev_act_row * A, sizeof(float) * A);
	else
		memset(o, 0, sizeof(float) * A);
	o += A;
	if (in->prev_y_row >= 0)
		memcpy(o, mem->Y + (size_t) in->prev_y_row * D, sizeof(float) * D);
	else if (in->prev_value >= 0)
		memcpy(o, mem->val_mem + (size_t) in->prev_value * D, sizeof(float) * D);
	else
		memset(o, 0, sizeof(float) * D);
	o += D;
	if (z_prev)
		memcpy(o, z_prev, sizeof(float) * D);
	else
		memset(o, 0, sizeof(float) * D);
	o += D;
	if (h_parent)
		memcpy(o, h_parent, sizeof(float) * Hd);
	else
		memset(o, 0, sizeof(float) * Hd);
	o += Hd;
	if (in->parent_act_row >= 0)
		memcpy(o, act + (size_t) in->parent_act_row * A, sizeof(float) * A);
	else
		memset(o, 0, sizeof(float) * A);
	o += A;
	memcpy(o, fld + (size_t) in->field_row * Nn, sizeof(float) * Nn);
}

size_t
parser_decoder_batch_scratch(const Parser *p, int B, int n_items)
{
	int			Hd = p->cfg.decoder_hidden,
				D = p->cfg.d_model;

	return (size_t) B * (p->din_dec + 2 * Hd) + seq_lstm_cell_cache_size(B, Hd) +
		seq_mem_attention_cache_size(B, 1, n_items, D, p->cfg.heads) + 64;
}

void
parser_decoder_kv_replicate(const Parser *p, const DecoderMemory *mem, int B, float *kvB)
{
	size_t		block = (size_t) mem->n_items * p->cfg.d_model;

	for (int half = 0; half < 2; half++)
		for (int b = 0; b < B; b++)
			memcpy(kvB + ((size_t) half * B + b) * block, mem->kv + (size_t) half * block,
				   sizeof(float) * block);
}

void
parser_decoder_cell_batch(Parser *p, const DecoderMemory *mem, const float *kvB, int B,
						  const StepInput *in, const float *const *h_prev,
						  const float *const *c_prev, const float *const *z_prev,
						  const float *const *h_parent, float *H, float *C, float *Z, float *U,
						  float *scratch)
{
	int			Hd = p->cfg.decoder_hidden,
				D = p->cfg.d_model,
				Din = p->din_dec;
	float	   *x = scratch,
			   *hp = x + (size_t) B * Din,
			   *cp = hp + (size_t) B * Hd,
			   *gates = cp + (size_t) B * Hd,
			   *att_cache = gates + seq_lstm_cell_cache_size(B, Hd);
	SeqLstmParams lp = lstm_params(p, p->t.dec_lstm);
	SeqMemAttentionParams ap = att_params(p);

	for (int b = 0; b < B; b++)
	{
		build_step_input(p, mem, &in[b], z_prev[b], h_parent[b], x + (size_t) b * Din);
		memcpy(hp + (size_t) b * Hd, h_prev[b], sizeof(float) * Hd);
		memcpy(cp + (size_t) b * Hd, c_prev[b], sizeof(float) * Hd);
	}
	seq_lstm_cell_forward(H, C, gates, x, hp, cp, &lp, B, Din, Hd);
	seq_mem_attention_forward(Z, att_cache, H, kvB, NULL, &ap, B, 1, mem->n_items, Hd, D,
							  p->cfg.heads);
	for (int b = 0; b < B; b++)
	{
		memcpy(U + (size_t) b * p->d_head, H + (size_t) b * Hd, sizeof(float) * Hd);
		memcpy(U + (size_t) b * p->d_head + Hd, Z + (size_t) b * D, sizeof(float) * D);
	}
}

/* ------------------------------------------------------------------ heads */

size_t
parser_head_scratch(const Parser *p, int n_cands)
{
	size_t		D = (size_t) p->cfg.d_model;
	size_t		m = (size_t) (n_cands > PARSER_N_RULE_OUT ? n_cands : PARSER_N_RULE_OUT);

	/* mlp cache + logits + probs + mask + candidate memory, keys, and their grads */
	return D + 4 * m + 4 * m * D + 2 * D + (size_t) p->d_head + 64;
}

static void
log_softmax_masked(const float *logits, const uint8_t *mask, int n, float *logp)
{
	float		mx = -INFINITY;
	double		sum = 0;

	for (int i = 0; i < n; i++)
		if (mask[i] && logits[i] > mx)
			mx = logits[i];
	for (int i = 0; i < n; i++)
		if (mask[i])
			sum += exp((double) (logits[i] - mx));
	for (int i = 0; i < n; i++)
		logp[i] = mask[i] ? (float) (logits[i] - mx - log(sum)) : -INFINITY;
}

static void
rule_mask(const SqlFrontier *fr, uint8_t *mask)
{
	for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
		mask[r] = fr->kind == SQL_FRONTIER_RULE && fr->rule_allowed[r];
	mask[SQL_RULE_COUNT_RULES] = fr->reduce_allowed;
}

void
parser_rule_logp(Parser *p, const float *u, const SqlFrontier *fr, float *logp, float *scratch)
{
	SeqMlpHeadParams mp = mlp_params(p);
	float	   *cache = scratch,
			   *logits = cache + p->cfg.d_model;
	uint8_t		mask[PARSER_N_RULE_OUT];

	seq_mlp_head_forward(logits, cache, u, &mp, SEQ_MLP_TANH, 1, p->d_head, p->cfg.d_model,
						 PARSER_N_RULE_OUT);
	rule_mask(fr, mask);
	log_softmax_masked(logits, mask, PARSER_N_RULE_OUT, logp);
}

void
parser_table_logp(Parser *p, const DecoderMemory *mem, const float *u, float *logp, float *scratch)
{
	SeqPointerParams tp = ptr_params(p, p->t.tab_ptr);
	float	   *cache = scratch,
			   *logits = cache + p->cfg.d_model;
	int			n = mem->n_tabs;
	uint8_t    *mask = (uint8_t *) (logits + n);

	seq_pointer_forward(logits, cache, u, mem->tab_keys, NULL, &tp, 1, 1, n, p->d_head,
						p->cfg.d_model);
	for (int i = 0; i < n; i++)
		mask[i] = 1;
	log_softmax_masked(logits, mask, n, logp);
}

int
parser_column_candidates(const TsState *ts, const SchemaGraph *g, const SqlFrontier *fr,
						 ColumnCandidate **cands, int *cap)
{
	int			n = 0;

	for (int i = 0; i < fr->n_instances; i++)
	{
		int			inst = fr->instances[i];
		int			width = ts_instance_width(ts, inst);
		int			table = ts_instance_table(ts, inst);

		for (int c = 0; c < width; c++)
		{
			if (n == *cap)
			{
				*cap = *cap ? 2 * *cap : 64;
				*cands = realloc(*cands, sizeof(ColumnCandidate) * (size_t) *cap);
				if (*cands == NULL)
					dt_fatal_oom(__func__);
			}
			(*cands)[n].instance = inst;
			(*cands)[n].column = c;
			(*cands)[n].rank = i < PARSER_MAX_INSTANCE_RANK ? i : PARSER_MAX_INSTANCE_RANK - 1;
			(*cands)[n].graph_column = table >= 0 ? g->tables[table].first_column + c : -1;
			n++;
		}
	}
	return n;
}

/* Memory row of a column candidate: column encoding (or subquery column embedding) +
 * instance-rank embedding. */
static void
column_memory(const Parser *p, const DecoderMemory *mem, const ColumnCandidate *cands, int n,
			  float *cm)
{
	int			D = p->cfg.d_model;
	const float *inst = T_DATA(p, p->t.inst_emb),
			   *sub = T_DATA(p, p->t.subcol_emb);

	for (int i = 0; i < n; i++)
	{
		const ColumnCandidate *c = &cands[i];
		float	   *row = cm + (size_t) i * D;
		const float *base;

		if (c->graph_column >= 0)
			base = mem->Y + (size_t) (mem->n_q + c->graph_column) * D;
		else
			base = sub + (size_t) (c->column < PARSER_MAX_INSTANCE_RANK ? c->column : PARSER_MAX_INSTANCE_RANK - 1) * D;
		for (int j = 0; j < D; j++)
			row[j] = base[j] + inst[(size_t) c->rank * D + j];
	}
}

static void
column_memory_backward(Parser *p, const DecoderMemory *mem, const ColumnCandidate *cands, int n,
					   const float *dcm, float *dY)
{
	int			D = p->cfg.d_model;
	float	   *ginst = T_GRAD(p, p->t.inst_emb),
			   *gsub = T_GRAD(p, p->t.subcol_emb);

	for (int i = 0; i < n; i++)
	{
		const ColumnCandidate *c = &cands[i];
		const float *drow = dcm + (size_t) i * D;
		float	   *base;

		if (c->graph_column >= 0)
			base = dY + (size_t) (mem->n_q + c->graph_column) * D;
		else
			base = gsub + (size_t) (c->column < PARSER_MAX_INSTANCE_RANK ? c->column : PARSER_MAX_INSTANCE_RANK - 1) * D;
		for (int j = 0; j < D; j++)
		{
			base[j] += drow[j];
			ginst[(size_t) c->rank * D + j] += drow[j];
		}
	}
}

void
parser_column_logp(Parser *p, const DecoderMemory *mem, const float *u,
				   const ColumnCandidate *cands, int n, float *logp, float *scratch)
{
	int			D = p->cfg.d_model;
	SeqPointerParams cp = ptr_params(p, p->t.col_ptr);
	float	   *cache = scratch,
			   *logits = cache + D,
			   *cm = logits + n,
			   *keys = cm + (size_t) n * D;
	uint8_t    *mask = (uint8_t *) (keys + (size_t) n * D);

	column_memory(p, mem, cands, n, cm);
	seq_pointer_keys_forward(keys, cm, &cp, 1, n, D, D);
	seq_pointer_forward(logits, cache, u, keys, NULL, &cp, 1, 1, n, p->d_head, D);
	memset(mask, 1, (size_t) n);
	log_softmax_masked(logits, mask, n, logp);
}

bool
parser_value_allowed(const Parser *p, const ParserExample *ex, const SqlFrontier *fr, int v)
{
	const char *text;
	SqlValueType type;

	if (v == ex->n_values + p->n_const)
		return fr->reduce_allowed;
	text = parser_value_text(p, ex, v, &type);
	if (fr->limit_value)
		return type == SQL_VALUE_INTEGER && text[0] != '-';
	return true;
}

const char *
parser_value_text(const Parser *p, const ParserExample *ex, int v, SqlValueType *type)
{
	if (v < ex->n_values)
	{
		*type = ex->values[v].type;
		return ex->values[v].text;
	}
	*type = p->const_type[v - ex->n_values];
	return p->const_text[v - ex->n_values];
}

int
parser_value_target(const Parser *p, const ParserExample *ex, int t)
{
	const SqlAction *a = &ex->gold.items[t];

	if (ex->gold_value_index[t] >= 0)
		return ex->gold_value_index[t];
	for (int k = 0; k < p->n_const; k++)
		if (p->const_type[k] == a->value_type && strcmp(p->const_text[k], a->value) == 0)
			return ex->n_values + k;
	return -1;
}

void
parser_value_logp(Parser *p, const DecoderMemory *mem, const ParserExample *ex, const float *u,
				  const SqlFrontier *fr, float *logp, float *scratch)
{
	int			D = p->cfg.d_model,
				n = mem->n_val;
	SeqPointerParams vp = ptr_params(p, p->t.val_ptr);
	float	   *cache = scratch,
			   *logits = cache + D;
	uint8_t    *mask = (uint8_t *) (logits + n);

	for (int v = 0; v < n; v++)
		mask[v] = parser_value_allowed(p, ex, fr, v);
	seq_pointer_forward(logits, cache, u, mem->val_keys, mask, &vp, 1, 1, n, p->d_head, D);
	log_softmax_masked(logits, mask, n, logp);
}

/* ------------------------------------------------------------------ teacher forcing */

/* Decoder buffers for T steps over n items (carved from p->sc->g_dec). */
typedef struct DecBufs
{
	float	   *Xin, *dXin, *H, *C, *G, *dG, *Z, *Zd, *ATT, *dH, *dZd, *dY, *dkv, *dtabk, *dvalk, *dvalm,
			   *mem, *lstm_ws, *att_ws, *dx, *dz, *dc0, *dc1, *u, *du;
	size_t		attc;
} DecBufs;

static size_t
dec_carve(const Parser *p, const ParserExample *ex, int T, DecBufs *d, char *base)
{
	Carve		f = {base, 0};
	size_t		Din = (size_t) p->din_dec,
				Hd = (size_t) p->cfg.decoder_hidden,
				D = (size_t) p->cfg.d_model,
				n = (size_t) ex->n_items,
				nt = (size_t) ex->graph->n_tables,
				nv = (size_t) (ex->n_values + p->n_const + 1);

	d->attc = seq_mem_attention_cache_size(1, 1, (int) n, (int) D, p->cfg.heads);
#define CF(k) carve(&f, sizeof(float) * (size_t) (k))
	d->Xin = CF(T * Din);
	d->dXin = CF(T * Din);
	d->H = CF((T + 1) * Hd);
	d->C = CF((T + 1) * Hd);
	d->G = CF(T * 4 * Hd);
	d->dG = CF(T * 4 * Hd);
	d->Z = CF(T * D);
	d->Zd = CF(T * D);
	d->ATT = CF(T * d->attc);
	d->dH = CF((T + 1) * Hd);
	d->dZd = CF(T * D);
	d->dY = CF(n * D);
	d->dkv = CF(2 * n * D);
	d->dtabk = CF(nt * D + 1);
	d->dvalk = CF(nv * D);
	d->dvalm = CF(nv * D);
	d->mem = CF(parser_decoder_memory_floats(p, ex));
	d->lstm_ws = CF(seq_lstm_cell_workspace_size(1, (int) Hd));
	d->att_ws = CF(seq_mem_attention_workspace_size(1, 1, (int) n, (int) D, p->cfg.heads));
	d->dx = CF(Din);
	d->dz = CF(D);
	d->dc0 = CF(Hd);
	d->dc1 = CF(Hd);
	d->u = CF(p->d_head);
	d->du = CF(p->d_head);
#undef CF
	return f.used;
}

/* Head buffers for M candidates (carved from p->sc->g_head). */
typedef struct HeadBufs
{
	float	   *cache, *logits, *probs, *dlogits, *cm, *keys, *dkeys, *dcm, *ws;
	uint8_t    *mask;
} HeadBufs;

static void
head_bufs(Parser *p, int M, HeadBufs *h)
{
	size_t		D = (size_t) p->cfg.d_model,
				m = (size_t) M;
	Carve		f = {NULL, 0};
	char	   *base;

	for (int pass = 0; pass < 2; pass++)
	{
		f.used = 0;
		h->cache = carve(&f, sizeof(float) * D);
		h->logits = carve(&f, sizeof(float) * m);
		h->probs = carve(&f, sizeof(float) * m);
		h->dlogits = carve(&f, sizeof(float) * m);
		h->cm = carve(&f, sizeof(float) * m * D);
		h->keys = carve(&f, sizeof(float) * m * D);
		h->dkeys = carve(&f, sizeof(float) * m * D);
		h->dcm = carve(&f, sizeof(float) * m * D);
		h->ws = carve(&f, sizeof(float) * (D + m + D));
		h->mask = carve(&f, m);
		if (pass == 0)
		{
			base = grow_floats(&p->sc->g_head, f.used / sizeof(float) + 1);
			f.base = base;
		}
	}
}

/* Cross-entropy of one head row, and (backward) dlogits scaled by gscale.  Returns the loss. */
static double
head_xent(HeadBufs *h, int M, int target, float eps, bool backward, float gscale)
{
	float		loss;

	if (!seq_smoothed_xent_forward(&loss, h->probs, h->logits, h->mask, &target, 1, M, eps))
		return 0.0;
	if (backward)
	{
		memset(h->dlogits, 0, sizeof(float) * (size_t) M);
		seq_smoothed_xent_backward(h->dlogits, &gscale, h->probs, h->mask, &target, 1, M, eps);
	}
	return loss;
}

/* The head of step t under teacher forcing (plan->steps[t]): loss, and du / memory
 * gradients. */
static double
teacher_head(Parser *p, const ParserExample *ex, const DecoderMemory *mem, DecBufs *d,
			 const TeacherPlan *plan, int t, bool backward, float gscale)
{
	const TeacherStep *st = &plan->steps[t];
	int			D = p->cfg.d_model,
				Hu = p->d_head,
				M = st->M;
	HeadBufs	h;
	double		loss = 0;

	if (st->target < 0)
		return 0;				/* DONE, or nothing the head could score */
	head_bufs(p, M, &h);
	memcpy(h.mask, plan->masks + st->mask, (size_t) M);
	switch (st->kind)
	{
		case SQL_FRONTIER_RULE:
			{
				SeqMlpHeadParams mp = mlp_params(p);
				SeqMlpHeadGrads mg = mlp_grads(p);

				seq_mlp_head_forward(h.logits, h.cm, d->u, &mp, SEQ_MLP_TANH, 1, Hu, D, M);
				loss = head_xent(&h, M, st->target, 0.0f, backward, gscale);
				if (backward)
					seq_mlp_head_backward(d->du, &mg, h.ws, h.dlogits, h.cm, d->u, &mp,
										  SEQ_MLP_TANH, 1, Hu, D, M);
				break;
			}
		case SQL_FRONTIER_TABLE:
			{
				SeqPointerParams tp = ptr_params(p, p->t.tab_ptr);
				SeqPointerGrads tg = ptr_grads(p, p->t.tab_ptr);

				seq_pointer_forward(h.logits, h.cache, d->u, mem->tab_keys, NULL, &tp, 1, 1, M, Hu, D);
				loss = head_xent(&h, M, st->target, 0.0f, backward, gscale);
				if (backward)
					seq_pointer_backward(d->du, d->dtabk, &tg, h.ws, h.dlogits, h.cache, d->u,
										 mem->tab_keys, NULL, &tp, 1, 1, M, Hu, D);
				break;
			}
		case SQL_FRONTIER_COLUMN:
			{
				SeqPointerParams cp = ptr_params(p, p->t.col_ptr);
				SeqPointerGrads cg = ptr_grads(p, p->t.col_ptr);
				const ColumnCandidate *cands = plan->cands + st->cands;

				column_memory(p, mem, cands, M, h.cm);
				seq_pointer_keys_forward(h.keys, h.cm, &cp, 1, M, D, D);
				seq_pointer_forward(h.logits, h.cache, d->u, h.keys, NULL, &cp, 1, 1, M, Hu, D);
				/* C.4: label smoothing on the SelectColumn objective only. */
				loss = head_xent(&h, M, st->target, (float) p->cfg.label_smoothing, backward, gscale);
				if (backward)
				{
					memset(h.dkeys, 0, sizeof(float) * (size_t) M * D);
					memset(h.dcm, 0, sizeof(float) * (size_t) M * D);
					seq_pointer_backward(d->du, h.dkeys, &cg, h.ws, h.dlogits, h.cache, d->u,
										 h.keys, NULL, &cp, 1, 1, M, Hu, D);
					seq_pointer_keys_backward(h.dcm, &cg, h.dkeys, h.cm, &cp, 1, M, D, D);
					column_memory_backward(p, mem, cands, M, h.dcm, d->dY);
				}
				break;
			}
		case SQL_FRONTIER_VALUE:
			{
				SeqPointerParams vp = ptr_params(p, p->t.val_ptr);
				SeqPointerGrads vg = ptr_grads(p, p->t.val_ptr);

				seq_pointer_forward(h.logits, h.cache, d->u, mem->val_keys, h.mask, &vp, 1, 1, M, Hu, D);
				loss = head_xent(&h, M, st->target, 0.0f, backward, gscale);
				if (backward)
					seq_pointer_backward(d->du, d->dvalk, &vg, h.ws, h.dlogits, h.cache, d->u,
										 mem->val_keys, h.mask, &vp, 1, 1, M, Hu, D);
				break;
			}
		case SQL_FRONTIER_DONE:
			break;
	}
	return loss;
}

/* What action a (step t, already applied to ts) selected, for y_{t+1}: a row of Y or of the
 * value memory (see build_step_input). */
static void
selected_item(const Parser *p, const ParserExample *ex, const TsState *ts, const SqlAction *a,
			  int t, int *y_row, int *value)
{
	const SchemaGraph *g = ex->graph;

	*y_row = -1;
	*value = -1;
	if (a->kind == SQL_ACT_SELECT_TABLE)
		*y_row = ex->tokens.n + g->n_columns + a->table;
	else if (a->kind == SQL_ACT_SELECT_COLUMN)
	{
		int			table = ts_instance_table(ts, a->instance);

		if (table >= 0)
			*y_row = ex->tokens.n + g->tables[table].first_column + a->column;
	}
	else if (a->kind == SQL_ACT_VALUE)
		*value = parser_value_target(p, ex, t);
}

/* ------------------------------------------------------------------ decoder LSTM input */

/*
 * The decoder LSTM's input x_t = [a_{t-1} | y_{t-1} | z_{t-1} | h_{p_t} | a_{p_t} | n_t]
 * (build_step_input): under teacher forcing only z_{t-1} and h_{p_t} (the recurrent slots,
 * from DEC_REC_OFF on, D + Hd wide) wait for earlier steps; the other slots (the fixed
 * ones: [0, A + D) and [A + 2D + Hd, Din)) are known for all steps at once.
 */
#define DEC_REC_OFF(p) ((p)->cfg.action_dim + (p)->cfg.d_model)
#define DEC_FIX2_OFF(p) (DEC_REC_OFF(p) + (p)->cfg.d_model + (p)->cfg.decoder_hidden)

/* G (T, 4Hd) = the fixed slots of X (T, Din) times their columns of W_ih, + b_ih + b_hh. */
static void
decoder_static_preact(const Parser *p, const SeqLstmParams *lp, const float *X, int T, float *G)
{
	int			Din = p->din_dec,
				Hd4 = 4 * p->cfg.decoder_hidden,
				off2 = DEC_FIX2_OFF(p);

	if (T == 0)
		return;
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, T, Hd4, DEC_REC_OFF(p), 1.0f, X, Din,
				lp->w_ih, Din, 0.0f, G, Hd4);
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, T, Hd4, Din - off2, 1.0f, X + off2, Din,
				lp->w_ih + off2, Din, 1.0f, G, Hd4);
	for (int t = 0; t < T; t++)
		for (int j = 0; j < Hd4; j++)
			G[(size_t) t * Hd4 + j] += lp->b_ih[j] + lp->b_hh[j];
}

/* dX (T, Din), fixed slots only (the others are left alone) = dG (T, 4Hd) W_ih. */
static void
decoder_static_input_grads(const Parser *p, const SeqLstmParams *lp, const float *dG, int T,
						   float *dX)
{
	int			Din = p->din_dec,
				Hd4 = 4 * p->cfg.decoder_hidden,
				off2 = DEC_FIX2_OFF(p);

	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, T, DEC_REC_OFF(p), Hd4, 1.0f, dG, Hd4,
				lp->w_ih, Din, 0.0f, dX, Din);
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, T, Din - off2, Hd4, 1.0f, dG, Hd4,
				lp->w_ih + off2, Din, 0.0f, dX + off2, Din);
}

/* ------------------------------------------------------------------ teacher plans */

static void *
grow_array(void *arr, int *cap, int need, size_t elem)
{
	if (need <= *cap)
		return arr;
	*cap = need + need / 2 + 16;
	arr = realloc(arr, elem * (size_t) *cap);
	if (arr == NULL)
		dt_fatal_oom(__func__);
	return arr;
}

/* M legality bytes appended to the plan's pool. */
static uint8_t *
plan_mask(TeacherPlan *plan, TeacherStep *st, int M)
{
	if (plan->n_masks + (size_t) M > plan->cap_masks)
	{
		plan->cap_masks = 2 * (plan->n_masks + (size_t) M) + 256;
		plan->masks = realloc(plan->masks, plan->cap_masks);
		if (plan->masks == NULL)
			dt_fatal_oom(__func__);
	}
	st->M = M;
	st->mask = plan->n_masks;
	plan->n_masks += (size_t) M;
	return plan->masks + st->mask;
}

/* What the head of step t scores: its outputs, which are legal, and the gold one. */
static void
plan_head(Parser *p, const ParserExample *ex, const TsState *ts, const SqlFrontier *fr, int t,
		  TeacherPlan *plan, TeacherStep *st)
{
	const SqlAction *a = &ex->gold.items[t];
	uint8_t    *mask;

	st->kind = fr->kind;
	st->target = -1;
	st->M = 0;
	st->mask = 0;
	st->cands = 0;
	switch (fr->kind)
	{
		case SQL_FRONTIER_RULE:
			rule_mask(fr, plan_mask(plan, st, PARSER_N_RULE_OUT));
			st->target = a->kind == SQL_ACT_REDUCE ? PARSER_ACT_REDUCE : a->rule;
			break;
		case SQL_FRONTIER_TABLE:
			memset(plan_mask(plan, st, ex->graph->n_tables), 1, (size_t) ex->graph->n_tables);
			st->target = a->table;
			break;
		case SQL_FRONTIER_COLUMN:
			{
				int			M = parser_column_candidates(ts, ex->graph, fr, &p->sc->cands,
														 &p->sc->cap_cands);

				memset(plan_mask(plan, st, M), 1, (size_t) M);
				plan->cands = grow_array(plan->cands, &plan->cap_cands, plan->n_cands + M,
										 sizeof(ColumnCandidate));
				st->cands = plan->n_cands;
				memcpy(plan->cands + plan->n_cands, p->sc->cands, sizeof(ColumnCandidate) * (size_t) M);
				plan->n_cands += M;
				for (int i = 0; i < M; i++)
					if (p->sc->cands[i].instance == a->instance && p->sc->cands[i].column == a->column)
						st->target = i;
				break;
			}
		case SQL_FRONTIER_VALUE:
			{
				int			M = ex->n_values + p->n_const + 1;
				int			target = a->kind == SQL_ACT_REDUCE ? M - 1 : parser_value_target(p, ex, t);

				mask = plan_mask(plan, st, M);
				for (int v = 0; v < M; v++)
					mask[v] = parser_value_allowed(p, ex, fr, v);
				/* a literal we cannot produce: taught, not scored */
				st->target = target >= 0 && mask[target] ? target : -1;
				break;
			}
		case SQL_FRONTIER_DONE:
			break;
	}
	if (st->target >= 0 && st->M > plan->max_M)
		plan->max_M = st->M;
}

/* The ids >= 0 of ids[0..n) appended to the plan's embedding rows of table which. */
static void
plan_emb_rows(TeacherPlan *plan, int which, const int *ids, int n)
{
	plan->emb_rows[which] = grow_array(plan->emb_rows[which], &plan->cap_emb_rows[which],
									   plan->n_emb_rows[which] + n, sizeof(int));
	for (int i = 0; i < n; i++)
		if (ids[i] >= 0)
			plan->emb_rows[which][plan->n_emb_rows[which]++] = ids[i];
}

void
parser_teacher_plan(Parser *p, const ParserExample *ex, TeacherPlan *plan)
{
	int			T = ex->gold.n;
	EncBufs		e;
	size_t		fbytes,
				ibytes;
	TsState    *ts;
	ParentStack ps = {0, 0, NULL};
	int			prev_row = -1,
				prev_y = -1,
				prev_v = -1;

	plan->T = T;
	plan->n_masks = 0;
	plan->n_cands = 0;
	plan->max_M = 0;
	plan->steps = grow_array(plan->steps, &plan->cap_steps, T, sizeof(TeacherStep));

	/* The encoder's integer inputs, laid out as enc_carve lays them out. */
	enc_shape(p, ex, &e);
	enc_carve(p, &e, NULL, NULL, &fbytes, &ibytes);
	if (ibytes > plan->cap_enc_ints)
	{
		free(plan->enc_ints);
		plan->cap_enc_ints = ibytes;
		plan->enc_ints = malloc(ibytes);
		if (plan->enc_ints == NULL)
			dt_fatal_oom(__func__);
	}
	enc_carve(p, &e, NULL, (char *) plan->enc_ints, &fbytes, &ibytes);
	plan->enc_int_bytes = ibytes;
	enc_word_features(p, ex, &e);
	plan->n_emb_rows[0] = plan->n_emb_rows[1] = 0;
	plan_emb_rows(plan, 0, e.q_word, e.nq);
	plan_emb_rows(plan, 1, e.q_bucket, e.nq * e.K);
	plan_emb_rows(plan, 0, e.s_word, e.ns * e.Ts);
	plan_emb_rows(plan, 1, e.s_bucket, e.ns * e.Ts * e.K);

	/* The gold actions through the transition system: each step's input and head. */
	ts = ts_init(ex->graph);
	for (int t = 0; t < T; t++)
	{
		SqlFrontier fr;
		TeacherStep *st = &plan->steps[t];
		DtError		err;

		ts_next_frontier(ts, &fr);
		parent_stack_step_input(&ps, &fr, prev_row, &st->in);
		st->in.prev_y_row = prev_y;
		st->in.prev_value = prev_v;
		plan_head(p, ex, ts, &fr, t, plan, st);
		if (!ts_apply(ts, &ex->gold.items[t], &err))
		{
			/* parser_example_new replayed it already: failing here is a bug */
			dt_fatal(DT_ERR_INTERNAL, "gold action replay failed: %s", err.message);
		}
		parent_stack_apply(&ps, &ex->gold.items[t], t);
		prev_row = parser_action_row(&ex->gold.items[t]);
		selected_item(p, ex, ts, &ex->gold.items[t], t, &prev_y, &prev_v);
	}
	ts_free(ts);
	parent_stack_free(&ps);
}

void
parser_teacher_plan_free(TeacherPlan *plan)
{
	free(plan->steps);
	free(plan->masks);
	free(plan->cands);
	free(plan->enc_ints);
	free(plan->emb_rows[0]);
	free(plan->emb_rows[1]);
	memset(plan, 0, sizeof(*plan));
}

/* Grows p's scratch to what the example needs, so that the arithmetic allocates nothing
 * (a training worker must not reach dt_fatal_oom or the backend's allocator). */
void
parser_reserve_scratch(Parser *p, const ParserExample *ex, const TeacherPlan *plan)
{
	DecBufs		d;
	HeadBufs	h;
	size_t		bytes;

	EncBufs    *e = enc_prepare(p, ex, NULL);
	SchemaCache *c = schema_cache(p);
	size_t		fbytes,
				ibytes;

	enc_carve(p, e, NULL, NULL, &fbytes, &ibytes);
	grow_floats(&c->g_enc, fbytes / sizeof(float) + 1);
	grow_floats(&c->g_int, ibytes / sizeof(float) + 1);
	ensure_rat_workspace(p, ex->n_items);
	bytes = dec_carve(p, ex, plan->T, &d, NULL);
	grow_floats(&p->sc->g_dec, bytes / sizeof(float) + 1);
	if (plan->max_M > 0)
		head_bufs(p, plan->max_M, &h);
}

void
parser_scratch_release(ParserScratch *sc)
{
	if (sc->schema != NULL)
	{
		SchemaCache *c = sc->schema;

		free(c->g_enc.p);
		free(c->g_int.p);
		free(c);
	}
	if (sc->rat_ws_ready)
		rat_workspace_free(&sc->rat_ws);
	free(sc->g_enc.p);
	free(sc->g_dec.p);
	free(sc->g_int.p);
	free(sc->g_head.p);
	free(sc->enc);
	free(sc->cands);
	parser_teacher_plan_free(&sc->plan);
	memset(sc, 0, sizeof(*sc));
}

void
parser_scratch_free(ParserScratch *sc)
{
	if (sc == NULL)
		return;
	parser_scratch_release(sc);
	free(sc);
}

/* ------------------------------------------------------------------ teacher forcing loss */

double
parser_example_loss(Parser *p, const ParserExample *ex, bool training, bool backward,
					float grad_scale, uint64_t seed)
{
	parser_teacher_plan(p, ex, &p->sc->plan);
	return parser_example_loss_planned(p, ex, &p->sc->plan, training, backward, grad_scale, seed);
}

double
parser_example_loss_planned(Parser *p, const ParserExample *ex, const TeacherPlan *plan,
							bool training, bool backward, float grad_scale, uint64_t seed)
{
	int			T = plan->T,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				A = p->cfg.action_dim,
				Nn = p->cfg.node_dim,
				Din = p->din_dec,
				n = ex->n_items;
	float		rate = training ? (float) p->cfg.dropout : 0.0f;
	const float *Y;
	DecBufs		d;
	DecoderMemory mem;
	double		loss = 0;
	SeqLstmParams lp = lstm_params(p, p->t.dec_lstm);
	SeqLstmGrads lg = lstm_grads(p, p->t.dec_lstm);
	SeqMemAttentionParams ap = att_params(p);
	SeqMemAttentionGrads ag = att_grads(p);
	size_t		bytes;

	Y = encode_planned(p, ex, plan, training, seed);
	bytes = dec_carve(p, ex, T, &d, NULL);
	dec_carve(p, ex, T, &d, grow_floats(&p->sc->g_dec, bytes / sizeof(float) + 1));
	memset(d.H, 0, sizeof(float) * Hd);
	memset(d.C, 0, sizeof(float) * Hd);
	memset(d.dH, 0, sizeof(float) * (size_t) (T + 1) * Hd);
	memset(d.dZd, 0, sizeof(float) * (size_t) T * D);
	memset(d.dY, 0, sizeof(float) * (size_t) n * D);
	memset(d.dkv, 0, sizeof(float) * 2 * (size_t) n * D);
	memset(d.dtabk, 0, sizeof(float) * (size_t) ex->graph->n_tables * D);
	memset(d.dvalk, 0, sizeof(float) * (size_t) (ex->n_values + p->n_const + 1) * D);
	memset(d.dvalm, 0, sizeof(float) * (size_t) (ex->n_values + p->n_const + 1) * D);
	parser_decoder_memory(p, ex, Y, &mem, d.mem);
	/* Teacher forcing fixes every input slot but z_{t-1} and h_{p_t} before the loop:
	 * their part of the LSTM's pre-activations is one product over all steps. */
	for (int t = 0; t < T; t++)
		build_step_input(p, &mem, &plan->steps[t].in, NULL, NULL, d.Xin + (size_t) t * Din);
	decoder_static_preact(p, &lp, d.Xin, T, d.G);

	for (int t = 0; t < T; t++)
	{
		const StepInput *in = &plan->steps[t].in;
		float	   *h = d.H + (size_t) (t + 1) * Hd,
				   *c = d.C + (size_t) (t + 1) * Hd,
				   *z = d.Z + (size_t) t * D,
				   *zd = d.Zd + (size_t) t * D,
				   *x_rec = d.Xin + (size_t) t * Din + DEC_REC_OFF(p),
				   *g = d.G + (size_t) t * 4 * Hd;

		if (t > 0)
			memcpy(x_rec, d.Zd + (size_t) (t - 1) * D, sizeof(float) * D);
		if (in->parent_step >= 0)
			memcpy(x_rec + D, d.H + (size_t) (in->parent_step + 1) * Hd, sizeof(float) * Hd);
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, 1, 4 * Hd, D + Hd, 1.0f, x_rec, Din,
					lp.w_ih + DEC_REC_OFF(p), Din, 1.0f, g, 4 * Hd);
		seq_lstm_cell_forward_preact(h, c, g, d.H + (size_t) t * Hd, d.C + (size_t) t * Hd, &lp,
									 1, Hd);
		seq_mem_attention_forward(z, d.ATT + (size_t) t * d.attc, h, mem.kv, NULL, &ap, 1, 1, n,
								  Hd, D, p->cfg.heads);
		/* C.4: dropout on z_t. */
		dropout_forward(zd, z, (size_t) D, rate, mix64(seed, 1000 + (uint64_t) t));
		memcpy(d.u, h, sizeof(float) * Hd);
		memcpy(d.u + Hd, zd, sizeof(float) * D);
		memset(d.du, 0, sizeof(float) * p->d_head);
		loss += teacher_head(p, ex, &mem, &d, plan, t, backward, grad_scale);
		if (backward)
		{
			add_into(d.dH + (size_t) (t + 1) * Hd, d.du, Hd);
			add_into(d.dZd + (size_t) t * D, d.du + Hd, D);
		}
	}
	if (!backward)
		return loss;

	/* Back through time: every gradient into step t comes from steps >= t. */
	memset(d.dc0, 0, sizeof(float) * Hd);
	for (int t = T - 1; t >= 0; t--)
	{
		const StepInput *in = &plan->steps[t].in;
		float	   *h = d.H + (size_t) (t + 1) * Hd,
				   *dg = d.dG + (size_t) t * 4 * Hd;
		float	   *tmp;

		memset(d.dz, 0, sizeof(float) * D);
		dropout_backward(d.dz, d.dZd + (size_t) t * D, (size_t) D, rate, mix64(seed, 1000 + (uint64_t) t));
		seq_mem_attention_backward(d.dH + (size_t) (t + 1) * Hd, d.dkv, &ag, d.att_ws, d.dz,
								   d.ATT + (size_t) t * d.attc, h, mem.kv, NULL, &ap, 1, 1, n,
								   Hd, D, p->cfg.heads);
		memset(d.dc1, 0, sizeof(float) * Hd);
		/* Only the recurrent inputs' gradient is needed now; the weight gradients and the
		 * fixed inputs' gradient wait for all steps (one product each, after the loop). */
		seq_lstm_cell_backward_data(NULL, d.dH + (size_t) t * Hd, d.dc1, dg, d.lstm_ws,
									d.dH + (size_t) (t + 1) * Hd, d.dc0,
									d.G + (size_t) t * 4 * Hd, d.C + (size_t) (t + 1) * Hd,
									d.C + (size_t) t * Hd, &lp, 1, Din, Hd);
		memset(d.dx, 0, sizeof(float) * (D + Hd));
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 1, D + Hd, 4 * Hd, 1.0f, dg, 4 * Hd,
					lp.w_ih + DEC_REC_OFF(p), Din, 1.0f, d.dx, D + Hd);
		tmp = d.dc0;
		d.dc0 = d.dc1;
		d.dc1 = tmp;
		/* dx_t's recurrent slots: [z_{t-1} | h_{p_t}] */
		if (t > 0)
			add_into(d.dZd + (size_t) (t - 1) * D, d.dx, D);
		if (in->parent_step >= 0)
			add_into(d.dH + (size_t) (in->parent_step + 1) * Hd, d.dx + D, Hd);
	}
	if (T > 0)
	{
		/* dW_ih += dG^T X, dW_hh += dG^T H_prev over the T steps (rows t of Xin, H). */
		seq_lstm_cell_param_grads(&lg, d.dG, d.Xin, d.H, T, Din, Hd);
		/* The fixed slots of every dx_t: [a_{t-1} | y_{t-1} | . | . | a_{p_t} | n_t]. */
		decoder_static_input_grads(p, &lp, d.dG, T, d.dXin);
		for (int t = T - 1; t >= 0; t--)
		{
			const StepInput *in = &plan->steps[t].in;
			const float *dx = d.dXin + (size_t) t * Din;

			if (in->prev_act_row >= 0)
				add_into(T_GRAD(p, p->t.act_emb) + (size_t) in->prev_act_row * A, dx, A);
			if (in->prev_y_row >= 0)
				add_into(d.dY + (size_t) in->prev_y_row * D, dx + A, D);
			else if (in->prev_value >= 0)
				add_into(d.dvalm + (size_t) in->prev_value * D, dx + A, D);
			if (in->parent_act_row >= 0)
				add_into(T_GRAD(p, p->t.act_emb) + (size_t) in->parent_act_row * A, dx + A + 2 * D + Hd, A);
			add_into(T_GRAD(p, p->t.field_emb) + (size_t) in->field_row * Nn, dx + A + 2 * D + Hd + A, Nn);
		}
	}
	/* The per-example memories: attention kv, table keys, value keys. */
	seq_mem_attention_memory_backward(d.dY, &ag, d.dkv, Y, &ap, 1, n, D, D);
	if (mem.n_tabs > 0)
	{
		SeqPointerParams tp = ptr_params(p, p->t.tab_ptr);
		SeqPointerGrads tg = ptr_grads(p, p->t.tab_ptr);
		size_t		off = (size_t) (mem.n_q + mem.n_cols) * D;

		seq_pointer_keys_backward(d.dY + off, &tg, d.dtabk, Y + off, &tp, 1, mem.n_tabs, D, D);
	}
	{
		SeqPointerParams vp = ptr_params(p, p->t.val_ptr);
		SeqPointerGrads vg = ptr_grads(p, p->t.val_ptr);

		seq_pointer_keys_backward(d.dvalm, &vg, d.dvalk, mem.val_mem, &vp, 1, mem.n_val, D, D);
		for (int v = 0; v < mem.n_val; v++)
			value_memory_row_backward(p, ex, d.dvalm + (size_t) v * D, v, d.dY);
	}
	parser_encode_backward(p, d.dY);
	return loss;
}
