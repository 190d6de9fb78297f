/*
 * linking.c — name-, value-, number- and date-based links between a question and a
 * schema graph (see linking.h).
 */
#include "schema/linking.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "schema/side_dates.h"
#include "text/abbreviation.h"
#include "text/colloquial.h"
#include "text/dates.h"
#include "text/negating_prefix.h"
#include "text/iso_codes.h"
#include "text/place_names.h"
#include "text/marital_words.h"
#include "text/sex_words.h"
#include "text/quantities.h"
#include "text/stemmer.h"
#include "text/stopwords.h"
#include "text/subword_hash.h"

/* ---------------------------------------------------------------- results */

void
link_result_init(LinkResult *r)
{
	memset(r, 0, sizeof(*r));
}

void
link_result_free(LinkResult *r)
{
	for (int i = 0; i < r->n_links; i++)
		dt_free(r->links[i].value);
	dt_free(r->links);
	memset(r, 0, sizeof(*r));
}

void
link_result_add(LinkResult *r, LinkKind kind, LinkMatch match, int token_start,
				int token_end, int table, int column, const char *value)
{
	SchemaLink *l;

	if (r->n_links == r->cap_links)
	{
		r->cap_links = r->cap_links ? r->cap_links * 2 : 16;
		r->links = dt_realloc(r->links, sizeof(SchemaLink) * (size_t) r->cap_links);
	}
	l = &r->links[r->n_links++];
	l->kind = kind;
	l->match = match;
	l->token_start = token_start;
	l->token_end = token_end;
	l->table = table;
	l->column = column;
	l->value = value ? dt_strdup(value) : NULL;
}

bool
link_is_contained_value(const SchemaLink *l)
{
	return l->kind == LINK_VALUE && l->match == LINK_PARTIAL;
}

bool
link_result_has_value(const LinkResult *r, int start, int end, int column, const char *value)
{
	for (int k = 0; k < r->n_links; k++)
	{
		const SchemaLink *l = &r->links[k];

		if (l->kind == LINK_VALUE && l->token_start == start && l->token_end == end &&
			l->column == column && l->value != NULL && strcmp(l->value, value) == 0)
			return true;
	}
	return false;
}

bool
link_result_inside_value(const LinkResult *r, int token)
{
	return link_result_inside_value_of(r, token, NULL, NULL);
}

bool
link_result_inside_value_of(const LinkResult *r, int token,
							bool (*column_test) (const SchemaGraph *g, int column),
							const SchemaGraph *g)
{
	for (int k = 0; k < r->n_links; k++)
		if (r->links[k].kind == LINK_VALUE && r->links[k].token_start <= token &&
			token < r->links[k].token_end &&
			(column_test == NULL || column_test(g, r->links[k].column)))
			return true;
	return false;
}

bool
link_result_names_token(const LinkResult *r, int token)
{
	for (int k = 0; k < r->n_links; k++)
	{
		const SchemaLink *l = &r->links[k];

		if (l->token_start <= token && token < l->token_end &&
			(l->kind == LINK_TABLE || l->kind == LINK_VALUE ||
			 (l->kind == LINK_COLUMN && (l->match == LINK_EXACT || l->match == LINK_PARTIAL))))
			return true;
	}
	return false;
}

bool
link_result_table_starts_at(const LinkResult *r, int token)
{
	for (int k = 0; k < r->n_links; k++)
		if (r->links[k].kind == LINK_TABLE && r->links[k].token_start == token)
			return true;
	return false;
}

bool
link_result_names_column(const LinkResult *r, int column)
{
	for (int k = 0; r != NULL && k < r->n_links; k++)
		if (r->links[k].kind == LINK_COLUMN && r->links[k].column == column &&
			r->links[k].match != LINK_MEASURE && r->links[k].match != LINK_LEXICON)
			return true;
	return false;
}

bool
link_result_links_column(const LinkResult *r, int column)
{
	for (int k = 0; r != NULL && k < r->n_links; k++)
		if (r->links[k].kind == LINK_COLUMN && r->links[k].column == column)
			return true;
	return false;
}

bool
link_result_names_table(const LinkResult *r, int t)
{
	for (int k = 0; r != NULL && k < r->n_links; k++)
		if ((r->links[k].kind == LINK_TABLE || r->links[k].kind == LINK_COLUMN) &&
			r->links[k].table == t)
			return true;
	return false;
}

bool
link_result_names_table_exactly(const LinkResult *r, int t)
{
	for (int k = 0; k < r->n_links; k++)
		if (r->links[k].kind == LINK_TABLE && r->links[k].match == LINK_EXACT &&
			r->links[k].table == t)
			return true;
	return false;
}

int
link_result_exact_table_at(const LinkResult *r, int token)
{
	int			found = -1;

	for (int k = 0; k < r->n_links; k++)
	{
		const SchemaLink *l = &r->links[k];

		if (l->kind != LINK_TABLE || l->match != LINK_EXACT || l->token_start != token)
			continue;
		if (found >= 0 && found != l->table)
			return -1;
		found = l->table;
	}
	return found;
}

int
link_result_column_values(const LinkResult *r, int column, const char **values, int *starts,
						  int max)
{
	int			n = 0;

	/* start: the word looked at; next: the first word after it that starts a link */
	for (int start = 0, next; r != NULL && start >= 0; start = next)
	{
		next = -1;
		for (int i = 0; i < r->n_links; i++)
		{
			const SchemaLink *l = &r->links[i];

			if (l->kind != LINK_VALUE || l->column != column || l->value == NULL ||
				(l->match != LINK_EXACT && l->match != LINK_LEXICON))
				continue;
			if (l->token_start == start && n < max)
			{
				int			k = 0;

				while (k < n && strcasecmp(values[k], l->value) != 0)
					k++;
				if (k == n)
				{
					if (starts != NULL)
						starts[n] = start;
					values[n++] = l->value;
				}
			}
			if (l->token_start > start && (next < 0 || l->token_start < next))
				next = l->token_start;
		}
	}
	return n;
}

static int
compare_links(const void *pa, const void *pb)
{
	const SchemaLink *a = pa,
			   *b = pb;

	if (a->token_start != b->token_start)
		return a->token_start - b->token_start;
	if (a->token_end != b->token_end)
		return b->token_end - a->token_end;
	if (a->kind != b->kind)
		return (int) a->kind - (int) b->kind;
	if (a->table != b->table)
		return a->table - b->table;
	if (a->column != b->column)
		return a->column - b->column;
	if (a->match != b->match)
		return (int) a->match - (int) b->match;
	return strcmp(a->value ? a->value : "", b->value ? b->value : "");
}

int
schema_link_table(const SchemaGraph *g, const SchemaLink *l)
{
	if (l->table >= 0 && l->table < g->n_tables)
		return l->table;
	if (l->column >= 0 && l->column < g->n_columns)
		return g->columns[l->column].table;
	return -1;
}

void
link_result_sort(LinkResult *r)
{
	if (r->n_links > 1)
		qsort(r->links, (size_t) r->n_links, sizeof(SchemaLink), compare_links);
}

/* ---------------------------------------------------------------- names */

/* Schemas' common short forms of the words that qualify a measure, and the words
 * (max_salary is the maximum salary, avg_rating the average rating).  Not those of things
 * (dept, emp, cust): "employees" naming dept_emp and emp_details_view as wholly as
 * employees drew answers to those (bench/realdb: 4 answers right before lost). */
static const char *const name_short_forms[][2] = {
	{"max", "maximum"}, {"min", "minimum"}, {"avg", "average"}, {"qty", "quantity"},
	{"amt", "amount"}
};

/*
 * The stem names compare by: a short form's word's (above), so that "maximum salary" and
 * "max salary" both name max_salary as a whole, as the abbreviation links
 * (text/abbreviation.h) cannot where the lexicon knows the short form ("max", "min").
 */
static char *
name_word_stem(const char *word)
{
	for (size_t k = 0; k < sizeof(name_short_forms) / sizeof(name_short_forms[0]); k++)
		if (strcmp(word, name_short_forms[k][0]) == 0)
			return text_stem(name_short_forms[k][1]);
	return text_stem(word);
}

/* Stems of a word list, as names compare (dt_alloc'ed array of dt_alloc'ed strings). */
static char **
stem_words(char **words, int n)
{
	char	  **stems = dt_new_array(char *, n > 0 ? n : 1);

	for (int i = 0; i < n; i++)
		stems[i] = name_word_stem(words[i]);
	return stems;
}

static void
free_words(char **words, int n)
{
	for (int i = 0; i < n; i++)
		dt_free(words[i]);
	dt_free(words);
}

/* A span eligible for name matching: words only, not only stopwords. */
static bool
name_span_ok(const TextTokens *q, int start, int n)
{
	bool		content = false;

	for (int i = start; i < start + n; i++)
	{
		if (q->tokens[i].kind == TEXT_TOKEN_PUNCT)
			return false;
		if (!text_is_stopword(q->tokens[i].text))
			content = true;
	}
	return content;
}

/* Offset in item_stems where span_stems[0..n) occurs contiguously, or -1. */
static int
find_run(char **item_stems, int n_item, char *const *span_stems, int n)
{
	for (int k = 0; k + n <= n_item; k++)
	{
		int			j = 0;

		while (j < n && strcmp(item_stems[k + j], span_stems[j]) == 0)
			j++;
		if (j == n)
			return k;
	}
	return -1;
}

typedef struct NameItem
{
	LinkKind	kind;
	int			table;
	int			column;
	int			n_words;
	char	  **words;			/* the name's words as the graph has them (not owned) */
	char	  **stems;
	char	   *joined;			/* stem of the words written together ("horse power" ->
								 * "horsepower") */
	bool	   *covered;		/* per question token: already linked by a longer span */
} NameItem;

/* The stem of words[0..n) written as one word. */
static char *
joined_stem(char **words, int n)
{
	size_t		len = 0;
	char	   *joined,
			   *stem;

	for (int i = 0; i < n; i++)
		len += strlen(words[i]);
	joined = dt_alloc(len + 1);
	for (int i = 0; i < n; i++)
		strcat(joined, words[i]);
	stem = text_stem(joined);
	dt_free(joined);
	return stem;
}

static NameItem *
name_items(const SchemaGraph *g, int n_tokens, int *n_items)
{
	NameItem   *items = dt_new_array(NameItem, g->n_tables + g->n_columns + 1);
	int			n = 0;

	for (int t = 0; t < g->n_tables; t++)
		items[n++] = (NameItem) {LINK_TABLE, t, -1, g->tables[t].n_words, g->tables[t].words,
			stem_words(g->tables[t].words, g->tables[t].n_words),
			joined_stem(g->tables[t].words, g->tables[t].n_words),
		dt_new_array(bool, n_tokens + 1)};
	for (int c = 0; c < g->n_columns; c++)
		items[n++] = (NameItem) {LINK_COLUMN, g->columns[c].table, c, g->columns[c].n_words,
			g->columns[c].words, stem_words(g->columns[c].words, g->columns[c].n_words),
			joined_stem(g->columns[c].words, g->columns[c].n_words),
		dt_new_array(bool, n_tokens + 1)};
	*n_items = n;
	return items;
}

/* Is a token of [i, i+n) already linked to item by a longer span? */
static bool
span_covered(const NameItem *item, int i, int n)
{
	for (int k = i; k < i + n; k++)
		if (item->covered[k])
			return true;
	return false;
}

/* Link [i, i+n) to item with match and cover its tokens for item. */
static void
link_span_to_item(LinkResult *out, NameItem *item, LinkMatch match, int i, int n)
{
	link_result_add(out, item->kind, match, i, i + n, item->table, item->column, NULL);
	for (int k = i; k < i + n; k++)
		item->covered[k] = true;
}

/* Whether span_joined, a span of words written together, is one word of item's name of
 * several: "on hand" of quantity|onhand. */
static bool
writes_one_word(const NameItem *item, const char *span_joined)
{
	for (int w = 0; w < item->n_words; w++)
		if (strcmp(item->stems[w], span_joined) == 0)
			return true;
	return false;
}

/*
 * Try span [i, i+n) against one item; record the link and cover its tokens.  A span that,
 * written together, is the whole name written together is an exact match too, whatever
 * the word boundaries on either side: "horsepower" ~ horse_power (or a folded name split
 * into "horse power"), "life expectancy" ~ lifeexpectancy (a folded name the model's
 * vocabulary could not split).
 */
