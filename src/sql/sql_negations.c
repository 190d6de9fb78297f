/*
 * sql_negations.c — negated columns and the comparisons that affirm them
 * (sql_negations.h).
 */
#include "sql/sql_negations.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common/alloc.h"

static const char *const negation_words[] = {"not", "never", "no", "nobody", "nothing", "without", NULL};
/* Words that negate a stored value after them ("outside the US"), and after it ("guests
 * aside"), but not a column: "except the price" is not "price = 0". */
static const char *const value_negation_words[] = {"outside", "except", "excluding", "besides", NULL};
static const char *const value_negation_after[] = {"aside", NULL};
/* Words of exclusion besides those: a question with any of these, or of the above, may ask
 * for "column <> 'value'" ("dogs of owners other than Smith", "all but Texas"). */
static const char *const exclusion_words[] = {
	"other", "others", "different", "apart", "but", "nor", "neither", "non", "unlike",
	"exclude", "excludes", "excluded", "exclusive", "instead", "rather", NULL
};

/* Words that end the phrase a negation is about ("not in Paris and under contract"). */
static const char *const clause_words[] = {
	"and", "or", "but", "that", "which", "who", "whose", "where", "with", "than", NULL
};


/* Whether token i negates: a negation word, or the "t" of "n't" ("haven't": haven ' t). */
static bool
is_negation(const TextTokens *t, int i)
{
	const TextToken *tok = &t->tokens[i];

	if (tok->kind != TEXT_TOKEN_WORD)
		return false;
	if (text_word_in_list(tok->text, negation_words))
		return true;
	return strcmp(tok->text, "t") == 0 && text_token_is_contraction_tail(t, i);
}

/* Whether token i ends a negation's reach. */
static bool
ends_reach(const TextTokens *t, int i)
{
	const TextToken *tok = &t->tokens[i];

	return tok->kind == TEXT_TOKEN_PUNCT || tok->kind == TEXT_TOKEN_NUMBER ||
		text_word_in_list(tok->text, clause_words) || is_negation(t, i);
}

/* Whether one of the two words after token end is an object pronoun. */
static bool
pronoun_follows(const TextTokens *t, int end)
{
	static const char *const pronouns[] = {"them", "him", "her", "it", NULL};

	for (int i = end; i < end + 2 && i < t->n; i++)
		if (t->tokens[i].kind == TEXT_TOKEN_WORD && text_word_in_list(t->tokens[i].text, pronouns))
			return true;
	return false;
}

static void
add_column(QuestionNegations *out, const TextTokens *t, const SchemaLink *l)
{
	for (int k = 0; k < out->n; k++)
		if (out->column[k] == l->column)
		{
			out->referred[k] |= pronoun_follows(t, l->token_end);
			out->by_lexicon[k] &= l->match == LINK_LEXICON;
			return;
		}
	if (out->n < QUESTION_NEGATIONS_MAX)
	{
		out->referred[out->n] = pronoun_follows(t, l->token_end);
		out->by_lexicon[out->n] = l->match == LINK_LEXICON;
		out->column[out->n++] = l->column;
	}
}

static bool
is_word(const TextTokens *t, int i, const char *const *list)
{
	return i >= 0 && i < t->n && t->tokens[i].kind == TEXT_TOKEN_WORD &&
		text_word_in_list(t->tokens[i].text, list);
}

/* Whether link l is one a negation reaches: with values a stored value's, else a
 * column's (not a measure's). */
static bool
negatable(const SchemaLink *l, bool values)
{
	if (l->column < 0)
		return false;
	if (values)
		return l->kind == LINK_VALUE && l->value != NULL;
	return l->kind == LINK_COLUMN && l->match != LINK_MEASURE;
}

/* The first token after i (within the reach) that starts a link negatable (values: a
 * stored value's; else a column's), or -1. */
static int
negated_word(const TextTokens *t, const LinkResult *links, int i, bool values)
{
	for (int j = i + 1; j <= i + NEGATION_REACH && j < t->n; j++)
	{
		if (ends_reach(t, j))
			return -1;
		for (int k = 0; k < links->n_links; k++)
			if (links->links[k].token_start == j && negatable(&links->links[k], values))
				return j;
	}
	return -1;
}

static void
add_value(QuestionNegations *out, const SchemaLink *l)
{
	for (int k = 0; k < out->n_values; k++)
		if (out->value_column[k] == l->column && strcmp(out->value[k], l->value) == 0)
			return;
	if (out->n_values < QUESTION_NEGATIONS_MAX)
	{
		out->value_column[out->n_values] = l->column;
		out->value[out->n_values++] = l->value;
	}
}

/* The links that start at token j negated: the stored values' with values, else the
 * columns'. */
