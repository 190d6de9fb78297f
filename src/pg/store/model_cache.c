/*
 * model_cache.c — per-backend cache of parsers over shared weights (model_cache.h), and
 *   dtfixup_loaded_models() RETURNS TABLE (model text, version bigint, weights text,
 *       file text, mapped_bytes bigint, private_bytes bigint, scratch_bytes bigint)
 * which shows them (model_cache.h).
 */
#include "pg/store/model_cache.h"

#include <unistd.h>

#include "access/xact.h"
#include "fmgr.h"
#include "funcapi.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/varlena.h"

#include "pg/device.h"
#include "pg/dtfixup.h"
#include "pg/store/general_model.h"
#include "pg/store/model_file_cache.h"
#include "pg/store/model_store.h"
#include "pg/parser_device.h"
#include "pg/store/shared_weights.h"

PG_FUNCTION_INFO_V1(dtfixup_loaded_models);

typedef struct CachedModel
{
	char	   *name;			/* NULL: free slot */
	bool		general;		/* the installed general model, else a stored one */
	int			member;			/* general: which of its installed parsers (general_model.h) */
	StoredVersion version;		/* a stored model's checkpoint it was loaded from */
	SharedWeights weights;		/* the checkpoint bytes the parser's tensors point into */
	Parser	   *parser;
	MemoryContext mcxt;			/* owns name and the parser's dt_alloc'ed parts */
	uint64		last_used;
} CachedModel;

static CachedModel cache[MODEL_CACHE_SLOTS];
static uint64 use_clock = 0;

/* The parsers whose scratch may be allocated: those of the last question (model_cache.h). */
static Parser *scratch_owners[PARSER_MAX_ENSEMBLE];
static int	n_scratch_owners = 0;
static bool xact_callback_registered = false;

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

bool
model_cache_is_general(const char *name)
{
	return general_model_is(model_cache_resolve_name(name));
}

static void
evict(CachedModel *slot)
{
	for (int i = 0; i < n_scratch_owners; i++)
		if (scratch_owners[i] == slot->parser)
			scratch_owners[i] = scratch_owners[--n_scratch_owners];
	if (slot->parser)
		parser_free(slot->parser);
	/* after the parser: its tensors pointed into these bytes */
	shared_weights_release(&slot->weights);
	if (slot->mcxt)
		MemoryContextDelete(slot->mcxt);
	memset(slot, 0, sizeof(*slot));
}

