/*
 * name_words.c — identifier splitting on '_', other punctuation, camelCase and
 * letter/digit boundaries (see name_words.h).
 */
#include "text/name_words.h"

#include <stdbool.h>
#include <string.h>

#include "common/alloc.h"
#include "text/colloquial.h"

static bool
is_upper(unsigned char c)
{
	return c >= 'A' && c <= 'Z';
}

static bool
is_lower(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || c >= 0x80;
}

static bool
is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

static bool
is_word_byte(unsigned char c)
{
	return is_upper(c) || is_lower(c) || is_digit(c);
}

/*
 * Does a new word start at name[i] (i > 0, both name[i-1] and name[i] word bytes)?
 * camelCase: "eN" in "stateName"; acronym end: "PS" in "HTTPServer" (upper followed by
 * upper+lower); letter/digit changes.
 */
static bool
word_starts_at(const unsigned char *s, size_t i)
{
	unsigned char prev = s[i - 1],
				cur = s[i];

	if (is_digit(prev) != is_digit(cur))
		return true;
	if (is_lower(prev) && is_upper(cur))
		return true;
	if (is_upper(prev) && is_upper(cur) && is_lower(s[i + 1]) && s[i + 1] < 0x80)
		return true;
	return false;
}

static void
push_word(char ***words, int *n, int *cap, const unsigned char *start, size_t len)
{
	char	   *w;

	if (*n == *cap)
	{
		*cap = *cap ? *cap * 2 : 4;
		*words = dt_realloc(*words, sizeof(char *) * (size_t) *cap);
	}
	w = dt_strndup((const char *) start, len);
	for (size_t k = 0; k < len; k++)
		if (is_upper((unsigned char) w[k]))
			w[k] = (char) (w[k] - 'A' + 'a');
	(*words)[(*n)++] = w;
}

int
name_words_split(const char *name, char ***words)
{
	const unsigned char *s = (const unsigned char *) name;
	size_t		len = strlen(name);
	size_t		i = 0;
	int			n = 0,
				cap = 0;

	*words = NULL;
	while (i < len)
	{
		size_t		start;

		while (i < len && !is_word_byte(s[i]))
			i++;
		if (i >= len)
			break;
		start = i++;
		while (i < len && is_word_byte(s[i]) && !word_starts_at(s, i))
			i++;
		push_word(words, &n, &cap, s + start, i - start);
	}
	return n;
}

void
name_words_free(char **words, int n_words)
{
	for (int i = 0; i < n_words; i++)
		dt_free(words[i]);
	dt_free(words);
}

/* ------------------------------------------------------------------ compounds */

#define COMPOUND_MAX_LEN 48
#define COMPOUND_MAX_PIECES 4

static bool
short_piece_allowed(const char *piece, size_t len)
{
	static const char *const two_letter[] = {"id", "no", "of", "is"};

	if (len != 2)
		return false;
	for (size_t k = 0; k < sizeof(two_letter) / sizeof(two_letter[0]); k++)
		if (strncmp(piece, two_letter[k], 2) == 0)
			return true;
	return false;
}

/* Is word[from, to) a piece the split may use? */
static bool
piece_known(const char *word, size_t from, size_t to, NameWordKnown known, void *arg)
{
	char		piece[COMPOUND_MAX_LEN + 1];
	size_t		len = to - from;

	if (len < 2)
		return false;
	memcpy(piece, word + from, len);
	piece[len] = '\0';
	if (len == 2)
		return short_piece_allowed(piece, len);
	return known(piece, arg);
}

static bool
all_ascii_lower(const char *word, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (word[i] < 'a' || word[i] > 'z')
			return false;
	return true;
}

int
name_words_split_compound(const char *word, NameWordKnown known, void *arg, char ***pieces)
{
	size_t		len = strlen(word);
	/* fewest[i]: fewest pieces covering word[0, i) (-1: no cover); cut[i]: where the
	 * last of them starts.  Cuts are tried from the left and only a strictly smaller count
	 * replaces one, so among equal counts the longest last piece wins. */
	int			fewest[COMPOUND_MAX_LEN + 1];
	size_t		cut[COMPOUND_MAX_LEN + 1];
	size_t		ends[COMPOUND_MAX_PIECES];
	int			n;

	*pieces = NULL;
	if (len < 5 || len > COMPOUND_MAX_LEN || !all_ascii_lower(word, len) || known(word, arg))
		return 0;
	fewest[0] = 0;
	for (size_t i = 1; i <= len; i++)
	{
		fewest[i] = -1;
		for (size_t j = 0; j + 2 <= i; j++)
			if (fewest[j] >= 0 && (fewest[i] < 0 || fewest[j] + 1 < fewest[i]) &&
				piece_known(word, j, i, known, arg))
			{
				fewest[i] = fewest[j] + 1;
				cut[i] = j;
			}
	}
	n = fewest[len];
	if (n < 2 || n > COMPOUND_MAX_PIECES)
		return 0;
	for (size_t i = len, k = (size_t) n; k > 0; i = cut[i])
		ends[--k] = i;
	*pieces = dt_alloc(sizeof(char *) * (size_t) n);
	for (int k = 0; k < n; k++)
	{
		size_t		from = k == 0 ? 0 : ends[k - 1];

		(*pieces)[k] = dt_strndup(word + from, ends[k] - from);
	}
	return n;
}

