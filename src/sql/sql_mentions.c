/*
 * sql_mentions.c — the columns and stored values a question names that a candidate query
 * leaves out (sql_mentions.h).
 */
#include "sql/sql_mentions.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "schema/comment_codes.h"
#include "schema/measures.h"
#include "schema/name_columns.h"
#include "sql/sql_comparisons.h"
#include "sql/sql_day_differences.h"
#include "sql/sql_literals.h"
#include "text/quantities.h"

/* Literals of a candidate looked at, at most (beam candidates have a handful). */
#define MENTION_LITERALS_MAX 64
/* Most values of one column a question is taken to name, one by one. */
#define PER_VALUE_MAX 16

/* What a query reads: flags over the graph's tables and columns (sql_read_items). */
typedef struct QueryItems
{
	bool	   *tables;
	bool	   *columns;
} QueryItems;

/*
 * What ast reads into *q (free it with query_items_free); false when ast has more table
 * instances than sql_read_items keeps: such a query is not judged.
 */
static bool
query_items_read(const SqlNode *ast, const SchemaGraph *g, QueryItems *q)
{
	q->tables = dt_new_array(bool, g->n_tables + 1);
	q->columns = dt_new_array(bool, g->n_columns + 1);
	return sql_read_items(ast, g, q->tables, q->columns);
}

static void
query_items_free(QueryItems *q)
{
	dt_free(q->tables);
	dt_free(q->columns);
}

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

/* A column link that mentions it: exact, through the lexicon, or a word of money or
 * quantity to the measure columns (sql_mentions.h). */
static bool
is_mention(const SchemaLink *l)
{
	return l->kind == LINK_COLUMN &&
		(l->match == LINK_EXACT || l->match == LINK_LEXICON || l->match == LINK_MEASURE ||
		 l->match == LINK_ABBREVIATION);
}

/* One question span that mentions columns or values, and what the query makes of it. */
typedef struct Mention
{
	int			start,
				end;			/* tokens [start, end) */
	bool		used;			/* columns: one it names is read; values: one linked from
								 * it or from an overlapping span is a literal */
	bool		names_read;		/* it also names a table (values: or column) the query reads */
	bool		asks_measure;	/* a measure link asks for its columns: "largest" of a
								 * state's area is no operator word (schema/dimensions.h) */
	bool		exact;			/* one of its links is exact */
	bool		used_exactly;	/* an exact link of it names a column the query reads */
} Mention;

/* A growing set of distinct mention spans. */
typedef struct Mentions
{
	int			n,
				cap;
	Mention    *items;
} Mentions;

/* The index of span [start, end) in *ms, or -1. */
static int
find_mention(const Mentions *ms, int start, int end)
{
	for (int m = 0; m < ms->n; m++)
		if (ms->items[m].start == start && ms->items[m].end == end)
			return m;
	return -1;
}

/* The index of span [start, end) in *ms, added (nothing used) when it is not there yet. */
static int
mention_index(Mentions *ms, int start, int end)
{
	int			m = find_mention(ms, start, end);

	if (m >= 0)
		return m;
	if (ms->n == ms->cap)
	{
		ms->cap = ms->cap ? 2 * ms->cap : 16;
		ms->items = dt_realloc(ms->items, sizeof(Mention) * (size_t) ms->cap);
	}
	ms->items[ms->n] = (Mention) {start, end, false, false, false, false, false};
	return ms->n++;
}

/*
 * The distinct column mention spans of links and whether the query reads one of their
 * columns or tables: one pass over the links for the spans and their columns, one for the
 * tables (a large catalog gives thousands of partial links but few distinct spans).
 */
