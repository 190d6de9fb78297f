/*
 * value_lookup.c — see value_lookup.h.
 */
#include "pg/dtfixup.h"
#include "pg/answer/value_lookup.h"
#include "pg/store/lexicon_store.h"

#include "access/genam.h"
#include "access/htup_details.h"
#include "access/relation.h"
#include "access/table.h"
#include "catalog/pg_class.h"
#include "catalog/pg_statistic.h"
#include "catalog/pg_type.h"
#include "common/hashfn.h"
#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "parser/parsetree.h"
#include "portability/instr_time.h"
#include "rewrite/rewriteHandler.h"
#include "utils/acl.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/inval.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/rel.h"
#include "utils/rls.h"
#include "utils/syscache.h"

#include "common/strbuf.h"
#include "pg/catalog/catalog.h"
#include "schema/comment_codes.h"
#include "schema/dimensions.h"
#include "schema/measures.h"
#include "schema/retrieval.h"
#include "sql/sql_comparisons.h"
#include "text/tokenizer.h"

/*
 * What we know about one table with text columns before looking up its values: kept with
 * the cached graph (its size estimate, population and indexes change only with a relcache
 * invalidation, which drops the graph), so that a question reads no catalog row per table.
 */
typedef struct TableLookup
{
	int			table;
	double		reltuples;		/* planner estimate, < 0 when never analysed */
	bool		readable;		/* false for a materialized view not yet populated */
	bool	   *indexed;		/* per column of the table: leads an index usable for = */
	bool		probeable;		/* some text column is indexed */
	int			n_text;			/* text columns */
} TableLookup;

/*
 * The tables of a graph worth looking at: foreign tables, views and tables without text
 * left out.  A view's text column that reads a base column unchanged (resolve_view_column)
 * is an alias of that column: it is offered every value looked up in the base column, so
 * the base column is read once for both, and the view itself is never run (its query may
 * join and aggregate whole tables, whatever LIMIT the scan puts on it).  A view column
 * that resolves to no base column of the graph gets no values.
 */
typedef struct TableFacts
{
	int			n;
	TableLookup *tables;
	int			n_probeable;
	int		   *probeable;		/* indices into tables of the probeable ones, in order */
	int			n_aliases;		/* view columns read through a base column */
	int		   *alias_first;	/* per graph column c (n_columns + 1 entries): its aliases */
	int		   *aliases;		/* are aliases[alias_first[c] .. alias_first[c + 1]) */
} TableFacts;

/* What value_lookup keeps per cached graph (catalog_graph_slot). */
typedef struct GraphLookupCache
{
	TableFacts *facts;			/* for the graph's lifetime */
	struct McvIndex *mcv;		/* until the statistics change */
	MemoryContext mcv_cxt;		/* mcv's memory */
} GraphLookupCache;

/* One question's look-ups: where values go, and what they may still spend. */
typedef struct LookupRun
{
	LinkValueMatcher *m;
	/* the memory context of the caller of value_lookup_offer_values: the matcher lives
	 * there, while SPI switches CurrentMemoryContext to its own, freed at SPI_finish */
	MemoryContext matcher_cxt;
	const TableFacts *f;		/* NULL until read (no aliases yet) */
	ValueLookupStats *stats;
	int			units;			/* dtfixup.value_link_budget units left */
	instr_time	start;			/* when the look-ups began */
	double		time_budget_ms; /* dtfixup.value_link_time_budget; 0: no limit */
} LookupRun;

/* Offers value as stored in column c and in the view columns that read c (its aliases):
 * where it matches a candidate (whether it does depends on the value alone) as a match,
 * else only counted among their values (link_value_note_seen). */
static void
offer_value_bytes(LookupRun *run, int c, const char *value, int len)
{
	MemoryContext caller = MemoryContextSwitchTo(run->matcher_cxt);
	bool		matched = link_value_offer(run->m, c, value, len);

	if (run->f != NULL && run->f->n_aliases > 0)
		for (int a = run->f->alias_first[c]; a < run->f->alias_first[c + 1]; a++)
		{
			if (matched)
				link_value_offer(run->m, run->f->aliases[a], value, len);
			else
				link_value_note_seen(run->m, run->f->aliases[a], value, len);
		}
	MemoryContextSwitchTo(caller);
}

static void
offer_value(LookupRun *run, int column, text *value)
{
	offer_value_bytes(run, column, VARDATA_ANY(value), VARSIZE_ANY_EXHDR(value));
}

static double
elapsed_ms(const LookupRun *run)
{
	instr_time	now;

	INSTR_TIME_SET_CURRENT(now);
	INSTR_TIME_SUBTRACT(now, run->start);
	return INSTR_TIME_GET_MILLISEC(now);
}

/* Whether the question's look-up time is spent (then says so in the stats). */
static bool
time_spent(LookupRun *run)
{
	if (run->time_budget_ms <= 0 || elapsed_ms(run) < run->time_budget_ms)
		return false;
	run->stats->time_exhausted = true;
	return true;
}

/* Whether one more look-up (a scan or a probe) may run: a unit of budget and time left. */
static bool
lookup_allowed(LookupRun *run)
{
	if (run->units <= 0)
	{
		run->stats->budget_exhausted = true;
		return false;
	}
	return !time_spent(run);
}

static bool
is_text_column(const SchemaGraph *g, int c)
{
	return g->columns[c].type_class == SG_TYPE_TEXT;
}

