/*
 * test_key_paths.c — the paths of keys that keep a query's rows (sql/sql_key_paths.h):
 * along a key, and against one into a table it wholly keys.
 */
#include "schema/schema_graph.h"
#include "sql/sql_key_paths.h"
#include "sql/sql_value_completion.h"
#include "unit.h"

#include "render_check.h"

enum
{
	T_PERSON, T_LOCATION, T_HIERARCHY, T_TEXTS, T_CITY, T_COUNTRY, T_FLIGHT, T_ADDRESS,
	T_CUSTOMER
};

/* Column indices, in the order added. */
enum
{
	PERSON_ID, PERSON_NAME, PERSON_LOCATION,
	LOCATION_ID, LOCATION_CODE,
	HIERARCHY_LOCATION, HIERARCHY_DESCRIPTION,
	TEXTS_LOCATION, TEXTS_LANGUAGE, TEXTS_TEXT,
	CITY_ID, CITY_NAME, CITY_COUNTRY,
	COUNTRY_ID, COUNTRY_NAME,
	FLIGHT_ID, FLIGHT_ORIGIN, FLIGHT_DESTINATION,
	ADDRESS_ID, ADDRESS_CITY,
	CUSTOMER_ID, CUSTOMER_ADDRESS
};

/* The foreign keys, in the order added. */
enum
{
	FK_PERSON_LOCATION, FK_HIERARCHY_LOCATION, FK_TEXTS_LOCATION, FK_CITY_COUNTRY,
	FK_FLIGHT_ORIGIN, FK_FLIGHT_DESTINATION, FK_ADDRESS_CITY, FK_CUSTOMER_ADDRESS
};

static void
key(SchemaGraph *g, int table, int column, int ref_table, int ref_column)
{
	schema_graph_add_foreign_key(g, table, ref_table, 1, &column, &ref_column);
}

static void
column(SchemaGraph *g, const char *name, bool primary_key)
{
	schema_graph_add_column(g, name, "integer", SG_TYPE_NUMBER, !primary_key, primary_key, 0);
}

/*
 * person(id, name, location_id -> location); location(id, code);
 * location_hierarchy(location_id -> location, its whole key; description);
 * location_texts(location_id -> location, language, text; key both); city(id, name,
 * country_id -> country); country(id, name); flight(id, origin -> city, destination ->
 * city); address(id, city_id -> city); customer(id, address_id -> address).
 */
static SchemaGraph *
places_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "person", SG_TABLE, 0);
	column(g, "id", true), column(g, "name", false), column(g, "location_id", false);
	schema_graph_add_table(g, "public", "location", SG_TABLE, 0);
	column(g, "id", true), column(g, "code", false);
	schema_graph_add_table(g, "public", "location_hierarchy", SG_TABLE, 0);
	column(g, "location_id", true), column(g, "description", false);
	schema_graph_add_table(g, "public", "location_texts", SG_TABLE, 0);
	column(g, "location_id", true), column(g, "language", true), column(g, "text", false);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	column(g, "id", true), column(g, "name", false), column(g, "country_id", false);
	schema_graph_add_table(g, "public", "country", SG_TABLE, 0);
	column(g, "id", true), column(g, "name", false);
	schema_graph_add_table(g, "public", "flight", SG_TABLE, 0);
	column(g, "id", true), column(g, "origin", false), column(g, "destination", false);
	schema_graph_add_table(g, "public", "address", SG_TABLE, 0);
	column(g, "id", true), column(g, "city_id", false);
	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	column(g, "id", true), column(g, "address_id", false);
	key(g, T_PERSON, PERSON_LOCATION, T_LOCATION, LOCATION_ID);
	key(g, T_HIERARCHY, HIERARCHY_LOCATION, T_LOCATION, LOCATION_ID);
	key(g, T_TEXTS, TEXTS_LOCATION, T_LOCATION, LOCATION_ID);
	key(g, T_CITY, CITY_COUNTRY, T_COUNTRY, COUNTRY_ID);
	key(g, T_FLIGHT, FLIGHT_ORIGIN, T_CITY, CITY_ID);
	key(g, T_FLIGHT, FLIGHT_DESTINATION, T_CITY, CITY_ID);
	key(g, T_ADDRESS, ADDRESS_CITY, T_CITY, CITY_ID);
	key(g, T_CUSTOMER, CUSTOMER_ADDRESS, T_ADDRESS, ADDRESS_ID);
	return g;
}

