/*
 * test_text_answers.c — words answered where the question asks for a number
 * (sql/sql_text_answers.h).
 */
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_text_answers.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* titles(title_id, title, price) */
static SchemaGraph *
titles_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "titles", SG_TABLE, 0);
	schema_graph_add_column(g, "title_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The cost count of the query in notation for question (-1: the notation did not parse). */
static int
cost_of(const SchemaGraph *g, const char *question, const char *notation)
{
	DtError		err = {0};
	TextTokens	t = {0};
	SqlNode    *ast;
	int			n;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	if ((ast = notation_ast(g, notation)) == NULL)
		n = -1;
	else
		n = sql_text_answers(ast, g, &t);
	sql_node_free(ast);
	text_tokens_free(&t);
	return n;
}

#define ANSWERING(output) \
	"sql_select from_table T:titles ; select_expr " output " ; ; ; ; ; ;"
#define TITLE "expr_column C:0:title"

UNIT_TEST(text_answered_for_a_number_costs)
{
	SchemaGraph *g = titles_graph();

	CHECK_INT_EQ(cost_of(g, "How much is Sushi, Anyone?", ANSWERING(TITLE)), 1);
	CHECK_INT_EQ(cost_of(g, "how many titles are there", ANSWERING(TITLE)), 1);
	CHECK_INT_EQ(cost_of(g, "How expensive is our dearest title?", ANSWERING(TITLE)), 1);
	/* either side of a set operation answers */
	CHECK_INT_EQ(cost_of(g, "How much is a title?",
						 "sql_union " ANSWERING(TITLE) " " ANSWERING("expr_column C:1:title")), 1);
	/* a number among the outputs, or a count */
	CHECK_INT_EQ(cost_of(g, "How much is Sushi, Anyone?",
						 ANSWERING("expr_column C:0:price")), 0);
	CHECK_INT_EQ(cost_of(g, "How much is Sushi, Anyone?",
						 ANSWERING(TITLE " select_expr expr_column C:0:price")), 0);
	CHECK_INT_EQ(cost_of(g, "How many titles are there?", ANSWERING("agg_count_star")), 0);
	/* no number asked: "how" of a manner, or no "how" */
	CHECK_INT_EQ(cost_of(g, "How is Sushi, Anyone? spelled?", ANSWERING(TITLE)), 0);
	CHECK_INT_EQ(cost_of(g, "Which titles cost much?", ANSWERING(TITLE)), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(text_answered_for_a_number_costs);
	UNIT_DONE();
}
