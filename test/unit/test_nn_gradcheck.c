/*
 * test_nn_gradcheck.c — every nn/ layer's backward against central finite differences,
 * in double precision.
 *
 * The layer sources are included here with NN_DOUBLE defined (see src/nn/nn_real.h), so
 * the very code the library runs in float is instantiated in double and checked: for a
 * random projection G of each output, loss = sum(out * G); backward is run with dout = G
 * and every input and parameter entry is compared with (loss(x+h) - loss(x-h)) / 2h.
 */
#define NN_DOUBLE
#include "nn/linear.c"
#include "nn/activation.c"
#include "nn/residual.c"
#include "nn/layernorm.c"
#include "nn/dropout.c"
#include "nn/mse_loss.c"
#include "nn/rat_attention.c"
#include "nn/attention_conv.c"

#include "unit.h"

#include <stdbool.h>

/* ---- tiny deterministic generator for test data ---- */
static uint64_t rng_state = 0x1234567ull;

static double
urand(void)
{
	rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
	return (double) (rng_state >> 11) * (1.0 / 9007199254740992.0);
}

static double *
rand_array(size_t n, double scale)
{
	double	   *a = malloc(sizeof(double) * n);

	for (size_t i = 0; i < n; i++)
		a[i] = (2 * urand() - 1) * scale;
	return a;
}

static double *
zeros(size_t n)
{
	return calloc(n, sizeof(double));
}

static double
dot(const double *a, const double *b, size_t n)
{
	double		s = 0;

	for (size_t i = 0; i < n; i++)
		s += a[i] * b[i];
	return s;
}

/* ---- the checker: loss() recomputes the forward and returns the scalar loss ---- */
typedef double (*LossFn) (void);

#define FD_STEP 1e-6
#define FD_TOL 1e-6

/* Compares analytic grad[n] of x[n] with central differences of loss(); returns worst error. */
static double
check_tensor(const char *what, double *x, const double *grad, size_t n, LossFn loss)
{
	double		worst = 0;

	for (size_t i = 0; i < n; i++)
	{
		double		keep = x[i];

		x[i] = keep + FD_STEP;
		double		up = loss();

		x[i] = keep - FD_STEP;
		double		down = loss();

		x[i] = keep;
		double		numeric = (up - down) / (2 * FD_STEP);
		double		err = fabs(numeric - grad[i]) / fmax(1.0, fabs(numeric) + fabs(grad[i]));

		if (err > worst)
			worst = err;
		if (err > FD_TOL)
		{
			UNIT_FAIL("%s[%zu]: analytic %.10g, numeric %.10g", what, i, grad[i], numeric);
			return err;
		}
	}
	return worst;
}

/* ===================== linear ===================== */
enum { LM = 5, LI = 4, LO = 3 };
static double *l_inp, *l_W, *l_b, *l_G, l_out[LM * LO];

static double
linear_loss(void)
{
	linear_forward_d(l_out, l_inp, l_W, l_b, LM, LI, LO);
	return dot(l_out, l_G, LM * LO);
}

UNIT_TEST(linear_backward_matches_finite_differences)
{
	l_inp = rand_array(LM * LI, 1);
	l_W = rand_array(LO * LI, 1);
	l_b = rand_array(LO, 1);
	l_G = rand_array(LM * LO, 1);
	double	   *dinp = zeros(LM * LI), *dW = zeros(LO * LI), *db = zeros(LO);

	linear_loss();
	linear_backward_d(dinp, dW, db, l_G, l_inp, l_W, LM, LI, LO);
	check_tensor("dinp", l_inp, dinp, LM * LI, linear_loss);
	check_tensor("dW", l_W, dW, LO * LI, linear_loss);
	check_tensor("db", l_b, db, LO, linear_loss);
	/* gradients accumulate: a second backward doubles them */
	double		first = dW[3];

	linear_backward_d(dinp, dW, db, l_G, l_inp, l_W, LM, LI, LO);
	CHECK_NEAR(dW[3], 2 * first, 1e-12);
	free(l_inp); free(l_W); free(l_b); free(l_G); free(dinp); free(dW); free(db);
}