static void
match_name_item(NameItem *item, char **span_stems, const char *span_joined, int i, int n,
				bool *named, bool *named_whole, LinkResult *out)
{
	LinkMatch	match;

	if (span_covered(item, i, n))
		return;
	if (strcmp(span_joined, item->joined) == 0)
		match = LINK_EXACT;
	else if (n >= 2 && item->n_words >= 2 && writes_one_word(item, span_joined))
		match = LINK_PARTIAL;
	else if (n > item->n_words || find_run(item->stems, item->n_words, span_stems, n) < 0)
		return;
	else
		match = n == item->n_words ? LINK_EXACT : LINK_PARTIAL;
	link_span_to_item(out, item, match, i, n);
	for (int k = i; k < i + n; k++)
	{
		named[k] = true;
		if (match == LINK_EXACT)
			named_whole[k] = true;
	}
}

/* ------------------------------------------------------- tables named by their key */

/* Name words of a key that say it identifies, not what it identifies. */
static const char *const key_words[] = {"id", "code", "no", "num", "number", "key", NULL};

/*
 * "How many of our customers live in the United States?" over passengers(customer_id, ...):
 * the rows of a base table whose one-column primary key is named for something its table's
 * name does not say (customer_id of passengers, which the trips and bookings refer to by
 * customer_id too) are that thing, and a span of question words that is the key's name
 * without its identifying word names the table in part.  Not a key that refers to another
 * table (visit.museum_id: a museum's visits), nor words that name another table.
 */
static void
link_key_named_tables(const SchemaGraph *g, NameItem *items, const TextTokens *q,
					  char **stems, LinkResult *out)
{
	for (int t = 0; t < g->n_tables; t++)
	{
		int			pk = schema_graph_single_primary_key(g, t),
					c,
					n = 0;
		char	   *said[LINK_MAX_NGRAM];
		const NameItem *key;
		bool		other_name = false,
					own_name = true;

		if (pk < 0 || g->tables[t].kind != SG_TABLE)
			continue;
		c = g->tables[t].first_column + pk;
		key = &items[g->n_tables + c];
		if (schema_graph_column_is_declared_foreign_key(g, c))
			continue;
		for (int w = 0; w < key->n_words && n < LINK_MAX_NGRAM; w++)
			if (!text_word_in_list(key->words[w], key_words))
				said[n++] = key->stems[w];
		for (int k = 0; k < n; k++)
			own_name = own_name && find_run(items[t].stems, items[t].n_words, &said[k], 1) >= 0;
		for (int x = 0; x < g->n_tables && n > 0 && !other_name; x++)
			other_name = find_run(items[x].stems, items[x].n_words, said, n) >= 0;
		if (n == 0 || own_name || other_name)
			continue;
		for (int i = 0; i + n <= q->n; i++)
		{
			bool		same = true;

			for (int k = 0; k < n && same; k++)
				same = stems[i + k] != NULL && strcmp(stems[i + k], said[k]) == 0;
			if (same && !span_covered(&items[t], i, n))
				link_span_to_item(out, &items[t], LINK_PARTIAL, i, n);
		}
	}
}

/* ------------------------------------------------------- folded names */

/*
 * A one-word name the model's vocabulary knows whole stays whole (name_words.h), though it
 * folds English words together: AdventureWorks' hiredate, orderdate, listprice, which
 * Spider's schemas taught the vocabulary.  "When was Amy Alberts hired?" then names
 * hiredate by no word of the question: "hired" is no run of its one word.  Where such a
 * name, of a date or time column (the event a word says dates its row: "hired", "ordered",
 * "shipped"), is no English word and splits into English words, a span of words not named
 * otherwise that is a run of those pieces (not all of them: the whole name written
 * together links exactly already) links to it in part.  Of other folded names only two
 * or three words that write one end of the name whose other end is a word
 * (link_folded_ends: "on hand" of quantityonhand): one word alone is too common to say
 * the column ("first" of firstname in "Burton Tracy's first booking").
 */

/* The most words of a span that writes one end of a folded name. */
#define FOLDED_END_SPAN_MAX 3

/* Whether the words of q's span [i, i+n), written together, are one end of folded name
 * word, whose rest is a word the lexicon knows: "on hand" of quantity + onhand. */
static bool
span_writes_folded_end(const TextTokens *q, int i, int n, const char *word, const Lexicon *lex)
{
	char		span[128],
				rest[128];
	size_t		len = 0,
				wlen = strlen(word);

	for (int k = i; k < i + n; k++)
	{
		size_t		l = strlen(q->tokens[k].text);

		if (len + l >= sizeof(span))
			return false;
		memcpy(span + len, q->tokens[k].text, l);
		len += l;
	}
	span[len] = '\0';
	if (len < 4 || len + 3 > wlen || wlen >= sizeof(rest))
		return false;
	if (strcasecmp(word + wlen - len, span) == 0)
	{
		memcpy(rest, word, wlen - len);
		rest[wlen - len] = '\0';
		return lexicon_knows_word(rest, (void *) lex);
	}
	if (strncasecmp(word, span, len) == 0)
		return lexicon_knows_word(word + len, (void *) lex);
	return false;
}

/* Link each span of two or three words not named otherwise that writes one end of
 * item's folded name (span_writes_folded_end) to it in part. */
static void
link_folded_ends(NameItem *item, const TextTokens *q, char **stems, const bool *named,
				 const Lexicon *lex, LinkResult *out)
{
	for (int n = FOLDED_END_SPAN_MAX; n >= 2; n--)
		for (int i = 0; i + n <= q->n; i++)
		{
			bool		free_span = name_span_ok(q, i, n);

			for (int k = i; k < i + n && free_span; k++)
				free_span = !named[k] && stems[k] != NULL;
			if (free_span && !span_covered(item, i, n) &&
				span_writes_folded_end(q, i, n, item->words[0], lex))
				link_span_to_item(out, item, LINK_PARTIAL, i, n);
		}
}

static void
link_folded_names(const SchemaGraph *g, NameItem *items, int n_items, const TextTokens *q,
				  char **stems, const bool *named, const Lexicon *lex, LinkResult *out)
{
	for (int it = 0; it < n_items; it++)
	{
		NameItem   *item = &items[it];
		char	  **pieces = NULL,
				  **piece_stems;
		int			n_pieces;

		if (item->kind != LINK_COLUMN || item->n_words != 1 || strlen(item->words[0]) < 6 ||
			lexicon_knows_word(item->words[0], (void *) lex))
			continue;
		if (g->columns[item->column].type_class != SG_TYPE_TIME)
		{
			link_folded_ends(item, q, stems, named, lex, out);
			continue;
		}
		if ((n_pieces = name_words_split_compound(item->words[0], lexicon_knows_word,
												  (void *) lex, &pieces)) < 2)
			continue;
		piece_stems = stem_words(pieces, n_pieces);
		for (int n = n_pieces - 1; n >= 1; n--)
			for (int i = 0; i + n <= q->n; i++)
			{
				bool		free_span = name_span_ok(q, i, n);

				for (int k = i; k < i + n && free_span; k++)
					free_span = !named[k] && stems[k] != NULL;
				if (free_span && !span_covered(item, i, n) &&
					find_run(piece_stems, n_pieces, stems + i, n) >= 0)
					link_span_to_item(out, item, LINK_PARTIAL, i, n);
			}
		free_words(piece_stems, n_pieces);
		free_words(pieces, n_pieces);
	}
}

/* ---------------------------------------------------------------- lexicon */

/*
 * A lexicon relative as name words compare: the stems of its words (WordNet writes a
 * phrase with '_': "last_name" -> last, name) and the stem of the words written together.
 */
typedef struct RelativeForm
{
	int			n_words;
	char	   *stems[LINK_MAX_LEXICON_PHRASE];
	char	   *joined;
} RelativeForm;

/* Distinct relatives (by their stems) of one question word or phrase. */
typedef struct RelativeSet
{
	int			n,
				cap;
	RelativeForm *forms;
} RelativeSet;

static bool
relative_form_equal(const RelativeForm *a, const RelativeForm *b)
{
	if (a->n_words != b->n_words || strcmp(a->joined, b->joined) != 0)
		return false;
	for (int w = 0; w < a->n_words; w++)
		if (strcmp(a->stems[w], b->stems[w]) != 0)
			return false;
	return true;
}

static void
relative_form_free(RelativeForm *f)
{
	for (int w = 0; w < f->n_words; w++)
		dt_free(f->stems[w]);
	dt_free(f->joined);
}

/* Split a relative at '_' into at most LINK_MAX_LEXICON_PHRASE stemmed words; false for a
 * longer phrase (the lexicon keeps none, but its file is data). */
static bool
relative_form_make(const char *relative, RelativeForm *f)
{
	char	   *words[LINK_MAX_LEXICON_PHRASE];
	char	   *copy = dt_strdup(relative);
	char	   *next = copy;
	bool		ok = true;

	f->n_words = 0;
	while (next != NULL)
	{
		char	   *sep = strchr(next, '_');

		if (sep != NULL)
			*sep = '\0';
		if (f->n_words == LINK_MAX_LEXICON_PHRASE)
		{
			ok = false;
			break;
		}
		words[f->n_words++] = next;
		next = sep != NULL ? sep + 1 : NULL;
	}
	if (ok)
	{
		for (int w = 0; w < f->n_words; w++)
			f->stems[w] = text_stem(words[w]);
		f->joined = joined_stem(words, f->n_words);
	}
	dt_free(copy);
	return ok;
}

static void
relative_set_add(const char *relative, LexiconRelation relation, void *arg)
{
	RelativeSet *s = arg;
	RelativeForm f;

	if (!relative_form_make(relative, &f))
		return;
	for (int i = 0; i < s->n; i++)
		if (relative_form_equal(&s->forms[i], &f))
		{
			relative_form_free(&f);
			return;
		}
	if (s->n == s->cap)
	{
		s->cap = s->cap ? 2 * s->cap : 16;
		s->forms = dt_realloc(s->forms, sizeof(RelativeForm) * (size_t) s->cap);
	}
	s->forms[s->n++] = f;
}

static void
relative_set_clear(RelativeSet *s)
{
	for (int i = 0; i < s->n; i++)
		relative_form_free(&s->forms[i]);
	s->n = 0;
}

/*
 * Does item's name hold relative?  A single word as one of the name's words ("stores" ~
 * shop_id through shop) or as the whole name written together (hometown ~ home_town); a
 * phrase as a run of the name's words (surname -> last_name ~ emp_last_name) or as the
 * whole name written together.
 */
static bool
item_has_relative(const NameItem *item, const RelativeSet *relatives)
{
	for (int r = 0; r < relatives->n; r++)
	{
		const RelativeForm *f = &relatives->forms[r];

		if (strcmp(item->joined, f->joined) == 0)
			return true;
		if (f->n_words == 1)
		{
			for (int w = 0; w < item->n_words; w++)
				if (strcmp(item->stems[w], f->stems[0]) == 0)
					return true;
		}
		else if (find_run(item->stems, item->n_words, f->stems, f->n_words) >= 0)
			return true;
	}
	return false;
}

/* Is [i, i+n) inside a span that some table or column name matched exactly? */
static bool
inside_exact_name(const LinkResult *out, int i, int n)
{
	for (int l = 0; l < out->n_links; l++)
	{
		const SchemaLink *link = &out->links[l];

		if ((link->kind == LINK_TABLE || link->kind == LINK_COLUMN) &&
			link->match == LINK_EXACT && link->token_start <= i && link->token_end >= i + n)
			return true;
	}
	return false;
}

/*
 * A question span that may link through the lexicon.  A single word only when no name
 * matched it by its own words: such a word is likely a synonym or an inflection the
 * stemmer does not undo, while a word that already names an item would only gain links
 * to more distant readings.  A phrase of 2..LINK_MAX_LEXICON_PHRASE words (WordNet's
 * "last name", "miles per gallon") when it starts and ends with a content word and is not
 * inside a span that names an item exactly: its words may name items by themselves
 * ("name" ~ a column name) while the phrase means something else (surname).
 */
/* Words for persons in general: they ask for a table's rows ("the most people") or a
 * count of them (a population), and WordNet's relatives of them name columns of other
 * things ("people" ~ groupname, through group). */
static const char *const people_words[] = {"people", "persons", "folks", NULL};

/* Whether item may be a lexicon relative of question word i (n = 1): a word for persons
 * relates to a table or a number column only. */
static bool
lexicon_item_ok(const SchemaGraph *g, const NameItem *item, const TextTokens *q, int i, int n)
{
	return n != 1 || item->kind != LINK_COLUMN ||
		g->columns[item->column].type_class == SG_TYPE_NUMBER ||
		!text_word_in_list(q->tokens[i].text, people_words);
}

static bool
lexicon_span_ok(const TextTokens *q, char **stems, const bool *named, const LinkResult *out,
				int i, int n)
{
	for (int k = i; k < i + n; k++)
		if (stems[k] == NULL || q->tokens[k].kind != TEXT_TOKEN_WORD)
			return false;
	/* a phrase may end with a particle ("take on", hire), not start with one */
	if (text_is_stopword(q->tokens[i].text))
		return false;
	if (n == 1)
		return !named[i];
	return !inside_exact_name(out, i, n);
}

