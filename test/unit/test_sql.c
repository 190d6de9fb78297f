/*
 * test_sql.c — the SQL grammar without PostgreSQL: rule table, transition system (frontier,
 * legality, round trip AST -> actions -> AST), rendering and quoting.
 *
 * Action sequences are written in the tiny notation of action_notation.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_echoes.h"
#include "sql/sql_grammar.h"
#include "sql/sql_qualified_property.h"
#include "sql/sql_random.h"
#include "sql/sql_regroup.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "action_notation.h"
#include "unit.h"

/* A slice of GeoQuery: state(state_name, population, area), city(...), border_info(...) and
 * a table whose names need quoting. */
static SchemaGraph *
geo_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "area", "double precision", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 3);
	schema_graph_add_table(g, "public", "border_info", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "border", "text", SG_TYPE_TEXT, false, true, 2);
	schema_graph_add_table(g, "My Schema", "user", SG_TABLE, 0);
	schema_graph_add_column(g, "Home Town", "text", SG_TYPE_TEXT, true, false, 1);
	return g;
}

static ActionNotation notation;	/* instances continue across calls until reset */

static void
reset_instances(void)
{
	notation.n_instances = 0;
}

static void
parse_actions(const SchemaGraph *g, const char *text, SqlActionList *out)
{
	action_notation_parse(&notation, g, text, out);
}

/* Build, render with the fallback quoter, and check the round trip AST -> actions -> AST. */
static char *
render_actions(const SchemaGraph *g, const char *text, DtError *err)
{
	SqlActionList actions,
				again;
	SqlNode    *ast,
			   *ast2;
	DtStrBuf	buf;
	char	   *sql = NULL;

	reset_instances();
	parse_actions(g, text, &actions);
	ast = ts_build_ast(g, &actions, err);
	sql_action_list_free(&actions);
	if (ast == NULL)
		return NULL;
	sql_action_list_init(&again);
	CHECK(sql_ast_to_actions(ast, &again, err));
	ast2 = ts_build_ast(g, &again, err);
	CHECK(ast2 != NULL);
	CHECK(sql_node_equal(ast, ast2));
	sql_action_list_free(&again);
	dt_strbuf_init(&buf);
	if (sql_render(ast, g, &sql_fallback_quoter, &buf, err))
		sql = strdup(buf.data);
	dt_strbuf_free(&buf);
	sql_node_free(ast);
	sql_node_free(ast2);
	return sql;
}

#define CHECK_RENDERS(g, actions, expected)                                        \
	do {                                                                           \
		DtError _e = {0};                                                          \
		char *_sql = render_actions(g, actions, &_e);                              \
		if (_sql == NULL) UNIT_FAIL("no SQL: %s", _e.message);                     \
		else CHECK_STR_EQ(_sql, expected);                                         \
		free(_sql);                                                                \
	} while (0)

/* ts_build_ast of an action text; NULL (err filled) when the actions do not build. */
static SqlNode *
built_with_error(const SchemaGraph *g, const char *text, DtError *err)
{
	SqlActionList actions;
	SqlNode    *ast;

	reset_instances();
	parse_actions(g, text, &actions);
	ast = ts_build_ast(g, &actions, err);
	sql_action_list_free(&actions);
	return ast;
}

static SqlNode *
built(const SchemaGraph *g, const char *text)
{
	DtError		err = {0};

	return built_with_error(g, text, &err);
}

/* The error message of the first failure, or "" when the sequence builds. */
static char *
build_error(const SchemaGraph *g, const char *text)
{
	DtError		err = {0};
	SqlNode    *ast = built_with_error(g, text, &err);

	sql_node_free(ast);
	return strdup(ast ? "" : err.message);
}

#define CHECK_REJECTS(g, actions, fragment)                                        \
	do {                                                                           \
		char *_m = build_error(g, actions);                                        \
		if (strstr(_m, fragment) == NULL || _m[0] == '\0')                         \
			UNIT_FAIL("expected an error containing \"%s\", got \"%s\"", fragment, _m); \
		free(_m);                                                                  \
	} while (0)

UNIT_TEST(rule_table_names_are_unique_and_findable)
{
	for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
	{
		CHECK(sql_rules[r].name != NULL);
		CHECK_INT_EQ(sql_rule_by_name(sql_rules[r].name), r);
		CHECK(sql_rules[r].n_fields <= SQL_MAX_FIELDS);
	}
	CHECK_INT_EQ(sql_rule_by_name("no_such_rule"), -1);
	CHECK_STR_EQ(sql_rules[SQL_RULE_SELECT].fields[SQL_SELECT_FROM].name, "from");
	CHECK_STR_EQ(sql_rules[SQL_RULE_GT_ALL].name, "cond_gt_all");
	CHECK(sql_rule_is_aggregate(SQL_RULE_COUNT_STAR));
	CHECK(!sql_rule_is_aggregate(SQL_RULE_SUBQUERY));
}

UNIT_TEST(renders_nested_scalar_subquery)
{
	SchemaGraph *g = geo_graph();

	CHECK_RENDERS(g,
				  "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
				  "cond_and cond_eq expr_column C:0:population expr_subquery "
				  "sql_select from_table T:city ; select_expr agg_max expr_column C:1:population ; "
				  "cond_eq expr_column C:1:state_name expr_value V:text:arizona ; ; ; ; "
				  "cond_eq expr_column C:0:state_name expr_value V:text:arizona ; ; ; ;",
				  "SELECT t0.city_name FROM public.city AS t0 WHERE t0.population = "
				  "(SELECT max(t1.population) FROM public.city AS t1 WHERE t1.state_name = 'arizona') "
				  "AND t0.state_name = 'arizona'");
	schema_graph_free(g);
}

/* A pattern matched against an enum column is matched against its text: LIKE takes no
 * enum; an equality stays as it is (the label is the enum's input). */
UNIT_TEST(renders_a_pattern_of_an_enum_column_as_text)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "film", SG_TABLE, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "rating", "mpaa_rating", SG_TYPE_TEXT, true, false, 0);
	g->columns[1].enum_labels = true;
	CHECK_RENDERS(g,
				  "sql_select from_table T:film ; select_expr expr_column C:0:title ; "
				  "cond_like expr_column C:0:rating expr_value V:text:%PG% ; ; ; ;",
				  "SELECT t0.title FROM public.film AS t0 WHERE t0.rating::text LIKE '%PG%'");
	CHECK_RENDERS(g,
				  "sql_select from_table T:film ; select_expr expr_column C:0:title ; "
				  "cond_eq expr_column C:0:rating expr_value V:text:PG-13 ; ; ; ;",
				  "SELECT t0.title FROM public.film AS t0 WHERE t0.rating = 'PG-13'");
	CHECK_RENDERS(g,
				  "sql_select from_table T:film ; select_expr expr_column C:0:rating ; "
				  "cond_like expr_column C:0:title expr_value V:text:%Dog% ; ; ; ;",
				  "SELECT t0.rating FROM public.film AS t0 WHERE t0.title LIKE '%Dog%'");
	schema_graph_free(g);
}

UNIT_TEST(scalar_subqueries_that_read_whole_tables_are_found)
{
	SchemaGraph *g = geo_graph();
	/* (SELECT population FROM city): every row; with max(), a WHERE or a LIMIT: one */
	SqlNode    *whole = built(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
							  "cond_eq expr_column C:0:population expr_subquery "
							  "sql_select from_table T:city ; select_expr expr_column C:1:population ; ; ; ; ; ; ; ; ; ;");
	SqlNode    *agg = built(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
							"cond_eq expr_column C:0:population expr_subquery "
							"sql_select from_table T:city ; select_expr agg_max expr_column C:1:population ; ; ; ; ; ; ; ; ; ;");
	SqlNode    *where = built(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
							  "cond_eq expr_column C:0:population expr_subquery "
							  "sql_select from_table T:city ; select_expr expr_column C:1:population ; "
							  "cond_eq expr_column C:1:city_name expr_value V:text:austin ; ; ; ; ; ; ; ;");

	CHECK(whole != NULL && agg != NULL && where != NULL);
	CHECK(sql_has_unbounded_scalar_subquery(whole));
	CHECK(!sql_has_unbounded_scalar_subquery(agg));
	CHECK(!sql_has_unbounded_scalar_subquery(where));
	sql_node_free(whole);
	sql_node_free(agg);
	sql_node_free(where);
	schema_graph_free(g);
}

UNIT_TEST(one_column_equal_to_two_literals_is_found)
{
	SchemaGraph *g = geo_graph();
#define CITY_WHERE(cond) "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; " cond " ; ; ; ;"
	SqlNode    *both = built(g, CITY_WHERE("cond_and cond_eq expr_column C:0:state_name expr_value V:text:WA "
										   "cond_eq expr_column C:0:state_name expr_value V:text:washington"));
	SqlNode    *same = built(g, CITY_WHERE("cond_and cond_eq expr_column C:0:state_name expr_value V:text:WA "
										   "cond_eq expr_column C:0:state_name expr_value V:text:WA"));
	SqlNode    *either = built(g, CITY_WHERE("cond_or cond_eq expr_column C:0:state_name expr_value V:text:WA "
											 "cond_eq expr_column C:0:state_name expr_value V:text:washington"));
	SqlNode    *two_columns = built(g, CITY_WHERE("cond_and cond_eq expr_column C:0:state_name expr_value V:text:WA "
												  "cond_eq expr_column C:0:city_name expr_value V:text:seattle"));
#undef CITY_WHERE

	CHECK(both != NULL && same != NULL && either != NULL && two_columns != NULL);
	CHECK(sql_has_contradictory_equalities(both));
	/* the same value twice, two values under OR, two columns: rows may meet them */
	CHECK(!sql_has_contradictory_equalities(same));
	CHECK(!sql_has_contradictory_equalities(either));
	CHECK(!sql_has_contradictory_equalities(two_columns));
	sql_node_free(both);
	sql_node_free(same);
	sql_node_free(either);
	sql_node_free(two_columns);
	schema_graph_free(g);
}

