/*
 * parser_train.c — training a parser (App. C.5): DT-Fixup's preparation (paper 3.3), the
 * epochs and batches, the gradient of a batch with its examples shared out among threads
 * (data parallelism), and the optimiser step.
 *
 * The decoder runs step by step, so its matrix products have few rows (one per example a
 * worker decodes side by side, parser_teacher_batch.c): a multi-threaded BLAS gains
 * nothing from them, while whole examples are independent until their gradients are
 * summed.  So a batch of n examples is split among nw workers; each runs forward +
 * backward of its examples with its own scratch and, apart from the calling thread's, its
 * own gradient buffer; afterwards the buffers are added into the model's gradient.
 *
 * Determinism: which worker takes which example depends only on the examples (a greedy
 * balance of their estimated cost, ties by index), each worker takes its examples in index
 * order, and the buffers are added in worker order, so a seed and a worker count give the
 * same parameters bit for bit whatever the threads' timing.  Different worker counts sum
 * the same terms in another order (float rounding apart, the same gradient).  Within a
 * worker, the examples of one schema share its items' encodings for the batch
 * (parser_schema_cache_begin), the relation-aware stack runs over the worker's examples in
 * padded parts and the decoder runs them side by side: one example at a time (the oracle
 * of test/oracle/) gives the same losses and gradient up to float rounding.  Adam's
 * element-wise update is shared out too (parser_adam_step), with the same result bit for
 * bit.
 *
 * Threads and the backend: the worker threads run only arithmetic on malloc'd memory.
 * Everything that allocates with dt_alloc (palloc inside PostgreSQL) or may raise an error
 * — the transition system's replay of the gold actions, stemming, sub-word hashing, growing
 * the scratch, the relation-aware workspace (the backend's allocator) — runs first on the
 * calling thread (parser_teacher_plan, parser_reserve_batch).  Worker threads start with
 * every signal blocked, so the server's signal handlers run on the calling thread only.
 * OpenBLAS runs single-threaded while the workers run (two threads each asking it for two
 * would oversubscribe the cores), and gets its previous thread count back afterwards.
 */
#include "model/parser_train.h"

#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/alloc.h"
#include "nn/backend_loader.h"
#include "nn/nn_init.h"
#include "nn/nn_rng.h"

/* Workers of one batch at most (cfg.threads allows up to 256). */
#define PARSER_MAX_WORKERS 64

/* OpenBLAS's thread control (see backend_cpu.c). */
extern void openblas_set_num_threads(int num_threads);
extern int	openblas_get_num_threads(void);

/* A worker beyond the calling thread: a view of the owner Parser (same weights, config and
 * constants) whose scratch and gradient buffer are its own. */
typedef struct ParserWorker
{
	Parser		view;
	DtTensor   *tensors;		/* the owner's tensors, grad pointing into grad */
	float	   *grad;			/* params.count floats, the owner's layout */
	ParserScratch sc;
	/* this batch */
	ParserExample *const *batch;
	const TeacherPlan *plans;
	const int  *examples;		/* indices into batch, ascending */
	int			n_examples;
	float		grad_scale;
	uint64_t	seed0;
	double	   *losses;			/* per batch index */
	/* the embedding rows its examples touch, without repeats ([0] words, [1] buckets) */
	int		   *rows[2];
	int			n_rows[2],
				cap_rows[2];
	pthread_t	thread;
	bool		started;
	DtThreadFailure failure;	/* a dt_fatal on its thread (out of memory in its scratch):
								 * raised after the join */
} ParserWorker;

typedef struct ParserWorkers
{
	int			n;				/* workers beyond the calling thread */
	ParserWorker *w;
	TeacherPlan *plans;			/* one per batch position */
	int			n_plans;
	int		   *assign;			/* examples grouped by worker */
	int		   *count;			/* examples per worker (calling thread first) */
	int		   *owner;			/* worker of each example */
	bool	   *taken;
	int			cap_batch;
	uint8_t    *seen;			/* one byte per embedding row, all zero between uses */
} ParserWorkers;

int
parser_train_workers(const Parser *p, int n)
{
	long		nw = p->cfg.threads;

	/* a GPU backend has one stream: its work is queued by the calling thread alone */
	if (!dt_backend_is_host(p->be))
		return 1;
	if (nw <= 0)
	{
		nw = sysconf(_SC_NPROCESSORS_ONLN);
		if (nw < 1)
			nw = 1;
	}
	return nw < n ? (int) nw : n;
}

