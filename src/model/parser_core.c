/*
 * parser_core.c — the Parser's life: creation (vocabulary, value constants, parameters),
 * accessors, free.  Preparing and running training is parser_train.c's.
 */
#include "model/parser_core.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "nn/backend_loader.h"
#include "text/stemmer.h"

/* ------------------------------------------------------------------ vocabulary */

static void
vocab_add_stem(TextVocab *v, const char *word)
{
	char	   *stem = text_stem(word);

	text_vocab_add(v, stem);
	dt_free(stem);
}

typedef struct WordCount
{
	int			id;
	int64_t		count;
} WordCount;

static int
by_count_desc(const void *a, const void *b)
{
	const WordCount *x = a,
			   *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->id - y->id;
}

/* Every stem of the training questions and of their schemas' names, with its count (the
 * column type words of item_words() included once). */
TextVocab *
parser_training_word_counts(ParserExample *const *train, int n_train)
{
	TextVocab  *all = text_vocab_new();

	for (int i = 0; i < n_train; i++)
	{
		const ParserExample *ex = train[i];
		const SchemaGraph *g = ex->graph;

		for (int k = 0; k < ex->tokens.n; k++)
			if (ex->tokens.tokens[k].kind != TEXT_TOKEN_PUNCT)
				vocab_add_stem(all, ex->tokens.tokens[k].text);
		if (i > 0 && train[i - 1]->graph == g)
			continue;
		for (int c = 0; c < g->n_columns; c++)
			for (int k = 0; k < g->columns[c].n_words; k++)
				vocab_add_stem(all, g->columns[c].words[k]);
		for (int t = 0; t < g->n_tables; t++)
			for (int k = 0; k < g->tables[t].n_words; k++)
				vocab_add_stem(all, g->tables[t].words[k]);
	}
	for (int k = 0; k < 5; k++)
		text_vocab_add(all, (const char *[]) {"text", "number", "time", "boolean", "other"}[k]);
	return all;
}

void
parser_vocab_add_most_frequent(TextVocab *v, const TextVocab *counts, int max_new)
{
	int			n = counts->n_words - 2,
				added = 0;
	WordCount  *wc = malloc(sizeof(WordCount) * (size_t) (n > 0 ? n : 1));

	if (wc == NULL)
		dt_fatal_oom(__func__);
	for (int i = 0; i < n; i++)
	{
		wc[i].id = i + 2;
		wc[i].count = counts->counts[i + 2];
	}
	qsort(wc, (size_t) n, sizeof(WordCount), by_count_desc);
	for (int i = 0; i < n && added < max_new; i++)
	{
		const char *w = counts->words[wc[i].id];

		if (text_vocab_lookup(v, w) != TEXT_VOCAB_UNK)
			continue;
		text_vocab_add(v, w);
		added++;
	}
	free(wc);
}

/* The most frequent max_vocab - 2 stems of the training data (ties by first appearance)
 * keep an embedding row, in their order of first appearance. */
static TextVocab *
build_vocab(const ParserConfig *cfg, ParserExample *const *train, int n_train)
{
	TextVocab  *all = parser_training_word_counts(train, n_train);
	TextVocab  *kept_words = text_vocab_new();
	TextVocab  *v = text_vocab_new();

	parser_vocab_add_most_frequent(kept_words, all, cfg->max_vocab - 2);
	for (int id = 2; id < all->n_words; id++)
		if (text_vocab_lookup(kept_words, all->words[id]) != TEXT_VOCAB_UNK)
			text_vocab_add(v, all->words[id]);
	text_vocab_free(kept_words);
	text_vocab_free(all);
	return v;
}

/* ------------------------------------------------------------------ constants */

bool
parser_add_constant(Parser *p, const char *text, SqlValueType type)
{
	for (int k = 0; k < p->n_const; k++)
		if (p->const_type[k] == type && strcmp(p->const_text[k], text) == 0)
			return true;
	if (p->n_const == PARSER_MAX_CONSTANTS)
		return false;
	p->const_text[p->n_const] = dt_strdup(text);
	p->const_type[p->n_const++] = type;
	return true;
}

/*
 * The value head's constants: the integer 1 (LIMIT 1), then the numeric literals of the
 * training SQL that no candidate of their question offers, seen at least twice, most
 * frequent first ("major cities" -> population > 150000 in GeoQuery).  Numbers only: a
 * name or other text is always copied from the question or the database.
 */
void
parser_collect_constants(Parser *p, ParserExample *const *train, int n_train)
{
	char	   *texts[256];
	SqlValueType types[256];
	int			counts[256];
	int			n = 0;

	parser_add_constant(p, "1", SQL_VALUE_INTEGER);
	for (int i = 0; i < n_train; i++)
		for (int t = 0; t < train[i]->gold.n; t++)
		{
			const SqlAction *a = &train[i]->gold.items[t];
			int			k;

			if (a->kind != SQL_ACT_VALUE || a->value_type == SQL_VALUE_TEXT ||
				train[i]->gold_value_index[t] >= 0)
				continue;
			for (k = 0; k < n; k++)
				if (types[k] == a->value_type && strcmp(texts[k], a->value) == 0)
					break;
			if (k == n && n < 256)
			{
				texts[n] = a->value;
				types[n] = a->value_type;
				counts[n++] = 0;
			}
			if (k < n)
				counts[k]++;
		}
	for (;;)
	{
		int			best = -1;

		for (int k = 0; k < n; k++)
			if (counts[k] >= 2 && (best < 0 || counts[k] > counts[best]))
				best = k;
		if (best < 0 || !parser_add_constant(p, texts[best], types[best]))
			break;
		counts[best] = 0;
	}
}

