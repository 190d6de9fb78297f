/*
 * question_maker.c — questions from sampled queries (see question_maker.h).
 *
 * Each kind lists its templates; the variants returned are drawn from them without repeats.
 * The words of a template come from phrases computed once per query: T / Ts (the subject
 * table, singular and plural), A (the answer column), B (the condition's column), M (the
 * measure), G (the group), V (the value), and the joined tables' phrases.
 */
#include "text/question_maker.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "sql/sql_grammar.h"

#define MAX_TEMPLATES 16
#define PHRASE_SIZE 160

typedef struct Phrases
{
	char		t[3][PHRASE_SIZE];	/* tables of the path, singular */
	char		ts[3][PHRASE_SIZE]; /* plural */
	char		a[PHRASE_SIZE];	/* answer column */
	char		b[PHRASE_SIZE];	/* condition column */
	char		m[PHRASE_SIZE];	/* measure */
	char		g[PHRASE_SIZE];	/* group */
	const char *v;				/* value */
	bool		a_is_row;		/* the answer column names the row ("city_name" in city) */
	bool		b_is_row;		/* the condition column names its table's row */
	bool		b_is_place;		/* the condition column names a row of another table */
} Phrases;

typedef struct Candidates
{
	int			n;
	char	   *items[MAX_TEMPLATES];
} Candidates;

static void
add(Candidates *c, const char *fmt,...) __attribute__((format(printf, 2, 3)));

static void
add(Candidates *c, const char *fmt,...)
{
	char		buf[1024];
	va_list		ap;

	if (c->n >= MAX_TEMPLATES)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	c->items[c->n++] = dt_strdup(buf);
}

/* ---- phrases ---- */

char *
question_plural(const char *phrase)
{
	size_t		n = strlen(phrase);
	DtStrBuf	b;
	static const char *const irregular[][2] = {
		{"person", "people"}, {"child", "children"}, {"man", "men"}, {"woman", "women"},
		{"mouse", "mice"}, {"foot", "feet"}, {"tooth", "teeth"}
	};
	const char *last = strrchr(phrase, ' ');

	last = last ? last + 1 : phrase;
	dt_strbuf_init(&b);
	for (size_t i = 0; i < sizeof(irregular) / sizeof(irregular[0]); i++)
		if (strcmp(last, irregular[i][0]) == 0)
		{
			dt_strbuf_append_len(&b, phrase, (size_t) (last - phrase));
			dt_strbuf_append(&b, irregular[i][1]);
			return b.data;
		}
	if (n > 1 && phrase[n - 1] == 'y' && !strchr("aeiou", phrase[n - 2]))
	{
		dt_strbuf_append_len(&b, phrase, n - 1);
		dt_strbuf_append(&b, "ies");
	}
	else if ((n > 0 && (phrase[n - 1] == 's' || phrase[n - 1] == 'x' || phrase[n - 1] == 'z')) ||
			 (n > 1 && phrase[n - 1] == 'h' && (phrase[n - 2] == 'c' || phrase[n - 2] == 's')))
	{
		dt_strbuf_append(&b, phrase);
		/* a name already plural ("orders", "status") stays as it is */
		if (!(n > 1 && phrase[n - 1] == 's'))
			dt_strbuf_append(&b, "es");
	}
	else
	{
		dt_strbuf_append(&b, phrase);
		dt_strbuf_append_char(&b, 's');
	}
	return b.data;
}

static void
join_words(char *const *words, int n, int skip_from, int skip_to, char *out)
{
	size_t		len = 0;

	out[0] = '\0';
	for (int i = 0; i < n; i++)
	{
		if (i >= skip_from && i < skip_to)
			continue;
		len += snprintf(out + len, len < PHRASE_SIZE ? PHRASE_SIZE - len : 0, "%s%s",
						len ? " " : "", words[i]);
		if (len >= PHRASE_SIZE)
		{
			out[PHRASE_SIZE - 1] = '\0';
			return;
		}
	}
}

