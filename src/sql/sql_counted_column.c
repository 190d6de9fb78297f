/*
 * sql_counted_column.c — "how many people" answered with the column that holds the count
 * (sql_counted_column.h).
 */
#include "sql/sql_counted_column.h"

#include <strings.h>

#include "common/alloc.h"
#include "schema/name_columns.h"

/* The word after "how many" (its token), or -1. */
static int
how_many_word(const TextTokens *tokens)
{
	for (int i = 0; i + 2 < tokens->n; i++)
		if (text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "many"))
			return i + 2;
	return -1;
}

/* Whether links link word token to graph column c by name (exactly or through the
 * lexicon); *table_named: some link of the word names a table by its own name. */
static bool
word_names_column(const LinkResult *links, int token, int c, bool *table_named)
{
	bool		found = false;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->token_start != token || l->token_end != token + 1)
			continue;
		if (l->kind == LINK_TABLE && l->match == LINK_EXACT)
			*table_named = true;
		if (l->kind == LINK_COLUMN && l->column == c &&
			(l->match == LINK_EXACT || l->match == LINK_LEXICON))
			found = true;
	}
	return found;
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

/* Whether operand is "<column> = <value>", either way round, on graph column c of
 * instance. */
static bool
fixes_column(const SqlNode *operand, const SchemaGraph *g, int instance, int c)
{
	for (int side = 0; operand->rule == SQL_RULE_EQ && side < 2; side++)
	{
		const SqlNode *col = sql_node_child(operand, side);
		const SqlNode *value = sql_node_child(operand, 1 - side);

		if (col != NULL && value != NULL && col->rule == SQL_RULE_COLUMN &&
			value->rule == SQL_RULE_VALUE && col->slots[0].instance == instance &&
			sql_column_graph_index(g, col) == c)
			return true;
	}
	return false;
}

/* The instance's name fixed by the WHERE: the one name column of its table (a thing's
 * name, state_name of state), compared with a value. */
typedef struct NameFixed
{
	const SchemaGraph *g;
	int			instance;
	int			column;
} NameFixed;

static bool
fixes_name(const SqlNode *operand, const void *arg)
{
	const NameFixed *n = arg;

	return fixes_column(operand, n->g, n->instance, n->column);
}

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
	const NameFixed *n = arg;

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
			bool		table_named = false;
			NameFixed	name = {g, item->slots[0].instance, names[item->slots[0].table].single};

			if (g->columns[c].type_class != SG_TYPE_NUMBER || g->columns[c].primary_key ||
				schema_graph_column_is_foreign_key(g, c) ||
				!word_names_column(links, word, c, &table_named))
				continue;
			if (table_named)
				return -1;		/* "how many cities": the rows of a table */
			n_found++;
			found = k;
			*column = c;
			if (name.column >= 0 &&
				sql_conjunct_any(sql_node_child(select, SQL_SELECT_WHERE), fixes_name, &name))
			{
				n_fixed++;
				fixed = k;
				column[1] = c;
			}
		}
	}
	if (n_found == 1)
		return from->children[found]->slots[0].instance;
	if (n_fixed == 1)
	{
		*column = column[1];
		return from->children[fixed]->slots[0].instance;
	}
	return -1;
}

/* A table that holds a number column the word names, and a value of its thing's name. */
typedef struct NamedElsewhere
{
	const SchemaGraph *g;
	const LinkResult *links;
	const TableNames *names;
	int			word;
	int			instance;		/* the counted instance, whose columns the WHERE compares */
	int			table;			/* out: the table the value names a row of (-1: none yet,
								 * -2: several) */
	int			column;			/* out: its column the word names */
	const SqlNode *value;		/* out: the value */
} NamedElsewhere;

/* sql_conjunct_any's test, never true: notes each "<column of the instance> = '<text>'"
 * whose text the question names as the thing's name of another table (a stored value of
 * that column, linked exactly) that holds a number column the word names. */
static bool
note_named_elsewhere(const SqlNode *operand, const void *arg)
{
	NamedElsewhere *n = (NamedElsewhere *) arg;
	const SqlNode *col,
			   *value;

	if (operand->rule != SQL_RULE_EQ)
		return false;
	col = sql_node_child(operand, 0);
	value = sql_node_child(operand, 1);
	if (col == NULL || value == NULL || col->rule != SQL_RULE_COLUMN ||
		col->slots[0].instance != n->instance || value->rule != SQL_RULE_VALUE ||
		value->slots[0].value == NULL)
		return false;
	for (int i = 0; i < n->links->n_links; i++)
	{
		const SchemaLink *l = &n->links->links[i];
		const SgTable *t;

		if (l->kind != LINK_VALUE || l->match != LINK_EXACT || l->value == NULL ||
			l->table < 0 || l->table == col->slots[0].table ||
			l->column != n->names[l->table].single ||
			strcasecmp(l->value, value->slots[0].value) != 0)
			continue;
		t = &n->g->tables[l->table];
		for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		{
			bool		table_named = false;

			if (n->g->columns[c].type_class != SG_TYPE_NUMBER ||
				!word_names_column(n->links, n->word, c, &table_named) || table_named)
				continue;
			if (n->table != -1 && n->table != l->table)
				n->table = -2;
			else
			{
				n->table = l->table;
				n->column = c;
				n->value = value;
			}
		}
	}
	return false;
}