/* ===================== activations, residual, dropout ===================== */
enum { EN = 40 };
static double *e_inp, *e_G, e_out[EN];
static int	e_kind;				/* 0 relu, 1 gelu, 2 dropout, 3 relu in place, 4 gelu in place */

static double
elementwise_loss(void)
{
	if (e_kind == 0 || e_kind == 3)
		relu_forward_d(e_out, e_inp, EN);
	else if (e_kind == 1 || e_kind == 4)
		gelu_forward_d(e_out, e_inp, EN);
	else
		dropout_forward_d(e_out, e_inp, EN, 0.3f, 77);
	return dot(e_out, e_G, EN);
}

UNIT_TEST(activation_and_dropout_backward_match_finite_differences)
{
	e_inp = rand_array(EN, 2);
	e_G = rand_array(EN, 1);
	for (e_kind = 0; e_kind < 5; e_kind++)
	{
		const char *names[] = {"relu", "gelu", "dropout", "relu in place", "gelu in place"};
		double	   *dinp = zeros(EN);

		elementwise_loss();
		if (e_kind == 0)
			relu_backward_d(dinp, e_G, e_inp, EN);
		else if (e_kind == 1)
			gelu_backward_d(dinp, e_G, e_inp, EN);
		else if (e_kind == 2)
			dropout_backward_d(dinp, e_G, EN, 0.3f, 77);
		else
		{
			/* in place: the buffer holds dout and becomes dinp */
			memcpy(dinp, e_G, sizeof(double) * EN);
			if (e_kind == 3)
				relu_backward_inplace_d(dinp, e_out, EN);
			else
				gelu_backward_inplace_d(dinp, e_inp, EN);
		}
		check_tensor(names[e_kind], e_inp, dinp, EN, elementwise_loss);
		free(dinp);
	}
	free(e_inp); free(e_G);
}

UNIT_TEST(dropout_mask_is_reproducible_and_scaled)
{
	enum { N = 10000 };
	double	   *x = malloc(sizeof(double) * N), *a = malloc(sizeof(double) * N),
			   *b = malloc(sizeof(double) * N);

	for (int i = 0; i < N; i++)
		x[i] = 1;
	dropout_forward_d(a, x, N, 0.25f, 5);
	dropout_forward_d(b, x, N, 0.25f, 5);
	int			kept = 0, same = 1;

	for (int i = 0; i < N; i++)
	{
		kept += a[i] != 0;
		same &= a[i] == b[i];
		if (a[i] != 0)
			CHECK_NEAR(a[i], 1 / 0.75, 1e-12);
	}
	CHECK(same);
	CHECK(kept > 7250 && kept < 7750);
	dropout_forward_d(b, x, N, 0.25f, 6);
	CHECK(memcmp(a, b, sizeof(double) * N) != 0);
	free(x); free(a); free(b);
}

/* ===================== layer norm ===================== */
enum { NM = 3, NC = 6 };
static double *n_inp, *n_g, *n_b, *n_G, n_out[NM * NC], n_mean[NM], n_rstd[NM];

static double
layernorm_loss(void)
{
	layernorm_forward_d(n_out, n_mean, n_rstd, n_inp, n_g, n_b, NM, NC);
	return dot(n_out, n_G, NM * NC);
}

UNIT_TEST(layernorm_backward_matches_finite_differences)
{
	n_inp = rand_array(NM * NC, 2);
	n_g = rand_array(NC, 1);
	n_b = rand_array(NC, 1);
	n_G = rand_array(NM * NC, 1);
	double	   *dinp = zeros(NM * NC), *dg = zeros(NC), *db = zeros(NC);

	layernorm_loss();
	layernorm_backward_d(dinp, dg, db, n_G, n_inp, n_g, n_mean, n_rstd, NM, NC);
	check_tensor("dinp", n_inp, dinp, NM * NC, layernorm_loss);
	check_tensor("dgamma", n_g, dg, NC, layernorm_loss);
	check_tensor("dbeta", n_b, db, NC, layernorm_loss);
	free(n_inp); free(n_g); free(n_b); free(n_G); free(dinp); free(dg); free(db);
}

/* ===================== masked MSE ===================== */
static double *m_out, *m_tgt;
static const int m_len[2] = {3, 2};