/* The lexicon key of question tokens [i, i+n): the words joined with '_'; false when too
 * long to be a lexicon word. */
static bool
lexicon_span_key(const TextTokens *q, int i, int n, DtStrBuf *key)
{
	dt_strbuf_reset(key);
	for (int k = i; k < i + n; k++)
	{
		if (k > i)
			dt_strbuf_append_char(key, '_');
		dt_strbuf_append(key, q->tokens[k].text);
	}
	return key->len < LEXICON_MAX_WORD;
}

/* Whether token i is the verb of a question that starts with "who" ("Who works in ...?";
 * not of a relative "who": "students who currently live in ..."). */
static bool
asks_who_with_verb(const TextTokens *q, int i)
{
	return link_verb_after_who(q, i) &&
		(text_token_is(q, 0, "who") && (i == 1 || i == 2));
}

/* relative_set_add of a verb's own relatives alone (its base form, the nouns derived from
 * it): the verb of "who" is no noun, and a noun's broader, narrower or same-sense words
 * say nothing of it ("Who works in Shipping?" is no one's day care, "care" being a kind of
 * work). */
static void
relative_set_add_of_verb(const char *relative, LexiconRelation relation, void *arg)
{
	if (relation == LEXICON_LEMMA || relation == LEXICON_DERIVATION)
		relative_set_add(relative, relation, arg);
}

/*
 * Lexicon links of question phrases and words (lexicon_span_ok), longest first: a phrase
 * that links to an item covers its words for that item; the verb of "who" through its
 * base form and derived nouns alone (relative_set_add_of_verb).
 */
static void
link_lexicon_words(const SchemaGraph *g, NameItem *items, int n_items, const TextTokens *q,
				   char **stems, const bool *named, const Lexicon *lex, LinkResult *out)
{
	RelativeSet relatives = {0};
	DtStrBuf	key;

	dt_strbuf_init(&key);
	for (int n = LINK_MAX_LEXICON_PHRASE; n >= 1; n--)
		for (int i = 0; i + n <= q->n; i++)
		{
			if (!lexicon_span_ok(q, stems, named, out, i, n) ||
				!lexicon_span_key(q, i, n, &key))
				continue;
			lexicon_visit_relatives(lex, key.data,
									n == 1 && asks_who_with_verb(q, i) ?
									relative_set_add_of_verb : relative_set_add, &relatives);
			for (int it = 0; it < n_items && relatives.n > 0; it++)
				if (!span_covered(&items[it], i, n) && lexicon_item_ok(g, &items[it], q, i, n) &&
					item_has_relative(&items[it], &relatives))
					link_span_to_item(out, &items[it], LINK_LEXICON, i, n);
			relative_set_clear(&relatives);
		}
	dt_free(relatives.forms);
	dt_strbuf_free(&key);
}

/* ---------------------------------------------------------------- abbreviations */

/* A word the lexicon does not know, short enough to be an abbreviation (mpg, dept, cyl). */
static bool
unknown_short_word(const Lexicon *lex, const char *word)
{
	const char *lemmas[LEXICON_MAX_LEMMAS];
	size_t		len = strlen(word);

	return len >= TEXT_ABBREV_MIN && len <= TEXT_ABBREV_MAX &&
		lexicon_lemmas(lex, word, lemmas) == 0;
}

/* Does a word of item's name abbreviate question tokens [i, i+n), or (n = 1) does the
 * token abbreviate a word of the name? */
static bool
item_abbreviation_of(const NameItem *item, const Lexicon *lex, const TextTokens *q, int i,
					 int n, bool token_unknown)
{
	char	   *words[LINK_MAX_ABBREV_PHRASE];

	for (int k = 0; k < n; k++)
		words[k] = q->tokens[i + k].text;
	for (int w = 0; w < item->n_words; w++)
	{
		char	   *name_word = item->words[w];

		/* every form keeps the first letter; the spelling test before the lexicon's: on a
		 * catalog of thousands of columns this runs for every span */
		if (name_word[0] != words[0][0])
			continue;
		if (text_abbreviates(name_word, words, n) && unknown_short_word(lex, name_word))
			return true;
		if (token_unknown && text_abbreviates(words[0], &name_word, 1))
			return true;
	}
	return false;
}

/*
 * Abbreviation links (text/abbreviation.h), with the match of lexicon links: a name word the
 * lexicon does not know that abbreviates a question word or phrase ("miles per gallon" ~
 * mpg, "departments" ~ dept_name), or a question word it does not know that abbreviates a
 * name word ("cyl" ~ cylinders).  The question spans are those the lexicon looks up
 * (lexicon_span_ok), longest first; a span that links covers its words for that item.
 */
static void
link_abbreviations(NameItem *items, int n_items, const TextTokens *q, char **stems,
				   const bool *named, const Lexicon *lex, LinkResult *out)
{
	for (int n = LINK_MAX_ABBREV_PHRASE; n >= 1; n--)
		for (int i = 0; i + n <= q->n; i++)
		{
			bool		token_unknown;

			if (!lexicon_span_ok(q, stems, named, out, i, n))
				continue;
			token_unknown = n == 1 && unknown_short_word(lex, q->tokens[i].text);
			for (int it = 0; it < n_items; it++)
				if (!span_covered(&items[it], i, n) &&
					item_abbreviation_of(&items[it], lex, q, i, n, token_unknown))
					link_span_to_item(out, &items[it], LINK_ABBREVIATION, i, n);
		}
}

/* ---------------------------------------------------------------- comments */

/* The comment words of a name item. */
static void
item_comment_words(const SchemaGraph *g, const NameItem *item, char ***words, int *n)
{
	if (item->kind == LINK_TABLE)
	{
		*words = g->tables[item->table].comment_words;
		*n = g->tables[item->table].n_comment_words;
	}
	else
	{
		*words = g->columns[item->column].comment_words;
		*n = g->columns[item->column].n_comment_words;
	}
}

/* An item whose comment holds a distinct question stem. */
typedef struct CommentHit
{
	int			item;
	int			stem;			/* index into the distinct question stems */
} CommentHit;

/*
 * Distinct stems of the question's content words; token_stem[i] is token i's index in
 * them, or -1 for a token that cannot link on its own (punctuation, stop word).
 */
static int
distinct_content_stems(const TextTokens *q, char **stems, char **distinct, int *token_stem)
{
	int			n = 0;

	for (int i = 0; i < q->n; i++)
	{
		int			d = 0;

		token_stem[i] = -1;
		if (stems[i] == NULL || q->tokens[i].kind != TEXT_TOKEN_WORD ||
			text_is_stopword(q->tokens[i].text))
			continue;
		while (d < n && strcmp(distinct[d], stems[i]) != 0)
			d++;
		if (d == n)
			distinct[n++] = stems[i];
		token_stem[i] = d;
	}
	return n;
}

/*
 * Whether question token i is a word for the business that owns the database ("Who earns
 * the lowest salary in the company?"): a comment written by that business speaks of it
 * too ("an office, warehouse, or production site of a company", each of HR's location
 * columns), and linking the word there sent the model to the locations.
 */
static bool
names_the_business(const TextTokens *q, int i)
{
	static const char *const words[] = {"company", "companies", "business", "firm",
		"organization", "organisation", "enterprise", "corporation", NULL};

	return text_word_in_list(q->tokens[i].text, words);
}

/*
 * Comment links: a single question word whose stem is a word of an item's comment, on a
 * token not linked to that item by its name, nor inside a span that is the whole name of
 * some item (named_whole): "cities" that names the table city gains no links to the
 * columns whose comments speak of a city.  A word in the comments of more than
 * LINK_COMMENT_MAX_ITEMS items ("number", "identifier") says too little about any one of
 * them and links none; nor does a word for the business itself.  The cost is one pass
 * over the comment words of the graph (at most SG_COMMENT_MAX_WORDS per item), each
 * compared with the question's few distinct stems.
 */
static void
link_comment_words(const SchemaGraph *g, NameItem *items, int n_items, const TextTokens *q,
				   char **stems, const bool *named_whole, LinkResult *out)
{
	char	  **distinct = dt_new_array(char *, q->n + 1);
	int		   *token_stem = dt_new_array(int, q->n + 1);
	int		   *n_items_with = dt_new_array(int, q->n + 1);
	int			n_distinct = distinct_content_stems(q, stems, distinct, token_stem);
	CommentHit *hits = NULL;
	int			n_hits = 0,
				cap_hits = 0;

	for (int it = 0; it < n_items && n_distinct > 0; it++)
	{
		char	  **words;
		int			n_words;

		item_comment_words(g, &items[it], &words, &n_words);
		for (int w = 0; w < n_words; w++)
			for (int d = 0; d < n_distinct; d++)
				if (strcmp(words[w], distinct[d]) == 0)
				{
					if (n_hits == cap_hits)
					{
						cap_hits = cap_hits ? 2 * cap_hits : 16;
						hits = dt_realloc(hits, sizeof(CommentHit) * (size_t) cap_hits);
					}
					hits[n_hits++] = (CommentHit) {it, d};
					n_items_with[d]++;
				}
	}
	for (int h = 0; h < n_hits; h++)
	{
		NameItem   *item = &items[hits[h].item];

		if (n_items_with[hits[h].stem] > LINK_COMMENT_MAX_ITEMS)
			continue;
		for (int i = 0; i < q->n; i++)
			if (token_stem[i] == hits[h].stem && !item->covered[i] && !named_whole[i] &&
				!names_the_business(q, i))
				link_span_to_item(out, item, LINK_COMMENT, i, 1);
	}
	dt_free(hits);
	dt_free(distinct);
	dt_free(token_stem);
	dt_free(n_items_with);
}

/* The stem of question tokens [i, i+n) written as one word. */
static char *
span_joined_stem(const TextTokens *q, int i, int n)
{
	char	   *words[LINK_MAX_NGRAM];

	for (int k = 0; k < n; k++)
		words[k] = q->tokens[i + k].text;
	return joined_stem(words, n);
}

void
link_names(const SchemaGraph *g, const TextTokens *q, LinkResult *out)
{
	link_names_with_lexicon(g, q, NULL, out);
}

/*
 * A compound of two number columns' names ("population density": state.population and
 * state.density, one word each) names the second: the first word says which one, as
 * "order" does in "order date".  The first word's single-word column links are dropped,
 * so that neither the model nor left_out_mentions reads it as asking for population.  Only
 * where both words name a number column of one table by its whole name: "continent name"
 * is the continent's name, the text column continent.
 */
static bool
whole_column_name_at(const SchemaGraph *g, const LinkResult *out, int i, int table)
{
	for (int l = 0; l < out->n_links; l++)
	{
		const SchemaLink *link = &out->links[l];

		if (link->kind == LINK_COLUMN && link->match == LINK_EXACT && link->token_start == i &&
			link->token_end == i + 1 && link->table == table &&
			g->columns[link->column].type_class == SG_TYPE_NUMBER)
			return true;
	}
	return false;
}

static bool
modifies_next_column(const SchemaGraph *g, const LinkResult *out, int i)
{
	for (int l = 0; l < out->n_links; l++)
	{
		const SchemaLink *link = &out->links[l];

		if (link->kind == LINK_COLUMN && link->match == LINK_EXACT && link->token_start == i &&
			link->token_end == i + 1 && g->columns[link->column].type_class == SG_TYPE_NUMBER &&
			whole_column_name_at(g, out, i + 1, link->table))
		{
			/* not the same column named twice ("name name") */
			for (int m = 0; m < out->n_links; m++)
				if (out->links[m].kind == LINK_COLUMN && out->links[m].token_start == i + 1 &&
					out->links[m].token_end == i + 2 && out->links[m].column == link->column)
					return false;
			return true;
		}
	}
	return false;
}

static void
drop_compound_modifiers(const SchemaGraph *g, const TextTokens *q, LinkResult *out)
{
	for (int i = 0; i + 1 < q->n; i++)
	{
		int			kept = 0;

		if (!modifies_next_column(g, out, i))
			continue;
		for (int l = 0; l < out->n_links; l++)
		{
			const SchemaLink *link = &out->links[l];

			if (link->kind == LINK_COLUMN && link->token_start == i && link->token_end == i + 1)
				dt_free(link->value);
			else
				out->links[kept++] = *link;
		}
		out->n_links = kept;
	}
}

