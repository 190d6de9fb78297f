/*
 * parser_teacher_plan.c — teacher forcing worked out before any arithmetic (TeacherPlan):
 * the gold actions run through the transition system once, and each step keeps its decoder
 * input, its head's legal outputs and its gold choice, with the encoder's integer inputs.
 *
 * The transition system, the stemmer and the sub-word hashing allocate with dt_alloc
 * (palloc in a backend), so the plan is made on the calling thread; the loss
 * (parser_teacher_batch.c) then needs only malloc'd memory and may run on a worker.
 */
#include "model/parser_train.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

/* What action a (step t, already applied to ts) selected, for y_{t+1}: a row of Y or of the
 * value memory (see build_step_input). */
static void
selected_item(const Parser *p, const ParserExample *ex, const TsState *ts, const SqlAction *a,
			  int t, int *y_row, int *value)
{
	const SchemaGraph *g = ex->graph;

	*y_row = -1;
	*value = -1;
	if (a->kind == SQL_ACT_SELECT_TABLE)
		*y_row = ex->tokens.n + g->n_columns + a->table;
	else if (a->kind == SQL_ACT_SELECT_COLUMN)
	{
		int			table = ts_instance_table(ts, a->instance);

		if (table >= 0)
			*y_row = ex->tokens.n + g->tables[table].first_column + a->column;
	}
	else if (a->kind == SQL_ACT_VALUE)
		*value = parser_value_target(p, ex, t);
}

/* ------------------------------------------------------------------ teacher plans */

static void *
grow_array(void *arr, int *cap, int need, size_t elem)
{
	if (need <= *cap)
		return arr;
	*cap = need + need / 2 + 16;
	arr = realloc(arr, elem * (size_t) *cap);
	if (arr == NULL)
		dt_fatal_oom(__func__);
	return arr;
}

/* M legality bytes appended to the plan's pool. */
static uint8_t *
plan_mask(TeacherPlan *plan, TeacherStep *st, int M)
{
	if (plan->n_masks + (size_t) M > plan->cap_masks)
	{
		plan->cap_masks = 2 * (plan->n_masks + (size_t) M) + 256;
		plan->masks = realloc(plan->masks, plan->cap_masks);
		if (plan->masks == NULL)
			dt_fatal_oom(__func__);
	}
	st->M = M;
	st->mask = plan->n_masks;
	plan->n_masks += (size_t) M;
	return plan->masks + st->mask;
}

/* What the head of step t scores: its outputs, which are legal, and the gold one. */
static void
plan_head(Parser *p, const ParserExample *ex, const TsState *ts, const SqlFrontier *fr, int t,
		  TeacherPlan *plan, TeacherStep *st)
{
	const SqlAction *a = &ex->gold.items[t];
	uint8_t    *mask;

	st->kind = fr->kind;
	st->target = -1;
	st->M = 0;
	st->mask = 0;
	st->cands = 0;
	switch (fr->kind)
	{
		case SQL_FRONTIER_RULE:
			rule_mask(fr, plan_mask(plan, st, PARSER_N_RULE_OUT));
			st->target = a->kind == SQL_ACT_REDUCE ? PARSER_ACT_REDUCE : a->rule;
			break;
		case SQL_FRONTIER_TABLE:
			memset(plan_mask(plan, st, ex->graph->n_tables), 1, (size_t) ex->graph->n_tables);
			st->target = a->table;
			break;
		case SQL_FRONTIER_COLUMN:
			{
				int			M = parser_column_candidates(ts, ex->graph, fr, &plan->frontier,
														 &plan->cap_frontier);

				memset(plan_mask(plan, st, M), 1, (size_t) M);
				plan->cands = grow_array(plan->cands, &plan->cap_cands, plan->n_cands + M,
										 sizeof(ColumnCandidate));
				st->cands = plan->n_cands;
				memcpy(plan->cands + plan->n_cands, plan->frontier, sizeof(ColumnCandidate) * (size_t) M);
				plan->n_cands += M;
				for (int i = 0; i < M; i++)
					if (plan->frontier[i].instance == a->instance && plan->frontier[i].column == a->column)
						st->target = i;
				break;
			}
		case SQL_FRONTIER_VALUE:
			{
				int			M = ex->n_values + p->n_const + 1;
				int			target = a->kind == SQL_ACT_REDUCE ? M - 1 : parser_value_target(p, ex, t);

				mask = plan_mask(plan, st, M);
				for (int v = 0; v < M; v++)
					mask[v] = parser_value_allowed(p, ex, fr, v);
				/* a literal we cannot produce: taught, not scored */
				st->target = target >= 0 && mask[target] ? target : -1;
				break;
			}
		case SQL_FRONTIER_DONE:
			break;
	}
	if (st->target >= 0 && st->M > plan->max_M)
		plan->max_M = st->M;
}

/* The ids >= 0 of ids[0..n) appended to the plan's embedding rows of table which. */
static void
plan_emb_rows(TeacherPlan *plan, int which, const int *ids, int n)
{
	plan->emb_rows[which] = grow_array(plan->emb_rows[which], &plan->cap_emb_rows[which],
									   plan->n_emb_rows[which] + n, sizeof(int));
	for (int i = 0; i < n; i++)
		if (ids[i] >= 0)
			plan->emb_rows[which][plan->n_emb_rows[which]++] = ids[i];
}

