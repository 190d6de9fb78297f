/*
 * test_nn_seq_parity.c — the float32 sequence layers against PyTorch.
 *
 * test/nn_reference/seq_reference.py (run with /usr/bin/python3, or $DTFIXUP_TEST_PYTHON; it needs torch:
 * Debian's python3-torch, installed by test/install_deps.sh) writes inputs, parameters,
 * outputs and the gradients of sum(out * dout) for small random configurations, computed
 * in float64 by torch's own modules where one exists (nn.LSTMCell, nn.LSTM with packed
 * sequences, nn.MultiheadAttention, nn.Linear/Tanh/ReLU, F.cross_entropy) and by autograd
 * over the paper's equations otherwise (SwishRNN, the masked smoothed loss, the pointer).
 * Every output and gradient must agree within 1e-4 normalised error:
 *     max_i |c_i - ref_i| / max(max_i |ref_i|, 1e-6)
 * A missing torch or a failing script fails pytorch_reference_is_generated (the comparisons
 * then print SKIP lines: they cannot run); a missing tensor fails its comparison.
 * Run from the repository root (make unittest does).
 */
#include "nn/seq_embedding.h"
#include "nn/seq_lstm.h"
#include "nn/seq_swishrnn.h"
#include "nn/seq_mem_attention.h"
#include "nn/seq_pointer.h"
#include "nn/seq_smoothed_xent.h"
#include "nn/seq_mlp_head.h"

#include "unit.h"

#define PARITY_TOL 1e-4
#define REF_SCRIPT "test/nn_reference/seq_reference.py"
#define REF_FILE "test/unit/bin/seq_reference.txt"

/* ---- the reference file ---- */

typedef struct RefTensor
{
	char		name[96];
	size_t		n;
	double	   *v;
} RefTensor;

static RefTensor *refs;
static int	nrefs;

static void
ref_free_all(void)
{
	for (int i = 0; i < nrefs; i++)
		free(refs[i].v);
	free(refs);
	refs = NULL;
	nrefs = 0;
}

static bool
ref_load(const char *path)
{
	FILE	   *f = fopen(path, "r");
	int			cap = 0;
	char		name[96];
	size_t		n;

	if (!f)
		return false;
	while (fscanf(f, "%95s %zu", name, &n) == 2)
	{
		if (nrefs == cap)
		{
			cap = cap ? 2 * cap : 64;
			refs = realloc(refs, sizeof(RefTensor) * cap);
		}
		RefTensor  *r = &refs[nrefs++];

		snprintf(r->name, sizeof(r->name), "%s", name);
		r->n = n;
		r->v = malloc(sizeof(double) * (n ? n : 1));
		for (size_t i = 0; i < n; i++)
			if (fscanf(f, "%lf", &r->v[i]) != 1)
			{
				fclose(f);
				return false;
			}
	}
	fclose(f);
	return nrefs > 0;
}

/* ---- per-test scratch memory, freed at the end of each test ---- */

static void *scratch[512];
static int	nscratch;

static void *
scratch_calloc(size_t n, size_t size)
{
	void	   *p = calloc(n ? n : 1, size);

	if (nscratch < (int) (sizeof(scratch) / sizeof(scratch[0])))
		scratch[nscratch++] = p;
	else
		abort();
	return p;
}

static void
scratch_free_all(void)
{
	while (nscratch > 0)
		free(scratch[--nscratch]);
}

/* the named reference tensor, or NULL after recording a failure */
static const RefTensor *
ref_get(const char *cas, const char *name, size_t expect_n)
{
	char		full[96];

	snprintf(full, sizeof(full), "%s/%s", cas, name);
	for (int i = 0; i < nrefs; i++)
		if (strcmp(refs[i].name, full) == 0)
		{
			if (expect_n && refs[i].n != expect_n)
			{
				UNIT_FAIL("reference %s has %zu values, expected %zu", full, refs[i].n, expect_n);
				return NULL;
			}
			return &refs[i];
		}
	UNIT_FAIL("reference tensor %s is missing (see the reference generation test above)", full);
	return NULL;
}

