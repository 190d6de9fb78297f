/*
 * sql_text_rankings.h — a ranking by a text column where the question ranks by a number.
 *
 * "What is the charge amount of the most expensive charge type?" decoded "SELECT
 * charge_amount FROM charges ORDER BY charge_type DESC LIMIT 1", and "Who are our 5
 * biggest spenders?" decoded "... ORDER BY full_name DESC LIMIT 5": a superlative of
 * numbers ("most expensive", "biggest", "top", "cheapest": sql_directions.h) ranked by the
 * alphabet.  Where the question's superlatives go one way and it asks for no alphabetical
 * order, each ranking by a plain text column (an ORDER BY item of a SELECT with a LIMIT,
 * or a min or max of it), at any depth, is a cost of the answer stage (answer_steps.h,
 * text_rankings).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_TEXT_RANKINGS_H
#define DTFIXUP_SQL_TEXT_RANKINGS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"

/* How many rankings of ast go by a text column where d's superlatives rank numbers
 * (above). */
int			sql_text_rankings(const SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d);

#endif
