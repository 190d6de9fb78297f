/*
 * sql_dates_elsewhere.c — a date of the question read from a table no word names
 * (sql_dates_elsewhere.h).
 */
#include "sql/sql_dates_elsewhere.h"

#include "sql/sql_current_rows.h"

#define DATES_ELSEWHERE_MAX 16

typedef struct DatedTables
{
	const SchemaGraph *g;
	const LinkResult *links;
	int			answer_table;
	int		   *tables;			/* the other tables found so far */
	int		   *n;
} DatedTables;

/* The graph column of a comparison of a date or time column with literals (=, <>, <, >,
 * <=, >=, [NOT] BETWEEN, the column first); -1 for anything else. */
static int
dated_column(const SqlNode *n, const SchemaGraph *g)
{
	int			n_operands,
				c;

	switch (n->rule)
	{
		case SQL_RULE_EQ:
		case SQL_RULE_NE:
		case SQL_RULE_LT:
		case SQL_RULE_GT:
		case SQL_RULE_LE:
		case SQL_RULE_GE:
			n_operands = 2;
			break;
		case SQL_RULE_BETWEEN:
		case SQL_RULE_NOT_BETWEEN:
			n_operands = 3;
			break;
		default:
			return -1;
	}
	if ((c = sql_column_graph_index(g, sql_node_child(n, 0))) < 0 ||
		g->columns[c].type_class != SG_TYPE_TIME)
		return -1;
	for (int k = 1; k < n_operands; k++)
	{
		const SqlNode *v = sql_node_child(n, k);

		if (v == NULL || v->rule != SQL_RULE_VALUE)
			return -1;
	}
	return c;
}

/* sql_node_count's test: a dated comparison on an unnamed other table not seen before
 * (recorded). */
static bool
dated_elsewhere(const SqlNode *n, const void *arg)
{
	const DatedTables *d = arg;
	int			c = dated_column(n, d->g),
				t;

	if (c < 0 || (t = d->g->columns[c].table) == d->answer_table ||
		link_result_names_table(d->links, t) || *d->n >= DATES_ELSEWHERE_MAX)
		return false;
	for (int i = 0; i < *d->n; i++)
		if (d->tables[i] == t)
			return false;
	d->tables[(*d->n)++] = t;
	return true;
}

int
sql_dates_elsewhere(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	int			tables[DATES_ELSEWHERE_MAX],
				n = 0,
				column;
	const SqlNode *where,
			   *output;
	DatedTables d = {g, links, -1, tables, &n};

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
