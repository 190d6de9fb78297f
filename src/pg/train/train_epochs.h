/*
 * train_epochs.h — the epoch loop of a training run: each epoch trains on every training
 * example (parser_train_epoch), validates with greedy decoding, reports a NOTICE, saves
 * the checkpoint and commits (train_commit.h).  A cancel is honoured between batches; the
 * last committed checkpoint stays.
 */
#ifndef DTFIXUP_PG_TRAIN_EPOCHS_H
#define DTFIXUP_PG_TRAIN_EPOCHS_H

#include "postgres.h"

#include "pg/train/train_run.h"

/* Train the epochs left of run->parser's configuration. */
void		train_epochs_run(FinetuneRun *run);

#endif
