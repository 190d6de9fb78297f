/*
 * parser_io.c — a Parser as checkpoint bytes (model/checkpoint.h) and back.
 *
 * Content: the configuration JSON; every parameter tensor by name (views of the one
 * parameter buffer, so the floats are written in one piece); blobs
 *   "vocab"                words with ids 2.. (after <pad>, <unk>), one per line;
 *   "parser.state"         "epochs steps prepared mu max_steps" as text;
 *   "parser.constants"     the value head's constants, "type<TAB>text" per line;
 *   "optimizer.adam.m/v"   the Adam moments, float32 LE, same layout as the parameters,
 *   "optimizer.adam.step"  u64 LE (these three only once training was prepared).
 * Reading trusts nothing: the container is validated by dt_checkpoint_read, then the
 * config, the vocabulary, the exact set of tensors with their shapes, and the blob sizes.
 */
#include "model/parser_core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "model/checkpoint.h"
#include "schema/relations.h"

#define BLOB_STATE "parser.state"
#define BLOB_CONSTANTS "parser.constants"

/* with_optimizer false: the weights alone, as a parser not prepared for training (it
 * decodes, and dtfixup_finetune's init_from starts from it; resuming it is refused). */
static bool
serialize(const Parser *p, bool with_optimizer, DtStrBuf *out, DtError *err)
{
	DtStrBuf	cfg,
				vocab,
				state,
				consts;
	DtCheckpointTensor *tensors;
	DtCheckpointBlob blobs[6];
	int			n_blobs = 0;
	DtCheckpointContent c;
	uint64_t	step_le;
	bool		ok;
	size_t		bytes = sizeof(float) * p->params.count;
	/* host copies of device buffers (none where device memory is host memory) */
	Grow		w_host = {0},
				m_host = {0},
				v_host = {0};

	dt_strbuf_init(&cfg);
	dt_strbuf_init(&vocab);
	dt_strbuf_init(&state);
	dt_strbuf_init(&consts);
	for (int k = 0; k < p->n_const; k++)
		dt_strbuf_appendf(&consts, "%s\t%s\n", sql_value_type_name(p->const_type[k]), p->const_text[k]);
	parser_config_to_json(&p->cfg, &cfg);
	for (int id = 2; id < p->vocab->n_words; id++)
	{
		dt_strbuf_append(&vocab, p->vocab->words[id]);
		dt_strbuf_append_char(&vocab, '\n');
	}
	dt_strbuf_appendf(&state, "%d %ld %d %.17g %ld", p->epochs_done, p->steps_done,
					  p->prepared && with_optimizer ? 1 : 0, p->mu, p->max_steps);

	tensors = dt_alloc(sizeof(DtCheckpointTensor) * (size_t) p->params.n_tensors);
	for (int i = 0; i < p->params.n_tensors; i++)
	{
		const DtTensor *t = &p->params.tensors[i];

		tensors[i].name = t->name;
		tensors[i].ndim = t->ndim;
		for (int k = 0; k < t->ndim; k++)
			tensors[i].dims[k] = (uint32_t) t->shape[k];
		tensors[i].offset = t->offset;
	}
	blobs[n_blobs].name = DT_CHECKPOINT_BLOB_VOCAB;
	blobs[n_blobs].data = (const unsigned char *) vocab.data;
	blobs[n_blobs++].len = vocab.len;
	blobs[n_blobs].name = BLOB_CONSTANTS;
	blobs[n_blobs].data = (const unsigned char *) consts.data;
	blobs[n_blobs++].len = consts.len;
	blobs[n_blobs].name = BLOB_STATE;
	blobs[n_blobs].data = (const unsigned char *) state.data;
	blobs[n_blobs++].len = state.len;
	if (p->adam_ready && with_optimizer)
	{
		/* The floats as the host holds them: little-endian on every platform PostgreSQL
		 * runs this extension on that we build for (x86-64, arm64). */
		blobs[n_blobs].name = DT_CHECKPOINT_BLOB_ADAM_M;
		blobs[n_blobs].data = parser_host_view(p->be, &m_host, p->adam.m, bytes);
		blobs[n_blobs++].len = bytes;
		blobs[n_blobs].name = DT_CHECKPOINT_BLOB_ADAM_V;
		blobs[n_blobs].data = parser_host_view(p->be, &v_host, p->adam.v, bytes);
		blobs[n_blobs++].len = bytes;
		step_le = (uint64_t) p->adam.step;
		blobs[n_blobs].name = DT_CHECKPOINT_BLOB_ADAM_STEP;
		blobs[n_blobs].data = (const unsigned char *) &step_le;
		blobs[n_blobs++].len = sizeof(step_le);
	}
	memset(&c, 0, sizeof(c));
	c.config_json = cfg.data;
	c.epoch = (uint32_t) p->epochs_done;
	c.step = (uint64_t) p->steps_done;
	c.floats = p->weights_borrowed ? p->params.data
		: parser_host_view(p->be, &w_host, p->params.data, bytes);
	c.n_floats = p->params.count;
	c.tensors = tensors;
	c.n_tensors = p->params.n_tensors;
	c.blobs = blobs;
	c.n_blobs = n_blobs;
	ok = dt_checkpoint_write(&c, out, err);
	grow_release(&w_host);
	grow_release(&m_host);
	grow_release(&v_host);
	dt_free(tensors);
	dt_strbuf_free(&cfg);
	dt_strbuf_free(&vocab);
	dt_strbuf_free(&state);
	dt_strbuf_free(&consts);
	return ok;
}

