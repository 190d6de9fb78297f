/*
 * place_names.h — the other spellings a database may store for a place a question names.
 *
 * Analysts say "California", "the US", "Britain"; tables store 'CA', 'USA', 'UK'.  A
 * stored value links to a question span when their keys (text_normalize_key) are equal,
 * so each place is a set of keys that name it, and a span whose key is in a set may also
 * match a value spelled as another key of the set:
 *   - each US state (and the District of Columbia) by its name and its postal code, from
 *     the name to the code only: a question's "in", "or", "me" or "ok" are words, not
 *     Indiana, Oregon, Maine or Oklahoma;
 *   - the United States: usa, us, u s, u s a, united states, united states of america
 *     ("america" is left out: databases store it as other things, a car model); the United
 *     Kingdom: uk, u k, united kingdom, great britain, britain, gb.  All of them both
 *     ways, except "us", which is the country only as the pronoun never stands: after
 *     "the", "which", "what", "many", "our" or "all" ("outside the US", "which US
 *     customers"); "work for us" stays a pronoun.
 * The linker (schema/linking.h) links such a spelling only to a column that holds more
 * than one value: a place compared with a column that holds it in every row (GeoQuery's
 * country_name, 'usa') asks nothing.
 * Pure: no PostgreSQL, no allocation.
 */
#ifndef DTFIXUP_TEXT_PLACE_NAMES_H
#define DTFIXUP_TEXT_PLACE_NAMES_H

#include "text/tokenizer.h"

/* Other keys one place name gives, at most. */
#define TEXT_PLACE_MAX_ALIASES 7

/* Words (tokens) of a place name, at most ("united states of america"). */
#define TEXT_PLACE_MAX_TOKENS 4

/*
 * The other keys of the place whose name is the key of tokens [start, end) of q (key: that
 * span's text_span_key), into aliases (pointers to static strings); returns how many, 0
 * when the span names no place or names it as a word ("us" as a pronoun).
 */
int			text_place_aliases(const TextTokens *q, int start, int end, const char *key,
							   const char **aliases);

#endif
