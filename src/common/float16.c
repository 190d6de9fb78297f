/*
 * float16.c — IEEE 754 binary16 conversions (float16.h).
 *
 * A float is sign | 8-bit exponent (bias 127) | 23-bit fraction; a half is sign | 5-bit
 * exponent (bias 15) | 10-bit fraction.  Normal halves cover 2^-14 .. 65504; below that
 * the half is subnormal (fraction * 2^-24).  Narrowing drops 13 fraction bits (more for a
 * subnormal result) and rounds them to nearest, ties to even, as IEEE 754 prescribes.
 */
#include "common/float16.h"

#include <string.h>

#define F32_INF_BITS		0x7f800000u
#define F32_HALF_OVERFLOW	0x477ff000u	/* 65520: from here on the nearest half is infinity */
#define F32_HALF_MIN_NORMAL 0x38800000u	/* 2^-14 */
#define F32_HALF_ROUNDS_TO_ZERO 0x33000000u	/* 2^-25: at most this rounds to zero (a tie, to even) */
#define REBIAS				0x38000000u	/* (127 - 15) << 23 */

/* drop the low 'shift' bits of m, rounding to nearest, ties to even */
static uint32_t
round_shift(uint32_t m, int shift)
{
	uint32_t	kept = m >> shift;
	uint32_t	rest = m & ((1u << shift) - 1);
	uint32_t	halfway = 1u << (shift - 1);

	if (rest > halfway || (rest == halfway && (kept & 1)))
		kept++;
	return kept;
}

uint16_t
dt_float_to_half(float f)
{
	uint32_t	x;
	uint32_t	sign;
	uint32_t	absx;

	memcpy(&x, &f, sizeof(x));
	sign = (x >> 16) & 0x8000u;
	absx = x & 0x7fffffffu;
	if (absx >= F32_INF_BITS)	/* infinity, or NaN made quiet with its top payload bits */
		return (uint16_t) (sign | 0x7c00u |
						   (absx > F32_INF_BITS ? 0x200u | ((absx >> 13) & 0x3ffu) : 0));
	if (absx >= F32_HALF_OVERFLOW)
		return (uint16_t) (sign | 0x7c00u);
	if (absx < F32_HALF_MIN_NORMAL)
	{
		uint32_t	exponent = absx >> 23;
		uint32_t	mantissa = (absx & 0x7fffffu) | 0x800000u;

		if (absx <= F32_HALF_ROUNDS_TO_ZERO)
			return (uint16_t) sign;
		/* value = mantissa * 2^(exponent - 150) = half fraction * 2^-24 */
		return (uint16_t) (sign | round_shift(mantissa, 126 - (int) exponent));
	}
	/* a carry out of the fraction lands in the exponent, which is what rounding up means */
	return (uint16_t) (sign | round_shift(absx - REBIAS, 13));
}

float
dt_half_to_float(uint16_t h)
{
	uint32_t	sign = (uint32_t) (h & 0x8000u) << 16;
	uint32_t	exponent = (h >> 10) & 0x1fu;
	uint32_t	fraction = h & 0x3ffu;
	uint32_t	x;
	float		f;

	if (exponent == 0)
	{
		f = (float) fraction * 5.9604644775390625e-08f;	/* 2^-24, exact */
		memcpy(&x, &f, sizeof(x));
		x |= sign;
	}
	else if (exponent == 31)
		x = sign | F32_INF_BITS | (fraction << 13);
	else
		x = sign | ((exponent + 112) << 23) | (fraction << 13);
	memcpy(&f, &x, sizeof(f));
	return f;
}

void
dt_floats_to_halves(uint16_t *dst, const float *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		dst[i] = dt_float_to_half(src[i]);
}

void
dt_halves_to_floats(float *dst, const uint16_t *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		dst[i] = dt_half_to_float(src[i]);
}
