/*
 * sql_listed_with.c — the columns a question asks to see beside the rows it lists
 * (sql_listed_with.h).
 */
#include "sql/sql_listed_with.h"

#include <string.h>

#include "sql/sql_named_row.h"

/* The words that join the columns to the rows ("with", "and") and the possessive after
 * them. */
static const char *const listing_joins[] = {"with", "and", "plus", "including", NULL};
static const char *const possessives[] = {"their", "its", "his", "her", NULL};

ListedWith
sql_listed_with_find(const TextTokens *t)
{
	ListedWith	with = {-1, -1};

	for (int i = 0; t != NULL && i + 1 < t->n; i++)
	{
		if (t->tokens[i].kind != TEXT_TOKEN_WORD || t->tokens[i + 1].kind != TEXT_TOKEN_WORD ||
			!text_word_in_list(t->tokens[i].text, listing_joins) ||
			!text_word_in_list(t->tokens[i + 1].text, possessives))
			continue;
		with.start = i + 2;
		with.end = with.start;
		while (with.end < t->n && with.end < with.start + LISTED_WITH_REACH &&
			   (t->tokens[with.end].kind != TEXT_TOKEN_PUNCT ||
				strcmp(t->tokens[with.end].text, ",") == 0))
			with.end++;
		return with;
	}
	return with;
}

/* One span of the listed words and the one column it names among select's tables. */
typedef struct Mention
{
	int			start;
	int			end;
	int			column;			/* -1: several */
} Mention;

/* The columns the listed words name among the tables select declares once (above), in
 * the question's order, each once, in columns; how many (at most SQL_SEEN_MAX). */
static int
listed_columns(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
			   const ListedWith *with, int *columns)
{
	Mention		mentions[SQL_SEEN_MAX];
	int			n_mentions = 0,
				n = 0;
	SqlSeen		seen = {{0}, 0};

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			m;

		if (l->kind != LINK_COLUMN || l->match == LINK_PARTIAL || l->column < 0 ||
			l->column >= g->n_columns || l->token_start < with->start ||
			l->token_end > with->end ||
			sql_from_only_instance(select, g->columns[l->column].table) < 0)
			continue;
		for (m = 0; m < n_mentions; m++)
			if (mentions[m].start == l->token_start && mentions[m].end == l->token_end)
				break;
		if (m == n_mentions)
		{
			if (n_mentions == SQL_SEEN_MAX)
				return 0;		/* too many to tell */
			mentions[n_mentions++] = (Mention) {l->token_start, l->token_end, l->column};
		}
		else if (mentions[m].column != l->column)
			mentions[m].column = -1;
	}
	for (int start = with->start; start < with->end; start++)
		for (int m = 0; m < n_mentions; m++)
		{
			bool		inside = false;

			if (mentions[m].start != start || mentions[m].column < 0)
				continue;
			for (int o = 0; o < n_mentions; o++)
				inside |= o != m && mentions[o].column >= 0 &&
					mentions[o].start <= mentions[m].start &&
					mentions[o].end >= mentions[m].end &&
					mentions[o].end - mentions[o].start > mentions[m].end - mentions[m].start;
			if (!inside && sql_seen_first(&seen, mentions[m].column))
				columns[n++] = mentions[m].column;
		}
	return n;
}

/* Whether c is one of the columns that name n's rows. */
static bool
is_name_column(const TableNames *n, int c)
{
	return c == n->given || c == n->family || c == n->single;
}

/* The table whose rows the listed columns are shown beside: theirs, where they are all
 * of one table; else the table a word names last before the phrase ("the employees with
 * their job title and office city"), where select declares it once; -1 when none. */
static int
listed_rows(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
			const ListedWith *with, const int *columns, int n)
{
	int			table = g->columns[columns[0]].table,
				named = -1,
				named_end = -1;
	bool		one = true;

	for (int k = 1; k < n; k++)
		one &= g->columns[columns[k]].table == table;
	if (one)
		return table;
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		/* the phrase's two words ("with their") come before with->start */
		if (l->kind == LINK_TABLE && l->match != LINK_PARTIAL && l->token_end <= with->start - 2 &&
			l->token_end > named_end && sql_from_only_instance(select, l->table) >= 0)
		{
			named = l->table;
			named_end = l->token_end;
		}
	}
	return named;
}

/* What the copy does to a candidate. */
typedef enum ListedPlan
{
	LISTED_NOTHING = 0,
	LISTED_ADD_COLUMNS,			/* show the listed columns it leaves out */
	LISTED_ADD_NAMES			/* show the names of the rows it answers the columns of */
} ListedPlan;

/*
 * What listed_with does to ast (above); the listed columns in columns (*n of them) and,
 * for LISTED_ADD_NAMES, the instance whose names are added and its table.
 */
static ListedPlan
listed_plan(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
			const ListedWith *with, const TableNames *names, int *columns, int *n,
			int *instance, int *table)
{
	const SqlSlot *items;
	int			n_shown = 0;

	if (ast == NULL || links == NULL || with->start < 0 || !sql_output_may_change(ast) ||
		sql_answers_an_aggregate(ast) ||
		(*n = listed_columns(ast, g, links, with, columns)) == 0)
		return LISTED_NOTHING;
	for (int k = 0; k < *n; k++)
		n_shown += sql_shows_graph_column(ast, g, columns[k]);
	if (n_shown < *n)
		return LISTED_ADD_COLUMNS;
	/* every listed column shown: the outputs are those alone, of one instance with names */
	items = &ast->slots[SQL_SELECT_ITEMS];
	if (items->n_children != *n || (*table = listed_rows(ast, g, links, with, columns, *n)) < 0)
		return LISTED_NOTHING;
	*instance = sql_from_only_instance(ast, *table);
	if (!table_has_names(&names[*table]))
		return LISTED_NOTHING;
	for (int k = 0; k < *n; k++)
		if (is_name_column(&names[*table], columns[k]))
			return LISTED_NOTHING;
	return LISTED_ADD_NAMES;
}

/* The last k output items of select moved to the front, in their order. */
static void
outputs_first(SqlNode *select, int k)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];
	int			n = items->n_children;

	for (int r = 0; r < k; r++)
	{
		SqlNode    *last = items->children[n - 1];

		for (int j = n - 1; j > 0; j--)
			items->children[j] = items->children[j - 1];
		items->children[0] = last;
	}
}

SqlNode *
sql_listed_with(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
				const ListedWith *with, const TableNames *names)
{
	int			columns[SQL_SEEN_MAX],
				n,
				instance,
				table;
	ListedPlan	plan = listed_plan(ast, g, links, with, names, columns, &n, &instance, &table);
	SqlNode    *copy;

	if (plan == LISTED_NOTHING)
		return NULL;
	copy = sql_node_clone(ast);
	if (plan == LISTED_ADD_COLUMNS)
	{
		for (int k = 0; k < n; k++)
			if (!sql_shows_graph_column(ast, g, columns[k]))
				sql_add_output(copy, sql_column_ref(g, sql_from_only_instance(ast,
																			  g->columns[columns[k]].table),
													columns[k]));
		return copy;
	}
	sql_add_row_names(copy, g, instance, &names[table]);
	outputs_first(copy, copy->slots[SQL_SELECT_ITEMS].n_children - n);
	return copy;
}
