/*
 * sql_ast.h — AST nodes of the SQL grammar and the actions that build them.
 *
 * A node is one application of a production rule (sql_grammar.h); slots[i] holds the
 * content of the rule's field i: child nodes for node fields, a terminal otherwise.
 *
 * Table instances: every FROM item declares one instance, identified by an integer id
 * that is unique within the whole AST.  A column reference names (instance, column), where
 * column indexes the instance's columns: the SchemaGraph table's columns in order for a
 * table, the output columns (select items) for a subquery in FROM.  Rendering aliases
 * instance k as t<k>, so self-joins and correlated subqueries are explicit.
 *
 * Memory comes from dt_alloc; sql_node_free releases a whole tree.
 */
#ifndef DTFIXUP_SQL_AST_H
#define DTFIXUP_SQL_AST_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "sql/sql_grammar.h"

typedef enum SqlValueType
{
	SQL_VALUE_TEXT = 0,			/* a string literal */
	SQL_VALUE_INTEGER,			/* [-]digits */
	SQL_VALUE_NUMERIC			/* [-]digits.digits, optional exponent */
} SqlValueType;

typedef struct SqlNode SqlNode;

typedef struct SqlSlot
{
	/* node fields */
	int			n_children;
	int			cap_children;
	SqlNode   **children;
	/* terminal fields */
	bool		present;		/* an optional terminal (LIMIT) that was given */
	int			table;			/* SchemaGraph table index; -1 for a subquery instance */
	int			instance;		/* declared (table field) or referenced (column field) */
	int			column;			/* index among the instance's columns */
	SqlValueType value_type;
	char	   *value;			/* literal text, unquoted */
} SqlSlot;

/*
 * The calendar period a reference to a date or timestamp column is read at: what "each
 * month" groups by (sql_period_groups.h).  The grammar has no function call, so the model
 * never decodes one and the actions cannot say one; only the copy step period_groups sets
 * it, the renderer writes it as PostgreSQL's date functions (sql_render.c), and equality
 * and exact match count it.
 */
typedef enum SqlPeriod
{
	SQL_PERIOD_NONE = 0,		/* the column itself */
	SQL_PERIOD_YEAR,			/* extract(year FROM c) */
	SQL_PERIOD_QUARTER_OF_YEAR, /* extract(quarter FROM c): 1 to 4, within a year named */
	SQL_PERIOD_QUARTER,			/* date_trunc('quarter', c) */
	SQL_PERIOD_MONTH,			/* date_trunc('month', c) */
	SQL_PERIOD_WEEK,			/* date_trunc('week', c) */
	SQL_PERIOD_DAY				/* date_trunc('day', c) */
} SqlPeriod;

/*
 * Two text expressions written as one text (an expr_add node's operands joined by ||): a
 * person's given and family names in one column where the question asks for them so
 * ("as one 'First Last' column", "as 'last name, first name'"; sql_joined_names.h).  Like
 * SqlPeriod, the model never decodes it: only that finish step sets it, the renderer
 * writes it, and equality and exact match count it.
 */
typedef enum SqlConcat
{
	SQL_CONCAT_NONE = 0,		/* a + b */
	SQL_CONCAT_SPACE,			/* a || ' ' || b */
	SQL_CONCAT_COMMA			/* a || ', ' || b */
} SqlConcat;

struct SqlNode
{
	int			rule;			/* SqlRuleId */
	int			instance;		/* from_subquery*: the instance it declares; else -1 */
	int			location;		/* 0-based offset in the source text, -1 when none */
	SqlPeriod	period;			/* a column reference: the period it is read at */
	SqlConcat	concat;			/* an expr_add: its operands joined as text */
	SqlSlot		slots[SQL_MAX_FIELDS];
};

