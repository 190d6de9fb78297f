/*
 * alloc.h — memory for the PostgreSQL-free stages (text/, schema/, sql/, model/).
 *
 * Why an indirection: the same code runs inside a backend (where memory must come from
 * the current memory context, so an ereport() longjmp frees it) and in the standalone
 * unit tests (plain malloc).  src/pg/ installs palloc-based functions at load time;
 * otherwise the malloc defaults are used.  dt_alloc returns zeroed memory and never
 * returns NULL (the malloc default aborts on exhaustion, palloc ereports).
 *
 * Large model buffers (nn/) do not use this: they are malloc'ed and freed explicitly by
 * their owner, because they outlive any one query's memory context.
 */
#ifndef DTFIXUP_COMMON_ALLOC_H
#define DTFIXUP_COMMON_ALLOC_H

#include <stddef.h>

typedef struct DtAllocator
{
	void	   *(*alloc_zeroed) (size_t size);
	void	   *(*resize) (void *ptr, size_t size);	/* ptr is never NULL here */
	void		(*release) (void *ptr);				/* ptr is never NULL here */
} DtAllocator;

/* Replace the allocator (src/pg/ does this in _PG_init). */
void		dt_set_allocator(const DtAllocator *allocator);

void	   *dt_alloc(size_t size);
void	   *dt_realloc(void *ptr, size_t size);	/* ptr may be NULL */
void		dt_free(void *ptr);						/* ptr may be NULL */
char	   *dt_strdup(const char *s);
char	   *dt_strndup(const char *s, size_t n);

#define dt_new(type)			((type *) dt_alloc(sizeof(type)))
#define dt_new_array(type, n)	((type *) dt_alloc(sizeof(type) * (size_t) (n)))

#endif
