/*
 * test_period_end_ranges.c — a range of dates on the end of a period the question does not
 * end (sql/sql_period_end_ranges.h).
 */

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_period_end_ranges.h"
#include "unit.h"

#include "render_check.h"

/* dept_emp(emp_no, dept_no, from_date, to_date) */
static SchemaGraph *
periods_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "dept_emp", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "dept_no", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "from_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "to_date", "date", SG_TYPE_TIME, false, false, 0);
	return g;
}

/* The step under test, as cost_count (render_check.h) calls it. */
static int
period_end_cost(const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q)
{
	return sql_period_end_ranges(ast, g, &q->tokens);
}

#define COUNT_WHERE(cond) "sql_select from_table T:dept_emp ; select_expr agg_count_star ; " cond " ; ; ; ;"
#define IN_1997(column)                                                        \
	COUNT_WHERE("cond_and cond_ge expr_column C:0:" column " expr_value V:text:1997-01-01 " \
				"cond_lt expr_column C:0:" column " expr_value V:text:1998-01-01")

/* "joined in 1997" ranged on to_date costs, once; on from_date, or where the question says
 * the period ended ("left"), or the current rows (= '9999-01-01'), nothing */
UNIT_TEST(a_range_on_a_period_end_costs_where_nothing_ends)
{
	SchemaGraph *g = periods_graph();

	CHECK_INT_EQ(cost_count(g, period_end_cost, "How many people joined Sales in 1997?", -1,
						 IN_1997("to_date")), 1);
	CHECK_INT_EQ(cost_count(g, period_end_cost, "How many people joined Sales in 1997?", -1,
						 IN_1997("from_date")), 0);
	CHECK_INT_EQ(cost_count(g, period_end_cost, "How many people left Sales in 1997?", -1,
						 IN_1997("to_date")), 0);
	/* the decoder's way: the year itself, written as a range */
	CHECK_INT_EQ(cost_count(g, period_end_cost, "How many people joined Sales in 1997?", -1,
						 COUNT_WHERE("cond_eq expr_column C:0:to_date expr_value V:text:1997")), 1);
	CHECK_INT_EQ(cost_count(g, period_end_cost, "How many people work in Sales now?", -1,
						 COUNT_WHERE("cond_eq expr_column C:0:to_date expr_value V:text:9999-01-01")), 0);
	schema_graph_free(g);
}

/* "left Sales in 1997" ranged on from_date costs, once; on to_date, or where the question
 * also says a start ("joined ... and left"), nothing */
UNIT_TEST(a_range_on_a_period_start_costs_where_the_question_ends_it)
{
	SchemaGraph *g = periods_graph();

	CHECK_INT_EQ(cost_count(g, period_end_cost, "How many people left Sales in 1997?", -1,
							IN_1997("from_date")), 1);
	CHECK_INT_EQ(cost_count(g, period_end_cost, "How many people left Sales in 1997?", -1,
							IN_1997("to_date")), 0);
	CHECK_INT_EQ(cost_count(g, period_end_cost,
							"How many people joined Sales and left it in 1997?", -1,
							IN_1997("from_date")), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_range_on_a_period_end_costs_where_nothing_ends);
	UNIT_RUN(a_range_on_a_period_start_costs_where_the_question_ends_it);
	UNIT_DONE();
}
