/*
 * parser_beam.c — beam search over the transition system (paper App. C.5: beam size 5).
 *
 * Every hypothesis carries its own TsState; at each step a hypothesis is expanded only by
 * the actions its frontier allows (ApplyRule of an allowed rule, Reduce where allowed, a
 * table, a column of an instance in scope, a value candidate the field accepts), so every
 * finished hypothesis is a complete AST that renders.  The best beam_size expansions over
 * all live hypotheses survive each step; complete ones leave the beam.  Scores are sums
 * of log-probabilities.
 *
 * The arithmetic's buffers are the backend's (device memory, in the parser's scratch); the
 * host keeps each hypothesis's transition state and the row numbers of its states, and
 * reads each step's scores after their download (parser_heads.c).
 */
#include "model/parser_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/stop.h"
#include "nn/backend_loader.h"
#include "sql/sql_regroup.h"

typedef struct Hyp
{
	TsState    *ts;
	ParentStack ps;
	double		score;
	int			prev_row;
	int			prev_y,			/* StepInput.prev_y_row / prev_value of the next step */
				prev_v;
	int			n_steps;
	int		   *hist;			/* for every step so far, the row of its h in the decode's
								 * history (device: parent feeding) */
	int			row;			/* its row of the last step's outputs h, c, z */
	SqlActionList actions;
} Hyp;

/* The decode's device buffers (carved from the parser's scratch g_beam); h of every step
 * is in g_hist, row step * K + hypothesis. */
typedef struct BeamBufs
{
	float	   *mem,			/* decoder memory */
			   *scratch,		/* the cell's, then the heads' */
			   *kvB,			/* attention memory replicated per hypothesis */
			   *C[2],			/* c, z, u of every hypothesis after the step: the last */
			   *Z[2],			/* step's outputs are read while the next one's are written */
			   *U[2];
} BeamBufs;

typedef struct Expansion
{
	int			hyp;
	int			y_row,			/* what the action selects (StepInput.prev_y_row / prev_value) */
				value;
	double		score;
	SqlAction	action;			/* value points into the example's candidates */
} Expansion;

static void
hyp_free(Hyp *h)
{
	if (h->ts)
		ts_free(h->ts);
	parent_stack_free(&h->ps);
	free(h->hist);
	sql_action_list_free(&h->actions);
	memset(h, 0, sizeof(*h));
}

static size_t
beam_carve(const Parser *p, const ParserExample *ex, int K, size_t scratch_n, BeamBufs *b,
		   char *base)
{
	Carve		f = {base, 0};
	size_t		Hd = (size_t) p->cfg.decoder_hidden,
				D = (size_t) p->cfg.d_model;

#define CF(k) carve(&f, sizeof(float) * (size_t) (k))
	b->mem = CF(parser_decoder_memory_floats(p, ex));
	b->scratch = CF(scratch_n);
	b->kvB = CF(2 * (size_t) K * ex->n_items * D);
	for (int i = 0; i < 2; i++)
	{
		b->C[i] = CF((size_t) K * Hd);
		b->Z[i] = CF((size_t) K * D);
		b->U[i] = CF((size_t) K * p->d_head);
	}
#undef CF
	return f.used;
}

static int
by_score_desc(const void *a, const void *b)
{
	const Expansion *x = a,
			   *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return x->hyp - y->hyp;
}

static int
by_hyp_score_desc(const void *a, const void *b)
{
	const ParserHypothesis *x = a,
			   *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return 0;
}

static void
push_expansion(Expansion **ex, int *n, int *cap, int hyp, double score, const SqlAction *a,
			   int y_row, int value)
{
	if (*n == *cap)
	{
		*cap = *cap ? 2 * *cap : 256;
		*ex = realloc(*ex, sizeof(Expansion) * (size_t) *cap);
		if (*ex == NULL)
			dt_fatal_oom(__func__);
	}
	(*ex)[*n].hyp = hyp;
	(*ex)[*n].score = score;
	(*ex)[*n].action = *a;
	(*ex)[*n].y_row = y_row;
	(*ex)[*n].value = value;
	(*n)++;
}

/* The caller's stop check (parser_set_stop_check, the scope parser_decode opens) says to
 * give up, now or in a kernel that polled it. */
static bool
stop_requested(void)
{
	return dt_stop_poll();
}

