/*
 * test_measures.c — money and quantity columns read off the catalog, and the question
 * words that link to them (schema/measures.h).
 */
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "schema/linking.h"
#include "schema/measures.h"
#include "schema/schema_graph.h"
#include "text/tokenizer.h"
#include "unit.h"

#define COL(name, type, cls) schema_graph_add_column(g, name, type, cls, true, false, 0)
#define NUM(name) COL(name, "numeric(10,2)", SG_TYPE_NUMBER)
#define INT(name) COL(name, "integer", SG_TYPE_NUMBER)
#define TEXT(name) COL(name, "text", SG_TYPE_TEXT)

/* A shop: titles (price money, advance, ytd_sales), sales (qty, a key), stores, and
 * columns that look like measures and are not. */
static SchemaGraph *
shop_graph(int *col)
{
	SchemaGraph *g = schema_graph_new();
	int			titles,
				sales;

	titles = schema_graph_add_table(g, "public", "titles", SG_TABLE, 0);
	col[0] = schema_graph_add_column(g, "title_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	col[1] = TEXT("title");
	col[2] = COL("price", "money", SG_TYPE_NUMBER);
	col[3] = NUM("advance");
	col[4] = INT("ytd_sales");
	col[5] = NUM("royalty_rate");	/* a rate: no measure */
	col[6] = TEXT("price_note");	/* text: no measure */
	sales = schema_graph_add_table(g, "public", "sales", SG_TABLE, 0);
	col[7] = INT("ord_num");
	col[8] = INT("qty");
	col[9] = INT("title_id");	/* a foreign key: no measure */
	col[10] = NUM("membercost");
	col[11] = NUM("initialoutlay");
	col[12] = INT("quantity_in_stock");
	col[13] = NUM("price_each");
	col[14] = INT("sales_rep_employee_number");	/* names a person: no measure */
	col[15] = NUM("total");
	col[16] = INT("unit_count");	/* neither */
	col[17] = INT("lowqty");	/* bounds of a measure: none */
	col[18] = NUM("max_salary");
	col[19] = INT("highqty");
	col[20] = INT("quantity_per_outer");	/* a pack's size: none */
	col[21] = NUM("price_per_unit");	/* money per unit is still money */
	schema_graph_add_foreign_key(g, sales, titles, 1, &col[9], &col[0]);
	return g;
}

UNIT_TEST(measure_columns_by_name_and_type)
{
	int			col[22];
	SchemaGraph *g = shop_graph(col);
	MeasureKind *kind = measure_columns_find(g);

	CHECK_INT_EQ(kind[col[0]], MEASURE_NONE);	/* primary key */
	CHECK_INT_EQ(kind[col[1]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[2]], MEASURE_MONEY);	/* type money */
	CHECK_INT_EQ(kind[col[3]], MEASURE_MONEY);
	CHECK_INT_EQ(kind[col[4]], MEASURE_QUANTITY);
	CHECK_INT_EQ(kind[col[5]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[6]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[7]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[8]], MEASURE_QUANTITY);
	CHECK_INT_EQ(kind[col[9]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[10]], MEASURE_MONEY);	/* a compound kept whole */
	CHECK_INT_EQ(kind[col[11]], MEASURE_MONEY);
	CHECK_INT_EQ(kind[col[12]], MEASURE_QUANTITY);
	CHECK_INT_EQ(kind[col[13]], MEASURE_MONEY);
	CHECK_INT_EQ(kind[col[14]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[15]], MEASURE_MONEY);
	CHECK_INT_EQ(kind[col[16]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[17]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[18]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[19]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[20]], MEASURE_NONE);
	CHECK_INT_EQ(kind[col[21]], MEASURE_MONEY);
	for (int c = 0; c < g->n_columns; c++)
		CHECK_INT_EQ(measure_kind_of(g, c), kind[c]);
	dt_free(kind);
	schema_graph_free(g);
}

/* Words that say money only with a type that holds cents, and sales as money or as units. */
UNIT_TEST(weak_money_words_and_sales_read_by_type)
{
	SchemaGraph *g = schema_graph_new();
	int			col[8];

	schema_graph_add_table(g, "public", "facts", SG_TABLE, 0);
	col[0] = COL("total_children", "smallint", SG_TYPE_NUMBER);	/* counts children */
	col[1] = NUM("order_total");
	col[2] = COL("order_value", "numeric", SG_TYPE_NUMBER);
	col[3] = NUM("store_sales");	/* money taken */
	col[4] = NUM("unit_sales");	/* units sold */
	col[5] = INT("ytd_sales");	/* copies sold */
	col[6] = NUM("profit");
	col[7] = NUM("srp");
	CHECK_INT_EQ(measure_kind_of(g, col[0]), MEASURE_NONE);
	CHECK_INT_EQ(measure_kind_of(g, col[1]), MEASURE_MONEY);
	CHECK_INT_EQ(measure_kind_of(g, col[2]), MEASURE_MONEY);
	CHECK_INT_EQ(measure_kind_of(g, col[3]), MEASURE_MONEY);
	CHECK_INT_EQ(measure_kind_of(g, col[4]), MEASURE_QUANTITY);
	CHECK_INT_EQ(measure_kind_of(g, col[5]), MEASURE_QUANTITY);
	CHECK_INT_EQ(measure_kind_of(g, col[6]), MEASURE_MONEY);
	CHECK_INT_EQ(measure_kind_of(g, col[7]), MEASURE_MONEY);
	schema_graph_free(g);
}

static void
tokens_of(const char *s, TextTokens *t)
{
	DtError		err;

	memset(t, 0, sizeof(*t));
	CHECK(text_tokenize(s, strlen(s), t, &err));
}

/* The kinds the token spelled word of question asks for. */
static unsigned
kinds_of_word(const char *question, const char *word)
{
	TextTokens	t;
	unsigned	kinds = 0;

	tokens_of(question, &t);
	for (int i = 0; i < t.n; i++)
		if (strcmp(t.tokens[i].text, word) == 0)
			kinds = measure_word_kinds(&t, i);
	text_tokens_free(&t);
	return kinds;
}

UNIT_TEST(question_words_of_measures)
{
	unsigned	money = MEASURE_BIT(MEASURE_MONEY),
				quantity = MEASURE_BIT(MEASURE_QUANTITY);

	CHECK_INT_EQ(kinds_of_word("How much revenue did we make?", "revenue"), money);
	CHECK_INT_EQ(kinds_of_word("Which titles sell for more than $20?", "$"), money);
	CHECK_INT_EQ(kinds_of_word("Which titles sell for more than $20?", "sell"), money | quantity);
	CHECK_INT_EQ(kinds_of_word("What is our priciest book?", "priciest"), money);
	CHECK_INT_EQ(kinds_of_word("Which store ordered the most copies?", "copies"), quantity);
	CHECK_INT_EQ(kinds_of_word("Which store ordered the most copies?", "store"), 0);
	CHECK_INT_EQ(kinds_of_word("Which sales rep has brought in the most order value?", "value"),
				 money);
	CHECK_INT_EQ(kinds_of_word("How many books are there?", "many"), 0);
}

/* Whether the token spelled word of question asks for money taken. */
static bool
asks_takings(const char *question, const char *word)
{
	TextTokens	t;
	bool		asks = false;

	tokens_of(question, &t);
	for (int i = 0; i < t.n; i++)
		if (strcmp(t.tokens[i].text, word) == 0)
			asks = measure_word_asks_takings(&t, i);
	text_tokens_free(&t);
	return asks;
}

UNIT_TEST(sales_asks_for_money_unless_it_names_people_or_records)
{
	CHECK(asks_takings("Which store had the most sales?", "sales"));
	CHECK(asks_takings("Which customer has spent the most?", "spent"));
	CHECK(asks_takings("Which sales rep has brought in the most order value?", "value"));
	CHECK(!asks_takings("Which sales reps have the most customers?", "sales"));
	CHECK(!asks_takings("Which employee created the most sales orders?", "sales"));
}

/* A record's whole amount: the one total, or of several amounts the one no word says is a
 * part; a stock by its column's name or its table's. */
UNIT_TEST(whole_amounts_and_stocks)
{
	SchemaGraph *g = schema_graph_new();
	int			gross,
				inventory_qty,
				lines_qty,
				in_stock,
				sales;

	schema_graph_add_table(g, "public", "sales_orders", SG_TABLE, 0);
	schema_graph_add_column(g, "sales_order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	gross = NUM("gross_amount");
	NUM("net_amount");
	NUM("tax_amount");
	schema_graph_add_table(g, "public", "invoices", SG_TABLE, 0);
	schema_graph_add_column(g, "invoice_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	NUM("net_amount");
	NUM("vat_amount");
	schema_graph_add_table(g, "production", "product_inventory", SG_TABLE, 0);
	inventory_qty = INT("quantity");
	schema_graph_add_table(g, "public", "order_lines", SG_TABLE, 0);
	lines_qty = INT("quantity");
	CHECK_INT_EQ(measure_table_total(g, 0), gross);
	CHECK_INT_EQ(measure_table_total(g, 1), -1);	/* both parts: no whole */
	CHECK(measure_column_holds_stock(g, inventory_qty));
	CHECK(!measure_column_holds_stock(g, lines_qty));
	/* of a table of stock, the copies sold are none, nor a quantity beside the stock its
	 * own name says */
	schema_graph_add_table(g, "public", "inventory", SG_TABLE, 0);
	in_stock = INT("quan_in_stock");
	sales = INT("sales");
	CHECK(measure_column_holds_stock(g, in_stock));
	CHECK(!measure_column_holds_stock(g, sales));
	schema_graph_add_table(g, "public", "stock_items", SG_TABLE, 0);
	INT("units_on_hand");
	inventory_qty = INT("quantity");
	CHECK(!measure_column_holds_stock(g, inventory_qty));
	schema_graph_free(g);
}

/* Of several stocks, what is on hand now comes first; a level stock is kept at is none. */
UNIT_TEST(stock_on_hand_ranks_first)
{
	SchemaGraph *g = schema_graph_new();
	int			on_hand,
				stocktake,
				target,
				safety,
				moved;

	schema_graph_add_table(g, "public", "stock_item_holdings", SG_TABLE, 0);
	on_hand = INT("quantity_on_hand");
	stocktake = INT("last_stocktake_quantity");
	target = INT("target_stock_level");
	INT("reorder_level");
	schema_graph_add_table(g, "public", "items", SG_TABLE, 0);
	safety = NUM("safetystock");
	schema_graph_add_table(g, "public", "inventorytransaction", SG_TABLE, 0);
	moved = NUM("quantity");
	CHECK(measure_column_holds_stock(g, on_hand));
	CHECK_INT_EQ(measure_stock_rank(g, on_hand), 2);
	CHECK_INT_EQ(measure_stock_rank(g, stocktake), 1);
	CHECK(!measure_column_holds_stock(g, target));
	CHECK_INT_EQ(measure_kind_of(g, target), MEASURE_NONE);
	CHECK(!measure_column_holds_stock(g, safety));
	CHECK(measure_column_holds_stock(g, moved));
	CHECK_INT_EQ(measure_stock_rank(g, moved), 0);
	schema_graph_free(g);
}

/* Whether links hold a column link from the token spelled word to column. */
static bool
has_link(const TextTokens *t, const LinkResult *r, const char *word, int column)
{
	for (int i = 0; i < r->n_links; i++)
		if (r->links[i].kind == LINK_COLUMN && r->links[i].column == column &&
			strcmp(t->tokens[r->links[i].token_start].text, word) == 0)
			return true;
	return false;
}

UNIT_TEST(measure_words_link_to_measure_columns)
{
	int			col[22];
	SchemaGraph *g = shop_graph(col);
	TextTokens	t;
	LinkResult	r;

	tokens_of("Which store ordered the most copies for over $20?", &t);
	link_result_init(&r);
	link_names(g, &t, &r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "copies", col[8]));
	CHECK(has_link(&t, &r, "copies", col[4]));
	CHECK(has_link(&t, &r, "copies", col[12]));
	CHECK(!has_link(&t, &r, "copies", col[2]));	/* money is not a quantity */
	CHECK(has_link(&t, &r, "$", col[2]));
	CHECK(has_link(&t, &r, "$", col[10]));
	CHECK(!has_link(&t, &r, "$", col[8]));
	CHECK(!has_link(&t, &r, "$", col[5]));
	for (int i = 0; i < r.n_links; i++)
		if (r.links[i].kind == LINK_COLUMN && r.links[i].match == LINK_MEASURE)
			CHECK_INT_EQ(r.links[i].token_end, r.links[i].token_start + 1);
	link_result_free(&r);
	text_tokens_free(&t);

	/* one word of a phrase that names a column ("sales rep") is no measure word */
	tokens_of("Which sales rep has the most copies?", &t);
	link_result_init(&r);
	link_names(g, &t, &r);
	link_measure_words(g, &t, &r);
	CHECK(!has_link(&t, &r, "sales", col[8]));
	CHECK(!has_link(&t, &r, "sales", col[2]));
	CHECK(has_link(&t, &r, "copies", col[8]));
	link_result_free(&r);
	text_tokens_free(&t);

	/* a question that names a measure column of the kind says which: no measure link of
	 * that kind (here "price", and "expensive" for it); "copies" still links */
	tokens_of("What is the price of the most expensive title and its copies?", &t);
	link_result_init(&r);
	link_names(g, &t, &r);
	CHECK(has_link(&t, &r, "price", col[2]));
	link_measure_words(g, &t, &r);
	CHECK(!has_link(&t, &r, "price", col[3]));
	CHECK(!has_link(&t, &r, "price", col[10]));
	CHECK(!has_link(&t, &r, "expensive", col[2]));
	CHECK(!has_link(&t, &r, "expensive", col[3]));
	CHECK(has_link(&t, &r, "copies", col[8]));
	link_result_free(&r);
	text_tokens_free(&t);
	schema_graph_free(g);
}

/* A word of spending is no income: what a customer earns is not what they spent with us. */
/* A catalogue's own plain quantity, where lines that refer to it hold the quantities sold,
 * is its stock (PowerBuilder's demo: product.quantity beside sales_order_items.quantity);
 * the lines' is none, and a word of selling links neither the stock nor a salary. */
UNIT_TEST(catalogue_quantity_counted_by_lines_is_stock)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t;
	LinkResult	r;
	int			product_id,
				product_qty,
				price,
				prod_ref,
				lines_qty,
				salary,
				unpriced_qty;

	schema_graph_add_table(g, "public", "product", SG_TABLE, 0);
	product_id = schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	TEXT("name");
	product_qty = INT("quantity");
	price = NUM("unit_price");
	schema_graph_add_table(g, "public", "sales_order_items", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	prod_ref = INT("prod_id");
	lines_qty = INT("quantity");
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	salary = NUM("salary");
	/* a priced table no lines refer to keeps its quantity a plain quantity */
	schema_graph_add_table(g, "public", "parcel", SG_TABLE, 0);
	schema_graph_add_column(g, "parcel_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	unpriced_qty = INT("quantity");
	NUM("unit_price");
	schema_graph_add_foreign_key(g, 1, 0, 1, &prod_ref, &product_id);
	CHECK(measure_column_is_price(g, price));
	CHECK(measure_column_holds_stock(g, product_qty));
	CHECK(!measure_column_holds_stock(g, lines_qty));
	CHECK(!measure_column_holds_stock(g, unpriced_qty));
	tokens_of("Which companies do we sell to in Ohio?", &t);
	link_result_init(&r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "sell", lines_qty));
	CHECK(!has_link(&t, &r, "sell", product_qty));
	CHECK(!has_link(&t, &r, "sell", salary));
	link_result_free(&r);
	text_tokens_free(&t);
	schema_graph_free(g);
}

UNIT_TEST(spending_links_no_earnings)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t;
	LinkResult	r;
	int			income,
				total;

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	income = NUM("income");
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	total = NUM("totalamount");
	tokens_of("Which customer has spent the most?", &t);
	link_result_init(&r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "spent", total));
	CHECK(!has_link(&t, &r, "spent", income));
	link_result_free(&r);
	text_tokens_free(&t);
	/* earning is: "earn" links to both */
	tokens_of("How many customers earn $100,000 or more?", &t);
	link_result_init(&r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "earn", income));
	CHECK(has_link(&t, &r, "earn", total));
	link_result_free(&r);
	text_tokens_free(&t);
	schema_graph_free(g);
}