/* A short comment as a phrase: lower case, at most 4 words of letters and digits. */
static bool
comment_phrase(const char *comment, char *out)
{
	int			words = 0;
	size_t		len = 0;
	bool		in_word = false;

	if (comment == NULL)
		return false;
	for (const char *p = comment; *p && len + 2 < PHRASE_SIZE; p++)
	{
		unsigned char ch = (unsigned char) *p;

		if (isalnum(ch))
		{
			if (!in_word && ++words > 4)
				return false;
			if (!in_word && len)
				out[len++] = ' ';
			out[len++] = (char) tolower(ch);
			in_word = true;
		}
		else if (ch == ' ' || ch == '_' || ch == '-')
			in_word = false;
		else if (!((ch == '.' || ch == '!') && p[1] == '\0'))
			return false;
	}
	out[len] = '\0';
	return words > 0;
}

static void
table_phrase(const QuestionNames *n, int t, bool vary, uint64_t *rs, char *out)
{
	const SgTable *tab = &n->graph->tables[t];

	if (vary && n->table_comments && comment_phrase(n->table_comments[t], out) &&
		synth_random_below(rs, 2) == 0)
		return;
	join_words(tab->words, tab->n_words, 0, 0, out);
	if (vary && n->synonym && tab->n_words == 1 && synth_random_below(rs, 3) == 0)
	{
		const char *syn = n->synonym(tab->words[0], n->synonym_arg);

		if (syn && strlen(syn) < PHRASE_SIZE && !strchr(syn, '_'))
			snprintf(out, PHRASE_SIZE, "%s", syn);
	}
}

static bool
has_word_at(const SgColumn *c, int i, const char *w)
{
	return i >= 0 && i < c->n_words && strcmp(c->words[i], w) == 0;
}

/* Does column c start with its table's words ("city_name" in city)? */
static bool
starts_with_table(const SchemaGraph *g, const SgColumn *c)
{
	const SgTable *tab = &g->tables[c->table];

	if (tab->n_words == 0 || c->n_words <= tab->n_words)
		return false;
	for (int i = 0; i < tab->n_words; i++)
		if (strcmp(c->words[i], tab->words[i]) != 0)
			return false;
	return true;
}

/*
 * The phrase of a column; *is_row when it names the rows of its own table ("name",
 * "city_name" in city) and *is_place when it names another thing by its name
 * ("state_name" in city: "state").
 */
static void
column_phrase(const QuestionNames *n, int col, bool vary, uint64_t *rs, char *out,
			  bool *is_row, bool *is_place)
{
	const SgColumn *c = &n->graph->columns[col];
	bool		ends_name = has_word_at(c, c->n_words - 1, "name") || has_word_at(c, c->n_words - 1, "title");
	bool		own = c->n_words == 1 || starts_with_table(n->graph, c);

	*is_row = ends_name && own && c->type_class == SG_TYPE_TEXT;
	*is_place = ends_name && !own && c->type_class == SG_TYPE_TEXT;
	if (vary && n->column_comments && comment_phrase(n->column_comments[col], out) &&
		synth_random_below(rs, 2) == 0)
		return;
	if (*is_row)
		join_words(n->graph->tables[c->table].words, n->graph->tables[c->table].n_words, 0, 0, out);
	else if (*is_place)
		join_words(c->words, c->n_words, c->n_words - 1, c->n_words, out);
	else if (starts_with_table(n->graph, c))
		join_words(c->words, c->n_words, 0, n->graph->tables[c->table].n_words, out);
	else
		join_words(c->words, c->n_words, 0, 0, out);
}

static void
phrases(const QuestionNames *n, const SynthQuery *q, uint64_t *rs, Phrases *p)
{
	bool		row,
				place;

	memset(p, 0, sizeof(*p));
	for (int i = 0; i < q->n_tables; i++)
	{
		char	   *pl;

		table_phrase(n, q->tables[i], i == 0, rs, p->t[i]);
		pl = question_plural(p->t[i]);
		snprintf(p->ts[i], PHRASE_SIZE, "%s", pl);
		dt_free(pl);
	}
	if (q->target >= 0)
		column_phrase(n, q->target, true, rs, p->a, &p->a_is_row, &place);
	if (q->cond_column >= 0)
		column_phrase(n, q->cond_column, true, rs, p->b, &p->b_is_row, &p->b_is_place);
	if (q->measure >= 0)
		column_phrase(n, q->measure, true, rs, p->m, &row, &place);
	if (q->group >= 0)
		column_phrase(n, q->group, true, rs, p->g, &row, &place);
	p->v = q->cond_value ? q->cond_value : "";
}

/* ---- templates ---- */

static const char *
pick(uint64_t *rs, const char *const *words, int n)
{
	return words[synth_random_below(rs, n)];
}

