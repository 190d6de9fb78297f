/*
 * sql_never_related.c — rows no related row refers to (sql_never_related.h).
 */
#include "sql/sql_never_related.h"

#include <string.h>

#include "common/alloc.h"

/* Whether a link that starts at token from or later names graph column column (when
 * column >= 0) or else graph table table. */
static bool
linked_after(const LinkResult *links, int from, int table, int column)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->token_start < from)
			continue;
		if (column >= 0 ? (l->kind == LINK_COLUMN && l->column == column) :
			(l->kind == LINK_TABLE && l->table == table))
			return true;
	}
	return false;
}

/* Whether the negation at token at says "nobody": "nobody", "no one", or "not/never ...
 * anyone/anybody" within NEGATION_REACH words. */
static bool
negates_people(const TextTokens *t, int at)
{
	static const char *const anyone[] = {"anyone", "anybody", NULL};

	if (text_token_is(t, at, "nobody") ||
		(text_token_is(t, at, "no") && text_token_is(t, at + 1, "one")))
		return true;
	for (int j = at + 1; j <= at + NEGATION_REACH && j < t->n; j++)
		if (t->tokens[j].kind == TEXT_TOKEN_WORD && text_word_in_list(t->tokens[j].text, anyone))
			return true;
	return false;
}

/* At most this many foreign keys referring to one table are weighed. */
#define REFERRING_MAX 64

/* The foreign-key columns the question's words prefer: the ones of c[0..n-1] that pass
 * test, kept at the front of c, where any does; else all n.  Returns how many are kept. */
static int
narrow(int *c, int n, bool (*test) (int column, const void *arg), const void *arg)
{
	int			kept = 0;

	for (int i = 0; i < n; i++)
		if (test(c[i], arg))
		{
			int			keep = c[i];

			c[i] = c[kept];
			c[kept++] = keep;
		}
	return kept > 0 ? kept : n;
}

typedef struct Words
{
	const SchemaGraph *g;
	const LinkResult *links;
	const TableNames *names;
	int			from;			/* the negation's token */
} Words;

static bool
column_linked(int column, const void *arg)
{
	const Words *w = arg;

	return linked_after(w->links, w->from, -1, column);
}

static bool
table_linked(int column, const void *arg)
{
	const Words *w = arg;

	return linked_after(w->links, w->from, w->g->columns[column].table, -1);
}

static bool
table_of_people(int column, const void *arg)
{
	const Words *w = arg;

	return table_names_person(&w->names[w->g->columns[column].table]);
}

/* The graph column of the foreign key that refers to key (a graph column of table) and that
 * the words from token from on choose (sql_never_related.h); -1 when none or several. */
static int
referring_column(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
				 const TableNames *names, int from, int table, int key)
{
	Words		w = {g, links, names, from};
	int			c[REFERRING_MAX],
				n = 0;

	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *fk = &g->foreign_keys[f];

		if (fk->ref_table != table || fk->n_columns != 1 || fk->ref_columns[0] != key)
			continue;
		if (n == REFERRING_MAX)
			return -1;
		c[n++] = fk->columns[0];
	}
	n = narrow(c, n, column_linked, &w);
	n = narrow(c, n, table_linked, &w);
	if (names != NULL && negates_people(t, from))
		n = narrow(c, n, table_of_people, &w);
	return n == 1 ? c[0] : -1;
}

/* Whether n negates a stored value or a column of table (another step's case). */
static bool
negates_table_or_value(const SchemaGraph *g, const QuestionNegations *n, int table)
{
	if (n->n_values > 0)
		return true;
	for (int k = 0; k < n->n; k++)
		if (g->columns[n->column[k]].table == table)
			return true;
	return false;
}

/* Where n negates a column of table (another step's case, but for this one): the column,
 * when it is the only one and table's foreign key to its own key, said of the rows it refers
 * to ("Which employees have nobody reporting to them?": reports_to); else -1. */
static int
negated_self_reference(const SchemaGraph *g, const QuestionNegations *n, int table)
{
	if (n->n_values > 0 || n->n != 1 || g->columns[n->column[0]].table != table ||
		!sql_negations_refers_to_own_rows(g, n, 0))
		return -1;
	return n->column[0];
}

