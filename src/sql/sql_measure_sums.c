/*
 * sql_measure_sums.c — units, copies and money taken counted as the sum of a measure
 * (sql_measure_sums.h).
 */
#include "sql/sql_measure_sums.h"

#include "schema/measures.h"

/* How far before a quantity word "most", "fewest" or "least" may come ("the most units",
 * "the most copies of it"). */
#define SUMS_RANKING_REACH 2
/* How far after "how many" a word of selling or of stock may come ("How many Girl's Dress
 * (Red) does the Berlin store have in stock?"). */
#define SUMS_HOW_MANY_REACH 16

/* What quantity the question asks for. */
typedef enum QuantityAsk
{
	QUANTITY_ASK_NONE = 0,
	QUANTITY_ASK_ANY,			/* units, copies: any quantity column */
	QUANTITY_ASK_SOLD,			/* "How many <named thing> have we sold?" */
	QUANTITY_ASK_STOCK			/* "How many <named thing> ... in stock / on hand?" */
} QuantityAsk;

/* Whether link l lies inside a longer stored value the question says exactly or in
 * another form of its words: "Foam" of "Memory Foam Chips" names no table there, nor
 * "tops" of "tank tops" (the stored 'Tank Top'). */
static bool
inside_exact_value(const LinkResult *links, const SchemaLink *l)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *v = &links->links[k];

		if (v->kind == LINK_VALUE && (v->match == LINK_EXACT || v->match == LINK_LEXICON) &&
			v->token_start <= l->token_start &&
			v->token_end >= l->token_end && v->token_end - v->token_start > l->token_end - l->token_start)
			return true;
	}
	return false;
}

/* Whether a word of from..to-1 names a table. */
static bool
names_a_table(const LinkResult *links, int from, int to)
{
	for (int k = 0; links != NULL && k < links->n_links; k++)
		if (links->links[k].kind == LINK_TABLE && links->links[k].token_start < to &&
			links->links[k].token_end > from && !inside_exact_value(links, &links->links[k]))
			return true;
	return false;
}

/*
 * What the question asks for: a quantity word after "how many", or within
 * SUMS_RANKING_REACH words after "most", "fewest", "least" or "total" (any quantity:
 * "the total quantity sold"); else, within
 * SUMS_HOW_MANY_REACH words after "how many" whose first two words name no table ("how
 * many products" counts rows), a word of stock (a stock) or of
 * selling (a quantity sold): what is counted then is the thing the question names, not its
 * rows.
 */
/* A quantity word's ask: a stock where a word of stock is said ("How many copies of it do
 * we have in stock?": not the copies sold beside it), a quantity sold where a word of
 * selling and none of stock is ("Which product line sold the most units?": not the units
 * in stock), else any. */
static QuantityAsk
quantity_word_ask(const TextTokens *tokens)
{
	bool		selling = false;

	for (int i = 0; i < tokens->n; i++)
	{
		if (measure_word_says_stock(tokens, i))
			return QUANTITY_ASK_STOCK;
		selling = selling || measure_word_kinds(tokens, i) ==
			(MEASURE_BIT(MEASURE_MONEY) | MEASURE_BIT(MEASURE_QUANTITY));
	}
	return selling ? QUANTITY_ASK_SOLD : QUANTITY_ASK_ANY;
}

static QuantityAsk
asks_for_quantity(const TextTokens *tokens, const LinkResult *links)
{
	int			how_many = -1;

	for (int i = 0; i < tokens->n; i++)
	{
		if (how_many < 0 && text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "many"))
			how_many = i;
		if (measure_word_kinds(tokens, i) != MEASURE_BIT(MEASURE_QUANTITY))
			continue;
		if (how_many >= 0)
			return quantity_word_ask(tokens);
		for (int k = 1; k <= SUMS_RANKING_REACH; k++)
			if (text_token_is(tokens, i - k, "most") || text_token_is(tokens, i - k, "fewest") ||
				text_token_is(tokens, i - k, "least") || text_token_is(tokens, i - k, "total"))
				return quantity_word_ask(tokens);
	}
	for (int i = how_many + 2; how_many >= 0 && i < tokens->n && i <= how_many + SUMS_HOW_MANY_REACH; i++)
	{
		bool		stock = measure_word_says_stock(tokens, i),
					sold = measure_word_kinds(tokens, i) ==
			(MEASURE_BIT(MEASURE_MONEY) | MEASURE_BIT(MEASURE_QUANTITY));

		if ((stock || sold) && !names_a_table(links, how_many + 2, how_many + 4))
			return stock ? QUANTITY_ASK_STOCK : QUANTITY_ASK_SOLD;
	}
	return QUANTITY_ASK_NONE;
}

/* The number column of a word link at token i: named by its own name (LINK_EXACT), no
 * key, no money (money taken is asks_for_takings' business); -1 when the word names a
 * table by its own name ("how many orders" over an orders table counts its rows), no such
 * column or several. */
static int
word_count_column(const SchemaGraph *g, const LinkResult *links, int i)
{
	int			found = -1;

	for (int k = 0; links != NULL && k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			c = l->column;

		if (l->token_start != i || l->token_end != i + 1 || l->match != LINK_EXACT)
			continue;
		if (l->kind == LINK_TABLE)
			return -1;
		if (l->kind != LINK_COLUMN || g->columns[c].type_class != SG_TYPE_NUMBER ||
			g->columns[c].primary_key || schema_graph_column_is_foreign_key(g, c) ||
			measure_kind_of(g, c) == MEASURE_MONEY)
			continue;
		if (found >= 0 && found != c)
			return -1;
		found = c;
	}
	return found;
}

