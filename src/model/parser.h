/*
 * parser.h — the SQL-SP text-to-SQL parser (DT-Fixup paper, Appendix C) as a C object:
 * configuration, training, beam-search decoding and checkpoint bytes.  No PostgreSQL and
 * no I/O: src/pg/ reads the catalog into a SchemaGraph, does the value look-ups for
 * linking, turns gold SQL into an AST, and stores the bytes parser_serialize returns.
 *
 * Architecture (each part cites the paper):
 *   encoder (C.1)   question: word embedding + sub-word hash buckets -> BiLSTM;
 *                   schema items (columns, then tables): a BiLSTM over the embedded words
 *                   of the name (a column's words are prefixed with its type class word),
 *                   summary = average + final state (seq_mean_plus_final);
 *                   X = [question | columns | tables], d_model = 2 * encoder_hidden;
 *                   dropout on X;
 *   transformer     `layers` relation-aware layers (nn/rat_stack.h) with the RAT-SQL
 *   (3.1, C.2)      relation ids of schema/relations.h (schema graph, name links, value
 *                   links, question distance);
 *   decoder (C.3)   the grammar's transition system (sql/sql_transition.h) driven by a
 *                   parent-feeding LSTM, input [a_{t-1} | y_{t-1} | z_{t-1} | h_{p_t} | a_{p_t} |
 *                   n_t] (y_{t-1}: the encoding of the table/column/value a_{t-1} selected),
 *                   context z_t = multi-head attention of h_t over the encoder output Y
 *                   (dropout on z_t); heads on [h_t | z_t]:
 *                     ApplyRule / Reduce: 2-layer MLP, softmax over the rules legal at the
 *                       frontier (plus Reduce where legal);
 *                     SelectTable: pointer over the table encodings;
 *                     SelectColumn: memory-augmented pointer over (instance, column) pairs
 *                       in scope: column encoding + an embedding of the instance's rank
 *                       in scope (self-joins); label smoothing on this loss only (C.4);
 *                     Value: pointer over value candidates = question spans (copied from
 *                       the question text), database values from the linking result, the
 *                       parser's numeric constants (the integer 1 of LIMIT 1 and numbers of
 *                       the training SQL that no question says, seen twice or more: GeoQuery's
 *                       "major" = population > 150000), plus "absent" for an optional LIMIT.
 *                       A text literal is therefore always a string of the question or of
 *                       the database; a number is from the question or the training SQL.
 *   training (C.5)  teacher forcing; Adam with the pre-transformer (embeddings + encoder
 *                   BiLSTMs) at lr * pre_lr_factor; poly decay (1 - step/max)^0.5;
 *                   gradient clipping; DT-Fixup initialisation of the transformer from
 *                   mu = max_j ||x_j|| over a forward pass of all training examples (3.3).
 *   decoding        beam search that applies only actions the frontier allows, returning
 *                   complete ASTs (so every hypothesis renders).
 *
 * Memory: ParserExample and the Parser's vocabulary and constants come from dt_alloc (so
 * inside a backend, create or deserialize a Parser that is cached across queries while a
 * long-lived memory context is current); the Parser struct and the big numeric buffers
 * (parameters, gradients, Adam moments, activations) are malloc'ed and owned by the Parser,
 * freed by parser_free.
 * A Parser is not thread-safe; one call at a time.
 */
#ifndef DTFIXUP_MODEL_PARSER_H
#define DTFIXUP_MODEL_PARSER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "common/error.h"
#include "common/strbuf.h"
#include "model/checkpoint.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* ------------------------------------------------------------------------------------
 * Configuration: every option of dtfixup_finetune.
 * ------------------------------------------------------------------------------------ */

typedef enum ParserFfn
{
	PARSER_FFN_MLP = 0,			/* "mlp": position-wise ReLU MLP (Vaswani et al.) */
	PARSER_FFN_SWISHRNN			/* "swishrnn": SwishRNN block (Lei et al. 2022) */
} ParserFfn;

