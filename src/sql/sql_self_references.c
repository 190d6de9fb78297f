/*
 * sql_self_references.c — who reports to whom, in a table that refers to itself
 * (sql_self_references.h).
 */
#include "sql/sql_self_references.h"

#include <string.h>

#include "sql/sql_named_row.h"

/* Whether token i is a word (not punctuation, not past the end). */
static bool
is_word(const TextTokens *t, int i)
{
	return i >= 0 && i < t->n && t->tokens[i].kind != TEXT_TOKEN_PUNCT;
}

/* Whether tokens i .. i + 2 are a possessive: "' s" after a word ("Warwick's"). */
static bool
possessive_before(const TextTokens *t, int i)
{
	return text_token_is(t, i - 1, "s") && text_token_is_contraction_tail(t, i - 1);
}

ReportsAsk
sql_reports_ask(const TextTokens *t)
{
	static const char *const report[] = {"report", "reports", "reporting", "reported", NULL};
	static const char *const over_row[] = {
		"manager", "boss", "supervisor", "superior", NULL
	};
	static const char *const under_row[] = {"subordinates", "underlings", NULL};
	static const char *const oversee[] = {"manages", "supervises", NULL};
	static const char *const by_verbs[] = {"managed", "supervised", NULL};
	static const char *const work[] = {"work", "works", "working", NULL};
	static const char *const nobody[] = {
		"anyone", "anybody", "nobody", "noone", "none", "no", NULL
	};
	bool		below = false,
				above = false,
				top = false;

	for (int i = 0; i < t->n; i++)
	{
		if (text_token_in(t, i, report))
		{
			int			to = i + 1 + (text_token_is(t, i + 1, "directly") ? 1 : 0);

			/* "report to X" names the one above; "does X report to?" the one below;
			 * "reports to no one", "doesn't report to anyone": no one above */
			if (text_token_is(t, to, "to") && text_token_in(t, to + 1, nobody))
				top = true;
			else if (text_token_is(t, to, "to"))
				(is_word(t, to + 1) ? &below : &above)[0] = true;
			/* "X's direct reports" */
			else if (i > 0 && text_token_is(t, i - 1, "direct") && possessive_before(t, i - 1))
				below = true;
		}
		else if (text_token_in(t, i, under_row) && possessive_before(t, i))
			below = true;
		else if (text_token_in(t, i, over_row) &&
				 (text_token_is(t, i - 1, "no") || (text_token_is(t, i - 1, "a") &&
													text_token_is(t, i - 2, "without"))))
			top = true;			/* "no manager", "without a manager" */
		else if (text_token_in(t, i, over_row) &&
				 (possessive_before(t, i) || (text_token_is(t, i + 1, "of") && is_word(t, i + 2))))
			above = true;
		else if (text_token_in(t, i, oversee) && text_token_is(t, i - 1, "who") && is_word(t, i + 1))
			above = true;
		else if ((text_token_in(t, i, by_verbs) && text_token_is(t, i + 1, "by")) ||
				 (text_token_in(t, i, work) && text_token_is(t, i + 1, "under")))
			below = true;
	}
	if ((int) below + (int) above + (int) top != 1)
		return REPORTS_NONE;
	return below ? REPORTS_BELOW : above ? REPORTS_ABOVE : REPORTS_TOP;
}

/* A table's reference to itself: column holds the key of another row (key, the table's
 * single-column primary key). */
typedef struct SelfReference
{
	int			column;
	int			key;
} SelfReference;

/* Whether column c is named for the person over a row (supervisor_id, manager_id, mgr,
 * reports_to, boss_id, superior_id). */
static bool
names_the_row_above(const SchemaGraph *g, int c)
{
	static const char *const over[] = {"supervisor", "manager", "mgr", "mngr", "boss",
	"superior", "reportsto", NULL};
	const SgColumn *col = &g->columns[c];

	for (int w = 0; w < col->n_words; w++)
		if (text_word_in_list(col->words[w], over) ||
			(strcmp(col->words[w], "reports") == 0 && w + 1 < col->n_words &&
			 strcmp(col->words[w + 1], "to") == 0))
			return true;
	return false;
}

