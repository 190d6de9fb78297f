/*
 * finetune.c — CALL dtfixup_finetune(model text, train regclass, question_column name
 * DEFAULT 'question', sql_column name DEFAULT 'sql', options jsonb DEFAULT '{}').
 *
 * Trains the parser (model/parser.h) on the rows of a table against the live schema as the
 * caller sees it, and commits a checkpoint into the model store after every epoch
 * (README.md, "The model store").
 *
 * Transactions.  Called by CALL outside a transaction block the procedure is non-atomic:
 * it connects to SPI with SPI_OPT_NONATOMIC and commits after each epoch's checkpoint, so
 * other sessions see every checkpoint as soon as it is saved, and a cancel
 * (pg_cancel_backend, statement_timeout) or a crash loses only the epoch in progress;
 * {"resume": true} continues from the last committed checkpoint, optimiser state included.
 * {"init_from": "general"} starts from the weights of another model (the installed general
 * model, or any stored one) instead of a fresh initialisation (parser_new_from).
 * Inside BEGIN ... COMMIT/ROLLBACK (or called from a function) it is atomic: it commits
 * nothing itself, and the checkpoints become visible (or vanish) with the caller's
 * transaction.  Everything that must survive the per-epoch commits (rows, schema graphs,
 * examples, the parser) lives in a memory context under TopMemoryContext that is deleted
 * when the procedure ends, normally or by error.
 *
 * The parts of a run (train_run.h): options (train_options.c), examples from the rows
 * (train_examples.c) and the validation split (train_split.c), the parser it starts from
 * (train_start.c), the epoch loop (train_epochs.c) and the per-epoch commit
 * (train_commit.c); its progress is published for other sessions (train_progress.c).
 */
#include "pg/dtfixup.h"

#include "executor/spi.h"
#include "fmgr.h"
#include "nodes/parsenodes.h"
#include "utils/builtins.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/snapmgr.h"

#include "pg/parser_device.h"
#include "pg/store/model_store.h"
#include "pg/train/train_commit.h"
#include "pg/train/train_epochs.h"
#include "pg/train/train_examples.h"
#include "pg/train/train_options.h"
#include "pg/train/train_progress.h"
#include "pg/train/train_run.h"
#include "pg/train/train_split.h"
#include "pg/train/train_start.h"
#include "pg/train/word_vectors_file.h"

PG_FUNCTION_INFO_V1(dtfixup_finetune);

static void
finetune_run(FinetuneRun *run)
{
	/* the device option, else dtfixup.device: "cuda" is refused here (parser_device.h) */
	const char *backend = dtfixup_parser_device(run->opts.device);
	DtError		err = {0};

	train_progress_begin(&run->progress, run->model);
	/* rights first: nothing is read or trained for a model the caller may not write */
	if (!model_store_check_can_write(run->model) && run->opts.resume)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("cannot resume: dtfixup model \"%s\" does not exist", run->model)));
	if (run->opts.init_from)
	{
		ModelStoreToken token;

		/* before reading any row: the combination, then the base model's existence */
		if (run->opts.resume)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("options \"resume\" and \"init_from\" cannot be combined"),
					 errhint("Resume continues the stored model; init_from starts a new run from another model.")));
		if (!model_store_current_token(run->opts.init_from, &token))
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_OBJECT),
					 errmsg("model \"%s\" named by init_from does not exist", run->opts.init_from),
					 errhint("\"general\" is the installed general model; SELECT name FROM dtfixup.dtfixup_models lists the stored ones.")));
	}
	if (run->opts.word_vectors)
	{
		/* vectors start a new model's embeddings: nothing to start when it exists already */
		if (run->opts.resume || run->opts.init_from)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("option \"word_vectors\" cannot be combined with \"%s\"",
							run->opts.resume ? "resume" : "init_from"),
					 errhint("Word vectors start the embeddings of a model trained from scratch.")));
		word_vectors_check_can_read(run->opts.word_vectors);
	}
	train_commit_ensure_snapshot(run);
	/* the starting model first: its vocabulary splits the schemas' names (train_examples.h) */
	if (run->opts.resume)
		train_start_resume(run);
	else if (run->opts.init_from)
		train_start_load_base(run);
	run->skipped_train = train_examples_build(run, run->train_relid, "training", &run->train);
	if (run->train.n == 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("no usable training rows in \"%s\"", get_rel_name(run->train_relid)),
				 errhint("Every row was skipped: see the notices above for why.")));
	if (OidIsValid(run->opts.validation_relid))
		train_examples_build(run, run->opts.validation_relid, "validation", &run->validation);
	if (run->opts.resume)
	{
		/* the same seeded split as the run being resumed */
		if (run->opts.validation_fraction > 0.0)
			train_split_validation(run, run->opts.validation_fraction, parser_config(run->parser)->seed);
	}
	else
	{
		if (run->opts.validation_fraction > 0.0)
		{
			ParserConfig cfg = parser_config_default();
			DtError		err = {0};

			train_report_error_if(!parser_config_from_json(&cfg, run->opts.model_options, &err), &err);
			train_split_validation(run, run->opts.validation_fraction, cfg.seed);
		}
		train_start_create(run);
	}
	/* built (and prepared) on the CPU, trained on the device asked for */
	if (!dtfixup_parser_place(run->parser, backend, &err))
		dtfixup_parser_place_error(backend, &err);
	train_epochs_run(run);
	ereport(NOTICE,
			(errmsg("model \"%s\" trained: %d epochs, %ld steps", run->model,
					parser_epochs_done(run->parser), parser_steps_done(run->parser))));
}

