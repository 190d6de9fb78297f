/*
 * sql_tenure.c — the people ranked by the date they were hired (sql_tenure.h).
 */
#include "sql/sql_tenure.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "sql/sql_named_row.h"
#include "text/event_verbs.h"

/* How far before "longest" a word of staying may come ("been with the company the
 * longest"). */
#define TENURE_VERB_REACH 5

/* Whether token i starts with "longest" (1) or "shortest" (-1): "longest-serving" is one
 * token or three; 0 for neither. */
static int
longest_or_shortest(const TextTokens *tokens, int i)
{
	const char *w;

	if (i < 0 || i >= tokens->n || tokens->tokens[i].kind != TEXT_TOKEN_WORD)
		return 0;
	w = tokens->tokens[i].text;
	if (strncmp(w, "longest", 7) == 0)
		return 1;
	if (strncmp(w, "shortest", 8) == 0)
		return -1;
	return 0;
}

/* Whether the words around a "longest" or "shortest" at i say a tenure: a word of staying
 * before it, or a word of service after it (the hyphen of "longest-serving" skipped). */
static bool
says_tenure_at(const TextTokens *tokens, int i)
{
	static const char *const staying[] = {"been", "worked", "work", "works", "working",
		"served", "serve", "serves", "stayed", "employed", NULL};
	static const char *const service[] = {"serving", "tenure", "tenured", "service", NULL};
	const char *w = tokens->tokens[i].text;
	const char *hyphen = strchr(w, '-');

	if (hyphen != NULL && text_word_in_list(hyphen + 1, service))
		return true;
	for (int j = i + 1; j <= i + 2 && j < tokens->n; j++)
		if (text_token_in(tokens, j, service))
			return true;
	for (int j = i - 1; j >= 0 && j >= i - TENURE_VERB_REACH; j--)
		if (text_token_in(tokens, j, staying))
			return true;
	return false;
}

/* 1 when the question asks for the longest tenure, -1 the shortest, 0 neither. */
static int
tenure_asked(const TextTokens *tokens)
{
	for (int i = 0; i < tokens->n; i++)
	{
		int			which = longest_or_shortest(tokens, i);

		if (which != 0 && says_tenure_at(tokens, i))
			return which;
		if (text_token_is(tokens, i, "senior") &&
			(text_token_is(tokens, i - 1, "most") || text_token_is(tokens, i - 1, "least")))
			return text_token_is(tokens, i - 1, "most") ? 1 : -1;
		if (text_token_is(tokens, i, "junior") && text_token_is(tokens, i - 1, "most"))
			return -1;
	}
	return 0;
}

/* Table t's one date of hiring (of several, the one whose name says "hire"); -1 when none
 * or several. */
static int
hiring_date(const SchemaGraph *g, int t)
{
	const SgTable *table = &g->tables[t];
	int			found = -1,
				n_found = 0,
				hire = -1,
				n_hire = 0;

	for (int c = table->first_column; c < table->first_column + table->n_columns; c++)
	{
		const SgColumn *col = &g->columns[c];
		bool		hiring = false,
					says_hire = false;

		if (col->type_class != SG_TYPE_TIME)
			continue;
		for (int w = 0; w < col->n_words; w++)
		{
			hiring = hiring || text_event_verb_names("hired", col->words[w]);
			says_hire = says_hire || strncmp(col->words[w], "hire", 4) == 0;
		}
		if (hiring)
			found = c, n_found++;
		if (says_hire)
			hire = c, n_hire++;
	}
	if (n_found == 1)
		return found;
	return n_hire == 1 ? hire : -1;
}

/* Whether a table link of links names table t. */
static bool
question_names_table(const LinkResult *links, int t)
{
	for (int k = 0; links != NULL && k < links->n_links; k++)
		if (links->links[k].kind == LINK_TABLE && links->links[k].table == t)
			return true;
	return false;
}

Tenure
sql_tenure_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
				const TableNames *names, bool who)
{
	Tenure		none = {-1, -1, false},
				found = none;
	int			which,
				n_found = 0,
				n_named = 0;
	Tenure		named = none;

	if (g == NULL || names == NULL || (which = tenure_asked(tokens)) == 0)
		return none;
	for (int t = 0; t < g->n_tables; t++)
	{
		int			hired;

		if (!schema_graph_is_base_table(g, t) || !table_holds_people(&names[t]) ||
			(hired = hiring_date(g, t)) < 0)
			continue;
		found = (Tenure) {t, hired, which < 0};
		n_found++;
		if (question_names_table(links, t))
			named = found, n_named++;
	}
	/* the people are asked for: "who", or a word names their table ("Which of our stores
	 * has been open the longest?" asks for a store) */
	if (n_named == 1)
		return named;
	return n_found == 1 && who ? found : none;
}

/* Whether select answers with plain columns of instance alone. */
static bool
answers_from_instance(const SqlNode *select, int instance)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			e->rule != SQL_RULE_COLUMN || e->slots[0].instance != instance)
			return false;
	}
	return items->n_children > 0;
}

SqlNode *
sql_tenure(const SqlNode *ast, const SchemaGraph *g, const Tenure *tenure, const TableNames *names)
{
	SqlNode    *copy;
	const SqlSlot *limit;
	int			instance;

	if (ast == NULL || tenure == NULL || tenure->table < 0 || names == NULL || !sql_is_select(ast))
		return NULL;
	if (ast->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		(instance = sql_from_only_instance(ast, tenure->table)) >= 0)
	{
		/* its own FROM and WHERE ("the most senior person in Shipping"), ranked anew,
		 * answered with its own columns of the people or their names */
		copy = sql_node_clone(ast);
		sql_slot_clear(&copy->slots[SQL_SELECT_ORDER_BY]);
		copy->slots[SQL_SELECT_LIMIT].present = false;
		dt_free(copy->slots[SQL_SELECT_LIMIT].value);
		copy->slots[SQL_SELECT_LIMIT].value = NULL;
		if (copy->rule == SQL_RULE_SELECT_DISTINCT)
			copy->rule = SQL_RULE_SELECT;
		if (!answers_from_instance(copy, instance))
		{
			sql_slot_clear(&copy->slots[SQL_SELECT_ITEMS]);
			sql_add_row_names(copy, g, instance, &names[tenure->table]);
		}
	}
	else
	{
		copy = sql_select_from_table(tenure->table);
		sql_add_row_names(copy, g, 0, &names[tenure->table]);
		instance = 0;
	}
	sql_rank_first(copy, sql_column_ref(g, instance, tenure->hired), tenure->shortest);
	/* "the three longest-serving": the candidate's own number of rows */
	limit = &ast->slots[SQL_SELECT_LIMIT];
	if (limit->present && limit->value_type == SQL_VALUE_INTEGER && limit->value != NULL &&
		atoi(limit->value) > 1)
	{
		dt_free(copy->slots[SQL_SELECT_LIMIT].value);
		copy->slots[SQL_SELECT_LIMIT].value = dt_strdup(limit->value);
	}
	if (sql_node_equal(copy, ast))
	{
		sql_node_free(copy);	/* the candidate ranks so already */
		return NULL;
	}
	return copy;
}
