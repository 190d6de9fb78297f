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

	return text_tokens_any_in_list(tokens, words);
}

/* Whether the question says a period began: "started", "joined", "hired" ... */
static bool
says_a_start(const TextTokens *tokens)
{
	static const char *const words[] = {"start", "starts", "started", "starting", "begin",
		"begins", "began", "begun", "beginning", "join", "joins", "joined", "joining", "hire",
		"hired", "hires", "launch", "launched", "open", "opened", "opens", "introduce",
	"introduced", NULL};

	return text_tokens_any_in_list(tokens, words);
}

/* Whether graph column c starts a period: a date or time column named for a start
 * ("sellstartdate", "from_date", "begin_time") beside a column of its table that ends one
 * (sql_period_end_column). */
static bool
period_start_column(const SchemaGraph *g, int c)
{
	static const char *const words[] = {"start", "from", "begin", "beginning", NULL};
	const SgColumn *col = &g->columns[c];
	const SgTable *t = &g->tables[col->table];
	bool		starting = false;

	if (col->type_class != SG_TYPE_TIME)
		return false;
	for (int w = 0; w < col->n_words && !starting; w++)
		starting = text_word_in_list(col->words[w], words);
	if (!starting)
		return false;
	for (int k = t->first_column; k < t->first_column + t->n_columns; k++)
		if (k != c && sql_period_end_column(g, k))
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

/* Which side of a period a range is looked for on. */
typedef struct PeriodSide
{
	const SchemaGraph *g;
	bool		end;			/* a period's end; else its start */
} PeriodSide;

/* sql_node_any's test: a range comparison of a period's end (or start) with literals: an
 * order or a [NOT] BETWEEN, or an equality with a period longer than a day. */
static bool
ranges_a_period_side(const SqlNode *n, const void *arg)
{
	const PeriodSide *side = arg;
	int			c;

	if ((n->rule == SQL_RULE_EQ || n->rule == SQL_RULE_NE) && !names_a_period(sql_node_child(n, 1)))
		return false;
	if ((c = sql_literal_comparison_column(n, side->g)) < 0)
		return false;
	return side->end ? sql_period_end_column(side->g, c) : period_start_column(side->g, c);
}

int
sql_period_end_ranges(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens)
{
	PeriodSide	side = {g, true};
	bool		ending;

	if (ast == NULL || tokens == NULL)
		return 0;
	ending = says_an_ending(tokens);
	/* an end ranged with no word of ending; a start ranged with one and no word of start */
	if (ending && says_a_start(tokens))
		return 0;
	side.end = !ending;
	return sql_node_any(ast, ranges_a_period_side, &side) ? 1 : 0;
}
