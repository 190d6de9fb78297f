/*
 * sql_constraints.c — what is legal where: the semantic rules that make every complete
 * action sequence one PostgreSQL's parse analysis accepts (see sql_transition.h for the
 * list).  TranX's grammar alone only guarantees syntax; these checks narrow the frontier
 * with the context of the slot being filled:
 *   - scope: which table instances a column may come from (sql_transition.c);
 *   - aggregates: not in WHERE, GROUP BY, ON, nor inside another aggregate; an aggregate's
 *     argument sees only columns of its own query and of queries nested in it, so that
 *     PostgreSQL never moves the aggregate to an outer query (an aggregate over outer
 *     columns only belongs to that outer query);
 *   - types: each expression slot carries a requirement (SqlRequirement) derived from its
 *     place (arithmetic, sum/avg: numbers; LIKE: text; the left side of an ordering
 *     comparison: a number or date/time) or from a sibling decoded before it
 *     (the right side of a comparison, IN, BETWEEN: the left side's type class; the right
 *     operand of a set operation: the left operand's column types);
 *   - grouping: once a query is grouped, columns of its own FROM items outside aggregates
 *     must be grouped (directly, or through a grouped primary key); GROUP BY cannot end
 *     before it covers the select list;
 *   - ORDER BY of SELECT DISTINCT names columns of the select list; GROUP BY and ORDER BY
 *     items are never bare constants (PostgreSQL would read an integer as a position);
 *   - a select list names each plain column once, and so does GROUP BY, and a comparison
 *     never has the same column on both sides (not PostgreSQL rules: a question never asks
 *     for one column twice, grouping twice changes nothing, and t1.x = t1.x says nothing);
 *   - with join keys (ts_set_join_keys, the decoder's dtfixup.join_on_keys): a table join
 *     joins a table that pairs with its FROM, on equalities of key pairs (sql_join_keys.h;
 *     "joins on keys" below).
 */
#include "sql/sql_transition_internal.h"

#include <string.h>

#include "sql/sql_join_keys.h"

/* ---- types of decoded expressions ---- */

static int	expr_type(const TsState *s, const SqlNode *e);

static int
query_column_type(const TsState *s, const SqlNode *q, int i)
{
	const SqlSlot *items;

	if (q == NULL)
		return TS_TYPE_UNKNOWN;
	if (sql_rules[q->rule].render == SQL_RK_SETOP)
		return query_column_type(s, sql_node_child(q, 0), i);
	items = &q->slots[SQL_SELECT_ITEMS];
	if (i >= items->n_children || items->children[i]->rule != SQL_RULE_SELECT_EXPR)
		return TS_TYPE_UNKNOWN;
	return expr_type(s, sql_node_child(items->children[i], 0));
}

static int
column_type(const TsState *s, int instance, int column)
{
	const TsInstance *inst = &s->instances[instance];

	if (inst->table >= 0)
		return s->graph->columns[s->graph->tables[inst->table].first_column + column].type_class;
	return query_column_type(s, sql_node_child(inst->subquery_item, 0), column);
}

static int
expr_type(const TsState *s, const SqlNode *e)
{
	if (e == NULL)
		return TS_TYPE_UNKNOWN;
	switch (e->rule)
	{
		case SQL_RULE_COLUMN:
			return e->slots[0].instance >= 0 ? column_type(s, e->slots[0].instance, e->slots[0].column)
				: TS_TYPE_UNKNOWN;
		case SQL_RULE_VALUE:
			if (!e->slots[0].present)
				return TS_TYPE_UNKNOWN;
			return e->slots[0].value_type == SQL_VALUE_TEXT ? SG_TYPE_TEXT : SG_TYPE_NUMBER;
		case SQL_RULE_NULL:
			return TS_TYPE_NULL;
		case SQL_RULE_TRUE:
		case SQL_RULE_FALSE:
			return SG_TYPE_BOOLEAN;
		case SQL_RULE_MIN:
		case SQL_RULE_MAX:
			return expr_type(s, sql_node_child(e, 0));
		case SQL_RULE_SUBQUERY:
			return query_column_type(s, sql_node_child(e, 0), 0);
		default:
			/* arithmetic, count, sum, avg */
			return SG_TYPE_NUMBER;
	}
}

/* What a sibling of this type needs to be comparable with it. */
static SqlRequirement
requirement_of(int type)
{
	switch (type)
	{
		case SG_TYPE_TEXT:
			return SQL_REQ_TEXT;
		case SG_TYPE_NUMBER:
			return SQL_REQ_NUMBER;
		case SG_TYPE_TIME:
			return SQL_REQ_TIME;
		case SG_TYPE_BOOLEAN:
			return SQL_REQ_BOOLEAN;
		case TS_TYPE_NULL:
			return SQL_REQ_COMPARABLE;
		default:
			return SQL_REQ_ANY;
	}
}

