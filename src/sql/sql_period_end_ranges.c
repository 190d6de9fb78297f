/*
 * sql_period_end_ranges.c — a range of dates on the end of a period the question does not
 * end (sql_period_end_ranges.h).
 */
#include "sql/sql_period_end_ranges.h"

#include "sql/sql_current_rows.h"
#include "text/dates.h"

/* Whether the question says a period ended: "left", "ended", "until" ... */
static bool
says_an_ending(const TextTokens *tokens)
{
	static const char *const words[] = {"left", "leave", "leaves", "leaving", "end", "ends",
		"ended", "ending", "until", "till", "through", "stop", "stops", "stopped", "quit",
		"quits", "finish", "finished", "expire", "expired", "expires", "resign", "resigned",
	"retire", "retired", "depart", "departed", "close", "closed", "gone", NULL};

	for (int i = 0; i < tokens->n; i++)
		if (text_word_in_list(tokens->tokens[i].text, words))
			return true;
	return false;
}

/* Whether literal v names a period longer than a day ("1997", "June 1990": written as a
 * range under = and <>), not a day of SQL's own form ('9999-01-01'). */
static bool
names_a_period(const SqlNode *v)
{
	TextDate	d;

	return v != NULL && v->rule == SQL_RULE_VALUE && v->slots[0].value != NULL &&
		!text_date_is_iso_day(v->slots[0].value) && text_date_parse(v->slots[0].value, &d);
}

/* sql_node_any's test: a range comparison of a period's end with literals: an order or a
 * BETWEEN, or = / <> with a period (sql_render.c writes it as a range). */
static bool
ranges_a_period_end(const SqlNode *n, const void *arg)
{
	const SchemaGraph *g = arg;
	int			c;

	if ((n->rule == SQL_RULE_EQ || n->rule == SQL_RULE_NE) && !names_a_period(sql_node_child(n, 1)))
		return false;
	return (c = sql_literal_comparison_column(n, g)) >= 0 && sql_period_end_column(g, c);
}

int
sql_period_end_ranges(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens)
{
	if (ast == NULL || tokens == NULL || says_an_ending(tokens))
		return 0;
	return sql_node_any(ast, ranges_a_period_end, g) ? 1 : 0;
}
