/*
 * parser_teacher_loss.c — the SQL-SP teacher-forced loss (DT-Fixup paper, Appendix C.4)
 * and its backward pass: the decoder run over a plan's gold steps (parser_teacher_plan.c),
 * each head's cross-entropy (label smoothing on SelectColumn only), then back through time
 * into the decoder memory and the encoder.
 *
 * Under teacher forcing every decoder input but z_{t-1} and h_{p_t} is known in advance, so
 * those slots' share of the LSTM's pre-activations, their input gradients and the weight
 * gradients are one matrix product over all steps instead of one per step.
 *
 * All arithmetic goes through the backend's op table (p->be: gemm, axpy, dropout, the
 * sequence layers of be->seq); buffers are moved with be->copy / be->memset_zero.  The host
 * keeps the plan (which head, which target, which rows) and reads back one loss per scored
 * step.
 */
#include "model/parser_internal.h"

#include <string.h>

#include "nn/seq_smoothed_xent.h"

/* ------------------------------------------------------------------ teacher forcing */

/* Decoder buffers for T steps over n items (carved from p->sc->g_dec). */
typedef struct DecBufs
{
	float	   *Xin, *dXin, *H, *C, *G, *dG, *Z, *Zd, *ATT, *dH, *dZd, *dY, *dkv, *dtabk, *dvalk, *dvalm,
			   *mem, *lstm_ws, *att_ws, *dx, *dz, *dc0, *dc1, *u, *du;
	size_t		attc;
} DecBufs;

static size_t
dec_carve(const Parser *p, const ParserExample *ex, int T, DecBufs *d, char *base)
{
	Carve		f = {base, 0};
	size_t		Din = (size_t) p->din_dec,
				Hd = (size_t) p->cfg.decoder_hidden,
				D = (size_t) p->cfg.d_model,
				n = (size_t) ex->n_items,
				nt = (size_t) ex->graph->n_tables,
				nv = (size_t) (ex->n_values + p->n_const + 1);

	d->attc = seq_mem_attention_cache_size(1, 1, (int) n, (int) D, p->cfg.heads);
#define CF(k) carve(&f, sizeof(float) * (size_t) (k))
	d->Xin = CF(T * Din);
	d->dXin = CF(T * Din);
	d->H = CF((T + 1) * Hd);
	d->C = CF((T + 1) * Hd);
	d->G = CF(T * 4 * Hd);
	d->dG = CF(T * 4 * Hd);
	d->Z = CF(T * D);
	d->Zd = CF(T * D);
	d->ATT = CF(T * d->attc);
	d->dH = CF((T + 1) * Hd);
	d->dZd = CF(T * D);
	d->dY = CF(n * D);
	d->dkv = CF(2 * n * D);
	d->dtabk = CF(nt * D + 1);
	d->dvalk = CF(nv * D);
	d->dvalm = CF(nv * D);
	d->mem = CF(parser_decoder_memory_floats(p, ex));
	d->lstm_ws = CF(seq_lstm_cell_workspace_size(1, (int) Hd));
	d->att_ws = CF(seq_mem_attention_workspace_size(1, 1, (int) n, (int) D, p->cfg.heads));
	d->dx = CF(Din);
	d->dz = CF(D);
	d->dc0 = CF(Hd);
	d->dc1 = CF(Hd);
	d->u = CF(p->d_head);
	d->du = CF(p->d_head);
#undef CF
	return f.used;
}

/* Head buffers for M candidates (carved from p->sc->g_head). */
typedef struct HeadBufs
{
	float	   *cache, *logits, *probs, *dlogits, *cm, *keys, *dkeys, *dcm, *ws;
	float	   *loss, *gscale;	/* the head's one loss and its incoming gradient */
	int		   *target;
	uint8_t    *mask;
} HeadBufs;

