/*
 * sql_measure_rankings.c — a ranking by the sum of a measure that a related table holds
 * (sql_measure_rankings.h).
 */
#include "sql/sql_measure_rankings.h"

#include "common/alloc.h"
#include "schema/measures.h"
#include "sql/sql_measure_sums.h"

/* The most tables a ranking by a related measure reads (reference_chain). */
#define SQL_MEASURE_CHAIN_MAX 4

/* The question as the rankings read it, with what its measure words ask found once. */
typedef struct RankQuestion
{
	const SchemaGraph *g;
	const TextTokens *t;
	const LinkResult *links;
	const QuestionDirections *d;
	unsigned	kinds_alone;	/* kinds_asked_alone */
	bool		says_stock;		/* question_says_stock */
} RankQuestion;

/* Whether token i comes after one of the question's superlatives. */
static bool
after_superlative(const QuestionDirections *d, int i)
{
	for (int k = 0; k < d->n_ranking_words; k++)
		if (d->ranking_direction[k] != 0 && d->ranking_word[k] < i)
			return true;
	return false;
}

/* Whether a word of t says stock (measure_word_says_stock). */
static bool
question_says_stock(const TextTokens *t)
{
	for (int i = 0; i < t->n; i++)
		if (measure_word_says_stock(t, i))
			return true;
	return false;
}

/* The measure kinds t's words ask for each alone ("units": quantity; "revenue": money); a
 * word of selling, which asks for either, adds none. */
static unsigned
kinds_asked_alone(const TextTokens *t)
{
	unsigned	asked = 0;

	for (int i = 0; i < t->n; i++)
	{
		unsigned	k = measure_word_kinds(t, i);

		if (k == MEASURE_BIT(MEASURE_MONEY) || k == MEASURE_BIT(MEASURE_QUANTITY))
			asked |= k;
	}
	return asked;
}

static void
rank_question_init(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
				   const QuestionDirections *d, RankQuestion *q)
{
	q->g = g;
	q->t = t;
	q->links = links;
	q->d = d;
	q->kinds_alone = kinds_asked_alone(t);
	q->says_stock = question_says_stock(t);
}

/*
 * Whether link l is a superlative's measure word linked to a measure column of a kind the
 * word asks for, and of a kind the question's words ask for where some ask for one kind
 * alone; a stock (units_in_stock) only where the question says stock.  "Which product
 * sold the most units?": "units" names part of unit_price, money, and "sold" links every
 * price and quantity; the units asked for are the order lines' quantity, not the
 * product's price or stock.
 */
static bool
links_a_ranked_measure(const RankQuestion *q, const SchemaLink *l)
{
	unsigned	kind;

	if (l->kind != LINK_COLUMN || l->column < 0 ||
		measure_kind_of(q->g, l->column) == MEASURE_NONE || !after_superlative(q->d, l->token_start))
		return false;
	kind = MEASURE_BIT(measure_kind_of(q->g, l->column));
	return (measure_word_kinds(q->t, l->token_start) & kind) != 0 &&
		(q->kinds_alone == 0 || (q->kinds_alone & kind) != 0) &&
		(!measure_column_holds_stock(q->g, l->column) || q->says_stock);
}

