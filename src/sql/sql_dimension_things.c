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

		if (l->kind != LINK_COLUMN || l->match != LINK_MEASURE || l->column != c)
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

SqlNode *
sql_dimension_things(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					 const LinkResult *links, const TableNames *names)
{
	SqlNode    *column;
	int			c,
				name;

	if (links == NULL || !sql_output_may_change(ast) ||
		(column = sql_lone_output_column(ast)) == NULL ||
		(c = sql_column_graph_index(g, column)) < 0 || !ranks_by(g, tokens, links, c) ||
		references(ast, column) < 2)
		return ast;
	name = names[g->columns[c].table].single;
	if (name < 0 || name == c)
		return ast;
	sql_set_lone_output(ast, sql_column_ref(g, column->slots[0].instance, name));
	return ast;
}
