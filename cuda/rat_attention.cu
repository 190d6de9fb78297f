/*
 * rat_attention.cu — relation-aware multi-head self-attention on the GPU (CPU reference:
 * src/nn/rat_attention.c; math in src/nn/rat_attention.h, DT-Fixup paper Eq. 5).
 *
 * forward:  QR = q rk^T / sqrt(dh) (one gemm over all B*n*H rows), then one fused
 *           warp-per-row kernel: scores + relation gather, masked softmax, P (v + rv), PB.
 * backward: dPB = dz rv^T and drv += PB^T dz (gemms); a row kernel for dP and the softmax
 *           backward (dS, written into the dP scratch); a row kernel for dq and the
 *           per-relation sums dQR (into the dQR scratch); a column kernel for dk and dv;
 *           drk += dQR^T q / sqrt(dh) (gemm).
 * Saved tensors and scratch buffers are exactly the reference's (P, PB; QR, dP, dQR).
 */
#include "attention_rows.cuh"
#include "cuda_ops.h"

void
cuda_rat_attention_forward(DtBackend *be, float *z, float *P, float *PB, float *QR,
						   const float *q, const float *k, const float *v, const float *rk,
						   const float *rv, const int *rel, const int *len, RatAttnShape sh)
{
	DTC_OP_BEGIN(be, c);
	dtc_attn_relation_logits(c, QR, q, rk, sh);
	dtc_attn_softmax_apply(c, z, P, PB, q, k, v, QR, NULL, rv, rel, len, sh);
}

void
cuda_rat_attention_backward(DtBackend *be, float *dq, float *dk, float *dv, float *drk,
							float *drv, float *dP, float *dQR, const float *dz, const float *P,
							const float *PB, const float *q, const float *k, const float *v,
							const float *rk, const float *rv, const int *rel, const int *len,
							RatAttnShape sh)
{
	DTC_OP_BEGIN(be, c);
	/* dQR first holds dPB (as in the reference), then the per-relation score gradients. */
	dtc_attn_relation_value_grads(c, dQR, drv, dz, PB, rv, sh);
	dtc_attn_softmax_backward(c, dP, P, dz, v, dQR, rel, len, sh, false);
	dtc_attn_dq_rows(c, dq, dQR, dP, dP, k, rk, rel, len, sh);
	dtc_attn_dkdv_columns(c, dk, dv, dP, P, q, dz, sh);
	dtc_attn_relation_key_grads(c, drk, dQR, q, sh);
}
