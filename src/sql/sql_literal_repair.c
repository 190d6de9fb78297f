/*
 * sql_literal_repair.c — text literals that say no linked value, repaired or dropped
 * (sql_literal_repair.h).
 */
#include "sql/sql_literal_repair.h"

#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "sql/sql_aggregated_keys.h"
#include "sql/sql_comparisons.h"
#include "sql/sql_key_paths.h"
#include "sql/sql_literals.h"
#include "sql/sql_named_values.h"
#include "text/quantities.h"

/* Operands of one WHERE's top AND chain looked at, at most; a longer chain is left alone. */
#define REPAIR_OPERANDS_MAX 32

/* What becomes of one comparison. */
typedef enum LiteralFate
{
	LITERAL_KEEP,
	LITERAL_REPAIR,
	LITERAL_MOVE,
	LITERAL_DROP
} LiteralFate;

/* The question as repair reads it: its tokens, value links and named values, with the
 * keys every candidate's literals are compared with, made once per question. */
struct LiteralRepair
{
	const SchemaGraph *g;
	const TextTokens *tokens;
	const LinkResult *links;
	const NamedValues *named;	/* borrowed: the question's (sql_named_values.h) */
	/* per link: text_normalize_key of its stored value and of its question span (NULL for
	 * links that are not value links, or that have no word) */
	char	  **value_keys;
	char	  **span_keys;
};

/* One candidate's repair: the question's keys and whether anything changed. */
typedef struct RepairContext
{
	const LiteralRepair *q;
	bool		changed;
} RepairContext;

static char *
key_of(const char *s)
{
	DtStrBuf	key;
	char	   *out = NULL;

	dt_strbuf_init(&key);
	if (text_normalize_key(s, strlen(s), &key))
		out = dt_strdup(key.data);
	dt_strbuf_free(&key);
	return out;
}

static char *
span_key_of(const TextTokens *t, int start, int end)
{
	DtStrBuf	key;
	char	   *out = NULL;

	dt_strbuf_init(&key);
	if (start >= 0 && end <= t->n && start < end && text_span_key(t, start, end, &key))
		out = dt_strdup(key.data);
	dt_strbuf_free(&key);
	return out;
}

/* Does one of a and b hold the other as whole words? */
static bool
keys_share_run(const char *a, const char *b)
{
	return a != NULL && b != NULL && (sql_key_holds(a, b) || sql_key_holds(b, a));
}

/* How good a place graph column to is for a comparison that select makes on column: 2
 * where select reads to's table once, 1 where the keys of column's table lead there
 * (sql_key_paths.h), 0 otherwise. */
static int
move_rank(const SchemaGraph *g, const SqlNode *select, int column, int to)
{
	int			fks[SQL_KEY_PATH_MAX];

	if (sql_from_only_instance(select, g->columns[to].table) >= 0)
		return 2;
	return sql_key_path(g, g->columns[column].table, g->columns[to].table, fks) > 0 ? 1 : 0;
}

/* What becomes of the literal lit (its key lit_key) compared with column in select;
 * *repair: the stored value to put in its place (LITERAL_REPAIR, LITERAL_MOVE); *move_to:
 * the graph column that stores it as it is (LITERAL_MOVE, which the caller makes only where
 * select reads that column's table once or its keys lead there: move_comparison; else
 * *fallback, the one value the question links to column, takes the literal's place where
 * there is one, else the comparison stays). */
