/*
 * gate_activation.c — vectorised sigmoid, tanh and LSTM gate activation (see
 * gate_activation.h).
 *
 * e^x (Cody and Waite's range reduction, Cephes expf's polynomial): x is clamped to
 * [EXP_MIN, EXP_MAX], n = round(x / ln 2) and r = x - n ln 2 with ln 2 in two parts, so
 * |r| <= ln 2 / 2 almost exactly; e^r is the degree-7 polynomial below (relative error
 * about 1e-7 on that interval) and 2^n is built in a float's exponent bits.  The clamp keeps
 * 2^n a normal float (n in [-126, 127]) and e^x finite: no inf, no NaN from finite or
 * infinite input, and sigmoid and tanh have saturated long before it bites.
 *
 * sigmoid(x) = 1 / (1 + e^-x): its absolute error is that of e^-x scaled down by the
 * division, a few ulps of 1.0 at most.
 * tanh(x) = sign(x) (1 - 2 / (e^2|x| + 1)) for |x| >= 0.625, which loses relative accuracy
 * as |x| goes to 0 (1 - 2 / (e^2|x| + 1) cancels); below 0.625 Cephes tanhf's odd polynomial
 * x + x^3 P(x^2) takes over, accurate to a few ulps relative.
 *
 * The AVX2 and AVX-512 forms are the same sequence of operations on 8 or 16 lanes.  A ragged
 * end (n not a multiple of the width) goes through the same code with masked loads and
 * stores, so an element's result does not depend on where it sits in the array.
 */
#include "nn/gate_activation.h"

#include "nn/sgemm_small.h"

#include <stdint.h>

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#define NN_HAVE_GATE_ACTIVATION 1
#endif

#ifdef NN_HAVE_GATE_ACTIVATION

#define EXP_MIN -87.0f			/* round(EXP_MIN / ln 2) = -126 */
#define EXP_MAX 88.0f			/* round(EXP_MAX / ln 2) = 127 */
#define LOG2E 1.44269504088896341f
#define LN2_HI 0.693359375f		/* ln 2 = LN2_HI + LN2_LO; n * LN2_HI is exact */
#define LN2_LO -2.12194440e-4f

/* e^r = 1 + r + r^2 (EXP_P2 + r (EXP_P3 + ...)) on |r| <= ln 2 / 2 (Cephes expf) */
#define EXP_P2 5.0000001201e-1f
#define EXP_P3 1.6666665459e-1f
#define EXP_P4 4.1665795894e-2f
#define EXP_P5 8.3334519073e-3f
#define EXP_P6 1.3981999507e-3f
#define EXP_P7 1.9875691500e-4f

/* tanh x = x + x^3 (TANH_P3 + x^2 (TANH_P5 + ...)) on |x| < TANH_SMALL (Cephes tanhf) */
#define TANH_SMALL 0.625f
#define TANH_P3 -3.33332819422e-1f
#define TANH_P5 1.33314422036e-1f
#define TANH_P7 -5.37397155531e-2f
#define TANH_P9 2.06390887954e-2f
#define TANH_P11 -5.70498872745e-3f

/* ---------------------------------------------------------------- AVX2 + FMA, 8 lanes */

#define AVX2_INLINE static inline __attribute__((always_inline, target("avx2,fma")))
#define AVX2 __attribute__((target("avx2,fma")))

AVX2_INLINE __m256
exp_avx2(__m256 x)
{
	__m256		n,
				r,
				p;
	__m256i		two_n;

	/* max(lo, x), not max(x, lo): the second operand is what a NaN lane returns */
	x = _mm256_min_ps(_mm256_set1_ps(EXP_MAX), _mm256_max_ps(_mm256_set1_ps(EXP_MIN), x));
	n = _mm256_round_ps(_mm256_mul_ps(x, _mm256_set1_ps(LOG2E)),
						_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
	r = _mm256_fnmadd_ps(n, _mm256_set1_ps(LN2_HI), x);
	r = _mm256_fnmadd_ps(n, _mm256_set1_ps(LN2_LO), r);
	p = _mm256_set1_ps(EXP_P7);
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(EXP_P6));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(EXP_P5));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(EXP_P4));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(EXP_P3));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(EXP_P2));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
	two_n = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvttps_epi32(n), _mm256_set1_epi32(127)), 23);
	return _mm256_mul_ps(p, _mm256_castsi256_ps(two_n));
}

