/*
 * test_checkpoint.c — the checkpoint format (model/checkpoint.h) and CRC-32C (common/crc32c.h):
 * writer/reader round trip, every class of corruption the reader must name, and a
 * random-mutation loop that must never crash or read out of bounds (run it under
 * valgrind: make valgrind-unittest).
 */
#include <math.h>
#include <stdint.h>

#include "common/alloc.h"
#include "common/crc32c.h"
#include "model/checkpoint.h"
#include "common/float16.h"
#include "unit.h"

/* ---- a small but complete checkpoint: 3 tensors in one buffer, 4 blobs ---- */

#define SAMPLE_CONFIG "{\"d_model\": 4, \"layers\": 2, \"name\": \"geo\"}"
#define SAMPLE_FLOATS 30

static float sample_floats[SAMPLE_FLOATS];
static float sample_adam_m[SAMPLE_FLOATS];
static unsigned char sample_step_le[8] = {42, 0, 0, 0, 0, 0, 0, 0};
static const char sample_vocab[] = "<pad>\n<unk>\nstate\nriver\n";

static DtCheckpointTensor sample_tensors[3] = {
	{.name = "encoder.embedding", .ndim = 2, .dims = {3, 4}, .offset = 0},
	{.name = "encoder.layer0.wq", .ndim = 3, .dims = {2, 2, 4}, .offset = 12},
	{.name = "decoder.bias", .ndim = 1, .dims = {2}, .offset = 28},
};
static DtCheckpointBlob sample_blobs[4];

static DtCheckpointContent
sample_content(void)
{
	DtCheckpointContent c = {0};

	for (int i = 0; i < SAMPLE_FLOATS; i++)
	{
		sample_floats[i] = (float) i * 0.25f - 3.0f;
		sample_adam_m[i] = (float) i * 1e-3f;
	}
	sample_blobs[0] = (DtCheckpointBlob) {.name = DT_CHECKPOINT_BLOB_VOCAB,
		.data = (const unsigned char *) sample_vocab, .len = sizeof(sample_vocab) - 1};
	sample_blobs[1] = (DtCheckpointBlob) {.name = DT_CHECKPOINT_BLOB_ADAM_M,
		.data = (const unsigned char *) sample_adam_m, .len = sizeof(sample_adam_m)};
	sample_blobs[2] = (DtCheckpointBlob) {.name = "empty", .data = NULL, .len = 0};
	sample_blobs[3] = (DtCheckpointBlob) {.name = DT_CHECKPOINT_BLOB_ADAM_STEP,
		.data = sample_step_le, .len = sizeof(sample_step_le)};
	c.config_json = SAMPLE_CONFIG;
	c.epoch = 7;
	c.step = 123456789012ULL;
	c.floats = sample_floats;
	c.n_floats = SAMPLE_FLOATS;
	c.tensors = sample_tensors;
	c.n_tensors = 3;
	c.blobs = sample_blobs;
	c.n_blobs = 4;
	return c;
}

/* Serialised sample in a malloc'ed buffer of exactly *len bytes (valgrind sees overruns). */
static unsigned char *
sample_bytes(size_t *len)
{
	DtCheckpointContent c = sample_content();
	DtStrBuf	buf;
	DtError		err = {0};
	unsigned char *copy;

	dt_strbuf_init(&buf);
	if (!dt_checkpoint_write(&c, &buf, &err))
	{
		UNIT_FAIL("writing the sample failed: %s", err.message);
		abort();
	}
	*len = buf.len;
	copy = malloc(buf.len);
	memcpy(copy, buf.data, buf.len);
	dt_strbuf_free(&buf);
	return copy;
}

static void
put_u32_le(unsigned char *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (unsigned char) (v >> (8 * i));
}

static void
put_u64_le(unsigned char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (unsigned char) (v >> (8 * i));
}

/* Make a hand-edited checkpoint pass the size and checksum checks again, so the reader's
 * structural validation (not the CRC) has to catch the edit. */
static void
reseal(unsigned char *b, size_t len)
{
	if (len >= 24)
		put_u64_le(b + 16, len);
	if (len >= 4)
		put_u32_le(b + len - 4, dt_crc32c(b, len - 4));
}

/* Read b and expect failure with this code and a message containing 'needle'. */
static void
expect_rejected(const unsigned char *b, size_t len, DtErrorCode code, const char *needle, int line)
{
	DtCheckpoint ck;
	DtError		err = {0};

	if (dt_checkpoint_read(b, len, &ck, &err))
	{
		fprintf(stderr, "  (from line %d)\n", line);
		UNIT_FAIL("corrupt checkpoint accepted (expected \"%s\")", needle);
		dt_checkpoint_free(&ck);
		return;
	}
	if (err.code != code || strstr(err.message, needle) == NULL)
	{
		fprintf(stderr, "  (from line %d)\n", line);
		UNIT_FAIL("got code %d \"%s\", expected code %d containing \"%s\"", err.code, err.message, code, needle);
	}
	CHECK(ck.tensors == NULL && ck.blobs == NULL && ck.config_json == NULL);
}

