/*
 * answer_where.c — a question that asks where a named thing is, answered with a place
 * (answer_where.h).
 */
#include "answer/answer_where.h"

#include <string.h>

/* Place words by size: a place of rank r lies in places of higher ranks. */
typedef struct PlaceWord
{
	const char *word;
	int			rank;
} PlaceWord;

static const PlaceWord place_words[] = {
	{"address", 1}, {"street", 1}, {"location", 1},
	{"city", 2}, {"town", 2}, {"hometown", 2}, {"birthplace", 2},
	{"county", 3}, {"district", 3},
	{"state", 4}, {"province", 4}, {"region", 4}, {"territory", 4},
	{"country", 5}, {"nation", 5},
	{"continent", 6},
};

/* The rank of the place word w, 0 when it is none. */
static int
place_rank(const char *w)
{
	for (size_t i = 0; i < sizeof(place_words) / sizeof(place_words[0]); i++)
		if (strcmp(w, place_words[i].word) == 0)
			return place_words[i].rank;
	return 0;
}

/* The rank of the first place word of words[0..n), 0 when none; *word the word. */
static int
words_rank(char **words, int n, const char **word)
{
	for (int i = 0; i < n; i++)
	{
		int			r = place_rank(words[i]);

		if (r > 0)
		{
			*word = words[i];
			return r;
		}
	}
	return 0;
}

/* Whether the question's last word (before its punctuation) asks where a thing it
 * describes comes from or lies: "Where is the youngest teacher from?", "Where is our
 * biggest customer based?". */
static bool
ends_asking_place(const TextTokens *tokens)
{
	static const char *const place_verbs[] = {"from", "based", "located", NULL};
	int			last = tokens->n - 1;

	while (last > 0 && tokens->tokens[last].kind == TEXT_TOKEN_PUNCT)
		last--;
	return last > 2 && tokens->tokens[last].kind == TEXT_TOKEN_WORD &&
		text_word_in_list(tokens->tokens[last].text, place_verbs);
}

bool
answer_asks_where(const TextTokens *tokens, const LinkResult *links)
{
	int			i = 2;

	if (tokens->n < 3 || !text_token_is(tokens, 0, "where"))
		return false;
	if (ends_asking_place(tokens))
		return true;
	if (text_token_is(tokens, i, "the"))
		i++;
	for (int k = 0; k < links->n_links && i < tokens->n; k++)
		if (links->links[k].kind == LINK_VALUE && links->links[k].value != NULL &&
			links->links[k].token_start == i)
			return true;
	return false;
}

/* The smallest place column of table larger than the table's own thing, or -1 when there
 * is none or two of that size named by different words. */
static int
smallest_place_above(const SchemaGraph *g, int table)
{
	const SgTable *t = &g->tables[table];
	const char *own_word = NULL,
			   *best_word = NULL;
	int			own = words_rank(t->words, t->n_words, &own_word),
				best = -1,
				best_rank = 0;

	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
	{
		const char *word = NULL;
		int			r;

		if (g->columns[c].type_class != SG_TYPE_TEXT ||
			(r = words_rank(g->columns[c].words, g->columns[c].n_words, &word)) <= own)
			continue;
		if (best < 0 || r < best_rank)
		{
			best = c;
			best_rank = r;
			best_word = word;
		}
		else if (r == best_rank && strcmp(word, best_word) != 0)
			return -1;
	}
	return best;
}

SqlNode *
answer_where_places(SqlNode *ast, const SchemaGraph *g, bool where)
{
	SqlNode    *col;
	int			c,
				place;

	if (!where || !sql_output_may_change(ast) || (col = sql_lone_output_column(ast)) == NULL ||
		(c = sql_column_graph_index(g, col)) < 0 ||
		(place = smallest_place_above(g, g->columns[c].table)) < 0 || place == c)
		return ast;
	col->slots[0].column = place - g->tables[g->columns[c].table].first_column;
	return ast;
}
