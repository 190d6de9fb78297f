/*
 * tokenizer.c — see tokenizer.h.  One scanner (next_token) serves both the tokenizer and
 * the key normaliser, so a question n-gram and a stored value normalise alike.
 */
#include "text/tokenizer.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"

static bool
is_word_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		c >= 0x80;
}

static bool
is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

static bool
is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/*
 * Finds the next token at or after *pos: sets [*start, *end) and *kind; false at the end.
 */
static bool
next_token(const unsigned char *s, size_t len, size_t *pos, size_t *start, size_t *end,
		   TextTokenKind *kind)
{
	size_t		i = *pos;
	bool		all_digits = true;

	while (i < len && is_space(s[i]))
		i++;
	if (i >= len)
		return false;
	*start = i;
	if (!is_word_byte(s[i]))
	{
		*end = *pos = i + 1;
		*kind = TEXT_TOKEN_PUNCT;
		return true;
	}
	while (i < len)
	{
		if (is_word_byte(s[i]))
		{
			if (!is_digit(s[i]))
				all_digits = false;
			i++;
		}
		else if ((s[i] == '.' || s[i] == ',') && i > *start && is_digit(s[i - 1]) &&
				 i + 1 < len && is_digit(s[i + 1]))
			i++;
		else
			break;
	}
	*end = *pos = i;
	*kind = all_digits ? TEXT_TOKEN_NUMBER : TEXT_TOKEN_WORD;
	return true;
}

/* Characters (UTF-8 code points) in s[0..n): bytes that are not continuation bytes. */
static int
count_chars(const unsigned char *s, size_t n)
{
	int			chars = 0;

	for (size_t i = 0; i < n; i++)
		if ((s[i] & 0xC0) != 0x80)
			chars++;
	return chars;
}

void
text_lower_ascii(char *s)
{
	for (; *s; s++)
		if (*s >= 'A' && *s <= 'Z')
			*s = (char) (*s - 'A' + 'a');
}

/* Whether s[0..n) is ASCII capital letters alone. */
static bool
all_capitals(const unsigned char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] < 'A' || s[i] > 'Z')
			return false;
	return true;
}

/* Whether s[0..n) holds an ASCII small letter. */
static bool
has_small_letter(const unsigned char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] >= 'a' && s[i] <= 'z')
			return true;
	return false;
}

static void
push_token(TextTokens *out, const unsigned char *s, size_t start, size_t end,
		   TextTokenKind kind, int char_start)
{
	TextToken  *t;

	if (out->n == out->cap)
	{
		out->cap = out->cap ? out->cap * 2 : 16;
		out->tokens = dt_realloc(out->tokens, sizeof(TextToken) * (size_t) out->cap);
	}
	t = &out->tokens[out->n++];
	t->text = dt_strndup((const char *) s + start, end - start);
	t->capitals = kind == TEXT_TOKEN_WORD && end - start >= 2 && all_capitals(s + start, end - start);
	t->initial_capital = kind == TEXT_TOKEN_WORD && all_capitals(s + start, 1);
	text_lower_ascii(t->text);
	t->kind = kind;
	t->byte_start = (int) start;
	t->byte_end = (int) end;
	t->char_start = char_start;
	t->char_end = char_start + count_chars(s + start, end - start);
}

/*
 * "Which customer has spent the most with us?", "ordered from us in June", "work for us":
 * the business asking names itself, which no table, column or value of its database is,
 * and the general model never read "us" after a preposition in training (none of Spider's
 * questions says it); read, it drew the decoder to a value 'with' or to another table.  The
 * preposition and "us" are dropped where the phrase ends the clause: at the end, before
 * punctuation or before a word that starts no noun phrase ("with us in total"); not "US"
 * in capitals (the country), nor "us" before a noun.
 */
static bool
ends_clause(const TextTokens *t, int i)
{
	static const char *const after[] = {
		"in", "on", "at", "during", "since", "before", "after", "until", "over", "for",
		"from", "by", "with", "and", "or", "but", "so", "most", "least", "more", "less",
		"first", "last", "ever", "yet", "already", "overall", "altogether", "together",
		"this", "each", "every", "per", "directly", "today", "now", NULL
	};

	return i >= t->n || t->tokens[i].kind == TEXT_TOKEN_PUNCT ||
		text_word_in_list(t->tokens[i].text, after);
}

static void
drop_ourselves(TextTokens *t)
{
	static const char *const prepositions[] = {"with", "for", "from", "to", "by", NULL};
	int			kept = 0;

	for (int i = 0; i < t->n; i++)
	{
		if (i + 1 < t->n && text_word_in_list(t->tokens[i].text, prepositions) &&
			strcmp(t->tokens[i + 1].text, "us") == 0 && !t->tokens[i + 1].capitals &&
			ends_clause(t, i + 2))
		{
			dt_free(t->tokens[i].text);
			dt_free(t->tokens[i + 1].text);
			i++;
			continue;
		}
		t->tokens[kept++] = t->tokens[i];
	}
	t->n = kept;
}

