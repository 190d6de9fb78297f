/*
 * model_file_cache.c — stored model versions as files all backends map (model_file_cache.h),
 * and the SQL function
 *   dtfixup_trim_model_cache(max_bytes bigint) RETURNS bigint
 * that sweeps the directory on demand.
 */
#include "pg/store/model_file_cache.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "storage/fd.h"
#include "utils/builtins.h"
#include "utils/memutils.h"

#include "pg/dtfixup.h"
#include "pg/store/cache_dir.h"
#include "pg/store/general_model.h"

PG_FUNCTION_INFO_V1(dtfixup_trim_model_cache);

static void
version_path(Oid dboid, const StoredVersion *v, char *buf, size_t len)
{
	snprintf(buf, len, "%s/%u_" INT64_FORMAT "_%u.ckpt", MODEL_FILE_CACHE_DIR, dboid,
			 v->checkpoint_id, v->xmin);
}

/* ---- reading the store (as the caller) ---- */

static const char *current_version_sql =
"SELECT c.id, c.xmin, c.checksum, octet_length(c.weights)::bigint "
"FROM dtfixup.models m JOIN dtfixup.checkpoints c ON c.id = m.current_checkpoint "
"WHERE m.name = $1";

/* id, xmin, checksum from columns first_col.. of the first row of SPI's result */
static void
version_from_row(int first_col, StoredVersion *v)
{
	bool		isnull;
	HeapTuple	row = SPI_tuptable->vals[0];
	TupleDesc	desc = SPI_tuptable->tupdesc;

	v->checkpoint_id = DatumGetInt64(SPI_getbinval(row, desc, first_col, &isnull));
	v->xmin = DatumGetTransactionId(SPI_getbinval(row, desc, first_col + 1, &isnull));
	v->checksum = (uint32) DatumGetInt64(SPI_getbinval(row, desc, first_col + 2, &isnull));
}

bool
model_file_cache_current(const char *name, StoredVersion *v)
{
	Oid			types[1] = {TEXTOID};
	Datum		values[1] = {CStringGetTextDatum(name)};
	bool		found;
	int			rc;

	SPI_connect();
	rc = SPI_execute_with_args(current_version_sql, 1, types, values, NULL, true, 1);
	if (rc != SPI_OK_SELECT)
		elog(ERROR, "model store statement failed (SPI code %d): %s", rc, current_version_sql);
	found = SPI_processed > 0;
	if (found)
	{
		bool		isnull;

		version_from_row(1, v);
		/* octet_length of a bytea reads its header only: the weights are not detoasted */
		v->size = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 4, &isnull));
	}
	SPI_finish();
	return found;
}

/* The current checkpoint's bytes and version in one statement (one snapshot), as the
 * caller; the bytes are detoasted into mcxt. */
static bytea *
fetch_current(const char *name, StoredVersion *v, MemoryContext mcxt)
{
	static const char *sql =
	"SELECT c.id, c.xmin, c.checksum, c.weights "
	"FROM dtfixup.models m JOIN dtfixup.checkpoints c ON c.id = m.current_checkpoint "
	"WHERE m.name = $1";
	Oid			types[1] = {TEXTOID};
	Datum		values[1] = {CStringGetTextDatum(name)};
	bool		isnull;
	int			rc;
	Datum		weights;
	MemoryContext old;
	bytea	   *result;

	SPI_connect();
	rc = SPI_execute_with_args(sql, 1, types, values, NULL, true, 1);
	if (rc != SPI_OK_SELECT)
		elog(ERROR, "model store statement failed (SPI code %d): %s", rc, sql);
	if (SPI_processed == 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("model \"%s\" does not exist", name),
				 errhint("SELECT name FROM dtfixup.dtfixup_models lists the stored models.")));
	version_from_row(1, v);
	weights = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 4, &isnull);
	old = MemoryContextSwitchTo(mcxt);
	result = (bytea *) PG_DETOAST_DATUM_COPY(weights);
	MemoryContextSwitchTo(old);
	v->size = (int64) (VARSIZE(result) - VARHDRSZ);
	SPI_finish();
	return result;
}

/* Mark a file as just used (its access time orders the sweep's eviction); its
 * modification time, which mappings compare, is left alone. */
