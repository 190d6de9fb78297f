/*
 * test_stock_levels.c — "Which products are out of stock?": the rows whose stock is none
 * (sql/sql_stock_levels.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_stock_levels.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* products(product_id, product_name, units_in_stock, reorder_level) and
 * suppliers(supplier_id, company_name). */
static SchemaGraph *
products_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "units_in_stock", "smallint", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "reorder_level", "smallint", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "suppliers", SG_TABLE, 0);
	schema_graph_add_column(g, "supplier_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "company_name", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

/* stock_item_holdings(stock_item_id, quantity_on_hand, last_stocktake_quantity,
 * reorder_level): two stocks, the one on hand now first */
static SchemaGraph *
holdings_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "stock_item_holdings", SG_TABLE, 0);
	schema_graph_add_column(g, "stock_item_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "quantity_on_hand", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "last_stocktake_quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "reorder_level", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The stock_levels copy of notation for question, rendered ("-": none). */
static char *
stocked(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	sql = rendered_copy(sql_stock_levels(sc.ast, g, sql_stock_level_find(&sc.t)), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_STOCKED(question, notation, expected)                            \
	do {                                                                       \
		char *_s = stocked(g, question, notation);                             \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define PRODUCTS_WHERE(cond) \
	"sql_select from_table T:products ; select_expr expr_column C:0:product_name ; " cond " ; ; ; ;"
#define PRODUCTS \
	"sql_select from_table T:products ; select_expr expr_column C:0:product_name ; ; ; ; ; ;"
#define NAMES "SELECT t0.product_name FROM public.products AS t0"

UNIT_TEST(out_of_stock_keeps_the_rows_whose_stock_is_none)
{
	SchemaGraph *g = products_graph();

	CHECK_STOCKED("Which products are out of stock?", PRODUCTS,
				  NAMES " WHERE t0.units_in_stock = 0");
	CHECK_STOCKED("Which products are in stock?", PRODUCTS,
				  NAMES " WHERE t0.units_in_stock > 0");
	CHECK_STOCKED("Which products are not out of stock?", PRODUCTS,
				  NAMES " WHERE t0.units_in_stock > 0");
	CHECK_STOCKED("Which products are not in stock?", PRODUCTS,
				  NAMES " WHERE t0.units_in_stock = 0");
	/* what the candidate says of the stock gives way */
	CHECK_STOCKED("Which products are out of stock?",
				  PRODUCTS_WHERE("cond_eq expr_column C:0:units_in_stock expr_subquery sql_select "
								 "from_table T:products ; select_expr agg_max expr_column "
								 "C:1:units_in_stock ; ; ; ; ; ;"),
				  NAMES " WHERE t0.units_in_stock = 0");
	schema_graph_free(g);
}

UNIT_TEST(below_the_reorder_level_compares_the_stock_with_it)
{
	SchemaGraph *g = products_graph();

	CHECK_STOCKED("Which products have fallen below their reorder level?", PRODUCTS,
				  NAMES " WHERE t0.units_in_stock < t0.reorder_level");
	CHECK_STOCKED("Which products need to be reordered?", PRODUCTS,
				  NAMES " WHERE t0.units_in_stock < t0.reorder_level");
	/* what the candidate says of the reorder level gives way */
	CHECK_STOCKED("Which products are under their reorder level?",
				  PRODUCTS_WHERE("cond_lt expr_column C:0:reorder_level expr_subquery sql_select "
								 "from_table T:products ; select_expr agg_max expr_column "
								 "C:1:reorder_level ; ; ; ; ; ;"),
				  NAMES " WHERE t0.units_in_stock < t0.reorder_level");
	/* said already: no copy, so the candidate pays nothing */
	CHECK_STOCKED("Which products need to be reordered?",
				  PRODUCTS_WHERE("cond_lt expr_column C:0:units_in_stock expr_column C:0:reorder_level"),
				  "-");
	schema_graph_free(g);
	/* of two stocks, the one on hand now */
	g = holdings_graph();
	CHECK_STOCKED("Which items have fallen below their reorder level?",
				  "sql_select from_table T:stock_item_holdings ; select_expr expr_column "
				  "C:0:stock_item_id ; ; ; ; ; ;",
				  "SELECT t0.stock_item_id FROM public.stock_item_holdings AS t0 "
				  "WHERE t0.quantity_on_hand < t0.reorder_level");
	schema_graph_free(g);
	g = products_graph();
	/* not said: "reorder" alone, negated */
	CHECK_STOCKED("What is the reorder level of Chai?", PRODUCTS, "-");
	CHECK_STOCKED("Which products do not need reordering?", PRODUCTS, "-");
	schema_graph_free(g);
}

UNIT_TEST(no_stock_level_where_none_is_said_or_read)
{
	SchemaGraph *g = products_graph();

	/* the stock itself asked, or a stock named as a measure */
	CHECK_STOCKED("How many units of Chai are in stock?", PRODUCTS, "-");
	CHECK_STOCKED("Which products have the most units in stock?", PRODUCTS, "-");
	/* said already */
	CHECK_STOCKED("Which products are out of stock?",
				  PRODUCTS_WHERE("cond_eq expr_column C:0:units_in_stock expr_value V:integer:0"), "-");
	/* no stock column read */
	CHECK_STOCKED("Which suppliers are out of stock?",
				  "sql_select from_table T:suppliers ; select_expr expr_column C:0:company_name ; ; ; ; ; ;",
				  "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(out_of_stock_keeps_the_rows_whose_stock_is_none);
	UNIT_RUN(below_the_reorder_level_compares_the_stock_with_it);
	UNIT_RUN(no_stock_level_where_none_is_said_or_read);
	UNIT_DONE();
}
