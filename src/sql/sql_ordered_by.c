/*
 * sql_ordered_by.c — the column a question says to order its rows by (sql_ordered_by.h).
 */
#include "sql/sql_ordered_by.h"

/* Words between the order phrase and the column's words. */
static const char *const order_fillers[] = {
	"the", "their", "its", "his", "her", "each", "ascending", "descending", "increasing",
	"decreasing", "alphabetical", "reverse", "reversed", "lexicographical", NULL
};

/* Where the column's words start after an order phrase at token i ("order by", "ordered
 * by", "sort by", "sorted by", "arranged by", "order of"), -1 when none is there. */
static int
order_phrase_at(const TextTokens *t, int i)
{
	static const char *const ordering[] = {"order", "ordered", "sort", "sorted", "arranged",
	"ranked", NULL};

	if (i + 1 >= t->n || t->tokens[i].kind != TEXT_TOKEN_WORD ||
		!text_word_in_list(t->tokens[i].text, ordering))
		return -1;
	if (text_token_is(t, i + 1, "by"))
		return i + 2;
	/* "in (alphabetical) order of": "order of" alone, not "in the order of 5" */
	if (text_token_is(t, i, "order") && text_token_is(t, i + 1, "of") &&
		(text_token_is(t, i - 1, "alphabetical") || text_token_is(t, i - 1, "ascending") ||
		 text_token_is(t, i - 1, "descending") || text_token_is(t, i - 1, "the")))
		return i + 2;
	return -1;
}

OrderedBy
sql_ordered_by_find(const TextTokens *t)
{
	OrderedBy	by = {-1, -1};

	for (int i = 0; t != NULL && i < t->n; i++)
	{
		int			j = order_phrase_at(t, i);

		if (j < 0)
			continue;
		while (j < t->n && t->tokens[j].kind == TEXT_TOKEN_WORD &&
			   text_word_in_list(t->tokens[j].text, order_fillers))
			j++;
		by.start = j;
		by.end = j;
		while (by.end < t->n && by.end < j + ORDERED_BY_REACH &&
			   t->tokens[by.end].kind == TEXT_TOKEN_WORD)
			by.end++;
		return by;
	}
	return by;
}

/* The column the question names to order by, of a table select declares once, and its
 * instance (*instance); -1 when none, or several and not exactly one of them shown. */
static int
named_column(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
			 const OrderedBy *by, int *instance)
{
	SqlSeen		seen = {{0}, 0};	/* each column counted once, whatever links it */
	int			found = -1,
				found_shown = -1,
				n = 0,
				n_shown = 0;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			c = l->column;

		if (l->kind != LINK_COLUMN || c < 0 || c >= g->n_columns || l->match == LINK_LEXICON ||
			l->match == LINK_MEASURE || l->token_start < by->start || l->token_start >= by->end ||
			sql_from_only_instance(select, g->columns[c].table) < 0)
			continue;
		if (seen.n == SQL_SEEN_MAX)
			return -1;			/* too many to tell */
		if (!sql_seen_first(&seen, c))
			continue;			/* met before */
		n++;
		found = c;
		if (sql_shows_graph_column(select, g, c))
		{
			n_shown++;
			found_shown = c;
		}
	}
	if (n > 1)
		found = n_shown == 1 ? found_shown : -1;
	if (found >= 0)
		*instance = sql_from_only_instance(select, g->columns[found].table);
	return found;
}

/* Whether select orders all its rows (an ORDER BY, no LIMIT) first by something other
 * than graph column c. */
static bool
ordered_first_otherwise(const SqlNode *select, const SchemaGraph *g, int c)
{
	const SqlSlot *order = &select->slots[SQL_SELECT_ORDER_BY];

	return order->n_children > 0 && !select->slots[SQL_SELECT_LIMIT].present &&
		sql_column_graph_index(g, sql_node_child(order->children[0], 0)) != c;
}

/* The column the question names to order by (named_column), where ast orders all its
 * rows first by something else, and its instance (*instance); -1 when none: what the cost
 * ordered_otherwise and the copy order_by_named both read. */
static int
ordered_against(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
				const OrderedBy *by, int *instance)
{
	int			c;

	if (ast == NULL || links == NULL || by->start < 0 || !sql_is_select(ast) ||
		(c = named_column(ast, g, links, by, instance)) < 0 || !ordered_first_otherwise(ast, g, c))
		return -1;
	return c;
}

int
sql_ordered_otherwise(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
					  const OrderedBy *by)
{
	int			instance;

	return ordered_against(ast, g, links, by, &instance) >= 0 ? 1 : 0;
}

/* Whether select groups by graph column c. */
static bool
grouped_by(const SqlNode *select, const SchemaGraph *g, int c)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];

	for (int k = 0; k < group->n_children; k++)
		if (sql_column_graph_index(g, group->children[k]) == c)
			return true;
	return false;
}

SqlNode *
sql_order_by_named(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
				   const OrderedBy *by)
{
	int			instance,
				c;
	SqlNode    *copy,
			   *item;

	if ((c = ordered_against(ast, g, links, by, &instance)) < 0)
		return NULL;
	/* a grouped SELECT may order only by what it groups by or shows */
	if (ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 && !grouped_by(ast, g, c) &&
		!sql_shows_graph_column(ast, g, c))
		return NULL;
	copy = sql_node_clone(ast);
	item = copy->slots[SQL_SELECT_ORDER_BY].children[0];
	sql_slot_clear(&item->slots[0]);
	sql_slot_add_child(&item->slots[0], sql_column_ref(g, instance, c));
	return copy;
}
