/*
 * sql_synthesize.c — queries of the kinds questions ask, on a schema and its stored values
 * (see sql_synthesize.h).
 *
 * Instances: the tables of the path are instances 0, 1, 2 in path order (FROM lists them
 * so, each joined to the one before); a scalar subquery's table is instance 3.  Join
 * conditions name the earlier instance first ("t0.state_name = t1.state_name"), as the
 * general model writes them, so that a read-back can match exactly.
 */
#include "sql/sql_synthesize.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "sql/sql_grammar.h"
#include "sql/sql_transition.h"

#define SYNTH_MAX_CANDIDATES 512

static const char *const kind_names[SYNTH_N_KINDS] = {
	"lookup", "count", "aggregate", "group", "top", "extreme", "compare",
	"join_lookup", "join_count", "join3_lookup"
};

/* Out of 24: look-ups and counts most, as people ask them first. */
static const int kind_weights[SYNTH_N_KINDS] = {5, 3, 2, 2, 2, 2, 2, 3, 2, 1};

const char *
synth_kind_name(SynthKind kind)
{
	return kind >= 0 && kind < SYNTH_N_KINDS ? kind_names[kind] : "?";
}

uint64_t
synth_random(uint64_t *s)
{
	uint64_t	x = *s ? *s : 0x9E3779B97F4A7C15ull;

	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	*s = x;
	return x;
}

int
synth_random_below(uint64_t *s, int n)
{
	return n <= 0 ? 0 : (int) (synth_random(s) % (uint64_t) n);
}

SynthKind
synth_pick_kind(uint64_t *state)
{
	int			total = 0;
	int			pick;

	for (int k = 0; k < SYNTH_N_KINDS; k++)
		total += kind_weights[k];
	pick = synth_random_below(state, total);
	for (int k = 0; k < SYNTH_N_KINDS; k++)
	{
		pick -= kind_weights[k];
		if (pick < 0)
			return (SynthKind) k;
	}
	return SYNTH_LOOKUP;
}

/* ---- what the schema offers ---- */

static bool
has_word(const SgColumn *c, const char *w)
{
	for (int i = 0; i < c->n_words; i++)
		if (strcmp(c->words[i], w) == 0)
			return true;
	return false;
}

bool
synth_column_is_key(const SchemaGraph *g, int column)
{
	const SgColumn *c = &g->columns[column];

	if (has_word(c, "id") || has_word(c, "uuid") || has_word(c, "key"))
		return true;
	return c->primary_key && c->type_class == SG_TYPE_NUMBER;
}

static int
n_values(const SynthSchema *s, int column)
{
	return s->values ? s->values[column].n : 0;
}

/* A stored value usable as a literal of the column's type (NULL when none). */
static const char *
pick_value(const SynthSchema *s, int column, uint64_t *rs, SqlValueType *type)
{
	const SgColumn *c = &s->graph->columns[column];
	int			n = n_values(s, column);

	for (int tries = 0; tries < 8 && n > 0; tries++)
	{
		const char *v = s->values[column].values[synth_random_below(rs, n)];

		if (v == NULL || v[0] == '\0' || strlen(v) > 60 || strpbrk(v, "\n\r\t") != NULL)
			continue;
		if (c->type_class == SG_TYPE_TEXT)
		{
			*type = SQL_VALUE_TEXT;
			return v;
		}
		if (c->type_class == SG_TYPE_NUMBER)
		{
			if (sql_value_is_valid(SQL_VALUE_INTEGER, v))
				*type = SQL_VALUE_INTEGER;
			else if (sql_value_is_valid(SQL_VALUE_NUMERIC, v))
				*type = SQL_VALUE_NUMERIC;
			else
				continue;
			return v;
		}
	}
	return NULL;
}

typedef bool (*ColumnTest) (const SynthSchema *s, int column);

/* Text columns with stored values: what "whose b is v" compares. */
static bool
is_condition(const SynthSchema *s, int c)
{
	return s->graph->columns[c].type_class == SG_TYPE_TEXT && n_values(s, c) > 0;
}

/* Number columns that are properties, not keys: what is aggregated, ranked, compared. */
static bool
is_measure(const SynthSchema *s, int c)
{
	return s->graph->columns[c].type_class == SG_TYPE_NUMBER && !synth_column_is_key(s->graph, c);
}

static bool
is_answer(const SynthSchema *s, int c)
{
	SgTypeClass t = s->graph->columns[c].type_class;

	return !synth_column_is_key(s->graph, c) && (t == SG_TYPE_TEXT || t == SG_TYPE_NUMBER ||
												 t == SG_TYPE_TIME);
}

