/*
 * record_stamps.c — the columns that record when a row was last changed
 * (record_stamps.h).
 */
#include "schema/record_stamps.h"

#include <ctype.h>
#include <string.h>

/* Whether graph column c is a date or time column named for a change to its row. */
static bool
named_for_a_change(const SchemaGraph *g, int c)
{
	const char *name = g->columns[c].name;
	char		letters[64];
	int			n = 0;

	if (g->columns[c].type_class != SG_TYPE_TIME || name == NULL)
		return false;
	for (const char *p = name; *p != '\0' && n < (int) sizeof(letters) - 1; p++)
		if (isalpha((unsigned char) *p))
			letters[n++] = (char) tolower((unsigned char) *p);
	letters[n] = '\0';
	return strstr(letters, "modif") != NULL || strstr(letters, "updat") != NULL ||
		strstr(letters, "lastchang") != NULL;
}

bool
schema_record_stamp(const SchemaGraph *g, int c)
{
	const SgTable *t;

	if (c < 0 || c >= g->n_columns || !named_for_a_change(g, c))
		return false;
	t = &g->tables[g->columns[c].table];
	for (int k = t->first_column; k < t->first_column + t->n_columns; k++)
		if (g->columns[k].type_class == SG_TYPE_TIME && !named_for_a_change(g, k))
			return true;
	return false;
}
