/*
 * sql_key_paths.c — the tables a row reaches through its foreign keys (sql_key_paths.h).
 */
#include "sql/sql_key_paths.h"

#include <string.h>

#include "common/alloc.h"
#include "sql/sql_grammar.h"

/* Whether foreign key f of g is a step from one row to the one it references: one column,
 * to another table (a self-reference leads to another row of the same kind). */
static bool
is_step(const SchemaGraph *g, int f)
{
	return g->foreign_keys[f].n_columns == 1 &&
		g->foreign_keys[f].table != g->foreign_keys[f].ref_table;
}

/* Whether step f of g may also be followed against: its column is the whole primary key of
 * its table, an extension of the row it references. */
static bool
is_step_against(const SchemaGraph *g, int f)
{
	const SgForeignKey *fk = &g->foreign_keys[f];
	int			pk = schema_graph_single_primary_key(g, fk->table);

	return pk >= 0 && g->tables[fk->table].first_column + pk == fk->columns[0];
}

/* What a breadth-first search knows of each table: its depth (-1: not reached), its number
 * of shortest paths, and the step that last led to it. */
typedef struct KeySearch
{
	int		   *depth;
	int		   *ways;
	int		   *via;
} KeySearch;

/* The step `step` from table at (depth d) to table next, counted where it is a shortest
 * path to next. */
static void
key_search_step(KeySearch *s, int at, int next, int step, int d)
{
	if (s->depth[at] != d || (s->depth[next] >= 0 && s->depth[next] != d + 1))
		return;
	if (s->depth[next] < 0)
	{
		s->depth[next] = d + 1;
		s->ways[next] = 0;
	}
	s->ways[next] += s->ways[at];
	s->via[next] = step;
}

/* The table a step (sql_key_path) leaves from. */
static int
step_from(const SchemaGraph *g, int step)
{
	return step >= 0 ? g->foreign_keys[step].table :
		g->foreign_keys[sql_key_step_against(step)].ref_table;
}

int
sql_key_path(const SchemaGraph *g, int from, int to, int fks[SQL_KEY_PATH_MAX])
{
	KeySearch	s;
	int			n = -1;

	if (from == to)
		return 0;
	s.depth = dt_new_array(int, g->n_tables + 1);
	s.ways = dt_new_array(int, g->n_tables + 1);
	s.via = dt_new_array(int, g->n_tables + 1);
	for (int t = 0; t < g->n_tables; t++)
		s.depth[t] = -1;
	s.depth[from] = 0;
	s.ways[from] = 1;
	/* breadth first, one depth at a time: each table's number of shortest paths, and the step
	 * that last led to it */
	for (int d = 0; d < SQL_KEY_PATH_MAX && s.depth[to] < 0; d++)
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			const SgForeignKey *fk = &g->foreign_keys[f];

			if (!is_step(g, f))
				continue;
			key_search_step(&s, fk->table, fk->ref_table, f, d);
			if (is_step_against(g, f))
				key_search_step(&s, fk->ref_table, fk->table, sql_key_step_against(f), d);
		}
	if (s.depth[to] > 0 && s.ways[to] == 1)
	{
		n = s.depth[to];
		for (int t = to, k = n - 1; k >= 0; k--)
		{
			fks[k] = s.via[t];
			t = step_from(g, s.via[t]);
		}
	}
	dt_free(s.depth);
	dt_free(s.ways);
	dt_free(s.via);
	return n;
}

int
sql_join_key_path(SqlNode *select, const SchemaGraph *g, int instance, const int *fks, int n)
{
	for (int k = 0; k < n; k++)
	{
		bool		against = fks[k] < 0;
		const SgForeignKey *fk = &g->foreign_keys[against ? sql_key_step_against(fks[k]) : fks[k]];
		SqlNode    *key = sql_column_ref(g, instance, against ? fk->ref_columns[0] : fk->columns[0]);

		instance = against ? sql_join_table(select, g, key, fk->table, fk->columns[0]) :
			sql_join_table(select, g, key, fk->ref_table, fk->ref_columns[0]);
		sql_node_free(key);
	}
	return instance;
}

int
sql_instance_leading_to(const SchemaGraph *g, const SqlNode *select, int table, int skip,
						int fks[SQL_KEY_PATH_MAX], int *n)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			t = item->slots[0].table,
					path[SQL_KEY_PATH_MAX],
					steps;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || t < 0 || t == skip ||
			sql_from_only_instance(select, t) != item->slots[0].instance ||
			(steps = sql_key_path(g, t, table, path)) <= 0)
			continue;
		if (found >= 0)
			return -1;
		found = item->slots[0].instance;
		*n = steps;
		memcpy(fks, path, sizeof(int) * (size_t) steps);
	}
	return found;
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