SqlNode    *sql_node_new(int rule);
void		sql_node_free(SqlNode *node);
SqlNode    *sql_node_clone(const SqlNode *node);
void		sql_slot_add_child(SqlSlot *slot, SqlNode *child);
/* slot's children freed; it keeps none. */
void		sql_slot_clear(SqlSlot *slot);
/* Convenience for single node fields: the child or NULL. */
SqlNode    *sql_node_child(const SqlNode *node, int field);
/* A SELECT or SELECT DISTINCT query node. */
bool		sql_is_select(const SqlNode *node);
/* Whether a SELECT returns the rows it reads as they come: no GROUP BY, HAVING, ORDER BY
 * or LIMIT shapes them (WHERE and DISTINCT may be there). */
bool		sql_select_is_unshaped(const SqlNode *select);
/* How many of select's GROUP BY items are calendar periods of a date (the field period,
 * sql_period_groups.h): none, some, or all of its n_children. */
int			sql_period_groupings(const SqlNode *select);
/* A condition that is a comparison or an AND of conditions at its top (no OR, no NOT
 * there): adding or dropping one of its operands keeps what the others select. */
bool		sql_is_conjunction(const SqlNode *cond);
/* Whether an operand of cond's top AND chain (cond itself when it is no AND) passes test;
 * false for a NULL cond. */
bool		sql_conjunct_any(const SqlNode *cond,
							 bool (*test) (const SqlNode *operand, const void *arg),
							 const void *arg);
/* Whether field f of n holds what n negates: the rows EXCEPT takes away, a NOT, a NOT IN
 * or NOT EXISTS subquery (a comparison there says the question's words the other way round). */
bool		sql_node_negates_field(const SqlNode *n, int f);
/* How many nodes of the tree at node (node itself and every descendant) pass test; and
 * whether any does (stopping at the first).  The walks the steps count and test with. */
int			sql_node_count(const SqlNode *node, bool (*test) (const SqlNode *n, const void *arg),
						   const void *arg);
bool		sql_node_any(const SqlNode *node, bool (*test) (const SqlNode *n, const void *arg),
						 const void *arg);

/* The ids (graph columns, tables) a count that counts each once has met so far: the side
 * dates a query reads, the tables it dates.  Past SQL_SEEN_MAX, nothing more counts. */
#define SQL_SEEN_MAX 16
typedef struct SqlSeen
{
	int			ids[SQL_SEEN_MAX];
	int			n;
} SqlSeen;

/* Whether id is met for the first time and there is room to record it (recorded). */
bool		sql_seen_first(SqlSeen *seen, int id);
/* Whether seen has recorded id. */
bool		sql_seen_has(const SqlSeen *seen, int id);
/* The test for those of a column reference that reads table instance *(const int *)
 * instance. */
bool		sql_column_reads_instance(const SqlNode *n, const void *instance);
/* How many operands a comparison n sets against its first: 2 for [NOT] BETWEEN's bounds,
 * 1 otherwise (children 1..that). */
int			sql_compared_operands(const SqlNode *n);
/* The graph column n compares with literals: n a comparison (=, <>, <, >, <=, >=,
 * [NOT] BETWEEN) of a base table's column, written first, with literal operands alone;
 * -1 otherwise. */
int			sql_literal_comparison_column(const SqlNode *n, const SchemaGraph *g);
/* Each literal operand of a comparison under node (=, <>, <, >, <=, >=, [NOT] BETWEEN, at
 * any depth) handed to turn with the expression it is compared with (BETWEEN's first
 * operand); how many turn changed (it returns true when it did). */
int			sql_compared_literals_turn(SqlNode *node,
									   bool (*turn) (const SqlNode *against, SqlNode *literal,
													 const void *arg),
									   const void *arg);
/* Structural equality (rules, terminals and instance ids). */
bool		sql_node_equal(const SqlNode *a, const SqlNode *b);
/* The same up to the table instances' ids, matched one to one ("SELECT t0.x FROM t AS t0"
 * and "SELECT t1.x FROM t AS t1": the two sides of a set operation). */
