/*
 * test_answer.c — the answer stage after the decoder (answer/answer_choose.h), without
 * PostgreSQL: the table of steps in its order, each step on hand-made beam candidates
 * (rewrites, completed, repaired and turned copies, the costs, the values the user named,
 * the value check with a stand-in database), the cascade's rule and the stored-pair
 * shortcut.
 *
 * Queries are built from action sequences in the notation of action_notation.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "answer/answer_choose.h"
#include "common/alloc.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_transition.h"
#include "text/tokenizer.h"
#include "action_notation.h"
#include "unit.h"

/* Graph columns: state 0 state_name, 1 population; city 2 city_name, 3 population,
 * 4 state_name. */
#define COL_CITY_NAME 2
#define COL_CITY_STATE_NAME 4

static SchemaGraph *
geo_graph(void)
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

static ActionNotation notation;

/* The query the actions text (in notation, instances from 0) builds. */
static SqlNode *
query_of(const SchemaGraph *g, const char *text)
{
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *ast;

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

/* SELECT output FROM city [WHERE cond] (output in notation; cond "" for none), instances
 * from 0. */
static SqlNode *
city_select(const SchemaGraph *g, const char *output, const char *cond)
{
	char		text[1024];

	snprintf(text, sizeof(text),
			 "sql_select from_table T:city ; select_expr %s ; %s ; ; ; ;",
			 output, cond[0] != '\0' ? cond : ";");	/* no WHERE: one Reduce more */
	return query_of(g, text);
}

/* SELECT column FROM city [WHERE cond]. */
static SqlNode *
city_query(const SchemaGraph *g, const char *column, const char *cond)
{
	char		output[128];

	snprintf(output, sizeof(output), "expr_column C:0:%s", column);
	return city_select(g, output, cond);
}

/* A question against g with its links: what the decoder's example holds. */
typedef struct Question
{
	ParserExample ex;
	AnswerFacts facts;
} Question;

static void
question_begin(Question *q, const SchemaGraph *g, const char *text)
{
	DtError		err = {0};

	memset(q, 0, sizeof(*q));
	q->ex.question = (char *) text;
	q->ex.graph = g;
	link_result_init(&q->ex.links);
	if (!text_tokenize(text, strlen(text), &q->ex.tokens, &err))
		abort();
}

/* The facts, once the links are in. */
static const AnswerFacts *
question_facts(Question *q)
{
	answer_facts_find(&q->ex, NULL, &q->facts);
	return &q->facts;
}

static void
question_end(Question *q)
{
	answer_facts_free(&q->facts);
	link_result_free(&q->ex.links);
	text_tokens_free(&q->ex.tokens);
}

/* The beam as the decoder gives it: scores best first, ASTs owned, a malloc'ed array. */
static void
beam_of(AnswerCandidates *c, SqlNode **asts, const double *scores, int n)
{
	ParserHypothesis *beam = calloc((size_t) n + 1, sizeof(ParserHypothesis));

	for (int i = 0; i < n; i++)
	{
		beam[i].ast = asts[i];
		beam[i].score = scores[i];
		sql_action_list_init(&beam[i].actions);
	}
	answer_candidates_from_beam(c, beam, n);
}

/* A stand-in database: the (column, text literal) pairs stored, the columns holding one
 * value, and how many look-ups were asked. */
typedef struct StoredValues
{
	int			n;
	int			column[8];
	const char *literal[8];
	int			one_value_column;	/* -1: none */
	int			lookups;
} StoredValues;

static bool
fake_column_holds(void *arg, int column, const SqlComparison *cmp)
{
	StoredValues *s = arg;

	s->lookups++;
	if (cmp->numeric)
		return true;
	for (int i = 0; i < s->n; i++)
		if (s->column[i] == column && strcasecmp(s->literal[i], cmp->literal) == 0)
			return true;
	return false;
}

static bool
fake_column_has_one_value(void *arg, int column)
{
	return ((StoredValues *) arg)->one_value_column == column;
}

static AnswerDatabase
fake_database(StoredValues *s)
{
	AnswerDatabase db = {0};

	db.column_holds = fake_column_holds;
	db.column_has_one_value = fake_column_has_one_value;
	db.lookups_arg = s;
	return db;
}

#define OHIO "cond_eq expr_column C:0:state_name expr_value V:text:ohio "

UNIT_TEST(steps_run_in_table_order_from_stored_pair_to_finish)
{
	for (int i = 0; i < ANSWER_N_STEPS; i++)
	{
		const AnswerStep *st = &answer_steps[i];

		CHECK(st->name != NULL);
		/* the kinds run in this order: stored pair, rewrites, copies, costs, order, check,
		 * finish */
		if (i > 0)
			CHECK(st->kind >= answer_steps[i - 1].kind);
		for (int k = 0; k < i; k++)
			CHECK(strcmp(st->name, answer_steps[k].name) != 0);
		/* each has the function of its kind, and copies and costs cost something */
		CHECK((st->rewrite != NULL) ==
			  (st->kind == ANSWER_STEP_REWRITE || st->kind == ANSWER_STEP_FINISH));
		CHECK((st->copy != NULL) == (st->kind == ANSWER_STEP_COPY));
		/* a cost step counts, or its copy step's copies count against their sources */
		if (st->kind == ANSWER_STEP_COST && st->count == NULL)
			CHECK(answer_steps[st->charged_by].kind == ANSWER_STEP_COPY);
		else
			CHECK((st->count != NULL) == (st->kind == ANSWER_STEP_COST));
		CHECK((st->order != NULL) == (st->kind == ANSWER_STEP_ORDER));
		CHECK((st->check != NULL) == (st->kind == ANSWER_STEP_CHECK));
		if (st->kind == ANSWER_STEP_COPY || st->kind == ANSWER_STEP_COST)
			CHECK(st->cost > 0);
		else
			CHECK(st->cost == 0);
	}
	CHECK(answer_steps[0].kind == ANSWER_STEP_STORED_PAIR);
	CHECK(answer_steps[ANSWER_VALUE_CHECK].kind == ANSWER_STEP_CHECK);
	CHECK(answer_steps[ANSWER_N_STEPS - 1].kind == ANSWER_STEP_FINISH);
	CHECK_STR_EQ(answer_steps[ANSWER_REPAIR_LITERALS].setting, "dtfixup.literal_repair");
	CHECK_STR_EQ(answer_steps[ANSWER_VALUE_CHECK].setting, "dtfixup.value_check");
	CHECK_STR_EQ(answer_steps[ANSWER_STORED_PAIR].setting, "dtfixup.answer_from_feedback");
}

UNIT_TEST(rewrites_say_each_beam_candidate_as_a_person_would)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	AnswerDatabase db = {0};
	AnswerCandidates c;
	/* WHERE name LIKE 'spring' AND name LIKE 'spring': once, as "contains" */
	SqlNode    *asts[] = {city_query(g, "city_name",
									 "cond_and cond_like expr_column C:0:city_name expr_value V:text:spring "
									 "cond_like expr_column C:0:city_name expr_value V:text:spring")};
	double		scores[] = {-1.0};
	SqlNode    *want = city_query(g, "city_name",
								  "cond_like expr_column C:0:city_name expr_value V:text:%spring%");

	answer_settings_init(&s);
	question_begin(&q, g, "cities whose name has spring");
	beam_of(&c, asts, scores, 1);
	CHECK_INT_EQ(answer_choose(&c, question_facts(&q), &s, &db), 0);
	CHECK_INT_EQ(c.n, 1);
	CHECK(sql_node_equal(c.items[0].hyp.ast, want));
	CHECK(c.items[0].hyp.score == -1.0);
	answer_candidates_free(&c);
	sql_node_free(want);
	question_end(&q);
	schema_graph_free(g);
}

