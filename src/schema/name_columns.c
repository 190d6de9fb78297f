/*
 * name_columns.c — the columns that name a table's rows (name_columns.h).
 */
#include "schema/name_columns.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "text/tokenizer.h"

typedef struct PartSuffix
{
	const char *suffix;			/* in letters and digits, lower case */
	NamePart	part;
} PartSuffix;

/* The endings of the name parts' column names, separators dropped ("first_name" and
 * "firstname" alike).  Short forms (fname, lname, minit) are what pubs-like schemas use;
 * "name" cut to "nm" or "nme" and "middle initial" to "midinit" what Db2's SAMPLE and
 * schemas after it use (employee.firstnme, midinit). */
static const PartSuffix part_suffixes[] = {
	{"firstname", NAME_PART_GIVEN}, {"givenname", NAME_PART_GIVEN},
	{"forename", NAME_PART_GIVEN}, {"fname", NAME_PART_GIVEN},
	{"firstnme", NAME_PART_GIVEN}, {"firstnm", NAME_PART_GIVEN},
	{"middlename", NAME_PART_MIDDLE}, {"middleinitial", NAME_PART_MIDDLE},
	{"minit", NAME_PART_MIDDLE}, {"mname", NAME_PART_MIDDLE}, {"midinit", NAME_PART_MIDDLE},
	{"lastname", NAME_PART_FAMILY}, {"familyname", NAME_PART_FAMILY},
	{"surname", NAME_PART_FAMILY}, {"lname", NAME_PART_FAMILY},
	{"lastnme", NAME_PART_FAMILY}, {"lastnm", NAME_PART_FAMILY},
};

/* name's letters and digits, lower case, in out (NAME_COLUMN_MAX + 1 bytes); false when
 * it has more. */
static bool
alnum_key(const char *name, char *out)
{
	int			n = 0;

	for (const char *p = name; *p; p++)
	{
		if (!isalnum((unsigned char) *p))
			continue;
		if (n == NAME_COLUMN_MAX)
			return false;
		out[n++] = (char) tolower((unsigned char) *p);
	}
	out[n] = '\0';
	return true;
}

NamePart
name_part_of(const char *column_name, char *prefix)
{
	char		key[NAME_COLUMN_MAX + 1];
	size_t		n;

	prefix[0] = '\0';
	if (!alnum_key(column_name, key))
		return NAME_PART_NONE;
	n = strlen(key);
	/* a column named "first" or "last" alone (Synthea's patients) */
	if (strcmp(key, "first") == 0)
		return NAME_PART_GIVEN;
	if (strcmp(key, "last") == 0)
		return NAME_PART_FAMILY;
	/* "contact_first" and "contact_last": a person's names under a prefix (the key's
	 * separator gone, the column name's says where the prefix ends) */
	for (int part = 0; part < 2; part++)
	{
		const char *tail = part == 0 ? "_first" : "_last";
		size_t		m = strlen(tail),
					len = strlen(column_name);

		if (len > m + 1 && strcasecmp(column_name + len - m, tail) == 0)
		{
			memcpy(prefix, key, n - (m - 1));
			prefix[n - (m - 1)] = '\0';
			return part == 0 ? NAME_PART_GIVEN : NAME_PART_FAMILY;
		}
	}
	for (size_t i = 0; i < sizeof(part_suffixes) / sizeof(part_suffixes[0]); i++)
	{
		size_t		m = strlen(part_suffixes[i].suffix);

		if (n >= m && strcmp(key + n - m, part_suffixes[i].suffix) == 0)
		{
			memcpy(prefix, key, n - m);
			prefix[n - m] = '\0';
			return part_suffixes[i].part;
		}
	}
	return NAME_PART_NONE;
}

/* The column of table t of this part and prefix (text only), or -1. */
static int
find_part(const SchemaGraph *g, int t, NamePart part, const char *prefix)
{
	const SgTable *tab = &g->tables[t];

	for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
	{
		char		p[NAME_COLUMN_MAX + 1];

		if (g->columns[c].type_class == SG_TYPE_TEXT &&
			name_part_of(g->columns[c].name, p) == part && strcmp(p, prefix) == 0)
			return c;
	}
	return -1;
}

/* Length of the common start of a and b. */
static size_t
common_start(const char *a, const char *b)
{
	size_t		n = 0;

	while (a[n] && a[n] == b[n])
		n++;
	return n;
}

/* Whether the m letters of start end with the t letters of word, at least three. */
static bool
ends_with(const char *start, size_t m, const char *word, size_t t)
{
	return t >= 3 && m >= t && memcmp(start + m - t, word, t) == 0;
}

/* Whether the m letters of start end with the table's name, singular or plural, after a
 * warehouse's or a desktop database's prefix ("dim", "tbl"): "account" of dimaccount,
 * "englishproduct" of dimproduct (one name per language), "customer" of tblcustomers. */