typedef enum ParserAttention
{
	PARSER_ATTENTION_RELATION = 0,	/* "relation": RAT-SQL relation-aware attention */
	PARSER_ATTENTION_RELATION_CONV	/* "relation_conv": + attention convolution */
} ParserAttention;

typedef enum ParserInit
{
	PARSER_INIT_DTFIXUP = 0,	/* "dtfixup": Xavier, then Theorem 3.1's factor with mu */
	PARSER_INIT_TFIXUP,			/* "tfixup": Xavier, then 0.67 N^-1/4 (ablation) */
	PARSER_INIT_XAVIER			/* "xavier": plain Xavier ("standard" = this + layer_norm
								 * + warmup_steps > 0) */
} ParserInit;

/*
 * Defaults (parser_config_default) and why.  The paper's values are for 24 layers on top of
 * RoBERTa-large trained 30 hours on a GPU; the defaults are sized so that a GeoQuery-sized
 * database (~550 training questions, 7 tables, 28 columns) trains in under 30 minutes on 2
 * CPU cores and nl2sql with beam 5 answers in under 50 ms p50.  So the widths are the paper's halved or quartered where
 * the cost is per decoder step, and depth is 4 (the paper's shallow DT-Fixup model, Table 5,
 * N = 4, still gains from DT-Fixup over the standard recipe).
 *
 *   option           default  paper   why the default
 *   layers           4        24      CPU time; the paper's "shallow" N=4 setting
 *   d_model          128      256     = 2 * encoder_hidden; quarter the FLOPs of 256
 *   heads            8        8       paper (head dim 16)
 *   d_ff             256      1024    2 * d_model: the FFN is most of a layer's FLOPs
 *   matched_layers   0 (off)          0..64; L > 0: `layers` becomes L and d_ff is chosen
 *                                     so that the relation-aware stack keeps the parameter
 *                                     count of the given layers and d_ff (Petty et al.
 *                                     2024, Sec. 2.1, Eq. 1: deeper-and-narrower or
 *                                     shallower-and-wider at an equal parameter count);
 *                                     resolved when the options are read
 *                                     (parser_config_resolve), so never stored
 *   ffn              mlp      mlp
 *   attention        relation relation
 *   init             dtfixup  dtfixup
 *   layer_norm       false    false   DT-Fixup removes layer norm
 *   warmup_steps     0        0       DT-Fixup removes warm-up
 *   epochs           100      60      ~550 questions / batch 16 = 35 steps/epoch: 3500 steps;
 *                                     on GeoQuery 100 epochs beat 40 (dev 71% vs 61-67%)
 *   batch_size       16       16      paper; 8 when starting from another model
 *                                     (init_from: PARSER_FINETUNE_BATCH_SIZE)
 *   lr               5e-4     4e-4    a little higher for the shorter run (paper grid 4-8e-4)
 *   pre_lr_factor    1.0      8e-3    the paper's 8e-3 is for PRE-TRAINED RoBERTa; our
 *                                     pre-transformer (embeddings + BiLSTMs) starts from
 *                                     scratch and must learn at the full rate
 *   dropout          0.3      0.6     the paper's 0.6 regularises a 380M-parameter model;
 *                                     0.3 is the low end of its grid, for ~2M parameters
 *   label_smoothing  0.2      0.2     paper (SelectColumn only)
 *   clip_norm        5.0      -       global gradient norm clipping (RAT-SQL practice)
 *   seed             42
 *   beam_size        5        5       paper
 *   word_dim         128      (1024)  embedding of words and sub-word buckets
 *   encoder_hidden   64       128     per direction; d_model = 2 * this
 *   action_dim       64       128     decoder cost is per step: halved
 *   node_dim         32       64      halved likewise
 *   decoder_hidden   256      512     halved: the LSTM matrix is read every step
 *   max_vocab        10000            words seen in training (schema words included);
 *                                     others are embedded by their buckets alone
 *   hash_buckets     20000            sub-word n-gram buckets (n = 3..5)
 *   threads          0                training: threads sharing out a batch's examples
 *                                     (0 = online CPUs; at most the batch size; OpenBLAS
 *                                     runs single-threaded meanwhile); elsewhere OpenBLAS
 *                                     threads (0 = its default).  Results are bit-for-bit
 *                                     reproducible for a seed and a worker count; other
 *                                     counts agree within float rounding (parser_train.c)
 *   value_pool       false            training rows on empty tables are offered the gold
 *                                     literals of every row of their schema as stored
 *                                     values, not only their own (src/pg; value_lookup.h)
 *   gold_value_drop  0                in [0, 1): chance that a row's own gold literal is
 *                                     not offered (src/pg; value_lookup.h)
 *   word_dropout     0                in [0, 1): training only, chance that an occurrence
 *                                     of a known word (question token, schema name word)
 *                                     is embedded as an unknown word (sub-word buckets
 *                                     alone), as 8% of dev question tokens and 22% of dev
 *                                     schema words are; drawn per example and step
 *   start_pull       0                >= 0: each Adam step also moves every parameter
 *                                     towards its value when the optimiser was created
 *                                     (init_from's weights) by lr_t * start_pull * (w - w_start),
 *                                     decoupled as AdamW's decay (L2-SP); 0 = off
 */
