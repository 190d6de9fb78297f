/*
 * test_nn_stack_batch.c — the relation-aware stack over a padded batch of independent
 * examples (rat_stack_forward_examples, as the parser's training runs it) against the
 * same examples one at a time: with dropout on, the valid rows of the output, the input
 * gradient and every parameter gradient agree up to float rounding, for the plain
 * relation attention with the ReLU MLP, GELU with layer norm, and the attention
 * convolution; the padded rows (zero input, zero output gradient) change nothing.
 *
 * The tolerance follows from the sizes, as gemm_check.h derives its bound: each value is
 * the end of a chain of products and sums of at most K = max(d_ff, n) terms per stage, each
 * stage off by at most gamma(K + 4) of its operands' magnitude in any summation order; a
 * layer's forward and backward chain some STAGES_PER_LAYER such stages, so a value may
 * differ by stages * gamma(K + 4) of the magnitudes involved, which we take as the largest
 * entry of the compared tensor plus, for gradients that are zero in exact arithmetic (the
 * key biases: the softmax ignores a constant added to every score), of the whole gradient.
 * A wrong mask, a padded row leaking into a valid one, or another dropout mask is off by
 * O(1) of the magnitudes, thousands of times the bound.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nn/backend.h"
#include "nn/nn_init.h"
#include "nn/rat_stack.h"

#include "unit.h"

#define T_D 32
#define T_H 4
#define T_DFF 64
#define T_R 5
#define T_LAYERS 3
#define T_B 3
/* stages of rounding a layer's forward and backward chain (projections, scores, softmax,
 * apply, output projection, two MLP products, and their backward, residuals, norms) */
#define STAGES_PER_LAYER 24

static const int lens[T_B] = {7, 4, 9};

static double
gamma_n(int n)
{
	double		u = ldexp(1.0, -24);

	return n * u / (1 - n * u);
}

typedef struct Case
{
	const char *name;
	RatAttentionKind attention;
	RatFfnKind	ffn;
	bool		layer_norm;
} Case;

typedef struct Stack
{
	DtBackend  *be;
	DtParams	params;
	RatStack	stack;
} Stack;

static void
stack_open(Stack *s, const Case *k)
{
	RatStackConfig c = {T_LAYERS, T_D, T_H, T_DFF, T_R, k->attention, k->ffn, NULL,
	k->layer_norm, 0.3f, 0};
	DtError		err;
	DtRng		rng;
	float	   *host;

	s->be = dt_backend_cpu_create(1);
	dt_params_init(&s->params, s->be);
	CHECK(rat_stack_declare(&s->stack, &c, &s->params, "rat", &err));
	CHECK(dt_params_allocate(&s->params, &err));
	host = calloc(s->params.count, sizeof(float));
	dt_rng_seed(&rng, 3);
	rat_stack_init_xavier(&s->stack, host, &rng);
	for (int i = 0; i < s->params.n_tensors; i++)
		if (s->params.tensors[i].ndim == 1)
			for (size_t j = 0; j < s->params.tensors[i].numel; j++)
				host[s->params.tensors[i].offset + j] += (float) (0.1 * dt_rng_normal(&rng));
	s->be->upload(s->be, s->params.data, host, sizeof(float) * s->params.count);
	free(host);
}

static void
stack_close(Stack *s)
{
	rat_stack_free(&s->stack);
	dt_params_free(&s->params);
	dt_backend_destroy(s->be);
}

/* The largest |a - b| over count entries, and the largest |a|. */
static void
diff_max(const float *a, const float *b, size_t count, double *diff, double *amax)
{
	for (size_t i = 0; i < count; i++)
	{
		*diff = fmax(*diff, fabs((double) a[i] - b[i]));
		*amax = fmax(*amax, fabs((double) a[i]));
	}
}

