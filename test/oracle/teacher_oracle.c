/*
 * teacher_oracle.c — the SQL-SP teacher-forced loss (DT-Fixup paper, Appendix C.4) and its
 * backward for one example alone: the decoder run over a plan's gold steps
 * (parser_teacher_plan.c), each head's cross-entropy (parser_teacher_head), then back
 * through time into the decoder memory and the encoder, whose BiLSTMs run for this
 * example only.  The oracle of the batched path (teacher_oracle.h).
 */
#include "oracle/teacher_oracle.h"

#include <string.h>

/* Decoder buffers for T steps over n items (carved from one Grow per call). */
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

/*
 * The encoder's backward for the last forward (p->sc->enc) given dY: the relation-aware
 * stack, the dropout and link rows (encode_backward_inputs leaves the BiLSTMs' outputs'
 * gradient in e->dX), then the schema items' name BiLSTM and the question's BiLSTM with
 * their embeddings, this example alone.
 */
static void
encode_backward(Parser *p, const float *dY)
{
	EncBufs    *e = p->sc->enc;
	int			W = p->cfg.word_dim,
				He = p->cfg.encoder_hidden,
				D = p->cfg.d_model;
	float	   *dword = T_GRAD(p, p->t.word_emb),
			   *dbucket = p->t.bucket_emb >= 0 ? T_GRAD(p, p->t.bucket_emb) : NULL;
	SeqBiLstmParams sp = bilstm_params(p, p->t.s_lstm),
				qp = bilstm_params(p, p->t.q_lstm);
	SeqBiLstmGrads sg = bilstm_grads(p, p->t.s_lstm),
				qg = bilstm_grads(p, p->t.q_lstm);
	DtBackend  *be = p->be;

	be->memset_zero(be, e->dXd, (size_t) e->n * D * sizeof(float));
	rat_stack_backward(&p->stack, &p->sc->rat_ws, dY, e->dXd);
	encode_backward_inputs(p);
	/* schema items: average + final state of the name's BiLSTM, X's rows after the question */
	be->memset_zero(be, e->ds_out, sizeof(float) * (size_t) e->ns * e->Ts * D);
	be->memset_zero(be, e->ds_hfin, sizeof(float) * (size_t) e->ns * D);
	be->memset_zero(be, e->ds_emb, sizeof(float) * (size_t) e->ns * e->Ts * W);
	be->seq->mean_plus_final_backward(be, e->ds_out, e->ds_hfin, e->dX + (size_t) e->nq * D,
									  e->s_len, e->ns, e->Ts, D);
	be->seq->bilstm_backward(be, e->ds_emb, &sg, e->lstm_ws, e->ds_out, e->ds_hfin, NULL,
							 e->s_cache, e->s_emb, e->s_len, &sp, e->ns, e->Ts, W, He);
	be->seq->embedding_backward(be, dword, dbucket, e->ds_emb, e->s_word, e->s_bucket,
								e->ns * e->Ts, e->K, W);
	/* the question, X's first rows */
	if (e->nq > 0)
	{
		be->memset_zero(be, e->dq_emb, sizeof(float) * (size_t) e->nq * W);
		be->seq->bilstm_backward(be, e->dq_emb, &qg, e->lstm_ws, e->dX, NULL, NULL, e->q_cache,
								 e->q_emb, e->q_len, &qp, 1, e->nq, W, He);
		be->seq->embedding_backward(be, dword, dbucket, e->dq_emb, e->q_word, e->q_bucket,
									e->nq, e->K, W);
	}
}

/* ------------------------------------------------------------------ teacher forcing loss */

double
oracle_example_loss(Parser *p, const ParserExample *ex, bool training, bool backward,
					float grad_scale, uint64_t seed)
{
	TeacherPlan plan;
	double		loss;

	memset(&plan, 0, sizeof(plan));
	if (training)
		parser_teacher_plan_training(p, ex, seed, &plan);
	else
		parser_teacher_plan(p, ex, &plan);
	loss = oracle_example_loss_planned(p, ex, &plan, training, backward, grad_scale, seed);
	parser_teacher_plan_free(&plan);
	return loss;
}

double
oracle_example_loss_planned(Parser *p, const ParserExample *ex, const TeacherPlan *plan,
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
	Grow		g_dec = {0};
	DtBackend  *be = p->be;
	const DtSeqOps *sq = be->seq;

	{
		size_t		ibytes;
		EncBufs    *e = enc_prepare(p, ex, &ibytes);

		enc_upload_ints(p, e, plan->enc_ints, ibytes);
		Y = encode_forward(p, ex, e, training, seed, NULL);
	}
	bytes = dec_carve(p, ex, T, &d, NULL);
	dec_carve(p, ex, T, &d, grow_floats(p->be, &g_dec, bytes / sizeof(float) + 1));
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
	{
		grow_release(&g_dec);
		return loss;
	}

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
	encode_backward(p, d.dY);
	grow_release(&g_dec);
	return loss;
}
