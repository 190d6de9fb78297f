/*
 * sql_differences.c — one number column of a row less another (sql_differences.h).
 */
#include "sql/sql_differences.h"

#include <stddef.h>

#include "common/alloc.h"
#include "schema/measures.h"
#include "sql/sql_directions.h"
#include "sql/sql_grammar.h"

/* How far after its word a column's name may start ("over its standard buy price"). */
#define DIFFERENCE_REACH 5
/* How far before "minus" a column's name may end. */
#define MINUS_BEFORE_REACH 3
/* Columns named at one place, at most (a table's and a view's "list price"). */
#define DIFFERENCE_NAMED_MAX 8

/* The number columns named nearest after token from (starting in [from, from + reach)). */
static int
named_after(const SchemaGraph *g, const LinkResult *links, int from, int reach, int *cols)
{
	return link_result_nearest_columns(g, links, SG_TYPE_NUMBER, from, from + reach, false,
									   cols, DIFFERENCE_NAMED_MAX);
}

/* The first token after a possessive or article at i ("its", "their", "the"). */
static int
past_determiner(const TextTokens *t, int i)
{
	static const char *const determiners[] = {"its", "their", "the", NULL};

	return text_token_in(t, i, determiners) ? i + 1 : i;
}

/* The price a markup over column cost of table is reckoned on: the table's one list
 * price, else its one plain price, other than cost; -1 when none. */
static int
marked_up_price(const SchemaGraph *g, int table, int cost)
{
	int			price = measure_one_price(g, table, MEASURE_PRICE_LIST);

	if (price < 0 || price == cost)
		price = measure_one_price(g, table, MEASURE_PRICE_PLAIN);
	return price == cost ? -1 : price;
}

/* Whether table has exactly one pair of minuends[] and subtrahends[] (two columns of it). */
static bool
one_pair_of(const SchemaGraph *g, int table, const int *minuends, int n_minuends,
			const int *subtrahends, int n_subtrahends)
{
	int			n = 0;

	for (int i = 0; i < n_minuends; i++)
		for (int j = 0; j < n_subtrahends; j++)
			n += minuends[i] != subtrahends[j] && g->columns[minuends[i]].table == table &&
				g->columns[subtrahends[j]].table == table;
	return n == 1;
}

/* The pairs of minuends[] and subtrahends[] that are two columns of one table, into d; a
 * table with several such pairs gives none (which is meant is unsaid). */
static void
pairs_of_one_table(const SchemaGraph *g, const int *minuends, int n_minuends,
				   const int *subtrahends, int n_subtrahends, ColumnDifference *d)
{
	for (int i = 0; i < n_minuends; i++)
		for (int j = 0; j < n_subtrahends && d->n_pairs < DIFFERENCE_PAIRS_MAX; j++)
		{
			int			table = g->columns[minuends[i]].table;

			if (minuends[i] != subtrahends[j] && table == g->columns[subtrahends[j]].table &&
				one_pair_of(g, table, minuends, n_minuends, subtrahends, n_subtrahends))
			{
				d->minuend[d->n_pairs] = minuends[i];
				d->subtrahend[d->n_pairs++] = subtrahends[j];
			}
		}
}

/* "markup over its buy price" at token i ("markup" or "margin"): the list price less the
 * cost it names; with no cost named, of the one table the question names whose cost and
 * price are both known. */
static void
markup(const SchemaGraph *g, const TextTokens *t, const LinkResult *links, int i,
	   ColumnDifference *d)
{
	static const char *const over[] = {"over", "on", "above", NULL};
	int			costs[DIFFERENCE_NAMED_MAX],
				prices[DIFFERENCE_NAMED_MAX],
				n_costs = 0,
				n_prices = 0;

	if (text_token_in(t, i + 1, over))
		n_costs = named_after(g, links, past_determiner(t, i + 2), DIFFERENCE_REACH, costs);
	else
		for (int k = 0; k < links->n_links && n_costs < DIFFERENCE_NAMED_MAX; k++)
		{
			const SchemaLink *l = &links->links[k];
			int			cost;

			bool		seen = false;

			if (l->kind != LINK_TABLE || l->match != LINK_EXACT ||
				(cost = measure_one_price(g, l->table, MEASURE_PRICE_COST)) < 0)
				continue;
			for (int j = 0; j < n_costs; j++)
				seen = seen || costs[j] == cost;
			if (!seen)
				costs[n_costs++] = cost;	/* a table named twice is one cost */
		}
	for (int c = 0; c < n_costs; c++)
	{
		int			price = marked_up_price(g, g->columns[costs[c]].table, costs[c]);

		if (price >= 0)
			prices[n_prices++] = price;
	}
	pairs_of_one_table(g, prices, n_prices, costs, n_costs, d);
}