/*
 * The column that keeps a count of things, which the question counts by its own name:
 * the word after "how many", or within SUMS_RANKING_REACH words after "most", "fewest" or
 * "least", names a number column exactly and no table ("How many calls did the call
 * centre take?": factcallcenter.calls, one row a day; "Which shift took the most
 * orders?": factcallcenter.orders).  -1 when none.
 */
static int
named_count_column(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links)
{
	for (int i = 0; i < tokens->n; i++)
	{
		int			c;

		if (text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "many") &&
			(c = word_count_column(g, links, i + 2)) >= 0)
			return c;
		if (!text_token_is(tokens, i, "most") && !text_token_is(tokens, i, "fewest") &&
			!text_token_is(tokens, i, "least"))
			continue;
		for (int k = 1; k <= SUMS_RANKING_REACH; k++)
			if ((c = word_count_column(g, links, i + k)) >= 0)
				return c;
	}
	return -1;
}

/* Column c of the one instance of its table that select reads; NULL when none or
 * several. */
static SqlNode *
read_column(const SqlNode *select, const SchemaGraph *g, int c)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			instance = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
			item->slots[0].table != g->columns[c].table)
			continue;
		if (instance >= 0)
			return NULL;
		instance = item->slots[0].instance;
	}
	return instance < 0 ? NULL : sql_column_ref(g, instance, c);
}

/* Whether column c is a quantity of the kind ask asks for. */
static bool
quantity_asked(const SchemaGraph *g, int c, QuantityAsk ask)
{
	if (ask == QUANTITY_ASK_STOCK)
		return measure_column_holds_stock(g, c);
	if (measure_kind_of(g, c) != MEASURE_QUANTITY)
		return false;
	return ask != QUANTITY_ASK_SOLD || !measure_column_holds_stock(g, c);
}

/* Whether column c is named by a quantity word alone ("quantity", "qty"): the quantity of
 * its row, where the others of the row say which ("picked_quantity", "received_qty"). */
static bool
plain_quantity(const SchemaGraph *g, int c)
{
	static const char *const words[] = {"quantity", "qty", NULL};

	return g->columns[c].n_words == 1 && text_word_in_list(g->columns[c].words[0], words);
}

/* How surely column c is the quantity ask asks for, among several of its table: for a
 * stock, measure_stock_rank (quantity_on_hand before target_stock_level); else 1 where a
 * quantity word alone names it (order_lines.quantity before picked_quantity), 0 where not. */
static int
quantity_rank(const SchemaGraph *g, int c, QuantityAsk ask)
{
	if (ask == QUANTITY_ASK_STOCK)
		return measure_stock_rank(g, c);
	return plain_quantity(g, c) ? 1 : 0;
}

/* The one quantity column of the kind asked of table t, or of several the one ranked
 * first by quantity_rank; -1 when none, or several and none first alone (*several then
 * set). */
static int
table_quantity(const SchemaGraph *g, int t, QuantityAsk ask, bool *several)
{
	const SgTable *table = &g->tables[t];
	int			found = -1,
				n = 0,
				best = -1,
				best_rank = -1,
				n_best = 0;

	*several = false;
	for (int c = table->first_column; c < table->first_column + table->n_columns; c++)
	{
		int			rank;

		if (!quantity_asked(g, c, ask))
			continue;
		found = c, n++;
		rank = quantity_rank(g, c, ask);
		if (rank > best_rank)
			best = c, best_rank = rank, n_best = 1;
		else if (rank == best_rank)
			n_best++;
	}
	if (n <= 1)
		return found;
	if (n_best == 1 && best_rank > 0)
		return best;
	*several = true;
	return -1;
}

/* The one quantity column of the kind asked of the tables select's FROM reads, its
 * instance in *instance; -1 when none or several (*several then set). */
static int
read_quantity(const SqlNode *select, const SchemaGraph *g, QuantityAsk ask, int *instance,
			  bool *several)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	*several = false;
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			c;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		if ((c = table_quantity(g, item->slots[0].table, ask, several)) < 0 && !*several)
			continue;
		if (*several || found >= 0)
		{
			*several = true;
			return -1;
		}
		found = c;
		*instance = item->slots[0].instance;
	}
	return found;
}

/* sql_conjunct_any's test: "column = literal" of a column of instance *arg. */
static bool
fixes_instance(const SqlNode *operand, const void *arg)
{
	const SqlNode *column,
			   *value;

	return sql_column_equals_value(operand, &column, &value) &&
		column->slots[0].instance == *(const int *) arg;
}

/* Whether select's WHERE fixes a row of instance (the thing the question names). */
static bool
row_fixed(const SqlNode *select, int instance)
{
	return sql_conjunct_any(sql_node_child(select, SQL_SELECT_WHERE), fixes_instance, &instance);
}

/* Whether select groups by a column of instance. */
static bool
groups_by_instance(const SqlNode *select, int instance)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];

	for (int k = 0; k < group->n_children; k++)
		if (sql_node_any(group->children[k], sql_column_reads_instance, &instance))
			return true;
	return false;
}

/* Whether the question asks for money taken, spent or earned (schema/measures.h:
 * "revenue", "spent", "sales") and not how many of something there are. */
