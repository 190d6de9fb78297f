/*
 * model_store.c — reading and writing models in the dtfixup.* tables (see model_store.h
 * for the access rules and sql/install/50_model_store.sql for the tables).
 *
 * Why writes switch user: the tables grant no INSERT/UPDATE/DELETE to anyone but their
 * owner, so that the rule "only the owner or a grantee may overwrite or drop a model" can
 * not be bypassed with plain DML.  A SECURITY DEFINER SQL function cannot enforce it (it
 * cannot see the calling role once SET ROLE is in play), so the check is made here, in C,
 * against GetUserId() — then the statements run as the tables' owner, with
 * SECURITY_RESTRICTED_OPERATION and search_path = pg_catalog, pg_temp so that no object
 * the caller created (an operator, a function) can be picked up with those rights.  The
 * user and GUC state are restored on the way out, and by transaction abort on error.
 */
#include "pg/store/model_store.h"

#include <math.h>

#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "common/jsonapi.h"
#include "executor/spi.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/syscache.h"

#include "pg/dtfixup.h"
#include "pg/store/general_model.h"

#define STORE_SCHEMA "dtfixup"

/* ---- small helpers ---- */

static void
check_model_name(const char *name)
{
	size_t		len;

	if (name == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("model name must not be NULL")));
	len = strlen(name);
	if (len == 0 || len > MODEL_STORE_MAX_NAME_LEN)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("model name must be 1 to %d bytes long, not %zu", MODEL_STORE_MAX_NAME_LEN, len)));
}

static void
report_undefined_model(const char *name)
{
	ereport(ERROR,
			(errcode(ERRCODE_UNDEFINED_OBJECT),
			 errmsg("model \"%s\" does not exist", name),
			 errhint("SELECT name FROM dtfixup.dtfixup_models lists the stored models.")));
}

static void
report_existing_model(const char *name)
{
	ereport(ERROR,
			(errcode(ERRCODE_DUPLICATE_OBJECT),
			 errmsg("model \"%s\" already exists", name),
			 errhint("Pass replace => true to overwrite it, or drop it first with dtfixup_drop_model().")));
}

static char *
role_name(Oid role)
{
	return DatumGetCString(DirectFunctionCall1(regroleout, ObjectIdGetDatum(role)));
}

/*
 * JSON text to jsonb, without letting the JSON parser ereport a message that does not say
 * which text was wrong: validated first with the non-throwing parser, then converted.
 */
static Datum
json_text_to_jsonb(const char *text, const char *what, int bad_errcode, bool must_be_object)
{
	size_t		len = strlen(text);
	JsonLexContext *lex;
	JsonParseErrorType result;
	const char *p = text;

	if (!pg_verifymbstr(text, (int) len, true))
		ereport(ERROR,
				(errcode(bad_errcode),
				 errmsg("%s is not valid %s text", what, GetDatabaseEncodingName())));
	lex = makeJsonLexContextCstringLen(unconstify(char *, text), (int) len, GetDatabaseEncoding(), false);
	result = pg_parse_json(lex, &nullSemAction);
	if (result != JSON_SUCCESS)
		ereport(ERROR,
				(errcode(bad_errcode),
				 errmsg("%s is not valid JSON", what),
				 errdetail("%s", json_errdetail(result, lex))));
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	if (must_be_object && *p != '{')
		ereport(ERROR,
				(errcode(bad_errcode),
				 errmsg("%s is not a JSON object", what)));
	return DirectFunctionCall1(jsonb_in, CStringGetDatum(text));
}

/* A bytea copy of len bytes (SPI parameters are Datums). */
static bytea *
bytes_to_bytea(const char *bytes, Size len)
{
	bytea	   *result;

	if (len > MaxAllocSize - VARHDRSZ)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("checkpoint of %zu bytes is larger than a bytea can hold", (size_t) len)));
	result = palloc(len + VARHDRSZ);
	SET_VARSIZE(result, len + VARHDRSZ);
	memcpy(VARDATA(result), bytes, len);
	return result;
}

