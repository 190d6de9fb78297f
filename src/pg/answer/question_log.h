/*
 * question_log.h — the questions asked and the answers given (docs/feedback.md, "The
 * question log").
 *
 * nl2sql and nl2sql_execute add one row per answer to dtfixup.question_log, as the
 * caller, when dtfixup.log_questions is on: who asked, the question, the SQL answered, the
 * model and its version, the stored pair that answered, how many parsers decoded, and the
 * question's keys as dtfixup.feedback stores them.  dtfixup_learn learns from the answers
 * no one corrected; dtfixup.questions_to_review groups those no stored pair covers.
 *
 * Logging never makes the question fail: it is skipped where nothing may be written (a hot
 * standby, a read-only transaction, parallel mode), for a role without INSERT on the
 * table, and when the table is gone; any error while writing (a site's policy or trigger,
 * a full disk) is rolled back to before the write and reported as a WARNING, and the
 * answer is returned.  A cancel still cancels.
 */
#ifndef DTFIXUP_PG_QUESTION_LOG_H
#define DTFIXUP_PG_QUESTION_LOG_H

#include "postgres.h"

#include "pg/answer/answering.h"

/*
 * Log that question, asked of model (the resolved name), was answered with sql by the
 * answer stage's work a, decoded by n_parsers parsers.  The same arguments again straight
 * after, within the same statement (the planner folds STABLE calls while estimating, a qual
 * may be evaluated per row), log nothing more.
 */
void		question_log_answer(const char *question, const char *model, const char *sql,
								const Answering *a, int n_parsers);

#endif
