/*
 * sql_stock_levels.h — "Which products are out of stock?": the rows whose stock is none.
 *
 * "Which products are out of stock?" decoded "SELECT product_name FROM products": every
 * product.  Spider's questions never say that a thing is out of stock or in stock, so the
 * model drops the words and lists the table.  A question that says "out of stock" (or "out
 * of inventory") asks for the rows whose stock column (schema/measures.h,
 * measure_column_holds_stock: units_in_stock, quantity_in_stock, quantity_on_hand) is 0;
 * "not out of stock", and "in stock" said of the things themselves, right after a word of being
 * ("Which products are in stock?", "still in stock"; not "the units in stock", a measure),
 * the rows whose stock is above 0 ("not in stock": 0).
 * A question that says its things are below their reorder level ("fallen below their
 * reorder level", "under the reorder point", "need reordering", "need to be reordered")
 * asks for the rows whose stock is less than the reorder column of the same table (a number
 * column with "reorder" in its name: reorder_level, reorderpoint).
 * The copy step stock_levels makes, of a SELECT whose outer FROM reads exactly one stock
 * column (of a table read once) and whose outer WHERE says nothing of it, a copy with
 * "stock = 0" (or "stock > 0", "stock < reorder_level") added to its WHERE, in place of what
 * it says of those columns; none where the tables read hold no stock column or several.  The candidate it copies pays the cost step stock_unsaid, so that the
 * copy, one below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_STOCK_LEVELS_H
#define DTFIXUP_SQL_STOCK_LEVELS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* What a question says of the stock of the things it asks about. */
typedef enum StockLevel
{
	STOCK_UNSAID = 0,
	STOCK_NONE,					/* "out of stock" */
	STOCK_SOME,					/* "in stock", "not out of stock" */
	STOCK_BELOW_REORDER			/* "fallen below their reorder level" */
} StockLevel;

/* What tokens say of stock (above). */
StockLevel	sql_stock_level_find(const TextTokens *tokens);

/* The copy of ast that keeps the rows of the stock level asked (above); NULL when ast is
 * no such query or level is STOCK_UNSAID. */
SqlNode    *sql_stock_levels(const SqlNode *ast, const SchemaGraph *g, StockLevel level);

#endif