void
model_store_validate_checkpoint(const char *bytes, Size len, DtCheckpoint *ckpt)
{
	DtError		err = {0};

	if (!dt_checkpoint_read(bytes, len, ckpt, &err))
		dtfixup_report_error(&err);
	(void) json_text_to_jsonb(ckpt->config_json, "checkpoint configuration", ERRCODE_DATA_CORRUPTED, true);
	for (int i = 0; i < ckpt->n_tensors; i++)
		if (!pg_verifymbstr(ckpt->tensors[i].name, (int) strlen(ckpt->tensors[i].name), true))
			ereport(ERROR,
					(errcode(ERRCODE_DATA_CORRUPTED),
					 errmsg("checkpoint tensor %d's name is not valid %s text", i, GetDatabaseEncodingName())));
	for (int i = 0; i < ckpt->n_blobs; i++)
		if (!pg_verifymbstr(ckpt->blobs[i].name, (int) strlen(ckpt->blobs[i].name), true))
			ereport(ERROR,
					(errcode(ERRCODE_DATA_CORRUPTED),
					 errmsg("checkpoint blob %d's name is not valid %s text", i, GetDatabaseEncodingName())));
}

/* ---- SPI ---- */

/* Run a statement with parameters; returns SPI_processed.  nulls as in SPI ('n' = NULL). */
static uint64
store_exec(const char *sql, int nargs, Oid *types, Datum *values, const char *nulls, bool read_only)
{
	int			rc = SPI_execute_with_args(sql, nargs, types, values, nulls, read_only, 0);

	if (rc < 0)
		elog(ERROR, "model store statement failed (SPI code %d): %s", rc, sql);
	return SPI_processed;
}

/* ---- running writes as the tables' owner ---- */

typedef struct StoreElevation
{
	Oid			saved_user;
	int			saved_sec_context;
	int			guc_nest_level;
} StoreElevation;

static Oid
store_tables_owner(void)
{
	Oid			nsp = get_namespace_oid(STORE_SCHEMA, false);
	Oid			rel = get_relname_relid("models", nsp);
	HeapTuple	tuple;
	Oid			owner;

	if (!OidIsValid(rel))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("the dtfixup model store table dtfixup.models is missing"),
				 errhint("Reinstall the extension: DROP EXTENSION dtfixup; CREATE EXTENSION dtfixup;")));
	tuple = SearchSysCache1(RELOID, ObjectIdGetDatum(rel));
	if (!HeapTupleIsValid(tuple))
		elog(ERROR, "cache lookup failed for relation %u", rel);
	owner = ((Form_pg_class) GETSTRUCT(tuple))->relowner;
	ReleaseSysCache(tuple);
	return owner;
}

static void
store_elevate(StoreElevation *e)
{
	GetUserIdAndSecContext(&e->saved_user, &e->saved_sec_context);
	SetUserIdAndSecContext(store_tables_owner(),
						   e->saved_sec_context | SECURITY_LOCAL_USERID_CHANGE |
						   SECURITY_RESTRICTED_OPERATION);
	e->guc_nest_level = NewGUCNestLevel();
	(void) set_config_option("search_path", "pg_catalog, pg_temp", PGC_USERSET, PGC_S_SESSION,
							 GUC_ACTION_SAVE, true, 0, false);
}

static void
store_restore(StoreElevation *e)
{
	AtEOXact_GUC(false, e->guc_nest_level);
	SetUserIdAndSecContext(e->saved_user, e->saved_sec_context);
}

/* ---- the model row and the rights check (callers are elevated and connected) ---- */

/* Lock the model's row (lock_clause: "FOR UPDATE" or "FOR SHARE") and return whether it
 * exists, with its owner. */
static bool
lock_model(const char *name, const char *lock_clause, Oid *owner)
{
	char		sql[128];
	Oid			types[1] = {TEXTOID};
	Datum		values[1] = {CStringGetTextDatum(name)};
	bool		isnull;

	snprintf(sql, sizeof(sql), "SELECT owner FROM dtfixup.models WHERE name = $1 %s", lock_clause);
	if (store_exec(sql, 1, types, values, NULL, false) == 0)
		return false;
	*owner = DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	return true;
}

