/*
 * parser_encoder.h — the SQL-SP encoder (DT-Fixup paper, Appendix C.1): word and sub-word
 * embeddings, the question BiLSTM, the schema items' name BiLSTM summaries, the
 * schema-linking feature rows and the relation-aware stack on top.
 *
 * One example's forward serves decoding and DT-Fixup's μ (parser_encoder.c).  Training
 * runs the encoder over a worker's group of examples (its BiLSTMs once for the group,
 * parser_encoder_batch.c; the stack over padded parts, parser_teacher_batch.c), with the
 * batch's schema cache; its backward exists only in that form.
 */
#ifndef DTFIXUP_MODEL_PARSER_ENCODER_H
#define DTFIXUP_MODEL_PARSER_ENCODER_H

#include "model/parser_core.h"

/* The encoder's buffers for one example (carved from p->sc->g_enc / p->sc->g_int). */
typedef struct EncBufs
{
	int			nq, ns, n, Ts, K;
	int		   *q_word, *q_bucket, *s_word, *s_bucket, *s_len, *q_len, *rel, *len;
	int		   *s_link;			/* per schema item: its row of enc.schema_link_emb */
	const int  *s_link_host;	/* the same on the host (which rows the host adds) */
	const int  *s_len_host;		/* s_len on the host (a group's BiLSTM pass lays names out) */
	const int  *rel_host;		/* rel on the host (a group's stack pass lays relations out) */
	float	   *q_emb, *q_cache, *q_out, *s_emb, *s_cache, *s_out, *s_hfin, *X, *Xd;
	float	   *dX, *dXd, *ds_out, *ds_hfin, *dq_emb, *ds_emb, *lstm_ws;
	const float *Y;
	bool		training;
	bool		schema_cached;	/* X's schema rows came from the batch's schema cache */
	bool		schema_batched; /* its schema items' names run in a group's BiLSTM pass */
	uint64_t	seed;
} EncBufs;

/* The batch's schema encodings (schema_encode), one per scratch; their buffers are the
 * scratch's g_schema_enc and g_schema_int. */
typedef struct SchemaCache
{
	bool		on;				/* a batch is running: use and fill the cache */
	const SchemaGraph *graph;	/* whose encodings e holds, or NULL */
	EncBufs		e;				/* its X rows after the question: the encodings; dX: their
								 * gradient summed over the batch's examples */
} SchemaCache;

/* ---- one example's forward (parser_encoder.c) ---- */

/* Encoder output for one example without dropout: Y (n_items, d_model) in the workspace;
 * X before dropout into *x_out when not NULL (DT-Fixup's μ). */
const float *parser_encode(Parser *p, const ParserExample *ex, const float **x_out);
/* The same in two halves, so that several parsers encode one example at once (decoding):
 * the host features (stemming and hashing allocate with dt_alloc) on the calling thread,
 * then the rest (no dt_alloc) on any thread, before p's next encode.  finish asks p's stop
 * check between the stack's layers: *stopped true means it stopped early and the output
 * is partial. */
EncBufs    *parser_encode_begin(Parser *p, const ParserExample *ex);
const float *parser_encode_finish(Parser *p, const ParserExample *ex, EncBufs *e, bool *stopped);

/* The same in smaller steps: the example's buffers carved from p's scratch (the last
 * forward's, kept for a backward: p->sc->enc), its integer inputs uploaded (computed on the
 * host and laid out as enc_carve lays them out, e.g. a teacher plan's), then the arithmetic
 * in full with dropout when training (a workspace that keeps what a backward needs). */
EncBufs    *enc_prepare(Parser *p, const ParserExample *ex, size_t *ibytes_out);
void		enc_upload_ints(Parser *p, EncBufs *e, const void *host_ints, size_t ibytes);
const float *encode_forward(Parser *p, const ParserExample *ex, EncBufs *e, bool training,
							uint64_t seed, const float **x_out);

