/*
 * parser_decoder.h — the SQL-SP decoder (DT-Fixup paper, Appendix C.3) and what beam
 * search builds on: the per-example decoder memory, the parent stack and the step input
 * x_t (parser_decoder.c), the decoder LSTM's input by part for a beam (parser_decoder_input.c),
 * the rule / table / column / value heads (parser_heads.c) and the second thread of an
 * ensemble's decode (parser_beam_pair.c).  Beam search itself is parser_beam.c, behind
 * parser.h; teacher forcing (parser_train.h) uses the memory, the step input and the heads'
 * pieces.
 */
#ifndef DTFIXUP_MODEL_PARSER_DECODER_H
#define DTFIXUP_MODEL_PARSER_DECODER_H

#include <pthread.h>

#include "model/parser_core.h"

/* Longest decode (actions) before a hypothesis is abandoned. */
#define PARSER_MAX_DECODE_STEPS 400

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

/* ---- parser_decoder.c, parser_decoder_input.c ---- */

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

/* ---- parser_beam_pair.c ---- */

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

#endif
