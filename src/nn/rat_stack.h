/*
 * rat_stack.h — an N-layer relation-aware transformer (the DT-Fixup paper's "main
 * transformer" f_G, §3.1), on any backend.
 *
 * One layer (post-LN when layer_norm is on, as in Vaswani et al. / DT-Fixup Eq. 3–4; with
 * layer_norm off, as DT-Fixup prescribes, the two LayerNorms are identities):
 *   q, k, v = x Wq^T + bq, x Wk^T + bk, x Wv^T + bv
 *   z       = relation-aware attention (rat_attention.h) or its convolution variant
 *             (attention_conv.h, which also sees the previous layer's fused maps)
 *   h1 = x + Dropout(z Wo^T + bo);              a = LayerNorm1(h1)
 *   h2 = a + Dropout(FFN(a));                   y = LayerNorm2(h2)
 * FFN is the position-wise MLP W2 act(W1 a + b1) + b2 (act ReLU or GELU), or a block given
 * by a RatFfnHook (the sequence helper's SwishRNN: seq_swishrnn_*).
 * n_relations = 0 makes the layers vanilla (no relation terms).
 *
 * Parameters are declared into the model's DtParams (one buffer for the whole model), named
 * "<prefix>.<layer>.<tensor>": wq bq wk bk wv bv wo bo rk rv [conv_w conv_b conv_slope]
 * w1 b1 w2 b2 | ffn [ln1_g ln1_b ln2_g ln2_b].
 * Activations live in a RatWorkspace allocated once for a maximum batch shape: forward and
 * backward never allocate.
 */
#ifndef DTFIXUP_NN_RAT_STACK_H
#define DTFIXUP_NN_RAT_STACK_H

#include <stdbool.h>
#include <stdint.h>

#include "common/error.h"
#include "nn/backend.h"
#include "nn/nn_rng.h"
#include "nn/tensor.h"

typedef enum RatAttentionKind
{
	RAT_ATTENTION_RELATION,		/* Shaw et al. / RAT-SQL */
	RAT_ATTENTION_RELATION_CONV	/* + attention convolution (TACO §3.3–3.4) */
} RatAttentionKind;

typedef enum RatFfnKind
{
	RAT_FFN_MLP_RELU,
	RAT_FFN_MLP_GELU,
	RAT_FFN_HOOK				/* RatStackConfig.ffn_hook */
} RatFfnKind;

/*
 * A position-wise block supplied from outside nn/rat_stack.c (SwishRNN).  Its parameters are
 * one flat tensor "<prefix>.<layer>.ffn" of param_count floats whose layout the hook owns.
 * All pointers passed to forward/backward are device addresses of `be`; len is the device
 * array of lengths.  backward accumulates into dinp and dparams.
 */
typedef struct RatFfnHook
{
	const char *name;
	size_t		(*param_count) (int d_model, int d_ff);
	size_t		(*activation_count) (int B, int n, int d_model, int d_ff);	/* saved per layer */
	size_t		(*scratch_count) (int B, int n, int d_model, int d_ff);	/* shared by layers */
	/* Xavier initialisation of a host copy of the block's parameters. */
	void		(*init) (float *host_params, int d_model, int d_ff, DtRng *rng);
	/* Multiplies the block's weight matrices (DT-Fixup/T-Fixup "MLP weights": for
	 * SwishRNN W1, W2, W3) by factor, on the host copy. */
	void		(*scale_weights) (float *host_params, int d_model, int d_ff, double factor);
	void		(*forward) (DtBackend *be, float *out, float *acts, const float *inp,
							const float *params, const int *len, int B, int n, int d_model,
							int d_ff);
	void		(*backward) (DtBackend *be, float *dinp, float *dparams, float *scratch,
							 const float *dout, const float *acts, const float *inp,
							 const float *params, const int *len, int B, int n, int d_model,
							 int d_ff);
} RatFfnHook;

