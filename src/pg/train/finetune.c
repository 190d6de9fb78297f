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
 */
#include "pg/dtfixup.h"

#include <math.h>

#include "access/xact.h"
#include "catalog/namespace.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "nodes/parsenodes.h"
#include "pgstat.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/regproc.h"
#include "utils/snapmgr.h"
#include "utils/varlena.h"

#include "common/strbuf.h"
#include "model/parser.h"
#include "nn/backend_loader.h"
#include "pg/device.h"
#include "pg/train/evaluate.h"
#include "pg/store/model_store.h"
#include "pg/parser_device.h"
#include "pg/answer/parser_input.h"
#include "pg/train/training_rows.h"

PG_FUNCTION_INFO_V1(dtfixup_finetune);

/* How many skipped rows are shown one by one before only the count is reported. */
#define FINETUNE_SHOWN_SKIPS 5

/* Options of the procedure itself; everything else in `options` is the parser's. */
typedef struct FinetuneOptions
{
	char	   *model_options;	/* JSON object of the parser's options */
	bool		has_model_options;
	Oid			validation_relid;	/* InvalidOid unless a table was named */
	double		validation_fraction;	/* 0 unless a fraction was given */
	int			device;			/* DTFIXUP_DEVICE_* */
	bool		resume;
	char	   *schema_column;	/* NULL: the live search_path schema for every row */
	char	   *init_from;		/* NULL: from scratch; else the model whose weights start */
} FinetuneOptions;

/* The examples of one role (training or validation) with their gold ASTs. */
typedef struct ExampleSet
{
	int			n;
	ParserExample **examples;
	SqlNode   **golds;
	const SchemaGraph **graphs;
} ExampleSet;

/* One schema graph per distinct schema name (cross-domain rows). */
typedef struct GraphCache
{
	int			n;
	char	   *names[256];
	SchemaGraph *graphs[256];	/* NULL: the schema cannot be read (reasons[i] says why) */
	char	   *reasons[256];
	SchemaGraph *live;			/* the search_path graph */
} GraphCache;

typedef struct FinetuneRun
{
	const char *model;
	Oid			train_relid;
	const char *question_col;
	const char *sql_col;
	FinetuneOptions opts;
	bool		nonatomic;
	bool		snapshot_pushed;
	MemoryContext mcxt;			/* outlives the per-epoch commits */
	GraphCache	graphs;
	ExampleSet	train;
	ExampleSet	validation;
	int			skipped_train;	/* training rows that could not be used */
	Parser	   *base;			/* init_from's model, read before the rows; create_parser_from
								 * turns it into parser */
	Parser	   *parser;
	int			epoch;			/* 1-based epoch being trained (progress text) */
	int			epochs;
} FinetuneRun;

/* ---------------------------------------------------------------------------------
 * Options
 * --------------------------------------------------------------------------------- */

static void
bad_option(const char *name, const char *allowed, const char *got)
{
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("option \"%s\" must be %s, got %s", name, allowed, got)));
}

static char *
jsonb_value_text(JsonbValue *v)
{
	StringInfoData buf;

	initStringInfo(&buf);
	switch (v->type)
	{
		case jbvString:
			escape_json(&buf, pnstrdup(v->val.string.val, v->val.string.len));
			break;
		case jbvNumeric:
			appendStringInfoString(&buf, DatumGetCString(DirectFunctionCall1(numeric_out,
																			 NumericGetDatum(v->val.numeric))));
			break;
		case jbvBool:
			appendStringInfoString(&buf, v->val.boolean ? "true" : "false");
			break;
		case jbvNull:
			appendStringInfoString(&buf, "null");
			break;
		case jbvBinary:
			return JsonbToCString(NULL, v->val.binary.data, v->val.binary.len);
		default:
			appendStringInfoString(&buf, "null");
			break;
	}
	return buf.data;
}

static const char *
option_string(const char *name, JsonbValue *v, const char *allowed)
{
	if (v->type != jbvString)
		bad_option(name, allowed, jsonb_value_text(v));
	return pnstrdup(v->val.string.val, v->val.string.len);
}