bool		sql_node_equal_renamed(const SqlNode *a, const SqlNode *b);
/* The largest table instance id node declares or references, -1 when none: a rewrite that
 * adds a table instance gives it the next one. */
int			sql_max_instance(const SqlNode *node);
/* node's column references of instance from made references of instance to, in place: a
 * condition moved into (or out of) a subquery of the same table. */
void		sql_rename_instance(SqlNode *node, int from, int to);
/* The graph column (of g) a column reference of a base table reads; -1 when e is anything
 * else (a subquery's column, another expression). */
int			sql_column_graph_index(const SchemaGraph *g, const SqlNode *e);
/* A column of g by its graph index: what sql_reads_graph_column looks for. */
typedef struct SqlGraphColumn
{
	const SchemaGraph *g;
	int			column;
} SqlGraphColumn;
/* Whether node reads the graph column c names anywhere. */
bool		sql_reads_graph_column(const SqlNode *node, const SqlGraphColumn *c);
/* sql_where_keep's test: an operand that does not read the graph column arg (an
 * SqlGraphColumn) names. */
bool		sql_leaves_graph_column_alone(const SqlNode *operand, const void *arg);
/* The operands of cond's top AND chain (cond itself when it is no AND), the first max of
 * them in ops; how many there are in all (more than max when they did not fit). */
int			sql_and_operands(SqlNode *cond, SqlNode **ops, int max);
/* select's WHERE with cond added under AND (cond becomes the WHERE when it had none). */
void		sql_where_add(SqlNode *select, SqlNode *cond);
/*
 * select's WHERE rebuilt of the operands of its top AND chain that keep(operand, arg)
 * accepts, in order (the others freed; no WHERE when none is kept).  false, with the WHERE
 * as it was, when the chain has more than SQL_WHERE_OPERANDS_MAX operands.
 */
#define SQL_WHERE_OPERANDS_MAX 32
bool		sql_where_keep(SqlNode *select, bool (*keep) (const SqlNode *operand, const void *arg),
						   const void *arg);
/* How many table instances of select's FROM are of graph table table. */
int			sql_instances_of_table(const SqlNode *select, int table);
/* The table instance select's FROM declares of graph table table; -1 when it declares
 * none or several. */
int			sql_from_only_instance(const SqlNode *select, int table);
/* The one FROM item of select when select is a SELECT reading one base table and nothing
 * else; NULL otherwise. */
const SqlNode *sql_lone_from_table(const SqlNode *select);
/* The one table instance every output column of select reads; -1 when none or several,
 * or an output is no plain column. */
int			sql_output_instance(const SqlNode *select);
/* The column select answers with when it answers one plain column (one SELECT_EXPR item,
 * a column reference), else NULL. */
SqlNode    *sql_lone_output_column(const SqlNode *select);
/* Whether a rewrite may change what select answers with: a SELECT (not a set operation)
 * with no GROUP BY, and not DISTINCT with an ORDER BY (which must order by an output
 * column). */
bool		sql_output_may_change(const SqlNode *select);
/* A new SELECT that reads graph table table alone, as instance 0, with no output yet. */
SqlNode    *sql_select_from_table(int table);
/* Whether graph column c is among select's output columns (a plain reference to it). */
bool		sql_shows_graph_column(const SqlNode *select, const SchemaGraph *g, int c);
/* expr (taken) added as select's last output column. */
void		sql_add_output(SqlNode *select, SqlNode *expr);
/* expr (taken) made select's first output column, before the others. */
void		sql_add_first_output(SqlNode *select, SqlNode *expr);
/* select's GROUP BY, HAVING, ORDER BY and LIMIT dropped: one answer of its rows. */
void		sql_drop_grouping_and_ranking(SqlNode *select);
/* select's one output expression replaced by expr (taken); the old one freed. */
void		sql_set_lone_output(SqlNode *select, SqlNode *expr);
/* select ranked by expr (taken), greatest first when descending, and cut to its first
 * row: "ORDER BY expr DESC LIMIT 1".  select has no ORDER BY or LIMIT of its own. */
