/*
 * answer_names_keys.c — the asked people and things reached through keys, for full_names
 * (answer_names.h): someone else's names through a foreign key, the asked table's rows
 * through one key or link table, "each" counted apart, the rows a named row is related to
 * by a key (those that refer to it, or the one it refers to), and "never" taken apart by
 * key.
 */
#include "answer/answer_names.h"

#include <string.h>

#include "answer/answer_names_internal.h"
#include "common/alloc.h"
#include "sql/sql_key_paths.h"
#include "sql/sql_named_values.h"
#include "text/stemmer.h"
#include "text/stopwords.h"
/* ---- someone else, named ---- */

int
single_column_reference(const SchemaGraph *g, int column)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
		if (g->foreign_keys[k].n_columns == 1 && g->foreign_keys[k].columns[0] == column)
			return k;
	return -1;
}

/* Whether operand is "pair[0] = pair[1]", either way round. */
static bool
equates_pair(const SqlNode *operand, const void *arg)
{
	const SqlNode *const *pair = arg;
	const SqlNode *l,
			   *r;

	if (operand->rule != SQL_RULE_EQ)
		return false;
	l = sql_node_child(operand, 0);
	r = sql_node_child(operand, 1);
	return (sql_node_equal(l, pair[0]) && sql_node_equal(r, pair[1])) ||
		(sql_node_equal(l, pair[1]) && sql_node_equal(r, pair[0]));
}

/* Whether cond (an ON condition) is, or has among its ANDed operands, "a = b" between the
 * two column references a and b (either way round). */
static bool
cond_equates(const SqlNode *cond, const SqlNode *a, const SqlNode *b)
{
	const SqlNode *pair[2] = {a, b};

	return sql_conjunct_any(cond, equates_pair, pair);
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
 * "which <ref_table>" or "each <ref_table>" for a thing or a person ("Which customers have
 * placed more than 5 orders?", "How many orders did each sales rep take?"). */
static bool
asks_for_referenced(const SchemaGraph *g, const LinkResult *links, const NameQuestion *q,
					int ref_table)
{
	const TableNames *tn = &q->names[ref_table];

	/* an id never answers "who": a person's names, else the row's one name (a customer's
	 * full_name, a company's name) */
	if (q->ask == NAME_ASK_WHO)
		return table_has_names(tn);
	return (q->ask == NAME_ASK_WHICH || q->ask == NAME_ASK_EACH) &&
		table_has_names(tn) && names_question_asks_for_table(g, links, q, ref_table);
}

/* Whether a table link starts where l does and spans as many words: the words name the
 * table ("each document"), not only a part of it ("sales" of "sales rep" names the
 * sales orders in part). */
static bool
table_link_as_long(const LinkResult *links, const SchemaLink *l)
{
	for (int k = 0; k < links->n_links; k++)
		if (links->links[k].kind == LINK_TABLE && links->links[k].token_start == l->token_start &&
			links->links[k].token_end >= l->token_end)
			return true;
	return false;
}

/* Whether the asking word ("which", not "each") is followed by a word that names part of
 * key column c and no table: the row it references asked for in that role ("Which manager
 * has the most employees?" grouped by employees.manager_id), not the key ("each document"
 * of paragraphs.document_id names the documents' table: "document ids" asks for ids). */
static bool
asked_in_role(const SchemaGraph *g, const LinkResult *links, const NameQuestion *q, int c)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->column == c && names_role_link(g, q, l) &&
			!table_link_as_long(links, l))
			return true;
	}
	return false;
}

/* The one GROUP BY item of select when it is key, else NULL: the referenced row's key
 * groups as the key did ("Which department has the most staff?" grouped by
 * employees.department_id). */
static SqlNode **
grouped_by_key_alone(SqlNode *select, const SqlNode *key)
{
	SqlSlot    *group = &select->slots[SQL_SELECT_GROUP_BY];

	if (group->n_children == 1 && sql_node_equal(group->children[0], key))
		return &group->children[0];
	return NULL;
}

/* Whether select's output columns are one column and aggregates: "SELECT sales_rep_id,
 * count(*) ... GROUP BY sales_rep_id". */
static bool
key_and_aggregates(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	int			columns = 0;

	if (items->n_children > NAMES_ITEMS_MAX)
		return false;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL)
			return false;
		if (e->rule == SQL_RULE_COLUMN)
			columns++;
		else if (!sql_rule_is_aggregate(e->rule))
			return false;
	}
	return columns == 1;
}

/*
 * "Who does Leslie Jennings report to?" answered "SELECT t0.reports_to ...": an output
 * column that is a foreign key's one column answers with an id of the row it references.
 * That row, joined on the key (or the instance already joined there), answers with its
 * names instead.  Only in a SELECT of plain columns, the only SELECT full_names widens
 * without an "each", with no GROUP BY or grouped by that key alone ("Which department has
 * the most staff?" answered "SELECT t0.department_id FROM employees AS t0 GROUP BY
 * t0.department_id ORDER BY count(*) DESC LIMIT 1") unless the question names that key:
 * then grouped by the referenced row's primary key instead, the same groups, on which its
 * names depend.  "Each <table>" likewise, of a SELECT grouped by the key with aggregates
 * beside it ("How many orders did each sales rep take?").
 */
void
names_of_referenced(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					const LinkResult *links, const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	bool		grouped = ast->slots[SQL_SELECT_GROUP_BY].n_children > 0;

	/* "each" only of a key the rows are grouped by, its aggregates beside it */
	if (q->ask != NAME_ASK_WHO && q->ask != NAME_ASK_WHICH &&
		!(q->ask == NAME_ASK_EACH && grouped))
		return;
	if (grouped ? (q->ask == NAME_ASK_EACH ? !key_and_aggregates(ast) : items->n_children != 1) ||
		ast->rule == SQL_RULE_SELECT_DISTINCT :
		!names_select_may_widen(ast, g, -1, q->ask))
		return;
	for (int k = 0; k < items->n_children; k++)
	{
		SqlNode    *key = sql_node_child(items->children[k], 0);
		SqlNode   **group_item = NULL;
		int			c = names_graph_column(ast, key, g),
					f,
					ref_table,
					ref_column,
					instance;

		if (c < 0 || (f = single_column_reference(g, c)) < 0)
			continue;
		ref_table = g->foreign_keys[f].ref_table;
		ref_column = g->foreign_keys[f].ref_columns[0];
		/* a key that is the referenced row's name (border_info.state_name) names it */
		if (ref_column == q->names[ref_table].single || !asks_for_referenced(g, links, q, ref_table))
			continue;
		/* grouped by a key the question names ("document ids with at least two
		 * paragraphs"), the ids are what it asks for */
		if (grouped && ((group_item = grouped_by_key_alone(ast, key)) == NULL ||
						(names_question_says_column(g, tokens, links, c, ref_table) &&
						 !asked_in_role(g, links, q, c))))
			continue;
		instance = joined_referenced_instance(ast, g, key, ref_table, ref_column);
		if (instance < 0)
			instance = sql_join_table(ast, g, key, ref_table, ref_column);
		if (group_item != NULL)
		{
			sql_node_free(*group_item);
			*group_item = sql_column_ref(g, instance, ref_column);
		}
		/* the referenced row's key column in the list: full_names answers it by its names */
		sql_node_free(key);
		items->children[k]->slots[0].children[0] = sql_column_ref(g, instance, ref_column);
	}
}

/* Whether some table instance of select's FROM is of a table of people (named over two
 * columns or in one). */
static bool
from_has_person(const SqlNode *select, const NameQuestion *q)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render == SQL_RK_FROM_TABLE &&
			table_holds_people(&q->names[item->slots[0].table]))
			return true;
	}
	return false;
}

