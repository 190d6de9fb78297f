/*
 * test_answer_when.c — a question that asks when, answered with a date (answer/answer_when.h).
 */
#include <stdlib.h>
#include <string.h>

#include "answer/answer_when.h"
#include "common/alloc.h"
#include "common/error.h"
#include "common/strbuf.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "action_notation.h"

static SchemaGraph *
when_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "cd", "bookings", SG_TABLE, 0);
	schema_graph_add_column(g, "bookid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "facid", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "starttime", "timestamp without time zone", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "hire_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "birth_date", "date", SG_TYPE_TIME, false, false, 0);
	return g;
}

static bool
asks_when(const char *question)
{
	TextTokens	t = {0};
	DtError		err = {0};
	bool		out;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	out = answer_asks_when(&t);
	text_tokens_free(&t);
	return out;
}

/* The candidate in action notation, rewritten for a question that asks when or not. */
static char *
rewrite(const SchemaGraph *g, bool when, const char *notation)
{
	ActionNotation an = {{0}, 0};
	SqlActionList actions;
	DtError		err = {0};
	DtStrBuf	buf;
	SqlNode    *ast;
	char	   *sql = NULL;

	action_notation_parse(&an, g, notation, &actions);
	ast = ts_build_ast(g, &actions, &err);
	sql_action_list_free(&actions);
	if (ast == NULL)
	{
		UNIT_FAIL("no AST: %s", err.message);
		return NULL;
	}
	ast = answer_when_dates(ast, g, when);
	dt_strbuf_init(&buf);
	if (sql_render(ast, g, &sql_fallback_quoter, &buf, &err))
		sql = strdup(buf.data);
	else
		UNIT_FAIL("no SQL: %s", err.message);
	dt_strbuf_free(&buf);
	sql_node_free(ast);
	return sql;
}

#define CHECK_WHEN(when, notation, expected)                                   \
	do {                                                                       \
		char *_sql = rewrite(g, when, notation);                               \
		if (_sql) CHECK_STR_EQ(_sql, expected);                                \
		free(_sql);                                                            \
	} while (0)

UNIT_TEST(questions_that_ask_when)
{
	CHECK(asks_when("When has David Farrell booked?"));
	CHECK(asks_when("On what date did the order ship?"));
	CHECK(asks_when("Which day was the court busiest?"));
	CHECK(asks_when("At what time does it open?"));
	CHECK(!asks_when("Which members joined when the club opened?"));
	CHECK(!asks_when("How many bookings are there?"));
}

UNIT_TEST(the_one_date_of_the_rows_answers_when)
{
	SchemaGraph *g = when_graph();

	CHECK_WHEN(true, "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; ; ; ; ;",
			   "SELECT t0.starttime FROM cd.bookings AS t0");
	/* not asked when, already a date, two dates, two output columns, grouped: left alone */
	CHECK_WHEN(false, "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; ; ; ; ;",
			   "SELECT t0.facid FROM cd.bookings AS t0");
	CHECK_WHEN(true, "sql_select from_table T:bookings ; select_expr expr_column C:0:starttime ; ; ; ; ; ;",
			   "SELECT t0.starttime FROM cd.bookings AS t0");
	CHECK_WHEN(true, "sql_select from_table T:employee ; select_expr expr_column C:0:emp_id ; ; ; ; ; ;",
			   "SELECT t0.emp_id FROM public.employee AS t0");
	CHECK_WHEN(true, "sql_select from_table T:bookings ; select_expr expr_column C:0:facid "
			   "select_expr expr_column C:0:bookid ; ; ; ; ; ;",
			   "SELECT t0.facid, t0.bookid FROM cd.bookings AS t0");
	CHECK_WHEN(true, "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; "
			   "expr_column C:0:facid ; ; ; ;",
			   "SELECT t0.facid FROM cd.bookings AS t0 GROUP BY t0.facid");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(questions_that_ask_when);
	UNIT_RUN(the_one_date_of_the_rows_answers_when);
	UNIT_DONE();
}
