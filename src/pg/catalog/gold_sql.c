/*
 * gold_sql.c — gold SQL -> grammar AST (see gold_sql.h).
 *
 * The raw parse tree (RawStmt -> SelectStmt) is walked directly; node kinds are told apart
 * with IsA/nodeTag only, since tag numbers change between major versions.  Fields of a
 * SELECT are walked in the grammar's decoding order (FROM first), so table instances get
 * ids in the order the transition system will declare them.
 *
 * Name resolution follows PostgreSQL's rules for what the grammar covers: a FROM item is
 * known by its alias, else by its table name; an unqualified column is looked up in the
 * current query's FROM items (ambiguous when more than one has it), then in the enclosing
 * queries'; ORDER BY may name an output column alias or position, GROUP BY too when no
 * input column matches.
 */
#include "pg/dtfixup.h"

#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "nodes/parsenodes.h"
#include "catalog/namespace.h"
#include "parser/parser.h"
#include "tcop/cmdtag.h"
#include "tcop/utility.h"

#include "pg/catalog/gold_sql.h"
#include "sql/sql_grammar.h"
#include "sql/sql_transition.h"

/* A FROM item in scope. */
typedef struct GoldInstance
{
	int			id;
	const char *refname;		/* alias, or table name */
	bool		has_alias;
	int			table;			/* SchemaGraph index; -1 for a subquery */
	List	   *column_names;	/* subquery: output column names (char *) */
} GoldInstance;

typedef struct GoldScope
{
	struct GoldScope *parent;
	List	   *instances;		/* GoldInstance * in declaration order */
} GoldScope;

typedef struct GoldWalker
{
	const char *sql;
	const SchemaGraph *graph;
	int			next_instance;
	int			depth;			/* AST nodes open on the walk */
} GoldWalker;

/* Output columns of the SELECT being walked, for ORDER BY / GROUP BY by alias or position. */
typedef struct GoldOutputs
{
	List	   *names;			/* char *: explicit alias or NULL */
	List	   *exprs;			/* SqlNode * (NULL for '*') */
} GoldOutputs;

static SqlNode *walk_query(GoldWalker *w, Node *node, GoldScope *outer, List **out_names);
static SqlNode *walk_expr(GoldWalker *w, Node *node, GoldScope *scope, bool agg_arg);
static SqlNode *walk_cond(GoldWalker *w, Node *node, GoldScope *scope);

/* 1-based character position of a 0-based byte offset (0 when unknown). */
static int
char_position(GoldWalker *w, int location)
{
	if (location < 0)
		return 0;
	return pg_mbstrlen_with_len(w->sql, location) + 1;
}

static void
outside_grammar(GoldWalker *w, const char *construct, int location) pg_attribute_noreturn();

static void
outside_grammar(GoldWalker *w, const char *construct, int location)
{
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("%s is outside the dtfixup SQL grammar", construct),
			 errposition(char_position(w, location))));
	pg_unreachable();
}

/* Error context: positions point into the gold query, which is shown as the internal query. */
static void
gold_sql_error_callback(void *arg)
{
	const char *sql = (const char *) arg;
	int			position = geterrposition();

	if (position > 0)
	{
		errposition(0);
		internalerrposition(position);
		internalerrquery(sql);
	}
	errcontext("gold (training) SQL query");
}

static SqlNode *
node_with(int rule, int location)
{
	SqlNode    *n = sql_node_new(rule);

	n->location = location;
	return n;
}

static SqlNode *
binary(int rule, SqlNode *left, SqlNode *right, int location)
{
	SqlNode    *n = node_with(rule, location);

	sql_slot_add_child(&n->slots[0], left);
	sql_slot_add_child(&n->slots[1], right);
	return n;
}

static SqlNode *
unary(int rule, SqlNode *arg, int location)
{
	SqlNode    *n = node_with(rule, location);

	sql_slot_add_child(&n->slots[0], arg);
	return n;
}

/* ---- names ---- */

static int
resolve_table(GoldWalker *w, RangeVar *rv)
{
	const SchemaGraph *g = w->graph;

	if (rv->catalogname)
		outside_grammar(w, "a database-qualified table name", rv->location);
	for (int t = 0; t < g->n_tables; t++)
		if (strcmp(g->tables[t].name, rv->relname) == 0 &&
			(rv->schemaname == NULL || strcmp(g->tables[t].schema, rv->schemaname) == 0))
			return t;
	ereport(ERROR,
			(errcode(ERRCODE_UNDEFINED_TABLE),
			 rv->schemaname ?
			 errmsg("relation \"%s.%s\" is not in the schema graph", rv->schemaname, rv->relname) :
			 errmsg("relation \"%s\" is not in the schema graph", rv->relname),
			 errdetail("The query must name tables of the schemas it is parsed against that the current role can read."),
			 errposition(char_position(w, rv->location))));
	return -1;
}

/* Column index within an instance; -1 when absent. */
static int
instance_column(GoldWalker *w, const GoldInstance *inst, const char *name)
{
	if (inst->table >= 0)
	{
		int			c = schema_graph_find_column(w->graph, inst->table, name);

		return c < 0 ? -1 : c - w->graph->tables[inst->table].first_column;
	}
	for (int i = 0; i < list_length(inst->column_names); i++)
	{
		const char *n = list_nth(inst->column_names, i);

		if (n && strcmp(n, name) == 0)
			return i;
	}
	return -1;
}

