/*
 * parser_internal.h — what the parser's .c files share (not a public API): the Parser
 * struct, its parameter layout, the per-step decoder bookkeeping and the workspace.
 */
#ifndef DTFIXUP_MODEL_PARSER_INTERNAL_H
#define DTFIXUP_MODEL_PARSER_INTERNAL_H

#include <pthread.h>

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
/* Longest decode (actions) before a hypothesis is abandoned. */
#define PARSER_MAX_DECODE_STEPS 400

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

/* The decoder's mirror of the transition system's open nodes, for parent feeding. */
typedef struct ParentFrame
{
	int			step;			/* the step that applied the rule */
	int			rule;
	int			field;			/* next field */
} ParentFrame;

typedef struct ParentStack
{
	int			n;
	int			cap;
	ParentFrame *frames;
} ParentStack;

/* What one decoder step needs to know about its input, from the transition system. */
typedef struct StepInput
{
	int			prev_act_row;	/* action-embedding row of a_{t-1}, -1 at t = 0 */
	int			prev_y_row;		/* a_{t-1} selected a table or schema column: its row of
								 * the encoder output Y, else -1 */
	int			prev_value;		/* a_{t-1} produced a value: its value-memory row, else -1 */
	int			parent_step;	/* -1 at the root */
	int			parent_act_row;	/* -1 at the root */
	int			field_row;
	int			parent_hist_row;	/* beam search: the row of h_{p_t} in the decode's
									 * history of h, -1 at the root */
} StepInput;

/* Column candidates of a COLUMN frontier: (instance, column) and their memory source. */
typedef struct ColumnCandidate
{
	int			instance;
	int			column;
	int			rank;			/* of the instance in scope, clipped */
	int			graph_column;	/* global schema column, or -1 for a subquery column */
} ColumnCandidate;

/* Growable scratch: grows to the largest example, then stays.  It lives on a backend's
 * device (grow_floats: be set) or on the host (grow_host: be NULL); grow_release frees it
 * where it lives. */
typedef struct Grow
{
	void	   *p;
	size_t		cap;			/* bytes */
	DtBackend  *be;
} Grow;

/* Teacher forcing of one example, worked out from its gold actions before any arithmetic
 * (parser_teacher_plan): the transition system, the stemmer and the sub-word hashing
 * allocate with dt_alloc (palloc in a backend), so they run on the calling thread, and the
 * training workers (parser_train.c) only do arithmetic on malloc'd memory. */
typedef struct TeacherStep
{
	StepInput	in;
	SqlFrontierKind kind;		/* of the frontier the step's head scores */
	int			target;			/* the gold choice among the head's M outputs; -1: not scored */
	int			M;				/* outputs of the head (rules, tables, candidates, values) */
	size_t		mask;			/* offset of the head's M legality bytes in TeacherPlan.masks */
	int			cands;			/* COLUMN: offset of its M candidates in TeacherPlan.cands */
} TeacherStep;

typedef struct TeacherPlan
{
	int			T;
	TeacherStep *steps;
	int			cap_steps;
	uint8_t    *masks;
	size_t		n_masks,
				cap_masks;
	ColumnCandidate *cands;
	int			n_cands,
				cap_cands;
	int		   *enc_ints;		/* the encoder's integer inputs (word ids, buckets, lengths) */
	size_t		enc_int_bytes,
				cap_enc_ints;
	int			max_M;			/* largest head of the example */
	/* rows of enc.word_emb ([0]) and enc.bucket_emb ([1]) the backward adds into, with
	 * repeats: a worker zeroes and sums only these rows of the embeddings' gradients */
	int		   *emb_rows[2];
	int			n_emb_rows[2],
				cap_emb_rows[2];
} TeacherPlan;

/* Everything the forward / backward of one example writes besides the gradient: a training
 * worker has its own (parser_train.c), the Parser's own serves everything else. */
typedef struct ParserScratch
{
	RatWorkspace rat_ws;
	bool		rat_ws_ready;
	Grow		g_enc,
				g_dec,
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
	void	   *enc;			/* the encoder's buffers (parser_encoder.c) */
	/* the example the last complete decoding encode was of, and its output (in the
	 * encoder's buffers): a cascade's second decode of the same example reuses it
	 * (parser_decode_ensemble_reusing); any other encode clears it */
	const ParserExample *encoded_ex;
	const float *encoded_Y;
	ColumnCandidate *cands;		/* beam search: column candidates of the current step */
	int			cap_cands;
	TeacherPlan plan;			/* parser_example_loss's */
	void	   *schema;			/* the batch's schema encodings (parser_encoder.c) */
	void	   *batch;			/* the batched teacher-forced loss's buffers
								 * (parser_teacher_batch.c) */
} ParserScratch;

