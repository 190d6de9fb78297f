/*
 * subword_hash.c — see subword_hash.h.
 */
#include "text/subword_hash.h"

#include <string.h>

#include "common/alloc.h"

#define FNV32_OFFSET 2166136261u
#define FNV32_PRIME 16777619u

uint32_t
text_fnv1a(const void *data, size_t len)
{
	const unsigned char *p = data;
	uint32_t	h = FNV32_OFFSET;

	for (size_t i = 0; i < len; i++)
	{
		h ^= p[i];
		h *= FNV32_PRIME;
	}
	return h;
}

/* Byte offsets of the character starts of s (plus one past the end); returns the count. */
static int
char_starts(const unsigned char *s, size_t len, size_t *starts)
{
	int			n = 0;

	for (size_t i = 0; i < len; i++)
		if ((s[i] & 0xC0) != 0x80)
			starts[n++] = i;
	starts[n] = len;
	return n;
}

int
text_subword_buckets(const char *word, int min_n, int max_n, uint32_t buckets,
					 uint32_t *out, int cap)
{
	size_t		wlen = strlen(word);
	size_t		len = wlen + 2;
	unsigned char *wrapped = dt_alloc(len + 1);
	size_t	   *starts = dt_alloc(sizeof(size_t) * (len + 1));
	int			n_chars,
				count = 0;

	wrapped[0] = '<';
	memcpy(wrapped + 1, word, wlen);
	wrapped[len - 1] = '>';
	n_chars = char_starts(wrapped, len, starts);
	for (int i = 0; i < n_chars; i++)
		for (int n = min_n; n <= max_n && i + n <= n_chars; n++)
		{
			if (count < cap)
				out[count] = text_fnv1a(wrapped + starts[i], starts[i + n] - starts[i]) % buckets;
			count++;
		}
	dt_free(starts);
	dt_free(wrapped);
	return count;
}
