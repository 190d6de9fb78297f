/*
 * sql_measure_sums.c — units and copies counted as the sum of a quantity
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

/* Whether token i says stock: "stock", "inventory", or "hand" of "on hand". */
static bool
says_stock(const TextTokens *t, int i)
{
	return text_token_is(t, i, "stock") || text_token_is(t, i, "inventory") ||
		(text_token_is(t, i, "hand") && text_token_is(t, i - 1, "on"));
}

/* Whether a word of from..to-1 names a table. */
static bool
names_a_table(const LinkResult *links, int from, int to)
{
	for (int k = 0; links != NULL && k < links->n_links; k++)
		if (links->links[k].kind == LINK_TABLE && links->links[k].token_start < to &&
			links->links[k].token_end > from)
			return true;
	return false;
}

/*
 * What the question asks for: a quantity word after "how many", or within
 * SUMS_RANKING_REACH words after "most", "fewest" or "least" (any quantity); else, within
 * SUMS_HOW_MANY_REACH words after "how many" whose first two words name no table ("how
 * many products" counts rows), a word of stock (a stock) or of
 * selling (a quantity sold): what is counted then is the thing the question names, not its
 * rows.
 */
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
			return QUANTITY_ASK_ANY;
		for (int k = 1; k <= SUMS_RANKING_REACH; k++)
			if (text_token_is(tokens, i - k, "most") || text_token_is(tokens, i - k, "fewest") ||
				text_token_is(tokens, i - k, "least"))
				return QUANTITY_ASK_ANY;
	}
	for (int i = how_many + 2; how_many >= 0 && i < tokens->n && i <= how_many + SUMS_HOW_MANY_REACH; i++)
	{
		bool		stock = says_stock(tokens, i),
					sold = measure_word_kinds(tokens, i) ==
			(MEASURE_BIT(MEASURE_MONEY) | MEASURE_BIT(MEASURE_QUANTITY));

		if ((stock || sold) && !names_a_table(links, how_many + 2, how_many + 4))
			return stock ? QUANTITY_ASK_STOCK : QUANTITY_ASK_SOLD;
	}
	return QUANTITY_ASK_NONE;
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

/* The one quantity column of the kind asked of table t; -1 when none or several
 * (*several then set). */
static int
table_quantity(const SchemaGraph *g, int t, QuantityAsk ask, bool *several)
{
	const SgTable *table = &g->tables[t];
	int			found = -1;

	*several = false;
	for (int c = table->first_column; c < table->first_column + table->n_columns; c++)
		if (quantity_asked(g, c, ask))
		{
			if (found >= 0)
			{
				*several = true;
				return -1;
			}
			found = c;
		}
	return found;
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

/*
 * Where the tables read hold no quantity of the kind asked, but the WHERE fixes a row of one
 * of them (the thing the question names) and exactly one table refers to such tables by a
 * single-column foreign key to the primary key and holds one quantity of that kind
 * ("How many Boy's Shirt (White) have we sold?" over products: order_items.quantity): that
 * table joined to copy on the key; the quantity column, its new instance in *instance.
 * -1 (copy unchanged) otherwise.
 */
static int
join_related_quantity(SqlNode *copy, const SchemaGraph *g, QuantityAsk ask, int *instance)
{
	const SqlSlot *from = &copy->slots[SQL_SELECT_FROM];
	const SqlNode *where = sql_node_child(copy, SQL_SELECT_WHERE);
	int			found_fk = -1,
				found_instance = -1,
				found_column = -1;
	SqlNode    *key;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			table = item->slots[0].table,
					pk,
					inst = item->slots[0].instance;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
			!sql_conjunct_any(where, fixes_instance, &inst) ||
			(pk = schema_graph_single_primary_key(g, table)) < 0)
			continue;
		pk += g->tables[table].first_column;
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			const SgForeignKey *fk = &g->foreign_keys[f];
			int			q;
			bool		several;

			if (fk->ref_table != table || fk->n_columns != 1 || fk->ref_columns[0] != pk ||
				fk->table == table || (q = table_quantity(g, fk->table, ask, &several)) < 0)
				continue;
			if (found_fk >= 0)
				return -1;
			found_fk = f;
			found_instance = inst;
			found_column = q;
		}
	}
	if (found_fk < 0)
		return -1;
	key = sql_column_ref(g, found_instance, g->foreign_keys[found_fk].ref_columns[0]);
	*instance = sql_join_table(copy, g, key, g->foreign_keys[found_fk].table,
							   g->foreign_keys[found_fk].columns[0]);
	sql_node_free(key);
	return found_column;
}

/* Each count(*) of node's expression (not inside a subquery) replaced by sum(sum_of);
 * how many. */
static int
replace_counts(SqlNode *node, const SqlNode *sum_of)
{
	int			n = 0;

	/* a subquery counts its own rows */
	if (node == NULL || node->rule == SQL_RULE_SUBQUERY || sql_is_select(node) ||
		(node->rule >= SQL_RULE_UNION && node->rule <= SQL_RULE_EXCEPT_ALL))
		return 0;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
		{
			SqlNode    *child = node->slots[f].children[k];

			if (child != NULL && child->rule == SQL_RULE_COUNT_STAR)
			{
				SqlNode    *sum = sql_node_new(SQL_RULE_SUM);

				sql_slot_add_child(&sum->slots[0], sql_node_clone(sum_of));
				sql_node_free(child);
				node->slots[f].children[k] = sum;
				n++;
			}
			else
				n += replace_counts(child, sum_of);
		}
	return n;
}

int
sql_counted_quantity(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					 const LinkResult *links)
{
	SqlNode    *copy = sql_counts_as_sums(ast, g, tokens, links);

	sql_node_free(copy);
	return copy != NULL ? 1 : 0;
}

SqlNode *
sql_counts_as_sums(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				   const LinkResult *links)
{
	static const int fields[] = {SQL_SELECT_ITEMS, SQL_SELECT_HAVING, SQL_SELECT_ORDER_BY};
	SqlNode    *copy,
			   *quantity;
	QuantityAsk ask;
	int			column,
				instance = -1,
				replaced = 0;
	bool		several;

	if (ast == NULL || !sql_is_select(ast) ||
		(ask = asks_for_quantity(tokens, links)) == QUANTITY_ASK_NONE)
		return NULL;
	copy = sql_node_clone(ast);
	column = read_quantity(copy, g, ask, &instance, &several);
	if (column < 0 && !several && ask != QUANTITY_ASK_ANY)
		column = join_related_quantity(copy, g, ask, &instance);
	if (column < 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	quantity = sql_column_ref(g, instance, column);
	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); i++)
	{
		SqlSlot    *slot = &copy->slots[fields[i]];

		for (int k = 0; k < slot->n_children; k++)
			replaced += replace_counts(slot->children[k], quantity);
	}
	sql_node_free(quantity);
	if (replaced == 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