typedef struct RatStackConfig
{
	int			n_layers;
	int			d_model;
	int			n_heads;		/* d_model % n_heads == 0 */
	int			d_ff;
	int			n_relations;	/* relation ids; 0 = vanilla transformer layers */
	RatAttentionKind attention;
	RatFfnKind	ffn;
	const RatFfnHook *ffn_hook;	/* when ffn == RAT_FFN_HOOK */
	bool		layer_norm;		/* post-LN baseline; DT-Fixup runs without */
	float		dropout;		/* on both sublayer outputs before the residual add */
	int			param_group;	/* optimiser group of all the stack's tensors */
} RatStackConfig;

typedef struct RatLayer
{
	int			wq, bq, wk, bk, wv, bv, wo, bo, rk, rv;
	int			conv_w, conv_b, conv_slope;	/* -1 unless RAT_ATTENTION_RELATION_CONV */
	int			w1, b1, w2, b2;	/* -1 with a hook */
	int			ffn;			/* the hook's flat tensor, or -1 */
	int			ln1_g, ln1_b, ln2_g, ln2_b;	/* -1 without layer norm */
} RatLayer;

typedef struct RatStack
{
	RatStackConfig cfg;
	DtParams   *params;
	RatLayer   *layers;
} RatStack;

/*
 * Parameters (floats, alignment padding excluded) of layer `layer` of a stack of cfg, and of
 * the whole stack: exactly what rat_stack_declare declares, without declaring anything.
 * A layer with attention convolution has its own count (layer 0's convolution sees two
 * maps per head, the others three).  cfg is not validated; ffn_hook's param_count must be
 * callable for cfg->d_ff.  The parser's matched_layers option derives the feed-forward
 * block's share of a layer from it (model/parser_config.c).
 */
size_t		rat_layer_param_count(const RatStackConfig *cfg, int layer);
size_t		rat_stack_param_count(const RatStackConfig *cfg);

/* Validates cfg and declares the stack's tensors in params (before dt_params_allocate). */
bool		rat_stack_declare(RatStack *s, const RatStackConfig *cfg, DtParams *params,
							  const char *prefix, DtError *err);
void		rat_stack_free(RatStack *s);

/*
 * Initialisation on a host copy of the WHOLE parameter buffer (params->count floats,
 * same layout), which the caller then uploads:
 *   rat_stack_init_xavier: Xavier normal for every matrix (incl. rk, rv), zero biases, LN
 *     gain 1, conv weights [I | I | 0] (starts as plain relation attention), PReLU 0.25.
 *   rat_stack_scale_fixup: multiplies v (wv), w (wo), r^v (rv) and the FFN weight matrices
 *     by factor; q, k, r^k, biases, LN and conv untouched (DT-Fixup §3.3, last bullet).
 *   rat_stack_init_dtfixup: Xavier, then the factor of Theorem 3.1 for mu: relational
 *     (N(4mu^2+2mu+2))^(-1/2), or N^(-1/2)/(2mu) when n_relations == 0.  Returns the factor.
 *   rat_stack_init_tfixup: Xavier, then 0.67 N^(-1/4) on the same tensors (ablation).
 */
void		rat_stack_init_xavier(const RatStack *s, float *host_params, DtRng *rng);
void		rat_stack_scale_fixup(const RatStack *s, float *host_params, double factor);
double		rat_stack_init_dtfixup(const RatStack *s, float *host_params, double mu, DtRng *rng);
double		rat_stack_init_tfixup(const RatStack *s, float *host_params, DtRng *rng);

typedef struct RatLayerActs
{
	float	   *q, *k, *v, *z, *h1, *a, *f1, *f2, *h2, *y;
	float	   *ln1_mean, *ln1_rstd, *ln2_mean, *ln2_rstd;
	float	   *P, *PB, *Sc, *Sr, *U, *A;
	float	   *ffn_acts;
} RatLayerActs;

