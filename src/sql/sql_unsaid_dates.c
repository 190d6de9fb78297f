/*
 * sql_unsaid_dates.c — a row's edit stamp or a person's birth date read where the question
 * says neither (sql_unsaid_dates.h).
 */
#include "sql/sql_unsaid_dates.h"

#include "schema/side_dates.h"

/* Most side dates one query is looked at for. */
#define UNSAID_DATES_MAX 16

typedef struct DatesRead
{
	const SchemaGraph *g;
	const TextTokens *tokens;
	const LinkResult *links;
	int		   *columns;		/* the side dates counted so far */
	int		   *n;
} DatesRead;

/* sql_node_count's test: a reference to a side date the question neither names nor says,
 * not counted before (recorded). */
static bool
reads_an_unsaid_date(const SqlNode *n, const void *arg)
{
	const DatesRead *d = arg;
	SideDate	kind;
	int			c;

	if (n->rule != SQL_RULE_COLUMN || (c = sql_column_graph_index(d->g, n)) < 0 ||
		(kind = schema_side_date(d->g, c)) == SIDE_DATE_NONE ||
		link_result_names_column(d->links, c) || schema_side_date_said(kind, d->tokens) ||
		*d->n >= UNSAID_DATES_MAX)
		return false;
	for (int i = 0; i < *d->n; i++)
		if (d->columns[i] == c)
			return false;
	d->columns[(*d->n)++] = c;
	return true;
}

int
sql_unsaid_dates(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				 const LinkResult *links)
{
	int			columns[UNSAID_DATES_MAX],
				n = 0;
	DatesRead	d = {g, tokens, links, columns, &n};

	if (ast == NULL || tokens == NULL)
		return 0;
	return sql_node_count(ast, reads_an_unsaid_date, &d);
}
