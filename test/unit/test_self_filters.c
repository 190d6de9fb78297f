/*
 * test_self_filters.c — a subquery of the outer query's own table that can only filter it
 * (sql/sql_self_filters.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_self_filters.h"
#include "unit.h"

#include "render_check.h"

/* publishers(pub_id PK, pub_name) and titles(title_id PK, title, pub_id -> publishers,
 * pubdate, editor_id -> titles' own title_id, made up: a keyed pair within titles) */
static SchemaGraph *
titles_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			pub,
				title,
				from;

	schema_graph_add_table(g, "public", "publishers", SG_TABLE, 0);
	pub = schema_graph_add_column(g, "pub_id", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "pub_name", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_table(g, "public", "titles", SG_TABLE, 0);
	title = schema_graph_add_column(g, "title_id", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	from = schema_graph_add_column(g, "pub_id", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &pub);
	schema_graph_add_column(g, "pubdate", "date", SG_TYPE_TIME, false, false, 0);
	from = schema_graph_add_column(g, "editor_id", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_foreign_key(g, 1, 1, 1, &from, &title);
	return g;
}

/* self_filters' copy of notation, rendered, or "-". */
static char *
filtered(const SchemaGraph *g, const char *notation, bool negates)
{
	SqlNode    *ast = notation_ast(g, notation);
	char	   *sql;

	if (ast == NULL)
		return strdup("?");
	sql = rendered_copy(sql_self_filter(ast, g, negates), g, NULL);
	sql_node_free(ast);
	return sql;
}

#define CHECK_FILTERED(notation, negates, expected) \
	do {                                            \
		char *_s = filtered(g, notation, negates);  \
		CHECK_STR_EQ(_s, expected);                 \
		free(_s);                                   \
	} while (0)

/* "When was Life Without Fear published?": pubdate of the titles whose column x is [not]
 * among the column y of the titles the subquery's where keeps (";" for none). */
#define PUBDATE_WHERE(op, x, y, where) \
	"sql_select from_table T:titles ; select_expr expr_column C:0:pubdate ; " op \
	" expr_column C:0:" x " sql_select from_table T:titles ; select_expr expr_column C:1:" y \
	" ; " where " ; ; ; ; ; ; ; ;"
#define LIFE "cond_eq expr_column C:1:title expr_value V:text:Fear"
#define LIFE_PUBDATE "SELECT t0.pubdate FROM public.titles AS t0 WHERE t0.title = 'Fear'"

UNIT_TEST(an_unkeyed_subquery_of_the_same_table_becomes_its_condition)
{
	SchemaGraph *g = titles_graph();

	/* a title's id among publishers' ids: the subquery's condition is what is meant */
	CHECK_FILTERED(PUBDATE_WHERE("cond_not_in_query", "title_id", "pub_id", LIFE), false,
				   LIFE_PUBDATE);
	CHECK_FILTERED(PUBDATE_WHERE("cond_in_query", "title", "title_id", LIFE), false,
				   LIFE_PUBDATE);
	/* beside another operand of the WHERE, which stays */
	CHECK_FILTERED("sql_select from_table T:titles ; select_expr expr_column C:0:pubdate ; "
				   "cond_and cond_is_not_null expr_column C:0:pubdate cond_not_in_query "
				   "expr_column C:0:title_id sql_select from_table T:titles ; select_expr "
				   "expr_column C:1:pub_id ; " LIFE " ; ; ; ; ; ; ; ;", false,
				   "SELECT t0.pubdate FROM public.titles AS t0 WHERE t0.pubdate IS NOT NULL "
				   "AND t0.title = 'Fear'");
	schema_graph_free(g);
}

UNIT_TEST(a_subquery_that_means_what_it_says_stays)
{
	SchemaGraph *g = titles_graph();

	/* the question negates: the NOT is meant */
	CHECK_FILTERED(PUBDATE_WHERE("cond_not_in_query", "title_id", "pub_id", LIFE), true, "-");
	/* a keyed pair: the titles a title's editor is */
	CHECK_FILTERED(PUBDATE_WHERE("cond_in_query", "title_id", "editor_id", LIFE), false, "-");
	/* no condition to keep */
	CHECK_FILTERED(PUBDATE_WHERE("cond_in_query", "title_id", "pub_id", ";"), false, "-");
	/* a condition on the outer query's rows (correlated) */
	CHECK_FILTERED(PUBDATE_WHERE("cond_in_query", "title_id", "pub_id",
								 "cond_eq expr_column C:1:title expr_column C:0:title"), false, "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(an_unkeyed_subquery_of_the_same_table_becomes_its_condition);
	UNIT_RUN(a_subquery_that_means_what_it_says_stays);
	UNIT_DONE();
}
