/*
 * test_counted_groups.c — "how many" of the groups a HAVING keeps
 * (sql/sql_counted_groups.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_counted_groups.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* orders(id, user_id, status). */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "user_id", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "status", "text", SG_TYPE_TEXT, true, false, 3);
	return g;
}

/* sql_counted_groups of query for question, rendered. */
static char *
rewritten(const SchemaGraph *g, const char *question, const char *query)
{
	SqlNode    *ast = notation_ast(g, query);
	TextTokens	t = {0};
	DtError		err = {0};
	char	   *sql;

	if (ast == NULL || !text_tokenize(question, strlen(question), &t, &err))
		return strdup("?");
	sql = rendered_copy(sql_counted_groups(ast, &t), g, NULL);
	text_tokens_free(&t);
	return sql;
}

#define CHECK_REWRITTEN(question, query, expected)                             \
	do {                                                                       \
		char *_s = rewritten(g, question, query);                              \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* HAVING: a condition, or ";" for none; ORDER BY and LIMIT: "; ;" for none */
#define COUNT_PER_USER(having, order)                                          \
	"sql_select from_table T:orders ; select_expr agg_count_star ; ; "        \
	"expr_column C:0:user_id ; " having " " order

UNIT_TEST(how_many_counts_the_groups_a_having_keeps)
{
	SchemaGraph *g = orders_graph();

	CHECK_REWRITTEN("How many customers have ordered more than twice?",
					COUNT_PER_USER("cond_gt agg_count_star expr_value V:integer:2", "; ;"),
					"SELECT count(*) FROM (SELECT t0.user_id AS c0 FROM public.orders AS t0 GROUP BY "
					"t0.user_id HAVING count(*) > 2) AS t1");
	/* no "how many": a count per group may be what is asked */
	CHECK_REWRITTEN("List the order counts of customers with more than two orders.",
					COUNT_PER_USER("cond_gt agg_count_star expr_value V:integer:2", "; ;"),
					"SELECT count(*) FROM public.orders AS t0 GROUP BY t0.user_id HAVING count(*) > 2");
	/* no HAVING: every group, one count each (another step's business) */
	CHECK_REWRITTEN("How many orders has each customer placed?", COUNT_PER_USER(";", "; ;"),
					"SELECT count(*) FROM public.orders AS t0 GROUP BY t0.user_id");
	/* ranked: the count is what ranks */
	CHECK_REWRITTEN("How many orders does the customer with the most orders have?",
					COUNT_PER_USER("cond_gt agg_count_star expr_value V:integer:2",
								   "order_desc agg_count_star ; V:integer:1"),
					"SELECT count(*) FROM public.orders AS t0 GROUP BY t0.user_id HAVING count(*) > 2 "
					"ORDER BY count(*) DESC LIMIT 1");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(how_many_counts_the_groups_a_having_keeps);
	UNIT_DONE();
}
