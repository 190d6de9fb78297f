/*
 * test_text.c — unit tests of src/text: tokenizer offsets, key normalisation, stemming,
 * identifier splitting, numbers and dates, sub-word hashing and the vocabulary.
 */
#include <stdint.h>
#include <stdio.h>

#include "unit.h"

#include "common/alloc.h"
#include "text/abbreviation.h"
#include "text/colloquial.h"
#include "text/name_words.h"
#include "text/quantities.h"
#include "text/stemmer.h"
#include "text/stopwords.h"
#include "text/subword_hash.h"
#include "text/tokenizer.h"
#include "text/vocabulary.h"

UNIT_TEST(tokenizer_gives_lower_case_tokens_with_offsets)
{
	const char *s = "What is the Population of Salt Lake City?";
	TextTokens	t;
	DtError		err;

	CHECK(text_tokenize(s, strlen(s), &t, &err));
	CHECK_INT_EQ(t.n, 9);
	CHECK_STR_EQ(t.tokens[0].text, "what");
	CHECK_STR_EQ(t.tokens[3].text, "population");
	CHECK_INT_EQ(t.tokens[3].char_start, 12);
	CHECK_INT_EQ(t.tokens[3].char_end, 22);
	CHECK_STR_EQ(t.tokens[7].text, "city");
	CHECK_INT_EQ(t.tokens[8].kind, TEXT_TOKEN_PUNCT);
	CHECK_INT_EQ(t.tokens[8].char_start, 40);
	CHECK_INT_EQ(t.tokens[8].char_end, 41);
	text_tokens_free(&t);
}

UNIT_TEST(tokenizer_keeps_multibyte_characters_whole_and_counts_characters)
{
	/* "café über 3" : é and ü are two bytes each */
	const char *s = "caf\xc3\xa9 \xc3\xbc" "ber 3";
	TextTokens	t;
	DtError		err;

	CHECK(text_tokenize(s, strlen(s), &t, &err));
	CHECK_INT_EQ(t.n, 3);
	CHECK_STR_EQ(t.tokens[0].text, "caf\xc3\xa9");
	CHECK_INT_EQ(t.tokens[0].byte_end, 5);
	CHECK_INT_EQ(t.tokens[0].char_end, 4);
	CHECK_INT_EQ(t.tokens[1].char_start, 5);
	CHECK_INT_EQ(t.tokens[1].char_end, 9);
	CHECK_INT_EQ(t.tokens[1].byte_start, 6);
	CHECK_INT_EQ(t.tokens[2].char_start, 10);
	CHECK_INT_EQ(t.tokens[2].kind, TEXT_TOKEN_NUMBER);
	text_tokens_free(&t);
}

UNIT_TEST(tokenizer_keeps_decimal_and_thousands_numbers_together)
{
	const char *s = "over 1,000,000 people and 3.5 km, 2010-05-03";
	TextTokens	t;
	DtError		err;

	CHECK(text_tokenize(s, strlen(s), &t, &err));
	CHECK_STR_EQ(t.tokens[1].text, "1,000,000");
	CHECK_INT_EQ(t.tokens[1].kind, TEXT_TOKEN_NUMBER);
	CHECK_STR_EQ(t.tokens[4].text, "3.5");
	CHECK_STR_EQ(t.tokens[6].text, ",");
	CHECK_STR_EQ(t.tokens[7].text, "2010");
	CHECK_STR_EQ(t.tokens[8].text, "-");
	text_tokens_free(&t);
}

/* "haven't" is haven ' t: the t ends a contraction; a quote set apart by spaces does not */
UNIT_TEST(contraction_tails_are_written_against_their_word)
{
	const char *s = "authors who haven't met Green's agent ' t";
	TextTokens	t;
	DtError		err;

	CHECK(text_tokenize(s, strlen(s), &t, &err));
	CHECK_INT_EQ(t.n, 12);
	CHECK_STR_EQ(t.tokens[4].text, "t");
	CHECK(text_token_is_contraction_tail(&t, 4));
	CHECK_STR_EQ(t.tokens[8].text, "s");
	CHECK(text_token_is_contraction_tail(&t, 8));
	CHECK(!text_token_is_contraction_tail(&t, 2));
	CHECK(!text_token_is_contraction_tail(&t, 11));
	CHECK(!text_token_is_contraction_tail(&t, 12));
	text_tokens_free(&t);
}