/*
 * The one reference of table t to itself: a single-column foreign key to its single-column
 * primary key, or where it declares none, the one column named for the person over a row
 * (names_the_row_above) of the key's type class that refers to nothing (FoodMart's
 * employee.supervisor_id has no foreign key: its 0 names no employee).  False when none or
 * several.
 */
static bool
self_reference(const SchemaGraph *g, int t, SelfReference *ref)
{
	const SgTable *table = &g->tables[t];
	int			pk = schema_graph_single_primary_key(g, t),
				f;

	if (pk < 0)
		return false;
	ref->key = pk + table->first_column;
	if ((f = schema_graph_single_key_to(g, t, t, ref->key)) >= 0)
	{
		ref->column = g->foreign_keys[f].columns[0];
		return true;
	}
	ref->column = -1;
	for (int c = table->first_column; c < table->first_column + table->n_columns; c++)
	{
		if (c == ref->key || g->columns[c].type_class != g->columns[ref->key].type_class ||
			schema_graph_column_is_foreign_key(g, c) || !names_the_row_above(g, c))
			continue;
		if (ref->column >= 0)
			return false;
		ref->column = c;
	}
	return ref->column >= 0;
}

/*
 * The line from a person to the one over them through the group each belongs to, where the
 * people's table refers to no row of itself: Db2's employee.workdept refers to a
 * department, whose mgrno refers back to the employee who heads it (Firebird's
 * employee.dept_no and department.mngr_no).  Graph columns.
 */
typedef struct GroupRoute
{
	int			key;			/* the people's single-column primary key */
	int			member;			/* the people's one key to the group's table */
	int			group;			/* the group's table */
	int			group_key;		/* its single-column primary key */
	int			head;			/* its one key back to the people, named for the person
								 * over a row (names_the_row_above) */
} GroupRoute;

/* The one route (above) of the people of table t; false when none or several. */
static bool
group_route(const SchemaGraph *g, int t, GroupRoute *route)
{
	int			pk = schema_graph_single_primary_key(g, t),
				found = 0;

	if (pk < 0)
		return false;
	for (int d = 0; d < g->n_tables; d++)
	{
		int			member,
					head,
					dpk;

		if (d == t || (member = schema_graph_referring_column(g, t, d)) < 0 ||
			(head = schema_graph_referring_column(g, d, t)) < 0 ||
			!names_the_row_above(g, head) || (dpk = schema_graph_single_primary_key(g, d)) < 0)
			continue;
		*route = (GroupRoute) {g->tables[t].first_column + pk, member, d,
			g->tables[d].first_column + dpk, head};
		found++;
	}
	return found == 1;
}

/* Whether operand is "column = text value" on instance (arg). */
static bool
fixes_instance(const SqlNode *operand, const void *arg)
{
	const SqlNode *column,
			   *value;

	return sql_column_equals_value(operand, &column, &value) &&
		column->slots[0].instance == *(const int *) arg &&
		value->slots[0].value_type == SQL_VALUE_TEXT;
}

/* Whether every operand of cond's top AND chain passes test. */
static bool
conjunct_all(const SqlNode *cond, bool (*test) (const SqlNode *operand, const void *arg),
			 const void *arg)
{
	if (cond->rule == SQL_RULE_AND)
		return conjunct_all(sql_node_child(cond, 0), test, arg) &&
			conjunct_all(sql_node_child(cond, 1), test, arg);
	return test(cond, arg);
}

/* How many operands of cond's top AND chain pass test. */
static int
conjunct_count(const SqlNode *cond, bool (*test) (const SqlNode *operand, const void *arg),
			   const void *arg)
{
	if (cond->rule == SQL_RULE_AND)
		return conjunct_count(sql_node_child(cond, 0), test, arg) +
			conjunct_count(sql_node_child(cond, 1), test, arg);
	return test(cond, arg) ? 1 : 0;
}

