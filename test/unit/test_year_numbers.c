/*
 * test_year_numbers.c — a year the question says compared with a table's year column
 * (sql/sql_year_numbers.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_year_numbers.h"
#include "unit.h"

#include "render_check.h"

/* sets(set_num text primary key, name text, year integer, num_parts integer, theme_id
 * integer) and themes(id integer primary key, name text, year_id integer) */
static SchemaGraph *
sets_graph(bool second_year)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "sets", SG_TABLE, 0);
	schema_graph_add_column(g, "set_num", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "year", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "num_parts", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "theme_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "themes", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, second_year ? "first_year" : "year_id", "integer",
							SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The year_numbers copy of notation's query for question, rendered ("-": none). */
static char *
year_copy(const char *question, const char *notation, bool second_year)
{
	SchemaGraph *g = sets_graph(second_year);
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
	{
		schema_graph_free(g);
		return strdup("?");
	}
	sql = rendered_copy(sql_year_numbers(sc.ast, g, &sc.t, &sc.links), g, NULL);
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define CHECK_YEAR(question, notation, second_year, expected)                  \
	do {                                                                       \
		char *_s = year_copy(question, notation, second_year);                 \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define BIG_SETS "sql_select from_table T:sets ; select_expr expr_column C:0:name ; " \
	"cond_gt expr_column C:0:num_parts expr_value V:integer:3000 ; ; ; ;"
#define BIG_SETS_OF_THEMES "sql_select from_table T:sets from_table_join T:themes " \
	"cond_eq expr_column C:0:theme_id expr_column C:1:id ; select_expr expr_column C:0:name ; " \
	"cond_gt expr_column C:0:num_parts expr_value V:integer:3000 ; ; ; ;"

UNIT_TEST(a_year_left_out_is_compared_with_the_year_column)
{
	CHECK_YEAR("Which 2021 sets have more than 3,000 pieces?", BIG_SETS, false,
			   "SELECT t0.name FROM public.sets AS t0 WHERE t0.num_parts > 3000 AND t0.year = 2021");
	/* a column whose name has "id" refers to a row: not a year */
	CHECK_YEAR("Which 2021 sets have more than 3,000 pieces?", BIG_SETS_OF_THEMES, false,
			   "SELECT t0.name FROM public.sets AS t0 JOIN public.themes AS t1 ON t0.theme_id = t1.id "
			   "WHERE t0.num_parts > 3000 AND t0.year = 2021");
}

UNIT_TEST(no_year_column_said_surely_or_no_year_left_out_makes_no_copy)
{
	/* two year columns among the tables read: which one is not known */
	CHECK_YEAR("Which 2021 sets have more than 3,000 pieces?", BIG_SETS_OF_THEMES, true, "-");
	/* the candidate holds the year already */
	CHECK_YEAR("Which 2021 sets have more than 3,000 pieces?",
			   "sql_select from_table T:sets ; select_expr expr_column C:0:name ; "
			   "cond_eq expr_column C:0:year expr_value V:integer:2021 ; ; ; ;", false, "-");
	/* no year: a number that is none, two years (a range), a percentage */
	CHECK_YEAR("Which sets have more than 3000 pieces?", BIG_SETS, false, "-");
	CHECK_YEAR("Which sets came out between 2010 and 2015 with more than 3000 pieces?", BIG_SETS,
			   false, "-");
	/* a quantity compared ("more than 1999 pieces"), which the candidate left out too */
	CHECK_YEAR("Which sets have more than 1999 pieces?",
			   "sql_select from_table T:sets ; select_expr expr_column C:0:name ; ; ; ; ; ;", false, "-");
	CHECK_YEAR("Which sets of 1999 have pieces?",
			   "sql_select from_table T:sets ; select_expr expr_column C:0:name ; ; ; ; ; ;", false,
			   "SELECT t0.name FROM public.sets AS t0 WHERE t0.year = 1999");
}

int
main(void)
{
	UNIT_RUN(a_year_left_out_is_compared_with_the_year_column);
	UNIT_RUN(no_year_column_said_surely_or_no_year_left_out_makes_no_copy);
	UNIT_DONE();
}
