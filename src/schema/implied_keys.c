/*
 * implied_keys.c — the foreign keys a schema means and does not declare (implied_keys.h).
 */
#include "schema/implied_keys.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common/alloc.h"

/* Is name one of <stem>_id, <stem>id, <stem>_<key>, <stem><key>, or does it end in
 * _<stem>_id (start_station_id) (case-insensitive)?  Compared in place: the decoder asks
 * for every column pair of two tables at a table join's frontier (sql_join_keys.c). */
static bool
names_with_stem(const char *name, const char *stem, size_t n_stem, const char *key)
{
	size_t		n = strlen(name);
	const char *rest = name + n_stem;

	if (n_stem == 0)
		return false;
	if (n > n_stem + 3 && name[n - n_stem - 4] == '_' &&
		strncasecmp(name + n - n_stem - 3, stem, n_stem) == 0 && strcasecmp(name + n - 3, "_id") == 0)
		return true;
	if (n <= n_stem || strncasecmp(name, stem, n_stem) != 0)
		return false;
	if (*rest == '_')
		return strcasecmp(rest + 1, "id") == 0 || strcasecmp(rest + 1, key) == 0;
	return strcasecmp(rest, "id") == 0 || strcasecmp(rest, key) == 0;
}

bool
implied_keys_names_key(const SchemaGraph *g, int key, int b)
{
	const SgColumn *k = &g->columns[key];
	const char *table = g->tables[k->table].name;
	size_t		n = strlen(table);

	if (!k->primary_key)
		return false;
	if (names_with_stem(g->columns[b].name, table, n, k->name))
		return true;
	if (n > 1 && (table[n - 1] == 's' || table[n - 1] == 'S') &&
		names_with_stem(g->columns[b].name, table, n - 1, k->name))
		return true;
	return n > 2 && strcasecmp(table + n - 2, "es") == 0 &&
		names_with_stem(g->columns[b].name, table, n - 2, k->name);
}

/* ---- finding the tables a column's name may name ---- */

/* A name (lower case, at most KEY_NAME_MAX bytes) that leads to a table: its name, its name
 * without a plural ending, or its key's name. */
#define KEY_NAME_MAX 64

typedef struct NameEntry
{
	char		name[KEY_NAME_MAX];
	int			table;
} NameEntry;

typedef struct NameIndex
{
	NameEntry  *entries;
	int			n;
} NameIndex;

static int
compare_entries(const void *a, const void *b)
{
	return strcmp(((const NameEntry *) a)->name, ((const NameEntry *) b)->name);
}

static void
add_entry(NameIndex *ix, const char *name, size_t len, int table)
{
	NameEntry  *e;

	if (len == 0 || len >= KEY_NAME_MAX)
		return;
	e = &ix->entries[ix->n++];
	for (size_t i = 0; i < len; i++)
		e->name[i] = (char) tolower((unsigned char) name[i]);
	e->name[len] = '\0';
	e->table = table;
}

/* The base tables with a single-column primary key, by their names (stems: with and without
 * "s" and "es") in by_stem and by their key's name in by_key. */
static void
build_indexes(const SchemaGraph *g, NameIndex *by_stem, NameIndex *by_key)
{
	by_stem->entries = dt_new_array(NameEntry, 3 * g->n_tables + 1);
	by_key->entries = dt_new_array(NameEntry, g->n_tables + 1);
	by_stem->n = by_key->n = 0;
	for (int t = 0; t < g->n_tables; t++)
	{
		const char *name = g->tables[t].name;
		size_t		n = strlen(name);
		int			pk = schema_graph_single_primary_key(g, t);

		if (pk < 0 || !schema_graph_is_base_table(g, t))
			continue;
		add_entry(by_stem, name, n, t);
		if (n > 1 && (name[n - 1] == 's' || name[n - 1] == 'S'))
			add_entry(by_stem, name, n - 1, t);
		if (n > 2 && strcasecmp(name + n - 2, "es") == 0)
			add_entry(by_stem, name, n - 2, t);
		pk += g->tables[t].first_column;
		if (strcasecmp(g->columns[pk].name, "id") != 0)
			add_entry(by_key, g->columns[pk].name, strlen(g->columns[pk].name), t);
	}
	qsort(by_stem->entries, by_stem->n, sizeof(NameEntry), compare_entries);
	qsort(by_key->entries, by_key->n, sizeof(NameEntry), compare_entries);
}

/* The most tables one column's name is looked up for: more than this is no one key. */
#define CANDIDATES_MAX 8

typedef struct Candidates
{
	int			tables[CANDIDATES_MAX];
	int			n;
	bool		overflow;
} Candidates;

