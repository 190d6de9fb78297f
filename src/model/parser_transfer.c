/*
 * parser_transfer.c — a parser that starts from another one's weights (dtfixup_finetune's
 * init_from): the shipped general model adapted to a user's own questions.
 *
 * Two things grow.  The vocabulary: the new words of the local data get embedding rows
 * that start as what the base used for an unknown word (nothing, when sub-word buckets
 * carry unknown words; else the <unk> row).  The relation set: a base trained before the
 * lexicon and comment relations existed (fewer than REL_COUNT) gets a row for each of them
 * in every layer's relation tables (r^k, r^v), a copy of the row the base read that
 * relation as (rat_relation_for_model), so the new parser can learn them.  Either way,
 * before training the new parser computes exactly what the base computed for every
 * question.  Every other tensor has the same shape (the other architecture options must
 * match) and is copied as is.
 *
 * The value head's constants (numbers a query needs that no question says, such as
 * GeoQuery's "major cities" -> population > 150000) are chosen again: the integer 1, then
 * the local data's own, then the base's in the base's order while slots remain
 * (PARSER_MAX_CONSTANTS).  Why the local data's first: a base whose slots are full (the
 * general model version 6 filled all 16 with Spider's numbers) would otherwise leave the
 * local data no slot, and every such query would be unlearnable.  A kept constant keeps
 * its learned embedding row; a new one takes a row the base never used (still at its
 * initial values), or a fresh one drawn as parser_init_weights draws them.
 */
#include "model/parser_core.h"

#include <string.h>

#include "common/alloc.h"
#include "nn/nn_rng.h"
#include "schema/relations.h"

/*
 * The architecture options must be the base's, the relation set aside (it grows): every
 * tensor but the embedding and the relation tables keeps its shape.
 */
static bool
same_architecture(const ParserConfig *base, const ParserConfig *b, DtError *err)
{
	ParserConfig a = *base;
	int			va,
				vb;
	const char *field;

	a.relations = b->relations;
	field = parser_config_architecture_difference(&a, b, &va, &vb);

	if (field == NULL)
		return true;
	return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL,
						"Leave out the architecture options when fine-tuning, or train from scratch.",
						"option \"%s\" cannot change when fine-tuning: the base model has %d, %d was given",
						field, va, vb);
}

/* Is tensor i one of the stack's relation tables (one row per relation id)? */
static bool
is_relation_table(const Parser *p, int i)
{
	for (int l = 0; l < p->stack.cfg.n_layers; l++)
		if (i == p->stack.layers[l].rk || i == p->stack.layers[l].rv)
			return true;
	return false;
}

/*
 * A relation table of p's from the base's b (fewer rows when p's relation set is larger):
 * each relation's row is the row the base read it as, so the new rows change nothing yet.
 */
static void
copy_relation_rows(float *to, const DtTensor *t, const float *bd, int base_relations)
{
	int			width = t->shape[1];

	for (int r = 0; r < t->shape[0]; r++)
	{
		int			from = (int) rat_relation_for_model((RatRelation) r, base_relations);

		memcpy(to + (size_t) r * width, bd + (size_t) from * width, sizeof(float) * width);
	}
}

/* The base's index of p's constant k, or -1 when the base does not have it. */
static int
base_constant_index(const Parser *p, const Parser *base, int k)
{
	for (int j = 0; j < base->n_const; j++)
		if (base->const_type[j] == p->const_type[k] &&
			strcmp(base->const_text[j], p->const_text[k]) == 0)
			return j;
	return -1;
}

/*
 * The constant embedding rows of p's constants (the file comment says which rows): a
 * constant the base has keeps the base's row; a new one takes the next row the base left
 * unused, or a row drawn from N(0, 0.1^2) when the base used them all.
 */
