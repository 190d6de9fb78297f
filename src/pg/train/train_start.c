/*
 * train_start.c — the parser a training run starts from (train_start.h).
 */
#include "pg/train/train_start.h"

#include "pgstat.h"
#include "utils/memutils.h"

#include "pg/device.h"
#include "pg/store/model_store.h"
#include "pg/train/word_vectors_file.h"

/*
 * The configuration of a run that starts from base: base's architecture, the defaults for
 * the training options, then the options given (parser_new_from refuses a changed
 * architecture by name).
 */
static ParserConfig
config_from_base(FinetuneRun *run, const Parser *base)
{
	ParserConfig cfg = parser_config_default();
	const ParserConfig *b = parser_config(base);
	DtError		err = {0};

	cfg.layers = b->layers;
	cfg.d_model = b->d_model;
	cfg.heads = b->heads;
	cfg.d_ff = b->d_ff;
	cfg.ffn = b->ffn;
	cfg.attention = b->attention;
	cfg.init = b->init;
	cfg.layer_norm = b->layer_norm;
	cfg.word_dim = b->word_dim;
	cfg.encoder_hidden = b->encoder_hidden;
	cfg.action_dim = b->action_dim;
	cfg.node_dim = b->node_dim;
	cfg.decoder_hidden = b->decoder_hidden;
	cfg.hash_buckets = b->hash_buckets;
	cfg.batch_size = PARSER_FINETUNE_BATCH_SIZE;
	train_report_error_if(!parser_config_from_json(&cfg, run->opts.model_options, &err), &err);
	return cfg;
}

ParserConfig
train_start_config(FinetuneRun *run)
{
	ParserConfig cfg = parser_config_default();
	DtError		err = {0};

	if (run->parser)
		return *parser_config(run->parser);
	if (run->base)
		return config_from_base(run, run->base);
	train_report_error_if(!parser_config_from_json(&cfg, run->opts.model_options, &err), &err);
	return cfg;
}

/* Read model init_from (the general model, say) into run->base, before the rows. */
void
train_start_load_base(FinetuneRun *run)
{
	DtError		err = {0};
	MemoryContext old;
	bytea	   *bytes;

	pgstat_report_activity(STATE_RUNNING,
						   psprintf("dtfixup_finetune %s: loading %s", run->model, run->opts.init_from));
	bytes = model_store_load_current(run->opts.init_from, run->mcxt, NULL);
	old = MemoryContextSwitchTo(run->mcxt);
	run->base = parser_deserialize(VARDATA(bytes), VARSIZE(bytes) - VARHDRSZ, &err);
	MemoryContextSwitchTo(old);
	if (run->base == NULL)
		ereport(ERROR,
				(errcode(dtfixup_sqlstate(err.code)),
				 errmsg("model \"%s\" (init_from) cannot be loaded: %s", run->opts.init_from, err.message)));
	pfree(bytes);
}

/*
 * A parser that starts from the weights of run->base; the base is then freed (on an error,
 * dtfixup_finetune's cleanup frees it).
 */
static void
create_parser_from(FinetuneRun *run)
{
	DtError		err = {0};
	MemoryContext old;
	ParserConfig cfg = config_from_base(run, run->base);
	int			base_words = parser_vocab_size(run->base);

	train_progress_phase(&run->progress, TRAIN_PHASE_INITIALISING, 0, run->train.n);
	old = MemoryContextSwitchTo(run->mcxt);
	run->parser = parser_new_from(run->base, &cfg, run->train.examples, run->train.n, &err);
	MemoryContextSwitchTo(old);
	train_report_error_if(run->parser == NULL, &err);
	parser_free(run->base);
	run->base = NULL;
	ereport(NOTICE,
			(errmsg("model \"%s\": %zu parameters, %d layers, starting from model \"%s\" (%d new words), %d training and %d validation examples",
					run->model, parser_n_parameters(run->parser), cfg.layers, run->opts.init_from,
					parser_vocab_size(run->parser) - base_words, run->train.n, run->validation.n)));
}

/* Option word_vectors: the new parser's embeddings start from the file's vectors
 * (before parser_prepare_training measures DT-Fixup's mu on them). */
