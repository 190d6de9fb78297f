/*
 * sql_not_in_nulls.c — a NOT IN subquery over a column that holds NULLs
 * (sql_not_in_nulls.h).
 */
#include "sql/sql_not_in_nulls.h"

#include <stddef.h>

#include "sql/sql_grammar.h"

/* sql_conjunct_any's test: "c IS NOT NULL" of the column reference *arg. */
static bool
tests_not_null(const SqlNode *operand, const void *arg)
{
	return operand->rule == SQL_RULE_IS_NOT_NULL &&
		sql_node_equal(sql_node_child(operand, 0), (const SqlNode *) arg);
}

/* Whether the outer operand of a NOT IN reads the same column of the same table as the
 * subquery answers with (no row either way). */
static bool
same_column(const SqlNode *outer, const SqlNode *inner)
{
	return outer != NULL && outer->rule == SQL_RULE_COLUMN &&
		outer->slots[0].table == inner->slots[0].table &&
		outer->slots[0].column == inner->slots[0].column;
}

/* The test added to the NOT IN subquery n, where its column holds NULLs. */
static void
exclude_nulls(SqlNode *n, const SchemaGraph *g, const bool *holds_nulls)
{
	SqlNode    *sub = sql_node_child(n, 1),
			   *inner = sql_lone_output_column(sub),
			   *test;
	int			c = sql_column_graph_index(g, inner);

	if (c < 0 || !holds_nulls[c] || same_column(sql_node_child(n, 0), inner) ||
		sql_conjunct_any(sql_node_child(sub, SQL_SELECT_WHERE), tests_not_null, inner))
		return;
	test = sql_node_new(SQL_RULE_IS_NOT_NULL);
	sql_slot_add_child(&test->slots[0], sql_node_clone(inner));
	sql_where_add(sub, test);
}

/* Whether NOT IN n asks whether a column is among its own values: "x NOT IN (SELECT x
 * FROM t)", the outer operand the very column the subquery answers with from all its
 * rows, a column that holds NULLs. */
static bool
outside_own_values(const SqlNode *n, const SchemaGraph *g, const bool *holds_nulls)
{
	const SqlNode *sub = sql_node_child(n, 1),
			   *outer = sql_node_child(n, 0);
	const SqlNode *inner = sql_is_select(sub) ? sql_lone_output_column(sub) : NULL;
	int			c = inner != NULL ? sql_column_graph_index(g, inner) : -1;

	return c >= 0 && holds_nulls[c] && outer != NULL && outer->rule == SQL_RULE_COLUMN &&
		sql_column_graph_index(g, outer) == c && sql_lone_from_table(sub) != NULL &&
		sql_node_child(sub, SQL_SELECT_WHERE) == NULL &&
		sub->slots[SQL_SELECT_GROUP_BY].n_children == 0;
}

static void
walk(SqlNode *n, const SchemaGraph *g, const bool *holds_nulls)
{
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int i = 0; i < n->slots[f].n_children; i++)
			walk(n->slots[f].children[i], g, holds_nulls);
	if (n->rule == SQL_RULE_NOT_IN_QUERY && outside_own_values(n, g, holds_nulls))
	{
		/* no row is outside its own column's values: the rows with no value are meant */
		sql_slot_clear(&n->slots[1]);
		n->rule = SQL_RULE_IS_NULL;
	}
	else if (n->rule == SQL_RULE_NOT_IN_QUERY)
		exclude_nulls(n, g, holds_nulls);
}

SqlNode *
sql_not_in_nulls(SqlNode *ast, const SchemaGraph *g, const bool *holds_nulls)
{
	if (ast != NULL && holds_nulls != NULL)
		walk(ast, g, holds_nulls);
	return ast;
}