static bool
type_meets(int type, SqlRequirement req)
{
	switch (req)
	{
		case SQL_REQ_ANY:
			return true;
		case SQL_REQ_COMPARABLE:
			return type != SG_TYPE_OTHER;
		case SQL_REQ_NUMBER:
			return type == SG_TYPE_NUMBER;
		case SQL_REQ_TEXT:
			return type == SG_TYPE_TEXT;
		case SQL_REQ_TIME:
			return type == SG_TYPE_TIME;
		case SQL_REQ_BOOLEAN:
			return type == SG_TYPE_BOOLEAN;
		case SQL_REQ_MINMAX:
			return type == SG_TYPE_NUMBER || type == SG_TYPE_TEXT || type == SG_TYPE_TIME;
		case SQL_REQ_ORDERED:
			return type == SG_TYPE_NUMBER || type == SG_TYPE_TIME;
		case SQL_REQ_DIFFERENCE:
			return type == SG_TYPE_NUMBER;	/* and date columns: day_operand() */
		case SQL_REQ_DATE:
			return false;		/* date columns only: day_operand() */
	}
	return false;
}

/* Whether (instance, column) is a column of type date. */
static bool
is_date_column(const TsState *s, int instance, int column)
{
	const TsInstance *inst = &s->instances[instance];

	return inst->table >= 0 &&
		schema_graph_column_is_date(&s->graph->columns[s->graph->tables[inst->table].first_column + column]);
}

/* Whether (instance, column) may be an operand of a subtraction of dates ("how many days
 * did it take to ship", shipped_date - order_date): a date column where one is needed. */
static bool
day_operand(const TsState *s, const TsContext *ctx, int instance, int column)
{
	return (ctx->req == SQL_REQ_DIFFERENCE || ctx->req == SQL_REQ_DATE) &&
		is_date_column(s, instance, column);
}

/* Whether an expression rule producing a number may fill a slot needing req. */
static bool
number_meets(SqlRequirement req)
{
	return req == SQL_REQ_ANY || req == SQL_REQ_COMPARABLE || req == SQL_REQ_NUMBER ||
		req == SQL_REQ_MINMAX || req == SQL_REQ_ORDERED || req == SQL_REQ_DIFFERENCE;
}

/*
 * < > <= >= and BETWEEN, also with ALL/ANY.  Their left operand is decoded first and must
 * be a number or a date/time: on text they compare by collation ('9' > '10'), which is
 * never what a question means by "more than 1980"; = <> LIKE IN stay open to text.
 */
static bool
ordering_comparison(int r)
{
	switch (r)
	{
		case SQL_RULE_LT:
		case SQL_RULE_GT:
		case SQL_RULE_LE:
		case SQL_RULE_GE:
		case SQL_RULE_BETWEEN:
		case SQL_RULE_NOT_BETWEEN:
		case SQL_RULE_LT_ALL:
		case SQL_RULE_GT_ALL:
		case SQL_RULE_LE_ALL:
		case SQL_RULE_GE_ALL:
		case SQL_RULE_LT_ANY:
		case SQL_RULE_GT_ANY:
		case SQL_RULE_LE_ANY:
		case SQL_RULE_GE_ANY:
			return true;
		default:
			return false;
	}
}

/* What the first operand of comparison rule r needs. */
static SqlRequirement
compared_operand(int r)
{
	return ordering_comparison(r) ? SQL_REQ_ORDERED : SQL_REQ_COMPARABLE;
}

/* ---- grouping ---- */

static bool select_is_grouped(const SqlNode *select, int field);

static bool
has_level_aggregate(const SqlNode *n)
{
	if (n == NULL)
		return false;
	if (sql_rule_is_aggregate(n->rule))
		return true;
	if (sql_rules[n->rule].parent == SQL_NT_QUERY)
		return false;			/* a subquery's aggregates are its own */
	for (int f = 0; f < sql_rules[n->rule].n_fields; f++)
		for (int i = 0; i < n->slots[f].n_children; i++)
			if (has_level_aggregate(n->slots[f].children[i]))
				return true;
	return false;
}

static bool
grouped_by_column(const SqlNode *select, int instance, int column)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];

	for (int i = 0; i < group->n_children; i++)
	{
		const SqlNode *g = group->children[i];

		if (g->rule == SQL_RULE_COLUMN && g->slots[0].instance == instance && g->slots[0].column == column)
			return true;
	}
	return false;
}

