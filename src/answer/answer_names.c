/*
 * answer_names.c — people and things answered by their names (answer_names.h).
 */
#include "answer/answer_names.h"

#include <string.h>

#include "common/alloc.h"
#include "sql/sql_named_values.h"

/* Output columns of a SELECT looked at, at most (and name columns added to them). */
#define NAMES_ITEMS_MAX 16
/* How far after "which" / "list" / "names" the table's word may come ("which of our
 * authors"). */
#define NAMES_TABLE_WINDOW 3

void
name_question_find(const TextTokens *tokens, const SchemaGraph *g, NameQuestion *out)
{
	memset(out, 0, sizeof(*out));
	out->ask_token = -1;
	for (int i = 0; i < tokens->n && out->ask != NAME_ASK_WHO; i++)
	{
		if (text_token_is(tokens, i, "who") || text_token_is(tokens, i, "whom"))
		{
			out->ask = NAME_ASK_WHO;
			out->ask_token = i;
		}
		else if (out->ask == NAME_ASK_NONE &&
				 (text_token_is(tokens, i, "which") || text_token_is(tokens, i, "list") ||
				  ((text_token_is(tokens, i, "names") || text_token_is(tokens, i, "name")) &&
				   text_token_is(tokens, i + 1, "of"))))
		{
			out->ask = NAME_ASK_WHICH;
			out->ask_token = i;
		}
		else if (out->ask == NAME_ASK_NONE &&
				 (text_token_is(tokens, i, "each") || text_token_is(tokens, i, "every") ||
				  text_token_is(tokens, i, "per")))
		{
			out->ask = NAME_ASK_EACH;
			out->ask_token = i;
		}
	}
	out->names = out->ask != NAME_ASK_NONE ? name_columns_find(g) : NULL;
}

void
name_question_free(NameQuestion *q)
{
	dt_free(q->names);
	memset(q, 0, sizeof(*q));
}

/* Whether the words token_start..token_end name table. */
static bool
span_names_table(const LinkResult *links, int token_start, int token_end, int table)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_TABLE && links->links[i].table == table &&
			links->links[i].token_start <= token_start && links->links[i].token_end >= token_end)
			return true;
	return false;
}

/* Whether a question word names column itself: a column link, but not the partial one of
 * "name(s)" or "named"/"called" that every *_name column gets, nor one of words that name
 * the column's table ("shops" and shop_id, "sales reps" and employees' employee_number),
 * nor a partial one to a part of a name ("contact" and contact_first_name: the question
 * then says "first name" or "surname"). */
static bool
question_names_column(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
					  int column)
{
	int			given,
				family;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		/* a word of money or quantity ("revenue", "charge") asks for an amount, not for
		 * the measure column by its name */
		if (l->kind != LINK_COLUMN || l->column != column || l->match == LINK_MEASURE)
			continue;
		if (l->match == LINK_PARTIAL && l->token_end == l->token_start + 1 &&
			(named_values_is_naming_word(&tokens->tokens[l->token_start]) ||
			 text_token_is(tokens, l->token_start, "name") ||
			 text_token_is(tokens, l->token_start, "names")))
			continue;
		if (span_names_table(links, l->token_start, l->token_end, g->columns[column].table))
			continue;
		if (l->match == LINK_PARTIAL && name_columns_pair_of(g, column, &given, &family))
			continue;
		return true;
	}
	return false;
}

/* Whether "which" / "list the" / "names of" / "each" is followed by a word of table. */
static bool
question_asks_for_table(const LinkResult *links, const NameQuestion *q, int table)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_TABLE && l->table == table && l->token_start > q->ask_token &&
			l->token_start <= q->ask_token + NAMES_TABLE_WINDOW)
			return true;
	}
	return false;
}

/* The table of the table instance of select's FROM whose instance id is instance, or -1. */
static int
instance_table(const SqlNode *select, int instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render == SQL_RK_FROM_TABLE &&
			item->slots[0].instance == instance)
			return item->slots[0].table;
	}
	return -1;
}

/* The graph column of a column reference to a table instance declared in select's FROM,
 * or -1. */
static int
graph_column(const SqlNode *select, const SqlNode *expr, const SchemaGraph *g)
{
	int			table;

	if (expr == NULL || expr->rule != SQL_RULE_COLUMN)
		return -1;
	table = instance_table(select, expr->slots[0].instance);
	if (table < 0 || table >= g->n_tables ||
		expr->slots[0].column < 0 || expr->slots[0].column >= g->tables[table].n_columns)
		return -1;
	return g->tables[table].first_column + expr->slots[0].column;
}

/* Whether an output column is one a SELECT grouped for "each" may hold beside the names:
 * a column, or an aggregate (count(*), sum(x) ...). */
