/*
 * test_nn_gate_activation.c — the vectorised sigmoid, tanh and LSTM gate activation
 * (src/nn/gate_activation.h: AVX-512F, or AVX2 with FMA where the CPU lacks it or
 * DTFIXUP_NO_AVX512 is set) against double-precision references: a sweep of float inputs
 * over the whole range, the saturated and special inputs, arrays of every ragged length
 * around the vector widths, and LSTM rows of odd widths.  Where neither kernel can run,
 * the tests print SKIP (the callers then use libm).
 */
#include "nn/gate_activation.h"
#include "nn/sgemm_small.h"

#include <float.h>
#include <stdbool.h>
#include <stdint.h>

#include "unit.h"

/*
 * The bound on |kernel - exact| for sigmoid and tanh.  Near 1 a float resolves 2^-23
 * (1.19e-7), half that just below 1.  e^x carries one to two ulps relative (polynomial,
 * range reduction, 2^n scaling exact); 1 + e^x, the division and tanh's 1 - 2 / (e + 1) each
 * round once more and, the quotient being at most 1, add no more than an ulp of 1.0 apiece.
 * That is under 3.4 ulps of 1.0 = 4e-7 (measured: 9e-8 for both functions, both forms).
 * A coefficient off by 0.2% costs 5e-6, a clamp that lets 2^n underflow costs 1.
 */
#define ACT_TOL 4e-7

typedef bool (*VecActivation) (float *out, const float *x, size_t n);

static double
sigmoid_exact(double x)
{
	return 1.0 / (1.0 + exp(-x));
}

static float
float_from_bits(uint32_t u)
{
	float		f;

	memcpy(&f, &u, sizeof(f));
	return f;
}

static uint32_t
bits_from_float(float f)
{
	uint32_t	u;

	memcpy(&u, &f, sizeof(u));
	return u;
}

/* the worst |kernel - exact| seen so far, where, and over how many inputs */
typedef struct ActError
{
	double		worst;
	float		at;
	size_t		checked;
} ActError;

#define BATCH 4096

typedef struct ActBatch
{
	VecActivation kernel;
	double		(*exact) (double);
	float		in[BATCH];
	float		out[BATCH];
	size_t		n;
	ActError	err;
} ActBatch;

static void
batch_flush(ActBatch *b)
{
	CHECK(b->kernel(b->out, b->in, b->n));
	for (size_t i = 0; i < b->n; i++)
	{
		double		e = fabs((double) b->out[i] - b->exact((double) b->in[i]));

		if (!(e <= b->err.worst))	/* a NaN result is the worst of all */
		{
			b->err.worst = isnan(e) ? INFINITY : e;
			b->err.at = b->in[i];
		}
	}
	b->err.checked += b->n;
	b->n = 0;
}

static void
batch_add(ActBatch *b, float x)
{
	b->in[b->n++] = x;
	if (b->n == BATCH)
		batch_flush(b);
}

/*
 * Every stride-th float of both signs: over all finite floats (stride 1009: about 4 million,
 * every binade from the subnormals to FLT_MAX about 8000 times), then again between 2^-12
 * and 20, where neither function is saturated or linear (stride 61: 4.5 million), and a
 * uniform grid of step 2^-12 over [-20, 20], so the reduction's every n is seen densely.
 */
static ActError
sweep(VecActivation kernel, double (*exact) (double))
{
	ActBatch   *b = calloc(1, sizeof(ActBatch));
	ActError	err;

	b->kernel = kernel;
	b->exact = exact;
	for (int sign = 0; sign < 2; sign++)
	{
		uint32_t	s = sign ? 0x80000000u : 0;

		for (uint32_t u = 0; u <= bits_from_float(FLT_MAX); u += 1009)
			batch_add(b, float_from_bits(s | u));
		for (uint32_t u = bits_from_float(0x1p-12f); u <= bits_from_float(20.0f); u += 61)
			batch_add(b, float_from_bits(s | u));
	}
	for (int k = -20 * 4096; k <= 20 * 4096; k++)
		batch_add(b, (float) k / 4096.0f);
	batch_flush(b);
	err = b->err;
	free(b);
	return err;
}

