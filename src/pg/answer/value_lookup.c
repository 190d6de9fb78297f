/*
 * value_lookup.c — see value_lookup.h.
 */
#include "pg/dtfixup.h"
#include "pg/answer/value_lookup.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/array.h"
#include "utils/builtins.h"

#include "sql/sql_comparisons.h"

/* What we know about one table while looking up its values. */
typedef struct TableLookup
{
	int			table;
	double		reltuples;		/* planner estimate, < 0 when never analysed */
	bool		readable;		/* false for a materialized view not yet populated */
	bool		complete;		/* a scan saw every row (or nothing may be read) */
	bool	   *indexed;		/* per column of the table: leads an index usable for = */
	int			n_text;			/* text columns */
} TableLookup;

/*
 * The memory context of the caller of value_lookup_offer_values: the matcher lives there,
 * while SPI switches CurrentMemoryContext to its own, freed at SPI_finish.
 */
static MemoryContext matcher_cxt;

static void
offer_value(LinkValueMatcher *m, int column, text *value)
{
	MemoryContext spi_cxt = MemoryContextSwitchTo(matcher_cxt);

	link_value_offer(m, column, VARDATA_ANY(value), VARSIZE_ANY_EXHDR(value));
	MemoryContextSwitchTo(spi_cxt);
}

static bool
is_text_column(const SchemaGraph *g, int c)
{
	return g->columns[c].type_class == SG_TYPE_TEXT;
}

static ArrayType *
cstring_array(const char **items, int n, Oid elemtype)
{
	Datum	   *d = palloc(sizeof(Datum) * (n > 0 ? n : 1));

	for (int i = 0; i < n; i++)
		d[i] = elemtype == NAMEOID ? DirectFunctionCall1(namein, CStringGetDatum(items[i]))
			: CStringGetTextDatum(items[i]);
	if (elemtype == NAMEOID)
		return construct_array(d, n, NAMEOID, NAMEDATALEN, false, TYPALIGN_CHAR);
	return construct_array(d, n, TEXTOID, -1, false, TYPALIGN_INT);
}

static void
offer_text_array(LinkValueMatcher *m, int column, Datum array)
{
	Datum	   *elems;
	bool	   *nulls;
	int			n;

	deconstruct_array(DatumGetArrayTypeP(array), TEXTOID, -1, false, TYPALIGN_INT,
					  &elems, &nulls, &n);
	for (int i = 0; i < n; i++)
		if (!nulls[i])
		{
			text	   *t = DatumGetTextPP(elems[i]);

			offer_value(m, column, t);
		}
}

/* Step 1: most-common values from pg_stats, for every text column at once. */
static void
offer_most_common_values(const SchemaGraph *g, LinkValueMatcher *m, ValueLookupStats *stats)
{
	const char **schemas = palloc(sizeof(char *) * (g->n_columns + 1));
	const char **tables = palloc(sizeof(char *) * (g->n_columns + 1));
	const char **columns = palloc(sizeof(char *) * (g->n_columns + 1));
	const char **indices = palloc(sizeof(char *) * (g->n_columns + 1));
	int			n = 0;
	Oid			argtypes[4] = {NAMEARRAYOID, NAMEARRAYOID, NAMEARRAYOID, TEXTARRAYOID};
	Datum		args[4];

	for (int c = 0; c < g->n_columns; c++)
		if (is_text_column(g, c))
		{
			schemas[n] = g->tables[g->columns[c].table].schema;
			tables[n] = g->tables[g->columns[c].table].name;
			columns[n] = g->columns[c].name;
			indices[n] = psprintf("%d", c);
			n++;
		}
	if (n == 0)
		return;
	args[0] = PointerGetDatum(cstring_array(schemas, n, NAMEOID));
	args[1] = PointerGetDatum(cstring_array(tables, n, NAMEOID));
	args[2] = PointerGetDatum(cstring_array(columns, n, NAMEOID));
	args[3] = PointerGetDatum(cstring_array(indices, n, TEXTOID));
	if (SPI_execute_with_args(
							  "SELECT k.i::pg_catalog.int4, ps.most_common_vals::pg_catalog.text::pg_catalog.text[]"
							  "  FROM unnest($1, $2, $3, $4) AS k(s, t, a, i)"
							  "  JOIN pg_catalog.pg_stats ps"
							  "    ON ps.schemaname = k.s AND ps.tablename = k.t AND ps.attname = k.a"
							  " WHERE ps.most_common_vals IS NOT NULL",
							  4, argtypes, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: reading pg_stats failed");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		int			c = DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull));
		Datum		vals = SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 2, &isnull);

		if (!isnull && c >= 0 && c < g->n_columns)
		{
			offer_text_array(m, c, vals);
			stats->mcv_columns++;
		}
	}
	SPI_freetuptable(SPI_tuptable);
}