static ArrayType *
text_array(const char **items, int n)
{
	Datum	   *d = palloc(sizeof(Datum) * (n > 0 ? n : 1));

	for (int i = 0; i < n; i++)
		d[i] = CStringGetTextDatum(items[i]);
	return construct_array(d, n, TEXTOID, -1, false, TYPALIGN_INT);
}

/*
 * Step 1: most-common values.  Why not pg_stats: that view checks a column privilege per
 * row of pg_statistic, so reading it costs the whole catalog on every question (seconds at
 * 10,000 tables).  Instead the values of every text column of the graph are indexed once
 * per cached graph (catalog_graph_slot) as (hash of the normalised key, column) pairs, and
 * a question reads, from pg_statistic, only the columns whose values have one of its
 * candidate keys.  What pg_stats would hide stays hidden: the graph holds only columns the
 * role may read, and a table whose row security applies to the role (row_security_active,
 * pg_stats' test) is left out.  The index is rebuilt after any ANALYZE (a pg_statistic
 * invalidation) or a change of row_security; it costs 16 bytes per most-common value.
 */
typedef struct McvKey
{
	uint64		hash;			/* of the value's normalised key (text_normalize_key) */
	int			column;
} McvKey;

typedef struct McvIndex
{
	uint64		stats_generation;	/* stats_generation when built */
	bool		row_security;	/* the row_security setting when built */
	int			n_keys;
	McvKey	   *keys;			/* sorted by hash, then column; no duplicates */
	int			n_columns;		/* columns with most-common values */
} McvIndex;

/* Counts pg_statistic invalidations (ANALYZE, dropped statistics). */
static uint64 stats_generation = 0;
static bool stats_callback_registered = false;

static void
statistics_changed(Datum arg, int cacheid, uint32 hashvalue)
{
	stats_generation++;
}

static uint64
key_hash(const char *key, size_t len)
{
	return hash_bytes_extended((const unsigned char *) key, (int) len, 0);
}

static int
mcv_key_cmp(const void *a, const void *b)
{
	const McvKey *x = (const McvKey *) a;
	const McvKey *y = (const McvKey *) b;

	if (x->hash != y->hash)
		return x->hash < y->hash ? -1 : 1;
	return (x->column > y->column) - (x->column < y->column);
}

typedef void (*McvValueFn) (const char *value, int len, int column, void *arg);

/* Calls fn for each most-common value of column c (both inheritance flavours, as pg_stats
 * shows them), as its type's output function spells it. */
static void
read_column_mcvs(Relation statrel, const SchemaGraph *g, int c, McvValueFn fn, void *arg)
{
	ScanKeyData key[2];
	SysScanDesc scan;
	HeapTuple	tup;

	ScanKeyInit(&key[0], Anum_pg_statistic_starelid, BTEqualStrategyNumber, F_OIDEQ,
				ObjectIdGetDatum(g->tables[g->columns[c].table].relid));
	ScanKeyInit(&key[1], Anum_pg_statistic_staattnum, BTEqualStrategyNumber, F_INT2EQ,
				Int16GetDatum((int16) g->columns[c].attnum));
	scan = systable_beginscan(statrel, StatisticRelidAttnumInhIndexId, true, NULL, 2, key);
	while ((tup = systable_getnext(scan)) != NULL)
	{
		AttStatsSlot sslot;
		Oid			typoutput;
		bool		varlena;

		if (!get_attstatsslot(&sslot, tup, STATISTIC_KIND_MCV, InvalidOid, ATTSTATSSLOT_VALUES))
			continue;
		getTypeOutputInfo(sslot.valuetype, &typoutput, &varlena);
		for (int i = 0; i < sslot.nvalues; i++)
		{
			char	   *v = OidOutputFunctionCall(typoutput, sslot.values[i]);

			fn(v, (int) strlen(v), c, arg);
			pfree(v);
		}
		free_attstatsslot(&sslot);
	}
	systable_endscan(scan);
}

typedef struct IndexBuild
{
	McvKey	   *keys;
	int			n,
				cap;
	DtStrBuf	scratch;
	bool		any;			/* the column had a value */
} IndexBuild;

static void
add_index_key(const char *value, int len, int column, void *arg)
{
	IndexBuild *b = (IndexBuild *) arg;

	b->any = true;
	if (!text_normalize_key(value, (size_t) len, &b->scratch) || b->scratch.len == 0)
		return;
	if (b->n == b->cap)
	{
		b->cap = b->cap ? 2 * b->cap : 1024;
		b->keys = b->keys ? repalloc_huge(b->keys, sizeof(McvKey) * b->cap)
			: palloc_extended(sizeof(McvKey) * b->cap, MCXT_ALLOC_HUGE);
	}
	b->keys[b->n].hash = key_hash(b->scratch.data, b->scratch.len);
	b->keys[b->n].column = column;
	b->n++;
}

/* Whether row security applies to the role on table t: pg_stats then shows nothing. */
static bool
row_security_hides(const SchemaGraph *g, int t)
{
	return check_enable_rls(g->tables[t].relid, InvalidOid, true) == RLS_ENABLED;
}

