/*
 * sql_transition.c — the transition system (see sql_transition.h).
 *
 * State: a stack of frames, one per AST node still being filled (root at the bottom), each
 * with the index of its next field and the context its children are decoded in.  Table
 * instances are numbered in declaration order; each SELECT opens a scope that collects the
 * instances of its FROM, chained to the scope of the query it is nested in.  A subquery in
 * FROM is decoded in the scope of the enclosing query's parent (SQL has no LATERAL here),
 * an expression subquery in the scope of its query (correlation is allowed).
 */
#include "sql/sql_transition_internal.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"

TsState *
ts_init(const SchemaGraph *graph)
{
	TsState    *s = dt_new(TsState);

	s->graph = graph;
	return s;
}

TsState *
ts_init_gold(const SchemaGraph *graph)
{
	TsState    *s = ts_init(graph);

	s->gold = true;
	return s;
}

void
ts_set_join_keys(TsState *s, bool on)
{
	s->join_keys = on;
}

void
ts_free(TsState *s)
{
	if (s == NULL)
		return;
	sql_node_free(s->root);
	for (int i = 0; i < s->n_scopes; i++)
		dt_free(s->scopes[i].instances);
	dt_free(s->scopes);
	dt_free(s->frames);
	dt_free(s->instances);
	dt_free(s->visible);
	dt_free(s);
}

/* Find the clone of `old` in `new_tree` given the original tree `old_tree`. */
static SqlNode *
corresponding_node(const SqlNode *old_tree, SqlNode *new_tree, const SqlNode *old)
{
	if (old_tree == old)
		return new_tree;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int i = 0; i < old_tree->slots[f].n_children; i++)
		{
			SqlNode    *hit = corresponding_node(old_tree->slots[f].children[i],
											 new_tree->slots[f].children[i], old);

			if (hit)
				return hit;
		}
	return NULL;
}

TsState *
ts_copy(const TsState *s)
{
	TsState    *c = dt_new(TsState);

	*c = *s;
	c->root = sql_node_clone(s->root);
	c->frames = dt_new_array(TsFrame, s->cap_frames ? s->cap_frames : 1);
	for (int i = 0; i < s->n_frames; i++)
	{
		c->frames[i] = s->frames[i];
		c->frames[i].node = corresponding_node(s->root, c->root, s->frames[i].node);
	}
	c->scopes = dt_new_array(TsScope, s->cap_scopes ? s->cap_scopes : 1);
	for (int i = 0; i < s->n_scopes; i++)
	{
		c->scopes[i] = s->scopes[i];
		c->scopes[i].select = corresponding_node(s->root, c->root, s->scopes[i].select);
		c->scopes[i].instances = dt_new_array(int, s->scopes[i].cap ? s->scopes[i].cap : 1);
		if (s->scopes[i].n > 0)	/* an empty scope may have no array yet */
			memcpy(c->scopes[i].instances, s->scopes[i].instances, sizeof(int) * s->scopes[i].n);
	}
	c->instances = dt_new_array(TsInstance, s->cap_instances ? s->cap_instances : 1);
	for (int i = 0; i < s->n_instances; i++)
	{
		c->instances[i] = s->instances[i];
		if (s->instances[i].subquery_item)
			c->instances[i].subquery_item =
				corresponding_node(s->root, c->root, s->instances[i].subquery_item);
	}
	c->visible = NULL;
	c->n_visible = c->cap_visible = 0;
	return c;
}

bool
ts_is_complete(const TsState *s)
{
	return s->started && s->n_frames == 0;
}

int
ts_steps(const TsState *s)
{
	return s->steps;
}

int
ts_depth(const TsState *s)
{
	return s->n_frames;
}

int
ts_instance_count(const TsState *s)
{
	return s->n_instances;
}

int
ts_instance_table(const TsState *s, int instance)
{
	return (instance >= 0 && instance < s->n_instances) ? s->instances[instance].table : -1;
}

