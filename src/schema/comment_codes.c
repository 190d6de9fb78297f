/*
 * comment_codes.c — the values a column's comment explains (comment_codes.h).
 */
#include "schema/comment_codes.h"

#include <string.h>

#include "common/alloc.h"
#include "text/name_words.h"
#include "text/stemmer.h"

/* One code found in a comment: where it starts, the code, where its label starts. */
typedef struct CodeAt
{
	size_t		start;
	size_t		label;
	char		code[8];
} CodeAt;

static bool
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static bool
is_upper(char c)
{
	return c >= 'A' && c <= 'Z';
}

static bool
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Whether a code may start at s[i]: the comment's start, or after a space or ";,.(". */
static bool
code_may_start(const char *s, size_t i)
{
	return i == 0 || is_space(s[i - 1]) || strchr(";,.(", s[i - 1]) != NULL;
}

/*
 * The code starting at s[i] (comment_codes.h: digits for a number column, capitals for a
 * text column, optionally quoted, then '=' or ':'), into *at; false when none starts there.
 */
static bool
code_at(const char *s, size_t i, bool digits, CodeAt *at)
{
	size_t		p = i,
				n = 0;
	char		quote = 0;

	if (s[p] == '\'' || s[p] == '"')
		quote = s[p++];
	while (digits ? is_digit(s[p + n]) : is_upper(s[p + n]))
		n++;
	if (n == 0 || n > (digits ? 4 : 3))
		return false;
	memcpy(at->code, s + p, n);
	at->code[n] = '\0';
	p += n;
	if (quote && s[p++] != quote)
		return false;
	while (s[p] == ' ' || s[p] == '\t')
		p++;
	if ((s[p] != '=' && s[p] != ':') || s[p + 1] == '=')
		return false;
	p++;
	while (is_space(s[p]))
		p++;
	if (s[p] == '\0')
		return false;
	at->start = i;
	at->label = p;
	return true;
}

/* The label from s[from] to s[to], cut at the first ';', ',', line break or sentence end. */
static char *
label_text(const char *s, size_t from, size_t to)
{
	size_t		end = from;

	while (end < to && s[end] != ';' && s[end] != ',' && s[end] != '\n' &&
		   !(s[end] == '.' && (end + 1 == to || is_space(s[end + 1]))))
		end++;
	return dt_strndup(s + from, end - from);
}

/* Whether code is one of at[0..n)'s already. */
static bool
code_seen(const CodeAt *at, int n, const char *code)
{
	for (int i = 0; i < n; i++)
		if (strcmp(at[i].code, code) == 0)
			return true;
	return false;
}

/* Append words[0..n) to the list *out (*n_out long, room for *cap). */
static void
append_words(char ***out, int *n_out, int *cap, char **words, int n)
{
	if (*n_out + n > *cap)
	{
		*cap = 2 * (*n_out + n);
		*out = dt_realloc(*out, sizeof(char *) * (size_t) *cap);
	}
	for (int i = 0; i < n; i++)
		(*out)[(*n_out)++] = words[i];
}

int
comment_codes_parse(const char *comment, SgTypeClass type_class, char ***words)
{
	bool		digits = type_class == SG_TYPE_NUMBER;
	size_t		len;
	CodeAt		at[COMMENT_CODES_MAX];
	int			n_at = 0,
				n_out = 0,
				cap = 0;
	char	  **out = NULL;

	*words = NULL;
	if (comment == NULL || (type_class != SG_TYPE_NUMBER && type_class != SG_TYPE_TEXT))
		return 0;
	len = strnlen(comment, SG_COMMENT_MAX_BYTES);
	for (size_t i = 0; i < len && n_at < COMMENT_CODES_MAX; i++)
		if (code_may_start(comment, i) && code_at(comment, i, digits, &at[n_at]) &&
			!code_seen(at, n_at, at[n_at].code))
		{
			i = at[n_at].label - 1;
			n_at++;
		}
	if (n_at < COMMENT_CODES_MIN)
		return 0;
	for (int k = 0; k < n_at; k++)
	{
		char	   *label = label_text(comment, at[k].label, k + 1 < n_at ? at[k + 1].start : len);
		char	  **stems;
		int			n_stems = schema_graph_comment_words(label, &stems);
		char	   *mark;

		dt_free(label);
		if (n_stems == 0 || n_stems > COMMENT_CODE_MAX_STEMS)
		{
			name_words_free(stems, n_stems);
			continue;
		}
		mark = dt_alloc(strlen(at[k].code) + 2);
		mark[0] = COMMENT_CODE_MARK;
		strcpy(mark + 1, at[k].code);
		append_words(&out, &n_out, &cap, &mark, 1);
		append_words(&out, &n_out, &cap, stems, n_stems);
		dt_free(stems);			/* the strings now belong to out */
	}
	*words = out;
	return n_out;
}

