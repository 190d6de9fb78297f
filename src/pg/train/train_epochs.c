/*
 * train_epochs.c — the epoch loop of a training run (train_epochs.h).
 */
#include "pg/train/train_epochs.h"

#include <math.h>

#include "miscadmin.h"
#include "pgstat.h"
#include "utils/memutils.h"
#include "utils/timestamp.h"

#include "pg/answer/answering.h"
#include "pg/train/evaluate.h"
#include "pg/train/train_commit.h"

static double
seconds_since(TimestampTz t)
{
	return (double) (GetCurrentTimestamp() - t) / USECS_PER_SEC;
}

/* Training examples per second over this call so far, done of them in the current epoch;
 * -1 before anything was measured. */
static double
examples_per_second(const FinetuneRun *run, int done)
{
	double		seconds = run->train_seconds + seconds_since(run->epoch_train_start);
	int64		examples = run->examples_trained + done;

	return seconds > 0.0 && examples > 0 ? (double) examples / seconds : -1.0;
}

/*
 * Seconds until the run ends, from the throughput so far, with done examples of the
 * current epoch trained: the rest of this epoch and the epochs after it, each with the
 * last epoch's validation and saving time; under max_seconds, only until the end of the
 * epoch in which the budget runs out.  -1 when nothing was measured yet.
 */
static double
estimate_seconds_left(const FinetuneRun *run, int done, double rate)
{
	double		overhead = Max(run->epoch_overhead_seconds, 0.0);
	double		per_epoch,
				this_epoch,
				left;
	int			epochs_after = run->epochs - run->epoch;

	if (rate <= 0.0)
		return -1.0;
	per_epoch = run->train.n / rate + overhead;
	this_epoch = (run->train.n - done) / rate + overhead;
	left = this_epoch + epochs_after * per_epoch;
	if (run->opts.max_seconds > 0.0)
	{
		double		budget = run->opts.max_seconds - train_progress_elapsed(&run->progress);
		double		bounded = this_epoch;

		/* whole epochs are trained until one ends after the budget */
		if (budget > this_epoch && per_epoch > 0.0)
			bounded += ceil((budget - this_epoch) / per_epoch) * per_epoch;
		left = Min(left, bounded);
	}
	return left;
}

static bool
batch_progress(void *arg, int batch, int n_batches, double loss)
{
	FinetuneRun *run = (FinetuneRun *) arg;
	TrainProgress *p = &run->progress;
	int			done = Min((batch + 1) * parser_config(run->parser)->batch_size, run->train.n);

	/* a cancel leaves the parser between batches; the last committed checkpoint stays */
	CHECK_FOR_INTERRUPTS();
	pgstat_report_activity(STATE_RUNNING,
						   psprintf("dtfixup_finetune %s: epoch %d/%d, batch %d/%d, loss %.4f",
									run->model, run->epoch, run->epochs, batch + 1, n_batches, loss));
	p->done = done;
	p->last_loss = loss;
	p->examples_per_second = examples_per_second(run, done);
	p->seconds_left = estimate_seconds_left(run, done, p->examples_per_second);
	train_progress_tick(p);
	return true;
}

/* Greedy decoding (beam 1) keeps validation cheap; dtfixup_evaluate uses the full beam. */
static void
validate(FinetuneRun *run, ValidationScore *score)
{
	AnswerSettings settings;

	memset(score, 0, sizeof(*score));
	answering_settings(false, &settings);
	settings.beam_size = 1;
	if (run->validation.n > 0)
		train_progress_phase(&run->progress, TRAIN_PHASE_VALIDATING, 0, run->validation.n);
	for (int i = 0; i < run->validation.n; i++)
	{
		EvalOutcome o;

		CHECK_FOR_INTERRUPTS();
		run->progress.done = i;
		train_progress_tick(&run->progress);
		evaluate_example(&run->parser, 1, run->validation.examples[i], run->validation.golds[i],
						 &settings, true, &o);
		score->n++;
		score->exact += o.exact;
		score->exec += o.exec;
	}
}

/* The epoch's NOTICE: loss, validation when there is some, and in the detail the
 * throughput and the time left (none after the last epoch). */
