/*
 * sql_row_contents.h — what is on a record the question names by its number: the things
 * its lines list.
 *
 * "What was in order 100?", "What products were on order 2458?" decoded "SELECT full_name
 * FROM customer_order_products WHERE order_id = 100" or "SELECT order_mode FROM orders
 * WHERE order_id = 2458": the model answers with a property of the order, where the
 * question asks for what its lines hold.  A question that starts with "what" or "which"
 * and names a row by its number after "on" or "in" and a word of its table ("on order
 * 2458": a value link of the table's one-column primary key, schema/linking.h) asks for
 * the things its lines list: the rows of the one table L that refers to it by a one-column
 * foreign key and itself refers, by a one-column foreign key to a one-column primary key,
 * to one table P that has names (schema/name_columns.h), answered with P's names: "SELECT
 * products.product_name FROM order_items JOIN products ON products.product_id =
 * order_items.product_id WHERE order_items.order_id = 2458".  Of several such pairs, the
 * one whose P a word names; none where that leaves several, or the question asks "how
 * many" before the number.
 *
 * The copy step list_contents makes that query as a copy of every candidate that does not
 * read both L and P; such a candidate pays the cost step unlisted_contents, so the copy,
 * one below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_ROW_CONTENTS_H
#define DTFIXUP_SQL_ROW_CONTENTS_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The lines and things of the record a question names (above). */
typedef struct RowContents
{
	int			lines;			/* graph table L; -1 when the question asks for none */
	int			record_key;		/* L's column that refers to the record */
	int			thing_key;		/* L's column that refers to the thing */
	int			thing;			/* graph table P */
	int			thing_pk;		/* P's primary key column */
	const char *number;			/* the record's number, as the value link gives it */
} RowContents;

/* The contents the question asks for (above); lines -1 when none.  names: the graph's name
 * columns (name_columns_find's). */
RowContents sql_row_contents_find(const SchemaGraph *g, const TextTokens *tokens,
								  const LinkResult *links, const TableNames *names);

/* The query listing the contents, for a candidate ast that does not read both the lines
 * and the things; NULL when the question asks for none or ast reads both. */
SqlNode    *sql_row_contents(const SqlNode *ast, const SchemaGraph *g, const RowContents *contents,
							 const TableNames *names);

#endif
