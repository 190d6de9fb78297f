/*
 * general_model.c — the installed general model (general_model.h).
 */
#include "pg/store/general_model.h"

#include <sys/stat.h>
#include <unistd.h>

#include "miscadmin.h"
#include "storage/fd.h"
#include "utils/memutils.h"

#include "common/strbuf.h"
#include "pg/store/cache_dir.h"

bool
general_model_is(const char *name)
{
	return name != NULL && strcmp(name, GENERAL_MODEL_NAME) == 0;
}

char *
general_model_member_path(int member)
{
	char		share[MAXPGPATH];

	get_share_path(my_exec_path, share);
	if (member == 0)
		return psprintf("%s/extension/dtfixup_general.ckpt", share);
	return psprintf("%s/extension/dtfixup_general.%d.ckpt", share, member + 1);
}

char *
general_model_path(void)
{
	return general_model_member_path(0);
}

int
general_model_members(void)
{
	int			n = 1;
	struct stat st;

	while (n < GENERAL_MODEL_MAX_MEMBERS)
	{
		char	   *path = general_model_member_path(n);
		bool		present = stat(path, &st) == 0;

		pfree(path);
		if (!present)
			break;
		n++;
	}
	return n;
}

/* A reinstalled file differs in size or modification time: the cache reloads it. */
static void
token_of(const struct stat *st, ModelStoreToken *token)
{
	token->checkpoint_id = -(int64) st->st_size;
	token->row_xmin = (TransactionId) st->st_mtime;
}

bool
general_model_token(ModelStoreToken *token)
{
	struct stat st;

	if (stat(general_model_path(), &st) != 0)
		return false;
	token_of(&st, token);
	return true;
}

static void
report_missing(const char *path)
{
	ereport(ERROR,
			(errcode(ERRCODE_UNDEFINED_FILE),
			 errmsg("the general model is not installed"),
			 errdetail("File \"%s\" does not exist.", path),
			 errhint("Run make install in the dtfixup source tree, or name a model you trained: nl2sql(question, 'model') or SET dtfixup.model = 'model'.")));
}

bytea *
general_model_read(MemoryContext mcxt, ModelStoreToken *token)
{
	char	   *path = general_model_path();
	struct stat st;
	FILE	   *f;
	bytea	   *result;
	size_t		got;

	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
		report_missing(path);
	if ((Size) st.st_size > MaxAllocSize - VARHDRSZ)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("the general model file \"%s\" is too large (%lld bytes)", path,
						(long long) st.st_size)));
	f = AllocateFile(path, PG_BINARY_R);
	if (f == NULL)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not open the general model file \"%s\": %m", path)));
	result = (bytea *) MemoryContextAlloc(mcxt, VARHDRSZ + st.st_size);
	got = fread(VARDATA(result), 1, st.st_size, f);
	if (got != (size_t) st.st_size || ferror(f))
	{
		FreeFile(f);
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not read the general model file \"%s\"", path)));
	}
	FreeFile(f);
	SET_VARSIZE(result, VARHDRSZ + st.st_size);
	if (token != NULL)
		token_of(&st, token);
	return result;
}

/* The widening's file name for an installed file of this identity. */
static void
widened_path(const SharedWeightsFile *f, char *buf, size_t len)
{
	snprintf(buf, len, "%s/" GENERAL_WIDENED_PREFIX UINT64_FORMAT "_" UINT64_FORMAT "_" INT64_FORMAT "_" INT64_FORMAT ".ckpt",
			 MODEL_FILE_CACHE_DIR, f->dev, f->ino, f->size, f->mtime_ns);
}

bool
general_model_widened_is_current(const char *path)
{
	for (int member = 0; member < GENERAL_MODEL_MAX_MEMBERS; member++)
	{
		struct stat st;
		SharedWeightsFile now;
		char		current[MAXPGPATH];

		if (stat(general_model_member_path(member), &st) != 0)
			continue;
		shared_weights_file_identity(&st, &now);
		widened_path(&now, current, sizeof(current));
		if (strcmp(path, current) == 0)
			return true;
	}
	return false;
}

/* Map the float32 widening at path, or write it from *half first.  Returns the status of
 * the mapping (*wide, *wck); SHARED_WEIGHTS_MISSING when the file could not be written. */