static float *
ref_floats(const char *cas, const char *name, size_t n)
{
	const RefTensor *r = ref_get(cas, name, n);
	float	   *v = scratch_calloc(n, sizeof(float));

	for (size_t i = 0; r && i < n; i++)
		v[i] = (float) r->v[i];
	return v;
}

static int *
ref_ints(const char *cas, const char *name, size_t n)
{
	const RefTensor *r = ref_get(cas, name, n);
	int		   *v = scratch_calloc(n, sizeof(int));

	for (size_t i = 0; r && i < n; i++)
		v[i] = (int) lrint(r->v[i]);
	return v;
}

static uint8_t *
ref_mask(const char *cas, const char *name, size_t n)
{
	const RefTensor *r = ref_get(cas, name, n);
	uint8_t    *v = scratch_calloc(n, 1);

	for (size_t i = 0; r && i < n; i++)
		v[i] = r->v[i] != 0;
	return v;
}

static float *
zeros(size_t n)
{
	return scratch_calloc(n, sizeof(float));
}

/* compares got (n floats) with the reference within PARITY_TOL normalised error */
static void
check_close(const char *cas, const char *name, const float *got, size_t n)
{
	const RefTensor *r = ref_get(cas, name, n);
	double		maxref = 0,
				maxdiff = 0;

	if (!r)
		return;
	for (size_t i = 0; i < n; i++)
	{
		maxref = fmax(maxref, fabs(r->v[i]));
		maxdiff = fmax(maxdiff, fabs((double) got[i] - r->v[i]));
	}
	double		err = maxdiff / fmax(maxref, 1e-6);

	if (!(err <= PARITY_TOL))
		UNIT_FAIL("%s/%s: normalised error %.3g > %g", cas, name, err, PARITY_TOL);
	else
		printf("     %-14s %-14s error %.2e\n", cas, name, err);
}

/*
 * For a gradient that is analytically zero (the reference holds only rounding noise), a
 * normalised error means nothing: check both sides are zero within abs_tol instead.
 */
static void
check_zero(const char *cas, const char *name, const float *got, size_t n, double abs_tol)
{
	const RefTensor *r = ref_get(cas, name, n);
	double		maxref = 0,
				maxgot = 0;

	if (!r)
		return;
	for (size_t i = 0; i < n; i++)
	{
		maxref = fmax(maxref, fabs(r->v[i]));
		maxgot = fmax(maxgot, fabs((double) got[i]));
	}
	if (!(maxref <= 1e-12 && maxgot <= abs_tol))
		UNIT_FAIL("%s/%s: expected zero, reference max %.3g, ours max %.3g", cas, name, maxref, maxgot);
	else
		printf("     %-14s %-14s zero (ours max %.2e)\n", cas, name, maxgot);
}

/* ---- tests ---- */

static bool refs_loaded;			/* the reference file was generated and read */

UNIT_TEST(pytorch_reference_is_generated)
{
	/* $DTFIXUP_TEST_PYTHON where PyTorch lives in another Python (nn_reftensors.h's
	 * ref_python, as in test_nn_parity) */
	const char *env = getenv("DTFIXUP_TEST_PYTHON");
	const char *python = env != NULL && env[0] != '\0' ? env : "/usr/bin/python3";
	char		cmd[1024];
	int			rc;

	snprintf(cmd, sizeof(cmd), "%s -c 'import torch' >/dev/null 2>&1", python);
	if (system(cmd) != 0)
	{
		UNIT_FAIL("%s cannot import torch: install python3-torch "
				  "(test/install_deps.sh); the parity tests below cannot run", python);
		return;
	}
	snprintf(cmd, sizeof(cmd), "%s %s %s", python, REF_SCRIPT, REF_FILE);
	rc = system(cmd);
	if (rc != 0)
	{
		UNIT_FAIL("%s failed (status %d); run it from the repository root", REF_SCRIPT, rc);
		return;
	}
	refs_loaded = ref_load(REF_FILE);
	CHECK(refs_loaded);
}

