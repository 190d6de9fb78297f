/*
 * sql_whole_date_phrases.c — a date column compared with the whole date phrase the question
 * says (sql_whole_date_phrases.h).
 */
#include "sql/sql_whole_date_phrases.h"

#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "sql/sql_date_ranges.h"
#include "sql/sql_grammar.h"

void
question_date_phrases_find(const TextTokens *t, QuestionDatePhrases *out)
{
	out->n = 0;
	for (int i = 0; i < t->n && out->n < QUESTION_DATE_PHRASES_MAX; i++)
	{
		QuestionDatePhrase *p = &out->phrases[out->n];
		int			end = question_date_phrase_at(t, i, 1, p->text, sizeof(p->text), &p->period);

		if (end < 0)
			continue;
		p->start = i;
		p->end = end;
		out->n++;
		i = end - 1;			/* the phrases inside this one are part of it */
	}
}

/* A day count that orders days (not a calendar's: only compared). */
static long
day_key(const TextDate *d)
{
	return (long) d->year * 400 + d->month * 32 + d->day;
}

/* Whether period inner lies inside outer and is not all of it. */
static bool
strictly_inside(const TextDate *inner, const TextDate *outer)
{
	TextDate	inner_end = text_date_end(inner),
				outer_end = text_date_end(outer);

	return day_key(inner) >= day_key(outer) && day_key(&inner_end) <= day_key(&outer_end) &&
		(day_key(inner) != day_key(outer) || day_key(&inner_end) != day_key(&outer_end));
}

/* Whether text is the words of some of p's tokens, not all of them. */
static bool
says_part_of(const char *text, const TextTokens *t, const QuestionDatePhrase *p)
{
	char		buf[64];

	for (int a = p->start; a < p->end; a++)
		for (int b = a + 1; b <= p->end; b++)
			if ((a != p->start || b != p->end) && text_tokens_join(t, a, b, buf, sizeof(buf)) &&
				strcasecmp(buf, text) == 0)
				return true;
	return false;
}

/* literal widened to the phrase of p it names a part of, when there is one. */
static void
widen_literal(SqlNode *literal, const TextTokens *t, const QuestionDatePhrases *p)
{
	TextDate	d;
	const char *v;

	if (literal == NULL || literal->rule != SQL_RULE_VALUE ||
		(v = literal->slots[0].value) == NULL || !text_date_parse(v, &d))
		return;
	for (int k = 0; k < p->n; k++)
		if (strictly_inside(&p->phrases[k].period, &d) && says_part_of(v, t, &p->phrases[k]))
		{
			dt_free(literal->slots[0].value);
			literal->slots[0].value = dt_strdup(p->phrases[k].text);
			literal->slots[0].value_type = SQL_VALUE_TEXT;
			return;
		}
}

/* Whether node compares (or bounds, BETWEEN) its first child with the others. */
static bool
is_comparison(const SqlNode *node)
{
	return node->rule == SQL_RULE_EQ || node->rule == SQL_RULE_NE ||
		node->rule == SQL_RULE_LT || node->rule == SQL_RULE_LE || node->rule == SQL_RULE_GT ||
		node->rule == SQL_RULE_GE || node->rule == SQL_RULE_BETWEEN ||
		node->rule == SQL_RULE_NOT_BETWEEN;
}

SqlNode *
sql_whole_date_phrases(SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
					   const QuestionDatePhrases *p)
{
	const SqlNode *col;
	int			c;

	if (ast == NULL || p->n == 0)
		return ast;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < ast->slots[f].n_children; k++)
			sql_whole_date_phrases(ast->slots[f].children[k], g, t, p);
	if (!is_comparison(ast) || (col = sql_node_child(ast, 0)) == NULL ||
		(c = sql_column_graph_index(g, col)) < 0 || g->columns[c].type_class != SG_TYPE_TIME)
		return ast;
	for (int f = 1; f < sql_rules[ast->rule].n_fields; f++)
		widen_literal(sql_node_child(ast, f), t, p);
	return ast;
}