int
ts_instance_width(const TsState *s, int instance)
{
	return (instance >= 0 && instance < s->n_instances) ? s->instances[instance].width : -1;
}

static void
collect_visible(TsState *s, const TsContext *ctx)
{
	s->n_visible = 0;
	for (int sc = ctx->scope; sc >= 0; sc = ts_next_visible_scope(s, ctx, sc))
		for (int i = 0; i < s->scopes[sc].n; i++)
		{
			int			inst = s->scopes[sc].instances[i];

			if (s->instances[inst].width <= 0)
				continue;		/* a subquery still being decoded */
			if (s->n_visible == s->cap_visible)
			{
				s->cap_visible = s->cap_visible ? 2 * s->cap_visible : 16;
				s->visible = dt_realloc(s->visible, sizeof(int) * s->cap_visible);
			}
			s->visible[s->n_visible++] = inst;
		}
}

void
ts_next_frontier(TsState *s, SqlFrontier *fr)
{
	TsFrame    *frame;
	const SqlField *field;
	TsContext	ctx;
	int			count;

	memset(fr, 0, sizeof(*fr));
	fr->parent_rule = -1;
	fr->field = -1;
	if (!s->started)
	{
		ctx = ts_root_context();
		fr->kind = SQL_FRONTIER_RULE;
		fr->node_type = SQL_NT_QUERY;
		fr->card = SQL_CARD_SINGLE;
		for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
			if (sql_rules[r].parent == SQL_NT_QUERY && ts_rule_is_legal(s, NULL, -1, &ctx, r, 0))
				fr->rule_allowed[r] = true, fr->n_rules_allowed++;
		return;
	}
	if (s->n_frames == 0)
	{
		fr->kind = SQL_FRONTIER_DONE;
		return;
	}
	frame = &s->frames[s->n_frames - 1];
	field = &sql_rules[frame->node->rule].fields[frame->field];
	ctx = ts_field_context(s, frame, frame->field);
	count = frame->node->slots[frame->field].n_children;
	fr->parent_rule = frame->node->rule;
	fr->field = frame->field;
	fr->card = field->card;
	fr->required = ctx.req;
	switch (field->type)
	{
		case SQL_FT_NODE:
			fr->kind = SQL_FRONTIER_RULE;
			fr->node_type = field->node_type;
			for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
				if (sql_rules[r].parent == field->node_type &&
					ts_rule_is_legal(s, frame, frame->field, &ctx, r, count))
					fr->rule_allowed[r] = true, fr->n_rules_allowed++;
			if (field->card == SQL_CARD_OPTIONAL || field->card == SQL_CARD_LIST)
				fr->reduce_allowed = true;
			else if (field->card == SQL_CARD_LIST1)
				fr->reduce_allowed = count >= 1;
			fr->reduce_allowed = fr->reduce_allowed && ts_reduce_is_legal(s, frame, frame->field, count);
			break;
		case SQL_FT_TABLE:
			fr->kind = SQL_FRONTIER_TABLE;
			fr->n_tables = s->graph->n_tables;
			break;
		case SQL_FT_COLUMN:
			fr->kind = SQL_FRONTIER_COLUMN;
			collect_visible(s, &ctx);
			fr->n_instances = s->n_visible;
			fr->instances = s->visible;
			break;
		case SQL_FT_VALUE:
		case SQL_FT_LIMIT:
			fr->kind = SQL_FRONTIER_VALUE;
			fr->limit_value = field->type == SQL_FT_LIMIT;
			fr->reduce_allowed = field->card == SQL_CARD_OPTIONAL;
			if (fr->limit_value)
				fr->value_type_allowed[SQL_VALUE_INTEGER] = true;
			else
				ts_value_types(&ctx, fr->value_type_allowed);
			break;
	}
}