/* The one measure column of table from that such links give; -1 when none or several. */
static int
table_measure(const RankQuestion *q, int from)
{
	int			found = -1;

	for (int k = 0; k < q->links->n_links; k++)
	{
		const SchemaLink *l = &q->links->links[k];

		if (!links_a_ranked_measure(q, l) || q->g->columns[l->column].table != from)
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
related_measure(const RankQuestion *q, int table, int pk, int *key)
{
	int			found = -1;

	for (int k = 0; k < q->links->n_links; k++)
	{
		const SchemaLink *l = &q->links->links[k];
		int			from,
					c,
					f;

		if (!links_a_ranked_measure(q, l))
			continue;
		if ((from = q->g->columns[l->column].table) == table)
			return -1;
		if ((f = schema_graph_single_key_to(q->g, from, table, pk)) < 0 ||
			(c = table_measure(q, from)) < 0)
			continue;
		if (found >= 0 && found != c)
			return -1;
		found = c;
		*key = f;
	}
	return found;
}

/*
 * "Which product sold the most units?" where "units" links to no quantity (it names part
 * of unit_price and of units_in_stock): a quantity asked alone after a superlative, with
 * no link any ranked measure takes, is the one quantity (not a stock) of the one table
 * that refers to table by its key (order_details.quantity), with that reference in *key;
 * -1 when none or several, or table holds one of its own.  Stock said after the
 * superlative ("Which locations hold the most stock?") asks for the one stock instead
 * (productinventory.quantity).
 */
static int
unlinked_related_quantity(const RankQuestion *q, int table, int pk, int *key)
{
	const SchemaGraph *g = q->g;
	int			found = -1;
	bool		asked = false,
				stock = false;

	for (int i = 0; i < q->t->n; i++)
	{
		stock = stock || (measure_word_says_stock(q->t, i) && after_superlative(q->d, i));
		asked = asked || stock || (measure_word_kinds(q->t, i) == MEASURE_BIT(MEASURE_QUANTITY) &&
								   after_superlative(q->d, i));
	}
	for (int k = 0; k < q->links->n_links; k++)
		if (links_a_ranked_measure(q, &q->links->links[k]))
			return -1;
	for (int from = 0; asked && from < g->n_tables; from++)
	{
		const SgTable *tab = &g->tables[from];
		int			f = -1;

		/* a quantity of table itself may be the one meant: no guess */
		if (from != table && (f = schema_graph_single_key_to(g, from, table, pk)) < 0)
			continue;
		for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
		{
			if (stock ? !measure_column_holds_stock(g, c) :
				measure_kind_of(g, c) != MEASURE_QUANTITY || measure_column_holds_stock(g, c))
				continue;
			if (found >= 0 || from == table)
				return -1;
			found = c;
			*key = f;
		}
	}
	return found;
}

/* Whether token i is the verb right before a superlative: "spent the most", "paid most". */
static bool
verb_of_superlative(const TextTokens *t, const QuestionDirections *d, int i)
{
	for (int k = 0; k < d->n_ranking_words; k++)
	{
		int			w = d->ranking_word[k];

		if (d->ranking_direction[k] != 0 &&
			(w == i + 1 || (w == i + 2 && text_token_is(t, i + 1, "the"))))
			return true;
	}
	return false;
}

/* Whether token i is a word of money taken that a superlative ranks by: after it ("the
 * most revenue", "our biggest spenders") or its verb ("Which customer has spent the most?"). */
static bool
ranked_takings_word(const TextTokens *t, const QuestionDirections *d, int i)
{
	return measure_word_asks_takings(t, i) &&
		(after_superlative(d, i) || verb_of_superlative(t, d, i));
}

/* Whether a word that asks for money taken ("revenue", "spending", "sales") is ranked by
 * one of the question's superlatives (ranked_takings_word), and none of its superlatives'
 * measure words links to an amount of table itself (a price of it is what one costs, not
 * what it took). */
static bool
ranks_by_takings(const RankQuestion *q, int table)
{
	bool		asked = false;

	for (int i = 0; i < q->t->n && !asked; i++)
		asked = ranked_takings_word(q->t, q->d, i);
	for (int k = 0; asked && k < q->links->n_links; k++)
	{
		const SchemaLink *l = &q->links->links[k];

		if (links_a_ranked_measure(q, l) && q->g->columns[l->column].table == table &&
			!measure_column_is_price(q->g, l->column))
			return false;
	}
	return asked;
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

/* Whether link names table's rows: a link to the table, or to the foreign key column
 * fk_column by which the measure's rows refer to them ("sales reps" of sales.sales_rep, the
 * role the employees play in it). */
static bool
link_names_rows(const SchemaLink *link, int table, int fk_column)
{
	return (link->kind == LINK_TABLE && link->table == table) ||
		(link->kind == LINK_COLUMN && link->column == fk_column && link->match != LINK_MEASURE);
}

/* Whether a word of table c_table is linked to that table ("order", "sales"). */
static bool
names_table(const LinkResult *links, int c_table)
{
	for (int l = 0; l < links->n_links; l++)
		if (links->links[l].kind == LINK_TABLE && links->links[l].table == c_table)
			return true;
	return false;
}

/*
 * Whether the question ranks the rows of table by a total of c_table's measure (c_table
 * refers to table by fk_column): "total" (or "overall", "combined") in the question; a
 * superlative followed within two words by a word that names table's rows ("our five
 * biggest customers by order value", "our top 3 sales reps by order value"; not "the
 * largest order"); or, where no word names c_table, a word of money taken right after a
 * superlative ("Which sales rep brought in the most revenue?": what one order took is
 * not what a rep did) or right before it as its verb ("Which customer spent the most?"); or
 * "most", "fewest" or "least" followed within two words by a measure word that links to
 * the ranked measure column ("Which category sold the most copies?": the copies of all its
 * lines, where "the largest sale" is one).
 */
static bool
ranks_table_by_total(const RankQuestion *q, int table, int c_table, int fk_column, int measure)
{
	const TextTokens *t = q->t;
	const LinkResult *links = q->links;
	const QuestionDirections *d = q->d;

	for (int i = 0; i < t->n; i++)
		if (text_token_is(t, i, "total") || text_token_is(t, i, "overall") ||
			text_token_is(t, i, "combined"))
			return true;
	for (int k = 0; k < d->n_ranking_words; k++)
	{
		int			w = d->ranking_word[k];

		if (d->ranking_direction[k] == 0)
			continue;
		for (int l = 0; l < links->n_links; l++)
		{
			int			gap = links->links[l].token_start - w;

			if (gap >= 1 && gap <= 2 && link_names_rows(&links->links[l], table, fk_column))
				return true;
		}
		for (int i = w - 2; i <= w + 2 && i < t->n; i++)
			if (i >= 0 && i != w && measure_word_asks_takings(t, i) &&
				(i > w || verb_of_superlative(t, d, i)) && !names_table(links, c_table))
				return true;
		if (text_token_is(t, w, "most") || text_token_is(t, w, "fewest") ||
			text_token_is(t, w, "least"))
			for (int l = 0; l < links->n_links; l++)
			{
				const SchemaLink *link = &links->links[l];
				int			gap = link->token_start - w;

				if (gap >= 1 && gap <= 2 && link->kind == LINK_COLUMN &&
					link->match == LINK_MEASURE && link->column == measure)
					return true;
			}
	}
	return false;
}

/* The FROM item of select that reads instance; NULL when none. */
static const SqlNode *
from_item_of(const SqlSlot *from, int instance)
{
	for (int k = 0; k < from->n_children; k++)
		if (from->children[k]->slots[0].instance == instance)
			return from->children[k];
	return NULL;
}

/*
 * Whether the FROM items of select (plain tables, each table once) form one chain of
 * references from c_instance's table to t_instance's: each table refers to the next by its
 * one single-column foreign key onto the next's single-column primary key, and the chain
 * reads every item ("payments -> orders -> customers").  Each row of the first table then
 * meets one row of each other, so that a sum of its measure grouped by the last table's key
 * counts each of its rows once.  *fk_column: the column of the last reference.
 */
static bool
reference_chain(const SchemaGraph *g, const SqlSlot *from, int c_instance, int t_instance,
				int *fk_column)
{
	bool		visited[SQL_MEASURE_CHAIN_MAX] = {false};
	int			at = -1,
				n_visited = 1;

	if (from->n_children < 2 || from->n_children > SQL_MEASURE_CHAIN_MAX)
		return false;
	for (int k = 0; k < from->n_children; k++)
	{
		if (sql_rules[from->children[k]->rule].render != SQL_RK_FROM_TABLE)
			return false;
		for (int j = 0; j < k; j++)
			if (from->children[j]->slots[0].table == from->children[k]->slots[0].table)
				return false;
		if (from->children[k]->slots[0].instance == c_instance)
			visited[k] = true, at = k;
	}
	if (at < 0 || from_item_of(from, t_instance) == NULL)
		return false;
	while (from->children[at]->slots[0].instance != t_instance)
	{
		int			next = -1,
					f = -1;

		for (int k = 0; k < from->n_children; k++)
		{
			int			table = from->children[k]->slots[0].table,
						pk = schema_graph_single_primary_key(g, table),
						key;

			if (visited[k] || pk < 0 ||
				(key = schema_graph_single_key_to(g, from->children[at]->slots[0].table, table,
												  g->tables[table].first_column + pk)) < 0)
				continue;
			if (next >= 0)
				return false;
			next = k;
			f = key;
		}
		if (next < 0)
			return false;
		visited[next] = true;
		n_visited++;
		at = next;
		*fk_column = g->foreign_keys[f].columns[0];
	}
	return n_visited == from->n_children;
}

/*
 * "Who are our five biggest customers by total order value?" decoded "SELECT
 * cust_first_name, cust_last_name FROM orders JOIN customers ON ... ORDER BY order_total
 * DESC LIMIT 5": the five biggest orders' customers, one row per order.  Where the outputs
 * read one table (T, a single-column primary key) and the ORDER BY one measure column of
 * another (C), the tables read form a chain of references from C to T (reference_chain:
 * orders -> customers, or payments -> orders -> customers), and the question ranks T by a
 * total: grouped by T's key, ranked by the sum.
 */
static SqlNode *
joined_measure_ranking(const SqlNode *ast, const RankQuestion *q)
{
	const SchemaGraph *g = q->g;
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	const SqlSlot *order = &ast->slots[SQL_SELECT_ORDER_BY];
	const SqlNode *ranked,
			   *measure_ref;
	int			out_instance,
				t_table,
				c_table,
				pk,
				measure,
				fk_column = -1;
	SqlNode    *copy,
			   *sum,
			   *turned,
			   *taken;

	if (order->n_children != 1 ||
		(out_instance = sql_output_instance(ast)) < 0 ||
		(ranked = sql_node_child(order->children[0], 0)) == NULL ||
		ranked->rule != SQL_RULE_COLUMN || ranked->slots[0].instance == out_instance ||
		(measure = sql_column_graph_index(g, ranked)) < 0 ||
		measure_kind_of(g, measure) == MEASURE_NONE ||
		!reference_chain(g, from, ranked->slots[0].instance, out_instance, &fk_column))
		return NULL;
	t_table = from_item_of(from, out_instance)->slots[0].table;
	c_table = from_item_of(from, ranked->slots[0].instance)->slots[0].table;
	pk = g->tables[t_table].first_column + schema_graph_single_primary_key(g, t_table);
	if (!ranks_table_by_total(q, t_table, c_table, fk_column, measure))
		return NULL;
	copy = sql_node_clone(ast);
	sql_slot_add_child(&copy->slots[SQL_SELECT_GROUP_BY], sql_column_ref(g, out_instance, pk));
	turned = copy->slots[SQL_SELECT_ORDER_BY].children[0];
	measure_ref = turned->slots[0].children[0];
	sum = sql_node_new(SQL_RULE_SUM);
	/* money taken asked, ranked by money no word names: what those rows take
	 * ("top 5 customers by spending" ranked by the sales' store_cost: store_sales) */
	taken = NULL;
	if (measure_kind_of(g, measure) == MEASURE_MONEY &&
		!link_result_names_column(q->links, measure) && ranks_by_takings(q, t_table))
		taken = sql_table_takings(g, c_table, measure_ref->slots[0].instance);
	sql_slot_add_child(&sum->slots[0], taken != NULL ? taken : sql_node_clone(measure_ref));
	sql_slot_clear(&turned->slots[0]);
	sql_slot_add_child(&turned->slots[0], sum);
	return copy;
}

/* Whether ast may be ranked by a sum at all: a SELECT with a LIMIT, no GROUP BY or HAVING,
 * no aggregate among its outputs, for superlatives of one direction. */
static bool
rankable(const SqlNode *ast, const QuestionDirections *d)
{
	return ast != NULL && ast->rule == SQL_RULE_SELECT &&
		(d->superlatives == DIRECTION_UP || d->superlatives == DIRECTION_DOWN) &&
		ast->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		ast->slots[SQL_SELECT_HAVING].n_children == 0 && ast->slots[SQL_SELECT_LIMIT].present &&
		!sql_answers_an_aggregate(ast);
}

/* Whether a question word names measure column c (link_result_names_column), other than a
 * measure word of another kind that names part of it ("units" of unit_price, money, asks
 * for a quantity), and not where c is a stock the question says nothing of. */
static bool
measure_named(const RankQuestion *q, int c)
{
	unsigned	kind = MEASURE_BIT(measure_kind_of(q->g, c));

	/* a stock the question does not say stock of: "units" of units_in_stock */
	if (measure_column_holds_stock(q->g, c) && !q->says_stock)
		return false;
	for (int k = 0; k < q->links->n_links; k++)
	{
		const SchemaLink *l = &q->links->links[k];
		unsigned	asked;

		if (l->kind != LINK_COLUMN || l->column != c || l->match == LINK_MEASURE ||
			l->match == LINK_LEXICON)
			continue;
		asked = measure_word_kinds(q->t, l->token_start);
		if (asked == 0 || (asked & kind) != 0)
			return true;
	}
	return false;
}

/*
 * The copy of a ranking of one table (the first kind above), or NULL; *pays says whether
 * the candidate pays unsummed_rankings: the copy ranks by money taken where the candidate
 * ranks by a column that measures nothing ("Who are our 5 biggest spenders?" ranked by
 * full_name) or by an amount of its own no word links to ("Which customer has spent the
 * most?" ranked by customers.income), or by a measure of another kind than the
 * candidate's ("Which product sold the most units?" ranked by unit_price), or by a stock
 * the question says nothing of (units_in_stock).
 */
static SqlNode *
lone_measure_ranking(const SqlNode *ast, const SqlNode *item, const RankQuestion *q, bool *pays)
{
	const SchemaGraph *g = q->g;
	TakingsPath takings;
	SqlNode    *copy,
			   *key,
			   *order,
			   *sum;
	SqlSlot    *order_by;
	int			ranked,
				table = item->slots[0].table,
				instance = item->slots[0].instance,
				pk,
				measure,
				fk_index = -1;
	bool		unlinked;

	*pays = false;
	if ((ranked = ranked_by_column(g, ast)) < 0 ||
		(measure_kind_of(g, ranked) != MEASURE_NONE && measure_named(q, ranked)))
		return NULL;
	if ((pk = schema_graph_single_primary_key(g, table)) < 0)
		return NULL;
	pk += g->tables[table].first_column;
	/* money taken where asked ("our five best-selling products by revenue": the lines'
	 * quantity times price; "our 5 biggest spenders": their orders' lines), else the one
	 * measure column the words give */
	measure = -1;
	unlinked = false;
	if (!ranks_by_takings(q, table) || !sql_related_takings(g, table, &takings))
	{
		if ((measure = related_measure(q, table, pk, &fk_index)) < 0)
		{
			if ((measure = unlinked_related_quantity(q, table, pk, &fk_index)) < 0)
				return NULL;
			unlinked = true;
		}
	}
	/* the candidate goes against the question where it ranks by a column that measures
	 * nothing and money taken, or a quantity no word names, is asked ("the most stock"
	 * ranked by costrate), or by a measure of another kind than the one summed ("the most
	 * units" ranked by unit_price) */
	*pays = measure < 0 ? measure_kind_of(g, ranked) == MEASURE_NONE ||
		!link_result_links_column(q->links, ranked) || measure_column_is_price(g, ranked) :
		(unlinked && measure_kind_of(g, ranked) == MEASURE_NONE) ||
		(measure_kind_of(g, ranked) != MEASURE_NONE &&
		 measure_kind_of(g, ranked) != measure_kind_of(g, measure)) ||
		(measure_column_holds_stock(g, ranked) && !q->says_stock);

	copy = sql_node_clone(ast);
	order_by = &copy->slots[SQL_SELECT_ORDER_BY];
	sql_slot_clear(order_by);
	key = sql_column_ref(g, instance, pk);
	sum = sql_node_new(SQL_RULE_SUM);
	if (measure >= 0)
	{
		const SgForeignKey *fk = &g->foreign_keys[fk_index];
		int			joined = sql_join_table(copy, g, key, fk->table, fk->columns[0]);

		sql_slot_add_child(&sum->slots[0], sql_column_ref(g, joined, measure));
	}
	else
		sql_slot_add_child(&sum->slots[0], sql_join_takings(copy, g, &takings, instance));
	sql_slot_add_child(&copy->slots[SQL_SELECT_GROUP_BY], key);
	order = sql_node_new(q->d->superlatives == DIRECTION_UP ? SQL_RULE_ORDER_DESC : SQL_RULE_ORDER_ASC);
	sql_slot_add_child(&order->slots[0], sum);
	sql_slot_add_child(order_by, order);
	return copy;
}

int
sql_measure_ranking_unsummed(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
							 const LinkResult *links, const QuestionDirections *d)
{
	const SqlNode *item;
	SqlNode    *copy;
	RankQuestion q;
	bool		pays = false;

	if (!rankable(ast, d))
		return 0;
	rank_question_init(g, t, links, d, &q);
	if ((item = sql_lone_from_table(ast)) != NULL)
		copy = lone_measure_ranking(ast, item, &q, &pays);
	else
		copy = joined_measure_ranking(ast, &q);
	sql_node_free(copy);
	return copy != NULL && (item == NULL || pays) ? 1 : 0;
}

SqlNode *
sql_measure_ranking(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
					const LinkResult *links, const QuestionDirections *d)
{
	const SqlNode *item;
	RankQuestion q;
	bool		pays;

	if (!rankable(ast, d))
		return NULL;
	rank_question_init(g, t, links, d, &q);
	if ((item = sql_lone_from_table(ast)) == NULL)
		return joined_measure_ranking(ast, &q);
	return lone_measure_ranking(ast, item, &q, &pays);
}