UNIT_TEST(vec_sigmoid_within_4e7_of_double_over_the_float_range)
{
	ActError	e = sweep(nn_vec_sigmoid, sigmoid_exact);

	if (!(e.worst <= ACT_TOL))
		UNIT_FAIL("sigmoid(%.9g): error %.3g > %.3g", e.at, e.worst, ACT_TOL);
	printf("     (worst sigmoid error %.3g at x = %.9g over %zu inputs, %s)\n", e.worst, e.at,
		   e.checked, nn_avx512_kernels_available() ? "AVX-512F" : "AVX2");
}

UNIT_TEST(vec_tanh_within_4e7_of_double_over_the_float_range)
{
	ActError	e = sweep(nn_vec_tanh, tanh);

	if (!(e.worst <= ACT_TOL))
		UNIT_FAIL("tanh(%.9g): error %.3g > %.3g", e.at, e.worst, ACT_TOL);
	printf("     (worst tanh error %.3g at x = %.9g over %zu inputs, %s)\n", e.worst, e.at,
		   e.checked, nn_avx512_kernels_available() ? "AVX-512F" : "AVX2");
}

/*
 * Near 0 tanh x ~ x, and an absolute bound alone would let 1 - 2 / (e^2x + 1) cancel to
 * noise there: from the smallest normal float to 0.7 the relative error must stay within
 * 4 FLT_EPSILON (a few ulps), and tanh(-x) must be -tanh(x) exactly.
 */
UNIT_TEST(vec_tanh_is_odd_and_relatively_accurate_near_zero)
{
	enum
	{
		N = 4096
	};
	float	   *x = malloc(sizeof(float) * 2 * N),
			   *t = malloc(sizeof(float) * 2 * N);
	double		worst_rel = 0;

	/* from the smallest normal float up to 0.7, geometrically, and their negatives */
	for (int i = 0; i < N; i++)
	{
		x[i] = (float) (FLT_MIN * pow(0.7 / FLT_MIN, (double) i / (N - 1)));
		x[N + i] = -x[i];
	}
	CHECK(nn_vec_tanh(t, x, 2 * N));
	for (int i = 0; i < N; i++)
	{
		double		exact = tanh((double) x[i]);
		double		rel = fabs(t[i] - exact) / exact / FLT_EPSILON;

		worst_rel = rel > worst_rel ? rel : worst_rel;
		if (!(rel <= 4.0))
			UNIT_FAIL("tanh(%.9g) = %.9g, exact %.9g: relative error %.2f FLT_EPSILON",
					  x[i], t[i], exact, rel);
		if (t[N + i] != -t[i])
			UNIT_FAIL("tanh(%.9g) = %.9g but tanh(%.9g) = %.9g", x[N + i], t[N + i], x[i], t[i]);
	}
	printf("     (worst relative error below 0.7: %.2f FLT_EPSILON)\n", worst_rel);
	free(x);
	free(t);
}

/* saturation is exact; zeros, subnormals, infinities and the clamp's edges are in range;
 * NaN stays NaN */
UNIT_TEST(vec_activations_of_special_inputs)
{
	static const float x[] = {
		0.0f, -0.0f, 0x1p-149f, -0x1p-149f, FLT_MIN, -FLT_MIN, 87.0f, -87.0f, 88.0f, -88.0f,
		88.7f, -88.7f, 89.0f, -89.0f, 100.0f, -100.0f, 1e30f, -1e30f, FLT_MAX, -FLT_MAX,
		INFINITY, -INFINITY, NAN
	};
	enum
	{
		N = sizeof(x) / sizeof(x[0])
	};
	float		s[N],
				t[N];

	CHECK(nn_vec_sigmoid(s, x, N));
	CHECK(nn_vec_tanh(t, x, N));
	for (int i = 0; i < N - 1; i++)
	{
		if (!(fabs(s[i] - sigmoid_exact(x[i])) <= ACT_TOL))
			UNIT_FAIL("sigmoid(%.9g) = %.9g, exact %.9g", x[i], s[i], sigmoid_exact(x[i]));
		if (!(fabs(t[i] - tanh(x[i])) <= ACT_TOL))
			UNIT_FAIL("tanh(%.9g) = %.9g, exact %.9g", x[i], t[i], tanh(x[i]));
		/* saturated inputs give exactly 1 and +-1, and sigmoid never goes below 0 */
		if (x[i] >= 20.0f)
			CHECK(s[i] == 1.0f && t[i] == 1.0f);
		if (x[i] <= -20.0f)
			CHECK(s[i] >= 0.0f && t[i] == -1.0f);
	}
	CHECK(s[0] == 0.5f && s[1] == 0.5f);
	CHECK(t[0] == 0.0f && !signbit(t[0]) && t[1] == 0.0f && signbit(t[1]));
	CHECK(t[2] == 0x1p-149f && t[3] == -0x1p-149f);
	CHECK(isnan(s[N - 1]) && isnan(t[N - 1]));
}