bool
ts_column_allowed(const TsState *s, const SqlFrontier *fr, int instance, int column)
{
	const TsFrame *frame;
	TsContext	ctx;
	bool		visible = false;

	if (fr->kind != SQL_FRONTIER_COLUMN || s->n_frames == 0)
		return false;
	for (int i = 0; i < fr->n_instances; i++)
		visible |= fr->instances[i] == instance;
	if (!visible || column < 0 || column >= s->instances[instance].width)
		return false;
	frame = &s->frames[s->n_frames - 1];
	ctx = ts_field_context(s, frame, frame->field);
	return ts_column_is_legal(s, &ctx, instance, column);
}

bool
ts_rule_leads_somewhere(const TsState *s, const SqlFrontier *fr, int rule)
{
	if (fr->kind != SQL_FRONTIER_RULE || s->n_frames == 0 ||
		(rule != SQL_RULE_FROM_TABLE_JOIN && rule != SQL_RULE_FROM_TABLE_LEFT_JOIN))
		return true;
	return ts_some_table_joins(s, &s->frames[s->n_frames - 1]);
}

bool
ts_table_allowed(const TsState *s, const SqlFrontier *fr, int table)
{
	if (fr->kind != SQL_FRONTIER_TABLE || s->n_frames == 0 || table < 0 || table >= fr->n_tables)
		return false;
	return ts_join_table_is_legal(s, &s->frames[s->n_frames - 1], table);
}

void
ts_describe_frontier(const SqlFrontier *fr, char *buf, int size)
{
	char		where[160];

	if (fr->parent_rule < 0)
		snprintf(where, sizeof(where), "the query");
	else
		snprintf(where, sizeof(where), "field \"%s\" of %s",
				 sql_rules[fr->parent_rule].fields[fr->field].name, sql_rules[fr->parent_rule].name);
	switch (fr->kind)
	{
		case SQL_FRONTIER_RULE:
			snprintf(buf, size, "ApplyRule with a rule of type %s%s for %s",
					 sql_node_type_name(fr->node_type), fr->reduce_allowed ? " or Reduce" : "", where);
			break;
		case SQL_FRONTIER_TABLE:
			snprintf(buf, size, "SelectTable for %s", where);
			break;
		case SQL_FRONTIER_COLUMN:
			snprintf(buf, size, "SelectColumn for %s", where);
			break;
		case SQL_FRONTIER_VALUE:
			snprintf(buf, size, "Value (%s)%s for %s",
					 fr->limit_value ? "a non-negative integer" : "text, integer or numeric",
					 fr->reduce_allowed ? " or Reduce" : "", where);
			break;
		case SQL_FRONTIER_DONE:
			snprintf(buf, size, "nothing (the query is complete)");
			break;
	}
}

/* ---- applying actions ---- */

static void
push_frame(TsState *s, SqlNode *node, TsContext ctx)
{
	if (s->n_frames == s->cap_frames)
	{
		s->cap_frames = s->cap_frames ? 2 * s->cap_frames : 16;
		s->frames = dt_realloc(s->frames, sizeof(TsFrame) * s->cap_frames);
	}
	s->frames[s->n_frames].node = node;
	s->frames[s->n_frames].field = 0;
	s->frames[s->n_frames].ctx = ctx;
	s->n_frames++;
}

static int
new_scope(TsState *s, int parent)
{
	if (s->n_scopes == s->cap_scopes)
	{
		s->cap_scopes = s->cap_scopes ? 2 * s->cap_scopes : 8;
		s->scopes = dt_realloc(s->scopes, sizeof(TsScope) * s->cap_scopes);
	}
	memset(&s->scopes[s->n_scopes], 0, sizeof(TsScope));
	s->scopes[s->n_scopes].parent = parent;
	return s->n_scopes++;
}

