/*
 * sql_regroup.h — teaching the decoder the GROUP BY a person writes, not the one SQLite
 * tolerates (sql_regroup.c says why).
 */
#ifndef DTFIXUP_SQL_REGROUP_H
#define DTFIXUP_SQL_REGROUP_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/*
 * In every SELECT of node (any depth) with a GROUP BY: a column used outside aggregates
 * (select list, HAVING, ORDER BY) that is not grouped, of a table whose primary key is one
 * column joined by an inner join's equality to a grouped column (not one that other used columns of its own table depend on),
 * makes the query name that primary key instead of the joined column everywhere outside
 * its FROM list: the same groups and results, and a query PostgreSQL accepts.  Changes
 * node in place and returns it.  For gold (training) queries only.
 */
SqlNode    *sql_regroup_by_primary_keys(SqlNode *node, const SchemaGraph *g);

#endif
