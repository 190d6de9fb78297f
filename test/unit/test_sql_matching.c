/*
 * test_sql_matching.c — the pure helpers that compare and rank candidate queries, without
 * PostgreSQL: exact match after normalisation (sql/sql_exact_match.h), a query's
 * comparisons of a column with a literal and its answer columns (sql/sql_comparisons.h)
 * and the values a
 * question names with the candidates that use them (sql/sql_named_values.h), the column
 * and value mentions a candidate leaves out (sql/sql_mentions.h), a candidate completed
 * with the values it leaves out (sql/sql_value_completion.h), one whose literals that
 * say no linked value are repaired or dropped (sql/sql_literal_repair.h), and the
 * comparisons that go against the direction the question's words give a number
 * (sql/sql_directions.h).
 *
 * Queries are built from action sequences in the notation of action_notation.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_comparisons.h"
#include "sql/sql_directions.h"
#include "sql/sql_exact_match.h"
#include "sql/sql_key_paths.h"
#include "sql/sql_literal_repair.h"
#include "sql/sql_mentions.h"
#include "sql/sql_named_values.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "sql/sql_contained_values.h"
#include "sql/sql_value_completion.h"
#include "text/dates.h"
#include "text/tokenizer.h"
#include "action_notation.h"
#include "unit.h"

/* Graph columns: state 0 state_name, 1 population, 2 area; city 3 city_name,
 * 4 population, 5 state_name. */
#define COL_STATE_NAME 0
#define COL_CITY_NAME 3
#define COL_CITY_POPULATION 4
#define COL_CITY_STATE_NAME 5

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
	return g;
}

static ActionNotation notation;	/* instances continue across calls until reset */

/* The AST of an action sequence; fresh_instances: instance ids start again at 0. */
static SqlNode *
build(const SchemaGraph *g, const char *text, bool fresh_instances)
{
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *ast;

	if (fresh_instances)
		notation.n_instances = 0;
	action_notation_parse(&notation, g, text, &actions);
	ast = ts_build_ast(g, &actions, &err);
	sql_action_list_free(&actions);
	if (ast == NULL)
	{
		fprintf(stderr, "test typo: %s: %s\n", text, err.message);
		abort();
	}
	return ast;
}

/* SELECT city_name FROM city WHERE cond */
static SqlNode *
city_query(const SchemaGraph *g, const char *cond)
{
	char		text[1024];

	snprintf(text, sizeof(text),
			 "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; %s ; ; ; ;",
			 cond);
	return build(g, text, true);
}

/* Renumber every table instance of the AST (as another decoding order would number it). */
static void
shift_instances(SqlNode *n, int by)
{
	if (n->instance >= 0)
		n->instance += by;
	for (int f = 0; f < sql_rules[n->rule].n_fields; f++)
	{
		SqlSlot    *slot = &n->slots[f];

		if (sql_rules[n->rule].fields[f].type == SQL_FT_TABLE ||
			sql_rules[n->rule].fields[f].type == SQL_FT_COLUMN)
			slot->instance += by;
		for (int c = 0; c < slot->n_children; c++)
			shift_instances(slot->children[c], by);
	}
}

#define OHIO(i) "cond_eq expr_column C:" #i ":state_name expr_value V:text:ohio "
#define UTAH(i) "cond_eq expr_column C:" #i ":state_name expr_value V:text:utah "
#define BIG(i) "cond_gt expr_column C:" #i ":population expr_value V:integer:5 "

UNIT_TEST(exact_match_ignores_and_or_operand_order_and_nesting)
{
	SchemaGraph *g = geo_graph();
	SqlNode    *a = city_query(g, "cond_and " OHIO(0) BIG(0));
	SqlNode    *b = city_query(g, "cond_and " BIG(0) OHIO(0));
	SqlNode    *c = city_query(g, "cond_or cond_or " OHIO(0) UTAH(0) BIG(0));
	SqlNode    *d = city_query(g, "cond_or " UTAH(0) "cond_or " BIG(0) OHIO(0));
	SqlNode    *e = city_query(g, "cond_and cond_and " OHIO(0) UTAH(0) BIG(0));

	CHECK(ast_exact_match(a, b));
	CHECK(ast_exact_match(c, d));
	/* the same operands under AND instead of OR are another query */
	CHECK(!ast_exact_match(c, e));
	sql_node_free(a);
	sql_node_free(b);
	sql_node_free(c);
	sql_node_free(d);
	sql_node_free(e);
	schema_graph_free(g);
}

UNIT_TEST(exact_match_ignores_instance_numbering)
{
	SchemaGraph *g = geo_graph();
	SqlNode    *a = city_query(g, OHIO(0));
	SqlNode    *b = city_query(g, OHIO(0));
	char	   *fa,
			   *fb;

	shift_instances(b, 7);
	fa = ast_canonical_form(a);
	fb = ast_canonical_form(b);
	CHECK(!sql_node_equal(a, b));
	CHECK_STR_EQ(fa, fb);
	CHECK(ast_exact_match(a, b));
	dt_free(fa);
	dt_free(fb);
	sql_node_free(a);
	sql_node_free(b);
	schema_graph_free(g);
}

UNIT_TEST(exact_match_keeps_values_types_and_columns)
{
	SchemaGraph *g = geo_graph();
	SqlNode    *a = city_query(g, OHIO(0));
	SqlNode    *other_value = city_query(g, UTAH(0));
	SqlNode    *other_column = city_query(g, "cond_eq expr_column C:0:city_name expr_value V:text:ohio");
	SqlNode    *n = city_query(g, BIG(0));
	SqlNode    *numeric_five = city_query(g, "cond_gt expr_column C:0:population expr_value V:numeric:5.0");

	CHECK(!ast_exact_match(a, other_value));
	CHECK(!ast_exact_match(a, other_column));
	CHECK(!ast_exact_match(n, numeric_five));
	CHECK(ast_exact_match(a, a));
	CHECK(!ast_exact_match(NULL, a));
	CHECK(!ast_exact_match(a, NULL));
	sql_node_free(a);
	sql_node_free(other_value);
	sql_node_free(other_column);
	sql_node_free(n);
	sql_node_free(numeric_five);
	schema_graph_free(g);
}

UNIT_TEST(comparisons_put_the_literal_right_and_keep_comparable_pairs)
{
	SchemaGraph *g = geo_graph();
	SqlNode    *q = city_query(g,
							   "cond_and cond_and cond_and cond_and cond_in_list expr_column C:0:state_name "
							   "expr_value V:text:ohio expr_value V:text:utah ; "
							   "cond_lt expr_value V:integer:5 expr_column C:0:population "
							   "cond_ne expr_column C:0:city_name expr_value V:text:m "
							   "cond_like expr_column C:0:city_name expr_value V:text:%spring% "
							   "cond_not_like expr_column C:0:city_name expr_value V:text:%x%");
	SqlComparisons c;
	int			columns[8];
	const char *literals[8];
	int			n;

	sql_comparisons_collect(q, g, &c);
	CHECK(!c.overflow);
	/* IN gives one "=" per literal; 5 < population is population > 5; city_name <> 'm'
	 * is kept (the value check asks that some row holds what it takes away); NOT LIKE is
	 * left out (no value the column must hold) */
	CHECK_INT_EQ(c.n, 5);
	if (c.n == 5)
	{
		CHECK_INT_EQ(c.items[0].column, COL_CITY_STATE_NAME);
		CHECK_STR_EQ(c.items[0].op, "=");
		CHECK_STR_EQ(c.items[0].literal, "ohio");
		CHECK(!c.items[0].numeric);
		CHECK_STR_EQ(c.items[1].literal, "utah");
		CHECK_INT_EQ(c.items[2].column, COL_CITY_POPULATION);
		CHECK_STR_EQ(c.items[2].op, ">");
		CHECK_STR_EQ(c.items[2].literal, "5");
		CHECK(c.items[2].numeric);
		CHECK_INT_EQ(c.items[3].column, COL_CITY_NAME);
		CHECK_STR_EQ(c.items[3].op, "<>");
		CHECK_STR_EQ(c.items[3].literal, "m");
		CHECK_INT_EQ(c.items[4].column, COL_CITY_NAME);
		CHECK_STR_EQ(c.items[4].op, "LIKE");
		CHECK_STR_EQ(c.items[4].literal, "%spring%");
		CHECK(!c.items[4].numeric);
	}
	/* NOT IN gives one "<>" per literal */
	sql_node_free(q);
	q = city_query(g, "cond_not_in_list expr_column C:0:state_name expr_value V:text:ohio "
				   "expr_value V:text:utah ;");
	sql_comparisons_collect(q, g, &c);
	CHECK_INT_EQ(c.n, 2);
	if (c.n == 2)
	{
		CHECK_STR_EQ(c.items[0].op, "<>");
		CHECK_STR_EQ(c.items[1].literal, "utah");
	}
	CHECK_INT_EQ(sql_text_equalities(q, g, columns, literals, 8), 0);
	sql_node_free(q);
	q = city_query(g,
				   "cond_and cond_and cond_and cond_and cond_in_list expr_column C:0:state_name "
				   "expr_value V:text:ohio expr_value V:text:utah ; "
				   "cond_lt expr_value V:integer:5 expr_column C:0:population "
				   "cond_ne expr_column C:0:city_name expr_value V:text:m "
				   "cond_like expr_column C:0:city_name expr_value V:text:%spring% "
				   "cond_not_like expr_column C:0:city_name expr_value V:text:%x%");
	/* the equalities alone: neither the "<>" nor the LIKE pattern says a value the row holds */
	n = sql_text_equalities(q, g, columns, literals, 8);
	CHECK_INT_EQ(n, 2);
	if (n == 2)
	{
		CHECK_INT_EQ(columns[0], COL_CITY_STATE_NAME);
		CHECK_STR_EQ(literals[1], "utah");
	}
	/* at most max are stored */
	CHECK_INT_EQ(sql_text_equalities(q, g, columns, literals, 1), 1);
	sql_node_free(q);
	schema_graph_free(g);
}

UNIT_TEST(answer_columns_are_the_outer_select_items_that_are_bare_columns)
{
	SchemaGraph *g = geo_graph();
	int			columns[8];
	/* SELECT city_name, max(population), state_name FROM city WHERE population > 5
	 * GROUP BY city_name, state_name */
	SqlNode    *q = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name "
						  "select_expr agg_max expr_column C:0:population "
						  "select_expr expr_column C:0:state_name ; "
						  "cond_gt expr_column C:0:population expr_value V:integer:5 "
						  "expr_column C:0:city_name expr_column C:0:state_name ; ; ; ;", true);
	/* (SELECT state_name FROM state) UNION (SELECT state_name FROM city) */
	SqlNode    *u = build(g, "sql_union sql_select from_table T:state ; select_expr expr_column C:0:state_name ; ; ; ; ; ; "
						  "sql_select from_table T:city ; select_expr expr_column C:1:state_name ; ; ; ; ; ;", true);
	/* SELECT count(*) FROM city: no bare column */
	SqlNode    *c = build(g, "sql_select from_table T:city ; select_expr agg_count_star ; ; ; ; ; ;", true);
	int			n;

	/* the aggregate is no answer column; the WHERE's column is none either */
	n = sql_answer_columns(q, g, columns, 8);
	CHECK_INT_EQ(n, 2);
	if (n == 2)
	{
		CHECK_INT_EQ(columns[0], COL_CITY_NAME);
		CHECK_INT_EQ(columns[1], COL_CITY_STATE_NAME);
	}
	CHECK_INT_EQ(sql_answer_columns(q, g, columns, 1), 1);
	/* both operands of a set operation answer */
	n = sql_answer_columns(u, g, columns, 8);
	CHECK_INT_EQ(n, 2);
	if (n == 2)
	{
		CHECK_INT_EQ(columns[0], COL_STATE_NAME);
		CHECK_INT_EQ(columns[1], COL_CITY_STATE_NAME);
	}
	CHECK_INT_EQ(sql_answer_columns(c, g, columns, 8), 0);
	sql_node_free(q);
	sql_node_free(u);
	sql_node_free(c);
	schema_graph_free(g);
}

static void
tokenize(const char *question, TextTokens *t)
{
	DtError		err = {0};

	if (!text_tokenize(question, strlen(question), t, &err))
	{
		fprintf(stderr, "test typo: %s: %s\n", question, err.message);
		abort();
	}
}

/* The keys of the named values of question, joined by '|'. */
static char *
named_keys(const char *question)
{
	TextTokens	t = {0};
	NamedValues nv;
	char		buf[512] = "";

	tokenize(question, &t);
	named_values_find(&t, &nv);
	for (int i = 0; i < nv.n; i++)
	{
		if (i)
			strcat(buf, "|");
		strcat(buf, nv.items[i].key);
	}
	named_values_free(&nv);
	text_tokens_free(&t);
	return strdup(buf);
}

#define CHECK_NAMED(question, expected)                                            \
	do {                                                                           \
		char *_k = named_keys(question);                                           \
		CHECK_STR_EQ(_k, expected);                                                \
		free(_k);                                                                  \
	} while (0)

UNIT_TEST(named_values_are_quoted_spans_and_words_after_naming_words)
{
	CHECK_NAMED("which states have cities named springfield", "springfield");
	CHECK_NAMED("bulgarian commander 'Kaloyan' won which battles", "kaloyan");
	CHECK_NAMED("songs called \"Let It Be\" and a film titled Alien", "let it be|alien");
	/* apostrophes of possessives open nothing; a naming word before punctuation names nothing */
	CHECK_NAMED("the owner's dogs' names", "");
	CHECK_NAMED("what is it called ?", "");
	CHECK_NAMED("which states have cities", "");
}

