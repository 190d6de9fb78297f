/*
 * sql_unsaid_sums.h — a sum of what no word names, answered where the question asks how
 * many.
 *
 * "How many people did we hire in 1980?" decoded "SELECT sum(salary) FROM employee WHERE
 * hiredate ...": where the question names no quantity the general model may add up the
 * table's first measure instead of counting its rows.  "How many" asks for a count, or
 * for the sum of a column the question names ("How many people live in Texas?": the
 * population "people" links to; "How many units of ...": the quantity).  So a sum or an
 * average among the output columns of the outer query (either side of a set operation) of
 * a column no question word links to, in a question that says "how many" and none of the
 * words that ask for a sum ("total", "sum", "amount", "much", "altogether", "combined",
 * "overall"), is a cost of the answer stage (answer_steps.h, unsaid_sums).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_UNSAID_SUMS_H
#define DTFIXUP_SQL_UNSAID_SUMS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How many output columns of ast's outer query are such sums (above). */
int			sql_unsaid_sums(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							const LinkResult *links);

#endif
