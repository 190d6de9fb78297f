/*
 * test_day_differences.c — the days between two dates of a row (sql/sql_day_differences.h)
 * and the grammar's date - date.
 */
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_day_differences.h"
#include "sql/sql_mentions.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* travels(travel_id, begin_date, end_date, total_price, created_at, duration_days):
 * columns 0-5; salesorder(ordernumber, orderdate, requesteddeliverydate, shipdate,
 * shippingamount, status): 6-11; people(person_id, full_name): 12-13;
 * headcount(person_id -> people, date, exitdate, workingdaysperweek): 14-17. */
static SchemaGraph *
trips_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "travels", SG_TABLE, 0);
	schema_graph_add_column(g, "travel_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "begin_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "end_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "total_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "created_at", "timestamp without time zone", SG_TYPE_TIME,
							false, false, 0);
	schema_graph_add_column(g, "duration_days", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "salesorder", SG_TABLE, 0);
	schema_graph_add_column(g, "ordernumber", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "orderdate", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "requesteddeliverydate", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "shipdate", "date", SG_TYPE_TIME, true, false, 0);
	schema_graph_add_column(g, "shippingamount", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "status", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "people", SG_TABLE, 0);
	schema_graph_add_column(g, "person_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "full_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "headcount", SG_TABLE, 0);
	schema_graph_add_column(g, "person_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "exitdate", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "workingdaysperweek", "integer", SG_TYPE_NUMBER, false, false, 0);
	{
		int			from = 14,
					to = 12;

		schema_graph_add_foreign_key(g, 3, 2, 1, &from, &to);
	}
	return g;
}

