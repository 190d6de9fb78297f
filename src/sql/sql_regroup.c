/*
 * sql_regroup.c — GROUP BY keys moved to the primary key they are joined to, in gold
 * (training) queries and in decoded ones (sql_regroup.h).
 *
 * Spider's gold SQL is written for SQLite, which lets a grouped query select columns it
 * did not group: "SELECT T1.name FROM employee AS T1 JOIN evaluation AS T2 ON
 * T1.employee_id = T2.employee_id GROUP BY T2.employee_id".  PostgreSQL refuses that, and
 * the transition system's gold mode completes such a GROUP BY by adding the column
 * (GROUP BY t1.employee_id, t0.name): right, but a shape no person writes, and one the
 * decoder then learned to write where the question meant the plain key.  The join says
 * T2.employee_id = T1.employee_id, the primary key of T1: grouping by T1.employee_id
 * instead gives the same groups, and PostgreSQL accepts T1.name through the primary key
 * (functional dependency).  That is the gold the decoder is taught, with the key renamed
 * wherever the query names it (SELECT T2.employee_id becomes SELECT T1.employee_id: equal
 * on every joined row); Spider's metric counts the two as one column (a foreign-key pair).
 *
 * A decoded query's GROUP BY is complete (the transition system saw to that), but a model
 * may still complete it column by column; sql_simplify_group_by says it with the key.
 */
#include "sql/sql_regroup.h"

#include <stddef.h>

/* A column of one table instance. */
typedef struct ColumnRef
{
	int			instance;
	int			column;
} ColumnRef;

/* The FROM items of one SELECT: instance -> graph table, and the ON equalities. */
#define REGROUP_MAX 64
typedef struct SelectFacts
{
	int			n_instances;
	int			instance[REGROUP_MAX];
	int			table[REGROUP_MAX];
	int			n_equal;
	ColumnRef	equal_a[REGROUP_MAX];
	ColumnRef	equal_b[REGROUP_MAX];
} SelectFacts;

static bool
column_ref(const SqlNode *n, ColumnRef *ref)
{
	if (n == NULL || n->rule != SQL_RULE_COLUMN)
		return false;
	ref->instance = n->slots[0].instance;
	ref->column = n->slots[0].column;
	return true;
}

/* Equalities "column = column" of an ON condition, through AND. */
static void
collect_equalities(const SqlNode *cond, SelectFacts *f)
{
	ColumnRef	a,
				b;

	if (cond == NULL)
		return;
	if (cond->rule == SQL_RULE_AND)
	{
		for (int k = 0; k < 2; k++)
			for (int i = 0; i < cond->slots[k].n_children; i++)
				collect_equalities(cond->slots[k].children[i], f);
		return;
	}
	if (cond->rule != SQL_RULE_EQ || f->n_equal == REGROUP_MAX ||
		!column_ref(sql_node_child(cond, 0), &a) || !column_ref(sql_node_child(cond, 1), &b))
		return;
	f->equal_a[f->n_equal] = a;
	f->equal_b[f->n_equal] = b;
	f->n_equal++;
}

/* Base-table instances and inner-join equalities of a SELECT's FROM list. */
static void
collect_from(const SqlNode *select, SelectFacts *f)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	f->n_instances = 0;
	f->n_equal = 0;
	for (int i = 0; i < from->n_children; i++)
	{
		const SqlNode *item = from->children[i];

		if (item->rule != SQL_RULE_FROM_TABLE && item->rule != SQL_RULE_FROM_TABLE_JOIN &&
			item->rule != SQL_RULE_FROM_TABLE_LEFT_JOIN)
			continue;
		if (f->n_instances < REGROUP_MAX)
		{
			f->instance[f->n_instances] = item->slots[0].instance;
			f->table[f->n_instances] = item->slots[0].table;
			f->n_instances++;
		}
		/* a LEFT JOIN's key is NULL where the row is missing: only inner joins equate keys */
		if (item->rule == SQL_RULE_FROM_TABLE_JOIN)
			collect_equalities(sql_node_child(item, 1), f);
	}
}

static int
table_of(const SelectFacts *f, int instance)
{
	for (int i = 0; i < f->n_instances; i++)
		if (f->instance[i] == instance)
			return f->table[i];
	return -1;
}

static bool
equated(const SelectFacts *f, ColumnRef x, ColumnRef y)
{
	for (int i = 0; i < f->n_equal; i++)
	{
		ColumnRef	a = f->equal_a[i],
					b = f->equal_b[i];

		if ((a.instance == x.instance && a.column == x.column && b.instance == y.instance && b.column == y.column) ||
			(b.instance == x.instance && b.column == x.column && a.instance == y.instance && a.column == y.column))
			return true;
	}
	return false;
}