#define EXPECT_REJECTED(b, len, code, needle) expect_rejected(b, len, code, needle, __LINE__)

/* Byte offsets in the sample of its tensor table entries and blob table entries. */
static size_t
tensor_entry_pos(int i)
{
	size_t		pos = 64 + strlen(SAMPLE_CONFIG);

	for (int k = 0; k < i; k++)
		pos += 28 + strlen(sample_tensors[k].name);
	return pos;
}

static size_t
blob_entry_pos(int i)
{
	size_t		pos = tensor_entry_pos(3);

	for (int k = 0; k < i; k++)
		pos += 20 + strlen(sample_blobs[k].name);
	return pos;
}

/* ---- tests ---- */

UNIT_TEST(crc32c_matches_the_standard_check_values)
{
	const char *digits = "123456789";
	unsigned char zeros[32] = {0};
	uint32_t	crc;

	CHECK_INT_EQ(dt_crc32c(digits, 9), 0xE3069283u);
	/* RFC 3720 B.4: 32 bytes of zeros */
	CHECK_INT_EQ(dt_crc32c(zeros, 32), 0x8A9136AAu);
	CHECK_INT_EQ(dt_crc32c("", 0), 0u);
	/* incremental == one shot, at a split that is not a multiple of 8 */
	crc = dt_crc32c_extend(DT_CRC32C_INIT, digits, 3);
	crc = dt_crc32c_extend(crc, digits + 3, 6);
	CHECK_INT_EQ(dt_crc32c_final(crc), 0xE3069283u);
}

UNIT_TEST(round_trip_preserves_config_tensors_blobs_and_counters)
{
	size_t		len;
	unsigned char *b = sample_bytes(&len);
	DtCheckpoint ck;
	DtError		err = {0};
	float		got[SAMPLE_FLOATS];
	const DtCheckpointTensor *t;
	const DtCheckpointBlob *blob;

	CHECK(dt_checkpoint_read(b, len, &ck, &err));
	if (err.code != DT_OK)
		UNIT_FAIL("read failed: %s", err.message);
	/* float32 is still written as version 1, which older readers take */
	CHECK_INT_EQ(ck.format_version, DT_CHECKPOINT_VERSION_FLOAT32);
	CHECK_INT_EQ(ck.dtype, DT_CHECKPOINT_DTYPE_FLOAT32);
	CHECK_INT_EQ(ck.total_size, len);
	CHECK_INT_EQ(ck.data_offset % 8, 0);
	CHECK_STR_EQ(ck.config_json, SAMPLE_CONFIG);
	CHECK_INT_EQ(ck.epoch, 7);
	CHECK(ck.step == 123456789012ULL);
	CHECK_INT_EQ(ck.n_floats, SAMPLE_FLOATS);
	CHECK_INT_EQ(ck.n_tensors, 3);
	CHECK_INT_EQ(ck.n_blobs, 4);
	CHECK_INT_EQ(ck.checksum, dt_crc32c(b, len - 4));

	dt_checkpoint_copy_floats(&ck, 0, ck.n_floats, got);
	CHECK(memcmp(got, sample_floats, sizeof(got)) == 0);

	t = dt_checkpoint_find_tensor(&ck, "encoder.layer0.wq");
	CHECK(t != NULL);
	if (t)
	{
		CHECK_INT_EQ(t->ndim, 3);
		CHECK_INT_EQ(t->dims[0], 2);
		CHECK_INT_EQ(t->dims[2], 4);
		CHECK_INT_EQ(t->dims[3], 0);
		CHECK_INT_EQ(t->offset, 12);
		CHECK_INT_EQ(t->numel, 16);
		dt_checkpoint_copy_floats(&ck, t->offset, t->numel, got);
		CHECK(memcmp(got, sample_floats + 12, 16 * sizeof(float)) == 0);
	}
	CHECK(dt_checkpoint_find_tensor(&ck, "no.such.tensor") == NULL);
	CHECK_STR_EQ(ck.tensors[2].name, "decoder.bias");

	blob = dt_checkpoint_find_blob(&ck, DT_CHECKPOINT_BLOB_VOCAB);
	CHECK(blob != NULL && blob->len == strlen(sample_vocab) &&
		  memcmp(blob->data, sample_vocab, blob->len) == 0);
	blob = dt_checkpoint_find_blob(&ck, DT_CHECKPOINT_BLOB_ADAM_M);
	CHECK(blob != NULL && blob->len == sizeof(sample_adam_m) &&
		  memcmp(blob->data, sample_adam_m, blob->len) == 0);
	blob = dt_checkpoint_find_blob(&ck, "empty");
	CHECK(blob != NULL && blob->len == 0);
	blob = dt_checkpoint_find_blob(&ck, DT_CHECKPOINT_BLOB_ADAM_STEP);
	CHECK(blob != NULL && blob->len == 8 && blob->data[0] == 42);
	/* the blobs end exactly at the checksum */
	CHECK_INT_EQ(ck.blobs[3].offset + ck.blobs[3].len, len - 4);

	dt_checkpoint_free(&ck);
	free(b);
}

