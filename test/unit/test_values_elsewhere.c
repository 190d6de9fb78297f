/*
 * test_values_elsewhere.c — a stored value of the question read from a table no word
 * names, where a named table holds it too (sql/sql_values_elsewhere.h).
 */
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_values_elsewhere.h"
#include "unit.h"

#include "render_check.h"

enum
{
	C_CUSTOMER_ID, C_COMPANY_NAME, C_COUNTRY, C_LAST_NAME, C_ORDER_ID, C_ORDER_CUSTOMER_ID,
	C_SHIP_COUNTRY, C_LAST_CHANGED_BY
};

/* customers(customer_id PK, company_name, country, last_name); orders(order_id PK,
 * customer_id FK, ship_country, last_changed_by) */
static SchemaGraph *
customers_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from = C_ORDER_CUSTOMER_ID,
				to = C_CUSTOMER_ID;

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "company_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "ship_country", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "last_changed_by", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

/* "Which customers are in Germany?" (0 Which 1 customers 2 are 3 in 4 Germany): "customers"
 * names the customers and, in part, orders.customer_id; "Germany" is stored in both
 * countries (the customers' in named_column); orders_word: "orders" at token 3 instead,
 * naming the orders. */
static int
values_elsewhere_in(const SchemaGraph *g, const char *notation, bool orders_word, int named_column)
{
	SqlNode    *ast = notation_ast(g, notation);
	LinkResult	links;
	int			n;

	link_result_init(&links);
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 1, 2, 0, -1, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 1, 2, 1, C_ORDER_CUSTOMER_ID, NULL);
	if (orders_word)
		link_result_add(&links, LINK_TABLE, LINK_EXACT, 3, 4, 1, -1, NULL);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 4, 5, 0, named_column, "Germany");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 4, 5, 1, C_SHIP_COUNTRY, "Germany");
	n = ast == NULL ? -1 : sql_values_elsewhere(ast, g, &links);
	link_result_free(&links);
	sql_node_free(ast);
	return n;
}

static int
values_elsewhere_of(const SchemaGraph *g, const char *notation, bool orders_word)
{
	return values_elsewhere_in(g, notation, orders_word, C_COUNTRY);
}

#define JOINED_WHERE(instance, column)                                          \
	"sql_select_distinct from_table T:customers from_table_join T:orders "     \
	"cond_eq expr_column C:0:customer_id expr_column C:1:customer_id ; "       \
	"select_expr expr_column C:0:company_name ; cond_eq expr_column C:" instance \
	":" column " expr_value V:text:Germany ; ; ; ;"

/* The orders' ship_country, where the customers asked about hold the country, costs; the
 * customers' own country, or the orders' where a word names the orders, does not. */
UNIT_TEST(a_value_of_an_unnamed_table_that_a_named_one_holds_costs)
{
	SchemaGraph *g = customers_graph();

	CHECK_INT_EQ(values_elsewhere_of(g, JOINED_WHERE("1", "ship_country"), false), 1);
	CHECK_INT_EQ(values_elsewhere_of(g, JOINED_WHERE("0", "country"), false), 0);
	CHECK_INT_EQ(values_elsewhere_of(g, JOINED_WHERE("1", "ship_country"), true), 0);
	/* a count of the orders alone, the customers never read: the same cost */
	CHECK_INT_EQ(values_elsewhere_of(g, "sql_select from_table T:orders ; select_expr agg_count_star ; "
									 "cond_eq expr_column C:0:ship_country expr_value V:text:Germany ; ; ; ;",
									 false), 1);
	/* the named table holds it in a column of another kind (a company called Germany): the
	 * value may be the other table's ("Through which states does the Mississippi run?") */
	CHECK_INT_EQ(values_elsewhere_in(g, JOINED_WHERE("1", "ship_country"), false, C_COMPANY_NAME), 0);
	schema_graph_free(g);
}

/* A value decoded on the customers' last_name, where the orders a word names hold it as
 * the clerk who last changed one ("How many orders has Ann Smith placed?"; the literal of
 * JOINED_WHERE stands for 'Smith'): the names end in "last" (its "name" set aside) and
 * "by", so they are no columns of one kind and nothing costs. */
UNIT_TEST(names_ending_in_other_words_are_no_kind)
{
	SchemaGraph *g = customers_graph();
	SqlNode    *ast = notation_ast(g, JOINED_WHERE("0", "last_name"));
	LinkResult	links;

	link_result_init(&links);
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 3, 4, 1, -1, NULL);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 4, 5, 0, C_LAST_NAME, "Germany");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 4, 5, 1, C_LAST_CHANGED_BY, "Germany");
	CHECK(ast != NULL);
	CHECK_INT_EQ(sql_values_elsewhere(ast, g, &links), 0);
	link_result_free(&links);
	sql_node_free(ast);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_value_of_an_unnamed_table_that_a_named_one_holds_costs);
	UNIT_RUN(names_ending_in_other_words_are_no_kind);
	UNIT_DONE();
}