UNIT_TEST(a_candidate_leaving_a_stored_value_out_gets_a_completed_copy_one_below)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	StoredValues stored = {1, {COL_CITY_NAME}, {"Springfield"}, -1, 0};
	AnswerDatabase db = fake_database(&stored);
	AnswerCandidates c;
	SqlNode    *asts[] = {city_query(g, "population", "")};
	double		scores[] = {-1.0};
	SqlNode    *want = city_query(g, "population",
								  "cond_eq expr_column C:0:city_name expr_value V:text:Springfield");

	answer_settings_init(&s);
	/* tokens: 0 population 1 of 2 springfield */
	question_begin(&q, g, "population of springfield");
	link_result_add(&q.ex.links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "Springfield");
	beam_of(&c, asts, scores, 1);
	/* the candidate pays 2 for the value it leaves out, the copy 1 for the filter it adds */
	CHECK_INT_EQ(answer_choose(&c, question_facts(&q), &s, &db), 1);
	CHECK_INT_EQ(c.n, 2);
	CHECK(sql_node_equal(c.items[1].hyp.ast, want));
	CHECK(c.items[1].hyp.score == -2.0);
	CHECK_INT_EQ(c.items[1].copies, 0);
	CHECK(answer_step_set_equal(c.items[1].made_by, answer_step_set_of(ANSWER_COMPLETE_VALUES)));
	CHECK_INT_EQ(c.items[0].counts[ANSWER_LEFT_OUT_VALUES], 1);
	CHECK_INT_EQ(c.items[1].counts[ANSWER_LEFT_OUT_VALUES], 0);
	/* the source knows what copied it; the copy, that nothing did */
	CHECK(answer_step_set_equal(c.items[0].copied_by, answer_step_set_of(ANSWER_COMPLETE_VALUES)));
	CHECK(answer_step_set_equal(c.items[1].copied_by, (AnswerStepSet) {{0}}));
	CHECK(c.items[0].ranked == -3.0);
	CHECK(c.items[1].verdict == ANSWER_VERDICT_PASSED);
	answer_candidates_free(&c);
	sql_node_free(want);
	question_end(&q);
	schema_graph_free(g);
}