/* Whether operand is "expr = <value>", either way round. */
static bool
fixes_expr(const SqlNode *operand, const void *arg)
{
	const SqlNode *expr = arg;
	const SqlNode *l,
			   *r;

	if (operand->rule != SQL_RULE_EQ)
		return false;
	l = sql_node_child(operand, 0);
	r = sql_node_child(operand, 1);
	return (sql_node_equal(l, expr) && r != NULL && r->rule == SQL_RULE_VALUE) ||
		(sql_node_equal(r, expr) && l != NULL && l->rule == SQL_RULE_VALUE);
}

/* Whether cond's top AND chain has "expr = <value>": the question fixes expr. */
static bool
cond_fixes(const SqlNode *cond, const SqlNode *expr)
{
	return sql_conjunct_any(cond, fixes_expr, expr);
}

/* Whether select's WHERE fixes one of the names tn of instance ("= <value>"). */
static bool
fixes_a_name(const SqlNode *select, const SchemaGraph *g, const TableNames *tn, int instance)
{
	const int	names[3] = {tn->single, tn->given, tn->family};
	bool		fixed = false;

	for (int i = 0; i < 3 && !fixed; i++)
	{
		SqlNode    *name;

		if (names[i] < 0)
			continue;
		name = sql_column_ref(g, instance, names[i]);
		fixed = cond_fixes(sql_node_child(select, SQL_SELECT_WHERE), name);
		sql_node_free(name);
	}
	return fixed;
}

/* Whether operand is "expr LIKE <value>" (or ILIKE): the question names expr's rows by a
 * part of their name ("the tennis courts": name LIKE '%Tennis Court%'). */
static bool
matches_expr(const SqlNode *operand, const void *arg)
{
	const SqlNode *r;

	if (operand->rule != SQL_RULE_LIKE && operand->rule != SQL_RULE_ILIKE)
		return false;
	r = sql_node_child(operand, 1);
	return sql_node_equal(sql_node_child(operand, 0), arg) && r != NULL && r->rule == SQL_RULE_VALUE;
}

/* Whether an output column of select is a thing's name the WHERE leaves open: "Who
 * published Sushi, Anyone?" answered by the publisher's name is answered by whom; "Who
 * booked the tennis courts ...?" answered with the names of the facilities the WHERE
 * matches ("LIKE '%Tennis Court%'") echoes the question, as one it fixes does. */
static bool
answers_with_a_name(const SqlNode *select, const SchemaGraph *g, const NameQuestion *q)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlNode *where = sql_node_child(select, SQL_SELECT_WHERE);

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			c = names_graph_column(select, e, g);

		if (c >= 0 && q->names[g->columns[c].table].single == c && !cond_fixes(where, e) &&
			!sql_conjunct_any(where, matches_expr, e))
			return true;
	}
	return false;
}

/* Whether token i is a form of "be" ("Who is the supplier of ...?"). */
static bool
is_be(const TextTokens *tokens, int i)
{
	static const char *const be[] = {"is", "are", "was", "were", NULL};

	for (int k = 0; be[k] != NULL; k++)
		if (text_token_is(tokens, i, be[k]))
			return true;
	return false;
}

/* Whether a word of the question after "who" and its verb names exactly the table of each
 * name select answers with: the things the people did something to, not the ones asked
 * for ("Who wrote our Science Fiction books?" answered with the books' titles).  Not after
 * "who is" ("Who is the supplier of Chai?" asks for the supplier). */
static bool
answers_with_the_object(const SqlNode *select, const SchemaGraph *g, const TextTokens *tokens,
						const LinkResult *links, const NameQuestion *q)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	if (q->ask_token < 0 || is_be(tokens, q->ask_token + 1))
		return false;
	for (int k = 0; k < items->n_children; k++)
	{
		int			c = names_graph_column(select, sql_node_child(items->children[k], 0), g);
		bool		named = false;

		if (c < 0)
			return false;
		for (int i = 0; i < links->n_links && !named; i++)
		{
			const SchemaLink *l = &links->links[i];

			named = l->kind == LINK_TABLE && l->match == LINK_EXACT &&
				l->table == g->columns[c].table && l->token_start > q->ask_token + 1;
		}
		if (!named)
			return false;
	}
	return items->n_children > 0;
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
		return table_has_names(&q->names[table]);
	return asked->person ? table_holds_people(&q->names[table]) : table == asked->table;
}

/* The output columns of select replaced by the names of table's instance instance: a
 * person's given and family names, a thing's name. */
static void
answer_with_names(SqlNode *select, const SchemaGraph *g, const NameQuestion *q, int table,
				  int instance)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];
	const TableNames *tn = &q->names[table];

	sql_slot_clear(items);
	if (table_names_person(tn) && !tn->whole)
	{
		sql_slot_add_child(items, names_column_node(g, instance, tn->given));
		sql_slot_add_child(items, names_column_node(g, instance, tn->family));
	}
	else
		sql_slot_add_child(items, names_column_node(g, instance, tn->single));
}

/*
 * "Who wrote The Gourmet Microwave?" answered "SELECT t0.title FROM titles ...": no key
 * relates titles to a person, but a link table does (titleauthor references titles and
 * authors).  Where exactly one table not read yet has a single-column foreign key to a
 * table the candidate reads and another to an asked table, both are joined and the asked
 * rows' names answer; false when nothing is joined.
 */
static bool
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
				a->table == a->ref_table || sql_instances_of_table(ast, a->table) > 0)
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
		return false;
	a = &g->foreign_keys[to_row];
	b = &g->foreign_keys[to_asked];
	key = sql_column_ref(g, via_instance, a->ref_columns[0]);
	link_instance = sql_join_table(ast, g, key, a->table, a->columns[0]);
	sql_node_free(key);
	key = sql_column_ref(g, link_instance, b->columns[0]);
	asked_instance = sql_join_table(ast, g, key, b->ref_table, b->ref_columns[0]);
	sql_node_free(key);
	answer_with_names(ast, g, q, b->ref_table, asked_instance);
	return true;
}

/*
 * "Which region is the Sales department in?" answered with the department's own id: the
 * region is three keys away (departments -> locations -> countries -> regions).  Where
 * exactly one table the candidate reads leads to the asked table by a path of keys, each
 * keeping the rows at hand (sql_instance_leading_to, sql_key_path: the shortest, of at most
 * SQL_KEY_PATH_MAX steps, and the only one of its length), the path is joined and the
 * asked row's names answer: one row for each row read, as the question's "in" says.
 */