/* The index of g's most-common values, in CurrentMemoryContext. */
static McvIndex *
build_mcv_index(const SchemaGraph *g)
{
	McvIndex   *idx = palloc0(sizeof(McvIndex));
	Relation	statrel = table_open(StatisticRelationId, AccessShareLock);
	IndexBuild	b = {0};
	int			n = 0;

	idx->stats_generation = stats_generation;
	idx->row_security = row_security;
	dt_strbuf_init(&b.scratch);
	for (int t = 0; t < g->n_tables; t++)
	{
		const SgTable *tab = &g->tables[t];
		bool		checked = false;

		if ((t & 255) == 0)
			CHECK_FOR_INTERRUPTS();
		for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
		{
			if (!is_text_column(g, c) || tab->relid == InvalidOid)
				continue;
			if (!checked && row_security_hides(g, t))
				break;
			checked = true;
			b.any = false;
			read_column_mcvs(statrel, g, c, add_index_key, &b);
			idx->n_columns += b.any;
		}
	}
	table_close(statrel, AccessShareLock);
	dt_strbuf_free(&b.scratch);
	if (b.n > 0)
		qsort(b.keys, b.n, sizeof(McvKey), mcv_key_cmp);
	for (int i = 0; i < b.n; i++)
		if (n == 0 || mcv_key_cmp(&b.keys[n - 1], &b.keys[i]) != 0)
			b.keys[n++] = b.keys[i];
	idx->keys = b.keys;
	idx->n_keys = n;
	return idx;
}

/* What value_lookup keeps for g: in its cached graph's slot, else for this call only. */
static GraphLookupCache *
lookup_cache(const SchemaGraph *g)
{
	CatalogGraphSlot *slot = catalog_graph_slot(g);
	GraphLookupCache *cache;

	if (slot == NULL)
		return palloc0(sizeof(GraphLookupCache));
	if (slot->data == NULL)
	{
		cache = MemoryContextAllocZero(slot->cxt, sizeof(GraphLookupCache));
		cache->mcv_cxt = AllocSetContextCreate(slot->cxt, "dtfixup most-common values",
											   ALLOCSET_DEFAULT_SIZES);
		slot->data = cache;
	}
	return (GraphLookupCache *) slot->data;
}

/* The index of g's most-common values, rebuilt when the statistics changed. */
static McvIndex *
mcv_index(const SchemaGraph *g, GraphLookupCache *cache)
{
	MemoryContext old;

	if (!stats_callback_registered)
	{
		CacheRegisterSyscacheCallback(STATRELATTINH, statistics_changed, (Datum) 0);
		stats_callback_registered = true;
	}
	if (cache->mcv_cxt == NULL)
		return build_mcv_index(g);
	if (cache->mcv != NULL && cache->mcv->stats_generation == stats_generation &&
		cache->mcv->row_security == row_security)
		return cache->mcv;
	cache->mcv = NULL;
	MemoryContextReset(cache->mcv_cxt);
	old = MemoryContextSwitchTo(cache->mcv_cxt);
	cache->mcv = build_mcv_index(g);
	MemoryContextSwitchTo(old);
	return cache->mcv;
}

static void
offer_mcv(const char *value, int len, int column, void *arg)
{
	offer_value_bytes((LookupRun *) arg, column, value, len);
}

