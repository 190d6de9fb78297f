/*
 * sql_bridged_values.c — the measure of the row that relates two rows the question names
 * (see sql_bridged_values.h).
 */
#include "sql/sql_bridged_values.h"

#include <string.h>

#include "common/alloc.h"

/* The two spans whose stored values name the related rows. */
#define BRIDGED_SPANS 2

/* Words that make the question one about many rows: a ranking, an aggregate, a list. */
static const char *const many_rows_words[] = {"most", "least", "fewest", "average", "total",
"each", "every", "all", "per", NULL};

/* Whether the question asks for one amount: "how much" or "how many" (not "how many of
 * our women", which counts rows), and no word of a ranking, an aggregate or a list ("per"
 * only where a number follows: "per 100 grams"). */
static bool
asks_one_amount(const TextTokens *tokens)
{
	bool		how = false;

	for (int i = 0; i < tokens->n; i++)
	{
		if (text_token_is(tokens, i, "how") && (text_token_is(tokens, i + 1, "much") ||
												 (text_token_is(tokens, i + 1, "many") &&
												  !text_token_is(tokens, i + 2, "of"))))
			how = true;
		if (text_word_in_list(tokens->tokens[i].text, many_rows_words) &&
			!(text_token_is(tokens, i, "per") && i + 1 < tokens->n &&
			  tokens->tokens[i + 1].kind == TEXT_TOKEN_NUMBER))
			return false;
	}
	return how;
}

/* The fewest letters of a stored value that names a row: 'F' or 'M', a code a word of sex
 * or marital status links to, names a kind of row, not one. */
#define BRIDGED_NAME_MIN 3

/* Whether link l names a stored value of a base table's text column, as written or in
 * another spelling of the same words; not a number alone ("100 grams" is no page 100),
 * nor a code (BRIDGED_NAME_MIN). */
static bool
names_stored_row(const SchemaGraph *g, const TextTokens *tokens, const SchemaLink *l)
{
	if (l->token_end == l->token_start + 1 &&
		tokens->tokens[l->token_start].kind == TEXT_TOKEN_NUMBER)
		return false;
	if (l->value == NULL || strlen(l->value) < BRIDGED_NAME_MIN)
		return false;
	return l->kind == LINK_VALUE && (l->match == LINK_EXACT || l->match == LINK_LEXICON) &&
		l->value != NULL && l->table >= 0 && l->column >= 0 &&
		g->tables[l->table].kind == SG_TABLE && g->columns[l->column].type_class == SG_TYPE_TEXT &&
		!g->columns[l->column].primary_key;
}

/* Whether another stored-value link covers link k's words and more. */
static bool
inside_longer(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links, int k)
{
	const SchemaLink *l = &links->links[k];

	for (int o = 0; o < links->n_links; o++)
	{
		const SchemaLink *x = &links->links[o];

		if (o != k && names_stored_row(g, tokens, x) && x->token_start <= l->token_start &&
			x->token_end >= l->token_end &&
			x->token_end - x->token_start > l->token_end - l->token_start)
			return true;
	}
	return false;
}

/* The spans of the longest stored-value links, their starts in starts[]: how many (at
 * most BRIDGED_SPANS + 1: more says only that there are too many). */
static int
value_spans(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
			int *starts, int *ends)
{
	int			n = 0;

	for (int k = 0; k < links->n_links && n <= BRIDGED_SPANS; k++)
	{
		const SchemaLink *l = &links->links[k];
		bool		seen = false;

		if (!names_stored_row(g, tokens, l) || inside_longer(g, tokens, links, k))
			continue;
		for (int s = 0; s < n; s++)
			seen = seen || (starts[s] == l->token_start && ends[s] == l->token_end);
		if (!seen)
		{
			starts[n] = l->token_start;
			ends[n] = l->token_end;
			n++;
		}
	}
	return n;
}

/* The single-column foreign key of table from to table to's single-column primary key;
 * -1 when none or several. */
static int
key_to(const SchemaGraph *g, int from, int to)
{
	int			pk = schema_graph_single_primary_key(g, to);

	return pk < 0 ? -1 : schema_graph_single_key_to(g, from, to, pk + g->tables[to].first_column);
}

/* Whether column c is a number that is no key and refers to nothing: an amount. */
static bool
is_amount(const SchemaGraph *g, int c)
{
	return g->columns[c].type_class == SG_TYPE_NUMBER && !g->columns[c].primary_key &&
		!schema_graph_column_is_foreign_key(g, c);
}

/* Whether table t has an amount. */
static bool
has_amount(const SchemaGraph *g, int t)
{
	for (int c = g->tables[t].first_column; c < g->tables[t].first_column + g->tables[t].n_columns; c++)
		if (is_amount(g, c))
			return true;
	return false;
}

/* What relates the two named rows: tables a and b, the stored-value links that name them,
 * and the table f that refers to both by keys fk_a and fk_b. */
typedef struct Bridge
{
	int			link_a,
				link_b,
				f,
				fk_a,
				fk_b;
} Bridge;