UNIT_TEST(candidates_using_a_named_value_next_to_its_column_come_first)
{
	SchemaGraph *g = geo_graph();
	TextTokens	t = {0};
	LinkResult	links;
	NamedValues nv;
	const SqlNode *asts[4];
	int			order[4];
	int			first;

	tokenize("which states have cities named springfield", &t);
	link_result_init(&links);
	/* "cities" (token 3) names city.city_name exactly, right before "named springfield" */
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 3, 4, 1, COL_CITY_NAME, NULL);
	asts[0] = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:state_name ; ; ; ; ; ;", true);
	asts[1] = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:state_name ; "
					"cond_eq expr_column C:0:state_name expr_value V:text:springfield ; ; ; ;", true);
	asts[2] = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:state_name ; "
					"cond_eq expr_column C:0:city_name expr_value V:text:Springfield ; ; ; ;", true);
	asts[3] = build(g, "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; "
					"cond_eq expr_column C:0:state_name expr_value V:text:springfield ; ; ; ;", true);
	named_values_find(&t, &nv);
	CHECK_INT_EQ(nv.n, 1);
	first = named_values_order(&nv, &t, &links, asts, 4, g, order);
	/* uses it next to its column; then the two that use it elsewhere, in beam order; then
	 * the one that drops it */
	CHECK_INT_EQ(first, 1);
	CHECK_INT_EQ(order[0], 2);
	CHECK_INT_EQ(order[1], 1);
	CHECK_INT_EQ(order[2], 3);
	CHECK_INT_EQ(order[3], 0);
	named_values_free(&nv);

	/* a question that names no value keeps the beam's order, all in the first place */
	text_tokens_free(&t);
	tokenize("which states have cities", &t);
	named_values_find(&t, &nv);
	first = named_values_order(&nv, &t, &links, asts, 4, g, order);
	CHECK_INT_EQ(first, 4);
	for (int i = 0; i < 4; i++)
		CHECK_INT_EQ(order[i], i);
	named_values_free(&nv);
	for (int i = 0; i < 4; i++)
		sql_node_free((SqlNode *) asts[i]);
	link_result_free(&links);
	text_tokens_free(&t);
	schema_graph_free(g);
}

UNIT_TEST(mentions_left_out_are_column_name_spans_no_used_item_covers)
{
	SchemaGraph *g = geo_graph();
	TextTokens	t = {0};
	LinkResult	links;
	/* SELECT city_name FROM city */
	SqlNode    *names = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ;", true);
	/* SELECT population FROM city */
	SqlNode    *pop = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:population ; ; ; ; ; ;", true);
	/* SELECT state_name FROM state ORDER BY population DESC LIMIT 1: a column read only in
	 * ORDER BY counts as used */
	SqlNode    *ordered = build(g, "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; ; ; ; "
								"order_desc expr_column C:0:population ; V:integer:1", true);
	/* SELECT area FROM state */
	SqlNode    *area = build(g, "sql_select from_table T:state ; select_expr expr_column C:0:area ; ; ; ; ; ;", true);

	/* tokens: 0 what 1 is 2 the 3 population 4 of 5 the 6 largest 7 city */
	tokenize("what is the population of the largest city", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 3, 4, 0, 1, NULL);	/* state.population */
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 3, 4, 1, COL_CITY_POPULATION, NULL);
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 7, 8, 1, -1, NULL);
	/* "population" names two columns: one span, left out once when neither is read */
	CHECK_INT_EQ(sql_mentions_left_out(names, g, &t, &links), 1);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 0);
	CHECK_INT_EQ(sql_mentions_left_out(ordered, g, &t, &links), 0);
	/* a one-word operator mention ("largest" naming a column called largest) never counts */
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 6, 7, 0, 2, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 0);
	/* a partial link ("city" partly names city_name) and a comment word's link are none */
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 7, 8, 1, COL_CITY_NAME, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_COMMENT, 1, 2, 0, 2, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(area, g, &t, &links), 1);
	/* a lexicon link is one, but not when its span names a table the query reads */
	link_result_add(&links, LINK_COLUMN, LINK_LEXICON, 7, 8, 1, COL_CITY_NAME, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(area, g, &t, &links), 2);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 0);
	link_result_free(&links);
	text_tokens_free(&t);

	/* tokens: 0 city 1 name 2 of 3 each 4 city: "city" also names the table city, which
	 * the query reads; "city name" around "city" is used */
	tokenize("city name of each city", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 0, 2, 1, COL_CITY_NAME, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 0, 1, 1, COL_CITY_NAME, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 4, 5, 1, COL_CITY_NAME, NULL);
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 4, 5, 1, -1, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(names, g, &t, &links), 0);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 2);	/* "city name", "city" (0) */
	CHECK_INT_EQ(sql_mentions_left_out(area, g, &t, &links), 3);
	/* no links, no mentions */
	link_result_free(&links);
	link_result_init(&links);
	CHECK_INT_EQ(sql_mentions_left_out(area, g, &t, &links), 0);
	link_result_free(&links);
	text_tokens_free(&t);

	/* tokens: 0 what 1 is 2 the 3 size 4 of 5 each 6 city: "size" a lexicon relative of
	 * state.area, and (here) a word of city.population's comment: a query that reads the
	 * latter says the span; one it names in part does not */
	tokenize("what is the size of each city", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_LEXICON, 3, 4, 0, 2, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 1);
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 3, 4, 1, COL_CITY_POPULATION, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 1);
	link_result_add(&links, LINK_COLUMN, LINK_COMMENT, 3, 4, 1, COL_CITY_POPULATION, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 0);
	CHECK_INT_EQ(sql_mentions_left_out(names, g, &t, &links), 1);
	link_result_free(&links);
	text_tokens_free(&t);

	/* tokens: 0 what 1 is 2 the 3 retail 4 price 5 of 6 each 7 city: "retail" names (here)
	 * city.population exactly, "price" state.area through the lexicon; a query that reads
	 * the former says "retail price" */
	tokenize("what is the retail price of each city", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 3, 4, 1, COL_CITY_POPULATION, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_LEXICON, 4, 5, 0, 2, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 0);
	CHECK_INT_EQ(sql_mentions_left_out(area, g, &t, &links), 1);
	/* a head that names a column exactly itself is a mention of its own */
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 4, 5, 0, 2, NULL);
	CHECK_INT_EQ(sql_mentions_left_out(pop, g, &t, &links), 1);
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(names);
	sql_node_free(pop);
	sql_node_free(ordered);
	sql_node_free(area);
	schema_graph_free(g);
}

/* "How many products are priced above our average suggested retail price?" over products
 * with a suggested retail price (srp) and a cost, and customers, one of them Ms Price. */
UNIT_TEST(measure_words_abbreviations_and_names_in_mentions)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t = {0};
	LinkResult	links;
	SqlNode    *srp,
			   *cost,
			   *names;
	int			c_srp,
				c_cost,
				c_lname;

	schema_graph_add_table(g, "public", "product", SG_TABLE, 0);
	schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	c_srp = schema_graph_add_column(g, "srp", "numeric", SG_TYPE_NUMBER, true, false, 0);
	c_cost = schema_graph_add_column(g, "cost", "numeric", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	schema_graph_add_column(g, "fname", "text", SG_TYPE_TEXT, true, false, 0);
	c_lname = schema_graph_add_column(g, "lname", "text", SG_TYPE_TEXT, true, false, 0);
	srp = build(g, "sql_select from_table T:product ; select_expr agg_count_star ; "
				"cond_gt expr_column C:0:srp expr_subquery sql_select from_table T:product ; "
				"select_expr agg_avg expr_column C:1:srp ; ; ; ; ; ; ; ; ; ;", true);
	cost = build(g, "sql_select from_table T:product ; select_expr agg_count_star ; "
				 "cond_gt expr_column C:0:cost expr_value V:integer:10 ; ; ; ;", true);
	names = build(g, "sql_select from_table T:customer ; select_expr expr_column C:0:fname ; "
				  "cond_eq expr_column C:0:lname expr_value V:text:Smith ; ; ; ;", true);
	/* 0 how 1 many 2 products 3 are 4 priced 5 above 6 our 7 average 8 suggested 9 retail
	 * 10 price */
	tokenize("how many products are priced above our average suggested retail price", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_LEXICON, 4, 5, 0, c_cost, NULL);
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 4, 5, 1, c_lname, "Price");
	link_result_add(&links, LINK_COLUMN, LINK_ABBREVIATION, 8, 11, 0, c_srp, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_LEXICON, 10, 11, 0, c_cost, NULL);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 10, 11, 1, c_lname, "Price");
	/* srp says "suggested retail price", and "price" inside it; a money column read says
	 * "priced", a lexicon relative of cost; Ms Price's name is spelled, not inflected */
	CHECK_INT_EQ(sql_mentions_left_out(srp, g, &t, &links), 0);
	CHECK_INT_EQ(sql_value_mentions_left_out(srp, g, &links), 0);
	/* cost leaves the abbreviation out */
	CHECK_INT_EQ(sql_mentions_left_out(cost, g, &t, &links), 1);
	CHECK_INT_EQ(sql_value_mentions_left_out(cost, g, &links), 0);
	/* no money read: all three left out; the exact 'Price' is a word of them, charged once,
	 * as a column */
	CHECK_INT_EQ(sql_mentions_left_out(names, g, &t, &links), 3);
	CHECK_INT_EQ(sql_value_mentions_left_out(names, g, &links), 0);
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(srp);
	sql_node_free(cost);
	sql_node_free(names);
	schema_graph_free(g);
}

/* "How many cities are in texas and how many in ohio?": GROUP BY state_name, shown, gives
 * each named value's count; one value alone, or the grouping not shown, does not */
UNIT_TEST(values_answered_per_group_are_said)
{
	SchemaGraph *g = geo_graph();
	TextTokens	t = {0};
	LinkResult	links;
#define CITIES_PER(shown) \
	"sql_select from_table T:city ; select_expr agg_count_star " shown " ; ; " \
	"expr_column C:0:state_name ; ; ; ;"
	SqlNode    *per_state = build(g, CITIES_PER("select_expr expr_column C:0:state_name"), true);
	SqlNode    *unshown = build(g, CITIES_PER(""), true);
	SqlNode    *texas = city_query(g, "cond_eq expr_column C:0:state_name expr_value V:text:texas");

	/* tokens: 0 how 1 many 2 cities 3 are 4 in 5 texas 6 and 7 how 8 many 9 in 10 ohio */
	tokenize("how many cities are in texas and how many in ohio", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 5, 6, 1, COL_CITY_STATE_NAME, "texas");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 10, 11, 1, COL_CITY_STATE_NAME, "ohio");
	CHECK_INT_EQ(sql_value_mentions_left_out(per_state, g, &links), 0);
	CHECK_INT_EQ(sql_value_mentions_left_out(unshown, g, &links), 2);
	CHECK_INT_EQ(sql_value_mentions_left_out(texas, g, &links), 1);
	link_result_free(&links);
	/* one value named: a grouping does not say it */
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 5, 6, 1, COL_CITY_STATE_NAME, "texas");
	CHECK_INT_EQ(sql_value_mentions_left_out(per_state, g, &links), 1);
	link_result_free(&links);
#undef CITIES_PER
	text_tokens_free(&t);
	sql_node_free(per_state);
	sql_node_free(unshown);
	sql_node_free(texas);
	schema_graph_free(g);
}