UNIT_TEST(renders_self_join_group_order_limit)
{
	SchemaGraph *g = geo_graph();

	CHECK_RENDERS(g,
				  "sql_select from_table T:state from_table_join T:border_info "
				  "cond_eq expr_column C:1:state_name expr_column C:0:state_name ; "
				  "select_expr expr_column C:0:state_name select_expr agg_count_distinct expr_column C:1:border ; "
				  "cond_gt expr_column C:0:area expr_value V:numeric:-1.5 "
				  "expr_column C:0:state_name ; cond_ge agg_count_star expr_value V:integer:2 "
				  "order_desc agg_count_star order_asc expr_column C:0:state_name ; V:integer:3",
				  "SELECT t0.state_name, count(DISTINCT t1.border) FROM public.state AS t0 "
				  "JOIN public.border_info AS t1 ON t1.state_name = t0.state_name WHERE t0.area > -1.5 "
				  "GROUP BY t0.state_name HAVING count(*) >= 2 ORDER BY count(*) DESC, t0.state_name ASC LIMIT 3");
	/* comma joins stay commas; mixed with ON they become CROSS JOIN */
	CHECK_RENDERS(g,
				  "sql_select from_table T:state from_table T:state from_table_join T:city "
				  "cond_eq expr_column C:2:state_name expr_column C:0:state_name ; "
				  "select_star ; ; ; ; ; ;",
				  "SELECT * FROM public.state AS t0 CROSS JOIN public.state AS t1 JOIN public.city AS t2 "
				  "ON t2.state_name = t0.state_name");
	schema_graph_free(g);
}

UNIT_TEST(renders_set_operations_and_derived_tables)
{
	SchemaGraph *g = geo_graph();

	CHECK_RENDERS(g,
				  "sql_union sql_select from_table T:state ; select_expr expr_column C:0:state_name ; ; ; ; ; ; "
				  "sql_select from_table T:city ; select_expr expr_column C:1:state_name ; ; ; ; ; ;",
				  "(SELECT t0.state_name FROM public.state AS t0) UNION (SELECT t1.state_name FROM public.city AS t1)");
	CHECK_RENDERS(g,
				  "sql_select S:from_subquery sql_select from_table T:border_info ; "
				  "select_expr expr_column C:1:state_name select_expr agg_count expr_column C:1:border ; "
				  "; expr_column C:1:state_name ; ; ; ; ; "
				  "select_expr expr_column C:0:#0 ; cond_eq expr_column C:0:#1 expr_subquery "
				  "sql_select from_table T:state ; select_expr agg_max expr_column C:2:population ; ; ; ; ; ; "
				  "; ; ; ;",
				  "SELECT t0.c0 FROM (SELECT t1.state_name AS c0, count(t1.border) AS c1 FROM public.border_info AS t1 "
				  "GROUP BY t1.state_name) AS t0 WHERE t0.c1 = (SELECT max(t2.population) FROM public.state AS t2)");
	schema_graph_free(g);
}

UNIT_TEST(renders_predicates)
{
	SchemaGraph *g = geo_graph();

	CHECK_RENDERS(g,
				  "sql_select from_table T:city ; select_expr expr_div expr_column C:0:population expr_value V:integer:-2 ; "
				  "cond_or cond_or cond_not_between expr_column C:0:population expr_value V:integer:1 expr_value V:integer:9 "
				  "cond_not_like expr_column C:0:city_name expr_value V:text:%a% "
				  "cond_not cond_not_in_list expr_column C:0:state_name expr_value V:text:ohio expr_null ; "
				  "; ; ; ;",
				  "SELECT (t0.population / -2) FROM public.city AS t0 WHERE t0.population NOT BETWEEN 1 AND 9 "
				  "OR t0.city_name NOT LIKE '%a%' OR (NOT t0.state_name NOT IN ('ohio', NULL))");
	CHECK_RENDERS(g,
				  "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; "
				  "cond_and cond_gt_all expr_column C:0:area sql_select from_table T:state ; "
				  "select_expr expr_column C:1:area ; cond_is_not_null expr_column C:1:area ; ; ; ; "
				  "cond_exists sql_select from_table T:city ; select_star ; "
				  "cond_eq expr_column C:2:state_name expr_column C:0:state_name ; ; ; ; "
				  "; ; ; ;",
				  "SELECT t0.state_name FROM public.state AS t0 WHERE t0.area > ALL (SELECT t1.area FROM public.state AS t1 "
				  "WHERE t1.area IS NOT NULL) AND EXISTS (SELECT * FROM public.city AS t2 WHERE t2.state_name = t0.state_name)");
	/* Only the clause's own AND/OR chain goes without parentheses: an OR under an AND keeps them. */
	CHECK_RENDERS(g,
				  "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
				  "cond_and cond_or cond_eq expr_column C:0:state_name expr_value V:text:ohio "
				  "cond_eq expr_column C:0:state_name expr_value V:text:utah "
				  "cond_gt expr_column C:0:population expr_value V:integer:5 ; ; ; ;",
				  "SELECT t0.city_name FROM public.city AS t0 WHERE (t0.state_name = 'ohio' OR t0.state_name = 'utah') "
				  "AND t0.population > 5");
	schema_graph_free(g);
}

/* A rewrite of a decoded AST (sql_ast.h, sql_regroup.h), as render_rewritten applies it. */
typedef SqlNode *(*AstRewrite) (SqlNode *ast, const SchemaGraph *g);

static SqlNode *
drop_repeated_operands(SqlNode *ast, const SchemaGraph *g)
{
	return sql_drop_repeated_operands(ast);
}

/* ts_build_ast of an action text, then rewrite, rendered (or the error message) */
static char *
render_rewritten(const SchemaGraph *g, const char *text, AstRewrite rewrite)
{
	DtError		err = {0};
	SqlNode    *ast = rewrite(built_with_error(g, text, &err), g);
	DtStrBuf	buf;
	char	   *sql = NULL;

	if (ast == NULL)
		return strdup(err.message);
	dt_strbuf_init(&buf);
	if (sql_render(ast, g, &sql_fallback_quoter, &buf, &err))
		sql = strdup(buf.data);
	dt_strbuf_free(&buf);
	sql_node_free(ast);
	return sql ? sql : strdup(err.message);
}

static char *
render_without_repeats(const SchemaGraph *g, const char *text)
{
	return render_rewritten(g, text, drop_repeated_operands);
}

static SqlNode *
extreme_itself(SqlNode *ast, const SchemaGraph *g)
{
	return sql_extreme_itself(ast);
}

static SqlNode *
ranked_extreme_itself(SqlNode *ast, const SchemaGraph *g)
{
	return sql_ranked_extreme_itself(ast, g);
}

#define POPULATION_OF_THE(agg, column) \
	"sql_select from_table T:city ; select_expr expr_column C:0:" column " ; " \
	"cond_eq expr_column C:0:population expr_subquery " \
	"sql_select from_table T:city ; select_expr " agg " expr_column C:1:population ; ; ; ; ; ; ; ; ; ;"

