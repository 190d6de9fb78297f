/*
 * negating_prefix.c — a word that negates another with a prefix (negating_prefix.h).
 */
#include "text/negating_prefix.h"

#include <string.h>

/* Longest first: "non" before "no" would be, were "no" one. */
static const char *const prefixes[] = {"non", "un", "in", NULL};

int
text_negating_prefix(const char *word)
{
	for (int i = 0; prefixes[i] != NULL; i++)
	{
		size_t		n = strlen(prefixes[i]);
		const char *rest = word + n;
		size_t		letters = 0;

		if (strncmp(word, prefixes[i], n) != 0)
			continue;
		while (rest[letters] >= 'a' && rest[letters] <= 'z')
			letters++;
		if (rest[letters] == '\0' && letters >= TEXT_NEGATED_MIN_LENGTH)
			return (int) n;
	}
	return 0;
}
