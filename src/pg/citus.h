/*
 * citus.h — what dtfixup does differently in a database with the citus extension
 * (docs/citus.md).  No link to Citus: only its catalog and its errors are read.
 */
#ifndef DTFIXUP_PG_CITUS_H
#define DTFIXUP_PG_CITUS_H

#include "postgres.h"

/* Whether this database has the citus extension (a syscache look-up). */
bool		citus_is_installed(void);

/*
 * Citus refuses a query it cannot plan or run on the cluster (a join of tables that are
 * not co-located without citus.enable_repartition_joins, a subquery it cannot push down)
 * with SQLSTATE XX000, which says "internal error".  Raised while running generated SQL
 * in a database with Citus, such an error is re-raised as 0A000 (feature_not_supported)
 * with Citus's message and hint, and the query in the detail.  Other errors: returns.
 */
void		citus_rethrow_unsupported(ErrorData *edata, const char *sql);

#endif