/* "with us" and "from us" ending a clause are the business naming itself: no tokens; the
 * country in capitals and "us" before a noun stay, and offsets still point at the text */
UNIT_TEST(the_business_naming_itself_is_no_token)
{
	const char *s = "Who spent the most with us? Orders from us in 2004 to US buyers";
	const char *kept = "Tell us to us customers";
	TextTokens	t;
	DtError		err;

	CHECK(text_tokenize(s, strlen(s), &t, &err));
	CHECK_INT_EQ(t.n, 11);
	CHECK_STR_EQ(t.tokens[3].text, "most");
	CHECK_STR_EQ(t.tokens[4].text, "?");
	CHECK_INT_EQ(t.tokens[4].byte_start, 26);
	CHECK_STR_EQ(t.tokens[6].text, "in");
	CHECK_STR_EQ(t.tokens[8].text, "to");
	CHECK_STR_EQ(t.tokens[9].text, "us");
	CHECK(t.tokens[9].capitals);
	text_tokens_free(&t);
	CHECK(text_tokenize(kept, strlen(kept), &t, &err));
	CHECK_INT_EQ(t.n, 5);
	text_tokens_free(&t);
}

UNIT_TEST(tokenizer_refuses_overlong_questions)
{
	size_t		len = TEXT_MAX_QUESTION_BYTES + 1;
	char	   *s = malloc(len + 1);
	TextTokens	t;
	DtError		err;

	memset(s, 'a', len);
	s[len] = '\0';
	CHECK(!text_tokenize(s, len, &t, &err));
	CHECK_INT_EQ(err.code, DT_ERR_PROGRAM_LIMIT);
	/* many tokens within the byte limit */
	for (size_t i = 0; i < 2000; i += 2)
	{
		s[i] = 'a';
		s[i + 1] = ' ';
	}
	CHECK(!text_tokenize(s, 2000, &t, &err));
	CHECK_INT_EQ(err.code, DT_ERR_PROGRAM_LIMIT);
	CHECK(text_tokenize("", 0, &t, &err));
	CHECK_INT_EQ(t.n, 0);
	text_tokens_free(&t);
	free(s);
}

UNIT_TEST(normalised_keys_ignore_case_punctuation_and_spacing)
{
	DtStrBuf	b;
	TextTokens	t;
	DtError		err;
	const char *q = "near St. Louis, Missouri";

	dt_strbuf_init(&b);
	CHECK(text_normalize_key("  St.  LOUIS ", 13, &b));
	CHECK_STR_EQ(b.data, "st louis");
	CHECK(!text_normalize_key(" ?! ", 4, &b));
	CHECK_INT_EQ((int) b.len, 0);
	CHECK(text_normalize_key("a.b", 3, &b));
	CHECK_STR_EQ(b.data, "a b");
	CHECK(text_normalize_key("1,000.5 Units!", 14, &b));
	CHECK_STR_EQ(b.data, "1,000.5 units");
	/* longer than the buffer's first allocation: it grows */
	CHECK(text_normalize_key("The Quick Brown Fox Jumps Over The Lazy Dog, Again And Again, Twice",
							 67, &b));
	CHECK_STR_EQ(b.data, "the quick brown fox jumps over the lazy dog again and again twice");
	CHECK_INT_EQ((int) b.len, (int) strlen(b.data));
	CHECK(text_tokenize(q, strlen(q), &t, &err));
	CHECK(text_span_key(&t, 1, 4, &b));
	CHECK_STR_EQ(b.data, "st louis");
	text_tokens_free(&t);
	dt_strbuf_free(&b);
}

static void
check_stem(const char *word, const char *expected)
{
	char	   *s = text_stem(word);

	if (strcmp(s, expected) != 0)
		UNIT_FAIL("stem(%s) = %s, expected %s", word, s, expected);
	dt_free(s);
}

