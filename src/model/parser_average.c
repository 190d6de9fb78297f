/*
 * parser_average.c — checkpoint averaging: one parser whose weights are the element-wise
 * mean of several parsers' weights.
 *
 * The checkpoints of the last epochs of one training run sit around the same minimum;
 * their mean usually sits nearer its centre than any one of them and decodes held-out
 * questions a little better (Polyak averaging, "checkpoint averaging" in machine
 * translation).  Only parsers that compute with the same tensors may be averaged: the
 * same architecture options, the same vocabulary and the same value constants (which fix
 * what each embedding row means).
 *
 * The sum is kept in double so that the mean of many checkpoints does not depend on their
 * order beyond the last float rounding.  Parsers are added one at a time, so a caller can
 * load, add and free them in turn and hold only two in memory.
 */
#include "model/parser_internal.h"

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

static bool
same_constants(const Parser *a, const Parser *b, DtError *err)
{
	if (a->n_const != b->n_const)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
							"the value constants differ: %d against %d",
							a->n_const, b->n_const);
	for (int k = 0; k < a->n_const; k++)
		if (a->const_type[k] != b->const_type[k] || strcmp(a->const_text[k], b->const_text[k]) != 0)
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
								"the value constants differ at constant %d: \"%s\" against \"%s\"",
								k, a->const_text[k], b->const_text[k]);
	return true;
}

static bool
can_average(const Parser *a, const Parser *b, DtError *err)
{
	int			va,
				vb;
	const char *field = parser_config_architecture_difference(&a->cfg, &b->cfg, &va, &vb);

	if (field != NULL)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
							"the architectures differ: option \"%s\" is %d in one and %d in the other",
							field, va, vb);
	if (!same_vocabulary(a, b, err) || !same_constants(a, b, err))
		return false;
	/* implied by the three checks above; checked so that a layout change cannot slip by */
	if (a->params.count != b->params.count || a->params.n_tensors != b->params.n_tensors)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, AVERAGE_HINT,
							"the parameter layouts differ: %zu floats in %d tensors against %zu in %d",
							(size_t) a->params.count, a->params.n_tensors,
							(size_t) b->params.count, b->params.n_tensors);
	return true;
}

/* sum[i] += p's weight i, read on the host */
static void
accumulate(double *sum, const Parser *p)
{
	Grow		staging = {0};
	const float *w = p->weights_borrowed ? p->params.data
		: parser_host_view(p->be, &staging, p->params.data, sizeof(float) * p->params.count);

	for (size_t i = 0; i < (size_t) p->params.count; i++)
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
	accumulate(avg->sum, first);
	return avg;
}

bool
parser_average_add(ParserAverage *avg, const Parser *p, DtError *err)
{
	if (!can_average(avg->first, p, err))
		return false;
	accumulate(avg->sum, p);
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