/* The one table that refers to both a and b and has an amount (not one of them, a base
 * table; footnote, which refers to a food and a nutrient, has no amount), its keys in
 * *fk_a and *fk_b; -1 when none or several. */
static int
bridging_table(const SchemaGraph *g, int a, int b, int *fk_a, int *fk_b)
{
	int			found = -1;

	for (int t = 0; t < g->n_tables; t++)
	{
		int			ka,
					kb;

		if (t == a || t == b || g->tables[t].kind != SG_TABLE || !has_amount(g, t) ||
			(ka = key_to(g, t, a)) < 0 || (kb = key_to(g, t, b)) < 0)
			continue;
		if (found >= 0)
			return -1;
		found = t, *fk_a = ka, *fk_b = kb;
	}
	return found;
}

/* The one bridge between a row of span 0 and a row of span 1 (the first link of each
 * span into a table); false when none, or several pairs of tables are bridged. */
static bool
find_bridge(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
			const int *starts, const int *ends, Bridge *out)
{
	bool		found = false;

	for (int x = 0; x < links->n_links; x++)
	{
		const SchemaLink *lx = &links->links[x];

		if (!names_stored_row(g, tokens, lx) || lx->token_start != starts[0] || lx->token_end != ends[0])
			continue;
		for (int y = 0; y < links->n_links; y++)
		{
			const SchemaLink *ly = &links->links[y];
			Bridge		b;

			if (!names_stored_row(g, tokens, ly) || ly->token_start != starts[1] ||
				ly->token_end != ends[1] || ly->table == lx->table ||
				(b.f = bridging_table(g, lx->table, ly->table, &b.fk_a, &b.fk_b)) < 0)
				continue;
			if (found)
			{
				/* another column of the same tables is the same bridge, read once */
				if (links->links[out->link_a].table == lx->table &&
					links->links[out->link_b].table == ly->table && out->f == b.f)
					continue;
				return false;
			}
			b.link_a = x, b.link_b = y;
			*out = b;
			found = true;
		}
	}
	return found;
}

/* The amount of table f the copy reads: the one a question word links to, else the first;
 * -1 when f has none. */
static int
bridge_amount(const SchemaGraph *g, const LinkResult *links, int f)
{
	const SgTable *t = &g->tables[f];
	int			first = -1,
				linked = -1;

	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		if (is_amount(g, c) && first < 0)
			first = c;
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_COLUMN || l->column < 0 || g->columns[l->column].table != f ||
			!is_amount(g, l->column))
			continue;
		if (linked >= 0 && linked != l->column)
			return first;
		linked = l->column;
	}
	return linked >= 0 ? linked : first;
}

/* "column = 'value'". */
static SqlNode *
equals_value(const SchemaGraph *g, int instance, int column, const char *value)
{
	SqlNode    *test = sql_node_new(SQL_RULE_EQ);

	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, column));
	sql_slot_add_child(&test->slots[1], sql_text_value(value));
	return test;
}

/* The query of the bridge, reading amount. */
static SqlNode *
bridge_query(const SchemaGraph *g, const LinkResult *links, const Bridge *b, int amount)
{
	const SchemaLink *la = &links->links[b->link_a],
			   *lb = &links->links[b->link_b];
	const SgForeignKey *fa = &g->foreign_keys[b->fk_a],
			   *fb = &g->foreign_keys[b->fk_b];
	SqlNode    *select = sql_select_from_table(la->table),
			   *key;
	int			f,
				rb;

	key = sql_column_ref(g, 0, fa->ref_columns[0]);
	f = sql_join_table(select, g, key, b->f, fa->columns[0]);
	sql_node_free(key);
	key = sql_column_ref(g, f, fb->columns[0]);
	rb = sql_join_table(select, g, key, lb->table, fb->ref_columns[0]);
	sql_node_free(key);
	sql_add_output(select, sql_column_ref(g, f, amount));
	sql_where_add(select, equals_value(g, 0, la->column, la->value));
	sql_where_add(select, equals_value(g, rb, lb->column, lb->value));
	return select;
}

SqlNode *
sql_bridged_values(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				   const LinkResult *links)
{
	int			starts[BRIDGED_SPANS + 1],
				ends[BRIDGED_SPANS + 1],
				amount;
	Bridge		b = {-1, -1, -1, -1, -1};
	SqlGraphColumn read;

	if (ast == NULL || !sql_is_select(ast) || links == NULL || !asks_one_amount(tokens) ||
		value_spans(g, tokens, links, starts, ends) != BRIDGED_SPANS ||
		!find_bridge(g, tokens, links, starts, ends, &b) || (amount = bridge_amount(g, links, b.f)) < 0)
		return NULL;
	read = (SqlGraphColumn) {g, amount};
	if (sql_reads_graph_column(ast, &read))
		return NULL;			/* it reads the amount already: what it does with it is its own */
	return bridge_query(g, links, &b, amount);
}