/* "SELECT fk FROM child [WHERE fk IS NOT NULL]", the child declared as instance instance. */
static SqlNode *
referring_keys(const SchemaGraph *g, int fk, int instance)
{
	SqlNode    *sub = sql_node_new(SQL_RULE_SELECT),
			   *from = sql_node_new(SQL_RULE_FROM_TABLE),
			   *item = sql_node_new(SQL_RULE_SELECT_EXPR);

	from->slots[0].table = g->columns[fk].table;
	from->slots[0].instance = instance;
	sql_slot_add_child(&sub->slots[SQL_SELECT_FROM], from);
	sql_slot_add_child(&item->slots[0], sql_column_ref(g, instance, fk));
	sql_slot_add_child(&sub->slots[SQL_SELECT_ITEMS], item);
	if (g->columns[fk].nullable)
	{
		SqlNode    *not_null = sql_node_new(SQL_RULE_IS_NOT_NULL);

		sql_slot_add_child(&not_null->slots[0], sql_column_ref(g, instance, fk));
		sql_where_add(sub, not_null);
	}
	return sub;
}

/* ---- the related rows joined instead of negated ---- */

/* sql_node_any's test: a column reference that reads another instance than *arg. */
static bool
reads_other_instance(const SqlNode *node, const void *arg)
{
	return node->rule == SQL_RULE_COLUMN && node->slots[0].instance != *(const int *) arg;
}

/* sql_where_keep's tests: a condition of the asked rows alone (it stays outside), or of
 * the related rows alone (it goes into the subquery). */
static bool
of_instance_alone(const SqlNode *operand, const void *arg)
{
	return !sql_node_any(operand, reads_other_instance, arg);
}

static bool
not_of_instance(const SqlNode *operand, const void *arg)
{
	return !sql_node_any(operand, sql_column_reads_instance, arg);
}

/* sql_conjunct_any's test: a condition that reads the asked rows and others too. */
static bool
mixed_condition(const SqlNode *operand, const void *arg)
{
	return sql_node_any(operand, sql_column_reads_instance, arg) &&
		sql_node_any(operand, reads_other_instance, arg);
}

/* Whether on is "a = b" of the column references (ia, ca) and (ib, cb), either order. */
static bool
joins_on(const SchemaGraph *g, const SqlNode *on, int ia, int ca, int ib, int cb)
{
	const SqlNode *a = sql_node_child(on, 0),
			   *b = sql_node_child(on, 1);

	if (on == NULL || on->rule != SQL_RULE_EQ || a == NULL || b == NULL ||
		a->rule != SQL_RULE_COLUMN || b->rule != SQL_RULE_COLUMN)
		return false;
	if (a->slots[0].instance != ia)
	{
		const SqlNode *swap = a;

		a = b;
		b = swap;
	}
	return a->slots[0].instance == ia && sql_column_graph_index(g, a) == ca &&
		b->slots[0].instance == ib && sql_column_graph_index(g, b) == cb;
}

/* The parts of a candidate that joins the asked rows to the rows that refer to them. */
typedef struct Joined
{
	int			instance;		/* the asked rows' table instance (T) */
	int			key;			/* T's primary key (graph column) */
	int			t_item;			/* T's FROM item */
	int			c_item;			/* the child's FROM item */
	int			c_instance;		/* ... its instance */
	int			fk;				/* ... its foreign key to key (graph column) */
} Joined;

/* The child of j's T that FROM item it is, joined on its foreign key to T's key; false
 * when it is none (j's c_item and fk set when it is). */
static bool
child_item(const SchemaGraph *g, const SqlNode *it, int i, Joined *j)
{
	const SqlNode *on = it->rule == SQL_RULE_FROM_TABLE_JOIN ? sql_node_child(it, 1) : NULL;

	for (int f = 0; on != NULL && f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *k = &g->foreign_keys[f];

		if (k->table == it->slots[0].table && k->n_columns == 1 && k->ref_columns[0] == j->key &&
			joins_on(g, on, j->instance, j->key, it->slots[0].instance, k->columns[0]))
		{
			j->c_item = i;
			j->c_instance = it->slots[0].instance;
			j->fk = k->columns[0];
			return true;
		}
	}
	return false;
}