static void
key_path_to_asked(SqlNode *ast, const SchemaGraph *g, const NameQuestion *q, const Asked *asked)
{
	int			fks[SQL_KEY_PATH_MAX],
				n,
				from_instance;

	if (asked->table < 0 || asked->person || asked->named)
		return;
	/* two tables lead there: which rows are meant cannot be told; one key away is the
	 * model's own join */
	from_instance = sql_instance_leading_to(g, ast, asked->table, -1, fks, &n);
	if (from_instance < 0 || n < 2)
		return;
	answer_with_names(ast, g, q, asked->table, sql_join_key_path(ast, g, from_instance, fks, n));
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
		int			c = names_graph_column(select, sql_node_child(items->children[k], 0), g);

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
		int			c = names_graph_column(select, sql_node_child(items->children[k], 0), g);
		const TableNames *tn;

		if (c < 0)
			return false;
		tn = &q->names[g->columns[c].table];
		if (c == tn->single || c == tn->given || c == tn->family ||
			schema_graph_column_is_foreign_key(g, c) || names_question_says_column(g, tokens, links, c, -1))
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

		if (l->kind == LINK_TABLE && names_link_after_ask(q, l) &&
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
 * given, family or whole name, or a thing's name): rows the question names itself.  One part of a
 * person's name is enough: complete_values adds the other only after the rewrites. */
static bool
answers_named_rows(const SqlNode *select, const SchemaGraph *g, const NameQuestion *q)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			c = names_graph_column(select, e, g);

		if (c < 0 || !fixes_a_name(select, g, &q->names[g->columns[c].table], e->slots[0].instance))
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
	if (!q->at_start || ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		!names_select_may_widen(ast, g, -1, q->ask))
		return false;
	if (q->ask == NAME_ASK_WHO)
	{
		asked->person = true;
		return !from_has_person(ast, q) &&
			(!answers_with_a_name(ast, g, q) ||
			 answers_with_the_object(ast, g, tokens, links, q));
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
		if (sql_instances_of_table(ast, t) > 0)
			return false;
		if (!table_has_names(&q->names[t]))
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

/* Verbs of running something: "Who runs the Sales department?" */
static const char *const running_verbs[] = {
	"manages", "managed", "manage", "runs", "ran", "run", "heads", "headed", "leads", "led",
	"supervises", "supervised", "oversees", "oversaw", NULL
};

/* Whether column name word w names the one who runs a thing: manager, head, leader, or
 * the abbreviations mgr and mngr (mgrno, mngr_no). */
static bool
names_runner(const char *w)
{
	static const char *const runners[] = {"manager", "head", "lead", "leader", "boss",
	"supervisor", "chief", "director", NULL};

	return strncmp(w, "mgr", 3) == 0 || strncmp(w, "mngr", 4) == 0 || text_word_in_list(w, runners);
}

/* Whether the stem of a question word outside the links to tables and stored values and
 * a word of column's name (not "id") are one the start of the other, five letters at least
 * in common: "manages" says manager_id, "supports" says support_rep_id; or the word is a
 * verb of running something and the name says who does (names_runner: "runs" says
 * mngr_no). */
static bool
question_says_key(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
				  int column)
{
	const SgColumn *c = &g->columns[column];
	bool		said = false;

	for (int i = 0; i < tokens->n && !said; i++)
	{
		char	   *stem;
		size_t		n_stem;
		bool		linked = false;

		if (tokens->tokens[i].kind != TEXT_TOKEN_WORD)
			continue;
		for (int l = 0; l < links->n_links && !linked; l++)
			linked = (links->links[l].kind == LINK_TABLE || links->links[l].kind == LINK_VALUE) &&
				links->links[l].token_start <= i && i < links->links[l].token_end;
		if (linked)
			continue;
		if (text_word_in_list(tokens->tokens[i].text, running_verbs))
			for (int w = 0; w < c->n_words && !said; w++)
				said = names_runner(c->words[w]);
		if (said || strlen(tokens->tokens[i].text) < 5)
			continue;
		stem = text_stem(tokens->tokens[i].text);
		n_stem = strlen(stem);
		for (int w = 0; w < c->n_words && !said; w++)
		{
			size_t		n_word = strlen(c->words[w]);
			size_t		n = n_stem < n_word ? n_stem : n_word;

			said = n >= 5 && strncmp(stem, c->words[w], n) == 0;
		}
		dt_free(stem);
	}
	return said;
}

/* One key names_asked_through_a_key may follow: from instance's column key to target's
 * target_column; foreign_key: the key's column (whose name may say it); of_asked: the
 * asked row holds the key (the people of a thing: employees.department_id), not the row
 * read (a thing's one person: departments.manager_id). */
typedef struct AskedKey
{
	int			instance,
				key,
				target,
				target_column,
				foreign_key;
	bool		of_asked;
} AskedKey;

/* The keys that relate a table select reads to an asked table (either way), at most max;
 * how many there are. */
static int
asked_keys(const SqlNode *select, const SchemaGraph *g, const NameQuestion *q,
		   const Asked *asked, AskedKey *out, int max)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = 0;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			table = item->slots[0].table;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			const SgForeignKey *fk = &g->foreign_keys[f];
			AskedKey	a = {item->slots[0].instance, -1, -1, -1, fk->columns[0], false};

			if (fk->n_columns != 1 || fk->table == fk->ref_table)
				continue;
			/* this row references an asked row, or an asked row references this row */
			if (fk->table == table && is_asked(q, asked, fk->ref_table))
			{
				a.key = fk->columns[0];
				a.target = fk->ref_table;
				a.target_column = fk->ref_columns[0];
			}
			else if (fk->ref_table == table && is_asked(q, asked, fk->table))
			{
				a.key = fk->ref_columns[0];
				a.target = fk->table;
				a.target_column = fk->columns[0];
				a.of_asked = true;
			}
			else
				continue;
			if (found < max)
				out[found] = a;
			found++;
		}
	}
	return found;
}

/* Most keys names_asked_through_a_key chooses among by what the question says. */
#define ASKED_KEYS_MAX 4

/* Whether select's WHERE says instance's column equals a literal (at its top AND chain). */
static bool
instance_named_by_value(const SqlNode *select, int instance)
{
	SqlNode    *ops[SQL_WHERE_OPERANDS_MAX];
	SqlNode    *where = select->slots[SQL_SELECT_WHERE].n_children > 0 ?
		select->slots[SQL_SELECT_WHERE].children[0] : NULL;
	int			n = where == NULL ? 0 : sql_and_operands(where, ops, SQL_WHERE_OPERANDS_MAX);

	for (int k = 0; k < n && k < SQL_WHERE_OPERANDS_MAX; k++)
	{
		const SqlNode *column,
				   *value;

		if (sql_column_equals_value(ops[k], &column, &value) &&
			column->slots[0].instance == instance)
			return true;
	}
	return false;
}

/* Of two keys a question says, both the same key of two instances of one table (a
 * department joined to itself, "Who runs the Quality Assurance department?"): the one of
 * the instance the WHERE names by a value; NULL where they differ or neither or both is. */
static const AskedKey *
key_of_named_row(const SqlNode *select, const AskedKey *a, const AskedKey *b)
{
	bool		named_a,
				named_b;

	if (a->foreign_key != b->foreign_key || a->of_asked != b->of_asked)
		return NULL;
	named_a = instance_named_by_value(select, a->instance);
	named_b = instance_named_by_value(select, b->instance);
	return named_a == named_b ? NULL : named_a ? a : b;
}

/* Where no word of a "who" question says a key: the one key the people's rows hold, if
 * one alone does.  "Who works in the IT department?" asks for the people whose rows name
 * the department (employees.department_id), not for the one person the department's row
 * names (departments.manager_id): a question about that one says its role ("manages").
 * Not for "which <table>": "List the Finance department's staff" read as asking for
 * departments would follow departments.manager_id from the staff. */
static const AskedKey *
only_key_of_asked(const AskedKey *keys, int found)
{
	const AskedKey *only = NULL;

	for (int k = 0; k < found; k++)
		if (keys[k].of_asked)
		{
			if (only != NULL)
				return NULL;
			only = &keys[k];
		}
	return only;
}

/* Where no word of a "who" question says a key: the one key of a row read that is its
 * table's whole primary key, if one alone is.  "Who joined us in May 2021?" over
 * employee_headcount, keyed by the person's employeeid, asks for the people the rows are,
 * not for their managers (managerid). */
static const AskedKey *
key_that_is_the_row(const SchemaGraph *g, const AskedKey *keys, int found)
{
	const AskedKey *only = NULL;

	for (int k = 0; k < found; k++)
		if (!keys[k].of_asked &&
			single_primary_key(g, g->columns[keys[k].key].table) == keys[k].key)
		{
			if (only != NULL)
				return NULL;
			only = &keys[k];
		}
	return only;
}

/* Where no word says a key's column: the one key whose target table a question word names
 * ("Who are our five biggest customers ...?" over orders, whose customer_id and
 * sales_rep_id both lead to people: the customers), if one alone does. */
static const AskedKey *
key_to_named_table(const AskedKey *keys, int found, const LinkResult *links)
{
	const AskedKey *only = NULL;

	for (int k = 0; k < found; k++)
		if (link_result_names_table_exactly(links, keys[k].target))
		{
			if (only != NULL)
				return NULL;
			only = &keys[k];
		}
	return only;
}

