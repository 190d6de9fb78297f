/*
 * sql_whole_person_names.c — a person's given and family name read from one row
 * (sql_whole_person_names.h).
 */
#include "sql/sql_whole_person_names.h"

#include <strings.h>

#include "schema/name_columns.h"

/* At most this many "column = text" conditions are looked at. */
#define NAME_CONDITIONS_MAX 16

/* A condition "<column> = '<text>'" of the WHERE: its column reference (changed in place)
 * and its text. */
typedef struct NameCondition
{
	SqlNode    *column;
	const char *text;
} NameCondition;

/* The conditions "<column> = '<text>'" ANDed in cond, appended to out (n so far); how
 * many in all. */
static int
text_conditions(SqlNode *cond, NameCondition *out, int n)
{
	const SqlNode *column,
			   *value;

	if (cond == NULL || n >= NAME_CONDITIONS_MAX)
		return n;
	if (cond->rule == SQL_RULE_AND)
		return text_conditions(sql_node_child(cond, 1), out,
							   text_conditions(sql_node_child(cond, 0), out, n));
	if (sql_column_equals_value(cond, &column, &value) && value->slots[0].value != NULL &&
		value->slots[0].value_type == SQL_VALUE_TEXT)
		out[n++] = (NameCondition) {(SqlNode *) column, value->slots[0].value};
	return n;
}

/* The first value link of graph column c with text, from token from on (-1: anywhere);
 * NULL when none. */
static const SchemaLink *
value_link(const LinkResult *links, int c, const char *text, int from)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_VALUE && l->column == c && l->value != NULL &&
			strcasecmp(l->value, text) == 0 && (from < 0 || l->token_start == from))
			return l;
	}
	return NULL;
}

/* Compare the condition of column reference ref on graph column c of instance. */
static void
move_to(SqlNode *ref, const SchemaGraph *g, int c, int instance)
{
	int			t = g->columns[c].table;

	ref->slots[0].table = t;
	ref->slots[0].column = c - g->tables[t].first_column;
	ref->slots[0].instance = instance;
}

/* Given name condition a and family name condition b, said one after the other, read from
 * one row where the links allow (above); true when one moved. */
static bool
join_pair(const SchemaGraph *g, const LinkResult *links, NameCondition *a, NameCondition *b)
{
	int			ca = sql_column_graph_index(g, a->column),
				cb = sql_column_graph_index(g, b->column),
				given_a,
				family_a,
				given_b,
				family_b;
	const SchemaLink *la,
			   *lb;

	if (ca < 0 || cb < 0 || a->column->slots[0].instance == b->column->slots[0].instance ||
		!name_columns_pair_of(g, ca, &given_a, &family_a) || given_a != ca ||
		!name_columns_pair_of(g, cb, &given_b, &family_b) || family_b != cb ||
		(la = value_link(links, ca, a->text, -1)) == NULL ||
		(lb = value_link(links, cb, b->text, la->token_end)) == NULL)
		return false;
	if (value_link(links, family_a, b->text, lb->token_start) != NULL)
	{
		move_to(b->column, g, family_a, a->column->slots[0].instance);
		return true;
	}
	if (value_link(links, given_b, a->text, la->token_start) != NULL)
	{
		move_to(a->column, g, given_b, b->column->slots[0].instance);
		return true;
	}
	return false;
}

SqlNode *
sql_whole_person_names(SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	NameCondition conds[NAME_CONDITIONS_MAX];
	int			n;

	if (ast == NULL || g == NULL || links == NULL || !sql_is_select(ast))
		return ast;
	n = text_conditions(sql_node_child(ast, SQL_SELECT_WHERE), conds, 0);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			if (i != j)
				join_pair(g, links, &conds[i], &conds[j]);
	return ast;
}