/* Whether role may write the model: it has the privileges of the owner or of a grantee. */
static bool
role_may_write(const char *name, Oid role, Oid owner)
{
	Oid			types[1] = {TEXTOID};
	Datum		values[1] = {CStringGetTextDatum(name)};
	uint64		n;

	if (has_privs_of_role(role, owner))
		return true;
	n = store_exec("SELECT grantee FROM dtfixup.model_grants WHERE model = $1",
				   1, types, values, NULL, false);
	for (uint64 i = 0; i < n; i++)
	{
		bool		isnull;
		Oid			grantee = DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[i],
															 SPI_tuptable->tupdesc, 1, &isnull));

		if (has_privs_of_role(role, grantee))
			return true;
	}
	return false;
}

static void
require_write(const char *name, Oid role, Oid owner, const char *action)
{
	if (role_may_write(name, role, owner))
		return;
	ereport(ERROR,
			(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
			 errmsg("permission denied to %s model \"%s\"", action, name),
			 errdetail("Only the model's owner %s and the roles it granted the model to may change or drop it.",
					   role_name(owner)),
			 errhint("The owner can run dtfixup_grant_model(%s, %s).",
					 quote_literal_cstr(name), quote_literal_cstr(role_name(role)))));
}

static void
require_owner(const char *name, Oid role, Oid owner, const char *action)
{
	if (has_privs_of_role(role, owner))
		return;
	ereport(ERROR,
			(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
			 errmsg("permission denied to %s model \"%s\"", action, name),
			 errdetail("Only the model's owner %s may grant or revoke access to it.", role_name(owner))));
}

/* Lock an existing model's row, or create the row owned by 'role'.  Returns true when the
 * model existed (the caller checks rights), false when this call created it. */
static bool
lock_or_create_model(const char *name, Oid role, Datum config, Oid *owner)
{
	Oid			types[3] = {TEXTOID, REGROLEOID, JSONBOID};
	Datum		values[3] = {CStringGetTextDatum(name), ObjectIdGetDatum(role), config};

	if (lock_model(name, "FOR UPDATE", owner))
		return true;
	if (store_exec("INSERT INTO dtfixup.models (name, owner, config, created, updated) "
				   "VALUES ($1, $2, $3, now(), now()) ON CONFLICT (name) DO NOTHING",
				   3, types, values, NULL, false) == 1)
	{
		*owner = role;
		return false;
	}
	/* Another transaction created it meanwhile and committed. */
	if (lock_model(name, "FOR UPDATE", owner))
		return true;
	ereport(ERROR,
			(errcode(ERRCODE_T_R_SERIALIZATION_FAILURE),
			 errmsg("model \"%s\" was created by a concurrent transaction", name)));
	pg_unreachable();
}

/* Insert a checkpoint row and make it the model's current one; returns its id. */
static int64
store_checkpoint_row(const char *name, bytea *weights, uint32 checksum, int32 epoch, int64 step,
					 Datum config, Datum metrics, bool metrics_null)
{
	Oid			types[7] = {TEXTOID, INT4OID, INT8OID, BYTEAOID, INT8OID, INT8OID, JSONBOID};
	Datum		values[7];
	char		nulls[7] = {' ', ' ', ' ', ' ', ' ', ' ', metrics_null ? 'n' : ' '};
	Oid			utypes[4] = {TEXTOID, JSONBOID, JSONBOID, INT8OID};
	Datum		uvalues[4];
	char		unulls[4] = {' ', ' ', metrics_null ? 'n' : ' ', ' '};
	bool		isnull;
	int64		id;

	values[0] = CStringGetTextDatum(name);
	values[1] = Int32GetDatum(epoch);
	values[2] = Int64GetDatum(step);
	values[3] = PointerGetDatum(weights);
	values[4] = Int64GetDatum((int64) (VARSIZE(weights) - VARHDRSZ));
	values[5] = Int64GetDatum((int64) checksum);
	values[6] = metrics;
	store_exec("INSERT INTO dtfixup.checkpoints (model, epoch, step, weights, byte_size, checksum, metrics, created) "
			   "VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id",
			   7, types, values, nulls, false);
	id = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));

	uvalues[0] = values[0];
	uvalues[1] = config;
	uvalues[2] = metrics;
	uvalues[3] = Int64GetDatum(id);
	store_exec("UPDATE dtfixup.models SET config = $2, metrics = $3, current_checkpoint = $4, updated = now() "
			   "WHERE name = $1", 4, utypes, uvalues, unulls, false);
	return id;
}

