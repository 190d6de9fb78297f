/*
 * gold_sql.h — gold (training) SQL -> an AST of the dtfixup grammar, through PostgreSQL's
 * own parser (raw_parser) and name resolution against a SchemaGraph.
 */
#ifndef DTFIXUP_PG_GOLD_SQL_H
#define DTFIXUP_PG_GOLD_SQL_H

#include "postgres.h"

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/*
 * Parse one SELECT statement and map it onto the grammar.  Table names resolve against
 * `graph` (unqualified names: the first table of that name in graph order, which is the
 * schema order the graph was built in), column names against the table instances in scope
 * (aliases, self-joins, correlated subqueries, subqueries in FROM).
 *
 * Errors (ereport, with the character position in `sql` and a context line naming the
 * gold query): a syntax error -> 42601; empty -> 22023; several statements -> 42601; a
 * statement or construct outside the grammar -> 0A000 "... is outside the dtfixup SQL
 * grammar"; an unknown table -> 42P01; an unknown column -> 42703; an ambiguous column ->
 * 42702.  The AST is allocated in CurrentMemoryContext.
 */
SqlNode    *gold_sql_to_ast(const char *sql, const SchemaGraph *graph);

#endif