bool
parser_serialize(const Parser *p, DtStrBuf *out, DtError *err)
{
	return serialize(p, true, out, err);
}

bool
parser_serialize_weights(const Parser *p, DtStrBuf *out, DtError *err)
{
	return serialize(p, false, out, err);
}

static bool
corrupt(DtError *err, const char *what)
{
	return dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
						"the checkpoint is not a parser this version can load: %s", what);
}

/* "type<TAB>text" lines: numeric literals only, each valid for its type. */
static bool
read_constants(Parser *p, const DtCheckpointBlob *b, DtError *err)
{
	uint64_t	start = 0;

	for (uint64_t i = 0; i < b->len; i++)
		if (b->data[i] == '\n')
		{
			char	   *line = dt_strndup((const char *) b->data + start, (size_t) (i - start));
			char	   *tab = strchr(line, '\t');
			SqlValueType type;
			bool		ok = tab != NULL;

			if (ok)
			{
				*tab = '\0';
				ok = sql_value_type_by_name(line, &type) && type != SQL_VALUE_TEXT &&
					sql_value_is_valid(type, tab + 1) && parser_add_constant(p, tab + 1, type);
			}
			dt_free(line);
			if (!ok)
				return corrupt(err, "a value constant is malformed or there are too many");
			start = i + 1;
		}
	if (start != b->len || p->n_const == 0)
		return corrupt(err, "the value constants are malformed");
	return true;
}

static TextVocab *
read_vocab(const DtCheckpointBlob *b, DtError *err)
{
	TextVocab  *v = text_vocab_new();
	uint64_t	start = 0;

	for (uint64_t i = 0; i < b->len; i++)
		if (b->data[i] == '\n')
		{
			char	   *w = dt_strndup((const char *) b->data + start, (size_t) (i - start));
			int			before = v->n_words;

			if (i == start || text_vocab_add(v, w) != before)
			{
				dt_free(w);
				text_vocab_free(v);
				corrupt(err, "the vocabulary has an empty or repeated word");
				return NULL;
			}
			dt_free(w);
			start = i + 1;
		}
	if (start != b->len)
	{
		text_vocab_free(v);
		corrupt(err, "the vocabulary does not end with a newline");
		return NULL;
	}
	return v;
}