static void
set_validation_option(FinetuneOptions *o, JsonbValue *v)
{
	const char *allowed = "a table name or a fraction between 0 and 1 (exclusive)";

	if (v->type == jbvString)
	{
		const char *name = option_string("validation", v, allowed);
		List	   *names = stringToQualifiedNameList(name);

		o->validation_relid = RangeVarGetRelid(makeRangeVarFromNameList(names), AccessShareLock, true);
		if (!OidIsValid(o->validation_relid))
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_TABLE),
					 errmsg("validation table \"%s\" does not exist", name),
					 errhint("Option \"validation\" is %s.", allowed)));
	}
	else if (v->type == jbvNumeric)
	{
		o->validation_fraction = DatumGetFloat8(DirectFunctionCall1(numeric_float8,
																	NumericGetDatum(v->val.numeric)));
		if (!(o->validation_fraction > 0.0 && o->validation_fraction < 1.0))
			bad_option("validation", allowed, jsonb_value_text(v));
	}
	else
		bad_option("validation", allowed, jsonb_value_text(v));
}

static void
set_device_option(FinetuneOptions *o, JsonbValue *v)
{
	const char *allowed = "one of cpu, cuda, auto";
	const char *s = option_string("device", v, allowed);

	if (strcmp(s, "cpu") == 0)
		o->device = DTFIXUP_DEVICE_CPU;
	else if (strcmp(s, "cuda") == 0)
		o->device = DTFIXUP_DEVICE_CUDA;
	else if (strcmp(s, "auto") == 0)
		o->device = DTFIXUP_DEVICE_AUTO;
	else
		bad_option("device", allowed, jsonb_value_text(v));
}

static void
parse_options(Jsonb *options, FinetuneOptions *o)
{
	JsonbIterator *it;
	JsonbValue	v;
	JsonbIteratorToken tok;
	StringInfoData model_opts;
	char	   *key = NULL;

	memset(o, 0, sizeof(*o));
	o->device = dtfixup_device;
	if (!JB_ROOT_IS_OBJECT(options))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("options must be a JSON object")));
	initStringInfo(&model_opts);
	appendStringInfoChar(&model_opts, '{');
	it = JsonbIteratorInit(&options->root);
	while ((tok = JsonbIteratorNext(&it, &v, true)) != WJB_DONE)
	{
		if (tok == WJB_KEY)
		{
			key = pnstrdup(v.val.string.val, v.val.string.len);
			continue;
		}
		if (tok != WJB_VALUE)
			continue;
		if (strcmp(key, "validation") == 0)
			set_validation_option(o, &v);
		else if (strcmp(key, "device") == 0)
			set_device_option(o, &v);
		else if (strcmp(key, "resume") == 0)
		{
			if (v.type != jbvBool)
				bad_option("resume", "true or false", jsonb_value_text(&v));
			o->resume = v.val.boolean;
		}
		else if (strcmp(key, "schema_column") == 0)
			o->schema_column = (char *) option_string("schema_column", &v, "a column name");
		else if (strcmp(key, "init_from") == 0)
			o->init_from = (char *) option_string("init_from", &v, "a model name");
		else
		{
			/* the parser's option: parser_config_from_json validates name and value */
			if (o->has_model_options)
				appendStringInfoChar(&model_opts, ',');
			escape_json(&model_opts, key);
			appendStringInfo(&model_opts, ":%s", jsonb_value_text(&v));
			o->has_model_options = true;
		}
	}
	appendStringInfoChar(&model_opts, '}');
	o->model_options = model_opts.data;
}

/* ---------------------------------------------------------------------------------
 * Snapshots and commits
 * --------------------------------------------------------------------------------- */

/* After a commit nothing holds a snapshot; the catalog and value look-ups need one. */
static void
ensure_snapshot(FinetuneRun *run)
{
	if (!ActiveSnapshotSet())
	{
		PushActiveSnapshot(GetTransactionSnapshot());
		run->snapshot_pushed = true;
	}
}

static void
commit_epoch(FinetuneRun *run)
{
	if (!run->nonatomic)
		return;
	if (run->snapshot_pushed)
	{
		PopActiveSnapshot();
		run->snapshot_pushed = false;
	}
	SPI_commit();
	ensure_snapshot(run);
}

/* ---------------------------------------------------------------------------------
 * Examples
 * --------------------------------------------------------------------------------- */

typedef struct NamedGraphArgs
{
	const char *name;
	SchemaGraph *graph;
} NamedGraphArgs;

static void
named_graph_step(void *arg)
{
	NamedGraphArgs *a = (NamedGraphArgs *) arg;

	a->graph = parser_input_schema_graph(a->name);
}

/*
 * The names of g split into the words of the model the run starts from (init_from's, or
 * the resumed one's), as nl2sql will split them for it ("pettype" -> "pet type",
 * text/name_words.h).  A run from scratch has no vocabulary yet and keeps the names whole.
 */
