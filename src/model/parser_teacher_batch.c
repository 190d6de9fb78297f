/*
 * parser_teacher_batch.c — the teacher-forced loss of several examples at once: the
 * decoder of a training worker's examples runs once per step for all of them.
 *
 * Why: one example's decoder step is a handful of single-row products (the LSTM's
 * recurrent inputs and W_hh, forward and backward); OpenBLAS packs the weight matrix for
 * every call, so a single row costs about as much as a dozen.  With the examples of a
 * worker's share side by side, step t is one product of B_t rows (the examples still
 * running at t) and the packing is paid once per step instead of once per example.
 *
 * Layout: the group's examples are sorted by plan length, longest first, so the examples
 * running at step t are the first B_t.  The arrays the big products read (the LSTM inputs
 * Xin, the pre-activations G, their gradients, and Hprev, each row's previous state) are
 * packed step-major: row (t, b) is row off[t] + b, off[t] = B_0 + ... + B_{t-1}, so the
 * products over all steps (the fixed inputs' share of G, the LSTM's weight gradients)
 * run over sum T rows and no padding.  The per-step state (H, C, Z, u and gradients) is
 * padded to the group size Bn, step block t + 1 for step t (block 0: the initial state):
 * the attention runs over all Bn rows of a block.
 *
 * The decoder memories differ per example (schemas, question lengths): the attention's
 * keys and values are laid out padded to the longest memory with a mask, so the
 * attention runs over all Bn rows each step (a finished example's row is computed and
 * ignored: the attention is a small part of a step, and a fixed B keeps the padded
 * (2, B, M, D) layout valid).  The rule head (three steps in four) runs once for all
 * steps of all examples after the forward loop (under teacher forcing no head output
 * feeds a later step); the pointer heads (their candidates differ per example and per
 * step) and the memories' backward stay per example.
 *
 * The encoder below the relation-aware stack (embeddings, the schema cache, link rows,
 * dropout) runs per example, its BiLSTMs once for the group (parser_encoder_batch.c), and
 * its buffers must outlive the decoder's batched pass: each example of the group has its
 * own encoder slot (its EncBufs and their buffers), swapped into the scratch around the
 * encoder's calls.  The stack, most of the encoder's arithmetic, runs
 * over several examples at once: the group's examples sorted by item count are cut into
 * parts of similar lengths (stack_parts), each part padded to its longest example with the
 * lengths as the mask, so that the stack's linear layers are products of a few hundred rows
 * instead of one example's few dozen, and padding adds at most STACK_PAD_SLACK of rows.
 * Each example keeps its own dropout masks (rat_stack_forward_examples).
 *
 * Semantics are those of one example at a time (test/oracle/teacher_oracle.c: same dropout
 * seeds, same losses); only the order of float sums differs.  All arithmetic goes through
 * the op table; the host keeps the plans, the order and the mask (uploaded once).
 */
#include "model/parser_train.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

/* Examples decoded side by side at most; a larger share runs in groups of this size. */
#define TEACHER_MAX_GROUP 32

/*
 * A part of the group's stack pass pads each example to the part's longest: a part grows
 * (longest examples first) while its padded rows stay within this factor of its examples'
 * rows.  Padded rows cost as much as real ones in the linear layers; a part of one example
 * is that example's own pass.
 */
#define STACK_PAD_SLACK 1.15

/* What the encoder keeps of one example between its forward and its backward. */
typedef struct EncSlot
{
	void	   *enc;
	Grow		g_enc,
				g_int;
	RatWorkspace rat_ws;
	bool		rat_ws_ready;
} EncSlot;

/* One part of the stack's pass: examples by_len[first .. first + count - 1], padded to n
 * items; its buffers (device, carved from TeacherBatch.g_stack) and its workspace. */
typedef struct StackPart
{
	int			first,
				count,
				n;
	float	   *X,				/* [count, n, D]: the examples' stack inputs, padded rows 0 */
			   *dY,				/* the output's gradient, padded rows 0 */
			   *dX;				/* the input's gradient */
	int		   *rel,			/* [count, n, n] */
			   *len;			/* [count] */
	const float *Y;				/* the stack's output, in the workspace */
} StackPart;

/* One example of the group: its encoder output, decoder memory and gradients. */
typedef struct ExBufs
{
	const float *Y;
	DecoderMemory mem;
	float	   *membuf, *dY, *dtabk, *dvalk, *dvalm, *dkv;
} ExBufs;

/* The group's step-major decoder buffers (device floats, carved from TeacherBatch.g_dec). */
typedef struct BatchBufs
{
	float	   *Xin, *dXin, *G, *dG, *Hprev, *H, *C, *dH, *Z, *Zd, *dZd, *U, *dU, *ATT, *kv,
			   *dkv, *lstm_ws, *att_ws, *dx, *dz, *dc0, *dc1;
	uint8_t    *mask;
	size_t		attc;
	/* the rule head over all padded rows (targets -1 where a row is no rule step) */
	float	   *r_logits, *r_probs, *r_dlogits, *r_cache, *r_ws, *r_loss, *r_gscale;
	int		   *r_target;
	uint8_t    *r_mask;
} BatchBufs;

