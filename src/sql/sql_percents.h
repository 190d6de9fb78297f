/*
 * sql_percents.h — a percentage the question says, compared as the fraction a column
 * stores.
 *
 * "Which employees get a commission of 35%?" over commission_pct numeric(2,2), which stores
 * 0.35: the model copies the number as it reads it, commission_pct = 35, which no row
 * holds.  The copy step percent_fractions makes, of each candidate that compares a column
 * able to hold fractions (numeric, real, double precision, money) with a number the
 * question says as a percentage ("35%", "35 percent": text/quantities.h), a copy that
 * compares it with the hundredth instead (= 0.35).  Which of the two the column holds is
 * the value check's to tell: a column of percentages as whole numbers (45.5 for 45.5%)
 * keeps the candidate as the model wrote it.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_PERCENTS_H
#define DTFIXUP_SQL_PERCENTS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The copy of ast with each percentage compared as a fraction (above); NULL when ast
 * compares none. */
SqlNode    *sql_percents_as_fractions(const SqlNode *ast, const SchemaGraph *g,
									  const TextTokens *tokens);

#endif
