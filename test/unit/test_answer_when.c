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
#include "sql/sql_directions.h"
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
	schema_graph_add_table(g, "cd", "members", SG_TABLE, 0);
	schema_graph_add_column(g, "memid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "surname", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

static WhenAsk
asks_when(const char *question)
{
	TextTokens	t = {0};
	DtError		err = {0};
	QuestionDirections d;
	WhenAsk		out;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	question_directions_find(&t, &d);
	out = answer_asks_when(&t, d.date_superlatives);
	text_tokens_free(&t);
	return out;
}

/* The candidate in action notation, rewritten for a question that asks when or not. */
static char *
rewrite_said(const SchemaGraph *g, const LinkResult *links, WhenAsk when,
			 const SideDatesSaid *said, const char *notation)
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
	ast = answer_when_dates(ast, g, links, when, said);
	dt_strbuf_init(&buf);
	if (sql_render(ast, g, &sql_fallback_quoter, &buf, &err))
		sql = strdup(buf.data);
	else
		UNIT_FAIL("no SQL: %s", err.message);
	dt_strbuf_free(&buf);
	sql_node_free(ast);
	return sql;
}

static char *
rewrite(const SchemaGraph *g, const LinkResult *links, WhenAsk when, const char *notation)
{
	return rewrite_said(g, links, when, NULL, notation);
}

#define CHECK_WHEN(when, notation, expected)                                   \
	do {                                                                       \
		char *_sql = rewrite(g, NULL, when, notation);                         \
		if (_sql) CHECK_STR_EQ(_sql, expected);                                \
		free(_sql);                                                            \
	} while (0)

UNIT_TEST(questions_that_ask_when)
{
	CHECK(asks_when("When has David Farrell booked?") == WHEN_DATE);
	CHECK(asks_when("On what date did the order ship?") == WHEN_DATE);
	CHECK(asks_when("Which day was the court busiest?") == WHEN_DATE);
	CHECK(asks_when("At what time does it open?") == WHEN_DATE);
	CHECK(asks_when("Which members joined when the club opened?") == WHEN_NONE);
	CHECK(asks_when("How many bookings are there?") == WHEN_NONE);
	/* the first or the last of the dates; "first name" is no superlative */
	CHECK(asks_when("When was Burton Tracy's first booking?") == WHEN_FIRST);
	CHECK(asks_when("When did The Power Group place its first order with us?") == WHEN_FIRST);
	CHECK(asks_when("When was the earliest order?") == WHEN_FIRST);
	CHECK(asks_when("When did Anna last book?") == WHEN_LAST);
	CHECK(asks_when("When was the most recent booking?") == WHEN_LAST);
	CHECK(asks_when("When did the member with first name Anna join?") == WHEN_DATE);
	CHECK(asks_when("When were the first and last bookings?") == WHEN_DATE);
}

