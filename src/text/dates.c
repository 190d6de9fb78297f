/*
 * dates.c — see dates.h.  The text is cut into parts (numbers, words, punctuation), then
 * matched against the few shapes dates.h lists; anything else is no date.
 */
#include "text/dates.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#define MAX_PARTS 8

typedef enum PartKind
{
	PART_NUMBER = 0,			/* digits, maybe an ordinal suffix (10th) */
	PART_MONTH,					/* a month word, maybe followed by "." */
	PART_OF,					/* the word "of" */
	PART_COMMA,
	PART_DASH,
	PART_PART_OF_YEAR,			/* "Q1"-"Q4", "H1", "H2": value the part, months its length */
	PART_PART_WORD,				/* "quarter" or "half": months its length */
	PART_WEEK_WORD,				/* "week" */
	PART_ORDINAL_WORD			/* "first" - "fourth" (value 1-4), "last" (value -1) */
} PartKind;

typedef struct Part
{
	PartKind	kind;
	int			value;			/* the number, or the month 1-12 */
	int			digits;			/* of a number */
	bool		ordinal;		/* a number with st/nd/rd/th */
	bool		decade;			/* a number with s or 's ("1990s", "1990's") */
	int			months;			/* of a part of a year: 3 a quarter, 6 a half */
} Part;

static const struct
{
	const char *word;
	int			value;
}			ordinal_words[] = {
	{"first", 1}, {"second", 2}, {"third", 3}, {"fourth", 4}, {"last", -1}, {"final", -1}
};

static const struct
{
	const char *word;
	int			month;
}			month_words[] = {
	{"january", 1}, {"february", 2}, {"march", 3}, {"april", 4}, {"may", 5}, {"june", 6},
	{"july", 7}, {"august", 8}, {"september", 9}, {"october", 10}, {"november", 11},
	{"december", 12}, {"jan", 1}, {"feb", 2}, {"mar", 3}, {"apr", 4}, {"jun", 6}, {"jul", 7},
	{"aug", 8}, {"sep", 9}, {"sept", 9}, {"oct", 10}, {"nov", 11}, {"dec", 12}
};

/* The holidays of a fixed day, by their words (after lower case, with the "'" of "New
 * Year's" and any "," dropped and spaces made single). */
static const struct
{
	const char *words;
	int			month;
	int			day;
}			holidays[] = {
	{"new year s day", 1, 1}, {"new years day", 1, 1}, {"new year s eve", 12, 31},
	{"new years eve", 12, 31}, {"valentine s day", 2, 14}, {"valentines day", 2, 14},
	{"st patrick s day", 3, 17}, {"independence day", 7, 4}, {"halloween", 10, 31},
	{"christmas eve", 12, 24}, {"christmas day", 12, 25}, {"christmas", 12, 25},
	{"boxing day", 12, 26}
};

int
text_date_month_of_word(const char *word, int len)
{
	for (size_t i = 0; i < sizeof(month_words) / sizeof(month_words[0]); i++)
		if ((int) strlen(month_words[i].word) == len && strncasecmp(word, month_words[i].word, len) == 0)
			return month_words[i].month;
	return 0;
}

int
text_date_days_in_month(int year, int month)
{
	static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	bool		leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;

	if (month < 1 || month > 12)
		return 0;
	return month == 2 && leap ? 29 : days[month - 1];
}

