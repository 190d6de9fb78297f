/*
 * catalog_cache.c — the backend's cache of schema graphs (catalog.h).
 *
 * Why: reading the graph costs a catalog query over every table and column of the schemas
 * searched, with a privilege check per column; on a catalog of 10,000 tables that is
 * seconds per question.  The graph changes only when the catalog does, so each backend
 * keeps the graphs it read, keyed by what decides their content: the role (GetUserId())
 * and the schema OIDs, in order (the search_path after catalog_namespaces' filtering, or
 * the schemas named).
 *
 * What drops a graph (PostgreSQL's invalidation callbacks, fired for this session's own
 * changes at the next command and for other sessions' once committed, so the next call
 * sees them):
 *   - a relcache invalidation of one of its tables, or of a relation in one of its
 *     schemas (a new table; one moved in): CREATE/ALTER/DROP of tables, views and columns,
 *     GRANT/REVOKE on tables and columns (pg_class.relacl, pg_attribute.attacl), primary
 *     keys (pg_index) and foreign keys (adding or dropping one invalidates both tables), a
 *     partition attached or detached.  The relation's schema is looked up at the next call,
 *     never in the callback (which must not read the catalog); an invalidation of every
 *     relation (a lost message queue) drops every graph;
 *   - pg_namespace rows of its schemas (NAMESPACEOID: RENAME, GRANT/REVOKE USAGE);
 *   - pg_type rows of its columns' types (TYPEOID: a renamed type changes the type names);
 *   - any role or role membership (AUTHOID, AUTHMEMROLEMEM: superuser status, GRANT role),
 *     since privileges through roles decide what is visible.
 * Two changes send no invalidation at all, so every look-up compares a signature of them
 * with the one the graph was built under (catalog_signature):
 *   - ALTER EXTENSION ... ADD/DROP TABLE changes only pg_depend: the relations extensions
 *     own (an index scan over the extensions' dependents, whose number does not grow with
 *     the catalog);
 *   - COMMENT ON TABLE/COLUMN changes only pg_description, which has no syscache: the
 *     comments of every user relation and column (an index range scan over pg_description
 *     from FirstNormalObjectId on, so it reads the comments users wrote, none of the
 *     built-in objects' and nothing when there are none; not only the graph's relations,
 *     whose list would be one probe per table of the catalog on every call).  A comment on a
 *     relation of another schema rebuilds the graph too: comments change seldom.
 *
 * A graph built under REPEATABLE READ or SERIALIZABLE reflects the transaction's snapshot,
 * not the invalidations received since: it serves that transaction only.  Otherwise the
 * catalog is read with fresh snapshots (catalog.c), so every change whose invalidation
 * arrives after the read starts is either in the graph or drops it.
 *
 * Memory: each graph has a context of its own under TopMemoryContext, deleted when the
 * graph is dropped, holding the graph's compact copy (schema_graph_compact: a few
 * allocations instead of several per column; the graph as read is freed once copied); at most CATALOG_CACHE_ENTRIES graphs are kept (least recently used
 * goes).  A graph handed out is pinned until the caller's memory context is reset, so an
 * invalidation in the middle of a call never frees what the call reads: it is freed at a
 * later look-up.
 */
#include "pg/dtfixup.h"
#include "pg/catalog/catalog.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "access/transam.h"
#include "access/xact.h"
#include "common/hashfn.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "storage/proc.h"
#include "utils/inval.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/syscache.h"

#include "text/name_words.h"

/* Graphs kept per backend: a role and a search_path, plus one more (SET ROLE, schemas
 * named by dtfixup_schema_graph) without evicting the first. */
#define CATALOG_CACHE_ENTRIES 2

/* Invalidations remembered between two look-ups; more drop the graph at once. */
#define PENDING_RELIDS_MAX 256
#define PENDING_TYPES_MAX 64

