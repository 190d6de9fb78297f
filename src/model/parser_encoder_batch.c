/*
 * parser_encoder_batch.c — the encoder's BiLSTMs over a training worker's group of
 * examples: every question in one BiLSTM call, every schema item's name (of the examples
 * whose schema the batch's schema cache does not serve) in another.
 *
 * Why: one question's BiLSTM is a single row per step, and its backward two BLAS products
 * per step of one row each (dh_prev and dW_hh), where OpenBLAS packs the weight matrix for
 * every call; one schema's names are a few dozen rows.  Side by side, a step is one product
 * of the group's rows.
 *
 * Layout: the questions padded to the longest (Bq, Tq, W), the names padded to the longest
 * (S, Ts, W), the lengths as the mask (seq_lstm.h: padding steps carry the state and emit
 * zeros, so each sequence's outputs are those of its own call).  The examples' embeddings
 * are copied in and the outputs copied back to their encoder buffers (EncBufs), so that
 * everything before and after (embeddings, link rows, dropout, the stack) is the code an
 * example alone runs; the backward mirrors it.  Only the order of float sums differs from
 * the examples one by one (test_model_batch).
 */
#include "model/parser_encoder.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

/* The pass's shape for es: the questions, and the names of the schema_batched examples. */
static void
group_shape(EncGroup *g, EncBufs *const *es, int n)
{
	g->Bq = n;
	g->Tq = 1;
	g->S = 0;
	g->Ts = 1;
	for (int k = 0; k < n; k++)
	{
		if (es[k]->nq > g->Tq)
			g->Tq = es[k]->nq;
		if (!es[k]->schema_batched)
			continue;
		g->S += es[k]->ns;
		if (es[k]->Ts > g->Ts)
			g->Ts = es[k]->Ts;
	}
}

/* g's buffers for its shape (Bq, Tq, S, Ts), carved from base; returns the bytes. */
static size_t
group_carve(const Parser *p, EncGroup *g, char *base)
{
	Carve		f = {base, 0};
	size_t		W = (size_t) p->cfg.word_dim,
				D = (size_t) p->cfg.d_model,
				q = (size_t) g->Bq * g->Tq,
				s = (size_t) g->S * g->Ts;
	int			He = p->cfg.encoder_hidden;
	size_t		wq = seq_bilstm_workspace_size(g->Bq, g->Tq, He),
				ws = seq_bilstm_workspace_size(g->S, g->Ts, He);

#define CF(k) carve(&f, sizeof(float) * (size_t) (k))
	g->q_in = CF(q * W);
	g->dq_in = CF(q * W);
	g->q_out = CF(q * D);
	g->dq_out = CF(q * D);
	g->q_cache = CF(seq_bilstm_cache_size(g->Bq, g->Tq, He));
	g->s_in = CF(s * W);
	g->ds_in = CF(s * W);
	g->s_out = CF(s * D);
	g->ds_out = CF(s * D);
	g->s_hfin = CF((size_t) g->S * D);
	g->ds_hfin = CF((size_t) g->S * D);
	g->s_sum = CF((size_t) g->S * D);	/* the summaries, then their gradient */
	g->s_cache = CF(seq_bilstm_cache_size(g->S, g->Ts, He));
	g->ws = CF(wq > ws ? wq : ws);
#undef CF
	g->q_len = carve(&f, sizeof(int) * (size_t) g->Bq);
	g->s_len = carve(&f, sizeof(int) * (size_t) (g->S + 1));
	return f.used;
}

void
enc_group_reserve(Parser *p, EncGroup *g, ParserExample *const *batch, const int *examples,
				  int n)
{
	EncGroup	bound = *g;
	size_t		need;

	/* the most any group of them needs: every question, every schema item's name */
	bound.Bq = n;
	bound.Tq = 1;
	bound.S = 0;
	bound.Ts = 1;
	for (int k = 0; k < n; k++)
	{
		EncBufs		e;

		enc_shape(p, batch[examples[k]], &e);
		if (e.nq > bound.Tq)
			bound.Tq = e.nq;
		bound.S += e.ns;
		if (e.Ts > bound.Ts)
			bound.Ts = e.Ts;
	}
	need = group_carve(p, &bound, NULL);
	(void) grow_floats(p->be, &g->g, need / sizeof(float) + 1);
	if (sizeof(int) * (size_t) (bound.S + n + 1) > g->cap_len_host)
	{
		g->cap_len_host = sizeof(int) * (size_t) (bound.S + n + 1) * 3 / 2;
		free(g->len_host);
		g->len_host = malloc(g->cap_len_host);
		if (g->len_host == NULL)
			dt_fatal_oom(__func__);
	}
}

