/*
 * test_compound_columns.c — a property stored over several columns answered with all of
 * them (sql/sql_compound_columns.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_compound_columns.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

#define TEXT(name) schema_graph_add_column(g, name, "text", SG_TYPE_TEXT, true, false, 0)
#define INT(name, pk) schema_graph_add_column(g, name, "integer", SG_TYPE_NUMBER, false, pk, 0)

/* person(id, name, address_number, address_street_name, license_id -> drivers_license),
 * drivers_license(id, car_make, car_model, plate_number) and orders(order_id, order_status,
 * order_channel). */
static SchemaGraph *
mystery_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "drivers_license", SG_TABLE, 0);
	to = INT("id", true);
	TEXT("car_make");
	TEXT("car_model");
	TEXT("plate_number");
	schema_graph_add_table(g, "public", "person", SG_TABLE, 0);
	INT("id", true);
	TEXT("name");
	INT("address_number", false);
	TEXT("address_street_name");
	from = INT("license_id", false);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	INT("order_id", true);
	TEXT("order_status");
	TEXT("order_channel");
	return g;
}

/* The compound_columns rewrite of notation for question, rendered. */
static char *
compounded(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	Compounds	c;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	c = sql_compounds_find(g, &sc.t);
	sql = rendered_copy(sql_compound_columns(sc.ast, g, &c), g, NULL);
	sc.ast = NULL;				/* rendered_copy freed it */
	step_case_end(&sc);
	return sql;
}

#define CHECK_COMPOUNDED(question, notation, expected)                         \
	do {                                                                       \
		char *_s = compounded(g, question, notation);                          \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define STREET \
	"sql_select from_table T:person ; select_expr expr_column C:0:address_street_name ; " \
	"cond_eq expr_column C:0:name expr_value V:text:Annabel ; ; ; ;"
#define MODEL \
	"sql_select from_table T:drivers_license ; select_expr expr_column C:0:car_model ; ; ; ; ; ;"
#define STATUS \
	"sql_select from_table T:orders ; select_expr expr_column C:0:order_status ; ; ; ; ; ;"

UNIT_TEST(a_property_named_over_several_columns_is_answered_with_all)
{
	SchemaGraph *g = mystery_graph();

	CHECK_COMPOUNDED("What is Annabel Miller's address?", STREET,
					 "SELECT t0.address_number, t0.address_street_name FROM public.person AS t0 "
					 "WHERE t0.name = 'Annabel'");
	CHECK_COMPOUNDED("Which cars do our drivers drive?", MODEL,
					 "SELECT t0.car_make, t0.car_model FROM public.drivers_license AS t0");
	schema_graph_free(g);
}

UNIT_TEST(a_part_named_a_table_word_or_an_aggregate_keeps_the_answer)
{
	SchemaGraph *g = mystery_graph();

	/* "street" names one of them; "make" likewise */
	CHECK_COMPOUNDED("What is Annabel Miller's street address?", STREET,
					 "SELECT t0.address_street_name FROM public.person AS t0 WHERE t0.name = 'Annabel'");
	CHECK_COMPOUNDED("What car model is the most common?", MODEL,
					 "SELECT t0.car_model FROM public.drivers_license AS t0");
	/* numbered alternatives, not parts */
	{
		SchemaGraph *lines = schema_graph_new();
		char	   *_s;

		schema_graph_add_table(lines, "public", "addresses", SG_TABLE, 0);
		schema_graph_add_column(lines, "address_id", "integer", SG_TYPE_NUMBER, false, true, 0);
		schema_graph_add_column(lines, "line_1", "text", SG_TYPE_TEXT, true, false, 0);
		schema_graph_add_column(lines, "line_2", "text", SG_TYPE_TEXT, true, false, 0);
		_s = compounded(lines, "What is the first line of every address?",
						"sql_select from_table T:addresses ; select_expr expr_column C:0:line_1 ; ; ; ; ; ;");
		CHECK_STR_EQ(_s, "SELECT t0.line_1 FROM public.addresses AS t0");
		free(_s);
		schema_graph_free(lines);
	}
	/* "order" names the table orders, not a property of it */
	CHECK_COMPOUNDED("What is the status of order 5?", STATUS,
					 "SELECT t0.order_status FROM public.orders AS t0");
	CHECK_COMPOUNDED("What order has a status?", STATUS,
					 "SELECT t0.order_status FROM public.orders AS t0");
	/* an aggregate answers one number */
	CHECK_COMPOUNDED("How many car models are there?",
					 "sql_select from_table T:drivers_license ; select_expr agg_count_distinct "
					 "expr_column C:0:car_model ; ; ; ; ; ;",
					 "SELECT count(DISTINCT t0.car_model) FROM public.drivers_license AS t0");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_property_named_over_several_columns_is_answered_with_all);
	UNIT_RUN(a_part_named_a_table_word_or_an_aggregate_keeps_the_answer);
	UNIT_DONE();
}