UNIT_TEST(stemmer_maps_plurals_and_verb_forms_to_base_words)
{
	check_stem("cities", "city");
	check_stem("states", "state");
	check_stem("rivers", "river");
	check_stem("mountains", "mountain");
	check_stem("lakes", "lake");
	check_stem("populations", "population");
	check_stem("borders", "border");
	check_stem("bordering", "border");
	check_stem("bordered", "border");
	check_stem("countries", "country");
	check_stem("boxes", "box");
	check_stem("classes", "class");
	check_stem("named", "name");
	check_stem("located", "locate");
	check_stem("running", "run");
	check_stem("flowing", "flow");
	check_stem("traverses", "traverse");
	/* a compound's plural in "people" is its singular in "person"; "people" alone stays */
	check_stem("salespeople", "salesperson");
	check_stem("salespersons", "salesperson");
	check_stem("people", "people");
}

/* The plural step alone: a name in the plural to its stored singular, its "-ing" kept. */
UNIT_TEST(singular_undoes_the_plural_alone)
{
	static const char *const cases[][2] = {
		{"chainrings", "chainring"}, {"boxes", "box"}, {"cities", "city"}, {"status", "status"},
		{"running", "running"}, {"bus", "bus"}, {"Mice", "Mice"}
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
	{
		char	   *s = text_singular(cases[i][0]);

		CHECK_STR_EQ(s, cases[i][1]);
		dt_free(s);
	}
}

/* British spellings stem as the American ones, whatever their inflection; words that only
 * look like them ("tour", "acre", "hour") are left as they are. */
UNIT_TEST(british_spellings_stem_as_the_american_ones)
{
	static const char *const same[][2] = {
		{"colours", "colors"}, {"colour", "color"}, {"cancelled", "canceled"},
		{"cancelling", "cancel"}, {"travellers", "travelers"}, {"organised", "organized"},
		{"organisations", "organization"}, {"centres", "center"}, {"catalogue", "catalog"},
		{"favourite", "favorite"}, {"grey", "gray"}, {"moulds", "mold"}, {"licences", "license"},
	};

	for (size_t i = 0; i < sizeof(same) / sizeof(same[0]); i++)
	{
		char	   *american = text_stem(same[i][1]);

		check_stem(same[i][0], american);
		dt_free(american);
	}
	check_stem("tours", "tour");
	check_stem("acres", "acre");
	check_stem("hours", "hour");
	check_stem("four", "four");
	check_stem("centers", "center");
	/* the plural step alone spells as the American plural step does */
	{
		char	   *s = text_singular("colours");

		CHECK_STR_EQ(s, "color");
		dt_free(s);
	}
}

UNIT_TEST(stemmer_keeps_superlatives_short_words_and_non_words)
{
	check_stem("largest", "largest");
	check_stem("highest", "highest");
	check_stem("city", "city");
	check_stem("bus", "bus");
	check_stem("is", "is");
	check_stem("gas", "gas");
	check_stem("string", "string");
	check_stem("mississippi", "mississippi");
	check_stem("illinois", "illinois");
	check_stem("r2d2s", "r2d2s");
	check_stem("caf\xc3\xa9s", "caf\xc3\xa9s");
}

UNIT_TEST(stopwords_are_function_words_only)
{
	CHECK(text_is_stopword("the"));
	CHECK(text_is_stopword("what"));
	CHECK(text_is_stopword("of"));
	CHECK(text_is_stopword("per"));	/* "miles per gallon": never a name or an abbreviation alone */
	CHECK(!text_is_stopword("name"));
	CHECK(!text_is_stopword("most"));
	CHECK(!text_is_stopword("state"));
}

static void
check_split(const char *name, int n, const char *w0, const char *w1, const char *w2)
{
	char	  **words;
	int			got = name_words_split(name, &words);
	const char *expected[3] = {w0, w1, w2};

	if (got != n)
		UNIT_FAIL("split(%s) gave %d words, expected %d", name, got, n);
	for (int i = 0; i < got && i < n && i < 3; i++)
		if (strcmp(words[i], expected[i]) != 0)
			UNIT_FAIL("split(%s)[%d] = %s, expected %s", name, i, words[i], expected[i]);
	name_words_free(words, got);
}

UNIT_TEST(identifiers_split_on_underscores_camel_case_and_digits)
{
	check_split("state_name", 2, "state", "name", NULL);
	check_split("StateName", 2, "state", "name", NULL);
	check_split("HTTPServer2", 3, "http", "server", "2");
	check_split("__x__", 1, "x", NULL, NULL);
	check_split("highlow", 1, "highlow", NULL, NULL);
	check_split("caf\xc3\xa9Name", 2, "caf\xc3\xa9", "name", NULL);
	check_split("", 0, NULL, NULL, NULL);
}

/* A lexicon of a few words, as a model's vocabulary would be. */
/* Whether word is one of known (ended by NULL). */
static bool
word_listed(const char *const *known, const char *word)
{
	for (int i = 0; known[i]; i++)
		if (strcmp(known[i], word) == 0)
			return true;
	return false;
}

static bool
toy_lexicon(const char *word, void *arg)
{
	static const char *const known[] = {"pet", "type", "country", "name", "head", "state",
	"official", "airport", "code", "full", "horse", "power", "horsepower", "ran", "king",
	"set", "data", "in", "ha", NULL};

	(void) arg;
	return word_listed(known, word);
}

/* The n pieces joined by spaces into out (at least 128 bytes). */
static void
join_pieces(char **pieces, int n, char *out)
{
	out[0] = '\0';
	for (int i = 0; i < n; i++)
	{
		strcat(out, i ? " " : "");
		strcat(out, pieces[i]);
	}
}

static void
check_compound(const char *word, const char *expected)
{
	char	  **pieces;
	int			n = name_words_split_compound(word, toy_lexicon, NULL, &pieces);
	char		joined[128];

	join_pieces(pieces, n, joined);
	if (strcmp(joined, expected) != 0)
		UNIT_FAIL("split_compound(%s) = \"%s\", expected \"%s\"", word, joined, expected);
	if (n == 0 && pieces != NULL)
		UNIT_FAIL("split_compound(%s) kept the word but returned pieces", word);
	name_words_free(pieces, n);
}

UNIT_TEST(compound_names_split_into_known_words)
{
	check_compound("pettype", "pet type");
	check_compound("countryname", "country name");
	check_compound("headofstate", "head of state");	/* "of": an allowed two-letter word */
	check_compound("isofficial", "is official");
	check_compound("airportcode", "airport code");
	check_compound("countryid", "country id");
	/* a word the lexicon knows stays whole, and so does one it cannot cover */
	check_compound("horsepower", "");
	check_compound("pettypes", "");
	check_compound("petx", "");
	/* pieces of one or two letters (other than id/no/of/is) are never used */
	check_compound("inhastate", "");
	check_compound("typea", "");
	/* only plain lower-case ASCII letters; at most four pieces */
	check_compound("pet2type", "");
	check_compound("petType", "");
	check_compound("petpetpetpetpet", "");
	check_compound("petpetpetpet", "pet pet pet pet");
	/* the fewest pieces win: "dataset" + "name" would need "dataset" known */
	check_compound("datasetname", "data set name");
}

/* A few English words, as the lexicon would know them. */
static bool
toy_english(const char *word, void *arg)
{
	static const char *const known[] = {"due", "date", "sell", "end", "together", "tog",
	"ether", "sales", "person", "salesperson", NULL};

	(void) arg;
	return word_listed(known, word);
}

/* name_words_split_name over a vocabulary (toy_lexicon) and English words (toy_english). */
static void
check_name_split(const char *word, const char *expected)
{
	NameWordSources sources = {toy_lexicon, NULL, toy_english, NULL};
	char	  **pieces;
	int			n = name_words_split_name(word, &sources, &pieces);
	char		joined[128];

	join_pieces(pieces, n, joined);
	if (strcmp(joined, expected) != 0)
		UNIT_FAIL("split_name(%s) = \"%s\", expected \"%s\"", word, joined, expected);
	name_words_free(pieces, n);
}

UNIT_TEST(names_the_vocabulary_cannot_split_split_into_english_words)
{
	/* the vocabulary's split first, as before */
	check_name_split("pettype", "pet type");
	/* a name it leaves whole: English words too, mixed with its own */
	check_name_split("duedate", "due date");
	check_name_split("sellenddate", "sell end date");
	check_name_split("petdate", "pet date");
	/* an English word stays whole, even where English words would cover it */
	check_name_split("together", "");
	check_name_split("salesperson", "");
	/* a word neither covers stays whole */
	check_name_split("duex", "");
	/* short forms of colloquial.h are pieces of the second split ("taxamt": tax, amt) */
	check_name_split("dueamt", "due amt");
	check_name_split("sellqty", "sell qty");
	check_name_split("amtqty", "amt qty");
	/* without English words, only the vocabulary's */
	{
		NameWordSources model_only = {toy_lexicon, NULL, NULL, NULL};
		char	  **pieces;

		CHECK_INT_EQ(name_words_split_name("duedate", &model_only, &pieces), 0);
		CHECK_INT_EQ(name_words_split_name("pettype", &model_only, &pieces), 2);
		name_words_free(pieces, 2);
	}
}

/* A schema's words, as name_words_split_known_end would be asked them. */
static bool
toy_schema_words(const char *word, void *arg)
{
	static const char *const known[] = {"dim", "name", "key", "fact", "sales", "alternate",
	"line", NULL};

	(void) arg;
	return word_listed(known, word);
}

static void
check_known_end(const char *word, const char *expected)
{
	char	  **pieces;
	int			n = name_words_split_around_unknown(word, toy_schema_words, NULL, &pieces);
	char		joined[128];

	join_pieces(pieces, n, joined);
	if (strcmp(joined, expected) != 0)
		UNIT_FAIL("split_known_end(%s) = \"%s\", expected \"%s\"", word, joined, expected);
	name_words_free(pieces, n);
}

UNIT_TEST(names_no_lexicon_splits_cut_around_one_unknown_word)
{
	/* known prefix or suffix words, the rest one word of at least five letters */
	check_known_end("dimreseller", "dim reseller");
	check_known_end("resellername", "reseller name");
	check_known_end("factinternetsales", "fact internet sales");
	check_known_end("reselleralternatekey", "reseller alternate key");
	check_known_end("dimresellername", "dim reseller name");
	/* the shortest unknown piece wins: "fact internet sales line", not "fact internetsales
	 * line" nor "fact internet salesline" */
	check_known_end("factinternetsalesline", "fact internet sales line");
	/* known words on both ends */
	check_known_end("keyabcdeabcdekey", "key abcdeabcde key");
	/* too short a rest, or no known piece, keeps the word whole */
	check_known_end("dimxyzw", "");
	check_known_end("reseller", "");
	check_known_end("abcdefghij", "");
	check_known_end("dimResel", "");
	/* a known piece is never the unknown one: "dimsales" is two known words */
	check_known_end("dimsales", "");
}

static int
quantities_of(const char *s, TextQuantity **out, TextTokens *t)
{
	DtError		err;

	if (!text_tokenize(s, strlen(s), t, &err))
		return -1;
	return text_find_quantities(t, out);
}

UNIT_TEST(numbers_and_dates_are_recognised)
{
	TextTokens	t;
	TextQuantity *q;
	int			n;

	n = quantities_of("states with more than 150000 people founded on may 5, 1850", &q, &t);
	CHECK_INT_EQ(n, 2);
	CHECK_INT_EQ(q[0].kind, TEXT_QUANTITY_NUMBER);
	CHECK_INT_EQ(q[0].token_start, 4);
	CHECK_INT_EQ(q[1].kind, TEXT_QUANTITY_DATE);
	CHECK_INT_EQ(q[1].token_start, 8);
	CHECK_INT_EQ(q[1].token_end, 12);
	dt_free(q);
	text_tokens_free(&t);

	n = quantities_of("on 2010-05-03 or 5/3/2010 or 3rd march", &q, &t);
	CHECK_INT_EQ(n, 3);
	CHECK_INT_EQ(q[0].kind, TEXT_QUANTITY_DATE);
	CHECK_INT_EQ(q[0].token_end - q[0].token_start, 5);
	CHECK_INT_EQ(q[1].kind, TEXT_QUANTITY_DATE);
	CHECK_INT_EQ(q[2].kind, TEXT_QUANTITY_DATE);
	dt_free(q);
	text_tokens_free(&t);

	/* a month name alone is no date */
	n = quantities_of("what may border texas in march", &q, &t);
	CHECK_INT_EQ(n, 0);
	CHECK(q == NULL);
	text_tokens_free(&t);
}

/* The reading of the one-token question s ("" when text_number_reading says none). */
static const char *
reading_of(const char *s)
{
	static char buf[32];
	TextTokens	t;
	DtError		err;

	if (!text_tokenize(s, strlen(s), &t, &err))
		return "(error)";
	if (t.n != 1)
		snprintf(buf, sizeof(buf), "(%d tokens)", t.n);
	else if (!text_number_reading(&t.tokens[0], buf, sizeof(buf)))
		buf[0] = '\0';
	text_tokens_free(&t);
	return buf;
}

UNIT_TEST(amounts_in_analysts_spellings_are_read_as_numbers)
{
	CHECK_STR_EQ(reading_of("1,000"), "1000");
	CHECK_STR_EQ(reading_of("12,345,678.50"), "12345678.50");
	CHECK_STR_EQ(reading_of("100k"), "100000");
	CHECK_STR_EQ(reading_of("100K"), "100000");
	CHECK_STR_EQ(reading_of("1.5m"), "1500000");
	CHECK_STR_EQ(reading_of("2.3mn"), "2300000");
	CHECK_STR_EQ(reading_of("3bn"), "3000000000");
	CHECK_STR_EQ(reading_of("1.2345k"), "1234.5");
	CHECK_STR_EQ(reading_of("0.5k"), "500");
	CHECK_STR_EQ(reading_of("zero"), "0");
	CHECK_STR_EQ(reading_of("five"), "5");
	CHECK_STR_EQ(reading_of("twelve"), "12");
	/* "one" is as often a pronoun: no number */
	CHECK_STR_EQ(reading_of("one"), "");
	CHECK_STR_EQ(reading_of("thirteen"), "");
	/* plain numbers read themselves; words, bad groups and huge amounts give none */
	CHECK_STR_EQ(reading_of("1000"), "");
	CHECK_STR_EQ(reading_of("3.5"), "");
	CHECK_STR_EQ(reading_of("1,00"), "");
	CHECK_STR_EQ(reading_of("1234,567"), "");
	CHECK_STR_EQ(reading_of("100x"), "");
	CHECK_STR_EQ(reading_of("k"), "");
	CHECK_STR_EQ(reading_of("m1"), "");
	CHECK_STR_EQ(reading_of("5000000000000bn"), "");
}

UNIT_TEST(fnv1a_matches_reference_values)
{
	/* published FNV-1a 32-bit test vectors */
	CHECK(text_fnv1a("", 0) == 0x811c9dc5u);
	CHECK(text_fnv1a("a", 1) == 0xe40c292cu);
	CHECK(text_fnv1a("foobar", 6) == 0xbf9cf968u);
}

UNIT_TEST(subword_buckets_are_character_ngrams_of_the_wrapped_word)
{
	uint32_t	out[64];
	uint32_t	again[64];
	/* "<city>" has 6 characters: 4 trigrams + 3 four-grams + 2 five-grams */
	int			n = text_subword_buckets("city", 3, 5, 1000, out, 64);

	CHECK_INT_EQ(n, 9);
	CHECK(out[0] == text_fnv1a("<ci", 3) % 1000);
	CHECK(out[1] == text_fnv1a("<cit", 4) % 1000);
	CHECK(out[2] == text_fnv1a("<city", 5) % 1000);
	CHECK_INT_EQ(text_subword_buckets("city", 3, 5, 1000, again, 64), 9);
	CHECK(memcmp(out, again, sizeof(uint32_t) * 9) == 0);
	for (int i = 0; i < n; i++)
		CHECK(out[i] < 1000);
	/* "é" counts as one character: "<é>" is exactly one trigram */
	CHECK_INT_EQ(text_subword_buckets("\xc3\xa9", 3, 5, 7, out, 64), 1);
	CHECK(out[0] == text_fnv1a("<\xc3\xa9>", 4) % 7);
	/* cap: counts all, writes cap */
	CHECK_INT_EQ(text_subword_buckets("mountain", 3, 5, 97, out, 2), 21);
}

UNIT_TEST(vocabulary_gives_stable_ids_and_prunes_rare_words)
{
	TextVocab  *v = text_vocab_new();
	TextVocab  *p;
	char		word[32];
	int			city;

	CHECK_STR_EQ(text_vocab_word(v, TEXT_VOCAB_PAD), "<pad>");
	CHECK_STR_EQ(text_vocab_word(v, TEXT_VOCAB_UNK), "<unk>");
	city = text_vocab_add(v, "city");
	CHECK_INT_EQ(city, 2);
	CHECK_INT_EQ(text_vocab_add(v, "state"), 3);
	CHECK_INT_EQ(text_vocab_add(v, "city"), city);
	CHECK_INT_EQ(text_vocab_lookup(v, "city"), city);
	CHECK_INT_EQ(text_vocab_lookup(v, "river"), TEXT_VOCAB_UNK);
	for (int i = 0; i < 1000; i++)
	{
		snprintf(word, sizeof(word), "w%d", i);
		CHECK_INT_EQ(text_vocab_add(v, word), 4 + i);
	}
	CHECK_INT_EQ(text_vocab_lookup(v, "w999"), 1003);
	CHECK_INT_EQ(text_vocab_lookup(v, "city"), city);
	CHECK(text_vocab_word(v, 5000) == NULL);
	p = text_vocab_prune(v, 2);
	CHECK_INT_EQ(p->n_words, 3);
	CHECK_INT_EQ(text_vocab_lookup(p, "city"), 2);
	CHECK_INT_EQ(text_vocab_lookup(p, "state"), TEXT_VOCAB_UNK);
	text_vocab_free(p);
	text_vocab_free(v);
}

/* Does short abbreviate the space-separated words of phrase? */
static bool
abbrev(const char *short_word, const char *phrase)
{
	char		buf[128];
	char	   *words[8];
	int			n = 0;

	strcpy(buf, phrase);
	for (char *w = strtok(buf, " "); w != NULL && n < 8; w = strtok(NULL, " "))
		words[n++] = w;
	return text_abbreviates(short_word, words, n);
}

UNIT_TEST(abbreviations_are_prefixes_contractions_and_initials)
{
	/* prefixes */
	CHECK(abbrev("num", "number"));
	CHECK(abbrev("cyl", "cylinders"));
	CHECK(abbrev("addr", "address"));
	/* contractions keep the first and last letters */
	CHECK(abbrev("dept", "department"));
	CHECK(abbrev("qty", "quantity"));
	CHECK(abbrev("mgr", "manager"));
	CHECK(abbrev("amt", "amounts"));	/* of the singular */
	CHECK(!abbrev("dpt", "adopt"));		/* another first letter */
	CHECK(!abbrev("mgr", "managed"));	/* another last letter */
	CHECK(!abbrev("dept", "distant"));	/* letters missing between */
	CHECK(!abbrev("uid", "united"));	/* three letters contract by consonants */
	/* the word must be two letters longer: "name" does not abbreviate "names" */
	CHECK(!abbrev("name", "names"));
	CHECK(!abbrev("cyl", "cyle"));
	/* initials, and initials followed by the last word */
	CHECK(abbrev("mpg", "miles per gallon"));
	CHECK(abbrev("dob", "date of birth"));
	CHECK(abbrev("fname", "first name"));
	CHECK(abbrev("lname", "last names"));
	CHECK(!abbrev("mpg", "miles per hour"));
	CHECK(!abbrev("mp", "miles per"));	/* too short */
	CHECK(!abbrev("fname", "first named"));
	/* letters only, lengths bounded */
	CHECK(!abbrev("a1b", "a1bcd"));
	CHECK(!abbrev("nu", "number"));
	CHECK(!abbrev("numberx", "numberxyz"));
	CHECK(!abbrev("cyl", "cyl-inder"));
}

UNIT_TEST(short_words_have_their_full_forms)
{
	CHECK_STR_EQ(text_colloquial_full_form("avg"), "average");
	CHECK_STR_EQ(text_colloquial_full_form("Avg"), "average");
	CHECK_STR_EQ(text_colloquial_full_form("yrs"), "years");
	CHECK_STR_EQ(text_colloquial_full_form("docs"), "documents");
	/* full words, and short forms that are words of their own, have none */
	CHECK(text_colloquial_full_form("average") == NULL);
	CHECK(text_colloquial_full_form("no") == NULL);
	CHECK(text_colloquial_full_form("st") == NULL);
	CHECK(text_colloquial_full_form("") == NULL);
}

/* The pay superlative of token at of question ("-": none). */
static const char *
pay_superlative(const char *question, int at)
{
	TextTokens	t = {0};
	DtError		err = {0};
	const char *s;

	if (!text_tokenize(question, strlen(question), &t, &err))
		return "?";
	s = text_colloquial_pay_superlative(&t, at);
	text_tokens_free(&t);
	return s == NULL ? "-" : s;
}

UNIT_TEST(best_and_worst_paid_are_the_highest_and_lowest_paid)
{
	CHECK_STR_EQ(pay_superlative("the three best-paid people", 2), "highest");
	CHECK_STR_EQ(pay_superlative("the worst paid clerk", 1), "lowest");
	/* another word after it, or another word before "paid" */
	CHECK_STR_EQ(pay_superlative("the best sellers", 1), "-");
	CHECK_STR_EQ(pay_superlative("the best", 1), "-");
	CHECK_STR_EQ(pay_superlative("the well paid clerk", 1), "-");
}

int
main(void)
{
	UNIT_RUN(tokenizer_gives_lower_case_tokens_with_offsets);
	UNIT_RUN(short_words_have_their_full_forms);
	UNIT_RUN(best_and_worst_paid_are_the_highest_and_lowest_paid);
	UNIT_RUN(tokenizer_keeps_multibyte_characters_whole_and_counts_characters);
	UNIT_RUN(tokenizer_keeps_decimal_and_thousands_numbers_together);
	UNIT_RUN(contraction_tails_are_written_against_their_word);
	UNIT_RUN(the_business_naming_itself_is_no_token);
	UNIT_RUN(tokenizer_refuses_overlong_questions);
	UNIT_RUN(normalised_keys_ignore_case_punctuation_and_spacing);
	UNIT_RUN(stemmer_maps_plurals_and_verb_forms_to_base_words);
	UNIT_RUN(singular_undoes_the_plural_alone);
	UNIT_RUN(british_spellings_stem_as_the_american_ones);
	UNIT_RUN(stemmer_keeps_superlatives_short_words_and_non_words);
	UNIT_RUN(stopwords_are_function_words_only);
	UNIT_RUN(identifiers_split_on_underscores_camel_case_and_digits);
	UNIT_RUN(compound_names_split_into_known_words);
	UNIT_RUN(names_the_vocabulary_cannot_split_split_into_english_words);
	UNIT_RUN(names_no_lexicon_splits_cut_around_one_unknown_word);
	UNIT_RUN(abbreviations_are_prefixes_contractions_and_initials);
	UNIT_RUN(numbers_and_dates_are_recognised);
	UNIT_RUN(amounts_in_analysts_spellings_are_read_as_numbers);
	UNIT_RUN(fnv1a_matches_reference_values);
	UNIT_RUN(subword_buckets_are_character_ngrams_of_the_wrapped_word);
	UNIT_RUN(vocabulary_gives_stable_ids_and_prunes_rare_words);
	UNIT_DONE();
}
