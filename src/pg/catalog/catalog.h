/*
 * catalog.h — the live catalog as a SchemaGraph, seen through the calling role's privileges.
 */
#ifndef DTFIXUP_PG_CATALOG_H
#define DTFIXUP_PG_CATALOG_H

#include "postgres.h"

#include "nodes/pg_list.h"
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
 * extension, nor a Citus shard (the distributed table stands for its shards: citus_shards.h).
 * Only what the current role may SELECT: a column appears when the role has
 * SELECT on it (table-level SELECT grants every column; column grants narrow); a table
 * with no readable column is absent; a foreign key appears when both tables and all its
 * columns are visible.  Order: schema order, then table name (bytewise), then attnum.
 * The COMMENT ON text of its tables and columns is kept as comment words
 * (schema_graph_comment_words).
 *
 * Errors: an unknown schema -> ERRCODE_INVALID_SCHEMA_NAME; a NULL element ->
 * ERRCODE_NULL_VALUE_NOT_ALLOWED; a named schema without USAGE -> ERRCODE_INSUFFICIENT_PRIVILEGE.
 * The graph is the caller's to change (a copy of the backend's cached graph, see below),
 * allocated in CurrentMemoryContext.  Runs SPI (nested connections are fine).
 */
SchemaGraph *catalog_schema_graph(ArrayType *schemas);

/*
 * The backend's cached graph of `schemas` (as above), read only: built on first use and
 * reused until the catalog changes in a way that can change it (catalog_cache.c lists the
 * invalidations that drop it); keyed by the current role and the resolved schema OIDs, so
 * SET ROLE, a new search_path or a granted USAGE look up another graph.  It stays valid,
 * even when invalidated meanwhile, until CurrentMemoryContext at the call is reset or
 * deleted.  The caller must not change it: catalog_schema_graph gives a copy to change.
 */
const SchemaGraph *catalog_cached_graph(ArrayType *schemas);

/*
 * The cached graph with its name words split by sources, as
 * schema_graph_split_compound_words would leave a copy of it: a view that shares the
 * cached graph's strings and unsplit words (so it costs arrays of pointers, not a copy of
 * every name), valid as long as the graph it views.  Read only.
 */
const SchemaGraph *catalog_cached_graph_split(ArrayType *schemas,
											  const NameWordSources *sources);

/*
 * Memory for what another module caches per cached graph (value_lookup.c's index of
 * most-common values): a slot kept with the graph's cache entry and a context freed with
 * it.  NULL when g is not a cached graph or a view of one (then cache nothing).
 */
typedef struct CatalogGraphSlot
{
	MemoryContext cxt;			/* freed when the graph is dropped */
	void	   *data;			/* the module's; NULL until it sets it */
} CatalogGraphSlot;
CatalogGraphSlot *catalog_graph_slot(const SchemaGraph *g);

/* ---- below the cache (catalog.c) ---- */

/* The schema OIDs the graph of `schemas` covers, in order (the rules and errors above). */
List	   *catalog_namespaces(ArrayType *schemas);

/* Reads the graph of those schemas from the catalog now, into CurrentMemoryContext;
 * *type_oids (when not NULL): the distinct types of its columns. */
SchemaGraph *catalog_read_graph(List *namespaces, List **type_oids);

#endif
