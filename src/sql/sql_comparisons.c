/*
 * sql_comparisons.c — a query's comparisons of a column with a literal
 * (sql_comparisons.h).
 */
#include "sql/sql_comparisons.h"

#include <string.h>

#include "common/alloc.h"

static void
collect_instances(const SqlNode *node, SqlComparisons *f)
{
	const SqlRule *rule = &sql_rules[node->rule];

	for (int i = 0; i < rule->n_fields; i++)
	{
		const SqlSlot *slot = &node->slots[i];

		if (rule->fields[i].type == SQL_FT_TABLE)
		{
			if (f->n_instances == SQL_COMPARISONS_MAX)
			{
				f->overflow = true;
				return;
			}
			f->instance_id[f->n_instances] = slot->instance;
			f->instance_table[f->n_instances] = slot->table;
			f->n_instances++;
		}
		else if (rule->fields[i].type == SQL_FT_NODE)
			for (int k = 0; k < slot->n_children; k++)
				collect_instances(slot->children[k], f);
	}
}

static int
instance_table(const SqlComparisons *f, int instance)
{
	for (int i = 0; i < f->n_instances; i++)
		if (f->instance_id[i] == instance)
			return f->instance_table[i];
	return -1;
}

/* The graph column of an expr_column node over a base table; -1 otherwise. */
static int
column_of(const SqlNode *expr, const SqlComparisons *f, const SchemaGraph *g)
{
	int			t;
	const SqlSlot *s;

	if (expr == NULL || expr->rule != SQL_RULE_COLUMN)
		return -1;
	s = &expr->slots[0];
	t = instance_table(f, s->instance);
	if (t < 0 || t >= g->n_tables || s->column < 0 || s->column >= g->tables[t].n_columns)
		return -1;
	return g->tables[t].first_column + s->column;
}

static const SqlSlot *
literal_of(const SqlNode *expr)
{
	if (expr == NULL || expr->rule != SQL_RULE_VALUE || expr->slots[0].value == NULL)
		return NULL;
	return &expr->slots[0];
}

/*
 * Record "column op literal" when the two are comparable: a text column with a text literal
 * under "=", "<>", LIKE or ILIKE (ordering operators on text depend on collations: not
 * checked), or a number column with a numeric literal under any of = <> < <= > >=.
 */
static void
add_comparison(SqlComparisons *f, const SchemaGraph *g, int column, const char *op,
			   const SqlSlot *lit)
{
	bool		numeric;

	if (column < 0 || lit == NULL)
		return;
	if (g->columns[column].type_class == SG_TYPE_TEXT && lit->value_type == SQL_VALUE_TEXT)
	{
		if (strcmp(op, "=") != 0 && strcmp(op, "<>") != 0 && strcmp(op, "LIKE") != 0 &&
			strcmp(op, "ILIKE") != 0)
			return;
		numeric = false;
	}
	else if (g->columns[column].type_class == SG_TYPE_NUMBER && lit->value_type != SQL_VALUE_TEXT)
		numeric = true;
	else
		return;
	if (f->n == SQL_COMPARISONS_MAX)
	{
		f->overflow = true;
		return;
	}
	f->items[f->n].column = column;
	f->items[f->n].op = op;
	f->items[f->n].numeric = numeric;
	f->items[f->n].literal = lit->value;
	f->n++;
}

/* The comparison operator of a rule, and its mirror (for the literal on the left). */
static bool
comparison_op(int rule, const char **op, const char **mirrored)
{
	switch (rule)
	{
		case SQL_RULE_EQ:
			*op = *mirrored = "=";
			return true;
		case SQL_RULE_NE:
			*op = *mirrored = "<>";
			return true;
		case SQL_RULE_LT:
			*op = "<";
			*mirrored = ">";
			return true;
		case SQL_RULE_LE:
			*op = "<=";
			*mirrored = ">=";
			return true;
		case SQL_RULE_GT:
			*op = ">";
			*mirrored = "<";
			return true;
		case SQL_RULE_GE:
			*op = ">=";
			*mirrored = "<=";
			return true;
		default:
			return false;
	}
}

static void
collect_comparisons(const SqlNode *node, SqlComparisons *f, const SchemaGraph *g)
{
	const SqlRule *rule = &sql_rules[node->rule];

	const char *op,
			   *mirrored;

	if (comparison_op(node->rule, &op, &mirrored))
	{
		const SqlNode *a = sql_node_child(node, 0),
				   *b = sql_node_child(node, 1);

		add_comparison(f, g, column_of(a, f, g), op, literal_of(b));
		add_comparison(f, g, column_of(b, f, g), mirrored, literal_of(a));
	}
	else if (node->rule == SQL_RULE_LIKE || node->rule == SQL_RULE_ILIKE)
	{
		/* only "column LIKE pattern": a column as the pattern matches no question's sense */
		add_comparison(f, g, column_of(sql_node_child(node, 0), f, g),
					   node->rule == SQL_RULE_LIKE ? "LIKE" : "ILIKE",
					   literal_of(sql_node_child(node, 1)));
	}
	else if (node->rule == SQL_RULE_IN_LIST || node->rule == SQL_RULE_NOT_IN_LIST)
	{
		int			c = column_of(sql_node_child(node, 0), f, g);

		for (int k = 0; k < node->slots[1].n_children; k++)
			add_comparison(f, g, c, node->rule == SQL_RULE_IN_LIST ? "=" : "<>",
						   literal_of(node->slots[1].children[k]));
	}
	for (int i = 0; i < rule->n_fields; i++)
		if (rule->fields[i].type == SQL_FT_NODE)
			for (int k = 0; k < node->slots[i].n_children; k++)
				collect_comparisons(node->slots[i].children[k], f, g);
}

