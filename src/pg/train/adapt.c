/*
 * adapt.c — studying the database before its first question (docs/adapt.md).
 *
 *   dtfixup_adapt_pairs(queries integer DEFAULT 200, variants integer DEFAULT 2,
 *                       seed bigint DEFAULT 1)
 *       RETURNS TABLE(question text, sql text, kind text)
 *   dtfixup_adapt_same_structure(a text, b text) RETURNS boolean
 *
 * dtfixup_adapt_pairs synthesizes (question, SQL) pairs on the caller's schema (the search
 * path's graph: only what the caller may SELECT, catalog.h) and its stored values: queries
 * of the kinds questions ask (sql/sql_synthesize.h) and questions said with the schema's
 * names, short comments and the lexicon's synonyms (text/question_maker.h).  Nothing is
 * trained or written; the procedure dtfixup_adapt (sql/install/92_adapt.sql) filters the
 * pairs by reading them back with a model and fine-tunes on what it keeps.
 *
 * Stored values are read as the caller, read only, a small sample per column
 * (column_sample.h: at most 40 distinct values among the first 2000 non-null rows), each read in
 * a subtransaction (a column the caller cannot read after all, a view that fails, are left
 * without values), and no more reading once ADAPT_READ_SECONDS have passed (the columns
 * left are sampled without values: their tables still give counts, aggregates and rankings).
 */
#include "pg/dtfixup.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "lib/stringinfo.h"
#include "common/md5.h"
#include "utils/builtins.h"
#include "utils/hsearch.h"
#include "utils/timestamp.h"

#include "common/alloc.h"
#include "pg/answer/parser_input.h"
#include "pg/catalog/column_sample.h"
#include "pg/catalog/gold_sql.h"
#include "pg/store/lexicon_store.h"
#include "sql/sql_exact_match.h"
#include "sql/sql_grammar.h"
#include "sql/sql_synthesize.h"
#include "text/lexicon.h"
#include "text/question_maker.h"

PG_FUNCTION_INFO_V1(dtfixup_adapt_pairs);
PG_FUNCTION_INFO_V1(dtfixup_adapt_same_structure);

#define ADAPT_READ_SECONDS 10.0
#define ADAPT_MAX_QUERIES 100000

/* ---- reading comments ---- */

/* The COMMENT ON texts of the graph's tables and columns (NULL entries where none). */
static void
read_comments(const SchemaGraph *g, const char **tables, const char **columns)
{
	for (int t = 0; t < g->n_tables; t++)
	{
		const SgTable *tab = &g->tables[t];
		char		q[256];

		if (tab->relid == 0)
			continue;
		snprintf(q, sizeof(q),
				 "SELECT 0, obj_description(%u, 'pg_class') UNION ALL "
				 "SELECT attnum, col_description(%u, attnum) FROM pg_attribute "
				 "WHERE attrelid = %u AND attnum > 0 AND NOT attisdropped",
				 tab->relid, tab->relid, tab->relid);
		if (SPI_execute(q, true, 0) != SPI_OK_SELECT)
			continue;
		for (uint64 i = 0; i < SPI_processed; i++)
		{
			bool		isnull;
			int			attnum = DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1, &isnull));
			char	   *text = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 2);
			int			c;

			if (text == NULL)
				continue;
			if (attnum == 0)
				tables[t] = text;
			else if ((c = schema_graph_find_column_by_attnum(g, t, attnum)) >= 0)
				columns[c] = text;
		}
	}
}

/* ---- the lexicon's synonyms ---- */

typedef struct SynonymSearch
{
	const char *word;
	const char *found;
} SynonymSearch;

static void
synonym_visit(const char *relative, LexiconRelation relation, void *arg)
{
	SynonymSearch *s = (SynonymSearch *) arg;

	if (s->found || relation != LEXICON_SYNONYM || strcmp(relative, s->word) == 0)
		return;
	for (const char *p = relative; *p; p++)
		if (*p < 'a' || *p > 'z')
			return;
	s->found = relative;
}

static const char *
lexicon_synonym(const char *word, void *arg)
{
	SynonymSearch s = {word, NULL};

	lexicon_visit_relatives((const Lexicon *) arg, word, synonym_visit, &s);
	return s.found;
}

/* ---- the functions ---- */

/* Was this query made already?  (Keyed by its md5: queries are longer than a hash key.) */
static bool
seen_before(HTAB **seen, const char *sql)
{
	char		key[NAMEDATALEN] = {0};
	const char *errstr = NULL;
	bool		found;

	if (!pg_md5_hash(sql, strlen(sql), key, &errstr))
		elog(ERROR, "md5 failed: %s", errstr ? errstr : "?");
	hash_search(*seen, key, HASH_ENTER, &found);
	return found;
}

static void
put_pair(ReturnSetInfo *rsinfo, const char *question, const char *sql, const char *kind)
{
	Datum		values[3];
	bool		nulls[3] = {false, false, false};

	values[0] = CStringGetTextDatum(question);
	values[1] = CStringGetTextDatum(sql);
	values[2] = CStringGetTextDatum(kind);
	tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
}

