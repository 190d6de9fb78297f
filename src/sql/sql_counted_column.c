/*
 * sql_counted_column.c — "how many people" answered with the column that holds the count
 * (sql_counted_column.h).
 */
#include "sql/sql_counted_column.h"

#include "schema/name_columns.h"
#include "sql/sql_named_row.h"

/* The word after "how many" (its token), or -1. */
static int
how_many_word(const TextTokens *tokens)
{
	for (int i = 0; i + 2 < tokens->n; i++)
		if (text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "many"))
			return i + 2;
	return -1;
}

/* Whether a link of word token names a table by its own name ("how many cities": the
 * rows of a table are counted). */
static bool
word_names_table(const LinkResult *links, int token)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_TABLE && links->links[i].match == LINK_EXACT &&
			links->links[i].token_start == token && links->links[i].token_end == token + 1)
			return true;
	return false;
}

/* Whether graph column c is a number column, no key, that word token names by name
 * (exactly or through the lexicon). */
static bool
word_names_number(const SchemaGraph *g, const LinkResult *links, int token, int c)
{
	if (g->columns[c].type_class != SG_TYPE_NUMBER || g->columns[c].primary_key ||
		schema_graph_column_is_foreign_key(g, c))
		return false;
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_COLUMN && l->column == c && l->token_start == token &&
			l->token_end == token + 1 && (l->match == LINK_EXACT || l->match == LINK_LEXICON))
			return true;
	}
	return false;
}

/* Whether select answers count(*) alone, one row for all its rows. */
static bool
counts_rows_alone(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlNode *e;

	return select->rule == SQL_RULE_SELECT && items->n_children == 1 &&
		items->children[0]->rule == SQL_RULE_SELECT_EXPR &&
		(e = sql_node_child(items->children[0], 0)) != NULL && e->rule == SQL_RULE_COUNT_STAR &&
		select->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		select->slots[SQL_SELECT_HAVING].n_children == 0 &&
		select->slots[SQL_SELECT_ORDER_BY].n_children == 0 && !select->slots[SQL_SELECT_LIMIT].present;
}

/* The counted column of an instance, for sql_where_keep. */
typedef struct CountedColumn
{
	const SchemaGraph *g;
	int			instance;
	int			column;			/* graph column */
} CountedColumn;

/* Whether node refers to graph column c of instance anywhere in it. */
static bool
refers_to(const SqlNode *node, const SchemaGraph *g, int instance, int c)
{
	if (node == NULL)
		return false;
	if (node->rule == SQL_RULE_COLUMN)
		return node->slots[0].instance == instance && sql_column_graph_index(g, node) == c;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			if (refers_to(node->slots[f].children[k], g, instance, c))
				return true;
	return false;
}

/* sql_where_keep's test: a condition but an equality on the counted column (the model's
 * guess at its value, "population = 190"; "more than a million" stays). */
static bool
not_on_counted(const SqlNode *operand, const void *arg)
{
	const CountedColumn *n = arg;

	return operand->rule != SQL_RULE_EQ || !refers_to(operand, n->g, n->instance, n->column);
}

/* The instance of select's FROM whose table holds the column word names (exactly or
 * through the lexicon), the column in *column: the one such instance, or of several the
 * one whose thing's name the WHERE fixes; -1 when none can be told. */
static int
counted_instance(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
				 int word, const TableNames *names, int *column)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1,
				n_found = 0,
				fixed = -1,
				fixed_column = -1,
				n_fixed = 0;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		const SgTable *t;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		t = &g->tables[item->slots[0].table];
		for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		{
			if (!word_names_number(g, links, word, c))
				continue;
			n_found++;
			found = k;
			*column = c;
			if (sql_named_row_fixed(select, g, names, item->slots[0].instance))
			{
				n_fixed++;
				fixed = k;
				fixed_column = c;
			}
		}
	}
	if (n_found == 1)
		return from->children[found]->slots[0].instance;
	if (n_fixed == 1)
	{
		*column = fixed_column;
		return from->children[fixed]->slots[0].instance;
	}
	return -1;
}

/* The word after "how many", for sql_named_row_elsewhere. */
typedef struct CountedWord
{
	const LinkResult *links;
	int			word;
} CountedWord;

/* The number column of table the word names, or -1. */
static int
column_word_names(const SchemaGraph *g, int table, const void *arg)
{
	const CountedWord *w = arg;
	const SgTable *t = &g->tables[table];

	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		if (word_names_number(g, w->links, w->word, c))
			return c;
	return -1;
}

SqlNode *
sql_count_as_counted_column(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							const LinkResult *links, const TableNames *names)
{
	int			word,
				instance,
				column = -1;
	SqlNode    *copy,
			   *item;
	CountedColumn counted;
	bool		named = false;

	if (ast == NULL || links == NULL || !counts_rows_alone(ast) ||
		(word = how_many_word(tokens)) < 0 || word_names_table(links, word))
		return NULL;
	instance = counted_instance(ast, g, links, word, names, &column);
	if (instance >= 0)
	{
		CountedWord w = {links, word};

		named = sql_named_row_fixed(ast, g, names, instance);
		/* "how many people live in kansas" over city WHERE state_name = 'kansas' */
		if (!named &&
			(copy = sql_named_row_elsewhere(ast, g, links, names, instance, column_word_names, &w)) != NULL)
			return copy;
	}
	/* rows no name pins add up ("in Gelderland district": sum(population)); over a join
	 * each would count once per joined row */
	if (instance < 0 || (!named && ast->slots[SQL_SELECT_FROM].n_children > 1))
		return NULL;
	copy = sql_node_clone(ast);
	counted = (CountedColumn) {g, instance, column};
	if (!sql_where_keep(copy, not_on_counted, &counted))
	{
		sql_node_free(copy);
		return NULL;
	}
	item = sql_node_new(SQL_RULE_SELECT_EXPR);
	if (named)
		sql_slot_add_child(&item->slots[0], sql_column_ref(g, instance, column));
	else
	{
		SqlNode    *sum = sql_node_new(SQL_RULE_SUM);

		sql_slot_add_child(&sum->slots[0], sql_column_ref(g, instance, column));
		sql_slot_add_child(&item->slots[0], sum);
	}
	sql_node_free(copy->slots[SQL_SELECT_ITEMS].children[0]);
	copy->slots[SQL_SELECT_ITEMS].children[0] = item;
	/* joined rows repeat the value */
	if (copy->slots[SQL_SELECT_FROM].n_children > 1)
		copy->rule = SQL_RULE_SELECT_DISTINCT;
	return copy;
}
