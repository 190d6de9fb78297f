/*
 * sql_stock_levels.c — "Which products are out of stock?": the rows whose stock is none
 * (sql_stock_levels.h).
 */
#include "sql/sql_stock_levels.h"

#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "schema/measures.h"

/* Whether token i says a stock: "stock" or "inventory". */
static bool
says_stock(const TextTokens *t, int i)
{
	return text_token_is(t, i, "stock") || text_token_is(t, i, "inventory");
}

/* Whether token i negates what follows: "not", "n't", "never". */
static bool
negates(const TextTokens *t, int i)
{
	return i >= 0 && (text_token_is(t, i, "not") || text_token_is(t, i, "n't") ||
					  text_token_is(t, i, "never"));
}

/* Whether token i is "reorder", "reordered" or "reordering". */
static bool
says_reorder(const TextTokens *t, int i)
{
	return text_token_is(t, i, "reorder") || text_token_is(t, i, "reordered") ||
		text_token_is(t, i, "reordering");
}

/* How far before "reorder" a word of below or need may be ("below their reorder level",
 * "need to be reordered"). */
#define REORDER_REACH 3

/* Whether the tokens say the things are below their reorder level (sql_stock_levels.h). */
static bool
says_below_reorder(const TextTokens *tokens)
{
	static const char *const below[] = {"below", "under", "beneath", "need", "needs",
	"needing", "due", NULL};

	for (int i = 0; i < tokens->n; i++)
	{
		if (!says_reorder(tokens, i))
			continue;
		for (int k = i - 1; k >= 0 && k >= i - REORDER_REACH; k--)
			if (text_word_in_list(tokens->tokens[k].text, below))
				return !negates(tokens, k - 1);
	}
	return false;
}

StockLevel
sql_stock_level_find(const TextTokens *tokens)
{
	static const char *const being[] = {"is", "are", "was", "were", "be", "been", "being",
	"currently", "still", "now", "all", NULL};

	if (tokens == NULL)
		return STOCK_UNSAID;
	if (says_below_reorder(tokens))
		return STOCK_BELOW_REORDER;
	for (int i = 0; i + 2 < tokens->n; i++)
		if (text_token_is(tokens, i, "out") && text_token_is(tokens, i + 1, "of") &&
			says_stock(tokens, i + 2))
			return negates(tokens, i - 1) ? STOCK_SOME : STOCK_NONE;
	/* "in stock" of the things themselves: after a word of being, not after a measure
	 * ("the units in stock") */
	for (int i = 1; i + 1 < tokens->n; i++)
	{
		int			before = negates(tokens, i - 1) ? i - 2 : i - 1;

		if (!text_token_is(tokens, i, "in") || !says_stock(tokens, i + 1) || before < 0 ||
			!text_word_in_list(tokens->tokens[before].text, being))
			continue;
		/* "How many units of the chopper are in stock?" asks for the stock itself */
		for (int k = 0; k < i; k++)
			if (measure_word_kinds(tokens, k) == MEASURE_BIT(MEASURE_QUANTITY))
				return STOCK_UNSAID;
		return before < i - 1 || negates(tokens, before - 1) ? STOCK_NONE : STOCK_SOME;
	}
	return STOCK_UNSAID;
}

/* The stock column of the tables select's FROM reads, of several the one whose name says
 * most that it is held now (measure_stock_rank: quantity_on_hand before
 * last_stocktake_quantity), its instance in *instance; -1 when none, several alike, or its
 * table is read twice (which of them?). */
static int
read_stock(const SqlNode *select, const SchemaGraph *g, int *instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1,
				found_rank = -1;
	bool		tied = false;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		const SgTable *tab;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		tab = &g->tables[item->slots[0].table];
		for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
		{
			int			rank;

			if (!measure_column_holds_stock(g, c))
				continue;
			if (sql_instances_of_table(select, item->slots[0].table) != 1)
				return -1;
			rank = measure_stock_rank(g, c);
			if (rank > found_rank)
			{
				found = c;
				found_rank = rank;
				tied = false;
				*instance = item->slots[0].instance;
			}
			else if (rank == found_rank)
				tied = true;
		}
	}
	return tied ? -1 : found;
}