UNIT_TEST(value_mentions_left_out_are_stored_value_spans_no_literal_says)
{
	SchemaGraph *g = geo_graph();
	TextTokens	t = {0};
	LinkResult	links;
	/* SELECT city_name FROM city WHERE city_name = 'Springfield' AND state_name = 'illinois' */
	SqlNode    *both = city_query(g, "cond_and cond_eq expr_column C:0:city_name expr_value V:text:Springfield "
								  "cond_eq expr_column C:0:state_name expr_value V:text:illinois");
	SqlNode    *city_only = city_query(g, "cond_eq expr_column C:0:city_name expr_value V:text:springfield");
	SqlNode    *state_only = city_query(g, "cond_eq expr_column C:0:state_name expr_value V:text:Illinois");
	SqlNode    *all_three = city_query(g, "cond_and cond_and cond_eq expr_column C:0:city_name expr_value V:text:springfield "
									   "cond_eq expr_column C:0:state_name expr_value V:text:illinois "
									   "cond_gt expr_column C:0:population expr_value V:integer:2014");
	/* SELECT city_name FROM city, SELECT area FROM state */
	SqlNode    *names = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ;", true);
	SqlNode    *area = build(g, "sql_select from_table T:state ; select_expr expr_column C:0:area ; ; ; ; ; ;", true);

	/* tokens: 0 population 1 of 2 springfield 3 illinois 4 in 5 2014 */
	tokenize("population of springfield illinois in 2014", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 4, 0, 0, "Springfield Illinois");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "Springfield");
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 3, 4, 0, 0, "Illinois");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 5, 6, 1, COL_CITY_STATE_NAME, "2014");
	/* a number literal says the text value "2014"; case does not matter */
	CHECK_INT_EQ(sql_value_mentions_left_out(all_three, g, &links), 0);
	CHECK_INT_EQ(sql_value_mentions_left_out(both, g, &links), 1);
	/* "springfield illinois" is said by 'springfield' inside it; "illinois" (a lexicon
	 * link) is not */
	CHECK_INT_EQ(sql_value_mentions_left_out(city_only, g, &links), 2);
	/* the three overlapping spans left out count once, and "2014" */
	CHECK_INT_EQ(sql_value_mentions_left_out(area, g, &links), 2);
	link_result_free(&links);
	/* a value said inside a longer span says the longer span too */
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 4, 0, 0, "Springfield Illinois");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 3, 4, 0, 0, "Illinois");
	CHECK_INT_EQ(sql_value_mentions_left_out(state_only, g, &links), 0);
	CHECK_INT_EQ(sql_value_mentions_left_out(city_only, g, &links), 1);
	link_result_free(&links);
	text_tokens_free(&t);

	/* tokens: 0 list 1 each 2 city: a span that also names a table the query reads */
	tokenize("list each city", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 2, 3, 1, -1, NULL);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 0, 0, "City");
	CHECK_INT_EQ(sql_value_mentions_left_out(names, g, &links), 0);
	CHECK_INT_EQ(sql_value_mentions_left_out(area, g, &links), 1);
	link_result_free(&links);
	/* a table the lexicon relates to the words ("sales reps" to employees) does not say
	 * the value the words spell ('Sales Rep'): left out */
	link_result_init(&links);
	link_result_add(&links, LINK_TABLE, LINK_LEXICON, 2, 3, 1, -1, NULL);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 0, 0, "City");
	CHECK_INT_EQ(sql_value_mentions_left_out(names, g, &links), 1);
	/* column links are not value mentions */
	link_result_free(&links);
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, NULL);
	CHECK_INT_EQ(sql_value_mentions_left_out(area, g, &links), 0);
	link_result_free(&links);
	/* "each city": a value inside a span that names a column the query reads; where the
	 * query reads neither, the words are charged once, as the column they name */
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 1, 3, 1, COL_CITY_NAME, NULL);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "City");
	CHECK_INT_EQ(sql_value_mentions_left_out(names, g, &links), 0);
	CHECK_INT_EQ(sql_value_mentions_left_out(area, g, &links), 0);
	link_result_free(&links);
	/* a column link of the words that is no mention (partial) charges nothing: the value
	 * is left out */
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 1, 3, 1, COL_CITY_NAME, NULL);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "City");
	CHECK_INT_EQ(sql_value_mentions_left_out(area, g, &links), 1);
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(both);
	sql_node_free(city_only);
	sql_node_free(state_only);
	sql_node_free(all_three);
	sql_node_free(names);
	sql_node_free(area);
	schema_graph_free(g);
}

/* Whether sql_complete_values(ast) is expected (NULL: no completion), ast left as it was. */
static bool
completes_to(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
			 const SqlNode *expected)
{
	SqlNode    *before = sql_node_clone(ast);
	SqlNode    *got = sql_complete_values(ast, g, NULL, links, NULL);
	bool		ok = sql_node_equal(got, expected) && sql_node_equal(ast, before);

	sql_node_free(got);
	sql_node_free(before);
	return ok;
}

UNIT_TEST(numbers_left_out_are_question_numbers_no_literal_says)
{
	SchemaGraph *g = geo_graph();
	TextTokens	t = {0};
	LinkResult	links;
	SqlNode    *big = city_query(g, "cond_gt expr_column C:0:population expr_value V:integer:100000");
	SqlNode    *zero = city_query(g, "cond_eq expr_column C:0:population expr_value V:integer:0");
	SqlNode    *names = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ;", true);
	SqlNode    *top3 = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
							 "order_desc expr_column C:0:population ; V:integer:3", true);
	SqlNode    *dated = city_query(g, "cond_eq expr_column C:0:city_name expr_value V:text:2004-01-01");

	link_result_init(&links);
	/* an analyst's spelling ("100k") said by the number, "zero" by 0 */
	tokenize("cities above 100k people", &t);
	CHECK_INT_EQ(sql_numbers_left_out(big, &t, &links), 0);
	CHECK_INT_EQ(sql_numbers_left_out(names, &t, &links), 1);
	text_tokens_free(&t);
	tokenize("cities with a population of zero", &t);
	CHECK_INT_EQ(sql_numbers_left_out(zero, &t, &links), 0);
	CHECK_INT_EQ(sql_numbers_left_out(big, &t, &links), 1);
	text_tokens_free(&t);
	/* a LIMIT count says it; a literal holding its spelling says it */
	tokenize("the 3 biggest cities", &t);
	CHECK_INT_EQ(sql_numbers_left_out(top3, &t, &links), 0);
	CHECK_INT_EQ(sql_numbers_left_out(names, &t, &links), 1);
	text_tokens_free(&t);
	tokenize("cities of 2004", &t);
	CHECK_INT_EQ(sql_numbers_left_out(dated, &t, &links), 0);
	/* inside a value link's span: the value mention's, not counted again */
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "2004");
	CHECK_INT_EQ(sql_numbers_left_out(names, &t, &links), 0);
	text_tokens_free(&t);
	link_result_free(&links);
	/* a code the question types ("H42W") is said by a literal holding it, in any case; "1st"
	 * and "90s" are no codes */
	link_result_init(&links);
	{
		SqlNode    *coded = city_query(g, "cond_like expr_column C:0:city_name expr_value V:text:%H42W%");

		tokenize("cities with H42W in their name", &t);
		CHECK_INT_EQ(sql_numbers_left_out(coded, &t, &links), 0);
		CHECK_INT_EQ(sql_numbers_left_out(names, &t, &links), 1);
		text_tokens_free(&t);
		tokenize("the 1st cities of the 90s", &t);
		CHECK_INT_EQ(sql_numbers_left_out(names, &t, &links), 0);
		text_tokens_free(&t);
		sql_node_free(coded);
	}
	link_result_free(&links);
	sql_node_free(big);
	sql_node_free(zero);
	sql_node_free(names);
	sql_node_free(top3);
	sql_node_free(dated);
	schema_graph_free(g);
}

/* store(store_id, store_city), employee(employee_id, store_id -> store, gender) */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "store", SG_TABLE, 0);
	to = schema_graph_add_column(g, "store_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "store_city", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "store_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "gender", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

UNIT_TEST(completion_counts_the_rows_of_the_thing_counted)
{
	SchemaGraph *g = staff_graph();
	TextTokens	t = {0};
	LinkResult	links;
	SqlNode    *stores = build(g, "sql_select from_table T:store ; select_expr agg_count_star ; "
							   "cond_eq expr_column C:0:store_city expr_value V:text:Tacoma ; ; ; ;", true);
	SqlNode    *names = build(g, "sql_select from_table T:store ; select_expr expr_column C:0:store_city ; "
							  "cond_eq expr_column C:0:store_city expr_value V:text:Tacoma ; ; ; ;", true);
	SqlNode    *got;
	DtStrBuf	sql;
	DtError		err = {0};

	/* 0 how 1 many 2 women 3 work 4 at 5 the 6 tacoma 7 store */
	tokenize("how many women work at the tacoma store", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 6, 7, 0, 1, "Tacoma");
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 2, 3, 1, 4, "F");
	got = sql_complete_values(stores, g, &t, &links, NULL);
	dt_strbuf_init(&sql);
	CHECK(got != NULL && sql_render(got, g, &sql_fallback_quoter, &sql, &err));
	CHECK_STR_EQ(sql.data, "SELECT count(*) FROM public.store AS t0 JOIN public.employee AS t1 "
				 "ON t1.store_id = t0.store_id WHERE t0.store_city = 'Tacoma' AND t1.gender = 'F'");
	dt_strbuf_free(&sql);
	sql_node_free(got);
	/* not a count of rows alone, or not the thing counted: no child joined */
	CHECK(sql_complete_values(names, g, &t, &links, NULL) == NULL);
	text_tokens_free(&t);
	tokenize("which stores in tacoma have women", &t);
	CHECK(sql_complete_values(stores, g, &t, &links, NULL) == NULL);
	text_tokens_free(&t);
	link_result_free(&links);
	sql_node_free(stores);
	sql_node_free(names);
	schema_graph_free(g);
}

/* A number read from a word of the stored value completed ("150K" of '$150K +') is no
 * number the question compares: its comparison gives way to the value. */
UNIT_TEST(completion_takes_the_place_of_a_number_read_from_the_value)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t = {0};
	LinkResult	links;
	SqlNode    *by_id,
			   *got;
	DtStrBuf	sql;
	DtError		err = {0};

	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "yearly_income", "text", SG_TYPE_TEXT, true, false, 0);
	by_id = build(g, "sql_select from_table T:customer ; select_expr agg_count_star ; "
				  "cond_ge expr_column C:0:customer_id expr_value V:integer:150000 ; ; ; ;", true);
	/* 0 how 1 many 2 customers 3 earn 4 150k 5 or 6 more */
	tokenize("how many customers earn 150K or more", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 4, 5, 0, 1, "$150K +");
	got = sql_complete_values(by_id, g, &t, &links, NULL);
	dt_strbuf_init(&sql);
	CHECK(got != NULL && sql_render(got, g, &sql_fallback_quoter, &sql, &err));
	CHECK_STR_EQ(sql.data, "SELECT count(*) FROM public.customer AS t0 "
				 "WHERE t0.yearly_income = '$150K +'");
	dt_strbuf_free(&sql);
	sql_node_free(got);
	/* another number's comparison stays beside it */
	sql_node_free(by_id);
	by_id = build(g, "sql_select from_table T:customer ; select_expr agg_count_star ; "
				  "cond_ge expr_column C:0:customer_id expr_value V:integer:5 ; ; ; ;", true);
	got = sql_complete_values(by_id, g, &t, &links, NULL);
	dt_strbuf_init(&sql);
	CHECK(got != NULL && sql_render(got, g, &sql_fallback_quoter, &sql, &err));
	CHECK_STR_EQ(sql.data, "SELECT count(*) FROM public.customer AS t0 "
				 "WHERE t0.customer_id >= 5 AND t0.yearly_income = '$150K +'");
	dt_strbuf_free(&sql);
	sql_node_free(got);
	text_tokens_free(&t);
	link_result_free(&links);
	sql_node_free(by_id);
	schema_graph_free(g);
}

UNIT_TEST(completion_adds_the_left_out_stored_values_to_the_outer_where)
{
	SchemaGraph *g = geo_graph();
	LinkResult	links;
	SqlNode    *state_only = city_query(g, "cond_eq expr_column C:0:state_name expr_value V:text:Illinois");
	SqlNode    *both = city_query(g, "cond_and cond_eq expr_column C:0:state_name expr_value V:text:Illinois "
								  "cond_eq expr_column C:0:city_name expr_value V:text:Springfield");
	SqlNode    *city_only = city_query(g, "cond_eq expr_column C:0:city_name expr_value V:text:Boston");
	SqlNode    *either = city_query(g, "cond_or cond_eq expr_column C:0:state_name expr_value V:text:Illinois "
									"cond_gt expr_column C:0:population expr_value V:integer:1000");
	SqlNode    *names = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ;", true);
	SqlNode    *both_named = city_query(g, "cond_and cond_eq expr_column C:0:city_name expr_value V:text:Springfield "
										"cond_eq expr_column C:0:state_name expr_value V:text:Illinois");
	SqlNode    *springfield = city_query(g, "cond_eq expr_column C:0:city_name expr_value V:text:Springfield");
	SqlNode    *area = build(g, "sql_select from_table T:state ; select_expr expr_column C:0:area ; ; ; ; ; ;", true);
	SqlNode    *area_of = build(g, "sql_select from_table T:state ; select_expr expr_column C:0:area ; "
								"cond_eq expr_column C:0:state_name expr_value V:text:Springfield ; ; ; ;", true);

	/* tokens: 0 cities 1 named 2 springfield 3 in 4 illinois */
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "Springfield");
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 4, 5, 1, COL_CITY_STATE_NAME, "Illinois");
	/* the left-out value joins the WHERE with AND, as stored ('Springfield') */
	CHECK(completes_to(state_only, g, &links, both));
	/* a query without a WHERE gets one; each left-out value is added, in question order */
	CHECK(completes_to(names, g, &links, both_named));
	link_result_free(&links);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "Springfield");
	CHECK(completes_to(names, g, &links, springfield));
	/* nothing left out, a column compared already, an OR: no completion */
	CHECK(completes_to(springfield, g, &links, NULL));
	CHECK(completes_to(city_only, g, &links, NULL));
	CHECK(completes_to(either, g, &links, NULL));
	/* no instance of the value's table in FROM, and no key to it: no join is added */
	CHECK(completes_to(area, g, &links, NULL));
	/* the first of the span's links whose table the query reads */
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 2, 3, 0, COL_STATE_NAME, "Springfield");
	CHECK(completes_to(area, g, &links, area_of));
	link_result_free(&links);
	/* a value the question negates ("cities outside illinois") is added as "<>" */
	{
		QuestionNegations neg = {0};
		SqlNode    *not_illinois = city_query(g, "cond_and cond_eq expr_column C:0:city_name expr_value V:text:Springfield "
											  "cond_ne expr_column C:0:state_name expr_value V:text:Illinois");
		SqlNode    *got;

		link_result_init(&links);
		link_result_add(&links, LINK_VALUE, LINK_LEXICON, 4, 5, 1, COL_CITY_STATE_NAME, "Illinois");
		neg.n_values = 1;
		neg.value_column[0] = COL_CITY_STATE_NAME;
		neg.value[0] = "Illinois";
		got = sql_complete_values(springfield, g, NULL, &links, &neg);
		CHECK(sql_node_equal(got, not_illinois));
		sql_node_free(got);
		sql_node_free(not_illinois);
		link_result_free(&links);
	}
	/* a value inside stored values ("cities in Springfield County": a partial value link)
	 * is added as contained */
	{
		SqlNode    *contains = city_query(g, "cond_like expr_column C:0:city_name "
										  "expr_value V:text:%Springfield%");

		link_result_init(&links);
		link_result_add(&links, LINK_VALUE, LINK_PARTIAL, 2, 3, 1, COL_CITY_NAME, "Springfield");
		CHECK(completes_to(names, g, &links, contains));
		/* and the model's own "=" of it is compared so too */
		springfield = sql_contained_values(springfield, g, &links, NULL);
		CHECK(sql_node_equal(springfield, contains));
		link_result_free(&links);
		sql_node_free(contains);
	}
	sql_node_free(state_only);
	sql_node_free(both);
	sql_node_free(city_only);
	sql_node_free(either);
	sql_node_free(names);
	sql_node_free(both_named);
	sql_node_free(springfield);
	sql_node_free(area);
	sql_node_free(area_of);
	schema_graph_free(g);
}

