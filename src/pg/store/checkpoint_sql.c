/*
 * checkpoint_sql.c — SQL access to the checkpoint format (model/checkpoint.h):
 *
 *   dtfixup_checkpoint_info(data bytea) RETURNS jsonb
 *       validate a checkpoint and describe it (version, size, checksum, epoch, step,
 *       config, tensors with shapes, blobs with sizes);
 *   dtfixup_checkpoint_build(config jsonb, tensors jsonb, blobs jsonb, epoch, step) RETURNS bytea
 *       write a checkpoint from JSON: tensors is [{"name", "shape": [..], "values": [..]}]
 *       (values in row-major order), blobs is {"name": "text", ...}; the way to bring
 *       weights trained elsewhere into the model store (with dtfixup_import_model);
 *   dtfixup_checkpoint_tensor(data bytea, name text) RETURNS real[]
 *       one tensor's values as an array of the tensor's shape;
 *   dtfixup_checkpoint_blob(data bytea, name text) RETURNS bytea
 *       one blob's bytes.
 * All are pure functions of their arguments (IMMUTABLE, PARALLEL SAFE).
 */
#include "pg/store/model_store.h"

#include "catalog/pg_type.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/memutils.h"

#include "pg/dtfixup.h"

PG_FUNCTION_INFO_V1(dtfixup_checkpoint_info);
PG_FUNCTION_INFO_V1(dtfixup_checkpoint_build);
PG_FUNCTION_INFO_V1(dtfixup_checkpoint_tensor);
PG_FUNCTION_INFO_V1(dtfixup_checkpoint_blob);

static void
read_checkpoint_arg(bytea *data, DtCheckpoint *ckpt)
{
	model_store_validate_checkpoint(VARDATA_ANY(data), VARSIZE_ANY_EXHDR(data), ckpt);
}

/* ---- info ---- */

Datum
dtfixup_checkpoint_info(PG_FUNCTION_ARGS)
{
	DtCheckpoint ckpt;
	StringInfoData out;

	read_checkpoint_arg(PG_GETARG_BYTEA_PP(0), &ckpt);
	initStringInfo(&out);
	appendStringInfo(&out, "{\"magic\": \"%s\", \"format_version\": %u, \"size\": " UINT64_FORMAT
					 ", \"checksum\": \"crc32c:%08x\", \"epoch\": %u, \"step\": " UINT64_FORMAT
					 ", \"n_floats\": " UINT64_FORMAT ", \"config\": %s, \"tensors\": [",
					 DT_CHECKPOINT_MAGIC, ckpt.format_version, ckpt.total_size, ckpt.checksum,
					 ckpt.epoch, ckpt.step, ckpt.n_floats, ckpt.config_json);
	for (int i = 0; i < ckpt.n_tensors; i++)
	{
		const DtCheckpointTensor *t = &ckpt.tensors[i];

		appendStringInfoString(&out, i > 0 ? ", {\"name\": " : "{\"name\": ");
		escape_json(&out, t->name);
		appendStringInfo(&out, ", \"dtype\": \"%s\", \"shape\": [",
						 ckpt.dtype == DT_CHECKPOINT_DTYPE_FLOAT16 ? "float16" : "float32");
		for (int d = 0; d < t->ndim; d++)
			appendStringInfo(&out, d > 0 ? ", %u" : "%u", t->dims[d]);
		appendStringInfo(&out, "], \"offset\": " UINT64_FORMAT ", \"numel\": " UINT64_FORMAT "}",
						 t->offset, t->numel);
	}
	appendStringInfoString(&out, "], \"blobs\": [");
	for (int i = 0; i < ckpt.n_blobs; i++)
	{
		appendStringInfoString(&out, i > 0 ? ", {\"name\": " : "{\"name\": ");
		escape_json(&out, ckpt.blobs[i].name);
		appendStringInfo(&out, ", \"bytes\": " UINT64_FORMAT "}", ckpt.blobs[i].len);
	}
	appendStringInfoString(&out, "]}");
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(out.data)));
}

/* ---- build ---- */

static void
invalid_tensor_spec(int index, const char *problem)
{
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("tensor %d of the checkpoint: %s", index, problem),
			 errhint("Each tensor is {\"name\": \"...\", \"shape\": [d1, ...], \"values\": [v1, ...]}, "
					 "with 1 to %d dimensions and one value per element in row-major order.",
					 DT_CHECKPOINT_MAX_DIMS)));
}

/* The object at index i of a JSON array container, or NULL when it is not an object. */
static JsonbContainer *
array_object_at(JsonbContainer *array, int i)
{
	JsonbValue *v = getIthJsonbValueFromContainer(array, (uint32) i);

	if (v == NULL || v->type != jbvBinary || !JsonContainerIsObject(v->val.binary.data))
		return NULL;
	return v->val.binary.data;
}

