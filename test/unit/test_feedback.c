/*
 * test_feedback.c — answering from stored pairs without PostgreSQL: a question up to its
 * values (schema/delex.h), the bindings of a pair's literals to its slots, and the new
 * values put into the pair's AST (sql/sql_literals.h), rendered with quoting.
 */
#include <stdio.h>
#include <string.h>

#include "action_notation.h"
#include "common/alloc.h"
#include "schema/delex.h"
#include "sql/sql_literals.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "unit.h"

/* state(state_name, population), city(city_name, population, state_name) */
static SchemaGraph *
small_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 3);
	return g;
}

/* Global column indices of small_graph. */
#define COL_STATE_NAME 0
#define COL_CITY_NAME 2

static SqlNode *
build_ast(const SchemaGraph *g, const char *notation_text)
{
	ActionNotation notation = {{0}, 0};
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *ast;

	action_notation_parse(&notation, g, notation_text, &actions);
	ast = ts_build_ast(g, &actions, &err);
	sql_action_list_free(&actions);
	if (ast == NULL)
		UNIT_FAIL("building the AST: %s", err.message);
	return ast;
}

static char *
render(const SqlNode *ast, const SchemaGraph *g)
{
	DtStrBuf	buf;
	DtError		err = {0};

	dt_strbuf_init(&buf);
	if (!sql_render(ast, g, &sql_fallback_quoter, &buf, &err))
		UNIT_FAIL("rendering: %s", err.message);
	return buf.data;
}

static void
tokenize(const char *q, TextTokens *t)
{
	DtError		err = {0};

	if (!text_tokenize(q, strlen(q), t, &err))
		UNIT_FAIL("tokenizing: %s", err.message);
}

/* The span of the tokens whose text_span_key is key, starting at the first token that
 * begins it. */
static DelexSpan
span_of(const TextTokens *t, DelexSlotKind kind, const char *key)
{
	DelexSpan	s = {kind, -1, -1};

	for (int i = 0; i < t->n && s.token_start < 0; i++)
	{
		int			end = delex_span_end(t, i, key);

		if (end > 0)
		{
			s.token_start = i;
			s.token_end = end;
		}
	}
	if (s.token_start < 0)
		UNIT_FAIL("no span \"%s\"", key);
	return s;
}

UNIT_TEST(questions_differing_in_values_share_a_key)
{
	TextTokens	a,
				b;
	DelexQuestion da,
				db;
	DelexSpan	sa[2],
				sb[1];

	tokenize("What is the capital of Texas?", &a);
	tokenize("what is the capital of new york", &b);
	sa[0] = span_of(&a, DELEX_SLOT_VALUE, "texas");
	sb[0] = span_of(&b, DELEX_SLOT_VALUE, "new york");
	CHECK(delex_question("What is the capital of Texas?", &a, sa, 1, &da));
	CHECK(delex_question("what is the capital of new york", &b, sb, 1, &db));
	CHECK_STR_EQ(da.key, "what is the capital of <v>");
	CHECK_STR_EQ(db.key, da.key);
	CHECK_INT_EQ(da.n_slots, 1);
	CHECK_STR_EQ(da.slots[0].text, "Texas");
	CHECK_STR_EQ(da.slots[0].key, "texas");
	CHECK_STR_EQ(db.slots[0].text, "new york");
	delex_question_free(&da);
	delex_question_free(&db);
	text_tokens_free(&b);

	/* overlapping spans: the longer one; a number is marked apart from values */
	tokenize("cities over 150,000 in new york state", &b);
	sa[0] = span_of(&b, DELEX_SLOT_VALUE, "new york");
	sa[1] = span_of(&b, DELEX_SLOT_VALUE, "york");
	sb[0] = span_of(&b, DELEX_SLOT_NUMBER, "150,000");
	{
		DelexSpan	all[3] = {sa[1], sb[0], sa[0]};

		CHECK(delex_question("cities over 150,000 in new york state", &b, all, 3, &db));
	}
	CHECK_STR_EQ(db.key, "cities over <n> in <v> state");
	CHECK_INT_EQ(db.n_slots, 2);
	CHECK_INT_EQ(db.slots[0].kind, DELEX_SLOT_NUMBER);
	CHECK_STR_EQ(db.slots[0].text, "150,000");
	CHECK_STR_EQ(db.slots[1].text, "new york");
	delex_question_free(&db);

	/* a question of punctuation only has no key */
	text_tokens_free(&a);
	tokenize("?!", &a);
	CHECK(!delex_question("?!", &a, NULL, 0, &da));
	text_tokens_free(&a);
	text_tokens_free(&b);
}