UNIT_TEST(writer_is_deterministic_and_both_entry_points_agree)
{
	DtCheckpointContent c = sample_content();
	uint64_t	size = 0;
	DtError		err = {0};
	size_t		len;
	unsigned char *a = sample_bytes(&len);
	unsigned char *b;
	DtStrBuf	buf;

	CHECK(dt_checkpoint_serialized_size(&c, &size, &err));
	CHECK_INT_EQ(size, len);
	b = malloc(size);
	CHECK(dt_checkpoint_write_into(&c, b, size, &err));
	CHECK(memcmp(a, b, len) == 0);
	CHECK(memcmp(a, DT_CHECKPOINT_MAGIC, 8) == 0);
	/* a wrong destination size is refused rather than overrun */
	CHECK(!dt_checkpoint_write_into(&c, b, size - 1, &err));
	CHECK_INT_EQ(err.code, DT_ERR_INTERNAL);

	/* dt_checkpoint_write appends after what the buffer already holds */
	dt_strbuf_init(&buf);
	dt_strbuf_append(&buf, "xyz");
	CHECK(dt_checkpoint_write(&c, &buf, &err));
	CHECK_INT_EQ(buf.len, 3 + len);
	CHECK(memcmp(buf.data + 3, a, len) == 0);
	dt_strbuf_free(&buf);
	free(a);
	free(b);
}

UNIT_TEST(empty_checkpoint_round_trips)
{
	DtCheckpointContent c = {.config_json = ""};
	DtStrBuf	buf;
	DtCheckpoint ck;
	DtError		err = {0};

	dt_strbuf_init(&buf);
	CHECK(dt_checkpoint_write(&c, &buf, &err));
	CHECK_INT_EQ(buf.len, 68);
	CHECK(dt_checkpoint_read(buf.data, buf.len, &ck, &err));
	CHECK_STR_EQ(ck.config_json, "");
	CHECK_INT_EQ(ck.n_tensors, 0);
	CHECK_INT_EQ(ck.n_blobs, 0);
	CHECK_INT_EQ(ck.n_floats, 0);
	dt_checkpoint_free(&ck);
	dt_strbuf_free(&buf);
}

UNIT_TEST(writer_refuses_invalid_content)
{
	DtCheckpointContent c = sample_content();
	DtCheckpointTensor t[2];
	DtCheckpointBlob bl[2];
	uint64_t	size;
	DtError		err = {0};
	char		long_name[300];

#define EXPECT_WRITER_ERROR(needle) \
	do { err.code = DT_OK; \
		 CHECK(!dt_checkpoint_serialized_size(&c, &size, &err)); \
		 if (strstr(err.message, needle) == NULL) UNIT_FAIL("message \"%s\" lacks \"%s\"", err.message, needle); \
		 c = sample_content(); } while (0)

	memcpy(t, sample_tensors, sizeof(t));
	c.tensors = t;
	c.n_tensors = 2;
	t[1].offset = 11;			/* first tensor covers floats 0..11 */
	EXPECT_WRITER_ERROR("overlap");
	memcpy(t, sample_tensors, sizeof(t));
	c.tensors = t;
	c.n_tensors = 2;
	t[1].offset = 15;			/* 15 + 16 > 30 */
	EXPECT_WRITER_ERROR("outside the float buffer");
	memcpy(t, sample_tensors, sizeof(t));
	c.tensors = t;
	c.n_tensors = 2;
	t[1].name = t[0].name;
	EXPECT_WRITER_ERROR("two tensors named");
	memcpy(t, sample_tensors, sizeof(t));
	c.tensors = t;
	c.n_tensors = 2;
	t[0].name = "";
	EXPECT_WRITER_ERROR("has no name");
	memcpy(t, sample_tensors, sizeof(t));
	c.tensors = t;
	c.n_tensors = 2;
	memset(long_name, 'a', sizeof(long_name) - 1);
	long_name[sizeof(long_name) - 1] = '\0';
	t[0].name = long_name;
	EXPECT_WRITER_ERROR("at most 255");
	memcpy(t, sample_tensors, sizeof(t));
	c.tensors = t;
	c.n_tensors = 2;
	t[0].ndim = 5;
	EXPECT_WRITER_ERROR("5 dimensions");
	memcpy(t, sample_tensors, sizeof(t));
	c.tensors = t;
	c.n_tensors = 2;
	t[0].dims[1] = 0;
	EXPECT_WRITER_ERROR("absurd size 0");
	memcpy(bl, sample_blobs, sizeof(bl));
	c.blobs = bl;
	c.n_blobs = 2;
	bl[1].name = bl[0].name;
	EXPECT_WRITER_ERROR("two blobs named");
	c.config_json = NULL;
	EXPECT_WRITER_ERROR("configuration is missing");
#undef EXPECT_WRITER_ERROR
}

