/*
 * sql_ast.c — AST nodes, literals and the AST -> action sequence walk (see sql_ast.h).
 */
#include "sql/sql_ast.h"

#include <ctype.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"

SqlNode *
sql_node_new(int rule)
{
	SqlNode    *node = dt_new(SqlNode);

	node->rule = rule;
	node->instance = -1;
	node->location = -1;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
	{
		node->slots[f].table = -1;
		node->slots[f].instance = -1;
		node->slots[f].column = -1;
	}
	return node;
}

void
sql_node_free(SqlNode *node)
{
	if (node == NULL)
		return;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
	{
		SqlSlot    *slot = &node->slots[f];

		for (int i = 0; i < slot->n_children; i++)
			sql_node_free(slot->children[i]);
		dt_free(slot->children);
		dt_free(slot->value);
	}
	dt_free(node);
}

SqlNode *
sql_node_clone(const SqlNode *node)
{
	SqlNode    *copy;

	if (node == NULL)
		return NULL;
	copy = dt_new(SqlNode);
	*copy = *node;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
	{
		SqlSlot    *slot = &copy->slots[f];

		slot->children = NULL;
		slot->n_children = slot->cap_children = 0;
		for (int i = 0; i < node->slots[f].n_children; i++)
			sql_slot_add_child(slot, sql_node_clone(node->slots[f].children[i]));
		if (node->slots[f].value)
			slot->value = dt_strdup(node->slots[f].value);
	}
	return copy;
}

void
sql_slot_add_child(SqlSlot *slot, SqlNode *child)
{
	if (slot->n_children == slot->cap_children)
	{
		slot->cap_children = slot->cap_children ? 2 * slot->cap_children : 2;
		slot->children = dt_realloc(slot->children, sizeof(SqlNode *) * slot->cap_children);
	}
	slot->children[slot->n_children++] = child;
}

void
sql_slot_clear(SqlSlot *slot)
{
	for (int k = 0; k < slot->n_children; k++)
		sql_node_free(slot->children[k]);
	slot->n_children = 0;
}

bool
sql_is_select(const SqlNode *node)
{
	return node->rule == SQL_RULE_SELECT || node->rule == SQL_RULE_SELECT_DISTINCT;
}

bool
sql_select_is_unshaped(const SqlNode *select)
{
	return select->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		select->slots[SQL_SELECT_HAVING].n_children == 0 &&
		select->slots[SQL_SELECT_ORDER_BY].n_children == 0 && !select->slots[SQL_SELECT_LIMIT].present;
}

int
sql_period_groupings(const SqlNode *select)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];
	int			n = 0;

	for (int k = 0; k < group->n_children; k++)
		if (group->children[k]->period != SQL_PERIOD_NONE)
			n++;
	return n;
}

bool
sql_is_conjunction(const SqlNode *cond)
{
	if (cond->rule == SQL_RULE_AND)
		return sql_is_conjunction(sql_node_child(cond, 0)) &&
			sql_is_conjunction(sql_node_child(cond, 1));
	return cond->rule != SQL_RULE_OR && cond->rule != SQL_RULE_NOT;
}

bool
sql_conjunct_any(const SqlNode *cond, bool (*test) (const SqlNode *operand, const void *arg),
				 const void *arg)
{
	if (cond == NULL)
		return false;
	if (cond->rule == SQL_RULE_AND)
		return sql_conjunct_any(sql_node_child(cond, 0), test, arg) ||
			sql_conjunct_any(sql_node_child(cond, 1), test, arg);
	return test(cond, arg);
}

SqlNode *
sql_node_child(const SqlNode *node, int field)
{
	const SqlSlot *slot = &node->slots[field];

	return slot->n_children > 0 ? slot->children[0] : NULL;
}

bool
sql_node_negates_field(const SqlNode *n, int f)
{
	switch (n->rule)
	{
		case SQL_RULE_EXCEPT:
		case SQL_RULE_EXCEPT_ALL:
			return f == 1;
		case SQL_RULE_NOT:
		case SQL_RULE_NOT_IN_QUERY:
		case SQL_RULE_NOT_EXISTS:
			return true;
		default:
			return false;
	}
}

/* Instance ids matched between two trees: each id of one to one id of the other. */
typedef struct InstanceMatch
{
	int			n;
	int		   *a_to_b;
	int		   *b_to_a;
} InstanceMatch;

/* Whether instance ids x (of a) and y (of b) are the same: equal, or under match (NULL:
 * equal only) matched to each other, now or already. */
static bool
same_instance(int x, int y, InstanceMatch *match)
{
	if (match == NULL || x < 0 || y < 0 || x >= match->n || y >= match->n)
		return x == y;
	if (match->a_to_b[x] < 0 && match->b_to_a[y] < 0)
	{
		match->a_to_b[x] = y;
		match->b_to_a[y] = x;
	}
	return match->a_to_b[x] == y;
}

static bool
nodes_equal(const SqlNode *a, const SqlNode *b, InstanceMatch *match)
{
	const SqlRule *rule;

	if (a == NULL || b == NULL)
		return a == b;
	if (a->rule != b->rule || a->period != b->period || a->concat != b->concat ||
		!same_instance(a->instance, b->instance, match))
		return false;
	rule = &sql_rules[a->rule];
	for (int f = 0; f < rule->n_fields; f++)
	{
		const SqlSlot *x = &a->slots[f],
				   *y = &b->slots[f];

		if (x->n_children != y->n_children || x->present != y->present ||
			x->table != y->table || !same_instance(x->instance, y->instance, match) ||
			x->column != y->column)
			return false;
		if ((x->value == NULL) != (y->value == NULL) ||
			(x->value && (x->value_type != y->value_type || strcmp(x->value, y->value) != 0)))
			return false;
		for (int i = 0; i < x->n_children; i++)
			if (!nodes_equal(x->children[i], y->children[i], match))
				return false;
	}
	return true;
}

