/*
 * sql_random.c — the random decoder (see sql_random.h).
 *
 * At each step it asks the frontier what is legal and picks at random among those choices:
 * lists end with probability 1/2 after each item; rules that open a query (set operations,
 * subqueries) are drawn less often, or the expected number of open queries would grow
 * without bound (each set operation opens two); once the tree is deeper than soft_depth or
 * long, rules without child nodes and Reduce are preferred so that the sequence finishes.
 */
#include "sql/sql_random.h"

#include <stdio.h>

#include "common/alloc.h"
#include "sql/sql_transition.h"

static uint64_t
next_random(uint64_t *s)
{
	uint64_t	x = *s ? *s : 0x9E3779B97F4A7C15ull;

	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	*s = x;
	return x;
}

static int
random_below(uint64_t *s, int n)
{
	return n <= 0 ? 0 : (int) (next_random(s) % (uint64_t) n);
}

/* Rules without node fields end a branch. */
static bool
rule_is_leaf(int r)
{
	for (int f = 0; f < sql_rules[r].n_fields; f++)
		if (sql_rules[r].fields[f].type == SQL_FT_NODE)
			return false;
	return true;
}

/* Relative weight (out of 8) of a rule in the random choice. */
static int
rule_weight(int r)
{
	const SqlRule *rule = &sql_rules[r];

	if (rule->render == SQL_RK_SETOP)
		return 1;
	for (int f = 0; f < rule->n_fields; f++)
		if (rule->fields[f].type == SQL_FT_NODE && rule->fields[f].node_type == SQL_NT_QUERY)
			return 2;
	return 8;
}

static bool
choose_rule_action(const SqlFrontier *fr, bool wind_down, uint64_t *rs, SqlAction *a)
{
	int			rules[SQL_RULE_COUNT_RULES];
	int			n = 0;
	int			leaves = 0;
	int			total = 0;
	int			pick;
	bool		list = fr->card == SQL_CARD_LIST || fr->card == SQL_CARD_LIST1;

	if (fr->reduce_allowed && (fr->n_rules_allowed == 0 || wind_down || random_below(rs, 2) == 0 ||
							   (!list && random_below(rs, 2) == 0)))
	{
		a->kind = SQL_ACT_REDUCE;
		return true;
	}
	for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
		if (fr->rule_allowed[r])
			leaves += rule_is_leaf(r);
	for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
		if (fr->rule_allowed[r] && (!wind_down || leaves == 0 || rule_is_leaf(r)))
			rules[n++] = r;
	if (n == 0)
		return false;
	for (int i = 0; i < n; i++)
		total += rule_weight(rules[i]);
	pick = random_below(rs, total);
	a->kind = SQL_ACT_APPLY_RULE;
	for (int i = 0; i < n; i++)
	{
		a->rule = rules[i];
		pick -= rule_weight(rules[i]);
		if (pick < 0)
			break;
	}
	return true;
}

static bool
choose_column_action(TsState *ts, const SqlFrontier *fr, uint64_t *rs, SqlAction *a)
{
	int			tries = 0;

	while (tries++ < 200)
	{
		int			inst = fr->instances[random_below(rs, fr->n_instances)];
		int			col = random_below(rs, ts_instance_width(ts, inst));

		if (ts_column_allowed(ts, fr, inst, col))
		{
			a->kind = SQL_ACT_SELECT_COLUMN;
			a->instance = inst;
			a->column = col;
			return true;
		}
	}
	/* systematic search when random probes missed */
	for (int i = 0; i < fr->n_instances; i++)
		for (int c = 0; c < ts_instance_width(ts, fr->instances[i]); c++)
			if (ts_column_allowed(ts, fr, fr->instances[i], c))
			{
				a->kind = SQL_ACT_SELECT_COLUMN;
				a->instance = fr->instances[i];
				a->column = c;
				return true;
			}
	return false;
}

static void
choose_value_action(const SqlFrontier *fr, const SqlRandomOptions *o, uint64_t *rs,
					SqlAction *a, char *buf, int size)
{
	SqlValueType types[3];
	int			n = 0;

	a->kind = SQL_ACT_VALUE;
	a->value = buf;
	if (fr->limit_value)
	{
		a->value_type = SQL_VALUE_INTEGER;
		snprintf(buf, size, "%d", 1 + random_below(rs, 10));
		return;
	}
	for (int t = SQL_VALUE_TEXT; t <= SQL_VALUE_NUMERIC; t++)
		if (fr->value_type_allowed[t])
			types[n++] = (SqlValueType) t;
	a->value_type = types[random_below(rs, n)];
	switch (a->value_type)
	{
		case SQL_VALUE_TEXT:
			snprintf(buf, size, "%s", o->n_text_values > 0 ?
					 o->text_values[random_below(rs, o->n_text_values)] : "x");
			break;
		case SQL_VALUE_INTEGER:
			snprintf(buf, size, "%d", random_below(rs, 200) - 20);
			break;
		case SQL_VALUE_NUMERIC:
			snprintf(buf, size, "%d.%02d", random_below(rs, 100), random_below(rs, 100));
			break;
	}
}

SqlNode *
sql_random_ast(const SchemaGraph *graph, const SqlRandomOptions *o, uint64_t *rs,
			   SqlActionList *actions)
{
	TsState    *ts = ts_init(graph);
	SqlNode    *ast = NULL;
	DtError		err = {0};
	char		value[256];

	while (ts_steps(ts) < o->max_actions)
	{
		SqlFrontier fr;
		SqlAction	a = {0};
		bool		wind_down = ts_depth(ts) > o->soft_depth || ts_steps(ts) > o->max_actions / 2;
		bool		ok = true;

		ts_next_frontier(ts, &fr);
		if (fr.kind == SQL_FRONTIER_DONE)
		{
			ast = ts_to_ast(ts, &err);
			break;
		}
		switch (fr.kind)
		{
			case SQL_FRONTIER_RULE:
				ok = choose_rule_action(&fr, wind_down, rs, &a);
				break;
			case SQL_FRONTIER_TABLE:
				a.kind = SQL_ACT_SELECT_TABLE;
				a.table = random_below(rs, fr.n_tables);
				ok = fr.n_tables > 0;
				break;
			case SQL_FRONTIER_COLUMN:
				ok = choose_column_action(ts, &fr, rs, &a);
				break;
			case SQL_FRONTIER_VALUE:
				if (fr.reduce_allowed && random_below(rs, 2) == 0)
					a.kind = SQL_ACT_REDUCE;
				else
					choose_value_action(&fr, o, rs, &a, value, sizeof(value));
				break;
			case SQL_FRONTIER_DONE:
				break;
		}
		if (!ok)
		{
			fprintf(stderr, "sql_random_ast: dead end at action %d\n", ts_steps(ts));
			break;
		}
		if (!ts_apply(ts, &a, &err))
		{
			fprintf(stderr, "sql_random_ast: frontier offered an illegal action: %s\n", err.message);
			break;
		}
		if (actions)
			sql_action_list_append(actions, &a);
	}
	ts_free(ts);
	return ast;
}