typedef struct GraphEntry
{
	bool		in_use;			/* holds a built graph */
	bool		building;		/* being built: invalidations are recorded */
	bool		stale;			/* dropped: freed once no call reads it */
	int			pins;			/* calls reading it (GraphPin) */
	uint64		last_used;
	/* key */
	Oid			userid;
	int			n_namespaces;
	Oid		   *namespaces;
	LocalTransactionId xact_only;	/* serves only this transaction; Invalid: any */
	uint64		catalog_signature;	/* catalog_signature() when built */
	/* content */
	MemoryContext cxt;
	SchemaGraph *graph;
	CatalogGraphSlot slot;
	/* what invalidations concern it */
	Oid		   *relids;			/* its tables' OIDs, sorted */
	uint32	   *namespace_hashes;
	uint32	   *type_hashes;
	int			n_types;
	/* invalidations received since it was last checked */
	Oid			pending_relids[PENDING_RELIDS_MAX];
	int			n_pending_relids;
	uint32		pending_types[PENDING_TYPES_MAX];
	int			n_pending_types;
} GraphEntry;

/* A call reading an entry's graph (or a view of it), until its memory context goes. */
typedef struct GraphPin
{
	MemoryContextCallback cb;
	GraphEntry *entry;
	const SchemaGraph *view;	/* catalog_cached_graph_split's view, or NULL */
	struct GraphPin *next;
} GraphPin;

static GraphEntry entries[CATALOG_CACHE_ENTRIES];

/* Which relations extensions own: count and a sum of mixed OIDs. */
static const char *const extension_members_query =
"SELECT d.objid FROM pg_catalog.pg_depend d"
" WHERE d.refclassid = 'pg_catalog.pg_extension'::pg_catalog.regclass"
"   AND d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass"
"   AND d.deptype = 'e'";

/* The comments of user relations and their columns: count and an XOR of their texts, each
 * hashed with its object's identity as seed (the same text moved to another column counts). */
static const char *const comments_signature_query =
"SELECT pg_catalog.count(*),"
"       COALESCE(pg_catalog.bit_xor(pg_catalog.hashtextextended(d.description,"
"                d.objoid::pg_catalog.int8 * 4096 + d.objsubid)), 0)"
"  FROM pg_catalog.pg_description d"
" WHERE d.objoid >= $1 AND d.classoid = 'pg_catalog.pg_class'::pg_catalog.regclass";

static uint64
extension_members_signature(void)
{
	uint64		sig = 0;

	if (SPI_execute(extension_members_query, false, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: reading extension members failed");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		Oid			relid = DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull));

		sig += hash_bytes_uint32_extended(relid, 1) + 1;
	}
	SPI_freetuptable(SPI_tuptable);
	return sig;
}

static uint64
comments_signature(void)
{
	Oid			argtypes[1] = {OIDOID};
	Datum		args[1] = {ObjectIdGetDatum(FirstNormalObjectId)};
	bool		isnull;
	uint64		count,
				hashes;

	if (SPI_execute_with_args(comments_signature_query, 1, argtypes, args, NULL, false, 1) !=
		SPI_OK_SELECT || SPI_processed != 1)
		elog(ERROR, "dtfixup: reading the comments' signature failed");
	count = (uint64) DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	hashes = (uint64) DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2, &isnull));
	SPI_freetuptable(SPI_tuptable);
	return hashes ^ hash_bytes_uint32_extended((uint32) count, 2);
}

/* What decides the graph but sends no invalidation (see the top of the file). */
static uint64
catalog_signature(void)
{
	uint64		sig;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "dtfixup: SPI_connect failed");
	sig = extension_members_signature();
	sig = sig * UINT64CONST(0x9E3779B97F4A7C15) ^ comments_signature();
	SPI_finish();
	return sig;
}

static GraphPin *live_pins = NULL;
static uint64 use_clock = 0;
static bool callbacks_registered = false;

static bool
watching(const GraphEntry *e)
{
	return e->in_use || e->building;
}