typedef struct TeacherBatch
{
	EncSlot		slots[TEACHER_MAX_GROUP];
	int			n_slots;
	/* the stack's pass: parts, group positions by item count (longest first), each part's
	 * workspace (part_ws[j] serves part j of every group), host staging of the relations */
	StackPart	parts[TEACHER_MAX_GROUP];
	int			n_parts;
	int			by_len[TEACHER_MAX_GROUP];
	RatWorkspace part_ws[TEACHER_MAX_GROUP];
	bool		part_ws_ready[TEACHER_MAX_GROUP];
	Grow		g_stack;
	EncGroup	enc_group;		/* the BiLSTMs' pass over the group (parser_encoder_batch.c) */
	EncBufs    *enc[TEACHER_MAX_GROUP];	/* the group's encoder buffers, in group order */
	int		   *rel_host;
	size_t		cap_rel_host;
	int			len_host[TEACHER_MAX_GROUP];
	uint64_t	seeds[TEACHER_MAX_GROUP];
	Grow		g_dec,
				g_ex;
	/* host bookkeeping, sized by parser_reserve_batch */
	ExBufs		ex[TEACHER_MAX_GROUP];
	int			order[TEACHER_MAX_GROUP];	/* group positions, longest plan first */
	int		   *active;			/* B_t: examples running at step t */
	int		   *off;			/* off[t]: packed row of (t, 0); off[Tm] = sum of T */
	size_t		cap_active,		/* bytes */
				cap_off;
	uint8_t    *mask_host;
	size_t		cap_mask;
	/* the rule head's rows: targets, legality, gradient scales, losses read back */
	int		   *r_target;
	uint8_t    *r_mask;
	float	   *r_gscale,
			   *r_loss;
	size_t		cap_r_target,
				cap_r_mask,
				cap_r_gscale,
				cap_r_loss;
} TeacherBatch;

static void teacher_batch_free(void *state);

/* The batched loss's buffers in p's scratch, which frees them with teacher_batch_free. */
static TeacherBatch *
teacher_batch(Parser *p)
{
	if (p->sc->batch.state == NULL)
	{
		p->sc->batch.state = calloc(1, sizeof(TeacherBatch));
		if (p->sc->batch.state == NULL)
			dt_fatal_oom(__func__);
		p->sc->batch.release = teacher_batch_free;
	}
	return (TeacherBatch *) p->sc->batch.state;
}

static void
teacher_batch_free(void *state)
{
	TeacherBatch *tb = state;

	for (int k = 0; k < tb->n_slots; k++)
	{
		EncSlot    *s = &tb->slots[k];

		if (s->rat_ws_ready)
			rat_workspace_free(&s->rat_ws);
		free(s->enc);
		grow_release(&s->g_enc);
		grow_release(&s->g_int);
	}
	for (int j = 0; j < TEACHER_MAX_GROUP; j++)
		if (tb->part_ws_ready[j])
			rat_workspace_free(&tb->part_ws[j]);
	grow_release(&tb->g_stack);
	enc_group_release(&tb->enc_group);
	free(tb->rel_host);
	grow_release(&tb->g_dec);
	grow_release(&tb->g_ex);
	free(tb->active);
	free(tb->off);
	free(tb->mask_host);
	free(tb->r_target);
	free(tb->r_mask);
	free(tb->r_gscale);
	free(tb->r_loss);
	free(tb);
}

/* Exchanges the scratch's encoder state with slot s (twice restores it). */
static void
slot_swap(ParserScratch *sc, EncSlot *s)
{
	void	   *enc = sc->enc;
	Grow		g = sc->g_enc;
	RatWorkspace ws = sc->rat_ws;
	bool		ready = sc->rat_ws_ready;

	sc->enc = s->enc;
	s->enc = enc;
	sc->g_enc = s->g_enc;
	s->g_enc = g;
	g = sc->g_int;
	sc->g_int = s->g_int;
	s->g_int = g;
	sc->rat_ws = s->rat_ws;
	s->rat_ws = ws;
	sc->rat_ws_ready = s->rat_ws_ready;
	s->rat_ws_ready = ready;
}

/* ------------------------------------------------------------------ shapes */

/* The group's shape: its size, longest plan and longest memory. */
typedef struct GroupShape
{
	int			Bn,
				Tm,
				Mmax,
				Rp;				/* packed rows: the plans' steps */
} GroupShape;

static GroupShape
group_shape(ParserExample *const *batch, const TeacherPlan *plans, const int *examples, int n)
{
	GroupShape	s = {n, 0, 1, 0};

	for (int k = 0; k < n; k++)
	{
		int			i = examples[k];

		if (plans[i].T > s.Tm)
			s.Tm = plans[i].T;
		s.Rp += plans[i].T;
		if (batch[i]->n_items > s.Mmax)
			s.Mmax = batch[i]->n_items;
	}
	return s;
}

static size_t
batch_carve(const Parser *p, GroupShape s, BatchBufs *d, char *base)
{
	Carve		f = {base, 0};
	size_t		Din = (size_t) p->din_dec,
				Hd = (size_t) p->cfg.decoder_hidden,
				D = (size_t) p->cfg.d_model,
				Hu = (size_t) p->d_head,
				Bn = (size_t) s.Bn,
				R = (size_t) s.Tm * Bn,
				Rp = (size_t) s.Rp,
				kvn = 2 * Bn * (size_t) s.Mmax * D;

	d->attc = seq_mem_attention_cache_size(s.Bn, 1, s.Mmax, (int) D, p->cfg.heads);
#define CF(k) carve(&f, sizeof(float) * (size_t) (k))
	d->Xin = CF(Rp * Din);
	d->dXin = CF(Rp * Din);
	d->G = CF(Rp * 4 * Hd);
	d->dG = CF(Rp * 4 * Hd);
	d->Hprev = CF(Rp * Hd);
	d->H = CF(R * Hd + Bn * Hd);
	d->C = CF(R * Hd + Bn * Hd);
	d->dH = CF(R * Hd + Bn * Hd);
	d->Z = CF(R * D);
	d->Zd = CF(R * D);
	d->dZd = CF(R * D);
	d->U = CF(R * Hu);
	d->dU = CF(R * Hu);
	d->ATT = CF((size_t) s.Tm * d->attc);
	d->kv = CF(kvn);
	d->dkv = CF(kvn);
	d->lstm_ws = CF(seq_lstm_cell_workspace_size(s.Bn, (int) Hd));
	d->att_ws = CF(seq_mem_attention_workspace_size(s.Bn, 1, s.Mmax, (int) D, p->cfg.heads));
	d->dx = CF(Bn * (D + Hd));
	d->dz = CF(Bn * D);
	d->dc0 = CF(Bn * Hd);
	d->dc1 = CF(Bn * Hd);
	d->mask = carve(&f, Bn * (size_t) s.Mmax);
	d->r_logits = CF(R * PARSER_N_RULE_OUT);
	d->r_probs = CF(R * PARSER_N_RULE_OUT);
	d->r_dlogits = CF(R * PARSER_N_RULE_OUT);
	d->r_cache = CF(seq_mlp_head_cache_size((int) R, (int) D));
	d->r_ws = CF(seq_mlp_head_workspace_size((int) R, (int) D));
	d->r_loss = CF(R);
	d->r_gscale = CF(R);
	d->r_target = carve(&f, sizeof(int) * R);
	d->r_mask = carve(&f, R * PARSER_N_RULE_OUT);
#undef CF
	return f.used;
}