/* A word of either of the sources' lexicons, or a short form of one ("amt", "qty": a
 * schema's "taxamt" is "tax amt", whose "amt" then links to "amount" as an abbreviation)
 * (arg: the NameWordSources). */
static bool
known_or_english(const char *word, void *arg)
{
	const NameWordSources *s = arg;

	return s->known(word, s->known_arg) || s->english(word, s->english_arg) ||
		text_colloquial_full_form(word) != NULL;
}

int
name_words_split_name(const char *word, const NameWordSources *sources, char ***pieces)
{
	int			n = name_words_split_compound(word, sources->known, sources->known_arg, pieces);

	if (n > 0 || sources->english == NULL || sources->english(word, sources->english_arg))
		return n;
	return name_words_split_compound(word, known_or_english, (void *) sources, pieces);
}

/* fewest[i] (i in [from, to]): the fewest known pieces (of at least three letters) that
 * cover word[from, i) going right (right = true: word[i, to) going left), -1 for none;
 * cut[i] the other end of the piece next to i. */
static void
fewest_known_pieces(const char *word, size_t from, size_t to, bool right,
					bool known[][COMPOUND_MAX_LEN + 1], int *fewest, size_t *cut)
{
	for (size_t step = 0; step <= to - from; step++)
	{
		size_t		i = right ? to - step : from + step;

		fewest[i] = step == 0 ? 0 : -1;
		for (size_t k = 3; k <= step; k++)
		{
			size_t		j = right ? i + k : i - k;
			bool		ok = right ? known[i][j] : known[j][i];

			if (ok && fewest[j] >= 0 && (fewest[i] < 0 || fewest[j] + 1 < fewest[i]))
			{
				fewest[i] = fewest[j] + 1;
				cut[i] = j;
			}
		}
	}
}

int
name_words_split_around_unknown(const char *word, NameWordKnown known, void *arg,
								char ***pieces)
{
	size_t		len = strlen(word);
	bool		is_known[COMPOUND_MAX_LEN + 1][COMPOUND_MAX_LEN + 1];
	int			before[COMPOUND_MAX_LEN + 1],
				after[COMPOUND_MAX_LEN + 1],
				best = 0,
				n = 0;
	size_t		cut_before[COMPOUND_MAX_LEN + 1],
				cut_after[COMPOUND_MAX_LEN + 1],
				best_len = 0,
				start = 0,
				end = 0;
	bool		tie = false;

	*pieces = NULL;
	if (len < 3 + NAME_WORDS_UNKNOWN_MIN || len > COMPOUND_MAX_LEN || !all_ascii_lower(word, len))
		return 0;
	for (size_t i = 0; i <= len; i++)
		for (size_t j = 0; j <= len; j++)
			is_known[i][j] = j >= i + 3 && piece_known(word, i, j, known, arg);
	fewest_known_pieces(word, 0, len, false, is_known, before, cut_before);
	fewest_known_pieces(word, 0, len, true, is_known, after, cut_after);
	for (size_t i = 0; i + NAME_WORDS_UNKNOWN_MIN <= len; i++)
		for (size_t j = i + NAME_WORDS_UNKNOWN_MIN; j <= len; j++)
		{
			int			count = before[i] + 1 + after[j];

			if (before[i] < 0 || after[j] < 0 || count < 2 || count > COMPOUND_MAX_PIECES ||
				is_known[i][j])
				continue;
			if (best == 0 || j - i < best_len || (j - i == best_len && count < best))
			{
				best = count;
				best_len = j - i;
				start = i;
				end = j;
				tie = false;
			}
			else if (j - i == best_len && count == best)
				tie = true;
		}
	if (best == 0 || tie)
		return 0;
	*pieces = dt_alloc(sizeof(char *) * (size_t) best);
	for (size_t i = start; i > 0; i = cut_before[i])	/* the known pieces before, last first */
		n++;
	for (size_t i = start, k = (size_t) n; i > 0; i = cut_before[i])
		(*pieces)[--k] = dt_strndup(word + cut_before[i], i - cut_before[i]);
	(*pieces)[n++] = dt_strndup(word + start, end - start);
	for (size_t i = end; i < len; i = cut_after[i])
		(*pieces)[n++] = dt_strndup(word + i, cut_after[i] - i);
	return n;
}
