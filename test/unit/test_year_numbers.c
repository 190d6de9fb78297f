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

/* year_numbers' copy of the case's query, with the years its question says */
static SqlNode *
year_numbers_of(const StepCase *sc, const SchemaGraph *g)
{
	YearsSaid	years;

	sql_years_said_find(g, &sc->t, &sc->links, &years);
	return sql_year_numbers(sc->ast, g, &years);
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
	sql = rendered_copy(year_numbers_of(&sc, g), g, NULL);
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

/* The year of "Which 2021 sets have more than 3,000 pieces?" linked as a value (token 1) to
 * column c: the year_numbers copy, rendered ("-": none). */
static char *
year_copy_linked(int c)
{
	SchemaGraph *g = sets_graph(false);
	StepCase	sc;
	char	   *sql;

	schema_graph_add_column(g, "released", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "motto", "text", SG_TYPE_TEXT, false, false, 0);
	if (!step_case_begin(&sc, g, "Which 2021 sets have more than 3,000 pieces?", BIG_SETS))
	{
		schema_graph_free(g);
		return strdup("?");
	}
	link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, 1, 2, 1,
					g->tables[1].first_column + c, "2021");
	sql = rendered_copy(year_numbers_of(&sc, g), g, NULL);
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

UNIT_TEST(a_year_linked_to_date_columns_is_a_year_a_stored_value_is_not)
{
	char	   *dated = year_copy_linked(3),
			   *stored = year_copy_linked(4);

	/* a year's own link to the date columns (themes.released): still a year */
	CHECK_STR_EQ(dated, "SELECT t0.name FROM public.sets AS t0 WHERE t0.num_parts > 3000 AND t0.year = 2021");
	/* inside a value stored in a text column (themes.motto 'Route 2021'): none */
	CHECK_STR_EQ(stored, "-");
	free(dated);
	free(stored);
}

/* books(id, title) and editions(isbn, book_id, edition integer[, publication date]) */
static SchemaGraph *
editions_graph(bool dated)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "books", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "editions", SG_TABLE, 0);
	schema_graph_add_column(g, "isbn", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "book_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "edition", "integer", SG_TYPE_NUMBER, false, false, 0);
	if (dated)
		schema_graph_add_column(g, "publication", "date", SG_TYPE_TIME, false, false, 0);
	return g;
}

static int
years_on_quantities(const char *question, const char *notation, bool dated)
{
	SchemaGraph *g = editions_graph(dated);
	StepCase	sc;
	int			n = -1;

	if (step_case_begin(&sc, g, question, notation))
	{
		YearsSaid	years;

		sql_years_said_find(g, &sc.t, &sc.links, &years);
		n = sql_years_on_quantities(sc.ast, g, &years);
		step_case_end(&sc);
	}
	schema_graph_free(g);
	return n;
}

#define OLD_EDITIONS(op, number) "sql_select from_table T:books from_table_join T:editions " 	"cond_eq expr_column C:0:id expr_column C:1:book_id ; select_expr expr_column C:0:title ; " 	op " expr_column C:1:edition expr_value V:integer:" number " ; ; ; ;"

UNIT_TEST(a_year_said_against_a_number_that_is_no_year_costs_where_dates_are_kept)
{
	const char *q = "Which books have an edition published before 1950?";

	CHECK_INT_EQ(years_on_quantities(q, OLD_EDITIONS("cond_lt", "1950"), true), 1);
	/* no date or year column among the tables read: the number may be a year */
	CHECK_INT_EQ(years_on_quantities(q, OLD_EDITIONS("cond_lt", "1950"), false), 0);
	/* a quantity compared, not a year; a number the question does not say */
	CHECK_INT_EQ(years_on_quantities("Which books have more than 1950 editions?",
									 OLD_EDITIONS("cond_gt", "1950"), true), 0);
	CHECK_INT_EQ(years_on_quantities(q, OLD_EDITIONS("cond_lt", "3"), true), 0);
}

int
main(void)
{
	UNIT_RUN(a_year_left_out_is_compared_with_the_year_column);
	UNIT_RUN(no_year_column_said_surely_or_no_year_left_out_makes_no_copy);
	UNIT_RUN(a_year_linked_to_date_columns_is_a_year_a_stored_value_is_not);
	UNIT_RUN(a_year_said_against_a_number_that_is_no_year_costs_where_dates_are_kept);
	UNIT_DONE();
}
