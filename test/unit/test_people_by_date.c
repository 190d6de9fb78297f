/*
 * test_people_by_date.c — "Who has been with the company the longest?", "Who is our
 * oldest employee?": the people ranked by the date they were hired or born
 * (sql/sql_people_by_date.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_people_by_date.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* Tables: 0 department(dept_id, dept_name), 1 employee(emp_id, emp_fname, emp_lname,
 * dept_id -> department, salary, birth_date, start_date), 2 customer(id, fname, lname,
 * since_date). */
static SchemaGraph *
company_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			dept,
				from;

	schema_graph_add_table(g, "public", "department", SG_TABLE, 0);
	dept = schema_graph_add_column(g, "dept_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "dept_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "emp_fname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "emp_lname", "text", SG_TYPE_TEXT, false, false, 0);
	from = schema_graph_add_column(g, "dept_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "salary", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "birth_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "start_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "fname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "lname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "since_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &dept);
	return g;
}

/* The people_by_date copy of notation for question, rendered ("-": none). */
static char *
ranked(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	TableNames *names = name_columns_find(g);
	PeopleByDate found;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
	{
		dt_free(names);
		return strdup("?");
	}
	/* "employee" names its table (a link), "who" asks for people */
	for (int i = 0; i < sc.t.n; i++)
		if (text_token_is(&sc.t, i, "employee") || text_token_is(&sc.t, i, "employees"))
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, i, i + 1, 1, -1, NULL);
	found = sql_people_by_date_find(g, &sc.t, &sc.links, names, text_token_is(&sc.t, 0, "who"));
	sql = rendered_copy(sql_people_by_date(sc.ast, g, &found, names), g, NULL);
	step_case_end(&sc);
	dt_free(names);
	return sql;
}

#define CHECK_RANKED(question, notation, expected)                             \
	do {                                                                       \
		char *_s = ranked(g, question, notation);                              \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define BY_SALARY                                                              \
	"sql_select from_table T:employee ; select_expr expr_column C:0:emp_fname " \
	"select_expr expr_column C:0:emp_lname ; ; ; ; order_desc expr_column C:0:salary ; V:integer:1"

UNIT_TEST(the_longest_there_were_hired_first)
{
	SchemaGraph *g = company_graph();

	CHECK_RANKED("Who has been with the company the longest?", BY_SALARY,
				 "SELECT t0.emp_fname, t0.emp_lname FROM public.employee AS t0 "
				 "ORDER BY t0.start_date ASC LIMIT 1");
	CHECK_RANKED("Who has worked here the longest?", BY_SALARY,
				 "SELECT t0.emp_fname, t0.emp_lname FROM public.employee AS t0 "
				 "ORDER BY t0.start_date ASC LIMIT 1");
	CHECK_RANKED("Who is our longest-serving employee?", BY_SALARY,
				 "SELECT t0.emp_fname, t0.emp_lname FROM public.employee AS t0 "
				 "ORDER BY t0.start_date ASC LIMIT 1");
	CHECK_RANKED("Which employee has the shortest tenure?", BY_SALARY,
				 "SELECT t0.emp_fname, t0.emp_lname FROM public.employee AS t0 "
				 "ORDER BY t0.start_date DESC LIMIT 1");
	CHECK_RANKED("Who is our most senior employee?", BY_SALARY,
				 "SELECT t0.emp_fname, t0.emp_lname FROM public.employee AS t0 "
				 "ORDER BY t0.start_date ASC LIMIT 1");
	/* the candidate's own number of rows */
	CHECK_RANKED("Who are our three longest-serving employees?",
				 "sql_select from_table T:employee ; select_expr expr_column C:0:emp_fname ; ; ; ; "
				 "order_desc expr_column C:0:salary ; V:integer:3",
				 "SELECT t0.emp_fname FROM public.employee AS t0 ORDER BY t0.start_date ASC LIMIT 3");
	/* the candidate's joins and WHERE stay; a department's name gives way to the people's */
	CHECK_RANKED("Who is the most senior person in Shipping?",
				 "sql_select from_table T:department from_table_join T:employee "
				 "cond_eq expr_column C:0:dept_id expr_column C:1:dept_id ; "
				 "select_expr expr_column C:0:dept_name ; "
				 "cond_eq expr_column C:0:dept_name expr_value V:text:Shipping ; ; ; ;",
				 "SELECT t1.emp_fname, t1.emp_lname FROM public.department AS t0 JOIN public.employee AS t1 "
				 "ON t0.dept_id = t1.dept_id WHERE t0.dept_name = 'Shipping' "
				 "ORDER BY t1.start_date ASC LIMIT 1");
	/* ranked so already */
	CHECK_RANKED("Who has been with the company the longest?",
				 "sql_select from_table T:employee ; select_expr expr_column C:0:emp_fname "
				 "select_expr expr_column C:0:emp_lname ; ; ; ; order_asc expr_column C:0:start_date ; V:integer:1",
				 "-");
	schema_graph_free(g);
}

UNIT_TEST(the_oldest_were_born_first)
{
	SchemaGraph *g = company_graph();

	CHECK_RANKED("Who is the oldest employee?", BY_SALARY,
				 "SELECT t0.emp_fname, t0.emp_lname FROM public.employee AS t0 "
				 "ORDER BY t0.birth_date ASC LIMIT 1");
	CHECK_RANKED("Which employee is the youngest?", BY_SALARY,
				 "SELECT t0.emp_fname, t0.emp_lname FROM public.employee AS t0 "
				 "ORDER BY t0.birth_date DESC LIMIT 1");
	CHECK_RANKED("Who is our eldest person?", BY_SALARY,
				 "SELECT t0.emp_fname, t0.emp_lname FROM public.employee AS t0 "
				 "ORDER BY t0.birth_date ASC LIMIT 1");
	/* the oldest of another thing: no person's age */
	CHECK_RANKED("Which employee has the oldest department?", BY_SALARY, "-");
	schema_graph_free(g);
}

UNIT_TEST(no_ranking_no_copy)
{
	SchemaGraph *g = company_graph();

	/* a length, a length of time not of service, no person asked */
	CHECK_RANKED("Which employee has the longest name?", BY_SALARY, "-");
	CHECK_RANKED("Who earns the most?", BY_SALARY, "-");
	CHECK_RANKED("What is the oldest department?", BY_SALARY, "-");
	/* another thing asked, no "who": "Which of our stores has been open the longest?" */
	CHECK_RANKED("Which of our departments has been open the longest?", BY_SALARY, "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_longest_there_were_hired_first);
	UNIT_RUN(the_oldest_were_born_first);
	UNIT_RUN(no_ranking_no_copy);
	UNIT_DONE();
}
