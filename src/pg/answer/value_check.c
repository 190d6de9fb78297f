/*
 * value_check.c — the first beam candidate whose text literals the database holds
 * (value_check.h).
 *
 * A candidate's AST is walked once for its table instances (instance id -> graph table)
 * and once for its comparisons of a column with a literal, in either operand order: text
 * columns under = and IN (...), number columns under = IN < <= > >=.  Each (graph column,
 * operator, literal) is looked up at most once per call
 * (candidates share most of their comparisons).  A look-up reads at most
 * dtfixup.value_link_scan_rows rows of the table, so its cost is bounded like value
 * linking's scans; when it read that many rows without finding the literal, the table may
 * hold it further on, and the comparison passes for lack of evidence.
 */
#include "pg/answer/value_check.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"

#include "pg/dtfixup.h"
#include "pg/catalog/gold_sql.h"
#include "pg/answer/named_values.h"
#include "pg/answer/parser_input.h"

/* One comparison "column op literal" (the literal on the right; operands swapped and op
 * mirrored where the query has it on the left). */
typedef struct Comparison
{
	int			column;
	const char *op;				/* "=", "<", "<=", ">", ">=" */
	bool		numeric;		/* a number column and a numeric literal; else text, "=" */
	const char *literal;
} Comparison;

/* What one walk of a candidate collects. */
typedef struct CandidateFacts
{
	int			n_instances;
	int			instance_id[64];
	int			instance_table[64];	/* graph table, -1 for a subquery in FROM */
	int			n_comparisons;
	Comparison	comparisons[64];
	bool		overflow;		/* more than 64 of either: the candidate is not checked */
} CandidateFacts;

/* A pair looked up already, and whether the column holds the literal. */
typedef struct LookupMemo
{
	int			column;
	const char *op;
	char	   *literal;
	bool		found;			/* found, or unknown (the bounded read did not see it all) */
} LookupMemo;

typedef struct LookupMemos
{
	int			n,
				cap;
	LookupMemo *items;
} LookupMemos;

static void
collect_instances(const SqlNode *node, CandidateFacts *f)
{
	const SqlRule *rule = &sql_rules[node->rule];

	for (int i = 0; i < rule->n_fields; i++)
	{
		const SqlSlot *slot = &node->slots[i];

		if (rule->fields[i].type == SQL_FT_TABLE)
		{
			if (f->n_instances == lengthof(f->instance_id))
			{
				f->overflow = true;
				return;
			}
			f->instance_id[f->n_instances] = slot->instance;
			f->instance_table[f->n_instances] = slot->table;
			f->n_instances++;
		}
		else if (rule->fields[i].type == SQL_FT_NODE)
			for (int k = 0; k < slot->n_children; k++)
				collect_instances(slot->children[k], f);
	}
}

static int
instance_table(const CandidateFacts *f, int instance)
{
	for (int i = 0; i < f->n_instances; i++)
		if (f->instance_id[i] == instance)
			return f->instance_table[i];
	return -1;
}

/* The graph column of an expr_column node over a base table; -1 otherwise. */
static int
column_of(const SqlNode *expr, const CandidateFacts *f, const SchemaGraph *g)
{
	int			t;
	const SqlSlot *s;

	if (expr == NULL || expr->rule != SQL_RULE_COLUMN)
		return -1;
	s = &expr->slots[0];
	t = instance_table(f, s->instance);
	if (t < 0 || t >= g->n_tables || s->column < 0 || s->column >= g->tables[t].n_columns)
		return -1;
	return g->tables[t].first_column + s->column;
}

static const SqlSlot *
literal_of(const SqlNode *expr)
{
	if (expr == NULL || expr->rule != SQL_RULE_VALUE || expr->slots[0].value == NULL)
		return NULL;
	return &expr->slots[0];
}

/*
 * Record "column op literal" when the two are comparable: a text column with a text literal
 * under "=" (other operators on text depend on collations: not checked), or a number
 * column with a numeric literal under any of = < <= > >=.
 */
