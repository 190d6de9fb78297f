/*
 * test_date_numbers.c — the numbers of a question's dates, and a candidate's comparisons of
 * a number column with them dropped (sql/sql_date_numbers.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_date_numbers.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* The numbers of question said only inside its dates, or inside the stored value tokens
 * [start, end) name (start < 0: no value), "10 20 2004" in order, or "-". */
static char *
value_numbers_of(const char *question, int start, int end)
{
	DtError		err = {0};
	TextTokens	t = {0};
	LinkResult	links;
	QuestionDateRange r;
	DateNumbers d;
	char		buf[160] = "";

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	link_result_init(&links);
	if (start >= 0)
		link_result_add(&links, LINK_VALUE, LINK_EXACT, start, end, 0, 0, "v");
	question_date_range_find(&t, &r);
	question_date_numbers_find(&t, &r, &links, &d);
	link_result_free(&links);
	text_tokens_free(&t);
	if (d.n == 0)
		return strdup("-");
	for (int k = 0; k < d.n; k++)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%s%g", k > 0 ? " " : "",
				 d.value[k]);
	return strdup(buf);
}

/* The date numbers of question alone. */
static char *
numbers_of(const char *question)
{
	return value_numbers_of(question, -1, -1);
}

#define CHECK_NUMBERS(question, expected)                                      \
	do {                                                                       \
		char *_s = numbers_of(question);                                       \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* A number inside a stored value's name ("Desk - W/48") is no number of its own. */
UNIT_TEST(the_numbers_said_only_inside_a_named_value)
{
	char	   *s;

	/* 0 which 1 customers 2 have 3 ordered 4 the 5 desk 6 - 7 w 8 / 9 48 */
	s = value_numbers_of("Which customers have ordered the Desk - W/48?", 5, 10);
	CHECK_STR_EQ(s, "48");
	free(s);
	/* said outside the value too, or a value of one token */
	s = value_numbers_of("Which customers ordered 48 of the Desk - W/48?", 6, 11);
	CHECK_STR_EQ(s, "-");
	free(s);
	s = value_numbers_of("Which orders have 48 units?", 3, 4);
	CHECK_STR_EQ(s, "-");
	free(s);
}

UNIT_TEST(the_numbers_a_question_says_only_in_its_dates)
{
	/* a range, its first end without its year */
	CHECK_NUMBERS("How many orders were placed between March 10 and March 20, 2004?", "10 20 2004");
	CHECK_NUMBERS("How many orders were placed from 2003 to 2004?", "2003 2004");
	CHECK_NUMBERS("orders between January and March 2004", "2004");
	/* one date phrase; a year alone after a word that dates */
	CHECK_NUMBERS("What were our sales on February 14, 1997?", "14 1997");
	CHECK_NUMBERS("orders placed in 2004", "2004");
	CHECK_NUMBERS("the total sales quota for 2013", "2013");
	/* numbers that are no dates, or said outside a date too */
	CHECK_NUMBERS("products that cost more than 2000", "-");
	CHECK_NUMBERS("orders of more than 10 units", "-");
	CHECK_NUMBERS("orders of 10 units on March 10, 2004", "2004");
}

/* orders(order_number integer primary key, order_date date, fiscal_year integer, status
 * text, price_each numeric, founded integer, tax numeric(12,2)) */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_number", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "order_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "fiscal_year", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "status", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "price_each", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "founded", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "tax", "numeric(12,2)", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The date_numbers copy of "SELECT status FROM orders WHERE <where> <order and limit>"
 * for question, rendered ("-": none). */
static char *
dropped_or_moved(const char *question, const char *where, const char *order_limit, bool move)
{
	SchemaGraph *g = orders_graph();
	StepCase	sc;
	QuestionDateRange r;
	DateNumbers d;
	QuestionDatePhrases phrases;
	char		notation[512];
	char	   *sql;

	snprintf(notation, sizeof(notation),
			 "sql_select from_table T:orders ; select_expr expr_column C:0:status ; %s ; ; ; %s",
			 where, order_limit);
	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	question_date_range_find(&sc.t, &r);
	question_date_numbers_find(&sc.t, &r, &sc.links, &d);
	question_date_phrases_find(&sc.t, &phrases);
	if (move)
		link_date_values(g, question, &sc.t, &sc.links);
	sql = rendered_copy(sql_date_numbers_dropped(sc.ast, g, &d, move ? &phrases : NULL,
												 move ? &sc.links : NULL), g,
						"SELECT t0.status FROM public.orders AS t0");
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

static char *
dropped_ordered(const char *question, const char *where, const char *order_limit)
{
	return dropped_or_moved(question, where, order_limit, false);
}

static char *
dropped(const char *question, const char *where)
{
	return dropped_ordered(question, where, ";");
}

#define CHECK_MOVED(question, where, expected)                                 \
	do {                                                                       \
		char *_s = dropped_or_moved(question, where, ";", true);               \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define CHECK_DROPPED(question, where, expected)                               \
	do {                                                                       \
		char *_s = dropped(question, where);                                   \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define NUMBER_IS(op, column, v) "cond_" op " expr_column C:0:" column " expr_value V:integer:" v
#define IN_MARCH "cond_eq expr_column C:0:order_date expr_value V:text:March_2004"

UNIT_TEST(a_date_number_compared_with_a_number_column_is_dropped)
{
	/* the day of the range's first end read as an order number */
	CHECK_DROPPED("Which orders were placed between March 10 and March 20, 2004?",
				  "cond_and " NUMBER_IS("gt", "order_number", "10") " " IN_MARCH,
				  " WHERE t0.order_date >= '2004-03-01' AND t0.order_date < '2004-04-01'");
	/* the only condition: no WHERE left */
	CHECK_DROPPED("Which orders were placed from 2003 to 2004?",
				  NUMBER_IS("eq", "order_number", "2003"), "");
	CHECK_DROPPED("How many orders were placed from 2003 to 2004?",
				  "cond_and " NUMBER_IS("eq", "price_each", "2003") " " IN_MARCH,
				  " WHERE t0.order_date >= '2004-03-01' AND t0.order_date < '2004-04-01'");
	/* a column whose name says a period keeps its year, a plain number may hold years */
	CHECK_DROPPED("Which orders were placed in 2004?",
				  NUMBER_IS("eq", "fiscal_year", "2004"), "-");
	CHECK_DROPPED("Which orders were placed in 2004?", NUMBER_IS("gt", "founded", "2004"), "-");
	/* a number kept in cents holds no year */
	CHECK_DROPPED("How much tax did we charge in March 2004?",
				  "cond_and " NUMBER_IS("eq", "tax", "2004") " " IN_MARCH,
				  " WHERE t0.order_date >= '2004-03-01' AND t0.order_date < '2004-04-01'");
	/* a number the question says outside its dates, or a date compared as a date */
	CHECK_DROPPED("Which orders above 10 were placed on March 10, 2004?",
				  NUMBER_IS("gt", "order_number", "10"), "-");
	CHECK_DROPPED("Which orders were placed in March 2004?", IN_MARCH, "-");
}

UNIT_TEST(a_date_number_gives_way_to_the_date_its_phrase_links)
{
	/* the year read as a price: the one date column the phrase links, with the phrase */
	CHECK_MOVED("Which orders were placed in the first half of 2004?",
				NUMBER_IS("eq", "price_each", "2004"),
				" WHERE t0.order_date >= '2004-01-01' AND t0.order_date < '2004-07-01'");
	CHECK_MOVED("How many orders were placed in 2004?", NUMBER_IS("eq", "price_each", "2004"),
				" WHERE t0.order_date >= '2004-01-01' AND t0.order_date < '2005-01-01'");
	/* a date compared already: the number only goes */
	CHECK_MOVED("How many orders were placed from 2003 to 2004?",
				"cond_and " NUMBER_IS("eq", "price_each", "2003") " " IN_MARCH,
				" WHERE t0.order_date >= '2004-03-01' AND t0.order_date < '2004-04-01'");
	/* two phrases: which one? the number only goes */
	CHECK_MOVED("Which orders were placed between March 10 and March 20, 2004?",
				NUMBER_IS("gt", "order_number", "10"), "");
}

UNIT_TEST(a_date_number_as_a_limit_is_one_row)
{
	char	   *sql;

	/* "the latest order in 2004" cut to 2004 rows: to one */
	sql = dropped_ordered("What was the latest order in 2004?", "",
						  "order_desc expr_column C:0:order_date ; V:integer:2004");
	CHECK_STR_EQ(sql, " ORDER BY t0.order_date DESC LIMIT 1");
	free(sql);
	/* a number the question says for itself stays */
	sql = dropped_ordered("What were the 5 latest orders in 2004?", "",
						  "order_desc expr_column C:0:order_date ; V:integer:5");
	CHECK_STR_EQ(sql, "-");
	free(sql);
}

int
main(void)
{
	UNIT_RUN(the_numbers_a_question_says_only_in_its_dates);
	UNIT_RUN(the_numbers_said_only_inside_a_named_value);
	UNIT_RUN(a_date_number_compared_with_a_number_column_is_dropped);
	UNIT_RUN(a_date_number_gives_way_to_the_date_its_phrase_links);
	UNIT_RUN(a_date_number_as_a_limit_is_one_row);
	UNIT_DONE();
}
