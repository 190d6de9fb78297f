/*
 * sql_dated_keys.h — a year or a count of the question compared with a key.
 *
 * "What is the total value of orders placed in 2004?" decoded "... WHERE
 * t0.customer_number = 2004": the model copied the year onto the number column at hand,
 * where it means a period of the orders' dates.  A key or an identifier (part of a primary
 * or a foreign key, or a name with the word "id": sql_aggregated_keys.h; or a name word
 * that says a number or a code, "number", "no", "code" ...: measures.h, as a view's
 * customer_number) compared (=, <>,
 * <, >, <=, >=) with a number literal that is a year said after a word of time ("in 2004",
 * "during", "since", "before", "after", "until", "from") is a cost of the answer stage
 * (answer_steps.h, dated_keys), at any depth of the query.  An order or customer numbered
 * 2004 is asked without such a word ("order 2004").
 *
 * "How many countries have more than 2 car makers?" decoded "... WHERE country > 2": a
 * number right before words linked to a table counts rows of it, and an identifier column
 * ordered against it (<, >, <=, >=) with that number is the cost counted_keys (an id is
 * never more or less than a count of rows; an equality may be a row's id: "flight 200"),
 * as is one ordered against a number column that identifies nothing ("stock_item_id <
 * reorder_level" for "Which products have fallen below their reorder level?").
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DATED_KEYS_H
#define DTFIXUP_SQL_DATED_KEYS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How many comparisons of an identifier column with a year the question says after a word
 * of time ast has, at any depth (above). */
int			sql_dated_keys(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens);

/* How many ordering comparisons of an identifier column with a number the question says as
 * a count of rows, or with a number column that identifies nothing, ast has, at any depth
 * (above). */
int			sql_counted_keys(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							 const LinkResult *links);

#endif