static const char *
agg_word(int agg, uint64_t *rs)
{
	static const char *const max_w[] = {"highest", "largest", "maximum", "biggest"};
	static const char *const min_w[] = {"lowest", "smallest", "minimum"};
	static const char *const avg_w[] = {"average", "mean"};
	static const char *const sum_w[] = {"total", "combined"};

	switch (agg)
	{
		case SQL_RULE_MAX:
			return pick(rs, max_w, 4);
		case SQL_RULE_MIN:
			return pick(rs, min_w, 3);
		case SQL_RULE_AVG:
			return pick(rs, avg_w, 2);
		default:
			return pick(rs, sum_w, 2);
	}
}

/* " whose B is V" / " with B V" / " in V": the condition said after a noun ("" when none). */
static void
condition_tail(const Phrases *p, const SynthQuery *q, uint64_t *rs, char *out, size_t size)
{
	int			r = synth_random_below(rs, 3);

	if (q->cond_column < 0)
		out[0] = '\0';
	else if (p->b_is_place && r == 0)
		snprintf(out, size, " in %s", p->v);
	else if (p->b_is_row)
		snprintf(out, size, r == 1 ? " named %s" : " %s", p->v);
	else if (r == 1)
		snprintf(out, size, " with %s %s", p->b, p->v);
	else
		snprintf(out, size, " whose %s is %s", p->b, p->v);
}

static void
templates_lookup(const Phrases *p, const SynthQuery *q, uint64_t *rs, Candidates *c)
{
	if (p->b_is_row)
	{
		/* the property of a named row */
		add(c, "what is the %s of %s", p->a, p->v);
		add(c, "%s of %s", p->a, p->v);
		add(c, "what is the %s of the %s %s", p->a, p->t[0], p->v);
		add(c, "give me the %s of the %s named %s", p->a, p->t[0], p->v);
		add(c, "what is %s's %s", p->v, p->a);
		return;
	}
	if (p->a_is_row)
	{
		add(c, "which %s have %s %s", p->ts[0], p->b, p->v);
		add(c, "list the %s whose %s is %s", p->ts[0], p->b, p->v);
		add(c, "what %s have a %s of %s", p->ts[0], p->b, p->v);
		add(c, "%s with %s %s", p->ts[0], p->b, p->v);
		if (p->b_is_place)
		{
			add(c, "which %s are in %s", p->ts[0], p->v);
			add(c, "what %s are there in %s", p->ts[0], p->v);
			add(c, "list the %s in %s", p->ts[0], p->v);
		}
		return;
	}
	add(c, "what is the %s of the %s whose %s is %s", p->a, p->ts[0], p->b, p->v);
	add(c, "%s of %s with %s %s", p->a, p->ts[0], p->b, p->v);
	add(c, "list the %s of %s where %s is %s", p->a, p->ts[0], p->b, p->v);
	if (p->b_is_place)
		add(c, "what is the %s of the %s in %s", p->a, p->ts[0], p->v);
	(void) q;
	(void) rs;
}

static void
templates_count(const Phrases *p, const SynthQuery *q, uint64_t *rs, Candidates *c)
{
	if (q->cond_column < 0)
	{
		add(c, "how many %s are there", p->ts[0]);
		add(c, "count the %s", p->ts[0]);
		add(c, "what is the number of %s", p->ts[0]);
		add(c, "number of %s", p->ts[0]);
		return;
	}
	if (p->b_is_row)
	{
		add(c, "how many %s are named %s", p->ts[0], p->v);
		add(c, "how many %s called %s are there", p->ts[0], p->v);
		return;
	}
	add(c, "how many %s have %s %s", p->ts[0], p->b, p->v);
	add(c, "how many %s are there whose %s is %s", p->ts[0], p->b, p->v);
	add(c, "count the %s with %s %s", p->ts[0], p->b, p->v);
	add(c, "number of %s where %s is %s", p->ts[0], p->b, p->v);
	if (p->b_is_place)
	{
		add(c, "how many %s are in %s", p->ts[0], p->v);
		add(c, "how many %s are there in %s", p->ts[0], p->v);
	}
	(void) rs;
}

