/*
 * column_statistics.h — a graph column's statistics (pg_statistic, as pg_stats shows them),
 * read for the answer stage's facts: flags stored as numbers (flag_columns.h) and the
 * marks of history tables' current rows (period_ends.h).
 */
#ifndef DTFIXUP_PG_COLUMN_STATISTICS_H
#define DTFIXUP_PG_COLUMN_STATISTICS_H

#include "postgres.h"

#include "access/htup.h"

#include "schema/schema_graph.h"

/*
 * Calls read(tuple, arg) on the statistics of column c of g, its table's own first, then
 * those of the whole inheritance tree (a partitioned table's), until read returns true;
 * whether one did.  false, nothing read, for a column of no relation, a system column, or
 * a table whose row security applies to the caller (as pg_stats).
 */
bool		column_statistics_read(const SchemaGraph *g, int c,
								   bool (*read) (HeapTuple tuple, void *arg), void *arg);

#endif
