/*
 * feedback.c — recording, forgetting and answering from stored (question, SQL) pairs
 * (feedback.h, docs/feedback.md).
 */
#include "pg/dtfixup.h"

#include "catalog/namespace.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/lsyscache.h"

#include "common/alloc.h"
#include "common/strbuf.h"
#include "pg/answer/execute_readonly.h"
#include "pg/answer/feedback.h"
#include "pg/catalog/gold_sql.h"
#include "sql/sql_named_values.h"
#include "pg/answer/parser_input.h"
#include "pg/answer/value_lookup.h"
#include "schema/delex.h"
#include "sql/sql_literals.h"

PG_FUNCTION_INFO_V1(dtfixup_feedback);
PG_FUNCTION_INFO_V1(dtfixup_forget_id);
PG_FUNCTION_INFO_V1(dtfixup_forget_question);
PG_FUNCTION_INFO_V1(dtfixup_loose_key);

/* Pairs read per look-up: the newest with the key (and those of the very question first). */
#define FEEDBACK_CANDIDATES 20

/* ---- the question up to its values ---- */

/* Slots: spans linked to stored values, numbers, and the values the question names (nv). */
static bool
feedback_delex(const char *question, const TextTokens *tokens, const LinkResult *links,
			   const NamedValues *nv, DelexQuestion *dq)
{
	DelexSpan  *spans = palloc(sizeof(DelexSpan) * (links->n_links + NAMED_VALUES_MAX + 1));
	int			n = 0;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind == LINK_VALUE || l->kind == LINK_NUMBER)
		{
			spans[n].kind = l->kind == LINK_NUMBER ? DELEX_SLOT_NUMBER : DELEX_SLOT_VALUE;
			spans[n].token_start = l->token_start;
			spans[n].token_end = l->token_end;
			n++;
		}
	}
	for (int i = 0; i < nv->n; i++)
	{
		int			end = delex_span_end(tokens, nv->items[i].token_start, nv->items[i].key);

		if (end > 0)
		{
			spans[n].kind = DELEX_SLOT_NAMED;
			spans[n].token_start = nv->items[i].token_start;
			spans[n].token_end = end;
			n++;
		}
	}
	return delex_question(question, tokens, spans, n, dq);
}

static char *
question_key(const char *question)
{
	DtStrBuf	key;

	dt_strbuf_init(&key);
	text_normalize_key(question, strlen(question), &key);
	return key.data;
}

bool
feedback_delex_in_database(const SchemaGraph *g, const char *question, TextTokens *tokens,
						   LinkResult *links, DelexQuestion *dq)
{
	NamedValues named;

	link_question_in_database(g, question, NULL, tokens, links, NULL);
	named_values_find(tokens, &named);
	return feedback_delex(question, tokens, links, &named, dq);
}

DelexBinding *
feedback_bind_slots(const DelexQuestion *dq, const LinkResult *links, const SqlNode *ast)
{
	char	  **cores;
	int			n_cores = sql_literal_cores(ast, &cores);
	DelexBinding *bindings = palloc0(sizeof(DelexBinding) * (dq->n_slots + 1));

	delex_bind(dq, links, (const char *const *) cores, n_cores, bindings);
	return bindings;
}

static Oid
feedback_relid(void)
{
	Oid			nsp = get_namespace_oid("dtfixup", true);

	return OidIsValid(nsp) ? get_relname_relid("feedback", nsp) : InvalidOid;
}

/* ---- recording ---- */

static char *
text_arg(FunctionCallInfo fcinfo, int i, const char *what)
{
	char	   *s;

	if (PG_ARGISNULL(i))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("the %s must not be NULL", what)));
	s = text_to_cstring(PG_GETARG_TEXT_PP(i));
	if (s[0] == '\0')
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("the %s is empty", what)));
	return s;
}

/* The slots and their bindings as stored: [{"key", "bind", "literal", "case", "schema",
 * "table", "column"}, ...], one object per slot, left to right. */