/* Per-example buffers of the group, carved one after the other. */
static size_t
ex_carve(const Parser *p, ParserExample *const *batch, const int *examples, int n,
		 ExBufs *x, char *base)
{
	Carve		f = {base, 0};
	size_t		D = (size_t) p->cfg.d_model;

	for (int k = 0; k < n; k++)
	{
		const ParserExample *ex = batch[examples[k]];
		size_t		ni = (size_t) ex->n_items,
					nt = (size_t) ex->graph->n_tables,
					nv = (size_t) (ex->n_values + p->n_const + 1);

		x[k].membuf = carve(&f, sizeof(float) * parser_decoder_memory_floats(p, ex));
		x[k].dY = carve(&f, sizeof(float) * ni * D);
		x[k].dtabk = carve(&f, sizeof(float) * (nt * D + 1));
		x[k].dvalk = carve(&f, sizeof(float) * nv * D);
		x[k].dvalm = carve(&f, sizeof(float) * nv * D);
		x[k].dkv = carve(&f, sizeof(float) * 2 * ni * D);
	}
	return f.used;
}

static void *
grow_array(void *arr, size_t *cap, size_t need)
{
	if (need <= *cap)
		return arr;
	*cap = need + need / 2 + 64;
	arr = realloc(arr, *cap);
	if (arr == NULL)
		dt_fatal_oom(__func__);
	return arr;
}

/*
 * Cuts the group (examples, n of them) into the stack's parts: positions sorted by item
 * count, longest first (ties by position: deterministic), each part as long as its padded
 * rows stay within STACK_PAD_SLACK of its examples' rows.  Depends on the examples alone,
 * so the reservation and the pass cut alike.
 */
static void
stack_parts(TeacherBatch *tb, ParserExample *const *batch, const int *examples, int n)
{
	int		   *by = tb->by_len;

	for (int k = 0; k < n; k++)
	{
		int			j = k;

		while (j > 0 && batch[examples[by[j - 1]]]->n_items < batch[examples[k]]->n_items)
		{
			by[j] = by[j - 1];
			j--;
		}
		by[j] = k;
	}
	tb->n_parts = 0;
	for (int k = 0; k < n;)
	{
		StackPart  *part = &tb->parts[tb->n_parts++];
		long		rows = batch[examples[by[k]]]->n_items;

		part->first = k;
		part->n = (int) rows;
		part->count = 1;
		while (k + part->count < n)
		{
			long		next = batch[examples[by[k + part->count]]]->n_items;

			if ((double) (part->count + 1) * part->n > STACK_PAD_SLACK * (double) (rows + next))
				break;
			rows += next;
			part->count++;
		}
		k += part->count;
	}
}

/* The parts' device buffers, carved one part after the other. */
static size_t
stack_carve(const Parser *p, TeacherBatch *tb, char *base)
{
	Carve		f = {base, 0};
	size_t		D = (size_t) p->cfg.d_model;

	for (int j = 0; j < tb->n_parts; j++)
	{
		StackPart  *part = &tb->parts[j];
		size_t		rows = (size_t) part->count * part->n;

		part->X = carve(&f, sizeof(float) * rows * D);
		part->dY = carve(&f, sizeof(float) * rows * D);
		part->dX = carve(&f, sizeof(float) * rows * D);
		part->rel = carve(&f, sizeof(int) * rows * part->n);
		part->len = carve(&f, sizeof(int) * part->count);
	}
	return f.used;
}

/* Part j's workspace, grown to fit its shape (calling thread: it allocates).  It grows by
 * a quarter beyond what it must hold (rows and attention-map entries, rat_workspace_fits),
 * so that it settles after a few batches whatever the parts' shapes. */
static void
ensure_part_workspace(Parser *p, TeacherBatch *tb, int j)
{
	const StackPart *part = &tb->parts[j];
	RatWorkspace *ws = &tb->part_ws[j];
	double		rows = (double) part->count * part->n,
				maps = rows * part->n;
	int			max_B,
				max_n;
	DtError		err;

	if (tb->part_ws_ready[j])
	{
		if (rat_workspace_fits(&p->stack, ws, part->count, part->n) && ws->max_B >= part->count)
			return;
		if ((double) ws->max_B * ws->max_n > rows)
			rows = (double) ws->max_B * ws->max_n;
		if ((double) ws->max_B * ws->max_n * ws->max_n > maps)
			maps = (double) ws->max_B * ws->max_n * ws->max_n;
		rat_workspace_free(ws);
		tb->part_ws_ready[j] = false;
	}
	rows *= 1.25;
	maps *= 1.25;
	/* max_n x max_B >= rows and max_B x max_n^2 >= maps; at least the part's own shape
	 * (a hook's buffers follow the shape, not only its products) */
	max_n = (int) (maps / rows + 0.999);
	if (max_n < part->n)
		max_n = part->n;
	max_B = (int) (rows / max_n + 0.999);
	if (max_B < part->count)
		max_B = part->count;
	if (!rat_workspace_create(ws, &p->stack, p->be, max_B, max_n, &err))
		dt_fatal(err.code, "%s", err.message);
	tb->part_ws_ready[j] = true;
}