/*
 * Every length from 1 to 40 and around 256, written in place into a buffer of exactly that
 * length (so AddressSanitizer sees a read or write past it) and into one followed by guard
 * values that must survive: each element's result must equal, bit for bit, the one it gets
 * inside a long array, wherever it sits relative to the vector width.
 */
static void
check_ragged_lengths(VecActivation kernel, const char *name)
{
	enum
	{
		LONG = 300, GUARD = 17
	};
	static const float guard = 12345.0f;
	float		in[LONG],
				ref[LONG];

	for (int i = 0; i < LONG; i++)
		in[i] = (float) ((i * 37) % 101 - 50) / 8.0f;
	CHECK(kernel(ref, in, LONG));
	for (int n = 1; n <= LONG - 3; n = n < 40 ? n + 1 : n + 27)
		for (int off = 0; off < 3; off++)
		{
			float	   *exact = malloc(sizeof(float) * n);
			float	   *guarded = malloc(sizeof(float) * (n + GUARD));

			memcpy(exact, in + off, sizeof(float) * n);
			memcpy(guarded, in + off, sizeof(float) * n);
			for (int g = 0; g < GUARD; g++)
				guarded[n + g] = guard;
			CHECK(kernel(exact, exact, n));
			CHECK(kernel(guarded, guarded, n));
			for (int i = 0; i < n; i++)
				if (exact[i] != ref[off + i] || guarded[i] != ref[off + i])
					UNIT_FAIL("%s, length %d, element %d: %.9g and %.9g, in a long array %.9g",
							  name, n, i, exact[i], guarded[i], ref[off + i]);
			for (int g = 0; g < GUARD; g++)
				if (guarded[n + g] != guard)
					UNIT_FAIL("%s, length %d: wrote %.9g past the end", name, n, guarded[n + g]);
			free(exact);
			free(guarded);
		}
	CHECK(kernel(NULL, NULL, 0));
}

UNIT_TEST(vec_activations_of_ragged_lengths_touch_only_their_elements)
{
	check_ragged_lengths(nn_vec_sigmoid, "sigmoid");
	check_ragged_lengths(nn_vec_tanh, "tanh");
}

/* ---- the LSTM row ---- */

static uint64_t rng_state = 0x2545F4914F6CDD1Dull;

static float
uniform(float lo, float hi)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return lo + (hi - lo) * (float) ((rng_state >> 40) / (double) (1ull << 24));
}

/*
 * One row against the step in double (i, f, o = sigmoid; g = tanh; c = f c_prev + i g;
 * h = o tanh(c)), computed from the same float inputs.  Each gate is within ACT_TOL.  c adds
 * f's and i's errors times |c_prev| and |g| <= 1, g's times i <= 1, and two roundings of
 * products and sum (FMA: one fewer): ACT_TOL (|c_prev| + 2) + 2 ulps of |c|.  h adds o's
 * error, tanh's, and tanh's slope (<= 1) times c's error, plus a rounding.
 */