/* The one number column of the table of graph column stock with a name word that starts
 * with "reorder" (reorder_level, reorderpoint); -1 when none or several. */
static int
reorder_column(const SchemaGraph *g, int stock)
{
	const SgTable *tab = &g->tables[g->columns[stock].table];
	int			found = -1;

	for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
	{
		bool		reorder = false;

		for (int w = 0; w < g->columns[c].n_words && !reorder; w++)
			reorder = strncasecmp(g->columns[c].words[w], "reorder", 7) == 0;
		if (g->columns[c].type_class != SG_TYPE_NUMBER || !reorder)
			continue;
		if (found >= 0)
			return -1;
		found = c;
	}
	return found;
}

/* sql_conjunct_any's test: an operand that compares the stock column with 0 the way the
 * test arg does. */
static bool
same_test(const SqlNode *operand, const void *arg)
{
	const SqlNode *test = arg,
			   *left = sql_node_child(operand, 0),
			   *right = sql_node_child(operand, 1);

	return operand->rule == test->rule && left != NULL && right != NULL &&
		sql_node_equal(left, sql_node_child(test, 0)) && right->rule == SQL_RULE_VALUE &&
		right->slots[0].value != NULL && strcmp(right->slots[0].value, "0") == 0;
}

/* sql_conjunct_any's test: an operand that is the node arg. */
static bool
same_node(const SqlNode *operand, const void *arg)
{
	return sql_node_equal(operand, arg);
}

/* The copy of ast with stock < reorder column in place of what its WHERE says of either;
 * NULL when the stock's table has no reorder column or ast says that test already. */
static SqlNode *
below_reorder(const SqlNode *ast, const SchemaGraph *g, int instance, int stock)
{
	SqlGraphColumn stock_column = {g, stock},
				reorder = {g, reorder_column(g, stock)};
	SqlNode    *copy,
			   *test;

	if (reorder.column < 0)
		return NULL;
	test = sql_node_new(SQL_RULE_LT);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, stock));
	sql_slot_add_child(&test->slots[1], sql_column_ref(g, instance, reorder.column));
	copy = sql_node_clone(ast);
	if (sql_conjunct_any(sql_node_child(copy, SQL_SELECT_WHERE), same_node, test) ||
		!sql_where_keep(copy, sql_leaves_graph_column_alone, &stock_column) ||
		!sql_where_keep(copy, sql_leaves_graph_column_alone, &reorder))
	{
		sql_node_free(test);
		sql_node_free(copy);
		return NULL;
	}
	sql_where_add(copy, test);
	return copy;
}

SqlNode *
sql_stock_levels(const SqlNode *ast, const SchemaGraph *g, StockLevel level)
{
	SqlGraphColumn stock = {g, -1};
	SqlNode    *copy,
			   *test,
			   *zero;
	int			instance = -1;

	if (ast == NULL || level == STOCK_UNSAID || !sql_is_select(ast) ||
		(stock.column = read_stock(ast, g, &instance)) < 0)
		return NULL;
	if (level == STOCK_BELOW_REORDER)
		return below_reorder(ast, g, instance, stock.column);
	zero = sql_node_new(SQL_RULE_VALUE);
	zero->slots[0].value_type = SQL_VALUE_INTEGER;
	zero->slots[0].value = dt_strdup("0");
	test = sql_node_new(level == STOCK_NONE ? SQL_RULE_EQ : SQL_RULE_GT);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, stock.column));
	sql_slot_add_child(&test->slots[1], zero);
	/* the stock said already; else what the candidate says of it ("units_in_stock =
	 * (SELECT max(units_in_stock) ...)") gives way to the test */
	copy = sql_node_clone(ast);
	if (sql_conjunct_any(sql_node_child(copy, SQL_SELECT_WHERE), same_test, test) ||
		!sql_where_keep(copy, sql_leaves_graph_column_alone, &stock))
	{
		sql_node_free(test);
		sql_node_free(copy);
		return NULL;
	}
	sql_where_add(copy, test);
	return copy;
}