static char *
slots_json(const DelexQuestion *dq, const DelexBinding *b, const SchemaGraph *g)
{
	StringInfoData buf;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '[');
	for (int i = 0; i < dq->n_slots; i++)
	{
		appendStringInfoString(&buf, i ? ",{\"key\":" : "{\"key\":");
		escape_json(&buf, b[i].key);
		appendStringInfo(&buf, ",\"bind\":\"%s\"", delex_bind_kind_name(b[i].kind));
		if (b[i].literal)
		{
			appendStringInfoString(&buf, ",\"literal\":");
			escape_json(&buf, b[i].literal);
		}
		if (b[i].kind == DELEX_BIND_TEXT)
			appendStringInfo(&buf, ",\"case\":\"%s\"", delex_case_name(b[i].casing));
		if (b[i].kind == DELEX_BIND_STORED)
		{
			const SgColumn *c = &g->columns[b[i].column];
			const SgTable *t = &g->tables[c->table];

			appendStringInfoString(&buf, ",\"schema\":");
			escape_json(&buf, t->schema);
			appendStringInfoString(&buf, ",\"table\":");
			escape_json(&buf, t->name);
			appendStringInfoString(&buf, ",\"column\":");
			escape_json(&buf, c->name);
		}
		appendStringInfoChar(&buf, '}');
	}
	appendStringInfoChar(&buf, ']');
	return buf.data;
}

/* Insert the pair as the caller, with the newest logged question the caller had asked (the
 * answers it has seen: "log_answers": "reviewed"); the id of the row that holds it (new,
 * or the same pair recorded before by the same role). */
static int64
store_pair(const char *question, const char *sql, const char *qkey, const char *dkey,
		   const char *slots)
{
	Oid			types[5] = {TEXTOID, TEXTOID, TEXTOID, TEXTOID, TEXTOID};
	Datum		values[5];
	bool		isnull;
	int64		id;
	int			rc;

	values[0] = CStringGetTextDatum(question);
	values[1] = CStringGetTextDatum(sql);
	values[2] = CStringGetTextDatum(qkey);
	values[3] = CStringGetTextDatum(dkey);
	values[4] = CStringGetTextDatum(slots);
	SPI_connect();
	rc = SPI_execute_with_args(
							   "INSERT INTO dtfixup.feedback (question, sql, question_key, delex_key, slots, recorded_by, log_seen) "
							   "VALUES ($1, $2, $3, $4, $5::jsonb, current_user, "
							   "(SELECT max(l.id) FROM dtfixup.question_log AS l WHERE l.asked_by = current_user)) "
							   "ON CONFLICT (recorded_by, md5(question), md5(sql)) DO NOTHING RETURNING id",
							   5, types, values, NULL, false, 0);
	if (rc != SPI_OK_INSERT_RETURNING)
		elog(ERROR, "dtfixup: storing the pair failed");
	if (SPI_processed == 0)
	{
		/* recorded before: the index made the second INSERT a no-op; answer its id */
		rc = SPI_execute_with_args(
								   "SELECT id FROM dtfixup.feedback WHERE recorded_by = current_user "
								   "AND md5(question) = md5($1) AND md5(sql) = md5($2) AND question = $1 AND sql = $2",
								   2, types, values, NULL, true, 1);
		if (rc != SPI_OK_SELECT || SPI_processed != 1)
			ereport(ERROR,
					(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
					 errmsg("the pair is already stored but the current role cannot read it"),
					 errhint("Row level security on dtfixup.feedback hides it from this role.")));
	}
	id = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	SPI_finish();
	return id;
}

/*
 * dtfixup_feedback(question text, sql text) RETURNS bigint: map the SQL onto the grammar
 * against the caller's schema graph (errors: gold_sql.h), run it read-only as the caller
 * under dtfixup.statement_timeout (its error, if any, is the error), then store the pair
 * with its delexicalised question.  Any error stores nothing.
 */
