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

#include "fmgr.h"
#include "funcapi.h"
#include "lib/stringinfo.h"
#include "pgstat.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/tuplestore.h"

#include "pg/answer/execute_readonly.h"
#include "pg/catalog/catalog.h"
#include "pg/answer/links_json.h"
#include "pg/answer/feedback.h"
#include "pg/store/model_cache.h"
#include "pg/parser_device.h"
#include "pg/answer/parser_input.h"
#include "pg/answer/value_check.h"
#include "pg/answer/candidate_completion.h"
#include "pg/answer/cascade.h"
#include "sql/sql_directions.h"
#include "sql/sql_mentions.h"

PG_FUNCTION_INFO_V1(dtfixup_nl2sql);
PG_FUNCTION_INFO_V1(dtfixup_nl2sql_execute);
PG_FUNCTION_INFO_V1(dtfixup_explain);

/* One question decoded: the graph, the example's links and the beam. */
typedef struct Answer
{
	const SchemaGraph *catalog; /* the caller's whole schema graph (cached: read only) */
	const SchemaGraph *graph;	/* what retrieval kept of it for this question */
	Retrieval  *retrieval;		/* the selection, scores on catalog */
	ParserExample *example;
	LinkResult	links;
	int			n_parsers;		/* the ensemble's (model_cache_get_ensemble) */
	int			n_decoded;		/* those that decoded the answer: n_parsers, or the general
								 * model's first dtfixup.general_cascade when they were sure */
	ParserHypothesis *hyps;		/* the beam's candidates, then completed copies */
	int			n_hyps;
	CandidateOrigin *origins;	/* per candidate: the beam's own, or whose copy */
	int			chosen;			/* the candidate answered with (value_check.h) */
	ValueCheckVerdict *verdicts;	/* per candidate */
	FeedbackAnswer stored;		/* a stored pair that answered instead (feedback.h) */
} Answer;

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

/* The first n of parsers decode the question together; the candidates get their completed and
 * repaired copies (candidate_completion.h) and one is chosen (value_check.h). */
static void
decode_and_choose(Parser **parsers, int n, int n_reuse, const char *model, int beam, Answer *a)
{
	ParserHypothesis *beam_hyps;
	int			n_beam;
	DtError		err = {0};

	if (!parser_decode_ensemble_reusing(parsers, n, n_reuse, a->example, beam, &beam_hyps,
										&n_beam, &err))
		dtfixup_report_error(&err);
	a->n_decoded = n;
	/* from here on the candidates are the memory context's */
	a->hyps = candidates_add_copies(beam_hyps, n_beam, a->example, a->graph, &a->n_hyps,
									&a->origins);
	a->verdicts = palloc(sizeof(ValueCheckVerdict) * (a->n_hyps + 1));
	a->chosen = value_check_choose(a->hyps, a->n_hyps, a->example, a->graph,
								   model_cache_is_general(model), a->verdicts);
}

static void
answer_question(const char *question, const char *model, int beam, Answer *a)
{
	Parser	   *parsers[PARSER_MAX_ENSEMBLE];
	const char *backend;
	int			first;

	memset(a, 0, sizeof(*a));
	/* the device first: "cuda" is refused before any model is read (parser_device.h) */
	backend = dtfixup_parser_device(dtfixup_device);
	/* the model, and those dtfixup.ensemble decodes with it */
	a->n_parsers = model_cache_get_ensemble(model, backend, parsers);
	/* "pettype" read as "pet type": the words the model knows (text/name_words.h) */
	a->catalog = catalog_cached_graph_split(NULL, parser_knows_word, parsers[0]);
	if (a->catalog->n_tables == 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("no table to ask about"),
				 errdetail("The schemas on the search_path hold no table the current role may SELECT.")));
	a->example = parser_input_question(question, a->catalog, &a->links, &a->retrieval);
	a->graph = a->example->graph;
	if (feedback_answer(question, &a->example->tokens, &a->links, a->graph, &a->stored))
		return;
	/* a cancel stops a long decode within one beam step (dtfixup_cancel_pending) */
	parser_set_stop_check(parsers[0], dtfixup_cancel_pending, NULL);
	/* the general model's first parsers alone where they are sure; else all of them */
	first = general_cascade_first(model_cache_is_general(model), a->n_parsers);
	if (first > 0)
	{
		decode_and_choose(parsers, first, 0, model, beam, a);
		if (general_cascade_sure(a->hyps, a->n_hyps, a->origins, a->chosen))
			return;
		candidates_free(a->hyps, a->n_hyps);
	}
	/* the first parsers' encodings of the question are reused (parser.h) */
	decode_and_choose(parsers, a->n_parsers, first, model, beam, a);
}

