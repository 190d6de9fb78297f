/*
 * question_log_refused.c — the row of a refused question, written by a dynamic background
 * worker in a transaction of its own (question_log_refused.h).
 *
 * The asking backend puts the row and its identity in a DSM segment, registers the worker
 * (bgw_library_name "dtfixup": no shared_preload_libraries needed) and waits until it has
 * stopped, at most REFUSED_LOG_WAIT_MS: the worker tells by the segment's state whether
 * it committed the row, and why not.  The wait ends on a cancel too; the worker is then
 * asked to stop, so that no row appears after the caller was told it would not.
 *
 * The caller's transaction may hold a lock that the worker's INSERT would wait for (a
 * LOCK TABLE, the table created or altered in it): the worker would then wait on the
 * caller, which waits on the worker, a deadlock no detector sees.  Such a lock is looked
 * for first, and the bounded wait covers the rest.
 */
#include "pg/answer/question_log_refused.h"

#include "access/xact.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "pgstat.h"
#include "port/atomics.h"
#include "postmaster/bgworker.h"
#include "storage/dsm.h"
#include "storage/latch.h"
#include "storage/lock.h"
#include "tcop/tcopprot.h"
#include "utils/memutils.h"
#include "utils/resowner.h"
#include "utils/snapmgr.h"
#include "utils/timestamp.h"
#include "utils/wait_event.h"

#include "pg/answer/question_log.h"
#include "pg/answer/parser_input.h"

/* The longest the caller waits for the worker: it starts, connects and writes one row. */
#define REFUSED_LOG_WAIT_MS 10000

/* The texts of a row, in the order they are stored in the segment. */
#define REFUSED_LOG_TEXTS 6

/* The worker's outcome, in the segment: still pending when it stopped means it failed
 * before it could say why (it could not connect, it was terminated). */
#define REFUSED_LOG_PENDING 0
#define REFUSED_LOG_WRITTEN 1
#define REFUSED_LOG_FAILED	2

#define REFUSED_LOG_WHY_LEN 512

typedef struct RefusedLogSegment
{
	pg_atomic_uint32 state;
	/* who asked: the worker connects as authenticated and takes on the others */
	Oid			database;
	Oid			authenticated;
	Oid			session_user;
	Oid			outer_user;		/* SET ROLE's */
	Oid			current_user;
	int			sec_context;
	QuestionLogRow row;			/* its texts' pointers are the asker's: see text_at */
	int32		text_at[REFUSED_LOG_TEXTS]; /* offsets in texts, -1: NULL */
	/* why the row was not written, when state is REFUSED_LOG_FAILED */
	int			sqlerrcode;
	char		why[REFUSED_LOG_WHY_LEN];
	char		texts[FLEXIBLE_ARRAY_MEMBER];
} RefusedLogSegment;

/* The row's texts, each with the place it is read back into. */
static void
row_texts(QuestionLogRow *row, const char ***texts)
{
	texts[0] = &row->question;
	texts[1] = &row->sql;
	texts[2] = &row->model;
	texts[3] = &row->model_version;
	texts[4] = &row->question_key;
	texts[5] = &row->delex_key;
}

static Size
segment_size(QuestionLogRow *row)
{
	const char **texts[REFUSED_LOG_TEXTS];
	Size		size = offsetof(RefusedLogSegment, texts);

	row_texts(row, texts);
	for (int i = 0; i < REFUSED_LOG_TEXTS; i++)
		if (*texts[i] != NULL)
			size = add_size(size, strlen(*texts[i]) + 1);
	return size;
}

/* The segment's contents: the row and the asker's identity. */
static void
segment_fill(RefusedLogSegment *seg, QuestionLogRow *row)
{
	const char **texts[REFUSED_LOG_TEXTS];
	Size		at = 0;

	pg_atomic_init_u32(&seg->state, REFUSED_LOG_PENDING);
	seg->database = MyDatabaseId;
	seg->authenticated = GetAuthenticatedUserId();
	seg->session_user = GetSessionUserId();
	seg->outer_user = GetOuterUserId();
	GetUserIdAndSecContext(&seg->current_user, &seg->sec_context);
	seg->row = *row;
	row_texts(row, texts);
	for (int i = 0; i < REFUSED_LOG_TEXTS; i++)
	{
		seg->text_at[i] = *texts[i] ? (int32) at : -1;
		if (*texts[i] != NULL)
		{
			memcpy(seg->texts + at, *texts[i], strlen(*texts[i]) + 1);
			at += strlen(*texts[i]) + 1;
		}
	}
	seg->sqlerrcode = 0;
	seg->why[0] = '\0';
}

