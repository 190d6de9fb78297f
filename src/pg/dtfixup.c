/*
 * dtfixup.c — module load: GUCs, the allocator for the PostgreSQL-free stages, and the
 * mapping from their DtError codes to SQLSTATEs.
 *
 * Nothing here touches a GPU: CUDA is opened lazily at first GPU use (never in the
 * postmaster, whose children would inherit a CUDA context they cannot use), see
 * src/nn/backend_loader.h.
 */
#include "pg/dtfixup.h"

#include <limits.h>

#include "access/xact.h"
#include "access/xlog.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "utils/guc.h"
#include "utils/memutils.h"
#include "utils/varlena.h"

#include "common/alloc.h"
#include "common/stop.h"
#include "model/parser.h"

PG_MODULE_MAGIC;

int			dtfixup_value_link_budget = 200;
int			dtfixup_value_link_scan_rows = 20000;
int			dtfixup_value_link_time_budget = 20;
int			dtfixup_beam_size = 5;
bool		dtfixup_value_check = true;
bool		dtfixup_literal_repair = true;
bool		dtfixup_full_names = true;
bool		dtfixup_measure_links = true;
bool		dtfixup_negated_flags = true;
char	   *dtfixup_model_name = NULL;
char	   *dtfixup_ensemble = NULL;
int			dtfixup_general_members = 0;
int			dtfixup_statement_timeout = 10000;
int			dtfixup_rows_check_timeout = 50;
int			dtfixup_device = DTFIXUP_DEVICE_AUTO;
int			dtfixup_threads = 1;
int			dtfixup_general_cascade = 2;
double		dtfixup_general_cascade_margin = 0.5;
int			dtfixup_retrieval_max_tables = 32;
int			dtfixup_retrieval_max_columns = 80;
bool		dtfixup_answer_from_feedback = true;
double		dtfixup_min_confidence = DTFIXUP_MIN_CONFIDENCE_DEFAULT;
bool		dtfixup_join_on_keys = true;
bool		dtfixup_log_questions = true;
int			dtfixup_question_log_max_rows = 100000;

static const struct config_enum_entry device_options[] = {
	{"auto", DTFIXUP_DEVICE_AUTO, false},
	{"cpu", DTFIXUP_DEVICE_CPU, false},
	{"cuda", DTFIXUP_DEVICE_CUDA, false},
	{NULL, 0, false}
};

/* The PostgreSQL-free stages allocate in the current memory context (huge allowed). */
static void *
pg_alloc_zeroed(size_t size)
{
	return MemoryContextAllocExtended(CurrentMemoryContext, size ? size : 1,
									  MCXT_ALLOC_HUGE | MCXT_ALLOC_ZERO);
}

static void *
pg_resize(void *ptr, size_t size)
{
	return repalloc_huge(ptr, size ? size : 1);
}

static void
pg_release(void *ptr)
{
	pfree(ptr);
}

/*
 * dt_fatal() inside a backend: an ordinary ERROR (the transaction rolls back, the server
 * stays up) instead of the unit tests' abort().
 */
static void
pg_fatal_handler(DtErrorCode code, const char *message)
{
	ereport(ERROR,
			(errcode(dtfixup_sqlstate(code)),
			 errmsg("dtfixup: %s", message)));
}

/*
 * An ERROR that longjmp'ed out of a stop scope (common/stop.h: dt_fatal, palloc running out
 * of memory) skipped its dt_stop_end: clear it at the (sub)transaction's abort, so that no
 * later computation of this backend (training) polls a check it was not given.
 */
static void
stop_reset_at_abort(XactEvent event, void *arg)
{
	if (event == XACT_EVENT_ABORT || event == XACT_EVENT_PARALLEL_ABORT)
		dt_stop_reset();
}

static void
stop_reset_at_subabort(SubXactEvent event, SubTransactionId sub, SubTransactionId parent,
					   void *arg)
{
	if (event == SUBXACT_EVENT_ABORT_SUB)
		dt_stop_reset();
}

/* PostgreSQL 15's fmgr.h does not declare it; PGDLLEXPORT (dtfixup.h) keeps it visible. */
extern PGDLLEXPORT void _PG_init(void);

/* dtfixup.ensemble: a list of at most PARSER_MAX_ENSEMBLE - 1 non-empty names */
static bool
check_ensemble(char **newval, void **extra, GucSource source)
{
	List	   *names;
	char	   *copy;
	bool		ok;

	if (*newval == NULL || (*newval)[0] == '\0')
		return true;
	copy = pstrdup(*newval);
	ok = SplitGUCList(copy, ',', &names);
	if (!ok)
		GUC_check_errdetail("The list is not a valid comma-separated list of names.");
	else if (list_length(names) >= PARSER_MAX_ENSEMBLE)
	{
		GUC_check_errdetail("At most %d models decode together with the model asked, got %d.",
							PARSER_MAX_ENSEMBLE - 1, list_length(names));
		ok = false;
	}
	list_free(names);
	pfree(copy);
	return ok;
}

