/*
 * test_measure_sums.c — units and copies counted as the sum of a quantity
 * (sql/sql_measure_sums.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_measure_sums.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* products(product_id, product_name, unit_price) and order_items(order_id, product_id,
 * quantity, unit_price), order_items.product_id referencing products. */
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
	return g;
}

/* The measure_sums copy of the query in notation for question, rendered ("-": none). */
static char *
summed(const SchemaGraph *g, const char *question, const char *notation)
{
	DtError		err = {0};
	TextTokens	t = {0};
	SqlNode    *ast;
	char	   *sql;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	if ((ast = notation_ast(g, notation)) == NULL)
		return strdup("?");
	sql = rendered_copy(sql_counts_as_sums(ast, g, &t), g, NULL);
	sql_node_free(ast);
	text_tokens_free(&t);
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
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(units_and_copies_add_up_the_quantity);
	UNIT_DONE();
}
