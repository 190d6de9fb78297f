/*
 * sql_named_values.c — values the question gives by name, and the candidate queries that
 * use them (sql_named_values.h).
 */
#include "sql/sql_named_values.h"

#include <string.h>

#include "common/alloc.h"
#include "common/order.h"
#include "common/strbuf.h"
#include "sql/sql_comparisons.h"
#include "sql/sql_literals.h"

#define MAX_LITERALS 64

/* No space between tokens a and b (a before b)? */
static bool
adjacent(const TextToken *a, const TextToken *b)
{
	return a->byte_end == b->byte_start;
}

static void
add_value(const TextTokens *tokens, int start, int end, NamedValues *out)
{
	DtStrBuf	key;

	if (out->n == NAMED_VALUES_MAX || start >= end)
		return;
	dt_strbuf_init(&key);
	if (text_span_key(tokens, start, end, &key))
	{
		out->items[out->n].key = dt_strdup(key.data);
		out->items[out->n].token_start = start;
		out->n++;
	}
	dt_strbuf_free(&key);
}

/*
 * A quote opens a span when nothing touches it on the left and a token touches it on the
 * right; the span ends at the next quote of the same kind touching its last token.  So the
 * apostrophes of "owner's" and "dogs'" open nothing.  Returns the closing quote's index,
 * or -1.
 */
static int
closing_quote(const TextTokens *tokens, int open)
{
	const TextToken *q = &tokens->tokens[open];

	if (open + 1 >= tokens->n || !adjacent(q, &tokens->tokens[open + 1]) ||
		(open > 0 && adjacent(&tokens->tokens[open - 1], q)))
		return -1;
	for (int i = open + 2; i < tokens->n; i++)
	{
		const TextToken *t = &tokens->tokens[i];

		if (text_token_is_quote(tokens, i) && strcmp(t->text, q->text) == 0 && adjacent(&tokens->tokens[i - 1], t))
			return i;
	}
	return -1;
}

bool
named_values_is_naming_word(const TextToken *t)
{
	return t->kind == TEXT_TOKEN_WORD &&
		(strcmp(t->text, "named") == 0 || strcmp(t->text, "called") == 0 || strcmp(t->text, "titled") == 0);
}

void
named_values_find(const TextTokens *tokens, NamedValues *out)
{
	out->n = 0;
	for (int i = 0; i < tokens->n; i++)
	{
		const TextToken *t = &tokens->tokens[i];

		if (text_token_is_quote(tokens, i))
		{
			int			close = closing_quote(tokens, i);

			if (close > 0)
			{
				add_value(tokens, i + 1, close, out);
				i = close;
			}
		}
		else if (named_values_is_naming_word(t) && i + 1 < tokens->n &&
				 tokens->tokens[i + 1].kind != TEXT_TOKEN_PUNCT)
			add_value(tokens, i + 1, i + 2, out);
	}
}

void
named_values_free(NamedValues *nv)
{
	for (int i = 0; i < nv->n; i++)
		dt_free(nv->items[i].key);
	nv->n = 0;
}

/* An exact column link of the question ending right before the value, or before the word
 * or quote that introduces it ("cities named" before m0, "bulgarian commander" before the
 * quote of 'Kaloyan'; not "abbreviations in" before "USA").  Partial links do not count:
 * "named" alone partly names every column called *_name. */
static bool
named_just_before(const TextTokens *tokens, const LinkResult *links, int column, int value_start)
{
	bool		introduced = value_start > 0 &&
		(text_token_is_quote(tokens, value_start - 1) || named_values_is_naming_word(&tokens->tokens[value_start - 1]));

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_COLUMN && l->match == LINK_EXACT && l->column == column &&
			(l->token_end == value_start || (introduced && l->token_end == value_start - 1)))
			return true;
	}
	return false;
}

/* Rules 1 and 2 of sql_named_values.h as one number: higher is better. */
static int
candidate_rank_key(const NamedValues *nv, const TextTokens *tokens, const LinkResult *links,
				   const SqlNode *ast, const SchemaGraph *g)
{
	const char *literals[MAX_LITERALS];
	int			n_literals = 0;
	int			columns[MAX_LITERALS];
	const char *compared[MAX_LITERALS];
	int			n_compared = sql_text_equalities(ast, g, columns, compared, MAX_LITERALS);
	int			used = 0,
				placed = 0;

	n_literals = sql_value_literals(ast, literals, MAX_LITERALS);
	for (int v = 0; v < nv->n; v++)
	{
		bool		is_used = false,
					is_placed = false;

		for (int i = 0; i < n_literals && !is_used; i++)
			is_used = sql_literal_uses(literals[i], nv->items[v].key);
		for (int i = 0; i < n_compared && is_used && !is_placed; i++)
			is_placed = sql_literal_uses(compared[i], nv->items[v].key) &&
				named_just_before(tokens, links, columns[i], nv->items[v].token_start);
		used += is_used;
		placed += is_placed;
	}
	return used * (NAMED_VALUES_MAX + 1) + placed;
}

int
named_values_order(const NamedValues *nv, const TextTokens *tokens, const LinkResult *links,
				   const SqlNode *const *asts, int n_hyps, const SchemaGraph *g, int *order)
{
	double	   *key = dt_new_array(double, n_hyps + 1);
	int			first_tier = n_hyps > 0 ? 1 : 0;

	for (int i = 0; i < n_hyps; i++)
		key[i] = nv->n > 0 ? candidate_rank_key(nv, tokens, links, asts[i], g) : 0;
	/* ties keep the beam's order */
	dt_order_by_key_desc(key, order, n_hyps);
	while (first_tier < n_hyps && key[order[first_tier]] == key[order[0]])
		first_tier++;
	dt_free(key);
	return first_tier;
}
