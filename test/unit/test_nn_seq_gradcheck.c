/*
 * test_nn_seq_gradcheck.c — every sequence layer's backward against central finite
 * differences, in double precision.
 *
 * The seq_*.c sources are compiled here a second time with NN_DOUBLE (see
 * src/nn/nn_real.h), so the code checked is the library's own, instantiated in double.
 * For each layer: L = sum_i w_i * out_i with fixed random w, analytic gradients from the
 * backward with dout = w, numeric ones from (L(x+h) - L(x-h)) / 2h for every element of
 * every input and parameter.  A mismatch beyond 1e-6 (relative, floor 1e-3) fails.
 * Each test then runs the backward once more and expects every gradient to have doubled
 * exactly: gradients accumulate (+=), they never overwrite.
 * The last tests check the padding contracts directly: values at padding positions
 * never change a real output, and a padded sequence computes what it computes alone.
 */
#define NN_DOUBLE 1
#include "nn/seq_embedding.c"
#include "nn/seq_lstm.c"
#include "nn/seq_swishrnn.c"
#include "nn/seq_mem_attention.c"
#include "nn/seq_pointer.c"
#include "nn/seq_smoothed_xent.c"
#include "nn/seq_mlp_head.c"

#include "unit.h"

#define GC_STEP 1e-6
#define GC_TOL 1e-6

/* ---- deterministic random numbers ---- */

static uint64_t gc_rng_state = 0x9E3779B97F4A7C15ull;

static double
gc_uniform(double lo, double hi)
{
	gc_rng_state ^= gc_rng_state << 13;
	gc_rng_state ^= gc_rng_state >> 7;
	gc_rng_state ^= gc_rng_state << 17;
	return lo + (hi - lo) * (double) (gc_rng_state >> 11) / (double) (1ull << 53);
}

static double *
gc_random(size_t n, double scale)
{
	double	   *v = malloc(sizeof(double) * (n ? n : 1));

	for (size_t i = 0; i < n; i++)
		v[i] = gc_uniform(-scale, scale);
	return v;
}

static double *
gc_zeros(size_t n)
{
	return calloc(n ? n : 1, sizeof(double));
}

static double
gc_dot(const double *a, const double *b, size_t n)
{
	double		s = 0;

	for (size_t i = 0; i < n; i++)
		s += a[i] * b[i];
	return s;
}

/* ---- the checker ---- */

typedef struct GcTarget
{
	const char *name;
	double	   *x;				/* the values perturbed */
	const double *grad;			/* the analytic gradient */
	size_t		n;
} GcTarget;

typedef double (*GcLoss) (void *ctx);

/*
 * Compares every analytic gradient element with its central difference.  Returns the
 * number of mismatching elements (printing the first few) so a test can also assert that
 * a wrong gradient IS caught.
 */
static int
gc_compare(const char *layer, GcLoss loss, void *ctx, const GcTarget *targets, int nt,
		   bool quiet)
{
	int			bad = 0;
	double		worst = 0;

	for (int t = 0; t < nt; t++)
		for (size_t i = 0; i < targets[t].n; i++)
		{
			double		saved = targets[t].x[i];

			targets[t].x[i] = saved + GC_STEP;
			double		lp = loss(ctx);

			targets[t].x[i] = saved - GC_STEP;
			double		lm = loss(ctx);

			targets[t].x[i] = saved;
			double		num = (lp - lm) / (2 * GC_STEP);
			double		ana = targets[t].grad[i];
			double		scale = fmax(fmax(fabs(num), fabs(ana)), 1e-3);
			double		rel = fabs(num - ana) / scale;

			worst = fmax(worst, rel);
			if (rel > GC_TOL)
			{
				if (!quiet && bad < 5)
					fprintf(stderr, "  %s: d/d%s[%zu] analytic %.10g numeric %.10g\n",
							layer, targets[t].name, i, ana, num);
				bad++;
			}
		}
	loss(ctx);					/* leave the caches as the unperturbed forward made them */
	if (!quiet)
		printf("     %s: worst relative gradient error %.3g\n", layer, worst);
	return bad;
}

#define GC_CHECK(layer, loss, ctx, targets) \
	CHECK_INT_EQ(gc_compare(layer, loss, ctx, targets, (int) (sizeof(targets) / sizeof(targets[0])), false), 0)

/*
 * Gradients accumulate (+=): after a snapshot, a second identical backward must leave
 * exactly twice the snapshot in every gradient buffer.
 */
typedef struct GcSnapshot
{
	double	   *v[16];
	int			nt;
} GcSnapshot;

static GcSnapshot
gc_snapshot(const GcTarget *targets, int nt)
{
	GcSnapshot	s = {{0}, nt};

	for (int t = 0; t < nt && t < 16; t++)
	{
		s.v[t] = malloc(sizeof(double) * (targets[t].n ? targets[t].n : 1));
		memcpy(s.v[t], targets[t].grad, sizeof(double) * targets[t].n);
	}
	return s;
}

static void
gc_expect_doubled(const char *layer, const GcTarget *targets, GcSnapshot *s)
{
	for (int t = 0; t < s->nt && t < 16; t++)
	{
		int			bad = 0;

		for (size_t i = 0; i < targets[t].n; i++)
			bad += fabs(targets[t].grad[i] - 2 * s->v[t][i]) > 1e-12 * fmax(1, fabs(s->v[t][i]));
		if (bad)
			UNIT_FAIL("%s: d%s does not accumulate (+=) across backward calls", layer, targets[t].name);
		free(s->v[t]);
	}
}

#define GC_NT(targets) ((int) (sizeof(targets) / sizeof(targets[0])))

/* ---- embedding ---- */

typedef struct EmbCase
{
	int			n, k, V, NB, C;
	int		   *word, *bucket;
	double	   *wt, *bt, *out, *w;
} EmbCase;

static double
emb_loss(void *p)
{
	EmbCase    *e = p;

	seq_embedding_forward_d(e->out, e->word, e->bucket, e->n, e->k, e->wt, e->bt, e->C);
	return gc_dot(e->out, e->w, (size_t) e->n * e->C);
}

