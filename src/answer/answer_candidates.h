/*
 * answer_candidates.h — the candidates an answer is chosen from: the beam's queries, then
 * the copies the answer steps make of them (answer_steps.h), each with where it comes
 * from, what the steps found of it and its verdict from the database.
 *
 * Pure: no PostgreSQL.  Memory is the stage's (common/alloc.h: the current memory context
 * inside a backend).
 */
#ifndef DTFIXUP_ANSWER_CANDIDATES_H
#define DTFIXUP_ANSWER_CANDIDATES_H

#include <stdbool.h>
#include <stdint.h>

#include "model/parser.h"
#include "sql/sql_ast.h"

/* Steps of the answer table at most (answer_steps.h: ANSWER_N_STEPS): a multiple of 64. */
#define ANSWER_STEPS_MAX 192

/* A set of answer steps, one bit each: the copy steps that made a candidate. */
typedef struct AnswerStepSet
{
	uint64_t	bits[ANSWER_STEPS_MAX / 64];
} AnswerStepSet;

/* The set of step alone. */
static inline AnswerStepSet
answer_step_set_of(int step)
{
	AnswerStepSet s = {{0}};

	s.bits[step / 64] = (uint64_t) 1 << (step % 64);
	return s;
}

/* s and step. */
static inline AnswerStepSet
answer_step_set_with(AnswerStepSet s, int step)
{
	s.bits[step / 64] |= (uint64_t) 1 << (step % 64);
	return s;
}

/* Whether s holds step. */
static inline bool
answer_step_set_has(AnswerStepSet s, int step)
{
	return (s.bits[step / 64] >> (step % 64)) & 1;
}

/* Whether a and b hold the same steps. */
static inline bool
answer_step_set_equal(AnswerStepSet a, AnswerStepSet b)
{
	for (int w = 0; w < ANSWER_STEPS_MAX / 64; w++)
		if (a.bits[w] != b.bits[w])
			return false;
	return true;
}

/* What the value check found of one candidate (dtfixup_explain's "value_check"). */
typedef enum AnswerVerdict
{
	ANSWER_VERDICT_PASSED = 0,	/* every checked literal occurs in its column */
	ANSWER_VERDICT_FAILED,		/* some literal occurs nowhere it could come from, or a
								 * scalar subquery reads whole tables */
	ANSWER_VERDICT_SKIPPED,		/* not looked at (the check is off, or an earlier
								 * candidate was chosen) */
	ANSWER_VERDICT_CONSTANT_ANSWER,	/* its literals pass, but an answer column the
									 * question does not mention holds one value in
									 * every row */
	ANSWER_VERDICT_NO_ROWS		/* its literals pass, but run, it answers with no row
								 * (answer_choose.c: the rows check) */
} AnswerVerdict;

const char *answer_verdict_name(AnswerVerdict v);

typedef struct AnswerCandidate
{
	ParserHypothesis hyp;		/* its query, actions and score: the beam's, or for a copy
								 * its source's less the copying steps' costs */
	int			copies;			/* the beam candidate it is a copy of; -1: the beam's own */
	AnswerStepSet made_by;		/* the copy steps that made it */
	AnswerStepSet copy_tried;	/* the copy steps that were run on it */
	AnswerStepSet copied_by;	/* of those, the ones that made a copy of it */
	int			counts[ANSWER_STEPS_MAX];	/* what each cost step counted against it */
	double		ranked;			/* score less the cost steps' costs */
	AnswerVerdict verdict;
} AnswerCandidate;

typedef struct AnswerCandidates
{
	int			n,
				cap;
	int			n_beam;			/* the first n_beam are the beam's, best first */
	AnswerCandidate *items;
} AnswerCandidates;

/* The beam's n_beam hypotheses as candidates; beam is parser_decode_ensemble's array,
 * free()d here (its entries move into out). */
void		answer_candidates_from_beam(AnswerCandidates *out, ParserHypothesis *beam, int n_beam);

/* The candidate whose query is ast up to the order of AND's operands and the numbering of
 * table instances (sql/sql_exact_match.h); -1 when none. */
int			answer_candidates_find(const AnswerCandidates *c, const SqlNode *ast);

/*
 * Append ast (owned: freed when not added) as a copy of beam candidate copies, made by the
 * steps of made_by, scoring score; false (and ast freed) when its actions cannot be
 * written (cannot happen for a copy of a decoded query).
 */
bool		answer_candidates_append(AnswerCandidates *c, SqlNode *ast, double score,
									 int copies, AnswerStepSet made_by);

void		answer_candidates_free(AnswerCandidates *c);

#endif