AVX2_INLINE __m256
sigmoid_avx2(__m256 x)
{
	__m256		one = _mm256_set1_ps(1.0f);

	return _mm256_div_ps(one, _mm256_add_ps(one, exp_avx2(_mm256_sub_ps(_mm256_setzero_ps(), x))));
}

AVX2_INLINE __m256
tanh_avx2(__m256 x)
{
	__m256		sign = _mm256_and_ps(x, _mm256_set1_ps(-0.0f));
	__m256		ax = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x);
	__m256		one = _mm256_set1_ps(1.0f);
	__m256		x2 = _mm256_mul_ps(x, x);
	__m256		small,
				large,
				t;

	small = _mm256_set1_ps(TANH_P11);
	small = _mm256_fmadd_ps(small, x2, _mm256_set1_ps(TANH_P9));
	small = _mm256_fmadd_ps(small, x2, _mm256_set1_ps(TANH_P7));
	small = _mm256_fmadd_ps(small, x2, _mm256_set1_ps(TANH_P5));
	small = _mm256_fmadd_ps(small, x2, _mm256_set1_ps(TANH_P3));
	small = _mm256_fmadd_ps(_mm256_mul_ps(small, x2), ax, ax);

	large = exp_avx2(_mm256_add_ps(ax, ax));
	large = _mm256_sub_ps(one, _mm256_div_ps(_mm256_set1_ps(2.0f), _mm256_add_ps(large, one)));
	/* ordered compare: a NaN lane takes the large form, whose e^x kept the NaN */
	t = _mm256_blendv_ps(large, small, _mm256_cmp_ps(ax, _mm256_set1_ps(TANH_SMALL), _CMP_LT_OQ));
	/* tanh |x| with x's sign: exactly odd, and tanh(-0) = -0 */
	return _mm256_or_ps(t, sign);
}

/* lanes 0..n-1 of 8 on, for the ragged end of an array */
AVX2_INLINE __m256i
first_lanes_avx2(size_t n)
{
	static const int32_t ones_then_zeros[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};

	return _mm256_loadu_si256((const __m256i *) (ones_then_zeros + 8 - (n < 8 ? n : 8)));
}

AVX2_INLINE __m256
load_avx2(const float *p, __m256i lanes, bool full)
{
	return full ? _mm256_loadu_ps(p) : _mm256_maskload_ps(p, lanes);
}

AVX2_INLINE void
store_avx2(float *p, __m256 v, __m256i lanes, bool full)
{
	if (full)
		_mm256_storeu_ps(p, v);
	else
		_mm256_maskstore_ps(p, lanes, v);
}

static AVX2 void
sigmoid_array_avx2(float *out, const float *x, size_t n)
{
	for (size_t i = 0; i < n; i += 8)
	{
		bool		full = n - i >= 8;
		__m256i		lanes = first_lanes_avx2(n - i);

		store_avx2(out + i, sigmoid_avx2(load_avx2(x + i, lanes, full)), lanes, full);
	}
}

static AVX2 void
tanh_array_avx2(float *out, const float *x, size_t n)
{
	for (size_t i = 0; i < n; i += 8)
	{
		bool		full = n - i >= 8;
		__m256i		lanes = first_lanes_avx2(n - i);

		store_avx2(out + i, tanh_avx2(load_avx2(x + i, lanes, full)), lanes, full);
	}
}

