/*
 * train_examples.c — examples from a table's rows for a training run (train_examples.h).
 */
#include "pg/train/train_examples.h"

#include "miscadmin.h"
#include "pgstat.h"
#include "utils/memutils.h"

#include "pg/answer/parser_input.h"
#include "pg/answer/value_lookup.h"
#include "pg/store/lexicon_store.h"
#include "pg/train/train_start.h"
#include "pg/train/training_rows.h"

/* How many skipped rows are shown one by one before only the count is reported. */
#define FINETUNE_SHOWN_SKIPS 5

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
	{
		NameWordSources sources = dtfixup_name_word_sources(lexicon);

		schema_graph_split_compound_words(g, &sources);
	}
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

void
train_example_set_alloc(FinetuneRun *run, ExampleSet *set, int cap)
{
	set->n = 0;
	set->examples = MemoryContextAllocZero(run->mcxt, sizeof(ParserExample *) * Max(cap, 1));
	set->golds = MemoryContextAllocZero(run->mcxt, sizeof(SqlNode *) * Max(cap, 1));
	set->graphs = MemoryContextAllocZero(run->mcxt, sizeof(SchemaGraph *) * Max(cap, 1));
}

/* The rows' gold literals pooled per schema graph (value_pool), one pool per graph. */
typedef struct GraphPools
{
	int			n;
	const SchemaGraph **graphs;
	GoldValuePool *pools;
} GraphPools;

static GoldValuePool *
pool_for(GraphPools *gp, const SchemaGraph *g)
{
	for (int i = 0; i < gp->n; i++)
		if (gp->graphs[i] == g)
			return &gp->pools[i];
	gp->graphs[gp->n] = g;
	return &gp->pools[gp->n++];
}

/* What each row reads: its schema's graph and its gold AST, or why it cannot be used. */
typedef struct RowInputs
{
	const SchemaGraph **graphs;
	SqlNode   **golds;
	char	  **reasons;
} RowInputs;

/*
 * First pass: each row's graph and gold AST (the second pass links the question, which
 * may need every row's gold first: value_pool), pooling the gold literals when asked.
 */
static void
read_row_inputs(FinetuneRun *run, const TrainingRows *rows, GraphPools *pools, RowInputs *in)
{
	MemoryContext old;

	in->graphs = MemoryContextAllocZero(run->mcxt, sizeof(SchemaGraph *) * Max(rows->n, 1));
	in->golds = MemoryContextAllocZero(run->mcxt, sizeof(SqlNode *) * Max(rows->n, 1));
	in->reasons = MemoryContextAllocZero(run->mcxt, sizeof(char *) * Max(rows->n, 1));
	for (int i = 0; i < rows->n; i++)
	{
		const char *schema = rows->schemas ? rows->schemas[i] : NULL;
		const SchemaGraph *g;
		char	   *reason = NULL;

		CHECK_FOR_INTERRUPTS();
		if (rows->schemas && schema == NULL)
			reason = pstrdup("the schema column is NULL");
		g = reason ? NULL : graph_for(run, schema, &reason);
		in->graphs[i] = g;
		in->reasons[i] = reason;
		/* an empty question is the row's reason, as parser_input_training_example says */
		if (g == NULL || rows->questions[i] == NULL || rows->questions[i][0] == '\0')
			continue;
		old = MemoryContextSwitchTo(run->mcxt);
		in->golds[i] = parser_input_gold_ast(rows->sqls[i], g, &in->reasons[i]);
		if (in->golds[i] != NULL && pools != NULL)
			gold_value_pool_add(pool_for(pools, g), g, in->golds[i]);
		MemoryContextSwitchTo(old);
	}
}

