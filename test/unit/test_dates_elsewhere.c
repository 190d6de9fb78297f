/*
 * test_dates_elsewhere.c — a date of the question read from a table no word names
 * (sql/sql_dates_elsewhere.h).
 */
#include <stdbool.h>
#include <stdlib.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_dates_elsewhere.h"
#include "unit.h"

#include "render_check.h"

/* titles(title_id PK, title, pubdate: a date when dated, else text); sales(ord_num PK,
 * ord_date, title_id FK) */
static SchemaGraph *
titles_graph(bool dated)
{
	SchemaGraph *g = schema_graph_new();
	int			titles = schema_graph_add_table(g, "public", "titles", SG_TABLE, 0),
				sales;
	int			fk_col = 5,		/* global column indices: sales.title_id */
				ref_col = 0;

	schema_graph_add_column(g, "title_id", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "pubdate", dated ? "date" : "text", dated ? SG_TYPE_TIME : SG_TYPE_TEXT,
							false, false, 0);
	sales = schema_graph_add_table(g, "public", "sales", SG_TABLE, 0);
	schema_graph_add_column(g, "ord_num", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "ord_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "title_id", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_foreign_key(g, sales, titles, 1, &fk_col, &ref_col);
	return g;
}

/* The table the question counts, for the step under test (-1: none). */
static int	counted_table = -1;

/* The step under test, as cost_count (render_check.h) calls it. */
static int
dates_elsewhere_cost(const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q)
{
	return sql_dates_elsewhere(ast, g, &q->links, counted_table);
}

#define BOOKS_1994 "Which books came out in 1994?"

#define TITLES_DATED(output, instance, column)                                 \
	"sql_select_distinct from_table T:sales from_table_join T:titles "        \
	"cond_eq expr_column C:0:title_id expr_column C:1:title_id ; "            \
	"select_expr " output " ; cond_and cond_ge expr_column C:" instance ":" column \
	" expr_value V:text:1994-01-01 cond_lt expr_column C:" instance ":" column \
	" expr_value V:text:1995-01-01 ; ; ; ;"

/* "Which books came out in 1994?": the order lines' date, where the titles answered have
 * a date of their own and no word names the sales, costs; named, or the titles' own, not */
UNIT_TEST(a_date_of_an_unnamed_other_table_costs)
{
	SchemaGraph *g = titles_graph(true),
			   *undated = titles_graph(false);

	CHECK_INT_EQ(cost_count(g, dates_elsewhere_cost, BOOKS_1994, -1,
						 TITLES_DATED("expr_column C:1:title", "0", "ord_date")), 1);
	CHECK_INT_EQ(cost_count(g, dates_elsewhere_cost, BOOKS_1994, 1,
						 TITLES_DATED("expr_column C:1:title", "0", "ord_date")), 0);
	CHECK_INT_EQ(cost_count(g, dates_elsewhere_cost, BOOKS_1994, -1,
						 TITLES_DATED("expr_column C:1:title", "1", "pubdate")), 0);
	/* a count answers from no table */
	CHECK_INT_EQ(cost_count(g, dates_elsewhere_cost, BOOKS_1994, -1,
						 TITLES_DATED("agg_count_star", "0", "ord_date")), 0);
	/* the other way round the same */
	CHECK_INT_EQ(cost_count(g, dates_elsewhere_cost, BOOKS_1994, -1,
						 TITLES_DATED("expr_column C:0:ord_num", "1", "pubdate")), 1);
	/* the answer's table with no date: the question's date can only be the other's */
	CHECK_INT_EQ(cost_count(undated, dates_elsewhere_cost, BOOKS_1994, -1,
						 TITLES_DATED("expr_column C:1:title", "0", "ord_date")), 0);
	schema_graph_free(g);
	schema_graph_free(undated);
}

/* "How many titles came out in 1994?" counts the titles: the order lines' date costs as
 * it does for the titles' names; a count of the sales, or of nothing the question counts,
 * not */
UNIT_TEST(a_count_of_the_counted_table_dated_elsewhere_costs)
{
	SchemaGraph *g = titles_graph(true);

	counted_table = 0;
	CHECK_INT_EQ(cost_count(g, dates_elsewhere_cost, BOOKS_1994, -1,
						 TITLES_DATED("agg_count_star", "0", "ord_date")), 1);
	CHECK_INT_EQ(cost_count(g, dates_elsewhere_cost, BOOKS_1994, -1,
						 TITLES_DATED("agg_count_star", "1", "pubdate")), 0);
	counted_table = 1;
	CHECK_INT_EQ(cost_count(g, dates_elsewhere_cost, BOOKS_1994, -1,
						 TITLES_DATED("agg_count_star", "0", "ord_date")), 0);
	counted_table = -1;
	schema_graph_free(g);
}

/* dates_home's copy of notation for question (verb_named: the columns a verb names),
 * rendered ("-": none), and the instance whose date moved in *from. */
static char *
dates_home_of(const SchemaGraph *g, const char *question, const SqlSeen *verb_named,
			  const char *notation, int *from)
{
	StepCase	sc;
	char	   *sql;

	*from = -1;
	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	sql = rendered_copy(sql_dates_home(sc.ast, g, &sc.links, -1, verb_named, from), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_HOME(question, named, notation, expected, expected_from)         \
	do {                                                                       \
		int _from;                                                             \
		char *_s = dates_home_of(g, question, named, notation, &_from);        \
		CHECK_STR_EQ(_s, expected);                                            \
		CHECK_INT_EQ(_from, expected_from);                                    \
		free(_s);                                                              \
	} while (0)

#define TITLES_HOME "SELECT DISTINCT t1.title FROM public.sales AS t0 JOIN public.titles AS t1 " \
	"ON t0.title_id = t1.title_id WHERE t1.pubdate >= '1994-01-01' AND t1.pubdate < '1995-01-01'"

/* the titles' own date in place of the sales', where dates_elsewhere costs; a verb's date
 * first; none where the meant date is compared already */
UNIT_TEST(a_date_moves_to_the_table_the_question_dates)
{
	SchemaGraph *g = titles_graph(true);
	SqlSeen		none = {{0}, 0},
				sold = {{4}, 1},	/* sales.ord_date */
				published = {{2}, 1};	/* titles.pubdate */

	CHECK_HOME(BOOKS_1994, &none, TITLES_DATED("expr_column C:1:title", "0", "ord_date"),
			   TITLES_HOME, 0);
	CHECK_HOME("Which books were published in 1994?", &published,
			   TITLES_DATED("expr_column C:1:title", "0", "ord_date"), TITLES_HOME, 0);
	/* "sold in 1994": the sales' date is the one meant */
	CHECK_HOME("Which books were sold in 1994?", &sold,
			   TITLES_DATED("expr_column C:1:title", "0", "ord_date"), "-", -1);
	CHECK_HOME(BOOKS_1994, &none, TITLES_DATED("expr_column C:1:title", "1", "pubdate"), "-", -1);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_date_of_an_unnamed_other_table_costs);
	UNIT_RUN(a_count_of_the_counted_table_dated_elsewhere_costs);
	UNIT_RUN(a_date_moves_to_the_table_the_question_dates);
	UNIT_DONE();
}