/*
 * batch_size when a run starts from another model's weights (dtfixup_finetune's init_from,
 * dtfixup_learn): twice the Adam steps of 16 over a few hundred local questions.  GeoQuery
 * k-fold, fine-tuned 30 epochs from the general model: 8 beat 16 in three comparisons
 * (+1.3, +0.2, +1.0 points; bench/README, "GeoQuery: from scratch, from the general
 * model, and zero-shot").
 */
#define PARSER_FINETUNE_BATCH_SIZE 8

typedef struct ParserConfig
{
	int			layers;
	int			d_model;
	int			heads;
	int			d_ff;
	/* 0 outside parser_config_from_json: parser_config_resolve turns it into layers and
	 * d_ff, and parser_config_validate refuses a configuration that still has it. */
	int			matched_layers;
	ParserFfn	ffn;
	ParserAttention attention;
	ParserInit	init;
	bool		layer_norm;
	int			warmup_steps;
	int			epochs;
	int			batch_size;
	double		lr;
	double		pre_lr_factor;
	double		dropout;
	double		label_smoothing;
	double		clip_norm;
	uint64_t	seed;
	int			beam_size;
	int			word_dim;
	int			encoder_hidden;
	int			action_dim;
	int			node_dim;
	int			decoder_hidden;
	int			max_vocab;
	int			hash_buckets;
	int			threads;
	/* How training rows on empty tables are offered stored values: read by the glue
	 * that builds the examples (src/pg/answer/value_lookup.h), kept here with the other
	 * training options so that a checkpoint records them and resume reuses them. */
	bool		value_pool;
	double		gold_value_drop;
	double		word_dropout;	/* parser_teacher_plan.c */
	double		start_pull;		/* nn/adam.h: DtAdamConfig.start_pull */
	/* Rows of the encoder's relation tables: REL_COUNT for a new model and for one
	 * fine-tuned from any base (parser_new_from grows the tables); a model trained with an
	 * older, smaller relation set keeps its count (read from its checkpoint's tensor shapes)
	 * and reads newer relations through rat_relation_for_model.  Not an option. */
	int			relations;
} ParserConfig;

/* The defaults of the table above. */
ParserConfig parser_config_default(void);

