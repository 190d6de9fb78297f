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

#endif
