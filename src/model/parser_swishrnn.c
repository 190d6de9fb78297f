/*
 * parser_swishrnn.c — the SwishRNN block (Lei et al. 2022, Section 2.2; nn/seq_swishrnn.h) as the
 * relation-aware layers' position-wise block (option ffn = "swishrnn"), through
 * rat_stack's RatFfnHook.  d' (the recurrence width) is d_ff; step size 1.  CPU only, like
 * the rest of the parser: device pointers are host pointers.
 *
 * Flat parameter layout (floats): w1 (d', d) | w2 (d', d) | alpha (d') | beta (d') |
 * b_c (d') | b_sigma (d') | w3 (d, d') | b3 (d).
 */
#include "model/parser_core.h"

#include <string.h>

#include "nn/nn_init.h"
#include "nn/seq_swishrnn.h"

typedef struct SwishLayout
{
	size_t		w1, w2, alpha, beta, b_c, b_sigma, w3, b3, total;
} SwishLayout;

static SwishLayout
swish_layout(int d, int dr)
{
	SwishLayout l;
	size_t		D = (size_t) d,
				R = (size_t) dr;

	l.w1 = 0;
	l.w2 = l.w1 + R * D;
	l.alpha = l.w2 + R * D;
	l.beta = l.alpha + R;
	l.b_c = l.beta + R;
	l.b_sigma = l.b_c + R;
	l.w3 = l.b_sigma + R;
	l.b3 = l.w3 + D * R;
	l.total = l.b3 + D;
	return l;
}

static SeqSwishRnnParams
swish_params(const float *base, int d, int dr)
{
	SwishLayout l = swish_layout(d, dr);
	SeqSwishRnnParams p = {base + l.w1, base + l.w2, base + l.alpha, base + l.beta,
	base + l.b_c, base + l.b_sigma, base + l.w3, base + l.b3};

	return p;
}

static size_t
swish_param_count(int d_model, int d_ff)
{
	return swish_layout(d_model, d_ff).total;
}

static size_t
swish_activation_count(int B, int n, int d_model, int d_ff)
{
	(void) d_model;
	return seq_swishrnn_cache_size(B, n, d_ff);
}

static size_t
swish_scratch_count(int B, int n, int d_model, int d_ff)
{
	(void) d_model;
	return seq_swishrnn_workspace_size(B, n, d_ff);
}

static void
swish_init(float *host, int d, int dr, DtRng *rng)
{
	SwishLayout l = swish_layout(d, dr);

	memset(host, 0, sizeof(float) * l.total);
	dt_init_xavier_normal(host + l.w1, (size_t) dr * d, d, dr, rng);
	dt_init_xavier_normal(host + l.w2, (size_t) dr * d, d, dr, rng);
	dt_init_xavier_normal(host + l.w3, (size_t) d * dr, dr, d, rng);
	for (int i = 0; i < dr; i++)
		host[l.alpha + i] = 1.0f;	/* Swish(z) = sigmoid(z) z at start (footnote 2) */
}

static void
swish_scale(float *host, int d, int dr, double factor)
{
	SwishLayout l = swish_layout(d, dr);
	size_t		mats[3][2] = {{l.w1, (size_t) dr * d}, {l.w2, (size_t) dr * d}, {l.w3, (size_t) d * dr}};

	for (int m = 0; m < 3; m++)
		for (size_t i = 0; i < mats[m][1]; i++)
			host[mats[m][0] + i] *= (float) factor;
}

static void
swish_forward(DtBackend *be, float *out, float *acts, const float *inp, const float *params,
			  const int *len, int B, int n, int d_model, int d_ff)
{
	SeqSwishRnnParams p = swish_params(params, d_model, d_ff);

	be->seq->swishrnn_forward(be, out, acts, inp, len, &p, B, n, d_model, d_ff, 1);
}

static void
swish_backward(DtBackend *be, float *dinp, float *dparams, float *scratch, const float *dout,
			   const float *acts, const float *inp, const float *params, const int *len,
			   int B, int n, int d_model, int d_ff)
{
	SeqSwishRnnParams p = swish_params(params, d_model, d_ff);
	SwishLayout l = swish_layout(d_model, d_ff);
	SeqSwishRnnGrads g = {dparams + l.w1, dparams + l.w2, dparams + l.alpha, dparams + l.beta,
	dparams + l.b_c, dparams + l.b_sigma, dparams + l.w3, dparams + l.b3};

	be->seq->swishrnn_backward(be, dinp, &g, scratch, dout, acts, inp, len, &p, B, n, d_model,
							   d_ff, 1);
}

const RatFfnHook parser_swishrnn_hook = {
	"swishrnn",
	swish_param_count,
	swish_activation_count,
	swish_scratch_count,
	swish_init,
	swish_scale,
	swish_forward,
	swish_backward
};