void
sql_comparisons_collect(const SqlNode *ast, const SchemaGraph *g, SqlComparisons *out)
{
	memset(out, 0, sizeof(*out));
	collect_instances(ast, out);
	if (!out->overflow)
		collect_comparisons(ast, out, g);
}

int
sql_text_equalities(const SqlNode *ast, const SchemaGraph *g, int *columns,
					const char **literals, int max)
{
	SqlComparisons *f = dt_new(SqlComparisons);
	int			n = 0;

	sql_comparisons_collect(ast, g, f);
	for (int i = 0; i < f->n && n < max; i++)
		if (!f->items[i].numeric && strcmp(f->items[i].op, "=") == 0)
		{
			columns[n] = f->items[i].column;
			literals[n] = f->items[i].literal;
			n++;
		}
	dt_free(f);
	return n;
}

/* The answer columns of query node q (a SELECT, or a set operation of two queries). */
static void
collect_answer_columns(const SqlNode *q, const SqlComparisons *f, const SchemaGraph *g,
					   int *columns, int *n, int max)
{
	if (q == NULL)
		return;
	if (q->rule != SQL_RULE_SELECT && q->rule != SQL_RULE_SELECT_DISTINCT)
	{
		/* UNION / INTERSECT / EXCEPT: both operand queries answer */
		const SqlRule *rule = &sql_rules[q->rule];

		for (int i = 0; i < rule->n_fields; i++)
			if (rule->fields[i].type == SQL_FT_NODE)
				for (int k = 0; k < q->slots[i].n_children; k++)
					collect_answer_columns(q->slots[i].children[k], f, g, columns, n, max);
		return;
	}
	for (int k = 0; k < q->slots[SQL_SELECT_ITEMS].n_children && *n < max; k++)
	{
		const SqlNode *item = q->slots[SQL_SELECT_ITEMS].children[k];
		int			c = item->rule == SQL_RULE_SELECT_EXPR ?
			column_of(sql_node_child(item, 0), f, g) : -1;

		if (c >= 0)
			columns[(*n)++] = c;
	}
}

int
sql_answer_columns(const SqlNode *ast, const SchemaGraph *g, int *columns, int max)
{
	SqlComparisons *f = dt_new(SqlComparisons);
	int			n = 0;

	memset(f, 0, sizeof(*f));
	collect_instances(ast, f);
	if (!f->overflow)
		collect_answer_columns(ast, f, g, columns, &n, max);
	dt_free(f);
	return n;
}

/* Mark the graph columns of every column reference under node. */
static void
mark_read_columns(const SqlNode *node, const SqlComparisons *f, const SchemaGraph *g,
				  bool *columns)
{
	const SqlRule *rule = &sql_rules[node->rule];
	int			c = column_of(node, f, g);

	if (c >= 0)
		columns[c] = true;
	for (int i = 0; i < rule->n_fields; i++)
		if (rule->fields[i].type == SQL_FT_NODE)
			for (int k = 0; k < node->slots[i].n_children; k++)
				mark_read_columns(node->slots[i].children[k], f, g, columns);
}

bool
sql_read_items(const SqlNode *ast, const SchemaGraph *g, bool *tables, bool *columns)
{
	SqlComparisons *f = dt_new(SqlComparisons);
	bool		ok;

	memset(f, 0, sizeof(*f));
	collect_instances(ast, f);
	ok = !f->overflow;
	if (ok)
	{
		for (int i = 0; i < f->n_instances; i++)
			if (f->instance_table[i] >= 0 && f->instance_table[i] < g->n_tables)
				tables[f->instance_table[i]] = true;
		mark_read_columns(ast, f, g, columns);
	}
	dt_free(f);
	return ok;
}

/* The graph column of a and the literal b, when a is a base table's column of g and b a
 * Value of type type. */
static bool
column_and_literal(SqlNode *a, SqlNode *b, const SchemaGraph *g, SqlValueType type,
				   int *column, SqlNode **literal)
{
	if (a == NULL || b == NULL || a->rule != SQL_RULE_COLUMN || b->rule != SQL_RULE_VALUE ||
		b->slots[0].value_type != type || b->slots[0].value == NULL ||
		a->slots[0].table < 0 || a->slots[0].table >= g->n_tables)
		return false;
	*column = g->tables[a->slots[0].table].first_column + a->slots[0].column;
	*literal = b;
	return true;
}

/* The column and the literal of type type of "column = literal" (either operand order):
 * false for any other condition. */
static bool
column_equality(const SqlNode *cond, const SchemaGraph *g, SqlValueType type, int *column,
				SqlNode **literal)
{
	SqlNode    *a,
			   *b;

	if (cond->rule != SQL_RULE_EQ)
		return false;
	a = sql_node_child(cond, 0);
	b = sql_node_child(cond, 1);
	if (a != NULL && a->rule != SQL_RULE_COLUMN)
		return column_and_literal(b, a, g, type, column, literal);
	return column_and_literal(a, b, g, type, column, literal);
}

bool
sql_text_equality(const SqlNode *cond, const SchemaGraph *g, int *column, SqlNode **literal)
{
	return column_equality(cond, g, SQL_VALUE_TEXT, column, literal);
}

bool
sql_integer_equality(const SqlNode *cond, const SchemaGraph *g, int *column, SqlNode **literal)
{
	return column_equality(cond, g, SQL_VALUE_INTEGER, column, literal);
}

bool
sql_text_pattern(const SqlNode *cond, const SchemaGraph *g, int *column, SqlNode **literal)
{
	if (cond->rule != SQL_RULE_LIKE && cond->rule != SQL_RULE_ILIKE)
		return false;
	return column_and_literal(sql_node_child(cond, 0), sql_node_child(cond, 1), g, SQL_VALUE_TEXT,
							  column, literal);
}
