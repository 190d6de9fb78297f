/*
 * evaluate.c — dtfixup_evaluate(model text, examples regclass, question_column name
 * DEFAULT 'question', sql_column name DEFAULT 'sql') RETURNS jsonb, and evaluate_example
 * (evaluate.h) that the trainer's validation shares.
 */
#include "pg/train/evaluate.h"

#include "executor/spi.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"

#include "pg/dtfixup.h"
#include "pg/answer/answering.h"
#include "pg/catalog/gold_sql.h"
#include "pg/answer/execute_readonly.h"
#include "pg/store/lexicon_store.h"
#include "pg/store/model_cache.h"
#include "pg/parser_device.h"
#include "pg/answer/parser_input.h"
#include "pg/train/training_rows.h"
#include "sql/sql_exact_match.h"
#include "sql/sql_grammar.h"

PG_FUNCTION_INFO_V1(dtfixup_evaluate);
PG_FUNCTION_INFO_V1(dtfixup_exact_match);

static bool
has_top_level_order_by(const SqlNode *ast)
{
	return sql_rules[ast->rule].render == SQL_RK_SELECT &&
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0;
}

static int
compare_cstrings(const void *a, const void *b)
{
	return strcmp(*(char *const *) a, *(char *const *) b);
}

/* Rows as text (jsonb output is canonical: key order, number spelling of the value). */
static char **
rows_as_text(const ReadonlyResult *r, bool sort)
{
	char	  **out = palloc(sizeof(char *) * Max(r->n_rows, 1));

	for (int64 i = 0; i < r->n_rows; i++)
		out[i] = JsonbToCString(NULL, &r->rows[i]->root, VARSIZE(r->rows[i]));
	if (sort && r->n_rows > 1)
		qsort(out, r->n_rows, sizeof(char *), compare_cstrings);
	return out;
}

static bool
same_results(const ReadonlyResult *gold, const ReadonlyResult *pred, bool ordered)
{
	char	  **g,
			  **p;

	if (gold->n_rows != pred->n_rows)
		return false;
	g = rows_as_text(gold, !ordered);
	p = rows_as_text(pred, !ordered);
	for (int64 i = 0; i < gold->n_rows; i++)
		if (strcmp(g[i], p[i]) != 0)
			return false;
	return true;
}

typedef struct ExecArgs
{
	const SqlNode *ast;
	const char *sql;
	ReadonlyResult result;
} ExecArgs;

static void
exec_step(void *arg)
{
	ExecArgs   *a = (ExecArgs *) arg;

	execute_readonly(a->ast, a->sql, READONLY_ROW_VALUES, &a->result);
}

void
evaluate_example(Parser *const *parsers, int n_parsers, const ParserExample *ex,
				 const SqlNode *gold, const AnswerSettings *settings, bool run_exec,
				 EvalOutcome *outcome)
{
	Answering	answering;
	const SqlNode *predicted;
	ExecArgs	gold_run,
				pred_run;
	char	   *reason = NULL;

	memset(outcome, 0, sizeof(*outcome));
	/* as nl2sql answers, from the model alone: no stored pair */
	answering_run(parsers, n_parsers, ex, settings, false, &answering);
	outcome->parsers_decoded = answering.answer.parsers_decoded;
	predicted = answer_query(&answering.answer);
	if (predicted == NULL)
	{
		outcome->error = pstrdup("no complete query found by the beam search");
		answer_free(&answering.answer);
		answer_facts_free(&answering.facts);
		return;
	}
	outcome->predicted = parser_input_render(predicted, ex->graph);
	outcome->exact = ast_exact_match(predicted, gold);
	if (run_exec && gold != NULL)
	{
		gold_run.ast = gold;
		gold_run.sql = parser_input_render(gold, ex->graph);
		pred_run.ast = predicted;
		pred_run.sql = outcome->predicted;
		if (!run_in_subtransaction(exec_step, &gold_run, &reason))
			outcome->error = psprintf("gold query failed: %s", reason);
		else if (!run_in_subtransaction(exec_step, &pred_run, &reason))
			outcome->error = psprintf("predicted query failed: %s", reason);
		else
			outcome->exec = same_results(&gold_run.result, &pred_run.result,
										 has_top_level_order_by(gold));
	}
	answer_free(&answering.answer);
	answer_facts_free(&answering.facts);
}

