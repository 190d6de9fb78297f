/*
 * citus_shards.c — see citus_shards.h.
 */
#include "pg/dtfixup.h"
#include "pg/catalog/citus_shards.h"
#include "pg/citus.h"

#include "executor/spi.h"

/*
 * shard_name() spells a shard's name as Citus made it (a long table name is shortened and
 * given a hash before the shard id); to_regclass() gives its OID where it exists here.  A
 * shard placed on another node has no relation here and is skipped by the placement's
 * group.  Citus grants SELECT on this metadata to every role.
 */
static const char *const local_shards_query =
"SELECT pg_catalog.to_regclass(pg_catalog.shard_name(s.logicalrelid, s.shardid))::pg_catalog.oid"
"  FROM pg_catalog.pg_dist_shard s"
"  JOIN pg_catalog.pg_dist_placement p ON p.shardid = s.shardid"
" WHERE p.groupid = (SELECT groupid FROM pg_catalog.pg_dist_local_group)";

HTAB *
citus_local_shards(void)
{
	HASHCTL		ctl = {0};
	HTAB	   *shards;

	if (!citus_is_installed())
		return NULL;
	ctl.keysize = sizeof(Oid);
	ctl.entrysize = sizeof(Oid);
	ctl.hcxt = CurrentMemoryContext;
	shards = hash_create("dtfixup citus shards", 256, &ctl, HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
	if (SPI_execute(local_shards_query, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: reading the Citus shards of this node failed");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		Datum		d = SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull);
		Oid			relid = isnull ? InvalidOid : DatumGetObjectId(d);

		if (OidIsValid(relid))
			hash_search(shards, &relid, HASH_ENTER, NULL);
	}
	SPI_freetuptable(SPI_tuptable);
	return shards;
}

bool
citus_is_local_shard(HTAB *shards, Oid relid)
{
	return shards != NULL && hash_search(shards, &relid, HASH_FIND, NULL) != NULL;
}
