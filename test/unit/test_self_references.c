/*
 * test_self_references.c — who reports to whom, in a table that refers to itself
 * (sql/sql_self_references.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "common/alloc.h"
#include "schema/name_columns.h"
#include "sql/sql_self_references.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* employees(employee_id, first_name, last_name, department_id, manager_id), manager_id
 * referring to employee_id; with a second reference to itself (mentor_id) when two. */
static SchemaGraph *
employees_graph(bool two)
{
	SchemaGraph *g = schema_graph_new();
	int			id,
				ref;

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	id = schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	ref = schema_graph_add_column(g, "manager_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_foreign_key(g, 0, 0, 1, &ref, &id);
	if (two)
	{
		ref = schema_graph_add_column(g, "mentor_id", "integer", SG_TYPE_NUMBER, true, false, 0);
		schema_graph_add_foreign_key(g, 0, 0, 1, &ref, &id);
	}
	return g;
}

static ReportsAsk
ask(const char *question)
{
	TextTokens	t = {0};
	DtError		err = {0};
	ReportsAsk	a;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	a = sql_reports_ask(&t);
	text_tokens_free(&t);
	return a;
}

/* sql_self_references of query for question, rendered ("=" when it left the query as it
 * was). */
static char *
rewritten(const SchemaGraph *g, const char *question, const char *query)
{
	SqlNode    *ast = notation_ast(g, query),
			   *before,
			   *after;
	char	   *sql;

	if (ast == NULL)
		return strdup("?");
	before = sql_node_clone(ast);
	after = sql_self_references(ast, g, ask(question), -1, NULL);
	if (sql_node_equal(before, after))
	{
		sql_node_free(before);
		sql_node_free(after);
		return strdup("=");
	}
	sql_node_free(before);
	sql = rendered_copy(after, g, NULL);
	return sql;
}

#define CHECK_REWRITTEN(question, query, expected)                             \
	do {                                                                       \
		char *_s = rewritten(g, question, query);                              \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define NEENA_YANG                                                             \
	"cond_and cond_eq expr_column C:0:first_name expr_value V:text:Neena "     \
	"cond_eq expr_column C:0:last_name expr_value V:text:Yang"
#define NAMES_OF_NEENA_YANG                                                    \
	"sql_select from_table T:employees ; select_expr expr_column C:0:first_name " \
	"select_expr expr_column C:0:last_name ; " NEENA_YANG " ; ; ; ;"

UNIT_TEST(the_words_say_which_way_the_line_runs)
{
	CHECK_INT_EQ(ask("Who reports to Neena Yang?"), REPORTS_BELOW);
	CHECK_INT_EQ(ask("How many people report directly to Steven King?"), REPORTS_BELOW);
	CHECK_INT_EQ(ask("Who works under Sarath Sewall?"), REPORTS_BELOW);
	CHECK_INT_EQ(ask("Which employees are managed by Steven King?"), REPORTS_BELOW);
	CHECK_INT_EQ(ask("List Neena Yang's direct reports."), REPORTS_BELOW);
	CHECK_INT_EQ(ask("Who does Leslie Jennings report to?"), REPORTS_ABOVE);
	CHECK_INT_EQ(ask("Who is Lisa Ozer's manager?"), REPORTS_ABOVE);
	CHECK_INT_EQ(ask("Who is the boss of Lisa Ozer?"), REPORTS_ABOVE);
	CHECK_INT_EQ(ask("Who manages Lisa Ozer?"), REPORTS_ABOVE);
	CHECK_INT_EQ(ask("Which employees have no manager?"), REPORTS_TOP);
	CHECK_INT_EQ(ask("Who works without a supervisor?"), REPORTS_TOP);
	CHECK_INT_EQ(ask("Who doesn't report to anyone?"), REPORTS_TOP);
	CHECK_INT_EQ(ask("Who reports to no one?"), REPORTS_TOP);
	/* none, or both ways at once */
	CHECK_INT_EQ(ask("Who is our most recent hire?"), REPORTS_NONE);
	CHECK_INT_EQ(ask("Which manager has the most staff?"), REPORTS_NONE);
	CHECK_INT_EQ(ask("Who reports to Lisa Ozer's manager?"), REPORTS_NONE);
}

UNIT_TEST(the_named_row_is_joined_to_the_rows_below_or_above_it)
{
	SchemaGraph *g = employees_graph(false);

	CHECK_REWRITTEN("Who reports to Neena Yang?", NAMES_OF_NEENA_YANG,
					"SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN "
					"public.employees AS t1 ON t1.manager_id = t0.employee_id WHERE "
					"t0.first_name = 'Neena' AND t0.last_name = 'Yang'");
	CHECK_REWRITTEN("Who is Neena Yang's manager?", NAMES_OF_NEENA_YANG,
					"SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN "
					"public.employees AS t1 ON t1.employee_id = t0.manager_id WHERE "
					"t0.first_name = 'Neena' AND t0.last_name = 'Yang'");
	CHECK_REWRITTEN("How many people report to Neena Yang?",
					"sql_select from_table T:employees ; select_expr agg_count_star ; " NEENA_YANG " ; ; ; ;",
					"SELECT count(*) FROM public.employees AS t0 JOIN public.employees AS t1 ON "
					"t1.manager_id = t0.employee_id WHERE t0.first_name = 'Neena' AND "
					"t0.last_name = 'Yang'");
	/* the named row said with an IN subquery of the same table: its equalities moved out */
	CHECK_REWRITTEN("Who reports to Neena Yang?",
					"sql_select from_table T:employees ; select_expr expr_column C:0:first_name ; "
					"cond_and cond_in_query expr_column C:0:employee_id sql_select from_table T:employees ; "
					"select_expr expr_column C:1:department_id ; cond_eq expr_column C:1:first_name "
					"expr_value V:text:Neena ; ; ; ; cond_eq expr_column C:0:last_name expr_value V:text:Yang ; ; ; ;",
					"SELECT t1.first_name FROM public.employees AS t0 JOIN public.employees AS t1 ON "
					"t1.manager_id = t0.employee_id WHERE t0.last_name = 'Yang' AND "
					"t0.first_name = 'Neena'");
	schema_graph_free(g);
}

/* employee(employee_id, full_name, first_name, last_name, store_id, supervisor_id) with no
 * foreign key on supervisor_id (FoodMart's), or with a second such column (manager_id). */
static SchemaGraph *
undeclared_graph(bool two)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "full_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "store_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "supervisor_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	if (two)
		schema_graph_add_column(g, "manager_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	return g;
}

/* Where the table declares no reference to itself, the one column named for the person
 * over a row is that reference; two such columns say nothing. */
UNIT_TEST(an_undeclared_reference_is_read_from_its_name)
{
	const char *derrick = "sql_select from_table T:employee ; select_expr expr_column C:0:full_name ; "
		"cond_and cond_eq expr_column C:0:first_name expr_value V:text:Derrick "
		"cond_eq expr_column C:0:last_name expr_value V:text:Whelply ; ; ; ;";
	SchemaGraph *g = undeclared_graph(false);

	CHECK_REWRITTEN("Who reports to Derrick Whelply?", derrick,
					"SELECT t1.full_name FROM public.employee AS t0 JOIN public.employee AS t1 ON "
					"t1.supervisor_id = t0.employee_id WHERE t0.first_name = 'Derrick' AND "
					"t0.last_name = 'Whelply'");
	schema_graph_free(g);
	g = undeclared_graph(true);
	CHECK_REWRITTEN("Who reports to Derrick Whelply?", derrick, "=");
	schema_graph_free(g);
}

/* The rows with no one above them: the reference tested for NULL in place of the
 * candidate's way of saying "no" (an EXCEPT of those some row refers to, a NOT IN). */
/* employee(empno, firstnme, lastname, workdept -> department), department(deptno,
 * deptname, mngr_no -> employee): Db2's and Firebird's line through the department. */
static SchemaGraph *
departments_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			empno,
				workdept,
				deptno,
				mgr;

	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	empno = schema_graph_add_column(g, "empno", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "firstnme", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "lastname", "text", SG_TYPE_TEXT, false, false, 0);
	workdept = schema_graph_add_column(g, "workdept", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_table(g, "public", "department", SG_TABLE, 0);
	deptno = schema_graph_add_column(g, "deptno", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "deptname", "text", SG_TYPE_TEXT, false, false, 0);
	mgr = schema_graph_add_column(g, "mngr_no", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_foreign_key(g, 0, 1, 1, &workdept, &deptno);
	schema_graph_add_foreign_key(g, 1, 0, 1, &mgr, &empno);
	return g;
}

#define NAMES_OF_MARIA_PEREZ                                                   \
	"sql_select from_table T:employee ; select_expr expr_column C:0:firstnme " \
	"select_expr expr_column C:0:lastname ; cond_and cond_eq expr_column "     \
	"C:0:firstnme expr_value V:text:MARIA cond_eq expr_column C:0:lastname "   \
	"expr_value V:text:PEREZ ; ; ; ;"

UNIT_TEST(a_table_that_refers_to_no_row_of_itself_runs_the_line_through_its_group)
{
	SchemaGraph *g = departments_graph();

	CHECK_REWRITTEN("Who is Maria Perez's manager?", NAMES_OF_MARIA_PEREZ,
					"SELECT t2.firstnme, t2.lastname FROM public.employee AS t0 "
					"JOIN public.department AS t1 ON t1.deptno = t0.workdept "
					"JOIN public.employee AS t2 ON t2.empno = t1.mngr_no "
					"WHERE t0.firstnme = 'MARIA' AND t0.lastname = 'PEREZ'");
	CHECK_REWRITTEN("Who reports to Maria Perez?", NAMES_OF_MARIA_PEREZ,
					"SELECT t2.firstnme, t2.lastname FROM public.employee AS t0 "
					"JOIN public.department AS t1 ON t1.mngr_no = t0.empno "
					"JOIN public.employee AS t2 ON t2.workdept = t1.deptno "
					"WHERE t0.firstnme = 'MARIA' AND t0.lastname = 'PEREZ'");
	/* the department's own rows: no line of people */
	CHECK_REWRITTEN("Who is the Sales department's manager?",
					"sql_select from_table T:department ; select_expr expr_column C:0:deptname ; "
					"cond_eq expr_column C:0:deptname expr_value V:text:Sales ; ; ; ;", "=");
	schema_graph_free(g);
}

UNIT_TEST(no_one_above_is_a_null_reference)
{
	SchemaGraph *g = employees_graph(false);
	const char *expected = "SELECT t0.employee_id FROM public.employees AS t0 WHERE t0.manager_id IS NULL";

	CHECK_REWRITTEN("Which employees have no manager?",
					"sql_except sql_select from_table T:employees ; select_expr expr_column C:0:employee_id ; ; ; ; ; ; "
					"sql_select from_table T:employees ; select_expr expr_column C:1:manager_id ; ; ; ; ; ;",
					expected);
	CHECK_REWRITTEN("Which employees have no manager?",
					"sql_select from_table T:employees ; select_expr expr_column C:0:employee_id ; "
					"cond_not_in_query expr_column C:0:employee_id sql_select from_table T:employees ; "
					"select_expr expr_column C:1:manager_id ; ; ; ; ; ; ; ; ; ;", expected);
	CHECK_REWRITTEN("Which employees have no manager?",
					"sql_select from_table T:employees ; select_expr expr_column C:0:employee_id ; ; ; ; ; ;",
					expected);
	/* a WHERE of its own: as it is */
	CHECK_REWRITTEN("Which employees have no manager?",
					"sql_select from_table T:employees ; select_expr expr_column C:0:employee_id ; "
					"cond_eq expr_column C:0:last_name expr_value V:text:Yang ; ; ; ;", "=");
	schema_graph_free(g);
}

/* sql_self_references of query for question where the question asks "who" (who) and
 * links no table, with the table sql_reports_top_table gives, rendered ("=": as it was). */
static char *
rewritten_anew(const SchemaGraph *g, const char *question, bool who, const char *query)
{
	TableNames *names = name_columns_find(g);
	SqlNode    *ast = notation_ast(g, query),
			   *before,
			   *after;
	char	   *sql;
	int			top = sql_reports_top_table(g, NULL, names, who);

	if (ast == NULL)
	{
		dt_free(names);
		return strdup("?");
	}
	before = sql_node_clone(ast);
	after = sql_self_references(ast, g, ask(question), top, names);
	sql = sql_node_equal(before, after) ? strdup("=") : rendered_copy(sql_node_clone(after), g, NULL);
	sql_node_free(before);
	sql_node_free(after);
	dt_free(names);
	return sql;
}

/* "Who has no manager?" answered over other tables: the people of the one table that
 * refers to itself, whose reference is NULL. */
UNIT_TEST(no_one_above_asked_of_people_is_their_names)
{
	SchemaGraph *g = employees_graph(false);
	char	   *sql;

	schema_graph_add_table(g, "public", "countries", SG_TABLE, 0);
	schema_graph_add_column(g, "country_id", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "country_name", "text", SG_TYPE_TEXT, false, false, 0);
#define COUNTRIES(out) "sql_select from_table T:countries ; select_expr " out " ; ; ; ; ; ;"
	sql = rewritten_anew(g, "Who has no manager?", true, COUNTRIES("expr_column C:0:country_id"));
	CHECK_STR_EQ(sql, "SELECT t0.first_name, t0.last_name FROM public.employees AS t0 WHERE "
				 "t0.manager_id IS NULL");
	free(sql);
	/* neither "who" nor a word of the table: which rows is not said */
	sql = rewritten_anew(g, "What has no manager?", false, COUNTRIES("expr_column C:0:country_id"));
	CHECK_STR_EQ(sql, "=");
	free(sql);
	/* a count is no list of names */
	sql = rewritten_anew(g, "Who has no manager?", true, COUNTRIES("agg_count_star"));
	CHECK_STR_EQ(sql, "=");
	free(sql);
	/* a candidate that tests the reference for NULL already */
	sql = rewritten_anew(g, "Who has no manager?", true,
						 "sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; "
						 "cond_is_null expr_column C:0:manager_id ; ; ; ;");
	CHECK_STR_EQ(sql, "=");
	free(sql);
#undef COUNTRIES
	schema_graph_free(g);
}

UNIT_TEST(no_rewrite_where_the_question_or_the_candidate_says_otherwise)
{
	SchemaGraph *g = employees_graph(false);

	/* no reporting line asked */
	CHECK_REWRITTEN("What is Neena Yang's department?", NAMES_OF_NEENA_YANG, "=");
	/* the model's own way of naming the row above: its reference */
	CHECK_REWRITTEN("Who is Neena Yang's manager?",
					"sql_select from_table T:employees ; select_expr expr_column C:0:manager_id ; "
					NEENA_YANG " ; ; ; ;", "=");
	/* no named row; a row fixed by something else than a stored text */
	CHECK_REWRITTEN("Who reports to Neena Yang?",
					"sql_select from_table T:employees ; select_expr expr_column C:0:first_name ; ; ; ; ; ;", "=");
	CHECK_REWRITTEN("Who reports to employee 7?",
					"sql_select from_table T:employees ; select_expr expr_column C:0:first_name ; "
					"cond_gt expr_column C:0:employee_id expr_value V:integer:7 ; ; ; ;", "=");
	/* already a self-join */
	CHECK_REWRITTEN("Who reports to Neena Yang?",
					"sql_select from_table T:employees from_table_join T:employees "
					"cond_eq expr_column C:1:manager_id expr_column C:0:employee_id ; "
					"select_expr expr_column C:1:first_name ; " NEENA_YANG " ; ; ; ;", "=");
	schema_graph_free(g);
	/* two references to itself: which line is meant is not said */
	g = employees_graph(true);
	CHECK_REWRITTEN("Who reports to Neena Yang?", NAMES_OF_NEENA_YANG, "=");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_words_say_which_way_the_line_runs);
	UNIT_RUN(the_named_row_is_joined_to_the_rows_below_or_above_it);
	UNIT_RUN(an_undeclared_reference_is_read_from_its_name);
	UNIT_RUN(a_table_that_refers_to_no_row_of_itself_runs_the_line_through_its_group);
	UNIT_RUN(no_one_above_is_a_null_reference);
	UNIT_RUN(no_one_above_asked_of_people_is_their_names);
	UNIT_RUN(no_rewrite_where_the_question_or_the_candidate_says_otherwise);
	UNIT_DONE();
}
