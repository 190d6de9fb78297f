/*
 * sql_unsaid_sums.c — a sum of what no word names, answered where the question asks how
 * many (sql_unsaid_sums.h).
 */
#include "sql/sql_unsaid_sums.h"

#include "sql/sql_grammar.h"

/* Whether the question says "how many" and no word that asks for a sum. */
static bool
asks_how_many_alone(const TextTokens *tokens)
{
	static const char *const sum_words[] = {
		"total", "totals", "totaled", "totalled", "sum", "sums", "amount", "amounts", "much",
		"altogether", "combined", "overall", NULL
	};
	bool		how_many = false;

	for (int i = 0; i < tokens->n; i++)
	{
		if (tokens->tokens[i].kind != TEXT_TOKEN_WORD)
			continue;
		if (text_word_in_list(tokens->tokens[i].text, sum_words))
			return false;
		if (text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "many"))
			how_many = true;
	}
	return how_many;
}

/* How many output columns of query (a SELECT, or a set operation of them) sum or average a
 * column no question word links to. */
static int
unsaid_sums(const SqlNode *query, const SchemaGraph *g, const LinkResult *links)
{
	const SqlSlot *items;
	int			n = 0;

	if (query == NULL)
		return 0;
	if (sql_rules[query->rule].render == SQL_RK_SETOP)
		return unsaid_sums(sql_node_child(query, 0), g, links) +
			unsaid_sums(sql_node_child(query, 1), g, links);
	if (!sql_is_select(query))
		return 0;
	items = &query->slots[SQL_SELECT_ITEMS];
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = items->children[k]->rule == SQL_RULE_SELECT_EXPR
			? sql_node_child(items->children[k], 0) : NULL;
		int			c;

		if (e != NULL &&
			(e->rule == SQL_RULE_SUM || e->rule == SQL_RULE_SUM_DISTINCT ||
			 e->rule == SQL_RULE_AVG || e->rule == SQL_RULE_AVG_DISTINCT) &&
			(c = sql_column_graph_index(g, sql_node_child(e, 0))) >= 0 &&
			!link_result_links_column(links, c))
			n++;
	}
	return n;
}

int
sql_unsaid_sums(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				const LinkResult *links)
{
	if (ast == NULL || links == NULL || !asks_how_many_alone(tokens))
		return 0;
	return unsaid_sums(ast, g, links);
}
