/*
 * model_cache.c — per-backend cache of loaded parsers (model_cache.h).
 */
#include "pg/model_cache.h"

#include "utils/memutils.h"

#include "pg/device.h"
#include "pg/dtfixup.h"
#include "pg/general_model.h"
#include "pg/model_store.h"

typedef struct CachedModel
{
	char	   *name;			/* NULL: free slot */
	ModelStoreToken token;
	Parser	   *parser;
	MemoryContext mcxt;			/* owns name and the parser's dt_alloc'ed parts */
	uint64		last_used;
} CachedModel;

static CachedModel cache[MODEL_CACHE_SLOTS];
static uint64 use_clock = 0;

const char *
model_cache_resolve_name(const char *name)
{
	if (name != NULL && name[0] != '\0')
		return name;
	if (dtfixup_model_name != NULL && dtfixup_model_name[0] != '\0')
		return dtfixup_model_name;
	/* no model named anywhere: the installed general model answers */
	return GENERAL_MODEL_NAME;
}

static void
evict(CachedModel *slot)
{
	if (slot->parser)
		parser_free(slot->parser);
	if (slot->mcxt)
		MemoryContextDelete(slot->mcxt);
	memset(slot, 0, sizeof(*slot));
}

static CachedModel *
find_slot(const char *name)
{
	for (int i = 0; i < MODEL_CACHE_SLOTS; i++)
		if (cache[i].name != NULL && strcmp(cache[i].name, name) == 0)
			return &cache[i];
	return NULL;
}

static CachedModel *
free_slot(void)
{
	CachedModel *oldest = &cache[0];

	for (int i = 0; i < MODEL_CACHE_SLOTS; i++)
	{
		if (cache[i].name == NULL)
			return &cache[i];
		if (cache[i].last_used < oldest->last_used)
			oldest = &cache[i];
	}
	evict(oldest);
	return oldest;
}

/* Deserialise into a fresh context; on any error the context (and parser) go away. */
static void
load_into(CachedModel *slot, const char *name)
{
	MemoryContext mcxt = AllocSetContextCreate(TopMemoryContext, "dtfixup model",
											   ALLOCSET_DEFAULT_SIZES);
	MemoryContext old;
	ModelStoreToken token;
	bytea	   *bytes;
	Parser	   *parser;
	DtError		err = {0};

	PG_TRY();
	{
		bytes = model_store_load_current(name, CurrentMemoryContext, &token);
		old = MemoryContextSwitchTo(mcxt);
		parser = parser_deserialize(VARDATA(bytes), VARSIZE(bytes) - VARHDRSZ, &err);
		MemoryContextSwitchTo(old);
		pfree(bytes);
		if (parser == NULL)
			ereport(ERROR,
					(errcode(dtfixup_sqlstate(err.code)),
					 errmsg("dtfixup model \"%s\" cannot be loaded: %s", name, err.message),
					 err.detail[0] ? errdetail("%s", err.detail) : 0));
	}
	PG_CATCH();
	{
		MemoryContextDelete(mcxt);
		PG_RE_THROW();
	}
	PG_END_TRY();
	slot->name = MemoryContextStrdup(mcxt, name);
	slot->token = token;
	slot->parser = parser;
	slot->mcxt = mcxt;
}

Parser *
model_cache_get(const char *name)
{
	CachedModel *slot;
	ModelStoreToken now;

	name = model_cache_resolve_name(name);
	slot = find_slot(name);
	if (slot != NULL && !(model_store_current_token(name, &now) &&
						  model_store_token_equal(&now, &slot->token)))
	{
		evict(slot);			/* changed or dropped: free the old copy first */
		slot = NULL;
	}
	if (slot == NULL)
	{
		slot = free_slot();
		load_into(slot, name);
	}
	slot->last_used = ++use_clock;
	/* after any load: a parser being created sets OpenBLAS's threads from its own option */
	dtfixup_apply_blas_threads();
	return slot->parser;
}