/* employee(emp_id, job_id, boss_job_id[, title]) and jobs(job_id, job_desc); with_boss: a
 * second key of employee to jobs; with_title: employee stores a title too (column 3). */
static SchemaGraph *
jobs_graph(bool with_boss, bool with_title)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "job_id", "integer", SG_TYPE_NUMBER, false, false, 2);
	schema_graph_add_column(g, "boss_job_id", "integer", SG_TYPE_NUMBER, false, false, 3);
	if (with_title)
		schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 4);
	schema_graph_add_table(g, "public", "jobs", SG_TABLE, 0);
	to = schema_graph_add_column(g, "job_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "job_desc", "text", SG_TYPE_TEXT, false, false, 2);
	from = 1;
	schema_graph_add_foreign_key(g, 0, 1, 1, &from, &to);
	if (with_boss)
	{
		from = 2;
		schema_graph_add_foreign_key(g, 0, 1, 1, &from, &to);
	}
	return g;
}

/* Words the question says are inside what it compares ("with X in it", "containing X")
 * are compared as contained; words it says otherwise are not. */
UNIT_TEST(words_said_to_be_inside_are_compared_as_contained)
{
	SchemaGraph *g = geo_graph();
	LinkResult	links;
	TextTokens	t;
	SqlNode    *contains = city_query(g, "cond_like expr_column C:0:city_name "
									  "expr_value V:text:%Spring%");
	SqlNode    *q;

	link_result_init(&links);
	tokenize("Which cities have a name with Spring in it?", &t);
	q = sql_contained_values(city_query(g, "cond_eq expr_column C:0:city_name expr_value V:text:Spring"),
							 g, &links, &t);
	CHECK(sql_node_equal(q, contains));
	sql_node_free(q);
	text_tokens_free(&t);
	tokenize("Which cities have names containing 'Spring'?", &t);
	q = sql_contained_values(city_query(g, "cond_eq expr_column C:0:city_name expr_value V:text:Spring"),
							 g, &links, &t);
	CHECK(sql_node_equal(q, contains));
	sql_node_free(q);
	text_tokens_free(&t);
	/* said as a whole value: unchanged */
	tokenize("Which cities are named Spring?", &t);
	q = sql_contained_values(city_query(g, "cond_eq expr_column C:0:city_name expr_value V:text:Spring"),
							 g, &links, &t);
	CHECK(!sql_node_equal(q, contains));
	sql_node_free(q);
	text_tokens_free(&t);
	sql_node_free(contains);
	link_result_free(&links);
	schema_graph_free(g);
}

UNIT_TEST(completion_joins_the_one_table_a_key_references_for_its_value)
{
	SchemaGraph *g = jobs_graph(false, false);
	SchemaGraph *two_keys = jobs_graph(true, false);
	LinkResult	links;
	SqlNode    *count = build(g, "sql_select from_table T:employee ; select_expr agg_count_star ; ; ; ; ; ;", true);
	SqlNode    *editors = build(g, "sql_select from_table T:employee from_table_join T:jobs "
								"cond_eq expr_column C:1:job_id expr_column C:0:job_id ; "
								"select_expr agg_count_star ; "
								"cond_eq expr_column C:1:job_desc expr_value V:text:Editor ; ; ; ;", true);
	SqlNode    *jobs_only = build(g, "sql_select from_table T:jobs ; select_expr agg_count_star ; ; ; ; ; ;", true);
	SqlNode    *count2 = build(two_keys, "sql_select from_table T:employee ; select_expr agg_count_star ; ; ; ; ; ;", true);

	/* "how many employees are editors": 'Editor' of jobs.job_desc, through employee.job_id */
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 4, 5, 1, 4, "Editor");
	CHECK(completes_to(count, g, &links, editors));
	/* a column of a table the query reads comes first: 'Editor' also stored in employee */
	{
		SchemaGraph *g2 = jobs_graph(false, true);
		SqlNode    *count3 = build(g2, "sql_select from_table T:employee ; select_expr agg_count_star ; ; ; ; ; ;", true);
		SqlNode    *titled = build(g2, "sql_select from_table T:employee ; select_expr agg_count_star ; "
								   "cond_eq expr_column C:0:title expr_value V:text:Editor ; ; ; ;", true);
		LinkResult	both;

		/* the join's link first in link order, the read table's second */
		link_result_init(&both);
		link_result_add(&both, LINK_VALUE, LINK_EXACT, 4, 5, 1, 5, "Editor");
		link_result_add(&both, LINK_VALUE, LINK_EXACT, 4, 5, 0, 3, "Editor");
		CHECK(completes_to(count3, g2, &both, titled));
		link_result_free(&both);
		sql_node_free(count3);
		sql_node_free(titled);
		schema_graph_free(g2);
	}
	/* two keys to jobs: which one is meant cannot be told; a table referencing none of the
	 * query's own is not joined the other way */
	CHECK(completes_to(count2, two_keys, &links, NULL));
	link_result_free(&links);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 4, 5, 0, 0, "7");
	CHECK(completes_to(jobs_only, g, &links, NULL));
	link_result_free(&links);
	sql_node_free(count);
	sql_node_free(editors);
	sql_node_free(jobs_only);
	sql_node_free(count2);
	schema_graph_free(g);
	schema_graph_free(two_keys);
}

/* Whether sql_repair_literals(ast) is expected (NULL: nothing changes), ast left as it was. */
static bool
repairs_to(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
		   const SqlNode *expected)
{
	SqlNode    *before = sql_node_clone(ast);
	SqlNode    *got = sql_repair_literals(ast, g, t, links);
	bool		ok = sql_node_equal(got, expected) && sql_node_equal(ast, before);

	sql_node_free(got);
	sql_node_free(before);
	return ok;
}

/* "Who placed order 1012?" decoded with tax = 1012: the number the question links as the
 * order's key is compared with the key, not with a column that is none. */
UNIT_TEST(repair_moves_a_row_number_to_the_key_that_stores_it)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t = {0};
	LinkResult	links;
	SqlNode    *by_tax,
			   *by_key,
			   *by_line;

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "orderid", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "tax", "numeric", SG_TYPE_NUMBER, false, false, 2);
	by_tax = build(g, "sql_select from_table T:orders ; select_expr expr_column C:0:orderid ; "
				   "cond_eq expr_column C:0:tax expr_value V:integer:1012 ; ; ; ;", true);
	by_key = build(g, "sql_select from_table T:orders ; select_expr expr_column C:0:orderid ; "
				   "cond_eq expr_column C:0:orderid expr_value V:integer:1012 ; ; ; ;", true);
	by_line = build(g, "sql_select from_table T:orders ; select_expr expr_column C:0:orderid ; "
					"cond_eq expr_column C:0:tax expr_value V:integer:5 ; ; ; ;", true);
	/* tokens: 0 who 1 placed 2 order 3 1012 */
	tokenize("who placed order 1012", &t);
	link_result_init(&links);
	CHECK(repairs_to(by_tax, g, &t, &links, NULL));
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 3, 4, 0, 0, "1012");
	CHECK(repairs_to(by_tax, g, &t, &links, by_key));
	/* the key already; another number */
	CHECK(repairs_to(by_key, g, &t, &links, NULL));
	CHECK(repairs_to(by_line, g, &t, &links, NULL));
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(by_tax);
	sql_node_free(by_key);
	sql_node_free(by_line);
	schema_graph_free(g);
}

/* "Which orders have a payment of zero?" decoded payment_method = 'zero', stored nowhere:
 * the number the word says, compared with the table's one column of amounts; not where the
 * table has two, nor for a word that says no number. */
UNIT_TEST(repair_compares_a_number_word_with_the_amount)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t = {0};
	LinkResult	links;
	SqlNode    *by_method,
			   *by_amount,
			   *by_word;

	schema_graph_add_table(g, "public", "payments", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "payment_method", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_column(g, "amount", "integer", SG_TYPE_NUMBER, false, false, 3);
	by_method = build(g, "sql_select from_table T:payments ; select_expr expr_column C:0:id ; "
					  "cond_eq expr_column C:0:payment_method expr_value V:text:zero ; ; ; ;", true);
	by_amount = build(g, "sql_select from_table T:payments ; select_expr expr_column C:0:id ; "
					  "cond_eq expr_column C:0:amount expr_value V:integer:0 ; ; ; ;", true);
	by_word = build(g, "sql_select from_table T:payments ; select_expr expr_column C:0:id ; "
					"cond_eq expr_column C:0:payment_method expr_value V:text:payment ; ; ; ;", true);
	/* tokens: 0 which 1 orders 2 have 3 a 4 payment 5 of 6 zero */
	tokenize("which orders have a payment of zero", &t);
	link_result_init(&links);
	CHECK(repairs_to(by_method, g, &t, &links, by_amount));
	/* no number: the comparison goes */
	{
		SqlNode    *none = build(g, "sql_select from_table T:payments ; select_expr expr_column "
								 "C:0:id ; ; ; ; ; ;", true);

		CHECK(repairs_to(by_word, g, &t, &links, none));
		sql_node_free(none);
	}
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(by_method);
	sql_node_free(by_amount);
	sql_node_free(by_word);
	schema_graph_free(g);
	/* two amounts: which one is not said */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "payments", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "payment_method", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_column(g, "amount", "integer", SG_TYPE_NUMBER, false, false, 3);
	schema_graph_add_column(g, "fee", "integer", SG_TYPE_NUMBER, false, false, 4);
	by_method = build(g, "sql_select from_table T:payments ; select_expr expr_column C:0:id ; "
					  "cond_eq expr_column C:0:payment_method expr_value V:text:zero ; ; ; ;", true);
	by_word = build(g, "sql_select from_table T:payments ; select_expr expr_column C:0:id ; ; ; ; ; ;",
					true);
	tokenize("which orders have a payment of zero", &t);
	link_result_init(&links);
	CHECK(repairs_to(by_method, g, &t, &links, by_word));
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(by_method);
	sql_node_free(by_word);
	schema_graph_free(g);
}

/* "Which employees are paid in euros?" decoded currency = 'Paid', a word another table
 * stores, where "euros" links currency's 'EUR': the column's one linked value; not where
 * the literal is a part of it ('Jackie93' of 'Jackie93 Okuneva707'), nor where the
 * question links two values to the column. */
UNIT_TEST(repair_gives_a_column_the_one_value_the_question_links_to_it)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t = {0};
	LinkResult	links;
	SqlNode    *paid,
			   *eur,
			   *part;

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 1);
	schema_graph_add_column(g, "currency", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_table(g, "public", "constants", SG_TABLE, 0);
	schema_graph_add_column(g, "description", "text", SG_TYPE_TEXT, false, false, 1);
	paid = build(g, "sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; "
				 "cond_eq expr_column C:0:currency expr_value V:text:Paid ; ; ; ;", true);
	eur = build(g, "sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; "
				"cond_eq expr_column C:0:currency expr_value V:text:EUR ; ; ; ;", true);
	part = build(g, "sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; "
				 "cond_eq expr_column C:0:currency expr_value V:text:Euro ; ; ; ;", true);
	/* tokens: 0 which 1 employees 2 are 3 paid 4 in 5 euros */
	tokenize("which employees are paid in euros", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 3, 4, 1, 2, "Paid");
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 5, 6, 0, 1, "EUR");
	CHECK(repairs_to(paid, g, &t, &links, eur));
	CHECK(repairs_to(eur, g, &t, &links, NULL));
	/* two values linked to currency: which one is unknown */
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 5, 6, 0, 1, "USD");
	CHECK(repairs_to(paid, g, &t, &links, NULL));
	link_result_free(&links);
	/* where the keys reach the table that stores the literal, the comparison moves there
	 * ("dog pets raised by female students": pettype = 'F' compares the students' sex) */
	{
		SchemaGraph *keyed = schema_graph_new();
		SqlNode    *f_type,
				   *f_sex;
		int			from,
					to;

		schema_graph_add_table(keyed, "public", "student", SG_TABLE, 0);
		to = schema_graph_add_column(keyed, "stuid", "integer", SG_TYPE_NUMBER, false, true, 1);
		schema_graph_add_column(keyed, "sex", "text", SG_TYPE_TEXT, false, false, 2);
		schema_graph_add_table(keyed, "public", "pets", SG_TABLE, 0);
		schema_graph_add_column(keyed, "petid", "integer", SG_TYPE_NUMBER, false, true, 1);
		from = schema_graph_add_column(keyed, "owner", "integer", SG_TYPE_NUMBER, false, false, 2);
		schema_graph_add_column(keyed, "pettype", "text", SG_TYPE_TEXT, false, false, 3);
		schema_graph_add_foreign_key(keyed, 1, 0, 1, &from, &to);
		f_type = build(keyed, "sql_select from_table T:pets ; select_expr agg_count_star ; "
					   "cond_eq expr_column C:0:pettype expr_value V:text:F ; ; ; ;", true);
		f_sex = build(keyed, "sql_select from_table T:pets from_table_join T:student "
					  "cond_eq expr_column C:1:stuid expr_column C:0:owner ; "
					  "select_expr agg_count_star ; "
					  "cond_eq expr_column C:1:sex expr_value V:text:F ; ; ; ;", true);
		link_result_init(&links);
		/* tokens as above: "paid" links 'dog' to pettype, "euros" 'F' to sex */
		link_result_add(&links, LINK_VALUE, LINK_EXACT, 3, 4, 1, 4, "dog");
		link_result_add(&links, LINK_VALUE, LINK_LEXICON, 5, 6, 0, 1, "F");
		CHECK(repairs_to(f_type, keyed, &t, &links, f_sex));
		link_result_free(&links);
		sql_node_free(f_type);
		sql_node_free(f_sex);
		schema_graph_free(keyed);
	}
	/* a literal inside the linked value ('Euro' of 'Euro Zone') is no other value: kept */
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 3, 4, 1, 2, "Euro");
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 5, 6, 0, 1, "Euro Zone");
	CHECK(repairs_to(part, g, &t, &links, NULL));
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(paid);
	sql_node_free(eur);
	sql_node_free(part);
	schema_graph_free(g);
}

