/*
 * sql_stock_worth.h — "What is our inventory worth at cost?": the stock times its price,
 * summed.
 *
 * A stock is worth its units times the price of one: sum(quantity_in_stock * buy_price)
 * over the products, or over inventory rows joined to the products they count
 * (sum(inventory.quan_in_stock * products.price)).  No training question has the product
 * of two columns for "worth", so the model answers a count of the products or their price.
 * A question asks for the worth of the stock when it says a word of worth ("worth",
 * "value", "valued", "valuation") and a word of stock ("stock", "inventory", "on hand":
 * schema/measures.h), and starts with "what" or "how" (an amount, not "which products").
 *
 * The copy step stock_worth answers such a question with that sum: the stock column
 * (measure_column_holds_stock) of the base tables the candidate reads once, else the
 * graph's one stock column of a base table; the price of one unit of the same table, else
 * of the one
 * table its single-column foreign key references that has one, joined where the
 * candidate does not read it.  Of several prices, "at cost" says the one whose name says a
 * cost ("cost", "buy", "purchase": buy_price, standardcost), "at list price" or "retail"
 * the one whose name says a list price ("list", "msrp", "retail", "srp", "sell"), else a
 * plain price ("price", "unit_price"); with none of these words, the one plain price, else
 * the only price.  The candidate's WHERE stays (the worth of the stock of one category);
 * its output columns give way to the sum; a candidate with a GROUP BY, an ORDER BY, a LIMIT
 * or a set operation gets no copy.  Its source pays the cost stock_unworthed unless it
 * answers that sum already.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_STOCK_WORTH_H
#define DTFIXUP_SQL_STOCK_WORTH_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Which price the question values the stock at. */
typedef enum StockWorth
{
	STOCK_WORTH_UNASKED = 0,
	STOCK_WORTH_ANY_PRICE,		/* no word says which price */
	STOCK_WORTH_AT_COST,		/* "at cost" */
	STOCK_WORTH_AT_LIST			/* "at list price", "retail" */
} StockWorth;

/* What the question asks of the stock's worth (above). */
StockWorth	sql_stock_worth_find(const TextTokens *t);

/* stock_worth's copy of ast (above), or NULL when none is to be made; ast is not
 * changed. */
SqlNode    *sql_stock_worth(const SqlNode *ast, const SchemaGraph *g, StockWorth worth);

#endif
