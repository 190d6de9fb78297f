/*
 * sql_dates_compared.c — two dates of one row compared with each other
 * (sql_dates_compared.h).
 */
#include "sql/sql_dates_compared.h"

#include <stddef.h>

#include "sql/sql_grammar.h"

/* How far before and after the word of order a date's name may be. */
#define DATES_BEFORE_REACH 3
#define DATES_AFTER_REACH 5

/* The word of order at token i: 1 when the date before it is the later ("after", "later
 * than", "beyond"), -1 the earlier ("before", "earlier than", "sooner than"), 0 none; the
 * first token after the word in *next. */
static int
order_word(const TextTokens *tokens, int i, int *next)
{
	*next = i + 1;
	if (text_token_is(tokens, i, "after") || text_token_is(tokens, i, "beyond"))
		return 1;
	if (text_token_is(tokens, i, "before"))
		return -1;
	if (!text_token_is(tokens, i + 1, "than"))
		return 0;
	*next = i + 2;
	if (text_token_is(tokens, i, "later"))
		return 1;
	if (text_token_is(tokens, i, "earlier") || text_token_is(tokens, i, "sooner"))
		return -1;
	return 0;
}

/* Whether link l names a date or time column by its name (not as a value). */
static bool
names_a_date(const SchemaGraph *g, const SchemaLink *l)
{
	return l->kind == LINK_COLUMN && l->column >= 0 && l->column < g->n_columns &&
		g->columns[l->column].type_class == SG_TYPE_TIME;
}

/* How well l names its column: the longer span first, then the exact name. */
static int
naming_strength(const SchemaLink *l)
{
	return 2 * (l->token_end - l->token_start) + (l->match == LINK_EXACT ? 1 : 0);
}

/*
 * The date columns named nearest to the word of order on one side (before: ending in
 * [from, to); after: starting in [from, to)), the strongest namings there; into cols
 * (at most max), their number returned.
 */
static int
nearest_dates(const SchemaGraph *g, const LinkResult *links, int from, int to, bool before,
			  int *cols, int max)
{
	int			best_place = -1,
				best_strength = -1,
				n = 0;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			place = before ? l->token_end : l->token_start;
		bool		nearer;

		if (!names_a_date(g, l) || place < from || place >= to)
			continue;
		nearer = best_place < 0 || (before ? place > best_place : place < best_place);
		if (nearer || (place == best_place && naming_strength(l) > best_strength))
		{
			best_place = place;
			best_strength = naming_strength(l);
		}
	}
	for (int k = 0; k < links->n_links && n < max; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			place = before ? l->token_end : l->token_start;
		bool		seen = false;

		if (!names_a_date(g, l) || place != best_place || naming_strength(l) != best_strength)
			continue;
		for (int j = 0; j < n; j++)
			seen = seen || cols[j] == l->column;
		if (!seen)
			cols[n++] = l->column;
	}
	return n;
}

/* Whether the question has a date of its own (a LINK_DATE) from token from on. */
static bool
dated_from(const LinkResult *links, int from)
{
	for (int k = 0; k < links->n_links; k++)
		if (links->links[k].kind == LINK_DATE && links->links[k].token_start >= from)
			return true;
	return false;
}

#define DATES_NAMED_MAX 8

DatesCompared
sql_dates_compared_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links)
{
	DatesCompared none = {-1, -1, false};

	if (g == NULL || tokens == NULL || links == NULL)
		return none;
	for (int i = 0; i < tokens->n; i++)
	{
		int			next,
					order = order_word(tokens, i, &next),
					before[DATES_NAMED_MAX],
					after[DATES_NAMED_MAX],
					n_before,
					n_after;
		DatesCompared found = none;

		if (order == 0 || dated_from(links, next))
			continue;
		n_before = nearest_dates(g, links, i - DATES_BEFORE_REACH, i + 1, true, before, DATES_NAMED_MAX);
		n_after = nearest_dates(g, links, next, next + DATES_AFTER_REACH, false, after, DATES_NAMED_MAX);
		for (int a = 0; a < n_before; a++)
			for (int b = 0; b < n_after; b++)
			{
				if (before[a] == after[b] ||
					g->columns[before[a]].table != g->columns[after[b]].table)
					continue;
				if (found.first >= 0)
					return none;	/* several pairs: which is meant cannot be told */
				found = (DatesCompared) {before[a], after[b], order > 0};
			}
		if (found.first >= 0)
			return found;
	}
	return none;
}

