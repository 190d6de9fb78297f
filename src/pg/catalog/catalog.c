/*
 * catalog.c — reading the catalog into a SchemaGraph (see catalog.h).
 *
 * The catalog is read with three parameterised SPI queries (tables with their readable
 * columns, foreign keys between the visible tables, then the COMMENT ON text of those tables
 * and of their visible columns from pg_description).  Privileges are those of the
 * current role: has_column_privilege() is true for every column of a table the role may
 * SELECT and for each column granted individually, which is exactly "column grants narrow".
 */
#include "pg/dtfixup.h"
#include "pg/catalog/catalog.h"
#include "pg/catalog/citus_shards.h"

#include "access/transam.h"
#include "catalog/namespace.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/hsearch.h"
#include "utils/lsyscache.h"

#include "schema/comment_codes.h"
#include "schema/implied_keys.h"

/* Appends oid to the list unless it is already there (a schema named twice counts once). */
static List *
append_unique_oid(List *oids, Oid oid)
{
	if (!list_member_oid(oids, oid))
		oids = lappend_oid(oids, oid);
	return oids;
}

static List *
named_schemas(ArrayType *schemas)
{
	Oid			elemtype = ARR_ELEMTYPE(schemas);
	Datum	   *elems;
	bool	   *nulls;
	int			n;
	List	   *oids = NIL;

	if (elemtype == NAMEOID)
		deconstruct_array(schemas, NAMEOID, NAMEDATALEN, false, TYPALIGN_CHAR,
						  &elems, &nulls, &n);
	else if (elemtype == TEXTOID)
		deconstruct_array(schemas, TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, &n);
	else
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("schemas must be an array of name or text, not %s",
						format_type_be(elemtype))));

	for (int i = 0; i < n; i++)
	{
		const char *schema;
		Oid			nsp;

		if (nulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("schema names must not be NULL")));
		schema = elemtype == NAMEOID ? NameStr(*DatumGetName(elems[i]))
			: TextDatumGetCString(elems[i]);
		nsp = get_namespace_oid(schema, true);
		if (!OidIsValid(nsp))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_SCHEMA_NAME),
					 errmsg("schema \"%s\" does not exist", schema),
					 errhint("Pass schema names as stored in pg_namespace, or NULL for the search_path.")));
		if (pg_namespace_aclcheck(nsp, GetUserId(), ACL_USAGE) != ACLCHECK_OK)
			ereport(ERROR,
					(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
					 errmsg("permission denied for schema %s", schema)));
		oids = append_unique_oid(oids, nsp);
	}
	return oids;
}

/* The search path the way the parser should see it: user schemas only. */
static List *
search_path_schemas(void)
{
	List	   *path = fetch_search_path(false);
	Oid			info = get_namespace_oid("information_schema", true);
	/* dtfixup.control fixes the extension's schema (not relocatable) */
	Oid			ext_schema = get_namespace_oid("dtfixup", true);
	List	   *oids = NIL;
	ListCell   *lc;

	foreach(lc, path)
	{
		Oid			nsp = lfirst_oid(lc);

		if (nsp == PG_CATALOG_NAMESPACE || nsp == PG_TOAST_NAMESPACE || nsp == info ||
			nsp == ext_schema || isAnyTempNamespace(nsp))
			continue;
		if (pg_namespace_aclcheck(nsp, GetUserId(), ACL_USAGE) != ACLCHECK_OK)
			continue;
		oids = append_unique_oid(oids, nsp);
	}
	list_free(path);
	return oids;
}

static ArrayType *
oid_array(List *oids)
{
	int			n = list_length(oids);
	Datum	   *d = palloc(sizeof(Datum) * (n > 0 ? n : 1));
	int			i = 0;
	ListCell   *lc;

	foreach(lc, oids)
		d[i++] = ObjectIdGetDatum(lfirst_oid(lc));
	return construct_array(d, n, OIDOID, sizeof(Oid), true, TYPALIGN_INT);
}

static SgTableKind
table_kind(char relkind)
{
	switch (relkind)
	{
		case RELKIND_PARTITIONED_TABLE:
			return SG_PARTITIONED_TABLE;
		case RELKIND_VIEW:
			return SG_VIEW;
		case RELKIND_MATVIEW:
			return SG_MATERIALIZED_VIEW;
		case RELKIND_FOREIGN_TABLE:
			return SG_FOREIGN_TABLE;
		default:
			return SG_TABLE;
	}
}