static bool
stopped_error(DtError *err)
{
	return dt_error_set(err, DT_ERR_QUERY_CANCELED, 0, NULL, NULL, "decoding was interrupted");
}

static bool
decode(Parser *p, const ParserExample *ex, int beam_size, ParserHypothesis **out,
	   int *n_out, DtError *err)
{
	int			Hd = p->cfg.decoder_hidden,
				D = p->cfg.d_model,
				K;
	const float *Y;
	DecoderMemory mem;
	BeamBufs	bb;
	float	   *scratch,
			   *logp;
	size_t		scratch_n,
				cell_n,
				bytes;
	DtBackend  *be = p->be;
	SqlFrontier frs[64];
	StepInput	ins[64];
	const float *hprev[64],
			   *cprev[64],
			   *zprev[64],
			   *hpar[64];
	Hyp		   *beam,
			   *nbeam;
	int			n_beam = 1,
				n_fin = 0,
				cap_fin;
	ParserHypothesis *fin;
	Expansion  *exps = NULL;
	int			cap_exps = 0;
	int			max_cands;
	int			kv_rows = 0;
	bool		stopped = false;

	*out = NULL;
	*n_out = 0;
	K = beam_size > 0 ? beam_size : p->cfg.beam_size;
	if (K > 64)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"beam size %d is out of range (1..64)", K);
	if (ex->graph->n_tables == 0)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL,
							"The role must be able to SELECT from at least one table.",
							"the schema has no tables to query");

	/* the encoder polls the stop check inside its long loops (a wide schema and a long
	 * question make it seconds); its output is then partial and unused */
	Y = parser_encode_stoppable(p, ex, &stopped);
	if (stopped || stop_requested())
		return stopped_error(err);

	/* Candidates per step are bounded by the rules, tables, values, or the columns of
	 * every instance in scope (each instance at most the widest table or subquery). */
	max_cands = PARSER_N_RULE_OUT;
	if (ex->graph->n_tables > max_cands)
		max_cands = ex->graph->n_tables;
	if (ex->n_values + p->n_const + 1 > max_cands)
		max_cands = ex->n_values + p->n_const + 1;	/* mem.n_val */
	cell_n = parser_decoder_batch_scratch(p, K, ex->n_items);
	scratch_n = cell_n + parser_head_scratch(p, max_cands);
	bytes = beam_carve(p, ex, K, scratch_n, &bb, NULL);
	beam_carve(p, ex, K, scratch_n, &bb, grow_floats(be, &p->sc->g_beam, bytes / sizeof(float) + 1));
	parser_decoder_memory(p, ex, Y, &mem, bb.mem);
	scratch = bb.scratch;
	beam = calloc((size_t) K, sizeof(Hyp));
	nbeam = calloc((size_t) K, sizeof(Hyp));
	cap_fin = K;
	fin = calloc((size_t) cap_fin, sizeof(ParserHypothesis));
	if (!beam || !nbeam || !fin)
		dt_fatal_oom(__func__);

	beam[0].ts = ts_init(ex->graph);
	beam[0].prev_row = -1;
	beam[0].prev_y = -1;
	beam[0].prev_v = -1;
	sql_action_list_init(&beam[0].actions);

	for (int step = 0; step < PARSER_MAX_DECODE_STEPS && n_beam > 0 && n_fin < K; step++)
	{
		int			n_exps = 0,
					n_next = 0,
					cur = step % 2;
		float	   *hist,
				   *NU = bb.U[cur];

		/* a step of a wide beam over a long question takes tens of ms: ask every step */
		if (stop_requested())
		{
			stopped = true;
			break;
		}
		/* One decoder step for every live hypothesis at once: its h goes to the history
		 * (grown keeping the earlier steps'), c, z and u to this step's half of bb. */
		hist = grow_floats_keep(be, &p->sc->g_hist, (size_t) (step + 1) * K * Hd,
								(size_t) step * K * Hd);
		for (int b = 0; b < n_beam; b++)
		{
			Hyp		   *hy = &beam[b];
			bool		first = hy->n_steps == 0;

			ts_next_frontier(hy->ts, &frs[b]);
			parent_stack_step_input(&hy->ps, &frs[b], hy->prev_row, &ins[b]);
			ins[b].prev_y_row = hy->prev_y;
			ins[b].prev_value = hy->prev_v;
			hprev[b] = first ? NULL : hist + (size_t) hy->hist[hy->n_steps - 1] * Hd;
			cprev[b] = first ? NULL : bb.C[1 - cur] + (size_t) hy->row * Hd;
			zprev[b] = first ? NULL : bb.Z[1 - cur] + (size_t) hy->row * D;
			hpar[b] = ins[b].parent_step >= 0 ? hist + (size_t) hy->hist[ins[b].parent_step] * Hd : NULL;
		}
		/* every hypothesis attends over the same memory: one copy per batch row, laid out
		 * (2, n_beam, items, D), so redone when the number of live hypotheses changes */
		if (n_beam != kv_rows)
		{
			parser_decoder_kv_replicate(p, &mem, n_beam, bb.kvB);
			kv_rows = n_beam;
		}
		parser_decoder_cell_batch(p, &mem, bb.kvB, n_beam, ins, hprev, cprev, zprev, hpar,
								  hist + (size_t) step * K * Hd, bb.C[cur], bb.Z[cur], NU,
								  scratch);
		for (int b = 0; b < n_beam; b++)
		{
			Hyp		   *hy = &beam[b];
			const SqlFrontier *frp = &frs[b];
			const float *u = NU + (size_t) b * p->d_head;
			SqlAction	a;

			memset(&a, 0, sizeof(a));
			switch (frp->kind)
			{
				case SQL_FRONTIER_RULE:
					logp = grow_host(&p->sc->h_logp, sizeof(float) * (size_t) max_cands);
					parser_rule_logp(p, u, frp, logp, scratch + cell_n);
					for (int r = 0; r < PARSER_N_RULE_OUT; r++)
						if (isfinite(logp[r]))
						{
							a.kind = r == PARSER_ACT_REDUCE ? SQL_ACT_REDUCE : SQL_ACT_APPLY_RULE;
							a.rule = r == PARSER_ACT_REDUCE ? 0 : r;
							push_expansion(&exps, &n_exps, &cap_exps, b, hy->score + logp[r], &a, -1, -1);
						}
					break;
				case SQL_FRONTIER_TABLE:
					logp = grow_host(&p->sc->h_logp, sizeof(float) * (size_t) max_cands);
					parser_table_logp(p, &mem, u, logp, scratch + cell_n);
					for (int t = 0; t < frp->n_tables && t < mem.n_tabs; t++)
					{
						a.kind = SQL_ACT_SELECT_TABLE;
						a.table = t;
						push_expansion(&exps, &n_exps, &cap_exps, b, hy->score + logp[t], &a,
									   mem.n_q + mem.n_cols + t, -1);
					}
					break;
				case SQL_FRONTIER_COLUMN:
					{
						int			M = parser_column_candidates(hy->ts, ex->graph, frp, &p->sc->cands, &p->sc->cap_cands);
						float	   *hs;
						float	   *lp;

						if (M == 0)
							break;
						hs = grow_floats(be, &p->sc->g_head, parser_head_scratch(p, M));
						lp = grow_host(&p->sc->h_logp, sizeof(float) * (size_t) M);
						parser_column_logp(p, &mem, u, p->sc->cands, M, lp, hs);
						for (int i = 0; i < M; i++)
						{
							a.kind = SQL_ACT_SELECT_COLUMN;
							a.instance = p->sc->cands[i].instance;
							a.column = p->sc->cands[i].column;
							push_expansion(&exps, &n_exps, &cap_exps, b, hy->score + lp[i], &a,
										   p->sc->cands[i].graph_column >= 0 ? mem.n_q + p->sc->cands[i].graph_column : -1, -1);
						}
						break;
					}
				case SQL_FRONTIER_VALUE:
					logp = grow_host(&p->sc->h_logp, sizeof(float) * (size_t) max_cands);
					parser_value_logp(p, &mem, ex, u, frp, logp, scratch + cell_n);
					for (int v = 0; v < mem.n_val; v++)
					{
						if (!isfinite(logp[v]))
							continue;
						if (v == mem.n_val - 1)
						{
							a.kind = SQL_ACT_REDUCE;
							a.value = NULL;
						}
						else
						{
							a.kind = SQL_ACT_VALUE;
							a.value = (char *) parser_value_text(p, ex, v, &a.value_type);
						}
						push_expansion(&exps, &n_exps, &cap_exps, b, hy->score + logp[v], &a, -1,
									   a.kind == SQL_ACT_VALUE ? v : -1);
					}
					break;
				case SQL_FRONTIER_DONE:
					break;
			}
		}
		qsort(exps, (size_t) n_exps, sizeof(Expansion), by_score_desc);
		for (int i = 0; i < n_exps && n_next + n_fin < K; i++)
		{
			const Expansion *e = &exps[i];
			const Hyp  *par = &beam[e->hyp];
			Hyp		   *ch = &nbeam[n_next];
			DtError		aerr;

			memset(ch, 0, sizeof(*ch));
			ch->ts = ts_copy(par->ts);
			if (!ts_apply(ch->ts, &e->action, &aerr))
			{
				/* Cannot happen: every expansion came from the frontier. Skip it. */
				ts_free(ch->ts);
				ch->ts = NULL;
				continue;
			}
			parent_stack_copy(&ch->ps, &par->ps);
			parent_stack_apply(&ch->ps, &e->action, par->n_steps);
			ch->score = e->score;
			ch->prev_row = parser_action_row(&e->action);
			ch->prev_y = e->y_row;
			ch->prev_v = e->value;
			ch->n_steps = par->n_steps + 1;
			ch->hist = malloc(sizeof(int) * (size_t) ch->n_steps);
			if (ch->hist == NULL)
				dt_fatal_oom(__func__);
			if (par->n_steps > 0)
				memcpy(ch->hist, par->hist, sizeof(int) * (size_t) par->n_steps);
			ch->hist[par->n_steps] = step * K + e->hyp;
			ch->row = e->hyp;
			sql_action_list_init(&ch->actions);
			for (int k = 0; k < par->actions.n; k++)
				sql_action_list_append(&ch->actions, &par->actions.items[k]);
			sql_action_list_append(&ch->actions, &e->action);

			if (ts_is_complete(ch->ts))
			{
				ParserHypothesis *f = &fin[n_fin++];

				f->score = ch->score;
				/* "A AND A" is legal for the transition system: answered as A; a LIKE
				 * pattern copied from the question means "contains"; a GROUP BY of a
				 * joined key and the columns it determines is said with the key */
				f->ast = sql_simplify_group_by(sql_like_patterns_contain(sql_drop_repeated_operands(ts_to_ast(ch->ts, &aerr))),
											   ex->graph);
				f->actions = ch->actions;
				sql_action_list_init(&ch->actions);
				hyp_free(ch);
				if (f->ast == NULL)
				{
					sql_action_list_free(&f->actions);
					n_fin--;
				}
				continue;
			}
			n_next++;
		}
		for (int b = 0; b < n_beam; b++)
			hyp_free(&beam[b]);
		{
			Hyp		   *tmp = beam;

			beam = nbeam;
			nbeam = tmp;
		}
		n_beam = n_next;
	}
	for (int b = 0; b < n_beam; b++)
		hyp_free(&beam[b]);
	free(beam);
	free(nbeam);
	free(exps);
	if (!dt_backend_check(be, err))
	{
		parser_hypotheses_free(fin, n_fin);
		return false;
	}
	if (stopped || dt_stop_requested())	/* a kernel of the last step polled it */
	{
		parser_hypotheses_free(fin, n_fin);
		return stopped_error(err);
	}
	qsort(fin, (size_t) n_fin, sizeof(ParserHypothesis), by_hyp_score_desc);
	*out = fin;
	*n_out = n_fin;
	return true;
}

/* The decode inside a stop scope of p's check: the kernels of the encoder and of every beam
 * step poll it (common/stop.h), so a cancel ends a decode of any size within milliseconds. */
bool
parser_decode(Parser *p, const ParserExample *ex, int beam_size, ParserHypothesis **out,
			  int *n_out, DtError *err)
{
	DtStopScope outer = dt_stop_begin(p->stop_check, p->stop_arg);
	bool		ok = decode(p, ex, beam_size, out, n_out, err);

	dt_stop_end(outer);
	return ok;
}

void
parser_hypotheses_free(ParserHypothesis *h, int n)
{
	if (h == NULL)
		return;
	for (int i = 0; i < n; i++)
	{
		sql_node_free(h[i].ast);
		sql_action_list_free(&h[i].actions);
	}
	free(h);
}