UNIT_TEST(the_rows_holding_an_extreme_answer_with_the_extreme_itself)
{
	SchemaGraph *g = geo_graph();
	char	   *sql;

	/* the population of the biggest cities: the biggest population, once */
	sql = render_rewritten(g, POPULATION_OF_THE("agg_max", "population"), extreme_itself);
	CHECK_STR_EQ(sql, "SELECT max(t0.population) FROM public.city AS t0");
	free(sql);
	sql = render_rewritten(g, POPULATION_OF_THE("agg_min", "population"), extreme_itself);
	CHECK_STR_EQ(sql, "SELECT min(t0.population) FROM public.city AS t0");
	free(sql);
	/* another column of those rows, another aggregate: left as they are */
	sql = render_rewritten(g, POPULATION_OF_THE("agg_max", "city_name"), extreme_itself);
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.population = "
				 "(SELECT max(t1.population) FROM public.city AS t1)");
	free(sql);
	sql = render_rewritten(g, POPULATION_OF_THE("agg_avg", "population"), extreme_itself);
	CHECK_STR_EQ(sql, "SELECT t0.population FROM public.city AS t0 WHERE t0.population = "
				 "(SELECT avg(t1.population) FROM public.city AS t1)");
	free(sql);
	/* another column of the row compared with the extreme (an area equal to the lowest
	 * population): the extreme itself */
	sql = render_rewritten(g, "sql_select from_table T:state ; select_expr expr_column C:0:population ; "
						   "cond_eq expr_column C:0:area expr_subquery sql_select from_table T:state ; "
						   "select_expr agg_min expr_column C:1:population ; ; ; ; ; ; ; ; ; ;",
						   extreme_itself);
	CHECK_STR_EQ(sql, "SELECT min(t0.population) FROM public.state AS t0");
	free(sql);
	/* a column ranked by itself and cut to one row: its extreme, as max or min */
	sql = render_rewritten(g, "sql_select from_table T:city ; select_expr expr_column C:0:population ; "
						   "; ; ; order_desc expr_column C:0:population ; V:integer:1", ranked_extreme_itself);
	CHECK_STR_EQ(sql, "SELECT max(t0.population) FROM public.city AS t0");
	free(sql);
	sql = render_rewritten(g, "sql_select from_table T:city ; select_expr expr_column C:0:population ; "
						   "; ; ; order_asc expr_column C:0:population ; V:integer:1", ranked_extreme_itself);
	CHECK_STR_EQ(sql, "SELECT min(t0.population) FROM public.city AS t0");
	free(sql);
	/* ranked by another column, or cut to three rows: left as they are */
	sql = render_rewritten(g, "sql_select from_table T:city ; select_expr expr_column C:0:population ; "
						   "; ; ; order_desc expr_column C:0:city_name ; V:integer:1", ranked_extreme_itself);
	CHECK_STR_EQ(sql, "SELECT t0.population FROM public.city AS t0 ORDER BY t0.city_name DESC LIMIT 1");
	free(sql);
	sql = render_rewritten(g, "sql_select from_table T:city ; select_expr expr_column C:0:population ; "
						   "; ; ; order_desc expr_column C:0:population ; V:integer:3", ranked_extreme_itself);
	CHECK_STR_EQ(sql, "SELECT t0.population FROM public.city AS t0 ORDER BY t0.population DESC NULLS LAST LIMIT 3");
	free(sql);
	schema_graph_free(g);
}

static SqlNode *
drop_echoed_values(SqlNode *ast, const SchemaGraph *g)
{
	TableNames *names = name_columns_find(g);

	ast = sql_drop_echoed_values(ast, g, names, false, -1);
	dt_free(names);
	return ast;
}

/* drop_echoed_values for a question that asks "who" */
static SqlNode *
drop_echoed_values_who(SqlNode *ast, const SchemaGraph *g)
{
	TableNames *names = name_columns_find(g);

	ast = sql_drop_echoed_values(ast, g, names, true, -1);
	dt_free(names);
	return ast;
}

static SqlNode *
count_fixed_values(SqlNode *ast, const SchemaGraph *g)
{
	return sql_count_fixed_values(ast);
}

#define CITIES_WHERE(output, cond)                                             \
	"sql_select from_table T:city ; select_expr expr_column C:0:" output " ; " cond " ; ; ; ;"

UNIT_TEST(an_output_column_fixed_to_another_columns_value_is_an_echo)
{
	SchemaGraph *g = geo_graph();
	char	   *sql;

	/* the answer fixed to the value the question gave for the other column: dropped */
	sql = render_rewritten(g, CITIES_WHERE("city_name", "cond_and cond_eq expr_column C:0:state_name "
										   "expr_value V:text:texas cond_eq expr_column C:0:city_name "
										   "expr_value V:text:Texas"), drop_echoed_values);
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.state_name = 'texas'");
	free(sql);
	/* different values, or a column that is not answered: they stay */
	sql = render_rewritten(g, CITIES_WHERE("city_name", "cond_and cond_eq expr_column C:0:state_name "
										   "expr_value V:text:texas cond_eq expr_column C:0:city_name "
										   "expr_value V:text:austin"), drop_echoed_values);
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.state_name = 'texas' "
				 "AND t0.city_name = 'austin'");
	free(sql);
	sql = render_rewritten(g, CITIES_WHERE("population", "cond_and cond_eq expr_column C:0:state_name "
										   "expr_value V:text:texas cond_eq expr_column C:0:city_name "
										   "expr_value V:text:texas"), drop_echoed_values);
	CHECK_STR_EQ(sql, "SELECT t0.population FROM public.city AS t0 WHERE t0.state_name = 'texas' "
				 "AND t0.city_name = 'texas'");
	free(sql);
	schema_graph_free(g);

	/* the one output column fixed to the question's value: the rows' name answers */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "capital", "text", SG_TYPE_TEXT, true, false, 2);
	sql = render_rewritten(g, "sql_select from_table T:state ; select_expr expr_column C:0:capital ; "
						   "cond_eq expr_column C:0:capital expr_value V:text:austin ; ; ; ;",
						   drop_echoed_values);
	CHECK_STR_EQ(sql, "SELECT t0.state_name FROM public.state AS t0 WHERE t0.capital = 'austin'");
	free(sql);
	/* ... not the name itself, nor a column the WHERE leaves open */
	sql = render_rewritten(g, "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; "
						   "cond_eq expr_column C:0:state_name expr_value V:text:texas ; ; ; ;",
						   drop_echoed_values);
	CHECK_STR_EQ(sql, "SELECT t0.state_name FROM public.state AS t0 WHERE t0.state_name = 'texas'");
	free(sql);
	sql = render_rewritten(g, "sql_select from_table T:state ; select_expr expr_column C:0:capital ; "
						   "cond_eq expr_column C:0:state_name expr_value V:text:texas ; ; ; ;",
						   drop_echoed_values);
	CHECK_STR_EQ(sql, "SELECT t0.capital FROM public.state AS t0 WHERE t0.state_name = 'texas'");
	free(sql);
	/* the distinct values of a column the WHERE fixes: the rows counted */
	sql = render_rewritten(g, "sql_select from_table T:state ; select_expr agg_count_distinct "
						   "expr_column C:0:capital ; cond_eq expr_column C:0:capital "
						   "expr_value V:text:austin ; ; ; ;", count_fixed_values);
	CHECK_STR_EQ(sql, "SELECT count(*) FROM public.state AS t0 WHERE t0.capital = 'austin'");
	free(sql);
	/* ... not those of a column the WHERE leaves open */
	sql = render_rewritten(g, "sql_select from_table T:state ; select_expr agg_count_distinct "
						   "expr_column C:0:capital ; cond_eq expr_column C:0:state_name "
						   "expr_value V:text:texas ; ; ; ;", count_fixed_values);
	CHECK_STR_EQ(sql, "SELECT count(DISTINCT t0.capital) FROM public.state AS t0 WHERE "
				 "t0.state_name = 'texas'");
	free(sql);
	schema_graph_free(g);

	/* rows with no name (driving licences): the one named table that refers to them
	 * (person, by license_id) answers, joined on that key */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "drivers_license", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "car_model", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_table(g, "public", "person", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 2);
	{
		int			from = schema_graph_add_column(g, "license_id", "integer", SG_TYPE_NUMBER,
												   true, false, 3),
					to = 0;

		schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	}
	sql = render_rewritten(g, "sql_select from_table T:drivers_license ; select_expr expr_column "
						   "C:0:car_model ; cond_eq expr_column C:0:car_model expr_value "
						   "V:text:Roadster ; ; ; ;", drop_echoed_values);
	CHECK_STR_EQ(sql, "SELECT t1.name FROM public.drivers_license AS t0 JOIN public.person AS t1 "
				 "ON t1.license_id = t0.id WHERE t0.car_model = 'Roadster'");
	free(sql);
	schema_graph_free(g);

	/* "Who wrote The Cat in the Hat?" answered with the title said back: the people the
	 * book refers to (its author), joined; not where "who" is not asked */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "authors", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, true, false, 3);
	schema_graph_add_table(g, "public", "books", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 2);
	{
		int			from = schema_graph_add_column(g, "author_id", "integer", SG_TYPE_NUMBER,
												   true, false, 3),
					to = 0;

		schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	}
	sql = render_rewritten(g, "sql_select from_table T:books ; select_expr expr_column C:0:title ; "
						   "cond_eq expr_column C:0:title expr_value V:text:Dune ; ; ; ;",
						   drop_echoed_values_who);
	CHECK_STR_EQ(sql, "SELECT t1.first_name, t1.last_name FROM public.books AS t0 JOIN public.authors "
				 "AS t1 ON t1.id = t0.author_id WHERE t0.title = 'Dune'");
	free(sql);
	sql = render_rewritten(g, "sql_select from_table T:books ; select_expr expr_column C:0:title ; "
						   "cond_eq expr_column C:0:title expr_value V:text:Dune ; ; ; ;",
						   drop_echoed_values);
	CHECK_STR_EQ(sql, "SELECT t0.title FROM public.books AS t0 WHERE t0.title = 'Dune'");
	free(sql);
	/* people linked both ways (a book's author, and readers who refer to books by a
	 * favourite): the words would have to say which; left alone */
	schema_graph_add_table(g, "public", "readers", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, true, false, 3);
	{
		int			from = schema_graph_add_column(g, "favourite_book_id", "integer", SG_TYPE_NUMBER,
												   true, false, 4),
					to = g->tables[1].first_column;

		schema_graph_add_foreign_key(g, 2, 1, 1, &from, &to);
	}
	sql = render_rewritten(g, "sql_select from_table T:books ; select_expr expr_column C:0:title ; "
						   "cond_eq expr_column C:0:title expr_value V:text:Dune ; ; ; ;",
						   drop_echoed_values_who);
	CHECK_STR_EQ(sql, "SELECT t0.title FROM public.books AS t0 WHERE t0.title = 'Dune'");
	free(sql);
	/* joined already to one of them ("Which readers love Dune?"): they answer */
	sql = render_rewritten(g, "sql_select from_table T:books from_table_join T:readers "
						   "cond_eq expr_column C:1:favourite_book_id expr_column C:0:id ; "
						   "select_expr expr_column C:0:title ; "
						   "cond_eq expr_column C:0:title expr_value V:text:Dune ; ; ; ;",
						   drop_echoed_values_who);
	CHECK_STR_EQ(sql, "SELECT t1.first_name, t1.last_name FROM public.books AS t0 JOIN public.readers "
				 "AS t1 ON t1.favourite_book_id = t0.id WHERE t0.title = 'Dune'");
	free(sql);
	/* people's own names said back stay */
	sql = render_rewritten(g, "sql_select from_table T:authors ; select_expr expr_column C:0:last_name ; "
						   "cond_eq expr_column C:0:last_name expr_value V:text:Herbert ; ; ; ;",
						   drop_echoed_values_who);
	CHECK_STR_EQ(sql, "SELECT t0.last_name FROM public.authors AS t0 WHERE t0.last_name = 'Herbert'");
	free(sql);
	schema_graph_free(g);
}