static void
add_negated_links(QuestionNegations *out, const TextTokens *t, const LinkResult *links, int j,
				  bool values)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		/* "not inactive" negates twice: the flag affirmed */
		if (l->token_start != j || !negatable(l, values) || l->match == LINK_NEGATED)
			continue;
		if (values)
			add_value(out, l);
		else
			add_column(out, t, l);
	}
}

/* Whether any word of t negates or excludes (the lists above). */
static bool
says_a_negation(const TextTokens *t)
{
	for (int i = 0; i < t->n; i++)
		if (is_negation(t, i) || is_word(t, i, value_negation_words) ||
			is_word(t, i, value_negation_after) || is_word(t, i, exclusion_words))
			return true;
	return false;
}

/* The stored values a question that negates nothing names. */
static void
add_named_values(QuestionNegations *out, const LinkResult *links)
{
	for (int k = 0; k < links->n_links && out->n_named < QUESTION_NEGATIONS_MAX; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (negatable(l, true))
		{
			out->named_column[out->n_named] = l->column;
			out->named[out->n_named++] = l->value;
		}
	}
}

/* Whether token i is "zero" before a word that names a table: "zero visitors" says no
 * visitor ("Which museum has had zero visitors?"), where "a credit limit of zero" is a
 * number. */
static bool
zero_of_rows(const TextTokens *t, const LinkResult *links, int i)
{
	return text_token_is(t, i, "zero") && link_result_table_starts_at(links, i + 1);
}

/* Whether token i is a negation of the question: a negation word that is not "not only"
 * and no stored value, or "zero" of rows. */
static bool
negation_token(const TextTokens *t, const LinkResult *links, int i)
{
	return (is_negation(t, i) && !link_result_inside_value(links, i) &&
			!(text_token_is(t, i, "not") && text_token_is(t, i + 1, "only"))) ||
		zero_of_rows(t, links, i);
}

bool
sql_not_a_negating_subquery(const SqlNode *operand, const void *arg)
{
	(void) arg;
	return operand->rule != SQL_RULE_NOT_IN_QUERY && operand->rule != SQL_RULE_NOT_EXISTS;
}

void
question_negations_find(const TextTokens *t, const LinkResult *links, QuestionNegations *out)
{
	memset(out, 0, sizeof(*out));
	out->negation_at = -1;
	for (int i = 0; i < t->n; i++)
		if (negation_token(t, links, i))
		{
			if (out->negation_at < 0)
				out->negation_at = i;
			out->n_negations++;
		}
	out->negates = out->negation_at >= 0;
	if (!says_a_negation(t))
		add_named_values(out, links);
	for (int i = 0; i < t->n; i++)
	{
		int			j;

		if (t->tokens[i].kind == TEXT_TOKEN_NUMBER)
		{
			double		v = strtod(t->tokens[i].text, NULL);

			out->spells_zero = out->spells_zero || v == 0.0;
			out->spells_one = out->spells_one || v == 1.0;
			continue;
		}
		if (is_negation(t, i) && (j = negated_word(t, links, i, false)) >= 0)
			add_negated_links(out, t, links, j, false);
		if ((is_negation(t, i) || is_word(t, i, value_negation_words)) &&
			(j = negated_word(t, links, i, true)) >= 0)
			add_negated_links(out, t, links, j, true);
	}
	/* "inactive": a word negating a flag's word with a prefix, unless negated itself */
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		bool		negated_twice = false;

		if (l->kind != LINK_COLUMN || l->match != LINK_NEGATED)
			continue;
		for (int i = l->token_start - 1; i >= 0 && i >= l->token_start - NEGATION_REACH &&
			 !negated_twice && !ends_reach(t, i + 1); i--)
			negated_twice = is_negation(t, i);
		if (!negated_twice)
			add_column(out, t, l);
	}
	/* "guests aside": a value whose span ends right before the word */
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (negatable(l, true) && is_word(t, l->token_end, value_negation_after))
			add_value(out, l);
	}
}

/* The graph column of an expr_column node over a base table of g; -1 otherwise. */
static int
column_of(const SqlNode *expr, const SchemaGraph *g)
{
	const SqlSlot *s;

	if (expr == NULL || expr->rule != SQL_RULE_COLUMN)
		return -1;
	s = &expr->slots[0];
	if (s->table < 0 || s->table >= g->n_tables || s->column < 0 ||
		s->column >= g->tables[s->table].n_columns)
		return -1;
	return g->tables[s->table].first_column + s->column;
}

bool
sql_negations_refers_to_own_rows(const SchemaGraph *g, const QuestionNegations *n, int k)
{
	int			c = n->column[k],
				table = g->columns[c].table,
				pk = schema_graph_single_primary_key(g, table);

	return n->referred[k] && pk >= 0 &&
		schema_graph_column_references(g, c, g->tables[table].first_column + pk);
}

