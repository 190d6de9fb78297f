/*
 * train_run.h — the state of one CALL dtfixup_finetune(...) (finetune.c), shared by the
 * parts of a run: its options (train_options.h), its examples (train_examples.h,
 * train_split.h), the parser it starts from (train_start.h), the epoch loop
 * (train_epochs.h) and the per-epoch commit (train_commit.h).
 *
 * Everything that must survive the per-epoch commits lives in run->mcxt, a context under
 * TopMemoryContext that finetune.c deletes when the procedure ends, normally or by error.
 */
#ifndef DTFIXUP_PG_TRAIN_RUN_H
#define DTFIXUP_PG_TRAIN_RUN_H

#include "postgres.h"

#include "common/error.h"
#include "model/parser.h"
#include "pg/dtfixup.h"
#include "pg/train/train_progress.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

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
	double		max_seconds;	/* 0: no time bound; else stop at the first epoch boundary
								 * this many seconds after the call began */
	int			keep_checkpoints;	/* 0: keep every epoch's; else prune to the newest this
									 * many after each epoch's save */
	char	   *word_vectors;	/* NULL, or a server file of pretrained vectors that start a
								 * new model's embeddings (word_vectors_file.h) */
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

/*
 * What the training rows were offered as stored values of their empty tables when option
 * value_pool or gold_value_drop is on (counted is then true): literals offered, of them
 * other rows' (the pool), and the rows' own left out (value_lookup.h's GoldValueOffer).
 */
typedef struct GoldValueCounts
{
	bool		counted;
	int			offered;
	int			pooled;
	int			dropped;
} GoldValueCounts;

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
	GoldValueCounts gold_values;	/* of the training rows (train_examples.c) */
	Parser	   *base;			/* init_from's model, read before the rows; train_start_create
								 * turns it into parser */
	Parser	   *parser;
	int			epoch;			/* 1-based epoch being trained (progress text) */
	int			epochs;
	TrainProgress progress;		/* published for dtfixup.dtfixup_progress */
	/* throughput of this call, for the progress and the per-epoch notices */
	int64		examples_trained;	/* in the epochs completed so far */
	double		train_seconds;	/* spent training them (validation and saving excluded) */
	TimestampTz epoch_train_start;	/* when the epoch in progress began training */
	double		epoch_overhead_seconds; /* validation and saving of the last epoch; < 0
										 * before the first */
} FinetuneRun;

/* One epoch's validation: examples decoded, exact matches, same execution results. */
typedef struct ValidationScore
{
	int			n;
	int			exact;
	int			exec;
} ValidationScore;

/* Raise err as an ereport (dtfixup_report_error) when failed. */
static inline void
train_report_error_if(bool failed, const DtError *err)
{
	if (failed)
		dtfixup_report_error(err);
}

#endif