static void
relation_changed(Datum arg, Oid relid)
{
	for (int i = 0; i < CATALOG_CACHE_ENTRIES; i++)
	{
		GraphEntry *e = &entries[i];

		if (!watching(e) || e->stale)
			continue;
		if (!OidIsValid(relid) || e->n_pending_relids == PENDING_RELIDS_MAX)
			e->stale = true;
		else
			e->pending_relids[e->n_pending_relids++] = relid;
	}
}

static bool
hash_listed(const uint32 *hashes, int n, uint32 hashvalue)
{
	for (int i = 0; i < n; i++)
		if (hashes[i] == hashvalue)
			return true;
	return false;
}

static void
namespace_changed(Datum arg, int cacheid, uint32 hashvalue)
{
	for (int i = 0; i < CATALOG_CACHE_ENTRIES; i++)
	{
		GraphEntry *e = &entries[i];

		if (watching(e) &&
			(hashvalue == 0 || hash_listed(e->namespace_hashes, e->n_namespaces, hashvalue)))
			e->stale = true;
	}
}

static void
type_changed(Datum arg, int cacheid, uint32 hashvalue)
{
	for (int i = 0; i < CATALOG_CACHE_ENTRIES; i++)
	{
		GraphEntry *e = &entries[i];

		if (!watching(e) || e->stale)
			continue;
		/* types are known once built: until then the hash waits */
		if (hashvalue == 0 || e->n_pending_types == PENDING_TYPES_MAX)
			e->stale = true;
		else
			e->pending_types[e->n_pending_types++] = hashvalue;
	}
}

static void
role_changed(Datum arg, int cacheid, uint32 hashvalue)
{
	for (int i = 0; i < CATALOG_CACHE_ENTRIES; i++)
		if (watching(&entries[i]))
			entries[i].stale = true;
}

/*
 * A transaction that read a graph of at least this many columns gives the C library's free
 * memory back to the system at its end: a call over a large catalog allocates and frees
 * tens of MB (the view with the model's word splits, linking over every column), which
 * glibc would keep as the backend's private memory (bench/README.md: 16 MB at 10,000
 * tables).  Trimming costs a walk over the free heap, a millisecond or so.
 */
#define TRIM_AFTER_COLUMNS 20000

static bool trim_at_xact_end = false;

static void
trim_after_large_graph(XactEvent event, void *arg)
{
	if (!trim_at_xact_end || (event != XACT_EVENT_COMMIT && event != XACT_EVENT_ABORT))
		return;
	trim_at_xact_end = false;
#ifdef __GLIBC__
	(void) malloc_trim(0);
#endif
}

static void
register_callbacks(void)
{
	if (callbacks_registered)
		return;
	RegisterXactCallback(trim_after_large_graph, NULL);
	CacheRegisterRelcacheCallback(relation_changed, (Datum) 0);
	CacheRegisterSyscacheCallback(NAMESPACEOID, namespace_changed, (Datum) 0);
	CacheRegisterSyscacheCallback(TYPEOID, type_changed, (Datum) 0);
	CacheRegisterSyscacheCallback(AUTHOID, role_changed, (Datum) 0);
	CacheRegisterSyscacheCallback(AUTHMEMROLEMEM, role_changed, (Datum) 0);
	callbacks_registered = true;
}

static int
oid_cmp(const void *a, const void *b)
{
	Oid			x = *(const Oid *) a;
	Oid			y = *(const Oid *) b;

	return x < y ? -1 : x > y;
}

static bool
in_namespaces(const GraphEntry *e, Oid nsp)
{
	for (int i = 0; i < e->n_namespaces; i++)
		if (e->namespaces[i] == nsp)
			return true;
	return false;
}

/*
 * Turns the invalidations recorded since the last look-up into a verdict: a relation of
 * the graph, or one now in a schema of it (a new table, or one moved in), drops it.
 */
