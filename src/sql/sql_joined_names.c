/*
 * sql_joined_names.c — a person's given and family names written as one text where the
 * question asks for them so (sql_joined_names.h).
 */
#include "sql/sql_joined_names.h"

#include <stddef.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/name_columns.h"
#include "sql/sql_grammar.h"

/* ---- the question ---- */

/* The token after a quoted span that starts at i ("'First Last'"), or i when no quote
 * mark is there. */
static int
past_quoted(const TextTokens *t, int i)
{
	if (!text_token_is_quote(t, i))
		return i;
	for (int k = i + 1; k < t->n; k++)
		if (text_token_is_quote(t, k))
			return k + 1;
	return i;
}

/* "in one column", "as a single 'First Last' text", "on one line": "one" or "single",
 * a quoted span maybe, then a word for one text. */
static bool
says_one_text(const TextTokens *t, int i)
{
	static const char *const texts[] = {"column", "text", "string", "field", "line", NULL};

	return (text_token_is(t, i, "one") || text_token_is(t, i, "single")) &&
		text_token_in(t, past_quoted(t, i + 1), texts);
}

/* "'First Last'": the two words next to a quote mark. */
static bool
says_first_last(const TextTokens *t, int i)
{
	return text_token_is(t, i, "first") && text_token_is(t, i + 1, "last") &&
		(text_token_is_quote(t, i - 1) || text_token_is_quote(t, i + 2));
}

/* The token after a family name's words at i ("last name", "surname", "last"); -1 when
 * none starts there. */
static int
past_family_words(const TextTokens *t, int i)
{
	if (text_token_is(t, i, "surname") || text_token_is(t, i, "lastname"))
		return i + 1;
	if (text_token_is(t, i, "last") || text_token_is(t, i, "family"))
		return text_token_is(t, i + 1, "name") ? i + 2 : i + 1;
	return -1;
}

/* "as 'last name, first name'", "as surname, first name": the family name first. */
static bool
says_family_first(const TextTokens *t, int i)
{
	static const char *const given[] = {"first", "given", "forename", "firstname", NULL};
	int			at;

	if (!text_token_is(t, i, "as"))
		return false;
	at = past_family_words(t, text_token_is_quote(t, i + 1) ? i + 2 : i + 1);
	return at >= 0 && at < t->n && t->tokens[at].kind == TEXT_TOKEN_PUNCT &&
		strcmp(t->tokens[at].text, ",") == 0 && text_token_in(t, at + 1, given);
}

NamesJoined
sql_names_joined_asked(const TextTokens *t)
{
	for (int i = 0; i < t->n; i++)
		if (says_family_first(t, i))
			return NAMES_FAMILY_FIRST;
	for (int i = 0; i < t->n; i++)
		if (says_one_text(t, i) || says_first_last(t, i))
			return NAMES_GIVEN_FIRST;
	return NAMES_APART;
}

/* ---- the answer ---- */

/* A person's pair of names as one table instance reads them (graph columns). */
typedef struct NamePair
{
	int			instance;
	int			given;
	int			family;
} NamePair;

/* The part of a person's name plain column reference e reads, with its pair; NONE for
 * anything else. */
static NamePart
part_read(const SchemaGraph *g, const SqlNode *e, NamePair *pair)
{
	int			c;

	if (e == NULL || e->rule != SQL_RULE_COLUMN || e->period != SQL_PERIOD_NONE ||
		(c = sql_column_graph_index(g, e)) < 0 ||
		!name_columns_pair_of(g, c, &pair->given, &pair->family))
		return NAME_PART_NONE;
	pair->instance = e->slots[0].instance;
	return c == pair->given ? NAME_PART_GIVEN
		: (c == pair->family ? NAME_PART_FAMILY : NAME_PART_MIDDLE);
}

/* The part of pair's name e reads; NONE where it reads none (or another row's). */
static NamePart
part_of(const SchemaGraph *g, const SqlNode *e, const NamePair *pair)
{
	NamePair	p;
	NamePart	part = part_read(g, e, &p);

	return part != NAME_PART_NONE && p.instance == pair->instance && p.given == pair->given
		? part : NAME_PART_NONE;
}

/* Whether slot's children (select or order items, or expressions) hold the part of pair's
 * name, as their own expression (items) or themselves. */
static bool
slot_shows(const SchemaGraph *g, const SqlSlot *slot, const NamePair *pair, NamePart part,
		   bool items)
{
	for (int k = 0; k < slot->n_children; k++)
		if (part_of(g, items ? sql_node_child(slot->children[k], 0) : slot->children[k],
					pair) == part)
			return true;
	return false;
}

/* The pair of the first output that is a given or family name; false when none is. */
static bool
first_pair_shown(const SchemaGraph *g, const SqlNode *select, NamePair *pair)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		NamePart	part = part_read(g, sql_node_child(items->children[k], 0), pair);

		if (part == NAME_PART_GIVEN || part == NAME_PART_FAMILY)
			return true;
	}
	return false;
}

/* given || sep || family (or family first), as asked. */
static SqlNode *
joined_names(const SchemaGraph *g, const NamePair *pair, NamesJoined asked)
{
	SqlNode    *add = sql_node_new(SQL_RULE_ADD);
	bool		family_first = asked == NAMES_FAMILY_FIRST;

	sql_slot_add_child(&add->slots[0], sql_column_ref(g, pair->instance,
													  family_first ? pair->family : pair->given));
	sql_slot_add_child(&add->slots[1], sql_column_ref(g, pair->instance,
													  family_first ? pair->given : pair->family));
	add->concat = family_first ? SQL_CONCAT_COMMA : SQL_CONCAT_SPACE;
	return add;
}