static void
check_lstm_row(int H, bool c_in_place)
{
	float	   *pre = malloc(sizeof(float) * 4 * H),
			   *gates = malloc(sizeof(float) * 4 * H),
			   *c_prev = calloc(H, sizeof(float)),
			   *h = malloc(sizeof(float) * H),
			   *c_prev_in = malloc(sizeof(float) * H);
	float	   *c = c_in_place ? c_prev : malloc(sizeof(float) * H);

	for (int k = 0; k < 4 * H; k++)
		gates[k] = pre[k] = uniform(-8.0f, 8.0f);
	for (int j = 0; j < H; j++)
		c_prev[j] = c_prev_in[j] = uniform(-4.0f, 4.0f);
	CHECK(nn_vec_lstm_activate(gates, h, c, c_prev, H));
	for (int j = 0; j < H; j++)
	{
		double		i = sigmoid_exact(pre[j]),
					f = sigmoid_exact(pre[H + j]),
					g = tanh(pre[2 * H + j]),
					o = sigmoid_exact(pre[3 * H + j]);
		double		ce = f * c_prev_in[j] + i * g;
		double		he = o * tanh(ce);
		double		c_tol = ACT_TOL * (fabs(c_prev_in[j]) + 2) + 2 * FLT_EPSILON * fabs(ce);
		double		h_tol = 2 * ACT_TOL + c_tol + FLT_EPSILON;

		if (!(fabs(gates[j] - i) <= ACT_TOL && fabs(gates[H + j] - f) <= ACT_TOL &&
			  fabs(gates[2 * H + j] - g) <= ACT_TOL && fabs(gates[3 * H + j] - o) <= ACT_TOL))
			UNIT_FAIL("H=%d, unit %d: gates %.9g %.9g %.9g %.9g, exact %.9g %.9g %.9g %.9g",
					  H, j, gates[j], gates[H + j], gates[2 * H + j], gates[3 * H + j], i, f, g, o);
		if (!(fabs(c[j] - ce) <= c_tol))
			UNIT_FAIL("H=%d, unit %d: c = %.9g, exact %.9g", H, j, c[j], ce);
		if (!(fabs(h[j] - he) <= h_tol))
			UNIT_FAIL("H=%d, unit %d: h = %.9g, exact %.9g", H, j, h[j], he);
	}
	free(pre);
	free(gates);
	if (!c_in_place)
		free(c);
	free(c_prev);
	free(h);
	free(c_prev_in);
}

/* the model's H = 256, and widths that leave a ragged end on 8 and 16 lanes; c may
 * overwrite c_prev */
UNIT_TEST(vec_lstm_row_matches_double_step_for_ragged_widths)
{
	static const int widths[] = {1, 7, 8, 9, 13, 15, 16, 17, 31, 100, 256};

	for (size_t w = 0; w < sizeof(widths) / sizeof(widths[0]); w++)
	{
		check_lstm_row(widths[w], false);
		check_lstm_row(widths[w], true);
	}
}

int
main(void)
{
	if (nn_gate_activation_available())
	{
		UNIT_RUN(vec_sigmoid_within_4e7_of_double_over_the_float_range);
		UNIT_RUN(vec_tanh_within_4e7_of_double_over_the_float_range);
		UNIT_RUN(vec_tanh_is_odd_and_relatively_accurate_near_zero);
		UNIT_RUN(vec_activations_of_special_inputs);
		UNIT_RUN(vec_activations_of_ragged_lengths_touch_only_their_elements);
		UNIT_RUN(vec_lstm_row_matches_double_step_for_ragged_widths);
	}
	else
	{
		const char *why = "the kernels cannot run here (neither AVX-512F nor AVX2 with FMA)";

		UNIT_SKIP(vec_sigmoid_within_4e7_of_double_over_the_float_range, "%s", why);
		UNIT_SKIP(vec_tanh_within_4e7_of_double_over_the_float_range, "%s", why);
		UNIT_SKIP(vec_tanh_is_odd_and_relatively_accurate_near_zero, "%s", why);
		UNIT_SKIP(vec_activations_of_special_inputs, "%s", why);
		UNIT_SKIP(vec_activations_of_ragged_lengths_touch_only_their_elements, "%s", why);
		UNIT_SKIP(vec_lstm_row_matches_double_step_for_ragged_widths, "%s", why);
	}
	UNIT_DONE();
}
