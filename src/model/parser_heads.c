/*
 * parser_heads.c — the SQL-SP decoder's output heads (DT-Fixup paper, Appendix C.3) on
 * u_t = [h_t | z_t]: ApplyRule (an MLP over the grammar's rules plus Reduce), SelectTable
 * and SelectColumn (pointers; a column candidate is an (instance, column) pair in scope)
 * and Value (a pointer over question spans, database values and constants), with their
 * legality masks and masked log-probabilities, as beam search scores them.
 */
#include "model/parser_decoder.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

/* ------------------------------------------------------------------ heads */

size_t
parser_head_scratch(const Parser *p, int n_cands)
{
	size_t		D = (size_t) p->cfg.d_model;
	size_t		m = (size_t) (n_cands > PARSER_N_RULE_OUT ? n_cands : PARSER_N_RULE_OUT);

	/* mlp cache + logits + probs + mask + candidate memory, keys, and their grads */
	return D + 4 * m + 4 * m * D + 2 * D + (size_t) p->d_head + 64;
}

/* logp = log-softmax of logits over mask (NULL: every entry); host memory; logits may be
 * logp itself (element-wise pass) */
static void
log_softmax_masked(const float *logits, const uint8_t *mask, int n, float *logp)
{
	float		mx = -INFINITY;
	double		sum = 0;

	for (int i = 0; i < n; i++)
		if ((mask == NULL || mask[i]) && logits[i] > mx)
			mx = logits[i];
	for (int i = 0; i < n; i++)
		if (mask == NULL || mask[i])
			sum += exp((double) (logits[i] - mx));
	for (int i = 0; i < n; i++)
		logp[i] = mask == NULL || mask[i] ? (float) (logits[i] - mx - log(sum)) : -INFINITY;
}

void
rule_mask(const SqlFrontier *fr, uint8_t *mask)
{
	for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
		mask[r] = fr->kind == SQL_FRONTIER_RULE && fr->rule_allowed[r];
	mask[SQL_RULE_COUNT_RULES] = fr->reduce_allowed;
}

size_t
parser_rule_scratch(const Parser *p, int n)
{
	return (size_t) n * ((size_t) p->cfg.d_model + PARSER_N_RULE_OUT);
}

void
parser_rule_logits(Parser *p, const float *u, int n, float *logits, float *scratch)
{
	SeqMlpHeadParams mp = mlp_params(p);
	float	   *cache = scratch,
			   *dev_logits = cache + (size_t) n * p->cfg.d_model;

	p->be->seq->mlp_head_forward(p->be, dev_logits, cache, u, &mp, SEQ_MLP_TANH, n, p->d_head,
								 p->cfg.d_model, PARSER_N_RULE_OUT);
	/* the choice is the host's: the logits come back, the legality mask stays here */
	p->be->download(p->be, logits, dev_logits, sizeof(float) * (size_t) n * PARSER_N_RULE_OUT);
}

void
parser_rule_logp_from_logits(const float *logits, const SqlFrontier *fr, float *logp)
{
	uint8_t		mask[PARSER_N_RULE_OUT];

	rule_mask(fr, mask);
	log_softmax_masked(logits, mask, PARSER_N_RULE_OUT, logp);
}

void
parser_rule_logp(Parser *p, const float *u, const SqlFrontier *fr, float *logp, float *scratch)
{
	parser_rule_logits(p, u, 1, logp, scratch);
	parser_rule_logp_from_logits(logp, fr, logp);
}

void
parser_table_logp(Parser *p, const DecoderMemory *mem, const float *u, float *logp, float *scratch)
{
	SeqPointerParams tp = ptr_params(p, p->t.tab_ptr);
	float	   *cache = scratch,
			   *logits = cache + p->cfg.d_model;
	int			n = mem->n_tabs;

	p->be->seq->pointer_forward(p->be, logits, cache, u, mem->tab_keys, NULL, &tp, 1, 1, n,
								p->d_head, p->cfg.d_model);
	p->be->download(p->be, logp, logits, sizeof(float) * n);
	log_softmax_masked(logp, NULL, n, logp);
}