/* everything is loaded before anything is stored: c may be c_prev */
static AVX2 void
lstm_activate_avx2(float *gates, float *h, float *c, const float *c_prev, int H)
{
	float	   *gi = gates,
			   *gf = gates + H,
			   *gg = gates + 2 * H,
			   *go = gates + 3 * H;

	for (size_t j = 0; j < (size_t) H; j += 8)
	{
		bool		full = H - j >= 8;
		__m256i		lanes = first_lanes_avx2(H - j);
		__m256		i = sigmoid_avx2(load_avx2(gi + j, lanes, full));
		__m256		f = sigmoid_avx2(load_avx2(gf + j, lanes, full));
		__m256		g = tanh_avx2(load_avx2(gg + j, lanes, full));
		__m256		o = sigmoid_avx2(load_avx2(go + j, lanes, full));
		__m256		cn = _mm256_fmadd_ps(f, load_avx2(c_prev + j, lanes, full), _mm256_mul_ps(i, g));

		store_avx2(gi + j, i, lanes, full);
		store_avx2(gf + j, f, lanes, full);
		store_avx2(gg + j, g, lanes, full);
		store_avx2(go + j, o, lanes, full);
		store_avx2(c + j, cn, lanes, full);
		store_avx2(h + j, _mm256_mul_ps(o, tanh_avx2(cn)), lanes, full);
	}
}

static bool
avx2_fma_available(void)
{
	static int	have = -1;

	if (have < 0)
	{
		__builtin_cpu_init();
		have = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? 1 : 0;
	}
	return have == 1;
}

/* ---------------------------------------------------------------- AVX-512F, 16 lanes */

#define AVX512_INLINE static inline __attribute__((always_inline, target("avx512f")))
#define AVX512 __attribute__((target("avx512f")))

AVX512_INLINE __m512
exp_avx512(__m512 x)
{
	__m512		n,
				r,
				p;
	__m512i		two_n;

	x = _mm512_min_ps(_mm512_set1_ps(EXP_MAX), _mm512_max_ps(_mm512_set1_ps(EXP_MIN), x));
	n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(LOG2E)),
							 _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
	r = _mm512_fnmadd_ps(n, _mm512_set1_ps(LN2_HI), x);
	r = _mm512_fnmadd_ps(n, _mm512_set1_ps(LN2_LO), r);
	p = _mm512_set1_ps(EXP_P7);
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(EXP_P6));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(EXP_P5));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(EXP_P4));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(EXP_P3));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(EXP_P2));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
	two_n = _mm512_slli_epi32(_mm512_add_epi32(_mm512_cvttps_epi32(n), _mm512_set1_epi32(127)), 23);
	return _mm512_mul_ps(p, _mm512_castsi512_ps(two_n));
}

AVX512_INLINE __m512
sigmoid_avx512(__m512 x)
{
	__m512		one = _mm512_set1_ps(1.0f);

	return _mm512_div_ps(one, _mm512_add_ps(one, exp_avx512(_mm512_sub_ps(_mm512_setzero_ps(), x))));
}

/* AVX-512F has no float and/or (that is AVX-512DQ): the sign goes through integer lanes */
AVX512_INLINE __m512
tanh_avx512(__m512 x)
{
	__m512i		bits = _mm512_castps_si512(x);
	__m512i		sign = _mm512_and_epi32(bits, _mm512_set1_epi32(INT32_MIN));
	__m512		ax = _mm512_castsi512_ps(_mm512_andnot_epi32(_mm512_set1_epi32(INT32_MIN), bits));
	__m512		one = _mm512_set1_ps(1.0f);
	__m512		x2 = _mm512_mul_ps(x, x);
	__m512		small,
				large,
				t;

	small = _mm512_set1_ps(TANH_P11);
	small = _mm512_fmadd_ps(small, x2, _mm512_set1_ps(TANH_P9));
	small = _mm512_fmadd_ps(small, x2, _mm512_set1_ps(TANH_P7));
	small = _mm512_fmadd_ps(small, x2, _mm512_set1_ps(TANH_P5));
	small = _mm512_fmadd_ps(small, x2, _mm512_set1_ps(TANH_P3));
	small = _mm512_fmadd_ps(_mm512_mul_ps(small, x2), ax, ax);

	large = exp_avx512(_mm512_add_ps(ax, ax));
	large = _mm512_sub_ps(one, _mm512_div_ps(_mm512_set1_ps(2.0f), _mm512_add_ps(large, one)));
	t = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(ax, _mm512_set1_ps(TANH_SMALL), _CMP_LT_OQ),
							 large, small);
	return _mm512_castsi512_ps(_mm512_or_epi32(_mm512_castps_si512(t), sign));
}