static SqlNode *
column_node(const GoldInstance *inst, int column, int location)
{
	SqlNode    *n = node_with(SQL_RULE_COLUMN, location);

	n->slots[0].instance = inst->id;
	n->slots[0].table = inst->table;
	n->slots[0].column = column;
	return n;
}

static const GoldInstance *
find_instance(GoldWalker *w, GoldScope *scope, const char *schema, const char *name, int location)
{
	for (GoldScope *sc = scope; sc; sc = sc->parent)
	{
		const GoldInstance *hit = NULL;
		ListCell   *lc;

		foreach(lc, sc->instances)
		{
			const GoldInstance *inst = lfirst(lc);

			if (strcmp(inst->refname, name) != 0)
				continue;
			if (schema && (inst->has_alias || inst->table < 0 ||
						   strcmp(w->graph->tables[inst->table].schema, schema) != 0))
				continue;
			if (hit)
				ereport(ERROR,
						(errcode(ERRCODE_AMBIGUOUS_ALIAS),
						 errmsg("table reference \"%s\" is ambiguous", name),
						 errposition(char_position(w, location))));
			hit = inst;
		}
		if (hit)
			return hit;
	}
	ereport(ERROR,
			(errcode(ERRCODE_UNDEFINED_TABLE),
			 errmsg("missing FROM-clause entry for table \"%s\"", name),
			 errposition(char_position(w, location))));
	return NULL;
}

/* An unqualified column: the nearest query whose FROM items have it; NULL when none. */
static SqlNode *
resolve_unqualified(GoldWalker *w, GoldScope *scope, const char *name, int location)
{
	for (GoldScope *sc = scope; sc; sc = sc->parent)
	{
		const GoldInstance *hit = NULL;
		int			hit_column = -1;
		ListCell   *lc;

		foreach(lc, sc->instances)
		{
			const GoldInstance *inst = lfirst(lc);
			int			c = instance_column(w, inst, name);

			if (c < 0)
				continue;
			if (hit)
				ereport(ERROR,
						(errcode(ERRCODE_AMBIGUOUS_COLUMN),
						 errmsg("column reference \"%s\" is ambiguous", name),
						 errposition(char_position(w, location))));
			hit = inst;
			hit_column = c;
		}
		if (hit)
			return column_node(hit, hit_column, location);
	}
	return NULL;
}

static void
undefined_column(GoldWalker *w, const char *qualifier, const char *name, int location) pg_attribute_noreturn();

static void
undefined_column(GoldWalker *w, const char *qualifier, const char *name, int location)
{
	ereport(ERROR,
			(errcode(ERRCODE_UNDEFINED_COLUMN),
			 qualifier ? errmsg("column %s.%s does not exist", qualifier, name) :
			 errmsg("column \"%s\" does not exist", name),
			 errposition(char_position(w, location))));
	pg_unreachable();
}

static SqlNode *
walk_column_ref(GoldWalker *w, ColumnRef *ref, GoldScope *scope)
{
	int			n = list_length(ref->fields);
	const char *name;
	const GoldInstance *inst;
	int			c;
	ListCell   *lc;

	foreach(lc, ref->fields)
		if (!IsA(lfirst(lc), String))
			outside_grammar(w, "'*' outside the select list and count(*)", ref->location);
	if (n > 3)
		outside_grammar(w, "a database-qualified column name", ref->location);
	name = strVal(llast(ref->fields));
	if (n == 1)
	{
		SqlNode    *col = resolve_unqualified(w, scope, name, ref->location);

		if (col == NULL)
			undefined_column(w, NULL, name, ref->location);
		return col;
	}
	inst = find_instance(w, scope, n == 3 ? strVal(linitial(ref->fields)) : NULL,
						 strVal(list_nth(ref->fields, n - 2)), ref->location);
	c = instance_column(w, inst, name);
	if (c < 0)
		undefined_column(w, strVal(list_nth(ref->fields, n - 2)), name, ref->location);
	return column_node(inst, c, ref->location);
}

/* ---- expressions ---- */

static const char *
last_name(List *names)
{
	return strVal(llast(names));
}

static SqlNode *
walk_const(GoldWalker *w, A_Const *c)
{
	SqlNode    *n;

	if (c->isnull)
		return node_with(SQL_RULE_NULL, c->location);
	switch (nodeTag(&c->val))
	{
		case T_Boolean:
			return node_with(boolVal(&c->val) ? SQL_RULE_TRUE : SQL_RULE_FALSE, c->location);
		case T_Integer:
		case T_Float:
		case T_String:
			n = node_with(SQL_RULE_VALUE, c->location);
			n->slots[0].present = true;
			if (IsA(&c->val, Integer))
			{
				n->slots[0].value_type = SQL_VALUE_INTEGER;
				n->slots[0].value = psprintf("%d", intVal(&c->val));
			}
			else if (IsA(&c->val, Float))
			{
				n->slots[0].value_type = SQL_VALUE_NUMERIC;
				n->slots[0].value = pstrdup(castNode(Float, &c->val)->fval);
			}
			else
			{
				n->slots[0].value_type = SQL_VALUE_TEXT;
				n->slots[0].value = pstrdup(strVal(&c->val));
			}
			return n;
		default:
			outside_grammar(w, "a bit-string constant", c->location);
	}
	return NULL;
}

