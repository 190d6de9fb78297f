/*
 * answer_joins.c — a table joined for nothing left out; rows a join repeats counted once
 * (answer_joins.h).
 */
#include "answer/answer_joins.h"

#include <string.h>

#include "sql/sql_counted_elsewhere.h"

/* How many column references of node (at any depth) read table instance instance. */
static int
instance_references(const SqlNode *node, int instance)
{
	return sql_node_count(node, sql_column_reads_instance, &instance);
}

/* Whether the words of link l also link, as kind, to table or a column of it. */
static bool
span_links_table(const SchemaGraph *g, const LinkResult *links, const SchemaLink *l,
				 LinkKind kind, int table)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *o = &links->links[i];
		int			t = schema_link_table(g, o);

		if (o->kind == kind && t == table && t >= 0 &&
			o->token_start == l->token_start && o->token_end == l->token_end)
			return true;
	}
	return false;
}

/* Whether a question word links to table, one of its columns or a value stored in it,
 * other than partly; not a word that links to table's key_column (-1: none) because it
 * names key_table, the table the key refers to ("visits" links medications.encounter,
 * the encounter a medication was given at, as it names the encounters), nor a date that
 * links to a date of key_table as well ("in 2023" to encounters.start and to
 * medications.start: a date links to every date column). */
static bool
question_mentions_table(const SchemaGraph *g, const LinkResult *links, int table,
						int key_column, int key_table)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			t = schema_link_table(g, l);

		if (l->kind == LINK_COLUMN && key_column >= 0 && l->column == key_column &&
			span_links_table(g, links, l, LINK_TABLE, key_table))
			continue;
		/* a date links to every date column as a value: one that key_table has too may
		 * be key_table's */
		if (l->kind == LINK_VALUE && l->column >= 0 && l->column < g->n_columns &&
			g->columns[l->column].type_class == SG_TYPE_TIME &&
			span_links_table(g, links, l, LINK_VALUE, key_table))
			continue;
		if (t == table && l->match != LINK_PARTIAL)
			return true;
	}
	return false;
}

/*
 * Whether link l names table t but for a last name word "header": an order header is the
 * order itself, and "purchase orders" names purchaseorderheader (purchase, order, header)
 * as an analyst says it, where it names purchaseorderdetail, the order's lines, only in
 * part.
 */
static bool
names_header_table(const SchemaGraph *g, const SchemaLink *l, int t)
{
	const SgTable *tab = &g->tables[t];

	return l->match == LINK_PARTIAL && tab->n_words >= 2 &&
		strcmp(tab->words[tab->n_words - 1], "header") == 0 &&
		l->token_end - l->token_start == tab->n_words - 1;
}

/* Whether a question word names table itself (not partly; an order header by the words
 * before "header"). */
static bool
question_names_table(const SchemaGraph *g, const LinkResult *links, int table)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_TABLE && links->links[i].table == table &&
			(links->links[i].match != LINK_PARTIAL ||
			 names_header_table(g, &links->links[i], table)))
			return true;
	return false;
}

/* Whether eq is "X.a = Y.b" (either way round) of two column references, X instance and Y
 * another; *mine the one of instance, *other the other. */
static bool
equality_of_instance(const SqlNode *eq, int instance, const SqlNode **mine,
					 const SqlNode **other)
{
	const SqlNode *a,
			   *b;

	if (eq == NULL || eq->rule != SQL_RULE_EQ || (a = sql_node_child(eq, 0)) == NULL ||
		(b = sql_node_child(eq, 1)) == NULL || a->rule != SQL_RULE_COLUMN ||
		b->rule != SQL_RULE_COLUMN)
		return false;
	if (b->slots[0].instance == instance)
	{
		const SqlNode *x = a;

		a = b;
		b = x;
	}
	*mine = a;
	*other = b;
	return a->slots[0].instance == instance && b->slots[0].instance != instance;
}

/* Whether select's FROM is table instances only, joined with JOIN ... ON (no subquery, no
 * LEFT JOIN). */
static bool
from_tables_only(const SqlNode *select)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
		if (from->children[k]->rule != SQL_RULE_FROM_TABLE &&
			from->children[k]->rule != SQL_RULE_FROM_TABLE_JOIN)
			return false;
	return true;
}

