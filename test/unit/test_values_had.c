/*
 * test_values_had.c — the rows whose column holds a value where the question says they
 * have one (sql/sql_values_had.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_values_had.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* employees(emp_id, first_name, middle_name, credit_limit), columns 0-3 */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "middle_name", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "credit_limit", "numeric", SG_TYPE_NUMBER, true, false, 0);
	return g;
}

/* middle_name and credit_limit hold NULL on some rows */
static const bool holds_nulls[] = {false, false, true, true};

/* The column question (whose tokens [start, end) name column exactly) says the rows
 * have; -1 when none. */
static int
had(const SchemaGraph *g, const char *question, int start, int end, int column)
{
	StepCase	sc;
	int			c;

	step_case_words(&sc, question);
	link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, start, end, 0, column, NULL);
	c = sql_value_had(g, &sc.t, &sc.links, holds_nulls);
	step_case_end(&sc);
	return c;
}

UNIT_TEST(a_column_the_rows_have_is_found)
{
	SchemaGraph *g = staff_graph();

	/* which0 employees1 have2 a3 middle4 name5 */
	CHECK_INT_EQ(had(g, "Which employees have a middle name?", 4, 6, 2), 2);
	/* a negation before it: sql_negated_absent.h's */
	CHECK_INT_EQ(had(g, "Which employees do not have a middle name?", 6, 8, 2), -1);
	/* a column that holds no NULL, or no article */
	CHECK_INT_EQ(had(g, "Which employees have a first name?", 4, 6, 1), -1);
	CHECK_INT_EQ(had(g, "Which employees have middle names?", 3, 5, 2), -1);
	schema_graph_free(g);
}

static char *
rewritten(const SchemaGraph *g, const char *notation, int column)
{
	SqlNode    *ast = notation_ast(g, notation);

	if (ast == NULL)
		return strdup("?");
	return rendered_copy(sql_values_had(ast, g, column), g, NULL);
}

UNIT_TEST(the_rows_that_have_it_are_kept)
{
	SchemaGraph *g = staff_graph();
	char	   *sql;

	sql = rewritten(g, "sql_select from_table T:employees ; select_expr expr_column C:0:first_name "
					"select_expr expr_column C:0:middle_name ; ; ; ; ; ;", 2);
	CHECK_STR_EQ(sql, "SELECT t0.first_name, t0.middle_name FROM public.employees AS t0 "
				 "WHERE t0.middle_name IS NOT NULL");
	free(sql);
	/* compared already: "have a credit limit of zero" */
	sql = rewritten(g, "sql_select from_table T:employees ; select_expr expr_column C:0:first_name ; "
					"cond_eq expr_column C:0:credit_limit expr_value V:integer:0 ; ; ; ;", 3);
	CHECK_STR_EQ(sql, "SELECT t0.first_name FROM public.employees AS t0 WHERE t0.credit_limit = 0");
	free(sql);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_column_the_rows_have_is_found);
	UNIT_RUN(the_rows_that_have_it_are_kept);
	UNIT_DONE();
}
