/*
 * test_record_stamps.c — the columns recording when a row was changed
 * (schema/record_stamps.h), and their cost where the question asks about something else
 * (sql/sql_record_stamps.h).
 */
#include <stdbool.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "schema/record_stamps.h"
#include "sql/sql_record_stamps.h"
#include "unit.h"

#include "render_check.h"

/* product(productid PK, name, sellstartdate: a date when dated, else text, modifieddate
 * timestamp) */
static SchemaGraph *
product_graph(bool dated)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "saleslt", "product", SG_TABLE, 0);
	schema_graph_add_column(g, "productid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "sellstartdate", dated ? "date" : "text",
							dated ? SG_TYPE_TIME : SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "modifieddate", "timestamp without time zone", SG_TYPE_TIME,
							false, false, 0);
	return g;
}

/* The step under test, as cost_count (render_check.h) calls it. */
static int
record_stamps_cost(const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q)
{
	return sql_record_stamps(ast, g, &q->tokens, &q->links);
}

#define ON_SALE "How many products went on sale in July 2003?"
#define MODIFIED "How many products were modified in July 2003?"

#define COUNT_DATED(column)                                                    \
	"sql_select from_table T:product ; select_expr agg_count_star ; "         \
	"cond_and cond_ge expr_column C:0:" column " expr_value V:text:2003-07-01 " \
	"cond_lt expr_column C:0:" column " expr_value V:text:2003-08-01 ; ; ; ;"

UNIT_TEST(stamps_are_time_columns_named_for_a_change)
{
	SchemaGraph *g = product_graph(true),
			   *undated = product_graph(false);

	schema_graph_add_table(g, "public", "film", SG_TABLE, 0);
	schema_graph_add_column(g, "last_update", "timestamp", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "updated_by", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "release_date", "date", SG_TYPE_TIME, false, false, 0);
	CHECK(!schema_record_stamp(g, 2));	/* sellstartdate */
	CHECK(schema_record_stamp(g, 3));	/* modifieddate */
	CHECK(schema_record_stamp(g, 4));	/* last_update */
	CHECK(!schema_record_stamp(g, 5));	/* updated_by: a name, not a time */
	/* a table whose one date is its stamp keeps it as its date */
	CHECK(!schema_record_stamp(undated, 3));
	schema_graph_free(g);
	schema_graph_free(undated);
}

/* "went on sale in July 2003" read on modifieddate costs, once however often it is read;
 * sellstartdate, a question that says a change, or a table with no other date, not */
UNIT_TEST(a_stamp_read_for_another_date_costs)
{
	SchemaGraph *g = product_graph(true),
			   *undated = product_graph(false);

	CHECK_INT_EQ(cost_count(g, record_stamps_cost, ON_SALE, -1, COUNT_DATED("modifieddate")), 1);
	CHECK_INT_EQ(cost_count(g, record_stamps_cost, ON_SALE, -1, COUNT_DATED("sellstartdate")), 0);
	CHECK_INT_EQ(cost_count(g, record_stamps_cost, MODIFIED, -1, COUNT_DATED("modifieddate")), 0);
	CHECK_INT_EQ(cost_count(undated, record_stamps_cost, ON_SALE, -1,
							COUNT_DATED("modifieddate")), 0);
	/* in an ORDER BY too */
	CHECK_INT_EQ(cost_count(g, record_stamps_cost, "Which product was our latest?", -1,
							"sql_select from_table T:product ; select_expr expr_column C:0:name ; ; ; ; "
							"order_desc expr_column C:0:modifieddate ; V:integer:1"), 1);
	schema_graph_free(g);
	schema_graph_free(undated);
}

int
main(void)
{
	UNIT_RUN(stamps_are_time_columns_named_for_a_change);
	UNIT_RUN(a_stamp_read_for_another_date_costs);
	UNIT_DONE();
}
