/*
 * sql_value_completion.c — a candidate query completed with the stored values the question
 * names and the query leaves out (sql_value_completion.h).
 */
#include "sql/sql_value_completion.h"

#include <string.h>

#include "common/alloc.h"
#include "sql/sql_contained_values.h"
#include "sql/sql_key_paths.h"
#include "sql/sql_mentions.h"
#include "text/quantities.h"

/* Left-out value mentions of one candidate looked at, at most. */
#define COMPLETION_SPANS_MAX 8

/* Field indices of a SELECT (sql_grammar.c, SELECT_FIELDS). */
#define SELECT_FROM 0
#define SELECT_WHERE 2

/* Whether a FROM item is a table instance (not a subquery). */
static bool
is_table_item(const SqlNode *item)
{
	return item->rule == SQL_RULE_FROM_TABLE || item->rule == SQL_RULE_FROM_TABLE_JOIN ||
		item->rule == SQL_RULE_FROM_TABLE_LEFT_JOIN;
}

/* What conjunction_compares looks for: graph column `column` of instance (any of its
 * columns for -1). */
typedef struct ComparedColumn
{
	const SchemaGraph *g;
	int			instance;
	int			column;
} ComparedColumn;

/* Whether a child of operand is a reference to the column c looks for. */
static bool
reads_column(const SqlNode *operand, const void *arg)
{
	const ComparedColumn *c = arg;
	const SqlRule *rule = &sql_rules[operand->rule];

	for (int f = 0; f < rule->n_fields; f++)
	{
		const SqlSlot *slot = &operand->slots[f];

		if (rule->fields[f].type != SQL_FT_NODE)
			continue;
		for (int i = 0; i < slot->n_children; i++)
		{
			const SqlNode *e = slot->children[i];

			if (e->rule == SQL_RULE_COLUMN && e->slots[0].instance == c->instance &&
				e->slots[0].table >= 0 &&
				(c->column < 0 ||
				 c->g->tables[e->slots[0].table].first_column + e->slots[0].column == c->column))
				return true;
		}
	}
	return false;
}

/* Whether an operand of the top AND chain of cond reads graph column `column` of instance
 * (any of its columns for -1). */
static bool
conjunction_compares(const SqlNode *cond, const SchemaGraph *g, int instance, int column)
{
	ComparedColumn c = {g, instance, column};

	return sql_conjunct_any(cond, reads_column, &c);
}

/* The instance of table among select's FROM items a value of it filters: the only one, or
 * of a self-join the only one WHERE filters already ("Leslie Jennings" reports to someone:
 * "Jennings" joins "Leslie" on the instance her first name chose).  -1 when none, or when
 * which one is meant cannot be told. */
static int
only_instance_of(const SqlNode *select, const SchemaGraph *g, int table)
{
	const SqlSlot *from = &select->slots[SELECT_FROM];
	const SqlNode *where = sql_node_child(select, SELECT_WHERE);
	int			instance = -1,
				filtered = -1,
				n = 0,
				n_filtered = 0;

	for (int i = 0; i < from->n_children; i++)
	{
		const SqlNode *item = from->children[i];

		if (!is_table_item(item) || item->slots[0].table != table)
			continue;
		instance = item->slots[0].instance;
		n++;
		if (conjunction_compares(where, g, instance, -1))
		{
			filtered = instance;
			n_filtered++;
		}
	}
	if (n == 1)
		return instance;
	return n_filtered == 1 ? filtered : -1;
}

/*
 * The one table related to a table select reads by a single-column foreign key, joined on
 * that key; the new instance, or -1 where select reads table already or not exactly one key
 * relates them.
 *
 * referring false: "How many employees are editors?" read from employee alone, 'Editor'
 * stored in jobs.job_desc: table is referenced by the key (employee.job_id).  Only a
 * referenced table: a row joins at most one row of it, so what the query counts or sums
 * keeps its rows.
 *
 * referring true: "How many women work at the Tacoma store?" read as a count of stores,
 * 'F' stored in employee.gender: table refers to a table read (employee.store_id), for the
 * thing counted (the words right after "how many") where select counts rows alone: the
 * count is then of table's rows, which the question counts.
 */
