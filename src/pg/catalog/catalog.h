/*
 * catalog.h — the live catalog as a SchemaGraph, seen through the calling role's privileges.
 */
#ifndef DTFIXUP_PG_CATALOG_H
#define DTFIXUP_PG_CATALOG_H

#include "postgres.h"

#include "utils/array.h"

#include "schema/schema_graph.h"

/*
 * Build the schema graph of the schemas named in `schemas` (a name[] or text[]; order kept,
 * duplicates ignored), or, when `schemas` is NULL, of the current search_path in order
 * without pg_catalog, information_schema, pg_toast, temporary schemas and the extension's
 * own schema.
 *
 * Tables: plain, partitioned, views, materialized views and foreign tables (partitions are
 * left out: the parent stands for them), created after initdb and not owned by an
 * extension.  Only what the current role may SELECT: a column appears when the role has
 * SELECT on it (table-level SELECT grants every column; column grants narrow); a table
 * with no readable column is absent; a foreign key appears when both tables and all its
 * columns are visible.  Order: schema order, then table name (bytewise), then attnum.
 *
 * Errors: an unknown schema -> ERRCODE_INVALID_SCHEMA_NAME; a NULL element ->
 * ERRCODE_NULL_VALUE_NOT_ALLOWED; a named schema without USAGE -> ERRCODE_INSUFFICIENT_PRIVILEGE.
 * The graph is allocated in CurrentMemoryContext.  Runs SPI (nested connections are fine).
 */
SchemaGraph *catalog_schema_graph(ArrayType *schemas);

#endif
