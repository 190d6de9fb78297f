/*
 * sql_grammar.c — the production rule table (see sql_grammar.h).
 *
 * Rule ids are positions in this table and names are stable: a trained model stores
 * rule ids, so new rules are appended at the end and existing ones never change meaning.
 */
#include "sql/sql_grammar.h"

#include <string.h>

/* Field constructors keep the table readable. */
#define NODE(nm, nt, card, role)	{nm, SQL_FT_NODE, nt, card, role}
#define TABLE(nm)					{nm, SQL_FT_TABLE, SQL_NT_COUNT, SQL_CARD_SINGLE, SQL_ROLE_INHERIT}
#define COLUMN(nm)					{nm, SQL_FT_COLUMN, SQL_NT_COUNT, SQL_CARD_SINGLE, SQL_ROLE_INHERIT}
#define VALUE(nm)					{nm, SQL_FT_VALUE, SQL_NT_COUNT, SQL_CARD_SINGLE, SQL_ROLE_INHERIT}
#define EXPR(nm)					NODE(nm, SQL_NT_EXPR, SQL_CARD_SINGLE, SQL_ROLE_INHERIT)
#define COND(nm)					NODE(nm, SQL_NT_COND, SQL_CARD_SINGLE, SQL_ROLE_INHERIT)

/* The fields of a SELECT, in decoding order (FROM first: see sql_grammar.h). */
#define SELECT_FIELDS 7, { \
	NODE("from", SQL_NT_FROM_ITEM, SQL_CARD_LIST1, SQL_ROLE_FROM_LIST), \
	NODE("select", SQL_NT_SELECT_ITEM, SQL_CARD_LIST1, SQL_ROLE_SELECT_LIST), \
	NODE("where", SQL_NT_COND, SQL_CARD_OPTIONAL, SQL_ROLE_NO_AGG), \
	NODE("group_by", SQL_NT_EXPR, SQL_CARD_LIST, SQL_ROLE_NO_AGG), \
	NODE("having", SQL_NT_COND, SQL_CARD_OPTIONAL, SQL_ROLE_AGG), \
	NODE("order_by", SQL_NT_ORDER_ITEM, SQL_CARD_LIST, SQL_ROLE_AGG), \
	{"limit", SQL_FT_LIMIT, SQL_NT_COUNT, SQL_CARD_OPTIONAL, SQL_ROLE_INHERIT}}

#define SETOP_FIELDS 2, { \
	NODE("left", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SETOP_LEFT), \
	NODE("right", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SETOP_RIGHT)}

#define BINARY_COND(name, op) {name, SQL_NT_COND, SQL_RK_COMPARE, op, false, 2, {EXPR("left"), EXPR("right")}}
#define QUANTIFIED(name, op) {name, SQL_NT_COND, SQL_RK_QUANTIFIED, op, false, 2, \
	{EXPR("left"), NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_ONE)}}
#define ARITH(name, op) {name, SQL_NT_EXPR, SQL_RK_ARITH, op, false, 2, {EXPR("left"), EXPR("right")}}
#define AGG(name, fn, kind) {name, SQL_NT_EXPR, kind, fn, false, 1, \
	{NODE("arg", SQL_NT_EXPR, SQL_CARD_SINGLE, SQL_ROLE_AGG_ARG)}}