static int
join_related_table(SqlNode *select, const SchemaGraph *g, int table, bool referring)
{
	const SqlSlot *from = &select->slots[SELECT_FROM];
	int			found = 0,
				read_instance = -1,
				key = -1;
	const SgForeignKey *fk;
	SqlNode    *key_expr;
	int			instance;

	for (int i = 0; i < from->n_children; i++)
	{
		const SqlNode *item = from->children[i];

		if (!is_table_item(item))
			continue;
		if (item->slots[0].table == table)
			return -1;
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			fk = &g->foreign_keys[f];
			if (fk->n_columns == 1 &&
				(referring ? fk->table == table && fk->ref_table == item->slots[0].table :
				 fk->table == item->slots[0].table && fk->ref_table == table))
			{
				found++;
				read_instance = item->slots[0].instance;
				key = f;
			}
		}
	}
	if (found != 1)
		return -1;
	fk = &g->foreign_keys[key];
	key_expr = sql_column_ref(g, read_instance, referring ? fk->ref_columns[0] : fk->columns[0]);
	instance = sql_join_table(select, g, key_expr, table,
							  referring ? fk->columns[0] : fk->ref_columns[0]);
	sql_node_free(key_expr);
	return instance;
}

/*
 * table joined to select at the end of the one path of keys from the one table select
 * reads whose keys lead there (sql_key_paths.h: each step keeps select's rows), where no
 * one key relates them (join_related_table): "How many married employees are based in
 * London?" read from employee_personal_data, 'London' stored in location_hierarchy, keyed
 * by the location the person's key refers to.  The new instance, or -1 where select reads
 * table already or no one path leads there.
 */
static int
join_key_path(SqlNode *select, const SchemaGraph *g, int table)
{
	int			fks[SQL_KEY_PATH_MAX],
				n,
				from;

	if (sql_instances_of_table(select, table) > 0 ||
		(from = sql_instance_leading_to(g, select, table, -1, fks, &n)) < 0)
		return -1;
	return sql_join_key_path(select, g, from, fks, n);
}

/* Whether select answers count(*) alone, over all its rows (no GROUP BY). */
static bool
counts_rows_alone(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlNode *e = items->n_children == 1 ? sql_node_child(items->children[0], 0) : NULL;

	return e != NULL && e->rule == SQL_RULE_COUNT_STAR &&
		select->slots[SQL_SELECT_GROUP_BY].n_children == 0;
}

/* Whether span s comes right after "how many": the value is the thing counted. */
static bool
counted_span(const TextTokens *t, LeftOutSpan s)
{
	return t != NULL && s.start >= 2 && text_token_is(t, s.start - 2, "how") &&
		text_token_is(t, s.start - 1, "many");
}

/* column = 'value', column read through table instance `instance`. */
static SqlNode *
equals_value(const SchemaGraph *g, int instance, int column, const char *value)
{
	SqlNode    *eq = sql_node_new(SQL_RULE_EQ),
			   *val = sql_node_new(SQL_RULE_VALUE);

	val->slots[0].present = true;
	/* a number column's value as a number: a comment's code (status = 3), a row's number */
	val->slots[0].value_type = g->columns[column].type_class == SG_TYPE_NUMBER &&
		sql_value_is_valid(SQL_VALUE_INTEGER, value) ? SQL_VALUE_INTEGER : SQL_VALUE_TEXT;
	val->slots[0].value = dt_strdup(value);
	sql_slot_add_child(&eq->slots[0], sql_column_ref(g, instance, column));
	sql_slot_add_child(&eq->slots[1], val);
	return eq;
}

/* The numbers question words of a span read as ("150K": 150000), where the span links to a
 * text value that holds them among other words ('$150K +'). */
typedef struct SpanNumbers
{
	int			n;
	char		reading[COMPLETION_SPANS_MAX][64];
} SpanNumbers;

static void
span_numbers(const TextTokens *t, LeftOutSpan s, const SchemaGraph *g, const SchemaLink *l,
			 SpanNumbers *out)
{
	out->n = 0;
	if (t == NULL || g->columns[l->column].type_class != SG_TYPE_TEXT)
		return;
	for (int k = s.start; k < s.end && k < t->n && out->n < COMPLETION_SPANS_MAX; k++)
		if (text_number_reading(&t->tokens[k], out->reading[out->n], sizeof(out->reading[0])) &&
			strcmp(out->reading[out->n], l->value) != 0)
			out->n++;
}

/* sql_where_keep's test: an operand that compares no column with a number of the span
 * (arg: SpanNumbers), which the question gave as a word of the stored value instead. */
static bool
compares_no_span_number(const SqlNode *operand, const void *arg)
{
	const SpanNumbers *numbers = arg;

	for (int f = 1; f < SQL_MAX_FIELDS; f++)
	{
		const SqlNode *e = sql_node_child(operand, f);

		if (e == NULL || e->rule != SQL_RULE_VALUE || e->slots[0].value_type == SQL_VALUE_TEXT ||
			sql_node_child(operand, 0) == NULL ||
			sql_node_child(operand, 0)->rule != SQL_RULE_COLUMN)
			continue;
		for (int k = 0; k < numbers->n; k++)
			if (strcmp(e->slots[0].value, numbers->reading[k]) == 0)
				return false;
	}
	return true;
}