static LiteralFate
literal_fate(const LiteralRepair *c, const SqlNode *select, int column, const char *lit,
			 const char *lit_key, const char **repair, int *move_to, const char **fallback)
{
	const char *respelt = NULL,
			   *best = NULL,
			   *own = NULL;
	size_t		best_len = 0;
	bool		own_several = false,
				own_inside = false;
	bool		shares_run = false,
				move_read = false;
	int			move_best = -1;

	*move_to = -1;
	for (int k = 0; k < c->named->n; k++)
		if (keys_share_run(lit_key, c->named->items[k].key))
			return LITERAL_KEEP;
	for (int i = 0; i < c->links->n_links; i++)
	{
		const SchemaLink *l = &c->links->links[i];
		const char *vkey = c->value_keys[i],
				   *skey = c->span_keys[i];

		if (vkey == NULL)
			continue;
		shares_run = shares_run || keys_share_run(lit_key, vkey) || keys_share_run(lit_key, skey);
		if (l->match != LINK_EXACT && l->match != LINK_LEXICON)
			continue;
		if (l->column != column)
		{
			/* another column stores the literal as it is: the first such whose table select
			 * reads once, else the first its keys lead to from column's table, else the
			 * first, in link order */
			if (strcmp(vkey, lit_key) == 0 && !move_read)
			{
				int			rank = move_rank(c->g, select, column, l->column);

				if (*move_to < 0 || rank > move_best)
				{
					*move_to = l->column;
					*repair = l->value;
					move_best = rank;
				}
				move_read = rank == 2;
			}
			continue;
		}
		if (strcmp(vkey, lit_key) == 0)
		{
			/* the column stores the literal's words: as written, or spelt otherwise
			 * ('Switzerland' where it stores 'SWITZERLAND', which = does not match) */
			if (strcmp(l->value, lit) == 0)
				return LITERAL_KEEP;
			if (respelt == NULL)
				respelt = l->value;
			continue;
		}
		if ((sql_key_holds(lit_key, vkey) || (skey != NULL && sql_key_holds(lit_key, skey))) &&
			strlen(vkey) > best_len)
		{
			best = l->value;
			best_len = strlen(vkey);
		}
		/* a literal inside the column's linked value ('Jackie93' of 'Jackie93
		 * Okuneva707') is another column's value, moved below, not this one cut short */
		own_inside = own_inside || keys_share_run(lit_key, vkey);
		own_several = own_several || (own != NULL && strcmp(own, l->value) != 0);
		own = l->value;
	}
	if (respelt != NULL || best != NULL)
	{
		*repair = respelt != NULL ? respelt : best;
		return LITERAL_REPAIR;
	}
	/* the question links one value to column, and the literal is none of its words
	 * ("Which employees are paid in euros?" decoded currency = 'Paid', a word another
	 * table stores but none the query can join, where "euros" is linked to currency's
	 * 'EUR'): that value, where the comparison cannot move to the literal's column
	 * (pettype = 'F' for "dog pets raised by female students" compares the students' sex) */
	*fallback = own != NULL && !own_several && !own_inside ? own : NULL;
	if (*move_to >= 0)
		return LITERAL_MOVE;
	if (*fallback != NULL)
	{
		*repair = *fallback;
		return LITERAL_REPAIR;
	}
	return shares_run ? LITERAL_KEEP : LITERAL_DROP;
}

/*
 * "Who placed order 1012?" decoded with tax = 1012: a number the question links as a
 * stored value of key columns (a row's number, schema/linking.c's link_row_numbers:
 * orders.orderid, orderlines.orderid) compared with a column that is no key is moved to the
 * key column (LITERAL_MOVE: the first whose table select reads once, else the first its
 * keys lead to, a primary key first among those alike; *repair the stored value); otherwise
 * kept.
 */
static LiteralFate
number_fate(const LiteralRepair *c, const SqlNode *select, int column, const char *lit,
			const char **repair, int *move_to)
{
	int			move_best = -1;

	*move_to = -1;
	if (sql_column_is_identifier(c->g, column))
		return LITERAL_KEEP;
	for (int i = 0; i < c->links->n_links; i++)
	{
		const SchemaLink *l = &c->links->links[i];
		int			rank;

		if (l->kind != LINK_VALUE || l->match != LINK_EXACT || l->column < 0 ||
			l->value == NULL || strcmp(l->value, lit) != 0)
			continue;
		if (l->column == column)
			return LITERAL_KEEP;
		if (!sql_column_is_identifier(c->g, l->column))
			continue;
		/* of keys the SELECT reads alike, the row's own (orders.orderid) before those that
		 * refer to it (orderlines.orderid) */
		rank = 2 * move_rank(c->g, select, column, l->column) +
			(c->g->columns[l->column].primary_key ? 1 : 0);
		if (rank > move_best)
		{
			*move_to = l->column;
			*repair = l->value;
			move_best = rank;
		}
	}
	return *move_to >= 0 ? LITERAL_MOVE : LITERAL_KEEP;
}

