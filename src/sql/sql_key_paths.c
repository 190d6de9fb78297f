/*
 * sql_key_paths.c — the tables a row reaches through its foreign keys (sql_key_paths.h).
 */
#include "sql/sql_key_paths.h"

#include "common/alloc.h"

/* Whether foreign key f of g is a step from one row to the one it references: one column,
 * to another table (a self-reference leads to another row of the same kind). */
static bool
is_step(const SchemaGraph *g, int f)
{
	return g->foreign_keys[f].n_columns == 1 &&
		g->foreign_keys[f].table != g->foreign_keys[f].ref_table;
}

int
sql_key_path(const SchemaGraph *g, int from, int to, int fks[SQL_KEY_PATH_MAX])
{
	int		   *depth,
			   *ways,
			   *via;
	int			n = -1;

	if (from == to)
		return 0;
	depth = dt_new_array(int, g->n_tables + 1);
	ways = dt_new_array(int, g->n_tables + 1);
	via = dt_new_array(int, g->n_tables + 1);
	for (int t = 0; t < g->n_tables; t++)
		depth[t] = -1;
	depth[from] = 0;
	ways[from] = 1;
	/* breadth first, one depth at a time: each table's number of shortest paths, and the key
	 * that last led to it */
	for (int d = 0; d < SQL_KEY_PATH_MAX && depth[to] < 0; d++)
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			const SgForeignKey *fk = &g->foreign_keys[f];

			if (!is_step(g, f) || depth[fk->table] != d ||
				(depth[fk->ref_table] >= 0 && depth[fk->ref_table] != d + 1))
				continue;
			if (depth[fk->ref_table] < 0)
			{
				depth[fk->ref_table] = d + 1;
				ways[fk->ref_table] = 0;
			}
			ways[fk->ref_table] += ways[fk->table];
			via[fk->ref_table] = f;
		}
	if (depth[to] > 0 && ways[to] == 1)
	{
		n = depth[to];
		for (int t = to, k = n - 1; k >= 0; k--)
		{
			fks[k] = via[t];
			t = g->foreign_keys[via[t]].table;
		}
	}
	dt_free(depth);
	dt_free(ways);
	dt_free(via);
	return n;
}

int
sql_join_key_path(SqlNode *select, const SchemaGraph *g, int instance, const int *fks, int n)
{
	for (int k = 0; k < n; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[fks[k]];
		SqlNode    *key = sql_column_ref(g, instance, fk->columns[0]);

		instance = sql_join_table(select, g, key, fk->ref_table, fk->ref_columns[0]);
		sql_node_free(key);
	}
	return instance;
}

/* FROM items sql_joins_keep_rows looks at, at most. */
#define KEEP_ROWS_MAX_ITEMS 16

/* The instance of the referenced side of on, where on is "a = b" of two column references
 * one of which is the one column of a foreign key that references the other; -1 else. */
static int
referenced_instance(const SqlNode *on, const SchemaGraph *g)
{
	const SqlNode *a = on != NULL && on->rule == SQL_RULE_EQ ? sql_node_child(on, 0) : NULL,
			   *b = on != NULL && on->rule == SQL_RULE_EQ ? sql_node_child(on, 1) : NULL;
	int			ca,
				cb;

	if (a == NULL || b == NULL || a->rule != SQL_RULE_COLUMN || b->rule != SQL_RULE_COLUMN ||
		(ca = sql_column_graph_index(g, a)) < 0 || (cb = sql_column_graph_index(g, b)) < 0)
		return -1;
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		if (fk->n_columns != 1)
			continue;
		if (fk->columns[0] == ca && fk->ref_columns[0] == cb)
			return b->slots[0].instance;
		if (fk->columns[0] == cb && fk->ref_columns[0] == ca)
			return a->slots[0].instance;
	}
	return -1;
}

bool
sql_joins_keep_rows(const SqlNode *select, const SchemaGraph *g, int instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			referenced[KEEP_ROWS_MAX_ITEMS];

	if (from->n_children > KEEP_ROWS_MAX_ITEMS)
		return false;
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (item->rule != SQL_RULE_FROM_TABLE && item->rule != SQL_RULE_FROM_TABLE_JOIN)
			return false;
		referenced[k] = k == 0 ? -1 : referenced_instance(sql_node_child(item, 1), g);
		if (k > 0 && (referenced[k] < 0 || referenced[k] == instance))
			return false;
	}
	/* n - 1 ONs, each naming a different instance other than instance as the row
	 * referenced: every instance but instance is reached once, by a key, from a row */
	for (int k = 1; k < from->n_children; k++)
		for (int m = 1; m < k; m++)
			if (referenced[m] == referenced[k])
				return false;
	return true;
}
