/*
 * sql_best_sellers.c — "our five best sellers": the things sold, ranked by the quantity
 * their sold lines add up to (sql_best_sellers.h).
 */
#include "sql/sql_best_sellers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/measures.h"
#include "sql/sql_grammar.h"
#include "sql/sql_named_row.h"
#include "sql/sql_measure_sums.h"
#include "text/quantities.h"

/* How far before the selling words their number may be ("our five best sellers"). */
#define SELLERS_NUMBER_REACH 3
/* Most things a ranking lists. */
#define SELLERS_LIMIT_MAX 100

/* Whether token i is a word that ends in "s" (the thing sold said in the plural:
 * "best-selling products"). */
static bool
ends_plural(const TextTokens *t, int i)
{
	size_t		len;

	if (i >= t->n || t->tokens[i].kind != TEXT_TOKEN_WORD)
		return false;
	len = strlen(t->tokens[i].text);
	return len > 1 && t->tokens[i].text[len - 1] == 's';
}

/*
 * The selling words at token i: "bestselling", "bestsellers", "best-selling" as one word,
 * or "best" / "top" then ("-" and) "selling", "seller", "sellers"; the token after them in
 * *next and whether they say several things ("sellers", or "selling" before a word in
 * the plural) in *plural.  false when none.
 */
static bool
selling_words(const TextTokens *t, int i, int *next, bool *plural)
{
	static const char *const whole[] = {"bestselling", "bestsellers", "bestseller",
		"best-selling", "top-selling", "best-sellers", "best-seller", NULL};
	static const char *const first[] = {"best", "top", NULL};
	static const char *const second[] = {"selling", "sellers", "seller", NULL};
	int			j;

	if (text_token_in(t, i, whole))
	{
		*next = i + 1;
		*plural = text_token_is(t, i, "bestsellers") || text_token_is(t, i, "best-sellers") ||
			(!text_token_is(t, i, "bestseller") && !text_token_is(t, i, "best-seller") &&
			 ends_plural(t, i + 1));
		return true;
	}
	if (!text_token_in(t, i, first))
		return false;
	/* "best-selling" is three tokens, the hyphen a punctuation one */
	j = i + 1 < t->n && strcmp(t->tokens[i + 1].text, "-") == 0 ? i + 2 : i + 1;
	if (!text_token_in(t, j, second))
		return false;
	*next = j + 1;
	*plural = text_token_is(t, j, "sellers") ||
		(text_token_is(t, j, "selling") && ends_plural(t, j + 1));
	return true;
}

/* The number said within SELLERS_NUMBER_REACH tokens before token i ("our five"), or -1. */
static int
number_before(const TextTokens *t, int i)
{
	for (int k = i - 1; k >= 0 && k >= i - SELLERS_NUMBER_REACH; k--)
	{
		double		v;

		if (text_token_number(&t->tokens[k], &v) && v >= 1 && v <= SELLERS_LIMIT_MAX &&
			v == (double) (int) v)
			return (int) v;
	}
	return -1;
}

/* The one quantity sold (no stock) of table t, or -1. */
static int
sold_quantity(const SchemaGraph *g, int t)
{
	const SgTable *table = &g->tables[t];
	int			found = -1;

	for (int c = table->first_column; c < table->first_column + table->n_columns; c++)
		if (measure_kind_of(g, c) == MEASURE_QUANTITY && !measure_column_holds_stock(g, c))
		{
			if (found >= 0)
				return -1;
			found = c;
		}
	return found;
}

static bool sellers_of(const SchemaGraph *g, const TableNames *names, int named, int limit,
					   BestSellers *found, int *n_found);

BestSellers
sql_best_sellers_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
					  const TableNames *names)
{
	BestSellers none = {-1, -1, -1, -1, -1, 0, false},
				found = none;
	int			n_found = 0,
				next = -1,
				named = -1,
				limit = -1,
				at = -1;
	bool		plural = true;

	if (g == NULL || tokens == NULL || links == NULL || names == NULL)
		return none;
	for (int i = 0; i < tokens->n && at < 0; i++)
		if (selling_words(tokens, i, &next, &plural))
			at = i;
	if (at < 0)
		return none;
	limit = number_before(tokens, at);
	if (limit < 0 && plural)
		return none;			/* "our best sellers": how many is not said */
	named = link_result_exact_table_at(links, next);
	/* the table the word names, or where that is a view (of the things sold, say) any
	 * thing sold */
	if (named >= 0 && (g->tables[named].kind == SG_VIEW ||
					   g->tables[named].kind == SG_MATERIALIZED_VIEW))
		named = -1;
	sellers_of(g, names, named, limit, &found, &n_found);
	if (n_found != 1)
		return none;
	for (int i = next; i < tokens->n; i++)
		found.takings = found.takings || measure_word_asks_takings(tokens, i);
	return found;
}

/* The (lines, thing) pairs of g, of the thing named when named >= 0: the last in *found,
 * their number in *n_found; whether there is any. */
static bool
sellers_of(const SchemaGraph *g, const TableNames *names, int named, int limit,
		   BestSellers *found, int *n_found)
{
	*n_found = 0;
	for (int lines = 0; lines < g->n_tables; lines++)
	{
		int			quantity = sold_quantity(g, lines);

		if (quantity < 0)
			continue;
		for (int thing = 0; thing < g->n_tables; thing++)
		{
			int			key;

			if (thing == lines || !table_has_names(&names[thing]) ||
				(named >= 0 && thing != named) || (key = schema_graph_referring_column(g, lines, thing)) < 0)
				continue;
			*found = (BestSellers) {lines, key, quantity, thing,
				schema_graph_single_primary_key(g, thing) + g->tables[thing].first_column,
			limit < 0 ? 1 : limit, false};
			(*n_found)++;
		}
	}
	return *n_found > 0;
}

SqlNode *
sql_best_sellers(const SqlNode *ast, const SchemaGraph *g, const BestSellers *sellers,
				 const TableNames *names)
{
	SqlNode    *copy,
			   *sum,
			   *measure;
	SqlSlot    *limit;
	char		count[16];
	int			thing;

	if (ast == NULL || sellers == NULL || sellers->lines < 0 || names == NULL)
		return NULL;
	copy = sql_select_referred_names(g, sellers->lines, sellers->thing_key, sellers->thing,
									 sellers->thing_pk, names, &thing);
	sql_slot_add_child(&copy->slots[SQL_SELECT_GROUP_BY], sql_column_ref(g, thing, sellers->thing_pk));
	sum = sql_node_new(SQL_RULE_SUM);
	if ((measure = sellers->takings ? sql_table_takings(g, sellers->lines, 0) : NULL) == NULL)
		measure = sql_column_ref(g, 0, sellers->quantity);
	sql_slot_add_child(&sum->slots[0], measure);
	sql_rank_first(copy, sum, true);
	limit = &copy->slots[SQL_SELECT_LIMIT];
	snprintf(count, sizeof(count), "%d", sellers->limit);
	dt_free(limit->value);
	limit->value = dt_strdup(count);
	if (sql_node_equal(copy, ast))
	{
		sql_node_free(copy);	/* the candidate ranks so already */
		return NULL;
	}
	return copy;
}
