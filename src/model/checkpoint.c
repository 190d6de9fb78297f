/*
 * checkpoint.c — writing and validating checkpoints (format described in checkpoint.h).
 *
 * The writer computes the exact size first, so a caller can serialise straight into the
 * memory that will hold the result (a bytea) without an intermediate copy.  The reader
 * validates in the order that gives the most useful message for each kind of damage:
 * size and magic, version, declared total size (truncation), checksum, then the structure
 * (which a checksum alone cannot vouch for: anyone can compute a CRC).
 */
#include "model/checkpoint.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/crc32c.h"
#include "common/float16.h"

#define TENSOR_ENTRY_FIXED	28		/* u16 name_len, u8 dtype, u8 ndim, u32 dims[4], u64 offset */
#define BLOB_ENTRY_FIXED	20		/* u16 name_len, u16 zero, u64 offset, u64 len */
#define CHECKSUM_SIZE		4
#define MIN_CHECKPOINT_SIZE (DT_CHECKPOINT_HEADER_SIZE + CHECKSUM_SIZE)

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define HOST_IS_BIG_ENDIAN 1
#else
#define HOST_IS_BIG_ENDIAN 0
#endif

/* ---- little-endian helpers (byte by byte: no alignment or host-order assumptions) ---- */

static void
put_u16(unsigned char *p, uint16_t v)
{
	p[0] = (unsigned char) v;
	p[1] = (unsigned char) (v >> 8);
}

static void
put_u32(unsigned char *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (unsigned char) (v >> (8 * i));
}

static void
put_u64(unsigned char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (unsigned char) (v >> (8 * i));
}

static uint16_t
get_u16(const unsigned char *p)
{
	return (uint16_t) (p[0] | (p[1] << 8));
}

