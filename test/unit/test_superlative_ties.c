/*
 * test_superlative_ties.c — every row tied at the extreme where a superlative ranks a
 * plural (sql/sql_superlative_ties.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "sql/sql_superlative_ties.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* employees(emp_id, first_name, hire_date, dept) and offices(office_id, city) */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "hire_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "dept", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "offices", SG_TABLE, 0);
	schema_graph_add_column(g, "office_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "city", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

/* Whether question's superlative ranks a plural; column: a token a column link covers
 * (-1: none). */
static bool
plural_linked(const char *question, int column)
{
	StepCase	sc;
	QuestionDirections d;
	bool		out;

	step_case_words(&sc, question);
	if (column >= 0)
		link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, column, column + 1, 0, 0, NULL);
	question_directions_find(&sc.t, &d);
	out = sql_superlative_of_plural(&sc.t, &sc.links, &d);
	step_case_end(&sc);
	return out;
}

static bool
plural(const char *question)
{
	return plural_linked(question, -1);
}

UNIT_TEST(a_superlative_of_a_plural_is_found)
{
	CHECK(plural("Who were the very first people we hired?"));
	CHECK(plural("Who are our best-paid employees?"));
	CHECK(plural("Which are the cheapest products?"));
	CHECK(!plural("Who was the first person we hired?"));
	CHECK(!plural("Which product is the cheapest?"));
	CHECK(!plural("List the first names of our staff"));
	CHECK(!plural("Which store ordered the most copies?"));
	/* 0 the 1 player 2 with 3 the 4 greatest 5 earnings: the measure, a column's name */
	CHECK(!plural_linked("the player with the greatest earnings", 5));
	CHECK(plural_linked("the player with the greatest earnings", -1));
	CHECK(!plural("Which employees were hired in 1999?"));
}

/* The rewrite of notation, rendered. */
static char *
tied(const SchemaGraph *g, const char *notation)
{
	SqlNode    *ast = notation_ast(g, notation);

	if (ast == NULL)
		return strdup("?");
	return rendered_copy(sql_superlative_ties(ast, g), g, NULL);
}

#define CHECK_TIED(notation, expected)  \
	do {                                \
		char *_s = tied(g, notation);   \
		CHECK_STR_EQ(_s, expected);     \
		free(_s);                       \
	} while (0)

/* employees' first names: where (";" for none), ordered by order and cut at limit */
#define FIRST_HIRED(where, order, limit) \
	"sql_select from_table T:employees ; select_expr expr_column C:0:first_name ; " where \
	" ; ; " order " expr_column C:0:hire_date ; V:integer:" limit

UNIT_TEST(one_row_at_the_extreme_becomes_every_row_tied_there)
{
	SchemaGraph *g = staff_graph();

	CHECK_TIED(FIRST_HIRED(";", "order_asc", "1"),
			   "SELECT t0.first_name FROM public.employees AS t0 WHERE t0.hire_date = "
			   "(SELECT min(t1.hire_date) FROM public.employees AS t1)");
	/* the same conditions inside; the latest is the greatest */
	CHECK_TIED(FIRST_HIRED("cond_eq expr_column C:0:dept expr_value V:text:Sales", "order_desc", "1"),
			   "SELECT t0.first_name FROM public.employees AS t0 WHERE t0.dept = 'Sales' AND "
			   "t0.hire_date = (SELECT max(t1.hire_date) FROM public.employees AS t1 "
			   "WHERE t1.dept = 'Sales')");
	/* a number of rows asked, or a join: as it was */
	CHECK_TIED(FIRST_HIRED(";", "order_asc", "3"),
			   "SELECT t0.first_name FROM public.employees AS t0 ORDER BY t0.hire_date ASC LIMIT 3");
	CHECK_TIED("sql_select from_table T:employees from_table_join T:offices cond_eq "
			   "expr_column C:0:emp_id expr_column C:1:office_id ; select_expr expr_column "
			   "C:0:first_name ; ; ; ; order_asc expr_column C:0:hire_date ; V:integer:1",
			   "SELECT t0.first_name FROM public.employees AS t0 JOIN public.offices AS t1 ON "
			   "t0.emp_id = t1.office_id ORDER BY t0.hire_date ASC LIMIT 1");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_superlative_of_a_plural_is_found);
	UNIT_RUN(one_row_at_the_extreme_becomes_every_row_tied_there);
	UNIT_DONE();
}
