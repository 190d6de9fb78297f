/*
 * attention_rows.cuh — the kernels shared by relation-aware attention (rat_attention.cu)
 * and its convolution variant (attention_conv.cu), declared as host launchers.
 *
 * The score maps of the model are small (n is tens of items, dh tens of columns), so the
 * CPU reference's per-(example, head) gemms would be hundreds of tiny cuBLAS calls here.
 * Instead one warp owns one row (b, h, i) of a [B,H,n,n] map and does everything that row
 * needs in one pass — scores with the relation term gathered from QR, the masked softmax,
 * the probabilities applied to v + r^v, the per-relation sums PB — and the backward
 * likewise (paper: RAT-SQL Eq. 2, Shaw et al. 2018).  Only the relation projections, which
 * span all B*n*H rows at once, stay cuBLAS gemms (QR = q rk^T, dPB = dz rv^T, drv, drk).
 * Every reduction has a fixed order: results are deterministic.
 * Shapes and layouts are those of src/nn/rat_attention.h.
 */
#ifndef DTFIXUP_CUDA_ATTENTION_ROWS_CUH
#define DTFIXUP_CUDA_ATTENTION_ROWS_CUH

#include <math.h>

#include "cuda_common.cuh"

static inline float
dtc_attn_scale(RatAttnShape sh)
{
	return 1.0f / sqrtf((float) sh.dh);
}

/* QR [B,n,H,R] = q rk^T / sqrt(dh) (nothing when R == 0). */
void		dtc_attn_relation_logits(CudaCtx *c, float *QR, const float *q, const float *rk,
									 RatAttnShape sh);

/*
 * Per row (b,h,i): logits (given in `logits` [B,H,n,n], or when NULL computed as
 * q_i.k_j / sqrt(dh) + QR[rel_ij]), masked softmax into P, z_i = sum_j p_ij (v_j + rv[rel_ij])
 * and PB[b,i,h,r] = sum_{j: rel_ij = r} p_ij.  Rows i >= len[b]: P, z, PB zero.
 */
void		dtc_attn_softmax_apply(CudaCtx *c, float *z, float *P, float *PB, const float *q,
								   const float *k, const float *v, const float *QR,
								   const float *logits, const float *rv, const int *rel,
								   const int *len, RatAttnShape sh);

/*
 * dP_ij = dz_i . v_j + dPB[rel_ij], then the softmax backward dS = P (dP - sum_j P dP) for
 * i, j < len.  accumulate = false: dS is overwritten (zero outside the valid block);
 * accumulate = true: added to dS (the conv variant's dA), other entries untouched.
 */
void		dtc_attn_softmax_backward(CudaCtx *c, float *dS, const float *P, const float *dz,
									  const float *v, const float *dPB, const int *rel,
									  const int *len, RatAttnShape sh, bool accumulate);

/*
 * dq_i += (sum_j dSc_ij k_j + sum_r dQR_ir rk_r) / sqrt(dh) over all rows, where
 * dQR[b,i,h,r] = sum_{j < len: rel_ij = r} dSrel_ij (written; zero for i >= len).
 */
void		dtc_attn_dq_rows(CudaCtx *c, float *dq, float *dQR, const float *dSc,
							 const float *dSrel, const float *k, const float *rk,
							 const int *rel, const int *len, RatAttnShape sh);

/* dk_j += sum_i dS_ij q_i / sqrt(dh);  dv_j += sum_i P_ij dz_i  (one warp per column). */
void		dtc_attn_dkdv_columns(CudaCtx *c, float *dk, float *dv, const float *dS,
								  const float *P, const float *q, const float *dz,
								  RatAttnShape sh);

/* The relation gemms of the backward: dPB = dz rv^T, drv += PB^T dz (before the rows);
 * drk += dQR^T q / sqrt(dh) (after dtc_attn_dq_rows). Nothing when R == 0. */
void		dtc_attn_relation_value_grads(CudaCtx *c, float *dPB, float *drv, const float *dz,
										  const float *PB, const float *rv, RatAttnShape sh);
void		dtc_attn_relation_key_grads(CudaCtx *c, float *drk, const float *dQR,
										const float *q, RatAttnShape sh);

#endif