/* Whether ast is such a candidate (joined_rows_negated), its parts in *j. */
static bool
find_joined(const SqlNode *ast, const SchemaGraph *g, const QuestionNegations *n, Joined *j)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	const SqlSlot *order = &ast->slots[SQL_SELECT_ORDER_BY];
	int			pk;

	*j = (Joined) {sql_output_instance(ast), -1, -1, -1, -1, -1};
	if (j->instance < 0 ||
		sql_conjunct_any(sql_node_child(ast, SQL_SELECT_WHERE), mixed_condition, &j->instance))
		return false;
	for (int i = 0; i < order->n_children; i++)
		if (sql_node_any(order->children[i], reads_other_instance, &j->instance))
			return false;		/* ordered by the related rows */
	for (int i = 0; i < from->n_children; i++)
	{
		if (from->children[i]->rule != SQL_RULE_FROM_TABLE &&
			from->children[i]->rule != SQL_RULE_FROM_TABLE_JOIN)
			return false;
		if (from->children[i]->slots[0].instance == j->instance)
			j->t_item = i;
	}
	if (j->t_item < 0 || negates_table_or_value(g, n, from->children[j->t_item]->slots[0].table) ||
		(pk = schema_graph_single_primary_key(g, from->children[j->t_item]->slots[0].table)) < 0)
		return false;
	j->key = g->tables[from->children[j->t_item]->slots[0].table].first_column + pk;
	for (int i = 0; i < from->n_children; i++)
	{
		const SqlNode *it = from->children[i];

		if (i == j->t_item || (j->c_item < 0 && child_item(g, it, i, j)))
			continue;
		/* only the child's own join reads T */
		if (it->rule == SQL_RULE_FROM_TABLE_JOIN &&
			sql_node_any(sql_node_child(it, 1), sql_column_reads_instance, &j->instance))
			return false;
	}
	return j->c_item >= 0;
}

/* slot's children but the one at drop, the one at first made a FROM_TABLE and put first. */
static void
from_without(SqlSlot *slot, int drop, int first)
{
	SqlNode    *child = slot->children[first],
			   *head = sql_node_new(SQL_RULE_FROM_TABLE);
	int			kept = 0;

	head->slots[0].table = child->slots[0].table;
	head->slots[0].instance = child->slots[0].instance;
	sql_node_free(child);
	sql_node_free(slot->children[drop]);
	slot->children[first] = slot->children[drop] = NULL;
	for (int i = 0; i < slot->n_children; i++)
		if (slot->children[i] != NULL)
			slot->children[kept++] = slot->children[i];
	slot->n_children = kept;
	sql_slot_add_child(slot, NULL);
	memmove(&slot->children[1], &slot->children[0], sizeof(SqlNode *) * (size_t) kept);
	slot->children[0] = head;
}

/* "SELECT fk FROM child JOIN ... WHERE <the conditions not of T>" of ast; NULL when its
 * WHERE is too long to split. */
static SqlNode *
joined_subquery(const SqlNode *ast, const SchemaGraph *g, const Joined *j)
{
	SqlNode    *sub = sql_node_clone(ast),
			   *item = sql_node_new(SQL_RULE_SELECT_EXPR);

	/* its outputs and its order are the asked rows': none of them stays */
	static const int cleared[] = {SQL_SELECT_ITEMS, SQL_SELECT_ORDER_BY};

	sub->rule = SQL_RULE_SELECT;
	for (size_t c = 0; c < sizeof(cleared) / sizeof(cleared[0]); c++)
		sql_slot_clear(&sub->slots[cleared[c]]);
	dt_free(sub->slots[SQL_SELECT_LIMIT].value);
	sub->slots[SQL_SELECT_LIMIT].value = NULL;
	sub->slots[SQL_SELECT_LIMIT].present = false;
	sql_slot_add_child(&item->slots[0], sql_column_ref(g, j->c_instance, j->fk));
	sql_slot_add_child(&sub->slots[SQL_SELECT_ITEMS], item);
	from_without(&sub->slots[SQL_SELECT_FROM], j->t_item, j->c_item);
	if (!sql_where_keep(sub, not_of_instance, &j->instance))
	{
		sql_node_free(sub);
		return NULL;
	}
	if (g->columns[j->fk].nullable)
	{
		SqlNode    *not_null = sql_node_new(SQL_RULE_IS_NOT_NULL);

		sql_slot_add_child(&not_null->slots[0], sql_column_ref(g, j->c_instance, j->fk));
		sql_where_add(sub, not_null);
	}
	return sub;
}

