/*
 * parser_decoder.c — the SQL-SP decoder's state (DT-Fixup paper, Appendix C.3): the fixed
 * per-example memory (attention keys and values, table keys, value-candidate memory) and
 * the backward of its value rows, the parent stack that gives each step its parent p_t,
 * the decoder LSTM's step input x_t, and the batched decoder cell beam search runs.
 */
#include "model/parser_decoder.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

/* ------------------------------------------------------------------ decoder memory */

size_t
parser_decoder_memory_floats(const Parser *p, const ParserExample *ex)
{
	size_t		D = (size_t) p->cfg.d_model;
	size_t		nv = (size_t) (ex->n_values + p->n_const + 1);

	return 2 * (size_t) ex->n_items * D + (size_t) ex->graph->n_tables * D + 2 * nv * D + 64;
}

/* Value candidate memory row: mean of the span's encodings + type / source rows (row and
 * Y are device buffers: copies and scaled additions through the backend). */
static void
value_memory_row(const Parser *p, const ParserExample *ex, const float *Y, int v, float *row)
{
	int			D = p->cfg.d_model;
	DtBackend  *be = p->be;
	const float *rows = T_DATA(p, p->t.val_rows);

	if (v == ex->n_values + p->n_const)
	{
		be->copy(be, row, rows + (size_t) PARSER_VROW_ABSENT * D, sizeof(float) * D);
		return;
	}
	if (v >= ex->n_values)
	{
		const float *ce = T_DATA(p, p->t.const_emb) + (size_t) (v - ex->n_values) * D;
		int			type = p->const_type[v - ex->n_values];

		be->copy(be, row, ce, sizeof(float) * D);
		be->axpy(be, row, 1.0f, rows + (size_t) PARSER_VROW_CONSTANT * D, D);
		be->axpy(be, row, 1.0f, rows + (size_t) type * D, D);
		return;
	}
	be->memset_zero(be, row, sizeof(float) * D);
	{
		const ParserValueCandidate *c = &ex->values[v];

		if (c->token_start >= 0)
		{
			float		inv = 1.0f / (float) (c->token_end - c->token_start);

			for (int t = c->token_start; t < c->token_end; t++)
				be->axpy(be, row, inv, Y + (size_t) t * D, D);
		}
		else
			be->axpy(be, row, 1.0f, rows + (size_t) PARSER_VROW_CONSTANT * D, D);
		be->axpy(be, row, 1.0f, rows + (size_t) c->type * D, D);
		if (c->from_database)
			be->axpy(be, row, 1.0f, rows + (size_t) PARSER_VROW_FROM_DB * D, D);
		/* a stored value also carries the encodings of the columns it was found in */
		for (int k = 0; k < c->n_columns; k++)
			be->axpy(be, row, 1.0f / (float) c->n_columns,
					 Y + (size_t) (ex->tokens.n + c->columns[k]) * D, D);
	}
}

void
value_memory_row_backward(Parser *p, const ParserExample *ex, const float *drow, int v, float *dY)
{
	int			D = p->cfg.d_model;
	DtBackend  *be = p->be;
	float	   *grows = T_GRAD(p, p->t.val_rows);
	const ParserValueCandidate *c;

	if (v == ex->n_values + p->n_const)
	{
		be->axpy(be, grows + (size_t) PARSER_VROW_ABSENT * D, 1.0f, drow, D);
		return;
	}
	if (v >= ex->n_values)
	{
		float	   *gce = T_GRAD(p, p->t.const_emb) + (size_t) (v - ex->n_values) * D;
		int			type = p->const_type[v - ex->n_values];

		be->axpy(be, gce, 1.0f, drow, D);
		be->axpy(be, grows + (size_t) PARSER_VROW_CONSTANT * D, 1.0f, drow, D);
		be->axpy(be, grows + (size_t) type * D, 1.0f, drow, D);
		return;
	}
	c = &ex->values[v];
	if (c->token_start >= 0)
	{
		float		inv = 1.0f / (float) (c->token_end - c->token_start);

		for (int t = c->token_start; t < c->token_end; t++)
			be->axpy(be, dY + (size_t) t * D, inv, drow, D);
	}
	else
		be->axpy(be, grows + (size_t) PARSER_VROW_CONSTANT * D, 1.0f, drow, D);
	be->axpy(be, grows + (size_t) c->type * D, 1.0f, drow, D);
	if (c->from_database)
		be->axpy(be, grows + (size_t) PARSER_VROW_FROM_DB * D, 1.0f, drow, D);
	for (int k = 0; k < c->n_columns; k++)
		be->axpy(be, dY + (size_t) (ex->tokens.n + c->columns[k]) * D, 1.0f / (float) c->n_columns,
				 drow, D);
}

