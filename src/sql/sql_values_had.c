/*
 * sql_values_had.c — the rows whose column holds a value where the question says they
 * have one (sql_values_had.h).
 */
#include "sql/sql_values_had.h"

/* Whether the word before token i negates it ("don't have", "not having"). */
static bool
negated_before(const TextTokens *tokens, int i)
{
	static const char *const negations[] = {"not", "n't", "never", "no", "t", "without", NULL};

	return i > 0 && text_word_in_list(tokens->tokens[i - 1].text, negations);
}

int
sql_value_had(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
			  const bool *holds_nulls)
{
	static const char *const have[] = {"have", "has", "having", NULL};

	if (holds_nulls == NULL || tokens == NULL || links == NULL)
		return -1;
	for (int i = 0; i + 2 < tokens->n; i++)
	{
		int			best = -1,
					best_end = -1;
		bool		tie = false;

		if (!text_word_in_list(tokens->tokens[i].text, have) || negated_before(tokens, i) ||
			!(text_token_is(tokens, i + 1, "a") || text_token_is(tokens, i + 1, "an")))
			continue;
		/* the longest exact column name right after the article; two of one length: which
		 * is meant cannot be told */
		for (int k = 0; k < links->n_links; k++)
		{
			const SchemaLink *l = &links->links[k];

			if (l->kind != LINK_COLUMN || l->match != LINK_EXACT || l->token_start != i + 2 ||
				l->column < 0 || l->column >= g->n_columns || l->token_end < best_end)
				continue;
			if (l->token_end > best_end)
			{
				best = l->column;
				best_end = l->token_end;
				tie = false;
			}
			else if (l->column != best)
				tie = true;
		}
		if (best >= 0 && !tie && holds_nulls[best] && !g->columns[best].primary_key)
			return best;
	}
	return -1;
}

SqlNode *
sql_values_had(SqlNode *ast, const SchemaGraph *g, int column)
{
	SqlGraphColumn tested = {g, column};
	SqlNode    *test;
	int			instance;

	if (column < 0 || ast == NULL || !sql_is_select(ast) ||
		(instance = sql_from_only_instance(ast, g->columns[column].table)) < 0 ||
		sql_reads_graph_column(sql_node_child(ast, SQL_SELECT_WHERE), &tested))
		return ast;
	test = sql_node_new(SQL_RULE_IS_NOT_NULL);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, column));
	sql_where_add(ast, test);
	return ast;
}
