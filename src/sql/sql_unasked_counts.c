/*
 * sql_unasked_counts.c — a count answered where the question asks for none
 * (sql_unasked_counts.h).
 */
#include "sql/sql_unasked_counts.h"

#include "sql/sql_grammar.h"

/* Whether the question says a word that asks for a count. */
static bool
asks_count(const TextTokens *tokens)
{
	/* "many" also of "as many as"; "total" and "amount" also ask for sums, which a count
	 * may answer ("the total number"), so they never cost a count */
	static const char *const words[] = {
		"many", "number", "numbers", "count", "counts", "counted", "counting", "tally",
		"total", "totals", "amount", "often", "frequency", "frequent", "frequently", "times",
		NULL
	};

	for (int i = 0; i < tokens->n; i++)
		for (int w = 0; words[w] != NULL; w++)
			if (text_token_is(tokens, i, words[w]))
				return true;
	return false;
}

/* Whether query (a SELECT, or a set operation of them) has a count among its output
 * columns. */
static bool
answers_count(const SqlNode *query)
{
	const SqlSlot *items;

	if (query == NULL)
		return false;
	if (sql_rules[query->rule].render == SQL_RK_SETOP)
		return answers_count(sql_node_child(query, 0)) || answers_count(sql_node_child(query, 1));
	if (!sql_is_select(query))
		return false;
	items = &query->slots[SQL_SELECT_ITEMS];
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = items->children[k]->rule == SQL_RULE_SELECT_EXPR
			? sql_node_child(items->children[k], 0) : NULL;

		if (e != NULL && (e->rule == SQL_RULE_COUNT_STAR || e->rule == SQL_RULE_COUNT ||
						  e->rule == SQL_RULE_COUNT_DISTINCT))
			return true;
	}
	return false;
}

int
sql_unasked_counts(const SqlNode *ast, const TextTokens *tokens)
{
	return answers_count(ast) && !asks_count(tokens) ? 1 : 0;
}
