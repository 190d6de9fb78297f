/*
 * lexicon.c — see lexicon.h.
 */
#include "text/lexicon.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/crc32c.h"

#define LEXICON_MAGIC "DTFXLEX1"
#define HEADER_BYTES 40
#define ENTRY_BYTES 12
#define RELATIVE_BYTES 8

struct Lexicon
{
	const uint8_t *map;
	size_t		size;
	uint32_t	n_entries;
	uint32_t	n_relatives;
	const uint8_t *entries;
	const uint8_t *relatives;
	const char *strings;
	uint32_t	strings_bytes;
};

static uint32_t
read_u32(const uint8_t *p)
{
	return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static uint16_t
read_u16(const uint8_t *p)
{
	return (uint16_t) (p[0] | p[1] << 8);
}

static const char *
entry_word(const Lexicon *lex, uint32_t i)
{
	return lex->strings + read_u32(lex->entries + (size_t) i * ENTRY_BYTES);
}

static uint32_t
entry_first_relative(const Lexicon *lex, uint32_t i)
{
	return read_u32(lex->entries + (size_t) i * ENTRY_BYTES + 4);
}

static uint32_t
entry_n_relatives(const Lexicon *lex, uint32_t i)
{
	return read_u16(lex->entries + (size_t) i * ENTRY_BYTES + 8);
}

static uint8_t
entry_pos(const Lexicon *lex, uint32_t i)
{
	return lex->entries[(size_t) i * ENTRY_BYTES + 10];
}

static const char *
relative_word(const Lexicon *lex, uint32_t k)
{
	return lex->strings + read_u32(lex->relatives + (size_t) k * RELATIVE_BYTES);
}

static LexiconRelation
relative_relation(const Lexicon *lex, uint32_t k)
{
	return (LexiconRelation) lex->relatives[(size_t) k * RELATIVE_BYTES + 4];
}

static bool
damaged(DtError *err, const char *path, const char *what)
{
	return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL,
						"Rebuild and reinstall dtfixup (make install) to write it again.",
						"the lexicon file \"%s\" is damaged: %s", path, what);
}

/* The header's counts against the file's size. */
static bool
check_header(Lexicon *lex, const char *path, DtError *err)
{
	const uint8_t *h = lex->map;
	uint64_t	expected;

	if (lex->size < HEADER_BYTES || memcmp(h, LEXICON_MAGIC, 8) != 0)
		return damaged(err, path, "it is not a dtfixup lexicon");
	if (read_u32(h + 8) != LEXICON_VERSION)
		return damaged(err, path, "its version is not the one this build reads");
	lex->n_entries = read_u32(h + 16);
	lex->n_relatives = read_u32(h + 20);
	lex->strings_bytes = read_u32(h + 24);
	expected = (uint64_t) HEADER_BYTES + (uint64_t) lex->n_entries * ENTRY_BYTES +
		(uint64_t) lex->n_relatives * RELATIVE_BYTES + lex->strings_bytes;
	if (read_u32(h + 12) != HEADER_BYTES || read_u32(h + 28) != lex->size || expected != lex->size)
		return damaged(err, path, "its size does not match its header");
	if (dt_crc32c(h + HEADER_BYTES, lex->size - HEADER_BYTES) != read_u32(h + 32))
		return damaged(err, path, "its checksum does not match");
	lex->entries = h + HEADER_BYTES;
	lex->relatives = lex->entries + (size_t) lex->n_entries * ENTRY_BYTES;
	lex->strings = (const char *) (lex->relatives + (size_t) lex->n_relatives * RELATIVE_BYTES);
	return true;
}

/* Every offset inside the strings, every range inside the relatives, entries sorted: the
 * look-ups below then never leave the file. */
static bool
check_tables(const Lexicon *lex, const char *path, DtError *err)
{
	if (lex->strings_bytes == 0 || lex->strings[lex->strings_bytes - 1] != '\0')
		return damaged(err, path, "its strings are not terminated");
	for (uint32_t k = 0; k < lex->n_relatives; k++)
		if (read_u32(lex->relatives + (size_t) k * RELATIVE_BYTES) >= lex->strings_bytes)
			return damaged(err, path, "a relative points outside the strings");
	for (uint32_t i = 0; i < lex->n_entries; i++)
	{
		if (read_u32(lex->entries + (size_t) i * ENTRY_BYTES) >= lex->strings_bytes)
			return damaged(err, path, "an entry points outside the strings");
		if ((uint64_t) entry_first_relative(lex, i) + entry_n_relatives(lex, i) > lex->n_relatives)
			return damaged(err, path, "an entry's relatives lie outside the table");
		if (i > 0 && strcmp(entry_word(lex, i - 1), entry_word(lex, i)) >= 0)
			return damaged(err, path, "its entries are not sorted");
	}
	return true;
}

Lexicon *
lexicon_open(const char *path, DtError *err)
{
	Lexicon    *lex;
	struct stat st;
	int			fd = open(path, O_RDONLY | O_CLOEXEC);
	void	   *map;

	if (fd < 0)
	{
		dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
					 "could not open the lexicon file \"%s\": %s", path, strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < HEADER_BYTES ||
		(uint64_t) st.st_size > UINT32_MAX)
	{
		close(fd);
		damaged(err, path, "it is not a regular file of a lexicon's size");
		return NULL;
	}
	map = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (map == MAP_FAILED)
	{
		dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
					 "could not map the lexicon file \"%s\": %s", path, strerror(errno));
		return NULL;
	}
	lex = dt_new(Lexicon);
	lex->map = map;
	lex->size = (size_t) st.st_size;
	if (!check_header(lex, path, err) || !check_tables(lex, path, err))
	{
		lexicon_close(lex);
		return NULL;
	}
	return lex;
}

