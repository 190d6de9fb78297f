/*
 * sql_day_differences.c — the days between two dates of a row (sql_day_differences.h).
 */
#include "sql/sql_day_differences.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "schema/side_dates.h"
#include "sql/sql_grammar.h"
#include "text/quantities.h"

/* How far after "how long" its verb may come ("how long did the average trip last"). */
#define HOW_LONG_REACH 6
/* A column name, lower-cased without underscores, at most (longer ones are cut). */
#define COMPACT_NAME_MAX 64
/* The shortest prefix of a question word that names a column ("ship" in shipdate). */
#define NAMING_PREFIX_MIN 4

/* "how long ... take/last/stay" at token i ("how"). */
static bool
how_long_at(const TextTokens *t, int i)
{
	static const char *const verbs[] = {"take", "takes", "took", "taken", "taking", "last",
		"lasts", "lasted", "lasting", "stay", "stays", "stayed", "run", "runs", "ran", NULL};

	return text_token_is(t, i, "how") && text_token_is(t, i + 1, "long") &&
		text_token_in_span(t, i + 2, HOW_LONG_REACH, verbs) >= 0;
}

/* Whether the words after token i say a span of time ("take", "between"), or at least do
 * not count calendar days: "How many days had more than ten bookings?", "How many days
 * were there with sales?" ("had", "have", "has", "there", "which", "when" and no word of a
 * span). */
static bool
span_after(const TextTokens *t, int i)
{
	static const char *const spans[] = {"take", "takes", "took", "taken", "taking", "last",
		"lasts", "lasted", "pass", "passed", "stay", "stays", "stayed", "between", "after",
		"before", "from", "until", "since", "elapsed", "late", "early", NULL};
	static const char *const calendar[] = {"had", "have", "has", "there", "which", "when",
		NULL};

	if (text_token_in_span(t, i + 1, t->n, spans) >= 0)
		return true;
	return text_token_in_span(t, i + 1, t->n, calendar) < 0;
}

/* "how many days", "the number of days", "days between" at token i, with a span said. */
static bool
days_counted_at(const TextTokens *t, int i)
{
	if (!text_token_is(t, i, "days"))
		return false;
	return ((i >= 2 && text_token_is(t, i - 2, "how") && text_token_is(t, i - 1, "many")) ||
			(i >= 2 && text_token_is(t, i - 2, "number") && text_token_is(t, i - 1, "of")) ||
			text_token_is(t, i + 1, "between") || text_token_is(t, i + 1, "from")) &&
		span_after(t, i);
}

/* The comparison the words before the number at token i say ("more than", "within"); -1
 * for none. */
static int
comparison_before(const TextTokens *t, int i)
{
	static const char *const greater[] = {"more", "longer", NULL};
	static const char *const less[] = {"less", "fewer", "shorter", NULL};

	if (i >= 2 && text_token_is(t, i - 1, "than"))
	{
		if (text_token_in(t, i - 2, greater))
			return SQL_RULE_GT;
		if (text_token_in(t, i - 2, less))
			return SQL_RULE_LT;
	}
	if (i >= 2 && text_token_is(t, i - 2, "at") && text_token_is(t, i - 1, "least"))
		return SQL_RULE_GE;
	if (i >= 2 && text_token_is(t, i - 2, "at") && text_token_is(t, i - 1, "most"))
		return SQL_RULE_LE;
	if (text_token_is(t, i - 1, "over") || text_token_is(t, i - 1, "exceeding"))
		return SQL_RULE_GT;
	if (text_token_is(t, i - 1, "under"))
		return SQL_RULE_LT;
	if (text_token_is(t, i - 1, "within"))
		return SQL_RULE_LE;
	return -1;
}

/* The number of units token i says before its unit at i + 1 ("30 days", "a week"); false
 * when none. */
static bool
count_before_unit(const TextTokens *t, int i, double *n)
{
	static const char *const one[] = {"a", "an", "one", NULL};

	if (i < 0)
		return false;
	if (text_token_in(t, i, one))
		*n = 1;
	else if (!text_token_number(&t->tokens[i], n) || *n <= 0)
		return false;
	return true;
}

