/*
 * sql_transition_internal.h — the transition system's state, shared by sql_transition.c
 * (stack, scopes, applying actions) and sql_constraints.c (what is legal where).
 * Not for use outside src/sql/.
 */
#ifndef DTFIXUP_SQL_TRANSITION_INTERNAL_H
#define DTFIXUP_SQL_TRANSITION_INTERNAL_H

#include "sql/sql_transition.h"

/* Output columns whose type a set operation or subquery context can require. */
#define TS_MAX_COLUMN_REQ 16

/* Type classes of expressions: SgTypeClass values, plus these two. */
#define TS_TYPE_NULL	100		/* the NULL literal */
#define TS_TYPE_UNKNOWN 101		/* not decoded yet */

/* The context a node is decoded in. */
typedef struct TsContext
{
	int			scope;			/* scope whose instances expressions see; for a query node: the
								 * scope a new SELECT nests in (-1: top level) */
	bool		agg;			/* aggregates allowed */
	bool		agg_arg;		/* inside an aggregate's argument */
	int			agg_scope;		/* inside an aggregate's argument: its query's scope, the
								 * outermost whose columns are visible (-1: no limit) */
	bool		output;			/* an output column of a query */
	int			width;			/* query: required number of output columns, -1 any */
	bool		star;			/* query: '*' allowed in its select list */
	SqlRequirement col_req[TS_MAX_COLUMN_REQ];	/* query: what each output column must be */
	SqlRequirement req;			/* expression slot: what it must be */
	bool		null_ok;		/* the NULL literal may fill this slot */
	bool		no_constant;	/* GROUP BY / ORDER BY item: a bare constant would be a position */
	bool		distinct_order; /* ORDER BY item of SELECT DISTINCT: one of its output columns */
	bool		group_item;		/* a GROUP BY item itself: a column not grouped yet */
	bool		not_left;		/* right side of a comparison whose left side is a plain column
								 * (left_instance, left_column): that column may not repeat
								 * (a = a says nothing) */
	int			left_instance;
	int			left_column;
	int			join_new;		/* inside the ON condition of a table join, decoded with join
								 * keys (ts_set_join_keys): the instance being joined; else -1 */
} TsContext;

typedef struct TsFrame
{
	SqlNode    *node;
	int			field;			/* next field to fill */
	TsContext	ctx;
} TsFrame;

typedef struct TsScope
{
	int			parent;
	SqlNode    *select;			/* the SELECT that opened it */
	int			n;
	int			cap;
	int		   *instances;
} TsScope;

typedef struct TsInstance
{
	int			scope;			/* the scope (query) whose FROM declares it */
	int			table;			/* -1: subquery in FROM */
	int			width;			/* number of columns, -1 while its subquery is open */
	SqlNode    *subquery_item;	/* the from_subquery node that declared it */
} TsInstance;

struct TsState
{
	const SchemaGraph *graph;
	SqlNode    *root;
	int			steps;
	bool		started;
	int			n_frames,
				cap_frames;
	TsFrame    *frames;
	int			n_scopes,
				cap_scopes;
	TsScope    *scopes;
	int			n_instances,
				cap_instances;
	TsInstance *instances;
	int			n_visible,
				cap_visible;
	int		   *visible;		/* buffer behind SqlFrontier.instances */
	bool		gold;			/* ts_init_gold: a text column may be the left side of an
								 * ordering comparison */
	bool		join_keys;		/* ts_set_join_keys: table joins only on the catalog's keys */
};

/* sql_constraints.c */
TsContext	ts_root_context(void);
TsContext	ts_field_context(const TsState *s, const TsFrame *frame, int field);
int			ts_query_width(const SqlNode *query);
bool		ts_rule_is_legal(const TsState *s, const TsFrame *frame, int field,
							 const TsContext *ctx, int rule, int count);
/* Beyond the field's cardinality: may the field end here? */
bool		ts_reduce_is_legal(const TsState *s, const TsFrame *frame, int field, int count);
bool		ts_column_is_legal(const TsState *s, const TsContext *ctx, int instance, int column);
/* At the table field of a table join decoded with join keys: does table t pair with an
 * instance already in the query's FROM (sql_join_keys.h)?  Elsewhere: true. */
bool		ts_join_table_is_legal(const TsState *s, const TsFrame *frame, int table);
/* With join keys: may some table of the graph join the FROM of frame's query so far? */
bool		ts_some_table_joins(const TsState *s, const TsFrame *frame);
/* A text column where an ordering comparison needs a number or date/time (a gold state
 * takes it: ts_init_gold). */
bool		ts_column_orders_text(const TsState *s, const TsContext *ctx, int instance, int column);
/* Why ts_column_is_legal refuses (instance, column), for the error message. */
const char *ts_column_refusal(const TsState *s, const TsContext *ctx, int instance, int column);
/* A SELECT frame in its non-empty GROUP BY whose select list uses a column that is not
 * grouped (neither directly nor through its table's primary key): the first such
 * (instance, column). */
bool		ts_first_ungrouped_select_column(const TsState *s, const TsFrame *frame, int *instance,
											 int *column);
/* The next scope out from sc whose columns ctx may see; -1 when none. */
int			ts_next_visible_scope(const TsState *s, const TsContext *ctx, int sc);
void		ts_value_types(const TsContext *ctx, bool allowed[SQL_VALUE_NUMERIC + 1]);

#endif
