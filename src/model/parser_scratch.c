/*
 * parser_scratch.c — the scratch memory of a Parser or of a training worker (ParserScratch):
 * growable buffers that reach the size of the largest example and are then reused, so that
 * a step allocates nothing once every shape has been seen; and their release.
 */
#include "model/parser_internal.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

void *
grow_floats(Grow *g, size_t count)
{
	size_t		bytes = count * sizeof(float) + 64;

	if (bytes > g->cap)
	{
		free(g->p);
		g->cap = bytes + bytes / 2;
		g->p = calloc(1, g->cap);
		if (g->p == NULL)
			dt_fatal_oom(__func__);
	}
	return g->p;
}

void
parser_scratch_release(ParserScratch *sc)
{
	if (sc->schema != NULL)
	{
		SchemaCache *c = sc->schema;

		free(c->g_enc.p);
		free(c->g_int.p);
		free(c);
	}
	if (sc->rat_ws_ready)
		rat_workspace_free(&sc->rat_ws);
	free(sc->g_enc.p);
	free(sc->g_dec.p);
	free(sc->g_int.p);
	free(sc->g_head.p);
	free(sc->enc);
	free(sc->cands);
	parser_teacher_plan_free(&sc->plan);
	parser_teacher_batch_release(sc);
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