static bool
is_weeks(const TextTokens *t, int i)
{
	return text_token_is(t, i, "week") || text_token_is(t, i, "weeks");
}

bool
sql_days_said_in_weeks(const TextTokens *tokens, double v)
{
	double		n;

	for (int i = 1; i < tokens->n; i++)
		if (is_weeks(tokens, i) && count_before_unit(tokens, i - 1, &n) && 7 * n == v)
			return true;
	return false;
}

/* The question's numbers other than the one at token skip, into d->said. */
static void
other_numbers(const TextTokens *t, int skip, DayDifference *d)
{
	double		n;

	for (int i = 0; i < t->n && d->n_said < DAY_SAID_MAX; i++)
		if (i != skip && text_token_number(&t->tokens[i], &n))
			d->said[d->n_said++] = n;
}

/* "more than 30 days", "longer than a week" at token i ("days", "weeks"), into d. */
static void
days_compared_at(const TextTokens *t, int i, DayDifference *d)
{
	bool		weeks = is_weeks(t, i);
	double		n;
	int			rule;

	if (i < 1 || !count_before_unit(t, i - 1, &n) || (rule = comparison_before(t, i - 1)) < 0)
		return;
	other_numbers(t, i - 1, d);
	d->asked = DAYS_COMPARED;
	d->compare_rule = rule;
	d->days = weeks ? 7 * n : n;
}

/* How the question asks for days (the fields of d but its pairs). */
static void
days_asked(const TextTokens *t, DayDifference *d)
{
	static const char *const averages[] = {"average", "averages", "avg", "mean", NULL};
	static const char *const units[] = {"day", "days", "week", "weeks", NULL};

	for (int i = 0; i < t->n && d->asked != DAYS_COMPARED; i++)
	{
		if (text_token_in(t, i, units))
			days_compared_at(t, i, d);
		if (d->asked == DAYS_NOT_ASKED && (days_counted_at(t, i) || how_long_at(t, i)))
			d->asked = DAYS_AMOUNT;
	}
	if (d->asked == DAYS_AMOUNT && text_token_in_span(t, 0, t->n, averages) >= 0)
		d->asked = DAYS_AVERAGED;
}

/* name lower-cased without underscores into buf. */
static void
compact_name(const char *name, char *buf)
{
	int			n = 0;

	for (; *name != '\0' && n < COMPACT_NAME_MAX - 1; name++)
		if (*name != '_')
			buf[n++] = (char) tolower((unsigned char) *name);
	buf[n] = '\0';
}

static bool
holds_any(const char *name, const char *const *parts)
{
	for (int k = 0; parts[k] != NULL; k++)
		if (strstr(name, parts[k]) != NULL)
			return true;
	return false;
}

/* Whether compact name says the end of a span (a shipping, an exit, an end date). */
static bool
names_an_end(const char *name)
{
	static const char *const parts[] = {"ship", "deliver", "end", "exit", "finish", "stop",
		"return", "close", "complet", "expir", "until", "chang", NULL};
	static const char *const whole[] = {"todate", "dateto", "validto", NULL};

	return holds_any(name, parts) || text_word_in_list(name, whole);
}

/* Whether compact name says the start of a span (an order, a hire, a start date). */
static bool
names_a_start(const char *name)
{
	static const char *const parts[] = {"order", "start", "begin", "from", "hire", "join",
		"open", "effective", "placed", "book", "issue", "creat", NULL};

	return !names_an_end(name) && (holds_any(name, parts) || strcmp(name, "date") == 0);
}

/* Whether compact name holds a prefix of a question word, at least NAMING_PREFIX_MIN
 * letters long ("ship" of "shipped" in shipdate). */
static bool
named_by_question(const char *name, const TextTokens *t)
{
	for (int i = 0; i < t->n; i++)
	{
		const char *w = t->tokens[i].text;
		size_t		len = strlen(w);
		char		prefix[COMPACT_NAME_MAX];

		if (t->tokens[i].kind != TEXT_TOKEN_WORD || len < NAMING_PREFIX_MIN ||
			len >= COMPACT_NAME_MAX)
			continue;
		for (size_t n = len; n >= NAMING_PREFIX_MIN; n--)
		{
			memcpy(prefix, w, n);
			prefix[n] = '\0';
			if (strstr(name, prefix) != NULL)
				return true;
		}
	}
	return false;
}

