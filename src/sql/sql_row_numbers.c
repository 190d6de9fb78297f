/*
 * sql_row_numbers.c — the number a row is known by, where the question asks for it
 * (sql_row_numbers.h).
 */
#include "sql/sql_row_numbers.h"

#include "sql/sql_grammar.h"

/* The primary key column of table (a graph column) when it is one number column; -1
 * otherwise. */
static int
number_key(const SchemaGraph *g, int table)
{
	int			pk = schema_graph_single_primary_key(g, table);

	if (pk < 0)
		return -1;
	pk += g->tables[table].first_column;
	return g->columns[pk].type_class == SG_TYPE_NUMBER ? pk : -1;
}

/* The table a table link ending at token end names, with a number key; -1 when none or
 * several. */
static int
table_named_before(const LinkResult *links, const SchemaGraph *g, int end)
{
	int			found = -1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_TABLE || l->token_end != end || l->table < 0 ||
			number_key(g, l->table) < 0)
			continue;
		if (found >= 0 && found != l->table)
			return -1;
		found = l->table;
	}
	return found;
}

bool
sql_row_number_word(const TextTokens *t, const LinkResult *links, const SchemaGraph *g, int i)
{
	return links != NULL && g != NULL && i > 0 &&
		(text_token_is(t, i, "number") || text_token_is(t, i, "numbers")) &&
		!(i + 1 < t->n && t->tokens[i + 1].kind == TEXT_TOKEN_NUMBER) &&
		table_named_before(links, g, i) >= 0;
}

int
sql_row_number_table(const TextTokens *t, const LinkResult *links, const SchemaGraph *g)
{
	int			found = -1;

	for (int i = 0; i < t->n; i++)
	{
		int			table;

		if (text_token_is(t, i, "many"))
			return -1;
		if (!sql_row_number_word(t, links, g, i))
			continue;
		table = table_named_before(links, g, i);
		if (found >= 0 && found != table)
			return -1;
		found = table;
	}
	return found;
}

/* Whether select's outputs are plain expressions with no aggregate but count(*), none of
 * them column key of instance. */
static bool
outputs_replaceable(const SqlNode *select, const SchemaGraph *g, int instance, int key)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = items->children[k]->rule == SQL_RULE_SELECT_EXPR ?
			sql_node_child(items->children[k], 0) : NULL;

		if (e == NULL)
			return false;
		if (e->rule == SQL_RULE_COUNT_STAR)
			continue;
		if (e->rule != SQL_RULE_COLUMN)
			return false;
		if (e->slots[0].instance == instance && sql_column_graph_index(g, e) == key)
			return false;
	}
	return items->n_children > 0;
}

SqlNode *
sql_row_numbers(const SqlNode *ast, const SchemaGraph *g, int table)
{
	SqlNode    *copy;
	int			instance,
				key;

	if (table < 0 || !sql_output_may_change(ast) ||
		(instance = sql_from_only_instance(ast, table)) < 0 ||
		(key = number_key(g, table)) < 0 || !outputs_replaceable(ast, g, instance, key))
		return NULL;
	copy = sql_node_clone(ast);
	sql_slot_clear(&copy->slots[SQL_SELECT_ITEMS]);
	sql_add_output(copy, sql_column_ref(g, instance, key));
	return copy;
}