static void
check_pending(GraphEntry *e)
{
	if (!e->stale && e->xact_only != InvalidLocalTransactionId && e->xact_only != MyProc->lxid)
		e->stale = true;
	for (int i = 0; i < e->n_pending_types && !e->stale; i++)
		if (hash_listed(e->type_hashes, e->n_types, e->pending_types[i]))
			e->stale = true;
	for (int i = 0; i < e->n_pending_relids && !e->stale; i++)
	{
		Oid			relid = e->pending_relids[i];

		if (bsearch(&relid, e->relids, e->graph->n_tables, sizeof(Oid), oid_cmp) != NULL ||
			in_namespaces(e, get_rel_namespace(relid)))
			e->stale = true;
	}
	e->n_pending_relids = 0;
	e->n_pending_types = 0;
}

static void
free_entry(GraphEntry *e)
{
	MemoryContextDelete(e->cxt);
	memset(e, 0, sizeof(*e));
}

/* Drops the stale graphs no call reads any more. */
static void
sweep(void)
{
	for (int i = 0; i < CATALOG_CACHE_ENTRIES; i++)
	{
		GraphEntry *e = &entries[i];

		if (!e->in_use)
			continue;
		check_pending(e);
		if (e->stale && e->pins == 0)
			free_entry(e);
	}
}

static bool
key_matches(const GraphEntry *e, Oid userid, List *namespaces)
{
	int			i = 0;
	ListCell   *lc;

	if (e->userid != userid || e->n_namespaces != list_length(namespaces))
		return false;
	foreach(lc, namespaces)
		if (e->namespaces[i++] != lfirst_oid(lc))
			return false;
	return true;
}

/* A free slot, or the least recently used graph no call reads; NULL when all are read. */
static GraphEntry *
slot_for_new_graph(void)
{
	GraphEntry *best = NULL;

	for (int i = 0; i < CATALOG_CACHE_ENTRIES; i++)
	{
		GraphEntry *e = &entries[i];

		if (!e->in_use)
			return e;
		if (e->pins == 0 && (best == NULL || e->last_used < best->last_used))
			best = e;
	}
	if (best)
		free_entry(best);
	return best;
}

/*
 * Reads the graph in a context of its own and keeps its compact copy in cxt
 * (schema_graph_compact): built item by item, a graph of 10,000 tables took 20 MB of small
 * allocations, which stay the backend's as long as the context lives.  Sets *type_oids in cxt.
 */
static SchemaGraph *
read_compact_graph(MemoryContext cxt, List *namespaces, List **type_oids)
{
	MemoryContext build = AllocSetContextCreate(cxt, "dtfixup schema graph build",
												ALLOCSET_DEFAULT_SIZES);
	MemoryContext old = MemoryContextSwitchTo(build);
	SchemaGraph *built = catalog_read_graph(namespaces, type_oids);
	SchemaGraph *g;

	MemoryContextSwitchTo(cxt);
	g = schema_graph_compact(built);
	*type_oids = list_copy(*type_oids);
	MemoryContextSwitchTo(old);
	MemoryContextDelete(build);
	return g;
}

