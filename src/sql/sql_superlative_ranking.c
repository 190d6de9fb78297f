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
 * Research": dept_manager's from_date; counted from "recent" of "most recent"), else
 * (unless named_only) of the tables select declares once together, the one date or time
 * column that ends no period (sql_table_date); -1 when none or several.
 */
static int
date_ranked_column(const SqlNode *select, const SchemaGraph *g, const TextTokens *t,
				   const LinkResult *links, const QuestionDirections *d, bool named_only,
				   int *instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	for (int k = 0; k < d->n_ranking_words; k++)
		for (int l = 0; l < links->n_links; l++)
		{
			const SchemaLink *link = &links->links[l];
			int			word = d->ranking_word[k] + (text_token_is(t, d->ranking_word[k], "most") ||
														 text_token_is(t, d->ranking_word[k], "least")),
						gap = link->token_start - word,
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
	if (found != -1 || named_only)
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

/* Whether select's output k takes the min, max, sum or average of a column that holds no
 * dates or times ("max(cost_of_treatment)" for "the most recent treatment's cost"). */
static bool
extreme_of_non_date(const SqlNode *select, const SchemaGraph *g, int k)
{
	const SqlNode *e = sql_node_child(select->slots[SQL_SELECT_ITEMS].children[k], 0);
	int			c;

	return e != NULL && (e->rule == SQL_RULE_MIN || e->rule == SQL_RULE_MAX ||
						 e->rule == SQL_RULE_SUM || e->rule == SQL_RULE_AVG) &&
		(c = sql_column_graph_index(g, sql_node_child(e, 0))) >= 0 &&
		g->columns[c].type_class != SG_TYPE_TIME;
}

/* Whether any output of select is such an aggregate. */
static bool
has_extreme_of_non_date(const SqlNode *select, const SchemaGraph *g)
{
	for (int k = 0; k < select->slots[SQL_SELECT_ITEMS].n_children; k++)
		if (extreme_of_non_date(select, g, k))
			return true;
	return false;
}

/*
 * A clone of select whose outputs that take such an aggregate take the column itself; NULL
 * when select has none.
 */
static SqlNode *
extremes_unwrapped(const SqlNode *select, const SchemaGraph *g)
{
	SqlNode    *copy = NULL;

	for (int k = 0; k < select->slots[SQL_SELECT_ITEMS].n_children; k++)
	{
		SqlNode    *aggregate;

		if (!extreme_of_non_date(select, g, k))
			continue;
		if (copy == NULL)
			copy = sql_node_clone(select);
		/* the aggregate's column takes its place */
		aggregate = copy->slots[SQL_SELECT_ITEMS].children[k]->slots[0].children[0];
		copy->slots[SQL_SELECT_ITEMS].children[k]->slots[0].children[0] =
			aggregate->slots[0].children[0];
		aggregate->slots[0].n_children = 0;
		sql_node_free(aggregate);
	}
	return copy;
}

/* The direction of d's date superlatives where no superlative ranks numbers ("the first
 * person we hired") and they do not say both ways; 0 otherwise. */
static int
date_direction(const QuestionDirections *d)
{
	if (d->superlatives == 0 && d->date_superlatives != 0 &&
		d->date_superlatives != (DIRECTION_UP | DIRECTION_DOWN))
		return d->date_superlatives;
	return 0;
}

/* The copy (sql_superlative_ranking), and whether it answers a column where ast answered
 * an aggregate of it (*unwrapped). */
static SqlNode *
ranking_copy(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
			 const LinkResult *links, const QuestionDirections *d, bool *unwrapped)
{
	Invented	inv = {g, t};
	int			direction = d->superlatives,
				date_dir = date_direction(d),
				column,
				instance = -1;
	SqlNode    *plain = NULL,
			   *copy;
	const SqlNode *source = ast;
	bool		dates = false;

	*unwrapped = false;
	/* of dates only where no superlative ranks numbers; a SELECT DISTINCT ranked to its
	 * first row needs no DISTINCT */
	if (date_dir != 0)
		direction = date_dir, dates = true;
	if (ast == NULL)
		return NULL;
	/* "How much does the most recent treatment cost?" said as max(cost_of_treatment): the
	 * most recent treatment's cost, where a word right after the superlative names the
	 * table whose rows it ranks */
	if (dates && ast->rule == SQL_RULE_SELECT)
		source = plain = extremes_unwrapped(ast, g);
	if (source == NULL)
		source = ast;
	if ((source->rule != SQL_RULE_SELECT && !(dates && source->rule == SQL_RULE_SELECT_DISTINCT)) ||
		(direction != DIRECTION_UP && direction != DIRECTION_DOWN) ||
		!sql_select_is_unshaped(source) || sql_answers_an_aggregate(source) ||
		sql_ranks_anything(source))
		column = -1;
	else
		column = dates ? date_ranked_column(source, g, t, links, d, plain != NULL, &instance) :
			ranked_column(source, g, t, links, d, &instance);
	if (column < 0)
	{
		sql_node_free(plain);
		return NULL;
	}
	copy = plain != NULL ? plain : sql_node_clone(source);
	copy->rule = SQL_RULE_SELECT;
	if (!sql_where_keep(copy, not_invented, &inv))
	{
		sql_node_free(copy);
		return NULL;
	}
	sql_rank_first(copy, sql_column_ref(g, instance, column), direction == DIRECTION_UP);
	*unwrapped = plain != NULL;
	return copy;
}

SqlNode *
sql_superlative_ranking(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
						const LinkResult *links, const QuestionDirections *d)
{
	bool		unwrapped;

	return ranking_copy(ast, g, t, links, d, &unwrapped);
}

int
sql_date_ranked_as_aggregate(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
							 const LinkResult *links, const QuestionDirections *d)
{
	bool		unwrapped;
	SqlNode    *copy;

	/* most candidates fail here, before the copy is built */
	if (ast == NULL || ast->rule != SQL_RULE_SELECT || date_direction(d) == 0 ||
		!has_extreme_of_non_date(ast, g))
		return 0;
	copy = ranking_copy(ast, g, t, links, d, &unwrapped);
	sql_node_free(copy);
	return unwrapped ? 1 : 0;
}
