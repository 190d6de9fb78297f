/*
 * sql_mentions.c — the columns and stored values a question names that a candidate query
 * leaves out (sql_mentions.h).
 */
#include "sql/sql_mentions.h"

#include <string.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "sql/sql_comparisons.h"
#include "sql/sql_literals.h"

/* Literals of a candidate looked at, at most (beam candidates have a handful). */
#define MENTION_LITERALS_MAX 64

/* What a query reads: flags over the graph's tables and columns (sql_read_items). */
typedef struct QueryItems
{
	bool	   *tables;
	bool	   *columns;
} QueryItems;

/* Words SQL says with an aggregate, an order or a LIMIT rather than with a column. */
static bool
is_operator_word(const char *w)
{
	static const char *const words[] = {
		"average", "avg", "total", "sum", "number", "count", "maximum", "max", "minimum",
		"min", "highest", "lowest", "largest", "smallest", "biggest", "greatest", "most",
		"least", "best", "worst", "high", "low", "top", "first", "last"
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strcmp(w, words[i]) == 0)
			return true;
	return false;
}

/* A column link that mentions it: exact or through the lexicon (sql_mentions.h). */
static bool
is_mention(const SchemaLink *l)
{
	return l->kind == LINK_COLUMN &&
		(l->match == LINK_EXACT || l->match == LINK_LEXICON);
}

/* One question span that mentions columns, and what the query makes of it. */
typedef struct Mention
{
	int			start,
				end;			/* tokens [start, end) */
	bool		column_used;	/* one of the columns it names is read */
	bool		table_used;		/* it also names a table the query reads */
} Mention;

/* The index of span [start, end) among mentions[0..n), or -1. */
static int
find_mention(const Mention *mentions, int n, int start, int end)
{
	for (int m = 0; m < n; m++)
		if (mentions[m].start == start && mentions[m].end == end)
			return m;
	return -1;
}

/*
 * The distinct mention spans of links and whether the query reads one of their columns or
 * tables: one pass over the links for the spans and their columns, one for the tables (a
 * large catalog gives thousands of partial links but few distinct spans).
 */
static Mention *
collect_mentions(const LinkResult *links, const QueryItems *q, int *n_out)
{
	Mention    *mentions = NULL;
	int			n = 0,
				cap = 0;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			m;

		if (!is_mention(l))
			continue;
		m = find_mention(mentions, n, l->token_start, l->token_end);
		if (m < 0)
		{
			if (n == cap)
			{
				cap = cap ? 2 * cap : 16;
				mentions = dt_realloc(mentions, sizeof(Mention) * (size_t) cap);
			}
			mentions[n] = (Mention) {l->token_start, l->token_end, false, false};
			m = n++;
		}
		if (l->column >= 0 && q->columns[l->column])
			mentions[m].column_used = true;
	}
	for (int i = 0; i < links->n_links && n > 0; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			m;

		if (l->kind != LINK_TABLE || l->table < 0 || !q->tables[l->table])
			continue;
		m = find_mention(mentions, n, l->token_start, l->token_end);
		if (m >= 0)
			mentions[m].table_used = true;
	}
	*n_out = n;
	return mentions;
}

/* Does a longer mention around mentions[k], one of whose columns the query reads, say it? */
static bool
inside_used_mention(const Mention *mentions, int n, int k)
{
	for (int m = 0; m < n; m++)
		if (m != k && mentions[m].column_used && mentions[m].start <= mentions[k].start &&
			mentions[k].end <= mentions[m].end)
			return true;
	return false;
}

/* How many of the mentions the query leaves out (sql_mentions.h's rules). */
static int
count_left_out(const Mention *mentions, int n, const TextTokens *tokens)
{
	int			left_out = 0;

	for (int k = 0; k < n; k++)
	{
		const Mention *m = &mentions[k];

		if (m->column_used || m->table_used || inside_used_mention(mentions, n, k))
			continue;
		if (m->end - m->start == 1 && m->start >= 0 && m->start < tokens->n &&
			is_operator_word(tokens->tokens[m->start].text))
			continue;
		left_out++;
	}
	return left_out;
}

int
sql_mentions_left_out(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					  const LinkResult *links)
{
	QueryItems	q;
	int			left_out = 0;

	if (ast == NULL || links == NULL || links->n_links == 0)
		return 0;
	q.tables = dt_new_array(bool, g->n_tables + 1);
	q.columns = dt_new_array(bool, g->n_columns + 1);
	/* a query with more table instances than sql_read_items keeps is not judged */
	if (sql_read_items(ast, g, q.tables, q.columns))
	{
		int			n;
		Mention    *mentions = collect_mentions(links, &q, &n);

		left_out = count_left_out(mentions, n, tokens);
		dt_free(mentions);
	}
	dt_free(q.tables);
	dt_free(q.columns);
	return left_out;
}