static int
aggregate_rule(GoldWalker *w, FuncCall *f)
{
	const char *name = last_name(f->funcname);
	bool		distinct = f->agg_distinct;

	if (f->agg_star)
	{
		if (strcmp(name, "count") != 0 || distinct)
			outside_grammar(w, psprintf("%s(*)", name), f->location);
		return SQL_RULE_COUNT_STAR;
	}
	if (strcmp(name, "count") == 0)
		return distinct ? SQL_RULE_COUNT_DISTINCT : SQL_RULE_COUNT;
	if (strcmp(name, "sum") == 0)
		return distinct ? SQL_RULE_SUM_DISTINCT : SQL_RULE_SUM;
	if (strcmp(name, "avg") == 0)
		return distinct ? SQL_RULE_AVG_DISTINCT : SQL_RULE_AVG;
	/* DISTINCT does not change min or max */
	if (strcmp(name, "min") == 0)
		return SQL_RULE_MIN;
	if (strcmp(name, "max") == 0)
		return SQL_RULE_MAX;
	outside_grammar(w, psprintf("function %s()", name), f->location);
	return -1;
}

static SqlNode *
walk_func(GoldWalker *w, FuncCall *f, GoldScope *scope, bool agg_arg)
{
	int			rule;

	if (list_length(f->funcname) > 2 ||
		(list_length(f->funcname) == 2 && strcmp(strVal(linitial(f->funcname)), "pg_catalog") != 0))
		outside_grammar(w, psprintf("function %s()", NameListToString(f->funcname)), f->location);
	if (f->over)
		outside_grammar(w, "a window function (OVER)", f->location);
	if (f->agg_filter)
		outside_grammar(w, "an aggregate FILTER clause", f->location);
	if (f->agg_order || f->agg_within_group)
		outside_grammar(w, "ORDER BY inside an aggregate", f->location);
	if (f->func_variadic)
		outside_grammar(w, "VARIADIC", f->location);
	rule = aggregate_rule(w, f);
	if (agg_arg)
		outside_grammar(w, "a nested aggregate", f->location);
	if (rule == SQL_RULE_COUNT_STAR)
		return node_with(rule, f->location);
	if (list_length(f->args) != 1)
		outside_grammar(w, psprintf("%s() with %d arguments", last_name(f->funcname), list_length(f->args)),
						f->location);
	return unary(rule, walk_expr(w, linitial(f->args), scope, true), f->location);
}

static int
arith_rule(const char *op)
{
	if (strcmp(op, "+") == 0)
		return SQL_RULE_ADD;
	if (strcmp(op, "-") == 0)
		return SQL_RULE_SUB;
	if (strcmp(op, "*") == 0)
		return SQL_RULE_MUL;
	if (strcmp(op, "/") == 0)
		return SQL_RULE_DIV;
	return -1;
}

/* A query in an expression must be a plain sub-SELECT. */
static SqlNode *
walk_sublink_query(GoldWalker *w, SubLink *s, GoldScope *scope)
{
	return walk_query(w, s->subselect, scope, NULL);
}

/* Names for constructs the grammar leaves out, in the error message. */
static const char *
expression_kind_name(Node *node)
{
	switch (nodeTag(node))
	{
		case T_CaseExpr:
			return "CASE";
		case T_CoalesceExpr:
			return "COALESCE";
		case T_MinMaxExpr:
			return "GREATEST/LEAST";
		case T_NullIfExpr:
			return "NULLIF";
		case T_TypeCast:
			return "a type cast";
		case T_RowExpr:
			return "a row constructor";
		case T_A_ArrayExpr:
			return "an ARRAY constructor";
		case T_A_Indirection:
			return "subscripting or field selection";
		case T_ParamRef:
			return "a parameter ($n)";
		case T_CollateClause:
			return "COLLATE";
		case T_SQLValueFunction:
			return "CURRENT_DATE / CURRENT_USER and similar";
		case T_BooleanTest:
			return "IS TRUE / IS FALSE";
		case T_GroupingFunc:
			return "GROUPING()";
		case T_XmlExpr:
			return "an XML expression";
		default:
			return NULL;
	}
}

static int
node_location(Node *node)
{
	return exprLocation(node);
}

static SqlNode *walk_expr_node(GoldWalker *w, Node *node, GoldScope *scope, bool agg_arg);
static SqlNode *walk_cond_node(GoldWalker *w, Node *node, GoldScope *scope);
static SqlNode *walk_query_node(GoldWalker *w, Node *node, GoldScope *outer, List **out_names);

/* Depth guard: the AST is built by recursion here and walked by recursion later. */
static void
enter(GoldWalker *w, Node *node)
{
	check_stack_depth();
	if (++w->depth > SQL_MAX_DEPTH)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("gold SQL query nests deeper than %d levels", SQL_MAX_DEPTH),
				 errposition(char_position(w, node ? exprLocation(node) : -1))));
}

static SqlNode *
walk_expr(GoldWalker *w, Node *node, GoldScope *scope, bool agg_arg)
{
	SqlNode    *n;

	enter(w, node);
	n = walk_expr_node(w, node, scope, agg_arg);
	w->depth--;
	return n;
}

static SqlNode *
walk_cond(GoldWalker *w, Node *node, GoldScope *scope)
{
	SqlNode    *n;

	enter(w, node);
	n = walk_cond_node(w, node, scope);
	w->depth--;
	return n;
}

static SqlNode *
walk_query(GoldWalker *w, Node *node, GoldScope *outer, List **out_names)
{
	SqlNode    *n;

	enter(w, NULL);
	n = walk_query_node(w, node, outer, out_names);
	w->depth--;
	return n;
}