static void
build_entry(GraphEntry *e, Oid userid, List *namespaces)
{
	/* under the caller's context until complete, so that an error frees it */
	MemoryContext cxt = AllocSetContextCreate(CurrentMemoryContext, "dtfixup schema graph",
											  ALLOCSET_DEFAULT_SIZES);
	MemoryContext old = MemoryContextSwitchTo(cxt);
	List	   *type_oids;
	int			i = 0;
	ListCell   *lc;

	memset(e, 0, sizeof(*e));
	e->userid = userid;
	e->n_namespaces = list_length(namespaces);
	e->namespaces = palloc(sizeof(Oid) * (e->n_namespaces + 1));
	e->namespace_hashes = palloc(sizeof(uint32) * (e->n_namespaces + 1));
	foreach(lc, namespaces)
	{
		e->namespaces[i] = lfirst_oid(lc);
		e->namespace_hashes[i++] = GetSysCacheHashValue1(NAMESPACEOID,
														 ObjectIdGetDatum(lfirst_oid(lc)));
	}
	e->cxt = cxt;
	e->building = true;
	PG_TRY();
	{
		e->graph = read_compact_graph(cxt, namespaces, &type_oids);
	}
	PG_CATCH();
	{
		/* the context goes with the caller's: the callbacks must not read it */
		memset(e, 0, sizeof(*e));
		PG_RE_THROW();
	}
	PG_END_TRY();

	e->relids = palloc(sizeof(Oid) * (e->graph->n_tables + 1));
	for (int t = 0; t < e->graph->n_tables; t++)
		e->relids[t] = e->graph->tables[t].relid;
	qsort(e->relids, e->graph->n_tables, sizeof(Oid), oid_cmp);
	e->n_types = list_length(type_oids);
	e->type_hashes = palloc(sizeof(uint32) * (e->n_types + 1));
	i = 0;
	foreach(lc, type_oids)
		e->type_hashes[i++] = GetSysCacheHashValue1(TYPEOID, ObjectIdGetDatum(lfirst_oid(lc)));
	if (IsolationUsesXactSnapshot())
		e->xact_only = MyProc->lxid;
	MemoryContextSwitchTo(old);

	MemoryContextSetParent(cxt, TopMemoryContext);
	e->building = false;
	e->in_use = true;
}

static void
unpin(void *arg)
{
	GraphPin   *pin = (GraphPin *) arg;

	pin->entry->pins--;
	for (GraphPin **p = &live_pins; *p; p = &(*p)->next)
		if (*p == pin)
		{
			*p = pin->next;
			break;
		}
}

static GraphPin *
pin_entry(GraphEntry *e)
{
	GraphPin   *pin = palloc0(sizeof(GraphPin));

	pin->entry = e;
	pin->cb.func = unpin;
	pin->cb.arg = pin;
	MemoryContextRegisterResetCallback(CurrentMemoryContext, &pin->cb);
	e->pins++;
	pin->next = live_pins;
	live_pins = pin;
	return pin;
}

/*
 * The entry holding the graph of namespaces for the current role, built when missing,
 * pinned for the caller; NULL when every slot is read by a call (a nested call with
 * another key): the caller then reads an uncached graph.
 */
static GraphPin *
lookup(List *namespaces)
{
	Oid			userid = GetUserId();
	GraphEntry *e = NULL;
	uint64		sig = catalog_signature();

	register_callbacks();
	for (int i = 0; i < CATALOG_CACHE_ENTRIES; i++)
		if (entries[i].in_use && entries[i].catalog_signature != sig)
			entries[i].stale = true;
	sweep();
	for (int i = 0; i < CATALOG_CACHE_ENTRIES && e == NULL; i++)
		if (entries[i].in_use && !entries[i].stale && key_matches(&entries[i], userid, namespaces))
			e = &entries[i];
	if (e == NULL)
	{
		e = slot_for_new_graph();
		if (e == NULL)
			return NULL;
		build_entry(e, userid, namespaces);
		e->catalog_signature = sig;
	}
	e->last_used = ++use_clock;
	if (e->graph->n_columns >= TRIM_AFTER_COLUMNS)
		trim_at_xact_end = true;
	return pin_entry(e);
}

const SchemaGraph *
catalog_cached_graph(ArrayType *schemas)
{
	List	   *namespaces = catalog_namespaces(schemas);
	GraphPin   *pin = lookup(namespaces);

	return pin ? pin->entry->graph : catalog_read_graph(namespaces, NULL);
}

/* The cached graph g with its names split as schema_graph_split_compound_words splits
 * them, in a view that shares all else with g. */