bool
sql_negations_column_negated(const QuestionNegations *n, int column)
{
	for (int k = 0; k < n->n; k++)
		if (n->column[k] == column)
			return true;
	return false;
}

/* Whether (column, value) is one of the n pairs of columns[] and values[] (any case). */
static bool
value_listed(const int *columns, const char *const *values, int n, int column, const char *value)
{
	for (int k = 0; k < n; k++)
		if (columns[k] == column && strcasecmp(values[k], value) == 0)
			return true;
	return false;
}

bool
sql_negations_value_negated(const QuestionNegations *n, int column, const char *value)
{
	return value_listed(n->value_column, n->value, n->n_values, column, value);
}

/* The text a Value node v of type text holds, or NULL for any other node. */
static const char *
text_literal(const SqlNode *v)
{
	if (v == NULL || v->rule != SQL_RULE_VALUE || v->slots[0].value_type != SQL_VALUE_TEXT)
		return NULL;
	return v->slots[0].value;
}

/* Whether column = text compares a negated stored value (the stored spelling, any case). */
static bool
is_negated_value(const QuestionNegations *n, int column, const SqlNode *v)
{
	const char *text = text_literal(v);

	return column >= 0 && text != NULL && sql_negations_value_negated(n, column, text);
}

/* Whether column <> text compares a value a question that negates nothing names. */
static bool
is_named_value(const QuestionNegations *n, int column, const SqlNode *v)
{
	const char *text = text_literal(v);

	return column >= 0 && text != NULL &&
		value_listed(n->named_column, n->named, n->n_named, column, text);
}

/* The number a Value node holds: 0 or 1 (the only ones a flag's test uses), else -1. */
static int
flag_number(const SqlNode *v)
{
	char	   *end;
	double		d;

	if (v == NULL || v->rule != SQL_RULE_VALUE || v->slots[0].value_type == SQL_VALUE_TEXT ||
		v->slots[0].value == NULL)
		return -1;
	d = strtod(v->slots[0].value, &end);
	if (*end != '\0')
		return -1;
	return d == 0.0 ? 0 : d == 1.0 ? 1 : -1;
}

/*
 * Whether comparison node c affirms a negated column: "column IS NOT NULL", or column
 * compared (either operand order) as <> 0, > 0, = 1, >= 1, = TRUE, <> FALSE with a
 * number the question does not spell.  *literal: the operand that is not the column
 * (NULL for IS NOT NULL).
 */
static bool
affirms(const SqlNode *c, const SchemaGraph *g, const QuestionNegations *n, SqlNode **literal)
{
	SqlNode    *a,
			   *b;
	int			number;
	bool		mirrored = false;

	*literal = NULL;
	if (c->rule == SQL_RULE_IS_NOT_NULL)
		return sql_negations_column_negated(n, column_of(sql_node_child(c, 0), g));
	if (c->rule != SQL_RULE_NE && c->rule != SQL_RULE_EQ && c->rule != SQL_RULE_GT &&
		c->rule != SQL_RULE_GE && c->rule != SQL_RULE_LT && c->rule != SQL_RULE_LE)
		return false;
	a = sql_node_child(c, 0);
	b = sql_node_child(c, 1);
	if (a == NULL || b == NULL)
		return false;
	if (column_of(a, g) < 0)
	{
		SqlNode    *t = a;

		a = b;
		b = t;
		mirrored = true;
	}
	if ((c->rule == SQL_RULE_EQ && is_negated_value(n, column_of(a, g), b)) ||
		(c->rule == SQL_RULE_NE && is_named_value(n, column_of(a, g), b)))
	{
		*literal = b;
		return true;
	}
	if (!sql_negations_column_negated(n, column_of(a, g)))
		return false;
	*literal = b;
	if (b->rule == SQL_RULE_TRUE)
		return c->rule == SQL_RULE_EQ;
	if (b->rule == SQL_RULE_FALSE)
		return c->rule == SQL_RULE_NE;
	if ((number = flag_number(b)) < 0 || (number == 0 ? n->spells_zero : n->spells_one))
		return false;
	switch (c->rule)
	{
		case SQL_RULE_NE:
			return number == 0;
		case SQL_RULE_EQ:
			return number == 1;
		case SQL_RULE_GT:		/* column > 0, or 0 > column mirrored: not a flag's test */
			return !mirrored && number == 0;
		case SQL_RULE_GE:
			return !mirrored && number == 1;
		case SQL_RULE_LT:		/* 0 < column */
			return mirrored && number == 0;
		case SQL_RULE_LE:		/* 1 <= column */
			return mirrored && number == 1;
		default:
			return false;
	}
}

