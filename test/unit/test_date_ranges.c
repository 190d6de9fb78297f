/*
 * test_date_ranges.c — "between May and September 1993" as one range of dates
 * (sql/sql_date_ranges.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_date_ranges.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* The range question names, "first|last", or "-". */
static char *
range_of(const char *question)
{
	DtError		err = {0};
	TextTokens	t = {0};
	QuestionDateRange r;
	char		buf[160];

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	question_date_range_find(&t, &r);
	text_tokens_free(&t);
	if (!r.found)
		return strdup("-");
	snprintf(buf, sizeof(buf), "%s|%s", r.first, r.last);
	return strdup(buf);
}

#define CHECK_RANGE(question, expected)                                        \
	do {                                                                       \
		char *_s = range_of(question);                                         \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

UNIT_TEST(a_question_names_a_range_of_dates)
{
	CHECK_RANGE("Which orders were placed between May and September 1993?", "may 1993|september 1993");
	CHECK_RANGE("orders between 1 May 1993 and 31 May 1994", "1 may 1993|31 may 1994");
	CHECK_RANGE("orders from March 1993 to June 1994", "march 1993|june 1994");
	CHECK_RANGE("between 1 June and 31 August 2007", "1 june 2007|31 august 2007");
	CHECK_RANGE("between March 10 and March 20, 1997", "march 10 1997|march 20 , 1997");
	CHECK_RANGE("hired between 1990 and 1991", "1990|1991");
	/* no range: a later first end, numbers that are no dates, one date alone */
	CHECK_RANGE("between 1994 and 1990", "-");
	CHECK_RANGE("between 3 and 4 minutes", "-");
	CHECK_RANGE("orders in May 1993", "-");
}

/* sales(ord_num text, ord_date date, qty integer) */
static SchemaGraph *
sales_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "sales", SG_TABLE, 0);
	schema_graph_add_column(g, "ord_num", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "ord_date", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "qty", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The date_ranges copy of "SELECT ord_num FROM sales WHERE <where>" for question,
 * rendered ("-": none); *against the cost step's count. */
static char *
rewritten(const char *question, const char *where, int *against)
{
	SchemaGraph *g = sales_graph();
	StepCase	sc;
	QuestionDateRange r;
	char		notation[512];
	char	   *sql;

	snprintf(notation, sizeof(notation),
			 "sql_select from_table T:sales ; select_expr expr_column C:0:ord_num ; %s ; ; ; ;", where);
	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	question_date_range_find(&sc.t, &r);
	*against = sql_date_ranges_against(sc.ast, g, &r);
	sql = rendered_copy(sql_date_ranges(sc.ast, g, &r), g, "SELECT t0.ord_num FROM public.sales AS t0 WHERE ");
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define CHECK_REWRITE(question, where, expected)                               \
	do {                                                                       \
		int _n = -1;                                                           \
		char *_s = rewritten(question, where, &_n);                            \
		CHECK_STR_EQ(_s, expected);                                            \
		CHECK_INT_EQ(_n, strcmp(expected, "-") != 0);                          \
		free(_s);                                                              \
	} while (0)

#define ON(op, v) "cond_" op " expr_column C:0:ord_date expr_value V:text:" v

UNIT_TEST(the_ends_compared_become_one_range)
{
	/* both ends, each as its own period: no row is on both */
	CHECK_REWRITE("orders between 1 May 1993 and 31 May 1994",
				  "cond_and " ON("eq", "1_May_1993") " " ON("eq", "31_May_1994"),
				  "t0.ord_date >= '1993-05-01' AND t0.ord_date < '1994-06-01'");
	/* one end alone, the other without its year */
	CHECK_REWRITE("Which orders were placed between May and September 1993?",
				  ON("eq", "September_1993"),
				  "t0.ord_date >= '1993-05-01' AND t0.ord_date < '1993-10-01'");
	/* a BETWEEN of one end */
	CHECK_REWRITE("orders between May and September 1993",
				  "cond_between expr_column C:0:ord_date expr_value V:text:September_1993 "
				  "expr_value V:text:September_1993",
				  "t0.ord_date >= '1993-05-01' AND t0.ord_date < '1993-10-01'");
	CHECK_REWRITE("orders between May and September 1993",
				  "cond_between expr_column C:0:ord_date expr_value V:text:May_1993 "
				  "expr_value V:text:September_1993", "-");
	/* another condition stays */
	CHECK_REWRITE("orders of 5 copies from March 1993 to June 1994",
				  "cond_and cond_eq expr_column C:0:qty expr_value V:integer:5 "
				  ON("lt", "June_1994"),
				  "t0.qty = 5 AND t0.ord_date >= '1993-03-01' AND t0.ord_date < '1994-07-01'");
	/* a period the question's range does not end on: no copy */
	CHECK_REWRITE("orders between May and September 1993", ON("eq", "June_1993"), "-");
}

int
main(void)
{
	UNIT_RUN(a_question_names_a_range_of_dates);
	UNIT_RUN(the_ends_compared_become_one_range);
	UNIT_DONE();
}
