/*
 * schema_sql.c — SQL entry points of the schema stage:
 *   dtfixup_schema_graph(schemas name[] DEFAULT NULL) RETURNS jsonb
 *   dtfixup_link(question text, schemas name[] DEFAULT NULL) RETURNS jsonb
 * JSON is written with escape_json into a StringInfo and parsed once by jsonb_in.
 */
#include "pg/dtfixup.h"

#include "fmgr.h"
#include "lib/stringinfo.h"
#include "mb/pg_wchar.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"

#include "pg/catalog/catalog.h"
#include "pg/answer/links_json.h"
#include "pg/answer/parser_input.h"
#include "pg/answer/value_lookup.h"
#include "schema/linking.h"
#include "schema/relations.h"
#include "schema/schema_graph.h"
#include "text/tokenizer.h"

PG_FUNCTION_INFO_V1(dtfixup_schema_graph);
PG_FUNCTION_INFO_V1(dtfixup_link);

static const char *
kind_name(SgTableKind kind)
{
	switch (kind)
	{
		case SG_PARTITIONED_TABLE:
			return "partitioned table";
		case SG_VIEW:
			return "view";
		case SG_MATERIALIZED_VIEW:
			return "materialized view";
		case SG_FOREIGN_TABLE:
			return "foreign table";
		case SG_TABLE:
			break;
	}
	return "table";
}

static const char *
type_class_name(SgTypeClass c)
{
	switch (c)
	{
		case SG_TYPE_TEXT:
			return "text";
		case SG_TYPE_NUMBER:
			return "number";
		case SG_TYPE_TIME:
			return "time";
		case SG_TYPE_BOOLEAN:
			return "boolean";
		case SG_TYPE_OTHER:
			break;
	}
	return "other";
}

static void
append_key(StringInfo buf, const char *key, const char *value)
{
	escape_json(buf, key);
	appendStringInfoChar(buf, ':');
	escape_json(buf, value);
}

static void
append_tables_json(StringInfo buf, const SchemaGraph *g)
{
	appendStringInfoString(buf, "\"tables\":[");
	for (int t = 0; t < g->n_tables; t++)
	{
		const SgTable *tab = &g->tables[t];

		appendStringInfoString(buf, t ? ",{" : "{");
		append_key(buf, "schema", tab->schema);
		appendStringInfoChar(buf, ',');
		append_key(buf, "name", tab->name);
		appendStringInfoChar(buf, ',');
		append_key(buf, "kind", kind_name(tab->kind));
		appendStringInfoString(buf, ",\"columns\":[");
		for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
		{
			const SgColumn *col = &g->columns[c];

			appendStringInfoString(buf, c > tab->first_column ? ",{" : "{");
			append_key(buf, "name", col->name);
			appendStringInfoChar(buf, ',');
			append_key(buf, "type", col->type_name);
			appendStringInfoChar(buf, ',');
			append_key(buf, "type_class", type_class_name(col->type_class));
			appendStringInfo(buf, ",\"nullable\":%s,\"primary_key\":%s}",
							 col->nullable ? "true" : "false",
							 col->primary_key ? "true" : "false");
		}
		appendStringInfoString(buf, "]}");
	}
	appendStringInfoChar(buf, ']');
}

static void
append_column_list(StringInfo buf, const SchemaGraph *g, const int *cols, int n)
{
	appendStringInfoChar(buf, '[');
	for (int i = 0; i < n; i++)
	{
		if (i)
			appendStringInfoChar(buf, ',');
		escape_json(buf, g->columns[cols[i]].name);
	}
	appendStringInfoChar(buf, ']');
}