/* ---- the API ---- */

int64
model_store_save_checkpoint(const char *name, const char *config_json, const char *bytes, Size len,
							int32 epoch, int64 step, const char *metrics_json)
{
	Oid			role = GetUserId();
	DtCheckpoint ckpt;
	Datum		config;
	Datum		metrics = (Datum) 0;
	bytea	   *weights;
	StoreElevation elevation;
	Oid			owner;
	int64		id;

	check_model_name(name);
	general_model_refuse_write(name, "save a checkpoint of");
	if (bytes == NULL)
		ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED), errmsg("checkpoint bytes must not be NULL")));
	if (epoch < 0 || step < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("checkpoint epoch and step must not be negative (got %d and " INT64_FORMAT ")", epoch, step)));
	model_store_validate_checkpoint(bytes, len, &ckpt);
	config = json_text_to_jsonb(config_json ? config_json : ckpt.config_json, "model configuration",
								ERRCODE_INVALID_TEXT_REPRESENTATION, true);
	if (metrics_json != NULL)
		metrics = json_text_to_jsonb(metrics_json, "checkpoint metrics", ERRCODE_INVALID_TEXT_REPRESENTATION, false);
	weights = bytes_to_bytea(bytes, len);

	SPI_connect();
	store_elevate(&elevation);
	if (lock_or_create_model(name, role, config, &owner))
		require_write(name, role, owner, "overwrite");
	id = store_checkpoint_row(name, weights, ckpt.checksum, epoch, step, config, metrics, metrics_json == NULL);
	store_restore(&elevation);
	SPI_finish();

	pfree(weights);
	dt_checkpoint_free(&ckpt);
	return id;
}

void
model_store_import(const char *name, const char *bytes, Size len, bool replace)
{
	Oid			role = GetUserId();
	Oid			types[1] = {TEXTOID};
	Datum		values[1];
	DtCheckpoint ckpt;
	Datum		config;
	StoreElevation elevation;
	Oid			owner;

	check_model_name(name);
	general_model_refuse_write(name, "import");
	if (bytes == NULL)
		ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED), errmsg("checkpoint bytes must not be NULL")));
	model_store_validate_checkpoint(bytes, len, &ckpt);
	if (ckpt.epoch > PG_INT32_MAX || ckpt.step > PG_INT64_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("checkpoint epoch %u or step %llu is out of range", ckpt.epoch,
						(unsigned long long) ckpt.step)));
	config = json_text_to_jsonb(ckpt.config_json, "checkpoint configuration", ERRCODE_DATA_CORRUPTED, true);
	values[0] = CStringGetTextDatum(name);

	SPI_connect();
	store_elevate(&elevation);
	if (lock_or_create_model(name, role, config, &owner))
	{
		if (!replace)
			report_existing_model(name);
		require_write(name, role, owner, "overwrite");
		/* Replacing starts the model over: its old checkpoints and log describe other weights. */
		store_exec("DELETE FROM dtfixup.checkpoints WHERE model = $1", 1, types, values, NULL, false);
		store_exec("DELETE FROM dtfixup.training_log WHERE model = $1", 1, types, values, NULL, false);
	}
	(void) store_checkpoint_row(name, bytes_to_bytea(bytes, len), ckpt.checksum, (int32) ckpt.epoch,
								(int64) ckpt.step, config, (Datum) 0, true);
	store_restore(&elevation);
	SPI_finish();
	dt_checkpoint_free(&ckpt);
}

