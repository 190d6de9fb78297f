/*
 * test_current_rows.c — the rows that hold now, of a table that keeps its history
 * (sql/sql_current_rows.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_current_rows.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* employees(emp_no, first_name), salaries(emp_no, salary, from_date, to_date) and
 * products(name, sell_start_date, sell_end_date, modified_date). */
static SchemaGraph *
history_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 0);	/* 0 */
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);	/* 1 */
	schema_graph_add_table(g, "public", "salaries", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, false, 0);	/* 2 */
	schema_graph_add_column(g, "salary", "integer", SG_TYPE_NUMBER, false, false, 0);	/* 3 */
	schema_graph_add_column(g, "from_date", "date", SG_TYPE_TIME, false, false, 0);	/* 4 */
	schema_graph_add_column(g, "to_date", "date", SG_TYPE_TIME, false, false, 0);	/* 5 */
	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);	/* 6 */
	schema_graph_add_column(g, "sell_start_date", "date", SG_TYPE_TIME, false, false, 0);	/* 7 */
	schema_graph_add_column(g, "sell_end_date", "date", SG_TYPE_TIME, true, false, 0);	/* 8 */
	schema_graph_add_column(g, "modified_date", "date", SG_TYPE_TIME, false, false, 0);	/* 9 */
	return g;
}

static CurrentAsk
ask_of(const char *question)
{
	TextTokens	t = {0};
	DtError		err = {0};
	CurrentAsk	ask;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	ask = sql_current_ask(&t);
	text_tokens_free(&t);
	return ask;
}

UNIT_TEST(questions_that_say_now_or_before)
{
	CHECK(ask_of("What is Georgi Facello paid today?") == CURRENT_NOW);
	CHECK(ask_of("Who works in Sales right now?") == CURRENT_NOW);
	CHECK(ask_of("What is her current title?") == CURRENT_NOW);
	CHECK(ask_of("Which products are we still selling?") == CURRENT_NOW);
	CHECK(ask_of("Who is in Research at the moment?") == CURRENT_NOW);
	CHECK(ask_of("Who used to manage Sales?") == CURRENT_OVER);
	CHECK(ask_of("Which products do we no longer sell?") == CURRENT_OVER);
	CHECK(ask_of("List our former managers.") == CURRENT_OVER);
	CHECK(ask_of("Who did we hire in 1995?") == CURRENT_NONE);
	/* both: which is meant cannot be told */
	CHECK(ask_of("Who still holds the title they had previously?") == CURRENT_NONE);
}

UNIT_TEST(a_period_ends_in_a_date_named_as_its_end)
{
	SchemaGraph *g = history_graph();

	CHECK(sql_period_end_column(g, 5));		/* to_date */
	CHECK(sql_period_end_column(g, 8));		/* sell_end_date */
	CHECK(!sql_period_end_column(g, 4));	/* from_date */
	CHECK(!sql_period_end_column(g, 9));	/* modified_date */
	CHECK(!sql_period_end_column(g, 3));	/* no date */
	schema_graph_free(g);
	/* Synthea's medications(start, stop) */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "medications", SG_TABLE, 0);
	schema_graph_add_column(g, "start", "timestamp without time zone", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "stop", "timestamp without time zone", SG_TYPE_TIME, true, false, 0);
	CHECK(sql_period_end_column(g, 1));
	CHECK(!sql_period_end_column(g, 0));
	schema_graph_free(g);
}

#define PAY_OF_ANN                                                             \
	"sql_select from_table T:employees from_table_join T:salaries "            \
	"cond_eq expr_column C:0:emp_no expr_column C:1:emp_no ; "                \
	"select_expr expr_column C:1:salary ; "                                    \
	"cond_eq expr_column C:0:first_name expr_value V:text:Ann ; ; ; ;"

static char *
rewritten(const SchemaGraph *g, const PeriodEnd *ends, CurrentAsk ask, const char *notation)
{
	SqlNode    *ast = notation_ast(g, notation);

	if (ast == NULL)
		return strdup("?");
	return rendered_copy(sql_current_rows(ast, g, ends, ask), g, NULL);
}

UNIT_TEST(the_current_rows_of_a_history_table)
{
	SchemaGraph *g = history_graph();
	PeriodEnd	ends[11] = {{0}};
	char	   *sql;

	ends[5] = (PeriodEnd) {PERIOD_END_VALUE, (char *) "9999-01-01"};
	ends[8] = (PeriodEnd) {PERIOD_END_NULL, NULL};
	sql = rewritten(g, ends, CURRENT_NOW, PAY_OF_ANN);
	CHECK_STR_EQ(sql, "SELECT t1.salary FROM public.employees AS t0 JOIN public.salaries AS t1 "
				 "ON t0.emp_no = t1.emp_no WHERE t0.first_name = 'Ann' AND t1.to_date = '9999-01-01'");
	free(sql);
	sql = rewritten(g, ends, CURRENT_OVER, PAY_OF_ANN);
	CHECK_STR_EQ(sql, "SELECT t1.salary FROM public.employees AS t0 JOIN public.salaries AS t1 "
				 "ON t0.emp_no = t1.emp_no WHERE t0.first_name = 'Ann' AND t1.to_date <> '9999-01-01'");
	free(sql);
	/* an end left NULL while the period lasts */
	sql = rewritten(g, ends, CURRENT_NOW,
					"sql_select from_table T:products ; select_expr agg_count_star ; ; ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT count(*) FROM public.products AS t0 WHERE t0.sell_end_date IS NULL");
	free(sql);
	/* nothing said of now, no mark known, or the column compared already: as it is */
	sql = rewritten(g, ends, CURRENT_NONE, PAY_OF_ANN);
	CHECK_STR_EQ(sql, "SELECT t1.salary FROM public.employees AS t0 JOIN public.salaries AS t1 "
				 "ON t0.emp_no = t1.emp_no WHERE t0.first_name = 'Ann'");
	free(sql);
	sql = rewritten(g, NULL, CURRENT_NOW, PAY_OF_ANN);
	CHECK_STR_EQ(sql, "SELECT t1.salary FROM public.employees AS t0 JOIN public.salaries AS t1 "
				 "ON t0.emp_no = t1.emp_no WHERE t0.first_name = 'Ann'");
	free(sql);
	sql = rewritten(g, ends, CURRENT_NOW,
					"sql_select from_table T:salaries ; select_expr expr_column C:0:salary ; "
					"cond_gt expr_column C:0:to_date expr_value V:text:2001-01-01 ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.salary FROM public.salaries AS t0 WHERE t0.to_date > '2001-01-01'");
	free(sql);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(questions_that_say_now_or_before);
	UNIT_RUN(a_period_ends_in_a_date_named_as_its_end);
	UNIT_RUN(the_current_rows_of_a_history_table);
	UNIT_DONE();
}
