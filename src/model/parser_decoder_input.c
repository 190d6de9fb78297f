/*
 * parser_decoder_input.c — the decoder LSTM's input product of a beam search, one part of
 * x_t at a time (DecoderInputParts).
 *
 * x_t = [a_{t-1} | y_{t-1} | z_{t-1} | h_{p_t} | a_{p_t} | n_t] (build_step_input), and the
 * cell's pre-activations are x_t W_ih^T + b, a sum over those parts.  In a beam search most
 * parts repeat: a_{t-1} is one of a few dozen action rows, a_{p_t} and n_t are fixed by the
 * parent's (rule, field), y_{t-1} is zero after a rule and otherwise one of the schema's rows
 * or value candidates, and h_{p_t} is the h of an earlier step that every hypothesis sharing
 * that prefix, and every field of that rule, reads again.  So each part's product is made
 * once per decode, the first time a row needs it, and kept; a step multiplies only z_{t-1},
 * which is new at every step.  Per hypothesis and step that is D of the Din = 928 input
 * columns (general model: A 64, D 256, Hd 256, Nn 32) instead of all of them.
 *
 * The sum is the same as the whole product's up to the order of float additions.  Only on
 * a host backend: on a GPU the many small products would cost more in launches than the
 * single one they replace, and parser_decoder_cell_batch keeps the whole product there.
 */
#include "model/parser_decoder.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

/* Keys of a_{t-1}'s parts: every action row, then the first step's (no action before it) */
#define PARTS_ACT_NONE PARSER_N_ACT_ROWS	/* a_{t-1} at t = 0: the biases alone */
#define PARTS_N_ACT (PARSER_N_ACT_ROWS + 1)

/* The column where each part of x_t starts in W_ih's rows (Din floats apart). */
static int
col_y(const Parser *p)
{
	return p->cfg.action_dim;
}

static int
col_z(const Parser *p)
{
	return p->cfg.action_dim + p->cfg.d_model;
}

static int
col_hp(const Parser *p)
{
	return p->cfg.action_dim + 2 * p->cfg.d_model;
}

static int
col_ap(const Parser *p)
{
	return p->cfg.action_dim + 2 * p->cfg.d_model + p->cfg.decoder_hidden;
}

static int
col_n(const Parser *p)
{
	return p->din_dec - p->cfg.node_dim;
}

/* The fixed keys of the slot map: a_{t-1}'s action row, the parent's field row, a row of Y,
 * a value-memory row; the history's rows follow (parser_decoder_parts_step). */
static int
key_parent(int f)
{
	return PARTS_N_ACT + f;
}

static int
key_item(int i)
{
	return PARTS_N_ACT + PARSER_N_FIELD_ROWS + i;
}

static int
key_value(const DecoderInputParts *dp, int v)
{
	return PARTS_N_ACT + PARSER_N_FIELD_ROWS + dp->n_items + v;
}

static int
key_hist(const DecoderInputParts *dp, int r)
{
	return PARTS_N_ACT + PARSER_N_FIELD_ROWS + dp->n_items + dp->n_val + r;
}

/* The made row of key k, or NULL. */
static float *
part_row(Parser *p, const DecoderInputParts *dp, int k)
{
	return dp->slot[k] < 0 ? NULL : dp->rows + (size_t) dp->slot[k] * 4 * p->cfg.decoder_hidden;
}

bool
parser_decoder_parts_begin(Parser *p, DecoderInputParts *dp, int n_items, int n_val)
{
	memset(dp, 0, sizeof(*dp));
	if (!dt_backend_is_host(p->be))
		return false;
	dp->n_items = n_items;
	dp->n_val = n_val;
	dp->n_keys = (size_t) key_hist(dp, 0);
	dp->slot = malloc(sizeof(int) * dp->n_keys);
	if (dp->slot == NULL)
		dt_fatal_oom(__func__);
	memset(dp->slot, 0xff, sizeof(int) * dp->n_keys);	/* -1: not made */
	dp->on = true;
	return true;
}

void
parser_decoder_parts_end(DecoderInputParts *dp)
{
	free(dp->slot);
	memset(dp, 0, sizeof(*dp));
}