UNIT_TEST(embedding_matches_pytorch)
{
	const char *c = "embedding";
	int		   *d = ref_ints(c, "dims", 5);
	int			n = d[0], k = d[1], V = d[2], NB = d[3], C = d[4];
	int		   *word = ref_ints(c, "word_ids", n);
	int		   *bucket = ref_ints(c, "bucket_ids", (size_t) n * k);
	float	   *wt = ref_floats(c, "word_table", (size_t) V * C);
	float	   *bt = ref_floats(c, "bucket_table", (size_t) NB * C);
	float	   *dout = ref_floats(c, "dout", (size_t) n * C);
	float	   *out = zeros((size_t) n * C), *dwt = zeros((size_t) V * C), *dbt = zeros((size_t) NB * C);

	if (n == 0)
		return;
	CHECK(seq_embedding_ids_valid(word, bucket, n, k, V, NB));
	seq_embedding_forward(out, word, bucket, n, k, wt, bt, C);
	check_close(c, "out", out, (size_t) n * C);
	seq_embedding_backward(dwt, dbt, dout, word, bucket, n, k, C);
	check_close(c, "dword_table", dwt, (size_t) V * C);
	check_close(c, "dbucket_table", dbt, (size_t) NB * C);
}

UNIT_TEST(lstm_cell_matches_pytorch)
{
	const char *c = "lstm_cell";
	int		   *d = ref_ints(c, "dims", 3);
	int			B = d[0], Din = d[1], H = d[2];
	size_t		BH = (size_t) B * H;

	if (B == 0)
		return;
	float	   *x = ref_floats(c, "x", (size_t) B * Din), *h0 = ref_floats(c, "h0", BH),
			   *c0 = ref_floats(c, "c0", BH);
	SeqLstmParams p = {ref_floats(c, "w_ih", (size_t) 4 * H * Din),
		ref_floats(c, "w_hh", (size_t) 4 * H * H), ref_floats(c, "b_ih", 4 * H),
	ref_floats(c, "b_hh", 4 * H)};
	SeqLstmGrads g = {zeros((size_t) 4 * H * Din), zeros((size_t) 4 * H * H), zeros(4 * H), zeros(4 * H)};
	float	   *h1 = zeros(BH), *c1 = zeros(BH), *gates = zeros(seq_lstm_cell_cache_size(B, H));
	float	   *ws = zeros(seq_lstm_cell_workspace_size(B, H));
	float	   *dx = zeros((size_t) B * Din), *dh0 = zeros(BH), *dc0 = zeros(BH);

	seq_lstm_cell_forward(h1, c1, gates, x, h0, c0, &p, B, Din, H);
	check_close(c, "h1", h1, BH);
	check_close(c, "c1", c1, BH);
	seq_lstm_cell_backward(dx, dh0, dc0, &g, ws, ref_floats(c, "dh1", BH), ref_floats(c, "dc1", BH),
						   gates, c1, x, h0, c0, &p, B, Din, H);
	check_close(c, "dx", dx, (size_t) B * Din);
	check_close(c, "dh0", dh0, BH);
	check_close(c, "dc0", dc0, BH);
	check_close(c, "dw_ih", g.w_ih, (size_t) 4 * H * Din);
	check_close(c, "dw_hh", g.w_hh, (size_t) 4 * H * H);
	check_close(c, "db_ih", g.b_ih, 4 * H);
	check_close(c, "db_hh", g.b_hh, 4 * H);
}

