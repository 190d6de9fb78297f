/*
 * null_columns.h — the columns of a question's graph that hold NULLs.
 *
 * "x NOT IN (SELECT c FROM t)" returns no row once c holds a NULL; the answer stage's
 * not_in_nulls rewrite (sql/sql_not_in_nulls.h) leaves the NULLs out where the database
 * says c holds some.  Which columns do, their statistics say (pg_statistic, kept by
 * ANALYZE and autovacuum: a null fraction above 0), for the columns that may hold NULL
 * and are no primary key: one catalog look-up each, at every question, over the graph
 * retrieval kept.  Without statistics (a table never analyzed) nothing is known and the
 * queries stay as decoded.  As pg_stats, it reads nothing of a table whose row security
 * applies to the caller.
 */
#ifndef DTFIXUP_PG_NULL_COLUMNS_H
#define DTFIXUP_PG_NULL_COLUMNS_H

#include "postgres.h"

#include "schema/schema_graph.h"

/* Per graph column of g, whether its statistics count NULLs (palloc'd in the current
 * memory context); NULL when no column's do. */
bool	   *null_columns_find(const SchemaGraph *g);

#endif
