/*
 * test_comment_codes.c — the values a column's comment explains, the question words that
 * name them, and what says them in a query (schema/comment_codes.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/comment_codes.h"
#include "schema/schema_graph.h"
#include "sql/sql_mentions.h"
#include "text/name_words.h"
#include "unit.h"

#include "render_check.h"

/* The codes of a comment written "code:stem stem|code:stem ..." (the order they came). */
static char *
codes_of(const char *comment, SgTypeClass type_class)
{
	char	  **words;
	int			n = comment_codes_parse(comment, type_class, &words),
				pos = 0;
	CommentCode code;
	char		buf[1024] = "";

	while (comment_codes_next(words, n, &pos, &code))
	{
		if (buf[0] != '\0')
			strcat(buf, "|");
		strcat(buf, code.code);
		strcat(buf, ":");
		for (int i = 0; i < code.n_stems; i++)
		{
			strcat(buf, i ? " " : "");
			strcat(buf, code.stems[i]);
		}
	}
	name_words_free(words, n);
	return strdup(buf);
}

#define CHECK_CODES(comment, type_class, expected)                             \
	do {                                                                       \
		char	   *got_ = codes_of(comment, type_class);                      \
		CHECK_STR_EQ(got_, expected);                                          \
		free(got_);                                                            \
	} while (0)

UNIT_TEST(codes_read_from_comments)
{
	CHECK_CODES("Order current status. 1 = Pending; 2 = Approved; 3 = Rejected; 4 = Complete",
				SG_TYPE_NUMBER, "1:pend|2:approv|3:reject|4:complete");
	CHECK_CODES("0: Not fully entered, 1: Entered, 2: Canceled - bad credit, "
				"3: Canceled - by customer, 10: Shipped - paid",
				SG_TYPE_NUMBER, "0:not fully enter|1:enter|2:cancel bad credit|3:cancel customer|10:ship paid");
	CHECK_CODES("M = Married, S = Single", SG_TYPE_TEXT, "M:marri|S:single");
	CHECK_CODES("'A' = active; 'I' = inactive.", SG_TYPE_TEXT, "A:active|I:inactive");
	/* a sentence is a description, not a name: left out, the others kept */
	CHECK_CODES("1 = Preferred; 0 = Do not use if another vendor is available today.",
				SG_TYPE_NUMBER, "1:prefer");
	/* codes of the other kind, one code alone, a repeated code, "==", no codes */
	CHECK_CODES("M = Married, S = Single", SG_TYPE_NUMBER, "");
	CHECK_CODES("1 = Pending; 2 = Approved", SG_TYPE_TEXT, "");
	CHECK_CODES("Opening time: 10 in the morning", SG_TYPE_NUMBER, "");
	CHECK_CODES("1 = Pending; 1 = Pending again", SG_TYPE_NUMBER, "");
	CHECK_CODES("a == b; c == d", SG_TYPE_NUMBER, "");
	CHECK_CODES("The date the order was placed", SG_TYPE_NUMBER, "");
	CHECK_CODES("1 = Pending; 2 = Approved", SG_TYPE_BOOLEAN, "");
	/* inside a word, or a code too long to be one */
	CHECK_CODES("x1 = Pending; y2 = Approved", SG_TYPE_NUMBER, "");
	CHECK_CODES("12345 = Pending; 23456 = Approved", SG_TYPE_NUMBER, "");
}

