/*
 * flag_columns.c — the integer columns a question names that hold only 0 and 1
 * (flag_columns.h).
 */
#include "pg/dtfixup.h"
#include "pg/answer/flag_columns.h"

#include "access/htup_details.h"
#include "catalog/pg_statistic.h"
#include "utils/lsyscache.h"

#include "pg/answer/column_statistics.h"

/* Most common values must cover this share of the rows, nulls included, for the column
 * to hold nothing else (ANALYZE's frequencies are estimates from a sample). */
#define FLAG_ROWS_COVERED 0.999

/* Whether a statistics tuple lists only 0 and 1 (both) as its most common values, and
 * they and the nulls cover the rows (a column_statistics_read reader). */
static bool
statistics_say_zero_one(HeapTuple tup, void *arg)
{
	AttStatsSlot sslot;
	double		covered = ((Form_pg_statistic) GETSTRUCT(tup))->stanullfrac;
	bool		zero = false,
				one = false,
				other = false;

	if (!get_attstatsslot(&sslot, tup, STATISTIC_KIND_MCV, InvalidOid,
						  ATTSTATSSLOT_VALUES | ATTSTATSSLOT_NUMBERS))
		return false;
	for (int i = 0; i < sslot.nvalues; i++)
	{
		int64		v;

		switch (sslot.valuetype)
		{
			case INT2OID:
				v = DatumGetInt16(sslot.values[i]);
				break;
			case INT4OID:
				v = DatumGetInt32(sslot.values[i]);
				break;
			case INT8OID:
				v = DatumGetInt64(sslot.values[i]);
				break;
			default:
				v = -1;
		}
		zero = zero || v == 0;
		one = one || v == 1;
		other = other || (v != 0 && v != 1);
	}
	for (int i = 0; i < sslot.nnumbers; i++)
		covered += sslot.numbers[i];
	free_attstatsslot(&sslot);
	return zero && one && !other && covered >= FLAG_ROWS_COVERED;
}

bool *
flag_columns_find(const SchemaGraph *g, const LinkResult *links)
{
	bool	   *flags = NULL;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->kind != LINK_COLUMN || l->column < 0 ||
			(l->match != LINK_EXACT && l->match != LINK_LEXICON) ||
			(flags != NULL && flags[l->column]) || !schema_graph_column_holds_integers(&g->columns[l->column]) ||
			g->columns[l->column].primary_key ||
			!column_statistics_read(g, l->column, statistics_say_zero_one, NULL))
			continue;
		if (flags == NULL)
			flags = palloc0(sizeof(bool) * (g->n_columns + 1));
		flags[l->column] = true;
	}
	return flags;
}