UNIT_TEST(embedding_gradients_match_finite_differences)
{
	int			word[] = {0, 3, -1, 3, 1, -1};
	int			bucket[] = {0, 4, -1, 2, 2, 1, 3, -1, -1, -1, -1, -1, 4, 0, 1, -1, -1, -1};
	EmbCase		e = {6, 3, 4, 5, 3, word, bucket};

	e.wt = gc_random(12, 1);
	e.bt = gc_random(15, 1);
	e.out = gc_zeros(18);
	e.w = gc_random(18, 1);
	double	   *dwt = gc_zeros(12), *dbt = gc_zeros(15);

	CHECK(seq_embedding_ids_valid_d(word, bucket, 6, 3, 4, 5));
	CHECK(!seq_embedding_ids_valid_d(word, bucket, 6, 3, 3, 5));
	emb_loss(&e);
	/* token 5 has neither word nor bucket: the zero vector */
	CHECK(e.out[15] == 0 && e.out[16] == 0 && e.out[17] == 0);
	/* token 0 = word 0 + mean of buckets 0 and 4 */
	CHECK_NEAR(e.out[0], e.wt[0] + 0.5 * (e.bt[0] + e.bt[12]), 1e-12);
	seq_embedding_backward_d(dwt, dbt, e.w, word, bucket, 6, 3, 3);
	GcTarget	t[] = {{"word_table", e.wt, dwt, 12}, {"bucket_table", e.bt, dbt, 15}};

	GC_CHECK("embedding", emb_loss, &e, t);
	{
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		seq_embedding_backward_d(dwt, dbt, e.w, word, bucket, 6, 3, 3);
		gc_expect_doubled("embedding", t, &snap);
	}
	free(e.wt); free(e.bt); free(e.out); free(e.w); free(dwt); free(dbt);
}

/* ---- LSTM parameters ---- */

typedef struct LstmWeights
{
	double	   *w_ih, *w_hh, *b_ih, *b_hh;
	double	   *dw_ih, *dw_hh, *db_ih, *db_hh;
} LstmWeights;

static void
lstm_weights_init(LstmWeights *w, int Din, int H)
{
	w->w_ih = gc_random((size_t) 4 * H * Din, 0.6);
	w->w_hh = gc_random((size_t) 4 * H * H, 0.6);
	w->b_ih = gc_random((size_t) 4 * H, 0.3);
	w->b_hh = gc_random((size_t) 4 * H, 0.3);
	w->dw_ih = gc_zeros((size_t) 4 * H * Din);
	w->dw_hh = gc_zeros((size_t) 4 * H * H);
	w->db_ih = gc_zeros((size_t) 4 * H);
	w->db_hh = gc_zeros((size_t) 4 * H);
}

static void
lstm_weights_free(LstmWeights *w)
{
	free(w->w_ih); free(w->w_hh); free(w->b_ih); free(w->b_hh);
	free(w->dw_ih); free(w->dw_hh); free(w->db_ih); free(w->db_hh);
}

static SeqLstmParams
lstm_params(const LstmWeights *w)
{
	SeqLstmParams p = {w->w_ih, w->w_hh, w->b_ih, w->b_hh};

	return p;
}

static SeqLstmGrads
lstm_grads(const LstmWeights *w)
{
	SeqLstmGrads g = {w->dw_ih, w->dw_hh, w->db_ih, w->db_hh};

	return g;
}

/* ---- LSTM cell ---- */

typedef struct CellCase
{
	int			B, Din, H;
	LstmWeights w;
	double	   *x, *h0, *c0, *h, *c, *gates, *wh, *wc;
} CellCase;

static double
cell_loss(void *p)
{
	CellCase   *e = p;
	SeqLstmParams prm = lstm_params(&e->w);
	size_t		BH = (size_t) e->B * e->H;

	seq_lstm_cell_forward_d(e->h, e->c, e->gates, e->x, e->h0, e->c0, &prm, e->B, e->Din, e->H);
	return gc_dot(e->h, e->wh, BH) + gc_dot(e->c, e->wc, BH);
}

UNIT_TEST(lstm_cell_gradients_match_finite_differences)
{
	CellCase	e = {3, 4, 5};
	size_t		BH = 15;

	lstm_weights_init(&e.w, e.Din, e.H);
	e.x = gc_random(12, 1);
	e.h0 = gc_random(BH, 1);
	e.c0 = gc_random(BH, 1);
	e.h = gc_zeros(BH);
	e.c = gc_zeros(BH);
	e.gates = gc_zeros(seq_lstm_cell_cache_size_d(3, 5));
	e.wh = gc_random(BH, 1);
	e.wc = gc_random(BH, 1);
	double	   *ws = gc_zeros(seq_lstm_cell_workspace_size_d(3, 5));
	double	   *dx = gc_zeros(12), *dh0 = gc_zeros(BH), *dc0 = gc_zeros(BH);
	SeqLstmParams prm = lstm_params(&e.w);
	SeqLstmGrads g = lstm_grads(&e.w);

	cell_loss(&e);
	seq_lstm_cell_backward_d(dx, dh0, dc0, &g, ws, e.wh, e.wc, e.gates, e.c, e.x, e.h0, e.c0,
							 &prm, 3, 4, 5);
	GcTarget	t[] = {{"x", e.x, dx, 12}, {"h_prev", e.h0, dh0, BH}, {"c_prev", e.c0, dc0, BH},
		{"w_ih", e.w.w_ih, e.w.dw_ih, 80}, {"w_hh", e.w.w_hh, e.w.dw_hh, 100},
	{"b_ih", e.w.b_ih, e.w.db_ih, 20}, {"b_hh", e.w.b_hh, e.w.db_hh, 20}};

	GC_CHECK("lstm cell", cell_loss, &e, t);
	{
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		seq_lstm_cell_backward_d(dx, dh0, dc0, &g, ws, e.wh, e.wc, e.gates, e.c, e.x, e.h0, e.c0,
								 &prm, 3, 4, 5);
		gc_expect_doubled("lstm cell", t, &snap);
	}
	lstm_weights_free(&e.w);
	free(e.x); free(e.h0); free(e.c0); free(e.h); free(e.c); free(e.gates); free(e.wh); free(e.wc);
	free(ws); free(dx); free(dh0); free(dc0);
}

