/*
 * test_role_bridges.c — a bridge table that says a role, taken where the question says
 * none (sql/sql_role_bridges.h).
 */
#include "common/alloc.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_role_bridges.h"
#include "unit.h"

#include "render_check.h"

/* employees(emp_no PK, first_name); departments(dept_no PK, dept_name); dept_emp and
 * dept_manager (emp_no FK, dept_no FK) */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			employees = schema_graph_add_table(g, "public", "employees", SG_TABLE, 0),
				departments,
				emp = 0,
				dept = 2;

	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	departments = schema_graph_add_table(g, "public", "departments", SG_TABLE, 0);
	schema_graph_add_column(g, "dept_no", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "dept_name", "text", SG_TYPE_TEXT, false, false, 0);
	for (int k = 0; k < 2; k++)
	{
		int			t = schema_graph_add_table(g, "public", k == 0 ? "dept_emp" : "dept_manager",
											   SG_TABLE, 0);
		int			fk_emp = schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 0);
		int			fk_dept = schema_graph_add_column(g, "dept_no", "text", SG_TYPE_TEXT, false, true, 0);

		schema_graph_add_foreign_key(g, t, employees, 1, &fk_emp, &emp);
		schema_graph_add_foreign_key(g, t, departments, 1, &fk_dept, &dept);
	}
	return g;
}

/* The step under test, as cost_count (render_check.h) calls it. */
static int
role_bridges_cost(const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q)
{
	bool	   *unsaid = sql_unsaid_role_bridges(g, &q->tokens, &q->links);
	int			n = sql_role_bridges(ast, g, unsaid);

	dt_free(unsaid);
	return n;
}

/* The step where a word is linked to dept_manager by abbreviation alone ("Development":
 * its "dept"), which names no role. */
static int
abbreviated_bridge_cost(const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q)
{
	LinkResult	links;
	bool	   *unsaid;
	int			n;

	link_result_init(&links);
	link_result_add(&links, LINK_TABLE, LINK_ABBREVIATION, 0, 1, 3, -1, NULL);
	unsaid = sql_unsaid_role_bridges(g, &q->tokens, &links);
	n = sql_role_bridges(ast, g, unsaid);
	dt_free(unsaid);
	link_result_free(&links);
	return n;
}

#define DEPARTMENTS_THROUGH(bridge)                                              \
	"sql_select from_table T:employees from_table_join T:" bridge " "           \
	"cond_eq expr_column C:1:emp_no expr_column C:0:emp_no from_table_join T:departments " \
	"cond_eq expr_column C:2:dept_no expr_column C:1:dept_no ; "                \
	"select_expr expr_column C:2:dept_name ; ; ; ; ; ;"

/* "Which departments has she worked in?": through dept_manager, which says a role no word
 * says, where dept_emp relates the same two tables plainly, it costs; named, or the plain
 * one, not */
UNIT_TEST(a_role_bridge_no_word_names_costs)
{
	SchemaGraph *g = staff_graph();
	int			a,
				b;

	CHECK(sql_bridge_is_plain(g, 2, &a, &b) && a == 0 && b == 1);
	CHECK(!sql_bridge_is_plain(g, 3, &a, &b));
	CHECK(!sql_bridge_is_plain(g, 0, &a, &b));
	CHECK_INT_EQ(cost_count(g, role_bridges_cost, "Which departments has she worked in?", -1,
						 DEPARTMENTS_THROUGH("dept_manager")), 1);
	CHECK_INT_EQ(cost_count(g, role_bridges_cost, "Which departments has she worked in?", 3,
						 DEPARTMENTS_THROUGH("dept_manager")), 0);
	CHECK_INT_EQ(cost_count(g, role_bridges_cost, "Which departments has she worked in?", -1,
						 DEPARTMENTS_THROUGH("dept_emp")), 0);
	/* linked by an abbreviation of its plain part: not named */
	CHECK_INT_EQ(cost_count(g, abbreviated_bridge_cost, "Which departments has she worked in?", -1,
						 DEPARTMENTS_THROUGH("dept_manager")), 1);
	/* the role said by a word the name begins with */
	CHECK_INT_EQ(cost_count(g, role_bridges_cost, "Which department does she manage?", -1,
						 DEPARTMENTS_THROUGH("dept_manager")), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_role_bridge_no_word_names_costs);
	UNIT_DONE();
}
