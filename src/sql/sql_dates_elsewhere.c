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

int
sql_dates_elsewhere(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	SqlSeen		tables = {{0}, 0};
	int			column;
	const SqlNode *where,
			   *output;
	DatedTables d = {g, links, -1, &tables};

	if (ast == NULL || links == NULL || !sql_is_select(ast) || sql_output_instance(ast) < 0 ||
		(where = sql_node_child(ast, SQL_SELECT_WHERE)) == NULL)
		return 0;
	/* a column of a subquery in FROM is of no graph table */
	output = sql_node_child(ast->slots[SQL_SELECT_ITEMS].children[0], 0);
	if ((column = sql_column_graph_index(g, output)) < 0 ||
		sql_table_date(g, d.answer_table = g->columns[column].table) < 0)
		return 0;
	return sql_node_count(where, dated_elsewhere, &d);
}