static int
group_index(const SqlNode *select, ColumnRef ref)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];
	ColumnRef	g;

	for (int i = 0; i < group->n_children; i++)
		if (column_ref(group->children[i], &g) && g.instance == ref.instance && g.column == ref.column)
			return i;
	return -1;
}

/* Every reference to `from` in n (any depth) made a reference to `to`. */
static void
rename_column(SqlNode *n, ColumnRef from, ColumnRef to, int to_table)
{
	ColumnRef	c;

	if (n == NULL)
		return;
	if (column_ref(n, &c))
	{
		if (c.instance == from.instance && c.column == from.column)
		{
			n->slots[0].instance = to.instance;
			n->slots[0].column = to.column;
			n->slots[0].table = to_table;
		}
		return;
	}
	for (int f = 0; f < sql_rules[n->rule].n_fields; f++)
		for (int i = 0; i < n->slots[f].n_children; i++)
			rename_column(n->slots[f].children[i], from, to, to_table);
}

/* rename_column over every part of a SELECT but its FROM list (the ON conditions there
 * state the equality that makes the two columns interchangeable). */
static void
rename_outside_from(SqlNode *select, ColumnRef from, ColumnRef to, int to_table)
{
	for (int k = 0; k < sql_rules[select->rule].n_fields; k++)
	{
		if (k == SQL_SELECT_FROM)
			continue;
		for (int j = 0; j < select->slots[k].n_children; j++)
			rename_column(select->slots[k].children[j], from, to, to_table);
	}
}

/* Does n name a column of `instance` other than `column`, outside aggregates and subqueries? */
static bool
uses_other_column(const SqlNode *n, int instance, int column)
{
	ColumnRef	ref;

	if (n == NULL || sql_rule_is_aggregate(n->rule) || sql_rules[n->rule].parent == SQL_NT_QUERY)
		return false;
	if (column_ref(n, &ref))
		return ref.instance == instance && ref.column != column;
	for (int f = 0; f < sql_rules[n->rule].n_fields; f++)
		for (int i = 0; i < n->slots[f].n_children; i++)
			if (uses_other_column(n->slots[f].children[i], instance, column))
				return true;
	return false;
}

static const int used_fields[] = {SQL_SELECT_ITEMS, SQL_SELECT_HAVING, SQL_SELECT_ORDER_BY};

/* Grouped through `key` as its table's primary key: columns of its table the SELECT uses. */
static bool
key_covers_others(const SqlNode *select, const SelectFacts *f, const SchemaGraph *g, ColumnRef key)
{
	if (schema_graph_single_primary_key(g, table_of(f, key.instance)) != key.column)
		return false;
	for (size_t k = 0; k < sizeof(used_fields) / sizeof(used_fields[0]); k++)
	{
		const SqlSlot *slot = &select->slots[used_fields[k]];

		for (int i = 0; i < slot->n_children; i++)
			if (uses_other_column(slot->children[i], key.instance, key.column))
				return true;
	}
	return false;
}

/*
 * The column `used` (selected, ordered by or in HAVING outside an aggregate) is not
 * grouped: when its table has one primary key, joined by an inner join's equality to a
 * grouped column (unless that column is its own table's primary key and the SELECT uses
 * other columns of that table through it), that column becomes the primary key wherever the SELECT names it outside its
 * FROM list: equal values on every joined row, so the same groups and the same results.
 */
static void
regroup_column(SqlNode *select, const SelectFacts *f, const SchemaGraph *g, ColumnRef used)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];
	int			table = table_of(f, used.instance);
	ColumnRef	pk;

	if (group_index(select, used) >= 0 || table < 0)
		return;
	pk.instance = used.instance;
	pk.column = schema_graph_single_primary_key(g, table);
	if (pk.column < 0 || group_index(select, pk) >= 0)
		return;
	for (int i = 0; i < group->n_children; i++)
	{
		ColumnRef	key;

		if (!column_ref(group->children[i], &key) || key.instance == used.instance ||
			!equated(f, key, pk) || key_covers_others(select, f, g, key))
			continue;
		rename_outside_from(select, key, pk, table);
		return;
	}
}

