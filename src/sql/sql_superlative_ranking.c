/*
 * sql_superlative_ranking.c — a ranking for an unranked superlative
 * (sql_superlative_ranking.h).
 */
#include "sql/sql_superlative_ranking.h"

#include <stdlib.h>
#include <string.h>

#include "sql/sql_current_rows.h"
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

/*
 * The date or time column the date superlatives of d ("first", "earliest", "latest") rank
 * by: of the table a word within two after one of them names ("the first manager of
 * Research": dept_manager's from_date), else of the tables select declares once together,
 * the one date or time column that ends no period (sql_table_date); -1 when none or several.
 */
static int
date_ranked_column(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
				   const QuestionDirections *d, int *instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	for (int k = 0; k < d->n_ranking_words; k++)
		for (int l = 0; l < links->n_links; l++)
		{
			const SchemaLink *link = &links->links[l];
			int			gap = link->token_start - d->ranking_word[k],
						inst,
						c;

			if (d->ranking_direction[k] != 0 || link->kind != LINK_TABLE || gap < 1 || gap > 2 ||
				(inst = sql_from_only_instance(select, link->table)) < 0 ||
				(c = sql_table_date(g, link->table)) < 0)
				continue;
			found = one_column(found, c);
			if (found >= 0)
				*instance = inst;
		}
	if (found != -1)
		return found >= 0 ? found : -1;
	for (int k = 0; k < from->n_children; k++)
	{
		int			t = from->children[k]->slots[0].table,
					inst,
					c;

		/* a table with no such date adds nothing; one with several makes it -2 */
		if (sql_rules[from->children[k]->rule].render != SQL_RK_FROM_TABLE ||
			(inst = sql_from_only_instance(select, t)) < 0 || (c = sql_table_date(g, t)) == -1)
			continue;
		found = one_column(found, c);
		if (found >= 0)
			*instance = inst;
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

	bool		dates = false;

	/* of dates only where no superlative ranks numbers ("the first person we hired"); a
	 * SELECT DISTINCT ranked to its first row needs no DISTINCT */
	if (direction == 0 && d->date_superlatives != 0 &&
		d->date_superlatives != (DIRECTION_UP | DIRECTION_DOWN))
		direction = d->date_superlatives, dates = true;
	if (ast == NULL || (ast->rule != SQL_RULE_SELECT && !(dates && ast->rule == SQL_RULE_SELECT_DISTINCT)) ||
		(direction != DIRECTION_UP && direction != DIRECTION_DOWN) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_HAVING].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present ||
		sql_answers_an_aggregate(ast) || sql_ranks_anything(ast))
		return NULL;
	column = dates ? date_ranked_column(ast, g, links, d, &instance) :
		ranked_column(ast, g, t, links, d, &instance);
	if (column < 0)
		return NULL;
	copy = sql_node_clone(ast);
	copy->rule = SQL_RULE_SELECT;
	if (!sql_where_keep(copy, not_invented, &inv))
	{
		sql_node_free(copy);
		return NULL;
	}
	sql_rank_first(copy, sql_column_ref(g, instance, column), direction == DIRECTION_UP);
	return copy;
}
