/*
 * grammar_sql.c — SQL entry points of the SQL grammar stage:
 *   dtfixup_sql_to_actions(query text, schemas name[] DEFAULT NULL) RETURNS jsonb
 *   dtfixup_actions_to_sql(actions jsonb, schemas name[] DEFAULT NULL) RETURNS text
 *   dtfixup_grammar_rules() RETURNS jsonb
 *
 * JSON form of an action (README.md):
 *   {"action":"ApplyRule","rule":"sql_select"}
 *   {"action":"SelectTable","table":"public.city","instance":0}
 *   {"action":"SelectColumn","instance":0,"table":"public.city","column":"city_name"}
 *   {"action":"SelectColumn","instance":2,"column_index":0}     (a column of a subquery in FROM)
 *   {"action":"Value","value":"arizona","type":"text"}          (type: text, integer, numeric)
 *   {"action":"Reduce"}
 * On input "instance" of SelectTable and "table" of SelectColumn are optional (checked when
 * given); a Value may be a JSON number, then its type defaults to integer or numeric.
 */
#include "pg/dtfixup.h"

#include "fmgr.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/numeric.h"

#include "common/strbuf.h"
#include "pg/catalog/catalog.h"
#include "pg/catalog/gold_sql.h"
#include "sql/sql_regroup.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"

PG_FUNCTION_INFO_V1(dtfixup_sql_to_actions);
PG_FUNCTION_INFO_V1(dtfixup_actions_to_sql);
PG_FUNCTION_INFO_V1(dtfixup_grammar_rules);

/* ---- rendering with the backend's own quoting ---- */

static void
pg_quote_identifier(DtStrBuf *out, const char *name, void *arg)
{
	dt_strbuf_append(out, quote_identifier(name));
}

static void
pg_quote_literal(DtStrBuf *out, const char *text, void *arg)
{
	char	   *quoted = quote_literal_cstr(text);

	dt_strbuf_append(out, quoted);
	pfree(quoted);
}

static const SqlQuoter pg_quoter = {pg_quote_identifier, pg_quote_literal, NULL};

static char *
render_sql(const SqlNode *ast, const SchemaGraph *g)
{
	DtStrBuf	buf;
	DtError		err = {0};

	dt_strbuf_init(&buf);
	if (!sql_render(ast, g, &pg_quoter, &buf, &err))
		dtfixup_report_error(&err);
	return buf.data;
}

static char *
table_label(const SchemaGraph *g, int t)
{
	return psprintf("%s.%s", g->tables[t].schema, g->tables[t].name);
}

/* ---- dtfixup_sql_to_actions ---- */

static void
append_action_json(StringInfo buf, const SchemaGraph *g, const SqlAction *a, int *next_instance)
{
	appendStringInfoString(buf, "{\"action\": ");
	escape_json(buf, sql_action_kind_name(a->kind));
	switch (a->kind)
	{
		case SQL_ACT_APPLY_RULE:
			appendStringInfoString(buf, ", \"rule\": ");
			escape_json(buf, sql_rules[a->rule].name);
			if (sql_rules[a->rule].render == SQL_RK_FROM_SUBQUERY)
				appendStringInfo(buf, ", \"instance\": %d", (*next_instance)++);
			break;
		case SQL_ACT_SELECT_TABLE:
			appendStringInfoString(buf, ", \"table\": ");
			escape_json(buf, table_label(g, a->table));
			appendStringInfo(buf, ", \"instance\": %d", (*next_instance)++);
			break;
		case SQL_ACT_SELECT_COLUMN:
			appendStringInfo(buf, ", \"instance\": %d", a->instance);
			if (a->table >= 0)
			{
				appendStringInfoString(buf, ", \"table\": ");
				escape_json(buf, table_label(g, a->table));
				appendStringInfoString(buf, ", \"column\": ");
				escape_json(buf, g->columns[g->tables[a->table].first_column + a->column].name);
			}
			else
				appendStringInfo(buf, ", \"column_index\": %d", a->column);
			break;
		case SQL_ACT_VALUE:
			appendStringInfoString(buf, ", \"value\": ");
			escape_json(buf, a->value);
			appendStringInfoString(buf, ", \"type\": ");
			escape_json(buf, sql_value_type_name(a->value_type));
			break;
		case SQL_ACT_REDUCE:
			break;
	}
	appendStringInfoChar(buf, '}');
}