/* "difference between the A and the B" at token i ("difference"). */
static void
difference_between(const SchemaGraph *g, const TextTokens *t, const LinkResult *links, int i,
				   ColumnDifference *d)
{
	static const char *const and[] = {"and", NULL};
	int			from = past_determiner(t, i + 2),
				and_at = text_token_in_span(t, from, DIFFERENCE_REACH + 1, and),
				a[DIFFERENCE_NAMED_MAX],
				b[DIFFERENCE_NAMED_MAX],
				n_a,
				n_b;

	if (!text_token_is(t, i + 1, "between") || and_at < 0)
		return;
	n_a = named_after(g, links, from, and_at - from, a);
	n_b = named_after(g, links, past_determiner(t, and_at + 1), DIFFERENCE_REACH, b);
	pairs_of_one_table(g, a, n_a, b, n_b, d);
}

/* "A minus B" at token i ("minus"). */
static void
minus(const SchemaGraph *g, const TextTokens *t, const LinkResult *links, int i,
	  ColumnDifference *d)
{
	int			a[DIFFERENCE_NAMED_MAX],
				b[DIFFERENCE_NAMED_MAX],
				n_a = link_result_nearest_columns(g, links, SG_TYPE_NUMBER,
												  i - MINUS_BEFORE_REACH + 1, i + 1, true, a,
												  DIFFERENCE_NAMED_MAX),
				n_b = named_after(g, links, past_determiner(t, i + 1), DIFFERENCE_REACH, b);

	pairs_of_one_table(g, a, n_a, b, n_b, d);
}

/* "How much more than its B is the A?" at token i ("how"). */
static void
how_much_more(const SchemaGraph *g, const TextTokens *t, const LinkResult *links, int i,
			  ColumnDifference *d)
{
	static const char *const more[] = {"more", "higher", "greater", "bigger", NULL};
	static const char *const verbs[] = {"is", "are", "was", "were", NULL};
	int			is_at,
				a[DIFFERENCE_NAMED_MAX],
				b[DIFFERENCE_NAMED_MAX],
				n_a,
				n_b;

	if (!text_token_is(t, i + 1, "much") || !text_token_in(t, i + 2, more) ||
		!text_token_is(t, i + 3, "than"))
		return;
	is_at = text_token_in_span(t, i + 4, DIFFERENCE_REACH + 1, verbs);
	if (is_at < 0)
		return;
	n_b = named_after(g, links, past_determiner(t, i + 4), is_at - past_determiner(t, i + 4), b);
	n_a = named_after(g, links, past_determiner(t, is_at + 1), DIFFERENCE_REACH, a);
	pairs_of_one_table(g, a, n_a, b, n_b, d);
}

/* The direction a superlative right before token i gives ("the biggest markup", "the
 * largest price difference"), 0 for none. */
static int
ranked_by(const TextTokens *t, int i)
{
	int			direction = 0;

	for (int j = i - 1; j >= i - 2 && j >= 0 && direction == 0; j--)
		direction = sql_number_superlative_at(t, j);
	return direction;
}

ColumnDifference
sql_difference_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links)
{
	static const char *const markups[] = {"markup", "markups", "margin", "margins", NULL};
	ColumnDifference d = {0};

	for (int i = 0; i < tokens->n && d.n_pairs == 0; i++)
	{
		if (text_token_is(tokens, i, "difference"))
			difference_between(g, tokens, links, i, &d);
		else if (text_token_in(tokens, i, markups))
			markup(g, tokens, links, i, &d);
		else if (text_token_is(tokens, i, "minus"))
			minus(g, tokens, links, i, &d);
		else if (text_token_is(tokens, i, "how"))
			how_much_more(g, tokens, links, i, &d);
		if (d.n_pairs > 0 && !text_token_is(tokens, i, "minus") &&
			!text_token_is(tokens, i, "how"))
			d.rank = ranked_by(tokens, i);
	}
	return d;
}

