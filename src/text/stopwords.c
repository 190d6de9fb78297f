/*
 * stopwords.c — see stopwords.h.  The list is small on purpose: content words such as
 * "name", "most" or "number" may name columns and must stay linkable.
 */
#include "text/stopwords.h"

#include <stdlib.h>
#include <string.h>

/* Sorted (strcmp order) for bsearch. */
static const char *const stopwords[] = {
	"a", "about", "all", "an", "and", "any", "are", "as", "at", "be", "been", "by",
	"can", "could", "did", "do", "does", "each", "for", "from", "give", "had", "has",
	"have", "how", "i", "in", "into", "is", "it", "its", "list", "many", "me", "much",
	"my", "of", "on", "or", "per", "s", "show", "some", "tell", "than", "that", "the", "their",
	"them", "there", "these", "they", "this", "those", "to", "us", "was", "we", "were",
	"what", "whats", "when", "where", "which", "who", "whom", "whose", "why", "will",
	"with", "would", "you", "your"
};

static int
compare_word(const void *key, const void *elem)
{
	return strcmp((const char *) key, *(const char *const *) elem);
}

bool
text_word_in_sorted(const char *word, const char *const *sorted, size_t n)
{
	return bsearch(word, sorted, n, sizeof(sorted[0]), compare_word) != NULL;
}

bool
text_is_stopword(const char *word)
{
	return text_word_in_sorted(word, stopwords, sizeof(stopwords) / sizeof(stopwords[0]));
}