static SharedWeightsStatus
map_or_write_widening(const char *path, const DtCheckpoint *half, SharedWeights *wide,
					  DtCheckpoint *wck, DtError *err)
{
	SharedWeightsStatus status;
	DtError		ferr = {0};
	DtStrBuf	bytes;
	const char *why = NULL;
	int			fd;

	status = shared_weights_map(path, wide, wck, &ferr);
	if (status == SHARED_WEIGHTS_OK && wck->dtype == DT_CHECKPOINT_DTYPE_FLOAT32 &&
		wck->n_floats == half->n_floats)
		return status;
	if (status == SHARED_WEIGHTS_OK)
	{
		dt_checkpoint_free(wck);
		shared_weights_release(wide);
		dt_error_set(&ferr, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
					 "it is not the float32 form of the installed file");
		status = SHARED_WEIGHTS_CORRUPT;
	}
	if (status == SHARED_WEIGHTS_CORRUPT)
	{
		ereport(LOG,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("dtfixup: general model cache file \"%s\" is damaged, writing it again", path),
				 errdetail("%s", ferr.message)));
		if (unlink(path) != 0 && errno != ENOENT)
			ereport(ERROR,
					(errcode_for_file_access(),
					 errmsg("could not remove damaged model cache file \"%s\": %m", path)));
	}
	dt_strbuf_init(&bytes);
	if (!dt_checkpoint_convert(half, DT_CHECKPOINT_DTYPE_FLOAT32, &bytes, err))
	{
		dt_strbuf_free(&bytes);
		return SHARED_WEIGHTS_CORRUPT;
	}
	fd = cache_dir_write_file(path, bytes.data, bytes.len, &why);
	dt_strbuf_free(&bytes);
	if (fd < 0)
	{
		ereport(WARNING,
				(errcode_for_file_access(),
				 errmsg("dtfixup: %s model cache file \"%s\": %m", why, path),
				 errdetail("The general model is stored at half precision; this session widens it into private memory instead of sharing one float32 copy."),
				 errhint("Free space in the data directory, or check the permissions of its \"%s\" directory.",
						 MODEL_FILE_CACHE_DIR)));
		return SHARED_WEIGHTS_MISSING;
	}
	status = shared_weights_map_fd(fd, path, wide, wck, err);
	CloseTransientFile(fd);
	if (status != SHARED_WEIGHTS_OK)
		(void) unlink(path);
	return status;
}

/* *w maps a float16 installed file (read into *ckpt): replace both by the mapping of its
 * float32 widening, tied to the installed file.  Left as they are when the widening cannot
 * be written (the parser then copies the weights privately). */
static bool
map_widened(SharedWeights *w, DtCheckpoint *ckpt, DtError *err)
{
	char		path[MAXPGPATH];
	SharedWeights wide;
	DtCheckpoint wck;

	widened_path(&w->file, path, sizeof(path));
	switch (map_or_write_widening(path, ckpt, &wide, &wck, err))
	{
		case SHARED_WEIGHTS_OK:
			break;
		case SHARED_WEIGHTS_MISSING:
			return true;
		case SHARED_WEIGHTS_CORRUPT:
			dt_checkpoint_free(ckpt);
			shared_weights_release(w);
			return false;
	}
	shared_weights_derive_from(&wide, w);
	dt_checkpoint_free(ckpt);
	shared_weights_release(w);
	*w = wide;
	*ckpt = wck;
	return true;
}

bool
general_model_map(int member, SharedWeights *w, DtCheckpoint *ckpt, DtError *err)
{
	char	   *path = general_model_member_path(member);

	switch (shared_weights_map(path, w, ckpt, err))
	{
		case SHARED_WEIGHTS_OK:
			if (ckpt->dtype != DT_CHECKPOINT_DTYPE_FLOAT32)
				return map_widened(w, ckpt, err);
			return true;
		case SHARED_WEIGHTS_MISSING:
			report_missing(path);
			break;
		case SHARED_WEIGHTS_CORRUPT:
			break;
	}
	return false;
}

void
general_model_refuse_write(const char *name, const char *action)
{
	if (general_model_is(name))
		ereport(ERROR,
				(errcode(ERRCODE_RESERVED_NAME),
				 errmsg("cannot %s model \"%s\": the name is reserved for the installed general model", action, name),
				 errhint("Use another name; to adapt the general model, train a new one from it: CALL dtfixup_finetune('my_model', ..., options => '{\"init_from\": \"general\"}').")));
}
