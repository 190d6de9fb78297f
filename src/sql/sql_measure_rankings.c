/*
 * sql_measure_rankings.c — a ranking by the sum of a measure that a related table holds
 * (sql_measure_rankings.h).
 */
#include "sql/sql_measure_rankings.h"

#include "common/alloc.h"
#include "schema/measures.h"

/* Whether token i comes after one of the question's superlatives. */
static bool
after_superlative(const QuestionDirections *d, int i)
{
	for (int k = 0; k < d->n_ranking_words; k++)
		if (d->ranking_direction[k] != 0 && d->ranking_word[k] < i)
			return true;
	return false;
}

/* The one single-column foreign key of table from to table to's primary key column pk;
 * -1 when none or several. */
static int
single_key_to(const SchemaGraph *g, int from, int to, int pk)
{
	int			found = -1;

	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *fk = &g->foreign_keys[f];

		if (fk->table != from || fk->ref_table != to)
			continue;
		if (fk->n_columns != 1 || fk->ref_columns[0] != pk || found >= 0)
			return -1;
		found = f;
	}
	return found;
}

/* Whether link l is a superlative's measure word linked to a measure column. */
static bool
links_a_ranked_measure(const SchemaGraph *g, const TextTokens *t, const QuestionDirections *d,
					   const SchemaLink *l)
{
	return l->kind == LINK_COLUMN && l->column >= 0 &&
		measure_kind_of(g, l->column) != MEASURE_NONE &&
		measure_word_kinds(t, l->token_start) != 0 && after_superlative(d, l->token_start);
}

/* The one measure column of table from that such links give; -1 when none or several. */
static int
table_measure(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
			  const QuestionDirections *d, int from)
{
	int			found = -1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (!links_a_ranked_measure(g, t, d, l) || g->columns[l->column].table != from)
			continue;
		if (found >= 0 && found != l->column)
			return -1;
		found = l->column;
	}
	return found;
}

/*
 * The measure column the superlative's measure words link to in a table that refers to
 * table (whose primary key column is pk), with that reference in *key: of the tables that
 * refer to it, the one where those words give exactly one measure column (where "copies"
 * gives two columns of one table, they say nothing about which).  -1 when no
 * table or several give one, or the words give a measure of table itself.
 */
static int
related_measure(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
				const QuestionDirections *d, int table, int pk, int *key)
{
	int			found = -1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			from,
					c,
					f;

		if (!links_a_ranked_measure(g, t, d, l))
			continue;
		if ((from = g->columns[l->column].table) == table)
			return -1;
		if ((f = single_key_to(g, from, table, pk)) < 0 ||
			(c = table_measure(g, t, links, d, from)) < 0)
			continue;
		if (found >= 0 && found != c)
			return -1;
		found = c;
		*key = f;
	}
	return found;
}

/* The FROM item of select when it reads one base table and nothing else; NULL otherwise. */
static const SqlNode *
lone_table(const SqlNode *select)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	if (from->n_children != 1 ||
		sql_rules[from->children[0]->rule].render != SQL_RK_FROM_TABLE)
		return NULL;
	return from->children[0];
}

/* The graph column of select's one ORDER BY item when it is a plain column; -1 otherwise. */
static int
ranked_by_column(const SchemaGraph *g, const SqlNode *select)
{
	const SqlSlot *order = &select->slots[SQL_SELECT_ORDER_BY];

	if (order->n_children != 1)
		return -1;
	return sql_column_graph_index(g, sql_node_child(order->children[0], 0));
}

SqlNode *
sql_measure_ranking(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
					const LinkResult *links, const QuestionDirections *d)
{
	const SqlNode *item;
	const SgForeignKey *fk;
	SqlNode    *copy,
			   *key,
			   *order,
			   *sum;
	SqlSlot    *order_by;
	int			ranked,
				table,
				instance,
				pk,
				measure,
				fk_index = -1,
				joined;

	if (ast == NULL || ast->rule != SQL_RULE_SELECT ||
		(d->superlatives != DIRECTION_UP && d->superlatives != DIRECTION_DOWN) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_HAVING].n_children > 0 || !ast->slots[SQL_SELECT_LIMIT].present ||
		sql_answers_an_aggregate(ast) || (item = lone_table(ast)) == NULL ||
		(ranked = ranked_by_column(g, ast)) < 0 || measure_kind_of(g, ranked) != MEASURE_NONE)
		return NULL;
	table = item->slots[0].table;
	instance = item->slots[0].instance;
	if ((pk = schema_graph_single_primary_key(g, table)) < 0)
		return NULL;
	pk += g->tables[table].first_column;
	if ((measure = related_measure(g, t, links, d, table, pk, &fk_index)) < 0)
		return NULL;
	fk = &g->foreign_keys[fk_index];

	copy = sql_node_clone(ast);
	order_by = &copy->slots[SQL_SELECT_ORDER_BY];
	sql_slot_clear(order_by);
	key = sql_column_ref(g, instance, pk);
	joined = sql_join_table(copy, g, key, fk->table, fk->columns[0]);
	sql_slot_add_child(&copy->slots[SQL_SELECT_GROUP_BY], key);
	sum = sql_node_new(SQL_RULE_SUM);
	sql_slot_add_child(&sum->slots[0], sql_column_ref(g, joined, measure));
	order = sql_node_new(d->superlatives == DIRECTION_UP ? SQL_RULE_ORDER_DESC : SQL_RULE_ORDER_ASC);
	sql_slot_add_child(&order->slots[0], sum);
	sql_slot_add_child(order_by, order);
	return copy;
}