/* Grouped directly, or through the primary key of its table (PostgreSQL's functional dependency). */
static bool
column_is_grouped(const TsState *s, const SqlNode *select, int instance, int column)
{
	const SgTable *t;
	int			n_pk = 0;

	if (grouped_by_column(select, instance, column))
		return true;
	if (s->instances[instance].table < 0)
		return false;
	t = &s->graph->tables[s->instances[instance].table];
	for (int c = 0; c < t->n_columns; c++)
		if (s->graph->columns[t->first_column + c].primary_key)
		{
			n_pk++;
			if (!grouped_by_column(select, instance, c))
				return false;
		}
	return n_pk > 0;
}

/*
 * Column references of `scope` outside its own aggregates in n: all grouped (check) or any
 * at all (when check is false: returns true when one exists).  Subqueries are searched
 * too: their references to this scope count as this query's, even inside the subquery's
 * own aggregates (PostgreSQL: "subquery uses ungrouped column from outer query").
 */
static bool
bare_references(const TsState *s, const SqlNode *select, int scope, const SqlNode *n, bool check,
				bool own_level)
{
	if (n == NULL || (own_level && sql_rule_is_aggregate(n->rule)))
		return check;
	if (sql_rules[n->rule].parent == SQL_NT_QUERY)
		own_level = false;
	if (n->rule == SQL_RULE_COLUMN && n->slots[0].instance >= 0 &&
		s->instances[n->slots[0].instance].scope == scope)
		return check ? column_is_grouped(s, select, n->slots[0].instance, n->slots[0].column) : true;
	for (int f = 0; f < sql_rules[n->rule].n_fields; f++)
		for (int i = 0; i < n->slots[f].n_children; i++)
			if (bare_references(s, select, scope, n->slots[f].children[i], check, own_level) != check)
				return !check;
	return check;
}

/* '*' stands for every column of every FROM item of the query. */
static bool
star_is_grouped(const TsState *s, const SqlNode *select, int scope)
{
	const TsScope *sc = &s->scopes[scope];

	for (int i = 0; i < sc->n; i++)
		for (int c = 0; c < s->instances[sc->instances[i]].width; c++)
			if (!column_is_grouped(s, select, sc->instances[i], c))
				return false;
	return true;
}

static bool
select_list_aggregates(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int i = 0; i < items->n_children; i++)
		if (has_level_aggregate(items->children[i]))
			return true;
	return false;
}

/* Does the select list use columns of its own FROM outside aggregates ('*' included)? */
static bool
select_list_has_bare_columns(const TsState *s, const SqlNode *select, int scope)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int i = 0; i < items->n_children; i++)
		if (items->children[i]->rule == SQL_RULE_SELECT_STAR ||
			bare_references(s, select, scope, items->children[i], false, true))
			return true;
	return false;
}

static bool
select_list_is_grouped(const TsState *s, const SqlNode *select, int scope)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int i = 0; i < items->n_children; i++)
	{
		if (items->children[i]->rule == SQL_RULE_SELECT_STAR)
		{
			if (!star_is_grouped(s, select, scope))
				return false;
		}
		else if (!bare_references(s, select, scope, items->children[i], true, true))
			return false;
	}
	return true;
}

/* The first column reference of `scope` in n outside its own aggregates that is not grouped
 * (subqueries searched as in bare_references); false when there is none. */
static bool
first_ungrouped(const TsState *s, const SqlNode *select, int scope, const SqlNode *n,
				bool own_level, int *instance, int *column)
{
	if (n == NULL || (own_level && sql_rule_is_aggregate(n->rule)))
		return false;
	if (sql_rules[n->rule].parent == SQL_NT_QUERY)
		own_level = false;
	if (n->rule == SQL_RULE_COLUMN && n->slots[0].instance >= 0 &&
		s->instances[n->slots[0].instance].scope == scope &&
		!column_is_grouped(s, select, n->slots[0].instance, n->slots[0].column))
	{
		*instance = n->slots[0].instance;
		*column = n->slots[0].column;
		return true;
	}
	for (int f = 0; f < sql_rules[n->rule].n_fields; f++)
		for (int i = 0; i < n->slots[f].n_children; i++)
			if (first_ungrouped(s, select, scope, n->slots[f].children[i], own_level, instance, column))
				return true;
	return false;
}

bool
ts_first_ungrouped_select_column(const TsState *s, const TsFrame *frame, int *instance, int *column)
{
	const SqlNode *select = frame->node;
	const SqlSlot *items;

	/* only a GROUP BY the query has: without one, SQLite's "SELECT name, count(*)" is an
	 * aggregate over all rows, and grouping by name would change what it asks */
	if (sql_rules[select->rule].render != SQL_RK_SELECT || frame->field != SQL_SELECT_GROUP_BY ||
		select->slots[SQL_SELECT_GROUP_BY].n_children == 0)
		return false;
	items = &select->slots[SQL_SELECT_ITEMS];
	for (int i = 0; i < items->n_children; i++)
		if (first_ungrouped(s, select, frame->ctx.scope, items->children[i], true, instance, column))
			return true;
	return false;
}