/* An order item: expr (taken), ascending or descending. */
static SqlNode *
order_item(SqlNode *expr, bool descending)
{
	SqlNode    *item = sql_node_new(descending ? SQL_RULE_ORDER_DESC : SQL_RULE_ORDER_ASC);

	sql_slot_add_child(&item->slots[0], expr);
	return item;
}

/* Whether every ORDER BY item of select sorts by a part of pair's name (and one does). */
static bool
orders_by_name_alone(const SchemaGraph *g, const SqlNode *select, const NamePair *pair)
{
	const SqlSlot *order = &select->slots[SQL_SELECT_ORDER_BY];

	for (int k = 0; k < order->n_children; k++)
	{
		NamePart	part = part_of(g, sql_node_child(order->children[k], 0), pair);

		if (part != NAME_PART_GIVEN && part != NAME_PART_FAMILY)
			return false;
	}
	return order->n_children > 0;
}

/* Whether an ORDER BY item of select reads a part of pair's name. */
static bool
orders_by_name(const SchemaGraph *g, const SqlNode *select, const NamePair *pair)
{
	const SqlSlot *order = &select->slots[SQL_SELECT_ORDER_BY];

	for (int k = 0; k < order->n_children; k++)
		if (part_of(g, sql_node_child(order->children[k], 0), pair) != NAME_PART_NONE)
			return true;
	return false;
}

/* select's ORDER BY of pair's name parts alone made to follow the joined text (the header
 * says how); false where it cannot be (DISTINCT, the given name first). */
static bool
order_as_joined(SqlNode *select, const SchemaGraph *g, const NamePair *pair, NamesJoined asked)
{
	SqlSlot    *order = &select->slots[SQL_SELECT_ORDER_BY];
	bool		distinct = select->rule == SQL_RULE_SELECT_DISTINCT;
	bool		descending;
	NamePart	first;

	if (!orders_by_name_alone(g, select, pair))
		return !(distinct && orders_by_name(g, select, pair));
	if (distinct && asked == NAMES_GIVEN_FIRST)
		return false;
	descending = order->children[0]->rule == SQL_RULE_ORDER_DESC;
	first = part_of(g, sql_node_child(order->children[0], 0), pair);
	if (distinct || asked == NAMES_FAMILY_FIRST)
	{
		sql_slot_clear(order);
		if (distinct)
			sql_slot_add_child(order, order_item(joined_names(g, pair, asked), descending));
		else
		{
			sql_slot_add_child(order, order_item(sql_column_ref(g, pair->instance, pair->family),
												 descending));
			sql_slot_add_child(order, order_item(sql_column_ref(g, pair->instance, pair->given),
												 descending));
		}
		return true;
	}
	if (order->n_children == 1)
		sql_slot_add_child(order, order_item(sql_column_ref(g, pair->instance,
															first == NAME_PART_GIVEN
															? pair->family : pair->given),
											 descending));
	return true;
}

/* select's outputs of pair's name made one joined text where the first of them stood. */
static void
join_outputs(SqlNode *select, const SchemaGraph *g, const NamePair *pair, NamesJoined asked)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];
	int			kept = 0;
	bool		placed = false;

	for (int k = 0; k < items->n_children; k++)
	{
		SqlNode    *item = items->children[k];
		NamePart	part = part_of(g, sql_node_child(item, 0), pair);

		if (part == NAME_PART_NONE || (!placed && part == NAME_PART_MIDDLE))
		{
			items->children[kept++] = item;
			continue;
		}
		if (placed)
		{
			sql_node_free(item);
			continue;
		}
		sql_slot_clear(&item->slots[0]);
		sql_slot_add_child(&item->slots[0], joined_names(g, pair, asked));
		items->children[kept++] = item;
		placed = true;
	}
	items->n_children = kept;
}

SqlNode *
sql_join_names(SqlNode *ast, const SchemaGraph *g, NamesJoined asked)
{
	NamePair	pair;
	SqlNode    *copy;
	const SqlSlot *group;

	if (asked == NAMES_APART || ast == NULL || !sql_is_select(ast) ||
		!first_pair_shown(g, ast, &pair))
		return ast;
	group = &ast->slots[SQL_SELECT_GROUP_BY];
	/* a part shown alone: its partner must be grouped where the answer groups */
	if (group->n_children > 0 &&
		(!slot_shows(g, group, &pair, NAME_PART_GIVEN, false) ||
		 !slot_shows(g, group, &pair, NAME_PART_FAMILY, false)) &&
		(!slot_shows(g, &ast->slots[SQL_SELECT_ITEMS], &pair, NAME_PART_GIVEN, true) ||
		 !slot_shows(g, &ast->slots[SQL_SELECT_ITEMS], &pair, NAME_PART_FAMILY, true)))
		return ast;
	copy = sql_node_clone(ast);
	if (!order_as_joined(copy, g, &pair, asked))
	{
		sql_node_free(copy);
		return ast;
	}
	join_outputs(copy, g, &pair, asked);
	sql_node_free(ast);
	return copy;
}
