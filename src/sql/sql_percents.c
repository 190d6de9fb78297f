/*
 * sql_percents.c — percentages compared as the fractions a column stores (sql_percents.h).
 */
#include "sql/sql_percents.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "common/alloc.h"
#include "text/quantities.h"

/* Percentages of a question looked at, at most. */
#define PERCENTS_MAX 8

typedef struct Percents
{
	int			n;
	double		values[PERCENTS_MAX];
} Percents;

/* The numbers tokens says as percentages. */
static void
percents_find(const TextTokens *tokens, Percents *out)
{
	out->n = 0;
	for (int i = 0; i < tokens->n && out->n < PERCENTS_MAX; i++)
		if (text_is_percent(tokens, i) && text_token_number(&tokens->tokens[i], &out->values[out->n]))
			out->n++;
}

/* Whether value (a literal node) is one of the percentages. */
static bool
is_a_percent(const SqlNode *value, const Percents *p)
{
	char	   *end;
	double		v;

	if (value == NULL || value->rule != SQL_RULE_VALUE || value->slots[0].value == NULL ||
		value->slots[0].value_type == SQL_VALUE_TEXT)
		return false;
	v = strtod(value->slots[0].value, &end);
	if (end == value->slots[0].value || *end != '\0')
		return false;
	for (int i = 0; i < p->n; i++)
		if (fabs(v - p->values[i]) <= 1e-9 * fmax(1.0, fabs(v)))
			return true;
	return false;
}

/* Whether expr is a column of g that can hold fractions. */
static bool
fraction_column(const SqlNode *expr, const SchemaGraph *g)
{
	int			c = expr != NULL ? sql_column_graph_index(g, expr) : -1;

	return c >= 0 && g->columns[c].type_class == SG_TYPE_NUMBER &&
		schema_graph_column_holds_fractions(&g->columns[c]);
}

/* value (a percentage) as its hundredth, in place. */
static void
to_fraction(SqlNode *value)
{
	char		buf[64];

	snprintf(buf, sizeof(buf), "%.10g", strtod(value->slots[0].value, NULL) / 100.0);
	dt_free(value->slots[0].value);
	value->slots[0].value = dt_strdup(buf);
	value->slots[0].value_type = sql_value_is_valid(SQL_VALUE_INTEGER, buf) ?
		SQL_VALUE_INTEGER : SQL_VALUE_NUMERIC;
}

/* What turn_percent reads. */
typedef struct PercentTurn
{
	const SchemaGraph *g;
	const Percents *percents;
} PercentTurn;

/* sql_compared_literals_turn's turn: a percentage compared with a fraction column, as its
 * hundredth. */
static bool
turn_percent(const SqlNode *against, SqlNode *value, const void *arg)
{
	const PercentTurn *t = arg;

	if (!is_a_percent(value, t->percents) || !fraction_column(against, t->g))
		return false;
	to_fraction(value);
	return true;
}

SqlNode *
sql_percents_as_fractions(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens)
{
	Percents	p;
	SqlNode    *copy;

	if (ast == NULL || tokens == NULL)
		return NULL;
	percents_find(tokens, &p);
	if (p.n == 0)
		return NULL;
	copy = sql_node_clone(ast);
	if (sql_compared_literals_turn(copy, turn_percent, &(PercentTurn) {g, &p}) == 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