void		sql_rank_first(SqlNode *select, SqlNode *expr, bool descending);
/* Whether select answers with an aggregate (one of its output expressions is one). */
bool		sql_answers_an_aggregate(const SqlNode *select);
/* Whether select answers with aggregates alone (and with something). */
bool		sql_answers_aggregates_only(const SqlNode *select);
/* column (a graph column of instance) made select's first output column and its GROUP BY:
 * "count(*)" per state as "SELECT state, count(*) ... GROUP BY state". */
void		sql_group_by_first(SqlNode *select, const SchemaGraph *g, int instance, int column);
/* The column a scalar subquery that answers one min or max ("(SELECT max(salary) ...)")
 * takes the extreme of; NULL for anything else. */
const SqlNode *sql_extreme_of_subquery(const SqlNode *e);
/* A string literal of text (copied): 'text'. */
SqlNode    *sql_text_value(const char *text);
/* A reference to graph column column (of g) through table instance instance. */
SqlNode    *sql_column_ref(const SchemaGraph *g, int instance, int column);
/* Graph table table joined to select's FROM as a new instance, ON its graph column column
 * = key (a column reference, copied); the new instance's id. */
int			sql_join_table(SqlNode *select, const SchemaGraph *g, const SqlNode *key,
						   int table, int column);
/* Whether ast has a scalar subquery (a value, "x = (SELECT ...)") that reads whole tables:
 * a SELECT with no WHERE, GROUP BY, HAVING or LIMIT and no aggregate among its output
 * columns.  It returns every row, and PostgreSQL fails the query once there are two. */
bool		sql_has_unbounded_scalar_subquery(const SqlNode *ast);
/* Whether operand is "column = value" (a column reference and a literal, either way
 * round); the sides in *column and *value. */
bool		sql_column_equals_value(const SqlNode *operand, const SqlNode **column,
									const SqlNode **value);
/* Whether an AND of ast says one column equals two different literals ("product_name =
 * 'WA' AND product_name = 'Washington Berry Juice"): no row can meet it. */
bool		sql_has_contradictory_equalities(const SqlNode *ast);
/*
 * Whether ast returns no row whatever the data: an AND says one column equals two literals
 * (above); "x NOT IN (SELECT x FROM t)", the subquery reading, unfiltered, the very column
 * of the very table x reads (every non-null x is in it); or "A EXCEPT A", the two sides the
 * same query but for the numbering of their table instances.  A decoder writes these for
 * "never" and "without" questions; no one asks a question whose answer is always empty.
 */
bool		sql_returns_no_row(const SqlNode *ast);

/*
 * node with every repeated operand of AND / OR dropped ("A AND A" becomes A, "A OR A" too),
 * at any depth, and "A UNION A" or "A INTERSECT A" as SELECT DISTINCT A (A with no ORDER BY
 * nor LIMIT).  The grammar lets a decoder write such a condition; the query means the
 * same without the repeat and reads as a person would write it.  An equality said again
 * as a strict order of the same operands ("x = v AND x < v", the model's way of saying
 * "before v" twice) keeps the order: with both, no row could ever match.  One denied with
 * the same value ("status = 'Confirmed' AND status <> 'Confirmed'", the value of "not yet
 * in production" being one the question's words did not link) keeps the equality, the
 * value the question said; so does another column denied the same text, an echo of the
 * one value ("order_status = 'shipped' AND contact_last <> 'shipped'").  Returns the node
 * to use in place of node (node itself, or one of its descendants); frees what it drops.
 */
SqlNode    *sql_drop_repeated_operands(SqlNode *node);

