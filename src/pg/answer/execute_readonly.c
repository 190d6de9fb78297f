/*
 * execute_readonly.c — generated SQL run read-only as the calling role (execute_readonly.h).
 */
#include "pg/answer/execute_readonly.h"

#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/datum.h"
#include "utils/timeout.h"
#include "utils/timestamp.h"

#include "pg/dtfixup.h"
#include "pg/citus.h"
#include "sql/sql_grammar.h"

bool
readonly_ast_is_query(const SqlNode *ast)
{
	return ast != NULL && ast->rule >= 0 && ast->rule < SQL_RULE_COUNT_RULES &&
		sql_rules[ast->rule].parent == SQL_NT_QUERY;
}

/* The generated query (%s) as the common table expression every wrapping reads. */
#define ROWS_CTE "WITH dtfixup_rows AS MATERIALIZED (%s) "

/*
 * The query wrapped so that each row comes back as one jsonb.  The generated text is a
 * plain query, run first as a MATERIALIZED common table expression whose rows the outer
 * query turns into jsonb in the order the query gave them.  Why not a subquery in FROM: on
 * a Citus coordinator a subquery over distributed tables is pushed down to the shards
 * with the outer expression, so its ORDER BY no longer orders the result, whole-row
 * references lose their column names ("f1") and json_each() is refused; a materialized
 * CTE is planned and run by itself (docs/citus.md), and on one server it costs one
 * tuplestore of the rows SPI collects anyway.
 */
static char *
wrap_query(const char *sql, ReadonlyRowForm form)
{
	if (form == READONLY_ROW_OBJECT)
		return psprintf(ROWS_CTE
						"SELECT pg_catalog.to_jsonb(dtfixup_row) FROM dtfixup_rows AS dtfixup_row", sql);
	/* json (not jsonb) keeps the columns in order and duplicates apart */
	return psprintf(ROWS_CTE
					"SELECT (SELECT pg_catalog.jsonb_agg(e.value ORDER BY e.n) "
					"FROM pg_catalog.json_each(pg_catalog.row_to_json(dtfixup_row)) "
					"WITH ORDINALITY AS e(key, value, n)) FROM dtfixup_rows AS dtfixup_row", sql);
}

/* What the STATEMENT_TIMEOUT timer was doing before we armed it. */
typedef struct SavedStatementTimeout
{
	bool		armed;			/* did we change it? */
	bool		was_active;
	TimestampTz was_finish;
	TimestampTz ours;			/* our deadline, when armed */
} SavedStatementTimeout;

/* The messages of our own timeouts: run_in_subtransaction tells them from a user's
 * cancel. */
static const char *const own_timeout_message =
"the query ran longer than dtfixup.statement_timeout (%d ms)";
static const char *const rows_timeout_message =
"the answer's rows check ran longer than dtfixup.rows_check_timeout (%d ms)";

bool
execute_readonly_is_own_timeout(const ErrorData *edata)
{
	return edata->sqlerrcode == ERRCODE_QUERY_CANCELED && edata->message_id != NULL &&
		(strcmp(edata->message_id, own_timeout_message) == 0 ||
		 strcmp(edata->message_id, rows_timeout_message) == 0);
}

/* not inlined: its locals must not live in execute_readonly's frame across PG_TRY */
static pg_noinline void
arm_statement_timeout(SavedStatementTimeout *saved, int timeout_ms)
{
	TimestampTz ours;

	saved->armed = false;
	saved->was_active = get_timeout_active(STATEMENT_TIMEOUT);
	saved->was_finish = saved->was_active ? get_timeout_finish_time(STATEMENT_TIMEOUT) : 0;
	if (timeout_ms <= 0)
		return;
	ours = TimestampTzPlusMilliseconds(GetCurrentTimestamp(), timeout_ms);
	if (saved->was_active && saved->was_finish <= ours)
		return;					/* the caller's own limit comes first: keep it */
	enable_timeout_at(STATEMENT_TIMEOUT, ours);
	saved->armed = true;
	saved->ours = ours;
}

static void
restore_statement_timeout(const SavedStatementTimeout *saved)
{
	if (!saved->armed)
		return;
	if (saved->was_active)
		enable_timeout_at(STATEMENT_TIMEOUT, saved->was_finish);
	else
		disable_timeout(STATEMENT_TIMEOUT, false);
}

