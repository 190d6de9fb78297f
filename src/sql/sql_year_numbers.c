/*
 * sql_year_numbers.c — a year the question says, compared with a table's year column (see
 * sql_year_numbers.h).
 */
#include "sql/sql_year_numbers.h"

#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "sql/sql_literals.h"
#include "text/dates.h"
#include "text/quantities.h"

/* link_result_inside_value_of's test: a value stored in a column that holds no days
 * ("Route 2020"); a year's own link to the date columns is none. */
static bool
holds_no_days(const SchemaGraph *g, int column)
{
	return column < 0 ||
		text_date_column_of_type(g->columns[column].type_name) == TEXT_DATE_COLUMN_NONE;
}

/* Whether token i is a year alone (text_date_is_year: four digits, 1800 to 2099), not a
 * quantity compared ("more than 2000 pieces", "at least 1500"), a percentage nor part of a
 * stored value's link ("Route 2020"). */
static bool
token_is_year(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links, int i)
{
	static const char *const comparing[] = {"than", "over", "under", "above", "below", "least",
	"most", "about", "around", "exactly", NULL};

	return tokens->tokens[i].kind == TEXT_TOKEN_NUMBER &&
		text_date_is_year(tokens->tokens[i].text) &&
		!(i > 0 && text_word_in_list(tokens->tokens[i - 1].text, comparing)) &&
		!text_is_percent(tokens, i) && !link_result_inside_value_of(links, i, holds_no_days, g);
}

void
sql_years_said_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
					YearsSaid *out)
{
	out->n = 0;
	for (int i = 0; i < tokens->n; i++)
		if (token_is_year(g, tokens, links, i))
		{
			if (out->n < SQL_YEARS_SAID_MAX)
				out->text[out->n] = tokens->tokens[i].text;
			out->n++;
		}
}

/* Whether some literal of the candidate holds year (as a number or inside a date). */
static bool
year_held(const char *year, char **cores, int n_cores)
{
	for (int k = 0; k < n_cores; k++)
		if (strstr(cores[k], year) != NULL)
			return true;
	return false;
}

/* The one year the question says, when the candidate's literals leave it out, or NULL
 * (none, several: "between 2010 and 2015" is a range no equality answers, or held). */
static const char *
left_out_year(const SqlNode *ast, const YearsSaid *years)
{
	char	  **cores;
	int			n_cores;
	bool		held;

	if (years->n != 1)
		return NULL;
	n_cores = sql_literal_cores(ast, &cores);
	held = year_held(years->text[0], cores, n_cores);
	sql_literal_cores_free(cores, n_cores);
	return held ? NULL : years->text[0];
}

/* Whether column c is a year: a number column with "year" or "yr" among its name's words
 * and no "id", not a key. */
static bool
is_year_column(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];
	bool		year = false;

	if (col->type_class != SG_TYPE_NUMBER || col->primary_key)
		return false;
	for (int w = 0; w < col->n_words; w++)
	{
		if (strcasecmp(col->words[w], "id") == 0)
			return false;
		year = year || strcasecmp(col->words[w], "year") == 0 || strcasecmp(col->words[w], "yr") == 0;
	}
	return year;
}

/* The one year column of the tables select declares: its instance in *instance and its
 * graph index, or -1 (none, or several). */
static int
only_year_column(const SqlNode *select, const SchemaGraph *g, int *instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		const SgTable *t;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		t = &g->tables[item->slots[0].table];
		for (int i = 0; i < t->n_columns; i++)
			if (is_year_column(g, t->first_column + i))
			{
				if (found >= 0)
					return -1;
				found = t->first_column + i;
				*instance = item->slots[0].instance;
			}
	}
	return found;
}

/* Whether table t has a date or timestamp column, or a year column: where a year said
 * is compared. */
static bool
holds_dates_or_years(const SchemaGraph *g, int t)
{
	for (int i = 0; i < g->tables[t].n_columns; i++)
	{
		int			c = g->tables[t].first_column + i;

		if (is_year_column(g, c) ||
			text_date_column_of_type(g->columns[c].type_name) != TEXT_DATE_COLUMN_NONE)
			return true;
	}
	return false;
}

typedef struct YearsCompared
{
	const SchemaGraph *g;
	const YearsSaid *years;
} YearsCompared;

/* Whether v is a whole number literal that a year the question says spells. */
static bool
says_a_year(const SqlNode *v, const YearsSaid *years)
{
	if (v == NULL || v->rule != SQL_RULE_VALUE || v->slots[0].value_type != SQL_VALUE_INTEGER ||
		v->slots[0].value == NULL)
		return false;
	for (int k = 0; k < years->n && k < SQL_YEARS_SAID_MAX; k++)
		if (strcmp(years->text[k], v->slots[0].value) == 0)
			return true;
	return false;
}

/* sql_node_count's test: a number column that is no year compared with a year the
 * question says. */
static bool
year_on_a_quantity(const SqlNode *n, const void *arg)
{
	const YearsCompared *y = arg;
	int			c = sql_literal_comparison_column(n, y->g);

	if (c < 0 || y->g->columns[c].type_class != SG_TYPE_NUMBER || is_year_column(y->g, c))
		return false;
	for (int k = 1; k <= sql_compared_operands(n); k++)
		if (says_a_year(sql_node_child(n, k), y->years))
			return true;
	return false;
}

int
sql_years_on_quantities(const SqlNode *ast, const SchemaGraph *g, const YearsSaid *years)
{
	YearsCompared y = {g, years};
	bool		dated = false;

	if (ast == NULL || years->n == 0 || !sql_is_select(ast))
		return 0;
	for (int t = 0; t < g->n_tables && !dated; t++)
		dated = sql_instances_of_table(ast, t) > 0 && holds_dates_or_years(g, t);
	return dated ? sql_node_count(ast, year_on_a_quantity, &y) : 0;
}

SqlNode *
sql_year_numbers(const SqlNode *ast, const SchemaGraph *g, const YearsSaid *years)
{
	const char *year;
	int			column,
				instance = -1;
	SqlNode    *copy,
			   *test,
			   *v;

	if (ast == NULL || !sql_is_select(ast) || (year = left_out_year(ast, years)) == NULL ||
		(column = only_year_column(ast, g, &instance)) < 0)
		return NULL;
	copy = sql_node_clone(ast);
	v = sql_node_new(SQL_RULE_VALUE);
	v->slots[0].value_type = SQL_VALUE_INTEGER;
	v->slots[0].value = dt_strdup(year);
	test = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, column));
	sql_slot_add_child(&test->slots[1], v);
	sql_where_add(copy, test);
	return copy;
}