/* drop_echoed_values for a question that asks "which <asked table>" */
static int echo_asked = -1;

static SqlNode *
drop_echoed_values_asked(SqlNode *ast, const SchemaGraph *g)
{
	TableNames *names = name_columns_find(g);

	ast = sql_drop_echoed_values(ast, g, names, false, echo_asked);
	dt_free(names);
	return ast;
}

/* "Which region is the Sales department in?" answered with the department's name said
 * back: the region its row leads to by keys (departments -> countries -> regions) answers;
 * not a table the row does not lead to, nor where "which" names no table */
UNIT_TEST(a_name_said_back_answers_the_asked_table_its_row_leads_to)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;
	char	   *sql;
	const char *echo = "sql_select from_table T:departments ; select_expr expr_column "
		"C:0:department_name ; cond_eq expr_column C:0:department_name expr_value V:text:Sales ; ; ; ;";

	schema_graph_add_table(g, "public", "regions", SG_TABLE, 0);
	schema_graph_add_column(g, "region_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "region_name", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_table(g, "public", "countries", SG_TABLE, 0);
	schema_graph_add_column(g, "country_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "country_name", "text", SG_TYPE_TEXT, true, false, 2);
	from = schema_graph_add_column(g, "region_id", "integer", SG_TYPE_NUMBER, true, false, 3);
	to = 0;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	schema_graph_add_table(g, "public", "departments", SG_TABLE, 0);
	schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "department_name", "text", SG_TYPE_TEXT, true, false, 2);
	from = schema_graph_add_column(g, "country_id", "integer", SG_TYPE_NUMBER, true, false, 3);
	to = g->tables[1].first_column;
	schema_graph_add_foreign_key(g, 2, 1, 1, &from, &to);
	schema_graph_add_table(g, "public", "projects", SG_TABLE, 0);
	schema_graph_add_column(g, "project_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "project_name", "text", SG_TYPE_TEXT, true, false, 2);
	from = schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, true, false, 3);
	to = g->tables[2].first_column;
	schema_graph_add_foreign_key(g, 3, 2, 1, &from, &to);

	echo_asked = 0;
	sql = render_rewritten(g, echo, drop_echoed_values_asked);
	CHECK_STR_EQ(sql, "SELECT t2.region_name FROM public.departments AS t0 JOIN public.countries AS t1 "
				 "ON t1.country_id = t0.country_id JOIN public.regions AS t2 ON t2.region_id = "
				 "t1.region_id WHERE t0.department_name = 'Sales'");
	free(sql);
	/* projects refer to departments: a department leads to none of them by its keys */
	echo_asked = 3;
	sql = render_rewritten(g, echo, drop_echoed_values_asked);
	CHECK_STR_EQ(sql, "SELECT t0.department_name FROM public.departments AS t0 WHERE "
				 "t0.department_name = 'Sales'");
	free(sql);
	echo_asked = -1;
	sql = render_rewritten(g, echo, drop_echoed_values_asked);
	CHECK_STR_EQ(sql, "SELECT t0.department_name FROM public.departments AS t0 WHERE "
				 "t0.department_name = 'Sales'");
	free(sql);
	schema_graph_free(g);
}

/* highlow(state_name, highest_point, highest_elevation, lowest_point, lowest_elevation) */
static SchemaGraph *
highlow_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "highlow", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "highest_point", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_column(g, "highest_elevation", "integer", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_column(g, "lowest_point", "text", SG_TYPE_TEXT, true, false, 4);
	schema_graph_add_column(g, "lowest_elevation", "integer", SG_TYPE_NUMBER, true, false, 5);
	return g;
}

/* The link the rewrite reads: the question's word linked to column 2 (highest_elevation)
 * partly, wholly, or not at all. */
static LinkMatch qualified_link = LINK_PARTIAL;
static bool qualified_linked = false;

static SqlNode *
qualified_property(SqlNode *ast, const SchemaGraph *g)
{
	LinkResult	links;

	link_result_init(&links);
	if (qualified_linked)
		link_result_add(&links, LINK_COLUMN, qualified_link, 3, 4, 0, 2, NULL);
	ast = sql_qualified_property(ast, g, &links);
	link_result_free(&links);
	return ast;
}

#define HIGHLOW_WHERE(output, column, value) \
	"sql_select from_table T:highlow ; select_expr expr_column C:0:" output " ; " \
	"cond_eq expr_column C:0:" column " expr_value V:text:" value " ; ; ; ;"

UNIT_TEST(the_named_rows_own_property_of_a_pair)
{
	SchemaGraph *g = highlow_graph();
	char	   *sql;

	/* Death Valley is a lowest point: its elevation is the lowest one */
	sql = render_rewritten(g, HIGHLOW_WHERE("highest_elevation", "lowest_point", "death"),
						   qualified_property);
	CHECK_STR_EQ(sql, "SELECT t0.lowest_elevation FROM public.highlow AS t0 "
				 "WHERE t0.lowest_point = 'death'");
	free(sql);
	qualified_linked = true;
	sql = render_rewritten(g, HIGHLOW_WHERE("highest_elevation", "lowest_point", "death"),
						   qualified_property);
	CHECK_STR_EQ(sql, "SELECT t0.lowest_elevation FROM public.highlow AS t0 "
				 "WHERE t0.lowest_point = 'death'");
	free(sql);
	/* the question says the highest elevation (one word linked to it, not to the lowest);
	 * a row named by a column of no pair */
	qualified_link = LINK_EXACT;
	sql = render_rewritten(g, HIGHLOW_WHERE("highest_elevation", "lowest_point", "death"),
						   qualified_property);
	CHECK_STR_EQ(sql, "SELECT t0.highest_elevation FROM public.highlow AS t0 "
				 "WHERE t0.lowest_point = 'death'");
	free(sql);
	qualified_linked = false;
	sql = render_rewritten(g, HIGHLOW_WHERE("highest_elevation", "state_name", "texas"),
						   qualified_property);
	CHECK_STR_EQ(sql, "SELECT t0.highest_elevation FROM public.highlow AS t0 "
				 "WHERE t0.state_name = 'texas'");
	free(sql);
	/* the pair is the compared column itself: "the highest point of highest point x" */
	sql = render_rewritten(g, HIGHLOW_WHERE("lowest_point", "highest_point", "x"),
						   qualified_property);
	CHECK_STR_EQ(sql, "SELECT t0.lowest_point FROM public.highlow AS t0 "
				 "WHERE t0.highest_point = 'x'");
	free(sql);
	schema_graph_free(g);
}

