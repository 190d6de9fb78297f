/*
 * attn_shape.h — the shape of one relation-aware attention call (rat_attention.h), in a header
 * of its own so that backend.h, and so every user of the op table, does not pull in the kernels'
 * <tgmath.h> (whose <complex.h> defines a macro named I).
 */
#ifndef DTFIXUP_NN_ATTN_SHAPE_H
#define DTFIXUP_NN_ATTN_SHAPE_H

typedef struct RatAttnShape
{
	int			B;				/* examples in the batch */
	int			n;				/* items per example (padded length) */
	int			H;				/* heads */
	int			dh;				/* head width; d_model = H * dh */
	int			R;				/* relation ids (0: vanilla attention) */
} RatAttnShape;

#endif
