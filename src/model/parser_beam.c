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
 * An ensemble (parser_decode_ensemble) runs the same search with several parsers: each
 * encodes the example and steps its own decoder for every live hypothesis (BeamMember: its
 * buffers, its heads' log-probabilities), and each expansion is scored by the log of the
 * mean of their probabilities.  One parser is the case of one member, unchanged.  On the
 * CPU two members work at a time, every other one on a second thread (parser_beam_pair.c):
 * their encoders, then at each step their cells and heads for all live hypotheses; this
 * thread then scores the expansions and cuts the beam.
 *
 * The arithmetic's buffers are the backend's (device memory, in the parser's scratch); the
 * host keeps each hypothesis's transition state and the row numbers of its states, and
 * reads each step's scores after their download (parser_heads.c).
 */
#include "model/parser_decoder.h"
#include "model/parser_encoder.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/stop.h"
#include "nn/backend_loader.h"
#include "text/dates.h"

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

/*
 * One parser of the decode (an ensemble has several, parser_decode one): its encoding of
 * the example, decoder memory and step buffers, and how the beam's value indices (the
 * first member's: example values, its constants, "absent") map onto its own value head.
 */
typedef struct BeamMember
{
	Parser	   *p;
	DecoderMemory mem;
	BeamBufs	bb;
	size_t		cell_n;			/* the cell's part of bb.scratch; the heads' follows */
	int			max_cands;		/* host log-probabilities a step's head may fill */
	float	   *hist;			/* h of every step, row step * K + hypothesis */
	float	   *logp[64];		/* this step's head log-probabilities of each live
								 * hypothesis (host; NULL: it has no choice) */
	int		   *value_of;		/* beam value index -> this member's, -1: it has no such
								 * constant (scored with probability 0) */
	EncBufs    *enc;			/* the encoder's buffers between its two halves */
	const float *Y;				/* the encoder's output */
	bool		enc_stopped;	/* the encode stopped early: Y is partial */
	bool		ready;			/* encoded and laid out (member_prepare) */
	DecoderInputParts parts;	/* its decoder input's products by part (host backends) */
	ColumnKeyParts col_keys;	/* its column pointer's keys by part (host backends) */
	StepInput	ins[64];
} BeamMember;

/* member m's value-head index of each of the first member's: the example's values are
 * the same for all, a constant is found by its type and text */
static int *
member_value_map(const Parser *first, const Parser *p, const ParserExample *ex)
{
	int			n = ex->n_values + first->n_const + 1;
	int		   *map = malloc(sizeof(int) * (size_t) n);

	if (map == NULL)
		dt_fatal_oom(__func__);
	for (int v = 0; v < ex->n_values; v++)
		map[v] = v;
	for (int k = 0; k < first->n_const; k++)
	{
		map[ex->n_values + k] = -1;
		for (int j = 0; j < p->n_const; j++)
			if (p->const_type[j] == first->const_type[k] &&
				strcmp(p->const_text[j], first->const_text[k]) == 0)
				map[ex->n_values + k] = ex->n_values + j;
	}
	map[n - 1] = ex->n_values + p->n_const;	/* "absent" */
	return map;
}

/*
 * The ensemble's log-probability of one choice from its members': the log of the mean of
 * their probabilities (a member that cannot make the choice gives it probability 0).  One
 * member: its own log-probability, unchanged.
 */
static double
ensemble_logp(const double *lp, int n)
{
	double		top = -INFINITY,
				sum = 0;

	if (n == 1)
		return lp[0];
	for (int m = 0; m < n; m++)
		if (lp[m] > top)
			top = lp[m];
	if (!isfinite(top))
		return -INFINITY;
	for (int m = 0; m < n; m++)
		if (isfinite(lp[m]))
			sum += exp(lp[m] - top);
	return top + log(sum / n);
}

/* The encoder's second half for member bm (any thread; parser_encode_finish); nothing for
 * a member that reuses its last encoding (bm->enc NULL, bm->Y set). */
static void
member_encode(BeamMember *bm, const ParserExample *ex)
{
	if (bm->enc != NULL)
		bm->Y = parser_encode_finish(bm->p, ex, bm->enc, &bm->enc_stopped);
}

/* Lay out member bm's buffers for a beam of K over its encoding (any thread: no dt_alloc). */
static bool
member_prepare(BeamMember *bm, const Parser *first, const ParserExample *ex, int K)
{
	Parser	   *p = bm->p;
	const float *Y = bm->Y;
	size_t		scratch_n,
				bytes;

	if (bm->enc_stopped || stop_requested())
		return false;

	/* Candidates per step are bounded by the rules, tables, values, or the columns of
	 * every instance in scope (each instance at most the widest table or subquery). */
	bm->max_cands = PARSER_N_RULE_OUT;
	if (ex->graph->n_tables > bm->max_cands)
		bm->max_cands = ex->graph->n_tables;
	if (ex->n_values + p->n_const + 1 > bm->max_cands)
		bm->max_cands = ex->n_values + p->n_const + 1;	/* mem.n_val */
	bm->cell_n = parser_decoder_batch_scratch(p, K, ex->n_items);
	scratch_n = bm->cell_n + parser_head_scratch(p, bm->max_cands);
	bytes = beam_carve(p, ex, K, scratch_n, &bm->bb, NULL);
	beam_carve(p, ex, K, scratch_n, &bm->bb,
			   grow_floats(p->be, &p->sc->g_beam, bytes / sizeof(float) + 1));
	parser_decoder_memory(p, ex, Y, &bm->mem, bm->bb.mem);
	parser_decoder_parts_begin(p, &bm->parts, bm->mem.n_items, bm->mem.n_val);
	parser_column_keys_begin(p, &bm->col_keys, bm->mem.n_cols);
	bm->value_of = member_value_map(first, p, ex);
	return true;
}

/*
 * Whether the members' arithmetic may run two at a time: an ensemble on the CPU backend
 * (stateless, host memory; check_members has made sure that each member has a parser, and
 * so a scratch, of its own).
 */
static bool
members_can_pair(Parser *const *ps, int n_members)
{
	if (n_members < 2)
		return false;
	for (int m = 0; m < n_members; m++)
		if (!dt_backend_is_host(ps[m]->be))
			return false;
	return true;
}

/* The members' share of the encoding that any thread may run: the encoder's arithmetic
 * and the decoder's memory (pair: members first, first + stride, ...). */
typedef struct EncodeJob
{
	BeamMember *members;
	int			n_members;
	const Parser *first;
	const ParserExample *ex;
	int			K;
} EncodeJob;

static void
encode_members(void *arg, int first, int stride)
{
	EncodeJob  *job = arg;

	for (int m = first; m < job->n_members; m += stride)
	{
		member_encode(&job->members[m], job->ex);
		job->members[m].ready = member_prepare(&job->members[m], job->first, job->ex, job->K);
	}
}

/*
 * Encode the example with every member and lay out their buffers.  The host features
 * come first, on this thread (they allocate with dt_alloc, which is PostgreSQL's memory
 * inside a backend); the rest runs two members at a time where a pair was started.  False
 * when a stop was asked for (the caller then drops everything; after a stop, the kernels
 * of the encoders still to run skip their work).  The host features poll nothing inside
 * (over a wide schema a member's take tens of ms, its relations alone n^2 entries), so the
 * stop is asked after each member's.
 */
static bool
prepare_members(BeamMember *members, Parser *const *ps, int n_members, int n_reuse,
				const ParserExample *ex, int K, BeamPair *pair)
{
	EncodeJob	job = {members, n_members, ps[0], ex, K};

	for (int m = 0; m < n_members; m++)
	{
		members[m].p = ps[m];
		/* the first n_reuse members' last encoding, where it is still of this example */
		if (m < n_reuse && ps[m]->sc->encoded_ex == ex && ps[m]->sc->encoded_Y != NULL)
		{
			members[m].enc = NULL;
			members[m].Y = ps[m]->sc->encoded_Y;
			continue;
		}
		members[m].enc = parser_encode_begin(ps[m], ex);
		if (stop_requested())
			return false;
	}
	beam_pair_run(pair, encode_members, &job);
	for (int m = 0; m < n_members; m++)
		if (!members[m].ready)
			return false;
	return true;
}

/* One decoder step of member bm for the n_beam live hypotheses (their frontiers in frs):
 * h into its history, c, z and u into its half cur of bb. */
static void
member_step(BeamMember *bm, const Hyp *beam, int n_beam, const SqlFrontier *frs, int step,
			int K)
{
	Parser	   *p = bm->p;
	int			Hd = p->cfg.decoder_hidden,
				D = p->cfg.d_model,
				cur = step % 2;
	const float *hprev[64],
			   *cprev[64],
			   *zprev[64],
			   *hpar[64];

	bm->hist = grow_floats_keep(p->be, &p->sc->g_hist, (size_t) (step + 1) * K * Hd,
								(size_t) step * K * Hd);
	parser_decoder_parts_step(p, &bm->parts, step, K);
	for (int b = 0; b < n_beam; b++)
	{
		const Hyp  *hy = &beam[b];
		bool		first = hy->n_steps == 0;
		StepInput  *in = &bm->ins[b];

		parent_stack_step_input(&hy->ps, &frs[b], hy->prev_row, in);
		in->prev_y_row = hy->prev_y;
		in->prev_value = hy->prev_v >= 0 ? bm->value_of[hy->prev_v] : -1;
		hprev[b] = first ? NULL : bm->hist + (size_t) hy->hist[hy->n_steps - 1] * Hd;
		cprev[b] = first ? NULL : bm->bb.C[1 - cur] + (size_t) hy->row * Hd;
		zprev[b] = first ? NULL : bm->bb.Z[1 - cur] + (size_t) hy->row * D;
		in->parent_hist_row = in->parent_step >= 0 ? hy->hist[in->parent_step] : -1;
		hpar[b] = in->parent_step >= 0 ? bm->hist + (size_t) in->parent_hist_row * Hd : NULL;
	}
	parser_decoder_cell_batch(p, &bm->mem, &bm->parts, bm->hist, n_beam, bm->ins, hprev, cprev, zprev,
							  hpar, bm->hist + (size_t) step * K * Hd, bm->bb.C[cur],
							  bm->bb.Z[cur], bm->bb.U[cur], bm->bb.scratch);
}

/* The head log-probabilities of member bm for hypothesis b at frontier fr, into logp;
 * cands: the column candidates of a COLUMN frontier (M of them); rule_logits: the rule
 * head's logits of every live hypothesis (member_rule_logits). */
static void
member_head(BeamMember *bm, const ParserExample *ex, int b, int step, const SqlFrontier *fr,
			const ColumnCandidate *cands, int M, const float *rule_logits, float *logp)
{
	Parser	   *p = bm->p;
	const float *u = bm->bb.U[step % 2] + (size_t) b * p->d_head;
	float	   *heads = bm->bb.scratch + bm->cell_n;

	switch (fr->kind)
	{
		case SQL_FRONTIER_RULE:
			parser_rule_logp_from_logits(rule_logits + (size_t) b * PARSER_N_RULE_OUT, fr, logp);
			break;
		case SQL_FRONTIER_TABLE:
			parser_table_logp(p, &bm->mem, u, logp, heads);
			break;
		case SQL_FRONTIER_COLUMN:
			heads = grow_floats(p->be, &p->sc->g_head, parser_head_scratch(p, M));
			parser_column_logp(p, &bm->mem, &bm->col_keys, u, cands, M, logp, heads);
			break;
		case SQL_FRONTIER_VALUE:
			parser_value_logp(p, &bm->mem, ex, u, fr, logp, heads);
			break;
		case SQL_FRONTIER_DONE:
			break;
	}
}

/* What one step asks of every member: its decoder cell for the live hypotheses, then its
 * heads for each of them (pair: members first, first + stride, ...). */
typedef struct StepJob
{
	BeamMember *members;
	int			n_members;
	const ParserExample *ex;
	const Hyp  *beam;
	int			n_beam;
	const SqlFrontier *frs;
	ColumnCandidate *const *cands;	/* each hypothesis's column candidates ... */
	const int  *n_cands;		/* ... and their number (COLUMN frontiers) */
	int			step,
				K;
} StepJob;

/* How many log-probabilities member bm's heads give hypothesis b at this step. */
static int
head_width(const BeamMember *bm, const StepJob *job, int b)
{
	return job->frs[b].kind == SQL_FRONTIER_COLUMN ? job->n_cands[b] : bm->max_cands;
}

/*
 * The rule head's logits for every live hypothesis of the step when one of them is at a
 * RULE frontier (host rows of PARSER_N_RULE_OUT), else NULL: one pass over the beam's rows
 * of U reads the head's weights once instead of once per hypothesis.
 */
static const float *
member_rule_logits(BeamMember *bm, const StepJob *job)
{
	Parser	   *p = bm->p;
	bool		any = false;
	float	   *logits;

	for (int b = 0; b < job->n_beam && !any; b++)
		any = job->frs[b].kind == SQL_FRONTIER_RULE;
	if (!any)
		return NULL;
	logits = grow_host(&p->sc->h_rule, sizeof(float) * (size_t) job->n_beam * PARSER_N_RULE_OUT);
	parser_rule_logits(p, bm->bb.U[job->step % 2], job->n_beam, logits,
					   grow_floats(p->be, &p->sc->g_rule, parser_rule_scratch(p, job->n_beam)));
	return logits;
}

/* Member bm's heads for every live hypothesis of the step, each into its own row of the
 * member's host buffer (bm->logp[b]; NULL where a COLUMN frontier has no candidate). */
static void
member_heads(BeamMember *bm, const StepJob *job)
{
	size_t		total = 0;
	float	   *base;
	const float *rule_logits = member_rule_logits(bm, job);

	for (int b = 0; b < job->n_beam; b++)
		total += (size_t) head_width(bm, job, b);
	base = grow_host(&bm->p->sc->h_logp, sizeof(float) * (total + 1));
	for (int b = 0; b < job->n_beam; b++)
	{
		int			M = head_width(bm, job, b);

		bm->logp[b] = M > 0 ? base : NULL;
		if (M > 0)
			member_head(bm, job->ex, b, job->step, &job->frs[b], job->cands[b],
						job->n_cands[b], rule_logits, base);
		base += M;
	}
}

static void
step_members(void *arg, int first, int stride)
{
	StepJob    *job = arg;

	for (int m = first; m < job->n_members; m += stride)
	{
		member_step(&job->members[m], job->beam, job->n_beam, job->frs, job->step, job->K);
		member_heads(&job->members[m], job);
	}
}

/* The ensemble's log-probability of choice i of hypothesis b's heads (value choices in
 * the beam's value indices). */
static double
choice_logp(const BeamMember *members, int n_members, int b, const SqlFrontier *fr, int i)
{
	double		lp[PARSER_MAX_ENSEMBLE];

	for (int m = 0; m < n_members; m++)
	{
		int			j = i;

		if (fr->kind == SQL_FRONTIER_VALUE)
			j = members[m].value_of[i];
		lp[m] = j >= 0 ? members[m].logp[b][j] : -INFINITY;
	}
	return ensemble_logp(lp, n_members);
}

/* Every expansion of hypothesis b at frontier fr, scored by the ensemble. */
static void
expand_hypothesis(const BeamMember *members, int n_members, const ParserExample *ex,
				  const Hyp *hy, int b, const SqlFrontier *fr, const ColumnCandidate *cands,
				  int M, Expansion **exps, int *n_exps, int *cap_exps)
{
	const Parser *p = members[0].p;
	const DecoderMemory *mem = &members[0].mem;
	SqlAction	a;
	double		lp;

	memset(&a, 0, sizeof(a));
	switch (fr->kind)
	{
		case SQL_FRONTIER_RULE:
			for (int r = 0; r < PARSER_N_RULE_OUT; r++)
				if (isfinite(lp = choice_logp(members, n_members, b, fr, r)) &&
					(r == PARSER_ACT_REDUCE || ts_rule_leads_somewhere(hy->ts, fr, r)))
				{
					a.kind = r == PARSER_ACT_REDUCE ? SQL_ACT_REDUCE : SQL_ACT_APPLY_RULE;
					a.rule = r == PARSER_ACT_REDUCE ? 0 : r;
					push_expansion(exps, n_exps, cap_exps, b, hy->score + lp, &a, -1, -1);
				}
			break;
		case SQL_FRONTIER_TABLE:
			for (int t = 0; t < fr->n_tables && t < mem->n_tabs; t++)
			{
				if (!ts_table_allowed(hy->ts, fr, t))
					continue;	/* a table join's table that pairs with nothing */
				a.kind = SQL_ACT_SELECT_TABLE;
				a.table = t;
				push_expansion(exps, n_exps, cap_exps, b,
							   hy->score + choice_logp(members, n_members, b, fr, t), &a,
							   mem->n_q + mem->n_cols + t, -1);
			}
			break;
		case SQL_FRONTIER_COLUMN:
			for (int i = 0; i < M; i++)
			{
				a.kind = SQL_ACT_SELECT_COLUMN;
				a.instance = cands[i].instance;
				a.column = cands[i].column;
				push_expansion(exps, n_exps, cap_exps, b,
							   hy->score + choice_logp(members, n_members, b, fr, i), &a,
							   cands[i].graph_column >= 0 ? mem->n_q + cands[i].graph_column : -1,
							   -1);
			}
			break;
		case SQL_FRONTIER_VALUE:
			for (int v = 0; v < mem->n_val; v++)
			{
				if (!isfinite(lp = choice_logp(members, n_members, b, fr, v)))
					continue;
				if (v == mem->n_val - 1)
				{
					a.kind = SQL_ACT_REDUCE;
					a.value = NULL;
				}
				else
				{
					a.kind = SQL_ACT_VALUE;
					a.value = (char *) parser_value_text(p, ex, v, &a.value_type);
					/* compared with a date or time, text PostgreSQL cannot read as one
					 * would fail the query ("joined after 'later'"); only the search
					 * drops it, so training's log-probabilities stay those of every span */
					if (fr->required == SQL_REQ_TIME && a.value_type == SQL_VALUE_TEXT &&
						!text_date_readable(a.value))
						continue;
					/* LIMIT 0 answers nothing: no question asks for it ("a limit of zero") */
					if (fr->limit_value && strcmp(a.value, "0") == 0)
						continue;
				}
				push_expansion(exps, n_exps, cap_exps, b, hy->score + lp, &a, -1,
							   a.kind == SQL_ACT_VALUE ? v : -1);
			}
			break;
		case SQL_FRONTIER_DONE:
			break;
	}
}

/* A child of par by expansion e (its history row step * K + e->hyp); false when the
 * transition system refuses the action (cannot happen: every expansion came from the
 * frontier). */
static bool
make_child(Hyp *ch, const Hyp *par, const Expansion *e, int step, int K)
{
	DtError		aerr;

	memset(ch, 0, sizeof(*ch));
	ch->ts = ts_copy(par->ts);
	if (!ts_apply(ch->ts, &e->action, &aerr))
	{
		ts_free(ch->ts);
		ch->ts = NULL;
		return false;
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
	return true;
}

/* A complete child becomes a finished hypothesis (false when its AST cannot be built). */
static bool
finish_child(ParserHypothesis *f, Hyp *ch)
{
	DtError		aerr;

	f->score = ch->score;
	/* the query as decoded: the answer stage says it as a person would (answer/answer_steps.h) */
	f->ast = ts_to_ast(ch->ts, &aerr);
	f->actions = ch->actions;
	sql_action_list_init(&ch->actions);
	hyp_free(ch);
	if (f->ast == NULL)
	{
		sql_action_list_free(&f->actions);
		return false;
	}
	return true;
}

static bool
check_members(Parser *const *ps, int n_members, DtError *err)
{
	if (n_members < 1 || n_members > PARSER_MAX_ENSEMBLE)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"an ensemble has 1 to %d parsers, got %d", PARSER_MAX_ENSEMBLE,
							n_members);
	/* each member encodes and decodes in its parser's own scratch: a parser given twice
	 * would overwrite its first use's buffers */
	for (int m = 1; m < n_members; m++)
		for (int k = 0; k < m; k++)
			if (ps[m] == ps[k])
				return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
									"parser %d of the ensemble is its parser %d again", m + 1, k + 1);
	return true;
}

static bool
decode(Parser *const *ps, int n_members, int n_reuse, const ParserExample *ex, int beam_size,
	   ParserHypothesis **out, int *n_out, DtError *err)
{
	int			K;
	BeamMember	members[PARSER_MAX_ENSEMBLE];
	SqlFrontier frs[64];
	Hyp		   *beam,
			   *nbeam;
	int			n_beam = 1,
				n_fin = 0;
	ParserHypothesis *fin;
	Expansion  *exps = NULL;
	int			cap_exps = 0;
	ColumnCandidate *cands[64];	/* each live hypothesis's column candidates */
	int			n_cands[64],
				cap_cands[64];
	BeamPair   *pair = NULL;
	bool		stopped = false,
				ok = true;

	*out = NULL;
	*n_out = 0;
	if (!check_members(ps, n_members, err))
		return false;
	K = beam_size > 0 ? beam_size : ps[0]->cfg.beam_size;
	if (K > 64)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"beam size %d is out of range (1..64)", K);
	if (ex->graph->n_tables == 0)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL,
							"The role must be able to SELECT from at least one table.",
							"the schema has no tables to query");

	/* the encoders poll the stop check inside their long loops (a wide schema and a long
	 * question make it seconds); an output is then partial and unused */
	memset(members, 0, sizeof(members));
	memset(cands, 0, sizeof(cands));
	memset(cap_cands, 0, sizeof(cap_cands));
	if (members_can_pair(ps, n_members))
		pair = beam_pair_begin();
	stopped = !prepare_members(members, ps, n_members, n_reuse, ex, K, pair);
	beam = calloc((size_t) K, sizeof(Hyp));
	nbeam = calloc((size_t) K, sizeof(Hyp));
	fin = calloc((size_t) K, sizeof(ParserHypothesis));
	if (!beam || !nbeam || !fin)
		dt_fatal_oom(__func__);

	beam[0].ts = ts_init(ex->graph);
	ts_set_join_keys(beam[0].ts, ex->join_on_keys);
	beam[0].prev_row = -1;
	beam[0].prev_y = -1;
	beam[0].prev_v = -1;
	sql_action_list_init(&beam[0].actions);

	for (int step = 0; !stopped && step < PARSER_MAX_DECODE_STEPS && n_beam > 0 && n_fin < K; step++)
	{
		int			n_exps = 0,
					n_next = 0;

		/* a step of a wide beam over a long question takes tens of ms: ask every step */
		if (stop_requested())
		{
			stopped = true;
			break;
		}
		/* One decoder step for every live hypothesis at once, in every member, two members
		 * at a time where paired; the column candidates depend on the hypothesis alone
		 * (one list serves every member) and are found here first. */
		for (int b = 0; b < n_beam; b++)
		{
			ts_next_frontier(beam[b].ts, &frs[b]);
			n_cands[b] = frs[b].kind == SQL_FRONTIER_COLUMN
				? parser_column_candidates(beam[b].ts, ex->graph, &frs[b], &cands[b], &cap_cands[b])
				: 0;
		}
		{
			StepJob		job = {members, n_members, ex, beam, n_beam, frs, cands, n_cands, step, K};

			beam_pair_run(pair, step_members, &job);
		}
		for (int b = 0; b < n_beam; b++)
			if (members[0].logp[b] != NULL)
				expand_hypothesis(members, n_members, ex, &beam[b], b, &frs[b], cands[b],
								  n_cands[b], &exps, &n_exps, &cap_exps);
		qsort(exps, (size_t) n_exps, sizeof(Expansion), by_score_desc);
		for (int i = 0; i < n_exps && n_next + n_fin < K; i++)
		{
			Hyp		   *ch = &nbeam[n_next];

			if (!make_child(ch, &beam[exps[i].hyp], &exps[i], step, K))
				continue;
			if (ts_is_complete(ch->ts))
			{
				if (finish_child(&fin[n_fin], ch))
					n_fin++;
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
	if (pair != NULL)
		beam_pair_end(pair);
	for (int b = 0; b < n_beam; b++)
		hyp_free(&beam[b]);
	for (int b = 0; b < 64; b++)
		free(cands[b]);
	free(beam);
	free(nbeam);
	free(exps);
	for (int m = 0; m < n_members; m++)
	{
		free(members[m].value_of);	/* allocated, or NULL where a stop came first */
		parser_decoder_parts_end(&members[m].parts);
		parser_column_keys_end(&members[m].col_keys);
	}
	for (int m = 0; m < n_members && ok; m++)
		ok = dt_backend_check(ps[m]->be, err);
	if (ok && (stopped || dt_stop_requested()))	/* a kernel of the last step polled it */
		ok = stopped_error(err);
	if (!ok)
	{
		parser_hypotheses_free(fin, n_fin);
		return false;
	}
	qsort(fin, (size_t) n_fin, sizeof(ParserHypothesis), by_hyp_score_desc);
	*out = fin;
	*n_out = n_fin;
	return true;
}

/* The decode inside a stop scope of the first parser's check: the kernels of the encoder
 * and of every beam step poll it (common/stop.h), so a cancel ends a decode of any size
 * within milliseconds. */
bool
parser_decode_ensemble_reusing(Parser *const *parsers, int n_parsers, int n_reuse,
							   const ParserExample *ex, int beam_size, ParserHypothesis **out,
							   int *n_out, DtError *err)
{
	DtStopScope outer;
	bool		ok;

	if (n_parsers < 1)
		return check_members(parsers, n_parsers, err);
	outer = dt_stop_begin(parsers[0]->stop_check, parsers[0]->stop_arg);
	ok = decode(parsers, n_parsers, n_reuse, ex, beam_size, out, n_out, err);
	dt_stop_end(outer);
	return ok;
}

bool
parser_decode_ensemble(Parser *const *parsers, int n_parsers, const ParserExample *ex,
					   int beam_size, ParserHypothesis **out, int *n_out, DtError *err)
{
	return parser_decode_ensemble_reusing(parsers, n_parsers, 0, ex, beam_size, out, n_out,
										  err);
}

bool
parser_decode(Parser *p, const ParserExample *ex, int beam_size, ParserHypothesis **out,
			  int *n_out, DtError *err)
{
	return parser_decode_ensemble(&p, 1, ex, beam_size, out, n_out, err);
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