static void
append_foreign_keys_json(StringInfo buf, const SchemaGraph *g)
{
	appendStringInfoString(buf, "\"foreign_keys\":[");
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		appendStringInfoString(buf, k ? ",{" : "{");
		append_key(buf, "schema", g->tables[fk->table].schema);
		appendStringInfoChar(buf, ',');
		append_key(buf, "table", g->tables[fk->table].name);
		appendStringInfoString(buf, ",\"columns\":");
		append_column_list(buf, g, fk->columns, fk->n_columns);
		appendStringInfoChar(buf, ',');
		append_key(buf, "ref_schema", g->tables[fk->ref_table].schema);
		appendStringInfoChar(buf, ',');
		append_key(buf, "ref_table", g->tables[fk->ref_table].name);
		appendStringInfoString(buf, ",\"ref_columns\":");
		append_column_list(buf, g, fk->ref_columns, fk->n_columns);
		if (fk->implied)
			appendStringInfoString(buf, ",\"implied\":true");
		appendStringInfoChar(buf, '}');
	}
	appendStringInfoChar(buf, ']');
}

/* Name of schema item i ([columns | tables]): "table.column" or "table", schema-qualified
 * when the graph spans several schemas. */
static char *
item_name(const SchemaGraph *g, int i, bool qualify)
{
	int			t = i < g->n_columns ? g->columns[i].table : i - g->n_columns;
	const char *table = qualify ? psprintf("%s.%s", g->tables[t].schema, g->tables[t].name)
		: g->tables[t].name;

	return i < g->n_columns ? psprintf("%s.%s", table, g->columns[i].name) : pstrdup(table);
}

static bool
several_schemas(const SchemaGraph *g)
{
	for (int t = 1; t < g->n_tables; t++)
		if (strcmp(g->tables[t].schema, g->tables[0].schema) != 0)
			return true;
	return false;
}

/*
 * "relations": every ordered pair of distinct schema items whose RAT-SQL relation is not
 * the default one, as {from, to, relation}, items in [columns | tables] order; and
 * "relation_names": the whole vocabulary in id order (src/schema/relations.h).
 */
static void
append_relations_json(StringInfo buf, const SchemaGraph *g)
{
	int			n = g->n_columns + g->n_tables;
	bool		qualify = several_schemas(g);
	bool		first = true;

	appendStringInfoString(buf, "\"relations\":[");
	for (int a = 0; a < n; a++)
		for (int b = 0; b < n; b++)
		{
			RatRelation r = rat_schema_relation(g, a, b);

			if (a == b || rat_relation_is_default(r))
				continue;
			appendStringInfoString(buf, first ? "{" : ",{");
			first = false;
			append_key(buf, "from", item_name(g, a, qualify));
			appendStringInfoChar(buf, ',');
			append_key(buf, "to", item_name(g, b, qualify));
			appendStringInfoChar(buf, ',');
			append_key(buf, "relation", rat_relation_name(r));
			appendStringInfoChar(buf, '}');
		}
	appendStringInfoString(buf, "],\"relation_names\":[");
	for (int r = 0; r < REL_COUNT; r++)
	{
		if (r)
			appendStringInfoChar(buf, ',');
		escape_json(buf, rat_relation_name((RatRelation) r));
	}
	appendStringInfoChar(buf, ']');
}

static Datum
jsonb_from_buffer(StringInfo buf)
{
	return DirectFunctionCall1(jsonb_in, CStringGetDatum(buf->data));
}

Datum
dtfixup_schema_graph(PG_FUNCTION_ARGS)
{
	ArrayType  *schemas = PG_ARGISNULL(0) ? NULL : PG_GETARG_ARRAYTYPE_P(0);
	SchemaGraph *g = catalog_schema_graph(schemas);
	StringInfoData buf;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	append_tables_json(&buf, g);
	appendStringInfoChar(&buf, ',');
	append_foreign_keys_json(&buf, g);
	appendStringInfoChar(&buf, ',');
	append_relations_json(&buf, g);
	appendStringInfoChar(&buf, '}');
	PG_RETURN_DATUM(jsonb_from_buffer(&buf));
}

/*
 * The tokenizer counts UTF-8 code points; in a database of another encoding the server's
 * own character counting gives the offsets substr() expects.
 */