/*
 * Word dropout (option word_dropout): each occurrence of a known word, in the question and
 * in the schema items' names, is read as an unknown word is read, with probability rate:
 * the id parser_word_id gives an unknown word (none, its sub-word buckets alone carrying
 * it; the <unk> row without buckets), its buckets kept.  Why: at question time many words
 * are unknown (on Spider dev 8% of question tokens, 22% of schema words) and get bucket
 * vectors only, which training never produces when every training word has its own row.
 * A column's type-class word is always known and is left alone.  The draws come from the
 * example's dropout seed, so they change with every step and a run is reproducible.
 */
static void
drop_words(const Parser *p, const ParserExample *ex, EncBufs *e, double rate, uint64_t seed)
{
	int			unknown = p->cfg.hash_buckets > 0 ? -1 : TEXT_VOCAB_UNK;
	DtRng		rng;

	dt_rng_seed(&rng, mix64(seed, 13));
	for (int i = 0; i < e->nq; i++)
		if (e->q_word[i] > TEXT_VOCAB_UNK && dt_rng_uniform(&rng) < rate)
			e->q_word[i] = unknown;
	for (int i = 0; i < e->ns; i++)
		for (int j = i < ex->graph->n_columns ? 1 : 0; j < e->s_len[i]; j++)
		{
			int		   *w = &e->s_word[(size_t) i * e->Ts + j];

			if (*w > TEXT_VOCAB_UNK && dt_rng_uniform(&rng) < rate)
				*w = unknown;
		}
}

static void
plan_build(Parser *p, const ParserExample *ex, double word_dropout, uint64_t seed,
		   TeacherPlan *plan)
{
	int			T = ex->gold.n;
	EncBufs		e;
	size_t		fbytes,
				ibytes;
	TsState    *ts;
	ParentStack ps = {0, 0, NULL};
	int			prev_row = -1,
				prev_y = -1,
				prev_v = -1;

	plan->T = T;
	plan->n_masks = 0;
	plan->n_cands = 0;
	plan->max_M = 0;
	plan->steps = grow_array(plan->steps, &plan->cap_steps, T, sizeof(TeacherStep));

	/* The encoder's integer inputs, laid out as enc_carve lays them out. */
	enc_shape(p, ex, &e);
	enc_carve(p, &e, NULL, NULL, &fbytes, &ibytes);
	if (ibytes > plan->cap_enc_ints)
	{
		free(plan->enc_ints);
		plan->cap_enc_ints = ibytes;
		plan->enc_ints = malloc(ibytes);
		if (plan->enc_ints == NULL)
			dt_fatal_oom(__func__);
	}
	enc_carve(p, &e, NULL, (char *) plan->enc_ints, &fbytes, &ibytes);
	plan->enc_int_bytes = ibytes;
	enc_word_features(p, ex, &e);
	if (word_dropout > 0.0)
		drop_words(p, ex, &e, word_dropout, seed);
	enc_relations(p, ex, &e);
	plan->n_emb_rows[0] = plan->n_emb_rows[1] = 0;
	plan_emb_rows(plan, 0, e.q_word, e.nq);
	plan_emb_rows(plan, 1, e.q_bucket, e.nq * e.K);
	plan_emb_rows(plan, 0, e.s_word, e.ns * e.Ts);
	plan_emb_rows(plan, 1, e.s_bucket, e.ns * e.Ts * e.K);

	/* The gold actions through the transition system: each step's input and head. */
	ts = ts_init_gold(ex->graph);	/* as parser_example_new replayed the gold */
	for (int t = 0; t < T; t++)
	{
		SqlFrontier fr;
		TeacherStep *st = &plan->steps[t];
		DtError		err;

		ts_next_frontier(ts, &fr);
		parent_stack_step_input(&ps, &fr, prev_row, &st->in);
		st->in.prev_y_row = prev_y;
		st->in.prev_value = prev_v;
		plan_head(p, ex, ts, &fr, t, plan, st);
		if (!ts_apply(ts, &ex->gold.items[t], &err))
		{
			/* parser_example_new replayed it already: failing here is a bug */
			dt_fatal(DT_ERR_INTERNAL, "gold action replay failed: %s", err.message);
		}
		parent_stack_apply(&ps, &ex->gold.items[t], t);
		prev_row = parser_action_row(&ex->gold.items[t]);
		selected_item(p, ex, ts, &ex->gold.items[t], t, &prev_y, &prev_v);
	}
	ts_free(ts);
	parent_stack_free(&ps);
}

void
parser_teacher_plan(Parser *p, const ParserExample *ex, TeacherPlan *plan)
{
	plan_build(p, ex, 0.0, 0, plan);
}

void
parser_teacher_plan_training(Parser *p, const ParserExample *ex, uint64_t seed,
							 TeacherPlan *plan)
{
	plan_build(p, ex, p->cfg.word_dropout, seed, plan);
}

void
parser_teacher_plan_free(TeacherPlan *plan)
{
	free(plan->steps);
	free(plan->masks);
	free(plan->cands);
	free(plan->frontier);
	free(plan->enc_ints);
	free(plan->emb_rows[0]);
	free(plan->emb_rows[1]);
	memset(plan, 0, sizeof(*plan));
}