/* Whether item, a column, may be a flag: boolean, or a number (one holding 0 and 1). */
static bool
may_be_flag(const SchemaGraph *g, const NameItem *item)
{
	return item->kind == LINK_COLUMN &&
		(g->columns[item->column].type_class == SG_TYPE_BOOLEAN ||
		 g->columns[item->column].type_class == SG_TYPE_NUMBER);
}

/* Negated words (linking.h): "inactive" ~ activeflag, for a word no name link has. */
static void
link_negated_words(const SchemaGraph *g, NameItem *items, int n_items, const TextTokens *q,
				   const bool *named, LinkResult *out)
{
	for (int i = 0; i < q->n; i++)
	{
		int			prefix;
		char	   *rest;

		if (q->tokens[i].kind != TEXT_TOKEN_WORD || named[i] ||
			(prefix = text_negating_prefix(q->tokens[i].text)) == 0)
			continue;
		rest = text_stem(q->tokens[i].text + prefix);
		for (int it = 0; it < n_items; it++)
		{
			if (!may_be_flag(g, &items[it]) || items[it].covered[i])
				continue;
			for (int w = 0; w < items[it].n_words; w++)
				if (strcmp(items[it].stems[w], rest) == 0)
				{
					link_span_to_item(out, &items[it], LINK_NEGATED, i, 1);
					break;
				}
		}
		dt_free(rest);
	}
}

/* Whether name stem w is the agent noun of verb stem v: manage/manager, own/owner,
 * supply/supplier, ship/shipper. */
static bool
agent_noun_of(const char *w, const char *v)
{
	size_t		nv = strlen(v),
				nw = strlen(w);

	if (nv < 3 || nw < nv + 1 || strcmp(w + nw - 1, "r") != 0)
		return false;
	if (v[nv - 1] == 'e')		/* manage: manager */
		return nw == nv + 1 && strncmp(w, v, nv) == 0;
	if (v[nv - 1] == 'y')		/* supply: supplier */
		return nw == nv + 2 && strncmp(w, v, nv - 1) == 0 && strcmp(w + nv - 1, "ier") == 0;
	if (strncmp(w, v, nv) != 0)
		return false;
	/* own: owner; ship: shipper */
	return strcmp(w + nv, "er") == 0 || (w[nv] == v[nv - 1] && strcmp(w + nv + 1, "er") == 0);
}

/* Whether name word w says whoever runs something, where verb stem v is running, heading
 * or leading it: "Who runs the Marketing department?" ~ department.dept_head_id,
 * dept_manager (one who runs a thing is its head, not its "runner"). */
static bool
heads_for_verb(const char *w, const char *v)
{
	static const char *const verbs[] = {"run", "head", "lead", NULL};
	static const char *const heads[] = {"head", "manager", "mgr", "leader", "chief", "boss", NULL};

	return text_word_in_list(v, verbs) && text_word_in_list(w, heads);
}

/* Whether name word w (stem ws) is the agent noun of verb stem v, itself or as the full
 * form of a short one ("mgr" of department.mgrno: manager), or the head of what v runs. */
static bool
word_is_agent_noun(const char *w, const char *ws, const char *v)
{
	const char *full = text_colloquial_full_form(w);
	char	   *full_stem;
	bool		agent;

	if (agent_noun_of(ws, v) || heads_for_verb(w, v))
		return true;
	if (full == NULL)
		return false;
	full_stem = name_word_stem(full);
	agent = agent_noun_of(full_stem, v);
	dt_free(full_stem);
	return agent;
}

bool
link_verb_after_who(const TextTokens *q, int i)
{
	static const char *const auxiliaries[] = {"is", "was", "does", "did", "has", "had", "will",
	"can", NULL};

	return i >= 1 && i < q->n && q->tokens[i].kind == TEXT_TOKEN_WORD &&
		(text_token_is(q, i - 1, "who") ||
		 (i >= 2 && text_token_is(q, i - 2, "who") &&
		  text_word_in_list(q->tokens[i - 1].text, auxiliaries)));
}

/* Agent nouns (linking.h): "Who manages the store?" ~ store.manager, for a verb right
 * after "who" (or after "who" and an auxiliary) that no name link has. */
static void
link_agent_nouns(NameItem *items, int n_items, const TextTokens *q, char **stems,
				 const bool *named, LinkResult *out)
{
	for (int i = 1; i < q->n; i++)
	{
		if (!link_verb_after_who(q, i) || named[i] || stems[i] == NULL)
			continue;
		for (int it = 0; it < n_items; it++)
		{
			if (items[it].covered[i])
				continue;
			for (int w = 0; w < items[it].n_words; w++)
				if (word_is_agent_noun(items[it].words[w], items[it].stems[w], stems[i]))
				{
					link_span_to_item(out, &items[it], LINK_LEXICON, i, 1);
					break;
				}
		}
	}
}

void
link_names_with_lexicon(const SchemaGraph *g, const TextTokens *q, const Lexicon *lex,
						LinkResult *out)
{
	int			n_items;
	NameItem   *items = name_items(g, q->n, &n_items);
	char	  **stems = dt_new_array(char *, q->n + 1);
	bool	   *named = dt_new_array(bool, q->n + 1);
	bool	   *named_whole = dt_new_array(bool, q->n + 1);

	for (int i = 0; i < q->n; i++)
		stems[i] = q->tokens[i].kind == TEXT_TOKEN_PUNCT ? NULL : name_word_stem(q->tokens[i].text);

	for (int n = LINK_MAX_NGRAM; n >= 1; n--)
		for (int i = 0; i + n <= q->n; i++)
		{
			char	   *joined;

			if (!name_span_ok(q, i, n))
				continue;
			joined = span_joined_stem(q, i, n);
			for (int it = 0; it < n_items; it++)
				match_name_item(&items[it], stems + i, joined, i, n, named, named_whole, out);
			dt_free(joined);
		}
	/* before the lexicon: the schema's own documentation of an item says more than a
	 * dictionary relative, and a token linked to an item here is not linked again */
	link_comment_words(g, items, n_items, q, stems, named_whole, out);
	link_negated_words(g, items, n_items, q, named, out);
	link_key_named_tables(g, items, q, stems, out);
	if (lex != NULL)
	{
		link_agent_nouns(items, n_items, q, stems, named, out);
		link_folded_names(g, items, n_items, q, stems, named, lex, out);
		link_lexicon_words(g, items, n_items, q, stems, named, lex, out);
		link_abbreviations(items, n_items, q, stems, named, lex, out);
	}
	drop_compound_modifiers(g, q, out);

	for (int it = 0; it < n_items; it++)
	{
		free_words(items[it].stems, items[it].n_words);
		dt_free(items[it].joined);
		dt_free(items[it].covered);
	}
	dt_free(items);
	for (int i = 0; i < q->n; i++)
		dt_free(stems[i]);
	dt_free(stems);
	dt_free(named);
	dt_free(named_whole);
}

/* ---------------------------------------------------------------- numbers, dates */

void
link_quantities(const TextTokens *q, LinkResult *out)
{
	TextQuantity *found;
	int			n = text_find_quantities(q, &found);

	for (int i = 0; i < n; i++)
		link_result_add(out, found[i].kind == TEXT_QUANTITY_DATE ? LINK_DATE : LINK_NUMBER,
						LINK_EXACT, found[i].token_start, found[i].token_end, -1, -1, NULL);
	dt_free(found);
}

/* The question's text for tokens [s, e), whitespace runs as one space: the spelling the
 * model's value candidate for the span has (parser_example.c), so that the two are one. */
static char *
question_span_text(const char *question, const TextTokens *q, int s, int e)
{
	DtStrBuf	buf;
	bool		space = false;

	dt_strbuf_init(&buf);
	for (int i = q->tokens[s].byte_start; i < q->tokens[e - 1].byte_end; i++)
	{
		char		ch = question[i];

		if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v')
			space = true;
		else
		{
			if (space && buf.len > 0)
				dt_strbuf_append_char(&buf, ' ');
			space = false;
			dt_strbuf_append_char(&buf, ch);
		}
	}
	return buf.data;
}

static bool
holds_days(const SchemaGraph *g, int c)
{
	return g->columns[c].type_class == SG_TYPE_TIME &&
		text_date_column_of_type(g->columns[c].type_name) != TEXT_DATE_COLUMN_NONE;
}

/*
 * The date columns a date phrase links to: those the question names ("joined" ~ joindate),
 * else those of the tables it names (a table link, or a link to one of their columns), else
 * every one; at each of the first two levels only those of a table a word names exactly,
 * when there are such ("Which orders were placed on ...": orders.order_tms, not the
 * order_tms of a view named customer_order_products).  Linking every date column pulls
 * the decoder to tables the question is not about ("who joined in July 2012" joined
 * bookings for its starttime; bench/realdb).  A side date, a row's edit stamp or a
 * person's birth date (side_dates.h), is linked only where a word names or says it.
 */
static bool *
date_columns(const SchemaGraph *g, const TextTokens *q, const LinkResult *names)
{
	bool	   *named_column = dt_new_array(bool, g->n_columns + 1);
	bool	   *named_table = dt_new_array(bool, g->n_tables + 1);
	bool	   *exact_table = dt_new_array(bool, g->n_tables + 1);
	bool	   *out = dt_new_array(bool, g->n_columns + 1);
	bool	   *side_said = dt_new_array(bool, g->n_columns + 1);	/* not a side date, or
																 * one the question says */
	SideDatesSaid said;

	for (int i = 0; i < names->n_links; i++)
	{
		const SchemaLink *l = &names->links[i];

		if (l->kind == LINK_TABLE && l->table >= 0 && l->table < g->n_tables)
		{
			named_table[l->table] = true;
			exact_table[l->table] |= l->match == LINK_EXACT;
		}
		else if (l->kind == LINK_COLUMN && l->column >= 0 && l->column < g->n_columns)
		{
			named_column[l->column] = true;
			named_table[g->columns[l->column].table] = true;
		}
	}
	said = schema_side_dates_said(q);
	for (int c = 0; c < g->n_columns; c++)
		side_said[c] = said.said[schema_side_date(g, c)];
	for (int level = 0; level < 5; level++)
	{
		bool		any = false;

		for (int c = 0; c < g->n_columns; c++)
		{
			int			t = g->columns[c].table;

			switch (level)
			{
				case 0:
					out[c] = named_column[c] && exact_table[t];
					break;
				case 1:
					out[c] = named_column[c];
					break;
				case 2:
					out[c] = exact_table[t];
					break;
				case 3:
					out[c] = named_table[t];
					break;
				default:
					out[c] = true;
			}
			/* a side date only where said (side_dates.h) */
			out[c] = out[c] && holds_days(g, c) &&
				(named_column[c] || side_said[c]);
			any |= out[c];
		}
		if (any)
			break;
	}
	dt_free(named_column);
	dt_free(named_table);
	dt_free(side_said);
	dt_free(exact_table);
	return out;
}

void
link_date_values(const SchemaGraph *g, const char *question, const TextTokens *q,
				 LinkResult *out)
{
	TextQuantity *found;
	int			n = text_find_quantities(q, &found);
	bool	   *columns = n > 0 ? date_columns(g, q, out) : NULL;

	for (int i = 0; i < n; i++)
	{
		char	   *text = question_span_text(question, q, found[i].token_start, found[i].token_end);
		TextDate	d;

		/* a number is a date only as a year alone; other date spans must name a period */
		if ((found[i].kind == TEXT_QUANTITY_DATE || text_date_is_year(text)) &&
			text_date_parse(text, &d))
			for (int c = 0; c < g->n_columns; c++)
				if (columns[c])
					link_result_add(out, LINK_VALUE, LINK_EXACT, found[i].token_start,
									found[i].token_end, g->columns[c].table, c, text);
		dt_free(text);
	}
	dt_free(columns);
	dt_free(found);
}

/* Whether a name word of column c says a calendar period. */
static bool
column_names_a_period(const SchemaGraph *g, int c)
{
	static const char *const periods[] = {
		"month", "day", "week", "quarter", "year", "date", "period"
	};
	const SgColumn *col = &g->columns[c];

	for (int w = 0; w < col->n_words; w++)
		for (size_t k = 0; k < sizeof(periods) / sizeof(periods[0]); k++)
			if (strcmp(col->words[w], periods[k]) == 0)
				return true;
	return false;
}

void
link_values_drop_inside_dates(const SchemaGraph *g, const TextTokens *q, LinkResult *out)
{
	TextQuantity *found;
	int			n = text_find_quantities(q, &found),
				kept = 0;

	for (int k = 0; k < out->n_links; k++)
	{
		SchemaLink *l = &out->links[k];
		bool		inside = false;

		for (int i = 0; i < n && !inside && l->kind == LINK_VALUE && l->column >= 0; i++)
			inside = found[i].kind == TEXT_QUANTITY_DATE && l->token_start >= found[i].token_start &&
				l->token_end <= found[i].token_end &&
				l->token_end - l->token_start < found[i].token_end - found[i].token_start &&
				!column_names_a_period(g, l->column);
		if (inside)
			dt_free(l->value);
		else
			out->links[kept++] = *l;
	}
	out->n_links = kept;
	dt_free(found);
}