/* One group's reservation: encoder slots, buffers, host arrays. */
static void
reserve_group(Parser *p, ParserExample *const *batch, const TeacherPlan *plans,
			  const int *examples, int n)
{
	TeacherBatch *tb = teacher_batch(p);
	GroupShape	s = group_shape(batch, plans, examples, n);
	BatchBufs	d;
	size_t		rel_ints = 0;	/* the largest part's relation ids (host staging) */

	for (int k = 0; k < n; k++)
	{
		slot_swap(p->sc, &tb->slots[k]);
		parser_teacher_reserve_example(p, batch[examples[k]], &plans[examples[k]]);
		slot_swap(p->sc, &tb->slots[k]);
	}
	if (n > tb->n_slots)
		tb->n_slots = n;
	enc_group_reserve(p, &tb->enc_group, batch, examples, n);
	stack_parts(tb, batch, examples, n);
	for (int j = 0; j < tb->n_parts; j++)
	{
		size_t		part_ints = (size_t) tb->parts[j].count * tb->parts[j].n * tb->parts[j].n;

		ensure_part_workspace(p, tb, j);
		if (part_ints > rel_ints)
			rel_ints = part_ints;
	}
	grow_floats(p->be, &tb->g_stack, stack_carve(p, tb, NULL) / sizeof(float) + 1);
	tb->rel_host = grow_array(tb->rel_host, &tb->cap_rel_host, sizeof(int) * (rel_ints + 1));
	grow_floats(p->be, &tb->g_dec, batch_carve(p, s, &d, NULL) / sizeof(float) + 1);
	grow_floats(p->be, &tb->g_ex, ex_carve(p, batch, examples, n, tb->ex, NULL) / sizeof(float) + 1);
	tb->active = grow_array(tb->active, &tb->cap_active, sizeof(int) * (size_t) (s.Tm + 1));
	tb->off = grow_array(tb->off, &tb->cap_off, sizeof(int) * (size_t) (s.Tm + 1));
	tb->mask_host = grow_array(tb->mask_host, &tb->cap_mask, (size_t) s.Bn * s.Mmax);
	{
		size_t		R = (size_t) s.Tm * s.Bn + 1;

		tb->r_target = grow_array(tb->r_target, &tb->cap_r_target, sizeof(int) * R);
		tb->r_mask = grow_array(tb->r_mask, &tb->cap_r_mask, R * PARSER_N_RULE_OUT);
		tb->r_gscale = grow_array(tb->r_gscale, &tb->cap_r_gscale, sizeof(float) * R);
		tb->r_loss = grow_array(tb->r_loss, &tb->cap_r_loss, sizeof(float) * R);
	}
}

void
parser_reserve_batch(Parser *p, ParserExample *const *batch, const TeacherPlan *plans,
					 const int *examples, int n)
{
	for (int k0 = 0; k0 < n; k0 += TEACHER_MAX_GROUP)
		reserve_group(p, batch, plans, examples + k0,
					  n - k0 < TEACHER_MAX_GROUP ? n - k0 : TEACHER_MAX_GROUP);
}

/* ------------------------------------------------------------------ the group's pass */

/* Everything a step of the group needs to know. */
typedef struct Group
{
	Parser	   *p;
	ParserExample *const *batch;
	const TeacherPlan *plans;
	const int  *examples;
	TeacherBatch *tb;
	GroupShape	s;
	BatchBufs	d;
	float		rate,
				gscale;
	uint64_t	seed0;
	bool		backward;
	double	   *losses;
} Group;

/* Batch index of the example at sorted position b. */
static inline int
g_index(const Group *g, int b)
{
	return g->examples[g->tb->order[b]];
}

static inline uint64_t
g_seed(const Group *g, int b)
{
	return parser_example_seed(g->seed0, g_index(g, b));
}

/* Sorts the group longest plan first (ties by position: deterministic) and counts the
 * examples running at each step. */
static void
group_order(Group *g, int n)
{
	int		   *order = g->tb->order;

	for (int k = 0; k < n; k++)
		order[k] = k;
	g->tb->off[0] = 0;
	for (int k = 1; k < n; k++)
	{
		int			v = order[k],
					j = k;

		while (j > 0 && g->plans[g->examples[order[j - 1]]].T < g->plans[g->examples[v]].T)
		{
			order[j] = order[j - 1];
			j--;
		}
		order[j] = v;
	}
	for (int t = 0; t < g->s.Tm; t++)
	{
		int			B = 0;

		while (B < n && g->plans[g->examples[order[B]]].T > t)
			B++;
		g->tb->active[t] = B;
		g->tb->off[t + 1] = g->tb->off[t] + B;
	}
}

/* The stack over each part: the examples' inputs and relations padded into the part's
 * buffers, one forward, each example's output rows pointed at. */
static void
group_stack_forward(Group *g, bool training)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	TeacherBatch *tb = g->tb;
	int			D = p->cfg.d_model;
	int		   *rel_host = tb->rel_host;

	for (int j = 0; j < tb->n_parts; j++)
	{
		StackPart  *part = &tb->parts[j];
		int			n = part->n;
		size_t		block = (size_t) n * D,
					rblock = (size_t) n * n;

		be->memset_zero(be, part->X, sizeof(float) * part->count * block);
		memset(rel_host, 0, sizeof(int) * part->count * rblock);
		for (int c = 0; c < part->count; c++)
		{
			int			k = tb->by_len[part->first + c],
						i = g->examples[k];
			const ParserExample *ex = g->batch[i];
			const EncBufs *e = tb->slots[k].enc;
			int			m = ex->n_items;

			be->copy(be, part->X + c * block, e->Xd, sizeof(float) * (size_t) m * D);
			/* the example's relation ids as its plan holds them, rows padded to n */
			for (int r = 0; r < m; r++)
				memcpy(rel_host + c * rblock + (size_t) r * n, e->rel_host + (size_t) r * m,
					   sizeof(int) * (size_t) m);
			tb->len_host[c] = m;
			tb->seeds[c] = enc_stack_seed(parser_example_seed(g->seed0, i));
		}
		/* an upload returns once its host buffer may be reused: one staging for all parts */
		be->upload(be, part->rel, rel_host, sizeof(int) * part->count * rblock);
		be->upload(be, part->len, tb->len_host, sizeof(int) * part->count);
		part->Y = rat_stack_forward_examples(&p->stack, &tb->part_ws[j], part->X, part->rel,
											 part->len, part->count, n, training, tb->seeds);
		for (int c = 0; c < part->count; c++)
			tb->ex[tb->by_len[part->first + c]].Y = part->Y + c * block;
	}
}

