/*
 * sql_against_dimensions.c — a thing ranked by another number than the dimension a word
 * says (sql_against_dimensions.h).
 */
#include "sql/sql_against_dimensions.h"

#include "schema/dimensions.h"

/* Whether x's table has another column of dimension kind k. */
static bool
has_other_dimension(const SchemaGraph *g, int x, DimensionKind k)
{
	const SgTable *t = &g->tables[g->columns[x].table];

	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		if (c != x && dimension_kind_of(g, c) == k)
			return true;
	return false;
}

/* Whether graph column x ranks against a dimension word: no word links to x, and a word
 * of a dimension said of a thing (not asking for its value: "how big") is of the kind of
 * another column of x's table ("smallest" and a state's area).  The word itself, not its
 * link: a question that names the dimension column elsewhere ("the area of the smallest
 * state") links no dimension word (schema/dimensions.h). */
static bool
ranks_against(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links, int x)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_COLUMN && links->links[i].column == x)
			return false;
	for (int i = 0; i < tokens->n; i++)
	{
		DimensionKind k = dimension_word_kind(tokens, i);

		if (k != DIMENSION_NONE && !dimension_word_asks_value(tokens, i) &&
			has_other_dimension(g, x, k))
			return true;
	}
	return false;
}

/* What counts_subquery_ranking reads and counts. */
typedef struct Against
{
	const SchemaGraph *g;
	const TextTokens *tokens;
	const LinkResult *links;
	int			n;
} Against;

/* Whether column reference x (NULL: none) ranks against a dimension word. */
static bool
column_ranks_against(const Against *a, const SqlNode *x)
{
	int			c = x != NULL ? sql_column_graph_index(a->g, x) : -1;

	return c >= 0 && ranks_against(a->g, a->tokens, a->links, c);
}

/* sql_conjunct_any's test, used for its walk: counts a comparison with a scalar subquery's
 * extreme that ranks against a dimension word; never stops the walk. */
static bool
counts_subquery_ranking(const SqlNode *operand, const void *arg)
{
	Against    *a = (Against *) arg;

	if (operand->rule >= SQL_RULE_EQ && operand->rule <= SQL_RULE_GE)
		for (int side = 0; side < 2; side++)
		{
			const SqlNode *x = sql_extreme_of_subquery(sql_node_child(operand, side));

			/* the extreme taken, and the column compared with it */
			if (x != NULL && (column_ranks_against(a, x) ||
							  column_ranks_against(a, sql_node_child(operand, 1 - side))))
				a->n++;
		}
	return false;
}

int
sql_against_dimensions(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					   const LinkResult *links)
{
	Against		a = {g, tokens, links, 0};

	if (ast == NULL || links == NULL || !sql_is_select(ast))
		return 0;
	if (ast->slots[SQL_SELECT_LIMIT].present)
	{
		const SqlSlot *order = &ast->slots[SQL_SELECT_ORDER_BY];

		for (int k = 0; k < order->n_children; k++)
			if (column_ranks_against(&a, sql_node_child(order->children[k], 0)))
				a.n++;
	}
	sql_conjunct_any(sql_node_child(ast, SQL_SELECT_WHERE), counts_subquery_ranking, &a);
	return a.n;
}