/* Whether token i is a number that counts the rows asked for (link_values_drop_counts). */
static bool
counts_rows(const TextTokens *q, int i)
{
	const char *next;
	size_t		len;

	if (q->tokens[i].kind != TEXT_TOKEN_NUMBER)
		return false;
	if (text_token_is(q, i - 1, "top") || text_token_is(q, i - 1, "best") ||
		text_token_is(q, i - 1, "worst"))
		return true;
	if (i + 1 >= q->n || q->tokens[i + 1].kind != TEXT_TOKEN_WORD)
		return false;
	next = q->tokens[i + 1].text;
	len = strlen(next);
	return strcmp(next, "most") == 0 || strcmp(next, "least") == 0 ||
		strcmp(next, "best") == 0 || strcmp(next, "worst") == 0 ||
		(len > 4 && strcmp(next + len - 3, "est") == 0);
}

void
link_values_drop_counts(const TextTokens *q, LinkResult *out)
{
	int			kept = 0;

	for (int k = 0; k < out->n_links; k++)
	{
		SchemaLink *l = &out->links[k];

		if (l->kind == LINK_VALUE && l->token_end == l->token_start + 1 &&
			counts_rows(q, l->token_start))
			dt_free(l->value);
		else
			out->links[kept++] = *l;
	}
	out->n_links = kept;
}

/* Whether a table link of out (any match) at token i names table. */
static bool
table_linked_at(const LinkResult *out, int i, int table)
{
	for (int k = 0; k < out->n_links; k++)
		if (out->links[k].kind == LINK_TABLE && out->links[k].table == table &&
			out->links[k].token_start <= i && i < out->links[k].token_end)
			return true;
	return false;
}

/* Whether the word at token i makes a row of table its object: a determiner and, within
 * two words, the table's name ("placed an order", "placed their first order"). */
static bool
object_follows(const TextTokens *q, const LinkResult *out, int i, int table)
{
	static const char *const determiners[] = {"a", "an", "the", "their", "his", "her", "its",
	"any", "no", "one", "our", "your", "my", NULL};

	if (i + 1 >= q->n || !text_word_in_list(q->tokens[i + 1].text, determiners))
		return false;
	for (int j = i + 2; j < q->n && j <= i + 3; j++)
		if (table_linked_at(out, j, table))
			return true;
	return false;
}

/* Whether the word at token i ends a question whose object, a row of table, comes first:
 * the table's name, "has", "have", "had" or "did", a subject, the word ("How many orders
 * has Kathleen P. placed?"); not "orders have shipped", "orders have been shipped",
 * "countries have a republic as their form of government". */
static bool
object_fronted(const TextTokens *q, const LinkResult *out, int i, int table)
{
	static const char *const auxiliaries[] = {"has", "have", "had", "did", NULL};
	static const char *const no_subject[] = {"been", "being", "not", "never", "already",
	"ever", "just", "all", "since", "a", "an", "the", NULL};

	for (int j = i + 1; j < q->n; j++)
		if (q->tokens[j].kind != TEXT_TOKEN_PUNCT)
			return false;
	for (int a = 1; a + 1 < i; a++)
		if (text_word_in_list(q->tokens[a].text, auxiliaries) &&
			table_linked_at(out, a - 1, table) &&
			!text_word_in_list(q->tokens[a + 1].text, no_subject))
			return true;
	return false;
}

/* Whether the word at token i has a recipient after it: "to" and a pronoun of others or
 * a name written with a capital ("shipped to them", "shipped to Roy White"); what comes
 * back "to us" is in a state of ours ("returned to us"). */
static bool
recipient_follows(const TextTokens *q, int i)
{
	static const char *const pronouns[] = {"them", "him", "her", "you", NULL};

	return text_token_is(q, i + 1, "to") && i + 2 < q->n &&
		q->tokens[i + 2].kind == TEXT_TOKEN_WORD &&
		(text_word_in_list(q->tokens[i + 2].text, pronouns) || q->tokens[i + 2].initial_capital);
}

/* Whether the word at token i has a past participle's form: it ends in "ed" ("placed",
 * "shipped"), or it is one of the common irregular ones ("sold", "paid"). */
static bool
past_participle_at(const TextTokens *q, int i)
{
	static const char *const irregular[] = {"sold", "paid", "sent", "bought", "made", "held",
		"built", "won", "lost", "taken", "given", "written", "done", "brought", "kept", "left",
	"spent", "lent", NULL};
	return text_token_is_regular_past(q, i) || text_word_in_list(q->tokens[i].text, irregular);
}

/* Whether value link l's word is a verb whose object is a row of its own table
 * (link_values_drop_verbs). */
static bool
value_word_is_verb(const SchemaGraph *g, const TextTokens *q, const LinkResult *out,
				   const SchemaLink *l)
{
	int			table = l->column >= 0 ? g->columns[l->column].table : -1;

	return l->kind == LINK_VALUE && table >= 0 && l->token_end == l->token_start + 1 &&
		q->tokens[l->token_start].kind == TEXT_TOKEN_WORD &&
		!q->tokens[l->token_start].initial_capital && past_participle_at(q, l->token_start) &&
		(object_follows(q, out, l->token_start, table) ||
		 object_fronted(q, out, l->token_start, table) ||
		 recipient_follows(q, l->token_start));
}

void
link_values_drop_verbs(const SchemaGraph *g, const TextTokens *q, LinkResult *out)
{
	bool	   *verb = dt_alloc(sizeof(bool) * (out->n_links + 1));
	int			kept = 0;

	/* decided first: the table links read stay where they are */
	for (int k = 0; k < out->n_links; k++)
		verb[k] = value_word_is_verb(g, q, out, &out->links[k]);
	for (int k = 0; k < out->n_links; k++)
		if (verb[k])
			dt_free(out->links[k].value);
		else
			out->links[kept++] = out->links[k];
	out->n_links = kept;
	dt_free(verb);
}

/* Words between a table's name and the number that names one of its rows. */
static bool
row_number_filler(const TextTokens *q, int i)
{
	static const char *const words[] = {"number", "no", "nr", "id"};

	if (q->tokens[i].kind == TEXT_TOKEN_PUNCT)
		return strcmp(q->tokens[i].text, "#") == 0 || strcmp(q->tokens[i].text, ".") == 0 ||
			strcmp(q->tokens[i].text, ":") == 0;
	for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		if (text_token_is(q, i, words[k]))
			return true;
	return false;
}

static bool
is_digits(const char *s)
{
	if (*s == '\0')
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

/* The table an exact name link (among the first n links) ending at token end names, or -1. */
static int
table_named_before(const LinkResult *out, int n, int end)
{
	for (int k = 0; k < n; k++)
		if (out->links[k].kind == LINK_TABLE && out->links[k].match == LINK_EXACT &&
			out->links[k].token_end == end)
			return out->links[k].table;
	return -1;
}

/* The number at token i as a value of key and of the columns that hold the same rows' key:
 * each foreign key's one column that references it (order_items.order_id), and a view's
 * column of the key's name (the order_number of a view order_totals). */
static void
link_row_key(const SchemaGraph *g, LinkResult *out, int i, int key, const char *number)
{
	link_result_add(out, LINK_VALUE, LINK_EXACT, i, i + 1, g->columns[key].table, key, number);
	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *fk = &g->foreign_keys[f];

		if (fk->n_columns == 1 && fk->ref_columns[0] == key && fk->columns[0] != key &&
			!fk->implied)
			link_result_add(out, LINK_VALUE, LINK_EXACT, i, i + 1, fk->table, fk->columns[0],
							number);
	}
	for (int c = 0; c < g->n_columns; c++)
	{
		SgTableKind kind = g->tables[g->columns[c].table].kind;

		if ((kind == SG_VIEW || kind == SG_MATERIALIZED_VIEW) &&
			g->columns[c].type_class == SG_TYPE_NUMBER &&
			strcmp(g->columns[c].name, g->columns[key].name) == 0)
			link_result_add(out, LINK_VALUE, LINK_EXACT, i, i + 1, g->columns[c].table, c, number);
	}
}

/*
 * "account number 34624540209": the number after the words of a numeric column and a word
 * that says "number" is a value of each numeric column a name link (among the first n)
 * ending at end names, exactly or in part.
 */
static void
link_column_number(const SchemaGraph *g, LinkResult *out, int n, int end, int i,
				   const char *number)
{
	for (int k = 0; k < n; k++)
	{
		const SchemaLink *l = &out->links[k];

		if (l->kind == LINK_COLUMN && l->token_end == end && l->column >= 0 &&
			g->columns[l->column].type_class == SG_TYPE_NUMBER)
			link_result_add(out, LINK_VALUE, LINK_EXACT, i, i + 1, l->table, l->column, number);
	}
}

void
link_row_numbers(const SchemaGraph *g, const TextTokens *q, LinkResult *out)
{
	int			n_names = out->n_links;

	for (int i = 1; i < q->n; i++)
	{
		int			before = i;
		int			table = -1;
		int			key;

		if (q->tokens[i].kind != TEXT_TOKEN_NUMBER || !is_digits(q->tokens[i].text))
			continue;
		while (before > 0 && i - before < 2 && row_number_filler(q, before - 1))
			before--;
		if (before > 0)
			table = table_named_before(out, n_names, before);
		if (table >= 0 && (key = schema_graph_single_primary_key(g, table)) >= 0)
		{
			key += g->tables[table].first_column;
			if (g->columns[key].type_class == SG_TYPE_NUMBER)
				link_row_key(g, out, i, key, q->tokens[i].text);
		}
		else if (before > 0 && before < i)
			link_column_number(g, out, n_names, before, i, q->tokens[i].text);
	}
}

/* ---------------------------------------------------------------- values */

/* What a span's key stands for where it is not the span's own text. */
typedef enum ValueAlias
{
	VALUE_ALIAS_NONE,
	VALUE_ALIAS_PLACE,			/* a place's other spelling ('CA' for "California") */
	VALUE_ALIAS_SEX,			/* a sex's code ('F' for "women") */
	VALUE_ALIAS_MARITAL,		/* a marital status's code ('M' for "married") */
	VALUE_ALIAS_COUNTRY_CODE,	/* a country's ISO code ('DE' for "Germany") */
	VALUE_ALIAS_CURRENCY_CODE,	/* a currency's ISO code ('EUR' for "euros") */
	VALUE_ALIAS_JOINED,			/* the words written together ('InProduction' for "in
								 * production") */
	VALUE_ALIAS_INVERTED		/* the words in a catalogue's order, head first ('Cheese,
								 * cheddar' for "cheddar cheese") */
} ValueAlias;

typedef struct ValueSpan
{
	int			start,
				end;
	bool		lexicon;		/* the key is a lexicon form of the span's word */
	ValueAlias	alias;			/* the key is another spelling of what it names */
	bool		containable;	/* a stored value may hold it among other words */
	int			next;			/* next span with the same key, or -1 */
} ValueSpan;

typedef struct ValueMatch
{
	int			candidate;
	int			column;
	char	   *value;
	bool		contained;		/* value holds the candidate's words among others: the
								 * value recorded is those words as stored */
} ValueMatch;

struct LinkValueMatcher
{
	int			n_candidates;
	LinkValueCandidate *candidates;
	int		   *first_span;		/* candidate -> first span index */
	int			n_spans;
	ValueSpan  *spans;
	int			n_slots;		/* hash of keys -> candidate */
	int		   *slots;
	int			max_key_length;
	int			n_containable;	/* candidates a value may hold among other words */
	bool	   *starts_containable;	/* candidate -> it is such a candidate's first word */
	int			n_matches,
				cap_matches;
	ValueMatch *matches;
	DtStrBuf	scratch;
	/* per column offered: the hash of its first value offered, and whether another was
	 * (a column holding one value everywhere, GeoQuery's country_name, links no place) */
	int			n_columns_seen;
	uint32_t   *first_value_hash;
	uint8_t    *values_seen;	/* 0 none, 1 one, 2 more than one */
};

static int
key_slot_len(const LinkValueMatcher *m, const char *key, size_t len)
{
	uint32_t	h = text_fnv1a(key, len) & (uint32_t) (m->n_slots - 1);

	while (m->slots[h] >= 0 && strcmp(m->candidates[m->slots[h]].key, key) != 0)
		h = (h + 1) & (uint32_t) (m->n_slots - 1);
	return (int) h;
}