/* The example's integer inputs on the host, for a teacher plan: its shape (question tokens,
 * schema items, their longest name), the layout of its buffers (NULL bases: sizes only),
 * the word ids and sub-word buckets of the question and the names with the items' link
 * rows (stemming and hashing allocate with dt_alloc: calling thread only), and its
 * relation ids as p's relation tables read them, with its length. */
void		enc_shape(const Parser *p, const ParserExample *ex, EncBufs *e);
void		enc_carve(Parser *p, EncBufs *e, char *fbase, char *ibase, size_t *fbytes,
					  size_t *ibytes);
void		enc_word_features(const Parser *p, const ParserExample *ex, EncBufs *e);
void		enc_relations(const Parser *p, const ParserExample *ex, EncBufs *e);

/* The relation-aware stack's dropout seed for an example's encoder seed. */
static inline uint64_t
enc_stack_seed(uint64_t seed)
{
	return mix64(seed, 12);
}

/* ---- a training group's encoder (parser_encoder.c, parser_encoder_batch.c) ---- */

/* Between begin and flush (one batch, parameters unchanged), examples of one schema share
 * its items' encodings: computed once, their gradients summed, one backward at the flush
 * (into p's gradient). */
void		parser_schema_cache_begin(Parser *p);
void		parser_schema_cache_flush(Parser *p);
/* Sizes the cache for ex's schema (calling thread: it allocates, so that a training worker
 * using the cache does not). */
void		parser_schema_cache_reserve(Parser *p, const ParserExample *ex);

/*
 * The encoder below the stack for a training worker's group of examples, on integer
 * inputs computed before (a teacher plan's, laid out as enc_carve lays them out): per
 * example encode_group_embed (the embeddings, and the schema items' encodings where the
 * batch's schema cache serves the example), then the group's BiLSTMs (EncGroup, below),
 * then per example encode_group_finish (the stack's input into the buffers' Xd); the
 * stack runs over the group.  After the stack's backward (its input gradient in the
 * buffers' dXd) per example encode_backward_inputs, on the last forward's buffers
 * (p->sc->enc: a group swaps each example's into the scratch), then the group's BiLSTM
 * backward and per example encode_embed_backward.  The returned buffers are the
 * scratch's.
 */
EncBufs    *encode_group_embed(Parser *p, const ParserExample *ex, const int *ints,
							   bool training, uint64_t seed);
void		encode_group_finish(Parser *p, EncBufs *e);
/* dXd back through the dropout on X and the link rows into dX, the BiLSTMs' outputs'
 * gradient (a cached schema's rows into the cache's). */
void		encode_backward_inputs(Parser *p);
void		encode_embed_backward(Parser *p, const EncBufs *e);

/* A group's BiLSTM pass: the questions padded to the longest, the names of the items
 * whose schema the batch's schema cache does not serve padded to the longest name, each
 * one BiLSTM call forward and backward (device buffers carved from g). */
typedef struct EncGroup
{
	Grow		g;
	int		   *len_host;		/* host staging of the lengths */
	size_t		cap_len_host;
	int			Bq,				/* questions (the group's examples) */
				Tq,				/* the longest question */
				S,				/* names in the pass */
				Ts;				/* the longest name */
	float	   *q_in, *q_out, *q_cache, *dq_out, *dq_in;
	float	   *s_in, *s_out, *s_hfin, *s_cache, *s_sum, *ds_out, *ds_hfin, *ds_in, *ws;
	int		   *q_len, *s_len;
} EncGroup;

/* Sizes g for any group of these examples (calling thread: it allocates). */
void		enc_group_reserve(Parser *p, EncGroup *g, ParserExample *const *batch,
							  const int *examples, int n);
/* The BiLSTMs of es[0..n-1] after their encode_group_embed: e->q_out and, where
 * schema_batched, X's schema rows. */
void		enc_group_forward(Parser *p, EncGroup *g, EncBufs *const *es, int n);
/* Their backward from the examples' dX (after encode_backward_inputs): the BiLSTMs'
 * parameter gradients, each e->dq_emb and (schema_batched) e->ds_emb. */
void		enc_group_backward(Parser *p, EncGroup *g, EncBufs *const *es, int n);
void		enc_group_release(EncGroup *g);

#endif
