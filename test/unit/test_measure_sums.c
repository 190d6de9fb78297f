/*
 * test_measure_sums.c — units, copies and money taken counted as the sum of a measure
 * (sql/sql_measure_sums.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_measure_sums.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* products(product_id, product_name, unit_price), order_items(order_id, product_id,
 * quantity, unit_price) and inventory(inventory_id, product_id, product_inventory),
 * order_items.product_id and inventory.product_id referencing products. */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	to = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(8,2)", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "order_items", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	schema_graph_add_table(g, "public", "inventory", SG_TABLE, 0);
	schema_graph_add_column(g, "inventory_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "product_inventory", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);
	return g;
}

/* The measure_sums copy of the query in notation for question, rendered ("-": none); the
 * word "products" links to its table. */
static char *
summed(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	for (int i = 0; i < sc.t.n; i++)
		if (text_token_is(&sc.t, i, "products"))
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, i, i + 1, 0, -1, NULL);
	sql = rendered_copy(sql_counts_as_sums(sc.ast, g, &sc.t, &sc.links), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_SUM(question, notation, expected)                                \
	do {                                                                       \
		char *_s = summed(g, question, notation);                              \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define ITEMS_OF_MOUSE                                                         \
	"sql_select from_table T:order_items from_table_join T:products "          \
	"cond_eq expr_column C:0:product_id expr_column C:1:product_id ; "        \
	"select_expr agg_count_star ; "                                            \
	"cond_eq expr_column C:1:product_name expr_value V:text:Mouse ; ; ; ;"

UNIT_TEST(units_and_copies_add_up_the_quantity)
{
	SchemaGraph *g = orders_graph();

	CHECK_SUM("How many units of the Mouse have we sold?", ITEMS_OF_MOUSE,
			  "SELECT sum(t0.quantity) FROM public.order_items AS t0 JOIN public.products AS t1 "
			  "ON t0.product_id = t1.product_id WHERE t1.product_name = 'Mouse'");
	/* a ranking by units: ORDER BY count(*) */
	CHECK_SUM("Which product sells the most units?",
			  "sql_select from_table T:products from_table_join T:order_items "
			  "cond_eq expr_column C:0:product_id expr_column C:1:product_id ; "
			  "select_expr expr_column C:0:product_name ; ; expr_column C:0:product_id ; ; "
			  "order_desc agg_count_star ; V:integer:1",
			  "SELECT t0.product_name FROM public.products AS t0 JOIN public.order_items AS t1 "
			  "ON t0.product_id = t1.product_id GROUP BY t0.product_id ORDER BY sum(t1.quantity) DESC NULLS LAST LIMIT 1");
	/* what stays: no quantity asked for, no quantity read, nothing counted */
	CHECK_SUM("How many orders of the Mouse are there?", ITEMS_OF_MOUSE, "-");
	CHECK_SUM("How many units does the catalogue list?",
			  "sql_select from_table T:products ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	CHECK_SUM("How many units of the Mouse have we sold?",
			  "sql_select from_table T:order_items ; select_expr agg_max expr_column C:0:quantity ; ; ; ; ; ;", "-");
	/* the distinct line sizes counted: their sum, unless different ones are asked for */
	CHECK_SUM("How many units have we sold?",
			  "sql_select from_table T:order_items ; select_expr agg_count_distinct "
			  "expr_column C:0:quantity ; ; ; ; ; ;",
			  "SELECT sum(t0.quantity) FROM public.order_items AS t0");
	CHECK_SUM("How many different units have we sold?",
			  "sql_select from_table T:order_items ; select_expr agg_count_distinct "
			  "expr_column C:0:quantity ; ; ; ; ; ;", "-");
	schema_graph_free(g);
}

#define COUNT_OF_MOUSE                                                         \
	"sql_select from_table T:products ; select_expr agg_count_star ; "          \
	"cond_eq expr_column C:0:product_name expr_value V:text:Mouse ; ; ; ;"

#define NAMES_AND_PRICES                                                       \
	"sql_select from_table T:products ; select_expr expr_column C:0:product_name " \
	"select_expr expr_column C:0:unit_price ; ; ; ; ; ;"

/* Money taken per thing, answered with a price beside the thing: the sum of what is
 * taken, grouped by the thing the word after "each" names. */
UNIT_TEST(money_taken_per_thing_is_summed_by_the_thing)
{
	SchemaGraph *g = orders_graph();

	CHECK_SUM("What are the sales of each of our products?", NAMES_AND_PRICES,
			  "SELECT t0.product_name, sum((t1.quantity * t1.unit_price)) FROM public.products AS t0 "
			  "JOIN public.order_items AS t1 ON t1.product_id = t0.product_id GROUP BY t0.product_name");
	/* no "each", "per", "every" or "by"; the thing answered is not the one named after it */
	CHECK_SUM("What are the sales of our products?", NAMES_AND_PRICES, "-");
	CHECK_SUM("What are the sales of each store?", NAMES_AND_PRICES, "-");
	schema_graph_free(g);
}

/* A word of the thing named that also names a table ("tops" of "tank tops", a region in
 * the lexicon) names no table there: the thing's stock is still asked. */
UNIT_TEST(a_table_word_inside_a_named_thing_names_no_table)
{
	SchemaGraph *g = orders_graph();
	StepCase	sc;
	char	   *sql;

	if (step_case_begin(&sc, g, "How many tank tops do we have in stock?",
						"sql_select from_table T:products ; select_expr agg_count_star ; "
						"cond_eq expr_column C:0:product_name expr_value V:text:TankTop ; ; ; ;"))
	{
		link_result_add(&sc.links, LINK_VALUE, LINK_LEXICON, 2, 4, 0, 1, "TankTop");
		link_result_add(&sc.links, LINK_TABLE, LINK_LEXICON, 3, 4, 2, -1, NULL);
		sql = rendered_copy(sql_counts_as_sums(sc.ast, g, &sc.t, &sc.links), g, NULL);
		CHECK_STR_EQ(sql, "SELECT sum(t1.product_inventory) FROM public.products AS t0 JOIN public.inventory AS t1 "
					 "ON t1.product_id = t0.product_id WHERE t0.product_name = 'TankTop'");
		free(sql);
		step_case_end(&sc);
	}
	schema_graph_free(g);
}

UNIT_TEST(a_named_thing_sold_or_in_stock_adds_up_the_related_quantity)
{
	SchemaGraph *g = orders_graph();

	/* the rows that refer to the thing named hold the quantity: joined */
	CHECK_SUM("How many Mouse have we sold?", COUNT_OF_MOUSE,
			  "SELECT sum(t1.quantity) FROM public.products AS t0 JOIN public.order_items AS t1 "
			  "ON t1.product_id = t0.product_id WHERE t0.product_name = 'Mouse'");
	CHECK_SUM("How many Mouse do we have in stock?", COUNT_OF_MOUSE,
			  "SELECT sum(t1.product_inventory) FROM public.products AS t0 JOIN public.inventory AS t1 "
			  "ON t1.product_id = t0.product_id WHERE t0.product_name = 'Mouse'");
	CHECK_SUM("How many Mouse are on hand?", COUNT_OF_MOUSE,
			  "SELECT sum(t1.product_inventory) FROM public.products AS t0 JOIN public.inventory AS t1 "
			  "ON t1.product_id = t0.product_id WHERE t0.product_name = 'Mouse'");
	/* read already: the one of the kind asked */
	CHECK_SUM("How many Mouse do we have in stock?",
			  "sql_select from_table T:products from_table_join T:inventory "
			  "cond_eq expr_column C:0:product_id expr_column C:1:product_id ; "
			  "select_expr agg_count_star ; "
			  "cond_eq expr_column C:0:product_name expr_value V:text:Mouse ; ; ; ;",
			  "SELECT sum(t1.product_inventory) FROM public.products AS t0 JOIN public.inventory AS t1 "
			  "ON t0.product_id = t1.product_id WHERE t0.product_name = 'Mouse'");
	/* "how many products" counts products; no row named; no word of selling or stock */
	CHECK_SUM("How many products have we sold?", COUNT_OF_MOUSE, "-");
	CHECK_SUM("How many Mouse have we sold?",
			  "sql_select from_table T:products ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	CHECK_SUM("How many Mouse are there?", COUNT_OF_MOUSE, "-");
	schema_graph_free(g);
}

/* customers(customer_id, name, zone), orders(order_id, customer_id, order_date), order_items(
 * item_id, order_id, quantity, unit_price), payments(payment_id, customer_id, amount):
 * orders and payments refer to customers, order_items to orders. */
static SchemaGraph *
customers_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				customer,
				order;

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	customer = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "zone", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	order = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "order_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &customer);
	schema_graph_add_table(g, "public", "order_items", SG_TABLE, 0);
	schema_graph_add_column(g, "item_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 2, 1, 1, &from, &order);
	schema_graph_add_table(g, "public", "payments", SG_TABLE, 0);
	schema_graph_add_column(g, "payment_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "amount", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 3, 0, 1, &from, &customer);
	return g;
}

/* customers joined to table (T:name, its customer_id C:1:customer_id), grouped by the
 * customer, ranked by count(*) */
#define CUSTOMERS_RANKED_WITH(table)                                           \
	"sql_select from_table T:customers from_table_join T:" table " "           \
	"cond_eq expr_column C:0:customer_id expr_column C:1:customer_id ; "      \
	"select_expr expr_column C:0:name ; ; expr_column C:0:customer_id ; ; "    \
	"order_desc agg_count_star ; V:integer:1"

UNIT_TEST(money_taken_adds_up_what_the_counted_rows_take)
{
	SchemaGraph *g = customers_graph();

	/* the orders counted take nothing themselves: their lines do, quantity times price */
	CHECK_SUM("Which customer has spent the most?", CUSTOMERS_RANKED_WITH("orders"),
			  "SELECT t0.name FROM public.customers AS t0 JOIN public.orders AS t1 "
			  "ON t0.customer_id = t1.customer_id JOIN public.order_items AS t2 ON t2.order_id = t1.order_id "
			  "GROUP BY t0.customer_id ORDER BY sum((t2.quantity * t2.unit_price)) DESC NULLS LAST LIMIT 1");
	/* the payments counted take an amount */
	CHECK_SUM("Which customer has paid us the most?", CUSTOMERS_RANKED_WITH("payments"),
			  "SELECT t0.name FROM public.customers AS t0 JOIN public.payments AS t1 "
			  "ON t0.customer_id = t1.customer_id GROUP BY t0.customer_id "
			  "ORDER BY sum(t1.amount) DESC NULLS LAST LIMIT 1");
	/* a named customer's count: the one table that refers to customers and takes money */
	CHECK_SUM("How much has Ann spent in total?",
			  "sql_select from_table T:customers ; select_expr agg_count_star ; "
			  "cond_eq expr_column C:0:name expr_value V:text:Ann ; ; ; ;",
			  "SELECT sum(t1.amount) FROM public.customers AS t0 JOIN public.payments AS t1 "
			  "ON t1.customer_id = t0.customer_id WHERE t0.name = 'Ann'");
	/* the orders' lines and the customer's payments both take money: no copy */
	CHECK_SUM("How much has Ann paid in total?",
			  "sql_select from_table T:orders from_table_join T:customers "
			  "cond_eq expr_column C:0:customer_id expr_column C:1:customer_id ; "
			  "select_expr agg_count_star ; "
			  "cond_eq expr_column C:1:name expr_value V:text:Ann ; ; ; ;", "-");
	/* units of a row the WHERE fixes: the quantity of the one table that refers to it */
	CHECK_SUM("How many units were on order 7?",
			  "sql_select from_table T:orders ; select_expr agg_count_star ; "
			  "cond_eq expr_column C:0:order_id expr_value V:integer:7 ; ; ; ;",
			  "SELECT sum(t1.quantity) FROM public.orders AS t0 JOIN public.order_items AS t1 "
			  "ON t1.order_id = t0.order_id WHERE t0.order_id = 7");
	/* what stays: a count asked, no money taken asked, "sales" of people */
	CHECK_SUM("How many customers have spent money with us?",
			  "sql_select from_table T:customers ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	CHECK_SUM("Which customer has placed the most orders?", CUSTOMERS_RANKED_WITH("orders"), "-");
	CHECK_SUM("Which sales rep looks after the most customers?", CUSTOMERS_RANKED_WITH("orders"), "-");
	schema_graph_free(g);
}

#define ZONES_SUMMED_PER_CUSTOMER                                              \
	"sql_select from_table T:customers from_table_join T:orders "              \
	"cond_eq expr_column C:0:customer_id expr_column C:1:customer_id ; "      \
	"select_expr expr_column C:0:name select_expr agg_sum expr_column C:0:zone ; ; " \
	"expr_column C:0:customer_id ; ; ; ;"

/* Money taken per thing answered with the sum of a number that measures nothing (the
 * customers' zone): what the counted rows take instead. */
UNIT_TEST(a_sum_of_a_number_that_measures_nothing_becomes_the_takings)
{
	SchemaGraph *g = customers_graph();

	CHECK_SUM("What is the total revenue of each customer?", ZONES_SUMMED_PER_CUSTOMER,
			  "SELECT t0.name, sum((t2.quantity * t2.unit_price)) FROM public.customers AS t0 "
			  "JOIN public.orders AS t1 ON t0.customer_id = t1.customer_id JOIN public.order_items AS t2 "
			  "ON t2.order_id = t1.order_id GROUP BY t0.customer_id");
	/* no money taken asked */
	CHECK_SUM("What is the total zone of each customer?", ZONES_SUMMED_PER_CUSTOMER, "-");
	schema_graph_free(g);
}

/* A quantity asked after "total", answered with a sum of money: the sum of the quantity. */
UNIT_TEST(a_total_quantity_answered_with_money_adds_up_the_quantity)
{
	SchemaGraph *g = orders_graph();
	const char *prices_per_product =
		"sql_select from_table T:products from_table_join T:order_items "
		"cond_eq expr_column C:0:product_id expr_column C:1:product_id ; "
		"select_expr expr_column C:0:product_name select_expr agg_sum expr_column C:1:unit_price ; ; "
		"expr_column C:0:product_id ; ; ; ;";

	CHECK_SUM("What is the total quantity sold of each product?", prices_per_product,
			  "SELECT t0.product_name, sum(t1.quantity) FROM public.products AS t0 JOIN "
			  "public.order_items AS t1 ON t0.product_id = t1.product_id GROUP BY t0.product_id");
	/* money asked: the price stays money (sum_taken's to turn) */
	CHECK_SUM("What is the total price of each product?", prices_per_product, "-");
	schema_graph_free(g);
}

/* products(product_id, product_line, units_in_stock), order_lines(line_id, product_id,
 * quantity), order_lines.product_id referencing products. */
static SchemaGraph *
lines_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	to = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "product_line", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "units_in_stock", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "order_lines", SG_TABLE, 0);
	schema_graph_add_column(g, "line_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

/* Units sold, answered with a sum of the stock: the quantity of the lines that sold them. */
UNIT_TEST(units_sold_answered_with_the_stock_add_up_the_lines)
{
	SchemaGraph *g = lines_graph();
	const char *stock_per_line =
		"sql_select from_table T:products ; select_expr expr_column C:0:product_line ; ; "
		"expr_column C:0:product_line ; ; order_desc agg_sum expr_column C:0:units_in_stock ; V:integer:1";

	CHECK_SUM("Which product line sold the most units?", stock_per_line,
			  "SELECT t0.product_line FROM public.products AS t0 JOIN public.order_lines AS t1 "
			  "ON t1.product_id = t0.product_id GROUP BY t0.product_line "
			  "ORDER BY sum(t1.quantity) DESC NULLS LAST LIMIT 1");
	/* the stock asked for */
	CHECK_SUM("Which product line has the most units in stock?", stock_per_line, "-");
	schema_graph_free(g);
}

UNIT_TEST(a_count_per_grouped_thing_adds_up_what_the_rows_referring_to_it_take)
{
	SchemaGraph *g = customers_graph();

	/* customers of one name counted: what they spent is their payments' (the orders take
	 * nothing themselves) */
	CHECK_SUM("Which customer has paid us the most?",
			  "sql_select from_table T:customers ; select_expr expr_column C:0:name ; ; "
			  "expr_column C:0:name ; ; order_desc agg_count_star ; V:integer:1",
			  "SELECT t0.name FROM public.customers AS t0 JOIN public.payments AS t1 "
			  "ON t1.customer_id = t0.customer_id GROUP BY t0.name "
			  "ORDER BY sum(t1.amount) DESC NULLS LAST LIMIT 1");
	/* orders counted per customer: what their lines take (the payments do not refer to
	 * orders) */
	CHECK_SUM("Which customer has spent the most?",
			  "sql_select from_table T:orders ; select_expr expr_column C:0:customer_id ; ; "
			  "expr_column C:0:customer_id ; ; order_desc agg_count_star ; V:integer:1",
			  "SELECT t0.customer_id FROM public.orders AS t0 JOIN public.order_items AS t1 "
			  "ON t1.order_id = t0.order_id GROUP BY t0.customer_id "
			  "ORDER BY sum((t1.quantity * t1.unit_price)) DESC NULLS LAST LIMIT 1");
	/* customers counted per name, with no money asked: nothing */
	CHECK_SUM("Which name do the most customers have?",
			  "sql_select from_table T:customers ; select_expr expr_column C:0:name ; ; "
			  "expr_column C:0:name ; ; order_desc agg_count_star ; V:integer:1", "-");
	schema_graph_free(g);
}

/* call_center(day_id, shift, calls, orders): one row a shift a day, its calls and orders
 * counted in columns */
static SchemaGraph *
call_center_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "call_center", SG_TABLE, 0);
	schema_graph_add_column(g, "day_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "shift", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "calls", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "orders", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The measure_sums copy of notation for question, where the word at token names graph
 * column column exactly (and, with table >= 0, that table too). */
static char *
summed_with_column(const SchemaGraph *g, const char *question, int token, int column,
				   int table, const char *notation)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, token, token + 1, 0, column, NULL);
	if (table >= 0)
		link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, token, token + 1, table, -1, NULL);
	sql = rendered_copy(sql_counts_as_sums(sc.ast, g, &sc.t, &sc.links), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_COLUMN_SUM(question, token, column, table, notation, expected)  \
	do {                                                                       \
		char *_s = summed_with_column(g, question, token, column, table, notation); \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

UNIT_TEST(a_column_that_keeps_a_count_is_added_up_where_its_name_is_counted)
{
	SchemaGraph *g = call_center_graph();

	CHECK_COLUMN_SUM("How many calls did the call centre take?", 2, 2, -1,
					 "sql_select from_table T:call_center ; select_expr agg_count_star ; ; ; ; ; ;",
					 "SELECT sum(t0.calls) FROM public.call_center AS t0");
	CHECK_COLUMN_SUM("Which shift took the most orders?", 5, 3, -1,
					 "sql_select from_table T:call_center ; select_expr expr_column C:0:shift ; ; "
					 "expr_column C:0:shift ; ; order_desc agg_count_star ; V:integer:1",
					 "SELECT t0.shift FROM public.call_center AS t0 GROUP BY t0.shift "
					 "ORDER BY sum(t0.orders) DESC NULLS LAST LIMIT 1");
	/* the word names a table too: its rows are what is counted */
	CHECK_COLUMN_SUM("How many calls did the call centre take?", 2, 2, 0,
					 "sql_select from_table T:call_center ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	/* the word is not what is counted */
	CHECK_COLUMN_SUM("How many shifts took calls?", 4, 2, -1,
					 "sql_select from_table T:call_center ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	/* a key is no count */
	CHECK_COLUMN_SUM("How many days are there?", 2, 0, -1,
					 "sql_select from_table T:call_center ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	schema_graph_free(g);
}

UNIT_TEST(how_much_is_answered_with_a_sum_of_money_taken)
{
	SchemaGraph *g = customers_graph();

	/* a column that is no money: the money the rows read take, joined */
	CHECK_SUM("How much has Ann spent?",
			  "sql_select from_table T:customers ; select_expr expr_column C:0:customer_id ; "
			  "cond_eq expr_column C:0:name expr_value V:text:Ann ; ; ; ;",
			  "SELECT sum(t1.amount) FROM public.customers AS t0 JOIN public.payments AS t1 "
			  "ON t1.customer_id = t0.customer_id WHERE t0.name = 'Ann'");
	/* money read row by row: summed */
	CHECK_SUM("How much has Ann paid us?",
			  "sql_select from_table T:customers from_table_join T:payments "
			  "cond_eq expr_column C:0:customer_id expr_column C:1:customer_id ; "
			  "select_expr expr_column C:1:amount ; "
			  "cond_eq expr_column C:0:name expr_value V:text:Ann ; ; ; ;",
			  "SELECT sum(t1.amount) FROM public.customers AS t0 JOIN public.payments AS t1 "
			  "ON t0.customer_id = t1.customer_id WHERE t0.name = 'Ann'");
	/* no "how much", or a ranking: as it is */
	CHECK_SUM("What has Ann paid us?",
			  "sql_select from_table T:customers ; select_expr expr_column C:0:customer_id ; "
			  "cond_eq expr_column C:0:name expr_value V:text:Ann ; ; ; ;", "-");
	CHECK_SUM("How much was the biggest sum paid?",
			  "sql_select from_table T:payments ; select_expr expr_column C:0:amount ; ; ; ; "
			  "order_desc expr_column C:0:amount ; V:integer:1", "-");
	schema_graph_free(g);
}

/* customers(customer_id, name) and sales_fact(fact_id, customer_id, store_sales,
 * store_cost), sales_fact referring to customers: two amounts, one named as taken. */
static SchemaGraph *
facts_graph(const char *second_amount)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				customer;

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	customer = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "sales_fact", SG_TABLE, 0);
	schema_graph_add_column(g, "fact_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "store_cost", "numeric(10,4)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, second_amount, "numeric(10,4)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &customer);
	return g;
}

UNIT_TEST(of_several_amounts_the_one_named_as_taken_is_the_takings)
{
	const char *ann = "sql_select from_table T:customers ; select_expr expr_column C:0:customer_id ; "
		"cond_eq expr_column C:0:name expr_value V:text:Ann ; ; ; ;";
	SchemaGraph *g = facts_graph("store_sales");

	CHECK_SUM("How much has Ann spent?", ann,
			  "SELECT sum(t1.store_sales) FROM public.customers AS t0 JOIN public.sales_fact AS t1 "
			  "ON t1.customer_id = t0.customer_id WHERE t0.name = 'Ann'");
	/* a sum of the amount no word names, where money taken is asked: what is taken */
	CHECK_SUM("Which customer has the most spending?",
			  "sql_select from_table T:customers from_table_join T:sales_fact "
			  "cond_eq expr_column C:0:customer_id expr_column C:1:customer_id ; "
			  "select_expr expr_column C:0:name ; ; expr_column C:0:customer_id ; ; "
			  "order_desc agg_sum expr_column C:1:store_cost ; V:integer:1",
			  "SELECT t0.name FROM public.customers AS t0 JOIN public.sales_fact AS t1 "
			  "ON t0.customer_id = t1.customer_id GROUP BY t0.customer_id "
			  "ORDER BY sum(t1.store_sales) DESC NULLS LAST LIMIT 1");
	schema_graph_free(g);
	/* a cost and a freight: neither says which */
	g = facts_graph("freight_amount");
	CHECK_SUM("How much has Ann spent?", ann, "-");
	schema_graph_free(g);
}

/* products(prod_id, title, price), orderlines(orderlineid, prod_id, quantity): lines of a
 * quantity alone, priced by the product (Dell's DVD Store); inventory(prod_id, quan_in_stock,
 * sales), one row a product keyed by it. */
static SchemaGraph *
priced_lines_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	to = schema_graph_add_column(g, "prod_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "price", "numeric(12,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "orderlines", SG_TABLE, 0);
	schema_graph_add_column(g, "orderlineid", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "prod_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "smallint", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	schema_graph_add_table(g, "public", "inventory", SG_TABLE, 0);
	from = schema_graph_add_column(g, "prod_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "quan_in_stock", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "sales", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);
	return g;
}

/* Lines of a quantity alone take it at the price of the product they refer to. */
UNIT_TEST(lines_of_a_quantity_take_their_products_price)
{
	SchemaGraph *g = priced_lines_graph();

	/* the lines counted per product */
	CHECK_SUM("Which product brought in the most revenue?",
			  "sql_select from_table T:products from_table_join T:orderlines "
			  "cond_eq expr_column C:0:prod_id expr_column C:1:prod_id ; "
			  "select_expr expr_column C:0:title ; ; expr_column C:0:prod_id ; ; "
			  "order_desc agg_count_star ; V:integer:1",
			  "SELECT t0.title FROM public.products AS t0 JOIN public.orderlines AS t1 "
			  "ON t0.prod_id = t1.prod_id GROUP BY t0.prod_id "
			  "ORDER BY sum((t1.quantity * t0.price)) DESC NULLS LAST LIMIT 1");
	/* the catalogue's price summed: its lines joined (not the inventory, one row a
	 * product) */
	CHECK_SUM("How much revenue have our products brought in?",
			  "sql_select from_table T:products ; select_expr agg_sum expr_column C:0:price ; ; ; ; ; ;",
			  "SELECT sum((t1.quantity * t0.price)) FROM public.products AS t0 "
			  "JOIN public.orderlines AS t1 ON t1.prod_id = t0.prod_id");
	/* units asked for: the quantity, not the money */
	CHECK_SUM("Which product sold the most units?",
			  "sql_select from_table T:products from_table_join T:orderlines "
			  "cond_eq expr_column C:0:prod_id expr_column C:1:prod_id ; "
			  "select_expr expr_column C:0:title ; ; expr_column C:0:prod_id ; ; "
			  "order_desc agg_count_star ; V:integer:1",
			  "SELECT t0.title FROM public.products AS t0 JOIN public.orderlines AS t1 "
			  "ON t0.prod_id = t1.prod_id GROUP BY t0.prod_id "
			  "ORDER BY sum(t1.quantity) DESC NULLS LAST LIMIT 1");
	schema_graph_free(g);
}

/* PowerBuilder's demo: employee(emp_id); sales_order(id, sales_rep -> employee, order_year);
 * sales_order_items(id -> sales_order, prod_id -> product, quantity); product(id, name,
 * unit_price).  The lines carry no price: they take the product's. */
static SchemaGraph *
lines_priced_elsewhere_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			emp,
				order,
				product,
				from;

	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	emp = schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_table(g, "public", "sales_order", SG_TABLE, 0);
	order = schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "sales_rep", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "order_year", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &emp);
	schema_graph_add_table(g, "public", "sales_order_items", SG_TABLE, 0);
	from = schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "prod_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 2, 1, 1, &from, &order);
	schema_graph_add_table(g, "public", "product", SG_TABLE, 0);
	product = schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(15,2)", SG_TYPE_NUMBER, false, false, 0);
	from = g->tables[2].first_column + 1;
	schema_graph_add_foreign_key(g, 2, 3, 1, &from, &product);
	return g;
}

/* Orders whose lines take the price of the product they refer to by another key: the lines
 * joined, and the product; a sum of a key, where money is asked, adds up no money. */
UNIT_TEST(lines_take_the_price_of_the_catalogue_they_refer_to)
{
	SchemaGraph *g = lines_priced_elsewhere_graph();

	CHECK_SUM("How much revenue did orders placed in 1995 bring in?",
			  "sql_select from_table T:sales_order ; select_expr agg_sum expr_column C:0:sales_rep ; "
			  "cond_eq expr_column C:0:order_year expr_value V:integer:1995 ; ; ; ;",
			  "SELECT sum((t1.quantity * t2.unit_price)) FROM public.sales_order AS t0 "
			  "JOIN public.sales_order_items AS t1 ON t1.id = t0.id "
			  "JOIN public.product AS t2 ON t2.id = t1.prod_id WHERE t0.order_year = 1995");
	/* a count of a key where no money is asked: left to aggregated_keys */
	CHECK_SUM("How many sales reps took orders in 1995?",
			  "sql_select from_table T:sales_order ; select_expr agg_sum expr_column C:0:sales_rep ; "
			  "cond_eq expr_column C:0:order_year expr_value V:integer:1995 ; ; ; ;", "-");
	schema_graph_free(g);
}

/* order_lines(order_line_id, quantity, picked_quantity): two quantities, one named by a
 * quantity word alone */
UNIT_TEST(of_two_quantities_the_plain_one_is_summed)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "order_lines", SG_TABLE, 0);
	schema_graph_add_column(g, "order_line_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "picked_quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	CHECK_SUM("How many units did customers order?",
			  "sql_select from_table T:order_lines ; select_expr agg_count_star ; ; ; ; ; ;",
			  "SELECT sum(t0.quantity) FROM public.order_lines AS t0");
	schema_graph_free(g);
}

UNIT_TEST(a_price_alone_takes_nothing)
{
	SchemaGraph *g = orders_graph();

	/* the products grouped are not counted: the order lines are */
	CHECK_SUM("Which product has brought in the most revenue?",
			  "sql_select from_table T:products from_table_join T:order_items "
			  "cond_eq expr_column C:0:product_id expr_column C:1:product_id ; "
			  "select_expr expr_column C:0:product_name ; ; expr_column C:0:product_id ; ; "
			  "order_desc agg_count_star ; V:integer:1",
			  "SELECT t0.product_name FROM public.products AS t0 JOIN public.order_items AS t1 "
			  "ON t0.product_id = t1.product_id GROUP BY t0.product_id "
			  "ORDER BY sum((t1.quantity * t1.unit_price)) DESC NULLS LAST LIMIT 1");
	/* a sum of the lines' price: the lines take their price times their quantity */
	CHECK_SUM("Which product has brought in the most revenue?",
			  "sql_select from_table T:products from_table_join T:order_items "
			  "cond_eq expr_column C:0:product_id expr_column C:1:product_id ; "
			  "select_expr expr_column C:0:product_name ; ; expr_column C:0:product_id ; ; "
			  "order_desc agg_sum expr_column C:1:unit_price ; V:integer:1",
			  "SELECT t0.product_name FROM public.products AS t0 JOIN public.order_items AS t1 "
			  "ON t0.product_id = t1.product_id GROUP BY t0.product_id "
			  "ORDER BY sum((t1.quantity * t1.unit_price)) DESC NULLS LAST LIMIT 1");
	/* the catalogue's price summed: what the rows that refer to it take; a price asked
	 * for: as it is */
	CHECK_SUM("How much revenue have our products brought in?",
			  "sql_select from_table T:products ; select_expr agg_sum expr_column C:0:unit_price ; ; ; ; ; ;",
			  "SELECT sum((t1.quantity * t1.unit_price)) FROM public.products AS t0 "
			  "JOIN public.order_items AS t1 ON t1.product_id = t0.product_id");
	CHECK_SUM("What is the total price of the order lines?",
			  "sql_select from_table T:order_items ; select_expr agg_sum expr_column C:0:unit_price ; ; ; ; ; ;",
			  "-");
	/* a catalogue's price asked "how much": what the rows that refer to it take; a price
	 * asked for: as it is */
	CHECK_SUM("How much revenue did the Mouse bring in?",
			  "sql_select from_table T:products ; select_expr expr_column C:0:unit_price ; "
			  "cond_eq expr_column C:0:product_name expr_value V:text:Mouse ; ; ; ;",
			  "SELECT sum((t1.quantity * t1.unit_price)) FROM public.products AS t0 "
			  "JOIN public.order_items AS t1 ON t1.product_id = t0.product_id "
			  "WHERE t0.product_name = 'Mouse'");
	CHECK_SUM("How much does the Mouse cost?",
			  "sql_select from_table T:order_items ; select_expr expr_column C:0:unit_price ; ; ; ; ; ;", "-");
	/* a catalogue's price, with no quantity beside it, is no money taken; nor is a stock */
	CHECK_SUM("How much revenue have our products brought in?",
			  "sql_select from_table T:products ; select_expr agg_count_star ; ; ; ; ; ;",
			  "SELECT sum((t1.quantity * t1.unit_price)) FROM public.products AS t0 JOIN public.order_items AS t1 "
			  "ON t1.product_id = t0.product_id");
	CHECK_SUM("How much revenue has the inventory brought in?",
			  "sql_select from_table T:inventory ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(units_and_copies_add_up_the_quantity);
	UNIT_RUN(a_named_thing_sold_or_in_stock_adds_up_the_related_quantity);
	UNIT_RUN(a_table_word_inside_a_named_thing_names_no_table);
	UNIT_RUN(money_taken_per_thing_is_summed_by_the_thing);
	UNIT_RUN(money_taken_adds_up_what_the_counted_rows_take);
	UNIT_RUN(a_count_per_grouped_thing_adds_up_what_the_rows_referring_to_it_take);
	UNIT_RUN(a_sum_of_a_number_that_measures_nothing_becomes_the_takings);
	UNIT_RUN(a_total_quantity_answered_with_money_adds_up_the_quantity);
	UNIT_RUN(units_sold_answered_with_the_stock_add_up_the_lines);
	UNIT_RUN(a_column_that_keeps_a_count_is_added_up_where_its_name_is_counted);
	UNIT_RUN(how_much_is_answered_with_a_sum_of_money_taken);
	UNIT_RUN(of_several_amounts_the_one_named_as_taken_is_the_takings);
	UNIT_RUN(lines_of_a_quantity_take_their_products_price);
	UNIT_RUN(lines_take_the_price_of_the_catalogue_they_refer_to);
	UNIT_RUN(of_two_quantities_the_plain_one_is_summed);
	UNIT_RUN(a_price_alone_takes_nothing);
	UNIT_DONE();
}