static int
key_slot(const LinkValueMatcher *m, const char *key)
{
	return key_slot_len(m, key, strlen(key));
}

static bool
value_span_ok(const TextTokens *q, int start, int end)
{
	bool		content = false;

	if (q->tokens[start].kind == TEXT_TOKEN_PUNCT || q->tokens[end - 1].kind == TEXT_TOKEN_PUNCT)
		return false;
	/* the "t" of "haven't" is no stored 'T' */
	if (end - start == 1 && text_token_is_contraction_tail(q, start))
		return false;
	/* an acronym in capitals is a word of its own, not the stopword it spells ("the IT
	 * department", "customers in the US") */
	for (int i = start; i < end; i++)
		if (q->tokens[i].kind != TEXT_TOKEN_PUNCT &&
			(q->tokens[i].capitals || !text_is_stopword(q->tokens[i].text)))
			content = true;
	return content;
}

/* Longest first, then left to right: a probe order that finds "salt lake city" before "salt". */
static int
compare_candidates(const void *pa, const void *pb)
{
	const LinkValueCandidate *a = pa,
			   *b = pb;

	if (a->n_tokens != b->n_tokens)
		return b->n_tokens - a->n_tokens;
	return a->token_start - b->token_start;
}

static void
add_span(LinkValueMatcher *m, const char *key, int start, int end, bool lexicon,
		 ValueAlias alias)
{
	int			slot = key_slot(m, key);
	int			cand = m->slots[slot];

	m->spans[m->n_spans] = (ValueSpan) {start, end, lexicon, alias, false, -1};
	if (cand < 0)
	{
		cand = m->n_candidates++;
		m->candidates[cand] = (LinkValueCandidate) {dt_strdup(key), start, end, end - start};
		m->slots[slot] = cand;
		if ((int) strlen(key) > m->max_key_length)
			m->max_key_length = (int) strlen(key);
	}
	else
	{
		/* append to the end of this key's span chain (spans stay left to right) */
		int			s = m->first_span[cand];

		while (m->spans[s].next >= 0)
			s = m->spans[s].next;
		m->spans[s].next = m->n_spans;
		m->n_spans++;
		return;
	}
	m->first_span[cand] = m->n_spans++;
}

/* Sort candidates for probing (compare_candidates), renumbering the key hash and the
 * candidate -> first span map to match. */
static void
sort_candidates(LinkValueMatcher *m)
{
	LinkValueCandidate *sorted = dt_new_array(LinkValueCandidate, m->n_candidates + 1);
	int		   *first = dt_new_array(int, m->n_candidates + 1);
	int		   *new_index = dt_new_array(int, m->n_candidates + 1);

	memcpy(sorted, m->candidates, sizeof(LinkValueCandidate) * (size_t) m->n_candidates);
	qsort(sorted, (size_t) m->n_candidates, sizeof(LinkValueCandidate), compare_candidates);
	for (int i = 0; i < m->n_candidates; i++)
	{
		int			old = m->slots[key_slot(m, sorted[i].key)];

		new_index[old] = i;
		first[i] = m->first_span[old];
	}
	for (int s = 0; s < m->n_slots; s++)
		if (m->slots[s] >= 0)
			m->slots[s] = new_index[m->slots[s]];
	dt_free(m->candidates);
	dt_free(m->first_span);
	dt_free(new_index);
	m->candidates = sorted;
	m->first_span = first;
}

/* The other forms of a single word a stored value may spell: its base forms and the nouns
 * it pertains to ("cats" -> cat, "asian" -> asia), single words only; synonyms and broader
 * or narrower nouns would name other things ("canines" may mean wolves, not only 'dog'). */
typedef struct ValueForms
{
	int			n;
	char	   *forms[LINK_MAX_VALUE_FORMS];
} ValueForms;

static void
add_value_form(const char *relative, LexiconRelation relation, void *arg)
{
	ValueForms *f = arg;

	if ((relation != LEXICON_LEMMA && relation != LEXICON_PERTAINYM) || strchr(relative, '_'))
		return;
	for (int i = 0; i < f->n; i++)
		if (strcmp(f->forms[i], relative) == 0)
			return;
	if (f->n < LINK_MAX_VALUE_FORMS)
		f->forms[f->n++] = dt_strdup(relative);
}

/* The key of the two words i - 1 and i with word i said in its base form form ("sales reps"
 * as "sales rep"), into key; false when there is none. */
static bool
pair_with_form_key(const TextTokens *q, int i, const char *form, DtStrBuf *key)
{
	DtStrBuf	words;
	bool		ok;

	if (i < 1 || q->tokens[i - 1].kind != TEXT_TOKEN_WORD || !value_span_ok(q, i - 1, i + 1))
		return false;
	dt_strbuf_init(&words);
	dt_strbuf_append(&words, q->tokens[i - 1].text);
	dt_strbuf_append(&words, " ");
	dt_strbuf_append(&words, form);
	ok = text_normalize_key(words.data, strlen(words.data), key);
	dt_strbuf_free(&words);
	return ok;
}

static void
add_lexicon_spans(LinkValueMatcher *m, const TextTokens *q, const Lexicon *lex, DtStrBuf *key)
{
	for (int i = 0; i < q->n; i++)
	{
		ValueForms	f = {0};

		if (q->tokens[i].kind != TEXT_TOKEN_WORD || text_is_stopword(q->tokens[i].text))
			continue;
		lexicon_visit_relatives(lex, q->tokens[i].text, add_value_form, &f);
		/* a word the lexicon has no base form of (a product's name: "chainrings") is read
		 * in the singular the regular plural rules give */
		if (f.n == 0)
		{
			char	   *singular = text_singular(q->tokens[i].text);

			if (strcmp(singular, q->tokens[i].text) != 0)
				f.forms[f.n++] = singular;
			else
				dt_free(singular);
		}
		for (int k = 0; k < f.n; k++)
		{
			if (text_normalize_key(f.forms[k], strlen(f.forms[k]), key))
				add_span(m, key->data, i, i + 1, true, VALUE_ALIAS_NONE);
			/* "sales reps": a stored 'Sales Rep' says the two words, the second singular */
			if (pair_with_form_key(q, i, f.forms[k], key))
				add_span(m, key->data, i - 1, i + 1, true, VALUE_ALIAS_NONE);
			dt_free(f.forms[k]);
		}
	}
}

/*
 * Each span of at most TEXT_PLACE_MAX_TOKENS tokens that starts and ends on a word, longest
 * first from each start, offered to add (its key in key->data) until add takes one: one name
 * per start, the longest ("new york" before "york").
 */
typedef bool (*SpanAdd) (LinkValueMatcher *m, const TextTokens *q, int start, int end,
						 const char *key);

static void
add_longest_spans(LinkValueMatcher *m, const TextTokens *q, DtStrBuf *key, SpanAdd add)
{
	for (int start = 0; start < q->n; start++)
		for (int end = q->n < start + TEXT_PLACE_MAX_TOKENS ? q->n : start + TEXT_PLACE_MAX_TOKENS;
			 end > start; end--)
			if (q->tokens[start].kind != TEXT_TOKEN_PUNCT &&
				q->tokens[end - 1].kind != TEXT_TOKEN_PUNCT &&
				text_span_key(q, start, end, key) && add(m, q, start, end, key->data))
				break;
}

/* A span naming a place also carries the keys of the place's other spellings:
 * text/place_names.h. */
static bool
add_place_span(LinkValueMatcher *m, const TextTokens *q, int start, int end, const char *key)
{
	const char *aliases[TEXT_PLACE_MAX_ALIASES];
	int			n = text_place_aliases(q, start, end, key, aliases);

	for (int k = 0; k < n; k++)
		add_span(m, aliases[k], start, end, true, VALUE_ALIAS_PLACE);
	return n > 0;
}

/* A span naming a country or a currency also carries the keys of its ISO codes:
 * text/iso_codes.h. */
static bool
add_code_span(LinkValueMatcher *m, const TextTokens *q, int start, int end, const char *key)
{
	const char *codes[2];
	int			n = text_country_codes(key, codes);

	(void) q;
	for (int k = 0; k < n; k++)
		add_span(m, codes[k], start, end, true, VALUE_ALIAS_COUNTRY_CODE);
	if (n > 0)
		return true;
	if (!text_currency_code(key, &codes[0]))
		return false;
	add_span(m, codes[0], start, end, true, VALUE_ALIAS_CURRENCY_CODE);
	return true;
}

/* A word naming a sex also carries the keys of the codes it is stored as:
 * text/sex_words.h. */
static void
add_sex_spans(LinkValueMatcher *m, const TextTokens *q)
{
	for (int i = 0; i < q->n; i++)
	{
		const char *codes[TEXT_SEX_MAX_CODES];
		int			n;

		if (q->tokens[i].kind != TEXT_TOKEN_WORD)
			continue;
		n = text_sex_codes(q->tokens[i].text, codes);
		for (int k = 0; k < n; k++)
			add_span(m, codes[k], i, i + 1, true, VALUE_ALIAS_SEX);
	}
}

/* A word naming a marital status also carries the key of its code:
 * text/marital_words.h. */
static void
add_marital_spans(LinkValueMatcher *m, const TextTokens *q)
{
	for (int i = 0; i < q->n; i++)
	{
		const char *code;

		if (q->tokens[i].kind == TEXT_TOKEN_WORD &&
			(code = text_marital_code(q->tokens[i].text)) != NULL)
			add_span(m, code, i, i + 1, true, VALUE_ALIAS_MARITAL);
	}
}

/* Most words of a span also offered written together. */
#define JOINED_SPAN_MAX_WORDS 3

/* Each span of two or three words of two letters or more (no punctuation, not only
 * stopwords, no contraction's tail: the "s e" of "Prinz's e-mail" is no 'SE') also
 * carries the key of its words written together: a status stored run together
 * ('InProduction', 'BACKORDER', 'OnHold') is the one "in production", "back order", "on
 * hold" says. */
static void
add_joined_spans(LinkValueMatcher *m, const TextTokens *q, DtStrBuf *key)
{
	for (int start = 0; start < q->n; start++)
		for (int end = start + 2; end <= q->n && end - start <= JOINED_SPAN_MAX_WORDS; end++)
		{
			bool		words = true;

			for (int i = start; i < end; i++)
				words = words && q->tokens[i].kind == TEXT_TOKEN_WORD &&
					strlen(q->tokens[i].text) >= 2 && !text_token_is_contraction_tail(q, i);
			if (!words)
				break;
			if (!value_span_ok(q, start, end))
				continue;
			dt_strbuf_reset(key);
			for (int i = start; i < end; i++)
				dt_strbuf_append(key, q->tokens[i].text);
			add_span(m, key->data, start, end, true, VALUE_ALIAS_JOINED);
		}
}

/* Most words of a span also offered in a catalogue's inverted order, and most words of
 * its head. */
#define INVERTED_SPAN_MAX_WORDS 4
#define INVERTED_HEAD_MAX_WORDS 2
/* Keys add_inverted_spans may add per token: spans of 2..4 words from it, each with a
 * head of 1 or 2 words, as said and with the head in the plural. */
#define INVERTED_SPANS_PER_TOKEN ((INVERTED_SPAN_MAX_WORDS - 1) * INVERTED_HEAD_MAX_WORDS * 2)

/* word in the plural the regular rules give ("banana" -> "bananas", "berry" ->
 * "berries", "peach" -> "peaches"), appended to out. */
static void
append_plural(DtStrBuf *out, const char *word)
{
	size_t		len = strlen(word);

	if (len > 1 && word[len - 1] == 'y' && strchr("aeiou", word[len - 2]) == NULL)
	{
		dt_strbuf_append_len(out, word, len - 1);
		dt_strbuf_append(out, "ies");
	}
	else
	{
		dt_strbuf_append(out, word);
		if (word[len - 1] == 's' || word[len - 1] == 'x' ||
			(len > 1 && word[len - 1] == 'h' && (word[len - 2] == 'c' || word[len - 2] == 's')))
			dt_strbuf_append(out, "es");
		else
			dt_strbuf_append(out, "s");
	}
}

/* The key of span [start, end) with its last head words first, then the others from the
 * nearest back ("fresh raw egg yolk", head 2: 'Egg, yolk, raw, fresh'), the head's last
 * word in the plural when plural is set. */
static bool
inverted_key(const TextTokens *q, int start, int end, int head, bool plural,
			 DtStrBuf *words, DtStrBuf *key)
{
	dt_strbuf_reset(words);
	for (int i = end - head; i < end; i++)
	{
		if (plural && i == end - 1)
			append_plural(words, q->tokens[i].text);
		else
			dt_strbuf_append(words, q->tokens[i].text);
		dt_strbuf_append(words, " ");
	}
	for (int i = end - head - 1; i >= start; i--)
	{
		dt_strbuf_append(words, q->tokens[i].text);
		dt_strbuf_append(words, " ");
	}
	return text_normalize_key(words->data, words->len, key);
}