static void
copy_constant_rows(const Parser *p, const Parser *base, float *to, const float *bd, int width)
{
	int			unused = base->n_const;
	DtRng		rng;

	dt_rng_seed(&rng, mix64(p->cfg.seed, 21));
	memcpy(to, bd, sizeof(float) * (size_t) PARSER_MAX_CONSTANTS * width);
	for (int k = 0; k < p->n_const; k++)
	{
		int			j = base_constant_index(p, base, k);
		float	   *row = to + (size_t) k * width;

		if (j < 0 && unused < PARSER_MAX_CONSTANTS)
			j = unused++;
		if (j >= 0)
			memcpy(row, bd + (size_t) j * width, sizeof(float) * width);
		else
			for (int d = 0; d < width; d++)
				row[d] = (float) (0.1 * dt_rng_normal(&rng));
	}
}

/* base's weights into p's, on the host (either may compute on a device) */
static void
copy_weights(Parser *p, const Parser *base)
{
	Grow		staging = {0};
	const float *from = base->weights_borrowed ? base->params.data
		: parser_host_view(base->be, &staging, base->params.data,
						   sizeof(float) * base->params.count);
	float	   *host = parser_params_host(p);

	for (int i = 0; i < p->params.n_tensors; i++)
	{
		DtTensor   *t = &p->params.tensors[i];
		const DtTensor *b = &base->params.tensors[i];
		float	   *to = host + t->offset;
		const float *bd = from + b->offset;

		if (i == p->t.word_emb)
		{
			int			W = t->shape[1],
						n_base = b->shape[0];

			memcpy(to, bd, sizeof(float) * (size_t) n_base * W);
			for (int row = n_base; row < t->shape[0]; row++)
			{
				float	   *dst = to + (size_t) row * W;

				/* parser_word_id: with buckets an unknown word has no row at all */
				if (base->cfg.hash_buckets > 0)
					memset(dst, 0, sizeof(float) * W);
				else
					memcpy(dst, bd + (size_t) TEXT_VOCAB_UNK * W, sizeof(float) * W);
			}
		}
		else if (is_relation_table(p, i))
			copy_relation_rows(to, t, bd, base->cfg.relations);
		else if (i == p->t.const_emb)
			copy_constant_rows(p, base, to, bd, t->shape[1]);
		else
			memcpy(to, bd, sizeof(float) * t->numel);
	}
	parser_params_host_done(p, host);
	grow_release(&staging);
}

Parser *
parser_new_from(const Parser *base, const ParserConfig *cfg, ParserExample *const *train,
				int n_train, DtError *err)
{
	ParserConfig c = *cfg;
	TextVocab  *vocab,
			   *counts;
	Parser	   *p;
	long		per_epoch;

	/*
	 * The relation set is this version's, whatever the base's (copy_relation_rows grows its
	 * tables); only the other architecture options must be the base's.
	 */
	c.relations = REL_COUNT;
	if (!parser_config_validate(cfg, err) || !same_architecture(&base->cfg, &c, err))
		return NULL;
	if (n_train < 1)
	{
		dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL, "training needs at least one example");
		return NULL;
	}
	/* the recipe's choice of initialisation no longer applies: keep the base's on record */
	c.init = base->cfg.init;
	vocab = text_vocab_new();
	for (int id = 2; id < base->vocab->n_words; id++)
		text_vocab_add(vocab, base->vocab->words[id]);
	counts = parser_training_word_counts(train, n_train);
	parser_vocab_add_most_frequent(vocab, counts, cfg->max_vocab);
	text_vocab_free(counts);
	p = parser_create_with_vocab(&c, vocab, err);
	if (p == NULL)
		return NULL;
	/* "1" and the local data's constants first, then the base's (the file comment says why) */
	parser_collect_constants(p, train, n_train);
	for (int k = 0; k < base->n_const; k++)
		parser_add_constant(p, base->const_text[k], base->const_type[k]);
	copy_weights(p, base);
	per_epoch = (n_train + c.batch_size - 1) / c.batch_size;
	p->max_steps = per_epoch * c.epochs;
	p->mu = base->mu;
	if (!parser_create_optimizer(p, err))
	{
		parser_free(p);
		return NULL;
	}
	p->prepared = true;
	return p;
}

int
parser_vocab_size(const Parser *p)
{
	return p->vocab->n_words;
}
