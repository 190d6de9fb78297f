/*
 * sql_totals_asked.h — "What was order 25 worth in total?": the one amount answered, summed.
 *
 * The model answers "SELECT amount FROM payments WHERE order_id = 25", one row per payment,
 * where the question asks for their sum: "in total", "altogether" or "all together" says
 * the rows are added up.  The rewrite totals_asked makes of an outer SELECT (not a set
 * operation) that answers with one plain number column, no key of its table (a primary or
 * foreign key is counted, not added), with no aggregate, GROUP BY, HAVING, ORDER BY or
 * LIMIT, the SELECT of its sum: "SELECT sum(amount) FROM payments WHERE order_id = 25".
 * "How much" and "total" before a column's name are sql_aggregate_words.h's.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_TOTALS_ASKED_H
#define DTFIXUP_SQL_TOTALS_ASKED_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Whether tokens say "in total", "altogether" or "all together" (above). */
bool		sql_total_asked(const TextTokens *tokens);

/* ast's one amount summed (above), in place; returns ast. */
SqlNode    *sql_totals_asked(SqlNode *ast, const SchemaGraph *g);

#endif
