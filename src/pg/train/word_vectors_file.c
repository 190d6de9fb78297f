/*
 * word_vectors_file.c — reading the word_vectors option's file (word_vectors_file.h).
 *
 * The file is on the server, read with the server's rights, so the caller must hold
 * pg_read_server_files's privileges, as for COPY FROM a file.
 */
#include "pg/train/word_vectors_file.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <sys/stat.h>

#include "catalog/pg_authid.h"
#include "miscadmin.h"
#include "storage/fd.h"
#include "utils/acl.h"

#define WORD_VECTORS_MAGIC "dtfixup-word-vectors"
/* 1 GiB of floats: far above any vocabulary a model uses */
#define WORD_VECTORS_MAX_NUMBERS (1 << 28)

void
word_vectors_check_can_read(const char *path)
{
	if (!has_privs_of_role(GetUserId(), ROLE_PG_READ_SERVER_FILES))
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied to read word vectors from a server file"),
				 errdetail("Option \"word_vectors\" reads \"%s\" with the server's rights.", path),
				 errhint("Only roles with privileges of the \"pg_read_server_files\" role may use it.")));
}

static char *
read_whole_file(const char *path, size_t *len)
{
	FILE	   *f = AllocateFile(path, PG_BINARY_R);
	struct stat st;
	char	   *buf;

	if (f == NULL || fstat(fileno(f), &st) != 0)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not read word vectors file \"%s\": %m", path)));
	buf = palloc_extended((size_t) st.st_size + 1, MCXT_ALLOC_HUGE);
	if (fread(buf, 1, (size_t) st.st_size, f) != (size_t) st.st_size)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not read word vectors file \"%s\": %m", path)));
	FreeFile(f);
	buf[st.st_size] = '\0';
	*len = (size_t) st.st_size;
	return buf;
}

static void
bad_line(const char *path, long line, const char *what)
{
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("word vectors file \"%s\" is not in the expected format", path),
			 errdetail("Line %ld: %s.", line, what),
			 errhint("The file starts with \"" WORD_VECTORS_MAGIC " N_WORDS N_BUCKETS DIM\"; bench/word_vectors/export_vectors.py writes it.")));
}

/*
 * dim numbers from *cur into out, each after one space (the first too when after_word);
 * *cur then past the line's end.  Spaces are checked by hand because strtof would skip a
 * line break and read the next line's numbers.
 */
static void
read_numbers(char **cur, int dim, bool after_word, float *out, const char *path, long line)
{
	for (int j = 0; j < dim; j++)
	{
		char	   *end;

		if (j > 0 || after_word)
		{
			if (**cur != ' ')
				bad_line(path, line, psprintf("%d numbers separated by single spaces were expected", dim));
			(*cur)++;
		}
		if (isspace((unsigned char) **cur))
			bad_line(path, line, psprintf("%d numbers separated by single spaces were expected", dim));
		errno = 0;
		out[j] = strtof(*cur, &end);
		if (end == *cur || errno == ERANGE || !isfinite(out[j]))
			bad_line(path, line, psprintf("number %d of %d is missing or not a finite number", j + 1, dim));
		*cur = end;
	}
	while (**cur == ' ' || **cur == '\r')
		(*cur)++;
	if (**cur != '\n' && **cur != '\0')
		bad_line(path, line, psprintf("more than %d numbers", dim));
	if (**cur == '\n')
		(*cur)++;
}

void
word_vectors_read(const char *path, ParserWordVectors *wv)
{
	size_t		len;
	char	   *text = read_whole_file(path, &len),
			   *cur = text;
	int			n_words,
				n_buckets,
				dim,
				used;
	float	   *words,
			   *buckets = NULL;

	if (sscanf(cur, WORD_VECTORS_MAGIC " %d %d %d%n", &n_words, &n_buckets, &dim, &used) != 3 ||
		n_words < 1 || n_buckets < 0 || dim < 1 || dim > 65536 || n_words > 50000000 ||
		n_buckets > 50000000)
		bad_line(path, 1, "the header is not \"" WORD_VECTORS_MAGIC " N_WORDS N_BUCKETS DIM\" with positive counts");
	if ((double) (n_words + (double) n_buckets) * dim > WORD_VECTORS_MAX_NUMBERS)
		bad_line(path, 1, psprintf("more than %d numbers in all", WORD_VECTORS_MAX_NUMBERS));
	cur += used;
	while (*cur == ' ' || *cur == '\r')
		cur++;
	if (*cur++ != '\n')
		bad_line(path, 1, "the header has more than four fields");
	wv->dim = dim;
	wv->n_words = n_words;
	wv->n_buckets = n_buckets;
	wv->words = palloc(sizeof(char *) * n_words);
	words = palloc_extended(sizeof(float) * (size_t) n_words * dim, MCXT_ALLOC_HUGE);
	if (n_buckets > 0)
		buckets = palloc_extended(sizeof(float) * (size_t) n_buckets * dim, MCXT_ALLOC_HUGE);
	for (long i = 0; i < n_words; i++)
	{
		char	   *space = strchr(cur, ' ');

		CHECK_FOR_INTERRUPTS();
		if (space == NULL || space == cur || memchr(cur, '\n', space - cur) != NULL)
			bad_line(path, i + 2, "no word before the numbers (or the file ends early)");
		wv->words[i] = pnstrdup(cur, space - cur);
		cur = space;
		read_numbers(&cur, dim, true, words + i * dim, path, i + 2);
	}
	for (long b = 0; b < n_buckets; b++)
	{
		CHECK_FOR_INTERRUPTS();
		if (*cur == '\0')
			bad_line(path, n_words + b + 2, "the file ends before the bucket rows do");
		read_numbers(&cur, dim, false, buckets + b * dim, path, n_words + b + 2);
	}
	if (*cur != '\0')
		bad_line(path, (long) n_words + n_buckets + 2, "more rows than the header says");
	wv->word_rows = words;
	wv->bucket_rows = buckets;
	pfree(text);
}
