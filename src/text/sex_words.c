/*
 * sex_words.c — see sex_words.h.
 */
#include "text/sex_words.h"

#include <string.h>

/* Each sex: the words that name it (NULL ends them), then its codes. */
static const struct
{
	const char *const words[9];
	const char *const codes[TEXT_SEX_MAX_CODES];
}			sexes[] = {
	{{"female", "females", "woman", "women", "girl", "girls", "lady", "ladies", NULL},
	{"f", "female"}},
	{{"male", "males", "man", "men", "boy", "boys", "gentleman", "gentlemen", NULL},
	{"m", "male"}},
};

int
text_sex_codes(const char *word, const char **codes)
{
	for (size_t s = 0; s < sizeof(sexes) / sizeof(sexes[0]); s++)
		for (int w = 0; sexes[s].words[w] != NULL; w++)
		{
			int			n = 0;

			if (strcmp(word, sexes[s].words[w]) != 0)
				continue;
			for (int c = 0; c < TEXT_SEX_MAX_CODES; c++)
				if (strcmp(word, sexes[s].codes[c]) != 0)
					codes[n++] = sexes[s].codes[c];
			return n;
		}
	return 0;
}

bool
text_names_sex(const char *name_word)
{
	return strcmp(name_word, "sex") == 0 || strcmp(name_word, "gender") == 0;
}
