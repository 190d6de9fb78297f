/*
 * sql_measure_sums.h — units, copies and money taken counted as the sum of the measure a
 * table holds.
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
 * "the most copies").  Not where the tables read hold no quantity column or several (of
 * several in one table, the one named by "quantity" or "qty" alone is the one:
 * order_lines.quantity beside picked_quantity).
 *
 * "How many Boy's Shirt (White) have we sold?", "How many Girl's Dress (Red) does the
 * Berlin store have in stock?": the thing counted is one the question names, not a table
 * ("how many products" counts products), and a word of selling or of stock ("stock",
 * "inventory", "on hand") says which quantity: one sold (no stock column) or a stock
 * (schema/measures.h, measure_column_holds_stock: product_inventory).  Where the tables
 * read hold none of that kind, the one table that refers to a table whose row the WHERE
 * fixes, and holds one, is joined on its key (order_items for the shirt's units sold; for
 * "How many units were on order SO71784?", any quantity: the order's lines).  Of several
 * stocks, the one whose own name says what is on hand now comes first
 * (measure_stock_rank: stock_item_holdings.quantity_on_hand before target_stock_level,
 * inventory.quantityonhand before inventorytransaction.quantity); a tie makes no copy.
 *
 * "Which customer has spent the most?" decoded "SELECT customer_name FROM customers JOIN
 * orders ... GROUP BY customers.customer_id ORDER BY count(*) DESC LIMIT 1": the customer
 * with the most orders.  Where the question asks for money taken, spent or earned
 * (schema/measures.h: "revenue", "spent", "earned", "paid", "sales"; not with "how many"),
 * the count(*) adds up the money the counted rows take: the rows of the tables read but not
 * grouped by, of the one such table that holds one money column pricing nothing (amount,
 * order_total), or, holding none, one price and one quantity (order lines:
 * sum(quantity * unit_price)); where none of them does, of the one table that refers to
 * one of them by its key and does, joined ("SELECT customer_name FROM customers JOIN
 * orders ... JOIN order_items ... ORDER BY sum(order_items.quantity *
 * order_items.unit_price) DESC LIMIT 1").  Not where several tables would.  In the same
 * copy a sum of a price of such a table becomes the sum of its price times its quantity
 * ("Which store brought in the most money?" ranked by sum(order_items.unit_price)).  Where
 * the question says "how much", a SELECT of one plain column (no GROUP BY, ORDER BY or
 * LIMIT) answers with the sum of the money it reads: the column where it is money, else
 * what the rows read take ("How much has Constantin Welles spent?" answered with his
 * customer_id: sum(orders.order_total), joined).  Where money taken is asked per thing
 * ("each", "per", "every", "by"), a SELECT of plain columns, one of them money and the
 * others the thing a word after that one names, sums the money grouped by the others
 * ("What are the sales of each product line?" answered "SELECT msrp, product_line FROM
 * products": the order lines' takings by product_line).  A count per grouped thing that
 * counts rows of none of its tables ("SELECT customer FROM customer GROUP BY customer
 * ORDER BY count(*)") adds up what the one table that refers to the grouped one takes
 * (or its quantity, for a quantity asked), joined.
 *
 * "How many calls did the call centre take?", "Which shift took the most orders?": where
 * the word after "how many", or within two words after "most", "fewest" or "least", names
 * a number column exactly (no key, no money) and no table, the count(*) adds up that
 * column (a table of one row a shift a day keeps its calls and orders counted).
 *
 * Where money taken is asked, a sum of a number that measures nothing, no key, that no word
 * names ("What is the total revenue of each store?" decoded as sum(stores.longitude)) is
 * read as a count of the rows and added up as above; no copy where nothing is taken.
 * Where a quantity is asked ("the total quantity sold of each product": a quantity word
 * within two words after "total", as after "most"), a sum of money no word names is read
 * as a count too (sum(unit_price): sum(quantity)); where a word of selling and none of
 * stock comes with the quantity word, a quantity sold is asked, and a sum of a stock is read
 * as a count as well ("Which product line sold the most units?": the order lines').
 *
 * The candidate that counts rows where the copy adds up pays a cost (counted_measure), so
 * that the copy, one below its source, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_MEASURE_SUMS_H
#define DTFIXUP_SQL_MEASURE_SUMS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/*
 * The money a row of table t, read as instance, takes: its one money column that prices
 * nothing (payments.amount, orders.order_total), or of several, the one whose name says
 * money taken (store_sales beside store_cost); where it has none, its one price times its
 * one quantity (order_items: quantity * unit_price).  NULL when it holds neither, or
 * several of a kind (facilities' membercost, guestcost and initialoutlay).
 */
SqlNode    *sql_table_takings(const SchemaGraph *g, int t, int instance);

/*
 * The rows that take money for a row of a table: a chain of references to it, each a
 * single-column foreign key to the single-column primary key of the table before
 * (fk[0] refers to the table itself), ending at a table whose rows take money
 * (sql_table_takings).  Customers are paid through their orders' lines (customers <-
 * orders <- order_items) where orders hold no money of their own.
 */
#define SQL_TAKINGS_PATH_MAX 3
typedef struct TakingsPath
{
	int			n;				/* references in the chain, 1 .. SQL_TAKINGS_PATH_MAX */
	int			fk[SQL_TAKINGS_PATH_MAX];	/* g->foreign_keys indexes */
} TakingsPath;

/* The shortest such chain to table (of at most SQL_TAKINGS_PATH_MAX references, through
 * no table twice); false when none, or several of that length (which is not said). */
bool		sql_related_takings(const SchemaGraph *g, int table, TakingsPath *path);

/* The chain joined to select from table instance instance (the table path leads to), each
 * on its key: what its last table takes, read at its new instance. */
SqlNode    *sql_join_takings(SqlNode *select, const SchemaGraph *g, const TakingsPath *path,
							 int instance);

/* The copy of ast with its outer SELECT's count(*) the sum of a quantity or of money taken
 * (above); NULL when the question asks for neither or ast counts nothing it could add up. */
SqlNode    *sql_counts_as_sums(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							   const LinkResult *links);

#endif