void
lexicon_close(Lexicon *lex)
{
	if (lex == NULL)
		return;
	munmap((void *) lex->map, lex->size);
	dt_free(lex);
}

int
lexicon_n_words(const Lexicon *lex)
{
	return (int) lex->n_entries;
}

/* Entry index of word, or -1. */
static int64_t
find_entry(const Lexicon *lex, const char *word)
{
	uint32_t	lo = 0,
				hi = lex->n_entries;

	while (lo < hi)
	{
		uint32_t	mid = lo + (hi - lo) / 2;
		int			c = strcmp(entry_word(lex, mid), word);

		if (c == 0)
			return mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/* WordNet's detachment rules (morphy): suffix -> ending, per part of speech. */
typedef struct SuffixRule
{
	const char *suffix;
	const char *ending;
	uint8_t		pos;
} SuffixRule;

static const SuffixRule suffix_rules[] = {
	{"s", "", LEXICON_POS_NOUN}, {"ses", "s", LEXICON_POS_NOUN}, {"xes", "x", LEXICON_POS_NOUN},
	{"zes", "z", LEXICON_POS_NOUN}, {"ches", "ch", LEXICON_POS_NOUN},
	{"shes", "sh", LEXICON_POS_NOUN}, {"men", "man", LEXICON_POS_NOUN},
	{"ies", "y", LEXICON_POS_NOUN},
	{"s", "", LEXICON_POS_VERB}, {"ies", "y", LEXICON_POS_VERB}, {"es", "e", LEXICON_POS_VERB},
	{"es", "", LEXICON_POS_VERB}, {"ed", "e", LEXICON_POS_VERB}, {"ed", "", LEXICON_POS_VERB},
	{"ing", "e", LEXICON_POS_VERB}, {"ing", "", LEXICON_POS_VERB},
	{"er", "", LEXICON_POS_ADJ}, {"est", "", LEXICON_POS_ADJ}, {"er", "e", LEXICON_POS_ADJ},
	{"est", "e", LEXICON_POS_ADJ},
};

static int
add_lemma(const char **out, int n, const char *word)
{
	for (int i = 0; i < n; i++)
		if (out[i] == word)
			return n;
	if (n < LEXICON_MAX_LEMMAS)
		out[n++] = word;
	return n;
}

int
lexicon_lemmas(const Lexicon *lex, const char *word, const char **out)
{
	size_t		len = strlen(word);
	int64_t		e = find_entry(lex, word);
	int			n = 0;
	char		base[LEXICON_MAX_WORD + 4];

	if (len == 0 || len >= LEXICON_MAX_WORD)
		return 0;
	if (e >= 0)
	{
		uint32_t	first = entry_first_relative(lex, (uint32_t) e);

		if (entry_pos(lex, (uint32_t) e) != 0)
			n = add_lemma(out, n, entry_word(lex, (uint32_t) e));
		for (uint32_t k = first; k < first + entry_n_relatives(lex, (uint32_t) e); k++)
			if (relative_relation(lex, k) == LEXICON_LEMMA)
			{
				int64_t		b = find_entry(lex, relative_word(lex, k));

				if (b >= 0)
					n = add_lemma(out, n, entry_word(lex, (uint32_t) b));
			}
	}
	for (size_t r = 0; r < sizeof(suffix_rules) / sizeof(suffix_rules[0]); r++)
	{
		const SuffixRule *rule = &suffix_rules[r];
		size_t		sl = strlen(rule->suffix);
		int64_t		b;

		if (len <= sl || strcmp(word + len - sl, rule->suffix) != 0)
			continue;
		memcpy(base, word, len - sl);
		strcpy(base + len - sl, rule->ending);
		b = find_entry(lex, base);
		if (b >= 0 && (entry_pos(lex, (uint32_t) b) & rule->pos) != 0)
			n = add_lemma(out, n, entry_word(lex, (uint32_t) b));
	}
	return n;
}

void
lexicon_visit_relatives(const Lexicon *lex, const char *word, LexiconVisitor visit, void *arg)
{
	const char *lemmas[LEXICON_MAX_LEMMAS];
	int			n = lexicon_lemmas(lex, word, lemmas);

	for (int i = 0; i < n; i++)
		if (strcmp(lemmas[i], word) != 0)
			visit(lemmas[i], LEXICON_LEMMA, arg);
	for (int i = 0; i < n; i++)
	{
		int64_t		e = find_entry(lex, lemmas[i]);
		uint32_t	first = entry_first_relative(lex, (uint32_t) e);

		for (uint32_t k = first; k < first + entry_n_relatives(lex, (uint32_t) e); k++)
			if (relative_relation(lex, k) != LEXICON_LEMMA)
				visit(relative_word(lex, k), relative_relation(lex, k), arg);
	}
}

typedef struct RelatedProbe
{
	const char *target;
	bool		found;
} RelatedProbe;

static void
probe_relative(const char *relative, LexiconRelation relation, void *arg)
{
	RelatedProbe *p = arg;

	if (strcmp(relative, p->target) == 0)
		p->found = true;
}

bool
lexicon_related(const Lexicon *lex, const char *a, const char *b)
{
	RelatedProbe p = {b, false};

	lexicon_visit_relatives(lex, a, probe_relative, &p);
	return p.found;
}

bool
lexicon_knows_word(const char *word, void *lexicon)
{
	const char *lemmas[LEXICON_MAX_LEMMAS];

	return lexicon_lemmas((const Lexicon *) lexicon, word, lemmas) > 0;
}
