/*
 * test_sql_durations.c — a duration the question says in one unit compared in its column's
 * (sql/sql_durations.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_durations.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* tracks(name, milliseconds, seconds_played, min_price, length) */
static SchemaGraph *
tracks_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "tracks", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "milliseconds", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "seconds_played", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "min_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "length", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* "SELECT name FROM tracks WHERE <cond>" (cond in notation) after the rewrite for question,
 * its WHERE rendered. */
static char *
rewritten(const SchemaGraph *g, const char *question, const char *cond)
{
	StepCase	sc;
	char		notation[512];
	char	   *sql;

	snprintf(notation, sizeof(notation),
			 "sql_select from_table T:tracks ; select_expr expr_column C:0:name ; %s ; ; ; ;", cond);
	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	sc.ast = sql_durations_in_column_units(sc.ast, g, &sc.t);
	sql = rendered_copy(sql_node_clone(sc.ast), g, "SELECT t0.name FROM public.tracks AS t0 WHERE ");
	step_case_end(&sc);
	return sql;
}

#define CHECK_DURATION(question, cond, expected)                              \
	do {                                                                       \
		char *_s = rewritten(g, question, cond);                               \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define GT(column, type, v) "cond_gt expr_column C:0:" column " expr_value V:" type ":" v

UNIT_TEST(durations_are_compared_in_the_unit_a_column_names)
{
	SchemaGraph *g = tracks_graph();

	CHECK_DURATION("Which tracks are longer than 5 minutes?", GT("milliseconds", "integer", "5"),
				   "t0.milliseconds > 300000");
	CHECK_DURATION("tracks over 2.5 hours", GT("milliseconds", "numeric", "2.5"),
				   "t0.milliseconds > 9000000");
	CHECK_DURATION("tracks played for more than 90 seconds in all",
				   GT("seconds_played", "integer", "90"), "t0.seconds_played > 90");
	CHECK_DURATION("tracks played for more than 2 mins", GT("seconds_played", "integer", "2"),
				   "t0.seconds_played > 120");
	CHECK_DURATION("tracks between 3 and 4 minutes long",
				   "cond_between expr_column C:0:milliseconds expr_value V:integer:3 "
				   "expr_value V:integer:4", "t0.milliseconds BETWEEN 180000 AND 240000");
	/* the column names no unit, or "min" of a minimum; a number the question gives no unit */
	CHECK_DURATION("Which tracks are longer than 5 minutes?", GT("length", "integer", "5"),
				   "t0.length > 5");
	CHECK_DURATION("a min price above 5 minutes", GT("min_price", "integer", "5"),
				   "t0.min_price > 5");
	CHECK_DURATION("tracks with more than 5 plays", GT("milliseconds", "integer", "5"),
				   "t0.milliseconds > 5");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(durations_are_compared_in_the_unit_a_column_names);
	UNIT_DONE();
}