/*
 * Apply a JSON object of options (any subset; names as in the table above) on top of
 * *cfg.  Unknown names, wrong JSON types and values out of range fail with
 * DT_ERR_INVALID_PARAMETER naming the option and the allowed values or range
 * ("option \"ffn\" must be one of mlp, swishrnn, got \"gru\""); malformed JSON with
 * DT_ERR_SYNTAX.  The result is checked as a whole too (d_model = 2 * encoder_hidden,
 * d_model divisible by heads).  On failure *cfg is unchanged.
 */
bool		parser_config_from_json(ParserConfig *cfg, const char *json, DtError *err);

/*
 * Resolve matched_layers (when not 0) into layers and d_ff, then clear it: the stack gets
 * matched_layers layers and the d_ff whose stack has, as closely as an integer d_ff allows
 * (within half of one layer-count x feed-forward-parameters-per-unit-of-d_ff step), the
 * parameter count of cfg's own layers and d_ff with cfg's other architecture options.
 * The count is rat_stack_param_count's (nn/rat_stack.h), so the attention convolution,
 * layer norm, relation tables and SwishRNN block count as they are built.
 * parser_config_from_json calls it after reading every option (so their order does not
 * matter).  Fails with DT_ERR_INVALID_PARAMETER, cfg unchanged, when the d_ff needed is
 * below 1 or above d_ff's maximum.
 */
bool		parser_config_resolve(ParserConfig *cfg, DtError *err);

/* Check a whole configuration (ranges and the cross-option rules above). */
bool		parser_config_validate(const ParserConfig *cfg, DtError *err);

/* Append the full configuration as one JSON object (every option, stable order). */
void		parser_config_to_json(const ParserConfig *cfg, DtStrBuf *out);

/*
 * The first architecture option (one that fixes the tensors' shapes or the layers' maths)
 * on which a and b differ, with both values in *va and *vb; NULL when they agree.  Two
 * parsers whose architectures agree can share weights (fine-tuning, averaging).
 */
const char *parser_config_architecture_difference(const ParserConfig *a, const ParserConfig *b,
												  int *va, int *vb);

/* ------------------------------------------------------------------------------------
 * Examples: one question against one schema, with its links and (training) gold actions.
 * ------------------------------------------------------------------------------------ */

/* A literal the Value action may produce. */
typedef struct ParserValueCandidate
{
	char	   *text;			/* exactly what goes into the SQL literal */
	SqlValueType type;
	int			token_start;	/* question span it comes from or was linked at */
	int			token_end;
	bool		from_database;	/* a stored value from the linking result */
	int			n_columns;		/* from_database: the columns it was found in (first 8) */
	int			columns[8];		/* global schema column indices */
} ParserValueCandidate;

typedef struct ParserExample
{
	char	   *question;		/* copy of the text */
	TextTokens	tokens;			/* text_tokenize(question) */
	const SchemaGraph *graph;	/* borrowed: must outlive the example */
	LinkResult	links;			/* copy of the linking result given */
	int			n_items;		/* tokens.n + graph->n_columns + graph->n_tables */
	uint8_t    *relations;		/* n_items^2 RatRelation ids (rat_relations_build) */
	int			n_values;
	ParserValueCandidate *values;
	/* training only (has_gold): the gold action sequence and, per action, the target
	 * index of the Value head (-1 for other actions, or when the gold literal is not
	 * among the candidates: such a step is taught but not scored) */
	bool		has_gold;
	SqlActionList gold;
	int		   *gold_value_index;
	int			n_gold_values_missing;	/* gold literals with no candidate of the
										 * example (a parser constant may still cover
										 * them; else they are taught, not scored) */
	/* decoding only: table joins on the catalog's keys (ts_set_join_keys; the caller sets
	 * it from dtfixup.join_on_keys; false when built) */
	bool		join_on_keys;
} ParserExample;

