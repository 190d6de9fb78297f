/*
 * period_ends.c — how the history tables of a question's graph mark their current rows
 * (period_ends.h).
 */
#include "pg/dtfixup.h"
#include "pg/answer/period_ends.h"

#include "access/htup_details.h"
#include "catalog/pg_statistic.h"
#include "catalog/pg_type.h"
#include "datatype/timestamp.h"
#include "utils/date.h"
#include "utils/datetime.h"
#include "utils/lsyscache.h"
#include "utils/rls.h"
#include "utils/syscache.h"

/* The first year of dates taken as "no end yet" ('9999-01-01', '9999-12-31'). */
#define PERIOD_FAR_FUTURE_YEAR 9000

/* The year, month and day of a date, timestamp or timestamptz datum (the timestamptz in
 * UTC, as its statistics store it); false for another type or an infinite value. */
static bool
datum_ymd(Datum v, Oid type, int *y, int *m, int *d, bool *with_time)
{
	struct pg_tm tm;
	fsec_t		fsec;

	*with_time = type != DATEOID;
	if (type == DATEOID)
	{
		DateADT		date = DatumGetDateADT(v);

		if (DATE_NOT_FINITE(date))
			return false;
		j2date(date + POSTGRES_EPOCH_JDATE, y, m, d);
		return true;
	}
	if ((type != TIMESTAMPOID && type != TIMESTAMPTZOID) ||
		TIMESTAMP_NOT_FINITE(DatumGetTimestamp(v)) ||
		timestamp2tm(DatumGetTimestamp(v), NULL, &tm, &fsec, NULL, NULL) != 0)
		return false;
	*y = tm.tm_year;
	*m = tm.tm_mon;
	*d = tm.tm_mday;
	return true;
}

/* The mark a statistics tuple gives: a far-future most common value (its ISO text in
 * *value), else NULLs where nullable. */
static PeriodEndKind
statistics_mark(HeapTuple tup, bool nullable, char **value)
{
	AttStatsSlot sslot;
	PeriodEndKind kind = PERIOD_END_NONE;

	if (get_attstatsslot(&sslot, tup, STATISTIC_KIND_MCV, InvalidOid, ATTSTATSSLOT_VALUES))
	{
		for (int i = 0; i < sslot.nvalues && kind == PERIOD_END_NONE; i++)
		{
			int			y,
						m,
						d;
			bool		with_time;

			if (!datum_ymd(sslot.values[i], sslot.valuetype, &y, &m, &d, &with_time) ||
				y < PERIOD_FAR_FUTURE_YEAR)
				continue;
			/* the day, as every DateStyle reads it; midnight of it for a timestamp */
			*value = psprintf("%04d-%02d-%02d", y, m, d);
			kind = PERIOD_END_VALUE;
		}
		free_attstatsslot(&sslot);
	}
	if (kind == PERIOD_END_NONE && nullable && ((Form_pg_statistic) GETSTRUCT(tup))->stanullfrac > 0)
		kind = PERIOD_END_NULL;
	return kind;
}

/* How column c of g marks its current rows, by its statistics (a partitioned table's are
 * those of the whole tree). */
static PeriodEndKind
column_mark(const SchemaGraph *g, int c, char **value)
{
	Oid			relid = (Oid) g->tables[g->columns[c].table].relid;
	PeriodEndKind kind = PERIOD_END_NONE;

	if (relid == InvalidOid || g->columns[c].attnum <= 0 ||
		check_enable_rls(relid, InvalidOid, true) == RLS_ENABLED)
		return PERIOD_END_NONE;
	for (int inh = 0; inh <= 1 && kind == PERIOD_END_NONE; inh++)
	{
		HeapTuple	tup = SearchSysCache3(STATRELATTINH, ObjectIdGetDatum(relid),
										  Int16GetDatum((int16) g->columns[c].attnum),
										  BoolGetDatum(inh == 1));

		if (!HeapTupleIsValid(tup))
			continue;
		kind = statistics_mark(tup, g->columns[c].nullable, value);
		ReleaseSysCache(tup);
	}
	return kind;
}

PeriodEnd *
period_ends_find(const SchemaGraph *g)
{
	PeriodEnd  *ends = NULL;

	for (int c = 0; c < g->n_columns; c++)
	{
		char	   *value = NULL;
		PeriodEndKind kind;

		if (!sql_period_end_column(g, c) || (kind = column_mark(g, c, &value)) == PERIOD_END_NONE)
			continue;
		if (ends == NULL)
			ends = palloc0(sizeof(PeriodEnd) * (g->n_columns + 1));
		ends[c].kind = kind;
		ends[c].value = value;
	}
	return ends;
}
