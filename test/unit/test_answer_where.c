/*
 * test_answer_where.c — a question that asks where a named thing is, answered with the
 * smallest place larger than the thing (answer/answer_where.h).
 */
#include <stdlib.h>
#include <string.h>

#include "answer/answer_where.h"
#include "common/alloc.h"
#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* GeoQuery's city and state, and an office with two address lines; graph indexes. */
enum
{
	CITY_NAME, CITY_POPULATION, CITY_COUNTRY_NAME, CITY_STATE_NAME,
	STATE_NAME, STATE_CAPITAL, STATE_COUNTRY_NAME,
	OFFICE_CODE, OFFICE_ADDRESS_LINE1, OFFICE_ADDRESS_LINE2, OFFICE_CITY, OFFICE_COUNTRY,
	TEACHER_NAME, TEACHER_AGE, TEACHER_HOMETOWN
};

static SchemaGraph *
places_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "country_name", "character varying(3)", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "capital", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "country_name", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_table(g, "public", "offices", SG_TABLE, 0);
	schema_graph_add_column(g, "office_code", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "address_line1", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "address_line2", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "city", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_table(g, "public", "teacher", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "age", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "hometown", "text", SG_TYPE_TEXT, true, false, 0);
	return g;
}

/* What where_places makes of the query in notation for question, whose token value_token
 * (-1: none) is a stored value of value_column; "?" when the notation builds nothing. */
static char *
placed(const char *question, int value_token, int value_column, const char *notation)
{
	SchemaGraph *g = places_graph();
	StepCase	sc;
	bool		where;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	if (value_token >= 0)
		link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, value_token, value_token + 1,
						g->columns[value_column].table, value_column, "v");
	where = answer_asks_where(&sc.t, &sc.links);
	sc.ast = answer_where_places(sc.ast, g, where);
	sql = rendered_copy(sql_node_clone(sc.ast), g, NULL);
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define CHECK_PLACED(question, token, column, notation, expected)             \
	do {                                                                       \
		char *_s = placed(question, token, column, notation);                  \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define ONE_ROW(table, column, value_column)                                   \
	"sql_select from_table T:" table " ; select_expr expr_column C:0:" column   \
	" ; cond_eq expr_column C:0:" value_column " expr_value V:text:v ; ; ; ;"

UNIT_TEST(where_is_a_city_is_its_state)
{
	/* a city lies in a state before a country */
	CHECK_PLACED("where is austin", 2, CITY_NAME, ONE_ROW("city", "country_name", "city_name"),
				 "SELECT t0.state_name FROM public.city AS t0 WHERE t0.city_name = 'v'");
	CHECK_PLACED("where is austin", 2, CITY_NAME, ONE_ROW("city", "population", "city_name"),
				 "SELECT t0.state_name FROM public.city AS t0 WHERE t0.city_name = 'v'");
	/* a state in its country; its capital is a city, no place of a state */
	CHECK_PLACED("where is texas", 2, STATE_NAME, ONE_ROW("state", "capital", "state_name"),
				 "SELECT t0.country_name FROM public.state AS t0 WHERE t0.state_name = 'v'");
	/* an office is no place: its address, the first line of two */
	CHECK_PLACED("where is the tokyo office", 3, OFFICE_CITY, ONE_ROW("offices", "city", "city"),
				 "SELECT t0.address_line1 FROM public.offices AS t0 WHERE t0.city = 'v'");
}

/* a thing the question describes ("the youngest teacher"), asked where it is from */
UNIT_TEST(where_a_described_thing_is_from_is_its_place)
{
	const char *youngest = "sql_select from_table T:teacher ; select_expr expr_column C:0:name ; ; ; ; "
		"order_asc expr_column C:0:age ; V:integer:1";

	CHECK_PLACED("Where is the youngest teacher from?", -1, 0, youngest,
				 "SELECT t0.hometown FROM public.teacher AS t0 ORDER BY t0.age ASC LIMIT 1");
	CHECK_PLACED("Where is the youngest teacher?", -1, 0, youngest,
				 "SELECT t0.name FROM public.teacher AS t0 ORDER BY t0.age ASC LIMIT 1");
}

UNIT_TEST(where_needs_a_named_thing)
{
	/* no stored value after the verb */
	CHECK_PLACED("where is the largest city", -1, 0, ONE_ROW("city", "population", "city_name"),
				 "SELECT t0.population FROM public.city AS t0 WHERE t0.city_name = 'v'");
	/* no "where" */
	CHECK_PLACED("what is austin", 2, CITY_NAME, ONE_ROW("city", "population", "city_name"),
				 "SELECT t0.population FROM public.city AS t0 WHERE t0.city_name = 'v'");
	/* grouped: as it was */
	CHECK_PLACED("where is austin", 2, CITY_NAME,
				 "sql_select from_table T:city ; select_expr expr_column C:0:country_name ; ; "
				 "expr_column C:0:country_name ; ; ; ;",
				 "SELECT t0.country_name FROM public.city AS t0 GROUP BY t0.country_name");
}

int
main(void)
{
	UNIT_RUN(where_is_a_city_is_its_state);
	UNIT_RUN(where_a_described_thing_is_from_is_its_place);
	UNIT_RUN(where_needs_a_named_thing);
	UNIT_DONE();
}