static void
head_bufs(Parser *p, int M, HeadBufs *h)
{
	size_t		D = (size_t) p->cfg.d_model,
				m = (size_t) M;
	Carve		f = {NULL, 0};
	char	   *base;

	for (int pass = 0; pass < 2; pass++)
	{
		f.used = 0;
		h->cache = carve(&f, sizeof(float) * D);
		h->logits = carve(&f, sizeof(float) * m);
		h->probs = carve(&f, sizeof(float) * m);
		h->dlogits = carve(&f, sizeof(float) * m);
		h->cm = carve(&f, sizeof(float) * m * D);
		h->keys = carve(&f, sizeof(float) * m * D);
		h->dkeys = carve(&f, sizeof(float) * m * D);
		h->dcm = carve(&f, sizeof(float) * m * D);
		h->ws = carve(&f, sizeof(float) * (D + m + D));
		h->loss = carve(&f, sizeof(float));
		h->gscale = carve(&f, sizeof(float));
		h->target = carve(&f, sizeof(int));
		h->mask = carve(&f, m);
		if (pass == 0)
		{
			base = grow_floats(p->be, &p->sc->g_head, f.used / sizeof(float) + 1);
			f.base = base;
		}
	}
}

/* Cross-entropy of one head row, and (backward) dlogits scaled by gscale.  Returns the loss
 * (the step's one value read back by the host). */
static double
head_xent(DtBackend *be, HeadBufs *h, int M, int target, float eps, bool backward, float gscale)
{
	float		loss;

	be->upload(be, h->target, &target, sizeof(int));
	if (!be->seq->smoothed_xent_forward(be, h->loss, h->probs, h->logits, h->mask, h->target, 1,
										M, eps))
		return 0.0;
	if (backward)
	{
		be->upload(be, h->gscale, &gscale, sizeof(float));
		be->memset_zero(be, h->dlogits, sizeof(float) * (size_t) M);
		be->seq->smoothed_xent_backward(be, h->dlogits, h->gscale, h->probs, h->mask, h->target,
										1, M, eps);
	}
	be->download(be, &loss, h->loss, sizeof(float));
	return loss;
}

/* The head of step t under teacher forcing (plan->steps[t]): loss, and du / memory
 * gradients (io says where the step's u and its example's gradients are). */
