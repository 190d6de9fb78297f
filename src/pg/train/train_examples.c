/*
 * train_examples.c — examples from a table's rows for a training run (train_examples.h).
 */
#include "pg/train/train_examples.h"

#include "miscadmin.h"
#include "pgstat.h"
#include "utils/memutils.h"

#include "pg/answer/parser_input.h"
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

void
train_example_set_alloc(FinetuneRun *run, ExampleSet *set, int cap)
{
	set->n = 0;
	set->examples = MemoryContextAllocZero(run->mcxt, sizeof(ParserExample *) * Max(cap, 1));
	set->golds = MemoryContextAllocZero(run->mcxt, sizeof(SqlNode *) * Max(cap, 1));
	set->graphs = MemoryContextAllocZero(run->mcxt, sizeof(SchemaGraph *) * Max(cap, 1));
}

/* Examples of the rows of relid; unusable rows are counted and the first few shown. */
int
train_examples_build(FinetuneRun *run, Oid relid, const char *what, ExampleSet *set)
{
	MemoryContext old = MemoryContextSwitchTo(run->mcxt);
	TrainingRows rows;
	int			skipped = 0;

	training_rows_read(relid, run->question_col, run->sql_col, run->opts.schema_column, &rows);
	MemoryContextSwitchTo(old);
	train_example_set_alloc(run, set, rows.n);
	train_progress_phase(&run->progress, TRAIN_PHASE_READING_ROWS, 0, rows.n);
	for (int i = 0; i < rows.n; i++)
	{
		const char *schema = rows.schemas ? rows.schemas[i] : NULL;
		const SchemaGraph *g;
		char	   *reason = NULL;
		SqlNode    *gold = NULL;
		ParserExample *ex;

		CHECK_FOR_INTERRUPTS();
		run->progress.done = i;
		train_progress_tick(&run->progress);
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