/* Whether compact name says a date planned rather than one that happened (a requested,
 * expected or due delivery). */
static bool
names_a_plan(const char *name)
{
	static const char *const parts[] = {"request", "expect", "plan", "due", "requir",
		"promis", "estimat", "target", "schedul", NULL};

	return holds_any(name, parts);
}

/* Of cols[n] (compact names in names[]), the one column: the only one, else the only one
 * that happened (no plan), else the only one a question word names; -1 when none or
 * several. */
static int
the_one(const int *cols, char (*names)[COMPACT_NAME_MAX], int n, const TextTokens *t)
{
	int			found = -1,
				named = 0,
				happened = 0;

	if (n == 1)
		return cols[0];
	for (int k = 0; k < n; k++)
		if (!names_a_plan(names[k]))
		{
			found = cols[k];
			happened++;
		}
	if (happened == 1)
		return found;
	for (int k = 0; k < n; k++)
		if (named_by_question(names[k], t) && (happened == 0 || !names_a_plan(names[k])))
		{
			found = cols[k];
			named++;
		}
	return named == 1 ? found : -1;
}

/* table's pair of start and end dates into d (above); nothing where it has none. */
static void
pair_of_table(const SchemaGraph *g, int table, const TextTokens *t, DayDifference *d)
{
	const SgTable *tb = &g->tables[table];
	int			ends[DAY_PAIRS_MAX],
				starts[DAY_PAIRS_MAX],
				n_ends = 0,
				n_starts = 0,
				end,
				start;
	char		end_names[DAY_PAIRS_MAX][COMPACT_NAME_MAX],
				start_names[DAY_PAIRS_MAX][COMPACT_NAME_MAX];

	for (int k = 0; k < tb->n_columns; k++)
	{
		int			c = tb->first_column + k;
		char		name[COMPACT_NAME_MAX];

		if (!schema_graph_column_is_date(&g->columns[c]) || schema_side_date(g, c) != SIDE_DATE_NONE)
			continue;
		compact_name(g->columns[c].name, name);
		if (names_an_end(name) && n_ends < DAY_PAIRS_MAX)
		{
			strcpy(end_names[n_ends], name);
			ends[n_ends++] = c;
		}
		else if (names_a_start(name) && n_starts < DAY_PAIRS_MAX)
		{
			strcpy(start_names[n_starts], name);
			starts[n_starts++] = c;
		}
	}
	if (n_ends == 0 || n_starts == 0 ||
		(end = the_one(ends, end_names, n_ends, t)) < 0 ||
		(start = the_one(starts, start_names, n_starts, t)) < 0)
		return;
	d->end[d->n_pairs] = end;
	d->start[d->n_pairs++] = start;
}

DayDifference
sql_day_difference_find(const SchemaGraph *g, const TextTokens *tokens)
{
	DayDifference d = {0};

	days_asked(tokens, &d);
	if (d.asked == DAYS_NOT_ASKED)
		return d;
	for (int table = 0; table < g->n_tables && d.n_pairs < DAY_PAIRS_MAX; table++)
		pair_of_table(g, table, tokens, &d);
	return d;
}

/* What the tests below read: the graph, the two columns and the days compared. */
typedef struct DaysOf
{
	const SchemaGraph *g;
	const DayDifference *d;
	int			end;
	int			start;
} DaysOf;

/* Whether n subtracts one date column from another (the days asked, or others). */
static bool
subtracts_dates(const SqlNode *n, const void *arg)
{
	const DaysOf *of = arg;
	int			a,
				b;

	return n->rule == SQL_RULE_SUB &&
		(a = sql_column_graph_index(of->g, sql_node_child(n, 0))) >= 0 &&
		(b = sql_column_graph_index(of->g, sql_node_child(n, 1))) >= 0 &&
		schema_graph_column_is_date(&of->g->columns[a]) &&
		schema_graph_column_is_date(&of->g->columns[b]);
}