static bool
asks_for_takings(const TextTokens *tokens)
{
	if (text_tokens_find_pair(tokens, 0, "how", "many") >= 0)
		return false;
	for (int i = 0; i < tokens->n; i++)
		if (measure_word_asks_takings(tokens, i))
			return true;
	return false;
}

/* Of several amounts, the one named as money taken, else the one that holds the record's
 * whole amount (measure_table_total: totaldue beside subtotal, taxamt and freight); a
 * catalogue's buy_price and msrp price a thing and take nothing (sql_measure_sums.h). */
SqlNode *
sql_table_takings(const SchemaGraph *g, int t, int instance)
{
	const SgTable *table = &g->tables[t];
	int			amount = -1,
				taken = -1,
				price = -1,
				quantity = -1,
				n_amounts = 0,
				n_taken = 0,
				n_prices = 0,
				n_quantities = 0;
	SqlNode    *product;

	for (int c = table->first_column; c < table->first_column + table->n_columns; c++)
	{
		MeasureKind kind = measure_kind_of(g, c);

		if (kind == MEASURE_MONEY && measure_column_is_price(g, c))
			price = c, n_prices++;
		else if (kind == MEASURE_MONEY)
		{
			amount = c, n_amounts++;
			if (measure_column_is_takings(g, c))
				taken = c, n_taken++;
		}
		else if (kind == MEASURE_QUANTITY && !measure_column_holds_stock(g, c))
			quantity = c, n_quantities++;
	}
	if (n_amounts == 1)
		return sql_column_ref(g, instance, amount);
	if (n_taken == 1)
		return sql_column_ref(g, instance, taken);
	if (n_amounts > 0 && (taken = measure_table_total(g, t)) >= 0)
		return sql_column_ref(g, instance, taken);
	if (n_amounts > 0 || n_prices != 1 || n_quantities != 1)
		return NULL;
	product = sql_node_new(SQL_RULE_MUL);
	sql_slot_add_child(&product->slots[0], sql_column_ref(g, instance, quantity));
	sql_slot_add_child(&product->slots[1], sql_column_ref(g, instance, price));
	return product;
}

/* The quantity column of fk's rows as lines: their table holds no money and one quantity
 * that is no stock, and is not keyed by the row fk refers to; -1 when they are no such
 * lines. */
static int
line_quantity(const SchemaGraph *g, const SgForeignKey *fk)
{
	const SgTable *line = &g->tables[fk->table];
	int			quantity = -1,
				pk = schema_graph_single_primary_key(g, fk->table);

	/* a row keyed by the row it refers to extends it (a product's inventory), one each:
	 * no lines */
	if (fk->n_columns == 1 && pk >= 0 && fk->columns[0] == pk + line->first_column)
		return -1;
	for (int c = line->first_column; c < line->first_column + line->n_columns; c++)
	{
		MeasureKind kind = measure_kind_of(g, c);

		if (kind == MEASURE_MONEY)
			return -1;
		if (kind == MEASURE_QUANTITY && !measure_column_holds_stock(g, c))
		{
			if (quantity >= 0)
				return -1;
			quantity = c;
		}
	}
	return quantity;
}

/* The one price column of table t; -1 when none or several. */
static int
table_price(const SchemaGraph *g, int t)
{
	int			price = -1,
				n_prices = 0;

	for (int c = g->tables[t].first_column; c < g->tables[t].first_column + g->tables[t].n_columns; c++)
		if (measure_column_is_price(g, c))
			price = c, n_prices++;
	return n_prices == 1 ? price : -1;
}

/* The quantity column of a line that takes its catalogue's price: fk's rows are lines
 * (line_quantity), the table fk refers to has one price (order lines of quantity alone,
 * products priced: Dell's DVD Store), its price in *price; -1 when fk's rows are no such
 * lines. */
static int
line_at_referenced_price(const SchemaGraph *g, const SgForeignKey *fk, int *price)
{
	return (*price = table_price(g, fk->ref_table)) >= 0 ? line_quantity(g, fk) : -1;
}

/*
 * The foreign key (g->foreign_keys index) by which the rows of fk's table, lines
 * (line_quantity), refer to a catalogue of one price other than the table fk refers to
 * (PowerBuilder's demo: sales_order_items refer to sales_order by id, and by prod_id to
 * product, which prices them); the lines' quantity in *quantity, the price in *price; -1
 * when none or several.
 */
static int
line_catalogue_key(const SchemaGraph *g, const SgForeignKey *fk, int *quantity, int *price)
{
	int			found = -1;

	if ((*quantity = line_quantity(g, fk)) < 0)
		return -1;
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *other = &g->foreign_keys[k];
		int			at;

		if (other == fk || other->table != fk->table || other->ref_table == fk->table ||
			other->n_columns != 1 || other->implied || (at = table_price(g, other->ref_table)) < 0)
			continue;
		if (found >= 0)
			return -1;
		found = k;
		*price = at;
	}
	return found;
}

/*
 * Chains of references to table of depth more references (at most max in all), appended
 * to chain (depth references long so far): the first found of the shortest length in
 * *best, how many of that length in *n_best.
 */
