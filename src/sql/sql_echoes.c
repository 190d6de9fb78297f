/*
 * sql_echoes.c — an output column fixed to the value the question gave for another
 * (sql_echoes.h).
 */
#include "sql/sql_echoes.h"

#include <stddef.h>
#include <strings.h>

#include "sql/sql_key_paths.h"


/* The column and the text value of "<column> = '<text>'" (either way round), or false. */
static bool
column_equals_text(const SqlNode *operand, const SqlNode **column, const char **text)
{
	const SqlNode *v;

	if (!sql_column_equals_value(operand, column, &v) || v->slots[0].value == NULL ||
		v->slots[0].value_type != SQL_VALUE_TEXT)
		return false;
	*text = v->slots[0].value;
	return true;
}

/* Whether c is a plain output column of select. */
static bool
is_output_column(const SqlNode *select, const SqlNode *c)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
		if (sql_node_equal(sql_node_child(items->children[k], 0), c))
			return true;
	return false;
}

/* A condition "<column> = '<text>'" looked at. */
typedef struct Echo
{
	const SqlNode *column;
	const char *text;
} Echo;

/* sql_conjunct_any's test: operand compares another column of the echo's instance with
 * the same text. */
static bool
same_text_elsewhere(const SqlNode *operand, const void *arg)
{
	const Echo *e = arg;
	const SqlNode *column;
	const char *text;

	return column_equals_text(operand, &column, &text) &&
		column->slots[0].instance == e->column->slots[0].instance &&
		column->slots[0].column != e->column->slots[0].column && strcasecmp(text, e->text) == 0;
}

/* The SELECT and its WHERE as decoded, for sql_where_keep. */
typedef struct Decoded
{
	const SqlNode *select;
	const SqlNode *where;
} Decoded;

/* sql_where_keep's test: a condition but an output column fixed to another's value. */
static bool
not_echoed(const SqlNode *operand, const void *arg)
{
	const Decoded *d = arg;
	Echo		e;

	return !column_equals_text(operand, &e.column, &e.text) ||
		!is_output_column(d->select, e.column) ||
		!sql_conjunct_any(d->where, same_text_elsewhere, &e);
}

/* sql_conjunct_any's test: operand fixes the column arg to a text. */
static bool
fixes_to_text(const SqlNode *operand, const void *arg)
{
	const SqlNode *column;
	const char *text;

	return column_equals_text(operand, &column, &text) && sql_node_equal(column, arg);
}

/* A table linked to another by one key column: from refers to to (graph columns);
 * referred: the other table is the one referred to. */
typedef struct KeyLink
{
	int			from;
	int			to;
	bool		referred;
} KeyLink;

/* The one table t (names[t] passing accept) that refers by one key column to table's
 * primary key, or (both_ways) that table refers to by one to t's; -1 when none or several,
 * one each way included (a department's manager and its staff: which the question asks
 * for, its words say). */
static int
linked_by_one_key(const SchemaGraph *g, const TableNames *names, int table,
				  bool (*accept) (const TableNames *), bool both_ways, KeyLink *link)
{
	int			found = -1;

	for (int direction = both_ways ? 0 : 1; direction < 2; direction++)
		for (int t = 0; t < g->n_tables; t++)
		{
			int			source = direction == 0 ? table : t,
						target = direction == 0 ? t : table,
						pk = schema_graph_single_primary_key(g, target),
						c;

			if (t == table || !accept(&names[t]) || pk < 0 ||
				(c = schema_graph_referring_column(g, source, target)) < 0)
				continue;
			if (found >= 0)
				return -1;
			found = t;
			link->from = c;
			link->to = g->tables[target].first_column + pk;
			link->referred = direction == 0;
		}
	return found;
}

/* select's one output column given way to the names of instance's rows (n: its table's
 * name columns): a thing's one name or a whole name, else a person's given and family
 * names. */
