/*
 * train_progress.c — publishing a training run's progress, and the set-returning function
 * behind the view dtfixup.dtfixup_progress (train_progress.h):
 *   dtfixup_training_progress() RETURNS SETOF record
 */
#include "pg/train/train_progress.h"

#include <fcntl.h>
#include <math.h>
#include <sys/stat.h>
#include <unistd.h>

#include "catalog/pg_authid.h"
#include "commands/dbcommands.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "pgstat.h"
#include "storage/fd.h"
#include "storage/ipc.h"
#include "utils/acl.h"
#include "utils/backend_status.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"

#include "pg/dtfixup.h"
#include "pg/store/model_store.h"

PG_FUNCTION_INFO_V1(dtfixup_training_progress);

#define PROGRESS_FILE_PREFIX "dtfixup_progress."
#define PROGRESS_MAGIC 0x64747072	/* "dtpr" */
#define PROGRESS_VERSION 1
#define PROGRESS_WRITE_INTERVAL_MS 1000

/* The bytes of a progress file (read only by the same build of this library). */
typedef struct ProgressRecord
{
	uint32		magic;
	uint32		version;
	int32		pid;
	TimestampTz backend_start;	/* with pid: which backend wrote it */
	Oid			roleid;			/* the role that runs the training */
	Oid			dbid;
	char		model[MODEL_STORE_MAX_NAME_LEN + 1];
	int32		phase;
	int32		epoch;
	int32		epochs;
	int32		done;
	int32		total;
	double		last_loss;
	double		examples_per_second;
	double		seconds_left;
	TimestampTz started;
	TimestampTz updated;
} ProgressRecord;

static const char *const phase_names[] = {
	[TRAIN_PHASE_STARTING] = "starting",
	[TRAIN_PHASE_READING_ROWS] = "reading rows",
	[TRAIN_PHASE_INITIALISING] = "initialising",
	[TRAIN_PHASE_TRAINING] = "training",
	[TRAIN_PHASE_VALIDATING] = "validating",
	[TRAIN_PHASE_SAVING] = "saving checkpoint",
};

static bool exit_hook_registered = false;

static void
progress_path(int pid, char *buf, size_t len)
{
	snprintf(buf, len, "%s/" PROGRESS_FILE_PREFIX "%d", PG_STAT_TMP_DIR, pid);
}

/* A backend that exits (FATAL, terminate) while training leaves no file behind. */
static void
remove_own_file(int code, Datum arg)
{
	char		path[MAXPGPATH];

	progress_path(MyProcPid, path, sizeof(path));
	(void) unlink(path);
}

/* Write rec to a temporary file and rename it over the published one. */
static bool
write_record(const ProgressRecord *rec)
{
	char		path[MAXPGPATH];
	char		tmp[MAXPGPATH];
	int			fd;
	bool		ok;

	progress_path(MyProcPid, path, sizeof(path));
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	fd = OpenTransientFilePerm(tmp, O_WRONLY | O_CREAT | O_TRUNC | PG_BINARY, S_IRUSR | S_IWUSR);
	if (fd < 0)
		return false;
	ok = write(fd, rec, sizeof(*rec)) == (ssize_t) sizeof(*rec);
	if (CloseTransientFile(fd) != 0)
		ok = false;
	if (ok && rename(tmp, path) == 0)
		return true;
	(void) unlink(tmp);
	return false;
}

