/*
 * test_above_average.c — "Which orders are worth more than our average order?": the rows
 * of a table above its average total or price (sql/sql_above_average.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_above_average.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

enum
{
	T_ORDERS, T_LINES, T_PRODUCTS
};

/* Tables: 0 orders(order_id, ordernumber, order_total, tax_amount), 1 order_lines(line_id,
 * order_id -> orders, product_id -> products, line_total), 2 products(product_id,
 * product_name, unit_price, recommended_retail_price, standard_cost). */
static SchemaGraph *
shop_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				order,
				product;

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	order = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "ordernumber", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "order_total", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "tax_amount", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "order_lines", SG_TABLE, 0);
	schema_graph_add_column(g, "line_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "line_total", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	product = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "recommended_retail_price", "numeric(8,2)", SG_TYPE_NUMBER, false,
							false, 0);
	schema_graph_add_column(g, "standard_cost", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	from = 5;
	schema_graph_add_foreign_key(g, T_LINES, T_ORDERS, 1, &from, &order);
	from = 6;
	schema_graph_add_foreign_key(g, T_LINES, T_PRODUCTS, 1, &from, &product);
	return g;
}

/* The above_average copy of notation for question, where the word at token table_token
 * names the tables of mask (bit per table; 0: none); rendered ("-": none). */
static char *
compared(const SchemaGraph *g, const char *question, int table_token, unsigned mask,
		 const char *notation)
{
	StepCase	sc;
	TableNames *names = name_columns_find(g);
	AboveAverage found;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
	{
		dt_free(names);
		return strdup("?");
	}
	for (int t = 0; t < g->n_tables; t++)
		if (mask & (1u << t))
			link_result_add(&sc.links, LINK_TABLE, LINK_PARTIAL, table_token, table_token + 1,
							t, -1, NULL);
	found = sql_above_average_find(g, &sc.t, &sc.links);
	sql = rendered_copy(sql_above_average(sc.ast, g, &found, names), g, NULL);
	step_case_end(&sc);
	dt_free(names);
	return sql;
}