static int
declare_instance(TsState *s, int scope, int table, int width, SqlNode *subquery_item)
{
	TsScope    *sc = &s->scopes[scope];

	if (s->n_instances == s->cap_instances)
	{
		s->cap_instances = s->cap_instances ? 2 * s->cap_instances : 16;
		s->instances = dt_realloc(s->instances, sizeof(TsInstance) * s->cap_instances);
	}
	s->instances[s->n_instances].scope = scope;
	s->instances[s->n_instances].table = table;
	s->instances[s->n_instances].width = width;
	s->instances[s->n_instances].subquery_item = subquery_item;
	if (sc->n == sc->cap)
	{
		sc->cap = sc->cap ? 2 * sc->cap : 8;
		sc->instances = dt_realloc(sc->instances, sizeof(int) * sc->cap);
	}
	sc->instances[sc->n++] = s->n_instances;
	return s->n_instances++;
}

/* Move past the field just filled when it takes a single value. */
static void
advance_after_fill(TsFrame *frame, const SqlField *field)
{
	if (field->card == SQL_CARD_SINGLE || field->card == SQL_CARD_OPTIONAL)
		frame->field++;
}

/* Pop finished frames; a finished subquery in FROM gives its instance its width. */
static void
settle(TsState *s)
{
	while (s->n_frames > 0)
	{
		TsFrame    *top = &s->frames[s->n_frames - 1];

		if (top->field < sql_rules[top->node->rule].n_fields)
			break;
		s->n_frames--;
		if (s->n_frames > 0)
		{
			SqlNode    *parent = s->frames[s->n_frames - 1].node;

			if (sql_rules[parent->rule].render == SQL_RK_FROM_SUBQUERY &&
				sql_node_child(parent, 0) == top->node)
				s->instances[parent->instance].width = ts_query_width(top->node);
		}
	}
}

static bool
illegal(TsState *s, const SqlFrontier *fr, DtError *err, const char *what)
{
	char		expected[400];

	ts_describe_frontier(fr, expected, sizeof(expected));
	return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
						"action %d (%s) violates the grammar: expected %s", s->steps, what, expected);
}

static bool
apply_rule(TsState *s, const SqlFrontier *fr, int r, DtError *err)
{
	SqlNode    *node;
	TsContext	ctx;
	TsFrame    *frame = NULL;

	if (r < 0 || r >= SQL_RULE_COUNT_RULES)
		return illegal(s, fr, err, "ApplyRule with an unknown rule");
	if (fr->kind != SQL_FRONTIER_RULE || !fr->rule_allowed[r])
	{
		char		what[96];

		snprintf(what, sizeof(what), "ApplyRule %s", sql_rules[r].name);
		return illegal(s, fr, err, what);
	}
	if (sql_rules[r].n_fields > 0 && s->n_frames >= SQL_MAX_DEPTH)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"action %d (ApplyRule %s): the query nests deeper than %d levels",
							s->steps, sql_rules[r].name, SQL_MAX_DEPTH);
	node = sql_node_new(r);
	if (!s->started)
	{
		s->root = node;
		s->started = true;
		ctx = ts_root_context();
	}
	else
	{
		frame = &s->frames[s->n_frames - 1];
		ctx = ts_field_context(s, frame, frame->field);
		sql_slot_add_child(&frame->node->slots[frame->field], node);
		advance_after_fill(frame, &sql_rules[frame->node->rule].fields[frame->field]);
	}
	if (sql_rules[r].render == SQL_RK_SELECT)
	{
		ctx.scope = new_scope(s, ctx.scope);
		s->scopes[ctx.scope].select = node;
	}
	else if (sql_rules[r].render == SQL_RK_FROM_SUBQUERY)
		node->instance = declare_instance(s, ctx.scope, -1, -1, node);
	if (sql_rules[r].n_fields > 0)
		push_frame(s, node, ctx);
	return true;
}