UNIT_TEST(too_many_measure_columns_link_none)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t;
	LinkResult	r;
	char		name[32];

	schema_graph_add_table(g, "public", "ledger", SG_TABLE, 0);
	for (int i = 0; i <= MEASURE_LINKS_MAX; i++)
	{
		snprintf(name, sizeof(name), "cost%c", 'a' + i);
		NUM(name);
	}
	INT("qty");
	tokens_of("How much revenue and how many units?", &t);
	link_result_init(&r);
	link_measure_words(g, &t, &r);
	/* "revenue" says nothing about which of nine money columns; "units" links to qty */
	CHECK_INT_EQ(r.n_links, 1);
	CHECK_STR_EQ(t.tokens[r.links[0].token_start].text, "units");
	link_result_free(&r);
	text_tokens_free(&t);
	schema_graph_free(g);
}

/* Of more money columns than a word links to, the tables' totals stand for them: the
 * orders' total, not the prices, costs and the parts of the order's amount. */
UNIT_TEST(too_many_money_columns_link_the_totals)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t;
	LinkResult	r;
	int			total,
				days;

	schema_graph_add_table(g, "public", "items", SG_TABLE, 0);
	NUM("listprice");
	NUM("standardcost");
	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	NUM("creditlimit");
	days = INT("payment_days");
	schema_graph_add_table(g, "public", "salesorder", SG_TABLE, 0);
	NUM("subtotal");
	NUM("taxamount");
	NUM("shippingamount");
	NUM("discountamount");
	total = NUM("totalamount");
	NUM("netamount");
	schema_graph_add_table(g, "public", "salesorderline", SG_TABLE, 0);
	NUM("unitprice");
	NUM("discountamount");
	tokens_of("Which customer has spent the most with us?", &t);
	link_result_init(&r);
	link_measure_words(g, &t, &r);
	CHECK_INT_EQ(r.n_links, 1);
	CHECK(has_link(&t, &r, "spent", total));
	link_result_free(&r);
	text_tokens_free(&t);
	/* days a customer has to pay are no money */
	CHECK(measure_kind_of(g, days) == MEASURE_NONE);
	schema_graph_free(g);
}