void
parser_decoder_memory(Parser *p, const ParserExample *ex, const float *Y, DecoderMemory *mem,
					  float *buf)
{
	int			D = p->cfg.d_model;
	SeqMemAttentionParams ap = att_params(p);
	SeqPointerParams tp = ptr_params(p, p->t.tab_ptr),
				vp = ptr_params(p, p->t.val_ptr);

	mem->Y = Y;
	mem->graph = ex->graph;
	mem->n_items = ex->n_items;
	mem->n_q = ex->tokens.n;
	mem->n_cols = ex->graph->n_columns;
	mem->n_tabs = ex->graph->n_tables;
	mem->n_val = ex->n_values + p->n_const + 1;
	mem->kv = buf;
	mem->tab_keys = mem->kv + 2 * (size_t) ex->n_items * D;
	mem->val_mem = mem->tab_keys + (size_t) mem->n_tabs * D;
	mem->val_keys = mem->val_mem + (size_t) mem->n_val * D;
	p->be->seq->mem_attention_memory_forward(p->be, mem->kv, Y, &ap, 1, ex->n_items, D, D);
	if (mem->n_tabs > 0)
		p->be->seq->pointer_keys_forward(p->be, mem->tab_keys,
										 Y + (size_t) (mem->n_q + mem->n_cols) * D, &tp, 1,
										 mem->n_tabs, D, D);
	for (int v = 0; v < mem->n_val; v++)
		value_memory_row(p, ex, Y, v, mem->val_mem + (size_t) v * D);
	p->be->seq->pointer_keys_forward(p->be, mem->val_keys, mem->val_mem, &vp, 1, mem->n_val, D,
									 D);
}

/* ------------------------------------------------------------------ parent feeding */

int
parser_action_row(const SqlAction *a)
{
	switch (a->kind)
	{
		case SQL_ACT_APPLY_RULE:
			return a->rule;
		case SQL_ACT_REDUCE:
			return PARSER_ACT_REDUCE;
		case SQL_ACT_SELECT_TABLE:
			return PARSER_ACT_TABLE;
		case SQL_ACT_SELECT_COLUMN:
			return PARSER_ACT_COLUMN;
		case SQL_ACT_VALUE:
			return PARSER_ACT_VALUE;
	}
	return PARSER_ACT_REDUCE;
}

/*
 * Mirror of the transition system's frame stack (sql_transition.c): a rule with fields
 * opens a frame; a filled single/optional field or a Reduce moves to the next field; a
 * frame whose fields are all filled closes.  It gives each step its parent step p_t.
 */
void
parent_stack_apply(ParentStack *s, const SqlAction *a, int step)
{
	if (s->n > 0)
	{
		ParentFrame *top = &s->frames[s->n - 1];
		const SqlField *f = &sql_rules[top->rule].fields[top->field];

		if (a->kind == SQL_ACT_REDUCE || f->card == SQL_CARD_SINGLE || f->card == SQL_CARD_OPTIONAL)
			top->field++;
	}
	if (a->kind == SQL_ACT_APPLY_RULE && sql_rules[a->rule].n_fields > 0)
	{
		if (s->n == s->cap)
		{
			s->cap = s->cap ? 2 * s->cap : 16;
			s->frames = realloc(s->frames, sizeof(ParentFrame) * (size_t) s->cap);
			if (s->frames == NULL)
				dt_fatal_oom(__func__);
		}
		s->frames[s->n].step = step;
		s->frames[s->n].rule = a->rule;
		s->frames[s->n].field = 0;
		s->n++;
	}
	while (s->n > 0 && s->frames[s->n - 1].field >= sql_rules[s->frames[s->n - 1].rule].n_fields)
		s->n--;
}

void
parent_stack_copy(ParentStack *dst, const ParentStack *src)
{
	if (dst->cap < src->n)
	{
		dst->cap = src->cap;
		dst->frames = realloc(dst->frames, sizeof(ParentFrame) * (size_t) dst->cap);
		if (dst->frames == NULL)
			dt_fatal_oom(__func__);
	}
	if (src->n > 0)
		memcpy(dst->frames, src->frames, sizeof(ParentFrame) * (size_t) src->n);
	dst->n = src->n;
}

void
parent_stack_free(ParentStack *s)
{
	free(s->frames);
	memset(s, 0, sizeof(*s));
}

void
parent_stack_step_input(const ParentStack *s, const SqlFrontier *fr, int prev_act_row,
						StepInput *in)
{
	(void) fr;
	in->prev_act_row = prev_act_row;
	in->prev_y_row = -1;
	in->prev_value = -1;
	in->parent_hist_row = -1;
	if (s->n == 0)
	{
		in->parent_step = -1;
		in->parent_act_row = -1;
		in->field_row = PARSER_FIELD_ROOT;
		return;
	}
	in->parent_step = s->frames[s->n - 1].step;
	in->parent_act_row = s->frames[s->n - 1].rule;
	in->field_row = s->frames[s->n - 1].rule * SQL_MAX_FIELDS + s->frames[s->n - 1].field;
}

/* ------------------------------------------------------------------ decoder cell (C.3) */