/*
 * "Who works at Algodata Infosystems?" answered "SELECT t0.pub_name FROM publishers ...":
 * a question that starts with "who" whose candidate reads no person's table at all, where
 * one foreign key relates its FROM to a person's table (employee.pub_id references
 * publishers; bookings.memid references members), is answered by those people: the
 * person's table joined on that key, the output columns replaced by the person's names.
 * Likewise "Which books did Cheryl Carson write?" answered with the author's id: the rows
 * of the table "which" asks for, by name.  With two or more such keys, the one whose name
 * a question word says ("Who manages the Finance department?": departments.manager_id,
 * not employees.department_id) is followed; where none is said, a "who" question follows
 * the one key that is the whole primary key of the row read (key_that_is_the_row: the
 * row is that person's), else the one key the people's rows hold (only_key_of_asked),
 * else the one key to a table a question word names (key_to_named_table); otherwise which
 * rows are meant cannot be told, and nothing changes; with no key, a link table may
 * relate them (link_to_asked).  Not where a "who" candidate answers with a thing's name the
 * question leaves open ("Who published ...?": a publisher).
 */
void
names_asked_through_a_key(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
						  const LinkResult *links, const NameQuestion *q)
{
	Asked		asked;
	AskedKey	keys[ASKED_KEYS_MAX];
	const AskedKey *chosen = NULL;
	int			found,
				instance;
	SqlNode    *key_expr;

	/* "Who ...?" asks for people; "the ids of the students who ..." does not */
	if (!asked_and_unanswered(ast, g, tokens, links, q, &asked))
		return;
	found = asked_keys(ast, g, q, &asked, keys, ASKED_KEYS_MAX);
	if (found == 0)
	{
		if (!link_to_asked(ast, g, q, &asked))
			key_path_to_asked(ast, g, q, &asked);
		return;
	}
	if (found == 1)
		chosen = &keys[0];
	else if (found <= ASKED_KEYS_MAX)
		for (int k = 0; k < found; k++)
			if (question_says_key(g, tokens, links, keys[k].foreign_key))
			{
				if (chosen == NULL)
					chosen = &keys[k];
				else if ((chosen = key_of_named_row(ast, chosen, &keys[k])) == NULL)
					return;		/* several said */
			}
	if (chosen == NULL && asked.person && found <= ASKED_KEYS_MAX)
		chosen = key_that_is_the_row(g, keys, found);
	if (chosen == NULL && asked.person && found <= ASKED_KEYS_MAX)
		chosen = only_key_of_asked(keys, found);
	if (chosen == NULL && asked.person && found <= ASKED_KEYS_MAX)
		chosen = key_to_named_table(keys, found, links);
	if (chosen == NULL)
		return;
	key_expr = sql_column_ref(g, chosen->instance, chosen->key);
	instance = sql_join_table(ast, g, key_expr, chosen->target, chosen->target_column);
	sql_node_free(key_expr);
	answer_with_names(ast, g, q, chosen->target, instance);
}

/* ---- "each", counted apart ---- */

int
single_primary_key(const SchemaGraph *g, int table)
{
	int			pk = schema_graph_single_primary_key(g, table);

	return pk < 0 ? -1 : g->tables[table].first_column + pk;
}

/* Whether select (a SELECT, not DISTINCT) answers with aggregates alone, one row for all
 * its rows: no GROUP BY, HAVING, ORDER BY or LIMIT, every output column an aggregate. */
static bool
aggregates_alone(const SqlNode *select)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	if (select->rule != SQL_RULE_SELECT || items->n_children == 0 || !sql_select_is_unshaped(select))
		return false;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			!sql_rule_is_aggregate(e->rule))
			return false;
	}
	return true;
}

/* items (their nodes moved to after, n of them, or freed by the caller) become the names
 * of instance's rows, then after: a thing's name first, as full_names answers "each" (a
 * customer, not its contact). */
static void
names_then(SqlSlot *items, const SchemaGraph *g, int instance, const TableNames *tn,
		   SqlNode *const *after, int n)
{
	items->n_children = 0;
	if (tn->single >= 0)
		sql_slot_add_child(items, names_column_node(g, instance, tn->single));
	else
	{
		sql_slot_add_child(items, names_column_node(g, instance, tn->given));
		sql_slot_add_child(items, names_column_node(g, instance, tn->family));
	}
	for (int k = 0; k < n; k++)
		sql_slot_add_child(items, after[k]);
}

/* A table "each" asks for and the reference to it of an instance read (each_reference). */
typedef struct EachReference
{
	int			table;
	int			instance;		/* the referring instance */
	int			column;			/* its graph column that refers to table's key */
} EachReference;

/* Whether a word after the asking word names table exactly ("each vendor": vendor, not
 * productvendor, which "vendor" names in part). */
static bool
asks_for_table_exactly(const LinkResult *links, const NameQuestion *q, int table)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (names_link_after_ask(q, l) && l->kind == LINK_TABLE && l->table == table &&
			l->match == LINK_EXACT)
			return true;
	}
	return false;
}

/*
 * Where the SELECT reads only rows that refer to the table "each" asks for ("How many
 * products does each vendor supply?" answered "SELECT count(*) FROM productvendor"), that
 * table and the reference to it: of the tables a word after "each" names exactly, the one
 * that exactly one instance read refers to by a single-column foreign key to its
 * single-column primary key.  False when none or several.
 */
static bool
each_reference(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
			   const NameQuestion *q, EachReference *ref)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];

	ref->table = -1;
	for (int t = 0; t < g->n_tables; t++)
	{
		int			pk;

		if (!asks_for_table_exactly(links, q, t) || (pk = single_primary_key(g, t)) < 0)
			continue;
		for (int k = 0; k < from->n_children; k++)
		{
			const SqlNode *item = from->children[k];
			int			f;

			if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
				(f = schema_graph_single_key_to(g, item->slots[0].table, t, pk)) < 0)
				continue;
			if (ref->table >= 0)
				return false;	/* two tables or two instances: which is meant? */
			ref->table = t;
			ref->instance = item->slots[0].instance;
			ref->column = g->foreign_keys[f].columns[0];
		}
	}
	return ref->table >= 0;
}

/*
 * "How many orders has each German customer placed?" answered "SELECT count(*) FROM
 * customers JOIN orders ... WHERE country = 'Germany'": one count for all of them.  Where
 * the question says "each <table>" of exactly one instance of a join, and the SELECT has
 * only aggregates (no GROUP BY, HAVING, ORDER BY or LIMIT), the aggregates are taken per
 * row of that instance: grouped by its primary key, its names beside them.  A table
 * counted alone ("each" of its own rows) is left as it is: one per row says nothing.
 * Where no instance read is of that table, it is joined to the one that refers to it
 * (each_reference).
 */
void
names_group_each(SqlNode *ast, const SchemaGraph *g, const LinkResult *links, const NameQuestion *q)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	SqlNode    *old[NAMES_ITEMS_MAX];
	EachReference ref = {-1, -1, -1};
	int			n_old = items->n_children,
				instance = -1,
				table = -1,
				pk;
	const TableNames *tn;

	if (q->ask != NAME_ASK_EACH || n_old > NAMES_ITEMS_MAX || !aggregates_alone(ast))
		return;
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			return;
		if (!names_question_asks_for_table(g, links, q, item->slots[0].table))
			continue;
		if (instance >= 0)
			return;				/* two instances asked for: which one is "each" */
		instance = item->slots[0].instance;
		table = item->slots[0].table;
	}
	if (instance >= 0 && from->n_children < 2)
	{
		/* a table counted alone is "each" of its own rows, one per row: left as it is,
		 * unless "each" names it only in part ("each vendor" over productvendor) */
		if (asks_for_table_exactly(links, q, table))
			return;
		instance = -1;
	}
	if (instance < 0)
	{
		if (!each_reference(ast, g, links, q, &ref))
			return;
		table = ref.table;
	}
	if ((pk = single_primary_key(g, table)) < 0 || !table_has_names(&q->names[table]))
		return;
	tn = &q->names[table];
	if (instance < 0)
	{
		SqlNode    *key = sql_column_ref(g, ref.instance, ref.column);

		instance = sql_join_table(ast, g, key, table, pk);
		sql_node_free(key);
	}
	memcpy(old, items->children, sizeof(SqlNode *) * n_old);
	names_then(items, g, instance, tn, old, n_old);
	sql_slot_add_child(&ast->slots[SQL_SELECT_GROUP_BY], sql_column_ref(g, instance, pk));
}