/* Offers the most-common values of the columns that hold one of the question's keys. */
static void
offer_most_common_values(const SchemaGraph *g, GraphLookupCache *cache, LookupRun *run)
{
	McvIndex   *idx = mcv_index(g, cache);
	bool	   *offered = palloc0(sizeof(bool) * (g->n_columns + 1));
	Relation	statrel = NULL;

	run->stats->mcv_columns = idx->n_columns;
	for (int k = 0; k < link_value_n_candidates(run->m); k++)
	{
		const char *key = link_value_candidate(run->m, k)->key;
		McvKey		probe = {key_hash(key, strlen(key)), -1};
		int			lo = 0,
					hi = idx->n_keys;

		/* the first pair of this hash */
		while (lo < hi)
		{
			int			mid = lo + (hi - lo) / 2;

			if (mcv_key_cmp(&idx->keys[mid], &probe) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (; lo < idx->n_keys && idx->keys[lo].hash == probe.hash; lo++)
		{
			int			c = idx->keys[lo].column;

			if (offered[c])
				continue;
			offered[c] = true;
			if (statrel == NULL)
				statrel = table_open(StatisticRelationId, AccessShareLock);
			read_column_mcvs(statrel, g, c, offer_mcv, run);
		}
	}
	if (statrel != NULL)
		table_close(statrel, AccessShareLock);
	pfree(offered);
}

/* relid -> index into TableFacts.tables */
typedef struct FactsEntry
{
	Oid			relid;
	int			i;
} FactsEntry;

static TableLookup *
facts_table(HTAB *by_relid, TableFacts *f, Oid relid)
{
	FactsEntry *e = hash_search(by_relid, &relid, HASH_FIND, NULL);

	return e ? &f->tables[e->i] : NULL;
}

/* Views nested deeper than this (a view over a view over ...) are not followed. */
#define MAX_VIEW_DEPTH 8

static bool resolve_view_column(Oid view, AttrNumber attnum, int depth, Oid *relid,
								AttrNumber *base_attnum);

/*
 * The base relation column that expr, an expression of query q, reads unchanged: a Var
 * (through a binary-compatible cast) of a table, partitioned table or materialized view,
 * or of a join, a subquery or a view that reads one.  Anything else (an expression, an
 * aggregate, a set operation's output) gives false.
 */
static bool
resolve_expression(Query *q, Node *expr, int depth, Oid *relid, AttrNumber *attnum)
{
	Var		   *v;
	RangeTblEntry *rte;

	while (expr != NULL && IsA(expr, RelabelType))
		expr = (Node *) ((RelabelType *) expr)->arg;
	if (depth > MAX_VIEW_DEPTH || expr == NULL || !IsA(expr, Var))
		return false;
	v = (Var *) expr;
	if (v->varlevelsup != 0 || v->varattno <= 0 || v->varno < 1 ||
		v->varno > list_length(q->rtable))
		return false;
	rte = rt_fetch(v->varno, q->rtable);
	switch (rte->rtekind)
	{
		case RTE_RELATION:
			if (rte->relkind == RELKIND_VIEW)
				return resolve_view_column(rte->relid, v->varattno, depth + 1, relid, attnum);
			if (rte->relkind != RELKIND_RELATION && rte->relkind != RELKIND_PARTITIONED_TABLE &&
				rte->relkind != RELKIND_MATVIEW)
				return false;
			*relid = rte->relid;
			*attnum = v->varattno;
			return true;
		case RTE_JOIN:
			return v->varattno <= list_length(rte->joinaliasvars) &&
				resolve_expression(q, list_nth(rte->joinaliasvars, v->varattno - 1), depth + 1,
								   relid, attnum);
		case RTE_SUBQUERY:
			{
				Query	   *sub = rte->subquery;
				TargetEntry *te = get_tle_by_resno(sub->targetList, v->varattno);

				return te != NULL && sub->setOperations == NULL &&
					resolve_expression(sub, (Node *) te->expr, depth + 1, relid, attnum);
			}
		default:
			return false;
	}
}

/* The base relation column that column attnum of view reads unchanged, if any. */
static bool
resolve_view_column(Oid view, AttrNumber attnum, int depth, Oid *relid, AttrNumber *base_attnum)
{
	Relation	rel = try_relation_open(view, AccessShareLock);
	bool		found = false;

	if (rel == NULL)
		return false;
	if (rel->rd_rel->relkind == RELKIND_VIEW)
	{
		Query	   *q = get_view_query(rel);
		TargetEntry *te = get_tle_by_resno(q->targetList, attnum);

		found = te != NULL && !te->resjunk && q->setOperations == NULL &&
			resolve_expression(q, (Node *) te->expr, depth, relid, base_attnum);
	}
	relation_close(rel, AccessShareLock);
	return found;
}

/*
 * The aliases of f (TableFacts says what they are): each text column of a view of g that
 * reads, unchanged, a text column of a table of f.  Why only those: the base column is then
 * in the graph, which holds only what the caller may read, and it is looked up as the
 * caller like any column (row security included).
 */
static void
resolve_view_aliases(const SchemaGraph *g, TableFacts *f, HTAB *by_relid, MemoryContext facts_cxt)
{
	int		   *base_of = palloc(sizeof(int) * (g->n_columns + 1));
	int			n = 0;

	for (int c = 0; c < g->n_columns; c++)
	{
		const SgTable *view = &g->tables[g->columns[c].table];
		Oid			relid;
		AttrNumber	attnum;
		TableLookup *tl;

		base_of[c] = -1;
		if (view->kind != SG_VIEW || !is_text_column(g, c) || g->columns[c].attnum <= 0 ||
			!resolve_view_column(view->relid, (AttrNumber) g->columns[c].attnum, 0, &relid, &attnum))
			continue;
		tl = facts_table(by_relid, f, relid);
		if (tl != NULL)
			base_of[c] = schema_graph_find_column_by_attnum(g, tl->table, attnum);
		if (base_of[c] >= 0 && !is_text_column(g, base_of[c]))
			base_of[c] = -1;
		n += base_of[c] >= 0;
	}
	f->n_aliases = n;
	f->alias_first = MemoryContextAllocZero(facts_cxt, sizeof(int) * (g->n_columns + 1));
	f->aliases = MemoryContextAlloc(facts_cxt, sizeof(int) * (n + 1));
	/* counting sort by base column */
	for (int c = 0; c < g->n_columns; c++)
		if (base_of[c] >= 0)
			f->alias_first[base_of[c] + 1]++;
	for (int c = 0; c < g->n_columns; c++)
		f->alias_first[c + 1] += f->alias_first[c];
	{
		int		   *next = palloc(sizeof(int) * (g->n_columns + 1));

		memcpy(next, f->alias_first, sizeof(int) * (g->n_columns + 1));
		for (int c = 0; c < g->n_columns; c++)
			if (base_of[c] >= 0)
				f->aliases[next[base_of[c]]++] = c;
		pfree(next);
	}
	pfree(base_of);
}

/*
 * Planner row estimates, population and single-column-leading indexes of g's tables with
 * text columns (not foreign tables: those are read only through their statistics, no
 * remote scans or probes; not views: see TableFacts), and the views' aliases.  Two catalog queries, each row mapped through a hash table.
 * Allocated in CurrentMemoryContext; runs inside the caller's SPI connection.
 */
static TableFacts *
read_table_facts(const SchemaGraph *g, MemoryContext facts_cxt)
{
	MemoryContext spi_cxt = MemoryContextSwitchTo(facts_cxt);
	TableFacts *f = palloc0(sizeof(TableFacts));
	Datum	   *relids = palloc(sizeof(Datum) * (g->n_tables + 1));
	Oid			argtypes[1] = {OIDARRAYOID};
	Datum		args[1];
	HASHCTL		ctl = {0};
	HTAB	   *by_relid;

	f->tables = palloc0(sizeof(TableLookup) * (g->n_tables + 1));
	f->probeable = palloc(sizeof(int) * (g->n_tables + 1));
	MemoryContextSwitchTo(spi_cxt);
	ctl.keysize = sizeof(Oid);
	ctl.entrysize = sizeof(FactsEntry);
	ctl.hcxt = CurrentMemoryContext;
	by_relid = hash_create("dtfixup value lookup tables", 1024, &ctl,
						   HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
	for (int t = 0; t < g->n_tables; t++)
	{
		const SgTable *tab = &g->tables[t];
		TableLookup *tl = &f->tables[f->n];
		int			n_text = 0;

		for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
			n_text += is_text_column(g, c);
		if (n_text == 0 || tab->kind == SG_FOREIGN_TABLE || tab->kind == SG_VIEW)
			continue;
		tl->table = t;
		tl->reltuples = -1;
		tl->n_text = n_text;
		tl->indexed = MemoryContextAllocZero(facts_cxt, sizeof(bool) * (tab->n_columns + 1));
		((FactsEntry *) hash_search(by_relid, &tab->relid, HASH_ENTER, NULL))->i = f->n;
		relids[f->n++] = ObjectIdGetDatum(tab->relid);
	}
	if (f->n == 0)
	{
		f->alias_first = MemoryContextAllocZero(facts_cxt, sizeof(int) * (g->n_columns + 1));
		return f;
	}
	args[0] = PointerGetDatum(construct_array(relids, f->n, OIDOID, sizeof(Oid), true, TYPALIGN_INT));

	if (SPI_execute_with_args("SELECT c.oid, c.reltuples::pg_catalog.float8, c.relispopulated"
							  "  FROM pg_catalog.pg_class c"
							  " WHERE c.oid = ANY ($1)",
							  1, argtypes, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: reading table sizes failed");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		TableLookup *tl = facts_table(by_relid, f, DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull)));

		if (tl == NULL)
			continue;
		tl->reltuples = DatumGetFloat8(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 2, &isnull));
		tl->readable = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 3, &isnull));
	}
	SPI_freetuptable(SPI_tuptable);

	if (SPI_execute_with_args("SELECT i.indrelid, i.indkey[0]::pg_catalog.int4"
							  "  FROM pg_catalog.pg_index i"
							  "  JOIN pg_catalog.pg_class ic ON ic.oid = i.indexrelid"
							  "  JOIN pg_catalog.pg_am am ON am.oid = ic.relam"
							  " WHERE i.indrelid = ANY ($1) AND i.indisvalid AND i.indpred IS NULL"
							  "   AND am.amname IN ('btree', 'hash') AND i.indkey[0] <> 0",
							  1, argtypes, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: reading indexes failed");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		TableLookup *tl = facts_table(by_relid, f, DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull)));
		int			attnum = DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 2, &isnull));
		int			c;

		if (tl == NULL)
			continue;
		c = schema_graph_find_column_by_attnum(g, tl->table, attnum);
		if (c >= 0 && is_text_column(g, c))
		{
			tl->indexed[c - g->tables[tl->table].first_column] = true;
			tl->probeable = true;
		}
	}
	SPI_freetuptable(SPI_tuptable);
	for (int i = 0; i < f->n; i++)
		if (f->tables[i].probeable)
			f->probeable[f->n_probeable++] = i;
	resolve_view_aliases(g, f, by_relid, facts_cxt);
	return f;
}

