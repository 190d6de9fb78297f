/*
 * test_whole_date_phrases.c — a date column compared with the whole date phrase the
 * question says (sql/sql_whole_date_phrases.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_whole_date_phrases.h"
#include "unit.h"

#include "render_check.h"

/* orders(order_number, order_date, status). */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_number", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "order_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "status", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

/* The rewrite of the query in notation for question, its WHERE rendered. */
static char *
widened(const char *question, const char *notation)
{
	SchemaGraph *g = orders_graph();
	QuestionDatePhrases p;
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	question_date_phrases_find(&sc.t, &p);
	sql = rendered_copy(sql_node_clone(sql_whole_date_phrases(sc.ast, g, &sc.t, &p)), g,
						"SELECT t0.order_number FROM public.orders AS t0");
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define ORDERS_WHERE(cond) \
	"sql_select from_table T:orders ; select_expr expr_column C:0:order_number ; " cond " ; ; ; ;"
#define ORDERED(op, when) "cond_" op " expr_column C:0:order_date expr_value V:text:" when

#define CHECK_WIDENED(question, cond, expected)                                \
	do {                                                                       \
		char *_s = widened(question, ORDERS_WHERE(cond));                      \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

UNIT_TEST(the_question_date_phrases_are_the_longest_ones)
{
	StepCase	sc;
	QuestionDatePhrases p;
	SchemaGraph *g = orders_graph();

	CHECK(step_case_begin(&sc, g, "orders of the fourth quarter of 2015 and of March 3, 2016",
						  ORDERS_WHERE(ORDERED("eq", "2015"))));
	question_date_phrases_find(&sc.t, &p);
	CHECK_INT_EQ(p.n, 2);
	CHECK(p.n == 2 && p.phrases[0].period.grain == TEXT_DATE_QUARTER &&
		  p.phrases[1].period.grain == TEXT_DATE_DAY);
	step_case_end(&sc);
	schema_graph_free(g);
}

UNIT_TEST(a_date_compared_with_part_of_a_phrase_takes_the_whole)
{
	/* the year of a quarter, the month and year of a day */
	CHECK_WIDENED("How many orders came in the fourth quarter of 2015?", ORDERED("eq", "2015"),
				  " WHERE t0.order_date >= '2015-10-01' AND t0.order_date < '2016-01-01'");
	CHECK_WIDENED("How many orders came in Q2 2015?", ORDERED("eq", "2015"),
				  " WHERE t0.order_date >= '2015-04-01' AND t0.order_date < '2015-07-01'");
	CHECK_WIDENED("Which orders came before the first half of 2015?", ORDERED("lt", "2015"),
				  " WHERE t0.order_date < '2015-01-01'");
	CHECK_WIDENED("Which orders came after the first half of 2015?", ORDERED("gt", "2015"),
				  " WHERE t0.order_date >= '2015-07-01'");
	/* the whole phrase already, a year said alone, another column: as they are */
	CHECK_WIDENED("How many orders came in 2015?", ORDERED("eq", "2015"),
				  " WHERE t0.order_date >= '2015-01-01' AND t0.order_date < '2016-01-01'");
	CHECK_WIDENED("How many orders came in 2014 or in the fourth quarter of 2015?",
				  ORDERED("eq", "2014"),
				  " WHERE t0.order_date >= '2014-01-01' AND t0.order_date < '2015-01-01'");
	CHECK_WIDENED("How many orders of status 2015 came in the fourth quarter of 2015?",
				  "cond_eq expr_column C:0:status expr_value V:text:2015",
				  " WHERE t0.status = '2015'");
}

int
main(void)
{
	UNIT_RUN(the_question_date_phrases_are_the_longest_ones);
	UNIT_RUN(a_date_compared_with_part_of_a_phrase_takes_the_whole);
	UNIT_DONE();
}
