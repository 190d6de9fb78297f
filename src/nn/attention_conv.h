/*
 * attention_conv.h — attention convolution over multi-source attention maps (TACO, "Pre-training
 * of Deep Transformers with Attention Convolution using Disentangled Positional
 * Representation", §3.3–3.4), adapted to relation-aware attention.
 *
 * Per layer the sources are stacked as channels of an n x n "image" for each example:
 *   channels 0..H-1    content maps   Sc_h = q_h k_h^T / sqrt(dh)
 *   channels H..2H-1   relation maps  Sr_h[i,j] = q_hi . rk[rel_ij] / sqrt(dh)
 *   channels 2H..3H-1  the previous layer's fused attention logits A^{l-1} (absent in the
 *                      first layer: Cin = 2H there, as in TACO where the first layer has no
 *                      residual maps)
 * and fused by a 1x1 convolution (kernel and stride 1, §3.4) to H output maps, then PReLU
 * (one slope per output head), then the masked softmax:
 *   U_h = sum_c W[h,c] X_c + bias_h,   A_h = PReLU(U_h),   P_h = softmax_j(A_h)
 * A is what the next layer receives as its previous maps (before masking, so it is finite).
 * The probabilities P are applied to v + rv exactly as in rat_attention.h.
 * A 1x1 convolution over channels is one [H x Cin] x [Cin x n*n] gemm per example.
 *
 * Initialisation (attention_conv_init in nn_init.h): W = [I | I | 0] so the fused map starts
 * as the plain relation-aware score (Sc + Sr), bias 0, PReLU slope 0.25 (He et al. 2015).
 */
#ifndef DTFIXUP_NN_ATTENTION_CONV_H
#define DTFIXUP_NN_ATTENTION_CONV_H

#include "nn/rat_attention.h"

/* U, A [B,H,n,n] from Sc, Sr [B,H,n,n] and Aprev [B,H,n,n] (NULL in the first layer);
 * W [H, Cin] with Cin = 2H (Aprev NULL) or 3H; bias, slope [H]. */
void		NN_FN(attn_conv_fuse_forward) (nn_real *U, nn_real *A, const nn_real *Sc,
										   const nn_real *Sr, const nn_real *Aprev,
										   const nn_real *W, const nn_real *bias,
										   const nn_real *slope, RatAttnShape sh);
/* From dA (clobbered: turned into dU in place): dSc, dSr (overwritten), dAprev (+=, may be
 * NULL when Aprev was), dW, dbias, dslope (+=). */
void		NN_FN(attn_conv_fuse_backward) (nn_real *dSc, nn_real *dSr, nn_real *dAprev,
											nn_real *dW, nn_real *dbias, nn_real *dslope,
											nn_real *dA, const nn_real *U, const nn_real *Sc,
											const nn_real *Sr, const nn_real *Aprev,
											const nn_real *W, const nn_real *slope,
											RatAttnShape sh);

/* Whole attention core with convolution.  Saves Sc, Sr, U, A, P [B,H,n,n] and PB
 * [B,n,H,R]; QR [B,n,H,R] scratch. */
void		NN_FN(rat_conv_attention_forward) (nn_real *z, nn_real *Sc, nn_real *Sr, nn_real *U,
											   nn_real *A, nn_real *P, nn_real *PB, nn_real *QR,
											   const nn_real *q, const nn_real *k,
											   const nn_real *v, const nn_real *rk,
											   const nn_real *rv, const nn_real *Aprev,
											   const nn_real *W, const nn_real *bias,
											   const nn_real *slope, const int *rel,
											   const int *len, RatAttnShape sh);
/* dA [B,H,n,n]: on entry the gradient that later layers sent to this layer's A (zero for the
 * last layer); clobbered.  dAprev (+=) receives this layer's gradient for Aprev.
 * Scratch: dP, dSr [B,H,n,n], dQR [B,n,H,R]. */
void		NN_FN(rat_conv_attention_backward) (nn_real *dq, nn_real *dk, nn_real *dv,
												nn_real *drk, nn_real *drv, nn_real *dW,
												nn_real *dbias, nn_real *dslope,
												nn_real *dAprev, nn_real *dA, nn_real *dP,
												nn_real *dSr, nn_real *dQR, const nn_real *dz,
												const nn_real *Sc, const nn_real *Sr,
												const nn_real *U, const nn_real *P,
												const nn_real *PB, const nn_real *q,
												const nn_real *k, const nn_real *v,
												const nn_real *rk, const nn_real *rv,
												const nn_real *Aprev, const nn_real *W,
												const nn_real *slope, const int *rel,
												const int *len, RatAttnShape sh);

#endif
