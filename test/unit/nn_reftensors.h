/*
 * nn_reftensors.h — read and write the DTNNREF1 named-tensor files exchanged with the
 * PyTorch reference scripts (test/nn_reference/reftensors.py describes the format), and
 * run those scripts.  Header-only: used by test_nn_parity.c.
 */
#ifndef DTFIXUP_TEST_NN_REFTENSORS_H
#define DTFIXUP_TEST_NN_REFTENSORS_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REF_SCRIPT "test/nn_reference/rat_reference.py"

/* The Python that runs the reference scripts: $DTFIXUP_TEST_PYTHON where set (a machine whose
 * PyTorch lives elsewhere, as on the GPU machines of bench/cuda/device_suite.sh), else
 * Debian's /usr/bin/python3 with python3-torch (test/install_deps.sh). */
static inline const char *
ref_python(void)
{
	const char *p = getenv("DTFIXUP_TEST_PYTHON");

	return p != NULL && p[0] != '\0' ? p : "/usr/bin/python3";
}

typedef struct RefTensor
{
	char	   *name;
	int			ndim;
	int64_t		dims[8];
	size_t		count;
	double	   *data;
} RefTensor;

typedef struct RefFile
{
	RefTensor  *t;
	int			n;
} RefFile;

static void
ref_free(RefFile *f)
{
	for (int i = 0; i < f->n; i++)
	{
		free(f->t[i].name);
		free(f->t[i].data);
	}
	free(f->t);
	f->t = NULL;
	f->n = 0;
}

/* Returns 0 on success. */
static int
ref_read(RefFile *f, const char *path)
{
	FILE	   *fp = fopen(path, "rb");
	char		magic[8];
	uint32_t	count;

	memset(f, 0, sizeof(*f));
	if (fp == NULL)
		return -1;
	if (fread(magic, 1, 8, fp) != 8 || memcmp(magic, "DTNNREF1", 8) != 0 ||
		fread(&count, 4, 1, fp) != 1)
	{
		fclose(fp);
		return -1;
	}
	f->t = calloc(count, sizeof(RefTensor));
	for (uint32_t i = 0; i < count; i++)
	{
		RefTensor  *t = &f->t[i];
		uint32_t	len, ndim;

		if (fread(&len, 4, 1, fp) != 1)
			break;
		t->name = calloc(len + 1, 1);
		if (fread(t->name, 1, len, fp) != len || fread(&ndim, 4, 1, fp) != 1 || ndim > 8 ||
			fread(t->dims, 8, ndim, fp) != ndim)
			break;
		t->ndim = (int) ndim;
		t->count = 1;
		for (uint32_t k = 0; k < ndim; k++)
			t->count *= (size_t) t->dims[k];
		t->data = malloc(sizeof(double) * (t->count ? t->count : 1));
		if (fread(t->data, 8, t->count, fp) != t->count)
			break;
		f->n++;
	}
	fclose(fp);
	return f->n == (int) count ? 0 : -1;
}

static const RefTensor *
ref_get(const RefFile *f, const char *name)
{
	for (int i = 0; i < f->n; i++)
		if (strcmp(f->t[i].name, name) == 0)
			return &f->t[i];
	fprintf(stderr, "  reference tensor %s missing\n", name);
	return NULL;
}

/* A float copy of a reference tensor (caller frees); NULL if missing. */
static float *
ref_floats(const RefFile *f, const char *name, size_t *count)
{
	const RefTensor *t = ref_get(f, name);
	float	   *out;

	if (t == NULL)
		return NULL;
	out = malloc(sizeof(float) * (t->count ? t->count : 1));
	for (size_t i = 0; i < t->count; i++)
		out[i] = (float) t->data[i];
	if (count)
		*count = t->count;
	return out;
}

static int *
ref_ints(const RefFile *f, const char *name)
{
	const RefTensor *t = ref_get(f, name);
	int		   *out;

	if (t == NULL)
		return NULL;
	out = malloc(sizeof(int) * (t->count ? t->count : 1));
	for (size_t i = 0; i < t->count; i++)
		out[i] = (int) t->data[i];
	return out;
}

/* Writer: open, add tensors (float or double data), close (patches the count). */
typedef struct RefWriter
{
	FILE	   *fp;
	uint32_t	count;
} RefWriter;

static int
ref_writer_open(RefWriter *w, const char *path)
{
	uint32_t	zero = 0;

	w->count = 0;
	w->fp = fopen(path, "wb");
	if (w->fp == NULL)
		return -1;
	fwrite("DTNNREF1", 1, 8, w->fp);
	fwrite(&zero, 4, 1, w->fp);
	return 0;
}

static void
ref_write_header(RefWriter *w, const char *name, int ndim, const int64_t *dims)
{
	uint32_t	len = (uint32_t) strlen(name), nd = (uint32_t) ndim;

	fwrite(&len, 4, 1, w->fp);
	fwrite(name, 1, len, w->fp);
	fwrite(&nd, 4, 1, w->fp);
	fwrite(dims, 8, ndim, w->fp);
	w->count++;
}

static void
ref_write_floats(RefWriter *w, const char *name, const float *x, int ndim, const int64_t *dims)
{
	size_t		n = 1;

	for (int i = 0; i < ndim; i++)
		n *= (size_t) dims[i];
	ref_write_header(w, name, ndim, dims);
	for (size_t i = 0; i < n; i++)
	{
		double		v = x[i];

		fwrite(&v, 8, 1, w->fp);
	}
}

static void
ref_write_ints(RefWriter *w, const char *name, const int *x, int ndim, const int64_t *dims)
{
	size_t		n = 1;

	for (int i = 0; i < ndim; i++)
		n *= (size_t) dims[i];
	ref_write_header(w, name, ndim, dims);
	for (size_t i = 0; i < n; i++)
	{
		double		v = x[i];

		fwrite(&v, 8, 1, w->fp);
	}
}

static void
ref_write_doubles(RefWriter *w, const char *name, const double *x, size_t n)
{
	int64_t		dim = (int64_t) n;

	ref_write_header(w, name, 1, &dim);
	fwrite(x, 8, n, w->fp);
}

static int
ref_writer_close(RefWriter *w)
{
	fseek(w->fp, 8, SEEK_SET);
	fwrite(&w->count, 4, 1, w->fp);
	return fclose(w->fp);
}

/* Runs the reference script with args; returns its exit status (0 = fine). */
static int
ref_run_script(const char *args)
{
	char		cmd[1024];

	snprintf(cmd, sizeof(cmd), "%s %s %s", ref_python(), REF_SCRIPT, args);
	return system(cmd);
}

/* Normalised max error: max_i |got_i - want_i| / max_i |want_i|; when the reference is zero
 * to double rounding (max |want| < 1e-10: a gradient that vanishes in exact arithmetic, like
 * the key bias's, since softmax is invariant to the per-row constant q . bk), the plain
 * max |got_i| instead, which float32 rounding keeps near 1e-7. */
static double
ref_max_error(const float *got, const double *want, size_t n)
{
	double		worst = 0, scale = 0;

	for (size_t i = 0; i < n; i++)
	{
		double		e = fabs((double) got[i] - want[i]);

		if (e > worst || isnan(e))
			worst = isnan(e) ? INFINITY : e;
		if (fabs(want[i]) > scale)
			scale = fabs(want[i]);
	}
	return scale >= 1e-10 ? worst / scale : worst;
}

#endif