/* The rewrites that rewrite copies too (on_copies) rewrite the completed copy: the
 * distinct names of the cities the copy fixes to one name are counted as rows. */
UNIT_TEST(rewrites_on_copies_rewrite_what_copy_steps_make)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	StoredValues stored = {1, {COL_CITY_NAME}, {"Springfield"}, -1, 0};
	AnswerDatabase db = fake_database(&stored);
	AnswerCandidates c;
	SqlNode    *asts[] = {city_select(g, "agg_count_distinct expr_column C:0:city_name", "")};
	double		scores[] = {-1.0};
	SqlNode    *want = city_select(g, "agg_count_star",
								   "cond_eq expr_column C:0:city_name expr_value V:text:Springfield");

	answer_settings_init(&s);
	/* tokens: 0 how 1 many 2 springfield 3 cities */
	question_begin(&q, g, "how many springfield cities");
	link_result_add(&q.ex.links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "Springfield");
	beam_of(&c, asts, scores, 1);
	CHECK_INT_EQ(answer_choose(&c, question_facts(&q), &s, &db), 1);
	CHECK_INT_EQ(c.n, 2);
	CHECK(sql_node_equal(c.items[1].hyp.ast, want));
	answer_candidates_free(&c);
	sql_node_free(want);
	question_end(&q);
	schema_graph_free(g);
}