/* Examples padded to n items: every example alone, then all in one batch. */
static void
run_case(const Case *k, int n)
{
	Stack		s;
	DtRng		rng;
	DtError		err;
	RatWorkspace ws1,
				wsB;
	size_t		D = T_D,
				block = (size_t) n * D;
	float	   *x = calloc(T_B * block, sizeof(float)),
			   *dout = calloc(T_B * block, sizeof(float)),
			   *y_alone = calloc(T_B * block, sizeof(float)),
			   *dx_alone = calloc(T_B * block, sizeof(float)),
			   *dx_batch = calloc(T_B * block, sizeof(float));
	int		   *rel = calloc((size_t) T_B * n * n, sizeof(int)),
			   *rel1 = calloc((size_t) n * n, sizeof(int));
	uint64_t	seeds[T_B] = {101, 202, 303};
	float	   *ref;
	const float *y;
	double		bound_unit = T_LAYERS * STAGES_PER_LAYER * gamma_n((T_DFF > n ? T_DFF : n) + 4),
				diff = 0,
				amax = 0,
				gmax = 0;

	stack_open(&s, k);
	ref = malloc(sizeof(float) * s.params.count);
	dt_rng_seed(&rng, 17);
	for (int b = 0; b < T_B; b++)
		for (int i = 0; i < lens[b]; i++)
		{
			for (size_t c = 0; c < D; c++)
			{
				x[b * block + i * D + c] = (float) dt_rng_normal(&rng);
				dout[b * block + i * D + c] = (float) dt_rng_normal(&rng);
			}
			for (int j = 0; j < lens[b]; j++)
				rel[((size_t) b * n + i) * n + j] = dt_rng_below(&rng, T_R);
		}
	/* padded relation entries hold ids too: the kernels must not read them */
	for (int b = 0; b < T_B; b++)
		for (int i = 0; i < n; i++)
			for (int j = 0; j < n; j++)
				if (i >= lens[b] || j >= lens[b])
					rel[((size_t) b * n + i) * n + j] = T_R - 1;

	/* one at a time: each example its own B = 1 pass of its own length */
	CHECK(rat_workspace_create(&ws1, &s.stack, s.be, 1, n, &err));
	dt_params_zero_grad(&s.params);
	for (int b = 0; b < T_B; b++)
	{
		int			m = lens[b];

		for (int i = 0; i < m; i++)
			for (int j = 0; j < m; j++)
				rel1[i * m + j] = rel[((size_t) b * n + i) * n + j];
		y = rat_stack_forward(&s.stack, &ws1, x + b * block, rel1, &lens[b], 1, m, true,
							  seeds[b]);
		CHECK(y != NULL);
		memcpy(y_alone + b * block, y, sizeof(float) * m * D);
		rat_stack_backward(&s.stack, &ws1, dout + b * block, dx_alone + b * block);
	}
	memcpy(ref, s.params.grad, sizeof(float) * s.params.count);

	/* side by side, padded to n */
	CHECK(rat_workspace_create(&wsB, &s.stack, s.be, T_B, n, &err));
	dt_params_zero_grad(&s.params);
	y = rat_stack_forward_examples(&s.stack, &wsB, x, rel, lens, T_B, n, true, seeds);
	CHECK(y != NULL);
	rat_stack_backward(&s.stack, &wsB, dout, dx_batch);

	for (int b = 0; b < T_B; b++)
		diff_max(y_alone + b * block, y + b * block, (size_t) lens[b] * D, &diff, &amax);
	if (!(diff <= bound_unit * amax))
		UNIT_FAIL("%s, n %d: outputs differ by %.3g (largest %.3g, bound %.3g)", k->name, n,
				  diff, amax, bound_unit * amax);
	diff = amax = 0;
	for (int b = 0; b < T_B; b++)
		diff_max(dx_alone + b * block, dx_batch + b * block, (size_t) lens[b] * D, &diff, &amax);
	if (!(diff <= bound_unit * amax))
		UNIT_FAIL("%s, n %d: input gradients differ by %.3g (largest %.3g, bound %.3g)",
				  k->name, n, diff, amax, bound_unit * amax);
	for (size_t i = 0; i < s.params.count; i++)
		gmax = fmax(gmax, fabs(ref[i]));
	CHECK(gmax > 0);
	for (int t = 0; t < s.params.n_tensors; t++)
	{
		const DtTensor *tt = &s.params.tensors[t];

		diff = amax = 0;
		diff_max(ref + tt->offset, tt->grad, tt->numel, &diff, &amax);
		if (!(diff <= bound_unit * (amax + gmax)))
			UNIT_FAIL("%s, n %d: gradient of %s differs by %.3g (largest %.3g, bound %.3g)",
					  k->name, n, tt->name, diff, amax, bound_unit * (amax + gmax));
	}
	/* a different seed for one example changes its output (its own masks are used) */
	{
		uint64_t	other[T_B] = {101, 999, 303};
		float	   *y1 = malloc(sizeof(float) * T_B * block);

		memcpy(y1, y, sizeof(float) * T_B * block);
		y = rat_stack_forward_examples(&s.stack, &wsB, x, rel, lens, T_B, n, true, other);
		CHECK(memcmp(y1, y, sizeof(float) * lens[0] * D) == 0);
		CHECK(memcmp(y1 + block, y + block, sizeof(float) * lens[1] * D) != 0);
		free(y1);
	}
	rat_workspace_free(&ws1);
	rat_workspace_free(&wsB);
	stack_close(&s);
	free(ref);
	free(x);
	free(dout);
	free(y_alone);
	free(dx_alone);
	free(dx_batch);
	free(rel);
	free(rel1);
}

static const Case cases[] = {
	{"relation attention, ReLU MLP", RAT_ATTENTION_RELATION, RAT_FFN_MLP_RELU, false},
	{"relation attention, GELU MLP, layer norm", RAT_ATTENTION_RELATION, RAT_FFN_MLP_GELU, true},
	{"attention convolution, ReLU MLP", RAT_ATTENTION_RELATION_CONV, RAT_FFN_MLP_RELU, false},
};

UNIT_TEST(padded_batch_equals_the_examples_one_by_one)
{
	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++)
	{
		run_case(&cases[c], 9);		/* padded to the longest */
		run_case(&cases[c], 12);	/* and beyond it */
	}
}

/* A workspace holds any batch within its rows and attention-map entries. */
UNIT_TEST(workspace_fits_by_rows_and_map_entries)
{
	Case		k = cases[0];
	Stack		s;
	RatWorkspace ws;
	DtError		err;

	stack_open(&s, &k);
	CHECK(rat_workspace_create(&ws, &s.stack, s.be, 4, 10, &err));
	CHECK(rat_workspace_fits(&s.stack, &ws, 4, 10));
	/* 40 rows and 400 map entries per head */
	CHECK(rat_workspace_fits(&s.stack, &ws, 2, 14));	/* 28 rows, 392 entries */
	CHECK(rat_workspace_fits(&s.stack, &ws, 1, 20));	/* 20 rows, 400 entries */
	CHECK(!rat_workspace_fits(&s.stack, &ws, 2, 20));	/* 800 entries */
	CHECK(!rat_workspace_fits(&s.stack, &ws, 1, 21));	/* 441 entries */
	CHECK(!rat_workspace_fits(&s.stack, &ws, 5, 9));	/* 45 rows > 40 */
	CHECK(!rat_workspace_fits(&s.stack, &ws, 0, 10));
	rat_workspace_free(&ws);
	stack_close(&s);
}

int
main(int argc, char **argv)
{
	UNIT_RUN(padded_batch_equals_the_examples_one_by_one);
	UNIT_RUN(workspace_fits_by_rows_and_map_entries);
	UNIT_DONE();
}
