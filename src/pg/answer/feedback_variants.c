/*
 * feedback_variants.c — stored pairs said again with other stored values of their columns,
 * for dtfixup_learn (docs/feedback.md, "Learning: dtfixup_learn").
 *
 *   dtfixup_value_variants(questions text[], sqls text[], per_pair integer)
 *       RETURNS TABLE (question text, sql text)
 *
 * Why: a correction names one value ("what is the population of texas").  The look-up
 * answers the very wording with any value at once (feedback.h), but a model trained on the
 * pair sees that wording with one value only; the same pair said with other values the
 * column stores (data recombination) shows it the wording apart from its value.  Off in
 * dtfixup_learn by default: on GeoQuery's stream it gained nothing on held-out questions
 * and lost on held-out query groups (docs/feedback.md).
 *
 * Per pair: the question is linked and taken up to its values as the look-up does, each
 * slot bound to a literal of its SQL (feedback_delex_in_database, feedback_bind_slots).  In variant v
 * each slot bound to a stored value of a column takes the v-th usable value of a sample of
 * that column (column_sample.h), counted from a place drawn from the question: its span of
 * the question is replaced by the value, the literal swapped in the SQL's AST
 * (sql_swap_literals) and the SQL rendered with quote_identifier / quote_literal.  A variant
 * is kept only when the look-up reads it back: linked again, the new question has the
 * pair's key and its slots give the new values (delex_fill), so no variant teaches what a
 * question of its kind would not show the model.  Slots of numbers and of text as written
 * keep their values; a pair with no slot of a stored value gives no variant.  Everything
 * runs as the caller: only the columns its schema graph shows, read with its rights.
 */
#include "pg/dtfixup.h"

#include "catalog/pg_type.h"
#include "common/hashfn.h"
#include "executor/spi.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "lib/stringinfo.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"

#include "common/strbuf.h"
#include "pg/answer/feedback.h"
#include "pg/answer/parser_input.h"
#include "pg/catalog/column_sample.h"
#include "sql/sql_literals.h"
#include "text/tokenizer.h"

PG_FUNCTION_INFO_V1(dtfixup_value_variants);

#define VALUE_VARIANTS_MAX 16
/* A longer value is a description, not something a question names. */
#define VARIANT_VALUE_MAX_BYTES 60

/* What the variants of one call draw from: the caller's graph and each column's sample. */
typedef struct VariantSource
{
	const SchemaGraph *graph;
	MemoryContext cxt;			/* where the samples live (the whole call) */
	SynthValues *samples;		/* per graph column, read on first use */
	bool	   *sampled;
} VariantSource;

/* One pair, linked and taken up to its values. */
typedef struct PairSlots
{
	const char *question;
	const char *sql;
	TextTokens	tokens;
	DelexQuestion dq;
	DelexBinding *bindings;		/* dq.n_slots */
} PairSlots;

static const SynthValues *
column_values(VariantSource *src, int col)
{
	if (!src->sampled[col])
	{
		MemoryContext old = MemoryContextSwitchTo(src->cxt);

		column_sample_read(src->graph, col, &src->samples[col]);
		MemoryContextSwitchTo(old);
		src->sampled[col] = true;
	}
	return &src->samples[col];
}

/* Can value stand where the pair has old?  Another value, short, with a word in it. */
static bool
usable_value(const char *value, const char *old)
{
	DtStrBuf	key;
	bool		has_word;

	if (strlen(value) > VARIANT_VALUE_MAX_BYTES || pg_strcasecmp(value, old) == 0)
		return false;
	dt_strbuf_init(&key);
	has_word = text_normalize_key(value, strlen(value), &key) && key.data && key.data[0] != '\0';
	dt_strbuf_free(&key);
	return has_word;
}

/* The v-th usable value of the binding's column from place start of its sample, or NULL. */
static const char *
variant_value(VariantSource *src, const DelexBinding *b, uint32 start, int v)
{
	const SynthValues *s = column_values(src, b->column);
	int			usable = 0;

	for (int k = 0; k < s->n; k++)
	{
		const char *value = s->values[(start + (uint32) k) % (uint32) s->n];

		if (usable_value(value, b->literal) && usable++ == v)
			return value;
	}
	return NULL;
}

/* Link and take up to its values one pair; false when it has no slot to vary. */
static bool
pair_slots(const SchemaGraph *g, const char *question, const char *sql, PairSlots *p)
{
	char	   *reason = NULL;
	SqlNode    *ast = parser_input_gold_ast(sql, g, &reason);
	LinkResult	links;

	if (ast == NULL)
		return false;
	p->question = question;
	p->sql = sql;
	if (!feedback_delex_in_database(g, question, &p->tokens, &links, &p->dq))
		return false;
	p->bindings = feedback_bind_slots(&p->dq, &links, ast);
	for (int i = 0; i < p->dq.n_slots; i++)
		if (p->bindings[i].kind == DELEX_BIND_STORED && p->bindings[i].column >= 0)
			return true;
	return false;
}