static void
takings_chains(const SchemaGraph *g, int table, TakingsPath *chain, int max,
			   TakingsPath *best, int *n_best)
{
	int			pk = schema_graph_single_primary_key(g, table);

	if (pk < 0 || (*n_best > 0 && chain->n >= best->n))
		return;
	pk += g->tables[table].first_column;
	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *fk = &g->foreign_keys[f];
		bool		visited = fk->table == table;
		SqlNode    *takings;

		for (int k = 0; k < chain->n && !visited; k++)
			visited = g->foreign_keys[chain->fk[k]].ref_table == fk->table;
		if (fk->ref_table != table || fk->n_columns != 1 || fk->ref_columns[0] != pk || visited)
			continue;
		chain->fk[chain->n++] = f;
		if ((takings = sql_table_takings(g, fk->table, 0)) != NULL ||
			line_at_referenced_price(g, fk, &(int) {0}) >= 0 ||
			line_catalogue_key(g, fk, &(int) {0}, &(int) {0}) >= 0)
		{
			sql_node_free(takings);
			if (*n_best == 0 || chain->n < best->n)
				*best = *chain, *n_best = 1;
			else if (chain->n == best->n)
				(*n_best)++;
		}
		else if (chain->n < max)
			takings_chains(g, fk->table, chain, max, best, n_best);
		chain->n--;
	}
}

bool
sql_related_takings(const SchemaGraph *g, int table, TakingsPath *path)
{
	TakingsPath chain = {0};
	int			n_best = 0;

	/* one length at a time, so that a longer chain found first does not hide a shorter */
	for (int max = 1; max <= SQL_TAKINGS_PATH_MAX && n_best == 0; max++)
		takings_chains(g, table, &chain, max, path, &n_best);
	return n_best == 1;
}

SqlNode *
sql_join_takings(SqlNode *select, const SchemaGraph *g, const TakingsPath *path, int instance)
{
	const SgForeignKey *last = &g->foreign_keys[path->fk[path->n - 1]];
	SqlNode    *takings,
			   *product;
	int			before = instance,
				quantity,
				price;

	for (int k = 0; k < path->n; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[path->fk[k]];
		SqlNode    *key = sql_column_ref(g, instance, fk->ref_columns[0]);

		before = instance;
		instance = sql_join_table(select, g, key, fk->table, fk->columns[0]);
		sql_node_free(key);
	}
	if ((takings = sql_table_takings(g, last->table, instance)) != NULL)
		return takings;
	if ((quantity = line_at_referenced_price(g, last, &price)) < 0)
	{
		/* the lines' quantity at the price of the catalogue they refer to by another key,
		 * joined */
		int			k = line_catalogue_key(g, last, &quantity, &price);
		SqlNode    *key;

		if (k < 0)
			return NULL;
		key = sql_column_ref(g, instance, g->foreign_keys[k].columns[0]);
		before = sql_join_table(select, g, key, g->foreign_keys[k].ref_table,
								g->foreign_keys[k].ref_columns[0]);
		sql_node_free(key);
	}
	/* the lines' quantity at the price of the row they refer to, read where the chain
	 * came from (or where the catalogue was joined) */
	product = sql_node_new(SQL_RULE_MUL);
	sql_slot_add_child(&product->slots[0], sql_column_ref(g, instance, quantity));
	sql_slot_add_child(&product->slots[1], sql_column_ref(g, before, price));
	return product;
}

/* Whether table t is a catalogue of things sold: it prices them (list_price, msrp). */
static bool
prices_things(const SchemaGraph *g, int t)
{
	for (int c = g->tables[t].first_column; c < g->tables[t].first_column + g->tables[t].n_columns; c++)
		if (measure_column_is_price(g, c))
			return true;
	return false;
}

/*
 * The money the rows that refer to a catalogue's row take, joined to select: of the
 * catalogue read as instance (a table that prices things, table t), the rows that refer
 * to it and take money (sql_related_takings: the order lines of products), joined along
 * their keys; what they take, read there.  NULL (select unchanged) when t prices nothing or
 * no one such chain of references leads to it.
 */
static SqlNode *
catalogue_takings(SqlNode *select, const SchemaGraph *g, int t, int instance)
{
	TakingsPath path;

	if (!prices_things(g, t) || !sql_related_takings(g, t, &path))
		return NULL;
	return sql_join_takings(select, g, &path, instance);
}

/* What table t, read as instance, holds that the copy adds up: its quantity of the kind
 * ask, or with QUANTITY_ASK_NONE the money it takes; NULL when none. */
static SqlNode *
table_measure(const SchemaGraph *g, int t, int instance, QuantityAsk ask)
{
	bool		several;
	int			c;

	if (ask == QUANTITY_ASK_NONE)
		return sql_table_takings(g, t, instance);
	c = table_quantity(g, t, ask, &several);
	return c < 0 ? NULL : sql_column_ref(g, instance, c);
}

/* How surely measure, what table_measure found, is what ask asks for, beside another
 * table's: a stock column's measure_stock_rank (inventory.quantityonhand before
 * inventorytransaction.quantity), else 0. */
static int
measure_rank(const SchemaGraph *g, const SqlNode *measure, QuantityAsk ask)
{
	int			c = sql_column_graph_index(g, measure);

	return ask == QUANTITY_ASK_STOCK && c >= 0 ? measure_stock_rank(g, c) : 0;
}

/*
 * Of the tables select reads as instances that pass related_to (a row the WHERE fixes, or
 * rows counted), the one table that refers to one of them by a single-column foreign key to
 * its single-column primary key and holds the measure of ask (table_measure), joined to
 * select on the key ("How many Boy's Shirt (White) have we sold?" over products:
 * order_items.quantity): the measure, read at its new instance.  NULL (select unchanged)
 * when none or several.
 */
