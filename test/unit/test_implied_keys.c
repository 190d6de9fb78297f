/*
 * test_implied_keys.c — the foreign keys a schema means and does not declare
 * (schema/implied_keys.h), and that the model's relations and the join rule read declared
 * keys alone.
 */
#include "schema/implied_keys.h"
#include "schema/schema_graph.h"
#include "sql/sql_join_keys.h"
#include "unit.h"

enum
{
	T_AUTHORS, T_SUBJECTS, T_BOOKS, T_EDITIONS, T_SCHEDULES, T_EMPLOYEES, T_SALARIES,
	T_STATION, T_TRIP, T_STATES, T_BOOK_VIEW, T_OTHER_AUTHORS
};

/* Column indices, in the order added. */
enum
{
	AUTHORS_ID, AUTHORS_NAME,
	SUBJECTS_ID, SUBJECTS_SUBJECT,
	BOOKS_ID, BOOKS_TITLE, BOOKS_AUTHOR, BOOKS_SUBJECT,
	EDITIONS_ISBN, EDITIONS_BOOK, EDITIONS_AUTHOR,
	SCHEDULES_EMPLOYEE,
	EMPLOYEES_NO, EMPLOYEES_NAME,
	SALARIES_NO, SALARIES_AMOUNT,
	STATION_ID, STATION_NAME,
	TRIP_ID, TRIP_START, TRIP_STATE,
	STATES_CODE, STATES_NAME,
	BOOK_VIEW_AUTHOR,
	OTHER_AUTHORS_ID
};

static void
column(SchemaGraph *g, const char *name, bool primary_key)
{
	schema_graph_add_column(g, name, "integer", SG_TYPE_NUMBER, !primary_key, primary_key, 0);
}

static void
text_column(SchemaGraph *g, const char *name, bool primary_key)
{
	schema_graph_add_column(g, name, "text", SG_TYPE_TEXT, !primary_key, primary_key, 0);
}

/*
 * authors(id, name); subjects(id, subject); books(id, title, author_id, subject_id ->
 * subjects, declared); editions(isbn, book_id -> books declared, author_id);
 * schedules(employee_id: its one key, named for employees); employees(emp_no, name);
 * salaries(emp_no, amount); station(id, name); trip(id, start_station_id, state_id);
 * states(code text, name); a view book_view(author_id); other.authors(id).
 */
static SchemaGraph *
books_graph(bool other_schema)
{
	SchemaGraph *g = schema_graph_new();
	int			c,
				r;

	schema_graph_add_table(g, "public", "authors", SG_TABLE, 0);
	column(g, "id", true), text_column(g, "name", false);
	schema_graph_add_table(g, "public", "subjects", SG_TABLE, 0);
	column(g, "id", true), text_column(g, "subject", false);
	schema_graph_add_table(g, "public", "books", SG_TABLE, 0);
	column(g, "id", true), text_column(g, "title", false), column(g, "author_id", false),
		column(g, "subject_id", false);
	schema_graph_add_table(g, "public", "editions", SG_TABLE, 0);
	text_column(g, "isbn", true), column(g, "book_id", false), column(g, "author_id", false);
	schema_graph_add_table(g, "public", "schedules", SG_TABLE, 0);
	column(g, "employee_id", true);
	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	column(g, "emp_no", true), text_column(g, "name", false);
	schema_graph_add_table(g, "public", "salaries", SG_TABLE, 0);
	column(g, "emp_no", false), column(g, "amount", false);
	schema_graph_add_table(g, "public", "station", SG_TABLE, 0);
	column(g, "id", true), text_column(g, "name", false);
	schema_graph_add_table(g, "public", "trip", SG_TABLE, 0);
	column(g, "id", true), column(g, "start_station_id", false), column(g, "state_id", false);
	schema_graph_add_table(g, "public", "states", SG_TABLE, 0);
	text_column(g, "code", true), text_column(g, "name", false);
	schema_graph_add_table(g, "public", "book_view", SG_VIEW, 0);
	column(g, "author_id", false);
	if (other_schema)
	{
		schema_graph_add_table(g, "other", "authors", SG_TABLE, 0);
		column(g, "id", true);
	}
	c = BOOKS_SUBJECT, r = SUBJECTS_ID;
	schema_graph_add_foreign_key(g, T_BOOKS, T_SUBJECTS, 1, &c, &r);
	c = EDITIONS_BOOK, r = BOOKS_ID;
	schema_graph_add_foreign_key(g, T_EDITIONS, T_BOOKS, 1, &c, &r);
	return g;
}

