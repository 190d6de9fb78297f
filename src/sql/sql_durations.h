/*
 * sql_durations.h — a duration the question says in one unit, compared in the unit its
 * column stores.
 *
 * "Which tracks are longer than 5 minutes?" over tracks.milliseconds: the model copies the
 * number as the question says it, milliseconds > 5.  A column whose name says its unit
 * (milliseconds, millis, ms; seconds, secs, sec; minutes, mins; hours, hrs; not "min" or
 * "hr", which in a name say minimum and human resources) stores time in that unit, and a number the question follows with a unit of time ("5 minutes", "2.5
 * hours", "90 seconds", "300 ms") says it in that one; the rewrite duration_units turns
 * each literal of a comparison with such a column that is such a number, in another unit,
 * into the column's (milliseconds > 300000).  Nothing is left to choose: the question says
 * its unit, and the column's name says the other.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DURATIONS_H
#define DTFIXUP_SQL_DURATIONS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* ast with each duration compared in its column's unit (above), changed in place; returns
 * ast. */
SqlNode    *sql_durations_in_column_units(SqlNode *ast, const SchemaGraph *g,
										  const TextTokens *tokens);

#endif
