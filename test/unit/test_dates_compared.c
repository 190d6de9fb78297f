/*
 * test_dates_compared.c — two dates of one row compared with each other
 * (sql/sql_dates_compared.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_dates_compared.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* orders(order_id, order_date, required_date, shipped_date, status) and
 * payments(payment_id, payment_date); columns 0-4 and 5-6. */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "order_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "required_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "shipped_date", "date", SG_TYPE_TIME, true, false, 0);
	schema_graph_add_column(g, "status", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "payments", SG_TABLE, 0);
	schema_graph_add_column(g, "payment_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "payment_date", "date", SG_TYPE_TIME, false, false, 0);
	return g;
}

/* A column link: tokens [start, end) name graph column column. */
typedef struct ColumnLink
{
	int			start,
				end,
				column;
	LinkMatch	match;
} ColumnLink;

/* The compare_dates copy of notation for question with the links given (n of them; a
 * LINK_DATE at token dated when dated >= 0), rendered ("-": none). */
static char *
compared(const SchemaGraph *g, const char *question, const ColumnLink *links, int n,
		 int dated, const char *notation)
{
	StepCase	sc;
	DatesCompared dates;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	for (int i = 0; i < n; i++)
		link_result_add(&sc.links, LINK_COLUMN, links[i].match, links[i].start, links[i].end,
						g->columns[links[i].column].table, links[i].column, NULL);
	if (dated >= 0)
		link_result_add(&sc.links, LINK_DATE, LINK_EXACT, dated, dated + 1, -1, -1, "2004");
	dates = sql_dates_compared_find(g, &sc.t, &sc.links);
	sql = rendered_copy(sql_dates_compared(sc.ast, g, &dates), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_COMPARED(question, links, dated, notation, expected)             \
	do {                                                                       \
		char *_s = compared(g, question, links, (int) (sizeof(links) / sizeof((links)[0])), \
							dated, notation);                                  \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* SELECT order_id FROM orders WHERE required_date > (SELECT min(required_date) FROM
 * orders WHERE status = 'Shipped') AND status = 'Shipped' */
#define LATE_BY_SUBQUERY                                                       \
	"sql_select from_table T:orders ; select_expr expr_column C:0:order_id ; " \
	"cond_and cond_gt expr_column C:0:required_date expr_subquery sql_select " \
	"from_table T:orders ; select_expr agg_min expr_column C:1:required_date ; " \
	"cond_eq expr_column C:1:status expr_value V:text:Shipped ; ; ; ; "         \
	"cond_eq expr_column C:0:status expr_value V:text:Shipped ; ; ; ;"

#define ALL_ORDERS "sql_select from_table T:orders ; select_expr expr_column C:0:order_id ; ; ; ; ; ;"

UNIT_TEST(a_word_of_order_between_two_dates_of_a_row_compares_them)
{
	SchemaGraph *g = orders_graph();
	/* "shipped" (2) names shipped_date in part, "required date" (5-6) required_date, and
	 * "date" alone the other dates in part */
	ColumnLink	shipped_after[] = {
		{2, 3, 3, LINK_PARTIAL}, {5, 7, 2, LINK_EXACT}, {6, 7, 1, LINK_PARTIAL},
		{6, 7, 3, LINK_PARTIAL}, {6, 7, 6, LINK_PARTIAL}
	};
	ColumnLink	ordered_before[] = {{1, 2, 1, LINK_PARTIAL}, {5, 6, 3, LINK_PARTIAL}};

	/* the model's comparison with a subquery goes, the other condition stays */
	CHECK_COMPARED("Which orders shipped after their required date?", shipped_after, -1,
				   LATE_BY_SUBQUERY,
				   "SELECT t0.order_id FROM public.orders AS t0 WHERE t0.status = 'Shipped' "
				   "AND t0.shipped_date > t0.required_date");
	CHECK_COMPARED("Which orders shipped later than the required date?", shipped_after, -1,
				   ALL_ORDERS,
				   "SELECT t0.order_id FROM public.orders AS t0 WHERE t0.shipped_date > t0.required_date");
	/* earlier: the first date is the smaller */
	CHECK_COMPARED("Orders placed before they were shipped", ordered_before, -1, ALL_ORDERS,
				   "SELECT t0.order_id FROM public.orders AS t0 WHERE t0.order_date < t0.shipped_date");
	schema_graph_free(g);
}

UNIT_TEST(late_or_early_compares_a_date_with_its_due_date)
{
	SchemaGraph *g = orders_graph();
	/* "shipped" (3) names shipped_date in part */
	ColumnLink	shipped[] = {{3, 4, 3, LINK_PARTIAL}};
	ColumnLink	paid[] = {{2, 3, 6, LINK_PARTIAL}};

	CHECK_COMPARED("Which orders were shipped late?", shipped, -1, LATE_BY_SUBQUERY,
				   "SELECT t0.order_id FROM public.orders AS t0 WHERE t0.status = 'Shipped' "
				   "AND t0.shipped_date > t0.required_date");
	CHECK_COMPARED("Which orders were shipped early?", shipped, -1, ALL_ORDERS,
				   "SELECT t0.order_id FROM public.orders AS t0 WHERE t0.shipped_date < t0.required_date");
	/* a date of the question's own after it, or a table without a due date: nothing */
	CHECK_COMPARED("Which orders were shipped late in 2004?", shipped, 6, ALL_ORDERS, "-");
	CHECK_COMPARED("Which payments came late?", paid, -1,
				   "sql_select from_table T:payments ; select_expr expr_column C:0:payment_id ; ; ; ; ; ;",
				   "-");
	schema_graph_free(g);
}

/* products(product_id, units_in_stock, reorder_level, unit_price); columns 0-3 */
static SchemaGraph *
products_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "units_in_stock", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "reorder_level", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* SELECT product_id FROM products WHERE units_in_stock < (SELECT max(reorder_level) FROM
 * products) */
#define BELOW_THE_MAX                                                          \
	"sql_select from_table T:products ; select_expr expr_column C:0:product_id ; " \
	"cond_lt expr_column C:0:units_in_stock expr_subquery sql_select "           \
	"from_table T:products ; select_expr agg_max expr_column C:1:reorder_level ; ; ; ; ; ; ; ; ; ;"

UNIT_TEST(a_word_of_order_and_their_between_two_numbers_of_a_row_compares_them)
{
	SchemaGraph *g = products_graph();
	/* "units in stock" (3-6) names units_in_stock, "reorder level" (8-10) reorder_level */
	ColumnLink	below[] = {{3, 6, 1, LINK_EXACT}, {8, 10, 2, LINK_EXACT}};
	/* "fewer" (3) "units in stock" (4-7) "than" (7) "their" (8) "reorder level" (9-11) */
	ColumnLink	fewer[] = {{4, 7, 1, LINK_EXACT}, {9, 11, 2, LINK_EXACT}};
	ColumnLink	below_ten[] = {{3, 6, 1, LINK_EXACT}};

	CHECK_COMPARED("Which products have units in stock below their reorder level?", below, -1,
				   BELOW_THE_MAX,
				   "SELECT t0.product_id FROM public.products AS t0 WHERE t0.units_in_stock < t0.reorder_level");
	CHECK_COMPARED("Which products have fewer units in stock than their reorder level?", fewer, -1,
				   BELOW_THE_MAX,
				   "SELECT t0.product_id FROM public.products AS t0 WHERE t0.units_in_stock < t0.reorder_level");
	/* no "their": a number of the question's own, or another row's */
	CHECK_COMPARED("Which products have units in stock below 10?", below_ten, -1, BELOW_THE_MAX, "-");
	CHECK_COMPARED("Which products have units in stock below the reorder level?", below, -1,
				   BELOW_THE_MAX, "-");
	schema_graph_free(g);
}

UNIT_TEST(which_rows_are_answered_by_their_key_not_the_dates)
{
	SchemaGraph *g = orders_graph();
	TableNames *names = name_columns_find(g);
	ColumnLink	shipped_after[] = {{2, 3, 3, LINK_PARTIAL}, {5, 7, 2, LINK_EXACT}};
	StepCase	sc;
	DatesCompared dates;
	SqlNode    *copy;
	char	   *sql;

	CHECK(step_case_begin(&sc, g, "Which orders shipped after their required date?",
						  "sql_select from_table T:orders ; select_expr expr_column C:0:required_date ; ; ; ; ; ;"));
	for (int i = 0; i < 2; i++)
		link_result_add(&sc.links, LINK_COLUMN, shipped_after[i].match, shipped_after[i].start,
						shipped_after[i].end, 0, shipped_after[i].column, NULL);
	dates = sql_dates_compared_find(g, &sc.t, &sc.links);
	copy = sql_dates_compared(sc.ast, g, &dates);
	sql_dates_compared_answer_rows(copy, g, &dates, names);
	sql = rendered_copy(copy, g, NULL);
	CHECK_STR_EQ(sql, "SELECT t0.order_id FROM public.orders AS t0 WHERE t0.shipped_date > t0.required_date");
	free(sql);
	step_case_end(&sc);
	dt_free(names);
	schema_graph_free(g);
}

UNIT_TEST(what_stays)
{
	SchemaGraph *g = orders_graph();
	ColumnLink	shipped_after[] = {{2, 3, 3, LINK_PARTIAL}, {5, 7, 2, LINK_EXACT}};
	ColumnLink	two_tables[] = {{2, 3, 3, LINK_PARTIAL}, {5, 6, 6, LINK_PARTIAL}};
	ColumnLink	one_date[] = {{2, 3, 3, LINK_PARTIAL}};

	/* a date of its own after the word: a comparison with that date */
	CHECK_COMPARED("Which orders shipped after June 2004?", one_date, 4, ALL_ORDERS, "-");
	CHECK_COMPARED("Which orders shipped after their required date?", shipped_after, 5,
				   ALL_ORDERS, "-");
	/* dates of two tables: no row holds both */
	CHECK_COMPARED("Which orders shipped after the payment?", two_tables, -1, ALL_ORDERS, "-");
	/* compared already */
	CHECK_COMPARED("Which orders shipped after their required date?", shipped_after, -1,
				   "sql_select from_table T:orders ; select_expr expr_column C:0:order_id ; "
				   "cond_gt expr_column C:0:shipped_date expr_column C:0:required_date ; ; ; ;",
				   "-");
	/* no word of order */
	CHECK_COMPARED("Which orders shipped on their required date?", shipped_after, -1,
				   ALL_ORDERS, "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_word_of_order_between_two_dates_of_a_row_compares_them);
	UNIT_RUN(late_or_early_compares_a_date_with_its_due_date);
	UNIT_RUN(a_word_of_order_and_their_between_two_numbers_of_a_row_compares_them);
	UNIT_RUN(which_rows_are_answered_by_their_key_not_the_dates);
	UNIT_RUN(what_stays);
	UNIT_DONE();
}
