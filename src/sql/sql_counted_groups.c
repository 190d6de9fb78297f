/*
 * sql_counted_groups.c — "how many" of the groups a HAVING keeps (sql_counted_groups.h).
 */
#include "sql/sql_counted_groups.h"

#include "sql/sql_grammar.h"

/* Whether tokens say "how many". */
static bool
asks_how_many(const TextTokens *tokens)
{
	return text_tokens_find_pair(tokens, 0, "how", "many") >= 0;
}

/* Whether select answers count(*) alone, grouped with a HAVING, unordered and unlimited. */
static bool
counts_kept_groups(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlNode *e;

	return select->rule == SQL_RULE_SELECT && items->n_children == 1 &&
		items->children[0]->rule == SQL_RULE_SELECT_EXPR &&
		(e = sql_node_child(items->children[0], 0)) != NULL && e->rule == SQL_RULE_COUNT_STAR &&
		select->slots[SQL_SELECT_GROUP_BY].n_children > 0 &&
		select->slots[SQL_SELECT_HAVING].n_children > 0 &&
		select->slots[SQL_SELECT_ORDER_BY].n_children == 0 && !select->slots[SQL_SELECT_LIMIT].present;
}

SqlNode *
sql_counted_groups(SqlNode *ast, const TextTokens *tokens)
{
	SqlNode    *outer,
			   *from,
			   *item;
	SqlSlot    *items;
	const SqlSlot *group;

	if (ast == NULL || tokens == NULL || !counts_kept_groups(ast) || !asks_how_many(tokens))
		return ast;
	/* the inner SELECT answers its groups' keys */
	items = &ast->slots[SQL_SELECT_ITEMS];
	group = &ast->slots[SQL_SELECT_GROUP_BY];
	sql_slot_clear(items);
	for (int k = 0; k < group->n_children; k++)
	{
		item = sql_node_new(SQL_RULE_SELECT_EXPR);
		sql_slot_add_child(&item->slots[0], sql_node_clone(group->children[k]));
		sql_slot_add_child(items, item);
	}
	from = sql_node_new(SQL_RULE_FROM_SUBQUERY);
	from->instance = sql_max_instance(ast) + 1;
	sql_slot_add_child(&from->slots[0], ast);
	outer = sql_node_new(SQL_RULE_SELECT);
	sql_slot_add_child(&outer->slots[SQL_SELECT_FROM], from);
	item = sql_node_new(SQL_RULE_SELECT_EXPR);
	sql_slot_add_child(&item->slots[0], sql_node_new(SQL_RULE_COUNT_STAR));
	sql_slot_add_child(&outer->slots[SQL_SELECT_ITEMS], item);
	return outer;
}
