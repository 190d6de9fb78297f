/*
 * sql_counted_elsewhere.c — a count of rows that are not the ones the question counts
 * (sql_counted_elsewhere.h).
 */
#include "sql/sql_counted_elsewhere.h"

/* The one table a word within COUNTED_TABLE_REACH after "how many" names (exactly, else
 * through the lexicon), the first such word; -1 when none or several. */
static int
counted_table(const TextTokens *t, const LinkResult *links)
{
	for (int i = 0; i + 1 < t->n; i++)
	{
		if (!text_token_is(t, i, "how") || !text_token_is(t, i + 1, "many"))
			continue;
		for (int j = i + 2; j <= i + 1 + COUNTED_TABLE_REACH && j < t->n; j++)
		{
			int			exact = -1,
						any = -1;
			bool		several = false;

			for (int k = 0; k < links->n_links; k++)
			{
				const SchemaLink *l = &links->links[k];

				if (l->kind != LINK_TABLE || l->token_start != j ||
					(l->match != LINK_EXACT && l->match != LINK_LEXICON))
					continue;
				if (l->match == LINK_EXACT)
				{
					several = several || (exact >= 0 && exact != l->table);
					exact = l->table;
				}
				else if (any < 0)
					any = l->table;
			}
			if (several)
				return -1;
			if (exact >= 0 || any >= 0)
				return exact >= 0 ? exact : any;
		}
		return -1;
	}
	return -1;
}

/* Whether select answers a count among its output columns. */
static bool
answers_a_count(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (e != NULL && (e->rule == SQL_RULE_COUNT_STAR || e->rule == SQL_RULE_COUNT ||
						  e->rule == SQL_RULE_COUNT_DISTINCT))
			return true;
	}
	return false;
}

int
sql_counted_elsewhere(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
					  const LinkResult *links)
{
	const SqlSlot *from;
	int			counted;

	if (ast == NULL || links == NULL || !sql_is_select(ast) || !answers_a_count(ast) ||
		(counted = counted_table(t, links)) < 0)
		return 0;
	from = &ast->slots[SQL_SELECT_FROM];
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			x = item->slots[0].table;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || x < 0 || x == counted ||
			g->tables[x].kind == SG_VIEW || g->tables[x].kind == SG_MATERIALIZED_VIEW ||
			schema_graph_table_references(g, x, counted))
			return 0;
	}
	return from->n_children > 0 ? 1 : 0;
}