/* Keys for the parts of the h of every step up to step (history rows step * K +
 * hypothesis). */
void
parser_decoder_parts_step(Parser *p, DecoderInputParts *dp, int step, int K)
{
	size_t		keys = (size_t) key_hist(dp, (step + 1) * K);

	if (!dp->on || keys <= dp->n_keys)
		return;
	dp->slot = realloc(dp->slot, sizeof(int) * keys);
	if (dp->slot == NULL)
		dt_fatal_oom(__func__);
	memset(dp->slot + dp->n_keys, 0xff, sizeof(int) * (keys - dp->n_keys));
	dp->n_keys = keys;
}

/* A new row for key k (the pool has room: parts_fill). */
static float *
part_new_row(Parser *p, DecoderInputParts *dp, int k)
{
	dp->slot[k] = (int) dp->n_rows++;
	return part_row(p, dp, k);
}

/* x (m x K) = the m rows src[i], a NULL one as zeros */
static void
gather_rows(DtBackend *be, float *x, const float *const *src, int m, int K)
{
	for (int i = 0; i < m; i++)
	{
		if (src[i] != NULL)
			be->copy(be, x + (size_t) i * K, src[i], sizeof(float) * K);
		else
			be->memset_zero(be, x + (size_t) i * K, sizeof(float) * K);
	}
}

/*
 * One part for m rows at once: dst[i] = (or, when accumulate, +=) src[i] W_ih[:, col..col+K)^T,
 * a NULL src[i] being zeros.  x (m x K) and out (m x 4Hd) are scratch.
 */
static void
part_product(Parser *p, const float *const *src, float *const *dst, int m, int K, int col,
			 bool accumulate, float *x, float *out)
{
	DtBackend  *be = p->be;
	int			G = 4 * p->cfg.decoder_hidden;
	const float *w_ih = T_DATA(p, p->t.dec_lstm[0]);

	if (m == 0)
		return;
	gather_rows(be, x, src, m, K);
	be->gemm(be, false, true, m, G, K, 1.0f, x, K, w_ih + col, p->din_dec, 0.0f, out, G);
	for (int i = 0; i < m; i++)
	{
		if (accumulate)
			be->axpy(be, dst[i], 1.0f, out + (size_t) i * G, G);
		else
			be->copy(be, dst[i], out + (size_t) i * G, sizeof(float) * G);
	}
}

/* The slot-map keys of a_{t-1}'s part (with both biases) and of y_{t-1}'s (-1: none). */
static int
act_key(const StepInput *in)
{
	return in->prev_act_row >= 0 ? in->prev_act_row : PARTS_ACT_NONE;
}

static int
y_key(const DecoderInputParts *dp, const StepInput *in)
{
	if (in->prev_y_row >= 0)
		return key_item(in->prev_y_row);
	if (in->prev_value >= 0)
		return key_value(dp, in->prev_value);
	return -1;
}

