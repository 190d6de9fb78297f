/*
 * adam.c — Adam with groups, decay, warm-up and clipping (see adam.h).
 */
#include "nn/adam.h"

#include <math.h>
#include <string.h>

DtAdamConfig
dt_adam_default_config(float lr, long max_steps)
{
	DtAdamConfig c;

	memset(&c, 0, sizeof(c));
	c.lr = lr;
	c.beta1 = 0.9f;
	c.beta2 = 0.999f;
	c.eps = 1e-8f;
	c.max_steps = max_steps;
	c.decay_power = 0.5f;
	return c;
}

bool
dt_adam_create(DtAdam *opt, const DtAdamConfig *cfg, DtParams *params, DtError *err)
{
	DtBackend  *be = params->be;
	size_t		bytes = sizeof(float) * (params->count ? params->count : 1);

	memset(opt, 0, sizeof(*opt));
	opt->cfg = *cfg;
	opt->params = params;
	opt->m = be->alloc(be, bytes);
	opt->v = be->alloc(be, bytes);
	if (cfg->start_pull > 0)
		opt->start = be->alloc(be, bytes);
	if (opt->m == NULL || opt->v == NULL || (cfg->start_pull > 0 && opt->start == NULL))
	{
		dt_adam_free(opt);
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"could not allocate %zu bytes of optimiser state",
							(cfg->start_pull > 0 ? 3 : 2) * bytes);
	}
	if (opt->start != NULL && params->count > 0)
		be->copy(be, opt->start, params->data, sizeof(float) * params->count);
	for (int i = 0; i < params->n_tensors; i++)
		if (params->tensors[i].group < 0 || params->tensors[i].group >= DT_ADAM_MAX_GROUPS)
		{
			dt_adam_free(opt);
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"tensor %s has parameter group %d outside 0..%d",
								params->tensors[i].name, params->tensors[i].group,
								DT_ADAM_MAX_GROUPS - 1);
		}
	return true;
}

void
dt_adam_free(DtAdam *opt)
{
	DtBackend  *be;
	size_t		bytes;

	if (opt->params == NULL)
		return;
	be = opt->params->be;
	bytes = sizeof(float) * (opt->params->count ? opt->params->count : 1);

	if (opt->m != NULL)
		be->free(be, opt->m, bytes);
	if (opt->v != NULL)
		be->free(be, opt->v, bytes);
	if (opt->start != NULL)
		be->free(be, opt->start, bytes);
	opt->m = opt->v = opt->start = NULL;
}

double
dt_adam_lr_at(const DtAdamConfig *c, long step)
{
	double		f = 1.0;

	if (c->max_steps > 0)
	{
		double		left = 1.0 - (double) step / (double) c->max_steps;

		/* App. C.5: eta (1 - steps / max_steps)^0.5, here held at a floor */
		f = left > 0 ? pow(left, c->decay_power) : 0.0;
		if (f < c->lr_floor)
			f = c->lr_floor;
	}
	if (c->warmup_steps > 0 && step < c->warmup_steps)
		f *= (double) (step + 1) / (double) c->warmup_steps;
	return f;
}

double
dt_adam_begin_step(DtAdam *opt, DtAdamUpdate *u)
{
	DtParams   *p = opt->params;
	DtBackend  *be = p->be;
	const DtAdamConfig *c = &opt->cfg;
	/* The norm costs a pass over all gradients: only when clipping needs it. */
	double		norm = c->clip_norm > 0 ? sqrt(be->sumsq(be, p->grad, p->count)) : NAN;

	u->grad_scale = 1.0f;
	/* torch.nn.utils.clip_grad_norm_'s rule, so runs compare with PyTorch's. */
	if (c->clip_norm > 0 && norm > c->clip_norm)
		u->grad_scale = (float) (c->clip_norm / (norm + 1e-6));
	u->lr = c->lr * dt_adam_lr_at(c, opt->step);
	opt->step++;
	u->step = opt->step;
	opt->last_grad_norm = norm;
	return norm;
}

/*
 * w -= a (w - w_start) on n floats with the backend's axpy alone (no kernel of its own):
 * w becomes d = w - w_start, then d (1 - a), then that + w_start.  A parameter still at its
 * start (an embedding row no example touched) stays there bit for bit: d is 0.  axpy is
 * element by element, so y may be x (backend.h).
 */
static void
pull_towards_start(DtBackend *be, float *w, const float *w_start, size_t n, float a)
{
	be->axpy(be, w, -1.0f, w_start, n);
	be->axpy(be, w, -a, w, n);
	be->axpy(be, w, 1.0f, w_start, n);
}

void
dt_adam_apply(const DtAdam *opt, const DtAdamUpdate *u, size_t lo, size_t hi)
{
	const DtParams *p = opt->params;
	DtBackend  *be = p->be;
	const DtAdamConfig *c = &opt->cfg;

	/* One update per run of consecutive tensors in the same group, clipped to [lo, hi). */
	for (int i = 0; i < p->n_tensors;)
	{
		int			g = p->tensors[i].group;
		int			j = i;
		size_t		start,
					end;
		float		gs = c->group_lr_scale[g] > 0 ? c->group_lr_scale[g] : 1.0f;

		while (j + 1 < p->n_tensors && p->tensors[j + 1].group == g)
			j++;
		start = p->tensors[i].offset;
		end = j + 1 < p->n_tensors ? p->tensors[j + 1].offset : p->count;
		if (start < lo)
			start = lo;
		if (end > hi)
			end = hi;
		if (start < end)
			be->adam_update(be, p->data + start, p->grad + start, opt->m + start, opt->v + start,
							end - start, (float) (u->lr * gs), c->beta1, c->beta2, c->eps,
							c->weight_decay, u->step, u->grad_scale);
		if (start < end && opt->start != NULL && c->start_pull > 0)
		{
			/* at the group's rate, as the decay; never past w_start */
			double		a = u->lr * gs * c->start_pull;

			pull_towards_start(be, p->data + start, opt->start + start, end - start,
							   (float) (a < 1.0 ? a : 1.0));
		}
		i = j + 1;
	}
}

double
dt_adam_step(DtAdam *opt)
{
	DtAdamUpdate u;
	double		norm = dt_adam_begin_step(opt, &u);

	dt_adam_apply(opt, &u, 0, opt->params->count);
	return norm;
}
