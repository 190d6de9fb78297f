/*
 * test_totals_asked.c — the one amount answered, summed where the question asks for a
 * total (sql/sql_totals_asked.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_totals_asked.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* payments(payment_id, order_id -> orders, amount) and orders(id) */
static SchemaGraph *
payments_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	to = schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_table(g, "public", "payments", SG_TABLE, 0);
	schema_graph_add_column(g, "payment_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	schema_graph_add_column(g, "amount", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

static bool
asked(const char *question)
{
	StepCase	sc;
	bool		out;

	step_case_words(&sc, question);
	out = sql_total_asked(&sc.t);
	step_case_end(&sc);
	return out;
}

UNIT_TEST(a_total_is_asked_in_so_many_words)
{
	CHECK(asked("What was order 25 worth in total, in cents?"));
	CHECK(asked("How much have we charged for freight altogether?"));
	CHECK(asked("What do they earn all together?"));
	CHECK(!asked("What was order 25 worth?"));
	CHECK(!asked("What is the total amount of order 25?"));
}

static char *
summed(const SchemaGraph *g, const char *notation)
{
	SqlNode    *ast = notation_ast(g, notation);

	if (ast == NULL)
		return strdup("?");
	return rendered_copy(sql_totals_asked(ast, g), g, NULL);
}

#define CHECK_SUMMED(notation, expected)  \
	do {                                  \
		char *_s = summed(g, notation);   \
		CHECK_STR_EQ(_s, expected);       \
		free(_s);                         \
	} while (0)

#define ORDER_25 "cond_eq expr_column C:0:order_id expr_value V:integer:25"

UNIT_TEST(the_one_amount_answered_is_summed)
{
	SchemaGraph *g = payments_graph();

	CHECK_SUMMED("sql_select from_table T:payments ; select_expr expr_column C:0:amount ; "
				 ORDER_25 " ; ; ; ;",
				 "SELECT sum(t0.amount) FROM public.payments AS t0 WHERE t0.order_id = 25");
	/* a key is counted, not added; an aggregate or a ranking is the model's own */
	CHECK_SUMMED("sql_select from_table T:payments ; select_expr expr_column C:0:order_id ; ; ; ; ; ;",
				 "SELECT t0.order_id FROM public.payments AS t0");
	CHECK_SUMMED("sql_select from_table T:payments ; select_expr agg_max expr_column C:0:amount ; ; ; ; ; ;",
				 "SELECT max(t0.amount) FROM public.payments AS t0");
	CHECK_SUMMED("sql_select from_table T:payments ; select_expr expr_column C:0:amount ; ; ; ; "
				 "order_desc expr_column C:0:amount ; V:integer:1",
				 "SELECT t0.amount FROM public.payments AS t0 ORDER BY t0.amount DESC LIMIT 1");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_total_is_asked_in_so_many_words);
	UNIT_RUN(the_one_amount_answered_is_summed);
	UNIT_DONE();
}