static bool
ends_with_table_word(const char *start, size_t m, const char *table_key)
{
	static const char *const prefixes[] = {"dim", "tbl"};
	size_t		t;

	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (strncmp(table_key, prefixes[i], strlen(prefixes[i])) == 0)
		{
			table_key += strlen(prefixes[i]);
			break;
		}
	t = strlen(table_key);
	/* the table's word, then its singular: "customer" of customers */
	return ends_with(start, m, table_key, t) ||
		(t > 3 && table_key[t - 1] == 's' && ends_with(start, m, table_key, t - 1));
}

/* Whether column_key is "<table><suffix>": its start before suffix is the table's name but
 * for one letter, at least three ("pub" of "publishers", "category" of "categories"), or
 * ends with the table's name (above). */
static bool
table_word_and(const char *column_key, const char *table_key, const char *suffix)
{
	size_t		n = strlen(column_key),
				s = strlen(suffix);

	if (n <= s || strcmp(column_key + n - s, suffix) != 0)
		return false;
	return (common_start(column_key, table_key) >= 3 &&
			common_start(column_key, table_key) + 1 >= n - s) ||
		ends_with_table_word(column_key, n - s, table_key);
}

/* Whether column_key is the table's own word, singular or plural: orchestra.orchestra,
 * airlines.airline, continents.continent. */
static bool
table_word_itself(const char *column_key, const char *table_key)
{
	size_t		n = strlen(column_key),
				t = strlen(table_key);

	return n >= 3 && strncmp(column_key, table_key, n) == 0 &&
		(t == n || (t == n + 1 && table_key[n] == 's') ||
		 (t == n + 2 && strcmp(table_key + n, "es") == 0));
}

/*
 * How well column_key names a row of the table table_key: 3 "name" or "full_name" (a
 * person's whole name in one column), 2 "<table>_name" or the table's word itself
 * (orchestra.orchestra), 1 "title" or "<table>_description" / "<table>_desc" (a code
 * table's one text: department_description, job_desc), 0 none.
 */
static int
single_name_rank(const char *column_key, const char *table_key)
{
	if (strcmp(column_key, "name") == 0 || strcmp(column_key, "fullname") == 0)
		return 3;
	if (table_word_and(column_key, table_key, "name") || table_word_itself(column_key, table_key))
		return 2;
	return strcmp(column_key, "title") == 0 ||
		table_word_and(column_key, table_key, "description") ||
		table_word_and(column_key, table_key, "desc") ? 1 : 0;
}

/* Whether column_name is the given or the family name of a pair of table t (the same
 * prefix on both). */
static bool
in_name_pair(const SchemaGraph *g, int t, const char *column_name)
{
	char		prefix[NAME_COLUMN_MAX + 1];
	NamePart	part = name_part_of(column_name, prefix);

	return (part == NAME_PART_GIVEN || part == NAME_PART_FAMILY) &&
		find_part(g, t, NAME_PART_GIVEN, prefix) >= 0 &&
		find_part(g, t, NAME_PART_FAMILY, prefix) >= 0;
}

/* The text column "city" of a table of places with no name of their own (offices,
 * branches, locations: "Which offices are in EMEA?" asks for their cities), or -1; not of
 * a table of addresses, whose rows are named by their street. */
static int
place_city(const SchemaGraph *g, int t, const char *table_key)
{
	const SgTable *tab = &g->tables[t];

	if (strstr(table_key, "address") != NULL)
		return -1;
	for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
	{
		char		key[NAME_COLUMN_MAX + 1];

		if (g->columns[c].type_class == SG_TYPE_TEXT && alnum_key(g->columns[c].name, key) &&
			strcmp(key, "city") == 0)
			return c;
	}
	return -1;
}

/* The text column "company_name" or "company" of a table (a trading company's customers
 * and suppliers keep their company's name so, beside a contact's), or -1. */
static int
company_name(const SchemaGraph *g, int t)
{
	const SgTable *tab = &g->tables[t];

	for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
	{
		char		key[NAME_COLUMN_MAX + 1];

		if (g->columns[c].type_class == SG_TYPE_TEXT && alnum_key(g->columns[c].name, key) &&
			(strcmp(key, "companyname") == 0 || strcmp(key, "company") == 0))
			return c;
	}
	return -1;
}

/* The text column "description" of a table that keeps a code beside it and no name
 * (Synthea's conditions, medications and procedures: a code of a terminology and what it
 * means), or -1: "Which conditions ..." asks for what the codes mean. */
