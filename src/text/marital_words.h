/*
 * marital_words.h — the codes a database stores for the marital status a question's word
 * names.
 *
 * "How many of our women are married?" over Synthea's patients.marital ('M', 'S') or
 * AdventureWorks' maritalstatus ('M', 'S'): a word naming a marital status gives the key
 * of its one-letter code, and the linker (schema/linking.h) links that key only to a
 * column whose name says it holds a marital status ("marital", "maritalstatus"): 'M'
 * elsewhere is a size or a sex.  A column that stores the word itself ('married') matches
 * the word as any stored value does.
 * Pure: no PostgreSQL, no allocation.
 */
#ifndef DTFIXUP_TEXT_MARITAL_WORDS_H
#define DTFIXUP_TEXT_MARITAL_WORDS_H

#include <stdbool.h>

/* The key of the one-letter code of the marital status word (lower case) names ("m" for
 * "married"), or NULL when it names none. */
const char *text_marital_code(const char *word);

/* Whether a column's name word (lower case) says the column holds a marital status. */
bool		text_names_marital(const char *name_word);

#endif
