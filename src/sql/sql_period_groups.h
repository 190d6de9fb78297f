/*
 * sql_period_groups.h — "How many bookings did we get each month?": the rows counted or
 * summed per calendar period of a date column.
 *
 * Analysts ask for a measure "each month", "per year", "month by month", "by quarter";
 * Spider's questions never do, the grammar has no function to take a date's year or
 * month, and the model answers one total, or groups by a column a word of the phrase names
 * in part ("monthlymaintenance" for "month"), or by the date itself.  A question asks for
 * a period when a period word (year, quarter, month, week, day) follows "each", "every",
 * "per" or "by" (not "ordered by", nor "year-to-date"), or stands in "<period> by
 * <period>"; "a year", "annual" and "monthly" are rates or names, not groupings.  A quarter
 * is read as its number (1 to 4) when the question names a year ("each quarter of 2013"),
 * else as the quarter's first day; a year as its number; a month, a week and a day as
 * their first day (date_trunc: "each month" over several years keeps the years apart).
 *
 * The copy step period_groups makes, of a SELECT (no set operation, no LIMIT, no HAVING)
 * over table instances alone, the query that answers the question's measure per period of
 * one date or timestamp column of an instance of its FROM, the period first, grouped and
 * ordered by it (the WHERE and the FROM kept; what the SELECT grouped or ordered by
 * before, the date itself or a column named in part, left out).  The date column, tried in
 * this order until one holds exactly one (and none where one holds several):
 *   - the date column the WHERE compares with a literal ("in 2014": orderdate);
 *   - a date column a word outside the period phrase names ("hired": hire_date);
 *   - a date column the SELECT shows or groups by;
 *   - the one date of each instance's table (sql_table_date: no edit stamp), when one
 *     instance has one.
 * The measure: "how many" or "the number of" asks for a count, the SELECT's own counts or else
 * count(*); otherwise the SELECT's aggregates, or, when it shows one plain number column
 * that is no key and no aggregate ("our order totals each month"), its sum; none (no copy)
 * otherwise.  The candidate it copies pays the cost step ungrouped_periods, so that the
 * copy, one below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_PERIOD_GROUPS_H
#define DTFIXUP_SQL_PERIOD_GROUPS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The period a question groups by (above), found once per question. */
typedef struct PeriodAsk
{
	SqlPeriod	period;			/* SQL_PERIOD_NONE: it asks for none */
	int			start,			/* its phrase's tokens: [start, end) */
				end;
	bool		counts;			/* it asks "how many" or for "the number of" */
} PeriodAsk;

/* The period tokens ask for (above). */
PeriodAsk	sql_period_ask(const TextTokens *tokens);

/* The copy of ast grouped by the period asked (above); NULL when ast is no such query. */
SqlNode    *sql_period_groups(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
							  const PeriodAsk *ask);

#endif