/* ---- values ---- */

/* A value link that mentions a stored value: exact or through the lexicon. */
static bool
is_value_mention(const SchemaLink *l)
{
	return l->kind == LINK_VALUE && l->value != NULL &&
		(l->match == LINK_EXACT || l->match == LINK_LEXICON);
}

/* Does one of the literals say the stored value? */
static bool
value_in_literals(const char *value, const char *const *literals, int n_literals)
{
	DtStrBuf	key;
	bool		found = false;

	dt_strbuf_init(&key);
	if (text_normalize_key(value, strlen(value), &key))
		for (int i = 0; i < n_literals && !found; i++)
			found = sql_literal_uses(literals[i], key.data);
	dt_strbuf_free(&key);
	return found;
}

/* Does span [start, end) also name a table or column the query reads? */
static bool
names_read_item(const LinkResult *links, const QueryItems *q, int start, int end)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->token_start != start || l->token_end != end ||
			(l->match != LINK_EXACT && l->match != LINK_LEXICON))
			continue;
		if ((l->kind == LINK_TABLE && l->table >= 0 && q->tables[l->table]) ||
			(l->kind == LINK_COLUMN && l->column >= 0 && q->columns[l->column]))
			return true;
	}
	return false;
}

/* One question span that mentions stored values, and whether the query says it. */
typedef struct ValueMention
{
	int			start,
				end;			/* tokens [start, end) */
	bool		said;			/* a value linked from an overlapping span is a literal of
								 * the query, or the span names an item the query reads */
} ValueMention;

static bool
has_value_mention(const ValueMention *mentions, int n, int start, int end)
{
	for (int m = 0; m < n; m++)
		if (mentions[m].start == start && mentions[m].end == end)
			return true;
	return false;
}

/*
 * The distinct value mention spans of links, each marked said when the query has one of the
 * values linked from a span overlapping it as a literal ("mississippi river" is said by
 * river_name = 'mississippi') or names a read item with it.
 */
static ValueMention *
collect_value_mentions(const LinkResult *links, const QueryItems *q, const char *const *literals,
					   int n_literals, int *n_out)
{
	bool	   *in_query = dt_new_array(bool, links->n_links + 1);
	ValueMention *mentions = NULL;
	int			n = 0,
				cap = 0;

	for (int i = 0; i < links->n_links; i++)
		in_query[i] = links->links[i].kind == LINK_VALUE && links->links[i].value != NULL &&
			value_in_literals(links->links[i].value, literals, n_literals);
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		ValueMention *m;

		if (!is_value_mention(l) || has_value_mention(mentions, n, l->token_start, l->token_end))
			continue;
		if (n == cap)
		{
			cap = cap ? 2 * cap : 16;
			mentions = dt_realloc(mentions, sizeof(ValueMention) * (size_t) cap);
		}
		m = &mentions[n++];
		*m = (ValueMention) {l->token_start, l->token_end, false};
		for (int j = 0; j < links->n_links && !m->said; j++)
			m->said = in_query[j] && links->links[j].token_start < m->end &&
				m->start < links->links[j].token_end;
		if (!m->said)
			m->said = names_read_item(links, q, m->start, m->end);
	}
	dt_free(in_query);
	*n_out = n;
	return mentions;
}

/* Left-out value mentions, overlapping ones counted once ("new york city" and "york"). */
static int
count_values_left_out(ValueMention *mentions, int n)
{
	int			left_out = 0,
				end = -1;

	/* by start, so that an overlapping run of left-out spans is one mention */
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && mentions[j - 1].start > mentions[j].start; j--)
		{
			ValueMention t = mentions[j];

			mentions[j] = mentions[j - 1];
			mentions[j - 1] = t;
		}
	for (int k = 0; k < n; k++)
	{
		if (mentions[k].said)
			continue;
		if (mentions[k].start >= end)
			left_out++;
		if (mentions[k].end > end)
			end = mentions[k].end;
	}
	return left_out;
}

int
sql_value_mentions_left_out(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	const char *literals[MENTION_LITERALS_MAX];
	QueryItems	q;
	int			left_out = 0;

	if (ast == NULL || links == NULL || links->n_links == 0)
		return 0;
	q.tables = dt_new_array(bool, g->n_tables + 1);
	q.columns = dt_new_array(bool, g->n_columns + 1);
	if (sql_read_items(ast, g, q.tables, q.columns))
	{
		int			n_literals = sql_value_literals(ast, literals, MENTION_LITERALS_MAX);
		int			n;
		ValueMention *mentions = collect_value_mentions(links, &q, literals, n_literals, &n);

		left_out = count_values_left_out(mentions, n);
		dt_free(mentions);
	}
	dt_free(q.tables);
	dt_free(q.columns);
	return left_out;
}