/* A number part at *p: digits and an optional ordinal suffix; false when too long. */
static bool
read_number(const char **p, Part *part)
{
	const char *s = *p;
	int			v = 0,
				n = 0;

	while (isdigit((unsigned char) *s))
	{
		if (++n > 4)
			return false;
		v = v * 10 + (*s++ - '0');
	}
	part->kind = PART_NUMBER;
	part->value = v;
	part->digits = n;
	part->ordinal = false;
	part->decade = false;
	/* "1990s", "1990's": the ten years from a year that ends in 0 */
	if (n == 4 && v % 10 == 0 && (((s[0] == 's' || s[0] == 'S') && !isalpha((unsigned char) s[1])) ||
								  (s[0] == '\'' && (s[1] == 's' || s[1] == 'S') &&
								   !isalpha((unsigned char) s[2]))))
	{
		s += s[0] == '\'' ? 2 : 1;
		part->decade = true;
		*p = s;
		return true;
	}
	if (isalpha((unsigned char) *s))
	{
		if (strncasecmp(s, "st", 2) != 0 && strncasecmp(s, "nd", 2) != 0 &&
			strncasecmp(s, "rd", 2) != 0 && strncasecmp(s, "th", 2) != 0)
			return false;
		s += 2;
		part->ordinal = true;
		if (isalpha((unsigned char) *s))
			return false;
	}
	*p = s;
	return true;
}

/* The value of an ordinal word ("first" 1, "last" -1); 0 for any other word. */
static int
ordinal_word(const char *word, int len)
{
	for (size_t i = 0; i < sizeof(ordinal_words) / sizeof(ordinal_words[0]); i++)
		if ((int) strlen(ordinal_words[i].word) == len &&
			strncasecmp(word, ordinal_words[i].word, len) == 0)
			return ordinal_words[i].value;
	return 0;
}

/* A word part at *p: a month (and the "." of its abbreviation), "of", a part of a year
 * ("Q4", "quarter", "half") or an ordinal word; false otherwise. */
static bool
read_word(const char **p, Part *part)
{
	const char *s = *p;
	int			len = 0;

	while (isalpha((unsigned char) s[len]))
		len++;
	if (len == 2 && strncasecmp(s, "of", 2) == 0)
		part->kind = PART_OF;
	else if (len == 1 && (s[0] == 'q' || s[0] == 'Q' || s[0] == 'h' || s[0] == 'H') &&
			 s[1] >= '1' && s[1] <= ((s[0] == 'q' || s[0] == 'Q') ? '4' : '2') &&
			 !isalnum((unsigned char) s[2]))
	{
		/* "Q4", "H1" */
		part->kind = PART_PART_OF_YEAR;
		part->months = (s[0] == 'q' || s[0] == 'Q') ? 3 : 6;
		part->value = s[1] - '0';
		len = 2;
	}
	else if ((len == 7 && strncasecmp(s, "quarter", 7) == 0) ||
			 (len == 4 && strncasecmp(s, "half", 4) == 0))
	{
		part->kind = PART_PART_WORD;
		part->months = len == 7 ? 3 : 6;
	}
	else if (len == 4 && strncasecmp(s, "week", 4) == 0)
		part->kind = PART_WEEK_WORD;
	else if ((part->value = ordinal_word(s, len)) != 0)
		part->kind = PART_ORDINAL_WORD;
	else if ((part->value = text_date_month_of_word(s, len)) > 0)
	{
		part->kind = PART_MONTH;
		if (s[len] == '.')
			len++;
	}
	else
		return false;
	*p = s + len;
	return true;
}

/* The parts of text; -1 when it holds anything a date phrase does not. */
static int
split_parts(const char *text, Part *parts)
{
	int			n = 0;
	const char *p = text;

	for (;;)
	{
		while (isspace((unsigned char) *p))
			p++;
		if (*p == '\0')
			return n;
		if (n == MAX_PARTS)
			return -1;
		if (isdigit((unsigned char) *p))
		{
			if (!read_number(&p, &parts[n]))
				return -1;
		}
		else if (isalpha((unsigned char) *p))
		{
			if (!read_word(&p, &parts[n]))
				return -1;
		}
		else if (*p == ',' || *p == '-')
		{
			parts[n].kind = *p == ',' ? PART_COMMA : PART_DASH;
			p++;
		}
		else
			return -1;
		n++;
	}
}