static void
answer_with_names(SqlNode *select, const SchemaGraph *g, int instance, const TableNames *n)
{
	if (n->single >= 0 && (n->whole || !table_names_person(n)))
		sql_set_lone_output(select, sql_column_ref(g, instance, n->single));
	else
	{
		sql_set_lone_output(select, sql_column_ref(g, instance, n->given));
		sql_add_output(select, sql_column_ref(g, instance, n->family));
	}
}

/* "Which red-haired women drive a Tesla Model S?" decoded "SELECT car_model FROM
 * drivers_license WHERE car_model = 'Model S' ...": licences have no name, and the one
 * table of named rows that refers to them (person, by license_id) answers, joined on
 * that key, with its names. */
static void
answer_referrer_for_echo(SqlNode *select, const SchemaGraph *g, const TableNames *names,
						 SqlNode *column)
{
	int			table = column->slots[0].table,
				instance = column->slots[0].instance,
				referrer = -1,
				joined;
	KeyLink		link;
	const TableNames *n;
	SqlNode    *key;

	/* only where table's rows have no names of their own */
	if (names[table].single < 0 && names[table].given < 0)
		referrer = linked_by_one_key(g, names, table, table_has_names, false, &link);
	if (referrer < 0 || sql_instances_of_table(select, referrer) > 0 ||
		sql_from_only_instance(select, table) != instance)
		return;
	n = &names[referrer];
	key = sql_column_ref(g, instance, link.to);
	joined = sql_join_table(select, g, key, referrer, link.from);
	sql_node_free(key);
	answer_with_names(select, g, joined, n);
}

/* The one table instance of select's FROM whose table holds people, other than table
 * (which the echoed column reads), its table in *people; -1 when none or several. */
static int
joined_people(const SqlNode *select, const TableNames *names, int table, int *people)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			t = item->slots[0].table;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || t == table ||
			!table_holds_people(&names[t]))
			continue;
		if (found >= 0)
			return -1;
		found = item->slots[0].instance;
		*people = t;
	}
	return found;
}

/* "Who wrote The Cat in the Hat?" decoded "SELECT title FROM books WHERE title = 'The Cat
 * in the Hat'": the thing's name said back, where "who" asks for people.  Where the query
 * joins one table of people already ("Which women work in the operations department?"
 * decoded "SELECT deptname FROM department JOIN employee ... WHERE deptname =
 * 'OPERATIONS' AND sex = 'F'"), they answer.  Else the one table of people
 * (table_holds_people) its table's rows are linked to by one key, either way
 * (books.author_id -> authors, employees.department_id -> departments), answers, joined
 * on it; none where people are linked both ways (a department's manager and its staff). */
static void
answer_people_for_echo(SqlNode *select, const SchemaGraph *g, const TableNames *names,
					   const SqlNode *column)
{
	int			table = column->slots[0].table,
				instance = column->slots[0].instance,
				people,
				joined;
	KeyLink		link;
	SqlNode    *key;
	const TableNames *n;

	if (table_holds_people(&names[table]))
		return;
	if ((joined = joined_people(select, names, table, &people)) >= 0)
	{
		answer_with_names(select, g, joined, &names[people]);
		return;
	}
	if ((people = linked_by_one_key(g, names, table, table_holds_people, true, &link)) < 0 ||
		sql_instances_of_table(select, people) > 0)
		return;
	/* the key read at the echoed row: its own column, or its key the people refer to */
	key = sql_column_ref(g, instance, link.referred ? link.from : link.to);
	joined = sql_join_table(select, g, key, people, link.referred ? link.to : link.from);
	sql_node_free(key);
	n = &names[people];
	answer_with_names(select, g, joined, n);
}

/* "Which region is the Sales department in?" decoded "SELECT department_name FROM
 * departments WHERE department_name = 'Sales'": the thing's name said back, where the
 * question asks for the rows of another table, asked.  The one path of foreign keys from
 * the echoed row's table to asked (sql_key_path: each step to the one row referenced) is
 * joined, and the names of asked's row answer. */
