/*
 * test_asked_groups.c — "Which product line has the most orders?" grouped by the line, not
 * by the product (answer/answer_names.h, answer_asked_groups).
 */
#include <stdlib.h>
#include <string.h>

#include "answer/answer_names.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* products(product_code, product_name, product_line) and orderdetails(order_number,
 * product_code, quantity_ordered), orderdetails.product_code referencing products; with
 * lines, productlines(product_line, description) too, products.product_line referencing
 * it. */
static SchemaGraph *
products_graph_with(bool lines)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to,
				line;

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	to = schema_graph_add_column(g, "product_code", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "product_line", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "orderdetails", SG_TABLE, 0);
	schema_graph_add_column(g, "order_number", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "product_code", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "quantity_ordered", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	if (lines)
	{
		schema_graph_add_table(g, "public", "productlines", SG_TABLE, 0);
		to = schema_graph_add_column(g, "product_line", "text", SG_TYPE_TEXT, false, true, 0);
		schema_graph_add_column(g, "description", "text", SG_TYPE_TEXT, true, false, 0);
		line = g->tables[0].first_column + 2;
		schema_graph_add_foreign_key(g, 0, 2, 1, &line, &to);
	}
	return g;
}

static SchemaGraph *
products_graph(void)
{
	return products_graph_with(false);
}

/* The asked_groups copy of notation for question, tokens [1, 1 + span) linked exactly to
 * column (a table's link when column < 0: table), rendered ("-": none). */
static char *
regrouped(const SchemaGraph *g, const char *question, int span, int table, int column,
		  const char *notation)
{
	StepCase	sc;
	NameQuestion q;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	link_result_add(&sc.links, column < 0 ? LINK_TABLE : LINK_COLUMN, LINK_EXACT, 1, 1 + span,
					table, column, NULL);
	name_question_find(&sc.t, g, &sc.links, &q);
	sql = rendered_copy(answer_asked_groups(sc.ast, g, &sc.links, &q), g, NULL);
	name_question_free(&q);
	step_case_end(&sc);
	return sql;
}

#define BY_PRODUCT(output)                                                     \
	"sql_select from_table T:products from_table_join T:orderdetails "        \
	"cond_eq expr_column C:0:product_code expr_column C:1:product_code ; "    \
	"select_expr expr_column C:0:" output " ; ; expr_column C:0:product_code ; ; " \
	"order_desc agg_count_star ; V:integer:1"

UNIT_TEST(a_column_asked_for_is_grouped_by_itself)
{
	SchemaGraph *g = products_graph();
	char	   *sql;

	/* 0 which 1 product 2 line 3 has 4 the 5 most 6 orders */
	sql = regrouped(g, "Which product line has the most orders?", 2, 0, 2, BY_PRODUCT("product_line"));
	CHECK_STR_EQ(sql, "SELECT t0.product_line FROM public.products AS t0 JOIN public.orderdetails AS t1 "
				 "ON t0.product_code = t1.product_code GROUP BY t0.product_line ORDER BY count(*) DESC LIMIT 1");
	free(sql);
	/* the rows asked for ("which products"), or their name answered: grouped as they are */
	sql = regrouped(g, "Which products have the most orders?", 1, 0, -1, BY_PRODUCT("product_line"));
	CHECK_STR_EQ(sql, "-");
	free(sql);
	sql = regrouped(g, "Which product name has the most orders?", 2, 0, 1, BY_PRODUCT("product_name"));
	CHECK_STR_EQ(sql, "-");
	free(sql);
	schema_graph_free(g);
}

/* "product line" names the lines' table exactly and the products' key to it: the key. */
UNIT_TEST(a_key_to_the_table_asked_for_is_grouped_by_itself)
{
	SchemaGraph *g = products_graph_with(true);
	StepCase	sc;
	NameQuestion q;
	char	   *sql;

	CHECK(step_case_begin(&sc, g, "Which product line has the most orders?", BY_PRODUCT("product_line")));
	link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, 1, 2, 0, -1, NULL);	/* "product" */
	link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, 1, 3, 2, -1, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 1, 3, 0, 2, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 1, 3, 2, g->tables[2].first_column, NULL);
	name_question_find(&sc.t, g, &sc.links, &q);
	sql = rendered_copy(answer_asked_groups(sc.ast, g, &sc.links, &q), g, NULL);
	CHECK_STR_EQ(sql, "SELECT t0.product_line FROM public.products AS t0 JOIN public.orderdetails AS t1 "
				 "ON t0.product_code = t1.product_code GROUP BY t0.product_line ORDER BY count(*) DESC LIMIT 1");
	free(sql);
	name_question_free(&q);
	step_case_end(&sc);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_column_asked_for_is_grouped_by_itself);
	UNIT_RUN(a_key_to_the_table_asked_for_is_grouped_by_itself);
	UNIT_DONE();
}
