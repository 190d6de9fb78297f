/*
 * sql_transition.h — the transition system: AST <-> action sequence, one action at a time.
 *
 * TranX-style (Yin & Neubig 2018, section 3.2): the AST grows depth-first, left to right
 * over each rule's fields (decoding order, sql_grammar.h).  At every step the frontier
 * says what may come next:
 *   - RULE:   ApplyRule(r) with r a production of the frontier's node type that is legal
 *             here (rule_allowed[r]), or Reduce when reduce_allowed (an optional field left
 *             empty, or the end of a list);
 *   - TABLE:  SelectTable(t), t a SchemaGraph table index (declares a table instance);
 *   - COLUMN: SelectColumn(instance, column) with instance one of instances[] (ordinals of
 *             the table instances in scope, nearest query first) and column below
 *             ts_instance_width();
 *   - VALUE:  Value(text, type) — for LIMIT a non-negative integer; optional fields also
 *             accept Reduce;
 *   - DONE:   the AST is complete.
 * A decoder that only emits legal actions always ends with an AST whose rendering is
 * accepted by PostgreSQL's parser and name resolution: columns are in scope, aggregates
 * are only where SQL allows them, subqueries have the number of output columns their place
 * needs, '*' appears only where it means something.  Not enforced (they depend on data
 * types and on functional dependencies): operand types and GROUP BY completeness.
 *
 * The state owns the AST being built; ts_to_ast hands it over.  Memory from dt_alloc.
 */
#ifndef DTFIXUP_SQL_TRANSITION_H
#define DTFIXUP_SQL_TRANSITION_H

#include <stdbool.h>

#include "common/error.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_grammar.h"

typedef enum SqlFrontierKind
{
	SQL_FRONTIER_RULE = 0,
	SQL_FRONTIER_TABLE,
	SQL_FRONTIER_COLUMN,
	SQL_FRONTIER_VALUE,
	SQL_FRONTIER_DONE
} SqlFrontierKind;

typedef struct SqlFrontier
{
	SqlFrontierKind kind;
	int			parent_rule;	/* rule whose field is being filled; -1 for the root */
	int			field;			/* that field's index; -1 for the root */
	SqlNodeType node_type;		/* RULE: the node type expected */
	SqlCardinality card;		/* of the field being filled */
	bool		reduce_allowed;
	bool		rule_allowed[SQL_RULE_COUNT_RULES];	/* RULE */
	int			n_rules_allowed;
	bool		limit_value;	/* VALUE: only a non-negative integer */
	int			n_tables;		/* TABLE: any index below this */
	int			n_instances;	/* COLUMN */
	const int  *instances;		/* COLUMN: valid until the next ts_apply / ts_free */
} SqlFrontier;

typedef struct TsState TsState;

TsState    *ts_init(const SchemaGraph *graph);
void		ts_free(TsState *state);
/* Deep copy (for beam search): the copy is independent of the original. */
TsState    *ts_copy(const TsState *state);

void		ts_next_frontier(TsState *state, SqlFrontier *frontier);
/*
 * Apply one action.  An illegal action leaves the state unchanged and returns false with
 * err (DT_ERR_INVALID_PARAMETER) saying the step number and what was expected.
 */
bool		ts_apply(TsState *state, const SqlAction *action, DtError *err);
bool		ts_is_complete(const TsState *state);
int			ts_steps(const TsState *state);	/* actions applied so far */
/* Take the finished AST (the state keeps nothing); NULL with err when not complete. */
SqlNode    *ts_to_ast(TsState *state, DtError *err);

/* Instances declared so far (ordinals 0..n-1). */
int			ts_instance_count(const TsState *state);
int			ts_instance_table(const TsState *state, int instance);	/* -1 for a subquery */
int			ts_instance_width(const TsState *state, int instance);	/* columns; -1 unknown yet */

/* Describe what the frontier accepts, e.g. "ApplyRule of a cond rule or Reduce (field ...)". */
void		ts_describe_frontier(const SqlFrontier *frontier, char *buf, int size);

/*
 * Replay a whole action list into an AST.  Fails (err, step number) on the first illegal
 * action, when actions remain after completion, or when the list ends too early.
 */
SqlNode    *ts_build_ast(const SchemaGraph *graph, const SqlActionList *actions, DtError *err);

#endif