/*
 * A worker's examples, their decoders side by side (parser_teacher_batch.c: each decoder
 * step is one matrix product for all of them).  Each example's dropout seed is
 * parser_example_seed(seed0, its batch index), as when they ran one by one.
 */
static void
run_examples(Parser *p, ParserExample *const *batch, const TeacherPlan *plans,
			 const int *examples, int n_examples, float grad_scale, uint64_t seed0,
			 double *losses)
{
	/* with word dropout each example reads its own schema words: no encodings to share */
	if (p->cfg.word_dropout <= 0.0)
		parser_schema_cache_begin(p);
	parser_batch_loss_planned(p, batch, plans, examples, n_examples, true, true, grad_scale,
							  seed0, losses);
	parser_schema_cache_flush(p);
}

/*
 * The two embedding tables hold most of the parameters (a row per word and per sub-word
 * bucket), but a batch touches few of their rows: a worker zeroes and hands over only
 * those (emb_tensor says which tensors; rows of other tensors are all taken).
 */
static int
emb_tensor(const Parser *p, int i)
{
	if (i == p->t.word_emb)
		return 0;
	if (p->t.bucket_emb >= 0 && i == p->t.bucket_emb)
		return 1;
	return -1;
}

static void
worker_zero_grad(ParserWorker *w)
{
	const DtParams *ps = &w->view.params;

	for (int i = 0; i < ps->n_tensors; i++)
	{
		const DtTensor *t = &ps->tensors[i];
		int			which = emb_tensor(&w->view, i);

		if (which < 0)
			memset(t->grad, 0, sizeof(float) * t->numel);
		else
		{
			size_t		width = (size_t) t->shape[1];

			for (int r = 0; r < w->n_rows[which]; r++)
				memset(t->grad + (size_t) w->rows[which][r] * width, 0, sizeof(float) * width);
		}
	}
}

/* p's gradient += the worker's (the rows it touched of the embeddings, all of the rest) */
static void
worker_add_grad(Parser *p, const ParserWorker *w)
{
	for (int i = 0; i < p->params.n_tensors; i++)
	{
		const DtTensor *t = &p->params.tensors[i];
		const float *src = w->tensors[i].grad;
		int			which = emb_tensor(p, i);

		if (which < 0)
			for (size_t k = 0; k < t->numel; k++)
				t->grad[k] += src[k];
		else
		{
			size_t		width = (size_t) t->shape[1];

			for (int r = 0; r < w->n_rows[which]; r++)
			{
				size_t		off = (size_t) w->rows[which][r] * width;

				for (size_t k = 0; k < width; k++)
					t->grad[off + k] += src[off + k];
			}
		}
	}
}

/* The embedding rows of the worker's examples, each once. */
static void
worker_collect_rows(ParserWorkers *ws, ParserWorker *w, const TeacherPlan *plans)
{
	for (int which = 0; which < 2; which++)
	{
		w->n_rows[which] = 0;
		for (int k = 0; k < w->n_examples; k++)
		{
			const TeacherPlan *pl = &plans[w->examples[k]];

			for (int j = 0; j < pl->n_emb_rows[which]; j++)
			{
				int			row = pl->emb_rows[which][j];

				if (ws->seen[row])
					continue;
				ws->seen[row] = 1;
				if (w->n_rows[which] == w->cap_rows[which])
				{
					w->cap_rows[which] = 2 * w->cap_rows[which] + 256;
					w->rows[which] = realloc(w->rows[which], sizeof(int) * (size_t) w->cap_rows[which]);
					if (w->rows[which] == NULL)
						dt_fatal_oom(__func__);
				}
				w->rows[which][w->n_rows[which]++] = row;
			}
		}
		for (int r = 0; r < w->n_rows[which]; r++)
			ws->seen[w->rows[which][r]] = 0;
	}
}

static void *
worker_main(void *arg)
{
	ParserWorker *w = arg;

	worker_zero_grad(w);
	run_examples(&w->view, w->batch, w->plans, w->examples, w->n_examples, w->grad_scale,
				 w->seed0, w->losses);
	return NULL;
}

