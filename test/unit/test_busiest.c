/*
 * test_busiest.c — "What was our busiest day for orders?": the rows grouped by the
 * answered column and ranked by their number (sql/sql_busiest.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_busiest.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* Tables: 0 facilities(facid, name), 1 bookings(bookid, facid -> facilities, day). */
static SchemaGraph *
club_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			facid,
				from;

	schema_graph_add_table(g, "public", "facilities", SG_TABLE, 0);
	facid = schema_graph_add_column(g, "facid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "bookings", SG_TABLE, 0);
	schema_graph_add_column(g, "bookid", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "facid", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "day", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &facid);
	return g;
}

/* The rank_busiest copy of notation for question, rendered ("-": none). */
static char *
ranked(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	TableNames *names = name_columns_find(g);
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
	{
		dt_free(names);
		return strdup("?");
	}
	sql = rendered_copy(sql_busiest_ranking(sc.ast, g, names, sql_busiest_find(&sc.t)), g, NULL);
	step_case_end(&sc);
	dt_free(names);
	return sql;
}

#define CHECK_RANKED(question, notation, expected)                             \
	do {                                                                       \
		char *_s = ranked(g, question, notation);                              \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define DAYS "sql_select from_table T:bookings ; select_expr expr_column C:0:day ; ; ; ; ; ;"
#define FACILITY_NAMES                                                         \
	"sql_select_distinct from_table T:bookings from_table_join T:facilities "   \
	"cond_eq expr_column C:0:facid expr_column C:1:facid ; "                   \
	"select_expr expr_column C:1:name ; ; ; ; ; ;"

UNIT_TEST(the_busiest_are_ranked_by_their_rows)
{
	SchemaGraph *g = club_graph();

	CHECK_RANKED("What was our busiest day?", DAYS,
				 "SELECT t0.day FROM public.bookings AS t0 GROUP BY t0.day "
				 "ORDER BY count(*) DESC LIMIT 1");
	CHECK_RANKED("What was our quietest day?", DAYS,
				 "SELECT t0.day FROM public.bookings AS t0 GROUP BY t0.day "
				 "ORDER BY count(*) ASC LIMIT 1");
	/* names of the facilities joined to their bookings, once each: the busiest one */
	CHECK_RANKED("Which facility is the busiest?", FACILITY_NAMES,
				 "SELECT t1.name FROM public.bookings AS t0 JOIN public.facilities AS t1 "
				 "ON t0.facid = t1.facid GROUP BY t1.name ORDER BY count(*) DESC LIMIT 1");
	schema_graph_free(g);
}

UNIT_TEST(no_busiest_no_copy)
{
	SchemaGraph *g = club_graph();

	/* no such word, or both */
	CHECK_RANKED("What were our days?", DAYS, "-");
	CHECK_RANKED("Which were the busiest and the quietest days?", DAYS, "-");
	/* ranked already, or aggregated */
	CHECK_RANKED("What was our busiest day?",
				 "sql_select from_table T:bookings ; select_expr expr_column C:0:day ; ; ; ; "
				 "order_desc expr_column C:0:day ; V:integer:1", "-");
	CHECK_RANKED("What was our busiest day?",
				 "sql_select from_table T:bookings ; select_expr agg_count_star ; ; ; ; ; ;", "-");
	/* one row per name: each group is one row */
	CHECK_RANKED("Which facility is the busiest?",
				 "sql_select from_table T:facilities ; select_expr expr_column C:0:name ; ; ; ; ; ;",
				 "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_busiest_are_ranked_by_their_rows);
	UNIT_RUN(no_busiest_no_copy);
	UNIT_DONE();
}
