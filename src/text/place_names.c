/*
 * place_names.c — see place_names.h.
 */
#include "text/place_names.h"

#include <string.h>

/* The states, each "name" then its code, in the keys text_normalize_key gives. */
static const char *const states[][2] = {
	{"alabama", "al"}, {"alaska", "ak"}, {"arizona", "az"}, {"arkansas", "ar"},
	{"california", "ca"}, {"colorado", "co"}, {"connecticut", "ct"}, {"delaware", "de"},
	{"district of columbia", "dc"}, {"florida", "fl"}, {"georgia", "ga"}, {"hawaii", "hi"},
	{"idaho", "id"}, {"illinois", "il"}, {"indiana", "in"}, {"iowa", "ia"}, {"kansas", "ks"},
	{"kentucky", "ky"}, {"louisiana", "la"}, {"maine", "me"}, {"maryland", "md"},
	{"massachusetts", "ma"}, {"michigan", "mi"}, {"minnesota", "mn"}, {"mississippi", "ms"},
	{"missouri", "mo"}, {"montana", "mt"}, {"nebraska", "ne"}, {"nevada", "nv"},
	{"new hampshire", "nh"}, {"new jersey", "nj"}, {"new mexico", "nm"}, {"new york", "ny"},
	{"north carolina", "nc"}, {"north dakota", "nd"}, {"ohio", "oh"}, {"oklahoma", "ok"},
	{"oregon", "or"}, {"pennsylvania", "pa"}, {"rhode island", "ri"},
	{"south carolina", "sc"}, {"south dakota", "sd"}, {"tennessee", "tn"}, {"texas", "tx"},
	{"utah", "ut"}, {"vermont", "vt"}, {"virginia", "va"}, {"washington", "wa"},
	{"west virginia", "wv"}, {"wisconsin", "wi"}, {"wyoming", "wy"},
};

/* Countries: every key of a row names the same one (NULL ends a row). */
static const char *const countries[][TEXT_PLACE_MAX_ALIASES + 1] = {
	{"usa", "us", "u s", "u s a", "united states", "united states of america", NULL},
	{"uk", "u k", "united kingdom", "great britain", "britain", "gb", NULL},
};

/* Words after which "us" is the country, never the pronoun. */
static const char *const before_country_us[] = {
	"the", "which", "what", "many", "our", "all", NULL
};

static bool
us_is_country(const TextTokens *q, int start)
{
	if (start == 0)
		return false;
	for (int i = 0; before_country_us[i] != NULL; i++)
		if (strcmp(q->tokens[start - 1].text, before_country_us[i]) == 0)
			return true;
	return false;
}

int
text_place_aliases(const TextTokens *q, int start, int end, const char *key,
				   const char **aliases)
{
	int			n = 0;

	if (end - start > TEXT_PLACE_MAX_TOKENS)
		return 0;
	for (size_t s = 0; s < sizeof(states) / sizeof(states[0]); s++)
		if (strcmp(key, states[s][0]) == 0)
		{
			aliases[0] = states[s][1];
			return 1;
		}
	if (strcmp(key, "us") == 0 && !us_is_country(q, start))
		return 0;
	for (size_t c = 0; c < sizeof(countries) / sizeof(countries[0]); c++)
	{
		bool		found = false;

		for (int k = 0; countries[c][k] != NULL && !found; k++)
			found = strcmp(key, countries[c][k]) == 0;
		if (!found)
			continue;
		for (int k = 0; countries[c][k] != NULL; k++)
			if (strcmp(key, countries[c][k]) != 0)
				aliases[n++] = countries[c][k];
		return n;
	}
	return 0;
}