/* ---- sequence LSTM, one direction ---- */

typedef struct SeqCase
{
	int			B, T, Din, H;
	bool		reverse;
	const int  *lengths;
	LstmWeights w;
	double	   *inp, *h0, *c0, *out, *hf, *cf, *cache, *wout, *whf, *wcf;
} SeqCase;

static double
seq_loss(void *p)
{
	SeqCase    *e = p;
	SeqLstmParams prm = lstm_params(&e->w);
	size_t		BH = (size_t) e->B * e->H;

	seq_lstm_forward_d(e->out, e->hf, e->cf, e->H, e->cache, e->inp, e->lengths, e->h0, e->c0,
					   &prm, e->B, e->T, e->Din, e->H, e->reverse);
	return gc_dot(e->out, e->wout, (size_t) e->B * e->T * e->H) + gc_dot(e->hf, e->whf, BH) +
		gc_dot(e->cf, e->wcf, BH);
}

static void
check_sequence_lstm(bool reverse)
{
	static const int lengths[] = {4, 2, 0, 3};
	SeqCase		e = {4, 4, 3, 3, reverse, lengths};
	size_t		BH = 12,
				BTI = 48,
				BTH = 48;

	lstm_weights_init(&e.w, e.Din, e.H);
	e.inp = gc_random(BTI, 1);
	e.h0 = gc_random(BH, 1);
	e.c0 = gc_random(BH, 1);
	e.out = gc_zeros(BTH);
	e.hf = gc_zeros(BH);
	e.cf = gc_zeros(BH);
	e.cache = gc_zeros(seq_lstm_cache_size_d(4, 4, 3));
	e.wout = gc_random(BTH, 1);
	e.whf = gc_random(BH, 1);
	e.wcf = gc_random(BH, 1);
	double	   *ws = gc_zeros(seq_lstm_workspace_size_d(4, 4, 3));
	double	   *dinp = gc_zeros(BTI), *dh0 = gc_zeros(BH), *dc0 = gc_zeros(BH);
	SeqLstmParams prm = lstm_params(&e.w);
	SeqLstmGrads g = lstm_grads(&e.w);

	seq_loss(&e);
	/* a length-0 sequence keeps its initial state */
	CHECK(memcmp(e.hf + 6, e.h0 + 6, 3 * sizeof(double)) == 0);
	seq_lstm_backward_d(dinp, dh0, dc0, &g, ws, e.wout, e.whf, e.wcf, 3, e.cache, e.inp, lengths,
						&prm, 4, 4, 3, 3, reverse);
	GcTarget	t[] = {{"inp", e.inp, dinp, BTI}, {"h0", e.h0, dh0, BH}, {"c0", e.c0, dc0, BH},
		{"w_ih", e.w.w_ih, e.w.dw_ih, 36}, {"w_hh", e.w.w_hh, e.w.dw_hh, 36},
	{"b_ih", e.w.b_ih, e.w.db_ih, 12}, {"b_hh", e.w.b_hh, e.w.db_hh, 12}};

	GC_CHECK(reverse ? "lstm reverse" : "lstm forward", seq_loss, &e, t);
	{
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		seq_lstm_backward_d(dinp, dh0, dc0, &g, ws, e.wout, e.whf, e.wcf, 3, e.cache, e.inp,
							lengths, &prm, 4, 4, 3, 3, reverse);
		gc_expect_doubled("lstm", t, &snap);
	}
	lstm_weights_free(&e.w);
	free(e.inp); free(e.h0); free(e.c0); free(e.out); free(e.hf); free(e.cf); free(e.cache);
	free(e.wout); free(e.whf); free(e.wcf); free(ws); free(dinp); free(dh0); free(dc0);
}

UNIT_TEST(lstm_forward_direction_gradients_match_finite_differences)
{
	check_sequence_lstm(false);
}

UNIT_TEST(lstm_reverse_direction_gradients_match_finite_differences)
{
	check_sequence_lstm(true);
}

/* ---- BiLSTM + mean-plus-final summary ---- */

typedef struct BiCase
{
	int			B, T, Din, H;
	const int  *lengths;
	LstmWeights fw, bw;
	double	   *inp, *out, *hf, *cf, *summary, *cache, *wsum, *wout, *wcf;
} BiCase;

static SeqBiLstmParams
bi_params(const BiCase *e)
{
	SeqBiLstmParams p = {lstm_params(&e->fw), lstm_params(&e->bw)};

	return p;
}

static double
bi_loss(void *p)
{
	BiCase	   *e = p;
	SeqBiLstmParams prm = bi_params(e);
	size_t		B2H = (size_t) e->B * 2 * e->H;

	seq_bilstm_forward_d(e->out, e->hf, e->cf, e->cache, e->inp, e->lengths, &prm, e->B, e->T,
						 e->Din, e->H);
	seq_mean_plus_final_forward_d(e->summary, e->out, e->hf, e->lengths, e->B, e->T, 2 * e->H);
	return gc_dot(e->summary, e->wsum, B2H) + gc_dot(e->out, e->wout, (size_t) e->T * B2H) +
		gc_dot(e->cf, e->wcf, B2H);
}