/* A column of table t passing test, other than `except`, at random; -1 when none. */
static int
pick_column(const SynthSchema *s, int t, ColumnTest test, int except, uint64_t *rs)
{
	const SgTable *tab = &s->graph->tables[t];
	int			cand[SYNTH_MAX_CANDIDATES];
	int			n = 0;

	for (int i = 0; i < tab->n_columns && n < SYNTH_MAX_CANDIDATES; i++)
	{
		int			c = tab->first_column + i;

		if (c != except && test(s, c))
			cand[n++] = c;
	}
	return n ? cand[synth_random_below(rs, n)] : -1;
}

/* The column that names a row of t: a text column with "name" or "title" in its name,
 * else a text primary key; -1 when none. */
static int
name_column(const SchemaGraph *g, int t)
{
	const SgTable *tab = &g->tables[t];

	for (int i = 0; i < tab->n_columns; i++)
	{
		const SgColumn *c = &g->columns[tab->first_column + i];

		if (c->type_class == SG_TYPE_TEXT && (has_word(c, "name") || has_word(c, "title")))
			return tab->first_column + i;
	}
	for (int i = 0; i < tab->n_columns; i++)
	{
		const SgColumn *c = &g->columns[tab->first_column + i];

		if (c->type_class == SG_TYPE_TEXT && c->primary_key)
			return tab->first_column + i;
	}
	return -1;
}

/* A category to group by: a text column that references another table, else a text column
 * all of whose (few) values were read.  -1 when none. */
static bool
is_category(const SynthSchema *s, int c)
{
	const SchemaGraph *g = s->graph;

	if (g->columns[c].type_class != SG_TYPE_TEXT || synth_column_is_key(g, c))
		return false;
	for (int f = 0; f < g->n_foreign_keys; f++)
		for (int i = 0; i < g->foreign_keys[f].n_columns; i++)
			if (g->foreign_keys[f].columns[i] == c && g->foreign_keys[f].table != g->foreign_keys[f].ref_table)
				return true;
	return n_values(s, c) >= 2 && n_values(s, c) <= 20;
}

/* ---- AST building ---- */

static SqlNode *
value_expr(SqlValueType type, const char *v)
{
	SqlNode    *n = sql_node_new(SQL_RULE_VALUE);

	n->slots[0].value_type = type;
	n->slots[0].value = dt_strdup(v);
	return n;
}

static SqlNode *
node2(int rule, SqlNode *a, SqlNode *b)
{
	SqlNode    *n = sql_node_new(rule);

	if (a)
		sql_slot_add_child(&n->slots[0], a);
	if (b)
		sql_slot_add_child(&n->slots[1], b);
	return n;
}

static void
add_select(SqlNode *q, SqlNode *expr)
{
	sql_slot_add_child(&q->slots[SQL_SELECT_ITEMS], node2(SQL_RULE_SELECT_EXPR, expr, NULL));
}

static void
add_from(SqlNode *q, int table, int instance, SqlNode *on)
{
	SqlNode    *item = sql_node_new(on ? SQL_RULE_FROM_TABLE_JOIN : SQL_RULE_FROM_TABLE);

	item->slots[0].table = table;
	item->slots[0].instance = instance;
	if (on)
		sql_slot_add_child(&item->slots[1], on);
	sql_slot_add_child(&q->slots[SQL_SELECT_FROM], item);
}

/* "a.x = b.y [AND ...]" over the columns of foreign key f, the instance of `left` first. */
static SqlNode *
join_condition(const SchemaGraph *g, int f, int left_table, int left_inst, int right_inst)
{
	const SgForeignKey *fk = &g->foreign_keys[f];
	bool		forward = fk->table == left_table;
	SqlNode    *cond = NULL;

	for (int i = 0; i < fk->n_columns; i++)
	{
		int			lc = forward ? fk->columns[i] : fk->ref_columns[i];
		int			rc = forward ? fk->ref_columns[i] : fk->columns[i];
		SqlNode    *eq = node2(SQL_RULE_EQ, sql_column_ref(g, left_inst, lc),
							   sql_column_ref(g, right_inst, rc));

		cond = cond ? node2(SQL_RULE_AND, cond, eq) : eq;
	}
	return cond;
}

/* A foreign key between t and another table not in `avoid` (n_avoid of them), at random;
 * *other is that table.  -1 when none. */
