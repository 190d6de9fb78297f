/*
 * train_commit.h — what a training run makes durable after each epoch: the checkpoint and
 * its metrics in the model store, then (when the procedure is non-atomic, finetune.c) a
 * commit, so other sessions see every checkpoint as soon as it is saved and a cancel or
 * a crash loses only the epoch in progress.
 */
#ifndef DTFIXUP_PG_TRAIN_COMMIT_H
#define DTFIXUP_PG_TRAIN_COMMIT_H

#include "postgres.h"

#include "pg/train/train_run.h"

/* After a commit nothing holds a snapshot; the catalog and value look-ups need one. */
void		train_commit_ensure_snapshot(FinetuneRun *run);

/* The epoch's metrics as the JSON object stored with its checkpoint (palloc'ed): loss,
 * examples, skipped rows, validation scores, the training rows' gold values offered. */
char	   *train_commit_metrics_json(const FinetuneRun *run, double loss,
									  const ValidationScore *v);

/* Save the parser as the model's current checkpoint and log the epoch. */
void		train_commit_save_checkpoint(FinetuneRun *run, double loss, const char *metrics);

/* Commit the epoch (non-atomic calls only) and take a fresh snapshot. */
void		train_commit_epoch(FinetuneRun *run);

#endif