/*
 * "How many employees does each store have?" answered "SELECT count(*), t0.store_state
 * FROM store AS t0 JOIN employee AS t1 ... GROUP BY t0.store_state": one count per state,
 * not per store.  Where "each" names the table of the one GROUP BY column's instance, that
 * column is no key or name of the table and no question word names it, and the output
 * columns are that column and aggregates, the rows are grouped by the table's primary key
 * instead: full_names then answers the column with the table's names.
 */
void
names_regroup_each(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				   const LinkResult *links, const NameQuestion *q)
{
	SqlSlot    *group = &ast->slots[SQL_SELECT_GROUP_BY];
	const SqlSlot *items = &ast->slots[SQL_SELECT_ITEMS];
	SqlNode    *key;
	const TableNames *tn;
	int			c,
				table,
				pk;

	if (q->ask != NAME_ASK_EACH || ast->rule != SQL_RULE_SELECT || group->n_children != 1 ||
		ast->slots[SQL_SELECT_HAVING].n_children > 0 ||
		(c = names_graph_column(ast, (key = group->children[0]), g)) < 0)
		return;
	table = g->columns[c].table;
	tn = &q->names[table];
	if (g->columns[c].primary_key || schema_graph_column_is_foreign_key(g, c) ||
		c == tn->single || c == tn->given || c == tn->family ||
		(pk = single_primary_key(g, table)) < 0 || !table_has_names(tn) ||
		!names_question_asks_for_table(g, links, q, table) ||
		names_question_says_column(g, tokens, links, c, -1))
		return;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			!(sql_node_equal(e, key) || sql_rule_is_aggregate(e->rule)))
			return;
	}
	group->children[0] = sql_column_ref(g, key->slots[0].instance, pk);
	sql_node_free(key);
}

static int	one_table(int seen, int table);

/* The one table "each" asks for: the one named exactly after it, else the one
 * names_question_asks_for_table finds ("each author": authors, not titleauthor); -1 when
 * none or several. */
static int
each_table(const SchemaGraph *g, const LinkResult *links, const NameQuestion *q)
{
	int			found = -1,
				exact = -1;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_TABLE && l->match == LINK_EXACT && names_link_after_ask(q, l))
			exact = one_table(exact, l->table);
	}
	if (exact >= 0)
		return exact;
	for (int t = 0; t < g->n_tables; t++)
		if (names_question_asks_for_table(g, links, q, t))
		{
			if (found >= 0)
				return -1;
			found = t;
		}
	return found;
}

/* The instance of select's one FROM table that refers to table by a one-column foreign
 * key to its primary key pk (global), that key's column in *column; -1 when none or
 * several. */
static int
instance_referring_to(const SqlNode *select, const SchemaGraph *g, int table, int pk,
					  int *column)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1;

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE)
			continue;
		for (int f = 0; f < g->n_foreign_keys; f++)
		{
			const SgForeignKey *fk = &g->foreign_keys[f];

			if (fk->table != item->slots[0].table || fk->ref_table != table ||
				fk->n_columns != 1 || fk->ref_columns[0] != pk)
				continue;
			if (found >= 0)
				return -1;
			found = item->slots[0].instance;
			*column = fk->columns[0];
		}
	}
	return found;
}

/* The instance whose columns select groups by alone, none of them a key to table; -1
 * otherwise. */
static int
grouped_instance(const SqlNode *select, const SchemaGraph *g, int table)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];
	int			instance = -1;

	for (int k = 0; k < group->n_children; k++)
	{
		const SqlNode *e = group->children[k];
		int			c = names_graph_column(select, e, g),
					f;

		if (c < 0 || (instance >= 0 && e->slots[0].instance != instance) ||
			((f = single_column_reference(g, c)) >= 0 && g->foreign_keys[f].ref_table == table))
			return -1;
		instance = e->slots[0].instance;
	}
	return instance;
}

/*
 * "How many titles has each author written?" answered "SELECT titles.title, count(*) FROM
 * titleauthor JOIN titles ... GROUP BY titles.title_id": a count per title, where the
 * question counts per author.  Where "each" names one table that the SELECT groups by no
 * column of (nor by a key to it), the GROUP BY is of one other instance alone and the
 * output columns are that instance's columns and aggregates, the rows are grouped by the
 * asked table's primary key instead and answered with its names beside the aggregates: the
 * table read once already, or joined to the one table read that refers to it
 * (titleauthor's au_id).
 */
void
names_regroup_each_elsewhere(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
							 const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS],
			   *group = &ast->slots[SQL_SELECT_GROUP_BY];
	SqlNode    *kept[NAMES_ITEMS_MAX];
	const TableNames *tn;
	int			table,
				pk,
				grouped,
				instance,
				n_kept = 0,
				key_column = -1;

	if (q->ask != NAME_ASK_EACH || ast->rule != SQL_RULE_SELECT || group->n_children == 0 ||
		items->n_children > NAMES_ITEMS_MAX || ast->slots[SQL_SELECT_HAVING].n_children > 0 ||
		(table = each_table(g, links, q)) < 0 || (pk = single_primary_key(g, table)) < 0 ||
		!table_has_names(tn = &q->names[table]) ||
		(grouped = grouped_instance(ast, g, table)) < 0)
		return;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			!(sql_rule_is_aggregate(e->rule) ||
			  (e->rule == SQL_RULE_COLUMN && e->slots[0].instance == grouped)))
			return;
	}
	instance = sql_from_only_instance(ast, table);
	if (instance < 0 && sql_instances_of_table(ast, table) > 0)
		return;
	if (instance == grouped)
		return;
	if (instance < 0)
	{
		int			from = instance_referring_to(ast, g, table, pk, &key_column);
		SqlNode    *key;

		if (from < 0)
			return;
		key = sql_column_ref(g, from, key_column);
		instance = sql_join_table(ast, g, key, table, pk);
		sql_node_free(key);
	}
	for (int k = 0; k < items->n_children; k++)
	{
		if (sql_rule_is_aggregate(sql_node_child(items->children[k], 0)->rule))
			kept[n_kept++] = items->children[k];
		else
			sql_node_free(items->children[k]);
	}
	names_then(items, g, instance, tn, kept, n_kept);
	sql_slot_clear(group);
	sql_slot_add_child(group, sql_column_ref(g, instance, pk));
}

/* The column of a table instance select reads that "each <words>" names by its last word
 * with column links ("each product category": category_id), its instance in *instance;
 * -1 when that word links to none or to several columns of the FROM, or to a primary key. */
static int
each_column(const SqlNode *select, const SchemaGraph *g, const TextTokens *tokens,
			const LinkResult *links, int *instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			found = -1,
				each = 0;

	/* the question's "each" (NameQuestion's asking word may be an earlier "which") */
	while (each < tokens->n && !text_token_is(tokens, each, "each") &&
		   !text_token_is(tokens, each, "every") && !text_token_is(tokens, each, "per"))
		each++;
	for (int i = each + 1; i <= each + NAMES_TABLE_WINDOW && i < tokens->n; i++)
	{
		int			column = -1,
					inst = -1,
					n = 0;

		if (tokens->tokens[i].kind != TEXT_TOKEN_WORD || text_is_stopword(tokens->tokens[i].text))
			break;
		for (int l = 0; l < links->n_links; l++)
		{
			const SchemaLink *link = &links->links[l];

			if (link->kind != LINK_COLUMN || link->token_start != i || link->column == column)
				continue;
			for (int k = 0; k < from->n_children; k++)
			{
				const SqlNode *item = from->children[k];

				if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
					item->slots[0].table != link->table)
					continue;
				n++;
				column = link->column;
				inst = item->slots[0].instance;
			}
		}
		if (n == 0)
			continue;
		found = n == 1 && !g->columns[column].primary_key ? column : -1;
		*instance = inst;
	}
	return found;
}