UNIT_TEST(repair_puts_linked_stored_values_in_place_and_drops_unlinked_literals)
{
	SchemaGraph *g = geo_graph();
	TextTokens	t = {0};
	LinkResult	links;
#define RIVER(i) "cond_eq expr_column C:" #i ":city_name expr_value V:text:mississippi_river "
#define STORED(i) "cond_eq expr_column C:" #i ":city_name expr_value V:text:Mississippi "
#define US(i) "cond_eq expr_column C:" #i ":state_name expr_value V:text:us "
	SqlNode    *river = city_query(g, RIVER(0));
	SqlNode    *stored = city_query(g, STORED(0));
	SqlNode    *river_us = city_query(g, "cond_and " RIVER(0) US(0));
	SqlNode    *river_stored = city_query(g, "cond_and " RIVER(0) STORED(0));
	SqlNode    *us_only = city_query(g, US(0));
	SqlNode    *us_or_big = city_query(g, "cond_or " US(0) BIG(0));
	SqlNode    *us_and_big = city_query(g, "cond_and " US(0) BIG(0));
	SqlNode    *big = city_query(g, BIG(0));
	SqlNode    *state_mississippi = city_query(g, "cond_eq expr_column C:0:state_name expr_value V:text:mississippi");
	SqlNode    *like_and_stored = city_query(g, "cond_and cond_like expr_column C:0:state_name expr_value V:text:%mississippi% " STORED(0));
	SqlNode    *names = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ;", true);

	/* tokens: 0 cities 1 on 2 the 3 mississippi 4 river 5 in 6 the 7 us */
	tokenize("cities on the mississippi river in the us", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 3, 4, 1, COL_CITY_NAME, "Mississippi");
	/* a literal holding a value linked to its column gets the value as stored */
	CHECK(repairs_to(river, g, &t, &links, stored));
	/* one sharing no words with any linked value is dropped from the AND */
	CHECK(repairs_to(river_us, g, &t, &links, stored));
	CHECK(repairs_to(us_and_big, g, &t, &links, big));
	/* the WHERE goes when nothing is left of it */
	CHECK(repairs_to(us_only, g, &t, &links, names));
	/* a repair that repeats an operand leaves one */
	CHECK(repairs_to(river_stored, g, &t, &links, stored));
	/* a stored value said as stored stays; said in another case, it is spelt as stored
	 * (= tells 'mississippi' from 'Mississippi') */
	CHECK(repairs_to(stored, g, &t, &links, NULL));
	{
		SqlNode    *lower = city_query(g, "cond_eq expr_column C:0:city_name "
									   "expr_value V:text:mississippi ");

		CHECK(repairs_to(lower, g, &t, &links, stored));
		sql_node_free(lower);
	}
	/* one the links say another column of the same table instance stores, as it is, is
	 * compared with that column (as stored), and a pattern saying it where that column is
	 * compared already is dropped */
	CHECK(repairs_to(state_mississippi, g, &t, &links, stored));
	CHECK(repairs_to(like_and_stored, g, &t, &links, stored));
	/* under OR, dropping an operand would change what the other keeps */
	CHECK(repairs_to(us_or_big, g, &t, &links, NULL));
	/* one question's context serves each of its candidates, as begin-apply-end does */
	{
		NamedValues named;
		LiteralRepair *r;
		SqlNode    *first,
				   *second,
				   *third;

		named_values_find(&t, &named);
		r = sql_literal_repair_begin(g, &t, &links, &named);
		first = sql_literal_repair_apply(r, river_us);
		second = sql_literal_repair_apply(r, us_and_big);
		third = sql_literal_repair_apply(r, stored);
		CHECK(sql_node_equal(first, stored));
		CHECK(sql_node_equal(second, big));
		CHECK(third == NULL);
		sql_node_free(first);
		sql_node_free(second);
		sql_literal_repair_end(r);
		CHECK(sql_literal_repair_begin(g, &t, NULL, &named) == NULL);
		named_values_free(&named);
		CHECK(sql_literal_repair_apply(NULL, river) == NULL);
	}
	/* partial value links do not repair, but they do keep a literal from being dropped */
	link_result_free(&links);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_PARTIAL, 7, 8, 0, COL_STATE_NAME, "US Virgin Islands");
	CHECK(repairs_to(us_only, g, &t, &links, NULL));
	link_result_free(&links);
	/* a value stored in a table the query does not read stays where the model put it */
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 3, 4, 0, COL_STATE_NAME, "Mississippi");
	CHECK(repairs_to(state_mississippi, g, &t, &links, NULL));
	/* of the columns that store it, one of a table the query reads is taken */
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 3, 4, 1, COL_CITY_NAME, "Mississippi");
	CHECK(repairs_to(state_mississippi, g, &t, &links, stored));
	link_result_free(&links);

	/* an AND chain longer than repair looks at is left alone (and nothing overflows) */
	{
		DtStrBuf	text;
		SqlNode    *long_chain;

		dt_strbuf_init(&text);
		dt_strbuf_append(&text, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ");
		for (int i = 0; i < 39; i++)
			dt_strbuf_append(&text, "cond_and " US(0));
		dt_strbuf_append(&text, US(0) "; ; ; ;");
		long_chain = build(g, text.data, true);
		link_result_init(&links);
		CHECK(repairs_to(long_chain, g, &t, &links, NULL));
		link_result_free(&links);
		sql_node_free(long_chain);
		dt_strbuf_free(&text);
	}
	text_tokens_free(&t);

	/* a value the user named is kept, stored or not */
	tokenize("cities named us", &t);
	link_result_init(&links);
	CHECK(repairs_to(us_only, g, &t, &links, NULL));
	link_result_free(&links);
	text_tokens_free(&t);

	/* a lexicon value link repairs the form the question spells: 'asian' -> 'Asia' */
	{
		SqlNode    *asian = city_query(g, "cond_eq expr_column C:0:state_name expr_value V:text:asian");
		SqlNode    *asia = city_query(g, "cond_eq expr_column C:0:state_name expr_value V:text:Asia");

		/* tokens: 0 asian 1 cities */
		tokenize("asian cities", &t);
		link_result_init(&links);
		link_result_add(&links, LINK_VALUE, LINK_LEXICON, 0, 1, 0, COL_STATE_NAME, "Asia");
		/* linked to another column (state.state_name; the query compares city's): kept */
		CHECK(repairs_to(asian, g, &t, &links, NULL));
		link_result_add(&links, LINK_VALUE, LINK_LEXICON, 0, 1, 1, COL_CITY_STATE_NAME, "Asia");
		CHECK(repairs_to(asian, g, &t, &links, asia));
		link_result_free(&links);
		text_tokens_free(&t);
		sql_node_free(asian);
		sql_node_free(asia);
	}
#undef RIVER
#undef STORED
#undef US
	sql_node_free(river);
	sql_node_free(stored);
	sql_node_free(river_us);
	sql_node_free(river_stored);
	sql_node_free(us_only);
	sql_node_free(us_or_big);
	sql_node_free(us_and_big);
	sql_node_free(big);
	sql_node_free(state_mississippi);
	sql_node_free(like_and_stored);
	sql_node_free(names);
	schema_graph_free(g);
}

/* employee(emp_id, dept_id -> dept, last_name), dept(dept_id, loc_id -> loc, dept_name),
 * loc(loc_id, region): an employee's region two keys away */
static SchemaGraph *
regions_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "dept_id", "integer", SG_TYPE_NUMBER, false, false, 2);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 3);
	schema_graph_add_table(g, "public", "dept", SG_TABLE, 0);
	schema_graph_add_column(g, "dept_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "loc_id", "integer", SG_TYPE_NUMBER, false, false, 2);
	schema_graph_add_column(g, "dept_name", "text", SG_TYPE_TEXT, false, false, 3);
	schema_graph_add_table(g, "public", "loc", SG_TABLE, 0);
	schema_graph_add_column(g, "loc_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "region", "text", SG_TYPE_TEXT, false, false, 2);
	from = 1;
	to = 3;
	schema_graph_add_foreign_key(g, 0, 1, 1, &from, &to);
	from = 4;
	to = 6;
	schema_graph_add_foreign_key(g, 1, 2, 1, &from, &to);
	return g;
}

/* employee JOIN dept JOIN loc along their keys joins one dept and one loc to each
 * employee: the employees' rows are kept, the departments' repeated. */
UNIT_TEST(joins_along_keys_keep_the_referencing_rows)
{
	SchemaGraph *g = regions_graph();
	SqlNode    *alone = build(g, "sql_select from_table T:employee ; select_expr agg_count_star ; ; ; ; ; ;", true);
	SqlNode    *chain = build(g, "sql_select from_table T:employee from_table_join T:dept "
							  "cond_eq expr_column C:1:dept_id expr_column C:0:dept_id "
							  "from_table_join T:loc cond_eq expr_column C:2:loc_id "
							  "expr_column C:1:loc_id ; select_expr agg_count_star ; ; ; ; ; ;", true);
	SqlNode    *by_name = build(g, "sql_select from_table T:employee from_table_join T:dept "
								"cond_eq expr_column C:1:dept_name expr_column C:0:last_name ; "
								"select_expr agg_count_star ; ; ; ; ; ;", true);

	CHECK(sql_joins_keep_rows(alone, g, 0));
	CHECK(sql_joins_keep_rows(chain, g, 0));
	CHECK(!sql_joins_keep_rows(chain, g, 1));
	CHECK(!sql_joins_keep_rows(by_name, g, 0));
	sql_node_free(alone);
	sql_node_free(chain);
	sql_node_free(by_name);
	schema_graph_free(g);
}

UNIT_TEST(repair_joins_the_tables_keys_lead_to_for_a_value_stored_there)
{
	SchemaGraph *g = regions_graph();
	SchemaGraph *two_keys = jobs_graph(true, true);
	TextTokens	t = {0};
	LinkResult	links;
	int			fks[SQL_KEY_PATH_MAX];
	SqlNode    *named = build(g, "sql_select from_table T:employee ; select_expr agg_count_star ; "
							  "cond_eq expr_column C:0:last_name expr_value V:text:Europe ; ; ; ;", true);
	SqlNode    *in_region = build(g, "sql_select from_table T:employee from_table_join T:dept "
								  "cond_eq expr_column C:1:dept_id expr_column C:0:dept_id "
								  "from_table_join T:loc cond_eq expr_column C:2:loc_id "
								  "expr_column C:1:loc_id ; select_expr agg_count_star ; "
								  "cond_eq expr_column C:2:region expr_value V:text:Europe ; ; ; ;", true);
	SqlNode    *titled = build(two_keys, "sql_select from_table T:employee ; select_expr agg_count_star ; "
							   "cond_eq expr_column C:0:title expr_value V:text:Editor ; ; ; ;", true);

	/* the path: employee -> dept -> loc, each key from the rows at hand to the row they
	 * reference; none the other way (loc's rows reference nothing) */
	CHECK_INT_EQ(sql_key_path(g, 0, 2, fks), 2);
	CHECK_INT_EQ(fks[0], 0);
	CHECK_INT_EQ(fks[1], 1);
	CHECK_INT_EQ(sql_key_path(g, 0, 0, fks), 0);
	CHECK_INT_EQ(sql_key_path(g, 2, 0, fks), -1);
	/* two keys of employee to jobs: two paths, which is meant cannot be told */
	CHECK_INT_EQ(sql_key_path(two_keys, 0, 1, fks), -1);

	/* "how many employees work in europe": 'Europe' is a stored region, not a last name */
	tokenize("how many employees work in europe", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 5, 6, 2, 7, "Europe");
	CHECK(repairs_to(named, g, &t, &links, in_region));
	link_result_free(&links);
	text_tokens_free(&t);
	/* two ways to the table that stores it: the comparison stays */
	tokenize("how many employees are editors", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 4, 5, 1, 5, "Editor");
	CHECK(repairs_to(titled, two_keys, &t, &links, NULL));
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(named);
	sql_node_free(in_region);
	sql_node_free(titled);
	schema_graph_free(g);
	schema_graph_free(two_keys);
}

/* vendor(vid, name), product(pid, name) and productvendor(vid, pid), referring to both. */
static SchemaGraph *
supply_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "vendor", SG_TABLE, 0);
	schema_graph_add_column(g, "vid", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_table(g, "public", "product", SG_TABLE, 0);
	schema_graph_add_column(g, "pid", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_table(g, "public", "productvendor", SG_TABLE, 0);
	schema_graph_add_column(g, "vid", "integer", SG_TYPE_NUMBER, false, false, 1);
	schema_graph_add_column(g, "pid", "integer", SG_TYPE_NUMBER, false, false, 2);
	from = 4;
	to = 0;
	schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);
	from = 5;
	to = 2;
	schema_graph_add_foreign_key(g, 2, 1, 1, &from, &to);
	return g;
}

