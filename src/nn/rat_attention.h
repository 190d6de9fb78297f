/*
 * rat_attention.h — relation-aware multi-head self-attention (Shaw et al., 2018; RAT-SQL,
 * Wang et al., 2019a; DT-Fixup paper Eq. 5):
 *
 *   e_hij = q_hi . (k_hj + rk[rel_ij]) / sqrt(dh)
 *   p_hij = softmax_j(e_hij)              over the valid keys j < len[b]
 *   z_hi  = sum_j p_hij (v_hj + rv[rel_ij])
 *
 * Relation embeddings: ONE dh-sized vector per relation id for keys (rk) and one for values
 * (rv), shared by all heads (RAT-SQL's choice: relation_k_emb / relation_v_emb of size d_k).
 * Sharing lets both relation terms run as single large gemms over every (item, head) row:
 *   QR[b,i,h,:] = q_hi rk^T           (B*n*H x R)  then e_hij += QR[b,i,h,rel_ij]  (gather)
 *   PB[b,i,h,r] = sum_{j: rel_ij=r} p_hij          (scatter)  then z_hi += PB[b,i,h,:] rv
 * instead of materialising B*n*n*dh relation tensors.
 *
 * Layouts (row-major): q, k, v, z [B,n,H*dh] (head h occupies columns h*dh..h*dh+dh-1);
 * score/probability maps [B,H,n,n]; QR, PB [B,n,H,R]; rel [B,n,n] int ids in [0,R) (only
 * entries with i,j < len[b] are read); len [B] >= 1.
 * R = 0 gives a vanilla (Vaswani et al.) attention: rel, rk, rv, QR, PB are then unused.
 * Padding: keys j >= len[b] get probability 0, and query rows i >= len[b] get an all-zero
 * probability row (so z is 0 there): padded items never influence valid ones.
 *
 * The pieces are exported separately because the attention-convolution variant
 * (attention_conv.h) combines the same score maps differently before the softmax.
 * Backward functions accumulate into parameter and input gradients (dq, dk, dv, drk, drv).
 */
#ifndef DTFIXUP_NN_RAT_ATTENTION_H
#define DTFIXUP_NN_RAT_ATTENTION_H

#include "nn/attn_shape.h"
#include "nn/nn_real.h"

#include <stdbool.h>


/* S[B,H,n,n] = q_h k_h^T / sqrt(dh)  (content maps; overwrites) */
void		NN_FN(attn_content_scores_forward) (nn_real *S, const nn_real *q, const nn_real *k,
												RatAttnShape sh);
/* dq, dk [B,n,d] += from dS[B,H,n,n] */
void		NN_FN(attn_content_scores_backward) (nn_real *dq, nn_real *dk, const nn_real *dS,
												 const nn_real *q, const nn_real *k,
												 RatAttnShape sh);

/* Relation-key maps: S[b,h,i,j] (+)= q_hi . rk[rel_ij] / sqrt(dh) for i,j < len (when not
 * accumulating, other entries become 0).  QR [B,n,H,R] is scratch. */
void		NN_FN(attn_relation_scores_forward) (nn_real *S, nn_real *QR, const nn_real *q,
												 const nn_real *rk, const int *rel,
												 const int *len, RatAttnShape sh,
												 bool accumulate);
/* dq [B,n,d], drk [R,dh] += from dS; dQR [B,n,H,R] is scratch. */
void		NN_FN(attn_relation_scores_backward) (nn_real *dq, nn_real *drk, nn_real *dQR,
												  const nn_real *dS, const nn_real *q,
												  const nn_real *rk, const int *rel,
												  const int *len, RatAttnShape sh);

/* P[B,H,n,n] = masked softmax of S over j (P may alias S). */
void		NN_FN(attn_masked_softmax_forward) (nn_real *P, const nn_real *S, const int *len,
												RatAttnShape sh);
/* dS (+)= P * (dP - sum_j P dP); dS may alias dP when not accumulating. */
void		NN_FN(attn_masked_softmax_backward) (nn_real *dS, const nn_real *dP,
												 const nn_real *P, const int *len,
												 RatAttnShape sh, bool accumulate);

/* z[B,n,d] = P v + PB rv, with PB[B,n,H,R] the per-relation sums of P (saved for backward). */
void		NN_FN(attn_apply_forward) (nn_real *z, nn_real *PB, const nn_real *P,
									   const nn_real *v, const nn_real *rv, const int *rel,
									   const int *len, RatAttnShape sh);
/* dP[B,H,n,n] = dz v^T + gathered dz rv^T (overwrites); dv, drv += ...; dPB scratch [B,n,H,R]. */
void		NN_FN(attn_apply_backward) (nn_real *dP, nn_real *dv, nn_real *drv, nn_real *dPB,
										const nn_real *dz, const nn_real *P, const nn_real *PB,
										const nn_real *v, const nn_real *rv, const int *rel,
										const int *len, RatAttnShape sh);

/* The whole relation-aware attention core (no projections):
 * z[B,n,d] from q,k,v [B,n,d], rk, rv [R,dh].  Saves P [B,H,n,n] and PB [B,n,H,R] for
 * backward; QR [B,n,H,R] is scratch. */
void		NN_FN(rat_attention_forward) (nn_real *z, nn_real *P, nn_real *PB, nn_real *QR,
										  const nn_real *q, const nn_real *k, const nn_real *v,
										  const nn_real *rk, const nn_real *rv, const int *rel,
										  const int *len, RatAttnShape sh);
/* dq, dk, dv [B,n,d], drk, drv [R,dh] += ...;  scratch dP [B,H,n,n], dQR [B,n,H,R]. */
void		NN_FN(rat_attention_backward) (nn_real *dq, nn_real *dk, nn_real *dv, nn_real *drk,
										   nn_real *drv, nn_real *dP, nn_real *dQR,
										   const nn_real *dz, const nn_real *P,
										   const nn_real *PB, const nn_real *q,
										   const nn_real *k, const nn_real *v,
										   const nn_real *rk, const nn_real *rv,
										   const int *rel, const int *len, RatAttnShape sh);

#endif
