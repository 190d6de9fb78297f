/*
 * column_statistics.c — a graph column's statistics (column_statistics.h).
 */
#include "pg/dtfixup.h"
#include "pg/answer/column_statistics.h"

#include "utils/rls.h"
#include "utils/syscache.h"

bool
column_statistics_read(const SchemaGraph *g, int c, bool (*read) (HeapTuple tuple, void *arg),
					   void *arg)
{
	Oid			relid = (Oid) g->tables[g->columns[c].table].relid;
	bool		found = false;

	if (relid == InvalidOid || g->columns[c].attnum <= 0 ||
		check_enable_rls(relid, InvalidOid, true) == RLS_ENABLED)
		return false;
	for (int inh = 0; inh <= 1 && !found; inh++)
	{
		HeapTuple	tup = SearchSysCache3(STATRELATTINH, ObjectIdGetDatum(relid),
										  Int16GetDatum((int16) g->columns[c].attnum),
										  BoolGetDatum(inh == 1));

		if (!HeapTupleIsValid(tup))
			continue;
		found = read(tup, arg);
		ReleaseSysCache(tup);
	}
	return found;
}