static SeqLstmParams
bilstm_direction(const char *c, const char *dir, int Din, int H)
{
	char		n[4][32];

	snprintf(n[0], 32, "%s.w_ih", dir);
	snprintf(n[1], 32, "%s.w_hh", dir);
	snprintf(n[2], 32, "%s.b_ih", dir);
	snprintf(n[3], 32, "%s.b_hh", dir);
	SeqLstmParams p = {ref_floats(c, n[0], (size_t) 4 * H * Din), ref_floats(c, n[1], (size_t) 4 * H * H),
	ref_floats(c, n[2], 4 * H), ref_floats(c, n[3], 4 * H)};

	return p;
}

static void
bilstm_check_grads(const char *c, const char *dir, const SeqLstmGrads *g, int Din, int H)
{
	char		n[32];

	snprintf(n, 32, "%s.dw_ih", dir);
	check_close(c, n, g->w_ih, (size_t) 4 * H * Din);
	snprintf(n, 32, "%s.dw_hh", dir);
	check_close(c, n, g->w_hh, (size_t) 4 * H * H);
	snprintf(n, 32, "%s.db_ih", dir);
	check_close(c, n, g->b_ih, 4 * H);
	snprintf(n, 32, "%s.db_hh", dir);
	check_close(c, n, g->b_hh, 4 * H);
}

UNIT_TEST(bilstm_and_summary_match_pytorch_packed_lstm)
{
	const char *c = "bilstm";
	int		   *d = ref_ints(c, "dims", 4);
	int			B = d[0], T = d[1], Din = d[2], H = d[3];

	if (B == 0)
		return;
	size_t		nin = (size_t) B * T * Din,
				nout = (size_t) B * T * 2 * H,
				nf = (size_t) B * 2 * H;
	int		   *lengths = ref_ints(c, "lengths", B);
	float	   *inp = ref_floats(c, "inp", nin);
	SeqBiLstmParams p = {bilstm_direction(c, "fwd", Din, H), bilstm_direction(c, "bwd", Din, H)};
	SeqBiLstmGrads g = {{zeros((size_t) 4 * H * Din), zeros((size_t) 4 * H * H), zeros(4 * H), zeros(4 * H)},
	{zeros((size_t) 4 * H * Din), zeros((size_t) 4 * H * H), zeros(4 * H), zeros(4 * H)}};
	float	   *out = zeros(nout), *hf = zeros(nf), *cf = zeros(nf), *summary = zeros(nf);
	float	   *cache = zeros(seq_bilstm_cache_size(B, T, H)), *ws = zeros(seq_bilstm_workspace_size(B, T, H));
	float	   *dout = ref_floats(c, "dout", nout), *dhf = ref_floats(c, "dh_final", nf);
	float	   *dinp = zeros(nin);

	seq_bilstm_forward(out, hf, cf, cache, inp, lengths, &p, B, T, Din, H);
	seq_mean_plus_final_forward(summary, out, hf, lengths, B, T, 2 * H);
	check_close(c, "out", out, nout);
	check_close(c, "h_final", hf, nf);
	check_close(c, "c_final", cf, nf);
	check_close(c, "summary", summary, nf);
	/* the summary's gradient flows into the outputs' and the final state's */
	seq_mean_plus_final_backward(dout, dhf, ref_floats(c, "dsummary", nf), lengths, B, T, 2 * H);
	seq_bilstm_backward(dinp, &g, ws, dout, dhf, ref_floats(c, "dc_final", nf), cache, inp,
						lengths, &p, B, T, Din, H);
	check_close(c, "dinp", dinp, nin);
	bilstm_check_grads(c, "fwd", &g.fwd, Din, H);
	bilstm_check_grads(c, "bwd", &g.bwd, Din, H);
}

