/*
 * sql_date_numbers.c — the numbers of a question's dates compared with a column that keeps
 * no date (sql_date_numbers.h).
 */
#include "sql/sql_date_numbers.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/measures.h"
#include "text/dates.h"
#include "text/quantities.h"

/* Whether token i is a year said alone after a word that dates ("in 2004", "for 2013"):
 * "more than 2000" is a number. */
static bool
year_alone(const TextTokens *t, int i)
{
	static const char *const dating[] = {"in", "during", "since", "before", "after", "until",
	"of", "for", NULL};

	return i > 0 && t->tokens[i].kind == TEXT_TOKEN_NUMBER &&
		text_date_is_year(t->tokens[i].text) &&
		text_word_in_list(t->tokens[i - 1].text, dating);
}

/* in_date[i]: token i is inside a date phrase of t, or inside a stored value of two
 * tokens or more that links name ("Desk - W/48", "LCD Monitor 9/PM"). */
static void
mark_date_tokens(const TextTokens *t, const QuestionDateRange *range, const LinkResult *links,
				 bool *in_date)
{
	for (int k = 0; links != NULL && k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_VALUE && l->token_end - l->token_start >= 2)
			for (int i = l->token_start; i < l->token_end && i < t->n; i++)
				in_date[i] = true;
	}
	if (range->found)
		for (int i = range->start; i < range->end && i < t->n; i++)
			in_date[i] = true;
	for (int i = 0; i < t->n; i++)
	{
		char		buf[96];
		TextDate	d;
		int			end = question_date_phrase_at(t, i, 2, buf, sizeof(buf), &d);

		if (end > i)
		{
			for (int k = i; k < end; k++)
				in_date[k] = true;
			i = end - 1;
		}
		else if (year_alone(t, i))
			in_date[i] = true;
	}
}

/* Whether a number token of t outside the date phrases says v. */
static bool
said_elsewhere(const TextTokens *t, const bool *in_date, double v)
{
	double		w;

	for (int i = 0; i < t->n; i++)
		if (!in_date[i] && text_token_number(&t->tokens[i], &w) && w == v)
			return true;
	return false;
}

void
question_date_numbers_find(const TextTokens *t, const QuestionDateRange *range,
						   const LinkResult *links, DateNumbers *out)
{
	bool	   *in_date = dt_new_array(bool, t->n + 1);

	memset(out, 0, sizeof(*out));
	mark_date_tokens(t, range, links, in_date);
	for (int i = 0; i < t->n && out->n < DATE_NUMBERS_MAX; i++)
	{
		double		v;
		bool		known = false;

		if (!in_date[i] || t->tokens[i].kind != TEXT_TOKEN_NUMBER ||
			!text_token_number(&t->tokens[i], &v) || said_elsewhere(t, in_date, v))
			continue;
		for (int k = 0; k < out->n; k++)
			known = known || out->value[k] == v;
		if (!known)
			out->value[out->n++] = v;
	}
	dt_free(in_date);
}

/* ---- the candidate ---- */

typedef struct DropArg
{
	const SchemaGraph *g;
	const DateNumbers *d;
	const QuestionDatePhrases *phrases;	/* may be NULL: nothing is moved */
	const LinkResult *links;	/* may be NULL: nothing is moved */
} DropArg;

/*
 * Whether column c keeps nothing a date's number may be: a key (its own or one referring to
 * another table), a column whose name says it identifies or codes ("order_number"), or a
 * measure of money or quantity ("price_each"), or a column whose type declares fractions
 * (an order's tax numeric(12,2): no year or day is kept in cents) — and no name word says a
 * period ("fiscal_year"). A plain number column ("founded", "year_join") may hold years.
 */
static bool
holds_no_date_number(const SchemaGraph *g, int c)
{
	static const char *const parts[] = {"year", "yr", "month", "day", "quarter", "week",
	"date", "time", NULL};
	const SgColumn *col = &g->columns[c];
	bool		identifies = col->primary_key || schema_graph_column_is_foreign_key(g, c) ||
		measure_kind_of(g, c) != MEASURE_NONE || schema_graph_column_declares_fractions(col);

	for (int k = 0; parts[k] != NULL; k++)
		if (strstr(col->name, parts[k]) != NULL)
			return false;
	for (int w = 0; w < col->n_words && !identifies; w++)
		identifies = measure_name_word_rules_out(col->words[w]);
	return identifies;
}

/* Whether cond compares a column that holds no date number with a date number. */
static bool
date_number_compared(const SqlNode *cond, const DropArg *a)
{
	const SqlNode *x,
			   *y;
	int			c;
	double		v;

	if (cond->rule != SQL_RULE_EQ && cond->rule != SQL_RULE_NE && cond->rule != SQL_RULE_LT &&
		cond->rule != SQL_RULE_GT && cond->rule != SQL_RULE_LE && cond->rule != SQL_RULE_GE)
		return false;
	x = sql_node_child(cond, 0);
	y = sql_node_child(cond, 1);
	if (x != NULL && x->rule != SQL_RULE_COLUMN)
	{
		const SqlNode *swap = x;

		x = y;
		y = swap;
	}
	if (x == NULL || y == NULL || x->rule != SQL_RULE_COLUMN || y->rule != SQL_RULE_VALUE ||
		y->slots[0].value_type == SQL_VALUE_TEXT || y->slots[0].value == NULL ||
		(c = sql_column_graph_index(a->g, x)) < 0 ||
		a->g->columns[c].type_class != SG_TYPE_NUMBER || !holds_no_date_number(a->g, c))
		return false;
	v = strtod(y->slots[0].value, NULL);
	for (int k = 0; k < a->d->n; k++)
		if (a->d->value[k] == v)
			return true;
	return false;
}