UNIT_TEST(reader_names_each_damage_to_the_envelope)
{
	size_t		len;
	unsigned char *b = sample_bytes(&len);
	unsigned char *copy = malloc(len + 16);
	unsigned char abc[3] = {'D', 'T', 'F'};

	EXPECT_REJECTED(b, 0, DT_ERR_DATA_CORRUPTED, "checkpoint is empty");
	EXPECT_REJECTED(abc, 3, DT_ERR_DATA_CORRUPTED, "truncated: got 3 bytes");
	EXPECT_REJECTED((const unsigned char *) "PK\003\004 this is a zip file, not a checkpoint at all............", 64,
					DT_ERR_DATA_CORRUPTED, "wrong magic bytes");
	EXPECT_REJECTED(b, 40, DT_ERR_DATA_CORRUPTED, "truncated: got 40 bytes");
	EXPECT_REJECTED(b, len - 1, DT_ERR_DATA_CORRUPTED, "truncated: header says");
	EXPECT_REJECTED(b, 100, DT_ERR_DATA_CORRUPTED, "truncated: header says");

	memcpy(copy, b, len);
	memset(copy + len, 0, 16);
	EXPECT_REJECTED(copy, len + 16, DT_ERR_DATA_CORRUPTED, "16 trailing bytes");

	memcpy(copy, b, len);
	copy[len / 2] ^= 0x10;		/* inside the float buffer */
	EXPECT_REJECTED(copy, len, DT_ERR_DATA_CORRUPTED, "checksum mismatch");
	memcpy(copy, b, len);
	copy[len - 1] ^= 0x80;		/* the stored checksum itself */
	EXPECT_REJECTED(copy, len, DT_ERR_DATA_CORRUPTED, "checksum mismatch");

	memcpy(copy, b, len);
	put_u32_le(copy + 8, DT_CHECKPOINT_VERSION + 1);
	EXPECT_REJECTED(copy, len, DT_ERR_FEATURE_NOT_SUPPORTED, "format version 3 is not supported");
	put_u32_le(copy + 8, 0);
	EXPECT_REJECTED(copy, len, DT_ERR_DATA_CORRUPTED, "invalid format version 0");
	memcpy(copy, b, len);
	put_u32_le(copy + 12, 128);
	EXPECT_REJECTED(copy, len, DT_ERR_DATA_CORRUPTED, "header size is 128 bytes");
	free(copy);
	free(b);
}