static void
collect_mentions(const SchemaGraph *g, const LinkResult *links, const QueryItems *q, Mentions *ms)
{
	unsigned	measures_read = 0;

	for (int c = 0; c < g->n_columns; c++)
		if (q->columns[c])
			measures_read |= MEASURE_BIT(measure_kind_of(g, c));
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			m;

		if (!is_mention(l))
			continue;
		m = mention_index(ms, l->token_start, l->token_end);
		ms->items[m].asks_measure |= l->match == LINK_MEASURE;
		ms->items[m].exact |= l->match == LINK_EXACT;
		if (l->column >= 0 && q->columns[l->column])
		{
			ms->items[m].used = true;
			ms->items[m].used_exactly |= l->match == LINK_EXACT;
		}
		/* a lexicon relative of a measure says money or a quantity, not which column:
		 * "priced" (cost) is said by srp */
		if (l->column >= 0 && l->match == LINK_LEXICON &&
			measure_kind_of(g, l->column) != MEASURE_NONE &&
			(measures_read & MEASURE_BIT(measure_kind_of(g, l->column))))
			ms->items[m].used = true;
	}
	/* a mention is said too by a column its words link to by the column's comment that
	 * the query reads: "salespeople" relates to is_employee through the lexicon, and names
	 * is_salesperson by its comment (not by a partial link: "name" names every name column
	 * in part, and "the dogs's name" is not said by the owners' first names) */
	for (int i = 0; i < links->n_links && ms->n > 0; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			m;

		if (l->kind == LINK_COLUMN && l->match == LINK_COMMENT && l->column >= 0 &&
			q->columns[l->column] &&
			(m = find_mention(ms, l->token_start, l->token_end)) >= 0)
			ms->items[m].used = true;
	}
	for (int i = 0; i < links->n_links && ms->n > 0; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			m;

		if (l->kind != LINK_TABLE || l->table < 0 || !q->tables[l->table])
			continue;
		m = find_mention(ms, l->token_start, l->token_end);
		/* "high" is a part of highlow's name, and asks for its elevation all the same */
		if (m >= 0 && !(ms->items[m].asks_measure && l->match == LINK_PARTIAL))
			ms->items[m].names_read = true;
	}
}

/* Does a longer mention around mention k, one of whose columns the query reads, say it? */
static bool
inside_used_mention(const Mentions *ms, int k)
{
	const Mention *inner = &ms->items[k];

	for (int m = 0; m < ms->n; m++)
		if (m != k && ms->items[m].used && ms->items[m].start <= inner->start &&
			inner->end <= ms->items[m].end)
			return true;
	return false;
}

/* Whether mention m is one word SQL says with an operator ("largest"; not one that asks
 * for a measure's columns). */
static bool
operator_mention(const Mention *m, const TextTokens *tokens)
{
	return m->end - m->start == 1 && m->start >= 0 && m->start < tokens->n && !m->asks_measure &&
		is_operator_word(tokens->tokens[m->start].text);
}

/* Does the mention right before mention k (no operator word) name, exactly, a column the
 * query reads, where k links to none exactly?  "retail price": the column retail is the
 * price the words say, and "price", a lexicon relative of cost, is said with it. */
static bool
head_of_used_mention(const Mentions *ms, int k, const TextTokens *tokens)
{
	if (ms->items[k].exact)
		return false;
	for (int m = 0; m < ms->n; m++)
		if (ms->items[m].used_exactly && ms->items[m].end == ms->items[k].start &&
			!operator_mention(&ms->items[m], tokens))
			return true;
	return false;
}