/*
 * "What are the lowest and highest list prices in each product category?" answered
 * "SELECT max(list_price), min(list_price) FROM product_information": one row for all of
 * them.  Where "each" (every, per) is followed by words whose last linked one names a
 * column of a table the candidate reads (not its key: "each order" is one row each), and
 * the SELECT has only aggregates (no GROUP BY, HAVING, ORDER BY or LIMIT), the aggregates
 * are taken per value of that column, which answers beside them.  "Each <table>" is
 * names_group_each's.
 */
void
names_group_each_column(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
						const LinkResult *links, const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	int			n_old = items->n_children,
				column,
				instance = -1;
	SqlNode    *added;

	if (q->ask == NAME_ASK_NONE || n_old >= NAMES_ITEMS_MAX || !aggregates_alone(ast))
		return;
	if ((column = each_column(ast, g, tokens, links, &instance)) < 0)
		return;
	sql_slot_add_child(items, names_column_node(g, instance, column));
	/* the column first, as "for each" reads */
	added = items->children[n_old];
	memmove(&items->children[1], &items->children[0], sizeof(SqlNode *) * n_old);
	items->children[0] = added;
	sql_slot_add_child(&ast->slots[SQL_SELECT_GROUP_BY], sql_column_ref(g, instance, column));
}

/* ---- the rows a named row is referenced by, and the row it references ---- */

/* The value link of a question word to column (a name column; -1: none), not a partial
 * one, or NULL. */
static const SchemaLink *
name_link(const LinkResult *links, int column)
{
	for (int i = 0; i < links->n_links && column >= 0; i++)
		if (links->links[i].kind == LINK_VALUE && links->links[i].column == column &&
			links->links[i].match != LINK_PARTIAL)
			return &links->links[i];
	return NULL;
}

/* A given name's value link followed at once by a family name's ("Gerard Bondur", where
 * "Gerard" is also stored as a family name), in *given and *family; false when the
 * question has no such pair. */
static bool
adjacent_person_name(const LinkResult *links, const TableNames *tn, const SchemaLink **given,
					 const SchemaLink **family)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *a = &links->links[i];

		if (a->kind != LINK_VALUE || a->column != tn->given || a->match == LINK_PARTIAL)
			continue;
		for (int j = 0; j < links->n_links; j++)
		{
			const SchemaLink *b = &links->links[j];

			if (b->kind == LINK_VALUE && b->column == tn->family && b->match != LINK_PARTIAL &&
				b->token_start == a->token_end)
			{
				*given = a;
				*family = b;
				return true;
			}
		}
	}
	return false;
}

/* The question words that say the whole name of rows of tn's table, [*start, *end): a
 * stored given and family name of a person (a given name followed by a family name where
 * the question has one), else a thing's name; false when the question says no whole name
 * ("Which members are called Smith?" says a part). */
static bool
whole_name_said(const LinkResult *links, const TableNames *tn, int *start, int *end)
{
	int			columns[2];
	int			n = 0;
	const SchemaLink *given,
			   *family;

	if (table_names_person(tn))
	{
		if (adjacent_person_name(links, tn, &given, &family))
		{
			*start = given->token_start;
			*end = family->token_end;
			return true;
		}
		columns[n++] = tn->given;
		columns[n++] = tn->family;
	}
	else if (tn->single >= 0)
		columns[n++] = tn->single;
	*start = links->n_links > 0 ? links->links[0].token_end : 0;
	*end = -1;
	for (int i = 0; i < n; i++)
	{
		const SchemaLink *l = name_link(links, columns[i]);

		if (l == NULL)
			return false;
		if (i == 0 || l->token_start < *start)
			*start = l->token_start;
		if (l->token_end > *end)
			*end = l->token_end;
	}
	return n > 0;
}

/* Which side of a key the question puts the row it names on. */
typedef enum NamedSide
{
	NAMED_SIDE_NONE = 0,
	NAMED_SIDE_REFERENCED,		/* "reports to X", "recommended by X": rows refer to X */
	NAMED_SIDE_REFERRING,		/* "X's manager": X refers to the row asked for */
	NAMED_SIDE_OF				/* "the manager of X": X refers to it where the key is said */
} NamedSide;

/* The side the words around the name tokens[start, end) give it. */
static NamedSide
named_side(const TextTokens *tokens, int start, int end)
{
	int			before = start - 1;

	if (text_token_is(tokens, before, "directly"))
		before--;
	if (text_token_is(tokens, before, "to") || text_token_is(tokens, before, "by") ||
		text_token_is(tokens, before, "under"))
		return NAMED_SIDE_REFERENCED;
	if (text_token_is(tokens, before, "of") || text_token_is(tokens, before, "for"))
		return NAMED_SIDE_OF;
	if (end < tokens->n && tokens->tokens[end].kind == TEXT_TOKEN_PUNCT &&
		strcmp(tokens->tokens[end].text, "'") == 0 && text_token_is(tokens, end + 1, "s"))
		return NAMED_SIDE_REFERRING;
	return NAMED_SIDE_NONE;
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

/* The one single-column foreign key of another table that a question word names (a table
 * link) to table, where select reads no instance of that table: "How many customers does
 * Gerald Cambrault look after?" names customers, whose account_mgr_id references
 * employees; -1 when none, or when the table refers to table by several keys. */
static int
named_table_referring(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
					  int table)
{
	int			found = -1;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			key = -1;

		if (l->kind != LINK_TABLE || l->table == table || sql_instances_of_table(select, l->table) > 0)
			continue;
		for (int k = 0; k < g->n_foreign_keys; k++)
			if (g->foreign_keys[k].table == l->table && g->foreign_keys[k].ref_table == table)
			{
				if (key != -1 || g->foreign_keys[k].n_columns != 1)
				{
					key = -2;
					break;
				}
				key = k;
			}
		if (key < 0)
			continue;
		if (found >= 0 && found != key)
			return -1;			/* two tables named: which one counts cannot be told */
		found = key;
	}
	return found;
}

/* The single-column foreign key of table to a person's table (itself or another:
 * customers.account_mgr_id references employees) whose column a question word names, else
 * the one such key when the question need not name it; -1 when none (or several). */
static int
person_reference(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
				 const NameQuestion *q, int table, bool named)
{
	int			found = -1,
				found_named = -1;

	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *f = &g->foreign_keys[k];

		if (f->table != table || !table_names_person(&q->names[f->ref_table]))
			continue;
		if (f->n_columns != 1)
			return -1;
		found = found == -1 ? k : -2;
		if (names_question_says_column(g, tokens, links, f->columns[0], -1))
			found_named = found_named == -1 ? k : -2;
	}
	if (found_named != -1)
		return found_named;
	return named ? -1 : found;
}

/* Whether every output column of select is a name of its table, its primary key or
 * another column full_names answers with the names (any for "who"): the named rows
 * themselves, an echo of the question. */
static bool
answers_with_own_names(const SqlNode *select, const SchemaGraph *g, const TextTokens *tokens,
					   const LinkResult *links, const NameQuestion *q, const TableNames *tn)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		int			c = names_graph_column(select, sql_node_child(items->children[k], 0), g);
		int			names[2];

		if (c < 0)
			return false;
		if (c != tn->single && c != tn->given && c != tn->family && !g->columns[c].primary_key &&
			names_answering(g, tokens, links, q, c, false, names) == 0)
			return false;
	}
	return items->n_children > 0;
}