static void
add_comparison(CandidateFacts *f, const SchemaGraph *g, int column, const char *op,
			   const SqlSlot *lit)
{
	bool		numeric;

	if (column < 0 || lit == NULL)
		return;
	if (g->columns[column].type_class == SG_TYPE_TEXT && lit->value_type == SQL_VALUE_TEXT)
	{
		if (strcmp(op, "=") != 0)
			return;
		numeric = false;
	}
	else if (g->columns[column].type_class == SG_TYPE_NUMBER && lit->value_type != SQL_VALUE_TEXT)
		numeric = true;
	else
		return;
	if (f->n_comparisons == lengthof(f->comparisons))
	{
		f->overflow = true;
		return;
	}
	f->comparisons[f->n_comparisons].column = column;
	f->comparisons[f->n_comparisons].op = op;
	f->comparisons[f->n_comparisons].numeric = numeric;
	f->comparisons[f->n_comparisons].literal = lit->value;
	f->n_comparisons++;
}

/* The comparison operator of a rule, and its mirror (for the literal on the left). */
static bool
comparison_op(int rule, const char **op, const char **mirrored)
{
	switch (rule)
	{
		case SQL_RULE_EQ:
			*op = *mirrored = "=";
			return true;
		case SQL_RULE_LT:
			*op = "<";
			*mirrored = ">";
			return true;
		case SQL_RULE_LE:
			*op = "<=";
			*mirrored = ">=";
			return true;
		case SQL_RULE_GT:
			*op = ">";
			*mirrored = "<";
			return true;
		case SQL_RULE_GE:
			*op = ">=";
			*mirrored = "<=";
			return true;
		default:
			return false;
	}
}

static void
collect_comparisons(const SqlNode *node, CandidateFacts *f, const SchemaGraph *g)
{
	const SqlRule *rule = &sql_rules[node->rule];

	const char *op,
			   *mirrored;

	if (comparison_op(node->rule, &op, &mirrored))
	{
		const SqlNode *a = sql_node_child(node, 0),
				   *b = sql_node_child(node, 1);

		add_comparison(f, g, column_of(a, f, g), op, literal_of(b));
		add_comparison(f, g, column_of(b, f, g), mirrored, literal_of(a));
	}
	else if (node->rule == SQL_RULE_IN_LIST)
	{
		int			c = column_of(sql_node_child(node, 0), f, g);

		for (int k = 0; k < node->slots[1].n_children; k++)
			add_comparison(f, g, c, "=", literal_of(node->slots[1].children[k]));
	}
	for (int i = 0; i < rule->n_fields; i++)
		if (rule->fields[i].type == SQL_FT_NODE)
			for (int k = 0; k < node->slots[i].n_children; k++)
				collect_comparisons(node->slots[i].children[k], f, g);
}

/* Tables whose rows a bounded read may look at (no remote reads, nothing unpopulated). */
static bool
table_checkable(const SchemaGraph *g, int t)
{
	return g->tables[t].kind == SG_TABLE || g->tables[t].kind == SG_PARTITIONED_TABLE;
}

typedef struct LookupArgs
{
	const SchemaGraph *g;
	const Comparison *cmp;
	int			column;			/* cmp's column, or the key column it references */
	bool		found;
} LookupArgs;

/* Runs inside a subtransaction: a failing look-up (privileges changed under us, a
 * cancelled statement is re-thrown by run_in_subtransaction) must not end the answer. */
