/*
 * gate_activation.h — sigmoid and tanh over float arrays, and the LSTM's gate activation
 * built on them, with AVX-512F or AVX2+FMA vectors.
 *
 * Why: libm's expf and tanhf, one float at a time, were about a tenth of nl2sql's time on
 * a CPU without AVX-512 (every decoder step of every beam hypothesis and every encoder
 * token runs five of them per hidden unit of its LSTM).  Here 8 or 16 floats go through one
 * polynomial e^x at a time.
 *
 * Accuracy: within 4e-7 absolute of the exact sigmoid and tanh (a few float ulps of 1.0)
 * over the whole float range (test_nn_gate_activation measures 9e-8); sigmoid saturates to
 * exactly 1 (and to under 1e-38 on the left), tanh to exactly +-1; tanh is exactly odd and
 * keeps a few ulps of relative accuracy near 0.  NaN in gives NaN out.  The AVX2 and
 * AVX-512 forms run the same operations in the same order, so they agree bit for bit.
 *
 * AVX-512F as nn_avx512_kernels_available decides (sgemm_small.h; DTFIXUP_NO_AVX512=1
 * declines it), else AVX2 with FMA, chosen at run time.  Each function returns false,
 * computing nothing, when the CPU has neither; the caller then loops over libm's scalar
 * functions.  Float only: the double build (gradient checks) keeps the exact scalar math.
 */
#ifndef DTFIXUP_NN_GATE_ACTIVATION_H
#define DTFIXUP_NN_GATE_ACTIVATION_H

#include <stdbool.h>
#include <stddef.h>

/* True when this CPU runs the kernels (AVX-512F or AVX2 with FMA). */
bool		nn_gate_activation_available(void);

/* out[i] = 1 / (1 + e^-x[i]) for i < n; out may be x. */
bool		nn_vec_sigmoid(float *out, const float *x, size_t n);

/* out[i] = tanh(x[i]) for i < n; out may be x. */
bool		nn_vec_tanh(float *out, const float *x, size_t n);

/*
 * One row of an LSTM step (seq_lstm.h's gate order i, f, g, o): gates (4H) holds the
 * pre-activations on entry and the activated i, f, g, o on return; c = f * c_prev + i * g
 * and h = o * tanh(c) are written (H each).  c may be c_prev.
 */
bool		nn_vec_lstm_activate(float *gates, float *h, float *c, const float *c_prev,
								 int H);

#endif
