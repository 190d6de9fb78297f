/*
 * train_options.c — dtfixup_finetune's options jsonb (train_options.h).
 */
#include "pg/train/train_options.h"

#include <math.h>

#include "catalog/namespace.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/regproc.h"
#include "utils/varlena.h"

#include "pg/dtfixup.h"

static void
bad_option(const char *name, const char *allowed, const char *got)
{
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("option \"%s\" must be %s, got %s", name, allowed, got)));
}

static char *
jsonb_value_text(JsonbValue *v)
{
	StringInfoData buf;

	initStringInfo(&buf);
	switch (v->type)
	{
		case jbvString:
			escape_json(&buf, pnstrdup(v->val.string.val, v->val.string.len));
			break;
		case jbvNumeric:
			appendStringInfoString(&buf, DatumGetCString(DirectFunctionCall1(numeric_out,
																			 NumericGetDatum(v->val.numeric))));
			break;
		case jbvBool:
			appendStringInfoString(&buf, v->val.boolean ? "true" : "false");
			break;
		case jbvNull:
			appendStringInfoString(&buf, "null");
			break;
		case jbvBinary:
			return JsonbToCString(NULL, v->val.binary.data, v->val.binary.len);
		default:
			appendStringInfoString(&buf, "null");
			break;
	}
	return buf.data;
}

static const char *
option_string(const char *name, JsonbValue *v, const char *allowed)
{
	if (v->type != jbvString)
		bad_option(name, allowed, jsonb_value_text(v));
	return pnstrdup(v->val.string.val, v->val.string.len);
}

/* A number option's value (its range is the caller's to check). */
static double
option_number(const char *name, JsonbValue *v, const char *allowed)
{
	if (v->type != jbvNumeric)
		bad_option(name, allowed, jsonb_value_text(v));
	return DatumGetFloat8(DirectFunctionCall1(numeric_float8, NumericGetDatum(v->val.numeric)));
}

static void
set_validation_option(FinetuneOptions *o, JsonbValue *v)
{
	const char *allowed = "a table name or a fraction between 0 and 1 (exclusive)";

	if (v->type == jbvString)
	{
		const char *name = option_string("validation", v, allowed);
		List	   *names = stringToQualifiedNameList(name);

		o->validation_relid = RangeVarGetRelid(makeRangeVarFromNameList(names), AccessShareLock, true);
		if (!OidIsValid(o->validation_relid))
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_TABLE),
					 errmsg("validation table \"%s\" does not exist", name),
					 errhint("Option \"validation\" is %s.", allowed)));
	}
	else if (v->type == jbvNumeric)
	{
		o->validation_fraction = option_number("validation", v, allowed);
		if (!(o->validation_fraction > 0.0 && o->validation_fraction < 1.0))
			bad_option("validation", allowed, jsonb_value_text(v));
	}
	else
		bad_option("validation", allowed, jsonb_value_text(v));
}

static void
set_device_option(FinetuneOptions *o, JsonbValue *v)
{
	const char *allowed = "one of cpu, cuda, auto";
	const char *s = option_string("device", v, allowed);

	if (strcmp(s, "cpu") == 0)
		o->device = DTFIXUP_DEVICE_CPU;
	else if (strcmp(s, "cuda") == 0)
		o->device = DTFIXUP_DEVICE_CUDA;
	else if (strcmp(s, "auto") == 0)
		o->device = DTFIXUP_DEVICE_AUTO;
	else
		bad_option("device", allowed, jsonb_value_text(v));
}

/* How many of the run's newest checkpoints to keep: an integer from 1 to TRAIN_MAX_KEEP. */
static void
set_keep_checkpoints_option(FinetuneOptions *o, JsonbValue *v)
{
	const char *allowed = "an integer from 1 to 1000000";
	double		n = option_number("keep_checkpoints", v, allowed);

	if (!(n >= 1.0 && n <= TRAIN_MAX_KEEP && n == floor(n)))
		bad_option("keep_checkpoints", allowed, jsonb_value_text(v));
	o->keep_checkpoints = (int) n;
}

/* A time bound in seconds: a number above 0 and at most TRAIN_MAX_SECONDS_LIMIT. */
static void
set_max_seconds_option(FinetuneOptions *o, JsonbValue *v)
{
	const char *allowed = "a number of seconds greater than 0 and at most 1e9";

	o->max_seconds = option_number("max_seconds", v, allowed);
	if (!(o->max_seconds > 0.0 && o->max_seconds <= TRAIN_MAX_SECONDS_LIMIT))
		bad_option("max_seconds", allowed, jsonb_value_text(v));
}

void
train_options_parse(Jsonb *options, FinetuneOptions *o)
{
	JsonbIterator *it;
	JsonbValue	v;
	JsonbIteratorToken tok;
	StringInfoData model_opts;
	char	   *key = NULL;

	memset(o, 0, sizeof(*o));
	o->device = dtfixup_device;
	if (!JB_ROOT_IS_OBJECT(options))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("options must be a JSON object")));
	initStringInfo(&model_opts);
	appendStringInfoChar(&model_opts, '{');
	it = JsonbIteratorInit(&options->root);
	while ((tok = JsonbIteratorNext(&it, &v, true)) != WJB_DONE)
	{
		if (tok == WJB_KEY)
		{
			key = pnstrdup(v.val.string.val, v.val.string.len);
			continue;
		}
		if (tok != WJB_VALUE)
			continue;
		if (strcmp(key, "validation") == 0)
			set_validation_option(o, &v);
		else if (strcmp(key, "device") == 0)
			set_device_option(o, &v);
		else if (strcmp(key, "resume") == 0)
		{
			if (v.type != jbvBool)
				bad_option("resume", "true or false", jsonb_value_text(&v));
			o->resume = v.val.boolean;
		}
		else if (strcmp(key, "schema_column") == 0)
			o->schema_column = (char *) option_string("schema_column", &v, "a column name");
		else if (strcmp(key, "init_from") == 0)
			o->init_from = (char *) option_string("init_from", &v, "a model name");
		else if (strcmp(key, "max_seconds") == 0)
			set_max_seconds_option(o, &v);
		else if (strcmp(key, "keep_checkpoints") == 0)
			set_keep_checkpoints_option(o, &v);
		else if (strcmp(key, "word_vectors") == 0)
			o->word_vectors = (char *) option_string("word_vectors", &v, "a file on the server");
		else
		{
			/* the parser's option: parser_config_from_json validates name and value */
			if (o->has_model_options)
				appendStringInfoChar(&model_opts, ',');
			escape_json(&model_opts, key);
			appendStringInfo(&model_opts, ":%s", jsonb_value_text(&v));
			o->has_model_options = true;
		}
	}
	appendStringInfoChar(&model_opts, '}');
	o->model_options = model_opts.data;
}