/*
 * Build an example.  question is tokenized with text_tokenize (the same tokens the glue
 * linked, so links' token indices must be below the token count: checked).  links may be
 * NULL (no links).  gold (a query AST of the grammar, instance ids as sql_ast_to_actions
 * expects) may be NULL for decoding.  Fails (NULL, err) on a question over the tokenizer's
 * limits, links out of range, or a gold AST the transition system rejects for graph; and
 * with DT_ERR_QUERY_CANCELED when the calling thread's stop scope (common/stop.h) stopped
 * the building of its relations (n_items^2 of them: seconds over thousands of items).
 * Nothing is borrowed except graph.
 */
ParserExample *parser_example_new(const char *question, const SchemaGraph *graph,
								  const LinkResult *links, const SqlNode *gold, DtError *err);

/* The same from the question's tokens as text_tokenize made them, for a caller that linked
 * the question already (one tokenization per question): the example takes them over and
 * *tokens is left empty, on failure too. */
ParserExample *parser_example_from_tokens(const char *question, TextTokens *tokens,
										  const SchemaGraph *graph, const LinkResult *links,
										  const SqlNode *gold, DtError *err);
void		parser_example_free(ParserExample *ex);

/* ------------------------------------------------------------------------------------
 * The parser.
 * ------------------------------------------------------------------------------------ */

typedef struct Parser Parser;

/*
 * The device a parser is asked to run on: the "device" training option or the
 * dtfixup.device setting.  parser_device_backend answers which backend it gets: "cpu" for
 * PARSER_DEVICE_CPU and PARSER_DEVICE_AUTO; for PARSER_DEVICE_CUDA, "cuda" when a CUDA
 * backend can be created from the module at cuda_module (*gpu_usable true), else NULL with
 * err set (DT_ERR_FEATURE_NOT_SUPPORTED: no GPU, driver, or a missing or stale module; err's
 * message and detail say which).  'auto' stays on the CPU: measured on an H200, a decode is
 * barely faster on the GPU than on the CPU beside it and training slower than on two fast
 * CPU cores (bench/README.md "GPU"), so the GPU is used only when asked for by name.
 * parser_place then puts a parser on that backend.
 */
typedef enum ParserDevice
{
	PARSER_DEVICE_AUTO = 0,
	PARSER_DEVICE_CPU = 1,
	PARSER_DEVICE_CUDA = 2
} ParserDevice;

const char *parser_device_backend(ParserDevice want, const char *cuda_module, bool *gpu_usable,
								  DtError *err);

/*
 * A new, untrained parser: validates cfg, builds the vocabulary from the training
 * examples' question tokens and schema words (most frequent first, at most max_vocab),
 * lays out and Xavier-initialises all parameters.  train may be empty (n_train = 0) only
 * for tests; the vocabulary is then just the reserved ids.
 */
Parser	   *parser_new(const ParserConfig *cfg, ParserExample *const *train, int n_train,
					   DtError *err);
void		parser_free(Parser *p);

/*
 * Moves p onto the backend be, which p takes over (its old backend is destroyed; see
 * parser_backend.c): its parameters, gradient buffer and optimiser state are allocated on
 * be and the values uploaded (weights p borrowed become its own copy there), its scratch
 * regrows there.  Parsers are created on the CPU backend; this is how one computes on a
 * GPU.  On failure (err set) p has no buffers left: free it.
 */
struct DtBackend;
bool		parser_use_backend(Parser *p, struct DtBackend *be, DtError *err);
/* The name of the backend p computes on: "cpu" or "cuda". */
const char *parser_backend_name(const Parser *p);
/* p on the backend called backend (parser_device_backend's answer; the CUDA module at
 * cuda_module): nothing when it is there already, else a new backend of that kind and
 * parser_use_backend.  On failure (err set) p may have lost its buffers: free it. */
bool		parser_place(Parser *p, const char *backend, const char *cuda_module, DtError *err);

const ParserConfig *parser_config(const Parser *p);
size_t		parser_n_parameters(const Parser *p);

