/*
 * sql_join_keys.c — the column pairs a table join may equate (see sql_join_keys.h).
 */
#include "sql/sql_join_keys.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "schema/implied_keys.h"

/* Do a and b both reference one column? */
static bool
share_a_reference(const SchemaGraph *g, int a, int b)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		for (int i = 0; i < fk->n_columns && !fk->implied; i++)
			if (fk->columns[i] == a && schema_graph_declared_column_references(g, b, fk->ref_columns[i]))
				return true;
	}
	return false;
}

/*
 * Rule 3: between tables no foreign key links, the names.  One name on both sides counts
 * (the gold of Spider's training set joins list.classroom = teachers.classroom,
 * wine.grape = grapes.grape), except the bare "id" of two tables' own surrogate keys
 * (customer.id = employee.id relates nothing).  A view and a table: only on the table's
 * primary key.
 */
static bool
is_view(const SchemaGraph *g, int table)
{
	return g->tables[table].kind == SG_VIEW || g->tables[table].kind == SG_MATERIALIZED_VIEW;
}

/* Whether a column's name ends as a key's does: dormid, blockcode, zip_code, emp_no,
 * account_number. */
static bool
named_as_a_key(const char *name)
{
	static const char *const endings[] = {"id", "code", "key", "no", "num", "number", "nbr"};
	size_t		n = strlen(name);

	for (size_t i = 0; i < sizeof(endings) / sizeof(endings[0]); i++)
	{
		size_t		e = strlen(endings[i]);

		if (n > e && strcasecmp(name + n - e, endings[i]) == 0)
			return true;
	}
	return false;
}

/* Whether column c names a row of some table: a key's column, declared or implied, or the
 * name of another table's primary key.  Two copies of one table equated on one column are
 * related only by such a column ("the same department as"); an employee's middle initial
 * equated with itself pairs strangers. */
static bool
names_a_row(const SchemaGraph *g, int c)
{
	if (schema_graph_column_is_foreign_key(g, c))
		return true;
	for (int k = 0; k < g->n_columns; k++)
		if (g->columns[k].primary_key && g->columns[k].table != g->columns[c].table &&
			strcasecmp(g->columns[k].name, g->columns[c].name) == 0)
			return true;
	return false;
}

static bool
names_match(const SchemaGraph *g, int a, int b)
{
	const SgColumn *ca = &g->columns[a];
	const SgColumn *cb = &g->columns[b];
	bool		view_a = is_view(g, ca->table),
				view_b = is_view(g, cb->table);

	if (ca->type_class != cb->type_class || ca->type_class == SG_TYPE_OTHER)
		return false;
	/* an enum equals only its own type (no enum = text operator) */
	if (ca->enum_labels != cb->enum_labels ||
		(ca->enum_labels && strcmp(ca->type_name, cb->type_name) != 0))
		return false;
	/* a view meets a table on that table's primary key (booking_costs.memid =
	 * members.memid), each of its rows one row of the table: not on a column the two
	 * merely share (booking_costs.facid = bookings.facid pairs every booking of a
	 * facility with every cost of it) */
	if (view_a != view_b && !(view_a ? cb : ca)->primary_key)
		return false;
	/* two rows with one commission or one price are not related by it (staff.comm =
	 * employee.comm) */
	if (schema_graph_column_declares_fractions(ca) || schema_graph_column_declares_fractions(cb))
		return false;
	if (implied_keys_names_key(g, a, b) || implied_keys_names_key(g, b, a))
		return true;
	if (strcasecmp(ca->name, cb->name) != 0 || strcasecmp(ca->name, "id") == 0)
		return false;
	/* a schema that declares its keys says how its tables relate: a name both share
	 * relates them where it is one side's key or is named as a key is (Spider's dorm_1
	 * declares no key to dorm, which has no primary key: dorm.dormid = lives_in.dormid);
	 * employee.job = staff.job, bookings.date = reports.date relate nothing */
	if (schema_graph_declares_keys(g) && !ca->primary_key && !cb->primary_key &&
		!named_as_a_key(ca->name))
		return false;
	return a != b || named_as_a_key(ca->name) || names_a_row(g, a);
}