bool
sql_node_equal(const SqlNode *a, const SqlNode *b)
{
	return nodes_equal(a, b, NULL);
}

bool
sql_node_equal_renamed(const SqlNode *a, const SqlNode *b)
{
	InstanceMatch match;
	bool		equal;

	if (a == NULL || b == NULL)
		return a == b;
	match.n = sql_max_instance(a) + 1;
	if (sql_max_instance(b) + 1 > match.n)
		match.n = sql_max_instance(b) + 1;
	match.a_to_b = dt_alloc(sizeof(int) * (size_t) (match.n + 1));
	match.b_to_a = dt_alloc(sizeof(int) * (size_t) (match.n + 1));
	for (int k = 0; k < match.n; k++)
		match.a_to_b[k] = match.b_to_a[k] = -1;
	equal = nodes_equal(a, b, &match);
	dt_free(match.a_to_b);
	dt_free(match.b_to_a);
	return equal;
}

void
sql_rename_instance(SqlNode *node, int from, int to)
{
	if (node->rule == SQL_RULE_COLUMN && node->slots[0].instance == from)
		node->slots[0].instance = to;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int i = 0; i < node->slots[f].n_children; i++)
			sql_rename_instance(node->slots[f].children[i], from, to);
}

int
sql_max_instance(const SqlNode *node)
{
	int			max_id = node->instance;

	for (int f = 0; f < sql_rules[node->rule].n_fields; f++)
	{
		const SqlSlot *slot = &node->slots[f];

		if (slot->instance > max_id)
			max_id = slot->instance;
		for (int c = 0; c < slot->n_children; c++)
		{
			int			below = sql_max_instance(slot->children[c]);

			if (below > max_id)
				max_id = below;
		}
	}
	return max_id;
}

void
sql_where_add(SqlNode *select, SqlNode *cond)
{
	SqlSlot    *where = &select->slots[SQL_SELECT_WHERE];

	if (where->n_children == 0)
		sql_slot_add_child(where, cond);
	else
	{
		SqlNode    *and = sql_node_new(SQL_RULE_AND);

		sql_slot_add_child(&and->slots[0], where->children[0]);
		sql_slot_add_child(&and->slots[1], cond);
		where->children[0] = and;
	}
}

int
sql_column_graph_index(const SchemaGraph *g, const SqlNode *e)
{
	int			t;

	if (e == NULL || e->rule != SQL_RULE_COLUMN || (t = e->slots[0].table) < 0 ||
		t >= g->n_tables || e->slots[0].column < 0 || e->slots[0].column >= g->tables[t].n_columns)
		return -1;
	return g->tables[t].first_column + e->slots[0].column;
}

static void
and_operands_into(SqlNode *cond, SqlNode **ops, int max, int *n)
{
	if (cond->rule == SQL_RULE_AND)
	{
		and_operands_into(cond->slots[0].children[0], ops, max, n);
		and_operands_into(cond->slots[1].children[0], ops, max, n);
		return;
	}
	if (*n < max)
		ops[*n] = cond;
	(*n)++;
}

int
sql_and_operands(SqlNode *cond, SqlNode **ops, int max)
{
	int			n = 0;

	if (cond != NULL)
		and_operands_into(cond, ops, max, &n);
	return n;
}

/* sql_node_any's test: a reference to the graph column arg (an SqlGraphColumn) names. */
static bool
is_graph_column(const SqlNode *n, const void *arg)
{
	const SqlGraphColumn *c = arg;

	return c->column >= 0 && sql_column_graph_index(c->g, n) == c->column;
}

bool
sql_reads_graph_column(const SqlNode *node, const SqlGraphColumn *c)
{
	return node != NULL && sql_node_any(node, is_graph_column, c);
}

bool
sql_leaves_graph_column_alone(const SqlNode *operand, const void *arg)
{
	return !sql_reads_graph_column(operand, arg);
}

/* cond's AND nodes freed, its operands (moved elsewhere) not. */
static void
free_and_nodes(SqlNode *cond)
{
	if (cond->rule != SQL_RULE_AND)
		return;
	free_and_nodes(cond->slots[0].children[0]);
	free_and_nodes(cond->slots[1].children[0]);
	cond->slots[0].n_children = cond->slots[1].n_children = 0;
	sql_node_free(cond);
}

bool
sql_where_keep(SqlNode *select, bool (*keep) (const SqlNode *operand, const void *arg),
			   const void *arg)
{
	SqlNode    *where = sql_node_child(select, SQL_SELECT_WHERE),
			   *ops[SQL_WHERE_OPERANDS_MAX];
	int			n;

	if (where == NULL)
		return true;
	n = sql_and_operands(where, ops, SQL_WHERE_OPERANDS_MAX);
	if (n > SQL_WHERE_OPERANDS_MAX)
		return false;
	free_and_nodes(where);
	select->slots[SQL_SELECT_WHERE].n_children = 0;
	for (int k = 0; k < n; k++)
	{
		if (keep(ops[k], arg))
			sql_where_add(select, ops[k]);
		else
			sql_node_free(ops[k]);
	}
	return true;
}

SqlNode *
sql_lone_output_column(const SqlNode *select)
{
	const SqlSlot *items;
	SqlNode    *e;

	if (select == NULL || !sql_is_select(select))
		return NULL;
	items = &select->slots[SQL_SELECT_ITEMS];
	if (items->n_children != 1 || items->children[0]->rule != SQL_RULE_SELECT_EXPR ||
		(e = sql_node_child(items->children[0], 0)) == NULL || e->rule != SQL_RULE_COLUMN)
		return NULL;
	return e;
}