static void
touch(const char *path)
{
	struct timespec times[2] = {{0, UTIME_NOW}, {0, UTIME_OMIT}};

	(void) utimensat(AT_FDCWD, path, times, 0);
}

/* ---- attach ---- */

/*
 * A version stored at half precision (a float16 export imported as a model) is cached as its
 * float32 widening, so that sessions can share it like any other version (float16 weights
 * cannot be used in place).  The widening carries a blob naming the stored checkpoint it
 * was made from (its CRC-32C and size), which is what tells it is this version's file.
 */
#define WIDENED_FROM_BLOB "cache.widened_from"

static void
widened_from_bytes(const StoredVersion *v, unsigned char buf[12])
{
	uint64		size = (uint64) v->size;

	for (int i = 0; i < 4; i++)
		buf[i] = (unsigned char) (v->checksum >> (8 * i));
	for (int i = 0; i < 8; i++)
		buf[4 + i] = (unsigned char) (size >> (8 * i));
}

static bool
is_widening_of(const DtCheckpoint *ckpt, const StoredVersion *v)
{
	const DtCheckpointBlob *b = dt_checkpoint_find_blob(ckpt, WIDENED_FROM_BLOB);
	unsigned char want[12];

	if (ckpt->dtype != DT_CHECKPOINT_DTYPE_FLOAT32 || b == NULL || b->len != sizeof(want))
		return false;
	widened_from_bytes(v, want);
	return memcmp(b->data, want, sizeof(want)) == 0;
}

/* True with *wide initialised and filled when bytes hold a valid float16 checkpoint; false
 * (nothing to free) otherwise, the bytes then cached as they are. */
static bool
widen_float16(const char *bytes, size_t len, const StoredVersion *v, DtStrBuf *wide)
{
	DtCheckpoint ck;
	DtError		err = {0};
	DtCheckpointBlob from;
	unsigned char tag[12];
	bool		ok;

	if (!dt_checkpoint_read(bytes, len, &ck, &err))
		return false;			/* mapping the bytes reports what is wrong with them */
	if (ck.dtype != DT_CHECKPOINT_DTYPE_FLOAT16 || dt_checkpoint_find_blob(&ck, WIDENED_FROM_BLOB))
	{
		dt_checkpoint_free(&ck);
		return false;
	}
	widened_from_bytes(v, tag);
	memset(&from, 0, sizeof(from));
	from.name = WIDENED_FROM_BLOB;
	from.data = tag;
	from.len = sizeof(tag);
	dt_strbuf_init(wide);
	ok = dt_checkpoint_convert_extra(&ck, DT_CHECKPOINT_DTYPE_FLOAT32, &from, wide, &err);
	dt_checkpoint_free(&ck);
	if (!ok)
		dt_strbuf_free(wide);
	return ok;
}

