/*
 * adam.h — Adam (Kingma & Ba, 2014) over a model's one parameter buffer, with parameter
 * groups (DT-Fixup App. C.5: the pre-trained pre-transformer gets the main learning rate
 * times a factor), the polynomial decay eta (1 - step/max_steps)^0.5 of App. C.5 down to a
 * floor, an optional linear warm-up (DT-Fixup trains without one; the post-LN baseline needs
 * it), global gradient-norm clipping, decoupled weight decay (Loshchilov & Hutter), and a
 * decoupled pull towards the weights the run started from (L2-SP, Li et al. 2018: decay
 * towards the starting point instead of towards zero), which keeps a model fine-tuned on a
 * few hundred local examples near what it knew.
 */
#ifndef DTFIXUP_NN_ADAM_H
#define DTFIXUP_NN_ADAM_H

#include <stdbool.h>

#include "common/error.h"
#include "nn/tensor.h"

#define DT_ADAM_MAX_GROUPS 8

typedef struct DtAdamConfig
{
	float		lr;				/* base learning rate eta */
	float		beta1, beta2, eps;
	float		weight_decay;	/* decoupled; 0 = plain Adam */
	float		clip_norm;		/* global L2 gradient norm limit; 0 = off */
	long		max_steps;		/* horizon of the decay; 0 = constant rate */
	float		decay_power;	/* 0.5 in the paper */
	float		lr_floor;		/* the decayed rate never drops below lr * lr_floor */
	long		warmup_steps;	/* linear warm-up from 0; 0 = none */
	float		group_lr_scale[DT_ADAM_MAX_GROUPS];	/* per parameter group; 0 means 1 */
	/* > 0: after each update every parameter also moves towards its value when the
	 * optimiser was created, w -= min(1, lr_t * group scale * start_pull) * (w - w_start);
	 * 0 = off (no copy kept, updates bit for bit those without the field) */
	float		start_pull;
} DtAdamConfig;

typedef struct DtAdam
{
	DtAdamConfig cfg;
	DtParams   *params;
	float	   *m, *v;			/* device, same layout as params->data */
	float	   *start;			/* device: params->data when created; NULL unless start_pull */
	long		step;			/* updates done */
	double		last_grad_norm; /* before clipping; NAN when clipping is off */
} DtAdam;

/* Defaults: beta (0.9, 0.999), eps 1e-8, decay power 0.5, no floor, warm-up, clipping. */
DtAdamConfig dt_adam_default_config(float lr, long max_steps);
/* With cfg->start_pull > 0 it keeps a copy of params->data as it is now: w_start. */
bool		dt_adam_create(DtAdam *opt, const DtAdamConfig *cfg, DtParams *params, DtError *err);
void		dt_adam_free(DtAdam *opt);
/* The learning-rate multiplier schedule at update number `step` (0-based). */
double		dt_adam_lr_at(const DtAdamConfig *cfg, long step);
/* One update from params->grad (which it does not zero).  Returns the global gradient norm
 * before clipping when clip_norm > 0 (NAN otherwise: the norm is a pass of its own). */
double		dt_adam_step(DtAdam *opt);

/*
 * dt_adam_step in two halves, so that a caller may share the update out among threads
 * (CPU backend): dt_adam_begin_step computes the gradient norm, the clipping factor and
 * the scheduled rate and counts the update (returns the norm as dt_adam_step does);
 * dt_adam_apply then updates the floats [lo, hi) of the parameter buffer.  The update is
 * element by element, so applying any split of [0, params->count) gives dt_adam_step's
 * result; with 16-float-aligned split points, bit for bit.
 */
typedef struct DtAdamUpdate
{
	long		step;			/* the update's number, from 1 (bias correction) */
	double		lr;				/* scheduled rate, before the group scales */
	float		grad_scale;		/* clipping factor */
} DtAdamUpdate;

double		dt_adam_begin_step(DtAdam *opt, DtAdamUpdate *u);
void		dt_adam_apply(const DtAdam *opt, const DtAdamUpdate *u, size_t lo, size_t hi);

#endif
