/*
 * test_best_sellers.c — "our five best sellers": the things sold ranked by the quantity
 * sold (sql/sql_best_sellers.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_best_sellers.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* Tables: 0 orders(order_id, status), 1 order_items(item_id, order_id, product_id,
 * quantity, unit_price), 2 products(product_id, product_name, units_in_stock); order_items
 * refers to orders and products. */
static SchemaGraph *
shop_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				order,
				product;

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	order = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "status", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "order_items", SG_TABLE, 0);
	schema_graph_add_column(g, "item_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	product = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "units_in_stock", "integer", SG_TYPE_NUMBER, false, false, 0);
	from = 3;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &order);
	from = 4;
	schema_graph_add_foreign_key(g, 1, 2, 1, &from, &product);
	return g;
}

/* The rank_best_sellers copy of notation for question, where the word at token
 * table_token names table (when >= 0); rendered ("-": none). */
static char *
ranked(const SchemaGraph *g, const char *question, int table_token, int table,
	   const char *notation)
{
	StepCase	sc;
	TableNames *names = name_columns_find(g);
	BestSellers found;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
	{
		dt_free(names);
		return strdup("?");
	}
	if (table >= 0)
		link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, table_token, table_token + 1, table,
						-1, NULL);
	found = sql_best_sellers_find(g, &sc.t, &sc.links, names);
	sql = rendered_copy(sql_best_sellers(sc.ast, g, &found, names), g, NULL);
	step_case_end(&sc);
	dt_free(names);
	return sql;
}

#define CHECK_RANKED(question, table_token, table, notation, expected)         \
	do {                                                                       \
		char *_s = ranked(g, question, table_token, table, notation);          \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define UNRANKED "sql_select from_table T:products ; select_expr expr_column C:0:product_name ; ; ; ; ; ;"
#define RANKED(n) "SELECT t1.product_name FROM public.order_items AS t0 JOIN public.products AS t1 " \
	"ON t1.product_id = t0.product_id GROUP BY t1.product_id " \
	"ORDER BY sum(t0.quantity) DESC NULLS LAST LIMIT " n

UNIT_TEST(best_sellers_are_ranked_by_the_quantity_sold)
{
	SchemaGraph *g = shop_graph();

	/* 0 what 1 are 2 our 3 three 4 best 5 - 6 selling 7 products */
	CHECK_RANKED("What are our three best-selling products?", 7, 2, UNRANKED, RANKED("3"));
	CHECK_RANKED("What are our 5 best sellers?", -1, -1, UNRANKED, RANKED("5"));
	/* one thing: the first */
	CHECK_RANKED("What is our best-selling product?", 6, 2, UNRANKED, RANKED("1"));
	CHECK_RANKED("Which is our bestseller?", -1, -1, UNRANKED, RANKED("1"));
	/* by revenue: what the lines take, quantity times price */
	CHECK_RANKED("What are our 3 best-selling products by revenue?", 7, 2, UNRANKED,
				 "SELECT t1.product_name FROM public.order_items AS t0 JOIN public.products AS t1 "
				 "ON t1.product_id = t0.product_id GROUP BY t1.product_id "
				 "ORDER BY sum((t0.quantity * t0.unit_price)) DESC NULLS LAST LIMIT 3");
	schema_graph_free(g);
}

UNIT_TEST(what_stays)
{
	SchemaGraph *g = shop_graph();

	/* how many is not said */
	CHECK_RANKED("What are our best sellers?", -1, -1, UNRANKED, "-");
	/* ranked so already */
	CHECK_RANKED("What are our 5 best sellers?", -1, -1,
				 "sql_select from_table T:order_items from_table_join T:products "
				 "cond_eq expr_column C:1:product_id expr_column C:0:product_id ; "
				 "select_expr expr_column C:1:product_name ; ; expr_column C:1:product_id ; ; "
				 "order_desc agg_sum expr_column C:0:quantity ; V:integer:5", "-");
	/* ranked otherwise: by the sum sold instead */
	CHECK_RANKED("What are our 5 best sellers?", -1, -1,
				 "sql_select from_table T:products ; select_expr expr_column C:0:product_name ; ; ; ; "
				 "order_desc expr_column C:0:units_in_stock ; V:integer:5", RANKED("5"));
	/* no selling word */
	CHECK_RANKED("What are our 5 best products?", 5, 2, UNRANKED, "-");
	/* a table named that nothing sells: none */
	CHECK_RANKED("What are our 3 best-selling orders?", 7, 0, UNRANKED, "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(best_sellers_are_ranked_by_the_quantity_sold);
	UNIT_RUN(what_stays);
	UNIT_DONE();
}