/* cond's column operand read through select's one instance of move_to's table, as graph
 * column move_to; where select reads that table nowhere, through the tables the keys of the
 * operand's own instance lead to (joined: "How many of our employees work in Europe?",
 * employees -> departments -> locations -> countries -> regions), else those of the one other
 * instance read whose keys lead there (sql_instance_leading_to); false (cond unchanged) where
 * none is so. */
static bool
move_comparison(const SchemaGraph *g, SqlNode *select, SqlNode *cond, int move_to)
{
	int			table = g->columns[move_to].table;
	int			instance = sql_from_only_instance(select, table);
	int			side = sql_node_child(cond, 0)->rule == SQL_RULE_COLUMN ? 0 : 1;
	const SqlNode *operand = sql_node_child(cond, side);
	int			fks[SQL_KEY_PATH_MAX],
				n,
				from;

	if (instance < 0 && sql_instances_of_table(select, table) == 0 &&
		operand->slots[0].table >= 0 &&
		sql_from_only_instance(select, operand->slots[0].table) == operand->slots[0].instance)
	{
		if ((n = sql_key_path(g, operand->slots[0].table, table, fks)) > 0)
			instance = sql_join_key_path(select, g, operand->slots[0].instance, fks, n);
		else if ((from = sql_instance_leading_to(g, select, table, operand->slots[0].table,
												 fks, &n)) >= 0)
			instance = sql_join_key_path(select, g, from, fks, n);
	}
	if (instance < 0)
		return false;
	sql_node_free(cond->slots[side].children[0]);
	cond->slots[side].children[0] = sql_column_ref(g, instance, move_to);
	return true;
}

/* Whether one of ops[0..n) reads graph column column. */
static bool
any_reads_column(const SchemaGraph *g, SqlNode *const *ops, int n, int column)
{
	SqlGraphColumn c = {g, column};

	for (int i = 0; i < n; i++)
		if (sql_reads_graph_column(ops[i], &c))
			return true;
	return false;
}

/* The operands of cond's top AND chain into ops (the AND nodes into ands); false when
 * there are more than REPAIR_OPERANDS_MAX. */
static bool
flatten_and(SqlNode *cond, SqlNode **ops, int *n_ops, SqlNode **ands, int *n_ands)
{
	if (cond->rule != SQL_RULE_AND)
	{
		if (*n_ops == REPAIR_OPERANDS_MAX)
			return false;
		ops[(*n_ops)++] = cond;
		return true;
	}
	if (*n_ands == REPAIR_OPERANDS_MAX)
		return false;
	ands[(*n_ands)++] = cond;
	return flatten_and(sql_node_child(cond, 0), ops, n_ops, ands, n_ands) &&
		flatten_and(sql_node_child(cond, 1), ops, n_ops, ands, n_ands);
}

/* Whether ops[0..n) holds a condition equal to cond. */
static bool
already_kept(SqlNode *const *ops, int n, const SqlNode *cond)
{
	for (int i = 0; i < n; i++)
		if (sql_node_equal(ops[i], cond))
			return true;
	return false;
}

/*
 * "Which orders have a payment of zero?" decoded with payment_method = 'zero', a word no
 * column stores: a literal that is one question word read as a number ("zero", "12"),
 * compared with a text column, is that number compared with the one column of the text
 * column's table that holds amounts (a number column that is no identifier: amount = 0).
 * The comparison cond (column = 'literal') changed so; false, cond as it was, when the
 * literal is no such word or the table has no such column or several.
 */