static SqlNode *
walk_expr_node(GoldWalker *w, Node *node, GoldScope *scope, bool agg_arg)
{
	if (node == NULL)
		outside_grammar(w, "an empty expression", -1);
	switch (nodeTag(node))
	{
		case T_ColumnRef:
			return walk_column_ref(w, (ColumnRef *) node, scope);
		case T_A_Const:
			return walk_const(w, (A_Const *) node);
		case T_FuncCall:
			return walk_func(w, (FuncCall *) node, scope, agg_arg);
		case T_A_Expr:
			{
				A_Expr	   *e = (A_Expr *) node;
				const char *op = last_name(e->name);
				int			rule = arith_rule(op);

				if (e->kind != AEXPR_OP || rule < 0)
					outside_grammar(w, psprintf("operator %s in a value expression", op), e->location);
				if (e->lexpr == NULL)
				{
					/* unary minus on a constant is folded by the parser; others are outside */
					outside_grammar(w, psprintf("unary operator %s", op), e->location);
				}
				return binary(rule, walk_expr(w, e->lexpr, scope, agg_arg),
							  walk_expr(w, e->rexpr, scope, agg_arg), e->location);
			}
		case T_SubLink:
			{
				SubLink    *s = (SubLink *) node;

				if (s->subLinkType != EXPR_SUBLINK)
					outside_grammar(w, "a boolean subquery test as a value", s->location);
				return unary(SQL_RULE_SUBQUERY, walk_sublink_query(w, s, scope), s->location);
			}
		case T_TypeCast:
			{
				TypeCast   *tc = (TypeCast *) node;

				/* TRUE / FALSE may come as 't'::boolean */
				if (IsA(tc->arg, A_Const) && !((A_Const *) tc->arg)->isnull &&
					IsA(&((A_Const *) tc->arg)->val, String) &&
					strcmp(last_name(tc->typeName->names), "bool") == 0)
				{
					const char *v = strVal(&((A_Const *) tc->arg)->val);

					if (strcmp(v, "t") == 0 || strcmp(v, "true") == 0)
						return node_with(SQL_RULE_TRUE, tc->location);
					if (strcmp(v, "f") == 0 || strcmp(v, "false") == 0)
						return node_with(SQL_RULE_FALSE, tc->location);
				}
				outside_grammar(w, "a type cast", tc->location);
			}
			break;
		case T_BoolExpr:
		case T_NullTest:
			outside_grammar(w, "a condition used as a value", node_location(node));
			break;
		default:
			break;
	}
	{
		const char *kind = expression_kind_name(node);

		outside_grammar(w, kind ? kind : psprintf("an expression of node type %d", (int) nodeTag(node)),
						node_location(node));
	}
	return NULL;
}

/* ---- conditions ---- */

static int
compare_rule(const char *op)
{
	static const char *const ops[] = {"=", "<>", "<", ">", "<=", ">="};
	static const int rules[] = {SQL_RULE_EQ, SQL_RULE_NE, SQL_RULE_LT, SQL_RULE_GT, SQL_RULE_LE, SQL_RULE_GE};

	for (int i = 0; i < 6; i++)
		if (strcmp(op, ops[i]) == 0)
			return rules[i];
	return -1;
}

static SqlNode *
walk_a_expr_cond(GoldWalker *w, A_Expr *e, GoldScope *scope)
{
	const char *op = last_name(e->name);
	SqlNode    *n;
	int			rule;

	switch (e->kind)
	{
		case AEXPR_OP:
			rule = compare_rule(op);
			if (rule < 0 || e->lexpr == NULL)
				outside_grammar(w, psprintf("operator %s in a condition", op), e->location);
			return binary(rule, walk_expr(w, e->lexpr, scope, false),
						  walk_expr(w, e->rexpr, scope, false), e->location);
		case AEXPR_LIKE:
		case AEXPR_ILIKE:
			if (strcmp(op, "~~") == 0)
				rule = SQL_RULE_LIKE;
			else if (strcmp(op, "!~~") == 0)
				rule = SQL_RULE_NOT_LIKE;
			else if (strcmp(op, "~~*") == 0)
				rule = SQL_RULE_ILIKE;
			else
				rule = SQL_RULE_NOT_ILIKE;
			return binary(rule, walk_expr(w, e->lexpr, scope, false),
						  walk_expr(w, e->rexpr, scope, false), e->location);
		case AEXPR_IN:
			{
				ListCell   *lc;

				n = node_with(strcmp(op, "=") == 0 ? SQL_RULE_IN_LIST : SQL_RULE_NOT_IN_LIST, e->location);
				sql_slot_add_child(&n->slots[0], walk_expr(w, e->lexpr, scope, false));
				foreach(lc, (List *) e->rexpr)
					sql_slot_add_child(&n->slots[1], walk_expr(w, lfirst(lc), scope, false));
				return n;
			}
		case AEXPR_BETWEEN:
		case AEXPR_NOT_BETWEEN:
			n = node_with(e->kind == AEXPR_BETWEEN ? SQL_RULE_BETWEEN : SQL_RULE_NOT_BETWEEN, e->location);
			sql_slot_add_child(&n->slots[0], walk_expr(w, e->lexpr, scope, false));
			sql_slot_add_child(&n->slots[1], walk_expr(w, linitial((List *) e->rexpr), scope, false));
			sql_slot_add_child(&n->slots[2], walk_expr(w, lsecond((List *) e->rexpr), scope, false));
			return n;
		case AEXPR_BETWEEN_SYM:
		case AEXPR_NOT_BETWEEN_SYM:
			outside_grammar(w, "BETWEEN SYMMETRIC", e->location);
			break;
		case AEXPR_OP_ANY:
		case AEXPR_OP_ALL:
			outside_grammar(w, "ANY/ALL over an array", e->location);
			break;
		case AEXPR_DISTINCT:
		case AEXPR_NOT_DISTINCT:
			outside_grammar(w, "IS [NOT] DISTINCT FROM", e->location);
			break;
		case AEXPR_SIMILAR:
			outside_grammar(w, "SIMILAR TO", e->location);
			break;
		default:
			break;
	}
	outside_grammar(w, psprintf("operator %s in a condition", op), e->location);
	return NULL;
}