UNIT_TEST(reader_catches_structural_damage_behind_a_valid_checksum)
{
	size_t		len;
	unsigned char *b = sample_bytes(&len);
	unsigned char *c = malloc(len);
	size_t		t1 = tensor_entry_pos(1);
	size_t		t2 = tensor_entry_pos(2);
	size_t		b1 = blob_entry_pos(1);

#define EDIT_AND_EXPECT(edit, code, needle) \
	do { memcpy(c, b, len); edit; reseal(c, len); EXPECT_REJECTED(c, len, code, needle); } while (0)

	EDIT_AND_EXPECT(put_u64_le(c + t1 + 20, 11), DT_ERR_DATA_CORRUPTED, "overlap");
	EDIT_AND_EXPECT(put_u64_le(c + t2 + 20, 29), DT_ERR_DATA_CORRUPTED, "outside the float buffer");
	EDIT_AND_EXPECT(put_u64_le(c + t2 + 20, UINT64_MAX), DT_ERR_DATA_CORRUPTED, "outside the float buffer");
	EDIT_AND_EXPECT(put_u32_le(c + t1 + 4, 0x80000001u), DT_ERR_DATA_CORRUPTED, "absurd size 2147483649");
	EDIT_AND_EXPECT(put_u32_le(c + t1 + 4, 0), DT_ERR_DATA_CORRUPTED, "absurd size 0");
	EDIT_AND_EXPECT(put_u32_le(c + t1 + 4, 1u << 20), DT_ERR_DATA_CORRUPTED, "more elements than the 30 floats");
	EDIT_AND_EXPECT(c[t1 + 3] = 0, DT_ERR_DATA_CORRUPTED, "0 dimensions");
	EDIT_AND_EXPECT(c[t1 + 3] = 9, DT_ERR_DATA_CORRUPTED, "9 dimensions");
	EDIT_AND_EXPECT(put_u32_le(c + t2 + 8, 3), DT_ERR_DATA_CORRUPTED, "nonzero size 3 in unused dimension 1");
	EDIT_AND_EXPECT(c[t1 + 2] = 2, DT_ERR_DATA_CORRUPTED, "unknown dtype 2");
	EDIT_AND_EXPECT(c[t1] = 0, DT_ERR_DATA_CORRUPTED, "name of 0 bytes");
	EDIT_AND_EXPECT(c[t1 + 28] = 0, DT_ERR_DATA_CORRUPTED, "contains a NUL byte");
	/* tensor 1's name ("encoder.layer0.wq") becomes tensor 0's, of the same length */
	EDIT_AND_EXPECT(memcpy(c + t1 + 28, "encoder.embedding", 17), DT_ERR_DATA_CORRUPTED,
					"two tensors named \"encoder.embedding\"");
	EDIT_AND_EXPECT(put_u32_le(c + 28, 1000000), DT_ERR_DATA_CORRUPTED, "declares 1000000 tensors");
	EDIT_AND_EXPECT(put_u32_le(c + 28, 0xFFFFFFFFu), DT_ERR_DATA_CORRUPTED, "declares 4294967295 tensors");
	EDIT_AND_EXPECT(put_u32_le(c + 32, 70000), DT_ERR_DATA_CORRUPTED, "declares 70000 blobs");
	EDIT_AND_EXPECT(put_u32_le(c + 24, 0xFFFFFFF0u), DT_ERR_DATA_CORRUPTED, "configuration of 4294967280 bytes");
	EDIT_AND_EXPECT(put_u32_le(c + 24, 3), DT_ERR_DATA_CORRUPTED, "");
	EDIT_AND_EXPECT(c[70] = 0, DT_ERR_DATA_CORRUPTED, "configuration contains a NUL byte");
	EDIT_AND_EXPECT(put_u64_le(c + 48, 1), DT_ERR_DATA_CORRUPTED, "data offset 1 is invalid");
	EDIT_AND_EXPECT(put_u64_le(c + 48, UINT64_MAX - 7), DT_ERR_DATA_CORRUPTED, "is invalid");
	EDIT_AND_EXPECT(put_u64_le(c + 48, 64), DT_ERR_DATA_CORRUPTED, "runs past the data offset");
	EDIT_AND_EXPECT(put_u64_le(c + 56, UINT64_MAX / 2), DT_ERR_DATA_CORRUPTED, "float buffer of");
	EDIT_AND_EXPECT(put_u64_le(c + 56, 29), DT_ERR_DATA_CORRUPTED, "");
	EDIT_AND_EXPECT(put_u64_le(c + b1 + 4, 0), DT_ERR_DATA_CORRUPTED, "should start at byte");
	EDIT_AND_EXPECT(put_u64_le(c + b1 + 12, UINT64_MAX), DT_ERR_DATA_CORRUPTED, "runs past the checksum");
	EDIT_AND_EXPECT(put_u64_le(c + b1 + 12, 1), DT_ERR_DATA_CORRUPTED, "");
	EDIT_AND_EXPECT(c[b1 + 2] = 1, DT_ERR_DATA_CORRUPTED, "nonzero reserved bits");
	{
		/* a padding byte between the tables and the data (if the sample has any) */
		size_t		tables_end = blob_entry_pos(4);

		if (tables_end % 8 != 0)
			EDIT_AND_EXPECT(c[tables_end] = 1, DT_ERR_DATA_CORRUPTED, "padding byte");
		else
			UNIT_FAIL("the sample has no padding to test; change its config length");
	}
#undef EDIT_AND_EXPECT

	/* the untouched bytes are still fine after all these copies */
	{
		DtCheckpoint ck;
		DtError		err = {0};

		memcpy(c, b, len);
		reseal(c, len);
		CHECK(dt_checkpoint_read(c, len, &ck, &err));
		dt_checkpoint_free(&ck);
	}
	free(c);
	free(b);
}

/* xorshift64*: a tiny deterministic generator, so a failing iteration can be replayed. */
static uint64_t fuzz_state = 0x9E3779B97F4A7C15ULL;

static uint64_t
fuzz_next(void)
{
	fuzz_state ^= fuzz_state >> 12;
	fuzz_state ^= fuzz_state << 25;
	fuzz_state ^= fuzz_state >> 27;
	return fuzz_state * 0x2545F4914F6CDD1DULL;
}

/* Values that tend to break length arithmetic. */
static uint64_t
interesting_value(size_t len)
{
	static const uint64_t values[] = {0, 1, 7, 8, 255, 256, 65535, 0x7FFFFFFF, 0x80000000,
	0xFFFFFFFF, 0x100000000ULL, UINT64_MAX, UINT64_MAX / 4, 0x7FFFFFFFFFFFFFFFULL};
	uint64_t	r = fuzz_next() % (sizeof(values) / sizeof(values[0]) + 3);

	if (r < sizeof(values) / sizeof(values[0]))
		return values[r];
	return r == sizeof(values) / sizeof(values[0]) ? len : fuzz_next() % (len + 64);
}

/*
 * A mutated checkpoint must be rejected with a message, or (only when the damage was
 * resealed with a fresh size and checksum) accepted with every offset inside the bytes.
 * Half the mutants are resealed, so the structural checks get fuzzed and not just the CRC.
 */