UNIT_TEST(repeated_and_or_operands_are_dropped)
{
	SchemaGraph *g = geo_graph();
	char	   *sql;

	/* A AND A -> A */
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_and cond_eq expr_column C:0:state_name expr_value V:text:texas "
								 "cond_eq expr_column C:0:state_name expr_value V:text:texas ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.state_name = 'texas'");
	free(sql);
	/* (A OR A) AND B -> A AND B; different literals stay */
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_and cond_or cond_eq expr_column C:0:state_name expr_value V:text:ohio "
								 "cond_eq expr_column C:0:state_name expr_value V:text:ohio "
								 "cond_eq expr_column C:0:state_name expr_value V:text:utah ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.state_name = 'ohio' AND t0.state_name = 'utah'");
	free(sql);
	/* x = v AND x < v (no row) -> x < v, either operand order; x = v OR x < v stays */
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_and cond_eq expr_column C:0:population expr_value V:integer:5 "
								 "cond_lt expr_column C:0:population expr_value V:integer:5 ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.population < 5");
	free(sql);
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_and cond_gt expr_column C:0:population expr_value V:integer:5 "
								 "cond_eq expr_column C:0:population expr_value V:integer:5 ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.population > 5");
	free(sql);
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_or cond_eq expr_column C:0:population expr_value V:integer:5 "
								 "cond_lt expr_column C:0:population expr_value V:integer:5 ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.population = 5 OR t0.population < 5");
	free(sql);
	/* x = v AND x <> v (no row) -> x = v, either operand order */
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_and cond_eq expr_column C:0:state_name expr_value V:text:ohio "
								 "cond_ne expr_column C:0:state_name expr_value V:text:ohio ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.state_name = 'ohio'");
	free(sql);
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_and cond_ne expr_column C:0:state_name expr_value V:text:ohio "
								 "cond_eq expr_column C:0:state_name expr_value V:text:ohio ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.state_name = 'ohio'");
	free(sql);
	/* x = v AND y <> v, the one value echoed as a denial -> x = v; y <> w stays */
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:state_name ; "
								 "cond_and cond_ne expr_column C:0:city_name expr_value V:text:ohio "
								 "cond_eq expr_column C:0:state_name expr_value V:text:ohio ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.state_name FROM public.city AS t0 WHERE t0.state_name = 'ohio'");
	free(sql);
	sql = render_without_repeats(g,
								 "sql_select from_table T:city ; select_expr expr_column C:0:state_name ; "
								 "cond_and cond_ne expr_column C:0:city_name expr_value V:text:austin "
								 "cond_eq expr_column C:0:state_name expr_value V:text:texas ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.state_name FROM public.city AS t0 WHERE t0.city_name <> 'austin' AND "
				 "t0.state_name = 'texas'");
	free(sql);
	/* A INTERSECT A (its instances renamed) -> SELECT DISTINCT A; A EXCEPT A stays */
	sql = render_without_repeats(g,
								 "sql_intersect sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_eq expr_column C:0:state_name expr_value V:text:ohio ; ; ; ; "
								 "sql_select from_table T:city ; select_expr expr_column C:1:city_name ; "
								 "cond_eq expr_column C:1:state_name expr_value V:text:ohio ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT DISTINCT t0.city_name FROM public.city AS t0 WHERE t0.state_name = 'ohio'");
	free(sql);
	sql = render_without_repeats(g,
								 "sql_except sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ; "
								 "sql_select from_table T:city ; select_expr expr_column C:1:city_name ; ; ; ; ; ;");
	CHECK_STR_EQ(sql, "(SELECT t0.city_name FROM public.city AS t0) EXCEPT (SELECT t1.city_name FROM public.city AS t1)");
	free(sql);
	/* different conditions: both sides stay */
	sql = render_without_repeats(g,
								 "sql_union sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								 "cond_eq expr_column C:0:state_name expr_value V:text:ohio ; ; ; ; "
								 "sql_select from_table T:city ; select_expr expr_column C:1:city_name ; "
								 "cond_eq expr_column C:1:state_name expr_value V:text:utah ; ; ; ;");
	CHECK_STR_EQ(sql, "(SELECT t0.city_name FROM public.city AS t0 WHERE t0.state_name = 'ohio') UNION (SELECT t1.city_name FROM public.city AS t1 WHERE t1.state_name = 'utah')");
	free(sql);
	schema_graph_free(g);
}

UNIT_TEST(quotes_identifiers_and_literals)
{
	SchemaGraph *g = geo_graph();
	DtStrBuf	b;

	CHECK_RENDERS(g,
				  "sql_select from_table T:user ; select_expr expr_column C:0:#0 ; "
				  "cond_eq expr_column C:0:#0 expr_value V:text:it's ; ; ; ;",
				  "SELECT t0.\"Home Town\" FROM \"My Schema\".\"user\" AS t0 WHERE t0.\"Home Town\" = 'it''s'");
	dt_strbuf_init(&b);
	sql_quote_literal_fallback(&b, "a\\b'c", NULL);
	CHECK_STR_EQ(b.data, "E'a\\\\b''c'");
	dt_strbuf_reset(&b);
	sql_quote_identifier_fallback(&b, "x\"y", NULL);
	CHECK_STR_EQ(b.data, "\"x\"\"y\"");
	dt_strbuf_reset(&b);
	sql_quote_identifier_fallback(&b, "state_name2", NULL);
	CHECK_STR_EQ(b.data, "state_name2");
	dt_strbuf_reset(&b);
	sql_quote_identifier_fallback(&b, "select", NULL);
	CHECK_STR_EQ(b.data, "\"select\"");
	dt_strbuf_free(&b);
	schema_graph_free(g);
}

UNIT_TEST(frontier_lists_only_legal_actions)
{
	SchemaGraph *g = geo_graph();
	TsState    *s = ts_init(g);
	SqlFrontier fr;
	SqlActionList acts;
	DtError		err = {0};

	reset_instances();
	ts_next_frontier(s, &fr);
	CHECK_INT_EQ(fr.kind, SQL_FRONTIER_RULE);
	CHECK_INT_EQ(fr.node_type, SQL_NT_QUERY);
	CHECK(fr.rule_allowed[SQL_RULE_SELECT] && fr.rule_allowed[SQL_RULE_EXCEPT_ALL]);
	CHECK(!fr.rule_allowed[SQL_RULE_COLUMN] && !fr.reduce_allowed);

	/* first FROM item: no join rule, no Reduce (FROM needs one item) */
	parse_actions(g, "sql_select", &acts);
	CHECK(ts_apply(s, &acts.items[0], &err));
	sql_action_list_free(&acts);
	ts_next_frontier(s, &fr);
	CHECK(fr.rule_allowed[SQL_RULE_FROM_TABLE] && !fr.rule_allowed[SQL_RULE_FROM_TABLE_JOIN]);
	CHECK(!fr.reduce_allowed);

	/* then a table, then joins become legal and Reduce too */
	parse_actions(g, "from_table T:city", &acts);
	for (int i = 0; i < acts.n; i++)
		CHECK(ts_apply(s, &acts.items[i], &err));
	sql_action_list_free(&acts);
	ts_next_frontier(s, &fr);
	CHECK(fr.rule_allowed[SQL_RULE_FROM_TABLE_JOIN] && fr.reduce_allowed);

	/* select list: aggregates allowed; WHERE: not */
	parse_actions(g, "; select_expr", &acts);
	for (int i = 0; i < acts.n; i++)
		CHECK(ts_apply(s, &acts.items[i], &err));
	sql_action_list_free(&acts);
	ts_next_frontier(s, &fr);
	CHECK(fr.rule_allowed[SQL_RULE_MAX] && fr.rule_allowed[SQL_RULE_COUNT_STAR]);
	parse_actions(g, "expr_column C:0:city_name ; cond_eq", &acts);
	for (int i = 0; i < acts.n; i++)
		CHECK(ts_apply(s, &acts.items[i], &err));
	sql_action_list_free(&acts);
	ts_next_frontier(s, &fr);
	CHECK(!fr.rule_allowed[SQL_RULE_MAX] && fr.rule_allowed[SQL_RULE_SUBQUERY]);

	/* a scalar subquery: '*' is not allowed, and after one output column only Reduce */
	parse_actions(g, "expr_column C:0:city_name expr_subquery sql_select from_table T:state ;", &acts);
	for (int i = 0; i < acts.n; i++)
		CHECK(ts_apply(s, &acts.items[i], &err));
	sql_action_list_free(&acts);
	ts_next_frontier(s, &fr);
	CHECK(!fr.rule_allowed[SQL_RULE_SELECT_STAR] && fr.rule_allowed[SQL_RULE_SELECT_EXPR] && !fr.reduce_allowed);
	parse_actions(g, "select_expr expr_column C:1:state_name", &acts);
	for (int i = 0; i < acts.n; i++)
		CHECK(ts_apply(s, &acts.items[i], &err));
	sql_action_list_free(&acts);
	ts_next_frontier(s, &fr);
	CHECK_INT_EQ(fr.n_rules_allowed, 0);
	CHECK(fr.reduce_allowed);

	/* columns: both instances visible in the correlated subquery, inner one first */
	parse_actions(g, "; cond_eq expr_column", &acts);
	for (int i = 0; i < acts.n; i++)
		CHECK(ts_apply(s, &acts.items[i], &err));
	sql_action_list_free(&acts);
	ts_next_frontier(s, &fr);
	CHECK_INT_EQ(fr.kind, SQL_FRONTIER_COLUMN);
	CHECK_INT_EQ(fr.n_instances, 2);
	CHECK_INT_EQ(fr.instances[0], 1);
	CHECK_INT_EQ(fr.instances[1], 0);
	CHECK_INT_EQ(ts_instance_width(s, 1), 3);
	CHECK_INT_EQ(ts_steps(s), 22);
	ts_free(s);
	schema_graph_free(g);
}

