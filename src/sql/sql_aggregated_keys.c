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