bool
sql_output_may_change(const SqlNode *select)
{
	return select != NULL && sql_is_select(select) &&
		select->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		!(select->rule == SQL_RULE_SELECT_DISTINCT &&
		  select->slots[SQL_SELECT_ORDER_BY].n_children > 0);
}

SqlNode *
sql_select_from_table(int table)
{
	SqlNode    *select = sql_node_new(SQL_RULE_SELECT),
			   *from = sql_node_new(SQL_RULE_FROM_TABLE);

	from->slots[0].table = table;
	from->slots[0].instance = 0;
	sql_slot_add_child(&select->slots[SQL_SELECT_FROM], from);
	return select;
}

bool
sql_shows_graph_column(const SqlNode *select, const SchemaGraph *g, int c)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
		if (sql_column_graph_index(g, sql_node_child(items->children[k], 0)) == c)
			return true;
	return false;
}

void
sql_add_output(SqlNode *select, SqlNode *expr)
{
	SqlNode    *item = sql_node_new(SQL_RULE_SELECT_EXPR);

	sql_slot_add_child(&item->slots[0], expr);
	sql_slot_add_child(&select->slots[SQL_SELECT_ITEMS], item);
}

void
sql_add_first_output(SqlNode *select, SqlNode *expr)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];

	sql_add_output(select, expr);
	for (int k = items->n_children - 1; k > 0; k--)
	{
		SqlNode    *item = items->children[k];

		items->children[k] = items->children[k - 1];
		items->children[k - 1] = item;
	}
}

void
sql_drop_grouping_and_ranking(SqlNode *select)
{
	sql_slot_clear(&select->slots[SQL_SELECT_GROUP_BY]);
	sql_slot_clear(&select->slots[SQL_SELECT_HAVING]);
	sql_slot_clear(&select->slots[SQL_SELECT_ORDER_BY]);
	dt_free(select->slots[SQL_SELECT_LIMIT].value);
	select->slots[SQL_SELECT_LIMIT].value = NULL;
	select->slots[SQL_SELECT_LIMIT].present = false;
}

void
sql_set_lone_output(SqlNode *select, SqlNode *expr)
{
	SqlSlot    *item = &select->slots[SQL_SELECT_ITEMS].children[0]->slots[0];

	sql_node_free(item->children[0]);
	item->children[0] = expr;
}

void
sql_rank_first(SqlNode *select, SqlNode *expr, bool descending)
{
	SqlNode    *order = sql_node_new(descending ? SQL_RULE_ORDER_DESC : SQL_RULE_ORDER_ASC);
	SqlSlot    *limit = &select->slots[SQL_SELECT_LIMIT];

	sql_slot_add_child(&order->slots[0], expr);
	sql_slot_add_child(&select->slots[SQL_SELECT_ORDER_BY], order);
	limit->present = true;
	limit->value_type = SQL_VALUE_INTEGER;
	limit->value = dt_strdup("1");
}

SqlNode *
sql_text_value(const char *text)
{
	SqlNode    *v = sql_node_new(SQL_RULE_VALUE);

	v->slots[0].present = true;
	v->slots[0].value_type = SQL_VALUE_TEXT;
	v->slots[0].value = dt_strdup(text);
	return v;
}

int
sql_instances_of_table(const SqlNode *select, int table)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			n = 0;

	for (int k = 0; k < from->n_children; k++)
		n += sql_rules[from->children[k]->rule].render == SQL_RK_FROM_TABLE &&
			from->children[k]->slots[0].table == table;
	return n;
}

int
sql_from_only_instance(const SqlNode *select, int table)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1,
				n = 0;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render == SQL_RK_FROM_TABLE && item->slots[0].table == table)
		{
			found = item->slots[0].instance;
			n++;
		}
	}
	return n == 1 ? found : -1;
}

const SqlNode *
sql_lone_from_table(const SqlNode *select)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	if (!sql_is_select(select) || from->n_children != 1 ||
		from->children[0]->rule != SQL_RULE_FROM_TABLE)
		return NULL;
	return from->children[0];
}

SqlNode *
sql_column_ref(const SchemaGraph *g, int instance, int column)
{
	SqlNode    *col;
	int			table;

	/* a step that lost track of a column would read outside the graph: an error, not a
	 * crash of the backend */
	if (column < 0 || column >= g->n_columns)
		dt_fatal(DT_ERR_INTERNAL, "a column reference to column %d of a graph of %d columns",
				 column, g->n_columns);
	col = sql_node_new(SQL_RULE_COLUMN);
	table = g->columns[column].table;

	col->slots[0].table = table;
	col->slots[0].instance = instance;
	col->slots[0].column = column - g->tables[table].first_column;
	return col;
}

int
sql_join_table(SqlNode *select, const SchemaGraph *g, const SqlNode *key, int table, int column)
{
	int			instance = sql_max_instance(select) + 1;
	SqlNode    *item = sql_node_new(SQL_RULE_FROM_TABLE_JOIN);
	SqlNode    *on = sql_node_new(SQL_RULE_EQ);

	item->slots[0].table = table;
	item->slots[0].instance = instance;
	sql_slot_add_child(&on->slots[0], sql_column_ref(g, instance, column));
	sql_slot_add_child(&on->slots[1], sql_node_clone(key));
	sql_slot_add_child(&item->slots[1], on);
	sql_slot_add_child(&select->slots[SQL_SELECT_FROM], item);
	return instance;
}

/* Each child node of node replaced by rewrite(child): the walk of the AST rewrites below. */
static void
rewrite_children(SqlNode *node, SqlNode *(*rewrite) (SqlNode *))
{
	const SqlRule *rule = &sql_rules[node->rule];

	for (int f = 0; f < rule->n_fields; f++)
		if (rule->fields[f].type == SQL_FT_NODE)
			for (int i = 0; i < node->slots[f].n_children; i++)
				node->slots[f].children[i] = rewrite(node->slots[f].children[i]);
}

