/*
 * sql_aggregated_keys.c — a sum or an average of a key (sql_aggregated_keys.h).
 */
#include "sql/sql_aggregated_keys.h"

#include <string.h>

bool
sql_column_is_identifier(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];

	if (col->primary_key || schema_graph_column_is_foreign_key(g, c))
		return true;
	for (int i = 0; i < col->n_words; i++)
		if (strcmp(col->words[i], "id") == 0)
			return true;
	return false;
}

/* The test for a sum or an average of an identifier column of the graph *arg. */
static bool
sums_a_key(const SqlNode *n, const void *arg)
{
	const SchemaGraph *g = arg;
	int			c;

	if (n->rule != SQL_RULE_SUM && n->rule != SQL_RULE_SUM_DISTINCT &&
		n->rule != SQL_RULE_AVG && n->rule != SQL_RULE_AVG_DISTINCT)
		return false;
	c = sql_column_graph_index(g, sql_node_child(n, 0));
	return c >= 0 && sql_column_is_identifier(g, c);
}

int
sql_aggregated_keys(const SqlNode *ast, const SchemaGraph *g)
{
	return sql_node_count(ast, sums_a_key, g);
}

/* Whether the question asks "how many" and not "how much". */
static bool
asks_how_many(const TextTokens *t)
{
	return text_tokens_find_pair(t, 0, "how", "many") >= 0 &&
		text_tokens_find_pair(t, 0, "how", "much") < 0;
}

SqlNode *
sql_count_keys(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t)
{
	SqlNode    *copy;
	SqlSlot    *items;
	int			turned = 0;

	if (ast == NULL || ast->rule != SQL_RULE_SELECT || !asks_how_many(t))
		return NULL;
	copy = sql_node_clone(ast);
	items = &copy->slots[SQL_SELECT_ITEMS];
	for (int k = 0; k < items->n_children; k++)
	{
		SqlSlot    *item = &items->children[k]->slots[0];
		SqlNode    *e = item->n_children == 1 ? item->children[0] : NULL,
				   *count;
		bool		distinct;

		if (e == NULL || !sums_a_key(e, g))
			continue;
		distinct = e->rule == SQL_RULE_SUM_DISTINCT || e->rule == SQL_RULE_AVG_DISTINCT;
		count = sql_node_new(distinct ? SQL_RULE_COUNT_DISTINCT : SQL_RULE_COUNT_STAR);
		if (distinct)
			sql_slot_add_child(&count->slots[0], sql_node_clone(sql_node_child(e, 0)));
		sql_node_free(e);
		item->children[0] = count;
		turned++;
	}
	if (turned == 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