static SchemaGraph *
graph_in_model_words(FinetuneRun *run, SchemaGraph *g)
{
	Parser	   *lexicon = run->base ? run->base : run->parser;

	if (lexicon)
		schema_graph_split_compound_words(g, parser_knows_word, lexicon);
	return g;
}

/*
 * The graph of a row's schema (NULL name: the search_path).  A schema that does not exist
 * or may not be used makes its rows unusable, not the whole run: NULL with *reason.
 */
static const SchemaGraph *
graph_for(FinetuneRun *run, const char *schema_name, char **reason)
{
	GraphCache *c = &run->graphs;
	MemoryContext old = MemoryContextSwitchTo(run->mcxt);
	NamedGraphArgs a = {NULL, NULL};
	char	   *why = NULL;

	if (schema_name == NULL)
	{
		if (c->live == NULL)
			c->live = graph_in_model_words(run, parser_input_schema_graph(NULL));
		MemoryContextSwitchTo(old);
		return c->live;
	}
	for (int i = 0; i < c->n; i++)
		if (strcmp(c->names[i], schema_name) == 0)
		{
			MemoryContextSwitchTo(old);
			*reason = c->reasons[i];
			return c->graphs[i];
		}
	if (c->n == lengthof(c->names))
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("training rows name more than %d schemas", (int) lengthof(c->names))));
	a.name = schema_name;
	c->names[c->n] = pstrdup(schema_name);
	c->graphs[c->n] = run_in_subtransaction(named_graph_step, &a, &why) ?
		graph_in_model_words(run, a.graph) : NULL;
	c->reasons[c->n] = why;
	MemoryContextSwitchTo(old);
	*reason = why;
	return c->graphs[c->n++];
}

static void
example_set_alloc(FinetuneRun *run, ExampleSet *set, int cap)
{
	set->n = 0;
	set->examples = MemoryContextAllocZero(run->mcxt, sizeof(ParserExample *) * Max(cap, 1));
	set->golds = MemoryContextAllocZero(run->mcxt, sizeof(SqlNode *) * Max(cap, 1));
	set->graphs = MemoryContextAllocZero(run->mcxt, sizeof(SchemaGraph *) * Max(cap, 1));
}

/* Examples of the rows of relid; unusable rows are counted and the first few shown. */
static int
build_examples(FinetuneRun *run, Oid relid, const char *what, ExampleSet *set)
{
	MemoryContext old = MemoryContextSwitchTo(run->mcxt);
	TrainingRows rows;
	int			skipped = 0;

	training_rows_read(relid, run->question_col, run->sql_col, run->opts.schema_column, &rows);
	MemoryContextSwitchTo(old);
	example_set_alloc(run, set, rows.n);
	for (int i = 0; i < rows.n; i++)
	{
		const char *schema = rows.schemas ? rows.schemas[i] : NULL;
		const SchemaGraph *g;
		char	   *reason = NULL;
		SqlNode    *gold = NULL;
		ParserExample *ex;

		CHECK_FOR_INTERRUPTS();
		if (i % 50 == 0)
			pgstat_report_activity(STATE_RUNNING,
								   psprintf("dtfixup_finetune %s: reading %s rows %d/%d",
											run->model, what, i, rows.n));
		if (rows.schemas && schema == NULL)
			reason = pstrdup("the schema column is NULL");
		g = reason ? NULL : graph_for(run, schema, &reason);
		old = MemoryContextSwitchTo(run->mcxt);
		ex = g ? parser_input_training_row(rows.questions[i], rows.sqls[i], g, &gold, &reason) : NULL;
		MemoryContextSwitchTo(old);
		if (ex == NULL)
		{
			if (++skipped <= FINETUNE_SHOWN_SKIPS)
				ereport(NOTICE,
						(errmsg("%s row %d skipped: %s", what, i + 1, reason),
						 errdetail("question: %s; sql: %s",
								   rows.questions[i] ? rows.questions[i] : "NULL",
								   rows.sqls[i] ? rows.sqls[i] : "NULL")));
			continue;
		}
		set->examples[set->n] = ex;
		set->golds[set->n] = gold;
		set->graphs[set->n] = g;
		set->n++;
	}
	if (skipped > 0)
		ereport(NOTICE,
				(errmsg("%d of %d %s rows skipped (their SQL is outside the grammar or does not match the schema), %d used",
						skipped, rows.n, what, rows.n - skipped)));
	return skipped;
}

