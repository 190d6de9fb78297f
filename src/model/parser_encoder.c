/*
 * parser_encoder.c — the SQL-SP encoder (DT-Fixup paper, Appendix C.1): word embeddings
 * plus sub-word hash buckets, the question BiLSTM, the schema items' name BiLSTM summaries,
 * the schema-linking feature rows, and the relation-aware stack on top: one example's
 * forward; for a training group, the steps around the group's BiLSTMs
 * (parser_encoder_batch.c) and their backward, and the batch's schema cache (examples of
 * one schema share their items' encodings).
 *
 * The encoder's buffers of the last forward stay in the Parser's scratch (EncBufs) for
 * the backward; they grow to the largest example and are reused.
 */
#include "model/parser_encoder.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/stop.h"
#include "nn/seq_embedding.h"
#include "schema/relations.h"
#include "text/colloquial.h"
#include "text/quantities.h"
#include "text/stemmer.h"
#include "text/subword_hash.h"

/* The vocabulary id of word's stem, or TEXT_VOCAB_UNK. */
static int
vocab_id_of_stem(const Parser *p, const char *word)
{
	char	   *stem = text_stem(word);
	int			id = text_vocab_lookup(p->vocab, stem);

	dt_free(stem);
	return id;
}

/* The vocabulary id of word (stemmed): TEXT_VOCAB_UNK when unknown, or -1 when sub-word
 * buckets alone carry an unknown word. */
static int
parser_word_id(const Parser *p, const char *word)
{
	int			id = vocab_id_of_stem(p, word);

	if (id == TEXT_VOCAB_UNK && p->cfg.hash_buckets > 0)
		return -1;				/* its sub-word buckets alone carry it */
	return id;
}

bool
parser_knows_word(const char *word, void *parser)
{
	return vocab_id_of_stem((const Parser *) parser, word) != TEXT_VOCAB_UNK;
}

static const char *const type_words[] = {"text", "number", "time", "boolean", "other"};

/* ------------------------------------------------------------------ encoder (C.1) */

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

void
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
ensure_rat_workspace(Parser *p, int n, bool backward)
{
	DtError		err;
	int			max_n;
	bool		ok;

	if (p->sc->rat_ws_ready && p->sc->rat_ws.max_n >= n &&
		(!backward || !p->sc->rat_ws.forward_only))
		return;
	if (p->sc->rat_ws_ready)
		rat_workspace_free(&p->sc->rat_ws);
	/* headroom so that slightly longer questions reuse it; none for very long inputs, whose
	 * workspace (heads x n^2 floats per layer kept) would otherwise take 2.25 times the
	 * memory and the page faults to fill */
	max_n = n < 256 ? n + n / 2 + 8 : n;
	/* decoding needs no backward: a forward-only workspace, two layers' worth */
	ok = backward ? rat_workspace_create(&p->sc->rat_ws, &p->stack, p->be, 1, max_n, &err)
		: rat_workspace_create_forward(&p->sc->rat_ws, &p->stack, p->be, 1, max_n, &err);
	if (!ok)
		dt_fatal(err.code, "%s", err.message);
	p->sc->rat_ws_ready = true;
}

/* The example's encoder shape: question tokens, schema items, their longest name. */
void
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

/* Number words Spider's 7,000 training questions never spell out (they write "0", "6",
 * "12"; "one" to "five" and "ten" they do spell: "the top three"). */
static const char *const unseen_number_words[] = {"zero", "six", "seven", "eight", "nine",
"eleven", "twelve", NULL};

/* A question word as the encoder reads it: a short form the vocabulary does not know
 * ("avg") as its full word where the vocabulary knows that ("average"; text/colloquial.h),
 * a number word the training questions never spell out as its digits ("a credit limit
 * of zero" as "of 0", which the parser compares; text/quantities.h), and "best paid" as
 * "highest paid" (text/colloquial.h).  Only the question's: a schema's own abbreviations (qty,
 * emp_id) keep their letters, and link to the question's words through
 * text/abbreviation.h.  digits holds the digits (size bytes). */