static bool
is_year(const Part *part)
{
	return part->kind == PART_NUMBER && !part->ordinal && !part->decade && part->digits == 4 &&
		part->value >= TEXT_DATE_MIN_YEAR && part->value <= TEXT_DATE_MAX_YEAR;
}

/* an ordinal word ("first", "last") or an ordinal number ("2nd") */
static bool
is_ordinal(const Part *part)
{
	return part->kind == PART_ORDINAL_WORD || (part->kind == PART_NUMBER && part->ordinal);
}

static bool
is_plain(const Part *part, int min_digits, int max_digits)
{
	return part->kind == PART_NUMBER && !part->ordinal && part->digits >= min_digits &&
		part->digits <= max_digits;
}

static bool
set_date(TextDate *out, int year, int month, int day, TextDateGrain grain)
{
	if (month < 1 || month > 12 || day < 1 || day > text_date_days_in_month(year, month))
		return false;
	*out = (TextDate) {year, month, day, grain};
	return true;
}

/* [i, n) is ", YYYY" or "YYYY": the year, else 0. */
static int
year_tail(const Part *parts, int i, int n)
{
	if (i < n && parts[i].kind == PART_COMMA)
		i++;
	return i == n - 1 && is_year(&parts[i]) ? parts[i].value : 0;
}

/* 1990s, 2004, 2012-09, 2012-07-10 */
static bool
parse_iso(const Part *parts, int n, TextDate *out)
{
	if (n == 1 && parts[0].kind == PART_NUMBER && parts[0].decade)
		return parts[0].value >= TEXT_DATE_MIN_YEAR_ALONE &&
			parts[0].value <= TEXT_DATE_MAX_YEAR_ALONE &&
			set_date(out, parts[0].value, 1, 1, TEXT_DATE_DECADE);
	if (!is_year(&parts[0]))
		return false;
	if (n == 1)
		return parts[0].value >= TEXT_DATE_MIN_YEAR_ALONE &&
			parts[0].value <= TEXT_DATE_MAX_YEAR_ALONE &&
			set_date(out, parts[0].value, 1, 1, TEXT_DATE_YEAR);
	if (n == 3 && parts[1].kind == PART_DASH && is_plain(&parts[2], 2, 2))
		return set_date(out, parts[0].value, parts[2].value, 1, TEXT_DATE_MONTH);
	if (n == 5 && parts[1].kind == PART_DASH && is_plain(&parts[2], 1, 2) &&
		parts[3].kind == PART_DASH && is_plain(&parts[4], 1, 2))
		return set_date(out, parts[0].value, parts[2].value, parts[4].value, TEXT_DATE_DAY);
	return false;
}

/* September 2012, July 10, 2012 */
static bool
parse_month_first(const Part *parts, int n, TextDate *out)
{
	int			year;

	if (parts[0].kind != PART_MONTH)
		return false;
	if ((year = year_tail(parts, 1, n)) > 0)
		return set_date(out, year, parts[0].value, 1, TEXT_DATE_MONTH);
	if (n >= 3 && parts[1].kind == PART_NUMBER && parts[1].digits <= 2 &&
		(year = year_tail(parts, 2, n)) > 0)
		return set_date(out, year, parts[0].value, parts[1].value, TEXT_DATE_DAY);
	return false;
}

/* 10 July 2012, 10th of July, 2012 */
static bool
parse_day_first(const Part *parts, int n, TextDate *out)
{
	int			i = 1;
	int			year;

	if (parts[0].kind != PART_NUMBER || parts[0].digits > 2)
		return false;
	if (i < n && parts[i].kind == PART_OF)
		i++;
	if (i >= n || parts[i].kind != PART_MONTH || (year = year_tail(parts, i + 1, n)) == 0)
		return false;
	return set_date(out, year, parts[i].value, parts[0].value, TEXT_DATE_DAY);
}

/* Part number (1-based; -1 the last) of a year cut in parts of months months, from the
 * year's first month: the period; false when there is no such part. */