static uint32_t
get_u32(const unsigned char *p)
{
	return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static uint64_t
get_u64(const unsigned char *p)
{
	return (uint64_t) get_u32(p) | (uint64_t) get_u32(p + 4) << 32;
}

static uint64_t
align8(uint64_t n)
{
	return (n + 7) & ~(uint64_t) 7;
}

/* ---- checks shared by writer and reader ---- */

typedef int (*compare_fn) (const void *, const void *);

static int
compare_tensor_ptr_by_name(const void *a, const void *b)
{
	return strcmp((*(const DtCheckpointTensor *const *) a)->name,
				  (*(const DtCheckpointTensor *const *) b)->name);
}

static int
compare_tensor_ptr_by_offset(const void *a, const void *b)
{
	uint64_t	x = (*(const DtCheckpointTensor *const *) a)->offset;
	uint64_t	y = (*(const DtCheckpointTensor *const *) b)->offset;

	return x < y ? -1 : x > y ? 1 : 0;
}

static int
compare_blob_ptr_by_name(const void *a, const void *b)
{
	return strcmp((*(const DtCheckpointBlob *const *) a)->name,
				  (*(const DtCheckpointBlob *const *) b)->name);
}

/* Pointers to the n elements of an array, sorted with cmp (caller dt_frees the result). */
static const void **
sorted_pointers(const void *array, size_t elem_size, int n, compare_fn cmp)
{
	const void **ptrs = dt_alloc(sizeof(void *) * (size_t) (n > 0 ? n : 1));

	for (int i = 0; i < n; i++)
		ptrs[i] = (const char *) array + (size_t) i * elem_size;
	qsort(ptrs, (size_t) n, sizeof(void *), cmp);
	return ptrs;
}

/*
 * numel of a tensor with the given dims, or 0 with err set when a dim is out of range or
 * the product exceeds 'limit' (the buffer size).  Each dim is at most 2^31 and the running
 * product is checked against limit before every multiplication, so nothing overflows.
 */
static uint64_t
tensor_numel(const DtCheckpointTensor *t, int index, uint64_t limit, DtErrorCode code, DtError *err)
{
	uint64_t	numel = 1;

	if (t->ndim < 1 || t->ndim > DT_CHECKPOINT_MAX_DIMS)
	{
		dt_error_set(err, code, 0, NULL, NULL,
					 "checkpoint tensor %d (\"%s\") has %d dimensions; 1 to %d are allowed",
					 index, t->name, t->ndim, DT_CHECKPOINT_MAX_DIMS);
		return 0;
	}
	for (int d = 0; d < DT_CHECKPOINT_MAX_DIMS; d++)
	{
		uint64_t	dim = t->dims[d];

		if (d >= t->ndim)
		{
			if (dim != 0)
			{
				dt_error_set(err, code, 0, NULL, NULL,
							 "checkpoint tensor %d (\"%s\") has %d dimensions but a nonzero size %llu in unused dimension %d",
							 index, t->name, t->ndim, (unsigned long long) dim, d);
				return 0;
			}
			continue;
		}
		if (dim < 1 || dim > DT_CHECKPOINT_MAX_DIM)
		{
			dt_error_set(err, code, 0, NULL, NULL,
						 "checkpoint tensor %d (\"%s\") has an absurd size %llu in dimension %d",
						 index, t->name, (unsigned long long) dim, d);
			return 0;
		}
		if (numel > limit / dim)
		{
			dt_error_set(err, code, 0, NULL, NULL,
						 "checkpoint tensor %d (\"%s\") has more elements than the %llu floats of the buffer",
						 index, t->name, (unsigned long long) limit);
			return 0;
		}
		numel *= dim;
	}
	return numel;
}

/* Tensors lie inside [0, n_floats) without overlapping; names are unique. */
static bool
check_tensor_layout(const DtCheckpointTensor *tensors, int n, uint64_t n_floats,
					DtErrorCode code, DtError *err)
{
	const DtCheckpointTensor **by;
	bool		ok = true;

	for (int i = 0; i < n; i++)
	{
		uint64_t	numel = tensor_numel(&tensors[i], i, n_floats, code, err);

		if (numel == 0)
			return false;
		if (tensors[i].offset > n_floats - numel)
			return dt_error_set(err, code, 0, NULL, NULL,
								"checkpoint tensor %d (\"%s\") lies outside the float buffer: floats %llu to %llu, the buffer has %llu",
								i, tensors[i].name, (unsigned long long) tensors[i].offset,
								(unsigned long long) (tensors[i].offset + numel),
								(unsigned long long) n_floats);
	}

	by = (const DtCheckpointTensor **) sorted_pointers(tensors, sizeof(DtCheckpointTensor), n,
													   compare_tensor_ptr_by_offset);
	for (int i = 0; ok && i + 1 < n; i++)
	{
		uint64_t	end = by[i]->offset + tensor_numel(by[i], i, n_floats, code, err);

		if (end > by[i + 1]->offset)
			ok = dt_error_set(err, code, 0, NULL, NULL,
							  "checkpoint tensors \"%s\" (floats %llu to %llu) and \"%s\" (from float %llu) overlap",
							  by[i]->name, (unsigned long long) by[i]->offset, (unsigned long long) end,
							  by[i + 1]->name, (unsigned long long) by[i + 1]->offset);
	}
	qsort(by, (size_t) n, sizeof(void *), compare_tensor_ptr_by_name);
	for (int i = 0; ok && i + 1 < n; i++)
		if (strcmp(by[i]->name, by[i + 1]->name) == 0)
			ok = dt_error_set(err, code, 0, NULL, NULL,
							  "checkpoint has two tensors named \"%s\"", by[i]->name);
	dt_free(by);
	return ok;
}

static bool
check_blob_names_unique(const DtCheckpointBlob *blobs, int n, DtErrorCode code, DtError *err)
{
	const DtCheckpointBlob **by;
	bool		ok = true;

	by = (const DtCheckpointBlob **) sorted_pointers(blobs, sizeof(DtCheckpointBlob), n,
													 compare_blob_ptr_by_name);
	for (int i = 0; ok && i + 1 < n; i++)
		if (strcmp(by[i]->name, by[i + 1]->name) == 0)
			ok = dt_error_set(err, code, 0, NULL, NULL,
							  "checkpoint has two blobs named \"%s\"", by[i]->name);
	dt_free(by);
	return ok;
}

/* ---- writer ---- */

static bool
check_writer_name(const char *what, int index, const char *name, DtError *err)
{
	size_t		len;

	if (name == NULL || name[0] == '\0')
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"checkpoint %s %d has no name", what, index);
	len = strlen(name);
	if (len > DT_CHECKPOINT_MAX_NAME_LEN)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"checkpoint %s name \"%.40s...\" is %zu bytes long; at most %d are allowed",
							what, name, len, DT_CHECKPOINT_MAX_NAME_LEN);
	return true;
}

