/*
 * test_not_in_nulls.c — a NOT IN subquery over a column that holds NULLs
 * (sql/sql_not_in_nulls.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_not_in_nulls.h"
#include "unit.h"

#include "render_check.h"

/* employees(employee_id, last_name, manager_id) and orders(order_id, sales_rep_id,
 * customer_id): a rep and a manager may be missing. */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 0 */
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 2);	/* 1 */
	schema_graph_add_column(g, "manager_id", "integer", SG_TYPE_NUMBER, true, false, 3);	/* 2 */
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 3 */
	schema_graph_add_column(g, "sales_rep_id", "integer", SG_TYPE_NUMBER, true, false, 2);	/* 4 */
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, true, false, 3);	/* 5 */
	return g;
}

static char *
rewritten(const SchemaGraph *g, const bool *holds_nulls, const char *notation)
{
	SqlNode    *ast = notation_ast(g, notation);

	if (ast == NULL)
		return strdup("?");
	return rendered_copy(sql_not_in_nulls(ast, g, holds_nulls), g, NULL);
}

/* "Which employees took no orders?" over the orders' column; the subquery's WHERE is
 * where: a condition, or ";" for none. */
#define REPS_WITHOUT(column, where)                                            \
	"sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; " \
	"cond_not_in_query expr_column C:0:employee_id sql_select from_table T:orders ; " \
	"select_expr expr_column C:1:" column " ; " where " ; ; ; ; ; ; ; ;"

UNIT_TEST(not_in_a_column_that_holds_nulls)
{
	SchemaGraph *g = orders_graph();
	bool		holds[7] = {false};
	char	   *sql;

	holds[4] = true;			/* sales_rep_id */
	holds[2] = true;			/* manager_id */
	sql = rewritten(g, holds, REPS_WITHOUT("sales_rep_id", ";"));
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.employee_id NOT IN "
				 "(SELECT t1.sales_rep_id FROM public.orders AS t1 WHERE t1.sales_rep_id IS NOT NULL)");
	free(sql);
	/* beside the subquery's own condition */
	sql = rewritten(g, holds, REPS_WITHOUT("sales_rep_id",
										   "cond_gt expr_column C:1:order_id expr_value V:integer:5"));
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.employee_id NOT IN "
				 "(SELECT t1.sales_rep_id FROM public.orders AS t1 WHERE t1.order_id > 5 AND "
				 "t1.sales_rep_id IS NOT NULL)");
	free(sql);
	schema_graph_free(g);
}

UNIT_TEST(not_in_left_alone)
{
	SchemaGraph *g = orders_graph();
	bool		holds[7] = {false};
	char	   *sql;

	holds[4] = true;
	holds[2] = true;
	/* a column that holds no NULL, or nothing known of any */
	sql = rewritten(g, holds, REPS_WITHOUT("customer_id", ";"));
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.employee_id NOT IN "
				 "(SELECT t1.customer_id FROM public.orders AS t1)");
	free(sql);
	sql = rewritten(g, NULL, REPS_WITHOUT("sales_rep_id", ";"));
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.employee_id NOT IN "
				 "(SELECT t1.sales_rep_id FROM public.orders AS t1)");
	free(sql);
	/* tested already */
	sql = rewritten(g, holds, REPS_WITHOUT("sales_rep_id",
										   "cond_is_not_null expr_column C:1:sales_rep_id"));
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.employee_id NOT IN "
				 "(SELECT t1.sales_rep_id FROM public.orders AS t1 WHERE t1.sales_rep_id IS NOT NULL)");
	free(sql);
	/* IN is true of the rows it lists, NULLs or not */
	sql = rewritten(g, holds,
					"sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; "
					"cond_in_query expr_column C:0:employee_id sql_select from_table T:orders ; "
					"select_expr expr_column C:1:sales_rep_id ; ; ; ; ; ; ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.employee_id IN "
				 "(SELECT t1.sales_rep_id FROM public.orders AS t1)");
	free(sql);
	/* the very column on both sides, of the subquery's rows that meet a condition: left */
	sql = rewritten(g, holds,
					"sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; "
					"cond_not_in_query expr_column C:0:manager_id sql_select from_table T:employees ; "
					"select_expr expr_column C:1:manager_id ; cond_gt expr_column C:1:employee_id "
					"expr_value V:integer:5 ; ; ; ; ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.manager_id NOT IN "
				 "(SELECT t1.manager_id FROM public.employees AS t1 WHERE t1.employee_id > 5)");
	free(sql);
	schema_graph_free(g);
}

/* "Who has no manager?" decoded as a column outside its own values, true of no row: the
 * rows with no value; not where the column holds no NULL. */
#define OUTSIDE_OWN_MANAGERS \
	"sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; " \
	"cond_not_in_query expr_column C:0:manager_id sql_select from_table T:employees ; " \
	"select_expr expr_column C:1:manager_id ; ; ; ; ; ; ; ; ; ;"

UNIT_TEST(not_in_its_own_values_is_null)
{
	SchemaGraph *g = orders_graph();
	bool		holds[7] = {false};
	char	   *sql;

	sql = rewritten(g, holds, OUTSIDE_OWN_MANAGERS);
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.manager_id NOT IN "
				 "(SELECT t1.manager_id FROM public.employees AS t1)");
	free(sql);
	holds[2] = true;			/* manager_id */
	sql = rewritten(g, holds, OUTSIDE_OWN_MANAGERS);
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.manager_id IS NULL");
	free(sql);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(not_in_a_column_that_holds_nulls);
	UNIT_RUN(not_in_left_alone);
	UNIT_RUN(not_in_its_own_values_is_null);
	UNIT_DONE();
}
