/*
 * sql_compound_columns.c — a property stored over several columns, answered with all of
 * them (sql_compound_columns.h).
 */
#include "sql/sql_compound_columns.h"

#include <string.h>

#include "common/alloc.h"
#include "schema/name_columns.h"
#include "text/stemmer.h"

/* Words that begin many column names by habit, not as the name of one property:
 * "date_of_birth" and "date_joined", "number_of_seats" and "number_of_rooms". */
static const char *const habit_words[] = {"date", "time", "day", "month", "year", "number",
	"num", "no", "id", "code", "type", "name", "total", "amount", "count", "sum", "avg",
	"average", "min", "max", "is", "has", "first", "last", "other", "unit", "start", "end",
	"current", "new", "old", "default", "main", "primary", "secondary", "list", "all",
NULL};

/* Whether word, or its singular, is a word of some table's name of g. */
static bool
names_a_table(const SchemaGraph *g, const char *word, const char *singular)
{
	for (int t = 0; t < g->n_tables; t++)
		for (int w = 0; w < g->tables[t].n_words; w++)
		{
			const char *tw = g->tables[t].words[w];

			if (strcmp(tw, word) == 0 || strcmp(tw, singular) == 0)
				return true;
		}
	return false;
}

/* Whether column c may be part of a compound: no key, no name part, no date, and no
 * text that says the whole property in words ("warrantydescription" beside
 * "warrantyperiod": the warranty is its period, described). */
static bool
compound_part(const SchemaGraph *g, int c)
{
	static const char *const whole_texts[] = {"description", "desc", "text", "note", "notes",
		"comment", "comments", "remark", "remarks", "details", "url", "link", "summary",
	NULL};
	const SgColumn *col = &g->columns[c];
	char		prefix[NAME_COLUMN_MAX + 1];

	return col->n_words >= 2 && !col->primary_key && !schema_graph_column_is_foreign_key(g, c) &&
		col->type_class != SG_TYPE_TIME && name_part_of(col->name, prefix) == NAME_PART_NONE &&
		!text_word_in_list(col->words[col->n_words - 1], whole_texts);
}

/* The question's words and their singulars (NULL at punctuation), made once. */
typedef struct QuestionWords
{
	const TextTokens *t;
	char	  **singular;
} QuestionWords;

/* Whether a word or number of q other than token skip is word, or has it as its singular. */
static bool
question_says(const QuestionWords *q, int skip, const char *word)
{
	for (int i = 0; i < q->t->n; i++)
		if (i != skip && q->singular[i] != NULL &&
			(strcmp(q->t->tokens[i].text, word) == 0 || strcmp(q->singular[i], word) == 0))
			return true;
	return false;
}

/* Whether word is digits: line_1, line_2 and line_3 are alternatives the question picks
 * from ("line 1 and line 2"), not the parts of one property. */
static bool
is_number_word(const char *word)
{
	for (const char *p = word; *p; p++)
		if (*p < '0' || *p > '9')
			return false;
	return *word != '\0';
}

/* The columns of table whose names begin with word (or singular), into out; false when
 * they are not a compound the question names (fewer than two, more than the most, or one
 * whose other words the question says). */
static bool
table_compound(const SchemaGraph *g, int table, const QuestionWords *q, int token,
			   CompoundColumns *out)
{
	const SgTable *tab = &g->tables[table];
	const char *word = q->t->tokens[token].text,
			   *singular = q->singular[token];

	out->n_columns = 0;
	for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
	{
		const SgColumn *col = &g->columns[c];

		if (!compound_part(g, c) ||
			(strcmp(col->words[0], word) != 0 && strcmp(col->words[0], singular) != 0))
			continue;
		if (out->n_columns == COMPOUND_COLUMNS_MAX)
			return false;
		for (int w = 1; w < col->n_words; w++)
			if (question_says(q, token, col->words[w]) || is_number_word(col->words[w]))
				return false;
		out->columns[out->n_columns++] = c;
	}
	return out->n_columns >= 2;
}

