/*
 * sql_qualified_property.c — the property of a row named by one of paired columns
 * (sql_qualified_property.h).
 */
#include "sql/sql_qualified_property.h"

#include <string.h>

/* The column of c's table named b's first word followed by c's other words, neither c nor
 * b; -1 when none (or either name is of one word). */
static int
paired_column(const SchemaGraph *g, int c, int b)
{
	const SgColumn *o = &g->columns[c],
			   *w = &g->columns[b];
	const SgTable *t = &g->tables[o->table];

	if (o->n_words < 2 || w->n_words < 2 || strcmp(o->words[0], w->words[0]) == 0)
		return -1;
	for (int k = t->first_column; k < t->first_column + t->n_columns; k++)
	{
		const SgColumn *p = &g->columns[k];
		bool		same = p->n_words == o->n_words && strcmp(p->words[0], w->words[0]) == 0;

		for (int i = 1; same && i < o->n_words; i++)
			same = strcmp(p->words[i], o->words[i]) == 0;
		/* not the compared column itself ("the first name of Smith" is no last name) */
		if (same && k != c && k != b)
			return k;
	}
	return -1;
}

/* Whether a question word links to column c other than partly, and not to column pair
 * as well ("height" says both elevations). */
static bool
says_one_of_the_pair(const LinkResult *links, int c, int pair)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		bool		both = false;

		if (l->kind != LINK_COLUMN || l->column != c || l->match == LINK_PARTIAL)
			continue;
		for (int k = 0; k < links->n_links && !both; k++)
			both = links->links[k].kind == LINK_COLUMN && links->links[k].column == pair &&
				links->links[k].token_start == l->token_start &&
				links->links[k].token_end == l->token_end;
		if (!both)
			return true;
	}
	return false;
}

/* What pair_named looks for: the output column, and the pair a comparison gives it. */
typedef struct Pairing
{
	const SchemaGraph *g;
	const SqlNode *output;
	int			pair;			/* graph column, -1 until found */
} Pairing;

/* sql_conjunct_any's test: operand compares a text column of the output's instance with a
 * text value, and that column gives the output a pair. */
static bool
pair_named(const SqlNode *operand, const void *arg)
{
	Pairing    *p = (Pairing *) arg;
	const SqlNode *column,
			   *value;
	int			w,
				o;

	if (!sql_column_equals_value(operand, &column, &value) ||
		value->slots[0].value_type != SQL_VALUE_TEXT ||
		column->slots[0].instance != p->output->slots[0].instance ||
		(w = sql_column_graph_index(p->g, column)) < 0 ||
		p->g->columns[w].type_class != SG_TYPE_TEXT ||
		(o = sql_column_graph_index(p->g, p->output)) < 0)
		return false;
	p->pair = paired_column(p->g, o, w);
	return p->pair >= 0;
}

SqlNode *
sql_qualified_property(SqlNode *ast, const SchemaGraph *g, const LinkResult *links)
{
	Pairing		p = {g, NULL, -1};
	int			o;

	if (ast == NULL || links == NULL || !sql_output_may_change(ast) ||
		(p.output = sql_lone_output_column(ast)) == NULL ||
		(o = sql_column_graph_index(g, p.output)) < 0 ||
		!sql_conjunct_any(sql_node_child(ast, SQL_SELECT_WHERE), pair_named, &p) ||
		says_one_of_the_pair(links, o, p.pair))
		return ast;
	sql_set_lone_output(ast, sql_column_ref(g, p.output->slots[0].instance, p.pair));
	return ast;
}