/* The first operand of cond's top AND chain that passes test; NULL when none. */
static const SqlNode *
conjunct_find(const SqlNode *cond, bool (*test) (const SqlNode *operand, const void *arg),
			  const void *arg)
{
	const SqlNode *found;

	if (cond->rule != SQL_RULE_AND)
		return test(cond, arg) ? cond : NULL;
	found = conjunct_find(sql_node_child(cond, 0), test, arg);
	return found != NULL ? found : conjunct_find(sql_node_child(cond, 1), test, arg);
}

/* The named row: table t read as instance. */
typedef struct NamedRow
{
	int			table;
	int			instance;
} NamedRow;

/* Whether operand is "x IN (SELECT y FROM t WHERE equalities)": a subquery of the named
 * row's table alone, fixed by text equalities on its own instance and nothing else. */
static bool
self_subquery(const SqlNode *operand, const void *arg)
{
	const NamedRow *row = arg;
	const SqlNode *sub,
			   *item,
			   *where;

	if (operand->rule != SQL_RULE_IN_QUERY || (sub = sql_node_child(operand, 1)) == NULL ||
		sub->rule != SQL_RULE_SELECT || (item = sql_lone_from_table(sub)) == NULL ||
		item->slots[0].table != row->table ||
		sub->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		sub->slots[SQL_SELECT_HAVING].n_children > 0 ||
		(where = sql_node_child(sub, SQL_SELECT_WHERE)) == NULL)
		return false;
	return conjunct_all(where, fixes_instance, &item->slots[0].instance);
}

static bool
fixes_row_or_self_subquery(const SqlNode *operand, const void *arg)
{
	return fixes_instance(operand, &((const NamedRow *) arg)->instance) ||
		self_subquery(operand, arg);
}

static bool
not_self_subquery(const SqlNode *operand, const void *arg)
{
	return !self_subquery(operand, arg);
}

/* Every node of tree that references instance from, made to reference instance to. */
static void
move_instance(SqlNode *tree, int from, int to)
{
	if (tree == NULL)
		return;
	if (tree->rule == SQL_RULE_COLUMN && tree->slots[0].instance == from)
		tree->slots[0].instance = to;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < tree->slots[f].n_children; k++)
			move_instance(tree->slots[f].children[k], from, to);
}

/*
 * select's WHERE (the named row's equalities) with its one IN subquery of the same table,
 * if any, replaced by that subquery's equalities, moved to the named row; false (select
 * as it was, or changed but to be dropped) when the WHERE holds anything else, or no
 * equality on the row is left.
 */
static bool
flatten_where(SqlNode *select, const NamedRow *row)
{
	SqlNode    *where = sql_node_child(select, SQL_SELECT_WHERE);
	const SqlNode *in;

	if (where == NULL || !conjunct_all(where, fixes_row_or_self_subquery, row))
		return false;
	if ((in = conjunct_find(where, self_subquery, row)) != NULL)
	{
		const SqlNode *sub = sql_node_child(in, 1);
		SqlNode    *moved = sql_node_clone(sql_node_child(sub, SQL_SELECT_WHERE));

		move_instance(moved, sub->slots[SQL_SELECT_FROM].children[0]->slots[0].instance,
					  row->instance);
		if (conjunct_count(where, self_subquery, row) != 1 ||
			!sql_where_keep(select, not_self_subquery, row))
		{
			sql_node_free(moved);
			return false;		/* two such subqueries: which one names the row is not said */
		}
		sql_where_add(select, moved);
	}
	return sql_conjunct_any(sql_node_child(select, SQL_SELECT_WHERE), fixes_instance,
							&row->instance);
}

/* Whether every output of select is count(*) or a plain column of instance other than
 * the reference itself (the model's own way of naming the row above: the full_names step
 * answers it with that row's name). */
