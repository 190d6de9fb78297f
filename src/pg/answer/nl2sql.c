/*
 * nl2sql.c — asking questions:
 *   nl2sql(question text, model text DEFAULT NULL) RETURNS text
 *   nl2sql_execute(question text, model text DEFAULT NULL) RETURNS SETOF jsonb
 *   dtfixup_explain(question text, model text DEFAULT NULL) RETURNS jsonb
 *
 * The schema graph is the caller's (catalog_schema_graph: only what the calling role may
 * SELECT), so the parser can only point at tables and columns the caller can read, and the
 * value look-ups run as the caller too.  None of these functions is SECURITY DEFINER.
 */
#include "pg/dtfixup.h"

#include <math.h>

#include "fmgr.h"
#include "funcapi.h"
#include "lib/stringinfo.h"
#include "pgstat.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/tuplestore.h"

#include "pg/answer/answering.h"
#include "pg/answer/execute_readonly.h"
#include "pg/catalog/catalog.h"
#include "pg/answer/links_json.h"
#include "pg/store/lexicon_store.h"
#include "pg/store/model_cache.h"
#include "pg/parser_device.h"
#include "pg/answer/parser_input.h"
#include "pg/answer/question_log.h"
#include "pg/answer/question_log_refused.h"
#include "sql/sql_exact_match.h"

PG_FUNCTION_INFO_V1(dtfixup_nl2sql);
PG_FUNCTION_INFO_V1(dtfixup_nl2sql_execute);
PG_FUNCTION_INFO_V1(dtfixup_explain);

/* One question asked: the graph, the example and its answer. */
typedef struct Asked
{
	const SchemaGraph *catalog; /* the caller's whole schema graph (cached: read only) */
	const SchemaGraph *graph;	/* what retrieval kept of it for this question */
	Retrieval  *retrieval;		/* the selection, scores on catalog */
	ParserExample *example;
	int			n_parsers;		/* the ensemble's (model_cache_get_ensemble) */
	Answering	answering;		/* the answer stage's work (answering.h) */
} Asked;

static char *
question_arg(FunctionCallInfo fcinfo)
{
	char	   *q = text_to_cstring(PG_GETARG_TEXT_PP(0));

	if (q[0] == '\0')
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("the question is empty")));
	return q;
}

static const char *
model_arg(FunctionCallInfo fcinfo)
{
	return PG_ARGISNULL(1) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(1));
}

static void
ask(const char *question, const char *model, Asked *a)
{
	Parser	   *parsers[PARSER_MAX_ENSEMBLE];
	const char *backend;
	AnswerSettings settings;
	NameWordSources sources;

	memset(a, 0, sizeof(*a));
	/* the device first: "cuda" is refused before any model is read (parser_device.h) */
	backend = dtfixup_parser_device(dtfixup_device);
	/* the model, and those dtfixup.ensemble decodes with it */
	a->n_parsers = model_cache_get_ensemble(model, backend, parsers);
	/* "pettype" read as "pet type": the words the model knows (text/name_words.h) */
	sources = dtfixup_name_word_sources(parsers[0]);
	a->catalog = catalog_cached_graph_split(NULL, &sources);
	if (a->catalog->n_tables == 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("no table to ask about"),
				 errdetail("The schemas on the search_path hold no table the current role may SELECT.")));
	a->example = parser_input_question(question, a->catalog, NULL, &a->retrieval);
	a->graph = a->example->graph;
	answering_settings(model_cache_is_general(model), &settings);
	answering_run(parsers, a->n_parsers, a->example, &settings, true, &a->answering);
}

static const SqlNode *
best_ast(const Asked *a, const char *question)
{
	const SqlNode *ast = answer_query(&a->answering.answer);

	if (ast == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_NO_DATA_FOUND),
				 errmsg("the model found no SQL query for the question \"%s\"", question),
				 errhint("Rephrase the question with words of the schema, or train the model on more questions like it.")));
	return ast;
}

/* Candidates the refusal lists: enough for the user to choose among. */
#define REFUSAL_CANDIDATES 3

