/*
 * sql_date_ranges.c — "between May and September 1993" as one range of dates
 * (sql_date_ranges.h).
 */
#include "sql/sql_date_ranges.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "sql/sql_grammar.h"
#include "text/dates.h"

static long
day_number(const TextDate *d)
{
	return (long) d->year * 10000 + d->month * 100 + d->day;
}

static bool
is_connector(const TextTokens *t, int i)
{
	static const char *const words[] = {"and", "to", "until", "till", "through", "-", NULL};

	return i >= 0 && i < t->n && text_word_in_list(t->tokens[i].text, words);
}

int
question_date_phrase_at(const TextTokens *t, int start, int min_tokens, char *buf, size_t size,
						TextDate *d)
{
	int			longest = start + DATE_PHRASE_MAX_TOKENS < t->n ? start + DATE_PHRASE_MAX_TOKENS : t->n;

	for (int end = longest; end >= start + min_tokens && end > start; end--)
		if (text_tokens_join(t, start, end, buf, size) && text_date_parse(buf, d))
			return end;
	return -1;
}

/* Whether tokens [start, end) say a date phrase by themselves, or with year added; its
 * text in buf. */
static bool
first_end(const TextTokens *t, int start, int end, int year, char *buf, size_t size,
		  TextDate *d)
{
	char		with_year[64];

	if (!text_tokens_join(t, start, end, buf, size))
		return false;
	if (text_date_parse(buf, d))
		return true;
	if (snprintf(with_year, sizeof(with_year), "%s %d", buf, year) >= (int) sizeof(with_year) ||
		!text_date_parse(with_year, d))
		return false;
	snprintf(buf, size, "%s", with_year);
	return true;
}

void
question_date_range_find(const TextTokens *t, QuestionDateRange *out)
{
	memset(out, 0, sizeof(*out));
	for (int i = 0; i < t->n; i++)
	{
		if (!text_token_is(t, i, "between") && !text_token_is(t, i, "from"))
			continue;
		for (int conn = i + 2; conn <= i + 1 + DATE_PHRASE_MAX_TOKENS && conn < t->n; conn++)
		{
			TextDate	a,
						b;
			int			end;

			if (!is_connector(t, conn) ||
				(end = question_date_phrase_at(t, conn + 1, 1, out->last, sizeof(out->last), &b)) < 0 ||
				b.grain == TEXT_DATE_DECADE ||
				!first_end(t, i + 1, conn, b.year, out->first, sizeof(out->first), &a) ||
				day_number(&a) > day_number(&b))
				continue;
			out->found = true;
			out->start = i + 1;
			out->end = end;
			return;
		}
	}
}

/* ---- the candidate ---- */

/* What sql_where_keep needs to drop the comparisons of one column with the range's ends. */
typedef struct RangeEnds
{
	const SchemaGraph *g;
	TextDate	a,
				b;
	const SqlNode *column;		/* the column compared, once found */
} RangeEnds;

static bool
same_period(const TextDate *x, const TextDate *y)
{
	return x->year == y->year && x->month == y->month && x->day == y->day &&
		x->grain == y->grain;
}

/* The period literal lit names: 0 none, 1 the range's first end, 2 its last, 3 another. */
static int
end_named(const SqlNode *lit, const RangeEnds *r)
{
	TextDate	d;

	if (lit == NULL || lit->rule != SQL_RULE_VALUE || lit->slots[0].value == NULL ||
		!text_date_parse(lit->slots[0].value, &d))
		return 0;
	return same_period(&d, &r->a) ? 1 : same_period(&d, &r->b) ? 2 : 3;
}

/* The date or time column operand compares with an end of the range (=, <, <=, >, >=, or a
 * BETWEEN of one end, "BETWEEN 'September 1993' AND 'September 1993'", but not of the two
 * in order), or NULL. */