static bool
apply_table(TsState *s, const SqlFrontier *fr, const SqlAction *a, DtError *err)
{
	TsFrame    *frame;
	SqlSlot    *slot;

	if (fr->kind != SQL_FRONTIER_TABLE)
		return illegal(s, fr, err, "SelectTable");
	if (a->table < 0 || a->table >= fr->n_tables)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (SelectTable): table index %d is out of range (the schema has %d tables)",
							s->steps, a->table, fr->n_tables);
	if (!ts_table_allowed(s, fr, a->table))
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (SelectTable): table \"%s\" joins no table of its FROM on a "
							"foreign key or, where none links them, on matching key names",
							s->steps, s->graph->tables[a->table].name);
	frame = &s->frames[s->n_frames - 1];
	slot = &frame->node->slots[frame->field];
	slot->table = a->table;
	slot->instance = declare_instance(s, frame->ctx.scope, a->table,
									  s->graph->tables[a->table].n_columns, NULL);
	advance_after_fill(frame, &sql_rules[frame->node->rule].fields[frame->field]);
	return true;
}

static bool
apply_column(TsState *s, const SqlFrontier *fr, const SqlAction *a, DtError *err)
{
	TsFrame    *frame;
	SqlSlot    *slot;
	bool		visible = false;

	if (fr->kind != SQL_FRONTIER_COLUMN)
		return illegal(s, fr, err, "SelectColumn");
	for (int i = 0; i < fr->n_instances; i++)
		visible |= fr->instances[i] == a->instance;
	if (!visible)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (SelectColumn): table instance %d is not in scope here",
							s->steps, a->instance);
	if (a->column < 0 || a->column >= s->instances[a->instance].width)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (SelectColumn): column %d is out of range (table instance %d has %d columns)",
							s->steps, a->column, a->instance, s->instances[a->instance].width);
	frame = &s->frames[s->n_frames - 1];
	if (!ts_column_allowed(s, fr, a->instance, a->column))
	{
		TsContext	ctx = ts_field_context(s, frame, frame->field);

		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (SelectColumn): column %d of table instance %d does not fit here (%s)",
							s->steps, a->column, a->instance,
							ts_column_refusal(s, &ctx, a->instance, a->column));
	}
	slot = &frame->node->slots[frame->field];
	slot->instance = a->instance;
	slot->table = s->instances[a->instance].table;
	slot->column = a->column;
	advance_after_fill(frame, &sql_rules[frame->node->rule].fields[frame->field]);
	return true;
}

static bool
apply_value(TsState *s, const SqlFrontier *fr, const SqlAction *a, DtError *err)
{
	TsFrame    *frame;
	SqlSlot    *slot;

	if (fr->kind != SQL_FRONTIER_VALUE)
		return illegal(s, fr, err, "Value");
	if (a->value == NULL || !sql_value_is_valid(a->value_type, a->value))
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (Value): \"%s\" is not a valid %s literal",
							s->steps, a->value ? a->value : "(null)", sql_value_type_name(a->value_type));
	if (fr->limit_value && (a->value_type != SQL_VALUE_INTEGER || a->value[0] == '-'))
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (Value): LIMIT needs a non-negative integer, got %s \"%s\"",
							s->steps, sql_value_type_name(a->value_type), a->value);
	if (!fr->value_type_allowed[a->value_type])
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (Value): a literal of type %s does not fit here (expected %s)",
							s->steps, sql_value_type_name(a->value_type),
							fr->value_type_allowed[SQL_VALUE_TEXT] ? "text" :
							fr->value_type_allowed[SQL_VALUE_INTEGER] ? "a number" : "no literal");
	frame = &s->frames[s->n_frames - 1];
	slot = &frame->node->slots[frame->field];
	slot->present = true;
	slot->value_type = a->value_type;
	slot->value = dt_strdup(a->value);
	advance_after_fill(frame, &sql_rules[frame->node->rule].fields[frame->field]);
	return true;
}

static bool
apply_reduce(TsState *s, const SqlFrontier *fr, DtError *err)
{
	if (fr->kind == SQL_FRONTIER_DONE || !fr->reduce_allowed)
		return illegal(s, fr, err, "Reduce");
	s->frames[s->n_frames - 1].field++;
	return true;
}

