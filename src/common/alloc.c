/*
 * alloc.c — the allocator indirection described in alloc.h.
 */
#include "common/alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *
malloc_zeroed(size_t size)
{
	void	   *p = calloc(1, size ? size : 1);

	if (p == NULL)
	{
		fprintf(stderr, "dtfixup: out of memory allocating %zu bytes\n", size);
		abort();
	}
	return p;
}

static void *
malloc_resize(void *ptr, size_t size)
{
	void	   *p = realloc(ptr, size ? size : 1);

	if (p == NULL)
	{
		fprintf(stderr, "dtfixup: out of memory resizing to %zu bytes\n", size);
		abort();
	}
	return p;
}

static void
malloc_release(void *ptr)
{
	free(ptr);
}

static DtAllocator current = {malloc_zeroed, malloc_resize, malloc_release};

void
dt_set_allocator(const DtAllocator *allocator)
{
	current = *allocator;
}

void *
dt_alloc(size_t size)
{
	return current.alloc_zeroed(size);
}

void *
dt_realloc(void *ptr, size_t size)
{
	if (ptr == NULL)
		return current.alloc_zeroed(size);
	return current.resize(ptr, size);
}

void
dt_free(void *ptr)
{
	if (ptr != NULL)
		current.release(ptr);
}

char *
dt_strndup(const char *s, size_t n)
{
	char	   *copy = dt_alloc(n + 1);

	memcpy(copy, s, n);
	copy[n] = '\0';
	return copy;
}

char *
dt_strdup(const char *s)
{
	return dt_strndup(s, strlen(s));
}