/* How many of the column mentions the query leaves out (sql_mentions.h's rules). */
static int
count_left_out(const Mentions *ms, const TextTokens *tokens)
{
	int			left_out = 0;

	for (int k = 0; k < ms->n; k++)
	{
		const Mention *m = &ms->items[k];

		if (m->used || m->names_read || inside_used_mention(ms, k) ||
			head_of_used_mention(ms, k, tokens) || operator_mention(m, tokens))
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
	if (query_items_read(ast, g, &q))
	{
		Mentions	ms = {0};

		collect_mentions(g, links, &q, &ms);
		left_out = count_left_out(&ms, tokens);
		dt_free(ms.items);
	}
	query_items_free(&q);
	return left_out;
}

/* ---- values ---- */

/* A value link that mentions a stored value: exact, through the lexicon, or among a stored
 * value's other words. */
static bool
is_value_mention(const SchemaGraph *g, const SchemaLink *l)
{
	int			given,
				family;

	if (l->kind != LINK_VALUE || l->value == NULL ||
		(l->match != LINK_EXACT && l->match != LINK_LEXICON && l->match != LINK_PARTIAL))
		return false;
	/* a person's name is written as it is stored: "priced" is no relative of Ms Price */
	return l->match != LINK_LEXICON || l->column < 0 ||
		!name_columns_pair_of(g, l->column, &given, &family);
}

/* Does one of the literals (as text_normalize_key keys) say the stored value? */
static bool
value_in_literals(const char *value, char *const *literal_keys, int n_literals)
{
	DtStrBuf	key;
	bool		found = false;

	dt_strbuf_init(&key);
	if (text_normalize_key(value, strlen(value), &key))
		for (int i = 0; i < n_literals && !found; i++)
			found = literal_keys[i] != NULL && sql_key_holds(literal_keys[i], key.data);
	dt_strbuf_free(&key);
	return found;
}

/* Whether node, or a node inside it, is an equality, an inequality or an IN list of graph
 * column column and the literal value: how a query says a comment's code ("status < 10"
 * says no "shipped and paid"). */
static bool
compares_column_with(const SqlNode *node, const SchemaGraph *g, int column, const char *value)
{
	bool		says = node->rule == SQL_RULE_EQ || node->rule == SQL_RULE_NE ||
		node->rule == SQL_RULE_IN_LIST || node->rule == SQL_RULE_NOT_IN_LIST;
	bool		has_column = false,
				has_value = false;

	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
		{
			const SqlNode *e = node->slots[f].children[k];

			has_column = has_column || sql_column_graph_index(g, e) == column;
			has_value = has_value || (e->rule == SQL_RULE_VALUE && e->slots[0].value != NULL &&
									  strcasecmp(e->slots[0].value, value) == 0);
			if (compares_column_with(e, g, column, value))
				return true;
		}
	return says && has_column && has_value;
}

/* Whether the query says what value link l names: one of its literals is the value, or for
 * a comment's code (schema/comment_codes.h) the code's column is compared with it. */
static bool
value_said(const SqlNode *ast, const SchemaGraph *g, const SchemaLink *l,
		   char *const *literal_keys, int n_literals)
{
	if (link_is_comment_code(g, l))
		return compares_column_with(ast, g, l->column, l->value);
	return value_in_literals(l->value, literal_keys, n_literals);
}

/* Whether l names a date or time column by one word of its name ("shipped" of
 * shipped_date): the word says when the row's event happened, which the date holds, as
 * much as the status value of that spelling ('Shipped'). */
static bool
names_a_date_in_part(const SchemaGraph *g, const SchemaLink *l)
{
	return l->kind == LINK_COLUMN && l->match == LINK_PARTIAL && l->column >= 0 &&
		l->token_end == l->token_start + 1 && g->columns[l->column].type_class == SG_TYPE_TIME;
}

/*
 * Does span [start, end), or a span around it, also name a table or column the query reads?
 * "What is the Package Option of ...": 'Option' is a stored package_option, and the words
 * name the column the query answers with.  A table only by its own name: "Who are the sales
 * reps ...?" reads employees, which the lexicon relates to "sales reps", but the words say
 * the stored job title 'Sales Rep', the rows meant.
 */
static bool
names_read_item(const SchemaGraph *g, const LinkResult *links, const QueryItems *q, int start,
				int end)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->token_start > start || l->token_end < end ||
			(l->match != LINK_EXACT && l->match != LINK_LEXICON &&
			 l->match != LINK_ABBREVIATION && !names_a_date_in_part(g, l)) ||
			(l->kind == LINK_TABLE && l->match != LINK_EXACT))
			continue;
		if ((l->kind == LINK_TABLE && l->table >= 0 && q->tables[l->table]) ||
			(l->kind == LINK_COLUMN && l->column >= 0 && q->columns[l->column]))
			return true;
	}
	return false;
}

