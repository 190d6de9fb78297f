/*
 * sql_verb_dates.c — a date compared where the verb before the question's date phrase
 * names another (sql_verb_dates.h).
 */
#include "sql/sql_verb_dates.h"

#include "text/event_verbs.h"

/* Record the date or time columns a column link of the word at v names by its own words. */
static void
note_named_dates(VerbDated *named, const SchemaGraph *g, const LinkResult *links, int v)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_COLUMN && l->token_start <= v && v < l->token_end &&
			(l->match == LINK_EXACT || l->match == LINK_PARTIAL) && l->column >= 0 &&
			g->columns[l->column].type_class == SG_TYPE_TIME)
			sql_seen_first(&named->columns, l->column);
	}
}

/* How far before a date phrase's preposition an event verb may come ("left the company
 * in 2020"). */
#define EVENT_VERB_REACH 4

/* Record the date or time columns whose name says the event of the verb `verb` (a column
 * name word that starts with one of its event words: text/event_verbs.h). */
static void
note_event_dates(VerbDated *named, const SchemaGraph *g, const char *verb)
{
	for (int c = 0; c < g->n_columns; c++)
	{
		if (g->columns[c].type_class != SG_TYPE_TIME)
			continue;
		for (int w = 0; w < g->columns[c].n_words; w++)
			if (text_event_verb_names(verb, g->columns[c].words[w]))
			{
				sql_seen_first(&named->columns, c);
				break;
			}
	}
}

/* The nearest event verb among the EVENT_VERB_REACH words before token at, within its
 * clause (no punctuation between); -1 for none. */
static int
event_verb_before(const TextTokens *t, int at)
{
	for (int k = at - 1; k >= 0 && k >= at - EVENT_VERB_REACH; k--)
	{
		if (t->tokens[k].kind != TEXT_TOKEN_WORD)
			return -1;
		if (text_is_event_verb(t->tokens[k].text))
			return k;
	}
	return -1;
}

VerbDated
sql_verb_dated_find(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
					const QuestionDatePhrases *phrases)
{
	static const char *const prepositions[] = {
		"in", "on", "during", "since", "before", "after", "until", "between", NULL
	};
	VerbDated	named = {{{0}, 0}};

	if (g == NULL || t == NULL || links == NULL || phrases == NULL)
		return named;
	for (int p = 0; p < phrases->n; p++)
	{
		int			at = phrases->phrases[p].start - 1,
					verb;

		if (at < 1 || !text_word_in_list(t->tokens[at].text, prepositions))
			continue;
		if (t->tokens[at - 1].kind == TEXT_TOKEN_WORD)
			note_named_dates(&named, g, links, at - 1);
		if ((verb = event_verb_before(t, at)) >= 0)
			note_event_dates(&named, g, t->tokens[verb].text);
	}
	return named;
}

/* What dated_otherwise reads: the graph, the named columns and those counted so far. */
typedef struct VerbDatesCount
{
	const SchemaGraph *g;
	const VerbDated *named;
	SqlSeen    *compared;
} VerbDatesCount;

/* sql_node_count's test: a comparison with literals of a date or time column that no verb
 * names, not counted before (recorded: a range's two ends count once). */
static bool
dated_otherwise(const SqlNode *n, const void *arg)
{
	const VerbDatesCount *d = arg;
	int			c = sql_literal_comparison_column(n, d->g);

	return c >= 0 && d->g->columns[c].type_class == SG_TYPE_TIME &&
		!sql_seen_has(&d->named->columns, c) &&
		sql_seen_first(d->compared, c);
}

int
sql_verb_dates(const SqlNode *ast, const SchemaGraph *g, const VerbDated *named)
{
	SqlSeen		compared = {{0}, 0};
	VerbDatesCount d = {g, named, &compared};
	bool		read = false;

	if (ast == NULL || named == NULL || named->columns.n == 0 || !sql_is_select(ast))
		return 0;
	for (int k = 0; k < named->columns.n && !read; k++)
		read = sql_instances_of_table(ast, g->columns[named->columns.ids[k]].table) > 0;
	if (!read)
		return 0;
	return sql_node_count(ast, dated_otherwise, &d);
}
