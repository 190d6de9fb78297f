/*
 * model_cache.h — parsers of the models this backend uses, over weights every backend
 * shares.
 *
 * A model is loaded once per backend and reloaded when it changes: every look-up checks
 * the model's version (a stored model: its current checkpoint row, one index probe as the
 * caller; the general model: its file's identity, one stat) against the version the
 * cached parser was built from.  The weights are not copied into the backend: the
 * checkpoint is mapped read-only from a file — the installed general model's own file, or
 * a stored version's file in the model file cache (model_file_cache.h) — and the parser's
 * tensors point into the mapping (shared_weights.h), with no gradient or optimiser state.
 * So what a backend holds privately per model is the parser's small structures (the
 * vocabulary, the tensor table) and, for the parser in use, its scratch.
 *
 * Bounds: at most MODEL_CACHE_SLOTS models (least recently used goes first, its mapping
 * unmapped); only the parsers used last (one model, or an ensemble) keep their scratch (activations and workspaces,
 * grown to the largest question it has seen), and at the end of a transaction a scratch
 * larger than MODEL_CACHE_SCRATCH_KEEP_BYTES is freed too.  A replaced model's old version
 * is freed at once and its cache file removed; a dropped model is an error that says so.
 */
#ifndef DTFIXUP_PG_MODEL_CACHE_H
#define DTFIXUP_PG_MODEL_CACHE_H

#include "postgres.h"

#include "model/parser.h"

/* a full ensemble (PARSER_MAX_ENSEMBLE) and as many other models: the general model's
 * parsers do not push out the model a session also asks */
#define MODEL_CACHE_SLOTS 8

/* Scratch kept across transactions by the parser used last (bytes). */
#define MODEL_CACHE_SCRATCH_KEEP_BYTES ((size_t) 64 << 20)

/*
 * The parser of the named model, loading or reloading it as needed.  name NULL or empty
 * means the dtfixup.model setting, and when that is unset too, the installed general
 * model (general_model.h).  Errors:
 * unknown model (42704; with a detail when this session had loaded it before it was
 * dropped), corrupt checkpoint or weights that do not match the config (XX001), a failure
 * to put it on backend.  The parser is on backend ("cpu", or "cuda": dtfixup_parser_device's
 * answer; a cached one is moved when the device asked for changed, its weights uploaded
 * from the mapping).  It stays owned by the cache: valid until the next model_cache_get.
 * It decodes only.
 */
Parser	   *model_cache_get(const char *name, const char *backend);

/*
 * The parsers that answer a question with the named model (resolved as model_cache_get
 * does), for parser_decode_ensemble: the model's (all of the general model's installed
 * parsers, or the first dtfixup.general_members of them), then those of each model of the
 * dtfixup.ensemble setting in its order, a model already taken skipped.  parsers[0] is the
 * model's first parser.  Returns how many (1 to PARSER_MAX_ENSEMBLE; more is an error,
 * 54000).  The same errors as model_cache_get for each; all of them stay valid until the
 * next model_cache_get or model_cache_get_ensemble.
 */
int			model_cache_get_ensemble(const char *name, const char *backend, Parser **parsers);

/* The model name model_cache_get would use for name (the GUC when NULL, else "general"). */
const char *model_cache_resolve_name(const char *name);

/* Whether name resolves to the installed general model. */
bool		model_cache_is_general(const char *name);

#endif