/* Whether graph column c is among the top SELECT's slot items (GROUP BY keys, or the
 * expressions of its output columns). */
static bool
select_slot_has_column(const SqlNode *select, int slot, const SchemaGraph *g, int c)
{
	const SqlSlot *s = &select->slots[slot];

	for (int i = 0; i < s->n_children; i++)
	{
		const SqlNode *e = s->children[i];

		if (slot == SQL_SELECT_ITEMS)
			e = sql_node_child(e, 0);
		if (sql_column_graph_index(g, e) == c)
			return true;
	}
	return false;
}

/*
 * Whether value link i is answered row by row: the query groups by its column and shows
 * it, and the question names two or more values of that column, this one among them
 * ("How many men and how many women ...": GROUP BY gender gives the count of each).  One
 * value alone is a filter ("How many women ..."), which a grouping does not say.
 */
static bool
answered_per_value(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links, int i)
{
	const SchemaLink *l = &links->links[i];
	const char *values[PER_VALUE_MAX];
	int			n;

	if (!sql_is_select(ast) || l->column < 0 ||
		!select_slot_has_column(ast, SQL_SELECT_GROUP_BY, g, l->column) ||
		!select_slot_has_column(ast, SQL_SELECT_ITEMS, g, l->column))
		return false;
	n = link_result_column_values(links, l->column, values, NULL, PER_VALUE_MAX);
	for (int k = 0; n >= 2 && k < n; k++)
		if (strcasecmp(values[k], l->value) == 0)
			return true;
	return false;
}

/*
 * The distinct value mention spans of links, each marked used when the query has one of the
 * values linked from it or from a span overlapping it as a literal ("mississippi river" is
 * said by river_name = 'mississippi') or answers it row by row (answered_per_value), and
 * names_read when it also names an item the query reads.
 */
static void
collect_value_mentions(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
					   const QueryItems *q, char *const *literal_keys, int n_literals,
					   Mentions *ms)
{
	bool	   *in_query = dt_new_array(bool, links->n_links + 1);

	for (int i = 0; i < links->n_links; i++)
		in_query[i] = links->links[i].kind == LINK_VALUE && links->links[i].value != NULL &&
			(value_said(ast, g, &links->links[i], literal_keys, n_literals) ||
			 answered_per_value(ast, g, links, i));
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			n_before = ms->n,
					k;
		Mention    *m;

		if (!is_value_mention(g, l))
			continue;
		k = mention_index(ms, l->token_start, l->token_end);	/* may move ms->items */
		if (ms->n == n_before)
			continue;			/* a span seen already */
		m = &ms->items[k];
		for (int j = 0; j < links->n_links && !m->used; j++)
			m->used = in_query[j] && links->links[j].token_start < m->end &&
				m->start < links->links[j].token_end;
		m->names_read = names_read_item(g, links, q, m->start, m->end);
	}
	dt_free(in_query);
}

/* Whether a column mention of cms that the query leaves out (count_left_out's rules, but
 * for operator words) spans the words of value mention m: those words are charged once,
 * as the column they name ("Which employees are paid in euros?": "paid" names
 * salary_amount and the stored 'Paid' of a table of constants). */
static bool
charged_as_column(const Mentions *cms, const Mention *m)
{
	for (int k = 0; k < cms->n; k++)
	{
		const Mention *c = &cms->items[k];

		if (c->start <= m->start && m->end <= c->end && !c->used && !c->names_read &&
			!inside_used_mention(cms, k))
			return true;
	}
	return false;
}

/*
 * Left-out value mentions, overlapping ones counted once ("new york city" and "york"), and
 * none a left-out column mention of cms spans: their count, and the first
 * span of each overlapping run (the longest at its start: links come longer first) in
 * spans[0..max) when spans is not NULL.
 */
