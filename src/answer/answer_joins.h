/*
 * answer_joins.h — a table joined for nothing left out; rows a join repeats counted once.
 *
 * "How many orders were placed in 2004?" answered "SELECT count(*) FROM orders JOIN
 * orderdetails ON ... WHERE order_date ...": the join to the order lines, which nothing
 * else in the query reads, counts each order once per line.  The general model joins a
 * child table out of habit (Spider's questions count through such joins), and the question
 * never says it.  The rewrite drop_unused_joins removes a table instance J from the outer
 * SELECT's FROM when
 *   - the FROM is table instances only (no subquery), joined with JOIN ... ON (not LEFT),
 *     and J is joined by one equality, J.c = P.d, where c is the one column of a foreign
 *     key of J's table to P's table: J's rows reference P's, so the join repeats each row
 *     of P once per row of J and drops P's rows that J never references;
 *   - no column of J is read anywhere else in the query (its output, WHERE, GROUP BY,
 *     HAVING, ORDER BY, the other ON conditions, any subquery);
 *   - a question word names P's table ("orders"), and none links to J's table, one of its
 *     columns or a value stored in it, other than partly ("orders" partly names
 *     orderdetails), nor to another table a foreign key of J's table references ("students
 *     who have pets": has_pet, which references pets too, says which students have one):
 *     the question asks about P's rows, never about J's;
 *   - the SELECT has no GROUP BY: grouped, the join counts or sums per group what the
 *     question may call by another name ("How many books has each author written?" counts
 *     titleauthor's rows, and "books" names no table); grouped by calendar periods alone
 *     ("How many purchase orders did we raise each quarter?", sql/sql_period_groups.h), it
 *     repeats rows as it does ungrouped.
 * J first in the FROM, joined by the next item's ON, leaves that item first.
 *
 * "How many customers bought something during the Mystery Sale?" answered "SELECT count(*)
 * FROM customer JOIN sales_fact ON ... JOIN promotion ON ... WHERE promotion_name = ...":
 * the join to the sales that says which customers bought counts each customer once per
 * sale.  The rewrite count_each_once answers count(DISTINCT P.key) instead, where
 *   - the outer SELECT answers count(*) alone, with no GROUP BY (grouped, the joined rows
 *     are what each group counts: "How many books has each author written?");
 *   - its FROM is table instances only, one of them of the table the question counts (a
 *     word after "how many" names it: sql/sql_counted_elsewhere.h), P, whose table has a
 *     one-column primary key;
 *   - an ON joins P by "J.c = P.key", c a column of another instance whose foreign key
 *     references that key: J's rows reference P's, so each of P's rows is repeated once
 *     per row of J that refers to it;
 *   - the WHERE's top AND chain compares no column of P with "=" to a literal: "How many
 *     states border the state whose capital is boston?" decoded over state JOIN
 *     border_info counts borders of the one state the WHERE names, not states.
 * Where no row is repeated the number is the same; where rows are, "how many customers"
 * asks for customers, not for their sales.  Where the counted table is not read at all and
 * the outer SELECT reads one table whose rows refer to it by one single-column key ("How
 * many patients have a food allergy?" decoded over allergies alone), the rewrite answers
 * count(DISTINCT that key): each patient once, not each allergy.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_ANSWER_JOINS_H
#define DTFIXUP_ANSWER_JOINS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_counted_elsewhere.h"

/* ast's outer SELECT without the tables joined for nothing (above).  Changes ast in place
 * and returns it. */
SqlNode    *answer_drop_unused_joins(SqlNode *ast, const SchemaGraph *g, const LinkResult *links);

/* ast's outer SELECT without table instance instance where its own join's ON is all that
 * reads it (a table joined to be dated, its date now compared elsewhere: sql_dates_home),
 * whichever way its key runs.  Changes ast in place and returns it. */
SqlNode    *answer_drop_unread_join(SqlNode *ast, int instance);

/* ast's outer count of rows of the table the question counts (sql_counted_table) that a
 * join repeats counted once each (above).  Changes ast in place and returns it. */
SqlNode    *answer_count_each_once(SqlNode *ast, const SchemaGraph *g,
								   const CountedTable *counted);

#endif
