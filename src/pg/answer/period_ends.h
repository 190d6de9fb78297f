/*
 * period_ends.h — how the history tables of a question's graph mark their current rows.
 *
 * A table that keeps its history ends each row's period in a column
 * (sql/sql_current_rows.h): salaries.to_date holds '9999-01-01' on the current row, a
 * product's sellenddate stays NULL while it sells.  Which of the two, and which date, the
 * rows say: the column's statistics (pg_statistic, kept by ANALYZE and autovacuum) list
 * the far-future date among its most common values, or count NULLs.  A date from the
 * year 9000 on is taken as the mark; else NULLs, where the column may hold them and
 * some rows do.  One catalog look-up per period's end column of the graph (the tables
 * retrieval kept), at every question.  As pg_stats, it reads nothing of a table whose row
 * security applies to the caller.
 */
#ifndef DTFIXUP_PG_PERIOD_ENDS_H
#define DTFIXUP_PG_PERIOD_ENDS_H

#include "postgres.h"

#include "schema/schema_graph.h"
#include "sql/sql_current_rows.h"

/* Per graph column of g, how it marks the current rows (palloc'd in the current memory
 * context); NULL when no column of g does. */
PeriodEnd  *period_ends_find(const SchemaGraph *g);

#endif
