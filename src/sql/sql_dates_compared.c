/*
 * sql_dates_compared.c — two dates (or two numbers) of one row compared with each other
 * (sql_dates_compared.h).
 */
#include "sql/sql_dates_compared.h"

#include <stddef.h>

#include "sql/sql_grammar.h"

/* How far before and after the word of order a date's name may be. */
#define DATES_BEFORE_REACH 3
#define DATES_AFTER_REACH 5

/* The word of order at token i: 1 when the date before it is the later ("after", "later
 * than", "beyond"), -1 the earlier ("before", "earlier than", "sooner than"), 0 none; the
 * first token after the word in *next. */
static int
order_word(const TextTokens *tokens, int i, int *next)
{
	*next = i + 1;
	if (text_token_is(tokens, i, "after") || text_token_is(tokens, i, "beyond"))
		return 1;
	if (text_token_is(tokens, i, "before"))
		return -1;
	if (!text_token_is(tokens, i + 1, "than"))
		return 0;
	*next = i + 2;
	if (text_token_is(tokens, i, "later"))
		return 1;
	if (text_token_is(tokens, i, "earlier") || text_token_is(tokens, i, "sooner"))
		return -1;
	return 0;
}

/* How far after "more" (or "fewer") its "than" may stand ("fewer units in stock than"). */
#define NUMBERS_THAN_REACH 5

/*
 * The word of order at token i between two numbers of a row, followed by "their" or "its"
 * ("above their reorder level", "less than its buy price", "fewer units in stock than their
 * reorder level"): 1 when the number named before it is the greater, -1 the smaller, 0
 * none.  *than: the token the first number is named before (i, or the "than" of "fewer
 * ... than"); *next: the first token after "their".
 */
static int
number_order_word(const TextTokens *tokens, int i, int *than, int *next)
{
	static const char *const greater[] = {"above", "over", "exceeds", "exceed", NULL};
	static const char *const smaller[] = {"below", "under", NULL};
	static const char *const more[] = {"more", "greater", "higher", "larger", "bigger", NULL};
	static const char *const less[] = {"less", "fewer", "lower", "smaller", NULL};
	int			order = 0;

	if (i >= tokens->n)
		return 0;
	*than = i;
	if (text_word_in_list(tokens->tokens[i].text, greater))
		order = 1;
	else if (text_word_in_list(tokens->tokens[i].text, smaller))
		order = -1;
	else if (text_word_in_list(tokens->tokens[i].text, more) ||
			 text_word_in_list(tokens->tokens[i].text, less))
	{
		for (int j = i + 1; j <= i + NUMBERS_THAN_REACH && j < tokens->n && *than == i; j++)
			if (text_token_is(tokens, j, "than"))
				*than = j;
		if (*than > i)
			order = text_word_in_list(tokens->tokens[i].text, more) ? 1 : -1;
	}
	if (order == 0 || (!text_token_is(tokens, *than + 1, "their") &&
					   !text_token_is(tokens, *than + 1, "its")))
		return 0;
	*next = *than + 2;
	return order;
}

/* Whether a number token stands from token from on ("more than 100 of their ..."). */
static bool
number_from(const TextTokens *tokens, int from)
{
	for (int i = from; i < tokens->n; i++)
		if (tokens->tokens[i].kind == TEXT_TOKEN_NUMBER)
			return true;
	return false;
}

/* Whether the question has a date of its own (a LINK_DATE) from token from on. */
static bool
dated_from(const LinkResult *links, int from)
{
	for (int k = 0; k < links->n_links; k++)
		if (links->links[k].kind == LINK_DATE && links->links[k].token_start >= from)
			return true;
	return false;
}

#define DATES_NAMED_MAX 8

/* The one date or time column of date's table other than date whose name says when a thing
 * was due ("required_date", "due_date", "promised_delivery_date"); -1 when none or several. */
static int
due_date_of(const SchemaGraph *g, int date)
{
	static const char *const due_words[] = {"required", "due", "promised", "expected",
	"deadline", "scheduled", "planned", "target", NULL};
	const SgTable *t = &g->tables[g->columns[date].table];
	int			found = -1;

	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
	{
		bool		due = false;

		if (c == date || g->columns[c].type_class != SG_TYPE_TIME)
			continue;
		for (int w = 0; w < g->columns[c].n_words && !due; w++)
			due = text_word_in_list(g->columns[c].words[w], due_words);
		if (!due)
			continue;
		if (found >= 0)
			return -1;
		found = c;
	}
	return found;
}

/* "Which orders shipped late?": the date named right before "late" (or "early") against its
 * table's due date (due_date_of), the first later (or earlier); first -1 when not so. */
static DatesCompared
lateness(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links, int i)
{
	DatesCompared none = {-1, -1, false};
	int			dates[DATES_NAMED_MAX],
				n,
				due;
	bool		late = text_token_is(tokens, i, "late");

	if ((!late && !text_token_is(tokens, i, "early")) || dated_from(links, i + 1))
		return none;
	n = link_result_nearest_columns(g, links, SG_TYPE_TIME, i - DATES_BEFORE_REACH, i + 1,
									true, dates, DATES_NAMED_MAX);
	if (n != 1 || (due = due_date_of(g, dates[0])) < 0)
		return none;
	return (DatesCompared) {dates[0], due, late};
}

/* The two columns of type, of one table, named nearest before token i (the word of order)
 * and nearest after it (from token next); first -1 when none, and second -2 too when
 * several pairs stand there (which is meant cannot be told). */
