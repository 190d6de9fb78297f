/*
 * citus_shards.h — the Citus shards stored on this node, so the schema graph leaves them out.
 */
#ifndef DTFIXUP_PG_CATALOG_CITUS_SHARDS_H
#define DTFIXUP_PG_CATALOG_CITUS_SHARDS_H

#include "postgres.h"

#include "utils/hsearch.h"

/*
 * The relation OIDs of the Citus shards placed on this node (a set keyed by Oid, in
 * CurrentMemoryContext), or NULL when the database has no citus extension.  A shard is a
 * table of its own (e.g. stadium_102008 beside stadium) that Citus hides from most
 * catalog queries only while citus.override_table_visibility is on and the
 * application_name is not in citus.show_shards_for_app_name_prefixes, so the graph does
 * not rely on that: it reads Citus's metadata (pg_dist_shard, pg_dist_placement of this
 * node's group) by SQL, never linking to Citus.  Runs inside the caller's SPI connection.
 */
HTAB	   *citus_local_shards(void);

/* Whether relid is one of them (false when shards is NULL). */
bool		citus_is_local_shard(HTAB *shards, Oid relid);

#endif