static bool
set_part_of_year(TextDate *out, int year, int number, int months)
{
	int			parts = 12 / months;

	if (number == -1)
		number = parts;
	if (number < 1 || number > parts)
		return false;
	return set_date(out, year, (number - 1) * months + 1, 1,
					months == 3 ? TEXT_DATE_QUARTER : TEXT_DATE_HALF);
}

/* Q4 2015, Q4, 2015, Q4 of 2015, 2015 Q4; fourth quarter of 2015, 4th quarter 2015, first
 * half of 2015, last quarter of 2015 */
static bool
parse_part_of_year(const Part *parts, int n, TextDate *out)
{
	int			i = 0,
				number,
				year;

	if (n == 2 && is_year(&parts[0]) && parts[1].kind == PART_PART_OF_YEAR)
		return set_part_of_year(out, parts[0].value, parts[1].value, parts[1].months);
	if (parts[0].kind == PART_PART_OF_YEAR)
	{
		number = parts[0].value;
		i = 1;
	}
	else if (n >= 3 && is_ordinal(&parts[0]) && parts[1].kind == PART_PART_WORD)
	{
		number = parts[0].value;
		i = 2;
	}
	else
		return false;
	if (i < n && parts[i].kind == PART_OF)
		i++;
	if ((year = year_tail(parts, i, n)) == 0)
		return false;
	return set_part_of_year(out, year, number,
							parts[0].kind == PART_PART_OF_YEAR ? parts[0].months : parts[1].months);
}

/* first week of October 2024, 2nd week of May, 2020, last week of March 2019: seven days
 * of a month, the n-th from its n-th seven (days 1-7, 8-14, 15-21, 22-28), the last its
 * last seven */
static bool
parse_week_of_month(const Part *parts, int n, TextDate *out)
{
	int			i = 2,
				number = parts[0].value,
				year,
				month;

	if (n < 4 || !is_ordinal(&parts[0]) || parts[1].kind != PART_WEEK_WORD)
		return false;
	if (parts[i].kind == PART_OF)
		i++;
	if (i >= n || parts[i].kind != PART_MONTH || (year = year_tail(parts, i + 1, n)) == 0)
		return false;
	month = parts[i].value;
	if (number == -1)
		return set_date(out, year, month, text_date_days_in_month(year, month) - 6, TEXT_DATE_WEEK);
	return number >= 1 && number <= 4 && set_date(out, year, month, 7 * (number - 1) + 1, TEXT_DATE_WEEK);
}

/* text in the form holidays[] are written in (at most size bytes, NUL included). */
static void
holiday_form(const char *text, char *out, size_t size)
{
	size_t		n = 0;

	for (const char *p = text; *p != '\0' && n + 1 < size; p++)
	{
		char		c = (char) tolower((unsigned char) *p);

		if (c == '\'' || c == ',')
			c = ' ';
		if (c == ' ' && (n == 0 || out[n - 1] == ' '))
			continue;
		out[n++] = c;
	}
	while (n > 0 && out[n - 1] == ' ')
		n--;
	out[n] = '\0';
}

/* Christmas Eve 2004, New Year's Day, 2018, Halloween of 2012: the day of a holiday of a
 * fixed day in a year */
static bool
parse_holiday(const char *text, TextDate *out)
{
	char		form[64];

	holiday_form(text, form, sizeof(form));
	for (size_t h = 0; h < sizeof(holidays) / sizeof(holidays[0]); h++)
	{
		size_t		len = strlen(holidays[h].words);
		const char *rest = form + len;
		int			year,
					used = 0;

		if (strncmp(form, holidays[h].words, len) != 0 || *rest != ' ')
			continue;
		if (strncmp(rest, " of ", 4) == 0)
			rest += 3;
		if (sscanf(rest, " %4d%n", &year, &used) != 1 || rest[used] != '\0' ||
			strlen(rest) != 5 || year < TEXT_DATE_MIN_YEAR || year > TEXT_DATE_MAX_YEAR)
			continue;
		return set_date(out, year, holidays[h].month, holidays[h].day, TEXT_DATE_DAY);
	}
	return false;
}

