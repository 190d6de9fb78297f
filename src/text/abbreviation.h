/*
 * abbreviation.h — is a short word an abbreviation of a word or of a phrase?  Schemas
 * abbreviate names (mpg, dept_name, emp_fname, qty) and people abbreviate words ("4 cyl
 * cars"); neither is in WordNet, so the lexicon cannot relate them.
 *
 * short abbreviates one word when it is a prefix of it ("num" ~ number, "cyl" ~
 * cylinders) or keeps the word's first and last letters and some of the letters between,
 * in order ("dept" ~ department, "qty" ~ quantity, "mgr" ~ manager; of three letters, the
 * middle one a consonant: "uid" does not contract "united"); the word may be a plural
 * ("amt" ~ amounts).  It abbreviates a
 * phrase when it is the phrase's initials ("mpg" ~ miles per gallon, "dob" ~ date of
 * birth) or the initials of all words but the last followed by the last ("fname" ~ first
 * name).  Too short a word says too little: short needs TEXT_ABBREV_MIN letters, and a
 * word it abbreviates at least two letters more.
 */
#ifndef DTFIXUP_TEXT_ABBREVIATION_H
#define DTFIXUP_TEXT_ABBREVIATION_H

#include <stdbool.h>

#define TEXT_ABBREV_MIN 3
#define TEXT_ABBREV_MAX 6

/* words: n >= 1 lower-case words; short_word: lower case.  Letters a-z only, else false. */
bool		text_abbreviates(const char *short_word, char *const *words, int n);

#endif