/* Rewordings share a loose key; words that change the question keep it apart. */
UNIT_TEST(rewordings_share_a_loose_key)
{
	const char *same[] = {
		"what are the cities in <v>", "list the cities of <v>", "give me all the cities in <v>",
		"which city is in <v>", "show cities that are in <v>"
	};
	const char *other[] = {
		"how many cities are in <v>", "largest city in <v>", "cities not in <v>",
		"cities near <v>"
	};
	char	   *first = delex_loose_key(same[0]);

	CHECK_STR_EQ(first, "city <v>");
	for (int i = 1; i < (int) (sizeof(same) / sizeof(same[0])); i++)
	{
		char	   *k = delex_loose_key(same[i]);

		CHECK_STR_EQ(k, first);
		dt_free(k);
	}
	for (int i = 0; i < (int) (sizeof(other) / sizeof(other[0])); i++)
	{
		char	   *k = delex_loose_key(other[i]);

		CHECK(strcmp(k, first) != 0);
		dt_free(k);
	}
	dt_free(first);
	/* a key of framing words and marks alone is its own loose key; marks keep their kind */
	first = delex_loose_key("what is <v>");
	CHECK_STR_EQ(first, "what is <v>");
	dt_free(first);
	first = delex_loose_key("stores with more than <n> staff");
	CHECK_STR_EQ(first, "store with more than <n> staff");
	dt_free(first);
}

UNIT_TEST(number_text_drops_grouping_commas)
{
	DtStrBuf	out;

	dt_strbuf_init(&out);
	CHECK(delex_number_text("150,000", &out));
	CHECK_STR_EQ(out.data, "150000");
	CHECK(delex_number_text("3.5", &out));
	CHECK_STR_EQ(out.data, "3.5");
	CHECK(!delex_number_text("3rd", &out));
	CHECK(!delex_number_text("", &out));
	dt_strbuf_free(&out);
}

/* The pair "population of <v>" bound to the stored value, then answered for another state. */
UNIT_TEST(stored_value_slot_takes_the_new_stored_value_with_quoting)
{
	SchemaGraph *g = small_graph();
	TextTokens	old_q,
				new_q;
	DelexQuestion old_d,
				new_d;
	DelexSpan	span;
	LinkResult	old_links,
				new_links;
	SqlNode    *ast;
	char	  **cores;
	int			n_cores;
	DelexBinding b[1];
	char	   *values[1];
	const char *why = NULL;
	SqlLiteralSwap swap;
	DtError		err = {0};
	char	   *sql;

	tokenize("what is the population of Texas", &old_q);
	span = span_of(&old_q, DELEX_SLOT_VALUE, "texas");
	CHECK(delex_question("what is the population of Texas", &old_q, &span, 1, &old_d));
	link_result_init(&old_links);
	link_result_add(&old_links, LINK_VALUE, LINK_EXACT, span.token_start, span.token_end,
					1, COL_CITY_NAME, "texas city");	/* another column's value: not it */
	link_result_add(&old_links, LINK_VALUE, LINK_EXACT, span.token_start, span.token_end,
					0, COL_STATE_NAME, "texas");
	ast = build_ast(g, "sql_select from_table T:state ; select_expr expr_column C:0:population ; "
					"cond_eq expr_column C:0:state_name expr_value V:text:texas ; ; ; ;");
	n_cores = sql_literal_cores(ast, &cores);
	CHECK_INT_EQ(n_cores, 1);
	delex_bind(&old_d, &old_links, (const char *const *) cores, n_cores, b);
	CHECK_INT_EQ(b[0].kind, DELEX_BIND_STORED);
	CHECK_INT_EQ(b[0].column, COL_STATE_NAME);
	CHECK_STR_EQ(b[0].literal, "texas");

	tokenize("What is the population of Coeur d'Alene", &new_q);
	span = span_of(&new_q, DELEX_SLOT_VALUE, "coeur d alene");
	CHECK(delex_question("What is the population of Coeur d'Alene", &new_q, &span, 1, &new_d));
	CHECK_STR_EQ(new_d.key, old_d.key);
	link_result_init(&new_links);
	/* no value of state_name: the pair does not apply */
	link_result_add(&new_links, LINK_VALUE, LINK_EXACT, span.token_start, span.token_end,
					1, COL_CITY_NAME, "coeur d'alene");
	CHECK(!delex_fill(&new_d, &new_links, b, 1, values, &why));
	CHECK(why != NULL && strstr(why, "stored value") != NULL);
	link_result_add(&new_links, LINK_VALUE, LINK_EXACT, span.token_start, span.token_end,
					0, COL_STATE_NAME, "coeur d'alene");
	CHECK(delex_fill(&new_d, &new_links, b, 1, values, &why));
	CHECK_STR_EQ(values[0], "coeur d'alene");
	swap.old_core = b[0].literal;
	swap.new_core = values[0];
	CHECK(sql_swap_literals(ast, &swap, 1, NULL, &err));
	sql = render(ast, g);
	CHECK_STR_EQ(sql, "SELECT t0.population FROM public.state AS t0 WHERE t0.state_name = 'coeur d''alene'");

	dt_free(sql);
	dt_free(values[0]);
	delex_binding_free(&b[0]);
	sql_literal_cores_free(cores, n_cores);
	sql_node_free(ast);
	link_result_free(&old_links);
	link_result_free(&new_links);
	delex_question_free(&old_d);
	delex_question_free(&new_d);
	text_tokens_free(&old_q);
	text_tokens_free(&new_q);
	schema_graph_free(g);
}