/*
 * "Which museum has had zero visitors?" decoded "SELECT DISTINCT name FROM museum JOIN visit
 * ON ... JOIN visitor ON ...": the museums that were visited.  Where the outputs read one
 * instance T (a single-column primary key) and T is joined to a child C on C's foreign key
 * to that key, no other FROM item joins T, and each WHERE condition reads T alone or the
 * others alone: "SELECT ... FROM T WHERE <T's conditions> AND key NOT IN (SELECT C.fk FROM
 * C JOIN ... WHERE <the others'>)".  NULL when the candidate is not so.
 */
static SqlNode *
joined_rows_negated(const SqlNode *ast, const SchemaGraph *g, const QuestionNegations *n)
{
	Joined		j;
	SqlNode    *copy,
			   *sub,
			   *t_only,
			   *not_in;
	SqlSlot    *from;

	if (!find_joined(ast, g, n, &j) || (sub = joined_subquery(ast, g, &j)) == NULL)
		return NULL;
	copy = sql_node_clone(ast);
	from = &copy->slots[SQL_SELECT_FROM];
	t_only = sql_node_new(SQL_RULE_FROM_TABLE);
	t_only->slots[0].table = from->children[j.t_item]->slots[0].table;
	t_only->slots[0].instance = j.instance;
	for (int i = 0; i < from->n_children; i++)
		sql_node_free(from->children[i]);
	from->n_children = 0;
	sql_slot_add_child(from, t_only);
	if (!sql_where_keep(copy, of_instance_alone, &j.instance))
	{
		sql_node_free(copy);
		sql_node_free(sub);
		return NULL;
	}
	not_in = sql_node_new(SQL_RULE_NOT_IN_QUERY);
	sql_slot_add_child(&not_in->slots[0], sql_column_ref(g, j.instance, j.key));
	sql_slot_add_child(&not_in->slots[1], sub);
	sql_where_add(copy, not_in);
	return copy;
}

SqlNode *
sql_never_related(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
				  const LinkResult *links, const TableNames *names, const QuestionNegations *n)
{
	const SqlNode *from;
	SqlNode    *copy,
			   *not_in;
	int			table,
				pk,
				key,
				fk;

	if (ast == NULL || !n->negates || !sql_is_select(ast) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_HAVING].n_children > 0 || sql_negations_says_no(ast))
		return NULL;
	if (ast->slots[SQL_SELECT_FROM].n_children > 1)
		return joined_rows_negated(ast, g, n);
	from = ast->slots[SQL_SELECT_FROM].children[0];
	table = from->slots[0].table;
	if (from->rule != SQL_RULE_FROM_TABLE || table < 0 || table >= g->n_tables ||
		(pk = schema_graph_single_primary_key(g, table)) < 0)
		return NULL;
	key = g->tables[table].first_column + pk;
	fk = negates_table_or_value(g, n, table) ? negated_self_reference(g, n, table)
		: referring_column(g, t, links, names, n->negation_at, table, key);
	if (fk < 0)
		return NULL;
	copy = sql_node_clone(ast);
	not_in = sql_node_new(SQL_RULE_NOT_IN_QUERY);
	sql_slot_add_child(&not_in->slots[0], sql_column_ref(g, from->slots[0].instance, key));
	sql_slot_add_child(&not_in->slots[1], referring_keys(g, fk, sql_max_instance(copy) + 1));
	sql_where_add(copy, not_in);
	return copy;
}
