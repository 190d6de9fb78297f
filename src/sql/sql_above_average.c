/*
 * sql_above_average.c — the rows of a table whose measure is above its average
 * (sql_above_average.h).
 */
#include "sql/sql_above_average.h"

#include <string.h>

#include "common/alloc.h"
#include "schema/measures.h"
#include "sql/sql_grammar.h"
#include "sql/sql_named_row.h"

static const char *const more_words[] = {"more", "bigger", "larger", "greater", "higher",
"pricier", "costlier", "dearer", NULL};
static const char *const less_words[] = {"less", "smaller", "lower", "cheaper", "fewer", NULL};
static const char *const price_words[] = {"cost", "costs", "priced", "expensive", "cheaper",
"pricier", "costlier", "dearer", NULL};
static const char *const determiners[] = {"the", "our", "an", "a", NULL};
static const char *const own_group_words[] = {"their", "its", "his", "her", "same", NULL};

/* Whether the words before "average" at i compare with it: "more than the", "above our",
 * "more expensive than an"; *below set for the lesser side.  The word after it: *next. */
static bool
compares_with_average(const TextTokens *t, int i, bool *below, int *next)
{
	int			j = i - 1;

	if (text_token_in(t, j, determiners))
		j--;
	*next = i + 1;
	if (text_token_is(t, j, "above") || text_token_is(t, j, "below") || text_token_is(t, j, "under"))
	{
		*below = !text_token_is(t, j, "above");
		return true;
	}
	if (!text_token_is(t, j, "than"))
		return false;
	if (text_token_in(t, j - 1, more_words) || text_token_in(t, j - 1, less_words))
	{
		*below = text_token_in(t, j - 1, less_words);
		return true;
	}
	/* "more expensive than" */
	if (text_token_is(t, j - 1, "expensive") &&
		(text_token_is(t, j - 2, "more") || text_token_is(t, j - 2, "less")))
	{
		*below = text_token_is(t, j - 2, "less");
		return true;
	}
	return false;
}

/* The tables token i names (a table link starting there, exact or in part; views aside),
 * as bits of out (n_tables long); how many. */
static int
tables_named_at(const SchemaGraph *g, const LinkResult *links, int i, bool *out)
{
	int			n = 0;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_TABLE || l->token_start != i || out[l->table] ||
			!schema_graph_is_base_table(g, l->table))
			continue;
		out[l->table] = true;
		n++;
	}
	return n;
}

/* Of the tables in named, the one no other of them refers to (the order, not its lines);
 * -1 when none or several. */
static int
the_referred_table(const SchemaGraph *g, const bool *named)
{
	int			found = -1;

	for (int t = 0; t < g->n_tables; t++)
	{
		bool		refers = false;

		if (!named[t])
			continue;
		for (int u = 0; u < g->n_tables && !refers; u++)
			refers = named[u] && u != t && schema_graph_table_references(g, t, u);
		if (refers)
			continue;
		if (found >= 0)
			return -1;
		found = t;
	}
	return found;
}

/* Whether column c is named a price alone: price, unit price, list price. */
static bool
plain_price(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];
	const char *n = col->name;

	return strcmp(n, "price") == 0 || strcmp(n, "unit_price") == 0 ||
		strcmp(n, "unitprice") == 0 || strcmp(n, "list_price") == 0 ||
		strcmp(n, "listprice") == 0;
}

/* Table t's one price, or of several its plain one; -1 when none can be told. */
static int
table_price(const SchemaGraph *g, int t)
{
	int			found = -1,
				n = 0,
				plain = -1,
				n_plain = 0;

	for (int k = 0; k < g->tables[t].n_columns; k++)
	{
		int			c = g->tables[t].first_column + k;

		if (!measure_column_is_price(g, c))
			continue;
		found = c;
		n++;
		if (plain_price(g, c))
		{
			plain = c;
			n_plain++;
		}
	}
	if (n == 1)
		return found;
	return n_plain == 1 ? plain : -1;
}

