/*
 * question_log_refused.h — a question nl2sql refuses for its confidence, logged all the
 * same (docs/feedback.md, "Questions to review").
 *
 * nl2sql and nl2sql_execute refuse an answer below dtfixup.min_confidence with an ERROR
 * (QC001), which would roll back a row written in the caller's transaction: yet the
 * questions the model is least sure of are those a review needs most.  So the row of a
 * refused question is written in a transaction of its own, by a dynamic background worker
 * of this library, and the caller waits for it (a bounded wait, which a cancel ends): once
 * the refusal is seen, the row is there.
 *
 * The worker writes what the asking backend computed (question_log_prepare), with the same
 * writer as an answered question (question_log_write), as the same roles: it connects to
 * the caller's database as the role that authenticated (which may log in: a NOLOGIN role
 * reached by SET ROLE or SET SESSION AUTHORIZATION could not connect), then takes the
 * caller's session user, role and current user, so that privileges, row level security's
 * WITH CHECK and asked_by are the asker's.  The rules are an answer's: nothing is logged
 * on a hot standby, in a read-only transaction, in parallel mode, for a role without
 * INSERT, or with dtfixup.log_questions off; the bound is the asker's.  When the row
 * cannot be written (no worker slot free, the worker failed or took too long, this
 * transaction holds a lock the worker would wait for) a WARNING says so, and the refusal
 * follows as ever.
 */
#ifndef DTFIXUP_PG_QUESTION_LOG_REFUSED_H
#define DTFIXUP_PG_QUESTION_LOG_REFUSED_H

/* first: it gives PGDLLEXPORT default visibility (-fvisibility=hidden) */
#include "pg/dtfixup.h"

#include "pg/answer/answering.h"

/*
 * Log that question, asked of model (the resolved name), is refused: sql is the best
 * candidate, a the answer stage's work, n_parsers the parsers that decoded.  Returns once
 * the row is committed, or after a WARNING that it is not; an error only for a cancel or a
 * termination.
 */
void		question_log_refusal(const char *question, const char *model, const char *sql,
								 const Answering *a, int n_parsers);

/* The worker's entry point (bgw_function_name): the argument is the DSM segment's handle. */
extern PGDLLEXPORT void dtfixup_question_log_worker(Datum main_arg);

#endif