bool
model_file_cache_attach(const char *name, StoredVersion *v, SharedWeights *w, DtCheckpoint *ckpt,
						DtError *err)
{
	char		path[MAXPGPATH];
	SharedWeightsStatus status;
	DtError		ferr = {0};
	MemoryContext tmpcxt;
	bytea	   *bytes;
	const char *why = NULL;
	int			fd;

	version_path(MyDatabaseId, v, path, sizeof(path));
	status = shared_weights_map(path, w, ckpt, &ferr);
	if (status == SHARED_WEIGHTS_OK)
	{
		if (((int64) w->len == v->size && ckpt->checksum == v->checksum) || is_widening_of(ckpt, v))
		{
			touch(path);
			return true;
		}
		dt_error_set(&ferr, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
					 "it holds %zu bytes with checksum %08x, the checkpoint row " INT64_FORMAT
					 " bytes with checksum %08x", w->len, ckpt->checksum, v->size, v->checksum);
		dt_checkpoint_free(ckpt);
		shared_weights_release(w);
		status = SHARED_WEIGHTS_CORRUPT;
	}
	if (status == SHARED_WEIGHTS_CORRUPT)
	{
		ereport(LOG,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("dtfixup: model cache file \"%s\" is damaged, writing it again from the model store",
						path),
				 errdetail("%s", ferr.message)));
		if (unlink(path) != 0 && errno != ENOENT)
			ereport(ERROR,
					(errcode_for_file_access(),
					 errmsg("could not remove damaged model cache file \"%s\": %m", path)));
	}

	/* No usable file: read the row and write one. */
	tmpcxt = AllocSetContextCreate(CurrentMemoryContext, "dtfixup model bytes",
								   ALLOCSET_DEFAULT_SIZES);
	bytes = fetch_current(name, v, tmpcxt);
	version_path(MyDatabaseId, v, path, sizeof(path));
	{
		DtStrBuf	wide;
		bool		widened = widen_float16(VARDATA(bytes), VARSIZE(bytes) - VARHDRSZ, v, &wide);

		fd = widened ? cache_dir_write_file(path, wide.data, wide.len, &why)
			: cache_dir_write_file(path, VARDATA(bytes), VARSIZE(bytes) - VARHDRSZ, &why);
		if (widened)
			dt_strbuf_free(&wide);
	}
	if (fd >= 0)
	{
		status = shared_weights_map_fd(fd, path, w, ckpt, err);
		CloseTransientFile(fd);
		if (status != SHARED_WEIGHTS_OK)
			(void) unlink(path);	/* the row's bytes are damaged: no file of them */
	}
	else
	{
		ereport(WARNING,
				(errcode_for_file_access(),
				 errmsg("dtfixup: %s model cache file \"%s\": %m", why, path),
				 errdetail("Model \"%s\" is loaded into this session's private memory instead of being shared.", name),
				 errhint("Free space in the data directory, or check the permissions of its \"%s\" directory.",
						 MODEL_FILE_CACHE_DIR)));
		status = shared_weights_private_copy(VARDATA(bytes), VARSIZE(bytes) - VARHDRSZ, w, ckpt, err);
	}
	MemoryContextDelete(tmpcxt);
	if (status != SHARED_WEIGHTS_OK)
		return false;
	if (w->mapped)
		(void) model_file_cache_sweep(MODEL_FILE_CACHE_MAX_BYTES, path);
	return true;
}

void
model_file_cache_forget(const StoredVersion *v)
{
	char		path[MAXPGPATH];

	version_path(MyDatabaseId, v, path, sizeof(path));
	if (unlink(path) != 0 && errno != ENOENT)
		ereport(LOG,
				(errcode_for_file_access(),
				 errmsg("dtfixup: could not remove model cache file \"%s\": %m", path)));
}

/* ---- sweep ---- */

typedef struct CacheFile
{
	char		path[MAXPGPATH];
	int64		size;
	int64		atime_ns;
	bool		ours;			/* of this database */
	StoredVersion v;
	bool		gone;
} CacheFile;

static bool
remove_file(const char *path)
{
	if (unlink(path) == 0 || errno == ENOENT)
		return true;
	ereport(LOG,
			(errcode_for_file_access(),
			 errmsg("dtfixup: could not remove model cache file \"%s\": %m", path)));
	return false;
}

/* Is process pid gone?  (A live process of another user answers EPERM.) */
static bool
process_gone(int pid)
{
	return pid > 0 && pid != MyProcPid && kill(pid, 0) != 0 && errno == ESRCH;
}

/* Whether version v is current in this database, as the caller sees the store. */
static bool
is_current(const StoredVersion *v, const StoredVersion *current, uint64 n_current)
{
	for (uint64 i = 0; i < n_current; i++)
		if (stored_version_equal(v, &current[i]))
			return true;
	return false;
}