int
parser_column_candidates(const TsState *ts, const SchemaGraph *g, const SqlFrontier *fr,
						 ColumnCandidate **cands, int *cap)
{
	int			n = 0;

	for (int i = 0; i < fr->n_instances; i++)
	{
		int			inst = fr->instances[i];
		int			width = ts_instance_width(ts, inst);
		int			table = ts_instance_table(ts, inst);

		for (int c = 0; c < width; c++)
		{
			if (n == *cap)
			{
				*cap = *cap ? 2 * *cap : 64;
				*cands = realloc(*cands, sizeof(ColumnCandidate) * (size_t) *cap);
				if (*cands == NULL)
					dt_fatal_oom(__func__);
			}
			(*cands)[n].instance = inst;
			(*cands)[n].column = c;
			(*cands)[n].rank = i < PARSER_MAX_INSTANCE_RANK ? i : PARSER_MAX_INSTANCE_RANK - 1;
			(*cands)[n].graph_column = table >= 0 ? g->tables[table].first_column + c : -1;
			n++;
		}
	}
	return n;
}

/* Memory row of a column candidate: column encoding (or subquery column embedding) +
 * instance-rank embedding. */
void
column_memory(const Parser *p, const DecoderMemory *mem, const ColumnCandidate *cands, int n,
			  float *cm)
{
	int			D = p->cfg.d_model;
	DtBackend  *be = p->be;
	const float *inst = T_DATA(p, p->t.inst_emb),
			   *sub = T_DATA(p, p->t.subcol_emb);

	for (int i = 0; i < n; i++)
	{
		const ColumnCandidate *c = &cands[i];
		float	   *row = cm + (size_t) i * D;
		const float *base;

		if (c->graph_column >= 0)
			base = mem->Y + (size_t) (mem->n_q + c->graph_column) * D;
		else
			base = sub + (size_t) (c->column < PARSER_MAX_INSTANCE_RANK ? c->column : PARSER_MAX_INSTANCE_RANK - 1) * D;
		be->copy(be, row, base, sizeof(float) * D);
		be->axpy(be, row, 1.0f, inst + (size_t) c->rank * D, D);
	}
}

void
column_memory_backward(Parser *p, const DecoderMemory *mem, const ColumnCandidate *cands, int n,
					   const float *dcm, float *dY)
{
	int			D = p->cfg.d_model;
	DtBackend  *be = p->be;
	float	   *ginst = T_GRAD(p, p->t.inst_emb),
			   *gsub = T_GRAD(p, p->t.subcol_emb);

	for (int i = 0; i < n; i++)
	{
		const ColumnCandidate *c = &cands[i];
		const float *drow = dcm + (size_t) i * D;
		float	   *base;

		if (c->graph_column >= 0)
			base = dY + (size_t) (mem->n_q + c->graph_column) * D;
		else
			base = gsub + (size_t) (c->column < PARSER_MAX_INSTANCE_RANK ? c->column : PARSER_MAX_INSTANCE_RANK - 1) * D;
		be->axpy(be, base, 1.0f, drow, D);
		be->axpy(be, ginst + (size_t) c->rank * D, 1.0f, drow, D);
	}
}

/* ------------------------------------------------------------------ column keys by part */

/* The subquery-column embedding row of a candidate without a schema column. */
static int
sub_row(const ColumnCandidate *c)
{
	return c->column < PARSER_MAX_INSTANCE_RANK ? c->column : PARSER_MAX_INSTANCE_RANK - 1;
}

