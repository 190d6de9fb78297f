/*
 * sql_dates_elsewhere.h — a date of the question read from a table no word names.
 *
 * "Which books came out in 1994?" decoded "SELECT DISTINCT titles.title FROM sales JOIN
 * titles ... WHERE sales.ord_date >= '1994-01-01' ...": the year links to every date of the
 * database as a value, and the model took the order lines' date, of a table the question
 * never names, where the titles it answers with have a date of their own (pubdate).  A
 * question dates the things it asks about unless it names the others ("Which companies
 * placed orders in June 2004?" names the orders).  So where a query answers with columns
 * of one table instance (its outputs all plain columns of it), or answers counts of the
 * table the question counts ("How many visits did we have in 2023?": encounters, read
 * once, not the care plans a visit may have), that table has one date or
 * time column that ends no period (sql_current_rows.h, sql_table_date), and its WHERE
 * compares a date or time column of another table with a literal, each such other table
 * that no question word names (no table or column link to it; value links do not count:
 * a date links to every date column) is a cost of the answer stage (answer_steps.h,
 * dates_elsewhere).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DATES_ELSEWHERE_H
#define DTFIXUP_SQL_DATES_ELSEWHERE_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* How many tables, other than the one ast answers from, no word of the question names and
 * whose dates its WHERE compares with literals, where the answered table has a date of its
 * own (above); counted_table is the table the question counts (sql_counted_table), -1
 * when none. */
int			sql_dates_elsewhere(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
								int counted_table);

/*
 * "Who joined the gym in 2018?" decoded "SELECT name FROM get_fit_now_member JOIN
 * facebook_event_checkin ... WHERE facebook_event_checkin.date >= '2018-01-01' ...": every
 * candidate dates another table than the one the question dates, and pays for it
 * (verb_dates, dates_elsewhere).  The copy step dates_home makes, of such a SELECT, a copy
 * whose WHERE compares the same literals with the date the question means: the one date
 * column a verb before its date phrase names (sql_verb_dates.h: "joined" of
 * membership_start_date) where the query reads that column's table once, else, where
 * dates_elsewhere costs it, the answered table's own date.  Each top-level comparison of
 * another date or time column with literals moves (all of one column: a range's two ends);
 * none where the query compares the meant date already.  *moved_from: the table instance
 * the moved date was of, whose join the answer stage drops where nothing else reads it
 * (answer_joins.h); the copy pays 1 below its candidate, which pays those costs.  NULL
 * when no copy is made.
 */
SqlNode    *sql_dates_home(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
						   int counted_table, const SqlSeen *verb_named, int *moved_from);

#endif
