/*
 * abbreviation.c — short words that abbreviate a word or a phrase (see abbreviation.h).
 */
#include "text/abbreviation.h"

#include <string.h>

static bool
all_letters(const char *s)
{
	for (; *s; s++)
		if (*s < 'a' || *s > 'z')
			return false;
	return true;
}

static bool
is_vowel(char c)
{
	return strchr("aeiou", c) != NULL;
}

/*
 * short is long[0..len) contracted: the same first and last letters, the rest of short
 * found in order in between ("dept" ~ department).  Three letters contract a word by its
 * consonants (mgr, qty, pct); with a vowel in the middle they match words by chance ("uid"
 * is not "united").
 */
static bool
contracts(const char *short_word, size_t short_len, const char *long_word, size_t len)
{
	size_t		j = 1;

	if (short_word[0] != long_word[0] || short_word[short_len - 1] != long_word[len - 1])
		return false;
	if (short_len == 3 && is_vowel(short_word[1]))
		return false;
	for (size_t i = 1; i + 1 < len && j + 1 < short_len; i++)
		if (long_word[i] == short_word[j])
			j++;
	return j + 1 == short_len;
}

static bool
abbreviates_word(const char *short_word, size_t short_len, const char *word)
{
	size_t		len = strlen(word);

	if (len < short_len + 2 || !all_letters(word))
		return false;
	if (strncmp(word, short_word, short_len) == 0)
		return true;
	if (contracts(short_word, short_len, word, len))
		return true;
	/* a plural: the singular's letters ("amounts" ~ amt) */
	return word[len - 1] == 's' && word[len - 2] != 's' && len - 1 >= short_len + 2 &&
		contracts(short_word, short_len, word, len - 1);
}

/* Is tail the word last, or last without a plural 's' ("name" ~ names)?  Three letters at
 * least. */
static bool
tail_matches(const char *tail, const char *last)
{
	size_t		len = strlen(tail),
				last_len = strlen(last);

	if (len < 3)
		return false;
	if (strcmp(tail, last) == 0)
		return true;
	return last_len == len + 1 && last[len] == 's' && strncmp(tail, last, len) == 0;
}

/* The initials of words[0..n) and then, when tail, the whole last word. */
static bool
abbreviates_phrase(const char *short_word, size_t short_len, char *const *words, int n)
{
	size_t		i = 0;

	for (int w = 0; w < n; w++)
		if (words[w][0] == '\0' || !all_letters(words[w]))
			return false;
	for (int w = 0; w < n; w++, i++)
		if (i >= short_len || short_word[i] != words[w][0])
			break;
	if (i == (size_t) n && i == short_len)
		return true;			/* initials: mpg */
	if (i < (size_t) n - 1)
		return false;
	/* initials of all but the last word, then the last word, or its singular: fname */
	return tail_matches(short_word + n - 1, words[n - 1]);
}

bool
text_abbreviates(const char *short_word, char *const *words, int n)
{
	size_t		short_len = strlen(short_word);

	if (n < 1 || short_len < TEXT_ABBREV_MIN || short_len > TEXT_ABBREV_MAX ||
		!all_letters(short_word))
		return false;
	if (n == 1)
		return abbreviates_word(short_word, short_len, words[0]);
	return abbreviates_phrase(short_word, short_len, words, n);
}
