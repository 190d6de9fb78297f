/*
 * lexicon_file.h — writes a small lexicon file in the layout of tools/build_lexicon.py, for
 * the unit tests of src/text/lexicon.c and of lexicon links.
 */
#ifndef DTFIXUP_TEST_LEXICON_FILE_H
#define DTFIXUP_TEST_LEXICON_FILE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/crc32c.h"
#include "text/lexicon.h"

/* One entry: a word, its parts of speech, and up to 4 relatives ("word:relation"). */
typedef struct TestLexEntry
{
	const char *word;
	uint8_t		pos;
	const char *relatives[4];
	LexiconRelation relations[4];
} TestLexEntry;

static void
test_lex_put_u32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t) v;
	p[1] = (uint8_t) (v >> 8);
	p[2] = (uint8_t) (v >> 16);
	p[3] = (uint8_t) (v >> 24);
}

/* Offset of s in strings (appended when new). */
static uint32_t
test_lex_string(char *strings, uint32_t *used, const char *s)
{
	for (uint32_t off = 1; off < *used; off += (uint32_t) strlen(strings + off) + 1)
		if (strcmp(strings + off, s) == 0)
			return off;
	strcpy(strings + *used, s);
	*used += (uint32_t) strlen(s) + 1;
	return *used - (uint32_t) strlen(s) - 1;
}

/* The file's bytes for entries (sorted by word by the caller); *size set; malloc'ed. */
static uint8_t *
test_lex_bytes(const TestLexEntry *entries, int n, size_t *size)
{
	char		strings[8192] = {0};
	uint32_t	used = 1,
				n_rel = 0;
	uint8_t		ent[64 * 12],
				rel[256 * 8];
	uint8_t    *out;

	memset(ent, 0, sizeof(ent));
	memset(rel, 0, sizeof(rel));
	for (int i = 0; i < n; i++)
	{
		uint32_t	first = n_rel;

		test_lex_put_u32(ent + i * 12, test_lex_string(strings, &used, entries[i].word));
		for (int k = 0; k < 4 && entries[i].relatives[k]; k++)
		{
			test_lex_put_u32(rel + n_rel * 8, test_lex_string(strings, &used, entries[i].relatives[k]));
			rel[n_rel * 8 + 4] = (uint8_t) entries[i].relations[k];
			n_rel++;
		}
		test_lex_put_u32(ent + i * 12 + 4, first);
		ent[i * 12 + 8] = (uint8_t) (n_rel - first);
		ent[i * 12 + 10] = entries[i].pos;
	}
	*size = 40 + (size_t) n * 12 + n_rel * 8 + used;
	out = calloc(1, *size);
	memcpy(out, "DTFXLEX1", 8);
	test_lex_put_u32(out + 8, LEXICON_VERSION);
	test_lex_put_u32(out + 12, 40);
	test_lex_put_u32(out + 16, (uint32_t) n);
	test_lex_put_u32(out + 20, n_rel);
	test_lex_put_u32(out + 24, used);
	test_lex_put_u32(out + 28, (uint32_t) *size);
	memcpy(out + 40, ent, (size_t) n * 12);
	memcpy(out + 40 + n * 12, rel, n_rel * 8);
	memcpy(out + 40 + n * 12 + n_rel * 8, strings, used);
	test_lex_put_u32(out + 32, dt_crc32c(out + 40, *size - 40));
	return out;
}

static void
test_lex_write(const char *path, const uint8_t *bytes, size_t size)
{
	FILE	   *f = fopen(path, "wb");

	fwrite(bytes, 1, size, f);
	fclose(f);
}

/* A lexicon with the relations the linking tests use, written to path. */
static const TestLexEntry test_lex_small[] = {
	{"age", LEXICON_POS_NOUN, {NULL}, {0}},
	{"asia", LEXICON_POS_NOUN, {NULL}, {0}},
	{"asian", LEXICON_POS_ADJ | LEXICON_POS_NOUN, {"asia"}, {LEXICON_PERTAINYM}},
	{"cat", LEXICON_POS_NOUN, {NULL}, {0}},
	{"child", LEXICON_POS_NOUN, {NULL}, {0}},
	{"children", 0, {"child"}, {LEXICON_LEMMA}},
	{"date", LEXICON_POS_NOUN, {NULL}, {0}},
	{"grade_point_average", LEXICON_POS_NOUN, {"gpa"}, {LEXICON_SYNONYM}},
	{"hire", LEXICON_POS_NOUN | LEXICON_POS_VERB, {"take_on"}, {LEXICON_SYNONYM}},
	{"last_name", LEXICON_POS_NOUN, {"surname", "family_name"}, {LEXICON_SYNONYM, LEXICON_SYNONYM}},
	{"old", LEXICON_POS_ADJ, {"age", "oldness"}, {LEXICON_ATTRIBUTE, LEXICON_DERIVATION}},
	{"shop", LEXICON_POS_NOUN, {"store"}, {LEXICON_SYNONYM}},
	{"singer", LEXICON_POS_NOUN, {"vocalist", "sing"}, {LEXICON_SYNONYM, LEXICON_DERIVATION}},
	{"store", LEXICON_POS_NOUN | LEXICON_POS_VERB, {"shop"}, {LEXICON_SYNONYM}},
	{"surname", LEXICON_POS_NOUN, {"last_name", "family_name"}, {LEXICON_SYNONYM, LEXICON_SYNONYM}},
	{"take_on", LEXICON_POS_VERB, {"hire"}, {LEXICON_SYNONYM}},
	{"vocalist", LEXICON_POS_NOUN, {"singer"}, {LEXICON_SYNONYM}},
};

static Lexicon *
test_lex_open_small(const char *path)
{
	size_t		size;
	uint8_t    *bytes = test_lex_bytes(test_lex_small,
									   (int) (sizeof(test_lex_small) / sizeof(test_lex_small[0])),
									   &size);
	DtError		err;
	Lexicon    *lex;

	test_lex_write(path, bytes, size);
	free(bytes);
	lex = lexicon_open(path, &err);
	if (lex == NULL)
		fprintf(stderr, "test lexicon: %s\n", err.message);
	return lex;
}

#endif
