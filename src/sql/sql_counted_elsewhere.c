/*
 * sql_counted_elsewhere.c — a count of rows that are not the ones the question counts
 * (sql_counted_elsewhere.h).
 */
#include "sql/sql_counted_elsewhere.h"

/* The one table a word at j names (exactly, else through the lexicon; *exactly says
 * which); -1 when none, -2 when several, exactly or (none exactly) through the lexicon
 * ("animals": pets and has_pet) or the table's comment ("orders" of sales, commented
 * 'Sales orders'), else in part, as the one table the word names a part of where no table
 * link starts at the next word ("crimes" of crime_scene_report; not "country" of "country
 * clients", a modifier).  Of the exact links, the longest names the table: "travel
 * agencies" names travel_agencies, its first word travels. */
static int
table_named_at(const LinkResult *links, int j, bool *exactly)
{
	int			exact = -1,
				exact_end = -1,
				any = -1,
				partial = -1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_TABLE || l->token_start != j)
			continue;
		if (l->match == LINK_PARTIAL)
			partial = partial == -1 || partial == l->table ? l->table : -2;
		else if (l->match != LINK_EXACT && l->match != LINK_LEXICON && l->match != LINK_COMMENT)
			continue;
		else if (l->match == LINK_EXACT)
		{
			if (l->token_end > exact_end)
				exact = l->table;
			else if (l->token_end == exact_end && exact != l->table)
				exact = -2;
			exact_end = l->token_end > exact_end ? l->token_end : exact_end;
		}
		else if (any >= 0 && any != l->table)
			any = -2;
		else if (any == -1)
			any = l->table;
	}
	*exactly = exact >= 0;
	if (exact == -2)
		return -2;
	if (partial != -1 && link_result_table_starts_at(links, j + 1))
		partial = -1;
	return exact >= 0 ? exact : any != -1 ? any : partial;
}

/* Whether a word in [from, to) links in any way to a table other than table ("TV" of "the
 * number of TV stations", tv_channel, before "stations" ~ tv_series). */
static bool
other_table_linked(const LinkResult *links, int from, int to, int table)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_TABLE && l->token_start >= from && l->token_start < to &&
			l->table != table)
			return true;
	}
	return false;
}

/* Whether token j is one word of a stored value of several ("How many 'United Airlines'
 * flights": "airlines" names the airline, not the rows counted). */
static bool
in_a_stored_value(const LinkResult *links, int j)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_VALUE && l->match == LINK_EXACT && l->token_start <= j &&
			j < l->token_end && l->token_end - l->token_start > 1)
			return true;
	}
	return false;
}

/* The graph's one base table of people (a given and a family name, not a contact's of a
 * thing with a name of its own: schema/name_columns.h); -1 when it has none or several. */
static int
people_table(const SchemaGraph *g, const TableNames *names)
{
	int			found = -1;

	for (int x = 0; x < g->n_tables; x++)
	{
		if (!table_names_person(&names[x]) || names[x].contact || g->tables[x].kind == SG_VIEW ||
			g->tables[x].kind == SG_MATERIALIZED_VIEW)
			continue;
		if (found >= 0)
			return -1;
		found = x;
	}
	return found;
}

/* The table whose one name column (name, title: schema/name_columns.h) alone a word at j
 * names exactly, not a table of people ("How many titles ...": products.title, the
 * products); -1 when none or several. */
static int
table_of_name_named_at(const LinkResult *links, const SchemaGraph *g, const TableNames *names,
					   int j)
{
	int			found = -1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_COLUMN || l->token_start != j || l->match != LINK_EXACT)
			continue;
		if (l->table < 0 || l->column != names[l->table].single ||
			table_holds_people(&names[l->table]) || g->tables[l->table].kind == SG_VIEW ||
			g->tables[l->table].kind == SG_MATERIALIZED_VIEW || found >= 0)
			return -1;
		found = l->table;
	}
	return found;
}

/* The first table a word within COUNTED_TABLE_REACH after token i names (the word's
 * position in *at), or, for "people"
 * or "persons" that name none, the graph's one table of people, or, for a word that
 * names no table, the table whose one name column it names (table_of_name_named_at)
 * (these two when names is given); -1
 * when none or several, or when a lexicon relative names it and a word before it in the
 * phrase links to another table (a lexicon relative is a guess: "stations" ~ tv_series,
 * where "TV stations" are channels). */
