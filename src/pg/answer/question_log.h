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
 * answer is returned.  A cancel still cancels.  A question refused for its confidence is
 * logged too (marked refused), in a transaction of its own so that the refusal's error
 * does not roll it back: question_log_refused.h.
 */
#ifndef DTFIXUP_PG_QUESTION_LOG_H
#define DTFIXUP_PG_QUESTION_LOG_H

#include "postgres.h"

#include "utils/resowner.h"

#include "pg/answer/answering.h"

/*
 * One row of the log as the asking backend computed it: what question_log_write inserts,
 * in this backend or in the worker that logs a refused question (question_log_refused.h).
 */
typedef struct QuestionLogRow
{
	Oid			relid;			/* dtfixup.question_log, as resolved when the question was asked */
	const char *question;
	const char *sql;			/* the answer, or the refused best candidate */
	const char *model;
	const char *model_version;	/* NULL for the installed general model */
	int64		stored_pair;	/* dtfixup.feedback.id of the pair that answered; 0: none */
	int16		parsers_decoded;
	int16		parsers;
	const char *question_key;
	const char *delex_key;		/* may be NULL */
	float4		confidence;		/* in [0, 1] */
	bool		refused;		/* below dtfixup.min_confidence: nl2sql raised QC001 */
	int			max_rows;		/* the asker's dtfixup.question_log_max_rows */
} QuestionLogRow;

/*
 * Log that question, asked of model (the resolved name), was answered with sql by the
 * answer stage's work a, decoded by n_parsers parsers.  The same arguments again straight
 * after, within the same statement (the planner folds STABLE calls while estimating, a qual
 * may be evaluated per row), log nothing more.
 */
void		question_log_answer(const char *question, const char *model, const char *sql,
								const Answering *a, int n_parsers);

/*
 * The row to log for that answer (refused: nl2sql refuses it), when one may be written
 * here, now, by this role and these arguments were not logged already in this statement;
 * false when nothing is to be logged.  Memory is the current context's.
 */
bool		question_log_prepare(const char *question, const char *model, const char *sql,
								 const Answering *a, int n_parsers, bool refused,
								 QuestionLogRow *row);

/*
 * Write row and keep the bound, as the current user, in a subtransaction: NULL once done,
 * else the error that rolled it back (copied into the current context).  A cancel, a
 * termination or an error above ERROR is re-thrown.  Needs a transaction and a snapshot.
 */
ErrorData  *question_log_write(const QuestionLogRow *row);

/* The WARNING that says the row was not logged, and why (the error's code and message). */
void		question_log_warn_not_logged(bool refused, int sqlerrcode, const char *why);

#endif
