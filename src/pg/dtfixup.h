/*
 * dtfixup.h — what src/pg/ files share: the GUC variables and error reporting.
 * Only files under src/pg/ include PostgreSQL headers.
 */
#ifndef DTFIXUP_PG_DTFIXUP_H
#define DTFIXUP_PG_DTFIXUP_H

#include "postgres.h"

#include "common/error.h"

/* GUCs (registered in dtfixup.c, documented in README.md). */
extern int	dtfixup_value_link_budget;	/* dtfixup.value_link_budget: value look-ups per question */
extern int	dtfixup_value_link_scan_rows;	/* dtfixup.value_link_scan_rows: rows a bounded scan reads */
extern int	dtfixup_beam_size;			/* dtfixup.beam_size */
extern bool dtfixup_value_check;		/* dtfixup.value_check: prefer candidates whose literals the database holds */
extern char *dtfixup_model_name;		/* dtfixup.model: default model for nl2sql */
extern int	dtfixup_statement_timeout;	/* dtfixup.statement_timeout (ms) for executing generated SQL */
extern int	dtfixup_device;				/* dtfixup.device: DTFIXUP_DEVICE_* */
extern int	dtfixup_threads;			/* dtfixup.threads: BLAS threads per backend (0 = library default) */

#define DTFIXUP_DEVICE_AUTO 0
#define DTFIXUP_DEVICE_CPU	1
#define DTFIXUP_DEVICE_CUDA 2

/* ereport(ERROR) from a DtError filled in by a PostgreSQL-free stage. Never returns. */
void		dtfixup_report_error(const DtError *err) pg_attribute_noreturn();

/* SQLSTATE for a DtError code. */
int			dtfixup_sqlstate(int dt_error_code);

#endif
