/*
 * model_store_sql.c — the SQL functions of the model store (declared in
 * sql/install/50_model_store.sql): export, import, drop, grant, revoke, describe, prune,
 * and for trainers outside the database: save a checkpoint, log a line, the model's version,
 * whether a model may be written.
 * and the mean of several models' weights (checkpoint averaging).
 * Each is a thin wrapper over model_store.c, which holds the rules.
 *
 * The write functions are not STRICT: a NULL argument is an error, not a silent no-op.
 */
#include "pg/dtfixup.h"

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/float.h"
#include "utils/jsonb.h"

#include "common/strbuf.h"
#include "model/checkpoint.h"
#include "model/parser.h"
#include "pg/store/model_store.h"

PG_FUNCTION_INFO_V1(dtfixup_export_model);
PG_FUNCTION_INFO_V1(dtfixup_import_model);
PG_FUNCTION_INFO_V1(dtfixup_drop_model);
PG_FUNCTION_INFO_V1(dtfixup_grant_model);
PG_FUNCTION_INFO_V1(dtfixup_revoke_model);
PG_FUNCTION_INFO_V1(dtfixup_set_model_description);
PG_FUNCTION_INFO_V1(dtfixup_set_model_members);
PG_FUNCTION_INFO_V1(dtfixup_prune_checkpoints);
PG_FUNCTION_INFO_V1(dtfixup_save_checkpoint);
PG_FUNCTION_INFO_V1(dtfixup_log_training);
PG_FUNCTION_INFO_V1(dtfixup_model_version);
PG_FUNCTION_INFO_V1(dtfixup_check_model_writable);
PG_FUNCTION_INFO_V1(dtfixup_average_models);
PG_FUNCTION_INFO_V1(dtfixup_average_checkpoints);

static void
require_arguments(FunctionCallInfo fcinfo, int n, const char *const *names)
{
	for (int i = 0; i < n; i++)
		if (PG_ARGISNULL(i))
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("%s must not be NULL", names[i])));
}

/* The weights of checkpoint bytes without the optimiser state (parser_serialize_weights),
 * stored as dtype (DT_CHECKPOINT_DTYPE_FLOAT32 or _FLOAT16). */
static bytea *
weights_only(const char *name, bytea *bytes, int dtype)
{
	DtError		err = {0};
	Parser	   *p = parser_deserialize(VARDATA(bytes), VARSIZE(bytes) - VARHDRSZ, &err);
	DtStrBuf	out;
	bytea	   *result;
	bool		ok;

	if (p == NULL)
		ereport(ERROR,
				(errcode(dtfixup_sqlstate(err.code)),
				 errmsg("dtfixup model \"%s\" cannot be loaded: %s", name, err.message)));
	dt_strbuf_init(&out);
	ok = parser_serialize_weights(p, &out, &err);
	parser_free(p);
	if (!ok)
		dtfixup_report_error(&err);
	if (dtype != DT_CHECKPOINT_DTYPE_FLOAT32)
	{
		DtCheckpoint ck;
		DtStrBuf	narrow;

		dt_strbuf_init(&narrow);
		if (!dt_checkpoint_read(out.data, out.len, &ck, &err) ||
			!dt_checkpoint_convert(&ck, dtype, &narrow, &err))
			dtfixup_report_error(&err);
		dt_checkpoint_free(&ck);
		dt_strbuf_free(&out);
		out = narrow;
	}
	result = (bytea *) palloc(VARHDRSZ + out.len);
	memcpy(VARDATA(result), out.data, out.len);
	SET_VARSIZE(result, VARHDRSZ + out.len);
	dt_strbuf_free(&out);
	return result;
}

