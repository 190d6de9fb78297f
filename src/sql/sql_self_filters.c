/*
 * sql_self_filters.c — a subquery of the outer query's own table that can only filter it
 * (sql_self_filters.h).
 */
#include "sql/sql_self_filters.h"

#include <stddef.h>

#include "sql/sql_join_keys.h"

/* Whether column reference n reads another instance than *(const int *) arg. */
static bool
reads_other_instance(const SqlNode *n, const void *arg)
{
	return n->rule == SQL_RULE_COLUMN && n->slots[0].instance != *(const int *) arg;
}

/* The WHERE of select's subquery operand op when op is one self_filters flattens (the
 * header's conditions; outer: the outer table's FROM item), else NULL. */
static const SqlNode *
self_filter_of(const SqlNode *op, const SqlNode *outer, const SchemaGraph *g, bool negates)
{
	const SqlNode *x,
			   *sub,
			   *inner,
			   *where;
	const SqlNode *from;
	int			cx,
				cy;

	if (op->rule != SQL_RULE_IN_QUERY && (op->rule != SQL_RULE_NOT_IN_QUERY || negates))
		return NULL;
	x = sql_node_child(op, 0);
	sub = sql_node_child(op, 1);
	if (x == NULL || x->slots[0].instance != outer->slots[0].instance ||
		(cx = sql_column_graph_index(g, x)) < 0 || !sql_is_select(sub) ||
		(from = sql_lone_from_table(sub)) == NULL ||
		from->slots[0].table != outer->slots[0].table ||
		(inner = sql_lone_output_column(sub)) == NULL ||
		(cy = sql_column_graph_index(g, inner)) < 0 || sql_join_pair_allowed(g, cx, cy) ||
		(where = sql_node_child(sub, SQL_SELECT_WHERE)) == NULL ||
		!sql_select_is_unshaped(sub) ||
		sql_node_any(where, reads_other_instance, &from->slots[0].instance))
		return NULL;
	return where;
}

/* sql_where_keep's test: any operand but the one arg points to. */
static bool
other_operand(const SqlNode *operand, const void *arg)
{
	return operand != arg;
}

/* The index among where's AND operands of the first one self_filters flattens (outer: the
 * outer table's FROM item), or -1; only read, so the AST is cloned only when one is found. */
static int
self_filter_operand(const SqlNode *where, const SqlNode *outer, const SchemaGraph *g,
					bool negates)
{
	SqlNode    *ops[SQL_WHERE_OPERANDS_MAX];
	/* only read: sql_and_operands serves rewrites too, so its operands are not const */
	int			n = sql_and_operands((SqlNode *) where, ops, SQL_WHERE_OPERANDS_MAX);

	for (int k = 0; k < n && k < SQL_WHERE_OPERANDS_MAX; k++)
		if (self_filter_of(ops[k], outer, g, negates) != NULL)
			return k;
	return -1;
}

SqlNode *
sql_self_filter(const SqlNode *ast, const SchemaGraph *g, bool negates)
{
	SqlNode    *ops[SQL_WHERE_OPERANDS_MAX];
	const SqlNode *outer,
			   *where;
	SqlNode    *copy,
			   *op,
			   *cond;
	int			k;

	if (ast == NULL || !sql_is_select(ast) || (outer = sql_lone_from_table(ast)) == NULL ||
		(where = sql_node_child(ast, SQL_SELECT_WHERE)) == NULL || !sql_is_conjunction(where) ||
		(k = self_filter_operand(where, outer, g, negates)) < 0)
		return NULL;
	copy = sql_node_clone(ast);
	outer = sql_lone_from_table(copy);
	sql_and_operands(sql_node_child(copy, SQL_SELECT_WHERE), ops, SQL_WHERE_OPERANDS_MAX);
	op = ops[k];
	cond = sql_node_clone(self_filter_of(op, outer, g, negates));
	sql_rename_instance(cond, sql_lone_from_table(sql_node_child(op, 1))->slots[0].instance,
					outer->slots[0].instance);
	if (!sql_where_keep(copy, other_operand, op))
	{
		sql_node_free(cond);
		sql_node_free(copy);
		return NULL;
	}
	sql_where_add(copy, cond);
	return copy;
}
