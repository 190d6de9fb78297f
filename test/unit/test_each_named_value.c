/*
 * test_each_named_value.c — each of the values a question names of one column, answered
 * group by group (sql/sql_each_named_value.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_each_named_value.h"
#include "unit.h"

#include "render_check.h"

/* people(id PK, gender, pay) */
static SchemaGraph *
people_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "people", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "gender", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "pay", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

#define GENDER 1

/* The copy of the query in notation for question, rendered without its "SELECT " ("-":
 * none), where word men names 'M' (none when -1) and word women 'F'.  malloc'ed. */
static char *
copy_of(const SchemaGraph *g, const char *question, int men, int women, const char *notation)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("-");
	if (men >= 0)
		link_result_add(&sc.links, LINK_VALUE, LINK_LEXICON, men, men + 1, 0, GENDER, "M");
	link_result_add(&sc.links, LINK_VALUE, LINK_LEXICON, women, women + 1, 0, GENDER, "F");
	sql = rendered_copy(sql_each_named_value(sc.ast, g, &sc.t, &sc.links), g, "SELECT ");
	step_case_end(&sc);
	return sql;
}

#define PAY_WHERE(output, cond) \
	"sql_select from_table T:people ; select_expr " output " ; " cond " ; ; ; ;"
#define WOMEN "cond_eq expr_column C:0:gender expr_value V:text:F"

/* 0 what 1 is 2 the 3 average 4 pay 5 of 6 the 7 men 8 and 9 of 10 the 11 women */
#define EACH "What is the average pay of the men and of the women?"
#define CHECK_COPY(question, men, women, notation, expected)                  \
	do {                                                                      \
		char *_sql = copy_of(g, question, men, women, notation);              \
		CHECK_STR_EQ(_sql, expected);                                         \
		free(_sql);                                                           \
	} while (0)

/* "What is the average pay of the men and of the women?" answered for the women alone:
 * both, per gender */
UNIT_TEST(each_named_value_is_answered_per_group)
{
	SchemaGraph *g = people_graph();

	CHECK_COPY(EACH, 7, 11, PAY_WHERE("agg_avg expr_column C:0:pay", WOMEN),
			   "t0.gender, avg(t0.pay) FROM public.people AS t0 WHERE t0.gender IN ('M', 'F') "
			   "GROUP BY t0.gender");
	/* 0 how 1 many 2 men 3 and 4 how 5 many 6 women; the other conditions stay */
	CHECK_COPY("How many men and how many women earn more than 10?", 2, 6,
			   PAY_WHERE("agg_count_star", "cond_and " WOMEN
						 " cond_gt expr_column C:0:pay expr_value V:integer:10"),
			   "t0.gender, count(*) FROM public.people AS t0 WHERE t0.pay > 10 AND "
			   "t0.gender IN ('M', 'F') GROUP BY t0.gender");
	/* values joined by "and" alone: one number of both (0 what 1 is 2 the 3 average 4 pay
	 * 5 of 6 men 7 and 8 women) */
	CHECK_COPY("What is the average pay of men and women?", 6, 8,
			   PAY_WHERE("agg_avg expr_column C:0:pay", WOMEN), "-");
	/* one value named: the filter is what is asked */
	CHECK_COPY("What is the average pay of the women?", -1, 7,
			   PAY_WHERE("agg_avg expr_column C:0:pay", WOMEN), "-");
	/* rows, not aggregates; the column compared twice */
	CHECK_COPY(EACH, 7, 11, PAY_WHERE("expr_column C:0:pay", WOMEN), "-");
	CHECK_COPY(EACH, 7, 11, PAY_WHERE("agg_count_star", "cond_and " WOMEN
							   " cond_ne expr_column C:0:gender expr_value V:text:M"), "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(each_named_value_is_answered_per_group);
	UNIT_DONE();
}
