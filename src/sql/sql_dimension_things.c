/*
 * sql_dimension_things.c — "the largest state" answered with the state, not its area
 * (sql_dimension_things.h).
 */
#include "sql/sql_dimension_things.h"

#include "schema/dimensions.h"
#include "schema/measures.h"

/* Whether token i is an adjective of price, which says what a thing costs and never names
 * the money itself: "the priciest book", "the most expensive product". */
static bool
price_adjective(const TextTokens *tokens, int i)
{
	static const char *const words[] = {
		"pricey", "pricier", "priciest", "expensive", "cheap", "cheaper", "cheapest",
		"costly", "costlier", "costliest", "dear", "dearer", "dearest", NULL
	};

	for (int w = 0; words[w] != NULL; w++)
		if (text_token_is(tokens, i, words[w]))
			return true;
	return false;
}

/* Whether money column c is linked by adjectives of price alone, in a question that does
 * not ask "how much": the thing is asked for ("What is our priciest book?"), not its price. */
static bool
priced_by(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links, int c)
{
	bool		priced = false;

	if (measure_kind_of(g, c) != MEASURE_MONEY)
		return false;
	for (int i = 0; i + 1 < tokens->n; i++)
		if (text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "much"))
			return false;
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind != LINK_COLUMN || l->column != c)
			continue;
		if (!price_adjective(tokens, l->token_start))
			return false;
		priced = true;
	}
	return priced;
}

/* Whether a word said of a thing links to graph column c as its dimension, and no word
 * that asks for the value itself does ("how big is the largest state"), or adjectives of
 * price alone link to money column c. */
static bool
ranks_by(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links, int c)
{
	bool		ranked = false;

	if (priced_by(g, tokens, links, c))
		return true;
	if (dimension_kind_of(g, c) == DIMENSION_NONE)
		return false;
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind != LINK_COLUMN || l->column != c || !dimension_link_is_word(g, tokens, l, c))
			continue;
		if (dimension_word_asks_value(tokens, l->token_start))
			return false;
		ranked = true;
	}
	return ranked;
}

/* How many times node refers to column (the same instance and column) anywhere in it. */
static int
references(const SqlNode *node, const SqlNode *column)
{
	int			n = 0;

	if (node == NULL)
		return 0;
	if (node->rule == SQL_RULE_COLUMN)
		return sql_node_equal(node, column) ? 1 : 0;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			n += references(node->slots[f].children[k], column);
	return n;
}

/* Whether a word names graph column c itself (not as a dimension or an adjective of
 * price): "the largest area of any state" asks for the area. */
static bool
named_itself(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links, int c)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_COLUMN && l->column == c && l->match != LINK_PARTIAL &&
			!dimension_link_is_word(g, tokens, l, c) && !price_adjective(tokens, l->token_start))
			return true;
	}
	return false;
}

/* The column select's one output takes the least or greatest of, "min(c)" or "max(c)",
 * in a SELECT that neither groups nor ranks; *greatest says which.  NULL otherwise. */
static SqlNode *
lone_extreme_column(const SqlNode *select, bool *greatest)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	SqlNode    *e,
			   *column;

	if (select->rule != SQL_RULE_SELECT || items->n_children != 1 ||
		items->children[0]->rule != SQL_RULE_SELECT_EXPR ||
		select->slots[SQL_SELECT_ORDER_BY].n_children > 0 ||
		select->slots[SQL_SELECT_LIMIT].present ||
		select->slots[SQL_SELECT_HAVING].n_children > 0 ||
		(e = sql_node_child(items->children[0], 0)) == NULL ||
		(e->rule != SQL_RULE_MIN && e->rule != SQL_RULE_MAX) ||
		(column = sql_node_child(e, 0)) == NULL || column->rule != SQL_RULE_COLUMN)
		return NULL;
	*greatest = e->rule == SQL_RULE_MAX;
	return column;
}

/* "What is the shortest river?" answered "SELECT min(length) FROM river": the river that
 * is shortest, "SELECT river_name FROM river ORDER BY length ASC LIMIT 1". */
static SqlNode *
extreme_thing(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
			  const LinkResult *links, const TableNames *names)
{
	SqlNode    *column;
	bool		greatest;
	int			c,
				name;

	if ((column = lone_extreme_column(ast, &greatest)) == NULL ||
		(c = sql_column_graph_index(g, column)) < 0 || !ranks_by(g, tokens, links, c) ||
		named_itself(g, tokens, links, c) ||
		(name = names[g->columns[c].table].single) < 0 || name == c)
		return ast;
	sql_rank_first(ast, sql_node_clone(column), greatest);
	sql_set_lone_output(ast, sql_column_ref(g, column->slots[0].instance, name));
	return ast;
}

SqlNode *
sql_dimension_things(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					 const LinkResult *links, const TableNames *names)
{
	SqlNode    *column;
	int			c,
				name;

	if (links == NULL || !sql_output_may_change(ast))
		return ast;
	if ((column = sql_lone_output_column(ast)) == NULL)
		return extreme_thing(ast, g, tokens, links, names);
	if ((c = sql_column_graph_index(g, column)) < 0 || !ranks_by(g, tokens, links, c) ||
		references(ast, column) < 2)
		return ast;
	name = names[g->columns[c].table].single;
	if (name < 0 || name == c)
		return ast;
	sql_set_lone_output(ast, sql_column_ref(g, column->slots[0].instance, name));
	return ast;
}