static int
quantified_rule(const char *op, bool all, GoldWalker *w, int location)
{
	int			base = compare_rule(op);

	if (base < 0)
		outside_grammar(w, psprintf("operator %s with ALL/ANY", op), location);
	return (all ? SQL_RULE_EQ_ALL : SQL_RULE_EQ_ANY) + (base - SQL_RULE_EQ);
}

static SqlNode *
walk_sublink_cond(GoldWalker *w, SubLink *s, GoldScope *scope, bool negated)
{
	SqlNode    *left;
	int			rule;

	switch (s->subLinkType)
	{
		case EXISTS_SUBLINK:
			return unary(negated ? SQL_RULE_NOT_EXISTS : SQL_RULE_EXISTS,
						 walk_sublink_query(w, s, scope), s->location);
		case ANY_SUBLINK:
		case ALL_SUBLINK:
			if (s->testexpr && IsA(s->testexpr, RowExpr))
				outside_grammar(w, "a row comparison with a subquery", s->location);
			if (s->operName == NIL)		/* IN (subquery) */
				rule = negated ? SQL_RULE_NOT_IN_QUERY : SQL_RULE_IN_QUERY;
			else if (negated)
				return NULL;
			else
				rule = quantified_rule(last_name(s->operName), s->subLinkType == ALL_SUBLINK, w, s->location);
			left = walk_expr(w, s->testexpr, scope, false);
			return binary(rule, left, walk_sublink_query(w, s, scope), s->location);
		case EXPR_SUBLINK:
			outside_grammar(w, "a scalar subquery used as a condition", s->location);
			break;
		default:
			outside_grammar(w, "this kind of subquery", s->location);
	}
	return NULL;
}

/* Whether e is a column of a table (not of a subquery) of type boolean. */
static bool
is_boolean_column(const GoldWalker *w, const SqlNode *e)
{
	int			table = e->slots[0].table;

	return e->rule == SQL_RULE_COLUMN && table >= 0 &&
		w->graph->columns[w->graph->tables[table].first_column + e->slots[0].column].type_class ==
		SG_TYPE_BOOLEAN;
}

/* AND/OR over n arguments -> a left-deep chain of binary nodes. */
static SqlNode *
walk_bool_chain(GoldWalker *w, BoolExpr *b, GoldScope *scope)
{
	int			rule = b->boolop == AND_EXPR ? SQL_RULE_AND : SQL_RULE_OR;
	SqlNode    *acc = NULL;
	ListCell   *lc;

	/* the chain becomes left-deep: n terms nest n - 1 levels */
	if (w->depth + list_length(b->args) > SQL_MAX_DEPTH)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("gold SQL query nests deeper than %d levels", SQL_MAX_DEPTH),
				 errdetail("An AND/OR chain of %d terms.", list_length(b->args)),
				 errposition(char_position(w, b->location))));
	foreach(lc, b->args)
	{
		SqlNode    *arg = walk_cond(w, lfirst(lc), scope);

		acc = acc ? binary(rule, acc, arg, b->location) : arg;
	}
	return acc;
}

static SqlNode *
walk_cond_node(GoldWalker *w, Node *node, GoldScope *scope)
{
	switch (nodeTag(node))
	{
		case T_BoolExpr:
			{
				BoolExpr   *b = (BoolExpr *) node;
				Node	   *arg;

				if (b->boolop != NOT_EXPR)
					return walk_bool_chain(w, b, scope);
				arg = linitial(b->args);
				if (IsA(arg, SubLink))
				{
					SqlNode    *n = walk_sublink_cond(w, (SubLink *) arg, scope, true);

					if (n)
						return n;
				}
				return unary(SQL_RULE_NOT, walk_cond(w, arg, scope), b->location);
			}
		case T_A_Expr:
			return walk_a_expr_cond(w, (A_Expr *) node, scope);
		case T_NullTest:
			{
				NullTest   *t = (NullTest *) node;

				return unary(t->nulltesttype == IS_NULL ? SQL_RULE_IS_NULL : SQL_RULE_IS_NOT_NULL,
							 walk_expr(w, (Node *) t->arg, scope, false), t->location);
			}
		case T_SubLink:
			return walk_sublink_cond(w, (SubLink *) node, scope, false);
		case T_ColumnRef:
			{
				/* a boolean column as a condition ("WHERE coffee_bar") says "= TRUE" */
				SqlNode    *col = walk_expr(w, node, scope, false);

				if (is_boolean_column(w, col))
					return binary(SQL_RULE_EQ, col, node_with(SQL_RULE_TRUE, node_location(node)),
								  node_location(node));
			}
			/* any other column alone is no condition */
			/* FALLTHROUGH */
		case T_A_Const:
		case T_TypeCast:
			outside_grammar(w, "a value used as a condition (without a comparison)", node_location(node));
			break;
		default:
			break;
	}
	{
		const char *kind = expression_kind_name(node);

		outside_grammar(w, kind ? kind : psprintf("a condition of node type %d", (int) nodeTag(node)),
						node_location(node));
	}
	return NULL;
}

