/*
 * sql_durations.c — durations compared in their column's unit (sql_durations.h).
 */
#include "sql/sql_durations.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "common/alloc.h"
#include "text/quantities.h"

/* Durations of a question looked at, at most. */
#define DURATIONS_MAX 8

/* A unit of time, its words and its length in milliseconds. */
typedef struct TimeUnit
{
	const char *const *words;
	double		ms;
} TimeUnit;

static const char *const millisecond_words[] = {"ms", "millisecond", "milliseconds", "millis",
"msec", "msecs", NULL};
static const char *const second_words[] = {"second", "seconds", "sec", "secs", NULL};
static const char *const minute_words[] = {"minute", "minutes", "min", "mins", NULL};
static const char *const hour_words[] = {"hour", "hours", "hr", "hrs", NULL};

static const TimeUnit units[] = {
	{millisecond_words, 1.0}, {second_words, 1000.0}, {minute_words, 60000.0},
	{hour_words, 3600000.0},
};

/* The length in milliseconds of the unit word names; 0 when it names none. */
static double
unit_of_word(const char *word)
{
	for (size_t u = 0; u < sizeof(units) / sizeof(units[0]); u++)
		if (text_word_in_list(word, units[u].words))
			return units[u].ms;
	return 0;
}

typedef struct Durations
{
	int			n;
	double		value[DURATIONS_MAX];
	double		unit[DURATIONS_MAX];	/* milliseconds */
	const SchemaGraph *g;
} Durations;

/* Whether token i is a number; its value in *v. */
static bool
number_at(const TextTokens *tokens, int i, double *v)
{
	return i >= 0 && i < tokens->n && text_token_number(&tokens->tokens[i], v);
}

static void
add_duration(Durations *out, double v, double unit)
{
	if (out->n < DURATIONS_MAX)
	{
		out->value[out->n] = v;
		out->unit[out->n++] = unit;
	}
}

/* The numbers tokens follows with a unit of time, and the first of a range said with one
 * unit ("between 3 and 4 minutes", "3 to 4 hours"). */
static void
durations_find(const TextTokens *tokens, Durations *out)
{
	static const char *const range_words[] = {"and", "to", "or", "-", NULL};

	out->n = 0;
	for (int i = 0; i + 1 < tokens->n; i++)
	{
		double		unit,
					v,
					first;

		if (tokens->tokens[i + 1].kind != TEXT_TOKEN_WORD ||
			(unit = unit_of_word(tokens->tokens[i + 1].text)) == 0 ||
			!number_at(tokens, i, &v))
			continue;
		add_duration(out, v, unit);
		if (i >= 2 && text_word_in_list(tokens->tokens[i - 1].text, range_words) &&
			number_at(tokens, i - 2, &first))
			add_duration(out, first, unit);
	}
}

/* The unit (milliseconds) a column's name says it stores; 0 when it says none.  "min" and
 * "hr" in a name say minimum and human resources (min_salary, hr_id), not a unit. */
static double
column_unit(const SchemaGraph *g, const SqlNode *expr)
{
	static const char *const not_units[] = {"min", "hr", NULL};
	int			c = sql_column_graph_index(g, expr);
	double		unit = 0;

	if (c < 0 || g->columns[c].type_class != SG_TYPE_NUMBER)
		return 0;
	for (int w = 0; w < g->columns[c].n_words; w++)
	{
		double		u = text_word_in_list(g->columns[c].words[w], not_units) ? 0 :
			unit_of_word(g->columns[c].words[w]);

		if (u != 0 && unit != 0 && u != unit)
			return 0;			/* two units: which is stored cannot be told */
		if (u != 0)
			unit = u;
	}
	return unit;
}

/* sql_compared_literals_turn's turn: a duration of the question, in another unit than its
 * column's, in the column's. */
static bool
turn_duration(const SqlNode *against, SqlNode *value, const void *arg)
{
	const Durations *d = arg;
	double		stored = column_unit(d->g, against),
				v;
	char	   *end;
	char		buf[64];

	if (stored == 0 || value->slots[0].value_type == SQL_VALUE_TEXT)
		return false;
	v = strtod(value->slots[0].value, &end);
	if (end == value->slots[0].value || *end != '\0')
		return false;
	for (int i = 0; i < d->n; i++)
		if (fabs(v - d->value[i]) <= 1e-9 * fmax(1.0, fabs(v)) && d->unit[i] != stored)
		{
			snprintf(buf, sizeof(buf), "%.10g", v * d->unit[i] / stored);
			dt_free(value->slots[0].value);
			value->slots[0].value = dt_strdup(buf);
			value->slots[0].value_type = sql_value_is_valid(SQL_VALUE_INTEGER, buf) ?
				SQL_VALUE_INTEGER : SQL_VALUE_NUMERIC;
			return true;
		}
	return false;
}

SqlNode *
sql_durations_in_column_units(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens)
{
	Durations	d;

	if (ast == NULL || tokens == NULL)
		return ast;
	durations_find(tokens, &d);
	d.g = g;
	if (d.n > 0)
		sql_compared_literals_turn(ast, turn_duration, &d);
	return ast;
}
