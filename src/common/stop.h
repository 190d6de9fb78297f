/*
 * stop.h — asking, deep inside a long computation, whether the caller wants it stopped.
 *
 * A decode over a schema of hundreds of tables runs for seconds inside nn/, model/ and
 * schema/, which cannot call PostgreSQL.  The caller opens a scope with a check of its own
 * (src/pg/: is a query cancel pending?); the long loops poll it between blocks of about a
 * millisecond of work (a head's block of attention rows, a block of gemm rows, a time step,
 * a row of relations) and, once it says yes, skip the rest of their work.  The answer then
 * stays yes until the scope ends (sticky), so a loop that gave up need not say so: whoever
 * uses its result polls first (dt_stop_requested) and drops a partial one.  The check must
 * not longjmp: a loop that stops still frees what it holds, through its caller's error path.
 *
 * The scope is the calling thread's only: training's worker threads and any code outside a
 * scope poll nothing and always compute in full.  Polling with no scope open costs a
 * thread-local load.
 */
#ifndef DTFIXUP_COMMON_STOP_H
#define DTFIXUP_COMMON_STOP_H

#include <stdbool.h>

typedef bool (*DtStopCheck) (void *arg);

/* What dt_stop_begin replaced, for dt_stop_end to put back (scopes nest). */
typedef struct DtStopScope
{
	DtStopCheck check;
	void	   *arg;
	bool		stopped;
} DtStopScope;

/* Opens a scope polling check(arg) (NULL: a scope that never stops). */
DtStopScope dt_stop_begin(DtStopCheck check, void *arg);
void		dt_stop_end(DtStopScope outer);
/* Closes every scope: for an error that longjmp'ed past a dt_stop_end (src/pg/ calls it at
 * every (sub)transaction abort). */
void		dt_stop_reset(void);

/* Asks the scope's check, unless it already said yes; true from then on.  Call it between
 * blocks of work, not per element. */
bool		dt_stop_poll(void);
/* Whether a poll of this scope has said yes (asks nothing). */
bool		dt_stop_requested(void);
/* Whether a scope with a check is open: loops that split their work only to poll split it
 * only then, so outside a decode they run exactly as before. */
bool		dt_stop_active(void);

/*
 * Rows per block for a loop over `rows` rows of row_work multiply-adds each that polls
 * between blocks: all of them when no check is open (one block: the loop computes exactly as
 * it would without polling), else blocks of about DT_STOP_BLOCK_WORK, a millisecond or two.
 */
#define DT_STOP_BLOCK_WORK ((double) (1 << 24))
int			dt_stop_block_rows(int rows, double row_work);

#endif