void
enc_group_release(EncGroup *g)
{
	grow_release(&g->g);
	free(g->len_host);
	g->len_host = NULL;
	g->cap_len_host = 0;
}

/* The questions: padded into q_in, one BiLSTM, each one's rows back into its q_out. */
static void
questions_forward(Parser *p, EncGroup *g, EncBufs *const *es, int n)
{
	DtBackend  *be = p->be;
	size_t		W = (size_t) p->cfg.word_dim,
				D = (size_t) p->cfg.d_model;
	SeqBiLstmParams qp = bilstm_params(p, p->t.q_lstm);

	be->memset_zero(be, g->q_in, sizeof(float) * (size_t) n * g->Tq * W);
	for (int k = 0; k < n; k++)
	{
		be->copy(be, g->q_in + (size_t) k * g->Tq * W, es[k]->q_emb,
				 sizeof(float) * (size_t) es[k]->nq * W);
		g->len_host[k] = es[k]->nq;
	}
	be->upload(be, g->q_len, g->len_host, sizeof(int) * (size_t) n);
	be->seq->bilstm_forward(be, g->q_out, NULL, NULL, g->q_cache, g->q_in, g->q_len, &qp, n,
							g->Tq, (int) W, p->cfg.encoder_hidden);
	for (int k = 0; k < n; k++)
		be->copy(be, es[k]->q_out, g->q_out + (size_t) k * g->Tq * D,
				 sizeof(float) * (size_t) es[k]->nq * D);
}

/* The names: each item's words padded into s_in, one BiLSTM, the summaries (mean of the
 * outputs plus the final state) back into each example's X rows after its question. */
static void
names_forward(Parser *p, EncGroup *g, EncBufs *const *es, int n)
{
	DtBackend  *be = p->be;
	size_t		W = (size_t) p->cfg.word_dim,
				D = (size_t) p->cfg.d_model;
	SeqBiLstmParams sp = bilstm_params(p, p->t.s_lstm);
	int			r = 0;

	be->memset_zero(be, g->s_in, sizeof(float) * (size_t) g->S * g->Ts * W);
	for (int k = 0; k < n; k++)
	{
		const EncBufs *e = es[k];

		if (!e->schema_batched)
			continue;
		for (int i = 0; i < e->ns; i++, r++)
		{
			be->copy(be, g->s_in + (size_t) r * g->Ts * W, e->s_emb + (size_t) i * e->Ts * W,
					 sizeof(float) * (size_t) e->s_len_host[i] * W);
			g->len_host[r] = e->s_len_host[i];
		}
	}
	be->upload(be, g->s_len, g->len_host, sizeof(int) * (size_t) g->S);
	be->seq->bilstm_forward(be, g->s_out, g->s_hfin, NULL, g->s_cache, g->s_in, g->s_len, &sp,
							g->S, g->Ts, (int) W, p->cfg.encoder_hidden);
	be->seq->mean_plus_final_forward(be, g->s_sum, g->s_out, g->s_hfin, g->s_len, g->S, g->Ts,
									 (int) D);
	r = 0;
	for (int k = 0; k < n; k++)
	{
		const EncBufs *e = es[k];

		if (!e->schema_batched)
			continue;
		be->copy(be, e->X + (size_t) e->nq * D, g->s_sum + (size_t) r * D,
				 sizeof(float) * (size_t) e->ns * D);
		r += e->ns;
	}
}

void
enc_group_forward(Parser *p, EncGroup *g, EncBufs *const *es, int n)
{
	size_t		bytes;

	/* no allocation (worker threads): enc_group_reserve sized it for any such group */
	group_shape(g, es, n);
	bytes = group_carve(p, g, NULL);
	group_carve(p, g, grow_floats(p->be, &g->g, bytes / sizeof(float) + 1));
	questions_forward(p, g, es, n);
	if (g->S > 0)
		names_forward(p, g, es, n);
}

