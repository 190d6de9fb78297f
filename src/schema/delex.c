/*
 * delex.c — a question up to its values, and the bindings of a stored pair (delex.h).
 */
#include "schema/delex.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "text/stemmer.h"
#include "text/stopwords.h"

/* The order spans are chosen in: longer first, then numbers, then named values, then left. */
static int
span_priority_cmp(const void *pa, const void *pb)
{
	const DelexSpan *a = (const DelexSpan *) pa;
	const DelexSpan *b = (const DelexSpan *) pb;
	int			la = a->token_end - a->token_start;
	int			lb = b->token_end - b->token_start;

	if (la != lb)
		return lb - la;
	if (a->kind != b->kind)
		return (int) b->kind - (int) a->kind;
	return a->token_start - b->token_start;
}

static int
span_start_cmp(const void *pa, const void *pb)
{
	return ((const DelexSpan *) pa)->token_start - ((const DelexSpan *) pb)->token_start;
}

/* Non-overlapping spans by the priority above, left to right; returns how many. */
static int
choose_spans(const TextTokens *tokens, const DelexSpan *spans, int n_spans, DelexSpan *chosen)
{
	DelexSpan  *sorted = dt_new_array(DelexSpan, n_spans > 0 ? n_spans : 1);
	bool	   *taken = dt_new_array(bool, tokens->n > 0 ? tokens->n : 1);
	int			n = 0;

	if (n_spans > 0)
		memcpy(sorted, spans, sizeof(DelexSpan) * n_spans);
	qsort(sorted, n_spans, sizeof(DelexSpan), span_priority_cmp);
	for (int i = 0; i < n_spans; i++)
	{
		const DelexSpan *s = &sorted[i];
		bool		free_span = s->token_start >= 0 && s->token_end <= tokens->n &&
			s->token_start < s->token_end;

		for (int t = s->token_start; free_span && t < s->token_end; t++)
			free_span = !taken[t];
		if (!free_span)
			continue;
		for (int t = s->token_start; t < s->token_end; t++)
			taken[t] = true;
		chosen[n++] = *s;
	}
	qsort(chosen, n, sizeof(DelexSpan), span_start_cmp);
	dt_free(sorted);
	dt_free(taken);
	return n;
}

static void
append_word(DtStrBuf *key, const char *word)
{
	if (key->len > 0)
		dt_strbuf_append_char(key, ' ');
	dt_strbuf_append(key, word);
}

bool
delex_question(const char *question, const TextTokens *tokens, const DelexSpan *spans,
			   int n_spans, DelexQuestion *out)
{
	DelexSpan  *chosen = dt_new_array(DelexSpan, n_spans > 0 ? n_spans : 1);
	int			n_chosen = choose_spans(tokens, spans, n_spans, chosen);
	DtStrBuf	key;
	int			next = 0;

	memset(out, 0, sizeof(*out));
	out->slots = dt_new_array(DelexSlot, n_chosen > 0 ? n_chosen : 1);
	dt_strbuf_init(&key);
	for (int t = 0; t < tokens->n; t++)
	{
		const TextToken *tok = &tokens->tokens[t];

		if (next < n_chosen && chosen[next].token_start == t)
		{
			const DelexSpan *s = &chosen[next++];
			DelexSlot  *slot = &out->slots[out->n_slots++];
			DtStrBuf	span_key;
			int			byte_start = tok->byte_start;
			int			byte_end = tokens->tokens[s->token_end - 1].byte_end;

			dt_strbuf_init(&span_key);
			text_span_key(tokens, s->token_start, s->token_end, &span_key);
			slot->kind = s->kind;
			slot->token_start = s->token_start;
			slot->token_end = s->token_end;
			slot->key = dt_strdup(span_key.data);
			slot->text = dt_strndup(question + byte_start, byte_end - byte_start);
			dt_strbuf_free(&span_key);
			append_word(&key, s->kind == DELEX_SLOT_NUMBER ? DELEX_MARK_NUMBER : DELEX_MARK_VALUE);
			t = s->token_end - 1;
			continue;
		}
		if (tok->kind != TEXT_TOKEN_PUNCT)
			append_word(&key, tok->text);
	}
	dt_free(chosen);
	if (key.len == 0)
	{
		dt_strbuf_free(&key);
		delex_question_free(out);
		return false;
	}
	out->key = key.data;
	out->loose_key = delex_loose_key(out->key);
	return true;
}

void
delex_question_free(DelexQuestion *dq)
{
	for (int i = 0; i < dq->n_slots; i++)
	{
		dt_free(dq->slots[i].key);
		dt_free(dq->slots[i].text);
	}
	dt_free(dq->slots);
	dt_free(dq->key);
	dt_free(dq->loose_key);
	memset(dq, 0, sizeof(*dq));
}

