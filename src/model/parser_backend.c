/*
 * parser_backend.c — moving a Parser's buffers to another backend (parser.h:
 * parser_use_backend).  A parser is built, initialised and read from a checkpoint on the
 * CPU backend; this puts it where it is to compute.  Its buffers go through the host once:
 * the weights (the checkpoint's bytes for a parser that borrows them: a device cannot read
 * a host mapping, so they become the parser's own copy there) and the optimiser state (with
 * start_pull's starting weights) are downloaded from the old backend and uploaded to the new
 * one; scratch is released and regrows on the new backend at first use.
 */
#include "model/parser_core.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "nn/backend_loader.h"

/* count floats of the device buffer src on be, downloaded into a new host buffer. */
static float *
download_copy(DtBackend *be, const float *src, size_t count, bool src_on_host)
{
	float	   *host = malloc(sizeof(float) * (count ? count : 1));

	if (host == NULL)
		dt_fatal_oom(__func__);
	if (src_on_host)
		memcpy(host, src, sizeof(float) * count);
	else
		be->download(be, host, src, sizeof(float) * count);
	return host;
}

/* Frees p's device buffers on its backend, keeping the tensors' layout. */
static void
release_buffers(Parser *p)
{
	DtParams   *ps = &p->params;
	size_t		bytes = sizeof(float) * (ps->count ? ps->count : 1);

	if (p->adam_ready)
		dt_adam_free(&p->adam);
	p->adam_ready = false;
	parser_owned_release(&p->workers);
	parser_scratch_release(p->sc);
	if (ps->data != NULL && !p->weights_borrowed)
		p->be->free(p->be, ps->data, bytes);
	if (ps->grad != NULL)
		p->be->free(p->be, ps->grad, bytes);
	ps->data = ps->grad = NULL;
	for (int i = 0; i < ps->n_tensors; i++)
		ps->tensors[i].data = ps->tensors[i].grad = NULL;
	p->weights_borrowed = false;
}

bool
parser_use_backend(Parser *p, DtBackend *be, DtError *err)
{
	size_t		count = p->params.count,
				bytes = sizeof(float) * count;
	bool		had_adam = p->adam_ready;
	long		adam_step = had_adam ? p->adam.step : 0;
	double		adam_norm = had_adam ? p->adam.last_grad_norm : 0;
	float	   *w,
			   *m = NULL,
			   *v = NULL,
			   *start = NULL;
	bool		ok;

	if (be == p->be)
		return true;
	w = download_copy(p->be, p->params.data, count, p->weights_borrowed);
	if (had_adam)
	{
		m = download_copy(p->be, p->adam.m, count, false);
		v = download_copy(p->be, p->adam.v, count, false);
		if (p->adam.start != NULL)
			start = download_copy(p->be, p->adam.start, count, false);
	}
	ok = dt_backend_check(p->be, err);
	release_buffers(p);
	dt_backend_destroy(p->be);
	p->be = be;
	p->params.be = be;
	ok = ok && dt_params_allocate(&p->params, err);
	if (ok)
		be->upload(be, p->params.data, w, bytes);
	if (ok && had_adam && (ok = parser_create_optimizer(p, err)))
	{
		be->upload(be, p->adam.m, m, bytes);
		be->upload(be, p->adam.v, v, bytes);
		/* the run's start, not the weights now (the new optimiser copied those) */
		if (start != NULL && p->adam.start != NULL)
			be->upload(be, p->adam.start, start, bytes);
		p->adam.step = adam_step;
		p->adam.last_grad_norm = adam_norm;
	}
	free(w);
	free(m);
	free(v);
	free(start);
	return ok && dt_backend_check(be, err);
}

const char *
parser_backend_name(const Parser *p)
{
	return p->be->name;
}

bool
parser_place(Parser *p, const char *backend, const char *cuda_module, DtError *err)
{
	DtBackend  *be;

	if (strcmp(p->be->name, backend) == 0)
		return true;
	if (strcmp(backend, "cuda") == 0)
		be = dt_backend_cuda_create(cuda_module, NULL, err);
	else if (strcmp(backend, "cpu") == 0)
	{
		be = dt_backend_cpu_create(p->cfg.threads);
		if (be == NULL)
			dt_error_set(err, DT_ERR_INTERNAL, 0, NULL, NULL, "could not create the CPU backend");
	}
	else
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"unknown backend \"%s\"", backend);
	if (be == NULL)
	{
		/* p keeps its buffers where they are; the caller's error says why */
		return false;
	}
	return parser_use_backend(p, be, err);
}
