/*
 * stemmer.c — see stemmer.h.
 */
#include "text/stemmer.h"

#include <stdbool.h>
#include <string.h>

#include "common/alloc.h"

static bool
ends_with(const char *w, size_t len, const char *suffix)
{
	size_t		n = strlen(suffix);

	return len >= n && memcmp(w + len - n, suffix, n) == 0;
}

/* A consonant in Porter's sense: not a vowel, and 'y' only after a vowel. */
static bool
is_consonant(const char *w, size_t i)
{
	switch (w[i])
	{
		case 'a':
		case 'e':
		case 'i':
		case 'o':
		case 'u':
			return false;
		case 'y':
			return i == 0 || !is_consonant(w, i - 1);
		default:
			return true;
	}
}

static bool
has_vowel(const char *w, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!is_consonant(w, i))
			return true;
	return false;
}

/* Porter's measure m: the number of vowel-run/consonant-run pairs in w[0..len). */
static int
measure(const char *w, size_t len)
{
	int			m = 0;
	size_t		i = 0;

	while (i < len && is_consonant(w, i))
		i++;
	while (i < len)
	{
		while (i < len && !is_consonant(w, i))
			i++;
		if (i >= len)
			break;
		while (i < len && is_consonant(w, i))
			i++;
		m++;
	}
	return m;
}

/* Ends consonant-vowel-consonant, the last not w, x or y ("hop", "nam"). */
static bool
ends_cvc(const char *w, size_t len)
{
	return len >= 3 && is_consonant(w, len - 3) && !is_consonant(w, len - 2) &&
		is_consonant(w, len - 1) && strchr("wxy", w[len - 1]) == NULL;
}

/* After removing -ed/-ing: undo a doubled consonant or restore a dropped 'e'. */
static size_t
repair_verb_stem(char *w, size_t len)
{
	if (ends_with(w, len, "at") || ends_with(w, len, "bl") || ends_with(w, len, "iz"))
	{
		w[len++] = 'e';
		return len;
	}
	if (len >= 2 && w[len - 1] == w[len - 2] && is_consonant(w, len - 1) &&
		strchr("lsz", w[len - 1]) == NULL)
		return len - 1;
	if (measure(w, len) == 1 && ends_cvc(w, len))
		w[len++] = 'e';
	return len;
}

static size_t
strip_plural(char *w, size_t len)
{
	if (ends_with(w, len, "ies") && len > 4)
	{
		w[len - 3] = 'y';
		return len - 2;
	}
	if (ends_with(w, len, "sses") || ends_with(w, len, "xes") || ends_with(w, len, "ches") ||
		ends_with(w, len, "shes") || ends_with(w, len, "zzes"))
		return len - 2;
	if (w[len - 1] == 's' && !ends_with(w, len, "ss") && !ends_with(w, len, "us") &&
		!ends_with(w, len, "is"))
		return len - 1;
	return len;
}

static size_t
strip_verb_suffix(char *w, size_t len)
{
	if (ends_with(w, len, "ing") && len - 3 >= 3 && has_vowel(w, len - 3))
		return repair_verb_stem(w, len - 3);
	if (ends_with(w, len, "ed") && !ends_with(w, len, "eed") && len - 2 >= 3 &&
		has_vowel(w, len - 2))
		return repair_verb_stem(w, len - 2);
	return len;
}

/*
 * British spellings and the American ones schemas and training data mostly use, as stems
 * (after the plural and verb steps: "colours" -> "colour", "cancelled" -> "cancell",
 * "organised" -> "organis"), so that "colours" and a table named colors are one word.  A
 * list rather than rules: "-our" -> "-or" would make "tour" "tor", "-re" -> "-er" "acre"
 * "acer".  Sorted by the British stem.
 */
static const char *const british_stems[][2] = {
	{"aluminium", "aluminum"}, {"armour", "armor"}, {"behaviour", "behavior"},
	{"cancell", "cancel"}, {"catalogue", "catalog"}, {"centimetre", "centimeter"},
	{"centre", "center"}, {"cheque", "check"}, {"colour", "color"}, {"defence", "defense"},
	{"enrolment", "enrollment"}, {"favour", "favor"}, {"favourite", "favorite"},
	{"fibre", "fiber"}, {"flavour", "flavor"}, {"fuell", "fuel"}, {"grey", "gray"},
	{"harbour", "harbor"}, {"honour", "honor"}, {"humour", "humor"},
	{"jewellery", "jewelry"}, {"kilometre", "kilometer"}, {"labell", "label"},
	{"labour", "labor"}, {"licence", "license"}, {"litre", "liter"}, {"metre", "meter"},
	{"modell", "model"}, {"mould", "mold"}, {"neighbour", "neighbor"},
	{"offence", "offense"}, {"organis", "organize"}, {"organisation", "organization"},
	{"organise", "organize"}, {"programme", "program"}, {"realis", "realize"},
	{"realise", "realize"}, {"theatre", "theater"}, {"totall", "total"},
	{"travell", "travel"}, {"traveller", "traveler"}, {"tyre", "tire"},
};

/* Where w[0..len) is a British stem of the list, its American one in w (room: len + 2). */
static size_t
american_spelling(char *w, size_t len)
{
	int			lo = 0,
				hi = (int) (sizeof(british_stems) / sizeof(british_stems[0])) - 1;

	while (lo <= hi)
	{
		int			mid = (lo + hi) / 2;
		const char *b = british_stems[mid][0];
		int			c = strncmp(w, b, len);

		if (c == 0 && b[len] != '\0')
			c = -1;
		if (c == 0)
		{
			size_t		n = strlen(british_stems[mid][1]);

			/* the American stems are at most two letters longer than the British */
			memcpy(w, british_stems[mid][1], n);
			return n;
		}
		if (c < 0)
			hi = mid - 1;
		else
			lo = mid + 1;
	}
	return len;
}

/* A compound's plural in "people" as its singular in "person" (salespeople ->
 * salesperson, the word of is_salesperson; craftspeople, businesspeople), in place;
 * "people" alone is a word of its own (a table people). */
static size_t
people_compound(char *w, size_t len)
{
	if (len <= 6 || !ends_with(w, len, "people"))
		return len;
	memcpy(w + len - 6, "person", 6);
	return len;
}

/* A dt_alloc'ed stem of word: its plural step, then its verb step where asked, then its
 * American spelling. */
static char *
stem_word(const char *word, bool verb_suffixes)
{
	size_t		len = strlen(word);
	char	   *w = dt_alloc(len + 2);	/* room for a restored 'e' */

	memcpy(w, word, len);
	if (len <= 3)
		return w;
	for (size_t i = 0; i < len; i++)
		if (w[i] < 'a' || w[i] > 'z')
			return w;
	len = people_compound(w, len);
	len = strip_plural(w, len);
	if (verb_suffixes)
		len = strip_verb_suffix(w, len);
	len = american_spelling(w, len);
	w[len] = '\0';
	return w;
}

char *
text_stem(const char *word)
{
	return stem_word(word, true);
}

char *
text_singular(const char *word)
{
	return stem_word(word, false);
}
