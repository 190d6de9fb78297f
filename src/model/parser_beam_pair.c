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
 */
#include "model/parser_internal.h"

#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <time.h>

#include "common/stop.h"

extern void openblas_set_num_threads(int num_threads);
extern int	openblas_get_num_threads(void);

/* spins before the second thread sleeps / before the calling thread naps: a few tens of
 * microseconds of pause instructions */
#define PAIR_SPINS 2000

static inline void
cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#endif
}

/* The second thread's stop check: the calling thread's verdict, passed on. */
static bool
pair_stopped(void *arg)
{
	return __atomic_load_n(&((BeamPair *) arg)->stop, __ATOMIC_ACQUIRE) != 0;
}

/* The second thread waits for a job other than the one it last ran (seen), or to quit. */
static unsigned
pair_wait_for_job(BeamPair *pair, unsigned seen)
{
	unsigned	posted = seen;

	for (int spin = 0; spin < PAIR_SPINS; spin++)
	{
		posted = __atomic_load_n(&pair->posted, __ATOMIC_ACQUIRE);
		if (posted != seen || __atomic_load_n(&pair->quit, __ATOMIC_ACQUIRE))
			return posted;
		cpu_relax();
	}
	pthread_mutex_lock(&pair->lock);
	while ((posted = __atomic_load_n(&pair->posted, __ATOMIC_ACQUIRE)) == seen &&
		   !__atomic_load_n(&pair->quit, __ATOMIC_ACQUIRE))
		pthread_cond_wait(&pair->wake, &pair->lock);
	pthread_mutex_unlock(&pair->lock);
	return posted;
}

static void *
pair_thread(void *arg)
{
	BeamPair   *pair = arg;
	DtStopScope outer = dt_stop_begin(pair_stopped, pair);
	unsigned	seen = 0;

	for (;;)
	{
		seen = pair_wait_for_job(pair, seen);
		if (__atomic_load_n(&pair->quit, __ATOMIC_ACQUIRE))
			break;
		pair->job(pair->arg, 1, 2);
		__atomic_store_n(&pair->finished, seen, __ATOMIC_RELEASE);
	}
	dt_stop_end(outer);
	return NULL;
}

bool
beam_pair_start(BeamPair *pair)
{
	sigset_t	all,
				old;

	memset(pair, 0, sizeof(*pair));
	if (pthread_mutex_init(&pair->lock, NULL) != 0)
		return false;
	if (pthread_cond_init(&pair->wake, NULL) != 0)
	{
		pthread_mutex_destroy(&pair->lock);
		return false;
	}
	pair->blas_threads = openblas_get_num_threads();
	openblas_set_num_threads(1);
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	pair->started = pthread_create(&pair->thread, NULL, pair_thread, pair) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!pair->started)
	{
		openblas_set_num_threads(pair->blas_threads);
		pthread_cond_destroy(&pair->wake);
		pthread_mutex_destroy(&pair->lock);
	}
	return pair->started;
}

/* The calling thread waits for the second to finish the job it posted, passing a stop on:
 * its check (a query cancel, a statement timeout) is polled about every 0.1 ms. */
static void
pair_wait_finished(BeamPair *pair)
{
	const struct timespec nap = {0, 50 * 1000};

	for (long i = 0; __atomic_load_n(&pair->finished, __ATOMIC_ACQUIRE) != pair->posted; i++)
	{
		if (i % 64 == 0 && dt_stop_poll())
			__atomic_store_n(&pair->stop, 1, __ATOMIC_RELEASE);
		if (i < PAIR_SPINS)
			cpu_relax();
		else
			nanosleep(&nap, NULL);
	}
}

void
beam_pair_run(BeamPair *pair, BeamPairJob job, void *arg)
{
	if (pair == NULL || !pair->started)
	{
		job(arg, 0, 1);
		return;
	}
	pthread_mutex_lock(&pair->lock);
	pair->job = job;
	pair->arg = arg;
	__atomic_store_n(&pair->posted, pair->posted + 1, __ATOMIC_RELEASE);
	pthread_cond_signal(&pair->wake);
	pthread_mutex_unlock(&pair->lock);
	job(arg, 0, 2);
	pair_wait_finished(pair);
}

void
beam_pair_end(BeamPair *pair)
{
	if (!pair->started)
		return;
	pthread_mutex_lock(&pair->lock);
	__atomic_store_n(&pair->quit, 1, __ATOMIC_RELEASE);
	pthread_cond_signal(&pair->wake);
	pthread_mutex_unlock(&pair->lock);
	pthread_join(pair->thread, NULL);
	pthread_cond_destroy(&pair->wake);
	pthread_mutex_destroy(&pair->lock);
	openblas_set_num_threads(pair->blas_threads);
	pair->started = false;
}
