/*
 * answer_when.c — a question that asks when, answered with a date (answer_when.h).
 */
#include "answer/answer_when.h"

#include "schema/side_dates.h"
#include "sql/sql_current_rows.h"
#include "sql/sql_grammar.h"

static bool
asks_a_date(const TextTokens *tokens)
{
	if (text_token_is(tokens, 0, "when"))
		return true;
	for (int i = 0; i + 1 < tokens->n; i++)
		if ((text_token_is(tokens, i, "what") || text_token_is(tokens, i, "which")) &&
			(text_token_is(tokens, i + 1, "date") || text_token_is(tokens, i + 1, "day") ||
			 (text_token_is(tokens, i, "what") && text_token_is(tokens, i + 1, "time"))))
			return true;
	return false;
}

/* "first"/"last" as a superlative of the date: not "first name", "last names". */
static int
first_or_last(const TextTokens *tokens)
{
	int			found = 0;

	for (int i = 0; i < tokens->n; i++)
	{
		if (text_token_is(tokens, i + 1, "name") || text_token_is(tokens, i + 1, "names"))
			continue;
		if (text_token_is(tokens, i, "first"))
			found |= DIRECTION_DOWN;
		else if (text_token_is(tokens, i, "last"))
			found |= DIRECTION_UP;
	}
	return found;
}

WhenAsk
answer_asks_when(const TextTokens *tokens, int date_superlatives)
{
	int			direction;

	if (!asks_a_date(tokens))
		return WHEN_NONE;
	direction = date_superlatives | first_or_last(tokens);
	if (direction == DIRECTION_DOWN)
		return WHEN_FIRST;
	if (direction == DIRECTION_UP)
		return WHEN_LAST;
	return WHEN_DATE;			/* none, or both ("first and last"): the dates */
}

/* The one date or time column of table (its edit stamp aside: schema/side_dates.h), or
 * -1 when it has none or several. */
static int
only_time_column(const SchemaGraph *g, int table)
{
	const SgTable *t = &g->tables[table];
	int			found = -1;

	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		if (g->columns[c].type_class == SG_TYPE_TIME &&
			schema_side_date(g, c) != SIDE_DATE_EDIT_STAMP)
		{
			if (found >= 0)
				return -1;
			found = c;
		}
	return found;
}

/* Whether a link of tokens [from, to) names table itself by its name ("order" in "When is
 * order SO71780 due?" names the orders, not their order date); a lexicon relative of the
 * table's name ("hired" of dimemployee, as "employ") says less than the column's own name
 * ("hired" of hiredate). */
static bool
names_the_table(const LinkResult *links, int table, int from, int to)
{
	for (int k = 0; k < links->n_links; k++)
		if (links->links[k].kind == LINK_TABLE && links->links[k].table == table &&
			(links->links[k].match == LINK_EXACT || links->links[k].match == LINK_PARTIAL) &&
			links->links[k].token_start < to && links->links[k].token_end > from)
			return true;
	return false;
}

/* The one side date of table of a kind the question says ("When was Jackie Okuneva born?":
 * birthdate beside deathdate); -1 when none or several. */
static int
said_side_date(const SchemaGraph *g, int table, const SideDatesSaid *said)
{
	const SgTable *t = &g->tables[table];
	int			found = -1;

	for (int c = t->first_column; c < t->first_column + t->n_columns && said != NULL; c++)
	{
		SideDate	kind = g->columns[c].type_class == SG_TYPE_TIME ? schema_side_date(g, c)
			: SIDE_DATE_NONE;

		if (kind == SIDE_DATE_NONE || !said->said[kind])
			continue;
		if (found >= 0)
			return -1;
		found = c;
	}
	return found;
}

/*
 * The date or time column of table that the question names: its one such column, or of
 * several, the one a word links to by its name, the lexicon or a comment ("due" of
 * "When is order SO71780 due?": duedate, not orderdate or shipdate), a word that does not
 * name the table itself, else the one side date whose kind a word says ("born"); -1 when
 * none or several.
 */
