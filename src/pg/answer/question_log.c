/*
 * question_log.c — one row per answer given, in dtfixup.question_log (question_log.h).
 *
 * Volatility.  nl2sql is STABLE (and stays so: the planner may then use it in index
 * conditions, and it returns the same answer for the same question within a statement),
 * yet it writes this row.  That is correct for a C function: PostgreSQL refuses writes
 * only from non-volatile SQL and PL functions, whose SPI runs read-only; here SPI runs
 * read-write in a subtransaction of its own, which increments the command counter and
 * takes a fresh snapshot, so the row is visible to later commands and the calling query's
 * snapshot is untouched.  What STABLE does allow the planner, calling the function while
 * estimating or once per row, would log a question more than once: the statement-level
 * dedup below keeps it to one row.  What a write cannot do, it is not tried: on a hot
 * standby, in a read-only transaction or in parallel mode (nl2sql is PARALLEL RESTRICTED:
 * its leader is in parallel mode during a parallel plan) the row is skipped.
 */
#include "pg/dtfixup.h"

#include "access/xact.h"
#include "access/xlog.h"
#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "common/hashfn.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "storage/proc.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/resowner.h"
#include "utils/syscache.h"
#include "utils/timestamp.h"

#include "pg/answer/question_log.h"
#include "pg/answer/parser_input.h"
#include "pg/store/general_model.h"
#include "pg/store/model_store.h"

/* The last row logged: the same arguments again within one statement log nothing. */
static struct
{
	LocalTransactionId lxid;
	TimestampTz statement;
	uint32		hash;
}			last_logged;

static Oid
question_log_relid(void)
{
	Oid			nsp = get_namespace_oid("dtfixup", true);

	return OidIsValid(nsp) ? get_relname_relid("question_log", nsp) : InvalidOid;
}

/* Whether a row may be written here, now, by this role. */
static bool
may_log(Oid *relid)
{
	if (!dtfixup_log_questions || RecoveryInProgress() || XactReadOnly || IsInParallelMode())
		return false;
	*relid = question_log_relid();
	return OidIsValid(*relid) && pg_class_aclcheck(*relid, GetUserId(), ACL_INSERT) == ACLCHECK_OK;
}

static uint32
arguments_hash(const char *question, const char *model, const char *sql, bool refused)
{
	uint32		h = hash_bytes((const unsigned char *) question, strlen(question));

	h = hash_combine(h, hash_bytes((const unsigned char *) model, strlen(model)));
	h = hash_combine(h, refused ? 1 : 0);
	return hash_combine(h, hash_bytes((const unsigned char *) sql, strlen(sql)));
}

/* Whether this statement already logged these arguments; remembers them if not. */
static bool
logged_in_this_statement(uint32 hash)
{
	TimestampTz statement = GetCurrentStatementStartTimestamp();

	if (last_logged.lxid == MyProc->lxid && last_logged.statement == statement &&
		last_logged.hash == hash)
		return true;
	last_logged.lxid = MyProc->lxid;
	last_logged.statement = statement;
	last_logged.hash = hash;
	return false;
}

bool
question_log_prepare(const char *question, const char *model, const char *sql,
					 const Answering *a, int n_parsers, bool refused, QuestionLogRow *row)
{
	ModelStoreToken token;

	memset(row, 0, sizeof(*row));
	if (!may_log(&row->relid) ||
		logged_in_this_statement(arguments_hash(question, model, sql, refused)))
		return false;
	row->question = question;
	row->sql = sql;
	row->model = model;
	if (!general_model_is(model) && model_store_current_token(model, &token))
		row->model_version = psprintf(INT64_FORMAT ":%u", token.checkpoint_id, token.row_xmin);
	row->stored_pair = a->stored.answered ? a->stored.pair_id : 0;
	row->parsers_decoded = (int16) a->answer.parsers_decoded;
	row->parsers = (int16) n_parsers;
	row->question_key = feedback_question_key(question);
	row->delex_key = feedback_delex_key(&a->facts);
	/* the answer's confidence (answer_confidence.h), kept in [0, 1] as the column's check asks */
	row->confidence = (float4) Max(0.0, Min(1.0, a->answer.confidence));
	row->refused = refused;
	row->max_rows = dtfixup_question_log_max_rows;
	return true;
}

static Datum
text_or_null(const char *s, char *nulls, int i)
{
	nulls[i] = s ? ' ' : 'n';
	return s ? CStringGetTextDatum(s) : (Datum) 0;
}