static void
report_epoch(const FinetuneRun *run, double loss, const ValidationScore *v, bool last)
{
	const TrainProgress *p = &run->progress;
	char	   *rate = p->examples_per_second >= 0.0 ?
		psprintf("%.1f examples/s", p->examples_per_second) : "throughput not measured";
	char	   *speed = psprintf("%s, %s", rate,
								 last ? "training done" :
								 p->seconds_left >= 0.0 ?
								 psprintf("about %s left", train_progress_format_seconds(p->seconds_left)) :
								 "time left not known yet");

	if (v->n > 0)
		ereport(NOTICE,
				(errmsg("epoch %d/%d: loss %.4f, validation exact match %.1f%% (%d/%d), execution accuracy %.1f%% (%d/%d)",
						run->epoch, run->epochs, loss, 100.0 * v->exact / v->n, v->exact, v->n,
						100.0 * v->exec / v->n, v->exec, v->n),
				 errdetail("%s.", speed)));
	else
		ereport(NOTICE,
				(errmsg("epoch %d/%d: loss %.4f", run->epoch, run->epochs, loss),
				 errdetail("%s.", speed)));
}

/* max_seconds is spent (checked at epoch boundaries only: an epoch is never cut short). */
static bool
time_is_up(const FinetuneRun *run)
{
	return run->opts.max_seconds > 0.0 &&
		train_progress_elapsed(&run->progress) >= run->opts.max_seconds;
}

void
train_epochs_run(FinetuneRun *run)
{
	MemoryContext scratch = AllocSetContextCreate(run->mcxt, "dtfixup finetune epoch",
												  ALLOCSET_DEFAULT_SIZES);
	TrainProgress *p = &run->progress;
	DtError		err = {0};
	bool		stopped_on_time = false;

	run->epochs = parser_config(run->parser)->epochs;
	run->epoch_overhead_seconds = -1.0;
	p->epochs = run->epochs;
	if (parser_epochs_done(run->parser) >= run->epochs)
		ereport(NOTICE,
				(errmsg("model \"%s\" has already trained %d of %d epochs: nothing to do",
						run->model, parser_epochs_done(run->parser), run->epochs)));
	while (parser_epochs_done(run->parser) < run->epochs && !stopped_on_time)
	{
		MemoryContext old = MemoryContextSwitchTo(scratch);
		double		loss = 0.0;
		ValidationScore v;
		char	   *metrics;
		TimestampTz trained_at;
		bool		last;

		run->epoch = parser_epochs_done(run->parser) + 1;
		p->epoch = run->epoch;
		run->epoch_train_start = GetCurrentTimestamp();
		train_progress_phase(p, TRAIN_PHASE_TRAINING, 0, run->train.n);
		train_report_error_if(!parser_train_epoch(run->parser, run->train.examples, run->train.n,
												  batch_progress, run, &loss, &err), &err);
		trained_at = GetCurrentTimestamp();
		run->train_seconds += (double) (trained_at - run->epoch_train_start) / USECS_PER_SEC;
		run->examples_trained += run->train.n;
		run->epoch_train_start = trained_at;
		p->examples_per_second = examples_per_second(run, 0);
		pgstat_report_activity(STATE_RUNNING,
							   psprintf("dtfixup_finetune %s: epoch %d/%d, validating",
										run->model, run->epoch, run->epochs));
		validate(run, &v);
		stopped_on_time = time_is_up(run) && run->epoch < run->epochs;
		last = run->epoch == run->epochs || stopped_on_time;
		/* this epoch's validation stands for the next ones' in the estimate */
		run->epoch_overhead_seconds = seconds_since(trained_at);
		p->seconds_left = last ? 0.0 : estimate_seconds_left(run, run->train.n, p->examples_per_second);
		report_epoch(run, loss, &v, last);
		metrics = train_commit_metrics_json(run, loss, &v);
		train_progress_phase(p, TRAIN_PHASE_SAVING, 0, 0);
		train_commit_save_checkpoint(run, loss, metrics);
		MemoryContextSwitchTo(old);
		MemoryContextReset(scratch);
		train_commit_epoch(run);
	}
	if (stopped_on_time)
		ereport(NOTICE,
				(errmsg("model \"%s\" stopped on time after epoch %d of %d: max_seconds (%g) was spent",
						run->model, run->epoch, run->epochs, run->opts.max_seconds),
				 errdetail("%.1f s since the call began; the checkpoint of epoch %d is the model's current one.",
						   train_progress_elapsed(p), run->epoch),
				 errhint("CALL dtfixup_finetune again with {\"resume\": true} to train the remaining epochs.")));
}
