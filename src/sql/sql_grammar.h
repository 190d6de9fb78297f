/*
 * sql_grammar.h — the SQL grammar as an explicit table of production rules.
 *
 * The grammar is abstract syntax in the style of TranX (Yin & Neubig 2018, section 3):
 * every AST node has a node type (query, from_item, select_item, order_item, cond, expr) and
 * is built by one production rule of that type.  A rule lists its fields in DECODING order;
 * each field holds either child nodes of one node type (single, optional or list) or a
 * terminal: a table (a new table instance in FROM), a column of a visible table instance,
 * or a literal value.  The neural decoder embeds rules by their id; ids are the order of
 * the table below and each rule has a stable string name (never reuse or reorder: append).
 *
 * Decoding order differs from SQL text order on purpose: a query's FROM is decoded first,
 * so that every later column choice can point at a table instance that already exists.
 * FROM is explicit (table instances and their join conditions), so rendered SQL runs and
 * self-joins such as GeoQuery's border questions can be expressed.
 */
#ifndef DTFIXUP_SQL_GRAMMAR_H
#define DTFIXUP_SQL_GRAMMAR_H

#include <stdbool.h>

typedef enum SqlNodeType
{
	SQL_NT_QUERY = 0,
	SQL_NT_FROM_ITEM,
	SQL_NT_SELECT_ITEM,
	SQL_NT_ORDER_ITEM,
	SQL_NT_COND,				/* a boolean condition (WHERE, HAVING, ON) */
	SQL_NT_EXPR,				/* a scalar expression */
	SQL_NT_COUNT
} SqlNodeType;

/* What a field holds. */
typedef enum SqlFieldType
{
	SQL_FT_NODE = 0,			/* child node(s) of SqlField.node_type */
	SQL_FT_TABLE,				/* SelectTable: declares a table instance */
	SQL_FT_COLUMN,				/* SelectColumn: (instance, column) */
	SQL_FT_VALUE,				/* Value: text, integer or numeric literal */
	SQL_FT_LIMIT				/* Value: a non-negative integer */
} SqlFieldType;

typedef enum SqlCardinality
{
	SQL_CARD_SINGLE = 0,		/* exactly one */
	SQL_CARD_OPTIONAL,			/* zero or one: Reduce means "absent" */
	SQL_CARD_LIST,				/* zero or more, ended by Reduce */
	SQL_CARD_LIST1				/* one or more, ended by Reduce */
} SqlCardinality;

/*
 * The role of a field decides the context its children are decoded in: whether aggregates
 * are allowed, which table instances are in scope, how many output columns a subquery
 * must have.  These are what keep every complete action sequence valid PostgreSQL.
 */
typedef enum SqlFieldRole
{
	SQL_ROLE_INHERIT = 0,		/* same context as the node itself */
	SQL_ROLE_FROM_LIST,			/* FROM items: no aggregates */
	SQL_ROLE_SELECT_LIST,		/* output columns: aggregates allowed, width enforced */
	SQL_ROLE_NO_AGG,			/* WHERE, GROUP BY: no aggregates */
	SQL_ROLE_AGG,				/* HAVING, ORDER BY: aggregates allowed */
	SQL_ROLE_AGG_ARG,			/* argument of an aggregate: no nested aggregates */
	SQL_ROLE_SUBQUERY_ONE,		/* scalar / IN / ALL / ANY subquery: one output column */
	SQL_ROLE_SUBQUERY_ANY,		/* EXISTS subquery: any output, '*' allowed */
	SQL_ROLE_SUBQUERY_FROM,		/* subquery in FROM: no '*', sees only enclosing queries */
	SQL_ROLE_SETOP_LEFT,		/* left operand of UNION/INTERSECT/EXCEPT */
	SQL_ROLE_SETOP_RIGHT		/* right operand: as many columns as the left one */
} SqlFieldRole;

/* How the renderer writes a rule (sql_render.c). */
typedef enum SqlRenderKind
{
	SQL_RK_SELECT = 0,
	SQL_RK_SETOP,
	SQL_RK_FROM_TABLE,
	SQL_RK_FROM_SUBQUERY,
	SQL_RK_SELECT_EXPR,
	SQL_RK_SELECT_STAR,
	SQL_RK_ORDER,
	SQL_RK_BOOL,				/* AND / OR */
	SQL_RK_NOT,
	SQL_RK_COMPARE,				/* a op b (also LIKE) */
	SQL_RK_BETWEEN,
	SQL_RK_IN_LIST,
	SQL_RK_IN_QUERY,
	SQL_RK_IS_NULL,
	SQL_RK_EXISTS,
	SQL_RK_QUANTIFIED,			/* a op ALL|ANY (subquery) */
	SQL_RK_COLUMN,
	SQL_RK_VALUE,
	SQL_RK_KEYWORD,				/* NULL, TRUE, FALSE */
	SQL_RK_ARITH,
	SQL_RK_AGG,
	SQL_RK_AGG_DISTINCT,
	SQL_RK_COUNT_STAR,
	SQL_RK_SUBQUERY
} SqlRenderKind;

