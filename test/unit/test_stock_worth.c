/*
 * test_stock_worth.c — "What is our inventory worth at cost?": the stock times its price,
 * summed (sql/sql_stock_worth.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_stock_worth.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* products(product_code, product_name, quantity_in_stock, buy_price, msrp): the stock and
 * its two prices in one table. */
static SchemaGraph *
one_table_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	schema_graph_add_column(g, "product_code", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "quantity_in_stock", "smallint", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "buy_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "msrp", "numeric", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* products(prod_id, title, price), inventory(prod_id -> products, quan_in_stock, sales):
 * the stock in a table of its own. */
static SchemaGraph *
two_tables_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from = 3,
				to = 0;

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	schema_graph_add_column(g, "prod_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "inventory", SG_TABLE, 0);
	schema_graph_add_column(g, "prod_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "quan_in_stock", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "sales", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

/* The stock_worth copy of notation for question, rendered ("-": none). */
static char *
worth(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	sql = rendered_copy(sql_stock_worth(sc.ast, g, sql_stock_worth_find(&sc.t)), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_WORTH(question, notation, expected)                              \
	do {                                                                       \
		char *_s = worth(g, question, notation);                               \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define COUNT_PRODUCTS "sql_select from_table T:products ; select_expr agg_count_star ; ; ; ; ; ;"
#define PRICES "sql_select from_table T:products ; select_expr expr_column C:0:price ; ; ; ; ; ;"

UNIT_TEST(the_worth_of_one_tables_stock_is_its_units_times_the_price_said)
{
	SchemaGraph *g = one_table_graph();

	CHECK_WORTH("What is our inventory worth at cost?", COUNT_PRODUCTS,
				"SELECT sum((t0.quantity_in_stock * t0.buy_price)) FROM public.products AS t0");
	CHECK_WORTH("How much is our stock worth at retail?", COUNT_PRODUCTS,
				"SELECT sum((t0.quantity_in_stock * t0.msrp)) FROM public.products AS t0");
	/* two prices and no word for either: which one? */
	CHECK_WORTH("What is the value of our stock?", COUNT_PRODUCTS, "-");
	/* no amount asked, or no stock said */
	CHECK_WORTH("Which products in stock are worth the most?", COUNT_PRODUCTS, "-");
	CHECK_WORTH("How many products are in stock?", COUNT_PRODUCTS, "-");
	CHECK_WORTH("What are our products worth at cost?", COUNT_PRODUCTS, "-");
	schema_graph_free(g);
}

UNIT_TEST(a_stock_table_is_joined_to_the_price_its_key_reaches)
{
	SchemaGraph *g = two_tables_graph();

	CHECK_WORTH("What is our stock worth at list prices?", PRICES,
				"SELECT sum((t1.quan_in_stock * t0.price)) FROM public.products AS t0 JOIN "
				"public.inventory AS t1 ON t1.prod_id = t0.prod_id");
	CHECK_WORTH("What is our stock worth?",
				"sql_select from_table T:inventory ; select_expr agg_sum expr_column "
				"C:0:quan_in_stock ; ; ; ; ; ;",
				"SELECT sum((t0.quan_in_stock * t1.price)) FROM public.inventory AS t0 JOIN "
				"public.products AS t1 ON t1.prod_id = t0.prod_id");
	/* a ranking is no amount of the whole stock */
	CHECK_WORTH("What is our stock worth?",
				"sql_select from_table T:products ; select_expr expr_column C:0:title ; ; ; ; "
				"order_desc expr_column C:0:price ; V:integer:1", "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_worth_of_one_tables_stock_is_its_units_times_the_price_said);
	UNIT_RUN(a_stock_table_is_joined_to_the_price_its_key_reaches);
	UNIT_DONE();
}