UNIT_TEST(bilstm_summary_gradients_match_finite_differences)
{
	static const int lengths[] = {3, 1, 5};
	BiCase		e = {3, 5, 2, 3, lengths};
	size_t		BTI = 30,
				B2H = 18,
				BT2H = 90;

	lstm_weights_init(&e.fw, 2, 3);
	lstm_weights_init(&e.bw, 2, 3);
	e.inp = gc_random(BTI, 1);
	e.out = gc_zeros(BT2H);
	e.hf = gc_zeros(B2H);
	e.cf = gc_zeros(B2H);
	e.summary = gc_zeros(B2H);
	e.cache = gc_zeros(seq_bilstm_cache_size_d(3, 5, 3));
	e.wsum = gc_random(B2H, 1);
	e.wout = gc_random(BT2H, 1);
	e.wcf = gc_random(B2H, 1);
	double	   *ws = gc_zeros(seq_bilstm_workspace_size_d(3, 5, 3));
	double	   *dinp = gc_zeros(BTI), *dout = gc_zeros(BT2H), *dhf = gc_zeros(B2H);
	SeqBiLstmParams prm = bi_params(&e);
	SeqBiLstmGrads g = {lstm_grads(&e.fw), lstm_grads(&e.bw)};

	bi_loss(&e);
	/* the reverse direction's final state is its output at t = 0 */
	CHECK(memcmp(e.hf + 3, e.out + 3, 3 * sizeof(double)) == 0);
	/* the forward direction's final state is its output at t = len - 1 */
	CHECK(memcmp(e.hf, e.out + 2 * 6, 3 * sizeof(double)) == 0);
	memcpy(dout, e.wout, sizeof(double) * BT2H);
	seq_mean_plus_final_backward_d(dout, dhf, e.wsum, lengths, 3, 5, 6);
	seq_bilstm_backward_d(dinp, &g, ws, dout, dhf, e.wcf, e.cache, e.inp, lengths, &prm, 3, 5, 2, 3);
	GcTarget	t[] = {{"inp", e.inp, dinp, BTI},
		{"fwd.w_ih", e.fw.w_ih, e.fw.dw_ih, 24}, {"fwd.w_hh", e.fw.w_hh, e.fw.dw_hh, 36},
		{"fwd.b_ih", e.fw.b_ih, e.fw.db_ih, 12}, {"fwd.b_hh", e.fw.b_hh, e.fw.db_hh, 12},
		{"bwd.w_ih", e.bw.w_ih, e.bw.dw_ih, 24}, {"bwd.w_hh", e.bw.w_hh, e.bw.dw_hh, 36},
	{"bwd.b_ih", e.bw.b_ih, e.bw.db_ih, 12}, {"bwd.b_hh", e.bw.b_hh, e.bw.db_hh, 12}};

	GC_CHECK("bilstm+summary", bi_loss, &e, t);
	{
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		seq_bilstm_backward_d(dinp, &g, ws, dout, dhf, e.wcf, e.cache, e.inp, lengths, &prm, 3, 5, 2, 3);
		gc_expect_doubled("bilstm", t, &snap);
	}
	lstm_weights_free(&e.fw);
	lstm_weights_free(&e.bw);
	free(e.inp); free(e.out); free(e.hf); free(e.cf); free(e.summary); free(e.cache);
	free(e.wsum); free(e.wout); free(e.wcf); free(ws); free(dinp); free(dout); free(dhf);
}

/* ---- SwishRNN ---- */

typedef struct SwishCase
{
	int			B, T, D, Dr, step;
	const int  *lengths;
	double	   *w1, *w2, *alpha, *beta, *b_c, *b_sigma, *w3, *b3;
	double	   *inp, *out, *cache, *wout;
} SwishCase;

static SeqSwishRnnParams
swish_params(const SwishCase *e)
{
	SeqSwishRnnParams p = {e->w1, e->w2, e->alpha, e->beta, e->b_c, e->b_sigma, e->w3, e->b3};

	return p;
}

static double
swish_loss(void *p)
{
	SwishCase  *e = p;
	SeqSwishRnnParams prm = swish_params(e);

	seq_swishrnn_forward_d(e->out, e->cache, e->inp, e->lengths, &prm, e->B, e->T, e->D, e->Dr,
						   e->step);
	return gc_dot(e->out, e->wout, (size_t) e->B * e->T * e->D);
}

static void
check_swishrnn(int step)
{
	static const int lengths[] = {6, 3, 5};
	SwishCase	e = {3, 6, 4, 5, step, lengths};
	size_t		BTD = 72,
				DrD = 20;

	e.w1 = gc_random(DrD, 0.7);
	e.w2 = gc_random(DrD, 0.7);
	e.alpha = gc_random(5, 1);
	e.beta = gc_random(5, 0.5);
	e.b_c = gc_random(5, 0.5);
	e.b_sigma = gc_random(5, 0.5);
	for (int j = 0; j < 5; j++)
		e.alpha[j] += 1;		/* around the paper's initial value 1 */
	e.w3 = gc_random(DrD, 0.7);
	e.b3 = gc_random(4, 0.5);
	e.inp = gc_random(BTD, 1);
	e.out = gc_zeros(BTD);
	e.cache = gc_zeros(seq_swishrnn_cache_size_d(3, 6, 5));
	e.wout = gc_random(BTD, 1);
	double	   *ws = gc_zeros(seq_swishrnn_workspace_size_d(3, 6, 5));
	double	   *dinp = gc_zeros(BTD), *dw1 = gc_zeros(DrD), *dw2 = gc_zeros(DrD),
			   *dw3 = gc_zeros(DrD), *dalpha = gc_zeros(5), *dbeta = gc_zeros(5),
			   *dbc = gc_zeros(5), *dbs = gc_zeros(5), *db3 = gc_zeros(4);
	SeqSwishRnnParams prm = swish_params(&e);
	SeqSwishRnnGrads g = {dw1, dw2, dalpha, dbeta, dbc, dbs, dw3, db3};
	char		name[32];

	swish_loss(&e);
	seq_swishrnn_backward_d(dinp, &g, ws, e.wout, e.cache, e.inp, lengths, &prm, 3, 6, 4, 5, step);
	GcTarget	t[] = {{"inp", e.inp, dinp, BTD}, {"w1", e.w1, dw1, DrD}, {"w2", e.w2, dw2, DrD},
		{"alpha", e.alpha, dalpha, 5}, {"beta", e.beta, dbeta, 5}, {"b_c", e.b_c, dbc, 5},
	{"b_sigma", e.b_sigma, dbs, 5}, {"w3", e.w3, dw3, DrD}, {"b3", e.b3, db3, 4}};

	snprintf(name, sizeof(name), "swishrnn k=%d", step);
	GC_CHECK(name, swish_loss, &e, t);
	{
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		seq_swishrnn_backward_d(dinp, &g, ws, e.wout, e.cache, e.inp, lengths, &prm, 3, 6, 4, 5, step);
		gc_expect_doubled(name, t, &snap);
	}
	free(e.w1); free(e.w2); free(e.alpha); free(e.beta); free(e.b_c); free(e.b_sigma);
	free(e.w3); free(e.b3); free(e.inp); free(e.out); free(e.cache); free(e.wout); free(ws);
	free(dinp); free(dw1); free(dw2); free(dw3); free(dalpha); free(dbeta); free(dbc);
	free(dbs); free(db3);
}