Datum
dtfixup_adapt_pairs(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	int32		queries = PG_ARGISNULL(0) ? 200 : PG_GETARG_INT32(0);
	int32		variants = PG_ARGISNULL(1) ? 2 : PG_GETARG_INT32(1);
	uint64_t	state = PG_ARGISNULL(2) ? 1 : (uint64_t) PG_GETARG_INT64(2);
	SchemaGraph *g;
	SynthValues *values;
	const char **table_comments;
	const char **column_comments;
	const Lexicon *lex = dtfixup_lexicon();
	SynthSchema schema;
	QuestionNames names;
	TimestampTz start = GetCurrentTimestamp();
	int			made = 0;
	HTAB	   *seen;
	HASHCTL		ctl = {0};

	if (queries < 0 || queries > ADAPT_MAX_QUERIES)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("queries must be between 0 and %d", ADAPT_MAX_QUERIES)));
	if (variants < 1 || variants > QUESTION_MAX_VARIANTS)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("variants must be between 1 and %d", QUESTION_MAX_VARIANTS)));
	InitMaterializedSRF(fcinfo, 0);
	/* the seed's bits spread so that seeds 1, 2, 3 start far apart */
	state = state * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
	g = parser_input_schema_graph(NULL);
	if (lex)
	{
		NameWordSources english = {lexicon_knows_word, (void *) lex, NULL, NULL};

		schema_graph_split_compound_words(g, &english);
	}
	values = palloc0(sizeof(SynthValues) * (g->n_columns + 1));
	table_comments = palloc0(sizeof(char *) * (g->n_tables + 1));
	column_comments = palloc0(sizeof(char *) * (g->n_columns + 1));
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	read_comments(g, table_comments, column_comments);
	for (int c = 0; c < g->n_columns; c++)
	{
		SgTypeClass tc = g->columns[c].type_class;

		if (TimestampDifferenceExceeds(start, GetCurrentTimestamp(), (int) (ADAPT_READ_SECONDS * 1000)))
			break;
		if (tc == SG_TYPE_TEXT || tc == SG_TYPE_NUMBER)
			column_sample_read(g, c, &values[c]);
	}
	ctl.keysize = NAMEDATALEN;
	ctl.entrysize = NAMEDATALEN;
	ctl.hcxt = CurrentMemoryContext;
	seen = hash_create("dtfixup adapt queries", 256, &ctl, HASH_ELEM | HASH_STRINGS | HASH_CONTEXT);
	schema.graph = g;
	schema.values = values;
	names.graph = g;
	names.table_comments = table_comments;
	names.column_comments = column_comments;
	names.synonym = lex ? lexicon_synonym : NULL;
	names.synonym_arg = (void *) lex;
	/* a kind the schema cannot offer fails fast; give up after many draws in a row */
	for (int tries = 0; made < queries && tries < 20 * queries + 100; tries++)
	{
		SynthQuery	q;
		char	   *questions[QUESTION_MAX_VARIANTS];
		char	   *sql;
		int			n;

		CHECK_FOR_INTERRUPTS();
		if (!synth_query(&schema, synth_pick_kind(&state), &state, &q, NULL))
			continue;
		sql = parser_input_render(q.ast, g);
		/* a query drawn again adds nothing: draw another */
		if (seen_before(&seen, sql))
		{
			synth_query_free(&q);
			continue;
		}
		n = question_make(&names, &q, &state, questions, variants);
		for (int i = 0; i < n; i++)
			put_pair(rsinfo, questions[i], sql, synth_kind_name(q.kind));
		made++;
		synth_query_free(&q);
	}
	SPI_finish();
	return (Datum) 0;
}

/* Every literal of the AST made empty (LIMIT's count kept: it is part of the shape). */
static void
blank_values(SqlNode *node)
{
	const SqlRule *rule = &sql_rules[node->rule];

	for (int f = 0; f < rule->n_fields; f++)
	{
		SqlSlot    *slot = &node->slots[f];

		if (rule->fields[f].type == SQL_FT_VALUE && slot->value)
			slot->value[0] = '\0';
		for (int i = 0; i < slot->n_children; i++)
			blank_values(slot->children[i]);
	}
}

/*
 * dtfixup_adapt_same_structure(a, b): do the two queries match exactly once their literals
 * are set aside (the same tables, columns, operators and shape)?  Both are parsed against
 * the caller's schema graph; a query outside the grammar matches nothing.
 */
Datum
dtfixup_adapt_same_structure(PG_FUNCTION_ARGS)
{
	SchemaGraph *g;
	SqlNode    *a;
	SqlNode    *b;
	char	   *reason = NULL;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(1))
		PG_RETURN_BOOL(false);
	g = parser_input_schema_graph(NULL);
	a = parser_input_gold_ast(text_to_cstring(PG_GETARG_TEXT_PP(0)), g, &reason);
	b = parser_input_gold_ast(text_to_cstring(PG_GETARG_TEXT_PP(1)), g, &reason);
	if (a == NULL || b == NULL)
		PG_RETURN_BOOL(false);
	blank_values(a);
	blank_values(b);
	PG_RETURN_BOOL(ast_exact_match(a, b));
}