/* The dtype the dtype argument names: 'float32' or 'float16'. */
static int
export_dtype(const char *name, bool optimizer)
{
	int			dtype;

	if (strcmp(name, "float32") == 0)
		dtype = DT_CHECKPOINT_DTYPE_FLOAT32;
	else if (strcmp(name, "float16") == 0)
		dtype = DT_CHECKPOINT_DTYPE_FLOAT16;
	else
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid dtype \"%s\"", name),
				 errhint("Use 'float32' (the default) or 'float16'.")));
	if (dtype == DT_CHECKPOINT_DTYPE_FLOAT16 && optimizer)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("dtype 'float16' exports the weights alone"),
				 errdetail("Resuming training needs the exact float32 weights and optimiser state."),
				 errhint("Pass optimizer => false with dtype => 'float16'.")));
	return dtype;
}

/* dtfixup_export_model(model text, optimizer boolean DEFAULT true,
 *                      dtype text DEFAULT 'float32') RETURNS bytea */
Datum
dtfixup_export_model(PG_FUNCTION_ARGS)
{
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(0));
	/* an install script of before the later arguments calls this with fewer */
	bool		optimizer = PG_NARGS() < 2 || PG_GETARG_BOOL(1);
	int			dtype = PG_NARGS() < 3 ? DT_CHECKPOINT_DTYPE_FLOAT32
		: export_dtype(text_to_cstring(PG_GETARG_TEXT_PP(2)), optimizer);
	bytea	   *bytes = model_store_load_current(name, CurrentMemoryContext, NULL);

	if (optimizer)
		PG_RETURN_BYTEA_P(bytes);
	PG_RETURN_BYTEA_P(weights_only(name, bytes, dtype));
}

/* dtfixup_import_model(model text, data bytea, replace boolean DEFAULT false) RETURNS void */
Datum
dtfixup_import_model(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "checkpoint data", "replace"};
	bytea	   *data;

	dtfixup_require_primary("dtfixup_import_model", "change the model store");
	require_arguments(fcinfo, 3, names);
	data = PG_GETARG_BYTEA_PP(1);
	model_store_import(text_to_cstring(PG_GETARG_TEXT_PP(0)), VARDATA_ANY(data),
					   VARSIZE_ANY_EXHDR(data), PG_GETARG_BOOL(2));
	PG_RETURN_VOID();
}

/* dtfixup_drop_model(model text) RETURNS void */
Datum
dtfixup_drop_model(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name"};

	dtfixup_require_primary("dtfixup_drop_model", "change the model store");
	require_arguments(fcinfo, 1, names);
	model_store_drop(text_to_cstring(PG_GETARG_TEXT_PP(0)));
	PG_RETURN_VOID();
}

/* dtfixup_grant_model(model text, grantee regrole) RETURNS void */
Datum
dtfixup_grant_model(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "grantee"};

	dtfixup_require_primary("dtfixup_grant_model", "change the model store");
	require_arguments(fcinfo, 2, names);
	model_store_grant(text_to_cstring(PG_GETARG_TEXT_PP(0)), PG_GETARG_OID(1));
	PG_RETURN_VOID();
}

/* dtfixup_revoke_model(model text, grantee regrole) RETURNS void */
Datum
dtfixup_revoke_model(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "grantee"};

	dtfixup_require_primary("dtfixup_revoke_model", "change the model store");
	require_arguments(fcinfo, 2, names);
	model_store_revoke(text_to_cstring(PG_GETARG_TEXT_PP(0)), PG_GETARG_OID(1));
	PG_RETURN_VOID();
}

/* dtfixup_set_model_description(model text, description text) RETURNS void (NULL clears) */
Datum
dtfixup_set_model_description(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name"};

	dtfixup_require_primary("dtfixup_set_model_description", "change the model store");
	require_arguments(fcinfo, 1, names);
	model_store_set_description(text_to_cstring(PG_GETARG_TEXT_PP(0)),
								PG_ARGISNULL(1) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(1)));
	PG_RETURN_VOID();
}

/* dtfixup_set_model_members(model text, members text[]) RETURNS void: the stored models that
 * decode with model (an empty array: none) */