UNIT_TEST(the_source_of_a_copy_pays_the_cost_step_paired_with_its_copy_step)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	AnswerDatabase db = {0};
	AnswerCandidates c;
	SqlNode    *asts[] = {city_query(g, "city_name", "")};
	double		scores[] = {-1.0};
	SqlNode    *want = city_query(g, "city_name", "cond_is_null expr_column C:0:population");

	answer_settings_init(&s);
	s.step_on[ANSWER_VALUE_CHECK] = false;
	/* tokens: 0 cities 1 with 2 no 3 population */
	question_begin(&q, g, "cities with no population");
	link_result_add(&q.ex.links, LINK_TABLE, LINK_EXACT, 0, 1, 1, -1, NULL);
	link_result_add(&q.ex.links, LINK_COLUMN, LINK_EXACT, 3, 4, 1, 3, NULL);
	beam_of(&c, asts, scores, 1);
	/* the copy -2 (1 below), its source -1 less negation_present's 2 */
	CHECK_INT_EQ(answer_choose(&c, question_facts(&q), &s, &db), 1);
	CHECK_INT_EQ(c.n, 2);
	CHECK(sql_node_equal(c.items[1].hyp.ast, want));
	CHECK_INT_EQ(c.items[0].counts[ANSWER_NEGATION_PRESENT], 1);
	CHECK_INT_EQ(c.items[1].counts[ANSWER_NEGATION_PRESENT], 0);
	CHECK(answer_step_set_has(c.items[0].copied_by, ANSWER_NEGATED_ABSENT));
	CHECK(c.items[0].ranked <= -3.0);
	CHECK(c.items[1].ranked > c.items[0].ranked);
	answer_candidates_free(&c);
	/* dtfixup.negated_flags off turns both steps off: no copy, nothing charged */
	s.step_on[ANSWER_NEGATED_ABSENT] = false;
	s.step_on[ANSWER_NEGATION_PRESENT] = false;
	asts[0] = city_query(g, "city_name", "");
	beam_of(&c, asts, scores, 1);
	CHECK_INT_EQ(answer_choose(&c, &q.facts, &s, &db), 0);
	CHECK_INT_EQ(c.n, 1);
	CHECK_INT_EQ(c.items[0].counts[ANSWER_NEGATION_PRESENT], 0);
	answer_candidates_free(&c);
	sql_node_free(want);
	question_end(&q);
	schema_graph_free(g);
}

UNIT_TEST(repair_copies_the_candidate_and_its_completed_copy_unless_turned_off)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	StoredValues stored = {1, {COL_CITY_NAME}, {"Springfield"}, -1, 0};
	AnswerDatabase db = fake_database(&stored);
	AnswerCandidates c;
	const char *us = "cond_eq expr_column C:0:state_name expr_value V:text:us";
	double		scores[] = {-1.0};
	SqlNode    *asts[1];
	SqlNode    *repaired = city_query(g, "population", ""),
			   *both = city_query(g, "population",
								  "cond_eq expr_column C:0:city_name expr_value V:text:Springfield");
	const AnswerFacts *f;

	answer_settings_init(&s);
	/* tokens: 0 population 1 of 2 springfield 3 in 4 the 5 us: no column stores "us" */
	question_begin(&q, g, "population of springfield in the us");
	link_result_add(&q.ex.links, LINK_VALUE, LINK_EXACT, 2, 3, 1, COL_CITY_NAME, "Springfield");
	f = question_facts(&q);
	asts[0] = city_query(g, "population", us);
	beam_of(&c, asts, scores, 1);
	/*
	 * the beam's, completed (-2), repaired (-2), completed and repaired (-3), in that order;
	 * 'us' is stored nowhere, so the first two fail the check and the third-ranked passes
	 */
	CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 3);
	CHECK_INT_EQ(c.n, 4);
	CHECK(answer_step_set_equal(c.items[1].made_by, answer_step_set_of(ANSWER_COMPLETE_VALUES)));
	CHECK(answer_step_set_equal(c.items[2].made_by, answer_step_set_of(ANSWER_REPAIR_LITERALS)));
	CHECK(sql_node_equal(c.items[2].hyp.ast, repaired));
	CHECK(c.items[2].hyp.score == -2.0);
	CHECK(answer_step_set_equal(c.items[3].made_by,
								answer_step_set_with(answer_step_set_of(ANSWER_COMPLETE_VALUES),
													 ANSWER_REPAIR_LITERALS)));
	CHECK(sql_node_equal(c.items[3].hyp.ast, both));
	CHECK(c.items[3].hyp.score == -3.0);
	/*
	 * which steps copied a candidate: the beam's, both; the completed copy, the repair
	 * (which copies copies); the repaired copy, made after complete_values ran, none
	 */
	CHECK(answer_step_set_equal(c.items[0].copied_by,
								answer_step_set_with(answer_step_set_of(ANSWER_COMPLETE_VALUES),
													 ANSWER_REPAIR_LITERALS)));
	CHECK(answer_step_set_equal(c.items[1].copied_by, answer_step_set_of(ANSWER_REPAIR_LITERALS)));
	CHECK(!answer_step_set_has(c.items[2].copy_tried, ANSWER_COMPLETE_VALUES));
	CHECK(answer_step_set_equal(c.items[2].copied_by, (AnswerStepSet) {{0}}));
	CHECK(answer_step_set_equal(c.items[3].copied_by, (AnswerStepSet) {{0}}));
	CHECK(c.items[0].verdict == ANSWER_VERDICT_FAILED);
	CHECK(c.items[1].verdict == ANSWER_VERDICT_FAILED);
	CHECK(c.items[2].verdict == ANSWER_VERDICT_SKIPPED);	/* ranked last (-4): not reached */
	answer_candidates_free(&c);
	/* dtfixup.literal_repair off: the completed copy alone, which fails, so the best
	 * ranked answers */
	s.step_on[ANSWER_REPAIR_LITERALS] = false;
	asts[0] = city_query(g, "population", us);
	beam_of(&c, asts, scores, 1);
	CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 1);
	CHECK_INT_EQ(c.n, 2);
	answer_candidates_free(&c);
	sql_node_free(repaired);
	sql_node_free(both);
	question_end(&q);
	schema_graph_free(g);
}

