/*
 * error.c — filling in a DtError (see error.h).
 */
#include "common/error.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool
dt_error_set(DtError *err, DtErrorCode code, int position,
			 const char *detail, const char *hint, const char *fmt,...)
{
	va_list		args;

	if (err == NULL)
		return false;
	err->code = code;
	err->position = position;
	va_start(args, fmt);
	vsnprintf(err->message, sizeof(err->message), fmt, args);
	va_end(args);
	snprintf(err->detail, sizeof(err->detail), "%s", detail ? detail : "");
	snprintf(err->hint, sizeof(err->hint), "%s", hint ? hint : "");
	return false;
}

static void
default_fatal_handler(DtErrorCode code, const char *message)
{
	fprintf(stderr, "dtfixup: fatal error %d: %s\n", (int) code, message);
	abort();
}

static DtFatalHandler fatal_handler = default_fatal_handler;
static _Thread_local DtThreadFailure *thread_failure = NULL;
static _Thread_local void (*fatal_prelude) (void *arg) = NULL;
static _Thread_local void *fatal_prelude_arg = NULL;

void
dt_set_fatal_handler(DtFatalHandler handler)
{
	fatal_handler = handler ? handler : default_fatal_handler;
}

void
dt_set_thread_failure(DtThreadFailure *failure)
{
	thread_failure = failure;
}

void
dt_fatal_rethrow(const DtThreadFailure *failure, const char *thread)
{
	dt_fatal(failure->code, "%s (on %s)", failure->message, thread);
}

void
dt_set_fatal_prelude(void (*prelude) (void *arg), void *arg)
{
	fatal_prelude = prelude;
	fatal_prelude_arg = arg;
}

void
dt_fatal(DtErrorCode code, const char *fmt,...)
{
	void		(*prelude) (void *arg) = fatal_prelude;
	char		message[512];
	va_list		args;

	va_start(args, fmt);
	vsnprintf(message, sizeof(message), fmt, args);
	va_end(args);
	if (prelude != NULL)
	{
		fatal_prelude = NULL;	/* once: a failure inside it goes straight on */
		prelude(fatal_prelude_arg);
	}
	if (thread_failure != NULL)
	{
		thread_failure->code = code;
		snprintf(thread_failure->message, sizeof(thread_failure->message), "%s", message);
		__atomic_store_n(&thread_failure->failed, 1, __ATOMIC_RELEASE);
		pthread_exit(NULL);
	}
	fatal_handler(code, message);
	abort();					/* a handler that returns is a bug: never go on */
}