/* Whether a question word links to table, one of its columns or a value stored in it, in
 * any way (partly too). */
static bool
question_links_table(const SchemaGraph *g, const LinkResult *links, int table)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			t = schema_link_table(g, l);

		if (t == table)
			return true;
	}
	return false;
}

/* Whether the question names a row of table by a value stored in one of its text columns,
 * as it is written: "Who is our contact at University Dorm Supplies?" asks about that
 * customer. */
static bool
question_names_row_of(const SchemaGraph *g, const LinkResult *links, int table)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_VALUE && l->match == LINK_EXACT && l->column >= 0 &&
			l->column < g->n_columns && g->columns[l->column].table == table &&
			g->columns[l->column].type_class == SG_TYPE_TEXT)
			return true;
	}
	return false;
}

/* Whether the question is about the rows of p_table, not of j_table, whose rows refer to
 * them: a word names p_table, or (by_value) a value names a row of it and no word links to
 * j_table at all (a word that names j_table in part, "order" of salesorder, may ask which
 * rows have j_table's).  Not by value where the query aggregates: "How many people work
 * in Research?" counts the rows that refer to the department it names. */
static bool
question_about_referenced(const SchemaGraph *g, const LinkResult *links, int p_table,
						  int j_table, bool by_value)
{
	return question_names_table(g, links, p_table) ||
		(by_value && question_names_row_of(g, links, p_table) &&
		 !question_links_table(g, links, j_table));
}

/* P's table where on is "J.c = P.d" (either way round) for instance j and another instance,
 * c (in *key_column) the one column of a foreign key of j's table that references d (j's
 * rows reference the other's), and the question is about P's rows
 * (question_about_referenced, by_value as there); else -1. */
static int
joins_by_its_key(const SchemaGraph *g, const LinkResult *links, const SqlNode *on, int j,
				 bool by_value, int *key_column)
{
	const SqlNode *a,
			   *b;
	int			c,
				d;

	if (!equality_of_instance(on, j, &a, &b) ||
		(c = sql_column_graph_index(g, a)) < 0 || (d = sql_column_graph_index(g, b)) < 0)
		return -1;
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		if (fk->n_columns == 1 && fk->columns[0] == c && fk->ref_columns[0] == d)
		{
			*key_column = c;
			return question_about_referenced(g, links, b->slots[0].table, a->slots[0].table,
											 by_value) ?
				b->slots[0].table : -1;
		}
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
			question_mentions_table(g, links, fk->ref_table, -1, -1))
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
	int			p_table,
				key_column = -1;
	const SqlNode *on;

	*on_item = k == 0 ? 1 : k;
	if (*on_item >= from->n_children ||
		from->children[*on_item]->rule != SQL_RULE_FROM_TABLE_JOIN)
		return false;
	on = sql_node_child(from->children[*on_item], 1);
	return (p_table = joins_by_its_key(g, links, on, j, !sql_answers_an_aggregate(select),
									   &key_column)) >= 0 &&
		instance_references(select, j) == instance_references(on, j) &&
		!question_mentions_table(g, links, item->slots[0].table, key_column, p_table) &&
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
answer_drop_unread_join(SqlNode *ast, int instance)
{
	SqlSlot    *from;

	if (ast == NULL || !sql_is_select(ast) || !from_tables_only(ast))
		return ast;
	from = &ast->slots[SQL_SELECT_FROM];
	for (int k = 0; k < from->n_children && from->n_children > 1; k++)
	{
		int			on_item = k == 0 ? 1 : k;

		if (from->children[k]->slots[0].instance != instance)
			continue;
		if (from->children[on_item]->rule == SQL_RULE_FROM_TABLE_JOIN &&
			instance_references(ast, instance) ==
			instance_references(sql_node_child(from->children[on_item], 1), instance))
			remove_item(ast, k);
		break;
	}
	return ast;
}

