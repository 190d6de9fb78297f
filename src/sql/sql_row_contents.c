/*
 * sql_row_contents.c — what is on a record the question names by its number
 * (sql_row_contents.h).
 */
#include "sql/sql_row_contents.h"

#include <stddef.h>

#include "common/alloc.h"
#include "sql/sql_grammar.h"
#include "sql/sql_named_row.h"

/* How far before the number its preposition ("on order 2458") may be. */
#define CONTENTS_PREPOSITION_REACH 3

/* Whether a word of [from, to) is "on" or "in". */
static bool
preposition_in(const TextTokens *tokens, int from, int to)
{
	for (int i = from < 0 ? 0 : from; i < to; i++)
		if (text_token_is(tokens, i, "on") || text_token_is(tokens, i, "in"))
			return true;
	return false;
}

/* Whether a table link of the question names table t, ending at token end (end < 0: any
 * place), with an exact name when exact. */
static bool
table_named(const LinkResult *links, int t, int end, bool exact)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_TABLE && l->table == t && (end < 0 || l->token_end == end) &&
			(!exact || l->match == LINK_EXACT))
			return true;
	}
	return false;
}

/* Whether "how many" comes before token end. */
static bool
counts_before(const TextTokens *tokens, int end)
{
	int			how = text_tokens_find_pair(tokens, 0, "how", "many");

	return how >= 0 && how + 1 < end;
}

/*
 * The value link naming a record by its number: a value of a table's one-column primary
 * key, after "on" or "in" and a word of that table, in a question that asks "what" or
 * "which" and not "how many" before it; NULL when none or several.
 */
static const SchemaLink *
record_number(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links)
{
	const SchemaLink *found = NULL;

	if (!text_token_is(tokens, 0, "what") && !text_token_is(tokens, 0, "which"))
		return NULL;
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			pk;

		if (l->kind != LINK_VALUE || l->column < 0 || l->value == NULL ||
			(pk = schema_graph_single_primary_key(g, l->table)) < 0 ||
			pk + g->tables[l->table].first_column != l->column ||
			!table_named(links, l->table, l->token_start, false) ||
			!preposition_in(tokens, l->token_start - CONTENTS_PREPOSITION_REACH, l->token_start) ||
			counts_before(tokens, l->token_start))
			continue;
		if (found != NULL)
			return NULL;
		found = l;
	}
	return found;
}

RowContents
sql_row_contents_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
					  const TableNames *names)
{
	RowContents none = {-1, -1, -1, -1, -1, NULL},
				found = none;
	const SchemaLink *number;
	int			record,
				n_found = 0;
	bool		found_named = false;

	if (g == NULL || tokens == NULL || links == NULL || names == NULL ||
		(number = record_number(g, tokens, links)) == NULL)
		return none;
	record = number->table;
	for (int lines = 0; lines < g->n_tables; lines++)
	{
		int			record_key;

		if (lines == record || (record_key = schema_graph_referring_column(g, lines, record)) < 0)
			continue;
		for (int thing = 0; thing < g->n_tables; thing++)
		{
			int			thing_key;
			bool		named;

			if (thing == record || thing == lines || !table_has_names(&names[thing]) ||
				(thing_key = schema_graph_referring_column(g, lines, thing)) < 0)
				continue;
			/* a thing a word names by its own name outranks the others */
			named = table_named(links, thing, -1, true);
			if (found_named && !named)
				continue;
			if (named && !found_named)
				n_found = 0;
			found_named = found_named || named;
			found = (RowContents) {lines, record_key, thing_key, thing,
				schema_graph_single_primary_key(g, thing) + g->tables[thing].first_column,
			number->value};
			n_found++;
		}
	}
	return n_found == 1 ? found : none;
}

/* Whether select's FROM reads table t. */
static bool
reads_table(const SqlNode *select, int t)
{
	return sql_instances_of_table(select, t) > 0;
}

SqlNode *
sql_row_contents(const SqlNode *ast, const SchemaGraph *g, const RowContents *contents,
				 const TableNames *names)
{
	SqlNode    *copy,
			   *eq,
			   *value;
	int			thing;

	if (ast == NULL || contents == NULL || contents->lines < 0 || names == NULL ||
		(sql_is_select(ast) && reads_table(ast, contents->lines) &&
		 reads_table(ast, contents->thing)))
		return NULL;
	copy = sql_select_referred_names(g, contents->lines, contents->thing_key, contents->thing,
									 contents->thing_pk, names, &thing);
	value = sql_node_new(SQL_RULE_VALUE);
	value->slots[0].present = true;
	value->slots[0].value_type = sql_value_is_valid(SQL_VALUE_INTEGER, contents->number) ?
		SQL_VALUE_INTEGER : SQL_VALUE_TEXT;
	value->slots[0].value = dt_strdup(contents->number);
	eq = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&eq->slots[0], sql_column_ref(g, 0, contents->record_key));
	sql_slot_add_child(&eq->slots[1], value);
	sql_where_add(copy, eq);
	return copy;
}
