/*
 * sql_dated_keys.c — a year or a count of the question compared with a key (sql_dated_keys.h).
 */
#include "sql/sql_dated_keys.h"

#include <string.h>

#include "schema/measures.h"
#include "sql/sql_aggregated_keys.h"
#include "text/dates.h"

/* What a number compared with a key is tested for: a year (dated_keys) or a count of rows
 * (counted_keys). */
typedef enum KeyNumber
{
	KEY_NUMBER_YEAR,
	KEY_NUMBER_COUNT
} KeyNumber;

typedef struct DatedKeys
{
	KeyNumber	said_as;
	const SchemaGraph *g;
	const TextTokens *tokens;
	const LinkResult *links;	/* the question's links (a count is said before a table's) */
} DatedKeys;

/* Whether graph column c identifies or codes rows: a key or an identifier
 * (sql_column_is_identifier), or a name word that says a number or a code ("number",
 * "no", "code" ...: a view's customer_number has no key). */
static bool
identifies(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];

	if (sql_column_is_identifier(g, c))
		return true;
	for (int i = 0; i < col->n_words; i++)
		if (measure_name_word_rules_out(col->words[i]))
			return true;
	return false;
}

/* Whether the question says text as a year after a word of time ("in 2004"). */
static bool
year_said_as_time(const TextTokens *tokens, const char *text)
{
	static const char *const time_words[] = {"in", "during", "since", "before", "after",
	"until", "from", NULL};

	if (!text_date_is_year(text))
		return false;
	for (int i = 1; i < tokens->n; i++)
		if (strcmp(tokens->tokens[i].text, text) == 0 &&
			text_word_in_list(tokens->tokens[i - 1].text, time_words))
			return true;
	return false;
}

/* Whether the question says text as a count of rows: a number right before words linked
 * to a table ("more than 2 car makers", "fewer than 200 flights"). */
static bool
count_said(const TextTokens *tokens, const LinkResult *links, const char *text)
{
	for (int i = 0; i + 1 < tokens->n; i++)
		if (tokens->tokens[i].kind == TEXT_TOKEN_NUMBER && strcmp(tokens->tokens[i].text, text) == 0 &&
			link_result_table_starts_at(links, i + 1))
			return true;
	return false;
}

/* Whether a and b are columns, one an identifier and the other a number that identifies
 * nothing ("stock_item_id < reorder_level" for "Which products have fallen below their
 * reorder level?"). */
static bool
key_and_quantity(const SchemaGraph *g, const SqlNode *a, const SqlNode *b)
{
	int			ca = sql_column_graph_index(g, a),
				cb = sql_column_graph_index(g, b);
	bool		a_identifies;

	if (ca < 0 || cb < 0 || (a_identifies = identifies(g, ca)) == identifies(g, cb))
		return false;
	return g->columns[a_identifies ? cb : ca].type_class == SG_TYPE_NUMBER;
}

/* The test for a comparison of an identifier column with such a year (KEY_NUMBER_YEAR), or
 * in order (<, >, <=, >=) with such a count or with a number column that identifies
 * nothing (KEY_NUMBER_COUNT), either way round. */
static bool
compares_key_with_number(const SqlNode *n, const void *arg)
{
	const DatedKeys *d = arg;
	const SqlNode *a,
			   *b;
	int			c;

	if (n->rule != SQL_RULE_EQ && n->rule != SQL_RULE_NE && n->rule != SQL_RULE_LT &&
		n->rule != SQL_RULE_GT && n->rule != SQL_RULE_LE && n->rule != SQL_RULE_GE)
		return false;
	a = sql_node_child(n, 0);
	b = sql_node_child(n, 1);
	if (a == NULL || b == NULL)
		return false;
	if (d->said_as == KEY_NUMBER_COUNT && n->rule != SQL_RULE_EQ && n->rule != SQL_RULE_NE &&
		key_and_quantity(d->g, a, b))
		return true;
	if (a->rule == SQL_RULE_VALUE)
	{
		const SqlNode *t = a;

		a = b;
		b = t;
	}
	if (a->rule != SQL_RULE_COLUMN || b->rule != SQL_RULE_VALUE || b->slots[0].value == NULL ||
		(c = sql_column_graph_index(d->g, a)) < 0)
		return false;
	if (!identifies(d->g, c))
		return false;
	if (d->said_as == KEY_NUMBER_YEAR)
		return year_said_as_time(d->tokens, b->slots[0].value);
	return n->rule != SQL_RULE_EQ && n->rule != SQL_RULE_NE &&
		count_said(d->tokens, d->links, b->slots[0].value);
}

int
sql_dated_keys(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens)
{
	DatedKeys	d = {KEY_NUMBER_YEAR, g, tokens, NULL};

	return sql_node_count(ast, compares_key_with_number, &d);
}

int
sql_counted_keys(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				 const LinkResult *links)
{
	DatedKeys	d = {KEY_NUMBER_COUNT, g, tokens, links};

	return sql_node_count(ast, compares_key_with_number, &d);
}