UNIT_TEST(the_one_date_of_the_rows_answers_when)
{
	SchemaGraph *g = when_graph();

	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; ; ; ; ;",
			   "SELECT t0.starttime FROM cd.bookings AS t0");
	/* not asked when, already a date, two dates, two output columns, grouped: left alone */
	CHECK_WHEN(WHEN_NONE, "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; ; ; ; ;",
			   "SELECT t0.facid FROM cd.bookings AS t0");
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:bookings ; select_expr expr_column C:0:starttime ; ; ; ; ; ;",
			   "SELECT t0.starttime FROM cd.bookings AS t0");
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:employee ; select_expr expr_column C:0:emp_id ; ; ; ; ; ;",
			   "SELECT t0.emp_id FROM public.employee AS t0");
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:bookings ; select_expr expr_column C:0:facid "
			   "select_expr expr_column C:0:bookid ; ; ; ; ; ;",
			   "SELECT t0.facid, t0.bookid FROM cd.bookings AS t0");
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; "
			   "expr_column C:0:facid ; ; ; ;",
			   "SELECT t0.facid FROM cd.bookings AS t0 GROUP BY t0.facid");
	/* the first: min() of it; a ranking of its own stays */
	CHECK_WHEN(WHEN_FIRST, "sql_select from_table T:bookings ; select_expr expr_column C:0:bookid ; ; ; ; ; ;",
			   "SELECT min(t0.starttime) FROM cd.bookings AS t0");
	CHECK_WHEN(WHEN_LAST, "sql_select_distinct from_table T:bookings ; select_expr expr_column C:0:bookid ; ; ; ; ; ;",
			   "SELECT max(t0.starttime) FROM cd.bookings AS t0");
	CHECK_WHEN(WHEN_FIRST, "sql_select from_table T:bookings ; select_expr expr_column C:0:bookid ; ; ; ; "
			   "order_asc expr_column C:0:starttime ; V:integer:1",
			   "SELECT t0.starttime FROM cd.bookings AS t0 ORDER BY t0.starttime ASC LIMIT 1");
	/* the date itself, ordered by and not cut: the first of them; cut, it stays */
	CHECK_WHEN(WHEN_FIRST, "sql_select from_table T:bookings ; select_expr expr_column C:0:starttime ; ; ; ; "
			   "order_desc expr_column C:0:starttime ; ;",
			   "SELECT min(t0.starttime) FROM cd.bookings AS t0");
	CHECK_WHEN(WHEN_LAST, "sql_select from_table T:bookings ; select_expr expr_column C:0:starttime ; ; ; ; "
			   "order_asc expr_column C:0:starttime ; ;",
			   "SELECT max(t0.starttime) FROM cd.bookings AS t0");
	CHECK_WHEN(WHEN_LAST, "sql_select from_table T:bookings ; select_expr expr_column C:0:starttime ; ; ; ; "
			   "order_desc expr_column C:0:starttime ; V:integer:1",
			   "SELECT t0.starttime FROM cd.bookings AS t0 ORDER BY t0.starttime DESC LIMIT 1");
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:bookings ; select_expr expr_column C:0:starttime ; ; ; ; "
			   "order_asc expr_column C:0:starttime ; ;",
			   "SELECT t0.starttime FROM cd.bookings AS t0 ORDER BY t0.starttime ASC");
	/* another column answered, the rows ordered by the date now answering and not cut
	 * ("When did The Power Group place its first order?" decoded with the customer's name
	 * and ORDER BY order_date): the first of them too; ordered by another thing, it stays */
	CHECK_WHEN(WHEN_FIRST, "sql_select from_table T:bookings ; select_expr expr_column C:0:bookid ; ; ; ; "
			   "order_asc expr_column C:0:starttime ; ;",
			   "SELECT min(t0.starttime) FROM cd.bookings AS t0");
	CHECK_WHEN(WHEN_FIRST, "sql_select from_table T:bookings ; select_expr expr_column C:0:bookid ; ; ; ; "
			   "order_asc expr_column C:0:facid ; ;",
			   "SELECT t0.starttime FROM cd.bookings AS t0 ORDER BY t0.facid ASC");
	schema_graph_free(g);
}

UNIT_TEST(of_two_dates_none_named_the_one_ordered_by_answers)
{
	SchemaGraph *g = when_graph();

	/* "When was our most recent hire?" decoded with the employee's id, ordered by the hire
	 * date: the hire date, not the birth date */
	CHECK_WHEN(WHEN_LAST, "sql_select from_table T:employee ; select_expr expr_column C:0:emp_id ; ; ; ; "
			   "order_desc expr_column C:0:hire_date ; V:integer:1",
			   "SELECT t0.hire_date FROM public.employee AS t0 ORDER BY t0.hire_date DESC LIMIT 1");
	/* ordered by no date, or by two things: which date is meant cannot be told */
	CHECK_WHEN(WHEN_LAST, "sql_select from_table T:employee ; select_expr expr_column C:0:emp_id ; ; ; ; "
			   "order_desc expr_column C:0:emp_id ; V:integer:1",
			   "SELECT t0.emp_id FROM public.employee AS t0 ORDER BY t0.emp_id DESC LIMIT 1");
	CHECK_WHEN(WHEN_LAST, "sql_select from_table T:employee ; select_expr expr_column C:0:emp_id ; ; ; ; "
			   "order_desc expr_column C:0:hire_date order_desc expr_column C:0:birth_date ; V:integer:1",
			   "SELECT t0.emp_id FROM public.employee AS t0 ORDER BY t0.hire_date DESC, t0.birth_date DESC LIMIT 1");
	schema_graph_free(g);
}

