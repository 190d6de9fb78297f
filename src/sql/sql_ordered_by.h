/*
 * sql_ordered_by.h — the column a question says to order its rows by.
 *
 * "Show all document ids and the number of paragraphs in each document.  Order by
 * document id." decoded "... GROUP BY document_id ORDER BY count(*)": Spider's training
 * queries order a count per group far more often than its key, and the model follows
 * them over the question's own words.  "order by <column>", "ordered by", "sort(ed) by",
 * "arranged by", "in (alphabetical, ascending ...) order of <column>" name the column the
 * whole order follows.  The span after such words (up to ORDERED_BY_REACH words, past
 * "the", "their", "its", "ascending", "descending" ...) is found once per question; a
 * column link (by name, not through the lexicon) from a word of it to a column of a table
 * the candidate's outer SELECT declares once is the column ordered by (where several are,
 * the one among the output columns, if exactly one is).
 *
 * A candidate whose outer SELECT orders all its rows (an ORDER BY, no LIMIT) first by
 * another expression pays the cost step ordered_otherwise (answer_steps.h), and the copy step
 * order_by_named makes of it a copy whose first ORDER BY item orders by that column,
 * in the same direction (a SELECT that groups only where it groups by the column or shows
 * it, so that the query stays valid).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_ORDERED_BY_H
#define DTFIXUP_SQL_ORDERED_BY_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Most words after "order by" that may name the column. */
#define ORDERED_BY_REACH 4

/* The question's words that name what to order by: tokens [start, end); start -1: none. */
typedef struct OrderedBy
{
	int			start;
	int			end;
} OrderedBy;

/* The span after the question's first order phrase (above). */
OrderedBy	sql_ordered_by_find(const TextTokens *t);

/* 1 when ast orders all its rows first by another expression than the column the
 * question names to order by (above), else 0. */
int			sql_ordered_otherwise(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
								  const OrderedBy *by);

/* order_by_named's copy of ast (above), or NULL when none is to be made; ast is not
 * changed. */
SqlNode    *sql_order_by_named(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
								const OrderedBy *by);

#endif