#define SQL_MAX_FIELDS 7

typedef struct SqlField
{
	const char *name;
	SqlFieldType type;
	SqlNodeType node_type;		/* for SQL_FT_NODE */
	SqlCardinality card;
	SqlFieldRole role;
} SqlField;

typedef struct SqlRule
{
	const char *name;			/* stable: the decoder and the JSON form use it */
	SqlNodeType parent;
	SqlRenderKind render;
	const char *sql;			/* keyword / operator / function the renderer writes */
	bool		joins;			/* from_item with an ON condition (sql: JOIN / LEFT JOIN) */
	int			n_fields;
	SqlField	fields[SQL_MAX_FIELDS];
} SqlRule;

/* Rule ids (index into sql_rules). */
typedef enum SqlRuleId
{
	SQL_RULE_SELECT = 0,
	SQL_RULE_SELECT_DISTINCT,
	SQL_RULE_UNION,
	SQL_RULE_UNION_ALL,
	SQL_RULE_INTERSECT,
	SQL_RULE_INTERSECT_ALL,
	SQL_RULE_EXCEPT,
	SQL_RULE_EXCEPT_ALL,
	SQL_RULE_FROM_TABLE,
	SQL_RULE_FROM_TABLE_JOIN,
	SQL_RULE_FROM_SUBQUERY,
	SQL_RULE_FROM_SUBQUERY_JOIN,
	SQL_RULE_SELECT_EXPR,
	SQL_RULE_SELECT_STAR,
	SQL_RULE_ORDER_ASC,
	SQL_RULE_ORDER_DESC,
	SQL_RULE_AND,
	SQL_RULE_OR,
	SQL_RULE_NOT,
	SQL_RULE_EQ,
	SQL_RULE_NE,
	SQL_RULE_LT,
	SQL_RULE_GT,
	SQL_RULE_LE,
	SQL_RULE_GE,
	SQL_RULE_BETWEEN,
	SQL_RULE_NOT_BETWEEN,
	SQL_RULE_LIKE,
	SQL_RULE_NOT_LIKE,
	SQL_RULE_ILIKE,
	SQL_RULE_NOT_ILIKE,
	SQL_RULE_IN_LIST,
	SQL_RULE_NOT_IN_LIST,
	SQL_RULE_IN_QUERY,
	SQL_RULE_NOT_IN_QUERY,
	SQL_RULE_IS_NULL,
	SQL_RULE_IS_NOT_NULL,
	SQL_RULE_EXISTS,
	SQL_RULE_NOT_EXISTS,
	SQL_RULE_EQ_ALL,
	SQL_RULE_NE_ALL,
	SQL_RULE_LT_ALL,
	SQL_RULE_GT_ALL,
	SQL_RULE_LE_ALL,
	SQL_RULE_GE_ALL,
	SQL_RULE_EQ_ANY,
	SQL_RULE_NE_ANY,
	SQL_RULE_LT_ANY,
	SQL_RULE_GT_ANY,
	SQL_RULE_LE_ANY,
	SQL_RULE_GE_ANY,
	SQL_RULE_COLUMN,
	SQL_RULE_VALUE,
	SQL_RULE_NULL,
	SQL_RULE_TRUE,
	SQL_RULE_FALSE,
	SQL_RULE_ADD,
	SQL_RULE_SUB,
	SQL_RULE_MUL,
	SQL_RULE_DIV,
	SQL_RULE_COUNT_STAR,
	SQL_RULE_COUNT,
	SQL_RULE_COUNT_DISTINCT,
	SQL_RULE_SUM,
	SQL_RULE_SUM_DISTINCT,
	SQL_RULE_AVG,
	SQL_RULE_AVG_DISTINCT,
	SQL_RULE_MIN,
	SQL_RULE_MAX,
	SQL_RULE_SUBQUERY,
	SQL_RULE_FROM_TABLE_LEFT_JOIN,
	SQL_RULE_FROM_SUBQUERY_LEFT_JOIN,
	SQL_RULE_COUNT_RULES
} SqlRuleId;

/* Field positions of the two query rules sql_select / sql_select_distinct. */
enum
{
	SQL_SELECT_FROM = 0,
	SQL_SELECT_ITEMS,
	SQL_SELECT_WHERE,
	SQL_SELECT_GROUP_BY,
	SQL_SELECT_HAVING,
	SQL_SELECT_ORDER_BY,
	SQL_SELECT_LIMIT
};

extern const SqlRule sql_rules[SQL_RULE_COUNT_RULES];

const char *sql_node_type_name(SqlNodeType type);
/* Rule id by its stable name; -1 when unknown. */
int			sql_rule_by_name(const char *name);
bool		sql_rule_is_aggregate(int rule);

#endif
