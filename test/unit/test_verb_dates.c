/*
 * test_verb_dates.c — a date compared where the verb before the question's date phrase
 * names another (sql/sql_verb_dates.h).
 */
#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_verb_dates.h"
#include "sql/sql_whole_date_phrases.h"
#include "unit.h"

#include "render_check.h"

enum
{
	C_BOOKING_ID, C_BOOKING_DATE, C_BOOKING_FLIGHT, C_FLIGHT_ID, C_FLIGHT_DATE
};

/* bookings(booking_id PK, booking_date, flight_id FK); flights(flight_id PK, flight_date) */
static SchemaGraph *
bookings_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from = C_BOOKING_FLIGHT,
				to = C_FLIGHT_ID;

	schema_graph_add_table(g, "public", "bookings", SG_TABLE, 0);
	schema_graph_add_column(g, "booking_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "booking_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "flight_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "flights", SG_TABLE, 0);
	schema_graph_add_column(g, "flight_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "flight_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_foreign_key(g, 0, 1, 1, &from, &to);
	return g;
}

#define DATED(table_from, instance, column)                                    \
	"sql_select " table_from " ; select_expr agg_count_star ; "               \
	"cond_and cond_ge expr_column C:" instance ":" column                      \
	" expr_value V:text:2025-01-01 cond_lt expr_column C:" instance ":" column \
	" expr_value V:text:2025-02-01 ; ; ; ;"

#define BOOKINGS_JOIN_FLIGHTS                                                  \
	"from_table T:bookings from_table_join T:flights "                         \
	"cond_eq expr_column C:0:flight_id expr_column C:1:flight_id"

/* The cost of notation for question, where the word at verb names bookings.booking_date
 * in part (-1: no link). */
static int
cost_of(const SchemaGraph *g, const char *question, int verb, const char *notation)
{
	StepCase	sc;
	QuestionDatePhrases phrases;
	int			n = -1;

	if (step_case_begin(&sc, g, question, notation))
	{
		if (verb >= 0)
			link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, verb, verb + 1, 0,
							C_BOOKING_DATE, NULL);
		VerbDated	named;

		question_date_phrases_find(&sc.t, &phrases);
		named = sql_verb_dated_find(g, &sc.t, &sc.links, &phrases);
		n = sql_verb_dates(sc.ast, g, &named);
	}
	step_case_end(&sc);
	return n;
}

/* 0 how 1 many 2 flights 3 were 4 booked 5 in 6 january 7 2025 */
#define BOOKED_IN_JANUARY "How many flights were booked in January 2025?"

/* "booked in January 2025" dates the bookings: the flights' date compared costs, once for
 * the range's two ends; the bookings' own, or no verb naming a date, or the bookings not read, not */
UNIT_TEST(the_verb_before_a_date_phrase_says_which_date)
{
	SchemaGraph *g = bookings_graph();

	CHECK_INT_EQ(cost_of(g, BOOKED_IN_JANUARY, 4, DATED(BOOKINGS_JOIN_FLIGHTS, "1", "flight_date")), 1);
	CHECK_INT_EQ(cost_of(g, BOOKED_IN_JANUARY, 4, DATED(BOOKINGS_JOIN_FLIGHTS, "0", "booking_date")), 0);
	CHECK_INT_EQ(cost_of(g, BOOKED_IN_JANUARY, -1, DATED(BOOKINGS_JOIN_FLIGHTS, "1", "flight_date")), 0);
	CHECK_INT_EQ(cost_of(g, BOOKED_IN_JANUARY, 4, DATED("from_table T:flights", "0", "flight_date")), 0);
	/* no preposition between the verb and the date: nothing said of which */
	CHECK_INT_EQ(cost_of(g, "How many flights were booked January 2025?", 4,
						 DATED(BOOKINGS_JOIN_FLIGHTS, "1", "flight_date")), 0);
	schema_graph_free(g);
}

/* staff(staff_id PK, start_date, exitdate) */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "staff", SG_TABLE, 0);
	schema_graph_add_column(g, "staff_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "start_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "exitdate", "date", SG_TYPE_TIME, true, false, 0);
	return g;
}

/* "left the company in January 2025" dates a leaving, which no name word of the verb's
 * own links: the column whose name says the event (text/event_verbs.h), a few words
 * before the preposition too. */
UNIT_TEST(an_event_verb_says_the_date_whose_name_says_its_event)
{
	SchemaGraph *g = staff_graph();

	CHECK_INT_EQ(cost_of(g, "How many people left the company in January 2025?", -1,
						 DATED("from_table T:staff", "0", "start_date")), 1);
	CHECK_INT_EQ(cost_of(g, "How many people left the company in January 2025?", -1,
						 DATED("from_table T:staff", "0", "exitdate")), 0);
	CHECK_INT_EQ(cost_of(g, "How many people joined us in January 2025?", -1,
						 DATED("from_table T:staff", "0", "exitdate")), 1);
	/* a verb of another clause, or too far, says nothing of the phrase */
	CHECK_INT_EQ(cost_of(g, "Of those who left, how many were there in January 2025?", -1,
						 DATED("from_table T:staff", "0", "start_date")), 0);
	CHECK_INT_EQ(cost_of(g, "How many people left our big old company in January 2025?", -1,
						 DATED("from_table T:staff", "0", "start_date")), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_verb_before_a_date_phrase_says_which_date);
	UNIT_RUN(an_event_verb_says_the_date_whose_name_says_its_event);
	UNIT_DONE();
}
