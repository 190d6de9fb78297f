/*
 * sql_contained_values.c — a value the question names inside stored values, compared as
 * contained (sql_contained_values.h).
 */
#include "sql/sql_contained_values.h"

#include <string.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "sql/sql_grammar.h"
#include "text/tokenizer.h"

/* The text literal operand of comparison cmp (its right side), or NULL. */
static SqlSlot *
text_literal(SqlNode *cmp)
{
	SqlNode    *v = sql_node_child(cmp, 1);

	if (v == NULL || v->rule != SQL_RULE_VALUE || v->slots[0].value == NULL ||
		v->slots[0].value_type != SQL_VALUE_TEXT)
		return NULL;
	return &v->slots[0];
}

void
sql_compare_as_contained(SqlNode *cmp)
{
	SqlSlot    *lit;
	char	   *pattern;

	if ((cmp->rule != SQL_RULE_EQ && cmp->rule != SQL_RULE_NE) || (lit = text_literal(cmp)) == NULL)
		return;
	pattern = sql_contains_pattern(lit->value);
	dt_free(lit->value);
	lit->value = pattern;
	cmp->rule = cmp->rule == SQL_RULE_EQ ? SQL_RULE_LIKE : SQL_RULE_NOT_LIKE;
}

/* The stored words of a contained value link for column that say value (as
 * text_normalize_key keys: the model copies "tennis court" from the question, the rows
 * store 'Tennis Court'), or NULL. */
static const char *
contained_link(const LinkResult *links, int column, const char *value)
{
	DtStrBuf	key,
				link_key;
	const char *found = NULL;

	dt_strbuf_init(&key);
	dt_strbuf_init(&link_key);
	if (text_normalize_key(value, strlen(value), &key))
		for (int i = 0; i < links->n_links && found == NULL; i++)
		{
			const SchemaLink *l = &links->links[i];

			if (link_is_contained_value(l) && l->column == column && l->value != NULL &&
				text_normalize_key(l->value, strlen(l->value), &link_key) &&
				strcmp(key.data, link_key.data) == 0)
				found = l->value;
		}
	dt_strbuf_free(&key);
	dt_strbuf_free(&link_key);
	return found;
}

/* Token i skipped over a quote before it (step -1) or after it (step 1). */
static int
past_quote(const TextTokens *t, int i, int step)
{
	return text_token_is_quote(t, i) ? i + step : i;
}

/* Whether the question says the words [start, end) are inside what it compares: after
 * "containing", "contains" or "contain"; before "in it", "in them", "in its", "in their". */
static bool
said_contained(const TextTokens *t, int start, int end)
{
	static const char *const verbs[] = {"containing", "contains", "contain", NULL};
	static const char *const holders[] = {"it", "them", "its", "their", NULL};
	int			before = past_quote(t, start - 1, -1),
				after = past_quote(t, end, 1);

	if (before >= 0 && t->tokens[before].kind == TEXT_TOKEN_WORD &&
		text_word_in_list(t->tokens[before].text, verbs))
		return true;
	return text_token_is(t, after, "in") && after + 1 < t->n &&
		t->tokens[after + 1].kind == TEXT_TOKEN_WORD &&
		text_word_in_list(t->tokens[after + 1].text, holders);
}

/* Whether value is words of the question that it says are contained (said_contained). */
static bool
value_said_contained(const TextTokens *t, const char *value)
{
	DtStrBuf	key,
				span;
	bool		found = false;

	if (t == NULL)
		return false;
	dt_strbuf_init(&key);
	dt_strbuf_init(&span);
	if (text_normalize_key(value, strlen(value), &key))
		for (int s = 0; s < t->n && !found; s++)
			for (int e = s + 1; e <= t->n && e <= s + 6 && !found; e++)
				found = text_span_key(t, s, e, &span) && strcmp(span.data, key.data) == 0 &&
					said_contained(t, s, e);
	dt_strbuf_free(&key);
	dt_strbuf_free(&span);
	return found;
}

static void
rewrite_node(SqlNode *node, const SchemaGraph *g, const LinkResult *links, const TextTokens *t)
{
	const SqlRule *rule = &sql_rules[node->rule];
	SqlSlot    *lit;
	const char *stored;

	for (int f = 0; f < rule->n_fields; f++)
		if (rule->fields[f].type == SQL_FT_NODE)
			for (int i = 0; i < node->slots[f].n_children; i++)
				rewrite_node(node->slots[f].children[i], g, links, t);
	if ((node->rule != SQL_RULE_EQ && node->rule != SQL_RULE_NE) ||
		(lit = text_literal(node)) == NULL)
		return;
	if ((stored = contained_link(links, sql_column_graph_index(g, sql_node_child(node, 0)),
								 lit->value)) != NULL)
	{
		dt_free(lit->value);
		lit->value = dt_strdup(stored);
		sql_compare_as_contained(node);
	}
	else if (value_said_contained(t, lit->value))
		sql_compare_as_contained(node);
}

SqlNode *
sql_contained_values(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
					 const TextTokens *t)
{
	if (ast != NULL && links != NULL)
		rewrite_node(ast, g, links, t);
	return ast;
}