/* Whether select's one output column counts instance's rows (count(*), or count of a
 * column of instance: "count(DISTINCT t0.reports_to)") and its WHERE fixes a name of
 * instance (of a table with names tn): it counts the rows the question names, which says
 * nothing. */
static bool
counts_named_rows(const SqlNode *select, const SchemaGraph *g, const TableNames *tn,
				  int instance)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlNode *e,
			   *arg;

	if (items->n_children != 1 || items->children[0]->rule != SQL_RULE_SELECT_EXPR ||
		(e = sql_node_child(items->children[0], 0)) == NULL)
		return false;
	if (e->rule != SQL_RULE_COUNT_STAR &&
		!((e->rule == SQL_RULE_COUNT || e->rule == SQL_RULE_COUNT_DISTINCT) &&
		  (arg = sql_node_child(e, 0)) != NULL && arg->rule == SQL_RULE_COLUMN &&
		  arg->slots[0].instance == instance))
		return false;
	return fixes_a_name(select, g, tn, instance);
}

/* select's one output column, a count, made count(*): it counts the rows joined to the
 * named one, not a column of the named row. */
static void
count_every_row(SqlNode *select)
{
	SqlNode    *item = select->slots[SQL_SELECT_ITEMS].children[0];

	if (item->slots[0].children[0]->rule == SQL_RULE_COUNT_STAR)
		return;
	sql_node_free(item->slots[0].children[0]);
	item->slots[0].children[0] = sql_node_new(SQL_RULE_COUNT_STAR);
}

/*
 * "Which members did Darren Smith recommend?" answered "SELECT firstname, surname FROM
 * members WHERE firstname = 'Darren' AND surname = 'Smith'": the names of the very rows the
 * question names, an echo; "How many people report directly to Steven King?" answered
 * with the count of the rows named Steven King, which is one.  Where a candidate reading
 * one table answers so (its names, or count(*)), the question saying the named row's
 * whole name and the WHERE fixing it, the question asks for rows a key relates to it:
 * - rows of another table the question names, which refers to the named table by one
 *   single-column key ("How many customers does Gerald Cambrault look after as account
 *   manager?"), for a count or "which <that table>": that table joined on the key;
 * - rows of the same table, through its one single-column key to itself, for "which
 *   <table>" at the question's start, or where the name follows "to", "by" or "under"
 *   ("Who reports to Neena Yang?"): the table joined again on that key;
 * - the row the named one refers to, for "who" with the name followed by "'s" ("Who is
 *   Markus Rampling's account manager?"), through the table's one single-column key to a
 *   person's table (or the one a question word names), or after "of" or "for" through
 *   such a key a question word names ("Who is the account manager of Markus Rampling?"):
 *   that table joined on the key.
 * The names are answered from the new instance; a count counts its rows (count(*), where
 * the candidate counted a column of the named row).  The other way
 * round, with the key as the output column ("Who recommended Nancy Dare?"), is
 * names_of_referenced's.
 */
void
names_rows_referencing_named(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							 const LinkResult *links, const NameQuestion *q)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	int			table,
				instance,
				f,
				start,
				end,
				joined;
	const TableNames *tn;
	const SgForeignKey *fk;
	bool		echo,
				count;
	NamedSide	side;
	SqlNode    *key;

	if (ast->rule != SQL_RULE_SELECT || from->n_children != 1 ||
		sql_rules[from->children[0]->rule].render != SQL_RK_FROM_TABLE ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0)
		return;
	table = from->children[0]->slots[0].table;
	instance = from->children[0]->slots[0].instance;
	tn = &q->names[table];
	if (!whole_name_said(links, tn, &start, &end))
		return;
	echo = q->ask != NAME_ASK_NONE && answers_with_own_names(ast, g, tokens, links, q, tn) &&
		answers_named_rows(ast, g, q);
	count = !echo && counts_named_rows(ast, g, tn, instance);
	if (!echo && !count)
		return;
	side = named_side(tokens, start, end);
	/* the referring rows answer by their names: a table with none ("What language is
	 * spoken in Aruba?" asks for countrylanguage rows) is left to the candidate */
	if ((f = named_table_referring(ast, g, links, table)) >= 0 &&
		(count || (q->ask == NAME_ASK_WHICH &&
				   names_question_asks_for_table(g, links, q, g->foreign_keys[f].table) &&
				   table_has_names(&q->names[g->foreign_keys[f].table]))))
	{
		fk = &g->foreign_keys[f];
		key = sql_column_ref(g, instance, fk->ref_columns[0]);
		joined = sql_join_table(ast, g, key, fk->table, fk->columns[0]);
		sql_node_free(key);
		if (echo)
			answer_with_names(ast, g, q, fk->table, joined);
		else
			count_every_row(ast);
		return;
	}
	if ((f = single_self_reference(g, table)) >= 0 &&
		(side == NAMED_SIDE_REFERENCED ||
		 (echo && q->ask == NAME_ASK_WHICH && q->at_start &&
		  names_question_asks_for_table(g, links, q, table))))
	{
		fk = &g->foreign_keys[f];
		key = sql_column_ref(g, instance, fk->ref_columns[0]);
		joined = sql_join_table(ast, g, key, table, fk->columns[0]);
		sql_node_free(key);
		for (int k = 0; echo && k < ast->slots[SQL_SELECT_ITEMS].n_children; k++)
			sql_node_child(ast->slots[SQL_SELECT_ITEMS].children[k], 0)->slots[0].instance = joined;
		if (!echo)
			count_every_row(ast);
		return;
	}
	if (echo && q->ask == NAME_ASK_WHO &&
		(side == NAMED_SIDE_REFERRING || side == NAMED_SIDE_OF) &&
		(f = person_reference(g, tokens, links, q, table, side == NAMED_SIDE_OF)) >= 0)
	{
		fk = &g->foreign_keys[f];
		key = sql_column_ref(g, instance, fk->columns[0]);
		joined = sql_join_table(ast, g, key, fk->ref_table, fk->ref_columns[0]);
		sql_node_free(key);
		answer_with_names(ast, g, q, fk->ref_table, joined);
	}
}

/* Whether every output column of select is a column of instance or count(*). */
static bool
answers_from_instance(const SqlNode *select, int instance)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			!((e->rule == SQL_RULE_COLUMN && e->slots[0].instance == instance) ||
			  e->rule == SQL_RULE_COUNT_STAR))
			return false;
	}
	return items->n_children > 0;
}

/*
 * "Who reports to Diane Murphy?" answered "SELECT t1.first_name, t1.last_name FROM
 * employees AS t0 JOIN employees AS t1 ON t1.employee_number = t0.reports_to WHERE
 * t0.first_name = 'Diane' AND ...": the table joined to itself on its one key to itself,
 * the named row on one side and the answer on the other, but the answer is the row the
 * named one refers to (her manager), where the words before the name ("to", "by",
 * "under") put the named row on the referenced side: the rows asked for refer to it.  "X's
 * manager" puts it on the referring side.  Where the join goes the other way, its two
 * instances swap columns: the answer's instance gets the key the question puts on it.
 */