static bool
column_or_aggregate(const SqlNode *item, NameAsk ask)
{
	const SqlNode *e = sql_node_child(item, 0);

	if (item->rule != SQL_RULE_SELECT_EXPR || e == NULL)
		return false;
	return e->rule == SQL_RULE_COLUMN || (ask == NAME_ASK_EACH && sql_rule_is_aggregate(e->rule));
}

/* Whether select may get more output columns of an instance whose primary key is pk_of:
 * no aggregate (but for "each") or expression among its output columns, GROUP BY only of
 * that key (the names depend on it; "each" needs it), DISTINCT only without ORDER BY. */
static bool
select_may_widen(const SqlNode *select, const SchemaGraph *g, int instance, NameAsk ask)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];

	if (items->n_children > NAMES_ITEMS_MAX)
		return false;
	for (int k = 0; k < items->n_children; k++)
		if (!column_or_aggregate(items->children[k], ask))
			return false;
	if (select->rule == SQL_RULE_SELECT_DISTINCT &&
		select->slots[SQL_SELECT_ORDER_BY].n_children > 0)
		return false;
	if (group->n_children == 0)
		return ask != NAME_ASK_EACH;
	for (int k = 0; k < group->n_children; k++)
	{
		const SqlNode *e = group->children[k];
		int			c = graph_column(select, e, g);

		if (c >= 0 && e->slots[0].instance == instance && g->columns[c].primary_key)
			return true;
	}
	return false;
}

/* The name columns that answer column (of a table with names) for this question, in
 * given[0], family[1] order, or 0 when it stays.  names_answered: the output columns hold
 * the instance's names already, so its other columns were asked for ("ids and names"). */
static int
answering_names(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
				const NameQuestion *q, int column, bool names_answered, int names[2])
{
	const TableNames *tn = &q->names[g->columns[column].table];
	bool		person = table_names_person(tn);

	char		prefix[NAME_COLUMN_MAX + 1];

	if (question_names_column(g, tokens, links, column))
		return 0;
	if (name_columns_pair_of(g, column, &names[0], &names[1]))
		/* a middle name is asked for as such ("first, middle, and last name") */
		return name_part_of(g->columns[column].name, prefix) == NAME_PART_MIDDLE ? 0 : 2;
	if (column == tn->single || (!person && tn->single < 0) || schema_graph_column_is_foreign_key(g, column) ||
		names_answered)
		return 0;
	if (q->ask != NAME_ASK_WHO && !question_asks_for_table(links, q, g->columns[column].table))
		return 0;
	/* a thing's name first for "which" and "each", a person's for "who" */
	if (tn->single >= 0 && (q->ask != NAME_ASK_WHO || !person))
	{
		names[0] = tn->single;
		return 1;
	}
	names[0] = tn->given;
	names[1] = tn->family;
	return 2;
}

/* An output column: column of instance. */
static SqlNode *
column_node(const SchemaGraph *g, int instance, int column)
{
	SqlNode    *item = sql_node_new(SQL_RULE_SELECT_EXPR);

	sql_slot_add_child(&item->slots[0], sql_column_ref(g, instance, column));
	return item;
}

/* Whether the output columns items[0..n) hold (instance, column). */
static bool
items_hold(const SqlNode *select, SqlNode *const *items, int n, const SchemaGraph *g,
		   int instance, int column)
{
	for (int k = 0; k < n; k++)
	{
		const SqlNode *e = sql_node_child(items[k], 0);

		if (e != NULL && e->rule == SQL_RULE_COLUMN && e->slots[0].instance == instance &&
			graph_column(select, e, g) == column)
			return true;
	}
	return false;
}

/* Whether the output columns items[0..n) hold the names of instance, whose table is
 * column's: its one name, or both parts of its person's name. */
static bool
names_held(const SqlNode *select, SqlNode *const *items, int n, const SchemaGraph *g,
		   const NameQuestion *q, int instance, int column)
{
	const TableNames *tn = &q->names[g->columns[column].table];

	if (tn->single >= 0 && items_hold(select, items, n, g, instance, tn->single))
		return true;
	return table_names_person(tn) && items_hold(select, items, n, g, instance, tn->given) &&
		items_hold(select, items, n, g, instance, tn->family);
}

/* ---- someone else, named ---- */

/* The foreign key whose one column is column, or -1: its id names a row of another table
 * (or of its own, employees.reports_to). */
static int
single_column_reference(const SchemaGraph *g, int column)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
		if (g->foreign_keys[k].n_columns == 1 && g->foreign_keys[k].columns[0] == column)
			return k;
	return -1;
}

/* Whether cond (an ON condition) is, or has among its ANDed operands, "a = b" between the
 * two column references a and b (either way round). */