/* The stack's backward over each part, from the examples' dY, then each example's encoder
 * below the stack, the group's BiLSTMs last. */
static void
group_stack_backward(Group *g)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	TeacherBatch *tb = g->tb;
	int			D = p->cfg.d_model;

	for (int j = 0; j < tb->n_parts; j++)
	{
		StackPart  *part = &tb->parts[j];
		size_t		block = (size_t) part->n * D,
					bytes = sizeof(float) * part->count * block;

		be->memset_zero(be, part->dY, bytes);
		be->memset_zero(be, part->dX, bytes);
		for (int c = 0; c < part->count; c++)
		{
			int			k = tb->by_len[part->first + c];

			be->copy(be, part->dY + c * block, tb->ex[k].dY,
					 sizeof(float) * (size_t) g->batch[g->examples[k]]->n_items * D);
		}
		rat_stack_backward(&p->stack, &tb->part_ws[j], part->dY, part->dX);
		for (int c = 0; c < part->count; c++)
		{
			int			k = tb->by_len[part->first + c];
			EncBufs    *e = tb->slots[k].enc;

			be->copy(be, e->dXd, part->dX + c * block, sizeof(float) * (size_t) e->n * D);
			slot_swap(p->sc, &tb->slots[k]);
			encode_backward_inputs(p);
			slot_swap(p->sc, &tb->slots[k]);
		}
	}
	enc_group_backward(p, &tb->enc_group, tb->enc, g->s.Bn);
}

/* Encodes every example in its slot and lays the decoder memories out for the group. */
static void
group_encode(Group *g, bool training)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	TeacherBatch *tb = g->tb;
	int			D = p->cfg.d_model,
				Bn = g->s.Bn,
				Mmax = g->s.Mmax;
	size_t		block = (size_t) Mmax * D;

	/* below the stack in group order (the order run_examples used: same schema cache
	 * fills): the embeddings, the BiLSTMs of all at once, the stack's inputs; then the
	 * stack part by part */
	for (int k = 0; k < Bn; k++)
	{
		int			i = g->examples[k];

		slot_swap(p->sc, &tb->slots[k]);
		tb->enc[k] = encode_group_embed(p, g->batch[i], g->plans[i].enc_ints, training,
										  parser_example_seed(g->seed0, i));
		slot_swap(p->sc, &tb->slots[k]);
	}
	enc_group_forward(p, &tb->enc_group, tb->enc, Bn);
	for (int k = 0; k < Bn; k++)
		encode_group_finish(p, tb->enc[k]);
	group_stack_forward(g, training);
	be->memset_zero(be, g->d.kv, sizeof(float) * 2 * Bn * block);
	memset(tb->mask_host, 0, (size_t) Bn * Mmax);
	for (int b = 0; b < Bn; b++)
	{
		int			k = tb->order[b];
		ExBufs	   *x = &tb->ex[k];
		const ParserExample *ex = g->batch[g->examples[k]];
		size_t		nD = (size_t) ex->n_items * D;

		parser_decoder_memory(p, ex, x->Y, &x->mem, x->membuf);
		/* the attention's (2, Bn, Mmax, D) keys, then values, at sorted position b */
		be->copy(be, g->d.kv + b * block, x->mem.kv, sizeof(float) * nD);
		be->copy(be, g->d.kv + (Bn + b) * block, x->mem.kv + nD, sizeof(float) * nD);
		memset(tb->mask_host + (size_t) b * Mmax, 1, (size_t) ex->n_items);
	}
	be->upload(be, g->d.mask, tb->mask_host, (size_t) Bn * Mmax);
}

/* Zeroes what the pass accumulates into or sums over whole (rows of finished examples). */
static void
group_zero(Group *g)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	const BatchBufs *d = &g->d;
	size_t		Bn = (size_t) g->s.Bn,
				R = (size_t) g->s.Tm * Bn,
				Hd = (size_t) p->cfg.decoder_hidden,
				D = (size_t) p->cfg.d_model;

	/* U's rows of finished examples reach the rule head's products (with no gradient) */
	be->memset_zero(be, d->U, sizeof(float) * R * p->d_head);
	be->memset_zero(be, d->H, sizeof(float) * (R + Bn) * Hd);
	be->memset_zero(be, d->C, sizeof(float) * (R + Bn) * Hd);
	if (!g->backward)
		return;
	be->memset_zero(be, d->dH, sizeof(float) * (R + Bn) * Hd);
	be->memset_zero(be, d->dZd, sizeof(float) * R * D);
	be->memset_zero(be, d->dU, sizeof(float) * R * p->d_head);
	be->memset_zero(be, d->dkv, sizeof(float) * 2 * Bn * g->s.Mmax * D);
	for (int k = 0; k < g->s.Bn; k++)
	{
		const ParserExample *ex = g->batch[g->examples[k]];
		ExBufs	   *x = &g->tb->ex[k];
		size_t		nv = (size_t) (ex->n_values + p->n_const + 1);

		be->memset_zero(be, x->dY, sizeof(float) * ex->n_items * D);
		be->memset_zero(be, x->dtabk, sizeof(float) * ex->graph->n_tables * D);
		be->memset_zero(be, x->dvalk, sizeof(float) * nv * D);
		be->memset_zero(be, x->dvalm, sizeof(float) * nv * D);
	}
}

/* Row of step t, sorted position b: in the padded arrays (Z, Zd, U and their gradients;
 * H, C, dH: g_row(t + 1, b), block 0 being the initial state) ... */
