/*
 * model_cache.h — parsers loaded from the model store, kept per backend.
 *
 * A model is loaded once per backend and reloaded when its stored state changes: every
 * look-up fetches the model's ModelStoreToken (one index probe) and compares it with the
 * token the cached copy was loaded with.  Each cached parser lives in its own memory
 * context under TopMemoryContext (its malloc'ed buffers are released by parser_free);
 * a replaced or dropped model is freed at once.  At most MODEL_CACHE_SLOTS models are kept
 * (least recently used goes first).
 */
#ifndef DTFIXUP_PG_MODEL_CACHE_H
#define DTFIXUP_PG_MODEL_CACHE_H

#include "postgres.h"

#include "model/parser.h"

#define MODEL_CACHE_SLOTS 4

/*
 * The parser of the named model, loading or reloading it as needed.  name NULL or empty
 * means the dtfixup.model setting, and when that is unset too, the installed general
 * model (general_model.h).  Errors:
 * unknown model (42704), corrupt checkpoint or weights that do not match the config
 * (XX001).  The parser stays owned by the cache: valid until the next model_cache_get.
 */
Parser	   *model_cache_get(const char *name);

/* The model name model_cache_get would use for name (the GUC when NULL, else "general"). */
const char *model_cache_resolve_name(const char *name);

#endif