/* The array under 'key' in an object container, or NULL. */
static JsonbContainer *
object_array(JsonbContainer *object, const char *key)
{
	JsonbValue *v = getKeyJsonValueFromContainer(object, key, (int) strlen(key), NULL);

	if (v == NULL || v->type != jbvBinary || !JsonContainerIsArray(v->val.binary.data) ||
		JsonContainerIsScalar(v->val.binary.data))
		return NULL;
	return v->val.binary.data;
}

/* Name and shape of tensor i (its values are read later). */
static void
parse_tensor_header(JsonbContainer *spec, int index, DtCheckpointTensor *t)
{
	JsonbValue *name = getKeyJsonValueFromContainer(spec, "name", 4, NULL);
	JsonbContainer *shape = object_array(spec, "shape");
	JsonbContainer *values = object_array(spec, "values");
	int			ndim;

	if (name == NULL || name->type != jbvString || name->val.string.len == 0)
		invalid_tensor_spec(index, "\"name\" must be a non-empty string");
	if (memchr(name->val.string.val, '\0', name->val.string.len) != NULL)
		invalid_tensor_spec(index, "\"name\" must not contain a NUL character");
	t->name = pnstrdup(name->val.string.val, name->val.string.len);
	if (shape == NULL)
		invalid_tensor_spec(index, "\"shape\" must be an array of positive integers");
	ndim = (int) JsonContainerSize(shape);
	if (ndim < 1 || ndim > DT_CHECKPOINT_MAX_DIMS)
		invalid_tensor_spec(index, psprintf("\"shape\" has %d dimensions", ndim));
	t->ndim = ndim;
	t->numel = 1;
	for (int d = 0; d < ndim; d++)
	{
		JsonbValue *dim = getIthJsonbValueFromContainer(shape, (uint32) d);
		int64		size;

		if (dim == NULL || dim->type != jbvNumeric)
			invalid_tensor_spec(index, "\"shape\" must be an array of positive integers");
		size = DatumGetInt64(DirectFunctionCall1(numeric_int8, NumericGetDatum(dim->val.numeric)));
		if (size < 1 || size > (int64) DT_CHECKPOINT_MAX_DIM)
			invalid_tensor_spec(index, psprintf("dimension %d has size " INT64_FORMAT, d, size));
		t->dims[d] = (uint32) size;
		if (t->numel > (uint64) (MaxAllocHugeSize / sizeof(float)) / (uint64) size)
			invalid_tensor_spec(index, "the tensor is too large");
		t->numel *= (uint64) size;
	}
	if (values == NULL)
		invalid_tensor_spec(index, "\"values\" must be an array of numbers");
	if (JsonContainerSize(values) != t->numel)
		invalid_tensor_spec(index, psprintf("\"values\" has %u numbers but the shape has " UINT64_FORMAT " elements",
											JsonContainerSize(values), t->numel));
}

static void
parse_tensor_values(JsonbContainer *spec, int index, float *dst, uint64 numel)
{
	JsonbContainer *values = object_array(spec, "values");

	for (uint64 i = 0; i < numel; i++)
	{
		JsonbValue *v = getIthJsonbValueFromContainer(values, (uint32) i);

		if (v == NULL || v->type != jbvNumeric)
			invalid_tensor_spec(index, psprintf("value " UINT64_FORMAT " is not a number", i));
		dst[i] = DatumGetFloat4(DirectFunctionCall1(numeric_float4, NumericGetDatum(v->val.numeric)));
		if ((i & 0xFFFF) == 0)
			CHECK_FOR_INTERRUPTS();
	}
}

/* blobs: a JSON object {"name": "text", ...}; the text's bytes become the blob. */
static int
parse_blobs(Jsonb *blobs, DtCheckpointBlob **out)
{
	JsonbIterator *it;
	JsonbValue	v;
	JsonbIteratorToken token;
	int			n = 0;
	char	   *key = NULL;

	if (!JB_ROOT_IS_OBJECT(blobs))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("checkpoint blobs must be a JSON object of strings, like {\"vocab\": \"...\"}")));
	*out = palloc0(sizeof(DtCheckpointBlob) * (JB_ROOT_COUNT(blobs) + 1));
	it = JsonbIteratorInit(&blobs->root);
	while ((token = JsonbIteratorNext(&it, &v, true)) != WJB_DONE)
	{
		if (token == WJB_KEY)
			key = pnstrdup(v.val.string.val, v.val.string.len);
		else if (token == WJB_VALUE)
		{
			if (v.type != jbvString)
				ereport(ERROR,
						(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
						 errmsg("checkpoint blob \"%s\" must be a JSON string", key)));
			(*out)[n].name = key;
			(*out)[n].data = (const unsigned char *) v.val.string.val;
			(*out)[n].len = (uint64) v.val.string.len;
			n++;
		}
	}
	return n;
}

