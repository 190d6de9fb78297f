/*
 * empty_tables.c — the tables of a schema graph that hold no rows (empty_tables.h).
 */
#include "pg/dtfixup.h"
#include "pg/catalog/empty_tables.h"

#include "access/htup_details.h"
#include "catalog/pg_class.h"
#include "commands/extension.h"
#include "utils/syscache.h"

/* Whether the catalog counts no row in the base table relid (analyzed or vacuumed). */
static bool
counted_empty(Oid relid)
{
	bool		empty = false;
#if PG_VERSION_NUM >= 140000
	HeapTuple	tup = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));

	if (!HeapTupleIsValid(tup))
		return false;
	{
		Form_pg_class rel = (Form_pg_class) GETSTRUCT(tup);

		empty = rel->relkind == RELKIND_RELATION && rel->reltuples == 0 && rel->relpages == 0;
	}
	ReleaseSysCache(tup);
#else
	(void) relid;
#endif
	return empty;
}

bool *
empty_tables_find(const SchemaGraph *g)
{
	bool	   *empty = NULL;

	/* on a Citus coordinator a distributed table is an empty shell, its rows on the
	 * workers: the catalog's count says nothing there */
	if (OidIsValid(get_extension_oid("citus", true)))
		return NULL;
	for (int x = 0; x < g->n_tables; x++)
	{
		if (g->tables[x].kind != SG_TABLE || g->tables[x].relid == InvalidOid ||
			!counted_empty((Oid) g->tables[x].relid))
			continue;
		if (empty == NULL)
			empty = palloc0(sizeof(bool) * (g->n_tables + 1));
		empty[x] = true;
	}
	return empty;
}
