/*
 * sql_regroup.h — teaching the decoder the GROUP BY a person writes, not the one SQLite
 * tolerates, and saying a decoded GROUP BY that way (sql_regroup.c says why).
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

/*
 * The same, said of a decoded query, whose GROUP BY is already complete: in every SELECT
 * of node, a GROUP BY column joined by an inner join's equality to the single-column
 * primary key of another instance, next to GROUP BY columns of that instance, becomes the
 * primary key (renamed wherever the SELECT names it outside FROM) and the instance's other
 * GROUP BY columns go: "GROUP BY t1.employee_id, t0.name" with t0.employee_id =
 * t1.employee_id becomes "GROUP BY t0.employee_id".  The same groups (equal keys, and the
 * dropped columns depend on the primary key), a shorter query, and the form training
 * teaches.  Not when the grouped column is the primary key other used columns of its own
 * table depend on.  Changes node in place and returns it.
 */
SqlNode    *sql_simplify_group_by(SqlNode *node, const SchemaGraph *g);

#endif