bool
ts_apply(TsState *s, const SqlAction *a, DtError *err)
{
	SqlFrontier fr;
	bool		ok = false;

	ts_next_frontier(s, &fr);
	if (fr.kind == SQL_FRONTIER_DONE)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"action %d (%s) comes after the end of the query: the sequence is already complete",
							s->steps, sql_action_kind_name(a->kind));
	switch (a->kind)
	{
		case SQL_ACT_APPLY_RULE:
			ok = apply_rule(s, &fr, a->rule, err);
			break;
		case SQL_ACT_SELECT_TABLE:
			ok = apply_table(s, &fr, a, err);
			break;
		case SQL_ACT_SELECT_COLUMN:
			ok = apply_column(s, &fr, a, err);
			break;
		case SQL_ACT_VALUE:
			ok = apply_value(s, &fr, a, err);
			break;
		case SQL_ACT_REDUCE:
			ok = apply_reduce(s, &fr, err);
			break;
		default:
			ok = dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							  "action %d has an unknown kind", s->steps);
	}
	if (!ok)
		return false;
	s->steps++;
	settle(s);
	return true;
}

SqlNode *
ts_to_ast(TsState *s, DtError *err)
{
	SqlNode    *root;

	if (!ts_is_complete(s))
	{
		SqlFrontier fr;
		char		expected[400];

		ts_next_frontier(s, &fr);
		ts_describe_frontier(&fr, expected, sizeof(expected));
		dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
					 "the action sequence ends after %d actions but the query is incomplete: next expected %s",
					 s->steps, expected);
		return NULL;
	}
	root = s->root;
	s->root = NULL;
	return root;
}

/*
 * Gold SQL written for a looser type system: a quoted number compared with a number column
 * ('20' against an integer, as PostgreSQL reads it) becomes an integer or numeric literal;
 * a number compared with a text column (SQLite compares 0 with '0' by type affinity; the
 * schema says text) becomes the text literal of its digits.
 */
static void
coerce_gold_literal(TsState *s, SqlAction *a)
{
	SqlFrontier fr;

	ts_next_frontier(s, &fr);
	if (fr.kind != SQL_FRONTIER_VALUE || fr.value_type_allowed[a->value_type])
		return;
	if (a->value_type == SQL_VALUE_TEXT && fr.value_type_allowed[SQL_VALUE_INTEGER])
	{
		if (sql_value_is_valid(SQL_VALUE_INTEGER, a->value))
			a->value_type = SQL_VALUE_INTEGER;
		else if (sql_value_is_valid(SQL_VALUE_NUMERIC, a->value))
			a->value_type = SQL_VALUE_NUMERIC;
	}
	else if (a->value_type != SQL_VALUE_TEXT && fr.value_type_allowed[SQL_VALUE_TEXT])
		a->value_type = SQL_VALUE_TEXT;
}

/*
 * Gold SQL written for SQLite, whose GROUP BY does not require the selected columns to be
 * grouped ("SELECT T1.name ... GROUP BY T2.id"), ends its GROUP BY where PostgreSQL would
 * refuse the query: the first select-list column that is not grouped is added to the GROUP BY
 * (ApplyRule expr_column + SelectColumn inserted before the Reduce at index i).  Where the
 * join makes the added column a function of the grouped one, as in Spider's gold queries,
 * the result is the same; the next Reduce repeats this until the list is grouped.
 */