bytea *
model_store_load_current(const char *name, MemoryContext mcxt, ModelStoreToken *token)
{
	Oid			types[1] = {TEXTOID};
	Datum		values[1];
	bool		isnull;
	Datum		weights;
	bytea	   *result;
	MemoryContext old;

	check_model_name(name);
	if (general_model_is(name))
		return general_model_read(mcxt, token);
	values[0] = CStringGetTextDatum(name);
	SPI_connect();
	if (store_exec("SELECT c.weights, c.id, m.xmin FROM dtfixup.models m "
				   "JOIN dtfixup.checkpoints c ON c.id = m.current_checkpoint WHERE m.name = $1",
				   1, types, values, NULL, true) == 0)
		report_undefined_model(name);
	weights = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull);
	old = MemoryContextSwitchTo(mcxt);
	result = (bytea *) PG_DETOAST_DATUM_COPY(weights);
	MemoryContextSwitchTo(old);
	if (token != NULL)
	{
		token->checkpoint_id = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2, &isnull));
		token->row_xmin = DatumGetTransactionId(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 3, &isnull));
	}
	SPI_finish();
	return result;
}

int64 *
model_store_recent_checkpoints(const char *name, int32 last, int *n)
{
	Oid			types[2] = {TEXTOID, INT4OID};
	Datum		values[2];
	int64	   *ids;
	uint64		found;

	check_model_name(name);
	if (general_model_is(name))
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("the installed model \"%s\" has a single checkpoint", name),
				 errhint("Name a stored model whose training kept one checkpoint per epoch.")));
	if (last < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("last must be at least 1, not %d", last)));
	values[0] = CStringGetTextDatum(name);
	values[1] = Int32GetDatum(last);
	SPI_connect();
	if (store_exec("SELECT 1 FROM dtfixup.models WHERE name = $1", 1, types, values, NULL, true) == 0)
		report_undefined_model(name);
	found = store_exec("SELECT c.id FROM dtfixup.checkpoints c JOIN dtfixup.models m ON m.name = c.model "
					   "WHERE c.model = $1 AND c.id <= m.current_checkpoint "
					   "ORDER BY c.id DESC LIMIT $2", 2, types, values, NULL, true);
	ids = palloc(sizeof(int64) * (found + 1));
	for (uint64 i = 0; i < found; i++)
	{
		bool		isnull;

		ids[i] = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1, &isnull));
	}
	SPI_finish();
	*n = (int) found;
	return ids;
}

bytea *
model_store_load_checkpoint(const char *name, int64 id, MemoryContext mcxt)
{
	Oid			types[2] = {TEXTOID, INT8OID};
	Datum		values[2];
	bool		isnull;
	bytea	   *result;
	MemoryContext old;

	check_model_name(name);
	values[0] = CStringGetTextDatum(name);
	values[1] = Int64GetDatum(id);
	SPI_connect();
	if (store_exec("SELECT weights FROM dtfixup.checkpoints WHERE model = $1 AND id = $2",
				   2, types, values, NULL, true) == 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("checkpoint " INT64_FORMAT " of model \"%s\" does not exist", id, name),
				 errdetail("It may have been pruned or the model replaced meanwhile.")));
	old = MemoryContextSwitchTo(mcxt);
	result = (bytea *) PG_DETOAST_DATUM_COPY(SPI_getbinval(SPI_tuptable->vals[0],
														   SPI_tuptable->tupdesc, 1, &isnull));
	MemoryContextSwitchTo(old);
	SPI_finish();
	return result;
}