/* Is the SELECT grouped by what is decoded before field `field`? */
static bool
select_is_grouped(const SqlNode *select, int field)
{
	return select_list_aggregates(select) ||
		select->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		(field > SQL_SELECT_HAVING && select->slots[SQL_SELECT_HAVING].n_children > 0);
}

/* ---- contexts ---- */

int
ts_query_width(const SqlNode *q)
{
	const SqlSlot *items;

	if (q == NULL)
		return -1;
	if (sql_rules[q->rule].render == SQL_RK_SETOP)
		return ts_query_width(sql_node_child(q, 0));
	items = &q->slots[SQL_SELECT_ITEMS];
	for (int i = 0; i < items->n_children; i++)
		if (items->children[i]->rule == SQL_RULE_SELECT_STAR)
			return -1;
	return items->n_children;
}

TsContext
ts_root_context(void)
{
	TsContext	ctx;

	memset(&ctx, 0, sizeof(ctx));
	ctx.scope = -1;
	ctx.width = -1;
	ctx.star = true;
	ctx.agg_scope = -1;
	ctx.join_new = -1;
	return ctx;
}

/* Context of the fields of a SELECT (frame->ctx.scope is its own scope). */
static void
select_field_context(const TsState *s, const TsFrame *frame, int f, TsContext *ctx)
{
	const SqlNode *select = frame->node;
	int			count = select->slots[f].n_children;

	switch (f)
	{
		case SQL_SELECT_ITEMS:
			ctx->req = count < TS_MAX_COLUMN_REQ ? frame->ctx.col_req[count] : SQL_REQ_ANY;
			ctx->output = true;
			break;
		case SQL_SELECT_GROUP_BY:
			ctx->req = SQL_REQ_COMPARABLE;
			ctx->no_constant = true;
			ctx->group_item = true;
			break;
		case SQL_SELECT_ORDER_BY:
			ctx->req = SQL_REQ_COMPARABLE;
			ctx->no_constant = true;
			ctx->distinct_order = select->rule == SQL_RULE_SELECT_DISTINCT;
			ctx->agg = select_is_grouped(select, f);
			break;
		default:
			break;
	}
}

/* Context of the operands of expression and condition rules. */
static void
operand_context(const TsState *s, const TsFrame *frame, int f, TsContext *ctx)
{
	const SqlNode *node = frame->node;
	int			r = node->rule;
	const SqlNode *left = sql_node_child(node, 0);	/* decoded before operand f > 0 */
	SqlRequirement outer = frame->ctx.req;

	switch (sql_rules[r].render)
	{
		case SQL_RK_COMPARE:
			if (r >= SQL_RULE_LIKE && r <= SQL_RULE_NOT_ILIKE)
				ctx->req = SQL_REQ_TEXT;
			else if (f == 0)
				ctx->req = compared_operand(r);
			else
			{
				ctx->req = requirement_of(expr_type(s, left));
				ctx->null_ok = true;
				/* a key of a type such as uuid: no literal a question says is one */
				ctx->no_constant = expr_type(s, left) == SG_TYPE_OTHER;
			}
			if (f == 1 && left != NULL && left->rule == SQL_RULE_COLUMN)
			{
				ctx->not_left = true;
				ctx->left_instance = left->slots[0].instance;
				ctx->left_column = left->slots[0].column;
			}
			break;
		case SQL_RK_BETWEEN:
		case SQL_RK_IN_LIST:
			if (f == 0)
				ctx->req = compared_operand(r);
			else
			{
				ctx->req = requirement_of(expr_type(s, left));
				ctx->null_ok = true;
				ctx->no_constant = expr_type(s, left) == SG_TYPE_OTHER;
			}
			break;
		case SQL_RK_IN_QUERY:
		case SQL_RK_QUANTIFIED:
			if (f == 0)
				ctx->req = compared_operand(r);
			else
				ctx->col_req[0] = requirement_of(expr_type(s, left));
			break;
		case SQL_RK_ARITH:
			/* date - date: the days between them; any other arithmetic on numbers */
			ctx->req = SQL_REQ_NUMBER;
			if (r == SQL_RULE_SUB && f == 0)
				ctx->req = SQL_REQ_DIFFERENCE;
			else if (r == SQL_RULE_SUB && left != NULL && left->rule == SQL_RULE_COLUMN &&
					 left->slots[0].instance >= 0 &&
					 is_date_column(s, left->slots[0].instance, left->slots[0].column))
				ctx->req = SQL_REQ_DATE;
			break;
		case SQL_RK_AGG:
		case SQL_RK_AGG_DISTINCT:
			ctx->agg_arg = true;
			ctx->agg_scope = frame->ctx.scope;
			if (r == SQL_RULE_COUNT || r == SQL_RULE_COUNT_DISTINCT)
				ctx->req = SQL_REQ_ANY;
			else if (r == SQL_RULE_MIN || r == SQL_RULE_MAX)
				ctx->req = outer == SQL_REQ_DIFFERENCE ? SQL_REQ_NUMBER :
					(outer == SQL_REQ_NUMBER || outer == SQL_REQ_TEXT || outer == SQL_REQ_TIME ||
					 outer == SQL_REQ_ORDERED) ? outer : SQL_REQ_MINMAX;
			else
				ctx->req = SQL_REQ_NUMBER;
			break;
		case SQL_RK_SUBQUERY:
			ctx->col_req[0] = outer == SQL_REQ_DIFFERENCE ? SQL_REQ_NUMBER : outer;
			break;
		default:
			break;
	}
}

