/*
 * parser_core.h — the parser's core, which every stage of src/model builds on: the Parser
 * struct and its configuration-derived shapes, the named parameter tensors and their
 * views as the sequence layers take them, the optimiser's parameter groups, the scratch
 * memory (growable buffers on the parser's backend) and a parser's creation with its
 * vocabulary and value constants.
 *
 * The stages above it each have a header of their own: parser_encoder.h (the encoder),
 * parser_decoder.h (the decoder step, its heads and beam search's helpers) and
 * parser_train.h (teacher forcing, batches, the optimiser step).  Core calls none of them;
 * what a stage keeps in a core struct it hands over as a ParserOwned, which core frees
 * without knowing what it is.  parser.h stays the public API.
 */
#ifndef DTFIXUP_MODEL_PARSER_CORE_H
#define DTFIXUP_MODEL_PARSER_CORE_H

#include "model/parser.h"
#include "nn/adam.h"
#include "nn/backend.h"
#include "nn/rat_stack.h"
#include "nn/seq_lstm.h"
#include "nn/seq_mem_attention.h"
#include "nn/seq_mlp_head.h"
#include "nn/seq_pointer.h"
#include "nn/tensor.h"
#include "sql/sql_transition.h"
#include "text/vocabulary.h"

/* Parameter groups of the optimiser (App. C.5: the pre-transformer has its own rate). */
#define PARSER_GROUP_MAIN 0
#define PARSER_GROUP_PRE 1

/* Sub-word n-grams per word kept (n = 3..5 of "<word>"), and their range. */
#define PARSER_BUCKETS_PER_WORD 32

/*
 * Schema-linking features of a schema item (as in IRNet): 3 * name level + value level,
 * levels 0 none, 1 partial, 2 exact; a table's value level is the highest of its
 * columns'.  Rows 0..8 of enc.schema_link_emb are the columns', 9..17 the tables'.
 */
#define PARSER_N_LINK_TYPES 9
#define PARSER_NGRAM_MIN 3
#define PARSER_NGRAM_MAX 5

/* Rows of the action embedding: rules, then Reduce, SelectTable, SelectColumn, Value. */
#define PARSER_ACT_REDUCE SQL_RULE_COUNT_RULES
#define PARSER_ACT_TABLE (SQL_RULE_COUNT_RULES + 1)
#define PARSER_ACT_COLUMN (SQL_RULE_COUNT_RULES + 2)
#define PARSER_ACT_VALUE (SQL_RULE_COUNT_RULES + 3)
#define PARSER_N_ACT_ROWS (SQL_RULE_COUNT_RULES + 4)
/* Rows of the field ("node type") embedding: (rule, field) pairs, then the root. */
#define PARSER_FIELD_ROOT (SQL_RULE_COUNT_RULES * SQL_MAX_FIELDS)
#define PARSER_N_FIELD_ROWS (PARSER_FIELD_ROOT + 1)
/* Rule head outputs: every rule, then Reduce. */
#define PARSER_N_RULE_OUT (SQL_RULE_COUNT_RULES + 1)
/* Instances in scope told apart by rank (nearest first), clipped. */
#define PARSER_MAX_INSTANCE_RANK 8
/* Value-memory extra rows: text/integer/numeric type rows, from-database, absent, constant. */
#define PARSER_VROW_FROM_DB 3
#define PARSER_VROW_ABSENT 4
#define PARSER_VROW_CONSTANT 5
#define PARSER_N_VROWS 6
/* Numeric literals of the training SQL that no question says ("major" = population >
 * 150000 in GeoQuery), plus the integer 1 of LIMIT 1: at most this many, each with an
 * embedding row. */
#define PARSER_MAX_CONSTANTS 16

/* Indices of the named tensors in Parser.params. */
typedef struct ParserTensors
{
	int			word_emb, bucket_emb;	/* bucket_emb -1 when hash_buckets == 0 */
	int			q_lstm[2][4];	/* [direction][w_ih, w_hh, b_ih, b_hh] */
	int			s_lstm[2][4];
	int			act_emb, field_emb;
	int			dec_lstm[4];
	int			att[8];			/* wq bq wk bk wv bv wo bo */
	int			rule_mlp[4];	/* w1 b1 w2 b2 */
	int			tab_ptr[4];		/* wq bq wk bk */
	int			col_ptr[4];
	int			val_ptr[4];
	int			inst_emb, subcol_emb, val_rows, const_emb;
	int			link_emb;		/* schema-linking feature rows, added to the items of X */
} ParserTensors;

/* Growable scratch: grows to the largest example, then stays.  It lives on a backend's
 * device (grow_floats: be set) or on the host (grow_host: be NULL); grow_release frees it
 * where it lives. */
typedef struct Grow
{
	void	   *p;
	size_t		cap;			/* bytes */
	DtBackend  *be;
} Grow;

/* What a stage above core keeps in a core struct (the training workers in a Parser, the
 * batched teacher's buffers in a scratch): core frees it through release, never calling
 * up into the stage that made it. */
typedef struct ParserOwned
{
	void	   *state;
	void		(*release) (void *state);
} ParserOwned;