static int
coded_description(const SchemaGraph *g, int t)
{
	const SgTable *tab = &g->tables[t];
	int			description = -1;
	bool		coded = false;

	for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
	{
		char		key[NAME_COLUMN_MAX + 1];

		if (!alnum_key(g->columns[c].name, key))
			continue;
		if (strcmp(key, "code") == 0)
			coded = true;
		else if (strcmp(key, "description") == 0 && g->columns[c].type_class == SG_TYPE_TEXT)
			description = c;
	}
	return coded ? description : -1;
}

/* Whether the last word of table t's name says people ("person", "get_fit_now_member",
 * "customers", "artist"). */
static bool
table_says_people(const SchemaGraph *g, int t)
{
	static const char *const people[] = {"person", "persons", "people", "member", "members",
		"customer", "customers", "client", "clients", "employee", "employees", "staff",
		"user", "users", "artist", "artists", "author", "authors", "player", "players",
		"actor", "actors", "student", "students", "teacher", "teachers", "patient",
		"patients", "driver", "drivers", "passenger", "passengers", "guest", "guests",
		"musician", "musicians", "singer", "singers", "composer", "composers", "worker",
	"workers", "individual", "individuals", NULL};
	const SgTable *tab = &g->tables[t];

	return tab->n_words > 0 && text_word_in_list(tab->words[tab->n_words - 1], people);
}

static void
find_table_names(const SchemaGraph *g, int t, TableNames *out)
{
	const SgTable *tab = &g->tables[t];
	char		table_key[NAME_COLUMN_MAX + 1];
	int			best_rank = 0;
	bool		table_ok = alnum_key(tab->name, table_key);

	out->given = out->family = out->single = out->generated_whole = -1;
	out->whole = out->contact = false;
	for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
	{
		const SgColumn *col = &g->columns[c];
		char		key[NAME_COLUMN_MAX + 1];
		int			rank;

		if (col->type_class != SG_TYPE_TEXT)
			continue;
		/* the first given name with a family name of its prefix; no prefix wins */
		if (name_part_of(col->name, key) == NAME_PART_GIVEN &&
			(out->given < 0 || key[0] == '\0'))
		{
			int			family = find_part(g, t, NAME_PART_FAMILY, key);

			if (family >= 0)
			{
				out->given = c;
				out->family = family;
			}
		}
		/* a part of a person's two names is never a thing's one name (employee.emp_fname
		 * is no "<table>_name"; fullname, read as "ful" and "lname", pairs with nothing) */
		if (table_ok && !in_name_pair(g, t, col->name) && alnum_key(col->name, key) &&
			(rank = single_name_rank(key, table_key)) > best_rank)
		{
			best_rank = rank;
			out->single = c;
		}
	}
	/* a generated whole name (full_name GENERATED ALWAYS AS (last_name || ', ' ||
	 * first_name)) repeats the two it is made of: they name the person, as the data
	 * has them */
	if (best_rank == 3 && out->given >= 0 && g->columns[out->single].generated)
	{
		out->generated_whole = out->single;
		out->single = -1;
	}
	out->whole = best_rank == 3 && out->given >= 0 && out->single >= 0;
	/* a person's "title" is a job title or an honorific ("Sales Manager", "Mr."), and a
	 * description describes: neither names someone who has a given and a family name */
	if (best_rank == 1 && out->given >= 0)
		out->single = -1;
	/* a table of companies with no name of its own: their company name ("Which customers
	 * are in Germany?" of such customers, not the contact's name); where the rows
	 * are people (a given and a family name), the company they work for names nobody */
	if (out->single < 0 && out->given < 0)
		out->single = company_name(g, t);
	if (out->single < 0 && out->given < 0 && table_ok)
		out->single = place_city(g, t, table_key);
	if (out->single < 0 && out->given < 0)
		out->single = coded_description(g, t);
	if (out->given >= 0 && out->single >= 0 && !out->whole)
	{
		char		prefix[NAME_COLUMN_MAX + 1];

		name_part_of(g->columns[out->given].name, prefix);
		out->contact = prefix[0] != '\0';
	}
	out->people_in_one = out->given < 0 && out->single >= 0 && best_rank >= 2 &&
		table_says_people(g, t);
}

TableNames *
name_columns_find(const SchemaGraph *g)
{
	TableNames *out = dt_new_array(TableNames, g->n_tables + 1);

	for (int t = 0; t < g->n_tables; t++)
		find_table_names(g, t, &out[t]);
	return out;
}

bool
name_columns_pair_of(const SchemaGraph *g, int column, int *given, int *family)
{
	const SgColumn *col = &g->columns[column];
	char		prefix[NAME_COLUMN_MAX + 1];

	if (col->type_class != SG_TYPE_TEXT ||
		name_part_of(col->name, prefix) == NAME_PART_NONE)
		return false;
	*given = find_part(g, col->table, NAME_PART_GIVEN, prefix);
	*family = find_part(g, col->table, NAME_PART_FAMILY, prefix);
	return *given >= 0 && *family >= 0;
}