static int
table_named_after(const TextTokens *t, const LinkResult *links, const SchemaGraph *g,
				  const TableNames *names, int i, int *at)
{
	for (int j = i + 1; j <= i + COUNTED_TABLE_REACH && j < t->n; j++)
	{
		bool		exactly = false;
		int			table = in_a_stored_value(links, j) ? -1 : table_named_at(links, j, &exactly);

		*at = j;
		if (table == -1 && names != NULL &&
			(text_token_is(t, j, "people") || text_token_is(t, j, "persons")))
			return people_table(g, names);
		if (table == -1 && names != NULL && (table = table_of_name_named_at(links, g, names, j)) >= 0)
			return table;
		if (table >= 0 && !exactly && other_table_linked(links, i + 1, j, table))
			return -1;
		if (table != -1)
			return table < 0 ? -1 : table;
	}
	return -1;
}

/* Whether token i ranks by a number of rows: "most", "fewest" or "least", not "at most"
 * or "at least" (a bound). */
static bool
ranks_by_number(const TextTokens *t, int i)
{
	return (text_token_is(t, i, "most") || text_token_is(t, i, "fewest") ||
			text_token_is(t, i, "least")) && !text_token_is(t, i - 1, "at");
}

/* Whether a link of any kind outside the counted phrase [at, phrase_end) names table x,
 * one of its columns or a value stored in it. */
static bool
named_elsewhere(const LinkResult *links, int x, int at, int phrase_end)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->table == x && (l->token_start < at || l->token_start >= phrase_end))
			return true;
	}
	return false;
}

/* The base tables that refer to the counted one (and are not referred to by it) that no
 * word of the question names but those of the counted phrase at token at: "inventory_sets"
 * for "How many sets came out in 2020?" (up to SQL_SEEN_MAX). */
static void
find_unsaid_children(CountedTable *counted, const LinkResult *links, const SchemaGraph *g,
					 int at)
{
	int			phrase_end = at + 1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_TABLE && l->table == counted->table && l->token_start == at &&
			l->token_end > phrase_end)
			phrase_end = l->token_end;
	}
	for (int x = 0; x < g->n_tables; x++)
		if (x != counted->table && g->tables[x].kind == SG_TABLE &&
			schema_graph_table_references(g, x, counted->table) &&
			!schema_graph_table_references(g, counted->table, x) &&
			!named_elsewhere(links, x, at, phrase_end))
			sql_seen_first(&counted->unsaid_children, x);
}

/* The counted table and how it is asked for (sql_counted_table, without the unsaid
 * children); at: the position of the word that names it. */
static CountedTable
counted_table_find(const TextTokens *t, const LinkResult *links, const SchemaGraph *g,
				   const TableNames *names, int *at)
{
	CountedTable counted = {-1, false, false, {{0}, 0}};
	int			how;

	for (int i = 0; i < t->n; i++)
		counted.distinct = counted.distinct || text_token_is(t, i, "different") ||
			text_token_is(t, i, "distinct") || text_token_is(t, i, "unique");
	if ((how = text_tokens_find_pair(t, 0, "how", "many")) >= 0)
	{
		counted.table = table_named_after(t, links, g, names, how + 1, at);
		return counted;
	}
	for (int i = 0; i < t->n; i++)
		if (ranks_by_number(t, i) &&
			(counted.table = table_named_after(t, links, g, names, i, at)) >= 0)
		{
			counted.ranked = true;
			return counted;
		}
	for (int i = 0; i + 1 < t->n; i++)
		if (text_token_is(t, i, "number") && text_token_is(t, i + 1, "of") &&
			(counted.table = table_named_after(t, links, g, names, i + 1, at)) >= 0)
			return counted;
	return counted;
}

CountedTable
sql_counted_table(const TextTokens *t, const LinkResult *links, const SchemaGraph *g,
				  const TableNames *names)
{
	CountedTable counted = {-1, false, false, {{0}, 0}};
	int			at = -1;

	if (t == NULL || links == NULL)
		return counted;
	counted = counted_table_find(t, links, g, names, &at);
	if (counted.table >= 0 && at >= 0)
		find_unsaid_children(&counted, links, g, at);
	return counted;
}