static void
token_char_offsets(const char *question, const TextToken *t, int *start, int *end)
{
	if (GetDatabaseEncoding() == PG_UTF8 || GetDatabaseEncoding() == PG_SQL_ASCII)
	{
		*start = t->char_start;
		*end = t->char_end;
		return;
	}
	*start = pg_mbstrlen_with_len(question, t->byte_start);
	*end = *start + pg_mbstrlen_with_len(question + t->byte_start, t->byte_end - t->byte_start);
}

static void
append_tokens_json(StringInfo buf, const char *question, const TextTokens *q)
{
	appendStringInfoString(buf, "\"tokens\":[");
	for (int i = 0; i < q->n; i++)
	{
		const TextToken *t = &q->tokens[i];
		int			start,
					end;

		token_char_offsets(question, t, &start, &end);
		appendStringInfoString(buf, i ? ",{" : "{");
		append_key(buf, "text", pnstrdup(question + t->byte_start, t->byte_end - t->byte_start));
		appendStringInfo(buf, ",\"start\":%d,\"end\":%d}", start, end);
	}
	appendStringInfoChar(buf, ']');
}

static void
append_lookup_stats_json(StringInfo buf, const ValueLookupStats *s, bool training_row)
{
	appendStringInfo(buf, "\"value_lookups\":{\"mcv_columns\":%d,\"scans\":%d,"
					 "\"rows_read\":" INT64_FORMAT ",\"probes\":%d,\"budget\":%d,"
					 "\"budget_exhausted\":%s,\"time_budget_ms\":%d,\"time_exhausted\":%s",
					 s->mcv_columns, s->scans, s->rows_read, s->probes, s->budget,
					 s->budget_exhausted ? "true" : "false", s->time_budget_ms,
					 s->time_exhausted ? "true" : "false");
	if (training_row)
		appendStringInfo(buf, ",\"gold_values\":%d", s->gold_values);
	appendStringInfoChar(buf, '}');
}

/*
 * dtfixup_link(question text, schemas name[] DEFAULT NULL, training_sql text DEFAULT NULL):
 * tokens with character offsets and the name, value, number and date links of the question
 * against the schema graph.  With training_sql, the links a training row with that SQL gets
 * (its literals stand in for the rows of empty tables: value_lookup.h).  Not STRICT (NULL
 * schemas means the search_path), but a NULL question gives NULL.
 */
Datum
dtfixup_link(PG_FUNCTION_ARGS)
{
	text	   *question_text;
	char	   *question;
	ArrayType  *schemas;
	TextTokens	q;
	SchemaGraph *g;
	LinkResult	links;
	ValueLookupStats stats;
	StringInfoData buf;
	SqlNode    *gold = NULL;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	question_text = PG_GETARG_TEXT_PP(0);
	schemas = PG_ARGISNULL(1) ? NULL : PG_GETARG_ARRAYTYPE_P(1);
	question = text_to_cstring(question_text);
	/* refuse an over-long question before reading the catalog */
	if (VARSIZE_ANY_EXHDR(question_text) > TEXT_MAX_QUESTION_BYTES)
	{
		DtError		err;

		text_tokenize(question, strlen(question), &q, &err);
		dtfixup_report_error(&err);
	}
	g = catalog_schema_graph(schemas);
	if (PG_NARGS() > 2 && !PG_ARGISNULL(2))
	{
		char	   *reason = NULL;

		gold = parser_input_gold_ast(text_to_cstring(PG_GETARG_TEXT_PP(2)), g, &reason);
		if (gold == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("training_sql cannot be used as a training row's SQL"),
					 errdetail("%s", reason),
					 errhint("Give one SELECT over the tables of the schemas searched, as a training row's sql column holds it.")));
	}
	link_question_in_database(g, question, gold, &q, &links, &stats);

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	append_tokens_json(&buf, question, &q);
	appendStringInfoChar(&buf, ',');
	links_json_append(&buf, question, &q, g, &links);
	appendStringInfoChar(&buf, ',');
	append_lookup_stats_json(&buf, &stats, gold != NULL);
	appendStringInfoChar(&buf, '}');
	PG_RETURN_DATUM(jsonb_from_buffer(&buf));
}
