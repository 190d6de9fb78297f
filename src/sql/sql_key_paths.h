/*
 * sql_key_paths.h — the tables a row reaches through its foreign keys.
 *
 * "How many of our employees work in Europe?" decoded with "Europe" compared with a column
 * of employees, where regions.region_name stores it: employees -> departments -> locations
 * -> countries -> regions, each step a foreign key from the rows at hand to the row they
 * reference.  A path of such steps joins one row of each table to each row, so the join
 * keeps the rows and their number, and adds the columns the question compares.
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
 * The shortest path of single-column foreign keys, each from the table reached so far to
 * the table it references, that leads from table from to table to: its keys (indexes into
 * g->foreign_keys) in fks[0..n), n returned; 0 when from is to; -1 when no path of at most
 * SQL_KEY_PATH_MAX steps leads there, or two of the shortest length do (which one is meant
 * cannot be told).
 */
int			sql_key_path(const SchemaGraph *g, int from, int to, int fks[SQL_KEY_PATH_MAX]);

/* select's FROM with the tables of path fks[0..n) joined from table instance instance, each
 * ON its referenced column = the key of the instance before; the last instance's id. */
int			sql_join_key_path(SqlNode *select, const SchemaGraph *g, int instance, const int *fks,
							  int n);

/* Whether select's FROM joins each row of table instance instance to at most one row of
 * every other instance: table instances only, each JOIN's ON one equality whose one side is
 * the one column of a foreign key and the other the column it references, and every other
 * instance the referenced side of exactly one ON (factcallcenter JOIN dimdate ON its
 * datekey: each call row once).  True for a FROM of one table. */
bool		sql_joins_keep_rows(const SqlNode *select, const SchemaGraph *g, int instance);

#endif
