/*
 * test_aggregate_words.c — the aggregate a word right before a column's name asks for
 * (sql/sql_aggregate_words.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_aggregate_words.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* country(name, continent, population, gnp, max_speed) */
static SchemaGraph *
country_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "country", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "continent", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "gnp", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "max_speed", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The cost count (against) and the copy (turned, "-": none) for the query in notation. */
static char *
judged(const char *question, const char *items, int *against)
{
	SchemaGraph *g = country_graph();
	StepCase	sc;
	char		notation[512];
	char	   *sql;

	snprintf(notation, sizeof(notation), "sql_select from_table T:country ; %s", items);
	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	link_names(g, &sc.t, &sc.links);
	*against = sql_aggregate_words_against(sc.ast, g, &sc.t, &sc.links);
	sql = rendered_copy(sql_aggregate_words_turned(sc.ast, g, &sc.t, &sc.links), g, NULL);
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define CHECK_AGG(question, items, n_against, expected)                        \
	do {                                                                       \
		int _n = -1;                                                           \
		char *_s = judged(question, items, &_n);                               \
		CHECK_INT_EQ(_n, n_against);                                           \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* the rest of a SELECT with no WHERE, GROUP BY, HAVING, ORDER BY or LIMIT */
#define REST " ; ; ; ; ; ;"
#define SUM(c) "select_expr agg_sum expr_column C:0:" c
#define MAX(c) "select_expr agg_max expr_column C:0:" c
#define AVG(c) "select_expr agg_avg expr_column C:0:" c

UNIT_TEST(a_word_before_a_column_asks_for_its_aggregate)
{
	CHECK_AGG("Asia's total population and top gnp?", SUM("population") " " SUM("gnp") REST, 1,
			  "SELECT sum(t0.population), max(t0.gnp) FROM public.country AS t0");
	CHECK_AGG("What is the average population?", SUM("population") REST, 1,
			  "SELECT avg(t0.population) FROM public.country AS t0");
	/* the word's own aggregate is there: an average and a maximum of one column */
	CHECK_AGG("the average and maximum population", AVG("population") " " MAX("population") REST, 0, "-");
	CHECK_AGG("the total population", SUM("population") REST, 0, "-");
	/* max against min is the direction's (sql_directions.h) */
	CHECK_AGG("the lowest population", MAX("population") REST, 0, "-");
	/* a word of a name ("max speed" of max_speed), a word not before a column, a column
	 * no sum takes */
	CHECK_AGG("the max speed of countries", SUM("max_speed") REST, 0, "-");
	CHECK_AGG("the total of the population", MAX("population") REST, 0, "-");
	/* a superlative ranks; the aggregate ranked adds up a group's measure */
	CHECK_AGG("the continent with the largest population",
			  "select_expr expr_column C:0:continent ; ; expr_column C:0:continent ; ; "
			  "order_desc agg_sum expr_column C:0:population ; V:integer:1", 0, "-");
	CHECK_AGG("the average name", "select_expr agg_max expr_column C:0:name" REST, 0, "-");
	/* "how much" asks for a total of the column its next word names, even in part ("speed"
	 * of max_speed), where no word asks for an extreme */
	CHECK_AGG("How much gnp do the countries of Asia have?", MAX("gnp") REST, 1,
			  "SELECT sum(t0.gnp) FROM public.country AS t0");
	CHECK_AGG("How much speed do they have?", MAX("max_speed") REST, 1,
			  "SELECT sum(t0.max_speed) FROM public.country AS t0");
	CHECK_AGG("How much gnp does the largest country have?", MAX("gnp") REST, 0, "-");
	CHECK_AGG("How much is the gnp of Asia?", MAX("gnp") REST, 0, "-");
}

int
main(void)
{
	UNIT_RUN(a_word_before_a_column_asks_for_its_aggregate);
	UNIT_DONE();
}