UNIT_TEST(a_path_goes_along_keys_and_into_a_table_one_wholly_keys)
{
	SchemaGraph *g = places_graph();
	int			fks[SQL_KEY_PATH_MAX];

	/* along the person's key, then against the hierarchy's, its whole primary key */
	CHECK_INT_EQ(sql_key_path(g, T_PERSON, T_HIERARCHY, fks), 2);
	CHECK_INT_EQ(fks[0], FK_PERSON_LOCATION);
	CHECK_INT_EQ(fks[1], sql_key_step_against(FK_HIERARCHY_LOCATION));
	CHECK_INT_EQ(sql_key_step_against(sql_key_step_against(FK_HIERARCHY_LOCATION)),
				 FK_HIERARCHY_LOCATION);
	/* customer -> address -> city -> country */
	CHECK_INT_EQ(sql_key_path(g, T_CUSTOMER, T_COUNTRY, fks), 3);
	CHECK_INT_EQ(fks[2], FK_CITY_COUNTRY);
	/* several texts a location: their key is more than the location's */
	CHECK_INT_EQ(sql_key_path(g, T_PERSON, T_TEXTS, fks), -1);
	/* several people a location */
	CHECK_INT_EQ(sql_key_path(g, T_LOCATION, T_PERSON, fks), -1);
	/* origin or destination: two paths as short */
	CHECK_INT_EQ(sql_key_path(g, T_FLIGHT, T_COUNTRY, fks), -1);
	schema_graph_free(g);
}

UNIT_TEST(the_one_table_read_that_leads_there_joins_the_path)
{
	SchemaGraph *g = places_graph();
	int			fks[SQL_KEY_PATH_MAX],
				n = 0,
				last;
	SqlNode    *people = notation_ast(g, "sql_select from_table T:person ; select_expr "
									  "agg_count_star ; ; ; ; ; ;");
	SqlNode    *two = notation_ast(g, "sql_select from_table T:person from_table_join T:customer "
								   "cond_eq expr_column C:0:id expr_column C:1:id ; select_expr "
								   "agg_count_star ; ; ; ; ; ;");
	char	   *sql;

	CHECK_INT_EQ(sql_instance_leading_to(g, people, T_HIERARCHY, -1, fks, &n), 0);
	CHECK_INT_EQ(n, 2);
	last = sql_join_key_path(people, g, 0, fks, n);
	sql = rendered_copy(people, g, NULL);
	CHECK_STR_EQ(sql, "SELECT count(*) FROM public.person AS t0 JOIN public.location AS t1 ON "
				 "t1.id = t0.location_id JOIN public.location_hierarchy AS t2 ON "
				 "t2.location_id = t1.id");
	CHECK_INT_EQ(last, 2);
	free(sql);
	/* the skipped table's keys do not count; the one other leads there */
	CHECK_INT_EQ(sql_instance_leading_to(g, two, T_COUNTRY, T_PERSON, fks, &n), 1);
	CHECK_INT_EQ(n, 3);
	CHECK_INT_EQ(sql_instance_leading_to(g, two, T_LOCATION, T_PERSON, fks, &n), -1);
	sql_node_free(two);
	schema_graph_free(g);
}

/* "How many people are in Paris?" read from person alone, 'Paris' stored in the
 * hierarchy row of a location: completion joins the path to it (sql_value_completion.h). */
UNIT_TEST(completion_joins_the_path_of_keys_to_a_value_stored_there)
{
	SchemaGraph *g = places_graph();
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, "How many people are in Paris?",
						 "sql_select from_table T:person ; select_expr agg_count_star ; ; ; ; ; ;"))
		return;
	link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, 5, 6, T_HIERARCHY, HIERARCHY_DESCRIPTION,
					"Paris");
	sql = rendered_copy(sql_complete_values(sc.ast, g, &sc.t, &sc.links, NULL), g, NULL);
	CHECK_STR_EQ(sql, "SELECT count(*) FROM public.person AS t0 JOIN public.location AS t1 ON "
				 "t1.id = t0.location_id JOIN public.location_hierarchy AS t2 ON "
				 "t2.location_id = t1.id WHERE t2.description = 'Paris'");
	free(sql);
	/* stored in the texts, several a location: no path keeps the count */
	link_result_free(&sc.links);
	link_result_init(&sc.links);
	link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, 5, 6, T_TEXTS, TEXTS_TEXT, "Paris");
	sql = rendered_copy(sql_complete_values(sc.ast, g, &sc.t, &sc.links, NULL), g, NULL);
	CHECK_STR_EQ(sql, "-");
	free(sql);
	step_case_end(&sc);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_path_goes_along_keys_and_into_a_table_one_wholly_keys);
	UNIT_RUN(the_one_table_read_that_leads_there_joins_the_path);
	UNIT_RUN(completion_joins_the_path_of_keys_to_a_value_stored_there);
	UNIT_DONE();
}