/* Bytes per buffer element of a dtype (0 counts as float32), 0 for an unknown dtype. */
static unsigned
dtype_size(int dtype)
{
	if (dtype == 0 || dtype == DT_CHECKPOINT_DTYPE_FLOAT32)
		return 4;
	if (dtype == DT_CHECKPOINT_DTYPE_FLOAT16)
		return 2;
	return 0;
}

/* Byte offset of the float buffer for this content (everything before it, padded to 8). */
static uint64_t
writer_data_offset(const DtCheckpointContent *c)
{
	uint64_t	pos = DT_CHECKPOINT_HEADER_SIZE + strlen(c->config_json);

	for (int i = 0; i < c->n_tensors; i++)
		pos += TENSOR_ENTRY_FIXED + strlen(c->tensors[i].name);
	for (int i = 0; i < c->n_blobs; i++)
		pos += BLOB_ENTRY_FIXED + strlen(c->blobs[i].name);
	return align8(pos);
}

bool
dt_checkpoint_serialized_size(const DtCheckpointContent *c, uint64_t *size, DtError *err)
{
	uint64_t	total;

	if (c->config_json == NULL)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"checkpoint configuration is missing");
	if (strlen(c->config_json) > DT_CHECKPOINT_MAX_CONFIG_LEN)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"checkpoint configuration is %zu bytes long; at most %llu are allowed",
							strlen(c->config_json), (unsigned long long) DT_CHECKPOINT_MAX_CONFIG_LEN);
	if (c->n_tensors < 0 || c->n_tensors > DT_CHECKPOINT_MAX_TENSORS ||
		c->n_blobs < 0 || c->n_blobs > DT_CHECKPOINT_MAX_BLOBS)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"checkpoint has %d tensors and %d blobs; at most %d and %d are allowed",
							c->n_tensors, c->n_blobs, DT_CHECKPOINT_MAX_TENSORS, DT_CHECKPOINT_MAX_BLOBS);
	if (c->n_floats > 0 && c->floats == NULL)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"checkpoint float buffer is missing");
	if (dtype_size(c->dtype) == 0)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"checkpoint dtype %d is unknown", c->dtype);
	if (c->n_floats > ((uint64_t) 1 << 60))
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"checkpoint float buffer of %llu floats is too large",
							(unsigned long long) c->n_floats);
	for (int i = 0; i < c->n_tensors; i++)
		if (!check_writer_name("tensor", i, c->tensors[i].name, err))
			return false;
	for (int i = 0; i < c->n_blobs; i++)
	{
		if (!check_writer_name("blob", i, c->blobs[i].name, err))
			return false;
		if (c->blobs[i].len > 0 && c->blobs[i].data == NULL)
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"checkpoint blob \"%s\" has no data", c->blobs[i].name);
	}
	if (!check_tensor_layout(c->tensors, c->n_tensors, c->n_floats, DT_ERR_INVALID_PARAMETER, err) ||
		!check_blob_names_unique(c->blobs, c->n_blobs, DT_ERR_INVALID_PARAMETER, err))
		return false;

	total = writer_data_offset(c) + dtype_size(c->dtype) * c->n_floats;
	for (int i = 0; i < c->n_blobs; i++)
	{
		if (c->blobs[i].len > ((uint64_t) 1 << 60) - total)
			return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
								"checkpoint blob \"%s\" is too large", c->blobs[i].name);
		total += c->blobs[i].len;
	}
	*size = total + CHECKSUM_SIZE;
	return true;
}

static unsigned char *
write_floats_le(unsigned char *p, const float *src, uint64_t n)
{
#if HOST_IS_BIG_ENDIAN
	for (uint64_t i = 0; i < n; i++)
	{
		uint32_t	bits;

		memcpy(&bits, &src[i], 4);
		put_u32(p + 4 * i, bits);
	}
#else
	if (n > 0)
		memcpy(p, src, 4 * n);
#endif
	return p + 4 * n;
}

