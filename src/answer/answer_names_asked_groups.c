/*
 * answer_names_asked_groups.c — "Which product line has the most orders?": the groups of
 * the attribute the question asks for, not of the rows that hold it (answer_names.h,
 * answer_asked_groups).
 */
#include "answer/answer_names_internal.h"

/* Whether the words right after the asking word name column c by its name (an exact
 * column link over names_asked_span_end's span), and name no table exactly
 * over that span but the one c refers to ("Which product line": the key
 * products.product_line to productlines, though "product" alone names products; not
 * "Which customers": the rows). */
static bool
asked_column(const SchemaGraph *g, const LinkResult *links, const NameQuestion *q, int c)
{
	bool		named = false;
	int			f = single_column_reference(g, c),
				longest = names_asked_span_end(links, q);

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->token_start != q->ask_token + 1 || l->token_end != longest ||
			l->match != LINK_EXACT)
			continue;
		if (l->kind == LINK_TABLE && (f < 0 || g->foreign_keys[f].ref_table != l->table))
			return false;
		named = named || (l->kind == LINK_COLUMN && l->column == c);
	}
	return named;
}

SqlNode *
answer_asked_groups(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
					const NameQuestion *q)
{
	const SqlSlot *group,
			   *items;
	const SqlNode *key;
	const TableNames *tn;
	SqlNode    *copy;
	int			c = -1,
				k_col,
				instance = -1;
	bool		output = false;

	if (ast == NULL || ast->rule != SQL_RULE_SELECT || q->ask != NAME_ASK_WHICH ||
		!q->at_start)
		return NULL;
	group = &ast->slots[SQL_SELECT_GROUP_BY];
	items = &ast->slots[SQL_SELECT_ITEMS];
	if (group->n_children != 1 ||
		(k_col = names_graph_column(ast, (key = group->children[0]), g)) < 0 ||
		k_col != single_primary_key(g, g->columns[k_col].table))
		return NULL;
	/* the outputs: one column of the grouped instance and aggregates */
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL)
			return NULL;
		if (sql_rule_is_aggregate(e->rule))
			continue;
		if (output || e->slots[0].instance != key->slots[0].instance ||
			(c = names_graph_column(ast, e, g)) < 0)
			return NULL;
		output = true;
		instance = e->slots[0].instance;
	}
	if (!output)
		return NULL;
	tn = &q->names[g->columns[c].table];
	if (g->columns[c].primary_key || c == tn->single || c == tn->given || c == tn->family ||
		!asked_column(g, links, q, c))
		return NULL;
	copy = sql_node_clone(ast);
	sql_node_free(copy->slots[SQL_SELECT_GROUP_BY].children[0]);
	copy->slots[SQL_SELECT_GROUP_BY].children[0] = sql_column_ref(g, instance, c);
	return copy;
}