bool
parser_column_keys_begin(Parser *p, ColumnKeyParts *ck, int n_cols)
{
	size_t		D = (size_t) p->cfg.d_model,
				rows = (size_t) n_cols + 2 * PARSER_MAX_INSTANCE_RANK;

	memset(ck, 0, sizeof(*ck));
	if (!dt_backend_is_host(p->be))
		return false;
	ck->n_cols = n_cols;
	ck->cols = grow_floats(p->be, &p->sc->g_col_keys, rows * D);
	ck->subs = ck->cols + (size_t) n_cols * D;
	ck->ranks = ck->subs + PARSER_MAX_INSTANCE_RANK * D;
	ck->have = calloc(rows, 1);
	if (ck->have == NULL)
		dt_fatal_oom(__func__);
	ck->on = true;
	return true;
}

void
parser_column_keys_end(ColumnKeyParts *ck)
{
	free(ck->have);
	free(ck->src);
	free(ck->dst);
	memset(ck, 0, sizeof(*ck));
}

/* dst[i] = src[i] W_k^T for m rows (x, out: m x D scratch) */
static void
column_key_rows(Parser *p, const float *const *src, float *const *dst, int m, float *x,
				float *out)
{
	DtBackend  *be = p->be;
	int			D = p->cfg.d_model;

	if (m == 0)
		return;
	for (int i = 0; i < m; i++)
		be->copy(be, x + (size_t) i * D, src[i], sizeof(float) * D);
	be->linear_forward(be, out, x, T_DATA(p, p->t.col_ptr[2]), NULL, m, D, D);
	for (int i = 0; i < m; i++)
		be->copy(be, dst[i], out + (size_t) i * D, sizeof(float) * D);
}

/* Make the parts that the n candidates need and that are not made yet: at most n of each
 * kind (x, out: n x D scratch each). */
static void
column_keys_fill(Parser *p, const DecoderMemory *mem, ColumnKeyParts *ck,
				 const ColumnCandidate *cands, int n, float *x, float *out)
{
	size_t		D = (size_t) p->cfg.d_model;
	uint8_t    *have_sub = ck->have + ck->n_cols,
			   *have_rank = have_sub + PARSER_MAX_INSTANCE_RANK;
	const float *inst = T_DATA(p, p->t.inst_emb),
			   *sub = T_DATA(p, p->t.subcol_emb);
	const float **src;
	float	  **dst;
	int			m;

	if (n > ck->cap_rows)
	{
		ck->src = realloc(ck->src, sizeof(float *) * (size_t) n);
		ck->dst = realloc(ck->dst, sizeof(float *) * (size_t) n);
		if (ck->src == NULL || ck->dst == NULL)
			dt_fatal_oom(__func__);
		ck->cap_rows = n;
	}
	src = ck->src;
	dst = ck->dst;
	/* the candidate's own row: a schema column's encoding or a subquery column's row */
	m = 0;
	for (int i = 0; i < n; i++)
	{
		const ColumnCandidate *c = &cands[i];

		if (c->graph_column >= 0 && !ck->have[c->graph_column])
		{
			ck->have[c->graph_column] = 1;
			src[m] = mem->Y + (size_t) (mem->n_q + c->graph_column) * D;
			dst[m++] = ck->cols + (size_t) c->graph_column * D;
		}
		else if (c->graph_column < 0 && !have_sub[sub_row(c)])
		{
			have_sub[sub_row(c)] = 1;
			src[m] = sub + (size_t) sub_row(c) * D;
			dst[m++] = ck->subs + (size_t) sub_row(c) * D;
		}
	}
	column_key_rows(p, src, dst, m, x, out);
	/* the instance rank's row, with the key's bias */
	m = 0;
	for (int i = 0; i < n; i++)
	{
		if (have_rank[cands[i].rank])
			continue;
		have_rank[cands[i].rank] = 1;
		src[m] = inst + (size_t) cands[i].rank * D;
		dst[m++] = ck->ranks + (size_t) cands[i].rank * D;
	}
	column_key_rows(p, src, dst, m, x, out);
	for (int i = 0; i < m; i++)
		p->be->axpy(p->be, dst[i], 1.0f, T_DATA(p, p->t.col_ptr[3]), D);
}