static bool
outputs_of(const SqlNode *select, const SchemaGraph *g, int instance, int reference)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			!(e->rule == SQL_RULE_COUNT_STAR ||
			  (e->rule == SQL_RULE_COLUMN && e->slots[0].instance == instance &&
			   sql_column_graph_index(g, e) != reference)))
			return false;
	}
	return items->n_children > 0;
}

/* Whether operand is a NOT IN or NOT EXISTS subquery: the candidate's way of saying the
 * "no". */
static bool
negated_subquery(const SqlNode *operand, const void *arg)
{
	(void) arg;
	return operand->rule == SQL_RULE_NOT_IN_QUERY || operand->rule == SQL_RULE_NOT_EXISTS;
}

/*
 * The rows with no one above them: "Which employees have no manager?" answered "(SELECT
 * employee_number FROM employees) EXCEPT (SELECT reports_to FROM employees)" (those no
 * one reports to).  A candidate of the one table alone, an EXCEPT of two such SELECTs, or
 * a SELECT whose WHERE holds NOT IN or NOT EXISTS subqueries and nothing else, becomes its
 * (left) SELECT with the WHERE "reference IS NULL".  ast unchanged when of no such shape.
 */
static SqlNode *
top_rows(SqlNode *ast, const SchemaGraph *g)
{
	const SqlNode *select = ast->rule == SQL_RULE_EXCEPT ? sql_node_child(ast, 0) : ast;
	const SqlNode *item = sql_lone_from_table(select),
			   *where;
	SqlNode    *copy,
			   *test;
	SelfReference ref;
	int			t;

	if (item == NULL || (t = item->slots[0].table) < 0 || !self_reference(g, t, &ref))
		return ast;
	if (ast->rule == SQL_RULE_EXCEPT)
	{
		const SqlNode *right = sql_lone_from_table(sql_node_child(ast, 1));

		if (right == NULL || right->slots[0].table != t ||
			sql_node_child(select, SQL_SELECT_WHERE) != NULL)
			return ast;
	}
	else if ((where = sql_node_child(select, SQL_SELECT_WHERE)) != NULL &&
			 !conjunct_all(where, negated_subquery, NULL))
		return ast;
	copy = sql_node_clone(select);
	sql_slot_clear(&copy->slots[SQL_SELECT_WHERE]);
	test = sql_node_new(SQL_RULE_IS_NULL);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, item->slots[0].instance, ref.column));
	sql_where_add(copy, test);
	sql_node_free(ast);
	return copy;
}

int
sql_reports_top_table(const SchemaGraph *g, const LinkResult *links, const TableNames *names,
					  bool who)
{
	SelfReference ref;
	int			found = -1;

	for (int t = 0; t < g->n_tables; t++)
	{
		if (!self_reference(g, t, &ref))
			continue;
		if (found >= 0)
			return -1;			/* which table is not said */
		found = t;
	}
	if (found < 0 || !table_holds_people(&names[found]))
		return -1;
	if (who)
		return found;
	for (int k = 0; links != NULL && k < links->n_links; k++)
		if (links->links[k].kind == LINK_TABLE && links->links[k].match != LINK_PARTIAL &&
			links->links[k].table == found)
			return found;
	return -1;
}

/* Whether n tests a reference of a table to itself for NULL (arg: the graph). */
static bool
tests_self_reference_null(const SqlNode *n, const void *arg)
{
	const SchemaGraph *g = arg;
	SelfReference ref;
	int			c;

	return n->rule == SQL_RULE_IS_NULL &&
		(c = sql_column_graph_index(g, sql_node_child(n, 0))) >= 0 &&
		self_reference(g, g->columns[c].table, &ref) && ref.column == c;
}

/*
 * "Who has no manager?" answered "(SELECT country_id FROM countries) EXCEPT (SELECT
 * department_name FROM departments)": no shape top_rows turns.  Where the question asks
 * for the rows of the graph's one table of people that refers to itself (top, from
 * sql_reports_top_table), a candidate that tests no such reference for NULL and answers
 * no aggregate (a count is top_rows' to turn, or no such question) becomes the query of
 * those rows with none above them: their names, "reference IS NULL".
 */