static TableFacts *
table_facts(const SchemaGraph *g, GraphLookupCache *cache)
{
	CatalogGraphSlot *slot = catalog_graph_slot(g);

	if (cache->facts == NULL)
		cache->facts = read_table_facts(g, slot ? slot->cxt : CurrentMemoryContext);
	return cache->facts;
}

static const char *
qualified_table(const SchemaGraph *g, int t)
{
	return quote_qualified_identifier(g->tables[t].schema, g->tables[t].name);
}

/* Rows a scan fetches at a time: the time budget is checked between batches. */
#define SCAN_BATCH_ROWS 2000

/*
 * Step 2: read at most scan_rows rows of the table's text columns and offer them, through
 * a cursor a batch at a time, so that a scan whose rows come slowly (a row security policy
 * calling a costly function, a table much larger than its estimate) stops once the
 * question's time is spent; it then counts as not complete.
 */
static void
scan_table(const SchemaGraph *g, const TableLookup *tl, bool *complete, LookupRun *run)
{
	const SgTable *t = &g->tables[tl->table];
	StringInfoData sql,
				cols;
	Oid			argtypes[1] = {INT8OID};
	Datum		args[1] = {Int64GetDatum((int64) dtfixup_value_link_scan_rows)};
	int		   *column_of = palloc(sizeof(int) * (t->n_columns + 1));
	Datum	   *values = palloc(sizeof(Datum) * (t->n_columns + 1));
	bool	   *nulls = palloc(sizeof(bool) * (t->n_columns + 1));
	int			n = 0;
	int64		rows = 0;
	bool		exhausted = false;
	Portal		portal;

	initStringInfo(&sql);
	initStringInfo(&cols);
	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		if (is_text_column(g, c))
		{
			appendStringInfo(&cols, "%s%s", n ? ", " : "", quote_identifier(g->columns[c].name));
			column_of[n++] = c;
		}
	appendStringInfoString(&sql, "SELECT ");
	for (int i = 0; i < n; i++)
		appendStringInfo(&sql, "%s%s::pg_catalog.text", i ? ", " : "",
						 quote_identifier(g->columns[column_of[i]].name));
	appendStringInfo(&sql, " FROM (SELECT %s FROM %s LIMIT $1) AS sample",
					 cols.data, qualified_table(g, tl->table));

	portal = SPI_cursor_open_with_args(NULL, sql.data, 1, argtypes, args, NULL, true, 0);
	if (portal == NULL)
		elog(ERROR, "dtfixup: value scan of %s failed", t->name);
	run->stats->scans++;
	while (!exhausted)
	{
		SPI_cursor_fetch(portal, true, SCAN_BATCH_ROWS);
		rows += (int64) SPI_processed;
		exhausted = SPI_processed < SCAN_BATCH_ROWS;
		for (uint64 r = 0; r < SPI_processed; r++)
		{
			CHECK_FOR_INTERRUPTS();
			/* all columns at once: one by one, each would walk the row from its start */
			heap_deform_tuple(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, values, nulls);
			for (int i = 0; i < n; i++)
				if (!nulls[i])
					offer_value(run, column_of[i], DatumGetTextPP(values[i]));
		}
		SPI_freetuptable(SPI_tuptable);
		if (!exhausted && time_spent(run))
			break;
	}
	SPI_cursor_close(portal);
	run->stats->rows_read += rows;
	*complete = exhausted && rows < (int64) dtfixup_value_link_scan_rows;
}

