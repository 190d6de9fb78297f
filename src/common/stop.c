/*
 * stop.c — the calling thread's stop scope (see stop.h).
 */
#include "common/stop.h"

#include <stddef.h>

static _Thread_local DtStopScope current;

DtStopScope
dt_stop_begin(DtStopCheck check, void *arg)
{
	DtStopScope outer = current;

	current.check = check;
	current.arg = arg;
	current.stopped = false;
	return outer;
}

void
dt_stop_end(DtStopScope outer)
{
	current = outer;
}

void
dt_stop_reset(void)
{
	current.check = NULL;
	current.arg = NULL;
	current.stopped = false;
}

bool
dt_stop_poll(void)
{
	if (!current.stopped && current.check != NULL && current.check(current.arg))
		current.stopped = true;
	return current.stopped;
}

bool
dt_stop_requested(void)
{
	return current.stopped;
}

bool
dt_stop_active(void)
{
	return current.check != NULL;
}

int
dt_stop_block_rows(int rows, double row_work)
{
	double		block;

	if (!dt_stop_active() || row_work <= 0 || (double) rows * row_work <= DT_STOP_BLOCK_WORK)
		return rows > 0 ? rows : 1;
	block = DT_STOP_BLOCK_WORK / row_work;
	return block < 1 ? 1 : (int) block;
}