void
_PG_init(void)
{
	static const DtAllocator pg_allocator = {pg_alloc_zeroed, pg_resize, pg_release};

	dt_set_allocator(&pg_allocator);
	dt_set_fatal_handler(pg_fatal_handler);
	RegisterXactCallback(stop_reset_at_abort, NULL);
	RegisterSubXactCallback(stop_reset_at_subabort, NULL);

	DefineCustomIntVariable("dtfixup.value_link_budget",
							"Maximum number of value look-ups (index probes or bounded scans) per question.",
							"Value linking first consults pg_stats most-common values, which is free; "
							"each further look-up of a question n-gram in a text column costs one unit.",
							&dtfixup_value_link_budget, 200, 0, 100000,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.value_link_scan_rows",
							"Maximum number of rows a bounded scan of one column reads during value linking.",
							NULL,
							&dtfixup_value_link_scan_rows, 20000, 0, INT_MAX,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.value_link_time_budget",
							"Time value look-ups (bounded scans and index probes) may take per question; 0 means no time limit.",
							"Checked before each look-up and between batches of a scan's rows: once spent, the question's "
							"remaining look-ups are skipped. Most-common values from the statistics are read whatever the time.",
							&dtfixup_value_link_time_budget, 20, 0, 3600000,
							PGC_USERSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.rows_check_timeout",
							"Time the general model's answer may run to see that it answers with rows; 0 turns the check off.",
							"An answer that gives no row (or, answering no aggregate, rows of NULLs alone) gives way to the next "
							"candidate the value check passes where that one gives rows. Past this time the answer stays.",
							&dtfixup_rows_check_timeout, 50, 0, 60000,
							PGC_USERSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.beam_size",
							"Beam width of the decoder's search.",
							NULL,
							&dtfixup_beam_size, 5, 1, 64,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomBoolVariable("dtfixup.value_check",
							 "Answer with the best beam candidate whose comparisons of a column with a literal some stored row satisfies.",
							 "Text columns under = and IN, number columns under = < <= > >=, looked up as the caller reading at most "
							 "dtfixup.value_link_scan_rows rows; under =, a foreign-key column may also hold the literal through the "
							 "referenced key. Off: the best-scored candidate is the answer.",
							 &dtfixup_value_check, true,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomBoolVariable("dtfixup.literal_repair",
							 "Give each beam candidate a copy whose text literals that say no value the question links to their column are repaired or dropped.",
							 "A literal holding a linked stored value of its column becomes that value ('mississippi river' -> 'mississippi'); "
							 "one that shares no words with any linked value, and that the user did not name, is dropped ('us'). "
							 "The copy scores 1 below its candidate and meets the value check like any candidate.",
							 &dtfixup_literal_repair, true,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomBoolVariable("dtfixup.full_names",
							 "Answer a question that asks for people or things by name with all the columns that name them.",
							 "\"Who\" / \"which <table>\" / \"names of\" answered with one part of a person's name (first_name), "
							 "an id, or for \"who\" another column of the table, gets the table's given and family names "
							 "(or its name column) as output columns instead, each listed once; \"each <table>\" "
							 "grouped by its key gets the names beside its aggregates (docs/answers.md).",
							 &dtfixup_full_names, true,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomBoolVariable("dtfixup.answer_from_feedback",
							 "Answer a question from a stored pair (dtfixup_feedback) whose question equals it up to its values, before the parser.",
							 "The pair's SQL with the new question's values; off: the parser always answers.",
							 &dtfixup_answer_from_feedback, true,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomBoolVariable("dtfixup.join_on_keys",
							 "Decode table joins only on the catalog's keys.",
							 "A table join's ON equates a declared foreign key pair (or two columns referencing one column); "
							 "between tables no foreign key links, columns of one type whose names match "
							 "(the same name, or <table>_id for that table's primary key). Off: any two columns of one type.",
							 &dtfixup_join_on_keys, true,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("dtfixup.model",
							   "Model used by nl2sql() when none is named.",
							   "Unset (the default): the installed general model, \"general\".",
							   &dtfixup_model_name, NULL,
							   PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("dtfixup.ensemble",
							   "Models that decode together with the model asked (a comma-separated list of model names).",
							   "Each model encodes the question and runs its own decoder over the same beam; every choice "
							   "is scored by the mean of their probabilities. At most 3 names; a name equal to the model "
							   "asked is skipped. Unset (the default): the model asked decodes alone.",
							   &dtfixup_ensemble, NULL,
							   PGC_USERSET, GUC_LIST_INPUT, check_ensemble, NULL, NULL);
	DefineCustomIntVariable("dtfixup.general_members",
							"How many of the general model's installed parsers decode together (0: all of them).",
							"The general model is an ensemble of the parsers installed as dtfixup_general.ckpt, "
							"dtfixup_general.2.ckpt, ...; fewer answer faster and, as measured on Spider dev, less "
							"accurately (models/README.md).",
							&dtfixup_general_members, 0, 0, PARSER_MAX_ENSEMBLE,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.general_cascade",
							"How many of the general model's parsers decode a question first (0: all at once).",
							"Where these first parsers are sure of their answer (the value check keeps their first "
							"candidate or its repaired copy, and the first candidate leads the second by dtfixup.general_cascade_margin), the others are not "
							"asked; else every parser decodes the question again together. On Spider dev on two cores "
							"the median answer took 0.46-0.59 of the whole ensemble's time, and 30 of 827 answers "
							"differed from its answers (bench/README.md). Acts where the general model has more "
							"parsers than this; other models and dtfixup.ensemble always decode together.",
							&dtfixup_general_cascade, 2, 0, PARSER_MAX_ENSEMBLE,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomRealVariable("dtfixup.general_cascade_margin",
							 "Log-probability by which the first parsers' first candidate must lead their second.",
							 "See dtfixup.general_cascade. Larger: the whole ensemble decodes more questions (slower, "
							 "and on Spider dev as accurate as the ensemble from 3 on).",
							 &dtfixup_general_cascade_margin, 0.5, 0.0, 1000.0,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.statement_timeout",
							"Statement timeout applied while executing generated SQL.",
							NULL,
							&dtfixup_statement_timeout, 10000, 0, INT_MAX,
							PGC_USERSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomEnumVariable("dtfixup.device",
							 "Device the parser runs on: auto, cpu or cuda.",
							 "Read by nl2sql, nl2sql_execute, dtfixup_explain and dtfixup_evaluate, and the default of "
							 "dtfixup_finetune's \"device\" option. cuda runs the parser on the CUDA backend (an error "
							 "where none is usable); auto and cpu run it on the CPU. dtfixup_device_info() reports "
							 "what the CUDA loader finds for it.",
							 &dtfixup_device, DTFIXUP_DEVICE_AUTO, device_options,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.threads",
							"OpenBLAS threads of this backend for the neural network's matrix products.",
							"Applied at every call of nl2sql, nl2sql_execute, dtfixup_explain, dtfixup_evaluate and "
							"dtfixup_finetune, and reported by dtfixup_device_info(). The default is 1 because each "
							"backend process has its own OpenBLAS threads: several sessions with several threads each "
							"would oversubscribe the cores. Training's worker threads are the model's \"threads\" "
							"option, and OpenBLAS runs on one thread while more than one worker runs.",
							&dtfixup_threads, 1, 1, 256,
							PGC_USERSET, 0, NULL, NULL, NULL);

	DefineCustomIntVariable("dtfixup.retrieval_max_tables",
							"Most tables the parser reads for one question.",
							"A search_path with more tables (or more columns than dtfixup.retrieval_max_columns) is "
							"narrowed per question before the encoder: to the schema the question's words link to "
							"most, or within a larger schema to its linked tables, the foreign-key paths between "
							"them and their neighbours. Training rows go through the same retrieval.",
							&dtfixup_retrieval_max_tables, 32, 1, 100000,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.retrieval_max_columns",
							"Most columns, over all tables, the parser reads for one question.",
							"See dtfixup.retrieval_max_tables.",
							&dtfixup_retrieval_max_columns, 80, 1, 1000000,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomRealVariable("dtfixup.min_confidence",
							 "nl2sql and nl2sql_execute refuse an answer less likely than this to be right (0: never refuse).",
							 "Each answer's confidence is a calibrated probability that it is right "
							 "(docs/answers.md); below this the error lists the best candidates with theirs, so "
							 "the application can let the user choose. dtfixup_explain shows the confidence and "
							 "never refuses; dtfixup_evaluate and training's validation are not affected.",
							 &dtfixup_min_confidence, DTFIXUP_MIN_CONFIDENCE_DEFAULT, 0.0, 1.0,
							 PGC_USERSET, 0, NULL, NULL, NULL);

	DefineCustomBoolVariable("dtfixup.log_questions",
							 "Whether nl2sql and nl2sql_execute log each question and its answer in dtfixup.question_log.",
							 "The log is what dtfixup_learn keeps of the answers no one corrected, and what "
							 "dtfixup.questions_to_review lists; each role sees only its own rows. Off: nothing is "
							 "logged (any user may turn it off for the questions it asks). Never logged on a standby, "
							 "in a read-only transaction or in parallel mode.",
							 &dtfixup_log_questions, true,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("dtfixup.question_log_max_rows",
							"Most rows dtfixup.question_log keeps (0: no bound).",
							"Each question logged removes those more than this many ids behind it, oldest first, "
							"as the table's owner; so only a superuser may change it.",
							&dtfixup_question_log_max_rows, 100000, 0, INT_MAX,
							PGC_SUSET, 0, NULL, NULL, NULL);

	DefineCustomBoolVariable("dtfixup.measure_links",
							 "Link the question's words of money, quantity and dimension to the columns that measure them.",
							 "\"revenue\", \"priciest\", \"$20\", \"copies\", \"sold\" link to the catalog's money and quantity columns "
							 "(price, amount, membercost, qty), \"the largest state\" and \"how high\" to the thing's area or elevation, "
							 "as a lexicon relative of their names (docs/schema-linking.md).",
							 &dtfixup_measure_links, true,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomBoolVariable("dtfixup.negated_flags",
							 "Answer a column the question negates with its empty value.",
							 "\"not under contract\": a candidate testing contract <> 0, = 1, > 0, = TRUE or IS NOT NULL is ranked down "
							 "and gets a copy testing contract = 0, = FALSE or IS NULL (docs/answers.md).",
							 &dtfixup_negated_flags, true,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	MarkGUCPrefixReserved("dtfixup");
}

int
dtfixup_sqlstate(int code)
{
	switch ((DtErrorCode) code)
	{
		case DT_ERR_INVALID_PARAMETER:
			return ERRCODE_INVALID_PARAMETER_VALUE;
		case DT_ERR_FEATURE_NOT_SUPPORTED:
			return ERRCODE_FEATURE_NOT_SUPPORTED;
		case DT_ERR_SYNTAX:
			return ERRCODE_SYNTAX_ERROR;
		case DT_ERR_UNDEFINED_TABLE:
			return ERRCODE_UNDEFINED_TABLE;
		case DT_ERR_UNDEFINED_COLUMN:
			return ERRCODE_UNDEFINED_COLUMN;
		case DT_ERR_AMBIGUOUS_COLUMN:
			return ERRCODE_AMBIGUOUS_COLUMN;
		case DT_ERR_DATA_CORRUPTED:
			return ERRCODE_DATA_CORRUPTED;
		case DT_ERR_PROGRAM_LIMIT:
			return ERRCODE_PROGRAM_LIMIT_EXCEEDED;
		case DT_ERR_OUT_OF_MEMORY:
			return ERRCODE_OUT_OF_MEMORY;
		case DT_ERR_QUERY_CANCELED:
			return ERRCODE_QUERY_CANCELED;
		case DT_OK:
		case DT_ERR_INTERNAL:
			break;
	}
	return ERRCODE_INTERNAL_ERROR;
}

/*
 * The parser's stop check (parser_set_stop_check): is a cancel or a termination pending
 * that CHECK_FOR_INTERRUPTS() would act on now?  Only those: another pending interrupt
 * (a barrier, a memory-context dump) must not stop a decode that would then not fail.
 */
bool
dtfixup_cancel_pending(void *arg)
{
	(void) arg;
	return InterruptPending && INTERRUPTS_CAN_BE_PROCESSED() &&
		(QueryCancelPending || ProcDiePending);
}

/*
 * Checked first, before any row is read: on a standby the first write would otherwise fail
 * deep inside with PostgreSQL's own words about a read-only transaction, which name neither
 * the cause nor the place to train.
 */
void
dtfixup_require_primary(const char *function, const char *action)
{
	if (RecoveryInProgress())
		ereport(ERROR,
				(errcode(ERRCODE_READ_ONLY_SQL_TRANSACTION),
				 errmsg("%s cannot %s on a standby", function, action),
				 errdetail("It writes the model store (schema dtfixup), and this server is a hot standby in recovery, which is read-only."),
				 errhint("Run it on the primary: what it writes there reaches the standbys by replication, and nl2sql on a standby then uses it.")));
}

void
dtfixup_report_error(const DtError *err)
{
	/* the parser stopped for a pending cancel: let PostgreSQL raise it (its own message,
	 * statement_timeout's included); the ereport below only if it did not */
	if (err->code == DT_ERR_QUERY_CANCELED)
		CHECK_FOR_INTERRUPTS();
	ereport(ERROR,
			(errcode(dtfixup_sqlstate(err->code)),
			 errmsg("%s", err->message),
			 err->detail[0] ? errdetail("%s", err->detail) : 0,
			 err->hint[0] ? errhint("%s", err->hint) : 0));
	pg_unreachable();
}