static bool
compare_as_number(const LiteralRepair *c, SqlNode *cond, int column, SqlNode *literal)
{
	const SchemaGraph *g = c->g;
	const SgTable *table = &g->tables[g->columns[column].table];
	SqlNode    *operand = sql_node_child(cond, 0);
	char		reading[64];
	int			to = -1;
	bool		read = false;

	for (int i = 0; i < c->tokens->n && !read; i++)
		read = strcasecmp(c->tokens->tokens[i].text, literal->slots[0].value) == 0 &&
			text_number_reading(&c->tokens->tokens[i], reading, sizeof(reading));
	if (!read || operand == NULL || operand->rule != SQL_RULE_COLUMN)
		return false;
	for (int k = table->first_column; k < table->first_column + table->n_columns; k++)
	{
		if (g->columns[k].type_class != SG_TYPE_NUMBER || sql_column_is_identifier(g, k))
			continue;
		if (to >= 0)
			return false;
		to = k;
	}
	if (to < 0)
		return false;
	operand->slots[0].column = to - table->first_column;
	dt_free(literal->slots[0].value);
	literal->slots[0].value = dt_strdup(reading);
	literal->slots[0].value_type = sql_value_is_valid(SQL_VALUE_INTEGER, reading) ?
		SQL_VALUE_INTEGER : SQL_VALUE_NUMERIC;
	return true;
}

/* select's WHERE (a copy's) with its literals repaired or dropped. */
static void
repair_where(SqlNode *select, RepairContext *c)
{
	SqlSlot    *where = &select->slots[SQL_SELECT_WHERE];
	SqlNode    *ops[REPAIR_OPERANDS_MAX],
			   *kept[REPAIR_OPERANDS_MAX],
			   *ands[REPAIR_OPERANDS_MAX];
	int			n_ops = 0,
				n_kept = 0,
				n_ands = 0;
	bool		changed = false;

	if (where->n_children == 0 || !sql_is_conjunction(where->children[0]) ||
		!flatten_and(where->children[0], ops, &n_ops, ands, &n_ands))
		return;
	for (int i = 0; i < n_ops; i++)
	{
		SqlNode    *literal;
		int			column;
		char	   *lit_key;
		const char *repair = NULL,
				   *fallback = NULL;
		int			move_to = -1;
		LiteralFate fate = LITERAL_KEEP;

		if (sql_integer_equality(ops[i], c->q->g, &column, &literal))
			fate = number_fate(c->q, select, column, literal->slots[0].value, &repair, &move_to);
		else if (sql_text_equality(ops[i], c->q->g, &column, &literal) &&
			(lit_key = key_of(literal->slots[0].value)) != NULL)
		{
			fate = literal_fate(c->q, select, column, literal->slots[0].value, lit_key, &repair,
								 &move_to, &fallback);
			dt_free(lit_key);
		}
		else if (sql_text_pattern(ops[i], c->q->g, &column, &literal) &&
				 (lit_key = key_of(literal->slots[0].value)) != NULL)
		{
			/* a pattern is kept, dropped or (below) dropped as said elsewhere, not moved or
			 * repaired: a stored value is no pattern */
			fate = literal_fate(c->q, select, column, literal->slots[0].value, lit_key, &repair,
								 &move_to, &fallback);
			if (fate != LITERAL_DROP)
				fate = move_to >= 0 ? LITERAL_MOVE : LITERAL_KEEP;
			dt_free(lit_key);
		}
		/* the value is compared with the column that stores it by another operand ("orders
		 * between 1 June and 31 August", and order_mode LIKE '%31 August%' besides) */
		if (fate == LITERAL_MOVE &&
			(any_reads_column(c->q->g, kept, n_kept, move_to) ||
			 any_reads_column(c->q->g, ops + i + 1, n_ops - i - 1, move_to)))
			fate = LITERAL_DROP;
		if (fate == LITERAL_MOVE && ops[i]->rule == SQL_RULE_EQ &&
			move_comparison(c->q->g, select, ops[i], move_to))
			fate = LITERAL_REPAIR;
		else if (fate == LITERAL_MOVE && ops[i]->rule == SQL_RULE_EQ && fallback != NULL)
		{
			repair = fallback;
			fate = LITERAL_REPAIR;
		}
		else if (fate == LITERAL_MOVE)
			fate = LITERAL_KEEP;
		if (fate == LITERAL_REPAIR)
		{
			dt_free(literal->slots[0].value);
			literal->slots[0].value = dt_strdup(repair);
			changed = true;
		}
		if (fate == LITERAL_DROP && ops[i]->rule == SQL_RULE_EQ &&
			sql_text_equality(ops[i], c->q->g, &column, &literal) &&
			compare_as_number(c->q, ops[i], column, literal))
		{
			changed = true;
			kept[n_kept++] = ops[i];
			continue;
		}
		if (fate == LITERAL_DROP)
		{
			sql_node_free(ops[i]);
			changed = true;
			continue;
		}
		kept[n_kept++] = ops[i];
	}
	if (!changed)
		return;
	/* a repair may have made an operand equal to another: it is said once */
	for (int i = n_kept - 1; i > 0; i--)
		if (already_kept(kept, i, kept[i]))
		{
			sql_node_free(kept[i]);
			memmove(&kept[i], &kept[i + 1], sizeof(SqlNode *) * (size_t) (n_kept - i - 1));
			n_kept--;
		}
	/* the AND nodes go (their operands were moved to kept or freed); a left-deep chain of
	 * the kept operands in their order takes the WHERE's place */
	for (int i = 0; i < n_ands; i++)
	{
		ands[i]->slots[0].n_children = 0;
		ands[i]->slots[1].n_children = 0;
		sql_node_free(ands[i]);
	}
	where->n_children = 0;
	if (n_kept > 0)
	{
		SqlNode    *cond = kept[0];

		for (int i = 1; i < n_kept; i++)
		{
			SqlNode    *and = sql_node_new(SQL_RULE_AND);

			sql_slot_add_child(&and->slots[0], cond);
			sql_slot_add_child(&and->slots[1], kept[i]);
			cond = and;
		}
		sql_slot_add_child(where, cond);
	}
	c->changed = true;
}