static inline void
parser_owned_release(ParserOwned *o)
{
	if (o->state != NULL)
		o->release(o->state);
	o->state = NULL;
	o->release = NULL;
}

/* Everything the forward / backward of one example writes besides the gradient: a training
 * worker has its own (parser_train.c), the Parser's own serves everything else. */
typedef struct ParserScratch
{
	RatWorkspace rat_ws;
	bool		rat_ws_ready;
	Grow		g_enc,
				g_int,
				g_head;
	Grow		g_beam,			/* beam search: its step buffers, and every step's h */
				g_hist,
				g_rule,			/* beam search: the rule head over the whole beam */
				g_parts,		/* beam search: the decoder input's parts (DecoderInputParts) */
				g_col_keys;		/* beam search: the column keys' parts (ColumnKeyParts) */
	/* host: the encoder's integer inputs before their upload, beam search's scores and
	 * legality masks after their download */
	Grow		h_int,
				h_logp,
				h_mask,
				h_rule;
	void	   *enc;			/* the encoder's buffers (EncBufs, parser_encoder.h) */
	/* the example the last complete decoding encode was of, and its output (in the
	 * encoder's buffers): a cascade's second decode of the same example reuses it
	 * (parser_decode_ensemble_reusing); any other encode clears it */
	const ParserExample *encoded_ex;
	const float *encoded_Y;
	void	   *schema;			/* the batch's schema encodings (SchemaCache,
								 * parser_encoder.h) ... */
	Grow		g_schema_enc,	/* ... and their buffers */
				g_schema_int;
	ParserOwned batch;			/* the batched teacher-forced loss's buffers
								 * (parser_teacher_batch.c) */
} ParserScratch;

struct Parser
{
	ParserConfig cfg;
	TextVocab  *vocab;
	DtBackend  *be;
	DtParams	params;
	ParserTensors t;
	RatStack	stack;
	DtAdam		adam;
	bool		adam_ready;
	bool		prepared;
	double		mu;
	long		max_steps;
	int			epochs_done;
	long		steps_done;
	int			n_const;		/* value constants (parser_core.c) */
	char	   *const_text[PARSER_MAX_CONSTANTS];
	SqlValueType const_type[PARSER_MAX_CONSTANTS];
	int			din_dec;		/* decoder LSTM input width */
	int			d_head;			/* [h | z] width */
	ParserScratch *sc;			/* this Parser's scratch (a worker's view: the worker's) */
	ParserOwned workers;		/* training workers beyond the calling thread (parser_train.c) */
	/* params.data points into checkpoint bytes the parser does not own (read-only, maybe
	 * a file mapped into several processes): no gradient buffer, never trained, and
	 * parser_free leaves the bytes alone (parser_from_checkpoint_borrowed) */
	bool		weights_borrowed;
	ParserStopCheck stop_check;	/* parser_set_stop_check, or NULL */
	void	   *stop_arg;
};

/* SwishRNN as the transformer's position-wise block (parser_swishrnn.c). */
extern const RatFfnHook parser_swishrnn_hook;

/* The relation-aware stack of a parser of c with `layers` layers of inner width d_ff
 * (parser_config.c; parser_params.c declares c's own). */
RatStackConfig parser_stack_config(const ParserConfig *c, int layers, int d_ff);

/* ---- parser_core.c ---- */

/* A parser with this vocabulary (taken over) and allocated, uninitialised parameters. */
Parser	   *parser_create_with_vocab(const ParserConfig *cfg, TextVocab *vocab, DtError *err);
/* The same with the parameters declared but not allocated (params.data NULL): the
 * caller points them at borrowed weights or allocates them (dt_params_allocate). */
Parser	   *parser_create_unallocated(const ParserConfig *cfg, TextVocab *vocab, DtError *err);
/* Add a value constant (no duplicates); false when the table is full. */
bool		parser_add_constant(Parser *p, const char *text, SqlValueType type);
/* The value constants of the training SQL (LIMIT's 1 first), added to p's. */
void		parser_collect_constants(Parser *p, ParserExample *const *train, int n_train);
/* Every stem of the training questions and schema names, with its count. */
TextVocab  *parser_training_word_counts(ParserExample *const *train, int n_train);
/* Add to v the words of counts that v lacks, most frequent first (ties by first
 * appearance), at most max_new of them. */
void		parser_vocab_add_most_frequent(TextVocab *v, const TextVocab *counts, int max_new);

/* ---- what the stages' files share ---- */

/* Bump allocator over a Grow: sizes first (counting pass), then pointers. */
typedef struct Carve
{
	char	   *base;
	size_t		used;
} Carve;

static inline void *
carve(Carve *c, size_t bytes)
{
	void	   *p = c->base ? c->base + c->used : NULL;

	c->used += (bytes + 63) & ~(size_t) 63;
	return p;
}

#define T_DATA(p, idx) ((p)->params.tensors[(idx)].data)
#define T_GRAD(p, idx) ((p)->params.tensors[(idx)].grad)