static ArrayType *
schemas_arg(FunctionCallInfo fcinfo, int argno)
{
	return PG_ARGISNULL(argno) ? NULL : PG_GETARG_ARRAYTYPE_P(argno);
}

Datum
dtfixup_sql_to_actions(PG_FUNCTION_ARGS)
{
	char	   *sql;
	SchemaGraph *g;
	SqlNode    *ast,
			   *replayed;
	SqlActionList actions;
	DtError		err = {0};
	StringInfoData buf;
	int			next_instance = 0;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	sql = text_to_cstring(PG_GETARG_TEXT_PP(0));
	g = catalog_schema_graph(schemas_arg(fcinfo, 1));
	ast = sql_regroup_by_primary_keys(gold_sql_to_ast(sql, g), g);

	sql_action_list_init(&actions);
	if (!sql_ast_to_actions(ast, &actions, &err))
		dtfixup_report_error(&err);
	/* Replaying through the transition system proves the sequence is one the decoder can emit. */
	replayed = ts_build_gold_ast(g, &actions, &err);
	if (replayed == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("the structure of the gold query is outside the dtfixup SQL grammar"),
				 errdetail("Replaying its actions: %s.", err.message),
				 errcontext("gold (training) SQL query")));

	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"actions\": [");
	for (int i = 0; i < actions.n; i++)
	{
		if (i > 0)
			appendStringInfoString(&buf, ", ");
		append_action_json(&buf, g, &actions.items[i], &next_instance);
	}
	appendStringInfoString(&buf, "], \"sql\": ");
	escape_json(&buf, render_sql(replayed, g));
	appendStringInfoChar(&buf, '}');
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data)));
}

/* ---- dtfixup_actions_to_sql ---- */

static void
bad_action(int step, const char *fmt, const char *what) pg_attribute_noreturn();

static void
bad_action(int step, const char *fmt, const char *what)
{
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("action %d: %s", step, psprintf(fmt, what)),
			 errhint("Each action is an object such as {\"action\": \"ApplyRule\", \"rule\": \"sql_select\"}; "
					 "see dtfixup_sql_to_actions() for the form.")));
	pg_unreachable();
}

static JsonbValue *
get_key(JsonbContainer *obj, const char *key)
{
	return getKeyJsonValueFromContainer(obj, key, strlen(key), NULL);
}

static char *
get_string(JsonbContainer *obj, const char *key, int step, bool required)
{
	JsonbValue *v = get_key(obj, key);

	if (v == NULL)
	{
		if (required)
			bad_action(step, "the key \"%s\" is missing", key);
		return NULL;
	}
	if (v->type != jbvString)
		bad_action(step, "\"%s\" must be a JSON string", key);
	return pnstrdup(v->val.string.val, v->val.string.len);
}

/* A JSON number that is an int4; -1 and *found=false when absent. */
static int
get_int(JsonbContainer *obj, const char *key, int step, bool required, bool *found)
{
	JsonbValue *v = get_key(obj, key);
	char	   *text;
	char	   *end;
	long		n;

	*found = v != NULL;
	if (v == NULL)
	{
		if (required)
			bad_action(step, "the key \"%s\" is missing", key);
		return -1;
	}
	if (v->type != jbvNumeric)
		bad_action(step, "\"%s\" must be a JSON number", key);
	text = DatumGetCString(DirectFunctionCall1(numeric_out, NumericGetDatum(v->val.numeric)));
	n = strtol(text, &end, 10);
	if (*end != '\0' || n < 0 || n > PG_INT32_MAX)
		bad_action(step, "\"%s\" must be a non-negative integer", key);
	return (int) n;
}