UNIT_TEST(rejects_illegal_sequences_with_step_and_expectation)
{
	SchemaGraph *g = geo_graph();

	CHECK_REJECTS(g, "from_table", "action 0 (ApplyRule from_table) violates the grammar: expected ApplyRule with a rule of type query");
	CHECK_REJECTS(g, "sql_select from_table_join", "expected ApplyRule with a rule of type from_item for field \"from\"");
	CHECK_REJECTS(g, "sql_select from_table C:0:city_name", "action 2 (SelectColumn) violates the grammar: expected SelectTable");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:1:city_name",
				  "action 6 (SelectColumn): table instance 1 is not in scope");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:#7",
				  "column 7 is out of range (table instance 0 has 3 columns)");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; cond_eq agg_count_star",
				  "ApplyRule agg_count_star");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; V:integer:-1",
				  "LIMIT needs a non-negative integer");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_value V:integer:1x",
				  "\"1x\" is not a valid integer literal");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ;",
				  "ends after 8 actions but the query is incomplete: next expected ApplyRule with a rule of type cond or Reduce");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ; ;",
				  "action 13 (Reduce) comes after the end of the query");
	/* a subquery in FROM sees neither its siblings nor itself */
	CHECK_REJECTS(g, "sql_select from_table T:city S:from_subquery_join sql_select from_table T:state ; "
				  "select_expr expr_column C:0:city_name",
				  "table instance 0 is not in scope");
	/* the right side of a UNION must have as many columns as the left */
	CHECK_REJECTS(g, "sql_union sql_select from_table T:state ; select_expr expr_column C:0:state_name ; ; ; ; ; ; "
				  "sql_select from_table T:city ; select_expr expr_column C:1:state_name select_expr",
				  "ApplyRule select_expr");
	CHECK_REJECTS(g, "sql_union sql_select from_table T:state ; select_star",
				  "ApplyRule select_star");
	schema_graph_free(g);
}

UNIT_TEST(copy_continues_independently)
{
	SchemaGraph *g = geo_graph();
	SqlActionList a,
				tail1,
				tail2;
	TsState    *s = ts_init(g),
			   *c;
	DtError		err = {0};
	SqlNode    *x,
			   *y;
	DtStrBuf	b1,
				b2;

	reset_instances();
	parse_actions(g, "sql_select from_table T:city S:from_subquery_join sql_select from_table T:state ; "
				  "select_expr expr_column C:2:state_name ; ; ; ; ; ;", &a);
	for (int i = 0; i < a.n; i++)
		CHECK(ts_apply(s, &a.items[i], &err));
	c = ts_copy(s);
	parse_actions(g, "cond_eq expr_column C:1:#0 expr_column C:0:state_name ; select_star ; ; ; ; ; ;", &tail1);
	parse_actions(g, "cond_eq expr_column C:0:state_name expr_column C:1:#0 ; select_star ; ; ; ; ; V:integer:1", &tail2);
	for (int i = 0; i < tail1.n; i++)
		CHECK(ts_apply(s, &tail1.items[i], &err));
	for (int i = 0; i < tail2.n; i++)
		CHECK(ts_apply(c, &tail2.items[i], &err));
	x = ts_to_ast(s, &err);
	y = ts_to_ast(c, &err);
	CHECK(x != NULL && y != NULL);
	dt_strbuf_init(&b1);
	dt_strbuf_init(&b2);
	CHECK(sql_render(x, g, &sql_fallback_quoter, &b1, &err));
	CHECK(sql_render(y, g, &sql_fallback_quoter, &b2, &err));
	CHECK_STR_EQ(b1.data, "SELECT * FROM public.city AS t0 JOIN (SELECT t2.state_name AS c0 FROM public.state AS t2) AS t1 "
				 "ON t1.c0 = t0.state_name");
	CHECK_STR_EQ(b2.data, "SELECT * FROM public.city AS t0 JOIN (SELECT t2.state_name AS c0 FROM public.state AS t2) AS t1 "
				 "ON t0.state_name = t1.c0 LIMIT 1");
	dt_strbuf_free(&b1);
	dt_strbuf_free(&b2);
	sql_node_free(x);
	sql_node_free(y);
	sql_action_list_free(&a);
	sql_action_list_free(&tail1);
	sql_action_list_free(&tail2);
	ts_free(s);
	ts_free(c);
	schema_graph_free(g);
}

UNIT_TEST(types_constrain_operands)
{
	SchemaGraph *g = geo_graph();
	TsState    *s = ts_init(g);
	SqlActionList acts;
	SqlFrontier fr;
	DtError		err = {0};

	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr agg_sum expr_column C:0:city_name",
				  "action 7 (SelectColumn): column 0 of table instance 0 does not fit here");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
				  "cond_like expr_column C:0:population", "does not fit here");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
				  "cond_eq expr_column C:0:population expr_value V:text:x",
				  "action 12 (Value): a literal of type text does not fit here (expected a number)");
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
				  "cond_in_query expr_column C:0:population sql_select from_table T:state ; "
				  "select_expr expr_column C:1:state_name",
				  "column 0 of table instance 1 does not fit here");
	CHECK_REJECTS(g, "sql_union sql_select from_table T:city ; select_expr expr_column C:0:population ; ; ; ; ; ; "
				  "sql_select from_table T:state ; select_expr expr_column C:1:state_name",
				  "does not fit here");
	/* a column is not compared with itself; the same column of another instance is */
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
				  "cond_eq expr_column C:0:state_name expr_column C:0:state_name",
				  "column 2 of table instance 0 does not fit here");
	CHECK_RENDERS(g, "sql_select from_table T:city from_table_join T:city "
				  "cond_eq expr_column C:1:state_name expr_column C:0:state_name ; "
				  "select_expr expr_column C:0:city_name ; ; ; ; ; ;",
				  "SELECT t0.city_name FROM public.city AS t0 JOIN public.city AS t1 ON t1.state_name = t0.state_name");
	CHECK_REJECTS(g, "sql_select from_table T:city from_table_join T:city "
				  "cond_eq expr_column C:1:state_name expr_column C:1:state_name",
				  "column 2 of table instance 1 does not fit here");
	/* the frontier says what a slot needs */
	reset_instances();
	parse_actions(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
				  "cond_gt expr_column C:0:population expr_value", &acts);
	for (int i = 0; i < acts.n; i++)
		CHECK(ts_apply(s, &acts.items[i], &err));
	sql_action_list_free(&acts);
	ts_next_frontier(s, &fr);
	CHECK_INT_EQ(fr.kind, SQL_FRONTIER_VALUE);
	CHECK_INT_EQ(fr.required, SQL_REQ_NUMBER);
	CHECK(!fr.value_type_allowed[SQL_VALUE_TEXT] && fr.value_type_allowed[SQL_VALUE_INTEGER]);
	ts_free(s);
	schema_graph_free(g);
}

/* One table with a column of each type class an ordering comparison tells apart. */
static SchemaGraph *
event_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "event", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 1);
	schema_graph_add_column(g, "held", "date", SG_TYPE_TIME, false, false, 2);
	schema_graph_add_column(g, "seats", "integer", SG_TYPE_NUMBER, false, false, 3);
	schema_graph_add_column(g, "open", "boolean", SG_TYPE_BOOLEAN, false, false, 4);
	return g;
}

/* The frontier after `prefix` (which must build), in *fr; the state stays for the caller. */
static TsState *
state_after(const SchemaGraph *g, const char *prefix, SqlFrontier *fr)
{
	TsState    *s = ts_init(g);
	SqlActionList acts;
	DtError		err = {0};

	reset_instances();
	parse_actions(g, prefix, &acts);
	for (int i = 0; i < acts.n; i++)
		if (!ts_apply(s, &acts.items[i], &err))
			UNIT_FAIL("prefix action %d: %s", i, err.message);
	sql_action_list_free(&acts);
	ts_next_frontier(s, fr);
	return s;
}

/* Which of event's columns (name, held, seats, open) the COLUMN frontier after prefix allows. */
static void
check_columns_after(const SchemaGraph *g, const char *prefix, bool name, bool held, bool seats, bool open)
{
	SqlFrontier fr;
	TsState    *s = state_after(g, prefix, &fr);

	CHECK_INT_EQ(fr.kind, SQL_FRONTIER_COLUMN);
	CHECK(ts_column_allowed(s, &fr, 0, 0) == name);
	CHECK(ts_column_allowed(s, &fr, 0, 1) == held);
	CHECK(ts_column_allowed(s, &fr, 0, 2) == seats);
	CHECK(ts_column_allowed(s, &fr, 0, 3) == open);
	ts_free(s);
}

#define EVENT_WHERE "sql_select from_table T:event ; select_expr expr_column C:0:name ; "

