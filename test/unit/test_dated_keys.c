/*
 * test_dated_keys.c — a year or a count of the question compared with a key
 * (sql/sql_dated_keys.h).
 */

#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_dated_keys.h"
#include "unit.h"

#include "render_check.h"

/* customers(customer_number PK); orders(order_number PK, customer_number FK, order_date,
 * quantity); order_totals(customer_number, order_value), no keys */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			customers = schema_graph_add_table(g, "public", "customers", SG_TABLE, 0),
				orders;
	int			fk_col = 2,		/* global column indices: orders.customer_number */
				ref_col = 0;

	schema_graph_add_column(g, "customer_number", "integer", SG_TYPE_NUMBER, false, true, 0);
	orders = schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_number", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "customer_number", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "order_date", "date", SG_TYPE_TIME, true, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_foreign_key(g, orders, customers, 1, &fk_col, &ref_col);
	/* a view's columns have no keys */
	schema_graph_add_table(g, "public", "order_totals", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_number", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "order_value", "numeric", SG_TYPE_NUMBER, true, false, 0);
	return g;
}

/* The step under test, as cost_count (render_check.h) calls it. */
static int
dated_keys_cost(const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q)
{
	return sql_dated_keys(ast, g, &q->tokens);
}

#define ORDERS_WHERE(cond) "sql_select from_table T:orders ; select_expr agg_count_star ; " cond " ; ; ; ;"

UNIT_TEST(a_year_compared_with_a_key_costs)
{
	SchemaGraph *g = orders_graph();

	CHECK_INT_EQ(cost_count(g, dated_keys_cost, "How many orders were placed in 2004?", -1,
						 ORDERS_WHERE("cond_eq expr_column C:0:customer_number expr_value V:integer:2004")), 1);
	CHECK_INT_EQ(cost_count(g, dated_keys_cost, "How many orders were placed after 2004?", -1,
						 ORDERS_WHERE("cond_gt expr_column C:0:order_number expr_value V:integer:2004")), 1);
	/* a number column with no key, by its name */
	CHECK_INT_EQ(cost_count(g, dated_keys_cost, "What were our orders worth in 2004?", -1,
						 "sql_select from_table T:order_totals ; select_expr agg_sum expr_column "
						 "C:0:order_value ; cond_eq expr_column C:0:customer_number "
						 "expr_value V:integer:2004 ; ; ; ;"), 1);
	CHECK_INT_EQ(cost_count(g, dated_keys_cost, "Which orders were worth more than 2004 in 2004?", -1,
						 "sql_select from_table T:order_totals ; select_expr expr_column "
						 "C:0:order_value ; cond_gt expr_column C:0:order_value "
						 "expr_value V:integer:2004 ; ; ; ;"), 0);
	schema_graph_free(g);
}

UNIT_TEST(a_year_on_a_date_or_a_number_named_without_time_costs_nothing)
{
	SchemaGraph *g = orders_graph();

	/* a quantity, not a key */
	CHECK_INT_EQ(cost_count(g, dated_keys_cost, "How many orders were placed in 2004?", -1,
						 ORDERS_WHERE("cond_eq expr_column C:0:quantity expr_value V:integer:2004")), 0);
	/* an order numbered so, said without a word of time */
	CHECK_INT_EQ(cost_count(g, dated_keys_cost, "Who placed order 2004?", -1,
						 ORDERS_WHERE("cond_eq expr_column C:0:order_number expr_value V:integer:2004")), 0);
	/* no year: a key is compared with a number */
	CHECK_INT_EQ(cost_count(g, dated_keys_cost, "How many orders did customer 103 place in May?", -1,
						 ORDERS_WHERE("cond_eq expr_column C:0:customer_number expr_value V:integer:103")), 0);
	schema_graph_free(g);
}

/* counted_keys' count of the query in notation for question, each word "orders" linked to
 * the orders table. */
static int
counted_keys_of(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	int			n;

	CHECK(step_case_begin(&sc, g, question, notation));
	for (int i = 0; i < sc.t.n; i++)
		if (strcmp(sc.t.tokens[i].text, "orders") == 0)
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, i, i + 1, 1, -1, NULL);
	n = sql_counted_keys(sc.ast, g, &sc.t, &sc.links);
	step_case_end(&sc);
	return n;
}

#define CUSTOMERS_WHERE(cond) "sql_select from_table T:customers ; select_expr agg_count_star ; " cond " ; ; ; ;"

/* a count of rows ("more than 2 orders") or an amount ordered against a key costs; an
 * equality (a row's own number), a number no table word follows, or a column that is no
 * key do not */
UNIT_TEST(a_count_of_rows_ordered_against_a_key_costs)
{
	SchemaGraph *g = orders_graph();

	CHECK_INT_EQ(counted_keys_of(g, "How many customers have more than 2 orders?",
								 CUSTOMERS_WHERE("cond_gt expr_column C:0:customer_number expr_value V:integer:2")), 1);
	CHECK_INT_EQ(counted_keys_of(g, "How many customers have more than 2 orders?",
								 ORDERS_WHERE("cond_le expr_column C:0:order_number expr_value V:integer:2")), 1);
	CHECK_INT_EQ(counted_keys_of(g, "How many customers have 2 orders?",
								 CUSTOMERS_WHERE("cond_eq expr_column C:0:customer_number expr_value V:integer:2")), 0);
	CHECK_INT_EQ(counted_keys_of(g, "How many customers have a number above 2?",
								 CUSTOMERS_WHERE("cond_gt expr_column C:0:customer_number expr_value V:integer:2")), 0);
	CHECK_INT_EQ(counted_keys_of(g, "How many customers have more than 2 orders?",
								 ORDERS_WHERE("cond_gt expr_column C:0:quantity expr_value V:integer:2")), 0);
	/* a key ordered against an amount; two keys, or an equality, cost nothing */
	CHECK_INT_EQ(counted_keys_of(g, "Which orders have a small quantity?",
								 ORDERS_WHERE("cond_lt expr_column C:0:order_number expr_column C:0:quantity")), 1);
	CHECK_INT_EQ(counted_keys_of(g, "Which orders have a small quantity?",
								 ORDERS_WHERE("cond_gt expr_column C:0:quantity expr_column C:0:customer_number")), 1);
	CHECK_INT_EQ(counted_keys_of(g, "Which orders have a small quantity?",
								 ORDERS_WHERE("cond_lt expr_column C:0:order_number expr_column C:0:customer_number")), 0);
	CHECK_INT_EQ(counted_keys_of(g, "Which orders have a small quantity?",
								 ORDERS_WHERE("cond_eq expr_column C:0:order_number expr_column C:0:quantity")), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_year_compared_with_a_key_costs);
	UNIT_RUN(a_year_on_a_date_or_a_number_named_without_time_costs_nothing);
	UNIT_RUN(a_count_of_rows_ordered_against_a_key_costs);
	UNIT_DONE();
}