/* What value_pool and gold_value_drop did: the run's counts (metrics) and a NOTICE. */
static void
report_value_options(FinetuneRun *run, const ParserConfig *cfg, const GraphPools *pools,
					 const ValueLookupStats *sum)
{
	int			pooled = 0;

	run->gold_values.counted = true;
	run->gold_values.offered = sum->gold_values;
	run->gold_values.pooled = sum->gold_values_pooled;
	run->gold_values.dropped = sum->gold_values_dropped;
	for (int i = 0; pools != NULL && i < pools->n; i++)
		pooled += pools->pools[i].n;
	ereport(NOTICE,
			(errmsg("training rows were offered %d gold literals as stored values of empty tables, %d of them other rows' (value_pool); %d of their own were left out (gold_value_drop)",
					sum->gold_values, sum->gold_values_pooled, sum->gold_values_dropped),
			 errdetail("value_pool %s (%d distinct literals over %d schemas), gold_value_drop %g.",
					   cfg->value_pool ? "true" : "false", pooled, pools ? pools->n : 0,
					   cfg->gold_value_drop)));
}

/*
 * Examples of the rows of relid; unusable rows are counted and the first few shown.
 * Training rows are offered stored values as the options value_pool and gold_value_drop say
 * (value_lookup.h's GoldValueOffer); validation rows their own gold literals, as before.
 */
int
train_examples_build(FinetuneRun *run, Oid relid, const char *what, ExampleSet *set)
{
	MemoryContext old = MemoryContextSwitchTo(run->mcxt);
	TrainingRows rows;
	int			skipped = 0;
	ParserConfig cfg = train_start_config(run);
	bool		offering = strcmp(what, "training") == 0 &&
		(cfg.value_pool || cfg.gold_value_drop > 0.0);
	GraphPools	pools = {0};
	GoldValueOffer values = {NULL, NULL, NULL, 0.0, cfg.seed};
	ValueLookupStats sum = {0};
	RowInputs	in;

	training_rows_read(relid, run->question_col, run->sql_col, run->opts.schema_column, &rows);
	if (offering && cfg.value_pool)
	{
		pools.graphs = palloc0(sizeof(SchemaGraph *) * (lengthof(run->graphs.graphs) + 1));
		pools.pools = palloc0(sizeof(GoldValuePool) * (lengthof(run->graphs.graphs) + 1));
	}
	MemoryContextSwitchTo(old);
	train_example_set_alloc(run, set, rows.n);
	train_progress_phase(&run->progress, TRAIN_PHASE_READING_ROWS, 0, rows.n);
	read_row_inputs(run, &rows, offering && cfg.value_pool ? &pools : NULL, &in);
	if (offering)
		values.drop = cfg.gold_value_drop;
	for (int i = 0; i < rows.n; i++)
	{
		const SchemaGraph *g = in.graphs[i];
		char	   *reason = in.reasons[i];
		SqlNode    *gold = NULL;
		ParserExample *ex = NULL;
		ValueLookupStats stats = {0};

		CHECK_FOR_INTERRUPTS();
		run->progress.done = i;
		train_progress_tick(&run->progress);
		if (i % 50 == 0)
			pgstat_report_activity(STATE_RUNNING,
								   psprintf("dtfixup_finetune %s: reading %s rows %d/%d",
											run->model, what, i, rows.n));
		values.pool = offering && cfg.value_pool && g ? pool_for(&pools, g) : NULL;
		old = MemoryContextSwitchTo(run->mcxt);
		if (g != NULL && (in.golds[i] != NULL || in.reasons[i] == NULL))
			ex = parser_input_training_example(rows.questions[i], rows.sqls[i], g, in.golds[i],
											   offering ? &values : NULL, &gold, &stats, &reason);
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
		sum.gold_values += stats.gold_values;
		sum.gold_values_pooled += stats.gold_values_pooled;
		sum.gold_values_dropped += stats.gold_values_dropped;
		set->examples[set->n] = ex;
		set->golds[set->n] = gold;
		set->graphs[set->n] = g;
		set->n++;
	}
	if (skipped > 0)
		ereport(NOTICE,
				(errmsg("%d of %d %s rows skipped (their SQL is outside the grammar or does not match the schema), %d used",
						skipped, rows.n, what, rows.n - skipped)));
	if (offering)
		report_value_options(run, &cfg, cfg.value_pool ? &pools : NULL, &sum);
	return skipped;
}