/*
 * The relation set the checkpoint was trained with: the rows of its first relation table
 * (models trained before newer relations were appended have fewer than REL_COUNT).
 */
static bool
read_relation_count(const DtCheckpoint *ck, ParserConfig *cfg, DtError *err)
{
	const DtCheckpointTensor *t = dt_checkpoint_find_tensor(ck, "rat.0.rk");

	if (t == NULL)
		return corrupt(err, "the relation table of the first layer is missing");
	if (t->ndim != 2 || t->dims[0] < REL_COUNT_FIRST || t->dims[0] > REL_COUNT)
		return corrupt(err, "the relation table's size is not one of this version's relation sets");
	cfg->relations = (int) t->dims[0];
	return true;
}

/*
 * Whether the parser can use the checkpoint's float buffer in place: the buffer holds
 * float32 (a float16 checkpoint is widened into a copy), stored little-endian (host order here), 4-byte aligned (the buffer starts at a multiple of 8
 * into the bytes), and laid out exactly as parser_layout lays out the parameters (what
 * parser_serialize writes; another writer may order or pad them differently).
 */
static bool
can_borrow(const Parser *p, const DtCheckpoint *ck)
{
#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
	return false;
#else
	if (ck->dtype != DT_CHECKPOINT_DTYPE_FLOAT32 ||
		((uintptr_t) ck->floats_le) % sizeof(float) != 0 || ck->n_floats != p->params.count)
		return false;
	for (int i = 0; i < p->params.n_tensors; i++)
	{
		const DtCheckpointTensor *ct = dt_checkpoint_find_tensor(ck, p->params.tensors[i].name);

		if (ct == NULL || ct->offset != p->params.tensors[i].offset)
			return false;
	}
	return true;
#endif
}

/*
 * The parser of a validated checkpoint.  borrow: an inference-only parser whose tensors
 * point into ck's float buffer when can_borrow() (no gradient, no optimiser state; the
 * bytes must outlive it), else one with its own copy of the weights (and no optimiser
 * state either).  Otherwise a parser with everything, as parser_deserialize returns.
 */