static int
asked_time_column(const SchemaGraph *g, int table, const LinkResult *links,
				  const SideDatesSaid *said)
{
	int			found = only_time_column(g, table);

	if (found >= 0 || links == NULL)
		return found;
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_COLUMN || l->column < 0 || l->match == LINK_MEASURE ||
			g->columns[l->column].table != table ||
			g->columns[l->column].type_class != SG_TYPE_TIME ||
			names_the_table(links, table, l->token_start, l->token_end))
			continue;
		if (found >= 0 && found != l->column)
			return -1;
		found = l->column;
	}
	return found >= 0 ? found : said_side_date(g, table, said);
}

/* How many date or time columns table has, its edit stamp aside. */
static int
time_columns(const SchemaGraph *g, int table)
{
	const SgTable *t = &g->tables[table];
	int			n = 0;

	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		n += g->columns[c].type_class == SG_TYPE_TIME &&
			schema_side_date(g, c) != SIDE_DATE_EDIT_STAMP;
	return n;
}

/* The one table instance of select's FROM whose table has a date or time column, with its
 * one such column in *time_column; -1 when none has, or two have, or it has several. */
static int
only_dated_instance(const SqlNode *select, const SchemaGraph *g, int *time_column)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			instance = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			t = item->slots[0].table;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || t < 0 || t >= g->n_tables ||
			time_columns(g, t) == 0)
			continue;
		if (instance >= 0 || (*time_column = only_time_column(g, t)) < 0)
			return -1;
		instance = item->slots[0].instance;
	}
	return instance;
}

/* The date column col of select as min() or max() of it (when), in place; DISTINCT
 * dropped. */
static void
answer_with_extreme(SqlNode *select, SqlNode *col, WhenAsk when)
{
	SqlNode    *agg = sql_node_new(when == WHEN_FIRST ? SQL_RULE_MIN : SQL_RULE_MAX);

	/* the column moves into the aggregate: not freed */
	select->slots[SQL_SELECT_ITEMS].children[0]->slots[0].children[0] = agg;
	sql_slot_add_child(&agg->slots[0], col);
	if (select->rule == SQL_RULE_SELECT_DISTINCT)
		select->rule = SQL_RULE_SELECT;
}

/* "When did The Power Group place its first order?" answered with every order date of
 * theirs, ordered by it and not cut ("ORDER BY order_date" and no LIMIT): the first (or
 * last) of them, min() (or max()), the ordering dropped. */
static SqlNode *
extreme_of_ordered_date(SqlNode *select, SqlNode *col, WhenAsk when)
{
	SqlSlot    *order = &select->slots[SQL_SELECT_ORDER_BY];

	if (when == WHEN_DATE || order->n_children != 1 || select->slots[SQL_SELECT_LIMIT].present ||
		select->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		!sql_node_equal(sql_node_child(order->children[0], 0), col))
		return select;
	sql_slot_clear(order);
	answer_with_extreme(select, col, when);
	return select;
}

/* The date or time column of col's table instance that select orders by alone ("SELECT
 * comments ... ORDER BY order_date DESC LIMIT 1" for "When was our most recent purchase
 * order placed?", where no word names order_date before expected_delivery_date: the word
 * "order" names the table); -1 when it orders by none, by something else or by more. */
static int
ordering_time_column(const SqlNode *select, const SchemaGraph *g, const SqlNode *col)
{
	const SqlSlot *order = &select->slots[SQL_SELECT_ORDER_BY];
	const SqlNode *key;
	int			c;

	if (order->n_children != 1 || (key = sql_node_child(order->children[0], 0)) == NULL ||
		(c = sql_column_graph_index(g, key)) < 0 ||
		key->slots[0].instance != col->slots[0].instance ||
		key->slots[0].table != col->slots[0].table ||
		g->columns[c].type_class != SG_TYPE_TIME)
		return -1;
	return c;
}

