/*
 * sql_values_elsewhere.c — a stored value of the question read from a table no word names
 * (sql_values_elsewhere.h).
 */
#include "sql/sql_values_elsewhere.h"

#include <string.h>

#include "schema/name_columns.h"
#include "sql/sql_grammar.h"
#include "text/tokenizer.h"

typedef struct ValuedTables
{
	const SchemaGraph *g;
	const LinkResult *links;
	const SqlNode *ast;			/* the whole query */
	SqlSeen    *tables;			/* the unnamed tables found so far */
} ValuedTables;

/* A column of a table instance, for compares_column. */
typedef struct InstanceColumn
{
	const SchemaGraph *g;
	int			instance;
	int			column;			/* graph column */
} InstanceColumn;

/* sql_node_count's test: an equality of the column arg (of its instance) with a literal. */
static bool
compares_column(const SqlNode *n, const void *arg)
{
	const InstanceColumn *ic = arg;
	const SqlNode *column,
			   *value;

	return sql_column_equals_value(n, &column, &value) &&
		column->slots[0].instance == ic->instance &&
		sql_column_graph_index(ic->g, column) == ic->column;
}

/* Whether the equality n compares one part of a person's name whose other part the query
 * compares on the same row too: a name said whole ("Philip Chin") names its own row's
 * table, whatever table a word names. */
static bool
part_of_whole_name(const ValuedTables *v, const SqlNode *n, int c)
{
	const SqlNode *column,
			   *value;
	int			given,
				family;
	InstanceColumn other;

	if (!sql_column_equals_value(n, &column, &value) ||
		!name_columns_pair_of(v->g, c, &given, &family))
		return false;
	other = (InstanceColumn) {v->g, column->slots[0].instance, c == given ? family : given};
	return (c == given || c == family) && sql_node_count(v->ast, compares_column, &other) > 0;
}

/* Whether a question word names table t: a table link, or a column link of its own words
 * (not where a table link starts: "customers" linked in part to orders.customer_id). */
static bool
table_named(const LinkResult *links, int t)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->table != t)
			continue;
		if (l->kind == LINK_TABLE ||
			(l->kind == LINK_COLUMN && l->match != LINK_MEASURE && l->match != LINK_LEXICON &&
			 !link_result_table_starts_at(links, l->token_start)))
			return true;
	}
	return false;
}

/* Name words that say what a column is of, not what it holds. */
static const char *const generic_words[] = {"name", "id", "code", "no", "number", "type", NULL};

/* The last word of column c's name that is no generic word: what the column is of
 * ("country" of ship_country, "state" of state_name, "by" of last_changed_by); NULL when
 * none. */
static const char *
head_word(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];

	for (int w = col->n_words - 1; w >= 0; w--)
		if (!text_word_in_list(col->words[w], generic_words))
			return col->words[w];
	return NULL;
}

/* Whether columns a and b are of the same kind of thing: their names end in the same
 * word that is no generic word (country and ship_country, state_name and state_name; not
 * river_name and state_name, nor last_name and last_changed_by, a person's surname and
 * the clerk who changed a row). */
static bool
same_kind(const SchemaGraph *g, int a, int b)
{
	const char *x = head_word(g, a),
			   *y = head_word(g, b);

	return x != NULL && y != NULL && strcmp(x, y) == 0;
}

/* Whether a value link gives value to a column of the same kind as column c (same_kind),
 * of a table other than c's that a table link names by more than a part of its name
 * ("orders" names customer_order_products in part). */
static bool
value_of_a_named_table(const SchemaGraph *g, const LinkResult *links, const char *value, int c)
{
	int			t = g->columns[c].table;

	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_VALUE || l->value == NULL || l->table == t ||
			strcmp(l->value, value) != 0 || !same_kind(g, c, l->column))
			continue;
		for (int j = 0; j < links->n_links; j++)
			if (links->links[j].kind == LINK_TABLE && links->links[j].table == l->table &&
				links->links[j].match != LINK_PARTIAL)
				return true;
	}
	return false;
}

/* sql_node_count's test: an equality with a literal on an unnamed table not seen before
 * (recorded), whose value a named table holds. */
static bool
valued_elsewhere(const SqlNode *n, const void *arg)
{
	const ValuedTables *v = arg;
	const SqlNode *literal;
	int			c,
				t;

	if (n->rule != SQL_RULE_EQ || (c = sql_literal_comparison_column(n, v->g)) < 0 ||
		(literal = sql_node_child(n, 1)) == NULL || literal->slots[0].value == NULL)
		return false;
	t = v->g->columns[c].table;
	if (table_named(v->links, t) || part_of_whole_name(v, n, c) ||
		!value_of_a_named_table(v->g, v->links, literal->slots[0].value, c))
		return false;
	return sql_seen_first(v->tables, t);
}

int
sql_values_elsewhere(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	SqlSeen		tables = {{0}, 0};
	ValuedTables v = {g, links, ast, &tables};

	if (ast == NULL || links == NULL)
		return 0;
	return sql_node_count(ast, valued_elsewhere, &v);
}
