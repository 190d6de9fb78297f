/*
 * answering.h — one question answered inside the database: the user's settings read once,
 * the question's facts found once, and the answer stage (answer/answer_choose.h) run with
 * the database's side of its steps (stored pairs: feedback.h; value look-ups:
 * value_check.h).  nl2sql, nl2sql_execute, dtfixup_explain, dtfixup_evaluate and
 * training's validation all answer through answering_run.
 */
#ifndef DTFIXUP_PG_ANSWERING_H
#define DTFIXUP_PG_ANSWERING_H

#include "postgres.h"

#include "answer/answer_choose.h"
#include "pg/answer/feedback.h"

typedef struct Answering
{
	AnswerSettings settings;
	AnswerFacts facts;
	Answer		answer;
	FeedbackAnswer stored;		/* the stored pair that answered (stored.answered) */
} Answering;

/* The settings of the answer steps and of the cascade as the user set them; general_model:
 * the general model answers. */
void		answering_settings(bool general_model, AnswerSettings *out);

/*
 * Answer the decoding example ex with parsers[0..n_parsers) under s; stored_pairs: a
 * stored correction may answer (nl2sql and its kin; not dtfixup_evaluate, which scores the
 * model).  ereports when the decode fails; a cancel stops it within a beam step.  Memory
 * is the current context's.
 */
void		answering_run(Parser *const *parsers, int n_parsers, const ParserExample *ex,
						  const AnswerSettings *s, bool stored_pairs, Answering *out);

#endif