UNIT_TEST(swishrnn_step1_gradients_match_finite_differences)
{
	check_swishrnn(1);
}

UNIT_TEST(swishrnn_step2_gradients_match_finite_differences)
{
	check_swishrnn(2);
}

UNIT_TEST(swishrnn_step4_gradients_match_finite_differences)
{
	check_swishrnn(4);
}

/* ---- memory attention (memory projection + attention) ---- */

typedef struct AttnCase
{
	int			B, Nq, M, Dq, Dm, D, nh;
	const uint8_t *mask;
	double	   *wq, *bq, *wk, *bk, *wv, *bv, *wo, *bo;
	double	   *q, *mem, *kv, *out, *cache, *wout;
} AttnCase;

static SeqMemAttentionParams
attn_params(const AttnCase *e)
{
	SeqMemAttentionParams p = {e->wq, e->bq, e->wk, e->bk, e->wv, e->bv, e->wo, e->bo};

	return p;
}

static double
attn_loss(void *p)
{
	AttnCase   *e = p;
	SeqMemAttentionParams prm = attn_params(e);

	seq_mem_attention_memory_forward_d(e->kv, e->mem, &prm, e->B, e->M, e->Dm, e->D);
	seq_mem_attention_forward_d(e->out, e->cache, e->q, e->kv, e->mask, &prm, e->B, e->Nq, e->M,
								e->Dq, e->D, e->nh);
	return gc_dot(e->out, e->wout, (size_t) e->B * e->Nq * e->D);
}

UNIT_TEST(memory_attention_gradients_match_finite_differences)
{
	/* batch 2 has no valid memory slot at all */
	static const uint8_t mask[] = {1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0};
	AttnCase	e = {3, 2, 5, 3, 4, 4, 2, mask};
	size_t		nq = 3 * 2,
				nm = 3 * 5;

	e.wq = gc_random(12, 0.7); e.bq = gc_random(4, 0.3);
	e.wk = gc_random(16, 0.7); e.bk = gc_random(4, 0.3);
	e.wv = gc_random(16, 0.7); e.bv = gc_random(4, 0.3);
	e.wo = gc_random(16, 0.7); e.bo = gc_random(4, 0.3);
	e.q = gc_random(nq * 3, 1);
	e.mem = gc_random(nm * 4, 1);
	e.kv = gc_zeros(seq_mem_attention_memory_size_d(3, 5, 4));
	e.out = gc_zeros(nq * 4);
	e.cache = gc_zeros(seq_mem_attention_cache_size_d(3, 2, 5, 4, 2));
	e.wout = gc_random(nq * 4, 1);
	double	   *ws = gc_zeros(seq_mem_attention_workspace_size_d(3, 2, 5, 4, 2));
	double	   *dkv = gc_zeros(seq_mem_attention_memory_size_d(3, 5, 4));
	double	   *dq = gc_zeros(nq * 3), *dmem = gc_zeros(nm * 4);
	double	   *dwq = gc_zeros(12), *dbq = gc_zeros(4), *dwk = gc_zeros(16), *dbk = gc_zeros(4),
			   *dwv = gc_zeros(16), *dbv = gc_zeros(4), *dwo = gc_zeros(16), *dbo = gc_zeros(4);
	SeqMemAttentionParams prm = attn_params(&e);
	SeqMemAttentionGrads g = {dwq, dbq, dwk, dbk, dwv, dbv, dwo, dbo};

	attn_loss(&e);
	/* attention weights are zero at masked slots and sum to one elsewhere */
	const double *P = e.cache + 2 * nq * 4;

	CHECK(P[2] == 0 && P[4] == 0);
	CHECK_NEAR(P[0] + P[1] + P[3], 1.0, 1e-12);
	for (int i = 0; i < 4; i++)
		CHECK_NEAR(e.out[(2 * 2) * 4 + i], e.bo[i], 1e-12);
	seq_mem_attention_backward_d(dq, dkv, &g, ws, e.wout, e.cache, e.q, e.kv, mask, &prm,
								 3, 2, 5, 3, 4, 2);
	seq_mem_attention_memory_backward_d(dmem, &g, dkv, e.mem, &prm, 3, 5, 4, 4);
	GcTarget	t[] = {{"q", e.q, dq, nq * 3}, {"mem", e.mem, dmem, nm * 4},
		{"wq", e.wq, dwq, 12}, {"bq", e.bq, dbq, 4}, {"wk", e.wk, dwk, 16}, {"bk", e.bk, dbk, 4},
	{"wv", e.wv, dwv, 16}, {"bv", e.bv, dbv, 4}, {"wo", e.wo, dwo, 16}, {"bo", e.bo, dbo, 4}};

	GC_CHECK("memory attention", attn_loss, &e, t);
	{
		/* a second decoder step's worth: fresh dkv, same memory backward */
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		memset(dkv, 0, sizeof(double) * seq_mem_attention_memory_size_d(3, 5, 4));
		seq_mem_attention_backward_d(dq, dkv, &g, ws, e.wout, e.cache, e.q, e.kv, mask, &prm,
									 3, 2, 5, 3, 4, 2);
		seq_mem_attention_memory_backward_d(dmem, &g, dkv, e.mem, &prm, 3, 5, 4, 4);
		gc_expect_doubled("memory attention", t, &snap);
	}
	free(e.wq); free(e.bq); free(e.wk); free(e.bk); free(e.wv); free(e.bv); free(e.wo);
	free(e.bo); free(e.q); free(e.mem); free(e.kv); free(e.out); free(e.cache); free(e.wout);
	free(ws); free(dkv); free(dq); free(dmem); free(dwq); free(dbq); free(dwk); free(dbk);
	free(dwv); free(dbv); free(dwo); free(dbo);
}