/* Each span of two to four words (no stopword, no punctuation, no contraction's tail) also
 * carries the keys of its words in a catalogue's order, the head noun first and its
 * modifiers after it, nearest first: USDA's 'Cheese, cheddar' and 'Bananas, raw' are what
 * "cheddar cheese" and "raw banana" say, a directory's 'Smith, John' what "John Smith"
 * says.  A head said in the singular is offered in the plural too, as such catalogues
 * name their things. */
static void
add_inverted_spans(LinkValueMatcher *m, const TextTokens *q, DtStrBuf *key)
{
	DtStrBuf	words;

	dt_strbuf_init(&words);
	for (int start = 0; start < q->n; start++)
		for (int end = start + 2; end <= q->n && end - start <= INVERTED_SPAN_MAX_WORDS; end++)
		{
			const char *last = q->tokens[end - 1].text;
			bool		ok = true;
			char	   *singular;

			for (int i = start; i < end && ok; i++)
				ok = q->tokens[i].kind == TEXT_TOKEN_WORD && strlen(q->tokens[i].text) >= 2 &&
					!text_is_stopword(q->tokens[i].text) && !text_token_is_contraction_tail(q, i);
			if (!ok)
				break;
			singular = text_singular(last);
			for (int head = 1; head <= INVERTED_HEAD_MAX_WORDS && head < end - start; head++)
				for (int plural = 0; plural <= (strcmp(singular, last) == 0 ? 1 : 0); plural++)
					if (inverted_key(q, start, end, head, plural == 1, &words, key))
						add_span(m, key->data, start, end, true, VALUE_ALIAS_INVERTED);
			dt_free(singular);
		}
	dt_strbuf_free(&words);
}

/* Whether [start, end) is in quotes: a literal the user typed ("whose name contains the
 * substring 'North'"), which the question itself says how to compare. */
static bool
quoted_span(const TextTokens *q, int start, int end)
{
	return text_token_is_quote(q, start - 1) && text_token_is_quote(q, end);
}

/* Whether span [start, end) may be found among a stored value's other words: two words or
 * more that are no stopwords ("tennis court", not "don't"), or one written with a capital
 * after the question's first word ("Boston"; not an acronym in capitals, "TV", which
 * databases store as a code of its own); not in quotes, nor a place's or a sex's other
 * spelling. */
static bool
span_containable(const TextTokens *q, const ValueSpan *span)
{
	int			words = 0;

	if (span->alias != VALUE_ALIAS_NONE || quoted_span(q, span->start, span->end))
		return false;
	if (span->end - span->start == 1)
		return span->start > 0 && q->tokens[span->start].initial_capital &&
			!q->tokens[span->start].capitals;
	for (int i = span->start; i < span->end; i++)
	{
		if (text_token_is_contraction_tail(q, i))
			return false;
		words += q->tokens[i].kind == TEXT_TOKEN_WORD && !text_is_stopword(q->tokens[i].text);
	}
	return words >= 2;
}

/* Mark the containable spans and candidates, and the candidates that are a containable
 * one's first word (a stored value's word that is none starts no run worth a look-up). */
static void
mark_containable(LinkValueMatcher *m, const TextTokens *q)
{
	DtStrBuf	first;

	dt_strbuf_init(&first);
	for (int c = 0; c < m->n_candidates; c++)
	{
		const char *key = m->candidates[c].key;
		const char *space = strchr(key, ' ');
		int			head;

		for (int s = m->first_span[c]; s >= 0; s = m->spans[s].next)
			if ((m->spans[s].containable = span_containable(q, &m->spans[s])))
				m->candidates[c].containable = true;
		if (!m->candidates[c].containable)
			continue;
		m->n_containable++;
		dt_strbuf_reset(&first);
		dt_strbuf_append_len(&first, key, space ? (size_t) (space - key) : strlen(key));
		if ((head = m->slots[key_slot(m, first.data)]) >= 0)
			m->starts_containable[head] = true;
	}
	dt_strbuf_free(&first);
}

LinkValueMatcher *
link_value_matcher_new(const TextTokens *q)
{
	return link_value_matcher_with_lexicon(q, NULL);
}

LinkValueMatcher *
link_value_matcher_with_lexicon(const TextTokens *q, const Lexicon *lex)
{
	LinkValueMatcher *m = dt_new(LinkValueMatcher);
	int			max_spans = q->n * (LINK_MAX_VALUE_TOKENS + 2 * LINK_MAX_VALUE_FORMS +
									TEXT_PLACE_MAX_ALIASES + TEXT_SEX_MAX_CODES +
									JOINED_SPAN_MAX_WORDS + INVERTED_SPANS_PER_TOKEN) + 1;
	DtStrBuf	key;

	m->candidates = dt_new_array(LinkValueCandidate, max_spans);
	m->first_span = dt_new_array(int, max_spans);
	m->spans = dt_new_array(ValueSpan, max_spans);
	m->n_slots = 16;
	while (m->n_slots < 2 * max_spans)
		m->n_slots *= 2;
	m->slots = dt_new_array(int, m->n_slots);
	for (int i = 0; i < m->n_slots; i++)
		m->slots[i] = -1;
	dt_strbuf_init(&m->scratch);
	dt_strbuf_init(&key);

	for (int start = 0; start < q->n; start++)
		for (int end = start + 1; end <= q->n && end - start <= LINK_MAX_VALUE_TOKENS; end++)
			if (value_span_ok(q, start, end) && text_span_key(q, start, end, &key))
				add_span(m, key.data, start, end, false, VALUE_ALIAS_NONE);
	if (lex != NULL)
		add_lexicon_spans(m, q, lex, &key);
	add_longest_spans(m, q, &key, add_place_span);
	add_longest_spans(m, q, &key, add_code_span);
	add_sex_spans(m, q);
	add_marital_spans(m, q);
	add_joined_spans(m, q, &key);
	add_inverted_spans(m, q, &key);
	dt_strbuf_free(&key);

	sort_candidates(m);
	m->starts_containable = dt_new_array(bool, m->n_candidates + 1);
	mark_containable(m, q);
	return m;
}

void
link_value_matcher_free(LinkValueMatcher *m)
{
	if (m == NULL)
		return;
	for (int i = 0; i < m->n_candidates; i++)
		dt_free(m->candidates[i].key);
	for (int i = 0; i < m->n_matches; i++)
		dt_free(m->matches[i].value);
	dt_free(m->candidates);
	dt_free(m->first_span);
	dt_free(m->starts_containable);
	dt_free(m->spans);
	dt_free(m->slots);
	dt_free(m->matches);
	dt_free(m->first_value_hash);
	dt_free(m->values_seen);
	dt_strbuf_free(&m->scratch);
	dt_free(m);
}

int
link_value_n_candidates(const LinkValueMatcher *m)
{
	return m->n_candidates;
}

const LinkValueCandidate *
link_value_candidate(const LinkValueMatcher *m, int i)
{
	return &m->candidates[i];
}

/* Record (candidate, column, value); a value equal to the candidate before one that holds
 * it among other words, and of several stored spellings the smallest, so the result does
 * not depend on the order rows were read. */
static void
record_match(LinkValueMatcher *m, int cand, int column, const char *value, int value_len,
			 bool contained)
{
	for (int i = 0; i < m->n_matches; i++)
		if (m->matches[i].candidate == cand && m->matches[i].column == column)
		{
			ValueMatch *vm = &m->matches[i];
			char	   *v = dt_strndup(value, (size_t) value_len);

			if ((vm->contained && !contained) ||
				(vm->contained == contained && strcmp(v, vm->value) < 0))
			{
				dt_free(vm->value);
				vm->value = v;
				vm->contained = contained;
			}
			else
				dt_free(v);
			return;
		}
	if (m->n_matches == m->cap_matches)
	{
		m->cap_matches = m->cap_matches ? m->cap_matches * 2 : 16;
		m->matches = dt_realloc(m->matches, sizeof(ValueMatch) * (size_t) m->cap_matches);
	}
	m->matches[m->n_matches++] = (ValueMatch) {cand, column, dt_strndup(value, (size_t) value_len),
	contained};
}

/* Count value among column's values offered: one, or more than one. */
static void
note_value_seen(LinkValueMatcher *m, int column, const char *value, int value_len)
{
	uint32_t	h;

	if (column < 0)
		return;
	/* a column known to vary needs no more hashing */
	if (column < m->n_columns_seen && m->values_seen[column] == 2)
		return;
	h = text_fnv1a(value, (size_t) value_len);
	if (column >= m->n_columns_seen)
	{
		int			n = column + 64;

		m->first_value_hash = dt_realloc(m->first_value_hash, sizeof(uint32_t) * (size_t) n);
		m->values_seen = dt_realloc(m->values_seen, (size_t) n);
		memset(m->values_seen + m->n_columns_seen, 0, (size_t) (n - m->n_columns_seen));
		m->n_columns_seen = n;
	}
	if (m->values_seen[column] == 0)
	{
		m->first_value_hash[column] = h;
		m->values_seen[column] = 1;
	}
	else if (m->first_value_hash[column] != h)
		m->values_seen[column] = 2;
}

/* A stored value this long or longer is not searched for words it holds. */
#define CONTAINING_VALUE_MAX_BYTES 256

/* Whether byte b continues a word (a letter, a digit or a byte of a UTF-8 character). */
static bool
word_byte(unsigned char b)
{
	return isalnum(b) || b >= 0x80;
}

/* One word's key (text_normalize_key's for a run of word bytes): the word in lower case. */
static bool
word_key(const char *word, int len, DtStrBuf *out)
{
	dt_strbuf_reset(out);
	dt_strbuf_append_len(out, word, (size_t) len);
	text_lower_ascii(out->data);
	return len > 0;
}

/*
 * Record each containable candidate that runs of value's words spell (up to
 * LINK_MAX_VALUE_TOKENS words, fewer than all of them), as contained, its value the run as
 * stored.  Returns whether any was.
 */
static bool
offer_contained(LinkValueMatcher *m, int column, const char *value, int value_len)
{
	int			starts[CONTAINING_VALUE_MAX_BYTES],
				ends[CONTAINING_VALUE_MAX_BYTES],
				n_words = 0;
	bool		found = false;

	for (int i = 0; i < value_len;)
	{
		if (!word_byte((unsigned char) value[i]))
		{
			i++;
			continue;
		}
		starts[n_words] = i;
		while (i < value_len && word_byte((unsigned char) value[i]))
			i++;
		ends[n_words++] = i;
	}
	for (int w = 0; w < n_words; w++)
	{
		int			head;

		/* a word's key is the word in lower case: one longer than every key matches none */
		if (ends[w] - starts[w] > m->max_key_length ||
			!word_key(value + starts[w], ends[w] - starts[w], &m->scratch) ||
			(head = m->slots[key_slot_len(m, m->scratch.data, m->scratch.len)]) < 0 ||
			!m->starts_containable[head])
			continue;
		for (int n = 1; n <= LINK_MAX_VALUE_TOKENS && w + n <= n_words && n < n_words; n++)
		{
			const char *run = value + starts[w];
			int			run_len = ends[w + n - 1] - starts[w],
						cand = head;	/* the run of one word: its key is head's */

			if (n > 1)
			{
				if (!text_normalize_key(run, (size_t) run_len, &m->scratch) ||
					(int) m->scratch.len > m->max_key_length)
					break;
				cand = m->slots[key_slot_len(m, m->scratch.data, m->scratch.len)];
			}
			if (cand >= 0 && m->candidates[cand].containable)
			{
				record_match(m, cand, column, run, run_len, true);
				found = true;
			}
		}
	}
	return found;
}

/* Whether value holds a line break. */
static bool
holds_line_break(const char *value, int value_len)
{
	return memchr(value, '\n', (size_t) value_len) != NULL ||
		memchr(value, '\r', (size_t) value_len) != NULL;
}

void
link_value_note_seen(LinkValueMatcher *m, int column, const char *value, int value_len)
{
	note_value_seen(m, column, value, value_len);
}

bool
link_value_offer(LinkValueMatcher *m, int column, const char *value, int value_len)
{
	int			cand = -1;

	note_value_seen(m, column, value, value_len);
	if (m->n_candidates == 0)
		return false;
	/* the key is never longer than the text; allow generous punctuation and spacing.  A
	 * value broken over lines is prose, not a name a question says whole (a transcript's
	 * line "       house,\n" is no value of "house") */
	if (value_len <= 4 * m->max_key_length + 16 && !holds_line_break(value, value_len) &&
		text_normalize_key(value, (size_t) value_len, &m->scratch) &&
		(int) m->scratch.len <= m->max_key_length)
		cand = m->slots[key_slot_len(m, m->scratch.data, m->scratch.len)];
	if (cand >= 0)
	{
		record_match(m, cand, column, value, value_len, false);
		return true;
	}
	return m->n_containable > 0 && value_len < CONTAINING_VALUE_MAX_BYTES &&
		offer_contained(m, column, value, value_len);
}

