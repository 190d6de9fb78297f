/*
 * train_commit.c — saving and committing each epoch of a training run (train_commit.h).
 */
#include "pg/train/train_commit.h"

#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "utils/snapmgr.h"

#include "common/strbuf.h"
#include "pg/store/model_store.h"

/* After a commit nothing holds a snapshot; the catalog and value look-ups need one. */
void
train_commit_ensure_snapshot(FinetuneRun *run)
{
	if (!ActiveSnapshotSet())
	{
		PushActiveSnapshot(GetTransactionSnapshot());
		run->snapshot_pushed = true;
	}
}

void
train_commit_epoch(FinetuneRun *run)
{
	if (!run->nonatomic)
		return;
	if (run->snapshot_pushed)
	{
		PopActiveSnapshot();
		run->snapshot_pushed = false;
	}
	SPI_commit();
	train_commit_ensure_snapshot(run);
}

char *
train_commit_metrics_json(const FinetuneRun *run, double loss, const ValidationScore *v)
{
	StringInfoData buf;
	const GoldValueCounts *g = &run->gold_values;

	initStringInfo(&buf);
	appendStringInfo(&buf, "{\"loss\":%.6f,\"train_examples\":%d,\"skipped_rows\":%d",
					 loss, run->train.n, run->skipped_train);
	if (g->counted)
		appendStringInfo(&buf, ",\"gold_values\":{\"offered\":%d,\"pooled\":%d,\"dropped\":%d}",
						 g->offered, g->pooled, g->dropped);
	if (v->n > 0)
		appendStringInfo(&buf, ",\"validation\":{\"examples\":%d,\"exact_match\":%.4f,"
						 "\"execution_accuracy\":%.4f}",
						 v->n, (double) v->exact / v->n, (double) v->exec / v->n);
	appendStringInfoChar(&buf, '}');
	return buf.data;
}

void
train_commit_save_checkpoint(FinetuneRun *run, double loss, const char *metrics)
{
	DtStrBuf	bytes;
	DtStrBuf	config;
	DtError		err = {0};

	dt_strbuf_init(&bytes);
	dt_strbuf_init(&config);
	train_report_error_if(!parser_serialize(run->parser, &bytes, &err), &err);
	parser_config_to_json(parser_config(run->parser), &config);
	model_store_save_checkpoint(run->model, config.data, bytes.data, bytes.len,
								parser_epochs_done(run->parser),
								parser_steps_done(run->parser), metrics);
	model_store_log(run->model, parser_epochs_done(run->parser),
					parser_steps_done(run->parser), loss, metrics);
	/* A checkpoint with the optimiser's moments is 12 bytes a parameter (120 MB for the
	 * general model's size): keep_checkpoints bounds what a long run leaves behind.  The
	 * newest, which resume reads, is always kept. */
	if (run->opts.keep_checkpoints > 0)
		(void) model_store_prune_checkpoints(run->model, run->opts.keep_checkpoints);
}