UNIT_TEST(a_word_next_to_a_measure_word_says_which)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t;
	LinkResult	r;
	int			unit_price,
				quantity,
				order_total,
				total_sales;

	schema_graph_add_table(g, "public", "order_items", SG_TABLE, 0);
	unit_price = NUM("unit_price");
	quantity = INT("quantity");
	schema_graph_add_table(g, "public", "customer_order_products", SG_VIEW, 0);
	order_total = NUM("order_total");
	schema_graph_add_table(g, "public", "store_orders", SG_VIEW, 0);
	total_sales = NUM("total_sales");

	/* "order" names order_total in part, next to "cost": that one only */
	tokens_of("What is the average order cost?", &t);
	link_result_init(&r);
	link_names(g, &t, &r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "cost", order_total));
	CHECK(!has_link(&t, &r, "cost", unit_price));
	CHECK(!has_link(&t, &r, "cost", total_sales));
	link_result_free(&r);
	text_tokens_free(&t);
	/* two tokens away ("order 100 worth"), still; three, no longer */
	tokens_of("What was order 100 worth?", &t);
	link_result_init(&r);
	link_names(g, &t, &r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "worth", order_total));
	CHECK(!has_link(&t, &r, "worth", unit_price));
	link_result_free(&r);
	text_tokens_free(&t);
	tokens_of("What did the order on may 5 cost?", &t);
	link_result_init(&r);
	link_names(g, &t, &r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "cost", unit_price));
	CHECK(has_link(&t, &r, "cost", order_total));
	link_result_free(&r);
	text_tokens_free(&t);
	/* no such word: every money column; a quantity word is not told by a money column */
	tokens_of("What is the average cost?", &t);
	link_result_init(&r);
	link_names(g, &t, &r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "cost", unit_price));
	CHECK(has_link(&t, &r, "cost", order_total));
	CHECK(has_link(&t, &r, "cost", total_sales));
	link_result_free(&r);
	text_tokens_free(&t);
	tokens_of("How many order units?", &t);
	link_result_init(&r);
	link_names(g, &t, &r);
	link_measure_words(g, &t, &r);
	CHECK(has_link(&t, &r, "units", quantity));
	link_result_free(&r);
	text_tokens_free(&t);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(measure_columns_by_name_and_type);
	UNIT_RUN(weak_money_words_and_sales_read_by_type);
	UNIT_RUN(question_words_of_measures);
	UNIT_RUN(sales_asks_for_money_unless_it_names_people_or_records);
	UNIT_RUN(whole_amounts_and_stocks);
	UNIT_RUN(catalogue_quantity_counted_by_lines_is_stock);
	UNIT_RUN(stock_on_hand_ranks_first);
	UNIT_RUN(measure_words_link_to_measure_columns);
	UNIT_RUN(spending_links_no_earnings);
	UNIT_RUN(too_many_measure_columns_link_none);
	UNIT_RUN(too_many_money_columns_link_the_totals);
	UNIT_RUN(a_word_next_to_a_measure_word_says_which);
	UNIT_DONE();
}
