/*
 * sql_busiest.c — the rows a question ranks by how many there are of them (sql_busiest.h).
 */
#include "sql/sql_busiest.h"

#include "sql/sql_directions.h"

int
sql_busiest_find(const TextTokens *t)
{
	int			direction = 0;

	for (int i = 0; i < t->n; i++)
	{
		if (text_token_is(t, i, "busiest"))
			direction |= DIRECTION_UP;
		else if (text_token_is(t, i, "quietest"))
			direction |= DIRECTION_DOWN;
	}
	return direction == DIRECTION_UP || direction == DIRECTION_DOWN ? direction : 0;
}

/* Whether select's FROM has one row per value of column: one table instance, and the
 * column its primary key or its rows' thing's name. */
static bool
one_row_per_value(const SqlNode *select, const SchemaGraph *g, const TableNames *names,
				  const SqlNode *column)
{
	int			c = sql_column_graph_index(g, column);

	if (select->slots[SQL_SELECT_FROM].n_children != 1 || c < 0)
		return false;
	return g->columns[c].primary_key || names[g->columns[c].table].single == c;
}

SqlNode *
sql_busiest_ranking(const SqlNode *ast, const SchemaGraph *g, const TableNames *names,
					int direction)
{
	const SqlNode *column;
	SqlNode    *copy;

	if (direction == 0 || ast == NULL ||
		(ast->rule != SQL_RULE_SELECT && ast->rule != SQL_RULE_SELECT_DISTINCT) ||
		(column = sql_lone_output_column(ast)) == NULL ||
		!sql_select_is_unshaped(ast) || sql_ranks_anything(ast) ||
		one_row_per_value(ast, g, names, column))
		return NULL;
	/* grouped, each value is shown once: no DISTINCT */
	copy = sql_node_clone(ast);
	copy->rule = SQL_RULE_SELECT;
	sql_slot_add_child(&copy->slots[SQL_SELECT_GROUP_BY], sql_node_clone(column));
	sql_rank_first(copy, sql_node_new(SQL_RULE_COUNT_STAR), direction == DIRECTION_UP);
	return copy;
}
