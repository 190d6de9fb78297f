/*
 * test_counted_column.c — "how many people" answered with the column that holds the count
 * (sql/sql_counted_column.h), and the row a question names read from its own table
 * (sql/sql_named_row.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_counted_column.h"
#include "sql/sql_named_row.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* state(state_name, population) and city(city_name, state_name, population), as
 * GeoQuery's; the columns' graph indexes. */
enum
{
	STATE_NAME, STATE_POPULATION, CITY_NAME, CITY_STATE_NAME, CITY_POPULATION
};

static SchemaGraph *
geo_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 0);
	return g;
}

/* A step of sql_counted_column.h or sql_named_row.h, as the tests call it. */
typedef SqlNode *(*Step) (const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
						  const LinkResult *links, const TableNames *names);

static SqlNode *
named_row_property(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				   const LinkResult *links, const TableNames *names)
{
	return sql_property_of_named_row(ast, g, links, names);
}

/*
 * What step makes of the query in notation for question, rendered ("-": nothing).  Links:
 * "cities" names the table city, "people" both populations through the lexicon, and the
 * question's one stored value (NULL: none) at token value_token is a stored name of
 * value_column.
 */
static char *
stepped(const SchemaGraph *g, Step step, const char *question, int value_token,
		int value_column, const char *value, const char *notation)
{
	StepCase	sc;
	TableNames *names;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	for (int i = 0; i < sc.t.n; i++)
		if (text_token_is(&sc.t, i, "cities"))
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, i, i + 1, 1, -1, NULL);
		else if (text_token_is(&sc.t, i, "people"))
		{
			link_result_add(&sc.links, LINK_COLUMN, LINK_LEXICON, i, i + 1, 0, STATE_POPULATION, NULL);
			link_result_add(&sc.links, LINK_COLUMN, LINK_LEXICON, i, i + 1, 1, CITY_POPULATION, NULL);
		}
	if (value != NULL)
		link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, value_token, value_token + 1,
						g->columns[value_column].table, value_column, value);
	names = name_columns_find(g);
	sql = rendered_copy(step(sc.ast, g, &sc.t, &sc.links, names), g, NULL);
	dt_free(names);
	step_case_end(&sc);
	return sql;
}