static bool
cond_equates(const SqlNode *cond, const SqlNode *a, const SqlNode *b)
{
	const SqlNode *l,
			   *r;

	if (cond == NULL)
		return false;
	if (cond->rule == SQL_RULE_AND)
		return cond_equates(sql_node_child(cond, 0), a, b) ||
			cond_equates(sql_node_child(cond, 1), a, b);
	if (cond->rule != SQL_RULE_EQ)
		return false;
	l = sql_node_child(cond, 0);
	r = sql_node_child(cond, 1);
	return (sql_node_equal(l, a) && sql_node_equal(r, b)) ||
		(sql_node_equal(l, b) && sql_node_equal(r, a));
}

/* The instance of select's FROM joined to key (a column reference) on the referenced
 * column ref_column (of ref_table), or -1. */
static int
joined_referenced_instance(const SqlNode *select, const SchemaGraph *g, const SqlNode *key,
						   int ref_table, int ref_column)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		SqlNode    *ref;
		bool		joined;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || item->slots[0].table != ref_table)
			continue;
		ref = sql_column_ref(g, item->slots[0].instance, ref_column);
		joined = false;
		for (int j = 0; j < from->n_children && !joined; j++)
			joined = cond_equates(sql_node_child(from->children[j], 1), key, ref);
		joined = joined || cond_equates(sql_node_child(select, SQL_SELECT_WHERE), key, ref);
		sql_node_free(ref);
		if (joined)
			return item->slots[0].instance;
	}
	return -1;
}

/* Whether the question asks for a row of ref_table by name: "who" for a person, or
 * "which <ref_table>". */
static bool
asks_for_referenced(const LinkResult *links, const NameQuestion *q, int ref_table)
{
	const TableNames *tn = &q->names[ref_table];

	if (q->ask == NAME_ASK_WHO)
		return table_names_person(tn);
	return q->ask == NAME_ASK_WHICH && tn->single >= 0 &&
		question_asks_for_table(links, q, ref_table);
}

/*
 * "Who does Leslie Jennings report to?" answered "SELECT t0.reports_to ...": an output
 * column that is a foreign key's one column answers with an id of the row it references.
 * That row, joined on the key (or the instance already joined there), answers with its
 * names instead.  Only in a SELECT of plain columns with no GROUP BY, the only SELECT
 * full_names widens without an "each".
 */
static void
referenced_names(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
				 const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];

	if (q->ask != NAME_ASK_WHO && q->ask != NAME_ASK_WHICH)
		return;
	if (ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 || !select_may_widen(ast, g, -1, q->ask))
		return;
	for (int k = 0; k < items->n_children; k++)
	{
		SqlNode    *key = sql_node_child(items->children[k], 0);
		int			c = graph_column(ast, key, g),
					f,
					ref_table,
					ref_column,
					instance;

		if (c < 0 || (f = single_column_reference(g, c)) < 0)
			continue;
		ref_table = g->foreign_keys[f].ref_table;
		ref_column = g->foreign_keys[f].ref_columns[0];
		/* a key that is the referenced row's name (border_info.state_name) names it */
		if (ref_column == q->names[ref_table].single || !asks_for_referenced(links, q, ref_table))
			continue;
		instance = joined_referenced_instance(ast, g, key, ref_table, ref_column);
		if (instance < 0)
			instance = sql_join_table(ast, g, key, ref_table, ref_column);
		/* the referenced row's key column in the list: full_names answers it by its names */
		sql_node_free(key);
		items->children[k]->slots[0].children[0] = sql_column_ref(g, instance, ref_column);
	}
}

/* Whether some table instance of select's FROM is of table. */
static bool
instance_of_table(const SqlNode *select, int table)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
		if (sql_rules[from->children[k]->rule].render == SQL_RK_FROM_TABLE &&
			from->children[k]->slots[0].table == table)
			return true;
	return false;
}

/* Whether some table instance of select's FROM is of a person's table. */
static bool
from_has_person(const SqlNode *select, const NameQuestion *q)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render == SQL_RK_FROM_TABLE &&
			table_names_person(&q->names[item->slots[0].table]))
			return true;
	}
	return false;
}

/* Whether cond's top AND chain has "expr = <value>": the question fixes expr. */
static bool
cond_fixes(const SqlNode *cond, const SqlNode *expr)
{
	const SqlNode *l,
			   *r;

	if (cond == NULL)
		return false;
	if (cond->rule == SQL_RULE_AND)
		return cond_fixes(sql_node_child(cond, 0), expr) ||
			cond_fixes(sql_node_child(cond, 1), expr);
	if (cond->rule != SQL_RULE_EQ)
		return false;
	l = sql_node_child(cond, 0);
	r = sql_node_child(cond, 1);
	return (sql_node_equal(l, expr) && r != NULL && r->rule == SQL_RULE_VALUE) ||
		(sql_node_equal(r, expr) && l != NULL && l->rule == SQL_RULE_VALUE);
}