UNIT_TEST(reader_survives_thousands_of_random_mutations)
{
	size_t		len;
	unsigned char *orig = sample_bytes(&len);
	int			iterations = 6000;
	int			accepted = 0;
	int			rejected_by_checksum = 0;
	int			unsealed_accepted = 0;

	for (int it = 0; it < iterations; it++)
	{
		size_t		mlen = len;
		unsigned char *m = malloc(len + 64);
		int			edits = 1 + (int) (fuzz_next() % 4);
		bool		changed = false;
		bool		sealed = fuzz_next() % 2 == 0;
		DtCheckpoint ck;
		DtError		err = {0};

		memcpy(m, orig, len);
		for (int e = 0; e < edits; e++)
		{
			int			op = (int) (fuzz_next() % 6);
			size_t		pos = mlen > 0 ? fuzz_next() % mlen : 0;

			if (op == 0 && mlen > 0)
				m[pos] ^= (unsigned char) (1u << (fuzz_next() % 8));
			else if (op == 1 && mlen > 0)
				m[pos] = (unsigned char) fuzz_next();
			else if (op == 2)
				mlen = fuzz_next() % (mlen + 1);
			else if (op == 3 && mlen + 16 <= len + 64)
			{
				for (int k = 0; k < 16; k++)
					m[mlen + k] = (unsigned char) fuzz_next();
				mlen += 1 + fuzz_next() % 16;
			}
			else if (op == 4 && mlen >= 8)
				put_u32_le(m + (fuzz_next() % (mlen - 3)), (uint32_t) interesting_value(mlen));
			else if (op == 5 && mlen >= 8)
				put_u64_le(m + (fuzz_next() % (mlen - 7)), interesting_value(mlen));
		}
		changed = mlen != len || memcmp(m, orig, len) != 0;
		if (sealed)
			reseal(m, mlen);

		/* exact-size heap copy so valgrind flags any read past the end */
		{
			unsigned char *exact = malloc(mlen > 0 ? mlen : 1);

			memcpy(exact, m, mlen);
			free(m);
			m = exact;
		}

		if (dt_checkpoint_read(m, mlen, &ck, &err))
		{
			accepted++;
			if (!sealed && changed)
				unsealed_accepted++;
			/* whatever was accepted must describe memory inside the bytes */
			CHECK(ck.total_size == mlen);
			CHECK(ck.data_offset + 4 * ck.n_floats <= mlen - 4);
			for (int i = 0; i < ck.n_tensors; i++)
				CHECK(ck.tensors[i].offset + ck.tensors[i].numel <= ck.n_floats);
			for (int i = 0; i < ck.n_blobs; i++)
				CHECK(ck.blobs[i].data >= m && ck.blobs[i].data + ck.blobs[i].len <= m + mlen - 4);
			if (ck.n_floats > 0)
			{
				float	   *all = malloc(ck.n_floats * sizeof(float));

				dt_checkpoint_copy_floats(&ck, 0, ck.n_floats, all);
				free(all);
			}
			dt_checkpoint_free(&ck);
		}
		else
		{
			CHECK(err.code == DT_ERR_DATA_CORRUPTED || err.code == DT_ERR_FEATURE_NOT_SUPPORTED);
			CHECK(err.message[0] != '\0');
			if (strstr(err.message, "checksum mismatch"))
				rejected_by_checksum++;
		}
		free(m);
	}
	/* CRC-32C detects every change of up to 32 consecutive bits, and random larger damage
	 * with probability 1 - 2^-32: an unsealed change must never get through. */
	CHECK_INT_EQ(unsealed_accepted, 0);
	CHECK(rejected_by_checksum > iterations / 10);
	/* resealed edits inside the float buffer or blobs are legitimately accepted, but most
	 * mutants are not */
	CHECK(accepted < iterations / 2);
	printf("     fuzz: %d mutants, %d accepted (resealed edits of data), %d rejected by checksum\n",
		   iterations, accepted, rejected_by_checksum);
	free(orig);
}


/* ---- float16 storage (format version 2) ---- */

/* Every half survives half -> float -> half; each midpoint between neighbours rounds to the
 * even one and its float neighbours to the nearer half (IEEE round to nearest, ties to even). */