static SqlNode *
join_related_measure(SqlNode *select, const SchemaGraph *g,
					 bool (*related_to) (const SqlNode *, int), QuantityAsk ask)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found_fk = -1,
				found_instance = -1,
				joined;
	SqlNode    *key;

	int			best_rank = -1;
	bool		tied = false;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			table = item->slots[0].table,
					pk;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
			!related_to(select, item->slots[0].instance) ||
			(pk = schema_graph_single_primary_key(g, table)) < 0)
			continue;
		pk += g->tables[table].first_column;
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			const SgForeignKey *fk = &g->foreign_keys[f];
			SqlNode    *measure;
			int			rank;

			if (fk->ref_table != table || fk->n_columns != 1 || fk->ref_columns[0] != pk ||
				fk->table == table)
				continue;
			/* money taken by lines at the price of the catalogue they refer to by another
			 * key (sql_join_takings joins both) */
			if ((measure = table_measure(g, fk->table, 0, ask)) == NULL &&
				(ask != QUANTITY_ASK_NONE || line_catalogue_key(g, fk, &(int) {0}, &(int) {0}) < 0))
				continue;
			rank = measure != NULL ? measure_rank(g, measure, ask) : 0;
			sql_node_free(measure);
			if (rank == best_rank)
				tied = true;
			if (rank <= best_rank)
				continue;
			best_rank = rank, tied = false;
			found_fk = f;
			found_instance = item->slots[0].instance;
		}
	}
	if (found_fk < 0 || tied)
		return NULL;
	if (ask == QUANTITY_ASK_NONE)
	{
		/* what the rows that refer to it take, joined: their own money, or their
		 * quantity at the price of what they refer to (sql_join_takings) */
		TakingsPath lines = {1, {found_fk}};

		return sql_join_takings(select, g, &lines, found_instance);
	}
	key = sql_column_ref(g, found_instance, g->foreign_keys[found_fk].ref_columns[0]);
	joined = sql_join_table(select, g, key, g->foreign_keys[found_fk].table,
							g->foreign_keys[found_fk].columns[0]);
	sql_node_free(key);
	return table_measure(g, g->foreign_keys[found_fk].table, joined, ask);
}

/* What node, of a query's outer expressions, becomes; NULL to keep it and look inside. */
typedef SqlNode *(*Replacement) (const SqlNode *node, const void *arg);

/* Each node of node's expression (not inside a subquery, which counts and sums its own
 * rows) that replacement replaces, replaced; how many. */
static int
replace_outer(SqlNode *node, Replacement replacement, const void *arg)
{
	int			n = 0;

	if (node == NULL || node->rule == SQL_RULE_SUBQUERY || sql_is_select(node) ||
		(node->rule >= SQL_RULE_UNION && node->rule <= SQL_RULE_EXCEPT_ALL))
		return 0;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
		{
			SqlNode    *child = node->slots[f].children[k],
					   *with = child != NULL ? replacement(child, arg) : NULL;

			if (with != NULL)
			{
				sql_node_free(child);
				node->slots[f].children[k] = with;
				n++;
			}
			else
				n += replace_outer(child, replacement, arg);
		}
	return n;
}

/* replace_outer over select's outputs, HAVING and ORDER BY; how many replaced. */
static int
replace_in_select(SqlNode *select, Replacement replacement, const void *arg)
{
	static const int fields[] = {SQL_SELECT_ITEMS, SQL_SELECT_HAVING, SQL_SELECT_ORDER_BY};
	int			n = 0;

	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); i++)
	{
		SqlSlot    *slot = &select->slots[fields[i]];

		for (int k = 0; k < slot->n_children; k++)
			n += replace_outer(slot->children[k], replacement, arg);
	}
	return n;
}

/* A count(*) becomes sum(*sum_of); with sum_of NULL, count(*) again (to count them). */
static SqlNode *
count_summed(const SqlNode *node, const void *sum_of)
{
	SqlNode    *sum;

	if (node->rule != SQL_RULE_COUNT_STAR)
		return NULL;
	if (sum_of == NULL)
		return sql_node_new(SQL_RULE_COUNT_STAR);
	sum = sql_node_new(SQL_RULE_SUM);
	sql_slot_add_child(&sum->slots[0], sql_node_clone(sum_of));
	return sum;
}

/* replace_in_select's function: count(DISTINCT c) or count(c) of the quantity column
 * sum_of made its sum ("How many copies did we sell in June 2004?" decoded
 * count(DISTINCT quantity): the different line sizes, where the copies are their sum). */
static SqlNode *
count_of_summed(const SqlNode *node, const void *sum_of)
{
	const SqlNode *arg;
	SqlNode    *sum;

	if ((node->rule != SQL_RULE_COUNT_DISTINCT && node->rule != SQL_RULE_COUNT) ||
		(arg = sql_node_child(node, 0)) == NULL || !sql_node_equal(arg, sum_of))
		return NULL;
	sum = sql_node_new(SQL_RULE_SUM);
	sql_slot_add_child(&sum->slots[0], sql_node_clone(arg));
	return sum;
}

/* Whether the question asks for different values ("How many different quantities ...?"):
 * a count of distinct values is then meant. */
