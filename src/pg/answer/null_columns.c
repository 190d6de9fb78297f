/*
 * null_columns.c — the columns of a question's graph that hold NULLs (null_columns.h).
 */
#include "pg/dtfixup.h"
#include "pg/answer/null_columns.h"

#include "access/htup_details.h"
#include "catalog/pg_statistic.h"

#include "pg/answer/column_statistics.h"

/* Whether a statistics tuple counts NULLs (a column_statistics_read reader). */
static bool
statistics_count_nulls(HeapTuple tup, void *arg)
{
	(void) arg;
	return ((Form_pg_statistic) GETSTRUCT(tup))->stanullfrac > 0;
}

bool *
null_columns_find(const SchemaGraph *g)
{
	bool	   *holds = NULL;

	for (int c = 0; c < g->n_columns; c++)
	{
		if (!g->columns[c].nullable || g->columns[c].primary_key ||
			!column_statistics_read(g, c, statistics_count_nulls, NULL))
			continue;
		if (holds == NULL)
			holds = palloc0(sizeof(bool) * (g->n_columns + 1));
		holds[c] = true;
	}
	return holds;
}