/* "Which vendors sell the Crankarm?" decoded with vendor.name = 'Crankarm' over productvendor
 * and vendor: the vendor's keys lead nowhere, productvendor's lead to product, whose name
 * stores it: product joined from productvendor, the comparison moved there. */
UNIT_TEST(repair_joins_from_the_instance_whose_keys_lead_to_the_value)
{
	SchemaGraph *g = supply_graph();
	TextTokens	t = {0};
	LinkResult	links;
	SqlNode    *on_vendor = build(g, "sql_select from_table T:productvendor from_table_join T:vendor "
								  "cond_eq expr_column C:1:vid expr_column C:0:vid ; "
								  "select_expr expr_column C:1:name ; "
								  "cond_eq expr_column C:1:name expr_value V:text:Crankarm ; ; ; ;", true);
	SqlNode    *on_product = build(g, "sql_select from_table T:productvendor from_table_join T:vendor "
									"cond_eq expr_column C:1:vid expr_column C:0:vid "
									"from_table_join T:product cond_eq expr_column C:2:pid "
									"expr_column C:0:pid ; select_expr expr_column C:1:name ; "
									"cond_eq expr_column C:2:name expr_value V:text:Crankarm ; ; ; ;", true);

	tokenize("which vendors sell the crankarm", &t);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 4, 5, 1, 3, "Crankarm");
	CHECK(repairs_to(on_vendor, g, &t, &links, on_product));
	link_result_free(&links);
	text_tokens_free(&t);
	sql_node_free(on_vendor);
	sql_node_free(on_product);
	schema_graph_free(g);
}

/* The directions question says of number (DIRECTION_UP | DIRECTION_DOWN; 0 for none). */
static int
direction_said(const char *question, double number)
{
	TextTokens	t = {0};
	QuestionDirections d;
	int			found = 0;

	tokenize(question, &t);
	question_directions_find(&t, &d);
	for (int k = 0; k < d.n; k++)
		if (!d.key[k].period && d.key[k].value == number)
			found = d.directions[k];
	text_tokens_free(&t);
	return found;
}

/* The directions question says of the period date names (text/dates.h); *inclusive: the
 * period itself is in. */
static int
period_direction_said(const char *question, const char *date, bool *inclusive)
{
	TextTokens	t = {0};
	QuestionDirections d;
	TextDate	period;
	int			found = 0;

	if (!text_date_parse(date, &period))
		return -1;
	tokenize(question, &t);
	question_directions_find(&t, &d);
	for (int k = 0; k < d.n; k++)
		if (d.key[k].period && d.key[k].date.year == period.year &&
			d.key[k].date.month == period.month && d.key[k].date.day == period.day &&
			d.key[k].date.grain == period.grain)
		{
			found = d.directions[k];
			*inclusive = d.inclusive[k];
		}
	text_tokens_free(&t);
	return found;
}

/* How many comparisons of the city query with cond contradict question. */
static int
contradictions(const SchemaGraph *g, const char *question, const char *cond)
{
	TextTokens	t = {0};
	QuestionDirections d;
	SqlNode    *q = city_query(g, cond);
	int			n;

	tokenize(question, &t);
	question_directions_find(&t, &d);
	n = sql_direction_contradictions(q, g, &d);
	sql_node_free(q);
	text_tokens_free(&t);
	return n;
}