static unsigned char *
write_halves_le(unsigned char *p, const float *src, uint64_t n)
{
	for (uint64_t i = 0; i < n; i++)
		put_u16(p + 2 * i, dt_float_to_half(src[i]));
	return p + 2 * n;
}

bool
dt_checkpoint_write_into(const DtCheckpointContent *c, unsigned char *dst, uint64_t size, DtError *err)
{
	uint64_t	expected;
	uint64_t	data_offset;
	uint64_t	blob_pos;
	size_t		config_len;
	bool		half = c->dtype == DT_CHECKPOINT_DTYPE_FLOAT16;
	unsigned char *p;

	if (!dt_checkpoint_serialized_size(c, &expected, err))
		return false;
	if (size != expected)
		return dt_error_set(err, DT_ERR_INTERNAL, 0, NULL, NULL,
							"checkpoint buffer has %llu bytes; the checkpoint needs %llu",
							(unsigned long long) size, (unsigned long long) expected);
	data_offset = writer_data_offset(c);
	config_len = strlen(c->config_json);

	memset(dst, 0, data_offset);
	memcpy(dst, DT_CHECKPOINT_MAGIC, DT_CHECKPOINT_MAGIC_LEN);
	put_u32(dst + 8, half ? DT_CHECKPOINT_VERSION : DT_CHECKPOINT_VERSION_FLOAT32);
	put_u32(dst + 12, DT_CHECKPOINT_HEADER_SIZE);
	put_u64(dst + 16, size);
	put_u32(dst + 24, (uint32_t) config_len);
	put_u32(dst + 28, (uint32_t) c->n_tensors);
	put_u32(dst + 32, (uint32_t) c->n_blobs);
	put_u32(dst + 36, c->epoch);
	put_u64(dst + 40, c->step);
	put_u64(dst + 48, data_offset);
	put_u64(dst + 56, c->n_floats);

	p = dst + DT_CHECKPOINT_HEADER_SIZE;
	memcpy(p, c->config_json, config_len);
	p += config_len;
	for (int i = 0; i < c->n_tensors; i++)
	{
		const DtCheckpointTensor *t = &c->tensors[i];
		size_t		name_len = strlen(t->name);

		put_u16(p, (uint16_t) name_len);
		p[2] = half ? DT_CHECKPOINT_DTYPE_FLOAT16 : DT_CHECKPOINT_DTYPE_FLOAT32;
		p[3] = (unsigned char) t->ndim;
		for (int d = 0; d < DT_CHECKPOINT_MAX_DIMS; d++)
			put_u32(p + 4 + 4 * d, d < t->ndim ? t->dims[d] : 0);
		put_u64(p + 20, t->offset);
		memcpy(p + TENSOR_ENTRY_FIXED, t->name, name_len);
		p += TENSOR_ENTRY_FIXED + name_len;
	}
	blob_pos = data_offset + dtype_size(c->dtype) * c->n_floats;
	for (int i = 0; i < c->n_blobs; i++)
	{
		size_t		name_len = strlen(c->blobs[i].name);

		put_u16(p, (uint16_t) name_len);
		put_u16(p + 2, 0);
		put_u64(p + 4, blob_pos);
		put_u64(p + 12, c->blobs[i].len);
		memcpy(p + BLOB_ENTRY_FIXED, c->blobs[i].name, name_len);
		p += BLOB_ENTRY_FIXED + name_len;
		blob_pos += c->blobs[i].len;
	}

	p = half ? write_halves_le(dst + data_offset, c->floats, c->n_floats)
		: write_floats_le(dst + data_offset, c->floats, c->n_floats);
	for (int i = 0; i < c->n_blobs; i++)
	{
		if (c->blobs[i].len > 0)
			memcpy(p, c->blobs[i].data, c->blobs[i].len);
		p += c->blobs[i].len;
	}
	put_u32(p, dt_crc32c(dst, size - CHECKSUM_SIZE));
	return true;
}