typedef struct RatWorkspace
{
	DtBackend  *be;
	int			max_B, max_n;
	float	   *arena;			/* one device allocation for everything below */
	size_t		arena_bytes;
	RatLayerActs *acts;
	/* shared scratch */
	float	   *proj, *QR, *da, *dH, *dproj, *dX[2], *dz, *dq, *dk, *dv, *df,
			   *dP, *dQR, *dSr, *dA[2], *ffn_scratch;
	/* the batch of the last forward */
	const float *x;
	const int  *rel, *len;
	int			B, n;
	float		dropout;
	uint64_t	seed;
	/* per-example dropout seeds of the last forward (rat_stack_forward_examples), max_B of
	 * them in host memory; per_example false: one seed for the whole batch */
	uint64_t   *seeds;
	bool		per_example;
	/* set by a forward that the calling thread's stop scope (common/stop.h) stopped: its
	 * output is partial, NOT the stack's output.  The layers poll the scope before each
	 * layer and inside their long kernels; outside a scope they never stop. */
	bool		stopped;
	bool		forward_only;	/* made by rat_workspace_create_forward */
} RatWorkspace;

bool		rat_workspace_create(RatWorkspace *ws, const RatStack *s, DtBackend *be,
								 int max_B, int max_n, DtError *err);
/*
 * A workspace for the forward alone (decoding): two layers' activations used in turn and no
 * backward buffers, so its size does not grow with the number of layers (for 8 layers of
 * 8 heads over 1000 items: about 70 MB instead of about 300 MB).  rat_stack_backward on it
 * aborts.
 */
bool		rat_workspace_create_forward(RatWorkspace *ws, const RatStack *s, DtBackend *be,
										 int max_B, int max_n, DtError *err);
void		rat_workspace_free(RatWorkspace *ws);
/* Whether a batch of B examples of n items fits ws: its buffers are sized by rows
 * (max_B x max_n) and attention-map entries (max_B x max_n^2), so any shape within both
 * fits, not only B <= max_B and n <= max_n. */
bool		rat_workspace_fits(const RatStack *s, const RatWorkspace *ws, int B, int n);

/* Checks a batch's lengths (1..n) and relation ids (0..n_relations-1 for every pair of valid
 * items) in host memory before they are uploaded: the kernels index with them unchecked. */
bool		rat_stack_check_batch(const RatStack *s, const int *rel_host, const int *len_host,
								  int B, int n, DtError *err);

/*
 * Forward pass on x [B,n,d] with relation ids rel [B,n,n] and lengths len [B] (all device
 * addresses; x, rel, len must stay valid until the backward).  training enables dropout,
 * whose masks derive from seed.  Returns the output [B,n,d] (inside the workspace), or NULL
 * when the shape does not fit the workspace (rat_workspace_fits; nothing is computed then).
 */
const float *rat_stack_forward(const RatStack *s, RatWorkspace *ws, const float *x,
							   const int *rel, const int *len, int B, int n, bool training,
							   uint64_t seed);
/*
 * The same forward for a batch of independent examples padded to n items (example b's
 * items are rows 0..len[b]-1 of its block; its padded rows are computed and ignored, and
 * never reach its valid rows): seeds [B] (host memory, copied) gives each example its own
 * dropout masks, those of rat_stack_forward on that example alone (B = 1, n = len[b]) with
 * seed seeds[b], since a mask entry depends only on the seed and the entry's index within
 * the example.  So the valid rows of the output and, for a dout that is zero on the padded
 * rows, the gradients equal the per-example passes' up to float rounding.
 */
const float *rat_stack_forward_examples(const RatStack *s, RatWorkspace *ws, const float *x,
										const int *rel, const int *len, int B, int n,
										bool training, const uint64_t *seeds);
/* Backward of the last forward: parameter gradients += into params->grad; dx [B,n,d] +=
 * the input gradient (dx may be NULL). */
void		rat_stack_backward(const RatStack *s, RatWorkspace *ws, const float *dout, float *dx);

#endif