void
names_self_reference_direction(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							   const LinkResult *links, const NameQuestion *q)
{
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	const SqlNode *first,
			   *join,
			   *on;
	SqlNode    *left,
			   *right;
	int			table,
				f,
				start,
				end,
				named,
				answer,
				key_instance;
	NamedSide	side;

	if (!sql_is_select(ast) || from->n_children != 2)
		return;
	first = from->children[0];
	join = from->children[1];
	if (sql_rules[first->rule].render != SQL_RK_FROM_TABLE || join->rule != SQL_RULE_FROM_TABLE_JOIN ||
		first->slots[0].table != join->slots[0].table)
		return;
	table = first->slots[0].table;
	if ((f = single_self_reference(g, table)) < 0 ||
		!whole_name_said(links, &q->names[table], &start, &end))
		return;
	side = named_side(tokens, start, end);
	if (side != NAMED_SIDE_REFERENCED && side != NAMED_SIDE_REFERRING)
		return;
	on = sql_node_child(join, 1);
	if (on == NULL || on->rule != SQL_RULE_EQ || join->slots[1].n_children != 1)
		return;
	left = sql_node_child(on, 0);
	right = sql_node_child(on, 1);
	if (left == NULL || right == NULL || left->rule != SQL_RULE_COLUMN || right->rule != SQL_RULE_COLUMN ||
		left->slots[0].instance == right->slots[0].instance)
		return;
	/* the named row's instance, and the answer's */
	named = first->slots[0].instance;
	answer = join->slots[0].instance;
	if (fixes_a_name(ast, g, &q->names[table], answer))
	{
		named = answer;
		answer = first->slots[0].instance;
	}
	if (fixes_a_name(ast, g, &q->names[table], answer) ||
		!fixes_a_name(ast, g, &q->names[table], named) || !answers_from_instance(ast, answer))
		return;
	/* the instance whose key column the join reads; the other reads the primary key */
	if (left->slots[0].column == g->foreign_keys[f].columns[0] - g->tables[table].first_column &&
		right->slots[0].column == g->foreign_keys[f].ref_columns[0] - g->tables[table].first_column)
		key_instance = left->slots[0].instance;
	else if (right->slots[0].column == g->foreign_keys[f].columns[0] - g->tables[table].first_column &&
			 left->slots[0].column == g->foreign_keys[f].ref_columns[0] - g->tables[table].first_column)
		key_instance = right->slots[0].instance;
	else
		return;
	if (key_instance == (side == NAMED_SIDE_REFERENCED ? answer : named))
		return;
	/* each instance reads the other column */
	{
		int			column = left->slots[0].column;

		left->slots[0].column = right->slots[0].column;
		right->slots[0].column = column;
	}
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
	return names_graph_column(select, e, g);
}

/* Whether the left operand's column c is its table's primary key pk (a graph column)
 * and the right operand's, right, a single-column foreign key to it: "(SELECT customer_id
 * FROM customers) EXCEPT (SELECT customer_id FROM orders)". */
static bool
keys_of_table(const SchemaGraph *g, int c, int pk, int right)
{
	int			k;

	if (c != pk || (k = single_column_reference(g, right)) < 0)
		return false;
	return g->foreign_keys[k].ref_columns[0] == pk;
}

/*
 * "Which members have never booked anything?" answered "(SELECT surname FROM members)
 * EXCEPT (SELECT t1.surname FROM members t1 JOIN bookings ...)": a set operation keeps its
 * width, so full_names cannot add the given name, and two members of one surname would
 * count as one.  Where both operands answer with the same name column of one table, which
 * full_names would widen, the left operand reading that table alone, the rows are taken
 * apart by their primary key instead: "SELECT ... FROM members t0 WHERE t0.memid NOT IN
 * (SELECT t1.memid FROM members t1 JOIN bookings ...)", which full_names then answers by
 * name.  So too where the left operand answers with that table's key and the right with a
 * foreign key to it ("Which customers have never ordered anything?" answered "(SELECT
 * customer_id FROM customers) EXCEPT (SELECT customer_id FROM orders)": the customers' ids,
 * not who they are).  Returns the new root (ast's operands reused) or ast.
 */
SqlNode *
names_except_by_key(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
			  const LinkResult *links, const NameQuestion *q)
{
	SqlNode    *left = sql_node_child(ast, 0),
			   *right = sql_node_child(ast, 1),
			   *not_in,
			   *right_key;
	int			left_instance,
				right_instance,
				c,
				right_column,
				pk,
				names[2];

	if (ast->rule != SQL_RULE_EXCEPT || left == NULL || right == NULL ||
		left->rule != SQL_RULE_SELECT || !sql_is_select(right) ||
		left->slots[SQL_SELECT_FROM].n_children != 1 ||
		left->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		right->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		(c = only_output_column(left, g, &left_instance)) < 0 ||
		(right_column = only_output_column(right, g, &right_instance)) < 0 ||
		(pk = single_primary_key(g, g->columns[c].table)) < 0 ||
		names_answering(g, tokens, links, q, c, false, names) == 0)
		return ast;
	if (right_column == c)
	{
		/* the right operand answers with its rows' keys */
		right_key = sql_node_child(right->slots[SQL_SELECT_ITEMS].children[0], 0);
		sql_node_free(right_key);
		right->slots[SQL_SELECT_ITEMS].children[0]->slots[0].children[0] =
			sql_column_ref(g, right_instance, pk);
	}
	else if (!keys_of_table(g, c, pk, right_column))
		return ast;
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

/* ---- rows with no name, answered by their key ---- */

/*
 * The one table the first word after "which" names, or -1 (none, or two tables).  A word
 * that names one table exactly names that one, whatever else it names in part ("orders":
 * orders, not the views product_orders and store_orders).
 */
/* The table seen so far (-1: none yet, -2: two different ones) after one more, table. */
static int
one_table(int seen, int table)
{
	return seen == -1 || seen == table ? table : -2;
}

static int
which_table(const LinkResult *links, const NameQuestion *q)
{
	int			first = first_table_word(links, q),
				any = -1,
				exact = -1,
				table;

	for (int i = 0; first >= 0 && i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind != LINK_TABLE || l->token_start != first)
			continue;
		any = one_table(any, l->table);
		if (l->match == LINK_EXACT)
			exact = one_table(exact, l->table);
	}
	table = exact != -1 ? exact : any;
	return table >= 0 ? table : -1;
}

/* Whether column is a text that sorts rows into a few kinds rather than naming them: its
 * name's last word says a mode, status, type, kind, code, level, channel or priority
 * (orders.order_mode 'online' / 'direct'), not a name (airlines.airline, jobs.job_title,
 * an address). */
static bool
text_of_a_kind(const SchemaGraph *g, int column)
{
	static const char *const words[] = {"mode", "status", "type", "kind", "code", "level",
	"channel", "priority"};
	const SgColumn *col = &g->columns[column];

	if (col->n_words == 0)
		return false;
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strcmp(col->words[col->n_words - 1], words[i]) == 0)
			return true;
	return false;
}

/*
 * "Which shipments have not been delivered yet?" answered "SELECT t0.customer_id FROM
 * shipments AS t0 WHERE ...": the question asks for rows of a table that has no name
 * column (schema/name_columns.h), and the candidate answers with one other column of those
 * rows, which the question does not name: a key to another row, a number, a date, or a text
 * that says a kind of row (orders.order_mode; not airlines.airline).  Such rows are told
 * apart by their primary key, which answers instead ("SELECT t0.shipment_id ...").  Only a
 * SELECT of that one plain column, with no GROUP BY, reading the table once.
 */
void
names_key_of_nameless(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					  const LinkResult *links, const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	SqlNode    *e;
	int			table,
				key,
				c;

	if (q->ask != NAME_ASK_WHICH || !(q->at_start || q->ask_token == q->what_token) ||
		items->n_children != 1 ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		!names_select_may_widen(ast, g, -1, q->ask))
		return;
	if ((table = which_table(links, q)) < 0 || q->names[table].single >= 0 ||
		table_names_person(&q->names[table]) || (key = single_primary_key(g, table)) < 0 ||
		sql_instances_of_table(ast, table) != 1)
		return;
	e = sql_node_child(items->children[0], 0);
	c = names_graph_column(ast, e, g);
	/* a text column may be the rows' name in all but its column's name (airlines.airline):
	 * it stays, unless it says a kind of row */
	if (c < 0 || c == key || g->columns[c].table != table ||
		(g->columns[c].type_class == SG_TYPE_TEXT && !schema_graph_column_is_foreign_key(g, c) &&
		 !text_of_a_kind(g, c)) ||
		names_question_says_column(g, tokens, links, c, -1))
		return;
	items->children[0]->slots[0].children[0] = sql_column_ref(g, e->slots[0].instance, key);
	sql_node_free(e);
}
