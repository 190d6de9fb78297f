/*
 * test_event_dates.c — "How many of our patients have died?": the rows whose date of the
 * event a verb says is set (sql/sql_event_dates.h).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_event_dates.h"
#include "sql/sql_negations.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* patients(id, first, birthdate, deathdate): deathdate (3) NULL for the living, and
 * birthdate (2) set on every row */
static SchemaGraph *
patients_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "patients", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "birthdate", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "deathdate", "date", SG_TYPE_TIME, true, false, 0);
	return g;
}

static const bool some_nulls[] = {false, false, false, true};
static const bool no_nulls[] = {false, false, false, false};

/* The event_dates copy of notation for question, where word `word` links to column
 * `column` ("-": none). */
static char *
event_copy(const SchemaGraph *g, const char *question, int word, int column,
		   const bool *holds_nulls, const char *notation)
{
	StepCase	sc;
	QuestionNegations neg;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	link_result_add(&sc.links, LINK_COLUMN, LINK_LEXICON, word, word + 1, 0, column, NULL);
	question_negations_find(&sc.t, &sc.links, &neg);
	sql = rendered_copy(sql_event_dates(sc.ast, g, &sc.t, &sc.links, &neg, holds_nulls), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_EVENT(question, word, column, nulls, notation, expected)        \
	do {                                                                       \
		char *_s = event_copy(g, question, word, column, nulls, notation);     \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define COUNT_PATIENTS "sql_select from_table T:patients ; select_expr agg_count_star ; ; ; ; ; ;"

UNIT_TEST(a_past_verb_of_a_date_that_holds_nulls_tests_it)
{
	SchemaGraph *g = patients_graph();

	/* 0 how 1 many 2 patients 3 have 4 died */
	CHECK_EVENT("How many patients have died?", 4, 3, some_nulls, COUNT_PATIENTS,
				"SELECT count(*) FROM public.patients AS t0 WHERE t0.deathdate IS NOT NULL");
	/* 0 how 1 many 2 patients 3 have 4 not 5 died */
	CHECK_EVENT("How many patients have not died?", 5, 3, some_nulls, COUNT_PATIENTS,
				"SELECT count(*) FROM public.patients AS t0 WHERE t0.deathdate IS NULL");
	schema_graph_free(g);
}

UNIT_TEST(no_test_where_the_date_says_nothing_or_is_read)
{
	SchemaGraph *g = patients_graph();

	/* no row holds NULL: the test keeps every row */
	CHECK_EVENT("How many patients have died?", 4, 3, no_nulls, COUNT_PATIENTS, "-");
	/* no verb in the past */
	CHECK_EVENT("How many patients have a death date?", 4, 3, some_nulls, COUNT_PATIENTS, "-");
	/* the candidate reads the date already */
	CHECK_EVENT("When did Jo die? Has she died?", 7, 3, some_nulls,
				"sql_select from_table T:patients ; select_expr expr_column C:0:deathdate ; ; ; ; ; ;",
				"-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_past_verb_of_a_date_that_holds_nulls_tests_it);
	UNIT_RUN(no_test_where_the_date_says_nothing_or_is_read);
	UNIT_DONE();
}