/* What the tests below read: the graph and the two columns. */
typedef struct DifferenceOf
{
	const SchemaGraph *g;
	int			minuend;
	int			subtrahend;
} DifferenceOf;

/* Whether n is the difference's subtraction. */
static bool
is_the_difference(const SqlNode *n, const void *arg)
{
	const DifferenceOf *of = arg;

	return n->rule == SQL_RULE_SUB &&
		sql_column_graph_index(of->g, sql_node_child(n, 0)) == of->minuend &&
		sql_column_graph_index(of->g, sql_node_child(n, 1)) == of->subtrahend;
}

/* Whether n reads either column of the difference. */
static bool
reads_either(const SqlNode *n, const DifferenceOf *of)
{
	SqlGraphColumn a = {of->g, of->minuend},
				b = {of->g, of->subtrahend};

	return sql_reads_graph_column(n, &a) || sql_reads_graph_column(n, &b);
}

/* sql_where_keep's test: a condition that reads neither column. */
static bool
leaves_both_alone(const SqlNode *operand, const void *arg)
{
	return !reads_either(operand, arg);
}

/* copy's output kept to its plain columns that read neither column (the rest freed). */
static void
keep_other_plain_columns(SqlNode *copy, const DifferenceOf *of)
{
	SqlSlot    *items = &copy->slots[SQL_SELECT_ITEMS];
	int			kept = 0;

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (e != NULL && sql_column_graph_index(of->g, e) >= 0 && !reads_either(e, of))
			items->children[kept++] = items->children[k];
		else
			sql_node_free(items->children[k]);
	}
	items->n_children = kept;
}

SqlNode *
sql_difference(const SqlNode *ast, const SchemaGraph *g, const ColumnDifference *d)
{
	DifferenceOf of = {g, -1, -1};
	const SqlSlot *limit = &ast->slots[SQL_SELECT_LIMIT];
	SqlNode    *copy,
			   *difference;
	int			at = -1;

	if (!sql_is_select(ast))
		return NULL;
	for (int k = 0; k < d->n_pairs && at < 0; k++)
		if ((at = sql_from_only_instance(ast, g->columns[d->minuend[k]].table)) >= 0)
		{
			of.minuend = d->minuend[k];
			of.subtrahend = d->subtrahend[k];
		}
	/* ranked by an expression it does not answer with: no DISTINCT */
	if (at < 0 || sql_node_any(ast, is_the_difference, &of) ||
		(d->rank != 0 && ast->rule == SQL_RULE_SELECT_DISTINCT))
		return NULL;
	copy = sql_node_clone(ast);
	keep_other_plain_columns(copy, &of);
	if ((d->rank != 0 && copy->slots[SQL_SELECT_ITEMS].n_children == 0) ||
		!sql_where_keep(copy, leaves_both_alone, &of))
	{
		sql_node_free(copy);
		return NULL;
	}
	sql_drop_grouping_and_ranking(copy);
	difference = sql_node_new(SQL_RULE_SUB);
	sql_slot_add_child(&difference->slots[0], sql_column_ref(g, at, of.minuend));
	sql_slot_add_child(&difference->slots[1], sql_column_ref(g, at, of.subtrahend));
	/* the amount asked for first, then the other plain columns */
	if (d->rank == 0)
	{
		sql_add_first_output(copy, difference);
		return copy;
	}
	sql_rank_first(copy, difference, d->rank == DIRECTION_UP);
	/* "the three biggest markups": the candidate's LIMIT */
	if (limit->present)
	{
		dt_free(copy->slots[SQL_SELECT_LIMIT].value);
		copy->slots[SQL_SELECT_LIMIT].value = dt_strdup(limit->value);
	}
	return copy;
}