Datum
dtfixup_set_model_members(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "members"};
	Datum	   *elems;
	bool	   *nulls;
	int			n;
	char	  **members;

	dtfixup_require_primary("dtfixup_set_model_members", "change the model store");
	require_arguments(fcinfo, 2, names);
	deconstruct_array(PG_GETARG_ARRAYTYPE_P(1), TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, &n);
	members = palloc(sizeof(char *) * Max(n, 1));
	for (int i = 0; i < n; i++)
	{
		if (nulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("members must not hold NULL")));
		members[i] = TextDatumGetCString(elems[i]);
	}
	model_store_set_members(text_to_cstring(PG_GETARG_TEXT_PP(0)), (const char *const *) members, n);
	PG_RETURN_VOID();
}

/* dtfixup_prune_checkpoints(model text, keep_last integer DEFAULT 1) RETURNS bigint */
Datum
dtfixup_prune_checkpoints(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "keep_last"};

	dtfixup_require_primary("dtfixup_prune_checkpoints", "change the model store");
	require_arguments(fcinfo, 2, names);
	PG_RETURN_INT64(model_store_prune_checkpoints(text_to_cstring(PG_GETARG_TEXT_PP(0)),
												  PG_GETARG_INT32(1)));
}

/* dtfixup_save_checkpoint(model text, data bytea, epoch integer, step bigint, metrics jsonb DEFAULT NULL)
 * RETURNS bigint: a new current checkpoint for the model (created when new), keeping the
 * earlier ones; for trainers running outside the database.  Returns the checkpoint id. */
Datum
dtfixup_save_checkpoint(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "checkpoint data", "epoch", "step"};
	bytea	   *data;
	char	   *metrics = NULL;

	dtfixup_require_primary("dtfixup_save_checkpoint", "change the model store");
	require_arguments(fcinfo, 4, names);
	data = PG_GETARG_BYTEA_PP(1);
	if (!PG_ARGISNULL(4))
		metrics = DatumGetCString(DirectFunctionCall1(jsonb_out, PG_GETARG_DATUM(4)));
	PG_RETURN_INT64(model_store_save_checkpoint(text_to_cstring(PG_GETARG_TEXT_PP(0)), NULL,
												VARDATA_ANY(data), VARSIZE_ANY_EXHDR(data),
												PG_GETARG_INT32(2), PG_GETARG_INT64(3), metrics));
}

/* dtfixup_log_training(model text, epoch integer, step bigint, loss double precision,
 * metrics jsonb DEFAULT NULL) RETURNS void */
Datum
dtfixup_log_training(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "epoch", "step"};

	dtfixup_require_primary("dtfixup_log_training", "change the model store");
	require_arguments(fcinfo, 3, names);
	model_store_log(text_to_cstring(PG_GETARG_TEXT_PP(0)), PG_GETARG_INT32(1), PG_GETARG_INT64(2),
					PG_ARGISNULL(3) ? get_float8_nan() : PG_GETARG_FLOAT8(3),
					PG_ARGISNULL(4) ? NULL : DatumGetCString(DirectFunctionCall1(jsonb_out, PG_GETARG_DATUM(4))));
	PG_RETURN_VOID();
}

/* dtfixup_model_version(model text) RETURNS text: "<checkpoint id>:<row xmin>", NULL when
 * there is no such model; changes whenever the stored model does (see ModelStoreToken). */
Datum
dtfixup_model_version(PG_FUNCTION_ARGS)
{
	ModelStoreToken token;

	if (!model_store_current_token(text_to_cstring(PG_GETARG_TEXT_PP(0)), &token))
		PG_RETURN_NULL();
	PG_RETURN_TEXT_P(cstring_to_text(psprintf(INT64_FORMAT ":%u", token.checkpoint_id, token.row_xmin)));
}

/* dtfixup_check_model_writable(model text) RETURNS boolean: before a long training run, whether
 * its checkpoints can be saved under this name: true = the model exists and the current role
 * may write it, false = no such model (any role may create it); an error when it may not. */