/* Whether this transaction holds a lock on the log that the worker's INSERT (ROW
 * EXCLUSIVE) would wait for. */
static bool
log_locked_here(Oid relid)
{
	LOCKTAG		tag;

	SET_LOCKTAG_RELATION(tag, MyDatabaseId, relid);
	for (LOCKMODE mode = ShareLock; mode <= AccessExclusiveLock; mode++)
		if (LockHeldByMe(&tag, mode))
			return true;
	return false;
}

static BackgroundWorkerHandle *
start_worker(dsm_segment *seg)
{
	BackgroundWorker w;
	BackgroundWorkerHandle *handle;

	memset(&w, 0, sizeof(w));
	w.bgw_flags = BGWORKER_SHMEM_ACCESS | BGWORKER_BACKEND_DATABASE_CONNECTION;
	w.bgw_start_time = BgWorkerStart_RecoveryFinished;
	w.bgw_restart_time = BGW_NEVER_RESTART;
	strlcpy(w.bgw_library_name, "dtfixup", BGW_MAXLEN);
	strlcpy(w.bgw_function_name, "dtfixup_question_log_worker", BGW_MAXLEN);
	snprintf(w.bgw_name, BGW_MAXLEN, "dtfixup question log writer for PID %d", MyProcPid);
	strlcpy(w.bgw_type, "dtfixup question log writer", BGW_MAXLEN);
	w.bgw_main_arg = UInt32GetDatum(dsm_segment_handle(seg));
	w.bgw_notify_pid = MyProcPid;
	return RegisterDynamicBackgroundWorker(&w, &handle) ? handle : NULL;
}

/* Wait until the worker has stopped: false when it took longer than REFUSED_LOG_WAIT_MS
 * (it is then asked to stop).  A cancel or a termination ends the wait with its error,
 * after asking the worker to stop. */
static bool
wait_for_worker(BackgroundWorkerHandle *handle)
{
	TimestampTz deadline = TimestampTzPlusMilliseconds(GetCurrentTimestamp(), REFUSED_LOG_WAIT_MS);
	volatile bool stopped = false;

	PG_TRY();
	{
		for (;;)
		{
			pid_t		pid;
			long		left;

			if (GetBackgroundWorkerPid(handle, &pid) == BGWH_STOPPED)
			{
				stopped = true;
				break;
			}
			left = TimestampDifferenceMilliseconds(GetCurrentTimestamp(), deadline);
			if (left <= 0)
				break;
			(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH, left,
							 PG_WAIT_EXTENSION);
			ResetLatch(MyLatch);
			CHECK_FOR_INTERRUPTS();
		}
	}
	PG_CATCH();
	{
		TerminateBackgroundWorker(handle);
		PG_RE_THROW();
	}
	PG_END_TRY();
	if (!stopped)
		TerminateBackgroundWorker(handle);
	return stopped;
}

/* Have the worker write row: true once it committed it, else false with why. */
static bool
write_in_worker(QuestionLogRow *row, int *sqlerrcode, char **why)
{
	dsm_segment *seg;
	RefusedLogSegment *shared;
	BackgroundWorkerHandle *handle;
	bool		written = false;

	*sqlerrcode = ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE;
	if (log_locked_here(row->relid))
	{
		*why = pstrdup("this transaction holds a lock on dtfixup.question_log that its writer would wait for");
		return false;
	}
	seg = dsm_create(segment_size(row), 0);
	shared = dsm_segment_address(seg);
	segment_fill(shared, row);
	handle = start_worker(seg);
	if (handle == NULL)
	{
		*sqlerrcode = ERRCODE_CONFIGURATION_LIMIT_EXCEEDED;
		*why = pstrdup("no background worker slot is free (max_worker_processes)");
	}
	else
	{
		bool		stopped = wait_for_worker(handle);

		pg_read_barrier();
		switch (pg_atomic_read_u32(&shared->state))
		{
			case REFUSED_LOG_WRITTEN:	/* also when it committed just as the wait ended */
				written = true;
				break;
			case REFUSED_LOG_FAILED:
				*sqlerrcode = shared->sqlerrcode;
				*why = pstrdup(shared->why);
				break;
			default:
				*why = stopped ? pstrdup("its writer stopped before writing it (the server log says why)") :
					psprintf("its writer did not finish within %d s, and was stopped", REFUSED_LOG_WAIT_MS / 1000);
				break;
		}
	}
	dsm_detach(seg);
	return written;
}