/* The implied key of column c: the table it refers to, or -1. */
static int
implied_target(const SchemaGraph *g, int c)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
		if (g->foreign_keys[k].implied && g->foreign_keys[k].columns[0] == c)
			return g->foreign_keys[k].ref_table;
	return -1;
}

UNIT_TEST(a_column_named_for_a_key_refers_to_it)
{
	SchemaGraph *g = books_graph(false);

	CHECK_INT_EQ(implied_keys_add(g), 5);
	CHECK_INT_EQ(implied_target(g, BOOKS_AUTHOR), T_AUTHORS);	/* authors less "s" */
	CHECK_INT_EQ(implied_target(g, EDITIONS_AUTHOR), T_AUTHORS);
	CHECK_INT_EQ(implied_target(g, SALARIES_NO), T_EMPLOYEES);	/* the key's own name */
	CHECK_INT_EQ(implied_target(g, TRIP_START), T_STATION);	/* ..._station_id */
	/* its own table's one key, named for the other: an extension of employees */
	CHECK_INT_EQ(implied_target(g, SCHEDULES_EMPLOYEE), T_EMPLOYEES);
	/* declared already; the name of a key of another type; a view */
	CHECK_INT_EQ(implied_target(g, BOOKS_SUBJECT), -1);
	CHECK_INT_EQ(implied_target(g, TRIP_STATE), -1);
	CHECK_INT_EQ(implied_target(g, BOOK_VIEW_AUTHOR), -1);
	/* the answer stage sees them; the model's relations and the join rule do not */
	CHECK(schema_graph_column_references(g, BOOKS_AUTHOR, AUTHORS_ID));
	CHECK(schema_graph_table_references(g, T_BOOKS, T_AUTHORS));
	CHECK(schema_graph_column_is_foreign_key(g, BOOKS_AUTHOR));
	CHECK(!schema_graph_declared_column_references(g, BOOKS_AUTHOR, AUTHORS_ID));
	CHECK(!schema_graph_declared_table_references(g, T_BOOKS, T_AUTHORS));
	CHECK(!schema_graph_column_is_declared_foreign_key(g, BOOKS_AUTHOR));
	CHECK(schema_graph_declared_column_references(g, BOOKS_SUBJECT, SUBJECTS_ID));
	/* books and authors are joined by name as before: title = name is no key */
	CHECK(sql_join_pair_allowed(g, BOOKS_AUTHOR, AUTHORS_ID));
	CHECK(sql_join_pair_allowed(g, SALARIES_NO, EMPLOYEES_NO));
	schema_graph_free(g);
}

UNIT_TEST(a_name_two_schemas_hold_refers_to_its_own_schemas_table)
{
	SchemaGraph *g = books_graph(true);

	implied_keys_add(g);
	CHECK_INT_EQ(implied_target(g, BOOKS_AUTHOR), T_AUTHORS);
	CHECK(g->n_foreign_keys > 0 && implied_target(g, OTHER_AUTHORS_ID) == -1);
	schema_graph_free(g);
}

/* employees(emp_no), badges(emp_no): each its own one key of one name (whose extension
 * is whose?); salaries(emp_no) then names two tables' keys: no key at all. */
UNIT_TEST(a_name_of_two_keys_refers_to_neither)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	column(g, "emp_no", true);
	schema_graph_add_table(g, "public", "badges", SG_TABLE, 0);
	column(g, "emp_no", true);
	schema_graph_add_table(g, "public", "salaries", SG_TABLE, 0);
	column(g, "emp_no", false);
	CHECK_INT_EQ(implied_keys_add(g), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_column_named_for_a_key_refers_to_it);
	UNIT_RUN(a_name_two_schemas_hold_refers_to_its_own_schemas_table);
	UNIT_RUN(a_name_of_two_keys_refers_to_neither);
	UNIT_DONE();
}