UNIT_TEST(directions_come_from_the_words_before_or_after_a_number)
{
	SchemaGraph *g = geo_graph();
#define POP(op, n) "cond_" #op " expr_column C:0:population expr_value V:integer:" #n " "

	CHECK(direction_said("how many animals are heavier than 10", 10) == DIRECTION_UP);
	CHECK(direction_said("towns with workers under the age of 30", 30) == DIRECTION_DOWN);
	CHECK(direction_said("cities with 1,500 or more people", 1500) == DIRECTION_UP);
	CHECK(direction_said("opened after 2013 or before 2008", 2013) == DIRECTION_UP);
	CHECK(direction_said("opened after 2013 or before 2008", 2008) == DIRECTION_DOWN);
	/* "in" a year: that year ("or before" is about 2008) */
	CHECK(direction_said("opened in 2013 or before 2008", 2013) == DIRECTION_EXACT);
	CHECK(direction_said("opened since 2013", 2013) == DIRECTION_UP);
	CHECK(direction_said("opened until 2013", 2013) == DIRECTION_DOWN);
	CHECK(direction_said("opened prior to 2013", 2013) == DIRECTION_DOWN);
	CHECK(direction_said("cities in 30 states", 30) == 0);
	CHECK(direction_said("with 5 or more than 10 rivers", 5) == 0);
	CHECK(direction_said("members whose level is not higher than 4", 4) == DIRECTION_DOWN);
	CHECK(direction_said("no more than 3 pets", 3) == DIRECTION_DOWN);
	CHECK(direction_said("at least 2 rivers", 2) == DIRECTION_UP);
	CHECK(direction_said("at most 2 rivers", 2) == DIRECTION_DOWN);
	CHECK(direction_said("templates past version 5", 5) == DIRECTION_UP);
	/* no direction word, or one beyond a clause word, another number or the window */
	CHECK(direction_said("cities of population 5000", 5000) == 0);
	CHECK(direction_said("older singers and 30 songs", 30) == 0);
	CHECK(direction_said("more than 5 songs 2014", 2014) == 0);
	CHECK(direction_said("more cities in the largest state with 20", 20) == 0);
	/* right after "of", "exactly" or "equal to", with no such word: the number itself */
	CHECK(direction_said("a credit limit of 5000", 5000) == DIRECTION_EXACT);
	CHECK(direction_said("exactly 3 copies", 3) == DIRECTION_EXACT);
	CHECK(direction_said("a population equal to 80000", 80000) == DIRECTION_EXACT);
	CHECK(direction_said("a population that equals 80000", 80000) == DIRECTION_EXACT);
	CHECK(direction_said("a level less than or equal to 4", 4) != DIRECTION_EXACT);
	CHECK(direction_said("a price of more than 100", 100) == DIRECTION_UP);
	CHECK(direction_said("population between 10 and 20", 10) == 0);
	/* a value said both ways is said both ways, and no comparison of it contradicts */
	CHECK(direction_said("founded before 2003 and after 2003", 2003) == (DIRECTION_UP | DIRECTION_DOWN));
	CHECK(contradictions(g, "cities before 2003 and after 2003", POP(lt, 2003)) == 0);
	CHECK(direction_said("the most populous 3 states", 3) == 0);

	/* comparisons against the words, in either operand order, also in HAVING's place */
	CHECK(contradictions(g, "cities with population over 5", POP(lt, 5)) == 1);
	CHECK(contradictions(g, "cities with population over 5", POP(le, 5)) == 1);
	CHECK(contradictions(g, "cities with population over 5", POP(gt, 5)) == 0);
	CHECK(contradictions(g, "cities with population over 5", POP(ge, 5)) == 0);
	CHECK(contradictions(g, "cities with population over 5",
						 "cond_gt expr_value V:integer:5 expr_column C:0:population ") == 1);
	CHECK(contradictions(g, "cities with population over 5", POP(lt, 6)) == 0);
	CHECK(contradictions(g, "cities with population over 5", POP(eq, 5)) == 0);
	CHECK(contradictions(g, "cities with population of 5", POP(lt, 5)) == 1);
	CHECK(contradictions(g, "cities with population of 5", POP(eq, 5)) == 0);
	CHECK(contradictions(g, "cities of over 5 but under 9 people",
						 "cond_and " POP(lt, 5) POP(gt, 9)) == 2);

	/* the turned copy says the question's direction, the number in or out as it says */
	{
		struct
		{
			const char *question;
			const char *cond;
			const char *turned;		/* NULL: nothing to turn */
		}			cases[] = {
			{"cities heavier than 5", POP(lt, 5), POP(gt, 5)},
			{"cities heavier than 5", POP(le, 5), POP(gt, 5)},
			{"cities of at least 5 people", POP(lt, 5), POP(ge, 5)},
			{"cities of 5 or more people", POP(lt, 5), POP(ge, 5)},
			{"cities of not more than 5 people", POP(gt, 5), POP(le, 5)},
			{"cities under 5", "cond_lt expr_value V:integer:5 expr_column C:0:population ",
			"cond_gt expr_value V:integer:5 expr_column C:0:population "},
			{"cities over 5 but under 9", "cond_and " POP(lt, 5) POP(gt, 9),
			"cond_and " POP(gt, 5) POP(lt, 9)},
			{"cities heavier than 5", POP(gt, 5), NULL},
			/* a comparison the query negates says the question's direction the other way */
			{"cities heavier than 5", "cond_not " POP(gt, 5), NULL},
			{"cities heavier than 5", "cond_not " POP(lt, 5), NULL},
			{"cities heavier than 5", POP(eq, 5), NULL},
			/* the number itself: equality */
			{"cities with a population of 5", POP(lt, 5), POP(eq, 5)},
		};

		for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++)
		{
			TextTokens	t = {0};
			QuestionDirections d;
			SqlNode    *q = city_query(g, cases[k].cond);
			SqlNode    *before = sql_node_clone(q);
			SqlNode    *want = cases[k].turned ? city_query(g, cases[k].turned) : NULL;
			SqlNode    *got;

			tokenize(cases[k].question, &t);
			question_directions_find(&t, &d);
			got = sql_directions_follow(q, g, &d);
			if (!sql_node_equal(got, want) || !sql_node_equal(q, before) ||
				(got != NULL && sql_direction_contradictions(got, g, &d) != 0))
			{
				fprintf(stderr, "  case %zu: %s\n", k, cases[k].question);
				CHECK(false);
			}
			sql_node_free(got);
			sql_node_free(want);
			sql_node_free(before);
			sql_node_free(q);
			text_tokens_free(&t);
		}
	}

	/* nor are the rows EXCEPT takes away ("no more than 5" as all EXCEPT those over 5) */
	{
		TextTokens	t = {0};
		QuestionDirections d;
		SqlNode    *except = build(g, "sql_except sql_select from_table T:city ; "
								   "select_expr expr_column C:0:city_name ; ; ; ; ; ; "
								   "sql_select from_table T:city ; select_expr expr_column C:1:city_name ; "
								   "cond_gt expr_column C:1:population expr_value V:integer:5 ; ; ; ;", true);

		tokenize("cities of no more than 5 people", &t);
		question_directions_find(&t, &d);
		CHECK(d.n == 1 && d.directions[0] == DIRECTION_DOWN && d.inclusive[0]);
		CHECK(sql_direction_contradictions(except, g, &d) == 0);
		CHECK(sql_directions_follow(except, g, &d) == NULL);
		sql_node_free(except);
		text_tokens_free(&t);
	}

	/* "from the oldest to the youngest": every row, so an outer LIMIT goes against it */
	{
		TextTokens	t = {0};
		QuestionDirections d;
		SqlNode    *top = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
								"order_desc expr_column C:0:population ; V:integer:1", true);
		SqlNode    *all = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
								"order_desc expr_column C:0:population ; ;", true);

		tokenize("cities ordered from the largest to the smallest", &t);
		question_directions_find(&t, &d);
		CHECK(d.whole_order && d.n == 0);
		CHECK(sql_direction_contradictions(top, g, &d) == 1);
		CHECK(sql_direction_contradictions(all, g, &d) == 0);
		{
			SqlNode    *unlimited = sql_directions_follow(top, g, &d);

			CHECK(sql_node_equal(unlimited, all));
			CHECK(sql_directions_follow(all, g, &d) == NULL);
			sql_node_free(unlimited);
		}
		text_tokens_free(&t);
		tokenize("list the years from oldest to most recent", &t);
		question_directions_find(&t, &d);
		CHECK(d.whole_order);
		text_tokens_free(&t);
		tokenize("the largest city from texas to the smallest state", &t);
		question_directions_find(&t, &d);
		CHECK(!d.whole_order);
		CHECK(sql_direction_contradictions(top, g, &d) == 0);
		text_tokens_free(&t);
		/* the first superlative gives the order its direction, a word may follow it */
		tokenize("cities from the highest populated to the lowest populated", &t);
		question_directions_find(&t, &d);
		CHECK(d.whole_order && d.superlatives == DIRECTION_UP);
		text_tokens_free(&t);
		/* up to three words */
		tokenize("customers from the lowest credit limit to the highest", &t);
		question_directions_find(&t, &d);
		CHECK(d.whole_order && d.superlatives == DIRECTION_DOWN);
		text_tokens_free(&t);
		tokenize("cities from the highest one two three four to the lowest", &t);
		question_directions_find(&t, &d);
		CHECK(!d.whole_order);
		text_tokens_free(&t);
		/* "<superlative> first" ending a clause is a whole order too, and an ORDER BY
		 * without a LIMIT the other way goes against it */
		tokenize("list the cities, largest first", &t);
		question_directions_find(&t, &d);
		CHECK(d.whole_order && d.superlatives == DIRECTION_UP);
		CHECK(sql_direction_contradictions(top, g, &d) == 1);
		CHECK(sql_direction_contradictions(all, g, &d) == 0);
		{
			SqlNode    *ascending = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
										  "order_asc expr_column C:0:population ; ;", true);
			SqlNode    *turned;

			CHECK(sql_direction_contradictions(ascending, g, &d) == 1);
			turned = sql_directions_follow(ascending, g, &d);
			CHECK(sql_node_equal(turned, all));
			sql_node_free(turned);
			sql_node_free(ascending);
		}
		text_tokens_free(&t);
		/* plain adjectives of degree say it too: "from high to low" */
		tokenize("cities ordered by population from high to low", &t);
		question_directions_find(&t, &d);
		CHECK(d.whole_order && d.superlatives == DIRECTION_UP);
		CHECK(sql_direction_contradictions(top, g, &d) == 1);
		text_tokens_free(&t);
		tokenize("sort by their age from old to young", &t);
		question_directions_find(&t, &d);
		CHECK(d.whole_order && d.age_superlatives == DIRECTION_UP &&
			  d.date_superlatives == DIRECTION_DOWN && d.superlatives == 0);
		text_tokens_free(&t);
		tokenize("cities from high school to college", &t);
		question_directions_find(&t, &d);
		CHECK(!d.whole_order);
		text_tokens_free(&t);
		tokenize("cities by population, most populated first then by name", &t);
		question_directions_find(&t, &d);
		CHECK(d.whole_order);
		text_tokens_free(&t);
		tokenize("what is the largest first name", &t);
		question_directions_find(&t, &d);
		CHECK(!d.whole_order);
		text_tokens_free(&t);
		/* "2+": at least 2 */
		tokenize("cities with 2+ rivers", &t);
		question_directions_find(&t, &d);
		CHECK(d.n == 1 && d.key[0].value == 2 && d.directions[0] == DIRECTION_UP && d.inclusive[0]);
		text_tokens_free(&t);
		/* "A to Z": text in ascending order; a listing without an order gets one */
		{
			SqlNode    *names = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ;", true);
			SqlNode    *a_to_z = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
									   "order_asc expr_column C:0:city_name ; ;", true);
			SqlNode    *z_to_a = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
									   "order_desc expr_column C:0:city_name ; ;", true);
			SqlNode    *turned;

			tokenize("list the cities from A to Z", &t);
			question_directions_find(&t, &d);
			CHECK(d.alphabetical == DIRECTION_DOWN);
			CHECK(sql_direction_contradictions(names, g, &d) == 1);
			CHECK(sql_direction_contradictions(a_to_z, g, &d) == 0);
			CHECK(sql_direction_contradictions(z_to_a, g, &d) == 1);
			CHECK(sql_direction_contradictions(all, g, &d) == 0);	/* ordered by a number */
			turned = sql_directions_follow(names, g, &d);
			CHECK(sql_node_equal(turned, a_to_z));
			sql_node_free(turned);
			text_tokens_free(&t);
			tokenize("cities in reverse alphabetical order", &t);
			question_directions_find(&t, &d);
			CHECK(d.alphabetical == DIRECTION_UP);
			text_tokens_free(&t);
			tokenize("list the cities in reversed lexicographical order", &t);
			question_directions_find(&t, &d);
			CHECK(d.alphabetical == DIRECTION_UP);
			turned = sql_directions_follow(a_to_z, g, &d);
			CHECK(sql_node_equal(turned, z_to_a));
			sql_node_free(turned);
			text_tokens_free(&t);
			tokenize("the cities with a population of 10", &t);
			question_directions_find(&t, &d);
			CHECK(d.alphabetical == 0);
			text_tokens_free(&t);
			sql_node_free(names);
			sql_node_free(a_to_z);
			sql_node_free(z_to_a);
		}
		sql_node_free(top);
		sql_node_free(all);
	}
	/* superlatives: one direction turns min / max and a ranking's ORDER BY */
	{
		TextTokens	t = {0};
		QuestionDirections d;
		SqlNode    *biggest = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
									"order_desc expr_column C:0:population ; V:integer:1", true);
		SqlNode    *smallest = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
									 "order_asc expr_column C:0:population ; V:integer:1", true);
		SqlNode    *sorted = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
								   "order_desc expr_column C:0:population ; ;", true);
		SqlNode    *max = build(g, "sql_select from_table T:city ; select_expr agg_max expr_column C:0:population ; ; ; ; ; ;", true);
		SqlNode    *min = build(g, "sql_select from_table T:city ; select_expr agg_min expr_column C:0:population ; ; ; ; ; ;", true);
		SqlNode    *turned;

		tokenize("what is the population of the smallest city", &t);
		question_directions_find(&t, &d);
		CHECK(d.superlatives == DIRECTION_DOWN);
		CHECK(sql_direction_contradictions(biggest, g, &d) == 1);
		CHECK(sql_direction_contradictions(smallest, g, &d) == 0);
		CHECK(sql_direction_contradictions(sorted, g, &d) == 0);	/* no LIMIT: a listing */
		CHECK(sql_direction_contradictions(max, g, &d) == 1);
		turned = sql_directions_follow(biggest, g, &d);
		CHECK(sql_node_equal(turned, smallest));
		sql_node_free(turned);
		turned = sql_directions_follow(max, g, &d);
		CHECK(sql_node_equal(turned, min));
		sql_node_free(turned);
		text_tokens_free(&t);
		tokenize("which city has the most people", &t);
		question_directions_find(&t, &d);
		CHECK(d.superlatives == DIRECTION_UP);
		CHECK(sql_direction_contradictions(min, g, &d) == 1);
		text_tokens_free(&t);
		/* "best" before pay or sales ranks up; another "best" (a rank) says nothing */
		tokenize("who is our best-paid mayor", &t);
		question_directions_find(&t, &d);
		CHECK(d.superlatives == DIRECTION_UP);
		CHECK(sql_direction_contradictions(smallest, g, &d) == 1);
		text_tokens_free(&t);
		tokenize("which city has the worst selling record", &t);
		question_directions_find(&t, &d);
		CHECK(d.superlatives == DIRECTION_DOWN);
		text_tokens_free(&t);
		tokenize("which city has the best rank", &t);
		question_directions_find(&t, &d);
		CHECK(d.superlatives == 0);
		text_tokens_free(&t);
		/* what has been open the longest opened first: the earliest date; a number's
		 * longest is still its greatest */
		tokenize("which store has been open the longest", &t);
		question_directions_find(&t, &d);
		CHECK(d.date_superlatives == DIRECTION_DOWN && d.superlatives == DIRECTION_UP);
		text_tokens_free(&t);
		tokenize("which member joined the shortest time ago", &t);
		question_directions_find(&t, &d);
		CHECK(d.date_superlatives == DIRECTION_UP && d.superlatives == DIRECTION_DOWN);
		text_tokens_free(&t);
		/* "most recently" ranks dates, as "most recent" does */
		tokenize("which city was founded most recently", &t);
		question_directions_find(&t, &d);
		CHECK(d.date_superlatives == DIRECTION_UP && d.superlatives == 0);
		text_tokens_free(&t);
		/* all but the biggest, where the question asks for the biggest: turned to it;
		 * "bigger than the biggest" compares, and is left */
		{
#define AGAINST_MAX(op) "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; " \
	op " expr_column C:0:population expr_subquery sql_select from_table T:city ; select_expr agg_max " \
	"expr_column C:1:population ; ; ; ; ; ; ; ; ; ;"
			SqlNode    *below = build(g, AGAINST_MAX("cond_lt"), true),
					   *at = build(g, AGAINST_MAX("cond_eq"), true);

			tokenize("which is the biggest city", &t);
			question_directions_find(&t, &d);
			CHECK_INT_EQ(sql_direction_contradictions(below, g, &d), 1);
			CHECK_INT_EQ(sql_direction_contradictions(at, g, &d), 0);
			turned = sql_directions_follow(below, g, &d);
			CHECK(turned != NULL && sql_node_equal(turned, at));
			sql_node_free(turned);
			text_tokens_free(&t);
			tokenize("which cities are bigger than the biggest city of ohio", &t);
			question_directions_find(&t, &d);
			CHECK_INT_EQ(sql_direction_contradictions(below, g, &d), 0);
			text_tokens_free(&t);
			sql_node_free(below);
			sql_node_free(at);
#undef AGAINST_MAX
		}
		/* both ways, "at least", "oldest": no direction */
		tokenize("the largest city of the smallest state", &t);
		question_directions_find(&t, &d);
		CHECK(sql_direction_contradictions(biggest, g, &d) == 0 && sql_direction_contradictions(smallest, g, &d) == 0);
		text_tokens_free(&t);
		tokenize("cities with at least 3 airports and the oldest mayor", &t);
		question_directions_find(&t, &d);
		CHECK(d.superlatives == 0 && d.date_superlatives == DIRECTION_DOWN);
		text_tokens_free(&t);
		/* "first" and "last" before a word rank dates; not "first name", "last year", nor
		 * "newest first" ending a clause (the whole order's) */
		tokenize("who was the first person we hired", &t);
		question_directions_find(&t, &d);
		CHECK(d.superlatives == 0 && d.date_superlatives == DIRECTION_DOWN);
		text_tokens_free(&t);
		tokenize("when was our last order", &t);
		question_directions_find(&t, &d);
		CHECK(d.superlatives == 0 && d.date_superlatives == DIRECTION_UP);
		text_tokens_free(&t);
		tokenize("list the first name and last name of the cities", &t);
		question_directions_find(&t, &d);
		CHECK(d.date_superlatives == 0);
		text_tokens_free(&t);
		tokenize("orders of the last year, newest first", &t);
		question_directions_find(&t, &d);
		CHECK(d.date_superlatives == DIRECTION_UP);
		text_tokens_free(&t);
		/* of a number, "oldest" ranks nothing; "longest" ranks no date */
		tokenize("the city with the oldest population", &t);
		question_directions_find(&t, &d);
		CHECK(sql_direction_contradictions(biggest, g, &d) == 0 && sql_direction_contradictions(smallest, g, &d) == 0);
		text_tokens_free(&t);
		sql_node_free(biggest);
		sql_node_free(smallest);
		sql_node_free(sorted);
		sql_node_free(max);
		sql_node_free(min);
	}
	/* "the most": a grouped threshold the question never gives becomes the ranking */
	{
		TextTokens	t = {0};
		QuestionDirections d;
		SqlNode    *threshold = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:state_name ; ; "
									  "expr_column C:0:state_name ; cond_gt agg_count_star expr_value V:integer:1 ; ;", true);
		SqlNode    *ranked = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:state_name ; ; "
								   "expr_column C:0:state_name ; ; order_desc agg_count_star ; V:integer:1", true);
		SqlNode    *fewest = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:state_name ; ; "
								   "expr_column C:0:state_name ; ; order_asc agg_count_star ; V:integer:1", true);
		SqlNode    *turned;

		tokenize("which state has the most cities", &t);
		question_directions_find(&t, &d);
		CHECK(sql_direction_contradictions(threshold, g, &d) == 1);
		CHECK(sql_direction_contradictions(ranked, g, &d) == 0);
		turned = sql_directions_follow(threshold, g, &d);
		CHECK(sql_node_equal(turned, ranked));
		sql_node_free(turned);
		text_tokens_free(&t);
		tokenize("which state has the fewest cities", &t);
		question_directions_find(&t, &d);
		turned = sql_directions_follow(threshold, g, &d);
		CHECK(sql_node_equal(turned, fewest));
		sql_node_free(turned);
		text_tokens_free(&t);
		/* a threshold the question gives ("more than 1"), or no superlative: it stays */
		tokenize("which state has the most cities, more than 1", &t);
		question_directions_find(&t, &d);
		CHECK(sql_direction_contradictions(threshold, g, &d) == 0);
		text_tokens_free(&t);
		tokenize("which states have several cities", &t);
		question_directions_find(&t, &d);
		CHECK(sql_direction_contradictions(threshold, g, &d) == 0);
		text_tokens_free(&t);
		sql_node_free(threshold);
		sql_node_free(ranked);
		sql_node_free(fewest);
	}
#undef POP
	schema_graph_free(g);
}

/*
 * A date gets a direction as a number does ("after", "before", "since", "until"), and "on",
 * "in" or "during" right before it say the period itself: "hired on 2003-01-06" decoded
 * "hire_date < '2003-01-06'", "since 2004" as "= '2004'" (the year 2004 only).  Unlike a
 * number's, a period's equality is a direction of its own: inside the period.
 */
/* sales(ord_num text, ord_date date) */
static SchemaGraph *
sales_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "sales", SG_TABLE, 0);
	schema_graph_add_column(g, "ord_num", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "ord_date", "date", SG_TYPE_TIME, false, false, 0);
	return g;
}

/* SELECT ord_num FROM sales WHERE cond */
static SqlNode *
sales_query(const SchemaGraph *g, const char *cond)
{
	char		text[1024];

	snprintf(text, sizeof(text),
			 "sql_select from_table T:sales ; select_expr expr_column C:0:ord_num ; %s ; ; ; ;",
			 cond);
	return build(g, text, true);
}

