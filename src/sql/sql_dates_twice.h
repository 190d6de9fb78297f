/*
 * sql_dates_twice.h — one date phrase the question says once, compared with two date
 * columns.
 *
 * "Which orders were shipped in March 2005?" decoded "... WHERE shipped_date = 'March 2005'
 * AND order_date = 'March 2005'" (rendered as two ranges): the phrase links as a value to
 * every date column of the table, and the model took two of them, which leaves out the
 * orders placed in February and shipped in March.  A question that says a date once dates
 * one thing.  So each date column beyond the first that one SELECT's WHERE compares (=, an
 * AND operand) with the same date phrase as another date column is a cost of the answer
 * stage (answer_steps.h, dates_twice).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DATES_TWICE_H
#define DTFIXUP_SQL_DATES_TWICE_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* How many date columns beyond the first the SELECTs of ast compare with one date phrase
 * (above). */
int			sql_dates_twice(const SqlNode *ast, const SchemaGraph *g);

#endif