static double
mse_loss(void)
{
	return mse_loss_forward_d(m_out, m_tgt, m_len, 2, 3, 4);
}

UNIT_TEST(mse_loss_backward_matches_finite_differences_and_ignores_padding)
{
	m_out = rand_array(24, 1);
	m_tgt = rand_array(24, 1);
	double	   *dout = zeros(24);

	mse_loss_backward_d(dout, m_out, m_tgt, m_len, 2, 3, 4, 1.0);
	check_tensor("dout", m_out, dout, 24, mse_loss);
	for (int c = 0; c < 4; c++)
		CHECK(dout[(1 * 3 + 2) * 4 + c] == 0);
	free(m_out); free(m_tgt); free(dout);
}

/* ===================== relation-aware attention (plain and convolution) ===================== */
static RatAttnShape a_sh = {.B = 2, .n = 5, .H = 2, .dh = 3, .R = 4};
static const int a_len[2] = {5, 3};
static int	a_rel[2 * 5 * 5];
static double *a_q, *a_k, *a_v, *a_rk, *a_rv, *a_G, *a_G2, *a_prev, *a_W, *a_bias, *a_slope;
static double *a_z, *a_P, *a_PB, *a_QR, *a_Sc, *a_Sr, *a_U, *a_A;
static bool a_conv, a_has_prev;

#define A_ACT (2 * 5 * 6)
#define A_MAP (2 * 2 * 5 * 5)
#define A_REL (2 * 5 * 2 * 4)

static double
attention_loss(void)
{
	if (!a_conv)
	{
		rat_attention_forward_d(a_z, a_P, a_PB, a_QR, a_q, a_k, a_v, a_rk, a_rv, a_rel, a_len, a_sh);
		return dot(a_z, a_G, A_ACT);
	}
	rat_conv_attention_forward_d(a_z, a_Sc, a_Sr, a_U, a_A, a_P, a_PB, a_QR, a_q, a_k, a_v,
								 a_rk, a_rv, a_has_prev ? a_prev : NULL, a_W, a_bias, a_slope,
								 a_rel, a_len, a_sh);
	/* the fused logits feed the next layer too: include them in the loss */
	return dot(a_z, a_G, A_ACT) + dot(a_A, a_G2, A_MAP);
}

static void
attention_setup(void)
{
	for (int i = 0; i < 2 * 5 * 5; i++)
		a_rel[i] = (int) (urand() * 4);
	a_q = rand_array(A_ACT, 1); a_k = rand_array(A_ACT, 1); a_v = rand_array(A_ACT, 1);
	a_rk = rand_array(12, 1); a_rv = rand_array(12, 1);
	a_G = rand_array(A_ACT, 1); a_G2 = rand_array(A_MAP, 1); a_prev = rand_array(A_MAP, 1);
	a_W = rand_array(2 * 6, 1); a_bias = rand_array(2, 0.5);
	a_slope = rand_array(2, 0.5);
	a_z = zeros(A_ACT); a_P = zeros(A_MAP); a_PB = zeros(A_REL); a_QR = zeros(A_REL);
	a_Sc = zeros(A_MAP); a_Sr = zeros(A_MAP); a_U = zeros(A_MAP); a_A = zeros(A_MAP);
}

static void
attention_teardown(void)
{
	double	   *all[] = {a_q, a_k, a_v, a_rk, a_rv, a_G, a_G2, a_prev, a_W, a_bias, a_slope,
		a_z, a_P, a_PB, a_QR, a_Sc, a_Sr, a_U, a_A};

	for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++)
		free(all[i]);
}

