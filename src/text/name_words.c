/*
 * name_words.c — identifier splitting on '_', other punctuation, camelCase and
 * letter/digit boundaries (see name_words.h).
 */
#include "text/name_words.h"

#include <stdbool.h>
#include <string.h>

#include "common/alloc.h"

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
