/*
 * sql_unasked_counts.h — a count answered where the question asks for none.
 *
 * "What is our priciest book?" decoded "SELECT count(*) FROM titles", "How much has Roy
 * White spent with us?" as a count of his order lines: the general model falls back to a
 * count when it finds no column for what is asked.  People ask for a count in a few
 * words ("how many", "number", "count", "total", "tally", "how often", "times"); of the
 * 1,435 training questions of Spider whose query answers a count, 15 say none of them,
 * and of Spider dev's 200, 2.  So a count among the output columns of the outer query
 * (either side of a set operation) of a question that says no such word is a cost of the
 * answer stage (answer_steps.h, unasked_counts): a count in HAVING or ORDER BY ("the
 * states with the most invoices") is not an answer and costs nothing.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_UNASKED_COUNTS_H
#define DTFIXUP_SQL_UNASKED_COUNTS_H

#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* 1 when ast's outer query answers a count and the question asks for none (above), else 0. */
int			sql_unasked_counts(const SqlNode *ast, const TextTokens *tokens);

#endif