bool
model_store_current_token(const char *name, ModelStoreToken *token)
{
	Oid			types[1] = {TEXTOID};
	Datum		values[1];
	bool		isnull;
	bool		found;

	check_model_name(name);
	if (general_model_is(name))
		return general_model_token(token);
	values[0] = CStringGetTextDatum(name);
	SPI_connect();
	found = store_exec("SELECT current_checkpoint, xmin FROM dtfixup.models WHERE name = $1",
					   1, types, values, NULL, true) > 0;
	if (found)
	{
		Datum		id = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull);

		token->checkpoint_id = isnull ? 0 : DatumGetInt64(id);
		token->row_xmin = DatumGetTransactionId(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2, &isnull));
	}
	SPI_finish();
	return found;
}

bool
model_store_check_can_write(const char *name)
{
	Oid			role = GetUserId();
	StoreElevation elevation;
	Oid			owner;
	bool		exists;

	check_model_name(name);
	general_model_refuse_write(name, "train");
	SPI_connect();
	store_elevate(&elevation);
	exists = lock_model(name, "", &owner);
	if (exists)
		require_write(name, role, owner, "overwrite");
	store_restore(&elevation);
	SPI_finish();
	return exists;
}

void
model_store_check_importable(const char *name, bool replace)
{
	Oid			role = GetUserId();
	StoreElevation elevation;
	Oid			owner;

	check_model_name(name);
	general_model_refuse_write(name, "import");
	SPI_connect();
	store_elevate(&elevation);
	if (lock_model(name, "", &owner))
	{
		if (!replace)
			report_existing_model(name);
		require_write(name, role, owner, "overwrite");
	}
	store_restore(&elevation);
	SPI_finish();
}

void
model_store_log(const char *name, int32 epoch, int64 step, double loss, const char *metrics_json)
{
	Oid			role = GetUserId();
	Oid			types[5] = {TEXTOID, INT4OID, INT8OID, FLOAT8OID, JSONBOID};
	Datum		values[5];
	char		nulls[5] = {' ', ' ', ' ', isnan(loss) ? 'n' : ' ', metrics_json ? ' ' : 'n'};
	StoreElevation elevation;
	Oid			owner;

	check_model_name(name);
	general_model_refuse_write(name, "log training of");
	values[0] = CStringGetTextDatum(name);
	values[1] = Int32GetDatum(epoch);
	values[2] = Int64GetDatum(step);
	values[3] = Float8GetDatum(loss);
	values[4] = metrics_json ? json_text_to_jsonb(metrics_json, "training metrics",
												  ERRCODE_INVALID_TEXT_REPRESENTATION, false) : (Datum) 0;
	SPI_connect();
	store_elevate(&elevation);
	if (!lock_model(name, "FOR SHARE", &owner))
		report_undefined_model(name);
	require_write(name, role, owner, "log training of");
	store_exec("INSERT INTO dtfixup.training_log (model, epoch, step, loss, metrics, logged) "
			   "VALUES ($1, $2, $3, $4, $5, clock_timestamp())", 5, types, values, nulls, false);
	store_restore(&elevation);
	SPI_finish();
}

int64
model_store_prune_checkpoints(const char *name, int32 keep_last)
{
	Oid			role = GetUserId();
	Oid			types[2] = {TEXTOID, INT4OID};
	Datum		values[2];
	StoreElevation elevation;
	Oid			owner;
	uint64		deleted;

	check_model_name(name);
	general_model_refuse_write(name, "prune");
	if (keep_last < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("keep_last must be at least 1, not %d", keep_last)));
	values[0] = CStringGetTextDatum(name);
	values[1] = Int32GetDatum(keep_last);
	SPI_connect();
	store_elevate(&elevation);
	if (!lock_model(name, "FOR UPDATE", &owner))
		report_undefined_model(name);
	require_write(name, role, owner, "prune");
	deleted = store_exec("DELETE FROM dtfixup.checkpoints c WHERE c.model = $1 "
						 "AND c.id <> (SELECT current_checkpoint FROM dtfixup.models WHERE name = $1) "
						 "AND c.id NOT IN (SELECT id FROM dtfixup.checkpoints WHERE model = $1 "
						 "ORDER BY id DESC LIMIT $2)", 2, types, values, NULL, false);
	store_restore(&elevation);
	SPI_finish();
	return (int64) deleted;
}