static void
templates_aggregate(const Phrases *p, const SynthQuery *q, uint64_t *rs, Candidates *c)
{
	char		tail[512];

	for (int i = 0; i < 3; i++)
	{
		condition_tail(p, q, rs, tail, sizeof(tail));
		add(c, "what is the %s %s of %s%s", agg_word(q->agg, rs), p->m, p->ts[0], tail);
		add(c, "%s %s of %s%s", agg_word(q->agg, rs), p->m, p->ts[0], tail);
	}
	if (q->cond_column < 0)
		add(c, "what is the %s %s of all %s", agg_word(q->agg, rs), p->m, p->ts[0]);
	if (q->agg == SQL_RULE_SUM)
		add(c, "what is the sum of the %s of %s%s", p->m, p->ts[0], tail);
}

static void
templates_group(const Phrases *p, const SynthQuery *q, uint64_t *rs, Candidates *c)
{
	if (q->measure < 0)
	{
		add(c, "how many %s are there for each %s", p->ts[0], p->g);
		add(c, "number of %s per %s", p->ts[0], p->g);
		add(c, "count the %s by %s", p->ts[0], p->g);
		add(c, "for each %s, how many %s are there", p->g, p->ts[0]);
		add(c, "how many %s does each %s have", p->ts[0], p->g);
		return;
	}
	add(c, "%s %s per %s", agg_word(q->agg, rs), p->m, p->g);
	add(c, "what is the %s %s of %s for each %s", agg_word(q->agg, rs), p->m, p->ts[0], p->g);
	add(c, "for each %s, what is the %s %s", p->g, agg_word(q->agg, rs), p->m);
	add(c, "%s %s of %s by %s", agg_word(q->agg, rs), p->m, p->ts[0], p->g);
}

static void
templates_top(const Phrases *p, const SynthQuery *q, uint64_t *rs, Candidates *c)
{
	static const char *const hi[] = {"highest", "largest", "most"};
	static const char *const lo[] = {"lowest", "smallest", "least"};
	const char *w = q->descending ? pick(rs, hi, 3) : pick(rs, lo, 3);
	int			k = q->limit;

	if (!p->a_is_row)
	{
		add(c, "what is the %s of the %d %s with the %s %s", p->a, k, p->ts[0], w, p->m);
		add(c, "%s of the %d %s with the %s %s", p->a, k, p->ts[0], w, p->m);
		return;
	}
	add(c, "which %d %s have the %s %s", k, p->ts[0], w, p->m);
	add(c, "list the %d %s with the %s %s", k, p->ts[0], w, p->m);
	add(c, "what are the %d %s with the %s %s", k, p->ts[0], w, p->m);
	if (q->descending)
		add(c, "top %d %s by %s", k, p->ts[0], p->m);
	else
		add(c, "bottom %d %s by %s", k, p->ts[0], p->m);
}

static void
templates_extreme(const Phrases *p, const SynthQuery *q, uint64_t *rs, Candidates *c)
{
	static const char *const hi[] = {"highest", "largest", "most", "greatest", "biggest"};
	static const char *const lo[] = {"lowest", "smallest", "least"};
	const char *w = q->descending ? pick(rs, hi, 5) : pick(rs, lo, 3);

	if (!p->a_is_row)
	{
		add(c, "what is the %s of the %s with the %s %s", p->a, p->t[0], w, p->m);
		add(c, "%s of the %s with the %s %s", p->a, p->t[0], w, p->m);
		return;
	}
	add(c, "which %s has the %s %s", p->t[0], w, p->m);
	add(c, "what is the %s with the %s %s", p->t[0], w, p->m);
	add(c, "%s with the %s %s", p->t[0], w, p->m);
	add(c, "what %s has the %s %s", p->t[0], w, p->m);
}

static void
templates_compare(const Phrases *p, const SynthQuery *q, uint64_t *rs, Candidates *c)
{
	static const char *const gt[] = {"greater than", "more than", "over", "above", "larger than"};
	static const char *const lt[] = {"less than", "below", "under", "smaller than"};
	const char *w = q->cond_rule == SQL_RULE_GT ? pick(rs, gt, 5) : pick(rs, lt, 4);

	if (!p->a_is_row)
	{
		add(c, "what is the %s of %s with %s %s %s", p->a, p->ts[0], p->b, w, p->v);
		add(c, "%s of the %s whose %s is %s %s", p->a, p->ts[0], p->b, w, p->v);
		return;
	}
	add(c, "which %s have %s %s %s", p->ts[0], p->b, w, p->v);
	add(c, "list the %s with a %s %s %s", p->ts[0], p->b, w, p->v);
	add(c, "%s whose %s is %s %s", p->ts[0], p->b, w, p->v);
	add(c, "what %s have a %s %s %s", p->ts[0], p->b, w, p->v);
}

