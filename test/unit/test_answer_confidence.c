/*
 * test_answer_confidence.c — how sure an answer is (answer/answer_confidence.h), without
 * PostgreSQL: each feature read off hand-made candidates (the margin over the next other
 * query, the ranked score, the cascade's agreement, the value check's verdict, the links
 * left out, the size, a copy), and the map to a probability in [0, 1].  The fitted weights
 * are bench/confidence's; these tests hold whatever their values.
 *
 * Queries are built from action sequences in the notation of action_notation.h.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "answer/answer_choose.h"
#include "answer/answer_confidence.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_transition.h"
#include "action_notation.h"
#include "unit.h"

static SchemaGraph *
city_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	return g;
}

static ActionNotation notation;

/* SELECT column FROM city, with its actions (the size feature counts them). */
static void
city_hypothesis(const SchemaGraph *g, const char *column, double score, ParserHypothesis *h)
{
	char		text[256];
	DtError		err = {0};

	snprintf(text, sizeof(text),
			 "sql_select from_table T:city ; select_expr expr_column C:0:%s ; ; ; ; ; ;", column);
	notation.n_instances = 0;
	action_notation_parse(&notation, g, text, &h->actions);
	h->ast = ts_build_ast(g, &h->actions, &err);
	h->score = score;
	if (h->ast == NULL)
	{
		fprintf(stderr, "test typo: %s: %s\n", text, err.message);
		abort();
	}
}

/* Candidates of the given columns and ranked scores, as the steps leave them. */
static void
candidates_of(AnswerCandidates *c, const SchemaGraph *g, const char *const *columns,
			  const double *ranked, int n)
{
	ParserHypothesis *beam = calloc((size_t) n + 1, sizeof(ParserHypothesis));

	for (int i = 0; i < n; i++)
		city_hypothesis(g, columns[i], ranked[i], &beam[i]);
	answer_candidates_from_beam(c, beam, n);
	for (int i = 0; i < n; i++)
		c->items[i].ranked = ranked[i];
}

UNIT_TEST(the_margin_is_over_the_next_other_query_and_capped)
{
	SchemaGraph *g = city_graph();
	AnswerCandidates c;
	AnswerConfidenceFeatures f;
	/* the second is the first again (a rewrite can make the beam hold one query twice) */
	const char *const cols[] = {"city_name", "city_name", "population"};
	double		ranked[] = {-0.5, -0.7, -2.0};

	candidates_of(&c, g, cols, ranked, 3);
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK_NEAR(f.x[CONF_MARGIN], 1.5, 1e-12);
	CHECK_NEAR(f.x[CONF_LOGPROB], -0.5, 1e-12);
	/* a candidate below another query has a negative margin */
	answer_confidence_features(&c, 2, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK_NEAR(f.x[CONF_MARGIN], -1.5, 1e-12);
	/* far apart: capped; a very low score: floored */
	c.items[2].ranked = -40;
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK_NEAR(f.x[CONF_MARGIN], 5.0, 1e-12);
	answer_confidence_features(&c, 2, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK_NEAR(f.x[CONF_MARGIN], -5.0, 1e-12);
	CHECK_NEAR(f.x[CONF_LOGPROB], -10.0, 1e-12);
	answer_candidates_free(&c);

	/* alone: as sure as a margin can say */
	candidates_of(&c, g, cols, ranked, 1);
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK_NEAR(f.x[CONF_MARGIN], 5.0, 1e-12);
	answer_candidates_free(&c);
	schema_graph_free(g);
}

UNIT_TEST(the_cascade_says_whether_the_parsers_agree_on_the_answer)
{
	SchemaGraph *g = city_graph();
	AnswerCandidates c;
	AnswerConfidenceFeatures f;
	const char *const cols[] = {"city_name", "population"};
	double		ranked[] = {-0.5, -2.0};

	candidates_of(&c, g, cols, ranked, 2);
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_SURE, NULL, &f);
	CHECK(f.x[CONF_SURE] == 1 && f.x[CONF_DISAGREE] == 0);
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_SAME, NULL, &f);
	CHECK(f.x[CONF_SURE] == 0 && f.x[CONF_DISAGREE] == 0);
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_DIFFERENT, NULL, &f);
	CHECK(f.x[CONF_SURE] == 0 && f.x[CONF_DISAGREE] == 1);
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK(f.x[CONF_SURE] == 0 && f.x[CONF_DISAGREE] == 0);
	/* another candidate than the parsers' answer is against them where a cascade ran */
	answer_confidence_features(&c, 1, 0, ANSWER_AGREEMENT_SURE, NULL, &f);
	CHECK(f.x[CONF_SURE] == 0 && f.x[CONF_DISAGREE] == 1);
	answer_confidence_features(&c, 1, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK(f.x[CONF_DISAGREE] == 0);
	answer_candidates_free(&c);
	schema_graph_free(g);
}