static int
find_table_label(const SchemaGraph *g, const char *label)
{
	int			unqualified = -1,
				n_unqualified = 0;

	for (int t = 0; t < g->n_tables; t++)
	{
		if (strcmp(table_label((SchemaGraph *) g, t), label) == 0)
			return t;
		if (strcmp(g->tables[t].name, label) == 0)
			unqualified = t, n_unqualified++;
	}
	return n_unqualified == 1 ? unqualified : -1;
}

/* One JSON action -> SqlAction (column names resolved against the state's instances). */
static void
parse_action(JsonbContainer *obj, int step, const SchemaGraph *g, TsState *state, SqlAction *a)
{
	char	   *kind = get_string(obj, "action", step, true);
	bool		found;

	memset(a, 0, sizeof(*a));
	if (strcmp(kind, "ApplyRule") == 0)
	{
		char	   *rule = get_string(obj, "rule", step, true);

		a->kind = SQL_ACT_APPLY_RULE;
		a->rule = sql_rule_by_name(rule);
		if (a->rule < 0)
			bad_action(step, "unknown rule \"%s\"", rule);
	}
	else if (strcmp(kind, "SelectTable") == 0)
	{
		char	   *table = get_string(obj, "table", step, true);

		a->kind = SQL_ACT_SELECT_TABLE;
		a->table = find_table_label(g, table);
		if (a->table < 0)
			bad_action(step, "unknown table \"%s\" (not in the schemas searched, or not readable)", table);
		(void) get_int(obj, "instance", step, false, &found);
	}
	else if (strcmp(kind, "SelectColumn") == 0)
	{
		char	   *column;
		char	   *table;
		int			t;

		a->kind = SQL_ACT_SELECT_COLUMN;
		a->instance = get_int(obj, "instance", step, true, &found);
		if (a->instance >= ts_instance_count(state))
			bad_action(step, "%s", psprintf("table instance %d is not declared (instances so far: %d)",
											a->instance, ts_instance_count(state)));
		t = ts_instance_table(state, a->instance);
		table = get_string(obj, "table", step, false);
		column = get_string(obj, "column", step, false);
		if (table && (t < 0 || strcmp(table, table_label(g, t)) != 0))
			bad_action(step, "table instance does not belong to table \"%s\"", table);
		if (column)
		{
			int			c;

			if (t < 0)
				bad_action(step, "%s", "a column of a subquery in FROM is named by \"column_index\"");
			c = schema_graph_find_column(g, t, column);
			if (c < 0)
				bad_action(step, "unknown column \"%s\"", psprintf("%s\" of table \"%s", column, table_label(g, t)));
			a->column = c - g->tables[t].first_column;
		}
		else
		{
			a->column = get_int(obj, "column_index", step, false, &found);
			if (!found)
				bad_action(step, "%s", "SelectColumn needs \"column\" (a name) or \"column_index\"");
		}
	}
	else if (strcmp(kind, "Value") == 0)
	{
		JsonbValue *v = get_key(obj, "value");
		char	   *type = get_string(obj, "type", step, false);

		a->kind = SQL_ACT_VALUE;
		if (v == NULL)
			bad_action(step, "the key \"%s\" is missing", "value");
		if (v->type == jbvString)
		{
			a->value = pnstrdup(v->val.string.val, v->val.string.len);
			a->value_type = SQL_VALUE_TEXT;
		}
		else if (v->type == jbvNumeric)
		{
			a->value = DatumGetCString(DirectFunctionCall1(numeric_out, NumericGetDatum(v->val.numeric)));
			a->value_type = strpbrk(a->value, ".eE") ? SQL_VALUE_NUMERIC : SQL_VALUE_INTEGER;
		}
		else
			bad_action(step, "\"%s\" must be a JSON string or number", "value");
		if (type && !sql_value_type_by_name(type, &a->value_type))
			bad_action(step, "unknown value type \"%s\" (expected text, integer or numeric)", type);
	}
	else if (strcmp(kind, "Reduce") == 0)
		a->kind = SQL_ACT_REDUCE;
	else
		bad_action(step, "unknown action \"%s\" (expected ApplyRule, SelectTable, SelectColumn, Value or Reduce)",
				   kind);
}