static void
copy_rows(ReadonlyResult *result, MemoryContext target)
{
	MemoryContext old = MemoryContextSwitchTo(target);

	result->n_rows = (int64) SPI_processed;
	result->rows = palloc0(sizeof(Jsonb *) * Max(SPI_processed, 1));
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		bool		isnull;
		Datum		d = SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1, &isnull);

		/* jsonb_agg over a zero-column row gives NULL: an empty array is what it means */
		result->rows[i] = isnull ? DatumGetJsonbP(DirectFunctionCall1(jsonb_in, CStringGetDatum("[]")))
			: DatumGetJsonbPCopy(d);
	}
	MemoryContextSwitchTo(old);
}

/* Refuses what is no query (execute_readonly.h, fence 1). */
static void
require_query(const SqlNode *ast)
{
	if (!readonly_ast_is_query(ast))
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("dtfixup runs only SELECT queries"),
				 errdetail("The generated statement is not a query.")));
}

/*
 * Runs wrapped (a query around the generated sql) read-only through SPI, connected by the
 * caller, under a timer of timeout_ms (message: the error when that timer fires, with
 * timeout_ms in it; setting: the setting that allows more); the other errors propagate.
 */
static void
run_wrapped(const char *wrapped, const char *sql, int timeout_ms, const char *message,
			const char *setting, MemoryContext caller)
{
	SavedStatementTimeout saved;
	volatile int rc = 0;
	/* looked up before running: no catalog access while an error is pending */
	volatile bool citus = citus_is_installed();

	arm_statement_timeout(&saved, timeout_ms);
	PG_TRY();
	{
		/* read_only: SPI refuses anything CommandIsReadOnly() rejects, before running it */
		rc = SPI_execute(wrapped, true, 0);
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		restore_statement_timeout(&saved);
		MemoryContextSwitchTo(caller);
		edata = CopyErrorData();
		/* our timer fired (not the caller's statement_timeout, not a cancel): say so */
		if (edata->sqlerrcode == ERRCODE_QUERY_CANCELED && saved.armed &&
			GetCurrentTimestamp() >= saved.ours)
		{
			FlushErrorState();
			ereport(ERROR,
					(errcode(ERRCODE_QUERY_CANCELED),
					 errmsg(message, timeout_ms),
					 errhint("SET %s to allow the queries dtfixup runs more time.", setting)));
		}
		/* a query Citus cannot run on the cluster: say so with 0A000 (citus.h) */
		if (citus)
			citus_rethrow_unsupported(edata, sql);
		FreeErrorData(edata);
		PG_RE_THROW();
	}
	PG_END_TRY();
	restore_statement_timeout(&saved);
	if (rc != SPI_OK_SELECT)
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("dtfixup runs only SELECT queries"),
				 errdetail("SPI answered %s.", SPI_result_code_string(rc))));
}

void
execute_readonly(const SqlNode *ast, const char *sql, ReadonlyRowForm form,
				 ReadonlyResult *result)
{
	MemoryContext caller = CurrentMemoryContext;
	char	   *wrapped;

	require_query(ast);
	wrapped = wrap_query(sql, form);
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	run_wrapped(wrapped, sql, dtfixup_statement_timeout, own_timeout_message,
				"dtfixup.statement_timeout", caller);
	copy_rows(result, caller);
	SPI_finish();
}

bool
execute_readonly_answers_rows(const SqlNode *ast, const char *sql, bool values)
{
	MemoryContext caller = CurrentMemoryContext;
	bool		isnull,
				answers;
	char	   *wrapped;

	require_query(ast);
	/* as wrap_query, a materialized CTE (Citus runs it by itself); NOT (r IS NULL): some
	 * column of the row is not NULL */
	wrapped = psprintf(ROWS_CTE "SELECT EXISTS (SELECT FROM dtfixup_rows AS dtfixup_row%s)", sql,
					   values ? " WHERE NOT (dtfixup_row IS NULL)" : "");
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	run_wrapped(wrapped, sql, dtfixup_rows_check_timeout, rows_timeout_message,
				"dtfixup.rows_check_timeout", caller);
	answers = SPI_processed == 1 &&
		DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull)) &&
		!isnull;
	SPI_finish();
	return answers;
}