static bool
says_different(const TextTokens *tokens)
{
	static const char *const words[] = {"different", "distinct", "unique", "various", NULL};

	return text_tokens_any_in_list(tokens, words);
}

/* The graph, the question's links and the SELECT changed, for sum_taken; and the quantity
 * asked (unmeasured_sum_counted). */
typedef struct TakingsAsked
{
	const SchemaGraph *g;
	const LinkResult *links;
	SqlNode    *select;
	QuantityAsk quantity;		/* the quantity asked; QUANTITY_ASK_NONE for money */
} TakingsAsked;

/*
 * A sum of money that is not what its table takes becomes the sum of what it takes
 * (sql_table_takings): a price of a table that takes its price times a quantity
 * ("sum(unit_price)" of order lines: sum(quantity * unit_price)), or an amount no word
 * names of a table that takes another ("sum(store_cost)" of FoodMart's sales, for
 * "spending": sum(store_sales)).  An amount the question names ("spent on freight") stays.
 */
static SqlNode *
sum_taken(const SqlNode *node, const void *arg)
{
	const TakingsAsked *a = arg;
	const SqlNode *column = node->rule == SQL_RULE_SUM ? sql_node_child(node, 0) : NULL;
	SqlNode    *takings,
			   *sum;
	int			c;

	if (column == NULL || column->rule != SQL_RULE_COLUMN ||
		(c = sql_column_graph_index(a->g, column)) < 0 ||
		measure_kind_of(a->g, c) != MEASURE_MONEY)
		return NULL;
	if (!measure_column_is_price(a->g, c) && link_result_names_column(a->links, c))
		return NULL;
	takings = sql_table_takings(a->g, a->g->columns[c].table, column->slots[0].instance);
	if (takings == NULL || (measure_column_is_price(a->g, c) && takings->rule != SQL_RULE_MUL) ||
		sql_node_equal(takings, column))
	{
		sql_node_free(takings);
		/* a catalogue's own money (a product's standardcost) took nothing: what the rows
		 * that refer to it take ("How much revenue have mountain bikes brought in?") */
		if (measure_column_is_takings(a->g, c) ||
			(takings = catalogue_takings(a->select, a->g, a->g->columns[c].table,
										 column->slots[0].instance)) == NULL)
			return NULL;
	}
	sum = sql_node_new(SQL_RULE_SUM);
	sql_slot_add_child(&sum->slots[0], takings);
	return sum;
}

/*
 * A sum of a column that measures nothing and that no word names becomes count(*), which
 * the copy then turns into what the counted rows take ("What is the total revenue of each
 * store?" decoded as sum(stores.longitude)); where a quantity is asked, a sum of money too
 * ("What is the total quantity sold of each title?" decoded as sum(titles.price)), and
 * where a quantity sold is asked a sum of a stock ("Which product line sold the most
 * units?" decoded as sum(quantity_in_stock)): their quantity.  A key is no such column, a
 * sum of one being aggregated_keys' to judge, but where money taken is asked ("How much
 * revenue did orders placed in 1995 bring in?" decoded as sum(sales_order.sales_rep)): a
 * sum of a foreign key adds up no money either.
 */
static SqlNode *
unmeasured_sum_counted(const SqlNode *node, const void *arg)
{
	const TakingsAsked *a = arg;
	const SqlNode *column = node->rule == SQL_RULE_SUM ? sql_node_child(node, 0) : NULL;
	MeasureKind kind;
	int			c;

	if (column == NULL || column->rule != SQL_RULE_COLUMN ||
		(c = sql_column_graph_index(a->g, column)) < 0 || a->g->columns[c].primary_key ||
		(schema_graph_column_is_foreign_key(a->g, c) && a->quantity != QUANTITY_ASK_NONE) ||
		link_result_names_column(a->links, c))
		return NULL;
	kind = measure_kind_of(a->g, c);
	if (kind != MEASURE_NONE && !(a->quantity != QUANTITY_ASK_NONE && kind == MEASURE_MONEY) &&
		!(a->quantity == QUANTITY_ASK_SOLD && measure_column_holds_stock(a->g, c)))
		return NULL;
	return sql_node_new(SQL_RULE_COUNT_STAR);
}

/* Whether select counts the rows of instance: it does not group by it
 * ("customers JOIN orders GROUP BY customers.customer_id" counts orders). */
static bool
counted(const SqlNode *select, int instance)
{
	return !groups_by_instance(select, instance);
}

/* Whether select counts the rows of none of its tables: it groups by each ("customers
 * GROUP BY customers.customer ORDER BY count(*)": customers of one name, one each). */
static bool
counts_no_table(const SqlNode *select)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
		if (sql_rules[from->children[k]->rule].render == SQL_RK_FROM_TABLE &&
			counted(select, from->children[k]->slots[0].instance))
			return false;
	return true;
}

/*
 * The rows that refer to the tables select groups by, where it counts the rows of none of
 * its tables: what a count per grouped thing asks about is the rows that refer to it
 * ("Which customer has spent the most?" decoded "SELECT customer FROM customer GROUP BY
 * customer ORDER BY count(*)": the customer's sales), joined (join_related_measure).
 * NULL (select unchanged) where select counts rows of its own, or no or several tables
 * refer to the grouped ones with the measure of ask.
 */
static SqlNode *
grouped_related_measure(SqlNode *select, const SchemaGraph *g, QuantityAsk ask)
{
	if (!counts_no_table(select))
		return NULL;
	return join_related_measure(select, g, groups_by_instance, ask);
}

