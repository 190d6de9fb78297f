/*
 * quantities.c — see quantities.h.  Each recogniser returns the number of tokens its
 * pattern covers at position i, or 0.
 */
#include "text/quantities.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "text/dates.h"

/* The most tokens a holiday with its year takes ("new year ' s eve , of 2004"). */
#define HOLIDAY_TOKENS_MAX 8

static const char *const months[] = {
	"january", "february", "march", "april", "may", "june", "july", "august",
	"september", "october", "november", "december",
	"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"
};

static bool
is_month(const TextTokens *t, int i)
{
	if (i >= t->n || t->tokens[i].kind != TEXT_TOKEN_WORD)
		return false;
	for (size_t m = 0; m < sizeof(months) / sizeof(months[0]); m++)
		if (strcmp(t->tokens[i].text, months[m]) == 0)
			return true;
	return false;
}

static bool
is_number_of_digits(const TextTokens *t, int i, int min_digits, int max_digits)
{
	const char *s;
	int			n;

	if (i >= t->n || t->tokens[i].kind != TEXT_TOKEN_NUMBER)
		return false;
	s = t->tokens[i].text;
	n = (int) strlen(s);
	return n >= min_digits && n <= max_digits && strspn(s, "0123456789") == (size_t) n;
}

/* 1..31, plainly or as an ordinal (5th, 1st, 22nd, 3rd). */
static bool
is_day(const TextTokens *t, int i)
{
	const char *s;
	char	   *end;
	long		d;

	if (i >= t->n || t->tokens[i].kind == TEXT_TOKEN_PUNCT)
		return false;
	s = t->tokens[i].text;
	if (s[0] < '0' || s[0] > '9')
		return false;
	d = strtol(s, &end, 10);
	if (d < 1 || d > 31 || end - s > 2)
		return false;
	return *end == '\0' || strcmp(end, "st") == 0 || strcmp(end, "nd") == 0 ||
		strcmp(end, "rd") == 0 || strcmp(end, "th") == 0;
}

static bool
is_punct(const TextTokens *t, int i, const char *p)
{
	return i < t->n && t->tokens[i].kind == TEXT_TOKEN_PUNCT && strcmp(t->tokens[i].text, p) == 0;
}

/* 2010-05-03 */
static int
iso_date_at(const TextTokens *t, int i)
{
	return is_number_of_digits(t, i, 4, 4) && is_punct(t, i + 1, "-") &&
		is_number_of_digits(t, i + 2, 1, 2) && is_punct(t, i + 3, "-") &&
		is_number_of_digits(t, i + 4, 1, 2) ? 5 : 0;
}

/* 2012-09 (a month of a year) */
static int
iso_month_at(const TextTokens *t, int i)
{
	return is_number_of_digits(t, i, 4, 4) && is_punct(t, i + 1, "-") &&
		is_number_of_digits(t, i + 2, 2, 2) && !is_punct(t, i + 3, "-") ? 3 : 0;
}

/* 5/3/2010 */
static int
slash_date_at(const TextTokens *t, int i)
{
	return is_number_of_digits(t, i, 1, 2) && is_punct(t, i + 1, "/") &&
		is_number_of_digits(t, i + 2, 1, 2) && is_punct(t, i + 3, "/") &&
		(is_number_of_digits(t, i + 4, 2, 2) || is_number_of_digits(t, i + 4, 4, 4)) ? 5 : 0;
}

/* Optional ", 2010" or "2010" after position i: tokens covered. */
static int
year_after(const TextTokens *t, int i)
{
	if (is_number_of_digits(t, i, 4, 4))
		return 1;
	if (is_punct(t, i, ",") && is_number_of_digits(t, i + 1, 4, 4))
		return 2;
	return 0;
}

/* may 5 / jan 5, 2010 / march 2010 */
static int
month_first_date_at(const TextTokens *t, int i)
{
	if (!is_month(t, i))
		return 0;
	if (is_day(t, i + 1))
		return 2 + year_after(t, i + 2);
	if (is_number_of_digits(t, i + 1, 4, 4))
		return 2;
	return 0;
}