TsContext
ts_field_context(const TsState *s, const TsFrame *frame, int f)
{
	const SqlRule *rule = &sql_rules[frame->node->rule];
	const SqlField *field = &rule->fields[f];
	TsContext	ctx = frame->ctx;

	/* a terminal (column, value) fills the node's own slot: its context is the node's */
	if (field->type != SQL_FT_NODE)
		return ctx;
	/* slot-specific marks do not pass down into operands */
	if (rule->parent == SQL_NT_EXPR || rule->parent == SQL_NT_COND)
	{
		ctx.req = SQL_REQ_ANY;
		ctx.null_ok = false;
		ctx.no_constant = false;
		ctx.distinct_order = false;
		ctx.output = false;
		ctx.group_item = false;
		ctx.not_left = false;
	}
	if (field->type == SQL_FT_NODE && field->node_type == SQL_NT_QUERY)
	{
		ctx.group_item = false;
		ctx.agg_arg = false;
		ctx.null_ok = false;
		ctx.no_constant = false;
		ctx.distinct_order = false;
		ctx.output = false;
		ctx.not_left = false;
		ctx.req = SQL_REQ_ANY;
		ctx.join_new = -1;
		memset(ctx.col_req, 0, sizeof(ctx.col_req));
	}
	if (s->join_keys && f == 1 &&
		(frame->node->rule == SQL_RULE_FROM_TABLE_JOIN || frame->node->rule == SQL_RULE_FROM_TABLE_LEFT_JOIN))
		ctx.join_new = frame->node->slots[0].instance;
	switch (field->role)
	{
		case SQL_ROLE_INHERIT:
			break;
		case SQL_ROLE_FROM_LIST:
		case SQL_ROLE_NO_AGG:
			ctx.agg = false;
			ctx.agg_arg = false;
			break;
		case SQL_ROLE_AGG_ARG:
			ctx.agg = false;
			break;
		case SQL_ROLE_SELECT_LIST:
		case SQL_ROLE_AGG:
			ctx.agg = true;
			ctx.agg_arg = false;
			break;
		case SQL_ROLE_SUBQUERY_ONE:
			ctx.width = 1;
			ctx.star = false;
			break;
		case SQL_ROLE_SUBQUERY_ANY:
			ctx.width = -1;
			ctx.star = true;
			break;
		case SQL_ROLE_SUBQUERY_FROM:
			ctx.scope = ctx.scope >= 0 ? s->scopes[ctx.scope].parent : -1;
			ctx.width = -1;
			ctx.star = false;
			break;
		case SQL_ROLE_SETOP_LEFT:
			ctx.star = false;
			memcpy(ctx.col_req, frame->ctx.col_req, sizeof(ctx.col_req));
			break;
		case SQL_ROLE_SETOP_RIGHT:
			{
				const SqlNode *left = sql_node_child(frame->node, 0);

				ctx.width = ts_query_width(left);
				ctx.star = false;
				for (int i = 0; i < ctx.width && i < TS_MAX_COLUMN_REQ; i++)
					ctx.col_req[i] = requirement_of(query_column_type(s, left, i));
			}
			break;
	}
	if (rule->render == SQL_RK_SELECT)
		select_field_context(s, frame, f, &ctx);
	else if (rule->parent == SQL_NT_EXPR || rule->parent == SQL_NT_COND)
		operand_context(s, frame, f, &ctx);
	return ctx;
}

/* ---- legality ---- */

