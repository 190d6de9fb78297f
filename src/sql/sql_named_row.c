/*
 * sql_named_row.c — the row a question names, read from its own table (sql_named_row.h).
 */
#include "sql/sql_named_row.h"

#include <string.h>
#include <strings.h>


/* Whether operand is "<column of instance> = <value>", either way round; the sides in
 * *column and *value. */
static bool
compares_with_value(const SqlNode *operand, int instance, const SqlNode **column,
					const SqlNode **value)
{
	return sql_column_equals_value(operand, column, value) &&
		(*column)->slots[0].instance == instance;
}

/* A thing's name of an instance, for sql_conjunct_any. */
typedef struct OwnName
{
	const SchemaGraph *g;
	int			instance;
	int			column;			/* graph column */
} OwnName;

static bool
fixes_own_name(const SqlNode *operand, const void *arg)
{
	const OwnName *n = arg;
	const SqlNode *column,
			   *value;

	return compares_with_value(operand, n->instance, &column, &value) &&
		sql_column_graph_index(n->g, column) == n->column;
}

bool
sql_named_row_fixed(const SqlNode *select, const SchemaGraph *g, const TableNames *names,
					int instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		OwnName		n = {g, instance, -1};

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || item->slots[0].instance != instance)
			continue;
		n.column = names[item->slots[0].table].single;
		return n.column >= 0 &&
			sql_conjunct_any(sql_node_child(select, SQL_SELECT_WHERE), fixes_own_name, &n);
	}
	return false;
}

/* What sql_named_row_elsewhere looks for, and what it found. */
typedef struct Elsewhere
{
	const SchemaGraph *g;
	const LinkResult *links;
	const TableNames *names;
	int			instance;
	NamedRowAnswer answer;
	const void *arg;
	int			table;			/* found: -1 none yet, -2 several */
	int			column;
	const SqlNode *value;
} Elsewhere;

/* sql_conjunct_any's test, never true: notes the table operand's value names a row of. */
static bool
note_elsewhere(const SqlNode *operand, const void *arg)
{
	Elsewhere  *e = (Elsewhere *) arg;	/* the caller's, to fill */
	const SqlNode *column,
			   *value;

	if (!compares_with_value(operand, e->instance, &column, &value) ||
		value->slots[0].value == NULL)
		return false;
	for (int i = 0; i < e->links->n_links; i++)
	{
		const SchemaLink *l = &e->links->links[i];
		int			c;

		if (l->kind != LINK_VALUE || l->match != LINK_EXACT || l->value == NULL ||
			l->table < 0 || l->table == column->slots[0].table ||
			l->column != e->names[l->table].single ||
			strcasecmp(l->value, value->slots[0].value) != 0 ||
			(c = e->answer(e->g, l->table, e->arg)) < 0)
			continue;
		if (e->table != -1 && e->table != l->table)
			e->table = -2;
		else
		{
			e->table = l->table;
			e->column = c;
			e->value = value;
		}
	}
	return false;
}

SqlNode *
sql_named_row_elsewhere(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
						const TableNames *names, int instance, NamedRowAnswer answer,
						const void *arg)
{
	Elsewhere	e = {g, links, names, instance, answer, arg, -1, -1, NULL};
	SqlNode    *row,
			   *item,
			   *eq;

	sql_conjunct_any(sql_node_child(select, SQL_SELECT_WHERE), note_elsewhere, &e);
	if (e.table < 0)
		return NULL;
	row = sql_select_from_table(e.table);
	item = sql_node_new(SQL_RULE_SELECT_EXPR);
	sql_slot_add_child(&item->slots[0], sql_column_ref(g, 0, e.column));
	sql_slot_add_child(&row->slots[SQL_SELECT_ITEMS], item);
	eq = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&eq->slots[0], sql_column_ref(g, 0, names[e.table].single));
	sql_slot_add_child(&eq->slots[1], sql_node_clone(e.value));
	sql_slot_add_child(&row->slots[SQL_SELECT_WHERE], eq);
	return row;
}

/* Whether graph column c names or identifies rows: a key (primary or foreign) or the
 * thing's name of its table. */
static bool
identifies_rows(const SchemaGraph *g, const TableNames *names, int c)
{
	return g->columns[c].primary_key || schema_graph_column_is_foreign_key(g, c) ||
		names[g->columns[c].table].single == c;
}

/* The property asked for: an output column and the graph's name columns. */
typedef struct Property
{
	int			column;
	const TableNames *names;
} Property;

/* The column of table named as the property is, a property there too, or -1. */
static int
same_named_column(const SchemaGraph *g, int table, const void *arg)
{
	const Property *p = arg;
	const char *name = g->columns[p->column].name;
	const SgTable *t = &g->tables[table];

	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		if (strcmp(g->columns[c].name, name) == 0)
			return identifies_rows(g, p->names, c) ? -1 : c;
	return -1;
}

SqlNode *
sql_property_of_named_row(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
						  const TableNames *names)
{
	const SqlSlot *from,
			   *items;
	const SqlNode *e;
	int			column,
				instance;
	SqlNode    *row = NULL;

	if (ast == NULL || links == NULL || ast->rule != SQL_RULE_SELECT)
		return NULL;
	from = &ast->slots[SQL_SELECT_FROM];
	items = &ast->slots[SQL_SELECT_ITEMS];
	if (from->n_children != 1 || sql_rules[from->children[0]->rule].render != SQL_RK_FROM_TABLE ||
		items->n_children != 1 || items->children[0]->rule != SQL_RULE_SELECT_EXPR ||
		(e = sql_node_child(items->children[0], 0)) == NULL || e->rule != SQL_RULE_COLUMN ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present ||
		link_result_names_table_exactly(links, from->children[0]->slots[0].table))
		return NULL;
	instance = from->children[0]->slots[0].instance;
	column = sql_column_graph_index(g, e);
	/* a name or a key answers which rows (the states that border Maine), no property */
	if (column >= 0 && !identifies_rows(g, names, column) &&
		!sql_named_row_fixed(ast, g, names, instance))
	{
		Property	p = {column, names};

		row = sql_named_row_elsewhere(ast, g, links, names, instance, same_named_column, &p);
	}
	return row;
}

void
sql_add_row_names(SqlNode *select, const SchemaGraph *g, int instance, const TableNames *n)
{
	if (n->single >= 0)
		sql_add_output(select, sql_column_ref(g, instance, n->single));
	else
	{
		sql_add_output(select, sql_column_ref(g, instance, n->given));
		sql_add_output(select, sql_column_ref(g, instance, n->family));
	}
}

SqlNode *
sql_select_referred_names(const SchemaGraph *g, int lines, int key, int thing, int thing_pk,
						  const TableNames *names, int *thing_instance)
{
	SqlNode    *select = sql_select_from_table(lines),
			   *ref;

	ref = sql_column_ref(g, 0, key);
	*thing_instance = sql_join_table(select, g, ref, thing, thing_pk);
	sql_node_free(ref);
	sql_add_row_names(select, g, *thing_instance, &names[thing]);
	return select;
}