Datum
dtfixup_check_model_writable(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(model_store_check_can_write(text_to_cstring(PG_GETARG_TEXT_PP(0))));
}

/* The model names of a text[] argument: one-dimensional, at least two, none NULL or empty. */
static char **
source_names(ArrayType *array, int *n)
{
	Datum	   *items;
	bool	   *nulls;
	char	  **names;

	if (ARR_NDIM(array) > 1)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("the models to average must be a one-dimensional array")));
	deconstruct_array(array, TEXTOID, -1, false, TYPALIGN_INT, &items, &nulls, n);
	if (*n < 2)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("averaging needs at least two models, %d given", *n),
				 errhint("Name the models to average, e.g. ARRAY['run_epoch38', 'run_epoch39', 'run_epoch40'].")));
	names = palloc(sizeof(char *) * *n);
	for (int i = 0; i < *n; i++)
	{
		if (nulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("the models to average must not contain NULL (element %d)", i + 1)));
		names[i] = TextDatumGetCString(items[i]);
	}
	return names;
}

/* One model to average: a stored model's current checkpoint, or one of its checkpoints. */
typedef struct AverageSource
{
	const char *model;
	int64		checkpoint_id;	/* 0: the current one */
} AverageSource;

/* A source as a parser; its bytes are freed before returning, so that only the parsers
 * occupy memory. */
static Parser *
load_source(const AverageSource *src)
{
	MemoryContext tmp = AllocSetContextCreate(CurrentMemoryContext, "dtfixup average load",
											  ALLOCSET_DEFAULT_SIZES);
	bytea	   *bytes = src->checkpoint_id > 0
		? model_store_load_checkpoint(src->model, src->checkpoint_id, tmp)
		: model_store_load_current(src->model, tmp, NULL);
	DtError		err = {0};
	Parser	   *p = parser_deserialize(VARDATA(bytes), VARSIZE(bytes) - VARHDRSZ, &err);

	MemoryContextDelete(tmp);
	if (p == NULL)
		ereport(ERROR,
				(errcode(dtfixup_sqlstate(err.code)),
				 errmsg("dtfixup model \"%s\" cannot be loaded: %s", src->model, err.message)));
	return p;
}

/* The weights of the mean as checkpoint bytes (palloc'ed into *bytes, *len); epochs[i]
 * gets the epochs source i had trained.  The parsers live outside PostgreSQL's memory
 * contexts: on any error they are freed before it goes on. */
static void
average_weights(const AverageSource *sources, int n, int *epochs, char **bytes, Size *len)
{
	ParserAverage *volatile avg = NULL;
	Parser	   *volatile next = NULL;
	DtStrBuf	out;
	DtError		err = {0};

	dt_strbuf_init(&out);
	PG_TRY();
	{
		Parser	   *mean;

		next = load_source(&sources[0]);
		epochs[0] = parser_epochs_done(next);
		avg = parser_average_begin(next, &err);
		if (avg == NULL)
			dtfixup_report_error(&err);
		next = NULL;
		for (int i = 1; i < n; i++)
		{
			CHECK_FOR_INTERRUPTS();
			next = load_source(&sources[i]);
			epochs[i] = parser_epochs_done(next);
			if (!parser_average_add(avg, next, &err))
				ereport(ERROR,
						(errcode(dtfixup_sqlstate(err.code)),
						 errmsg("dtfixup model \"%s\" cannot be averaged with \"%s\"",
								sources[i].model, sources[0].model),
						 errdetail("%s", err.message),
						 err.hint[0] ? errhint("%s", err.hint) : 0));
			parser_free(next);
			next = NULL;
		}
		mean = parser_average_finish(avg);
		avg = NULL;
		next = mean;			/* freed below, also on error */
		if (!parser_serialize_weights(mean, &out, &err))
			dtfixup_report_error(&err);
	}
	PG_FINALLY();
	{
		if (next != NULL)
			parser_free(next);
		parser_average_abort(avg);
	}
	PG_END_TRY();
	*len = out.len;
	*bytes = palloc(out.len);
	memcpy(*bytes, out.data, out.len);
	dt_strbuf_free(&out);
}

