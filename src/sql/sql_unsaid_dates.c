/*
 * sql_unsaid_dates.c — a row's edit stamp or a person's birth date read where the question
 * says neither (sql_unsaid_dates.h).
 */
#include "sql/sql_unsaid_dates.h"

typedef struct DatesRead
{
	const SchemaGraph *g;
	const SideDatesSaid *said;
	const LinkResult *links;
	SqlSeen    *counted;		/* the side dates counted so far */
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
		link_result_names_column(d->links, c) || d->said->said[kind])
		return false;
	return sql_seen_first(d->counted, c);
}

int
sql_unsaid_dates(const SqlNode *ast, const SchemaGraph *g, const SideDatesSaid *said,
				 const LinkResult *links)
{
	SqlSeen		counted = {{0}, 0};
	DatesRead	d = {g, said, links, &counted};

	if (ast == NULL || said == NULL)
		return 0;
	return sql_node_count(ast, reads_an_unsaid_date, &d);
}