/* The dates and their instance, for the WHERE's tests. */
typedef struct DatesRead
{
	const SchemaGraph *g;
	const DatesCompared *dates;
	int			instance;
} DatesRead;

/* sql_node_any's test: a reference to either date of the instance. */
static bool
reads_a_date(const SqlNode *n, const void *arg)
{
	const DatesRead *d = arg;
	int			c;

	if (n->rule != SQL_RULE_COLUMN || n->slots[0].instance != d->instance)
		return false;
	c = sql_column_graph_index(d->g, n);
	return c == d->dates->first || c == d->dates->second;
}

static bool
is_scalar_subquery(const SqlNode *n, const void *arg)
{
	return n->rule == SQL_RULE_SUBQUERY;
}

static bool
is_comparison(int rule)
{
	return rule == SQL_RULE_EQ || rule == SQL_RULE_NE || rule == SQL_RULE_LT ||
		rule == SQL_RULE_GT || rule == SQL_RULE_LE || rule == SQL_RULE_GE;
}

/* sql_where_keep's test: a condition on neither date, and no comparison with a scalar
 * subquery (the model's stand-in for comparing the two). */
static bool
keeps(const SqlNode *operand, const void *arg)
{
	if (sql_node_any(operand, reads_a_date, arg))
		return false;
	return !is_comparison(operand->rule) || !sql_node_any(operand, is_scalar_subquery, NULL);
}

/* sql_conjunct_any's test: the two dates compared with each other already. */
static bool
compares_the_two(const SqlNode *operand, const void *arg)
{
	const DatesRead *d = arg;
	const SqlNode *l = sql_node_child(operand, 0),
			   *r = sql_node_child(operand, 1);

	return is_comparison(operand->rule) && l != NULL && r != NULL &&
		reads_a_date(l, d) && reads_a_date(r, d);
}

SqlNode *
sql_dates_compared(const SqlNode *ast, const SchemaGraph *g, const DatesCompared *dates)
{
	DatesRead	d;
	SqlNode    *copy,
			   *test;
	int			instance;

	if (ast == NULL || dates == NULL || dates->first < 0 ||
		(ast->rule != SQL_RULE_SELECT && ast->rule != SQL_RULE_SELECT_DISTINCT))
		return NULL;
	instance = sql_from_only_instance(ast, g->columns[dates->first].table);
	d = (DatesRead) {g, dates, instance};
	if (instance < 0 ||
		sql_conjunct_any(sql_node_child(ast, SQL_SELECT_WHERE), compares_the_two, &d))
		return NULL;
	copy = sql_node_clone(ast);
	if (!sql_where_keep(copy, keeps, &d))
	{
		sql_node_free(copy);
		return NULL;
	}
	test = sql_node_new(dates->later ? SQL_RULE_GT : SQL_RULE_LT);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, dates->first));
	sql_slot_add_child(&test->slots[1], sql_column_ref(g, instance, dates->second));
	sql_where_add(copy, test);
	return copy;
}

void
sql_dates_compared_answer_rows(SqlNode *copy, const SchemaGraph *g, const DatesCompared *dates,
							   const TableNames *names)
{
	SqlNode    *out = sql_lone_output_column(copy);
	int			c,
				table,
				answer;

	if (out == NULL || names == NULL || dates->first < 0 || !sql_output_may_change(copy) ||
		((c = sql_column_graph_index(g, out)) != dates->first && c != dates->second))
		return;
	table = g->columns[c].table;
	answer = names[table].single;
	if (answer < 0 && !table_names_person(&names[table]) &&
		(answer = schema_graph_single_primary_key(g, table)) >= 0)
		answer += g->tables[table].first_column;
	if (answer >= 0)
		sql_set_lone_output(copy, sql_column_ref(g, out->slots[0].instance, answer));
}
