/*
 * sql_never_related.c — rows no related row refers to (sql_never_related.h).
 */
#include "sql/sql_never_related.h"

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
		ast->slots[SQL_SELECT_FROM].n_children != 1 ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 || sql_negations_says_no(ast))
		return NULL;
	from = ast->slots[SQL_SELECT_FROM].children[0];
	table = from->slots[0].table;
	if (from->rule != SQL_RULE_FROM_TABLE || table < 0 || table >= g->n_tables ||
		negates_table_or_value(g, n, table) ||
		(pk = schema_graph_single_primary_key(g, table)) < 0)
		return NULL;
	key = g->tables[table].first_column + pk;
	fk = referring_column(g, t, links, names, n->negation_at, table, key);
	if (fk < 0)
		return NULL;
	copy = sql_node_clone(ast);
	not_in = sql_node_new(SQL_RULE_NOT_IN_QUERY);
	sql_slot_add_child(&not_in->slots[0], sql_column_ref(g, from->slots[0].instance, key));
	sql_slot_add_child(&not_in->slots[1], referring_keys(g, fk, sql_max_instance(copy) + 1));
	sql_where_add(copy, not_in);
	return copy;
}