/* The money lines of table t, read as instance, take at the price of the catalogue row
 * they refer to (line_at_referenced_price), where select reads that catalogue once
 * ("Which product brought in the most revenue?" over products and orderlines:
 * orderlines.quantity * products.price); NULL when t holds no such lines or select reads
 * no one such catalogue. */
static SqlNode *
line_takings(const SqlNode *select, const SchemaGraph *g, int t, int instance)
{
	SqlNode    *product = NULL;

	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *fk = &g->foreign_keys[f];
		int			price,
					quantity,
					catalogue;

		if (fk->table != t || (quantity = line_at_referenced_price(g, fk, &price)) < 0 ||
			(catalogue = sql_from_only_instance(select, fk->ref_table)) < 0)
			continue;
		if (product != NULL)
		{
			sql_node_free(product);
			return NULL;
		}
		product = sql_node_new(SQL_RULE_MUL);
		sql_slot_add_child(&product->slots[0], sql_column_ref(g, instance, quantity));
		sql_slot_add_child(&product->slots[1], sql_column_ref(g, catalogue, price));
	}
	return product;
}

/*
 * The money the rows select counts take: of the one table counted that takes money
 * (sql_table_takings, or line_takings: its lines at their catalogue's price); where none does, of the one table that refers to one of them and does,
 * joined (join_related_measure: order_items of the orders counted); where select groups
 * by every table it reads, of the one table that refers to those (grouped_related_measure).
 * NULL (select unchanged) when there is no such table or several.
 */
static SqlNode *
counted_takings(SqlNode *select, const SchemaGraph *g)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	SqlNode    *found = NULL;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		SqlNode    *takings;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
			!counted(select, item->slots[0].instance) ||
			((takings = sql_table_takings(g, item->slots[0].table, item->slots[0].instance)) == NULL &&
			 (takings = line_takings(select, g, item->slots[0].table, item->slots[0].instance)) == NULL))
			continue;
		if (found != NULL)
		{
			sql_node_free(found);
			sql_node_free(takings);
			return NULL;
		}
		found = takings;
	}
	if (found != NULL)
		return found;
	if ((found = join_related_measure(select, g, counted, QUANTITY_ASK_NONE)) != NULL)
		return found;
	return grouped_related_measure(select, g, QUANTITY_ASK_NONE);
}

/* Whether the question says "how much". */
static bool
says_how_much(const TextTokens *tokens)
{
	for (int i = 0; i + 1 < tokens->n; i++)
		if (text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "much"))
			return true;
	return false;
}

/*
 * "How much has Constantin Welles spent?" answered "SELECT customer_id FROM customers
 * WHERE ...", and "How much has Tammy Bryant spent?" with her orders' totals one by one:
 * a SELECT (not DISTINCT) of one plain column, no GROUP BY, ORDER BY or LIMIT, answers
 * with the sum of the money it reads: of the column itself where it is money that prices
 * nothing, or a price the table takes times its quantity (sum_taken turns the sum);
 * otherwise of the money the rows read take (counted_takings: the customer's orders'
 * order_total, joined).  Whether select's output was summed.
 */
static bool
lone_output_summed(SqlNode *select, const SchemaGraph *g)
{
	const SqlNode *column;
	SqlNode    *sum_of,
			   *takings,
			   *sum;
	int			c;

	if (select->rule != SQL_RULE_SELECT || select->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		select->slots[SQL_SELECT_ORDER_BY].n_children > 0 || select->slots[SQL_SELECT_LIMIT].present ||
		(column = sql_lone_output_column(select)) == NULL ||
		(c = sql_column_graph_index(g, column)) < 0)
		return false;
	if (measure_kind_of(g, c) != MEASURE_MONEY)
		sum_of = counted_takings(select, g);
	else if (!measure_column_is_price(g, c))
		sum_of = sql_node_clone(column);
	else
	{
		/* a price: summed where its table takes it times a quantity; a catalogue's, as
		 * what the rows that refer to it take (catalogue_takings), else not at all */
		takings = sql_table_takings(g, g->columns[c].table, column->slots[0].instance);
		sum_of = takings != NULL && takings->rule == SQL_RULE_MUL ? sql_node_clone(column) :
			catalogue_takings(select, g, g->columns[c].table, column->slots[0].instance);
		sql_node_free(takings);
	}
	if (sum_of == NULL)
		return false;
	sum = sql_node_new(SQL_RULE_SUM);
	sql_slot_add_child(&sum->slots[0], sum_of);
	sql_set_lone_output(select, sum);
	return true;
}

/* The first token that asks for a figure per thing: "each", "per", "every" or "by" ("the
 * sales of each product line", "sales per country", "revenue by store"); -1 when none. */
static int
per_thing_word(const TextTokens *tokens)
{
	static const char *const words[] = {"each", "per", "every", "by", NULL};

	for (int i = 0; i < tokens->n; i++)
		if (text_word_in_list(tokens->tokens[i].text, words))
			return i;
	return -1;
}

/* Whether a word after token from links to graph column c or to its table. */
static bool
named_after(const LinkResult *links, const SchemaGraph *g, int c, int from)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->token_start > from &&
			((l->kind == LINK_COLUMN && l->column == c) ||
			 (l->kind == LINK_TABLE && l->table == g->columns[c].table)))
			return true;
	}
	return false;
}