static int
pick_foreign_key(const SchemaGraph *g, int t, const int *avoid, int n_avoid, uint64_t *rs,
				 int *other)
{
	int			cand[SYNTH_MAX_CANDIDATES];
	int			n = 0;

	for (int f = 0; f < g->n_foreign_keys && n < SYNTH_MAX_CANDIDATES; f++)
	{
		const SgForeignKey *fk = &g->foreign_keys[f];
		int			o;
		bool		used = false;

		if (fk->table == fk->ref_table || (fk->table != t && fk->ref_table != t))
			continue;
		o = fk->table == t ? fk->ref_table : fk->table;
		for (int i = 0; i < n_avoid; i++)
			used |= avoid[i] == o;
		if (!used)
			cand[n++] = f;
	}
	if (n == 0)
		return -1;
	n = cand[synth_random_below(rs, n)];
	*other = g->foreign_keys[n].table == t ? g->foreign_keys[n].ref_table : g->foreign_keys[n].table;
	return n;
}

static void
set_condition(SynthQuery *q, SqlNode *select, const SchemaGraph *g, int instance, int column,
			  int rule, SqlValueType type, const char *value)
{
	sql_slot_add_child(&select->slots[SQL_SELECT_WHERE],
					   node2(rule, sql_column_ref(g, instance, column), value_expr(type, value)));
	q->cond_column = column;
	q->cond_rule = rule;
	q->cond_value = dt_strdup(value);
}

/* "WHERE b = 'v'" on a text column of table (instance) other than `except`; false when
 * the table has none with stored values. */
static bool
add_equality(const SynthSchema *s, SynthQuery *q, SqlNode *select, int table, int instance,
			 int except, uint64_t *rs)
{
	int			c = pick_column(s, table, is_condition, except, rs);
	SqlValueType type;
	const char *v = c >= 0 ? pick_value(s, c, rs, &type) : NULL;

	if (v == NULL)
		return false;
	set_condition(q, select, s->graph, instance, c, SQL_RULE_EQ, type, v);
	return true;
}

static int
pick_table(const SynthSchema *s, uint64_t *rs)
{
	return synth_random_below(rs, s->graph->n_tables);
}

/* ---- the kinds ---- */

static bool
build_lookup(const SynthSchema *s, SynthQuery *q, SqlNode *sel, uint64_t *rs)
{
	const SchemaGraph *g = s->graph;
	int			t = pick_table(s, rs);
	int			name = name_column(g, t);

	q->tables[0] = t;
	add_from(sel, t, 0, NULL);
	/* half the time the property of a named row ("the population of texas"), else the
	 * rows with a property ("which states have capital austin") */
	if (name >= 0 && n_values(s, name) > 0 && synth_random_below(rs, 2) == 0)
	{
		SqlValueType type;
		const char *v = pick_value(s, name, rs, &type);

		q->target = pick_column(s, t, is_answer, name, rs);
		if (q->target < 0 || v == NULL)
			return false;
		add_select(sel, sql_column_ref(g, 0, q->target));
		set_condition(q, sel, g, 0, name, SQL_RULE_EQ, type, v);
		return true;
	}
	q->target = name >= 0 ? name : pick_column(s, t, is_answer, -1, rs);
	if (q->target < 0)
		return false;
	add_select(sel, sql_column_ref(g, 0, q->target));
	return add_equality(s, q, sel, t, 0, q->target, rs);
}

static bool
build_count(const SynthSchema *s, SynthQuery *q, SqlNode *sel, uint64_t *rs)
{
	int			t = pick_table(s, rs);

	q->tables[0] = t;
	q->agg = SQL_RULE_COUNT_STAR;
	add_from(sel, t, 0, NULL);
	add_select(sel, sql_node_new(SQL_RULE_COUNT_STAR));
	if (synth_random_below(rs, 5) == 0)
		return true;
	return add_equality(s, q, sel, t, 0, -1, rs);
}

static const int aggregates[] = {SQL_RULE_MAX, SQL_RULE_MIN, SQL_RULE_AVG, SQL_RULE_SUM};

static bool
build_aggregate(const SynthSchema *s, SynthQuery *q, SqlNode *sel, uint64_t *rs)
{
	int			t = pick_table(s, rs);

	q->tables[0] = t;
	q->measure = pick_column(s, t, is_measure, -1, rs);
	if (q->measure < 0)
		return false;
	q->agg = aggregates[synth_random_below(rs, 4)];
	add_from(sel, t, 0, NULL);
	add_select(sel, node2(q->agg, sql_column_ref(s->graph, 0, q->measure), NULL));
	if (synth_random_below(rs, 2) == 0)
		return true;
	return add_equality(s, q, sel, t, 0, -1, rs);
}