/* The condition on the last table of a join, said of that table: "the state whose capital
 * is austin", "texas" when it names the row. */
static void
join_object(const Phrases *p, const SynthQuery *q, uint64_t *rs, char *out, size_t size)
{
	const char *last = p->t[q->n_tables - 1];

	if (p->b_is_row && synth_random_below(rs, 2))
		snprintf(out, size, "%s", p->v);
	else if (p->b_is_row)
		snprintf(out, size, "the %s %s", last, p->v);
	else if (synth_random_below(rs, 2))
		snprintf(out, size, "the %s whose %s is %s", last, p->b, p->v);
	else
		snprintf(out, size, "the %s with %s %s", last, p->b, p->v);
}

static void
templates_join(const Phrases *p, const SynthQuery *q, uint64_t *rs, Candidates *c)
{
	char		obj[512];
	const char *mid = q->n_tables == 3 ? p->t[1] : NULL;

	for (int i = 0; i < 3; i++)
	{
		join_object(p, q, rs, obj, sizeof(obj));
		if (q->kind == SYNTH_JOIN_COUNT)
		{
			add(c, "how many %s are in %s", p->ts[0], obj);
			add(c, "how many %s does %s have", p->ts[0], obj);
			add(c, "number of %s of %s", p->ts[0], obj);
		}
		else if (mid && p->a_is_row)
		{
			add(c, "which %s have a %s in %s", p->ts[0], mid, obj);
			add(c, "list the %s of %s of %s", p->ts[0], p->ts[1], obj);
		}
		else if (mid)
		{
			add(c, "what is the %s of the %s with a %s in %s", p->a, p->ts[0], mid, obj);
			add(c, "list the %s of %s of %s of %s", p->a, p->ts[0], p->ts[1], obj);
		}
		else if (p->a_is_row)
		{
			add(c, "which %s are in %s", p->ts[0], obj);
			add(c, "list the %s of %s", p->ts[0], obj);
			add(c, "what %s does %s have", p->ts[0], obj);
		}
		else
		{
			add(c, "what is the %s of the %s in %s", p->a, p->ts[0], obj);
			add(c, "list the %s of %s of %s", p->a, p->ts[0], obj);
		}
	}
}

int
question_make(const QuestionNames *names, const SynthQuery *q, uint64_t *state, char **out,
			  int max)
{
	Phrases		p;
	Candidates	c = {0};
	int			n = 0;

	if (max > QUESTION_MAX_VARIANTS)
		max = QUESTION_MAX_VARIANTS;
	phrases(names, q, state, &p);
	switch (q->kind)
	{
		case SYNTH_LOOKUP:
			templates_lookup(&p, q, state, &c);
			break;
		case SYNTH_COUNT:
			templates_count(&p, q, state, &c);
			break;
		case SYNTH_AGGREGATE:
			templates_aggregate(&p, q, state, &c);
			break;
		case SYNTH_GROUP:
			templates_group(&p, q, state, &c);
			break;
		case SYNTH_TOP:
			templates_top(&p, q, state, &c);
			break;
		case SYNTH_EXTREME:
			templates_extreme(&p, q, state, &c);
			break;
		case SYNTH_COMPARE:
			templates_compare(&p, q, state, &c);
			break;
		case SYNTH_JOIN_LOOKUP:
		case SYNTH_JOIN_COUNT:
		case SYNTH_JOIN3_LOOKUP:
			templates_join(&p, q, state, &c);
			break;
		case SYNTH_N_KINDS:
			break;
	}
	/* draw without repeats (the same text from two templates counts once) */
	while (n < max && c.n > 0)
	{
		int			i = synth_random_below(state, c.n);
		char	   *s = c.items[i];
		bool		dup = false;

		c.items[i] = c.items[--c.n];
		for (int j = 0; j < n; j++)
			dup |= strcmp(out[j], s) == 0;
		if (dup)
			dt_free(s);
		else
			out[n++] = s;
	}
	for (int i = 0; i < c.n; i++)
		dt_free(c.items[i]);
	return n;
}
