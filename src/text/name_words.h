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

/* Split name; returns the word count and sets *words to a dt_alloc'ed array of dt_alloc'ed
 * strings (NULL when there are none).  Free with name_words_free. */
int			name_words_split(const char *name, char ***words);
void		name_words_free(char **words, int n_words);

#endif