/* Whether e is a count. */
static bool
is_count(const SqlNode *e)
{
	return e != NULL && (e->rule == SQL_RULE_COUNT_STAR || e->rule == SQL_RULE_COUNT ||
						 e->rule == SQL_RULE_COUNT_DISTINCT);
}

/* Whether select ranks its rows by a count (ORDER BY count(...)). */
static bool
ranks_by_a_count(const SqlNode *select)
{
	const SqlSlot *order = &select->slots[SQL_SELECT_ORDER_BY];

	for (int k = 0; k < order->n_children; k++)
		if (is_count(sql_node_child(order->children[k], 0)))
			return true;
	return false;
}

/* Whether select answers a count among its output columns. */
static bool
answers_a_count(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		if (is_count(sql_node_child(items->children[k], 0)))
			return true;
	}
	return false;
}

/* Whether e is count(DISTINCT c) of a column c of table that is no key of it nor a key to
 * another table: a count of values. */
static bool
counts_values_of(const SqlNode *e, const SchemaGraph *g, int table)
{
	const SqlNode *col;
	int			c;

	if (e == NULL || e->rule != SQL_RULE_COUNT_DISTINCT || (col = sql_node_child(e, 0)) == NULL ||
		(c = sql_column_graph_index(g, col)) < 0)
		return false;
	return g->columns[c].table == table && !g->columns[c].primary_key &&
		!schema_graph_column_is_foreign_key(g, c);
}

/* Whether select, for "how many <table>" with no "different", answers counts of values of
 * that table's columns alone (count(DISTINCT qty_ordered) for "How many orders"). */
static bool
counts_values_for_rows(const SqlNode *select, const SchemaGraph *g, const CountedTable *counted)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	bool		any = false;

	if (counted->ranked || counted->distinct || !sql_is_select(select))
		return false;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (!is_count(e))
			continue;
		if (!counts_values_of(e, g, counted->table))
			return false;
		any = true;
	}
	return any;
}

/* Whether table x refers to another table that from declares: a bridge from the counted
 * rows to it ("How many people work in Research?" over dept_emp and departments). */
static bool
bridges_to_from(const SchemaGraph *g, const SqlSlot *from, int x)
{
	for (int k = 0; k < from->n_children; k++)
	{
		int			y = from->children[k]->slots[0].table;

		if (y >= 0 && y != x && schema_graph_table_references(g, x, y))
			return true;
	}
	return false;
}

int
sql_counted_elsewhere(const SqlNode *ast, const SchemaGraph *g, const CountedTable *counted_table)
{
	const SqlSlot *from;
	int			counted = counted_table->table;

	if (ast == NULL || !sql_is_select(ast) || counted < 0 ||
		!(counted_table->ranked ? ranks_by_a_count(ast) : answers_a_count(ast)))
		return 0;
	if (counts_values_for_rows(ast, g, counted_table))
		return 1;
	from = &ast->slots[SQL_SELECT_FROM];
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			x = item->slots[0].table;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || x < 0 || x == counted ||
			g->tables[x].kind == SG_VIEW || g->tables[x].kind == SG_MATERIALIZED_VIEW ||
			(schema_graph_table_references(g, x, counted) &&
			 !schema_graph_table_references(g, counted, x) &&
			 !(sql_seen_has(&counted_table->unsaid_children, x) &&
			   !bridges_to_from(g, from, x))))
			return 0;
	}
	return from->n_children > 0 ? 1 : 0;
}

/* Whether every count of select (among its output columns and its ORDER BY) is count(*). */
static bool
counts_rows_only(const SqlNode *select)
{
	for (int f = 0; f < 2; f++)
	{
		const SqlSlot *slot = &select->slots[f == 0 ? SQL_SELECT_ITEMS : SQL_SELECT_ORDER_BY];

		for (int k = 0; k < slot->n_children; k++)
		{
			const SqlNode *e = sql_node_child(slot->children[k], 0);

			if (is_count(e) && e->rule != SQL_RULE_COUNT_STAR)
				return false;
		}
	}
	return true;
}

/* A way from the counted table to a table the FROM declares once: one or two one-column
 * foreign keys (the second NULL for one). */
typedef struct CountedPath
{
	const SgForeignKey *to_from;	/* its ref_table (or, for a bridge, its table's
									 * other key's) is the FROM's table */
	const SgForeignKey *second;		/* the counted table's key to the middle table
									 * (a chain), or the bridge's key to the counted
									 * table (a bridge); NULL for one key */
	bool		bridge;			/* the middle table refers to both */
	int			instance;		/* the FROM's instance */
} CountedPath;

