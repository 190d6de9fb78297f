/*
 * sql_aggregate_words.c — the aggregate a word right before a column's name asks for
 * (sql_aggregate_words.h).
 */
#include "sql/sql_aggregate_words.h"

#include "sql/sql_grammar.h"

/* Most aggregate words of one question looked at. */
#define AGGREGATE_WORDS_MAX 8

/* One aggregate word and the word after it. */
typedef struct AggregateWord
{
	SqlRuleId	rule;			/* SQL_RULE_MAX, _MIN, _SUM or _AVG */
	int			next;			/* the token after it, which links to columns */
} AggregateWord;

typedef struct AggregateWords
{
	int			n;
	AggregateWord items[AGGREGATE_WORDS_MAX];
	const SchemaGraph *g;
	const LinkResult *links;
} AggregateWords;

/* The aggregate token i of t asks for, or -1. */
static int
word_rule(const TextTokens *t, int i)
{
	static const char *const max_words[] = {"maximum", "max", "highest", "top", "largest",
	"biggest", "greatest", NULL};
	static const char *const min_words[] = {"minimum", "min", "lowest", "smallest", "fewest", NULL};
	static const char *const sum_words[] = {"total", "combined", NULL};
	static const char *const avg_words[] = {"average", "mean", "avg", NULL};
	const char *w;

	if (i < 0 || i >= t->n || t->tokens[i].kind != TEXT_TOKEN_WORD)
		return -1;
	w = t->tokens[i].text;
	if (text_word_in_list(w, max_words))
		return SQL_RULE_MAX;
	if (text_word_in_list(w, min_words))
		return SQL_RULE_MIN;
	if (text_word_in_list(w, sum_words))
		return SQL_RULE_SUM;
	if (text_word_in_list(w, avg_words))
		return SQL_RULE_AVG;
	return -1;
}

/* Whether a link that says a column by its name or a relative of it (or, with part, by a
 * part of its name) starts at token i. */
static bool
column_linked_at(const LinkResult *links, int i, bool part)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_COLUMN && l->token_start == i && l->column >= 0 &&
			(l->match == LINK_EXACT || l->match == LINK_LEXICON ||
			 l->match == LINK_ABBREVIATION || (part && l->match == LINK_PARTIAL)))
			return true;
	}
	return false;
}

/* Whether token i is the "much" of "how much" in a question that says no extreme ("How much
 * tax was charged on DelBont's orders?": the sum; not "How much salary does the highest
 * paid employee get?"). */
static bool
how_much_total(const TextTokens *t, int i)
{
	if (!text_token_is(t, i, "much") || !text_token_is(t, i - 1, "how"))
		return false;
	for (int k = 0; k < t->n; k++)
	{
		int			rule = word_rule(t, k);

		if (rule == SQL_RULE_MAX || rule == SQL_RULE_MIN || text_token_is(t, k, "most") ||
			text_token_is(t, k, "least"))
			return false;
	}
	return true;
}

static void
words_find(const SchemaGraph *g, const TextTokens *t, const LinkResult *links, AggregateWords *out)
{
	out->n = 0;
	out->g = g;
	out->links = links;
	for (int i = 0; i + 1 < t->n && out->n < AGGREGATE_WORDS_MAX; i++)
	{
		bool		how_much = how_much_total(t, i);
		int			rule = how_much ? SQL_RULE_SUM : word_rule(t, i);

		if (rule < 0 || link_result_names_token(links, i) ||
			!column_linked_at(links, i + 1, how_much))
			continue;
		out->items[out->n++] = (AggregateWord) {rule, i + 1};
	}
}

/* Whether graph column c is one the word's next token links to, of a type its aggregate
 * takes (a sum or an average of numbers). */