/* c (which affirms) turned to the column's empty value, in place. */
static void
turn(SqlNode *c, SqlNode *literal)
{
	if (c->rule == SQL_RULE_IS_NOT_NULL)
	{
		c->rule = SQL_RULE_IS_NULL;
		return;
	}
	if (literal->rule == SQL_RULE_VALUE && literal->slots[0].value_type == SQL_VALUE_TEXT)
	{
		/* a negated stored value, or one named where nothing is negated */
		c->rule = c->rule == SQL_RULE_EQ ? SQL_RULE_NE : SQL_RULE_EQ;
		return;
	}
	c->rule = SQL_RULE_EQ;
	if (literal->rule == SQL_RULE_TRUE)
		literal->rule = SQL_RULE_FALSE;
	else if (literal->rule == SQL_RULE_VALUE)
	{
		dt_free(literal->slots[0].value);
		literal->slots[0].value = dt_strdup("0");
		literal->slots[0].value_type = SQL_VALUE_INTEGER;
	}
}

/* The comparisons under ast that affirm a negated column; with do_turn, each is turned. */
static int
affirmed(SqlNode *ast, const SchemaGraph *g, const QuestionNegations *n, bool do_turn)
{
	const SqlRule *rule = &sql_rules[ast->rule];
	SqlNode    *literal;
	int			found = 0;

	if (affirms(ast, g, n, &literal))
	{
		found++;
		if (do_turn)
			turn(ast, literal);
		return found;
	}
	for (int f = 0; f < rule->n_fields; f++)
	{
		if (rule->fields[f].type != SQL_FT_NODE || sql_node_negates_field(ast, f))
			continue;
		for (int i = 0; i < ast->slots[f].n_children; i++)
			found += affirmed(ast->slots[f].children[i], g, n, do_turn);
	}
	return found;
}

/* Whether literal v says "none": 0, FALSE, or the text no, none, n or false. */
static bool
says_none(const SqlNode *v)
{
	static const char *const none[] = {"no", "none", "n", "false"};

	if (v == NULL)
		return false;
	if (v->rule == SQL_RULE_FALSE)
		return true;
	if (v->rule != SQL_RULE_VALUE || v->slots[0].value == NULL)
		return false;
	if (v->slots[0].value_type != SQL_VALUE_TEXT)
		return flag_number(v) == 0;
	for (size_t k = 0; k < sizeof(none) / sizeof(none[0]); k++)
		if (strcasecmp(v->slots[0].value, none[k]) == 0)
			return true;
	return false;
}

/* sql_node_any's test: node n itself says "no" (sql_negations_says_no). */
static bool
says_no(const SqlNode *n, const void *arg)
{
	switch (n->rule)
	{
		case SQL_RULE_EQ:
			return says_none(sql_node_child(n, 0)) || says_none(sql_node_child(n, 1));
		case SQL_RULE_EXCEPT:
		case SQL_RULE_EXCEPT_ALL:
		case SQL_RULE_NOT:
		case SQL_RULE_NE:
		case SQL_RULE_LT:
		case SQL_RULE_GT:
		case SQL_RULE_LE:
		case SQL_RULE_GE:
		case SQL_RULE_BETWEEN:
		case SQL_RULE_NOT_BETWEEN:
		case SQL_RULE_NOT_LIKE:
		case SQL_RULE_NOT_ILIKE:
		case SQL_RULE_NOT_IN_LIST:
		case SQL_RULE_NOT_IN_QUERY:
		case SQL_RULE_IS_NULL:
		case SQL_RULE_NOT_EXISTS:
			return true;
		default:
			/* the quantified comparisons but "= ANY": "<> ALL" is a NOT IN */
			return n->rule >= SQL_RULE_EQ_ALL && n->rule <= SQL_RULE_GE_ANY &&
				n->rule != SQL_RULE_EQ_ANY;
	}
}

bool
sql_negations_says_no(const SqlNode *ast)
{
	return sql_node_any(ast, says_no, NULL);
}

/* Whether n holds a column or value a comparison can affirm (or a named value it can
 * negate). */
static bool
has_comparisons_to_check(const QuestionNegations *n)
{
	return n->n > 0 || n->n_values > 0 || n->n_named > 0;
}

int
sql_negations_affirmed(const SqlNode *ast, const SchemaGraph *g, const QuestionNegations *n)
{
	int			found = 0;

	if (ast == NULL)
		return 0;
	/* do_turn is false: the AST is only read */
	if (has_comparisons_to_check(n))
		found = affirmed((SqlNode *) ast, g, n, false);
	return found + (n->negates && !sql_negations_says_no(ast));
}

SqlNode *
sql_negations_follow(const SqlNode *ast, const SchemaGraph *g, const QuestionNegations *n)
{
	SqlNode    *out;

	/* the comparisons only: a candidate that says no "no" has nothing to turn */
	if (ast == NULL || !has_comparisons_to_check(n) || affirmed((SqlNode *) ast, g, n, false) == 0)
		return NULL;
	out = sql_node_clone(ast);
	affirmed(out, g, n, true);
	return out;
}