/* Whether an output column of select is a thing's name the WHERE leaves open: "Who
 * published Sushi, Anyone?" answered by the publisher's name is answered by whom. */
static bool
answers_with_a_name(const SqlNode *select, const SchemaGraph *g, const NameQuestion *q)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			c = graph_column(select, e, g);

		if (c >= 0 && q->names[g->columns[c].table].single == c &&
			!cond_fixes(sql_node_child(select, SQL_SELECT_WHERE), e))
			return true;
	}
	return false;
}

/* Whom or what a question that starts with "who" or "which <table>" asks for: people (any
 * person's table), or the rows of one table with a name. */
typedef struct Asked
{
	bool		person;
	bool		named;			/* any table with a name ("which books" of no table) */
	bool		ids;			/* the candidate answers with its rows' own ids */
	int			table;			/* !person && !named: the table "which" asks for */
} Asked;

static bool
is_asked(const NameQuestion *q, const Asked *asked, int table)
{
	if (asked->named)
		return table_names_person(&q->names[table]) || q->names[table].single >= 0;
	return asked->person ? table_names_person(&q->names[table]) : table == asked->table;
}

/* The output columns of select replaced by the names of table's instance instance: a
 * person's given and family names, a thing's name. */
static void
answer_with_names(SqlNode *select, const SchemaGraph *g, const NameQuestion *q, int table,
				  int instance)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];
	const TableNames *tn = &q->names[table];

	for (int k = 0; k < items->n_children; k++)
		sql_node_free(items->children[k]);
	items->n_children = 0;
	if (table_names_person(tn))
	{
		sql_slot_add_child(items, column_node(g, instance, tn->given));
		sql_slot_add_child(items, column_node(g, instance, tn->family));
	}
	else
		sql_slot_add_child(items, column_node(g, instance, tn->single));
}

/*
 * "Who wrote The Gourmet Microwave?" answered "SELECT t0.title FROM titles ...": no key
 * relates titles to a person, but a link table does (titleauthor references titles and
 * authors).  Where exactly one table not read yet has a single-column foreign key to a
 * table the candidate reads and another to an asked table, both are joined and the asked
 * rows' names answer.
 */
static void
link_to_asked(SqlNode *ast, const SchemaGraph *g, const NameQuestion *q, const Asked *asked)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	int			found = 0,
				via_instance = -1,
				to_row = -1,
				to_asked = -1;
	SqlNode    *key;
	int			link_instance,
				asked_instance;
	const SgForeignKey *a,
			   *b;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			a = &g->foreign_keys[f];
			if (a->n_columns != 1 || a->ref_table != item->slots[0].table ||
				a->table == a->ref_table || instance_of_table(ast, a->table))
				continue;
			for (int h = 0; h < g->n_foreign_keys; h++)
			{
				b = &g->foreign_keys[h];
				if (h == f || b->n_columns != 1 || b->table != a->table ||
					!is_asked(q, asked, b->ref_table))
					continue;
				found++;
				via_instance = item->slots[0].instance;
				to_row = f;
				to_asked = h;
			}
		}
	}
	if (found != 1)
		return;
	a = &g->foreign_keys[to_row];
	b = &g->foreign_keys[to_asked];
	key = sql_column_ref(g, via_instance, a->ref_columns[0]);
	link_instance = sql_join_table(ast, g, key, a->table, a->columns[0]);
	sql_node_free(key);
	key = sql_column_ref(g, link_instance, b->columns[0]);
	asked_instance = sql_join_table(ast, g, key, b->ref_table, b->ref_columns[0]);
	sql_node_free(key);
	answer_with_names(ast, g, q, b->ref_table, asked_instance);
}

/* Whether every output column of select is a primary key of its table and references no
 * other (city.state_name, part of city's key, is a state's name): the rows' own ids, no
 * answer a reader asked for. */
static bool
answers_with_ids(const SqlNode *select, const SchemaGraph *g)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		int			c = graph_column(select, sql_node_child(items->children[k], 0), g);

		if (c < 0 || !g->columns[c].primary_key || schema_graph_column_is_foreign_key(g, c))
			return false;
	}
	return items->n_children > 0;
}

/* Whether every output column of select is a plain column that is no name, no foreign key
 * and none the question names ("Which members have booked the snooker table?" answered
 * with bookings.slots): a column nobody asked for. */