/* Make the rows that the B hypotheses' inputs need and that are not made yet. */
static void
parts_fill(Parser *p, DecoderInputParts *dp, const DecoderMemory *mem, int B,
		   const StepInput *in, const float *hist, float *x, float *out)
{
	int			A = p->cfg.action_dim,
				D = p->cfg.d_model,
				Hd = p->cfg.decoder_hidden,
				Nn = p->cfg.node_dim;
	size_t		G = 4 * (size_t) Hd;
	const float *act = T_DATA(p, p->t.act_emb),
			   *fld = T_DATA(p, p->t.field_emb),
			   *b_ih = T_DATA(p, p->t.dec_lstm[2]),
			   *b_hh = T_DATA(p, p->t.dec_lstm[3]);

	/* rows to make at this step: at most B (<= 64) of each kind (zeroed only to quiet
	 * GCC, which cannot see that part_product reads the first m) */
	const float *src[64] = {0},
			   *src2[64] = {0};
	float	   *dst[64] = {0};
	int			m;

	/* room for every row this step may add (B of each of 4 kinds): the pointers handed
	 * out below stay valid */
	dp->rows = grow_floats_keep(p->be, &p->sc->g_parts, (dp->n_rows + 4 * (size_t) B) * G,
								dp->n_rows * G);

	/* a_{t-1}: the action row's part, then the biases (the first step: the biases alone) */
	m = 0;
	for (int b = 0; b < B; b++)
	{
		int			k = act_key(&in[b]);

		if (dp->slot[k] >= 0)
			continue;
		src[m] = k == PARTS_ACT_NONE ? NULL : act + (size_t) k * A;
		dst[m++] = part_new_row(p, dp, k);
	}
	part_product(p, src, dst, m, A, 0, false, x, out);
	for (int i = 0; i < m; i++)
	{
		p->be->axpy(p->be, dst[i], 1.0f, b_ih, G);
		p->be->axpy(p->be, dst[i], 1.0f, b_hh, G);
	}

	/* a_{p_t} and n_t, both fixed by the parent's (rule, field) */
	m = 0;
	for (int b = 0; b < B; b++)
	{
		int			f = in[b].field_row;

		if (dp->slot[key_parent(f)] >= 0)
			continue;
		src[m] = in[b].parent_act_row >= 0 ? act + (size_t) in[b].parent_act_row * A : NULL;
		src2[m] = fld + (size_t) f * Nn;
		dst[m++] = part_new_row(p, dp, key_parent(f));
	}
	part_product(p, src, dst, m, A, col_ap(p), false, x, out);
	part_product(p, src2, dst, m, Nn, col_n(p), true, x, out);

	/* y_{t-1}: the selected table's or column's row of Y, or the value's memory row */
	m = 0;
	for (int b = 0; b < B; b++)
	{
		int			k = y_key(dp, &in[b]);

		if (k < 0 || dp->slot[k] >= 0)
			continue;
		src[m] = in[b].prev_y_row >= 0 ? mem->Y + (size_t) in[b].prev_y_row * D
			: mem->val_mem + (size_t) in[b].prev_value * D;
		dst[m++] = part_new_row(p, dp, k);
	}
	part_product(p, src, dst, m, D, col_y(p), false, x, out);

	/* h_{p_t}: the parent step's h, a row of the decode's history */
	m = 0;
	for (int b = 0; b < B; b++)
	{
		int			r = in[b].parent_hist_row;

		if (r < 0 || dp->slot[key_hist(dp, r)] >= 0)
			continue;
		src[m] = hist + (size_t) r * Hd;
		dst[m++] = part_new_row(p, dp, key_hist(dp, r));
	}
	part_product(p, src, dst, m, Hd, col_hp(p), false, x, out);
}

void
parser_decoder_parts_gates(Parser *p, DecoderInputParts *dp, const DecoderMemory *mem, int B,
						   const StepInput *in, const float *hist,
						   const float *const *z_prev, float *gates, float *x, float *out)
{
	DtBackend  *be = p->be;
	int			D = p->cfg.d_model;
	size_t		G = 4 * (size_t) p->cfg.decoder_hidden;
	bool		any_z = false;

	parts_fill(p, dp, mem, B, in, hist, x, out);
	for (int b = 0; b < B; b++)
	{
		float	   *g = gates + (size_t) b * G;
		int			k = y_key(dp, &in[b]);

		be->copy(be, g, part_row(p, dp, act_key(&in[b])), sizeof(float) * G);
		be->axpy(be, g, 1.0f, part_row(p, dp, key_parent(in[b].field_row)), G);
		if (k >= 0)
			be->axpy(be, g, 1.0f, part_row(p, dp, k), G);
		if (in[b].parent_hist_row >= 0)
			be->axpy(be, g, 1.0f, part_row(p, dp, key_hist(dp, in[b].parent_hist_row)), G);
		any_z |= z_prev[b] != NULL;
	}
	/* z_{t-1}, new at every step: one product for the beam */
	if (!any_z)
		return;
	gather_rows(be, x, z_prev, B, D);
	be->gemm(be, false, true, B, (int) G, D, 1.0f, x, D, T_DATA(p, p->t.dec_lstm[0]) + col_z(p),
			 p->din_dec, 1.0f, gates, (int) G);
}