typedef struct ParserWorkers ParserWorkers;

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
	int			n_const;		/* value constants (parser.c) */
	char	   *const_text[PARSER_MAX_CONSTANTS];
	SqlValueType const_type[PARSER_MAX_CONSTANTS];
	int			din_dec;		/* decoder LSTM input width */
	int			d_head;			/* [h | z] width */
	ParserScratch *sc;			/* this Parser's scratch (a worker's view: the worker's) */
	ParserWorkers *workers;		/* training workers beyond the calling thread, or NULL */
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

/* ---- parser.c ---- */

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

/* ---- what the network's files (parser_params.c ... parser_scratch.c) share ---- */

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

static inline void
add_into(float *dst, const float *src, int n)
{
	for (int i = 0; i < n; i++)
		dst[i] += src[i];
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

/* ---- parser_encoder.c ---- */

/* The encoder's buffers for one example (carved from p->sc->g_enc / p->sc->g_int). */
typedef struct EncBufs
{
	int			nq, ns, n, Ts, K;
	int		   *q_word, *q_bucket, *s_word, *s_bucket, *s_len, *q_len, *rel, *len;
	int		   *s_link;			/* per schema item: its row of enc.schema_link_emb */
	const int  *s_link_host;	/* the same on the host (which rows the host adds) */
	const int  *s_len_host;		/* s_len on the host (a group's BiLSTM pass lays names out) */
	float	   *q_emb, *q_cache, *q_out, *s_emb, *s_cache, *s_out, *s_hfin, *X, *Xd;
	float	   *dX, *dXd, *ds_out, *ds_hfin, *dq_emb, *ds_emb, *lstm_ws;
	const float *Y;
	bool		training;
	bool		schema_cached;	/* X's schema rows came from the batch's schema cache */
	bool		question_batched;	/* the question's BiLSTM runs in a group's pass */
	bool		schema_batched; /* so does the name BiLSTM of its schema items */
	uint64_t	seed;
} EncBufs;

/* The batch's schema encodings (schema_encode), one per scratch. */
typedef struct SchemaCache
{
	bool		on;				/* a batch is running: use and fill the cache */
	const SchemaGraph *graph;	/* whose encodings e holds, or NULL */
	EncBufs		e;				/* its X rows after the question: the encodings; dX: their
								 * gradient summed over the batch's examples */
	Grow		g_enc,
				g_int;
} SchemaCache;

/* Encoder output for one example: Y (n_items, d_model) in the workspace; X before dropout
 * into *x_out when not NULL. */
const float *parser_encode(Parser *p, const ParserExample *ex, bool training, uint64_t seed,
						   const float **x_out);
/* parser_encode (no dropout) asking p's stop check between the stack's layers: *stopped
 * true means it stopped early and the output is partial (parser_decode). */
const float *parser_encode_stoppable(Parser *p, const ParserExample *ex, bool *stopped);
/* parser_encode_stoppable in two halves, so that several parsers encode one example at
 * once: the host features (stemming and hashing allocate with dt_alloc) on the calling
 * thread, then the rest (no dt_alloc) on any thread, before p's next encode. */
EncBufs    *parser_encode_begin(Parser *p, const ParserExample *ex);
const float *parser_encode_finish(Parser *p, const ParserExample *ex, EncBufs *e, bool *stopped);

/*
 * A second thread for the decodes of an ensemble on the CPU (parser_beam_pair.c): a job
 * runs on members first, first + stride, ...; beam_pair_run runs it with (0, 2) on the
 * calling thread and (1, 2) on the second, and returns when both are done (pair NULL:
 * (0, 1) on the calling thread alone).  The job may not call PostgreSQL or dt_alloc.
 * beam_pair_begin gives the process's pair for one decode (NULL when no thread can be
 * had), beam_pair_end closes the decode.
 */
typedef void (*BeamPairJob) (void *arg, int first, int stride);
typedef struct BeamPair
{
	bool		started;
	bool		in_decode;		/* between beam_pair_begin and beam_pair_end */
	pthread_t	thread;
	pthread_mutex_t lock;
	pthread_cond_t wake;
	BeamPairJob job;
	void	   *arg;
	unsigned	posted;			/* jobs handed over (the calling thread counts them) */
	unsigned	finished;		/* the last job the second thread finished */
	int			stop;			/* the calling thread's stop verdict, passed on */
	DtThreadFailure failure;	/* a dt_fatal that ended the second thread */
	int			blas_threads;	/* OpenBLAS's threads before the decode, put back after */
} BeamPair;

BeamPair   *beam_pair_begin(void);
void		beam_pair_run(BeamPair *pair, BeamPairJob job, void *arg);
void		beam_pair_end(BeamPair *pair);

/* Backward of the last parser_encode given dY (n_items, d_model): gradients accumulate. */
void		parser_encode_backward(Parser *p, const float *dY);

/* Vocabulary ids of a word (stemmed), -1 / UNK when unknown. */
int			parser_word_id(const Parser *p, const char *word);

/* Between begin and flush (one batch, parameters unchanged), examples of one schema share
 * its items' encodings: computed once, their gradients summed, one backward at the flush
 * (into p's gradient).  parser_example_loss_planned uses it; nothing else does. */
void		parser_schema_cache_begin(Parser *p);
void		parser_schema_cache_flush(Parser *p);

/* The encoder's steps, for the teacher plan (integer inputs laid out as the encoder
 * lays them out), parser_reserve_scratch (buffers sized before any arithmetic) and the
 * teacher-forced loss (encode_planned: the encoder on a plan's integer inputs). */
SchemaCache *schema_cache(Parser *p);
void		enc_shape(const Parser *p, const ParserExample *ex, EncBufs *e);
void		enc_carve(Parser *p, EncBufs *e, char *fbase, char *ibase, size_t *fbytes,
					  size_t *ibytes);
void		enc_word_features(const Parser *p, const ParserExample *ex, EncBufs *e);
/* e's relation ids (from ex) and length: with the word features, the rest of its ints. */
void		enc_relations(const Parser *p, const ParserExample *ex, EncBufs *e);
EncBufs    *enc_prepare(Parser *p, const ParserExample *ex, size_t *ibytes_out);
void		ensure_rat_workspace(Parser *p, int n, bool backward);
const float *encode_planned(Parser *p, const ParserExample *ex, const TeacherPlan *plan,
							bool training, uint64_t seed);
/* The same in pieces, for a training worker's group of examples: per example
 * encode_planned_embed (the embeddings), then the group's BiLSTMs (EncGroup, below), then
 * per example encode_planned_finish (the stack's input into the returned buffers' Xd); the
 * stack runs over the group.  After the stack's backward (its input gradient in the
 * buffers' dXd) per example encode_backward_inputs, on the last forward's buffers
 * (enc_state: a group swaps each example's into the scratch), then the group's BiLSTM
 * backward and per example encode_embed_backward. */
EncBufs    *encode_planned_embed(Parser *p, const ParserExample *ex, const TeacherPlan *plan,
								 bool training, uint64_t seed);
void		encode_planned_finish(Parser *p, EncBufs *e);
void		encode_backward_inputs(Parser *p);
void		encode_embed_backward(Parser *p, const EncBufs *e);

/* ---- parser_encoder_batch.c ---- */

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
/* The BiLSTMs of es[0..n-1] after their encode_planned_embed: e->q_out and, where
 * schema_batched, X's schema rows. */
void		enc_group_forward(Parser *p, EncGroup *g, EncBufs *const *es, int n);
/* Their backward from the examples' dX (after encode_backward_inputs): the BiLSTMs'
 * parameter gradients, each e->dq_emb and (schema_batched) e->ds_emb. */
void		enc_group_backward(Parser *p, EncGroup *g, EncBufs *const *es, int n);
void		enc_group_release(EncGroup *g);

/* The relation-aware stack's dropout seed for an example's encoder seed. */
static inline uint64_t
enc_stack_seed(uint64_t seed)
{
	return mix64(seed, 12);
}

/* ---- parser_decoder.c ---- */

/* The decoder's fixed per-example memory: attention kv, table keys, value keys. */
typedef struct DecoderMemory
{
	const float *Y;
	const SchemaGraph *graph;
	int			n_items, n_q, n_cols, n_tabs;
	float	   *kv;				/* (2, n_items, D) */
	float	   *tab_keys;		/* (n_tabs, D) */
	float	   *val_mem;		/* (n_val, D) */
	float	   *val_keys;		/* (n_val, D) */
	int			n_val;			/* example values, then constants, then "absent" */
} DecoderMemory;

/*
 * The decoder LSTM's input product of one beam search by part of x_t
 * (parser_decoder_input.c): the parts that repeat across steps and hypotheses (a_{t-1},
 * the parent's a_{p_t} and n_t, y_{t-1}, h_{p_t}) are multiplied once per decode, when a
 * row first needs them, and kept in a pool of rows (4 Hd floats each) in the parser's
 * scratch, in the order they were made; a step multiplies z_{t-1} alone.  Host backends
 * only (begin returns false elsewhere: the cell then multiplies the whole x_t).
 */
typedef struct DecoderInputParts
{
	bool		on;
	int			n_items,		/* rows of Y */
				n_val;			/* rows of the value memory */
	int		   *slot;			/* host: each part's row in the pool, -1 until made; keyed
								 * by action row (the last: the first step, biases alone),
								 * then field row, row of Y, value-memory row, history row */
	size_t		n_keys;
	float	   *rows;			/* the pool (device) */
	size_t		n_rows;			/* rows made */
} DecoderInputParts;

bool		parser_decoder_parts_begin(Parser *p, DecoderInputParts *dp, int n_items, int n_val);
void		parser_decoder_parts_step(Parser *p, DecoderInputParts *dp, int step, int K);
void		parser_decoder_parts_gates(Parser *p, DecoderInputParts *dp, const DecoderMemory *mem,
									   int B, const StepInput *in, const float *hist,
									   const float *const *z_prev, float *gates, float *x,
									   float *out);
void		parser_decoder_parts_end(DecoderInputParts *dp);

/* One decoder step without gradients for B hypotheses at once (beam search): one LSTM
 * matrix product for all (or, with parts on, the parts' rows and one product of z_{t-1};
 * hist: the decode's history of h that in[b].parent_hist_row indexes), and their B
 * queries over the one attention memory; inputs are per row (NULL h_prev (with c_prev),
 * z_prev, h_parent rows are zeros); outputs H, C (B, Hd), Z (B, D), U (B, Hd+D).  Every
 * buffer is a device buffer. */
size_t		parser_decoder_batch_scratch(const Parser *p, int B, int n_items);
void		parser_decoder_cell_batch(Parser *p, const DecoderMemory *mem,
									  DecoderInputParts *parts, const float *hist, int B,
									  const StepInput *in, const float *const *h_prev,
									  const float *const *c_prev, const float *const *z_prev,
									  const float *const *h_parent, float *H, float *C, float *Z,
									  float *U, float *scratch);
void		parser_decoder_memory(Parser *p, const ParserExample *ex, const float *Y,
								  DecoderMemory *mem, float *buf);
size_t		parser_decoder_memory_floats(const Parser *p, const ParserExample *ex);

/* Parent stack bookkeeping (mirror of the transition system's frames). */
void		parent_stack_apply(ParentStack *s, const SqlAction *a, int step);
void		parent_stack_copy(ParentStack *dst, const ParentStack *src);
void		parent_stack_free(ParentStack *s);
void		parent_stack_step_input(const ParentStack *s, const SqlFrontier *fr,
									int prev_act_row, StepInput *in);
int			parser_action_row(const SqlAction *a);

/* x_t (parser_decoder.c explains its slots): the teacher-forced loss builds it too. */
void		build_step_input(const Parser *p, const DecoderMemory *mem, const StepInput *in,
							 const float *z_prev, const float *h_parent, float *x);
/* Gradient of value-memory row v (drow) into the value rows, constants and dY. */
void		value_memory_row_backward(Parser *p, const ParserExample *ex, const float *drow,
									  int v, float *dY);

/* ---- parser_heads.c ---- */

/* Log-probabilities of the legal choices at a frontier (no gradients).  Fills logp (host
 * memory) for rules (PARSER_N_RULE_OUT, -INF where illegal), tables, column candidates or
 * values; u and scratch are device buffers, and each head downloads its scores. */
int			parser_column_candidates(const TsState *ts, const SchemaGraph *g,
									 const SqlFrontier *fr, ColumnCandidate **cands, int *cap);
void		parser_rule_logp(Parser *p, const float *u, const SqlFrontier *fr, float *logp,
							 float *scratch);

/* The rule head's logits of n decoder outputs u (rows d_head apart) in one pass, into host
 * rows of PARSER_N_RULE_OUT; scratch: parser_rule_scratch(p, n) floats on the backend.
 * Each row equals what a pass over that row alone gives (on the CPU, for n <= 8: the
 * few-row kernel sums each output in the same order whatever the number of rows). */
void		parser_rule_logits(Parser *p, const float *u, int n, float *logits, float *scratch);
size_t		parser_rule_scratch(const Parser *p, int n);
/* The rules' log-probabilities at frontier fr from its row of rule logits (-INF where
 * illegal); logp may be logits. */
void		parser_rule_logp_from_logits(const float *logits, const SqlFrontier *fr, float *logp);
void		parser_table_logp(Parser *p, const DecoderMemory *mem, const float *u, float *logp,
							  float *scratch);
/*
 * The column pointer's keys of one beam search by part: a candidate's memory row is its
 * column's encoding (or a subquery column's embedding) plus its instance rank's embedding,
 * and the key an affine map of it, so each part's product is made once per decode, when a
 * candidate first needs it, and a step adds two rows per candidate (parser_heads.c).  Host
 * backends only (begin returns false elsewhere: every step multiplies its candidates' rows).
 */
typedef struct ColumnKeyParts
{
	bool		on;
	int			n_cols;			/* schema columns */
	float	   *cols,			/* (n_cols, D): a schema column's row of Y times W_k */
			   *subs,			/* (RANK, D): a subquery column's embedding times W_k */
			   *ranks;			/* (RANK, D): an instance rank's embedding times W_k, plus b_k */
	uint8_t    *have;			/* host: which rows of cols, subs, ranks are made */
	const float **src;			/* host: a step's rows to multiply and where their */
	float	  **dst;			/* products go (cap_rows of each, grown, kept per decode) */
	int			cap_rows;
} ColumnKeyParts;

bool		parser_column_keys_begin(Parser *p, ColumnKeyParts *ck, int n_cols);
void		parser_column_keys_end(ColumnKeyParts *ck);
/* ck: NULL or off: the keys from the candidates' memory rows, as training computes them */
void		parser_column_logp(Parser *p, const DecoderMemory *mem, ColumnKeyParts *ck,
							   const float *u, const ColumnCandidate *cands, int n, float *logp,
							   float *scratch);
void		parser_value_logp(Parser *p, const DecoderMemory *mem, const ParserExample *ex,
							  const float *u, const SqlFrontier *fr, float *logp, float *scratch);
size_t		parser_head_scratch(const Parser *p, int n_cands);

/* Which value candidates a VALUE frontier accepts. */
bool		parser_value_allowed(const Parser *p, const ParserExample *ex,
									 const SqlFrontier *fr, int v);
/* Value-head index of the gold literal of step t (example candidate, else constant), -1. */
int			parser_value_target(const Parser *p, const ParserExample *ex, int t);
/* Literal of value-head index v (not "absent"). */
const char *parser_value_text(const Parser *p, const ParserExample *ex, int v, SqlValueType *type);

/* Pieces of the heads the teacher plan and the teacher-forced loss share: the rule head's
 * legality mask, and the column candidates' memory rows and their backward. */
void		rule_mask(const SqlFrontier *fr, uint8_t *mask);
void		column_memory(const Parser *p, const DecoderMemory *mem, const ColumnCandidate *cands,
						  int n, float *cm);
void		column_memory_backward(Parser *p, const DecoderMemory *mem,
								   const ColumnCandidate *cands, int n, const float *dcm, float *dY);

/* ---- parser_teacher_plan.c, parser_teacher_loss.c ---- */

/* Teacher-forced loss of one example; with backward, gradients accumulate scaled by
 * grad_scale.  Returns the loss (sum over scored actions). */
double		parser_example_loss(Parser *p, const ParserExample *ex, bool training,
								bool backward, float grad_scale, uint64_t seed);

/* The same in two halves: the plan (calling thread: dt_alloc allowed), then the arithmetic
 * (any thread: touches only p's scratch, p's gradient and malloc'd memory, once
 * parser_reserve_scratch has sized p's scratch for the example). */
void		parser_teacher_plan(Parser *p, const ParserExample *ex, TeacherPlan *plan);
/* The plan of a training example whose dropout seed is seed: with option word_dropout, some
 * known words read as unknown ones (drawn from seed); else parser_teacher_plan's. */
void		parser_teacher_plan_training(Parser *p, const ParserExample *ex, uint64_t seed,
										 TeacherPlan *plan);
void		parser_teacher_plan_free(TeacherPlan *plan);
void		parser_reserve_scratch(Parser *p, const ParserExample *ex, const TeacherPlan *plan);
/* The same without the relation-aware stack's workspace (a batched stack has its own). */
void		parser_reserve_scratch_inputs(Parser *p, const ParserExample *ex,
										  const TeacherPlan *plan);
double		parser_example_loss_planned(Parser *p, const ParserExample *ex,
										const TeacherPlan *plan, bool training, bool backward,
										float grad_scale, uint64_t seed);

/* Where a teacher-forced head reads its step's u = [h | z] and writes its gradients. */
typedef struct TeacherHeadIo
{
	const float *u;
	float	   *du;				/* accumulated */
	float	   *dY, *dtabk, *dvalk;	/* the example's memory gradients, accumulated */
} TeacherHeadIo;

/* Loss of the head of plan step t (0 when the step scores nothing), and with backward its
 * gradients scaled by gscale. */
double		parser_teacher_head(Parser *p, const ParserExample *ex, const DecoderMemory *mem,
								const TeacherHeadIo *io, const TeacherPlan *plan, int t,
								bool backward, float gscale);

/*
 * The decoder LSTM's input x_t = [a_{t-1} | y_{t-1} | z_{t-1} | h_{p_t} | a_{p_t} | n_t]
 * (build_step_input): under teacher forcing only z_{t-1} and h_{p_t} (the recurrent slots,
 * from DEC_REC_OFF on, D + Hd wide) wait for earlier steps; the other slots (the fixed
 * ones: [0, A + D) and [A + 2D + Hd, Din)) are known for all steps at once.
 */
#define DEC_REC_OFF(p) ((p)->cfg.action_dim + (p)->cfg.d_model)
#define DEC_FIX2_OFF(p) (DEC_REC_OFF(p) + (p)->cfg.d_model + (p)->cfg.decoder_hidden)

/* G (T, 4Hd) = the fixed slots of X (T, Din) times their columns of W_ih, + b_ih + b_hh;
 * and its backward: dX's fixed slots (T, Din) = dG (T, 4Hd) W_ih (overwritten). */
void		decoder_static_preact(const Parser *p, const SeqLstmParams *lp, const float *X,
								  int T, float *G);
void		decoder_static_input_grads(const Parser *p, const SeqLstmParams *lp,
									   const float *dG, int T, float *dX);

/* The dropout seed of the example at batch position i (parser_train.c's workers and the
 * batched loss agree on it). */
static inline uint64_t
parser_example_seed(uint64_t seed0, int i)
{
	return seed0 + (uint64_t) i;
}

/* ---- parser_teacher_batch.c ---- */

/*
 * The teacher-forced loss of n examples of a batch at once (examples: indices into batch
 * and plans): each example is encoded below the relation-aware stack on its own, the stack
 * runs over parts of the examples padded to a common length, then the decoder runs once per
 * step for every example still running (its LSTM products matrix-matrix), then back.  Losses into
 * losses[batch index]; the same losses and, up to float rounding, the same gradient as
 * parser_example_loss_planned on each example with seed parser_example_seed(seed0, i).
 * parser_reserve_batch sizes p's scratch for the group first (calling thread).
 */
void		parser_reserve_batch(Parser *p, ParserExample *const *batch, const TeacherPlan *plans,
								 const int *examples, int n);
void		parser_batch_loss_planned(Parser *p, ParserExample *const *batch,
									  const TeacherPlan *plans, const int *examples, int n,
									  bool training, bool backward, float grad_scale,
									  uint64_t seed0, double *losses);
/* Frees what the batched loss keeps in sc (parser_scratch_release calls it). */
void		parser_teacher_batch_release(ParserScratch *sc);

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

/* ---- parser_train.c ---- */

/* Training workers for this batch size: cfg.threads (0 = online CPUs), at most n. */
int			parser_train_workers(const Parser *p, int n);
/* Loss of each example of the batch into losses[], gradients (scaled by 1/n) into
 * p->params.grad, with nw workers; the sum over examples is in a fixed order. */
void		parser_batch_gradients(Parser *p, ParserExample *const *batch, int n, int nw,
								   uint64_t seed0, double *losses);
void		parser_workers_free(ParserWorkers *w);
/* dt_adam_step on p's optimiser, its update shared out among nw threads (same result). */
void		parser_adam_step(Parser *p, int nw);

#endif
