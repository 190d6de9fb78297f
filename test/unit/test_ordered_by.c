/*
 * test_ordered_by.c — the column a question says to order its rows by
 * (sql/sql_ordered_by.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_ordered_by.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* paragraphs(paragraph_id PK, document_id, paragraph_text) */
static SchemaGraph *
paragraphs_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "paragraphs", SG_TABLE, 0);
	schema_graph_add_column(g, "paragraph_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "document_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "paragraph_text", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

/* The span sql_ordered_by_find gives question, as "start end" ("-1 -1": none). */
static char *
span_of(const char *question)
{
	DtError		err = {0};
	TextTokens	t = {0};
	OrderedBy	by;
	char		out[32];

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	by = sql_ordered_by_find(&t);
	snprintf(out, sizeof(out), "%d %d", by.start, by.end);
	text_tokens_free(&t);
	return strdup(out);
}

#define CHECK_SPAN(question, expected)          \
	do {                                        \
		char *_s = span_of(question);           \
		CHECK_STR_EQ(_s, expected);             \
		free(_s);                               \
	} while (0)

UNIT_TEST(the_words_after_an_order_phrase_name_the_order)
{
	/* 0 show 1 ids 2 . 3 order 4 by 5 document 6 id 7 . */
	CHECK_SPAN("Show ids. Order by document id.", "5 7");
	/* past "the" and a direction: 0 names 1 sorted 2 by 3 the 4 descending 5 age */
	CHECK_SPAN("names sorted by the descending age", "5 6");
	/* 0 names 1 in 2 alphabetical 3 order 4 of 5 name */
	CHECK_SPAN("names in alphabetical order of name", "5 6");
	/* "in the order of 5" and no phrase at all: none */
	CHECK_SPAN("cities with rivers in order of 5", "-1 -1");
	CHECK_SPAN("how many documents are there", "-1 -1");
}

#define ORDERED_QUESTION "Show document ids and paragraphs. Order by document id."
#define PER_DOCUMENT(order)                                                                       \
	"sql_select from_table T:paragraphs ; select_expr expr_column C:0:document_id select_expr " \
	"agg_count_star ; ; expr_column C:0:document_id ; ; " order " ; ;"

/* The copy order_by_named makes of notation for ORDERED_QUESTION, rendered, or "-"; and
 * the cost ordered_otherwise counts in *cost.  The question (0 show 1 document 2 ids 3 and
 * 4 paragraphs 5 . 6 order 7 by 8 document 9 id 10 .) has "id" linked to paragraph_id,
 * "document id" and "document" to document_id, all by name. */
static char *
ordered_copy(const SchemaGraph *g, const char *notation, int *cost)
{
	StepCase	sc;
	OrderedBy	by;
	char	   *sql;

	CHECK(step_case_begin(&sc, g, ORDERED_QUESTION, notation));
	link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 9, 10, 0, 0, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 8, 10, 0, 1, NULL);
	/* a second word linking a column already linked counts it once */
	link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 8, 9, 0, 1, NULL);
	by = sql_ordered_by_find(&sc.t);
	*cost = sql_ordered_otherwise(sc.ast, g, &sc.links, &by);
	sql = rendered_copy(sql_order_by_named(sc.ast, g, &sc.links, &by), g, NULL);
	step_case_end(&sc);
	return sql;
}

UNIT_TEST(an_order_by_another_expression_is_turned_to_the_column_named)
{
	SchemaGraph *g = paragraphs_graph();
	int			cost;
	char	   *sql;

	/* ordered by the count: costs, and the copy orders by document_id (the one of the two
	 * linked columns that is shown) in the same direction */
	sql = ordered_copy(g, PER_DOCUMENT("order_asc agg_count_star"), &cost);
	CHECK_INT_EQ(cost, 1);
	CHECK_STR_EQ(sql, "SELECT t0.document_id, count(*) FROM public.paragraphs AS t0 GROUP BY "
				 "t0.document_id ORDER BY t0.document_id ASC");
	free(sql);
	/* ordered by it already: nothing */
	sql = ordered_copy(g, PER_DOCUMENT("order_desc expr_column C:0:document_id"), &cost);
	CHECK_INT_EQ(cost, 0);
	CHECK_STR_EQ(sql, "-");
	free(sql);
	/* a ranking (a LIMIT) is another matter; no ORDER BY is none */
	sql = ordered_copy(g, "sql_select from_table T:paragraphs ; select_expr expr_column "
					   "C:0:document_id ; ; ; ; order_asc expr_column C:0:paragraph_text ; V:integer:1",
					   &cost);
	CHECK_INT_EQ(cost, 0);
	CHECK_STR_EQ(sql, "-");
	free(sql);
	sql = ordered_copy(g, PER_DOCUMENT(""), &cost);
	CHECK_INT_EQ(cost, 0);
	CHECK_STR_EQ(sql, "-");
	free(sql);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_words_after_an_order_phrase_name_the_order);
	UNIT_RUN(an_order_by_another_expression_is_turned_to_the_column_named);
	UNIT_DONE();
}