static bool
answers_unasked_columns(const SqlNode *select, const SchemaGraph *g, const TextTokens *tokens,
						const LinkResult *links, const NameQuestion *q)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		int			c = graph_column(select, sql_node_child(items->children[k], 0), g);
		const TableNames *tn;

		if (c < 0)
			return false;
		tn = &q->names[g->columns[c].table];
		if (c == tn->single || c == tn->given || c == tn->family ||
			schema_graph_column_is_foreign_key(g, c) || question_names_column(g, tokens, links, c))
			return false;
	}
	return items->n_children > 0;
}

/* The first question word within NAMES_TABLE_WINDOW after the asking word that names a
 * table ("Which facilities charge members ...": "facilities"), or -1. */
static int
first_table_word(const LinkResult *links, const NameQuestion *q)
{
	int			first = -1;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_TABLE && l->token_start > q->ask_token &&
			l->token_start <= q->ask_token + NAMES_TABLE_WINDOW &&
			(first < 0 || l->token_start < first))
			first = l->token_start;
	}
	return first;
}

/* Whether some link starts at question word token. */
static bool
token_linked(const LinkResult *links, int token)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].token_start == token)
			return true;
	return false;
}

/* Whether the WHERE fixes a name of each table instance select answers with (a person's
 * given or family name, or a thing's name): rows the question names itself.  One part of a
 * person's name is enough: complete_values adds the other only after the rewrites. */
static bool
answers_named_rows(const SqlNode *select, const SchemaGraph *g, const NameQuestion *q)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlNode *where = sql_node_child(select, SQL_SELECT_WHERE);

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			c = graph_column(select, e, g);
		const TableNames *tn;
		int			fixed[2];
		int			n = 0;
		bool		any = false;

		if (c < 0)
			return false;
		tn = &q->names[g->columns[c].table];
		if (table_names_person(tn))
		{
			fixed[n++] = tn->given;
			fixed[n++] = tn->family;
		}
		else if (tn->single >= 0)
			fixed[n++] = tn->single;
		for (int i = 0; i < n && !any; i++)
		{
			SqlNode    *name = sql_column_ref(g, e->slots[0].instance, fixed[i]);

			any = cond_fixes(where, name);
			sql_node_free(name);
		}
		if (!any)
			return false;
	}
	return items->n_children > 0;
}

/* What a question that starts with "who" or "which <table>" asks for, where the candidate
 * answers with none of it (above); false when it asks for nothing such. */
static bool
asked_and_unanswered(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					 const LinkResult *links, const NameQuestion *q, Asked *asked)
{
	int			first;

	memset(asked, 0, sizeof(*asked));
	asked->table = -1;
	if (q->ask_token != 0 || ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		!select_may_widen(ast, g, -1, q->ask))
		return false;
	if (q->ask == NAME_ASK_WHO)
	{
		asked->person = true;
		return !from_has_person(ast, q) && !answers_with_a_name(ast, g, q);
	}
	if (q->ask != NAME_ASK_WHICH)
		return false;
	if (answers_with_ids(ast, g))
		asked->ids = true;
	else if (!answers_unasked_columns(ast, g, tokens, links, q))
		return false;
	first = first_table_word(links, q);
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			t = l->table;

		if (l->kind != LINK_TABLE || l->token_start != first)
			continue;
		/* "Which facilities charge members a fee?" asks for facilities, which it reads */
		if (instance_of_table(ast, t))
			return false;
		if (q->names[t].single < 0 && !table_names_person(&q->names[t]))
			continue;
		if (asked->table >= 0 && asked->table != t)
			return false;		/* two tables asked for: which is meant cannot be told */
		asked->table = t;
	}
	if (asked->table >= 0)
		return true;
	/* "Which books did Cheryl Carson write?" answered with the author's own id: the word
	 * after "which" names nothing of the schema, and the rows answered are the ones the
	 * question names already, so it asks for other rows, those one key relates them to */
	asked->named = asked->ids && !token_linked(links, q->ask_token + 1) &&
		answers_named_rows(ast, g, q);
	return asked->named;
}

/*
 * "Who works at Algodata Infosystems?" answered "SELECT t0.pub_name FROM publishers ...":
 * a question that starts with "who" whose candidate reads no person's table at all, where
 * one foreign key relates its FROM to a person's table (employee.pub_id references
 * publishers; bookings.memid references members), is answered by those people: the
 * person's table joined on that key, the output columns replaced by the person's names.
 * Likewise "Which books did Cheryl Carson write?" answered with the author's id: the rows
 * of the table "which" asks for, by name.  With two or more such keys, which rows are meant
 * cannot be told, and nothing changes; with none, a link table may relate them
 * (link_to_asked).  Not where a "who" candidate answers with a thing's name the question
 * leaves open ("Who published ...?": a publisher).
 */