/* Numbers, a named value inside a LIKE pattern, and a slot no literal stands for. */
UNIT_TEST(number_text_and_unbound_slots)
{
	SchemaGraph *g = small_graph();
	const char *oq = "top 3 cities named Spring over 150,000 in usa";
	const char *nq = "top 10 cities named Mill over 2.5 in usa";
	TextTokens	old_q,
				new_q;
	DelexQuestion old_d,
				new_d;
	DelexSpan	spans[4];
	LinkResult	no_links;
	SqlNode    *ast;
	char	  **cores;
	int			n_cores;
	DelexBinding b[4];
	char	   *values[4];
	SqlLiteralSwap swaps[4];
	int			n_swaps = 0,
				n_swapped = 0;
	DtError		err = {0};
	char	   *sql;

	link_result_init(&no_links);
	tokenize(oq, &old_q);
	spans[0] = span_of(&old_q, DELEX_SLOT_NUMBER, "3");
	spans[1] = span_of(&old_q, DELEX_SLOT_NAMED, "spring");
	spans[2] = span_of(&old_q, DELEX_SLOT_NUMBER, "150,000");
	spans[3] = span_of(&old_q, DELEX_SLOT_VALUE, "usa");
	CHECK(delex_question(oq, &old_q, spans, 4, &old_d));
	CHECK_STR_EQ(old_d.key, "top <n> cities named <v> over <n> in <v>");
	ast = build_ast(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
					"cond_and cond_like expr_column C:0:city_name expr_value V:text:%Spring% "
					"cond_gt expr_column C:0:population expr_value V:integer:150000 ; ; "
					"order_desc expr_column C:0:population ; V:integer:3");
	n_cores = sql_literal_cores(ast, &cores);
	CHECK_INT_EQ(n_cores, 3);
	CHECK_STR_EQ(cores[0], "Spring");
	delex_bind(&old_d, &no_links, (const char *const *) cores, n_cores, b);
	CHECK_INT_EQ(b[0].kind, DELEX_BIND_NUMBER);
	CHECK_INT_EQ(b[1].kind, DELEX_BIND_TEXT);
	CHECK_INT_EQ(b[1].casing, DELEX_CASE_AS_WRITTEN);
	CHECK_INT_EQ(b[2].kind, DELEX_BIND_NUMBER);
	CHECK_STR_EQ(b[2].literal, "150000");
	CHECK_INT_EQ(b[3].kind, DELEX_BIND_NONE);

	tokenize(nq, &new_q);
	spans[0] = span_of(&new_q, DELEX_SLOT_NUMBER, "10");
	spans[1] = span_of(&new_q, DELEX_SLOT_NAMED, "mill");
	spans[2] = span_of(&new_q, DELEX_SLOT_NUMBER, "2.5");
	spans[3] = span_of(&new_q, DELEX_SLOT_VALUE, "usa");
	CHECK(delex_question(nq, &new_q, spans, 4, &new_d));
	CHECK_STR_EQ(new_d.key, old_d.key);
	CHECK(delex_fill(&new_d, &no_links, b, 4, values, NULL));
	for (int i = 0; i < 4; i++)
		if (b[i].kind != DELEX_BIND_NONE)
		{
			swaps[n_swaps].old_core = b[i].literal;
			swaps[n_swaps++].new_core = values[i];
		}
	CHECK(sql_swap_literals(ast, swaps, n_swaps, &n_swapped, &err));
	CHECK_INT_EQ(n_swapped, 3);
	sql = render(ast, g);
	CHECK_STR_EQ(sql, "SELECT t0.city_name FROM public.city AS t0 WHERE t0.city_name LIKE '%Mill%' "
				 "AND t0.population > 2.5 ORDER BY t0.population DESC NULLS LAST LIMIT 10");
	dt_free(sql);
	for (int i = 0; i < 4; i++)
		dt_free(values[i]);
	delex_question_free(&new_d);
	text_tokens_free(&new_q);

	/* the unbound slot must say the same words */
	tokenize("top 10 cities named Mill over 2.5 in canada", &new_q);
	spans[0] = span_of(&new_q, DELEX_SLOT_NUMBER, "10");
	spans[1] = span_of(&new_q, DELEX_SLOT_NAMED, "mill");
	spans[2] = span_of(&new_q, DELEX_SLOT_NUMBER, "2.5");
	spans[3] = span_of(&new_q, DELEX_SLOT_VALUE, "canada");
	CHECK(delex_question("top 10 cities named Mill over 2.5 in canada", &new_q, spans, 4, &new_d));
	CHECK_STR_EQ(new_d.key, old_d.key);
	CHECK(!delex_fill(&new_d, &no_links, b, 4, values, NULL));
	delex_question_free(&new_d);
	text_tokens_free(&new_q);

	for (int i = 0; i < 4; i++)
		delex_binding_free(&b[i]);
	sql_literal_cores_free(cores, n_cores);
	sql_node_free(ast);
	delex_question_free(&old_d);
	text_tokens_free(&old_q);
	schema_graph_free(g);
}