/* ---- FROM ---- */

/* A FROM item flattened: one table or subquery, with the ON condition that joins it. */
typedef struct FromEntry
{
	Node	   *item;			/* RangeVar or RangeSubselect */
	List	   *quals;			/* ON conditions (Node *), ANDed */
	bool		left;			/* LEFT JOIN */
} FromEntry;

static void
flatten_from(GoldWalker *w, Node *node, List **entries)
{
	if (IsA(node, RangeVar) || IsA(node, RangeSubselect))
	{
		FromEntry  *e = palloc0(sizeof(FromEntry));

		e->item = node;
		*entries = lappend(*entries, e);
		return;
	}
	if (IsA(node, JoinExpr))
	{
		JoinExpr   *j = (JoinExpr *) node;
		FromEntry  *last;

		if (j->jointype != JOIN_INNER && j->jointype != JOIN_LEFT)
			outside_grammar(w, j->jointype == JOIN_RIGHT ? "RIGHT JOIN" :
							j->jointype == JOIN_FULL ? "FULL JOIN" : "this kind of join", -1);
		if (j->isNatural)
			outside_grammar(w, "NATURAL JOIN", -1);
		if (j->usingClause)
			outside_grammar(w, "JOIN ... USING", -1);
		if (j->alias)
			outside_grammar(w, "an alias on a JOIN", -1);
		if (j->jointype == JOIN_LEFT && !IsA(j->rarg, RangeVar) && !IsA(j->rarg, RangeSubselect))
			outside_grammar(w, "a parenthesized join on the right of LEFT JOIN", -1);
		flatten_from(w, j->larg, entries);
		flatten_from(w, j->rarg, entries);

		/*
		 * The grammar's FROM is a left-deep chain: a JOIN's condition goes on its right
		 * item, which for a plain item is the last one.  Inner joins nested on the right
		 * may pile their conditions on that last item too (same rows); a LEFT JOIN there
		 * would change meaning, so that is refused.
		 */
		last = llast(*entries);
		if (last->left && !IsA(j->rarg, RangeVar) && !IsA(j->rarg, RangeSubselect))
			outside_grammar(w, "a parenthesized LEFT JOIN on the right of a join", -1);
		last->left = j->jointype == JOIN_LEFT;
		if (j->quals)
			last->quals = lappend(last->quals, j->quals);
		return;
	}
	if (IsA(node, RangeFunction))
		outside_grammar(w, "a function in FROM", -1);
	outside_grammar(w, "this kind of FROM item", -1);
}

static SqlNode *
walk_from_entry(GoldWalker *w, FromEntry *e, GoldScope *scope, GoldScope *outer, bool first)
{
	GoldInstance *inst = palloc0(sizeof(GoldInstance));
	bool		joins = e->quals != NIL && !first;
	SqlNode    *item;
	ListCell   *lc;

	if (e->left && e->quals == NIL)
		outside_grammar(w, "LEFT JOIN without an ON condition", -1);
	if (e->quals != NIL && first)
		outside_grammar(w, "an ON condition on the first FROM item", -1);
	inst->id = w->next_instance++;
	if (IsA(e->item, RangeVar))
	{
		RangeVar   *rv = (RangeVar *) e->item;

		if (rv->alias && rv->alias->colnames)
			outside_grammar(w, "column aliases on a table", rv->location);
		if (!rv->inh)
			outside_grammar(w, "ONLY", rv->location);
		inst->table = resolve_table(w, rv);
		inst->has_alias = rv->alias != NULL;
		inst->refname = rv->alias ? rv->alias->aliasname : rv->relname;
		item = node_with(!joins ? SQL_RULE_FROM_TABLE :
						 e->left ? SQL_RULE_FROM_TABLE_LEFT_JOIN : SQL_RULE_FROM_TABLE_JOIN, rv->location);
		item->slots[0].table = inst->table;
		item->slots[0].instance = inst->id;
	}
	else
	{
		RangeSubselect *rs = (RangeSubselect *) e->item;
		List	   *names = NIL;
		SqlNode    *q;

		if (rs->lateral)
			outside_grammar(w, "LATERAL", -1);
		if (rs->alias == NULL)
			outside_grammar(w, "a subquery in FROM without an alias", -1);
		item = node_with(!joins ? SQL_RULE_FROM_SUBQUERY :
						 e->left ? SQL_RULE_FROM_SUBQUERY_LEFT_JOIN : SQL_RULE_FROM_SUBQUERY_JOIN, -1);
		item->instance = inst->id;
		q = walk_query(w, rs->subquery, outer, &names);
		sql_slot_add_child(&item->slots[0], q);
		inst->table = -1;
		inst->has_alias = true;
		inst->refname = rs->alias->aliasname;
		/* explicit column aliases rename the first columns */
		for (int i = 0; i < list_length(rs->alias->colnames) && i < list_length(names); i++)
			list_nth_cell(names, i)->ptr_value = strVal(list_nth(rs->alias->colnames, i));
		inst->column_names = names;
	}
	scope->instances = lappend(scope->instances, inst);
	if (joins)
	{
		SqlNode    *on = NULL;

		foreach(lc, e->quals)
		{
			SqlNode    *c = walk_cond(w, lfirst(lc), scope);

			on = on ? binary(SQL_RULE_AND, on, c, -1) : c;
		}
		sql_slot_add_child(&item->slots[1], on);
	}
	return item;
}