/* Move a seeded, deterministic fraction of the training examples to validation. */
static void
split_validation(FinetuneRun *run, double fraction, uint64 seed)
{
	ExampleSet *t = &run->train;
	int			k = (int) floor(fraction * t->n + 0.5);
	uint64		state = seed * 6364136223846793005ULL + 1442695040888963407ULL;

	k = Max(1, Min(k, t->n - 1));
	if (t->n < 2)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("a validation fraction needs at least 2 usable training rows, there are %d", t->n)));
	/* Fisher-Yates with a 64-bit LCG: the same seed and rows give the same split */
	for (int i = t->n - 1; i > 0; i--)
	{
		int			j;
		ParserExample *e;
		SqlNode    *s;
		const SchemaGraph *g;

		state = state * 6364136223846793005ULL + 1442695040888963407ULL;
		j = (int) ((state >> 33) % (uint64) (i + 1));
		e = t->examples[i], t->examples[i] = t->examples[j], t->examples[j] = e;
		s = t->golds[i], t->golds[i] = t->golds[j], t->golds[j] = s;
		g = t->graphs[i], t->graphs[i] = t->graphs[j], t->graphs[j] = g;
	}
	example_set_alloc(run, &run->validation, k);
	for (int i = 0; i < k; i++)
	{
		int			from = t->n - k + i;

		run->validation.examples[i] = t->examples[from];
		run->validation.golds[i] = t->golds[from];
		run->validation.graphs[i] = t->graphs[from];
	}
	run->validation.n = k;
	t->n -= k;
}

/* ---------------------------------------------------------------------------------
 * The parser
 * --------------------------------------------------------------------------------- */

static void
report_dt_error_if(bool failed, const DtError *err)
{
	if (failed)
		dtfixup_report_error(err);
}

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
	report_dt_error_if(!parser_config_from_json(&cfg, run->opts.model_options, &err), &err);
	return cfg;
}

/* Read model init_from (the general model, say) into run->base, before the rows. */
static void
load_base_parser(FinetuneRun *run)
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

	old = MemoryContextSwitchTo(run->mcxt);
	run->parser = parser_new_from(run->base, &cfg, run->train.examples, run->train.n, &err);
	MemoryContextSwitchTo(old);
	report_dt_error_if(run->parser == NULL, &err);
	parser_free(run->base);
	run->base = NULL;
	ereport(NOTICE,
			(errmsg("model \"%s\": %zu parameters, %d layers, starting from model \"%s\" (%d new words), %d training and %d validation examples",
					run->model, parser_n_parameters(run->parser), cfg.layers, run->opts.init_from,
					parser_vocab_size(run->parser) - base_words, run->train.n, run->validation.n)));
}

static void
create_parser(FinetuneRun *run)
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
	report_dt_error_if(!parser_config_from_json(&cfg, run->opts.model_options, &err), &err);
	old = MemoryContextSwitchTo(run->mcxt);
	run->parser = parser_new(&cfg, run->train.examples, run->train.n, &err);
	MemoryContextSwitchTo(old);
	report_dt_error_if(run->parser == NULL, &err);
	dtfixup_apply_blas_threads();	/* parser_new set OpenBLAS's threads from cfg.threads */
	pgstat_report_activity(STATE_RUNNING,
						   psprintf("dtfixup_finetune %s: initialising", run->model));
	report_dt_error_if(!parser_prepare_training(run->parser, run->train.examples, run->train.n,
												&mu, &err), &err);
	ereport(NOTICE,
			(errmsg("model \"%s\": %zu parameters, %d layers, init %s%s, %d training and %d validation examples",
					run->model, parser_n_parameters(run->parser), cfg.layers,
					cfg.init == PARSER_INIT_DTFIXUP ? "dtfixup" :
					cfg.init == PARSER_INIT_TFIXUP ? "tfixup" : "xavier",
					cfg.init == PARSER_INIT_DTFIXUP ? psprintf(" (mu = %.3f)", mu) : "",
					run->train.n, run->validation.n)));
}

static void
resume_parser(FinetuneRun *run)
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
	report_dt_error_if(run->parser == NULL, &err);
	ereport(NOTICE,
			(errmsg("resuming model \"%s\" after epoch %d (step %ld)", run->model,
					parser_epochs_done(run->parser), parser_steps_done(run->parser))));
}

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

typedef struct ValidationScore
{
	int			n;
	int			exact;
	int			exec;
} ValidationScore;

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