static int
values_left_out(Mentions *ms, const Mentions *cms, LeftOutSpan *spans, int max)
{
	int			left_out = 0,
				end = -1;

	/* by start, so that an overlapping run of left-out spans is one mention */
	for (int i = 1; i < ms->n; i++)
		for (int j = i; j > 0 && ms->items[j - 1].start > ms->items[j].start; j--)
		{
			Mention		t = ms->items[j];

			ms->items[j] = ms->items[j - 1];
			ms->items[j - 1] = t;
		}
	for (int k = 0; k < ms->n; k++)
	{
		const Mention *m = &ms->items[k];

		if (m->used || m->names_read || charged_as_column(cms, m))
			continue;
		if (m->start >= end)
		{
			if (spans != NULL && left_out < max)
			{
				spans[left_out].start = m->start;
				spans[left_out].end = m->end;
			}
			left_out++;
		}
		if (m->end > end)
			end = m->end;
	}
	return left_out;
}

/* The value mentions ast leaves out (values_left_out). */
static int
value_mentions_left_out(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
						LeftOutSpan *spans, int max)
{
	const char *literals[MENTION_LITERALS_MAX];
	char	   *literal_keys[MENTION_LITERALS_MAX];
	QueryItems	q;
	int			left_out = 0;

	if (ast == NULL || links == NULL || links->n_links == 0)
		return 0;
	if (query_items_read(ast, g, &q))
	{
		int			n_literals = sql_value_literals(ast, literals, MENTION_LITERALS_MAX);
		Mentions	ms = {0},
					cms = {0};

		/* each literal normalised once, not once per value link */
		for (int i = 0; i < n_literals; i++)
		{
			DtStrBuf	key;

			dt_strbuf_init(&key);
			literal_keys[i] = text_normalize_key(literals[i], strlen(literals[i]), &key) ?
				dt_strdup(key.data) : NULL;
			dt_strbuf_free(&key);
		}
		collect_value_mentions(ast, g, links, &q, literal_keys, n_literals, &ms);
		collect_mentions(g, links, &q, &cms);
		left_out = values_left_out(&ms, &cms, spans, max);
		dt_free(ms.items);
		dt_free(cms.items);
		for (int i = 0; i < n_literals; i++)
			dt_free(literal_keys[i]);
	}
	query_items_free(&q);
	return left_out;
}

int
sql_value_mentions_left_out(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	return value_mentions_left_out(ast, g, links, NULL, 0);
}

int
sql_value_mentions_left_out_spans(const SqlNode *ast, const SchemaGraph *g,
								  const LinkResult *links, LeftOutSpan *spans, int max)
{
	int			n = value_mentions_left_out(ast, g, links, spans, max);

	return n < max ? n : max;
}

/* ---- numbers ---- */

/* Whether core holds s as a whole number: no digit or '.' right before or after it
 * ('2004-01-01' holds 2004; '100000' does not hold 0). */
static bool
holds_number(const char *core, const char *s)
{
	size_t		len = strlen(s);

	for (const char *p = strstr(core, s); p; p = strstr(p + 1, s))
	{
		bool		before = p > core && (isdigit((unsigned char) p[-1]) || p[-1] == '.');
		bool		after = isdigit((unsigned char) p[len]) || p[len] == '.';

		if (!before && !after)
			return true;
	}
	return false;
}

/* Whether v is want, up to rounding. */
static bool
same_number(double v, double want)
{
	return fabs(v - want) <= 1e-9 * fmax(1.0, fabs(want));
}

/* Whether some literal core equals number as a number (or, for a percentage, its
 * hundredth: "35%" as 0.35), or holds it or its spelling (the question's own: a date's
 * year). */
static bool
number_used(const char *number, const char *spelling, bool percent, char **cores, int n_cores)
{
	double		want = strtod(number, NULL);

	for (int k = 0; k < n_cores; k++)
	{
		char	   *end;
		double		v = strtod(cores[k], &end);
		bool		whole = end != cores[k] && *end == '\0';

		if ((whole && (same_number(v, want) || (percent && same_number(v, want / 100.0)))) ||
			holds_number(cores[k], spelling) || holds_number(cores[k], number))
			return true;
	}
	return false;
}

