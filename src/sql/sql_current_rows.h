/*
 * sql_current_rows.h — the rows that hold now, of a table that keeps its history.
 *
 * "What is Georgi Facello paid today?" over salaries(emp_no, salary, from_date, to_date),
 * one row per period of pay: the general model answers with every salary he has had.  A
 * table that keeps its history says which of its rows hold now in a column that ends each
 * row's period: to_date holds a far-future date ('9999-01-01') on the current row, or an
 * end date left NULL (a product's sellenddate) while the period lasts.  Where the question
 * says now ("today", "now", "currently", "current", "still", "at the moment", "at
 * present", "these days") the rewrite current_rows adds that test of each such table the
 * candidate's outer SELECT reads: "AND t1.to_date = '9999-01-01'", "AND t0.sellenddate IS
 * NULL"; where it says the period is over ("used to", "former", "formerly", "no longer",
 * "previous", "previously"), the opposite: "<> '9999-01-01'", "IS NOT NULL".
 *
 * A period's end column is a date or time column whose name has a word of ending ("to",
 * "end", "until", "till", "thru", "through", "expiry", "expires", "expiration", "stop") in a table
 * with another date or time column (where the period starts); which value marks the
 * current rows is the database's to say (pg/answer/period_ends.h reads it from the
 * column's statistics): the answer stage gets it per column as a PeriodEnd.
 *
 * Not added where the outer SELECT compares that column already, nor in a set operation.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_CURRENT_ROWS_H
#define DTFIXUP_SQL_CURRENT_ROWS_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How a period's end column marks the rows that hold now. */
typedef enum PeriodEndKind
{
	PERIOD_END_NONE = 0,		/* no period's end, or no mark of the current rows */
	PERIOD_END_NULL,			/* NULL while the period lasts */
	PERIOD_END_VALUE			/* a far-future date (value) on the current rows */
} PeriodEndKind;

typedef struct PeriodEnd
{
	PeriodEndKind kind;
	char	   *value;			/* PERIOD_END_VALUE: the date, as text ('9999-01-01') */
} PeriodEnd;

/* What a question says of now. */
typedef enum CurrentAsk
{
	CURRENT_NONE = 0,
	CURRENT_NOW,				/* "today", "currently", "still" */
	CURRENT_OVER				/* "used to", "former", "no longer" */
} CurrentAsk;

/* What the question says of now (above). */
CurrentAsk	sql_current_ask(const TextTokens *tokens);

/* Whether column c of g may end a period by its name and table (above): the columns whose
 * statistics the database side reads. */
bool		sql_period_end_column(const SchemaGraph *g, int c);
/* The one date or time column of table t that ends no period (a hire_date, not the to_date
 * beside a from_date) and is no edit stamp (a sellstartdate, not the modifieddate beside
 * it: schema/side_dates.h): -1 when it has none, -2 when several. */
int			sql_table_date(const SchemaGraph *g, int t);

/* The rewrite (above): ast with the test of its current (or past) rows added, changed in
 * place; returns ast.  ends: per graph column, NULL when none. */
SqlNode    *sql_current_rows(SqlNode *ast, const SchemaGraph *g, const PeriodEnd *ends,
							 CurrentAsk ask);

#endif
