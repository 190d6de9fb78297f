/*
 * test_text_rankings.c — a ranking by a text column where the question ranks by a number
 * (sql/sql_text_rankings.h).
 */
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "sql/sql_text_rankings.h"
#include "unit.h"

#include "render_check.h"

/* charges(charge_id PK, charge_type text, charge_amount numeric) */
static SchemaGraph *
charges_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "charges", SG_TABLE, 0);
	schema_graph_add_column(g, "charge_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "charge_type", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "charge_amount", "numeric", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The step under test, as cost_count (render_check.h) calls it. */
static int
text_rankings_cost(const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q)
{
	QuestionDirections d;

	question_directions_find(&q->tokens, &d);
	return sql_text_rankings(ast, g, &d);
}

#define TOP_BY(order) "sql_select from_table T:charges ; select_expr expr_column C:0:charge_amount ; ; ; ; " \
	order " ; V:integer:1"
#define MOST_EXPENSIVE "What is the charge amount of the most expensive charge type?"

/* "the most expensive" ranked by charge_type costs; by the amount, or by a text column for
 * an alphabetical order or no superlative, nothing; a max of the text costs too */
UNIT_TEST(a_text_ranking_for_a_superlative_of_numbers_costs)
{
	SchemaGraph *g = charges_graph();

	CHECK_INT_EQ(cost_count(g, text_rankings_cost, MOST_EXPENSIVE, -1,
							TOP_BY("order_desc expr_column C:0:charge_type")), 1);
	CHECK_INT_EQ(cost_count(g, text_rankings_cost, MOST_EXPENSIVE, -1,
							TOP_BY("order_desc expr_column C:0:charge_amount")), 0);
	CHECK_INT_EQ(cost_count(g, text_rankings_cost, "Which charge type comes first alphabetically?",
							-1, TOP_BY("order_asc expr_column C:0:charge_type")), 0);
	CHECK_INT_EQ(cost_count(g, text_rankings_cost, "List one charge amount.", -1,
							TOP_BY("order_desc expr_column C:0:charge_type")), 0);
	CHECK_INT_EQ(cost_count(g, text_rankings_cost, MOST_EXPENSIVE, -1,
							"sql_select from_table T:charges ; select_expr agg_max "
							"expr_column C:0:charge_type ; ; ; ; ; ;"), 1);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_text_ranking_for_a_superlative_of_numbers_costs);
	UNIT_DONE();
}