SqlNode *
answer_when_dates(SqlNode *ast, const SchemaGraph *g, const LinkResult *links, WhenAsk when,
				  const SideDatesSaid *said)
{
	SqlNode    *col;
	int			table,
				time_column;

	if (when == WHEN_NONE || !sql_output_may_change(ast) ||
		(col = sql_lone_output_column(ast)) == NULL)
		return ast;
	table = col->slots[0].table;
	if (table < 0 || table >= g->n_tables || col->slots[0].column < 0 ||
		col->slots[0].column >= g->tables[table].n_columns)
		return ast;
	if (g->columns[g->tables[table].first_column + col->slots[0].column].type_class == SG_TYPE_TIME)
		return extreme_of_ordered_date(ast, col, when);
	if ((time_column = asked_time_column(g, table, links, said)) >= 0 ||
		(time_column = ordering_time_column(ast, g, col)) >= 0)
		col->slots[0].column = time_column - g->tables[table].first_column;
	else
	{
		/* "When did Tammy Bryant last place an order?" answered with the customer's name:
		 * a table with no date read with one that has one, the orders' date */
		int			instance;

		if (time_columns(g, table) > 0 || (instance = only_dated_instance(ast, g, &time_column)) < 0)
			return ast;
		col = sql_column_ref(g, instance, time_column);
		sql_set_lone_output(ast, col);
	}
	/* the first or the last of them: one date, unless the SELECT ranks rows itself by
	 * another thing ("ORDER BY order_date" with no LIMIT ranks by the date now answered) */
	if (when != WHEN_DATE && ast->slots[SQL_SELECT_ORDER_BY].n_children == 0 &&
		!ast->slots[SQL_SELECT_LIMIT].present)
		answer_with_extreme(ast, col, when);
	else
		extreme_of_ordered_date(ast, col, when);
	return ast;
}

/* How far after a word of first or last the table's word may be ("our very first order"). */
#define WHEN_TABLE_REACH 3

/* Whether the question names a stored value or a date: a row to choose. */
static bool
names_a_row(const LinkResult *links)
{
	for (int k = 0; k < links->n_links; k++)
		if (links->links[k].kind == LINK_VALUE || links->links[k].kind == LINK_DATE)
			return true;
	return false;
}

WhenTable
answer_when_table_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
					   WhenAsk when)
{
	static const char *const words[] = {"first", "earliest", "oldest", "last", "latest",
		"newest", "recent", NULL};
	WhenTable	none = {-1, false};

	if ((when != WHEN_FIRST && when != WHEN_LAST) || g == NULL || names_a_row(links))
		return none;
	for (int i = 0; i < tokens->n; i++)
	{
		bool		said = false;

		for (int w = 0; words[w] != NULL && !said; w++)
			said = text_token_is(tokens, i, words[w]);
		if (!said)
			continue;
		for (int j = i + 1; j <= i + WHEN_TABLE_REACH && j < tokens->n; j++)
		{
			int			table = link_result_exact_table_at(links, j),
						date;

			if (table < 0)
				continue;
			date = sql_table_date(g, table);
			if (date < 0)
				return none;
			return (WhenTable) {date, when == WHEN_LAST};
		}
	}
	return none;
}

SqlNode *
answer_when_first_of_table(const SqlNode *ast, const SchemaGraph *g, const WhenTable *asked)
{
	SqlNode    *copy,
			   *item,
			   *extreme;

	if (ast == NULL || asked == NULL || asked->column < 0)
		return NULL;
	copy = sql_select_from_table(g->columns[asked->column].table);
	extreme = sql_node_new(asked->last ? SQL_RULE_MAX : SQL_RULE_MIN);
	sql_slot_add_child(&extreme->slots[0], sql_column_ref(g, 0, asked->column));
	item = sql_node_new(SQL_RULE_SELECT_EXPR);
	sql_slot_add_child(&item->slots[0], extreme);
	sql_slot_add_child(&copy->slots[SQL_SELECT_ITEMS], item);
	if (sql_node_equal(copy, ast))
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