/* A worker on a thread of its own: a dt_fatal there must not raise the process's error
 * (inside a backend, PostgreSQL's ERROR); it is recorded and the thread ends. */
static void *
worker_thread_main(void *arg)
{
	dt_set_thread_failure(&((ParserWorker *) arg)->failure);
	return worker_main(arg);
}

/* Wait for the workers' threads (the calling thread's fatal prelude too: an error must not
 * leave while they still read the model). */
static void
join_workers(void *arg)
{
	ParserWorkers *ws = arg;

	for (int j = 0; j < ws->n; j++)
		if (ws->w[j].started)
		{
			pthread_join(ws->w[j].thread, NULL);
			ws->w[j].started = false;
		}
}

static void
worker_release(ParserWorker *w)
{
	parser_scratch_release(&w->sc);
	free(w->tensors);
	free(w->grad);
	free(w->rows[0]);
	free(w->rows[1]);
}

/* p->workers's release (parser_free, a move to another backend) */
static void
workers_free(void *state)
{
	ParserWorkers *ws = state;

	for (int k = 0; k < ws->n; k++)
		worker_release(&ws->w[k]);
	for (int i = 0; i < ws->n_plans; i++)
		parser_teacher_plan_free(&ws->plans[i]);
	free(ws->w);
	free(ws->plans);
	free(ws->assign);
	free(ws->count);
	free(ws->owner);
	free(ws->taken);
	free(ws->seen);
	free(ws);
}

/* The view of p a worker computes with: a shallow copy whose gradient and scratch are the
 * worker's (refreshed every batch, so it follows the owner's state). */
static void
worker_view(Parser *p, ParserWorker *w)
{
	w->view = *p;
	w->view.params.tensors = w->tensors;
	w->view.params.grad = w->grad;
	w->view.stack.params = &w->view.params;
	w->view.sc = &w->sc;
	memset(&w->view.workers, 0, sizeof(w->view.workers));
	w->view.adam_ready = false;	/* never steps, never frees the owner's */
}

static ParserWorkers *
workers_ensure(Parser *p, int n_extra, int n)
{
	ParserWorkers *ws = p->workers.state;

	if (ws == NULL)
	{
		size_t		rows = (size_t) p->params.tensors[p->t.word_emb].shape[0];

		if (p->t.bucket_emb >= 0 && (size_t) p->params.tensors[p->t.bucket_emb].shape[0] > rows)
			rows = (size_t) p->params.tensors[p->t.bucket_emb].shape[0];
		ws = calloc(1, sizeof(ParserWorkers));
		if (ws == NULL || (ws->seen = calloc(rows, 1)) == NULL)
			dt_fatal_oom(__func__);
		p->workers.state = ws;
		p->workers.release = workers_free;
	}
	if (ws->n < n_extra)
	{
		ws->w = realloc(ws->w, sizeof(ParserWorker) * (size_t) n_extra);
		if (ws->w == NULL)
			dt_fatal_oom(__func__);
		for (int k = ws->n; k < n_extra; k++)
		{
			ParserWorker *w = &ws->w[k];
			size_t		bytes = sizeof(DtTensor) * (size_t) p->params.n_tensors;

			memset(w, 0, sizeof(*w));
			w->tensors = malloc(bytes ? bytes : 1);
			/* zeroed: rows of the embeddings no batch touched are never zeroed again */
			w->grad = calloc(p->params.count + 1, sizeof(float));
			if (w->tensors == NULL || w->grad == NULL)
				dt_fatal_oom(__func__);
			memcpy(w->tensors, p->params.tensors, bytes);
			for (int i = 0; i < p->params.n_tensors; i++)
				w->tensors[i].grad = w->grad + w->tensors[i].offset;
		}
		ws->n = n_extra;
	}
	if (ws->cap_batch < n)
	{
		ws->plans = realloc(ws->plans, sizeof(TeacherPlan) * (size_t) n);
		ws->assign = realloc(ws->assign, sizeof(int) * (size_t) n);
		ws->count = realloc(ws->count, sizeof(int) * (size_t) PARSER_MAX_WORKERS);
		ws->owner = realloc(ws->owner, sizeof(int) * (size_t) n);
		ws->taken = realloc(ws->taken, sizeof(bool) * (size_t) n);
		if (ws->plans == NULL || ws->assign == NULL || ws->count == NULL ||
			ws->owner == NULL || ws->taken == NULL)
			dt_fatal_oom(__func__);
		memset(ws->plans + ws->n_plans, 0, sizeof(TeacherPlan) * (size_t) (n - ws->n_plans));
		ws->n_plans = n;
		ws->cap_batch = n;
	}
	return ws;
}