static void
asked_through_a_key(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					const LinkResult *links, const NameQuestion *q)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	Asked		asked;
	int			found = 0,
				via_instance = -1,
				key = -1,
				target = -1,
				target_column = -1,
				instance;
	SqlNode    *key_expr;

	/* "Who ...?" asks for people; "the ids of the students who ..." does not */
	if (!asked_and_unanswered(ast, g, tokens, links, q, &asked))
		return;
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			table = item->slots[0].table;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			const SgForeignKey *fk = &g->foreign_keys[f];

			if (fk->n_columns != 1 || fk->table == fk->ref_table)
				continue;
			/* this row references an asked row, or an asked row references this row */
			if (fk->table == table && is_asked(q, &asked, fk->ref_table))
			{
				found++;
				via_instance = item->slots[0].instance;
				key = fk->columns[0];
				target = fk->ref_table;
				target_column = fk->ref_columns[0];
			}
			else if (fk->ref_table == table && is_asked(q, &asked, fk->table))
			{
				found++;
				via_instance = item->slots[0].instance;
				key = fk->ref_columns[0];
				target = fk->table;
				target_column = fk->columns[0];
			}
		}
	}
	if (found == 0)
	{
		link_to_asked(ast, g, q, &asked);
		return;
	}
	if (found != 1)
		return;
	key_expr = sql_column_ref(g, via_instance, key);
	instance = sql_join_table(ast, g, key_expr, target, target_column);
	sql_node_free(key_expr);
	answer_with_names(ast, g, q, target, instance);
}

/* ---- "each", counted apart ---- */

/* The one primary-key column of table as a graph column, or -1 (none, or a key of several
 * columns). */
static int
single_primary_key(const SchemaGraph *g, int table)
{
	int			pk = schema_graph_single_primary_key(g, table);

	return pk < 0 ? -1 : g->tables[table].first_column + pk;
}

/*
 * "How many orders has each German customer placed?" answered "SELECT count(*) FROM
 * customers JOIN orders ... WHERE country = 'Germany'": one count for all of them.  Where
 * the question says "each <table>" of exactly one instance of a join, and the SELECT has
 * only aggregates (no GROUP BY, HAVING, ORDER BY or LIMIT), the aggregates are taken per
 * row of that instance: grouped by its primary key, its names beside them.  A table
 * counted alone ("each" of its own rows) is left as it is: one per row says nothing.
 */
static void
group_each(SqlNode *ast, const SchemaGraph *g, const LinkResult *links, const NameQuestion *q)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	SqlNode    *old[NAMES_ITEMS_MAX];
	int			n_old = items->n_children,
				instance = -1,
				table = -1,
				pk;
	const TableNames *tn;

	if (q->ask != NAME_ASK_EACH || ast->rule != SQL_RULE_SELECT || from->n_children < 2 ||
		n_old == 0 || n_old > NAMES_ITEMS_MAX ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_HAVING].n_children > 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present)
		return;
	for (int k = 0; k < n_old; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			!sql_rule_is_aggregate(e->rule))
			return;
	}
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			return;
		if (!question_asks_for_table(links, q, item->slots[0].table))
			continue;
		if (instance >= 0)
			return;				/* two instances asked for: which one is "each" */
		instance = item->slots[0].instance;
		table = item->slots[0].table;
	}
	if (instance < 0 || (pk = single_primary_key(g, table)) < 0)
		return;
	tn = &q->names[table];
	if (!table_names_person(tn) && tn->single < 0)
		return;
	memcpy(old, items->children, sizeof(SqlNode *) * n_old);
	items->n_children = 0;
	/* a thing's name first, as full_names answers "each" (a customer, not its contact) */
	if (tn->single >= 0)
		sql_slot_add_child(items, column_node(g, instance, tn->single));
	else
	{
		sql_slot_add_child(items, column_node(g, instance, tn->given));
		sql_slot_add_child(items, column_node(g, instance, tn->family));
	}
	for (int k = 0; k < n_old; k++)
		sql_slot_add_child(items, old[k]);
	sql_slot_add_child(&ast->slots[SQL_SELECT_GROUP_BY], sql_column_ref(g, instance, pk));
}

/* ---- the rows a named row is referenced by ---- */

/* Whether a question word is a value stored in column (a name column; -1: none). */
static bool
name_said(const LinkResult *links, int column)
{
	for (int i = 0; i < links->n_links && column >= 0; i++)
		if (links->links[i].kind == LINK_VALUE && links->links[i].column == column &&
			links->links[i].match != LINK_PARTIAL)
			return true;
	return false;
}