/* Column references of n outside aggregates and subqueries, each passed to regroup_column. */
static void
regroup_uses(SqlNode *select, const SelectFacts *f, const SchemaGraph *g, const SqlNode *n)
{
	ColumnRef	ref;

	if (n == NULL || sql_rule_is_aggregate(n->rule) || sql_rules[n->rule].parent == SQL_NT_QUERY)
		return;
	if (column_ref(n, &ref))
	{
		regroup_column(select, f, g, ref);
		return;
	}
	for (int k = 0; k < sql_rules[n->rule].n_fields; k++)
		for (int i = 0; i < n->slots[k].n_children; i++)
			regroup_uses(select, f, g, n->slots[k].children[i]);
}

static void
regroup_select(SqlNode *select, const SchemaGraph *g)
{
	SelectFacts f;

	if (select->slots[SQL_SELECT_GROUP_BY].n_children == 0)
		return;
	collect_from(select, &f);
	for (size_t k = 0; k < sizeof(used_fields) / sizeof(used_fields[0]); k++)
	{
		const SqlSlot *slot = &select->slots[used_fields[k]];

		for (int i = 0; i < slot->n_children; i++)
			regroup_uses(select, &f, g, slot->children[i]);
	}
}

/* fn on every SELECT of node, innermost first. */
static void
for_each_select(SqlNode *node, const SchemaGraph *g, void (*fn) (SqlNode *select, const SchemaGraph *g))
{
	if (node == NULL)
		return;
	for (int f = 0; f < sql_rules[node->rule].n_fields; f++)
		for (int i = 0; i < node->slots[f].n_children; i++)
			for_each_select(node->slots[f].children[i], g, fn);
	if (sql_is_select(node))
		fn(node, g);
}

SqlNode *
sql_regroup_by_primary_keys(SqlNode *node, const SchemaGraph *g)
{
	for_each_select(node, g, regroup_select);
	return node;
}

/* ---- decoded queries: a GROUP BY completed column by column, said with the key ---- */

/* Removes the GROUP BY items that are columns of `instance`, except the first one naming
 * column `keep`; returns how many were removed. */
static int
drop_covered_group_items(SqlNode *select, int instance, int keep)
{
	SqlSlot    *group = &select->slots[SQL_SELECT_GROUP_BY];
	bool		kept = false;
	int			n = 0;

	for (int i = 0; i < group->n_children; i++)
	{
		SqlNode    *item = group->children[i];
		ColumnRef	c;

		if (column_ref(item, &c) && c.instance == instance && (c.column != keep || kept))
		{
			sql_node_free(item);
			continue;
		}
		if (column_ref(item, &c) && c.instance == instance)
			kept = true;
		group->children[n++] = item;
	}
	n = group->n_children - n;
	group->n_children -= n;
	return n;
}

static int
count_group_items_of(const SqlNode *select, int instance, int except_column)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];
	int			n = 0;
	ColumnRef	c;

	for (int i = 0; i < group->n_children; i++)
		if (column_ref(group->children[i], &c) && c.instance == instance && c.column != except_column)
			n++;
	return n;
}

/* One simplification of a SELECT's GROUP BY, if one applies (see sql_regroup.h). */
static bool
simplify_group_once(SqlNode *select, const SelectFacts *f, const SchemaGraph *g)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];

	for (int i = 0; i < group->n_children; i++)
	{
		ColumnRef	key;

		if (!column_ref(group->children[i], &key))
			continue;
		for (int e = 0; e < f->n_equal; e++)
		{
			ColumnRef	a = f->equal_a[e],
						b = f->equal_b[e],
						pk;
			int			table;

			if (a.instance == key.instance && a.column == key.column)
				pk = b;
			else if (b.instance == key.instance && b.column == key.column)
				pk = a;
			else
				continue;
			table = table_of(f, pk.instance);
			if (pk.instance == key.instance || schema_graph_single_primary_key(g, table) != pk.column ||
				count_group_items_of(select, pk.instance, pk.column) == 0 ||
				key_covers_others(select, f, g, key))
				continue;
			rename_outside_from(select, key, pk, table);
			drop_covered_group_items(select, pk.instance, pk.column);
			return true;
		}
	}
	return false;
}

static void
simplify_select(SqlNode *select, const SchemaGraph *g)
{
	SelectFacts f;

	if (select->slots[SQL_SELECT_GROUP_BY].n_children < 2)
		return;
	collect_from(select, &f);
	while (simplify_group_once(select, &f, g))
		;
}

SqlNode *
sql_simplify_group_by(SqlNode *node, const SchemaGraph *g)
{
	for_each_select(node, g, simplify_select);
	return node;
}
