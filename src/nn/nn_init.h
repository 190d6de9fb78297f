/*
 * nn_init.h — parameter initialisers: Xavier normal, and the scale factors of DT-Fixup
 * (Xu et al., 2021, §3.3 / Theorem 3.1) and T-Fixup (Huang et al., 2020, as summarised in
 * the DT-Fixup paper §2.2).  They work on host memory: a model initialises a host copy of its
 * parameter buffer and uploads it once (rat_stack.h applies them to the right tensors).
 */
#ifndef DTFIXUP_NN_INIT_H
#define DTFIXUP_NN_INIT_H

#include <stdbool.h>
#include <stddef.h>

#include "nn/backend.h"
#include "nn/nn_rng.h"

/* Xavier (Glorot & Bengio, 2010) normal: N(0, 2 / (fan_in + fan_out)). */
void		dt_init_xavier_normal(float *w, size_t count, int fan_in, int fan_out, DtRng *rng);

/* DT-Fixup, relation-aware layers (Theorem 3.1, Eq. 21): xi = (N (4 mu^2 + 2 mu + 2))^(-1/2). */
double		dt_dtfixup_factor_relational(int n_layers, double mu);
/* DT-Fixup, vanilla layers (Theorem 3.1): xi = N^(-1/2) / (2 mu). */
double		dt_dtfixup_factor_vanilla(int n_layers, double mu);
/* T-Fixup (Huang et al., 2020): 0.67 N^(-1/4). */
double		dt_tfixup_factor(int n_layers);

/* max over valid items of the L2 norm of x[B,n,d] (host memory), len[B] items per example. */
double		dt_max_item_norm(const float *x, const int *len, int B, int n, int d);

/*
 * DT-Fixup's mu = max_j ||x_j|| over all training examples (§3.3): `next` runs the forward
 * pass of the pre-transformer on the next batch and returns its output x [B,n,d] as a device
 * address on `be` with lengths len [B] in HOST memory, or false when the data is exhausted.
 * Returns mu (0 when there was no data, -1 when out of host memory).
 */
typedef bool (*DtInputBatchFn) (void *ctx, const float **x_device, const int **len_host,
								int *B, int *n, int *d);
double		dt_dtfixup_estimate_mu(DtBackend *be, DtInputBatchFn next, void *ctx);

#endif
