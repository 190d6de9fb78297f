/*
 * stopwords.h — English function words that never make a link on their own
 * ("of", "the", "what", ...).  A span made only of them is not matched against names or
 * values.
 */
#ifndef DTFIXUP_TEXT_STOPWORDS_H
#define DTFIXUP_TEXT_STOPWORDS_H

#include <stdbool.h>
#include <stddef.h>

/* word: lower case. */
bool		text_is_stopword(const char *word);

/* Whether word is one of the n words of sorted (strcmp order): a word list's look-up. */
bool		text_word_in_sorted(const char *word, const char *const *sorted, size_t n);

#endif