/* The row, as the current user (its privileges, row level security); the new row's id. */
static int64
insert_row(const QuestionLogRow *row)
{
	Oid			types[11] = {TEXTOID, TEXTOID, TEXTOID, TEXTOID, INT8OID, INT2OID, INT2OID,
	TEXTOID, TEXTOID, FLOAT4OID, BOOLOID};
	Datum		values[11];
	char		nulls[12] = "           ";
	bool		isnull;

	values[0] = CStringGetTextDatum(row->question);
	values[1] = CStringGetTextDatum(row->sql);
	values[2] = CStringGetTextDatum(row->model);
	values[3] = text_or_null(row->model_version, nulls, 3);
	values[4] = Int64GetDatum(row->stored_pair);
	nulls[4] = row->stored_pair != 0 ? ' ' : 'n';
	values[5] = Int16GetDatum(row->parsers_decoded);
	values[6] = Int16GetDatum(row->parsers);
	values[7] = CStringGetTextDatum(row->question_key);
	values[8] = text_or_null(row->delex_key, nulls, 8);
	values[9] = Float4GetDatum(row->confidence);
	values[10] = BoolGetDatum(row->refused);
	if (SPI_execute_with_args("INSERT INTO dtfixup.question_log (asked_by, question, sql, model, "
							  "model_version, stored_pair, parsers_decoded, parsers, question_key, "
							  "delex_key, confidence, refused) "
							  "VALUES (current_user, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
							  11, types, values, nulls, false, 0) != SPI_OK_INSERT_RETURNING ||
		SPI_processed != 1)
		elog(ERROR, "dtfixup: logging the question failed");
	return DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
}

/*
 * The bound: the rows more than max_rows ids behind the newest go.
 * Removed as the table's owner (no role that asks may delete, and row level security hides
 * the other roles' rows from it), with every operator schema-qualified so that nothing on
 * the caller's search_path runs with the owner's rights; rows another session has locked
 * are skipped (never waited for: it removes them itself).  Ids are dense but for rolled
 * back rows, so the table holds at most the setting's number of rows.
 */
static void
trim(Oid relid, int max_rows, int64 newest)
{
	Oid			owner;
	Oid			save_userid;
	int			save_sec;
	Oid			type = INT8OID;
	Datum		oldest_kept;
	HeapTuple	tuple;

	if (max_rows <= 0 || newest <= max_rows)
		return;
	tuple = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
	if (!HeapTupleIsValid(tuple))
		return;
	owner = ((Form_pg_class) GETSTRUCT(tuple))->relowner;
	ReleaseSysCache(tuple);
	oldest_kept = Int64GetDatum(newest - max_rows + 1);
	GetUserIdAndSecContext(&save_userid, &save_sec);
	SetUserIdAndSecContext(owner, save_sec | SECURITY_LOCAL_USERID_CHANGE |
						   SECURITY_RESTRICTED_OPERATION);
	if (SPI_execute_with_args("DELETE FROM dtfixup.question_log WHERE id OPERATOR(pg_catalog.=) ANY "
							  "(ARRAY(SELECT id FROM dtfixup.question_log "
							  "WHERE id OPERATOR(pg_catalog.<) $1 FOR UPDATE SKIP LOCKED))",
							  1, &type, &oldest_kept, NULL, false, 0) != SPI_OK_DELETE)
		elog(ERROR, "dtfixup: trimming the question log failed");
	SetUserIdAndSecContext(save_userid, save_sec);
}

/* The row subtransaction_run's step writes. */
typedef struct QuestionLogWrite
{
	const QuestionLogRow *row;
} QuestionLogWrite;

/* subtransaction_run's step: the row inserted, the log trimmed */
static void
write_step(void *arg)
{
	const QuestionLogRow *row = ((const QuestionLogWrite *) arg)->row;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	trim(row->relid, row->max_rows, insert_row(row));
	SPI_finish();
}

ErrorData *
question_log_write(const QuestionLogRow *row)
{
	QuestionLogWrite w = {row};

	return subtransaction_run(write_step, &w);
}

void
question_log_warn_not_logged(bool refused, int sqlerrcode, const char *why)
{
	if (refused)
		ereport(WARNING,
				(errcode(sqlerrcode),
				 errmsg("dtfixup: the refused question was not logged: %s", why),
				 errhint("SET dtfixup.log_questions = off stops logging.")));
	else
		ereport(WARNING,
				(errcode(sqlerrcode),
				 errmsg("dtfixup: the question was answered but not logged: %s", why),
				 errhint("SET dtfixup.log_questions = off stops logging.")));
}

/* Any error but a cancel or a termination is a WARNING, and the statement goes on. */
void
question_log_answer(const char *question, const char *model, const char *sql,
					const Answering *a, int n_parsers)
{
	QuestionLogRow row;
	ErrorData  *edata;

	if (!question_log_prepare(question, model, sql, a, n_parsers, false, &row))
		return;
	edata = question_log_write(&row);
	if (edata != NULL)
	{
		question_log_warn_not_logged(false, edata->sqlerrcode, edata->message);
		FreeErrorData(edata);
	}
}