/* "salt lake city" -> "Salt Lake City" */
static char *
title_case(const char *s)
{
	char	   *t = pstrdup(s);
	bool		start = true;

	for (char *p = t; *p; p++)
	{
		if (start && *p >= 'a' && *p <= 'z')
			*p = (char) (*p - 'a' + 'A');
		start = (*p == ' ');
	}
	return t;
}

/* Step 3: one equality probe of candidate cand in column c. */
static void
probe_column(const SchemaGraph *g, int c, const char *question, const TextTokens *q,
			 const LinkValueCandidate *cand, LookupRun *run)
{
	const char *variants[3];
	int			n = 0;
	int			from = q->tokens[cand->token_start].byte_start;
	int			to = q->tokens[cand->token_end - 1].byte_end;
	char	   *as_written = pnstrdup(question + from, to - from);
	char	   *titled = title_case(cand->key);
	Oid			argtypes[1] = {TEXTARRAYOID};
	Datum		args[1];
	char	   *sql;

	variants[n++] = cand->key;
	if (strcmp(as_written, cand->key) != 0)
		variants[n++] = as_written;
	if (strcmp(titled, cand->key) != 0 && strcmp(titled, as_written) != 0)
		variants[n++] = titled;
	args[0] = PointerGetDatum(text_array(variants, n));
	/* compared as text: an enum column has no = with text[] (for a text column the cast
	 * is none, and an index on it still serves) */
	sql = psprintf("SELECT DISTINCT %s::pg_catalog.text FROM %s WHERE %s::pg_catalog.text = ANY ($1) LIMIT 10",
				   quote_identifier(g->columns[c].name), qualified_table(g, g->columns[c].table),
				   quote_identifier(g->columns[c].name));
	if (SPI_execute_with_args(sql, 1, argtypes, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: value probe of %s failed", g->columns[c].name);
	run->stats->probes++;
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		Datum		d = SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull);

		if (!isnull)
			offer_value(run, c, DatumGetTextPP(d));
	}
	SPI_freetuptable(SPI_tuptable);
}

/* A table is worth scanning unless it is known to be large and every text column can be probed. */
static bool
scan_wanted(const SchemaGraph *g, const TableLookup *tl)
{
	const SgTable *t = &g->tables[tl->table];

	if (dtfixup_value_link_scan_rows <= 0 || !tl->readable)
		return false;
	if (tl->reltuples < 0 || tl->reltuples <= dtfixup_value_link_scan_rows)
		return true;
	for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
		if (is_text_column(g, c) && !tl->indexed[c - t->first_column])
			return true;
	return false;
}

/*
 * Step 3 for the tables not seen whole: with scanned, those that are scanned (after their
 * scans); without, those that never are (large, every text column indexed), which can be
 * probed before the scans of the tables the question does not name: a probe is a cheap
 * look-up of the question's own words.  False when a budget ran out.
 */
static bool
probe_incomplete_tables(const SchemaGraph *g, const char *question, const TextTokens *q,
						const bool *complete, bool scanned, LookupRun *run)
{
	const TableFacts *f = run->f;
	LinkValueMatcher *m = run->m;

	for (int k = 0; k < link_value_n_candidates(m); k++)
	{
		const LinkValueCandidate *cand = link_value_candidate(m, k);

		for (int p = 0; p < f->n_probeable; p++)
		{
			const TableLookup *tl = &f->tables[f->probeable[p]];
			const SgTable *t = &g->tables[tl->table];

			if (complete[f->probeable[p]] || scan_wanted(g, tl) != scanned)
				continue;
			for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
			{
				if (!is_text_column(g, c) || !tl->indexed[c - t->first_column] ||
					link_value_candidate_shadowed(m, k, c))
					continue;
				if (!lookup_allowed(run))
					return false;
				CHECK_FOR_INTERRUPTS();
				probe_column(g, c, question, q, cand, run);
				run->units--;
			}
		}
	}
	return true;
}

/* Does the table hold no rows?  (Only asked of tables the caller may read.)  The subquery
 * selects a column: Citus 13 cannot run a zero-column subquery of a distributed table. */
static bool
table_is_empty(const SchemaGraph *g, int t)
{
	char	   *sql = psprintf("SELECT NOT EXISTS (SELECT 1 FROM %s)", qualified_table(g, t));
	bool		isnull;
	bool		empty;

	if (SPI_execute(sql, true, 1) != SPI_OK_SELECT || SPI_processed != 1)
		elog(ERROR, "dtfixup: reading whether %s is empty failed", qualified_table(g, t));
	empty = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	SPI_freetuptable(SPI_tuptable);
	return empty && !isnull;
}