/* The subtract_dates copy of notation for question, rendered ("-": none). */
static char *
subtracted(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	DayDifference d;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	d = sql_day_difference_find(g, &sc.t);
	sql = rendered_copy(sql_day_difference(sc.ast, g, &d), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_SUBTRACTED(question, notation, expected)                         \
	do {                                                                       \
		char *_s = subtracted(g, question, notation);                          \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* SELECT count(*) FROM travels WHERE total_price > 0 */
#define TRIPS_PRICED                                                           \
	"sql_select from_table T:travels ; select_expr agg_count_star ; cond_gt " \
	"expr_column C:0:total_price expr_value V:integer:0 ; ; ; ;"
/* SELECT count(*) FROM travels */
#define TRIPS_COUNTED                                                          \
	"sql_select from_table T:travels ; select_expr agg_count_star ; ; ; ; ; ;"

UNIT_TEST(a_trip_longer_than_a_week_ends_more_than_seven_days_after_it_begins)
{
	SchemaGraph *g = trips_graph();

	/* the model's stand-in (a price above a number nobody said) gives way */
	CHECK_SUBTRACTED("How many trips last longer than a week?", TRIPS_PRICED,
					 "SELECT count(*) FROM public.travels AS t0 WHERE "
					 "(t0.end_date - t0.begin_date) > 7");
	CHECK_SUBTRACTED("How many trips took at least 3 weeks?", TRIPS_COUNTED,
					 "SELECT count(*) FROM public.travels AS t0 WHERE "
					 "(t0.end_date - t0.begin_date) >= 21");
	CHECK_SUBTRACTED("How many trips lasted fewer than 4 days?", TRIPS_COUNTED,
					 "SELECT count(*) FROM public.travels AS t0 WHERE "
					 "(t0.end_date - t0.begin_date) < 4");
	/* a number the question says for something else stays */
	CHECK_SUBTRACTED("How many trips over 6000 lasted more than 10 days?",
					 "sql_select from_table T:travels ; select_expr agg_count_star ; cond_gt "
					 "expr_column C:0:total_price expr_value V:integer:6000 ; ; ; ;",
					 "SELECT count(*) FROM public.travels AS t0 WHERE t0.total_price > 6000 AND "
					 "(t0.end_date - t0.begin_date) > 10");
	/* days stored in a column: no copy */
	CHECK_SUBTRACTED("How many trips lasted more than 10 days?",
					 "sql_select from_table T:travels ; select_expr agg_count_star ; cond_gt "
					 "expr_column C:0:duration_days expr_value V:integer:10 ; ; ; ;", "-");
	/* a rate of days is no days stored: SAP HR's workingdaysperweek averaged */
	CHECK_SUBTRACTED("On average, how many days did the people who left stay with us?",
					 "sql_select from_table T:headcount ; select_expr agg_avg expr_column "
					 "C:0:workingdaysperweek ; ; ; ; ; ;",
					 "SELECT avg((t0.exitdate - t0.date)) FROM public.headcount AS t0");
	/* calendar days counted: no copy */
	CHECK_SUBTRACTED("How many days had more than 10 trips?", TRIPS_COUNTED, "-");
	/* no days said: no copy */
	CHECK_SUBTRACTED("How many trips cost more than 7?", TRIPS_PRICED, "-");
	schema_graph_free(g);
}

UNIT_TEST(how_many_days_on_average_averages_the_days_between_the_dates)
{
	SchemaGraph *g = trips_graph();

	CHECK_SUBTRACTED("How many days does a trip last on average?", TRIPS_COUNTED,
					 "SELECT avg((t0.end_date - t0.begin_date)) FROM public.travels AS t0");
	CHECK_SUBTRACTED("How long did trip 12 last?",
					 "sql_select from_table T:travels ; select_expr expr_column C:0:created_at ; "
					 "cond_eq expr_column C:0:travel_id expr_value V:integer:12 ; ; ; ;",
					 "SELECT (t0.end_date - t0.begin_date) FROM public.travels AS t0 WHERE "
					 "t0.travel_id = 12");
	CHECK_SUBTRACTED("What is the average number of days between the start and the end of a "
					 "trip?", TRIPS_COUNTED,
					 "SELECT avg((t0.end_date - t0.begin_date)) FROM public.travels AS t0");
	/* subtracting dates already: no copy */
	CHECK_SUBTRACTED("How many days does a trip last on average?",
					 "sql_select from_table T:travels ; select_expr agg_avg expr_sub "
					 "expr_column C:0:end_date expr_column C:0:begin_date ; ; ; ; ; ;", "-");
	schema_graph_free(g);
}

UNIT_TEST(of_two_ends_the_one_that_happened_is_taken)
{
	SchemaGraph *g = trips_graph();

	/* shipdate, not the requested delivery date, though "delivered" names that one */
	CHECK_SUBTRACTED("On average, how many days does it take to ship a delivered order?",
					 "sql_select from_table T:salesorder ; select_expr agg_avg expr_column "
					 "C:0:shippingamount ; cond_eq expr_column C:0:status "
					 "expr_value V:text:Delivered ; ; ; ;",
					 "SELECT avg((t0.shipdate - t0.orderdate)) FROM public.salesorder AS t0 "
					 "WHERE t0.status = 'Delivered'");
	schema_graph_free(g);
}

UNIT_TEST(dates_of_a_table_that_refers_to_the_one_read_are_joined)
{
	SchemaGraph *g = trips_graph();

	CHECK_SUBTRACTED("How many days was Aakash Zheng with us?",
					 "sql_select from_table T:people ; select_expr agg_count_star ; cond_eq "
					 "expr_column C:0:full_name expr_value V:text:Aakash_Zheng ; ; ; ;",
					 "SELECT (t1.exitdate - t1.date) FROM public.people AS t0 JOIN "
					 "public.headcount AS t1 ON t1.person_id = t0.person_id WHERE "
					 "t0.full_name = 'Aakash Zheng'");
	schema_graph_free(g);
}

UNIT_TEST(weeks_said_are_days_said)
{
	const char *two = "Which trips lasted longer than 2 weeks?",
			   *one = "Which trips lasted longer than a week?";
	TextTokens	t;
	DtError		err = {0};

	CHECK(text_tokenize(two, strlen(two), &t, &err));
	CHECK(sql_days_said_in_weeks(&t, 14));
	CHECK(!sql_days_said_in_weeks(&t, 2 * 30));
	text_tokens_free(&t);
	CHECK(text_tokenize(one, strlen(one), &t, &err));
	CHECK(sql_days_said_in_weeks(&t, 7));
	text_tokens_free(&t);
}

UNIT_TEST(the_grammar_subtracts_a_date_from_a_date_only)
{
	SchemaGraph *g = trips_graph();
	ActionNotation an = {{0}, 0};
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *ast;
	/* date - timestamp is an interval (no days); date - a number is a date */
	const char *const refused[] = {
		"sql_select from_table T:travels ; select_expr expr_sub expr_column C:0:end_date "
		"expr_column C:0:created_at ; ; ; ; ; ;",
		"sql_select from_table T:travels ; select_expr expr_sub expr_column C:0:end_date "
		"expr_value V:integer:3 ; ; ; ; ; ;",
		"sql_select from_table T:travels ; select_expr expr_sub expr_column C:0:created_at "
		"expr_column C:0:created_at ; ; ; ; ; ;",
		"sql_select from_table T:travels ; select_expr expr_add expr_column C:0:end_date "
		"expr_column C:0:begin_date ; ; ; ; ; ;",
	};

	/* date - date, and a number less a number, are legal */
	sql_node_free(notation_ast(g, "sql_select from_table T:travels ; select_expr expr_sub "
							   "expr_column C:0:end_date expr_column C:0:begin_date ; ; ; ; ; ;"));
	sql_node_free(notation_ast(g, "sql_select from_table T:travels ; select_expr expr_sub "
							   "expr_column C:0:total_price expr_value V:integer:3 ; ; ; ; ; ;"));
	for (size_t k = 0; k < sizeof(refused) / sizeof(refused[0]); k++)
	{
		memset(&an, 0, sizeof(an));
		action_notation_parse(&an, g, refused[k], &actions);
		ast = ts_build_ast(g, &actions, &err);
		CHECK(ast == NULL);
		sql_node_free(ast);
		sql_action_list_free(&actions);
	}
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_trip_longer_than_a_week_ends_more_than_seven_days_after_it_begins);
	UNIT_RUN(how_many_days_on_average_averages_the_days_between_the_dates);
	UNIT_RUN(of_two_ends_the_one_that_happened_is_taken);
	UNIT_RUN(dates_of_a_table_that_refers_to_the_one_read_are_joined);
	UNIT_RUN(weeks_said_are_days_said);
	UNIT_RUN(the_grammar_subtracts_a_date_from_a_date_only);
	UNIT_DONE();
}
