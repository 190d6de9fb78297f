/*
 * sql_current_rows.c — the rows that hold now, of a table that keeps its history
 * (sql_current_rows.h).
 */
#include "sql/sql_current_rows.h"

#include <string.h>

#include "schema/side_dates.h"


/* Whether tokens i (and i + 1) say now: "today", "now", "currently", "current",
 * "presently", "still", "at the moment", "at present", "these days". */
static bool
says_now(const TextTokens *t, int i)
{
	static const char *const words[] = {
		"today", "now", "currently", "current", "presently", "still", "nowadays"
	};

	for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		if (text_token_is(t, i, words[k]))
			return true;
	return (text_token_is(t, i, "at") &&
			(text_token_is(t, i + 1, "present") ||
			 (text_token_is(t, i + 1, "the") && text_token_is(t, i + 2, "moment")))) ||
		(text_token_is(t, i, "these") && text_token_is(t, i + 1, "days"));
}

/* Whether tokens i (and i + 1) say the period is over: "used to", "former", "formerly",
 * "no longer", "previous", "previously". */
static bool
says_over(const TextTokens *t, int i)
{
	return (text_token_is(t, i, "used") && text_token_is(t, i + 1, "to")) ||
		text_token_is(t, i, "former") || text_token_is(t, i, "formerly") ||
		(text_token_is(t, i, "no") && text_token_is(t, i + 1, "longer")) ||
		text_token_is(t, i, "previous") || text_token_is(t, i, "previously");
}

CurrentAsk
sql_current_ask(const TextTokens *tokens)
{
	bool		now = false,
				over = false;

	for (int i = 0; i < tokens->n; i++)
	{
		over = over || says_over(tokens, i);
		/* "no longer" is over, not "now"; "still" after "no longer" neither */
		now = now || (says_now(tokens, i) && !text_token_is(tokens, i - 1, "longer"));
	}
	if (now == over)
		return CURRENT_NONE;	/* neither, or both ("who still holds the previous ...") */
	return now ? CURRENT_NOW : CURRENT_OVER;
}

/* Whether word says a period ends ("to_date", "end_date", "valid_until", Synthea's
 * "stop" beside "start"). */
static bool
word_of_ending(const char *w)
{
	static const char *const words[] = {
		"to", "end", "until", "till", "thru", "through", "expiry", "expires", "expiration",
		"stop"
	};

	for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		if (strcmp(w, words[k]) == 0)
			return true;
	return false;
}

bool
sql_period_end_column(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];
	const SgTable *t = &g->tables[col->table];
	bool		ending = false,
				other_time = false;

	if (col->type_class != SG_TYPE_TIME)
		return false;
	for (int w = 0; w < col->n_words && !ending; w++)
		ending = word_of_ending(col->words[w]);
	for (int k = t->first_column; k < t->first_column + t->n_columns && !other_time; k++)
		other_time = k != c && g->columns[k].type_class == SG_TYPE_TIME;
	return ending && other_time;
}

int
sql_table_date(const SchemaGraph *g, int t)
{
	int			found = -1;

	for (int c = g->tables[t].first_column; c < g->tables[t].first_column + g->tables[t].n_columns; c++)
		if (g->columns[c].type_class == SG_TYPE_TIME && !sql_period_end_column(g, c) &&
			schema_side_date(g, c) != SIDE_DATE_EDIT_STAMP)
			found = found == -1 ? c : -2;
	return found;
}

/* The test of column (of instance) for the rows ask says: current or over. */
static SqlNode *
period_test(const SchemaGraph *g, int instance, int column, const PeriodEnd *end, CurrentAsk ask)
{
	SqlNode    *test;

	if (end->kind == PERIOD_END_NULL)
	{
		test = sql_node_new(ask == CURRENT_NOW ? SQL_RULE_IS_NULL : SQL_RULE_IS_NOT_NULL);
		sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, column));
		return test;
	}
	test = sql_node_new(ask == CURRENT_NOW ? SQL_RULE_EQ : SQL_RULE_NE);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, column));
	sql_slot_add_child(&test->slots[1], sql_text_value(end->value));
	return test;
}

/* sql_node_any's test: a reference to the column of instance arg[0] numbered arg[1] in its
 * table. */
static bool
reads_column(const SqlNode *node, const void *arg)
{
	const int  *ic = arg;

	return node->rule == SQL_RULE_COLUMN && node->slots[0].instance == ic[0] &&
		node->slots[0].column == ic[1];
}

SqlNode *
sql_current_rows(SqlNode *ast, const SchemaGraph *g, const PeriodEnd *ends, CurrentAsk ask)
{
	const SqlSlot *from;
	int			n_items;

	if (ask == CURRENT_NONE || ends == NULL || ast == NULL || !sql_is_select(ast))
		return ast;
	from = &ast->slots[SQL_SELECT_FROM];
	n_items = from->n_children;
	for (int k = 0; k < n_items; k++)
	{
		const SqlNode *item = from->children[k];
		int			table = item->slots[0].table,
					instance = item->slots[0].instance;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || table < 0 || table >= g->n_tables)
			continue;
		for (int c = g->tables[table].first_column;
			 c < g->tables[table].first_column + g->tables[table].n_columns; c++)
		{
			int			ic[2] = {instance, c - g->tables[table].first_column};
			SqlNode    *where = sql_node_child(ast, SQL_SELECT_WHERE);

			if (ends[c].kind == PERIOD_END_NONE ||
				(where != NULL && sql_node_any(where, reads_column, ic)))
				continue;
			sql_where_add(ast, period_test(g, instance, c, &ends[c], ask));
		}
	}
	return ast;
}
