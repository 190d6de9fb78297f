/*
 * general_model.c — the installed general model (general_model.h).
 */
#include "pg/general_model.h"

#include <sys/stat.h>

#include "miscadmin.h"
#include "storage/fd.h"
#include "utils/memutils.h"

bool
general_model_is(const char *name)
{
	return name != NULL && strcmp(name, GENERAL_MODEL_NAME) == 0;
}

char *
general_model_path(void)
{
	char		share[MAXPGPATH];

	get_share_path(my_exec_path, share);
	return psprintf("%s/extension/dtfixup_general.ckpt", share);
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

bool
general_model_map(SharedWeights *w, DtCheckpoint *ckpt, DtError *err)
{
	char	   *path = general_model_path();

	switch (shared_weights_map(path, w, ckpt, err))
	{
		case SHARED_WEIGHTS_OK:
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
