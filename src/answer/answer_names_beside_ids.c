/*
 * answer_names_beside_ids.c — "Show all document ids, names and the number of paragraphs in
 * each document" answered "SELECT t0.document_id, count(*) FROM paragraphs AS t0 GROUP BY
 * t0.document_id": the question asks for the documents' ids and their names, and the
 * candidate answers with the ids alone, taken from the rows that refer to the documents.
 *
 * Where the question says "id(s)" and "name(s)" side by side ("ids, names", "id and name",
 * "name and id"), the "name" word is linked to the one name column of a table (a thing's
 * name, schema/name_columns.h), and the outer SELECT answers with exactly one column that
 * identifies that table's rows (its single-column primary key, or a single-column foreign
 * key to it) but with no name column of that table, the name is answered beside the id, in
 * the question's order.  Through a foreign key the named table is joined on the key (not
 * where the query reads that table already: the model then chose its columns); a GROUP BY
 * of the key column then groups by the joined row's primary key (the same groups, and the
 * name depends on it).
 */
#include "answer/answer_names_internal.h"

/* Words that may stand between "id(s)" and "name(s)" in a list of both. */
static const char *const list_words[] = {"and", "&", ",", "the", "their", "its", "both", NULL};

/* Whether token i is "id" or "ids". */
static bool
is_id_word(const TextTokens *tokens, int i)
{
	return text_token_is(tokens, i, "id") || text_token_is(tokens, i, "ids");
}

/* Whether the "name(s)" word at token i is listed beside "id(s)": *id_first says which of
 * the two comes first. */
static bool
id_said_beside(const TextTokens *tokens, int i, bool *id_first)
{
	for (int step = -1; step <= 1; step += 2)
		for (int j = i + step; j >= 0 && j < tokens->n; j += step)
		{
			if (is_id_word(tokens, j))
			{
				*id_first = j < i;
				return true;
			}
			if (!text_word_in_list(tokens->tokens[j].text, list_words))
				break;
		}
	return false;
}

/* The name column (global index) the question asks for beside an id, or -1 (none, or
 * several tables'). */
static int
asked_name_column(const TextTokens *tokens, const LinkResult *links, const NameQuestion *q,
				  bool *id_first)
{
	int			found = -1;

	for (int i = 0; i < tokens->n; i++)
	{
		bool		first;

		if ((!text_token_is(tokens, i, "name") && !text_token_is(tokens, i, "names")) ||
			!id_said_beside(tokens, i, &first))
			continue;
		for (int l = 0; l < links->n_links; l++)
		{
			const SchemaLink *link = &links->links[l];

			if (link->kind != LINK_COLUMN || link->token_start > i || link->token_end <= i ||
				link->column != q->names[link->table].single)
				continue;
			if (found >= 0 && found != link->column)
				return -1;
			found = link->column;
			*id_first = first;
		}
	}
	return found;
}

/* Whether output expression e (a column of select's FROM) identifies rows of table, whose
 * single-column primary key is pk: that key, or a single-column foreign key to it (*fk the
 * key's index in g, -1 for the primary key). */
static bool
identifies_rows_of(const SqlNode *select, const SqlNode *e, const SchemaGraph *g, int table,
				   int pk, int *fk)
{
	int			c = names_graph_column(select, e, g);

	if (c < 0)
		return false;
	*fk = -1;
	if (c == pk)
		return true;
	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *key = &g->foreign_keys[f];

		if (key->n_columns == 1 && key->columns[0] == c && key->ref_table == table &&
			key->ref_columns[0] == pk)
		{
			*fk = f;
			return true;
		}
	}
	return false;
}

/* Insert child at position at of slot. */
static void
slot_insert(SqlSlot *slot, int at, SqlNode *child)
{
	sql_slot_add_child(slot, child);
	for (int k = slot->n_children - 1; k > at; k--)
		slot->children[k] = slot->children[k - 1];
	slot->children[at] = child;
}

void
names_beside_ids(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				 const LinkResult *links, const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS],
			   *group = &ast->slots[SQL_SELECT_GROUP_BY];
	bool		id_first = true;
	int			name,
				table,
				pk,
				at = -1,
				fk = -1,
				instance;
	const SqlNode *id = NULL;

	if (ast->rule != SQL_RULE_SELECT && ast->rule != SQL_RULE_SELECT_DISTINCT)
		return;
	if ((name = asked_name_column(tokens, links, q, &id_first)) < 0)
		return;
	table = g->columns[name].table;
	if ((pk = single_primary_key(g, table)) < 0)
		return;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			key;

		if (names_graph_column(ast, e, g) == name)
			return;				/* the name is answered */
		if (!identifies_rows_of(ast, e, g, table, pk, &key))
			continue;
		if (id != NULL)
			return;				/* two ids: which one the name goes with cannot be told */
		id = e;
		at = k;
		fk = key;
	}
	if (id == NULL || (fk >= 0 && sql_instances_of_table(ast, table) > 0))
		return;
	/* a GROUP BY must hold the id, which the name then depends on */
	if (group->n_children > 0)
	{
		bool		grouped = false;

		for (int k = 0; k < group->n_children; k++)
			grouped |= sql_node_equal(group->children[k], id);
		if (!grouped)
			return;
	}
	if (fk < 0)
		instance = id->slots[0].instance;
	else
	{
		instance = sql_join_table(ast, g, id, table, pk);
		for (int k = 0; k < group->n_children; k++)
			if (sql_node_equal(group->children[k], id))
			{
				sql_node_free(group->children[k]);
				group->children[k] = sql_column_ref(g, instance, pk);
			}
	}
	slot_insert(items, id_first ? at + 1 : at, names_column_node(g, instance, name));
}
