/*
 * shared_weights.c — checkpoint files mapped read-only (shared_weights.h).
 */
#include "pg/store/shared_weights.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "storage/fd.h"

void
shared_weights_file_identity(const struct stat *st, SharedWeightsFile *f)
{
	f->dev = (uint64) st->st_dev;
	f->ino = (uint64) st->st_ino;
	f->size = (int64) st->st_size;
	f->mtime_ns = (int64) st->st_mtim.tv_sec * INT64CONST(1000000000) + st->st_mtim.tv_nsec;
}

static SharedWeightsStatus
validate(SharedWeights *w, DtCheckpoint *ckpt, DtError *err)
{
	if (dt_checkpoint_read(w->bytes, w->len, ckpt, err))
		return SHARED_WEIGHTS_OK;
	shared_weights_release(w);
	return SHARED_WEIGHTS_CORRUPT;
}

SharedWeightsStatus
shared_weights_map_fd(int fd, const char *path, SharedWeights *w, DtCheckpoint *ckpt, DtError *err)
{
	struct stat st;
	void	   *addr;

	memset(w, 0, sizeof(*w));
	if (fstat(fd, &st) != 0)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not stat model file \"%s\": %m", path)));
	if (!S_ISREG(st.st_mode) || st.st_size < DT_CHECKPOINT_HEADER_SIZE)
	{
		dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
					 "\"%s\" is not a checkpoint file (%lld bytes)", path, (long long) st.st_size);
		return SHARED_WEIGHTS_CORRUPT;
	}
	if ((uint64) st.st_size > (uint64) SIZE_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("model file \"%s\" is too large to map (%lld bytes)", path, (long long) st.st_size)));
	addr = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_SHARED, fd, 0);
	if (addr == MAP_FAILED)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("could not map model file \"%s\" (%lld bytes): %m", path, (long long) st.st_size),
				 errhint("The process's address space or vm.max_map_count may be exhausted.")));
	w->bytes = addr;
	w->len = (size_t) st.st_size;
	w->mapped = true;
	strlcpy(w->path, path, sizeof(w->path));
	shared_weights_file_identity(&st, &w->file);
	return validate(w, ckpt, err);
}

SharedWeightsStatus
shared_weights_map(const char *path, SharedWeights *w, DtCheckpoint *ckpt, DtError *err)
{
	int			fd;
	SharedWeightsStatus status;

	memset(w, 0, sizeof(*w));
	fd = OpenTransientFile(path, O_RDONLY | PG_BINARY);
	if (fd < 0)
	{
		if (errno == ENOENT)
			return SHARED_WEIGHTS_MISSING;
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not open model file \"%s\": %m", path)));
	}
	/* on an ereport the transient file is closed at abort; the mapping is not made yet */
	status = shared_weights_map_fd(fd, path, w, ckpt, err);
	CloseTransientFile(fd);
	return status;
}

SharedWeightsStatus
shared_weights_private_copy(const char *bytes, size_t len, SharedWeights *w, DtCheckpoint *ckpt,
							DtError *err)
{
	char	   *copy;

	memset(w, 0, sizeof(*w));
	copy = malloc(len > 0 ? len : 1);
	if (copy == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory for a private copy of a model (%zu bytes)", len)));
	memcpy(copy, bytes, len);
	w->bytes = copy;
	w->len = len;
	w->mapped = false;
	return validate(w, ckpt, err);
}

void
shared_weights_derive_from(SharedWeights *w, const SharedWeights *source)
{
	w->derived = true;
	strlcpy(w->source_path, source->path, sizeof(w->source_path));
	w->source = source->file;
}

bool
shared_weights_unchanged(const SharedWeights *w, bool missing_ok)
{
	struct stat st;
	SharedWeightsFile now;
	const SharedWeightsFile *then = w->derived ? &w->source : &w->file;

	if (!w->mapped)
		return true;
	if (stat(w->derived ? w->source_path : w->path, &st) != 0)
		return missing_ok && errno == ENOENT;
	shared_weights_file_identity(&st, &now);
	return now.dev == then->dev && now.ino == then->ino && now.size == then->size &&
		now.mtime_ns == then->mtime_ns;
}

void
shared_weights_release(SharedWeights *w)
{
	if (w->bytes != NULL)
	{
		if (w->mapped)
		{
			if (munmap(unconstify(char *, w->bytes), w->len) != 0)
				elog(WARNING, "could not unmap model file \"%s\": %m", w->path);
		}
		else
			free(unconstify(char *, w->bytes));
	}
	memset(w, 0, sizeof(*w));
}
