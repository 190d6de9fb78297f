/*
 * sql_boolean_flags.c — a named boolean column tested as a flag (sql_boolean_flags.h).
 */
#include "sql/sql_boolean_flags.h"

#include "common/alloc.h"

/* Conditions of one WHERE kept, at most. */
#define FLAG_CONJUNCTS_MAX 16

/* The one boolean column links name by its name, -1 when none or several. */
static int
named_flag(const SchemaGraph *g, const LinkResult *links)
{
	int			found = -1;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind != LINK_COLUMN || l->column < 0 || l->column == found ||
			(l->match != LINK_EXACT && l->match != LINK_LEXICON) ||
			g->columns[l->column].type_class != SG_TYPE_BOOLEAN)
			continue;
		if (found >= 0)
			return -1;
		found = l->column;
	}
	return found;
}

/* The instance select's FROM declares of table; -1 when none or several. */
static int
only_instance(const SqlNode *select, int table)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1,
				n = 0;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render == SQL_RK_FROM_TABLE && item->slots[0].table == table)
		{
			found = item->slots[0].instance;
			n++;
		}
	}
	return n == 1 ? found : -1;
}

/* Whether node is a reference to graph column column. */
static bool
is_column(const SqlNode *node, const SchemaGraph *g, int column)
{
	return node != NULL && node->rule == SQL_RULE_COLUMN &&
		sql_column_graph_index(g, node) == column;
}

/* Whether node (anywhere) compares column with TRUE, FALSE or NULL. */
static bool
tests_flag(const SqlNode *node, const SchemaGraph *g, int column)
{
	if (node->rule == SQL_RULE_IS_NULL || node->rule == SQL_RULE_IS_NOT_NULL)
	{
		if (is_column(sql_node_child(node, 0), g, column))
			return true;
	}
	else if (sql_rules[node->rule].render == SQL_RK_COMPARE && node->rule != SQL_RULE_LIKE)
	{
		const SqlNode *l = sql_node_child(node, 0),
				   *r = sql_node_child(node, 1);

		if ((is_column(l, g, column) && r != NULL &&
			 sql_rules[r->rule].render == SQL_RK_KEYWORD) ||
			(is_column(r, g, column) && l != NULL &&
			 sql_rules[l->rule].render == SQL_RK_KEYWORD))
			return true;
	}
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			if (tests_flag(node->slots[f].children[k], g, column))
				return true;
	return false;
}

/* Whether node reads column anywhere. */
static bool
reads_column(const SqlNode *node, const SchemaGraph *g, int column)
{
	if (is_column(node, g, column))
		return true;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			if (reads_column(node->slots[f].children[k], g, column))
				return true;
	return false;
}

/* cond's top AND operands that do not read column, moved into kept (the others freed);
 * false when there are too many. */
static bool
keep_other_conjuncts(SqlNode *cond, const SchemaGraph *g, int column, SqlNode **kept, int *n)
{
	if (cond->rule == SQL_RULE_AND)
	{
		SqlNode    *left = cond->slots[0].children[0],
				   *right = cond->slots[1].children[0];
		bool		ok;

		cond->slots[0].n_children = cond->slots[1].n_children = 0;
		sql_node_free(cond);
		ok = keep_other_conjuncts(left, g, column, kept, n);
		return keep_other_conjuncts(right, g, column, kept, n) && ok;
	}
	if (reads_column(cond, g, column))
	{
		sql_node_free(cond);
		return true;
	}
	if (*n == FLAG_CONJUNCTS_MAX)
	{
		sql_node_free(cond);
		return false;
	}
	kept[(*n)++] = cond;
	return true;
}

/* Each output count of column (count(column), count(DISTINCT column)) as count(*). */
static void
count_rows(SqlNode *select, const SchemaGraph *g, int column)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		SqlNode    *e = sql_node_child(items->children[k], 0);

		if (e != NULL && (e->rule == SQL_RULE_COUNT || e->rule == SQL_RULE_COUNT_DISTINCT) &&
			is_column(sql_node_child(e, 0), g, column))
		{
			sql_node_free(e);
			items->children[k]->slots[0].children[0] = sql_node_new(SQL_RULE_COUNT_STAR);
		}
	}
}

/* Whether the question negates column. */
static bool
negated(const QuestionNegations *n, int column)
{
	for (int i = 0; i < n->n; i++)
		if (n->column[i] == column)
			return true;
	return false;
}

SqlNode *
sql_boolean_flags(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
				  const QuestionNegations *n)
{
	int			column,
				instance,
				n_kept = 0;
	SqlNode    *copy,
			   *where,
			   *test,
			   *kept[FLAG_CONJUNCTS_MAX];
	bool		ok;

	if (ast == NULL || links == NULL || !sql_is_select(ast) ||
		(column = named_flag(g, links)) < 0 ||
		(instance = only_instance(ast, g->columns[column].table)) < 0 ||
		tests_flag(ast, g, column))
		return NULL;
	copy = sql_node_clone(ast);
	where = sql_node_child(copy, SQL_SELECT_WHERE);
	copy->slots[SQL_SELECT_WHERE].n_children = 0;
	ok = where == NULL || keep_other_conjuncts(where, g, column, kept, &n_kept);
	for (int k = 0; k < n_kept; k++)
		sql_where_add(copy, kept[k]);
	if (!ok)
	{
		sql_node_free(copy);
		return NULL;
	}
	count_rows(copy, g, column);
	test = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, column));
	sql_slot_add_child(&test->slots[1],
					   sql_node_new(negated(n, column) ? SQL_RULE_FALSE : SQL_RULE_TRUE));
	sql_where_add(copy, test);
	return copy;
}