/* Whether n is a number literal of the days compared. */
static bool
is_the_days(const SqlNode *n, const void *arg)
{
	const DaysOf *of = arg;

	return n->rule == SQL_RULE_VALUE && n->slots[0].value_type != SQL_VALUE_TEXT &&
		n->slots[0].value != NULL && strtod(n->slots[0].value, NULL) == of->d->days;
}

/* Whether n orders a column by a number the question says for no other thing, or by an
 * extreme of a column: the model's stand-ins for the days ("total_price > 0", "shipdate >
 * (SELECT min(shipdate) ...)" for "longer than a week"). */
static bool
orders_by_unsaid_number(const SqlNode *n, const DaysOf *of)
{
	const SqlNode *value = sql_node_child(n, 1);

	if ((n->rule != SQL_RULE_LT && n->rule != SQL_RULE_GT && n->rule != SQL_RULE_LE &&
		 n->rule != SQL_RULE_GE) || sql_column_graph_index(of->g, sql_node_child(n, 0)) < 0 ||
		value == NULL)
		return false;
	if (sql_extreme_of_subquery(value) != NULL)
		return true;
	if (value->rule != SQL_RULE_VALUE ||
		value->slots[0].value_type == SQL_VALUE_TEXT || value->slots[0].value == NULL)
		return false;
	for (int k = 0; k < of->d->n_said; k++)
		if (strtod(value->slots[0].value, NULL) == of->d->said[k])
			return false;
	return true;
}

/* sql_where_keep's test: a condition that is no stand-in for the days. */
static bool
no_stand_in(const SqlNode *operand, const void *arg)
{
	return !sql_node_any(operand, is_the_days, arg) && !orders_by_unsaid_number(operand, arg);
}

/* copy's output: its plain columns that are no date or time (keep_plain: a date answered
 * is the model's stand-in for the days), else nothing, then expr; GROUP BY, HAVING, ORDER
 * BY and LIMIT dropped. */
static SqlNode *
answer_with(SqlNode *copy, SqlNode *expr, const DaysOf *of, bool keep_plain)
{
	SqlSlot    *items = &copy->slots[SQL_SELECT_ITEMS];
	int			kept = 0;

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			c = e != NULL ? sql_column_graph_index(of->g, e) : -1;

		if (keep_plain && c >= 0 && of->g->columns[c].type_class != SG_TYPE_TIME)
			items->children[kept++] = items->children[k];
		else
			sql_node_free(items->children[k]);
	}
	items->n_children = kept;
	sql_drop_grouping_and_ranking(copy);
	sql_add_first_output(copy, expr);
	return copy;
}

/* copy with end - start compared with the days in its WHERE, its stand-ins dropped; NULL
 * (copy freed) where its WHERE is too long to rebuild. */
static SqlNode *
compare_days(SqlNode *copy, SqlNode *difference, const DayDifference *d, const DaysOf *of)
{
	SqlNode    *test = sql_node_new(d->compare_rule),
			   *value = sql_node_new(SQL_RULE_VALUE);
	char		buf[64];

	snprintf(buf, sizeof(buf), "%.10g", d->days);
	value->slots[0].value = dt_strdup(buf);
	value->slots[0].value_type = sql_value_is_valid(SQL_VALUE_INTEGER, buf) ?
		SQL_VALUE_INTEGER : SQL_VALUE_NUMERIC;
	value->slots[0].present = true;
	sql_slot_add_child(&test->slots[0], difference);
	sql_slot_add_child(&test->slots[1], value);
	if (!sql_where_keep(copy, no_stand_in, of))
	{
		sql_node_free(test);
		sql_node_free(copy);
		return NULL;
	}
	sql_where_add(copy, test);
	return copy;
}

/* Whether n reads a number column whose name says it counts days or a duration
 * (days_overdue, lead_time_days, duration, a generated "aged"): the days stored, not two
 * dates to subtract.  Not a rate (workingdaysperweek). */