/* Whether eq is "x = v" and order "x < v" or "x > v", the same x and v. */
static bool
equality_contradicted(const SqlNode *eq, const SqlNode *order)
{
	return eq->rule == SQL_RULE_EQ &&
		(order->rule == SQL_RULE_LT || order->rule == SQL_RULE_GT) &&
		sql_node_equal(sql_node_child(eq, 0), sql_node_child(order, 0)) &&
		sql_node_equal(sql_node_child(eq, 1), sql_node_child(order, 1));
}

/* Whether eq is "x = v" and ne "x <> v", the same x and v. */
static bool
equality_denied(const SqlNode *eq, const SqlNode *ne)
{
	return eq->rule == SQL_RULE_EQ && ne->rule == SQL_RULE_NE &&
		sql_node_equal(sql_node_child(eq, 0), sql_node_child(ne, 0)) &&
		sql_node_equal(sql_node_child(eq, 1), sql_node_child(ne, 1));
}

/* Whether eq is "x = 'v'" and ne "y <> 'v'", another column denied the same text: the one
 * value the question said, echoed as a denial ("order_status = 'shipped' AND contact_last
 * <> 'shipped'"). */
static bool
value_echo_denied(const SqlNode *eq, const SqlNode *ne)
{
	const SqlNode *x = sql_node_child(eq, 0),
			   *y = sql_node_child(ne, 0),
			   *v = sql_node_child(eq, 1);

	return eq->rule == SQL_RULE_EQ && ne->rule == SQL_RULE_NE && x != NULL && y != NULL &&
		x->rule == SQL_RULE_COLUMN && y->rule == SQL_RULE_COLUMN && !sql_node_equal(x, y) &&
		v != NULL && v->rule == SQL_RULE_VALUE && v->slots[0].value_type == SQL_VALUE_TEXT &&
		sql_node_equal(v, sql_node_child(ne, 1));
}

/* node, an AND or OR of two operands, replaced by its operand k; the other is freed. */
static SqlNode *
keep_operand(SqlNode *node, int k)
{
	SqlNode    *kept = node->slots[k].children[0];

	node->slots[k].n_children = 0;	/* detached: freeing node leaves it alone */
	sql_node_free(node);
	return kept;
}

/* Whether node is "A UNION A", "A INTERSECT A" or "A INTERSECT ALL A" of one SELECT A
 * with no ORDER BY nor LIMIT (which a DISTINCT could not keep as they are). */
static bool
repeated_set_operand(const SqlNode *node)
{
	const SqlNode *a = sql_node_child(node, 0);

	return (node->rule == SQL_RULE_UNION || node->rule == SQL_RULE_INTERSECT ||
			node->rule == SQL_RULE_INTERSECT_ALL) && a != NULL && sql_is_select(a) &&
		a->slots[SQL_SELECT_ORDER_BY].n_children == 0 && !a->slots[SQL_SELECT_LIMIT].present &&
		sql_node_equal_renamed(a, sql_node_child(node, 1));
}

/* The operand a set operation of rule op kept: DISTINCT as UNION and INTERSECT are. */
static SqlNode *
distinct_operand(SqlNode *a, int op)
{
	if (op != SQL_RULE_INTERSECT_ALL)
		a->rule = SQL_RULE_SELECT_DISTINCT;
	return a;
}

SqlNode *
sql_drop_repeated_operands(SqlNode *node)
{
	const SqlNode *a,
			   *b;

	if (node == NULL)
		return NULL;
	rewrite_children(node, sql_drop_repeated_operands);
	if (repeated_set_operand(node))
	{
		int			op = node->rule;

		return distinct_operand(keep_operand(node, 0), op);
	}
	if ((node->rule != SQL_RULE_AND && node->rule != SQL_RULE_OR) ||
		node->slots[0].n_children != 1 || node->slots[1].n_children != 1)
		return node;
	a = node->slots[0].children[0];
	b = node->slots[1].children[0];
	if (sql_node_equal(a, b))
		return keep_operand(node, 0);
	if (node->rule == SQL_RULE_AND && equality_contradicted(a, b))
		return keep_operand(node, 1);
	if (node->rule == SQL_RULE_AND && equality_contradicted(b, a))
		return keep_operand(node, 0);
	if (node->rule == SQL_RULE_AND && equality_denied(a, b))
		return keep_operand(node, 0);
	if (node->rule == SQL_RULE_AND && equality_denied(b, a))
		return keep_operand(node, 1);
	if (node->rule == SQL_RULE_AND && value_echo_denied(a, b))
		return keep_operand(node, 0);
	if (node->rule == SQL_RULE_AND && value_echo_denied(b, a))
		return keep_operand(node, 1);
	return node;
}

static bool
is_like_rule(int rule)
{
	return rule == SQL_RULE_LIKE || rule == SQL_RULE_NOT_LIKE || rule == SQL_RULE_ILIKE ||
		rule == SQL_RULE_NOT_ILIKE;
}

SqlNode *
sql_like_patterns_contain(SqlNode *node)
{
	if (node == NULL)
		return NULL;
	rewrite_children(node, sql_like_patterns_contain);
	if (is_like_rule(node->rule))
	{
		SqlNode    *pattern = sql_node_child(node, 1);
		SqlSlot    *lit = pattern != NULL && pattern->rule == SQL_RULE_VALUE ? &pattern->slots[0] : NULL;

		if (lit != NULL && lit->value != NULL && lit->value_type == SQL_VALUE_TEXT &&
			strpbrk(lit->value, "%_") == NULL)
		{
			char	   *wrapped = sql_contains_pattern(lit->value);

			dt_free(lit->value);
			lit->value = wrapped;
		}
	}
	return node;
}

