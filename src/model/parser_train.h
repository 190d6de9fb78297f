/*
 * parser_train.h — training (DT-Fixup paper, Appendix C.4-C.5): teacher forcing worked out
 * from the gold actions (parser_teacher_plan.c), the teacher-forced heads and the decoder
 * input's fixed part (parser_teacher_loss.c), the loss and its backward over a worker's
 * examples side by side (parser_teacher_batch.c: the one training path), and the batch's
 * gradient with its examples shared among worker threads, the optimiser step, DT-Fixup's
 * preparation and the epochs (parser_train.c, behind parser.h's parser_prepare_training,
 * parser_train_batch and parser_train_epoch).
 *
 * A per-example teacher-forced loss, the oracle the batched one is tested against, lives
 * under test/oracle/ and is compiled only into the unit tests.
 */
#ifndef DTFIXUP_MODEL_PARSER_TRAIN_H
#define DTFIXUP_MODEL_PARSER_TRAIN_H

#include "model/parser_decoder.h"
#include "model/parser_encoder.h"

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
	ColumnCandidate *frontier;	/* the column candidates of the frontier being planned */
	int			cap_frontier;
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

/* ---- parser_teacher_plan.c ---- */

/* The plan of an example (calling thread: dt_alloc allowed); the arithmetic that follows
 * touches only p's scratch, p's gradient and malloc'd memory. */
void		parser_teacher_plan(Parser *p, const ParserExample *ex, TeacherPlan *plan);
/* The plan of a training example whose dropout seed is seed: with option word_dropout, some
 * known words read as unknown ones (drawn from seed); else parser_teacher_plan's. */
void		parser_teacher_plan_training(Parser *p, const ParserExample *ex, uint64_t seed,
										 TeacherPlan *plan);
void		parser_teacher_plan_free(TeacherPlan *plan);

/* ---- parser_teacher_loss.c ---- */

/* Sizes p's scratch for one example of a group (calling thread): its encoder buffers, the
 * schema cache's, its heads'. */
void		parser_teacher_reserve_example(Parser *p, const ParserExample *ex,
										   const TeacherPlan *plan);

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
 * and plans): each example is encoded below the relation-aware stack on its own, its
 * BiLSTMs with the group's, the stack runs over parts of the examples padded to a common
 * length, then the decoder runs once per step for every example still running (its LSTM
 * products matrix-matrix), then back.  Losses into losses[batch index], gradients scaled
 * by grad_scale added into p's; example i's dropout seed is parser_example_seed(seed0, i).
 * parser_reserve_batch sizes p's scratch for the group first (calling thread).
 */
void		parser_reserve_batch(Parser *p, ParserExample *const *batch, const TeacherPlan *plans,
								 const int *examples, int n);
void		parser_batch_loss_planned(Parser *p, ParserExample *const *batch,
									  const TeacherPlan *plans, const int *examples, int n,
									  bool training, bool backward, float grad_scale,
									  uint64_t seed0, double *losses);

/* ---- parser_train.c ---- */

/* Training workers for this batch size: cfg.threads (0 = online CPUs), at most n. */
int			parser_train_workers(const Parser *p, int n);
/* Loss of each example of the batch into losses[], gradients (scaled by 1/n) into
 * p->params.grad, with nw workers; the sum over examples is in a fixed order. */
void		parser_batch_gradients(Parser *p, ParserExample *const *batch, int n, int nw,
								   uint64_t seed0, double *losses);
/* dt_adam_step on p's optimiser, its update shared out among nw threads (same result). */
void		parser_adam_step(Parser *p, int nw);

#endif
