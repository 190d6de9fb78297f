/*
 * sql_by_groups.c — aggregates grouped by the column "by" names (sql_by_groups.h).
 */
#include "sql/sql_by_groups.h"

#include "sql/sql_grammar.h"

/* Whether a value link covers any of tokens [start, end). */
static bool
value_over(const LinkResult *links, int start, int end)
{
	for (int i = start; i < end; i++)
		if (link_result_inside_value(links, i))
			return true;
	return false;
}

/* The columns named by their name from token start on (no date), into by. */
static void
columns_named_at(const SchemaGraph *g, const LinkResult *links, int start, ByGroups *by)
{
	for (int k = 0; k < links->n_links && by->n < BY_GROUPS_MAX; k++)
	{
		const SchemaLink *l = &links->links[k];
		bool		seen = false;

		if (l->kind != LINK_COLUMN || l->token_start != start || l->column < 0 ||
			l->column >= g->n_columns || g->columns[l->column].type_class == SG_TYPE_TIME ||
			value_over(links, l->token_start, l->token_end))
			continue;
		for (int j = 0; j < by->n; j++)
			seen = seen || by->column[j] == l->column;
		if (!seen)
			by->column[by->n++] = l->column;
	}
}

/* The columns named right after a table's name at token start, of that table ("by
 * customer country": customers.country), into by. */
static void
columns_of_table_named_at(const SchemaGraph *g, const LinkResult *links, int start, ByGroups *by)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *t = &links->links[k];
		ByGroups	after = {0};

		if (t->kind != LINK_TABLE || t->token_start != start || t->table < 0)
			continue;
		columns_named_at(g, links, t->token_end, &after);
		for (int j = 0; j < after.n && by->n < BY_GROUPS_MAX; j++)
			if (g->columns[after.column[j]].table == t->table)
				by->column[by->n++] = after.column[j];
	}
}

/* Whether a word before token i ranks ("the smallest state by area", "our top 5 customers
 * by revenue"): its "by" says what the ranking goes by, not a grouping. */
static bool
ranked_before(const TextTokens *tokens, int i)
{
	static const char *const ranking[] = {"most", "least", "top", "bottom", "highest", "lowest",
		"largest", "smallest", "biggest", "greatest", "best", "worst", "cheapest", "dearest",
		"longest", "shortest", "oldest", "newest", "youngest", "latest", "earliest", "fewest",
		"heaviest", "lightest", "fastest", "slowest", "first", "last", NULL};

	for (int k = 0; k < i; k++)
		if (text_word_in_list(tokens->tokens[k].text, ranking))
			return true;
	return false;
}

ByGroups
sql_by_groups_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links)
{
	static const char *const ordering[] = {"order", "ordered", "ordering", "sort", "sorted",
	"sorting", "rank", "ranked", "ranking", "arranged", "listed", NULL};
	static const char *const fillers[] = {"each", "the", "their", "its", NULL};
	ByGroups	by = {0};

	if (g == NULL || tokens == NULL || links == NULL)
		return by;
	for (int i = 0; i < tokens->n && by.n == 0; i++)
	{
		int			start = i + 1;

		if (!text_token_is(tokens, i, "by") ||
			(i > 0 && text_word_in_list(tokens->tokens[i - 1].text, ordering)) ||
			ranked_before(tokens, i))
			continue;
		if (start < tokens->n && text_word_in_list(tokens->tokens[start].text, fillers))
			start++;
		/* "by customer country": the table's column, not the columns "customer" names in
		 * part */
		columns_of_table_named_at(g, links, start, &by);
		if (by.n == 0)
			columns_named_at(g, links, start, &by);
	}
	return by;
}

/*
 * The one instance of select's FROM whose table refers, by a single-column foreign key to
 * its one-column primary key, to graph table to (orders to customers); its referring
 * column in *key.  -1 when none or several.
 */
static int
instance_referring_to(const SqlNode *select, const SchemaGraph *g, int to, int *key)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			c;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
			(c = schema_graph_referring_column(g, item->slots[0].table, to)) < 0)
			continue;
		if (found >= 0)
			return -1;
		found = item->slots[0].instance;
		*key = c;
	}
	return found;
}

/*
 * The copy of select grouped by a column named, of a table it does not read, joined on the
 * one key of a table it reads that refers to it ("the average order total by country": the
 * orders' customers joined, grouped by customers.country; not the offices' country, which
 * no order refers to); NULL when no or several columns named are so reached.
 */
static SqlNode *
grouped_by_referred(const SqlNode *select, const SchemaGraph *g, const ByGroups *by)
{
	int			column = -1,
				instance = -1,
				key = -1,
				table,
				joined;
	SqlNode    *copy,
			   *ref;

	for (int k = 0; k < by->n; k++)
	{
		int			table = g->columns[by->column[k]].table,
					c = -1,
					found;

		if (sql_instances_of_table(select, table) > 0 ||
			(found = instance_referring_to(select, g, table, &c)) < 0)
			continue;
		if (column >= 0)
			return NULL;
		column = by->column[k];
		instance = found;
		key = c;
	}
	if (column < 0)
		return NULL;
	/* the key refers to the table's one-column primary key (schema_graph_referring_column) */
	table = g->columns[column].table;
	copy = sql_node_clone(select);
	ref = sql_column_ref(g, instance, key);
	joined = sql_join_table(copy, g, ref, table,
							g->tables[table].first_column + schema_graph_single_primary_key(g, table));
	sql_node_free(ref);
	sql_group_by_first(copy, g, joined, column);
	return copy;
}

SqlNode *
sql_by_groups(const SqlNode *ast, const SchemaGraph *g, const ByGroups *by)
{
	SqlNode    *copy;
	int			instance = -1,
				column = -1;

	if (ast == NULL || by == NULL || by->n == 0 || !sql_is_select(ast) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || !sql_answers_aggregates_only(ast))
		return NULL;
	for (int k = 0; k < by->n; k++)
	{
		int			table = g->columns[by->column[k]].table,
					found = sql_from_only_instance(ast, table);

		if (found < 0)
		{
			if (sql_instances_of_table(ast, table) > 1)
				return NULL;
			continue;
		}
		if (column >= 0)
			return NULL;		/* two tables read hold a column named: which is meant? */
		instance = found;
		column = by->column[k];
	}
	/* a column of a table the candidate does not read but refers to: joined */
	if (column < 0)
		return grouped_by_referred(ast, g, by);
	/* one row a group: the key of the one table aggregated ("the average population of
	 * the states by state" asks for one number) */
	if (sql_lone_from_table(ast) != NULL &&
		schema_graph_single_primary_key(g, g->columns[column].table) ==
		column - g->tables[g->columns[column].table].first_column)
		return NULL;
	copy = sql_node_clone(ast);
	sql_group_by_first(copy, g, instance, column);
	return copy;
}