/* Estimated work of an example: decoder steps (each a few single-row products over the
 * LSTM and the attention) and encoder items (the transformer's rows). */
static long
example_cost(const ParserExample *ex)
{
	return 4L * ex->gold.n + ex->n_items;
}

/*
 * Shares out the n examples among nw workers: the costliest first, each to the least
 * loaded worker (ties: lowest worker, lowest index).  Writes the examples grouped by
 * worker, each group ascending, into assign, and the group sizes into count.
 */
static void
assign_examples(ParserExample *const *batch, int n, int nw, int *assign, int *count,
				int *owner, bool *taken)
{
	long		load[PARSER_MAX_WORKERS];

	for (int k = 0; k < nw; k++)
	{
		load[k] = 0;
		count[k] = 0;
	}
	for (int i = 0; i < n; i++)
		taken[i] = false;
	for (int r = 0; r < n; r++)
	{
		int			best = -1,
					k = 0;

		for (int i = 0; i < n; i++)
			if (!taken[i] && (best < 0 || example_cost(batch[i]) > example_cost(batch[best])))
				best = i;
		for (int j = 1; j < nw; j++)
			if (load[j] < load[k])
				k = j;
		taken[best] = true;
		owner[best] = k;
		load[k] += example_cost(batch[best]);
		count[k]++;
	}
	{
		int			pos = 0;

		for (int k = 0; k < nw; k++)
			for (int i = 0; i < n; i++)
				if (owner[i] == k)
					assign[pos++] = i;
	}
}

void
parser_batch_gradients(Parser *p, ParserExample *const *batch, int n, int nw, uint64_t seed0,
					   double *losses)
{
	float		scale = 1.0f / (float) n;
	ParserWorkers *ws;
	const int  *mine;
	int			blas_threads;
	sigset_t	all,
				old;

	if (nw > n)
		nw = n;
	if (nw > PARSER_MAX_WORKERS)
		nw = PARSER_MAX_WORKERS;
	if (nw < 1)
		nw = 1;
	ws = workers_ensure(p, nw - 1, n);
	/* Calling thread: plans, then scratch sized for each worker's examples. */
	for (int i = 0; i < n; i++)
		parser_teacher_plan_training(p, batch[i], parser_example_seed(seed0, i), &ws->plans[i]);
	assign_examples(batch, n, nw, ws->assign, ws->count, ws->owner, ws->taken);
	mine = ws->assign;
	parser_reserve_batch(p, batch, ws->plans, mine, ws->count[0]);
	{
		const int  *next = ws->assign + ws->count[0];

		for (int j = 0; j < nw - 1; j++)
		{
			ParserWorker *w = &ws->w[j];

			worker_view(p, w);
			w->batch = batch;
			w->plans = ws->plans;
			w->examples = next;
			w->n_examples = ws->count[j + 1];
			w->grad_scale = scale;
			w->seed0 = seed0;
			w->losses = losses;
			parser_reserve_batch(&w->view, batch, ws->plans, next, w->n_examples);
			worker_collect_rows(ws, w, ws->plans);
			next += w->n_examples;
		}
	}

	blas_threads = openblas_get_num_threads();
	if (nw > 1)
	{
		openblas_set_num_threads(1);
		sigfillset(&all);
		pthread_sigmask(SIG_SETMASK, &all, &old);
		for (int j = 0; j < nw - 1; j++)
		{
			ws->w[j].failure.failed = 0;
			ws->w[j].started = pthread_create(&ws->w[j].thread, NULL, worker_thread_main,
											  &ws->w[j]) == 0;
		}
		pthread_sigmask(SIG_SETMASK, &old, NULL);
	}
	/* The calling thread is worker 0, into the model's gradient directly. */
	dt_set_fatal_prelude(join_workers, ws);
	run_examples(p, batch, ws->plans, mine, ws->count[0], scale, seed0, losses);
	dt_set_fatal_prelude(NULL, NULL);
	for (int j = 0; j < nw - 1; j++)
	{
		if (ws->w[j].started)
		{
			pthread_join(ws->w[j].thread, NULL);
			ws->w[j].started = false;
		}
		else
			worker_main(&ws->w[j]);	/* no thread to be had: same work, same result */
	}
	if (nw > 1)
		openblas_set_num_threads(blas_threads);
	for (int j = 0; j < nw - 1; j++)
		if (ws->w[j].failure.failed)
			dt_fatal_rethrow(&ws->w[j].failure, "a training worker's thread");

	/* Fixed order: worker 1, 2, ... into the model's gradient. */
	for (int j = 0; j < nw - 1; j++)
		worker_add_grad(p, &ws->w[j]);
}

