/*
 * checkpoint.h — the model checkpoint format: versioned, checksummed, self-describing.
 *
 * A checkpoint holds everything needed to rebuild (or resume training) a model: the model
 * configuration as a JSON text (opaque here), the epoch and step it was taken at, named
 * float32 tensors that are views into ONE contiguous parameter buffer (the trainer's
 * layout, so saving is one copy), and extra named byte blobs (the vocabulary as text,
 * the optimiser's Adam m and v buffers and step, ...).  The model store keeps these bytes
 * in a bytea column; dtfixup_export_model() hands them out unchanged.
 *
 * Layout, format version 1 (all integers little-endian, floats IEEE-754 binary32 LE):
 *
 *   offset  size  field
 *        0     8  magic "DTFXCKPT"
 *        8     4  format version (1)
 *       12     4  header size (64; the fixed part below)
 *       16     8  total size in bytes, including the trailing checksum
 *       24     4  config length in bytes
 *       28     4  number of tensors
 *       32     4  number of blobs
 *       36     4  epoch
 *       40     8  step
 *       48     8  data offset (multiple of 8): where the float buffer starts
 *       56     8  number of floats in the buffer
 *       64        config JSON text (no NUL terminator)
 *                 tensor table: per tensor  u16 name length, u8 dtype (1 = float32),
 *                   u8 ndim (1..4), u32 dims[4] (unused dims are 0), u64 offset in floats
 *                   into the buffer, then the name bytes
 *                 blob table: per blob  u16 name length, u16 zero, u64 absolute offset,
 *                   u64 length, then the name bytes
 *                 zero padding up to the data offset
 *     data        the float buffer (4 * number of floats bytes)
 *                 the blobs' bytes, one after the other in table order
 *   total-4    4  CRC-32C of every byte before it
 *
 * The reader trusts nothing: it checks the size, magic, version and checksum first, then
 * every length, offset and count against the bytes it was given (so a crafted file with a
 * valid checksum cannot make it read out of bounds), that tensors do not overlap and fit
 * the buffer, that names are unique, and that the layout is exactly the one above (every
 * byte accounted for).  Failures are DT_ERR_DATA_CORRUPTED (or DT_ERR_FEATURE_NOT_SUPPORTED
 * for a newer format version) with a message that says what is wrong and where.
 */
#ifndef DTFIXUP_MODEL_CHECKPOINT_H
#define DTFIXUP_MODEL_CHECKPOINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "common/error.h"
#include "common/strbuf.h"

#define DT_CHECKPOINT_MAGIC			"DTFXCKPT"
#define DT_CHECKPOINT_MAGIC_LEN		8
/* The newest format this code reads and writes.  Version 1 holds float32 tensors only and is
 * what a float32 checkpoint is still written as (older dtfixup versions read it); version 2
 * adds the float16 buffer. */
#define DT_CHECKPOINT_VERSION		2
#define DT_CHECKPOINT_VERSION_FLOAT32 1
#define DT_CHECKPOINT_HEADER_SIZE	64
#define DT_CHECKPOINT_MAX_DIMS		4
#define DT_CHECKPOINT_DTYPE_FLOAT32 1
#define DT_CHECKPOINT_DTYPE_FLOAT16 2	/* IEEE binary16; format version 2 */

/* Limits a valid checkpoint respects (larger values are rejected as corrupt/absurd). */
#define DT_CHECKPOINT_MAX_NAME_LEN	255
#define DT_CHECKPOINT_MAX_TENSORS	1000000
#define DT_CHECKPOINT_MAX_BLOBS		10000
#define DT_CHECKPOINT_MAX_DIM		((uint64_t) 1 << 31)	/* one dimension, inclusive */
#define DT_CHECKPOINT_MAX_CONFIG_LEN ((uint64_t) 64 << 20)	/* 64 MiB of JSON */

/* Suggested blob names (a convention between the trainer and nl2sql, not enforced). */
#define DT_CHECKPOINT_BLOB_VOCAB	"vocab"			/* vocabulary, UTF-8 text */
#define DT_CHECKPOINT_BLOB_ADAM_M	"optimizer.adam.m"	/* float32 LE, one per parameter */
#define DT_CHECKPOINT_BLOB_ADAM_V	"optimizer.adam.v"	/* float32 LE, one per parameter */
#define DT_CHECKPOINT_BLOB_ADAM_STEP "optimizer.adam.step"	/* u64 LE, 8 bytes */

/* A named tensor: a view of numel(dims) floats at 'offset' (in floats) into the buffer. */
typedef struct DtCheckpointTensor
{
	const char *name;
	int			ndim;			/* 1..DT_CHECKPOINT_MAX_DIMS */
	uint32_t	dims[DT_CHECKPOINT_MAX_DIMS];	/* dims[ndim..] are 0 */
	uint64_t	offset;			/* in floats */
	uint64_t	numel;			/* product of dims (filled in by the reader) */
} DtCheckpointTensor;