static bool
complete_gold_group_by(TsState *s, SqlActionList *actions, int i)
{
	SqlFrontier fr;
	SqlAction	add[2];
	int			instance,
				column;

	ts_next_frontier(s, &fr);
	if (fr.kind != SQL_FRONTIER_RULE || fr.reduce_allowed || s->n_frames == 0 ||
		!ts_first_ungrouped_select_column(s, &s->frames[s->n_frames - 1], &instance, &column))
		return false;
	memset(add, 0, sizeof(add));
	add[0].kind = SQL_ACT_APPLY_RULE;
	add[0].rule = SQL_RULE_COLUMN;
	add[1].kind = SQL_ACT_SELECT_COLUMN;
	add[1].instance = instance;
	add[1].column = column;
	add[1].table = -1;
	sql_action_list_append(actions, &add[0]);
	sql_action_list_append(actions, &add[1]);
	/* rotate the two appended actions to position i */
	memmove(&actions->items[i + 2], &actions->items[i], sizeof(SqlAction) * (size_t) (actions->n - 2 - i));
	actions->items[i] = add[0];
	actions->items[i + 1] = add[1];
	return true;
}

/*
 * Gold SQL ordering a text column (column action at index i): taken when what it is compared
 * with shows numbers or dates in it, refused when it is a word or anything else.
 */
static bool
gold_text_order_is_legal(TsState *s, const SqlActionList *actions, int i, DtError *err)
{
	const SqlAction *next = i + 1 < actions->n ? &actions->items[i + 1] : NULL;
	const SqlAction *value = i + 2 < actions->n ? &actions->items[i + 2] : NULL;
	SqlFrontier fr;
	TsContext	ctx;

	ts_next_frontier(s, &fr);
	if (fr.kind != SQL_FRONTIER_COLUMN || s->n_frames == 0)
		return true;
	ctx = ts_field_context(s, &s->frames[s->n_frames - 1], s->frames[s->n_frames - 1].field);
	if (!ts_column_orders_text(s, &ctx, actions->items[i].instance, actions->items[i].column))
		return true;
	if (next && next->kind == SQL_ACT_APPLY_RULE && next->rule >= 0 && next->rule < SQL_RULE_COUNT_RULES &&
		(sql_rules[next->rule].parent == SQL_NT_QUERY || next->rule == SQL_RULE_SUBQUERY))
		return true;			/* "duration < (SELECT max(duration) ...)" */
	if (next && next->kind == SQL_ACT_APPLY_RULE && next->rule == SQL_RULE_VALUE &&
		value && value->kind == SQL_ACT_VALUE && value->value &&
		(value->value_type != SQL_VALUE_TEXT || (value->value[0] >= '0' && value->value[0] <= '9')))
		return true;
	return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
						"action %d (SelectColumn): column %d of table instance %d does not fit here (%s)",
						s->steps, actions->items[i].column, actions->items[i].instance,
						ts_column_refusal(s, &ctx, actions->items[i].instance, actions->items[i].column));
}

static SqlNode *
build_ast(const SchemaGraph *graph, SqlActionList *actions, bool coerce, DtError *err)
{
	TsState    *s = coerce ? ts_init_gold(graph) : ts_init(graph);
	SqlNode    *root = NULL;
	int			i;

	for (i = 0; i < actions->n; i++)
	{
		SqlAction  *a = &actions->items[i];

		if (coerce && a->kind == SQL_ACT_VALUE)
			coerce_gold_literal(s, a);
		if (coerce && a->kind == SQL_ACT_REDUCE && complete_gold_group_by(s, actions, i))
			a = &actions->items[i];	/* the list grew: the column's actions come first */
		if (coerce && a->kind == SQL_ACT_SELECT_COLUMN && !gold_text_order_is_legal(s, actions, i, err))
			break;
		if (!ts_apply(s, a, err))
			break;
	}
	if (i == actions->n)
		root = ts_to_ast(s, err);
	ts_free(s);
	return root;
}

SqlNode *
ts_build_ast(const SchemaGraph *graph, const SqlActionList *actions, DtError *err)
{
	return build_ast(graph, (SqlActionList *) actions, false, err);
}

SqlNode *
ts_build_gold_ast(const SchemaGraph *graph, SqlActionList *actions, DtError *err)
{
	return build_ast(graph, actions, true, err);
}
