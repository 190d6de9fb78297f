/*
 * general_model.h — the general model that ships with the extension: a parser trained
 * across Spider's schemas, installed by `make install` as a read-only file beside the
 * extension's control file ($sharedir/extension/dtfixup_general.ckpt) and available in
 * every database under the reserved name "general", without being copied into it.
 *
 * The model store (model_store.h) answers for it: loading and the cache token come from
 * the file; every write to the name is refused (ERRCODE_RESERVED_NAME).  The model cache
 * (model_cache.h) maps the file instead of reading it (general_model_map).
 */
#ifndef DTFIXUP_PG_GENERAL_MODEL_H
#define DTFIXUP_PG_GENERAL_MODEL_H

#include "postgres.h"

#include "model/parser.h"
#include "pg/store/model_token.h"
#include "pg/store/shared_weights.h"

#define GENERAL_MODEL_NAME "general"

/* Is name the reserved name of the installed model? */
bool		general_model_is(const char *name);

/*
 * The general model may be an ensemble (model/parser.h, parser_decode_ensemble): its first
 * parser in dtfixup_general.ckpt, more in dtfixup_general.2.ckpt, dtfixup_general.3.ckpt, ...
 * beside it.  The first is the model as the store knows it (init_from, export, the
 * vocabulary that splits folded names); nl2sql decodes with all of them (model_cache.h).
 */
#define GENERAL_MODEL_MAX_MEMBERS PARSER_MAX_ENSEMBLE

/* Where the installed file of the first parser is (palloc'd path). */
char	   *general_model_path(void);
/* Where member's file is (0 = the first parser's; palloc'd path). */
char	   *general_model_member_path(int member);
/* How many parsers are installed: 1 + the files dtfixup_general.2.ckpt, .3.ckpt, ... present
 * without a gap (the first counts even when missing: loading it reports that). */
int			general_model_members(void);

/*
 * The file's bytes as a bytea in mcxt (validated later by the caller, like stored bytes).
 * ERRCODE_UNDEFINED_FILE with a hint when the file is missing.
 */
bytea	   *general_model_read(MemoryContext mcxt, ModelStoreToken *token);

/*
 * Map member's installed file read-only and validate it (shared_weights.h): every backend's
 * mapping shares the page cache's one copy of the weights.  false with err filled when the
 * file is not a valid checkpoint; ERRCODE_UNDEFINED_FILE when it is missing.
 *
 * A file stored at half precision (float16, docs/checkpoint-format.md) cannot be used in
 * place: the first backend that needs it writes its float32 widening once to the model file
 * cache ($PGDATA/pg_dtfixup_cache/general_<dev>_<inode>_<size>_<mtime>.ckpt, named after the
 * installed file, written like a version file), and every backend maps that instead; the
 * mapping stays tied to the installed file, so a reinstall is noticed as before.  When the
 * cache cannot be written, the backend warns and keeps a private float32 copy.
 */
bool		general_model_map(int member, SharedWeights *w, DtCheckpoint *ckpt, DtError *err);

/* Whether path (in the model file cache) is the widening of an installed file as it is
 * now: the sweep removes the others. */
bool		general_model_widened_is_current(const char *path);

/* The file's identity (size and modification time) as a cache token; false when missing. */
bool		general_model_token(ModelStoreToken *token);

/* ERRCODE_RESERVED_NAME when name is the installed model's: it cannot be written. */
void		general_model_refuse_write(const char *name, const char *action);

#endif