char *
sql_contains_pattern(const char *text)
{
	size_t		len = strlen(text);
	char	   *pattern = dt_alloc(len + 3);

	pattern[0] = '%';
	memcpy(pattern + 1, text, len);
	pattern[len + 1] = '%';
	pattern[len + 2] = '\0';
	return pattern;
}

/* [-]digits */
static bool
is_integer_text(const char *s)
{
	if (*s == '-')
		s++;
	if (!isdigit((unsigned char) *s))
		return false;
	while (isdigit((unsigned char) *s))
		s++;
	return *s == '\0';
}

/* [-](digits[.digits*] | .digits)([eE][+-]digits)? : what PostgreSQL's scanner reads as a number */
static bool
is_numeric_text(const char *s)
{
	bool		digits = false;

	if (*s == '-')
		s++;
	while (isdigit((unsigned char) *s))
		s++, digits = true;
	if (*s == '.')
	{
		s++;
		while (isdigit((unsigned char) *s))
			s++, digits = true;
	}
	if (!digits)
		return false;
	if (*s == 'e' || *s == 'E')
	{
		s++;
		if (*s == '+' || *s == '-')
			s++;
		if (!isdigit((unsigned char) *s))
			return false;
		while (isdigit((unsigned char) *s))
			s++;
	}
	return *s == '\0';
}

bool
sql_value_is_valid(SqlValueType type, const char *text)
{
	if (text == NULL)
		return false;
	switch (type)
	{
		case SQL_VALUE_TEXT:
			return true;
		case SQL_VALUE_INTEGER:
			return is_integer_text(text);
		case SQL_VALUE_NUMERIC:
			return is_numeric_text(text);
	}
	return false;
}

static const char *const value_type_names[] = {"text", "integer", "numeric"};

const char *
sql_value_type_name(SqlValueType type)
{
	return (type >= SQL_VALUE_TEXT && type <= SQL_VALUE_NUMERIC) ? value_type_names[type] : "?";
}

bool
sql_value_type_by_name(const char *name, SqlValueType *type)
{
	for (int t = SQL_VALUE_TEXT; t <= SQL_VALUE_NUMERIC; t++)
		if (strcmp(name, value_type_names[t]) == 0)
		{
			*type = (SqlValueType) t;
			return true;
		}
	return false;
}

/* ---- action lists ---- */

static const char *const action_kind_names[] = {
	"ApplyRule", "SelectTable", "SelectColumn", "Value", "Reduce"
};

const char *
sql_action_kind_name(SqlActionKind kind)
{
	return (kind >= SQL_ACT_APPLY_RULE && kind <= SQL_ACT_REDUCE) ? action_kind_names[kind] : "?";
}

void
sql_action_list_init(SqlActionList *list)
{
	memset(list, 0, sizeof(*list));
}

void
sql_action_list_append(SqlActionList *list, const SqlAction *action)
{
	if (list->n == list->cap)
	{
		list->cap = list->cap ? 2 * list->cap : 32;
		list->items = dt_realloc(list->items, sizeof(SqlAction) * list->cap);
	}
	list->items[list->n] = *action;
	if (action->value)
		list->items[list->n].value = dt_strdup(action->value);
	list->n++;
}

void
sql_action_list_free(SqlActionList *list)
{
	for (int i = 0; i < list->n; i++)
		dt_free(list->items[i].value);
	dt_free(list->items);
	memset(list, 0, sizeof(*list));
}

/* ---- AST -> actions ---- */

/* Map from AST instance ids to declaration ordinals (-1 = not declared yet). */
typedef struct InstanceMap
{
	int			n;
	int		   *ordinal;
	int			next;
} InstanceMap;

static void
instance_map_declare(InstanceMap *map, int id)
{
	if (id >= map->n)
	{
		int			n = id + 16;

		map->ordinal = dt_realloc(map->ordinal, sizeof(int) * n);
		for (int i = map->n; i < n; i++)
			map->ordinal[i] = -1;
		map->n = n;
	}
	map->ordinal[id] = map->next++;
}

static bool
emit_node(const SqlNode *node, InstanceMap *map, SqlActionList *out, DtError *err)
{
	const SqlRule *rule = &sql_rules[node->rule];
	SqlAction	a = {0};

	a.kind = SQL_ACT_APPLY_RULE;
	a.rule = node->rule;
	sql_action_list_append(out, &a);
	if (rule->render == SQL_RK_FROM_SUBQUERY)
	{
		if (node->instance < 0)
			return dt_error_set(err, DT_ERR_INTERNAL, 0, NULL, NULL,
								"subquery in FROM without an instance id");
		instance_map_declare(map, node->instance);
	}
	for (int f = 0; f < rule->n_fields; f++)
	{
		const SqlField *field = &rule->fields[f];
		const SqlSlot *slot = &node->slots[f];

		memset(&a, 0, sizeof(a));
		switch (field->type)
		{
			case SQL_FT_NODE:
				for (int i = 0; i < slot->n_children; i++)
					if (!emit_node(slot->children[i], map, out, err))
						return false;
				if (field->card == SQL_CARD_LIST || field->card == SQL_CARD_LIST1 ||
					(field->card == SQL_CARD_OPTIONAL && slot->n_children == 0))
				{
					a.kind = SQL_ACT_REDUCE;
					sql_action_list_append(out, &a);
				}
				break;
			case SQL_FT_TABLE:
				if (slot->instance < 0)
					return dt_error_set(err, DT_ERR_INTERNAL, 0, NULL, NULL,
										"table instance without an id");
				instance_map_declare(map, slot->instance);
				a.kind = SQL_ACT_SELECT_TABLE;
				a.table = slot->table;
				sql_action_list_append(out, &a);
				break;
			case SQL_FT_COLUMN:
				if (slot->instance < 0 || slot->instance >= map->n || map->ordinal[slot->instance] < 0)
					return dt_error_set(err, DT_ERR_INTERNAL, 0, NULL, NULL,
										"column of table instance %d referenced before it is declared",
										slot->instance);
				a.kind = SQL_ACT_SELECT_COLUMN;
				a.instance = map->ordinal[slot->instance];
				a.table = slot->table;
				a.column = slot->column;
				sql_action_list_append(out, &a);
				break;
			case SQL_FT_VALUE:
			case SQL_FT_LIMIT:
				if (field->card == SQL_CARD_OPTIONAL && !slot->present)
					a.kind = SQL_ACT_REDUCE;
				else
				{
					a.kind = SQL_ACT_VALUE;
					a.value_type = slot->value_type;
					a.value = slot->value;
				}
				sql_action_list_append(out, &a);
				break;
		}
	}
	return true;
}

