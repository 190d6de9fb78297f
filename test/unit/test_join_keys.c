/*
 * test_join_keys.c — table joins on the catalog's keys (sql/sql_join_keys.h and the
 * transition system with ts_set_join_keys): which column pairs a join may equate, on a
 * small schema with declared foreign keys, tables without any, a self-reference and a view.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/retrieval.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_grammar.h"
#include "sql/sql_join_keys.h"
#include "sql/sql_transition.h"
#include "action_notation.h"
#include "unit.h"

/*
 * customer(id PK, name, region_id)            region(region_id PK, name): no foreign key
 * orders(order_id PK, customer_id -> customer.id, amount, clerk_id)
 * shipment(shipment_id PK, order_id -> orders.order_id, customer_id -> customer.id)
 * employee(id PK, manager_id -> employee.id, name)
 * sales (a view: customer_id, total)          tag(label, shape: type class other)
 * visit(start_customer_id, region_id): no foreign key
 */
static SchemaGraph *
shop_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			cid,
				oid,
				eid,
				fk;

	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	cid = schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_column(g, "region_id", "integer", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_table(g, "public", "region", SG_TABLE, 0);
	schema_graph_add_column(g, "region_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	oid = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	fk = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 2);
	schema_graph_add_foreign_key(g, 2, 0, 1, &fk, &cid);
	schema_graph_add_column(g, "amount", "numeric", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_column(g, "clerk_id", "integer", SG_TYPE_NUMBER, true, false, 4);
	schema_graph_add_table(g, "public", "shipment", SG_TABLE, 0);
	schema_graph_add_column(g, "shipment_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	fk = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, false, 2);
	schema_graph_add_foreign_key(g, 3, 2, 1, &fk, &oid);
	fk = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 3);
	schema_graph_add_foreign_key(g, 3, 0, 1, &fk, &cid);
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	eid = schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	fk = schema_graph_add_column(g, "manager_id", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_foreign_key(g, 4, 4, 1, &fk, &eid);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 3);
	schema_graph_add_table(g, "public", "sales", SG_VIEW, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, true, false, 1);
	schema_graph_add_column(g, "total", "numeric", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_table(g, "public", "tag", SG_TABLE, 0);
	schema_graph_add_column(g, "label", "text", SG_TYPE_TEXT, true, false, 1);
	schema_graph_add_column(g, "shape", "point", SG_TYPE_OTHER, true, false, 2);
	schema_graph_add_table(g, "public", "visit", SG_TABLE, 0);
	schema_graph_add_column(g, "start_customer_id", "integer", SG_TYPE_NUMBER, true, false, 1);
	schema_graph_add_column(g, "region_id", "integer", SG_TYPE_NUMBER, true, false, 2);
	return g;
}

static int
col(const SchemaGraph *g, const char *table, const char *column)
{
	int			t = schema_graph_find_table(g, "public", table);
	int			c = t >= 0 ? schema_graph_find_column(g, t, column) : -1;

	if (c < 0)
	{
		fprintf(stderr, "test typo: %s.%s\n", table, column);
		abort();
	}
	return c;
}

#define PAIR(a, b) sql_join_pair_allowed(g, col(g, a), col(g, b))
#define PAIR_IN(sub, a, b) sql_join_pair_allowed(sub, col(sub, a), col(sub, b))
#define C2(t, c) t, c

UNIT_TEST(declared_foreign_keys_pair_in_either_direction)
{
	SchemaGraph *g = shop_graph();

	CHECK(PAIR(C2("orders", "customer_id"), C2("customer", "id")));
	CHECK(PAIR(C2("customer", "id"), C2("orders", "customer_id")));
	CHECK(PAIR(C2("shipment", "order_id"), C2("orders", "order_id")));
	/* two columns referencing one column */
	CHECK(PAIR(C2("shipment", "customer_id"), C2("orders", "customer_id")));
	/* a self-reference, and a self-join on a referencing column */
	CHECK(PAIR(C2("employee", "manager_id"), C2("employee", "id")));
	CHECK(PAIR(C2("orders", "customer_id"), C2("orders", "customer_id")));
	schema_graph_free(g);
}

UNIT_TEST(unrelated_id_columns_of_linked_tables_do_not_pair)
{
	SchemaGraph *g = shop_graph();

	/* the parent's id with an id column of the child that references something else */
	CHECK(!PAIR(C2("customer", "id"), C2("orders", "order_id")));
	CHECK(!PAIR(C2("customer", "id"), C2("orders", "clerk_id")));
	CHECK(!PAIR(C2("orders", "amount"), C2("customer", "id")));
	/* linked tables join only as declared, names notwithstanding */
	CHECK(!PAIR(C2("shipment", "shipment_id"), C2("orders", "order_id")));
	CHECK(!PAIR(C2("employee", "id"), C2("employee", "id")));
	CHECK(!sql_join_tables_pair(g, schema_graph_find_table(g, "public", "customer"),
								schema_graph_find_table(g, "public", "tag")));
	schema_graph_free(g);
}

UNIT_TEST(names_decide_between_tables_no_foreign_key_links)
{
	SchemaGraph *g = shop_graph();

	/* same name and type, one side's primary key (the schema declares keys) */
	CHECK(PAIR(C2("customer", "region_id"), C2("region", "region_id")));
	/* a name both share that neither keys nor is named as a key is: no relation a keyed
	 * schema declares */
	CHECK(!PAIR(C2("customer", "name"), C2("region", "name")));
	/* named as a key is (a key the schema could not declare) */
	CHECK(PAIR(C2("visit", "region_id"), C2("customer", "region_id")));
	/* but not the bare "id" of two surrogate keys */
	CHECK(!PAIR(C2("customer", "id"), C2("employee", "id")));
	/* <table>_id naming the other table's primary key: a view's column; ..._<table>_id */
	CHECK(PAIR(C2("sales", "customer_id"), C2("customer", "id")));
	CHECK(PAIR(C2("visit", "start_customer_id"), C2("customer", "id")));
	CHECK(!PAIR(C2("sales", "total"), C2("customer", "id")));
	CHECK(!PAIR(C2("customer", "id"), C2("region", "region_id")));
	CHECK(!PAIR(C2("visit", "start_customer_id"), C2("region", "region_id")));
	/* a name naming a column that is no primary key is no reference */
	CHECK(!PAIR(C2("sales", "customer_id"), C2("orders", "order_id")));
	/* a view meets a table on the table's primary key, not on a column both have */
	CHECK(!PAIR(C2("sales", "customer_id"), C2("orders", "customer_id")));
	CHECK(!PAIR(C2("orders", "customer_id"), C2("sales", "customer_id")));
	/* type classes must agree, and "other" never joins by name */
	CHECK(!PAIR(C2("tag", "shape"), C2("tag", "shape")));
	schema_graph_free(g);
}

/*
 * A schema that declares no key (Spider's student_1 keeps its classes this way):
 * list(last_name, grade, classroom)     teachers(last_name, classroom)
 * dept(dept PK, dept_name)              staff(id PK, midinit, dept, comm numeric(9,2), job, badge real)
 * clerk(id PK, comm numeric(9,2), job, badge real)
 */
static SchemaGraph *
school_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "list", SG_TABLE, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, true, false, 1);
	schema_graph_add_column(g, "grade", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "classroom", "integer", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_table(g, "public", "teachers", SG_TABLE, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, true, false, 1);
	schema_graph_add_column(g, "classroom", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_table(g, "public", "dept", SG_TABLE, 0);
	schema_graph_add_column(g, "dept", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "dept_name", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_table(g, "public", "staff", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "midinit", "character(1)", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_column(g, "dept", "integer", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_column(g, "comm", "numeric(9,2)", SG_TYPE_NUMBER, true, false, 4);
	schema_graph_add_column(g, "job", "text", SG_TYPE_TEXT, true, false, 5);
	schema_graph_add_column(g, "badge", "real", SG_TYPE_NUMBER, true, false, 6);
	schema_graph_add_table(g, "public", "clerk", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "comm", "numeric(9,2)", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "job", "text", SG_TYPE_TEXT, true, false, 3);
	schema_graph_add_column(g, "badge", "real", SG_TYPE_NUMBER, true, false, 4);
	return g;
}

UNIT_TEST(names_relate_the_tables_of_a_schema_without_keys)
{
	SchemaGraph *g = school_graph();

	CHECK(!schema_graph_declares_keys(g));
	/* a name both share, neither a key */
	CHECK(PAIR(C2("list", "classroom"), C2("teachers", "classroom")));
	CHECK(PAIR(C2("staff", "job"), C2("clerk", "job")));
	CHECK(PAIR(C2("staff", "dept"), C2("dept", "dept")));
	/* an amount with cents relates no rows; a real column may be an id (Spider's are) */
	CHECK(!PAIR(C2("staff", "comm"), C2("clerk", "comm")));
	CHECK(PAIR(C2("staff", "badge"), C2("clerk", "badge")));
	/* two copies of a table on one column: only a column naming a row of some table */
	CHECK(PAIR(C2("staff", "dept"), C2("staff", "dept")));
	CHECK(!PAIR(C2("staff", "midinit"), C2("staff", "midinit")));
	CHECK(!PAIR(C2("list", "classroom"), C2("list", "classroom")));
	/* nor on its own key: one row twice */
	CHECK(!PAIR(C2("dept", "dept"), C2("dept", "dept")));
	schema_graph_free(g);
}

/* A part of a keyed schema (the tables retrieval keeps) joins as its whole does, though
 * none of its own tables declares a key. */
UNIT_TEST(a_part_of_a_keyed_schema_keeps_its_rule)
{
	SchemaGraph *g = school_graph();
	int			dept,
				ref;
	int			kept[] = {0, 1};
	Retrieval	r = {0};
	SchemaGraph *sub;

	schema_graph_add_table(g, "public", "room", SG_TABLE, 0);
	dept = schema_graph_add_column(g, "room_dept", "integer", SG_TYPE_NUMBER, true, false, 1);
	ref = col(g, "dept", "dept");
	schema_graph_add_foreign_key(g, 5, 2, 1, &dept, &ref);
	CHECK(schema_graph_declares_keys(g));
	CHECK(!PAIR(C2("list", "classroom"), C2("teachers", "classroom")));
	r.n_tables = g->n_tables;
	r.n_kept = 2;
	r.kept = kept;
	sub = retrieval_subgraph(g, &r);
	CHECK_INT_EQ(sub->n_foreign_keys, 0);
	CHECK(schema_graph_declares_keys(sub));
	CHECK(!PAIR_IN(sub, C2("list", "classroom"), C2("teachers", "classroom")));
	schema_graph_free(sub);
	schema_graph_free(g);
}

static ActionNotation notation;

/* Apply text's actions to a decoder state with join keys on (or off); the error of the
 * first refused action, "" when all apply. */
static char *
decode_error(const SchemaGraph *g, const char *text, bool join_keys)
{
	SqlActionList actions;
	DtError		err = {0};
	TsState    *s = ts_init(g);
	bool		ok = true;

	ts_set_join_keys(s, join_keys);
	notation.n_instances = 0;
	action_notation_parse(&notation, g, text, &actions);
	for (int i = 0; i < actions.n && ok; i++)
		ok = ts_apply(s, &actions.items[i], &err);
	sql_action_list_free(&actions);
	ts_free(s);
	return strdup(ok ? "" : err.message);
}

#define CHECK_DECODES(g, text)                                                     \
	do {                                                                           \
		char *_m = decode_error(g, text, true);                                    \
		if (_m[0] != '\0')                                                         \
			UNIT_FAIL("refused: %s", _m);                                          \
		free(_m);                                                                  \
	} while (0)

/* refused with join keys, with fragment in the message; taken without them */
#define CHECK_REFUSED(g, text, fragment)                                           \
	do {                                                                           \
		char *_m = decode_error(g, text, true);                                    \
		char *_o = decode_error(g, text, false);                                   \
		if (strstr(_m, fragment) == NULL)                                          \
			UNIT_FAIL("expected \"%s\", got \"%s\"", fragment, _m);                \
		if (_o[0] != '\0')                                                         \
			UNIT_FAIL("refused without join keys too: %s", _o);                    \
		free(_m);                                                                  \
		free(_o);                                                                  \
	} while (0)

UNIT_TEST(decoder_joins_only_on_key_pairs)
{
	SchemaGraph *g = shop_graph();

	CHECK_DECODES(g, "sql_select from_table T:customer from_table_join T:orders "
				  "cond_eq expr_column C:1:customer_id expr_column C:0:id ; "
				  "select_expr expr_column C:0:name ; ; ; ; ; ;");
	/* three tables: the third joins the first through a sibling reference */
	CHECK_DECODES(g, "sql_select from_table T:customer from_table_join T:orders "
				  "cond_eq expr_column C:1:customer_id expr_column C:0:id "
				  "from_table_left_join T:shipment "
				  "cond_and cond_eq expr_column C:2:order_id expr_column C:1:order_id "
				  "cond_eq expr_column C:2:customer_id expr_column C:1:customer_id ; "
				  "select_star ; ; ; ; ; ;");
	/* names where no foreign key links the tables, a view included */
	CHECK_DECODES(g, "sql_select from_table T:customer from_table_join T:region "
				  "cond_eq expr_column C:0:region_id expr_column C:1:region_id "
				  "from_table_join T:sales cond_eq expr_column C:2:customer_id expr_column C:0:id ; "
				  "select_star ; ; ; ; ; ;");
	/* the parent's id with an unrelated id of the child: the right operand is refused */
	CHECK_REFUSED(g, "sql_select from_table T:customer from_table_join T:orders "
				  "cond_eq expr_column C:1:order_id expr_column C:0:id ; "
				  "select_star ; ; ; ; ; ;", "no key of the table join");
	/* a left operand with no partner at all */
	CHECK_REFUSED(g, "sql_select from_table T:customer from_table_join T:orders "
				  "cond_eq expr_column C:1:amount expr_column C:0:id ; "
				  "select_star ; ; ; ; ; ;", "no key of the table join");
	/* a table that pairs with nothing in the FROM */
	CHECK_REFUSED(g, "sql_select from_table T:customer from_table_join T:tag "
				  "cond_eq expr_column C:1:label expr_column C:0:name ; "
				  "select_star ; ; ; ; ; ;", "joins no table of its FROM");
	/* either of two keys (OR), as Spider's flight_2 joins airports */
	CHECK_DECODES(g, "sql_select from_table T:customer from_table_join T:shipment "
				  "cond_or cond_eq expr_column C:1:customer_id expr_column C:0:id "
				  "cond_eq expr_column C:0:id expr_column C:1:customer_id ; "
				  "select_star ; ; ; ; ; ;");
	/* ON is equalities of columns: no other comparison, no literal, no NOT */
	CHECK_REFUSED(g, "sql_select from_table T:customer from_table_join T:orders "
				  "cond_not cond_eq expr_column C:1:customer_id expr_column C:0:id ; "
				  "select_star ; ; ; ; ; ;", "ApplyRule cond_not");
	CHECK_REFUSED(g, "sql_select from_table T:customer from_table_join T:orders "
				  "cond_lt expr_column C:1:customer_id expr_column C:0:id ; "
				  "select_star ; ; ; ; ; ;", "ApplyRule cond_lt");
	CHECK_REFUSED(g, "sql_select from_table T:customer from_table_join T:orders "
				  "cond_eq expr_column C:1:customer_id expr_value V:integer:3 ; "
				  "select_star ; ; ; ; ; ;", "ApplyRule expr_value");
	schema_graph_free(g);
}

/* patients(id uuid PK, first), encounters(id uuid PK, patient uuid -> patients.id,
 * spot point): keys of a type no class takes, as Synthea's are */
static SchemaGraph *
uuid_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			pid,
				fk;

	schema_graph_add_table(g, "public", "patients", SG_TABLE, 0);
	pid = schema_graph_add_column(g, "id", "uuid", SG_TYPE_OTHER, false, true, 1);
	schema_graph_add_column(g, "first", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_table(g, "public", "encounters", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "uuid", SG_TYPE_OTHER, false, true, 1);
	fk = schema_graph_add_column(g, "patient", "uuid", SG_TYPE_OTHER, false, false, 2);
	schema_graph_add_foreign_key(g, 1, 0, 1, &fk, &pid);
	schema_graph_add_column(g, "spot", "point", SG_TYPE_OTHER, true, false, 3);
	return g;
}

/* uuid keys join along their foreign key, with the decoder's join keys and without (a gold
 * query); grouped by, as a key is; never compared with a literal or a column of another
 * type */
UNIT_TEST(keys_of_a_type_no_class_takes_join)
{
	SchemaGraph *g = uuid_graph();
	const char *join = "sql_select from_table T:encounters from_table_join T:patients "
		"cond_eq expr_column C:1:id expr_column C:0:patient ; "
		"select_expr expr_column C:1:first select_expr agg_count_star ; ; "
		"expr_column C:1:id expr_column C:1:first ; ; ; ;";
	char	   *m;

	CHECK_DECODES(g, join);
	m = decode_error(g, join, false);
	CHECK_STR_EQ(m, "");
	free(m);
	m = decode_error(g, "sql_select from_table T:patients ; select_expr expr_column C:0:first ; "
					 "cond_eq expr_column C:0:id expr_value V:text:x ; ; ; ;", false);
	CHECK(strstr(m, "ApplyRule expr_value") != NULL);
	free(m);
	CHECK(PAIR(C2("encounters", "patient"), C2("patients", "id")));
	CHECK(!PAIR(C2("encounters", "spot"), C2("patients", "id")));
	CHECK(!PAIR(C2("encounters", "spot"), C2("encounters", "spot")));
	schema_graph_free(g);
}

UNIT_TEST(subquery_and_self_joins_stay_expressible)
{
	SchemaGraph *g = shop_graph();

	/* a self-join along the self-reference */
	CHECK_DECODES(g, "sql_select from_table T:employee from_table_join T:employee "
				  "cond_eq expr_column C:1:id expr_column C:0:manager_id ; "
				  "select_expr expr_column C:1:name ; ; ; ; ; ;");
	/* a subquery's ON stays free, and a table joined to a subquery pairs by type */
	CHECK_DECODES(g, "sql_select from_table T:customer "
				  "S:from_subquery_join sql_select from_table T:orders ; "
				  "select_expr expr_column C:2:amount ; ; ; ; ; ; "
				  "cond_eq expr_column C:1:#0 expr_column C:0:id "
				  "from_table_join T:region cond_eq expr_column C:3:region_id expr_column C:1:#0 ; "
				  "select_star ; ; ; ; ; ;");
	schema_graph_free(g);
}

UNIT_TEST(frontier_offers_only_columns_with_a_partner)
{
	SchemaGraph *g = shop_graph();
	SqlActionList actions;
	DtError		err = {0};
	TsState    *s = ts_init(g);
	SqlFrontier fr;

	ts_set_join_keys(s, true);
	notation.n_instances = 0;
	action_notation_parse(&notation, g, "sql_select from_table T:customer from_table_join", &actions);
	for (int i = 0; i < actions.n; i++)
		CHECK(ts_apply(s, &actions.items[i], &err));
	sql_action_list_free(&actions);
	ts_next_frontier(s, &fr);
	CHECK_INT_EQ(fr.kind, SQL_FRONTIER_TABLE);
	CHECK(ts_table_allowed(s, &fr, schema_graph_find_table(g, "public", "orders")));
	CHECK(ts_table_allowed(s, &fr, schema_graph_find_table(g, "public", "region")));
	CHECK(!ts_table_allowed(s, &fr, schema_graph_find_table(g, "public", "tag")));
	/* employee.name = customer.name: a shared name no key stands behind */
	CHECK(!ts_table_allowed(s, &fr, schema_graph_find_table(g, "public", "employee")));
	notation.n_instances = 1;
	action_notation_parse(&notation, g, "T:orders cond_eq expr_column", &actions);
	for (int i = 0; i < actions.n; i++)
		CHECK(ts_apply(s, &actions.items[i], &err));
	sql_action_list_free(&actions);
	ts_next_frontier(s, &fr);
	CHECK_INT_EQ(fr.kind, SQL_FRONTIER_COLUMN);
	CHECK(ts_column_allowed(s, &fr, 0, 0));		/* customer.id */
	CHECK(!ts_column_allowed(s, &fr, 0, 1));	/* customer.name */
	CHECK(!ts_column_allowed(s, &fr, 0, 2));	/* customer.region_id */
	CHECK(!ts_column_allowed(s, &fr, 1, 0));	/* orders.order_id */
	CHECK(ts_column_allowed(s, &fr, 1, 1));		/* orders.customer_id */
	CHECK(!ts_column_allowed(s, &fr, 1, 3));	/* orders.clerk_id */
	ts_free(s);
	schema_graph_free(g);
}

/* Whether a table join may begin after the FROM of text (decoded with join keys or not). */
static bool
join_leads_somewhere(const SchemaGraph *g, const char *text, bool join_keys, int rule)
{
	SqlActionList actions;
	DtError		err = {0};
	TsState    *s = ts_init(g);
	SqlFrontier fr;
	bool		ok;

	ts_set_join_keys(s, join_keys);
	notation.n_instances = 0;
	action_notation_parse(&notation, g, text, &actions);
	for (int i = 0; i < actions.n; i++)
		if (!ts_apply(s, &actions.items[i], &err))
			abort();
	sql_action_list_free(&actions);
	ts_next_frontier(s, &fr);
	if (fr.kind != SQL_FRONTIER_RULE)
		abort();
	ok = ts_rule_leads_somewhere(s, &fr, rule);
	ts_free(s);
	return ok;
}

/* A join begun where no table can join the FROM would end its hypothesis at the table: the
 * search does not begin it (tag pairs with no table; customer with several). */
UNIT_TEST(no_join_is_begun_that_no_table_can_make)
{
	SchemaGraph *g = shop_graph();

	CHECK(!join_leads_somewhere(g, "sql_select from_table T:tag", true, SQL_RULE_FROM_TABLE_JOIN));
	CHECK(!join_leads_somewhere(g, "sql_select from_table T:tag", true, SQL_RULE_FROM_TABLE_LEFT_JOIN));
	CHECK(join_leads_somewhere(g, "sql_select from_table T:tag", true, SQL_RULE_FROM_TABLE));
	CHECK(join_leads_somewhere(g, "sql_select from_table T:tag", false, SQL_RULE_FROM_TABLE_JOIN));
	CHECK(join_leads_somewhere(g, "sql_select from_table T:customer", true, SQL_RULE_FROM_TABLE_JOIN));
	schema_graph_free(g);
}

/* How many IN subqueries of text's query compare columns no join could equate. */
static int
unkeyed(const SchemaGraph *g, const char *text)
{
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *ast;
	int			n;

	notation.n_instances = 0;
	action_notation_parse(&notation, g, text, &actions);
	ast = ts_build_ast(g, &actions, &err);
	sql_action_list_free(&actions);
	if (ast == NULL)
	{
		fprintf(stderr, "test typo: %s: %s\n", text, err.message);
		abort();
	}
	n = sql_unkeyed_subquery_comparisons(ast, g);
	sql_node_free(ast);
	return n;
}

#define CUSTOMERS_WHERE_ID(cond, column) \
	"sql_select from_table T:customer ; select_expr expr_column C:0:name ; " cond \
	" expr_column C:0:id sql_select from_table T:orders ; select_expr expr_column C:1:" column \
	" ; ; ; ; ; ; ; ; ; ;"

UNIT_TEST(in_subqueries_on_columns_no_key_relates_are_counted)
{
	SchemaGraph *g = shop_graph();

	/* a key and the column it references, either way round */
	CHECK_INT_EQ(unkeyed(g, CUSTOMERS_WHERE_ID("cond_in_query", "customer_id")), 0);
	CHECK_INT_EQ(unkeyed(g, CUSTOMERS_WHERE_ID("cond_not_in_query", "customer_id")), 0);
	/* a customer's id among the orders' own ids, or their clerks' */
	CHECK_INT_EQ(unkeyed(g, CUSTOMERS_WHERE_ID("cond_not_in_query", "order_id")), 1);
	CHECK_INT_EQ(unkeyed(g, CUSTOMERS_WHERE_ID("cond_in_query", "clerk_id")), 1);
	/* the same column on both sides, and a subquery answering with an aggregate */
	CHECK_INT_EQ(unkeyed(g, "sql_select from_table T:customer ; select_expr expr_column C:0:name ; "
						 "cond_in_query expr_column C:0:id sql_select from_table T:customer ; "
						 "select_expr expr_column C:1:id ; ; ; ; ; ; ; ; ; ;"), 0);
	CHECK_INT_EQ(unkeyed(g, "sql_select from_table T:customer ; select_expr expr_column C:0:name ; "
						 "cond_in_query expr_column C:0:id sql_select from_table T:orders ; "
						 "select_expr agg_max expr_column C:1:order_id ; ; ; ; ; ; ; ; ; ;"), 0);
	schema_graph_free(g);
}

#define IDS_EXCEPT(setop, column) \
	setop " sql_select from_table T:customer ; select_expr expr_column C:0:id ; ; ; ; ; ; " \
	"sql_select from_table T:orders ; select_expr expr_column C:1:" column " ; ; ; ; ; ;"

/* EXCEPT and INTERSECT of one column each side are counted like IN subqueries; UNION
 * (teachers' names and students' names) is not */
UNIT_TEST(set_operations_on_columns_no_key_relates_are_counted)
{
	SchemaGraph *g = shop_graph();

	CHECK_INT_EQ(unkeyed(g, IDS_EXCEPT("sql_except", "customer_id")), 0);
	CHECK_INT_EQ(unkeyed(g, IDS_EXCEPT("sql_except", "amount")), 1);
	CHECK_INT_EQ(unkeyed(g, IDS_EXCEPT("sql_intersect", "clerk_id")), 1);
	CHECK_INT_EQ(unkeyed(g, IDS_EXCEPT("sql_union", "clerk_id")), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(declared_foreign_keys_pair_in_either_direction);
	UNIT_RUN(unrelated_id_columns_of_linked_tables_do_not_pair);
	UNIT_RUN(names_decide_between_tables_no_foreign_key_links);
	UNIT_RUN(names_relate_the_tables_of_a_schema_without_keys);
	UNIT_RUN(a_part_of_a_keyed_schema_keeps_its_rule);
	UNIT_RUN(decoder_joins_only_on_key_pairs);
	UNIT_RUN(keys_of_a_type_no_class_takes_join);
	UNIT_RUN(subquery_and_self_joins_stay_expressible);
	UNIT_RUN(frontier_offers_only_columns_with_a_partner);
	UNIT_RUN(no_join_is_begun_that_no_table_can_make);
	UNIT_RUN(in_subqueries_on_columns_no_key_relates_are_counted);
	UNIT_RUN(set_operations_on_columns_no_key_relates_are_counted);
	UNIT_DONE();
}
