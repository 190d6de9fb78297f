/*
 * quantities.h — numbers and dates in a tokenized question.
 *
 * Dates: 1990s and 1990's (a decade); 2010-05-03; 2010-05 (a month); 5/3/2010 (day and month 1-2 digits, year 2 or 4 digits); a month
 * name (full or abbreviated) followed by a day (5, 5th) and/or a four-digit year
 * ("may 5", "jan 5, 2010", "march 2010"), or a day followed by a month name and an
 * optional year ("5 may 2010").  A month name alone is not a date ("may" is a verb,
 * "march" a noun).  Numbers: every other number token (digits with inner '.' or ',').
 */
#ifndef DTFIXUP_TEXT_QUANTITIES_H
#define DTFIXUP_TEXT_QUANTITIES_H

#include "text/tokenizer.h"

typedef enum TextQuantityKind
{
	TEXT_QUANTITY_NUMBER = 0,
	TEXT_QUANTITY_DATE
} TextQuantityKind;

typedef struct TextQuantity
{
	TextQuantityKind kind;
	int			token_start;	/* [start, end) token indices */
	int			token_end;
} TextQuantity;

/* Finds the quantities left to right without overlap; *out is dt_alloc'ed (NULL when none). */
int			text_find_quantities(const TextTokens *t, TextQuantity **out);

/*
 * The number one token says in a spelling SQL does not read, written the way SQL does
 * (digits, '-' and one '.'; no exponent) into buf: "1,000" (groups of three) as 1000,
 * "100k" as 100000, "1.5m" or "2mn" as 1500000 and 2000000, "3bn" as 3000000000, "zero" as 0,
 * "two" to "twelve" as 2 to 12 (not "one": as often a pronoun).
 * False for anything else, a plain number included (it is its own reading), for a
 * suffixed amount of 10^15 or more, and for a result longer than size - 1 bytes.  Analysts write amounts so ("a credit
 * limit above 100k"); the value the query needs is the number.
 */
bool		text_number_reading(const TextToken *t, char *buf, size_t size);

/* Whether token t says a number, in digits or in a spelling text_number_reading reads; its
 * value in *v. */
bool		text_token_number(const TextToken *t, double *v);

/* Whether token i of t is a number said as a percentage: followed by "%" or "percent"
 * ("a commission of 35%"), so a column that stores fractions holds it as 0.35. */
bool		text_is_percent(const TextTokens *t, int i);

#endif