static SqlNode *
top_rows_anew(SqlNode *ast, const SchemaGraph *g, int top, const TableNames *names)
{
	SelfReference ref;
	SqlNode    *select,
			   *test;

	if (top < 0 || sql_answers_an_aggregate(ast) ||
		sql_node_any(ast, tests_self_reference_null, g) || !self_reference(g, top, &ref))
		return ast;
	select = sql_select_from_table(top);
	sql_add_row_names(select, g, 0, &names[top]);
	test = sql_node_new(SQL_RULE_IS_NULL);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, 0, ref.column));
	sql_where_add(select, test);
	sql_node_free(ast);
	return select;
}

/* ast (taken) read through its people's group route (above): below, the members of the
 * groups the named row heads; above, the head of the named row's group.  ast itself where
 * the table has no one route, or ast is no named row's look-up. */
static SqlNode *
through_group(SqlNode *ast, const SchemaGraph *g, ReportsAsk ask, int t, int instance)
{
	GroupRoute	route = {-1, -1, -1, -1, -1};
	NamedRow	row = {t, instance};
	SqlNode    *copy,
			   *key;
	int			group,
				other;

	if (!group_route(g, t, &route) || !outputs_of(ast, g, instance, -1))
		return ast;
	copy = sql_node_clone(ast);
	if (!flatten_where(copy, &row))
	{
		sql_node_free(copy);
		return ast;
	}
	key = sql_column_ref(g, instance, ask == REPORTS_BELOW ? route.key : route.member);
	group = sql_join_table(copy, g, key, route.group,
						   ask == REPORTS_BELOW ? route.head : route.group_key);
	sql_node_free(key);
	key = sql_column_ref(g, group, ask == REPORTS_BELOW ? route.group_key : route.head);
	other = sql_join_table(copy, g, key, t, ask == REPORTS_BELOW ? route.member : route.key);
	sql_node_free(key);
	for (int k = 0; k < copy->slots[SQL_SELECT_ITEMS].n_children; k++)
		move_instance(copy->slots[SQL_SELECT_ITEMS].children[k], instance, other);
	sql_node_free(ast);
	return copy;
}

SqlNode *
sql_self_references(SqlNode *ast, const SchemaGraph *g, ReportsAsk ask, int top,
					const TableNames *names)
{
	const SqlNode *item;
	SelfReference ref;
	SqlNode    *copy,
			   *key;
	NamedRow	row;
	int			t,
				instance,
				other;

	if (ask == REPORTS_TOP && ast != NULL)
	{
		SqlNode    *turned = top_rows(ast, g);

		return turned != ast ? turned : top_rows_anew(ast, g, top, names);
	}
	if (ask == REPORTS_NONE || ast == NULL || (item = sql_lone_from_table(ast)) == NULL ||
		(t = item->slots[0].table) < 0 || !sql_select_is_unshaped(ast))
		return ast;
	if (!self_reference(g, t, &ref))
		return through_group(ast, g, ask, t, item->slots[0].instance);
	instance = item->slots[0].instance;
	if (!outputs_of(ast, g, instance, ref.column))
		return ast;
	row.table = t;
	row.instance = instance;
	copy = sql_node_clone(ast);
	if (!flatten_where(copy, &row))
	{
		sql_node_free(copy);
		return ast;
	}
	/* below: the rows whose reference holds the named row's key; above: the row the named
	 * row's reference holds */
	if (ask == REPORTS_BELOW)
	{
		key = sql_column_ref(g, instance, ref.key);
		other = sql_join_table(copy, g, key, t, ref.column);
	}
	else
	{
		key = sql_column_ref(g, instance, ref.column);
		other = sql_join_table(copy, g, key, t, ref.key);
	}
	sql_node_free(key);
	for (int k = 0; k < copy->slots[SQL_SELECT_ITEMS].n_children; k++)
		move_instance(copy->slots[SQL_SELECT_ITEMS].children[k], instance, other);
	sql_node_free(ast);
	return copy;
}