/* Every SELECT in n, subqueries first. */
static void
repair_tree(SqlNode *n, RepairContext *c)
{
	const SqlRule *rule = &sql_rules[n->rule];

	for (int f = 0; f < rule->n_fields; f++)
	{
		if (rule->fields[f].type != SQL_FT_NODE)
			continue;
		for (int i = 0; i < n->slots[f].n_children; i++)
			repair_tree(n->slots[f].children[i], c);
	}
	if (sql_is_select(n))
		repair_where(n, c);
}

LiteralRepair *
sql_literal_repair_begin(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
						 const NamedValues *named)
{
	LiteralRepair *r;
	int			n_links;

	if (g == NULL || links == NULL || tokens == NULL || named == NULL)
		return NULL;
	n_links = links->n_links;
	r = dt_new(LiteralRepair);
	r->g = g;
	r->tokens = tokens;
	r->links = links;
	r->named = named;
	r->value_keys = dt_new_array(char *, n_links + 1);
	r->span_keys = dt_new_array(char *, n_links + 1);
	for (int i = 0; i < n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind != LINK_VALUE || l->value == NULL)
			continue;
		r->value_keys[i] = key_of(l->value);
		r->span_keys[i] = span_key_of(tokens, l->token_start, l->token_end);
	}
	return r;
}

SqlNode *
sql_literal_repair_apply(const LiteralRepair *r, const SqlNode *ast)
{
	RepairContext c = {.q = r};
	SqlNode    *out;

	if (r == NULL || ast == NULL)
		return NULL;
	out = sql_node_clone(ast);
	repair_tree(out, &c);
	if (!c.changed)
	{
		sql_node_free(out);
		return NULL;
	}
	return out;
}

void
sql_literal_repair_end(LiteralRepair *r)
{
	if (r == NULL)
		return;
	for (int i = 0; i < r->links->n_links; i++)
	{
		dt_free(r->value_keys[i]);
		dt_free(r->span_keys[i]);
	}
	dt_free(r->value_keys);
	dt_free(r->span_keys);
	dt_free(r);
}

SqlNode *
sql_repair_literals(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					const LinkResult *links)
{
	NamedValues named;
	LiteralRepair *r;
	SqlNode    *out;

	named_values_find(tokens, &named);
	r = sql_literal_repair_begin(g, tokens, links, &named);
	out = sql_literal_repair_apply(r, ast);
	sql_literal_repair_end(r);
	named_values_free(&named);
	return out;
}
