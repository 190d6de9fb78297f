/*
 * sql_totals_asked.c — the one amount answered, summed where the question asks for a total
 * (sql_totals_asked.h).
 */
#include "sql/sql_totals_asked.h"

bool
sql_total_asked(const TextTokens *tokens)
{
	for (int i = 0; i < tokens->n; i++)
		if (text_token_is(tokens, i, "altogether") ||
			(text_token_is(tokens, i, "in") && text_token_is(tokens, i + 1, "total")) ||
			(text_token_is(tokens, i, "all") && text_token_is(tokens, i + 1, "together")))
			return true;
	return false;
}

SqlNode *
sql_totals_asked(SqlNode *ast, const SchemaGraph *g)
{
	SqlNode    *column,
			   *sum;
	int			c;

	if (ast == NULL || ast->rule != SQL_RULE_SELECT ||
		(column = sql_lone_output_column(ast)) == NULL || column->period != SQL_PERIOD_NONE ||
		(c = sql_column_graph_index(g, column)) < 0 ||
		g->columns[c].type_class != SG_TYPE_NUMBER || g->columns[c].primary_key ||
		schema_graph_column_is_foreign_key(g, c) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		sql_node_child(ast, SQL_SELECT_HAVING) != NULL ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present)
		return ast;
	sum = sql_node_new(SQL_RULE_SUM);
	sql_slot_add_child(&sum->slots[0], sql_node_clone(column));
	sql_set_lone_output(ast, sum);
	return ast;
}
