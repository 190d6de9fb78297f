/*
 * action_notation.h — a tiny text notation for transition-system action sequences, shared by
 * the unit tests that build ASTs by hand (test_sql.c, test_model.c):
 *   rule_name      ApplyRule
 *   ;              Reduce
 *   T:table        SelectTable (the one table of that name, whatever its schema)
 *   S:rule         ApplyRule of a rule that declares a subquery instance (from_subquery_*)
 *   C:i:column     SelectColumn of instance i (a column name, or #k for the k-th column)
 *   V:type:text    Value (type text|integer|numeric; text up to the next space, with
 *                  underscores standing for spaces)
 * A typo in a test's notation aborts the test.
 */
#ifndef DTFIXUP_TEST_ACTION_NOTATION_H
#define DTFIXUP_TEST_ACTION_NOTATION_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_grammar.h"
#include "sql/sql_transition.h"

/* The table of each instance declared so far (-1 for a subquery); continues across calls
 * until reset, so a sequence may be parsed in pieces. */
typedef struct ActionNotation
{
	int			instance_tables[64];
	int			n_instances;
} ActionNotation;

static void
notation_fail(const char *what, const char *tok)
{
	fprintf(stderr, "test typo: %s %s\n", what, tok);
	abort();
}

static int
notation_table(const SchemaGraph *g, const char *name)
{
	int			found = -1;

	for (int t = 0; t < g->n_tables; t++)
		if (strcmp(g->tables[t].name, name) == 0)
		{
			if (found >= 0)
				notation_fail("ambiguous table", name);
			found = t;
		}
	if (found < 0)
		notation_fail("table", name);
	return found;
}

/* Reads one token into a; the instance bookkeeping lives in st. */
static void
notation_token(ActionNotation *st, const SchemaGraph *g, char *tok, SqlAction *a)
{
	memset(a, 0, sizeof(*a));
	if (strcmp(tok, ";") == 0)
		a->kind = SQL_ACT_REDUCE;
	else if (strncmp(tok, "T:", 2) == 0)
	{
		a->kind = SQL_ACT_SELECT_TABLE;
		a->table = notation_table(g, tok + 2);
		st->instance_tables[st->n_instances++] = a->table;
	}
	else if (strncmp(tok, "S:", 2) == 0)
	{
		a->kind = SQL_ACT_APPLY_RULE;
		a->rule = sql_rule_by_name(tok + 2);
		st->instance_tables[st->n_instances++] = -1;
	}
	else if (strncmp(tok, "C:", 2) == 0)
	{
		char	   *col = strchr(tok + 2, ':');
		int			t;

		if (col == NULL)
			notation_fail("column", tok);
		col++;
		a->kind = SQL_ACT_SELECT_COLUMN;
		a->instance = atoi(tok + 2);
		t = a->instance < st->n_instances ? st->instance_tables[a->instance] : -1;
		if (col[0] == '#')
			a->column = atoi(col + 1);
		else if (t < 0)
			a->column = 0;		/* no table instance yet: a sequence the grammar must reject */
		else if (schema_graph_find_column(g, t, col) < 0)
			notation_fail("column", tok);
		else
			a->column = schema_graph_find_column(g, t, col) - g->tables[t].first_column;
	}
	else if (strncmp(tok, "V:", 2) == 0)
	{
		char	   *val = strchr(tok + 2, ':');

		if (val == NULL)
			notation_fail("value", tok);
		*val++ = '\0';
		for (char *s = val; *s; s++)
			if (*s == '_')
				*s = ' ';
		a->kind = SQL_ACT_VALUE;
		if (!sql_value_type_by_name(tok + 2, &a->value_type))
			notation_fail("value type", tok + 2);
		a->value = val;
	}
	else
	{
		a->kind = SQL_ACT_APPLY_RULE;
		a->rule = sql_rule_by_name(tok);
	}
	if (a->kind == SQL_ACT_APPLY_RULE && a->rule < 0)
		notation_fail("rule", tok);
}

/* Parses text into out (initialised here; the list copies value texts). */
static void
action_notation_parse(ActionNotation *st, const SchemaGraph *g, const char *text,
					  SqlActionList *out)
{
	char	   *copy = strdup(text);
	char	   *save = NULL;

	sql_action_list_init(out);
	for (char *tok = strtok_r(copy, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
	{
		SqlAction	a;

		notation_token(st, g, tok, &a);
		sql_action_list_append(out, &a);
	}
	free(copy);
}

#endif
