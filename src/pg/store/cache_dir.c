/*
 * cache_dir.c — the model file cache's directory and how a file gets into it
 * (cache_dir.h).
 */
#include "pg/store/cache_dir.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "miscadmin.h"
#include "storage/fd.h"

/* Write all of buf, retrying short writes; false with errno set on failure. */
static bool
write_all(int fd, const char *buf, size_t len)
{
	while (len > 0)
	{
		ssize_t		n = write(fd, buf, len);

		if (n < 0)
		{
			if (errno == EINTR)
				continue;
			return false;
		}
		if (n == 0)
		{
			errno = ENOSPC;
			return false;
		}
		buf += n;
		len -= (size_t) n;
	}
	return true;
}

/* Make the cache directory (owner only) unless it exists. */
static bool
ensure_directory(void)
{
	if (mkdir(MODEL_FILE_CACHE_DIR, S_IRWXU) == 0 || errno == EEXIST)
		return true;
	return false;
}

/* Best effort: the directory entry of a renamed file reaches the disk (a lost rename only
 * costs writing the file again). */
static void
sync_directory(void)
{
	int			fd = OpenTransientFile(MODEL_FILE_CACHE_DIR, O_RDONLY | PG_BINARY);

	if (fd < 0)
		return;
	(void) pg_fsync(fd);
	CloseTransientFile(fd);
}

/*
 * Write bytes to a temporary file, fsync, and give it the name path.  Returns an open
 * descriptor of the file named path (the caller maps it and closes it), or -1 with *why set
 * (errno is kept) when any step failed; the temporary file is always removed.
 *
 * The name is given with link(), which fails when path exists: when several sessions load
 * the same version at once, each writes a temporary file, the first link wins, and the
 * others open and map the winner's file instead of their own, so all of them share one
 * copy (with rename() each would keep mapping its own, replaced, file: one private copy
 * per session).  A file system without hard links gets rename().
 */
int
cache_dir_write_file(const char *path, const char *bytes, size_t len, const char **why)
{
	static uint32 counter = 0;
	char		tmp[MAXPGPATH];
	int			fd;
	int			saved;

	if (!ensure_directory())
	{
		*why = "could not create the directory of";
		return -1;
	}
	snprintf(tmp, sizeof(tmp), "%s/" MODEL_FILE_CACHE_TEMP_PREFIX "%d.%u", MODEL_FILE_CACHE_DIR, MyProcPid, counter++);
	fd = OpenTransientFilePerm(tmp, O_CREAT | O_EXCL | O_RDWR | PG_BINARY, S_IRUSR | S_IWUSR);
	if (fd < 0 && errno == EEXIST && unlink(tmp) == 0)
	{
		/* left by a crashed process that had this pid: no live writer owns the name */
		fd = OpenTransientFilePerm(tmp, O_CREAT | O_EXCL | O_RDWR | PG_BINARY, S_IRUSR | S_IWUSR);
	}
	if (fd < 0)
	{
		*why = "could not create a temporary file for";
		return -1;
	}
	if (!write_all(fd, bytes, len))
		*why = "could not write";
	else if (pg_fsync(fd) != 0)
		*why = "could not fsync";
	else if (link(tmp, path) == 0 || errno == EEXIST)
	{
		/* ours, or the copy another session named first (complete: linked after fsync);
		 * opened by its name, which is what the mapping then shows (not the temporary's) */
		int			named = OpenTransientFile(path, O_RDONLY | PG_BINARY);

		if (named >= 0)
		{
			CloseTransientFile(fd);
			(void) unlink(tmp);
			sync_directory();
			return named;
		}
		*why = "could not open";
	}
	else if (rename(tmp, path) != 0)
		*why = "could not rename a temporary file to";
	else
	{
		sync_directory();
		return fd;
	}
	saved = errno;
	CloseTransientFile(fd);
	(void) unlink(tmp);
	errno = saved;
	return -1;
}
