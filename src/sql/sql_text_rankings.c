/*
 * sql_text_rankings.c — a ranking by a text column where the question ranks by a number
 * (sql_text_rankings.h).
 */
#include "sql/sql_text_rankings.h"

#include "text/tokenizer.h"

/* Whether e is a plain column of text whose name says no date: a date kept as text
 * ("original_air_date") ranks by time as its text sorts. */
static bool
text_column(const SchemaGraph *g, const SqlNode *e)
{
	static const char *const of_time[] = {"date", "time", "year", "month", "day", NULL};
	int			c = e != NULL && e->rule == SQL_RULE_COLUMN ? sql_column_graph_index(g, e) : -1;

	if (c < 0 || g->columns[c].type_class != SG_TYPE_TEXT)
		return false;
	for (int w = 0; w < g->columns[c].n_words; w++)
		if (text_word_in_list(g->columns[c].words[w], of_time))
			return false;
	return true;
}

/* sql_node_count's test: a min or max of a text column, or a SELECT with a LIMIT that
 * orders by one. */
static bool
ranks_text(const SqlNode *n, const void *arg)
{
	const SchemaGraph *g = arg;
	const SqlSlot *order;

	if (n->rule == SQL_RULE_MIN || n->rule == SQL_RULE_MAX)
		return text_column(g, sql_node_child(n, 0));
	if (!sql_is_select(n) || !n->slots[SQL_SELECT_LIMIT].present)
		return false;
	order = &n->slots[SQL_SELECT_ORDER_BY];
	for (int i = 0; i < order->n_children; i++)
		if (text_column(g, sql_node_child(order->children[i], 0)))
			return true;
	return false;
}

int
sql_text_rankings(const SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d)
{
	if (ast == NULL || d->alphabetical != 0 ||
		(d->superlatives != DIRECTION_UP && d->superlatives != DIRECTION_DOWN))
		return 0;
	return sql_node_count(ast, ranks_text, g);
}
