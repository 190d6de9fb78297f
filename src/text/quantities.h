/*
 * quantities.h — numbers and dates in a tokenized question.
 *
 * Dates: 2010-05-03; 2010-05 (a month); 5/3/2010 (day and month 1-2 digits, year 2 or 4 digits); a month
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

#endif
