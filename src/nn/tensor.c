/*
 * tensor.c — the parameter set: declaration, one allocation, lookup (see tensor.h).
 */
#include "nn/tensor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DT_PARAM_ALIGN 16		/* floats: 64 bytes */

void
dt_params_init(DtParams *p, DtBackend *be)
{
	memset(p, 0, sizeof(*p));
	p->be = be;
}

int
dt_params_declare(DtParams *p, const char *name, int ndim, const int *shape, int group)
{
	DtTensor   *t;

	if (p->n_tensors == p->capacity)
	{
		int			cap = p->capacity ? 2 * p->capacity : 64;
		DtTensor   *grown = realloc(p->tensors, sizeof(DtTensor) * cap);

		if (grown == NULL)
		{
			p->out_of_memory = true;	/* reported by dt_params_allocate */
			return -1;
		}
		p->tensors = grown;
		p->capacity = cap;
	}
	t = &p->tensors[p->n_tensors];

	memset(t, 0, sizeof(*t));
	snprintf(t->name, sizeof(t->name), "%s", name);
	t->ndim = ndim;
	t->numel = 1;
	for (int i = 0; i < ndim; i++)
	{
		t->shape[i] = shape[i];
		t->numel *= (size_t) shape[i];
	}
	t->group = group;
	t->offset = p->count;
	p->count += (t->numel + DT_PARAM_ALIGN - 1) / DT_PARAM_ALIGN * DT_PARAM_ALIGN;
	return p->n_tensors++;
}

bool
dt_params_allocate(DtParams *p, DtError *err)
{
	size_t		bytes = sizeof(float) * (p->count ? p->count : 1);

	if (p->out_of_memory)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"out of memory declaring the model's tensors");
	p->data = p->be->alloc(p->be, bytes);
	p->grad = p->be->alloc(p->be, bytes);
	if (p->data == NULL || p->grad == NULL)
	{
		dt_params_free(p);
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL,
							"Use a smaller model or free memory on the device.",
							"could not allocate %zu bytes of model parameters on backend %s",
							2 * bytes, p->be->name);
	}
	for (int i = 0; i < p->n_tensors; i++)
	{
		p->tensors[i].data = p->data + p->tensors[i].offset;
		p->tensors[i].grad = p->grad + p->tensors[i].offset;
	}
	return true;
}

void
dt_params_free(DtParams *p)
{
	size_t		bytes = sizeof(float) * (p->count ? p->count : 1);

	if (p->data != NULL)
		p->be->free(p->be, p->data, bytes);
	if (p->grad != NULL)
		p->be->free(p->be, p->grad, bytes);
	free(p->tensors);
	p->tensors = NULL;
	p->n_tensors = p->capacity = 0;
	p->data = p->grad = NULL;
	p->count = 0;
}

int
dt_params_find(const DtParams *p, const char *name)
{
	for (int i = 0; i < p->n_tensors; i++)
		if (strcmp(p->tensors[i].name, name) == 0)
			return i;
	return -1;
}

void
dt_params_zero_grad(DtParams *p)
{
	p->be->memset_zero(p->be, p->grad, sizeof(float) * p->count);
}
