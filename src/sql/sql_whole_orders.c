/*
 * sql_whole_orders.c — a whole order asked for, where the candidate keeps the extreme row
 * (sql_whole_orders.h).
 */
#include "sql/sql_whole_orders.h"

/* Whether operand compares a column with its own extreme: "column = (SELECT
 * max|min(column) ...)" (arg: the graph). */
static bool
is_extreme_comparison(const SqlNode *operand, const void *arg)
{
	const SchemaGraph *g = arg;
	const SqlNode *extreme;
	int			c;

	return operand->rule == SQL_RULE_EQ &&
		(c = sql_column_graph_index(g, sql_node_child(operand, 0))) >= 0 &&
		(extreme = sql_extreme_of_subquery(sql_node_child(operand, 1))) != NULL &&
		sql_column_graph_index(g, extreme) == c;
}

static bool
not_extreme_comparison(const SqlNode *operand, const void *arg)
{
	return !is_extreme_comparison(operand, arg);
}

SqlNode *
sql_whole_order(const SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d)
{
	SqlNode    *where,
			   *ops[SQL_WHERE_OPERANDS_MAX],
			   *copy,
			   *order,
			   *column = NULL;
	int			direction = d->superlatives != 0 ? d->superlatives : d->date_superlatives,
				n;

	if (ast == NULL || !d->whole_order || direction == 0 || !sql_is_select(ast) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present ||
		(where = sql_node_child(ast, SQL_SELECT_WHERE)) == NULL || !sql_is_conjunction(where) ||
		(n = sql_and_operands(where, ops, SQL_WHERE_OPERANDS_MAX)) > SQL_WHERE_OPERANDS_MAX ||
		sql_node_count(where, is_extreme_comparison, g) != 1)
		return NULL;
	for (int k = 0; k < n; k++)
		if (is_extreme_comparison(ops[k], g))
			column = sql_node_child(ops[k], 0);
	if (column == NULL)
		return NULL;			/* inside a subquery, not among the top AND chain */
	copy = sql_node_clone(ast);
	order = sql_node_new(direction == DIRECTION_UP ? SQL_RULE_ORDER_DESC : SQL_RULE_ORDER_ASC);
	sql_slot_add_child(&order->slots[0], sql_node_clone(column));
	if (!sql_where_keep(copy, not_extreme_comparison, g))
	{
		sql_node_free(order);
		sql_node_free(copy);
		return NULL;
	}
	sql_slot_add_child(&copy->slots[SQL_SELECT_ORDER_BY], order);
	/* a SELECT DISTINCT orders only by what it shows: the rows, each */
	copy->rule = SQL_RULE_SELECT;
	return copy;
}