/*
 * Before the first epoch: sets the optimiser horizon max_steps = epochs *
 * ceil(n_train / batch_size) and initialises the transformer per cfg.init.  For dtfixup it
 * runs the pre-transformer (no dropout) over all training examples to get
 * mu = max_j ||x_j|| (paper 3.3) and scales the stack by Theorem 3.1's factor.  *mu_out
 * (may be NULL) gets mu (0 unless dtfixup).  Calling it twice is an error, and so is
 * calling it on a parser restored from a checkpoint that already trained.
 */
bool		parser_prepare_training(Parser *p, ParserExample *const *train, int n_train,
									double *mu_out, DtError *err);

/*
 * One optimiser step on a batch (teacher forcing): zero gradients, forward + backward per
 * example (gradients accumulate), mean loss, clip, Adam.  Examples need gold.  *loss_out
 * gets the mean per-example loss (sum of its action losses).  Deterministic for a seed:
 * dropout masks derive from (seed, step, example position).
 */
bool		parser_train_batch(Parser *p, ParserExample *const *batch, int n, double *loss_out,
							   DtError *err);

/*
 * Called between batches of parser_train_epoch: batch index, batches in the epoch, the
 * batch's loss.  Return false to stop the epoch early (the glue's cancel path normally
 * just lets CHECK_FOR_INTERRUPTS() longjmp out; the parser stays consistent between
 * batches either way).
 */
typedef bool (*ParserBatchCallback) (void *arg, int batch, int n_batches, double loss);

/*
 * One epoch: a seeded shuffle of the examples (seed, epoch), batches of batch_size,
 * parser_train_batch on each, the callback after each.  *mean_loss gets the mean of the
 * batch losses.  Increments the parser's epoch counter when the epoch completed.
 */
bool		parser_train_epoch(Parser *p, ParserExample *const *train, int n_train,
							   ParserBatchCallback cb, void *cb_arg, double *mean_loss,
							   DtError *err);

int			parser_epochs_done(const Parser *p);
long		parser_steps_done(const Parser *p);

/* ------------------------------------------------------------------------------------
 * Decoding.
 * ------------------------------------------------------------------------------------ */

typedef struct ParserHypothesis
{
	double		score;			/* sum of log-probabilities of its actions */
	SqlNode    *ast;			/* complete query AST (renders with sql_render) */
	SqlActionList actions;
} ParserHypothesis;

/*
 * Beam search (beam_size >= 1; 0 = the config's beam_size): every expansion is an action
 * the transition system's frontier allows, so every hypothesis returned is complete and
 * renderable.  Hypotheses are sorted by score, best first; *n_out may be 0 when no
 * complete query was found within the step limit (a decoder that loops).  Free with
 * parser_hypotheses_free.  Uses no dropout; deterministic.
 */
bool		parser_decode(Parser *p, const ParserExample *ex, int beam_size,
						  ParserHypothesis **out, int *n_out, DtError *err);

/*
 * Beam search over an ensemble: n_parsers (1..PARSER_MAX_ENSEMBLE) parsers, each encoding
 * the example and running its own decoder over the same hypotheses, score every expansion
 * together by the log of the mean of their probabilities (the beam of the averaged
 * distribution: Sutskever et al. 2014, Sec. 3.4; a parser that lacks a numeric constant
 * gives it probability 0).  The value constants offered are the first parser's; the
 * parsers may differ in architecture, vocabulary and constants.  The stop check is the
 * first parser's.  One parser: exactly parser_decode.  Costs the sum of the parsers'
 * decodes.
 */
#define PARSER_MAX_ENSEMBLE 4
bool		parser_decode_ensemble(Parser *const *parsers, int n_parsers,
								   const ParserExample *ex, int beam_size,
								   ParserHypothesis **out, int *n_out, DtError *err);

/*
 * The same, where the first n_reuse parsers have just decoded ex (the general model's
 * cascade: its first parsers decode alone, then all of them again): each of those whose
 * last complete encode is still of ex (the encoder's buffers untouched since) reuses it
 * instead of encoding again; the others encode as usual.  The answers are those of
 * parser_decode_ensemble.
 */
