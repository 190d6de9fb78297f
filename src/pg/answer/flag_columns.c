/*
 * flag_columns.c — the number and text columns a question names that store a flag
 * (flag_columns.h).
 */
#include "pg/dtfixup.h"
#include "pg/answer/flag_columns.h"

#include "access/htup_details.h"
#include "catalog/pg_statistic.h"
#include "catalog/pg_type.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

#include "pg/answer/column_statistics.h"

/* Most common values must cover this share of the rows, nulls included, for the column
 * to hold nothing else (ANALYZE's frequencies are estimates from a sample). */
#define FLAG_ROWS_COVERED 0.999

/* Spellings of yes and no a text flag holds, in pairs (compared case aside). */
static const char *const text_flag_pairs[][2] = {
	{"y", "n"}, {"yes", "no"}, {"t", "f"}, {"true", "false"}
};

/* Marks a text flag holds for yes, with NULL for no. */
static const char *const text_flag_marks[] = {"*", "x", "y", "yes"};

/* The most common values of a statistics tuple, with the share of rows they and the nulls
 * cover; false when it has none. */
static bool
read_mcv(HeapTuple tup, AttStatsSlot *sslot, double *covered, double *nullfrac)
{
	*nullfrac = ((Form_pg_statistic) GETSTRUCT(tup))->stanullfrac;
	*covered = *nullfrac;
	if (!get_attstatsslot(sslot, tup, STATISTIC_KIND_MCV, InvalidOid,
						  ATTSTATSSLOT_VALUES | ATTSTATSSLOT_NUMBERS))
		return false;
	for (int i = 0; i < sslot->nnumbers; i++)
		*covered += sslot->numbers[i];
	return true;
}

/* Whether a statistics tuple lists only 0 and 1 (both) as its most common values, and
 * they and the nulls cover the rows (a column_statistics_read reader). */
static bool
statistics_say_zero_one(HeapTuple tup, void *arg)
{
	AttStatsSlot sslot;
	double		covered,
				nullfrac;
	bool		zero = false,
				one = false,
				other = false;

	if (!read_mcv(tup, &sslot, &covered, &nullfrac))
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
	free_attstatsslot(&sslot);
	return zero && one && !other && covered >= FLAG_ROWS_COVERED;
}

/* The text of a most common value, trailing blanks (of a char(n)) left out; NULL for a
 * type that is no text or a value too long to be a flag's. */
static char *
mcv_text(Oid type, Datum value)
{
	char	   *s;
	int			len;

	if (type != TEXTOID && type != VARCHAROID && type != BPCHAROID)
		return NULL;
	s = TextDatumGetCString(value);
	len = strlen(s);
	while (len > 0 && s[len - 1] == ' ')
		s[--len] = '\0';
	return len > 0 && len < FLAG_SPELLING_MAX ? s : NULL;
}

/*
 * Whether a statistics tuple of a text column lists a yes and a no spelling (a pair of
 * text_flag_pairs) as its only most common values, or one mark of text_flag_marks with
 * nulls, covering the rows: *arg (a StoredFlag) gets them as stored.
 */
static bool
statistics_say_text_flag(HeapTuple tup, void *arg)
{
	StoredFlag *flag = arg;
	AttStatsSlot sslot;
	double		covered,
				nullfrac;
	char	   *values[2] = {NULL, NULL};
	bool		found = false;

	if (!read_mcv(tup, &sslot, &covered, &nullfrac))
		return false;
	if (sslot.nvalues >= 1 && sslot.nvalues <= 2 && covered >= FLAG_ROWS_COVERED)
		for (int i = 0; i < sslot.nvalues; i++)
			values[i] = mcv_text(sslot.valuetype, sslot.values[i]);
	if (sslot.nvalues == 2 && values[0] != NULL && values[1] != NULL)
		for (size_t p = 0; p < lengthof(text_flag_pairs) && !found; p++)
			for (int yes = 0; yes < 2 && !found; yes++)
				if (pg_strcasecmp(values[yes], text_flag_pairs[p][0]) == 0 &&
					pg_strcasecmp(values[1 - yes], text_flag_pairs[p][1]) == 0)
				{
					strlcpy(flag->yes, values[yes], FLAG_SPELLING_MAX);
					strlcpy(flag->no, values[1 - yes], FLAG_SPELLING_MAX);
					found = true;
				}
	if (sslot.nvalues == 1 && values[0] != NULL && nullfrac > 0)
		for (size_t m = 0; m < lengthof(text_flag_marks) && !found; m++)
			if (pg_strcasecmp(values[0], text_flag_marks[m]) == 0)
			{
				strlcpy(flag->yes, values[0], FLAG_SPELLING_MAX);
				flag->no[0] = '\0';
				found = true;
			}
	free_attstatsslot(&sslot);
	if (found)
		flag->store = FLAG_STORE_TEXT;
	return found;
}

/* How column c of g stores a flag, read from its statistics (FLAG_STORE_NONE: none). */
static StoredFlag
stored_flag(const SchemaGraph *g, int c)
{
	StoredFlag	flag = {FLAG_STORE_NONE, "", ""};
	const SgColumn *col = &g->columns[c];

	if (col->primary_key)
		return flag;
	if (schema_graph_column_holds_integers(col))
	{
		if (column_statistics_read(g, c, statistics_say_zero_one, NULL))
			flag.store = FLAG_STORE_ZERO_ONE;
	}
	else if (col->type_class == SG_TYPE_TEXT && !col->enum_labels)
		(void) column_statistics_read(g, c, statistics_say_text_flag, &flag);
	return flag;
}

StoredFlag *
flag_columns_find(const SchemaGraph *g, const LinkResult *links)
{
	StoredFlag *flags = NULL;
	bool	   *seen = NULL;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		StoredFlag	flag;

		if (l->kind != LINK_COLUMN || l->column < 0 ||
			l->match == LINK_MEASURE ||
			(seen != NULL && seen[l->column]))
			continue;
		if (seen == NULL)
			seen = palloc0(sizeof(bool) * (g->n_columns + 1));
		seen[l->column] = true;
		flag = stored_flag(g, l->column);
		if (flag.store == FLAG_STORE_NONE)
			continue;
		if (flags == NULL)
			flags = palloc0(sizeof(StoredFlag) * (g->n_columns + 1));
		flags[l->column] = flag;
	}
	if (seen != NULL)
		pfree(seen);
	return flags;
}