/* The models the model's row lists as its members that exist, in its order, at most max
 * (callers are elevated and connected; read_only: no write of this call comes before); how
 * many. */
static int
existing_members(const char *name, char **out, int max, bool read_only)
{
	Oid			types[1] = {TEXTOID};
	Datum		values[1] = {CStringGetTextDatum(name)};
	uint64		n;

	n = store_exec("SELECT u.member FROM dtfixup.models AS m, unnest(m.members) WITH ORDINALITY AS u(member, i) "
				   "WHERE m.name = $1 AND EXISTS (SELECT FROM dtfixup.models AS x WHERE x.name = u.member) "
				   "ORDER BY u.i",
				   1, types, values, NULL, read_only);
	if (n > (uint64) max)
		n = max;
	for (uint64 i = 0; i < n; i++)
		out[i] = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1);
	return (int) n;
}

/* Delete a locked model's row; its checkpoints, training_log and model_grants go with it
 * (ON DELETE CASCADE). */
static void
delete_model_row(const char *name)
{
	Oid			types[1] = {TEXTOID};
	Datum		values[1] = {CStringGetTextDatum(name)};

	store_exec("DELETE FROM dtfixup.models WHERE name = $1", 1, types, values, NULL, false);
}

/* A model's members are its own parsers (dtfixup_learn's): they go with it, under the
 * same rights check. */
static void
drop_members(const char *name, Oid role)
{
	char	   *members[MODEL_STORE_MAX_MEMBERS];
	int			n = existing_members(name, members, MODEL_STORE_MAX_MEMBERS, false);

	for (int i = 0; i < n; i++)
	{
		Oid			owner;

		if (!lock_model(members[i], "FOR UPDATE", &owner))
			continue;
		require_write(members[i], role, owner, "drop");
		delete_model_row(members[i]);
	}
}

void
model_store_drop(const char *name)
{
	Oid			role = GetUserId();
	StoreElevation elevation;
	Oid			owner;

	check_model_name(name);
	general_model_refuse_write(name, "drop");
	SPI_connect();
	store_elevate(&elevation);
	if (!lock_model(name, "FOR UPDATE", &owner))
		report_undefined_model(name);
	require_write(name, role, owner, "drop");
	drop_members(name, role);
	delete_model_row(name);
	store_restore(&elevation);
	SPI_finish();
}

static void
check_role_exists(Oid grantee)
{
	if (!OidIsValid(grantee) || !SearchSysCacheExists1(AUTHOID, ObjectIdGetDatum(grantee)))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("role with OID %u does not exist", grantee)));
}

void
model_store_grant(const char *name, Oid grantee)
{
	Oid			role = GetUserId();
	Oid			types[3] = {TEXTOID, REGROLEOID, REGROLEOID};
	Datum		values[3];
	StoreElevation elevation;
	Oid			owner;

	check_model_name(name);
	general_model_refuse_write(name, "grant");
	check_role_exists(grantee);
	values[0] = CStringGetTextDatum(name);
	values[1] = ObjectIdGetDatum(grantee);
	values[2] = ObjectIdGetDatum(role);
	SPI_connect();
	store_elevate(&elevation);
	if (!lock_model(name, "FOR UPDATE", &owner))
		report_undefined_model(name);
	require_owner(name, role, owner, "grant");
	store_exec("INSERT INTO dtfixup.model_grants (model, grantee, granted_by, granted) "
			   "VALUES ($1, $2, $3, now()) ON CONFLICT (model, grantee) DO NOTHING",
			   3, types, values, NULL, false);
	store_restore(&elevation);
	SPI_finish();
}

