/*
 * model_store.h — models kept in tables of schema dtfixup (sql/install/50_model_store.sql).
 *
 * A model is a row of dtfixup.models (name, owner, config, metrics, description, current
 * checkpoint) with its checkpoints (dtfixup.checkpoints: the bytes of model/checkpoint.h,
 * one row per save), its training log and the roles its owner granted write access to.
 *
 * Access rules (README.md, "The model store"):
 *   - everyone who may use schema dtfixup can read every model (SELECT is granted to PUBLIC
 *     on the tables; a DBA who wants private models revokes it, see the README);
 *   - any role may create a model under a new name; it becomes the model's owner;
 *   - only a role with the privileges of the owner, or of a role the owner granted the
 *     model to, may overwrite it (new checkpoint, import with replace, log, description)
 *     or drop it; only the owner may grant and revoke.
 * Nobody has INSERT/UPDATE/DELETE on the tables: writes happen here, after the rights
 * check, as the tables' owner (the extension's installer) with search_path pinned to
 * pg_catalog, pg_temp.  Reads run as the calling role.
 *
 * Every function connects to SPI itself, so it may be called with or without an open SPI
 * connection.  Nothing here commits: a save is part of the caller's transaction (the
 * trainer commits a checkpoint per epoch by committing after model_store_save_checkpoint).
 * Errors are ereport(ERROR): ERRCODE_UNDEFINED_OBJECT for an unknown model,
 * ERRCODE_INSUFFICIENT_PRIVILEGE for a role that may not write it, ERRCODE_DATA_CORRUPTED
 * for checkpoint bytes that do not validate.
 */
#ifndef DTFIXUP_PG_MODEL_STORE_H
#define DTFIXUP_PG_MODEL_STORE_H

#include "postgres.h"

#include "utils/palloc.h"

#include "model/checkpoint.h"
#include "pg/store/model_token.h"

/* Longest model name accepted (bytes). */
#define MODEL_STORE_MAX_NAME_LEN 200

/*
 * Store a checkpoint as the model's current one, creating the model (owned by the current
 * role) when the name is new.  bytes/len must be a valid checkpoint (validated again here).
 * config_json becomes the model's config (a JSON object; NULL = the checkpoint's own
 * config); metrics_json (NULL allowed) is stored with the checkpoint and as the model's
 * metrics.  Earlier checkpoints are kept (see model_store_prune_checkpoints).  Returns
 * the new checkpoint's id.
 */
int64		model_store_save_checkpoint(const char *name, const char *config_json,
										const char *bytes, Size len,
										int32 epoch, int64 step, const char *metrics_json);

/*
 * The current checkpoint's bytes, detoasted into mcxt as a bytea (bytes = VARDATA(result),
 * len = VARSIZE(result) - VARHDRSZ).  Fills *token when token is not NULL.  The bytes are
 * returned as stored; validate them with dt_checkpoint_read before use.
 */
bytea	   *model_store_load_current(const char *name, MemoryContext mcxt, ModelStoreToken *token);

/*
 * The ids of the model's newest checkpoints, at most last of them, newest first, the
 * current one included and none saved after it (palloc'ed; *n says how many).  An unknown
 * model is an error; the installed general model too (it has no checkpoint history).
 */
int64	   *model_store_recent_checkpoints(const char *name, int32 last, int *n);

/* One checkpoint's bytes, detoasted into mcxt (ERRCODE_UNDEFINED_OBJECT when it is gone). */
bytea	   *model_store_load_checkpoint(const char *name, int64 id, MemoryContext mcxt);

/* Fill *token and return true, or return false when there is no such model. */
bool		model_store_current_token(const char *name, ModelStoreToken *token);

static inline bool
model_store_token_equal(const ModelStoreToken *a, const ModelStoreToken *b)
{
	return a->checkpoint_id == b->checkpoint_id && a->row_xmin == b->row_xmin;
}

/*
 * Error out unless the current role may write the model.  Returns true when the model
 * exists (and may be written), false when it does not exist (any role may create it).
 * A trainer calls this before training, not only at the first save.
 */
bool		model_store_check_can_write(const char *name);

/* Append a row to the model's training log (write access needed; metrics_json may be NULL;
 * loss may be NaN for "not measured"). */
void		model_store_log(const char *name, int32 epoch, int64 step, double loss,
							const char *metrics_json);

/* Delete all but the newest keep_last checkpoints (never the current one); returns how
 * many were deleted.  Write access needed. */
int64		model_store_prune_checkpoints(const char *name, int32 keep_last);

/*
 * Import checkpoint bytes as a model: validated fully first (nothing is written for bad
 * bytes).  An existing model is an error unless replace; replacing needs write access and
 * starts the model over (its checkpoints and training log are deleted; owner, grants,
 * description and creation time stay).  Epoch and step come from the checkpoint header.
 */
void		model_store_import(const char *name, const char *bytes, Size len, bool replace);

/* The errors model_store_import(name, ..., replace) would raise for the name alone, raised
 * now: for a caller about to compute the bytes at length (the lock is not kept). */
void		model_store_check_importable(const char *name, bool replace);

/* Drop a model with its checkpoints, log and grants (write access needed). */
void		model_store_drop(const char *name);

/* Let grantee write the model, or stop letting it (only the owner may). */
void		model_store_grant(const char *name, Oid grantee);
void		model_store_revoke(const char *name, Oid grantee);

/*
 * A model's members: other stored models that decode with it as one ensemble (the parsers
 * dtfixup_learn trains beside it), listed in its row.  model_store_members gives those that
 * exist, in order, copied into mcxt (none for the general model); model_store_set_members
 * replaces the list (write access to the model needed; each member must exist).  Dropping
 * the model drops its members.
 */
#define MODEL_STORE_MAX_MEMBERS 3
int			model_store_members(const char *name, MemoryContext mcxt, char **out, int max);
void		model_store_set_members(const char *name, const char *const *members, int n);

/* Set the model's description (write access needed; NULL clears it). */
void		model_store_set_description(const char *name, const char *description);

/*
 * Validate checkpoint bytes for use inside the database: dt_checkpoint_read plus a config
 * that is a JSON object and names that are valid in the database encoding.  ereports
 * (ERRCODE_DATA_CORRUPTED, or FEATURE_NOT_SUPPORTED for a newer format) on failure.
 * Free *ckpt with dt_checkpoint_free (or with its memory context).
 */
void		model_store_validate_checkpoint(const char *bytes, Size len, DtCheckpoint *ckpt);

#endif