/* ---- SELECT ---- */

static const char *
output_name(ResTarget *rt)
{
	Node	   *v = rt->val;

	if (rt->name)
		return rt->name;
	if (IsA(v, ColumnRef) && IsA(llast(((ColumnRef *) v)->fields), String))
		return strVal(llast(((ColumnRef *) v)->fields));
	if (IsA(v, FuncCall))
		return last_name(((FuncCall *) v)->funcname);
	return "?column?";
}

/* ORDER BY / GROUP BY item naming an output column (alias or position); NULL if not one. */
static SqlNode *
output_reference(GoldWalker *w, Node *node, GoldOutputs *outputs)
{
	if (IsA(node, A_Const) && IsA(&((A_Const *) node)->val, Integer))
	{
		int			pos = intVal(&((A_Const *) node)->val);

		if (pos < 1 || pos > list_length(outputs->exprs) || list_nth(outputs->exprs, pos - 1) == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
					 errmsg("position %d is not in select list", pos),
					 errposition(char_position(w, ((A_Const *) node)->location))));
		return sql_node_clone(list_nth(outputs->exprs, pos - 1));
	}
	if (IsA(node, ColumnRef) && list_length(((ColumnRef *) node)->fields) == 1 &&
		IsA(linitial(((ColumnRef *) node)->fields), String))
	{
		const char *name = strVal(linitial(((ColumnRef *) node)->fields));

		for (int i = 0; i < list_length(outputs->names); i++)
		{
			const char *alias = list_nth(outputs->names, i);

			if (alias && strcmp(alias, name) == 0 && list_nth(outputs->exprs, i))
				return sql_node_clone(list_nth(outputs->exprs, i));
		}
	}
	return NULL;
}

static void
check_select_supported(GoldWalker *w, SelectStmt *s)
{
	if (s->withClause)
		outside_grammar(w, "WITH (a common table expression)", s->withClause->location);
	if (s->intoClause)
		outside_grammar(w, "SELECT INTO", -1);
	if (s->valuesLists)
		outside_grammar(w, "VALUES", -1);
	if (s->lockingClause)
		outside_grammar(w, "FOR UPDATE/SHARE", -1);
	if (s->windowClause)
		outside_grammar(w, "WINDOW", -1);
	if (s->limitOffset)
		outside_grammar(w, "OFFSET", exprLocation(s->limitOffset));
	if (s->limitOption == LIMIT_OPTION_WITH_TIES)
		outside_grammar(w, "FETCH ... WITH TIES", -1);
	if (s->groupDistinct)
		outside_grammar(w, "GROUP BY DISTINCT", -1);
	if (s->distinctClause && linitial(s->distinctClause) != NULL)
		outside_grammar(w, "DISTINCT ON", exprLocation(linitial(s->distinctClause)));
}

static void
walk_limit(GoldWalker *w, SelectStmt *s, SqlNode *q)
{
	A_Const    *c = (A_Const *) s->limitCount;

	if (c == NULL)
		return;
	if (!IsA(c, A_Const) || c->isnull || !IsA(&c->val, Integer) || intVal(&c->val) < 0)
		outside_grammar(w, "a LIMIT that is not a non-negative integer constant", exprLocation(s->limitCount));
	q->slots[SQL_SELECT_LIMIT].present = true;
	q->slots[SQL_SELECT_LIMIT].value_type = SQL_VALUE_INTEGER;
	q->slots[SQL_SELECT_LIMIT].value = psprintf("%d", intVal(&c->val));
}

