/*
 * tokenizer.h — question text to tokens with character offsets.
 *
 * A token is a run of word bytes (ASCII letters and digits, and every byte >= 0x80, so a
 * UTF-8 multibyte character is never split), a number ("3.5", "1,000": '.' and ',' stay
 * inside when a digit follows on both sides), or one ASCII punctuation character.
 * Whitespace separates and is dropped.  Token text is normalised by ASCII lower-casing
 * (whether a word was an acronym in capitals is kept: TextToken.capitals); offsets point
 * into the original text, in bytes and in characters (UTF-8 code points), both as [start,
 * end).  A preposition and a lower-case "us" that end a clause ("spent the most with us?")
 * are no tokens: the business asking names itself (tokenizer.c, drop_ourselves).
 */
#ifndef DTFIXUP_TEXT_TOKENIZER_H
#define DTFIXUP_TEXT_TOKENIZER_H

#include <stdbool.h>
#include <stddef.h>

#include "common/error.h"
#include "common/strbuf.h"

/* Bounds that keep linking and the (n_tokens + items)^2 relation matrix affordable:
 * a longer question is refused with DT_ERR_PROGRAM_LIMIT. */
#define TEXT_MAX_QUESTION_BYTES 8192
#define TEXT_MAX_QUESTION_TOKENS 512

typedef enum TextTokenKind
{
	TEXT_TOKEN_WORD = 0,
	TEXT_TOKEN_NUMBER,			/* digits, optionally with inner '.' or ',' */
	TEXT_TOKEN_PUNCT
} TextTokenKind;

typedef struct TextToken
{
	char	   *text;			/* ASCII-lower-cased copy */
	TextTokenKind kind;
	bool		capitals;		/* a word of two or more letters written in capitals alone
								 * ("IT", "US"), in a question not written in capitals
								 * throughout: an acronym, not the word it spells */
	bool		initial_capital;	/* a word whose first letter is a capital ("Boston",
									 * "IT"), in a question not written in capitals
									 * throughout */
	int			byte_start,
				byte_end;
	int			char_start,
				char_end;
} TextToken;

typedef struct TextTokens
{
	int			n;
	int			cap;
	TextToken  *tokens;
} TextTokens;

/* Tokenize s[0..len).  false (err filled, out emptied) when over the limits above. */
bool		text_tokenize(const char *s, size_t len, TextTokens *out, DtError *err);
void		text_tokens_free(TextTokens *t);
/* Whether token i of t is the word `word` (false when i is out of range). */
bool		text_token_is(const TextTokens *t, int i, const char *word);
/* Whether token i of t is one of words (a NULL-terminated list; false when i is out of
 * range). */
bool		text_token_in(const TextTokens *t, int i, const char *const *words);
/* The first token in [from, from + reach) that is one of words; -1 when none. */
int			text_token_in_span(const TextTokens *t, int from, int reach, const char *const *words);
/* Whether token i of t is a verb in the past by its regular ending: a word of at least four
 * letters ending in "ed" ("died", "shipped"; false when i is out of range). */
bool		text_token_is_regular_past(const TextTokens *t, int i);
/* Whether token i of t is a quote mark, ' or " (false when i is out of range). */
bool		text_token_is_quote(const TextTokens *t, int i);
/* Whether token i of t ends a contraction, written against the word before it: the "t" of
 * "haven't", the "s" of "Green's", the "ll", "re", "ve", "d" or "m" of "we'll", "they're",
 * "we've", "I'd", "I'm" (haven ' t: three tokens). */
bool		text_token_is_contraction_tail(const TextTokens *t, int i);
/* Whether word is one of list's words (a NULL-terminated list of closed-class words); a NULL
 * word (no word at a token) is none. */
bool		text_word_in_list(const char *word, const char *const *list);
/* The first token i >= from of t that is the word first followed by the word second ("how"
 * "many"); -1 when none. */
int			text_tokens_find_pair(const TextTokens *t, int from, const char *first,
								  const char *second);
/* Whether a token of t is one of list's words. */
bool		text_tokens_any_in_list(const TextTokens *t, const char *const *list);

/*
 * The key two texts share when they say the same words: lower-cased word and number
 * tokens joined by one space, punctuation dropped ("St. Louis" -> "st louis").  Appends
 * to out (reset first); false when s has no word.  No length limit here (values).
 */
bool		text_normalize_key(const char *s, size_t len, DtStrBuf *out);

/* The key of tokens[start..end) (same rule); false when the span has no word. */
bool		text_span_key(const TextTokens *t, int start, int end, DtStrBuf *out);

/* Tokens [start, end) of t as they are, joined by one space, into buf: "March 20 , 1997";
 * false when the span is empty or does not fit in size bytes. */
bool		text_tokens_join(const TextTokens *t, int start, int end, char *buf, size_t size);

/* ASCII lower-casing in place (other bytes unchanged). */
void		text_lower_ascii(char *s);

#endif