static bool
reads_stored_days(const SqlNode *n, const void *arg)
{
	static const char *const parts[] = {"days", "duration", "nights", "leadtime", NULL};
	static const char *const whole[] = {"age", "aged", NULL};
	const DaysOf *of = arg;
	int			c = sql_column_graph_index(of->g, n);
	char		name[COMPACT_NAME_MAX];

	if (c < 0 || of->g->columns[c].type_class != SG_TYPE_NUMBER)
		return false;
	compact_name(of->g->columns[c].name, name);
	return (holds_any(name, parts) && strstr(name, "per") == NULL) ||
		text_word_in_list(name, whole);
}

/* Where select reads no table of a pair: the one key of a pair's table to a table select
 * reads once ("How many days was Aakash Zheng with us?" over the people, whose dates are
 * rows of the headcount that refers to them), into *join (the pair's index, the key
 * column of the pair's table, the instance and column it references); false when none or
 * several. */
typedef struct DaysJoin
{
	int			pair;
	int			key;			/* graph column of the pair's table */
	int			instance;		/* of select's FROM */
	int			referenced;		/* graph column of that instance's table */
} DaysJoin;

static bool
one_key_to_read_table(const SqlNode *select, const SchemaGraph *g, const DayDifference *d,
					  DaysJoin *join)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];
	int			n = 0;

	for (int k = 0; k < d->n_pairs; k++)
	{
		const SgTable *t = &g->tables[g->columns[d->end[k]].table];

		if (sql_instances_of_table(select, g->columns[d->end[k]].table) > 0)
			return false;
		for (int f = 0; f < from->n_children; f++)
		{
			const SqlNode *item = from->children[f];
			int			table = item->slots[0].table;

			if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || table < 0 ||
				sql_from_only_instance(select, table) < 0)
				continue;
			for (int a = t->first_column; a < t->first_column + t->n_columns; a++)
				for (int b = g->tables[table].first_column;
					 b < g->tables[table].first_column + g->tables[table].n_columns; b++)
					if (schema_graph_declared_column_references(g, a, b) && n++ == 0)
						*join = (DaysJoin) {k, a, item->slots[0].instance, b};
		}
	}
	return n == 1;
}

SqlNode *
sql_day_difference(const SqlNode *ast, const SchemaGraph *g, const DayDifference *d)
{
	DaysOf		of = {g, d, -1, -1};
	DaysJoin	join = {-1, -1, -1, -1};
	SqlNode    *copy,
			   *difference;
	int			at = -1;

	if (d->asked == DAYS_NOT_ASKED || d->n_pairs == 0 || !sql_is_select(ast))
		return NULL;
	for (int k = 0; k < d->n_pairs && at < 0; k++)
		if ((at = sql_from_only_instance(ast, g->columns[d->end[k]].table)) >= 0)
		{
			of.end = d->end[k];
			of.start = d->start[k];
		}
	if (at < 0 && one_key_to_read_table(ast, g, d, &join))
	{
		of.end = d->end[join.pair];
		of.start = d->start[join.pair];
	}
	else if (at < 0)
		return NULL;
	if (sql_node_any(ast, subtracts_dates, &of) || sql_node_any(ast, reads_stored_days, &of))
		return NULL;
	copy = sql_node_clone(ast);
	if (at < 0)
	{
		SqlNode    *key = sql_column_ref(g, join.instance, join.referenced);

		at = sql_join_table(copy, g, key, g->columns[join.key].table, join.key);
		sql_node_free(key);
	}
	difference = sql_node_new(SQL_RULE_SUB);
	sql_slot_add_child(&difference->slots[0], sql_column_ref(g, at, of.end));
	sql_slot_add_child(&difference->slots[1], sql_column_ref(g, at, of.start));
	if (d->asked == DAYS_COMPARED)
		return compare_days(copy, difference, d, &of);
	if (d->asked == DAYS_AVERAGED)
	{
		SqlNode    *average = sql_node_new(SQL_RULE_AVG);

		sql_slot_add_child(&average->slots[0], difference);
		return answer_with(copy, average, &of, false);
	}
	return answer_with(copy, difference, &of, true);
}