/* The one foreign key of table to itself, of one column (members.recommendedby), or -1. */
static int
single_self_reference(const SchemaGraph *g, int table)
{
	int			found = -1;

	for (int k = 0; k < g->n_foreign_keys; k++)
		if (g->foreign_keys[k].table == table && g->foreign_keys[k].ref_table == table)
		{
			if (found >= 0 || g->foreign_keys[k].n_columns != 1)
				return -1;
			found = k;
		}
	return found;
}

/*
 * "Which members did Darren Smith recommend?" answered "SELECT firstname, surname FROM
 * members WHERE firstname = 'Darren' AND surname = 'Smith'": the names of the very rows the
 * question names, an echo.  Where a question that starts with "which <table>" is answered
 * so from one instance of that table, and the table refers to itself through exactly one
 * single-column foreign key, the rows that refer to the named ones are asked for: the table
 * joined again on that key, the names answered from the new instance.  The other way round
 * ("Who recommended Nancy Dare?") the model answers with the key itself (referenced_names).
 */
static void
rows_referencing_named(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
					   const NameQuestion *q)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	int			table,
				instance,
				f,
				referring;
	const TableNames *tn;
	SqlNode    *key;

	if (q->ask != NAME_ASK_WHICH || q->ask_token != 0 || ast->rule != SQL_RULE_SELECT ||
		from->n_children != 1 || sql_rules[from->children[0]->rule].render != SQL_RK_FROM_TABLE ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		!question_asks_for_table(links, q, table = from->children[0]->slots[0].table) ||
		(f = single_self_reference(g, table)) < 0)
		return;
	instance = from->children[0]->slots[0].instance;
	tn = &q->names[table];
	/* the whole name said ("Darren Smith"), the WHERE fixing a part of it: "Which members
	 * are called Smith?" lists the Smiths, no echo */
	if (!answers_named_rows(ast, g, q) ||
		!name_said(links, table_names_person(tn) ? tn->given : tn->single) ||
		(table_names_person(tn) && !name_said(links, tn->family)))
		return;
	/* every output column a name of the named rows */
	for (int k = 0; k < items->n_children; k++)
	{
		int			c = graph_column(ast, sql_node_child(items->children[k], 0), g);

		if (c != tn->single && c != tn->given && c != tn->family)
			return;
	}
	key = sql_column_ref(g, instance, g->foreign_keys[f].ref_columns[0]);
	referring = sql_join_table(ast, g, key, table, g->foreign_keys[f].columns[0]);
	sql_node_free(key);
	for (int k = 0; k < items->n_children; k++)
		sql_node_child(items->children[k], 0)->slots[0].instance = referring;
}

/* ---- "never", by key ---- */

/* The one output column of select as a graph column, its instance in *instance; -1 when
 * select answers with anything else. */
static int
only_output_column(const SqlNode *select, const SchemaGraph *g, int *instance)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlNode *e;

	if (items->n_children != 1 || items->children[0]->rule != SQL_RULE_SELECT_EXPR)
		return -1;
	e = sql_node_child(items->children[0], 0);
	*instance = e != NULL ? e->slots[0].instance : -1;
	return graph_column(select, e, g);
}

/*
 * "Which members have never booked anything?" answered "(SELECT surname FROM members)
 * EXCEPT (SELECT t1.surname FROM members t1 JOIN bookings ...)": a set operation keeps its
 * width, so full_names cannot add the given name, and two members of one surname would
 * count as one.  Where both operands answer with the same name column of one table, which
 * full_names would widen, the left operand reading that table alone, the rows are taken
 * apart by their primary key instead: "SELECT ... FROM members t0 WHERE t0.memid NOT IN
 * (SELECT t1.memid FROM members t1 JOIN bookings ...)", which full_names then answers by
 * name.  Returns the new root (ast's operands reused) or ast.
 */
static SqlNode *
except_by_key(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
			  const LinkResult *links, const NameQuestion *q)
{
	SqlNode    *left = sql_node_child(ast, 0),
			   *right = sql_node_child(ast, 1),
			   *not_in,
			   *right_key;
	int			left_instance,
				right_instance,
				c,
				pk,
				names[2];

	if (ast->rule != SQL_RULE_EXCEPT || left == NULL || right == NULL ||
		left->rule != SQL_RULE_SELECT || !sql_is_select(right) ||
		left->slots[SQL_SELECT_FROM].n_children != 1 ||
		left->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		right->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		(c = only_output_column(left, g, &left_instance)) < 0 ||
		only_output_column(right, g, &right_instance) != c ||
		(pk = single_primary_key(g, g->columns[c].table)) < 0 ||
		answering_names(g, tokens, links, q, c, false, names) == 0)
		return ast;
	/* the right operand answers with its rows' keys */
	right_key = sql_node_child(right->slots[SQL_SELECT_ITEMS].children[0], 0);
	sql_node_free(right_key);
	right->slots[SQL_SELECT_ITEMS].children[0]->slots[0].children[0] =
		sql_column_ref(g, right_instance, pk);
	not_in = sql_node_new(SQL_RULE_NOT_IN_QUERY);
	sql_slot_add_child(&not_in->slots[0], sql_column_ref(g, left_instance, pk));
	sql_slot_add_child(&not_in->slots[1], right);
	sql_where_add(left, not_in);
	/* the operands now belong to the new root */
	ast->slots[0].n_children = 0;
	ast->slots[1].n_children = 0;
	sql_node_free(ast);
	return left;
}

