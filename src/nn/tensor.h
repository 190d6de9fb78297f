/*
 * tensor.h — named float32 tensors in backend memory, and a model's parameter set.
 *
 * A model keeps ALL its parameters in one contiguous backend buffer and all gradients in a
 * second one of the same layout (llm.c style): Adam is one pass, a checkpoint one write, a
 * GPU upload one copy.  Layers declare their tensors by name (with a parameter group, e.g.
 * the pre-transformer's own learning rate) before dt_params_allocate(); afterwards each
 * DtTensor's data/grad point into the two buffers.  Offsets are aligned to 16 floats.
 */
#ifndef DTFIXUP_NN_TENSOR_H
#define DTFIXUP_NN_TENSOR_H

#include <stdbool.h>
#include <stddef.h>

#include "common/error.h"
#include "nn/backend.h"

#define DT_TENSOR_MAX_DIMS 4
#define DT_TENSOR_NAME_LEN 48

typedef struct DtTensor
{
	char		name[DT_TENSOR_NAME_LEN];
	int			ndim;
	int			shape[DT_TENSOR_MAX_DIMS];
	size_t		numel;
	size_t		offset;			/* in floats, into the parameter buffer */
	int			group;			/* parameter group (optimiser learning rate) */
	float	   *data;			/* device address; NULL until allocated */
	float	   *grad;			/* device address of its gradient */
} DtTensor;

typedef struct DtParams
{
	DtBackend  *be;
	DtTensor   *tensors;
	int			n_tensors;
	int			capacity;
	size_t		count;			/* floats in each buffer (with alignment padding) */
	float	   *data;			/* device: all parameters */
	float	   *grad;			/* device: all gradients, same layout */
	bool		out_of_memory;	/* a declaration failed; dt_params_allocate reports it */
} DtParams;

void		dt_params_init(DtParams *p, DtBackend *be);
/* Declares a tensor (before allocation); returns its index (-1 when out of memory, which
 * dt_params_allocate then reports). shape has ndim entries. */
int			dt_params_declare(DtParams *p, const char *name, int ndim, const int *shape, int group);
/* Allocates the two buffers (zeroed) and resolves every tensor's data/grad. */
bool		dt_params_allocate(DtParams *p, DtError *err);
void		dt_params_free(DtParams *p);
/* Index of the tensor called name, or -1. */
int			dt_params_find(const DtParams *p, const char *name);
void		dt_params_zero_grad(DtParams *p);

#endif
