/*
 * sql_negated_absent.c — a negated column tested for NULL (sql_negated_absent.h).
 */
#include "sql/sql_negated_absent.h"

#include "common/alloc.h"
#include "sql/sql_comparisons.h"

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

		/* "nobody reporting to them" is never_related's: no reports_to refers to them; a
		 * lexicon relative says too little of which column is absent ("never sold" is no
		 * sellenddate IS NULL) */
		if (c == found || !col->nullable || col->primary_key || read[c] || n->by_lexicon[i] ||
			sql_negations_refers_to_own_rows(g, n, i) ||
			(inst = sql_from_only_instance(select, col->table)) < 0)
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

SqlNode *
sql_negated_absent(const SqlNode *ast, const SchemaGraph *g, const QuestionNegations *n)
{
	const SqlNode *select = ast;
	int			column,
				instance = -1;
	SqlNode    *copy,
			   *is_null;

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
	if (!sql_where_keep(copy, sql_not_a_negating_subquery, NULL))
	{
		sql_node_free(copy);
		return NULL;
	}
	is_null = sql_node_new(SQL_RULE_IS_NULL);
	sql_slot_add_child(&is_null->slots[0], sql_column_ref(g, instance, column));
	sql_where_add(copy, is_null);
	return copy;
}
