/*
 * test_sql_percents.c — percentages compared as the fractions a column stores
 * (sql/sql_percents.h) and counted as the question's numbers (sql/sql_mentions.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "common/strbuf.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_mentions.h"
#include "sql/sql_percents.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/quantities.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "action_notation.h"
#include "render_check.h"

/* employees(salary numeric(8,2), commission_pct numeric(2,2), age integer, rate real) */
static SchemaGraph *
percents_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "commission_pct", "numeric(2,2)", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "age", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "rate", "real", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The WHERE of "SELECT last_name FROM employees WHERE <cond>" (cond in notation) as
 * percent_fractions copies it for question, rendered, or "-" when it makes no copy;
 * *left_out: the question's numbers the copy (or the query) leaves out. */
static char *
copied(const SchemaGraph *g, const char *question, const char *cond, int *left_out)
{
	StepCase	sc;
	SqlNode    *copy;
	char		notation[512];
	char	   *sql;

	snprintf(notation, sizeof(notation),
			 "sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; %s ; ; ; ;",
			 cond);
	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	copy = sql_percents_as_fractions(sc.ast, g, &sc.t);
	*left_out = sql_numbers_left_out(copy ? copy : sc.ast, &sc.t, &sc.links);
	sql = rendered_copy(copy, g, "SELECT t0.last_name FROM public.employees AS t0 WHERE ");
	step_case_end(&sc);
	return sql;
}

#define CHECK_COPY(question, cond, expected, expected_left_out)                \
	do {                                                                       \
		int _n = -1;                                                           \
		char *_s = copied(g, question, cond, &_n);                             \
		if (_s) CHECK_STR_EQ(_s, expected);                                    \
		CHECK_INT_EQ(_n, expected_left_out);                                   \
		free(_s);                                                              \
	} while (0)

UNIT_TEST(percentages_are_read_from_the_question)
{
	DtError		err = {0};
	TextTokens	t = {0};
	const char *q = "a 35% commission, 12.5 percent, 7 % and 40 people";

	CHECK(text_tokenize(q, strlen(q), &t, &err));
	/* 0 a 1 35 2 % 3 commission 4 , 5 12.5 6 percent 7 , 8 7 9 % 10 and 11 40 12 people */
	CHECK(text_is_percent(&t, 1) && text_is_percent(&t, 5) && text_is_percent(&t, 8));
	CHECK(!text_is_percent(&t, 11) && !text_is_percent(&t, 2) && !text_is_percent(&t, 12));
	text_tokens_free(&t);
}

UNIT_TEST(percentages_compare_as_fractions_where_a_column_holds_them)
{
	SchemaGraph *g = percents_graph();

	CHECK_COPY("Which employees get a commission of 35%?",
			   "cond_eq expr_column C:0:commission_pct expr_value V:integer:35",
			   "t0.commission_pct = 0.35", 0);
	CHECK_COPY("Who earns a commission above 12.5 percent?",
			   "cond_gt expr_column C:0:commission_pct expr_value V:numeric:12.5",
			   "t0.commission_pct > 0.125", 0);
	CHECK_COPY("a rate between 5% and 10%?",
			   "cond_between expr_column C:0:rate expr_value V:integer:5 expr_value V:integer:10",
			   "t0.rate BETWEEN 0.05 AND 0.1", 0);
	/* whole numbers only: no fraction there */
	CHECK_COPY("employees over 40%?", "cond_gt expr_column C:0:age expr_value V:integer:40", "-", 0);
	/* a number the question does not say as a percentage stays */
	CHECK_COPY("a commission of 35?",
			   "cond_eq expr_column C:0:commission_pct expr_value V:integer:35", "-", 0);
	/* ... and a fraction the question does not say is no use of its number */
	CHECK_COPY("a commission of 35?",
			   "cond_eq expr_column C:0:commission_pct expr_value V:numeric:0.35", "-", 1);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(percentages_are_read_from_the_question);
	UNIT_RUN(percentages_compare_as_fractions_where_a_column_holds_them);
	UNIT_DONE();
}