static SchemaGraph *
split_view(const SchemaGraph *g, const NameWordSources *sources)
{
	SchemaGraph *v = palloc(sizeof(SchemaGraph));
	SchemaWords words;

	*v = *g;
	v->tables = palloc(sizeof(SgTable) * (g->n_tables + 1));
	v->columns = palloc(sizeof(SgColumn) * (g->n_columns + 1));
	memcpy(v->tables, g->tables, sizeof(SgTable) * g->n_tables);
	memcpy(v->columns, g->columns, sizeof(SgColumn) * g->n_columns);
	v->cap_tables = g->n_tables;
	v->cap_columns = g->n_columns;
	v->cap_foreign_keys = g->n_foreign_keys;
	schema_graph_split_names(v, schema_words_split_by_sources, sources, false);
	words = schema_words_collect(v, sources);
	schema_graph_split_names(v, schema_words_split, &words, false);
	schema_words_free(&words);
	return v;
}

const SchemaGraph *
catalog_cached_graph_split(ArrayType *schemas, const NameWordSources *sources)
{
	List	   *namespaces = catalog_namespaces(schemas);
	GraphPin   *pin = lookup(namespaces);
	SchemaGraph *g;

	if (pin == NULL)
	{
		g = catalog_read_graph(namespaces, NULL);
		schema_graph_split_compound_words(g, sources);
		return g;
	}
	pin->view = split_view(pin->entry->graph, sources);
	return pin->view;
}

CatalogGraphSlot *
catalog_graph_slot(const SchemaGraph *g)
{
	GraphEntry *e = NULL;

	for (GraphPin *p = live_pins; p && e == NULL; p = p->next)
		if (p->view == g || p->entry->graph == g)
			e = p->entry;
	if (e == NULL)
		return NULL;
	if (e->slot.cxt == NULL)
		e->slot.cxt = AllocSetContextCreate(e->cxt, "dtfixup schema graph data",
											ALLOCSET_SMALL_SIZES);
	return &e->slot;
}

/* A copy the caller may change, in CurrentMemoryContext: names (split again from the names),
 * comment words, foreign keys. */
static SchemaGraph *
graph_copy(const SchemaGraph *g)
{
	SchemaGraph *copy = schema_graph_new();

	for (int t = 0; t < g->n_tables; t++)
	{
		const SgTable *tab = &g->tables[t];
		int			nt;

		if ((t & 1023) == 0)
			CHECK_FOR_INTERRUPTS();
		nt = schema_graph_add_table(copy, tab->schema, tab->name, tab->kind, tab->relid);
		copy->tables[nt].comment_words = schema_graph_copy_words(tab->comment_words,
																 tab->n_comment_words);
		copy->tables[nt].n_comment_words = tab->n_comment_words;
		for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
		{
			const SgColumn *col = &g->columns[c];
			int			nc = schema_graph_add_column(copy, col->name, col->type_name,
													 col->type_class, col->nullable,
													 col->primary_key, col->attnum);

			copy->columns[nc].comment_words = schema_graph_copy_words(col->comment_words,
																	  col->n_comment_words);
			copy->columns[nc].n_comment_words = col->n_comment_words;
			copy->columns[nc].code_words = schema_graph_copy_words(col->code_words,
																   col->n_code_words);
			copy->columns[nc].n_code_words = col->n_code_words;
			copy->columns[nc].enum_labels = col->enum_labels;
			copy->columns[nc].generated = col->generated;
		}
	}
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];
		int			k_copy = schema_graph_add_foreign_key(copy, fk->table, fk->ref_table,
														  fk->n_columns, fk->columns,
														  fk->ref_columns);

		if (k_copy >= 0)
			copy->foreign_keys[k_copy].implied = fk->implied;
	}
	return copy;
}

SchemaGraph *
catalog_schema_graph(ArrayType *schemas)
{
	List	   *namespaces = catalog_namespaces(schemas);
	GraphPin   *pin = lookup(namespaces);

	return pin ? graph_copy(pin->entry->graph) : catalog_read_graph(namespaces, NULL);
}
