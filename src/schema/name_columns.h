/*
 * name_columns.h — the columns that name a table's rows, read off the catalog's column
 * names and types.
 *
 * People are stored over several columns: a given name and a family name, with or without
 * a prefix ("first_name"/"last_name", "au_fname"/"au_lname", "contact_first_name"/
 * "contact_last_name", "contact_first"/"contact_last", "firstname"/"surname",
 * "fname"/"minit"/"lname").  Things have one
 * name: "name", "<table>_name" ("pub_name" of publishers, "customer_name" of customers;
 * "<table>" may end a longer start, after a "dim" or "tbl" prefix on the table:
 * dimproduct.englishproductname, dimaccount.accountdescription),
 * "title", the table's own word (orchestra.orchestra), or in a code table
 * "<table>_description" ("department_description", "job_desc"); a table of companies with
 * none of these and no person's name by its "company_name" or "company" (a trading
 * company's customers and suppliers); a table of places with no name (offices, locations) by its
 * "city"; a table of coded things with no name (Synthea's conditions, medications: a
 * "code" and its "description") by the description.  A question that asks for people or things by name ("who ...", "which
 * authors ...") is answered with these columns (answer/answer_names.h).
 *
 * A given or family name of a pair is never a thing's one name (employee.emp_fname beside
 * emp_lname names a person, though it reads as "<table>_name" of emp).
 *
 * A whole name in one column beside the two (fullname, full_name) answers for both, unless
 * it is a generated column: computed from the two, it gives way to them.
 *
 * Only text columns count.  A given name pairs with the family name of the same prefix
 * (au_fname with au_lname, never with contact_last_name); a middle name or initial is
 * never part of the answer (people are asked for by first and last name).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SCHEMA_NAME_COLUMNS_H
#define DTFIXUP_SCHEMA_NAME_COLUMNS_H

#include <stdbool.h>

#include "schema/schema_graph.h"

/* The kind of one column's name. */
typedef enum NamePart
{
	NAME_PART_NONE = 0,
	NAME_PART_GIVEN,			/* first_name, fname, firstname, given_name, forename */
	NAME_PART_MIDDLE,			/* middle_name, minit, middle_initial */
	NAME_PART_FAMILY			/* last_name, lname, lastname, surname, family_name */
} NamePart;

/* What names one table's rows (global column indices; -1: none). */
typedef struct TableNames
{
	int			given;			/* the pair's given name ... */
	int			family;			/* ... and its family name: both or neither */
	int			single;			/* the one name of a thing (name, <table>_name, title) */
	bool		whole;			/* single holds a person's whole name beside the given and
								 * family names (fullname, full_name, name): it answers
								 * for both */
	int			generated_whole;	/* such a whole name that is a generated column: the
									 * given and family names answer instead, unless the
									 * question names it (answer_names.h) */
	bool		contact;		/* single names a thing (not a whole name) and the given and
								 * family names, under a prefix, its contact
								 * (customer_name beside contact_first_name and
								 * contact_last_name): the rows are no people */
	bool		people_in_one;	/* no given and family names, but single is a whole name
								 * ("name", "full_name", "<table>_name") in a table whose
								 * name says people (person, members, customers, artists):
								 * people named in one column */
} TableNames;

/* Longest column name looked at, in letters and digits. */
#define NAME_COLUMN_MAX 64

/* The part of a name column_name is, with its prefix in letters and digits, lower case,
 * in prefix (NAME_COLUMN_MAX + 1 bytes): "au_fname" GIVEN "au"; "contact_last_name"
 * FAMILY "contact"; "surname" FAMILY ""; "first" GIVEN and "last" FAMILY alone (Synthea's
 * patients) or after a prefix and "_" ("contact_first" GIVEN "contact"), not as the end of
 * a longer word ("worst").  NONE for any other name. */
NamePart	name_part_of(const char *column_name, char *prefix);

/* Whether table's rows are people: a given and a family name. */
static inline bool
table_names_person(const TableNames *n)
{
	return n->given >= 0 && n->family >= 0;
}

/* Whether table's rows are people, named over two columns or in one (people_in_one): who
 * a "who" question asks for. */
static inline bool
table_holds_people(const TableNames *n)
{
	return table_names_person(n) || n->people_in_one;
}

/* Whether table's rows have names: a person's two, or a thing's one. */
static inline bool
table_has_names(const TableNames *n)
{
	return table_names_person(n) || n->single >= 0;
}

/* The name columns of every table of g: an array of g->n_tables (dt_alloc'ed; dt_free). */
TableNames *name_columns_find(const SchemaGraph *g);

/* Whether column (global index) is one part of a several-column name of its table (a
 * middle name or initial included); then *given and *family are that name's pair. */
bool		name_columns_pair_of(const SchemaGraph *g, int column, int *given, int *family);

#endif