UNIT_TEST(a_turned_copy_that_is_a_candidate_already_lifts_its_score)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	AnswerDatabase db = {0};
	AnswerCandidates c;
	SqlNode    *asts[] = {
		city_query(g, "city_name", "cond_lt expr_column C:0:population expr_value V:integer:5"),
		city_query(g, "city_name", "cond_gt expr_column C:0:population expr_value V:integer:5"),
		city_query(g, "city_name", OHIO)};
	double		scores[] = {-1.0, -4.0, -4.5};

	answer_settings_init(&s);
	question_begin(&q, g, "cities with a population over 5");
	beam_of(&c, asts, scores, 3);
	/* "population < 5" turned is the second candidate: it takes the copy's score, 1 below */
	CHECK_INT_EQ(answer_choose(&c, question_facts(&q), &s, &db), 1);
	CHECK_INT_EQ(c.n, 3);
	CHECK(c.items[1].hyp.score == -2.0);
	CHECK_INT_EQ(c.items[1].copies, 0);
	CHECK(answer_step_set_equal(c.items[1].made_by, answer_step_set_of(ANSWER_TURN_DIRECTIONS)));
	CHECK_INT_EQ(c.items[0].counts[ANSWER_AGAINST_DIRECTIONS], 1);
	CHECK(c.items[0].ranked == -3.0);
	CHECK_INT_EQ(c.items[1].counts[ANSWER_AGAINST_DIRECTIONS], 0);
	answer_candidates_free(&c);
	question_end(&q);
	schema_graph_free(g);
}

UNIT_TEST(values_the_user_named_come_first_whether_stored_or_not)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	StoredValues stored = {0, {0}, {NULL}, -1, 0};
	AnswerDatabase db = fake_database(&stored);
	AnswerCandidates c;
	SqlNode    *asts[] = {
		city_query(g, "city_name", ""),
		city_query(g, "city_name", "cond_eq expr_column C:0:city_name expr_value V:text:m0")};
	double		scores[] = {-1.0, -3.0};

	answer_settings_init(&s);
	question_begin(&q, g, "cities named m0");
	beam_of(&c, asts, scores, 2);
	/* only the second says m0: the check looks at it alone, and it answers though it fails */
	CHECK_INT_EQ(answer_choose(&c, question_facts(&q), &s, &db), 1);
	CHECK(c.items[1].verdict == ANSWER_VERDICT_FAILED);
	CHECK(c.items[0].verdict == ANSWER_VERDICT_SKIPPED);
	answer_candidates_free(&c);
	question_end(&q);
	schema_graph_free(g);
}