UNIT_TEST(the_date_of_the_one_dated_table_read)
{
	SchemaGraph *g = when_graph();

	/* a member's name over members and bookings: the bookings' date */
	CHECK_WHEN(WHEN_LAST, "sql_select from_table T:members from_table_join T:bookings "
			   "cond_eq expr_column C:1:facid expr_column C:0:memid ; "
			   "select_expr expr_column C:0:surname ; ; ; ; ; ;",
			   "SELECT max(t1.starttime) FROM cd.members AS t0 JOIN cd.bookings AS t1 ON t1.facid = t0.memid");
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:members from_table_join T:bookings "
			   "cond_eq expr_column C:1:facid expr_column C:0:memid ; "
			   "select_expr expr_column C:0:surname ; ; ; ; ; ;",
			   "SELECT t1.starttime FROM cd.members AS t0 JOIN cd.bookings AS t1 ON t1.facid = t0.memid");
	/* two dated tables, or one with two dates: which is meant cannot be told */
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:members from_table_join T:employee "
			   "cond_eq expr_column C:1:emp_id expr_column C:0:surname ; "
			   "select_expr expr_column C:0:surname ; ; ; ; ; ;",
			   "SELECT t0.surname FROM cd.members AS t0 JOIN public.employee AS t1 ON t1.emp_id = t0.surname");
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:members from_table_join T:bookings "
			   "cond_eq expr_column C:1:facid expr_column C:0:memid from_table_join T:employee "
			   "cond_eq expr_column C:2:emp_id expr_column C:0:surname ; "
			   "select_expr expr_column C:0:surname ; ; ; ; ; ;",
			   "SELECT t0.surname FROM cd.members AS t0 JOIN cd.bookings AS t1 ON t1.facid = t0.memid "
			   "JOIN public.employee AS t2 ON t2.emp_id = t0.surname");
	/* a member alone: no date to answer with */
	CHECK_WHEN(WHEN_DATE, "sql_select from_table T:members ; select_expr expr_column C:0:surname ; ; ; ; ; ;",
			   "SELECT t0.surname FROM cd.members AS t0");
	schema_graph_free(g);
}

/* Of several dates, the one a word names: "When was Ann Lee hired?" (hire_date), not a
 * word that names the table ("When did the employee start?": "employee" is no date). */
UNIT_TEST(of_several_dates_the_one_the_question_names)
{
	SchemaGraph *g = when_graph();
	LinkResult	links;
	const char *emp_id = "sql_select from_table T:employee ; select_expr expr_column C:0:emp_id ; ; ; ; ; ;";
	char	   *sql;

	link_result_init(&links);
	/* "hired" (token 4) ~ hire_date: that date */
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 4, 5, 1, 4, NULL);
	sql = rewrite(g, &links, WHEN_DATE, emp_id);
	CHECK_STR_EQ(sql, "SELECT t0.hire_date FROM public.employee AS t0");
	free(sql);
	/* a lexicon relative of the table's name ("hired" as "employ") says less than the
	 * date's own name */
	link_result_add(&links, LINK_TABLE, LINK_LEXICON, 4, 5, 1, -1, NULL);
	sql = rewrite(g, &links, WHEN_DATE, emp_id);
	CHECK_STR_EQ(sql, "SELECT t0.hire_date FROM public.employee AS t0");
	free(sql);
	/* a word that names the table by its name as well says nothing of which date */
	link_result_add(&links, LINK_TABLE, LINK_PARTIAL, 4, 5, 1, -1, NULL);
	sql = rewrite(g, &links, WHEN_DATE, emp_id);
	CHECK_STR_EQ(sql, "SELECT t0.emp_id FROM public.employee AS t0");
	free(sql);
	link_result_free(&links);
	/* both dates named: which is meant cannot be told */
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 4, 5, 1, 4, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_LEXICON, 6, 7, 1, 5, NULL);
	sql = rewrite(g, &links, WHEN_DATE, emp_id);
	CHECK_STR_EQ(sql, "SELECT t0.emp_id FROM public.employee AS t0");
	free(sql);
	link_result_free(&links);
	schema_graph_free(g);
}