bool
sql_ast_to_actions(const SqlNode *root, SqlActionList *out, DtError *err)
{
	InstanceMap map = {0};
	bool		ok = emit_node(root, &map, out, err);

	dt_free(map.ordinal);
	return ok;
}

/* Whether q is a SELECT that returns every row it reads (see the header). */
static bool
select_is_unbounded(const SqlNode *q)
{
	const SqlSlot *items;

	if (!sql_is_select(q) || q->slots[SQL_SELECT_WHERE].n_children > 0 ||
		q->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		q->slots[SQL_SELECT_HAVING].n_children > 0 || q->slots[SQL_SELECT_LIMIT].present)
		return false;
	items = &q->slots[SQL_SELECT_ITEMS];
	for (int i = 0; i < items->n_children; i++)
	{
		const SqlNode *e = sql_node_child(items->children[i], 0);

		if (e == NULL || sql_rule_is_aggregate(e->rule))
			return false;
	}
	return true;
}

/* sql_node_any's test: a scalar subquery that returns every row it reads. */
static bool
unbounded_scalar_subquery(const SqlNode *n, const void *arg)
{
	return n->rule == SQL_RULE_SUBQUERY && select_is_unbounded(sql_node_child(n, 0));
}

int
sql_output_instance(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	int			instance = -1;

	for (int i = 0; i < items->n_children; i++)
	{
		const SqlNode *e = sql_node_child(items->children[i], 0);

		if (items->children[i]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			e->rule != SQL_RULE_COLUMN || (instance >= 0 && e->slots[0].instance != instance))
			return -1;
		instance = e->slots[0].instance;
	}
	return instance;
}

bool
sql_has_unbounded_scalar_subquery(const SqlNode *ast)
{
	return sql_node_any(ast, unbounded_scalar_subquery, NULL);
}

bool
sql_column_equals_value(const SqlNode *operand, const SqlNode **column, const SqlNode **value)
{
	for (int side = 0; operand->rule == SQL_RULE_EQ && side < 2; side++)
	{
		const SqlNode *c = sql_node_child(operand, side);
		const SqlNode *v = sql_node_child(operand, 1 - side);

		if (c != NULL && v != NULL && c->rule == SQL_RULE_COLUMN && v->rule == SQL_RULE_VALUE)
		{
			*column = c;
			*value = v;
			return true;
		}
	}
	return false;
}

/* The column reference and the literal of "column = literal" (either way round); false
 * when eq is no such equality or the literal has no text. */
static bool
column_equals_literal(const SqlNode *eq, const SqlNode **column, const SqlNode **literal)
{
	return sql_column_equals_value(eq, column, literal) && (*literal)->slots[0].value != NULL;
}

/* What contradicts looks for: another equality of the same column with another literal. */
typedef struct EqualityOf
{
	const SqlNode *column;
	const SqlNode *literal;
} EqualityOf;

static bool
equality_contradicts(const SqlNode *operand, const void *arg)
{
	const EqualityOf *e = arg;
	const SqlNode *column,
			   *literal;

	return column_equals_literal(operand, &column, &literal) &&
		column->slots[0].instance == e->column->slots[0].instance &&
		column->slots[0].column == e->column->slots[0].column &&
		strcmp(literal->slots[0].value, e->literal->slots[0].value) != 0;
}

/* sql_conjunct_any's test, over the whole AND chain root: an operand "x = a" where another
 * operand says "x = b". */
static bool
contradicted_operand(const SqlNode *operand, const void *root)
{
	EqualityOf	e;

	return column_equals_literal(operand, &e.column, &e.literal) &&
		sql_conjunct_any(root, equality_contradicts, &e);
}

/* sql_node_any's test: an AND whose chain holds "x = a" and "x = b". */
static bool
contradictory_and(const SqlNode *n, const void *arg)
{
	return n->rule == SQL_RULE_AND && sql_conjunct_any(n, contradicted_operand, n);
}

bool
sql_has_contradictory_equalities(const SqlNode *ast)
{
	return sql_node_any(ast, contradictory_and, NULL);
}

/* sql_node_any's test: "A EXCEPT A". */
static bool
except_of_itself(const SqlNode *n, const void *arg)
{
	(void) arg;
	return n->rule == SQL_RULE_EXCEPT && sql_node_child(n, 0) != NULL &&
		sql_node_equal_renamed(sql_node_child(n, 0), sql_node_child(n, 1));
}

/* sql_node_any's test: "x NOT IN (SELECT x FROM t)", x a column of table t both times and
 * the subquery reading t alone with nothing that leaves rows out. */
