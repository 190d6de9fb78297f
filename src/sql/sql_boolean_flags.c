/*
 * sql_boolean_flags.c — a named boolean column tested as a flag (sql_boolean_flags.h).
 */
#include "sql/sql_boolean_flags.h"

#include <string.h>

#include "common/alloc.h"

/* The flag a copy tests, for sql_where_keep's test. */
typedef struct FlagColumn
{
	const SchemaGraph *g;
	int			column;
} FlagColumn;

/* Whether graph column c is a flag: boolean, or a number that holds only 0 and 1. */
static bool
is_flag(const SchemaGraph *g, const bool *zero_one, int c)
{
	return g->columns[c].type_class == SG_TYPE_BOOLEAN || (zero_one != NULL && zero_one[c]);
}

/* The one flag column links name by its name, -1 when none or several. */
static int
named_flag(const SchemaGraph *g, const LinkResult *links, const bool *zero_one)
{
	int			found = -1;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind != LINK_COLUMN || l->column < 0 || l->column == found ||
			(l->match != LINK_EXACT && l->match != LINK_LEXICON) ||
			!is_flag(g, zero_one, l->column))
			continue;
		if (found >= 0)
			return -1;
		found = l->column;
	}
	return found;
}

/* Whether node is a reference to graph column column. */
static bool
is_column(const SqlNode *node, const SchemaGraph *g, int column)
{
	return node != NULL && node->rule == SQL_RULE_COLUMN &&
		sql_column_graph_index(g, node) == column;
}

/* Whether e is what a flag is compared with: TRUE, FALSE, NULL, or 0 or 1 (a flag stored
 * as a number: the model's own "= 1"; "active <> 3" tests nothing). */
static bool
flag_operand(const SqlNode *e)
{
	return e != NULL && (sql_rules[e->rule].render == SQL_RK_KEYWORD ||
						 (e->rule == SQL_RULE_VALUE && e->slots[0].value_type == SQL_VALUE_INTEGER &&
						  e->slots[0].value != NULL &&
						  (strcmp(e->slots[0].value, "0") == 0 || strcmp(e->slots[0].value, "1") == 0)));
}

/* Whether node (anywhere) compares column with TRUE, FALSE, NULL or a number. */
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

		if ((is_column(l, g, column) && flag_operand(r)) ||
			(is_column(r, g, column) && flag_operand(l)))
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

/* sql_where_keep's test: a condition that does not read the flag (*arg: its FlagColumn). */
static bool
leaves_flag_alone(const SqlNode *operand, const void *arg)
{
	const FlagColumn *f = arg;

	return !reads_column(operand, f->g, f->column);
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

/* The value a flag's rows are tested with: TRUE or FALSE, 1 or 0 for a number. */
static SqlNode *
flag_value(const SchemaGraph *g, int column, bool set)
{
	SqlNode    *v;

	if (g->columns[column].type_class == SG_TYPE_BOOLEAN)
		return sql_node_new(set ? SQL_RULE_TRUE : SQL_RULE_FALSE);
	v = sql_node_new(SQL_RULE_VALUE);
	v->slots[0].value_type = SQL_VALUE_INTEGER;
	v->slots[0].value = dt_strdup(set ? "1" : "0");
	return v;
}

SqlNode *
sql_boolean_flags(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
				  const QuestionNegations *n, const bool *zero_one)
{
	FlagColumn	flag = {g, -1};
	int			instance;
	SqlNode    *copy,
			   *test;

	if (ast == NULL || links == NULL || !sql_is_select(ast) ||
		(flag.column = named_flag(g, links, zero_one)) < 0 ||
		(instance = sql_from_only_instance(ast, g->columns[flag.column].table)) < 0 ||
		tests_flag(ast, g, flag.column))
		return NULL;
	copy = sql_node_clone(ast);
	if (!sql_where_keep(copy, leaves_flag_alone, &flag))
	{
		sql_node_free(copy);
		return NULL;
	}
	count_rows(copy, g, flag.column);
	test = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, flag.column));
	sql_slot_add_child(&test->slots[1],
					   flag_value(g, flag.column, !sql_negations_column_negated(n, flag.column)));
	sql_where_add(copy, test);
	return copy;
}
