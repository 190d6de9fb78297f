/*
 * test_dates_twice.c — one date phrase compared with two date columns
 * (sql/sql_dates_twice.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_dates_twice.h"
#include "unit.h"

#include "render_check.h"

/* orders(order_number, order_date, shipped_date, status). */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_number", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "order_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "shipped_date", "date", SG_TYPE_TIME, true, false, 0);
	schema_graph_add_column(g, "status", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

/* The count of dates_twice over the query in notation; -1 when it did not parse. */
static int
twice(const SchemaGraph *g, const char *notation)
{
	StepCase	sc;
	int			n;

	if (!step_case_begin(&sc, g, "Which orders were shipped in March 2005?", notation))
		return -1;
	n = sql_dates_twice(sc.ast, g);
	step_case_end(&sc);
	return n;
}

#define ORDERS_WHERE(cond) \
	"sql_select from_table T:orders ; select_expr expr_column C:0:order_number ; " cond " ; ; ; ;"
#define SHIPPED(when) "cond_eq expr_column C:0:shipped_date expr_value V:text:" when
#define ORDERED(when) "cond_eq expr_column C:0:order_date expr_value V:text:" when

UNIT_TEST(one_date_phrase_on_two_date_columns_costs)
{
	SchemaGraph *g = orders_graph();

	CHECK_INT_EQ(twice(g, ORDERS_WHERE("cond_and " SHIPPED("March_2005") " " ORDERED("March_2005"))), 1);
	/* one column, or two phrases, or no date phrase */
	CHECK_INT_EQ(twice(g, ORDERS_WHERE(SHIPPED("March_2005"))), 0);
	CHECK_INT_EQ(twice(g, ORDERS_WHERE("cond_and " SHIPPED("March_2005") " " ORDERED("February_2005"))), 0);
	CHECK_INT_EQ(twice(g, ORDERS_WHERE("cond_and " SHIPPED("March_2005") " "
									   "cond_eq expr_column C:0:status expr_value V:text:March_2005")), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(one_date_phrase_on_two_date_columns_costs);
	UNIT_DONE();
}
