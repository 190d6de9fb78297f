/*
 * sql_dates_compared.h — two dates (or two numbers) of one row compared with each other.
 *
 * "Which orders shipped after their required date?" decoded "SELECT ... FROM orders WHERE
 * required_date > (SELECT min(required_date) FROM orders WHERE status = 'Shipped')": the
 * model compares a date with an aggregate of the table, where the question compares two
 * dates of the same row (shipped_date > required_date).  A question does so with a word of
 * order between a word that names one date column and a word that names another of the
 * same table: "after", "later than", "beyond" (the first is later), "before", "earlier
 * than", "sooner than" (the first is earlier), and no date of its own after that word
 * ("shipped after June 2004" compares with a date).  The nearest column named before the
 * word and the nearest named after it (of several at one place, the longest and the
 * exact name: "required date" over "date") are the pair; nothing where they are of two
 * tables, or several pairs remain.  "Late" (or "early") right after a word that names one
 * date ("Which orders were shipped late?") compares it with the one other date of its table
 * whose name says when it was due (required, due, promised, expected, deadline, scheduled,
 * planned, target): later (or earlier) than it.  Two numbers of a row are compared alike,
 * where the word of order is followed by "their" or "its" ("units in stock below their
 * reorder level", "fewer units in stock than their reorder level", "a buy price above its
 * MSRP": above, over, exceed(s), more / greater / higher / larger / bigger than, below,
 * under, less / fewer / lower / smaller than) and no number of the question's own follows.
 *
 * The copy step compare_dates makes, of a candidate that reads one instance of that table
 * and does not compare the two already, a copy whose WHERE keeps its other conditions and
 * compares the two: the conditions on either date, or against a scalar subquery (the
 * model's stand-in for the comparison), are dropped.  The candidate it copies pays the
 * cost step uncompared_dates, so that the copy, one below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DATES_COMPARED_H
#define DTFIXUP_SQL_DATES_COMPARED_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The two dates (or numbers) a question compares: first is later or greater (later) than
 * second, or earlier or smaller. */
typedef struct DatesCompared
{
	int			first;			/* graph column, -1 when the question compares none */
	int			second;			/* graph column of the same table */
	bool		later;
} DatesCompared;

/* The dates the question compares (above); first -1 when none. */
DatesCompared sql_dates_compared_find(const SchemaGraph *g, const TextTokens *tokens,
									  const LinkResult *links);

/* The copy of ast comparing the two dates (above); NULL when the question compares none,
 * ast reads no single instance of their table, or compares them already. */
SqlNode    *sql_dates_compared(const SqlNode *ast, const SchemaGraph *g, const DatesCompared *dates);

/* Where copy (sql_dates_compared's) answers with one of the two dates alone, a question
 * that asks "which" rows ("Which orders shipped after their required date?") is answered
 * with the rows' name (names: the graph's name columns) or, with none, their one-column
 * primary key instead: the dates are its condition, not its answer.  Changes copy in
 * place. */
void		sql_dates_compared_answer_rows(SqlNode *copy, const SchemaGraph *g,
										   const DatesCompared *dates, const TableNames *names);

#endif