/* ---- pointer ---- */

typedef struct PtrCase
{
	int			B, Nq, M, Dq, Dm, D;
	const uint8_t *mask;
	double	   *wq, *bq, *wk, *bk, *q, *mem, *keys, *logits, *cache, *wl;
} PtrCase;

static double
ptr_loss(void *p)
{
	PtrCase    *e = p;
	SeqPointerParams prm = {e->wq, e->bq, e->wk, e->bk};
	double		s = 0;

	seq_pointer_keys_forward_d(e->keys, e->mem, &prm, e->B, e->M, e->Dm, e->D);
	seq_pointer_forward_d(e->logits, e->cache, e->q, e->keys, e->mask, &prm, e->B, e->Nq, e->M,
						  e->Dq, e->D);
	for (size_t i = 0; i < (size_t) e->B * e->Nq * e->M; i++)
		if (isfinite(e->logits[i]))
			s += e->logits[i] * e->wl[i];
	return s;
}

UNIT_TEST(pointer_gradients_match_finite_differences)
{
	static const uint8_t mask[] = {1, 0, 1, 1, 1, 1, 0, 0};
	PtrCase		e = {2, 3, 4, 3, 5, 4, mask};
	size_t		nl = 24;

	e.wq = gc_random(12, 0.7); e.bq = gc_random(4, 0.3);
	e.wk = gc_random(20, 0.7); e.bk = gc_random(4, 0.3);
	e.q = gc_random(18, 1);
	e.mem = gc_random(40, 1);
	e.keys = gc_zeros(seq_pointer_keys_size_d(2, 4, 4));
	e.logits = gc_zeros(nl);
	e.cache = gc_zeros(seq_pointer_cache_size_d(2, 3, 4));
	e.wl = gc_random(nl, 1);
	double	   *ws = gc_zeros(seq_pointer_workspace_size_d(2, 3, 4, 4));
	double	   *dkeys = gc_zeros(32), *dq = gc_zeros(18), *dmem = gc_zeros(40);
	double	   *dwq = gc_zeros(12), *dbq = gc_zeros(4), *dwk = gc_zeros(20), *dbk = gc_zeros(4);
	SeqPointerParams prm = {e.wq, e.bq, e.wk, e.bk};
	SeqPointerGrads g = {dwq, dbq, dwk, dbk};

	ptr_loss(&e);
	CHECK(isinf(e.logits[1]) && e.logits[1] < 0);
	CHECK(isinf(e.logits[12 + 2]) && isinf(e.logits[12 + 3]));
	CHECK(isfinite(e.logits[0]) && isfinite(e.logits[12]));
	seq_pointer_backward_d(dq, dkeys, &g, ws, e.wl, e.cache, e.q, e.keys, mask, &prm, 2, 3, 4, 3, 4);
	seq_pointer_keys_backward_d(dmem, &g, dkeys, e.mem, &prm, 2, 4, 5, 4);
	GcTarget	t[] = {{"q", e.q, dq, 18}, {"mem", e.mem, dmem, 40}, {"wq", e.wq, dwq, 12},
	{"bq", e.bq, dbq, 4}, {"wk", e.wk, dwk, 20}, {"bk", e.bk, dbk, 4}};

	GC_CHECK("pointer", ptr_loss, &e, t);
	{
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		memset(dkeys, 0, sizeof(double) * 32);
		seq_pointer_backward_d(dq, dkeys, &g, ws, e.wl, e.cache, e.q, e.keys, mask, &prm, 2, 3, 4, 3, 4);
		seq_pointer_keys_backward_d(dmem, &g, dkeys, e.mem, &prm, 2, 4, 5, 4);
		gc_expect_doubled("pointer", t, &snap);
	}
	free(e.wq); free(e.bq); free(e.wk); free(e.bk); free(e.q); free(e.mem); free(e.keys);
	free(e.logits); free(e.cache); free(e.wl); free(ws); free(dkeys); free(dq); free(dmem);
	free(dwq); free(dbq); free(dwk); free(dbk);
}

/* ---- smoothed cross-entropy ---- */

typedef struct XentCase
{
	int			N, C;
	double		eps;
	const uint8_t *mask;
	const int  *targets;
	double	   *logits, *losses, *probs, *wl;
	bool		ok;
} XentCase;

static double
xent_loss(void *p)
{
	XentCase   *e = p;

	e->ok = seq_smoothed_xent_forward_d(e->losses, e->probs, e->logits, e->mask, e->targets,
										e->N, e->C, e->eps);
	return gc_dot(e->losses, e->wl, e->N);
}

UNIT_TEST(smoothed_xent_gradients_match_finite_differences)
{
	static const uint8_t mask[] = {1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 0, 1};
	static const int targets[] = {2, 3, -1, 4};
	XentCase	e = {4, 5, 0.2, mask, targets};

	e.logits = gc_random(20, 2);
	e.losses = gc_zeros(4);
	e.probs = gc_zeros(20);
	e.wl = gc_random(4, 1);
	double	   *dl = gc_zeros(20);

	xent_loss(&e);
	CHECK(e.ok);
	CHECK(e.losses[2] == 0);
	CHECK(e.probs[5] == 0 && e.probs[7] == 0);
	/* row 3 has K = 2 valid candidates (2 and 4): check the formula by hand */
	{
		double		l1 = e.logits[17], l4 = e.logits[19];
		double		lse = log(exp(l1) + exp(l4));
		double		expect = -(0.8 * (l4 - lse) + 0.2 / 2 * ((l1 - lse) + (l4 - lse)));

		CHECK_NEAR(e.losses[3], expect, 1e-12);
	}
	seq_smoothed_xent_backward_d(dl, e.wl, e.probs, mask, targets, 4, 5, 0.2);
	CHECK(dl[5] == 0 && dl[7] == 0 && dl[10] == 0);
	GcTarget	t[] = {{"logits", e.logits, dl, 20}};

	GC_CHECK("smoothed xent", xent_loss, &e, t);
	{
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		seq_smoothed_xent_backward_d(dl, e.wl, e.probs, mask, targets, 4, 5, 0.2);
		gc_expect_doubled("smoothed xent", t, &snap);
	}
	free(e.logits); free(e.losses); free(e.probs); free(e.wl); free(dl);
}