static void
lookup_step(void *arg)
{
	LookupArgs *a = (LookupArgs *) arg;
	const SgColumn *col = &a->g->columns[a->column];
	const SgTable *tab = &a->g->tables[col->table];
	Oid			argtypes[2] = {TEXTOID, INT8OID};
	Datum		args[2];
	char	   *sql;
	bool		isnull;

	/* the operator comes from comparison_op's fixed set, never from the query text */
	sql = psprintf("SELECT coalesce(bool_or(s.v OPERATOR(pg_catalog.%s) $1::pg_catalog.%s), false),"
				   " count(*) OPERATOR(pg_catalog.<) $2"
				   " FROM (SELECT %s::pg_catalog.%s AS v FROM %s.%s LIMIT $2) s",
				   a->cmp->op, a->cmp->numeric ? "numeric" : "text",
				   quote_identifier(col->name), a->cmp->numeric ? "numeric" : "text",
				   quote_identifier(tab->schema), quote_identifier(tab->name));
	args[0] = CStringGetTextDatum(a->cmp->literal);
	args[1] = Int64GetDatum((int64) dtfixup_value_link_scan_rows);
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "dtfixup: SPI_connect failed");
	if (SPI_execute_with_args(sql, 2, argtypes, args, NULL, true, 1) != SPI_OK_SELECT ||
		SPI_processed != 1)
		elog(ERROR, "dtfixup: value check of %s failed", col->name);
	/* found, or the read stopped at the bound before the end of the table */
	a->found = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull)) ||
		!DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2, &isnull));
	SPI_finish();
}

/* Whether some stored row of column satisfies "column op literal" (true also when that
 * cannot be told cheaply). */
static bool
column_holds(const SchemaGraph *g, int column, const Comparison *cmp, LookupMemos *memos)
{
	LookupArgs	a = {g, cmp, column, true};

	if (!table_checkable(g, g->columns[column].table) || dtfixup_value_link_scan_rows <= 0)
		return true;
	for (int i = 0; i < memos->n; i++)
		if (memos->items[i].column == column && strcmp(memos->items[i].op, cmp->op) == 0 &&
			strcmp(memos->items[i].literal, cmp->literal) == 0)
			return memos->items[i].found;
	CHECK_FOR_INTERRUPTS();
	if (!run_in_subtransaction(lookup_step, &a, NULL))
		a.found = true;			/* no evidence against the candidate */
	if (memos->n == memos->cap)
	{
		memos->cap = memos->cap ? 2 * memos->cap : 16;
		memos->items = memos->items ? repalloc(memos->items, sizeof(LookupMemo) * memos->cap)
			: palloc(sizeof(LookupMemo) * memos->cap);
	}
	memos->items[memos->n].column = column;
	memos->items[memos->n].op = cmp->op;
	memos->items[memos->n].literal = pstrdup(cmp->literal);
	memos->items[memos->n].found = a.found;
	memos->n++;
	return a.found;
}

/* Some stored row satisfies the comparison; for "=", also a row of a key column the
 * column references (the column's domain). */
static bool
comparison_holds(const SchemaGraph *g, const Comparison *cmp, LookupMemos *memos)
{
	if (column_holds(g, cmp->column, cmp, memos))
		return true;
	if (strcmp(cmp->op, "=") != 0)
		return false;
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		for (int i = 0; i < fk->n_columns; i++)
			if (fk->columns[i] == cmp->column &&
				column_holds(g, fk->ref_columns[i], cmp, memos))
				return true;
	}
	return false;
}

/* The instances and literal comparisons of a candidate (f->overflow: too many to check). */
static CandidateFacts *
collect_facts(const SqlNode *ast, const SchemaGraph *g)
{
	CandidateFacts *f = palloc0(sizeof(CandidateFacts));

	collect_instances(ast, f);
	if (!f->overflow)
		collect_comparisons(ast, f, g);
	return f;
}

int
value_check_text_equalities(const SqlNode *ast, const SchemaGraph *g, int *columns,
							const char **literals, int max)
{
	CandidateFacts *f = collect_facts(ast, g);
	int			n = 0;

	for (int i = 0; i < f->n_comparisons && n < max; i++)
		if (!f->comparisons[i].numeric)
		{
			columns[n] = f->comparisons[i].column;
			literals[n] = f->comparisons[i].literal;
			n++;
		}
	pfree(f);
	return n;
}

