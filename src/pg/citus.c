/*
 * citus.c — see citus.h.
 */
#include "pg/dtfixup.h"
#include "pg/citus.h"

#include "commands/extension.h"

bool
citus_is_installed(void)
{
	return OidIsValid(get_extension_oid("citus", true));
}

void
citus_rethrow_unsupported(ErrorData *edata, const char *sql)
{
	if (edata->sqlerrcode != ERRCODE_INTERNAL_ERROR || edata->message == NULL)
		return;
	FlushErrorState();
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("Citus cannot run the generated query: %s", edata->message),
			 errdetail("The query: %s", sql),
			 edata->hint ? errhint("%s", edata->hint) : 0));
}
