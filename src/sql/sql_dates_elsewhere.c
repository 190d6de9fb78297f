/*
 * sql_dates_elsewhere.c — a date of the question read from a table no word names
 * (sql_dates_elsewhere.h).
 */
#include "sql/sql_dates_elsewhere.h"

#include "sql/sql_current_rows.h"

typedef struct DatedTables
{
	const SchemaGraph *g;
	const LinkResult *links;
	int			answer_table;
	SqlSeen    *tables;			/* the other tables found so far */
} DatedTables;

/* sql_node_count's test: a dated comparison on an unnamed other table not seen before
 * (recorded). */
static bool
dated_elsewhere(const SqlNode *n, const void *arg)
{
	const DatedTables *d = arg;
	int			c = sql_literal_comparison_column(n, d->g),
				t;

	if (c < 0 || d->g->columns[c].type_class != SG_TYPE_TIME ||
		(t = d->g->columns[c].table) == d->answer_table ||
		link_result_names_table(d->links, t))
		return false;
	return sql_seen_first(d->tables, t);
}

/* The table ast answers from: the one table instance of its plain output columns, or the
 * counted table where it answers counts and reads that table once; -1 when neither. */
static int
answered_table(const SqlNode *ast, const SchemaGraph *g, int counted_table)
{
	int			column;

	if (sql_output_instance(ast) >= 0)
	{
		/* a column of a subquery in FROM is of no graph table */
		column = sql_column_graph_index(g, sql_node_child(ast->slots[SQL_SELECT_ITEMS].children[0], 0));
		return column < 0 ? -1 : g->columns[column].table;
	}
	if (counted_table >= 0 && sql_answers_aggregates_only(ast) &&
		sql_from_only_instance(ast, counted_table) >= 0)
		return counted_table;
	return -1;
}

int
sql_dates_elsewhere(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
					int counted_table)
{
	SqlSeen		tables = {{0}, 0};
	const SqlNode *where;
	DatedTables d = {g, links, -1, &tables};

	if (ast == NULL || links == NULL || !sql_is_select(ast) ||
		(where = sql_node_child(ast, SQL_SELECT_WHERE)) == NULL ||
		(d.answer_table = answered_table(ast, g, counted_table)) < 0 ||
		sql_table_date(g, d.answer_table) < 0)
		return 0;
	return sql_node_count(where, dated_elsewhere, &d);
}

/* The date a copy of ast compares in place of the others (sql_dates_home), its instance in
 * *instance: the one date a verb names whose table ast reads once, else the answered
 * table's own date where dates_elsewhere costs ast; -1 when none. */
static int
home_date(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links, int counted_table,
		  const SqlSeen *verb_named, int *instance)
{
	int			found = -1,
				table;

	for (int k = 0; k < verb_named->n; k++)
	{
		int			c = verb_named->ids[k],
					i = sql_from_only_instance(ast, g->columns[c].table);

		if (i < 0)
			continue;
		if (found >= 0)
			return -1;
		found = c;
		*instance = i;
	}
	if (found >= 0 || verb_named->n > 0)
		return found;
	if (sql_dates_elsewhere(ast, g, links, counted_table) == 0 ||
		(table = answered_table(ast, g, counted_table)) < 0 ||
		(*instance = sql_from_only_instance(ast, table)) < 0)
		return -1;
	return sql_table_date(g, table);
}

SqlNode *
sql_dates_home(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
			   int counted_table, const SqlSeen *verb_named, int *moved_from)
{
	SqlNode    *copy,
			   *ops[SQL_WHERE_OPERANDS_MAX];
	int			home,
				instance = -1,
				n,
				moved = -1;		/* the graph column moved, of instance *moved_from */

	if (ast == NULL || links == NULL || verb_named == NULL || !sql_is_select(ast) ||
		sql_node_child(ast, SQL_SELECT_WHERE) == NULL ||
		(home = home_date(ast, g, links, counted_table, verb_named, &instance)) < 0)
		return NULL;
	copy = sql_node_clone(ast);
	n = sql_and_operands(sql_node_child(copy, SQL_SELECT_WHERE), ops, SQL_WHERE_OPERANDS_MAX);
	for (int k = 0; k < n && k < SQL_WHERE_OPERANDS_MAX; k++)
	{
		int			c = sql_literal_comparison_column(ops[k], g);
		SqlNode    *col = sql_node_child(ops[k], 0);

		if (c < 0 || g->columns[c].type_class != SG_TYPE_TIME)
			continue;
		/* dated at home already; or two other dates (a range of one and a test of
		 * another): which moves cannot be told */
		if (c == home || (moved >= 0 && (c != moved || col->slots[0].instance != *moved_from)))
		{
			sql_node_free(copy);
			return NULL;
		}
		moved = c;
		*moved_from = col->slots[0].instance;
		col->slots[0].table = g->columns[home].table;
		col->slots[0].instance = instance;
		col->slots[0].column = home - g->tables[g->columns[home].table].first_column;
	}
	if (n > SQL_WHERE_OPERANDS_MAX || moved < 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