static SqlNode *
walk_select(GoldWalker *w, SelectStmt *s, GoldScope *outer, List **out_names)
{
	SqlNode    *q = node_with(s->distinctClause ? SQL_RULE_SELECT_DISTINCT : SQL_RULE_SELECT, -1);
	GoldScope  *scope = palloc0(sizeof(GoldScope));
	GoldOutputs outputs = {NIL, NIL};
	ListCell   *lc;
	bool		first = true;

	check_select_supported(w, s);
	scope->parent = outer;
	if (s->fromClause == NIL)
		outside_grammar(w, "SELECT without FROM", -1);
	foreach(lc, s->fromClause)
	{
		List	   *part = NIL;
		ListCell   *pc;

		flatten_from(w, lfirst(lc), &part);
		foreach(pc, part)
		{
			sql_slot_add_child(&q->slots[SQL_SELECT_FROM],
							   walk_from_entry(w, lfirst(pc), scope, outer, first));
			first = false;
		}
	}

	foreach(lc, s->targetList)
	{
		ResTarget  *rt = lfirst_node(ResTarget, lc);
		SqlNode    *item;

		if (rt->indirection)
			outside_grammar(w, "subscripts in the select list", rt->location);
		if (IsA(rt->val, ColumnRef) && IsA(llast(((ColumnRef *) rt->val)->fields), A_Star))
		{
			if (list_length(((ColumnRef *) rt->val)->fields) != 1)
				outside_grammar(w, "table.* in the select list", rt->location);
			item = node_with(SQL_RULE_SELECT_STAR, rt->location);
			outputs.exprs = lappend(outputs.exprs, NULL);
		}
		else
		{
			SqlNode    *e = walk_expr(w, rt->val, scope, false);

			item = unary(SQL_RULE_SELECT_EXPR, e, rt->location);
			outputs.exprs = lappend(outputs.exprs, e);
		}
		outputs.names = lappend(outputs.names, rt->name);
		if (out_names)
			*out_names = lappend(*out_names, (void *) output_name(rt));
		sql_slot_add_child(&q->slots[SQL_SELECT_ITEMS], item);
	}

	if (s->whereClause)
		sql_slot_add_child(&q->slots[SQL_SELECT_WHERE], walk_cond(w, s->whereClause, scope));

	foreach(lc, s->groupClause)
	{
		Node	   *g = lfirst(lc);
		SqlNode    *e = NULL;

		if (IsA(g, GroupingSet))
			outside_grammar(w, "GROUPING SETS / ROLLUP / CUBE", ((GroupingSet *) g)->location);
		if (IsA(g, A_Const))
			e = output_reference(w, g, &outputs);
		else if (IsA(g, ColumnRef) && list_length(((ColumnRef *) g)->fields) == 1 &&
				 IsA(linitial(((ColumnRef *) g)->fields), String) &&
				 resolve_unqualified(w, scope, strVal(linitial(((ColumnRef *) g)->fields)), -1) == NULL)
			e = output_reference(w, g, &outputs);
		if (e == NULL)
			e = walk_expr(w, g, scope, false);
		sql_slot_add_child(&q->slots[SQL_SELECT_GROUP_BY], e);
	}

	if (s->havingClause)
		sql_slot_add_child(&q->slots[SQL_SELECT_HAVING], walk_cond(w, s->havingClause, scope));

	foreach(lc, s->sortClause)
	{
		SortBy	   *sb = lfirst_node(SortBy, lc);
		SqlNode    *e;

		if (sb->sortby_dir == SORTBY_USING)
			outside_grammar(w, "ORDER BY ... USING", sb->location);
		/* the grammar ranks NULLs last in both directions (sql_render.c) */
		if (sb->sortby_nulls == SORTBY_NULLS_FIRST)
			outside_grammar(w, "NULLS FIRST", sb->location);
		e = output_reference(w, sb->node, &outputs);
		if (e == NULL)
			e = walk_expr(w, sb->node, scope, false);
		sql_slot_add_child(&q->slots[SQL_SELECT_ORDER_BY],
						   unary(sb->sortby_dir == SORTBY_DESC ? SQL_RULE_ORDER_DESC : SQL_RULE_ORDER_ASC,
								 e, sb->location));
	}
	walk_limit(w, s, q);
	return q;
}

static int
setop_rule(SelectStmt *s)
{
	switch (s->op)
	{
		case SETOP_UNION:
			return s->all ? SQL_RULE_UNION_ALL : SQL_RULE_UNION;
		case SETOP_INTERSECT:
			return s->all ? SQL_RULE_INTERSECT_ALL : SQL_RULE_INTERSECT;
		case SETOP_EXCEPT:
			return s->all ? SQL_RULE_EXCEPT_ALL : SQL_RULE_EXCEPT;
		case SETOP_NONE:
			break;
	}
	return -1;
}

static SqlNode *
walk_query_node(GoldWalker *w, Node *node, GoldScope *outer, List **out_names)
{
	SelectStmt *s;
	SqlNode    *q;

	if (!IsA(node, SelectStmt))
		outside_grammar(w, "this kind of subquery", -1);
	s = (SelectStmt *) node;
	CHECK_FOR_INTERRUPTS();
	if (s->op == SETOP_NONE)
		return walk_select(w, s, outer, out_names);
	if (s->sortClause || s->limitCount || s->limitOffset)
		outside_grammar(w, "ORDER BY or LIMIT on a UNION/INTERSECT/EXCEPT result", -1);
	if (s->withClause)
		outside_grammar(w, "WITH (a common table expression)", s->withClause->location);
	q = node_with(setop_rule(s), -1);
	sql_slot_add_child(&q->slots[0], walk_query(w, (Node *) s->larg, outer, out_names));
	sql_slot_add_child(&q->slots[1], walk_query(w, (Node *) s->rarg, outer, NULL));
	return q;
}

/* ---- entry ---- */

static SqlNode *
gold_sql_walk(const char *sql, const SchemaGraph *graph)
{
	GoldWalker	w = {sql, graph, 0, 0};
	List	   *stmts = raw_parser(sql, RAW_PARSE_DEFAULT);
	RawStmt    *raw;

	if (stmts == NIL)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("gold SQL query is empty")));
	if (list_length(stmts) > 1)
		ereport(ERROR,
				(errcode(ERRCODE_SYNTAX_ERROR),
				 errmsg("gold SQL must be a single statement, found %d", list_length(stmts)),
				 errposition(char_position(&w, lsecond_node(RawStmt, stmts)->stmt_location))));
	raw = linitial_node(RawStmt, stmts);
	if (!IsA(raw->stmt, SelectStmt))
		outside_grammar(&w, psprintf("%s statement", GetCommandTagName(CreateCommandTag(raw->stmt))),
						raw->stmt_location);
	return walk_query(&w, raw->stmt, NULL, NULL);
}

SqlNode *
gold_sql_to_ast(const char *sql, const SchemaGraph *graph)
{
	ErrorContextCallback callback;
	SqlNode    *ast;

	callback.callback = gold_sql_error_callback;
	callback.arg = (void *) sql;
	callback.previous = error_context_stack;
	error_context_stack = &callback;
	ast = gold_sql_walk(sql, graph);
	error_context_stack = callback.previous;
	return ast;
}