static inline uint64_t
mix64(uint64_t a, uint64_t b)
{
	uint64_t	z = a * 0x9E3779B97F4A7C15ull + b + 0x632BE59BD9B4E019ull;

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* Views of the named tensors as the sequence layers take them. */
static inline SeqLstmParams
lstm_params(const Parser *p, const int idx[4])
{
	SeqLstmParams lp = {T_DATA(p, idx[0]), T_DATA(p, idx[1]), T_DATA(p, idx[2]), T_DATA(p, idx[3])};

	return lp;
}

static inline SeqLstmGrads
lstm_grads(const Parser *p, const int idx[4])
{
	SeqLstmGrads lg = {T_GRAD(p, idx[0]), T_GRAD(p, idx[1]), T_GRAD(p, idx[2]), T_GRAD(p, idx[3])};

	return lg;
}

static inline SeqBiLstmParams
bilstm_params(const Parser *p, const int idx[2][4])
{
	SeqBiLstmParams bp;

	bp.fwd = lstm_params(p, idx[0]);
	bp.bwd = lstm_params(p, idx[1]);
	return bp;
}

static inline SeqBiLstmGrads
bilstm_grads(const Parser *p, const int idx[2][4])
{
	SeqBiLstmGrads bg;

	bg.fwd = lstm_grads(p, idx[0]);
	bg.bwd = lstm_grads(p, idx[1]);
	return bg;
}

static inline SeqMemAttentionParams
att_params(const Parser *p)
{
	const int  *a = p->t.att;
	SeqMemAttentionParams ap = {T_DATA(p, a[0]), T_DATA(p, a[1]), T_DATA(p, a[2]), T_DATA(p, a[3]),
	T_DATA(p, a[4]), T_DATA(p, a[5]), T_DATA(p, a[6]), T_DATA(p, a[7])};

	return ap;
}

static inline SeqMemAttentionGrads
att_grads(const Parser *p)
{
	const int  *a = p->t.att;
	SeqMemAttentionGrads ag = {T_GRAD(p, a[0]), T_GRAD(p, a[1]), T_GRAD(p, a[2]), T_GRAD(p, a[3]),
	T_GRAD(p, a[4]), T_GRAD(p, a[5]), T_GRAD(p, a[6]), T_GRAD(p, a[7])};

	return ag;
}

static inline SeqPointerParams
ptr_params(const Parser *p, const int idx[4])
{
	SeqPointerParams pp = {T_DATA(p, idx[0]), T_DATA(p, idx[1]), T_DATA(p, idx[2]), T_DATA(p, idx[3])};

	return pp;
}

static inline SeqPointerGrads
ptr_grads(const Parser *p, const int idx[4])
{
	SeqPointerGrads pg = {T_GRAD(p, idx[0]), T_GRAD(p, idx[1]), T_GRAD(p, idx[2]), T_GRAD(p, idx[3])};

	return pg;
}

static inline SeqMlpHeadParams
mlp_params(const Parser *p)
{
	const int  *m = p->t.rule_mlp;
	SeqMlpHeadParams mp = {T_DATA(p, m[0]), T_DATA(p, m[1]), T_DATA(p, m[2]), T_DATA(p, m[3])};

	return mp;
}

static inline SeqMlpHeadGrads
mlp_grads(const Parser *p)
{
	const int  *m = p->t.rule_mlp;
	SeqMlpHeadGrads mg = {T_GRAD(p, m[0]), T_GRAD(p, m[1]), T_GRAD(p, m[2]), T_GRAD(p, m[3])};

	return mg;
}

/* ---- parser_params.c ---- */

/* Declare tensors for cfg and allocate them (vocab set first). */
bool		parser_layout(Parser *p, DtError *err);
/* Only declare them: names, shapes, offsets; no buffer yet (a parser that borrows its
 * weights points the tensors into the checkpoint instead, parser_io.c). */
bool		parser_declare_params(Parser *p, DtError *err);
/* Xavier for everything, the stack included (the stack is re-initialised by prepare). */
void		parser_init_weights(Parser *p);
/* The whole parameter buffer for the host to edit: params.data itself where device memory
 * is host memory, else a downloaded copy that parser_params_host_done uploads and frees. */
float	   *parser_params_host(Parser *p);
void		parser_params_host_done(Parser *p, float *host);
bool		parser_create_optimizer(Parser *p, DtError *err);

/* ---- parser_scratch.c ---- */

/* g's buffer on be's device, at least count floats; growing it drops its contents (the new
 * one is zeroed).  grow_floats_keep keeps the first keep floats. */
void	   *grow_floats(DtBackend *be, Grow *g, size_t count);
void	   *grow_floats_keep(DtBackend *be, Grow *g, size_t count, size_t keep);
/* g's buffer in host memory, at least bytes; growing it drops its contents. */
void	   *grow_host(Grow *g, size_t bytes);
void		grow_release(Grow *g);
/* bytes of the device buffer dev readable on the host: dev itself where device memory is
 * host memory (nothing copied), else a copy downloaded into *staging. */
const void *parser_host_view(DtBackend *be, Grow *staging, const void *dev, size_t bytes);
void		parser_scratch_free(ParserScratch *sc);
void		parser_scratch_release(ParserScratch *sc);	/* its buffers, not sc */

#endif