/*
 * x_t = [a_{t-1} | y_{t-1} | z_{t-1} | h_{p_t} | a_{p_t} | n_t].  Beyond the paper's input,
 * y_{t-1} is the encoding of what a_{t-1} selected (the table's or column's row of Y, the
 * value's memory row; zeros after a rule): the action embedding alone says "a column was
 * chosen", not which one (TranX embeds SelectColumn actions by the column likewise).
 */
void
build_step_input(const Parser *p, const DecoderMemory *mem, const StepInput *in,
				 const float *z_prev, const float *h_parent, float *x)
{
	int			A = p->cfg.action_dim,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				Nn = p->cfg.node_dim;
	DtBackend  *be = p->be;
	const float *act = T_DATA(p, p->t.act_emb),
			   *fld = T_DATA(p, p->t.field_emb);
	const float *slot[5];
	size_t		width[5] = {A, D, D, Hd, A};
	float	   *o = x;

	/* device rows gathered by copies; a missing one is zeros */
	slot[0] = in->prev_act_row >= 0 ? act + (size_t) in->prev_act_row * A : NULL;
	slot[1] = in->prev_y_row >= 0 ? mem->Y + (size_t) in->prev_y_row * D
		: in->prev_value >= 0 ? mem->val_mem + (size_t) in->prev_value * D : NULL;
	slot[2] = z_prev;
	slot[3] = h_parent;
	slot[4] = in->parent_act_row >= 0 ? act + (size_t) in->parent_act_row * A : NULL;
	for (int k = 0; k < 5; k++)
	{
		if (slot[k] != NULL)
			be->copy(be, o, slot[k], sizeof(float) * width[k]);
		else
			be->memset_zero(be, o, sizeof(float) * width[k]);
		o += width[k];
	}
	be->copy(be, o, fld + (size_t) in->field_row * Nn, sizeof(float) * Nn);
}

size_t
parser_decoder_batch_scratch(const Parser *p, int B, int n_items)
{
	int			Hd = p->cfg.decoder_hidden,
				D = p->cfg.d_model;

	return (size_t) B * (p->din_dec + 2 * Hd) + seq_lstm_cell_cache_size(B, Hd) +
		seq_mem_attention_cache_size(1, B, n_items, D, p->cfg.heads) + (size_t) B * 4 * Hd + 64;
}

void
parser_decoder_cell_batch(Parser *p, const DecoderMemory *mem, DecoderInputParts *parts,
						  const float *hist, int B, const StepInput *in,
						  const float *const *h_prev, const float *const *c_prev,
						  const float *const *z_prev, const float *const *h_parent, float *H,
						  float *C, float *Z, float *U, float *scratch)
{
	int			Hd = p->cfg.decoder_hidden,
				D = p->cfg.d_model,
				Din = p->din_dec;
	float	   *x = scratch,
			   *hp = x + (size_t) B * Din,
			   *cp = hp + (size_t) B * Hd,
			   *gates = cp + (size_t) B * Hd,
			   *att_cache = gates + seq_lstm_cell_cache_size(B, Hd),
			   *parts_out = att_cache + seq_mem_attention_cache_size(1, B, mem->n_items, D,
																	 p->cfg.heads);
	SeqLstmParams lp = lstm_params(p, p->t.dec_lstm);
	SeqMemAttentionParams ap = att_params(p);
	DtBackend  *be = p->be;
	bool		by_parts = parts != NULL && parts->on;

	for (int b = 0; b < B; b++)
	{
		if (!by_parts)
			build_step_input(p, mem, &in[b], z_prev[b], h_parent[b], x + (size_t) b * Din);
		if (h_prev[b] != NULL)
		{
			be->copy(be, hp + (size_t) b * Hd, h_prev[b], sizeof(float) * Hd);
			be->copy(be, cp + (size_t) b * Hd, c_prev[b], sizeof(float) * Hd);
		}
		else
		{
			be->memset_zero(be, hp + (size_t) b * Hd, sizeof(float) * Hd);
			be->memset_zero(be, cp + (size_t) b * Hd, sizeof(float) * Hd);
		}
	}
	if (by_parts)
	{
		parser_decoder_parts_gates(p, parts, mem, B, in, hist, z_prev, gates, x, parts_out);
		be->seq->lstm_cell_forward_preact(be, H, C, gates, hp, cp, &lp, B, Hd);
	}
	else
		be->seq->lstm_cell_forward(be, H, C, gates, x, hp, cp, &lp, B, Din, Hd);
	/* the B hypotheses are B queries of one batch row: every one attends over the same
	 * memory, which is read once per step (not copied per hypothesis) */
	be->seq->mem_attention_forward(be, Z, att_cache, H, mem->kv, NULL, &ap, 1, B, mem->n_items,
								   Hd, D, p->cfg.heads);
	for (int b = 0; b < B; b++)
	{
		be->copy(be, U + (size_t) b * p->d_head, H + (size_t) b * Hd, sizeof(float) * Hd);
		be->copy(be, U + (size_t) b * p->d_head + Hd, Z + (size_t) b * D, sizeof(float) * D);
	}
}