void
gold_value_pool_add(GoldValuePool *pool, const SchemaGraph *g, const SqlNode *gold)
{
	int			columns[64];
	const char *literals[64];
	int			n = sql_text_equalities(gold, g, columns, literals, lengthof(columns));

	for (int i = 0; i < n; i++)
	{
		bool		seen = false;

		for (int k = 0; k < pool->n && !seen; k++)
			seen = pool->columns[k] == columns[i] && strcmp(pool->literals[k], literals[i]) == 0;
		if (seen)
			continue;
		if (pool->n == pool->cap)
		{
			pool->cap = Max(16, 2 * pool->cap);
			pool->columns = pool->columns ? repalloc(pool->columns, sizeof(int) * pool->cap)
				: palloc(sizeof(int) * pool->cap);
			pool->literals = pool->literals ? repalloc(pool->literals, sizeof(char *) * pool->cap)
				: palloc(sizeof(char *) * pool->cap);
		}
		pool->columns[pool->n] = columns[i];
		pool->literals[pool->n] = pstrdup(literals[i]);
		pool->n++;
	}
}

/*
 * Is the row's literal left out (gold_value_drop)?  A uniform draw in [0, 1) from a hash of
 * the seed, the question and the literal: the same row leaves out the same literals in
 * every epoch and every run with that seed.
 */
static bool
gold_value_dropped(const GoldValueOffer *offer, const char *literal)
{
	uint64		h;

	if (offer->drop <= 0.0)
		return false;
	h = hash_bytes_extended((const unsigned char *) offer->question, strlen(offer->question),
							offer->seed);
	h = hash_bytes_extended((const unsigned char *) literal, strlen(literal), h);
	return (double) (h >> 11) * (1.0 / 9007199254740992.0) < offer->drop;
}

/* Offer literal as a stored value of column c when its table holds no rows (empty[] caches
 * the answer per table: 0 unknown, 1 empty, -1 not or not readable).  True when offered. */
static bool
offer_if_empty(const SchemaGraph *g, int c, const char *literal, int8 *empty, LookupRun *run)
{
	int			t = g->columns[c].table;

	if (empty[t] == 0)
		empty[t] = g->tables[t].kind != SG_FOREIGN_TABLE && g->tables[t].relid != InvalidOid &&
			pg_class_aclcheck(g->tables[t].relid, GetUserId(), ACL_SELECT) == ACLCHECK_OK &&
			table_is_empty(g, t) ? 1 : -1;
	if (empty[t] < 0)
		return false;
	offer_value_bytes(run, c, literal, (int) strlen(literal));
	run->stats->gold_values++;
	return true;
}

/*
 * A training row's gold literals on empty tables (value_lookup.h says why), less those the
 * drop leaves out, then the pool's literals that are not the row's own (a dropped one must
 * not come back through the pool).
 */
static void
offer_gold_values(const SchemaGraph *g, const GoldValueOffer *offer, LookupRun *run)
{
	ValueLookupStats *stats = run->stats;

	int			columns[64];
	const char *literals[64];
	int			n = sql_text_equalities(offer->gold, g, columns, literals, lengthof(columns));
	int8	   *empty = palloc0(g->n_tables + 1);

	for (int i = 0; i < n; i++)
	{
		if (gold_value_dropped(offer, literals[i]))
			stats->gold_values_dropped++;
		else
			offer_if_empty(g, columns[i], literals[i], empty, run);
	}
	for (int k = 0; offer->pool != NULL && k < offer->pool->n; k++)
	{
		const GoldValuePool *pool = offer->pool;
		bool		own = false;

		for (int i = 0; i < n && !own; i++)
			own = columns[i] == pool->columns[k] && strcmp(literals[i], pool->literals[k]) == 0;
		if (!own && offer_if_empty(g, pool->columns[k], pool->literals[k], empty, run))
			stats->gold_values_pooled++;
	}
	pfree(empty);
}

/*
 * Tables of at most this many rows (the planner's estimate) are scanned first, whatever the
 * question names: such a scan costs about what one index probe does, and a small table is
 * often the one that names things (cities, plans, categories).
 */
#define SMALL_TABLE_ROWS 1000

/*
 * The tables' scan order: the small ones, then those the question's names link to most
 * (retrieval.h's weights; a view's weight counts for the tables its aliases read), then
 * the smaller first (by estimate), then in catalog order.  Why: the budgets are spent in
 * this order, and on a large catalog they would otherwise go to the first tables of the
 * search_path, whatever the question is about; among tables the question does not name,
 * a small one costs little.
 */
typedef struct ScanOrder
{
	int			fact;			/* index into TableFacts.tables */
	bool		small;			/* rows <= SMALL_TABLE_ROWS */
	double		score;
	double		rows;			/* estimated rows it reads */
} ScanOrder;

static int
scan_order_cmp(const void *a, const void *b)
{
	const ScanOrder *x = a,
			   *y = b;

	if (x->small != y->small)
		return x->small ? -1 : 1;
	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	if (x->rows != y->rows)
		return x->rows < y->rows ? -1 : 1;
	return x->fact < y->fact ? -1 : x->fact > y->fact;
}

