/*
 * parser_scratch.c — the scratch memory of a Parser or of a training worker (ParserScratch):
 * growable buffers that reach the size of the largest example and are then reused, so that
 * a step allocates nothing once every shape has been seen; and their release.
 *
 * The arithmetic's buffers live where the parser's backend computes (be->alloc, freed with
 * be->free); the few the host itself writes or reads (integer inputs before their upload,
 * scores after their download) are host memory, and each Grow remembers which it is.
 */
#include "model/parser_core.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

void
grow_release(Grow *g)
{
	if (g->p != NULL)
	{
		if (g->be != NULL)
			g->be->free(g->be, g->p, g->cap);
		else
			free(g->p);
	}
	memset(g, 0, sizeof(*g));
}

void *
grow_floats_keep(DtBackend *be, Grow *g, size_t count, size_t keep)
{
	size_t		bytes = count * sizeof(float) + 64;
	size_t		cap;
	void	   *p;

	if (bytes <= g->cap)
		return g->p;
	cap = bytes + bytes / 2;
	p = be->alloc(be, cap);		/* zeroed */
	if (p == NULL)
		dt_fatal_oom(__func__);
	if (g->p != NULL && keep > 0)
		be->copy(be, p, g->p, keep * sizeof(float));
	grow_release(g);
	g->p = p;
	g->cap = cap;
	g->be = be;
	return p;
}

void *
grow_floats(DtBackend *be, Grow *g, size_t count)
{
	return grow_floats_keep(be, g, count, 0);
}

void *
grow_host(Grow *g, size_t bytes)
{
	if (bytes + 64 > g->cap)
	{
		grow_release(g);
		g->cap = bytes + 64 + (bytes + 64) / 2;
		g->p = malloc(g->cap);
		if (g->p == NULL)
			dt_fatal_oom(__func__);
	}
	return g->p;
}

const void *
parser_host_view(DtBackend *be, Grow *staging, const void *dev, size_t bytes)
{
	void	   *host;

	if (dt_backend_is_host(be))
		return dev;
	host = grow_host(staging, bytes);
	be->download(be, host, dev, bytes);
	return host;
}

void
parser_scratch_release(ParserScratch *sc)
{
	if (sc->rat_ws_ready)
		rat_workspace_free(&sc->rat_ws);
	grow_release(&sc->g_enc);
	grow_release(&sc->g_int);
	grow_release(&sc->g_head);
	grow_release(&sc->g_beam);
	grow_release(&sc->g_hist);
	grow_release(&sc->g_rule);
	grow_release(&sc->g_parts);
	grow_release(&sc->g_col_keys);
	grow_release(&sc->h_int);
	grow_release(&sc->h_logp);
	grow_release(&sc->h_mask);
	grow_release(&sc->h_rule);
	grow_release(&sc->g_schema_enc);
	grow_release(&sc->g_schema_int);
	free(sc->enc);				/* EncBufs: pointers into g_enc and g_int */
	free(sc->schema);			/* SchemaCache: pointers into g_schema_enc and g_schema_int */
	parser_owned_release(&sc->batch);
	memset(sc, 0, sizeof(*sc));
}

void
parser_scratch_free(ParserScratch *sc)
{
	if (sc == NULL)
		return;
	parser_scratch_release(sc);
	free(sc);
}