Datum
dtfixup_feedback(PG_FUNCTION_ARGS)
{
	char	   *question;
	char	   *sql;
	SchemaGraph *g;
	SqlNode    *ast;
	ReadonlyResult rows;
	TextTokens	tokens;
	LinkResult	links;
	DelexQuestion dq;

	dtfixup_require_primary("dtfixup_feedback", "record a pair");
	question = text_arg(fcinfo, 0, "question");
	sql = text_arg(fcinfo, 1, "SQL");
	g = parser_input_schema_graph(NULL);
	if (g->n_tables == 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("no table to record an answer about"),
				 errdetail("The schemas on the search_path hold no table the current role may SELECT.")));
	ast = gold_sql_to_ast(sql, g);
	execute_readonly(ast, parser_input_render(ast, g), READONLY_ROW_VALUES, &rows);

	if (!feedback_delex_in_database(g, question, &tokens, &links, &dq))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("the question \"%s\" has no word", question)));
	PG_RETURN_INT64(store_pair(question, sql, question_key(question), dq.key,
							   slots_json(&dq, feedback_bind_slots(&dq, &links, ast), g)));
}

/* ---- forgetting ---- */

static int64
delete_pairs(const char *where, Oid type, Datum value)
{
	int64		n;

	if (!OidIsValid(feedback_relid()))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("table dtfixup.feedback does not exist")));
	SPI_connect();
	if (SPI_execute_with_args(psprintf("DELETE FROM dtfixup.feedback WHERE %s", where),
							  1, &type, &value, NULL, false, 0) != SPI_OK_DELETE)
		elog(ERROR, "dtfixup: removing pairs failed");
	n = (int64) SPI_processed;
	SPI_finish();
	return n;
}

/* dtfixup_forget(id bigint) RETURNS bigint: remove the pair with this id (0 or 1). */
Datum
dtfixup_forget_id(PG_FUNCTION_ARGS)
{
	dtfixup_require_primary("dtfixup_forget", "remove pairs");
	if (PG_ARGISNULL(0))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("the pair id must not be NULL")));
	PG_RETURN_INT64(delete_pairs("id = $1", INT8OID, PG_GETARG_DATUM(0)));
}

/* dtfixup_forget(question text) RETURNS bigint: remove every pair of this question, up to
 * case, spacing and punctuation (its words are compared, not its values' slots). */
Datum
dtfixup_forget_question(PG_FUNCTION_ARGS)
{
	char	   *question;

	dtfixup_require_primary("dtfixup_forget", "remove pairs");
	question = text_arg(fcinfo, 0, "question");

	PG_RETURN_INT64(delete_pairs("md5(question_key) = md5($1) AND question_key = $1", TEXTOID,
								 CStringGetTextDatum(question_key(question))));
}

/* ---- answering ---- */

/* One stored pair read for a look-up. */
typedef struct StoredPair
{
	int			pass;			/* 0: the very question; 1: the newest with the key; 2: the
								 * newest with another key of the same loose key */
	int64		id;
	char	   *question;
	char	   *sql;
	int			n_slots;
	DelexBinding *bindings;
	bool		readable;		/* every slot's stored form was understood */
} StoredPair;

/* The global index of schema.table.column in g, or -1. */
static int
graph_column(const SchemaGraph *g, const char *schema, const char *table, const char *column)
{
	if (!schema || !table || !column)
		return -1;
	for (int t = 0; t < g->n_tables; t++)
	{
		const SgTable *tab = &g->tables[t];

		if (strcmp(tab->schema, schema) != 0 || strcmp(tab->name, table) != 0)
			continue;
		for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
			if (strcmp(g->columns[c].name, column) == 0)
				return c;
	}
	return -1;
}

static char *
column_text(HeapTuple row, int col)
{
	return SPI_getvalue(row, SPI_tuptable->tupdesc, col);
}