/* The array of actions: the argument itself, or its "actions" key. */
static JsonbContainer *
actions_array(Jsonb *jb)
{
	JsonbValue *v;

	if (!JB_ROOT_IS_SCALAR(jb) && JB_ROOT_IS_ARRAY(jb))
		return &jb->root;
	if (JB_ROOT_IS_OBJECT(jb))
	{
		v = get_key(&jb->root, "actions");
		if (v && v->type == jbvBinary && JsonContainerIsArray(v->val.binary.data))
			return v->val.binary.data;
	}
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("actions must be a JSON array of actions or an object with an \"actions\" array")));
	return NULL;
}

Datum
dtfixup_actions_to_sql(PG_FUNCTION_ARGS)
{
	Jsonb	   *jb;
	JsonbContainer *arr;
	SchemaGraph *g;
	TsState    *state;
	SqlNode    *ast;
	DtError		err = {0};
	int			n;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	jb = PG_GETARG_JSONB_P(0);
	arr = actions_array(jb);
	g = catalog_schema_graph(schemas_arg(fcinfo, 1));
	/* replayed as gold: what dtfixup_sql_to_actions returns rebuilds, an ordered text
	 * column of Spider's text-typed dates included (docs/grammar.md); the decoder stays strict */
	state = ts_init_gold(g);
	n = JsonContainerSize(arr);
	for (int i = 0; i < n; i++)
	{
		JsonbValue *e = getIthJsonbValueFromContainer(arr, i);
		SqlAction	a;

		CHECK_FOR_INTERRUPTS();
		if (e->type != jbvBinary || !JsonContainerIsObject(e->val.binary.data))
			bad_action(i, "%s", "an action must be a JSON object");
		parse_action(e->val.binary.data, i, g, state, &a);
		if (!ts_apply(state, &a, &err))
			dtfixup_report_error(&err);
	}
	ast = ts_to_ast(state, &err);
	if (ast == NULL)
		dtfixup_report_error(&err);
	PG_RETURN_TEXT_P(cstring_to_text(render_sql(ast, g)));
}

/* ---- dtfixup_grammar_rules ---- */

static const char *const cardinality_names[] = {"single", "optional", "list", "list1"};

static const char *
field_type_name(const SqlField *f)
{
	switch (f->type)
	{
		case SQL_FT_NODE:
			return sql_node_type_name(f->node_type);
		case SQL_FT_TABLE:
			return "table";
		case SQL_FT_COLUMN:
			return "column";
		case SQL_FT_VALUE:
			return "value";
		case SQL_FT_LIMIT:
			return "limit_value";
	}
	return "?";
}

Datum
dtfixup_grammar_rules(PG_FUNCTION_ARGS)
{
	StringInfoData buf;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '[');
	for (int r = 0; r < SQL_RULE_COUNT_RULES; r++)
	{
		const SqlRule *rule = &sql_rules[r];

		appendStringInfo(&buf, "%s{\"id\": %d, \"name\": ", r ? ", " : "", r);
		escape_json(&buf, rule->name);
		appendStringInfoString(&buf, ", \"node_type\": ");
		escape_json(&buf, sql_node_type_name(rule->parent));
		appendStringInfoString(&buf, ", \"fields\": [");
		for (int f = 0; f < rule->n_fields; f++)
		{
			appendStringInfoString(&buf, f ? ", {\"name\": " : "{\"name\": ");
			escape_json(&buf, rule->fields[f].name);
			appendStringInfoString(&buf, ", \"type\": ");
			escape_json(&buf, field_type_name(&rule->fields[f]));
			appendStringInfoString(&buf, ", \"cardinality\": ");
			escape_json(&buf, cardinality_names[rule->fields[f].card]);
			appendStringInfoChar(&buf, '}');
		}
		appendStringInfoString(&buf, "]}");
	}
	appendStringInfoChar(&buf, ']');
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data)));
}