static void
append_example_json(StringInfo buf, const char *question, const char *gold_sql,
					const EvalOutcome *o)
{
	appendStringInfoString(buf, "{\"question\":");
	escape_json(buf, question ? question : "");
	appendStringInfoString(buf, ",\"gold\":");
	if (gold_sql)
		escape_json(buf, gold_sql);
	else
		appendStringInfoString(buf, "null");
	appendStringInfoString(buf, ",\"predicted\":");
	if (o->predicted)
		escape_json(buf, o->predicted);
	else
		appendStringInfoString(buf, "null");
	appendStringInfo(buf, ",\"exact\":%s,\"exec\":%s,\"parsers_decoded\":%d,\"error\":",
					 o->exact ? "true" : "false", o->exec ? "true" : "false", o->parsers_decoded);
	if (o->error)
		escape_json(buf, o->error);
	else
		appendStringInfoString(buf, "null");
	appendStringInfoChar(buf, '}');
}

Datum
dtfixup_evaluate(PG_FUNCTION_ARGS)
{
	const char *model = text_to_cstring(PG_GETARG_TEXT_PP(0));
	Oid			relid = PG_GETARG_OID(1);
	const char *qcol = NameStr(*PG_GETARG_NAME(2));
	const char *scol = NameStr(*PG_GETARG_NAME(3));
	Parser	   *parsers[PARSER_MAX_ENSEMBLE];
	int			n_parsers;
	AnswerSettings settings;
	const char *backend;
	SchemaGraph *g;
	NameWordSources sources;
	TrainingRows rows;
	StringInfoData ex_json;
	StringInfoData buf;
	int			n_exact = 0,
				n_exec = 0;
	MemoryContext per_row = AllocSetContextCreate(CurrentMemoryContext, "dtfixup evaluate row",
												  ALLOCSET_DEFAULT_SIZES);

	/* the device first: "cuda" is refused before any model is read (parser_device.h) */
	backend = dtfixup_parser_device(dtfixup_device);
	/* the model as nl2sql answers with it: with dtfixup.ensemble's models, and all of the
	 * general model's installed parsers */
	n_parsers = model_cache_get_ensemble(model, backend, parsers);
	answering_settings(model_cache_is_general(model), &settings);
	g = parser_input_schema_graph(NULL);
	sources = dtfixup_name_word_sources(parsers[0]);
	schema_graph_split_compound_words(g, &sources);
	training_rows_read(relid, qcol, scol, NULL, &rows);
	initStringInfo(&ex_json);
	for (int i = 0; i < rows.n; i++)
	{
		MemoryContext old = MemoryContextSwitchTo(per_row);
		EvalOutcome o = {0};
		char	   *reason = NULL;
		SqlNode    *gold = NULL;
		ParserExample *ex;

		CHECK_FOR_INTERRUPTS();
		ex = parser_input_training_row(rows.questions[i], rows.sqls[i], g, &gold, &reason);
		if (ex == NULL && rows.questions[i] != NULL && rows.questions[i][0] != '\0')
		{
			/* the gold is unusable, but the question can still be answered */
			ex = parser_input_question(rows.questions[i], g, NULL, NULL);
		}
		if (ex != NULL)
			evaluate_example(parsers, n_parsers, ex, gold, &settings, true, &o);
		if (gold == NULL)
			o.error = psprintf("gold SQL not usable: %s", reason ? reason : "empty");
		n_exact += o.exact;
		n_exec += o.exec;
		MemoryContextSwitchTo(old);
		if (i)
			appendStringInfoChar(&ex_json, ',');
		append_example_json(&ex_json, rows.questions[i], rows.sqls[i], &o);
		MemoryContextReset(per_row);
	}
	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"model\":");
	escape_json(&buf, model);
	appendStringInfo(&buf, ",\"examples\":%d,\"exact_match\":%.4f,\"execution_accuracy\":%.4f,"
					 "\"exact\":%d,\"exec\":%d,\"per_example\":[%s]}",
					 rows.n, rows.n ? (double) n_exact / rows.n : 0.0,
					 rows.n ? (double) n_exec / rows.n : 0.0, n_exact, n_exec, ex_json.data);
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data)));
}

/*
 * dtfixup_exact_match(a text, b text) RETURNS boolean: do two queries match exactly in the
 * sense of dtfixup_evaluate (sql/sql_exact_match.h)?  Both are parsed against the caller's schema
 * graph; a query outside the grammar is an error.
 */
Datum
dtfixup_exact_match(PG_FUNCTION_ARGS)
{
	SchemaGraph *g = parser_input_schema_graph(NULL);
	SqlNode    *a = gold_sql_to_ast(text_to_cstring(PG_GETARG_TEXT_PP(0)), g);
	SqlNode    *b = gold_sql_to_ast(text_to_cstring(PG_GETARG_TEXT_PP(1)), g);

	PG_RETURN_BOOL(ast_exact_match(a, b));
}
