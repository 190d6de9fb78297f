/*
 * dtfixup.h — what src/pg/ files share: the GUC variables and error reporting.
 * Only files under src/pg/ include PostgreSQL headers.
 */
#ifndef DTFIXUP_PG_DTFIXUP_H
#define DTFIXUP_PG_DTFIXUP_H

#include "postgres.h"

#include "fmgr.h"

#include "common/error.h"

/*
 * dtfixup.so is compiled with -fvisibility=hidden (Makefile), so that the hundreds of
 * functions of the PostgreSQL-free stages (linear_forward, tokenize, ...) stay private to
 * the module instead of joining the backend's global symbol namespace.  PostgreSQL must
 * still find, by dlsym, Pg_magic_func, _PG_init, every SQL-callable function and its
 * pg_finfo_ record.  PostgreSQL 15 defines PGDLLEXPORT as nothing outside Windows, and its
 * PG_FUNCTION_INFO_V1 declares the function itself without it, so both are given default
 * visibility here, once for all of src/pg/.  The macros expand at their use, so this
 * holds however the PostgreSQL headers were included before; every file that declares a
 * SQL function includes this header.
 */
#undef PGDLLEXPORT
#define PGDLLEXPORT __attribute__((visibility("default")))

#undef PG_FUNCTION_INFO_V1
#define PG_FUNCTION_INFO_V1(funcname) \
extern PGDLLEXPORT Datum funcname(PG_FUNCTION_ARGS); \
extern PGDLLEXPORT const Pg_finfo_record *CppConcat(pg_finfo_, funcname)(void); \
const Pg_finfo_record * \
CppConcat(pg_finfo_, funcname)(void) \
{ \
	static const Pg_finfo_record finfo = {1}; \
	return &finfo; \
} \
extern int	no_such_variable

/* GUCs (registered in dtfixup.c, documented in README.md). */
extern int	dtfixup_value_link_budget;	/* dtfixup.value_link_budget: value look-ups per question */
extern int	dtfixup_value_link_scan_rows;	/* dtfixup.value_link_scan_rows: rows a bounded scan reads */
extern bool dtfixup_join_on_keys;	/* dtfixup.join_on_keys: decode table joins on the catalog's keys */
extern int	dtfixup_value_link_time_budget;	/* dtfixup.value_link_time_budget (ms): look-up time per question, 0 none */
extern int	dtfixup_beam_size;			/* dtfixup.beam_size */
extern bool dtfixup_value_check;		/* dtfixup.value_check: prefer candidates whose literals the database holds */
extern bool dtfixup_literal_repair;	/* dtfixup.literal_repair: repaired copies of candidates */
extern bool dtfixup_negated_flags;	/* dtfixup.negated_flags: a negated column answered with its empty value */
extern bool dtfixup_measure_links;	/* dtfixup.measure_links: money and quantity words link to measure columns */
extern bool dtfixup_full_names;	/* dtfixup.full_names: people answered by all their names */
extern char *dtfixup_model_name;		/* dtfixup.model: default model for nl2sql */
extern char *dtfixup_ensemble;		/* dtfixup.ensemble: models decoding with it (model_cache.h) */
extern int	dtfixup_general_members;	/* dtfixup.general_members: the general model's parsers used (0: all) */
extern int	dtfixup_general_cascade;	/* dtfixup.general_cascade: its parsers that decode first (0: off) */
extern double dtfixup_general_cascade_margin;	/* dtfixup.general_cascade_margin */
extern int	dtfixup_statement_timeout;	/* dtfixup.statement_timeout (ms) for executing generated SQL */
extern int	dtfixup_rows_check_timeout;	/* dtfixup.rows_check_timeout (ms) for running an answer to see its rows; 0 off */
extern int	dtfixup_device;				/* dtfixup.device: DTFIXUP_DEVICE_* (training's default device) */
extern int	dtfixup_threads;			/* dtfixup.threads: OpenBLAS threads of this backend (device.h) */
extern int	dtfixup_retrieval_max_tables;	/* dtfixup.retrieval_max_tables (schema/retrieval.h) */
extern int	dtfixup_retrieval_max_columns;	/* dtfixup.retrieval_max_columns */
extern bool dtfixup_answer_from_feedback;	/* dtfixup.answer_from_feedback: stored pairs answer first (feedback.h) */
extern double dtfixup_min_confidence;	/* dtfixup.min_confidence: nl2sql refuses answers below it (0: never) */

/* dtfixup.min_confidence's default, from bench/confidence's risk-coverage table: on Spider
 * dev's judged answers (cross-validated by database) the lowest threshold whose answers are
 * 85% right while half the questions are answered (52.5%, 85.2% of them right) */
#define DTFIXUP_MIN_CONFIDENCE_DEFAULT 0.70
/* the SQLSTATE of an answer refused for its low confidence (docs/errors.md) */
#define DTFIXUP_ERRCODE_LOW_CONFIDENCE MAKE_SQLSTATE('Q','C','0','0','1')
extern bool dtfixup_log_questions;	/* dtfixup.log_questions: nl2sql logs questions (question_log.h) */
extern int	dtfixup_question_log_max_rows;	/* dtfixup.question_log_max_rows: the log's bound (0: none) */

#define DTFIXUP_DEVICE_AUTO 0
#define DTFIXUP_DEVICE_CPU	1
#define DTFIXUP_DEVICE_CUDA 2

/* ereport(ERROR) from a DtError filled in by a PostgreSQL-free stage. Never returns. */
void		dtfixup_report_error(const DtError *err) pg_attribute_noreturn();
/* ERROR (25006) when this server is a hot standby: `function` writes the model store, which
 * only the primary can; `action` says what it does ("train", "change the model store"). */
void		dtfixup_require_primary(const char *function, const char *action);
/* Parser stop check (model/parser.h): a query cancel or termination is pending. */
bool		dtfixup_cancel_pending(void *arg);

/* SQLSTATE for a DtError code. */
int			dtfixup_sqlstate(int dt_error_code);

#endif
