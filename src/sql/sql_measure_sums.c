/*
 * sql_measure_sums.c — units and copies counted as the sum of a quantity
 * (sql_measure_sums.h).
 */
#include "sql/sql_measure_sums.h"

#include "schema/measures.h"

/* How far before a quantity word "most", "fewest" or "least" may come ("the most units",
 * "the most copies of it"). */
#define SUMS_RANKING_REACH 2

/* Whether the question asks for a quantity: a quantity word after "how many", or within
 * SUMS_RANKING_REACH words after "most", "fewest" or "least". */
static bool
asks_for_quantity(const TextTokens *tokens)
{
	bool		how_many = false;

	for (int i = 0; i < tokens->n; i++)
	{
		if (text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "many"))
			how_many = true;
		if (measure_word_kinds(tokens, i) != MEASURE_BIT(MEASURE_QUANTITY))
			continue;
		if (how_many)
			return true;
		for (int k = 1; k <= SUMS_RANKING_REACH; k++)
			if (text_token_is(tokens, i - k, "most") || text_token_is(tokens, i - k, "fewest") ||
				text_token_is(tokens, i - k, "least"))
				return true;
	}
	return false;
}

/* The one quantity column of the tables select's FROM reads, its instance in *instance;
 * -1 when none or several. */
static int
read_quantity(const SqlNode *select, const SchemaGraph *g, int *instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		const SgTable *t;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		t = &g->tables[item->slots[0].table];
		for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		{
			if (measure_kind_of(g, c) != MEASURE_QUANTITY)
				continue;
			if (found >= 0)
				return -1;
			found = c;
			*instance = item->slots[0].instance;
		}
	}
	return found;
}

/* Each count(*) of node's expression (not inside a subquery) replaced by sum(sum_of);
 * how many. */
static int
replace_counts(SqlNode *node, const SqlNode *sum_of)
{
	int			n = 0;

	/* a subquery counts its own rows */
	if (node == NULL || node->rule == SQL_RULE_SUBQUERY || sql_is_select(node) ||
		(node->rule >= SQL_RULE_UNION && node->rule <= SQL_RULE_EXCEPT_ALL))
		return 0;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
		{
			SqlNode    *child = node->slots[f].children[k];

			if (child != NULL && child->rule == SQL_RULE_COUNT_STAR)
			{
				SqlNode    *sum = sql_node_new(SQL_RULE_SUM);

				sql_slot_add_child(&sum->slots[0], sql_node_clone(sum_of));
				sql_node_free(child);
				node->slots[f].children[k] = sum;
				n++;
			}
			else
				n += replace_counts(child, sum_of);
		}
	return n;
}

SqlNode *
sql_counts_as_sums(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens)
{
	static const int fields[] = {SQL_SELECT_ITEMS, SQL_SELECT_HAVING, SQL_SELECT_ORDER_BY};
	SqlNode    *copy,
			   *quantity;
	int			column,
				instance = -1,
				replaced = 0;

	if (ast == NULL || !sql_is_select(ast) || !asks_for_quantity(tokens) ||
		(column = read_quantity(ast, g, &instance)) < 0)
		return NULL;
	copy = sql_node_clone(ast);
	quantity = sql_column_ref(g, instance, column);
	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); i++)
	{
		SqlSlot    *slot = &copy->slots[fields[i]];

		for (int k = 0; k < slot->n_children; k++)
			replaced += replace_counts(slot->children[k], quantity);
	}
	sql_node_free(quantity);
	if (replaced == 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