/* sql_where_keep's test: any condition but a date number's comparison. */
static bool
not_a_date_number(const SqlNode *operand, const void *arg)
{
	return !date_number_compared(operand, arg);
}

/* How many operands of cond's top AND chain are date numbers' comparisons. */
static int
compared_in_chain(const SqlNode *cond, const DropArg *a)
{
	if (cond == NULL)
		return 0;
	if (cond->rule == SQL_RULE_AND)
		return compared_in_chain(sql_node_child(cond, 0), a) +
			compared_in_chain(sql_node_child(cond, 1), a);
	return date_number_compared(cond, a) ? 1 : 0;
}

/* Whether select's LIMIT is a date number ("Which employee created the most purchase
 * orders in 2015?" cut to 2015 rows): the one row a superlative asks for instead. */
static bool
limit_date_number_to_one(SqlNode *select, const DropArg *a)
{
	SqlSlot    *limit = &select->slots[SQL_SELECT_LIMIT];
	double		v;

	if (!limit->present || limit->value == NULL)
		return false;
	v = strtod(limit->value, NULL);
	for (int k = 0; k < a->d->n; k++)
		if (a->d->value[k] == v)
		{
			dt_free(limit->value);
			limit->value = dt_strdup("1");
			return true;
		}
	return false;
}

/* sql_conjunct_any's test: a comparison of a date or time column. */
static bool
compares_a_time(const SqlNode *operand, const void *arg)
{
	const SchemaGraph *g = arg;

	for (int side = 0; side < 2; side++)
	{
		const SqlNode *x = sql_node_child(operand, side);
		int			c;

		if (x != NULL && x->rule == SQL_RULE_COLUMN && (c = sql_column_graph_index(g, x)) >= 0 &&
			g->columns[c].type_class == SG_TYPE_TIME)
			return true;
	}
	return false;
}

/* Whether the text of a date phrase says every date number of d ("March 20, 2004" not the
 * 10 of "between March 10 and March 20, 2004"). */
static bool
phrase_says_every_number(const char *text, const DateNumbers *d)
{
	for (int k = 0; k < d->n; k++)
	{
		bool		said = false;

		for (const char *p = text; *p != '\0' && !said; p++)
			if (*p >= '0' && *p <= '9' && (p == text || p[-1] < '0' || p[-1] > '9'))
				said = strtod(p, NULL) == d->value[k];
		if (!said)
			return false;
	}
	return true;
}

/* The comparison that takes the place of select's date numbers' comparisons: the one date
 * or time column that the question's one date phrase, which says every date number, links
 * as a value ("the first half of 2004": orderlines.orderdate), of a table select reads
 * once, compared with the whole phrase (rendered as its period, sql_render.c); NULL where
 * the question says several phrases, no such column or several are read, or select
 * compares a date already. */
static SqlNode *
date_phrase_compared(const SqlNode *select, const DropArg *a)
{
	const QuestionDatePhrase *phrase;
	int			column = -1,
				instance = -1;
	SqlNode    *cond;

	if (a->phrases == NULL || a->links == NULL || a->phrases->n != 1 ||
		sql_conjunct_any(sql_node_child(select, SQL_SELECT_WHERE), compares_a_time, a->g))
		return NULL;
	phrase = &a->phrases->phrases[0];
	if (!phrase_says_every_number(phrase->text, a->d))
		return NULL;
	for (int k = 0; k < a->links->n_links; k++)
	{
		const SchemaLink *l = &a->links->links[k];
		int			at;

		if (l->kind != LINK_VALUE || l->column < 0 || l->column == column ||
			a->g->columns[l->column].type_class != SG_TYPE_TIME ||
			l->token_start < phrase->start || l->token_end > phrase->end ||
			(at = sql_from_only_instance(select, a->g->columns[l->column].table)) < 0)
			continue;
		if (column >= 0)
			return NULL;
		column = l->column;
		instance = at;
	}
	if (column < 0)
		return NULL;
	cond = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&cond->slots[0], sql_column_ref(a->g, instance, column));
	sql_slot_add_child(&cond->slots[1], sql_text_value(phrase->text));
	return cond;
}

/* Each SELECT of node (subqueries and set operations included) without its date numbers'
 * comparisons (their date compared instead where date_phrase_compared finds it), and with
 * a LIMIT of one where its LIMIT was a date number; how many it changed. */
static int
drop_all(SqlNode *node, const DropArg *a)
{
	int			n = 0,
				found;

	if (node == NULL)
		return 0;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			n += drop_all(node->slots[f].children[k], a);
	if (!sql_is_select(node))
		return n;
	found = compared_in_chain(sql_node_child(node, SQL_SELECT_WHERE), a);
	if (found > 0)
	{
		SqlNode    *dated = date_phrase_compared(node, a);

		if (sql_where_keep(node, not_a_date_number, a))
		{
			n += found;
			if (dated != NULL)
				sql_where_add(node, dated);
		}
		else
			sql_node_free(dated);
	}
	if (limit_date_number_to_one(node, a))
		n++;
	return n;
}

SqlNode *
sql_date_numbers_dropped(const SqlNode *ast, const SchemaGraph *g, const DateNumbers *d,
						 const QuestionDatePhrases *phrases, const LinkResult *links)
{
	DropArg		a = {g, d, phrases, links};
	SqlNode    *copy;

	if (ast == NULL || d->n == 0)
		return NULL;
	copy = sql_node_clone(ast);
	if (drop_all(copy, &a) == 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