/* ------------------------------------------------------------------ Adam */

typedef struct AdamSlice
{
	const DtAdam *opt;
	const DtAdamUpdate *u;
	size_t		lo,
				hi;
	pthread_t	thread;
	bool		started;
} AdamSlice;

static void *
adam_slice_main(void *arg)
{
	AdamSlice  *s = arg;

	dt_adam_apply(s->opt, s->u, s->lo, s->hi);
	return NULL;
}

/*
 * The optimiser step with the parameter buffer cut into nw slices (at 16-float
 * boundaries, so each element takes the same vector code path as in one pass): Adam is
 * element by element, so the result is dt_adam_step's bit for bit.  Only the gradient
 * norm (clipping) stays a single pass.
 */
void
parser_adam_step(Parser *p, int nw)
{
	DtAdamUpdate u;
	AdamSlice	slices[PARSER_MAX_WORKERS];
	size_t		count = p->params.count,
				chunk;
	sigset_t	all,
				old;

	if (nw > PARSER_MAX_WORKERS)
		nw = PARSER_MAX_WORKERS;
	dt_adam_begin_step(&p->adam, &u);
	chunk = ((count + (size_t) nw - 1) / (size_t) nw + 15) & ~(size_t) 15;
	if (nw <= 1 || chunk >= count)
	{
		dt_adam_apply(&p->adam, &u, 0, count);
		return;
	}
	for (int k = 0; k < nw; k++)
	{
		slices[k].opt = &p->adam;
		slices[k].u = &u;
		slices[k].lo = (size_t) k * chunk < count ? (size_t) k * chunk : count;
		slices[k].hi = (size_t) (k + 1) * chunk < count ? (size_t) (k + 1) * chunk : count;
		slices[k].started = false;
	}
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	for (int k = 1; k < nw; k++)
		slices[k].started = pthread_create(&slices[k].thread, NULL, adam_slice_main, &slices[k]) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	adam_slice_main(&slices[0]);
	for (int k = 1; k < nw; k++)
	{
		if (slices[k].started)
			pthread_join(slices[k].thread, NULL);
		else
			adam_slice_main(&slices[k]);
	}
}

/* ------------------------------------------------------------------ DT-Fixup */

bool
parser_prepare_training(Parser *p, ParserExample *const *train, int n_train, double *mu_out,
						DtError *err)
{
	DtRng		rng;
	double		mu = 0;
	long		per_epoch;
	Grow		x_host = {0};
	float	   *host;

	if (p->weights_borrowed)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"the parser borrows read-only weights and cannot be trained");
	if (p->prepared)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"the parser is already prepared for training");
	if (n_train < 1)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"training needs at least one example");
	for (int i = 0; i < n_train; i++)
		if (!train[i]->has_gold)
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"training example %d has no gold query", i);
	per_epoch = (n_train + p->cfg.batch_size - 1) / p->cfg.batch_size;
	p->max_steps = per_epoch * p->cfg.epochs;
	dt_rng_seed(&rng, p->cfg.seed ^ 0x5EEDF1C5ull);
	switch (p->cfg.init)
	{
		case PARSER_INIT_DTFIXUP:
			/* Paper 3.3: mu = max_j ||x_j|| from a forward pass of the pre-transformer over
			 * all training examples (no dropout), then Theorem 3.1's factor. */
			for (int i = 0; i < n_train; i++)
			{
				const float *x;
				int			len;

				parser_encode(p, train[i], &x);
				len = train[i]->n_items;
				x = parser_host_view(p->be, &x_host, x, sizeof(float) * (size_t) len * p->cfg.d_model);
				{
					double		m = dt_max_item_norm(x, &len, 1, len, p->cfg.d_model);

					if (m > mu)
						mu = m;
				}
			}
			grow_release(&x_host);
			host = parser_params_host(p);
			rat_stack_init_dtfixup(&p->stack, host, mu, &rng);
			parser_params_host_done(p, host);
			break;
		case PARSER_INIT_TFIXUP:
			host = parser_params_host(p);
			rat_stack_init_tfixup(&p->stack, host, &rng);
			parser_params_host_done(p, host);
			break;
		case PARSER_INIT_XAVIER:
			host = parser_params_host(p);
			rat_stack_init_xavier(&p->stack, host, &rng);
			parser_params_host_done(p, host);
			break;
	}
	p->mu = mu;
	if (mu_out)
		*mu_out = mu;
	if (!parser_create_optimizer(p, err))
		return false;
	p->prepared = true;
	return true;
}