bool
dt_checkpoint_write(const DtCheckpointContent *c, DtStrBuf *out, DtError *err)
{
	uint64_t	size;

	if (!dt_checkpoint_serialized_size(c, &size, err))
		return false;
	if (size > (uint64_t) SIZE_MAX - out->len - 1)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"checkpoint of %llu bytes does not fit in memory", (unsigned long long) size);
	/* Grow once to the exact size instead of doubling: checkpoints can be large. */
	if (out->len + size + 1 > out->cap)
	{
		out->cap = out->len + (size_t) size + 1;
		out->data = dt_realloc(out->data, out->cap);
	}
	if (!dt_checkpoint_write_into(c, (unsigned char *) out->data + out->len, size, err))
	{
		out->data[out->len] = '\0';
		return false;
	}
	out->len += (size_t) size;
	out->data[out->len] = '\0';
	return true;
}

/* ---- reader ---- */

/* A bounds-checked cursor over [pos, end) of the checkpoint's bytes. */
typedef struct Cursor
{
	const unsigned char *base;
	uint64_t	pos;
	uint64_t	end;
} Cursor;

static bool
cursor_has(const Cursor *c, uint64_t n)
{
	return c->pos <= c->end && n <= c->end - c->pos;
}

static bool
read_header(const unsigned char *b, size_t len, DtCheckpoint *ck, DtError *err)
{
	uint32_t	header_size;
	uint32_t	stored;
	uint32_t	computed;

	if (len == 0)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL, "checkpoint is empty");
	if (memcmp(b, DT_CHECKPOINT_MAGIC, len < DT_CHECKPOINT_MAGIC_LEN ? len : DT_CHECKPOINT_MAGIC_LEN) != 0)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0,
							"A dtfixup checkpoint starts with the bytes \"" DT_CHECKPOINT_MAGIC "\".", NULL,
							"not a dtfixup checkpoint: wrong magic bytes");
	if (len < MIN_CHECKPOINT_SIZE)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint is truncated: got %zu bytes, the header alone needs %d",
							len, MIN_CHECKPOINT_SIZE);
	ck->format_version = get_u32(b + 8);
	if (ck->format_version == 0)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint has an invalid format version 0");
	if (ck->format_version > DT_CHECKPOINT_VERSION)
		return dt_error_set(err, DT_ERR_FEATURE_NOT_SUPPORTED, 0, NULL,
							"The checkpoint was written by a newer dtfixup: upgrade the extension to read it.",
							"checkpoint format version %u is not supported (this dtfixup reads version %d)",
							ck->format_version, DT_CHECKPOINT_VERSION);
	header_size = get_u32(b + 12);
	if (header_size != DT_CHECKPOINT_HEADER_SIZE)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint header size is %u bytes; format version %u has %d",
							header_size, ck->format_version, DT_CHECKPOINT_HEADER_SIZE);
	ck->total_size = get_u64(b + 16);
	if (ck->total_size > len)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint is truncated: header says %llu bytes, got %zu",
							(unsigned long long) ck->total_size, len);
	if (ck->total_size < len)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint has %llu trailing bytes: header says %llu bytes, got %zu",
							(unsigned long long) (len - ck->total_size),
							(unsigned long long) ck->total_size, len);

	stored = get_u32(b + len - CHECKSUM_SIZE);
	computed = dt_crc32c(b, len - CHECKSUM_SIZE);
	if (stored != computed)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint checksum mismatch: stored CRC-32C 0x%08x, computed 0x%08x over %zu bytes",
							stored, computed, len - CHECKSUM_SIZE);
	ck->checksum = stored;
	ck->config_len = get_u32(b + 24);
	ck->n_tensors = 0;
	ck->n_blobs = 0;
	ck->epoch = get_u32(b + 36);
	ck->step = get_u64(b + 40);
	ck->data_offset = get_u64(b + 48);
	ck->n_floats = get_u64(b + 56);
	return true;
}