/* "When was Ann Lee born?": no word links a date, but "born" says the birth date */
UNIT_TEST(of_several_dates_the_side_date_the_question_says)
{
	SchemaGraph *g = when_graph();
	LinkResult	links;
	SideDatesSaid said = {{false}},
				born = {{false}};
	const char *emp_id = "sql_select from_table T:employee ; select_expr expr_column C:0:emp_id ; ; ; ; ; ;";
	char	   *sql;

	said.said[SIDE_DATE_NONE] = born.said[SIDE_DATE_NONE] = true;
	born.said[SIDE_DATE_BIRTH] = true;
	link_result_init(&links);
	sql = rewrite_said(g, &links, WHEN_DATE, &born, emp_id);
	CHECK_STR_EQ(sql, "SELECT t0.birth_date FROM public.employee AS t0");
	free(sql);
	sql = rewrite_said(g, &links, WHEN_DATE, &said, emp_id);
	CHECK_STR_EQ(sql, "SELECT t0.emp_id FROM public.employee AS t0");
	free(sql);
	link_result_free(&links);
	schema_graph_free(g);
}

/* The first-of-table copy for question over when_graph, where the word at token
 * table_token names table (when >= 0) and, with value, a stored value is named; rendered
 * ("-": none). */
static char *
first_of_table(const char *question, int table_token, int table, bool value)
{
	SchemaGraph *g = when_graph();
	TextTokens	t = {0};
	DtError		err = {0};
	QuestionDirections d;
	LinkResult	links;
	WhenTable	asked;
	SqlNode    *ast,
			   *copy;
	DtStrBuf	buf;
	char	   *sql;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	question_directions_find(&t, &d);
	link_result_init(&links);
	if (table >= 0)
		link_result_add(&links, LINK_TABLE, LINK_EXACT, table_token, table_token + 1, table, -1, NULL);
	if (value)
		link_result_add(&links, LINK_VALUE, LINK_EXACT, 0, 1, 2, 7, "Anna");
	asked = answer_when_table_find(g, &t, &links, answer_asks_when(&t, d.date_superlatives));
	ast = sql_node_new(SQL_RULE_SELECT);	/* a candidate that is no such query */
	copy = answer_when_first_of_table(ast, g, &asked);
	dt_strbuf_init(&buf);
	if (copy == NULL)
		sql = strdup("-");
	else if (sql_render(copy, g, &sql_fallback_quoter, &buf, &err))
		sql = strdup(buf.data);
	else
		sql = strdup("?");
	dt_strbuf_free(&buf);
	sql_node_free(copy);
	sql_node_free(ast);
	link_result_free(&links);
	text_tokens_free(&t);
	schema_graph_free(g);
	return sql;
}

#define CHECK_FIRST(question, token, table, value, expected)                   \
	do {                                                                       \
		char *_sql = first_of_table(question, token, table, value);            \
		CHECK_STR_EQ(_sql, expected);                                          \
		free(_sql);                                                            \
	} while (0)

UNIT_TEST(the_first_of_a_table_is_its_earliest_date)
{
	/* 0 when 1 was 2 our 3 first 4 booking */
	CHECK_FIRST("When was our first booking?", 4, 0, false,
				"SELECT min(t0.starttime) FROM cd.bookings AS t0");
	CHECK_FIRST("When was the most recent booking made?", 5, 0, false,
				"SELECT max(t0.starttime) FROM cd.bookings AS t0");
	/* a row named: whose first is not the table's */
	CHECK_FIRST("When was Anna's first booking?", 4, 0, true, "-");
	/* two dates of its own (a hire date and a birth date): which is meant cannot be told */
	CHECK_FIRST("When was our first employee hired?", 4, 1, false, "-");
	/* no first or last */
	CHECK_FIRST("When was the booking?", 3, 0, false, "-");
}

int
main(void)
{
	UNIT_RUN(questions_that_ask_when);
	UNIT_RUN(the_one_date_of_the_rows_answers_when);
	UNIT_RUN(the_date_of_the_one_dated_table_read);
	UNIT_RUN(of_several_dates_the_one_the_question_names);
	UNIT_RUN(of_several_dates_the_side_date_the_question_says);
	UNIT_RUN(the_first_of_a_table_is_its_earliest_date);
	UNIT_RUN(of_two_dates_none_named_the_one_ordered_by_answers);
	UNIT_DONE();
}