/* 5 may 2010 / 5th may */
static int
day_first_date_at(const TextTokens *t, int i)
{
	if (!is_day(t, i) || !is_month(t, i + 1))
		return 0;
	return 2 + year_after(t, i + 2);
}

/* 1990s (one word), 1990's (1990 ' s): a decade */
static int
decade_at(const TextTokens *t, int i)
{
	const char *w = t->tokens[i].text;

	if (t->tokens[i].kind == TEXT_TOKEN_WORD && strlen(w) == 5 && w[4] == 's' &&
		strspn(w, "0123456789") == 4 && w[3] == '0')
		return 1;
	return is_number_of_digits(t, i, 4, 4) && t->tokens[i].text[3] == '0' && is_punct(t, i + 1, "'") &&
		text_token_is(t, i + 2, "s") && t->tokens[i + 1].byte_start == t->tokens[i].byte_end &&
		t->tokens[i + 2].byte_start == t->tokens[i + 1].byte_end ? 3 : 0;
}

/* Christmas Eve 2004 / New Year's Day, 2018 / Halloween of 2012: the longest run of
 * tokens from a holiday's first word that text_date_parse reads as a day */
static int
holiday_at(const TextTokens *t, int i)
{
	char		text[64];

	if (t->tokens[i].kind != TEXT_TOKEN_WORD || !text_date_holiday_word(t->tokens[i].text))
		return 0;
	for (int len = t->n - i < HOLIDAY_TOKENS_MAX ? t->n - i : HOLIDAY_TOKENS_MAX; len >= 2; len--)
	{
		TextDate	d;

		if (text_tokens_join(t, i, i + len, text, sizeof(text)) && text_date_parse(text, &d) &&
			d.grain == TEXT_DATE_DAY)
			return len;
	}
	return 0;
}

static int
date_at(const TextTokens *t, int i)
{
	int			n;

	if ((n = decade_at(t, i)) > 0 || (n = iso_date_at(t, i)) > 0 || (n = iso_month_at(t, i)) > 0 ||
		(n = slash_date_at(t, i)) > 0 ||
		(n = month_first_date_at(t, i)) > 0 || (n = day_first_date_at(t, i)) > 0 ||
		(n = holiday_at(t, i)) > 0)
		return n;
	return 0;
}

int
text_find_quantities(const TextTokens *t, TextQuantity **out)
{
	int			n = 0;
	int			i = 0;

	*out = NULL;
	if (t->n > 0)
		*out = dt_new_array(TextQuantity, t->n);
	while (i < t->n)
	{
		int			len = date_at(t, i);

		if (len > 0)
		{
			(*out)[n++] = (TextQuantity) {TEXT_QUANTITY_DATE, i, i + len};
			i += len;
		}
		else if (t->tokens[i].kind == TEXT_TOKEN_NUMBER)
		{
			(*out)[n++] = (TextQuantity) {TEXT_QUANTITY_NUMBER, i, i + 1};
			i++;
		}
		else
			i++;
	}
	if (n == 0)
	{
		dt_free(*out);
		*out = NULL;
	}
	return n;
}

/* ---- numbers in spellings SQL does not read ---- */

/* Whether s is digits in groups of three separated by ',' ("1,000", "12,345,678"), with an
 * optional decimal part; its digits without the commas into out (same size as s). */
static bool
read_grouped(const char *s, char *out)
{
	size_t		lead = strspn(s, "0123456789");
	int			n = 0;

	if (lead < 1 || lead > 3 || s[lead] != ',')
		return false;
	memcpy(out, s, lead);
	n = (int) lead;
	s += lead;
	while (*s == ',')
	{
		if (strspn(s + 1, "0123456789") != 3)
			return false;
		memcpy(out + n, s + 1, 3);
		n += 3;
		s += 4;
	}
	if (*s == '.')
	{
		size_t		frac = strspn(s + 1, "0123456789");

		if (frac == 0 || s[1 + frac] != '\0')
			return false;
		memcpy(out + n, s, frac + 1);
		n += (int) frac + 1;
		s += frac + 1;
	}
	out[n] = '\0';
	return *s == '\0';
}