/* A name of name_len bytes at the cursor: non-empty, within bounds, no NUL byte. */
static char *
read_name(Cursor *c, uint16_t name_len, const char *what, uint32_t index, DtError *err)
{
	const unsigned char *p = c->base + c->pos;

	if (name_len == 0 || name_len > DT_CHECKPOINT_MAX_NAME_LEN)
	{
		dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
					 "checkpoint %s %u has a name of %u bytes at byte %llu; 1 to %d are allowed",
					 what, index, name_len, (unsigned long long) c->pos, DT_CHECKPOINT_MAX_NAME_LEN);
		return NULL;
	}
	if (!cursor_has(c, name_len))
	{
		dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
					 "checkpoint %s %u's name runs past the tables' end at byte %llu",
					 what, index, (unsigned long long) c->end);
		return NULL;
	}
	if (memchr(p, '\0', name_len) != NULL)
	{
		dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
					 "checkpoint %s %u's name contains a NUL byte", what, index);
		return NULL;
	}
	c->pos += name_len;
	return dt_strndup((const char *) p, name_len);
}

static bool
read_tensor_table(Cursor *c, uint32_t n, DtCheckpoint *ck, DtError *err)
{
	/* Each entry needs at least TENSOR_ENTRY_FIXED + 1 bytes: reject absurd counts before
	 * allocating anything for them. */
	if (n > DT_CHECKPOINT_MAX_TENSORS || !cursor_has(c, (uint64_t) n * (TENSOR_ENTRY_FIXED + 1)))
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint declares %u tensors, more than its tables can hold",
							n);
	ck->tensors = dt_alloc(sizeof(DtCheckpointTensor) * (n > 0 ? n : 1));
	for (uint32_t i = 0; i < n; i++)
	{
		DtCheckpointTensor *t = &ck->tensors[i];
		const unsigned char *p = c->base + c->pos;
		uint16_t	name_len;
		int			dtype;

		if (!cursor_has(c, TENSOR_ENTRY_FIXED))
			return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
								"checkpoint tensor table is truncated at entry %u", i);
		name_len = get_u16(p);
		dtype = p[2];
		t->ndim = p[3];
		for (int d = 0; d < DT_CHECKPOINT_MAX_DIMS; d++)
			t->dims[d] = get_u32(p + 4 + 4 * d);
		t->offset = get_u64(p + 20);
		c->pos += TENSOR_ENTRY_FIXED;
		t->name = read_name(c, name_len, "tensor", i, err);
		if (t->name == NULL)
			return false;
		ck->n_tensors = (int) i + 1;	/* owns its name from here on */
		if (dtype != DT_CHECKPOINT_DTYPE_FLOAT32 &&
			(dtype != DT_CHECKPOINT_DTYPE_FLOAT16 || ck->format_version < 2))
			return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
								"checkpoint tensor %u (\"%s\") has an unknown dtype %d (format version %u has %s)",
								i, t->name, dtype, ck->format_version,
								ck->format_version < 2 ? "1 = float32" : "1 = float32 and 2 = float16");
		if (i > 0 && dtype != ck->dtype)
			return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
								"checkpoint tensor %u (\"%s\") has dtype %d, the tensors before it %d (one buffer holds one dtype)",
								i, t->name, dtype, ck->dtype);
		ck->dtype = dtype;
		t->numel = tensor_numel(t, (int) i, ck->n_floats, DT_ERR_DATA_CORRUPTED, err);
		if (t->numel == 0)
			return false;
	}
	return true;
}

static bool
read_blob_table(Cursor *c, uint32_t n, DtCheckpoint *ck, DtError *err)
{
	if (n > DT_CHECKPOINT_MAX_BLOBS || !cursor_has(c, (uint64_t) n * (BLOB_ENTRY_FIXED + 1)))
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint declares %u blobs, more than its tables can hold", n);
	ck->blobs = dt_alloc(sizeof(DtCheckpointBlob) * (n > 0 ? n : 1));
	for (uint32_t i = 0; i < n; i++)
	{
		DtCheckpointBlob *blob = &ck->blobs[i];
		const unsigned char *p = c->base + c->pos;
		uint16_t	name_len;

		if (!cursor_has(c, BLOB_ENTRY_FIXED))
			return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
								"checkpoint blob table is truncated at entry %u", i);
		name_len = get_u16(p);
		if (get_u16(p + 2) != 0)
			return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
								"checkpoint blob entry %u has nonzero reserved bits", i);
		/* data is set by check_blob_data once offset and len are known to be in bounds. */
		blob->offset = get_u64(p + 4);
		blob->len = get_u64(p + 12);
		c->pos += BLOB_ENTRY_FIXED;
		blob->name = read_name(c, name_len, "blob", i, err);
		if (blob->name == NULL)
			return false;
		ck->n_blobs = (int) i + 1;
	}
	return true;
}

