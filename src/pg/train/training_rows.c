/*
 * training_rows.c — the rows a training or evaluation run reads (training_rows.h).
 */
#include "pg/train/training_rows.h"

#include "executor/spi.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

static const char *
checked_column(Oid relid, const char *col, const char *role)
{
	if (get_attnum(relid, col) == InvalidAttrNumber)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_COLUMN),
				 errmsg("column \"%s\" of relation \"%s\" does not exist", col, get_rel_name(relid)),
				 strcmp(role, "schema") == 0 ?
				 errhint("Option \"schema_column\" names the column that gives each row's schema.") :
				 errhint("Name the %s column with the %s_column argument.", role, role)));
	return quote_identifier(col);
}

static char *
copy_value(HeapTuple tuple, TupleDesc desc, int attno, MemoryContext mcxt)
{
	char	   *v = SPI_getvalue(tuple, desc, attno);

	return v ? MemoryContextStrdup(mcxt, v) : NULL;
}

void
training_rows_read(Oid relid, const char *question_col, const char *sql_col,
				   const char *schema_col, TrainingRows *rows)
{
	MemoryContext caller = CurrentMemoryContext;
	char	   *nsp = get_namespace_name(get_rel_namespace(relid));
	char	   *rel = get_rel_name(relid);
	char	   *query;

	if (rel == NULL || nsp == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("relation with OID %u does not exist", relid)));
	query = psprintf("SELECT %s::pg_catalog.text, %s::pg_catalog.text%s%s%s FROM %s",
					 checked_column(relid, question_col, "question"),
					 checked_column(relid, sql_col, "sql"),
					 schema_col ? ", " : "",
					 schema_col ? checked_column(relid, schema_col, "schema") : "",
					 schema_col ? "::pg_catalog.text" : "",
					 quote_qualified_identifier(nsp, rel));
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	if (SPI_execute(query, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "reading the training rows failed");
	rows->n = (int) SPI_processed;
	rows->questions = MemoryContextAllocZero(caller, sizeof(char *) * Max(rows->n, 1));
	rows->sqls = MemoryContextAllocZero(caller, sizeof(char *) * Max(rows->n, 1));
	rows->schemas = schema_col ? MemoryContextAllocZero(caller, sizeof(char *) * Max(rows->n, 1)) : NULL;
	for (int i = 0; i < rows->n; i++)
	{
		HeapTuple	t = SPI_tuptable->vals[i];

		rows->questions[i] = copy_value(t, SPI_tuptable->tupdesc, 1, caller);
		rows->sqls[i] = copy_value(t, SPI_tuptable->tupdesc, 2, caller);
		if (schema_col)
			rows->schemas[i] = copy_value(t, SPI_tuptable->tupdesc, 3, caller);
	}
	SPI_finish();
}
