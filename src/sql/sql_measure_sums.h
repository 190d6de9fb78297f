/*
 * sql_measure_sums.h — units and copies counted as the sum of the quantity a table holds.
 *
 * "How many units of the Mouse C/E have we sold?" answered "SELECT count(*) FROM
 * order_items JOIN product_information ... WHERE product_name = 'Mouse C/E'": the order
 * lines of the mouse, not its units, which order_items.quantity holds.  The model counts
 * rows where the question counts a quantity.  The copy step measure_sums makes, of a
 * candidate whose outer SELECT counts rows (count(*) among its output columns, in ORDER BY
 * or in HAVING), a copy that adds up the one quantity column (schema/measures.h: quantity,
 * qty, units, slots ...) of the tables that SELECT reads, where the question asks for a
 * quantity: a word of quantity ("units", "copies", "pieces", "quantity") after "how many",
 * "most", "fewest" or "least", within two words ("How many LCD Monitor 9/PM units",
 * "the most copies").  Not where the tables read hold no quantity column or several.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_MEASURE_SUMS_H
#define DTFIXUP_SQL_MEASURE_SUMS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The copy of ast with its outer SELECT's count(*) the sum of a quantity (above); NULL
 * when the question asks for no quantity or ast counts nothing it could add up. */
SqlNode    *sql_counts_as_sums(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens);

#endif
