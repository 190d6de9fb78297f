/*
 * sql_text_answers.h — words answered where the question asks for a number.
 *
 * "How much has Grace McLaughlin spent with us?" decoded "SELECT address1 FROM customer
 * WHERE fname = 'Grace' ...", "How high is the highest point of Florida?" as the point's
 * name: "how" followed by "much", "many" or an adjective of measure ("high", "long",
 * "old", "big" ...) asks for a number, and a query whose outputs are all text columns
 * answers with words.  The converse of sql_unasked_counts.h (a count no word asks for).
 * A candidate whose outer query (either side of a set operation) answers text columns
 * alone, for such a question, is a cost of the answer stage (answer_steps.h,
 * text_answers).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_TEXT_ANSWERS_H
#define DTFIXUP_SQL_TEXT_ANSWERS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* 1 when the question asks "how much / many / high ..." and ast's outer query answers
 * text columns alone (above), else 0. */
int			sql_text_answers(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens);

#endif