void
ts_value_types(const TsContext *ctx, bool allowed[SQL_VALUE_NUMERIC + 1])
{
	SqlRequirement r = ctx->req;

	/*
	 * A quoted literal is of unknown type: compared with a date/time it is read as one; as
	 * an output column of a query it becomes text; as an aggregate's argument it has no
	 * unique candidate (min('x')).  Boolean slots take TRUE / FALSE instead.  The left side
	 * of an ordering comparison takes no quoted literal: it would make the comparison one
	 * of text.
	 */
	allowed[SQL_VALUE_TEXT] = !ctx->no_constant && !ctx->agg_arg &&
		(r == SQL_REQ_ANY || r == SQL_REQ_COMPARABLE || r == SQL_REQ_TEXT ||
		 (r == SQL_REQ_TIME && !ctx->output));
	allowed[SQL_VALUE_INTEGER] = allowed[SQL_VALUE_NUMERIC] = !ctx->no_constant && number_meets(r);
}

static bool
plain_select_column(const SqlNode *select, int instance, int column)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int i = 0; i < items->n_children; i++)
	{
		const SqlNode *e = sql_node_child(items->children[i], 0);

		if (e && e->rule == SQL_RULE_COLUMN && e->slots[0].instance == instance &&
			e->slots[0].column == column)
			return true;
	}
	return false;
}

/*
 * A column of query X used while X's HAVING or ORDER BY is being decoded, with X grouped,
 * must be grouped unless it sits inside one of X's own aggregates.  Where we are in X comes
 * from the frame stack: X's SELECT frame and the aggregate frames above it.  (X's select
 * list is decoded before its GROUP BY; ts_reduce_is_legal covers it instead.)
 */
static bool
column_grouping_is_legal(const TsState *s, int instance, int column)
{
	int			scope = s->instances[instance].scope;
	const SqlNode *select = s->scopes[scope].select;
	int			i;

	for (i = s->n_frames - 1; i >= 0 && s->frames[i].node != select; i--)
		;
	if (i < 0)
		return true;
	if (s->frames[i].field == SQL_SELECT_HAVING)
	{
		/* a HAVING clause groups the query */
	}
	else if (s->frames[i].field != SQL_SELECT_ORDER_BY || !select_is_grouped(select, SQL_SELECT_ORDER_BY))
		return true;
	for (int j = i + 1; j < s->n_frames; j++)
		if (sql_rule_is_aggregate(s->frames[j].node->rule) && s->frames[j].ctx.scope == scope)
			return true;
	return column_is_grouped(s, select, instance, column);
}

/* ---- joins on keys ----
 *
 * With join keys (ts_set_join_keys) a table join (from_table_join, from_table_left_join)
 * says how its new table instance N meets the instances already in its FROM the way the
 * catalog does (sql_join_keys.h): N's table must pair with one of them, and the ON
 * condition is cond_eq, or several under cond_and / cond_or, each equating expr_columns:
 * one column of N and one of an earlier instance E of the same FROM whose pair
 * sql_join_pair_allowed accepts.
 * The left operand offers only columns that have such a partner, so an equality never ends
 * in a dead end.  A subquery in FROM has no keys: its columns pair with any column of their
 * type class.  Only the decoder sets join keys; the ON of a subquery join
 * (from_subquery_join) and comma joins stay as free as before.
 */

/* Are two instances' columns of one type class that a join key can have? */
static bool
join_types_match(const TsState *s, int i1, int c1, int i2, int c2)
{
	int			t = column_type(s, i1, c1);

	return t == column_type(s, i2, c2) && t != SG_TYPE_OTHER && t != TS_TYPE_UNKNOWN;
}

/* May ON equate (i1, c1) with (i2, c2), one of them on the joined instance n? */
static bool
join_pair_is_legal(const TsState *s, int n, int i1, int c1, int i2, int c2)
{
	const TsInstance *a = &s->instances[i1];
	const TsInstance *b = &s->instances[i2];

	if ((i1 == n) == (i2 == n) || a->scope != b->scope)
		return false;
	if (a->table < 0 || b->table < 0)
		return join_types_match(s, i1, c1, i2, c2);
	return sql_join_pair_allowed(s->graph, s->graph->tables[a->table].first_column + c1,
								 s->graph->tables[b->table].first_column + c2);
}

/* Has (instance, column) a partner on the other side of the join of n? */
static bool
join_column_has_partner(const TsState *s, int n, int instance, int column)
{
	const TsScope *sc = &s->scopes[s->instances[n].scope];

	for (int i = 0; i < sc->n; i++)
	{
		int			other = sc->instances[i];

		if ((other == n) == (instance == n) || s->instances[other].width <= 0)
			continue;
		for (int c = 0; c < s->instances[other].width; c++)
			if (join_pair_is_legal(s, n, instance, column, other, c))
				return true;
	}
	return false;
}

static bool
join_column_is_legal(const TsState *s, const TsContext *ctx, int instance, int column)
{
	int			n = ctx->join_new;

	if (s->instances[instance].scope != s->instances[n].scope)
		return false;			/* no outer columns in a join key */
	if (ctx->not_left)
		return join_pair_is_legal(s, n, ctx->left_instance, ctx->left_column, instance, column);
	return join_column_has_partner(s, n, instance, column);
}