static const SqlNode *
best_ast(const Answer *a, const char *question)
{
	if (a->stored.answered)
		return a->stored.ast;
	if (a->n_hyps == 0)
		ereport(ERROR,
				(errcode(ERRCODE_NO_DATA_FOUND),
				 errmsg("the model found no SQL query for the question \"%s\"", question),
				 errhint("Rephrase the question with words of the schema, or train the model on more questions like it.")));
	return a->hyps[a->chosen].ast;
}

Datum
dtfixup_nl2sql(PG_FUNCTION_ARGS)
{
	char	   *question;
	Answer		a;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	question = question_arg(fcinfo);
	answer_question(question, model_arg(fcinfo), dtfixup_beam_size, &a);
	PG_RETURN_TEXT_P(cstring_to_text(parser_input_render(best_ast(&a, question), a.graph)));
}

Datum
dtfixup_nl2sql_execute(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	char	   *question;
	Answer		a;
	const SqlNode *ast;
	ReadonlyResult rows;

	InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
	if (PG_ARGISNULL(0))
		return (Datum) 0;
	question = question_arg(fcinfo);
	answer_question(question, model_arg(fcinfo), dtfixup_beam_size, &a);
	ast = best_ast(&a, question);
	execute_readonly(ast, parser_input_render(ast, a.graph), READONLY_ROW_OBJECT, &rows);
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
 * dtfixup_explain: the model used and how many parsers decoded (dtfixup.ensemble, the
 * general model's installed parsers), the question's links, what schema retrieval kept, and
 * every beam candidate with its score (sum of action log-probabilities) and SQL, best first.
 */
Datum
dtfixup_explain(PG_FUNCTION_ARGS)
{
	char	   *question;
	const char *model;
	Answer		a;
	StringInfoData buf;
	QuestionDirections directions;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	question = question_arg(fcinfo);
	model = model_cache_resolve_name(model_arg(fcinfo));
	answer_question(question, model, dtfixup_beam_size, &a);

	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"question\":");
	escape_json(&buf, question);
	appendStringInfoString(&buf, ",\"model\":");
	escape_json(&buf, model);
	appendStringInfo(&buf, ",\"parsers\":%d,\"parsers_decoded\":%d,\"beam_size\":%d,", a.n_parsers,
					 a.stored.answered ? 0 : a.n_decoded, dtfixup_beam_size);
	links_json_append(&buf, question, &a.example->tokens, a.graph, &a.links);
	appendStringInfoChar(&buf, ',');
	retrieval_json_append(&buf, a.catalog, a.retrieval);
	if (a.stored.answered)
	{
		appendStringInfo(&buf, ",\"stored_pair\":{\"id\":" INT64_FORMAT ",\"question\":", a.stored.pair_id);
		escape_json(&buf, a.stored.pair_question);
		appendStringInfoString(&buf, ",\"sql\":");
		escape_json(&buf, parser_input_render(a.stored.ast, a.graph));
		appendStringInfoChar(&buf, '}');
	}
	appendStringInfoString(&buf, ",\"candidates\":[");
	question_directions_find(&a.example->tokens, &directions);
	for (int i = 0; i < a.n_hyps; i++)
	{
		int			against;

		appendStringInfo(&buf, "%s{\"rank\":%d,\"score\":%.4f,\"actions\":%d,"
						 "\"left_out_mentions\":%d,\"left_out_values\":%d,\"value_check\":\"%s\","
						 "\"chosen\":%s,",
						 i ? "," : "", i + 1, a.hyps[i].score, a.hyps[i].actions.n,
						 sql_mentions_left_out(a.hyps[i].ast, a.graph, &a.example->tokens,
											   &a.example->links),
						 sql_value_mentions_left_out(a.hyps[i].ast, a.graph, &a.example->links),
						 value_check_verdict_name(a.verdicts[i]), i == a.chosen ? "true" : "false");
		if (a.origins[i].completed)
			appendStringInfo(&buf, "\"completes\":%d,", a.origins[i].copies + 1);
		if (a.origins[i].repaired)
			appendStringInfo(&buf, "\"repairs\":%d,", a.origins[i].copies + 1);
		if (a.origins[i].turned)
			appendStringInfo(&buf, "\"turns\":%d,", a.origins[i].copies + 1);
		if ((against = sql_direction_contradictions(a.hyps[i].ast, &directions)) > 0)
			appendStringInfo(&buf, "\"against_directions\":%d,", against);
		appendStringInfoString(&buf, "\"sql\":");
		escape_json(&buf, parser_input_render(a.hyps[i].ast, a.graph));
		appendStringInfoChar(&buf, '}');
	}
	appendStringInfoString(&buf, "]}");
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data)));
}