void
comment_codes_set_column(SchemaGraph *g, int column, const char *comment)
{
	SgColumn   *c;

	if (column < 0 || column >= g->n_columns || g->compact)
		return;
	c = &g->columns[column];
	name_words_free(c->code_words, c->n_code_words);
	c->n_code_words = comment_codes_parse(comment, c->type_class, &c->code_words);
}

bool
comment_codes_next(char *const *words, int n, int *pos, CommentCode *code)
{
	int			p = *pos;

	while (p < n && words[p][0] != COMMENT_CODE_MARK)
		p++;
	if (p >= n)
		return false;
	code->code = words[p] + 1;
	code->stems = words + p + 1;
	code->n_stems = 0;
	for (p++; p < n && words[p][0] != COMMENT_CODE_MARK; p++)
		code->n_stems++;
	*pos = p;
	return true;
}

/* ---------------------------------------------------------------- linking */

/* A code the question names: its span and its stems (for the part-of test). */
typedef struct NamedCode
{
	CommentCode code;
	int			start,
				end;
} NamedCode;

/* The span of the question words whose stems are code's (stems: the question's, one per
 * token, NULL for a token that is no word), or false when a stem has no word or the
 * words lie too far apart. */
static bool
code_span(const CommentCode *code, char *const *stems, int n_tokens, int *start, int *end)
{
	*start = n_tokens;
	*end = -1;
	for (int s = 0; s < code->n_stems; s++)
	{
		int			i = 0;

		while (i < n_tokens && (stems[i] == NULL || strcmp(stems[i], code->stems[s]) != 0))
			i++;
		if (i == n_tokens)
			return false;
		*start = i < *start ? i : *start;
		*end = i + 1 > *end ? i + 1 : *end;
	}
	return *end - *start <= COMMENT_CODE_MAX_TOKENS;
}

/* Whether every stem of a is one of b's, and b has more. */
static bool
stems_part_of(const CommentCode *a, const CommentCode *b)
{
	if (a->n_stems >= b->n_stems)
		return false;
	for (int i = 0; i < a->n_stems; i++)
	{
		bool		found = false;

		for (int j = 0; j < b->n_stems && !found; j++)
			found = strcmp(a->stems[i], b->stems[j]) == 0;
		if (!found)
			return false;
	}
	return true;
}

/* Link the codes of column c the question names (comment_codes.h). */
static void
link_column_codes(const SchemaGraph *g, int c, char *const *stems, int n_tokens,
				  LinkResult *out)
{
	const SgColumn *col = &g->columns[c];
	NamedCode	named[COMMENT_CODES_MAX];
	int			n_named = 0,
				pos = 0;
	CommentCode code;

	while (n_named < COMMENT_CODES_MAX &&
		   comment_codes_next(col->code_words, col->n_code_words, &pos, &code))
		if (code_span(&code, stems, n_tokens, &named[n_named].start, &named[n_named].end))
			named[n_named++].code = code;
	for (int k = 0; k < n_named; k++)
	{
		bool		part = false;

		for (int j = 0; j < n_named && !part; j++)
			part = j != k && stems_part_of(&named[k].code, &named[j].code);
		if (!part && !link_result_has_value(out, named[k].start, named[k].end, c,
											 named[k].code.code))
			link_result_add(out, LINK_VALUE, LINK_LEXICON, named[k].start, named[k].end,
							col->table, c, named[k].code.code);
	}
}

void
link_comment_codes(const SchemaGraph *g, const TextTokens *q, LinkResult *out)
{
	char	  **stems = NULL;

	for (int c = 0; c < g->n_columns; c++)
	{
		if (g->columns[c].n_code_words == 0)
			continue;
		if (stems == NULL)
		{
			stems = dt_new_array(char *, q->n + 1);
			for (int i = 0; i < q->n; i++)
				stems[i] = q->tokens[i].kind == TEXT_TOKEN_WORD ? text_stem(q->tokens[i].text) : NULL;
		}
		link_column_codes(g, c, stems, q->n, out);
	}
	if (stems != NULL)
		name_words_free(stems, q->n);
}

bool
link_is_comment_code(const SchemaGraph *g, const SchemaLink *l)
{
	const SgColumn *col;
	int			pos = 0;
	CommentCode code;

	if (l->kind != LINK_VALUE || l->match != LINK_LEXICON || l->value == NULL || l->column < 0)
		return false;
	col = &g->columns[l->column];
	while (comment_codes_next(col->code_words, col->n_code_words, &pos, &code))
		if (strcmp(code.code, l->value) == 0)
			return true;
	return false;
}