/* The blobs follow the float buffer back to back and end exactly at the checksum. */
static bool
check_blob_data(const unsigned char *b, uint64_t data_end, DtCheckpoint *ck, DtError *err)
{
	uint64_t	expected = data_end;
	uint64_t	limit = ck->total_size - CHECKSUM_SIZE;

	for (int i = 0; i < ck->n_blobs; i++)
	{
		DtCheckpointBlob *blob = &ck->blobs[i];
		uint64_t	offset = blob->offset;

		if (offset != expected)
			return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
								"checkpoint blob %d (\"%s\") starts at byte %llu; it should start at byte %llu",
								i, blob->name, (unsigned long long) offset, (unsigned long long) expected);
		if (blob->len > limit - expected)
			return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
								"checkpoint blob %d (\"%s\") of %llu bytes at byte %llu runs past the checksum at byte %llu",
								i, blob->name, (unsigned long long) blob->len,
								(unsigned long long) offset, (unsigned long long) limit);
		blob->data = b + offset;
		expected += blob->len;
	}
	if (expected != limit)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint has %llu unaccounted bytes before its checksum at byte %llu",
							(unsigned long long) (limit - expected), (unsigned long long) limit);
	return true;
}

/* Everything between the header and the blobs, given a header that passed read_header. */
static bool
read_structure(const unsigned char *b, DtCheckpoint *ck, uint32_t n_tensors, uint32_t n_blobs,
			   DtError *err)
{
	uint64_t	limit = ck->total_size - CHECKSUM_SIZE;
	uint64_t	data_end;
	Cursor		c;

	if (ck->data_offset % 8 != 0 || ck->data_offset < DT_CHECKPOINT_HEADER_SIZE ||
		ck->data_offset > limit)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint data offset %llu is invalid (checkpoint size %llu)",
							(unsigned long long) ck->data_offset, (unsigned long long) ck->total_size);
	ck->floats_le = b + ck->data_offset;
	ck->dtype = DT_CHECKPOINT_DTYPE_FLOAT32;	/* a buffer without tensors */

	c.base = b;
	c.pos = DT_CHECKPOINT_HEADER_SIZE;
	c.end = ck->data_offset;
	if (ck->config_len > DT_CHECKPOINT_MAX_CONFIG_LEN || !cursor_has(&c, ck->config_len))
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint configuration of %u bytes runs past the data offset %llu",
							ck->config_len, (unsigned long long) ck->data_offset);
	if (memchr(b + c.pos, '\0', ck->config_len) != NULL)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint configuration contains a NUL byte");
	ck->config_json = dt_strndup((const char *) b + c.pos, ck->config_len);
	c.pos += ck->config_len;

	if (!read_tensor_table(&c, n_tensors, ck, err) || !read_blob_table(&c, n_blobs, ck, err))
		return false;
	if (ck->n_floats > (limit - ck->data_offset) / dtype_size(ck->dtype))
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint float buffer of %llu elements at byte %llu runs past the checksum at byte %llu",
							(unsigned long long) ck->n_floats, (unsigned long long) ck->data_offset,
							(unsigned long long) limit);
	data_end = ck->data_offset + dtype_size(ck->dtype) * ck->n_floats;
	if (align8(c.pos) != ck->data_offset)
		return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
							"checkpoint tables end at byte %llu but the data starts at byte %llu",
							(unsigned long long) c.pos, (unsigned long long) ck->data_offset);
	for (uint64_t i = c.pos; i < ck->data_offset; i++)
		if (b[i] != 0)
			return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
								"checkpoint padding byte %llu is not zero", (unsigned long long) i);

	return check_tensor_layout(ck->tensors, ck->n_tensors, ck->n_floats, DT_ERR_DATA_CORRUPTED, err) &&
		check_blob_names_unique(ck->blobs, ck->n_blobs, DT_ERR_DATA_CORRUPTED, err) &&
		check_blob_data(b, data_end, ck, err);
}

