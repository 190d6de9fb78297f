/*
 * train_options.h — the options jsonb of dtfixup_finetune: the procedure's own options
 * (validation, device, resume, schema_column, init_from, max_seconds, keep_checkpoints,
 * word_vectors) into
 * FinetuneOptions, every other key gathered into the parser's options object (validated
 * by parser_config_from_json).
 * A bad value is ERRCODE_INVALID_PARAMETER_VALUE (22023) naming the option.
 */
#ifndef DTFIXUP_PG_TRAIN_OPTIONS_H
#define DTFIXUP_PG_TRAIN_OPTIONS_H

#include "postgres.h"

#include "utils/jsonb.h"

#include "pg/train/train_run.h"

/* The largest max_seconds accepted (about 31 years: far beyond any run, and exact as a
 * double). */
#define TRAIN_MAX_SECONDS_LIMIT 1e9

/* The most checkpoints keep_checkpoints may name. */
#define TRAIN_MAX_KEEP 1000000

void		train_options_parse(Jsonb *options, FinetuneOptions *o);

#endif