UNIT_TEST(ordering_comparisons_need_numbers_or_times)
{
	SchemaGraph *g = event_graph();
	SqlFrontier fr;
	TsState    *s;
	SqlActionList acts;
	SqlNode    *ast;
	DtError		err = {0};

	/* < > <= >= BETWEEN and their ALL/ANY forms: numbers and dates, not text or boolean */
	check_columns_after(g, EVENT_WHERE "cond_gt expr_column", false, true, true, false);
	check_columns_after(g, EVENT_WHERE "cond_le expr_column", false, true, true, false);
	check_columns_after(g, EVENT_WHERE "cond_not_between expr_column", false, true, true, false);
	check_columns_after(g, EVENT_WHERE "cond_lt_all expr_column", false, true, true, false);
	check_columns_after(g, EVENT_WHERE "cond_ge_any expr_column", false, true, true, false);
	/* = <> IN stay open to text (and boolean); LIKE is for text */
	check_columns_after(g, EVENT_WHERE "cond_eq expr_column", true, true, true, true);
	check_columns_after(g, EVENT_WHERE "cond_ne expr_column", true, true, true, true);
	check_columns_after(g, EVENT_WHERE "cond_in_list expr_column", true, true, true, true);
	check_columns_after(g, EVENT_WHERE "cond_eq_any expr_column", true, true, true, true);
	check_columns_after(g, EVENT_WHERE "cond_like expr_column", true, false, false, false);
	/* min/max compared by < takes the comparison's need into its argument */
	check_columns_after(g, "sql_select from_table T:event ; select_expr agg_count_star ; ; ; "
						"cond_gt agg_max expr_column", false, true, true, false);
	/* the left side takes no quoted literal (a text comparison), and a number left side makes
	 * the right one a number: the text column cannot come in from the other side */
	s = state_after(g, EVENT_WHERE "cond_gt expr_value", &fr);
	CHECK_INT_EQ(fr.required, SQL_REQ_ORDERED);
	CHECK(!fr.value_type_allowed[SQL_VALUE_TEXT] && fr.value_type_allowed[SQL_VALUE_INTEGER]);
	ts_free(s);
	check_columns_after(g, EVENT_WHERE "cond_gt expr_value V:integer:1980 expr_column", false, false, true, false);
	/* the refusal says why */
	CHECK_REJECTS(g, EVENT_WHERE "cond_gt expr_column C:0:name",
				  "action 10 (SelectColumn): column 0 of table instance 0 does not fit here (it is not a number or date/time column");
	CHECK_REJECTS(g, EVENT_WHERE "cond_between expr_column C:0:open", "not a number or date/time column");
	/* orderings that stay: a date with a copied date, a number, count(*) in HAVING, max of text
	 * in the select list, ORDER BY text */
	CHECK_RENDERS(g, EVENT_WHERE "cond_and cond_ge expr_column C:0:held expr_value V:text:2001-01-01 "
				  "cond_between expr_column C:0:seats expr_value V:integer:10 expr_value V:integer:20 ; ; ; ;",
				  "SELECT t0.name FROM public.event AS t0 WHERE t0.held >= '2001-01-01' AND t0.seats BETWEEN 10 AND 20");
	CHECK_RENDERS(g, "sql_select from_table T:event ; select_expr expr_column C:0:name ; ; "
				  "expr_column C:0:name ; cond_gt agg_count_star expr_value V:integer:3 ; ;",
				  "SELECT t0.name FROM public.event AS t0 GROUP BY t0.name HAVING count(*) > 3");
	CHECK_RENDERS(g, "sql_select from_table T:event ; select_expr agg_max expr_column C:0:name ; ; ; ; "
				  "order_asc agg_max expr_column C:0:name ; ;",
				  "SELECT max(t0.name) FROM public.event AS t0 ORDER BY max(t0.name) ASC");
	/* gold SQL: `WHERE name > 'b'` is refused, not coerced, with the reason */
	reset_instances();
	parse_actions(g, EVENT_WHERE "cond_gt expr_column C:0:name expr_value V:text:b ; ; ; ;", &acts);
	ast = ts_build_gold_ast(g, &acts, &err);
	CHECK(ast == NULL);
	CHECK(strstr(err.message, "an ordering comparison") != NULL);
	sql_action_list_free(&acts);
	/* a text column the gold compares with a number or a date holds numbers or dates
	 * (Spider's training schemas type dates and some numbers text): the gold keeps it, the
	 * decoder still may not write it */
	reset_instances();
	parse_actions(g, EVENT_WHERE "cond_gt expr_column C:0:name expr_value V:integer:1980 ; ; ; ;", &acts);
	ast = ts_build_gold_ast(g, &acts, &err);
	CHECK(ast != NULL);
	sql_node_free(ast);
	CHECK(acts.items[12].value_type == SQL_VALUE_TEXT);	/* name > '1980' */
	ast = ts_build_ast(g, &acts, &err);
	CHECK(ast == NULL);
	sql_action_list_free(&acts);
	reset_instances();
	parse_actions(g, EVENT_WHERE "cond_between expr_column C:0:name expr_value V:text:2001-01-01 "
				  "expr_value V:text:2002-01-01 ; ; ; ;", &acts);
	ast = ts_build_gold_ast(g, &acts, &err);
	CHECK(ast != NULL);
	sql_node_free(ast);
	sql_action_list_free(&acts);
	/* ... while `WHERE name = 'b'` maps */
	reset_instances();
	parse_actions(g, EVENT_WHERE "cond_eq expr_column C:0:name expr_value V:text:b ; ; ; ;", &acts);
	ast = ts_build_gold_ast(g, &acts, &err);
	CHECK(ast != NULL);
	sql_node_free(ast);
	sql_action_list_free(&acts);
	schema_graph_free(g);
}

/* A decoded LIKE pattern without wildcards becomes a containment test; others stay. */
static char *
render_contained(const SchemaGraph *g, const char *text)
{
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *ast;
	DtStrBuf	buf;
	char	   *sql;

	reset_instances();
	parse_actions(g, text, &actions);
	ast = ts_build_ast(g, &actions, &err);
	sql_action_list_free(&actions);
	if (ast == NULL)
	{
		UNIT_FAIL("no AST: %s", err.message);
		return strdup("");
	}
	CHECK(sql_like_patterns_contain(ast) == ast);
	dt_strbuf_init(&buf);
	CHECK(sql_render(ast, g, &sql_fallback_quoter, &buf, &err));
	sql = strdup(buf.data);
	dt_strbuf_free(&buf);
	sql_node_free(ast);
	return sql;
}

UNIT_TEST(like_patterns_from_the_question_mean_contains)
{
	SchemaGraph *g = geo_graph();
	char	   *sql;

	sql = render_contained(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
						   "cond_or cond_like expr_column C:0:city_name expr_value V:text:spring "
						   "cond_not_ilike expr_column C:0:state_name expr_value V:text:new% ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.city_name LIKE '%spring%' "
				 "OR t0.state_name NOT ILIKE 'new%'");
	free(sql);
	/* = keeps its literal */
	sql = render_contained(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
						   "cond_eq expr_column C:0:city_name expr_value V:text:spring ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.city_name = 'spring'");
	free(sql);
	schema_graph_free(g);
}

static char *
render_simplified_group_by(const SchemaGraph *g, const char *text)
{
	return render_rewritten(g, text, sql_simplify_group_by);
}

UNIT_TEST(decoded_group_by_is_said_with_the_joined_key)
{
	SchemaGraph *g = geo_graph();
	char	   *sql;

	/* city.state_name = state.state_name (state's primary key): grouping by the city's
	 * column and the state's area is grouping by the state */
	sql = render_simplified_group_by(g,
									 "sql_select from_table T:city from_table_join T:state "
									 "cond_eq expr_column C:0:state_name expr_column C:1:state_name ; "
									 "select_expr expr_column C:0:state_name select_expr expr_column C:1:area "
									 "select_expr agg_count_star ; ; "
									 "expr_column C:0:state_name expr_column C:1:area ; ; "
									 "order_desc expr_column C:1:area ; ;");
	CHECK_STR_EQ(sql, "SELECT t1.state_name, t1.area, count(*) FROM public.city AS t0 "
				 "JOIN public.state AS t1 ON t0.state_name = t1.state_name "
				 "GROUP BY t1.state_name ORDER BY t1.area DESC NULLS LAST");
	free(sql);
	/* the joined key alone stays: nothing to say shorter */
	sql = render_simplified_group_by(g,
									 "sql_select from_table T:city from_table_join T:state "
									 "cond_eq expr_column C:0:state_name expr_column C:1:state_name ; "
									 "select_expr agg_count_star ; ; expr_column C:0:state_name ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT count(*) FROM public.city AS t0 JOIN public.state AS t1 "
				 "ON t0.state_name = t1.state_name GROUP BY t0.state_name");
	free(sql);
	/* no join equality, no change */
	sql = render_simplified_group_by(g,
									 "sql_select from_table T:city from_table T:state ; "
									 "select_expr expr_column C:1:area select_expr agg_count_star ; ; "
									 "expr_column C:0:state_name expr_column C:1:area ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t1.area, count(*) FROM public.city AS t0, public.state AS t1 "
				 "GROUP BY t0.state_name, t1.area");
	free(sql);
	/* border_info.state_name is a primary-key column there, but not the only one: the
	 * grouped key is the state's; with state_name of state grouped, the border columns
	 * stay (they depend on nothing grouped) */
	sql = render_simplified_group_by(g,
									 "sql_select from_table T:border_info from_table_join T:state "
									 "cond_eq expr_column C:0:state_name expr_column C:1:state_name ; "
									 "select_expr expr_column C:0:border select_expr expr_column C:1:area ; ; "
									 "expr_column C:0:state_name expr_column C:0:border expr_column C:1:area ; ; ; ;");
	CHECK_STR_EQ(sql, "SELECT t0.border, t1.area FROM public.border_info AS t0 "
				 "JOIN public.state AS t1 ON t0.state_name = t1.state_name "
				 "GROUP BY t1.state_name, t0.border");
	free(sql);
	schema_graph_free(g);
}