double
parser_teacher_head(Parser *p, const ParserExample *ex, const DecoderMemory *mem,
					const TeacherHeadIo *io, const TeacherPlan *plan, int t, bool backward,
					float gscale)
{
	const TeacherStep *st = &plan->steps[t];
	int			D = p->cfg.d_model,
				Hu = p->d_head,
				M = st->M;
	HeadBufs	h;
	double		loss = 0;
	DtBackend  *be = p->be;
	const DtSeqOps *sq = be->seq;

	if (st->target < 0)
		return 0;				/* DONE, or nothing the head could score */
	head_bufs(p, M, &h);
	be->upload(be, h.mask, plan->masks + st->mask, (size_t) M);
	switch (st->kind)
	{
		case SQL_FRONTIER_RULE:
			{
				SeqMlpHeadParams mp = mlp_params(p);
				SeqMlpHeadGrads mg = mlp_grads(p);

				sq->mlp_head_forward(be, h.logits, h.cm, io->u, &mp, SEQ_MLP_TANH, 1, Hu, D, M);
				loss = head_xent(be, &h, M, st->target, 0.0f, backward, gscale);
				if (backward)
					sq->mlp_head_backward(be, io->du, &mg, h.ws, h.dlogits, h.cm, io->u, &mp,
										  SEQ_MLP_TANH, 1, Hu, D, M);
				break;
			}
		case SQL_FRONTIER_TABLE:
			{
				SeqPointerParams tp = ptr_params(p, p->t.tab_ptr);
				SeqPointerGrads tg = ptr_grads(p, p->t.tab_ptr);

				sq->pointer_forward(be, h.logits, h.cache, io->u, mem->tab_keys, NULL, &tp, 1, 1, M,
									Hu, D);
				loss = head_xent(be, &h, M, st->target, 0.0f, backward, gscale);
				if (backward)
					sq->pointer_backward(be, io->du, io->dtabk, &tg, h.ws, h.dlogits, h.cache, io->u,
										 mem->tab_keys, NULL, &tp, 1, 1, M, Hu, D);
				break;
			}
		case SQL_FRONTIER_COLUMN:
			{
				SeqPointerParams cp = ptr_params(p, p->t.col_ptr);
				SeqPointerGrads cg = ptr_grads(p, p->t.col_ptr);
				const ColumnCandidate *cands = plan->cands + st->cands;

				column_memory(p, mem, cands, M, h.cm);
				sq->pointer_keys_forward(be, h.keys, h.cm, &cp, 1, M, D, D);
				sq->pointer_forward(be, h.logits, h.cache, io->u, h.keys, NULL, &cp, 1, 1, M, Hu, D);
				/* C.4: label smoothing on the SelectColumn objective only. */
				loss = head_xent(be, &h, M, st->target, (float) p->cfg.label_smoothing, backward,
								 gscale);
				if (backward)
				{
					be->memset_zero(be, h.dkeys, sizeof(float) * (size_t) M * D);
					be->memset_zero(be, h.dcm, sizeof(float) * (size_t) M * D);
					sq->pointer_backward(be, io->du, h.dkeys, &cg, h.ws, h.dlogits, h.cache, io->u,
										 h.keys, NULL, &cp, 1, 1, M, Hu, D);
					sq->pointer_keys_backward(be, h.dcm, &cg, h.dkeys, h.cm, &cp, 1, M, D, D);
					column_memory_backward(p, mem, cands, M, h.dcm, io->dY);
				}
				break;
			}
		case SQL_FRONTIER_VALUE:
			{
				SeqPointerParams vp = ptr_params(p, p->t.val_ptr);
				SeqPointerGrads vg = ptr_grads(p, p->t.val_ptr);

				sq->pointer_forward(be, h.logits, h.cache, io->u, mem->val_keys, h.mask, &vp, 1, 1,
									M, Hu, D);
				loss = head_xent(be, &h, M, st->target, 0.0f, backward, gscale);
				if (backward)
					sq->pointer_backward(be, io->du, io->dvalk, &vg, h.ws, h.dlogits, h.cache, io->u,
										 mem->val_keys, h.mask, &vp, 1, 1, M, Hu, D);
				break;
			}
		case SQL_FRONTIER_DONE:
			break;
	}
	return loss;
}

/* ------------------------------------------------------------------ decoder LSTM input */

/* G (T, 4Hd) = the fixed slots of X (T, Din) times their columns of W_ih, + b_ih + b_hh. */
void
decoder_static_preact(const Parser *p, const SeqLstmParams *lp, const float *X, int T, float *G)
{
	DtBackend  *be = p->be;
	int			Din = p->din_dec,
				Hd4 = 4 * p->cfg.decoder_hidden,
				off2 = DEC_FIX2_OFF(p);

	if (T == 0)
		return;
	be->gemm(be, false, true, T, Hd4, DEC_REC_OFF(p), 1.0f, X, Din, lp->w_ih, Din, 0.0f, G, Hd4);
	be->gemm(be, false, true, T, Hd4, Din - off2, 1.0f, X + off2, Din, lp->w_ih + off2, Din,
			 1.0f, G, Hd4);
	for (int t = 0; t < T; t++)
	{
		be->axpy(be, G + (size_t) t * Hd4, 1.0f, lp->b_ih, Hd4);
		be->axpy(be, G + (size_t) t * Hd4, 1.0f, lp->b_hh, Hd4);
	}
}

/* dX (T, Din), fixed slots only (the others are left alone) = dG (T, 4Hd) W_ih. */
void
decoder_static_input_grads(const Parser *p, const SeqLstmParams *lp, const float *dG, int T,
						   float *dX)
{
	DtBackend  *be = p->be;
	int			Din = p->din_dec,
				Hd4 = 4 * p->cfg.decoder_hidden,
				off2 = DEC_FIX2_OFF(p);

	be->gemm(be, false, false, T, DEC_REC_OFF(p), Hd4, 1.0f, dG, Hd4, lp->w_ih, Din, 0.0f, dX,
			 Din);
	be->gemm(be, false, false, T, Din - off2, Hd4, 1.0f, dG, Hd4, lp->w_ih + off2, Din, 0.0f,
			 dX + off2, Din);
}

