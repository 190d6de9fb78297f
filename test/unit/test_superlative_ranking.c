/*
 * test_superlative_ranking.c — the ranking a superlative asks for where the candidate ranks
 * nothing (sql/sql_superlative_ranking.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "sql/sql_superlative_ranking.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

enum
{
	C_STATE_NAME, C_AREA, C_POPULATION, C_BORDER_STATE, C_BORDER
};

static SchemaGraph *
states_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "area", "double precision", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "border_info", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "border", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

/* The copy rank_superlatives makes of query for question, each "word" of the question
 * linked by kind and match to table and column (no link when table < 0), rendered, or
 * "-". */
static char *
linked_copy(const SchemaGraph *g, const char *question, const char *word, LinkKind kind,
			LinkMatch match, int table, int column, const char *query)
{
	StepCase	sc;
	QuestionDirections d;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, query))
		return strdup("?");
	for (int i = 0; table >= 0 && i < sc.t.n; i++)
		if (strcmp(sc.t.tokens[i].text, word) == 0)
			link_result_add(&sc.links, kind, match, i, i + 1, table, column, NULL);
	question_directions_find(&sc.t, &d);
	sql = rendered_copy(sql_superlative_ranking(sc.ast, g, &sc.t, &sc.links, &d), g, NULL);
	step_case_end(&sc);
	return sql;
}

/* linked_copy with "word" linked to column by match (-1: no link). */
static char *
ranked_copy(const SchemaGraph *g, const char *question, const char *word, int column,
			LinkMatch match, const char *query)
{
	return linked_copy(g, question, word, LINK_COLUMN, match,
					   column >= 0 ? g->columns[column].table : -1, column, query);
}

#define CHECK_RANKED(question, word, column, match, query, expected)        \
	do {                                                                       \
		char *_s = ranked_copy(g, question, word, column, match, query);       \
		if (_s) CHECK_STR_EQ(_s, expected);                                    \
		free(_s);                                                              \
	} while (0)

#define BORDERING \
	"sql_select from_table T:state from_table_join T:border_info cond_eq expr_column C:0:state_name " \
	"expr_column C:1:state_name ; select_expr expr_column C:0:state_name ; cond_eq expr_column C:1:border " \
	"expr_value V:text:texas ; ; ; ;"
#define IN_USA(cond) \
	"sql_select from_table T:state ; select_expr expr_column C:0:state_name ; " cond " ; ; ; ;"

UNIT_TEST(an_unranked_superlative_ranks_by_the_column_it_links_to)
{
	SchemaGraph *g = states_graph();

	CHECK_RANKED("what is the largest state that borders texas", "largest", C_AREA, LINK_MEASURE,
				 BORDERING,
				 "SELECT t0.state_name FROM public.state AS t0 JOIN public.border_info AS t1 ON "
				 "t0.state_name = t1.state_name WHERE t1.border = 'texas' ORDER BY t0.area DESC "
				 "NULLS LAST LIMIT 1");
	/* a number the question never says is the model's way of saying "smallest": left out */
	CHECK_RANKED("what is the smallest state", "smallest", C_AREA, LINK_MEASURE,
				 IN_USA("cond_eq expr_column C:0:population expr_value V:integer:190"),
				 "SELECT t0.state_name FROM public.state AS t0 ORDER BY t0.area ASC LIMIT 1");
	/* one the question says stays */
	CHECK_RANKED("what is the smallest state with population 190", "smallest", C_AREA,
				 LINK_LEXICON, IN_USA("cond_eq expr_column C:0:population expr_value V:integer:190"),
				 "SELECT t0.state_name FROM public.state AS t0 WHERE t0.population = 190 "
				 "ORDER BY t0.area ASC LIMIT 1");
	schema_graph_free(g);
}