UNIT_TEST(float16_conversions_round_to_nearest_even)
{
	int			bad = 0;

	for (uint32_t h = 0; h < 65536; h++)
	{
		float		f = dt_half_to_float((uint16_t) h);

		if (f != f)
			bad += dt_half_to_float(dt_float_to_half(f)) == dt_half_to_float(dt_float_to_half(f));
		else
			bad += dt_float_to_half(f) != h;
	}
	for (uint32_t h = 0; h < 0x7bff; h++)
	{
		float		a = dt_half_to_float((uint16_t) h),
					b = dt_half_to_float((uint16_t) (h + 1)),
					mid = (float) (((double) a + (double) b) / 2);
		uint16_t	even = (uint16_t) ((h & 1) ? h + 1 : h);

		bad += dt_float_to_half(mid) != even;
		bad += dt_float_to_half(-mid) != (even | 0x8000);
		bad += dt_float_to_half(nextafterf(mid, INFINITY)) != h + 1;
		bad += dt_float_to_half(nextafterf(mid, -INFINITY)) != h;
	}
	CHECK_INT_EQ(bad, 0);
	CHECK_INT_EQ(dt_float_to_half(65504.0f), 0x7bff);
	CHECK_INT_EQ(dt_float_to_half(65519.99f), 0x7bff);
	CHECK_INT_EQ(dt_float_to_half(65520.0f), 0x7c00);	/* overflow: infinity */
	CHECK_INT_EQ(dt_float_to_half(-1e30f), 0xfc00);
	CHECK_INT_EQ(dt_float_to_half(1e-8f), 0);
	CHECK_INT_EQ(dt_float_to_half(ldexpf(1.0f, -25)), 0);	/* a tie: to even, zero */
	CHECK_INT_EQ(dt_float_to_half(ldexpf(1.0f, -24)), 1);	/* the smallest subnormal */
	CHECK_INT_EQ(dt_float_to_half(1.0f), 0x3c00);
	CHECK(dt_half_to_float(dt_float_to_half(NAN)) != dt_half_to_float(dt_float_to_half(NAN)));
}

/* The sample with its buffer at half precision. */
static unsigned char *
sample_bytes_half(size_t *len)
{
	DtCheckpointContent c = sample_content();
	DtStrBuf	buf;
	DtError		err = {0};
	unsigned char *copy;

	c.dtype = DT_CHECKPOINT_DTYPE_FLOAT16;
	dt_strbuf_init(&buf);
	if (!dt_checkpoint_write(&c, &buf, &err))
	{
		UNIT_FAIL("writing the float16 sample failed: %s", err.message);
		abort();
	}
	*len = buf.len;
	copy = malloc(buf.len);
	memcpy(copy, buf.data, buf.len);
	dt_strbuf_free(&buf);
	return copy;
}

UNIT_TEST(float16_checkpoint_round_trips_at_half_precision)
{
	size_t		len,
				len32;
	unsigned char *b = sample_bytes_half(&len);
	unsigned char *b32 = sample_bytes(&len32);
	DtCheckpoint ck;
	DtError		err = {0};
	float		got[SAMPLE_FLOATS];
	const DtCheckpointBlob *blob;

	CHECK(dt_checkpoint_read(b, len, &ck, &err));
	CHECK_INT_EQ(ck.format_version, 2);
	CHECK_INT_EQ(ck.dtype, DT_CHECKPOINT_DTYPE_FLOAT16);
	CHECK_INT_EQ(ck.n_floats, SAMPLE_FLOATS);
	CHECK_INT_EQ(len32 - len, 2 * SAMPLE_FLOATS);	/* two bytes saved per element */
	dt_checkpoint_copy_floats(&ck, 0, ck.n_floats, got);
	for (int i = 0; i < SAMPLE_FLOATS; i++)
		CHECK(got[i] == dt_half_to_float(dt_float_to_half(sample_floats[i])));
	dt_checkpoint_copy_floats(&ck, 12, 16, got);
	CHECK(got[0] == dt_half_to_float(dt_float_to_half(sample_floats[12])));
	/* blobs (the optimiser's moments among them) are bytes: kept exactly */
	blob = dt_checkpoint_find_blob(&ck, DT_CHECKPOINT_BLOB_ADAM_M);
	CHECK(blob != NULL && blob->len == sizeof(sample_adam_m) &&
		  memcmp(blob->data, sample_adam_m, blob->len) == 0);
	dt_checkpoint_free(&ck);
	free(b);
	free(b32);
}