UNIT_TEST(the_value_check_passes_over_literals_no_row_holds_unless_turned_off)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	StoredValues stored = {1, {COL_CITY_NAME}, {"dallas"}, -1, 0};
	AnswerDatabase db = fake_database(&stored);
	AnswerCandidates c;
	const char *state_dallas = "cond_eq expr_column C:0:state_name expr_value V:text:dallas",
			   *city_dallas = "cond_eq expr_column C:0:city_name expr_value V:text:dallas";
	double		scores[] = {-0.9, -1.3};
	SqlNode    *asts[2];
	const AnswerFacts *f;

	answer_settings_init(&s);
	question_begin(&q, g, "what is the population of dallas");
	f = question_facts(&q);
	asts[0] = city_query(g, "population", state_dallas);
	asts[1] = city_query(g, "population", city_dallas);
	beam_of(&c, asts, scores, 2);
	CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 1);
	CHECK(c.items[0].verdict == ANSWER_VERDICT_FAILED);
	CHECK(c.items[1].verdict == ANSWER_VERDICT_PASSED);
	CHECK(stored.lookups >= 2);
	answer_candidates_free(&c);
	/* dtfixup.value_check off: the best ranked, nothing looked up */
	s.step_on[ANSWER_VALUE_CHECK] = false;
	stored.lookups = 0;
	asts[0] = city_query(g, "population", state_dallas);
	asts[1] = city_query(g, "population", city_dallas);
	beam_of(&c, asts, scores, 2);
	CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 0);
	CHECK(c.items[0].verdict == ANSWER_VERDICT_SKIPPED);
	CHECK_INT_EQ(stored.lookups, 0);
	answer_candidates_free(&c);
	question_end(&q);
	schema_graph_free(g);
}

UNIT_TEST(a_constant_answer_column_fails_for_the_general_model_only)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	StoredValues stored = {0, {0}, {NULL}, COL_CITY_STATE_NAME, 0};
	AnswerDatabase db = fake_database(&stored);
	AnswerCandidates c;
	double		scores[] = {-1.0, -2.0};
	SqlNode    *asts[2];
	const AnswerFacts *f;

	answer_settings_init(&s);
	question_begin(&q, g, "which cities are largest");
	f = question_facts(&q);
	s.general_model = true;
	asts[0] = city_query(g, "state_name", "");
	asts[1] = city_query(g, "city_name", "");
	beam_of(&c, asts, scores, 2);
	CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 1);
	CHECK(c.items[0].verdict == ANSWER_VERDICT_CONSTANT_ANSWER);
	answer_candidates_free(&c);
	/* a model trained on the database's own questions has learned when it is the answer */
	s.general_model = false;
	asts[0] = city_query(g, "state_name", "");
	asts[1] = city_query(g, "city_name", "");
	beam_of(&c, asts, scores, 2);
	CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 0);
	CHECK(c.items[0].verdict == ANSWER_VERDICT_PASSED);
	answer_candidates_free(&c);
	question_end(&q);
	schema_graph_free(g);
}

/* A stand-in for running a candidate: the one output column whose queries answer with
 * rows (-1: none does; -2: every run runs out of time), how many runs, and whether the
 * last asked for values. */
typedef struct RowsRuns
{
	StoredValues stored;
	const SchemaGraph *g;
	int			column_with_rows;
	int			runs;
	bool		values;
} RowsRuns;

static int
fake_answers_rows(void *arg, const SqlNode *ast, bool values)
{
	RowsRuns   *r = arg;
	const SqlNode *e = sql_node_child(ast->slots[SQL_SELECT_ITEMS].children[0], 0);

	r->runs++;
	r->values = values;
	if (r->column_with_rows == -2)
		return -1;
	return e != NULL && sql_column_graph_index(r->g, e) == r->column_with_rows ? 1 : 0;
}

static bool
fake_rows_column_holds(void *arg, int column, const SqlComparison *cmp)
{
	return fake_column_holds(&((RowsRuns *) arg)->stored, column, cmp);
}

static bool
fake_rows_one_value(void *arg, int column)
{
	return fake_column_has_one_value(&((RowsRuns *) arg)->stored, column);
}

/* The general model's answer that runs to no row gives way to the next plain query the
 * checks pass, where that one answers with rows; else, or past the time allowed, the
 * first stays. */
