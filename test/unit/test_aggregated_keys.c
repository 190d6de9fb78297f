/*
 * test_aggregated_keys.c — a sum or an average of a key (sql/sql_aggregated_keys.h).
 */
#include <stdlib.h>

#include "schema/schema_graph.h"
#include "sql/sql_aggregated_keys.h"
#include "sql/sql_ast.h"
#include "unit.h"

#include "render_check.h"

/* departments(department_id PK, department_name); employees(employee_id PK, salary,
 * department_id FK, badge_id, memid) */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			departments = schema_graph_add_table(g, "public", "departments", SG_TABLE, 0),
				employees;
	int			fk_col = 2,
				ref_col = 0;

	schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "department_name", "text", SG_TYPE_TEXT, false, false, 0);
	employees = schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "salary", "numeric", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "badge_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "memid", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_foreign_key(g, employees, departments, 1, &fk_col, &ref_col);
	return g;
}

/* The cost count of the query in notation (-1: the notation did not parse). */
static int
cost_of(const SchemaGraph *g, const char *notation)
{
	SqlNode    *ast = notation_ast(g, notation);
	int			n = ast == NULL ? -1 : sql_aggregated_keys(ast, g);

	sql_node_free(ast);
	return n;
}

#define ONE_OF(expr) "sql_select from_table T:employees ; select_expr " expr " ; ; ; ; ; ;"

UNIT_TEST(a_sum_or_an_average_of_a_key_costs)
{
	SchemaGraph *g = staff_graph();

	/* the primary key, a foreign key's column, a name with the word "id" */
	CHECK_INT_EQ(cost_of(g, ONE_OF("agg_sum expr_column C:0:employee_id")), 1);
	CHECK_INT_EQ(cost_of(g, ONE_OF("agg_avg expr_column C:0:department_id")), 1);
	CHECK_INT_EQ(cost_of(g, ONE_OF("agg_sum_distinct expr_column C:0:badge_id")), 1);
	/* anywhere in the query: a subquery */
	CHECK_INT_EQ(cost_of(g, "sql_select from_table T:employees ; select_expr expr_column "
						 "C:0:salary ; cond_gt expr_column C:0:salary expr_subquery sql_select "
						 "from_table T:employees ; select_expr agg_avg expr_column C:1:employee_id "
						 "; ; ; ; ; ; ; ; ; ;"), 1);
	CHECK_INT_EQ(cost_of(g, "sql_select from_table T:employees ; select_expr agg_sum expr_column "
						 "C:0:employee_id select_expr agg_avg expr_column C:0:badge_id ; ; ; ; ; ;"),
				 2);
	schema_graph_free(g);
}

UNIT_TEST(a_sum_of_a_measure_or_a_count_of_keys_costs_nothing)
{
	SchemaGraph *g = staff_graph();

	CHECK_INT_EQ(cost_of(g, ONE_OF("agg_sum expr_column C:0:salary")), 0);
	CHECK_INT_EQ(cost_of(g, ONE_OF("agg_count expr_column C:0:employee_id")), 0);
	CHECK_INT_EQ(cost_of(g, ONE_OF("agg_max expr_column C:0:employee_id")), 0);
	/* a name that is one word ("memid") says nothing by itself */
	CHECK_INT_EQ(cost_of(g, ONE_OF("agg_sum expr_column C:0:memid")), 0);
	schema_graph_free(g);
}

/* The count_keys copy of the query in notation for question, rendered, or "-". */
static char *
counted(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	sql = rendered_copy(sql_count_keys(sc.ast, g, &sc.t), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_COUNTED(question, notation, expected)                          \
	do {                                                                       \
		char *_s = counted(g, question, notation);                             \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* "How many" asks for a number of rows: an output sum or average of a key counts them. */
UNIT_TEST(how_many_counts_what_a_key_adds_up)
{
	SchemaGraph *g = staff_graph();

	CHECK_COUNTED("How many people did we hire?", ONE_OF("agg_sum expr_column C:0:employee_id"),
				  "SELECT count(*) FROM public.employees AS t0");
	CHECK_COUNTED("How many departments have staff?",
				  ONE_OF("agg_sum_distinct expr_column C:0:department_id"),
				  "SELECT count(DISTINCT t0.department_id) FROM public.employees AS t0");
	/* no "how many", "how much" too, or no key summed: nothing to turn */
	CHECK_COUNTED("What is the total of the ids?", ONE_OF("agg_sum expr_column C:0:employee_id"), "-");
	CHECK_COUNTED("How much do we pay, and to how many people?",
				  ONE_OF("agg_sum expr_column C:0:employee_id"), "-");
	CHECK_COUNTED("How many dollars do we pay?", ONE_OF("agg_sum expr_column C:0:salary"), "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_sum_or_an_average_of_a_key_costs);
	UNIT_RUN(a_sum_of_a_measure_or_a_count_of_keys_costs_nothing);
	UNIT_RUN(how_many_counts_what_a_key_adds_up);
	UNIT_DONE();
}
