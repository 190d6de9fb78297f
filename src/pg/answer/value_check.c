/*
 * value_check.c — the first beam candidate whose text literals the database holds
 * (value_check.h).
 *
 * A candidate's comparisons of a column with a literal (sql/sql_comparisons.h: text
 * columns under = IN (...) LIKE ILIKE, number columns under = IN < <= > >=) are looked up in the
 * database.  Each (graph column, operator, literal) is looked up at most once per call
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
#include "pg/answer/parser_input.h"
#include "common/order.h"
#include "sql/sql_comparisons.h"
#include "sql/sql_directions.h"
#include "sql/sql_mentions.h"
#include "sql/sql_named_values.h"

/* Answer columns of a candidate looked at, and answer columns memoised per call, at most. */
#define ANSWER_COLUMNS_MAX 16
/*
 * What a left-out mention of a column or of a stored value costs a candidate, in
 * log-probability: chosen on Spider's dev questions for column mentions (bench/README.md,
 * "Column mentions a candidate leaves out"; 1 changed too few answers, 3 turned right
 * answers wrong), and the same for values ("Values a candidate leaves out").
 */
#define MENTION_LEFT_OUT_COST 2.0
/*
 * What comparing a number against the direction the question's words give it costs
 * ("weight < 10" for "heavier than 10": sql/sql_directions.h): as a left-out mention, the
 * candidate answers another question.
 */
#define DIRECTION_CONTRADICTED_COST 2.0

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
	/* answer columns looked at: column, and whether it holds one value in every row */
	int			n_answer;
	int			answer_column[ANSWER_COLUMNS_MAX];
	bool		answer_one_value[ANSWER_COLUMNS_MAX];
} LookupMemos;

/* Tables whose rows a bounded read may look at (no remote reads, nothing unpopulated). */
static bool
table_checkable(const SchemaGraph *g, int t)
{
	return g->tables[t].kind == SG_TABLE || g->tables[t].kind == SG_PARTITIONED_TABLE;
}

/*
 * The pg_catalog operator that tests a comparison's op.  A LIKE pattern is tested as ILIKE
 * (~~*): its text comes from the question, whose case is the user's rather than the data's
 * ("names that contain 'Al'"), so only a pattern no value matches in any case counts as
 * evidence against the candidate.
 */
static const char *
catalog_operator(const char *op)
{
	if (strcmp(op, "LIKE") == 0 || strcmp(op, "ILIKE") == 0)
		return "~~*";
	return op;
}

/* The boolean columns of the one row sql returns (a bounded read of column's table, as
 * the caller, read-only) into out[0..n-1]. */
static void
read_one_row(const char *sql, int nargs, Oid *argtypes, Datum *args, const char *column,
			 bool *out, int n)
{
	bool		isnull;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "dtfixup: SPI_connect failed");
	if (SPI_execute_with_args(sql, nargs, argtypes, args, NULL, true, 1) != SPI_OK_SELECT ||
		SPI_processed != 1)
		elog(ERROR, "dtfixup: value check of %s failed", column);
	for (int i = 0; i < n; i++)
		out[i] = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, i + 1,
											&isnull));
	SPI_finish();
}

typedef struct LookupArgs
{
	const SchemaGraph *g;
	const SqlComparison *cmp;
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
	bool		row[2];

	/* the operator comes from comparison_op's fixed set, never from the query text */
	sql = psprintf("SELECT coalesce(bool_or(s.v OPERATOR(pg_catalog.%s) $1::pg_catalog.%s), false),"
				   " count(*) OPERATOR(pg_catalog.<) $2"
				   " FROM (SELECT %s::pg_catalog.%s AS v FROM %s.%s LIMIT $2) s",
				   catalog_operator(a->cmp->op), a->cmp->numeric ? "numeric" : "text",
				   quote_identifier(col->name), a->cmp->numeric ? "numeric" : "text",
				   quote_identifier(tab->schema), quote_identifier(tab->name));
	args[0] = CStringGetTextDatum(a->cmp->literal);
	args[1] = Int64GetDatum((int64) dtfixup_value_link_scan_rows);
	read_one_row(sql, 2, argtypes, args, col->name, row, 2);
	/* found, or the read stopped at the bound before the end of the table */
	a->found = row[0] || !row[1];
}

/* Whether some stored row of column satisfies "column op literal" (true also when that
 * cannot be told cheaply). */
static bool
column_holds(const SchemaGraph *g, int column, const SqlComparison *cmp, LookupMemos *memos)
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
comparison_holds(const SchemaGraph *g, const SqlComparison *cmp, LookupMemos *memos)
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