/* Planner row estimates and single-column-leading indexes of the tables looked at. */
static void
read_table_facts(const SchemaGraph *g, TableLookup *tl, int n_tl)
{
	Datum	   *relids = palloc(sizeof(Datum) * (n_tl + 1));
	Oid			argtypes[1] = {OIDARRAYOID};
	Datum		args[1];

	for (int i = 0; i < n_tl; i++)
		relids[i] = ObjectIdGetDatum(g->tables[tl[i].table].relid);
	args[0] = PointerGetDatum(construct_array(relids, n_tl, OIDOID, sizeof(Oid), true, TYPALIGN_INT));

	if (SPI_execute_with_args("SELECT c.oid, c.reltuples::pg_catalog.float8, c.relispopulated"
							  "  FROM pg_catalog.pg_class c"
							  " WHERE c.oid = ANY ($1)",
							  1, argtypes, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: reading table sizes failed");
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		Oid			relid = DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull));
		double		tuples = DatumGetFloat8(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 2, &isnull));
		bool		populated = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 3, &isnull));

		for (int i = 0; i < n_tl; i++)
			if (g->tables[tl[i].table].relid == relid)
			{
				tl[i].reltuples = tuples;
				tl[i].readable = populated;
				tl[i].complete = !populated;
			}
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
		Oid			relid = DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull));
		int			attnum = DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 2, &isnull));

		for (int i = 0; i < n_tl; i++)
			if (g->tables[tl[i].table].relid == relid)
			{
				int			c = schema_graph_find_column_by_attnum(g, tl[i].table, attnum);

				if (c >= 0)
					tl[i].indexed[c - g->tables[tl[i].table].first_column] = true;
			}
	}
	SPI_freetuptable(SPI_tuptable);
}

static const char *
qualified_table(const SchemaGraph *g, int t)
{
	return quote_qualified_identifier(g->tables[t].schema, g->tables[t].name);
}

