/*
 * test_unsaid_dates.c — the dates of a row a question means only when it says so
 * (schema/side_dates.h), and their cost where it says neither (sql/sql_unsaid_dates.h).
 */
#include <stdbool.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "schema/side_dates.h"
#include "sql/sql_ast.h"
#include "sql/sql_unsaid_dates.h"
#include "unit.h"

#include "render_check.h"

/* product(productid PK, name, sellstartdate: a date when dated, else text, modifieddate
 * timestamp); customer(customerid PK, birthdate date, date_accnt_opened date, deathdate
 * date) */
static SchemaGraph *
shop_graph(bool dated)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "saleslt", "product", SG_TABLE, 0);
	schema_graph_add_column(g, "productid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "sellstartdate", dated ? "date" : "text",
							dated ? SG_TYPE_TIME : SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "modifieddate", "timestamp without time zone", SG_TYPE_TIME,
							false, false, 0);
	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	schema_graph_add_column(g, "customerid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "birthdate", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "date_accnt_opened", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "deathdate", "date", SG_TYPE_TIME, false, false, 0);
	return g;
}

/* The step under test, as cost_count (render_check.h) calls it. */
static int
unsaid_dates_cost(const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q)
{
	SideDatesSaid said = schema_side_dates_said(&q->tokens);

	return sql_unsaid_dates(ast, g, &said, &q->links);
}

/* Whether question says a side date of kind. */
static bool
said(SideDate kind, const char *question)
{
	DtError		err = {0};
	TextTokens	t = {0};
	bool		yes;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	yes = schema_side_dates_said(&t).said[kind];
	text_tokens_free(&t);
	return yes;
}

#define ON_SALE "How many products went on sale in July 2003?"
#define MODIFIED "How many products were modified in July 2003?"

#define COUNT_DATED(table, column)                                             \
	"sql_select from_table T:" table " ; select_expr agg_count_star ; "       \
	"cond_and cond_ge expr_column C:0:" column " expr_value V:text:2003-07-01 " \
	"cond_lt expr_column C:0:" column " expr_value V:text:2003-08-01 ; ; ; ;"

UNIT_TEST(side_dates_are_edit_stamps_and_births)
{
	SchemaGraph *g = shop_graph(true),
			   *undated = shop_graph(false);

	schema_graph_add_table(g, "public", "film", SG_TABLE, 0);
	schema_graph_add_column(g, "last_update", "timestamp", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "updated_by", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "release_date", "date", SG_TYPE_TIME, false, false, 0);
	CHECK_INT_EQ(schema_side_date(g, 7), SIDE_DATE_DEATH);	/* deathdate */
	CHECK_INT_EQ(schema_side_date(g, 2), SIDE_DATE_NONE);	/* sellstartdate */
	CHECK_INT_EQ(schema_side_date(g, 3), SIDE_DATE_EDIT_STAMP);	/* modifieddate */
	CHECK_INT_EQ(schema_side_date(g, 5), SIDE_DATE_BIRTH);	/* birthdate */
	CHECK_INT_EQ(schema_side_date(g, 6), SIDE_DATE_NONE);	/* date_accnt_opened */
	CHECK_INT_EQ(schema_side_date(g, 8), SIDE_DATE_EDIT_STAMP);	/* last_update */
	CHECK_INT_EQ(schema_side_date(g, 9), SIDE_DATE_NONE);	/* updated_by: no time */
	/* a table whose one date is its stamp keeps it as its date */
	CHECK_INT_EQ(schema_side_date(undated, 3), SIDE_DATE_NONE);
	CHECK(said(SIDE_DATE_EDIT_STAMP, MODIFIED));
	CHECK(!said(SIDE_DATE_EDIT_STAMP, ON_SALE));
	CHECK(said(SIDE_DATE_BIRTH, "Who is our oldest customer?"));
	CHECK(!said(SIDE_DATE_BIRTH, "How many agents joined in 1997?"));
	CHECK(said(SIDE_DATE_DEATH, "How many patients died in 2020?"));
	CHECK(!said(SIDE_DATE_DEATH, "Which patients came to the emergency room in 2023?"));
	schema_graph_free(g);
	schema_graph_free(undated);
}

/* "went on sale in July 2003" read on modifieddate costs, once however often it is read;
 * sellstartdate, a question that says a change, or a table with no other date, not; a
 * birth date likewise */
UNIT_TEST(a_side_date_read_where_unsaid_costs)
{
	SchemaGraph *g = shop_graph(true),
			   *undated = shop_graph(false);

	CHECK_INT_EQ(cost_count(g, unsaid_dates_cost, ON_SALE, -1,
							COUNT_DATED("product", "modifieddate")), 1);
	CHECK_INT_EQ(cost_count(g, unsaid_dates_cost, ON_SALE, -1,
							COUNT_DATED("product", "sellstartdate")), 0);
	CHECK_INT_EQ(cost_count(g, unsaid_dates_cost, MODIFIED, -1,
							COUNT_DATED("product", "modifieddate")), 0);
	CHECK_INT_EQ(cost_count(undated, unsaid_dates_cost, ON_SALE, -1,
							COUNT_DATED("product", "modifieddate")), 0);
	/* in an ORDER BY too */
	CHECK_INT_EQ(cost_count(g, unsaid_dates_cost, "Which product was our latest?", -1,
							"sql_select from_table T:product ; select_expr expr_column C:0:name ; ; ; ; "
							"order_desc expr_column C:0:modifieddate ; V:integer:1"), 1);
	CHECK_INT_EQ(cost_count(g, unsaid_dates_cost, "How many customers signed up in July 2003?", -1,
							COUNT_DATED("customer", "birthdate")), 1);
	CHECK_INT_EQ(cost_count(g, unsaid_dates_cost, "How many customers were born in July 2003?", -1,
							COUNT_DATED("customer", "birthdate")), 0);
	/* a death date likewise */
	CHECK_INT_EQ(cost_count(g, unsaid_dates_cost, "How many customers came in July 2003?", -1,
							COUNT_DATED("customer", "deathdate")), 1);
	CHECK_INT_EQ(cost_count(g, unsaid_dates_cost, "How many customers died in July 2003?", -1,
							COUNT_DATED("customer", "deathdate")), 0);
	schema_graph_free(g);
	schema_graph_free(undated);
}

int
main(void)
{
	UNIT_RUN(side_dates_are_edit_stamps_and_births);
	UNIT_RUN(a_side_date_read_where_unsaid_costs);
	UNIT_DONE();
}