static bool
word_links_column(const AggregateWords *w, const AggregateWord *word, int c)
{
	if ((word->rule == SQL_RULE_SUM || word->rule == SQL_RULE_AVG) &&
		w->g->columns[c].type_class != SG_TYPE_NUMBER)
		return false;
	for (int k = 0; k < w->links->n_links; k++)
	{
		const SchemaLink *l = &w->links->links[k];

		if (l->kind == LINK_COLUMN && l->token_start == word->next && l->column == c)
			return true;
	}
	return false;
}

static bool
is_aggregate(SqlRuleId rule)
{
	return rule == SQL_RULE_MAX || rule == SQL_RULE_MIN || rule == SQL_RULE_SUM ||
		rule == SQL_RULE_AVG;
}

/* Whether rule (an aggregate's) goes against word's: another kind, max and min aside. */
static bool
against(SqlRuleId rule, SqlRuleId word)
{
	bool		extreme = rule == SQL_RULE_MAX || rule == SQL_RULE_MIN;
	bool		word_extreme = word == SQL_RULE_MAX || word == SQL_RULE_MIN;

	return rule != word && !(extreme && word_extreme);
}

/* Whether field f of node is a SELECT's ORDER BY and word a superlative: the ranking is the
 * word's, and the aggregate ranked says how a group's measure adds up ("the state with the
 * largest population" over its cities: ORDER BY sum(population) DESC). */
static bool
ranks_groups(const SqlNode *node, int f, const AggregateWord *word)
{
	return sql_is_select(node) && f == SQL_SELECT_ORDER_BY &&
		(word->rule == SQL_RULE_MAX || word->rule == SQL_RULE_MIN);
}

/* What node's aggregates of the word's columns are: of its kind, and against it. */
typedef struct Verdict
{
	int			agree;
	int			disagree;
} Verdict;

static void
judge(const SqlNode *node, const AggregateWords *w, const AggregateWord *word, Verdict *v)
{
	if (node == NULL)
		return;
	if (is_aggregate(node->rule))
	{
		int			c = sql_column_graph_index(w->g, sql_node_child(node, 0));

		if (c >= 0 && word_links_column(w, word, c))
		{
			if (node->rule == word->rule)
				v->agree++;
			else if (against(node->rule, word->rule))
				v->disagree++;
		}
	}
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children && !ranks_groups(node, f, word); k++)
			judge(node->slots[f].children[k], w, word, v);
}

/* Whether ast goes against word: an aggregate of its columns against it, none of its kind. */
static bool
goes_against(const SqlNode *ast, const AggregateWords *w, const AggregateWord *word)
{
	Verdict		v = {0, 0};

	judge(ast, w, word, &v);
	return v.disagree > 0 && v.agree == 0;
}

int
sql_aggregate_words_against(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
							const LinkResult *links)
{
	AggregateWords w;
	int			n = 0;

	if (ast == NULL || links == NULL)
		return 0;
	words_find(g, t, links, &w);
	for (int k = 0; k < w.n; k++)
		n += goes_against(ast, &w, &w.items[k]);
	return n;
}

/* Each aggregate of node over the word's columns that goes against it made of its kind. */
static void
turn(SqlNode *node, const AggregateWords *w, const AggregateWord *word)
{
	if (node == NULL)
		return;
	if (is_aggregate(node->rule) && against(node->rule, word->rule))
	{
		int			c = sql_column_graph_index(w->g, sql_node_child(node, 0));

		if (c >= 0 && word_links_column(w, word, c))
			node->rule = word->rule;
	}
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children && !ranks_groups(node, f, word); k++)
			turn(node->slots[f].children[k], w, word);
}

SqlNode *
sql_aggregate_words_turned(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
						   const LinkResult *links)
{
	AggregateWords w;
	SqlNode    *copy = NULL;

	if (ast == NULL || links == NULL)
		return NULL;
	words_find(g, t, links, &w);
	for (int k = 0; k < w.n; k++)
		if (goes_against(copy != NULL ? copy : ast, &w, &w.items[k]))
		{
			if (copy == NULL)
				copy = sql_node_clone(ast);
			turn(copy, &w, &w.items[k]);
		}
	return copy;
}