void
model_store_revoke(const char *name, Oid grantee)
{
	Oid			role = GetUserId();
	Oid			types[2] = {TEXTOID, REGROLEOID};
	Datum		values[2];
	StoreElevation elevation;
	Oid			owner;
	uint64		deleted;

	check_model_name(name);
	general_model_refuse_write(name, "revoke");
	values[0] = CStringGetTextDatum(name);
	values[1] = ObjectIdGetDatum(grantee);
	SPI_connect();
	store_elevate(&elevation);
	if (!lock_model(name, "FOR UPDATE", &owner))
		report_undefined_model(name);
	require_owner(name, role, owner, "revoke");
	deleted = store_exec("DELETE FROM dtfixup.model_grants WHERE model = $1 AND grantee = $2",
						 2, types, values, NULL, false);
	store_restore(&elevation);
	SPI_finish();
	if (deleted == 0)
		ereport(NOTICE,
				(errmsg("model \"%s\" was not granted to role %s, nothing to revoke", name, role_name(grantee))));
}

void
model_store_set_description(const char *name, const char *description)
{
	Oid			role = GetUserId();
	Oid			types[2] = {TEXTOID, TEXTOID};
	Datum		values[2];
	char		nulls[2] = {' ', description ? ' ' : 'n'};
	StoreElevation elevation;
	Oid			owner;

	check_model_name(name);
	general_model_refuse_write(name, "describe");
	values[0] = CStringGetTextDatum(name);
	values[1] = description ? CStringGetTextDatum(description) : (Datum) 0;
	SPI_connect();
	store_elevate(&elevation);
	if (!lock_model(name, "FOR UPDATE", &owner))
		report_undefined_model(name);
	require_write(name, role, owner, "describe");
	store_exec("UPDATE dtfixup.models SET description = $2, updated = now() WHERE name = $1",
			   2, types, values, nulls, false);
	store_restore(&elevation);
	SPI_finish();
}

int
model_store_members(const char *name, MemoryContext mcxt, char **out, int max)
{
	StoreElevation elevation;
	char	   *found[MODEL_STORE_MAX_MEMBERS];
	int			n;

	check_model_name(name);
	if (general_model_is(name))
		return 0;
	SPI_connect();
	store_elevate(&elevation);
	n = existing_members(name, found, Min(max, MODEL_STORE_MAX_MEMBERS), true);
	for (int i = 0; i < n; i++)
		out[i] = MemoryContextStrdup(mcxt, found[i]);
	store_restore(&elevation);
	SPI_finish();
	return n;
}

void
model_store_set_members(const char *name, const char *const *members, int n)
{
	Oid			role = GetUserId();
	Oid			types[2] = {TEXTOID, TEXTARRAYOID};
	Datum		values[2];
	Datum	   *elems;
	StoreElevation elevation;
	Oid			owner;

	check_model_name(name);
	general_model_refuse_write(name, "give members to");
	if (n > MODEL_STORE_MAX_MEMBERS)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("a model has at most %d members, not %d", MODEL_STORE_MAX_MEMBERS, n),
				 errdetail("A model and its members decode together, at most %d parsers.",
						   MODEL_STORE_MAX_MEMBERS + 1)));
	elems = palloc(sizeof(Datum) * Max(n, 1));
	for (int i = 0; i < n; i++)
	{
		check_model_name(members[i]);
		if (strcmp(members[i], name) == 0 || general_model_is(members[i]))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("model \"%s\" cannot be a member of model \"%s\"", members[i], name),
					 errdetail("A member is another stored model, not the model itself or the general model.")));
		elems[i] = CStringGetTextDatum(members[i]);
	}
	values[0] = CStringGetTextDatum(name);
	values[1] = PointerGetDatum(construct_array(elems, n, TEXTOID, -1, false, TYPALIGN_INT));
	SPI_connect();
	store_elevate(&elevation);
	if (!lock_model(name, "FOR UPDATE", &owner))
		report_undefined_model(name);
	require_write(name, role, owner, "give members to");
	for (int i = 0; i < n; i++)
	{
		Oid			member_owner;

		if (!lock_model(members[i], "FOR SHARE", &member_owner))
			report_undefined_model(members[i]);
	}
	store_exec("UPDATE dtfixup.models SET members = $2, updated = now() WHERE name = $1",
			   2, types, values, NULL, false);
	store_restore(&elevation);
	SPI_finish();
}
