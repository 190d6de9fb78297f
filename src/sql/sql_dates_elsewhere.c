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