/* Whether foreign key k is one column of table from to another table. */
static bool
single_key_of(const SgForeignKey *k, int from)
{
	return k->table == from && k->n_columns == 1 && k->ref_table != from;
}

/*
 * The one way from the counted table to a table ast's FROM declares once: its own key to
 * it; else, of length two, the counted table's key to a middle table whose key refers to
 * it (products -> subcategories -> categories), or a bridge that refers to both
 * (film_category to films and to categories).  false when none or several.
 */
static bool
counted_path(const SqlNode *ast, const SchemaGraph *g, int counted, CountedPath *path)
{
	int			n = 0,
				at;

	for (int f = 0; f < g->n_foreign_keys; f++)
		if (single_key_of(&g->foreign_keys[f], counted) &&
			(at = sql_from_only_instance(ast, g->foreign_keys[f].ref_table)) >= 0)
			*path = (CountedPath) {&g->foreign_keys[f], NULL, false, at}, n++;
	if (n > 0)
		return n == 1;
	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *first = &g->foreign_keys[f];

		for (int h = 0; h < g->n_foreign_keys; h++)
		{
			const SgForeignKey *next = &g->foreign_keys[h];

			if (h == f || next->n_columns != 1 || next->ref_table == counted ||
				(at = sql_from_only_instance(ast, next->ref_table)) < 0)
				continue;
			/* a chain: counted -> middle -> the FROM's table */
			if (single_key_of(first, counted) && single_key_of(next, first->ref_table))
				*path = (CountedPath) {next, first, false, at}, n++;
			/* a bridge: middle -> counted and middle -> the FROM's table */
			else if (first->n_columns == 1 && first->ref_table == counted &&
					 first->table != counted && next->table == first->table)
				*path = (CountedPath) {next, first, true, at}, n++;
		}
	}
	return n == 1;
}

/* sql_join_table of table on its column equal to key's column of instance; the new
 * instance. */
static int
join_on(SqlNode *copy, const SchemaGraph *g, int instance, int key_column, int table,
		int column)
{
	SqlNode    *key = sql_column_ref(g, instance, key_column);
	int			joined = sql_join_table(copy, g, key, table, column);

	sql_node_free(key);
	return joined;
}

/* A copy of select whose output counts of values are counts of rows (count(*)). */
static SqlNode *
counted_rows_not_values(const SqlNode *select)
{
	SqlNode    *copy = sql_node_clone(select);
	SqlSlot    *items = &copy->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		SqlSlot    *item = &items->children[k]->slots[0];

		if (item->n_children == 1 && is_count(item->children[0]))
		{
			sql_node_free(item->children[0]);
			item->children[0] = sql_node_new(SQL_RULE_COUNT_STAR);
		}
	}
	return copy;
}

SqlNode *
sql_count_counted_rows(const SqlNode *ast, const SchemaGraph *g, const CountedTable *counted)
{
	int			counted_table = counted->table;
	CountedPath path;
	SqlNode    *copy;
	int			middle;

	if (ast != NULL && counted_table >= 0 && sql_counted_elsewhere(ast, g, counted) == 1 &&
		counts_values_for_rows(ast, g, counted))
		return counted_rows_not_values(ast);
	if (sql_counted_elsewhere(ast, g, counted) == 0 ||
		!counts_rows_only(ast) || g->tables[counted_table].kind == SG_VIEW ||
		g->tables[counted_table].kind == SG_MATERIALIZED_VIEW ||
		!counted_path(ast, g, counted_table, &path))
		return NULL;
	copy = sql_node_clone(ast);
	if (path.second == NULL)
	{
		join_on(copy, g, path.instance, path.to_from->ref_columns[0], counted_table,
				path.to_from->columns[0]);
		return copy;
	}
	/* the middle table on its key to the FROM's table, then (a chain) the counted table
	 * on its key to the middle one; a bridge's rows are the counted ones, one each */
	middle = join_on(copy, g, path.instance, path.to_from->ref_columns[0], path.to_from->table,
					 path.to_from->columns[0]);
	if (!path.bridge)
		join_on(copy, g, middle, path.second->ref_columns[0], counted_table,
				path.second->columns[0]);
	return copy;
}