bool		parser_decode_ensemble_reusing(Parser *const *parsers, int n_parsers, int n_reuse,
										   const ParserExample *ex, int beam_size,
										   ParserHypothesis **out, int *n_out, DtError *err);

/*
 * A check parser_decode polls through a stop scope (common/stop.h) about every millisecond
 * of work: inside the encoder's BiLSTMs, attention heads and gemms, between its layers and
 * before every beam step.  When it returns true the decode frees what it holds and fails
 * with DT_ERR_QUERY_CANCELED.  It must not longjmp (the beam's buffers are malloc'ed); the
 * glue's check only looks at PostgreSQL's pending-cancel flags, and its error path then
 * runs CHECK_FOR_INTERRUPTS().  fn NULL: never stop.
 */
typedef bool (*ParserStopCheck) (void *arg);
void		parser_set_stop_check(Parser *p, ParserStopCheck fn, void *arg);
void		parser_hypotheses_free(ParserHypothesis *h, int n);

/* ------------------------------------------------------------------------------------
 * Checkpoints (model/checkpoint.h format).
 * ------------------------------------------------------------------------------------ */

/*
 * Append the checkpoint bytes to out: the config JSON (parser_config_to_json), every
 * parameter tensor by name, and blobs "vocab" (words one per line), "parser.constants"
 * (the value head's numeric constants), "parser.state" (epochs done, steps done, prepared
 * flag, mu, max_steps) and, once training was prepared, "optimizer.adam.m" / ".v" /
 * ".step".  Epoch and step go in the header.
 */
bool		parser_serialize(const Parser *p, DtStrBuf *out, DtError *err);

/*
 * The same without the optimiser state (about a third of the bytes): a parser that
 * decodes and that parser_new_from can start from, but that cannot resume training.
 * The shipped general model is stored so.
 */
bool		parser_serialize_weights(const Parser *p, DtStrBuf *out, DtError *err);

/*
 * Rebuild a parser from checkpoint bytes: validates the container (dt_checkpoint_read),
 * the config, that every tensor the config implies is present with the right shape (and
 * no other), and the blobs.  DT_ERR_DATA_CORRUPTED (or the reader's code) on anything
 * wrong, naming what.  Training can resume from it (parser_train_epoch continues the
 * schedule; parser_prepare_training is not called again).
 */
Parser	   *parser_deserialize(const void *bytes, size_t len, DtError *err);

/*
 * An inference-only parser over a checkpoint validated by dt_checkpoint_read, whose
 * parameter tensors point into the checkpoint's float buffer instead of a copy: the bytes
 * may be read-only (a file mapped PROT_READ, shared by every process that maps it) and
 * must outlive the parser.  No gradient buffer and no optimiser state are allocated; the
 * parser decodes, and training it is refused.  Same checks and errors as
 * parser_deserialize.  When the buffer cannot be used in place (a big-endian host, or a
 * layout parser_serialize does not write) the parser gets its own copy of the weights;
 * parser_weights_borrowed tells which.
 */
Parser	   *parser_from_checkpoint_borrowed(const DtCheckpoint *ck, DtError *err);
bool		parser_weights_borrowed(const Parser *p);

/*
 * Memory the parser owns, in bytes: its own parameter buffers (weights unless borrowed,
 * gradients, Adam's moments), and its scratch (activations and workspaces, grown to the
 * largest example seen).  parser_release_scratch frees the scratch; the next call that
 * needs it allocates it again.
 */
size_t		parser_owned_parameter_bytes(const Parser *p);
size_t		parser_scratch_bytes(const Parser *p);
void		parser_release_scratch(Parser *p);

/* ------------------------------------------------------------------------------------
 * Fine-tuning from a trained parser (dtfixup_finetune's init_from).
 * ------------------------------------------------------------------------------------ */

