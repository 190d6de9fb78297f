/*
 * train_progress.h — the progress of a running CALL dtfixup_finetune(...), visible from
 * other sessions in the view dtfixup.dtfixup_progress (sql/install/91_training_progress.sql),
 * as pg_stat_progress_* shows PostgreSQL's own long commands.
 *
 * Why a file per backend: PostgreSQL 15 has no DSM registry, and an extension that is not
 * in shared_preload_libraries cannot reserve shared memory, so there is no shared place a
 * backend could publish into.  The training backend writes its state to
 *
 *     $PGDATA/pg_stat_tmp/dtfixup_progress.<pid>
 *
 * (the directory PostgreSQL itself keeps for transient statistics) by writing a temporary
 * file and renaming it over the old one: a reader opens either the old or the new file,
 * never a half-written one.  Writes are throttled to one a second (and one per change of
 * phase), so the view is at most a second or two behind, whatever the batch size.  Nothing
 * is fsynced: the file is meaningless after a crash.  The writer removes its file when the
 * procedure ends, by error too, and when the backend exits; a file left by a backend that
 * died is ignored by the reader (its pid and start time name no live backend) and removed.
 *
 * Privileges (as pg_stat_progress_*): a role sees every column of the runs of roles whose
 * privileges it has, and pg_read_all_stats sees all; for other runs only pid and database
 * are shown, the rest is NULL.
 */
#ifndef DTFIXUP_PG_TRAIN_PROGRESS_H
#define DTFIXUP_PG_TRAIN_PROGRESS_H

#include "postgres.h"

#include "datatype/timestamp.h"

typedef enum TrainPhase
{
	TRAIN_PHASE_STARTING = 0,	/* checking rights, loading the model to start from */
	TRAIN_PHASE_READING_ROWS,	/* rows to examples (done/total: rows) */
	TRAIN_PHASE_INITIALISING,	/* a new parser's vocabulary and initialisation */
	TRAIN_PHASE_TRAINING,		/* an epoch (done/total: training examples) */
	TRAIN_PHASE_VALIDATING,		/* decoding the validation examples (done/total: them) */
	TRAIN_PHASE_SAVING			/* checkpoint, log and commit */
} TrainPhase;

/* The state a training backend publishes. */
typedef struct TrainProgress
{
	const char *model;
	TimestampTz started;		/* when the procedure began (max_seconds counts from here) */
	TrainPhase	phase;
	int			epoch;			/* 1-based epoch in progress, 0 before the first */
	int			epochs;
	int			done;			/* of the phase's work (see TrainPhase) */
	int			total;
	double		last_loss;		/* of the last batch; NaN before the first */
	double		examples_per_second;	/* training throughput; < 0 unknown */
	double		seconds_left;	/* estimate; < 0 unknown */
	/* the writer's own bookkeeping */
	TimestampTz last_write;
	bool		published;		/* a file exists */
	bool		write_failed;	/* warned once; no further writes */
} TrainProgress;

/* Start publishing the run of model (the progress file is written now). */
void		train_progress_begin(TrainProgress *p, const char *model);

/* Enter a phase (written now). */
void		train_progress_phase(TrainProgress *p, TrainPhase phase, int done, int total);

/* Publish the current state if a second has passed since the last write. */
void		train_progress_tick(TrainProgress *p);

/* Remove the progress file (the run ended). */
void		train_progress_end(TrainProgress *p);

/* Seconds since the run began. */
double		train_progress_elapsed(const TrainProgress *p);

/* "1 h 5 min", "3 min 12 s", "42 s": seconds said the way the notices say them. */
char	   *train_progress_format_seconds(double seconds);

#endif