static inline size_t
g_row(const Group *g, int t, int b)
{
	return (size_t) t * g->s.Bn + b;
}

/* ... and in the packed ones (Xin, G, their gradients, Hprev). */
static inline size_t
g_prow(const Group *g, int t, int b)
{
	return (size_t) g->tb->off[t] + b;
}

/* Xin's fixed slots for every running (t, b), and their share of the pre-activations. */
static void
group_static_inputs(Group *g, const SeqLstmParams *lp)
{
	Parser	   *p = g->p;

	for (int t = 0; t < g->s.Tm; t++)
		for (int b = 0; b < g->tb->active[t]; b++)
		{
			const TeacherPlan *pl = &g->plans[g_index(g, b)];

			build_step_input(p, &g->tb->ex[g->tb->order[b]].mem, &pl->steps[t].in, NULL, NULL,
							 g->d.Xin + g_prow(g, t, b) * p->din_dec);
		}
	decoder_static_preact(p, lp, g->d.Xin, g->s.Rp, g->d.G);
}

/* Forward step t for its B_t running examples: LSTM, attention, dropout, heads. */
static void
group_step_forward(Group *g, int t, const SeqLstmParams *lp, const SeqMemAttentionParams *ap)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	const BatchBufs *d = &g->d;
	int			Bt = g->tb->active[t],
				Bn = g->s.Bn,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				Din = p->din_dec,
				Hu = p->d_head;
	size_t		r0 = g_row(g, t, 0),
				q0 = g_prow(g, t, 0);
	float	   *Hout = d->H + (r0 + Bn) * Hd;

	/* the recurrent slots: z_{t-1} and h_{p_t} of each running example */
	for (int b = 0; b < Bt; b++)
	{
		const StepInput *in = &g->plans[g_index(g, b)].steps[t].in;
		float	   *x_rec = d->Xin + (q0 + b) * Din + DEC_REC_OFF(p);

		if (t > 0)
			be->copy(be, x_rec, d->Zd + g_row(g, t - 1, b) * D, sizeof(float) * D);
		if (in->parent_step >= 0)
			be->copy(be, x_rec + D, d->H + g_row(g, in->parent_step + 1, b) * Hd,
					 sizeof(float) * Hd);
	}
	be->gemm(be, false, true, Bt, 4 * Hd, D + Hd, 1.0f, d->Xin + q0 * Din + DEC_REC_OFF(p), Din,
			 lp->w_ih + DEC_REC_OFF(p), Din, 1.0f, d->G + q0 * 4 * Hd, 4 * Hd);
	/* the previous states, packed for the weight gradients' one product */
	be->copy(be, d->Hprev + q0 * Hd, d->H + r0 * Hd, sizeof(float) * Bt * Hd);
	be->seq->lstm_cell_forward_preact(be, Hout, d->C + (r0 + Bn) * Hd, d->G + q0 * 4 * Hd,
									  d->H + r0 * Hd, d->C + r0 * Hd, lp, Bt, Hd);
	be->seq->mem_attention_forward(be, d->Z + r0 * D, d->ATT + (size_t) t * d->attc, Hout, d->kv,
								   d->mask, ap, Bn, 1, g->s.Mmax, Hd, D, p->cfg.heads);
	for (int b = 0; b < Bt; b++)
	{
		int			k = g->tb->order[b];
		int			i = g_index(g, b);
		ExBufs	   *x = &g->tb->ex[k];
		size_t		r = r0 + b;
		TeacherHeadIo io = {d->U + r * Hu, d->dU + r * Hu, x->dY, x->dtabk, x->dvalk};

		/* C.4: dropout on z_t, with the example's own seed */
		be->dropout_forward(be, d->Zd + r * D, d->Z + r * D, (size_t) D, g->rate,
							mix64(g_seed(g, b), 1000 + (uint64_t) t));
		be->copy(be, d->U + r * Hu, Hout + (size_t) b * Hd, sizeof(float) * Hd);
		be->copy(be, d->U + r * Hu + Hd, d->Zd + r * D, sizeof(float) * D);
		/* the rule head waits for every step (group_rule_head) */
		if (g->plans[i].steps[t].kind != SQL_FRONTIER_RULE)
			g->losses[i] += parser_teacher_head(p, g->batch[i], &x->mem, &io, &g->plans[i], t,
												g->backward, g->gscale);
	}
}

/* The rule head's targets and legality for every padded row (-1: no rule step there). */
static void
group_rule_plan(Group *g)
{
	DtBackend  *be = g->p->be;
	TeacherBatch *tb = g->tb;
	size_t		R = (size_t) g->s.Tm * g->s.Bn,
				NR = PARSER_N_RULE_OUT;

	memset(tb->r_mask, 0, R * NR);
	for (size_t r = 0; r < R; r++)
	{
		tb->r_target[r] = -1;
		tb->r_gscale[r] = g->gscale;
	}
	for (int t = 0; t < g->s.Tm; t++)
		for (int b = 0; b < tb->active[t]; b++)
		{
			const TeacherPlan *pl = &g->plans[g_index(g, b)];
			const TeacherStep *st = &pl->steps[t];
			size_t		r = g_row(g, t, b);

			if (st->kind != SQL_FRONTIER_RULE || st->target < 0)
				continue;
			tb->r_target[r] = st->target;
			memcpy(tb->r_mask + r * NR, pl->masks + st->mask, NR);
		}
	be->upload(be, g->d.r_target, tb->r_target, sizeof(int) * R);
	be->upload(be, g->d.r_mask, tb->r_mask, R * NR);
	be->upload(be, g->d.r_gscale, tb->r_gscale, sizeof(float) * R);
}

/*
 * The rule head (C.3: softmax over the rules of g(u_t), g a 2-layer MLP) of every step of
 * every example in one pass: rows that are no rule step have target -1 (no loss, no
 * gradient), so one product per layer covers them all.
 */