/* Whether t is a code the question types: a word of three characters or more that starts
 * with a letter and holds a digit ("H42W", "SO71784", "B2B"; not "1st", "90s", "5kg"). */
static bool
is_code(const TextToken *t)
{
	bool		digit = false;

	if (t->kind != TEXT_TOKEN_WORD || strlen(t->text) < 3 || !isalpha((unsigned char) t->text[0]))
		return false;
	for (const char *p = t->text; *p != '\0'; p++)
		digit = digit || isdigit((unsigned char) *p);
	return digit;
}

/* Whether a literal's core holds code, in any case ("%H42W%" holds "h42w"). */
static bool
code_used(const char *code, char **cores, int n_cores)
{
	size_t		len = strlen(code);

	for (int k = 0; k < n_cores; k++)
		for (const char *p = cores[k]; strlen(p) >= len; p++)
			if (strncasecmp(p, code, len) == 0)
				return true;
	return false;
}

int
sql_numbers_left_out(const SqlNode *ast, const TextTokens *tokens, const LinkResult *links)
{
	char	  **cores;
	int			n_cores,
				left = 0;

	if (ast == NULL)
		return 0;
	n_cores = sql_literal_cores(ast, &cores);
	for (int i = 0; i < tokens->n; i++)
	{
		const TextToken *t = &tokens->tokens[i];
		char		reading[64];
		const char *number;

		if (is_code(t))
		{
			/* a code said is a code to compare with: "a plate number with H42W in it" */
			if (!link_result_inside_value(links, i) && !code_used(t->text, cores, n_cores))
				left++;
			continue;
		}
		if (text_number_reading(t, reading, sizeof(reading)))
			number = reading;
		else if (t->kind == TEXT_TOKEN_NUMBER)
			number = t->text;
		else
			continue;
		if (!link_result_inside_value(links, i) &&
			!number_used(number, t->text, text_is_percent(tokens, i), cores, n_cores))
			left++;
	}
	sql_literal_cores_free(cores, n_cores);
	return left;
}

/* Whether number v is one the question says: a number of its words (a percentage also as
 * its fraction: "35%" is 0.35; weeks also as days: "a week" is 7), or the value of a value link (a comment's code, a row's
 * number). */
static bool
number_said(double v, const TextTokens *tokens, const LinkResult *links)
{
	for (int i = 0; i < tokens->n; i++)
	{
		double		w;

		if (text_token_number(&tokens->tokens[i], &w) &&
			(fabs(w - v) < 1e-9 || (text_is_percent(tokens, i) && fabs(w / 100.0 - v) < 1e-9)))
			return true;
	}
	if (sql_days_said_in_weeks(tokens, v))
		return true;
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		char	   *end;
		double		w;

		if (l->kind != LINK_VALUE || l->value == NULL)
			continue;
		w = strtod(l->value, &end);
		if (end != l->value && *end == '\0' && fabs(w - v) < 1e-9)
			return true;
	}
	return false;
}

int
sql_numbers_unsaid(const SqlNode *ast, const TextTokens *tokens, const LinkResult *links)
{
	const char *literals[MENTION_LITERALS_MAX];
	int			n,
				unsaid = 0;

	if (ast == NULL || tokens == NULL || links == NULL)
		return 0;
	n = sql_number_literals(ast, literals, MENTION_LITERALS_MAX);
	for (int i = 0; i < n; i++)
	{
		double		v = strtod(literals[i], NULL);
		bool		seen = false;

		for (int j = 0; j < i && !seen; j++)
			seen = strcmp(literals[j], literals[i]) == 0;
		if (!seen && v != 0.0 && v != 1.0 && !number_said(v, tokens, links))
			unsaid++;
	}
	return unsaid;
}

