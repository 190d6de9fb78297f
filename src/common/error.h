/*
 * error.h — how the PostgreSQL-free stages report a failure.
 *
 * They cannot ereport(), so a function that can fail takes a DtError * and returns
 * false (or NULL) after filling it in with dt_error_set().  src/pg/ turns it into an
 * ereport(ERROR) with the SQLSTATE that matches the code (dtfixup_report_error and
 * dtfixup_sqlstate in src/pg/dtfixup.c).
 * position is a 1-based character offset into the text being parsed, or 0.
 */
#ifndef DTFIXUP_COMMON_ERROR_H
#define DTFIXUP_COMMON_ERROR_H

#include <stdbool.h>

typedef enum DtErrorCode
{
	DT_OK = 0,
	DT_ERR_INVALID_PARAMETER,	/* bad argument value: 22023 */
	DT_ERR_FEATURE_NOT_SUPPORTED,	/* outside the grammar / unsupported: 0A000 */
	DT_ERR_SYNTAX,				/* malformed text or JSON: 42601 */
	DT_ERR_UNDEFINED_TABLE,		/* 42P01 */
	DT_ERR_UNDEFINED_COLUMN,	/* 42703 */
	DT_ERR_AMBIGUOUS_COLUMN,	/* 42702 */
	DT_ERR_DATA_CORRUPTED,		/* XX001 */
	DT_ERR_PROGRAM_LIMIT,		/* 54000 */
	DT_ERR_INTERNAL,			/* XX000 */
	DT_ERR_OUT_OF_MEMORY,		/* 53200 */
	DT_ERR_QUERY_CANCELED		/* stopped by the caller's stop check: 57014 */
} DtErrorCode;

typedef struct DtError
{
	DtErrorCode code;
	int			position;
	char		message[512];
	char		detail[512];
	char		hint[256];
} DtError;

/* Record an error (printf-style message); detail and hint may be NULL. Returns false. */
bool		dt_error_set(DtError *err, DtErrorCode code, int position,
						 const char *detail, const char *hint,
						 const char *fmt,...) __attribute__((format(printf, 6, 7)));

/*
 * A failure the code cannot recover from locally (out of memory in a model buffer, a broken
 * internal invariant).  In the unit tests the default handler prints and aborts; inside a
 * backend src/pg/ installs a handler that raises an ordinary ERROR, so the server never
 * crashes and the transaction is rolled back.  The handler must not return.
 */
typedef void (*DtFatalHandler) (DtErrorCode code, const char *message);

void		dt_set_fatal_handler(DtFatalHandler handler);
void		dt_fatal(DtErrorCode code, const char *fmt,...)
			__attribute__((format(printf, 2, 3), noreturn));

/* Shorthand for an allocation that failed in function `where`. */
#define dt_fatal_oom(where) dt_fatal(DT_ERR_OUT_OF_MEMORY, "out of memory in %s", (where))

/*
 * Threads of our own that compute beside a backend's thread must not raise PostgreSQL's
 * ERROR.  Such a thread names where its failures go (dt_set_thread_failure, for the calling
 * thread only; NULL: the process's handler again): a dt_fatal on it then records the
 * failure there and ends the thread, and the thread that started it, once it sees
 * `failed`, raises it on itself with dt_fatal_rethrow.  A thread that shares its work with
 * such threads sets a prelude (dt_set_fatal_prelude, calling thread only), run once before
 * its handler, that waits for them to leave memory the error is about to give up.
 */
typedef struct DtThreadFailure
{
	int			failed;			/* set last (release): code and message are then filled */
	DtErrorCode code;
	char		message[512];
} DtThreadFailure;

void		dt_set_thread_failure(DtThreadFailure *failure);
void		dt_fatal_rethrow(const DtThreadFailure *failure, const char *thread)
			__attribute__((noreturn));
void		dt_set_fatal_prelude(void (*prelude) (void *arg), void *arg);

#endif