UNIT_TEST(smoothed_xent_rejects_a_masked_target)
{
	static const uint8_t mask[] = {1, 0, 1};
	static const int bad[] = {1};
	static const int out_of_range[] = {3};
	double		logits[] = {0.1, 0.2, 0.3}, loss = 7, probs[3];

	CHECK(!seq_smoothed_xent_forward_d(&loss, probs, logits, mask, bad, 1, 3, 0.1));
	CHECK(loss == 0);
	CHECK(!seq_smoothed_xent_forward_d(&loss, probs, logits, mask, out_of_range, 1, 3, 0.1));
}

/* ---- MLP head ---- */

typedef struct MlpCase
{
	int			N, Din, Hd, Dout;
	SeqMlpActivation act;
	double	   *w1, *b1, *w2, *b2, *inp, *out, *cache, *wout;
} MlpCase;

static double
mlp_loss(void *p)
{
	MlpCase    *e = p;
	SeqMlpHeadParams prm = {e->w1, e->b1, e->w2, e->b2};

	seq_mlp_head_forward_d(e->out, e->cache, e->inp, &prm, e->act, e->N, e->Din, e->Hd, e->Dout);
	return gc_dot(e->out, e->wout, (size_t) e->N * e->Dout);
}

static void
check_mlp(SeqMlpActivation act)
{
	MlpCase		e = {4, 3, 6, 5, act};

	e.w1 = gc_random(18, 0.8); e.b1 = gc_random(6, 0.3);
	e.w2 = gc_random(30, 0.8); e.b2 = gc_random(5, 0.3);
	e.inp = gc_random(12, 1);
	e.out = gc_zeros(20);
	e.cache = gc_zeros(seq_mlp_head_cache_size_d(4, 6));
	e.wout = gc_random(20, 1);
	double	   *ws = gc_zeros(seq_mlp_head_workspace_size_d(4, 6));
	double	   *dinp = gc_zeros(12), *dw1 = gc_zeros(18), *db1 = gc_zeros(6), *dw2 = gc_zeros(30),
			   *db2 = gc_zeros(5);
	SeqMlpHeadParams prm = {e.w1, e.b1, e.w2, e.b2};
	SeqMlpHeadGrads g = {dw1, db1, dw2, db2};

	mlp_loss(&e);
	seq_mlp_head_backward_d(dinp, &g, ws, e.wout, e.cache, e.inp, &prm, act, 4, 3, 6, 5);
	GcTarget	t[] = {{"inp", e.inp, dinp, 12}, {"w1", e.w1, dw1, 18}, {"b1", e.b1, db1, 6},
	{"w2", e.w2, dw2, 30}, {"b2", e.b2, db2, 5}};

	GC_CHECK(act == SEQ_MLP_TANH ? "mlp head tanh" : "mlp head relu", mlp_loss, &e, t);
	{
		GcSnapshot	snap = gc_snapshot(t, GC_NT(t));

		seq_mlp_head_backward_d(dinp, &g, ws, e.wout, e.cache, e.inp, &prm, act, 4, 3, 6, 5);
		gc_expect_doubled("mlp head", t, &snap);
	}
	free(e.w1); free(e.b1); free(e.w2); free(e.b2); free(e.inp); free(e.out); free(e.cache);
	free(e.wout); free(ws); free(dinp); free(dw1); free(db1); free(dw2); free(db2);
}

UNIT_TEST(mlp_head_tanh_gradients_match_finite_differences)
{
	check_mlp(SEQ_MLP_TANH);
}

UNIT_TEST(mlp_head_relu_gradients_match_finite_differences)
{
	check_mlp(SEQ_MLP_RELU);
}

/* ---- the checker itself must catch a wrong gradient ---- */

UNIT_TEST(gradient_checker_catches_a_wrong_gradient)
{
	MlpCase		e = {2, 3, 4, 2, SEQ_MLP_TANH};

	e.w1 = gc_random(12, 0.8); e.b1 = gc_random(4, 0.3);
	e.w2 = gc_random(8, 0.8); e.b2 = gc_random(2, 0.3);
	e.inp = gc_random(6, 1);
	e.out = gc_zeros(4);
	e.cache = gc_zeros(8);
	e.wout = gc_random(4, 1);
	double	   *ws = gc_zeros(8), *dinp = gc_zeros(6), *dw1 = gc_zeros(12), *db1 = gc_zeros(4),
			   *dw2 = gc_zeros(8), *db2 = gc_zeros(2);
	SeqMlpHeadParams prm = {e.w1, e.b1, e.w2, e.b2};
	SeqMlpHeadGrads g = {dw1, db1, dw2, db2};

	mlp_loss(&e);
	seq_mlp_head_backward_d(dinp, &g, ws, e.wout, e.cache, e.inp, &prm, SEQ_MLP_TANH, 2, 3, 4, 2);
	dw1[5] *= 1.001;			/* a 0.1% error in one element */
	GcTarget	t[] = {{"w1", e.w1, dw1, 12}, {"inp", e.inp, dinp, 6}};

	CHECK_INT_EQ(gc_compare("corrupted", mlp_loss, &e, t, 2, true), 1);
	free(e.w1); free(e.b1); free(e.w2); free(e.b2); free(e.inp); free(e.out); free(e.cache);
	free(e.wout); free(ws); free(dinp); free(dw1); free(db1); free(dw2); free(db2);
}

/* ---- padding contracts ---- */

