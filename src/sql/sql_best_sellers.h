/*
 * sql_best_sellers.h — "our five best sellers": the things sold, ranked by the quantity
 * their sold lines add up to.
 *
 * "What are our three best-selling products by units sold?", "What are our five best
 * sellers by units?" decoded "SELECT product_id FROM order_items WHERE unit_price = -50" or
 * "SELECT msrp FROM products WHERE ...": no candidate of the beam ranks anything, though
 * the question asks for the things that sold the most.  A question that says "best
 * selling", "best-selling", "top-selling", "best sellers" or "bestsellers" with a number of
 * them ("three", "5"; none: one, where the word is singular: "our best-selling product")
 * asks for a ranking of the things sold: the rows of the one table P that has names
 * (schema/name_columns.h) and that the one table L holding a quantity sold
 * (schema/measures.h: a quantity, no stock) refers to by a one-column foreign key to P's
 * one-column primary key; where a word right after the selling words names a table (not a
 * view), P is that one.  The copy step rank_best_sellers makes "SELECT P's names FROM L
 * JOIN P ON ... GROUP BY P's key ORDER BY sum(L.quantity) DESC LIMIT n" of every candidate
 * that is not that query, and such a candidate pays the cost step unranked_sellers, so the
 * copy, one below it, comes first.  Where a word of money taken follows the selling words
 * ("best-selling products by revenue"), the lines' takings are summed instead
 * (sql_measure_sums.h, sql_table_takings: line_total, or quantity times unit price).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_BEST_SELLERS_H
#define DTFIXUP_SQL_BEST_SELLERS_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The ranking a question asks for (above). */
typedef struct BestSellers
{
	int			lines;			/* graph table L; -1 when the question asks for none */
	int			thing_key;		/* L's column that refers to P */
	int			quantity;		/* L's quantity sold */
	int			thing;			/* graph table P */
	int			thing_pk;		/* P's primary key column */
	int			limit;			/* how many */
	bool		takings;		/* ranked by the money the lines take ("by revenue") */
} BestSellers;

/* The ranking the question asks for (above); lines -1 when none.  names: the graph's name
 * columns (name_columns_find's). */
BestSellers sql_best_sellers_find(const SchemaGraph *g, const TextTokens *tokens,
								  const LinkResult *links, const TableNames *names);

/* The ranking query, for a candidate ast that is not it; NULL when the question asks for
 * none or ast is that query. */
SqlNode    *sql_best_sellers(const SqlNode *ast, const SchemaGraph *g, const BestSellers *sellers,
							 const TableNames *names);

#endif
