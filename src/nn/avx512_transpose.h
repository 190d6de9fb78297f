/*
 * avx512_transpose.h — 16 x 16 float tile transpose in AVX-512 registers, shared by the
 * kernels that repack a transposed operand (head_gemm.c, sgemm_large.c).  Include only from
 * x86-64 GCC code that compiles it for target("avx512f").
 */
#ifndef DTFIXUP_NN_AVX512_TRANSPOSE_H
#define DTFIXUP_NN_AVX512_TRANSPOSE_H

#include <immintrin.h>

/*
 * 16 x 16 tile transpose in registers: rows r[0..15] in, columns out (r[c][i] = old r[i][c]);
 * 32-bit, 64-bit and two 128-bit-lane interleaving stages.
 */
static inline __attribute__((always_inline, target("avx512f"))) void
nn_transpose16(__m512 r[16])
{
	__m512		t[16],
				u[16];

	for (int i = 0; i < 16; i += 2)
	{
		t[i] = _mm512_unpacklo_ps(r[i], r[i + 1]);
		t[i + 1] = _mm512_unpackhi_ps(r[i], r[i + 1]);
	}
	for (int i = 0; i < 16; i += 4)
	{
		u[i] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[i]), _mm512_castps_pd(t[i + 2])));
		u[i + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[i]), _mm512_castps_pd(t[i + 2])));
		u[i + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[i + 1]), _mm512_castps_pd(t[i + 3])));
		u[i + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[i + 1]), _mm512_castps_pd(t[i + 3])));
	}
	/* u[4q + c] holds, in each 128-bit lane L, column c of rows 4L'..: lanes are row groups */
	for (int q = 0; q < 16; q += 8)
		for (int c = 0; c < 4; c++)
		{
			t[q + c] = _mm512_shuffle_f32x4(u[q + c], u[q + 4 + c], 0x88);
			t[q + 4 + c] = _mm512_shuffle_f32x4(u[q + c], u[q + 4 + c], 0xdd);
		}
	for (int c = 0; c < 8; c++)
	{
		r[c] = _mm512_shuffle_f32x4(t[c], t[8 + c], 0x88);
		r[8 + c] = _mm512_shuffle_f32x4(t[c], t[8 + c], 0xdd);
	}
}

/*
 * One tile of a transposing copy: dst[i * ldd + j] = src[j * lds + i] for j < rows and
 * i < cols, rows and cols each clamped to 16 (callers pass "what is left").  Rows of src
 * beyond `rows` read as zeros and its columns beyond `cols` are not read (masked), so dst
 * gets min(cols, 16) rows of 16 floats, zero from column `rows` on.  dst's rows must be
 * 64-byte aligned (the packed panels are).
 */
static inline __attribute__((always_inline, target("avx512f"))) void
nn_transpose_tile(float *dst, size_t ldd, const float *src, size_t lds, int rows, int cols)
{
	__mmask16	cm;
	__m512		r[16];

	cols = cols < 16 ? cols : 16;
	cm = (__mmask16) (0xFFFFu >> (16 - (cols > 0 ? cols : 0)));

	for (int j = 0; j < 16; j++)
		r[j] = j < rows ? _mm512_maskz_loadu_ps(cm, src + (size_t) j * lds) : _mm512_setzero_ps();
	nn_transpose16(r);
	for (int i = 0; i < cols; i++)
		_mm512_store_ps(dst + (size_t) i * ldd, r[i]);
}

#endif