#define CHECK_COMPARED(question, table_token, mask, notation, expected)        \
	do {                                                                       \
		char *_s = compared(g, question, table_token, mask, notation);        \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define ORDERS_SORTED "sql_select from_table T:orders ; select_expr expr_column C:0:ordernumber ; ; ; ; " \
	"order_asc expr_column C:0:ordernumber ; ;"
#define LINES_ONLY "sql_select from_table T:order_lines ; select_expr expr_column C:0:line_total ; ; ; ; ; ;"

UNIT_TEST(rows_above_their_tables_average_total_or_price)
{
	SchemaGraph *g = shop_graph();

	/* 0 which 1 orders 2 were 3 bigger 4 than 5 our 6 average 7 order: the order, not its
	 * lines; by its total; answered with the candidate's own column of the orders */
	CHECK_COMPARED("Which orders were bigger than our average order?", 7,
				   (1u << T_ORDERS) | (1u << T_LINES), ORDERS_SORTED,
				   "SELECT t0.ordernumber FROM public.orders AS t0 WHERE t0.order_total > "
				   "(SELECT avg(t1.order_total) FROM public.orders AS t1)");
	/* ... else with the orders' number */
	CHECK_COMPARED("Which orders are worth more than the average order?", 8,
				   (1u << T_ORDERS) | (1u << T_LINES), LINES_ONLY,
				   "SELECT t0.ordernumber FROM public.orders AS t0 WHERE t0.order_total > "
				   "(SELECT avg(t1.order_total) FROM public.orders AS t1)");
	/* a word of price: the plain price of several; the things' names; the lesser side */
	CHECK_COMPARED("Which products cost more than the average product?", 7, 1u << T_PRODUCTS,
				   LINES_ONLY,
				   "SELECT t0.product_name FROM public.products AS t0 WHERE t0.unit_price > "
				   "(SELECT avg(t1.unit_price) FROM public.products AS t1)");
	CHECK_COMPARED("Which products are cheaper than average?", 1, 1u << T_PRODUCTS, LINES_ONLY,
				   "SELECT t0.product_name FROM public.products AS t0 WHERE t0.unit_price < "
				   "(SELECT avg(t1.unit_price) FROM public.products AS t1)");
	CHECK_COMPARED("Which products are priced above the average product?", 7, 1u << T_PRODUCTS,
				   LINES_ONLY,
				   "SELECT t0.product_name FROM public.products AS t0 WHERE t0.unit_price > "
				   "(SELECT avg(t1.unit_price) FROM public.products AS t1)");
	schema_graph_free(g);
}

UNIT_TEST(what_stays)
{
	SchemaGraph *g = shop_graph();
	/* no comparison with an average; an average of each row's own group */
	CHECK_COMPARED("Which orders were bigger than order 7?", 1, 1u << T_ORDERS, ORDERS_SORTED, "-");
	CHECK_COMPARED("What is the average order total?", 3, 1u << T_ORDERS, ORDERS_SORTED, "-");
	CHECK_COMPARED("Which lines are bigger than the average of their order?", 1, 1u << T_LINES,
				   ORDERS_SORTED, "-");
	/* no table said; two tables neither refers to */
	CHECK_COMPARED("Which are bigger than the average?", 6, 0, ORDERS_SORTED, "-");
	CHECK_COMPARED("Which things are bigger than the average thing?", 7,
				   (1u << T_ORDERS) | (1u << T_PRODUCTS), ORDERS_SORTED, "-");
	schema_graph_free(g);
}

/* employees(id, first_name, last_name, salary, department_id -> departments),
 * departments(id, name) */
UNIT_TEST(rows_above_their_own_groups_average)
{
	SchemaGraph *g = schema_graph_new();
	StepCase	sc;
	TableNames *names;
	AboveAverage found;
	char	   *sql;
	int			from = 4,
				dept = 5;

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "salary", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "departments", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_foreign_key(g, 0, 1, 1, &from, &dept);
	names = name_columns_find(g);
	/* 0 who 1 earns 2 more 3 than 4 the 5 average 6 salary 7 of 8 their 9 department */
	if (step_case_begin(&sc, g, "Who earns more than the average salary of their department?",
						"sql_select from_table T:employees ; select_expr expr_column C:0:first_name "
						"select_expr expr_column C:0:last_name ; ; ; ; ; ;"))
	{
		link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 6, 7, 0, 3, NULL);
		link_result_add(&sc.links, LINK_TABLE, LINK_PARTIAL, 9, 10, 1, -1, NULL);
		found = sql_above_average_find(g, &sc.t, &sc.links);
		sql = rendered_copy(sql_above_average(sc.ast, g, &found, names), g, NULL);
		CHECK_STR_EQ(sql, "SELECT t0.first_name, t0.last_name FROM public.employees AS t0 "
					 "WHERE t0.salary > (SELECT avg(t1.salary) FROM public.employees AS t1 "
					 "WHERE t1.department_id = t0.department_id)");
		free(sql);
		step_case_end(&sc);
	}
	/* "the same department": no group the words say */
	if (step_case_begin(&sc, g, "Who earns more than the average salary in the same department?",
						"sql_select from_table T:employees ; select_expr expr_column C:0:first_name ; ; ; ; ; ;"))
	{
		link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 6, 7, 0, 3, NULL);
		link_result_add(&sc.links, LINK_TABLE, LINK_PARTIAL, 10, 11, 1, -1, NULL);
		found = sql_above_average_find(g, &sc.t, &sc.links);
		CHECK_INT_EQ(found.table, -1);
		step_case_end(&sc);
	}
	dt_free(names);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(rows_above_their_tables_average_total_or_price);
	UNIT_RUN(what_stays);
	UNIT_RUN(rows_above_their_own_groups_average);
	UNIT_DONE();
}
