/*
 * sql_event_dates.h — "How many of our patients have died?": the rows whose date of the
 * event a verb says is set.
 *
 * A table records that something has happened to a row in a date column left NULL until
 * it does: a patient's deathdate, an order's shipped_date, a ticket's closed_at.  "How
 * many of our patients have died?" asks for the rows where it is set, "Which orders
 * haven't shipped yet?" for those where it is NULL.  The general model links "died" to
 * deathdate through the lexicon, and then counts every patient: no training question
 * tests a date for being set.
 *
 * A question says such an event with a verb in the past ("died", "shipped", "closed": a
 * word of at least four letters ending in "ed") that links, as a column, to a date or time
 * column that may hold NULL and some of whose rows do (holds_nulls, read by the
 * database's side).  The copy step event_dates adds "c IS NOT NULL" for each such column
 * of a base table the candidate's outer FROM reads once, where the candidate reads the
 * column nowhere; "c IS NULL" where the question negates the word ("haven't shipped":
 * sql_negations.h).  The copy pays 1 below its candidate, which pays left_out_mentions
 * for the word it leaves out.  Not for a set operation.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_EVENT_DATES_H
#define DTFIXUP_SQL_EVENT_DATES_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_negations.h"
#include "text/tokenizer.h"

/* event_dates' copy of ast (above), or NULL when none is to be made; ast is not changed.
 * holds_nulls: per graph column, whether some rows hold NULL (NULL: none does). */
SqlNode    *sql_event_dates(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
							const LinkResult *links, const QuestionNegations *negations,
							const bool *holds_nulls);

#endif