UNIT_TEST(a_limit_refuses_a_fraction)
{
	SchemaGraph *g = small_graph();
	SqlNode    *ast = build_ast(g, "sql_select from_table T:city ; select_expr expr_column C:0:city_name ; "
								"; ; ; order_desc expr_column C:0:population ; V:integer:3");
	SqlLiteralSwap swap = {"3", "2.5"};
	DtError		err = {0};

	CHECK(!sql_swap_literals(ast, &swap, 1, NULL, &err));
	CHECK(strstr(err.message, "LIMIT") != NULL);
	sql_node_free(ast);
	schema_graph_free(g);
}

UNIT_TEST(bind_names_round_trip)
{
	DelexBindKind k;
	DelexCase	c;

	for (int i = DELEX_BIND_NONE; i <= DELEX_BIND_NUMBER; i++)
		CHECK(delex_bind_kind_by_name(delex_bind_kind_name((DelexBindKind) i), &k) && (int) k == i);
	for (int i = DELEX_CASE_AS_WRITTEN; i <= DELEX_CASE_UPPER; i++)
		CHECK(delex_case_by_name(delex_case_name((DelexCase) i), &c) && (int) c == i);
	CHECK(!delex_bind_kind_by_name("nope", &k));
}

int
main(void)
{
	UNIT_RUN(questions_differing_in_values_share_a_key);
	UNIT_RUN(rewordings_share_a_loose_key);
	UNIT_RUN(number_text_drops_grouping_commas);
	UNIT_RUN(stored_value_slot_takes_the_new_stored_value_with_quoting);
	UNIT_RUN(number_text_and_unbound_slots);
	UNIT_RUN(a_limit_refuses_a_fraction);
	UNIT_RUN(bind_names_round_trip);
	UNIT_DONE();
}
