/*
 * model_file_cache.h — one copy per server of each stored model version that backends use:
 * files under the data directory that every backend maps read-only (shared_weights.h).
 *
 * Why files: PostgreSQL 15 has no DSM registry, and without shared_preload_libraries an
 * extension cannot reserve shared memory at start-up; the page cache is the memory every
 * process already shares.  A version of a stored model is the checkpoint row that is its
 * current one: its id (from a sequence, never reused), the row's xmin (so that a file left
 * by a dropped database whose OID came back cannot pass for a row of the new one) and the
 * database's OID name the file
 *
 *     $PGDATA/pg_dtfixup_cache/<database oid>_<checkpoint id>_<xmin>.ckpt
 *
 * whose bytes are exactly the row's weights, never modified once renamed into place.
 *
 * Which version a backend uses is decided in SQL, as the caller: model_file_cache_current
 * reads the model's current checkpoint (id, xmin, size, checksum; it names the weights
 * column, so a role that may not read the weights gets the same permission error as
 * before), under the caller's snapshot.  So nl2sql while the model is being retrained
 * sees the old version until the new checkpoint commits, then the new one, exactly as
 * with private copies; the files are only a cache of rows the caller could read anyway.
 *
 * Creating a file: the first backend that needs a version reads the row's weights (as
 * the caller), writes them to a temporary file (mode 0600, the data directory's owner
 * only), fsyncs it and renames it into place: the rename is the commit point, so a file
 * under a final name is complete; a crash leaves at most a temporary file, removed by the
 * next sweep once its writer is gone.  Two backends creating the same version both write
 * and rename; the last rename wins and both files hold the same bytes.  Every mapping is
 * validated (size and checksum against the row, then the reader's full check, CRC
 * included): a file that fails is logged, removed and written again from the row, never
 * used.  When the file cannot be written (disk full, read-only data directory) the backend
 * warns and keeps a private copy.
 *
 * Eviction: a file is only a cache, so removing one is always safe (a backend that maps
 * it keeps its mapping of the unlinked file; one that needs it again writes it again).
 * A backend that sees a model it had loaded change or disappear removes the old version's
 * file, and after writing a file it sweeps the directory: temporary files of processes
 * that no longer exist, files of this database's versions that are no longer current, and
 * then the least recently used files until the directory holds at most
 * MODEL_FILE_CACHE_MAX_BYTES.  dtfixup_trim_model_cache(max_bytes) sweeps on demand.
 */
#ifndef DTFIXUP_PG_MODEL_FILE_CACHE_H
#define DTFIXUP_PG_MODEL_FILE_CACHE_H

#include "postgres.h"

#include "pg/store/shared_weights.h"

/* The sweep keeps the directory at most this large (the file just used always stays). */
#define MODEL_FILE_CACHE_MAX_BYTES (INT64CONST(2) << 30)

/* A stored model version: its current checkpoint row. */
typedef struct StoredVersion
{
	int64		checkpoint_id;
	TransactionId xmin;			/* of the checkpoint row */
	int64		size;			/* bytes of the checkpoint */
	uint32		checksum;		/* the CRC-32C in its last 4 bytes */
} StoredVersion;

static inline bool
stored_version_equal(const StoredVersion *a, const StoredVersion *b)
{
	return a->checkpoint_id == b->checkpoint_id && a->xmin == b->xmin;
}

/*
 * The model's current version as the caller sees it (one index probe, run as the caller:
 * the privilege check of loading a model).  false when there is no such model.
 */
bool		model_file_cache_current(const char *name, StoredVersion *v);

/*
 * Map the weights of version *v of the named model from its cache file, writing the file
 * first when there is none or it is damaged.  When the row is gone meanwhile (a statement
 * of another snapshot), the model's version current now is used and *v updated.  Returns
 * false with err filled when the stored bytes themselves are not a valid checkpoint; an
 * unknown model is ERRCODE_UNDEFINED_OBJECT.  On success *ckpt describes the bytes (free
 * it with dt_checkpoint_free).
 */
bool		model_file_cache_attach(const char *name, StoredVersion *v, SharedWeights *w,
									DtCheckpoint *ckpt, DtError *err);

/* Remove the file of version *v of this database, if any (it is no longer current). */
void		model_file_cache_forget(const StoredVersion *v);

/*
 * Remove temporary files of processes that are gone, files of this database's versions
 * that are not current (as the caller sees the store), then least recently used files
 * until at most max_bytes remain; keep_path (may be NULL) always stays.  Returns the
 * number of files removed.
 */
int64		model_file_cache_sweep(int64 max_bytes, const char *keep_path);

#endif
