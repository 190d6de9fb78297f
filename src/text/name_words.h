/*
 * name_words.h — split a schema identifier into the words a question would use.
 *
 * "state_name" -> state, name; "StateName" -> state, name; "HTTPServer2" -> http, server, 2.
 * Words are lower case (ASCII); bytes >= 0x80 (UTF-8 multibyte characters) are kept as
 * letters and never split.  Used by the schema graph (SgColumn.words, SgTable.words) and
 * by name-based linking.
 */
#ifndef DTFIXUP_TEXT_NAME_WORDS_H
#define DTFIXUP_TEXT_NAME_WORDS_H

#include <stdbool.h>

/* Split name; returns the word count and sets *words to a dt_alloc'ed array of dt_alloc'ed
 * strings (NULL when there are none).  Free with name_words_free. */
int			name_words_split(const char *name, char ***words);
void		name_words_free(char **words, int n_words);

/*
 * A lexicon: does it know this lower-case word?  The parser's vocabulary is one
 * (parser_knows_word).
 */
typedef bool (*NameWordKnown) (const char *word, void *arg);

/*
 * Split a compound word that PostgreSQL's case folding left without boundaries
 * ("pettype", "countryname", "headofstate") into words the lexicon knows: "pet", "type".
 * Only an ASCII-letter word the lexicon does not know itself is split, only into 2 to 4
 * known words of at least three letters (or the two-letter "id", "no", "of", "is"), the
 * fewest such words winning (ties: the longest first word).  Returns the number of words
 * and sets *pieces (free with name_words_free), or returns 0 when the word stays whole.
 */
int			name_words_split_compound(const char *word, NameWordKnown known, void *arg,
									  char ***pieces);

/*
 * Where a name's pieces come from: the words the model reads (known: its vocabulary)
 * first; where those split nothing and the name is no English word itself, English words
 * too (english: the lexicon's; NULL for none).  The model's vocabulary, from Spider's
 * questions, lacks many words of business schemas: "duedate", "sellenddate" and
 * "shipdate" stay whole by it, "due date", "sell end date" and "ship date" with the
 * lexicon, so that "When is order SO71780 due?" names duedate.  That second split also
 * takes the short forms of text/colloquial.h as pieces ("taxamt": tax, amt; "orderqty":
 * order, qty), which then link to their full words as abbreviations.  A name the model splits
 * is split as before ("salesperson": sales person), and an English word is never cut up
 * into words it does not mean ("together": not "tog ether").
 */
typedef struct NameWordSources
{
	NameWordKnown known;
	void	   *known_arg;
	NameWordKnown english;
	void	   *english_arg;
} NameWordSources;

/* name_words_split_compound by sources (above); 0 when word stays whole. */
int			name_words_split_name(const char *word, const NameWordSources *sources,
								  char ***pieces);

/*
 * A folded name no lexicon splits, cut into words known() accepts around one word it does
 * not know: a business word WordNet and Spider lack ("reseller") among a schema's prefix
 * and suffix words ("dimreseller": dim, reseller; "resellername": reseller, name;
 * "reselleralternatekey": reseller, alternate, key).  The schema graph's known() is a word
 * of another name of the same schema, so "resellername" is not "resell ername" unless the
 * schema says "resell" somewhere.  Known pieces have at least three letters, the unknown
 * one at least NAME_WORDS_UNKNOWN_MIN; the shortest unknown piece wins (the most of the
 * word known), then the fewest pieces (2 to 4); a tie keeps the word whole.
 * Returns the number of pieces and sets *pieces (free with name_words_free), or 0.
 */
#define NAME_WORDS_UNKNOWN_MIN 5
int			name_words_split_around_unknown(const char *word, NameWordKnown known, void *arg,
											char ***pieces);

#endif
