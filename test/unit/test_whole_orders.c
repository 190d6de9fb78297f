/*
 * test_whole_orders.c — a whole order asked for, where the candidate keeps the extreme row
 * (sql/sql_whole_orders.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "sql/sql_whole_orders.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* employees(employee_id PK, last_name, salary, department) */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "salary", "numeric", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "department", "text", SG_TYPE_TEXT, true, false, 0);
	return g;
}

/* whole_orders' copy of notation for question, rendered, or "-". */
static char *
ordered(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	QuestionDirections d;
	char	   *sql;

	CHECK(step_case_begin(&sc, g, question, notation));
	question_directions_find(&sc.t, &d);
	sql = rendered_copy(sql_whole_order(sc.ast, g, &d), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_ORDERED(question, notation, expected)    \
	do {                                               \
		char *_s = ordered(g, question, notation);     \
		CHECK_STR_EQ(_s, expected);                    \
		free(_s);                                      \
	} while (0)

#define EXTREME(agg) "cond_eq expr_column C:0:salary expr_subquery sql_select from_table T:employees ; " \
	"select_expr " agg " expr_column C:1:salary ; ; ; ; ; ;"
#define FINANCE "cond_eq expr_column C:0:department expr_value V:text:Finance"
#define STAFF(select, where) "sql_select from_table T:employees ; " select " ; " where " ; ; ; ;"
#define LAST_NAME "select_expr expr_column C:0:last_name"

UNIT_TEST(the_extreme_row_becomes_every_row_in_order)
{
	SchemaGraph *g = staff_graph();

	CHECK_ORDERED("List the staff from the highest paid to the lowest.",
				  STAFF(LAST_NAME, "cond_and " FINANCE " " EXTREME("agg_max")),
				  "SELECT t0.last_name FROM public.employees AS t0 WHERE t0.department = 'Finance' "
				  "ORDER BY t0.salary DESC NULLS LAST");
	/* the first superlative says the direction; a DISTINCT lists each row */
	CHECK_ORDERED("List the staff from the lowest paid to the highest.",
				  "sql_select_distinct from_table T:employees ; " LAST_NAME " ; " EXTREME("agg_min")
				  " ; ; ; ;",
				  "SELECT t0.last_name FROM public.employees AS t0 ORDER BY t0.salary ASC");
	schema_graph_free(g);
}

UNIT_TEST(no_copy_without_a_whole_order_or_an_extreme_of_the_column)
{
	SchemaGraph *g = staff_graph();

	/* the highest paid alone is asked */
	CHECK_ORDERED("Who is the highest paid?", STAFF(LAST_NAME, EXTREME("agg_max")), "-");
	/* no extreme in the WHERE */
	CHECK_ORDERED("List the staff from the highest paid to the lowest.", STAFF(LAST_NAME, FINANCE),
				  "-");
	/* the extreme of another column */
	CHECK_ORDERED("List the staff from the highest paid to the lowest.",
				  STAFF(LAST_NAME, "cond_eq expr_column C:0:employee_id expr_subquery sql_select "
						"from_table T:employees ; select_expr agg_max expr_column C:1:salary ; ; ; ; ; ;"),
				  "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_extreme_row_becomes_every_row_in_order);
	UNIT_RUN(no_copy_without_a_whole_order_or_an_extreme_of_the_column);
	UNIT_DONE();
}