static bool
strictly_inside(int s1, int e1, int s2, int e2)
{
	return s2 <= s1 && e1 <= e2 && (e2 - s2) > (e1 - s1);
}

/* Is [start, end) strictly inside some span whose key has matched a value of column whole? */
static bool
inside_matched_span(const LinkValueMatcher *m, int start, int end, int column)
{
	for (int i = 0; i < m->n_matches; i++)
	{
		if (m->matches[i].column != column || m->matches[i].contained)
			continue;
		for (int s = m->first_span[m->matches[i].candidate]; s >= 0; s = m->spans[s].next)
			if (strictly_inside(start, end, m->spans[s].start, m->spans[s].end))
				return true;
	}
	return false;
}

bool
link_value_candidate_shadowed(const LinkValueMatcher *m, int i, int column)
{
	for (int s = m->first_span[i]; s >= 0; s = m->spans[s].next)
		if (!inside_matched_span(m, m->spans[s].start, m->spans[s].end, column))
			return false;
	return true;
}

/* A lexicon span whose word matched a value of the same column whole, as written: the exact
 * link says it already. */
static bool
exact_span_matched(const LinkValueMatcher *m, const ValueSpan *span, int column)
{
	if (!span->lexicon)
		return false;
	for (int i = 0; i < m->n_matches; i++)
	{
		if (m->matches[i].column != column || m->matches[i].contained)
			continue;
		for (int s = m->first_span[m->matches[i].candidate]; s >= 0; s = m->spans[s].next)
			if (!m->spans[s].lexicon && m->spans[s].start == span->start &&
				m->spans[s].end == span->end)
				return true;
	}
	return false;
}

/* Whether column was offered more than one value: a place compared with a column that
 * holds it in every row (GeoQuery's country_name, 'usa') asks nothing. */
static bool
column_values_vary(const LinkValueMatcher *m, int column)
{
	return column >= 0 && column < m->n_columns_seen && m->values_seen[column] == 2;
}

/* Whether the words [start, end) matched a stored value whole as they are (no alias):
 * "Afghanistan" stored in country.name. */
static bool
span_stored_as_said(const LinkValueMatcher *m, int start, int end)
{
	for (int i = 0; i < m->n_matches; i++)
	{
		if (m->matches[i].contained)
			continue;
		for (int s = m->first_span[m->matches[i].candidate]; s >= 0; s = m->spans[s].next)
			if (m->spans[s].start == start && m->spans[s].end == end &&
				m->spans[s].alias == VALUE_ALIAS_NONE)
				return true;
	}
	return false;
}

/* Whether a span's alias may stand for a value of column: a place only where the column
 * holds more than one value, a sex's code only in a column of sexes, a country's or a
 * currency's code only in a column that its name says holds them (and more than one), and
 * only where the database does not store the name as said: a country's name stored in
 * country.name is that one, not its code in every table that refers to it. */
static bool
alias_fits_column(const SchemaGraph *g, const LinkValueMatcher *m, const ValueSpan *span,
				  int column)
{
	switch (span->alias)
	{
		case VALUE_ALIAS_PLACE:
			return column_values_vary(m, column);
		case VALUE_ALIAS_SEX:
			return schema_graph_column_name_says(g, column, text_names_sex);
		case VALUE_ALIAS_MARITAL:
			return schema_graph_column_name_says(g, column, text_names_marital);
		case VALUE_ALIAS_COUNTRY_CODE:
			return column_values_vary(m, column) &&
				schema_graph_column_name_says(g, column, text_word_says_country) &&
				!span_stored_as_said(m, span->start, span->end);
		case VALUE_ALIAS_CURRENCY_CODE:
			return column_values_vary(m, column) &&
				schema_graph_column_name_says(g, column, text_word_says_currency) &&
				!span_stored_as_said(m, span->start, span->end);
		default:
			return true;
	}
}

/* Whether an exact name link starting at token start names column (as a column) or, when
 * column < 0, table (as a table). */
static bool
named_at(const LinkResult *out, int start, int table, int column)
{
	for (int k = 0; k < out->n_links; k++)
	{
		const SchemaLink *l = &out->links[k];

		if (l->token_start == start && l->match == LINK_EXACT &&
			(column >= 0 ? l->kind == LINK_COLUMN && l->column == column
			 : l->kind == LINK_TABLE && l->table == table))
			return true;
	}
	return false;
}

/* Whether value link k's column (by_column) or table is the one the word after its span
 * names. */
static bool
value_named_next(const LinkResult *out, int k, bool by_column)
{
	const SchemaLink *l = &out->links[k];

	return named_at(out, l->token_end, l->table, by_column ? l->column : -1);
}

/* Whether columns a and b hold the same things: one references the other, or they share
 * a name (a view's column of its table's: views have no keys). */
static bool
same_things(const SchemaGraph *g, int a, int b)
{
	return a == b || schema_graph_declared_column_references(g, a, b) ||
		schema_graph_declared_column_references(g, b, a) ||
		strcmp(g->columns[a].name, g->columns[b].name) == 0;
}

static bool
same_span(const SchemaLink *a, const SchemaLink *b)
{
	return a->token_start == b->token_start && a->token_end == b->token_end;
}

/*
 * Whether value link k (of links[first..]) stays where named[] marks the links of its
 * span that the next word names: its span has none, or k is one, or k's column holds the
 * same things as one.  *has_named: whether its span has one.
 */
static bool
value_stays(const SchemaGraph *g, const LinkResult *out, int first, const bool *named, int k,
			bool *has_named)
{
	bool		stays = false;

	*has_named = false;
	for (int j = first; j < out->n_links && !stays; j++)
		if (named[j - first] && same_span(&out->links[j], &out->links[k]))
		{
			*has_named = true;
			stays = same_things(g, out->links[j].column, out->links[k].column);
		}
	return stays || !*has_named;
}

/*
 * "the IT department", "Washington state", "the Tacoma store": a value followed by a word
 * that names one of the places it is stored in is that one.  Of the value links from
 * first on, a span's links whose column the next word names exactly keep, else those whose
 * table it names exactly, and with them the span's links in columns of the same things
 * (a foreign key to a kept column, a view's column of its name: "ASY Airport" is also the
 * flights' airport code); the span's other links go.  A span where the next word names
 * none of its places keeps all.  Which links the next word names is found once per link:
 * a catalog of thousands of tables gives thousands of links.
 */
static void
keep_values_the_next_word_names(const SchemaGraph *g, LinkResult *out, int first)
{
	int			n_values = out->n_links - first,
				n = first;
	bool	   *by_column,
			   *by_table,
			   *drop,
				any = false;

	if (n_values == 0)
		return;
	by_column = dt_new_array(bool, n_values);
	by_table = dt_new_array(bool, n_values);
	drop = dt_new_array(bool, n_values);
	for (int k = first; k < out->n_links; k++)
	{
		by_column[k - first] = value_named_next(out, k, true);
		by_table[k - first] = value_named_next(out, k, false);
		any |= by_column[k - first] || by_table[k - first];
	}
	for (int k = first; k < out->n_links && any; k++)
	{
		bool		has_named;

		drop[k - first] = !value_stays(g, out, first, by_column, k, &has_named);
		if (!has_named)
			drop[k - first] = !value_stays(g, out, first, by_table, k, &has_named);
	}
	for (int k = first; k < out->n_links; k++)
		if (drop[k - first])
			dt_free(out->links[k].value);
		else
			out->links[n++] = out->links[k];
	out->n_links = n;
	dt_free(by_column);
	dt_free(by_table);
	dt_free(drop);
}

/* Whether a span that overlaps [start, end) matched some column's value whole: "Mouse"
 * of "the Mouse C/E" is the product 'Mouse C/E', not a description holding "mouse";
 * "African" is the continent 'Africa', not a country named "Central African Republic". */
static bool
overlaps_whole_match(const LinkValueMatcher *m, int start, int end)
{
	for (int i = 0; i < m->n_matches; i++)
	{
		if (m->matches[i].contained)
			continue;
		for (int s = m->first_span[m->matches[i].candidate]; s >= 0; s = m->spans[s].next)
			if (m->spans[s].start < end && start < m->spans[s].end)
				return true;
	}
	return false;
}

/* Whether [start, end) lies strictly inside a span of three words or more that matched some
 * column's value whole, as written: in "Who wrote Free sugars in fruits and vegetables?" the
 * title says "sugars" and "fruits", which are no tag 'SUGAR' nor a measure 'fruit' of their
 * own.  Only a lexicon form is dropped so: a word said as stored stays a link. */
static bool
inside_long_exact_match(const LinkValueMatcher *m, int start, int end)
{
	for (int i = 0; i < m->n_matches; i++)
	{
		if (m->matches[i].contained)
			continue;
		for (int s = m->first_span[m->matches[i].candidate]; s >= 0; s = m->spans[s].next)
			if (!m->spans[s].lexicon && m->spans[s].alias == VALUE_ALIAS_NONE &&
				m->spans[s].end - m->spans[s].start >= 3 &&
				strictly_inside(start, end, m->spans[s].start, m->spans[s].end))
				return true;
	}
	return false;
}

/* Whether a word of [start, end) is inside a span a table or column name matched exactly. */
static bool
span_names_item(const LinkResult *out, int start, int end)
{
	for (int t = start; t < end; t++)
		if (inside_exact_name(out, t, 1))
			return true;
	return false;
}

void
link_values(const SchemaGraph *g, const LinkValueMatcher *m, LinkResult *out)
{
	int			first = out->n_links;

	for (int i = 0; i < m->n_matches; i++)
	{
		const ValueMatch *vm = &m->matches[i];

		for (int s = m->first_span[vm->candidate]; s >= 0; s = m->spans[s].next)
		{
			const ValueSpan *span = &m->spans[s];
			LinkMatch	match = vm->contained ? LINK_PARTIAL
				: span->lexicon ? LINK_LEXICON : LINK_EXACT;

			if ((vm->contained && (!span->containable ||
								   overlaps_whole_match(m, span->start, span->end) ||
								   span_names_item(out, span->start, span->end))) ||
				inside_matched_span(m, span->start, span->end, vm->column) ||
				(span->lexicon && inside_long_exact_match(m, span->start, span->end)) ||
				exact_span_matched(m, span, vm->column) ||
				!alias_fits_column(g, m, span, vm->column))
				continue;
			link_result_add(out, LINK_VALUE, match, span->start, span->end,
							g->columns[vm->column].table, vm->column, vm->value);
		}
	}
	keep_values_the_next_word_names(g, out, first);
}

/* Whether link l names a column of type by its name (not as a value). */
static bool
names_a_column_of(const SchemaGraph *g, const SchemaLink *l, SgTypeClass type)
{
	return l->kind == LINK_COLUMN && l->column >= 0 && l->column < g->n_columns &&
		g->columns[l->column].type_class == type;
}

/* How well l names its column: the longer span first, then the exact name. */
static int
naming_strength(const SchemaLink *l)
{
	return 2 * (l->token_end - l->token_start) + (l->match == LINK_EXACT ? 1 : 0);
}

int
link_result_nearest_columns(const SchemaGraph *g, const LinkResult *r, SgTypeClass type,
							int from, int to, bool before, int *cols, int max)
{
	int			best_place = -1,
				best_strength = -1,
				n = 0;

	for (int k = 0; k < r->n_links; k++)
	{
		const SchemaLink *l = &r->links[k];
		int			place = before ? l->token_end : l->token_start;
		bool		nearer;

		if (!names_a_column_of(g, l, type) || place < from || place >= to)
			continue;
		nearer = best_place < 0 || (before ? place > best_place : place < best_place);
		if (nearer || (place == best_place && naming_strength(l) > best_strength))
		{
			best_place = place;
			best_strength = naming_strength(l);
		}
	}
	for (int k = 0; k < r->n_links && n < max; k++)
	{
		const SchemaLink *l = &r->links[k];
		int			place = before ? l->token_end : l->token_start;
		bool		seen = false;

		if (!names_a_column_of(g, l, type) || place != best_place ||
			naming_strength(l) != best_strength)
			continue;
		for (int j = 0; j < n; j++)
			seen = seen || cols[j] == l->column;
		if (!seen)
			cols[n++] = l->column;
	}
	return n;
}
