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
 * A decoder that only emits legal actions always ends with an AST whose rendering
 * PostgreSQL's parse analysis accepts (sql_constraints.c): columns are in scope;
 * aggregates are only where SQL allows them; subqueries have the number of output columns
 * their place needs and '*' appears only where it means something; operand types match
 * (numbers for arithmetic, sum and avg, text for LIKE, numbers or date/time for ordering
 * comparisons, the two sides of a comparison, IN, BETWEEN, ALL/ANY and set operations of
 * one type class); GROUP BY covers every column
 * used outside an aggregate in a grouped query (a table's primary key covers its other
 * columns, as PostgreSQL's functional-dependency rule does); ORDER BY of a SELECT DISTINCT
 * names output columns; ORDER BY / GROUP BY items are not constants.  What remains a
 * runtime matter: a copied text value must be valid input for a date/time or boolean
 * column it is compared with, a scalar subquery must return at most one row, division by
 * zero, and types without equality or ordering (json, xml, point: type class "other")
 * under DISTINCT, UNION/INTERSECT/EXCEPT or count(DISTINCT).
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

/* What an expression slot needs (SqlFrontier.required). */
typedef enum SqlRequirement
{
	SQL_REQ_ANY = 0,			/* anything (select list, count(), IS NULL) */
	SQL_REQ_COMPARABLE,			/* has = and < (not type class "other") */
	SQL_REQ_NUMBER,
	SQL_REQ_TEXT,
	SQL_REQ_TIME,				/* date/time columns; text literals are read as such */
	SQL_REQ_BOOLEAN,
	SQL_REQ_MINMAX,				/* argument of min/max: number, text or time */
	SQL_REQ_ORDERED,			/* compared by < > <= >= BETWEEN (also ALL/ANY): number or
								 * time; text orders by collation, not by what it says */
	SQL_REQ_DIFFERENCE,			/* left operand of "-": a number, or a column of type date
								 * (date - date is the days between them, an integer) */
	SQL_REQ_DATE				/* right operand of "-" after a date column: another one */
} SqlRequirement;

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
	SqlRequirement required;	/* RULE of type expr, COLUMN, VALUE: what the slot needs */
	bool		limit_value;	/* VALUE: only a non-negative integer */
	bool		value_type_allowed[SQL_VALUE_NUMERIC + 1];	/* VALUE: by SqlValueType */
	int			n_tables;		/* TABLE: any index below this */
	int			n_instances;	/* COLUMN */
	const int  *instances;		/* COLUMN: valid until the next ts_apply / ts_free; which of
								 * their columns are legal: ts_column_allowed() */
} SqlFrontier;

typedef struct TsState TsState;

/*
 * Deepest AST the transition system builds (open nodes at once).  Rendering, freeing and
 * walking an AST recurse over its depth, so a hostile action list must not nest without
 * bound; real queries stay far below (GeoQuery's deepest gold query: about 30).
 */
#define SQL_MAX_DEPTH 500

TsState    *ts_init(const SchemaGraph *graph);
/*
 * A state that replays gold SQL the gold mapping accepted (ts_build_gold_ast): it also takes
 * a text column on the left of an ordering comparison, which Spider's training schemas need
 * (their dates, and some numbers, are typed text).  The decoder never uses it.
 */
TsState    *ts_init_gold(const SchemaGraph *graph);
/*
 * Decode table joins on the catalog's keys (sql_join_keys.h): the table of a table join
 * (from_table_join, from_table_left_join) must pair with an instance already in its query's
 * FROM, and its ON condition is one equality, or equalities under AND / OR, each between a
 * column of the new instance and a column of an earlier instance of that FROM that
 * sql_join_pair_allowed accepts (a column of a subquery in FROM pairs with any column of its
 * type class).  Joins of a subquery (from_subquery_join) and comma joins stay free.  For the
 * decoder only (dtfixup.join_on_keys): gold replay, teacher forcing and
 * dtfixup_actions_to_sql never set it, so gold SQL that joins elsewhere still trains.
 * ts_copy keeps it.
 */
void		ts_set_join_keys(TsState *state, bool on);
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
int			ts_depth(const TsState *state);	/* AST nodes still open */
/* At a COLUMN frontier: is (instance, column) legal here (scope, type, grouping)? */
bool		ts_column_allowed(const TsState *state, const SqlFrontier *frontier,
							  int instance, int column);
/* At a TABLE frontier: may table t be declared here (ts_set_join_keys)? */
bool		ts_table_allowed(const TsState *state, const SqlFrontier *frontier, int table);
/* At a RULE frontier: may rule r be applied without a dead end ahead?  False only for a
 * table join decoded with join keys where no table of the graph can join the FROM so far
 * (a schema's views, which share no key).  The frontier's rule mask still offers it: the
 * search drops it, as it drops a table no join can take, so no other choice's
 * probability changes. */
bool		ts_rule_leads_somewhere(const TsState *state, const SqlFrontier *frontier, int rule);
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

/*
 * The same for gold SQL: a text literal where only a number is legal (a quoted number
 * compared with a number column, as PostgreSQL reads '20' against an integer) becomes an
 * integer or numeric literal when it is one, and a number where only text is legal (a
 * number compared with a text column, which SQLite-era gold SQL does) becomes the text of
 * its digits; the list is updated in place.  A text column on the left of an ordering
 * comparison is taken when the other side shows it holds numbers or dates (a number, a
 * literal starting with a digit, a subquery): "age > 50", "hire_date < '2002-06-21'" on
 * Spider's text-typed columns; against a word ("name > 'b'") it is refused.
 */
SqlNode    *ts_build_gold_ast(const SchemaGraph *graph, SqlActionList *actions, DtError *err);

#endif