static CachedModel *
find_slot(const char *name, int member)
{
	for (int i = 0; i < MODEL_CACHE_SLOTS; i++)
		if (cache[i].name != NULL && strcmp(cache[i].name, name) == 0 &&
			cache[i].member == member)
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

static void
report_cannot_load(const char *name, const DtError *err)
{
	ereport(ERROR,
			(errcode(dtfixup_sqlstate(err->code)),
			 errmsg("dtfixup model \"%s\" cannot be loaded: %s", name, err->message),
			 err->detail[0] ? errdetail("%s", err->detail) : 0));
}

/*
 * Map the model's weights and build an inference-only parser over them, in a fresh
 * context; on any error the mapping and the context go away and the slot stays free.
 * The slot is static memory, so what the PG_TRY block writes into it survives longjmp.
 */
static void
load_into(CachedModel *slot, const char *name, int member, bool general,
		  const StoredVersion *version)
{
	MemoryContext mcxt = AllocSetContextCreate(TopMemoryContext, "dtfixup model",
											   ALLOCSET_DEFAULT_SIZES);
	MemoryContext old = MemoryContextSwitchTo(mcxt);
	StoredVersion v;
	DtCheckpoint ckpt;
	Parser	   *parser;
	DtError		err = {0};

	memset(slot, 0, sizeof(*slot));
	if (!general)
		v = *version;
	PG_TRY();
	{
		bool		mapped = general ? general_model_map(member, &slot->weights, &ckpt, &err)
			: model_file_cache_attach(name, &v, &slot->weights, &ckpt, &err);

		if (!mapped)
			report_cannot_load(name, &err);
		parser = parser_from_checkpoint_borrowed(&ckpt, &err);
		dt_checkpoint_free(&ckpt);
		if (parser == NULL)
			report_cannot_load(name, &err);
	}
	PG_CATCH();
	{
		MemoryContextSwitchTo(old);
		shared_weights_release(&slot->weights);
		MemoryContextDelete(mcxt);
		memset(slot, 0, sizeof(*slot));
		PG_RE_THROW();
	}
	PG_END_TRY();
	MemoryContextSwitchTo(old);
	slot->name = MemoryContextStrdup(mcxt, name);
	slot->general = general;
	slot->member = member;
	if (!general)
		slot->version = v;
	slot->parser = parser;
	slot->mcxt = mcxt;
}

/* The stored model this session had loaded is gone: say so rather than only "unknown"
 * (dropped, or created in a transaction that rolled back after this session used it). */
static void
report_dropped(const char *name, int64 checkpoint_id)
{
	ereport(ERROR,
			(errcode(ERRCODE_UNDEFINED_OBJECT),
			 errmsg("model \"%s\" does not exist", name),
			 errdetail("This session had loaded checkpoint " INT64_FORMAT " of the model; the model has been dropped since (or its creation rolled back).",
					   checkpoint_id),
			 errhint("SELECT name FROM dtfixup.dtfixup_models lists the stored models.")));
}

static void
report_undefined(const char *name)
{
	ereport(ERROR,
			(errcode(ERRCODE_UNDEFINED_OBJECT),
			 errmsg("model \"%s\" does not exist", name),
			 errhint("SELECT name FROM dtfixup.dtfixup_models lists the stored models.")));
}

/*
 * At the end of every transaction: scratch grown past MODEL_CACHE_SCRATCH_KEEP_BYTES by an
 * unusually large question is given back instead of being kept by an idle backend.
 */
static void
release_large_scratch(XactEvent event, void *arg)
{
	if (event != XACT_EVENT_COMMIT && event != XACT_EVENT_ABORT)
		return;
	for (int i = 0; i < n_scratch_owners; i++)
		if (parser_scratch_bytes(scratch_owners[i]) > MODEL_CACHE_SCRATCH_KEEP_BYTES)
			parser_release_scratch(scratch_owners[i]);
}

/* Only the parsers about to be used keep scratch: a backend answers one question at a
 * time, with one model or one ensemble. */
static void
use_scratch_of(Parser *const *parsers, int n)
{
	if (!xact_callback_registered)
	{
		RegisterXactCallback(release_large_scratch, NULL);
		xact_callback_registered = true;
	}
	for (int i = 0; i < n_scratch_owners; i++)
	{
		bool		kept = false;

		for (int j = 0; j < n; j++)
			kept |= scratch_owners[i] == parsers[j];
		if (!kept)
			parser_release_scratch(scratch_owners[i]);
	}
	for (int j = 0; j < n; j++)
		scratch_owners[j] = parsers[j];
	n_scratch_owners = n;
}

/* The cached parser of the model called name (member: which of the general model's
 * parsers, else 0), loaded or reloaded as needed and placed on backend. */
static Parser *
cached_parser(const char *name, int member, const char *backend)
{
	CachedModel *slot;
	StoredVersion now = {0};
	bool		general;

	name = model_cache_resolve_name(name);
	general = general_model_is(name);
	slot = find_slot(name, member);
	if (general)
	{
		/*
		 * Reinstalled (another inode, size or mtime) or removed: map the file again.  But
		 * while the new file cannot be read yet, keep answering with the mapping this backend
		 * has: `install` creates the new file with mode 0600 and only then makes it readable,
		 * and every call in that moment would fail with "Permission denied" (measured: 337
		 * calls of one session in 6 ms during a make install).
		 */
		if (slot != NULL && !shared_weights_unchanged(&slot->weights, false) &&
			access(general_model_member_path(member), R_OK) == 0)
		{
			evict(slot);
			slot = NULL;
		}
	}
	else if (!model_file_cache_current(name, &now))
	{
		if (slot != NULL)
		{
			StoredVersion gone = slot->version;

			evict(slot);
			model_file_cache_forget(&gone);
			report_dropped(name, gone.checkpoint_id);
		}
		report_undefined(name);
	}
	else if (slot != NULL && !stored_version_equal(&slot->version, &now))
	{
		/* a new checkpoint is current: the old version's file is not needed any more */
		StoredVersion replaced = slot->version;

		evict(slot);
		slot = NULL;
		model_file_cache_forget(&replaced);
	}
	else if (slot != NULL && !shared_weights_unchanged(&slot->weights, true))
	{
		/* the cache file was rewritten in place or replaced: validate it again */
		evict(slot);
		slot = NULL;
	}
	if (slot == NULL)
	{
		slot = free_slot();
		load_into(slot, name, member, general, &now);
	}
	slot->last_used = ++use_clock;
	{
		DtError		err = {0};

		/* a parser that failed to move may have lost its buffers: it leaves the cache */
		if (!dtfixup_parser_place(slot->parser, backend, &err))
		{
			evict(slot);
			dtfixup_parser_place_error(backend, &err);
		}
	}
	return slot->parser;
}

Parser *
model_cache_get(const char *name, const char *backend)
{
	Parser	   *parser = cached_parser(name, 0, backend);

	use_scratch_of(&parser, 1);
	/* after any load: a parser being created sets OpenBLAS's threads from its own option */
	dtfixup_apply_blas_threads();
	return parser;
}

/* One parser of an ensemble: a model name and, for the general model, which installed file. */
typedef struct EnsembleMember
{
	const char *name;
	int			member;
} EnsembleMember;

/* Add name (with all of the general model's installed parsers, within
 * dtfixup.general_members) to the n members so far, unless it is there already. */
static int
add_members(EnsembleMember *m, int n, const char *name)
{
	int			count = 1;

	for (int i = 0; i < n; i++)
		if (strcmp(m[i].name, name) == 0)
			return n;
	if (general_model_is(name))
	{
		count = general_model_members();
		if (dtfixup_general_members > 0 && dtfixup_general_members < count)
			count = dtfixup_general_members;
	}
	if (n + count > PARSER_MAX_ENSEMBLE)
	{
		/* only a stored model's members, with dtfixup.ensemble's stored models, can pass
		 * the limit without the general model */
		bool		by_members = n > 0 && !general_model_is(m[0].name) && !general_model_is(name);

		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("too many parsers to decode together: at most %d", PARSER_MAX_ENSEMBLE),
				 by_members
				 ? errdetail("Model \"%s\" decodes with its members and dtfixup.ensemble adds \"%s\".",
							 m[0].name, dtfixup_ensemble)
				 : errdetail("The general model has %d installed parsers and dtfixup.ensemble adds \"%s\".",
							 general_model_members(), dtfixup_ensemble),
				 errhint("%s", by_members
						 ? "Name fewer models in dtfixup.ensemble, or learn the model with fewer \"members\"."
						 : "Name fewer models in dtfixup.ensemble, or SET dtfixup.general_members to use fewer of the general model's parsers.")));
	}
	for (int k = 0; k < count; k++)
	{
		m[n].name = name;
		m[n].member = k;
		n++;
	}
	return n;
}

