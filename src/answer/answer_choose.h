/*
 * answer_choose.h — the one way a question is answered after the decoder: the stored-pair
 * shortcut, the general model's cascade of decodes, and for each decode the table of
 * steps (answer_steps.h) in order.  nl2sql, nl2sql_execute, dtfixup_explain,
 * dtfixup_evaluate and training's validation all answer through answer_question
 * (src/pg/answer/answering.h gives it the database).
 *
 * The cascade (dtfixup.general_cascade): the general model is an ensemble of four parsers,
 * and on two cores the whole ensemble takes about twice as long as its first two.  So its
 * first general_cascade parsers decode alone, and their answer stands where they are sure
 * of it: the candidate chosen is their first (or the first's repaired copy: the same query
 * less a literal no column stores, or with a stored value's spelling), and the first leads
 * the second by at least general_cascade_margin in log-probability.  Else every parser
 * decodes the question again together, the first ones reusing their encodings
 * (parser_decode_ensemble_reusing).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_ANSWER_CHOOSE_H
#define DTFIXUP_ANSWER_CHOOSE_H

#include "answer/answer_confidence.h"
#include "answer/answer_steps.h"
#include "common/error.h"
#include "model/parser.h"

typedef struct Answer
{
	const SqlNode *stored_pair;	/* the stored pair's query that answered (the database's),
								 * or NULL */
	AnswerCandidates candidates;	/* of the decode that answered, in the order the steps
									 * made them: the beam's, then their copies */
	int			chosen;			/* the candidate answered with; -1: none */
	int			parsers_decoded;	/* the parsers of that decode; 0 for a stored pair */
	AnswerAgreement agreement;	/* what the cascade said of the chosen query */
	AnswerConfidenceFeatures features;	/* the chosen candidate's (answer_confidence.h) */
	double		confidence;		/* the probability that the answer is right, in [0, 1]:
								 * 1 for a stored pair, 0 when no query was found */
} Answer;

/*
 * Answer the decoding example ex (its facts: answer_facts_find(ex)) with parsers[0..n)
 * under settings s, the database's side db.  False (err set) when the decode failed or was
 * stopped; else out->stored_pair, or out->chosen (-1 when the beam found no query), and
 * out->confidence.
 */
bool		answer_question(Parser *const *parsers, int n_parsers, const ParserExample *ex,
							const AnswerFacts *facts, const AnswerSettings *s,
							const AnswerDatabase *db, Answer *out, DtError *err);

/* The query answered with: the stored pair's or the chosen candidate's; NULL for none. */
const SqlNode *answer_query(const Answer *a);

void		answer_free(Answer *a);

/*
 * One decode's candidates c (the beam's, answer_candidates_from_beam) through the steps
 * after the stored pair, in table order: rewritten, copied, costed, ordered and checked.
 * Returns the index of the candidate chosen (-1 when c is empty).
 */
int			answer_choose(AnswerCandidates *c, const AnswerFacts *facts, const AnswerSettings *s,
						  const AnswerDatabase *db);

/* The rewrite steps alone, on the beam's candidates (benchmarks of the bare model). */
void		answer_rewrite(AnswerCandidates *c, const AnswerFacts *facts, const AnswerSettings *s);

/* How many parsers decode first (0: all at once): the general model only, the setting on,
 * and fewer than the ensemble has. */
int			answer_cascade_first(const AnswerSettings *s, int n_parsers);

/* Whether the first parsers' answer stands: candidate chosen of c is the first, or the
 * first's repaired copy, and the first leads the second by the margin. */
bool		answer_cascade_sure(const AnswerCandidates *c, int chosen, const AnswerSettings *s);

#endif
