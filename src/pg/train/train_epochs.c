/*
 * train_epochs.c — the epoch loop of a training run (train_epochs.h).
 */
#include "pg/train/train_epochs.h"

#include "miscadmin.h"
#include "pgstat.h"
#include "utils/memutils.h"

#include "pg/train/evaluate.h"
#include "pg/train/train_commit.h"

static bool
batch_progress(void *arg, int batch, int n_batches, double loss)
{
	FinetuneRun *run = (FinetuneRun *) arg;

	/* a cancel leaves the parser between batches; the last committed checkpoint stays */
	CHECK_FOR_INTERRUPTS();
	pgstat_report_activity(STATE_RUNNING,
						   psprintf("dtfixup_finetune %s: epoch %d/%d, batch %d/%d, loss %.4f",
									run->model, run->epoch, run->epochs, batch + 1, n_batches, loss));
	return true;
}

/* Greedy decoding (beam 1) keeps validation cheap; dtfixup_evaluate uses the full beam. */
static void
validate(FinetuneRun *run, ValidationScore *score)
{
	memset(score, 0, sizeof(*score));
	for (int i = 0; i < run->validation.n; i++)
	{
		EvalOutcome o;

		CHECK_FOR_INTERRUPTS();
		evaluate_example(run->parser, run->validation.examples[i], run->validation.golds[i],
						 run->validation.graphs[i], 1, true, &o);
		score->n++;
		score->exact += o.exact;
		score->exec += o.exec;
	}
}

void
train_epochs_run(FinetuneRun *run)
{
	MemoryContext scratch = AllocSetContextCreate(run->mcxt, "dtfixup finetune epoch",
												  ALLOCSET_DEFAULT_SIZES);
	DtError		err = {0};

	run->epochs = parser_config(run->parser)->epochs;
	if (parser_epochs_done(run->parser) >= run->epochs)
		ereport(NOTICE,
				(errmsg("model \"%s\" has already trained %d of %d epochs: nothing to do",
						run->model, parser_epochs_done(run->parser), run->epochs)));
	while (parser_epochs_done(run->parser) < run->epochs)
	{
		MemoryContext old = MemoryContextSwitchTo(scratch);
		double		loss = 0.0;
		ValidationScore v;
		char	   *metrics;

		run->epoch = parser_epochs_done(run->parser) + 1;
		train_report_error_if(!parser_train_epoch(run->parser, run->train.examples, run->train.n,
											   batch_progress, run, &loss, &err), &err);
		pgstat_report_activity(STATE_RUNNING,
							   psprintf("dtfixup_finetune %s: epoch %d/%d, validating",
										run->model, run->epoch, run->epochs));
		validate(run, &v);
		metrics = train_commit_metrics_json(loss, &v, run->train.n, run->skipped_train);
		if (v.n > 0)
			ereport(NOTICE,
					(errmsg("epoch %d/%d: loss %.4f, validation exact match %.1f%% (%d/%d), execution accuracy %.1f%% (%d/%d)",
							run->epoch, run->epochs, loss, 100.0 * v.exact / v.n, v.exact, v.n,
							100.0 * v.exec / v.n, v.exec, v.n)));
		else
			ereport(NOTICE, (errmsg("epoch %d/%d: loss %.4f", run->epoch, run->epochs, loss)));
		train_commit_save_checkpoint(run, loss, metrics);
		MemoryContextSwitchTo(old);
		MemoryContextReset(scratch);
		train_commit_epoch(run);
	}
}
