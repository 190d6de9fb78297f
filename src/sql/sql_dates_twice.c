/*
 * sql_dates_twice.c — one date phrase the question says once, compared with two date
 * columns (sql_dates_twice.h).
 */
#include "sql/sql_dates_twice.h"

#include <string.h>

#include "text/dates.h"

/* Most AND operands of one WHERE looked at. */
#define DATES_TWICE_MAX 16

/* The date column and the phrase of operand "date_column = 'March 2005'"; false for any
 * other operand. */
static bool
date_equality(const SqlNode *operand, const SchemaGraph *g, int *column, const char **phrase)
{
	const SqlNode *l = sql_node_child(operand, 0),
			   *r = sql_node_child(operand, 1);
	TextDate	date;

	if (operand->rule != SQL_RULE_EQ || l == NULL || r == NULL || r->rule != SQL_RULE_VALUE ||
		r->slots[0].value_type != SQL_VALUE_TEXT || r->slots[0].value == NULL ||
		(*column = sql_column_graph_index(g, l)) < 0 ||
		g->columns[*column].type_class != SG_TYPE_TIME ||
		!text_date_parse(r->slots[0].value, &date))
		return false;
	*phrase = r->slots[0].value;
	return true;
}

/* Of one WHERE: each date column compared with a phrase another (earlier) date column is
 * compared with. */
static int
where_dates_twice(const SqlNode *where, const SchemaGraph *g)
{
	SqlNode    *operands[DATES_TWICE_MAX];
	int			columns[DATES_TWICE_MAX];
	const char *phrases[DATES_TWICE_MAX];
	/* only read: sql_and_operands serves rewrites too, so its operands are not const */
	int			n = sql_and_operands((SqlNode *) where, operands, DATES_TWICE_MAX),
				m = 0,
				twice = 0;

	if (n > DATES_TWICE_MAX)
		n = DATES_TWICE_MAX;
	for (int k = 0; k < n; k++)
	{
		bool		seen = false,
					again = false;

		if (!date_equality(operands[k], g, &columns[m], &phrases[m]))
			continue;
		for (int j = 0; j < m; j++)
		{
			if (strcmp(phrases[j], phrases[m]) != 0)
				continue;
			if (columns[j] == columns[m])
				seen = true;
			else
				again = true;
		}
		twice += again && !seen;
		m++;
	}
	return twice;
}

int
sql_dates_twice(const SqlNode *ast, const SchemaGraph *g)
{
	int			twice = 0;

	if (ast == NULL)
		return 0;
	if (sql_is_select(ast))
		twice += where_dates_twice(sql_node_child(ast, SQL_SELECT_WHERE), g);
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < ast->slots[f].n_children; k++)
			twice += sql_dates_twice(ast->slots[f].children[k], g);
	return twice;
}
