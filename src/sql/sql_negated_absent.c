/*
 * sql_negated_absent.c — a negated column tested for NULL (sql_negated_absent.h).
 */
#include "sql/sql_negated_absent.h"

#include "common/alloc.h"
#include "sql/sql_comparisons.h"

/* Conditions of one WHERE kept, at most. */
#define ABSENT_CONJUNCTS_MAX 16

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

/* The one negated column select may test for NULL (sql_negated_absent.h), its instance in
 * *instance; -1 when none or several. */
static int
absent_column(const SqlNode *select, const SchemaGraph *g, const QuestionNegations *n,
			  int *instance)
{
	bool	   *tables = dt_new_array(bool, g->n_tables + 1);
	bool	   *read = dt_new_array(bool, g->n_columns + 1);
	/* a query too big to look at gets no copy */
	bool		readable = sql_read_items(select, g, tables, read);
	int			found = -1;

	for (int i = 0; readable && i < n->n; i++)
	{
		int			c = n->column[i];
		const SgColumn *col = &g->columns[c];
		int			inst;

		if (c == found || !col->nullable || col->primary_key || read[c] ||
			(inst = only_instance(select, col->table)) < 0)
			continue;
		if (found >= 0)
		{
			found = -2;			/* several: which the question means cannot be told */
			break;
		}
		found = c;
		*instance = inst;
	}
	dt_free(tables);
	dt_free(read);
	return found >= 0 ? found : -1;
}

/* cond's top AND operands but its NOT IN and NOT EXISTS subqueries, moved into kept
 * (cond is taken apart: what is not kept is freed); false when there are too many. */
static bool
keep_conjuncts(SqlNode *cond, SqlNode **kept, int *n)
{
	if (cond->rule == SQL_RULE_AND)
	{
		SqlNode    *left = cond->slots[0].children[0],
				   *right = cond->slots[1].children[0];
		bool		ok;

		cond->slots[0].n_children = cond->slots[1].n_children = 0;
		sql_node_free(cond);
		ok = keep_conjuncts(left, kept, n);
		return keep_conjuncts(right, kept, n) && ok;
	}
	if (cond->rule == SQL_RULE_NOT_IN_QUERY || cond->rule == SQL_RULE_NOT_EXISTS)
	{
		sql_node_free(cond);
		return true;
	}
	if (*n == ABSENT_CONJUNCTS_MAX)
	{
		sql_node_free(cond);
		return false;
	}
	kept[(*n)++] = cond;
	return true;
}

SqlNode *
sql_negated_absent(const SqlNode *ast, const SchemaGraph *g, const QuestionNegations *n)
{
	const SqlNode *select = ast;
	int			column,
				instance = -1;
	SqlNode    *copy,
			   *where,
			   *is_null,
			   *kept[ABSENT_CONJUNCTS_MAX];
	int			n_kept = 0;
	bool		ok;

	if (ast == NULL || n->n == 0)
		return NULL;
	if (ast->rule == SQL_RULE_EXCEPT)
		select = sql_node_child(ast, 0);
	if (select == NULL || !sql_is_select(select))
		return NULL;
	column = absent_column(select, g, n, &instance);
	if (column < 0)
		return NULL;
	copy = sql_node_clone(select);
	where = sql_node_child(copy, SQL_SELECT_WHERE);
	copy->slots[SQL_SELECT_WHERE].n_children = 0;
	ok = where == NULL || keep_conjuncts(where, kept, &n_kept);
	for (int k = 0; k < n_kept; k++)
		sql_where_add(copy, kept[k]);
	if (!ok)
	{
		sql_node_free(copy);
		return NULL;
	}
	is_null = sql_node_new(SQL_RULE_IS_NULL);
	sql_slot_add_child(&is_null->slots[0], sql_column_ref(g, instance, column));
	sql_where_add(copy, is_null);
	return copy;
}
