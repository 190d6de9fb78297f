/*
 * test_differences.c — one number column of a row less another (sql/sql_differences.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_differences.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* products(product_code, product_name, buy_price, msrp): columns 0-3;
 * product_information(product_id, product_name, list_price, min_price): 4-7;
 * the view price_list(product_name, list_price, min_price): 8-10. */
static SchemaGraph *
prices_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	schema_graph_add_column(g, "product_code", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "buy_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "msrp", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "product_information", SG_TABLE, 0);
	schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "list_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "min_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "price_list", SG_VIEW, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "list_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "min_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* What a test links: tokens [start, end) name the columns of cols (up to 2; -1 ends). */
typedef struct NamedAt
{
	int			start,
				end;
	int			cols[2];
} NamedAt;

/* The subtract_columns copy of notation for question with the column links named,
 * rendered ("-": none); a table link at token table_at (>= 0) to table table. */
static char *
subtracted(const SchemaGraph *g, const char *question, const NamedAt *named, int n,
		   int table_at, int table, const char *notation)
{
	StepCase	sc;
	ColumnDifference d;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	for (int i = 0; i < n; i++)
		for (int k = 0; k < 2 && named[i].cols[k] >= 0; k++)
			link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, named[i].start, named[i].end,
							g->columns[named[i].cols[k]].table, named[i].cols[k], NULL);
	if (table_at >= 0)
		link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, table_at, table_at + 1, table, -1,
						NULL);
	d = sql_difference_find(g, &sc.t, &sc.links);
	sql = rendered_copy(sql_difference(sc.ast, g, &d), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_SUBTRACTED(question, named, table_at, table, notation, expected)         \
	do {                                                                       \
		char *_s = subtracted(g, question, named,                              \
							  (int) (sizeof(named) / sizeof((named)[0])), table_at, table, \
							  notation);                                       \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* SELECT list_price, min(min_price) FROM product_information WHERE product_name = 'Desk'
 * GROUP BY list_price */
#define SIDE_BY_SIDE                                                           \
	"sql_select from_table T:product_information ; select_expr expr_column C:0:list_price " \
	"select_expr agg_min expr_column C:0:min_price ; cond_eq expr_column C:0:product_name " \
	"expr_value V:text:Desk expr_column C:0:list_price ; ; ; ;"

UNIT_TEST(the_difference_between_two_columns_is_one_less_the_other)
{
	SchemaGraph *g = prices_graph();
	/* What(0) is(1) the(2) difference(3) between(4) the(5) list(6) price(7) and(8) the(9)
	 * minimum(10) price(11) of(12) the(13) Desk(14) ?(15); the table's and the view's */
	const NamedAt both[] = {{6, 8, {6, 9}}, {10, 12, {7, 10}}};
	const NamedAt list_only[] = {{6, 8, {6, -1}}};

	CHECK_SUBTRACTED("What is the difference between the list price and the minimum price of "
					 "the Desk?", both, -1, -1, SIDE_BY_SIDE,
					 "SELECT (t0.list_price - t0.min_price) FROM public.product_information AS t0 "
					 "WHERE t0.product_name = 'Desk'");
	/* "minus" says the same */
	CHECK_SUBTRACTED("What is the list price minus the minimum price of the Desk?",
					 ((const NamedAt[]) {{3, 5, {6, -1}}, {7, 9, {7, -1}}}), -1, -1,
					 SIDE_BY_SIDE,
					 "SELECT (t0.list_price - t0.min_price) FROM public.product_information AS t0 "
					 "WHERE t0.product_name = 'Desk'");
	/* one column named: no difference */
	CHECK_SUBTRACTED("What is the difference between the list price and the minimum of the "
					 "Desk?", list_only, -1, -1, SIDE_BY_SIDE, "-");
	/* the difference answered already */
	CHECK_SUBTRACTED("What is the difference between the list price and the minimum price of "
					 "the Desk?", both, -1, -1,
					 "sql_select from_table T:product_information ; select_expr expr_sub "
					 "expr_column C:0:list_price expr_column C:0:min_price ; ; ; ; ; ;", "-");
	schema_graph_free(g);
}

UNIT_TEST(how_much_more_than_one_column_another_is)
{
	SchemaGraph *g = prices_graph();

	/* How(0) much(1) more(2) than(3) its(4) minimum(5) price(6) is(7) the(8) list(9)
	 * price(10) of(11) the(12) Desk(13) ?(14) */
	CHECK_SUBTRACTED("How much more than its minimum price is the list price of the Desk?",
					 ((const NamedAt[]) {{5, 7, {7, -1}}, {9, 11, {6, -1}}}), -1, -1,
					 SIDE_BY_SIDE,
					 "SELECT (t0.list_price - t0.min_price) FROM public.product_information AS t0 "
					 "WHERE t0.product_name = 'Desk'");
	schema_graph_free(g);
}

/* SELECT product_name FROM products GROUP BY product_name ORDER BY count(*) DESC LIMIT 1 */
#define MOST_COUNTED                                                           \
	"sql_select from_table T:products ; select_expr expr_column C:0:product_name ; ; " \
	"expr_column C:0:product_name ; ; order_desc agg_count_star ; V:integer:1"

UNIT_TEST(a_markup_is_the_list_price_less_the_cost_and_a_superlative_ranks_by_it)
{
	SchemaGraph *g = prices_graph();

	/* Which(0) product(1) has(2) the(3) biggest(4) markup(5) over(6) its(7) buy(8) price(9) */
	CHECK_SUBTRACTED("Which product has the biggest markup over its buy price?",
					 ((const NamedAt[]) {{8, 10, {2, -1}}}), -1, -1, MOST_COUNTED,
					 "SELECT t0.product_name FROM public.products AS t0 ORDER BY (t0.msrp - "
					 "t0.buy_price) DESC NULLS LAST LIMIT 1");
	/* no cost named: the cost of the table named */
	CHECK_SUBTRACTED("Which products have the smallest margins?",
					 ((const NamedAt[]) {{-1, -1, {-1, -1}}}), 1, 0,
					 "sql_select from_table T:products ; select_expr expr_column "
					 "C:0:product_name ; ; ; ; order_desc expr_column C:0:msrp ; V:integer:3",
					 "SELECT t0.product_name FROM public.products AS t0 ORDER BY (t0.msrp - "
					 "t0.buy_price) ASC LIMIT 3");
	/* a table with no cost: no markup */
	CHECK_SUBTRACTED("Which products have the smallest margins?",
					 ((const NamedAt[]) {{-1, -1, {-1, -1}}}), 1, 4, MOST_COUNTED, "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_difference_between_two_columns_is_one_less_the_other);
	UNIT_RUN(how_much_more_than_one_column_another_is);
	UNIT_RUN(a_markup_is_the_list_price_less_the_cost_and_a_superlative_ranks_by_it);
	UNIT_DONE();
}