static const char *
question_word(const Parser *p, const TextTokens *tokens, int i, char *digits, size_t size)
{
	const TextToken *token = &tokens->tokens[i];
	const char *word = token->text;
	const char *full = text_colloquial_full_form(word);
	const char *pay = text_colloquial_pay_superlative(tokens, i);

	if (token->kind == TEXT_TOKEN_WORD && text_word_in_list(word, unseen_number_words) &&
		text_number_reading(token, digits, size))
		return digits;
	if (pay != NULL)
		return pay;
	if (full != NULL && vocab_id_of_stem(p, word) == TEXT_VOCAB_UNK &&
		vocab_id_of_stem(p, full) != TEXT_VOCAB_UNK)
		return full;
	return word;
}

/* Word ids and sub-word buckets of the question and of the schema items' names into e's
 * integer buffers, host memory here (stemming and hashing allocate with dt_alloc: calling
 * thread only). */
void
enc_word_features(const Parser *p, const ParserExample *ex, EncBufs *e)
{
	for (int i = 0; i < e->nq; i++)
	{
		char		digits[64];

		word_features(p, question_word(p, &ex->tokens, i, digits, sizeof(digits)),
					  &e->q_word[i], e->q_bucket + (size_t) i * e->K, e->K);
	}
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

/* ex's relation ids as p's relation tables read them (rat_relation_for_model). */
void
enc_relations(const Parser *p, const ParserExample *ex, EncBufs *e)
{
	for (size_t i = 0; i < (size_t) e->n * e->n; i++)
		e->rel[i] = (int) rat_relation_for_model((RatRelation) ex->relations[i], p->cfg.relations);
	e->len[0] = e->n;
}

/* e's integer inputs, laid out as enc_carve lays them out in host memory (host_ints), into
 * its device buffers in one upload; the host keeps reading its copies of s_link, s_len and
 * rel. */
void
enc_upload_ints(Parser *p, EncBufs *e, const void *host_ints, size_t ibytes)
{
	p->be->upload(p->be, e->q_word, host_ints, ibytes);
	e->s_link_host = (const int *) ((const char *) host_ints +
									((const char *) e->s_link - (const char *) e->q_word));
	e->s_len_host = (const int *) ((const char *) host_ints +
								   ((const char *) e->s_len - (const char *) e->q_word));
	e->rel_host = (const int *) ((const char *) host_ints +
								 ((const char *) e->rel - (const char *) e->q_word));
}

/* The integer inputs of ex computed on the host (p's staging buffer), then uploaded. */
static void
enc_host_features(Parser *p, const ParserExample *ex, EncBufs *e, size_t ibytes)
{
	EncBufs		h = *e;
	size_t		fbytes;
	void	   *host = grow_host(&p->sc->h_int, ibytes);

	enc_carve(p, &h, NULL, host, &fbytes, &ibytes);
	enc_word_features(p, ex, &h);
	enc_relations(p, ex, &h);
	enc_upload_ints(p, e, host, ibytes);
}

/* The encoder's buffers of ex carved from p's scratch (grown when needed). */
EncBufs *
enc_prepare(Parser *p, const ParserExample *ex, size_t *ibytes_out)
{
	EncBufs    *e = enc_state(p);
	size_t		fbytes,
				ibytes;

	/* the buffers are about to hold another encoding */
	p->sc->encoded_ex = NULL;
	p->sc->encoded_Y = NULL;
	enc_shape(p, ex, e);
	enc_carve(p, e, NULL, NULL, &fbytes, &ibytes);
	enc_carve(p, e, grow_floats(p->be, &p->sc->g_enc, fbytes / sizeof(float) + 1),
			  grow_floats(p->be, &p->sc->g_int, ibytes / sizeof(float) + 1), &fbytes, &ibytes);
	if (ibytes_out)
		*ibytes_out = ibytes;
	return e;
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

	DtBackend  *be = p->be;

	be->seq->embedding_forward(be, e->s_emb, e->s_word, e->s_bucket, e->ns * e->Ts, e->K,
							   T_DATA(p, p->t.word_emb), bucket_table, W);
	be->seq->bilstm_forward(be, e->s_out, e->s_hfin, NULL, e->s_cache, e->s_emb, e->s_len, &sp,
							e->ns, e->Ts, W, He);
	be->seq->mean_plus_final_forward(be, e->X + (size_t) e->nq * D, e->s_out, e->s_hfin,
									 e->s_len, e->ns, e->Ts, D);
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

	DtBackend  *be = p->be;

	be->memset_zero(be, e->ds_out, sizeof(float) * (size_t) e->ns * e->Ts * D);
	be->memset_zero(be, e->ds_hfin, sizeof(float) * (size_t) e->ns * D);
	be->memset_zero(be, e->ds_emb, sizeof(float) * (size_t) e->ns * e->Ts * W);
	be->seq->mean_plus_final_backward(be, e->ds_out, e->ds_hfin, e->dX + (size_t) e->nq * D,
									  e->s_len, e->ns, e->Ts, D);
	be->seq->bilstm_backward(be, e->ds_emb, &sg, e->lstm_ws, e->ds_out, e->ds_hfin, NULL,
							 e->s_cache, e->s_emb, e->s_len, &sp, e->ns, e->Ts, W, He);
	be->seq->embedding_backward(be, T_GRAD(p, p->t.word_emb), dbucket, e->ds_emb, e->s_word,
								e->s_bucket, e->ns * e->Ts, e->K, W);
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
		enc_carve(p, &c->e, grow_floats(p->be, &p->sc->g_schema_enc, fbytes / sizeof(float) + 1),
				  grow_floats(p->be, &p->sc->g_schema_int, ibytes / sizeof(float) + 1), &fbytes,
				  &ibytes);
		p->be->copy(p->be, c->e.q_word, e->q_word, ibytes);
		schema_forward(p, &c->e);
		p->be->memset_zero(p->be, c->e.dX, sizeof(float) * (size_t) c->e.n * D);
		c->graph = ex->graph;
	}
	p->be->copy(p->be, e->X + (size_t) e->nq * D, c->e.X + (size_t) c->e.nq * D,
				sizeof(float) * (size_t) e->ns * D);
	e->schema_cached = true;
}