static void
check_swishrnn_case(const char *c)
{
	int		   *d = ref_ints(c, "dims", 5);
	int			B = d[0], T = d[1], D = d[2], Dr = d[3], step = d[4];

	if (B == 0)
		return;
	size_t		n = (size_t) B * T * D,
				nw = (size_t) Dr * D;
	int		   *lengths = ref_ints(c, "lengths", B);
	float	   *inp = ref_floats(c, "inp", n);
	SeqSwishRnnParams p = {ref_floats(c, "w1", nw), ref_floats(c, "w2", nw), ref_floats(c, "alpha", Dr),
		ref_floats(c, "beta", Dr), ref_floats(c, "b_c", Dr), ref_floats(c, "b_sigma", Dr),
	ref_floats(c, "w3", nw), ref_floats(c, "b3", D)};
	SeqSwishRnnGrads g = {zeros(nw), zeros(nw), zeros(Dr), zeros(Dr), zeros(Dr), zeros(Dr), zeros(nw), zeros(D)};
	float	   *out = zeros(n), *dinp = zeros(n);
	float	   *cache = zeros(seq_swishrnn_cache_size(B, T, Dr)), *ws = zeros(seq_swishrnn_workspace_size(B, T, Dr));

	seq_swishrnn_forward(out, cache, inp, lengths, &p, B, T, D, Dr, step);
	check_close(c, "out", out, n);
	seq_swishrnn_backward(dinp, &g, ws, ref_floats(c, "dout", n), cache, inp, lengths, &p, B, T, D, Dr, step);
	check_close(c, "dinp", dinp, n);
	check_close(c, "dw1", g.w1, nw);
	check_close(c, "dw2", g.w2, nw);
	check_close(c, "dalpha", g.alpha, Dr);
	check_close(c, "dbeta", g.beta, Dr);
	check_close(c, "db_c", g.b_c, Dr);
	check_close(c, "db_sigma", g.b_sigma, Dr);
	check_close(c, "dw3", g.w3, nw);
	check_close(c, "db3", g.b3, D);
}

UNIT_TEST(swishrnn_matches_pytorch_for_steps_1_2_4)
{
	check_swishrnn_case("swishrnn_k1");
	check_swishrnn_case("swishrnn_k2");
	check_swishrnn_case("swishrnn_k4");
}

UNIT_TEST(memory_attention_matches_pytorch_multihead_attention)
{
	const char *c = "mem_attention";
	int		   *d = ref_ints(c, "dims", 6);
	int			B = d[0], Nq = d[1], M = d[2], D = d[3], Dm = d[4], nh = d[5];

	if (B == 0)
		return;
	size_t		nq = (size_t) B * Nq * D,
				nm = (size_t) B * M * Dm;
	uint8_t    *mask = ref_mask(c, "mask", (size_t) B * M);
	float	   *q = ref_floats(c, "q", nq), *mem = ref_floats(c, "mem", nm);
	SeqMemAttentionParams p = {ref_floats(c, "wq", (size_t) D * D), ref_floats(c, "bq", D),
		ref_floats(c, "wk", (size_t) D * Dm), ref_floats(c, "bk", D),
		ref_floats(c, "wv", (size_t) D * Dm), ref_floats(c, "bv", D),
	ref_floats(c, "wo", (size_t) D * D), ref_floats(c, "bo", D)};
	SeqMemAttentionGrads g = {zeros((size_t) D * D), zeros(D), zeros((size_t) D * Dm), zeros(D),
	zeros((size_t) D * Dm), zeros(D), zeros((size_t) D * D), zeros(D)};
	float	   *kv = zeros(seq_mem_attention_memory_size(B, M, D));
	float	   *dkv = zeros(seq_mem_attention_memory_size(B, M, D));
	float	   *cache = zeros(seq_mem_attention_cache_size(B, Nq, M, D, nh));
	float	   *ws = zeros(seq_mem_attention_workspace_size(B, Nq, M, D, nh));
	float	   *out = zeros(nq), *dq = zeros(nq), *dmem = zeros(nm);

	seq_mem_attention_memory_forward(kv, mem, &p, B, M, Dm, D);
	seq_mem_attention_forward(out, cache, q, kv, mask, &p, B, Nq, M, D, D, nh);
	check_close(c, "out", out, nq);
	seq_mem_attention_backward(dq, dkv, &g, ws, ref_floats(c, "dout", nq), cache, q, kv, mask, &p,
							   B, Nq, M, D, D, nh);
	seq_mem_attention_memory_backward(dmem, &g, dkv, mem, &p, B, M, Dm, D);
	check_close(c, "dq", dq, nq);
	check_close(c, "dmem", dmem, nm);
	check_close(c, "dwq", g.wq, (size_t) D * D);
	check_close(c, "dbq", g.bq, D);
	check_close(c, "dwk", g.wk, (size_t) D * Dm);
	/* softmax is shift-invariant per query, so the key bias gets no gradient at all */
	check_zero(c, "dbk", g.bk, D, 1e-5);
	check_close(c, "dwv", g.wv, (size_t) D * Dm);
	check_close(c, "dbv", g.bv, D);
	check_close(c, "dwo", g.wo, (size_t) D * D);
	check_close(c, "dbo", g.bo, D);
}

