/*
 * value_check.c — the database's side of the answer stage's value check (value_check.h).
 *
 * A candidate's comparisons of a column with a literal (sql/sql_comparisons.h: text
 * columns under = IN (...) LIKE ILIKE, number columns under = IN < <= > >=) are looked up in the
 * database.  Each (graph column, operator, literal) is looked up at most once per question
 * (candidates share most of their comparisons, and the cascade's decodes most candidates).  A look-up reads at most
 * dtfixup.value_link_scan_rows rows of the table, so its cost is bounded like value
 * linking's scans; when it read that many rows without finding the literal, the table may
 * hold it further on, and the comparison passes for lack of evidence.
 */
#include "pg/dtfixup.h"

#include "pg/answer/value_check.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"

#include "pg/catalog/gold_sql.h"
#include "pg/answer/execute_readonly.h"
#include "pg/answer/parser_input.h"
#include "sql/sql_comparisons.h"

/* Answer columns memoised per question, at most. */
#define ONE_VALUE_MEMOS_MAX 16
/* Queries run by the rows check, remembered per question, at most (the cascade asks the
 * same first candidates twice). */
#define ROWS_MEMOS_MAX 8

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
	const SchemaGraph *g;
	int64		scan_rows;		/* dtfixup.value_link_scan_rows, read once */
	int			n,
				cap;
	LookupMemo *items;
	/* answer columns looked at: column, and whether it holds one value in every row */
	int			n_answer;
	int			answer_column[ONE_VALUE_MEMOS_MAX];
	bool		answer_one_value[ONE_VALUE_MEMOS_MAX];
	/* queries the rows check ran: their text, values asked for, and its verdict */
	int			n_rows;
	char	   *rows_sql[ROWS_MEMOS_MAX];
	bool		rows_values[ROWS_MEMOS_MAX];
	int			rows_verdict[ROWS_MEMOS_MAX];
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
 * evidence against the candidate.  A "<>" is tested as "=": it says something only where
 * some row holds the value it takes away ("Which authors haven't written anything for
 * us?" decoded "zip <> 'us'" keeps every author).
 */
static const char *
catalog_operator(const char *op)
{
	if (strcmp(op, "LIKE") == 0 || strcmp(op, "ILIKE") == 0)
		return "~~*";
	if (strcmp(op, "<>") == 0)
		return "=";
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
	const LookupMemos *memos;
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
	const SchemaGraph *g = a->memos->g;
	const SgColumn *col = &g->columns[a->column];
	const SgTable *tab = &g->tables[col->table];
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
	args[1] = Int64GetDatum(a->memos->scan_rows);
	read_one_row(sql, 2, argtypes, args, col->name, row, 2);
	/* found, or the read stopped at the bound before the end of the table */
	a->found = row[0] || !row[1];
}

/* AnswerDatabase.column_holds: whether some stored row of column satisfies "column op
 * literal" (true also when that cannot be told cheaply). */
static bool
column_holds(void *arg, int column, const SqlComparison *cmp)
{
	LookupMemos *memos = arg;
	LookupArgs	a = {memos, cmp, column, true};

	if (!table_checkable(memos->g, memos->g->columns[column].table) || memos->scan_rows <= 0)
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

typedef struct OneValueArgs
{
	const LookupMemos *memos;
	int			column;
	bool		one_value;
} OneValueArgs;

/* Runs inside a subtransaction, as lookup_step. */
static void
one_value_step(void *arg)
{
	OneValueArgs *a = (OneValueArgs *) arg;
	const SchemaGraph *g = a->memos->g;
	const SgColumn *col = &g->columns[a->column];
	const SgTable *tab = &g->tables[col->table];
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
	args[0] = Int64GetDatum(a->memos->scan_rows);
	read_one_row(sql, 1, argtypes, args, col->name, &a->one_value, 1);
}

/* AnswerDatabase.column_has_one_value: whether every row of column holds one value (false
 * when that cannot be told cheaply). */
static bool
column_has_one_value(void *arg, int column)
{
	LookupMemos *memos = arg;
	OneValueArgs a = {memos, column, false};

	if (!table_checkable(memos->g, memos->g->columns[column].table) || memos->scan_rows <= 0)
		return false;
	for (int i = 0; i < memos->n_answer; i++)
		if (memos->answer_column[i] == column)
			return memos->answer_one_value[i];
	CHECK_FOR_INTERRUPTS();
	if (!run_in_subtransaction(one_value_step, &a, NULL))
		a.one_value = false;	/* no evidence against the candidate */
	if (memos->n_answer < ONE_VALUE_MEMOS_MAX)
	{
		memos->answer_column[memos->n_answer] = column;
		memos->answer_one_value[memos->n_answer] = a.one_value;
		memos->n_answer++;
	}
	return a.one_value;
}

typedef struct RowsArgs
{
	const SqlNode *ast;
	const char *sql;
	bool		values;
	bool		answers;
} RowsArgs;

/* Runs inside a subtransaction: a failing or too long run is no evidence. */
static void
rows_step(void *arg)
{
	RowsArgs   *a = (RowsArgs *) arg;

	a->answers = execute_readonly_answers_rows(a->ast, a->sql, a->values);
}

/* AnswerDatabase.answers_rows: 1, 0, or -1 when the run failed or ran out of time. */
static int
answers_rows(void *arg, const SqlNode *ast, bool values)
{
	LookupMemos *memos = arg;
	RowsArgs	a = {ast, NULL, values, false};
	int			verdict;

	a.sql = parser_input_render(ast, memos->g);
	for (int i = 0; i < memos->n_rows; i++)
		if (memos->rows_values[i] == values && strcmp(memos->rows_sql[i], a.sql) == 0)
			return memos->rows_verdict[i];
	CHECK_FOR_INTERRUPTS();
	verdict = run_in_subtransaction(rows_step, &a, NULL) ? (a.answers ? 1 : 0) : -1;
	if (memos->n_rows < ROWS_MEMOS_MAX)
	{
		memos->rows_sql[memos->n_rows] = pstrdup(a.sql);
		memos->rows_values[memos->n_rows] = values;
		memos->rows_verdict[memos->n_rows++] = verdict;
	}
	return verdict;
}

void
value_check_lookups(const SchemaGraph *g, AnswerDatabase *db)
{
	LookupMemos *memos = palloc0(sizeof(LookupMemos));

	memos->g = g;
	memos->scan_rows = dtfixup_value_link_scan_rows;
	db->lookups_arg = memos;
	db->column_holds = column_holds;
	db->column_has_one_value = column_has_one_value;
	db->answers_rows = dtfixup_rows_check_timeout > 0 ? answers_rows : NULL;
}

/*
 * dtfixup_value_check(query text) RETURNS jsonb: the check applied to a query of the
 * grammar over the caller's schema, for users asking why a candidate was passed over:
 * {"verdict": "passed"|"failed", "comparisons": [{"table", "column", "op", "value", "found"}]}.
 * "found" is per comparison (false: no stored row satisfies it, for "<>" none holds the
 * value it takes away, nor, for "=" and "<>", a row of a key the column references).
 */
PG_FUNCTION_INFO_V1(dtfixup_value_check_query);

Datum
dtfixup_value_check_query(PG_FUNCTION_ARGS)
{
	char	   *query = text_to_cstring(PG_GETARG_TEXT_PP(0));
	SchemaGraph *g = parser_input_schema_graph(NULL);
	SqlComparisons *f = palloc(sizeof(SqlComparisons));
	AnswerDatabase db = {0};
	bool		passed = true;
	StringInfoData buf;

	value_check_lookups(g, &db);
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
		bool		found = answer_comparison_holds(g, &f->items[i], &db);

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
					 answer_verdict_name(passed ? ANSWER_VERDICT_PASSED : ANSWER_VERDICT_FAILED));
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data)));
}