/* keys of the n candidates from the parts (made where missing) */
static void
column_keys_by_part(Parser *p, const DecoderMemory *mem, ColumnKeyParts *ck,
					const ColumnCandidate *cands, int n, float *keys, float *x)
{
	DtBackend  *be = p->be;
	size_t		D = (size_t) p->cfg.d_model;

	column_keys_fill(p, mem, ck, cands, n, x, keys);
	for (int i = 0; i < n; i++)
	{
		const ColumnCandidate *c = &cands[i];
		float	   *k = keys + (size_t) i * D;

		be->copy(be, k, c->graph_column >= 0 ? ck->cols + (size_t) c->graph_column * D
				 : ck->subs + (size_t) sub_row(c) * D, sizeof(float) * D);
		be->axpy(be, k, 1.0f, ck->ranks + (size_t) c->rank * D, D);
	}
}

void
parser_column_logp(Parser *p, const DecoderMemory *mem, ColumnKeyParts *ck, const float *u,
				   const ColumnCandidate *cands, int n, float *logp, float *scratch)
{
	int			D = p->cfg.d_model;
	SeqPointerParams cp = ptr_params(p, p->t.col_ptr);
	float	   *cache = scratch,
			   *logits = cache + D,
			   *cm = logits + n,
			   *keys = cm + (size_t) n * D;

	if (ck != NULL && ck->on)
		column_keys_by_part(p, mem, ck, cands, n, keys, cm);
	else
	{
		column_memory(p, mem, cands, n, cm);
		p->be->seq->pointer_keys_forward(p->be, keys, cm, &cp, 1, n, D, D);
	}
	p->be->seq->pointer_forward(p->be, logits, cache, u, keys, NULL, &cp, 1, 1, n, p->d_head, D);
	p->be->download(p->be, logp, logits, sizeof(float) * n);
	log_softmax_masked(logp, NULL, n, logp);
}

bool
parser_value_allowed(const Parser *p, const ParserExample *ex, const SqlFrontier *fr, int v)
{
	const char *text;
	SqlValueType type;

	if (v == ex->n_values + p->n_const)
		return fr->reduce_allowed;
	text = parser_value_text(p, ex, v, &type);
	if (fr->limit_value)
		return type == SQL_VALUE_INTEGER && text[0] != '-';
	return true;
}

const char *
parser_value_text(const Parser *p, const ParserExample *ex, int v, SqlValueType *type)
{
	if (v < ex->n_values)
	{
		*type = ex->values[v].type;
		return ex->values[v].text;
	}
	*type = p->const_type[v - ex->n_values];
	return p->const_text[v - ex->n_values];
}

int
parser_value_target(const Parser *p, const ParserExample *ex, int t)
{
	const SqlAction *a = &ex->gold.items[t];

	if (ex->gold_value_index[t] >= 0)
		return ex->gold_value_index[t];
	for (int k = 0; k < p->n_const; k++)
		if (p->const_type[k] == a->value_type && strcmp(p->const_text[k], a->value) == 0)
			return ex->n_values + k;
	return -1;
}

void
parser_value_logp(Parser *p, const DecoderMemory *mem, const ParserExample *ex, const float *u,
				  const SqlFrontier *fr, float *logp, float *scratch)
{
	int			D = p->cfg.d_model,
				n = mem->n_val;
	SeqPointerParams vp = ptr_params(p, p->t.val_ptr);
	float	   *cache = scratch,
			   *logits = cache + D;
	uint8_t    *mask = grow_host(&p->sc->h_mask, (size_t) n);

	for (int v = 0; v < n; v++)
		mask[v] = parser_value_allowed(p, ex, fr, v);
	/* unmasked scores; the host's legality mask applies in the log-softmax (the same
	 * log-probabilities as masking in the op: masked entries are never read) */
	p->be->seq->pointer_forward(p->be, logits, cache, u, mem->val_keys, NULL, &vp, 1, 1, n,
								p->d_head, D);
	p->be->download(p->be, logp, logits, sizeof(float) * n);
	log_softmax_masked(logp, mask, n, logp);
}