/*
 * "What are the sales of each product line?" answered "SELECT msrp, product_line FROM
 * products": a price beside the thing asked for, once per product.  A SELECT (not
 * DISTINCT) with no GROUP BY, HAVING, ORDER BY or LIMIT, whose outputs are plain columns,
 * exactly one of them money and the others measuring nothing, each named (or its table)
 * by a word after the word per (the thing asked for), answers with the sum of that money
 * grouped by the others (sum_taken then turns the sum into what is taken: the
 * catalogue's order lines, joined).  Whether select was turned.
 */
static bool
grouped_outputs_summed(SqlNode *select, const SchemaGraph *g, const LinkResult *links, int per)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];
	int			money = -1;
	SqlNode    *sum;

	if (select->rule != SQL_RULE_SELECT || !sql_select_is_unshaped(select) || items->n_children < 2)
		return false;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			c;

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR ||
			(c = sql_column_graph_index(g, e)) < 0)
			return false;
		if (measure_kind_of(g, c) == MEASURE_MONEY)
		{
			if (money >= 0)
				return false;
			money = k;
		}
		else if (measure_kind_of(g, c) != MEASURE_NONE || !named_after(links, g, c, per))
			return false;
	}
	if (money < 0)
		return false;
	for (int k = 0; k < items->n_children; k++)
		if (k != money)
			sql_slot_add_child(&select->slots[SQL_SELECT_GROUP_BY],
							   sql_node_clone(sql_node_child(items->children[k], 0)));
	sum = sql_node_new(SQL_RULE_SUM);
	sql_slot_add_child(&sum->slots[0], items->children[money]->slots[0].children[0]);
	items->children[money]->slots[0].children[0] = sum;
	return true;
}

/* What the count(*) of copy adds up instead, for a question that asks for a quantity of
 * the kind ask, else (QUANTITY_ASK_NONE) for money taken; NULL (copy unchanged) when
 * nothing.  Where the tables read hold no quantity of the kind asked, the related table's
 * (join_related_measure, from the row the WHERE fixes): a thing named sold or in stock,
 * "How many units were on order SO71784?" (its lines' orderqty). */
static SqlNode *
summed_measure(SqlNode *copy, const SchemaGraph *g, QuantityAsk ask)
{
	int			column,
				instance = -1;
	bool		several;
	SqlNode    *measure;

	if (ask == QUANTITY_ASK_NONE)
		return counted_takings(copy, g);
	if ((column = read_quantity(copy, g, ask, &instance, &several)) >= 0)
		return sql_column_ref(g, instance, column);
	if (several)
		return NULL;
	if ((measure = join_related_measure(copy, g, row_fixed, ask)) != NULL)
		return measure;
	return grouped_related_measure(copy, g, ask);
}

/* The copy of ast whose count(*) adds up the count column the question names
 * (named_count_column); NULL when none, or ast counts no rows of its table. */
static SqlNode *
count_column_summed(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					const LinkResult *links)
{
	int			c = named_count_column(g, tokens, links);
	SqlNode    *copy,
			   *measure;

	if (c < 0 || (measure = read_column(ast, g, c)) == NULL)
		return NULL;
	copy = sql_node_clone(ast);
	if (replace_in_select(copy, count_summed, measure) == 0)
	{
		sql_node_free(copy);
		copy = NULL;
	}
	sql_node_free(measure);
	return copy;
}

SqlNode *
sql_counts_as_sums(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				   const LinkResult *links)
{
	SqlNode    *copy,
			   *measure;
	QuantityAsk ask;
	bool		takings;
	int			replaced = 0,
				unmeasured = 0,
				per_word;

	if (ast == NULL || !sql_is_select(ast))
		return NULL;
	ask = asks_for_quantity(tokens, links);
	takings = ask == QUANTITY_ASK_NONE && asks_for_takings(tokens);
	if (ask == QUANTITY_ASK_NONE && !takings)
		return count_column_summed(ast, g, tokens, links);
	copy = sql_node_clone(ast);
	per_word = per_thing_word(tokens);
	if (takings && says_how_much(tokens) && lone_output_summed(copy, g))
		replaced++;
	else if (takings && per_word >= 0 && grouped_outputs_summed(copy, g, links, per_word))
		replaced++;
	if (takings)
	{
		TakingsAsked asked = {g, links, copy, QUANTITY_ASK_NONE};

		replaced += replace_in_select(copy, sum_taken, &asked);
		unmeasured = replace_in_select(copy, unmeasured_sum_counted, &asked);
	}
	else
	{
		TakingsAsked asked = {g, links, copy, ask};

		unmeasured = replace_in_select(copy, unmeasured_sum_counted, &asked);
	}
	if (replace_in_select(copy, count_summed, NULL) > 0 &&
		(measure = summed_measure(copy, g, ask)) != NULL)
	{
		replaced += replace_in_select(copy, count_summed, measure);
		sql_node_free(measure);
	}
	else if (unmeasured > 0)
		replaced = 0;			/* no takings found for the sums counted instead */
	if (ask != QUANTITY_ASK_NONE && !says_different(tokens))
	{
		int			instance = -1,
					column;
		bool		several;

		if ((column = read_quantity(copy, g, ask, &instance, &several)) >= 0)
		{
			measure = sql_column_ref(g, instance, column);
			replaced += replace_in_select(copy, count_of_summed, measure);
			sql_node_free(measure);
		}
	}
	if (replaced == 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