int64
model_file_cache_sweep(int64 max_bytes, const char *keep_path)
{
	DIR		   *dir;
	struct dirent *de;
	CacheFile  *files = NULL;
	int			n = 0,
				cap = 0;
	int64		removed = 0,
				total = 0;
	StoredVersion *current = NULL;
	uint64		n_current = 0;
	bool		any_ours = false;

	dir = AllocateDir(MODEL_FILE_CACHE_DIR);
	if (dir == NULL && errno == ENOENT)
		return 0;
	while ((de = ReadDirExtended(dir, MODEL_FILE_CACHE_DIR, LOG)) != NULL)
	{
		char		path[MAXPGPATH];
		unsigned int dboid,
					xmin;
		long long	id;
		int			pid,
					used = 0;
		struct stat st;

		snprintf(path, sizeof(path), "%s/%s", MODEL_FILE_CACHE_DIR, de->d_name);
		if (strncmp(de->d_name, MODEL_FILE_CACHE_TEMP_PREFIX, strlen(MODEL_FILE_CACHE_TEMP_PREFIX)) == 0)
		{
			if (sscanf(de->d_name + strlen(MODEL_FILE_CACHE_TEMP_PREFIX), "%d.", &pid) == 1 && process_gone(pid) &&
				remove_file(path))
				removed++;
			continue;
		}
		if (strncmp(de->d_name, GENERAL_WIDENED_PREFIX, strlen(GENERAL_WIDENED_PREFIX)) == 0)
		{
			/* a widening of a general model file that is no longer the installed one */
			if (!general_model_widened_is_current(path) && remove_file(path))
				removed++;
			continue;
		}
		if (sscanf(de->d_name, "%u_%lld_%u.ckpt%n", &dboid, &id, &xmin, &used) != 3 ||
			de->d_name[used] != '\0' || stat(path, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		if (n == cap)
		{
			cap = cap ? 2 * cap : 16;
			files = files ? repalloc(files, sizeof(CacheFile) * cap) : palloc(sizeof(CacheFile) * cap);
		}
		strlcpy(files[n].path, path, MAXPGPATH);
		files[n].size = (int64) st.st_size;
		files[n].atime_ns = (int64) st.st_atim.tv_sec * INT64CONST(1000000000) + st.st_atim.tv_nsec;
		files[n].ours = dboid == MyDatabaseId;
		files[n].v.checkpoint_id = (int64) id;
		files[n].v.xmin = (TransactionId) xmin;
		files[n].gone = false;
		any_ours |= files[n].ours;
		n++;
	}
	FreeDir(dir);

	/* this database's versions that are no longer current */
	if (any_ours)
	{
		static const char *sql =
		"SELECT c.id, c.xmin FROM dtfixup.models m JOIN dtfixup.checkpoints c ON c.id = m.current_checkpoint";
		int			rc;

		SPI_connect();
		rc = SPI_execute(sql, true, 0);
		if (rc != SPI_OK_SELECT)
			elog(ERROR, "model store statement failed (SPI code %d): %s", rc, sql);
		n_current = SPI_processed;
		/* in the caller's context: SPI_finish frees SPI's own */
		current = SPI_palloc(sizeof(StoredVersion) * (n_current + 1));
		for (uint64 i = 0; i < n_current; i++)
		{
			bool		isnull;

			current[i].checkpoint_id = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1, &isnull));
			current[i].xmin = DatumGetTransactionId(SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 2, &isnull));
		}
		SPI_finish();
	}
	for (int i = 0; i < n; i++)
	{
		bool		keep = keep_path != NULL && strcmp(files[i].path, keep_path) == 0;

		if (files[i].ours && !keep && !is_current(&files[i].v, current, n_current) &&
			remove_file(files[i].path))
		{
			files[i].gone = true;
			removed++;
		}
		else
			total += files[i].size;
	}

	/* then the least recently used until the directory fits */
	while (total > max_bytes)
	{
		int			oldest = -1;

		for (int i = 0; i < n; i++)
			if (!files[i].gone && !(keep_path != NULL && strcmp(files[i].path, keep_path) == 0) &&
				(oldest < 0 || files[i].atime_ns < files[oldest].atime_ns))
				oldest = i;
		if (oldest < 0)
			break;
		files[oldest].gone = true;
		total -= files[oldest].size;
		if (remove_file(files[oldest].path))
			removed++;
	}
	if (files)
		pfree(files);
	if (current)
		pfree(current);
	return removed;
}

Datum
dtfixup_trim_model_cache(PG_FUNCTION_ARGS)
{
	int64		max_bytes = PG_GETARG_INT64(0);

	if (max_bytes < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("max_bytes must not be negative, not " INT64_FORMAT, max_bytes)));
	PG_RETURN_INT64(model_file_cache_sweep(max_bytes, NULL));
}
