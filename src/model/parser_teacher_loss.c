/*
 * parser_teacher_loss.c — the pieces of the SQL-SP teacher-forced loss (DT-Fixup paper,
 * Appendix C.4) that do not depend on how examples are grouped: each scored step's head,
 * its cross-entropy (label smoothing on SelectColumn only) and backward, and the decoder
 * LSTM's input product over the slots teacher forcing knows in advance.  The loop over
 * steps and back through time is parser_teacher_batch.c's.
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
#include "model/parser_train.h"

#include <string.h>

#include "nn/seq_smoothed_xent.h"

/* ------------------------------------------------------------------ teacher-forced heads */

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
void
parser_teacher_reserve_example(Parser *p, const ParserExample *ex, const TeacherPlan *plan)
{
	HeadBufs	h;

	enc_prepare(p, ex, NULL);
	parser_schema_cache_reserve(p, ex);
	if (plan->max_M > 0)
		head_bufs(p, plan->max_M, &h);
}
