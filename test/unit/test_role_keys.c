/*
 * test_role_keys.c — of two keys from one table to another, the one whose role the
 * question says (sql/sql_role_keys.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_role_keys.h"
#include "unit.h"

#include "render_check.h"

/*
 * people(person_id integer primary key, full_name text) and orders(order_id integer
 * primary key, salesperson_person_id, contact_person_id, picked_by_person_id, each ->
 * people): global columns people 0-1, orders 2-5.
 */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			to = 0;

	schema_graph_add_table(g, "public", "people", SG_TABLE, 0);
	schema_graph_add_column(g, "person_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "full_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "salesperson_person_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "contact_person_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "picked_by_person_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	for (int from = 3; from <= 5; from++)
		schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

/* The role_keys copy of notation's query for question, rendered ("-": none). */
static char *
role_copy(const char *question, const char *notation)
{
	SchemaGraph *g = orders_graph();
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
	{
		schema_graph_free(g);
		return strdup("?");
	}
	sql = rendered_copy(sql_role_keys(sc.ast, g, &sc.t), g, NULL);
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define CHECK_ROLE(question, notation, expected)                               \
	do {                                                                       \
		char *_s = role_copy(question, notation);                              \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* count(*) of the orders joined to a person by key column k of orders, who is named */
#define ORDERS_OF(k) "sql_select from_table T:people from_table_join T:orders " \
	"cond_eq expr_column C:0:person_id expr_column C:1:" k " ; select_expr agg_count_star ; " \
	"cond_eq expr_column C:0:full_name expr_value V:text:Onslow ; ; ; ;"

UNIT_TEST(the_key_whose_role_is_said_is_joined_on)
{
	CHECK_ROLE("How many orders has Hudson Onslow taken as salesperson?",
			   ORDERS_OF("contact_person_id"),
			   "SELECT count(*) FROM public.people AS t0 JOIN public.orders AS t1 ON "
			   "t0.person_id = t1.salesperson_person_id WHERE t0.full_name = 'Onslow'");
	/* two words written together say it; a role of two words is said by both */
	CHECK_ROLE("How many orders did sales person Hudson Onslow take?",
			   ORDERS_OF("picked_by_person_id"),
			   "SELECT count(*) FROM public.people AS t0 JOIN public.orders AS t1 ON "
			   "t0.person_id = t1.salesperson_person_id WHERE t0.full_name = 'Onslow'");
	CHECK_ROLE("How many orders were picked by Hudson Onslow?", ORDERS_OF("contact_person_id"),
			   "SELECT count(*) FROM public.people AS t0 JOIN public.orders AS t1 ON "
			   "t0.person_id = t1.picked_by_person_id WHERE t0.full_name = 'Onslow'");
}

UNIT_TEST(a_role_said_already_none_or_two_said_make_no_copy)
{
	CHECK_ROLE("How many orders has Hudson Onslow taken as salesperson?",
			   ORDERS_OF("salesperson_person_id"), "-");
	CHECK_ROLE("How many orders has Hudson Onslow?", ORDERS_OF("contact_person_id"), "-");
	/* salesperson and contact both said: which one is not */
	CHECK_ROLE("How many orders did salesperson Hudson Onslow take as contact?",
			   ORDERS_OF("picked_by_person_id"), "-");
}

/* A key named as the key it refers to is the plain relation: border_info.state_name stays
 * where "border" says the other key's role (state(state_name text primary key),
 * border_info(state_name, border -> state)). */
UNIT_TEST(a_plain_key_stays)
{
	SchemaGraph *g = schema_graph_new();
	StepCase	sc;
	int			to = 0;

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_table(g, "public", "border_info", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "border", "text", SG_TYPE_TEXT, false, false, 0);
	for (int from = 1; from <= 2; from++)
		schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	if (step_case_begin(&sc, g, "What states border alaska?",
						"sql_select from_table T:border_info from_table_join T:state cond_eq "
						"expr_column C:0:state_name expr_column C:1:state_name ; select_expr "
						"expr_column C:0:border ; cond_eq expr_column C:1:state_name "
						"expr_value V:text:alaska ; ; ; ;"))
	{
		char	   *sql = rendered_copy(sql_role_keys(sc.ast, g, &sc.t), g, NULL);

		CHECK_STR_EQ(sql, "-");
		free(sql);
		step_case_end(&sc);
	}
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_key_whose_role_is_said_is_joined_on);
	UNIT_RUN(a_role_said_already_none_or_two_said_make_no_copy);
	UNIT_RUN(a_plain_key_stays);
	UNIT_DONE();
}