static void
add_candidate(Candidates *c, int table)
{
	for (int i = 0; i < c->n; i++)
		if (c->tables[i] == table)
			return;
	if (c->n == CANDIDATES_MAX)
		c->overflow = true;
	else
		c->tables[c->n++] = table;
}

/* Every table ix holds under the first len bytes of name (lower case). */
static void
look_up(const NameIndex *ix, const char *name, size_t len, Candidates *out)
{
	NameEntry	probe;
	int			lo = 0,
				hi = ix->n;

	if (len == 0 || len >= KEY_NAME_MAX)
		return;
	memcpy(probe.name, name, len);
	probe.name[len] = '\0';
	while (lo < hi)
	{
		int			mid = (lo + hi) / 2;

		if (compare_entries(&ix->entries[mid], &probe) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < ix->n && strcmp(ix->entries[lo].name, probe.name) == 0; lo++)
		add_candidate(out, ix->entries[lo].table);
}

/* The tables column c's name (lower, length n) may name by a stem: every prefix (<stem>id,
 * <stem>_<key> ...) and every part between an underscore and a final "_id". */
static void
stem_candidates(const NameIndex *by_stem, const char *lower, size_t n, Candidates *out)
{
	for (size_t len = 1; len < n; len++)
		look_up(by_stem, lower, len, out);
	if (n > 4 && strcmp(lower + n - 3, "_id") == 0)
		for (size_t j = 0; j + 4 < n; j++)
			if (lower[j] == '_')
				look_up(by_stem, lower + j + 1, n - 3 - (j + 1), out);
}

/* ---- which of them c refers to ---- */

/* Whether the one-column primary key of table t is what column c refers to: named so,
 * of c's type class, and no declared key between the two tables. */
static bool
refers_to(const SchemaGraph *g, int c, int t)
{
	const SgColumn *col = &g->columns[c];
	int			key = g->tables[t].first_column + schema_graph_single_primary_key(g, t);
	const SgColumn *k = &g->columns[key];

	if (t == col->table || k->type_class != col->type_class ||
		schema_graph_declared_link(g, t, col->table))
		return false;
	if (k->type_class == SG_TYPE_OTHER &&
		(k->type_name == NULL || col->type_name == NULL || strcmp(k->type_name, col->type_name) != 0))
		return false;
	if (k->enum_labels != col->enum_labels)
		return false;
	if (implied_keys_names_key(g, key, c))
		return true;
	/* the key's own name: not where c is its own table's one key too (which row is whose
	 * extension the name cannot say) */
	return strcasecmp(k->name, col->name) == 0 && strcasecmp(k->name, "id") != 0 &&
		!(col->primary_key && schema_graph_single_primary_key(g, col->table) >= 0);
}

/* The one table column c refers to (those of c's own schema first), or -1. */
static int
referred_table(const SchemaGraph *g, int c, const Candidates *cands)
{
	int			found = -1,
				n_found = 0,
				in_schema = -1,
				n_in_schema = 0;
	const char *schema = g->tables[g->columns[c].table].schema;

	if (cands->overflow)
		return -1;
	for (int i = 0; i < cands->n; i++)
	{
		int			t = cands->tables[i];

		if (!refers_to(g, c, t))
			continue;
		found = t;
		n_found++;
		if (strcmp(g->tables[t].schema, schema) == 0)
		{
			in_schema = t;
			n_in_schema++;
		}
	}
	if (n_found == 1)
		return found;
	return n_in_schema == 1 ? in_schema : -1;
}

int
implied_keys_add(SchemaGraph *g)
{
	NameIndex	by_stem,
				by_key;
	int			added = 0;

	if (g->compact)
		return 0;
	build_indexes(g, &by_stem, &by_key);
	for (int c = 0; c < g->n_columns && by_stem.n > 0; c++)
	{
		const SgColumn *col = &g->columns[c];
		char		lower[KEY_NAME_MAX];
		size_t		n = strlen(col->name);
		Candidates	cands = {{0}, 0, false};
		int			t,
					key,
					k;

		if (!schema_graph_is_base_table(g, col->table) || n >= KEY_NAME_MAX ||
			schema_graph_column_is_declared_foreign_key(g, c))
			continue;
		for (size_t i = 0; i <= n; i++)
			lower[i] = (char) tolower((unsigned char) col->name[i]);
		stem_candidates(&by_stem, lower, n, &cands);
		look_up(&by_key, lower, n, &cands);
		if ((t = referred_table(g, c, &cands)) < 0)
			continue;
		key = g->tables[t].first_column + schema_graph_single_primary_key(g, t);
		k = schema_graph_add_foreign_key(g, col->table, t, 1, &c, &key);
		if (k >= 0)
		{
			g->foreign_keys[k].implied = true;
			added++;
		}
	}
	dt_free(by_stem.entries);
	dt_free(by_key.entries);
	return added;
}
