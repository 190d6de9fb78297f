/*
 * sql_superlative_ties.c — the rows tied at the extreme a superlative of a plural asks for
 * (sql_superlative_ties.h).
 */
#include "sql/sql_superlative_ties.h"

#include <string.h>

#include "text/stopwords.h"

/* How far after a superlative its plural may stand ("the best - paid employees"). */
#define TIES_REACH 3

/* Whether word is a plural noun (the header's test). */
static bool
is_plural(const char *word)
{
	static const char *const irregular[] = {"people", "men", "women", "children", NULL};
	size_t		n = strlen(word);

	if (text_word_in_list(word, irregular))
		return true;
	return n >= 4 && word[n - 1] == 's' && strcmp(word, "names") != 0 &&
		strcmp(word + n - 2, "ss") != 0 && strcmp(word + n - 2, "us") != 0 &&
		strcmp(word + n - 2, "is") != 0;
}

/* Whether a column link covers token i ("earnings" of poker_player.earnings). */
static bool
names_a_column(const LinkResult *links, int i)
{
	for (int k = 0; k < links->n_links; k++)
		if (links->links[k].kind == LINK_COLUMN && links->links[k].token_start <= i &&
			links->links[k].token_end > i)
			return true;
	return false;
}

bool
sql_superlative_of_plural(const TextTokens *tokens, const LinkResult *links,
						  const QuestionDirections *d)
{
	/* "the most orders" counts the orders: the plural is what is counted, not what is
	 * ranked */
	static const char *const counting[] = {"most", "least", "fewest", "more", "less",
	"fewer", NULL};

	for (int k = 0; k < d->n_ranking_words; k++)
	{
		int			w = d->ranking_word[k];

		if (text_word_in_list(tokens->tokens[w].text, counting))
			continue;
		for (int i = w + 1; i < tokens->n && i <= w + TIES_REACH; i++)
		{
			const TextToken *t = &tokens->tokens[i];

			if (t->kind == TEXT_TOKEN_PUNCT && strcmp(t->text, "-") == 0)
				continue;
			if (t->kind != TEXT_TOKEN_WORD || text_is_stopword(t->text) ||
				strcmp(t->text, "name") == 0)
				break;
			/* "the greatest earnings" names the measure ranked by, not the things */
			if (is_plural(t->text))
				return !names_a_column(links, i);
		}
	}
	return false;
}

/* sql_node_any's test: a query node (a subquery anywhere in a condition). */
static bool
is_query(const SqlNode *n, const void *arg)
{
	(void) arg;
	return sql_is_select(n) || sql_rules[n->rule].render == SQL_RK_SETOP;
}

SqlNode *
sql_superlative_ties(SqlNode *ast, const SchemaGraph *g)
{
	const SqlNode *from;
	SqlNode    *order,
			   *column,
			   *where,
			   *sub,
			   *extreme,
			   *scalar,
			   *tie;
	int			c,
				inner;

	if (ast == NULL || !sql_is_select(ast) || (from = sql_lone_from_table(ast)) == NULL ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children != 1 || !ast->slots[SQL_SELECT_LIMIT].present ||
		ast->slots[SQL_SELECT_LIMIT].value == NULL ||
		strcmp(ast->slots[SQL_SELECT_LIMIT].value, "1") != 0)
		return ast;
	order = ast->slots[SQL_SELECT_ORDER_BY].children[0];
	column = sql_node_child(order, 0);
	where = sql_node_child(ast, SQL_SELECT_WHERE);
	if ((c = sql_column_graph_index(g, column)) < 0 || column->period != SQL_PERIOD_NONE ||
		column->slots[0].instance != from->slots[0].instance ||
		(where != NULL && sql_node_any(where, is_query, NULL)))
		return ast;
	/* SELECT min(c) FROM the table AS a new instance WHERE the same conditions */
	inner = sql_max_instance(ast) + 1;
	sub = sql_select_from_table(from->slots[0].table);
	sub->slots[SQL_SELECT_FROM].children[0]->slots[0].instance = inner;
	extreme = sql_node_new(order->rule == SQL_RULE_ORDER_DESC ? SQL_RULE_MAX : SQL_RULE_MIN);
	sql_slot_add_child(&extreme->slots[0], sql_column_ref(g, inner, c));
	sql_add_output(sub, extreme);
	if (where != NULL)
	{
		SqlNode    *same = sql_node_clone(where);

		sql_rename_instance(same, from->slots[0].instance, inner);
		sql_where_add(sub, same);
	}
	scalar = sql_node_new(SQL_RULE_SUBQUERY);
	sql_slot_add_child(&scalar->slots[0], sub);
	tie = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&tie->slots[0], sql_node_clone(column));
	sql_slot_add_child(&tie->slots[1], scalar);
	sql_slot_clear(&ast->slots[SQL_SELECT_ORDER_BY]);
	ast->slots[SQL_SELECT_LIMIT].present = false;
	sql_where_add(ast, tie);
	return ast;
}
