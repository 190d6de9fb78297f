/*
 * answer_confidence.c — the features of an answer and the fitted map to a probability
 * (answer_confidence.h).
 */
#include "answer/answer_confidence.h"

#include <math.h>

#include "answer/answer_steps.h"
#include "sql/sql_exact_match.h"

/* A margin or a log-probability beyond these says nothing more (and keeps one very sure
 * or very unsure answer from dominating the fit). */
#define MARGIN_CAP 5.0
#define LOGPROB_FLOOR (-10.0)
#define LEFT_OUT_CAP 3.0
#define SIZE_CAP 5.0
#define TABLES_UNREAD_CAP 3.0

const char *const answer_confidence_feature_names[CONF_N_FEATURES] = {
	"margin", "logprob", "sure", "disagree", "value_failed", "left_out", "size", "copy",
	"tables_unread"
};

/*
 * THE COEFFICIENTS, in one place.  A logistic regression of "the answer is right" on the
 * features above and one product of two of them: p = 1 / (1 + exp(-z)), where
 * z = bias + sum weight[k] * x[k] + weight_margin_logprob * margin * logprob.  The product
 * lets a wide margin count for less where the answer itself is unlikely (and the reverse);
 * with it the map is better calibrated on the databases it was not fitted on (Spider dev's
 * held-out databases and GeoQuery), with the same ranking.  Fitted on the general
 * model's answers (beam 5, dtfixup.value_link_time_budget = 0, every other setting its
 * default) to the Spider dev questions (right: its result equals the gold query's, or exact
 * set match on wta_1, which has no rows; the 55 whose gold query PostgreSQL refuses cannot
 * be judged and are left out: 772 answers), by bench/confidence/fit.py (GeoQuery's 598
 * questions asked zero-shot are measured, not fitted on); refit with
 *
 *   sh bench/confidence/run.sh        (collects the features, then runs fit.py)
 *
 * and paste the "C coefficients" it prints here.  Its report (bench/README.md, "How sure an
 * answer is") cross-validates by database: fitted on some databases, measured on the others.
 */
static const double confidence_bias = 0.4726;
static const double confidence_weight[CONF_N_FEATURES] = {
	0.3536, 0.5705, 0.0459, 0.2431, -0.2617, 0.5348, 0.3476, 0.1657, -0.2757
};								/* margin, logprob, sure, disagree, value_failed,
								 * left_out, size, copy, tables_unread */
static const double confidence_weight_margin_logprob = 0.0691;

const char *
answer_agreement_name(AnswerAgreement a)
{
	switch (a)
	{
		case ANSWER_AGREEMENT_SURE:
			return "sure";
		case ANSWER_AGREEMENT_SAME:
			return "same";
		case ANSWER_AGREEMENT_DIFFERENT:
			return "different";
		case ANSWER_AGREEMENT_NONE:
			break;
	}
	return "none";
}

static double
clamp(double v, double lo, double hi)
{
	return v < lo ? lo : (v > hi ? hi : v);
}

/* Candidate i's ranked score less the best ranked score of a candidate that is another
 * query (the beam may hold one query twice once rewritten); MARGIN_CAP when none is. */
static double
margin_over_others(const AnswerCandidates *c, int i)
{
	double		best = 0;
	bool		any = false;

	for (int k = 0; k < c->n; k++)
	{
		if (k == i || (any && c->items[k].ranked <= best) ||
			ast_exact_match(c->items[k].hyp.ast, c->items[i].hyp.ast))
			continue;
		best = c->items[k].ranked;
		any = true;
	}
	return any ? clamp(c->items[i].ranked - best, -MARGIN_CAP, MARGIN_CAP) : MARGIN_CAP;
}

/* Tables the question names (its table links, of any match) that no table instance of
 * actions reads: a question about a table's rows answered from another table alone is
 * more often wrong.  Each table counts once, however many spans name it. */
static int
tables_unread(const SqlActionList *actions, const AnswerFacts *facts)
{
	int			n = 0;

	for (int l = 0; l < facts->links->n_links; l++)
	{
		const SchemaLink *link = &facts->links->links[l];
		bool		counted = false,
					read = false;

		if (link->kind != LINK_TABLE || link->table < 0)
			continue;
		for (int e = 0; e < l && !counted; e++)
			counted = facts->links->links[e].kind == LINK_TABLE &&
				facts->links->links[e].table == link->table;
		for (int k = 0; k < actions->n && !read && !counted; k++)
			read = actions->items[k].kind == SQL_ACT_SELECT_TABLE &&
				actions->items[k].table == link->table;
		n += !counted && !read;
	}
	return n;
}

void
answer_confidence_features(const AnswerCandidates *c, int i, int chosen,
						   AnswerAgreement agreement, const AnswerFacts *facts,
						   AnswerConfidenceFeatures *out)
{
	const AnswerCandidate *cand = &c->items[i];
	bool		is_answer = i == chosen ||
		(chosen >= 0 && ast_exact_match(cand->hyp.ast, c->items[chosen].hyp.ast));
	int			left_out = cand->counts[ANSWER_LEFT_OUT_MENTIONS] +
		cand->counts[ANSWER_LEFT_OUT_VALUES] + cand->counts[ANSWER_AGAINST_DIRECTIONS];

	out->x[CONF_MARGIN] = margin_over_others(c, i);
	out->x[CONF_LOGPROB] = clamp(cand->ranked, LOGPROB_FLOOR, 0);
	out->x[CONF_SURE] = is_answer && agreement == ANSWER_AGREEMENT_SURE;
	/* where a cascade ran, the parsers' answer was the chosen query: another one is
	 * against them */
	out->x[CONF_DISAGREE] = is_answer ? agreement == ANSWER_AGREEMENT_DIFFERENT
		: agreement != ANSWER_AGREEMENT_NONE;
	out->x[CONF_VALUE_FAILED] = cand->verdict == ANSWER_VERDICT_FAILED ||
		cand->verdict == ANSWER_VERDICT_CONSTANT_ANSWER;
	out->x[CONF_LEFT_OUT] = clamp(left_out, 0, LEFT_OUT_CAP);
	out->x[CONF_SIZE] = clamp(cand->hyp.actions.n / 10.0, 0, SIZE_CAP);
	out->x[CONF_COPY] = cand->copies >= 0;
	out->x[CONF_TABLES_UNREAD] = facts != NULL && facts->links != NULL
		? clamp(tables_unread(&cand->hyp.actions, facts), 0, TABLES_UNREAD_CAP) : 0;
}

double
answer_confidence_of(const AnswerConfidenceFeatures *f)
{
	double		z = confidence_bias;

	for (int k = 0; k < CONF_N_FEATURES; k++)
		z += confidence_weight[k] * f->x[k];
	z += confidence_weight_margin_logprob * f->x[CONF_MARGIN] * f->x[CONF_LOGPROB];
	return 1.0 / (1.0 + exp(-z));
}

double
answer_candidate_confidence(const AnswerCandidates *c, int i, int chosen,
							AnswerAgreement agreement, const AnswerFacts *facts)
{
	AnswerConfidenceFeatures f;

	answer_confidence_features(c, i, chosen, agreement, facts, &f);
	return answer_confidence_of(&f);
}
