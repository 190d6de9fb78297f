/*
 * test_unsaid_sums.c — a sum of what no word names, answered where the question asks how
 * many (sql/sql_unsaid_sums.h).
 */
#include "schema/schema_graph.h"
#include "sql/sql_unsaid_sums.h"
#include "unit.h"

#include "render_check.h"

#define COL_SALARY 2

/* employee(id, name, salary, hired) */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "salary", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "hired", "date", SG_TYPE_TIME, false, false, 0);
	return g;
}

/* The cost count of the query in notation for question; salary_word >= 0: that word links
 * to the salary column (-1: the notation did not parse). */
static int
cost_of(const SchemaGraph *g, const char *question, int salary_word, const char *notation)
{
	StepCase	sc;
	int			n = -1;

	if (step_case_begin(&sc, g, question, notation))
	{
		if (salary_word >= 0)
			link_result_add(&sc.links, LINK_COLUMN, LINK_LEXICON, salary_word, salary_word + 1, 0,
							COL_SALARY, NULL);
		n = sql_unsaid_sums(sc.ast, g, &sc.t, &sc.links);
	}
	step_case_end(&sc);
	return n;
}

#define ANSWERING(output) \
	"sql_select from_table T:employee ; select_expr " output " ; ; ; ; ; ;"
#define SUM_SALARY ANSWERING("agg_sum expr_column C:0:salary")

UNIT_TEST(a_sum_no_word_names_costs_where_the_question_asks_how_many)
{
	SchemaGraph *g = staff_graph();

	CHECK_INT_EQ(cost_of(g, "How many people did we hire in 1980?", -1, SUM_SALARY), 1);
	CHECK_INT_EQ(cost_of(g, "how many people did we hire?", -1,
						 ANSWERING("agg_avg expr_column C:0:salary")), 1);
	/* either side of a set operation answers */
	CHECK_INT_EQ(cost_of(g, "How many people did we hire?", -1,
						 "sql_union " SUM_SALARY " " ANSWERING("agg_sum expr_column C:1:salary")), 2);
	/* a count answers */
	CHECK_INT_EQ(cost_of(g, "How many people did we hire?", -1, ANSWERING("agg_count_star")), 0);
	/* the column a word names ("How many people live in Texas?": the population) */
	CHECK_INT_EQ(cost_of(g, "How many dollars do we pay?", 3, SUM_SALARY), 0);
	/* a word that asks for a sum */
	CHECK_INT_EQ(cost_of(g, "How many dollars in total do we pay?", -1, SUM_SALARY), 0);
	CHECK_INT_EQ(cost_of(g, "How much do we pay?", -1, SUM_SALARY), 0);
	/* no "how many" */
	CHECK_INT_EQ(cost_of(g, "What do we pay the people we hired in 1980?", -1, SUM_SALARY), 0);
	CHECK_INT_EQ(cost_of(g, "How are many people paid?", -1, SUM_SALARY), 0);
	/* a sum that ranks is no answer */
	CHECK_INT_EQ(cost_of(g, "How many people are paid the most?", -1,
						 "sql_select from_table T:employee ; select_expr expr_column C:0:name ; ; "
						 "expr_column C:0:name ; ; order_desc agg_sum expr_column C:0:salary ; "
						 "V:integer:1"), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_sum_no_word_names_costs_where_the_question_asks_how_many);
	UNIT_DONE();
}