static void
group_rule_head(Group *g)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	const BatchBufs *d = &g->d;
	TeacherBatch *tb = g->tb;
	SeqMlpHeadParams mp = mlp_params(p);
	SeqMlpHeadGrads mg = mlp_grads(p);
	int			R = g->s.Tm * g->s.Bn,
				NR = PARSER_N_RULE_OUT,
				D = p->cfg.d_model,
				Hu = p->d_head;

	be->seq->mlp_head_forward(be, d->r_logits, d->r_cache, d->U, &mp, SEQ_MLP_TANH, R, Hu, D, NR);
	/* false: some row's target is illegal; it has loss 0 and no gradient, as per example */
	(void) be->seq->smoothed_xent_forward(be, d->r_loss, d->r_probs, d->r_logits, d->r_mask,
										  d->r_target, R, NR, 0.0f);
	if (g->backward)
	{
		be->memset_zero(be, d->r_dlogits, sizeof(float) * (size_t) R * NR);
		be->seq->smoothed_xent_backward(be, d->r_dlogits, d->r_gscale, d->r_probs, d->r_mask,
										d->r_target, R, NR, 0.0f);
		be->seq->mlp_head_backward(be, d->dU, &mg, d->r_ws, d->r_dlogits, d->r_cache, d->U, &mp,
								   SEQ_MLP_TANH, R, Hu, D, NR);
	}
	be->download(be, tb->r_loss, d->r_loss, sizeof(float) * (size_t) R);
	for (int t = 0; t < g->s.Tm; t++)
		for (int b = 0; b < tb->active[t]; b++)
			g->losses[g_index(g, b)] += tb->r_loss[g_row(g, t, b)];
}

/* Every head's gradient of u = [h | z] into the steps' dH and dZd rows. */
static void
group_head_grads(Group *g)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	const BatchBufs *d = &g->d;
	int			Bn = g->s.Bn,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				Hu = p->d_head;

	for (int t = 0; t < g->s.Tm; t++)
		for (int b = 0; b < g->tb->active[t]; b++)
		{
			size_t		r = g_row(g, t, b);

			be->residual_accumulate(be, d->dH + (r + Bn) * Hd, d->dU + r * Hu, Hd);
			be->residual_accumulate(be, d->dZd + r * D, d->dU + r * Hu + Hd, D);
		}
}

/* Backward of step t: every gradient into step t comes from steps >= t. */
static void
group_step_backward(Group *g, int t, const SeqLstmParams *lp, const SeqMemAttentionParams *ap,
					const SeqMemAttentionGrads *ag)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	BatchBufs  *d = &g->d;
	int			Bt = g->tb->active[t],
				Bn = g->s.Bn,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				Din = p->din_dec;
	size_t		r0 = g_row(g, t, 0),
				q0 = g_prow(g, t, 0);
	float	   *dHout = d->dH + (r0 + Bn) * Hd,
			   *tmp;

	be->memset_zero(be, d->dz, sizeof(float) * Bn * D);
	for (int b = 0; b < Bt; b++)
		be->dropout_backward(be, d->dz + (size_t) b * D, d->dZd + (r0 + b) * D, (size_t) D,
							 g->rate, mix64(g_seed(g, b), 1000 + (uint64_t) t));
	be->seq->mem_attention_backward(be, dHout, d->dkv, ag, d->att_ws, d->dz,
									d->ATT + (size_t) t * d->attc, d->H + (r0 + Bn) * Hd, d->kv,
									d->mask, ap, Bn, 1, g->s.Mmax, Hd, D, p->cfg.heads);
	/* dc1: the cell gradient into step t - 1, zero for examples that start running there */
	be->memset_zero(be, d->dc1, sizeof(float) * Bn * Hd);
	be->seq->lstm_cell_backward_data(be, NULL, d->dH + r0 * Hd, d->dc1, d->dG + q0 * 4 * Hd,
									 d->lstm_ws, dHout, d->dc0, d->G + q0 * 4 * Hd,
									 d->C + (r0 + Bn) * Hd, d->C + r0 * Hd, lp, Bt, Din, Hd);
	be->gemm(be, false, false, Bt, D + Hd, 4 * Hd, 1.0f, d->dG + q0 * 4 * Hd, 4 * Hd,
			 lp->w_ih + DEC_REC_OFF(p), Din, 0.0f, d->dx, D + Hd);
	tmp = d->dc0;
	d->dc0 = d->dc1;
	d->dc1 = tmp;
	/* dx's recurrent slots: [z_{t-1} | h_{p_t}] */
	for (int b = 0; b < Bt; b++)
	{
		const StepInput *in = &g->plans[g_index(g, b)].steps[t].in;
		const float *dx = d->dx + (size_t) b * (D + Hd);

		if (t > 0)
			be->residual_accumulate(be, d->dZd + g_row(g, t - 1, b) * D, dx, D);
		if (in->parent_step >= 0)
			be->residual_accumulate(be, d->dH + g_row(g, in->parent_step + 1, b) * Hd, dx + D, Hd);
	}
}

/* The LSTM's weight gradients and the fixed input slots' gradients, all rows at once. */
static void
group_static_backward(Group *g, const SeqLstmParams *lp, const SeqLstmGrads *lg)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	const BatchBufs *d = &g->d;
	int			A = p->cfg.action_dim,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				Nn = p->cfg.node_dim,
				Din = p->din_dec;
	float	   *gact = T_GRAD(p, p->t.act_emb),
			   *gfld = T_GRAD(p, p->t.field_emb);

	be->seq->lstm_cell_param_grads(be, lg, d->dG, d->Xin, d->Hprev, g->s.Rp, Din, Hd);
	decoder_static_input_grads(p, lp, d->dG, g->s.Rp, d->dXin);
	for (int t = g->s.Tm - 1; t >= 0; t--)
		for (int b = 0; b < g->tb->active[t]; b++)
		{
			const StepInput *in = &g->plans[g_index(g, b)].steps[t].in;
			const ExBufs *x = &g->tb->ex[g->tb->order[b]];
			const float *dx = d->dXin + g_prow(g, t, b) * Din;

			if (in->prev_act_row >= 0)
				be->residual_accumulate(be, gact + (size_t) in->prev_act_row * A, dx, A);
			if (in->prev_y_row >= 0)
				be->residual_accumulate(be, x->dY + (size_t) in->prev_y_row * D, dx + A, D);
			else if (in->prev_value >= 0)
				be->residual_accumulate(be, x->dvalm + (size_t) in->prev_value * D, dx + A, D);
			if (in->parent_act_row >= 0)
				be->residual_accumulate(be, gact + (size_t) in->parent_act_row * A,
										dx + A + 2 * D + Hd, A);
			be->residual_accumulate(be, gfld + (size_t) in->field_row * Nn,
									dx + A + 2 * D + Hd + A, Nn);
		}
}