Datum
dtfixup_finetune(PG_FUNCTION_ARGS)
{
	FinetuneRun run;

	dtfixup_require_primary("dtfixup_finetune", "train");
	for (int i = 0; i < 5; i++)
		if (PG_ARGISNULL(i))
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("dtfixup_finetune: argument %d must not be NULL", i + 1)));
	memset(&run, 0, sizeof(run));
	run.model = text_to_cstring(PG_GETARG_TEXT_PP(0));
	run.train_relid = PG_GETARG_OID(1);
	run.question_col = pstrdup(NameStr(*PG_GETARG_NAME(2)));
	run.sql_col = pstrdup(NameStr(*PG_GETARG_NAME(3)));
	train_options_parse(PG_GETARG_JSONB_P(4), &run.opts);
	run.nonatomic = fcinfo->context != NULL && IsA(fcinfo->context, CallContext) &&
		!castNode(CallContext, fcinfo->context)->atomic;
	/* strings above are in the call's context, which the CALL portal keeps across commits;
	 * copy them into our own context anyway so nothing depends on that */
	run.mcxt = AllocSetContextCreate(TopMemoryContext, "dtfixup finetune", ALLOCSET_DEFAULT_SIZES);
	run.model = MemoryContextStrdup(run.mcxt, run.model);
	run.question_col = MemoryContextStrdup(run.mcxt, run.question_col);
	run.sql_col = MemoryContextStrdup(run.mcxt, run.sql_col);
	run.opts.model_options = MemoryContextStrdup(run.mcxt, run.opts.model_options);
	if (run.opts.schema_column)
		run.opts.schema_column = MemoryContextStrdup(run.mcxt, run.opts.schema_column);
	if (run.opts.init_from)
		run.opts.init_from = MemoryContextStrdup(run.mcxt, run.opts.init_from);
	if (run.opts.word_vectors)
		run.opts.word_vectors = MemoryContextStrdup(run.mcxt, run.opts.word_vectors);

	if (SPI_connect_ext(run.nonatomic ? SPI_OPT_NONATOMIC : 0) != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect_ext failed");
	PG_TRY();
	{
		finetune_run(&run);
	}
	PG_FINALLY();
	{
		if (run.parser)
			parser_free(run.parser);
		if (run.base)
			parser_free(run.base);
		run.parser = NULL;
		run.base = NULL;
		train_progress_end(&run.progress);
		MemoryContextDelete(run.mcxt);
	}
	PG_END_TRY();
	if (run.snapshot_pushed)
		PopActiveSnapshot();
	SPI_finish();
	PG_RETURN_VOID();
}
