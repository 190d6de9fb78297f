/*
 * subword_hash.h — hashing words and their character n-grams into a fixed number of
 * buckets, so the model can embed words it never saw in training (fastText-style
 * sub-word features, Bojanowski et al. 2017, section 3.2).
 *
 * The word is wrapped in '<' and '>' and every n-gram of n characters (UTF-8 code
 * points, never split), min_n <= n <= max_n, is hashed with 32-bit FNV-1a and reduced
 * modulo buckets.  Deterministic across machines and runs.
 */
#ifndef DTFIXUP_TEXT_SUBWORD_HASH_H
#define DTFIXUP_TEXT_SUBWORD_HASH_H

#include <stddef.h>
#include <stdint.h>

/* 32-bit FNV-1a of data[0..len). */
uint32_t	text_fnv1a(const void *data, size_t len);

/*
 * Writes the bucket of each character n-gram of "<word>" into out (at most cap entries,
 * in order of start position, then n) and returns how many n-grams there are (which may
 * exceed cap: only cap were written).  buckets must be > 0.
 */
int			text_subword_buckets(const char *word, int min_n, int max_n, uint32_t buckets,
								 uint32_t *out, int cap);

#endif
