/*
 * sql_verb_dates.c — a date compared where the verb before the question's date phrase
 * names another (sql_verb_dates.h).
 */
#include "sql/sql_verb_dates.h"

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
		int			at = phrases->phrases[p].start - 1;

		if (at >= 1 && text_word_in_list(t->tokens[at].text, prepositions) &&
			t->tokens[at - 1].kind == TEXT_TOKEN_WORD)
			note_named_dates(&named, g, links, at - 1);
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