static ValueCheckVerdict
check_candidate(const SqlNode *ast, const SchemaGraph *g, LookupMemos *memos)
{
	CandidateFacts *f = collect_facts(ast, g);
	ValueCheckVerdict v = VALUE_CHECK_PASSED;

	if (f->overflow)
	{
		pfree(f);
		return VALUE_CHECK_PASSED;	/* too big to look at: no evidence against it */
	}
	for (int i = 0; i < f->n_comparisons && v == VALUE_CHECK_PASSED; i++)
		if (!comparison_holds(g, &f->comparisons[i], memos))
			v = VALUE_CHECK_FAILED;
	pfree(f);
	return v;
}

int
value_check_choose(const ParserHypothesis *hyps, int n_hyps, const ParserExample *ex,
				   const SchemaGraph *g, ValueCheckVerdict *verdicts)
{
	LookupMemos memos = {0};
	NamedValues nv;
	int		   *order;
	int			n_first,
				chosen = -1;

	for (int i = 0; i < n_hyps; i++)
		if (verdicts)
			verdicts[i] = VALUE_CHECK_SKIPPED;
	if (n_hyps == 0)
		return 0;
	/* candidates that drop a value the user named come last (named_values.h) */
	order = palloc(sizeof(int) * n_hyps);
	named_values_find(&ex->tokens, &nv);
	n_first = named_values_order(&nv, &ex->tokens, &ex->links, hyps, n_hyps, g, order);
	if (!dtfixup_value_check)
		return order[0];
	for (int k = 0; k < n_first && chosen < 0; k++)
	{
		int			i = order[k];
		ValueCheckVerdict v = check_candidate(hyps[i].ast, g, &memos);

		if (verdicts)
			verdicts[i] = v;
		if (v == VALUE_CHECK_PASSED)
			chosen = i;
	}
	return chosen >= 0 ? chosen : order[0];
}

const char *
value_check_verdict_name(ValueCheckVerdict v)
{
	switch (v)
	{
		case VALUE_CHECK_PASSED:
			return "passed";
		case VALUE_CHECK_FAILED:
			return "failed";
		case VALUE_CHECK_SKIPPED:
			return "skipped";
	}
	return "skipped";
}

/*
 * dtfixup_value_check(query text) RETURNS jsonb: the check applied to a query of the
 * grammar over the caller's schema, for users asking why a candidate was passed over:
 * {"verdict": "passed"|"failed", "comparisons": [{"table", "column", "op", "value", "found"}]}.
 * "found" is per comparison (false: no stored row satisfies it, nor, for "=", a row of a
 * key the column references).
 */
PG_FUNCTION_INFO_V1(dtfixup_value_check_query);

Datum
dtfixup_value_check_query(PG_FUNCTION_ARGS)
{
	char	   *query = text_to_cstring(PG_GETARG_TEXT_PP(0));
	SchemaGraph *g = parser_input_schema_graph(NULL);
	CandidateFacts *f = collect_facts(gold_sql_to_ast(query, g), g);
	LookupMemos memos = {0};
	bool		passed = true;
	StringInfoData buf;

	if (f->overflow)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("the query has more than 64 table instances or literal comparisons"),
				 errdetail("Such a candidate is not checked: it counts as passing.")));
	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"comparisons\":[");
	for (int i = 0; i < f->n_comparisons; i++)
	{
		const SgColumn *col = &g->columns[f->comparisons[i].column];
		bool		found = comparison_holds(g, &f->comparisons[i], &memos);

		passed = passed && found;
		appendStringInfoString(&buf, i ? ",{\"table\":" : "{\"table\":");
		escape_json(&buf, psprintf("%s.%s", g->tables[col->table].schema, g->tables[col->table].name));
		appendStringInfoString(&buf, ",\"column\":");
		escape_json(&buf, col->name);
		appendStringInfoString(&buf, ",\"op\":");
		escape_json(&buf, f->comparisons[i].op);
		appendStringInfoString(&buf, ",\"value\":");
		escape_json(&buf, f->comparisons[i].literal);
		appendStringInfo(&buf, ",\"found\":%s}", found ? "true" : "false");
	}
	appendStringInfo(&buf, "],\"verdict\":\"%s\"}",
					 value_check_verdict_name(passed ? VALUE_CHECK_PASSED : VALUE_CHECK_FAILED));
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data)));
}