const SqlRule sql_rules[SQL_RULE_COUNT_RULES] = {
	[SQL_RULE_SELECT] = {"sql_select", SQL_NT_QUERY, SQL_RK_SELECT, "SELECT", false, SELECT_FIELDS},
	[SQL_RULE_SELECT_DISTINCT] = {"sql_select_distinct", SQL_NT_QUERY, SQL_RK_SELECT, "SELECT DISTINCT", false, SELECT_FIELDS},
	[SQL_RULE_UNION] = {"sql_union", SQL_NT_QUERY, SQL_RK_SETOP, "UNION", false, SETOP_FIELDS},
	[SQL_RULE_UNION_ALL] = {"sql_union_all", SQL_NT_QUERY, SQL_RK_SETOP, "UNION ALL", false, SETOP_FIELDS},
	[SQL_RULE_INTERSECT] = {"sql_intersect", SQL_NT_QUERY, SQL_RK_SETOP, "INTERSECT", false, SETOP_FIELDS},
	[SQL_RULE_INTERSECT_ALL] = {"sql_intersect_all", SQL_NT_QUERY, SQL_RK_SETOP, "INTERSECT ALL", false, SETOP_FIELDS},
	[SQL_RULE_EXCEPT] = {"sql_except", SQL_NT_QUERY, SQL_RK_SETOP, "EXCEPT", false, SETOP_FIELDS},
	[SQL_RULE_EXCEPT_ALL] = {"sql_except_all", SQL_NT_QUERY, SQL_RK_SETOP, "EXCEPT ALL", false, SETOP_FIELDS},

	[SQL_RULE_FROM_TABLE] = {"from_table", SQL_NT_FROM_ITEM, SQL_RK_FROM_TABLE, NULL, false, 1, {TABLE("table")}},
	[SQL_RULE_FROM_TABLE_JOIN] = {"from_table_join", SQL_NT_FROM_ITEM, SQL_RK_FROM_TABLE, "JOIN", true, 2,
	{TABLE("table"), NODE("on", SQL_NT_COND, SQL_CARD_SINGLE, SQL_ROLE_INHERIT)}},
	[SQL_RULE_FROM_SUBQUERY] = {"from_subquery", SQL_NT_FROM_ITEM, SQL_RK_FROM_SUBQUERY, NULL, false, 1,
	{NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_FROM)}},
	[SQL_RULE_FROM_SUBQUERY_JOIN] = {"from_subquery_join", SQL_NT_FROM_ITEM, SQL_RK_FROM_SUBQUERY, "JOIN", true, 2,
	{NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_FROM),
	NODE("on", SQL_NT_COND, SQL_CARD_SINGLE, SQL_ROLE_INHERIT)}},

	[SQL_RULE_SELECT_EXPR] = {"select_expr", SQL_NT_SELECT_ITEM, SQL_RK_SELECT_EXPR, NULL, false, 1, {EXPR("expr")}},
	[SQL_RULE_SELECT_STAR] = {"select_star", SQL_NT_SELECT_ITEM, SQL_RK_SELECT_STAR, "*", false, 0},

	[SQL_RULE_ORDER_ASC] = {"order_asc", SQL_NT_ORDER_ITEM, SQL_RK_ORDER, "ASC", false, 1, {EXPR("expr")}},
	[SQL_RULE_ORDER_DESC] = {"order_desc", SQL_NT_ORDER_ITEM, SQL_RK_ORDER, "DESC", false, 1, {EXPR("expr")}},

	[SQL_RULE_AND] = {"cond_and", SQL_NT_COND, SQL_RK_BOOL, "AND", false, 2, {COND("left"), COND("right")}},
	[SQL_RULE_OR] = {"cond_or", SQL_NT_COND, SQL_RK_BOOL, "OR", false, 2, {COND("left"), COND("right")}},
	[SQL_RULE_NOT] = {"cond_not", SQL_NT_COND, SQL_RK_NOT, "NOT", false, 1, {COND("arg")}},
	[SQL_RULE_EQ] = BINARY_COND("cond_eq", "="),
	[SQL_RULE_NE] = BINARY_COND("cond_ne", "<>"),
	[SQL_RULE_LT] = BINARY_COND("cond_lt", "<"),
	[SQL_RULE_GT] = BINARY_COND("cond_gt", ">"),
	[SQL_RULE_LE] = BINARY_COND("cond_le", "<="),
	[SQL_RULE_GE] = BINARY_COND("cond_ge", ">="),
	[SQL_RULE_BETWEEN] = {"cond_between", SQL_NT_COND, SQL_RK_BETWEEN, "BETWEEN", false, 3,
	{EXPR("arg"), EXPR("low"), EXPR("high")}},
	[SQL_RULE_NOT_BETWEEN] = {"cond_not_between", SQL_NT_COND, SQL_RK_BETWEEN, "NOT BETWEEN", false, 3,
	{EXPR("arg"), EXPR("low"), EXPR("high")}},
	[SQL_RULE_LIKE] = BINARY_COND("cond_like", "LIKE"),
	[SQL_RULE_NOT_LIKE] = BINARY_COND("cond_not_like", "NOT LIKE"),
	[SQL_RULE_ILIKE] = BINARY_COND("cond_ilike", "ILIKE"),
	[SQL_RULE_NOT_ILIKE] = BINARY_COND("cond_not_ilike", "NOT ILIKE"),
	[SQL_RULE_IN_LIST] = {"cond_in_list", SQL_NT_COND, SQL_RK_IN_LIST, "IN", false, 2,
	{EXPR("arg"), NODE("list", SQL_NT_EXPR, SQL_CARD_LIST1, SQL_ROLE_INHERIT)}},
	[SQL_RULE_NOT_IN_LIST] = {"cond_not_in_list", SQL_NT_COND, SQL_RK_IN_LIST, "NOT IN", false, 2,
	{EXPR("arg"), NODE("list", SQL_NT_EXPR, SQL_CARD_LIST1, SQL_ROLE_INHERIT)}},
	[SQL_RULE_IN_QUERY] = {"cond_in_query", SQL_NT_COND, SQL_RK_IN_QUERY, "IN", false, 2,
	{EXPR("arg"), NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_ONE)}},
	[SQL_RULE_NOT_IN_QUERY] = {"cond_not_in_query", SQL_NT_COND, SQL_RK_IN_QUERY, "NOT IN", false, 2,
	{EXPR("arg"), NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_ONE)}},
	[SQL_RULE_IS_NULL] = {"cond_is_null", SQL_NT_COND, SQL_RK_IS_NULL, "IS NULL", false, 1, {EXPR("arg")}},
	[SQL_RULE_IS_NOT_NULL] = {"cond_is_not_null", SQL_NT_COND, SQL_RK_IS_NULL, "IS NOT NULL", false, 1, {EXPR("arg")}},
	[SQL_RULE_EXISTS] = {"cond_exists", SQL_NT_COND, SQL_RK_EXISTS, "EXISTS", false, 1,
	{NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_ANY)}},
	[SQL_RULE_NOT_EXISTS] = {"cond_not_exists", SQL_NT_COND, SQL_RK_EXISTS, "NOT EXISTS", false, 1,
	{NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_ANY)}},
	[SQL_RULE_EQ_ALL] = QUANTIFIED("cond_eq_all", "= ALL"),
	[SQL_RULE_NE_ALL] = QUANTIFIED("cond_ne_all", "<> ALL"),
	[SQL_RULE_LT_ALL] = QUANTIFIED("cond_lt_all", "< ALL"),
	[SQL_RULE_GT_ALL] = QUANTIFIED("cond_gt_all", "> ALL"),
	[SQL_RULE_LE_ALL] = QUANTIFIED("cond_le_all", "<= ALL"),
	[SQL_RULE_GE_ALL] = QUANTIFIED("cond_ge_all", ">= ALL"),
	[SQL_RULE_EQ_ANY] = QUANTIFIED("cond_eq_any", "= ANY"),
	[SQL_RULE_NE_ANY] = QUANTIFIED("cond_ne_any", "<> ANY"),
	[SQL_RULE_LT_ANY] = QUANTIFIED("cond_lt_any", "< ANY"),
	[SQL_RULE_GT_ANY] = QUANTIFIED("cond_gt_any", "> ANY"),
	[SQL_RULE_LE_ANY] = QUANTIFIED("cond_le_any", "<= ANY"),
	[SQL_RULE_GE_ANY] = QUANTIFIED("cond_ge_any", ">= ANY"),

	[SQL_RULE_COLUMN] = {"expr_column", SQL_NT_EXPR, SQL_RK_COLUMN, NULL, false, 1, {COLUMN("column")}},
	[SQL_RULE_VALUE] = {"expr_value", SQL_NT_EXPR, SQL_RK_VALUE, NULL, false, 1, {VALUE("value")}},
	[SQL_RULE_NULL] = {"expr_null", SQL_NT_EXPR, SQL_RK_KEYWORD, "NULL", false, 0},
	[SQL_RULE_TRUE] = {"expr_true", SQL_NT_EXPR, SQL_RK_KEYWORD, "TRUE", false, 0},
	[SQL_RULE_FALSE] = {"expr_false", SQL_NT_EXPR, SQL_RK_KEYWORD, "FALSE", false, 0},
	[SQL_RULE_ADD] = ARITH("expr_add", "+"),
	[SQL_RULE_SUB] = ARITH("expr_sub", "-"),
	[SQL_RULE_MUL] = ARITH("expr_mul", "*"),
	[SQL_RULE_DIV] = ARITH("expr_div", "/"),
	[SQL_RULE_COUNT_STAR] = {"agg_count_star", SQL_NT_EXPR, SQL_RK_COUNT_STAR, "count", false, 0},
	[SQL_RULE_COUNT] = AGG("agg_count", "count", SQL_RK_AGG),
	[SQL_RULE_COUNT_DISTINCT] = AGG("agg_count_distinct", "count", SQL_RK_AGG_DISTINCT),
	[SQL_RULE_SUM] = AGG("agg_sum", "sum", SQL_RK_AGG),
	[SQL_RULE_SUM_DISTINCT] = AGG("agg_sum_distinct", "sum", SQL_RK_AGG_DISTINCT),
	[SQL_RULE_AVG] = AGG("agg_avg", "avg", SQL_RK_AGG),
	[SQL_RULE_AVG_DISTINCT] = AGG("agg_avg_distinct", "avg", SQL_RK_AGG_DISTINCT),
	[SQL_RULE_MIN] = AGG("agg_min", "min", SQL_RK_AGG),
	[SQL_RULE_MAX] = AGG("agg_max", "max", SQL_RK_AGG),
	[SQL_RULE_SUBQUERY] = {"expr_subquery", SQL_NT_EXPR, SQL_RK_SUBQUERY, NULL, false, 1,
	{NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_ONE)}},

	/* appended after the first version of the table: ids above stay stable */
	[SQL_RULE_FROM_TABLE_LEFT_JOIN] = {"from_table_left_join", SQL_NT_FROM_ITEM, SQL_RK_FROM_TABLE, "LEFT JOIN", true, 2,
	{TABLE("table"), NODE("on", SQL_NT_COND, SQL_CARD_SINGLE, SQL_ROLE_INHERIT)}},
	[SQL_RULE_FROM_SUBQUERY_LEFT_JOIN] = {"from_subquery_left_join", SQL_NT_FROM_ITEM, SQL_RK_FROM_SUBQUERY, "LEFT JOIN", true, 2,
	{NODE("query", SQL_NT_QUERY, SQL_CARD_SINGLE, SQL_ROLE_SUBQUERY_FROM),
	NODE("on", SQL_NT_COND, SQL_CARD_SINGLE, SQL_ROLE_INHERIT)}},
};

static const char *const node_type_names[SQL_NT_COUNT] = {
	"query", "from_item", "select_item", "order_item", "cond", "expr"
};

const char *
sql_node_type_name(SqlNodeType type)
{
	return (type >= 0 && type < SQL_NT_COUNT) ? node_type_names[type] : "?";
}

int
sql_rule_by_name(const char *name)
{
	for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
		if (strcmp(sql_rules[r].name, name) == 0)
			return r;
	return -1;
}

bool
sql_rule_is_aggregate(int rule)
{
	return rule >= SQL_RULE_COUNT_STAR && rule <= SQL_RULE_MAX;
}
