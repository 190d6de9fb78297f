/*
 * answer_joins.c — a table joined for nothing left out (answer_joins.h).
 */
#include "answer/answer_joins.h"

/* How many column references of node (at any depth) read table instance instance. */
static int
instance_references(const SqlNode *node, int instance)
{
	return sql_node_count(node, sql_column_reads_instance, &instance);
}

/* Whether a question word links to table, one of its columns or a value stored in it,
 * other than partly. */
static bool
question_mentions_table(const SchemaGraph *g, const LinkResult *links, int table)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			t = l->kind == LINK_TABLE ? l->table :
			(l->column >= 0 && l->column < g->n_columns ? g->columns[l->column].table : -1);

		if (t == table && l->match != LINK_PARTIAL)
			return true;
	}
	return false;
}

/* Whether a question word names table itself (not partly). */
static bool
question_names_table(const LinkResult *links, int table)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_TABLE && links->links[i].table == table &&
			links->links[i].match != LINK_PARTIAL)
			return true;
	return false;
}

/* P's table where on is "J.c = P.d" (either way round) for instance j and another instance,
 * c the one column of a foreign key of j's table that references d (j's rows reference the
 * other's), and a question word names P's table (the question is about P's rows); else
 * -1. */
static int
joins_by_its_key(const SchemaGraph *g, const LinkResult *links, const SqlNode *on, int j)
{
	const SqlNode *a,
			   *b;
	int			c,
				d;

	if (on == NULL || on->rule != SQL_RULE_EQ)
		return -1;
	a = sql_node_child(on, 0);
	b = sql_node_child(on, 1);
	if (a == NULL || b == NULL || a->rule != SQL_RULE_COLUMN || b->rule != SQL_RULE_COLUMN)
		return -1;
	if (b->slots[0].instance == j)
	{
		const SqlNode *t = a;

		a = b;
		b = t;
	}
	if (a->slots[0].instance != j || b->slots[0].instance == j ||
		(c = sql_column_graph_index(g, a)) < 0 || (d = sql_column_graph_index(g, b)) < 0)
		return -1;
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		if (fk->n_columns == 1 && fk->columns[0] == c && fk->ref_columns[0] == d)
			return question_names_table(links, b->slots[0].table) ? b->slots[0].table : -1;
	}
	return -1;
}

/* Whether a question word links to a table other than by that J's rows reference through
 * a foreign key of theirs ("students who have pets": has_pet also references pets, and
 * joined to it says which students have one). */
static bool
question_mentions_a_referenced_table(const SchemaGraph *g, const LinkResult *links, int j_table,
									 int p_table)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		if (fk->table == j_table && fk->ref_table != p_table && fk->ref_table != j_table &&
			question_mentions_table(g, links, fk->ref_table))
			return true;
	}
	return false;
}

/* Whether FROM item k of select is joined for nothing (answer_joins.h); *on_item is the
 * item whose ON joins it (k itself, or the next item when k is first). */
static bool
joined_for_nothing(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
				   int k, int *on_item)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	const SqlNode *item = from->children[k];
	int			j = item->slots[0].instance;
	int			p_table;
	const SqlNode *on;

	*on_item = k == 0 ? 1 : k;
	if (*on_item >= from->n_children ||
		from->children[*on_item]->rule != SQL_RULE_FROM_TABLE_JOIN)
		return false;
	on = sql_node_child(from->children[*on_item], 1);
	return (p_table = joins_by_its_key(g, links, on, j)) >= 0 &&
		instance_references(select, j) == instance_references(on, j) &&
		!question_mentions_table(g, links, item->slots[0].table) &&
		!question_mentions_a_referenced_table(g, links, item->slots[0].table, p_table);
}

/* FROM item k of select removed; the item after a first one becomes first, its ON gone. */
static void
remove_item(SqlNode *select, int k)
{
	SqlSlot    *from = &select->slots[SQL_SELECT_FROM];

	if (k == 0)
	{
		SqlNode    *next = from->children[1];

		for (int i = 0; i < next->slots[1].n_children; i++)
			sql_node_free(next->slots[1].children[i]);
		next->slots[1].n_children = 0;
		next->rule = SQL_RULE_FROM_TABLE;
	}
	sql_node_free(from->children[k]);
	for (int i = k + 1; i < from->n_children; i++)
		from->children[i - 1] = from->children[i];
	from->n_children--;
}

SqlNode *
answer_drop_unused_joins(SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	SqlSlot    *from;
	bool		dropped = true;

	/* grouped, a join counts or sums per group what the question may call by another
	 * name ("How many books has each author written?" counts titleauthor's rows) */
	if (ast == NULL || !sql_is_select(ast) || ast->slots[SQL_SELECT_GROUP_BY].n_children > 0)
		return ast;
	from = &ast->slots[SQL_SELECT_FROM];
	for (int k = 0; k < from->n_children; k++)
		if (from->children[k]->rule != SQL_RULE_FROM_TABLE &&
			from->children[k]->rule != SQL_RULE_FROM_TABLE_JOIN)
			return ast;
	/* one at a time: another table may be read by nothing else once one is gone */
	while (dropped && from->n_children > 1)
	{
		int			on_item;

		dropped = false;
		for (int k = 0; k < from->n_children && !dropped; k++)
			if (joined_for_nothing(ast, g, links, k, &on_item))
			{
				remove_item(ast, k);
				dropped = true;
			}
	}
	return ast;
}