UNIT_TEST(lstm_padding_never_reaches_real_positions)
{
	static const int lengths[] = {5, 2};
	static const int alone_len[] = {2};
	int			B = 2, T = 5, Din = 3, H = 4;
	LstmWeights w;
	size_t		nin = (size_t) B * T * Din,
				nout = (size_t) B * T * H;

	lstm_weights_init(&w, Din, H);
	SeqLstmParams prm = lstm_params(&w);
	double	   *inp = gc_random(nin, 1), *out1 = gc_zeros(nout), *out2 = gc_zeros(nout);
	double	   *hf1 = gc_zeros(B * H), *hf2 = gc_zeros(B * H), *alone = gc_zeros(T * H),
			   *hf_alone = gc_zeros(H);
	double	   *cache = gc_zeros(seq_lstm_cache_size_d(B, T, H));

	for (int dir = 0; dir < 2; dir++)
	{
		seq_lstm_forward_d(out1, hf1, NULL, H, cache, inp, lengths, NULL, NULL, &prm, B, T, Din, H, dir);
		/* scribble over sequence 1's padding steps 2..4 */
		for (int t = 2; t < T; t++)
			for (int i = 0; i < Din; i++)
				inp[((size_t) 1 * T + t) * Din + i] = 100.0 + t;
		seq_lstm_forward_d(out2, hf2, NULL, H, cache, inp, lengths, NULL, NULL, &prm, B, T, Din, H, dir);
		CHECK(memcmp(out1, out2, sizeof(double) * nout) == 0);
		CHECK(memcmp(hf1, hf2, sizeof(double) * B * H) == 0);
		for (int t = 2; t < T; t++)
			for (int j = 0; j < H; j++)
				CHECK(out2[((size_t) 1 * T + t) * H + j] == 0);
		/* the short sequence alone (T = 2) gives the same outputs and final state */
		seq_lstm_forward_d(alone, hf_alone, NULL, H, cache, inp + (size_t) T * Din, alone_len,
						   NULL, NULL, &prm, 1, 2, Din, H, dir);
		for (int i = 0; i < 2 * H; i++)
			CHECK_NEAR(alone[i], out2[(size_t) T * H + i], 1e-14);
		for (int j = 0; j < H; j++)
			CHECK_NEAR(hf_alone[j], hf2[H + j], 1e-14);
	}
	lstm_weights_free(&w);
	free(inp); free(out1); free(out2); free(hf1); free(hf2); free(alone); free(hf_alone); free(cache);
}

UNIT_TEST(swishrnn_padding_never_reaches_real_positions)
{
	static const int lengths[] = {3, 6};
	static const int alone_len[] = {3};
	SwishCase	e = {2, 6, 3, 4, 2, lengths};
	size_t		n = 36;

	e.w1 = gc_random(12, 0.7); e.w2 = gc_random(12, 0.7);
	e.alpha = gc_random(4, 1); e.beta = gc_random(4, 0.5);
	e.b_c = gc_random(4, 0.5); e.b_sigma = gc_random(4, 0.5);
	e.w3 = gc_random(12, 0.7); e.b3 = gc_random(3, 0.5);
	e.inp = gc_random(n, 1);
	e.cache = gc_zeros(seq_swishrnn_cache_size_d(2, 6, 4));
	double	   *out1 = gc_zeros(n), *out2 = gc_zeros(n), *alone = gc_zeros(9);
	SeqSwishRnnParams prm = swish_params(&e);

	seq_swishrnn_forward_d(out1, e.cache, e.inp, lengths, &prm, 2, 6, 3, 4, 2);
	for (int i = 9; i < 18; i++)
		e.inp[i] = -50.0;		/* sequence 0's padding rows 3..5 */
	seq_swishrnn_forward_d(out2, e.cache, e.inp, lengths, &prm, 2, 6, 3, 4, 2);
	CHECK(memcmp(out1, out2, sizeof(double) * n) == 0);
	for (int i = 9; i < 18; i++)
		CHECK(out2[i] == 0);
	seq_swishrnn_forward_d(alone, e.cache, e.inp, alone_len, &prm, 1, 3, 3, 4, 2);
	for (int i = 0; i < 9; i++)
		CHECK_NEAR(alone[i], out2[i], 1e-14);
	/* step size matters: k = 1 and k = 2 give different outputs on the long sequence */
	seq_swishrnn_forward_d(out1, e.cache, e.inp, lengths, &prm, 2, 6, 3, 4, 1);
	CHECK(fabs(out1[18 + 3 * 3] - out2[18 + 3 * 3]) > 1e-9);
	free(e.w1); free(e.w2); free(e.alpha); free(e.beta); free(e.b_c); free(e.b_sigma);
	free(e.w3); free(e.b3); free(e.inp); free(e.cache); free(out1); free(out2); free(alone);
}

int
main(void)
{
	UNIT_RUN(embedding_gradients_match_finite_differences);
	UNIT_RUN(lstm_cell_gradients_match_finite_differences);
	UNIT_RUN(lstm_forward_direction_gradients_match_finite_differences);
	UNIT_RUN(lstm_reverse_direction_gradients_match_finite_differences);
	UNIT_RUN(bilstm_summary_gradients_match_finite_differences);
	UNIT_RUN(swishrnn_step1_gradients_match_finite_differences);
	UNIT_RUN(swishrnn_step2_gradients_match_finite_differences);
	UNIT_RUN(swishrnn_step4_gradients_match_finite_differences);
	UNIT_RUN(memory_attention_gradients_match_finite_differences);
	UNIT_RUN(pointer_gradients_match_finite_differences);
	UNIT_RUN(smoothed_xent_gradients_match_finite_differences);
	UNIT_RUN(smoothed_xent_rejects_a_masked_target);
	UNIT_RUN(mlp_head_tanh_gradients_match_finite_differences);
	UNIT_RUN(mlp_head_relu_gradients_match_finite_differences);
	UNIT_RUN(gradient_checker_catches_a_wrong_gradient);
	UNIT_RUN(lstm_padding_never_reaches_real_positions);
	UNIT_RUN(swishrnn_padding_never_reaches_real_positions);
	UNIT_DONE();
}