/* How many comparisons of the sales query with cond contradict question. */
static int
date_contradictions(const SchemaGraph *g, const char *question, const char *cond)
{
	TextTokens	t = {0};
	QuestionDirections d;
	SqlNode    *q = sales_query(g, cond);
	int			n;

	tokenize(question, &t);
	question_directions_find(&t, &d);
	n = sql_direction_contradictions(q, g, &d);
	sql_node_free(q);
	text_tokens_free(&t);
	return n;
}

UNIT_TEST(dates_get_directions_and_equality_is_inside_the_period)
{
	SchemaGraph *g = sales_graph();
	SchemaGraph *geo = geo_graph();
	bool		inclusive = false;

#define DAY(op, text) "cond_" #op " expr_column C:0:ord_date expr_value V:text:" text " "

	CHECK(period_direction_said("who was hired on 2003-01-06", "2003-01-06", &inclusive) == DIRECTION_EXACT);
	CHECK(period_direction_said("orders of May 2004", "May 2004", &inclusive) == DIRECTION_EXACT);
	CHECK(period_direction_said("orders placed after 2003-01-06", "2003-01-06", &inclusive) == DIRECTION_UP &&
		  !inclusive);
	CHECK(period_direction_said("orders placed since May 2004", "May 2004", &inclusive) == DIRECTION_UP &&
		  inclusive);
	CHECK(period_direction_said("payments until June 1, 1990", "June 1, 1990", &inclusive) == DIRECTION_DOWN &&
		  inclusive);
	CHECK(period_direction_said("payments before 1 June 1990 or after 2 June 1990", "1 June 1990",
								&inclusive) == DIRECTION_DOWN && !inclusive);
	CHECK(period_direction_said("hired in 2004", "2004", &inclusive) == DIRECTION_EXACT);
	CHECK(period_direction_said("hired since 2004", "2004", &inclusive) == DIRECTION_UP && inclusive);
	/* "over" a period is its whole span, "over" a number more than it */
	CHECK(period_direction_said("orders over 2016", "2016", &inclusive) == DIRECTION_EXACT);
	CHECK(direction_said("orders over 2016", 2016) == DIRECTION_UP);
	CHECK(period_direction_said("trips over February 2025", "February 2025", &inclusive) == DIRECTION_EXACT);
	CHECK(period_direction_said("sales throughout 2013", "2013", &inclusive) == DIRECTION_EXACT);
	/* a range's ends, and a date with no word before it, get none */
	CHECK(period_direction_said("orders between May and September 1993", "September 1993", &inclusive) == 0);
	CHECK(period_direction_said("orders 2003-01-06", "2003-01-06", &inclusive) == 0);
	/* the numbers of a date are no numbers of their own */
	CHECK(direction_said("orders placed after 2003-01-06", 2003) == 0);

	CHECK(date_contradictions(g, "who was hired on 2003-01-06", DAY(lt, "2003-01-06")) == 1);
	CHECK(date_contradictions(g, "who was hired on 2003-01-06", DAY(eq, "2003-01-06")) == 0);
	CHECK(date_contradictions(g, "orders since 2004", DAY(eq, "2004")) == 1);
	CHECK(date_contradictions(g, "orders since 2004", DAY(ge, "2004")) == 0);
	CHECK(date_contradictions(g, "orders in May 2004", DAY(gt, "May_2004")) == 1);
	/* a number's equality stays no direction: "population over 5" as "= 5" is not turned */
	CHECK(contradictions(geo, "cities over 5", "cond_eq expr_column C:0:population expr_value V:integer:5 ") == 0);
	CHECK(date_contradictions(g, "orders after 2004", DAY(eq, "2004")) == 1);

	/* the turned copy: inside, since, up to the end of the period */
	{
		struct
		{
			const char *question;
			const char *cond;
			const char *turned;
		}			cases[] = {
			{"who was hired on 2003-01-06", DAY(lt, "2003-01-06"), DAY(eq, "2003-01-06")},
			{"orders since 2004", DAY(eq, "2004"), DAY(ge, "2004")},
			{"orders after 2004", DAY(eq, "2004"), DAY(gt, "2004")},
			{"payments until May 2004", DAY(eq, "May_2004"), DAY(le, "May_2004")},
			{"payments before May 2004", DAY(ge, "May_2004"), DAY(lt, "May_2004")},
		};

		for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++)
		{
			TextTokens	t = {0};
			QuestionDirections d;
			SqlNode    *q = sales_query(g, cases[k].cond);
			SqlNode    *want = sales_query(g, cases[k].turned);
			SqlNode    *got;

			tokenize(cases[k].question, &t);
			question_directions_find(&t, &d);
			got = sql_directions_follow(q, g, &d);
			if (!sql_node_equal(got, want))
			{
				fprintf(stderr, "  case %zu: %s\n", k, cases[k].question);
				CHECK(false);
			}
			sql_node_free(got);
			sql_node_free(want);
			sql_node_free(q);
			text_tokens_free(&t);
		}
	}
#undef DAY
	schema_graph_free(geo);
	schema_graph_free(g);
}

UNIT_TEST(oldest_and_youngest_rank_an_age_column)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t = {0};
	QuestionDirections d;
	SqlNode    *youngest_first,
			   *oldest_first,
			   *turned;

	schema_graph_add_table(g, "public", "singer", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "age", "integer", SG_TYPE_NUMBER, true, false, 0);
	youngest_first = build(g, "sql_select from_table T:singer ; select_expr expr_column C:0:name ; ; ; ; "
						   "order_asc expr_column C:0:age ; ;", true);
	oldest_first = build(g, "sql_select from_table T:singer ; select_expr expr_column C:0:name ; ; ; ; "
						 "order_desc expr_column C:0:age ; ;", true);
	tokenize("singers' names, oldest first please", &t);
	question_directions_find(&t, &d);
	CHECK(d.whole_order && d.superlatives == 0 && d.age_superlatives == DIRECTION_UP);
	CHECK(sql_direction_contradictions(youngest_first, g, &d) == 1);
	CHECK(sql_direction_contradictions(oldest_first, g, &d) == 0);
	turned = sql_directions_follow(youngest_first, g, &d);
	CHECK(sql_node_equal(turned, oldest_first));
	sql_node_free(turned);
	text_tokens_free(&t);
	tokenize("list the singers, youngest first", &t);
	question_directions_find(&t, &d);
	CHECK(sql_direction_contradictions(oldest_first, g, &d) == 1);
	CHECK(sql_direction_contradictions(youngest_first, g, &d) == 0);
	{
		/* no order at all goes against a whole order too; no copy can say which */
		SqlNode    *unordered = build(g, "sql_select from_table T:singer ; select_expr expr_column C:0:name ; ; ; ; ; ;", true);

		CHECK(sql_direction_contradictions(unordered, g, &d) == 1);
		CHECK(sql_directions_follow(unordered, g, &d) == NULL);
		sql_node_free(unordered);
	}
	text_tokens_free(&t);
	sql_node_free(youngest_first);
	sql_node_free(oldest_first);
	schema_graph_free(g);
}

/* A rank column's rank 1 is the most of what it ranks: "the most revenue" over revenuerank
 * ranks upwards; a question that speaks of ranks gives its rank columns no direction. */
UNIT_TEST(a_rank_column_ranks_against_the_superlative)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	t = {0};
	QuestionDirections d;
	SqlNode    *first,
			   *last,
			   *turned;

	schema_graph_add_table(g, "public", "product_performance", SG_VIEW, 0);
	schema_graph_add_column(g, "itemname", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "revenuerank", "bigint", SG_TYPE_NUMBER, true, false, 0);
	first = build(g, "sql_select from_table T:product_performance ; select_expr expr_column C:0:itemname ; ; ; ; "
				  "order_asc expr_column C:0:revenuerank ; V:integer:1", true);
	last = build(g, "sql_select from_table T:product_performance ; select_expr expr_column C:0:itemname ; ; ; ; "
				 "order_desc expr_column C:0:revenuerank ; V:integer:1", true);
	tokenize("which futon brought in the most revenue", &t);
	question_directions_find(&t, &d);
	CHECK(!d.says_rank && d.superlatives == DIRECTION_UP);
	CHECK(sql_direction_contradictions(last, g, &d) == 1);
	CHECK(sql_direction_contradictions(first, g, &d) == 0);
	turned = sql_directions_follow(last, g, &d);
	CHECK(sql_node_equal(turned, first));
	sql_node_free(turned);
	text_tokens_free(&t);
	tokenize("which futon has the highest revenue rank", &t);
	question_directions_find(&t, &d);
	CHECK(d.says_rank);
	CHECK(sql_direction_contradictions(last, g, &d) == 0);
	CHECK(sql_direction_contradictions(first, g, &d) == 0);
	text_tokens_free(&t);
	sql_node_free(first);
	sql_node_free(last);
	schema_graph_free(g);
}

/* "the smallest city in ohio" answered with every city of ohio ranks nothing: 1; a min, an
 * ORDER BY, or a superlative that is a word of a column's name ("the highest point"): 0 */
UNIT_TEST(a_superlative_asks_for_a_ranking)
{
	SchemaGraph *g = geo_graph();
	TextTokens	t = {0};
	QuestionDirections d;
	LinkResult	links;
	SqlNode    *every = city_query(g, OHIO(0)),
			   *smallest = city_query(g, "cond_and " OHIO(0) "cond_eq expr_column C:0:population "
									  "expr_subquery sql_select from_table T:city ; select_expr agg_min "
									  "expr_column C:1:population ; ; ; ; ; ;"),
			   *ordered = build(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; "
								"order_asc expr_column C:0:population ; ;", true);

	link_result_init(&links);
	tokenize("what is the smallest city in ohio", &t);
	question_directions_find(&t, &d);
	CHECK_INT_EQ(d.n_ranking_words, 1);
	CHECK_INT_EQ(sql_direction_unranked(every, &d, &links), 1);
	CHECK_INT_EQ(sql_direction_unranked(smallest, &d, &links), 0);
	CHECK_INT_EQ(sql_direction_unranked(ordered, &d, &links), 0);
	/* the word names a column: no ranking asked for; through the lexicon it still is */
	link_result_add(&links, LINK_COLUMN, LINK_LEXICON, 3, 4, 0, COL_CITY_POPULATION, NULL);
	CHECK_INT_EQ(sql_direction_unranked(every, &d, &links), 1);
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 3, 4, 0, COL_CITY_POPULATION, NULL);
	CHECK_INT_EQ(sql_direction_unranked(every, &d, &links), 0);
	link_result_free(&links);
	link_result_init(&links);
	text_tokens_free(&t);
	tokenize("what cities are in ohio", &t);
	question_directions_find(&t, &d);
	CHECK_INT_EQ(sql_direction_unranked(every, &d, &links), 0);
	text_tokens_free(&t);
	link_result_free(&links);
	sql_node_free(every);
	sql_node_free(smallest);
	sql_node_free(ordered);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(exact_match_ignores_and_or_operand_order_and_nesting);
	UNIT_RUN(exact_match_ignores_instance_numbering);
	UNIT_RUN(exact_match_keeps_values_types_and_columns);
	UNIT_RUN(comparisons_put_the_literal_right_and_keep_comparable_pairs);
	UNIT_RUN(answer_columns_are_the_outer_select_items_that_are_bare_columns);
	UNIT_RUN(named_values_are_quoted_spans_and_words_after_naming_words);
	UNIT_RUN(candidates_using_a_named_value_next_to_its_column_come_first);
	UNIT_RUN(mentions_left_out_are_column_name_spans_no_used_item_covers);
	UNIT_RUN(measure_words_abbreviations_and_names_in_mentions);
	UNIT_RUN(value_mentions_left_out_are_stored_value_spans_no_literal_says);
	UNIT_RUN(values_answered_per_group_are_said);
	UNIT_RUN(numbers_left_out_are_question_numbers_no_literal_says);
	UNIT_RUN(completion_adds_the_left_out_stored_values_to_the_outer_where);
	UNIT_RUN(completion_counts_the_rows_of_the_thing_counted);
	UNIT_RUN(completion_takes_the_place_of_a_number_read_from_the_value);
	UNIT_RUN(words_said_to_be_inside_are_compared_as_contained);
	UNIT_RUN(completion_joins_the_one_table_a_key_references_for_its_value);
	UNIT_RUN(repair_moves_a_row_number_to_the_key_that_stores_it);
	UNIT_RUN(repair_compares_a_number_word_with_the_amount);
	UNIT_RUN(repair_gives_a_column_the_one_value_the_question_links_to_it);
	UNIT_RUN(repair_puts_linked_stored_values_in_place_and_drops_unlinked_literals);
	UNIT_RUN(joins_along_keys_keep_the_referencing_rows);
	UNIT_RUN(repair_joins_the_tables_keys_lead_to_for_a_value_stored_there);
	UNIT_RUN(repair_joins_from_the_instance_whose_keys_lead_to_the_value);
	UNIT_RUN(directions_come_from_the_words_before_or_after_a_number);
	UNIT_RUN(dates_get_directions_and_equality_is_inside_the_period);
	UNIT_RUN(oldest_and_youngest_rank_an_age_column);
	UNIT_RUN(a_rank_column_ranks_against_the_superlative);
	UNIT_RUN(a_superlative_asks_for_a_ranking);
	UNIT_DONE();
}
