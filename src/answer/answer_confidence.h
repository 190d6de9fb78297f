/*
 * answer_confidence.h — the probability that an answer is right, from what the answer stage
 * already knows of it (docs/answers.md, "How sure an answer is").
 *
 * Nothing is computed again for it: the features are read off the candidates the steps
 * made (answer_candidates.h: scores, the cost steps' counts, the value check's verdict,
 * where a copy came from), off the general model's cascade (answer_choose.h: whether its
 * first parsers' answer stood, and if not whether the whole ensemble chose the same
 * query) and off the question's table links (answer_facts.h).  A logistic map with a
 * handful of weights, fitted on Spider dev (bench/confidence/), turns them into a
 * probability in [0, 1].
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_ANSWER_CONFIDENCE_H
#define DTFIXUP_ANSWER_CONFIDENCE_H

#include "answer/answer_candidates.h"
#include "answer/answer_facts.h"

/* What the general model's cascade says of the parsers' agreement on the answer. */
typedef enum AnswerAgreement
{
	ANSWER_AGREEMENT_NONE = 0,	/* one decode: no cascade (other models, or it is off) */
	ANSWER_AGREEMENT_SURE,		/* the first parsers' answer stood (answer_cascade_sure) */
	ANSWER_AGREEMENT_SAME,		/* all parsers decoded again and chose the first ones' query */
	ANSWER_AGREEMENT_DIFFERENT	/* all parsers decoded again and chose another query */
} AnswerAgreement;

const char *answer_agreement_name(AnswerAgreement a);

/* The features of one candidate taken as the answer, in the order of the weights. */
typedef enum AnswerConfidenceFeature
{
	CONF_MARGIN,				/* its ranked score less the best other query's, in [-5, 5] */
	CONF_LOGPROB,				/* its ranked score (log-probability less costs), in [-10, 0] */
	CONF_SURE,					/* 1: the cascade's first parsers were sure of it */
	CONF_DISAGREE,				/* 1: the first parsers chose another query */
	CONF_VALUE_FAILED,			/* 1: the value check failed it (no candidate passed) */
	CONF_LEFT_OUT,				/* question links it leaves out (mentions, values,
								 * directions against the words), at most 3 */
	CONF_SIZE,					/* its actions / 10, at most 5 */
	CONF_COPY,					/* 1: a copy a step made (completed, repaired, turned) */
	CONF_TABLES_UNREAD,			/* tables the question names that it does not read, at
								 * most 3 */
	CONF_N_FEATURES
} AnswerConfidenceFeature;

typedef struct AnswerConfidenceFeatures
{
	double		x[CONF_N_FEATURES];
} AnswerConfidenceFeatures;

extern const char *const answer_confidence_feature_names[CONF_N_FEATURES];

/*
 * The features of candidate i of c taken as the answer, where chosen is the candidate the
 * stage answered with, agreement what the cascade said of it and facts the question's (the
 * graph the candidates read and the question's links; NULL: the features of the question
 * are 0).  For a candidate other than the chosen one (and not the same query): the parsers
 * agreed on another query where a cascade ran, and a candidate the value check did not
 * reach counts as passing.
 */
void		answer_confidence_features(const AnswerCandidates *c, int i, int chosen,
									   AnswerAgreement agreement, const AnswerFacts *facts,
									   AnswerConfidenceFeatures *out);

/* The calibrated probability of features f: the fitted logistic map, in [0, 1]. */
double		answer_confidence_of(const AnswerConfidenceFeatures *f);

/* The probability that candidate i is right (features, then the map). */
double		answer_candidate_confidence(const AnswerCandidates *c, int i, int chosen,
										AnswerAgreement agreement, const AnswerFacts *facts);

#endif
