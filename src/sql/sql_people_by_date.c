/*
 * sql_people_by_date.c — the people ranked by the date they were hired or born
 * (sql_people_by_date.h).
 */
#include "sql/sql_people_by_date.h"

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

/* The event of a person's life a ranking reads the date of. */
typedef enum LifeEvent
{
	EVENT_NONE = 0,
	EVENT_HIRED,
	EVENT_BORN
} LifeEvent;

/* What the question ranks people by: the event, the latest first or not, and for an age
 * the token after its superlative ("oldest employee"). */
typedef struct RankAsked
{
	LifeEvent	event;
	bool		descending;
	int			after;
} RankAsked;

static RankAsked
ranking_asked(const TextTokens *tokens)
{
	RankAsked	none = {EVENT_NONE, false, -1};

	for (int i = 0; i < tokens->n; i++)
	{
		int			which = longest_or_shortest(tokens, i);

		if (which != 0 && says_tenure_at(tokens, i))
			return (RankAsked) {EVENT_HIRED, which < 0, -1};
		if (text_token_is(tokens, i, "senior") &&
			(text_token_is(tokens, i - 1, "most") || text_token_is(tokens, i - 1, "least")))
			return (RankAsked) {EVENT_HIRED, text_token_is(tokens, i - 1, "least"), -1};
		if (text_token_is(tokens, i, "junior") && text_token_is(tokens, i - 1, "most"))
			return (RankAsked) {EVENT_HIRED, true, -1};
		if (text_token_is(tokens, i, "oldest") || text_token_is(tokens, i, "eldest"))
			return (RankAsked) {EVENT_BORN, false, i + 1};
		if (text_token_is(tokens, i, "youngest"))
			return (RankAsked) {EVENT_BORN, true, i + 1};
	}
	return none;
}

/* Table t's one date of event (for hiring, of several the one whose name says "hire");
 * -1 when none or several. */
static int
event_date(const SchemaGraph *g, int t, LifeEvent event)
{
	const SgTable *table = &g->tables[t];
	const char *verb = event == EVENT_BORN ? "born" : "hired";
	int			found = -1,
				n_found = 0,
				hire = -1,
				n_hire = 0;

	for (int c = table->first_column; c < table->first_column + table->n_columns; c++)
	{
		const SgColumn *col = &g->columns[c];
		bool		of_event = false,
					says_hire = false;

		if (col->type_class != SG_TYPE_TIME)
			continue;
		for (int w = 0; w < col->n_words; w++)
		{
			of_event = of_event || text_event_verb_names(verb, col->words[w]);
			says_hire = says_hire || strncmp(col->words[w], "hire", 4) == 0;
		}
		if (of_event)
			found = c, n_found++;
		if (of_event && says_hire)
			hire = c, n_hire++;
	}
	if (n_found == 1)
		return found;
	return event == EVENT_HIRED && n_hire == 1 ? hire : -1;
}

/* Whether a table link of links at token i (any token: -1) names table t. */
static bool
question_names_table(const LinkResult *links, int t, int i)
{
	for (int k = 0; links != NULL && k < links->n_links; k++)
		if (links->links[k].kind == LINK_TABLE && links->links[k].table == t &&
			(i < 0 || (links->links[k].token_start <= i && i < links->links[k].token_end)))
			return true;
	return false;
}

/* Whether the token after an age's superlative says a person: nothing, a word that names
 * the people's table t, or a word of people ("Who is the oldest person?"); not another
 * thing ("the oldest account"). */
static bool
age_of_people(const TextTokens *tokens, const LinkResult *links, int t, int after)
{
	static const char *const people[] = {"person", "people", "one", "ones", "member", "members",
		"staff", "employee", "employees", "worker", "workers", NULL};

	return after >= tokens->n || tokens->tokens[after].kind != TEXT_TOKEN_WORD ||
		question_names_table(links, t, after) || text_token_in(tokens, after, people);
}

PeopleByDate
sql_people_by_date_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
						const TableNames *names, bool who)
{
	PeopleByDate none = {-1, -1, false},
				found = none,
				named = none;
	int			n_found = 0,
				n_named = 0;
	RankAsked	asked;

	if (g == NULL || names == NULL || (asked = ranking_asked(tokens)).event == EVENT_NONE)
		return none;
	for (int t = 0; t < g->n_tables; t++)
	{
		int			date;

		if (!schema_graph_is_base_table(g, t) || !table_holds_people(&names[t]) ||
			(date = event_date(g, t, asked.event)) < 0)
			continue;
		found = (PeopleByDate) {t, date, asked.descending};
		n_found++;
		if (question_names_table(links, t, -1))
			named = found, n_named++;
	}
	/* the people are asked for: "who", or a word names their table ("Which of our stores
	 * has been open the longest?" asks for a store) */
	if (n_named == 1)
		found = named;
	else if (n_found != 1 || !who)
		return none;
	if (asked.event == EVENT_BORN && !age_of_people(tokens, links, found.table, asked.after))
		return none;
	return found;
}

SqlNode *
sql_people_by_date(const SqlNode *ast, const SchemaGraph *g, const PeopleByDate *r,
				   const TableNames *names)
{
	SqlNode    *copy;
	const SqlSlot *limit;
	int			instance;

	if (ast == NULL || r == NULL || r->table < 0 || names == NULL || !sql_is_select(ast))
		return NULL;
	if (ast->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		(instance = sql_from_only_instance(ast, r->table)) >= 0)
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
		if (sql_output_instance(copy) != instance)
		{
			sql_slot_clear(&copy->slots[SQL_SELECT_ITEMS]);
			sql_add_row_names(copy, g, instance, &names[r->table]);
		}
	}
	else
	{
		copy = sql_select_from_table(r->table);
		sql_add_row_names(copy, g, 0, &names[r->table]);
		instance = 0;
	}
	sql_rank_first(copy, sql_column_ref(g, instance, r->date), r->descending);
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