/* Where a pass of place_span_pass may put a value, the passes in order. */
typedef enum PlacePass
{
	PLACE_FILTERED,				/* a table instance the WHERE filters already: the other
								 * half of a name ("Gerard Hernandez": last_name of the
								 * employee whose first_name is 'Gerard', not a customer's
								 * contact_last_name) */
	PLACE_READ,					/* a table instance the query reads */
	PLACE_JOINED,				/* a table a key of one read refers to, joined */
	PLACE_REFERRING,			/* a table that refers to one read, for the thing counted */
	PLACE_CHAINED				/* a table a path of keys leads to from one read */
} PlacePass;

/*
 * The filter for left-out span s placed in select (a copy being completed): the first of its
 * value links whose column qualifies (sql_value_completion.h) in this pass (PlacePass: a
 * table the query filters before one it reads, and one it reads before one it would
 * join).  false when none does.
 */
static bool
place_span_pass(SqlNode *select, const SchemaGraph *g, const TextTokens *t,
				const LinkResult *links, const QuestionNegations *negations, LeftOutSpan s,
				PlacePass pass)
{
	bool		join = pass == PLACE_JOINED,
				referring = pass == PLACE_REFERRING;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			instance;
		SqlNode    *cond;
		SpanNumbers numbers;

		if (l->kind != LINK_VALUE || l->value == NULL || l->column < 0 ||
			(l->match != LINK_EXACT && l->match != LINK_LEXICON && l->match != LINK_PARTIAL) ||
			l->token_start != s.start || l->token_end != s.end)
			continue;
		instance = only_instance_of(select, g, g->columns[l->column].table);
		if (instance < 0 && join)
			instance = join_related_table(select, g, g->columns[l->column].table, false);
		if (instance < 0 && referring)
			instance = join_related_table(select, g, g->columns[l->column].table, true);
		if (instance < 0 && pass == PLACE_CHAINED)
			instance = join_key_path(select, g, g->columns[l->column].table);
		if (instance < 0 ||
			conjunction_compares(sql_node_child(select, SELECT_WHERE), g, instance, l->column) ||
			(pass == PLACE_FILTERED &&
			 !conjunction_compares(sql_node_child(select, SELECT_WHERE), g, instance, -1)))
			continue;
		cond = equals_value(g, instance, l->column, l->value);
		if (negations != NULL && sql_negations_value_negated(negations, l->column, l->value))
			cond->rule = SQL_RULE_NE;
		if (link_is_contained_value(l))	/* inside stored values: "live in Boston" */
			sql_compare_as_contained(cond);
		span_numbers(t, s, g, l, &numbers);
		if (numbers.n > 0)
			sql_where_keep(select, compares_no_span_number, &numbers);
		sql_where_add(select, cond);
		return true;
	}
	return false;
}

static bool
place_span(SqlNode *select, const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
		   const QuestionNegations *negations, LeftOutSpan s)
{
	return place_span_pass(select, g, t, links, negations, s, PLACE_FILTERED) ||
		place_span_pass(select, g, t, links, negations, s, PLACE_READ) ||
		place_span_pass(select, g, t, links, negations, s, PLACE_JOINED) ||
		(counted_span(t, s) && counts_rows_alone(select) &&
		 place_span_pass(select, g, t, links, negations, s, PLACE_REFERRING)) ||
		place_span_pass(select, g, t, links, negations, s, PLACE_CHAINED);
}

SqlNode *
sql_complete_values(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
					const LinkResult *links, const QuestionNegations *negations)
{
	LeftOutSpan spans[COMPLETION_SPANS_MAX];
	const SqlNode *where;
	SqlNode    *out;
	int			n,
				placed = 0;

	if (ast == NULL || links == NULL || !sql_is_select(ast))
		return NULL;
	where = sql_node_child(ast, SELECT_WHERE);
	if (where != NULL && !sql_is_conjunction(where))
		return NULL;
	n = sql_value_mentions_left_out_spans(ast, g, links, spans, COMPLETION_SPANS_MAX);
	if (n == 0)
		return NULL;
	out = sql_node_clone(ast);
	for (int k = 0; k < n; k++)
		if (place_span(out, g, t, links, negations, spans[k]))
			placed++;
	if (placed == 0)
	{
		sql_node_free(out);
		return NULL;
	}
	return out;
}