/* pg_type.typcategory -> the coarse class linking and the grammar use (domains carry
 * their base type's category). */
static SgTypeClass
type_class(char typcategory)
{
	switch (typcategory)
	{
		case TYPCATEGORY_STRING:
		case TYPCATEGORY_ENUM:
			return SG_TYPE_TEXT;
		case TYPCATEGORY_NUMERIC:
			return SG_TYPE_NUMBER;
		case TYPCATEGORY_DATETIME:
		case TYPCATEGORY_TIMESPAN:
			return SG_TYPE_TIME;
		case TYPCATEGORY_BOOLEAN:
			return SG_TYPE_BOOLEAN;
		default:
			return SG_TYPE_OTHER;
	}
}

/*
 * The search order comes from joining the schema list WITH ORDINALITY (a hash join; an
 * array_position() per row is a scan of the list per row, quadratic in the schemas).  A
 * table-level SELECT grants every column, so has_table_privilege (one cached pg_class
 * look-up) answers most rows and has_column_privilege only the rest: the result is exactly
 * has_column_privilege's.
 */
static const char *const tables_query =
"SELECT c.oid, c.relnamespace, c.relname, c.relkind, a.attname,"
"       pg_catalog.format_type(a.atttypid, a.atttypmod), t.typcategory, a.attnotnull, a.attnum,"
"       EXISTS (SELECT 1 FROM pg_catalog.pg_index i"
"               WHERE i.indrelid = c.oid AND i.indisprimary AND a.attnum = ANY (i.indkey)),"
"       a.atttypid, a.attgenerated <> ''"
"  FROM pg_catalog.unnest($1::pg_catalog.oid[]) WITH ORDINALITY AS s(nsp, ord)"
"  JOIN pg_catalog.pg_class c ON c.relnamespace = s.nsp"
"  JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped"
"  JOIN pg_catalog.pg_type t ON t.oid = a.atttypid"
" WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')"
"   AND NOT c.relispartition"
"   AND c.oid >= $2"
"   AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d"
"                   WHERE d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass"
"                     AND d.objid = c.oid AND d.deptype = 'e')"
"   AND (pg_catalog.has_table_privilege(c.oid, 'SELECT')"
"        OR pg_catalog.has_column_privilege(c.oid, a.attnum, 'SELECT'))"
" ORDER BY s.ord, c.relname COLLATE \"C\", a.attnum";

/* Keys whose referencing table is visible, in graph order; the referenced end is checked
 * in C (graph_table_of_relid), against the same set. */
static const char *const foreign_keys_query =
"SELECT con.conrelid, con.confrelid, con.conkey, con.confkey"
"  FROM pg_catalog.unnest($1::pg_catalog.oid[]) WITH ORDINALITY AS r(relid, ord)"
"  JOIN pg_catalog.pg_constraint con ON con.conrelid = r.relid"
" WHERE con.contype = 'f'"
" ORDER BY r.ord, con.conname COLLATE \"C\"";

/* Comments of the visible tables (objsubid 0) and of their columns (objsubid = attnum); a
 * comment of a column the role cannot read finds no column in the graph and is skipped. */
static const char *const comments_query =
"SELECT d.objoid, d.objsubid, d.description"
"  FROM pg_catalog.unnest($1::pg_catalog.oid[]) AS r(relid)"
"  JOIN pg_catalog.pg_description d ON d.objoid = r.relid"
" WHERE d.classoid = 'pg_catalog.pg_class'::pg_catalog.regclass";

/*
 * Runs a catalog query as the current role, without a parallel plan (a worker would be
 * sent the plan with its schema or relation list, tens of thousands of OIDs on a large
 * catalog, for a query that reads only the local catalog), with a fresh snapshot under
 * READ COMMITTED (read_only false): a change whose invalidation this backend has already
 * received is then in what it reads (catalog_cache.c relies on it).
 */
