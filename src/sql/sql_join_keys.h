/*
 * sql_join_keys.h — which column pairs a table join may equate: the catalog's keys.
 *
 * A decoder left free to join on any two columns of one type writes joins no schema means
 * (a parent joined to its child on the parent's id and an unrelated id column of the
 * child).  The catalog says how tables join, so the decoder joins only where it says
 * (sql_constraints.c applies this to the ON condition of a table join while decoding;
 * docs/grammar.md, "Joins on keys"):
 *   1. a declared foreign key pair, in either direction (each component of a composite
 *      key is a pair of its own: ON a.x = b.x AND a.y = b.y);
 *   2. two columns that reference the same column (city.state_name and river.traverse
 *      both reference state.state_name: GeoQuery's "rivers in states with city X");
 *   3. only between two tables that no foreign key links, in either direction, (views
 *      among them: they have no keys), names, with the same type class on both sides:
 *      one name on both sides, except the bare "id" of two surrogate keys; or a column
 *      named <table>_id, <table><key>, <table>_<key> or ..._<table>_id (table optionally
 *      without a plural "s" / "es") for that table's primary key <key>
 *      (trip.start_station_id = station.id).  A view meets a table only on that table's
 *      primary key (booking_costs.memid = members.memid: each view row one table row),
 *      not on a column both merely have (booking_costs.facid = bookings.facid).
 * Rule 3 is decided per pair of tables, not per schema: catalogs often declare some keys
 * and not others (Spider's training schemas declare 731 foreign keys, and 277 of
 * their gold join equalities run between tables with none declared: bench/join_keys), and two tables the catalog does link
 * join only as declared.  Columns of type class "other" never join by name.
 */
#ifndef DTFIXUP_SQL_JOIN_KEYS_H
#define DTFIXUP_SQL_JOIN_KEYS_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* May a join equate global columns a and b of g (in either order)?  a == b is a self-join
 * on one column (cities in the same state as another): allowed by rule 2 or 3 like any pair. */
bool		sql_join_pair_allowed(const SchemaGraph *g, int a, int b);

/* Does some column of table ta pair with some column of table tb (sql_join_pair_allowed)? */
bool		sql_join_tables_pair(const SchemaGraph *g, int ta, int tb);

/*
 * How many "x IN (SELECT y ...)" / "x NOT IN (SELECT y ...)" of ast (at any depth) compare
 * two columns of base tables that no join could equate (sql_join_pair_allowed; x and y the
 * same column is allowed): "members.memid NOT IN (SELECT bookings.facid ...)" asks whether
 * a member's id is some facility's id, which no question means.  An EXCEPT or INTERSECT
 * of two queries answering one column each counts the same way ("(SELECT commission_pct
 * ...) EXCEPT (SELECT salary ...)").  A cost of the answer stage (answer_steps.h,
 * unkeyed_subqueries).
 */
int			sql_unkeyed_subquery_comparisons(const SqlNode *ast, const SchemaGraph *g);

#endif
