/*
 * sql_stock_worth.c — "What is our inventory worth at cost?": the stock times its price,
 * summed (sql_stock_worth.h).
 */
#include "sql/sql_stock_worth.h"

#include "schema/measures.h"

/* Whether token i says worth: "worth", "value", "valued", "valuation". */
static bool
says_worth(const TextTokens *t, int i)
{
	return text_token_is(t, i, "worth") || text_token_is(t, i, "value") ||
		text_token_is(t, i, "valued") || text_token_is(t, i, "valuation");
}

StockWorth
sql_stock_worth_find(const TextTokens *t)
{
	bool		worth = false,
				stock = false;
	StockWorth	at = STOCK_WORTH_ANY_PRICE;

	/* an amount: "What is ...", "How much ...", not "which products" or "how many" */
	if (t == NULL || t->n < 2 ||
		!(text_token_is(t, 0, "what") ||
		  (text_token_is(t, 0, "how") && text_token_is(t, 1, "much"))))
		return STOCK_WORTH_UNASKED;
	for (int i = 0; i < t->n; i++)
	{
		worth = worth || says_worth(t, i);
		stock = stock || measure_word_says_stock(t, i);
		if (text_token_is(t, i, "cost") || text_token_is(t, i, "costs"))
			at = STOCK_WORTH_AT_COST;
		else if (at == STOCK_WORTH_ANY_PRICE &&
				 (text_token_is(t, i, "list") || text_token_is(t, i, "retail") ||
				  text_token_is(t, i, "msrp") || text_token_is(t, i, "selling")))
			at = STOCK_WORTH_AT_LIST;
	}
	return worth && stock ? at : STOCK_WORTH_UNASKED;
}

/* The price of one unit of table t the question values the stock at (sql_stock_worth.h);
 * -1 when none is told. */
static int
price_of(const SchemaGraph *g, int t, StockWorth worth)
{
	int			c;

	if (worth == STOCK_WORTH_AT_COST)
		return measure_one_price(g, t, MEASURE_PRICE_COST);
	if (worth == STOCK_WORTH_AT_LIST && (c = measure_one_price(g, t, MEASURE_PRICE_LIST)) >= 0)
		return c;
	if ((c = measure_one_price(g, t, MEASURE_PRICE_PLAIN)) >= 0 || worth == STOCK_WORTH_AT_LIST)
		return c;
	return measure_one_price(g, t, MEASURE_PRICE_NONE);
}

/* The one stock column of the base tables select reads once; else of the graph's base
 * tables; -1 when none or several. */
static int
stock_column(const SqlNode *select, const SchemaGraph *g)
{
	int			read = -1,
				any = -1;

	for (int c = 0; c < g->n_columns; c++)
	{
		int			t = g->columns[c].table;

		if (g->tables[t].kind != SG_TABLE || !measure_column_holds_stock(g, c))
			continue;
		if (sql_from_only_instance(select, t) >= 0)
			read = read == -1 ? c : -2;
		any = any == -1 ? c : -2;
	}
	if (read != -1)
		return read >= 0 ? read : -1;
	return any >= 0 ? any : -1;
}

/* The price column for the stock of table t: t's own, else that of the one table a
 * single-column foreign key of t references (its key in *fk); -1 when none or several. */
static int
price_for_stock(const SchemaGraph *g, int t, StockWorth worth, const SgForeignKey **fk)
{
	int			found = -1,
				c;

	*fk = NULL;
	if ((c = price_of(g, t, worth)) >= 0)
		return c;
	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *k = &g->foreign_keys[f];

		if (k->table != t || k->n_columns != 1 || k->ref_table == t ||
			(c = price_of(g, k->ref_table, worth)) < 0)
			continue;
		if (found >= 0)
			return -1;
		found = c;
		*fk = k;
	}
	return found;
}

/* Whether e is sum(a * b) of the columns stock and price, either way round. */
static bool
sums_worth(const SqlNode *e, const SchemaGraph *g, int stock, int price)
{
	const SqlNode *product = e != NULL && e->rule == SQL_RULE_SUM ? sql_node_child(e, 0) : NULL;
	int			a,
				b;

	if (product == NULL || product->rule != SQL_RULE_MUL)
		return false;
	a = sql_column_graph_index(g, sql_node_child(product, 0));
	b = sql_column_graph_index(g, sql_node_child(product, 1));
	return (a == stock && b == price) || (a == price && b == stock);
}

SqlNode *
sql_stock_worth(const SqlNode *ast, const SchemaGraph *g, StockWorth worth)
{
	const SgForeignKey *fk;
	const SqlSlot *items;
	int			stock,
				price,
				stock_at,
				price_at;
	SqlNode    *copy,
			   *product,
			   *sum;

	if (ast == NULL || worth == STOCK_WORTH_UNASKED || !sql_is_select(ast) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present ||
		(stock = stock_column(ast, g)) < 0 ||
		(price = price_for_stock(g, g->columns[stock].table, worth, &fk)) < 0)
		return NULL;
	items = &ast->slots[SQL_SELECT_ITEMS];
	if (items->n_children == 1 && sums_worth(sql_node_child(items->children[0], 0), g, stock, price))
		return NULL;
	stock_at = sql_from_only_instance(ast, g->columns[stock].table);
	price_at = fk == NULL ? stock_at : sql_from_only_instance(ast, g->columns[price].table);
	if (stock_at < 0 && price_at < 0)
		return NULL;
	copy = sql_node_clone(ast);
	/* the table not read joined on the key between them */
	if (stock_at < 0)
	{
		SqlNode    *key = sql_column_ref(g, price_at, fk->ref_columns[0]);

		stock_at = sql_join_table(copy, g, key, g->columns[stock].table, fk->columns[0]);
		sql_node_free(key);
	}
	else if (price_at < 0)
	{
		SqlNode    *key = sql_column_ref(g, stock_at, fk->columns[0]);

		price_at = sql_join_table(copy, g, key, g->columns[price].table, fk->ref_columns[0]);
		sql_node_free(key);
	}
	product = sql_node_new(SQL_RULE_MUL);
	sql_slot_add_child(&product->slots[0], sql_column_ref(g, stock_at, stock));
	sql_slot_add_child(&product->slots[1], sql_column_ref(g, price_at, price));
	sum = sql_node_new(SQL_RULE_SUM);
	sql_slot_add_child(&sum->slots[0], product);
	sql_slot_clear(&copy->slots[SQL_SELECT_ITEMS]);
	sql_add_output(copy, sum);
	return copy;
}
