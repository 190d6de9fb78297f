/*
 * column_sample.c — a small sample of a column's stored values (column_sample.h).
 */
#include "pg/dtfixup.h"

#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"

#include "pg/answer/parser_input.h"
#include "pg/catalog/column_sample.h"

typedef struct ReadValues
{
	const char *sql;
	SynthValues *out;
} ReadValues;

static void
read_values_fn(void *arg)
{
	ReadValues *r = (ReadValues *) arg;
	const char **vals;

	if (SPI_execute(r->sql, true, COLUMN_SAMPLE_VALUES) != SPI_OK_SELECT)
		elog(ERROR, "reading stored values failed");
	vals = palloc0(sizeof(char *) * (SPI_processed + 1));
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		char	   *v = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1);

		if (v != NULL)
			vals[r->out->n++] = v;
	}
	r->out->values = vals;
}

void
column_sample_read(const SchemaGraph *g, int col, SynthValues *out)
{
	const SgColumn *c = &g->columns[col];
	const SgTable *t = &g->tables[c->table];
	StringInfoData q;
	ReadValues	r;
	char	   *reason = NULL;
	MemoryContext old = CurrentMemoryContext;

	initStringInfo(&q);
	appendStringInfo(&q, "SELECT v FROM (SELECT DISTINCT v FROM (SELECT %s::text AS v FROM %s.%s WHERE %s IS NOT NULL LIMIT %d) s) d ORDER BY md5(v) LIMIT %d",
					 quote_identifier(c->name), quote_identifier(t->schema),
					 quote_identifier(t->name), quote_identifier(c->name), COLUMN_SAMPLE_SCAN_ROWS,
					 COLUMN_SAMPLE_VALUES);
	r.sql = q.data;
	r.out = out;
	out->n = 0;
	out->values = NULL;
	if (!run_in_subtransaction(read_values_fn, &r, &reason))
		out->n = 0;
	MemoryContextSwitchTo(old);
}