int
model_cache_get_ensemble(const char *name, const char *backend, Parser **parsers)
{
	EnsembleMember members[PARSER_MAX_ENSEMBLE];
	const char *asked = model_cache_resolve_name(name);
	char	   *own[MODEL_STORE_MAX_MEMBERS];
	int			n_own = model_store_members(asked, CurrentMemoryContext, own, MODEL_STORE_MAX_MEMBERS);
	int			n = add_members(members, 0, asked);

	/* the asked model's own members (dtfixup_learn's parsers beside it) decode with it */
	for (int i = 0; i < n_own; i++)
		n = add_members(members, n, own[i]);

	if (dtfixup_ensemble != NULL && dtfixup_ensemble[0] != '\0')
	{
		char	   *list = pstrdup(dtfixup_ensemble);
		List	   *others;
		ListCell   *lc;

		/* checked when set (dtfixup.c) */
		if (!SplitGUCList(list, ',', &others))
			elog(ERROR, "dtfixup.ensemble is not a list of names");
		foreach(lc, others)
			n = add_members(members, n, (const char *) lfirst(lc));
	}
	/* at most MODEL_CACHE_SLOTS parsers: loading one never evicts another of this call,
	 * each being newer than any slot it could evict */
	StaticAssertStmt(PARSER_MAX_ENSEMBLE <= MODEL_CACHE_SLOTS,
					 "an ensemble must fit in the model cache");
	for (int i = 0; i < n; i++)
		parsers[i] = cached_parser(members[i].name, members[i].member, backend);
	use_scratch_of(parsers, n);
	dtfixup_apply_blas_threads();
	return n;
}

Datum
dtfixup_loaded_models(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	InitMaterializedSRF(fcinfo, 0);
	for (int i = 0; i < MODEL_CACHE_SLOTS; i++)
	{
		const CachedModel *slot = &cache[i];
		Datum		values[7];
		bool		nulls[7] = {false};

		if (slot->name == NULL)
			continue;
		values[0] = CStringGetTextDatum(slot->name);
		nulls[1] = slot->general;
		values[1] = Int64GetDatum(slot->version.checkpoint_id);
		values[2] = CStringGetTextDatum(slot->weights.mapped && parser_weights_borrowed(slot->parser)
										? "shared" : "private");
		nulls[3] = !slot->weights.mapped;
		values[3] = slot->weights.mapped ? CStringGetTextDatum(slot->weights.path) : (Datum) 0;
		values[4] = Int64GetDatum(slot->weights.mapped ? (int64) slot->weights.len : 0);
		values[5] = Int64GetDatum((int64) parser_owned_parameter_bytes(slot->parser) +
								  (slot->weights.mapped ? 0 : (int64) slot->weights.len));
		values[6] = Int64GetDatum((int64) parser_scratch_bytes(slot->parser));
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}