UNIT_TEST(no_ranking_copy_without_one_column_or_with_a_ranking)
{
	SchemaGraph *g = states_graph();

	/* the superlative links to nothing, or names a column by its name */
	CHECK_RANKED("what is the largest state that borders texas", "largest", -1, LINK_MEASURE,
				 BORDERING, "-");
	CHECK_RANKED("what is the largest state that borders texas", "largest", C_AREA, LINK_PARTIAL,
				 BORDERING, "-");
	/* no superlative */
	CHECK_RANKED("what states border texas", "states", C_AREA, LINK_MEASURE, BORDERING, "-");
	/* the candidate ranks already, or counts */
	CHECK_RANKED("what is the largest state", "largest", C_AREA, LINK_MEASURE,
				 "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; ; ; ; "
				 "order_desc expr_column C:0:population ; V:integer:1", "-");
	CHECK_RANKED("how many people live in the largest state", "largest", C_AREA, LINK_MEASURE,
				 "sql_select from_table T:state ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	schema_graph_free(g);
}

/* employees(emp_no, first_name, birth_date, hire_date) and dept_manager(emp_no, dept_no,
 * from_date, to_date), a history of who ran each department. */
static SchemaGraph *
managers_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "birth_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "hire_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_table(g, "public", "dept_manager", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "dept_no", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "from_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "to_date", "date", SG_TYPE_TIME, false, false, 0);
	return g;
}

/* linked_copy with the word "manager" linked to the table dept_manager when linked. */
static char *
date_ranked_copy(const SchemaGraph *g, const char *question, bool linked, const char *query)
{
	return linked_copy(g, question, "manager", LINK_TABLE, LINK_EXACT, linked ? 1 : -1, -1, query);
}

#define MANAGERS_OF_D008                                                       \
	"sql_select_distinct from_table T:employees from_table_join T:dept_manager " \
	"cond_eq expr_column C:1:emp_no expr_column C:0:emp_no ; "                 \
	"select_expr expr_column C:0:first_name ; "                                \
	"cond_eq expr_column C:1:dept_no expr_value V:text:d008 ; ; ; ;"

/* "first" of dates, where the candidate ranks nothing: the date of the table the word
 * after it names, that ends no period; the DISTINCT dropped with the first row kept. */
UNIT_TEST(an_unranked_date_superlative_ranks_by_the_named_table_date)
{
	SchemaGraph *g = managers_graph();
	char	   *s;

	s = date_ranked_copy(g, "Who was the first manager of Research?", true, MANAGERS_OF_D008);
	CHECK_STR_EQ(s, "SELECT t0.first_name FROM public.employees AS t0 JOIN public.dept_manager AS t1 "
				 "ON t1.emp_no = t0.emp_no WHERE t1.dept_no = 'd008' ORDER BY t1.from_date ASC LIMIT 1");
	free(s);
	/* no table named after it: three dates that end no period, which is not said */
	s = date_ranked_copy(g, "Who was the first manager of Research?", false, MANAGERS_OF_D008);
	CHECK_STR_EQ(s, "-");
	free(s);
	schema_graph_free(g);
}

/* treatments(treatment_id, cost_of_treatment, date_of_treatment) */
static SchemaGraph *
treatments_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "treatments", SG_TABLE, 0);
	schema_graph_add_column(g, "treatment_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "cost_of_treatment", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "date_of_treatment", "date", SG_TYPE_TIME, true, false, 0);
	return g;
}

/* Whether date_ranked_as_aggregate charges query for question, "treatment" linked to its
 * table when linked. */
static bool
charged_as_aggregate(const SchemaGraph *g, const char *question, bool linked, const char *query)
{
	StepCase	sc;
	QuestionDirections d;
	int			charged;

	CHECK(step_case_begin(&sc, g, question, query));
	for (int i = 0; linked && i < sc.t.n; i++)
		if (strcmp(sc.t.tokens[i].text, "treatment") == 0)
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, i, i + 1, 0, -1, NULL);
	question_directions_find(&sc.t, &d);
	charged = sql_date_ranked_as_aggregate(sc.ast, g, &sc.t, &sc.links, &d);
	step_case_end(&sc);
	return charged == 1;
}

#define TREATMENTS_ANSWER(aggregate, column) \
	"sql_select from_table T:treatments ; select_expr " aggregate " expr_column C:0:" column " ; ; ; ; ; ;"

/* "the most recent treatment" ranks the treatments by date: its cost said as max(cost) is
 * answered as the cost of the first row, and the aggregate pays; not a date's own
 * extreme, nor where no word after the superlative names the table. */
UNIT_TEST(a_date_ranked_row_said_as_an_aggregate_is_ranked)
{
	SchemaGraph *g = treatments_graph();
	const char *q = "How much does the most recent treatment cost?";
	char	   *s;

	s = linked_copy(g, q, "treatment", LINK_TABLE, LINK_EXACT, 0, -1,
					TREATMENTS_ANSWER("agg_max", "cost_of_treatment"));
	CHECK_STR_EQ(s, "SELECT t0.cost_of_treatment FROM public.treatments AS t0 "
				 "ORDER BY t0.date_of_treatment DESC NULLS LAST LIMIT 1");
	free(s);
	/* "most recently performed treatment": the table word two after "recently" */
	s = linked_copy(g, "Show me the cost of the most recently performed treatment.", "treatment",
					LINK_TABLE, LINK_EXACT, 0, -1, TREATMENTS_ANSWER("agg_sum", "cost_of_treatment"));
	CHECK_STR_EQ(s, "SELECT t0.cost_of_treatment FROM public.treatments AS t0 "
				 "ORDER BY t0.date_of_treatment DESC NULLS LAST LIMIT 1");
	free(s);
	CHECK(charged_as_aggregate(g, q, true, TREATMENTS_ANSWER("agg_max", "cost_of_treatment")));
	CHECK(!charged_as_aggregate(g, q, false, TREATMENTS_ANSWER("agg_max", "cost_of_treatment")));
	CHECK(!charged_as_aggregate(g, "When was the most recent treatment?", true,
								TREATMENTS_ANSWER("agg_max", "date_of_treatment")));
	CHECK(!charged_as_aggregate(g, q, true, TREATMENTS_ANSWER("agg_count", "cost_of_treatment")));
	/* a superlative of numbers: not of dates */
	CHECK(!charged_as_aggregate(g, "What is the highest cost of a treatment?", true,
								TREATMENTS_ANSWER("agg_max", "cost_of_treatment")));
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(an_unranked_superlative_ranks_by_the_column_it_links_to);
	UNIT_RUN(no_ranking_copy_without_one_column_or_with_a_ranking);
	UNIT_RUN(an_unranked_date_superlative_ranks_by_the_named_table_date);
	UNIT_RUN(a_date_ranked_row_said_as_an_aggregate_is_ranked);
	UNIT_DONE();
}
