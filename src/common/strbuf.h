/*
 * strbuf.h — a growable string (the PostgreSQL-free cousin of StringInfo).
 * Memory comes from dt_alloc, so inside a backend it belongs to the current context.
 */
#ifndef DTFIXUP_COMMON_STRBUF_H
#define DTFIXUP_COMMON_STRBUF_H

#include <stddef.h>

typedef struct DtStrBuf
{
	char	   *data;			/* always NUL-terminated */
	size_t		len;
	size_t		cap;
} DtStrBuf;

void		dt_strbuf_init(DtStrBuf *buf);
void		dt_strbuf_append(DtStrBuf *buf, const char *s);
void		dt_strbuf_append_len(DtStrBuf *buf, const char *s, size_t n);
void		dt_strbuf_append_char(DtStrBuf *buf, char c);
/* room for extra more bytes and the NUL, so that a caller may write buf->data directly */
void		dt_strbuf_reserve(DtStrBuf *buf, size_t extra);
void		dt_strbuf_appendf(DtStrBuf *buf, const char *fmt,...) __attribute__((format(printf, 2, 3)));
void		dt_strbuf_reset(DtStrBuf *buf);
void		dt_strbuf_free(DtStrBuf *buf);

#endif