static bool
excludes_itself(const SqlNode *n, const void *arg)
{
	const SqlNode *outer,
			   *sub,
			   *inner,
			   *item;

	(void) arg;
	if (n->rule != SQL_RULE_NOT_IN_QUERY || (outer = sql_node_child(n, 0)) == NULL ||
		outer->rule != SQL_RULE_COLUMN || outer->slots[0].table < 0 ||
		(sub = sql_node_child(n, 1)) == NULL || (inner = sql_lone_output_column(sub)) == NULL ||
		(item = sql_lone_from_table(sub)) == NULL)
		return false;
	return inner->slots[0].instance == item->slots[0].instance &&
		inner->slots[0].table == outer->slots[0].table &&
		inner->slots[0].column == outer->slots[0].column &&
		sql_node_child(sub, SQL_SELECT_WHERE) == NULL &&
		sub->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		sub->slots[SQL_SELECT_HAVING].n_children == 0 && !sub->slots[SQL_SELECT_LIMIT].present;
}

bool
sql_returns_no_row(const SqlNode *ast)
{
	return sql_has_contradictory_equalities(ast) || sql_node_any(ast, excludes_itself, NULL) ||
		sql_node_any(ast, except_of_itself, NULL);
}

/* Whether rule compares two expressions (a op b, or a BETWEEN b AND c). */
static bool
is_comparison(int rule)
{
	switch (rule)
	{
		case SQL_RULE_EQ:
		case SQL_RULE_NE:
		case SQL_RULE_LT:
		case SQL_RULE_GT:
		case SQL_RULE_LE:
		case SQL_RULE_GE:
		case SQL_RULE_BETWEEN:
		case SQL_RULE_NOT_BETWEEN:
			return true;
		default:
			return false;
	}
}

int
sql_compared_operands(const SqlNode *n)
{
	return n->rule == SQL_RULE_BETWEEN || n->rule == SQL_RULE_NOT_BETWEEN ? 2 : 1;
}

int
sql_literal_comparison_column(const SqlNode *n, const SchemaGraph *g)
{
	int			c;

	if (!is_comparison(n->rule) || (c = sql_column_graph_index(g, sql_node_child(n, 0))) < 0)
		return -1;
	for (int k = 1; k <= sql_compared_operands(n); k++)
	{
		const SqlNode *v = sql_node_child(n, k);

		if (v == NULL || v->rule != SQL_RULE_VALUE)
			return -1;
	}
	return c;
}

int
sql_compared_literals_turn(SqlNode *node,
						   bool (*turn) (const SqlNode *against, SqlNode *literal, const void *arg),
						   const void *arg)
{
	int			turned = 0;

	if (node == NULL)
		return 0;
	if (is_comparison(node->rule))
	{
		SqlNode    *first = sql_node_child(node, 0);
		bool		between = node->rule == SQL_RULE_BETWEEN || node->rule == SQL_RULE_NOT_BETWEEN;

		for (int f = between ? 1 : 0; f < (between ? 3 : 2); f++)
		{
			SqlNode    *value = sql_node_child(node, f);
			const SqlNode *against = between ? first : sql_node_child(node, 1 - f);

			if (value != NULL && value->rule == SQL_RULE_VALUE && value->slots[0].value != NULL &&
				against != NULL && turn(against, value, arg))
				turned++;
		}
		return turned;
	}
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			turned += sql_compared_literals_turn(node->slots[f].children[k], turn, arg);
	return turned;
}

/* The walk of sql_node_count (stop: at the first node that passes, for sql_node_any). */
static int
count_nodes(const SqlNode *node, bool (*test) (const SqlNode *n, const void *arg),
			const void *arg, bool stop)
{
	const SqlRule *rule;
	int			n;

	if (node == NULL)
		return 0;
	n = test(node, arg) ? 1 : 0;
	if (n > 0 && stop)
		return n;
	rule = &sql_rules[node->rule];
	for (int f = 0; f < rule->n_fields; f++)
		if (rule->fields[f].type == SQL_FT_NODE)
			for (int i = 0; i < node->slots[f].n_children; i++)
			{
				n += count_nodes(node->slots[f].children[i], test, arg, stop);
				if (n > 0 && stop)
					return n;
			}
	return n;
}

bool
sql_column_reads_instance(const SqlNode *n, const void *instance)
{
	return n->rule == SQL_RULE_COLUMN && n->slots[0].instance == *(const int *) instance;
}

int
sql_node_count(const SqlNode *node, bool (*test) (const SqlNode *n, const void *arg),
			   const void *arg)
{
	return count_nodes(node, test, arg, false);
}

bool
sql_node_any(const SqlNode *node, bool (*test) (const SqlNode *n, const void *arg),
			 const void *arg)
{
	return count_nodes(node, test, arg, true) > 0;
}

bool
sql_seen_first(SqlSeen *seen, int id)
{
	if (seen->n >= SQL_SEEN_MAX || sql_seen_has(seen, id))
		return false;
	seen->ids[seen->n++] = id;
	return true;
}

bool
sql_seen_has(const SqlSeen *seen, int id)
{
	for (int i = 0; i < seen->n; i++)
		if (seen->ids[i] == id)
			return true;
	return false;
}

/* Whether a and b are column references to the same column of the same table (any
 * instance). */
static bool
same_table_column(const SqlNode *a, const SqlNode *b)
{
	return a != NULL && b != NULL && a->rule == SQL_RULE_COLUMN && b->rule == SQL_RULE_COLUMN &&
		a->slots[0].table >= 0 && a->slots[0].table == b->slots[0].table &&
		a->slots[0].column == b->slots[0].column;
}

/* Whether select has exactly one FROM item, one output expression, and none of the
 * clauses after WHERE. */
static bool
select_is_bare(const SqlNode *select)
{
	return select->rule == SQL_RULE_SELECT && select->slots[SQL_SELECT_FROM].n_children == 1 &&
		select->slots[SQL_SELECT_ITEMS].n_children == 1 &&
		select->slots[SQL_SELECT_ITEMS].children[0]->rule == SQL_RULE_SELECT_EXPR &&
		select->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		select->slots[SQL_SELECT_HAVING].n_children == 0 &&
		select->slots[SQL_SELECT_ORDER_BY].n_children == 0 && !select->slots[SQL_SELECT_LIMIT].present;
}