/* Example k's memories (attention kv, table keys, value keys) back into its Y (the
 * encoder follows, batched: group_stack_backward). */
static void
group_memory_backward(Group *g, int k, int b, const SeqMemAttentionParams *ap,
					   const SeqMemAttentionGrads *ag)
{
	Parser	   *p = g->p;
	DtBackend  *be = p->be;
	const ParserExample *ex = g->batch[g->examples[k]];
	ExBufs	   *x = &g->tb->ex[k];
	const DecoderMemory *mem = &x->mem;
	int			D = p->cfg.d_model,
				n = ex->n_items;
	size_t		nD = (size_t) n * D,
				block = (size_t) g->s.Mmax * D;

	/* its rows of the padded (2, Bn, Mmax, D) gradient, as its own (2, 1, n, D) */
	be->copy(be, x->dkv, g->d.dkv + b * block, sizeof(float) * nD);
	be->copy(be, x->dkv + nD, g->d.dkv + (g->s.Bn + b) * block, sizeof(float) * nD);
	be->seq->mem_attention_memory_backward(be, x->dY, ag, x->dkv, x->Y, ap, 1, n, D, D);
	if (mem->n_tabs > 0)
	{
		SeqPointerParams tp = ptr_params(p, p->t.tab_ptr);
		SeqPointerGrads tg = ptr_grads(p, p->t.tab_ptr);
		size_t		off = (size_t) (mem->n_q + mem->n_cols) * D;

		be->seq->pointer_keys_backward(be, x->dY + off, &tg, x->dtabk, x->Y + off, &tp, 1,
									   mem->n_tabs, D, D);
	}
	{
		SeqPointerParams vp = ptr_params(p, p->t.val_ptr);
		SeqPointerGrads vg = ptr_grads(p, p->t.val_ptr);

		be->seq->pointer_keys_backward(be, x->dvalm, &vg, x->dvalk, mem->val_mem, &vp, 1,
									   mem->n_val, D, D);
		for (int v = 0; v < mem->n_val; v++)
			value_memory_row_backward(p, ex, x->dvalm + (size_t) v * D, v, x->dY);
	}
}

static void
run_group(Parser *p, ParserExample *const *batch, const TeacherPlan *plans, const int *examples,
		  int n, bool training, bool backward, float grad_scale, uint64_t seed0, double *losses)
{
	Group		g;
	SeqLstmParams lp = lstm_params(p, p->t.dec_lstm);
	SeqLstmGrads lg = lstm_grads(p, p->t.dec_lstm);
	SeqMemAttentionParams ap = att_params(p);
	SeqMemAttentionGrads ag = att_grads(p);
	size_t		bytes;

	g.p = p;
	g.batch = batch;
	g.plans = plans;
	g.examples = examples;
	g.tb = teacher_batch(p);
	g.s = group_shape(batch, plans, examples, n);
	g.rate = training ? (float) p->cfg.dropout : 0.0f;
	g.gscale = grad_scale;
	g.seed0 = seed0;
	g.backward = backward;
	g.losses = losses;
	/* no allocation here (worker threads): parser_reserve_batch sized all of it */
	bytes = batch_carve(p, g.s, &g.d, NULL);
	batch_carve(p, g.s, &g.d, grow_floats(p->be, &g.tb->g_dec, bytes / sizeof(float) + 1));
	bytes = ex_carve(p, batch, examples, n, g.tb->ex, NULL);
	ex_carve(p, batch, examples, n, g.tb->ex, grow_floats(p->be, &g.tb->g_ex, bytes / sizeof(float) + 1));
	stack_parts(g.tb, batch, examples, n);
	bytes = stack_carve(p, g.tb, NULL);
	stack_carve(p, g.tb, grow_floats(p->be, &g.tb->g_stack, bytes / sizeof(float) + 1));
	for (int k = 0; k < n; k++)
		losses[examples[k]] = 0;

	group_order(&g, n);
	group_encode(&g, training);
	group_zero(&g);
	group_static_inputs(&g, &lp);
	group_rule_plan(&g);
	for (int t = 0; t < g.s.Tm; t++)
		group_step_forward(&g, t, &lp, &ap);
	group_rule_head(&g);
	if (!backward)
		return;
	group_head_grads(&g);
	p->be->memset_zero(p->be, g.d.dc0, sizeof(float) * n * p->cfg.decoder_hidden);
	for (int t = g.s.Tm - 1; t >= 0; t--)
		group_step_backward(&g, t, &lp, &ap, &ag);
	if (g.s.Tm > 0)
		group_static_backward(&g, &lp, &lg);
	for (int b = 0; b < n; b++)
		group_memory_backward(&g, g.tb->order[b], b, &ap, &ag);
	group_stack_backward(&g);
}

void
parser_batch_loss_planned(Parser *p, ParserExample *const *batch, const TeacherPlan *plans,
						  const int *examples, int n, bool training, bool backward,
						  float grad_scale, uint64_t seed0, double *losses)
{
	for (int k0 = 0; k0 < n; k0 += TEACHER_MAX_GROUP)
		run_group(p, batch, plans, examples + k0,
				  n - k0 < TEACHER_MAX_GROUP ? n - k0 : TEACHER_MAX_GROUP, training, backward,
				  grad_scale, seed0, losses);
}