UNIT_TEST(pointer_matches_pytorch)
{
	const char *c = "pointer";
	int		   *d = ref_ints(c, "dims", 6);
	int			B = d[0], Nq = d[1], M = d[2], Dq = d[3], Dm = d[4], D = d[5];

	if (B == 0)
		return;
	size_t		nl = (size_t) B * Nq * M;
	uint8_t    *mask = ref_mask(c, "mask", (size_t) B * M);
	float	   *q = ref_floats(c, "q", (size_t) B * Nq * Dq), *mem = ref_floats(c, "mem", (size_t) B * M * Dm);
	SeqPointerParams p = {ref_floats(c, "wq", (size_t) D * Dq), ref_floats(c, "bq", D),
	ref_floats(c, "wk", (size_t) D * Dm), ref_floats(c, "bk", D)};
	SeqPointerGrads g = {zeros((size_t) D * Dq), zeros(D), zeros((size_t) D * Dm), zeros(D)};
	float	   *keys = zeros(seq_pointer_keys_size(B, M, D)), *dkeys = zeros(seq_pointer_keys_size(B, M, D));
	float	   *cache = zeros(seq_pointer_cache_size(B, Nq, D)), *ws = zeros(seq_pointer_workspace_size(B, Nq, M, D));
	float	   *logits = zeros(nl), *dq = zeros((size_t) B * Nq * Dq), *dmem = zeros((size_t) B * M * Dm);
	int			masked_ok = 1;

	seq_pointer_keys_forward(keys, mem, &p, B, M, Dm, D);
	seq_pointer_forward(logits, cache, q, keys, mask, &p, B, Nq, M, Dq, D);
	/* invalid candidates are -inf; compare the rest (reference holds 0 there) */
	for (size_t i = 0; i < nl; i++)
	{
		int			valid = mask[(i / ((size_t) Nq * M)) * M + i % M];

		if (!valid)
		{
			masked_ok &= isinf(logits[i]) && logits[i] < 0;
			logits[i] = 0;
		}
	}
	CHECK(masked_ok);
	check_close(c, "logits_valid", logits, nl);
	seq_pointer_backward(dq, dkeys, &g, ws, ref_floats(c, "dlogits", nl), cache, q, keys, mask, &p,
						 B, Nq, M, Dq, D);
	seq_pointer_keys_backward(dmem, &g, dkeys, mem, &p, B, M, Dm, D);
	check_close(c, "dq", dq, (size_t) B * Nq * Dq);
	check_close(c, "dmem", dmem, (size_t) B * M * Dm);
	check_close(c, "dwq", g.wq, (size_t) D * Dq);
	check_close(c, "dbq", g.bq, D);
	check_close(c, "dwk", g.wk, (size_t) D * Dm);
	check_close(c, "dbk", g.bk, D);
}