/*
 * Every [NOT] LIKE / ILIKE whose pattern is a text literal without wildcards ('%', '_')
 * becomes a containment test: the pattern 'x' becomes '%x%', at any depth.  A decoder
 * copies the pattern from the question ("whose name has the word computer"), where the
 * user means "contains"; LIKE 'computer' would only match the whole value.  For decoded
 * queries only: a gold query means what it says.  Returns node.
 */
SqlNode    *sql_like_patterns_contain(SqlNode *node);
/* The LIKE pattern of text anywhere: "%text%" (dt_alloc'ed). */
char	   *sql_contains_pattern(const char *text);

/*
 * "What is the guest price of the cheapest facility?" decoded as "SELECT x FROM t WHERE x =
 * (SELECT min(x) FROM t)": the lowest price once per facility that has it.  Where the outer
 * SELECT (not DISTINCT; one table, one output column x, no GROUP BY, HAVING, ORDER BY or
 * LIMIT) has that WHERE and nothing else, the subquery reading the same table's same
 * column with min or max and nothing else, it becomes "SELECT min(x) FROM t": the value,
 * once.  The same where the WHERE compares another column of the outer row with that
 * extreme ("initialoutlay = (SELECT min(guestcost) ...)": an outlay equal to a price, which
 * no one asks).  Returns node.
 */
SqlNode    *sql_extreme_itself(SqlNode *node);
/* "What is the age of the oldest dog?" decoded "SELECT age FROM dogs ORDER BY age DESC
 * LIMIT 1" (one output column, a number column of g ranked by itself alone, cut to one
 * row, no GROUP BY or HAVING) becomes "SELECT max(age) FROM dogs" (min for ASC): the same
 * value, said as Spider's queries say it.  For a question that asks for no rows by name
 * ("who", "which": the rewrite full_names answers those with the rows' names); not for
 * dates, which "when" questions rank (when_dates).  Returns node. */
SqlNode    *sql_ranked_extreme_itself(SqlNode *node, const SchemaGraph *g);

/* Literal syntax checks shared by the transition system and the renderer. */
bool		sql_value_is_valid(SqlValueType type, const char *text);
const char *sql_value_type_name(SqlValueType type);
/* "text"/"integer"/"numeric" -> type; false when unknown. */
bool		sql_value_type_by_name(const char *name, SqlValueType *type);

/* ---- actions (TranX's action sequence) ---- */

typedef enum SqlActionKind
{
	SQL_ACT_APPLY_RULE = 0,
	SQL_ACT_SELECT_TABLE,
	SQL_ACT_SELECT_COLUMN,
	SQL_ACT_VALUE,
	SQL_ACT_REDUCE
} SqlActionKind;

typedef struct SqlAction
{
	SqlActionKind kind;
	int			rule;			/* APPLY_RULE */
	int			table;			/* SELECT_TABLE; SELECT_COLUMN: filled in by the transition system */
	int			instance;		/* SELECT_COLUMN: instance ordinal (order of declaration) */
	int			column;			/* SELECT_COLUMN: index among the instance's columns */
	SqlValueType value_type;	/* VALUE */
	char	   *value;			/* VALUE: owned by the list that holds the action */
} SqlAction;

typedef struct SqlActionList
{
	int			n;
	int			cap;
	SqlAction  *items;
} SqlActionList;

const char *sql_action_kind_name(SqlActionKind kind);
void		sql_action_list_init(SqlActionList *list);
/* Appends a copy (the value string is duplicated). */
void		sql_action_list_append(SqlActionList *list, const SqlAction *action);
void		sql_action_list_free(SqlActionList *list);

/*
 * The action sequence of an AST: a pre-order walk, each node's fields in decoding order.
 * Instance ids of the AST may be any distinct non-negative integers; the actions refer to
 * instances by declaration ordinal (0, 1, ... in the order SelectTable / from_subquery
 * appear), which is what the transition system assigns.  Returns false (err set) when an
 * instance is referenced before it is declared.
 */
struct DtError;
bool		sql_ast_to_actions(const SqlNode *root, SqlActionList *out, struct DtError *err);

#endif
