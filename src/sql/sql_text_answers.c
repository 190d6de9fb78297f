/*
 * sql_text_answers.c — words answered where the question asks for a number
 * (sql_text_answers.h).
 */
#include "sql/sql_text_answers.h"

#include "sql/sql_grammar.h"

/* Whether the question asks "how" of an amount or a measure: "how much", "how many",
 * "how high", "how old" ... */
static bool
asks_a_number(const TextTokens *tokens)
{
	static const char *const words[] = {
		"much", "many", "high", "tall", "long", "big", "large", "old", "far", "deep",
		"wide", "heavy", "often", "expensive", "populous", NULL
	};

	for (int i = 0; i + 1 < tokens->n; i++)
		if (text_token_is(tokens, i, "how") && tokens->tokens[i + 1].kind == TEXT_TOKEN_WORD &&
			text_word_in_list(tokens->tokens[i + 1].text, words))
			return true;
	return false;
}

/* Whether query (a SELECT, or a set operation of them) answers text columns alone. */
static bool
answers_text_alone(const SqlNode *query, const SchemaGraph *g)
{
	const SqlSlot *items;

	if (query == NULL)
		return false;
	if (sql_rules[query->rule].render == SQL_RK_SETOP)
		return answers_text_alone(sql_node_child(query, 0), g) &&
			answers_text_alone(sql_node_child(query, 1), g);
	if (!sql_is_select(query))
		return false;
	items = &query->slots[SQL_SELECT_ITEMS];
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = items->children[k]->rule == SQL_RULE_SELECT_EXPR
			? sql_node_child(items->children[k], 0) : NULL;
		int			c;

		if (e == NULL || (c = sql_column_graph_index(g, e)) < 0 ||
			g->columns[c].type_class != SG_TYPE_TEXT)
			return false;
	}
	return items->n_children > 0;
}

int
sql_text_answers(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens)
{
	return ast != NULL && asks_a_number(tokens) && answers_text_alone(ast, g) ? 1 : 0;
}