/* Grows p's scratch to what the example needs, so that the arithmetic allocates nothing
 * (a training worker must not reach dt_fatal_oom or the backend's allocator). */
static void
reserve_scratch(Parser *p, const ParserExample *ex, const TeacherPlan *plan, bool with_stack)
{
	DecBufs		d;
	HeadBufs	h;
	size_t		bytes;

	EncBufs    *e = enc_prepare(p, ex, NULL);
	SchemaCache *c = schema_cache(p);
	size_t		fbytes,
				ibytes;

	enc_carve(p, e, NULL, NULL, &fbytes, &ibytes);
	grow_floats(p->be, &c->g_enc, fbytes / sizeof(float) + 1);
	grow_floats(p->be, &c->g_int, ibytes / sizeof(float) + 1);
	if (with_stack)
		ensure_rat_workspace(p, ex->n_items, true);
	bytes = dec_carve(p, ex, plan->T, &d, NULL);
	grow_floats(p->be, &p->sc->g_dec, bytes / sizeof(float) + 1);
	if (plan->max_M > 0)
		head_bufs(p, plan->max_M, &h);
}

void
parser_reserve_scratch(Parser *p, const ParserExample *ex, const TeacherPlan *plan)
{
	reserve_scratch(p, ex, plan, true);
}

void
parser_reserve_scratch_inputs(Parser *p, const ParserExample *ex, const TeacherPlan *plan)
{
	reserve_scratch(p, ex, plan, false);
}

/* ------------------------------------------------------------------ teacher forcing loss */

double
parser_example_loss(Parser *p, const ParserExample *ex, bool training, bool backward,
					float grad_scale, uint64_t seed)
{
	if (training)
		parser_teacher_plan_training(p, ex, seed, &p->sc->plan);
	else
		parser_teacher_plan(p, ex, &p->sc->plan);
	return parser_example_loss_planned(p, ex, &p->sc->plan, training, backward, grad_scale, seed);
}

