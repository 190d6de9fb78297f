/*
 * sql_superlative_ranking.c — a ranking for an unranked superlative
 * (sql_superlative_ranking.h).
 */
#include "sql/sql_superlative_ranking.h"

#include <stdlib.h>
#include <string.h>

#include "text/quantities.h"

/* The column seen so far (-1: none yet, -2: two different ones) after one more, column. */
static int
one_column(int seen, int column)
{
	return seen == -1 || seen == column ? column : -2;
}

/* The number column, of a table select declares once, that the links starting at token i
 * give by a measure or the lexicon; -1 none, -2 several (in *instance, its instance). */
static int
ranked_column_at(const SqlNode *select, const SchemaGraph *g, const LinkResult *links, int i,
				 int *instance)
{
	int			found = -1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			inst;

		if (l->token_start != i || l->kind != LINK_COLUMN || l->column < 0 ||
			(l->match != LINK_MEASURE && l->match != LINK_LEXICON) ||
			g->columns[l->column].type_class != SG_TYPE_NUMBER ||
			(inst = sql_from_only_instance(select, g->columns[l->column].table)) < 0)
			continue;
		found = one_column(found, l->column);
		if (found >= 0)
			*instance = inst;
	}
	return found;
}

/* The one column the unnamed superlatives of d rank by (above); -1 when none or several. */
static int
ranked_column(const SqlNode *select, const SchemaGraph *g, const TextTokens *t,
			  const LinkResult *links, const QuestionDirections *d, int *instance)
{
	int			found = -1;

	for (int k = 0; k < d->n_ranking_words; k++)
	{
		int			i = d->ranking_word[k],
					c;

		if (d->ranking_direction[k] == 0 || link_result_names_token(links, i))
			continue;
		if (text_token_is(t, i, "most") || text_token_is(t, i, "least"))
			i++;
		if ((c = ranked_column_at(select, g, links, i, instance)) != -1)
			found = one_column(found, c);
	}
	return found >= 0 ? found : -1;
}

/* Whether the question says number v (as a number token or an analyst's spelling). */
static bool
question_says(const TextTokens *t, double v)
{
	double		said;

	for (int i = 0; i < t->n; i++)
		if (text_token_number(&t->tokens[i], &said) && said == v)
			return true;
	return false;
}

typedef struct Invented
{
	const SchemaGraph *g;
	const TextTokens *t;
} Invented;

/* sql_where_keep's test: not an equality of a number column with a number the question
 * does not say. */
static bool
not_invented(const SqlNode *operand, const void *arg)
{
	const Invented *inv = arg;
	const SqlNode *a = sql_node_child(operand, 0),
			   *b = sql_node_child(operand, 1);
	int			c;

	if (operand->rule != SQL_RULE_EQ || a == NULL || b == NULL)
		return true;
	if (a->rule == SQL_RULE_VALUE)
	{
		const SqlNode *swap = a;

		a = b;
		b = swap;
	}
	if ((c = sql_column_graph_index(inv->g, a)) < 0 ||
		inv->g->columns[c].type_class != SG_TYPE_NUMBER || b->rule != SQL_RULE_VALUE ||
		b->slots[0].value == NULL || b->slots[0].value_type == SQL_VALUE_TEXT)
		return true;
	return question_says(inv->t, strtod(b->slots[0].value, NULL));
}

SqlNode *
sql_superlative_ranking(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
						const LinkResult *links, const QuestionDirections *d)
{
	Invented	inv = {g, t};
	int			direction = d->superlatives,
				column,
				instance = -1;
	SqlNode    *copy;

	if (ast == NULL || ast->rule != SQL_RULE_SELECT ||
		(direction != DIRECTION_UP && direction != DIRECTION_DOWN) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_HAVING].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present ||
		sql_answers_an_aggregate(ast) || sql_ranks_anything(ast) ||
		(column = ranked_column(ast, g, t, links, d, &instance)) < 0)
		return NULL;
	copy = sql_node_clone(ast);
	if (!sql_where_keep(copy, not_invented, &inv))
	{
		sql_node_free(copy);
		return NULL;
	}
	sql_rank_first(copy, sql_column_ref(g, instance, column), direction == DIRECTION_UP);
	return copy;
}