bool
sql_join_pair_allowed(const SchemaGraph *g, int a, int b)
{
	if (a < 0 || b < 0 || a >= g->n_columns || b >= g->n_columns)
		return false;
	/* a key pair has one type class (a foreign key's columns have equal or compatible
	 * types), and so has a name match: the cheap test first */
	if (g->columns[a].type_class != g->columns[b].type_class)
		return false;
	/* a type no class takes (uuid) pairs with its own type only */
	if (g->columns[a].type_class == SG_TYPE_OTHER &&
		(g->columns[a].type_name == NULL || g->columns[b].type_name == NULL ||
		 strcmp(g->columns[a].type_name, g->columns[b].type_name) != 0))
		return false;
	/* two copies of a table equated on its own key are one row twice */
	if (a == b && g->columns[a].primary_key && schema_graph_single_primary_key(g, g->columns[a].table) >= 0)
		return false;
	if (schema_graph_declared_column_references(g, a, b) || schema_graph_declared_column_references(g, b, a) ||
		share_a_reference(g, a, b))
		return true;
	/* an implied key is this rule's name match already */
	if (schema_graph_declared_link(g, g->columns[a].table, g->columns[b].table))
		return false;
	return names_match(g, a, b);
}

bool
sql_join_tables_pair(const SchemaGraph *g, int ta, int tb)
{
	const SgTable *a = &g->tables[ta];
	const SgTable *b = &g->tables[tb];

	for (int i = 0; i < a->n_columns; i++)
		for (int j = 0; j < b->n_columns; j++)
			if (sql_join_pair_allowed(g, a->first_column + i, b->first_column + j))
				return true;
	return false;
}

/* Whether an IN / NOT IN of subquery q compares column a with a column q answers with that
 * no join could equate it with. */
static bool
unkeyed_in_query(const SchemaGraph *g, int a, const SqlNode *q)
{
	const SqlNode *item;
	int			b;

	if (a < 0 || q == NULL || !sql_is_select(q) || q->slots[SQL_SELECT_ITEMS].n_children != 1)
		return false;
	item = q->slots[SQL_SELECT_ITEMS].children[0];
	if ((b = sql_column_graph_index(g, sql_node_child(item, 0))) < 0)
		return false;
	return a != b && !sql_join_pair_allowed(g, a, b);
}

/* Whether an EXCEPT or INTERSECT takes apart (or together) two plain columns, one each
 * side answers alone, that no join could equate. */
static bool
unkeyed_set_operation(const SchemaGraph *g, const SqlNode *n)
{
	int			a,
				b;

	if (n->rule != SQL_RULE_EXCEPT && n->rule != SQL_RULE_EXCEPT_ALL &&
		n->rule != SQL_RULE_INTERSECT && n->rule != SQL_RULE_INTERSECT_ALL)
		return false;
	a = sql_column_graph_index(g, sql_lone_output_column(sql_node_child(n, 0)));
	b = sql_column_graph_index(g, sql_lone_output_column(sql_node_child(n, 1)));
	return a >= 0 && b >= 0 && a != b && !sql_join_pair_allowed(g, a, b);
}

/* sql_node_count's test: an [NOT] IN subquery of g (arg), or an EXCEPT or INTERSECT,
 * whose sides no key relates. */
static bool
unkeyed_subquery_comparison(const SqlNode *n, const void *arg)
{
	const SchemaGraph *g = arg;

	if (unkeyed_set_operation(g, n))
		return true;
	return (n->rule == SQL_RULE_IN_QUERY || n->rule == SQL_RULE_NOT_IN_QUERY) &&
		unkeyed_in_query(g, sql_column_graph_index(g, sql_node_child(n, 0)), sql_node_child(n, 1));
}

int
sql_unkeyed_subquery_comparisons(const SqlNode *ast, const SchemaGraph *g)
{
	return sql_node_count(ast, unkeyed_subquery_comparison, g);
}
