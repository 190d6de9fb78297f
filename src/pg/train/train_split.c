/*
 * train_split.c — the seeded validation split of a training run (train_split.h).
 */
#include "pg/train/train_split.h"

#include <math.h>

#include "pg/train/train_examples.h"

/* Move a seeded, deterministic fraction of the training examples to validation. */
void
train_split_validation(FinetuneRun *run, double fraction, uint64 seed)
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
	train_example_set_alloc(run, &run->validation, k);
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
