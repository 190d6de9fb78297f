/*
 * sex_words.h — the codes a database stores for the sex a question's word names.
 *
 * Analysts say "women", "female customers", "boys"; tables store 'F', 'Female', 'M'.  A
 * word naming a sex gives the keys (text_normalize_key) of the codes that sex is stored as,
 * and the linker (schema/linking.h) links such a key only to a column whose name says it
 * holds a sex ("gender", "sex", "cust_gender"): 'M' elsewhere is a size, 'F' a grade.
 * Pure: no PostgreSQL, no allocation.
 */
#ifndef DTFIXUP_TEXT_SEX_WORDS_H
#define DTFIXUP_TEXT_SEX_WORDS_H

#include <stdbool.h>

/* Codes one word gives, at most. */
#define TEXT_SEX_MAX_CODES 2

/*
 * The keys of the codes the sex that word (lower case) names is stored as, into codes
 * (pointers to static strings), leaving out word itself; returns how many, 0 when the
 * word names no sex.
 */
int			text_sex_codes(const char *word, const char **codes);

/* Whether a column's name word (lower case) says the column holds a sex. */
bool		text_names_sex(const char *name_word);

#endif