UNIT_TEST(float16_checkpoint_converts_to_float32_exactly_and_back)
{
	size_t		len;
	unsigned char *b = sample_bytes_half(&len);
	DtCheckpoint ck,
				wide,
				narrow;
	DtError		err = {0};
	DtStrBuf	w,
				n;
	float		a[SAMPLE_FLOATS],
				c[SAMPLE_FLOATS];

	CHECK(dt_checkpoint_read(b, len, &ck, &err));
	dt_strbuf_init(&w);
	dt_strbuf_init(&n);
	CHECK(dt_checkpoint_convert(&ck, DT_CHECKPOINT_DTYPE_FLOAT32, &w, &err));
	CHECK(dt_checkpoint_read(w.data, w.len, &wide, &err));
	CHECK_INT_EQ(wide.format_version, DT_CHECKPOINT_VERSION_FLOAT32);
	CHECK_INT_EQ(wide.dtype, DT_CHECKPOINT_DTYPE_FLOAT32);
	CHECK_STR_EQ(wide.config_json, SAMPLE_CONFIG);
	CHECK_INT_EQ(wide.epoch, 7);
	CHECK_INT_EQ(wide.n_tensors, 3);
	CHECK_INT_EQ(wide.n_blobs, 4);
	dt_checkpoint_copy_floats(&ck, 0, SAMPLE_FLOATS, a);
	dt_checkpoint_copy_floats(&wide, 0, SAMPLE_FLOATS, c);
	CHECK(memcmp(a, c, sizeof(a)) == 0);
	/* narrowing again gives the same bytes as writing at half precision in the first place */
	CHECK(dt_checkpoint_convert(&wide, DT_CHECKPOINT_DTYPE_FLOAT16, &n, &err));
	CHECK(dt_checkpoint_read(n.data, n.len, &narrow, &err));
	CHECK(n.len == len && memcmp(n.data, b, len) == 0);
	CHECK(!dt_checkpoint_convert(&ck, 7, &n, &err));
	CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
	/* with one more blob: the checkpoint's own, then it */
	{
		DtCheckpointBlob extra = {.name = "cache.widened_from", .data = (const unsigned char *) "0123", .len = 4};
		DtStrBuf	x;
		DtCheckpoint xk;
		const DtCheckpointBlob *found;

		dt_strbuf_init(&x);
		CHECK(dt_checkpoint_convert_extra(&ck, DT_CHECKPOINT_DTYPE_FLOAT32, &extra, &x, &err));
		CHECK(dt_checkpoint_read(x.data, x.len, &xk, &err));
		CHECK_INT_EQ(xk.n_blobs, 5);
		found = dt_checkpoint_find_blob(&xk, "cache.widened_from");
		CHECK(found != NULL && found->len == 4 && memcmp(found->data, "0123", 4) == 0);
		CHECK_STR_EQ(xk.blobs[0].name, ck.blobs[0].name);
		dt_checkpoint_copy_floats(&xk, 0, SAMPLE_FLOATS, c);
		CHECK(memcmp(a, c, sizeof(a)) == 0);
		/* a name the checkpoint already has is refused */
		extra.name = ck.blobs[0].name;
		dt_strbuf_reset(&x);
		CHECK(!dt_checkpoint_convert_extra(&ck, DT_CHECKPOINT_DTYPE_FLOAT32, &extra, &x, &err));
		dt_checkpoint_free(&xk);
		dt_strbuf_free(&x);
	}
	dt_checkpoint_free(&narrow);
	dt_checkpoint_free(&wide);
	dt_checkpoint_free(&ck);
	dt_strbuf_free(&w);
	dt_strbuf_free(&n);
	free(b);
}

UNIT_TEST(float16_dtype_needs_version_2_and_one_dtype_per_buffer)
{
	size_t		len;
	unsigned char *b = sample_bytes_half(&len);
	unsigned char *c = malloc(len);
	size_t		t1 = tensor_entry_pos(1);

#define EDIT_AND_EXPECT(edit, code, needle) \
	do { memcpy(c, b, len); edit; reseal(c, len); EXPECT_REJECTED(c, len, code, needle); } while (0)

	/* a version-1 reader's view: float16 does not exist there */
	EDIT_AND_EXPECT(put_u32_le(c + 8, 1), DT_ERR_DATA_CORRUPTED, "unknown dtype 2 (format version 1 has 1 = float32)");
	EDIT_AND_EXPECT(c[t1 + 2] = 1, DT_ERR_DATA_CORRUPTED, "has dtype 1, the tensors before it 2");
	EDIT_AND_EXPECT(c[t1 + 2] = 3, DT_ERR_DATA_CORRUPTED, "unknown dtype 3");
	/* a buffer declared larger than its half-precision bytes */
	EDIT_AND_EXPECT(put_u64_le(c + 56, SAMPLE_FLOATS * 2), DT_ERR_DATA_CORRUPTED, "");
#undef EDIT_AND_EXPECT
	free(c);
	free(b);
}

int
main(void)
{
	UNIT_RUN(crc32c_matches_the_standard_check_values);
	UNIT_RUN(round_trip_preserves_config_tensors_blobs_and_counters);
	UNIT_RUN(writer_is_deterministic_and_both_entry_points_agree);
	UNIT_RUN(empty_checkpoint_round_trips);
	UNIT_RUN(writer_refuses_invalid_content);
	UNIT_RUN(reader_names_each_damage_to_the_envelope);
	UNIT_RUN(reader_catches_structural_damage_behind_a_valid_checksum);
	UNIT_RUN(reader_survives_thousands_of_random_mutations);
	UNIT_RUN(float16_conversions_round_to_nearest_even);
	UNIT_RUN(float16_checkpoint_round_trips_at_half_precision);
	UNIT_RUN(float16_checkpoint_converts_to_float32_exactly_and_back);
	UNIT_RUN(float16_dtype_needs_version_2_and_one_dtype_per_buffer);
	UNIT_DONE();
}