SqlNode *
answer_drop_unused_joins(SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	SqlSlot    *from;
	bool		dropped = true;

	/* grouped, a join counts or sums per group what the question may call by another
	 * name ("How many books has each author written?" counts titleauthor's rows); grouped
	 * by periods of time alone, it repeats rows as it does ungrouped */
	if (ast == NULL || !sql_is_select(ast) ||
		sql_period_groupings(ast) < ast->slots[SQL_SELECT_GROUP_BY].n_children ||
		!from_tables_only(ast))
		return ast;
	from = &ast->slots[SQL_SELECT_FROM];
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

/* What repeats_counted tests for: the counted table's instance and its key column. */
typedef struct CountedKey
{
	const SchemaGraph *g;
	int			instance;
	int			key;			/* graph column */
} CountedKey;

/* Whether n is "J.c = P.key" (either way round), P the counted instance and c a column of
 * another instance that a foreign key of its table makes reference P's key: J's rows
 * repeat P's. */
static bool
repeats_counted(const SqlNode *n, const void *arg)
{
	const CountedKey *k = arg;
	const SqlNode *a,
			   *b;
	int			c;

	return equality_of_instance(n, k->instance, &a, &b) &&
		sql_column_graph_index(k->g, a) == k->key &&
		(c = sql_column_graph_index(k->g, b)) >= 0 &&
		schema_graph_column_references(k->g, c, k->key);
}

/* Whether operand is "column = literal" for a column of the counted instance. */
static bool
fixes_counted(const SqlNode *operand, const void *arg)
{
	const CountedKey *k = arg;
	const SqlNode *column,
			   *value;

	return sql_column_equals_value(operand, &column, &value) &&
		column->slots[0].instance == k->instance;
}

/* Whether select's FROM joins a table whose rows reference the counted instance's key. */
static bool
joins_repeating_rows(const SqlNode *select, const CountedKey *k)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int i = 0; i < from->n_children; i++)
	{
		const SqlNode *item = from->children[i];

		if (item->rule == SQL_RULE_FROM_TABLE_JOIN &&
			sql_node_any(sql_node_child(item, 1), repeats_counted, k))
			return true;
	}
	return false;
}

/* ast's count(*) (item) over one table whose rows refer by one key to the counted table,
 * which it does not read, made count(DISTINCT that key): "How many patients have a food
 * allergy?" decoded over allergies alone counts each patient once, not each allergy. */
static SqlNode *
count_referred_once(SqlNode *ast, const SchemaGraph *g, int counted, SqlNode *item)
{
	const SqlNode *from = sql_lone_from_table(ast);
	SqlNode    *distinct;
	int			key;

	if (from == NULL ||
		(key = schema_graph_referring_column(g, from->slots[0].table, counted)) < 0)
		return ast;
	distinct = sql_node_new(SQL_RULE_COUNT_DISTINCT);
	sql_slot_add_child(&distinct->slots[0], sql_column_ref(g, from->slots[0].instance, key));
	sql_node_free(item);
	ast->slots[SQL_SELECT_ITEMS].children[0]->slots[0].children[0] = distinct;
	return ast;
}

SqlNode *
answer_count_each_once(SqlNode *ast, const SchemaGraph *g, const CountedTable *counted_table)
{
	SqlSlot    *items;
	SqlNode    *item,
			   *distinct;
	CountedKey	k = {.g = g};
	int			counted = counted_table->table,
				pk;

	if (ast == NULL || !sql_is_select(ast) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0)
		return ast;
	items = &ast->slots[SQL_SELECT_ITEMS];
	if (items->n_children != 1 || (item = sql_node_child(items->children[0], 0)) == NULL ||
		item->rule != SQL_RULE_COUNT_STAR)
		return ast;
	if (!from_tables_only(ast))
		return ast;
	/* "how many", not "the most": a ranking counts per group, which it has not */
	if (counted < 0 || counted_table->ranked ||
		(pk = schema_graph_single_primary_key(g, counted)) < 0)
		return ast;
	if ((k.instance = sql_from_only_instance(ast, counted)) < 0)
		return count_referred_once(ast, g, counted, item);
	k.key = g->tables[counted].first_column + pk;
	/* rows the WHERE names by a value ("the state whose capital is boston") are the ones
	 * the question counts from, not the ones it counts */
	if (!joins_repeating_rows(ast, &k) ||
		sql_conjunct_any(sql_node_child(ast, SQL_SELECT_WHERE), fixes_counted, &k))
		return ast;
	distinct = sql_node_new(SQL_RULE_COUNT_DISTINCT);
	sql_slot_add_child(&distinct->slots[0], sql_column_ref(g, k.instance, k.key));
	sql_node_free(item);
	items->children[0]->slots[0].children[0] = distinct;
	return ast;
}