UNIT_TEST(an_answer_with_no_row_gives_way_to_the_next_with_rows)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	RowsRuns	runs = {{0, {0}, {NULL}, -1, 0}, g, COL_CITY_STATE_NAME, 0, false};
	AnswerDatabase db = {0};
	AnswerCandidates c;
	double		scores[] = {-1.0, -1.5, -2.0};
	SqlNode    *asts[3];
	const AnswerFacts *f;
	const int	columns[] = {COL_CITY_NAME, -2, -1, COL_CITY_NAME};

	db.column_holds = fake_rows_column_holds;
	db.column_has_one_value = fake_rows_one_value;
	db.answers_rows = fake_answers_rows;
	db.lookups_arg = &runs;
	answer_settings_init(&s);
	s.general_model = true;
	question_begin(&q, g, "which state is the city in");
	f = question_facts(&q);
	for (int k = 0; k < 4; k++)
	{
		runs.column_with_rows = columns[k];
		runs.runs = 0;
		asts[0] = city_query(g, "state_name", "");
		asts[1] = k < 3 ? city_query(g, "city_name", "") :
			query_of(g, "sql_union sql_select from_table T:city ; select_expr expr_column C:0:city_name ; ; ; ; ; ; "
					 "sql_select from_table T:state ; select_expr expr_column C:1:state_name ; ; ; ; ; ;");
		asts[2] = k < 3 ? city_query(g, "population", "") : city_query(g, "city_name", "");
		beam_of(&c, asts, scores, 3);
		switch (k)
		{
			case 0:				/* the second answers with rows: it answers */
				CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 1);
				CHECK(c.items[0].verdict == ANSWER_VERDICT_NO_ROWS);
				CHECK_INT_EQ(runs.runs, 2);
				CHECK(runs.values);	/* no aggregate: rows of NULLs alone are none */
				break;
			case 1:				/* out of time: the first stays, run once */
				CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 0);
				CHECK_INT_EQ(runs.runs, 1);
				break;
			case 2:				/* none answers with rows: the first stays, two runs */
				CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 0);
				CHECK(c.items[0].verdict == ANSWER_VERDICT_NO_ROWS);
				CHECK_INT_EQ(runs.runs, 2);
				break;
			default:			/* a set operation is not run, so it does not take the
								 * first's place: the next plain query does */
				CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 2);
				CHECK_INT_EQ(runs.runs, 2);
				break;
		}
		answer_candidates_free(&c);
	}
	/* a model trained on the database's own questions: nothing runs */
	s.general_model = false;
	runs.column_with_rows = COL_CITY_NAME;
	runs.runs = 0;
	asts[0] = city_query(g, "state_name", "");
	asts[1] = city_query(g, "city_name", "");
	beam_of(&c, asts, scores, 2);
	CHECK_INT_EQ(answer_choose(&c, f, &s, &db), 0);
	CHECK_INT_EQ(runs.runs, 0);
	answer_candidates_free(&c);
	question_end(&q);
	schema_graph_free(g);
}

UNIT_TEST(the_cascade_stands_where_the_first_is_chosen_and_leads_by_the_margin)
{
	SchemaGraph *g = geo_graph();
	AnswerSettings s;
	AnswerCandidates c;
	SqlNode    *asts[2];
	double		apart[] = {-1.0, -2.0},
				close[] = {-1.0, -1.2};

	answer_settings_init(&s);
	s.general_cascade = 2;
	s.general_cascade_margin = 0.5;
	CHECK_INT_EQ(answer_cascade_first(&s, 4), 0);	/* not the general model */
	s.general_model = true;
	CHECK_INT_EQ(answer_cascade_first(&s, 4), 2);
	CHECK_INT_EQ(answer_cascade_first(&s, 2), 0);	/* no more parsers to ask */
	s.general_cascade = 0;
	CHECK_INT_EQ(answer_cascade_first(&s, 4), 0);
	s.general_cascade = 2;

	asts[0] = city_query(g, "city_name", "");
	asts[1] = city_query(g, "city_name", OHIO);
	beam_of(&c, asts, apart, 2);
	CHECK(answer_cascade_sure(&c, 0, &s));
	CHECK(!answer_cascade_sure(&c, 1, &s));
	/* the first's repaired copy counts as the first; a completed one does not */
	answer_candidates_append(&c, city_query(g, "state_name", ""), -2.0, 0,
							 answer_step_set_of(ANSWER_REPAIR_LITERALS));
	answer_candidates_append(&c, city_query(g, "population", ""), -3.0, 0,
							 answer_step_set_with(answer_step_set_of(ANSWER_REPAIR_LITERALS),
												  ANSWER_COMPLETE_VALUES));
	CHECK(answer_cascade_sure(&c, 2, &s));
	CHECK(!answer_cascade_sure(&c, 3, &s));
	answer_candidates_free(&c);

	asts[0] = city_query(g, "city_name", "");
	asts[1] = city_query(g, "city_name", OHIO);
	beam_of(&c, asts, close, 2);
	CHECK(!answer_cascade_sure(&c, 0, &s));
	s.general_cascade_margin = 0.1;
	CHECK(answer_cascade_sure(&c, 0, &s));
	answer_candidates_free(&c);
	schema_graph_free(g);
}