static void
answer_asked_for_echo(SqlNode *select, const SchemaGraph *g, const TableNames *names,
					  const SqlNode *column, int asked)
{
	int			fks[SQL_KEY_PATH_MAX],
				n,
				joined;

	if (asked < 0 || asked == column->slots[0].table || !table_has_names(&names[asked]) ||
		sql_instances_of_table(select, asked) > 0 ||
		(n = sql_key_path(g, column->slots[0].table, asked, fks)) <= 0)
		return;
	joined = sql_join_key_path(select, g, column->slots[0].instance, fks, n);
	answer_with_names(select, g, joined, &names[asked]);
}

/* The one output column of select, answered as the thing's name of its rows where the
 * WHERE fixes it to the question's value (above); where it is that name, as the people
 * linked to the row where "who" is asked (answer_people_for_echo), or the row of the
 * table the question asks for that the row leads to (answer_asked_for_echo). */
static void
answer_name_for_echo(SqlNode *select, const SchemaGraph *g, const TableNames *names, bool who,
					 int asked)
{
	SqlNode    *column;
	int			c,
				name;

	if (!sql_output_may_change(select) || (column = sql_lone_output_column(select)) == NULL ||
		(c = sql_column_graph_index(g, column)) < 0 || g->columns[c].primary_key ||
		schema_graph_column_is_foreign_key(g, c) ||
		!sql_conjunct_any(sql_node_child(select, SQL_SELECT_WHERE), fixes_to_text, column))
		return;
	name = names[g->columns[c].table].single;
	if (name == c)
	{
		if (who)
			answer_people_for_echo(select, g, names, column);
		else
			answer_asked_for_echo(select, g, names, column, asked);
		return;
	}
	if (name >= 0)
	{
		sql_set_lone_output(select, sql_column_ref(g, column->slots[0].instance, name));
		return;
	}
	answer_referrer_for_echo(select, g, names, column);
}

SqlNode *
sql_count_fixed_values(SqlNode *select)
{
	SqlSlot    *items;
	const SqlNode *where;

	if (select == NULL || !sql_is_select(select) ||
		(where = sql_node_child(select, SQL_SELECT_WHERE)) == NULL ||
		select->slots[SQL_SELECT_GROUP_BY].n_children > 0)
		return select;
	items = &select->slots[SQL_SELECT_ITEMS];
	for (int k = 0; k < items->n_children; k++)
	{
		SqlNode    *item = items->children[k];
		SqlNode    *e = sql_node_child(item, 0);

		if (item->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			e->rule != SQL_RULE_COUNT_DISTINCT || sql_node_child(e, 0) == NULL ||
			!sql_conjunct_any(where, fixes_to_text, sql_node_child(e, 0)))
			continue;
		sql_node_free(e);
		item->slots[0].children[0] = sql_node_new(SQL_RULE_COUNT_STAR);
	}
	return select;
}

SqlNode *
sql_drop_echoed_values(SqlNode *ast, const SchemaGraph *g, const TableNames *names, bool who,
					   int asked)
{
	SqlNode    *where;
	Decoded		d;

	if (ast == NULL || !sql_is_select(ast) || (where = sql_node_child(ast, SQL_SELECT_WHERE)) == NULL)
		return ast;
	d.where = sql_node_clone(where);
	d.select = ast;
	sql_where_keep(ast, not_echoed, &d);
	sql_node_free((SqlNode *) d.where);
	return sql_names_for_echoes(ast, g, names, who, asked);
}

SqlNode *
sql_names_for_echoes(SqlNode *ast, const SchemaGraph *g, const TableNames *names, bool who,
					 int asked)
{
	if (ast != NULL && sql_is_select(ast) && sql_node_child(ast, SQL_SELECT_WHERE) != NULL)
		answer_name_for_echo(ast, g, names, who, asked);
	return ast;
}
