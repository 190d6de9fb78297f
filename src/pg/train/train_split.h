/*
 * train_split.h — option {"validation": fraction}: a seeded, deterministic share of the
 * usable training examples is held out for validation.  The same seed and rows give the
 * same split, so a resumed run validates on the examples its first part held out.
 */
#ifndef DTFIXUP_PG_TRAIN_SPLIT_H
#define DTFIXUP_PG_TRAIN_SPLIT_H

#include "postgres.h"

#include "pg/train/train_run.h"

/* Move round(fraction * n) (at least 1, at most n - 1) training examples to validation;
 * ERRCODE_INVALID_PARAMETER_VALUE with fewer than 2 training examples. */
void		train_split_validation(FinetuneRun *run, double fraction, uint64 seed);

#endif