Compounds
sql_compounds_find(const SchemaGraph *g, const TextTokens *t)
{
	Compounds	found = {0};
	QuestionWords q;

	if (g == NULL || t == NULL)
		return found;
	q.t = t;
	q.singular = dt_new_array(char *, t->n + 1);
	for (int i = 0; i < t->n; i++)
		q.singular[i] = t->tokens[i].kind == TEXT_TOKEN_PUNCT ? NULL :
			text_singular(t->tokens[i].text);
	for (int i = 0; i < t->n && found.n < COMPOUNDS_MAX; i++)
	{
		const char *w = t->tokens[i].text;

		if (t->tokens[i].kind != TEXT_TOKEN_WORD || strlen(w) < 3 ||
			text_word_in_list(w, habit_words) || text_word_in_list(q.singular[i], habit_words) ||
			names_a_table(g, w, q.singular[i]))
			continue;
		for (int tb = 0; tb < g->n_tables && found.n < COMPOUNDS_MAX; tb++)
			if (table_compound(g, tb, &q, i, &found.items[found.n]))
				found.n++;
	}
	for (int i = 0; i < t->n; i++)
		dt_free(q.singular[i]);
	dt_free(q.singular);
	return found;
}

/* The compound of c that holds graph column column; NULL when none. */
static const CompoundColumns *
compound_of(const Compounds *c, int column)
{
	for (int k = 0; k < c->n; k++)
		for (int j = 0; j < c->items[k].n_columns; j++)
			if (c->items[k].columns[j] == column)
				return &c->items[k];
	return NULL;
}

/* Whether the items items[0..n) answer graph column column of instance. */
static bool
answers_column(SqlNode *const *items, int n, const SchemaGraph *g, int instance, int column)
{
	for (int i = 0; i < n; i++)
	{
		const SqlNode *e = items[i]->rule == SQL_RULE_SELECT_EXPR ?
			items[i]->slots[0].children[0] : NULL;

		if (e != NULL && e->rule == SQL_RULE_COLUMN && e->slots[0].instance == instance &&
			sql_column_graph_index(g, e) == column)
			return true;
	}
	return false;
}

SqlNode *
sql_compound_columns(SqlNode *ast, const SchemaGraph *g, const Compounds *c)
{
	SqlSlot    *items;
	SqlNode   **old;
	int			n_old;

	if (ast == NULL || c == NULL || c->n == 0 || !sql_output_may_change(ast) ||
		sql_answers_an_aggregate(ast))
		return ast;
	items = &ast->slots[SQL_SELECT_ITEMS];
	n_old = items->n_children;
	old = dt_new_array(SqlNode *, n_old);
	memcpy(old, items->children, sizeof(SqlNode *) * (size_t) n_old);
	items->n_children = 0;
	for (int i = 0; i < n_old; i++)
	{
		const SqlNode *e = old[i]->rule == SQL_RULE_SELECT_EXPR ?
			old[i]->slots[0].children[0] : NULL;
		int			column = e != NULL && e->rule == SQL_RULE_COLUMN && e->slots[0].table >= 0 ?
			sql_column_graph_index(g, e) : -1;
		const CompoundColumns *cc = column >= 0 ? compound_of(c, column) : NULL;
		int			instance;

		if (cc == NULL)
		{
			sql_slot_add_child(items, old[i]);
			continue;
		}
		instance = e->slots[0].instance;
		for (int j = 0; j < cc->n_columns; j++)
			if (!answers_column(items->children, items->n_children, g, instance, cc->columns[j]) &&
				!answers_column(old + i + 1, n_old - i - 1, g, instance, cc->columns[j]))
				sql_add_output(ast, sql_column_ref(g, instance, cc->columns[j]));
		sql_node_free(old[i]);
	}
	dt_free(old);
	return ast;
}
