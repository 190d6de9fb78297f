/*
 * train_examples.h — the training (or validation) examples of a table's rows: each row is
 * read as the caller (training_rows.h), linked against the schema it names (or the
 * search_path's) as nl2sql would link a question, and its gold SQL parsed
 * (parser_input.h).  A row that cannot be used is skipped with a NOTICE for the first few
 * and a count for the rest; a schema that cannot be read makes only its rows unusable.
 */
#ifndef DTFIXUP_PG_TRAIN_EXAMPLES_H
#define DTFIXUP_PG_TRAIN_EXAMPLES_H

#include "postgres.h"

#include "pg/train/train_run.h"

/* Room for cap examples in set (in run->mcxt), none used yet. */
void		train_example_set_alloc(FinetuneRun *run, ExampleSet *set, int cap);

/* The examples of the rows of relid into set ("training" or "validation" rows, for the
 * notices); returns how many rows were skipped. */
int			train_examples_build(FinetuneRun *run, Oid relid, const char *what, ExampleSet *set);

#endif