static void
run_catalog_query(const char *query, int nargs, Oid *argtypes, Datum *args, const char *what)
{
	SPIPlanPtr	plan = SPI_prepare_cursor(query, nargs, argtypes, 0);

	if (plan == NULL || SPI_execute_plan(plan, args, NULL, false, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: reading %s failed", what);
	SPI_freeplan(plan);
}

/* relation OID -> table index of the graph being read */
typedef struct RelidEntry
{
	Oid			relid;
	int			table;
} RelidEntry;

static HTAB *
relid_index_new(void)
{
	HASHCTL		ctl = {0};

	ctl.keysize = sizeof(Oid);
	ctl.entrysize = sizeof(RelidEntry);
	ctl.hcxt = CurrentMemoryContext;
	return hash_create("dtfixup catalog relids", 1024, &ctl,
					   HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
}

static int
graph_table_of_relid(HTAB *index, Oid relid)
{
	RelidEntry *e = hash_search(index, &relid, HASH_FIND, NULL);

	return e ? e->table : -1;
}

/* Tables and their readable columns, in graph order, less Citus shards (citus_shards.h);
 * returns the visible relids. */
static List *
add_tables(SchemaGraph *g, List *namespaces, HTAB *relid_index, List **type_oids,
		   MemoryContext graph_cxt)
{
	HTAB	   *shards = citus_local_shards();
	Oid			argtypes[2] = {OIDARRAYOID, OIDOID};
	Datum		args[2] = {PointerGetDatum(oid_array(namespaces)),
	ObjectIdGetDatum(FirstNormalObjectId)};
	List	   *relids = NIL;
	Oid			current = InvalidOid;

	run_catalog_query(tables_query, 2, argtypes, args, "the catalog");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		HeapTuple	tup = SPI_tuptable->vals[r];
		TupleDesc	desc = SPI_tuptable->tupdesc;
		bool		isnull;
		Oid			relid = DatumGetObjectId(SPI_getbinval(tup, desc, 1, &isnull));
		Oid			nsp = DatumGetObjectId(SPI_getbinval(tup, desc, 2, &isnull));
		char	   *relname = NameStr(*DatumGetName(SPI_getbinval(tup, desc, 3, &isnull)));
		char		relkind = DatumGetChar(SPI_getbinval(tup, desc, 4, &isnull));
		char	   *attname = NameStr(*DatumGetName(SPI_getbinval(tup, desc, 5, &isnull)));
		char	   *type_name = TextDatumGetCString(SPI_getbinval(tup, desc, 6, &isnull));
		char		category = DatumGetChar(SPI_getbinval(tup, desc, 7, &isnull));
		bool		notnull = DatumGetBool(SPI_getbinval(tup, desc, 8, &isnull));
		int			attnum = DatumGetInt16(SPI_getbinval(tup, desc, 9, &isnull));
		bool		pk = DatumGetBool(SPI_getbinval(tup, desc, 10, &isnull));
		Oid			type_oid = DatumGetObjectId(SPI_getbinval(tup, desc, 11, &isnull));
		bool		generated = DatumGetBool(SPI_getbinval(tup, desc, 12, &isnull));
		char	   *nspname = NULL;
		MemoryContext spi_cxt;

		if ((r & 1023) == 0)
			CHECK_FOR_INTERRUPTS();
		if (citus_is_local_shard(shards, relid))
			continue;
		if (relid != current)
		{
			nspname = get_namespace_name(nsp);
			relids = lappend_oid(relids, relid);
		}
		*type_oids = list_append_unique_oid(*type_oids, type_oid);
		spi_cxt = MemoryContextSwitchTo(graph_cxt);
		if (relid != current)
		{
			RelidEntry *e = hash_search(relid_index, &relid, HASH_ENTER, NULL);

			e->table = schema_graph_add_table(g, nspname, relname, table_kind(relkind), relid);
			current = relid;
		}
		if (schema_graph_add_column(g, attname, type_name, type_class(category), !notnull, pk,
									attnum) >= 0)
		{
			g->columns[g->n_columns - 1].enum_labels = category == TYPCATEGORY_ENUM;
			g->columns[g->n_columns - 1].generated = generated;
		}
		MemoryContextSwitchTo(spi_cxt);
	}
	SPI_freetuptable(SPI_tuptable);
	return relids;
}

/* Maps an int2[] of attnums of table to global column indices; false when one is not visible. */
static bool
map_attnums(const SchemaGraph *g, int table, Datum attnums, int *out, int *n_out)
{
	Datum	   *elems;
	bool	   *nulls;
	int			n;

	deconstruct_array(DatumGetArrayTypeP(attnums), INT2OID, 2, true, TYPALIGN_SHORT,
					  &elems, &nulls, &n);
	if (n > INDEX_MAX_KEYS)
		return false;
	for (int i = 0; i < n; i++)
	{
		out[i] = schema_graph_find_column_by_attnum(g, table, DatumGetInt16(elems[i]));
		if (out[i] < 0)
			return false;
	}
	*n_out = n;
	return true;
}

static void
add_foreign_keys(SchemaGraph *g, List *relids, HTAB *relid_index, MemoryContext graph_cxt)
{
	Oid			argtypes[1] = {OIDARRAYOID};
	Datum		args[1];

	if (relids == NIL)
		return;
	args[0] = PointerGetDatum(oid_array(relids));
	run_catalog_query(foreign_keys_query, 1, argtypes, args, "foreign keys");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		HeapTuple	tup = SPI_tuptable->vals[r];
		TupleDesc	desc = SPI_tuptable->tupdesc;
		bool		isnull;
		int			table = graph_table_of_relid(relid_index, DatumGetObjectId(SPI_getbinval(tup, desc, 1, &isnull)));
		int			ref_table = graph_table_of_relid(relid_index, DatumGetObjectId(SPI_getbinval(tup, desc, 2, &isnull)));
		int			cols[INDEX_MAX_KEYS],
					ref_cols[INDEX_MAX_KEYS];
		int			n,
					n_ref;
		MemoryContext spi_cxt;

		if ((r & 1023) == 0)
			CHECK_FOR_INTERRUPTS();
		if (table < 0 || ref_table < 0 ||
			!map_attnums(g, table, SPI_getbinval(tup, desc, 3, &isnull), cols, &n) ||
			!map_attnums(g, ref_table, SPI_getbinval(tup, desc, 4, &isnull), ref_cols, &n_ref) ||
			n != n_ref)
			continue;			/* an end the role cannot see: the key is not shown */
		spi_cxt = MemoryContextSwitchTo(graph_cxt);
		schema_graph_add_foreign_key(g, table, ref_table, n, cols, ref_cols);
		MemoryContextSwitchTo(spi_cxt);
	}
	SPI_freetuptable(SPI_tuptable);
}

static void
add_comments(SchemaGraph *g, List *relids, HTAB *relid_index, MemoryContext graph_cxt)
{
	Oid			argtypes[1] = {OIDARRAYOID};
	Datum		args[1];

	if (relids == NIL)
		return;
	args[0] = PointerGetDatum(oid_array(relids));
	run_catalog_query(comments_query, 1, argtypes, args, "comments");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		HeapTuple	tup = SPI_tuptable->vals[r];
		TupleDesc	desc = SPI_tuptable->tupdesc;
		bool		isnull;
		int			table = graph_table_of_relid(relid_index, DatumGetObjectId(SPI_getbinval(tup, desc, 1, &isnull)));
		int			subid = DatumGetInt32(SPI_getbinval(tup, desc, 2, &isnull));
		char	   *comment = TextDatumGetCString(SPI_getbinval(tup, desc, 3, &isnull));
		int			column = subid > 0 ? schema_graph_find_column_by_attnum(g, table, subid) : -1;
		MemoryContext spi_cxt;

		if ((r & 1023) == 0)
			CHECK_FOR_INTERRUPTS();
		spi_cxt = MemoryContextSwitchTo(graph_cxt);
		if (subid == 0)
			schema_graph_set_table_comment(g, table, comment);
		else if (column >= 0)
		{
			schema_graph_set_column_comment(g, column, comment);
			comment_codes_set_column(g, column, comment);
		}
		MemoryContextSwitchTo(spi_cxt);
		pfree(comment);
	}
	SPI_freetuptable(SPI_tuptable);
}

List *
catalog_namespaces(ArrayType *schemas)
{
	return schemas ? named_schemas(schemas) : search_path_schemas();
}

SchemaGraph *
catalog_read_graph(List *namespaces, List **type_oids)
{
	MemoryContext graph_cxt = CurrentMemoryContext;
	SchemaGraph *g = schema_graph_new();
	List	   *relids;
	List	   *types = NIL;
	HTAB	   *relid_index;

	if (namespaces != NIL)
	{
		if (SPI_connect() != SPI_OK_CONNECT)
			elog(ERROR, "dtfixup: SPI_connect failed");
		relid_index = relid_index_new();
		relids = add_tables(g, namespaces, relid_index, &types, graph_cxt);
		add_foreign_keys(g, relids, relid_index, graph_cxt);
		add_comments(g, relids, relid_index, graph_cxt);
		MemoryContextSwitchTo(graph_cxt);
		types = list_copy(types);
		SPI_finish();
		MemoryContextSwitchTo(graph_cxt);
		implied_keys_add(g);
	}
	if (type_oids)
		*type_oids = types;
	return g;
}