/* ------------------------------------------------------------------ life */

static Parser *
create_with_vocab(const ParserConfig *cfg, TextVocab *vocab, bool allocate, DtError *err)
{
	Parser	   *p;

	p = calloc(1, sizeof(Parser));
	if (p != NULL)
	{
		p->sc = calloc(1, sizeof(ParserScratch));
		if (p->sc == NULL)
		{
			free(p);
			p = NULL;
		}
	}
	if (p == NULL)
	{
		text_vocab_free(vocab);
		dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL, "out of memory for the parser");
		return NULL;
	}
	p->cfg = *cfg;
	p->vocab = vocab;
	/* the CPU: parser_device_backend says why a GPU is not offered yet */
	p->be = dt_backend_cpu_create(cfg->threads);
	if (p->be == NULL)
	{
		dt_error_set(err, DT_ERR_INTERNAL, 0, NULL, NULL, "could not create the CPU backend");
		parser_free(p);
		return NULL;
	}
	if (!(allocate ? parser_layout(p, err) : parser_declare_params(p, err)))
	{
		parser_free(p);
		return NULL;
	}
	return p;
}

const char *
parser_device_backend(ParserDevice want, const char *cuda_module, bool *gpu_usable,
					  DtError *err)
{
	DtCudaProbe probe;

	*gpu_usable = false;
	if (want != PARSER_DEVICE_CUDA)
		return "cpu";
	memset(&probe, 0, sizeof(probe));
	if (!dt_cuda_prepare(cuda_module, &probe, err))
		return NULL;
	*gpu_usable = true;
	return "cuda";
}

Parser *
parser_create_with_vocab(const ParserConfig *cfg, TextVocab *vocab, DtError *err)
{
	return create_with_vocab(cfg, vocab, true, err);
}

Parser *
parser_create_unallocated(const ParserConfig *cfg, TextVocab *vocab, DtError *err)
{
	return create_with_vocab(cfg, vocab, false, err);
}

Parser *
parser_new(const ParserConfig *cfg, ParserExample *const *train, int n_train, DtError *err)
{
	Parser	   *p;

	if (!parser_config_validate(cfg, err))
		return NULL;
	for (int i = 0; i < n_train; i++)
		if (train[i] == NULL || train[i]->graph == NULL)
		{
			dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
						 "training example %d is missing", i);
			return NULL;
		}
	p = parser_create_with_vocab(cfg, build_vocab(cfg, train, n_train), err);
	if (p == NULL)
		return NULL;
	parser_collect_constants(p, train, n_train);
	parser_init_weights(p);
	return p;
}

void
parser_free(Parser *p)
{
	if (p == NULL)
		return;
	if (p->adam_ready)
		dt_adam_free(&p->adam);
	parser_owned_release(&p->workers);
	parser_scratch_free(p->sc);
	rat_stack_free(&p->stack);
	if (p->weights_borrowed)
		p->params.data = NULL;	/* the checkpoint's bytes: their owner frees them */
	if (p->params.be)
		dt_params_free(&p->params);
	dt_backend_destroy(p->be);
	if (p->vocab)
		text_vocab_free(p->vocab);
	for (int k = 0; k < p->n_const; k++)
		dt_free(p->const_text[k]);
	free(p);
}

const ParserConfig *
parser_config(const Parser *p)
{
	return &p->cfg;
}

bool
parser_weights_borrowed(const Parser *p)
{
	return p->weights_borrowed;
}

size_t
parser_owned_parameter_bytes(const Parser *p)
{
	size_t		bytes = 0;

	if (p->params.data != NULL && !p->weights_borrowed)
		bytes += sizeof(float) * p->params.count;
	if (p->params.grad != NULL)
		bytes += sizeof(float) * p->params.count;
	if (p->adam_ready)			/* Adam's m and v, and start_pull's start */
		bytes += (p->adam.start != NULL ? 3 : 2) * sizeof(float) * p->params.count;
	return bytes;
}

size_t
parser_scratch_bytes(const Parser *p)
{
	const ParserScratch *sc = p->sc;
	size_t		bytes;

	if (sc == NULL)
		return 0;
	bytes = sc->g_enc.cap + sc->g_int.cap + sc->g_head.cap + sc->g_beam.cap + sc->g_hist.cap +
		sc->h_int.cap + sc->h_logp.cap + sc->h_mask.cap + sc->g_schema_enc.cap +
		sc->g_schema_int.cap;
	if (sc->rat_ws_ready)
		bytes += sc->rat_ws.arena_bytes;
	return bytes;
}

void
parser_release_scratch(Parser *p)
{
	if (p->sc != NULL)
		parser_scratch_release(p->sc);
}

size_t
parser_n_parameters(const Parser *p)
{
	size_t		n = 0;

	for (int i = 0; i < p->params.n_tensors; i++)
		n += p->params.tensors[i].numel;
	return n;
}

void
parser_set_stop_check(Parser *p, ParserStopCheck fn, void *arg)
{
	p->stop_check = fn;
	p->stop_arg = arg;
}

int
parser_epochs_done(const Parser *p)
{
	return p->epochs_done;
}

long
parser_steps_done(const Parser *p)
{
	return p->steps_done;
}