/* The one measure column of table t a word before token at names exactly ("a salary above
 * the average"); -1 when none or several. */
static int
measure_said(const SchemaGraph *g, const LinkResult *links, int t, int at)
{
	int			found = -1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_COLUMN || l->match != LINK_EXACT || l->token_start >= at ||
			l->table != t || measure_kind_of(g, l->column) == MEASURE_NONE || l->column == found)
			continue;
		if (found >= 0)
			return -1;
		found = l->column;
	}
	return found;
}

/* The one measure column of a table (not a view) a link at token i names exactly; -1 when
 * none or several. */
static int
measure_at(const SchemaGraph *g, const LinkResult *links, int i)
{
	int			found = -1;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_COLUMN || l->match != LINK_EXACT || l->token_start != i ||
			!schema_graph_is_base_table(g, l->table) || measure_kind_of(g, l->column) == MEASURE_NONE ||
			l->column == found)
			continue;
		if (found >= 0)
			return -1;
		found = l->column;
	}
	return found;
}

/* "the average salary of their department": the measure a word right after "average"
 * names exactly, then "of", "in", "for" or "within" and "their", "its", "his" or "her",
 * then a word naming a table the measure's table refers to by one key: the measure, its
 * table and that key (found's); false when the words say no such group. */
static bool
own_group_average(const SchemaGraph *g, const TextTokens *t, const LinkResult *links, int next,
				  AboveAverage *found)
{
	static const char *const of_words[] = {"of", "in", "for", "within", NULL};
	static const char *const owners[] = {"their", "its", "his", "her", NULL};
	int			m = measure_at(g, links, next),
				key = -1;

	if (m < 0 || !text_token_in(t, next + 1, of_words) || !text_token_in(t, next + 2, owners))
		return false;
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			c;

		if (l->kind != LINK_TABLE || l->token_start != next + 3 ||
			(c = schema_graph_referring_column(g, g->columns[m].table, l->table)) < 0 || c == key)
			continue;
		if (key >= 0)
			return false;
		key = c;
	}
	if (key < 0)
		return false;
	found->table = g->columns[m].table;
	found->measure = m;
	found->group_key = key;
	return true;
}

AboveAverage
sql_above_average_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links)
{
	AboveAverage none = {-1, -1, -1, false},
				found = none;
	bool	   *named;
	bool		price = false;
	int			at = -1,
				next = -1;

	if (g == NULL || tokens == NULL || links == NULL || g->n_tables == 0)
		return none;
	for (int i = 1; i < tokens->n && at < 0; i++)
		if ((text_token_is(tokens, i, "average") || text_token_is(tokens, i, "mean")) &&
			compares_with_average(tokens, i, &found.below, &next))
			at = i;
	if (at < 0)
		return none;
	for (int i = next; i < tokens->n && i <= next + 4; i++)
		if (text_token_in(tokens, i, own_group_words))	/* each row's own group's average */
			return own_group_average(g, tokens, links, next, &found) ? found : none;
	for (int i = 0; i < at; i++)
		price = price || text_token_in(tokens, i, price_words);
	named = dt_new_array(bool, g->n_tables);
	if (tables_named_at(g, links, next, named) == 0)
		tables_named_at(g, links, 1, named);
	found.table = the_referred_table(g, named);
	dt_free(named);
	if (found.table < 0)
		return none;
	found.measure = measure_said(g, links, found.table, at);
	if (found.measure < 0)
		found.measure = price ? table_price(g, found.table) : measure_table_total(g, found.table);
	return found.measure < 0 ? none : found;
}

/* Whether every output column of select is a plain column of an instance of table t that is
 * no measure (the order number the candidate chose to answer with). */
static bool
answers_with_columns_of(const SqlNode *select, const SchemaGraph *g, int t)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			c = sql_column_graph_index(g, e);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || c < 0 ||
			g->columns[c].table != t || measure_kind_of(g, c) != MEASURE_NONE)
			return false;
	}
	return items->n_children > 0;
}

