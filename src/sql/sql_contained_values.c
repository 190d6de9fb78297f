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

static void
rewrite_node(SqlNode *node, const SchemaGraph *g, const LinkResult *links)
{
	const SqlRule *rule = &sql_rules[node->rule];
	SqlSlot    *lit;
	const char *stored;

	for (int f = 0; f < rule->n_fields; f++)
		if (rule->fields[f].type == SQL_FT_NODE)
			for (int i = 0; i < node->slots[f].n_children; i++)
				rewrite_node(node->slots[f].children[i], g, links);
	if ((node->rule == SQL_RULE_EQ || node->rule == SQL_RULE_NE) &&
		(lit = text_literal(node)) != NULL &&
		(stored = contained_link(links, sql_column_graph_index(g, sql_node_child(node, 0)),
								 lit->value)) != NULL)
	{
		dt_free(lit->value);
		lit->value = dt_strdup(stored);
		sql_compare_as_contained(node);
	}
}

SqlNode *
sql_contained_values(SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	if (ast != NULL && links != NULL)
		rewrite_node(ast, g, links);
	return ast;
}
