/*
 * sql_echoes.h — an output column fixed to the value the question gave for another.
 *
 * "What states border Wisconsin?" decoded "SELECT border FROM border_info WHERE state_name
 * = 'wisconsin' AND border = 'wisconsin'": the second condition says the answer is the
 * question's own value (and no state borders itself), the model's echo of the one value
 * the question gives.  "What states does the Missouri river run through?" likewise: "WHERE
 * traverse = 'missouri' AND river_name = 'missouri'".  Where the outer SELECT's WHERE
 * compares an output column with a value that it also compares another column of the same
 * table instance with, the condition on the output column is dropped: the question gave
 * the value for the other one.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_ECHOES_H
#define DTFIXUP_SQL_ECHOES_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* ast without the echoed conditions (above), changed in place; returns ast. */
SqlNode    *sql_drop_echoed_values(SqlNode *ast);

#endif