/* A named byte blob.  Writer: data is the caller's.  Reader: data points into the bytes read. */
typedef struct DtCheckpointBlob
{
	const char *name;
	const unsigned char *data;
	uint64_t	len;
	uint64_t	offset;			/* byte offset in the checkpoint (filled in by the reader) */
} DtCheckpointBlob;

/* What to write. Nothing is copied until dt_checkpoint_write*. */
typedef struct DtCheckpointContent
{
	const char *config_json;	/* NUL-terminated; may be "" */
	uint32_t	epoch;
	uint64_t	step;
	const float *floats;		/* the contiguous parameter buffer (host order) */
	uint64_t	n_floats;
	int			dtype;			/* how the buffer is stored: 0 or DT_CHECKPOINT_DTYPE_FLOAT32,
								 * or DT_CHECKPOINT_DTYPE_FLOAT16 (rounded to nearest even) */
	const DtCheckpointTensor *tensors;	/* numel is ignored: computed from dims */
	int			n_tensors;
	const DtCheckpointBlob *blobs;
	int			n_blobs;
} DtCheckpointContent;

/*
 * Size in bytes of the serialised checkpoint, after checking the content (names unique,
 * non-empty, at most DT_CHECKPOINT_MAX_NAME_LEN bytes; dims within limits; tensors inside
 * the buffer and not overlapping).  Returns false with err filled in (DT_ERR_INVALID_PARAMETER)
 * when the content cannot be written.
 */
bool		dt_checkpoint_serialized_size(const DtCheckpointContent *content,
										  uint64_t *size, DtError *err);

/* Serialise into dst, which has room for exactly 'size' bytes (from dt_checkpoint_serialized_size). */
bool		dt_checkpoint_write_into(const DtCheckpointContent *content,
									 unsigned char *dst, uint64_t size, DtError *err);

/* Serialise by appending to out (initialised by the caller). */
bool		dt_checkpoint_write(const DtCheckpointContent *content, DtStrBuf *out, DtError *err);

/*
 * A validated checkpoint.  Tables and names are dt_alloc'ed copies; 'floats_le' and the
 * blobs' data point into the bytes given to dt_checkpoint_read (which must outlive it).
 * The buffer holds n_floats elements of 'dtype' (every tensor has that dtype), little-endian,
 * maybe unaligned: use dt_checkpoint_copy_floats to read it as floats.
 */
typedef struct DtCheckpoint
{
	uint32_t	format_version;
	uint64_t	total_size;
	uint32_t	checksum;		/* the stored (and verified) CRC-32C */
	char	   *config_json;	/* NUL-terminated copy */
	uint32_t	config_len;
	uint32_t	epoch;
	uint64_t	step;
	uint64_t	data_offset;
	uint64_t	n_floats;
	int			dtype;			/* DT_CHECKPOINT_DTYPE_FLOAT32 or _FLOAT16 */
	const unsigned char *floats_le;
	int			n_tensors;
	DtCheckpointTensor *tensors;	/* in file order */
	int			n_blobs;
	DtCheckpointBlob *blobs;	/* in file order */
} DtCheckpoint;

/*
 * Validate 'len' bytes and describe them in *ckpt.  On failure returns false, leaves *ckpt
 * empty (nothing to free) and fills err (DT_ERR_DATA_CORRUPTED, or DT_ERR_FEATURE_NOT_SUPPORTED
 * for an unknown format version).  Safe on arbitrary bytes.
 */
bool		dt_checkpoint_read(const void *bytes, size_t len, DtCheckpoint *ckpt, DtError *err);

/* Free what dt_checkpoint_read allocated (not the bytes themselves). */
void		dt_checkpoint_free(DtCheckpoint *ckpt);

/* Copy count elements starting at element index first into dst as floats (host order;
 * float16 widened exactly).  Bounds are the caller's responsibility (use a tensor's
 * offset/numel or 0/n_floats). */
void		dt_checkpoint_copy_floats(const DtCheckpoint *ckpt, uint64_t first, uint64_t count,
									  float *dst);

/* The same checkpoint (config, epoch, step, tensors, blobs) with its buffer stored as dtype,
 * appended to out: float16 -> float32 is exact, float32 -> float16 rounds. */
bool		dt_checkpoint_convert(const DtCheckpoint *ckpt, int dtype, DtStrBuf *out,
								  DtError *err);
/* The same with one more blob after the checkpoint's own (a name they do not use; NULL: none). */
bool		dt_checkpoint_convert_extra(const DtCheckpoint *ckpt, int dtype,
										const DtCheckpointBlob *extra, DtStrBuf *out,
										DtError *err);

/* Look-ups by name; NULL when absent. */
const DtCheckpointTensor *dt_checkpoint_find_tensor(const DtCheckpoint *ckpt, const char *name);
const DtCheckpointBlob *dt_checkpoint_find_blob(const DtCheckpoint *ckpt, const char *name);

#endif