/* The best distinct candidates of answer: the chosen one first, then the other queries in
 * the order the answer stage ranked them (score less the cost steps' costs), each with its
 * confidence as if it were the answer: best[0..return) */
static int
best_candidates(const Answer *answer, const AnswerFacts *facts, int *best, double *conf)
{
	const AnswerCandidates *c = &answer->candidates;
	int			n = 0;

	if (answer->chosen >= 0)
	{
		best[n] = answer->chosen;
		conf[n++] = answer->confidence;
	}
	while (n < REFUSAL_CANDIDATES)
	{
		int			pick = -1;

		for (int i = 0; i < c->n; i++)
		{
			bool		listed = false;

			if (pick >= 0 && c->items[i].ranked <= c->items[pick].ranked)
				continue;
			for (int k = 0; k < n && !listed; k++)
				listed = ast_exact_match(c->items[i].hyp.ast, c->items[best[k]].hyp.ast);
			if (!listed)
				pick = i;
		}
		if (pick < 0)
			break;
		best[n] = pick;
		conf[n++] = answer_candidate_confidence(c, pick, answer->chosen, answer->agreement,
												facts);
	}
	return n;
}

/*
 * nl2sql and nl2sql_execute refuse an answer less likely to be right than
 * dtfixup.min_confidence (0: never), listing the best candidates so that the application
 * can let the user choose; a stored pair (confidence 1) always answers.  The refused
 * question is logged first, with ast, the best candidate (question_log_refused.h): the
 * questions the model is least sure of are those a review needs most.
 */
static void
refuse_unsure(const Asked *a, const char *question, const char *model, const SqlNode *ast)
{
	const Answer *answer = &a->answering.answer;
	int			best[REFUSAL_CANDIDATES];
	double		conf[REFUSAL_CANDIDATES];
	int			n;
	StringInfoData detail;

	if (dtfixup_min_confidence <= 0 || answer->confidence >= dtfixup_min_confidence)
		return;
	n = best_candidates(answer, &a->answering.facts, best, conf);
	initStringInfo(&detail);
	appendStringInfoString(&detail, "The best candidates, with the probability that each is right:");
	for (int k = 0; k < n; k++)
		appendStringInfo(&detail, "\n%d. (confidence %.2f) %s", k + 1, conf[k],
						 parser_input_render(answer->candidates.items[best[k]].hyp.ast, a->graph));
	question_log_refusal(question, model_cache_resolve_name(model), parser_input_render(ast, a->graph),
						 &a->answering, a->n_parsers);
	ereport(ERROR,
			(errcode(DTFIXUP_ERRCODE_LOW_CONFIDENCE),
			 errmsg("the answer to the question \"%s\" is too unsure: confidence %.2f is below dtfixup.min_confidence (%.2f)",
					question, answer->confidence, dtfixup_min_confidence),
			 errdetail_internal("%s", detail.data),
			 errhint("Run one of the candidates yourself, rephrase the question, or accept less sure answers with SET dtfixup.min_confidence = %.2f (0 never refuses).",
					 floor(answer->confidence * 100) / 100)));
}

/* The answer sql, logged (question_log.h): the questions users ask are nl2sql's and
 * nl2sql_execute's; dtfixup_explain's are an analyst's look inside, not asked. */
static const char *
logged(const char *question, const char *model, const Asked *a, const char *sql)
{
	question_log_answer(question, model_cache_resolve_name(model), sql, &a->answering, a->n_parsers);
	return sql;
}

Datum
dtfixup_nl2sql(PG_FUNCTION_ARGS)
{
	char	   *question;
	Asked		a;
	const SqlNode *ast;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	question = question_arg(fcinfo);
	ask(question, model_arg(fcinfo), &a);
	ast = best_ast(&a, question);
	refuse_unsure(&a, question, model_arg(fcinfo), ast);
	PG_RETURN_TEXT_P(cstring_to_text(logged(question, model_arg(fcinfo), &a,
											parser_input_render(ast, a.graph))));
}