/*
 * "How many people live in Kansas?" answered "SELECT count(*) FROM city WHERE state_name =
 * 'kansas'": the WHERE names no city, and 'kansas' is a state's name, and state holds the
 * population too.  Where the WHERE fixes no thing's name of the counted instance but
 * compares one of its columns with a value the question names as the thing's name of
 * exactly one other table holding a column the word names, that table alone answers, its
 * row named: "SELECT population FROM state WHERE state_name = 'kansas'".  NULL otherwise.
 */
static SqlNode *
answered_elsewhere(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
				   const TableNames *names, int word, int instance)
{
	NamedElsewhere n = {g, links, names, word, instance, -1, -1, NULL};
	SqlNode    *alone,
			   *from,
			   *item,
			   *eq;

	sql_conjunct_any(sql_node_child(select, SQL_SELECT_WHERE), note_named_elsewhere, &n);
	if (n.table < 0)
		return NULL;
	alone = sql_node_new(SQL_RULE_SELECT);
	from = sql_node_new(SQL_RULE_FROM_TABLE);
	from->slots[0].table = n.table;
	from->slots[0].instance = 0;
	sql_slot_add_child(&alone->slots[SQL_SELECT_FROM], from);
	item = sql_node_new(SQL_RULE_SELECT_EXPR);
	sql_slot_add_child(&item->slots[0], sql_column_ref(g, 0, n.column));
	sql_slot_add_child(&alone->slots[SQL_SELECT_ITEMS], item);
	eq = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&eq->slots[0], sql_column_ref(g, 0, names[n.table].single));
	sql_slot_add_child(&eq->slots[1], sql_node_clone(n.value));
	sql_slot_add_child(&alone->slots[SQL_SELECT_WHERE], eq);
	return alone;
}

SqlNode *
sql_count_as_counted_column(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							const LinkResult *links)
{
	int			word,
				instance,
				column[2] = {-1, -1};
	TableNames *names;
	SqlNode    *copy,
			   *item;
	NameFixed	counted;
	bool		named = false;

	if (ast == NULL || links == NULL || !counts_rows_alone(ast) ||
		(word = how_many_word(tokens)) < 0)
		return NULL;
	names = name_columns_find(g);
	instance = counted_instance(ast, g, links, word, names, column);
	if (instance >= 0)
	{
		NameFixed	own = {g, instance, names[g->columns[column[0]].table].single};

		named = own.column >= 0 &&
			sql_conjunct_any(sql_node_child(ast, SQL_SELECT_WHERE), fixes_name, &own);
		if (!named && (copy = answered_elsewhere(ast, g, links, names, word, instance)) != NULL)
		{
			dt_free(names);
			return copy;
		}
	}
	dt_free(names);
	/* rows no name pins add up ("in Gelderland district": sum(population)); over a join
	 * each would count once per joined row */
	if (instance < 0 || (!named && ast->slots[SQL_SELECT_FROM].n_children > 1))
		return NULL;
	copy = sql_node_clone(ast);
	counted = (NameFixed) {g, instance, column[0]};
	if (!sql_where_keep(copy, not_on_counted, &counted))
	{
		sql_node_free(copy);
		return NULL;
	}
	item = sql_node_new(SQL_RULE_SELECT_EXPR);
	if (named)
		sql_slot_add_child(&item->slots[0], sql_column_ref(g, instance, column[0]));
	else
	{
		SqlNode    *sum = sql_node_new(SQL_RULE_SUM);

		sql_slot_add_child(&sum->slots[0], sql_column_ref(g, instance, column[0]));
		sql_slot_add_child(&item->slots[0], sum);
	}
	sql_node_free(copy->slots[SQL_SELECT_ITEMS].children[0]);
	copy->slots[SQL_SELECT_ITEMS].children[0] = item;
	/* joined rows repeat the value */
	if (copy->slots[SQL_SELECT_FROM].n_children > 1)
		copy->rule = SQL_RULE_SELECT_DISTINCT;
	return copy;
}
