/*
 * sql_key_paths.h — the tables a row reaches through its foreign keys.
 *
 * "How many of our employees work in Europe?" decoded with "Europe" compared with a column
 * of employees, where regions.region_name stores it: employees -> departments -> locations
 * -> countries -> regions, each step a foreign key from the rows at hand to the row they
 * reference.  A step may also go against a key into a table whose whole primary key it is
 * (an extension of the row at hand, at most one row of it per row: location_hierarchy,
 * keyed by a location's id, from locations).  A path of such steps joins at most one row of
 * each table to each row, so the join keeps the rows and their number, and adds the
 * columns the question compares.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_KEY_PATHS_H
#define DTFIXUP_SQL_KEY_PATHS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* Most steps of a path. */
#define SQL_KEY_PATH_MAX 4

/*
 * The shortest path of single-column foreign keys (above) that leads from table from to
 * table to: its steps in fks[0..n), n returned, each the index into g->foreign_keys of a
 * key followed from the table it is in, or sql_key_step_against of one followed against,
 * into the extension it keys; 0 when from is to; -1 when no path of at most
 * SQL_KEY_PATH_MAX steps leads there, or two of the shortest length do (which one is meant
 * cannot be told).
 */
int			sql_key_path(const SchemaGraph *g, int from, int to, int fks[SQL_KEY_PATH_MAX]);

/* The step of a path that follows key f against its direction (and back: the key). */
static inline int
sql_key_step_against(int f)
{
	return -f - 1;
}

/* select's FROM with the tables of path fks[0..n) joined from table instance instance, each
 * ON its column of the step's key = the other column of the instance before; the last
 * instance's id. */
int			sql_join_key_path(SqlNode *select, const SchemaGraph *g, int instance, const int *fks,
							  int n);

/*
 * The one instance of select's FROM (a table read once, not the table skip, -1 for none)
 * whose keys lead to table (sql_key_path), with that path in fks (*n steps); -1 when none
 * or several do.  "Which vendors sell the HL Crankarm?" decoded with vendor.name = 'HL
 * Crankarm' over productvendor and vendor: productvendor's keys lead to product, whose name
 * stores it.
 */
int			sql_instance_leading_to(const SchemaGraph *g, const SqlNode *select, int table,
									int skip, int fks[SQL_KEY_PATH_MAX], int *n);

/* Whether select's FROM joins each row of table instance instance to at most one row of
 * every other instance: table instances only, each JOIN's ON one equality whose one side is
 * the one column of a foreign key and the other the column it references, and every other
 * instance the referenced side of exactly one ON (factcallcenter JOIN dimdate ON its
 * datekey: each call row once).  True for a FROM of one table. */
bool		sql_joins_keep_rows(const SqlNode *select, const SchemaGraph *g, int instance);

#endif