Datum
dtfixup_checkpoint_build(PG_FUNCTION_ARGS)
{
	Jsonb	   *config = PG_GETARG_JSONB_P(0);
	Jsonb	   *tensors = PG_GETARG_JSONB_P(1);
	Jsonb	   *blobs = PG_GETARG_JSONB_P(2);
	int32		epoch = PG_GETARG_INT32(3);
	int64		step = PG_GETARG_INT64(4);
	DtCheckpointContent content = {0};
	DtCheckpointTensor *specs;
	DtCheckpointBlob *blob_specs;
	float	   *floats;
	uint64		n_floats = 0;
	uint64		size;
	DtError		err = {0};
	bytea	   *result;
	int			n;

	if (!JB_ROOT_IS_OBJECT(config))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("checkpoint configuration must be a JSON object")));
	if (!JB_ROOT_IS_ARRAY(tensors) || JB_ROOT_IS_SCALAR(tensors))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("checkpoint tensors must be a JSON array of {\"name\", \"shape\", \"values\"} objects")));
	if (epoch < 0 || step < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("checkpoint epoch and step must not be negative")));

	n = (int) JB_ROOT_COUNT(tensors);
	specs = palloc0(sizeof(DtCheckpointTensor) * (n + 1));
	for (int i = 0; i < n; i++)
	{
		JsonbContainer *spec = array_object_at(&tensors->root, i);

		if (spec == NULL)
			invalid_tensor_spec(i, "it is not a JSON object");
		parse_tensor_header(spec, i, &specs[i]);
		specs[i].offset = n_floats;
		n_floats += specs[i].numel;
		if (n_floats > MaxAllocHugeSize / sizeof(float))
			invalid_tensor_spec(i, "the tensors are too large together");
	}
	floats = palloc_extended(sizeof(float) * (n_floats + 1), MCXT_ALLOC_HUGE);
	for (int i = 0; i < n; i++)
		parse_tensor_values(array_object_at(&tensors->root, i), i, floats + specs[i].offset, specs[i].numel);

	content.config_json = JsonbToCString(NULL, &config->root, VARSIZE(config));
	content.epoch = (uint32) epoch;
	content.step = (uint64) step;
	content.floats = floats;
	content.n_floats = n_floats;
	content.tensors = specs;
	content.n_tensors = n;
	content.n_blobs = parse_blobs(blobs, &blob_specs);
	content.blobs = blob_specs;

	if (!dt_checkpoint_serialized_size(&content, &size, &err))
		dtfixup_report_error(&err);
	if (size > MaxAllocSize - VARHDRSZ)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("checkpoint of " UINT64_FORMAT " bytes is larger than a bytea can hold", size)));
	result = palloc(size + VARHDRSZ);
	SET_VARSIZE(result, size + VARHDRSZ);
	if (!dt_checkpoint_write_into(&content, (unsigned char *) VARDATA(result), size, &err))
		dtfixup_report_error(&err);
	PG_RETURN_BYTEA_P(result);
}

/* ---- one tensor, one blob ---- */

Datum
dtfixup_checkpoint_tensor(PG_FUNCTION_ARGS)
{
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(1));
	DtCheckpoint ckpt;
	const DtCheckpointTensor *t;
	float	   *values;
	Datum	   *elems;
	int			dims[DT_CHECKPOINT_MAX_DIMS];
	int			lbs[DT_CHECKPOINT_MAX_DIMS];

	read_checkpoint_arg(PG_GETARG_BYTEA_PP(0), &ckpt);
	t = dt_checkpoint_find_tensor(&ckpt, name);
	if (t == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("checkpoint has no tensor named \"%s\"", name),
				 errhint("dtfixup_checkpoint_info(data)->'tensors' lists its tensors.")));
	if (t->numel > MaxArraySize)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("tensor \"%s\" has too many elements for an array", name)));
	values = palloc(sizeof(float) * t->numel);
	elems = palloc(sizeof(Datum) * t->numel);
	dt_checkpoint_copy_floats(&ckpt, t->offset, t->numel, values);
	for (uint64 i = 0; i < t->numel; i++)
		elems[i] = Float4GetDatum(values[i]);
	for (int d = 0; d < t->ndim; d++)
	{
		dims[d] = (int) t->dims[d];
		lbs[d] = 1;
	}
	PG_RETURN_ARRAYTYPE_P(construct_md_array(elems, NULL, t->ndim, dims, lbs, FLOAT4OID,
											 sizeof(float4), true, TYPALIGN_INT));
}

Datum
dtfixup_checkpoint_blob(PG_FUNCTION_ARGS)
{
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(1));
	DtCheckpoint ckpt;
	const DtCheckpointBlob *blob;
	bytea	   *result;

	read_checkpoint_arg(PG_GETARG_BYTEA_PP(0), &ckpt);
	blob = dt_checkpoint_find_blob(&ckpt, name);
	if (blob == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("checkpoint has no blob named \"%s\"", name),
				 errhint("dtfixup_checkpoint_info(data)->'blobs' lists its blobs.")));
	result = palloc(blob->len + VARHDRSZ);
	SET_VARSIZE(result, blob->len + VARHDRSZ);
	memcpy(VARDATA(result), blob->data, blob->len);
	PG_RETURN_BYTEA_P(result);
}
