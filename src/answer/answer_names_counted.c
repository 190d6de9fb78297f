/*
 * answer_names_counted.c — "Who placed the most orders?": the people the counted rows
 * refer to, ranked by how many refer to each (answer_names.h, answer_people_counted).
 *
 * The model reads "who" with no table to answer from: it counts the orders per order, or
 * the commonest value of some column of theirs.  The word right after the superlative
 * names the rows counted (orders); the people are those the counted table refers to by its
 * one single-column key to a person's table (orders.customer_number to customers).  Where
 * that word names the people themselves ("Who is our most frequent customer?", counted
 * over the customers grouped by their names) and they refer to no people themselves (as
 * members who recommend members do), the rows counted are those of the one table that
 * refers to them.
 */
#include "answer/answer_names_internal.h"

#include "common/alloc.h"
#include "sql/sql_grammar.h"

/* How far after the superlative the counted table's word may come ("the most sales
 * orders"). */
#define COUNTED_WINDOW 2

/* The one table a word right after one of the question's superlatives names, or -1 (none,
 * or several): an exact match over partial ones ("orders" names orders, and in part
 * orderdetails and order_totals). */
static int
counted_table(const LinkResult *links, const QuestionDirections *d)
{
	int			found[2] = {-1, -1};	/* exact, partial */
	bool		several[2] = {false, false};

	for (int k = 0; k < d->n_ranking_words; k++)
	{
		int			w = d->ranking_word[k];

		if (d->ranking_direction[k] == 0)
			continue;
		for (int i = 0; i < links->n_links; i++)
		{
			const SchemaLink *l = &links->links[i];
			int			m = l->match == LINK_EXACT ? 0 : 1;

			if (l->kind != LINK_TABLE || l->token_start <= w || l->token_start > w + COUNTED_WINDOW)
				continue;
			several[m] |= found[m] >= 0 && found[m] != l->table;
			found[m] = l->table;
		}
	}
	if (found[0] >= 0)
		return several[0] ? -1 : found[0];
	return several[1] ? -1 : found[1];
}

/* Whether table's rows are people: a given and a family name, or a person's whole name. */
static bool
is_people(const TableNames *n)
{
	return table_holds_people(n) || n->whole;
}

/* Where the word after the superlative names the people themselves ("Who is our most
 * frequent customer?"), the rows counted are those of the one other table that refers to
 * them by a single-column foreign key to their key (orders.user_id): that table; -1 where
 * none or several do. */
static int
rows_of_people(const SchemaGraph *g, int people)
{
	int			pk = single_primary_key(g, people),
				found = -1;

	for (int f = 0; pk >= 0 && f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *key = &g->foreign_keys[f];

		if (key->ref_table != people || key->table == people || key->n_columns != 1 ||
			key->ref_columns[0] != pk)
			continue;
		if (found >= 0 && found != key->table)
			return -1;
		found = key->table;
	}
	return found;
}

/* The one foreign key of table (one column, to the single-column primary key of a table
 * whose rows are people, itself too: "Who manages the most employees?" follows
 * employees.manager_id), or -1 (none, or several). */
static int
key_to_people(const SchemaGraph *g, const TableNames *names, int table)
{
	int			found = -1;

	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *key = &g->foreign_keys[f];

		if (key->table != table || key->n_columns != 1 ||
			!is_people(&names[key->ref_table]) ||
			single_primary_key(g, key->ref_table) != key->ref_columns[0])
			continue;
		if (found >= 0)
			return -1;
		found = f;
	}
	return found;
}

/* Whether select reads table counted and groups by the people's key pk (a graph column):
 * the rows counted per person already. */
static bool
counts_per_person(const SqlNode *select, const SchemaGraph *g, int counted, int pk)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];

	if (sql_instances_of_table(select, counted) == 0)
		return false;
	for (int k = 0; k < group->n_children; k++)
		if (sql_column_graph_index(g, group->children[k]) == pk)
			return true;
	return false;
}

/* Whether select ranks its rows by count(*) alone, to a LIMIT, with no WHERE or HAVING
 * (which the copy could not carry over to other tables). */
static bool
ranks_by_count(const SqlNode *select)
{
	const SqlSlot *order = &select->slots[SQL_SELECT_ORDER_BY];

	return select->rule == SQL_RULE_SELECT && order->n_children == 1 &&
		sql_node_child(order->children[0], 0) != NULL &&
		sql_node_child(order->children[0], 0)->rule == SQL_RULE_COUNT_STAR &&
		select->slots[SQL_SELECT_LIMIT].present &&
		select->slots[SQL_SELECT_WHERE].n_children == 0 &&
		select->slots[SQL_SELECT_HAVING].n_children == 0;
}

SqlNode *
answer_people_counted(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					  const LinkResult *links, const QuestionDirections *d, const NameQuestion *q)
{
	const SgForeignKey *key;
	const SqlSlot *limit;
	SqlNode    *copy,
			   *fk,
			   *id;
	int			counted,
				f,
				people,
				pk;

	if (ast == NULL || q->ask != NAME_ASK_WHO || !ranks_by_count(ast) ||
		(counted = counted_table(links, d)) < 0)
		return NULL;
	/* people that refer to people count those they refer to ("Who recommended the most
	 * members?"); others, the rows that refer to them */
	if (is_people(&q->names[counted]) && key_to_people(g, q->names, counted) < 0 &&
		(counted = rows_of_people(g, counted)) < 0)
		return NULL;
	if ((f = key_to_people(g, q->names, counted)) < 0)
		return NULL;
	key = &g->foreign_keys[f];
	pk = key->ref_columns[0];
	if (counts_per_person(ast, g, counted, pk))
		return NULL;			/* it counts them already */
	copy = sql_select_from_table(counted);
	fk = sql_column_ref(g, 0, key->columns[0]);
	people = sql_join_table(copy, g, fk, key->ref_table, pk);
	sql_node_free(fk);
	/* the people's key, which full_names answers with the names a "who" asks for (a
	 * customer's own name or its contact's, as everywhere else) */
	id = sql_node_new(SQL_RULE_SELECT_EXPR);
	sql_slot_add_child(&id->slots[0], sql_column_ref(g, people, pk));
	sql_slot_add_child(&copy->slots[SQL_SELECT_ITEMS], id);
	sql_slot_add_child(&copy->slots[SQL_SELECT_GROUP_BY], sql_column_ref(g, people, pk));
	sql_slot_add_child(&copy->slots[SQL_SELECT_ORDER_BY],
					   sql_node_clone(ast->slots[SQL_SELECT_ORDER_BY].children[0]));
	limit = &ast->slots[SQL_SELECT_LIMIT];
	copy->slots[SQL_SELECT_LIMIT].present = true;
	copy->slots[SQL_SELECT_LIMIT].value_type = limit->value_type;
	copy->slots[SQL_SELECT_LIMIT].value = dt_strdup(limit->value);
	copy = answer_full_names(copy, g, tokens, links, q);
	if (answer_who_without_names(copy, g, q))
	{
		sql_node_free(copy);	/* the key stayed: no answer about people */
		return NULL;
	}
	return copy;
}