bool
text_tokenize(const char *text, size_t len, TextTokens *out, DtError *err)
{
	const unsigned char *s = (const unsigned char *) text;
	size_t		pos = 0,
				start,
				end,
				counted = 0;
	int			chars = 0;
	TextTokenKind kind;

	memset(out, 0, sizeof(*out));
	if (len > TEXT_MAX_QUESTION_BYTES)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL,
							"Shorten the question.",
							"question is too long: %zu bytes, the limit is %d bytes",
							len, TEXT_MAX_QUESTION_BYTES);
	while (next_token(s, len, &pos, &start, &end, &kind))
	{
		if (out->n == TEXT_MAX_QUESTION_TOKENS)
		{
			text_tokens_free(out);
			return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, "Shorten the question.",
								"question has too many tokens: more than %d",
								TEXT_MAX_QUESTION_TOKENS);
		}
		chars += count_chars(s + counted, start - counted);
		push_token(out, s, start, end, kind, chars);
		chars = out->tokens[out->n - 1].char_end;
		counted = end;
	}
	/* a question in capitals throughout ("WHO WORKS IN IT") says no acronym by them */
	if (!has_small_letter(s, len))
		for (int i = 0; i < out->n; i++)
			out->tokens[i].capitals = out->tokens[i].initial_capital = false;
	drop_ourselves(out);
	return true;
}

void
text_tokens_free(TextTokens *t)
{
	for (int i = 0; i < t->n; i++)
		dt_free(t->tokens[i].text);
	dt_free(t->tokens);
	memset(t, 0, sizeof(*t));
}

/*
 * Written straight into out's memory: stored values are keyed by the million in a question's
 * look-ups, where a call per byte showed.  The key is never longer than the text (a space
 * stands for at least one byte between two tokens, punctuation is dropped).
 */
bool
text_normalize_key(const char *text, size_t len, DtStrBuf *out)
{
	const unsigned char *s = (const unsigned char *) text;
	size_t		pos = 0,
				start,
				end,
				n = 0;
	TextTokenKind kind;
	char	   *dst;

	dt_strbuf_reset(out);
	dt_strbuf_reserve(out, len);
	dst = out->data;
	while (next_token(s, len, &pos, &start, &end, &kind))
	{
		if (kind == TEXT_TOKEN_PUNCT)
			continue;
		if (n > 0)
			dst[n++] = ' ';
		for (size_t i = start; i < end; i++)
			dst[n++] = (char) ((s[i] >= 'A' && s[i] <= 'Z') ? s[i] - 'A' + 'a' : s[i]);
	}
	dst[n] = '\0';
	out->len = n;
	return n > 0;
}

bool
text_span_key(const TextTokens *t, int start, int end, DtStrBuf *out)
{
	bool		any = false;

	dt_strbuf_reset(out);
	for (int i = start; i < end; i++)
	{
		if (t->tokens[i].kind == TEXT_TOKEN_PUNCT)
			continue;
		if (any)
			dt_strbuf_append_char(out, ' ');
		dt_strbuf_append(out, t->tokens[i].text);
		any = true;
	}
	return any;
}

bool
text_word_in_list(const char *word, const char *const *list)
{
	if (word == NULL)
		return false;
	for (int i = 0; list[i] != NULL; i++)
		if (strcmp(word, list[i]) == 0)
			return true;
	return false;
}

bool
text_tokens_any_in_list(const TextTokens *t, const char *const *list)
{
	for (int i = 0; i < t->n; i++)
		if (text_word_in_list(t->tokens[i].text, list))
			return true;
	return false;
}

bool
text_tokens_join(const TextTokens *t, int start, int end, char *buf, size_t size)
{
	size_t		used = 0;

	buf[0] = '\0';
	for (int i = start; i < end; i++)
	{
		int			n = snprintf(buf + used, size - used, "%s%s", i > start ? " " : "",
								 t->tokens[i].text);

		if (n < 0 || (size_t) n >= size - used)
			return false;
		used += (size_t) n;
	}
	return end > start;
}

bool
text_token_is(const TextTokens *t, int i, const char *word)
{
	return i >= 0 && i < t->n && t->tokens[i].kind == TEXT_TOKEN_WORD &&
		strcmp(t->tokens[i].text, word) == 0;
}

bool
text_token_in(const TextTokens *t, int i, const char *const *words)
{
	for (int k = 0; words[k] != NULL; k++)
		if (text_token_is(t, i, words[k]))
			return true;
	return false;
}

int
text_token_in_span(const TextTokens *t, int from, int reach, const char *const *words)
{
	for (int i = from < 0 ? 0 : from; i < from + reach && i < t->n; i++)
		if (text_token_in(t, i, words))
			return i;
	return -1;
}

bool
text_token_is_regular_past(const TextTokens *t, int i)
{
	size_t		n;

	if (i < 0 || i >= t->n || t->tokens[i].kind != TEXT_TOKEN_WORD)
		return false;
	n = strlen(t->tokens[i].text);
	return n >= 4 && strcmp(t->tokens[i].text + n - 2, "ed") == 0;
}

int
text_tokens_find_pair(const TextTokens *t, int from, const char *first, const char *second)
{
	for (int i = from < 0 ? 0 : from; i + 1 < t->n; i++)
		if (text_token_is(t, i, first) && text_token_is(t, i + 1, second))
			return i;
	return -1;
}

bool
text_token_is_quote(const TextTokens *t, int i)
{
	return i >= 0 && i < t->n && t->tokens[i].kind == TEXT_TOKEN_PUNCT &&
		(strcmp(t->tokens[i].text, "'") == 0 || strcmp(t->tokens[i].text, "\"") == 0);
}

bool
text_token_is_contraction_tail(const TextTokens *t, int i)
{
	static const char *const tails[] = {"t", "s", "d", "ll", "m", "re", "ve", NULL};

	return i >= 2 && i < t->n && t->tokens[i].kind == TEXT_TOKEN_WORD &&
		text_word_in_list(t->tokens[i].text, tails) &&
		strcmp(t->tokens[i - 1].text, "'") == 0 &&
		t->tokens[i - 2].kind == TEXT_TOKEN_WORD &&
		t->tokens[i - 1].byte_start == t->tokens[i - 2].byte_end &&
		t->tokens[i].byte_start == t->tokens[i - 1].byte_end;
}