bool
text_date_holiday_word(const char *word)
{
	for (size_t h = 0; h < sizeof(holidays) / sizeof(holidays[0]); h++)
	{
		size_t		len = strcspn(holidays[h].words, " ");

		if (strlen(word) == len && strncasecmp(word, holidays[h].words, len) == 0)
			return true;
	}
	return false;
}

bool
text_date_parse(const char *text, TextDate *out)
{
	Part		parts[MAX_PARTS];
	int			n;

	if (parse_holiday(text, out))
		return true;
	if ((n = split_parts(text, parts)) <= 0)
		return false;
	return parse_iso(parts, n, out) || parse_month_first(parts, n, out) ||
		parse_day_first(parts, n, out) || parse_part_of_year(parts, n, out) ||
		parse_week_of_month(parts, n, out);
}

bool
text_date_is_iso_day(const char *text)
{
	TextDate	d;

	if (strlen(text) != 10 || text[4] != '-' || text[7] != '-')
		return false;
	for (int i = 0; i < 10; i++)
		if (i != 4 && i != 7 && !isdigit((unsigned char) text[i]))
			return false;
	return text_date_parse(text, &d) && d.grain == TEXT_DATE_DAY;
}

bool
text_date_readable(const char *text)
{
	static const char *const special[] = {"today", "yesterday", "tomorrow", "now", NULL};
	TextDate	d;

	if (text_date_parse(text, &d))
		return true;
	for (int i = 0; special[i] != NULL; i++)
		if (strcasecmp(text, special[i]) == 0)
			return true;
	if (!isdigit((unsigned char) text[0]))
		return false;
	for (const char *c = text; *c; c++)
		if (!isdigit((unsigned char) *c) && strchr("-:/. T+Z", *c) == NULL)
			return false;
	return true;
}

bool
text_date_is_year(const char *text)
{
	TextDate	d;

	return strlen(text) == 4 && text_date_parse(text, &d) && d.grain == TEXT_DATE_YEAR;
}

TextDate
text_date_end(const TextDate *d)
{
	TextDate	e = {d->year, d->month, d->day, TEXT_DATE_DAY};

	switch (d->grain)
	{
		case TEXT_DATE_DECADE:
			e.year += 10;
			break;
		case TEXT_DATE_YEAR:
			e.year++;
			break;
		case TEXT_DATE_MONTH:
		case TEXT_DATE_QUARTER:
		case TEXT_DATE_HALF:
			e.month += d->grain == TEXT_DATE_MONTH ? 1 : d->grain == TEXT_DATE_QUARTER ? 3 : 6;
			if (e.month > 12)
			{
				e.month -= 12;
				e.year++;
			}
			break;
		case TEXT_DATE_DAY:
		case TEXT_DATE_WEEK:
			e.day += d->grain == TEXT_DATE_DAY ? 1 : 7;
			if (e.day > text_date_days_in_month(e.year, e.month))
			{
				e.day -= text_date_days_in_month(e.year, e.month);
				if (++e.month > 12)
				{
					e.month = 1;
					e.year++;
				}
			}
			break;
	}
	return e;
}

void
text_date_format(const TextDate *d, char *buf)
{
	snprintf(buf, 11, "%04d-%02d-%02d", d->year, d->month, d->day);
}

TextDateColumn
text_date_column_of_type(const char *type_name)
{
	if (type_name == NULL)
		return TEXT_DATE_COLUMN_NONE;
	if (strcmp(type_name, "date") == 0)
		return TEXT_DATE_COLUMN_DATE;
	if (strncmp(type_name, "timestamp", 9) == 0)
		return TEXT_DATE_COLUMN_TIMESTAMP;
	return TEXT_DATE_COLUMN_NONE;
}
