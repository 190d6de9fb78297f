/*
 * test_row_contents.c — what is on a record the question names by its number
 * (sql/sql_row_contents.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_row_contents.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* Tables: 0 orders(order_id, customer_id), 1 order_items(item_id, order_id, product_id,
 * quantity), 2 products(product_id, product_name), 3 customers(customer_id, first_name,
 * last_name); order_items refers to orders and products, orders to customers. */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				order,
				product,
				customer;

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	order = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "order_items", SG_TABLE, 0);
	schema_graph_add_column(g, "item_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	product = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	customer = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_foreign_key(g, 0, 3, 1, &from, &customer);
	from = 3;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &order);
	from = 4;
	schema_graph_add_foreign_key(g, 1, 2, 1, &from, &product);
	return g;
}

/* The list_contents copy of notation for question, where the word at token table_token
 * names table (when >= 0) and the number at token number links to column value_column
 * (global) as a value; rendered ("-": none). */
static char *
contents(const SchemaGraph *g, const char *question, int table_token, int table,
		 int number, int value_column, const char *notation)
{
	StepCase	sc;
	TableNames *names = name_columns_find(g);
	RowContents found;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
	{
		dt_free(names);
		return strdup("?");
	}
	if (table >= 0)
		link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, table_token, table_token + 1, table,
						-1, NULL);
	if (value_column >= 0)
		link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, number, number + 1,
						g->columns[value_column].table, value_column,
						sc.t.tokens[number].text);
	found = sql_row_contents_find(g, &sc.t, &sc.links, names);
	sql = rendered_copy(sql_row_contents(sc.ast, g, &found, names), g, NULL);
	step_case_end(&sc);
	dt_free(names);
	return sql;
}

#define CHECK_CONTENTS(question, table_token, table, number, column, notation, expected) \
	do {                                                                       \
		char *_s = contents(g, question, table_token, table, number, column, notation); \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define THE_ORDER "sql_select from_table T:orders ; select_expr expr_column C:0:customer_id ; " \
	"cond_eq expr_column C:0:order_id expr_value V:integer:100 ; ; ; ;"

#define LISTED "SELECT t1.product_name FROM public.order_items AS t0 JOIN public.products AS t1 " \
	"ON t1.product_id = t0.product_id WHERE t0.order_id = 100"

UNIT_TEST(a_record_named_by_number_lists_its_lines_things)
{
	SchemaGraph *g = orders_graph();

	/* "order" (3) names orders, "100" (4) is a value of its key */
	CHECK_CONTENTS("What was in order 100?", 3, 0, 4, 0, THE_ORDER, LISTED);
	CHECK_CONTENTS("Which products were on order 100?", 4, 0, 5, 0, THE_ORDER, LISTED);
	/* the candidate lists them already */
	CHECK_CONTENTS("What was in order 100?", 3, 0, 4, 0,
				   "sql_select from_table T:order_items from_table_join T:products "
				   "cond_eq expr_column C:1:product_id expr_column C:0:product_id ; "
				   "select_expr expr_column C:1:product_name ; "
				   "cond_eq expr_column C:0:order_id expr_value V:integer:100 ; ; ; ;", "-");
	schema_graph_free(g);
}

UNIT_TEST(what_stays)
{
	SchemaGraph *g = orders_graph();

	/* counted, not listed */
	CHECK_CONTENTS("How many items were in order 100?", 5, 0, 6, 0, THE_ORDER, "-");
	/* no word of the table before the number, or no preposition */
	CHECK_CONTENTS("What was in 100?", -1, -1, 3, 0, THE_ORDER, "-");
	CHECK_CONTENTS("What was order 100?", 2, 0, 3, 0, THE_ORDER, "-");
	/* a customer's number: no table refers to customers that lists things with names */
	CHECK_CONTENTS("What was in customer 7?", 3, 3, 4, 8, THE_ORDER, "-");
	/* a key that is not the record's */
	CHECK_CONTENTS("What was in order 100?", 3, 0, 4, 1, THE_ORDER, "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_record_named_by_number_lists_its_lines_things);
	UNIT_RUN(what_stays);
	UNIT_DONE();
}