typedef struct OneValueArgs
{
	const SchemaGraph *g;
	int			column;
	bool		one_value;
} OneValueArgs;

/* Runs inside a subtransaction, as lookup_step. */
static void
one_value_step(void *arg)
{
	OneValueArgs *a = (OneValueArgs *) arg;
	const SgColumn *col = &a->g->columns[a->column];
	const SgTable *tab = &a->g->tables[col->table];
	Oid			argtypes[1] = {INT8OID};
	Datum		args[1];
	char	   *sql;

	/* at least two rows, all of them read, at most one distinct value among them (a
	 * column of NULLs too); compared as text, which every type has */
	sql = psprintf("SELECT count(*) OPERATOR(pg_catalog.>=) 2"
				   " AND count(*) OPERATOR(pg_catalog.<) $1"
				   " AND count(DISTINCT s.v) OPERATOR(pg_catalog.<=) 1"
				   " FROM (SELECT %s::pg_catalog.text AS v FROM %s.%s LIMIT $1) s",
				   quote_identifier(col->name), quote_identifier(tab->schema),
				   quote_identifier(tab->name));
	args[0] = Int64GetDatum((int64) dtfixup_value_link_scan_rows);
	read_one_row(sql, 1, argtypes, args, col->name, &a->one_value, 1);
}

/* Whether every row of column holds one value (false when that cannot be told cheaply). */
static bool
column_has_one_value(const SchemaGraph *g, int column, LookupMemos *memos)
{
	OneValueArgs a = {g, column, false};

	if (!table_checkable(g, g->columns[column].table) || dtfixup_value_link_scan_rows <= 0)
		return false;
	for (int i = 0; i < memos->n_answer; i++)
		if (memos->answer_column[i] == column)
			return memos->answer_one_value[i];
	CHECK_FOR_INTERRUPTS();
	if (!run_in_subtransaction(one_value_step, &a, NULL))
		a.one_value = false;	/* no evidence against the candidate */
	if (memos->n_answer < ANSWER_COLUMNS_MAX)
	{
		memos->answer_column[memos->n_answer] = column;
		memos->answer_one_value[memos->n_answer] = a.one_value;
		memos->n_answer++;
	}
	return a.one_value;
}

/* Whether a word of the question links to column: its name (not only through "named" or
 * "called", which partly link to every *_name column), a lexicon relative of it, its
 * comment, or a value stored in it. */
static bool
question_names_column(const ParserExample *ex, int column)
{
	for (int i = 0; i < ex->links.n_links; i++)
	{
		const SchemaLink *l = &ex->links.links[i];

		if (l->column != column || (l->kind != LINK_COLUMN && l->kind != LINK_VALUE))
			continue;
		if (l->kind == LINK_COLUMN && l->match == LINK_PARTIAL &&
			l->token_end == l->token_start + 1 &&
			named_values_is_naming_word(&ex->tokens.tokens[l->token_start]))
			continue;
		return true;
	}
	return false;
}

/*
 * An answer column no question word names whose rows all hold one value (GeoQuery's
 * country_name, 'usa' in every row, answering "which states border texas"): such a
 * candidate answers with a constant, which is not what the question asks.
 */
static bool
answers_with_a_constant(const SqlNode *ast, const ParserExample *ex, const SchemaGraph *g,
						LookupMemos *memos)
{
	int			columns[ANSWER_COLUMNS_MAX];
	int			n = sql_answer_columns(ast, g, columns, ANSWER_COLUMNS_MAX);

	for (int i = 0; i < n; i++)
		if (!question_names_column(ex, columns[i]) &&
			column_has_one_value(g, columns[i], memos))
			return true;
	return false;
}

static ValueCheckVerdict
check_candidate(const SqlNode *ast, const ParserExample *ex, const SchemaGraph *g,
				bool answer_columns, LookupMemos *memos)
{
	SqlComparisons *f = palloc(sizeof(SqlComparisons));
	ValueCheckVerdict v = VALUE_CHECK_PASSED;

	sql_comparisons_collect(ast, g, f);
	if (f->overflow)
	{
		pfree(f);
		return VALUE_CHECK_PASSED;	/* too big to look at: no evidence against it */
	}
	for (int i = 0; i < f->n && v == VALUE_CHECK_PASSED; i++)
		if (!comparison_holds(g, &f->items[i], memos))
			v = VALUE_CHECK_FAILED;
	pfree(f);
	if (v == VALUE_CHECK_PASSED && answer_columns && answers_with_a_constant(ast, ex, g, memos))
		v = VALUE_CHECK_CONSTANT_ANSWER;
	return v;
}

