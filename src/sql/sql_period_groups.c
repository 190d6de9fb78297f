/*
 * sql_period_groups.c — a measure per calendar period of a date column
 * (sql_period_groups.h).
 */
#include "sql/sql_period_groups.h"

#include <stdlib.h>
#include <string.h>

#include "sql/sql_current_rows.h"
#include "sql/sql_grammar.h"
#include "text/dates.h"

/* ---- the question ---- */

/* The period a period word names; SQL_PERIOD_NONE for any other word.  in_year: the
 * question names a year (a quarter is then its number). */
static SqlPeriod
period_of_word(const char *word, bool in_year)
{
	if (strcmp(word, "year") == 0)
		return SQL_PERIOD_YEAR;
	if (strcmp(word, "quarter") == 0)
		return in_year ? SQL_PERIOD_QUARTER_OF_YEAR : SQL_PERIOD_QUARTER;
	if (strcmp(word, "month") == 0)
		return SQL_PERIOD_MONTH;
	if (strcmp(word, "week") == 0)
		return SQL_PERIOD_WEEK;
	if (strcmp(word, "day") == 0)
		return SQL_PERIOD_DAY;
	return SQL_PERIOD_NONE;
}

/* Whether a token of tokens is a year: a number of four digits from 1900 to 2099. */
static bool
names_a_year(const TextTokens *tokens)
{
	for (int i = 0; i < tokens->n; i++)
	{
		const char *w = tokens->tokens[i].text;

		if (tokens->tokens[i].kind == TEXT_TOKEN_NUMBER && strlen(w) == 4 &&
			(strncmp(w, "19", 2) == 0 || strncmp(w, "20", 2) == 0))
			return true;
	}
	return false;
}

PeriodAsk
sql_period_ask(const TextTokens *tokens)
{
	static const char *const each[] = {"each", "every", "per", NULL};
	static const char *const ordering[] = {"order", "ordered", "sort", "sorted", "rank",
	"ranked", "arranged", "listed", NULL};
	PeriodAsk	ask = {SQL_PERIOD_NONE, -1, -1, false};
	bool		in_year;

	if (tokens == NULL)
		return ask;
	in_year = names_a_year(tokens);
	for (int i = 0; i + 1 < tokens->n && !ask.counts; i++)
		ask.counts = (text_token_is(tokens, i, "how") && text_token_is(tokens, i + 1, "many")) ||
			(text_token_is(tokens, i, "number") && text_token_is(tokens, i + 1, "of"));
	for (int i = 1; i < tokens->n; i++)
	{
		const char *before = tokens->tokens[i - 1].text;
		SqlPeriod	p = period_of_word(tokens->tokens[i].text, in_year);
		bool		by = strcmp(before, "by") == 0 &&
			!(i > 1 && text_word_in_list(tokens->tokens[i - 2].text, ordering));

		/* "year-to-date sales", "year to date": a span of dates, not a grouping */
		if (p == SQL_PERIOD_NONE ||
			(i + 1 < tokens->n && strcmp(tokens->tokens[i + 1].text, "-") == 0) ||
			text_token_is(tokens, i + 1, "to"))
			continue;
		/* "month by month" */
		if (text_token_is(tokens, i + 1, "by") && text_token_is(tokens, i + 2, tokens->tokens[i].text))
		{
			ask.period = p;
			ask.start = i;
			ask.end = i + 3;
			return ask;
		}
		if (text_word_in_list(before, each) || by)
		{
			ask.period = p;
			ask.start = i - 1;
			ask.end = i + 1;
			return ask;
		}
	}
	return ask;
}

/* ---- the date column ---- */

/* Whether graph column c holds dates or timestamps (a date function takes it). */
static bool
is_date_column(const SchemaGraph *g, int c)
{
	return c >= 0 && c < g->n_columns && g->columns[c].type_class == SG_TYPE_TIME &&
		text_date_column_of_type(g->columns[c].type_name) != TEXT_DATE_COLUMN_NONE;
}

/* A date column of a table instance of the outer SELECT's FROM. */
typedef struct DateAt
{
	int			instance;
	int			column;			/* graph column */
} DateAt;

