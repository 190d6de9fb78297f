/*
 * test_period_groups.c — a measure per calendar period of a date column
 * (sql/sql_period_groups.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_period_groups.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* customers(customer_id, name) and orders(order_id, customer_id -> customers, order_date
 * date, shipped_date timestamp, total numeric), columns 0-1 and 2-6; facilities(facid,
 * monthlymaintenance), columns 7-8, keeps no date. */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	to = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	schema_graph_add_column(g, "order_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "shipped_date", "timestamp without time zone", SG_TYPE_TIME,
							true, false, 0);
	schema_graph_add_column(g, "total", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "facilities", SG_TABLE, 0);
	schema_graph_add_column(g, "facid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "monthlymaintenance", "numeric", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The period question asks for, as "period start end counts". */
static char *
asked(const char *question)
{
	StepCase	sc;
	PeriodAsk	ask;
	char	   *out = malloc(64);

	step_case_words(&sc, question);
	ask = sql_period_ask(&sc.t);
	snprintf(out, 64, "%d %d %d %s", (int) ask.period, ask.start, ask.end,
			 ask.counts ? "counts" : "-");
	step_case_end(&sc);
	return out;
}

#define CHECK_ASKED(question, expected)  \
	do {                                 \
		char *_s = asked(question);      \
		CHECK_STR_EQ(_s, expected);      \
		free(_s);                        \
	} while (0)

UNIT_TEST(a_period_after_each_per_or_by_is_asked)
{
	/* how0 many1 orders2 did3 we4 get5 each6 month7 */
	CHECK_ASKED("How many orders did we get each month?", "4 6 8 counts");
	/* what0 were1 our2 sales3 month4 by5 month6 in7 2004 */
	CHECK_ASKED("What were our sales month by month in 2004?", "4 4 7 -");
	/* a quarter: its number within a year named, else its first day */
	CHECK_ASKED("How many orders did we raise in each quarter of 2013?", "2 7 9 counts");
	CHECK_ASKED("Show the number of orders per quarter", "3 5 7 counts");
	CHECK_ASKED("Total sales by year", "1 2 4 -");
	CHECK_ASKED("What did we sell every week?", "5 4 6 -");
	/* a rate, a span of dates, an order: no grouping */
	CHECK_ASKED("How many customers earn $150K a year?", "0 -1 -1 counts");
	CHECK_ASKED("What are our top 3 titles by year-to-date sales?", "0 -1 -1 -");
	CHECK_ASKED("List the orders sorted by year", "0 -1 -1 -");
}

/* One column link of a test: tokens [start, end) name graph column column. */
typedef struct TestLink
{
	int			start,
				end,
				column;
} TestLink;

/* The period_groups copy of notation for question with links, rendered ("-": none). */
static char *
grouped(const SchemaGraph *g, const char *question, const TestLink *links, int n,
		const char *notation)
{
	StepCase	sc;
	PeriodAsk	ask;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	for (int i = 0; i < n; i++)
		link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, links[i].start, links[i].end,
						g->columns[links[i].column].table, links[i].column, NULL);
	ask = sql_period_ask(&sc.t);
	sql = rendered_copy(sql_period_groups(sc.ast, g, &sc.links, &ask), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_GROUPED(question, links, n, notation, expected) \
	do {                                                      \
		char *_s = grouped(g, question, links, n, notation);  \
		CHECK_STR_EQ(_s, expected);                           \
		free(_s);                                             \
	} while (0)

/* orders: output, where (";" for none), group by ("" for none) */
#define ORDERS(output, where, group) \
	"sql_select from_table T:orders ; " output " ; " where " " group " ; ; ; ;"
#define IN_2004 "cond_eq expr_column C:0:order_date expr_value V:text:2004"
#define BY_MONTH_2004 \
	"FROM public.orders AS t0 WHERE t0.order_date >= '2004-01-01' AND t0.order_date < '2005-01-01' " \
	"GROUP BY date_trunc('month', t0.order_date) ORDER BY date_trunc('month', t0.order_date) ASC"

UNIT_TEST(the_measure_is_given_per_period_of_the_date_compared)
{
	SchemaGraph *g = orders_graph();

	/* one total: per month of the date the WHERE compares */
	CHECK_GROUPED("What were our sales month by month in 2004?", NULL, 0,
				  ORDERS("select_expr agg_sum expr_column C:0:total", IN_2004, ""),
				  "SELECT date_trunc('month', t0.order_date), sum(t0.total) " BY_MONTH_2004);
	/* a plain amount shown: summed */
	CHECK_GROUPED("Show me our order totals for each month of 2004", NULL, 0,
				  ORDERS("select_expr expr_column C:0:total", IN_2004, ""),
				  "SELECT date_trunc('month', t0.order_date), sum(t0.total) " BY_MONTH_2004);
	/* "how many": a count, whatever was summed; the grouping by another column left out */
	CHECK_GROUPED("How many orders did we get each month of 2004?", NULL, 0,
				  ORDERS("select_expr expr_column C:0:customer_id select_expr agg_sum expr_column C:0:total",
						 IN_2004, "expr_column C:0:customer_id"),
				  "SELECT date_trunc('month', t0.order_date), count(*) " BY_MONTH_2004);
	/* a year, by the date the SELECT groups by */
	CHECK_GROUPED("How many orders did we get each year?", NULL, 0,
				  ORDERS("select_expr expr_column C:0:order_date select_expr agg_count_star", ";",
						 "expr_column C:0:order_date"),
				  "SELECT extract(year FROM t0.order_date), count(*) FROM public.orders AS t0 "
				  "GROUP BY extract(year FROM t0.order_date) ORDER BY extract(year FROM t0.order_date) ASC");
	schema_graph_free(g);
}

UNIT_TEST(the_date_is_the_one_a_word_names_or_the_tables_only_one)
{
	SchemaGraph *g = orders_graph();
	/* how0 many1 orders2 were3 shipped4 each5 week6 */
	TestLink	shipped[] = {{4, 5, 5}};
	/* how0 many1 orders2 did3 we4 get5 each6 month7 */
	TestLink	month_maintenance[] = {{7, 8, 8}};

	/* two dates: the one a word names */
	CHECK_GROUPED("How many orders were shipped each week?", shipped, 1,
				  ORDERS("select_expr agg_count_star", ";", ""),
				  "SELECT date_trunc('week', t0.shipped_date), count(*) FROM public.orders AS t0 "
				  "GROUP BY date_trunc('week', t0.shipped_date) ORDER BY date_trunc('week', t0.shipped_date) ASC");
	/* two dates and no word for either: which is meant? */
	CHECK_GROUPED("How many orders did we get each week?", NULL, 0,
				  ORDERS("select_expr agg_count_star", ";", ""), "-");
	/* a table with no date; the period word names a column in part */
	CHECK_GROUPED("How many bookings did we get each month?", month_maintenance, 1,
				  "sql_select from_table T:facilities ; select_expr expr_column C:0:monthlymaintenance "
				  "select_expr agg_count_star ; ; expr_column C:0:monthlymaintenance ; ; ; ;", "-");
	schema_graph_free(g);
}

UNIT_TEST(no_copy_of_a_ranking_a_list_or_a_period_grouping)
{
	SchemaGraph *g = orders_graph();

	/* a ranking cut by LIMIT */
	CHECK_GROUPED("Which customer ordered the most each month of 2004?", NULL, 0,
				  "sql_select from_table T:orders ; select_expr expr_column C:0:customer_id ; " IN_2004
				  " expr_column C:0:customer_id ; ; order_desc agg_count_star ; V:integer:1", "-");
	/* no measure: a list of names */
	CHECK_GROUPED("Show our customers each month of 2004", NULL, 0,
				  "sql_select from_table T:customers ; select_expr expr_column C:0:name ; ; ; ; ; ;", "-");
	/* no period asked */
	CHECK_GROUPED("How many orders did we get in 2004?", NULL, 0,
				  ORDERS("select_expr agg_count_star", IN_2004, ""), "-");
	schema_graph_free(g);
}

/* The copy is no candidate for another: a query grouped by a period is left as it is. */
UNIT_TEST(a_period_grouping_is_copied_once)
{
	SchemaGraph *g = orders_graph();
	StepCase	sc;
	PeriodAsk	ask;
	SqlNode    *copy;

	CHECK(step_case_begin(&sc, g, "How many orders did we get each month of 2004?",
						  ORDERS("select_expr agg_count_star", IN_2004, "")));
	ask = sql_period_ask(&sc.t);
	copy = sql_period_groups(sc.ast, g, &sc.links, &ask);
	CHECK(copy != NULL);
	CHECK(sql_period_groups(copy, g, &sc.links, &ask) == NULL);
	/* the period counts in equality: the copy is not its source regrouped by the date */
	CHECK(!sql_node_equal(copy, sc.ast));
	sql_node_free(copy);
	step_case_end(&sc);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_period_after_each_per_or_by_is_asked);
	UNIT_RUN(the_measure_is_given_per_period_of_the_date_compared);
	UNIT_RUN(the_date_is_the_one_a_word_names_or_the_tables_only_one);
	UNIT_RUN(no_copy_of_a_ranking_a_list_or_a_period_grouping);
	UNIT_RUN(a_period_grouping_is_copied_once);
	UNIT_DONE();
}