Datum
dtfixup_nl2sql_execute(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	char	   *question;
	Asked		a;
	const SqlNode *ast;
	ReadonlyResult rows;

	InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
	if (PG_ARGISNULL(0))
		return (Datum) 0;
	question = question_arg(fcinfo);
	ask(question, model_arg(fcinfo), &a);
	ast = best_ast(&a, question);
	refuse_unsure(&a, question, model_arg(fcinfo), ast);
	execute_readonly(ast, logged(question, model_arg(fcinfo), &a, parser_input_render(ast, a.graph)),
					 READONLY_ROW_OBJECT, &rows);
	for (int64 i = 0; i < rows.n_rows; i++)
	{
		Datum		value = JsonbPGetDatum(rows.rows[i]);
		bool		isnull = false;

		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, &value, &isnull);
	}
	return (Datum) 0;
}

/* Explained tables that retrieval left out: the best-scored ones, enough to see why the
 * kept ones won */
#define EXPLAIN_DROPPED_TABLES 10

static void
append_retrieved_table(StringInfo buf, const SchemaGraph *g, const Retrieval *r, int t,
					   bool first)
{
	appendStringInfoString(buf, first ? "{\"table\":" : ",{\"table\":");
	escape_json(buf, psprintf("%s.%s", g->tables[t].schema, g->tables[t].name));
	appendStringInfo(buf, ",\"score\":%.2f,\"kept\":%s,\"why\":", r->score[t],
					 r->reason[t] != RETRIEVAL_DROPPED ? "true" : "false");
	escape_json(buf, retrieval_reason_name(r->reason[t]));
	appendStringInfoChar(buf, '}');
}

/*
 * "retrieval": the limits, whether the whole graph was kept, how many tables there were,
 * and per table (the kept ones, then the best-scored left out) its score from the
 * question's links and why it was kept.
 */
static void
retrieval_json_append(StringInfo buf, const SchemaGraph *g, const Retrieval *r)
{
	bool	   *listed = palloc0(sizeof(bool) * (g->n_tables + 1));
	bool		first = true;

	appendStringInfo(buf, "\"retrieval\":{\"max_tables\":%d,\"max_columns\":%d,"
					 "\"whole_graph\":%s,\"catalog_tables\":%d,\"kept_tables\":%d,\"tables\":[",
					 dtfixup_retrieval_max_tables, dtfixup_retrieval_max_columns,
					 r->whole ? "true" : "false", g->n_tables, r->n_kept);
	for (int i = 0; i < r->n_kept; i++, first = false)
		append_retrieved_table(buf, g, r, r->kept[i], first);
	for (int shown = 0; shown < EXPLAIN_DROPPED_TABLES; shown++)
	{
		int			best = -1;

		for (int t = 0; t < g->n_tables; t++)
			if (r->reason[t] == RETRIEVAL_DROPPED && r->score[t] > 0 && !listed[t] &&
				(best < 0 || r->score[t] > r->score[best]))
				best = t;
		if (best < 0)
			break;
		append_retrieved_table(buf, g, r, best, first);
		listed[best] = true;
		first = false;
	}
	appendStringInfoString(buf, "]}");
	pfree(listed);
}

/*
 * One candidate's entry: its rank, score (sum of action log-probabilities) and actions,
 * what each answer step found of it under the step's key (answer/answer_steps.h: a copy
 * step's key holds the rank of the candidate copied, a cost step's its count), whether it
 * was chosen, and its SQL.
 */
