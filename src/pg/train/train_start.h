/*
 * train_start.h — the parser a training run starts from: a new one (parser_new, its
 * options from the options jsonb), a resumed one ({"resume": true}: the model's current
 * checkpoint, optimiser state included), or one transferred from another model's weights
 * ({"init_from": "general"}: parser_new_from, keeping that model's architecture).
 */
#ifndef DTFIXUP_PG_TRAIN_START_H
#define DTFIXUP_PG_TRAIN_START_H

#include "postgres.h"

#include "pg/train/train_run.h"

/* Read model init_from into run->base, before the rows (its vocabulary splits the
 * schemas' names, train_examples.h). */
void		train_start_load_base(FinetuneRun *run);

/*
 * The configuration the run trains with, known before its parser exists (the examples need
 * its training options): the resumed model's, else what train_start_create will use (the
 * base's architecture with init_from, the defaults without, then the options given).
 * Options that do not parse are reported as train_start_create would.
 */
ParserConfig train_start_config(FinetuneRun *run);

/* run->parser: new, or from run->base (then freed) when init_from was given; prepared
 * for training on run->train, announced with a NOTICE. */
void		train_start_create(FinetuneRun *run);

/* run->parser: the model's current checkpoint; model options are refused (22023). */
void		train_start_resume(FinetuneRun *run);

#endif