/* Read one slot of a row into the pair's next binding. */
static void
read_slot(HeapTuple row, const SchemaGraph *g, StoredPair *p)
{
	DelexBinding *b = &p->bindings[p->n_slots++];
	char	   *kind = column_text(row, 5);
	char	   *casing = column_text(row, 8);

	b->key = column_text(row, 6);
	b->literal = column_text(row, 7);
	b->column = -1;
	b->casing = DELEX_CASE_AS_WRITTEN;
	if (!kind || !b->key || !delex_bind_kind_by_name(kind, &b->kind) ||
		(b->kind != DELEX_BIND_NONE && !b->literal) ||
		(b->kind == DELEX_BIND_TEXT && (!casing || !delex_case_by_name(casing, &b->casing))))
		p->readable = false;
	if (b->kind == DELEX_BIND_STORED)
		b->column = graph_column(g, column_text(row, 9), column_text(row, 10), column_text(row, 11));
}

/*
 * The candidate pairs of a question up to its values, as the caller reads them: those of
 * the very question first, then the newest with its key, then the newest said in other
 * framing words (its loose key): a pair recorded for these very words wins over one
 * recorded for a rewording.  Rows come one per slot (pairs without slots: one row).
 */
static int
fetch_pairs(const DelexQuestion *dq, const char *qkey, const SchemaGraph *g, StoredPair **out)
{
	MemoryContext caller = CurrentMemoryContext;
	Oid			types[3] = {TEXTOID, TEXTOID, TEXTOID};
	Datum		values[3] = {CStringGetTextDatum(dq->key), CStringGetTextDatum(qkey),
	CStringGetTextDatum(dq->loose_key)};
	StoredPair *pairs = NULL;
	int			n = 0;

	SPI_connect();
	if (SPI_execute_with_args(
							  "WITH f AS ("
							  " (SELECT 0 AS pass, id, question, sql, slots FROM dtfixup.feedback"
							  "  WHERE md5(delex_key) = md5($1) AND delex_key = $1"
							  "  AND md5(question_key) = md5($2) AND question_key = $2 ORDER BY id DESC LIMIT "
							  CppAsString2(FEEDBACK_CANDIDATES) ")"
							  " UNION ALL"
							  " (SELECT 1, id, question, sql, slots FROM dtfixup.feedback"
							  "  WHERE md5(delex_key) = md5($1) AND delex_key = $1 ORDER BY id DESC LIMIT "
							  CppAsString2(FEEDBACK_CANDIDATES) ")"
							  " UNION ALL"
							  " (SELECT 2, id, question, sql, slots FROM dtfixup.feedback"
							  "  WHERE md5(dtfixup.loose_key(delex_key)) = md5($3)"
							  "  AND dtfixup.loose_key(delex_key) = $3 AND delex_key <> $1 ORDER BY id DESC LIMIT "
							  CppAsString2(FEEDBACK_CANDIDATES) "))"
							  " SELECT f.pass, f.id, f.question, f.sql, s.e->>'bind', s.e->>'key', s.e->>'literal',"
							  "  s.e->>'case', s.e->>'schema', s.e->>'table', s.e->>'column', s.n"
							  " FROM f LEFT JOIN LATERAL jsonb_array_elements(CASE jsonb_typeof(f.slots)"
							  "  WHEN 'array' THEN f.slots ELSE '[]'::jsonb END) WITH ORDINALITY AS s(e, n) ON true"
							  " ORDER BY f.pass, f.id DESC, s.n",
							  3, types, values, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: reading stored pairs failed");
	MemoryContextSwitchTo(caller);
	pairs = palloc0(sizeof(StoredPair) * (SPI_processed + 1));
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		HeapTuple	row = SPI_tuptable->vals[r];
		TupleDesc	desc = SPI_tuptable->tupdesc;
		bool		isnull;
		int			pass = DatumGetInt32(SPI_getbinval(row, desc, 1, &isnull));
		int64		id = DatumGetInt64(SPI_getbinval(row, desc, 2, &isnull));
		StoredPair *p = n > 0 ? &pairs[n - 1] : NULL;

		/* rows come in (pass, id) groups, one row per slot */
		if (p == NULL || p->id != id || p->pass != pass)
		{
			p = &pairs[n++];
			p->pass = pass;
			p->id = id;
			p->question = column_text(row, 3);
			p->sql = column_text(row, 4);
			p->bindings = palloc0(sizeof(DelexBinding) * (SPI_processed + 1));
			p->readable = true;
		}
		SPI_getbinval(row, desc, 12, &isnull);
		if (!isnull)
			read_slot(row, g, p);
	}
	SPI_finish();
	*out = pairs;
	return n;
}

/* The pair's SQL with the new values, or NULL when the pair does not apply here. */
static SqlNode *
apply_pair(const StoredPair *p, const DelexQuestion *dq, const LinkResult *links,
		   const SchemaGraph *g)
{
	char	  **values = palloc0(sizeof(char *) * (p->n_slots + 1));
	SqlLiteralSwap *swaps = palloc0(sizeof(SqlLiteralSwap) * (p->n_slots + 1));
	int			n_swaps = 0;
	char	   *reason = NULL;
	SqlNode    *ast;
	DtError		err = {0};

	if (!p->readable || !delex_fill(dq, links, p->bindings, p->n_slots, values, NULL))
		return NULL;
	/* the caller's graph decides: a pair over tables this role cannot read never answers */
	ast = parser_input_gold_ast(p->sql, g, &reason);
	if (ast == NULL)
		return NULL;
	for (int i = 0; i < p->n_slots; i++)
		if (p->bindings[i].kind != DELEX_BIND_NONE)
		{
			swaps[n_swaps].old_core = p->bindings[i].literal;
			swaps[n_swaps++].new_core = values[i];
		}
	if (!sql_swap_literals(ast, swaps, n_swaps, NULL, &err))
		return NULL;
	return ast;
}

char *
feedback_question_key(const char *question)
{
	return question_key(question);
}

char *
feedback_delex_key(const AnswerFacts *facts)
{
	DelexQuestion dq;

	if (!feedback_delex(facts->question, facts->tokens, facts->links, &facts->named, &dq))
		return NULL;
	return dq.key;
}

bool
feedback_answer(const AnswerFacts *facts, FeedbackAnswer *out)
{
	Oid			relid;
	DelexQuestion dq;
	StoredPair *pairs;
	int			n_pairs;

	memset(out, 0, sizeof(*out));
	relid = feedback_relid();
	if (!OidIsValid(relid) || pg_class_aclcheck(relid, GetUserId(), ACL_SELECT) != ACLCHECK_OK)
		return false;
	if (!feedback_delex(facts->question, facts->tokens, facts->links, &facts->named, &dq))
		return false;
	n_pairs = fetch_pairs(&dq, question_key(facts->question), facts->graph, &pairs);
	for (int i = 0; i < n_pairs; i++)
	{
		SqlNode    *ast = apply_pair(&pairs[i], &dq, facts->links, facts->graph);

		if (ast)
		{
			out->answered = true;
			out->pair_id = pairs[i].id;
			out->pair_question = pairs[i].question;
			out->reworded = pairs[i].pass == 2;
			out->ast = ast;
			return true;
		}
	}
	return false;
}

/* dtfixup.loose_key(delex_key text): delex_loose_key, for the index and the log's queries. */
Datum
dtfixup_loose_key(PG_FUNCTION_ARGS)
{
	char	   *loose = delex_loose_key(text_to_cstring(PG_GETARG_TEXT_PP(0)));
	text	   *result = cstring_to_text(loose);

	dt_free(loose);
	PG_RETURN_TEXT_P(result);
}