static bool
build_group(const SynthSchema *s, SynthQuery *q, SqlNode *sel, uint64_t *rs)
{
	const SchemaGraph *g = s->graph;
	int			t = pick_table(s, rs);

	q->tables[0] = t;
	q->group = pick_column(s, t, is_category, -1, rs);
	if (q->group < 0)
		return false;
	q->measure = synth_random_below(rs, 2) ? pick_column(s, t, is_measure, -1, rs) : -1;
	q->agg = q->measure < 0 ? SQL_RULE_COUNT_STAR : aggregates[synth_random_below(rs, 4)];
	add_from(sel, t, 0, NULL);
	add_select(sel, sql_column_ref(g, 0, q->group));
	add_select(sel, q->measure < 0 ? sql_node_new(SQL_RULE_COUNT_STAR) :
			   node2(q->agg, sql_column_ref(g, 0, q->measure), NULL));
	sql_slot_add_child(&sel->slots[SQL_SELECT_GROUP_BY], sql_column_ref(g, 0, q->group));
	return true;
}

static bool
build_top(const SynthSchema *s, SynthQuery *q, SqlNode *sel, uint64_t *rs)
{
	const SchemaGraph *g = s->graph;
	int			t = pick_table(s, rs);
	char		k[8];

	q->tables[0] = t;
	q->measure = pick_column(s, t, is_measure, -1, rs);
	q->target = name_column(g, t);
	if (q->target < 0)
		q->target = pick_column(s, t, is_answer, q->measure, rs);
	if (q->measure < 0 || q->target < 0)
		return false;
	q->descending = synth_random_below(rs, 4) != 0;
	q->limit = 2 + synth_random_below(rs, 4);
	add_from(sel, t, 0, NULL);
	add_select(sel, sql_column_ref(g, 0, q->target));
	sql_slot_add_child(&sel->slots[SQL_SELECT_ORDER_BY],
					   node2(q->descending ? SQL_RULE_ORDER_DESC : SQL_RULE_ORDER_ASC,
							 sql_column_ref(g, 0, q->measure), NULL));
	snprintf(k, sizeof(k), "%d", q->limit);
	sel->slots[SQL_SELECT_LIMIT].present = true;
	sel->slots[SQL_SELECT_LIMIT].value_type = SQL_VALUE_INTEGER;
	sel->slots[SQL_SELECT_LIMIT].value = dt_strdup(k);
	return true;
}

static bool
build_extreme(const SynthSchema *s, SynthQuery *q, SqlNode *sel, uint64_t *rs)
{
	const SchemaGraph *g = s->graph;
	int			t = pick_table(s, rs);
	SqlNode    *sub;

	q->tables[0] = t;
	q->measure = pick_column(s, t, is_measure, -1, rs);
	q->target = name_column(g, t);
	if (q->target < 0)
		q->target = pick_column(s, t, is_answer, q->measure, rs);
	if (q->measure < 0 || q->target < 0)
		return false;
	q->descending = synth_random_below(rs, 4) != 0;
	q->agg = q->descending ? SQL_RULE_MAX : SQL_RULE_MIN;
	add_from(sel, t, 0, NULL);
	add_select(sel, sql_column_ref(g, 0, q->target));
	sub = sql_node_new(SQL_RULE_SELECT);
	add_from(sub, t, 3, NULL);
	add_select(sub, node2(q->agg, sql_column_ref(g, 3, q->measure), NULL));
	sql_slot_add_child(&sel->slots[SQL_SELECT_WHERE],
					   node2(SQL_RULE_EQ, sql_column_ref(g, 0, q->measure),
							 node2(SQL_RULE_SUBQUERY, sub, NULL)));
	return true;
}

static bool
build_compare(const SynthSchema *s, SynthQuery *q, SqlNode *sel, uint64_t *rs)
{
	const SchemaGraph *g = s->graph;
	int			t = pick_table(s, rs);
	SqlValueType type;
	const char *v;

	q->tables[0] = t;
	q->measure = pick_column(s, t, is_measure, -1, rs);
	if (q->measure < 0 || (v = pick_value(s, q->measure, rs, &type)) == NULL)
		return false;
	q->target = name_column(g, t);
	if (q->target < 0)
		q->target = pick_column(s, t, is_answer, q->measure, rs);
	if (q->target < 0)
		return false;
	add_from(sel, t, 0, NULL);
	add_select(sel, sql_column_ref(g, 0, q->target));
	set_condition(q, sel, g, 0, q->measure, synth_random_below(rs, 2) ? SQL_RULE_GT : SQL_RULE_LT,
				  type, v);
	return true;
}