UNIT_TEST(rat_attention_backward_matches_finite_differences_with_padding)
{
	attention_setup();
	a_conv = false;
	double	   *dq = zeros(A_ACT), *dk = zeros(A_ACT), *dv = zeros(A_ACT);
	double	   *drk = zeros(12), *drv = zeros(12), *dP = zeros(A_MAP), *dQR = zeros(A_REL);

	attention_loss();
	/* padded query rows of example 1 attend to nothing; padded keys get probability 0 */
	CHECK(a_P[((1 * 2 + 0) * 5 + 4) * 5 + 0] == 0);
	CHECK(a_P[((1 * 2 + 1) * 5 + 0) * 5 + 3] == 0);
	rat_attention_backward_d(dq, dk, dv, drk, drv, dP, dQR, a_G, a_P, a_PB, a_q, a_k, a_v,
							 a_rk, a_rv, a_rel, a_len, a_sh);
	check_tensor("dq", a_q, dq, A_ACT, attention_loss);
	check_tensor("dk", a_k, dk, A_ACT, attention_loss);
	check_tensor("dv", a_v, dv, A_ACT, attention_loss);
	check_tensor("drk", a_rk, drk, 12, attention_loss);
	check_tensor("drv", a_rv, drv, 12, attention_loss);
	/* padded keys of example 1 (items 3, 4) get no gradient */
	for (int c = 0; c < 6; c++)
		CHECK(dk[(1 * 5 + 4) * 6 + c] == 0 && dv[(1 * 5 + 3) * 6 + c] == 0);
	free(dq); free(dk); free(dv); free(drk); free(drv); free(dP); free(dQR);
	attention_teardown();
}

static void
conv_attention_case(bool has_prev)
{
	attention_setup();
	a_conv = true;
	a_has_prev = has_prev;
	int			cin = has_prev ? 6 : 4;
	double	   *dq = zeros(A_ACT), *dk = zeros(A_ACT), *dv = zeros(A_ACT);
	double	   *drk = zeros(12), *drv = zeros(12), *dW = zeros(2 * cin), *dbias = zeros(2),
			   *dslope = zeros(2), *dprev = zeros(A_MAP), *dA = zeros(A_MAP),
			   *dP = zeros(A_MAP), *dSr = zeros(A_MAP), *dQR = zeros(A_REL);

	attention_loss();
	memcpy(dA, a_G2, sizeof(double) * A_MAP);
	rat_conv_attention_backward_d(dq, dk, dv, drk, drv, dW, dbias, dslope,
								  has_prev ? dprev : NULL, dA, dP, dSr, dQR, a_G, a_Sc, a_Sr,
								  a_U, a_P, a_PB, a_q, a_k, a_v, a_rk, a_rv,
								  has_prev ? a_prev : NULL, a_W, a_slope, a_rel, a_len, a_sh);
	check_tensor("dq", a_q, dq, A_ACT, attention_loss);
	check_tensor("dk", a_k, dk, A_ACT, attention_loss);
	check_tensor("dv", a_v, dv, A_ACT, attention_loss);
	check_tensor("drk", a_rk, drk, 12, attention_loss);
	check_tensor("drv", a_rv, drv, 12, attention_loss);
	check_tensor("dW", a_W, dW, 2 * cin, attention_loss);
	check_tensor("dbias", a_bias, dbias, 2, attention_loss);
	check_tensor("dslope", a_slope, dslope, 2, attention_loss);
	if (has_prev)
		check_tensor("dprev", a_prev, dprev, A_MAP, attention_loss);
	free(dq); free(dk); free(dv); free(drk); free(drv); free(dW); free(dbias); free(dslope);
	free(dprev); free(dA); free(dP); free(dSr); free(dQR);
	attention_teardown();
}

UNIT_TEST(conv_attention_first_layer_backward_matches_finite_differences)
{
	conv_attention_case(false);
}

UNIT_TEST(conv_attention_with_previous_maps_backward_matches_finite_differences)
{
	conv_attention_case(true);
}

int
main(void)
{
	UNIT_RUN(linear_backward_matches_finite_differences);
	UNIT_RUN(activation_and_dropout_backward_match_finite_differences);
	UNIT_RUN(dropout_mask_is_reproducible_and_scaled);
	UNIT_RUN(layernorm_backward_matches_finite_differences);
	UNIT_RUN(mse_loss_backward_matches_finite_differences_and_ignores_padding);
	UNIT_RUN(rat_attention_backward_matches_finite_differences_with_padding);
	UNIT_RUN(conv_attention_first_layer_backward_matches_finite_differences);
	UNIT_RUN(conv_attention_with_previous_maps_backward_matches_finite_differences);
	UNIT_DONE();
}
