/*
 * strbuf.c — see strbuf.h.
 */
#include "common/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"

void
dt_strbuf_reserve(DtStrBuf *buf, size_t extra)
{
	size_t		need = buf->len + extra + 1;

	if (need <= buf->cap)
		return;
	while (buf->cap < need)
		buf->cap = buf->cap ? buf->cap * 2 : 64;
	buf->data = dt_realloc(buf->data, buf->cap);
}

void
dt_strbuf_init(DtStrBuf *buf)
{
	buf->data = NULL;
	buf->len = 0;
	buf->cap = 0;
	dt_strbuf_reserve(buf, 0);
	buf->data[0] = '\0';
}

void
dt_strbuf_append_len(DtStrBuf *buf, const char *s, size_t n)
{
	dt_strbuf_reserve(buf, n);
	memcpy(buf->data + buf->len, s, n);
	buf->len += n;
	buf->data[buf->len] = '\0';
}

void
dt_strbuf_append(DtStrBuf *buf, const char *s)
{
	dt_strbuf_append_len(buf, s, strlen(s));
}

void
dt_strbuf_append_char(DtStrBuf *buf, char c)
{
	dt_strbuf_append_len(buf, &c, 1);
}

void
dt_strbuf_appendf(DtStrBuf *buf, const char *fmt,...)
{
	va_list		args;
	int			n;

	va_start(args, fmt);
	n = vsnprintf(NULL, 0, fmt, args);
	va_end(args);
	if (n < 0)
		return;
	dt_strbuf_reserve(buf, (size_t) n);
	va_start(args, fmt);
	vsnprintf(buf->data + buf->len, (size_t) n + 1, fmt, args);
	va_end(args);
	buf->len += (size_t) n;
}

void
dt_strbuf_reset(DtStrBuf *buf)
{
	buf->len = 0;
	buf->data[0] = '\0';
}

void
dt_strbuf_free(DtStrBuf *buf)
{
	dt_free(buf->data);
	buf->data = NULL;
	buf->len = buf->cap = 0;
}
