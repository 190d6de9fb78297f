/*
 * marital_words.c — see marital_words.h.
 */
#include "text/marital_words.h"

#include <string.h>

/* Each status: a word that names it and its code. */
static const struct
{
	const char *word;
	const char *code;
}			statuses[] = {
	{"married", "m"}, {"single", "s"}, {"unmarried", "s"}, {"divorced", "d"},
	{"widowed", "w"}, {"widow", "w"}, {"widows", "w"}, {"widower", "w"}, {"widowers", "w"},
};

const char *
text_marital_code(const char *word)
{
	for (size_t s = 0; s < sizeof(statuses) / sizeof(statuses[0]); s++)
		if (strcmp(word, statuses[s].word) == 0)
			return statuses[s].code;
	return NULL;
}

bool
text_names_marital(const char *name_word)
{
	return strncmp(name_word, "marital", 7) == 0;
}