static void
start_from_word_vectors(FinetuneRun *run)
{
	MemoryContext tmp = AllocSetContextCreate(CurrentMemoryContext, "dtfixup word vectors",
											  ALLOCSET_DEFAULT_SIZES),
				old = MemoryContextSwitchTo(tmp);
	ParserWordVectors wv;
	DtError		err = {0};
	int			known = 0;

	pgstat_report_activity(STATE_RUNNING,
						   psprintf("dtfixup_finetune %s: reading word vectors", run->model));
	word_vectors_read(run->opts.word_vectors, &wv);
	train_report_error_if(!parser_init_word_vectors(run->parser, &wv, &known, &err), &err);
	ereport(NOTICE,
			(errmsg("model \"%s\": %d of its %d vocabulary words start from word vectors",
					run->model, known, parser_vocab_size(run->parser) - 2),
			 errdetail("%d vectors of %d dimensions%s, from \"%s\".", wv.n_words, wv.dim,
					   wv.n_buckets > 0 ? psprintf(" and %d sub-word bucket rows", wv.n_buckets) : "",
					   run->opts.word_vectors)));
	MemoryContextSwitchTo(old);
	MemoryContextDelete(tmp);
}

void
train_start_create(FinetuneRun *run)
{
	ParserConfig cfg = parser_config_default();
	DtError		err = {0};
	MemoryContext old;
	double		mu = 0.0;

	if (run->opts.init_from)
	{
		create_parser_from(run);
		return;
	}
	train_report_error_if(!parser_config_from_json(&cfg, run->opts.model_options, &err), &err);
	train_progress_phase(&run->progress, TRAIN_PHASE_INITIALISING, 0, run->train.n);
	old = MemoryContextSwitchTo(run->mcxt);
	run->parser = parser_new(&cfg, run->train.examples, run->train.n, &err);
	MemoryContextSwitchTo(old);
	train_report_error_if(run->parser == NULL, &err);
	dtfixup_apply_blas_threads();	/* parser_new set OpenBLAS's threads from cfg.threads */
	if (run->opts.word_vectors)
		start_from_word_vectors(run);
	pgstat_report_activity(STATE_RUNNING,
						   psprintf("dtfixup_finetune %s: initialising", run->model));
	train_report_error_if(!parser_prepare_training(run->parser, run->train.examples, run->train.n,
												&mu, &err), &err);
	ereport(NOTICE,
			(errmsg("model \"%s\": %zu parameters, %d layers, init %s%s, %d training and %d validation examples",
					run->model, parser_n_parameters(run->parser), cfg.layers,
					cfg.init == PARSER_INIT_DTFIXUP ? "dtfixup" :
					cfg.init == PARSER_INIT_TFIXUP ? "tfixup" : "xavier",
					cfg.init == PARSER_INIT_DTFIXUP ? psprintf(" (mu = %.3f)", mu) : "",
					run->train.n, run->validation.n)));
}

void
train_start_resume(FinetuneRun *run)
{
	DtError		err = {0};
	MemoryContext old;
	bytea	   *bytes;

	if (run->opts.has_model_options)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("option \"resume\" continues with the stored model's configuration"),
				 errdetail("Model options were given too: %s.", run->opts.model_options),
				 errhint("Leave out the model options when resuming.")));
	bytes = model_store_load_current(run->model, run->mcxt, NULL);
	old = MemoryContextSwitchTo(run->mcxt);
	run->parser = parser_deserialize(VARDATA(bytes), VARSIZE(bytes) - VARHDRSZ, &err);
	MemoryContextSwitchTo(old);
	train_report_error_if(run->parser == NULL, &err);
	/* the pull is towards the weights the run started from, which no checkpoint keeps */
	if (parser_config(run->parser)->start_pull > 0)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("cannot resume model \"%s\": it was trained with option \"start_pull\"", run->model),
				 errdetail("The pull is towards the weights the run started from, which a checkpoint does not keep."),
				 errhint("Start a new run with init_from, from this model or from the one it started from: start_pull then pulls towards that model's weights.")));
	ereport(NOTICE,
			(errmsg("resuming model \"%s\" after epoch %d (step %ld)", run->model,
					parser_epochs_done(run->parser), parser_steps_done(run->parser))));
}