static DatesCompared
pair_around(const SchemaGraph *g, const LinkResult *links, SgTypeClass type, int i, int next,
			int order)
{
	DatesCompared found = {-1, -1, false};
	int			before[DATES_NAMED_MAX],
				after[DATES_NAMED_MAX],
				n_before = link_result_nearest_columns(g, links, type, i - DATES_BEFORE_REACH,
													   i + 1, true, before, DATES_NAMED_MAX),
				n_after = link_result_nearest_columns(g, links, type, next,
													  next + DATES_AFTER_REACH, false, after,
													  DATES_NAMED_MAX);

	for (int a = 0; a < n_before; a++)
		for (int b = 0; b < n_after; b++)
		{
			if (before[a] == after[b] ||
				g->columns[before[a]].table != g->columns[after[b]].table)
				continue;
			if (found.first >= 0)
				return (DatesCompared) {-1, -2, false};
			found = (DatesCompared) {before[a], after[b], order > 0};
		}
	return found;
}

DatesCompared
sql_dates_compared_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links)
{
	DatesCompared none = {-1, -1, false};

	if (g == NULL || tokens == NULL || links == NULL)
		return none;
	for (int i = 0; i < tokens->n; i++)
	{
		DatesCompared due = lateness(g, tokens, links, i);

		if (due.first >= 0)
			return due;
	}
	for (int i = 0; i < tokens->n; i++)
	{
		int			next,
					than;
		int			order = order_word(tokens, i, &next);
		DatesCompared found = none;

		if (order != 0 && !dated_from(links, next))
			found = pair_around(g, links, SG_TYPE_TIME, i, next, order);
		else if ((order = number_order_word(tokens, i, &than, &next)) != 0 &&
				 !number_from(tokens, next))
			found = pair_around(g, links, SG_TYPE_NUMBER, than, next, order);
		if (found.first >= 0 || found.second == -2)
			return found.first >= 0 ? found : none;
	}
	return none;
}

/* The dates and their instance, for the WHERE's tests. */
typedef struct DatesRead
{
	const SchemaGraph *g;
	const DatesCompared *dates;
	int			instance;
} DatesRead;

/* sql_node_any's test: a reference to either date of the instance. */
static bool
reads_a_date(const SqlNode *n, const void *arg)
{
	const DatesRead *d = arg;
	int			c;

	if (n->rule != SQL_RULE_COLUMN || n->slots[0].instance != d->instance)
		return false;
	c = sql_column_graph_index(d->g, n);
	return c == d->dates->first || c == d->dates->second;
}

static bool
is_scalar_subquery(const SqlNode *n, const void *arg)
{
	return n->rule == SQL_RULE_SUBQUERY;
}

static bool
is_comparison(int rule)
{
	return rule == SQL_RULE_EQ || rule == SQL_RULE_NE || rule == SQL_RULE_LT ||
		rule == SQL_RULE_GT || rule == SQL_RULE_LE || rule == SQL_RULE_GE;
}

/* sql_where_keep's test: a condition on neither date, and no comparison with a scalar
 * subquery (the model's stand-in for comparing the two). */
static bool
keeps(const SqlNode *operand, const void *arg)
{
	if (sql_node_any(operand, reads_a_date, arg))
		return false;
	return !is_comparison(operand->rule) || !sql_node_any(operand, is_scalar_subquery, NULL);
}

/* sql_conjunct_any's test: the two dates compared with each other already. */
static bool
compares_the_two(const SqlNode *operand, const void *arg)
{
	const DatesRead *d = arg;
	const SqlNode *l = sql_node_child(operand, 0),
			   *r = sql_node_child(operand, 1);

	return is_comparison(operand->rule) && l != NULL && r != NULL &&
		reads_a_date(l, d) && reads_a_date(r, d);
}

SqlNode *
sql_dates_compared(const SqlNode *ast, const SchemaGraph *g, const DatesCompared *dates)
{
	DatesRead	d;
	SqlNode    *copy,
			   *test;
	int			instance;

	if (ast == NULL || dates == NULL || dates->first < 0 ||
		(ast->rule != SQL_RULE_SELECT && ast->rule != SQL_RULE_SELECT_DISTINCT))
		return NULL;
	instance = sql_from_only_instance(ast, g->columns[dates->first].table);
	d = (DatesRead) {g, dates, instance};
	if (instance < 0 ||
		sql_conjunct_any(sql_node_child(ast, SQL_SELECT_WHERE), compares_the_two, &d))
		return NULL;
	copy = sql_node_clone(ast);
	if (!sql_where_keep(copy, keeps, &d))
	{
		sql_node_free(copy);
		return NULL;
	}
	test = sql_node_new(dates->later ? SQL_RULE_GT : SQL_RULE_LT);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, dates->first));
	sql_slot_add_child(&test->slots[1], sql_column_ref(g, instance, dates->second));
	sql_where_add(copy, test);
	return copy;
}

void
sql_dates_compared_answer_rows(SqlNode *copy, const SchemaGraph *g, const DatesCompared *dates,
							   const TableNames *names)
{
	SqlNode    *out = sql_lone_output_column(copy);
	int			c,
				table,
				answer;

	if (out == NULL || names == NULL || dates->first < 0 || !sql_output_may_change(copy) ||
		((c = sql_column_graph_index(g, out)) != dates->first && c != dates->second))
		return;
	table = g->columns[c].table;
	answer = names[table].single;
	if (answer < 0 && !table_names_person(&names[table]) &&
		(answer = schema_graph_single_primary_key(g, table)) >= 0)
		answer += g->tables[table].first_column;
	if (answer >= 0)
		sql_set_lone_output(copy, sql_column_ref(g, out->slots[0].instance, answer));
}
