/*
 * sql_role_keys.c — of two keys from one table to another, the one whose role the
 * question says (see sql_role_keys.h).
 */
#include "sql/sql_role_keys.h"

#include <string.h>

#include "common/alloc.h"
#include "text/stemmer.h"

/* Most role words a key's name may have. */
#define ROLE_MAX_WORDS 4

/* Name words that say a column refers, not what role it plays. */
static const char *const key_words[] = {"id", "key", "no", "num", "code", "fk", NULL};

/* Whether word w is among words. */
static bool
word_among(const char *w, char *const *words, int n)
{
	for (int i = 0; i < n; i++)
		if (strcmp(words[i], w) == 0)
			return true;
	return false;
}

/* The role words of key column c referring to column pk of table ref, into buf (their
 * text) and out: where c's name ends with pk's ("salesperson_person_id", "person_id"),
 * the words before it, split on '_' ("salesperson"; "picked", "by"); else its name's
 * words but those of ref's name, of pk's name and the key words.  How many (up to max;
 * -1 when more). */
static int
role_words(const SchemaGraph *g, int c, int ref, int pk, char *buf, size_t size,
		   const char **out, int max)
{
	const char *name = g->columns[c].name,
			   *pk_name = g->columns[pk].name;
	size_t		len = strlen(name),
				pk_len = strlen(pk_name);
	const SgColumn *col = &g->columns[c];
	int			n = 0;

	if (len > pk_len + 1 && len - pk_len < size && strcmp(name + len - pk_len, pk_name) == 0)
	{
		char	   *w;

		memcpy(buf, name, len - pk_len);
		buf[len - pk_len] = '\0';
		for (w = strtok(buf, "_"); w != NULL; w = strtok(NULL, "_"))
		{
			if (n == max)
				return -1;
			out[n++] = w;
		}
		return n;
	}
	for (int w = 0; w < col->n_words; w++)
	{
		const char *word = col->words[w];

		if (text_word_in_list(word, key_words) ||
			word_among(word, g->tables[ref].words, g->tables[ref].n_words) ||
			word_among(word, g->columns[pk].words, g->columns[pk].n_words))
			continue;
		if (n == max)
			return -1;
		out[n++] = word;
	}
	return n;
}

/* Whether the question says word: a word of it with the same stem, or two words of it
 * written together ("sales person" of salesperson). */
static bool
question_says(const TextTokens *tokens, const char *word)
{
	char	   *stem = text_stem(word);
	bool		said = false;

	for (int i = 0; i < tokens->n && !said; i++)
	{
		const char *t = tokens->tokens[i].text;
		size_t		len = strlen(t);
		char	   *s;

		if (tokens->tokens[i].kind != TEXT_TOKEN_WORD)
			continue;
		s = text_stem(t);
		said = strcmp(s, stem) == 0 ||
			(i + 1 < tokens->n && strncmp(word, t, len) == 0 &&
			 strcmp(word + len, tokens->tokens[i + 1].text) == 0);
		dt_free(s);
	}
	dt_free(stem);
	return said;
}

/* Whether key column c (to pk of ref) has a role: a key named as the key it refers to
 * (border_info.state_name to state.state_name) is the plain relation, which a word of
 * another key's role ("border") does not turn. */
static bool
has_role(const SchemaGraph *g, int c, int ref, int pk)
{
	const char *words[ROLE_MAX_WORDS];
	char		buf[256];

	return role_words(g, c, ref, pk, buf, sizeof(buf), words, ROLE_MAX_WORDS) != 0;
}

/* Whether the question says the role of key column c (to pk of ref): every role word; a
 * key with no role word (or too many to read) says none. */
static bool
role_said(const SchemaGraph *g, const TextTokens *tokens, int c, int ref, int pk)
{
	const char *words[ROLE_MAX_WORDS];
	char		buf[256];
	int			n = role_words(g, c, ref, pk, buf, sizeof(buf), words, ROLE_MAX_WORDS);

	if (n <= 0)
		return false;
	for (int i = 0; i < n; i++)
		if (!question_says(tokens, words[i]))
			return false;
	return true;
}

/* The single-column foreign key column of table from that refers to pk, other than c,
 * whose role the question says; -1 when none or several. */
static int
said_other_key(const SchemaGraph *g, const TextTokens *tokens, int from, int c, int pk)
{
	int			ref = g->columns[pk].table,
				found = -1;

	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *fk = &g->foreign_keys[f];

		if (fk->table != from || fk->n_columns != 1 || fk->ref_columns[0] != pk ||
			fk->columns[0] == c || !role_said(g, tokens, fk->columns[0], ref, pk))
			continue;
		if (found >= 0)
			return -1;
		found = fk->columns[0];
	}
	return found;
}

/* Whether column c is a single-column foreign key to column pk. */
static bool
keys_to(const SchemaGraph *g, int c, int pk)
{
	for (int f = 0; f < g->n_foreign_keys; f++)
		if (g->foreign_keys[f].n_columns == 1 && g->foreign_keys[f].columns[0] == c &&
			g->foreign_keys[f].ref_columns[0] == pk)
			return true;
	return false;
}

/* In the join condition on (an "a = b" of two columns), the key side: the column that is
 * a single-column foreign key to the other, its operand index in *side and the key column
 * it should become in *to; false when the join needs no other key. */
static bool
role_join(const SqlNode *on, const SchemaGraph *g, const TextTokens *tokens, int *side, int *to)
{
	int			c[2];

	if (on == NULL || on->rule != SQL_RULE_EQ)
		return false;
	for (int k = 0; k < 2; k++)
		if ((c[k] = sql_column_graph_index(g, sql_node_child(on, k))) < 0)
			return false;
	for (int k = 0; k < 2; k++)
	{
		int			key = c[k],
					pk = c[1 - k],
					ref = g->columns[pk].table;

		if (!keys_to(g, key, pk) || !has_role(g, key, ref, pk) ||
			role_said(g, tokens, key, ref, pk))
			continue;
		if ((*to = said_other_key(g, tokens, g->columns[key].table, key, pk)) >= 0)
		{
			*side = k;
			return true;
		}
	}
	return false;
}

SqlNode *
sql_role_keys(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens)
{
	SqlNode    *copy = NULL;
	const SqlSlot *from;

	if (ast == NULL || !sql_is_select(ast))
		return NULL;
	from = &ast->slots[SQL_SELECT_FROM];
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			side,
					to;
		SqlNode    *column;

		if (item->rule != SQL_RULE_FROM_TABLE_JOIN ||
			!role_join(sql_node_child(item, 1), g, tokens, &side, &to))
			continue;
		if (copy != NULL)
		{
			sql_node_free(copy);
			return NULL;		/* two joins to turn: which role is whose is not said */
		}
		copy = sql_node_clone(ast);
		column = sql_node_child(sql_node_child(copy->slots[SQL_SELECT_FROM].children[k], 1), side);
		column->slots[0].column = to - g->tables[g->columns[to].table].first_column;
	}
	return copy;
}