/* purchaseorderheader(status smallint, commented) and purchaseorderdetail(rejectedqty). */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			status;

	schema_graph_add_table(g, "purchasing", "purchaseorderheader", SG_TABLE, 0);
	schema_graph_add_column(g, "purchaseorderid", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 0 */
	status = schema_graph_add_column(g, "status", "smallint", SG_TYPE_NUMBER, false, false, 2);	/* 1 */
	schema_graph_add_table(g, "purchasing", "purchaseorderdetail", SG_TABLE, 0);
	schema_graph_add_column(g, "purchaseorderdetailid", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 2 */
	schema_graph_add_column(g, "rejectedqty", "numeric", SG_TYPE_NUMBER, false, false, 2);	/* 3 */
	comment_codes_set_column(g, status,
							 "Order status. 1 = Pending; 2 = Shipped; 3 = Rejected; "
							 "4 = Shipped - paid");
	return g;
}

/* The code links of question, written "value@start-end" in link order. */
static char *
code_links(const SchemaGraph *g, const char *question)
{
	TextTokens	q = {0};
	LinkResult	links;
	DtError		err;
	char		buf[256] = "";

	CHECK(text_tokenize(question, strlen(question), &q, &err));
	link_result_init(&links);
	link_comment_codes(g, &q, &links);
	link_result_sort(&links);
	for (int i = 0; i < links.n_links; i++)
	{
		const SchemaLink *l = &links.links[i];
		char		one[64];

		CHECK(link_is_comment_code(g, l));
		CHECK_INT_EQ(l->column, 1);
		CHECK_INT_EQ(l->match, LINK_LEXICON);
		snprintf(one, sizeof(one), "%s%s@%d-%d", buf[0] ? " " : "", l->value, l->token_start,
				 l->token_end);
		strcat(buf, one);
	}
	link_result_free(&links);
	text_tokens_free(&q);
	return strdup(buf);
}

#define CHECK_LINKS(g, question, expected)                                     \
	do {                                                                       \
		char	   *got_ = code_links(g, question);                            \
		CHECK_STR_EQ(got_, expected);                                          \
		free(got_);                                                            \
	} while (0)

UNIT_TEST(codes_named_by_questions)
{
	SchemaGraph *g = orders_graph();
	SchemaGraph *compact = schema_graph_compact(g);

	/* 0 how 1 many 2 purchase 3 orders 4 were 5 rejected */
	CHECK_LINKS(g, "How many purchase orders were rejected?", "3@5-6");
	/* every word of a label, apart; "shipped" alone is inside "shipped - paid" */
	CHECK_LINKS(g, "Which orders were shipped and then paid?", "4@3-7");
	CHECK_LINKS(g, "Which orders were shipped?", "2@3-4");
	CHECK_LINKS(g, "Which orders are pending or rejected?", "1@3-4 3@5-6");
	CHECK_LINKS(g, "Which orders were paid?", "");
	CHECK_LINKS(g, "How many orders do we have?", "");
	/* the compact copy keeps the codes */
	CHECK_LINKS(compact, "How many purchase orders were rejected?", "3@5-6");
	schema_graph_free(compact);
	schema_graph_free(g);
}

UNIT_TEST(codes_said_by_their_column)
{
	SchemaGraph *g = orders_graph();
	LinkResult	links;
	SqlNode    *status = notation_ast(g, "sql_select from_table T:purchaseorderheader ; "
									  "select_expr agg_count_star ; cond_eq expr_column C:0:status "
									  "expr_value V:integer:3 ; ; ; ;");
	SqlNode    *rejected = notation_ast(g, "sql_select from_table T:purchaseorderdetail ; "
										"select_expr agg_count_star ; cond_eq expr_column "
										"C:0:rejectedqty expr_value V:integer:3 ; ; ; ;");
	SqlNode    *listed = notation_ast(g, "sql_select from_table T:purchaseorderheader ; "
									  "select_expr agg_count_star ; cond_in_list expr_column "
									  "C:0:status expr_value V:integer:1 expr_value V:integer:3 ; ; ; ; ;");

	SqlNode    *below = notation_ast(g, "sql_select from_table T:purchaseorderheader ; "
									 "select_expr agg_count_star ; cond_lt expr_column C:0:status "
									 "expr_value V:integer:3 ; ; ; ;");

	CHECK(status != NULL && rejected != NULL && listed != NULL && below != NULL);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 5, 6, 0, 1, "3");
	CHECK_INT_EQ(sql_value_mentions_left_out(status, g, &links), 0);
	/* "3" compared with another column does not say "rejected" */
	CHECK_INT_EQ(sql_value_mentions_left_out(rejected, g, &links), 1);
	CHECK_INT_EQ(sql_value_mentions_left_out(listed, g, &links), 0);
	/* an order between codes says none of them */
	CHECK_INT_EQ(sql_value_mentions_left_out(below, g, &links), 1);
	link_result_free(&links);
	sql_node_free(status);
	sql_node_free(rejected);
	sql_node_free(listed);
	sql_node_free(below);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(codes_read_from_comments);
	UNIT_RUN(codes_named_by_questions);
	UNIT_RUN(codes_said_by_their_column);
	UNIT_DONE();
}
