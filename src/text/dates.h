/*
 * dates.h — a date phrase of a question (a year, a month of a year, a day) as the calendar
 * period it names.
 *
 * The decoder copies a question span as a text literal; when it compares a date or
 * timestamp column with such a literal, the renderer (sql_render.c) writes the comparison as
 * the period's range ("in 2004": order_date >= '2004-01-01' AND order_date < '2005-01-01').
 * This file says which spellings name a period and which period, nothing about SQL.
 *
 * Forms read (case-insensitive, spaces free, an optional "." after an abbreviated month):
 *   decade 1990s, 1990's                          (a year ending in 0, 1800-2090)
 *   year   2004                                   (alone: 1800-2099)
 *   month  September 2012, sept 2012, Sep. 2012, September, 2012, 2012-09
 *   day    July 10, 2012, July 10th 2012, 10 July 2012, 10th of July, 2012, 2012-07-10
 *   quarter Q4 2015, Q4 of 2015, 2015 Q4, fourth quarter of 2015, 4th quarter 2015,
 *          last quarter of 2015
 *   half   H1 2015, first half of 2015, second half 2015, last half of 2015
 *   week   first week of October 2024, 2nd week of May, 2020, last week of March 2019
 *          (days 1-7, 8-14, 15-21, 22-28 of the month; the last: its last seven)
 *   holiday Christmas Eve 2004, New Year's Day, 2018, Halloween of 2012 (a holiday of a
 *          fixed day: New Year's Day and Eve, Valentine's Day, St Patrick's Day,
 *          Independence Day, Halloween, Christmas Eve and Day, Boxing Day), a day
 * A day must exist (February 30 is no date, February 29 only in a leap year).  A month or
 * a day without a year, and 5/3/2010 (month or day first?), are not read: they name no one
 * period.
 */
#ifndef DTFIXUP_TEXT_DATES_H
#define DTFIXUP_TEXT_DATES_H

#include <stdbool.h>

typedef enum TextDateGrain
{
	TEXT_DATE_DECADE = -1,
	TEXT_DATE_YEAR = 0,
	TEXT_DATE_MONTH,
	TEXT_DATE_DAY,
	TEXT_DATE_QUARTER,			/* three months from month */
	TEXT_DATE_HALF,				/* six months from month */
	TEXT_DATE_WEEK				/* seven days from day */
} TextDateGrain;

/* A period: its first day, and how long it lasts. */
typedef struct TextDate
{
	int			year;
	int			month;			/* 1-12 (1 for a year) */
	int			day;			/* 1-31 (1 for a year or a month) */
	TextDateGrain grain;
} TextDate;

/*
 * The years read: four digits, 1000-2999 in a month or a day; a number alone is a year only
 * from 1800 to 2099 (Spider dev's "more than 1000" is a cost, never the year 1000; the years
 * its questions name run from 1930 to 2016).
 */
#define TEXT_DATE_MIN_YEAR 1000
#define TEXT_DATE_MAX_YEAR 2999
#define TEXT_DATE_MIN_YEAR_ALONE 1800
#define TEXT_DATE_MAX_YEAR_ALONE 2099

/* Whether the whole of text is one date phrase; *out its period. */
bool		text_date_parse(const char *text, TextDate *out);

/* Whether word is the first word of a holiday text_date_parse reads ("christmas", "new"). */
bool		text_date_holiday_word(const char *word);

/* Whether text is a day in SQL's own form YYYY-MM-DD (a literal PostgreSQL reads as it is). */
bool		text_date_is_iso_day(const char *text);

/*
 * Whether PostgreSQL can read text as a date or a time: a date phrase above, one of the
 * special inputs today / yesterday / tomorrow / now, or a spelling that starts with a digit
 * and has only digits and the separators of ISO dates and times ("2012-09-01 08:00",
 * "10:30").  A word the decoder copied next to a date ("or later") is none of them: compared
 * with a date column it would fail the query, not answer it.
 */
bool		text_date_readable(const char *text);

/* Whether text is a four-digit year alone (1800-2099). */
bool		text_date_is_year(const char *text);

/* The first day after the period (its exclusive end), as a day. */
TextDate	text_date_end(const TextDate *d);

/* The first day as YYYY-MM-DD (buf: at least 11 bytes). */
void		text_date_format(const TextDate *d, char *buf);

/* Days in a month of a year (Gregorian). */
int			text_date_days_in_month(int year, int month);

/* Whether a column of this PostgreSQL type (format_type's spelling) holds days: date and
 * timestamp with or without time zone; time of day and interval do not. */
typedef enum TextDateColumn
{
	TEXT_DATE_COLUMN_NONE = 0,
	TEXT_DATE_COLUMN_DATE,
	TEXT_DATE_COLUMN_TIMESTAMP
} TextDateColumn;
TextDateColumn text_date_column_of_type(const char *type_name);

/* The month of a month word ("september", "sept", "sep"), 1-12; 0 when none. */
int			text_date_month_of_word(const char *word, int len);

#endif