static void
publish(TrainProgress *p)
{
	ProgressRecord rec;

	if (p->write_failed)
		return;
	memset(&rec, 0, sizeof(rec));
	rec.magic = PROGRESS_MAGIC;
	rec.version = PROGRESS_VERSION;
	rec.pid = MyProcPid;
	rec.backend_start = MyStartTimestamp;
	rec.roleid = GetUserId();
	rec.dbid = MyDatabaseId;
	strlcpy(rec.model, p->model, sizeof(rec.model));
	rec.phase = p->phase;
	rec.epoch = p->epoch;
	rec.epochs = p->epochs;
	rec.done = p->done;
	rec.total = p->total;
	rec.last_loss = p->last_loss;
	rec.examples_per_second = p->examples_per_second;
	rec.seconds_left = p->seconds_left;
	rec.started = p->started;
	rec.updated = GetCurrentTimestamp();
	if (!exit_hook_registered)
	{
		on_proc_exit(remove_own_file, (Datum) 0);
		exit_hook_registered = true;
	}
	p->last_write = rec.updated;
	if (write_record(&rec))
	{
		p->published = true;
		return;
	}
	/* progress is a courtesy: training goes on without it */
	p->write_failed = true;
	ereport(WARNING,
			(errcode_for_file_access(),
			 errmsg("dtfixup: could not write the training progress file in \"%s\": %m",
					PG_STAT_TMP_DIR),
			 errdetail("This run will not appear in dtfixup.dtfixup_progress.")));
}

void
train_progress_begin(TrainProgress *p, const char *model)
{
	memset(p, 0, sizeof(*p));
	p->model = model;
	p->started = GetCurrentTimestamp();
	p->last_loss = NAN;
	p->examples_per_second = -1.0;
	p->seconds_left = -1.0;
	p->phase = TRAIN_PHASE_STARTING;
	publish(p);
}

void
train_progress_phase(TrainProgress *p, TrainPhase phase, int done, int total)
{
	p->phase = phase;
	p->done = done;
	p->total = total;
	publish(p);
}

void
train_progress_tick(TrainProgress *p)
{
	if (TimestampDifferenceExceeds(p->last_write, GetCurrentTimestamp(), PROGRESS_WRITE_INTERVAL_MS))
		publish(p);
}

void
train_progress_end(TrainProgress *p)
{
	char		path[MAXPGPATH];

	if (!p->published)
		return;
	progress_path(MyProcPid, path, sizeof(path));
	if (unlink(path) != 0 && errno != ENOENT)
		ereport(WARNING,
				(errcode_for_file_access(),
				 errmsg("dtfixup: could not remove the training progress file \"%s\": %m", path)));
	p->published = false;
}

double
train_progress_elapsed(const TrainProgress *p)
{
	return (double) (GetCurrentTimestamp() - p->started) / USECS_PER_SEC;
}

char *
train_progress_format_seconds(double seconds)
{
	long		s = (long) (seconds + 0.5);

	if (s < 0)
		s = 0;
	if (s >= 3600)
		return psprintf("%ld h %ld min", s / 3600, (s % 3600) / 60);
	if (s >= 60)
		return psprintf("%ld min %ld s", s / 60, s % 60);
	return psprintf("%ld s", s);
}

/* ---- the reader ---- */

/* The live backend with this pid, or NULL. */
static PgBackendStatus *
live_backend(int pid)
{
	int			n = pgstat_fetch_stat_numbackends();

	for (int i = 1; i <= n; i++)
	{
		LocalPgBackendStatus *l = pgstat_fetch_stat_local_beentry(i);

		if (l != NULL && l->backendStatus.st_procpid == pid)
			return &l->backendStatus;
	}
	return NULL;
}

/* The record of file name in the progress directory; false when it is not one. */
static bool
read_record(const char *name, ProgressRecord *rec)
{
	char		path[MAXPGPATH];
	int			fd;
	ssize_t		got;

	snprintf(path, sizeof(path), "%s/%s", PG_STAT_TMP_DIR, name);
	fd = OpenTransientFile(path, O_RDONLY | PG_BINARY);
	if (fd < 0)
		return false;			/* removed meanwhile: the run ended */
	got = read(fd, rec, sizeof(*rec));
	CloseTransientFile(fd);
	return got == (ssize_t) sizeof(*rec) && rec->magic == PROGRESS_MAGIC &&
		rec->version == PROGRESS_VERSION;
}

static Datum
seconds_interval(double seconds)
{
	Interval   *iv = palloc0(sizeof(Interval));

	iv->time = (TimeOffset) (Max(seconds, 0.0) * USECS_PER_SEC);
	return IntervalPGetDatum(iv);
}