static void
candidate_json_append(StringInfo buf, const Answer *answer, const AnswerFacts *facts, int i,
					  const SchemaGraph *g)
{
	const AnswerCandidate *c = &answer->candidates.items[i];

	appendStringInfo(buf, "%s{\"rank\":%d,\"score\":%.4f,\"actions\":%d,\"chosen\":%s,"
					 "\"confidence\":%.4f,",
					 i ? "," : "", i + 1, c->hyp.score, c->hyp.actions.n,
					 i == answer->chosen ? "true" : "false",
					 answer_candidate_confidence(&answer->candidates, i, answer->chosen,
												 answer->agreement, facts));
	for (int step = 0; step < ANSWER_N_STEPS; step++)
	{
		const AnswerStep *st = &answer_steps[step];

		if (st->explain_key == NULL)
			continue;
		if (st->kind == ANSWER_STEP_COPY && answer_step_set_has(c->made_by, step))
			appendStringInfo(buf, "\"%s\":%d,", st->explain_key, c->copies + 1);
		else if (st->kind == ANSWER_STEP_COST && (st->explain_zero || c->counts[step] > 0))
			appendStringInfo(buf, "\"%s\":%d,", st->explain_key, c->counts[step]);
		else if (st->kind == ANSWER_STEP_FINISH && answer_step_set_has(c->made_by, step))
			appendStringInfo(buf, "\"%s\":true,", st->explain_key);
		else if (st->kind == ANSWER_STEP_CHECK)
			appendStringInfo(buf, "\"%s\":\"%s\",", st->explain_key,
							 answer_verdict_name(c->verdict));
	}
	appendStringInfoString(buf, "\"sql\":");
	escape_json(buf, parser_input_render(c->hyp.ast, g));
	appendStringInfoChar(buf, '}');
}

/* ",confidence":p, the cascade's agreement and the features the confidence was computed
 * from (answer/answer_confidence.h) */
static void
confidence_json_append(StringInfo buf, const Answer *answer)
{
	appendStringInfo(buf, ",\"confidence\":%.4f,\"agreement\":\"%s\",\"confidence_features\":{",
					 answer->confidence, answer_agreement_name(answer->agreement));
	for (int k = 0; k < CONF_N_FEATURES; k++)
		appendStringInfo(buf, "%s\"%s\":%.4f", k ? "," : "", answer_confidence_feature_names[k],
						 answer->features.x[k]);
	appendStringInfoChar(buf, '}');
}

/*
 * dtfixup_explain: the model used and how many parsers decoded (dtfixup.ensemble, the
 * general model's installed parsers), the question's links, what schema retrieval kept, the
 * stored pair that answered, and every candidate of the decode that answered (the beam's,
 * best first, then their copies), as the answer stage saw them.
 */
Datum
dtfixup_explain(PG_FUNCTION_ARGS)
{
	char	   *question;
	const char *model;
	Asked		a;
	const Answering *ans;
	StringInfoData buf;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	question = question_arg(fcinfo);
	model = model_cache_resolve_name(model_arg(fcinfo));
	ask(question, model, &a);
	ans = &a.answering;

	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"question\":");
	escape_json(&buf, question);
	appendStringInfoString(&buf, ",\"model\":");
	escape_json(&buf, model);
	appendStringInfo(&buf, ",\"parsers\":%d,\"parsers_decoded\":%d,\"beam_size\":%d,", a.n_parsers,
					 ans->answer.parsers_decoded, ans->settings.beam_size);
	links_json_append(&buf, question, &a.example->tokens, a.graph, &a.example->links);
	appendStringInfoChar(&buf, ',');
	retrieval_json_append(&buf, a.catalog, a.retrieval);
	if (ans->stored.answered)
	{
		appendStringInfo(&buf, ",\"stored_pair\":{\"id\":" INT64_FORMAT ",\"question\":", ans->stored.pair_id);
		escape_json(&buf, ans->stored.pair_question);
		appendStringInfo(&buf, ",\"reworded\":%s,\"sql\":", ans->stored.reworded ? "true" : "false");
		escape_json(&buf, parser_input_render(ans->stored.ast, a.graph));
		appendStringInfoChar(&buf, '}');
	}
	confidence_json_append(&buf, &ans->answer);
	appendStringInfoString(&buf, ",\"candidates\":[");
	for (int i = 0; i < ans->answer.candidates.n; i++)
		candidate_json_append(&buf, &ans->answer, &ans->facts, i, a.graph);
	appendStringInfoString(&buf, "]}");
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data)));
}
