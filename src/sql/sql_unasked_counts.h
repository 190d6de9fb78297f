/*
 * sql_unasked_counts.h — a count answered where the question asks for none.
 *
 * "What is our priciest book?" decoded "SELECT count(*) FROM titles", "How much has Roy
 * White spent with us?" as a count of his order lines: the general model falls back to a
 * count when it finds no column for what is asked.  People ask for a count in a few
 * words ("how many", "number", "count", "total", "tally", "how often", "times", "likes
 * per student"); of the
 * 1,435 training questions of Spider whose query answers a count, 15 say none of them,
 * and of Spider dev's 200, 2.  So a count among the output columns of the outer query
 * (either side of a set operation) of a question that says no such word is a cost of the
 * answer stage (answer_steps.h, unasked_counts): a count in HAVING or ORDER BY ("the
 * states with the most invoices") is not an answer and costs nothing.  So, whatever the
 * words, is count(DISTINCT b) of a true/false column among those outputs: it answers 1 or
 * 2 ("How many of our products are low fat?" as count(DISTINCT low_fat)).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_UNASKED_COUNTS_H
#define DTFIXUP_SQL_UNASKED_COUNTS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How many of the two (above) ast's outer query does: a count the question asks for none
 * of, and a count of a true/false column's distinct values.  links (may be NULL) tell a
 * "number" that names a row's key ("customer number") from one that counts. */
int			sql_unasked_counts(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							   const LinkResult *links);

#endif