/* A name column's value (a NameData, not a C string); (Datum) 0 for NULL. */
static Datum
name_datum(const char *s)
{
	NameData   *n;

	if (s == NULL)
		return (Datum) 0;
	n = palloc(sizeof(NameData));
	namestrcpy(n, s);
	return NameGetDatum(n);
}

#define PROGRESS_COLUMNS 14

static void
emit_row(ReturnSetInfo *rsinfo, const ProgressRecord *rec, TimestampTz now)
{
	Datum		values[PROGRESS_COLUMNS];
	bool		nulls[PROGRESS_COLUMNS];
	char	   *dbname = get_database_name(rec->dbid);
	bool		visible = has_privs_of_role(GetUserId(), rec->roleid) ||
		has_privs_of_role(GetUserId(), ROLE_PG_READ_ALL_STATS);
	double		age = (double) (now - rec->updated) / USECS_PER_SEC;

	memset(nulls, 0, sizeof(nulls));
	values[0] = Int32GetDatum(rec->pid);
	values[1] = name_datum(dbname);
	nulls[1] = dbname == NULL;
	if (!visible)
	{
		for (int i = 2; i < PROGRESS_COLUMNS; i++)
			nulls[i] = true;
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
		return;
	}
	{
		char	   *role = GetUserNameFromId(rec->roleid, true);

		values[2] = name_datum(role);
		nulls[2] = role == NULL;
	}
	values[3] = CStringGetTextDatum(rec->model);
	values[4] = CStringGetTextDatum(rec->phase >= 0 && rec->phase < lengthof(phase_names) ?
									phase_names[rec->phase] : "unknown");
	values[5] = Int32GetDatum(rec->epoch);
	nulls[5] = rec->epoch <= 0;
	values[6] = Int32GetDatum(rec->epochs);
	nulls[6] = rec->epochs <= 0;
	values[7] = Int32GetDatum(rec->done);
	values[8] = Int32GetDatum(rec->total);
	values[9] = Float8GetDatum(rec->last_loss);
	nulls[9] = isnan(rec->last_loss);
	values[10] = Float8GetDatum(rec->examples_per_second);
	nulls[10] = rec->examples_per_second < 0;
	values[11] = seconds_interval((double) (now - rec->started) / USECS_PER_SEC);
	/* the estimate was made at the last update: count down since */
	values[12] = seconds_interval(rec->seconds_left - age);
	nulls[12] = rec->seconds_left < 0;
	values[13] = TimestampTzGetDatum(rec->updated);
	tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
}

/*
 * dtfixup_training_progress(): one row per training run in progress on this server (every
 * database), read from the progress files; files whose backend is gone are removed.
 */
Datum
dtfixup_training_progress(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	TimestampTz now = GetCurrentTimestamp();
	DIR		   *dir;
	struct dirent *de;

	InitMaterializedSRF(fcinfo, 0);
	dir = AllocateDir(PG_STAT_TMP_DIR);
	while ((de = ReadDirExtended(dir, PG_STAT_TMP_DIR, LOG)) != NULL)
	{
		ProgressRecord rec;
		PgBackendStatus *b;
		int			pid;
		char		rest;

		/* dtfixup_progress.<pid> exactly: not the writers' .tmp files */
		if (strncmp(de->d_name, PROGRESS_FILE_PREFIX, strlen(PROGRESS_FILE_PREFIX)) != 0 ||
			sscanf(de->d_name + strlen(PROGRESS_FILE_PREFIX), "%d%c", &pid, &rest) != 1 ||
			!read_record(de->d_name, &rec) || rec.pid != pid)
			continue;
		b = live_backend(pid);
		if (b == NULL || b->st_proc_start_timestamp != rec.backend_start)
		{
			/* left by a backend that is gone (a crash, or a kill that skipped its exit
			 * hooks); a backend that reused the pid rewrites the file when it trains */
			char		path[MAXPGPATH];

			snprintf(path, sizeof(path), "%s/%s", PG_STAT_TMP_DIR, de->d_name);
			if (b == NULL)
				(void) unlink(path);
			continue;
		}
		emit_row(rsinfo, &rec, now);
	}
	FreeDir(dir);
	return (Datum) 0;
}