static Parser *
from_checkpoint(const DtCheckpoint *ck, bool borrow, DtError *err)
{
	ParserConfig cfg = parser_config_default();
	const DtCheckpointBlob *vb,
			   *sb;
	TextVocab  *vocab;
	Parser	   *p = NULL;
	DtError		cerr;
	char		state[256];
	int			epochs,
				prepared;
	long		steps,
				max_steps;
	double		mu;

	if (!parser_config_from_json(&cfg, ck->config_json, &cerr))
	{
		dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
					 "the checkpoint's configuration is invalid: %s", cerr.message);
		goto fail;
	}
	vb = dt_checkpoint_find_blob(ck, DT_CHECKPOINT_BLOB_VOCAB);
	sb = dt_checkpoint_find_blob(ck, BLOB_STATE);
	if (vb == NULL || sb == NULL)
	{
		corrupt(err, "the vocabulary or the parser state is missing");
		goto fail;
	}
	if (sb->len >= sizeof(state))
	{
		corrupt(err, "the parser state is too long");
		goto fail;
	}
	memcpy(state, sb->data, (size_t) sb->len);
	state[sb->len] = '\0';
	if (sscanf(state, "%d %ld %d %lf %ld", &epochs, &steps, &prepared, &mu, &max_steps) != 5 ||
		epochs < 0 || steps < 0 || (prepared != 0 && prepared != 1) || max_steps < 0)
	{
		corrupt(err, "the parser state is malformed");
		goto fail;
	}
	if (!read_relation_count(ck, &cfg, err))
		goto fail;
	vocab = read_vocab(vb, err);
	if (vocab == NULL)
		goto fail;
	p = parser_create_unallocated(&cfg, vocab, err);
	if (p == NULL)
		goto fail;
	{
		const DtCheckpointBlob *cb = dt_checkpoint_find_blob(ck, BLOB_CONSTANTS);

		if (cb == NULL)
		{
			corrupt(err, "the value constants are missing");
			goto fail;
		}
		if (!read_constants(p, cb, err))
			goto fail;
	}
	if (ck->n_tensors != p->params.n_tensors)
	{
		dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
					 "the checkpoint has %d tensors, the configuration implies %d",
					 ck->n_tensors, p->params.n_tensors);
		goto fail;
	}
	for (int i = 0; i < p->params.n_tensors; i++)
	{
		DtTensor   *t = &p->params.tensors[i];
		const DtCheckpointTensor *ct = dt_checkpoint_find_tensor(ck, t->name);
		bool		same = ct != NULL && ct->ndim == t->ndim;

		for (int k = 0; same && k < t->ndim; k++)
			same = ct->dims[k] == (uint32_t) t->shape[k];
		if (!same)
		{
			dt_error_set(err, DT_ERR_DATA_CORRUPTED, 0, NULL, NULL,
						 "tensor \"%s\" is missing from the checkpoint or has another shape", t->name);
			goto fail;
		}
	}
	if (borrow && can_borrow(p, ck))
	{
		/* read-only from here on: nothing that decodes writes a parameter */
		p->params.data = (float *) (uintptr_t) ck->floats_le;
		for (int i = 0; i < p->params.n_tensors; i++)
			p->params.tensors[i].data = p->params.data + p->params.tensors[i].offset;
		p->weights_borrowed = true;
	}
	else
	{
		float	   *host;

		if (!dt_params_allocate(&p->params, err))
			goto fail;
		host = parser_params_host(p);
		for (int i = 0; i < p->params.n_tensors; i++)
		{
			DtTensor   *t = &p->params.tensors[i];

			dt_checkpoint_copy_floats(ck, dt_checkpoint_find_tensor(ck, t->name)->offset,
									  t->numel, host + t->offset);
		}
		parser_params_host_done(p, host);
	}
	p->epochs_done = epochs;
	p->steps_done = steps;
	p->mu = mu;
	p->max_steps = max_steps;
	if (prepared && !borrow)
	{
		const DtCheckpointBlob *mb = dt_checkpoint_find_blob(ck, DT_CHECKPOINT_BLOB_ADAM_M),
				   *vb2 = dt_checkpoint_find_blob(ck, DT_CHECKPOINT_BLOB_ADAM_V),
				   *stb = dt_checkpoint_find_blob(ck, DT_CHECKPOINT_BLOB_ADAM_STEP);
		uint64_t	st;

		if (!mb || !vb2 || !stb || mb->len != sizeof(float) * p->params.count ||
			vb2->len != sizeof(float) * p->params.count || stb->len != sizeof(uint64_t))
		{
			corrupt(err, "the optimiser state is missing or has the wrong size");
			goto fail;
		}
		if (!parser_create_optimizer(p, err))
			goto fail;
		p->be->upload(p->be, p->adam.m, mb->data, (size_t) mb->len);
		p->be->upload(p->be, p->adam.v, vb2->data, (size_t) vb2->len);
		memcpy(&st, stb->data, sizeof(st));
		p->adam.step = (long) st;
		p->prepared = true;
	}
	return p;

fail:
	parser_free(p);
	return NULL;
}

Parser *
parser_deserialize(const void *bytes, size_t len, DtError *err)
{
	DtCheckpoint ck;
	Parser	   *p;

	if (!dt_checkpoint_read(bytes, len, &ck, err))
		return NULL;
	p = from_checkpoint(&ck, false, err);
	dt_checkpoint_free(&ck);
	return p;
}

Parser *
parser_from_checkpoint_borrowed(const DtCheckpoint *ck, DtError *err)
{
	return from_checkpoint(ck, true, err);
}