/* t1 JOIN t2 [JOIN t3] along foreign keys; the condition on the last table. */
static bool
build_join(const SynthSchema *s, SynthQuery *q, SqlNode *sel, int n_tables, bool count,
		   uint64_t *rs)
{
	const SchemaGraph *g = s->graph;
	int			fks[2];
	int			last;

	q->tables[0] = pick_table(s, rs);
	q->n_tables = 1;
	while (q->n_tables < n_tables)
	{
		int			other;
		int			f = pick_foreign_key(g, q->tables[q->n_tables - 1], q->tables, q->n_tables, rs, &other);

		if (f < 0)
			return false;
		fks[q->n_tables - 1] = f;
		q->tables[q->n_tables++] = other;
	}
	last = q->tables[q->n_tables - 1];
	add_from(sel, q->tables[0], 0, NULL);
	for (int i = 1; i < q->n_tables; i++)
		add_from(sel, q->tables[i], i, join_condition(g, fks[i - 1], q->tables[i - 1], i - 1, i));
	if (count)
	{
		q->agg = SQL_RULE_COUNT_STAR;
		add_select(sel, sql_node_new(SQL_RULE_COUNT_STAR));
	}
	else
	{
		q->target = name_column(g, q->tables[0]);
		if (q->target < 0)
			q->target = pick_column(s, q->tables[0], is_answer, -1, rs);
		if (q->target < 0)
			return false;
		add_select(sel, sql_column_ref(g, 0, q->target));
	}
	/* a condition on the join key itself would make the join pointless: another column */
	for (int tries = 0; tries < 4; tries++)
	{
		int			c = pick_column(s, last, is_condition, -1, rs);
		bool		key = false;
		SqlValueType type;
		const char *v;

		if (c < 0)
			return false;
		for (int i = 0; i < g->foreign_keys[fks[q->n_tables - 2]].n_columns; i++)
			key |= g->foreign_keys[fks[q->n_tables - 2]].columns[i] == c ||
				g->foreign_keys[fks[q->n_tables - 2]].ref_columns[i] == c;
		if (key || (v = pick_value(s, c, rs, &type)) == NULL)
			continue;
		set_condition(q, sel, g, q->n_tables - 1, c, SQL_RULE_EQ, type, v);
		return true;
	}
	return false;
}

static bool
build(const SynthSchema *s, SynthKind kind, SynthQuery *q, SqlNode *sel, uint64_t *rs)
{
	switch (kind)
	{
		case SYNTH_LOOKUP:
			return build_lookup(s, q, sel, rs);
		case SYNTH_COUNT:
			return build_count(s, q, sel, rs);
		case SYNTH_AGGREGATE:
			return build_aggregate(s, q, sel, rs);
		case SYNTH_GROUP:
			return build_group(s, q, sel, rs);
		case SYNTH_TOP:
			return build_top(s, q, sel, rs);
		case SYNTH_EXTREME:
			return build_extreme(s, q, sel, rs);
		case SYNTH_COMPARE:
			return build_compare(s, q, sel, rs);
		case SYNTH_JOIN_LOOKUP:
			return build_join(s, q, sel, 2, false, rs);
		case SYNTH_JOIN_COUNT:
			return build_join(s, q, sel, 2, true, rs);
		case SYNTH_JOIN3_LOOKUP:
			return build_join(s, q, sel, 3, false, rs);
		case SYNTH_N_KINDS:
			break;
	}
	return false;
}

bool
synth_query(const SynthSchema *s, SynthKind kind, uint64_t *state, SynthQuery *out,
			const char **why)
{
	SqlNode    *sel = sql_node_new(SQL_RULE_SELECT);
	SqlActionList actions;
	DtError		err = {0};

	memset(out, 0, sizeof(*out));
	out->kind = kind;
	out->n_tables = 1;
	out->target = out->agg = out->measure = out->group = out->cond_column = out->cond_rule = -1;
	if (why)
		*why = "the schema offers no query of this kind";
	if (s->graph->n_tables == 0 || !build(s, kind, out, sel, state))
	{
		sql_node_free(sel);
		synth_query_free(out);
		return false;
	}
	/* the transition system has the last word: what it refuses is never returned */
	sql_action_list_init(&actions);
	if (sql_ast_to_actions(sel, &actions, &err))
		out->ast = ts_build_ast(s->graph, &actions, &err);
	sql_action_list_free(&actions);
	sql_node_free(sel);
	if (out->ast == NULL)
	{
		if (why)
			*why = "the transition system refused the query";
		synth_query_free(out);
		return false;
	}
	return true;
}

void
synth_query_free(SynthQuery *q)
{
	if (q->ast)
		sql_node_free(q->ast);
	if (q->cond_value)
		dt_free(q->cond_value);
	q->ast = NULL;
	q->cond_value = NULL;
}