/*
 * Words that frame a question without changing what it asks: articles, "what/which is",
 * the commands that open a request ("give me", "list", "show", "tell us"), "of", "in",
 * "all", "there", "that".  Chosen on GeoQuery's 598 shared questions (their templates,
 * each variable a slot): 313 share a loose key with another question (222 a key); where
 * their gold queries differ, it is only in the kind of value ("how many citizens in <v>",
 * a state or a city), which a pair's slot binding tells apart.  Words that change
 * the query stay: "how", "many", "not", "no", "most", "than", "from", "to", "name".
 * The index feedback_loose_key is built on these keys: a change to the list, or to
 * text_stem, must come with a REINDEX of it in the extension's update script.
 * Sorted (strcmp order) for bsearch.
 */
static const char *const frame_words[] = {
	"a", "all", "an", "are", "give", "in", "is", "list", "me", "of", "please", "show",
	"tell", "that", "the", "there", "us", "was", "were", "what", "which"
};

static bool
is_frame_word(const char *word)
{
	return text_word_in_sorted(word, frame_words, sizeof(frame_words) / sizeof(frame_words[0]));
}

static bool
is_mark(const char *word)
{
	return strcmp(word, DELEX_MARK_VALUE) == 0 || strcmp(word, DELEX_MARK_NUMBER) == 0;
}

char *
delex_loose_key(const char *key)
{
	char	   *words = dt_strdup(key);
	DtStrBuf	loose;
	bool		has_word = false;
	char	   *save = NULL;

	dt_strbuf_init(&loose);
	for (char *w = strtok_r(words, " ", &save); w != NULL; w = strtok_r(NULL, " ", &save))
	{
		char	   *stem;

		if (is_frame_word(w))
			continue;
		stem = is_mark(w) ? dt_strdup(w) : text_stem(w);
		has_word |= !is_mark(w);
		append_word(&loose, stem);
		dt_free(stem);
	}
	dt_free(words);
	if (!has_word)
	{
		dt_strbuf_free(&loose);
		return dt_strdup(key);
	}
	return loose.data;
}

int
delex_span_end(const TextTokens *tokens, int start, const char *key)
{
	DtStrBuf	buf;
	int			found = -1;

	dt_strbuf_init(&buf);
	for (int end = start + 1; end <= tokens->n && found < 0; end++)
	{
		dt_strbuf_reset(&buf);
		if (text_span_key(tokens, start, end, &buf) && strcmp(buf.data, key) == 0)
			found = end;
		else if (buf.len > strlen(key))
			break;
	}
	dt_strbuf_free(&buf);
	return found;
}

bool
delex_number_text(const char *written, DtStrBuf *out)
{
	bool		digit = false;
	bool		point = false;

	dt_strbuf_reset(out);
	for (const char *p = written; *p; p++)
	{
		if (isdigit((unsigned char) *p))
		{
			digit = true;
			dt_strbuf_append_char(out, *p);
		}
		else if (*p == ',' && digit && isdigit((unsigned char) p[1]))
			continue;
		else if (*p == '.' && digit && !point && isdigit((unsigned char) p[1]))
		{
			point = true;
			dt_strbuf_append_char(out, '.');
		}
		else
			return false;
	}
	return digit;
}

/* Is literal the number the slot's text says ("1,000" and "1000", "3.5" and "3.50")? */
static bool
number_equals(const char *slot_text, const char *literal)
{
	DtStrBuf	num;
	bool		equal = false;
	char	   *end;
	double		a,
				b;

	dt_strbuf_init(&num);
	if (delex_number_text(slot_text, &num))
	{
		a = strtod(num.data, NULL);
		b = strtod(literal, &end);
		equal = end != literal && *end == '\0' && a == b;
	}
	dt_strbuf_free(&num);
	return equal;
}

static bool
has_lower(const char *s)
{
	for (; *s; s++)
		if (islower((unsigned char) *s))
			return true;
	return false;
}

static bool
has_upper(const char *s)
{
	for (; *s; s++)
		if (isupper((unsigned char) *s))
			return true;
	return false;
}

/* Does the literal spell the slot's text, up to ASCII case?  *casing: how it is cased. */
static bool
text_equals(const char *slot_text, const char *literal, DelexCase *casing)
{
	if (strcmp(slot_text, literal) == 0)
		*casing = DELEX_CASE_AS_WRITTEN;
	else if (strcasecmp(slot_text, literal) != 0)
		return false;
	else if (!has_upper(literal))
		*casing = DELEX_CASE_LOWER;
	else if (!has_lower(literal))
		*casing = DELEX_CASE_UPPER;
	else
		*casing = DELEX_CASE_AS_WRITTEN;
	return true;
}

/* The column of a value link of exactly the slot's span whose stored value is literal, or -1. */
static int
stored_value_column(const DelexSlot *slot, const LinkResult *links, const char *literal)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_VALUE && l->token_start == slot->token_start &&
			l->token_end == slot->token_end && l->value && strcmp(l->value, literal) == 0)
			return l->column;
	}
	return -1;
}

