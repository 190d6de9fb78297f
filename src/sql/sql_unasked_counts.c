/*
 * sql_unasked_counts.c — a count answered where the question asks for none
 * (sql_unasked_counts.h).
 */
#include "sql/sql_unasked_counts.h"

#include "sql/sql_grammar.h"
#include "sql/sql_row_numbers.h"

/* Whether token i is "number" naming one, not asking for a count: followed by the number
 * it names ("account number 34624540209", "level number 8"; of Spider's train and dev
 * questions, 13 say so and none of their queries counts), or the key of the rows of the
 * table the word before it names ("Rose M.'s customer number": sql_row_numbers.h). */
static bool
names_a_number(const TextTokens *tokens, const LinkResult *links, const SchemaGraph *g, int i)
{
	return ((text_token_is(tokens, i, "number") || text_token_is(tokens, i, "numbers")) &&
			i + 1 < tokens->n && tokens->tokens[i + 1].kind == TEXT_TOKEN_NUMBER) ||
		sql_row_number_word(tokens, links, g, i);
}

/* Whether the question says a word that asks for a count. */
static bool
asks_count(const TextTokens *tokens, const LinkResult *links, const SchemaGraph *g)
{
	/* "many" also of "as many as"; "total" and "amount" also ask for sums, which a count
	 * may answer ("the total number"), and "per" a count as often as not ("likes per
	 * student"), so they never cost a count */
	static const char *const words[] = {
		"many", "number", "numbers", "count", "counts", "counted", "counting", "tally",
		"total", "totals", "amount", "often", "frequency", "frequent", "frequently", "times",
		"per", NULL
	};

	for (int i = 0; i < tokens->n; i++)
		if (tokens->tokens[i].kind == TEXT_TOKEN_WORD &&
			text_word_in_list(tokens->tokens[i].text, words) &&
			!names_a_number(tokens, links, g, i))
			return true;
	return false;
}

/* What the output counts of query (a SELECT, or a set operation of them) are. */
typedef struct OutputCounts
{
	bool		any;			/* a count among its output columns */
	bool		of_flag;		/* count(DISTINCT b) of a true/false column b */
} OutputCounts;

static void
output_counts(const SqlNode *query, const SchemaGraph *g, OutputCounts *out)
{
	const SqlSlot *items;

	if (query == NULL)
		return;
	if (sql_rules[query->rule].render == SQL_RK_SETOP)
	{
		output_counts(sql_node_child(query, 0), g, out);
		output_counts(sql_node_child(query, 1), g, out);
		return;
	}
	if (!sql_is_select(query))
		return;
	items = &query->slots[SQL_SELECT_ITEMS];
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = items->children[k]->rule == SQL_RULE_SELECT_EXPR
			? sql_node_child(items->children[k], 0) : NULL;
		int			c;

		if (e == NULL || (e->rule != SQL_RULE_COUNT_STAR && e->rule != SQL_RULE_COUNT &&
						  e->rule != SQL_RULE_COUNT_DISTINCT))
			continue;
		out->any = true;
		if (e->rule == SQL_RULE_COUNT_DISTINCT &&
			(c = sql_column_graph_index(g, sql_node_child(e, 0))) >= 0 &&
			g->columns[c].type_class == SG_TYPE_BOOLEAN)
			out->of_flag = true;
	}
}

int
sql_unasked_counts(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				   const LinkResult *links)
{
	OutputCounts counts = {false, false};

	if (ast == NULL)
		return 0;
	output_counts(ast, g, &counts);
	return (counts.any && !asks_count(tokens, links, g)) + counts.of_flag;
}