/* lanes 0..n-1 of 16 on, for the ragged end of an array */
static inline __mmask16
first_lanes_avx512(size_t n)
{
	return n >= 16 ? (__mmask16) 0xFFFF : (__mmask16) ((1u << n) - 1);
}

static AVX512 void
sigmoid_array_avx512(float *out, const float *x, size_t n)
{
	for (size_t i = 0; i < n; i += 16)
	{
		__mmask16	lanes = first_lanes_avx512(n - i);

		_mm512_mask_storeu_ps(out + i, lanes, sigmoid_avx512(_mm512_maskz_loadu_ps(lanes, x + i)));
	}
}

static AVX512 void
tanh_array_avx512(float *out, const float *x, size_t n)
{
	for (size_t i = 0; i < n; i += 16)
	{
		__mmask16	lanes = first_lanes_avx512(n - i);

		_mm512_mask_storeu_ps(out + i, lanes, tanh_avx512(_mm512_maskz_loadu_ps(lanes, x + i)));
	}
}

/* everything is loaded before anything is stored: c may be c_prev */
static AVX512 void
lstm_activate_avx512(float *gates, float *h, float *c, const float *c_prev, int H)
{
	float	   *gi = gates,
			   *gf = gates + H,
			   *gg = gates + 2 * H,
			   *go = gates + 3 * H;

	for (size_t j = 0; j < (size_t) H; j += 16)
	{
		__mmask16	lanes = first_lanes_avx512(H - j);
		__m512		i = sigmoid_avx512(_mm512_maskz_loadu_ps(lanes, gi + j));
		__m512		f = sigmoid_avx512(_mm512_maskz_loadu_ps(lanes, gf + j));
		__m512		g = tanh_avx512(_mm512_maskz_loadu_ps(lanes, gg + j));
		__m512		o = sigmoid_avx512(_mm512_maskz_loadu_ps(lanes, go + j));
		__m512		cn = _mm512_fmadd_ps(f, _mm512_maskz_loadu_ps(lanes, c_prev + j), _mm512_mul_ps(i, g));

		_mm512_mask_storeu_ps(gi + j, lanes, i);
		_mm512_mask_storeu_ps(gf + j, lanes, f);
		_mm512_mask_storeu_ps(gg + j, lanes, g);
		_mm512_mask_storeu_ps(go + j, lanes, o);
		_mm512_mask_storeu_ps(c + j, lanes, cn);
		_mm512_mask_storeu_ps(h + j, lanes, _mm512_mul_ps(o, tanh_avx512(cn)));
	}
}

/* ---------------------------------------------------------------- the choice */

bool
nn_gate_activation_available(void)
{
	return nn_avx512_kernels_available() || avx2_fma_available();
}

bool
nn_vec_sigmoid(float *out, const float *x, size_t n)
{
	if (nn_avx512_kernels_available())
		sigmoid_array_avx512(out, x, n);
	else if (avx2_fma_available())
		sigmoid_array_avx2(out, x, n);
	else
		return false;
	return true;
}

bool
nn_vec_tanh(float *out, const float *x, size_t n)
{
	if (nn_avx512_kernels_available())
		tanh_array_avx512(out, x, n);
	else if (avx2_fma_available())
		tanh_array_avx2(out, x, n);
	else
		return false;
	return true;
}

bool
nn_vec_lstm_activate(float *gates, float *h, float *c, const float *c_prev, int H)
{
	if (nn_avx512_kernels_available())
		lstm_activate_avx512(gates, h, c, c_prev, H);
	else if (avx2_fma_available())
		lstm_activate_avx2(gates, h, c, c_prev, H);
	else
		return false;
	return true;
}

#else							/* not x86-64 GCC: the callers' scalar loops */

bool
nn_gate_activation_available(void)
{
	return false;
}

bool
nn_vec_sigmoid(float *out, const float *x, size_t n)
{
	return false;
}

bool
nn_vec_tanh(float *out, const float *x, size_t n)
{
	return false;
}

bool
nn_vec_lstm_activate(float *gates, float *h, float *c, const float *c_prev, int H)
{
	return false;
}

#endif