/* How many places an amount's suffix (k, m, mn, bn) moves the decimal point; 0: none. */
static int
suffix_places(const char *suffix)
{
	if (strcmp(suffix, "k") == 0)
		return 3;
	if (strcmp(suffix, "m") == 0 || strcmp(suffix, "mn") == 0)
		return 6;
	if (strcmp(suffix, "bn") == 0)
		return 9;
	return 0;
}

/*
 * "<int>[.<frac>]<suffix>" with the point moved by the suffix, in decimal digits (no
 * binary rounding: 2.3m is 2300000): the integer digits, then the fraction's, padded with
 * zeros or cut by a new point; leading zeros dropped.
 */
static bool
read_suffixed(const char *s, char *buf, size_t size)
{
	size_t		whole = strspn(s, "0123456789"),
				frac = 0;
	const char *f = s + whole;
	char		digits[64];
	int			n = 0,
				places,
				point;

	if (whole == 0 || whole > 15)
		return false;
	if (*f == '.')
	{
		frac = strspn(f + 1, "0123456789");
		if (frac == 0 || frac > 15)
			return false;
		f++;
	}
	if ((places = suffix_places(f + frac)) == 0)
		return false;
	memcpy(digits, s, whole);
	memcpy(digits + whole, f, frac);
	n = (int) (whole + frac);
	point = (int) whole + places;	/* digits before the point */
	while (n < point)
		digits[n++] = '0';
	digits[n] = '\0';
	while (point > 1 && digits[0] == '0')
		memmove(digits, digits + 1, (size_t) n--), point--;
	if (point > 15)
		return false;			/* 10^15 or more: no amount anyone writes so */
	if (n == point)
		return snprintf(buf, size, "%s", digits) < (int) size;
	while (n > point && digits[n - 1] == '0')
		digits[--n] = '\0';
	if (n == point)
		return snprintf(buf, size, "%s", digits) < (int) size;
	return snprintf(buf, size, "%.*s.%s", point, digits, digits + point) < (int) size;
}

bool
text_number_reading(const TextToken *t, char *buf, size_t size)
{
	const char *s = t->text;
	char	   *grouped;
	bool		ok;

	if (t->kind == TEXT_TOKEN_WORD)
	{
		/* small counts spelled out ("our five biggest customers"); not "one", which is as
		 * often a pronoun ("the one with ...") */
		static const char *const words[] = {"zero", NULL, "two", "three", "four", "five",
			"six", "seven", "eight", "nine", "ten", "eleven", "twelve"};

		for (int i = 0; i < (int) (sizeof(words) / sizeof(words[0])); i++)
			if (words[i] != NULL && strcmp(s, words[i]) == 0)
				return snprintf(buf, size, "%d", i) < (int) size;
	}
	if (t->kind == TEXT_TOKEN_WORD)
		return read_suffixed(s, buf, size);
	if (t->kind != TEXT_TOKEN_NUMBER)
		return false;
	grouped = dt_alloc(strlen(s) + 1);
	ok = read_grouped(s, grouped) && strlen(grouped) < size;
	if (ok)
		strcpy(buf, grouped);
	dt_free(grouped);
	return ok;
}

bool
text_token_number(const TextToken *t, double *v)
{
	char		reading[64];

	if (text_number_reading(t, reading, sizeof(reading)))
		*v = strtod(reading, NULL);
	else if (t->kind == TEXT_TOKEN_NUMBER)
		*v = strtod(t->text, NULL);
	else
		return false;
	return true;
}

bool
text_is_percent(const TextTokens *t, int i)
{
	if (i < 0 || i + 1 >= t->n || t->tokens[i].kind != TEXT_TOKEN_NUMBER)
		return false;
	return strcmp(t->tokens[i + 1].text, "%") == 0 || text_token_is(t, i + 1, "percent");
}
