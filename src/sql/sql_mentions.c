/*
 * sql_mentions.c — the columns a question names that a candidate query leaves out
 * (sql_mentions.h).
 */
#include "sql/sql_mentions.h"

#include <string.h>

#include "common/alloc.h"

/* What a query reads: flags over the graph's tables and columns. */
typedef struct QueryItems
{
	bool	   *tables;
	bool	   *columns;
	/* table instances and column references, resolved once the walk is done */
	int			n_instances,
				cap_instances;
	int		   *instance_id;
	int		   *instance_table;
	int			n_refs,
				cap_refs;
	int		   *ref_instance;
	int		   *ref_column;
} QueryItems;

static void
push_pair(int **a, int **b, int *n, int *cap, int x, int y)
{
	if (*n == *cap)
	{
		*cap = *cap ? 2 * *cap : 16;
		*a = dt_realloc(*a, sizeof(int) * (size_t) *cap);
		*b = dt_realloc(*b, sizeof(int) * (size_t) *cap);
	}
	(*a)[*n] = x;
	(*b)[*n] = y;
	(*n)++;
}

static void
walk(const SqlNode *node, QueryItems *q)
{
	const SqlRule *rule = &sql_rules[node->rule];

	for (int i = 0; i < rule->n_fields; i++)
	{
		const SqlSlot *slot = &node->slots[i];

		switch (rule->fields[i].type)
		{
			case SQL_FT_TABLE:
				push_pair(&q->instance_id, &q->instance_table, &q->n_instances,
						  &q->cap_instances, slot->instance, slot->table);
				break;
			case SQL_FT_COLUMN:
				push_pair(&q->ref_instance, &q->ref_column, &q->n_refs, &q->cap_refs,
						  slot->instance, slot->column);
				break;
			case SQL_FT_NODE:
				for (int k = 0; k < slot->n_children; k++)
					walk(slot->children[k], q);
				break;
			default:
				break;
		}
	}
}

/* The base tables and their columns that ast reads (a subquery's outputs are none). */
static void
query_items(const SqlNode *ast, const SchemaGraph *g, QueryItems *q)
{
	memset(q, 0, sizeof(*q));
	q->tables = dt_new_array(bool, g->n_tables + 1);
	q->columns = dt_new_array(bool, g->n_columns + 1);
	walk(ast, q);
	for (int i = 0; i < q->n_instances; i++)
		if (q->instance_table[i] >= 0 && q->instance_table[i] < g->n_tables)
			q->tables[q->instance_table[i]] = true;
	for (int r = 0; r < q->n_refs; r++)
		for (int i = 0; i < q->n_instances; i++)
		{
			int			t = q->instance_table[i];

			if (q->instance_id[i] == q->ref_instance[r] && t >= 0 && t < g->n_tables &&
				q->ref_column[r] >= 0 && q->ref_column[r] < g->tables[t].n_columns)
				q->columns[g->tables[t].first_column + q->ref_column[r]] = true;
		}
}

static void
query_items_free(QueryItems *q)
{
	dt_free(q->tables);
	dt_free(q->columns);
	dt_free(q->instance_id);
	dt_free(q->instance_table);
	dt_free(q->ref_instance);
	dt_free(q->ref_column);
}

/* Words SQL says with an aggregate, an order or a LIMIT rather than with a column. */
static bool
is_operator_word(const char *w)
{
	static const char *const words[] = {
		"average", "avg", "total", "sum", "number", "count", "maximum", "max", "minimum",
		"min", "highest", "lowest", "largest", "smallest", "biggest", "greatest", "most",
		"least", "best", "worst", "high", "low", "top", "first", "last"
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strcmp(w, words[i]) == 0)
			return true;
	return false;
}

/* Does some exact column link of span [start, end) name a column the query reads? */
static bool
span_column_used(const LinkResult *links, int start, int end, const QueryItems *q)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_COLUMN && l->match == LINK_EXACT && l->token_start == start &&
			l->token_end == end && l->column >= 0 && q->columns[l->column])
			return true;
	}
	return false;
}

/* Does some table link of span [start, end) name a table the query reads? */
static bool
span_table_used(const LinkResult *links, int start, int end, const QueryItems *q)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_TABLE && l->token_start == start && l->token_end == end &&
			l->table >= 0 && q->tables[l->table])
			return true;
	}
	return false;
}

/* Is a longer mention around span [start, end) used by the query? */
static bool
inside_used_mention(const LinkResult *links, int start, int end, const QueryItems *q)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_COLUMN && l->match == LINK_EXACT && l->token_start <= start &&
			end <= l->token_end && l->token_end - l->token_start > end - start &&
			l->column >= 0 && q->columns[l->column])
			return true;
	}
	return false;
}

/* Is link i the first exact column link of its span (so each span is counted once)? */
static bool
first_of_span(const LinkResult *links, int i)
{
	const SchemaLink *l = &links->links[i];

	for (int k = 0; k < i; k++)
	{
		const SchemaLink *o = &links->links[k];

		if (o->kind == LINK_COLUMN && o->match == LINK_EXACT &&
			o->token_start == l->token_start && o->token_end == l->token_end)
			return false;
	}
	return true;
}

int
sql_mentions_left_out(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					  const LinkResult *links)
{
	QueryItems	q;
	int			left_out = 0;

	if (ast == NULL || links == NULL || links->n_links == 0)
		return 0;
	query_items(ast, g, &q);
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			s = l->token_start,
					e = l->token_end;

		if (l->kind != LINK_COLUMN || l->match != LINK_EXACT || !first_of_span(links, i))
			continue;
		if (span_column_used(links, s, e, &q) || span_table_used(links, s, e, &q) ||
			inside_used_mention(links, s, e, &q))
			continue;
		if (e - s == 1 && s >= 0 && s < tokens->n && is_operator_word(tokens->tokens[s].text))
			continue;
		left_out++;
	}
	query_items_free(&q);
	return left_out;
}