/* Does the look-up read question back as the pair with values (NULL: the slot unchanged)? */
static bool
reads_back(const SchemaGraph *g, const PairSlots *p, const char *question,
		   const char *const *values)
{
	TextTokens	tokens;
	LinkResult	links;
	DelexQuestion dq;
	char	  **filled = palloc0(sizeof(char *) * (p->dq.n_slots + 1));

	if (!feedback_delex_in_database(g, question, &tokens, &links, &dq) || strcmp(dq.key, p->dq.key) != 0)
		return false;
	if (!delex_fill(&dq, &links, p->bindings, p->dq.n_slots, filled, NULL))
		return false;
	for (int i = 0; i < p->dq.n_slots; i++)
		if (values[i] && (filled[i] == NULL || strcmp(filled[i], values[i]) != 0))
			return false;
	return true;
}

/* Variant v of the pair, put in the result when the look-up reads it back. */
static void
put_variant(VariantSource *src, const PairSlots *p, uint32 start, int v, ReturnSetInfo *rsinfo)
{
	int			n = p->dq.n_slots;
	const char **values = palloc0(sizeof(char *) * (n + 1));
	SqlLiteralSwap *swaps = palloc0(sizeof(SqlLiteralSwap) * (n + 1));
	int			n_swaps = 0;
	StringInfoData q;
	int			copied = 0;
	char	   *reason = NULL;
	SqlNode    *ast;
	DtError		err = {0};
	Datum		out[2];
	bool		nulls[2] = {false, false};

	initStringInfo(&q);
	for (int i = 0; i < n; i++)
	{
		const DelexBinding *b = &p->bindings[i];
		const DelexSlot *slot = &p->dq.slots[i];
		int			from,
					to;

		if (b->kind != DELEX_BIND_STORED || b->column < 0)
			continue;
		/* each slot from its own place, so two slots of one column differ */
		values[i] = variant_value(src, b, start + 7919u * (uint32) i, v);
		if (values[i] == NULL)
			return;
		from = p->tokens.tokens[slot->token_start].byte_start;
		to = p->tokens.tokens[slot->token_end - 1].byte_end;
		appendBinaryStringInfo(&q, p->question + copied, from - copied);
		appendStringInfoString(&q, values[i]);
		copied = to;
		swaps[n_swaps].old_core = b->literal;
		swaps[n_swaps++].new_core = values[i];
	}
	appendStringInfoString(&q, p->question + copied);
	/* a fresh AST: the swap works in place */
	ast = parser_input_gold_ast(p->sql, src->graph, &reason);
	if (ast == NULL || !sql_swap_literals(ast, swaps, n_swaps, NULL, &err))
		return;
	if (!reads_back(src->graph, p, q.data, values))
		return;
	out[0] = CStringGetTextDatum(q.data);
	out[1] = CStringGetTextDatum(parser_input_render(ast, src->graph));
	tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, out, nulls);
}

static void
text_array_arg(FunctionCallInfo fcinfo, int i, const char *what, Datum **elems, bool **nulls,
			   int *n)
{
	if (PG_ARGISNULL(i))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("the %s must not be NULL", what)));
	deconstruct_array(PG_GETARG_ARRAYTYPE_P(i), TEXTOID, -1, false, TYPALIGN_INT, elems, nulls, n);
}

Datum
dtfixup_value_variants(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	Datum	   *questions,
			   *sqls;
	bool	   *q_nulls,
			   *s_nulls;
	int			n_questions,
				n_sqls,
				per_pair;
	VariantSource src;
	MemoryContext pair_cxt,
				old;

	text_array_arg(fcinfo, 0, "questions", &questions, &q_nulls, &n_questions);
	text_array_arg(fcinfo, 1, "SQL texts", &sqls, &s_nulls, &n_sqls);
	if (n_questions != n_sqls)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%d questions but %d SQL texts", n_questions, n_sqls),
				 errdetail("Each question needs the SQL that answers it, at the same place.")));
	per_pair = PG_ARGISNULL(2) ? -1 : PG_GETARG_INT32(2);
	if (per_pair < 0 || per_pair > VALUE_VARIANTS_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("per_pair must be between 0 and %d", VALUE_VARIANTS_MAX)));
	InitMaterializedSRF(fcinfo, 0);
	if (per_pair == 0 || n_questions == 0)
		PG_RETURN_NULL();
	src.graph = parser_input_schema_graph(NULL);
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	src.cxt = CurrentMemoryContext;
	src.samples = palloc0(sizeof(SynthValues) * (src.graph->n_columns + 1));
	src.sampled = palloc0(sizeof(bool) * (src.graph->n_columns + 1));
	pair_cxt = AllocSetContextCreate(CurrentMemoryContext, "dtfixup value variants",
									 ALLOCSET_DEFAULT_SIZES);
	for (int i = 0; i < n_questions; i++)
	{
		PairSlots	p;

		CHECK_FOR_INTERRUPTS();
		if (q_nulls[i] || s_nulls[i])
			continue;
		old = MemoryContextSwitchTo(pair_cxt);
		memset(&p, 0, sizeof(p));
		if (pair_slots(src.graph, TextDatumGetCString(questions[i]), TextDatumGetCString(sqls[i]), &p))
		{
			uint32		start = hash_bytes((const unsigned char *) p.question, (int) strlen(p.question));

			for (int v = 0; v < per_pair; v++)
				put_variant(&src, &p, start, v, rsinfo);
		}
		MemoryContextSwitchTo(old);
		MemoryContextReset(pair_cxt);
	}
	SPI_finish();
	PG_RETURN_NULL();
}