UNIT_TEST(the_steps_findings_are_read_not_found_again)
{
	SchemaGraph *g = city_graph();
	AnswerCandidates c;
	AnswerConfidenceFeatures f;
	const char *const cols[] = {"city_name", "population"};
	double		ranked[] = {-0.5, -2.0};

	candidates_of(&c, g, cols, ranked, 2);
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK(f.x[CONF_VALUE_FAILED] == 0 && f.x[CONF_LEFT_OUT] == 0 && f.x[CONF_COPY] == 0);
	CHECK_NEAR(f.x[CONF_SIZE], c.items[0].hyp.actions.n / 10.0, 1e-12);
	CHECK(c.items[0].hyp.actions.n > 0);

	c.items[0].verdict = ANSWER_VERDICT_FAILED;
	c.items[0].counts[ANSWER_LEFT_OUT_MENTIONS] = 1;
	c.items[0].counts[ANSWER_LEFT_OUT_VALUES] = 1;
	c.items[0].counts[ANSWER_AGAINST_DIRECTIONS] = 5;	/* capped at 3 */
	c.items[0].copies = 1;
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK(f.x[CONF_VALUE_FAILED] == 1 && f.x[CONF_COPY] == 1);
	CHECK_NEAR(f.x[CONF_LEFT_OUT], 3.0, 1e-12);
	c.items[0].verdict = ANSWER_VERDICT_CONSTANT_ANSWER;
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK(f.x[CONF_VALUE_FAILED] == 1);
	/* not looked at (the check off, or a better candidate passed): not failed */
	c.items[0].verdict = ANSWER_VERDICT_SKIPPED;
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK(f.x[CONF_VALUE_FAILED] == 0);
	answer_candidates_free(&c);
	schema_graph_free(g);
}

/* Tables the question names that the answer does not read: counted once each, and only
 * with the question's facts. */
UNIT_TEST(tables_the_question_names_and_the_answer_does_not_read)
{
	SchemaGraph *g = city_graph();
	AnswerCandidates c;
	AnswerConfidenceFeatures f;
	AnswerFacts facts;
	LinkResult links;
	const char *const cols[] = {"city_name"};
	double		ranked[] = {-0.5};
	int			state;

	state = schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	candidates_of(&c, g, cols, ranked, 1);
	memset(&facts, 0, sizeof(facts));
	facts.graph = g;
	facts.links = &links;
	link_result_init(&links);
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 0, 1, 0, -1, NULL);	/* city: read */
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, &facts, &f);
	CHECK(f.x[CONF_TABLES_UNREAD] == 0);
	/* "state" twice (two spans), and a column link: one table unread */
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 2, 3, state, -1, NULL);
	link_result_add(&links, LINK_TABLE, LINK_PARTIAL, 4, 5, state, -1, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 5, 6, state, g->tables[state].first_column,
					NULL);
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, &facts, &f);
	CHECK(f.x[CONF_TABLES_UNREAD] == 1);
	/* without the facts: 0 */
	answer_confidence_features(&c, 0, 0, ANSWER_AGREEMENT_NONE, NULL, &f);
	CHECK(f.x[CONF_TABLES_UNREAD] == 0);
	link_result_free(&links);
	answer_candidates_free(&c);
	schema_graph_free(g);
}

UNIT_TEST(the_map_gives_a_probability_for_any_features)
{
	AnswerConfidenceFeatures f;
	/* every corner of the features' ranges */
	const double lo[CONF_N_FEATURES] = {-5, -10, 0, 0, 0, 0, 0, 0, 0};
	const double hi[CONF_N_FEATURES] = {5, 0, 1, 1, 1, 3, 5, 1, 3};

	for (int corner = 0; corner < (1 << CONF_N_FEATURES); corner++)
	{
		double		p;

		for (int k = 0; k < CONF_N_FEATURES; k++)
			f.x[k] = (corner >> k) & 1 ? hi[k] : lo[k];
		p = answer_confidence_of(&f);
		CHECK(isfinite(p) && p >= 0.0 && p <= 1.0);
	}
	for (int k = 0; k < CONF_N_FEATURES; k++)
		CHECK(answer_confidence_feature_names[k] != NULL);
	CHECK(strcmp(answer_agreement_name(ANSWER_AGREEMENT_SURE), "sure") == 0);
}

UNIT_TEST(a_candidates_confidence_is_the_map_of_its_features)
{
	SchemaGraph *g = city_graph();
	AnswerCandidates c;
	AnswerConfidenceFeatures f;
	const char *const cols[] = {"city_name", "population"};
	double		ranked[] = {-0.5, -2.0};

	candidates_of(&c, g, cols, ranked, 2);
	for (int i = 0; i < 2; i++)
	{
		answer_confidence_features(&c, i, 0, ANSWER_AGREEMENT_SAME, NULL, &f);
		CHECK(answer_candidate_confidence(&c, i, 0, ANSWER_AGREEMENT_SAME, NULL) ==
			  answer_confidence_of(&f));
	}
	answer_candidates_free(&c);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_margin_is_over_the_next_other_query_and_capped);
	UNIT_RUN(the_cascade_says_whether_the_parsers_agree_on_the_answer);
	UNIT_RUN(the_steps_findings_are_read_not_found_again);
	UNIT_RUN(tables_the_question_names_and_the_answer_does_not_read);
	UNIT_RUN(the_map_gives_a_probability_for_any_features);
	UNIT_RUN(a_candidates_confidence_is_the_map_of_its_features);
	UNIT_DONE();
}
