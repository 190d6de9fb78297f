/*
 * sql_each_named_value.c — each of the values a question names of one column, answered
 * group by group (sql_each_named_value.h).
 */
#include "sql/sql_each_named_value.h"

#include <strings.h>

/* The values the question names of one graph column, in question order. */
typedef struct ColumnValues
{
	const TextTokens *tokens;
	const LinkResult *links;
	const SchemaGraph *g;
	int			column;			/* graph column; -1 until an equality is found */
	const SqlNode *equality;	/* the WHERE's "column = literal" */
	const char *values[EACH_NAMED_VALUE_MAX];
	int			starts[EACH_NAMED_VALUE_MAX];	/* the first word naming each */
	int			n;
} ColumnValues;

/* Whether v is among values[0..n), case aside. */
static bool
value_listed(const char *const *values, int n, const char *v)
{
	for (int i = 0; i < n; i++)
		if (strcasecmp(values[i], v) == 0)
			return true;
	return false;
}

/* The word before token i, articles and quotes passed over; -1 when none. */
static int
word_before(const TextTokens *t, int i)
{
	for (int j = i - 1; j >= 0; j--)
		if (!text_token_is(t, j, "the") && !text_token_is(t, j, "a") &&
			!text_token_is(t, j, "an") && !text_token_is(t, j, "'") &&
			!text_token_is(t, j, "\""))
			return j;
	return -1;
}

/*
 * Whether each value is asked in a phrase of its own: the same word before each ("how many
 * men and how many women", "of the men and of the women"), not "and" or "or".  Values
 * joined by "and" alone ("the continents Asia and Europe") ask for one number of them
 * together.
 */
static bool
asked_one_by_one(const ColumnValues *cv)
{
	const TextTokens *t = cv->tokens;
	int			first = word_before(t, cv->starts[0]);

	if (first < 0)
		return false;
	for (int i = 1; i < cv->n; i++)
	{
		int			w = word_before(t, cv->starts[i]);

		if (w < 0 || text_token_is(t, w, "and") || text_token_is(t, w, "or") ||
			!text_token_is(t, w, t->tokens[first].text))
			return false;
	}
	return true;
}

/* sql_conjunct_any's test: "column = literal", where the literal is one of two or more
 * values the question names of the column; the first found goes into the ColumnValues arg
 * points to. */
static bool
fixes_a_named_value(const SqlNode *operand, const void *arg)
{
	ColumnValues *cv = *(ColumnValues *const *) arg;
	const SqlNode *column,
			   *value;

	if (!sql_column_equals_value(operand, &column, &value) || value->slots[0].value == NULL ||
		(cv->column = sql_column_graph_index(cv->g, column)) < 0)
		return false;
	cv->n = link_result_column_values(cv->links, cv->column, cv->values, cv->starts,
									  EACH_NAMED_VALUE_MAX);
	if (cv->n < 2 || !value_listed(cv->values, cv->n, value->slots[0].value) ||
		!asked_one_by_one(cv))
		return false;
	cv->equality = operand;
	return true;
}

/* sql_node_count's test: a reference to graph column arg's column. */
static bool
reads_the_column(const SqlNode *n, const void *arg)
{
	const ColumnValues *cv = arg;

	return n->rule == SQL_RULE_COLUMN && sql_column_graph_index(cv->g, n) == cv->column;
}

/* sql_where_keep's test: every operand but the equality. */
static bool
not_the_equality(const SqlNode *operand, const void *arg)
{
	return operand != arg;
}

/* "column IN (values)": the literals of the type of like. */
static SqlNode *
in_named_values(const SchemaGraph *g, int instance, const ColumnValues *cv, const SqlNode *like)
{
	SqlNode    *in = sql_node_new(SQL_RULE_IN_LIST);

	sql_slot_add_child(&in->slots[0], sql_column_ref(g, instance, cv->column));
	for (int i = 0; i < cv->n; i++)
	{
		SqlNode    *v = sql_text_value(cv->values[i]);

		v->slots[0].value_type = like->slots[0].value_type;
		sql_slot_add_child(&in->slots[1], v);
	}
	return in;
}

SqlNode *
sql_each_named_value(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					 const LinkResult *links)
{
	ColumnValues cv = {tokens, links, g, -1, NULL, {NULL}, {0}, 0};
	ColumnValues *found = &cv;
	SqlNode    *copy,
			   *in;
	const SqlNode *column,
			   *value;
	int			instance;

	if (ast == NULL || tokens == NULL || links == NULL || !sql_is_select(ast) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 || !sql_answers_aggregates_only(ast))
		return NULL;
	copy = sql_node_clone(ast);
	if (!sql_conjunct_any(sql_node_child(copy, SQL_SELECT_WHERE), fixes_a_named_value, &found) ||
		sql_node_count(sql_node_child(copy, SQL_SELECT_WHERE), reads_the_column, &cv) != 1)
	{
		sql_node_free(copy);
		return NULL;
	}
	sql_column_equals_value(cv.equality, &column, &value);
	instance = column->slots[0].instance;
	/* the list is built while the equality it copies is still there */
	in = in_named_values(g, instance, &cv, value);
	if (!sql_where_keep(copy, not_the_equality, cv.equality))
	{
		sql_node_free(in);
		sql_node_free(copy);
		return NULL;
	}
	sql_where_add(copy, in);
	sql_group_by_first(copy, g, instance, cv.column);
	return copy;
}
