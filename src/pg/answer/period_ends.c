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

#include "pg/answer/column_statistics.h"

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

/* A column's mark, read from its statistics: whether it may hold NULL, and what was found. */
typedef struct MarkRead
{
	bool		nullable;
	PeriodEndKind kind;
	char	   *value;
} MarkRead;

/* The mark a statistics tuple gives (a column_statistics_read reader): a far-future most
 * common value (its ISO text), else NULLs where nullable; whether it gives one. */
static bool
statistics_mark(HeapTuple tup, void *arg)
{
	MarkRead   *m = arg;
	AttStatsSlot sslot;

	if (get_attstatsslot(&sslot, tup, STATISTIC_KIND_MCV, InvalidOid, ATTSTATSSLOT_VALUES))
	{
		for (int i = 0; i < sslot.nvalues && m->kind == PERIOD_END_NONE; i++)
		{
			int			y,
						mon,
						d;
			bool		with_time;

			if (!datum_ymd(sslot.values[i], sslot.valuetype, &y, &mon, &d, &with_time) ||
				y < PERIOD_FAR_FUTURE_YEAR)
				continue;
			/* the day, as every DateStyle reads it; midnight of it for a timestamp */
			m->value = psprintf("%04d-%02d-%02d", y, mon, d);
			m->kind = PERIOD_END_VALUE;
		}
		free_attstatsslot(&sslot);
	}
	if (m->kind == PERIOD_END_NONE && m->nullable &&
		((Form_pg_statistic) GETSTRUCT(tup))->stanullfrac > 0)
		m->kind = PERIOD_END_NULL;
	return m->kind != PERIOD_END_NONE;
}

PeriodEnd *
period_ends_find(const SchemaGraph *g)
{
	PeriodEnd  *ends = NULL;

	for (int c = 0; c < g->n_columns; c++)
	{
		MarkRead	m = {g->columns[c].nullable, PERIOD_END_NONE, NULL};

		if (!sql_period_end_column(g, c) || !column_statistics_read(g, c, statistics_mark, &m))
			continue;
		if (ends == NULL)
			ends = palloc0(sizeof(PeriodEnd) * (g->n_columns + 1));
		ends[c].kind = m.kind;
		ends[c].value = m.value;
	}
	return ends;
}
