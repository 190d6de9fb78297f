/*
 * execute_readonly.h — running generated SQL as the calling role, read-only, under
 * dtfixup.statement_timeout.
 *
 * Three fences, each enough on its own for what the grammar can produce:
 *   1. the AST's root must be a query rule (SELECT or a set operation of SELECTs): the
 *      grammar has no data-modifying statement, no locking clause and no function call
 *      other than the aggregates, so the rendered text is a plain query;
 *   2. the text runs through SPI with read_only = true, which refuses any statement that is
 *      not read-only (CommandIsReadOnly) before it runs, and SPI must answer SPI_OK_SELECT;
 *   3. it runs with the privileges of the current role (the SQL functions that call this are
 *      not SECURITY DEFINER), so it can only read what the caller may read.
 *
 * Timeout: SET statement_timeout inside a running statement changes the setting but arms
 * nothing (the timer is started when a top-level statement starts), so the limit is applied
 * through the timeout API itself: the STATEMENT_TIMEOUT timer is armed for
 * dtfixup.statement_timeout ms (unless the caller's own statement_timeout ends sooner) and
 * put back as it was afterwards.  A query that runs too long fails with 57014
 * (query_canceled) and the message "the query ran longer than
 * dtfixup.statement_timeout (N ms)"; evaluation records that per example, while a user's
 * cancel or the caller's own statement_timeout still stops everything.
 */
#ifndef DTFIXUP_PG_EXECUTE_READONLY_H
#define DTFIXUP_PG_EXECUTE_READONLY_H

#include "postgres.h"

#include "utils/jsonb.h"

#include "sql/sql_ast.h"

typedef enum ReadonlyRowForm
{
	READONLY_ROW_OBJECT = 0,	/* to_jsonb(row): {"column": value, ...} */
	READONLY_ROW_VALUES			/* the values in column order as a jsonb array (names ignored) */
} ReadonlyRowForm;

typedef struct ReadonlyResult
{
	int64		n_rows;
	Jsonb	  **rows;			/* n_rows rows, in the order the query returned them */
} ReadonlyResult;

/* Is this error execute_readonly's own dtfixup.statement_timeout (not a user's cancel)? */
bool		execute_readonly_is_own_timeout(const ErrorData *edata);

/* Is this AST a query (SELECT / set operation)? */
bool		readonly_ast_is_query(const SqlNode *ast);

/*
 * Run `sql` (the rendering of `ast`) as described above; the rows are copied into
 * CurrentMemoryContext.  Errors of the query propagate (ereport).
 */
void		execute_readonly(const SqlNode *ast, const char *sql, ReadonlyRowForm form,
							 ReadonlyResult *result);

/*
 * Whether `sql` (the rendering of `ast`) answers with a row (values: a row with some column
 * not NULL), run as above for at most dtfixup.rows_check_timeout ms (0: no limit of its
 * own); the timer firing is an error execute_readonly_is_own_timeout knows.  The answer
 * stage's rows check (value_check.h).
 */
bool		execute_readonly_answers_rows(const SqlNode *ast, const char *sql, bool values);

#endif