UNIT_TEST(smoothed_xent_matches_pytorch)
{
	const char *c = "xent";
	int		   *d = ref_ints(c, "dims", 2);
	int			N = d[0], C = d[1];

	if (N == 0)
		return;
	float	   *eps = ref_floats(c, "eps", 1);
	float	   *logits = ref_floats(c, "logits", (size_t) N * C);
	uint8_t    *mask = ref_mask(c, "mask", (size_t) N * C);
	int		   *targets = ref_ints(c, "targets", N);
	float	   *losses = zeros(N), *probs = zeros(seq_smoothed_xent_cache_size(N, C));
	float	   *dlogits = zeros((size_t) N * C);

	CHECK(seq_smoothed_xent_forward(losses, probs, logits, mask, targets, N, C, eps[0]));
	check_close(c, "losses", losses, N);
	seq_smoothed_xent_backward(dlogits, ref_floats(c, "dlosses", N), probs, mask, targets, N, C, eps[0]);
	check_close(c, "dlogits", dlogits, (size_t) N * C);
}

static void
check_mlp_case(const char *c, SeqMlpActivation act)
{
	int		   *d = ref_ints(c, "dims", 4);
	int			N = d[0], Din = d[1], Hd = d[2], Dout = d[3];

	if (N == 0)
		return;
	float	   *inp = ref_floats(c, "inp", (size_t) N * Din);
	SeqMlpHeadParams p = {ref_floats(c, "w1", (size_t) Hd * Din), ref_floats(c, "b1", Hd),
	ref_floats(c, "w2", (size_t) Dout * Hd), ref_floats(c, "b2", Dout)};
	SeqMlpHeadGrads g = {zeros((size_t) Hd * Din), zeros(Hd), zeros((size_t) Dout * Hd), zeros(Dout)};
	float	   *out = zeros((size_t) N * Dout), *dinp = zeros((size_t) N * Din);
	float	   *cache = zeros(seq_mlp_head_cache_size(N, Hd)), *ws = zeros(seq_mlp_head_workspace_size(N, Hd));

	seq_mlp_head_forward(out, cache, inp, &p, act, N, Din, Hd, Dout);
	check_close(c, "out", out, (size_t) N * Dout);
	seq_mlp_head_backward(dinp, &g, ws, ref_floats(c, "dout", (size_t) N * Dout), cache, inp, &p,
						  act, N, Din, Hd, Dout);
	check_close(c, "dinp", dinp, (size_t) N * Din);
	check_close(c, "dw1", g.w1, (size_t) Hd * Din);
	check_close(c, "db1", g.b1, Hd);
	check_close(c, "dw2", g.w2, (size_t) Dout * Hd);
	check_close(c, "db2", g.b2, Dout);
}

UNIT_TEST(mlp_head_matches_pytorch_tanh_and_relu)
{
	check_mlp_case("mlp_tanh", SEQ_MLP_TANH);
	check_mlp_case("mlp_relu", SEQ_MLP_RELU);
}

#define RUN(name) do { UNIT_RUN(name); scratch_free_all(); } while (0)
/* a comparison: runs only when the references exist, else a visible, counted SKIP */
#define PARITY_RUN(name)                                                       \
	do {                                                                       \
		if (refs_loaded)                                                       \
			RUN(name);                                                         \
		else                                                                   \
			UNIT_SKIP(name, "no PyTorch reference (see pytorch_reference_is_generated)"); \
	} while (0)

int
main(void)
{
	RUN(pytorch_reference_is_generated);
	PARITY_RUN(embedding_matches_pytorch);
	PARITY_RUN(lstm_cell_matches_pytorch);
	PARITY_RUN(bilstm_and_summary_match_pytorch_packed_lstm);
	PARITY_RUN(swishrnn_matches_pytorch_for_steps_1_2_4);
	PARITY_RUN(memory_attention_matches_pytorch_multihead_attention);
	PARITY_RUN(pointer_matches_pytorch);
	PARITY_RUN(smoothed_xent_matches_pytorch);
	PARITY_RUN(mlp_head_matches_pytorch_tanh_and_relu);
	ref_free_all();
	UNIT_DONE();
}