static const SqlNode *stored_pair_query;

static const SqlNode *
fake_stored_pair(void *arg, const AnswerFacts *facts)
{
	(*(int *) arg)++;
	return stored_pair_query;
}

UNIT_TEST(a_stored_pair_answers_before_any_decode_unless_turned_off)
{
	SchemaGraph *g = geo_graph();
	Question	q;
	AnswerSettings s;
	AnswerDatabase db = {0};
	Answer		a;
	DtError		err = {0};
	int			asked = 0;
	SqlNode    *pair = city_query(g, "city_name", OHIO);

	answer_settings_init(&s);
	question_begin(&q, g, "cities in ohio");
	stored_pair_query = pair;
	db.stored_pair = fake_stored_pair;
	db.stored_pair_arg = &asked;
	/* no parser: the answer must come without a decode */
	CHECK(answer_question(NULL, 0, &q.ex, question_facts(&q), &s, &db, &a, &err));
	CHECK(answer_query(&a) == pair);
	CHECK_INT_EQ(a.parsers_decoded, 0);
	CHECK_INT_EQ(a.candidates.n, 0);
	CHECK_INT_EQ(asked, 1);
	CHECK(a.confidence == 1.0);	/* the user's own correction */
	answer_free(&a);
	/* dtfixup.answer_from_feedback off: the pairs are not asked, the decode is (and fails
	 * here, with no parser) */
	s.step_on[ANSWER_STORED_PAIR] = false;
	CHECK(!answer_question(NULL, 0, &q.ex, &q.facts, &s, &db, &a, &err));
	CHECK_INT_EQ(asked, 1);
	CHECK(answer_query(&a) == NULL);
	answer_free(&a);
	sql_node_free(pair);
	question_end(&q);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(steps_run_in_table_order_from_stored_pair_to_finish);
	UNIT_RUN(rewrites_say_each_beam_candidate_as_a_person_would);
	UNIT_RUN(a_candidate_leaving_a_stored_value_out_gets_a_completed_copy_one_below);
	UNIT_RUN(rewrites_on_copies_rewrite_what_copy_steps_make);
	UNIT_RUN(the_source_of_a_copy_pays_the_cost_step_paired_with_its_copy_step);
	UNIT_RUN(repair_copies_the_candidate_and_its_completed_copy_unless_turned_off);
	UNIT_RUN(a_turned_copy_that_is_a_candidate_already_lifts_its_score);
	UNIT_RUN(values_the_user_named_come_first_whether_stored_or_not);
	UNIT_RUN(the_value_check_passes_over_literals_no_row_holds_unless_turned_off);
	UNIT_RUN(a_constant_answer_column_fails_for_the_general_model_only);
	UNIT_RUN(an_answer_with_no_row_gives_way_to_the_next_with_rows);
	UNIT_RUN(the_cascade_stands_where_the_first_is_chosen_and_leads_by_the_margin);
	UNIT_RUN(a_stored_pair_answers_before_any_decode_unless_turned_off);
	UNIT_DONE();
}