/* Whether the WHERE of a bare select answering x compares column of x's own row: x
 * itself, or another column of its table instance (initialoutlay = (SELECT min(guestcost)
 * ...): a cost compared with an outlay, which no question means). */
static bool
compares_on_instance(const SqlNode *column, const SqlNode *x)
{
	return column != NULL && column->rule == SQL_RULE_COLUMN &&
		column->slots[0].instance == x->slots[0].instance;
}

/* NULLs sort last either way, so the first row of the ranking holds the aggregate's
 * value. */
SqlNode *
sql_ranked_extreme_itself(SqlNode *node, const SchemaGraph *g)
{
	SqlSlot    *items,
			   *order,
			   *limit;
	SqlNode    *x,
			   *extreme;
	int			c;

	if (node == NULL || node->rule != SQL_RULE_SELECT)
		return node;
	items = &node->slots[SQL_SELECT_ITEMS];
	order = &node->slots[SQL_SELECT_ORDER_BY];
	limit = &node->slots[SQL_SELECT_LIMIT];
	if (items->n_children != 1 ||
		items->children[0]->rule != SQL_RULE_SELECT_EXPR ||
		node->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		node->slots[SQL_SELECT_HAVING].n_children > 0 || order->n_children != 1 ||
		!limit->present || limit->value == NULL || strcmp(limit->value, "1") != 0 ||
		(x = sql_node_child(items->children[0], 0)) == NULL || x->rule != SQL_RULE_COLUMN ||
		(c = sql_column_graph_index(g, x)) < 0 || g->columns[c].type_class != SG_TYPE_NUMBER ||
		!sql_node_equal(x, sql_node_child(order->children[0], 0)))
		return node;
	extreme = sql_node_new(order->children[0]->rule == SQL_RULE_ORDER_DESC ? SQL_RULE_MAX :
						   SQL_RULE_MIN);
	sql_slot_add_child(&extreme->slots[0], x);
	items->children[0]->slots[0].children[0] = extreme;
	sql_slot_clear(order);
	dt_free(limit->value);
	limit->value = NULL;
	limit->present = false;
	return node;
}

SqlNode *
sql_extreme_itself(SqlNode *node)
{
	SqlNode    *item,
			   *x,
			   *where,
			   *sub,
			   *sub_query,
			   *agg,
			   *extreme;

	if (node == NULL || !select_is_bare(node))
		return node;
	item = node->slots[SQL_SELECT_ITEMS].children[0];
	x = sql_node_child(item, 0);
	where = sql_node_child(node, SQL_SELECT_WHERE);
	if (x == NULL || x->rule != SQL_RULE_COLUMN || where == NULL || where->rule != SQL_RULE_EQ ||
		!compares_on_instance(sql_node_child(where, 0), x))
		return node;
	sub = sql_node_child(where, 1);
	if (sub == NULL || sub->rule != SQL_RULE_SUBQUERY ||
		(sub_query = sql_node_child(sub, 0)) == NULL || !select_is_bare(sub_query) ||
		sql_node_child(sub_query, SQL_SELECT_WHERE) != NULL)
		return node;
	agg = sql_node_child(sub_query->slots[SQL_SELECT_ITEMS].children[0], 0);
	if (agg == NULL || (agg->rule != SQL_RULE_MIN && agg->rule != SQL_RULE_MAX) ||
		!same_table_column(sql_node_child(agg, 0), x))
		return node;
	extreme = sql_node_new(agg->rule);
	sql_slot_add_child(&extreme->slots[0], x);
	item->slots[0].children[0] = extreme;
	/* x moved into the aggregate: the WHERE's own copy of it goes with the WHERE */
	sql_node_free(where);
	node->slots[SQL_SELECT_WHERE].n_children = 0;
	return node;
}

bool
sql_answers_an_aggregate(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int i = 0; i < items->n_children; i++)
	{
		const SqlNode *e = sql_node_child(items->children[i], 0);

		if (e != NULL && sql_rule_is_aggregate(e->rule))
			return true;
	}
	return false;
}

bool
sql_answers_aggregates_only(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (e == NULL || !sql_rule_is_aggregate(e->rule))
			return false;
	}
	return items->n_children > 0;
}

void
sql_group_by_first(SqlNode *select, const SchemaGraph *g, int instance, int column)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];
	SqlNode    *shown = sql_node_new(SQL_RULE_SELECT_EXPR);
	int			n = items->n_children;

	sql_slot_add_child(&shown->slots[0], sql_column_ref(g, instance, column));
	sql_slot_add_child(items, shown);
	for (int k = n; k > 0; k--)
		items->children[k] = items->children[k - 1];
	items->children[0] = shown;
	sql_slot_add_child(&select->slots[SQL_SELECT_GROUP_BY], sql_column_ref(g, instance, column));
}

const SqlNode *
sql_extreme_of_subquery(const SqlNode *e)
{
	const SqlNode *select,
			   *aggregate;
	const SqlSlot *items;

	if (e == NULL || e->rule != SQL_RULE_SUBQUERY || (select = sql_node_child(e, 0)) == NULL ||
		!sql_is_select(select))
		return NULL;
	items = &select->slots[SQL_SELECT_ITEMS];
	if (items->n_children != 1 || (aggregate = sql_node_child(items->children[0], 0)) == NULL ||
		(aggregate->rule != SQL_RULE_MIN && aggregate->rule != SQL_RULE_MAX))
		return NULL;
	return sql_node_child(aggregate, 0);
}
