/*
 * empty_tables.h — the tables of a schema graph that hold no rows.
 *
 * A database keeps tables for what it does not do yet: Microsoft's Futon Manufacturing
 * sample has purchase orders, production orders and quality inspections, none with a row,
 * beside its sales orders.  "Which orders did we receive in November 2024?" read over
 * purchaseorder answers nothing, and "orders" names both tables in part.  A user asks
 * about what the database holds, so retrieval (schema/retrieval.h) leaves such tables out
 * of what the parser reads unless the question names one exactly.  Which tables are empty,
 * the catalog says: pg_class.reltuples is 0 once VACUUM or ANALYZE (autovacuum too) found
 * no row, and -1 while the table has been neither (PostgreSQL 14 on; before, nothing is
 * known and no table counts as empty).  Where the citus extension is installed nothing
 * counts as empty: a distributed table on the coordinator is an empty shell whose rows
 * are on the workers.  One syscache look-up a base table, at every question; the estimate
 * is the planner's, in pg_class for every role to read.
 */
#ifndef DTFIXUP_PG_EMPTY_TABLES_H
#define DTFIXUP_PG_EMPTY_TABLES_H

#include "postgres.h"

#include "schema/schema_graph.h"

/* Per graph table of g, whether it is a base table the catalog counts no row in
 * (palloc'd in the current memory context); NULL when none is. */
bool	   *empty_tables_find(const SchemaGraph *g);

#endif
