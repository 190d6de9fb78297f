/*
 * error.c — filling in a DtError (see error.h).
 */
#include "common/error.h"

#include <stdarg.h>
#include <stdio.h>
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