UNIT_TEST(grouping_and_aggregate_placement)
{
	SchemaGraph *g = geo_graph();

	/* a bare column next to an aggregate needs GROUP BY before the list may end */
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name select_expr agg_count_star ; ; ;",
				  "action 11 (Reduce) violates the grammar: expected ApplyRule with a rule of type expr for field \"group_by\"");
	CHECK_RENDERS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name select_expr agg_count_star ; ; "
				  "expr_column C:0:city_name ; ; ; ;",
				  "SELECT t0.city_name, count(*) FROM public.city AS t0 GROUP BY t0.city_name");
	/* the primary key covers the other columns of its table */
	CHECK_RENDERS(g, "sql_select from_table T:state ; select_expr expr_column C:0:population select_expr agg_count_star ; ; "
				  "expr_column C:0:state_name ; ; order_desc expr_column C:0:area ; ;",
				  "SELECT t0.population, count(*) FROM public.state AS t0 GROUP BY t0.state_name ORDER BY t0.area DESC NULLS LAST");
	/* ORDER BY of a grouped query: only grouped columns outside aggregates */
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr agg_count_star ; ; expr_column C:0:state_name ; ; "
				  "order_asc expr_column C:0:city_name", "does not fit here");
	/* HAVING would group a query whose select list has bare columns */
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; cond_gt",
				  "action 10 (ApplyRule cond_gt) violates the grammar");
	/* ORDER BY of SELECT DISTINCT: its output columns only */
	CHECK_REJECTS(g, "sql_select_distinct from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
				  "order_asc expr_column C:0:population", "does not fit here");
	CHECK_REJECTS(g, "sql_select_distinct from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
				  "order_asc agg_count_star", "ApplyRule agg_count_star");
	/* a select list names a plain column once; in an aggregate, or another column, it may recur */
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name "
				  "select_expr expr_column C:0:city_name", "does not fit here");
	CHECK_RENDERS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name "
				  "select_expr agg_count expr_column C:0:city_name ; ; expr_column C:0:city_name ; ; ; ;",
				  "SELECT t0.city_name, count(t0.city_name) FROM public.city AS t0 GROUP BY t0.city_name");
	/* so does GROUP BY */
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; "
				  "expr_column C:0:city_name expr_column C:0:city_name", "does not fit here");
	/* GROUP BY 1 would be a position */
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; expr_value",
				  "ApplyRule expr_value");
	/* an aggregate in a subquery may not range over the outer query's columns only */
	CHECK_REJECTS(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
				  "cond_eq expr_column C:0:population expr_subquery sql_select from_table T:state ; "
				  "select_expr agg_max expr_column C:0:population",
				  "table instance 0 is not in scope");
	schema_graph_free(g);
}

/* Random legal decoding: every AST renders, survives AST -> actions -> AST, and a copy
 * taken midway ends in the same AST when given the same remaining actions. */
UNIT_TEST(random_legal_sequences_round_trip)
{
	SchemaGraph *g = geo_graph();
	const char *const values[] = {"texas", "austin", "it's"};
	SqlRandomOptions o = {600, 8, 3, values};
	uint64_t	rs = 12345;
	int			built = 0;

	for (int k = 0; k < 300; k++)
	{
		SqlActionList taken,
					again;
		SqlNode    *ast,
				   *ast2,
				   *ast3;
		DtError		err = {0};
		DtStrBuf	buf;
		TsState    *s,
				   *c;
		int			half;

		sql_action_list_init(&taken);
		ast = sql_random_ast(g, &o, &rs, &taken);
		if (ast == NULL)
		{
			sql_action_list_free(&taken);
			continue;
		}
		built++;
		dt_strbuf_init(&buf);
		CHECK(sql_render(ast, g, &sql_fallback_quoter, &buf, &err));
		dt_strbuf_free(&buf);
		sql_action_list_init(&again);
		CHECK(sql_ast_to_actions(ast, &again, &err));
		CHECK_INT_EQ(again.n, taken.n);
		ast2 = ts_build_ast(g, &again, &err);
		CHECK(ast2 != NULL && sql_node_equal(ast, ast2));

		s = ts_init(g);
		half = taken.n / 2;
		for (int i = 0; i < half; i++)
			CHECK(ts_apply(s, &taken.items[i], &err));
		c = ts_copy(s);
		ts_free(s);
		for (int i = half; i < taken.n; i++)
			CHECK(ts_apply(c, &taken.items[i], &err));
		ast3 = ts_to_ast(c, &err);
		CHECK(ast3 != NULL && sql_node_equal(ast, ast3));
		ts_free(c);
		sql_node_free(ast);
		sql_node_free(ast2);
		sql_node_free(ast3);
		sql_action_list_free(&taken);
		sql_action_list_free(&again);
	}
	if (built <= 250)
		UNIT_FAIL("only %d of 300 random decodes finished", built);
	schema_graph_free(g);
}

/* Queries that return no row whatever the data: a column kept out of itself, a query
 * less itself; the same shapes kept where rows may stay. */
UNIT_TEST(queries_that_return_no_row_are_found)
{
	SchemaGraph *g = geo_graph();
#define STATES_NOT_IN(sub) "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; " \
	"cond_not_in_query expr_column C:0:state_name " sub " ; ; ; ;"
	SqlNode    *itself = built(g, STATES_NOT_IN("sql_select from_table T:state ; "
												 "select_expr expr_column C:1:state_name ; ; ; ; ; ;"));
	SqlNode    *filtered = built(g, STATES_NOT_IN("sql_select from_table T:state ; "
												   "select_expr expr_column C:1:state_name ; "
												   "cond_gt expr_column C:1:area expr_value V:integer:5 ; ; ; ;"));
	SqlNode    *other_table = built(g, STATES_NOT_IN("sql_select from_table T:city ; "
													  "select_expr expr_column C:1:state_name ; ; ; ; ; ;"));
#undef STATES_NOT_IN
	SqlNode    *less_itself = built(g, "sql_except sql_select from_table T:state ; "
									"select_expr expr_column C:0:state_name ; ; ; ; ; ; "
									"sql_select from_table T:state ; select_expr expr_column C:1:state_name ; ; ; ; ; ;");
	SqlNode    *less_other = built(g, "sql_except sql_select from_table T:state ; "
								   "select_expr expr_column C:0:state_name ; ; ; ; ; ; "
								   "sql_select from_table T:border_info ; select_expr expr_column C:1:border ; ; ; ; ; ;");

	CHECK(itself != NULL && filtered != NULL && other_table != NULL && less_itself != NULL &&
		  less_other != NULL);
	CHECK(sql_returns_no_row(itself));
	CHECK(sql_returns_no_row(less_itself));
	CHECK(!sql_returns_no_row(filtered));
	CHECK(!sql_returns_no_row(other_table));
	CHECK(!sql_returns_no_row(less_other));
	sql_node_free(itself);
	sql_node_free(filtered);
	sql_node_free(other_table);
	sql_node_free(less_itself);
	sql_node_free(less_other);
	schema_graph_free(g);
}

/* A count that counts each id once: the first meeting counts, a repeat does not, and past
 * SQL_SEEN_MAX nothing more does. */
UNIT_TEST(each_id_is_counted_once_up_to_the_bound)
{
	SqlSeen		seen = {{0}, 0};

	CHECK(sql_seen_first(&seen, 7));
	CHECK(!sql_seen_first(&seen, 7));
	CHECK(sql_seen_first(&seen, 0));
	for (int id = 100; id < 100 + SQL_SEEN_MAX - 2; id++)
		CHECK(sql_seen_first(&seen, id));
	CHECK_INT_EQ(seen.n, SQL_SEEN_MAX);
	CHECK(!sql_seen_first(&seen, 5));
	CHECK(!sql_seen_first(&seen, 7));
}

int
main(void)
{
	UNIT_RUN(rule_table_names_are_unique_and_findable);
	UNIT_RUN(renders_nested_scalar_subquery);
	UNIT_RUN(renders_a_pattern_of_an_enum_column_as_text);
	UNIT_RUN(scalar_subqueries_that_read_whole_tables_are_found);
	UNIT_RUN(one_column_equal_to_two_literals_is_found);
	UNIT_RUN(queries_that_return_no_row_are_found);
	UNIT_RUN(each_id_is_counted_once_up_to_the_bound);
	UNIT_RUN(renders_self_join_group_order_limit);
	UNIT_RUN(renders_set_operations_and_derived_tables);
	UNIT_RUN(renders_predicates);
	UNIT_RUN(repeated_and_or_operands_are_dropped);
	UNIT_RUN(an_output_column_fixed_to_another_columns_value_is_an_echo);
	UNIT_RUN(a_name_said_back_answers_the_asked_table_its_row_leads_to);
	UNIT_RUN(the_named_rows_own_property_of_a_pair);
	UNIT_RUN(quotes_identifiers_and_literals);
	UNIT_RUN(frontier_lists_only_legal_actions);
	UNIT_RUN(rejects_illegal_sequences_with_step_and_expectation);
	UNIT_RUN(copy_continues_independently);
	UNIT_RUN(types_constrain_operands);
	UNIT_RUN(ordering_comparisons_need_numbers_or_times);
	UNIT_RUN(like_patterns_from_the_question_mean_contains);
	UNIT_RUN(the_rows_holding_an_extreme_answer_with_the_extreme_itself);
	UNIT_RUN(grouping_and_aggregate_placement);
	UNIT_RUN(decoded_group_by_is_said_with_the_joined_key);
	UNIT_RUN(random_legal_sequences_round_trip);
	UNIT_DONE();
}