double
parser_example_loss_planned(Parser *p, const ParserExample *ex, const TeacherPlan *plan,
							bool training, bool backward, float grad_scale, uint64_t seed)
{
	int			T = plan->T,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				A = p->cfg.action_dim,
				Nn = p->cfg.node_dim,
				Din = p->din_dec,
				n = ex->n_items;
	float		rate = training ? (float) p->cfg.dropout : 0.0f;
	const float *Y;
	DecBufs		d;
	DecoderMemory mem;
	double		loss = 0;
	SeqLstmParams lp = lstm_params(p, p->t.dec_lstm);
	SeqLstmGrads lg = lstm_grads(p, p->t.dec_lstm);
	SeqMemAttentionParams ap = att_params(p);
	SeqMemAttentionGrads ag = att_grads(p);
	size_t		bytes;
	DtBackend  *be = p->be;
	const DtSeqOps *sq = be->seq;

	Y = encode_planned(p, ex, plan, training, seed);
	bytes = dec_carve(p, ex, T, &d, NULL);
	dec_carve(p, ex, T, &d, grow_floats(p->be, &p->sc->g_dec, bytes / sizeof(float) + 1));
	be->memset_zero(be, d.H, sizeof(float) * Hd);
	be->memset_zero(be, d.C, sizeof(float) * Hd);
	be->memset_zero(be, d.dH, sizeof(float) * (size_t) (T + 1) * Hd);
	be->memset_zero(be, d.dZd, sizeof(float) * (size_t) T * D);
	be->memset_zero(be, d.dY, sizeof(float) * (size_t) n * D);
	be->memset_zero(be, d.dkv, sizeof(float) * 2 * (size_t) n * D);
	be->memset_zero(be, d.dtabk, sizeof(float) * (size_t) ex->graph->n_tables * D);
	be->memset_zero(be, d.dvalk, sizeof(float) * (size_t) (ex->n_values + p->n_const + 1) * D);
	be->memset_zero(be, d.dvalm, sizeof(float) * (size_t) (ex->n_values + p->n_const + 1) * D);
	parser_decoder_memory(p, ex, Y, &mem, d.mem);
	/* Teacher forcing fixes every input slot but z_{t-1} and h_{p_t} before the loop:
	 * their part of the LSTM's pre-activations is one product over all steps. */
	for (int t = 0; t < T; t++)
		build_step_input(p, &mem, &plan->steps[t].in, NULL, NULL, d.Xin + (size_t) t * Din);
	decoder_static_preact(p, &lp, d.Xin, T, d.G);

	for (int t = 0; t < T; t++)
	{
		const StepInput *in = &plan->steps[t].in;
		float	   *h = d.H + (size_t) (t + 1) * Hd,
				   *c = d.C + (size_t) (t + 1) * Hd,
				   *z = d.Z + (size_t) t * D,
				   *zd = d.Zd + (size_t) t * D,
				   *x_rec = d.Xin + (size_t) t * Din + DEC_REC_OFF(p),
				   *g = d.G + (size_t) t * 4 * Hd;

		if (t > 0)
			be->copy(be, x_rec, d.Zd + (size_t) (t - 1) * D, sizeof(float) * D);
		if (in->parent_step >= 0)
			be->copy(be, x_rec + D, d.H + (size_t) (in->parent_step + 1) * Hd,
					 sizeof(float) * Hd);
		be->gemm(be, false, true, 1, 4 * Hd, D + Hd, 1.0f, x_rec, Din, lp.w_ih + DEC_REC_OFF(p),
				 Din, 1.0f, g, 4 * Hd);
		sq->lstm_cell_forward_preact(be, h, c, g, d.H + (size_t) t * Hd, d.C + (size_t) t * Hd,
									 &lp, 1, Hd);
		sq->mem_attention_forward(be, z, d.ATT + (size_t) t * d.attc, h, mem.kv, NULL, &ap, 1, 1,
								  n, Hd, D, p->cfg.heads);
		/* C.4: dropout on z_t. */
		be->dropout_forward(be, zd, z, (size_t) D, rate, mix64(seed, 1000 + (uint64_t) t));
		be->copy(be, d.u, h, sizeof(float) * Hd);
		be->copy(be, d.u + Hd, zd, sizeof(float) * D);
		be->memset_zero(be, d.du, sizeof(float) * p->d_head);
		{
			TeacherHeadIo io = {d.u, d.du, d.dY, d.dtabk, d.dvalk};

			loss += parser_teacher_head(p, ex, &mem, &io, plan, t, backward, grad_scale);
		}
		if (backward)
		{
			be->residual_accumulate(be, d.dH + (size_t) (t + 1) * Hd, d.du, Hd);
			be->residual_accumulate(be, d.dZd + (size_t) t * D, d.du + Hd, D);
		}
	}
	if (!backward)
		return loss;

	/* Back through time: every gradient into step t comes from steps >= t. */
	be->memset_zero(be, d.dc0, sizeof(float) * Hd);
	for (int t = T - 1; t >= 0; t--)
	{
		const StepInput *in = &plan->steps[t].in;
		float	   *h = d.H + (size_t) (t + 1) * Hd,
				   *dg = d.dG + (size_t) t * 4 * Hd;
		float	   *tmp;

		be->memset_zero(be, d.dz, sizeof(float) * D);
		be->dropout_backward(be, d.dz, d.dZd + (size_t) t * D, (size_t) D, rate,
							 mix64(seed, 1000 + (uint64_t) t));
		sq->mem_attention_backward(be, d.dH + (size_t) (t + 1) * Hd, d.dkv, &ag, d.att_ws, d.dz,
								   d.ATT + (size_t) t * d.attc, h, mem.kv, NULL, &ap, 1, 1, n,
								   Hd, D, p->cfg.heads);
		be->memset_zero(be, d.dc1, sizeof(float) * Hd);
		/* Only the recurrent inputs' gradient is needed now; the weight gradients and the
		 * fixed inputs' gradient wait for all steps (one product each, after the loop). */
		sq->lstm_cell_backward_data(be, NULL, d.dH + (size_t) t * Hd, d.dc1, dg, d.lstm_ws,
									d.dH + (size_t) (t + 1) * Hd, d.dc0,
									d.G + (size_t) t * 4 * Hd, d.C + (size_t) (t + 1) * Hd,
									d.C + (size_t) t * Hd, &lp, 1, Din, Hd);
		be->memset_zero(be, d.dx, sizeof(float) * (D + Hd));
		be->gemm(be, false, false, 1, D + Hd, 4 * Hd, 1.0f, dg, 4 * Hd, lp.w_ih + DEC_REC_OFF(p),
				 Din, 1.0f, d.dx, D + Hd);
		tmp = d.dc0;
		d.dc0 = d.dc1;
		d.dc1 = tmp;
		/* dx_t's recurrent slots: [z_{t-1} | h_{p_t}] */
		if (t > 0)
			be->residual_accumulate(be, d.dZd + (size_t) (t - 1) * D, d.dx, D);
		if (in->parent_step >= 0)
			be->residual_accumulate(be, d.dH + (size_t) (in->parent_step + 1) * Hd, d.dx + D, Hd);
	}
	if (T > 0)
	{
		float	   *gact = T_GRAD(p, p->t.act_emb),
				   *gfld = T_GRAD(p, p->t.field_emb);

		/* dW_ih += dG^T X, dW_hh += dG^T H_prev over the T steps (rows t of Xin, H). */
		sq->lstm_cell_param_grads(be, &lg, d.dG, d.Xin, d.H, T, Din, Hd);
		/* The fixed slots of every dx_t: [a_{t-1} | y_{t-1} | . | . | a_{p_t} | n_t]. */
		decoder_static_input_grads(p, &lp, d.dG, T, d.dXin);
		for (int t = T - 1; t >= 0; t--)
		{
			const StepInput *in = &plan->steps[t].in;
			const float *dx = d.dXin + (size_t) t * Din;

			if (in->prev_act_row >= 0)
				be->residual_accumulate(be, gact + (size_t) in->prev_act_row * A, dx, A);
			if (in->prev_y_row >= 0)
				be->residual_accumulate(be, d.dY + (size_t) in->prev_y_row * D, dx + A, D);
			else if (in->prev_value >= 0)
				be->residual_accumulate(be, d.dvalm + (size_t) in->prev_value * D, dx + A, D);
			if (in->parent_act_row >= 0)
				be->residual_accumulate(be, gact + (size_t) in->parent_act_row * A,
										dx + A + 2 * D + Hd, A);
			be->residual_accumulate(be, gfld + (size_t) in->field_row * Nn,
									dx + A + 2 * D + Hd + A, Nn);
		}
	}
	/* The per-example memories: attention kv, table keys, value keys. */
	sq->mem_attention_memory_backward(be, d.dY, &ag, d.dkv, Y, &ap, 1, n, D, D);
	if (mem.n_tabs > 0)
	{
		SeqPointerParams tp = ptr_params(p, p->t.tab_ptr);
		SeqPointerGrads tg = ptr_grads(p, p->t.tab_ptr);
		size_t		off = (size_t) (mem.n_q + mem.n_cols) * D;

		sq->pointer_keys_backward(be, d.dY + off, &tg, d.dtabk, Y + off, &tp, 1, mem.n_tabs, D, D);
	}
	{
		SeqPointerParams vp = ptr_params(p, p->t.val_ptr);
		SeqPointerGrads vg = ptr_grads(p, p->t.val_ptr);

		sq->pointer_keys_backward(be, d.dvalm, &vg, d.dvalk, mem.val_mem, &vp, 1, mem.n_val, D, D);
		for (int v = 0; v < mem.n_val; v++)
			value_memory_row_backward(p, ex, d.dvalm + (size_t) v * D, v, d.dY);
	}
	parser_encode_backward(p, d.dY);
	return loss;
}
