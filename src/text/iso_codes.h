/*
 * iso_codes.h — the codes a database may store for a country or a currency a question
 * names in words.
 *
 * Analysts say "Germany", "euros"; business tables (SAP's, most ERPs') store ISO codes:
 * 'DE' or 'DEU' (ISO 3166-1 alpha-2 and alpha-3), 'EUR' (ISO 4217).  A country's name
 * gives both its codes, a currency's name (singular or plural, "euro", "euros", "US
 * dollars") its code, as keys (text_normalize_key): lower case.  From the name to the code
 * only: "in", "it", "no", "be" are words before they are India, Italy, Norway, Belgium;
 * and the linker (schema/linking.h) offers a code only to a column whose name says it holds
 * countries or currencies ("country", "nation", "land"; "currency", "curr", "cur"), where
 * a 'CA' is Canada and not California.  The United States and the United Kingdom keep
 * their own spellings (text/place_names.h).
 *
 * The names are the common English ones, not the ISO list's formal ones ("South Korea",
 * "Russia", "Vietnam"); countries and currencies are the ones trade data most often holds,
 * not all of them.  A currency's name that is a common word too is left out or said with
 * its country ("real", "won", a bare "dollar" of many countries: "Brazilian real",
 * "Korean won", "US dollars").
 *
 * Pure: no PostgreSQL, no allocation.
 */
#ifndef DTFIXUP_TEXT_ISO_CODES_H
#define DTFIXUP_TEXT_ISO_CODES_H

#include <stdbool.h>

/* The codes of the country whose name is key (alpha-2, then alpha-3) into codes (static
 * strings, at most 2); how many, 0 when key names none. */
int			text_country_codes(const char *key, const char **codes);

/* The code of the currency whose name is key into *code (a static string); false when
 * key names none. */
bool		text_currency_code(const char *key, const char **code);

/* Whether a column's name word says it holds countries, or currencies. */
bool		text_word_says_country(const char *word);
bool		text_word_says_currency(const char *word);

#endif