static const SqlNode *
compared_end(const SqlNode *operand, const RangeEnds *r)
{
	const SqlNode *col = sql_node_child(operand, 0);
	int			c,
				lo,
				hi;

	if (col == NULL || (c = sql_column_graph_index(r->g, col)) < 0 ||
		r->g->columns[c].type_class != SG_TYPE_TIME)
		return NULL;
	switch (operand->rule)
	{
		case SQL_RULE_EQ:
		case SQL_RULE_LT:
		case SQL_RULE_LE:
		case SQL_RULE_GT:
		case SQL_RULE_GE:
			lo = end_named(sql_node_child(operand, 1), r);
			return lo == 1 || lo == 2 ? col : NULL;
		case SQL_RULE_BETWEEN:
			lo = end_named(sql_node_child(operand, 1), r);
			hi = end_named(sql_node_child(operand, 2), r);
			return (lo == 1 || lo == 2 || hi == 1 || hi == 2) && !(lo == 1 && hi == 2) ? col : NULL;
		default:
			return NULL;
	}
}

/* sql_where_keep's test: not a comparison of the range's column with one of its ends. */
static bool
not_an_end(const SqlNode *operand, const void *arg)
{
	const RangeEnds *r = arg;
	const SqlNode *col = compared_end(operand, r);

	return col == NULL || !sql_node_equal(col, r->column);
}

/* The first column of select's top AND chain compared with an end of the range, or NULL. */
static const SqlNode *
first_compared(const SqlNode *cond, const RangeEnds *r)
{
	const SqlNode *found;

	if (cond == NULL)
		return NULL;
	if (cond->rule == SQL_RULE_AND)
		return (found = first_compared(sql_node_child(cond, 0), r)) != NULL ? found
			: first_compared(sql_node_child(cond, 1), r);
	return compared_end(cond, r);
}

/* Whether select compares a date column with an end of the range (a change to make);
 * the change made when q is not NULL. */
static bool
range_select(SqlNode *select, const QuestionDateRange *q, RangeEnds *r)
{
	const SqlNode *found = first_compared(sql_node_child(select, SQL_SELECT_WHERE), r);
	SqlNode    *column,
			   *between;

	if (found == NULL || q == NULL)
		return found != NULL;
	column = sql_node_clone(found);
	r->column = column;
	if (!sql_where_keep(select, not_an_end, r))
	{
		sql_node_free(column);
		return false;
	}
	between = sql_node_new(SQL_RULE_BETWEEN);
	sql_slot_add_child(&between->slots[0], column);
	sql_slot_add_child(&between->slots[1], sql_text_value(q->first));
	sql_slot_add_child(&between->slots[2], sql_text_value(q->last));
	sql_where_add(select, between);
	return true;
}

/* Each SELECT of node, subqueries and set operations included: how many compare a date
 * column with an end of the range (changed when q is not NULL). */
static int
range_all(SqlNode *node, const QuestionDateRange *q, RangeEnds *r)
{
	int			n = 0;

	if (node == NULL)
		return 0;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			n += range_all(node->slots[f].children[k], q, r);
	if (sql_is_select(node))
		n += range_select(node, q, r);
	return n;
}

/* The range's ends as periods into r; false when q names none. */
static bool
ends_of(const SchemaGraph *g, const QuestionDateRange *q, RangeEnds *r)
{
	*r = (RangeEnds) {g};
	return q != NULL && q->found && text_date_parse(q->first, &r->a) &&
		text_date_parse(q->last, &r->b);
}

int
sql_date_ranges_against(const SqlNode *ast, const SchemaGraph *g, const QuestionDateRange *q)
{
	RangeEnds	r;

	if (ast == NULL || !ends_of(g, q, &r))
		return 0;
	/* counting changes nothing: the cast only lets the walk share its code */
	return range_all((SqlNode *) ast, NULL, &r);
}

SqlNode *
sql_date_ranges(const SqlNode *ast, const SchemaGraph *g, const QuestionDateRange *q)
{
	RangeEnds	r;
	SqlNode    *copy;

	if (ast == NULL || !ends_of(g, q, &r))
		return NULL;
	copy = sql_node_clone(ast);
	if (range_all(copy, q, &r) == 0)
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}
