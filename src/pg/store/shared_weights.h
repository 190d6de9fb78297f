/*
 * shared_weights.h — a model's checkpoint bytes mapped read-only from a file, so that
 * every backend that uses the model shares one copy of its weights (the page cache's).
 *
 * A checkpoint file (model/checkpoint.h) is mapped with mmap(PROT_READ, MAP_SHARED) and
 * validated once per mapping, as the reader validates bytes (size, magic, version, every
 * offset, the CRC-32C: reading the pages brings them into the page cache, where later
 * mappings of the same file find them).  The parser then points its tensors into the
 * mapped float buffer (parser_from_checkpoint_borrowed): a backend's private memory holds
 * no weights.  The installed general model (general_model.h) is mapped from its file;
 * stored models from files of the model file cache (model_file_cache.h).
 *
 * A mapping remembers the identity of the file it was made from (device, inode, size,
 * modification time in ns): when the path later names something else, the model was
 * reinstalled or the file was written in place, and the caller maps it again (validating
 * again).  Writing into a mapped file in place changes the weights every mapping sees, and
 * truncating it makes their next read of a lost page fail with SIGBUS: files are replaced
 * by writing a new file and renaming it over the old one (as `install`, dpkg and the model
 * file cache do), never rewritten in place.
 *
 * When a stored model's bytes cannot be written to the cache (disk full, read-only data
 * directory), the weights are a private copy instead (shared_weights_private_copy): the
 * model still answers, at the old cost in memory.
 */
#ifndef DTFIXUP_PG_SHARED_WEIGHTS_H
#define DTFIXUP_PG_SHARED_WEIGHTS_H

#include "postgres.h"

#include "model/checkpoint.h"

/* What a path named when it was mapped. */
typedef struct SharedWeightsFile
{
	uint64		dev;
	uint64		ino;
	int64		size;
	int64		mtime_ns;
} SharedWeightsFile;

/* The identity of the file st describes (what a mapping remembers of it). */
struct stat;
void		shared_weights_file_identity(const struct stat *st, SharedWeightsFile *f);

typedef struct SharedWeights
{
	const char *bytes;			/* the checkpoint: mapped, or a private malloc'ed copy */
	size_t		len;
	bool		mapped;			/* true: bytes are a read-only mapping of path */
	char		path[MAXPGPATH];	/* the file mapped ("" for a private copy) */
	SharedWeightsFile file;		/* its identity when mapped */
	/* A mapping made from another file (the float32 widening of a float16 general model,
	 * general_model.c) is out of date when that file changes: its path and identity. */
	bool		derived;
	char		source_path[MAXPGPATH];
	SharedWeightsFile source;
} SharedWeights;

/* What shared_weights_map found. */
typedef enum SharedWeightsStatus
{
	SHARED_WEIGHTS_OK,			/* mapped and valid: *w and *ckpt are filled */
	SHARED_WEIGHTS_MISSING,		/* no such file */
	SHARED_WEIGHTS_CORRUPT		/* not a valid checkpoint (err says why); nothing mapped */
} SharedWeightsStatus;

/*
 * Map the checkpoint file at path read-only and validate it (dt_checkpoint_read, into
 * *ckpt: free it with dt_checkpoint_free once the parser is built; its pointers are into
 * the mapping).  Other errors opening or mapping the file are ereport(ERROR)ed.
 */
SharedWeightsStatus shared_weights_map(const char *path, SharedWeights *w, DtCheckpoint *ckpt,
									   DtError *err);

/* The same for an open descriptor of the file at path (the model file cache maps the file
 * it has just written through the descriptor it wrote with).  Does not close fd. */
SharedWeightsStatus shared_weights_map_fd(int fd, const char *path, SharedWeights *w,
										  DtCheckpoint *ckpt, DtError *err);

/* A private copy of len bytes (malloc'ed), validated into *ckpt like a mapping. */
SharedWeightsStatus shared_weights_private_copy(const char *bytes, size_t len, SharedWeights *w,
												DtCheckpoint *ckpt, DtError *err);

/*
 * Whether w's file is still what it mapped: the path names the same inode, with the same
 * size and modification time.  missing_ok: a path that no longer exists counts as
 * unchanged (a cache file removed by eviction: the mapping of the unlinked file stays
 * valid and unchanged).  A private copy is always unchanged.  A derived mapping
 * (shared_weights_derive_from) is unchanged while its source file is.
 */
bool		shared_weights_unchanged(const SharedWeights *w, bool missing_ok);

/* Mark w as made from the file that source maps: shared_weights_unchanged then watches that
 * file instead of w's own. */
void		shared_weights_derive_from(SharedWeights *w, const SharedWeights *source);

/* Unmap (or free) the bytes; w becomes empty. */
void		shared_weights_release(SharedWeights *w);

#endif