/* Step 2: read at most scan_rows rows of the table's text columns and offer them. */
static void
scan_table(const SchemaGraph *g, TableLookup *tl, LinkValueMatcher *m, ValueLookupStats *stats)
{
	const SgTable *t = &g->tables[tl->table];
	StringInfoData sql,
				cols;
	Oid			argtypes[1] = {INT8OID};
	Datum		args[1] = {Int64GetDatum((int64) dtfixup_value_link_scan_rows)};
	int		   *column_of = palloc(sizeof(int) * (t->n_columns + 1));
	int			n = 0;

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

	if (SPI_execute_with_args(sql.data, 1, argtypes, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: value scan of %s failed", t->name);
	stats->scans++;
	stats->rows_read += (int64) SPI_processed;
	tl->complete = SPI_processed < (uint64) dtfixup_value_link_scan_rows;
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		CHECK_FOR_INTERRUPTS();
		for (int i = 0; i < n; i++)
		{
			bool		isnull;
			Datum		d = SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, i + 1, &isnull);

			if (!isnull)
			{
				text	   *v = DatumGetTextPP(d);

				offer_value(m, column_of[i], v);
			}
		}
	}
	SPI_freetuptable(SPI_tuptable);
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
			 const LinkValueCandidate *cand, LinkValueMatcher *m, ValueLookupStats *stats)
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
	args[0] = PointerGetDatum(cstring_array(variants, n, TEXTOID));
	sql = psprintf("SELECT DISTINCT %s::pg_catalog.text FROM %s WHERE %s = ANY ($1) LIMIT 10",
				   quote_identifier(g->columns[c].name), qualified_table(g, g->columns[c].table),
				   quote_identifier(g->columns[c].name));
	if (SPI_execute_with_args(sql, 1, argtypes, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "dtfixup: value probe of %s failed", g->columns[c].name);
	stats->probes++;
	for (uint64 r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		Datum		d = SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull);

		if (!isnull)
		{
			text	   *v = DatumGetTextPP(d);

			offer_value(m, c, v);
		}
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

static void
probe_incomplete_tables(const SchemaGraph *g, const char *question, const TextTokens *q,
						TableLookup *tl, int n_tl, LinkValueMatcher *m,
						ValueLookupStats *stats, int *budget)
{
	for (int k = 0; k < link_value_n_candidates(m); k++)
	{
		const LinkValueCandidate *cand = link_value_candidate(m, k);

		for (int i = 0; i < n_tl; i++)
		{
			const SgTable *t = &g->tables[tl[i].table];

			if (tl[i].complete)
				continue;
			for (int c = t->first_column; c < t->first_column + t->n_columns; c++)
			{
				if (!is_text_column(g, c) || !tl[i].indexed[c - t->first_column] ||
					link_value_candidate_shadowed(m, k, c))
					continue;
				if (*budget <= 0)
				{
					stats->budget_exhausted = true;
					return;
				}
				CHECK_FOR_INTERRUPTS();
				probe_column(g, c, question, q, cand, m, stats);
				(*budget)--;
			}
		}
	}
}

/* Does the table hold no rows?  (Only asked of tables the caller may read.) */
static bool
table_is_empty(const SchemaGraph *g, int t)
{
	char	   *sql = psprintf("SELECT NOT EXISTS (SELECT FROM %s)", qualified_table(g, t));
	bool		isnull;
	bool		empty;

	if (SPI_execute(sql, true, 1) != SPI_OK_SELECT || SPI_processed != 1)
		elog(ERROR, "dtfixup: reading whether %s is empty failed", qualified_table(g, t));
	empty = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	SPI_freetuptable(SPI_tuptable);
	return empty && !isnull;
}

/* A training row's gold literals on empty tables (value_lookup.h says why). */
static void
offer_gold_values(const SchemaGraph *g, const SqlNode *gold, LinkValueMatcher *m,
				  ValueLookupStats *stats)
{
	int			columns[64];
	const char *literals[64];
	int			n = sql_text_equalities(gold, g, columns, literals, lengthof(columns));
	int8	   *empty = palloc0(g->n_tables + 1);	/* 0 unknown, 1 empty, -1 not */

	for (int i = 0; i < n; i++)
	{
		int			t = g->columns[columns[i]].table;
		MemoryContext spi_cxt;

		if (empty[t] == 0)
			empty[t] = g->tables[t].kind != SG_FOREIGN_TABLE && g->tables[t].relid != InvalidOid &&
				pg_class_aclcheck(g->tables[t].relid, GetUserId(), ACL_SELECT) == ACLCHECK_OK &&
				table_is_empty(g, t) ? 1 : -1;
		if (empty[t] < 0)
			continue;
		spi_cxt = MemoryContextSwitchTo(matcher_cxt);
		link_value_offer(m, columns[i], literals[i], strlen(literals[i]));
		MemoryContextSwitchTo(spi_cxt);
		stats->gold_values++;
	}
}

void
value_lookup_offer_values(const SchemaGraph *g, const char *question, const TextTokens *q,
						  const SqlNode *gold, LinkValueMatcher *m, ValueLookupStats *stats)
{
	TableLookup *tl = palloc0(sizeof(TableLookup) * (g->n_tables + 1));
	int			n_tl = 0;
	int			budget = dtfixup_value_link_budget;

	memset(stats, 0, sizeof(*stats));
	stats->budget = budget;
	for (int t = 0; t < g->n_tables; t++)
	{
		int			n_text = 0;

		for (int c = g->tables[t].first_column; c < g->tables[t].first_column + g->tables[t].n_columns; c++)
			n_text += is_text_column(g, c);
		/* a foreign table is read only through its statistics: no remote scans or probes */
		if (n_text == 0 || g->tables[t].kind == SG_FOREIGN_TABLE)
			continue;
		tl[n_tl].table = t;
		tl[n_tl].reltuples = -1;
		tl[n_tl].n_text = n_text;
		tl[n_tl].indexed = palloc0(sizeof(bool) * (g->tables[t].n_columns + 1));
		n_tl++;
	}
	if (n_tl == 0 || link_value_n_candidates(m) == 0)
		return;

	matcher_cxt = CurrentMemoryContext;
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "dtfixup: SPI_connect failed");
	offer_most_common_values(g, m, stats);
	read_table_facts(g, tl, n_tl);
	for (int i = 0; i < n_tl; i++)
	{
		if (!scan_wanted(g, &tl[i]))
			continue;
		if (budget <= 0)
		{
			stats->budget_exhausted = true;
			break;
		}
		scan_table(g, &tl[i], m, stats);
		budget--;
	}
	probe_incomplete_tables(g, question, q, tl, n_tl, m, stats, &budget);
	if (gold != NULL)
		offer_gold_values(g, gold, m, stats);
	SPI_finish();
}

void
link_question_in_database(const SchemaGraph *g, const char *question, const SqlNode *gold,
						  TextTokens *q, LinkResult *links, ValueLookupStats *stats)
{
	DtError		err;
	ValueLookupStats local_stats;
	LinkValueMatcher *matcher;

	if (!text_tokenize(question, strlen(question), q, &err))
		dtfixup_report_error(&err);
	link_result_init(links);
	link_names(g, q, links);
	link_quantities(q, links);
	matcher = link_value_matcher_new(q);
	value_lookup_offer_values(g, question, q, gold, matcher, stats ? stats : &local_stats);
	link_values(g, matcher, links);
	link_value_matcher_free(matcher);
	link_result_sort(links);
}
