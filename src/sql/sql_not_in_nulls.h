/*
 * sql_not_in_nulls.h — a NOT IN subquery over a column that holds NULLs.
 *
 * "Which sales reps haven't taken any orders?" decoded as
 *   employee_id NOT IN (SELECT sales_rep_id FROM orders)
 * returns no row at all where some order has no sales rep: x NOT IN a list that holds a
 * NULL is never true (it is NULL or false), which no asker means.  The rewrite
 * not_in_nulls adds "sales_rep_id IS NOT NULL" to such a subquery, where the database
 * says the column holds NULLs (pg/answer/null_columns.h reads it from the column's
 * statistics; the answer stage gets it per column).  Where the column holds none the
 * query is left as the model wrote it (its rows are the same either way, and Spider's
 * gold queries write no such test).
 *
 * "Which members joined without a recommendation?" decoded as
 *   recommendedby NOT IN (SELECT recommendedby FROM members)
 * asks whether a column is outside its own values, true of no row: where the subquery
 * reads one table with no WHERE or GROUP BY, answers with the outer side's very column,
 * and that column holds NULLs, the rewrite says what such a query can only mean, the rows
 * with no value: "recommendedby IS NULL".
 *
 * Left alone: a subquery that tests the column already, one that answers with anything but
 * one column, one of a set operation, and "x NOT IN (SELECT x FROM t WHERE ...)" on the
 * very column of the outer side.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_NOT_IN_NULLS_H
#define DTFIXUP_SQL_NOT_IN_NULLS_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* ast with "c IS NOT NULL" in each NOT IN subquery answering with a column c whose
 * holds_nulls[c] is true (per graph column of g; NULL: none holds NULLs), changed in
 * place; returns ast. */
SqlNode    *sql_not_in_nulls(SqlNode *ast, const SchemaGraph *g, const bool *holds_nulls);

#endif
