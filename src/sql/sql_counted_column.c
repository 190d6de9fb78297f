/*
 * sql_counted_column.c — "how many people" answered with the column that holds the count
 * (sql_counted_column.h).
 */
#include "sql/sql_counted_column.h"

#include <string.h>

#include "schema/dimensions.h"
#include "schema/measures.h"
#include "schema/name_columns.h"
#include "sql/sql_key_paths.h"
#include "sql/sql_named_row.h"

/*
 * The word that asks for a column's value (its token), or -1: the word after "how many"
 * ("people"), or the dimension word after "how" ("how big", "how high": schema/dimensions.h),
 * which never adds rows up (*adds_up false: the sizes of several things are no size).
 */
static int
asking_word(const TextTokens *tokens, bool *adds_up)
{
	for (int i = 0; i + 1 < tokens->n; i++)
	{
		if (!text_token_is(tokens, i, "how"))
			continue;
		*adds_up = text_token_is(tokens, i + 1, "many");
		if (*adds_up && i + 2 < tokens->n)
			return i + 2;
		if (!*adds_up && dimension_word_kind(tokens, i + 1) != DIMENSION_NONE)
			return i + 1;
	}
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

/* Whether graph column c is a number column, no key and no money, that word token names
 * by name (exactly or through the lexicon), or a dimension column its dimension word asks
 * for.  "How many" counts no money: "How many trips has Ann booked?" links "trips" to
 * bookings.flight_price through flight ~ trip, and asks for a count of trips. */
static bool
word_names_number(const SchemaGraph *g, const LinkResult *links, int token, int c)
{
	if (g->columns[c].type_class != SG_TYPE_NUMBER || g->columns[c].primary_key ||
		schema_graph_column_is_foreign_key(g, c) || measure_kind_of(g, c) == MEASURE_MONEY)
		return false;
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_COLUMN && l->column == c && l->token_start == token &&
			l->token_end == token + 1 &&
			(l->match == LINK_EXACT || l->match == LINK_LEXICON ||
			 (l->match == LINK_MEASURE && dimension_kind_of(g, c) != DIMENSION_NONE)))
			return true;
	}
	return false;
}

/* Whether select answers one thing alone, one row for all its rows: count(*), or (with
 * text_too) a column that holds no number ("how high is the highest point of florida"
 * answered with the point's name). */
static bool
answers_alone(const SqlNode *select, const SchemaGraph *g, bool text_too)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlNode *e;
	int			c;

	if (select->rule != SQL_RULE_SELECT || items->n_children != 1 ||
		items->children[0]->rule != SQL_RULE_SELECT_EXPR ||
		(e = sql_node_child(items->children[0], 0)) == NULL ||
		!sql_select_is_unshaped(select))
		return false;
	return e->rule == SQL_RULE_COUNT_STAR ||
		(text_too && e->rule == SQL_RULE_COLUMN && (c = sql_column_graph_index(g, e)) >= 0 &&
		 g->columns[c].type_class != SG_TYPE_NUMBER);
}