/*
 * A new parser that starts from base's weights, ready to train on train[] (no DT-Fixup
 * re-initialisation: the stack is already trained).  cfg gives the training options
 * (epochs, batch_size, lr, pre_lr_factor, dropout, label_smoothing, clip_norm,
 * warmup_steps, seed, beam_size, threads); its architecture options must equal base's
 * (checked: DT_ERR_INVALID_PARAMETER naming the first that differs).  The vocabulary is
 * base's, extended with the words of train[] (questions and schema names) that base does
 * not know, most frequent first, at most cfg->max_vocab new ones; a new word's embedding
 * row starts as what base used for an unknown word (zero beside its sub-word buckets, or
 * the <unk> row without buckets), so the parser first reads it exactly as base did.  The
 * relation set is REL_COUNT whatever base's: a relation base has no row for gets, in every
 * layer's relation tables, a copy of the row base read it as (rat_relation_for_model), so
 * the parser first computes what base did and can then learn it.  The
 * value constants are base's plus those of train[] (up to the table's size).  Optimiser
 * state, epoch and step counters start from zero.
 */
Parser	   *parser_new_from(const Parser *base, const ParserConfig *cfg,
							ParserExample *const *train, int n_train, DtError *err);

/*
 * Pretrained word vectors for a new parser's embedding tables (parser_word_vectors.c):
 * call between parser_new and parser_prepare_training.  words are the parser's word keys
 * (tokenizer + stemmer, as the vocabulary holds them); word_rows[i] is words[i]'s whole
 * vector; bucket_rows, when n_buckets > 0, the sub-word bucket rows hashed as
 * text_subword_buckets hashes (fastText's scheme), n_buckets equal to hash_buckets.  The
 * bucket table becomes bucket_rows, and each vocabulary word found gets its vector less the
 * mean of its bucket rows, so that the parser embeds it as its vector; all scaled by one
 * factor to the default initialisation's spread.  *n_known: vocabulary words found.
 * DT_ERR_INVALID_PARAMETER when dim is not word_dim, n_buckets not hash_buckets (or 0),
 * or the parser is prepared or borrows its weights.
 */
typedef struct ParserWordVectors
{
	int			dim;
	int			n_words;
	char	  **words;
	const float *word_rows;		/* n_words x dim */
	int			n_buckets;
	const float *bucket_rows;	/* n_buckets x dim, or NULL when n_buckets is 0 */
} ParserWordVectors;

bool		parser_init_word_vectors(Parser *p, const ParserWordVectors *wv, int *n_known,
									 DtError *err);

/* Words of the parser's vocabulary (reserved ids included). */
int			parser_vocab_size(const Parser *p);

/*
 * Does the model's vocabulary hold this word (its stem)?  A NameWordKnown lexicon
 * (text/name_words.h) for schema_graph_split_compound_words; arg is the Parser.
 */
bool		parser_knows_word(const char *word, void *parser);

/*
 * Checkpoint averaging (parser_average.c): a parser whose weights are the element-wise
 * mean of several parsers', e.g. of the last epochs of one run.  begin takes ownership of
 * first (which must own its weights, as parser_deserialize's do); add checks that p has
 * first's architecture options, vocabulary and value constants (DT_ERR_INVALID_PARAMETER
 * saying what differs, nothing added) and adds its weights, so a caller may free p right
 * after; finish writes the mean into first and returns it (with first's configuration,
 * counters and optimiser state, which do not describe the mean: keep it with
 * parser_serialize_weights); abort frees everything, first included.
 */
typedef struct ParserAverage ParserAverage;

ParserAverage *parser_average_begin(Parser *first, DtError *err);
bool		parser_average_add(ParserAverage *avg, const Parser *p, DtError *err);
int			parser_average_count(const ParserAverage *avg);
Parser	   *parser_average_finish(ParserAverage *avg);
void		parser_average_abort(ParserAverage *avg);

#endif