#define DATES_MAX 8

/* The date columns one source names, each once; overflow: more than DATES_MAX, or a
 * table with several dates. */
typedef struct Dates
{
	int			n;
	bool		overflow;
	DateAt		at[DATES_MAX];
} Dates;

static void
dates_add(Dates *d, int instance, int column)
{
	for (int k = 0; k < d->n; k++)
		if (d->at[k].instance == instance && d->at[k].column == column)
			return;
	if (d->n == DATES_MAX)
		d->overflow = true;
	else
		d->at[d->n++] = (DateAt) {instance, column};
}

/* Whether instance is declared by a FROM item of select. */
static bool
declared_by(const SqlNode *select, int instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
		if (from->children[k]->slots[0].instance == instance)
			return true;
	return false;
}

/* What dates_compared walks the WHERE with. */
typedef struct DatesWalk
{
	const SqlNode *select;
	const SchemaGraph *g;
	Dates	   *dates;
} DatesWalk;

/* sql_node_any's visit: a comparison of a date column of the outer FROM with literals
 * recorded (returns false: the walk goes on). */
static bool
record_dated_comparison(const SqlNode *n, const void *arg)
{
	const DatesWalk *w = arg;
	int			c = sql_literal_comparison_column(n, w->g);
	const SqlNode *col = sql_node_child(n, 0);

	if (c >= 0 && is_date_column(w->g, c) && declared_by(w->select, col->slots[0].instance))
		dates_add(w->dates, col->slots[0].instance, c);
	return false;
}

/* The date columns of the outer FROM the WHERE compares with literals. */
static void
dates_compared(const SqlNode *select, const SchemaGraph *g, Dates *d)
{
	DatesWalk	w = {select, g, d};

	sql_node_any(sql_node_child(select, SQL_SELECT_WHERE), record_dated_comparison, &w);
}

/* The date columns a column link outside the period phrase names, of a table the FROM
 * reads once. */
static void
dates_named(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
			const PeriodAsk *ask, Dates *d)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];
		int			instance;

		if (l->kind != LINK_COLUMN || !is_date_column(g, l->column) ||
			(l->token_start < ask->end && l->token_end > ask->start) ||
			(instance = sql_from_only_instance(select, g->columns[l->column].table)) < 0)
			continue;
		dates_add(d, instance, l->column);
	}
}

/* The date columns of the outer FROM the expressions of slot are plain references to. */
static void
dates_listed(const SqlNode *select, const SchemaGraph *g, const SqlSlot *slot, bool items,
			 Dates *d)
{
	for (int k = 0; k < slot->n_children; k++)
	{
		const SqlNode *e = items ? sql_node_child(slot->children[k], 0) : slot->children[k];
		int			c = sql_column_graph_index(g, e);

		if (c >= 0 && is_date_column(g, c) && declared_by(select, e->slots[0].instance))
			dates_add(d, e->slots[0].instance, c);
	}
}

/* The one date of the table of each instance of the FROM (sql_table_date). */
static void
dates_of_tables(const SqlNode *select, const SchemaGraph *g, Dates *d)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		int			table = from->children[k]->slots[0].table,
					c = sql_table_date(g, table);

		if (c >= 0 && is_date_column(g, c))
			dates_add(d, from->children[k]->slots[0].instance, c);
		else if (c == -2)
			d->overflow = true; /* several: which is meant? */
	}
}

/* The date column to group by (the header's order of sources); false when none or a
 * source names several. */
static bool
period_date(const SqlNode *select, const SchemaGraph *g, const LinkResult *links,
			const PeriodAsk *ask, DateAt *at)
{
	for (int source = 0; source < 4; source++)
	{
		Dates		d = {0};

		if (source == 0)
			dates_compared(select, g, &d);
		else if (source == 1)
			dates_named(select, g, links, ask, &d);
		else if (source == 2)
		{
			dates_listed(select, g, &select->slots[SQL_SELECT_ITEMS], true, &d);
			dates_listed(select, g, &select->slots[SQL_SELECT_GROUP_BY], false, &d);
		}
		else
			dates_of_tables(select, g, &d);
		if (d.n > 1 || d.overflow)
			return false;
		if (d.n == 1)
		{
			*at = d.at[0];
			return true;
		}
	}
	return false;
}

