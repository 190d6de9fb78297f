/*
 * sql_date_ranges.h — "between May and September 1993" as one range of dates.
 *
 * "Which orders were placed between May and September 1993?" decoded "ord_date =
 * 'September 1993'", and "How many orders did we get between 1 May 1993 and 31 May 1994?"
 * as both days ANDed (no row is on both): the model copies each date phrase as its own
 * comparison.  The question names one range: "between A and B", "from A to B" ("until",
 * "till", "through" for "to"), where B is a date phrase (text/dates.h) and A is one, or one
 * without B's year ("between 1 June and 31 August 2007", "between March 10 and March 20,
 * 1997": A takes B's year), no later than B.  A SELECT whose top AND chain compares a date
 * or time column with the period A or B (=, <, <=, >, >=, or a BETWEEN of one of them, not
 * of A and B in order: the model says "between" with BETWEEN) goes against the range: the cost
 * step against_date_ranges counts such SELECTs, and the copy step date_ranges replaces those
 * comparisons (of a column, the first one compared so) by "column BETWEEN 'A' AND 'B'",
 * which the renderer writes from A's first day to B's last (sql_render.c).  It copies what
 * the earlier copy steps made too: a completed value may bring the date phrase.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DATE_RANGES_H
#define DTFIXUP_SQL_DATE_RANGES_H

#include <stdbool.h>
#include <stddef.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/dates.h"
#include "text/tokenizer.h"

/* A range of dates the question names: its two ends as date phrases. */
typedef struct QuestionDateRange
{
	bool		found;
	char		first[64];		/* "May 1993" (with B's year where A said none) */
	char		last[64];		/* "September 1993" */
	int			start,			/* its tokens: [start, end), A's first to B's last */
				end;
} QuestionDateRange;

/* The most tokens one date phrase may take ("March 20 , 1997", "the 10th of July"). */
#define DATE_PHRASE_MAX_TOKENS 5

/*
 * The longest span of at least min_tokens tokens (at most DATE_PHRASE_MAX_TOKENS) from
 * token start on that is a date phrase (text/dates.h): its text in buf, its period in *d;
 * its end, or -1.  What the range's ends and the numbers said inside dates
 * (sql_date_numbers.h) are read with.
 */
int			question_date_phrase_at(const TextTokens *t, int start, int min_tokens, char *buf,
									size_t size, TextDate *d);

/* The first range of dates t names (above); found false when none. */
void		question_date_range_find(const TextTokens *t, QuestionDateRange *out);

/* How many SELECTs of ast compare a date column with an end of the range (above). */
int			sql_date_ranges_against(const SqlNode *ast, const SchemaGraph *g,
									const QuestionDateRange *r);

/* The copy of ast with those comparisons as one BETWEEN (above); NULL when it makes none. */
SqlNode    *sql_date_ranges(const SqlNode *ast, const SchemaGraph *g, const QuestionDateRange *r);

#endif