/* Bind slot to literal when it stands for it; false otherwise. */
static bool
bind_slot(const DelexSlot *slot, const LinkResult *links, const char *literal, DelexBinding *b)
{
	int			column;
	DelexCase	casing;

	if (slot->kind == DELEX_SLOT_NUMBER)
	{
		if (!number_equals(slot->text, literal))
			return false;
		b->kind = DELEX_BIND_NUMBER;
	}
	else if ((column = stored_value_column(slot, links, literal)) >= 0)
	{
		b->kind = DELEX_BIND_STORED;
		b->column = column;
	}
	else if (text_equals(slot->text, literal, &casing))
	{
		b->kind = DELEX_BIND_TEXT;
		b->casing = casing;
	}
	else
		return false;
	b->literal = dt_strdup(literal);
	return true;
}

void
delex_bind(const DelexQuestion *dq, const LinkResult *links, const char *const *literals,
		   int n_literals, DelexBinding *bindings)
{
	for (int i = 0; i < dq->n_slots; i++)
	{
		memset(&bindings[i], 0, sizeof(DelexBinding));
		bindings[i].kind = DELEX_BIND_NONE;
		bindings[i].column = -1;
		bindings[i].key = dt_strdup(dq->slots[i].key);
	}
	for (int l = 0; l < n_literals; l++)
		for (int i = 0; i < dq->n_slots; i++)
			if (bindings[i].kind == DELEX_BIND_NONE &&
				bind_slot(&dq->slots[i], links, literals[l], &bindings[i]))
				break;
}

void
delex_binding_free(DelexBinding *b)
{
	dt_free(b->key);
	dt_free(b->literal);
	b->key = b->literal = NULL;
}

static const char *const bind_kind_names[] = {"none", "stored", "text", "number"};
static const char *const case_names[] = {"as_written", "lower", "upper"};

const char *
delex_bind_kind_name(DelexBindKind kind)
{
	return bind_kind_names[kind];
}

bool
delex_bind_kind_by_name(const char *name, DelexBindKind *kind)
{
	for (int i = 0; i < (int) (sizeof(bind_kind_names) / sizeof(bind_kind_names[0])); i++)
		if (strcmp(name, bind_kind_names[i]) == 0)
		{
			*kind = (DelexBindKind) i;
			return true;
		}
	return false;
}

const char *
delex_case_name(DelexCase casing)
{
	return case_names[casing];
}

bool
delex_case_by_name(const char *name, DelexCase *casing)
{
	for (int i = 0; i < (int) (sizeof(case_names) / sizeof(case_names[0])); i++)
		if (strcmp(name, case_names[i]) == 0)
		{
			*casing = (DelexCase) i;
			return true;
		}
	return false;
}

static char *
cased(const char *text, DelexCase casing)
{
	char	   *s = dt_strdup(text);

	for (char *p = s; *p; p++)
		if (casing == DELEX_CASE_LOWER)
			*p = (char) tolower((unsigned char) *p);
		else if (casing == DELEX_CASE_UPPER)
			*p = (char) toupper((unsigned char) *p);
	return s;
}

/* The stored value of column that the slot's span links to, or NULL. */
static const char *
linked_value(const DelexSlot *slot, const LinkResult *links, int column)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_VALUE && l->column == column && l->value &&
			l->token_start == slot->token_start && l->token_end == slot->token_end)
			return l->value;
	}
	return NULL;
}

static char *
slot_value(const DelexSlot *slot, const LinkResult *links, const DelexBinding *b,
		   const char **why)
{
	const char *stored;
	DtStrBuf	num;

	switch (b->kind)
	{
		case DELEX_BIND_NONE:
			break;
		case DELEX_BIND_STORED:
			stored = b->column >= 0 ? linked_value(slot, links, b->column) : NULL;
			if (stored)
				return dt_strdup(stored);
			*why = "a value slot links to no stored value of the pair's column";
			return NULL;
		case DELEX_BIND_TEXT:
			return cased(slot->text, b->casing);
		case DELEX_BIND_NUMBER:
			dt_strbuf_init(&num);
			if (slot->kind == DELEX_SLOT_NUMBER && delex_number_text(slot->text, &num))
				return num.data;
			dt_strbuf_free(&num);
			*why = "a number slot holds no number";
			return NULL;
	}
	return NULL;
}

bool
delex_fill(const DelexQuestion *dq, const LinkResult *links, const DelexBinding *bindings,
		   int n, char **values, const char **why)
{
	const char *reason = NULL;

	for (int i = 0; i < n; i++)
		values[i] = NULL;
	if (n != dq->n_slots)
		reason = "the questions have different slots";
	for (int i = 0; reason == NULL && i < n; i++)
	{
		if (bindings[i].kind == DELEX_BIND_NONE)
		{
			if (strcmp(bindings[i].key, dq->slots[i].key) != 0)
				reason = "a slot no literal stands for holds other words";
			continue;
		}
		values[i] = slot_value(&dq->slots[i], links, &bindings[i], &reason);
	}
	if (reason == NULL)
		return true;
	for (int i = 0; i < n; i++)
	{
		dt_free(values[i]);
		values[i] = NULL;
	}
	if (why)
		*why = reason;
	return false;
}
