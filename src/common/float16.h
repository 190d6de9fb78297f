/*
 * float16.h — IEEE 754 binary16 ("half") conversions, for checkpoints stored at half
 * precision (checkpoint.h, DT_CHECKPOINT_DTYPE_FLOAT16).  Portable C: no F16C or compiler
 * _Float16 needed, so every build reads and writes the same bits.
 */
#ifndef DTFIXUP_COMMON_FLOAT16_H
#define DTFIXUP_COMMON_FLOAT16_H

#include <stddef.h>
#include <stdint.h>

/* Round to nearest, ties to even; overflow gives infinity, NaN stays NaN (quiet). */
uint16_t	dt_float_to_half(float f);

/* Exact: every half is a float. */
float		dt_half_to_float(uint16_t h);

/* n values; the half bits in host order. */
void		dt_floats_to_halves(uint16_t *dst, const float *src, size_t n);
void		dt_halves_to_floats(float *dst, const uint16_t *src, size_t n);

#endif
