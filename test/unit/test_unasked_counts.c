/*
 * test_unasked_counts.c — a count answered where the question asks for none
 * (sql/sql_unasked_counts.h), and words where it asks for a number
 * (sql/sql_text_answers.h).
 */
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_text_answers.h"
#include "sql/sql_unasked_counts.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* titles(title_id, title, price, in_print boolean) */
static SchemaGraph *
titles_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "titles", SG_TABLE, 0);
	schema_graph_add_column(g, "title_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "in_print", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	return g;
}

/* A cost count of the two files tested. */
typedef int (*CostCount) (const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
						  const LinkResult *links);

static int
text_answers_of(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				const LinkResult *links)
{
	return sql_text_answers(ast, g, tokens);
}

/* The cost count of the query in notation for question (-1: the notation did not parse). */
static int
count_of(CostCount count, const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	int			n = -1;

	if (step_case_begin(&sc, g, question, notation))
		n = count(sc.ast, g, &sc.t, &sc.links);
	step_case_end(&sc);
	return n;
}

#define cost_of(g, question, notation) count_of(sql_unasked_counts, g, question, notation)
#define text_cost_of(g, question, notation) count_of(text_answers_of, g, question, notation)

#define COUNT_ALL "sql_select from_table T:titles ; select_expr agg_count_star ; ; ; ; ; ;"
#define TITLES "sql_select from_table T:titles ; select_expr expr_column C:0:title ; ; ; ; ; ;"

UNIT_TEST(a_count_the_question_does_not_ask_for_costs)
{
	SchemaGraph *g = titles_graph();

	CHECK_INT_EQ(cost_of(g, "What is our priciest book?", COUNT_ALL), 1);
	CHECK_INT_EQ(cost_of(g, "Which titles are there?",
						 "sql_select from_table T:titles ; select_expr agg_count_distinct "
						 "expr_column C:0:title ; ; ; ; ; ;"), 1);
	/* either side of a set operation answers */
	CHECK_INT_EQ(cost_of(g, "Which prices are low?",
						 "sql_union sql_select from_table T:titles ; select_expr expr_column "
						 "C:0:price ; ; ; ; ; ; " COUNT_ALL), 1);
	/* the words that ask for a count, in any case */
	CHECK_INT_EQ(cost_of(g, "How many titles are there?", COUNT_ALL), 0);
	CHECK_INT_EQ(cost_of(g, "Give the NUMBER of titles.", COUNT_ALL), 0);
	CHECK_INT_EQ(cost_of(g, "What is the total of titles?", COUNT_ALL), 0);
	CHECK_INT_EQ(cost_of(g, "How often is a title listed?", COUNT_ALL), 0);
	CHECK_INT_EQ(cost_of(g, "Titles per publisher?", COUNT_ALL), 0);
	/* "number" before the number it names asks for none */
	CHECK_INT_EQ(cost_of(g, "Who wrote title number 1032?", COUNT_ALL), 1);
	CHECK_INT_EQ(cost_of(g, "How many copies has title number 1032 sold?", COUNT_ALL), 0);
	CHECK_INT_EQ(cost_of(g, "What is the number of titles over 20?", COUNT_ALL), 0);
	/* no count answered: a count that ranks is no answer */
	CHECK_INT_EQ(cost_of(g, "What is our priciest book?", TITLES), 0);
	CHECK_INT_EQ(cost_of(g, "Which title is listed the most?",
						 "sql_select from_table T:titles ; select_expr expr_column C:0:title ; ; "
						 "expr_column C:0:title ; ; order_desc agg_count_star ; V:integer:1"), 0);
	/* the distinct values of a true/false column number 1 or 2, whatever the words */
	CHECK_INT_EQ(cost_of(g, "How many of our titles are in print?",
						 "sql_select from_table T:titles ; select_expr agg_count_distinct "
						 "expr_column C:0:in_print ; ; ; ; ; ;"), 1);
	CHECK_INT_EQ(cost_of(g, "Which titles are in print?",
						 "sql_select from_table T:titles ; select_expr agg_count_distinct "
						 "expr_column C:0:in_print ; ; ; ; ; ;"), 2);
	CHECK_INT_EQ(cost_of(g, "How many different prices are there?",
						 "sql_select from_table T:titles ; select_expr agg_count_distinct "
						 "expr_column C:0:price ; ; ; ; ; ;"), 0);
	schema_graph_free(g);
}

#define ANSWERING(output) \
	"sql_select from_table T:titles ; select_expr " output " ; ; ; ; ; ;"
#define TITLE "expr_column C:0:title"

UNIT_TEST(text_answered_for_a_number_costs)
{
	SchemaGraph *g = titles_graph();

	CHECK_INT_EQ(text_cost_of(g, "How much is Sushi, Anyone?", ANSWERING(TITLE)), 1);
	CHECK_INT_EQ(text_cost_of(g, "how many titles are there", ANSWERING(TITLE)), 1);
	CHECK_INT_EQ(text_cost_of(g, "How expensive is our dearest title?", ANSWERING(TITLE)), 1);
	/* either side of a set operation answers */
	CHECK_INT_EQ(text_cost_of(g, "How much is a title?",
							  "sql_union " ANSWERING(TITLE) " " ANSWERING("expr_column C:1:title")), 1);
	/* a number among the outputs, or a count */
	CHECK_INT_EQ(text_cost_of(g, "How much is Sushi, Anyone?", ANSWERING("expr_column C:0:price")), 0);
	CHECK_INT_EQ(text_cost_of(g, "How much is Sushi, Anyone?",
							  ANSWERING(TITLE " select_expr expr_column C:0:price")), 0);
	CHECK_INT_EQ(text_cost_of(g, "How many titles are there?", ANSWERING("agg_count_star")), 0);
	/* no number asked: "how" of a manner, or no "how" */
	CHECK_INT_EQ(text_cost_of(g, "How is Sushi, Anyone? spelled?", ANSWERING(TITLE)), 0);
	CHECK_INT_EQ(text_cost_of(g, "Which titles cost much?", ANSWERING(TITLE)), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_count_the_question_does_not_ask_for_costs);
	UNIT_RUN(text_answered_for_a_number_costs);
	UNIT_DONE();
}