/* Average the sources and store the mean as model, described by description. */
static void
store_average(const char *model, bool replace, const AverageSource *sources, int n,
			  StringInfo description)
{
	char	   *bytes;
	Size		len;
	int		   *epochs = palloc(sizeof(int) * n);

	/* refuse before the long part when the result could not be stored */
	model_store_check_importable(model, replace);
	average_weights(sources, n, epochs, &bytes, &len);
	model_store_import(model, bytes, len, replace);
	appendStringInfoString(description, " (epochs");
	for (int i = 0; i < n; i++)
		appendStringInfo(description, "%s %d", i == 0 ? "" : ",", epochs[i]);
	appendStringInfoChar(description, ')');
	model_store_set_description(model, description->data);
}

/* dtfixup_average_models(model text, sources text[], replace boolean DEFAULT false)
 * RETURNS void: stores as model the element-wise mean of the sources' weights (their
 * current checkpoints), which must share architecture, vocabulary and value constants.
 * The result has the weights alone (it decodes and fine-tunes, it cannot resume) and the
 * first source's configuration and epoch count. */
Datum
dtfixup_average_models(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "models to average", "replace"};
	char	  **models;
	AverageSource *sources;
	int			n;
	StringInfoData description;

	dtfixup_require_primary("dtfixup_average_models", "change the model store");
	require_arguments(fcinfo, 3, names);
	models = source_names(PG_GETARG_ARRAYTYPE_P(1), &n);
	sources = palloc(sizeof(AverageSource) * n);
	initStringInfo(&description);
	appendStringInfoString(&description, "mean of the weights of");
	for (int i = 0; i < n; i++)
	{
		sources[i].model = models[i];
		sources[i].checkpoint_id = 0;
		appendStringInfo(&description, "%s %s", i == 0 ? "" : ",", quote_identifier(models[i]));
	}
	store_average(text_to_cstring(PG_GETARG_TEXT_PP(0)), PG_GETARG_BOOL(2), sources, n, &description);
	PG_RETURN_VOID();
}

/* dtfixup_average_checkpoints(model text, source text, last integer, replace boolean DEFAULT false)
 * RETURNS void: the same over the newest last checkpoints of one model (one per epoch of
 * its training, unless pruned), the current one included. */
Datum
dtfixup_average_checkpoints(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {"model name", "source model", "last", "replace"};
	char	   *source;
	int32		last;
	int64	   *ids;
	int			n;
	AverageSource *sources;
	StringInfoData description;

	dtfixup_require_primary("dtfixup_average_checkpoints", "change the model store");
	require_arguments(fcinfo, 4, names);
	source = text_to_cstring(PG_GETARG_TEXT_PP(1));
	last = PG_GETARG_INT32(2);
	if (last < 2)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("averaging needs at least two checkpoints, last is %d", last)));
	ids = model_store_recent_checkpoints(source, last, &n);
	if (n < last)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("model \"%s\" has %d checkpoint%s up to its current one, %d asked for",
						source, n, n == 1 ? "" : "s", last),
				 errhint("dtfixup_prune_checkpoints and dtfixup_import_model keep fewer; ask for at most %d.", n)));
	/* newest first: the result takes the first source's configuration and epoch count */
	sources = palloc(sizeof(AverageSource) * n);
	for (int i = 0; i < n; i++)
	{
		sources[i].model = source;
		sources[i].checkpoint_id = ids[i];
	}
	initStringInfo(&description);
	appendStringInfo(&description, "mean of the weights of the last %d checkpoints of %s",
					 n, quote_identifier(source));
	store_average(text_to_cstring(PG_GETARG_TEXT_PP(0)), PG_GETARG_BOOL(3), sources, n, &description);
	PG_RETURN_VOID();
}