/* ---- the measure ---- */

static bool
is_count(int rule)
{
	return rule == SQL_RULE_COUNT_STAR || rule == SQL_RULE_COUNT || rule == SQL_RULE_COUNT_DISTINCT;
}

/* A plain number column that is no key: what "our order totals" sums. */
static bool
is_amount(const SchemaGraph *g, int c)
{
	const SgColumn *col;

	if (c < 0)
		return false;
	col = &g->columns[c];
	return col->type_class == SG_TYPE_NUMBER && !col->primary_key &&
		!schema_graph_column_is_foreign_key(g, c);
}

/* The measure's expressions (the header's), added to copy's empty output list from
 * select's; false when select has none. */
static bool
add_measure(SqlNode *copy, const SqlNode *select, const SchemaGraph *g, bool counts)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	int			added = 0;

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (e != NULL && sql_rule_is_aggregate(e->rule) && (!counts || is_count(e->rule)))
		{
			sql_add_output(copy, sql_node_clone(e));
			added++;
		}
	}
	if (added > 0)
		return true;
	if (counts)
	{
		sql_add_output(copy, sql_node_new(SQL_RULE_COUNT_STAR));
		return true;
	}
	if (items->n_children == 1 && !sql_answers_an_aggregate(select) &&
		is_amount(g, sql_column_graph_index(g, sql_node_child(items->children[0], 0))))
	{
		SqlNode    *sum = sql_node_new(SQL_RULE_SUM);

		sql_slot_add_child(&sum->slots[0], sql_node_clone(sql_node_child(items->children[0], 0)));
		sql_add_output(copy, sum);
		return true;
	}
	return false;
}

/* ---- the copy ---- */

/* Whether select's FROM is table instances alone. */
static bool
reads_tables_only(const SqlNode *select)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
		if (sql_rules[from->children[k]->rule].render != SQL_RK_FROM_TABLE)
			return false;
	return from->n_children > 0;
}

/* A reference to the date column at, read at period. */
static SqlNode *
period_ref(const SchemaGraph *g, const DateAt *at, SqlPeriod period)
{
	SqlNode    *ref = sql_column_ref(g, at->instance, at->column);

	ref->period = period;
	return ref;
}

SqlNode *
sql_period_groups(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
				  const PeriodAsk *ask)
{
	SqlNode    *copy,
			   *shown,
			   *order;
	DateAt		at;

	if (ast == NULL || ask == NULL || ask->period == SQL_PERIOD_NONE || links == NULL ||
		!sql_is_select(ast) || ast->slots[SQL_SELECT_LIMIT].present ||
		sql_node_child(ast, SQL_SELECT_HAVING) != NULL || !reads_tables_only(ast) ||
		sql_period_groupings(ast) > 0 /* a copy this step made */ ||
		!period_date(ast, g, links, ask, &at))
		return NULL;
	copy = sql_node_clone(ast);
	copy->rule = SQL_RULE_SELECT;
	sql_slot_clear(&copy->slots[SQL_SELECT_ITEMS]);
	sql_slot_clear(&copy->slots[SQL_SELECT_GROUP_BY]);
	sql_slot_clear(&copy->slots[SQL_SELECT_ORDER_BY]);
	shown = sql_node_new(SQL_RULE_SELECT_EXPR);
	sql_slot_add_child(&shown->slots[0], period_ref(g, &at, ask->period));
	sql_slot_add_child(&copy->slots[SQL_SELECT_ITEMS], shown);
	if (!add_measure(copy, ast, g, ask->counts))
	{
		sql_node_free(copy);
		return NULL;
	}
	sql_slot_add_child(&copy->slots[SQL_SELECT_GROUP_BY], period_ref(g, &at, ask->period));
	order = sql_node_new(SQL_RULE_ORDER_ASC);
	sql_slot_add_child(&order->slots[0], period_ref(g, &at, ask->period));
	sql_slot_add_child(&copy->slots[SQL_SELECT_ORDER_BY], order);
	return copy;
}
