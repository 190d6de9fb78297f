/*
 * test_by_groups.c — aggregates grouped by the column "by" names (sql/sql_by_groups.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_by_groups.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* customers(customer_id, country, credit_limit, first_order), offices(office_id, country)
 * and payments(payment_id, customer_id -> customers, amount); columns 0-3, 4-5 and 6-8. */
static SchemaGraph *
customers_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "credit_limit", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "first_order", "date", SG_TYPE_TIME, true, false, 0);
	schema_graph_add_table(g, "public", "offices", SG_TABLE, 0);
	schema_graph_add_column(g, "office_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "payments", SG_TABLE, 0);
	schema_graph_add_column(g, "payment_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	{
		int			from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER,
												   false, false, 0),
					to = 0;

		schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);
	}
	schema_graph_add_column(g, "amount", "numeric", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* One link of a test: tokens [start, end) name column (kind LINK_COLUMN or LINK_VALUE), or
 * with LINK_TABLE the table of that index. */
typedef struct TestLink
{
	LinkKind	kind;
	int			start,
				end,
				column;
} TestLink;

/* The by_groups copy of notation for question with links, rendered ("-": none). */
static char *
grouped(const SchemaGraph *g, const char *question, const TestLink *links, int n,
		const char *notation)
{
	StepCase	sc;
	ByGroups	by;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	for (int i = 0; i < n; i++)
		if (links[i].kind == LINK_TABLE)
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, links[i].start, links[i].end,
							links[i].column, -1, NULL);
		else
			link_result_add(&sc.links, links[i].kind, LINK_EXACT, links[i].start, links[i].end,
							g->columns[links[i].column].table, links[i].column,
							links[i].kind == LINK_VALUE ? "France" : NULL);
	by = sql_by_groups_find(g, &sc.t, &sc.links);
	sql = rendered_copy(sql_by_groups(sc.ast, g, &by), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_GROUPED(question, links, notation, expected)                      \
	do {                                                                       \
		char *_s = grouped(g, question, links, (int) (sizeof(links) / sizeof((links)[0])), \
						   notation);                                          \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define AVG_LIMIT \
	"sql_select from_table T:customers ; select_expr agg_avg expr_column C:0:credit_limit ; ; ; ; ; ;"
#define COUNT_ALL "sql_select from_table T:customers ; select_expr agg_count_star ; ; ; ; ; ;"

UNIT_TEST(by_a_column_groups_an_aggregate_by_it)
{
	SchemaGraph *g = customers_graph();
	/* tokens: what0 is1 the2 average3 credit4 limit5 by6 country7 */
	TestLink	by_country[] = {{LINK_COLUMN, 7, 8, 1}, {LINK_COLUMN, 7, 8, 5}, {LINK_COLUMN, 4, 6, 2}};
	/* tokens: show0 the1 number2 of3 customers4 by5 each6 country7 */
	TestLink	by_each[] = {{LINK_COLUMN, 7, 8, 1}};

	CHECK_GROUPED("What is the average credit limit by country?", by_country, AVG_LIMIT,
				  "SELECT t0.country, avg(t0.credit_limit) FROM public.customers AS t0 GROUP BY t0.country");
	CHECK_GROUPED("Show the number of customers by each country", by_each, COUNT_ALL,
				  "SELECT t0.country, count(*) FROM public.customers AS t0 GROUP BY t0.country");
	schema_graph_free(g);
}

#define PAYMENTS_SUM \
	"sql_select from_table T:payments ; select_expr agg_sum expr_column C:0:amount ; ; ; ; ; ;"

/* A column of a table the candidate does not read, which a table it reads refers to. */
UNIT_TEST(by_a_column_of_a_referred_table_joins_it)
{
	SchemaGraph *g = customers_graph();
	/* tokens: what0 is1 the2 total3 payment4 amount5 by6 country7 */
	TestLink	by_country[] = {{LINK_COLUMN, 7, 8, 1}, {LINK_COLUMN, 7, 8, 5}};
	/* tokens: the0 total1 payment2 amount3 by4 customer5 country6 */
	TestLink	by_customer_country[] = {{LINK_TABLE, 5, 6, 0}, {LINK_COLUMN, 5, 6, 0},
	{LINK_COLUMN, 6, 7, 1}, {LINK_COLUMN, 6, 7, 5}};
	/* tokens: the0 total1 payment2 amount3 by4 office5 country6 */
	TestLink	by_office_country[] = {{LINK_TABLE, 5, 6, 1}, {LINK_COLUMN, 6, 7, 1},
	{LINK_COLUMN, 6, 7, 5}};

	/* the customers the payments refer to, not the offices, which nothing read refers to */
	CHECK_GROUPED("What is the total payment amount by country?", by_country, PAYMENTS_SUM,
				  "SELECT t1.country, sum(t0.amount) FROM public.payments AS t0 JOIN "
				  "public.customers AS t1 ON t1.customer_id = t0.customer_id GROUP BY t1.country");
	CHECK_GROUPED("the total payment amount by customer country", by_customer_country, PAYMENTS_SUM,
				  "SELECT t1.country, sum(t0.amount) FROM public.payments AS t0 JOIN "
				  "public.customers AS t1 ON t1.customer_id = t0.customer_id GROUP BY t1.country");
	/* the offices' country: no table read refers to them */
	CHECK_GROUPED("the total payment amount by office country", by_office_country, PAYMENTS_SUM, "-");
	schema_graph_free(g);
}

UNIT_TEST(by_that_orders_names_a_value_or_a_date_groups_nothing)
{
	SchemaGraph *g = customers_graph();
	/* tokens: customers0 ordered1 by2 country3 */
	TestLink	ordered[] = {{LINK_COLUMN, 3, 4, 1}};
	/* tokens: the0 average1 credit2 limit3 by4 country5 france6 */
	TestLink	a_value[] = {{LINK_COLUMN, 5, 6, 1}, {LINK_VALUE, 5, 7, 1}};
	/* tokens: the0 number1 of2 customers3 by4 first5 order6 */
	TestLink	a_date[] = {{LINK_COLUMN, 5, 7, 3}};
	/* tokens: the0 average1 credit2 limit3 of4 customers5 by6 country7 */
	TestLink	by_country[] = {{LINK_COLUMN, 7, 8, 1}};
	/* tokens: the0 smallest1 credit2 limit3 by4 country5 */
	TestLink	by_country5[] = {{LINK_COLUMN, 5, 6, 1}};
	/* tokens: the0 average1 credit2 limit3 of4 customers5 by6 customer7 id8 */
	TestLink	by_key[] = {{LINK_COLUMN, 7, 9, 0}};

	CHECK_GROUPED("customers ordered by country", ordered, COUNT_ALL, "-");
	CHECK_GROUPED("the average credit limit by country France", a_value, AVG_LIMIT, "-");
	CHECK_GROUPED("the number of customers by first order", a_date, COUNT_ALL, "-");
	/* a ranking's "by", or the key of the one table read */
	CHECK_GROUPED("the smallest credit limit by country", by_country5, AVG_LIMIT, "-");
	CHECK_GROUPED("the average credit limit of customers by customer id", by_key, AVG_LIMIT, "-");
	/* grouped already */
	CHECK_GROUPED("the average credit limit of customers by country", by_country,
				  "sql_select from_table T:customers ; select_expr agg_avg expr_column C:0:credit_limit ; ; "
				  "expr_column C:0:country ; ; ; ;", "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(by_a_column_groups_an_aggregate_by_it);
	UNIT_RUN(by_a_column_of_a_referred_table_joins_it);
	UNIT_RUN(by_that_orders_names_a_value_or_a_date_groups_nothing);
	UNIT_DONE();
}
