/*
 * sql_row_numbers.h — "What is Rose M.'s customer number?": the number a row is known by.
 *
 * "What is Rose M.'s customer number?" decoded "SELECT count(*) FROM customers WHERE
 * first_name = 'Rose' AND last_name = 'M.'": in Spider's questions "number" is nearly
 * always "the number of", a count.  Right after a word that names a table ("customer
 * number", "the order number of ...", "invoice numbers"), and before no number of its own
 * ("customer number 12" names a row: sql_unasked_counts.h), "number" asks for the number
 * each row of that table is known by: its primary key, where that is one number column
 * (customers.id).  Such a "number" asks for no count.
 *
 * The copy step row_numbers makes, of a SELECT that reads that table once (not grouped,
 * with no aggregate among its outputs but count(*)) and does not answer its key, a copy
 * that answers the key alone, with the same FROM, WHERE, ORDER BY and LIMIT; the candidate
 * it copies pays the cost step row_number_unanswered, so that the copy, one below it,
 * comes first.  None where the question asks how many.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_ROW_NUMBERS_H
#define DTFIXUP_SQL_ROW_NUMBERS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Whether token i is "number" (or "numbers") asking for the key of the table the word
 * before it names (above). */
bool		sql_row_number_word(const TextTokens *t, const LinkResult *links,
								const SchemaGraph *g, int i);

/* The graph table whose rows' number the question asks for (above); -1 when none, or
 * several, or the question asks how many. */
int			sql_row_number_table(const TextTokens *t, const LinkResult *links,
								 const SchemaGraph *g);

/* The copy of ast that answers table's key (above); NULL when ast is no such query or
 * table is -1. */
SqlNode    *sql_row_numbers(const SqlNode *ast, const SchemaGraph *g, int table);

#endif