/* What write_step did: whether the worker wrote the row, else why not. */
typedef struct RefusalWrite
{
	QuestionLogRow *row;
	bool		written;
	int			sqlerrcode;
	char	   *why;
} RefusalWrite;

/* subtransaction_run's step: the row written by the worker */
static void
write_step(void *arg)
{
	RefusalWrite *w = arg;

	w->written = write_in_worker(w->row, &w->sqlerrcode, &w->why);
}

void
question_log_refusal(const char *question, const char *model, const char *sql,
					 const Answering *a, int n_parsers)
{
	QuestionLogRow row;
	RefusalWrite w = {&row, false, 0, NULL};
	ErrorData  *edata;

	if (!question_log_prepare(question, model, sql, a, n_parsers, true, &row))
		return;
	/* in a subtransaction, so that an error (out of memory, of shared memory) becomes the
	 * WARNING, never a different error than the refusal */
	edata = subtransaction_run(write_step, &w);
	if (edata != NULL)
	{
		w.sqlerrcode = edata->sqlerrcode;
		w.why = edata->message;
	}
	if (!w.written)
		question_log_warn_not_logged(true, w.sqlerrcode, w.why);
}

/* ---- the worker ---- */

/* Take on the asker's roles; the connection is the authenticated role's. */
static void
become_asker(const RefusedLogSegment *shared)
{
	if (shared->session_user != GetSessionUserId())
		SetSessionAuthorization(shared->session_user, superuser_arg(shared->session_user));
	if (shared->outer_user != GetOuterUserId())
		SetCurrentRoleId(shared->outer_user, superuser_arg(shared->outer_user));
	SetUserIdAndSecContext(shared->current_user, shared->sec_context);
}

/* The row as the asker computed it, its texts in the segment. */
static void
segment_row(RefusedLogSegment *shared, QuestionLogRow *row)
{
	const char **texts[REFUSED_LOG_TEXTS];

	*row = shared->row;
	row_texts(row, texts);
	for (int i = 0; i < REFUSED_LOG_TEXTS; i++)
		*texts[i] = shared->text_at[i] < 0 ? NULL : shared->texts + shared->text_at[i];
}

static void
report(RefusedLogSegment *shared, const ErrorData *edata)
{
	if (edata != NULL)
	{
		const char *message = edata->message ? edata->message : "unknown error";
		/* cut whole characters only: the caller puts it in its WARNING */
		int			len = pg_mbcliplen(message, strlen(message), REFUSED_LOG_WHY_LEN - 1);

		shared->sqlerrcode = edata->sqlerrcode;
		memcpy(shared->why, message, len);
		shared->why[len] = '\0';
	}
	pg_write_barrier();
	pg_atomic_write_u32(&shared->state, edata ? REFUSED_LOG_FAILED : REFUSED_LOG_WRITTEN);
}

void
dtfixup_question_log_worker(Datum main_arg)
{
	dsm_segment *seg;
	RefusedLogSegment *shared;
	QuestionLogRow row;
	ErrorData  *edata;
	Oid			connected_as;
	int			sec_context;

	pqsignal(SIGTERM, die);
	BackgroundWorkerUnblockSignals();
	seg = dsm_attach(DatumGetUInt32(main_arg));
	if (seg == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("dtfixup: the question log writer found no segment to write from")));
	shared = dsm_segment_address(seg);
	BackgroundWorkerInitializeConnectionByOid(shared->database, shared->authenticated, 0);
	StartTransactionCommand();
	GetUserIdAndSecContext(&connected_as, &sec_context);
	become_asker(shared);
	PushActiveSnapshot(GetTransactionSnapshot());
	segment_row(shared, &row);
	edata = question_log_write(&row);
	PopActiveSnapshot();
	/* a transaction ends outside any security-restricted operation */
	SetUserIdAndSecContext(connected_as, sec_context);
	CommitTransactionCommand();
	/* told only once committed: the caller may read the row when it sees "written" */
	report(shared, edata);
	dsm_detach(seg);
}
