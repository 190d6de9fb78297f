/*
 * implied_keys.h — the foreign keys a schema means and does not declare.
 *
 * Catalogs often declare some keys and not others: Book Town declares editions.book_id
 * but not books.author_id, a column that names the authors' key as plainly.  The answer
 * stage walks keys to reach the people and things a question asks for (answer/
 * answer_names.h, sql/sql_key_paths.h); a key it cannot see is a join it never makes.
 *
 * implied_keys_add adds to a graph, flagged implied (SgForeignKey.implied), the key of
 * each column of a table (not a view) that names exactly one other table's single-column
 * primary key:
 *   - <table>_id, <table>id or <table>_<key>, or ending in _<table>_id
 *     (books.author_id for authors.id, trip.start_station_id for station.id; the table's
 *     name also without a plural "s" or "es"), or
 *   - the key's own name, where that name is not "id" and the column is not its own
 *     table's one key (salaries.emp_no for employees.emp_no),
 * of the same type class, between two tables no declared key links (where the catalog
 * relates them, it says how), and not a column already in a declared key.  Where a name
 * leads to tables of several schemas, the one in the column's own schema; where it leads
 * to several tables, none.
 *
 * The model and the decoder's join rule read declared keys only (the model was trained on
 * them; the join rule's name matches allow these pairs already): schema_graph.h's
 * declared variants.  Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SCHEMA_IMPLIED_KEYS_H
#define DTFIXUP_SCHEMA_IMPLIED_KEYS_H

#include <stdbool.h>

#include "schema/schema_graph.h"

/* Does column b's name name key, the primary key column of its own table, as a reference to
 * it (the first form above)? ("customer_id" for customer.id; "stuid" for student.id is not) */
bool		implied_keys_names_key(const SchemaGraph *g, int key, int b);

/* Add the implied keys of g (not compact); returns how many were added. */
int			implied_keys_add(SchemaGraph *g);

#endif