/* Whether schema_encode takes ex's schema items' encodings from the batch's schema cache
 * (or fills it with them): a batch is running and the cache holds ex's schema or none. */
static bool
schema_cache_serves(Parser *p, const ParserExample *ex)
{
	SchemaCache *c = schema_cache(p);

	return c->on && (c->graph == NULL || c->graph == ex->graph);
}

void
parser_schema_cache_begin(Parser *p)
{
	SchemaCache *c = schema_cache(p);

	c->on = true;
	c->graph = NULL;
}

void
parser_schema_cache_reserve(Parser *p, const ParserExample *ex)
{
	EncBufs		e;
	size_t		fbytes,
				ibytes;

	schema_cache(p);
	enc_shape(p, ex, &e);
	enc_carve(p, &e, NULL, NULL, &fbytes, &ibytes);
	grow_floats(p->be, &p->sc->g_schema_enc, fbytes / sizeof(float) + 1);
	grow_floats(p->be, &p->sc->g_schema_int, ibytes / sizeof(float) + 1);
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

/*
 * The encoder below the relation-aware stack runs in three steps, so that a training
 * worker's group of examples can run the middle one, the BiLSTMs, once for all of them
 * (parser_encoder_batch.c): encode_embed (the embeddings; the schema items' encodings
 * unless the group encodes their names), the BiLSTMs, encode_finish (the question's rows
 * into X, the link rows, dropout).  One example alone runs the three in a row.
 */
static void
encode_embed(Parser *p, const ParserExample *ex, EncBufs *e, bool training, uint64_t seed)
{
	int			W = p->cfg.word_dim;
	const float *bucket_table = p->t.bucket_emb >= 0 ? T_DATA(p, p->t.bucket_emb) : NULL;
	DtBackend  *be = p->be;

	e->training = training;
	e->seed = seed;
	if (e->nq > 0)
		be->seq->embedding_forward(be, e->q_emb, e->q_word, e->q_bucket, e->nq, e->K,
								   T_DATA(p, p->t.word_emb), bucket_table, W);
	if (e->schema_batched)
		be->seq->embedding_forward(be, e->s_emb, e->s_word, e->s_bucket, e->ns * e->Ts, e->K,
								   T_DATA(p, p->t.word_emb), bucket_table, W);
	else
		schema_encode(p, ex, e);	/* into X's rows after the question */
}

/* The question's BiLSTM over one example. */
static void
question_forward(Parser *p, EncBufs *e)
{
	SeqBiLstmParams qp = bilstm_params(p, p->t.q_lstm);

	if (e->nq > 0)
		p->be->seq->bilstm_forward(p->be, e->q_out, NULL, NULL, e->q_cache, e->q_emb, e->q_len,
								   &qp, 1, e->nq, p->cfg.word_dim, p->cfg.encoder_hidden);
}

/* X = [question | columns | tables] plus the link rows, then X's dropout into e->Xd. */
static void
encode_finish(Parser *p, EncBufs *e, const float **x_out)
{
	int			D = p->cfg.d_model;
	DtBackend  *be = p->be;

	be->copy(be, e->X, e->q_out, sizeof(float) * (size_t) e->nq * D);
	/* schema-linking feature rows: per example, on top of the (possibly shared) encodings */
	for (int i = 0; i < e->ns; i++)
		be->residual_accumulate(be, e->X + (size_t) (e->nq + i) * D,
								T_DATA(p, p->t.link_emb) + (size_t) e->s_link_host[i] * D, D);
	if (x_out)
		*x_out = e->X;
	/* Dropout on X (C.4), then the relation-aware layers. */
	be->dropout_forward(be, e->Xd, e->X, (size_t) e->n * D,
						e->training ? (float) p->cfg.dropout : 0.0f, mix64(e->seed, 11));
}

/* The encoder's arithmetic below the relation-aware stack once e's integer inputs are in
 * place: the stack's input, after dropout, into e->Xd. */
static void
encode_inputs(Parser *p, const ParserExample *ex, EncBufs *e, bool training, uint64_t seed,
			  const float **x_out)
{
	encode_embed(p, ex, e, training, seed);
	question_forward(p, e);
	encode_finish(p, e, x_out);
}

/* The encoder's arithmetic once e's integer inputs are in place. */
static const float *
encode_stack(Parser *p, const ParserExample *ex, EncBufs *e, bool training, uint64_t seed,
			 const float **x_out, bool backward)
{
	encode_inputs(p, ex, e, training, seed, x_out);
	ensure_rat_workspace(p, e->n, backward);
	e->Y = rat_stack_forward(&p->stack, &p->sc->rat_ws, e->Xd, e->rel, e->len, 1, e->n, training,
							 enc_stack_seed(seed));
	return e->Y;
}

/* In full, even inside a caller's stop scope (training, mu): only parser_decode's encode
 * may stop early (parser_encode_finish). */
const float *
encode_forward(Parser *p, const ParserExample *ex, EncBufs *e, bool training, uint64_t seed,
			   const float **x_out)
{
	DtStopScope outer = dt_stop_begin(NULL, NULL);
	const float *Y = encode_stack(p, ex, e, training, seed, x_out, true);

	dt_stop_end(outer);
	return Y;
}

const float *
parser_encode(Parser *p, const ParserExample *ex, const float **x_out)
{
	size_t		ibytes;
	EncBufs    *e = enc_prepare(p, ex, &ibytes);

	enc_host_features(p, ex, e, ibytes);
	return encode_forward(p, ex, e, false, 0, x_out);
}

EncBufs *
parser_encode_begin(Parser *p, const ParserExample *ex)
{
	size_t		ibytes;
	EncBufs    *e = enc_prepare(p, ex, &ibytes);

	enc_host_features(p, ex, e, ibytes);
	return e;
}

/* Inside parser_decode's stop scope: the BiLSTMs, the stack's layers and their kernels
 * poll it (common/stop.h). */
const float *
parser_encode_finish(Parser *p, const ParserExample *ex, EncBufs *e, bool *stopped)
{
	const float *Y = encode_stack(p, ex, e, false, 0, NULL, false);

	*stopped = p->sc->rat_ws.stopped || dt_stop_requested();
	if (!*stopped)
	{
		p->sc->encoded_ex = ex;
		p->sc->encoded_Y = Y;
	}
	return Y;
}

/* For a group whose BiLSTMs run once for all of its examples (parser_encoder_batch.c),
 * first step: the embeddings, and the schema items' encodings when the batch's schema
 * cache serves ex (else its names' embeddings, for the group's BiLSTM). */
EncBufs *
encode_group_embed(Parser *p, const ParserExample *ex, const int *ints, bool training,
				   uint64_t seed)
{
	size_t		ibytes;
	EncBufs    *e = enc_prepare(p, ex, &ibytes);

	enc_upload_ints(p, e, ints, ibytes);
	e->schema_batched = !schema_cache_serves(p, ex);
	encode_embed(p, ex, e, training, seed);
	return e;
}

/* The last step, once the group's BiLSTMs wrote e->q_out and X's schema rows: the
 * stack's input into e->Xd (rows 0..n_items-1). */
void
encode_group_finish(Parser *p, EncBufs *e)
{
	encode_finish(p, e, NULL);
}

/* The encoder's backward below the stack, given the stack input's gradient in e->dXd of
 * the last forward's buffers, down to the BiLSTMs' outputs (e->dX; the group's BiLSTM
 * backward follows). */
void
encode_backward_inputs(Parser *p)
{
	EncBufs    *e = enc_state(p);
	int			D = p->cfg.d_model;
	size_t		nD = (size_t) e->n * D;
	DtBackend  *be = p->be;

	be->memset_zero(be, e->dX, nD * sizeof(float));
	be->dropout_backward(be, e->dX, e->dXd, nD, e->training ? (float) p->cfg.dropout : 0.0f,
						 mix64(e->seed, 11));
	/* Schema items: their link-feature rows, then their encodings' gradient, into the
	 * cache's (one backward for the batch: parser_schema_cache_flush) or, where the group
	 * encodes their names, left in e->dX for the group's backward. */
	for (int i = 0; i < e->ns; i++)
		be->residual_accumulate(be, T_GRAD(p, p->t.link_emb) + (size_t) e->s_link_host[i] * D,
								e->dX + (size_t) (e->nq + i) * D, D);
	if (e->schema_cached)
	{
		SchemaCache *c = schema_cache(p);

		be->residual_accumulate(be, c->e.dX + (size_t) c->e.nq * D, e->dX + (size_t) e->nq * D,
								(size_t) e->ns * D);
	}
}

/* After the group's BiLSTM backward wrote e->dq_emb and (schema_batched) e->ds_emb: the
 * embedding tables' gradients of a group's example. */
void
encode_embed_backward(Parser *p, const EncBufs *e)
{
	int			W = p->cfg.word_dim;
	float	   *dbucket = p->t.bucket_emb >= 0 ? T_GRAD(p, p->t.bucket_emb) : NULL;
	DtBackend  *be = p->be;

	if (e->nq > 0)
		be->seq->embedding_backward(be, T_GRAD(p, p->t.word_emb), dbucket, e->dq_emb, e->q_word,
									e->q_bucket, e->nq, e->K, W);
	if (e->schema_batched)
		be->seq->embedding_backward(be, T_GRAD(p, p->t.word_emb), dbucket, e->ds_emb, e->s_word,
									e->s_bucket, e->ns * e->Ts, e->K, W);
}
