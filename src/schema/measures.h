/*
 * measures.h — the columns that measure money or a quantity, read off the catalog's column
 * names and types, and the question words that ask for such a measure.
 *
 * Analysts ask for money ("revenue", "how much did we earn", "the priciest book", "more
 * than $20") and for quantities ("copies", "units sold") without naming the column that
 * holds it (price, amount, membercost, qty, quantity_ordered), and the general model, seeing
 * no link from those words to any column, answers with count(*) or a column the question
 * does name.  Here the measure columns are found once from the catalog, and each such word
 * links to the measure columns of its kind (LINK_COLUMN, match LINK_LEXICON: the relation
 * the model reads for a lexicon relative of a column's name), so that the model sees them
 * and the left_out_mentions step (sql/sql_mentions.h) ranks down a candidate that reads
 * none of them.
 *
 * A column is a money measure when it is a number (typcategory N), not a key (primary
 * key, or part of a foreign key) and either of type money or one of its name words starts
 * or ends with a money word (price, cost, amount, payment, paid, fee, revenue, salary,
 * wage, outlay, msrp, srp, charge, budget, income, balance, advance, fare, earning, spent,
 * profit): unitprice, membercost; or with value or total, unless its type holds whole
 * numbers only (order_value numeric is money, total_children smallint is not); or with sold
 * or sales where its type holds fractions and no word says units (store_sales
 * numeric(10,4)).  A quantity measure is a number whose name word starts or ends with qty,
 * quantity, units, stock, slots, copies, sold or sales (ytd_sales integer, unit_sales,
 * quantity_in_stock), and is not a money measure nor a quantity "per" something
 * (quantity_per_outer: a pack's size).  A name word that says an
 * identifier, a code, a rate or a share (id, no, num, number, code, key, rate, percent,
 * pct, ratio) makes any column no measure (sales_rep_employee_number, tax_rate), and so
 * does one that says a bound (low, high, min, max, minimum, maximum, lower, upper, or a
 * whole name that is one of them before a measure word: max_salary, lowqty).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SCHEMA_MEASURES_H
#define DTFIXUP_SCHEMA_MEASURES_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "text/tokenizer.h"

typedef enum MeasureKind
{
	MEASURE_NONE = 0,
	MEASURE_MONEY = 1,
	MEASURE_QUANTITY = 2
} MeasureKind;

/* Bits of MeasureKind: what a question word asks for ("sales" asks for either). */
#define MEASURE_BIT(kind) (1u << (kind))

/* Most measure columns of one kind a question word links to: a schema with more money
 * columns than this gives a word like "revenue" no link (it says nothing about which). */
#define MEASURE_LINKS_MAX 8
/* How far from a measure word a word naming one measure column in part says which ("order
 * value", "order 100 worth"). */
#define MEASURE_NEIGHBOUR_REACH 2

/* Whether a column name word says the column identifies, codes or divides (id, no,
 * number, code, key, rate, percent, pct, ratio) or counts days: no measure of any kind. */
bool		measure_name_word_rules_out(const char *w);

/* Whether column c of g holds a stock: a number, no key, no money and no bound, with a name
 * word that starts with "stock" or "inventor", or is "hand" (units_in_stock,
 * quantity_on_hand, product_inventory, which is no quantity measure by its name), or a
 * quantity of a table so named (productinventory.quantity) whose name says no selling
 * (inventory.sales) and that no column holding stock by its own name stands beside
 * (inventory.quan_in_stock), or a plain quantity of a catalogue of one price that lines
 * with a quantity of their own refer to (product.quantity beside product.unit_price, where
 * sales_order_items refers to product and holds the quantities sold). */
bool		measure_column_holds_stock(const SchemaGraph *g, int c);

/* How surely column c, which holds stock (measure_column_holds_stock), holds the stock on
 * hand now: 2 where its own name says "on hand" or "in stock" (quantity_on_hand,
 * units_in_stock), 1 where its own name says stock otherwise (target_stock_level,
 * last_stocktake_quantity), 0 where only its table's name does
 * (inventorytransaction.quantity, a movement as much as a stock). */
int			measure_stock_rank(const SchemaGraph *g, int c);

/* The measure column (global index) c of g is, if any. */
MeasureKind measure_kind_of(const SchemaGraph *g, int c);

