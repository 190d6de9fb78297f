/*
 * parser_beam_pair.c — a second thread for an ensemble's arithmetic during one decode
 * (parser_beam.c): the members' encoders, then at every step their decoder cells and heads,
 * the calling thread taking members 0, 2, 4, ... and the second thread 1, 3, 5, ....
 *
 * Why a thread of our own: a decode step multiplies a few rows (the live hypotheses) by
 * each member's decoder weights, products far too small for OpenBLAS to split, so on one
 * thread a single core reads every member's weights in turn (a few MB per member and step,
 * more than the caches hold once there are three or four members) while the other core
 * waits.  Two members at a time read them from two cores.
 *
 * The second thread computes only: no PostgreSQL calls and no dt_alloc (the CPU backend's
 * buffers and the decode's own are malloc'ed), every signal blocked (the server's handlers
 * run on the calling thread).  A stop that the calling thread's check sees while it waits
 * is passed on: the second thread runs in a stop scope of its own, whose check reads it.
 * OpenBLAS runs one thread per caller meanwhile, as in training (parser_train.c).
 *
 * Handing a job over costs microseconds, not the scheduler's wake-up: the second thread
 * spins a little before it sleeps on a condition variable, and the calling thread spins
 * while it waits, then naps in steps of 50 us (a step's job takes 0.1 to a few ms).
 *
 * The thread is the process's: started by the first decode that pairs, it then waits for
 * the next one, so an ERROR that leaves a decode by longjmp (palloc out of memory while
 * the beam is cut) leaves it idle, not waiting on a freed stack.  While it computes, the
 * calling thread cannot leave: a dt_fatal there first stops and waits for it (the fatal
 * prelude).  A dt_fatal on the second thread (out of memory in a kernel's buffer) ends
 * that thread and is raised again on the calling thread, as an ordinary ERROR.  One pair
 * per process serves one decode at a time: a backend decodes on its one thread.
 */
#include "model/parser_decoder.h"

#include <pthread.h>
#include <signal.h>
#include <time.h>

#include "common/error.h"
#include "common/stop.h"

extern void openblas_set_num_threads(int num_threads);
extern int	openblas_get_num_threads(void);

/* spins before the second thread sleeps / before the calling thread naps: a few tens of
 * microseconds of pause instructions */
#define PAIR_SPINS 2000

static BeamPair pair;

static inline void
cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#endif
}

static inline int
load(const int *v)
{
	return __atomic_load_n(v, __ATOMIC_ACQUIRE);
}

/* The second thread's stop check: the calling thread's verdict, passed on. */
static bool
pair_stopped(void *arg)
{
	return load(&pair.stop) != 0;
}

/* The second thread waits for a job other than the one it last ran (seen). */
static unsigned
pair_wait_for_job(unsigned seen)
{
	unsigned	posted = seen;

	for (int spin = 0; spin < PAIR_SPINS; spin++)
	{
		posted = __atomic_load_n(&pair.posted, __ATOMIC_ACQUIRE);
		if (posted != seen)
			return posted;
		cpu_relax();
	}
	pthread_mutex_lock(&pair.lock);
	while ((posted = __atomic_load_n(&pair.posted, __ATOMIC_ACQUIRE)) == seen)
		pthread_cond_wait(&pair.wake, &pair.lock);
	pthread_mutex_unlock(&pair.lock);
	return posted;
}

static void *
pair_thread(void *arg)
{
	unsigned	seen = 0;

	dt_set_thread_failure(&pair.failure);
	for (;;)
	{
		DtStopScope outer;

		seen = pair_wait_for_job(seen);
		/* a scope per job: its verdict sticks within the job; pair.stop, within the decode */
		outer = dt_stop_begin(pair_stopped, NULL);
		pair.job(pair.arg, 1, 2);
		dt_stop_end(outer);
		__atomic_store_n(&pair.finished, seen, __ATOMIC_RELEASE);
	}
	return NULL;
}

/* The thread that died of a dt_fatal is joined and forgotten (the next decode starts
 * another). */
static void
pair_reap(void)
{
	pthread_join(pair.thread, NULL);
	pthread_cond_destroy(&pair.wake);
	pthread_mutex_destroy(&pair.lock);
	pair.started = false;
	pair.failure.failed = 0;
}

static bool
pair_start(void)
{
	sigset_t	all,
				old;

	if (pthread_mutex_init(&pair.lock, NULL) != 0)
		return false;
	if (pthread_cond_init(&pair.wake, NULL) != 0)
	{
		pthread_mutex_destroy(&pair.lock);
		return false;
	}
	pair.posted = pair.finished = 0;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	pair.started = pthread_create(&pair.thread, NULL, pair_thread, NULL) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!pair.started)
	{
		pthread_cond_destroy(&pair.wake);
		pthread_mutex_destroy(&pair.lock);
	}
	return pair.started;
}

BeamPair *
beam_pair_begin(void)
{
	if (pair.started && load(&pair.failure.failed))
		pair_reap();
	if (!pair.started && !pair_start())
		return NULL;
	/* a decode left by an ERROR did not put OpenBLAS's threads back: keep what it saved */
	if (!pair.in_decode)
		pair.blas_threads = openblas_get_num_threads();
	pair.in_decode = true;
	openblas_set_num_threads(1);
	__atomic_store_n(&pair.stop, 0, __ATOMIC_RELEASE);
	return &pair;
}

void
beam_pair_end(BeamPair *p)
{
	openblas_set_num_threads(p->blas_threads);
	p->in_decode = false;
}

static bool
pair_job_done(void)
{
	return __atomic_load_n(&pair.finished, __ATOMIC_ACQUIRE) == pair.posted ||
		load(&pair.failure.failed);
}

/* The calling thread's fatal prelude while a job runs: stop the second thread's kernels and
 * wait until it has left the job's memory. */
static void
pair_quiesce(void *arg)
{
	const struct timespec nap = {0, 50 * 1000};

	__atomic_store_n(&pair.stop, 1, __ATOMIC_RELEASE);
	while (!pair_job_done())
		nanosleep(&nap, NULL);
}

/* The calling thread waits for the second to finish the job it posted, passing a stop on:
 * its check (a query cancel, a statement timeout) is polled about every 0.1 ms.  A failure
 * on the second thread is raised here. */
static void
pair_wait_finished(void)
{
	const struct timespec nap = {0, 50 * 1000};

	for (long i = 0; !pair_job_done(); i++)
	{
		if (i % 64 == 0 && dt_stop_poll())
			__atomic_store_n(&pair.stop, 1, __ATOMIC_RELEASE);
		if (i < PAIR_SPINS)
			cpu_relax();
		else
			nanosleep(&nap, NULL);
	}
	if (load(&pair.failure.failed))
	{
		DtThreadFailure failure = pair.failure;

		pair_reap();
		beam_pair_end(&pair);
		dt_fatal_rethrow(&failure, "the decode's second thread");
	}
}

void
beam_pair_run(BeamPair *p, BeamPairJob job, void *arg)
{
	if (p == NULL)
	{
		job(arg, 0, 1);
		return;
	}
	pthread_mutex_lock(&pair.lock);
	pair.job = job;
	pair.arg = arg;
	__atomic_store_n(&pair.posted, pair.posted + 1, __ATOMIC_RELEASE);
	pthread_cond_signal(&pair.wake);
	pthread_mutex_unlock(&pair.lock);
	dt_set_fatal_prelude(pair_quiesce, NULL);
	job(arg, 0, 2);
	dt_set_fatal_prelude(NULL, NULL);
	pair_wait_finished();
}