bool
dt_checkpoint_read(const void *bytes, size_t len, DtCheckpoint *ck, DtError *err)
{
	const unsigned char *b = bytes;

	memset(ck, 0, sizeof(*ck));
	if (bytes == NULL && len > 0)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL, "checkpoint bytes are missing");
	if (!read_header(b, len, ck, err))
	{
		memset(ck, 0, sizeof(*ck));
		return false;
	}
	if (!read_structure(b, ck, get_u32(b + 28), get_u32(b + 32), err))
	{
		dt_checkpoint_free(ck);
		return false;
	}
	return true;
}

void
dt_checkpoint_free(DtCheckpoint *ck)
{
	for (int i = 0; i < ck->n_tensors; i++)
		dt_free((char *) ck->tensors[i].name);
	for (int i = 0; i < ck->n_blobs; i++)
		dt_free((char *) ck->blobs[i].name);
	dt_free(ck->tensors);
	dt_free(ck->blobs);
	dt_free(ck->config_json);
	memset(ck, 0, sizeof(*ck));
}

void
dt_checkpoint_copy_floats(const DtCheckpoint *ck, uint64_t first, uint64_t count, float *dst)
{
	const unsigned char *p;

	if (ck->dtype == DT_CHECKPOINT_DTYPE_FLOAT16)
	{
		p = ck->floats_le + 2 * first;
		for (uint64_t i = 0; i < count; i++)
			dst[i] = dt_half_to_float(get_u16(p + 2 * i));
		return;
	}
	p = ck->floats_le + 4 * first;
#if HOST_IS_BIG_ENDIAN
	for (uint64_t i = 0; i < count; i++)
	{
		uint32_t	bits = get_u32(p + 4 * i);

		memcpy(&dst[i], &bits, 4);
	}
#else
	if (count > 0)
		memcpy(dst, p, 4 * count);
#endif
}

bool
dt_checkpoint_convert(const DtCheckpoint *ck, int dtype, DtStrBuf *out, DtError *err)
{
	return dt_checkpoint_convert_extra(ck, dtype, NULL, out, err);
}

bool
dt_checkpoint_convert_extra(const DtCheckpoint *ck, int dtype, const DtCheckpointBlob *extra,
							DtStrBuf *out, DtError *err)
{
	DtCheckpointContent c;
	DtCheckpointBlob *blobs;
	float	   *floats;
	bool		ok;

	if (ck->n_floats > SIZE_MAX / sizeof(float) - 1)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL,
							"checkpoint float buffer of %llu elements does not fit in memory",
							(unsigned long long) ck->n_floats);
	floats = dt_alloc(sizeof(float) * ((size_t) ck->n_floats + 1));
	dt_checkpoint_copy_floats(ck, 0, ck->n_floats, floats);
	memset(&c, 0, sizeof(c));
	c.config_json = ck->config_json;
	c.epoch = ck->epoch;
	c.step = ck->step;
	c.floats = floats;
	c.n_floats = ck->n_floats;
	c.dtype = dtype;
	c.tensors = ck->tensors;
	c.n_tensors = ck->n_tensors;
	blobs = dt_alloc(sizeof(DtCheckpointBlob) * ((size_t) ck->n_blobs + 1));
	if (ck->n_blobs > 0)
		memcpy(blobs, ck->blobs, sizeof(DtCheckpointBlob) * (size_t) ck->n_blobs);
	c.blobs = blobs;
	c.n_blobs = ck->n_blobs;
	if (extra != NULL)
		blobs[c.n_blobs++] = *extra;
	ok = dt_checkpoint_write(&c, out, err);
	dt_free(blobs);
	dt_free(floats);
	return ok;
}

const DtCheckpointTensor *
dt_checkpoint_find_tensor(const DtCheckpoint *ck, const char *name)
{
	for (int i = 0; i < ck->n_tensors; i++)
		if (strcmp(ck->tensors[i].name, name) == 0)
			return &ck->tensors[i];
	return NULL;
}

const DtCheckpointBlob *
dt_checkpoint_find_blob(const DtCheckpoint *ck, const char *name)
{
	for (int i = 0; i < ck->n_blobs; i++)
		if (strcmp(ck->blobs[i].name, name) == 0)
			return &ck->blobs[i];
	return NULL;
}