#define CHECK_STEP(step, question, token, column, value, notation, expected)  \
	do {                                                                       \
		char *_s = stepped(g, step, question, token, column, value, notation); \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define CHECK_COUNTED(...) CHECK_STEP(sql_count_as_counted_column, __VA_ARGS__)

#define COUNT_WHERE(table, cond)                                               \
	"sql_select from_table T:" table " ; select_expr agg_count_star ; " cond " ; ; ; ;"

UNIT_TEST(how_many_people_is_the_population)
{
	SchemaGraph *g = geo_graph();

	/* the named row's population */
	CHECK_COUNTED("how many people live in texas", 5, STATE_NAME, "texas",
				  COUNT_WHERE("state", "cond_eq expr_column C:0:state_name expr_value V:text:texas"),
				  "SELECT t0.population FROM public.state AS t0 WHERE t0.state_name = 'texas'");
	/* the model's guess at the value goes */
	CHECK_COUNTED("how many people live in chicago", 5, CITY_NAME, "chicago",
				  COUNT_WHERE("city", "cond_and cond_eq expr_column C:0:city_name expr_value V:text:chicago "
							  "cond_eq expr_column C:0:population expr_value V:integer:190"),
				  "SELECT t0.population FROM public.city AS t0 WHERE t0.city_name = 'chicago'");
	/* of two tables, the one whose row the WHERE names, each value once */
	CHECK_COUNTED("how many people live in california", 5, STATE_NAME, "california",
				  "sql_select from_table T:state from_table_join T:city "
				  "cond_eq expr_column C:0:state_name expr_column C:1:state_name ; "
				  "select_expr agg_count_star ; "
				  "cond_eq expr_column C:0:state_name expr_value V:text:california ; ; ; ;",
				  "SELECT DISTINCT t0.population FROM public.state AS t0 JOIN public.city AS t1 "
				  "ON t0.state_name = t1.state_name WHERE t0.state_name = 'california'");
	/* a state's name compared with the cities' column: the state answers */
	CHECK_COUNTED("how many people live in kansas", 5, STATE_NAME, "kansas",
				  COUNT_WHERE("city", "cond_eq expr_column C:0:state_name expr_value V:text:kansas"),
				  "SELECT t0.population FROM public.state AS t0 WHERE t0.state_name = 'kansas'");
	/* rows no name pins add up, their comparisons kept */
	CHECK_COUNTED("how many people live in cities over 100000", -1, -1, NULL,
				  COUNT_WHERE("city", "cond_gt expr_column C:0:population expr_value V:integer:100000"),
				  "SELECT sum(t0.population) FROM public.city AS t0 WHERE t0.population > 100000");
	/* what stays: a table's rows counted ("how many cities"), no "how many", a count that
	 * is not alone */
	CHECK_COUNTED("how many cities are in texas", 5, STATE_NAME, "texas",
				  COUNT_WHERE("city", "cond_eq expr_column C:0:state_name expr_value V:text:texas"), "-");
	CHECK_COUNTED("number of people in texas", 4, STATE_NAME, "texas",
				  COUNT_WHERE("state", "cond_eq expr_column C:0:state_name expr_value V:text:texas"), "-");
	CHECK_COUNTED("how many people live in each state", -1, -1, NULL,
				  "sql_select from_table T:city ; select_expr expr_column C:0:state_name "
				  "select_expr agg_count_star ; ; expr_column C:0:state_name ; ; ; ;", "-");
	schema_graph_free(g);
}

/* "How many trips has Ann booked?": "trips" names bookings.flight_price through flight ~
 * trip, a money column, and "how many" counts no money: no copy. */
UNIT_TEST(how_many_counts_no_money)
{
	SchemaGraph *g = schema_graph_new();
	StepCase	sc;
	TableNames *names;

	schema_graph_add_table(g, "public", "bookings", SG_TABLE, 0);
	schema_graph_add_column(g, "booking_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "customer", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "flight_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	/* 0 how 1 many 2 trips 3 has 4 ann 5 booked */
	CHECK(step_case_begin(&sc, g, "how many trips has ann booked",
						  COUNT_WHERE("bookings", "cond_eq expr_column C:0:customer expr_value V:text:ann")));
	link_result_add(&sc.links, LINK_COLUMN, LINK_LEXICON, 2, 3, 0, 2, NULL);
	names = name_columns_find(g);
	CHECK(sql_count_as_counted_column(sc.ast, g, &sc.t, &sc.links, names) == NULL);
	dt_free(names);
	step_case_end(&sc);
	schema_graph_free(g);
}

#define CHECK_PROPERTY(...) CHECK_STEP(named_row_property, __VA_ARGS__)

#define CITY_COLUMN_WHERE(column, cond)                                        \
	"sql_select from_table T:city ; select_expr expr_column C:0:" column " ; " cond " ; ; ; ;"

UNIT_TEST(the_named_row_answers_from_its_own_table)
{
	SchemaGraph *g = geo_graph();

	/* the cities of Montana answered for Montana: the state's own population */
	CHECK_PROPERTY("what is the population of montana", 5, STATE_NAME, "montana",
				   CITY_COLUMN_WHERE("population", "cond_eq expr_column C:0:state_name expr_value V:text:montana"),
				   "SELECT t0.population FROM public.state AS t0 WHERE t0.state_name = 'montana'");
	/* what stays: the question names the cities, the WHERE names a city, a name asked for */
	CHECK_PROPERTY("what is the population of cities in montana", 7, STATE_NAME, "montana",
				   CITY_COLUMN_WHERE("population", "cond_eq expr_column C:0:state_name expr_value V:text:montana"), "-");
	CHECK_PROPERTY("what is the population of boulder", 5, CITY_NAME, "boulder",
				   CITY_COLUMN_WHERE("population", "cond_eq expr_column C:0:city_name expr_value V:text:boulder"), "-");
	CHECK_PROPERTY("which cities are in montana", 4, STATE_NAME, "montana",
				   CITY_COLUMN_WHERE("state_name", "cond_eq expr_column C:0:state_name expr_value V:text:montana"), "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(how_many_people_is_the_population);
	UNIT_RUN(how_many_counts_no_money);
	UNIT_RUN(the_named_row_answers_from_its_own_table);
	UNIT_DONE();
}