static ScanOrder *
scan_order(const SchemaGraph *g, const TableFacts *f, const LinkResult *name_links)
{
	ScanOrder  *order = palloc(sizeof(ScanOrder) * (f->n + 1));
	double	   *score = palloc0(sizeof(double) * (g->n_tables + 1));
	double	   *via_view = palloc0(sizeof(double) * (g->n_tables + 1));

	for (int i = 0; name_links != NULL && i < name_links->n_links; i++)
	{
		const SchemaLink *l = &name_links->links[i];
		int			t = l->table >= 0 ? l->table :
			(l->column >= 0 && l->column < g->n_columns ? g->columns[l->column].table : -1);

		if (t >= 0 && t < g->n_tables)
			score[t] += retrieval_link_weight(l);
	}
	for (int c = 0; f->n_aliases > 0 && c < g->n_columns; c++)
		for (int a = f->alias_first[c]; a < f->alias_first[c + 1]; a++)
			via_view[g->columns[c].table] = Max(via_view[g->columns[c].table],
												score[g->columns[f->aliases[a]].table]);
	for (int i = 0; i < f->n; i++)
	{
		const TableLookup *tl = &f->tables[i];

		order[i].fact = i;
		order[i].score = score[tl->table] + via_view[tl->table];
		order[i].rows = tl->reltuples < 0 || tl->reltuples > dtfixup_value_link_scan_rows ?
			dtfixup_value_link_scan_rows : tl->reltuples;
		order[i].small = tl->reltuples >= 0 && order[i].rows <= SMALL_TABLE_ROWS;
	}
	qsort(order, f->n, sizeof(ScanOrder), scan_order_cmp);
	pfree(score);
	pfree(via_view);
	return order;
}

/* The scans of order[from .. to) (those wanted); false when a budget ran out. */
static bool
scan_tables(const SchemaGraph *g, const ScanOrder *order, int from, int to, bool *complete,
			LookupRun *run)
{
	for (int k = from; k < to; k++)
	{
		int			i = order[k].fact;

		if (!scan_wanted(g, &run->f->tables[i]))
			continue;
		if (!lookup_allowed(run))
			return false;
		scan_table(g, &run->f->tables[i], &complete[i], run);
		run->units--;
	}
	return true;
}

void
value_lookup_offer_values(const SchemaGraph *g, const char *question, const TextTokens *q,
						  const GoldValueOffer *gold, const LinkResult *name_links,
						  LinkValueMatcher *m, ValueLookupStats *stats)
{
	LookupRun	run = {0};
	GraphLookupCache *cache;
	bool	   *complete;
	ScanOrder  *order;
	int			n_first = 0;

	memset(stats, 0, sizeof(*stats));
	stats->budget = dtfixup_value_link_budget;
	stats->time_budget_ms = dtfixup_value_link_time_budget;
	if (link_value_n_candidates(m) == 0)
		return;

	run.m = m;
	run.matcher_cxt = CurrentMemoryContext;
	run.stats = stats;
	run.units = dtfixup_value_link_budget;
	run.time_budget_ms = dtfixup_value_link_time_budget;
	INSTR_TIME_SET_CURRENT(run.start);
	cache = lookup_cache(g);
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "dtfixup: SPI_connect failed");
	run.f = table_facts(g, cache);
	if (run.f->n == 0)
	{
		SPI_finish();
		return;
	}
	offer_most_common_values(g, cache, &run);
	/* a table nothing may be read from counts as seen whole */
	complete = palloc(sizeof(bool) * run.f->n);
	for (int i = 0; i < run.f->n; i++)
		complete[i] = !run.f->tables[i].readable;
	order = scan_order(g, run.f, name_links);
	while (n_first < run.f->n && (order[n_first].small || order[n_first].score > 0))
		n_first++;
	/* the scans of the small tables and of those the question names, the probes of tables
	 * never scanned, the other scans, then the probes of tables whose scan did not see
	 * them whole: cheap and likely look-ups first, so that a budget running out loses
	 * little */
	if (scan_tables(g, order, 0, n_first, complete, &run) &&
		probe_incomplete_tables(g, question, q, complete, false, &run) &&
		scan_tables(g, order, n_first, run.f->n, complete, &run))
		probe_incomplete_tables(g, question, q, complete, true, &run);
	if (gold != NULL)
		offer_gold_values(g, gold, &run);
	SPI_finish();
}

void
link_question_in_database(const SchemaGraph *g, const char *question, const SqlNode *gold,
						  TextTokens *q, LinkResult *links, ValueLookupStats *stats)
{
	GoldValueOffer offer = {gold, question, NULL, 0.0, 0};

	link_training_row_in_database(g, question, gold ? &offer : NULL, q, links, stats);
}

void
link_training_row_in_database(const SchemaGraph *g, const char *question,
							  const GoldValueOffer *gold, TextTokens *q, LinkResult *links,
							  ValueLookupStats *stats)
{
	DtError		err;
	ValueLookupStats local_stats;
	LinkValueMatcher *matcher;

	if (!text_tokenize(question, strlen(question), q, &err))
		dtfixup_report_error(&err);
	link_result_init(links);
	link_names_with_lexicon(g, q, dtfixup_lexicon(), links);
	if (dtfixup_measure_links)
		link_measure_words(g, q, links);
	link_quantities(q, links);
	matcher = link_value_matcher_with_lexicon(q, dtfixup_lexicon());
	value_lookup_offer_values(g, question, q, gold, links, matcher, stats ? stats : &local_stats);
	link_values(g, matcher, links);
	link_values_drop_inside_dates(g, q, links);
	link_values_drop_counts(q, links);
	link_values_drop_verbs(g, q, links);
	if (dtfixup_measure_links)
		link_measure_words_drop_values(q, links);
	link_date_values(g, question, q, links);
	link_row_numbers(g, q, links);
	link_comment_codes(g, q, links);
	if (dtfixup_measure_links)
		link_dimension_words(g, q, links);
	link_value_matcher_free(matcher);
	link_result_sort(links);
}