static char *
epoch_metrics_json(double loss, const ValidationScore *v, int n_train, int n_skipped)
{
	StringInfoData buf;

	initStringInfo(&buf);
	appendStringInfo(&buf, "{\"loss\":%.6f,\"train_examples\":%d,\"skipped_rows\":%d",
					 loss, n_train, n_skipped);
	if (v->n > 0)
		appendStringInfo(&buf, ",\"validation\":{\"examples\":%d,\"exact_match\":%.4f,"
						 "\"execution_accuracy\":%.4f}",
						 v->n, (double) v->exact / v->n, (double) v->exec / v->n);
	appendStringInfoChar(&buf, '}');
	return buf.data;
}

static void
save_checkpoint(FinetuneRun *run, double loss, const char *metrics)
{
	DtStrBuf	bytes;
	DtStrBuf	config;
	DtError		err = {0};

	dt_strbuf_init(&bytes);
	dt_strbuf_init(&config);
	report_dt_error_if(!parser_serialize(run->parser, &bytes, &err), &err);
	parser_config_to_json(parser_config(run->parser), &config);
	model_store_save_checkpoint(run->model, config.data, bytes.data, bytes.len,
								parser_epochs_done(run->parser),
								parser_steps_done(run->parser), metrics);
	model_store_log(run->model, parser_epochs_done(run->parser),
					parser_steps_done(run->parser), loss, metrics);
}

static void
train_epochs(FinetuneRun *run)
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
		report_dt_error_if(!parser_train_epoch(run->parser, run->train.examples, run->train.n,
											   batch_progress, run, &loss, &err), &err);
		pgstat_report_activity(STATE_RUNNING,
							   psprintf("dtfixup_finetune %s: epoch %d/%d, validating",
										run->model, run->epoch, run->epochs));
		validate(run, &v);
		metrics = epoch_metrics_json(loss, &v, run->train.n, run->skipped_train);
		if (v.n > 0)
			ereport(NOTICE,
					(errmsg("epoch %d/%d: loss %.4f, validation exact match %.1f%% (%d/%d), execution accuracy %.1f%% (%d/%d)",
							run->epoch, run->epochs, loss, 100.0 * v.exact / v.n, v.exact, v.n,
							100.0 * v.exec / v.n, v.exec, v.n)));
		else
			ereport(NOTICE, (errmsg("epoch %d/%d: loss %.4f", run->epoch, run->epochs, loss)));
		save_checkpoint(run, loss, metrics);
		MemoryContextSwitchTo(old);
		MemoryContextReset(scratch);
		commit_epoch(run);
	}
}

static void
finetune_run(FinetuneRun *run)
{
	/* the device option, else dtfixup.device: "cuda" is refused here (parser_device.h) */
	const char *backend = dtfixup_parser_device(run->opts.device);
	DtError		err = {0};

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
	ensure_snapshot(run);
	/* the starting model first: its vocabulary splits the schemas' names (graph_for) */
	if (run->opts.resume)
		resume_parser(run);
	else if (run->opts.init_from)
		load_base_parser(run);
	run->skipped_train = build_examples(run, run->train_relid, "training", &run->train);
	if (run->train.n == 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("no usable training rows in \"%s\"", get_rel_name(run->train_relid)),
				 errhint("Every row was skipped: see the notices above for why.")));
	if (OidIsValid(run->opts.validation_relid))
		build_examples(run, run->opts.validation_relid, "validation", &run->validation);
	if (run->opts.resume)
	{
		/* the same seeded split as the run being resumed */
		if (run->opts.validation_fraction > 0.0)
			split_validation(run, run->opts.validation_fraction, parser_config(run->parser)->seed);
	}
	else
	{
		if (run->opts.validation_fraction > 0.0)
		{
			ParserConfig cfg = parser_config_default();
			DtError		err = {0};

			report_dt_error_if(!parser_config_from_json(&cfg, run->opts.model_options, &err), &err);
			split_validation(run, run->opts.validation_fraction, cfg.seed);
		}
		create_parser(run);
	}
	/* built (and prepared) on the CPU, trained on the device asked for */
	if (!dtfixup_parser_place(run->parser, backend, &err))
		dtfixup_parser_place_error(backend, &err);
	train_epochs(run);
	ereport(NOTICE,
			(errmsg("model \"%s\" trained: %d epochs, %ld steps", run->model,
					parser_epochs_done(run->parser), parser_steps_done(run->parser))));
}

Datum
dtfixup_finetune(PG_FUNCTION_ARGS)
{
	FinetuneRun run;

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
	parse_options(PG_GETARG_JSONB_P(4), &run.opts);
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
		MemoryContextDelete(run.mcxt);
	}
	PG_END_TRY();
	if (run.snapshot_pushed)
		PopActiveSnapshot();
	SPI_finish();
	PG_RETURN_VOID();
}
