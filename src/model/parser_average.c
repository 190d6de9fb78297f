/*
 * parser_average.c — checkpoint averaging: one parser whose weights are the element-wise
 * mean of several parsers' weights.
 *
 * The checkpoints of the last epochs of one training run sit around the same minimum;
 * their mean usually sits nearer its centre than any one of them and decodes held-out
 * questions a little better (Polyak averaging, "checkpoint averaging" in machine
 * translation).  Only parsers that compute with the same tensors may be averaged: the
 * same architecture options, the same vocabulary and the same value constants (which fix
 * what each embedding row means; their order may differ, and the rows are matched).
 *
 * Runs trained from one base on the same questions with different seeds or data copies
 * also average well (a "model soup", Wortsman et al. 2022): the general model's parsers are
 * such runs of version 5.
 *
 * The sum is kept in double so that the mean of many checkpoints does not depend on their
 * order beyond the last float rounding.  Parsers are added one at a time, so a caller can
 * load, add and free them in turn and hold only two in memory.
 */
#include "model/parser_core.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

struct ParserAverage
{
	Parser	   *first;			/* owned; receives the mean */
	double	   *sum;			/* params.count sums */
	int			n;				/* parsers added, first included */
};

#define AVERAGE_HINT "Average checkpoints of one training run, or models fine-tuned from one base on the same questions."

static bool
same_vocabulary(const Parser *a, const Parser *b, DtError *err)
{
	if (a->vocab->n_words != b->vocab->n_words)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
							"the vocabularies differ: %d words against %d",
							a->vocab->n_words, b->vocab->n_words);
	for (int id = 0; id < a->vocab->n_words; id++)
		if (strcmp(a->vocab->words[id], b->vocab->words[id]) != 0)
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
								"the vocabularies differ at word %d: \"%s\" against \"%s\"",
								id, a->vocab->words[id], b->vocab->words[id]);
	return true;
}

/*
 * The same value constants, in any order: b_row[k] is the row of b's constant embedding that
 * holds a's constant k.  Runs from one base on the same questions meet the same constants
 * but may number them differently (in the order their training rows first needed them).
 */
static bool
match_constants(const Parser *a, const Parser *b, int *b_row, DtError *err)
{
	bool		taken[PARSER_MAX_CONSTANTS] = {false};

	if (a->n_const != b->n_const)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
							"the value constants differ: %d against %d",
							a->n_const, b->n_const);
	for (int k = 0; k < PARSER_MAX_CONSTANTS; k++)
		b_row[k] = k;			/* unused slots stay in place */
	for (int k = 0; k < a->n_const; k++)
	{
		int			j = 0;

		while (j < b->n_const && (taken[j] || a->const_type[k] != b->const_type[j] ||
								  strcmp(a->const_text[k], b->const_text[j]) != 0))
			j++;
		if (j == b->n_const)
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
								"the value constants differ: \"%s\" is a constant of one and not of the other",
								a->const_text[k]);
		taken[j] = true;
		b_row[k] = j;
	}
	return true;
}

static bool
can_average(const Parser *a, const Parser *b, int *b_row, DtError *err)
{
	int			va,
				vb;
	const char *field = parser_config_architecture_difference(&a->cfg, &b->cfg, &va, &vb);

	if (field != NULL)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
							"the architectures differ: option \"%s\" is %d in one and %d in the other",
							field, va, vb);
	if (!same_vocabulary(a, b, err) || !match_constants(a, b, b_row, err))
		return false;
	/* implied by the three checks above; checked so that a layout change cannot slip by */
	if (a->params.count != b->params.count || a->params.n_tensors != b->params.n_tensors)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
							"the parameter layouts differ: %zu floats in %d tensors against %zu in %d",
							(size_t) a->params.count, a->params.n_tensors,
							(size_t) b->params.count, b->params.n_tensors);
	return true;
}

/* sum[i] += p's weight i, read on the host, except that row k of the constant embedding is
 * added from p's row const_row[k] (match_constants; NULL: every row in place) */
static void
accumulate(double *sum, const Parser *p, const int *const_row)
{
	Grow		staging = {0};
	const float *w = p->weights_borrowed ? p->params.data
		: parser_host_view(p->be, &staging, p->params.data, sizeof(float) * p->params.count);
	size_t		D = (size_t) p->cfg.d_model,
				rows = p->params.tensors[p->t.const_emb].offset,
				rows_end = rows + PARSER_MAX_CONSTANTS * D;

	for (size_t i = 0; i < rows; i++)
		sum[i] += w[i];
	for (size_t k = 0; k < PARSER_MAX_CONSTANTS; k++)
	{
		const float *from = w + rows + (size_t) (const_row ? const_row[k] : (int) k) * D;

		for (size_t j = 0; j < D; j++)
			sum[rows + k * D + j] += from[j];
	}
	for (size_t i = rows_end; i < (size_t) p->params.count; i++)
		sum[i] += w[i];
	grow_release(&staging);
}

ParserAverage *
parser_average_begin(Parser *first, DtError *err)
{
	ParserAverage *avg;

	if (first->weights_borrowed)
	{
		dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
					 "a parser whose weights are borrowed cannot receive an average");
		return NULL;
	}
	avg = dt_alloc(sizeof(ParserAverage));
	avg->sum = calloc((size_t) first->params.count + 1, sizeof(double));
	if (avg->sum == NULL)
		dt_fatal_oom(__func__);
	avg->first = first;
	avg->n = 1;
	accumulate(avg->sum, first, NULL);
	return avg;
}

bool
parser_average_add(ParserAverage *avg, const Parser *p, DtError *err)
{
	int			const_row[PARSER_MAX_CONSTANTS];

	if (!can_average(avg->first, p, const_row, err))
		return false;
	accumulate(avg->sum, p, const_row);
	avg->n++;
	return true;
}

int
parser_average_count(const ParserAverage *avg)
{
	return avg->n;
}

Parser *
parser_average_finish(ParserAverage *avg)
{
	Parser	   *p = avg->first;
	float	   *host = parser_params_host(p);

	for (size_t i = 0; i < (size_t) p->params.count; i++)
		host[i] = (float) (avg->sum[i] / avg->n);
	parser_params_host_done(p, host);
	free(avg->sum);
	dt_free(avg);
	return p;
}

void
parser_average_abort(ParserAverage *avg)
{
	if (avg == NULL)
		return;
	parser_free(avg->first);
	free(avg->sum);
	dt_free(avg);
}