/* The measure kind of every column of g: an array of g->n_columns (dt_alloc'ed; dt_free). */
MeasureKind *measure_columns_find(const SchemaGraph *g);

/* The measure kinds (MEASURE_BIT) token i of q asks for: a money word ("revenue",
 * "priciest", "$"), a quantity word ("copies", "units"), or a word of selling ("sales",
 * "sold"), which asks for either; 0 for any other token. */
unsigned	measure_word_kinds(const TextTokens *q, int i);

/* Whether token i of q says stock: "stock", "inventory", or "hand" of "on hand". */
bool		measure_word_says_stock(const TextTokens *q, int i);

/* Whether token i of q asks for the money taken, spent or earned over many rows
 * ("revenue", "spent", "earned", "paid", "sales" but not "sales reps" or "sales orders"),
 * not for a price ("priciest", "cost"). */
bool		measure_word_asks_takings(const TextTokens *q, int i);

/* Whether column c of g is money that prices one thing (a name word starting or ending
 * with price, msrp, srp, fee or fare: unit_price, price_each), rather than an amount taken
 * (amount, order_total, cost). */
bool		measure_column_is_price(const SchemaGraph *g, int c);

/* Which price of one unit a money column is, by its name. */
typedef enum MeasurePrice
{
	MEASURE_PRICE_NONE = 0,
	MEASURE_PRICE_COST,			/* buy_price, standardcost */
	MEASURE_PRICE_LIST,			/* msrp, listprice */
	MEASURE_PRICE_PLAIN			/* price, unit_price */
} MeasurePrice;

/* The price of one unit column c of g is (a money column that is no takings): a cost where
 * its name holds "cost", "buy" or "purchase", a list price where it holds "list", "msrp",
 * "retail", "srp" or "sell", a plain price where it is a price otherwise
 * (measure_column_is_price); MEASURE_PRICE_NONE for any other column. */
MeasurePrice measure_price_kind(const SchemaGraph *g, int c);

/* The one column of table t of price kind kind (MEASURE_PRICE_NONE: of any kind); -1 when
 * none or several. */
int			measure_one_price(const SchemaGraph *g, int t, MeasurePrice kind);

/* Whether column c of g is money that a name word says is taken (sales, revenue, income,
 * turnover, takings, paid, payment, earning: store_sales, amount_paid), not a price; of
 * sales_fact's store_sales and store_cost, the money the sales took. */
bool		measure_column_is_takings(const SchemaGraph *g, int c);

/* Whether column c of g is money its name says someone earns (income, salary, wage). */
bool		measure_column_is_earnings(const SchemaGraph *g, int c);

/* The one money column of table t that holds a record's whole amount: taken (sales,
 * payment: measure_column_is_takings) or named a total or an amount (order_total,
 * totaldue, amount) and no part of it (a name word net, tax, vat, freight, shipping or
 * discount: gross_amount beside net_amount and tax_amount), no price; -1 when none or
 * several.
 * "The biggest order" is the one with the largest total (dimensions.h). */
int			measure_table_total(const SchemaGraph *g, int t);

/*
 * Each question word that asks for a measure, in a question that names no measure column
 * of that kind (by its whole name, "price", "slots", or through the lexicon, before this
 * step),
 * and is not one word of a phrase that names a table or column ("sales reps"), linked to every measure column of the
 * kinds it asks for (LINK_COLUMN, LINK_LEXICON, one token), when g has 1 to
 * MEASURE_LINKS_MAX of them (of more money columns, to the tables' totals,
 * measure_table_total, when there are 1 to MEASURE_LINKS_MAX of those); but where a word at most MEASURE_NEIGHBOUR_REACH tokens away
 * names some of them in part ("the average order value": order_total), to those only,
 * however many the schema has.  Appends to out; the caller sorts.
 */
void		link_measure_words(const SchemaGraph *g, const TextTokens *q, LinkResult *out);

/*
 * The measure-word links of out dropped where the word is part of a stored value the
 * question names (out's value links, made after link_measure_words): one of several words
 * of the value ("Sales Representatives"), or a word written with a capital inside the
 * sentence ("the Sales department", "work in Sales").  There the word names a row, not an
 * amount, and a link to every money column sent the model to sum(salary).
 */
void		link_measure_words_drop_values(const TextTokens *q, LinkResult *out);

#endif
