/*
 * test_lexicon.c — unit tests of the lexicon reader (src/text/lexicon.c) on a small file
 * the test writes itself: base forms, relatives, and refusal of damaged files.
 */
#include <stdint.h>

#include "unit.h"
#include "lexicon_file.h"

#include "common/alloc.h"
#include "text/lexicon.h"

static char lex_path[] = "/tmp/dtfixup_lexicon_test.XXXXXX";

static bool
has_lemma(const Lexicon *lex, const char *word, const char *lemma)
{
	const char *out[LEXICON_MAX_LEMMAS];
	int			n = lexicon_lemmas(lex, word, out);

	for (int i = 0; i < n; i++)
		if (strcmp(out[i], lemma) == 0)
			return true;
	return false;
}

UNIT_TEST(lemmas_undo_irregular_and_regular_inflections)
{
	Lexicon    *lex = test_lex_open_small(lex_path);

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	CHECK_INT_EQ(lexicon_n_words(lex), 11);
	CHECK(has_lemma(lex, "children", "child"));
	CHECK(!has_lemma(lex, "children", "children"));
	CHECK(has_lemma(lex, "vocalists", "vocalist"));
	CHECK(has_lemma(lex, "oldest", "old"));
	CHECK(has_lemma(lex, "older", "old"));
	CHECK(has_lemma(lex, "store", "store"));
	CHECK(has_lemma(lex, "stored", "store"));	/* verb rule: store is a verb */
	/* the noun rule s -> "" applies only where the base is a noun: old is an adjective */
	CHECK(!has_lemma(lex, "olds", "old"));
	/* the adjective rules apply only to adjectives: shop is a noun */
	CHECK(!has_lemma(lex, "shopest", "shop"));
	CHECK_INT_EQ(lexicon_lemmas(lex, "unknownword", (const char *[LEXICON_MAX_LEMMAS]) {0}), 0);
	lexicon_close(lex);
}

UNIT_TEST(relatives_come_from_every_base_form)
{
	Lexicon    *lex = test_lex_open_small(lex_path);

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	CHECK(lexicon_related(lex, "vocalists", "singer"));
	CHECK(lexicon_related(lex, "stores", "shop"));
	CHECK(lexicon_related(lex, "oldest", "age"));
	CHECK(lexicon_related(lex, "asian", "asia"));
	CHECK(lexicon_related(lex, "children", "child"));
	CHECK(lexicon_related(lex, "singers", "sing"));
	/* one hop only: a synonym's derivation is not a relative */
	CHECK(!lexicon_related(lex, "vocalist", "sing"));
	CHECK(!lexicon_related(lex, "singer", "singer"));
	CHECK(!lexicon_related(lex, "age", "old"));
	lexicon_close(lex);
}

static Lexicon *
open_bytes(const uint8_t *bytes, size_t size, DtError *err)
{
	test_lex_write(lex_path, bytes, size);
	return lexicon_open(lex_path, err);
}

UNIT_TEST(damaged_files_are_refused)
{
	size_t		size;
	uint8_t    *bytes = test_lex_bytes(test_lex_small,
									   (int) (sizeof(test_lex_small) / sizeof(test_lex_small[0])),
									   &size);
	DtError		err;
	Lexicon    *lex;

	/* one flipped byte in the strings: the checksum */
	bytes[size - 3] ^= 0x20;
	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK_INT_EQ(err.code, DT_ERR_DATA_CORRUPTED);
	CHECK(strstr(err.message, "checksum") != NULL);
	bytes[size - 3] ^= 0x20;
	/* cut short: the size */
	CHECK(open_bytes(bytes, size - 8, &err) == NULL);
	CHECK(strstr(err.message, "size") != NULL);
	/* another version */
	bytes[8] = LEXICON_VERSION + 1;
	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK(strstr(err.message, "version") != NULL);
	bytes[8] = LEXICON_VERSION;
	/* not a lexicon */
	bytes[0] = 'X';
	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK(strstr(err.message, "not a dtfixup lexicon") != NULL);
	bytes[0] = 'D';
	lex = open_bytes(bytes, size, &err);
	CHECK(lex != NULL);
	lexicon_close(lex);
	free(bytes);
	/* missing */
	unlink(lex_path);
	CHECK(lexicon_open(lex_path, &err) == NULL);
	CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
}

UNIT_TEST(unsorted_or_out_of_range_tables_are_refused)
{
	TestLexEntry unsorted[] = {
		{"shop", LEXICON_POS_NOUN, {NULL}, {0}},
		{"age", LEXICON_POS_NOUN, {NULL}, {0}},
	};
	size_t		size;
	uint8_t    *bytes = test_lex_bytes(unsorted, 2, &size);
	DtError		err;

	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK(strstr(err.message, "sorted") != NULL);
	free(bytes);

	bytes = test_lex_bytes(test_lex_small, 2, &size);
	/* first entry's relatives start past the table; checksum recomputed so only the range is wrong */
	test_lex_put_u32(bytes + 40 + 4, 1000);
	test_lex_put_u32(bytes + 32, dt_crc32c(bytes + 40, size - 40));
	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK(strstr(err.message, "outside") != NULL);
	free(bytes);
	unlink(lex_path);
}

int
main(void)
{
	int			fd = mkstemp(lex_path);

	if (fd < 0)
	{
		perror("mkstemp");
		return 1;
	}
	close(fd);
	UNIT_RUN(lemmas_undo_irregular_and_regular_inflections);
	UNIT_RUN(relatives_come_from_every_base_form);
	UNIT_RUN(damaged_files_are_refused);
	UNIT_RUN(unsorted_or_out_of_range_tables_are_refused);
	unlink(lex_path);
	UNIT_DONE();
}