SqlNode *
answer_full_names(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				  const LinkResult *links, const NameQuestion *q)
{
	SqlSlot    *items;
	SqlNode    *old[NAMES_ITEMS_MAX];
	SqlNode    *out[NAMES_ITEMS_MAX * 2];
	bool		replaced[NAMES_ITEMS_MAX] = {false};
	int			n_old,
				n_out = 0;
	bool		changed = false;

	if (ast == NULL || q->ask == NAME_ASK_NONE || q->names == NULL)
		return ast;
	ast = except_by_key(ast, g, tokens, links, q);
	if (!sql_is_select(ast))
		return ast;
	referenced_names(ast, g, links, q);
	asked_through_a_key(ast, g, tokens, links, q);
	group_each(ast, g, links, q);
	rows_referencing_named(ast, g, links, q);
	items = &ast->slots[SQL_SELECT_ITEMS];
	n_old = items->n_children;
	if (n_old == 0 || n_old > NAMES_ITEMS_MAX)
		return ast;
	memcpy(old, items->children, sizeof(SqlNode *) * n_old);
	for (int k = 0; k < n_old; k++)
	{
		const SqlNode *e = sql_node_child(old[k], 0);
		int			c = graph_column(ast, e, g);
		int			names[2];
		int			n_names;

		if (c < 0 ||
			(n_names = answering_names(g, tokens, links, q, c,
									   names_held(ast, old, n_old, g, q, e->slots[0].instance, c),
									   names)) == 0 ||
			!select_may_widen(ast, g, e->slots[0].instance, q->ask))
		{
			out[n_out++] = old[k];
			continue;
		}
		for (int i = 0; i < n_names; i++)
		{
			int			instance = e->slots[0].instance;

			/* a name column the list holds already stays where it is */
			if (names[i] != c && (items_hold(ast, old, n_old, g, instance, names[i]) ||
								  items_hold(ast, out, n_out, g, instance, names[i])))
				continue;
			out[n_out++] = names[i] == c ? sql_node_clone(old[k]) : column_node(g, instance, names[i]);
		}
		replaced[k] = changed = true;
	}
	if (!changed)
		return ast;
	/* the old list is read above until the new one is whole: freed only now */
	for (int k = 0; k < n_old; k++)
		if (replaced[k])
			sql_node_free(old[k]);
	items->n_children = 0;
	for (int k = 0; k < n_out; k++)
		sql_slot_add_child(items, out[k]);
	return ast;
}

/* ---- each named once ---- */

/* Whether another table instance of select's FROM has rows that reference table's (a
 * foreign key of its table to table): joined to them, a row of table repeats. */
static bool
joined_to_referencing_rows(const SqlNode *select, const SchemaGraph *g, int instance, int table)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
			item->slots[0].instance == instance)
			continue;
		for (int f = 0; f < g->n_foreign_keys; f++)
			if (g->foreign_keys[f].table == item->slots[0].table &&
				g->foreign_keys[f].ref_table == table)
				return true;
	}
	return false;
}

SqlNode *
answer_distinct_names(SqlNode *ast, const SchemaGraph *g, const NameQuestion *q)
{
	const SqlSlot *items;
	int			instance = -1,
				table;

	if (ast == NULL || q->ask == NAME_ASK_NONE || q->ask == NAME_ASK_EACH || q->names == NULL ||
		ast->rule != SQL_RULE_SELECT || ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present)
		return ast;
	items = &ast->slots[SQL_SELECT_ITEMS];
	if (items->n_children == 0 || items->n_children > NAMES_ITEMS_MAX)
		return ast;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			e->rule != SQL_RULE_COLUMN || (instance >= 0 && e->slots[0].instance != instance))
			return ast;
		instance = e->slots[0].instance;
	}
	if ((table = instance_table(ast, instance)) < 0 ||
		!names_held(ast, items->children, items->n_children, g, q, instance,
					g->tables[table].first_column) ||
		!joined_to_referencing_rows(ast, g, instance, table))
		return ast;
	ast->rule = SQL_RULE_SELECT_DISTINCT;
	return ast;
}