/* Table t's number, the text column its rows are known by where they have no name: named
 * "number" after a part of t's name (salesorderheader.salesordernumber, salesorder.
 * ordernumber; not purchaseordernumber); -1 when none or several. */
static int
table_number(const SchemaGraph *g, int t)
{
	const char *table = g->tables[t].name;
	int			found = -1;

	for (int k = 0; k < g->tables[t].n_columns; k++)
	{
		int			c = g->tables[t].first_column + k;
		const char *n = g->columns[c].name;
		size_t		len = strlen(n),
					stem;
		char		part[64];

		if (g->columns[c].type_class != SG_TYPE_TEXT || len <= 6 || len >= sizeof(part) ||
			strcmp(n + len - 6, "number") != 0)
			continue;
		stem = len - 6 - (n[len - 7] == '_' ? 1 : 0);
		if (stem < 3)
			continue;
		memcpy(part, n, stem);
		part[stem] = '\0';
		if (strstr(table, part) == NULL)
			continue;
		if (found >= 0)
			return -1;
		found = c;
	}
	return found;
}

/* The copy's output: the candidate's own columns of T, else T's names, else its number,
 * else its key. */
static bool
add_answer(SqlNode *copy, const SqlNode *ast, const SchemaGraph *g, int t,
		   const TableNames *names)
{
	int			pk;

	if (sql_is_select(ast) && answers_with_columns_of(ast, g, t))
	{
		const SqlSlot *items = &ast->slots[SQL_SELECT_ITEMS];

		for (int k = 0; k < items->n_children; k++)
			sql_add_output(copy, sql_column_ref(g, 0,
												sql_column_graph_index(g, sql_node_child(items->children[k], 0))));
		return true;
	}
	if (table_has_names(&names[t]))
	{
		sql_add_row_names(copy, g, 0, &names[t]);
		return true;
	}
	if ((pk = table_number(g, t)) >= 0)
	{
		sql_add_output(copy, sql_column_ref(g, 0, pk));
		return true;
	}
	if ((pk = schema_graph_single_primary_key(g, t)) < 0)
		return false;
	sql_add_output(copy, sql_column_ref(g, 0, g->tables[t].first_column + pk));
	return true;
}

SqlNode *
sql_above_average(const SqlNode *ast, const SchemaGraph *g, const AboveAverage *a,
				  const TableNames *names)
{
	SqlNode    *copy,
			   *inner,
			   *avg,
			   *sub,
			   *cmp;

	if (ast == NULL || a == NULL || a->table < 0 || names == NULL)
		return NULL;
	copy = sql_select_from_table(a->table);
	if (!add_answer(copy, ast, g, a->table, names))
	{
		sql_node_free(copy);
		return NULL;
	}
	inner = sql_select_from_table(a->table);
	inner->slots[SQL_SELECT_FROM].children[0]->slots[0].instance = 1;
	avg = sql_node_new(SQL_RULE_AVG);
	sql_slot_add_child(&avg->slots[0], sql_column_ref(g, 1, a->measure));
	sql_add_output(inner, avg);
	if (a->group_key >= 0)
	{
		SqlNode    *same = sql_node_new(SQL_RULE_EQ);

		sql_slot_add_child(&same->slots[0], sql_column_ref(g, 1, a->group_key));
		sql_slot_add_child(&same->slots[1], sql_column_ref(g, 0, a->group_key));
		sql_where_add(inner, same);
	}
	sub = sql_node_new(SQL_RULE_SUBQUERY);
	sql_slot_add_child(&sub->slots[0], inner);
	cmp = sql_node_new(a->below ? SQL_RULE_LT : SQL_RULE_GT);
	sql_slot_add_child(&cmp->slots[0], sql_column_ref(g, 0, a->measure));
	sql_slot_add_child(&cmp->slots[1], sub);
	sql_where_add(copy, cmp);
	if (sql_node_equal(copy, ast))
	{
		sql_node_free(copy);	/* the candidate compares so already */
		return NULL;
	}
	return copy;
}