/* ON of a table join with join keys: equalities of columns under AND (composite keys) and
 * OR (Spider's flight_2 joins an airport on either of two keys: "ON a.code = f.dest OR
 * a.code = f.source"). */
static bool
join_rule_is_legal(const TsContext *ctx, int r)
{
	if (ctx->join_new < 0)
		return true;
	switch (sql_rules[r].parent)
	{
		case SQL_NT_COND:
			return r == SQL_RULE_EQ || r == SQL_RULE_AND || r == SQL_RULE_OR;
		case SQL_NT_EXPR:
			return r == SQL_RULE_COLUMN;
		default:
			return true;
	}
}

/* May table join the instances of scope (the catalog's pairs; a subquery's columns pair
 * with any of their type class)? */
static bool
table_joins_scope(const TsState *s, int scope, int table)
{
	const TsScope *sc = &s->scopes[scope];
	const SgTable *t = &s->graph->tables[table];

	for (int i = 0; i < sc->n; i++)
	{
		const TsInstance *e = &s->instances[sc->instances[i]];

		if (e->width <= 0)
			continue;
		if (e->table >= 0)
		{
			if (sql_join_tables_pair(s->graph, e->table, table))
				return true;
			continue;
		}
		for (int c = 0; c < e->width; c++)
			for (int k = 0; k < t->n_columns; k++)
			{
				int			type = s->graph->columns[t->first_column + k].type_class;

				if (type != SG_TYPE_OTHER && type == column_type(s, sc->instances[i], c))
					return true;
			}
	}
	return false;
}

bool
ts_join_table_is_legal(const TsState *s, const TsFrame *frame, int table)
{
	if (!s->join_keys || frame->field != 0 ||
		(frame->node->rule != SQL_RULE_FROM_TABLE_JOIN && frame->node->rule != SQL_RULE_FROM_TABLE_LEFT_JOIN))
		return true;
	return table_joins_scope(s, frame->ctx.scope, table);
}

bool
ts_some_table_joins(const TsState *s, const TsFrame *frame)
{
	if (!s->join_keys)
		return true;
	for (int t = 0; t < s->graph->n_tables; t++)
		if (table_joins_scope(s, frame->ctx.scope, t))
			return true;
	return false;
}

bool
ts_column_orders_text(const TsState *s, const TsContext *ctx, int instance, int column)
{
	return ctx->req == SQL_REQ_ORDERED && column_type(s, instance, column) == SG_TYPE_TEXT;
}

/* Whether (instance, column) is compared with "=" though its type takes no other class: a
 * primary or foreign key of a type such as uuid, which equality joins with its own type
 * along the keys (sql_join_pair_allowed: "ON o.id = p.organization"). */
static bool
key_of_other_type(const TsState *s, const TsContext *ctx, int instance, int column)
{
	const TsInstance *inst = &s->instances[instance];
	int			c;

	if (ctx->req != SQL_REQ_COMPARABLE || inst->table < 0)
		return false;
	c = s->graph->tables[inst->table].first_column + column;
	return s->graph->columns[c].type_class == SG_TYPE_OTHER &&
		(s->graph->columns[c].primary_key || schema_graph_column_is_declared_foreign_key(s->graph, c));
}

bool
ts_column_is_legal(const TsState *s, const TsContext *ctx, int instance, int column)
{
	if (!type_meets(column_type(s, instance, column), ctx->req) &&
		!day_operand(s, ctx, instance, column) &&
		!(s->gold && ts_column_orders_text(s, ctx, instance, column)) &&
		!key_of_other_type(s, ctx, instance, column))
		return false;
	/* a column compared with itself (ON t1.x = t1.x) is always true or NULL: never meant */
	if (ctx->not_left && ctx->left_instance == instance && ctx->left_column == column)
		return false;
	if (ctx->join_new >= 0 && !join_column_is_legal(s, ctx, instance, column))
		return false;
	if (ctx->distinct_order && !plain_select_column(s->scopes[ctx->scope].select, instance, column))
		return false;
	/* a select list names a plain column once: the same column twice is never what a
	 * question asks for, and a model unsure between two columns would otherwise emit both */
	if (ctx->output && ctx->scope >= 0 &&
		plain_select_column(s->scopes[ctx->scope].select, instance, column))
		return false;
	/* likewise GROUP BY: grouping by a column twice changes nothing */
	if (ctx->group_item && ctx->scope >= 0 &&
		grouped_by_column(s->scopes[ctx->scope].select, instance, column))
		return false;
	return column_grouping_is_legal(s, instance, column);
}