/* The questions' backward: their rows of each dX padded into dq_out, one BiLSTM backward,
 * each one's input gradient into its dq_emb. */
static void
questions_backward(Parser *p, EncGroup *g, EncBufs *const *es, int n)
{
	DtBackend  *be = p->be;
	size_t		W = (size_t) p->cfg.word_dim,
				D = (size_t) p->cfg.d_model;
	SeqBiLstmParams qp = bilstm_params(p, p->t.q_lstm);
	SeqBiLstmGrads qg = bilstm_grads(p, p->t.q_lstm);

	be->memset_zero(be, g->dq_out, sizeof(float) * (size_t) n * g->Tq * D);
	be->memset_zero(be, g->dq_in, sizeof(float) * (size_t) n * g->Tq * W);
	for (int k = 0; k < n; k++)
		be->copy(be, g->dq_out + (size_t) k * g->Tq * D, es[k]->dX,
				 sizeof(float) * (size_t) es[k]->nq * D);
	be->seq->bilstm_backward(be, g->dq_in, &qg, g->ws, g->dq_out, NULL, NULL, g->q_cache,
							 g->q_in, g->q_len, &qp, n, g->Tq, (int) W, p->cfg.encoder_hidden);
	for (int k = 0; k < n; k++)
		be->copy(be, es[k]->dq_emb, g->dq_in + (size_t) k * g->Tq * W,
				 sizeof(float) * (size_t) es[k]->nq * W);
}

/* The names' backward: the summaries' gradients (each dX's rows after its question), one
 * BiLSTM backward, each item's input gradient into its example's ds_emb. */
static void
names_backward(Parser *p, EncGroup *g, EncBufs *const *es, int n)
{
	DtBackend  *be = p->be;
	size_t		W = (size_t) p->cfg.word_dim,
				D = (size_t) p->cfg.d_model,
				s = (size_t) g->S * g->Ts;
	SeqBiLstmParams sp = bilstm_params(p, p->t.s_lstm);
	SeqBiLstmGrads sg = bilstm_grads(p, p->t.s_lstm);
	int			r = 0;

	for (int k = 0; k < n; k++)
	{
		const EncBufs *e = es[k];

		if (!e->schema_batched)
			continue;
		be->copy(be, g->s_sum + (size_t) r * D, e->dX + (size_t) e->nq * D,
				 sizeof(float) * (size_t) e->ns * D);
		r += e->ns;
	}
	be->memset_zero(be, g->ds_out, sizeof(float) * s * D);
	be->memset_zero(be, g->ds_hfin, sizeof(float) * (size_t) g->S * D);
	be->memset_zero(be, g->ds_in, sizeof(float) * s * W);
	be->seq->mean_plus_final_backward(be, g->ds_out, g->ds_hfin, g->s_sum, g->s_len, g->S,
									  g->Ts, (int) D);
	be->seq->bilstm_backward(be, g->ds_in, &sg, g->ws, g->ds_out, g->ds_hfin, NULL, g->s_cache,
							 g->s_in, g->s_len, &sp, g->S, g->Ts, (int) W,
							 p->cfg.encoder_hidden);
	r = 0;
	for (int k = 0; k < n; k++)
	{
		EncBufs    *e = es[k];

		if (!e->schema_batched)
			continue;
		/* the example's padding positions get no gradient: zero, as its own pass gives */
		be->memset_zero(be, e->ds_emb, sizeof(float) * (size_t) e->ns * e->Ts * W);
		for (int i = 0; i < e->ns; i++, r++)
			be->copy(be, e->ds_emb + (size_t) i * e->Ts * W, g->ds_in + (size_t) r * g->Ts * W,
					 sizeof(float) * (size_t) e->s_len_host[i] * W);
	}
}

void
enc_group_backward(Parser *p, EncGroup *g, EncBufs *const *es, int n)
{
	questions_backward(p, g, es, n);
	if (g->S > 0)
		names_backward(p, g, es, n);
	for (int k = 0; k < n; k++)
		encode_embed_backward(p, es[k]);
}