/*
 * Candidate indices, best first, by score less MENTION_LEFT_OUT_COST per question mention of
 * a column or of a stored value the candidate leaves out (sql/sql_mentions.h) and less
 * DIRECTION_CONTRADICTED_COST per number it compares against the question's words
 * (sql/sql_directions.h); ties keep the beam's order.
 */
static int *
order_by_mentions(const ParserHypothesis *hyps, int n_hyps, const ParserExample *ex,
				  const SchemaGraph *g)
{
	int		   *by = palloc(sizeof(int) * n_hyps);
	double	   *adjusted = palloc(sizeof(double) * n_hyps);
	QuestionDirections directions;

	question_directions_find(&ex->tokens, &directions);
	for (int i = 0; i < n_hyps; i++)
		adjusted[i] = hyps[i].score - MENTION_LEFT_OUT_COST *
			(sql_mentions_left_out(hyps[i].ast, g, &ex->tokens, &ex->links) +
			 sql_value_mentions_left_out(hyps[i].ast, g, &ex->links)) -
			DIRECTION_CONTRADICTED_COST * sql_direction_contradictions(hyps[i].ast, &directions);
	dt_order_by_key_desc(adjusted, by, n_hyps);
	pfree(adjusted);
	return by;
}

int
value_check_choose(const ParserHypothesis *hyps, int n_hyps, const ParserExample *ex,
				   const SchemaGraph *g, bool general_model, ValueCheckVerdict *verdicts)
{
	LookupMemos memos = {0};
	NamedValues nv;
	const SqlNode **asts;
	int		   *order,
			   *by_score;
	int			n_first,
				chosen = -1;

	for (int i = 0; i < n_hyps; i++)
		if (verdicts)
			verdicts[i] = VALUE_CHECK_SKIPPED;
	if (n_hyps == 0)
		return 0;
	/*
	 * The candidates' order with each score lowered per column or value mention the
	 * candidate leaves out (sql/sql_mentions.h); then candidates that drop a value the user named come last
	 * (sql/sql_named_values.h), ties keeping the first order.
	 */
	by_score = order_by_mentions(hyps, n_hyps, ex, g);
	order = palloc(sizeof(int) * n_hyps);
	asts = palloc(sizeof(SqlNode *) * n_hyps);
	for (int k = 0; k < n_hyps; k++)
		asts[k] = hyps[by_score[k]].ast;
	named_values_find(&ex->tokens, &nv);
	n_first = named_values_order(&nv, &ex->tokens, &ex->links, asts, n_hyps, g, order);
	named_values_free(&nv);
	for (int k = 0; k < n_hyps; k++)
		order[k] = by_score[order[k]];
	pfree(by_score);
	pfree(asts);
	if (!dtfixup_value_check)
		return order[0];
	for (int k = 0; k < n_first && chosen < 0; k++)
	{
		int			i = order[k];
		ValueCheckVerdict v = check_candidate(hyps[i].ast, ex, g, general_model, &memos);

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
		case VALUE_CHECK_CONSTANT_ANSWER:
			return "constant_answer";
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
	SqlComparisons *f = palloc(sizeof(SqlComparisons));
	LookupMemos memos = {0};
	bool		passed = true;
	StringInfoData buf;

	sql_comparisons_collect(gold_sql_to_ast(query, g), g, f);
	if (f->overflow)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("the query has more than 64 table instances or literal comparisons"),
				 errdetail("Such a candidate is not checked: it counts as passing.")));
	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"comparisons\":[");
	for (int i = 0; i < f->n; i++)
	{
		const SgColumn *col = &g->columns[f->items[i].column];
		bool		found = comparison_holds(g, &f->items[i], &memos);

		passed = passed && found;
		appendStringInfoString(&buf, i ? ",{\"table\":" : "{\"table\":");
		escape_json(&buf, psprintf("%s.%s", g->tables[col->table].schema, g->tables[col->table].name));
		appendStringInfoString(&buf, ",\"column\":");
		escape_json(&buf, col->name);
		appendStringInfoString(&buf, ",\"op\":");
		escape_json(&buf, f->items[i].op);
		appendStringInfoString(&buf, ",\"value\":");
		escape_json(&buf, f->items[i].literal);
		appendStringInfo(&buf, ",\"found\":%s}", found ? "true" : "false");
	}
	appendStringInfo(&buf, "],\"verdict\":\"%s\"}",
					 value_check_verdict_name(passed ? VALUE_CHECK_PASSED : VALUE_CHECK_FAILED));
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data)));
}