const char *
ts_column_refusal(const TsState *s, const TsContext *ctx, int instance, int column)
{
	if (ctx->join_new >= 0 && !join_column_is_legal(s, ctx, instance, column))
		return "it is no key of the table join: a table join equates a foreign key pair, or, "
			"between tables no foreign key links, columns whose names match";
	if (ctx->req == SQL_REQ_ORDERED && (ts_column_orders_text(s, ctx, instance, column) ||
										!type_meets(column_type(s, instance, column), ctx->req)))
		return "it is not a number or date/time column, and an ordering comparison "
			"(< > <= >= BETWEEN, also with ALL/ANY) on text compares by collation";
	return "its type; or it is not grouped in a grouped query; or not in the select list of a "
		"SELECT DISTINCT; or it repeats a column of the same select list or GROUP BY, or the left "
		"side of its comparison";
}

int
ts_next_visible_scope(const TsState *s, const TsContext *ctx, int sc)
{
	if (sc < 0 || sc == ctx->agg_scope)
		return -1;
	return s->scopes[sc].parent;
}

static bool
any_column_is_legal(const TsState *s, const TsContext *ctx)
{
	for (int sc = ctx->scope; sc >= 0; sc = ts_next_visible_scope(s, ctx, sc))
		for (int i = 0; i < s->scopes[sc].n; i++)
		{
			int			inst = s->scopes[sc].instances[i];

			for (int c = 0; c < s->instances[inst].width; c++)
				if (ts_column_is_legal(s, ctx, inst, c))
					return true;
		}
	return false;
}

/* May expression rule r fill a slot with context ctx? */
static bool
expr_rule_is_legal(const TsState *s, const TsContext *ctx, int r)
{
	SqlRequirement req = ctx->req;
	bool		values[SQL_VALUE_NUMERIC + 1];

	if (ctx->distinct_order && r != SQL_RULE_COLUMN)
		return false;
	switch (r)
	{
		case SQL_RULE_COLUMN:
			return any_column_is_legal(s, ctx);
		case SQL_RULE_VALUE:
			ts_value_types(ctx, values);
			return values[SQL_VALUE_TEXT] || values[SQL_VALUE_INTEGER];
		case SQL_RULE_NULL:
			return ctx->null_ok && !ctx->agg_arg && !ctx->no_constant;
		case SQL_RULE_TRUE:
		case SQL_RULE_FALSE:
			return !ctx->no_constant &&
				(req == SQL_REQ_ANY || req == SQL_REQ_COMPARABLE || req == SQL_REQ_BOOLEAN);
		case SQL_RULE_MIN:
		case SQL_RULE_MAX:
			return req != SQL_REQ_BOOLEAN && req != SQL_REQ_DATE;
		case SQL_RULE_SUBQUERY:
			return req != SQL_REQ_DATE;
		default:
			/* arithmetic, count, sum, avg: a number */
			return number_meets(req);
	}
}

bool
ts_rule_is_legal(const TsState *s, const TsFrame *frame, int f, const TsContext *ctx, int r, int count)
{
	const SqlRule *rule = &sql_rules[r];

	if (sql_rule_is_aggregate(r) && !ctx->agg)
		return false;
	if (!join_rule_is_legal(ctx, r))
		return false;
	if (rule->parent == SQL_NT_EXPR && !expr_rule_is_legal(s, ctx, r))
		return false;
	if (frame == NULL || sql_rules[frame->node->rule].render != SQL_RK_SELECT)
		return true;
	switch (f)
	{
		case SQL_SELECT_FROM:
			return !(count == 0 && rule->joins);	/* the first FROM item joins nothing */
		case SQL_SELECT_ITEMS:
			if (r == SQL_RULE_SELECT_STAR && !frame->ctx.star)
				return false;
			return frame->ctx.width < 0 || count < frame->ctx.width;
		case SQL_SELECT_HAVING:
			/* HAVING groups the query: only when the select list allows that */
			return select_is_grouped(frame->node, f) ||
				!select_list_has_bare_columns(s, frame->node, frame->ctx.scope);
		case SQL_SELECT_ORDER_BY:
			if (ctx->distinct_order)
			{
				TsContext	item = *ctx;

				return any_column_is_legal(s, &item);
			}
			return true;
		default:
			return true;
	}
}

bool
ts_reduce_is_legal(const TsState *s, const TsFrame *frame, int f, int count)
{
	const SqlNode *select = frame->node;

	if (sql_rules[select->rule].render != SQL_RK_SELECT)
		return true;
	if (f == SQL_SELECT_ITEMS)
		return frame->ctx.width < 0 || count == frame->ctx.width;
	if (f == SQL_SELECT_GROUP_BY && select_is_grouped(select, f))
		return select_list_is_grouped(s, select, frame->ctx.scope);
	return true;
}