/* ------------------------------------------------------------------ training */

bool
parser_train_batch(Parser *p, ParserExample *const *batch, int n, double *loss_out, DtError *err)
{
	double		total = 0,
			   *losses;

	if (p->weights_borrowed)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"the parser borrows read-only weights and cannot be trained");
	if (!p->prepared)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL,
							"Call parser_prepare_training first.",
							"the parser is not prepared for training");
	if (n < 1)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL, "empty training batch");
	for (int i = 0; i < n; i++)
		if (!batch[i]->has_gold)
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"training example %d of the batch has no gold query", i);
	losses = malloc(sizeof(double) * (size_t) n);
	if (losses == NULL)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL, "out of memory");
	dt_params_zero_grad(&p->params);
	/* Dropout masks are a function of (seed, step, position in the batch). */
	parser_batch_gradients(p, batch, n, parser_train_workers(p, n),
						   p->cfg.seed * 0x100000001B3ull + (uint64_t) p->steps_done * 131, losses);
	for (int i = 0; i < n; i++)
		total += losses[i];
	free(losses);
	parser_adam_step(p, parser_train_workers(p, p->cfg.batch_size));
	p->steps_done++;
	if (!dt_backend_check(p->be, err))
		return false;
	if (loss_out)
		*loss_out = total / n;
	if (!isfinite(total))
		return dt_error_set(err, DT_ERR_INTERNAL, 0, NULL,
							"Lower lr, or use init dtfixup.",
							"training diverged: the loss is not finite at step %ld", p->steps_done);
	return true;
}

bool
parser_train_epoch(Parser *p, ParserExample *const *train, int n_train, ParserBatchCallback cb,
				   void *cb_arg, double *mean_loss, DtError *err)
{
	ParserExample **order;
	DtRng		rng;
	int			bs = p->cfg.batch_size,
				n_batches = (n_train + bs - 1) / bs;
	double		sum = 0;
	int			done = 0;
	bool		ok = true;

	if (n_train < 1)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"training needs at least one example");
	order = malloc(sizeof(ParserExample *) * (size_t) n_train);
	if (order == NULL)
		return dt_error_set(err, DT_ERR_PROGRAM_LIMIT, 0, NULL, NULL, "out of memory");
	memcpy(order, train, sizeof(ParserExample *) * (size_t) n_train);
	/* Seeded Fisher-Yates per epoch: the same run twice sees the same batches. */
	dt_rng_seed(&rng, p->cfg.seed * 7919u + (uint64_t) p->epochs_done + 1);
	for (int i = n_train - 1; i > 0; i--)
	{
		int			j = dt_rng_below(&rng, i + 1);
		ParserExample *tmp = order[i];

		order[i] = order[j];
		order[j] = tmp;
	}
	for (int b = 0; b < n_batches; b++)
	{
		int			start = b * bs,
					n = n_train - start < bs ? n_train - start : bs;
		double		loss;

		if (!parser_train_batch(p, order + start, n, &loss, err))
		{
			ok = false;
			break;
		}
		sum += loss;
		done++;
		if (cb && !cb(cb_arg, b, n_batches, loss))
			break;
	}
	free(order);
	if (mean_loss)
		*mean_loss = done > 0 ? sum / done : 0;
	if (ok && done == n_batches)
		p->epochs_done++;
	return ok;
}