/* sql_conjunct_any's test: operand compares a column of the instance *arg with a value. */
static bool
equals_a_value(const SqlNode *operand, const void *arg)
{
	int			instance = *(const int *) arg;

	for (int side = 0; operand->rule == SQL_RULE_EQ && side < 2; side++)
	{
		const SqlNode *c = sql_node_child(operand, side);
		const SqlNode *v = sql_node_child(operand, 1 - side);

		if (c != NULL && v != NULL && c->rule == SQL_RULE_COLUMN &&
			c->slots[0].instance == instance && v->rule == SQL_RULE_VALUE)
			return true;
	}
	return false;
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

/* Whether a word of graph column c's name is a question word or a word of another column
 * of instance that select's WHERE reads: of highest_elevation and lowest_elevation, "how
 * high is the highest point" or "WHERE highest_point = ..." says the first. */
static bool
name_word_said(const SqlNode *select, const SchemaGraph *g, const TextTokens *tokens,
			   int instance, int c)
{
	const SgTable *t = &g->tables[g->columns[c].table];
	const SqlNode *where = sql_node_child(select, SQL_SELECT_WHERE);

	for (int w = 0; w < g->columns[c].n_words; w++)
	{
		const char *word = g->columns[c].words[w];

		for (int i = 0; i < tokens->n; i++)
			if (text_token_is(tokens, i, word))
				return true;
		for (int o = t->first_column; o < t->first_column + t->n_columns; o++)
			if (o != c && refers_to(where, g, instance, o))
				for (int v = 0; v < g->columns[o].n_words; v++)
					if (strcmp(g->columns[o].words[v], word) == 0)
						return true;
	}
	return false;
}

/* A column the word names in an instance of the FROM. */
typedef struct Named
{
	int			instance;
	int			column;
	bool		fixed;			/* the WHERE fixes the instance's thing's name */
	bool		said;			/* name_word_said */
} Named;

#define COUNTED_NAMED_MAX 8

/* The one of found[0..n) that keep (fixed, said, or all with neither) leaves, or -1. */
static int
the_one(const Named *found, int n, bool fixed, bool said)
{
	int			one = -1;

	for (int k = 0; k < n; k++)
		if ((!fixed || found[k].fixed) && (!said || found[k].said))
		{
			if (one >= 0)
				return -1;
			one = k;
		}
	return one;
}

/* The instance of select's FROM whose table holds the column word names (exactly or
 * through the lexicon), the column in *column: the one such column, or of several the one
 * whose instance's thing's name the WHERE fixes, or of those the one whose name's other
 * words are said (name_word_said); -1 when none can be told. */
static int
counted_instance(const SqlNode *select, const SchemaGraph *g, const TextTokens *tokens,
				 const LinkResult *links, int word, const TableNames *names, int *column)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	Named		found[COUNTED_NAMED_MAX];
	int			n = 0,
				one = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		const SgTable *t;
		int			instance = item->slots[0].instance;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		t = &g->tables[item->slots[0].table];
		for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
			if (word_names_number(g, links, word, c))
			{
				if (n == COUNTED_NAMED_MAX)
					return -1;
				found[n++] = (Named) {instance, c, sql_named_row_fixed(select, g, names, instance),
				name_word_said(select, g, tokens, instance, c)};
			}
	}
	if (n == 1)
		one = 0;
	else if ((one = the_one(found, n, true, false)) < 0 &&
			 (one = the_one(found, n, true, true)) < 0)
		one = the_one(found, n, false, true);
	if (one < 0)
		return -1;
	*column = found[one].column;
	return found[one].instance;
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
	bool		named = false,
				adds_up = false;

	if (ast == NULL || links == NULL || (word = asking_word(tokens, &adds_up)) < 0 ||
		!answers_alone(ast, g, !adds_up) || word_names_table(links, word))
		return NULL;
	instance = counted_instance(ast, g, tokens, links, word, names, &column);
	if (instance >= 0)
	{
		CountedWord w = {links, word};

		/* a dimension's rows are pinned by any value of theirs the WHERE gives ("how high
		 * is the highest point of florida": highlow WHERE state_name = 'florida') */
		named = sql_named_row_fixed(ast, g, names, instance) ||
			(!adds_up && sql_conjunct_any(sql_node_child(ast, SQL_SELECT_WHERE), equals_a_value,
										  &instance));
		/* "how many people live in kansas" over city WHERE state_name = 'kansas' */
		if (!named &&
			(copy = sql_named_row_elsewhere(ast, g, links, names, instance, column_word_names, &w)) != NULL)
			return copy;
	}
	/* rows no name pins add up ("in Gelderland district": sum(population)); over a join
	 * that repeats them each would count once per joined row, not over one to the rows
	 * they reference ("How many calls came in on Mondays?": the calls' dates) */
	if (instance < 0 || (!named && (!adds_up || !sql_joins_keep_rows(ast, g, instance))))
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
	if (named && copy->slots[SQL_SELECT_FROM].n_children > 1)
		copy->rule = SQL_RULE_SELECT_DISTINCT;
	return copy;
}
