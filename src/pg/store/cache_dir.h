/*
 * cache_dir.h — the directory of the model file cache (model_file_cache.h), where stored
 * model versions and the float32 widening of a half-precision general model
 * (general_model.h) are kept as files every backend maps, and how a file gets there:
 * written to a temporary file, fsynced, then given its final name, so a file under a final
 * name is always complete.
 */
#ifndef DTFIXUP_PG_CACHE_DIR_H
#define DTFIXUP_PG_CACHE_DIR_H

#include "postgres.h"

/* Relative to the data directory (a backend's working directory). */
#define MODEL_FILE_CACHE_DIR "pg_dtfixup_cache"

/* Temporary files are MODEL_FILE_CACHE_TEMP_PREFIX<pid>.<n>: the sweep removes those of
 * processes that are gone. */
#define MODEL_FILE_CACHE_TEMP_PREFIX "tmp."

/* Float32 widenings of a float16 general model (general_model.c) are named
 * GENERAL_WIDENED_PREFIX<dev>_<inode>_<size>_<mtime ns>.ckpt after the installed file. */
#define GENERAL_WIDENED_PREFIX "general_"

/*
 * Write len bytes to path in the cache directory (temporary file, fsync, final name):
 * returns the open descriptor of the file named path for the caller to map and close, or
 * -1 with *why set and errno kept.
 */
int			cache_dir_write_file(const char *path, const char *bytes, size_t len,
								 const char **why);

#endif
