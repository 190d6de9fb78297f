/*
 * schema_functions.c — SQL entry points of the schema stage:
 *   dtfixup_schema_graph(schemas name[] DEFAULT NULL) RETURNS jsonb
 *   dtfixup_link(question text, schemas name[] DEFAULT NULL) RETURNS jsonb
 * JSON is written with escape_json into a StringInfo and parsed once by jsonb_in.
 */
#include "pg/dtfixup.h"

#include "fmgr.h"
#include "lib/stringinfo.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"

#include "pg/catalog.h"
#include "schema/schema_graph.h"

PG_FUNCTION_INFO_V1(dtfixup_schema_graph);

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
		appendStringInfoChar(buf, '}');
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
	appendStringInfoChar(&buf, '}');
	PG_RETURN_DATUM(jsonb_from_buffer(&buf));
}
